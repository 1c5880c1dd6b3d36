//===- LineageTies.cpp - Deciding tentative ties --------------------------===//
//
// A tentative tie is decided top-down by the linked users of the new
// instruction (through a fusion or call into the callee's parameter, and a
// callee's root through its caller), else resolveTies() takes it for a CSE
// merge when one new instruction claims all the candidates, narrows it by
// location, callees and (when allowed) metadata and names, or reports it as
// an ambiguity.
//
//===----------------------------------------------------------------------===//

#include "LineageMatcher.h"

#include <algorithm>

#include "LineagePartitioning.h"
#include "hlotrace/Query/Diff.h"

namespace hlotrace::lineage {

void LineageMatcher::refineTopDown(const Instruction &N) {
  NewState &S = state(N);
  // PERF NOTE: a few votes at most; a vector made a set at the end, not a
  // hash set per tied instruction.
  absl::InlinedVector<const Instruction *, 4> Votes;
  // AsRoot: N is the root its caller stands for; an old fusion or call
  // there stands for its own root, which is what N continues.
  auto Vote = [&](const Instruction &User, size_t J, bool AsRoot = false) {
    absl::InlinedVector<const Instruction *, 4> Preds;
    bool Firm = false;
    predsOf(User, false, Preds, Firm);
    for (const Instruction *U : Preds) {
      auto Ops = U->operands();
      if (J >= Ops.size() || !Ops[J].Def)
        continue;
      const Chain &C = OV.chain(*Ops[J].Def);
      size_t From = AsRoot && C.size() > 1 && passesOperands(*C[0]) ? 1 : 0;
      for (size_t K = From; K < C.size(); ++K)
        if (inSorted(S.Tentative, C[K]))
          Votes.push_back(C[K]);
    }
  };
  // The users of N and, in a partitioning step, of what the step put in
  // front of it (the offset that makes a local iota global, a collective):
  // their linked users vote.
  absl::InlinedVector<const Instruction *, 4> Values{&N};
  absl::InlinedVector<uint32_t, 4> Js;
  // PERF NOTE: outside a partitioning step N alone (its users were walked
  // for nothing).
  for (size_t V = 0; Partitioning && V < Values.size(); ++V) {
    const Instruction &X = *Values[V];
    for (const Instruction *U : X.users()) {
      if (!Partitioning || V >= 4 || !isCreated(*U))
        continue;
      carriers(*U, Js);
      for (uint32_t J : Js)
        if (U->operand(J) == &X &&
            std::find(Values.begin(), Values.end(), U) == Values.end())
          Values.push_back(U);
    }
  }
  for (const Instruction *X : Values) {
    for (const Instruction *U : X->users()) {
      // PERF NOTE: the operand list is fetched once per user (a tuple or
      // concatenate user has hundreds).
      auto UOps = U->operands();
      for (size_t J = 0; J < UOps.size(); ++J) {
        if (UOps[J].Def != X || (Partitioning && isRebuiltOffset(*U, J)))
          continue;
        Vote(*U, J);
        // Through a fusion or call: the users of the callee's parameter.
        if (!passesOperands(*U))
          continue;
        auto Cs = NV.callees(*U);
        if (Cs.size() != 1 || !Cs[0] || !NV.soleCallSite(Cs[0]))
          continue;
        if (const Instruction *P = Cs[0]->parameter(J))
          for (const Instruction *PU : P->users()) {
            auto PUOps = PU->operands();
            for (size_t K = 0; K < PUOps.size(); ++K)
              if (PUOps[K].Def == P)
                Vote(*PU, K);
          }
      }
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
        Votes.push_back(C[K]);
  };
  VoteRoot(N, false);
  // A callee's root is its fusion's or call's value: the caller's users
  // (or, for a root caller, its computation's old root) vote as well (a
  // single op that fusion-wrapper wrapped).
  if (N.isRoot())
    if (const CallSite *Site = NV.soleCallSite(N.parent());
        Site && passesOperands(*Site->Caller)) {
      for (const Instruction *U : Site->Caller->users()) {
        auto UOps = U->operands();
        for (size_t J = 0; J < UOps.size(); ++J)
          if (UOps[J].Def == Site->Caller)
            Vote(*U, J, /*AsRoot=*/true);
      }
      VoteRoot(*Site->Caller, /*AsRoot=*/true);
    }
  if (Votes.empty())
    return;
  Tier T = S.TentativeTier;
  std::sort(Votes.begin(), Votes.end());
  Votes.erase(std::unique(Votes.begin(), Votes.end()), Votes.end());
  for (const Instruction *O : Votes)
    link(N, *O, T, 1.0f);
}

bool LineageMatcher::computesSame(const Instruction &A, const Instruction &B,
                                  int Depth) {
  if (&A == &B)
    return true;
  if (Depth >= 8 || A.opcode() == Opcode::Parameter ||
      A.operandCount() != B.operandCount() ||
      OldKeys.keys(A, Old)[Tier::Exact] != OldKeys.keys(B, Old)[Tier::Exact])
    return false;
  auto AC = OV.callees(A), BC = OV.callees(B);
  if (!std::equal(AC.begin(), AC.end(), BC.begin(), BC.end()))
    return false;
  for (size_t J = 0; J < A.operandCount(); ++J) {
    const Instruction *X = A.operand(J), *Y = B.operand(J);
    if (X != Y && (!X || !Y || !computesSame(*X, *Y, Depth + 1)))
      return false;
  }
  return true;
}

void LineageMatcher::resolveTies(absl::Span<const Instruction *const> Open,
                                 bool Final) {
  // PERF NOTE: claims are counted only on the old instructions some tie
  // names (the only ones read below), not on every firm link of the step.
  // Outside a partitioning step an old instruction's firm links are those
  // Claimed lists (link() lists each; none is taken back before the rounds
  // end), so the links of the step are not walked, round after round, to
  // count them.
  InstrMap<uint32_t> Claims;
  bool AnyClaim = false;
  for (const Instruction *N : Open)
    for (const Instruction *O : States.find(*N)->Tentative) {
      auto [Count, Made] = Claims.get(*O);
      if (Made && !Partitioning)
        if (const auto *Firm = Claimed.find(*O))
          Count = static_cast<uint32_t>(Firm->size());
      ++Count;
      AnyClaim = true;
    }
  if (!AnyClaim)
    return;
  if (Partitioning)
    for (const Instruction *N : Order)
      for (const RawLink &L : States.find(*N)->Firm)
        if (uint32_t *Count = Claims.find(*L.Old))
          ++*Count;
  // Where the firm successors of the candidates live (final round only).
  InstrMap<absl::InlinedVector<const Computation *, 1>> SuccIn;
  if (Final)
    for (const Instruction *N : Order)
      for (const RawLink &L : States.find(*N)->Firm)
        if (Claims.contains(*L.Old))
          SuccIn[*L.Old].push_back(N->parent());
  auto claimedIn = [&](const Instruction &O, const Computation *C) {
    const auto *In = SuccIn.find(O);
    return In && std::find(In->begin(), In->end(), C) != In->end();
  };
  for (const Instruction *N : Open) {
    NewState &S = state(*N);
    if (S.Tentative.empty())
      continue;
    // Only candidates that compute the same value can have been merged;
    // an old instruction of a computation the new module keeps unchanged
    // lives on as itself there (it is claimed already).
    bool Alone = true;
    for (const Instruction *O : S.Tentative)
      Alone &= Claims[*O] == 1 && computesSame(*O, *S.Tentative[0], 0) &&
               !livesOn(*O);
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
    // A value nothing reads (a pass's dead leftover) gets no successor role
    // that a firm link already fills: nothing but its place speaks for it.
    // Nor does a single candidate another instruction already continues,
    // when nothing but tentative operands proposed it; except that a copy
    // of the candidate's own computation (a cloned loop condition, paired
    // with it) may continue it too, when no instruction of the copy does.
    bool Unread = N->users().empty() && !N->isRoot();
    if (Left.size() == 1 &&
        !((Unread || S.Weak) && Claimed.contains(*Left[0]) &&
          (claimedIn(*Left[0], N->parent()) ||
           pairOf(N->parent()) != Left[0]->parent()))) {
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

} // namespace hlotrace::lineage
