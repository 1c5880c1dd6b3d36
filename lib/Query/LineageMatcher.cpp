//===- LineageMatcher.cpp - Pairing instructions of two snapshots ---------===//

#include "LineageMatcher.h"

#include <algorithm>
#include <functional>

#include "LineagePartitioning.h"
#include "hlotrace/Query/Diff.h"

namespace hlotrace::lineage {
namespace {

bool contains(const Chain &C, const Instruction *I) {
  for (const Instruction *X : C)
    if (X == I)
      return true;
  return false;
}

bool inSorted(const std::vector<const Instruction *> &V,
              const Instruction *I) {
  return std::binary_search(V.begin(), V.end(), I);
}

/// Callers whose callee parameters stand for the caller's operands.
bool passesOperands(const Instruction &K) {
  return K.opcode() == Opcode::Fusion || K.opcode() == Opcode::Call ||
         K.opcode() == Opcode::AsyncStart;
}

bool isLeaf(const Instruction &I) {
  return I.operandCount() == 0 || !I.operand(0);
}

/// One candidate and how well its operands matched.
struct Candidate {
  const Instruction *Old;
  int MinStrength;
  int SumStrength;
};

} // namespace

LineageMatcher::LineageMatcher(const Module &Old, const Module &New,
                               const LineageOptions &Options, ModuleView &OV,
                               KeyCache &OldKeys, ModuleView &NV,
                               KeyCache &NewKeys)
    : Old(Old), New(New), Options(Options), OV(OV), NV(NV), OldKeys(OldKeys),
      NewKeys(NewKeys) {}

const Computation *LineageMatcher::pairOf(const Computation *C) const {
  auto It = PairNew.find(C);
  return It == PairNew.end() ? nullptr : It->second;
}

void LineageMatcher::run() {
  Partitioning = isPartitioningStep(Old, New);
  MaxShards = partitionCount(New);
  pairComputations();
  indexOld();
  orderNew();
  // Round 0 uses structure only; later rounds also pair in place what
  // structure could not, which lets the users of those pair again.
  constexpr int kRounds = 3;
  for (int Round = 0; Round < kRounds; ++Round) {
    for (const Instruction *N : Order) {
      NewState &S = state(*N);
      if (!S.Firm.empty())
        continue;
      matchBottomUp(*N);
      if (Round > 0 && S.Firm.empty() && S.Tentative.empty())
        matchInPlace(*N);
    }
    for (auto It = Order.rbegin(); It != Order.rend(); ++It)
      if (!state(**It).Tentative.empty())
        refineTopDown(**It);
    resolveTies(/*Final=*/Round == kRounds - 1);
  }
  findClonedComputations();
  findMerges();
  findRewrites();
}

//===----------------------------------------------------------------------===//
// Computations
//===----------------------------------------------------------------------===//

void LineageMatcher::pairComputations() {
  auto Pair = [&](const Computation *N, const Computation *O) {
    PairNew[N] = O;
    PairOld[O] = N;
  };
  for (const Computation *C : New.computations())
    if (OV.contains(C))
      Pair(C, C);
  for (const Computation *C : New.computations()) {
    if (PairNew.contains(C))
      continue;
    const Computation *O = Old.find(C->name());
    if (O && !PairOld.contains(O))
      Pair(C, O);
  }
  // The entry continues the entry, whatever its name (SPMD partitioning
  // and Shardy rename it).
  if (const Computation *NE = New.entry(), *OE = Old.entry(); NE && OE &&
                                                              pairOf(NE) != OE) {
    if (auto It = PairOld.find(OE); It != PairOld.end())
      PairNew.erase(It->second);
    if (const Computation *Prev = pairOf(NE))
      PairOld.erase(Prev);
    Pair(NE, OE);
  }
  // Renamed copies: unique equal content among the unpaired.
  absl::flat_hash_map<uint64_t, std::vector<const Computation *>> OldByContent;
  bool Any = false;
  for (const Computation *C : New.computations())
    Any |= !PairNew.contains(C);
  if (!Any)
    return;
  for (const Computation *C : Old.computations())
    if (!PairOld.contains(C))
      OldByContent[OldKeys.contentHash(*C, Old)].push_back(C);
  absl::flat_hash_map<uint64_t, std::vector<const Computation *>> NewByContent;
  for (const Computation *C : New.computations())
    if (!PairNew.contains(C))
      NewByContent[NewKeys.contentHash(*C, New)].push_back(C);
  for (const auto &[H, Ns] : NewByContent) {
    auto It = OldByContent.find(H);
    if (Ns.size() == 1 && It != OldByContent.end() && It->second.size() == 1)
      Pair(Ns[0], It->second[0]);
  }
}

const absl::flat_hash_set<const Computation *> &
LineageMatcher::home(const Computation *C) {
  if (auto It = Homes.find(C); It != Homes.end())
    return It->second;
  absl::flat_hash_set<const Computation *> H;
  std::vector<const Computation *> Work;
  if (const Computation *P = pairOf(C))
    Work.push_back(P);
  // A fused or called computation draws from its caller's home.
  if (const CallSite *S = NV.soleCallSite(C))
    for (const Computation *X : home(S->Caller->parent()))
      H.insert(X);
  while (!Work.empty()) {
    const Computation *X = Work.back();
    Work.pop_back();
    if (!H.insert(X).second)
      continue;
    for (const Instruction *I : X->instructions())
      for (const Computation *Callee : OV.callees(*I))
        if (Callee && !H.contains(Callee))
          Work.push_back(Callee);
  }
  return Homes[C] = std::move(H);
}

//===----------------------------------------------------------------------===//
// Indexes and order
//===----------------------------------------------------------------------===//

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
      Indexed.insert(O);
      if (O->opcode() == Opcode::Parameter)
        continue;
      if (isLeaf(*O)) {
        const InstrKeys &K = OldKeys.keys(*O, Old);
        for (int T = 0; T < 3; ++T)
          Leaves[{K.Key[T], T}].push_back(O);
        continue;
      }
      const Instruction *Op = O->operand(0);
      for (const Instruction *X : OV.chain(*Op))
        ChainUsers[X].push_back({O, 0});
      if (isValuePreserving(*Op) && Op->operandCount() == 1 && Op->operand(0))
        for (const Instruction *X : OV.chain(*Op->operand(0)))
          ChainUsers[X].push_back({O, 0});
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
  absl::flat_hash_map<const Instruction *, uint8_t> Mark;
  struct Frame {
    const Instruction *I;
    absl::InlinedVector<const Instruction *, 8> Deps;
    size_t Next = 0;
  };
  std::vector<Frame> Stack;
  auto Push = [&](const Instruction *I) {
    Mark[I] = 1;
    Stack.push_back({I, {}, 0});
    visitDeps(*I, Stack.back().Deps);
  };
  for (const Computation *C : New.computations()) {
    if (OV.contains(C))
      continue;
    for (const Instruction *Root : C->instructions()) {
      if (Mark.contains(Root))
        continue;
      Push(Root);
      while (!Stack.empty()) {
        Frame &F = Stack.back();
        if (F.Next < F.Deps.size()) {
          const Instruction *D = F.Deps[F.Next++];
          if (!OV.contains(D->parent()) && !Mark.contains(D))
            Push(D);
          continue;
        }
        Mark[F.I] = 2;
        Order.push_back(F.I);
        Stack.pop_back();
      }
    }
  }
  States.reserve(Order.size());
  for (const Instruction *I : Order)
    States[I];
}

