//===- Lineage.h - Which instruction became which, one step at a time -----===//
//
// computeLineage() maps the instructions of one module snapshot to those of
// the next: for each old instruction, the new ones that continue it, and how
// (kept, renamed, cloned into a fusion, inlined, partitioned, merged by CSE,
// rewritten). Links are proven by structure, bottom-up: paired operands
// first, then opcode, shape, attribute values and literals, then metadata.
// Names are a hint, never the proof. Where two candidates are equally good
// the tie is reported as an ambiguity, never broken by printed order.
//
// A StepLineage holds pointers into both modules: keep the modules alive
// while it is used. It is immutable once built and safe to read from many
// threads.
//
//===----------------------------------------------------------------------===//

#ifndef HLOTRACE_QUERY_LINEAGE_H
#define HLOTRACE_QUERY_LINEAGE_H

#include <cstdint>
#include <memory>
#include <vector>

#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"
#include "absl/types/span.h"
#include "hlotrace/IR/Module.h"

namespace hlotrace {

/// How an old instruction continues in the new module.
enum class LinkKind : uint8_t {
  Same,        ///< The same instruction: same computation content, or the
               ///< same structure and name.
  Renamed,     ///< Same structure under another name.
  Changed,     ///< The same instruction with something changed in place
               ///< (shape or layout, an attribute, an operand).
  Cloned,      ///< A structural copy in another computation (a computation
               ///< cloned for a new caller, a while body rewritten).
  Fused,       ///< A copy inside a fusion's fused computation, paired
               ///< through `parameter(i)` <-> the fusion's operand i.
  Inlined,     ///< A copy in the caller, paired through the call's operand
               ///< i <-> the callee's `parameter(i)`.
  Partitioned, ///< SPMD partitioning or Shardy: the same op, sharded shape.
  Merged,      ///< CSE: several old instructions became this one.
  Duplicated,  ///< One old instruction copied into several fusions (a
               ///< producer duplicated into each consumer's fusion).
  Rewritten,   ///< Replaced by a rewrite (one old op became other ops).
};

/// A stable spelling: "same", "renamed", "changed", "cloned", "fused",
/// "inlined", "partitioned", "merged", "duplicated", "rewritten".
absl::string_view linkKindName(LinkKind K);

/// One old instruction continued by one new instruction.
struct LineageLink {
  const Instruction *Old = nullptr; ///< In the earlier module.
  const Instruction *New = nullptr; ///< In the later module.
  LinkKind Kind = LinkKind::Same;
  /// 1 when structure alone proves the link (operands paired, opcode,
  /// shape, attributes and literal equal); lower when weaker evidence
  /// (metadata, names) had to decide.
  float Confidence = 1.0f;
  /// Fused: the fusion instruction in the new module; Inlined: the call
  /// instruction in the old module; null otherwise.
  const Instruction *Via = nullptr;
};

/// An instruction whose counterpart could not be told apart from others.
struct LineageAmbiguity {
  const Instruction *Subject = nullptr; ///< Old (forward) or new (backward).
  bool SubjectIsOld = true;
  std::vector<const Instruction *> Candidates; ///< Equally good, >= 2.
};

/// The mapping between two consecutive snapshots of one module.
class StepLineage {
public:
  StepLineage(StepLineage &&) noexcept;
  StepLineage &operator=(StepLineage &&) noexcept;
  ~StepLineage();

  /// Every link, grouped by old instruction in module order. The links of
  /// the sharedComputations() to themselves are most of them and are not
  /// stored per step: the whole list is made on the first call (thread-safe)
  /// and kept; a reader that skips those links should not ask for it.
  absl::Span<const LineageLink> links() const;
  /// links() less the links of the sharedComputations()' instructions to
  /// themselves, in the same order, as runs (the elements are equal to
  /// those of links(), not the same objects).
  absl::Span<const absl::Span<const LineageLink>> linkRunsBesideShared() const;
  /// The computations both modules share (the same object), in old-module
  /// order. Each of their instructions is linked to itself (`same`, 1.0),
  /// in links(), successors() and predecessors(); some may also have links
  /// to copies, in linkRunsBesideShared().
  absl::Span<const Computation *const> sharedComputations() const;
  /// Links from `Old` (an instruction of the earlier module).
  std::vector<const LineageLink *> successors(const Instruction &Old) const;
  /// Links into `New` (an instruction of the later module).
  std::vector<const LineageLink *> predecessors(const Instruction &New) const;
  /// Old instructions with no successor (removed, e.g. by DCE).
  absl::Span<const Instruction *const> removed() const;
  /// New instructions with no predecessor (created by the pass).
  absl::Span<const Instruction *const> created() const;
  /// Ties that the evidence could not break.
  absl::Span<const LineageAmbiguity> ambiguities() const;

private:
  friend class LineageBuilder;
  StepLineage();
  struct Impl;
  std::unique_ptr<Impl> P;
};

struct LineageOptions {
  /// Use metadata (op_name, source file and line, stack frame) as evidence.
  /// Off only to score the engine against metadata-derived ground truth.
  bool UseMetadata = true;
  /// Use instruction names as a hint among structurally equal candidates.
  bool UseNames = true;
  /// Compare shapes without their layouts (across layout assignment).
  bool IgnoreLayouts = false;
};

/// What computeLineage() learns about a module besides the answer (call
/// sites, value aliases, structural keys), kept for the next call: the new
/// module of one step is the old module of the next, and is not indexed
/// again. Pass one cache to the steps of a module in order. It holds the
/// two modules of the latest call and knows them by address: keep them
/// alive while the cache is in use, or clear() it.
///
/// Thread-safety: none; one cache per thread.
class LineageCache {
public:
  LineageCache();
  LineageCache(LineageCache &&) noexcept;
  LineageCache &operator=(LineageCache &&) noexcept;
  ~LineageCache();
  /// Forgets every module.
  void clear();

private:
  friend class LineageBuilder;
  struct Impl;
  std::unique_ptr<Impl> P;
};

/// Maps `Old` to `New`, two consecutive snapshots of one module (the
/// earlier first). Errors only on modules without an entry computation.
absl::StatusOr<StepLineage> computeLineage(const Module &Old,
                                           const Module &New,
                                           const LineageOptions &Options = {});
/// The same, reusing what `Cache` knows of `Old` (and keeping `New` for the
/// next step). The answer is the same as without a cache.
absl::StatusOr<StepLineage> computeLineage(const Module &Old,
                                           const Module &New,
                                           const LineageOptions &Options,
                                           LineageCache &Cache);

} // namespace hlotrace

#endif // HLOTRACE_QUERY_LINEAGE_H
