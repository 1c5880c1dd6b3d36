//===- Why.h - Why XLA decided: fusion refusals and library hand-offs -----===//
//
// XLA records reasons that nobody reads. This layer reads them:
//   - whyFusion(): from a module's `priority_fusion_dump.txt`, every step of
//     GPU priority fusion that concerns producer A (and consumer B when
//     given): whether A was fused and into what, XLA's reason when A was
//     found ineligible, and the cost model's fused / unfused estimates for
//     each consumer; A and B are looked up in the module as it was right
//     before the priority-fusion pass (from the pass dumps), and followed
//     from there to the final module with the lineage engine
//     (Query/ModuleLineage.h).
//   - whyLibrary(): for an op of the final module, who owns it (Ownership.h),
//     the pass that first produced it (attributeHandOffs), its backend
//     configuration, and the autotuning results XLA dumped
//     (`autotune_results.pbtxt`).
//
//===----------------------------------------------------------------------===//

#ifndef HLOTRACE_QUERY_WHY_H
#define HLOTRACE_QUERY_WHY_H

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"
#include "hlotrace/Query/TraceQueries.h"
#include "hlotrace/Trace/FusionDump.h"

namespace hlotrace {

/// XLA:GPU priority fusion's log for one module (priority_fusion_dump.txt).
struct PriorityFusionLog {
  /// The file read.
  std::string DumpFile;
  /// Every step of the pass, in order.
  std::vector<FusionStep> Steps;
  /// The pass dump right before priority fusion ran (the names the log uses
  /// are that module's) and the pass's own dump; null when not dumped.
  const Step *Before = nullptr;
  const Step *After = nullptr;
};

/// NotFound when the module has no priority_fusion_dump.txt; a malformed
/// log is an error naming file:line:col.
absl::StatusOr<PriorityFusionLog> priorityFusionLog(const ModuleTrace &M);

/// A producer priority fusion refused to fuse, and XLA's reason.
struct FusionRefusal {
  std::string Producer, Reason;
  /// 1-based line of the first such step in the log; how many steps said it.
  int Line = 0;
  size_t Times = 0;
};

/// The log's producer_ineligible steps, one per (producer, reason), in the
/// order they first occur.
std::vector<FusionRefusal> fusionRefusals(const PriorityFusionLog &Log);

struct FusionWhy {
  /// The priority_fusion_dump.txt read.
  std::string DumpFile;
  /// The steps about producer A (restricted to consumer B when given), in
  /// the pass's order. Without B, A is followed as a consumer too: a step
  /// that fuses a producer into A (or into what A became) is listed, and
  /// the steps about the fusion it gives as a producer after it.
  std::vector<FusionStep> Steps;
  /// The fusion A became part of, when a fusion step fused it (or what A
  /// became) into a consumer.
  std::optional<std::string> FusedInto;
  /// Without B: the fusions A became by absorbing its producers, in order
  /// (`fusion.16` when reduce.1.0 was fused into convert.2.0). The cost
  /// estimates that decided whether those went on into their consumers are
  /// among Steps, with these as producer.
  std::vector<std::string> Grown;
  /// The pass dump right before priority fusion, when the trace has one,
  /// and A and B in it (null when not found there).
  const Step *Before = nullptr;
  std::shared_ptr<const Module> BeforeModule;
  const Instruction *Producer = nullptr, *Consumer = nullptr;
  /// A's users in that module (the consumers it could have fused into).
  std::vector<const Instruction *> Users;
  /// Where A and B went after that module, by the lineage engine
  /// (ModuleLineage::trace forward): each branch's end, as
  /// "NAME in SNAPSHOT" (the final module is `after_optimizations`), and the
  /// fusions the branch entered on the way ("fused into FUSION at PASS").
  struct Branch {
    std::string End;
    std::vector<std::string> Fused;
  };
  std::vector<Branch> ProducerLineage, ConsumerLineage;
};

/// Why producer `A` was or was not fused (into `B`, when not empty) by GPU
/// priority fusion. NotFound when the module has no priority-fusion dump or
/// the dump never names A.
absl::StatusOr<FusionWhy> whyFusion(const ModuleTrace &M, absl::string_view A,
                                    absl::string_view B = {});

struct LibraryWhy {
  const OpOwnership *Op = nullptr;
  /// The first pass dump holding the op (attributeHandOffs), if any.
  std::optional<HandOffOrigin> Origin;
  /// The op's backend_config text as dumped ({} when none).
  std::string BackendConfig;
  /// autotune_results.pbtxt: the file, how many results it holds, and the
  /// results whose HLO mentions the op's custom-call target or fusion kind.
  std::string AutotuneFile;
  size_t AutotuneResults = 0;
  std::vector<std::string> MatchingAutotuneResults;
};

/// Why the op named `Name` of `T`'s final module runs where it does.
absl::StatusOr<LibraryWhy> whyLibrary(const TraceOwnership &T,
                                      absl::string_view Name);

} // namespace hlotrace

#endif // HLOTRACE_QUERY_WHY_H