//===----------------------------------------------------------------------===//
// Operand evidence
//===----------------------------------------------------------------------===//

bool LineageMatcher::isCreated(const Instruction &N) {
  if (OV.contains(N.parent()))
    return false;
  auto It = States.find(&N);
  return It == States.end() ||
         (It->second.Firm.empty() && It->second.Tentative.empty());
}

void LineageMatcher::carriers(const Instruction &Y,
                              absl::InlinedVector<uint32_t, 4> &Out) {
  Out.clear();
  if (isValuePreserving(Y) && Y.operandCount() == 1 && Y.operand(0)) {
    Out.push_back(0);
    return;
  }
  if (!Partitioning)
    return;
  // PERF NOTE: asked for every operand comparison; a dynamic-slice's or
  // select's answer walks its offsets, so it is kept.
  auto [It, Inserted] = Carriers.try_emplace(&Y);
  if (Inserted)
    carrierOperands(Y, It->second);
  Out = It->second;
}

void LineageMatcher::newSide(const Instruction *NewOp, Chain &Out,
                             Chain &LookThrough) {
  Out = NV.chain(*NewOp);
  LookThrough.clear();
  // Through what the step put in front of the value, several in a row: a
  // created copy or bitcast; in a partitioning step also collectives and
  // resharding ops (LineagePartitioning.h).
  absl::InlinedVector<const Instruction *, 8> Work(Out.begin(), Out.end());
  absl::InlinedVector<uint32_t, 4> Js;
  for (size_t K = 0; K < Work.size() && K < 16; ++K) {
    const Instruction *Y = Work[K];
    carriers(*Y, Js);
    if (Js.empty() || !isCreated(*Y))
      continue;
    for (uint32_t J : Js)
      if (const Instruction *Op = Y->operand(J))
        for (const Instruction *Z : NV.chain(*Op)) {
          LookThrough.push_back(Z);
          Work.push_back(Z);
        }
  }
}

