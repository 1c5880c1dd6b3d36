//===- TraceOutput.h - How the tool shows traces (tool-internal) ----------===//
//
// Formatting shared by `passes` and `capture`: the aligned, coloured
// timeline, its JSON form, a one-line-per-module summary, and the progress
// line fed by the library's load callback. The numbers come from the
// library (hlotrace/Trace/Trace.h); only layout lives here.
//
//===----------------------------------------------------------------------===//

#ifndef HLOTRACE_TOOLS_HLOTRACE_TRACEOUTPUT_H
#define HLOTRACE_TOOLS_HLOTRACE_TRACEOUTPUT_H

#include <memory>
#include <string>

#include "hlotrace/Trace/Trace.h"
#include "llvm/Support/raw_ostream.h"

namespace hlotrace::tool {

/// Loads `Dir`, drawing a progress line on stderr when it is a terminal.
/// `ScanTexts` as TraceOptions::ScanTexts.
absl::StatusOr<std::unique_ptr<Trace>>
loadWithProgress(const std::string &Dir, unsigned Threads,
                 bool ScanTexts = true);

/// A dump directory loaded and one module of it picked by `--module`
/// (findModule in hlotrace/Query/TraceQueries.h).
struct SelectedModule {
  std::unique_ptr<Trace> T;
  const ModuleTrace *M = nullptr;
};
absl::StatusOr<SelectedModule> loadModule(const std::string &Dir,
                                          const std::string &Selector,
                                          unsigned Threads = 0);

/// The timeline of each of `Modules` (findModules picks them).
void printTimeline(absl::Span<const ModuleTrace *const> Modules,
                   llvm::raw_ostream &OS);
void printTimelineJson(const Trace &T,
                       absl::Span<const ModuleTrace *const> Modules,
                       llvm::raw_ostream &OS);
void printSummary(const Trace &T, llvm::raw_ostream &OS);

} // namespace hlotrace::tool

#endif // HLOTRACE_TOOLS_HLOTRACE_TRACEOUTPUT_H
