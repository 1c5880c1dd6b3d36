//===- LineageImpl.h - The storage behind StepLineage (internal) ----------===//
//
// StepLineage::Impl: the links sorted by old instruction (module order),
// indexes from either end into them, and the unlinked instructions. Filled
// by LineageBuilder (LineageBuilder.cpp), read by Lineage.cpp.
// LineageCache::Impl: the per-module indexes (ModuleView, KeyCache) that
// consecutive steps share.
//
//===----------------------------------------------------------------------===//

#ifndef HLOTRACE_LIB_QUERY_LINEAGEIMPL_H
#define HLOTRACE_LIB_QUERY_LINEAGEIMPL_H

#include <algorithm>
#include <memory>
#include <vector>

#include "LineageGraph.h"
#include "LineageKeys.h"
#include "LineageUsers.h"
#include "absl/base/call_once.h"
#include "absl/container/flat_hash_map.h"
#include "absl/container/inlined_vector.h"
#include "hlotrace/Query/Lineage.h"

namespace hlotrace {

/// Positions in StepLineage::Impl::Own of one computation's links between
/// different instructions, by their end in that computation: those of
/// instruction i are Pos[Begin[i]] .. Pos[Begin[i + 1] - 1], in Own order.
/// PERF NOTE: one array per computation (most of a changed step's links are
/// in one or two computations), not a hash map entry per instruction.
struct LinksOfComputation {
  std::vector<uint32_t> Begin, Pos;
};

/// The links of a computation both modules of a step share (the same
/// object): each of its instructions to itself, in instruction order.
/// PERF NOTE: made once per computation and kept by the LineageCache for as
/// long as the computation lives on (most computations are shared by many
/// consecutive steps); each step holds a reference, not a copy.
using SelfLinks = std::shared_ptr<const std::vector<LineageLink>>;
SelfLinks makeSelfLinks(const Computation &C);

struct StepLineage::Impl {
  /// The links beside the shared computations' self-links, in links()
  /// order (grouped by old instruction in module order).
  std::vector<LineageLink> Own;
  /// Per end: the computations' links between different instructions.
  /// PERF NOTE: each made on the first call that reads it (successors():
  /// ByOld, predecessors(): ByNew); most steps are only walked in order
  /// (links(), linkRunsBesideShared()), and the report asks most of the
  /// others only for predecessors.
  absl::flat_hash_map<const Computation *, LinksOfComputation> ByOld, ByNew;
  absl::once_flag ByOldOnce, ByNewOnce;
  /// PERF NOTE: a computation shared by both modules links each of its
  /// instructions to itself; those links (most of a step's) are not stored
  /// per step but held in one block per computation (SelfLinks,
  /// SelfBlocks). The shared computations are listed in old-module order;
  /// the block of SharedComputations[k] is SelfBlocks[k] and falls before
  /// Own[SharedAt[k]] in links().
  std::vector<const Computation *> SharedComputations;
  std::vector<uint32_t> SharedAt;
  std::vector<SelfLinks> SelfBlocks;
  /// k for each SharedComputations[k], made on the first successors() or
  /// predecessors() call (the report asks them of few steps).
  absl::once_flag IndexOnce;
  absl::flat_hash_map<const Computation *, uint32_t> SharedIndex;
  /// Own, as linkRunsBesideShared() gives it (empty when Own is).
  std::vector<absl::Span<const LineageLink>> Runs;
  std::vector<const Instruction *> Removed, Created;
  std::vector<LineageAmbiguity> Ambiguities;
  /// links(): Own with the self-link blocks in place, made on first call.
  absl::once_flag AllOnce;
  std::vector<LineageLink> All;
};

/// What the matcher learns about one module, whichever side of a step it
/// is on.
struct ModuleIndex {
  ModuleIndex(const Module &M, bool IgnoreLayouts, lineage::SharedKeys *Keys,
              lineage::SharedCalls *Calls)
      : M(&M), IgnoreLayouts(IgnoreLayouts), View(M, Calls),
        Keys(IgnoreLayouts, Keys),
        Computations(M.computations().begin(), M.computations().end()),
        Entry(M.entry()) {}
  const Module *M;
  bool IgnoreLayouts;
  lineage::ModuleView View;
  lineage::KeyCache Keys;
  /// M's computations and entry, known without M (which may be gone when
  /// the cache drops this index).
  std::vector<const Computation *> Computations;
  const Computation *Entry;
};

/// Whether `M` is made of `Computations`, in that order, with entry
/// `Entry`: a snapshot of a pass that left the module as it was (the trace
/// shares unchanged computations between snapshots).
inline bool madeOf(const Module &M,
                   absl::Span<const Computation *const> Computations,
                   const Computation *Entry) {
  auto Own = M.computations();
  return M.entry() == Entry && Own.size() == Computations.size() &&
         std::equal(Own.begin(), Own.end(), Computations.begin());
}

struct LineageCache::Impl {
  /// PERF NOTE: the two modules of the latest step; a run of steps asks
  /// for the previous step's new module as its old one.
  std::vector<std::unique_ptr<ModuleIndex>> Recent;
  /// Keys that depend on no module, per layout setting (0: layouts count).
  std::unique_ptr<lineage::SharedKeys> Shared[2];
  lineage::SharedCalls Calls;
  /// Old-user indexes of unchanged computations (LineageUsers.h).
  lineage::SharedUsers Users;
  /// Self-links of the computations shared by the latest step's modules.
  absl::flat_hash_map<const Computation *, SelfLinks> Self;

  /// Computations of the indexes indexOf() dropped since the last trim().
  std::vector<const Computation *> Dropped;

  /// Drops the shared facts of computations neither `A` nor `B` holds
  /// (the caller keeps only the latest step's modules alive).
  /// PERF NOTE: every shared fact belongs to a computation of a module the
  /// cache indexed, so only the computations of the indexes dropped since
  /// the last call are looked at, not every computation cached.
  void trim(const ModuleIndex &A, const ModuleIndex &B);

  /// The index of `M` (made if absent); keeps only those of `M` and `Keep`.
  ModuleIndex &indexOf(const Module &M, bool IgnoreLayouts,
                       const Module *Keep);
};

/// Builds a StepLineage from a finished link list (friend of StepLineage).
class LineageBuilder {
public:
  static LineageCache::Impl &impl(LineageCache &C) { return *C.P; }
  /// `Own`: the links beside the shared computations' self-links, in
  /// links() order; the shared computations as in StepLineage::Impl.
  static StepLineage make(std::vector<LineageLink> Own,
                          std::vector<const Computation *> SharedComputations,
                          std::vector<uint32_t> SharedAt,
                          std::vector<SelfLinks> SelfBlocks,
                          std::vector<const Instruction *> Removed,
                          std::vector<const Instruction *> Created,
                          std::vector<LineageAmbiguity> Ambiguities);
};

} // namespace hlotrace

#endif // HLOTRACE_LIB_QUERY_LINEAGEIMPL_H
