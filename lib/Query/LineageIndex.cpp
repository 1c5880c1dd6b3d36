//===- LineageIndex.cpp - Indexing the old snapshot, ordering the new one -===//
//
// indexOld() lists the old instructions of changed computations (and their
// callees), the leaves by key and tier, and for each value the old users
// that read it (through its alias chain): the candidates bottom-up matching
// starts from (oldUsers()); an unchanged computation's own part of that
// index is kept across steps (LineageUsers.h). orderNew() puts every new instruction of a changed
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
  // PERF NOTE: an unchanged computation's own part of the index is kept
  // for the run of steps (SharedUsers, LineageUsers.h): after fusion the
  // region is mostly fused computations the step left alone, walked again
  // at every step before. Outside a partitioning step only: there old
  // values carry through more ops (oldCarried()).
  const bool Share = Users && !Partitioning;
  auto LocalOfUnchanged = [&](const Computation *C) -> const LocalUsers * {
    if (!Share || !NV.contains(C))
      return nullptr;
    return &Users->of(*C);
  };
  // PERF NOTE: each region computation's LocalUsers (or null) is found
  // once, for both loops (two hash lookups each, and the region is most of
  // the module after fusion).
  std::vector<const LocalUsers *> RegionLocal;
  RegionLocal.reserve(Old.computations().size());
  for (size_t K = 0; K < Region.size(); ++K) {
    auto AddCallees = [&](const Instruction *I) {
      for (const Computation *Callee : OV.callees(*I))
        if (Callee && Seen.insert(Callee).second)
          Region.push_back(Callee);
    };
    RegionLocal.push_back(LocalOfUnchanged(Region[K]));
    if (const LocalUsers *L = RegionLocal.back()) {
      for (const Instruction *I : L->Fusions)
        AddCallees(I);
      continue;
    }
    bool Changed = !NV.contains(Region[K]);
    for (const Instruction *I : Region[K]->instructions())
      if (Changed || I->opcode() == Opcode::Fusion)
        AddCallees(I);
  }
  auto AddLeaf = [&](const Instruction *O) {
    const InstrKeys &K = OldKeys.keys(*O, Old);
    for (int T = 0; T < 3; ++T)
      Leaves[{K.Key[T], T}].push_back(O);
  };
  // PERF NOTE: most values stand for nothing else; their chain (the value
  // alone) is not built (this runs for every instruction of the region,
  // most of the old module when its entry changed).
  auto AddUser = [&](const Instruction &V, const Instruction *O) {
    if (!ModuleView::mayAlias(V)) {
      ChainUsers[V].push_back(O);
      return;
    }
    for (const Instruction *X : OV.chain(V))
      ChainUsers[*X].push_back(O);
  };
  LocalOf.reserve(Region.size());
  for (size_t K = 0; K < Region.size(); ++K) {
    const Computation *C = Region[K];
    if (const LocalUsers *L = RegionLocal[K]) {
      // The same entries as below: the value itself is in L (usersOf()),
      // the rest of its chain depends on this module.
      LocalOf[C] = L;
      for (const Instruction *O : L->Leaves)
        AddLeaf(O);
      for (const auto &[V, O] : L->Aliased)
        OV.forEachAliasOf(*V, [&, O = O](const Instruction *X) {
          ChainUsers[*X].push_back(O);
        });
      for (const auto &[V, O] : L->Foreign)
        AddUser(*V, O);
      continue;
    }
    for (const Instruction *O : C->instructions()) {
      if (O->opcode() == Opcode::Parameter)
        continue;
      if (isLeaf(*O)) {
        AddLeaf(O);
        continue;
      }
      const Instruction *Op = O->operand(0);
      AddUser(*Op, O);
      if (const Instruction *Carried = oldCarried(*Op))
        AddUser(*Carried, O);
    }
  }
}

void LineageMatcher::oldUsers(
    const Instruction &P, std::vector<const Instruction *> &Out) const {
  if (const auto *Users = ChainUsers.find(P))
    Out.insert(Out.end(), Users->begin(), Users->end());
  const Computation *C = P.parent();
  if (C != LastLocal.C) {
    auto It = LocalOf.find(C);
    LastLocal = {C, It == LocalOf.end() ? nullptr : It->second};
  }
  if (LastLocal.L) {
    auto Users = LastLocal.L->usersOf(P);
    Out.insert(Out.end(), Users.begin(), Users.end());
  }
}

const Instruction *LineageMatcher::extraDep(const Instruction &I) {
  if (I.opcode() == Opcode::Parameter) {
    if (const CallSite *S = NV.soleCallSite(I.parent())) {
      if (!passesOperands(*S->Caller))
        return S->Caller;
      return NV.alias(I);
    }
  } else if (I.opcode() == Opcode::Fusion || I.opcode() == Opcode::Call) {
    return NV.alias(I);
  }
  return nullptr;
}

void LineageMatcher::orderNew() {
  // Iterative post-order: every instruction after what it depends on (its
  // operands, then extraDep()).
  // PERF NOTE: a frame walks its instruction's operand list in place; it
  // used to copy the dependencies into a vector of its own (this runs for
  // every new instruction of a changed computation).
  InstrMap<uint8_t> Mark;
  struct Frame {
    const Instruction *I;
    absl::Span<const Operand> Ops;
    const Instruction *Extra;
    size_t Next;
  };
  std::vector<Frame> Stack;
  // PERF NOTE: until a walk has run, only computations taken as printed
  // are marked, each before the next is looked at: none of the next one's
  // instructions is marked, so InPrintedOrder() need not ask.
  bool Walked = false;
  auto Push = [&](const Instruction *I) {
    Walked = true;
    Mark[*I] = 1;
    Stack.push_back({I, I->operands(), extraDep(*I), 0});
  };
  // Whether the walk would give `C`'s instructions as printed: each one
  // unvisited, and depending only on earlier ones of `C` or on
  // computations both modules share (which the walk does not enter).
  auto InPrintedOrder = [&](const Computation *C) {
    auto All = C->instructions();
    auto Before = [&](const Instruction *D, uint32_t At) {
      if (D->parent() == C)
        return D->index() < At;
      return OV.contains(D->parent());
    };
    for (uint32_t At = 0; At < All.size(); ++At) {
      const Instruction *I = All[At];
      if (Walked && Mark.contains(*I))
        return false;
      for (const Operand &Op : I->operands())
        if (Op.Def && !Before(Op.Def, At))
          return false;
      if (const Instruction *X = extraDep(*I); X && !Before(X, At))
        return false;
    }
    return true;
  };
  for (const Computation *C : New.computations()) {
    if (OV.contains(C))
      continue;
    // PERF NOTE: XLA prints a computation's instructions after what they
    // read, and most steps change one computation (the entry), so the walk
    // most often gives them as printed; that is checked first (a pass over
    // the operands), and the walk, with a frame per instruction, is left
    // for the rest.
    if (InPrintedOrder(C)) {
      for (const Instruction *I : C->instructions()) {
        Mark[*I] = 2;
        Order.push_back(I);
      }
      continue;
    }
    for (const Instruction *Root : C->instructions()) {
      if (Mark.contains(*Root))
        continue;
      Push(Root);
      while (!Stack.empty()) {
        Frame &F = Stack.back();
        const Instruction *D = nullptr;
        while (!D && F.Next < F.Ops.size())
          D = F.Ops[F.Next++].Def;
        if (!D) {
          D = F.Extra;
          F.Extra = nullptr;
        }
        if (D) {
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
