//===- LineageUsers.cpp - A computation's own old-user index ---------------===//

#include "LineageUsers.h"

#include "LineageMatcher.h"

namespace hlotrace::lineage {

LocalUsers::LocalUsers(const Computation &C) {
  auto All = C.instructions();
  // What indexOld() adds for each user, less what a module decides: the
  // first operand, and the value it carries outside a partitioning step
  // (LineageMatcher::oldCarried()).
  std::vector<std::pair<const Instruction *, const Instruction *>> Pairs;
  Pairs.reserve(All.size());
  for (const Instruction *O : All) {
    if (O->opcode() == Opcode::Fusion)
      Fusions.push_back(O);
    if (O->opcode() == Opcode::Parameter)
      continue;
    if (isLeaf(*O)) {
      Leaves.push_back(O);
      continue;
    }
    const Instruction *Op = O->operand(0);
    const Instruction *Carried = nullptr;
    if (auto Ops = Op->operands();
        !Ops.empty() && Ops[0].Def && Ops.size() == 1 && isValuePreserving(*Op))
      Carried = Ops[0].Def;
    for (const Instruction *V : {Op, Carried}) {
      if (!V)
        continue;
      if (V->parent() != &C) { // Not made by the parser; kept exact anyway.
        Foreign.emplace_back(V, O);
        continue;
      }
      Pairs.emplace_back(V, O);
      if (ModuleView::mayAlias(*V))
        Aliased.emplace_back(V, O);
    }
  }
  // Grouped by value (a counting sort; users keep their order).
  Begin.assign(All.size() + 1, 0);
  for (const auto &[V, O] : Pairs)
    ++Begin[V->index() + 1];
  for (size_t K = 1; K < Begin.size(); ++K)
    Begin[K] += Begin[K - 1];
  Users.resize(Pairs.size());
  std::vector<uint32_t> Fill(Begin.begin(), Begin.end() - 1);
  for (const auto &[V, O] : Pairs)
    Users[Fill[V->index()]++] = O;
}

} // namespace hlotrace::lineage
