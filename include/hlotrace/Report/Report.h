//===- Report.h - One self-contained HTML page per dump --------------------===//
//
// renderTraceReport() turns a loaded dump directory into one HTML file that
// opens from disk with no server and no network: the module overview, each
// module's pass timeline with nested pipelines, every step's diff, an
// instruction search with its history through the passes, the fusions of the
// final module and where XLA stops (owners, FLOPs and bytes).
//
// Everything on the page is computed here from the query APIs (Trace,
// Diff, FusionProvenance, Ownership); the page's own script only lays the
// data out. Data is embedded compactly: each distinct computation text of a
// module is stored once and the snapshots refer to it, and each module's
// bulky part (texts, diffs, ops) sits in its own block that the page parses
// only when the module is opened.
//
//===----------------------------------------------------------------------===//

#ifndef HLOTRACE_REPORT_REPORT_H
#define HLOTRACE_REPORT_REPORT_H

#include <cstddef>
#include <cstdint>
#include <functional>
#include <string>

#include "absl/status/status.h"
#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"
#include "hlotrace/IR/Module.h"
#include "hlotrace/Trace/Trace.h"

namespace hlotrace {

struct ReportOptions {
  /// Shown as the page title; the dump folder or file name by default.
  std::string Title;
  /// Modules to include (a findModules() selector: id, name or regex);
  /// empty includes every module.
  std::string ModuleSelector;
  /// Threads for parsing snapshots and computing diffs; 0 uses every
  /// hardware thread.
  unsigned Threads = 0;
};

/// What went into a report, for the tool's summary line and the benchmark.
struct ReportStats {
  size_t Bytes = 0;             ///< Size of the HTML.
  size_t Modules = 0;           ///< Modules on the page.
  /// Modules whose data block equals an earlier module's and is not
  /// repeated (the page points at the earlier one).
  size_t SharedModuleBlocks = 0;
  size_t Steps = 0;             ///< Snapshots over all modules.
  size_t Computations = 0;      ///< Computation texts embedded.
  size_t ComputationRefs = 0;   ///< Computation slots of all snapshots.
  size_t TextBytes = 0;         ///< Bytes of the embedded computation texts.
  size_t SkippedSteps = 0;      ///< Snapshots that could not be parsed.
};

/// The page for every module of `T` that ReportOptions::ModuleSelector
/// names. Snapshots that fail to parse are listed on the page as problems;
/// the call fails only when the selector names no module.
absl::StatusOr<std::string> renderTraceReport(const Trace &T,
                                              const ReportOptions &Options = {},
                                              ReportStats *Stats = nullptr);

/// The page for one module file (no pass history): overview, fusions and
/// where XLA stops. `FileName` labels it and helps guess the backend.
absl::StatusOr<std::string> renderModuleReport(const Module &M,
                                               absl::string_view FileName,
                                               const ReportOptions &Options = {},
                                               ReportStats *Stats = nullptr);

/// Receives a page piece by piece, in order; an error stops the page.
using PageWriter = std::function<absl::Status(absl::string_view Piece)>;

/// The same pages, handed to `Write` in consecutive pieces while they are
/// written (on several threads), instead of joined into one string: the
/// first piece comes once every module is gathered, and nothing comes when
/// the page fails before that. Returns the page's error or Write's first.
absl::Status writeTraceReport(const Trace &T, const PageWriter &Write,
                              const ReportOptions &Options = {},
                              ReportStats *Stats = nullptr);
absl::Status writeModuleReport(const Module &M, absl::string_view FileName,
                               const PageWriter &Write,
                               const ReportOptions &Options = {},
                               ReportStats *Stats = nullptr);

} // namespace hlotrace

#endif // HLOTRACE_REPORT_REPORT_H
