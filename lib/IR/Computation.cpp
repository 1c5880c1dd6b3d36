//===- Computation.cpp - Lookups within a computation ---------------------===//

#include "hlotrace/IR/Computation.h"

#include "IR/IRBuilder.h"

#include <cstdlib>

namespace hlotrace {

Computation::Computation() = default;
Computation::~Computation() {
  // Otherwise the pools are in ListBlock, or (before finish()) the
  // building's.
  if (OwnsOperandPool)
    std::free(static_cast<void *>(OperandPool));
  if (OwnsAttributePool)
    std::free(static_cast<void *>(AttributePool));
}

const Instruction *Computation::find(absl::string_view N) const {
  return ByName.find(N);
}

const Instruction *Computation::parameter(int64_t N) const {
  // PERF NOTE: indexed by IRBuilder::finish() for numbers below the
  // instruction count (every valid one); lineage asks for each parameter of
  // a module's entry at every step.
  if (N >= 0 && static_cast<uint64_t>(N) < Count)
    return static_cast<uint64_t>(N) < ParamCount ? Params[N] : nullptr;
  for (const Instruction *I : instructions())
    if (I->opcode() == Opcode::Parameter && I->parameterNumber() == N)
      return I;
  return nullptr;
}

} // namespace hlotrace
