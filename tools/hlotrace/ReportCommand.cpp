//===- ReportCommand.cpp - hlotrace report --------------------------------===//
//
// `hlotrace report DIR|FILE -o report.html [--module M]`: one self-contained
// HTML page (writeTraceReport / writeModuleReport in
// hlotrace/Report/Report.h, written out piece by piece as it is made) that
// opens from disk with no server.
//
//===----------------------------------------------------------------------===//

#include "Command.h"
#include "TraceOutput.h"
#include "hlotrace/Report/Report.h"
#include "llvm/Support/BuryPointer.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"

#include <unistd.h>

namespace cl = llvm::cl;

namespace hlotrace::tool {
namespace {

cl::SubCommand ReportCmd("report",
                         "Write one self-contained HTML page about a dump "
                         "folder or a module file");
cl::opt<std::string> Input(cl::Positional, cl::Required,
                           cl::desc("<dump dir or module file>"),
                           cl::sub(ReportCmd));
cl::opt<std::string> Output("o", cl::desc("Where to write the page"),
                            cl::value_desc("report.html"),
                            cl::init("report.html"), cl::sub(ReportCmd));
cl::opt<std::string> ModuleSel("module",
                               cl::desc("Only these modules (id, name or "
                                        "regex)"),
                               cl::value_desc("M"), cl::sub(ReportCmd));
cl::opt<std::string> Title("title", cl::desc("Page title"),
                           cl::sub(ReportCmd));
cl::opt<unsigned> Threads("threads", cl::init(0),
                          cl::desc("Threads (0: all cores)"),
                          cl::sub(ReportCmd));

/// Opens the page's output. An existing page (a regular file of ours with
/// no other name) is removed and the page written to a new file with its
/// permissions; anything else is opened as `-o` outputs are (truncated).
/// PERF NOTE: on ext4, truncating the last page (52 MB for the 16-layer
/// benchmark dump) freed its cached pages in the open call, and the
/// rewrite of a truncated file is flushed to disk when it is closed
/// (auto_da_alloc): 0.03-0.06 s of wall time against 0.012-0.015 s for a
/// new file. A rename over the old page would be flushed the same way.
std::unique_ptr<llvm::raw_fd_ostream> openPage(const std::string &Path) {
  namespace fs = llvm::sys::fs;
  fs::file_status Old;
  if (Path == "-" || fs::status(Path, Old, /*Follow=*/false) ||
      Old.type() != fs::file_type::regular_file || Old.getLinkCount() != 1 ||
      Old.getUser() != geteuid() || fs::remove(Path))
    return openOutput(Path);
  std::unique_ptr<llvm::raw_fd_ostream> OS = openOutput(Path);
  if (OS)
    (void)fs::setPermissions(Path, Old.permissions());
  return OS;
}

int run() {
  ReportOptions Options;
  Options.Title = Title;
  Options.ModuleSelector = ModuleSel;
  Options.Threads = Threads;
  ReportStats Stats;
  // The output is opened when the first piece of the page comes: a page
  // that fails before it leaves an existing file as it was.
  std::unique_ptr<llvm::raw_fd_ostream> OS;
  bool OpenFailed = false;
  PageWriter Write = [&](absl::string_view Piece) {
    if (!OS && !(OS = openPage(Output))) {
      OpenFailed = true;
      return absl::AbortedError("output not opened"); // reported by openPage
    }
    OS->write(Piece.data(), Piece.size());
    return absl::OkStatus();
  };
  absl::Status Written;
  std::unique_ptr<Trace> T;
  std::unique_ptr<Module> M;
  if (llvm::sys::fs::is_directory(Input)) {
    auto Loaded = loadWithProgress(Input, Threads);
    if (!Loaded.ok())
      return reportError(Loaded.status());
    T = std::move(*Loaded);
    Written = writeTraceReport(*T, Write, Options, &Stats);
  } else {
    auto Loaded = loadModule(Input.getValue());
    if (!Loaded.ok())
      return reportError(Loaded.status());
    M = std::move(*Loaded);
    Written = writeModuleReport(*M, Input, Write, Options, &Stats);
  }
  // PERF NOTE: the process ends with run(); freeing the trace with every
  // parsed snapshot, object by object, is left to exit (as in `where` and
  // `passes`).
  llvm::BuryPointer(std::move(T));
  llvm::BuryPointer(std::move(M));
  if (OpenFailed)
    return 1;
  if (!Written.ok())
    return reportError(Written);
  OS->close();
  if (OS->has_error()) {
    OS->clear_error();
    return reportError(absl::InternalError(Output + ": write failed"));
  }
  std::string Shared =
      Stats.SharedModuleBlocks
          ? llvm::formatv(" ({0} sharing an earlier module's data)",
                          Stats.SharedModuleBlocks)
                .str()
          : std::string();
  llvm::errs() << llvm::formatv(
      "hlotrace: wrote {0} ({1} bytes): {2} module(s){6}, {3} snapshots, {4} "
      "distinct computations for {5} computation slots\n",
      Output.getValue(), Stats.Bytes, Stats.Modules, Stats.Steps,
      Stats.Computations, Stats.ComputationRefs, Shared);
  return 0;
}

CommandRegistration Registration(ReportCmd, run);

} // namespace
} // namespace hlotrace::tool
