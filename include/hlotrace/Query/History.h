//===- History.h - One instruction through a pass pipeline ----------------===//
//
// instructionHistory() follows one instruction through an ordered sequence
// of snapshots: where it first appears, the passes that changed, renamed or
// moved it, and how it ended: removed, replaced (its users now read another
// instruction) or fused (a fusion appeared whose fused computation holds a
// clone of it: same opcode, shape and op_name, a related name). After a
// fusion the history follows the clone, so fusions of fusions show up too.
//
//===----------------------------------------------------------------------===//

#ifndef HLOTRACE_QUERY_HISTORY_H
#define HLOTRACE_QUERY_HISTORY_H

#include <cstdint>
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"
#include "absl/types/span.h"
#include "hlotrace/Query/Diff.h"
#include "hlotrace/Query/PassModule.h"

namespace hlotrace {

enum class HistoryEventKind : uint8_t {
  Present,  ///< Already there in the first snapshot.
  Created,  ///< First appears in this snapshot.
  Changed,  ///< Opcode, shape, operands, attributes or callees changed.
  Renamed,  ///< Only the name changed.
  Moved,    ///< Same name, now in another computation (e.g. inlined).
  FusedInto, ///< Gone; a clone lives in a fusion's computation.
  Replaced, ///< Gone; its users read another instruction instead.
  Removed,  ///< Gone without a trace.
};

struct HistoryEvent {
  HistoryEventKind Kind = HistoryEventKind::Present;
  size_t Index = 0; ///< Position in the snapshot span.
  StepNumber Step = 0;
  std::string Pipeline, Pass;
  /// The instruction and its computation after the event (before it, for
  /// FusedInto, Replaced and Removed).
  std::string Name, Computation;
  std::string OldName;        ///< Renamed/Changed: the name before.
  std::string OldComputation; ///< Moved: the computation before.
  MatchKind Match = MatchKind::None; ///< How the diff paired it.
  uint32_t What = 0;          ///< ChangeBits, for Changed.
  std::vector<std::string> ChangedAttributeNames;
  /// FusedInto: the fusion instruction, the fused computation and the clone
  /// (first the best match; XLA may duplicate into several fusions).
  /// Replaced: Into is the replacement.
  std::string Into, IntoComputation, Clone;
  std::vector<std::string> AlsoInto;
};

struct InstructionHistory {
  std::string Name; ///< As asked for.
  std::vector<HistoryEvent> Events;
  /// The name and computation in the last snapshot; empty when it ended.
  std::string FinalName, FinalComputation;
};

struct HistoryOptions {
  /// After FusedInto, keep following the clone inside the fusion.
  bool FollowIntoFusions = true;
};

absl::string_view historyEventKindName(HistoryEventKind K); ///< "fused-into"

/// NotFound when no snapshot has an instruction named `Name`.
absl::StatusOr<InstructionHistory>
instructionHistory(absl::Span<const PassModule> Snapshots,
                   absl::string_view Name, const HistoryOptions &Options = {});

} // namespace hlotrace

#endif // HLOTRACE_QUERY_HISTORY_H
