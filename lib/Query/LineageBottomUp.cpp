//===- LineageBottomUp.cpp - Bottom-up candidates and their scoring -------===//
//
// Each new instruction looks for old instructions with an equal structural
// key among the old users of what its first operand continues (leaves: by
// key alone, near their home), scores them by operand evidence, and links
// the single best or keeps the best as a tentative tie. Parameters pair by
// number or by the caller operand they stand for; what is left may pair in
// place, in the paired computation.
//
//===----------------------------------------------------------------------===//

#include "LineageMatcher.h"

#include <algorithm>
#include <optional>

#include "LineagePartitioning.h"
#include "hlotrace/IR/Attribute.h"

namespace hlotrace::lineage {
namespace {

/// One candidate and how well its operands matched.
struct Candidate {
  const Instruction *Old;
  int MinStrength;
  int SumStrength;
};

/// The dimensions of `S` from major to minor in memory, those of size 1
/// left out (they do not move bytes); nullopt without a plain layout (none
/// printed, or tiles, whose bytes this does not follow).
std::optional<absl::InlinedVector<int64_t, 4>> physicalOrder(const Shape &S) {
  const Layout *L = S.layout();
  if (!L || !L->Tiles.empty() ||
      L->MinorToMajor.size() != S.dimensions().size())
    return std::nullopt;
  absl::InlinedVector<int64_t, 4> Out;
  for (auto It = L->MinorToMajor.rbegin(); It != L->MinorToMajor.rend(); ++It)
    if (*It < 0 || *It >= S.rank())
      return std::nullopt;
    else if (S.dimensions()[*It] != 1)
      Out.push_back(*It);
  return Out;
}

/// Whether move `M` (a transpose, copy or reshape) leaves its operand's
/// bytes where they are, as a bitcast of its shape would: what XLA's
/// layout normalization and algsimp make a bitcast. A transpose does when
/// its permutation walks the operand's memory order; a copy when both
/// orders are the same; a reshape when both shapes lie in memory in their
/// logical order.
bool movesNoBytes(const Instruction &M) {
  const Instruction *X = M.operandCount() == 1 ? M.operand(0) : nullptr;
  if (!X || !X->shape() || !M.shape() ||
      X->shape()->elementType() != M.shape()->elementType())
    return false;
  auto In = physicalOrder(*X->shape()), Out = physicalOrder(*M.shape());
  if (!In || !Out)
    return false;
  switch (M.opcode()) {
  case Opcode::Copy:
    return *In == *Out;
  case Opcode::Transpose: {
    auto Perm = M.attribute("dimensions");
    auto P = Perm ? attr::intList(*Perm) : std::nullopt;
    if (!P || P->size() != M.shape()->dimensions().size())
      return false;
    absl::InlinedVector<int64_t, 4> Mapped;
    for (int64_t D : *Out) {
      if ((*P)[D] < 0 || (*P)[D] >= X->shape()->rank())
        return false;
      Mapped.push_back((*P)[D]);
    }
    return Mapped == *In;
  }
  case Opcode::Reshape:
    return std::is_sorted(In->begin(), In->end()) &&
           std::is_sorted(Out->begin(), Out->end());
  default:
    return false;
  }
}

} // namespace

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
        setPair(C, P);
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
    if (O && !Claimed.contains(*O) &&
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
  if (Plumbing.contains(&N))
    return;
  const InstrKeys &NK = NewKeys.keys(N, New);
  // In a partitioning step an equal shape is no better evidence than a
  // shard of it (a [16,16] value may now be [8,16], like an old [8,16]
  // one): every tier is searched and operands decide (link() sets the
  // tier of each link).
  // PERF NOTE: on the stack for the usual few candidates (this runs for
  // every instruction matched, three rounds).
  absl::InlinedVector<Candidate, 8> Found;
  absl::flat_hash_set<const Instruction *> FoundSet;
  Tier Chosen = Tier::Exact;
  const Computation *Home = pairOf(N.parent());
  // A move of another opcode with N's bytes (below), and how many.
  const Instruction *SameBytes = nullptr;
  int SameBytesCount = 0;
  auto TakeSameBytes = [&] {
    if (SameBytesCount != 1)
      return false;
    link(N, *SameBytes, Tier::Loose, 1.0f);
    return true;
  };
  // PERF NOTE: operand lists fetched once (Instruction::operands() is a
  // call; the loops below read them per candidate).
  auto NOps = N.operands();
  // PERF NOTE: the Coarse tier finds nothing outside a partitioning step
  // (a candidate there must be a shard), so it is not searched at all.
  const int Tiers = Partitioning ? 3 : 2;

  // PERF NOTE: most instructions of a changed computation did not change.
  // The old instruction of the same name is tried first; structure still
  // decides (equal key, every operand linked directly). A structural twin
  // it shadows is found again by findMerges() if the pass dropped it.
  if (Options.UseNames && Home && N.opcode() != Opcode::Fusion &&
      N.opcode() != Opcode::Call)
    if (const Instruction *O = sameName(N, Home);
        O && O->operandCount() == NOps.size() && !Claimed.contains(*O) &&
        OldKeys.keys(*O, Old)[Tier::Exact] == NK[Tier::Exact] &&
        !hasTwin(*O)) {
      auto OOps = O->operands();
      bool Direct = true;
      for (size_t J = 0; J < NOps.size() && Direct; ++J)
        Direct = linkedFirmly(OOps[J].Def, NOps[J].Def);
      if (Direct) {
        link(N, *O, Tier::Exact, 1.0f);
        return;
      }
    }

  if (isLeaf(N)) {
    const auto &H = home(N.parent());
    // A leaf of a callee that the new module still has unchanged lives
    // on there: the callee was not inlined, so this leaf is not its copy
    // (a pass made it). Leaves of N's computation and of its callers'
    // may be copied down into it (constant sinking) and stay candidates.
    absl::InlinedVector<const Computation *, 4> Above{Home};
    for (const Computation *C = N.parent(); C && Above.size() < 64;) {
      const CallSite *Site = NV.soleCallSite(C);
      C = Site ? Site->Caller->parent() : nullptr;
      if (C)
        Above.push_back(pairOf(C));
    }
    auto LivesElsewhere = [&](const Instruction &O) {
      return std::find(Above.begin(), Above.end(), O.parent()) ==
                 Above.end() &&
             livesOn(O);
    };
    for (int T = 0; T < Tiers && (Found.empty() || Partitioning); ++T) {
      auto It = Leaves.find({NK.Key[T], T});
      if (It == Leaves.end())
        continue;
      bool AnyHome = false;
      for (const Instruction *O : It->second)
        if (O->operandCount() == NOps.size() && H.contains(O->parent()) &&
            !LivesElsewhere(*O))
          AnyHome = true;
      for (const Instruction *O : It->second) {
        if (O->operandCount() != NOps.size() || LivesElsewhere(*O))
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
    // PERF NOTE: each operand's new side is built once for all candidates
    // (nothing is linked while they are scored), not once per candidate.
    // PERF NOTE: the sides live in the matcher's buffer, kept between
    // calls with their chains' capacity, not made and freed per call.
    if (SideScratch.size() < NOps.size())
      SideScratch.resize(NOps.size());
    NewSide *Sides = SideScratch.data();
    absl::InlinedVector<bool, 4> HasSide(NOps.size(), false);
    const auto &NS = Sides[0].Values;
    const Chain &LT = Sides[0].LookThrough;
    newSide(NOps[0].Def, Sides[0]);
    HasSide[0] = true;
    // PERF NOTE: a sorted, deduplicated vector rather than a hash set
    // (built for every instruction matched this way); the order of the
    // candidates decides nothing (ties are sets, sorted by address).
    // PERF NOTE: the buffer is the matcher's, kept between calls (its
    // capacity, not its content): this runs for every instruction matched.
    std::vector<const Instruction *> &Cands = CandidateScratch;
    Cands.clear();
    absl::InlinedVector<const Instruction *, 4> Preds;
    auto AddSeeds = [&](const Instruction *Y) {
      Preds.clear();
      bool Firm = false;
      predsOf(*Y, true, Preds, Firm);
      for (const Instruction *P : Preds)
        oldUsers(*P, Cands);
    };
    for (const Instruction *Y : NS)
      AddSeeds(Y);
    for (const Instruction *Y : LT)
      AddSeeds(Y);
    // A bitcast may be a move of another opcode that a pass found to be a
    // bitcast (XLA:GPU's layout normalization makes a transpose whose
    // layouts leave the bytes in place one): the same operand, shape and
    // layout, and a move that moves no bytes (a copy between layouts that
    // a bitcast of the same shape replaces is the bitcast and a transpose).
    // In N's own computation only: a bitcast hoisted out of a fusion stands
    // for the fusion's operand, which its caller's match looks through it
    // to. Kept aside, taken below only when nothing of N's opcode is (not
    // in a partitioning step, where a shard's shape differs anyway).
    if (!Partitioning && N.opcode() == Opcode::Bitcast && NOps.size() == 1 &&
        N.shape())
      for (const Instruction *O : Cands)
        if (O != SameBytes && O->parent() == Home && isMove(*O) &&
            O->opcode() != Opcode::Bitcast && O->shape() &&
            *O->shape() == *N.shape() && !Claimed.contains(*O) &&
            linkedFirmly(O->operand(0), NOps[0].Def) && movesNoBytes(*O)) {
          SameBytes = O;
          ++SameBytesCount;
        }
    // PERF NOTE: only users of N's opcode and operand count can be
    // candidates (the tiers below skip the others); they are dropped before
    // the sort, which most of them (users of the same value doing
    // something else with it) would otherwise go through.
    Cands.erase(std::remove_if(Cands.begin(), Cands.end(),
                               [&](const Instruction *O) {
                                 return O->opcode() != N.opcode() ||
                                        O->operandCount() != NOps.size();
                               }),
                Cands.end());
    if (Cands.empty()) {
      if (TakeSameBytes())
        return;
      if (Partitioning && N.opcode() == Opcode::Reduce)
        matchCombiningReduce(N);
      return;
    }
    std::sort(Cands.begin(), Cands.end());
    Cands.erase(std::unique(Cands.begin(), Cands.end()), Cands.end());
    for (int T = 0; T < Tiers && (Found.empty() || Partitioning); ++T) {
      for (const Instruction *O : Cands) {
        // FoundSet holds something only in a partitioning step.
        auto OOps = O->operands();
        if (OldKeys.keys(*O, Old).Key[T] != NK.Key[T] ||
            (Partitioning && FoundSet.contains(O)))
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
        for (size_t J = 0; J < NOps.size() && Min > 0; ++J) {
          const Instruction *NewOp = NOps[J].Def;
          if (!HasSide[J] && NewOp) {
            newSide(NewOp, Sides[J]);
            HasSide[J] = true;
          }
          int S = operandStrength(OOps[J].Def, NewOp, &Sides[J]);
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
  if (Found.empty()) {
    if (TakeSameBytes())
      return;
    if (Partitioning && N.opcode() == Opcode::Reduce)
      matchCombiningReduce(N);
    return;
  }
  // Structure first: the strongest operand evidence, then the paired
  // computation.
  int BestMin = 0, BestSum = 0;
  for (const Candidate &C : Found)
    BestMin = std::max(BestMin, C.MinStrength);
  for (const Candidate &C : Found)
    if (C.MinStrength == BestMin)
      BestSum = std::max(BestSum, C.SumStrength);
  absl::InlinedVector<const Instruction *, 4> Best;
  for (const Candidate &C : Found)
    if (C.MinStrength == BestMin && C.SumStrength == BestSum)
      Best.push_back(C.Old);
  NewState &S = state(N);
  // Operands that are themselves only tentatively linked are not proof
  // enough: such a candidate waits for users to confirm it, like a tie.
  // (Taking it when no one had claimed it yet let whichever new
  // instruction came first in printed order win it: a reshape the
  // scatter simplifier made of one of two equal concatenates took the
  // other's successor role.)
  if (Best.size() == 1 && BestMin >= 2) {
    link(N, *Best[0], Chosen, 1.0f);
    return;
  }
  std::sort(Best.begin(), Best.end());
  for (const Instruction *O : Best)
    InTie.insert(O);
  S.Tentative.assign(Best.begin(), Best.end());
  S.TentativeTier = Chosen;
  S.Weak = BestMin < 2;
}

bool LineageMatcher::sameCallees(const Instruction &O, const Instruction &N) {
  auto OC = OV.callees(O), NC = NV.callees(N);
  if (OC.size() != NC.size())
    return false;
  for (size_t K = 0; K < OC.size(); ++K)
    if (OC[K] != NC[K] &&
        (!OC[K] || !NC[K] ||
         OldKeys.contentHash(*OC[K], Old, Tier::Loose) !=
             NewKeys.contentHash(*NC[K], New, Tier::Loose)))
      return false;
  return true;
}

void LineageMatcher::matchInPlace(const Instruction &N) {
  const Computation *Home = pairOf(N.parent());
  if (!Home || N.opcode() == Opcode::Parameter)
    return;
  if (Options.UseNames)
    if (const Instruction *O = sameName(N, Home);
        O && O->opcodeName() == N.opcodeName() && !Claimed.contains(*O)) {
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
  auto NOps = N.operands();
  // PERF NOTE: each operand's new side is built once for every candidate
  // of the bucket (nothing is linked while they are compared), not once
  // per candidate.
  absl::InlinedVector<NewSide, 4> Sides(NOps.size());
  absl::InlinedVector<bool, 4> HasSide(NOps.size(), false);
  // The sides of the operands of each created operand of N, for the
  // reassociation test below: they too depend on N alone.
  // PERF NOTE: made once for every candidate, not once per candidate
  // (about 60,000 such tests over the bench, two sides each).
  absl::InlinedVector<absl::InlinedVector<NewSide, 2>, 4> XSides(NOps.size());
  absl::InlinedVector<absl::InlinedVector<bool, 2>, 4> XCanScore(NOps.size());
  absl::InlinedVector<bool, 4> HasXSides(NOps.size(), false);
  // PERF NOTE: an operand whose side holds no value of a shared
  // computation and no firm link scores below 2 against any old operand
  // (operandStrength()), so it is not asked, candidate after candidate.
  // Outside a partitioning step only: there a resharded value may score
  // through its operand. (Over the bench no candidate's first operand ever
  // scored 2 here; each one was asked.)
  absl::InlinedVector<bool, 4> CanScore(NOps.size(), false);
  // isCreated() of each operand, asked with its side (it too depends on N
  // alone while the candidates are compared).
  absl::InlinedVector<bool, 4> Created(NOps.size(), false);
  auto ScoresFirmly = [&](const NewSide &Side) {
    auto Any = [&](absl::Span<const Instruction *const> Values) {
      for (const Instruction *Y : Values) {
        if (OV.contains(Y->parent()))
          return true;
        if (const NewState *S = States.find(*Y))
          for (const RawLink &L : S->Firm)
            if (!L.Rewrite)
              return true;
      }
      return false;
    };
    return Partitioning || Any(Side.Values) || Any(Side.LookThrough);
  };
  for (const Instruction *O : Bucket->second) {
    auto OOps = O->operands();
    if (Claimed.contains(*O) || InTie.contains(O) ||
        OOps.size() != NOps.size() ||
        (N.opcode() == Opcode::Fusion && !sameCallees(*O, N)))
      continue;
    bool Fits = true, Linked = false;
    for (size_t J = 0; J < NOps.size() && Fits; ++J) {
      const Instruction *OO = OOps[J].Def, *NO = NOps[J].Def;
      if (!OO || !NO)
        continue;
      if (!HasSide[J]) {
        newSide(NO, Sides[J]);
        CanScore[J] = ScoresFirmly(Sides[J]);
        Created[J] = isCreated(*NO);
        HasSide[J] = true;
      }
      if (CanScore[J] && operandStrength(OO, NO, &Sides[J]) >= 2) {
        Linked = true;
        continue;
      }
      Fits = Created[J] && !Claimed.contains(*OO);
      // A reassociation ((c - x) + d became (c + d) - x): the created
      // operand reads the old operand's successor and what the old
      // instruction's only user, which is gone, added to it.
      // PERF NOTE: the opcodes are compared first: the walk below costs
      // several operandStrength() calls per operand of the created one, and
      // most candidates fail on the opcode (about 60,000 a bench run).
      if (!Fits && Created[J] && O->users().size() == 1 &&
          !O->isRoot() && O->users()[0]->opcode() == NO->opcode()) {
        const Instruction *U = O->users()[0];
        bool UserGone = !NV.contains(U->parent()) && !Claimed.contains(*U);
        bool ReadsOld = false, ReadsUsers = false;
        auto XOps = NO->operands(), UOps = U->operands();
        // X's side serves every comparison below, for every candidate
        // (nothing is linked in between).
        // An X whose side cannot score (as CanScore above) is not asked.
        if (UserGone && !HasXSides[J]) {
          XSides[J].resize(XOps.size());
          XCanScore[J].assign(XOps.size(), false);
          for (size_t K = 0; K < XOps.size(); ++K)
            if (const Instruction *X = XOps[K].Def) {
              newSide(X, XSides[J][K]);
              XCanScore[J][K] = ScoresFirmly(XSides[J][K]);
            }
          HasXSides[J] = true;
        }
        // PERF NOTE: a test already passed is not made again for the next
        // operand of the created one (operandStrength() changes nothing).
        for (size_t K = 0; K < XOps.size() && UserGone &&
                           !(ReadsOld && ReadsUsers);
             ++K) {
          const Instruction *X = XOps[K].Def;
          if (!X || !XCanScore[J][K])
            continue;
          const NewSide &XSide = XSides[J][K];
          if (!ReadsOld && operandStrength(OO, X, &XSide) >= 2)
            ReadsOld = true;
          for (size_t M = 0; M < UOps.size() && !ReadsUsers; ++M)
            if (UOps[M].Def != O &&
                operandStrength(UOps[M].Def, X, &XSide) >= 2)
              ReadsUsers = true;
        }
        Fits = UserGone && ReadsOld && ReadsUsers;
      }
    }
    if (!Fits)
      continue;
    // An old instruction still there under its name (not linked yet: its
    // operands changed) is not what a created one replaced, unless it now
    // reads that one (a pass split it in two).
    // PERF NOTE: asked only of a candidate that fits (a name lookup each;
    // the two tests decide nothing for one another).
    if (Options.UseNames)
      if (const Instruction *Kept = N.parent()->find(O->name());
          Kept && Kept != &N && Kept->opcode() == O->opcode() &&
          std::find(N.users().begin(), N.users().end(), Kept) ==
              N.users().end())
        continue;
    if (Only)
      return; // Two: no evidence to choose.
    Only = O;
    OnlyLinked = Linked;
  }
  if (Only)
    link(N, *Only, Tier::Loose, OnlyLinked ? 0.7f : 0.6f);
}

} // namespace hlotrace::lineage
