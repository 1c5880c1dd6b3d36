//===- HistoryCommand.cpp - hlotrace history ------------------------------===//
//
// `hlotrace history DIR --module M | FILES... --instruction NAME [--json]`:
// one instruction through a module's pass dumps (instructionHistory).
//
//===----------------------------------------------------------------------===//

#include "Command.h"
#include "Inputs.h"
#include "Output.h"
#include "llvm/Support/FormatVariadic.h"

namespace cl = llvm::cl;

namespace hlotrace::tool {
namespace {

cl::SubCommand HistoryCmd("history",
                          "Follow one instruction through a module's pass "
                          "dumps");
cl::list<std::string> HistoryInputs(cl::Positional, cl::OneOrMore,
                                    cl::desc("<dump dir> | <pass dump files>"),
                                    cl::sub(HistoryCmd));
cl::opt<std::string> InstructionName("instruction", cl::Required,
                                     cl::desc("Instruction name"),
                                     cl::value_desc("name"),
                                     cl::sub(HistoryCmd));
cl::opt<std::string> HistoryModule(
    "module", cl::desc("Module of DIR: id, name or regex"),
    cl::sub(HistoryCmd));
cl::opt<bool> HistoryJson("json", cl::desc("Print one JSON object"),
                          cl::sub(HistoryCmd));

int runHistory() {
  Snapshots In;
  if (absl::Status S = loadInputs(HistoryInputs, HistoryModule, In); !S.ok())
    return reportError(S);
  auto H = instructionHistory(In.Refs, InstructionName);
  if (!H.ok())
    return reportError(H.status());
  if (HistoryJson)
    llvm::outs() << llvm::formatv("{0:2}", historyToJson(*H)) << "\n";
  else
    printHistory(llvm::outs(), *H);
  return 0;
}

CommandRegistration HistoryRegistration(HistoryCmd, runHistory);

} // namespace
} // namespace hlotrace::tool
