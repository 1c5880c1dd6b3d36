//===- ModuleStats.cpp - Counting what a module holds ---------------------===//

#include "hlotrace/Query/ModuleStats.h"

#include "Support/CheckedMath.h"

namespace hlotrace {

ModuleStats computeStats(const Module &M) {
  ModuleStats S;
  S.Computations = static_cast<int64_t>(M.computations().size());
  for (const Instruction *I : M.allInstructions()) {
    ++S.Instructions;
    ++S.Opcodes[std::string(I->opcodeName())];
    if (const Shape *R = I->shape())
      S.ResultBytes = saturatingAdd(S.ResultBytes, R->byteSize());
    if (I->opcode() == Opcode::Fusion)
      ++S.FusionKinds[std::string(I->fusionKind())];
    if (I->opcode() == Opcode::CustomCall)
      ++S.CustomCallTargets[I->customCallTarget()];
  }
  return S;
}

} // namespace hlotrace
