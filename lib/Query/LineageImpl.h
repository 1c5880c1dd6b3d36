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

#include <memory>
#include <vector>

#include "LineageGraph.h"
#include "LineageKeys.h"
#include "LineageUsers.h"
#include "absl/container/flat_hash_map.h"
#include "absl/container/inlined_vector.h"
#include "hlotrace/Query/Lineage.h"

namespace hlotrace {

/// Positions in StepLineage::Impl::Links of one computation's links between
/// different instructions, by their end in that computation: those of
/// instruction i are Pos[Begin[i]] .. Pos[Begin[i + 1] - 1], in Links order.
/// PERF NOTE: one array per computation (most of a changed step's links are
/// in one or two computations), not a hash map entry per instruction.
struct LinksOfComputation {
  std::vector<uint32_t> Begin, Pos;
};

struct StepLineage::Impl {
  std::vector<LineageLink> Links;
  /// Per end: the computations' links between different instructions.
  absl::flat_hash_map<const Computation *, LinksOfComputation> ByOld, ByNew;
  /// PERF NOTE: a computation shared by both modules links each of its
  /// instructions to itself; those links sit contiguously in Links, from
  /// this position, in instruction order, and stay out of ByOld/ByNew
  /// (most of a step's links are these).
  absl::flat_hash_map<const Computation *, uint32_t> SharedStart;
  /// The parts of Links between those blocks (linkRunsBesideShared()).
  std::vector<absl::Span<const LineageLink>> Runs;
  std::vector<const Instruction *> Removed, Created;
  std::vector<LineageAmbiguity> Ambiguities;
};

/// What the matcher learns about one module, whichever side of a step it
/// is on.
struct ModuleIndex {
  ModuleIndex(const Module &M, bool IgnoreLayouts, lineage::SharedKeys *Keys,
              lineage::SharedCalls *Calls)
      : M(&M), IgnoreLayouts(IgnoreLayouts), View(M, Calls),
        Keys(IgnoreLayouts, Keys),
        Computations(M.computations().begin(), M.computations().end()) {}
  const Module *M;
  bool IgnoreLayouts;
  lineage::ModuleView View;
  lineage::KeyCache Keys;
  /// M's computations, known without M (which may be gone when the cache
  /// drops this index).
  std::vector<const Computation *> Computations;
};

struct LineageCache::Impl {
  /// PERF NOTE: the two modules of the latest step; a run of steps asks
  /// for the previous step's new module as its old one.
  std::vector<std::unique_ptr<ModuleIndex>> Recent;
  /// Keys that depend on no module, per layout setting (0: layouts count).
  std::unique_ptr<lineage::SharedKeys> Shared[2];
  lineage::SharedCalls Calls;
  /// Old-user indexes of unchanged computations (LineageUsers.h).
  lineage::SharedUsers Users;

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
  static StepLineage make(std::vector<LineageLink> Links,
                          absl::flat_hash_map<const Computation *, uint32_t>
                              SharedStart,
                          std::vector<const Instruction *> Removed,
                          std::vector<const Instruction *> Created,
                          std::vector<LineageAmbiguity> Ambiguities);
};

} // namespace hlotrace

#endif // HLOTRACE_LIB_QUERY_LINEAGEIMPL_H
