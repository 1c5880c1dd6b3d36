//===- LineageFeeders.cpp - What a pass made to feed an expansion ---------===//
//
// A pass that expands one op into others often makes more than the ops
// that stand in its place: select-and-scatter-expander computes the
// scatter's indices with a variadic reduce-window over iotas, and
// scatter-expander seeds its loop with a counter. Those created ops serve
// the expansion alone. An op the step created whose every user is, for one
// old op `O`, a rewrite of O that calls computations (the scatter, the
// loop) or such a feeder itself, is part of that rewrite and is linked to
// O as one. A move of a value the step kept (dot_decomposer's transposed
// operands, which XLA labels as the operand) is not a feeder. Runs last:
// the rewrites are all known then.
//
//===----------------------------------------------------------------------===//

#include "LineageMatcher.h"

namespace hlotrace::lineage {

void LineageMatcher::findFeeders() {
  absl::flat_hash_set<const Instruction *> Fed;
  // The old op that new `U` is a rewrite of alone (each of its links a
  // rewrite of that op) when U calls computations or is a feeder; null
  // otherwise.
  auto OwnerOf = [&](const Instruction &U) -> const Instruction * {
    const NewState *S = States.find(U);
    if (!S || S->Firm.empty() || !S->Tentative.empty())
      return nullptr;
    const Instruction *O = S->Firm.front().Old;
    for (const RawLink &L : S->Firm)
      if (!L.Rewrite || L.Old != O)
        return nullptr;
    if (!Fed.contains(&U) && NV.callees(U).empty())
      return nullptr;
    return O;
  };
  absl::flat_hash_set<const Computation *> Seen;
  for (const Instruction *N : Order) {
    const Computation *C = N->parent();
    if (!Seen.insert(C).second)
      continue;
    // Users first: a feeder of a feeder is found in the same walk.
    auto Instrs = C->instructions();
    for (auto It = Instrs.rbegin(); It != Instrs.rend(); ++It) {
      const Instruction &X = **It;
      if (X.opcode() == Opcode::Parameter || X.users().empty() ||
          !isCreated(X))
        continue;
      if (isValuePreserving(X) || X.opcode() == Opcode::Transpose ||
          X.opcode() == Opcode::Reshape || X.opcode() == Opcode::Broadcast) {
        const Instruction *Under = X.operandCount() ? X.operand(0) : nullptr;
        if (Under && !isCreated(*Under))
          continue;
      }
      const Instruction *O = nullptr;
      for (const Instruction *U : X.users()) {
        const Instruction *UO = OwnerOf(*U);
        if (!UO || (O && UO != O)) {
          O = nullptr;
          break;
        }
        O = UO;
      }
      if (!O)
        continue;
      Fed.insert(&X);
      linkRewrite(*O, X);
    }
  }
}

} // namespace hlotrace::lineage
