//===- LineagePairing.cpp - Which old computation a new one continues -----===//
//
// Computations pair by identity (shared by both snapshots), by name, entry
// with entry (SPMD partitioning and Shardy rename it), and by unique equal
// content among the unpaired, and a copy that a pass made for a further
// call site (flatten-call-graph) with what that call site called before,
// even when the original stays. home() is where a new computation's
// instructions may come from: its pair, the pair's callees, and for a fused
// or called computation its caller's home.
//
//===----------------------------------------------------------------------===//

#include "LineageMatcher.h"
#include "MatchUtil.h"

#include <algorithm>

#include "absl/container/inlined_vector.h"
#include "absl/strings/match.h"

namespace hlotrace::lineage {

void LineageMatcher::pairComputations() {
  auto Pair = [&](const Computation *N, const Computation *O) {
    setPair(N, O);
  };
  // PERF NOTE: sized once; most computations pair (by identity), each
  // entered directly (setPair() forgets pairOf()'s memory at every call;
  // it holds nothing yet).
  PairNew.reserve(New.computations().size());
  PairOld.reserve(New.computations().size());
  for (const Computation *C : New.computations())
    if (OV.contains(C)) {
      PairNew.insert_or_assign(C, C);
      PairOld.insert_or_assign(C, C);
    }
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
    forgetPairs();
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
  pairCopiesForCallSites();
}

void LineageMatcher::pairCopiesForCallSites() {
  // Visits, for each place new `C` is called from, the callees of each old
  // instruction that could be its caller's counterpart (same opcode, in the
  // caller's paired computation), with C's position among the callees. A
  // fusion's computation is made with it (never such a copy or remake).
  auto ForOldCallees = [&](const Computation *C, auto &&Visit) {
    for (const CallSite &S : NV.callSites(C)) {
      Opcode Op = S.Caller->opcode();
      const Computation *OP = pairOf(S.Caller->parent());
      if (Op == Opcode::Fusion || !OP)
        continue;
      for (const Instruction *O : ofOpcode(*OP, Op))
        Visit(OV.callees(*O), S.Position);
    }
  };
  // A callee remade with other content (while-loop-invariant-code-motion
  // widens a loop's state into a `wide.` body and condition, a simplifier
  // drops elements): the old callee in the same place that is gone, when
  // only one is (XLA names the remade one after it, which breaks a tie).
  auto Remade = [&](const Computation *C) -> const Computation * {
    absl::InlinedVector<const Computation *, 2> Gone;
    ForOldCallees(C, [&](absl::Span<const Computation *const> OC,
                         size_t Position) {
      const Computation *X = Position < OC.size() ? OC[Position] : nullptr;
      if (X && !PairOld.contains(X) &&
          std::find(Gone.begin(), Gone.end(), X) == Gone.end())
        Gone.push_back(X);
    });
    if (Gone.size() > 1 && Options.UseNames) {
      absl::InlinedVector<const Computation *, 2> Keep;
      for (const Computation *X : Gone)
        if (C->name().size() > X->name().size() &&
            absl::EndsWith(C->name(), X->name()) &&
            C->name()[C->name().size() - X->name().size() - 1] == '.')
          Keep.push_back(X);
      Gone.swap(Keep);
    }
    return Gone.size() == 1 ? Gone[0] : nullptr;
  };
  // Callers are paired before their callees: a round per call depth.
  for (bool Progress = true; Progress;) {
    Progress = false;
    for (const Computation *C : New.computations()) {
      if (PairNew.contains(C) || !C->root())
        continue;
      query::TwinCallee Twin(nullptr, NewKeys.contentHash(*C, New));
      ForOldCallees(C, [&](absl::Span<const Computation *const> OC,
                           size_t Position) {
        Twin.offer(OC, Position, [&](const Computation &X) {
          return OldKeys.contentHash(X, Old);
        });
      });
      const Computation *Found = Twin.found();
      if (!Found) {
        if (const Computation *O = Remade(C)) {
          setPair(C, O);
          Progress = true;
        }
        continue;
      }
      Progress = true;
      if (!PairOld.contains(Found)) {
        setPair(C, Found); // The original is gone: a rename.
        continue;
      }
      // Only this side: the original keeps its own pair (it may live on
      // unchanged, livesOn()); linkCopies() links the copy.
      PairNew[C] = Found;
      forgetPairs();
      Copies.push_back({C, Found});
      CopyOf.insert(C);
    }
  }
}

absl::Span<const Instruction *const>
LineageMatcher::ofOpcode(const Computation &C, Opcode Op) {
  auto [It, Made] = ByOpcode.try_emplace({&C, Op});
  if (Made)
    for (const Instruction *I : C.instructions())
      if (I->opcode() == Op)
        It->second.push_back(I);
  return It->second;
}

bool LineageMatcher::livesOn(const Instruction &O) {
  const Computation *C = O.parent();
  auto It = PairOld.find(C);
  if (It == PairOld.end())
    return false;
  // A computation nothing calls any more is left over, not alive: what a
  // pass fused into the consumers of its fusion came from it (XLA:GPU's
  // priority fusion leaves the producer's fused computation behind).
  if (It->second != New.entry() && NV.callSites(It->second).empty())
    return false;
  if (It->second == C)
    return true;
  // Paired by name: unchanged when the content is the same.
  auto [Known, Fresh] = Unchanged.try_emplace(C, false);
  if (Fresh)
    Known->second = OldKeys.contentHash(*C, Old) ==
                    NewKeys.contentHash(*It->second, New);
  return Known->second;
}

const LineageMatcher::Home &LineageMatcher::home(const Computation *C) {
  if (auto It = Homes.find(C); It != Homes.end())
    return *It->second;
  auto H = std::make_unique<Home>();
  // A fused or called computation draws from its caller's home.
  if (const CallSite *S = NV.soleCallSite(C))
    H->Up = &home(S->Caller->parent());
  // The pair and its callees, transitively; what the caller's home holds
  // is there with its callees already (every home is closed under callees).
  std::vector<const Computation *> Work;
  if (const Computation *P = pairOf(C))
    Work.push_back(P);
  while (!Work.empty()) {
    const Computation *X = Work.back();
    Work.pop_back();
    if ((H->Up && H->Up->contains(X)) || !H->Own.insert(X).second)
      continue;
    for (const Instruction *I : X->instructions())
      for (const Computation *Callee : OV.callees(*I))
        if (Callee && !H->Own.contains(Callee))
          Work.push_back(Callee);
  }
  return *(Homes[C] = std::move(H));
}

bool LineageMatcher::isCopy(const Computation *C) const {
  if (CopyOf.empty())
    return false; // PERF NOTE: asked for every link; copies are rare.
  const Computation *O = pairOf(C);
  if (!O)
    return false;
  auto It = PairOld.find(O);
  return It != PairOld.end() && It->second != C;
}

void LineageMatcher::linkCopies() {
  for (const auto &[C, O] : Copies)
    linkCopy(*C, *O, 1.0f);
}

} // namespace hlotrace::lineage
