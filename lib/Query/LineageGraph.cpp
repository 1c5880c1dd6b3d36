//===- LineageGraph.cpp - Call sites and value aliases of a module --------===//

#include "LineageGraph.h"

#include "hlotrace/IR/Attribute.h"

namespace hlotrace::lineage {
namespace {

/// I.parameterNumber(), read directly when the payload is a few plain
/// digits (every parameter XLA prints).
/// PERF NOTE: alias() asks for every parameter it meets; the general
/// integer parse cost more than the rest of alias().
std::optional<int64_t> parameterNumberOf(const Instruction &I) {
  if (I.opcode() == Opcode::Parameter && I.hasPayload()) {
    absl::string_view P = I.payload();
    int64_t N = 0;
    bool Digits = !P.empty() && P.size() <= 9;
    for (size_t K = 0; K < P.size() && Digits; ++K) {
      Digits = P[K] >= '0' && P[K] <= '9';
      N = N * 10 + (P[K] - '0');
    }
    if (Digits)
      return N;
  }
  return I.parameterNumber();
}

} // namespace

ModuleView::ModuleView(const Module &M, SharedCalls *Shared) : M(&M) {
  Comps.reserve(M.computations().size());
  for (const Computation *C : M.computations())
    Comps.insert(C);
  auto Add = [&](const Instruction *I) {
    // Module::calledComputations(), without its vector.
    auto &Cs = Called[I];
    for (absl::string_view Name : I->calledComputationNames())
      Cs.push_back(M.find(Name));
    for (uint32_t P = 0; P < Cs.size(); ++P)
      if (Cs[P])
        Sites[Cs[P]].push_back({I, P});
  };
  // PERF NOTE: a computation's callers are found once per run of steps
  // (Shared), not by walking every instruction of every snapshot.
  if (!Shared) {
    for (const Computation *C : M.computations())
      for (const Instruction *I : C->instructions())
        if (!I->calledComputationNames().empty())
          Add(I);
    return;
  }
  // PERF NOTE: the callers are counted first and the maps sized once
  // (a module after fusion has thousands of callers; growing the maps
  // rehashed them several times per module). Neither map is iterated.
  // Spans of the shared lists' buffers, which stay put when the map moves
  // the lists.
  std::vector<absl::Span<const uint32_t>> Positions;
  Positions.reserve(M.computations().size());
  size_t Callers = 0;
  for (const Computation *C : M.computations()) {
    auto [It, Made] = Shared->Callers.try_emplace(C);
    if (Made)
      for (const Instruction *I : C->instructions())
        if (!I->calledComputationNames().empty())
          It->second.push_back(I->index());
    Positions.push_back(It->second);
    Callers += It->second.size();
  }
  Called.reserve(Callers);
  Sites.reserve(M.computations().size());
  for (size_t K = 0; K < Positions.size(); ++K) {
    auto All = M.computations()[K]->instructions();
    for (uint32_t P : Positions[K])
      Add(All[P]);
  }
}

absl::Span<const Computation *const>
ModuleView::calleesNamed(const Instruction &I) {
  auto It = Called.find(&I);
  if (It == Called.end())
    return {};
  return It->second;
}

absl::Span<const CallSite> ModuleView::callSites(const Computation *C) const {
  auto It = Sites.find(C);
  if (It == Sites.end())
    return {};
  return It->second;
}

const CallSite *ModuleView::soleCallSite(const Computation *C) const {
  // PERF NOTE: asked for every parameter aliased, mostly of the same
  // computation in a row; the last answer is kept (Sites is not changed
  // after construction).
  if (C && C == LastSoleOf)
    return LastSole;
  auto It = Sites.find(C);
  const CallSite *S =
      It == Sites.end() || It->second.size() != 1 ? nullptr : &It->second[0];
  LastSoleOf = C;
  LastSole = S;
  return S;
}

const Instruction *ModuleView::fusionOf(const Computation *C) const {
  const CallSite *S = soleCallSite(C);
  return S && S->Caller->opcode() == Opcode::Fusion ? S->Caller : nullptr;
}

const Instruction *ModuleView::tupleElement(const Instruction &T,
                                            int64_t Index, int Depth) {
  const Instruction *Cur = &T;
  for (int D = 0; D < Depth && Cur; ++D) {
    if (Cur->opcode() == Opcode::Tuple)
      return Index >= 0 && static_cast<size_t>(Index) < Cur->operandCount()
                 ? Cur->operand(Index)
                 : nullptr;
    if (Cur->opcode() == Opcode::GetTupleElement)
      return nullptr; // Nested tuples: not followed.
    Cur = alias(*Cur);
  }
  return nullptr;
}

const Instruction *ModuleView::alias(const Instruction &I) {
  switch (I.opcode()) {
  case Opcode::Parameter: {
    const CallSite *S = soleCallSite(I.parent());
    std::optional<int64_t> N = parameterNumberOf(I);
    if (!S || !N)
      return nullptr;
    const Instruction &K = *S->Caller;
    int64_t Op = -1;
    switch (K.opcode()) {
    case Opcode::Fusion:
    case Opcode::Call:
    case Opcode::AsyncStart:
      Op = *N;
      break;
    case Opcode::While:
      Op = *N == 0 ? 0 : -1;
      break;
    case Opcode::Conditional:
      Op = *N == 0 ? S->Position + 1 : -1;
      break;
    default:
      break;
    }
    if (Op < 0 || static_cast<size_t>(Op) >= K.operandCount())
      return nullptr;
    return K.operand(Op);
  }
  case Opcode::Fusion:
  case Opcode::Call: {
    auto Cs = callees(I);
    if (Cs.size() != 1 || !Cs[0] || !soleCallSite(Cs[0]))
      return nullptr;
    return Cs[0]->root();
  }
  case Opcode::GetTupleElement: {
    if (I.operandCount() != 1 || !I.operand(0))
      return nullptr;
    auto Index = I.attribute("index");
    std::optional<int64_t> N = Index ? attr::integer(*Index) : std::nullopt;
    if (!N)
      return nullptr;
    return tupleElement(*I.operand(0), *N, 4);
  }
  default:
    return nullptr;
  }
}

const Chain &ModuleView::chain(const Instruction &I) {
  if (const Chain *Known = Chains.find(I))
    return *Known;
  Chain C;
  C.push_back(&I);
  const Instruction *Cur = &I;
  for (int D = 0; D < kChainDepth; ++D) {
    Cur = alias(*Cur);
    if (!Cur)
      break;
    bool Seen = false;
    for (const Instruction *X : C)
      Seen |= X == Cur;
    if (Seen)
      break;
    C.push_back(Cur);
  }
  return Chains[I] = std::move(C);
}

} // namespace hlotrace::lineage
