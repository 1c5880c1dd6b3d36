//===- WhyCommand.cpp - hlotrace why --------------------------------------===//
//
// `hlotrace why DIR --module M --fusion A [--into B]`: why GPU priority
// fusion did or did not fuse producer A (into consumer B), from the
// module's priority_fusion_dump.txt (whyFusion).
// `hlotrace why DIR --module M --op NAME`: why an op of the final module
// runs where it does: owner, the pass that produced it, backend config and
// autotuning results (whyLibrary).
//
//===----------------------------------------------------------------------===//

#include "Command.h"
#include "Support/LLVMInterop.h"
#include "TraceOutput.h"
#include "hlotrace/Query/Why.h"
#include "hlotrace/Text/Printer.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/WithColor.h"

namespace cl = llvm::cl;

namespace hlotrace::tool {
namespace {

cl::SubCommand WhyCmd("why", "Why XLA fused or did not fuse an op, and why "
                             "an op went to a library");
cl::opt<std::string> Dir(cl::Positional, cl::Required, cl::desc("<dump dir>"),
                         cl::sub(WhyCmd));
cl::opt<std::string> ModuleSel("module", cl::desc("Module id or name regex"),
                               cl::value_desc("selector"), cl::sub(WhyCmd));
cl::opt<std::string> FusionProducer(
    "fusion", cl::desc("Why this producer was (not) fused by priority fusion"),
    cl::value_desc("producer"), cl::sub(WhyCmd));
cl::opt<std::string> Into("into", cl::desc("... into this consumer"),
                          cl::value_desc("consumer"), cl::sub(WhyCmd));
cl::opt<std::string> OpName(
    "op", cl::desc("Why this op of the final module runs where it does"),
    cl::value_desc("name"), cl::sub(WhyCmd));

std::string text(const Instruction &I) {
  std::string Out;
  printInstruction(I, Out);
  return Out;
}

std::string joined(const std::vector<std::string> &V) {
  std::string Out;
  for (const std::string &S : V)
    Out += (Out.empty() ? "" : ", ") + S;
  return Out;
}

int explainFusion(const ModuleTrace &M, llvm::raw_ostream &OS) {
  auto W = whyFusion(M, FusionProducer, Into);
  if (!W.ok())
    return reportError(W.status());
  OS << "producer " << FusionProducer;
  if (!Into.empty())
    OS << " into " << Into;
  OS << " (" << W->DumpFile << ")\n";
  if (W->Before) {
    OS << "  before priority-fusion: step " << W->Before->Number << " "
       << W->Before->Pass << "\n";
    if (W->Producer)
      OS << "    " << text(*W->Producer) << "\n";
    else
      OS << "    " << FusionProducer << " is not in that module\n";
    for (const Instruction *U : W->Users)
      OS << "    used by " << toStringRef(U->name()) << " ("
         << toStringRef(U->opcodeName()) << ")\n";
    if (!Into.empty()) {
      if (W->Consumer)
        OS << "    " << text(*W->Consumer) << "\n";
      else
        OS << "    " << Into << " is not in that module\n";
    }
  }
  for (const FusionStep &S : W->Steps) {
    OS << "  line " << S.Line << ": ";
    switch (S.What) {
    case FusionStep::Kind::Fusion:
      if (S.Producer == FusionProducer.getValue() ||
          std::find(W->Grown.begin(), W->Grown.end(), S.Producer) !=
              W->Grown.end())
        OS << (S.Producer == FusionProducer.getValue()
                   ? std::string()
                   : S.Producer + " ")
           << "fused into " << joined(S.Consumers) << ", giving "
           << S.FusionName;
      else
        OS << joined(S.Consumers) << " absorbed " << S.Producer
           << ", giving " << S.FusionName;
      break;
    case FusionStep::Kind::ProducerIneligible:
      if (S.Producer != FusionProducer.getValue())
        OS << S.Producer << " ";
      OS << "not fused: " << S.Reason;
      break;
    case FusionStep::Kind::UpdatePriority:
      if (S.Producer != FusionProducer.getValue())
        OS << S.Producer << ": ";
      OS << "estimate for consumers " << joined(S.Consumers) << ": fused "
         << llvm::format("%.4g", S.UsFused.value_or(0)) << " us, unfused "
         << llvm::format("%.4g", S.UsUnfused.value_or(0)) << " us";
      break;
    case FusionStep::Kind::Other:
      OS << S.KindName;
      break;
    }
    OS << "\n";
  }
  auto PrintLineage = [&](absl::string_view Who,
                          const std::vector<FusionWhy::Branch> &Branches) {
    for (const FusionWhy::Branch &B : Branches) {
      OS << "  lineage of " << toStringRef(Who) << ": ";
      for (const std::string &F : B.Fused)
        OS << F << ", ";
      OS << "ends as " << B.End << "\n";
    }
  };
  PrintLineage(FusionProducer.getValue(), W->ProducerLineage);
  if (!Into.empty())
    PrintLineage(Into.getValue(), W->ConsumerLineage);
  OS << "result: "
     << (W->FusedInto ? "fused into " + *W->FusedInto : std::string("not fused"));
  if (!W->Grown.empty())
    OS << " (it absorbed producers, becoming " << joined(W->Grown) << ")";
  OS << "\n";
  return 0;
}

int explainOp(const ModuleTrace &M, llvm::raw_ostream &OS) {
  auto T = classifyTraceOwnership(M);
  if (!T.ok())
    return reportError(T.status());
  auto W = whyLibrary(*T, OpName);
  if (!W.ok())
    return reportError(W.status());
  const OpOwnership &Op = *W->Op;
  OS << OpName << ": " << toStringRef(ownerSpelling(Op.Who));
  if (!Op.Target.empty())
    OS << " (" << Op.Target << ")";
  OS << ", backend " << toStringRef(backendSpelling(T->Report.DetectedBackend))
     << "\n";
  if (W->Origin) {
    OS << "  first produced by: ";
    if (W->Origin->Step >= 0)
      OS << "step " << W->Origin->Step << " ";
    OS << (W->Origin->Note.empty() ? W->Origin->Pass : W->Origin->Note)
       << " (matched by "
       << toStringRef(handOffMatchSpelling(W->Origin->MatchedBy)) << ")\n";
  }
  OS << "  backend config: "
     << (W->BackendConfig.empty() ? std::string("(none)") : W->BackendConfig)
     << "\n";
  if (W->AutotuneFile.empty()) {
    OS << "  autotuning: no autotune_results.pbtxt\n";
  } else {
    OS << "  autotuning: " << W->AutotuneResults << " results in "
       << W->AutotuneFile << ", " << W->MatchingAutotuneResults.size()
       << " for this op";
    if (W->AutotuneResults == 0)
      OS << " (compiled without a device: XLA used default configs)";
    OS << "\n";
    for (const std::string &R : W->MatchingAutotuneResults)
      OS << "    " << R;
  }
  return 0;
}

int run() {
  if (FusionProducer.empty() == OpName.empty()) {
    llvm::WithColor::error(llvm::errs(), "hlotrace")
        << "why needs exactly one of --fusion PRODUCER or --op NAME\n";
    return 1;
  }
  auto Sel = loadModule(Dir, ModuleSel);
  if (!Sel.ok())
    return reportError(Sel.status());
  llvm::raw_ostream &OS = llvm::outs();
  return FusionProducer.empty() ? explainOp(*Sel->M, OS)
                                : explainFusion(*Sel->M, OS);
}

CommandRegistration Registration(WhyCmd, run);

} // namespace
} // namespace hlotrace::tool
