//===- PassesCommand.cpp - hlotrace passes --------------------------------===//
//
// `hlotrace passes DIR [--module SELECTOR] [--json]`: the pass-by-pass timeline
// of each module in a `--xla_dump_to` folder.
//
//===----------------------------------------------------------------------===//

#include "Command.h"
#include "TraceOutput.h"
#include "hlotrace/Query/TraceQueries.h"
#include "llvm/Support/BuryPointer.h"

namespace cl = llvm::cl;

namespace hlotrace::tool {
namespace {

cl::SubCommand PassesCmd("passes",
                         "Show each module's pass-by-pass timeline in a dump "
                         "folder");
cl::opt<std::string> Dir(cl::Positional, cl::Required, cl::desc("<dump dir>"),
                         cl::sub(PassesCmd));
cl::opt<std::string> ModuleSel("module",
                               cl::desc("Only these modules: an id (3 or "
                                        "0003), an exact name or a regex"),
                               cl::value_desc("selector"), cl::sub(PassesCmd));
cl::opt<bool> Json("json", cl::desc("Print JSON"), cl::sub(PassesCmd));
cl::opt<unsigned> Threads("threads", cl::init(0),
                          cl::desc("Reader threads (0: all cores)"),
                          cl::sub(PassesCmd));

int run() {
  auto T = loadWithProgress(Dir, Threads);
  if (!T.ok())
    return reportError(T.status());
  auto Modules = findModules(**T, ModuleSel);
  if (!Modules.ok())
    return reportError(Modules.status());
  if (Json)
    printTimelineJson(**T, *Modules, llvm::outs());
  else
    printTimeline(*Modules, llvm::outs());
  // PERF NOTE: the process ends here, and freeing the trace of a 100k-file
  // dump (its index and steps) took a tenth of the run: exit does it.
  llvm::BuryPointer(std::move(*T));
  return 0;
}

CommandRegistration Registration(PassesCmd, run);

} // namespace
} // namespace hlotrace::tool
