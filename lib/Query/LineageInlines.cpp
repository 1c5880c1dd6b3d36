//===- LineageInlines.cpp - A callee inlined at each of several calls -----===//
//
// call-inliner copies a callee's body into each caller. A callee with one
// call site is matched bottom-up: its parameters stand for the call's
// operands (ModuleView::alias). A callee called from several places has no
// such alias, and its copies went unlinked: XLA:TPU inlines before it
// flattens the call graph, so a helper jitted twice (a silu, a where) is
// inlined twice, and a call reading such calls (a scan body's layer) lost
// its body too. Here each old call the step removed is followed to what
// stands in its place (a user's replacement; for a root call, the new
// root; for a callee returning a tuple, the tuple the call was rewritten
// as), and the callee's body is
// matched from its root down against that: a parameter against what
// continues the call's operand, or, when that operand is a call the step
// inlined too, against that call's body. Each matched copy is linked to
// the callee's instruction, inlined via its call. Runs once structure has
// linked what it can (so that the next rounds reach what reads the
// copies), and again at the end, when the rewrites are known.
//
//===----------------------------------------------------------------------===//

#include "LineageKeys.h"
#include "LineageMatcher.h"

namespace hlotrace::lineage {
namespace {

struct InlinedCopy {
  const Instruction *Old, *New, *Call;
};

} // namespace

void LineageMatcher::findMultiSiteInlines() {
  constexpr size_t kMaxBody = 512;
  std::vector<InlinedCopy> Found;
  // (callee instruction, its call) -> the copy matched to it: a callee
  // inlined at two calls the one body reaches has a copy for each.
  absl::flat_hash_map<std::pair<const Instruction *, const Instruction *>,
                      const Instruction *>
      Seen;
  // The single callee of old call `C` when the step inlined it (no
  // successor), else null.
  auto InlinedCallee = [&](const Instruction *C) -> const Computation * {
    if (!C || C->opcode() != Opcode::Call || hasSuccessor(*C))
      return nullptr;
    auto Callees = OV.callees(*C);
    return Callees.size() == 1 && Callees[0] && Callees[0]->root()
               ? Callees[0]
               : nullptr;
  };
  // Whether new `N` computes old `O` of the callee of `Call`.
  std::function<bool(const Instruction *, const Instruction *,
                     const Instruction &)>
      Match = [&](const Instruction *O, const Instruction *N,
                  const Instruction &Call) -> bool {
    if (!O || !N || Found.size() > kMaxBody)
      return false;
    if (O->opcode() == Opcode::Parameter) {
      std::optional<int64_t> K = O->parameterNumber();
      if (!K || *K < 0 || static_cast<size_t>(*K) >= Call.operandCount())
        return false;
      const Instruction *Arg = Call.operand(*K);
      if (const Computation *Inner = InlinedCallee(Arg))
        if (Match(Inner->root(), N, *Arg))
          return true;
      return Arg && operandStrength(Arg, N) >= 2;
    }
    if (auto It = Seen.find(std::make_pair(O, &Call)); It != Seen.end())
      return It->second == N;
    if (OV.contains(N->parent()) || N->opcode() != O->opcode() ||
        N->operandCount() != O->operandCount() ||
        !sameShapeWithoutLayout(N->shape(), O->shape()) ||
        !OV.callees(*O).empty())
      return false;
    // Unlinked, or linked to `O` already (a constant cloned), or a rewrite
    // of the call (what stands in its place).
    if (const NewState *S = States.find(*N)) {
      if (!S->Tentative.empty() &&
          std::find(S->Tentative.begin(), S->Tentative.end(), O) ==
              S->Tentative.end())
        return false;
      for (const RawLink &L : S->Firm)
        if (L.Old != O && !(L.Rewrite && L.Old == &Call))
          return false;
    }
    if (O->opcode() == Opcode::Constant && O->payload() != N->payload())
      return false;
    Seen[std::make_pair(O, &Call)] = N;
    for (size_t K = 0; K < O->operandCount(); ++K)
      if (!Match(O->operand(K), N->operand(K), Call))
        return false;
    Found.push_back({O, N, &Call});
    return true;
  };
  // Old call -> the new instructions it was rewritten as.
  InstrMap<SuccessorList> RewrittenAs;
  for (const Instruction *N : Order)
    if (const NewState *S = States.find(*N))
      for (const RawLink &L : S->Firm)
        if (L.Rewrite && L.Old->opcode() == Opcode::Call)
          RewrittenAs[*L.Old].push_back(N);
  SuccessorList Succ;
  for (const Instruction *O : OldChanged) {
    const Computation *Callee = InlinedCallee(O);
    if (!Callee)
      continue;
    const Instruction *Root = Callee->root();
    // What stands in the call's place.
    const Instruction *Y = nullptr;
    if (O->isRoot()) {
      auto Pair = PairOld.find(O->parent());
      if (Pair != PairOld.end() && Pair->second)
        Y = Pair->second->root();
    } else if (Root->opcode() == Opcode::Tuple) {
      if (const SuccessorList *R = RewrittenAs.find(*O))
        for (const Instruction *X : *R)
          if (X->opcode() == Opcode::Tuple)
            Y = X;
    } else {
      for (const Instruction *U : O->users()) {
        successorsOf(*U, Succ);
        for (const Instruction *UN : Succ)
          for (size_t J = 0; J < U->operandCount() && !Y; ++J)
            if (U->operand(J) == O && J < UN->operandCount())
              Y = UN->operand(J);
        if (Y)
          break;
      }
    }
    if (!Y)
      continue;
    Found.clear();
    Seen.clear();
    if (!Match(Root, Y, *O))
      continue;
    for (const InlinedCopy &C : Found) {
      link(*C.New, *C.Old, Tier::Exact, 1.0f);
      InlinedAt[*C.New] = C.Call;
    }
  }
}

} // namespace hlotrace::lineage
