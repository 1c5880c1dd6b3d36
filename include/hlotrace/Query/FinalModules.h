//===- FinalModules.h - Finding the final modules of a dump directory -----===//
//
// The files of an XLA dump directory that hold a module after the whole
// pipeline: `<module>.<platform>_after_optimizations.txt` (XLA's
// `after_optimizations` dump; the `-buffer-assignment` and
// `-memory-usage-report` siblings are not modules and are skipped).
//
// A plain name scan for callers without a trace. `hlotrace where DIR` now
// takes each module's final step from the trace instead
// (classifyTraceOwnership in TraceQueries.h).
//
//===----------------------------------------------------------------------===//

#ifndef HLOTRACE_QUERY_FINALMODULES_H
#define HLOTRACE_QUERY_FINALMODULES_H

#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"

namespace hlotrace {

/// True for a file name ending in `after_optimizations.txt`.
bool isFinalModuleFileName(absl::string_view Path);

/// Paths of the final-module text files under `Dir` (recursively), sorted.
/// Fails when `Dir` cannot be read.
absl::StatusOr<std::vector<std::string>>
findFinalModuleFiles(const std::string &Dir);

} // namespace hlotrace

#endif // HLOTRACE_QUERY_FINALMODULES_H
