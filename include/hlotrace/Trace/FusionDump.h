//===- FusionDump.h - XLA:GPU's priority-fusion decision log --------------===//
//
// With `--xla_dump_hlo_pass_re` matching `priority-fusion`, XLA:GPU writes
// `F.priority_fusion_dump.txt` (a FusionProcessDumpProto in text form,
// xla/service/gpu/fusion_process_dump.proto): every step of the priority
// fusion pass, in order. A step is one of
//   - fusion: producer fused into consumer, giving fusion_name;
//   - producer_ineligible: the producer will not be fused, with XLA's reason;
//   - update_priority: the cost model's estimate for fusing a producer into
//     its consumers (us_fused vs us_unfused, microseconds).
// parsePriorityFusionDump() reads the steps; the device description at the
// top of the file is skipped.
//
//===----------------------------------------------------------------------===//

#ifndef HLOTRACE_TRACE_FUSIONDUMP_H
#define HLOTRACE_TRACE_FUSIONDUMP_H

#include <optional>
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"

namespace hlotrace {

struct FusionStep {
  enum class Kind { Fusion, ProducerIneligible, UpdatePriority, Other };
  Kind What = Kind::Other;
  /// The step's message name as written (`fusion`, `producer_ineligible`,
  /// `update_priority`, or one this reader does not know).
  std::string KindName;
  std::string Producer;
  /// Fusion: the one consumer; UpdatePriority: every consumer estimated.
  std::vector<std::string> Consumers;
  /// Fusion: the resulting fusion instruction.
  std::string FusionName;
  /// ProducerIneligible: XLA's reason.
  std::string Reason;
  /// UpdatePriority: estimated time with and without the fusion (µs).
  std::optional<double> UsFused, UsUnfused;
  /// 1-based line of the step's `fusion_steps {`.
  int Line = 0;
};

/// priority_fusion_dump.txt ::= (field | 'fusion_steps' '{' step '}')*
/// A malformed `us_*` number is an error naming file, line and column.
absl::StatusOr<std::vector<FusionStep>>
parsePriorityFusionDump(absl::string_view Text, absl::string_view FileName);

} // namespace hlotrace

#endif // HLOTRACE_TRACE_FUSIONDUMP_H
