//===- FusionsOutput.cpp - How `fusions` shows fusion provenance ----------===//

#include "Output.h"

#include <algorithm>
#include <string>

#include "Support/LLVMInterop.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/WithColor.h"

namespace hlotrace::tool {

llvm::json::Value provenanceToJson(const std::vector<FusionOrigin> &F) {
  llvm::json::Array Out;
  for (const FusionOrigin &O : F) {
    llvm::json::Array Absorbed;
    for (const AbsorbedInstruction &A : O.Absorbed)
      Absorbed.push_back(llvm::json::Object{
          {"name", A.Name},
          {"opcode", A.Opcode},
          {"computation", A.Computation},
          {"clone", A.Clone},
          {"step", A.Step},
          {"pipeline", A.Pipeline},
          {"pass", A.Pass},
          {"kind", std::string(linkKindName(A.Kind))},
          {"confidence", static_cast<double>(A.Confidence)},
          {"into_fusion", A.IntoFusion},
          {"duplicated", A.Duplicated}});
    llvm::json::Array Ambiguous;
    for (const AmbiguousOrigin &A : O.Ambiguous) {
      llvm::json::Array Cands;
      for (const std::string &C : A.Candidates)
        Cands.push_back(C);
      Ambiguous.push_back(llvm::json::Object{{"clone", A.Clone},
                                             {"step", A.Step},
                                             {"pipeline", A.Pipeline},
                                             {"pass", A.Pass},
                                             {"candidates", std::move(Cands)}});
    }
    llvm::json::Array Unattributed;
    for (const std::string &N : O.Unattributed)
      Unattributed.push_back(N);
    Out.push_back(llvm::json::Object{
        {"fusion", O.Fusion},
        {"kind", O.Kind},
        {"computation", O.Computation},
        {"fused_computation", O.FusedComputation},
        {"created", llvm::json::Object{{"step", O.CreatedStep},
                                       {"pipeline", O.CreatedPipeline},
                                       {"pass", O.CreatedPass},
                                       {"at_start", O.PresentAtStart}}},
        {"absorbed", std::move(Absorbed)},
        {"ambiguous", std::move(Ambiguous)},
        {"unattributed", std::move(Unattributed)}});
  }
  return Out;
}

namespace {

/// `step 19 ` (`step   19 ` padded) before a pass name; nothing (or as
/// many spaces) for the two ends of a trace (number -1), which their pass
/// name alone says.
std::string stepPrefix(StepNumber N, bool Pad = false) {
  if (N < 0)
    return Pad ? std::string(10, ' ') : std::string();
  return Pad ? llvm::formatv("step {0,4} ", N).str()
             : "step " + std::to_string(N) + " ";
}

} // namespace

void printProvenance(llvm::raw_ostream &OS,
                     const std::vector<FusionOrigin> &F) {
  if (F.empty())
    OS << "no fusion instructions in this snapshot\n";
  for (const FusionOrigin &O : F) {
    {
      llvm::WithColor Color(OS, llvm::raw_ostream::CYAN, /*Bold=*/true);
      OS << O.Fusion;
    }
    OS << "  " << O.Kind << "  " << O.FusedComputation << "  ";
    if (O.PresentAtStart)
      OS << "present from the first snapshot\n";
    else
      OS << "created at " << stepPrefix(O.CreatedStep)
         << pipelinePassLabel(O.CreatedPipeline, O.CreatedPass) << "\n";
    size_t W = 0, CW = 0;
    for (const AbsorbedInstruction &A : O.Absorbed) {
      W = std::max(W, A.Computation.size() + 1 + A.Name.size());
      CW = std::max(CW, A.Clone.size());
    }
    for (const AbsorbedInstruction &A : O.Absorbed) {
      OS << "    " << llvm::left_justify(A.Computation + "/" + A.Name, W)
         << "  -> " << llvm::left_justify(A.Clone, CW) << "  "
         << stepPrefix(A.Step, /*Pad=*/true) << A.Pass << "  "
         << toStringRef(linkKindName(A.Kind))
         << llvm::format(" %.2f", static_cast<double>(A.Confidence));
      if (!A.IntoFusion.empty() && A.IntoFusion != O.Fusion)
        OS << "  (into " << A.IntoFusion << ")";
      if (A.Duplicated && A.Kind != LinkKind::Duplicated)
        OS << "  (original kept)";
      OS << "\n";
    }
    for (const AmbiguousOrigin &A : O.Ambiguous) {
      llvm::WithColor Color(OS, llvm::raw_ostream::YELLOW);
      OS << "    ambiguous: " << A.Clone << " at " << stepPrefix(A.Step)
         << A.Pass << ": one of";
      constexpr size_t kShown = 4;
      for (size_t K = 0; K < A.Candidates.size() && K < kShown; ++K)
        OS << " " << A.Candidates[K];
      if (A.Candidates.size() > kShown)
        OS << " and " << A.Candidates.size() - kShown << " more";
      OS << "\n";
    }
    if (!O.Unattributed.empty()) {
      OS << "    no fusing step found:";
      for (const std::string &N : O.Unattributed)
        OS << " " << N;
      OS << "\n";
    }
  }
}

} // namespace hlotrace::tool
