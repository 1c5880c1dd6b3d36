//===- DiffCommand.cpp - hlotrace diff ------------------------------------===//
//
// `hlotrace diff OLD NEW [--json] [--all]`: what changed between two module
// snapshots (diffModules; paired by lineage when the file names say both are
// dumps of one module).
// `hlotrace diff DIR --module M (--pass P [--occurrence K] | --step N)`: one
// step of a dump directory against the snapshot before it in the module's
// history (findModule, findStep, diffWithPrevious).
// `hlotrace diff DIR --module M --from A --to B`: any two steps (numbers or
// pass names; diffSteps). `--pipeline NAME [--occurrence K]`: one run of a
// pipeline, or all of its runs together (pipelineRange).
//
//===----------------------------------------------------------------------===//

#include "Command.h"
#include "absl/strings/numbers.h"
#include "Output.h"
#include "TraceOutput.h"
#include "hlotrace/Load.h"
#include "hlotrace/Query/Diff.h"
#include "hlotrace/Query/TraceQueries.h"
#include "hlotrace/Text/Parser.h"
#include "hlotrace/Trace/DumpFileName.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
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
cl::opt<unsigned> Occurrence(
    "occurrence", cl::init(0),
    cl::desc("With --pass: its Nth dump (1-based, default 1); with "
             "--pipeline: its Nth run (default: all runs)"),
    cl::sub(DiffCmd));
cl::opt<std::string> From("from", cl::desc("Diff from this step: a step "
                                           "number or a pass name"),
                          cl::sub(DiffCmd));
cl::opt<std::string> To("to", cl::desc("... to this step (with --from)"),
                        cl::sub(DiffCmd));
cl::opt<std::string> Pipeline("pipeline",
                              cl::desc("Diff across a pipeline's run(s)"),
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

/// `12` is a step number, anything else a pass (`fusion`,
/// `PIPELINE/PASS`, `before_optimizations`, ...).
StepSelector stepSelector(const std::string &Text) {
  StepSelector S;
  int64_t N;
  if (absl::SimpleAtoi(Text, &N))
    S.Number = N;
  else
    S.Pass = Text;
  return S;
}

absl::StatusOr<StepDiff> pickAndDiff(const ModuleTrace &M,
                                     const DiffOptions &DO) {
  int Forms = !PassName.empty() + (StepArg >= 0) + !From.empty() +
              !Pipeline.empty();
  if (Forms != 1 || From.empty() != To.empty())
    return absl::InvalidArgumentError(
        "the directory form needs exactly one of --pass NAME, --step N, "
        "--from A --to B or --pipeline NAME");
  if (!From.empty()) {
    auto A = findStep(M, stepSelector(From));
    if (!A.ok())
      return A.status();
    auto B = findStep(M, stepSelector(To));
    if (!B.ok())
      return B.status();
    return diffSteps(M, **A, **B, DO);
  }
  if (!Pipeline.empty()) {
    auto Range = pipelineRange(M, Pipeline, Occurrence);
    if (!Range.ok())
      return Range.status();
    return diffSteps(M, *Range->first, *Range->second, DO);
  }
  StepSelector Which;
  if (StepArg >= 0)
    Which.Number = StepArg;
  Which.Pass = PassName;
  Which.Occurrence = std::max(1u, Occurrence.getValue());
  auto S = findStep(M, Which);
  if (!S.ok())
    return S.status();
  return diffWithPrevious(M, **S, DO);
}

int runDirectory() {
  auto Sel = loadModule(Inputs[0], ModuleName);
  if (!Sel.ok())
    return reportError(Sel.status());
  DiffOptions DO;
  DO.KeepUnchanged = All;
  auto D = pickAndDiff(*Sel->M, DO);
  if (!D.ok())
    return reportError(D.status());
  if (Json) {
    llvm::json::Value V = diffToJson(D->Diff);
    llvm::json::Object &O = *V.getAsObject();
    O["old_step"] = stepJson(*D->Old);
    O["new_step"] = stepJson(*D->New);
    if (Sel->M->previous(*D->New) == D->Old) {
      StepAttribution A = attributeStep(*Sel->M, *D->New);
      if (!A.Note.empty())
        O["attribution"] = A.Note;
    }
    llvm::outs() << llvm::formatv("{0:2}", std::move(V)) << "\n";
    return 0;
  }
  llvm::outs() << describeStep(*D->New) << " against "
               << describeStep(*D->Old);
  if (Sel->M->previous(*D->New) == D->Old) {
    StepAttribution A = attributeStep(*Sel->M, *D->New);
    if (!A.Note.empty())
      llvm::outs() << "; changed " << A.Note;
  }
  llvm::outs() << "\n";
  printDiff(llvm::outs(), D->Diff);
  return 0;
}

int run() {
  if (Inputs.size() == 1 && llvm::sys::fs::is_directory(Inputs[0]))
    return runDirectory();
  if (!ModuleName.empty() || !PassName.empty() || StepArg >= 0 ||
      !From.empty() || !To.empty() || !Pipeline.empty())
    return reportError(absl::InvalidArgumentError(
        "--module, --pass, --step, --from, --to and --pipeline need a dump "
        "directory, not files"));
  if (Inputs.size() != 2)
    return reportError(absl::InvalidArgumentError(
        "expected two module files, or one dump directory"));
  LoadOptions LO;
  LO.Ctx = std::make_shared<Context>();
  auto Old = loadFile(Inputs[0], LO);
  if (!Old.ok())
    return reportError(Old.status());
  auto New = loadFile(Inputs[1], LO);
  if (!New.ok())
    return reportError(New.status());
  DiffOptions DO;
  DO.KeepUnchanged = All;
  DO.OldFromProto = Old->Format != FileFormat::HloText;
  DO.NewFromProto = New->Format != FileFormat::HloText;
  // Two dumps of one module (same id and name in XLA's file names) pair by
  // lineage; unrelated files by names and structure.
  DumpFileName A = parseDumpFileName(llvm::sys::path::filename(Inputs[0]).str()),
               B = parseDumpFileName(llvm::sys::path::filename(Inputs[1]).str());
  if (A.ModuleId && A.ModuleId == B.ModuleId && A.NameKnown && B.NameKnown &&
      A.ModuleName == B.ModuleName)
    DO.Pairing = DiffPairing::Lineage;
  ModuleDiff D = diffModules(*Old->M, *New->M, DO);
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
