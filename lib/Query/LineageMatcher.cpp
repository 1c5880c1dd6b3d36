//===- LineageMatcher.cpp - Driving the matching of two snapshots ---------===//
//
// The driver behind computeLineage(): pair computations, index the old
// module, order the new one bottom-up, then rounds of bottom-up matching
// (LineageBottomUp.cpp), top-down refinement and tie resolution
// (LineageTies.cpp), and finally clones, CSE merges and rewrites
// (LineageClones.cpp, LineageMerges.cpp, LineageAsync.cpp,
// LineageRemadeCalls.cpp).
//
//===----------------------------------------------------------------------===//

#include "LineageMatcher.h"

#include "LineagePartitioning.h"

namespace hlotrace::lineage {

LineageMatcher::LineageMatcher(const Module &Old, const Module &New,
                               const LineageOptions &Options, ModuleView &OV,
                               KeyCache &OldKeys, ModuleView &NV,
                               KeyCache &NewKeys, SharedUsers *Users)
    : Old(Old), New(New), Options(Options), OV(OV), NV(NV), OldKeys(OldKeys),
      NewKeys(NewKeys), Users(Users) {}

const Computation *LineageMatcher::pairOf(const Computation *C) const {
  for (const KnownPair &K : LastPairs)
    if (K.New == C && C)
      return K.Old;
  auto It = PairNew.find(C);
  const Computation *P = It == PairNew.end() ? nullptr : It->second;
  LastPairs[NextPair] = {C, P};
  NextPair ^= 1;
  return P;
}

void LineageMatcher::setPair(const Computation *New, const Computation *Old) {
  PairNew[New] = Old;
  PairOld[Old] = New;
  forgetPairs();
}

void LineageMatcher::forgetPairs() {
  for (KnownPair &K : LastPairs)
    K = KnownPair();
}

void LineageMatcher::run() {
  Partitioning = isPartitioningStep(Old, New);
  MaxShards = partitionCount(New);
  pairComputations();
  indexOld();
  orderNew();
  linkUnchanged();
  // Round 0 uses structure only; later rounds also pair in place what
  // structure could not, which lets the users of those pair again.
  // PERF NOTE: outside a partitioning step a firm link, once made, stays
  // (only matchCombiningReduce() takes some back), and an instruction with
  // one has no tentative candidates; so each round walks, in matching
  // order, only the instructions still without one, which the loops below
  // would otherwise skip one by one (linkUnchanged() links about half of
  // a step's instructions before round 0).
  std::vector<const Instruction *> Open(Order.begin(), Order.end());
  constexpr int kRounds = 3;
  for (int Round = 0; Round < kRounds; ++Round) {
    if (!Partitioning)
      Open.erase(std::remove_if(Open.begin(), Open.end(),
                                [&](const Instruction *N) {
                                  return !States.find(*N)->Firm.empty();
                                }),
                 Open.end());
    // Once structure has linked what it can: loops and calls whose
    // callees were remade, so that the next rounds reach their users.
    if (Round == 1) {
      linkRemadeCallers();
      findMultiSiteInlines();
    }
    // What an open tie names is not free for pairing in place.
    InTie.clear();
    if (Round > 0)
      for (const Instruction *N : Open)
        for (const Instruction *O : state(*N).Tentative)
          InTie.insert(O);
    for (const Instruction *N : Open) {
      NewState &S = state(*N);
      if (!S.Firm.empty() ||
          (!Copies.empty() && CopyOf.contains(N->parent())))
        continue;
      matchBottomUp(*N);
      if (Round > 0 && S.Firm.empty() && S.Tentative.empty())
        matchInPlace(*N);
    }
    for (auto It = Open.rbegin(); It != Open.rend(); ++It)
      if (!state(**It).Tentative.empty())
        refineTopDown(**It);
    resolveTies(Open, /*Final=*/Round == kRounds - 1);
  }
  linkCopies();
  findClonedComputations();
  findMergedComputations();
  findMerges();
  findDeadenedCallees();
  findRewrites();
  linkLoopsByTheirBodies();
  findMergedFusions();
  findAsyncConversions();
  findRemadeCalls();
  findEpilogues();
  findMultiSiteInlines();
  findNamedClones();
  findFeeders();
  findMetadataTwins();
}


absl::Span<const RawLink>
LineageMatcher::linksOf(const Instruction &N) const {
  const NewState *S = States.find(N);
  if (!S)
    return {};
  return S->Firm;
}

} // namespace hlotrace::lineage