int LineageMatcher::operandStrength(const Instruction *OldOp,
                                    const Instruction *NewOp) {
  if (!OldOp || !NewOp)
    return 0;
  // PERF NOTE: the common case, decided as the first test below would
  // decide it, before any chain is built: the new operand is the old one (a
  // shared computation) or is firmly linked to it.
  if (OV.contains(NewOp->parent())) {
    if (NewOp == OldOp)
      return 3;
  } else if (auto It = States.find(NewOp); It != States.end()) {
    for (const RawLink &L : It->second.Firm)
      if (!L.Rewrite && L.Old == OldOp)
        return 3;
  }
  Chain NS, LT;
  newSide(NewOp, NS, LT);
  auto Test = [&](const Chain &OC, const Instruction *Y, int FirmScore) {
    if (OV.contains(Y->parent()))
      return contains(OC, Y) ? FirmScore : 0;
    auto It = States.find(Y);
    if (It == States.end())
      return 0;
    for (const RawLink &L : It->second.Firm)
      if (!L.Rewrite && contains(OC, L.Old))
        return FirmScore;
    if (!It->second.Tentative.empty())
      for (const Instruction *X : OC)
        if (inSorted(It->second.Tentative, X))
          return 1;
    return 0;
  };
  const Chain &OC = OV.chain(*OldOp);
  int Best = 0;
  for (const Instruction *Y : NS)
    if ((Best = std::max(Best, Test(OC, Y, 3))) == 3)
      return 3;
  for (const Instruction *Y : LT)
    Best = std::max(Best, Test(OC, Y, 2));
  if (Best < 2 && isValuePreserving(*OldOp) && OldOp->operandCount() == 1 &&
      OldOp->operand(0)) {
    const Chain &OC2 = OV.chain(*OldOp->operand(0));
    for (const Instruction *Y : NS)
      Best = std::max(Best, Test(OC2, Y, 2));
    for (const Instruction *Y : LT)
      Best = std::max(Best, Test(OC2, Y, 2));
  }
  return Best;
}

void LineageMatcher::predsOf(const Instruction &New, bool WithTentative,
                             absl::InlinedVector<const Instruction *, 4> &Out,
                             bool &Firm) {
  Firm = false;
  if (OV.contains(New.parent())) {
    Out.push_back(&New);
    Firm = true;
    return;
  }
  auto It = States.find(&New);
  if (It == States.end())
    return;
  for (const RawLink &L : It->second.Firm)
    if (!L.Rewrite) {
      Out.push_back(L.Old);
      Firm = true;
    }
  if (WithTentative)
    for (const Instruction *X : It->second.Tentative)
      Out.push_back(X);
}

void LineageMatcher::link(const Instruction &N, const Instruction &O, Tier T,
                          float Conf) {
  if (Partitioning) {
    const InstrKeys &OK = OldKeys.keys(O, Old), &NK = NewKeys.keys(N, New);
    if (OK[Tier::Exact] == NK[Tier::Exact])
      T = Tier::Exact;
    else if (OK[Tier::Loose] == NK[Tier::Loose])
      T = Tier::Loose;
    else if (shardOf(O.shape(), N.shape(), MaxShards))
      T = Tier::Coarse;
  }
  NewState &S = state(N);
  for (const RawLink &L : S.Firm)
    if (L.Old == &O)
      return;
  S.Firm.push_back({&O, T, Conf, false});
  S.Tentative.clear();
  Claimed.insert(&O);
}

//===----------------------------------------------------------------------===//
// Bottom-up
//===----------------------------------------------------------------------===//

