//===- HistoryCommand.cpp - hlotrace history, fusions, rollup -------------===//
//
// Queries over one module's pass dumps (given as files; the directory form
// needs the trace layer):
//   hlotrace history FILES... --instruction NAME [--json]
//   hlotrace fusions FILES... [--step N] [--json]
//   hlotrace rollup FILES... [--top N] [--json]
//
//===----------------------------------------------------------------------===//

#include "Command.h"
#include "Output.h"
#include "SnapshotFiles.h"
#include "absl/strings/str_cat.h"
#include "llvm/Support/FormatVariadic.h"

namespace cl = llvm::cl;

namespace hlotrace::tool {
namespace {

cl::SubCommand HistoryCmd("history",
                          "Follow one instruction through a module's pass "
                          "dumps");
cl::list<std::string> HistoryInputs(cl::Positional, cl::OneOrMore,
                                    cl::desc("<pass dump files>"),
                                    cl::sub(HistoryCmd));
cl::opt<std::string> InstructionName("instruction", cl::Required,
                                     cl::desc("Instruction name"),
                                     cl::value_desc("name"),
                                     cl::sub(HistoryCmd));
cl::opt<std::string> HistoryModule(
    "module", cl::desc("Module (for the directory form)"),
    cl::sub(HistoryCmd));
cl::opt<bool> HistoryJson("json", cl::desc("Print one JSON object"),
                          cl::sub(HistoryCmd));

int runHistory() {
  SnapshotFiles Files;
  if (absl::Status S = loadSnapshotFiles(HistoryInputs, Files); !S.ok())
    return reportError(S);
  auto H = instructionHistory(Files.Snapshots, InstructionName);
  if (!H.ok())
    return reportError(H.status());
  if (HistoryJson)
    llvm::outs() << llvm::formatv("{0:2}", historyToJson(*H)) << "\n";
  else
    printHistory(llvm::outs(), *H);
  return 0;
}

CommandRegistration HistoryRegistration(HistoryCmd, runHistory);

cl::SubCommand FusionsCmd("fusions", "For each fusion of a snapshot, the "
                                     "instructions it absorbed and the pass");
cl::list<std::string> FusionsInputs(cl::Positional, cl::OneOrMore,
                                    cl::desc("<pass dump files>"),
                                    cl::sub(FusionsCmd));
cl::opt<int> FusionsStep("step", cl::init(-1),
                         cl::desc("Snapshot step (default: the last)"),
                         cl::sub(FusionsCmd));
cl::opt<bool> FusionsJson("json", cl::desc("Print one JSON object"),
                          cl::sub(FusionsCmd));

int runFusions() {
  SnapshotFiles Files;
  if (absl::Status S = loadSnapshotFiles(FusionsInputs, Files); !S.ok())
    return reportError(S);
  size_t Target = Files.Snapshots.size() - 1;
  if (FusionsStep >= 0) {
    Target = SIZE_MAX;
    for (size_t K = 0; K < Files.Snapshots.size(); ++K)
      if (Files.Snapshots[K].Step == FusionsStep)
        Target = K;
    if (Target == SIZE_MAX)
      return reportError(absl::NotFoundError(
          absl::StrCat("no snapshot with step ", FusionsStep.getValue())));
  }
  auto F = fusionProvenance(Files.Snapshots, Target);
  if (FusionsJson)
    llvm::outs() << llvm::formatv("{0:2}", provenanceToJson(F)) << "\n";
  else
    printProvenance(llvm::outs(), F);
  return 0;
}

CommandRegistration FusionsRegistration(FusionsCmd, runFusions);

cl::SubCommand RollupCmd("rollup", "Changes per pass, pipeline, source "
                                   "location and op_name");
cl::list<std::string> RollupInputs(cl::Positional, cl::OneOrMore,
                                   cl::desc("<pass dump files>"),
                                   cl::sub(RollupCmd));
cl::opt<unsigned> RollupTop("top", cl::init(10),
                            cl::desc("Rows per table"), cl::sub(RollupCmd));
cl::opt<bool> RollupJson("json", cl::desc("Print one JSON object"),
                         cl::sub(RollupCmd));

int runRollup() {
  SnapshotFiles Files;
  if (absl::Status S = loadSnapshotFiles(RollupInputs, Files); !S.ok())
    return reportError(S);
  TraceRollup R = rollupTrace(Files.Snapshots);
  if (RollupJson)
    llvm::outs() << llvm::formatv("{0:2}", rollupToJson(R)) << "\n";
  else
    printRollup(llvm::outs(), R, RollupTop);
  return 0;
}

CommandRegistration RollupRegistration(RollupCmd, runRollup);

} // namespace
} // namespace hlotrace::tool
