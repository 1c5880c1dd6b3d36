//===- Rollup.h - Changes summed per pass, pipeline and source ------------===//
//
// rollupTrace() diffs each consecutive pair of snapshots (paired by
// lineage, as `hlotrace diff DIR` pairs them) and sums the
// instruction changes per pass, per pipeline, per source location
// (`file:line` from metadata, or from the module's stack-frame index when
// metadata has only stack_frame_id) and per metadata op_name. SourceIndex
// exposes that location lookup on its own.
//
//===----------------------------------------------------------------------===//

#ifndef HLOTRACE_QUERY_ROLLUP_H
#define HLOTRACE_QUERY_ROLLUP_H

#include <cstdint>
#include <string>
#include <vector>

#include "absl/container/flat_hash_map.h"
#include "absl/types/span.h"
#include "hlotrace/Query/PassModule.h"

namespace hlotrace {

/// Source locations of one module's instructions.
class SourceIndex {
public:
  /// Reads the module's `FileNames ... StackFrames` block (if any).
  explicit SourceIndex(const Module &M);
  /// `file:line`, from `source_file`/`source_line` or the innermost stack
  /// frame of `stack_frame_id`; empty when unknown.
  std::string location(const Instruction &I) const;

private:
  absl::flat_hash_map<int64_t, std::string> FrameLocation;
};

/// What one snapshot changed relative to the one before it.
struct PassChange {
  size_t Index = 0;
  StepNumber Step = 0;
  std::string Pipeline, Pass;
  int64_t ComputationsAdded = 0, ComputationsRemoved = 0,
          ComputationsChanged = 0;
  int64_t InstructionsAdded = 0, InstructionsRemoved = 0,
          InstructionsChanged = 0;
  int64_t InstructionsAfter = 0; ///< Instruction count of this snapshot.
};

struct RollupRow {
  std::string Key;
  int64_t Snapshots = 0; ///< Snapshots (passes) that contributed.
  int64_t Added = 0, Removed = 0, Changed = 0;
  int64_t total() const { return Added + Removed + Changed; }
};

struct TraceRollup {
  /// One per snapshot after the first, in order.
  std::vector<PassChange> Passes;
  /// Rows sorted by total() descending, then key.
  std::vector<RollupRow> ByPass, ByPipeline, BySourceLocation, ByOpName;
};

TraceRollup rollupTrace(absl::Span<const PassModule> Snapshots);

} // namespace hlotrace

#endif // HLOTRACE_QUERY_ROLLUP_H
