//===- DiffCommand.cpp - hlotrace diff ------------------------------------===//
//
// `hlotrace diff OLD NEW [--json] [--all]`: what changed between two module
// snapshots (diffModules).
// `hlotrace diff DIR --module M (--pass P [--occurrence K] | --step N)`: one
// step of a dump directory against the snapshot before it in the module's
// history (findModule, findStep, diffWithPrevious).
//
//===----------------------------------------------------------------------===//

#include "Command.h"
#include "Output.h"
#include "TraceOutput.h"
#include "hlotrace/Query/Diff.h"
#include "hlotrace/Query/TraceQueries.h"
#include "hlotrace/Text/Parser.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/JSON.h"

namespace cl = llvm::cl;

namespace hlotrace::tool {
namespace {

cl::SubCommand DiffCmd("diff", "Show what changed between two module "
                               "snapshots");
cl::list<std::string> Inputs(cl::Positional, cl::OneOrMore,
                             cl::desc("<old.txt> <new.txt> | <dump-dir>"),
                             cl::sub(DiffCmd));
cl::opt<bool> Json("json", cl::desc("Print one JSON object"),
                   cl::sub(DiffCmd));
cl::opt<bool> All("all", cl::desc("Also list unchanged computations"),
                  cl::sub(DiffCmd));
cl::opt<std::string> ModuleName("module",
                                cl::desc("Module of DIR: id, name or regex"),
                                cl::sub(DiffCmd));
cl::opt<std::string> PassName("pass", cl::desc("Diff across this pass"),
                              cl::sub(DiffCmd));
cl::opt<unsigned> Occurrence("occurrence", cl::init(1),
                             cl::desc("With --pass: its Nth dump (1-based)"),
                             cl::sub(DiffCmd));
cl::opt<int> StepArg("step", cl::init(-1),
                        cl::desc("Diff the snapshot of this step with the "
                                 "one before"),
                        cl::sub(DiffCmd));

llvm::json::Object stepJson(const Step &S) {
  PassModule L = snapshotLabel(S);
  return llvm::json::Object{{"step", L.Number},
                            {"pipeline", L.Pipeline},
                            {"pass", L.Pass},
                            {"label", describeStep(S)}};
}

int runDirectory() {
  if (PassName.empty() == (StepArg < 0))
    return reportError(absl::InvalidArgumentError(
        "the directory form needs exactly one of --pass NAME or --step N"));
  auto Sel = loadModule(Inputs[0], ModuleName);
  if (!Sel.ok())
    return reportError(Sel.status());
  StepSelector Which;
  if (StepArg >= 0)
    Which.Number = StepArg;
  Which.Pass = PassName;
  Which.Occurrence = Occurrence;
  auto S = findStep(*Sel->M, Which);
  if (!S.ok())
    return reportError(S.status());
  DiffOptions DO;
  DO.KeepUnchanged = All;
  auto D = diffWithPrevious(*Sel->M, **S, DO);
  if (!D.ok())
    return reportError(D.status());
  if (Json) {
    llvm::json::Value V = diffToJson(D->Diff);
    llvm::json::Object &O = *V.getAsObject();
    O["old_step"] = stepJson(*D->Old);
    O["new_step"] = stepJson(*D->New);
    llvm::outs() << llvm::formatv("{0:2}", std::move(V)) << "\n";
    return 0;
  }
  llvm::outs() << describeStep(*D->New) << " against "
               << describeStep(*D->Old) << "\n";
  printDiff(llvm::outs(), D->Diff);
  return 0;
}

int run() {
  if (Inputs.size() == 1 && llvm::sys::fs::is_directory(Inputs[0]))
    return runDirectory();
  if (!ModuleName.empty() || !PassName.empty() || StepArg >= 0)
    return reportError(absl::InvalidArgumentError(
        "--module, --pass and --step need a dump directory, not files"));
  if (Inputs.size() != 2)
    return reportError(absl::InvalidArgumentError(
        "expected two module files, or one dump directory"));
  auto Ctx = std::make_shared<Context>();
  auto Old = loadModule(Inputs[0], Ctx);
  if (!Old.ok())
    return reportError(Old.status());
  auto New = loadModule(Inputs[1], Ctx);
  if (!New.ok())
    return reportError(New.status());
  DiffOptions DO;
  DO.KeepUnchanged = All;
  ModuleDiff D = diffModules(**Old, **New, DO);
  if (Json) {
    llvm::outs() << llvm::formatv("{0:2}", diffToJson(D)) << "\n";
    return 0;
  }
  printDiff(llvm::outs(), D);
  return 0;
}

CommandRegistration Registration(DiffCmd, run);

} // namespace
} // namespace hlotrace::tool
