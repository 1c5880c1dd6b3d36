//===- FusionProvenance.h - What each fusion absorbed, and when -----------===//
//
// fusionProvenance() takes one snapshot of a module's sequence and, for each
// fusion instruction in it, follows every instruction of its fused
// computation back through the lineage of every step (ModuleLineage.h)
// until it leaves the fusions: the instruction it was before fusion is the
// original the fusion absorbed, the step whose link crossed into the fused
// computation is the pass that fused it (fusions grow: a later pass may
// merge more in, or merge another fusion in). Each absorbed instruction
// carries the fusing link's kind and the weakest confidence on its way; a
// clone whose origin was a tie is reported as ambiguous, with the
// candidates, never resolved by printed order.
//
// Thread-safety: a plain function; the result holds names only.
//
//===----------------------------------------------------------------------===//

#ifndef HLOTRACE_QUERY_FUSIONPROVENANCE_H
#define HLOTRACE_QUERY_FUSIONPROVENANCE_H

#include <cstdint>
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "hlotrace/Query/Lineage.h"
#include "hlotrace/Query/ModuleLineage.h"

namespace hlotrace {

/// One original a fusion absorbed: the last instruction outside any fused
/// computation on the way back from a fused instruction.
struct AbsorbedInstruction {
  /// The original (in the snapshot before the fusing step): its name,
  /// opcode and computation.
  std::string Name, Opcode, Computation;
  std::string Clone; ///< Its copy in the target's fused computation.
  /// The fusing step: the snapshot (span position) holding the first fused
  /// copy, and its label.
  size_t Index = 0;
  StepNumber Step = 0;
  std::string Pipeline, Pass;
  /// The fusing link's kind: `fused`, `duplicated` (copied into several
  /// fusions), or `merged` (several originals became one fused copy).
  LinkKind Kind = LinkKind::Fused;
  /// The weakest link between the original and the clone (1: structure
  /// alone proved every link).
  float Confidence = 1.0f;
  /// The fusion that took the original in at the fusing step, named as in
  /// that snapshot; another fusion than this one when a later pass merged
  /// it into this one.
  std::string IntoFusion;
  /// The original has other successors after the fusing step (XLA copied
  /// it into several places instead of moving it).
  bool Duplicated = false;
};

/// A fused instruction whose way back met a tie the lineage could not
/// break: one of `Candidates` is its origin.
struct AmbiguousOrigin {
  std::string Clone; ///< In the target's fused computation.
  size_t Index = 0;  ///< The step where the tie is (snapshot Index).
  StepNumber Step = 0;
  std::string Pipeline, Pass;
  /// `computation/name` of each equally good instruction, in snapshot
  /// Index - 1 (or, when the tie was among new copies, the one original).
  std::vector<std::string> Candidates;
};

struct FusionOrigin {
  std::string Fusion, Kind, Computation, FusedComputation;
  /// First snapshot of the unbroken lineage of fusion instructions that
  /// ends in this one (a renamed or rebuilt fusion continues its run).
  size_t CreatedIndex = 0;
  StepNumber CreatedStep = 0;
  std::string CreatedPipeline, CreatedPass;
  bool PresentAtStart = false; ///< Already in the first snapshot.
  /// In fused-computation order (nested fused computations included), one
  /// entry per original: a clone of several originals (merged) has several.
  std::vector<AbsorbedInstruction> Absorbed;
  std::vector<AmbiguousOrigin> Ambiguous;
  /// Fused instructions (not parameters) with no fusing step: created inside
  /// the fusion by a later pass, or already fused in the first snapshot.
  std::vector<std::string> Unattributed;
};

/// Fusions of snapshot `Target` of `L`, in printed order (every
/// computation). OutOfRange for a bad Target; a lineage step that fails
/// to compute is returned as its error.
absl::StatusOr<std::vector<FusionOrigin>>
fusionProvenance(const ModuleLineage &L, size_t Target);

} // namespace hlotrace

#endif // HLOTRACE_QUERY_FUSIONPROVENANCE_H
