//===- PassesCommand.cpp - hlotrace passes --------------------------------===//
//
// `hlotrace passes DIR [--module REGEX] [--json]`: the pass-by-pass timeline
// of each module in a `--xla_dump_to` folder.
//
//===----------------------------------------------------------------------===//

#include "Command.h"
#include "TraceOutput.h"

namespace cl = llvm::cl;

namespace hlotrace::tool {
namespace {

cl::SubCommand PassesCmd("passes",
                         "Show each module's pass-by-pass timeline in a dump "
                         "folder");
cl::opt<std::string> Dir(cl::Positional, cl::Required, cl::desc("<dump dir>"),
                         cl::sub(PassesCmd));
cl::opt<std::string> ModuleRe("module", cl::desc("Only modules whose name "
                                                 "matches (or whose id is)"),
                              cl::value_desc("regex"), cl::sub(PassesCmd));
cl::opt<bool> Json("json", cl::desc("Print JSON"), cl::sub(PassesCmd));
cl::opt<unsigned> Threads("threads", cl::init(0),
                          cl::desc("Reader threads (0: all cores)"),
                          cl::sub(PassesCmd));

int run() {
  auto T = loadWithProgress(Dir, Threads);
  if (!T.ok())
    return reportError(T.status());
  if (Json)
    printTimelineJson(**T, ModuleRe, llvm::outs());
  else
    printTimeline(**T, ModuleRe, llvm::outs());
  return 0;
}

CommandRegistration Registration(PassesCmd, run);

} // namespace
} // namespace hlotrace::tool
