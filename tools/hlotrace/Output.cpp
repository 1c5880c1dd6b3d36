//===- Output.cpp - How the tool shows query results ----------------------===//

#include "Output.h"

#include <algorithm>
#include <string>

#include "llvm/Support/Format.h"
#include "llvm/Support/WithColor.h"

namespace hlotrace::tool {
namespace {

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

llvm::json::Value instructionChangeToJson(const InstructionChange &C) {
  llvm::json::Object O{{"kind", str(changeKindName(C.Kind))}};
  if (C.Old)
    O["old"] = str(C.Old->name());
  if (C.New)
    O["new"] = str(C.New->name());
  const Instruction *I = C.New ? C.New : C.Old;
  O["opcode"] = str(I->opcodeName());
  if (C.Old && C.New) {
    O["match"] = str(matchKindName(C.Match));
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
    if (C.What & ChangedShape) {
      O["old_shape"] = shapeText(C.Old);
      O["new_shape"] = shapeText(C.New);
    }
  }
  return O;
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
    O["added"] = CD.Added;
    O["removed"] = CD.Removed;
    O["changed"] = CD.Changed;
    if (CD.Kind == ChangeKind::Changed || CD.Kind == ChangeKind::Unchanged) {
      llvm::json::Array Instrs;
      for (const InstructionChange &C : CD.Instructions)
        Instrs.push_back(instructionChangeToJson(C));
      O["instructions"] = std::move(Instrs);
    }
    Comps.push_back(std::move(O));
  }
  return llvm::json::Object{
      {"old_module", str(D.Old->name())},
      {"new_module", str(D.New->name())},
      {"empty", D.empty()},
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
    if (CD.Old && CD.New && CD.Old->name() != CD.New->name())
      OS << "  was " << str(CD.Old->name()) << " ("
         << str(matchKindName(CD.Match)) << ")";
    OS << "\n";
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
             << str(matchKindName(C.Match)) << ")";
        if (C.What & ChangedShape)
          OS << "  " << shapeText(C.Old) << " -> " << shapeText(C.New);
      } else {
        OS << shapeText(I);
      }
      OS << "\n";
    }
  }
}

} // namespace hlotrace::tool
