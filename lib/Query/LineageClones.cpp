//===- LineageClones.cpp - Computations a pass copied for a new caller ----===//
//
// A pass that needs a reducer for an instruction it creates often clones an
// existing one (the SPMD partitioner's all-reduce after a partial reduce,
// a scatter rewritten with a fresh combiner). Such a clone has no caller in
// the old module to pair it through, and its original may still be there
// unchanged. LineageMatcher::findClonedComputations() links it, instruction
// by instruction, to an old computation of equal content: the only one, or
// the one that the clone's caller's neighbours (its operands and users, as
// already linked) call, else, with names allowed, the one it is a suffix
// rename of (`region_1.2.clone`). Anything else is reported as a tie.
// The other way round, a computation the step removed because its callers
// now call an equal one (XLA:GPU's computation-deduplicator) is merged
// into that one, instruction by instruction (findMergedComputations()),
// and so is one the step left behind uncalled because its callers were
// merged into equal ones (CSE of two equal loops; findDeadenedCallees()).
//
//===----------------------------------------------------------------------===//

#include "LineageMatcher.h"
#include "MatchUtil.h"

#include <algorithm>

#include "hlotrace/Query/Diff.h"

namespace hlotrace::lineage {

void LineageMatcher::calleesNear(const Instruction &K,
                                 absl::flat_hash_set<const Computation *> &Out) {
  absl::InlinedVector<const Instruction *, 4> Preds;
  auto AddCallees = [&](const Instruction &NewI) {
    Preds.clear();
    bool Firm = false;
    predsOf(NewI, false, Preds, Firm);
    for (const Instruction *P : Preds)
      for (const Computation *C : OV.callees(*P))
        if (C)
          Out.insert(C);
  };
  AddCallees(K);
  Chain NS, LT;
  for (const Operand &O : K.operands()) {
    if (!O.Def)
      continue;
    newSide(O.Def, NS, LT);
    for (const Instruction *Y : NS)
      AddCallees(*Y);
    for (const Instruction *Y : LT)
      AddCallees(*Y);
  }
  for (const Instruction *U : K.users())
    AddCallees(*U);
}

namespace {

/// The instructions of `A` and `B`, two computations of equal content,
/// paired. When both list what the content hash reads in the same order,
/// index by index, and only if they have as many instructions (dead code in
/// one of them, or a hash collision: none); else (a pass re-sorted them) in
/// the order the hash reads them, which the listing does not change, and
/// what nothing reads is left out. False when nothing is paired.
bool pairByContent(
    const Computation &A, const Computation &B,
    std::vector<std::pair<const Instruction *, const Instruction *>> &Out) {
  Out.clear();
  std::vector<const Instruction *> CA, CB;
  std::vector<int32_t> PosA, PosB;
  contentOrder(A, CA, PosA);
  contentOrder(B, CB, PosB);
  auto IA = A.instructions(), IB = B.instructions();
  if (CA.size() != CB.size())
    return false;
  // Listed alike: the counted instructions come in the same order in both.
  bool Alike = true;
  for (size_t KA = 0, KB = 0; Alike;) {
    while (KA < IA.size() && PosA[IA[KA]->index()] < 0)
      ++KA;
    while (KB < IB.size() && PosB[IB[KB]->index()] < 0)
      ++KB;
    if (KA == IA.size() || KB == IB.size()) {
      Alike = KA == IA.size() && KB == IB.size();
      break;
    }
    Alike = PosA[IA[KA++]->index()] == PosB[IB[KB++]->index()];
  }
  if (Alike) {
    if (IA.size() != IB.size())
      return false;
    for (size_t K = 0; K < IA.size(); ++K)
      Out.push_back({IA[K], IB[K]});
  } else {
    for (size_t K = 0; K < CA.size(); ++K)
      Out.push_back({CA[K], CB[K]});
  }
  return !Out.empty();
}

/// A loop, call or conditional.
bool isCaller(const Instruction &N) {
  Opcode Op = N.opcode();
  return Op == Opcode::While || Op == Opcode::Call ||
         Op == Opcode::Conditional;
}

} // namespace

void LineageMatcher::linkCopy(const Computation &C, const Computation &O,
                              float Conf) {
  std::vector<std::pair<const Instruction *, const Instruction *>> Pairs;
  if (!pairByContent(O, C, Pairs))
    return;
  for (const auto &[OI, NI] : Pairs) {
    bool Exact = NewKeys.keys(*NI, New)[Tier::Exact] ==
                 OldKeys.keys(*OI, Old)[Tier::Exact];
    link(*NI, *OI, Exact ? Tier::Exact : Tier::Loose, Conf);
  }
}

void LineageMatcher::findClonedComputations() {
  std::vector<const Computation *> Orphans;
  for (const Computation *C : New.computations()) {
    if (OV.contains(C) || pairOf(C) || C == New.entry() || !C->root())
      continue;
    bool Linked = false;
    for (const Instruction *I : C->instructions())
      Linked |= !isCreated(*I);
    if (!Linked)
      Orphans.push_back(C);
  }
  if (Orphans.empty())
    return;
  // PERF NOTE: hashing the content of every old computation at every step
  // would cost a pass over the module; only those of an orphan's size and
  // root opcode can be its original.
  auto Cheap = [](const Computation &C) {
    return std::pair(C.instructionCount(),
                     static_cast<int>(C.root()->opcode()));
  };
  absl::flat_hash_set<std::pair<size_t, int>> Sizes;
  for (const Computation *C : Orphans)
    Sizes.insert(Cheap(*C));
  absl::flat_hash_map<uint64_t, std::vector<const Computation *>> ByContent;
  for (const Computation *C : Old.computations())
    if (C != Old.entry() && C->root() && Sizes.contains(Cheap(*C)))
      ByContent[OldKeys.contentHash(*C, Old, Tier::Loose)].push_back(C);

  for (const Computation *C : Orphans) {
    // Loose content: a partitioner's clone gains `sharding={replicated}`.
    auto It = ByContent.find(NewKeys.contentHash(*C, New, Tier::Loose));
    if (It == ByContent.end())
      continue;
    std::vector<const Computation *> Left = It->second;
    // The only candidate proves the copy when it is gone from the new
    // module; when it is still there, C may be a fresh computation that
    // happens to compute the same (a pass's own `add` reducer).
    float Conf = NV.contains(Left[0]) || PairOld.contains(Left[0]) ? 0.9f
                                                                    : 1.0f;
    if (Left.size() > 1) {
      // Evidence from the callers: what their linked neighbours call.
      absl::flat_hash_set<const Computation *> Near;
      for (const CallSite &S : NV.callSites(C))
        calleesNear(*S.Caller, Near);
      std::vector<const Computation *> Keep;
      for (const Computation *O : Left)
        if (Near.contains(O))
          Keep.push_back(O);
      if (Keep.empty())
        continue; // Nothing says C is a copy rather than a fresh reducer.
      Left.swap(Keep);
      Conf = 0.9f;
    }
    if (Left.size() > 1 && Options.UseNames) {
      std::vector<const Computation *> Keep;
      for (const Computation *O : Left)
        if (isSuffixRename(O->name(), C->name()))
          Keep.push_back(O);
      if (!Keep.empty()) {
        Left.swap(Keep);
        Conf = 0.7f;
      }
    }
    if (Left.size() == 1) {
      linkCopy(*C, *Left[0], Conf);
      continue;
    }
    LineageAmbiguity A;
    A.Subject = C->root();
    A.SubjectIsOld = false;
    for (const Computation *O : Left)
      if (O->root())
        A.Candidates.push_back(O->root());
    std::sort(A.Candidates.begin(), A.Candidates.end());
    if (A.Candidates.size() >= 2)
      Ambig.push_back(std::move(A));
  }
}

void LineageMatcher::findMergedComputations() {
  // The callers are found by name in their paired computation.
  if (!Options.UseNames)
    return;
  std::vector<std::pair<const Instruction *, const Instruction *>> Pairs;
  for (const Computation *C : Old.computations()) {
    if (PairOld.contains(C) || C == Old.entry() || !C->root())
      continue;
    // C is gone: what do its callers' successors call in its place?
    query::TwinCallee Twin(C, OldKeys.contentHash(*C, Old));
    for (const CallSite &S : OV.callSites(C)) {
      auto P = PairOld.find(S.Caller->parent());
      if (P == PairOld.end())
        continue;
      const Instruction *K = P->second->find(S.Caller->name());
      if (!K || K->opcode() != S.Caller->opcode())
        continue;
      Twin.offer(NV.callees(*K), S.Position, [&](const Computation &D) {
        return NewKeys.contentHash(D, New);
      });
    }
    const Computation *Into = Twin.found();
    if (!Into)
      continue;
    if (!pairByContent(*C, *Into, Pairs))
      continue;
    for (const auto &[OI, NI] : Pairs)
      if (!Claimed.contains(*OI))
        MergedInto.push_back({OI, NI});
  }
}

const Instruction *
LineageMatcher::soleOldCaller(const Instruction &N,
                              absl::Span<const Computation *const> Olds) {
  auto NC = NV.callees(N);
  const Computation *OP = pairOf(N.parent());
  // The first callee that stands for an old computation; one that stands
  // for none (left unpaired by a remake) does not count against a caller.
  size_t FirstAt = 0;
  while (FirstAt < Olds.size() && !Olds[FirstAt])
    ++FirstAt;
  if (!OP || FirstAt == Olds.size() || Olds.size() != NC.size())
    return nullptr;
  const Instruction *Found = nullptr;
  bool Clash = false;
  for (const CallSite &S : OV.callSites(Olds[FirstAt])) {
    const Instruction *O = S.Caller;
    if (O->opcode() != N.opcode() || O->parent() != OP ||
        Claimed.contains(*O) || S.Position != FirstAt || O == Found)
      continue;
    auto OC = OV.callees(*O);
    bool Same = OC.size() == NC.size();
    for (size_t K = 0; K < NC.size() && Same; ++K)
      Same = Olds[K] ? Olds[K] == OC[K] : NC[K] || !OC[K];
    if (!Same)
      continue;
    Clash |= Found != nullptr;
    Found = O;
  }
  return Clash ? nullptr : Found;
}

void LineageMatcher::linkRemadeCallers() {
  // A loop, call or conditional whose callees were remade (paired with the
  // old one's, pairCopiesForCallSites) changes its key with them, and with
  // its state's shape when a pass widens it (while-loop-invariant-code-
  // motion): it is the old instruction that called, in every slot, what
  // its callees continue, in the caller's paired computation. A remade
  // callee left unpaired (simplify-while-loops drops a loop state element
  // from the middle: the condition, a get-tuple-element and a compare, no
  // longer pairs by content) does not stand against the others.
  absl::InlinedVector<const Computation *, 4> Olds;
  for (const Instruction *N : Order) {
    if (!isCaller(*N) || !state(*N).Firm.empty())
      continue;
    auto NC = NV.callees(*N);
    bool Remade = false;
    Olds.clear();
    for (const Computation *X : NC) {
      Remade |= X && !OV.contains(X);
      // The old computation a new callee continues (itself when shared).
      const Computation *Old = X && OV.contains(X) ? X : nullptr;
      if (X && !Old)
        if (auto P = PairNew.find(X); P != PairNew.end())
          Old = P->second;
      Olds.push_back(Old);
    }
    if (!Remade)
      continue;
    if (const Instruction *Found = soleOldCaller(*N, Olds))
      link(*N, *Found, Tier::Loose, 0.9f);
  }
}

void LineageMatcher::linkLoopsByTheirBodies() {
  // A loop whose state lost an element from the middle (simplify-while-
  // loops) has its body and condition remade with other parameters and
  // root tuples: they pair with no old computation, though most of what
  // they hold was linked as copies of the old ones. The old computation
  // most of a new callee's linked instructions come from (at least three,
  // and half of what it holds) stands for it; a loop, call or conditional
  // left unlinked is the old one, in the caller's pair, with those callees
  // (a callee that stands for none does not count against it).
  auto Majority = [&](const Computation *X) -> const Computation * {
    if (!X || OV.contains(X))
      return X;
    if (auto P = PairNew.find(X); P != PairNew.end() && P->second)
      return P->second;
    absl::flat_hash_map<const Computation *, int> Votes;
    for (const Instruction *I : X->instructions())
      if (const NewState *S = States.find(*I))
        for (const RawLink &L : S->Firm)
          if (!L.Rewrite) {
            ++Votes[L.Old->parent()];
            break;
          }
    const Computation *Best = nullptr;
    int Most = 0;
    for (const auto &[C, V] : Votes)
      if (V > Most || (V == Most && C < Best)) {
        Best = C;
        Most = V;
      }
    return Most >= 3 && 2 * Most >= static_cast<int>(X->instructions().size())
               ? Best
               : nullptr;
  };
  absl::InlinedVector<const Computation *, 4> Olds;
  for (const Instruction *N : Order) {
    if (!isCaller(*N) || !state(*N).Firm.empty() ||
        !state(*N).Tentative.empty())
      continue;
    Olds.clear();
    for (const Computation *X : NV.callees(*N))
      Olds.push_back(Majority(X));
    if (const Instruction *Found = soleOldCaller(*N, Olds))
      link(*N, *Found, Tier::Loose, 0.9f);
  }
}

bool LineageMatcher::sameFromRoot(
    const Computation &A, const Computation &B,
    std::vector<std::pair<const Instruction *, const Instruction *>> &Out) {
  // PERF NOTE: walks from both roots in operand order, so the order in
  // which the instructions are listed does not matter (two equal loop
  // bodies that CSE merged may list them differently).
  Out.clear();
  InstrMap<const Instruction *> Seen;
  std::vector<std::pair<const Instruction *, const Instruction *>> Work;
  if (!A.root() || !B.root())
    return false;
  Work.push_back({A.root(), B.root()});
  while (!Work.empty()) {
    auto [X, Y] = Work.back();
    Work.pop_back();
    if (const Instruction **Known = Seen.find(*X)) {
      if (*Known != Y)
        return false;
      continue;
    }
    if (X->operandCount() != Y->operandCount() ||
        OldKeys.keys(*X, Old)[Tier::Exact] != NewKeys.keys(*Y, New)[Tier::Exact])
      return false;
    Seen[*X] = Y;
    Out.push_back({X, Y});
    for (size_t K = 0; K < X->operandCount(); ++K) {
      const Instruction *XO = X->operand(K), *YO = Y->operand(K);
      bool XIn = XO && XO->parent() == &A, YIn = YO && YO->parent() == &B;
      if (XIn != YIn)
        return false;
      if (XIn)
        Work.push_back({XO, YO});
    }
  }
  return true;
}

void LineageMatcher::findDeadenedCallees() {
  // Successors of old callers, from the firm links.
  // PERF NOTE: made when a computation first needs it: at most steps none
  // does (every old callee is still called), and this walks every link.
  // (Not successors(): that one keeps only the lists findMerges() and
  // findRewrites() read.)
  InstrMap<absl::InlinedVector<const Instruction *, 1>> Succ;
  bool HaveSucc = false;
  std::vector<std::pair<const Instruction *, const Instruction *>> Pairs;
  for (const Computation *C : Old.computations()) {
    if (C == Old.entry() || !C->root() || OV.callSites(C).empty())
      continue;
    // C lives on in the new module (itself, or its pair), called by
    // nothing there: its callers were merged into others (CSE of two equal
    // loops or calls). A fused computation stays its fusion's: the
    // fusion's own link says where it went.
    const Computation *D = NV.contains(C) ? C : nullptr;
    if (!D)
      if (auto P = PairOld.find(C); P != PairOld.end())
        D = P->second;
    if (!D || !NV.callSites(D).empty() || OV.fusionOf(C))
      continue;
    if (!HaveSucc) {
      HaveSucc = true;
      for (const Instruction *N : Order)
        for (const RawLink &L : States.find(*N)->Firm)
          Succ[*L.Old].push_back(N);
    }
    // What the callers' successors (of the same opcode) call in its place.
    absl::InlinedVector<const Computation *, 2> Into;
    for (const CallSite &S : OV.callSites(C)) {
      const auto *Known = Succ.find(*S.Caller);
      if (!Known)
        continue;
      for (const Instruction *K : *Known) {
        if (K->opcode() != S.Caller->opcode())
          continue;
        auto Callees = NV.callees(*K);
        const Computation *X =
            S.Position < Callees.size() ? Callees[S.Position] : nullptr;
        if (X && X != D &&
            std::find(Into.begin(), Into.end(), X) == Into.end())
          Into.push_back(X);
      }
    }
    if (Into.size() != 1 || !sameFromRoot(*C, *Into[0], Pairs))
      continue;
    MergedInto.insert(MergedInto.end(), Pairs.begin(), Pairs.end());
  }
}

} // namespace hlotrace::lineage
