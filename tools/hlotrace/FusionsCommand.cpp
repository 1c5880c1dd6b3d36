//===- FusionsCommand.cpp - hlotrace fusions ------------------------------===//
//
// `hlotrace fusions DIR --module M [--pass P [--occurrence K] | --step N]`,
// `hlotrace fusions FILES... [--step N] [--json]`: for each fusion of a
// snapshot, what it absorbed, at which pass, with the fusing link's kind and
// confidence (fusionProvenance over the module's lineage).
//
//===----------------------------------------------------------------------===//

#include "Command.h"
#include "Inputs.h"
#include "Output.h"
#include "absl/strings/str_cat.h"
#include "hlotrace/Query/ModuleLineage.h"
#include "llvm/Support/FormatVariadic.h"

namespace cl = llvm::cl;

namespace hlotrace::tool {
namespace {

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
  ModuleLineage L(In.Refs);
  auto F = fusionProvenance(L, Target);
  if (!F.ok())
    return reportError(F.status());
  if (FusionsJson)
    llvm::outs() << llvm::formatv("{0:2}", provenanceToJson(*F)) << "\n";
  else
    printProvenance(llvm::outs(), *F);
  return 0;
}

CommandRegistration FusionsRegistration(FusionsCmd, runFusions);

} // namespace
} // namespace hlotrace::tool
