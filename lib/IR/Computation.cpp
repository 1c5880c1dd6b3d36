//===- Computation.cpp - Lookups within a computation ---------------------===//

#include "hlotrace/IR/Computation.h"

namespace hlotrace {

const Instruction *Computation::find(absl::string_view N) const {
  auto It = ByName.find(N);
  return It == ByName.end() ? nullptr : It->second;
}

const Instruction *Computation::parameter(int64_t N) const {
  for (const Instruction *I : Order)
    if (I->opcode() == Opcode::Parameter && I->parameterNumber() == N)
      return I;
  return nullptr;
}

} // namespace hlotrace