void LineageMatcher::matchParameter(const Instruction &N) {
  const Computation *C = N.parent();
  const CallSite *Site = NV.soleCallSite(C);
  const Computation *P = pairOf(C);
  if (!P && Site) {
    // A renamed callee: pair it through its linked caller.
    absl::InlinedVector<const Instruction *, 4> Callers;
    bool Firm = false;
    predsOf(*Site->Caller, false, Callers, Firm);
    if (Callers.size() == 1) {
      auto OC = OV.callees(*Callers[0]);
      if (Site->Position < OC.size() && OC[Site->Position] &&
          !PairOld.contains(OC[Site->Position])) {
        P = OC[Site->Position];
        PairNew[C] = P;
        PairOld[P] = C;
      }
    }
  }
  if (!P)
    return; // A fused or inlined parameter stands for its caller's operand.
  const InstrKeys &NK = NewKeys.keys(N, New);
  auto TierOf = [&](const Instruction &O) {
    const InstrKeys &OK = OldKeys.keys(O, Old);
    if (OK[Tier::Exact] == NK[Tier::Exact])
      return std::pair(Tier::Exact, 1.0f);
    if (OK[Tier::Loose] == NK[Tier::Loose])
      return std::pair(Tier::Loose, 1.0f);
    if (Partitioning && shardOf(O.shape(), N.shape(), MaxShards))
      return std::pair(Tier::Coarse, 1.0f);
    return std::pair(Tier::Loose, 0.9f);
  };
  if (Site && passesOperands(*Site->Caller)) {
    // Parameters of a changed fused computation renumber; pair them by the
    // caller operand they stand for.
    const Instruction *NA = NV.alias(N);
    if (!NA)
      return;
    std::vector<const Instruction *> Found;
    for (const Instruction *O : P->instructions()) {
      if (O->opcode() != Opcode::Parameter)
        continue;
      const Instruction *OA = OV.alias(*O);
      if (OA && operandStrength(OA, NA) >= 2 &&
          OldKeys.keys(*O, Old)[Tier::Loose] != 0 &&
          (O->shape() == N.shape() ||
           sameShapeWithoutLayout(O->shape(), N.shape())))
        Found.push_back(O);
    }
    if (Found.size() == 1) {
      auto [T, Conf] = TierOf(*Found[0]);
      link(N, *Found[0], T == Tier::Exact || T == Tier::Loose ? T : Tier::Loose,
           Conf);
      return;
    }
    if (!Found.empty() || !isCreated(*NA))
      return;
    // The caller's operand was itself replaced (a Shardy or partitioner
    // rewrite): fall back to the parameter number, if the shape agrees.
    std::optional<int64_t> Number = N.parameterNumber();
    const Instruction *O = Number ? P->parameter(*Number) : nullptr;
    if (O && !Claimed.contains(O) &&
        sameShapeWithoutLayout(O->shape(), N.shape()))
      link(N, *O, Tier::Loose, 0.8f);
    return;
  }
  std::optional<int64_t> Number = N.parameterNumber();
  const Instruction *O = Number ? P->parameter(*Number) : nullptr;
  if (!O)
    return;
  auto [T, Conf] = TierOf(*O);
  link(N, *O, T, Conf);
}

