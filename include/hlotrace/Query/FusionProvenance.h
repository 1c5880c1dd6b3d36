//===- FusionProvenance.h - What each fusion absorbed, and when -----------===//
//
// fusionProvenance() takes one snapshot of a sequence and, for each fusion
// instruction in it, finds the snapshot that created the fusion and the
// earlier instructions whose clones its fused computation holds, with the
// pass that fused each (fusions grow: a later pass may merge more in).
// Clones are recognised as History.h does: same opcode, shape and metadata
// op_name, and a related name.
//
//===----------------------------------------------------------------------===//

#ifndef HLOTRACE_QUERY_FUSIONPROVENANCE_H
#define HLOTRACE_QUERY_FUSIONPROVENANCE_H

#include <cstdint>
#include <string>
#include <vector>

#include "absl/types/span.h"
#include "hlotrace/Query/PassModule.h"

namespace hlotrace {

struct AbsorbedInstruction {
  /// The instruction before fusion, its opcode and computation.
  std::string Name, Opcode, Computation;
  /// When it came from another fusion (fusion merger): that fusion.
  std::string FromFusion;
  std::string Clone; ///< Its clone in the fused computation.
  size_t Index = 0;  ///< Snapshot (span position) where it was absorbed.
  StepNumber Step = 0;
  std::string Pipeline, Pass;
  /// The original survived the pass (XLA duplicated it into the fusion).
  bool Duplicated = false;
};

struct FusionOrigin {
  std::string Fusion, Kind, Computation, FusedComputation;
  size_t CreatedIndex = 0; ///< First snapshot of the unbroken run holding it.
  StepNumber CreatedStep = 0;
  std::string CreatedPipeline, CreatedPass;
  bool PresentAtStart = false; ///< Already in the first snapshot.
  std::vector<AbsorbedInstruction> Absorbed;
  /// Fused instructions (not parameters) with no origin found.
  std::vector<std::string> Unattributed;
};

/// Fusions of `Snapshots[Target]` in printed order (every computation).
std::vector<FusionOrigin>
fusionProvenance(absl::Span<const PassModule> Snapshots, size_t Target);

} // namespace hlotrace

#endif // HLOTRACE_QUERY_FUSIONPROVENANCE_H
