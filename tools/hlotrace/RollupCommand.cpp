//===- RollupCommand.cpp - hlotrace rollup --------------------------------===//
//
// `hlotrace rollup DIR --module M | FILES... [--top N] [--json]`: changes
// per pass, pipeline, source location and op_name (rollupTrace).
//
//===----------------------------------------------------------------------===//

#include "Command.h"
#include "Inputs.h"
#include "Output.h"
#include "llvm/Support/FormatVariadic.h"

namespace cl = llvm::cl;

namespace hlotrace::tool {
namespace {

cl::SubCommand RollupCmd("rollup", "Changes per pass, pipeline, source "
                                   "location and op_name");
cl::list<std::string> RollupInputs(cl::Positional, cl::OneOrMore,
                                   cl::desc("<dump dir> | <pass dump files>"),
                                   cl::sub(RollupCmd));
cl::opt<std::string> RollupModule(
    "module", cl::desc("Module of DIR: id, name or regex"),
    cl::sub(RollupCmd));
cl::opt<unsigned> RollupTop("top", cl::init(10),
                            cl::desc("Rows per table"), cl::sub(RollupCmd));
cl::opt<bool> RollupJson("json", cl::desc("Print one JSON object"),
                         cl::sub(RollupCmd));

int runRollup() {
  Snapshots In;
  if (absl::Status S = loadInputs(RollupInputs, RollupModule, In); !S.ok())
    return reportError(S);
  TraceRollup R = rollupTrace(In.Refs);
  if (RollupJson)
    llvm::outs() << llvm::formatv("{0:2}", rollupToJson(R)) << "\n";
  else
    printRollup(llvm::outs(), R, RollupTop);
  return 0;
}

CommandRegistration RollupRegistration(RollupCmd, runRollup);

} // namespace
} // namespace hlotrace::tool
