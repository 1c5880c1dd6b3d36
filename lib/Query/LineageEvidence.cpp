//===- LineageEvidence.cpp - How well a new operand stands for an old one -===//
//
// Operand evidence for the matcher: whether a new value continues an old
// one directly, through a copy or bitcast the step created, or (in a
// partitioning step) through the collectives and resharding it inserted,
// and link(), which records a firm link and settles its tier.
//
//===----------------------------------------------------------------------===//

#include "LineageMatcher.h"

#include "LineagePartitioning.h"

namespace hlotrace::lineage {

bool LineageMatcher::isCreated(const Instruction &N) {
  if (OV.contains(N.parent()))
    return false;
  const NewState *S = States.find(N);
  return !S || (S->Firm.empty() && S->Tentative.empty());
}

void LineageMatcher::carriers(const Instruction &Y,
                              absl::InlinedVector<uint32_t, 4> &Out) {
  Out.clear();
  if (isValuePreserving(Y)) {
    auto Ops = Y.operands();
    if (Ops.size() == 1 && Ops[0].Def) {
      Out.push_back(0);
      return;
    }
  }
  if (!Partitioning)
    return;
  // PERF NOTE: asked for every operand comparison; a dynamic-slice's or
  // select's answer walks its offsets, so it is kept.
  auto [Known, Made] = Carriers.get(Y);
  if (Made)
    carrierOperands(Y, Known);
  Out = Known;
}

const Instruction *LineageMatcher::oldCarried(const Instruction &O) {
  auto Ops = O.operands();
  if (Ops.empty() || !Ops[0].Def)
    return nullptr;
  if (isValuePreserving(O) && Ops.size() == 1)
    return Ops[0].Def;
  // A partitioner may rebuild an old slice or reshape of a value from the
  // value's successor in its own way (the slices of a roll, exchanged
  // between shards).
  if (Partitioning && isReshardingOp(O))
    return Ops[0].Def;
  return nullptr;
}

void LineageMatcher::newSide(const Instruction *NewOp, Chain &Out,
                             Chain &LookThrough) {
  // PERF NOTE: most values stand for nothing else: their chain is the
  // value alone, made here rather than looked up and copied (this runs for
  // every operand of every instruction matched bottom-up).
  if (ModuleView::mayAlias(*NewOp))
    Out = NV.chain(*NewOp);
  else
    Out.assign(1, NewOp);
  lookThrough(Out, LookThrough);
}

void LineageMatcher::newSide(const Instruction *NewOp, NewSide &Out) {
  if (ModuleView::mayAlias(*NewOp)) {
    Out.Values = NV.chain(*NewOp);
  } else {
    Out.One = NewOp;
    Out.Values = absl::MakeConstSpan(&Out.One, 1);
  }
  lookThrough(Out.Values, Out.LookThrough);
}

void LineageMatcher::lookThrough(absl::Span<const Instruction *const> Values,
                                 Chain &LookThrough) {
  LookThrough.clear();
  // PERF NOTE: outside a partitioning step only a copy, bitcast or
  // sharding annotation carries a value (carriers()); a chain with none of
  // them has nothing to look through, told without the walk below.
  if (!Partitioning && std::none_of(Values.begin(), Values.end(),
                                    [](const Instruction *Y) {
                                      return isValuePreserving(*Y);
                                    }))
    return;
  // Through what the step put in front of the value, several in a row: a
  // created copy or bitcast; in a partitioning step also collectives and
  // resharding ops (LineagePartitioning.h).
  absl::InlinedVector<const Instruction *, 8> Work(Values.begin(),
                                                   Values.end());
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

int LineageMatcher::linkScore(const Chain &OC, const Instruction *Y,
                              int FirmScore) {
  const bool Shared = OV.contains(Y->parent());
  return linkScore(OC, Y, Shared, Shared ? nullptr : States.find(*Y),
                   FirmScore);
}

int LineageMatcher::linkScore(const Chain &OC, const Instruction *Y,
                              bool Shared, const NewState *S, int FirmScore) {
  if (Shared)
    return contains(OC, Y) ? FirmScore : 0;
  if (!S)
    return 0;
  for (const RawLink &L : S->Firm)
    if (!L.Rewrite && contains(OC, L.Old))
      return FirmScore;
  if (!S->Tentative.empty())
    for (const Instruction *X : OC)
      if (inSorted(S->Tentative, X))
        return 1;
  return 0;
}

bool LineageMatcher::linkedFirmly(const Instruction *OldOp,
                                  const Instruction *NewOp) {
  if (!OldOp || !NewOp)
    return false;
  if (OV.contains(NewOp->parent())) {
    if (NewOp == OldOp)
      return true;
  } else if (const NewState *S = States.find(*NewOp)) {
    for (const RawLink &L : S->Firm)
      if (!L.Rewrite && L.Old == OldOp)
        return true;
  }
  // Only the new operand's own chain can score 3 (operandStrength()).
  const Chain &OC = oldChain(*OldOp);
  for (const Instruction *Y : newChain(*NewOp))
    if (linkScore(OC, Y, 3) == 3)
      return true;
  return false;
}

int LineageMatcher::operandStrength(const Instruction *OldOp,
                                    const Instruction *NewOp,
                                    const NewSide *Side) {
  if (!OldOp || !NewOp)
    return 0;
  // PERF NOTE: the common case, decided as the first test below would
  // decide it, before any chain is built: the new operand is the old one (a
  // shared computation) or is firmly linked to it.
  const bool Shared = OV.contains(NewOp->parent());
  const NewState *S = Shared ? nullptr : States.find(*NewOp);
  if (Shared) {
    if (NewOp == OldOp)
      return 3;
  } else if (S) {
    for (const RawLink &L : S->Firm)
      if (!L.Rewrite && L.Old == OldOp)
        return 3;
  }
  // PERF NOTE: without a given side, what the step put in front of the new
  // operand is looked through only when its own chain does not decide.
  absl::Span<const Instruction *const> NS =
      Side ? Side->Values : absl::MakeConstSpan(newChain(*NewOp));
  const Chain &OC = oldChain(*OldOp);
  int Best = 0;
  // PERF NOTE: a chain starts with the value itself, whose computation
  // and state are known from above (not looked up again).
  for (size_t K = 0; K < NS.size(); ++K) {
    const Instruction *Y = NS[K];
    int Score = Y == NewOp ? linkScore(OC, Y, Shared, S, 3)
                           : linkScore(OC, Y, 3);
    if ((Best = std::max(Best, Score)) == 3)
      return 3;
  }
  Chain Own;
  if (!Side)
    lookThrough(NS, Own);
  const Chain &LT = Side ? Side->LookThrough : Own;
  for (const Instruction *Y : LT)
    Best = std::max(Best, linkScore(OC, Y, 2));
  // PERF NOTE: oldCarried() is asked only where it may answer (its first
  // test, inline): most old operands carry nothing.
  if (const Instruction *Carried =
          Best < 2 && (Partitioning || isValuePreserving(*OldOp))
              ? oldCarried(*OldOp)
              : nullptr) {
    const Chain &OC2 = OV.chain(*Carried);
    for (const Instruction *Y : NS)
      Best = std::max(Best, linkScore(OC2, Y, 2));
    for (const Instruction *Y : LT)
      Best = std::max(Best, linkScore(OC2, Y, 2));
    // Both sides reshard the same value: an old slice against a new slice
    // (of another size) of the value's successor.
    if (Best < 2 && Partitioning && isReshardingOp(*OldOp))
      for (const Instruction *Y : NS)
        if (isReshardingOp(*Y) && Y->operand(0))
          for (const Instruction *Z : NV.chain(*Y->operand(0)))
            Best = std::max(Best, linkScore(OC2, Z, 2));
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
  const NewState *S = States.find(New);
  if (!S)
    return;
  for (const RawLink &L : S->Firm)
    if (!L.Rewrite) {
      Out.push_back(L.Old);
      Firm = true;
    }
  if (WithTentative)
    for (const Instruction *X : S->Tentative)
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
  Claimed[O].push_back(&N);
  ++LinksMade;
}

void LineageMatcher::linkRewrite(const Instruction &From,
                                 const Instruction &To) {
  auto &F = state(To).Firm;
  for (const RawLink &L : F)
    if (L.Old == &From)
      return;
  F.push_back({&From, Tier::Loose, 0.5f, true});
}

} // namespace hlotrace::lineage
