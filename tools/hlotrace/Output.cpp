//===- Output.cpp - How the tool shows query results ----------------------===//

#include "Output.h"

#include <algorithm>
#include <string>

#include "absl/strings/str_format.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/WithColor.h"

namespace hlotrace::tool {
namespace {

/// `PIPELINE/PASS`, or the pass alone when there is no pipeline (the two
/// ends of a trace: `before_optimizations`, `after_optimizations`).
std::string passLabel(const std::string &Pipeline, const std::string &Pass) {
  return Pipeline.empty() ? Pass : Pipeline + "/" + Pass;
}

std::string str(absl::string_view S) { return std::string(S); }

llvm::raw_ostream::Colors colorOf(ChangeKind K) {
  switch (K) {
  case ChangeKind::Added:
    return llvm::raw_ostream::GREEN;
  case ChangeKind::Removed:
    return llvm::raw_ostream::RED;
  case ChangeKind::Changed:
    return llvm::raw_ostream::YELLOW;
  case ChangeKind::Unchanged:
    break;
  }
  return llvm::raw_ostream::SAVEDCOLOR;
}

char markOf(ChangeKind K) {
  switch (K) {
  case ChangeKind::Added:
    return '+';
  case ChangeKind::Removed:
    return '-';
  case ChangeKind::Changed:
    return '~';
  case ChangeKind::Unchanged:
    break;
  }
  return '=';
}

std::string shapeText(const Instruction *I) {
  return I && I->shape() ? I->shape()->toString(/*WithLayout=*/false) : "";
}

std::string whatText(const InstructionChange &C) {
  std::string Out;
  for (const std::string &B : changeBitNames(C.What)) {
    if (!Out.empty())
      Out += ",";
    Out += B;
    if (B == "attributes" && !C.ChangedAttributeNames.empty()) {
      Out += "(";
      for (size_t K = 0; K < C.ChangedAttributeNames.size(); ++K)
        Out += (K ? "," : "") + C.ChangedAttributeNames[K];
      Out += ")";
    }
  }
  return Out;
}

/// How a pair was made: `by-name`, ..., or for a lineage link its kind and
/// confidence (`lineage: renamed 1.00`).
std::string matchText(MatchKind M, LinkKind K, float Confidence) {
  if (M != MatchKind::ByLineage)
    return str(matchKindName(M));
  return absl::StrFormat("lineage: %s %.2f", linkKindName(K), Confidence);
}

llvm::json::Value fieldToJson(const FieldChange &F) {
  llvm::json::Object O{{"field", F.Field}, {"attribute", F.IsAttribute}};
  O["old"] = F.Old.empty() && F.IsAttribute ? llvm::json::Value(nullptr)
                                            : llvm::json::Value(F.Old);
  O["new"] = F.New.empty() && F.IsAttribute ? llvm::json::Value(nullptr)
                                            : llvm::json::Value(F.New);
  return O;
}

llvm::json::Value instructionChangeToJson(const InstructionChange &C) {
  llvm::json::Object O{{"kind", str(changeKindName(C.Kind))}};
  if (C.Old)
    O["old"] = str(C.Old->name());
  if (C.New)
    O["new"] = str(C.New->name());
  const Instruction *I = C.New ? C.New : C.Old;
  O["opcode"] = str(I->opcodeName());
  if (!C.LinkedTo.empty()) {
    llvm::json::Array To;
    for (const Instruction *T : C.LinkedTo)
      To.push_back(str(T->parent()->name()) + "/" + str(T->name()));
    O[C.Old ? "went_to" : "came_from"] = std::move(To);
    O["link"] = str(linkKindName(C.Link));
    O["confidence"] = static_cast<double>(C.Confidence);
  }
  if (C.Old && C.New) {
    O["match"] = str(matchKindName(C.Match));
    if (C.Match == MatchKind::ByLineage) {
      O["link"] = str(linkKindName(C.Link));
      O["confidence"] = static_cast<double>(C.Confidence);
    }
    llvm::json::Array What;
    for (const std::string &B : changeBitNames(C.What))
      What.push_back(B);
    O["what"] = std::move(What);
    if (!C.ChangedAttributeNames.empty()) {
      llvm::json::Array A;
      for (const std::string &N : C.ChangedAttributeNames)
        A.push_back(N);
      O["attributes"] = std::move(A);
    }
    llvm::json::Array Fields;
    for (const FieldChange &F : C.Fields)
      Fields.push_back(fieldToJson(F));
    O["fields"] = std::move(Fields);
  }
  return O;
}

/// A `-`/`+` pair (or a lone one, for a field present on one side only),
/// as LLVM's -print-changed=diff shows a changed line.
void printField(llvm::raw_ostream &OS, const FieldChange &F,
                llvm::StringRef Indent) {
  auto Line = [&](llvm::raw_ostream::Colors Color, char Mark,
                  const std::string &Text) {
    OS << Indent;
    llvm::WithColor C(OS, Color);
    OS << Mark << " ";
    if (F.IsAttribute)
      OS << F.Field << "=" << Text;
    else
      OS << F.Field << " " << Text;
    OS << "\n";
  };
  if (!F.Old.empty() || !F.IsAttribute)
    Line(llvm::raw_ostream::RED, '-', F.Old);
  if (!F.New.empty() || !F.IsAttribute)
    Line(llvm::raw_ostream::GREEN, '+', F.New);
}

} // namespace

llvm::json::Value diffToJson(const ModuleDiff &D) {
  llvm::json::Array Comps;
  for (const ComputationDiff &CD : D.Computations) {
    llvm::json::Object O{{"kind", str(changeKindName(CD.Kind))}};
    if (CD.Old)
      O["old"] = str(CD.Old->name());
    if (CD.New)
      O["new"] = str(CD.New->name());
    if (CD.Old && CD.New)
      O["match"] = str(matchKindName(CD.Match));
    O["entry"] = CD.IsEntry;
    O["added"] = CD.Added;
    O["removed"] = CD.Removed;
    O["changed"] = CD.Changed;
    O["moved"] = CD.Moved;
    llvm::json::Array Callers;
    for (const Instruction *I : CD.Callers)
      Callers.push_back(str(I->name()));
    O["called_by"] = std::move(Callers);
    if (CD.Kind == ChangeKind::Changed || CD.Kind == ChangeKind::Unchanged) {
      llvm::json::Array Instrs;
      for (const InstructionChange &C : CD.Instructions)
        Instrs.push_back(instructionChangeToJson(C));
      O["instructions"] = std::move(Instrs);
    }
    Comps.push_back(std::move(O));
  }
  llvm::json::Array Header;
  for (const FieldChange &F : D.Header)
    Header.push_back(fieldToJson(F));
  return llvm::json::Object{
      {"pairing", str(diffPairingName(D.Pairing))},
      {"old_module", str(D.Old->name())},
      {"new_module", str(D.New->name())},
      {"empty", D.empty()},
      {"header", std::move(Header)},
      {"computation_order_changed", D.ComputationOrderChanged},
      {"computations",
       llvm::json::Object{{"added", D.ComputationsAdded},
                          {"removed", D.ComputationsRemoved},
                          {"changed", D.ComputationsChanged},
                          {"unchanged", D.ComputationsUnchanged}}},
      {"instructions",
       llvm::json::Object{{"added", D.InstructionsAdded},
                          {"removed", D.InstructionsRemoved},
                          {"changed", D.InstructionsChanged}}},
      {"diff", std::move(Comps)}};
}

void printDiff(llvm::raw_ostream &OS, const ModuleDiff &D) {
  OS << "module " << str(D.New->name());
  if (D.Old->name() != D.New->name())
    OS << " (was " << str(D.Old->name()) << ")";
  if (D.empty()) {
    OS << ": no changes\n";
    return;
  }
  OS << ": computations +" << D.ComputationsAdded << " -"
     << D.ComputationsRemoved << " ~" << D.ComputationsChanged
     << "; instructions +" << D.InstructionsAdded << " -"
     << D.InstructionsRemoved << " ~" << D.InstructionsChanged << "\n";
  bool HeaderShown = false;
  for (const FieldChange &F : D.Header) {
    if (F.Field == "name")
      continue;
    if (!HeaderShown)
      OS << "  header\n";
    HeaderShown = true;
    printField(OS, F, "      ");
  }
  if (D.ComputationOrderChanged)
    OS << "  computations printed in another order\n";
  size_t CompWidth = 0;
  for (const ComputationDiff &CD : D.Computations)
    CompWidth = std::max(
        CompWidth, (CD.New ? CD.New->name() : CD.Old->name()).size());
  CompWidth = std::min<size_t>(CompWidth, 48);
  for (const ComputationDiff &CD : D.Computations) {
    const Computation *C = CD.New ? CD.New : CD.Old;
    {
      llvm::WithColor Color(OS, colorOf(CD.Kind), /*Bold=*/true);
      OS << markOf(CD.Kind) << " "
         << llvm::left_justify(str(C->name()), CompWidth);
    }
    OS << "  +" << CD.Added << " -" << CD.Removed << " ~" << CD.Changed;
    if (CD.IsEntry)
      OS << "  (entry)";
    if (CD.Old && CD.New && CD.Old->name() != CD.New->name())
      OS << "  was " << str(CD.Old->name()) << " ("
         << str(matchKindName(CD.Match)) << ")";
    if (!CD.Callers.empty() && !CD.IsEntry) {
      OS << "  called by ";
      for (size_t K = 0; K < CD.Callers.size() && K < 4; ++K) {
        const Instruction *I = CD.Callers[K];
        OS << (K ? ", " : "") << str(I->name());
        if (I->opcode() == Opcode::Fusion && !I->fusionKind().empty())
          OS << " (" << str(I->opcodeName()) << " " << str(I->fusionKind())
             << ")";
        else
          OS << " (" << str(I->opcodeName()) << ")";
      }
      if (CD.Callers.size() > 4)
        OS << " and " << CD.Callers.size() - 4 << " more";
    }
    OS << "\n";
    if (CD.Moved > 0)
      OS << "    order: " << CD.Moved << " instruction"
         << (CD.Moved == 1 ? "" : "s") << " moved\n";
    if (CD.Kind == ChangeKind::Added || CD.Kind == ChangeKind::Removed)
      continue;
    size_t NameWidth = 0, OpWidth = 0;
    for (const InstructionChange &C : CD.Instructions) {
      const Instruction *I = C.New ? C.New : C.Old;
      NameWidth = std::max(NameWidth, I->name().size());
      OpWidth = std::max(OpWidth, I->opcodeName().size());
    }
    NameWidth = std::min<size_t>(NameWidth, 40);
    for (const InstructionChange &C : CD.Instructions) {
      const Instruction *I = C.New ? C.New : C.Old;
      OS << "    ";
      {
        llvm::WithColor Color(OS, colorOf(C.Kind));
        OS << markOf(C.Kind) << " " << llvm::left_justify(str(I->name()),
                                                          NameWidth);
      }
      OS << "  " << llvm::left_justify(str(I->opcodeName()), OpWidth) << "  ";
      if (C.Kind == ChangeKind::Changed) {
        OS << whatText(C);
        if (C.What & ChangedName)
          OS << "  was " << str(C.Old->name()) << " ("
             << matchText(C.Match, C.Link, C.Confidence) << ")";
        OS << "\n";
        for (const FieldChange &F : C.Fields)
          if (F.Field != "name")
            printField(OS, F, "        ");
        continue;
      }
      OS << shapeText(I);
      if (!C.LinkedTo.empty()) {
        const Instruction *T = C.LinkedTo.front();
        OS << "  " << (C.Old ? "-> " : "<- ") << str(T->parent()->name())
           << "/" << str(T->name());
        if (C.LinkedTo.size() > 1)
          OS << " and " << C.LinkedTo.size() - 1 << " more";
        OS << " (" << matchText(MatchKind::ByLineage, C.Link, C.Confidence)
           << ")";
      }
      OS << "\n";
    }
  }
}

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
          {"kind", str(linkKindName(A.Kind))},
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
         << passLabel(O.CreatedPipeline, O.CreatedPass) << "\n";
    size_t W = 0, CW = 0;
    for (const AbsorbedInstruction &A : O.Absorbed) {
      W = std::max(W, A.Computation.size() + 1 + A.Name.size());
      CW = std::max(CW, A.Clone.size());
    }
    for (const AbsorbedInstruction &A : O.Absorbed) {
      OS << "    " << llvm::left_justify(A.Computation + "/" + A.Name, W)
         << "  -> " << llvm::left_justify(A.Clone, CW)
         << "  " << stepPrefix(A.Step, /*Pad=*/true) << A.Pass << "  "
         << str(linkKindName(A.Kind))
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

namespace {

llvm::json::Array rowsToJson(const std::vector<RollupRow> &Rows) {
  llvm::json::Array A;
  for (const RollupRow &R : Rows)
    A.push_back(llvm::json::Object{{"key", R.Key},
                                   {"snapshots", R.Snapshots},
                                   {"added", R.Added},
                                   {"removed", R.Removed},
                                   {"changed", R.Changed}});
  return A;
}

void printRows(llvm::raw_ostream &OS, llvm::StringRef Title,
               const std::vector<RollupRow> &Rows, size_t Top) {
  if (Rows.empty())
    return;
  {
    llvm::WithColor Color(OS, llvm::raw_ostream::SAVEDCOLOR, /*Bold=*/true);
    OS << Title << "\n";
  }
  size_t W = 0;
  for (size_t K = 0; K < Rows.size() && K < Top; ++K)
    W = std::max(W, Rows[K].Key.size());
  W = std::min<size_t>(W, 60);
  for (size_t K = 0; K < Rows.size() && K < Top; ++K) {
    const RollupRow &R = Rows[K];
    OS << "  " << llvm::left_justify(R.Key, W)
       << llvm::format("  %6lld  +%-5lld -%-5lld ~%-5lld\n",
                       static_cast<long long>(R.total()),
                       static_cast<long long>(R.Added),
                       static_cast<long long>(R.Removed),
                       static_cast<long long>(R.Changed));
  }
  if (Rows.size() > Top)
    OS << "  ... " << (Rows.size() - Top) << " more\n";
}

} // namespace

llvm::json::Value rollupToJson(const TraceRollup &R) {
  llvm::json::Array Passes;
  for (const PassChange &P : R.Passes)
    Passes.push_back(llvm::json::Object{
        {"step", P.Step},
        {"pipeline", P.Pipeline},
        {"pass", P.Pass},
        {"computations", llvm::json::Object{{"added", P.ComputationsAdded},
                                            {"removed", P.ComputationsRemoved},
                                            {"changed", P.ComputationsChanged}}},
        {"instructions", llvm::json::Object{{"added", P.InstructionsAdded},
                                            {"removed", P.InstructionsRemoved},
                                            {"changed", P.InstructionsChanged},
                                            {"after", P.InstructionsAfter}}}});
  return llvm::json::Object{{"passes", std::move(Passes)},
                            {"by_pass", rowsToJson(R.ByPass)},
                            {"by_pipeline", rowsToJson(R.ByPipeline)},
                            {"by_source_location",
                             rowsToJson(R.BySourceLocation)},
                            {"by_op_name", rowsToJson(R.ByOpName)}};
}

void printRollup(llvm::raw_ostream &OS, const TraceRollup &R, size_t Top) {
  size_t W = 0;
  for (const PassChange &P : R.Passes)
    W = std::max(W, P.Pipeline.size() + P.Pass.size() + 1);
  W = std::min<size_t>(W, 60);
  {
    llvm::WithColor Color(OS, llvm::raw_ostream::SAVEDCOLOR, /*Bold=*/true);
    OS << "steps\n";
  }
  for (const PassChange &P : R.Passes)
    OS << llvm::format("  %4lld  ", static_cast<long long>(P.Step))
       << llvm::left_justify(passLabel(P.Pipeline, P.Pass), W)
       << llvm::format("  +%-5lld -%-5lld ~%-5lld  %6lld instructions\n",
                       static_cast<long long>(P.InstructionsAdded),
                       static_cast<long long>(P.InstructionsRemoved),
                       static_cast<long long>(P.InstructionsChanged),
                       static_cast<long long>(P.InstructionsAfter));
  printRows(OS, "by pass", R.ByPass, Top);
  printRows(OS, "by pipeline", R.ByPipeline, Top);
  printRows(OS, "by source location", R.BySourceLocation, Top);
  printRows(OS, "by op_name", R.ByOpName, Top);
}

} // namespace hlotrace::tool
