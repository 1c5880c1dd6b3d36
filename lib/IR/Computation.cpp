//===- Computation.cpp - Lookups within a computation ---------------------===//

#include "hlotrace/IR/Computation.h"

#include "IR/IRBuilder.h"

namespace hlotrace {

Computation::Computation() = default;
Computation::~Computation() = default;

const Instruction *Computation::find(absl::string_view N) const {
  return ByName.find(N);
}

const Instruction *Computation::parameter(int64_t N) const {
  // PERF NOTE: indexed by IRBuilder::finish() for numbers below the
  // instruction count (every valid one); lineage asks for each parameter of
  // a module's entry at every step.
  if (N >= 0 && static_cast<uint64_t>(N) < Order.size())
    return static_cast<size_t>(N) < Params.size() ? Params[N] : nullptr;
  for (const Instruction *I : Order)
    if (I->opcode() == Opcode::Parameter && I->parameterNumber() == N)
      return I;
  return nullptr;
}

} // namespace hlotrace