void LineageMatcher::matchBottomUp(const Instruction &N) {
  if (N.opcode() == Opcode::Parameter)
    return matchParameter(N);
  const InstrKeys &NK = NewKeys.keys(N, New);
  // In a partitioning step an equal shape is no better evidence than a
  // shard of it (a [16,16] value may now be [8,16], like an old [8,16]
  // one): every tier is searched and operands decide (link() sets the
  // tier of each link).
  std::vector<Candidate> Found;
  absl::flat_hash_set<const Instruction *> FoundSet;
  Tier Chosen = Tier::Exact;
  const Computation *Home = pairOf(N.parent());

  // PERF NOTE: most instructions of a changed computation did not change.
  // The old instruction of the same name is tried first; structure still
  // decides (equal key, every operand linked directly). A structural twin
  // it shadows is found again by findMerges() if the pass dropped it.
  if (Options.UseNames && Home && N.opcode() != Opcode::Fusion &&
      N.opcode() != Opcode::Call)
    if (const Instruction *O = Home->find(N.name());
        O && O->operandCount() == N.operandCount() && !Claimed.contains(O) &&
        OldKeys.keys(*O, Old)[Tier::Exact] == NK[Tier::Exact] &&
        !hasTwin(*O)) {
      bool Direct = true;
      for (size_t J = 0; J < N.operandCount() && Direct; ++J)
        Direct = operandStrength(O->operand(J), N.operand(J)) == 3;
      if (Direct) {
        link(N, *O, Tier::Exact, 1.0f);
        return;
      }
    }

  if (isLeaf(N)) {
    const auto &H = home(N.parent());
    for (int T = 0; T < 3 && (Found.empty() || Partitioning); ++T) {
      auto It = Leaves.find({NK.Key[T], T});
      if (It == Leaves.end())
        continue;
      bool AnyHome = false;
      for (const Instruction *O : It->second)
        if (O->operandCount() == N.operandCount() && H.contains(O->parent()))
          AnyHome = true;
      for (const Instruction *O : It->second) {
        if (O->operandCount() != N.operandCount())
          continue;
        if (T == 2 && (!Partitioning || O->parent() != Home ||
                       !shardOf(O->shape(), N.shape(), MaxShards)))
          continue;
        // Tiers after the first are searched only in a partitioning step;
        // one tier lists each old leaf once.
        if ((AnyHome && !H.contains(O->parent())) ||
            (Partitioning && !FoundSet.insert(O).second))
          continue;
        Found.push_back({O, 3, 3});
      }
      Chosen = static_cast<Tier>(T);
    }
  } else {
    // Candidates: old users of what operand 0 continues.
    Chain NS, LT;
    newSide(N.operand(0), NS, LT);
    // PERF NOTE: a sorted, deduplicated vector rather than a hash set
    // (built for every instruction matched this way); the order of the
    // candidates decides nothing (ties are sets, sorted by address).
    std::vector<const Instruction *> Cands;
    absl::InlinedVector<const Instruction *, 4> Preds;
    auto AddSeeds = [&](const Instruction *Y) {
      Preds.clear();
      bool Firm = false;
      predsOf(*Y, true, Preds, Firm);
      for (const Instruction *P : Preds)
        if (auto It = ChainUsers.find(P); It != ChainUsers.end())
          for (const auto &[U, Pos] : It->second)
            Cands.push_back(U);
    };
    for (const Instruction *Y : NS)
      AddSeeds(Y);
    for (const Instruction *Y : LT)
      AddSeeds(Y);
    if (Cands.empty())
      return;
    std::sort(Cands.begin(), Cands.end());
    Cands.erase(std::unique(Cands.begin(), Cands.end()), Cands.end());
    for (int T = 0; T < 3 && (Found.empty() || Partitioning); ++T) {
      for (const Instruction *O : Cands) {
        if (O->operandCount() != N.operandCount() ||
            OldKeys.keys(*O, Old).Key[T] != NK.Key[T] || FoundSet.contains(O))
          continue;
        if (T == 2 && (!Partitioning || O->parent() != Home ||
                       !shardOf(O->shape(), N.shape(), MaxShards)))
          continue;
        if (N.opcode() == Opcode::Fusion || N.opcode() == Opcode::Call) {
          // The same fusion: the same callee, or linked roots.
          auto OC = OV.callees(*O);
          auto NC = NV.callees(N);
          bool Agree = OC.size() == 1 && NC.size() == 1 && OC[0] == NC[0];
          const Instruction *OR = OV.alias(*O), *NR = NV.alias(N);
          if (!Agree && !(OR && NR && operandStrength(OR, NR) >= 2))
            continue;
        }
        int Min = 3, Sum = 0;
        for (size_t J = 0; J < N.operandCount() && Min > 0; ++J) {
          int S = operandStrength(O->operand(J), N.operand(J));
          Min = std::min(Min, S);
          Sum += S;
        }
        if (Min > 0) {
          Found.push_back({O, Min, Sum});
          if (Partitioning)
            FoundSet.insert(O);
        }
      }
      Chosen = static_cast<Tier>(T);
    }
  }
  if (Found.empty())
    return;
  // Structure first: the strongest operand evidence, then the paired
  // computation.
  int BestMin = 0, BestSum = 0;
  for (const Candidate &C : Found)
    BestMin = std::max(BestMin, C.MinStrength);
  for (const Candidate &C : Found)
    if (C.MinStrength == BestMin)
      BestSum = std::max(BestSum, C.SumStrength);
  std::vector<const Instruction *> Best;
  for (const Candidate &C : Found)
    if (C.MinStrength == BestMin && C.SumStrength == BestSum)
      Best.push_back(C.Old);
  NewState &S = state(N);
  if (Best.size() == 1) {
    link(N, *Best[0], Chosen, 1.0f);
    return;
  }
  std::sort(Best.begin(), Best.end());
  S.Tentative = std::move(Best);
  S.TentativeTier = Chosen;
}

