//===- HistoryCommand.cpp - hlotrace history ------------------------------===//
//
// `hlotrace history DIR --module M | FILES... --instruction NAME [--back]
// [--json]`: one instruction through a module's pass dumps, built from
// lineage (ModuleLineage): forward from the first snapshot that has it to
// the last, or with --back from the last snapshot that has it to where it
// came from, down to before_optimizations. Each link is shown with its
// kind and confidence. Followed back, a fusion lists the originals it
// absorbed and the pass that fused each (fusionProvenance(), what
// `hlotrace fusions` shows for every fusion).
//
//===----------------------------------------------------------------------===//

#include "Command.h"
#include "Inputs.h"
#include "Output.h"
#include "Support/LLVMInterop.h"
#include "hlotrace/Query/FusionProvenance.h"
#include "hlotrace/Query/ModuleLineage.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/JSON.h"

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
cl::opt<bool> HistoryBack(
    "back",
    cl::desc("Where the instruction came from: start at the last snapshot "
             "that has it and walk back to the first"),
    cl::sub(HistoryCmd));
cl::opt<bool> HistoryJson("json", cl::desc("Print one JSON object"),
                          cl::sub(HistoryCmd));

std::string label(const PassModule &P, bool Pad = true) {
  std::string Pass = P.Pipeline.empty() ? P.Pass : P.Pipeline + "/" + P.Pass;
  if (P.Number < 0)
    return Pass;
  std::string N = std::to_string(P.Number);
  if (Pad && N.size() < 4)
    N.insert(0, 4 - N.size(), ' ');
  return N + " " + Pass;
}

std::string where(const Instruction &I) {
  return std::string(I.parent()->name()) + "/" + std::string(I.name());
}

/// Who a creation at snapshot `Index` is credited to when not the pass its
/// file names (attributeStep(): a dump from inside another pass); empty
/// otherwise, and for pass dump files given one by one.
StepAttribution credit(const Snapshots &In, size_t Index) {
  const TraceSnapshots &T = In.FromTrace;
  if (!T.Trace || Index >= T.Steps.size() || !T.Steps[Index])
    return {};
  return attributeStep(*T.Trace, *T.Steps[Index]);
}

/// What a branch's end means, in words.
std::string endText(const Snapshots &In, const ModuleLineage &L,
                    const LineageEnd &E, bool Backward) {
  const PassModule &P = L.snapshot(E.Index);
  switch (E.What) {
  case LineageEnd::Reached:
    if (!Backward)
      return "now " + where(*E.I) + " in " + label(P, false);
    if (P.Pass == kBeforeOptimizationsPass)
      return "from " + where(*E.I) + ": emitted by the frontend";
    return "from " + where(*E.I) + ": already there in the first snapshot (" +
           label(P, false) + ")";
  case LineageEnd::Removed:
    return "removed after " + where(*E.I) + ": no successor in " +
           label(L.snapshot(E.Index + 1), false);
  case LineageEnd::Created: {
    StepAttribution A = credit(In, E.Index);
    if (A.How != StepAttribution::Direct && !A.Note.empty())
      return "from " + where(*E.I) + ": created at " + label(P, false) + " " +
             A.Note;
    // After the last pass dump, by what was not dumped (XLA:TPU's
    // memory-space assignment makes its copy-start/copy-done there).
    if (P.Pass == kAfterOptimizationsPass && E.Index > 0)
      return "from " + where(*E.I) + ": created after the last pass dump (" +
             label(L.snapshot(E.Index - 1), false) +
             ") by passes not dumped; first seen in after_optimizations";
    return "from " + where(*E.I) + ": created by " + label(P, false);
  }
  }
  return {};
}

llvm::json::Object instructionJson(const Instruction &I) {
  return llvm::json::Object{{"name", std::string(I.name())},
                            {"computation", std::string(I.parent()->name())},
                            {"opcode", std::string(I.opcodeName())}};
}

/// What the fusion `T` starts from absorbed, when T goes back from a
/// fusion; null otherwise or when the provenance does not compute.
std::optional<FusionOrigin> absorbed(const ModuleLineage &L,
                                     const InstructionLineage &T) {
  if (!T.Backward || T.Start->opcode() != Opcode::Fusion)
    return std::nullopt;
  auto Origins = fusionProvenance(L, T.StartIndex);
  if (!Origins.ok())
    return std::nullopt;
  for (FusionOrigin &F : *Origins)
    if (F.Fusion == T.Start->name() &&
        F.Computation == T.Start->parent()->name())
      return std::move(F);
  return std::nullopt;
}

