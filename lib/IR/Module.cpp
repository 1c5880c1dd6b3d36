//===- Module.cpp - Name resolution and the call graph --------------------===//

#include "hlotrace/IR/Module.h"

#include "absl/container/flat_hash_set.h"

namespace hlotrace {

std::optional<absl::string_view>
Module::headerAttribute(absl::string_view N) const {
  for (const Attribute &A : Header)
    if (A.Name == N)
      return A.Value;
  return std::nullopt;
}

const Computation *Module::find(absl::string_view N) const {
  auto It = ByName.find(N);
  return It == ByName.end() ? nullptr : *It;
}

std::vector<const Computation *>
Module::calledComputations(const Instruction &I) const {
  std::vector<const Computation *> Out;
  for (absl::string_view N : I.calledComputationNames())
    Out.push_back(find(N));
  return Out;
}

std::vector<const Instruction *> Module::callers(const Computation &C) const {
  std::vector<const Instruction *> Out;
  for (const Computation *Caller : Order)
    for (const Instruction *I : Caller->instructions())
      for (absl::string_view N : I->calledComputationNames())
        if (N == C.name()) {
          Out.push_back(I);
          break;
        }
  return Out;
}

std::vector<const Computation *> Module::callees(const Computation &C) const {
  std::vector<const Computation *> Out;
  absl::flat_hash_set<const Computation *> Seen;
  for (const Instruction *I : C.instructions())
    for (const Computation *Callee : calledComputations(*I))
      if (Callee && Seen.insert(Callee).second)
        Out.push_back(Callee);
  return Out;
}

size_t Module::instructionCount() const {
  size_t N = 0;
  for (const Computation *C : Order)
    N += C->instructionCount();
  return N;
}

} // namespace hlotrace