void LineageMatcher::matchInPlace(const Instruction &N) {
  const Computation *Home = pairOf(N.parent());
  if (!Home || N.opcode() == Opcode::Parameter)
    return;
  if (Options.UseNames)
    if (const Instruction *O = Home->find(N.name());
        O && O->opcodeName() == N.opcodeName() && !Claimed.contains(O)) {
      link(N, *O, Tier::Loose, 0.8f);
      return;
    }
  // Without a name: the one unclaimed old instruction of the paired
  // computation with the same loose key whose operands are linked to ours,
  // or, where ours were created by the pass, were left without successor.
  const InstrKeys &NK = NewKeys.keys(N, New);
  if (!InPlaceIndexed.contains(Home)) {
    InPlaceIndexed.insert(Home);
    for (const Instruction *O : Home->instructions())
      ByLooseKey[{Home, OldKeys.keys(*O, Old)[Tier::Loose]}].push_back(O);
  }
  auto Bucket = ByLooseKey.find({Home, NK[Tier::Loose]});
  if (Bucket == ByLooseKey.end())
    return;
  const Instruction *Only = nullptr;
  bool OnlyLinked = false;
  for (const Instruction *O : Bucket->second) {
    if (Claimed.contains(O) || O->operandCount() != N.operandCount())
      continue;
    bool Fits = true, Linked = false;
    for (size_t J = 0; J < N.operandCount() && Fits; ++J) {
      const Instruction *OO = O->operand(J), *NO = N.operand(J);
      if (!OO || !NO)
        continue;
      if (operandStrength(OO, NO) >= 2)
        Linked = true;
      else
        Fits = isCreated(*NO) && !Claimed.contains(OO);
    }
    if (!Fits)
      continue;
    if (Only)
      return; // Two: no evidence to choose.
    Only = O;
    OnlyLinked = Linked;
  }
  if (Only)
    link(N, *Only, Tier::Loose, OnlyLinked ? 0.7f : 0.6f);
}

//===----------------------------------------------------------------------===//
// Top-down and ties
//===----------------------------------------------------------------------===//

void LineageMatcher::refineTopDown(const Instruction &N) {
  NewState &S = state(N);
  absl::flat_hash_set<const Instruction *> Votes;
  // AsRoot: N is the root its caller stands for; an old fusion or call
  // there stands for its own root, which is what N continues.
  auto Vote = [&](const Instruction &User, size_t J, bool AsRoot = false) {
    absl::InlinedVector<const Instruction *, 4> Preds;
    bool Firm = false;
    predsOf(User, false, Preds, Firm);
    for (const Instruction *U : Preds) {
      if (J >= U->operandCount() || !U->operand(J))
        continue;
      const Chain &C = OV.chain(*U->operand(J));
      size_t From = AsRoot && C.size() > 1 && passesOperands(*C[0]) ? 1 : 0;
      for (size_t K = From; K < C.size(); ++K)
        if (inSorted(S.Tentative, C[K]))
          Votes.insert(C[K]);
    }
  };
  for (const Instruction *U : N.users()) {
    for (size_t J = 0; J < U->operandCount(); ++J) {
      if (U->operand(J) != &N)
        continue;
      Vote(*U, J);
      // Through a fusion or call: the users of the callee's parameter.
      if (!passesOperands(*U))
        continue;
      auto Cs = NV.callees(*U);
      if (Cs.size() != 1 || !Cs[0] || !NV.soleCallSite(Cs[0]))
        continue;
      if (const Instruction *P = Cs[0]->parameter(J))
        for (const Instruction *PU : P->users())
          for (size_t K = 0; K < PU->operandCount(); ++K)
            if (PU->operand(K) == P)
              Vote(*PU, K);
    }
  }
  // The root of a paired computation continues the old root.
  auto VoteRoot = [&](const Instruction &I, bool AsRoot) {
    const Computation *P = I.isRoot() ? pairOf(I.parent()) : nullptr;
    if (!P || !P->root())
      return;
    const Chain &C = OV.chain(*P->root());
    size_t From = AsRoot && C.size() > 1 && passesOperands(*C[0]) ? 1 : 0;
    for (size_t K = From; K < C.size(); ++K)
      if (inSorted(S.Tentative, C[K]))
        Votes.insert(C[K]);
  };
  VoteRoot(N, false);
  // A callee's root is its fusion's or call's value: the caller's users
  // (or, for a root caller, its computation's old root) vote as well (a
  // single op that fusion-wrapper wrapped).
  if (N.isRoot())
    if (const CallSite *Site = NV.soleCallSite(N.parent());
        Site && passesOperands(*Site->Caller)) {
      for (const Instruction *U : Site->Caller->users())
        for (size_t J = 0; J < U->operandCount(); ++J)
          if (U->operand(J) == Site->Caller)
            Vote(*U, J, /*AsRoot=*/true);
      VoteRoot(*Site->Caller, /*AsRoot=*/true);
    }
  if (Votes.empty())
    return;
  Tier T = S.TentativeTier;
  std::vector<const Instruction *> Sorted(Votes.begin(), Votes.end());
  std::sort(Sorted.begin(), Sorted.end());
  for (const Instruction *O : Sorted)
    link(N, *O, T, 1.0f);
}

