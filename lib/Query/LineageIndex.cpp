//===- LineageIndex.cpp - Indexing the old snapshot, ordering the new one -===//
//
// indexOld() lists the old instructions of changed computations (and their
// callees), the leaves by key and tier, and for each value the old users
// that read it (through its alias chain): the candidates bottom-up matching
// starts from. orderNew() puts every new instruction of a changed
// computation after what it depends on, a fused or inlined parameter after
// the caller's operand it stands for.
//
//===----------------------------------------------------------------------===//

#include "LineageMatcher.h"

namespace hlotrace::lineage {

void LineageMatcher::indexOld() {
  // Changed computations, their callees, and their fusions' callees.
  std::vector<const Computation *> Region;
  absl::flat_hash_set<const Computation *> Seen;
  for (const Computation *C : Old.computations())
    if (!NV.contains(C)) {
      Region.push_back(C);
      Seen.insert(C);
      for (const Instruction *I : C->instructions())
        OldChanged.push_back(I);
    }
  for (size_t K = 0; K < Region.size(); ++K) {
    bool Changed = !NV.contains(Region[K]);
    for (const Instruction *I : Region[K]->instructions()) {
      if (!Changed && I->opcode() != Opcode::Fusion)
        continue;
      for (const Computation *Callee : OV.callees(*I))
        if (Callee && Seen.insert(Callee).second)
          Region.push_back(Callee);
    }
  }
  for (const Computation *C : Region)
    for (const Instruction *O : C->instructions()) {
      if (O->opcode() == Opcode::Parameter)
        continue;
      if (isLeaf(*O)) {
        const InstrKeys &K = OldKeys.keys(*O, Old);
        for (int T = 0; T < 3; ++T)
          Leaves[{K.Key[T], T}].push_back(O);
        continue;
      }
      // PERF NOTE: most values stand for nothing else; their chain (the
      // value alone) is not built (this runs for every instruction of the
      // region, most of the old module when its entry changed).
      auto AddUser = [&](const Instruction &V) {
        if (!ModuleView::mayAlias(V)) {
          ChainUsers[V].push_back(O);
          return;
        }
        for (const Instruction *X : OV.chain(V))
          ChainUsers[*X].push_back(O);
      };
      const Instruction *Op = O->operand(0);
      AddUser(*Op);
      if (const Instruction *Carried = oldCarried(*Op))
        AddUser(*Carried);
    }
}

void LineageMatcher::visitDeps(
    const Instruction &I, absl::InlinedVector<const Instruction *, 8> &Deps) {
  Deps.clear();
  for (const Operand &O : I.operands())
    if (O.Def)
      Deps.push_back(O.Def);
  if (I.opcode() == Opcode::Parameter) {
    if (const CallSite *S = NV.soleCallSite(I.parent())) {
      if (!passesOperands(*S->Caller))
        Deps.push_back(S->Caller);
      else if (const Instruction *A = NV.alias(I))
        Deps.push_back(A);
    }
  } else if (I.opcode() == Opcode::Fusion || I.opcode() == Opcode::Call) {
    if (const Instruction *Root = NV.alias(I))
      Deps.push_back(Root);
  }
}

void LineageMatcher::orderNew() {
  // Iterative post-order: every instruction after what it depends on.
  InstrMap<uint8_t> Mark;
  struct Frame {
    const Instruction *I = nullptr;
    absl::InlinedVector<const Instruction *, 8> Deps;
    size_t Next = 0;
  };
  std::vector<Frame> Stack;
  auto Push = [&](const Instruction *I) {
    Mark[*I] = 1;
    // Built in place: GCC 12 warns (maybe-uninitialized) on moving a
    // braced temporary's empty InlinedVector into the stack.
    Frame &F = Stack.emplace_back();
    F.I = I;
    visitDeps(*I, F.Deps);
  };
  for (const Computation *C : New.computations()) {
    if (OV.contains(C))
      continue;
    for (const Instruction *Root : C->instructions()) {
      if (Mark.contains(*Root))
        continue;
      Push(Root);
      while (!Stack.empty()) {
        Frame &F = Stack.back();
        if (F.Next < F.Deps.size()) {
          const Instruction *D = F.Deps[F.Next++];
          if (!OV.contains(D->parent()) && !Mark.contains(*D))
            Push(D);
          continue;
        }
        Mark[*F.I] = 2;
        Order.push_back(F.I);
        Stack.pop_back();
      }
    }
  }
  for (const Instruction *I : Order)
    States[*I];
}

} // namespace hlotrace::lineage
