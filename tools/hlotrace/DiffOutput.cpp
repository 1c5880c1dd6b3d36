//===- DiffOutput.cpp - How `diff` shows a module diff --------------------===//

#include "Output.h"

#include <algorithm>
#include <string>

#include "Support/LLVMInterop.h"
#include "absl/strings/str_format.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/WithColor.h"

namespace hlotrace::tool {
namespace {

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
    return std::string(matchKindName(M));
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
  llvm::json::Object O{{"kind", std::string(changeKindName(C.Kind))}};
  if (C.Old)
    O["old"] = std::string(C.Old->name());
  if (C.New)
    O["new"] = std::string(C.New->name());
  const Instruction *I = C.New ? C.New : C.Old;
  O["opcode"] = std::string(I->opcodeName());
  if (!C.LinkedTo.empty()) {
    llvm::json::Array To;
    for (const Instruction *T : C.LinkedTo)
      To.push_back(std::string(T->parent()->name()) + "/" +
                   std::string(T->name()));
    O[C.Old ? "went_to" : "came_from"] = std::move(To);
    O["link"] = std::string(linkKindName(C.Link));
    O["confidence"] = static_cast<double>(C.Confidence);
  }
  if (C.Old && C.New) {
    O["match"] = std::string(matchKindName(C.Match));
    if (C.Match == MatchKind::ByLineage) {
      O["link"] = std::string(linkKindName(C.Link));
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
    llvm::json::Object O{{"kind", std::string(changeKindName(CD.Kind))}};
    if (CD.Old)
      O["old"] = std::string(CD.Old->name());
    if (CD.New)
      O["new"] = std::string(CD.New->name());
    if (CD.Old && CD.New)
      O["match"] = std::string(matchKindName(CD.Match));
    O["entry"] = CD.IsEntry;
    O["added"] = CD.Added;
    O["removed"] = CD.Removed;
    O["changed"] = CD.Changed;
    O["moved"] = CD.Moved;
    llvm::json::Array Callers;
    for (const Instruction *I : CD.Callers)
      Callers.push_back(std::string(I->name()));
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
      {"pairing", std::string(diffPairingName(D.Pairing))},
      {"old_module", std::string(D.Old->name())},
      {"new_module", std::string(D.New->name())},
      {"empty", D.empty()},
      {"header", std::move(Header)},
      {"computation_order_changed", D.ComputationOrderChanged},
      {"computations",
       llvm::json::Object{{"added", D.ComputationsAdded},
                          {"removed", D.ComputationsRemoved},
                          {"changed", D.ComputationsChanged},
                          {"unchanged", D.ComputationsUnchanged}}},
      {"instructions", llvm::json::Object{{"added", D.InstructionsAdded},
                                          {"removed", D.InstructionsRemoved},
                                          {"changed", D.InstructionsChanged}}},
      {"diff", std::move(Comps)}};
}

void printDiff(llvm::raw_ostream &OS, const ModuleDiff &D) {
  OS << "module " << toStringRef(D.New->name());
  if (D.Old->name() != D.New->name())
    OS << " (was " << toStringRef(D.Old->name()) << ")";
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
         << llvm::left_justify(toStringRef(C->name()), CompWidth);
    }
    OS << "  +" << CD.Added << " -" << CD.Removed << " ~" << CD.Changed;
    if (CD.IsEntry)
      OS << "  (entry)";
    if (CD.Old && CD.New && CD.Old->name() != CD.New->name())
      OS << "  was " << toStringRef(CD.Old->name()) << " ("
         << toStringRef(matchKindName(CD.Match)) << ")";
    if (!CD.Callers.empty() && !CD.IsEntry) {
      OS << "  called by ";
      for (size_t K = 0; K < CD.Callers.size() && K < 4; ++K) {
        const Instruction *I = CD.Callers[K];
        OS << (K ? ", " : "") << toStringRef(I->name());
        if (I->opcode() == Opcode::Fusion && !I->fusionKind().empty())
          OS << " (" << toStringRef(I->opcodeName()) << " "
             << toStringRef(I->fusionKind()) << ")";
        else
          OS << " (" << toStringRef(I->opcodeName()) << ")";
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
        OS << markOf(C.Kind) << " "
           << llvm::left_justify(toStringRef(I->name()), NameWidth);
      }
      OS << "  " << llvm::left_justify(toStringRef(I->opcodeName()), OpWidth)
         << "  ";
      if (C.Kind == ChangeKind::Changed) {
        OS << whatText(C);
        if (C.What & ChangedName)
          OS << "  was " << toStringRef(C.Old->name()) << " ("
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
        OS << "  " << (C.Old ? "-> " : "<- ")
           << toStringRef(T->parent()->name()) << "/" << toStringRef(T->name());
        if (C.LinkedTo.size() > 1)
          OS << " and " << C.LinkedTo.size() - 1 << " more";
        OS << " (" << matchText(MatchKind::ByLineage, C.Link, C.Confidence)
           << ")";
      }
      OS << "\n";
    }
  }
}

} // namespace hlotrace::tool