void LineageMatcher::resolveTies(bool Final) {
  // PERF NOTE: claims are counted only on the old instructions some tie
  // names (the only ones read below), not on every firm link of the step.
  absl::flat_hash_map<const Instruction *, uint32_t> Claims;
  for (const Instruction *N : Order)
    for (const Instruction *O : States.find(N)->second.Tentative)
      ++Claims[O];
  if (Claims.empty())
    return;
  for (const Instruction *N : Order)
    for (const RawLink &L : States.find(N)->second.Firm)
      if (auto It = Claims.find(L.Old); It != Claims.end())
        ++It->second;
  for (const Instruction *N : Order) {
    NewState &S = state(*N);
    if (S.Tentative.empty())
      continue;
    bool Alone = true;
    for (const Instruction *O : S.Tentative)
      Alone &= Claims[O] == 1;
    if (Alone) {
      // Several equal old instructions, one new: merged (CSE).
      std::vector<const Instruction *> Olds = std::move(S.Tentative);
      for (const Instruction *O : Olds)
        link(*N, *O, S.TentativeTier, 1.0f);
      continue;
    }
    if (!Final)
      continue;
    std::vector<const Instruction *> Left = S.Tentative;
    float Conf = 1.0f;
    auto Narrow = [&](auto Pred, float C) {
      if (Left.size() <= 1)
        return;
      std::vector<const Instruction *> Keep;
      for (const Instruction *O : Left)
        if (Pred(*O))
          Keep.push_back(O);
      if (!Keep.empty() && Keep.size() < Left.size()) {
        Left.swap(Keep);
        Conf = C;
      }
    };
    // Location: the paired computation over a callee or another caller.
    if (const Computation *Home = pairOf(N->parent()))
      Narrow([&](const Instruction &O) { return O.parent() == Home; }, 0.9f);
    // Called computations: twins that differ only in which (equal)
    // reducer they call, as remat leaves them.
    if (auto NC = NV.callees(*N); !NC.empty())
      Narrow(
          [&](const Instruction &O) {
            auto OC = OV.callees(O);
            if (OC.size() != NC.size())
              return false;
            for (size_t K = 0; K < NC.size(); ++K)
              if (!NC[K] || pairOf(NC[K]) != OC[K])
                return false;
            return true;
          },
          0.9f);
    if (Options.UseMetadata) {
      auto NM = N->attribute("metadata");
      if (NM)
        Narrow([&](const Instruction &O) { return O.attribute("metadata") == NM; },
               0.9f);
    }
    if (Options.UseNames) {
      Narrow([&](const Instruction &O) { return O.name() == N->name(); }, 0.8f);
      Narrow(
          [&](const Instruction &O) {
            return isSuffixRename(O.name(), N->name());
          },
          0.7f);
    }
    if (Left.size() == 1) {
      link(*N, *Left[0], S.TentativeTier, Conf);
      continue;
    }
    LineageAmbiguity A;
    A.Subject = N;
    A.SubjectIsOld = false;
    A.Candidates = std::move(S.Tentative);
    S.Tentative.clear();
    Ambig.push_back(std::move(A));
  }
}

uint64_t LineageMatcher::twinSignature(const Instruction &O) {
  uint64_t H = OldKeys.keys(O, Old)[Tier::Exact];
  for (const Operand &Op : O.operands())
    H = H * 0x9e3779b97f4a7c15ULL + reinterpret_cast<uintptr_t>(Op.Def);
  return H;
}

bool LineageMatcher::hasTwin(const Instruction &O) {
  if (!TwinsCounted) {
    TwinsCounted = true;
    for (const Instruction *X : OldChanged)
      ++Twins[twinSignature(*X)];
  }
  auto It = Twins.find(twinSignature(O));
  return It == Twins.end() || It->second != 1;
}