llvm::json::Value traceToJson(const Snapshots &In, const ModuleLineage &L,
                              const InstructionLineage &T,
                              const std::optional<FusionOrigin> &F) {
  llvm::json::Array Links, Ends, Ambiguous;
  for (const LineageHop &H : T.Hops) {
    const PassModule &P = L.snapshot(H.Index);
    llvm::json::Object O{
        {"step", P.Number},
        {"pipeline", P.Pipeline},
        {"pass", P.Pass},
        {"kind", std::string(linkKindName(H.Link->Kind))},
        {"confidence", static_cast<double>(H.Link->Confidence)},
        {"old", instructionJson(*H.Link->Old)},
        {"new", instructionJson(*H.Link->New)}};
    if (H.Link->Via)
      O["via"] = std::string(H.Link->Via->name());
    Links.push_back(std::move(O));
  }
  for (const LineageEnd &E : T.Ends) {
    const PassModule &P = L.snapshot(E.Index);
    const char *What = E.What == LineageEnd::Removed ? "removed"
                       : E.What == LineageEnd::Created
                           ? "created"
                           : (T.Backward && P.Pass == kBeforeOptimizationsPass
                                  ? "frontend"
                                  : "reached");
    llvm::json::Object O = instructionJson(*E.I);
    O["end"] = What;
    O["step"] = P.Number;
    O["pass"] = P.Pass;
    if (E.What == LineageEnd::Created && P.Pass == kAfterOptimizationsPass &&
        E.Index > 0)
      O["after_step"] = L.snapshot(E.Index - 1).Number;
    if (E.What == LineageEnd::Created) {
      StepAttribution A = credit(In, E.Index);
      if (A.How != StepAttribution::Direct && !A.Note.empty()) {
        O["pass_note"] = A.Note;
        if (!A.Pass.empty())
          O["credited_pass"] = A.Pass;
      }
    }
    Ends.push_back(std::move(O));
  }
  for (const auto &[Index, A] : T.Ambiguities) {
    llvm::json::Array Cands;
    for (const Instruction *C : A->Candidates)
      Cands.push_back(instructionJson(*C));
    Ambiguous.push_back(llvm::json::Object{
        {"step", L.snapshot(Index).Number},
        {"subject", instructionJson(*A->Subject)},
        {"candidates", std::move(Cands)}});
  }
  const PassModule &S = L.snapshot(T.StartIndex);
  llvm::json::Object Out{{"instruction", instructionJson(*T.Start)},
                         {"direction", T.Backward ? "back" : "forward"},
                         {"start_step", S.Number},
                         {"start_pass", S.Pass},
                         {"links", std::move(Links)},
                         {"ends", std::move(Ends)},
                         {"ambiguities", std::move(Ambiguous)}};
  if (F) {
    llvm::json::Array Absorbed;
    for (const AbsorbedInstruction &A : F->Absorbed)
      Absorbed.push_back(llvm::json::Object{{"name", A.Name},
                                            {"opcode", A.Opcode},
                                            {"computation", A.Computation},
                                            {"clone", A.Clone},
                                            {"step", A.Step},
                                            {"pass", A.Pass}});
    Out["absorbed"] = std::move(Absorbed);
  }
  return Out;
}

void printTrace(llvm::raw_ostream &OS, const Snapshots &In,
                const ModuleLineage &L,
                const InstructionLineage &T,
                const std::optional<FusionOrigin> &F) {
  OS << "history of " << toStringRef(T.Start->name()) << " ("
     << toStringRef(T.Start->parent()->name()) << ") "
     << (T.Backward ? "back from " : "from ")
     << label(L.snapshot(T.StartIndex), /*Pad=*/false) << "\n";
  size_t Width = 0;
  for (const LineageHop &H : T.Hops)
    Width = std::max(Width, label(L.snapshot(H.Index)).size());
  Width = std::min<size_t>(Width, 64);
  for (const LineageHop &H : T.Hops) {
    const LineageLink &K = *H.Link;
    OS << "  " << llvm::left_justify(label(L.snapshot(H.Index)), Width) << "  "
       << llvm::left_justify(toStringRef(linkKindName(K.Kind)), 11)
       << llvm::format(" %.2f  ", K.Confidence) << where(*K.Old) << " -> "
       << where(*K.New);
    if (K.Via)
      OS << " via " << toStringRef(K.Via->name());
    OS << "\n";
  }
  for (const auto &[Index, A] : T.Ambiguities) {
    OS << "  ambiguous at " << label(L.snapshot(Index), false) << ": "
       << where(*A->Subject) << " could be";
    for (const Instruction *C : A->Candidates)
      OS << " " << where(*C);
    OS << "\n";
  }
  for (const LineageEnd &E : T.Ends)
    OS << "  " << endText(In, L, E, T.Backward) << "\n";
  if (F && !F->Absorbed.empty()) {
    OS << "  absorbed " << F->Absorbed.size() << ":\n";
    for (const AbsorbedInstruction &A : F->Absorbed)
      OS << "    " << A.Computation << "/" << A.Name << " (" << A.Opcode
         << ") -> " << A.Clone << " by " << label(L.snapshot(A.Index), false)
         << "\n";
  }
}

int runHistory() {
  Snapshots In;
  if (absl::Status S = loadInputs(HistoryInputs, HistoryModule, In); !S.ok())
    return reportError(S);
  ModuleLineage L(In.Refs);
  auto Start = L.find(InstructionName, /*Last=*/HistoryBack);
  if (!Start)
    return reportError(absl::NotFoundError(
        absl::StrCat("no instruction named '", std::string(InstructionName),
                     "' in any of the ", L.size(), " snapshots")));
  if (absl::Status S = L.computeAll(); !S.ok())
    return reportError(S);
  auto T = L.trace(Start->first, *Start->second, HistoryBack);
  if (!T.ok())
    return reportError(T.status());
  const std::optional<FusionOrigin> F = absorbed(L, *T);
  if (HistoryJson)
    llvm::outs() << llvm::formatv("{0:2}", traceToJson(In, L, *T, F)) << "\n";
  else
    printTrace(llvm::outs(), In, L, *T, F);
  return 0;
}

CommandRegistration HistoryRegistration(HistoryCmd, runHistory);

} // namespace
} // namespace hlotrace::tool
