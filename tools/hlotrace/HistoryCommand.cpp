//===- HistoryCommand.cpp - hlotrace history, fusions, rollup -------------===//
//
// Queries over one module's pass dumps, given as a dump directory and a
// module (loadSnapshots: before optimizations, every step, after
// optimizations) or as a list of one module's pass dump files:
//   hlotrace history DIR --module M | FILES... --instruction NAME [--json]
//   hlotrace fusions DIR --module M [--pass P [--occurrence K] | --step N]
//   hlotrace fusions FILES... [--step N] [--json]
//   hlotrace rollup DIR --module M | FILES... [--top N] [--json]
//
//===----------------------------------------------------------------------===//

#include "Command.h"
#include "Output.h"
#include "SnapshotFiles.h"
#include "TraceOutput.h"
#include "absl/strings/str_cat.h"
#include "hlotrace/Query/TraceQueries.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"

namespace cl = llvm::cl;

namespace hlotrace::tool {
namespace {

/// The snapshots of either form: a trace (one directory argument) or files.
struct Snapshots {
  SelectedModule Dir;
  TraceSnapshots FromTrace;
  SnapshotFiles FromFiles;
  absl::Span<const PassModule> Refs;
};

bool isDirectoryForm(const std::vector<std::string> &Inputs) {
  return Inputs.size() == 1 && llvm::sys::fs::is_directory(Inputs[0]);
}

absl::Status loadInputs(const std::vector<std::string> &Inputs,
                        const std::string &Module, Snapshots &Out) {
  if (!isDirectoryForm(Inputs)) {
    if (!Module.empty())
      return absl::InvalidArgumentError(
          "--module needs a dump directory, not files");
    if (absl::Status S = loadSnapshotFiles(Inputs, Out.FromFiles); !S.ok())
      return S;
    Out.Refs = Out.FromFiles.Snapshots;
    return absl::OkStatus();
  }
  auto Sel = loadModule(Inputs[0], Module);
  if (!Sel.ok())
    return Sel.status();
  Out.Dir = std::move(*Sel);
  auto T = loadSnapshots(*Out.Dir.M);
  if (!T.ok())
    return T.status();
  Out.FromTrace = std::move(*T);
  Out.Refs = Out.FromTrace.Refs;
  return absl::OkStatus();
}

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

cl::SubCommand FusionsCmd("fusions", "For each fusion of a snapshot, the "
                                     "instructions it absorbed and the pass");
cl::list<std::string> FusionsInputs(cl::Positional, cl::OneOrMore,
                                    cl::desc("<dump dir> | <pass dump files>"),
                                    cl::sub(FusionsCmd));
cl::opt<std::string> FusionsModule(
    "module", cl::desc("Module of DIR: id, name or regex"),
    cl::sub(FusionsCmd));
cl::opt<int> FusionsStep("step", cl::init(-1),
                         cl::desc("Snapshot step (default: the last)"),
                         cl::sub(FusionsCmd));
cl::opt<std::string> FusionsPass(
    "pass", cl::desc("Snapshot after this pass (directory form)"),
    cl::sub(FusionsCmd));
cl::opt<unsigned> FusionsOccurrence(
    "occurrence", cl::init(1), cl::desc("With --pass: its Nth dump"),
    cl::sub(FusionsCmd));
cl::opt<bool> FusionsJson("json", cl::desc("Print one JSON object"),
                          cl::sub(FusionsCmd));

int runFusions() {
  Snapshots In;
  if (absl::Status S = loadInputs(FusionsInputs, FusionsModule, In); !S.ok())
    return reportError(S);
  size_t Target = In.Refs.size() - 1;
  if (In.Dir.M && (FusionsStep >= 0 || !FusionsPass.empty())) {
    StepSelector Which;
    if (FusionsStep >= 0)
      Which.Number = FusionsStep;
    Which.Pass = FusionsPass;
    Which.Occurrence = FusionsOccurrence;
    auto S = findStep(*In.Dir.M, Which);
    if (!S.ok())
      return reportError(S.status());
    auto K = In.FromTrace.indexOf(*S);
    if (!K)
      return reportError(absl::FailedPreconditionError(
          absl::StrCat(describeStep(**S), " could not be parsed")));
    Target = *K;
  } else if (!FusionsPass.empty()) {
    return reportError(absl::InvalidArgumentError(
        "--pass needs a dump directory; with files use --step"));
  } else if (FusionsStep >= 0) {
    Target = SIZE_MAX;
    for (size_t K = 0; K < In.Refs.size(); ++K)
      if (In.Refs[K].Number == FusionsStep)
        Target = K;
    if (Target == SIZE_MAX)
      return reportError(absl::NotFoundError(
          absl::StrCat("no snapshot with step ", FusionsStep.getValue())));
  }
  auto F = fusionProvenance(In.Refs, Target);
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