void LineageMatcher::findMerges() {
  // An old instruction left without successor whose users' successors read,
  // in its place, an instruction structurally equal to it: merged (CSE).
  absl::flat_hash_map<const Instruction *,
                      absl::InlinedVector<const Instruction *, 1>>
      SuccessorsOf;
  for (const Instruction *N : Order)
    for (const RawLink &L : States.find(N)->second.Firm)
      if (!L.Rewrite)
        SuccessorsOf[L.Old].push_back(N);
  // O and Y compute the same thing: equal keys, and each operand pair
  // linked or, where CSE dropped a whole chain of twins (a broadcast, its
  // reshape, its broadcast), itself such a pair left without successor.
  // A budget of visits per candidate bounds the walk on wide, deep graphs.
  std::vector<std::pair<const Instruction *, const Instruction *>> Pairs;
  int Budget = 0;
  std::function<bool(const Instruction &, const Instruction &, int)> Same =
      [&](const Instruction &O, const Instruction &Y, int Depth) {
        // Y of a computation the old module shares is not a successor.
        if (--Budget < 0 || OV.contains(Y.parent()) || isCreated(Y) ||
            O.opcode() == Opcode::Parameter ||
            Y.operandCount() != O.operandCount() ||
            NewKeys.keys(Y, New)[Tier::Exact] !=
                OldKeys.keys(O, Old)[Tier::Exact])
          return false;
        for (size_t K = 0; K < O.operandCount(); ++K) {
          const Instruction *OO = O.operand(K), *YO = Y.operand(K);
          if (operandStrength(OO, YO) >= 2)
            continue;
          if (!OO || !YO || Depth >= 8 || Claimed.contains(OO) ||
              !Same(*OO, *YO, Depth + 1))
            return false;
        }
        Pairs.push_back({&O, &Y});
        return true;
      };
  for (const Instruction *O : OldChanged) {
    if (Claimed.contains(O) || O->opcode() == Opcode::Parameter)
      continue;
    for (const Instruction *U : O->users()) {
      absl::InlinedVector<const Instruction *, 1> Succ;
      if (NV.contains(U->parent()))
        Succ.push_back(U);
      else if (auto It = SuccessorsOf.find(U); It != SuccessorsOf.end())
        Succ = It->second;
      for (const Instruction *UN : Succ)
        for (size_t J = 0; J < U->operandCount(); ++J) {
          if (U->operand(J) != O || J >= UN->operandCount() ||
              !UN->operand(J))
            continue;
          Pairs.clear();
          Budget = 64;
          if (Same(*O, *UN->operand(J), 0))
            for (const auto &[PO, PY] : Pairs)
              link(*PY, *PO, Tier::Exact, 1.0f);
        }
    }
  }
}

void LineageMatcher::findRewrites() {
  absl::flat_hash_map<const Instruction *,
                      absl::InlinedVector<const Instruction *, 1>>
      Succ;
  for (const Instruction *N : Order)
    for (const RawLink &L : States.find(N)->second.Firm)
      Succ[L.Old].push_back(N);
  auto SuccOf = [&](const Instruction *O)
      -> absl::InlinedVector<const Instruction *, 1> {
    if (NV.contains(O->parent()))
      return {O};
    auto It = Succ.find(O);
    return It == Succ.end() ? absl::InlinedVector<const Instruction *, 1>{}
                            : It->second;
  };
  for (const Instruction *O : OldChanged) {
    if (Succ.contains(O) || O->opcode() == Opcode::Parameter)
      continue;
    for (const Instruction *U : O->users())
      for (const Instruction *UN : SuccOf(U))
        for (size_t J = 0; J < U->operandCount(); ++J) {
          if (U->operand(J) != O || J >= UN->operandCount() ||
              !UN->operand(J))
            continue;
          const Instruction *Y = UN->operand(J);
          if (!isCreated(*Y) || Y->opcode() == Opcode::Parameter)
            continue;
          // Only a replacement that reads what the original read (its
          // operands reused) is taken for a rewrite of it.
          bool Reads = false;
          for (const Operand &YO : Y->operands())
            for (const Operand &OO : O->operands())
              if (YO.Def && OO.Def && operandStrength(OO.Def, YO.Def) >= 2)
                Reads = true;
          if (Reads)
            state(*Y).Firm.push_back({O, Tier::Loose, 0.5f, true});
        }
  }
}

absl::Span<const RawLink>
LineageMatcher::linksOf(const Instruction &N) const {
  auto It = States.find(&N);
  if (It == States.end())
    return {};
  return It->second.Firm;
}

} // namespace hlotrace::lineage
