//===- IRBuilder.cpp - Finishing computations and modules -----------------===//

#include "IR/IRBuilder.h"

#include "absl/container/flat_hash_set.h"

namespace hlotrace {

bool isComputationReferenceAttribute(absl::string_view Name) {
  static const auto *Names = new absl::flat_hash_set<absl::string_view>{
      "calls",         "to_apply",          "condition",
      "body",          "true_computation",  "false_computation",
      "select",        "scatter",           "branch_computations",
      "called_computations", "comparator"};
  return Names->contains(Name);
}

Instruction &IRBuilder::append(Computation &C) {
  Instruction &I = C.Storage.emplace_back();
  I.Parent = &C;
  I.Index = static_cast<uint32_t>(C.Order.size());
  C.Order.push_back(&I);
  return I;
}

void IRBuilder::setOpcode(Instruction &I, absl::string_view Spelling) {
  I.OpName = Spelling;
  I.Op = opcodeFromSpelling(Spelling);
}

void IRBuilder::finish(Computation &C) {
  C.ByName.reserve(C.Storage.size());
  for (Instruction &I : C.Storage)
    C.ByName.emplace(I.Name, &I); // The first definition of a name wins.
  const Instruction *MarkedRoot = nullptr;
  for (Instruction &I : C.Storage) {
    if (I.Root && !MarkedRoot)
      MarkedRoot = &I;
    for (Operand &O : I.Operands) {
      if (!O.InlineText.empty())
        continue;
      auto It = C.ByName.find(O.Name);
      if (It == C.ByName.end())
        continue;
      O.Def = It->second;
      // An instruction's operands are resolved together, so a repeated use
      // by `I` can only be the last entry.
      auto &Users = const_cast<Instruction *>(O.Def)->Users;
      if (Users.empty() || Users.back() != &I)
        Users.push_back(&I);
    }
    for (const Attribute &A : I.Attributes) {
      if (A.Name == "control-predecessors") {
        for (absl::string_view N :
             attr::nameList(A.Value).value_or(std::vector<absl::string_view>()))
          if (const Instruction *P = C.find(N))
            I.ControlPredecessors.push_back(P);
        continue;
      }
      if (!isComputationReferenceAttribute(A.Name))
        continue;
      if (auto Single = attr::computationName(A.Value)) {
        I.Called.push_back(*Single);
      } else if (auto List = attr::nameList(A.Value)) {
        for (absl::string_view N : *List)
          I.Called.push_back(N);
      }
      // Anything else is an inline body; it stays in the attribute text.
    }
  }
  C.Root = MarkedRoot ? MarkedRoot
                      : (C.Order.empty() ? nullptr : C.Order.back());
}

std::unique_ptr<Module> IRBuilder::newModule(std::shared_ptr<Context> Ctx) {
  auto M = std::unique_ptr<Module>(new Module());
  M->Ctx = std::move(Ctx);
  return M;
}

void IRBuilder::addComputation(Module &M,
                               std::shared_ptr<const Computation> C) {
  M.Order.push_back(C.get());
  M.Owned.push_back(std::move(C));
}

void IRBuilder::finish(Module &M) {
  M.ByName.reserve(M.Order.size());
  const Computation *Marked = nullptr;
  for (const Computation *C : M.Order) {
    M.ByName.emplace(C->name(), C);
    if (C->isMarkedEntry() && !Marked)
      Marked = C;
  }
  M.Entry = Marked ? Marked : (M.Order.empty() ? nullptr : M.Order.back());
}

} // namespace hlotrace
