//===- LineageCompose.cpp - ModuleLineage::between(): many steps as one ---===//
//
// Walks every instruction of snapshot From forward one step at a time, on
// every arm, and links it to the instructions its arms reach in snapshot
// To. Computations that are the same object at both ends link to
// themselves without a walk (as computeLineage does for one step).
//
//===----------------------------------------------------------------------===//

#include "LineageImpl.h"
#include "Support/Status.h"
#include "absl/container/flat_hash_set.h"
#include "absl/strings/str_cat.h"
#include "hlotrace/Query/ModuleLineage.h"

#include <algorithm>

namespace hlotrace {
namespace {

/// PERF NOTE: an arm that fans out (a constant duplicated into every
/// fusion) is followed up to this many ends per instruction.
constexpr size_t kMaxArms = 64;

/// How much a link kind transforms: the composed link keeps the largest.
int rank(LinkKind K) {
  switch (K) {
  case LinkKind::Same:
    return 0;
  case LinkKind::Renamed:
    return 1;
  case LinkKind::Changed:
    return 2;
  case LinkKind::Cloned:
    return 3;
  case LinkKind::Duplicated:
    return 4;
  case LinkKind::Fused:
    return 5;
  case LinkKind::Inlined:
    return 6;
  case LinkKind::Partitioned:
    return 7;
  case LinkKind::Merged:
    return 8;
  case LinkKind::Rewritten:
    return 9;
  }
  return 0;
}

struct Arm {
  const Instruction *At;
  LinkKind Kind;
  float Confidence;
  const Instruction *Via;
  int Hops;
};

} // namespace

absl::StatusOr<StepLineage> ModuleLineage::between(size_t From,
                                                   size_t To) const {
  if (From >= To || To >= Snapshots.size())
    return absl::OutOfRangeError(
        absl::StrCat("lineage between snapshots ", From, " and ", To, " of ",
                     Snapshots.size(), " (the first must come first)"));
  std::vector<const StepLineage *> Steps;
  for (size_t K = From + 1; K <= To; ++K) {
    ASSIGN_OR_RETURN(const StepLineage *S, step(K));
    Steps.push_back(S);
  }
  const Module &Old = *Snapshots[From].M, &New = *Snapshots[To].M;
  std::vector<LineageLink> Links;
  std::vector<const Computation *> SharedComputations;
  std::vector<uint32_t> SharedAt;
  std::vector<SelfLinks> SelfBlocks;
  absl::flat_hash_set<const Computation *> Shared;
  std::vector<const Instruction *> Removed;
  absl::flat_hash_set<const Instruction *> Reached;
  for (const Computation *C : Old.computations()) {
    if (New.find(C->name()) == C) {
      SharedComputations.push_back(C);
      SharedAt.push_back(static_cast<uint32_t>(Links.size()));
      SelfBlocks.push_back(makeSelfLinks(*C));
      Shared.insert(C);
      continue;
    }
    for (const Instruction *O : C->instructions()) {
      std::vector<Arm> Arms{{O, LinkKind::Same, 1.0f, nullptr, 0}};
      for (const StepLineage *S : Steps) {
        std::vector<Arm> Next;
        absl::flat_hash_set<const Instruction *> Seen;
        for (const Arm &A : Arms)
          for (const LineageLink *L : S->successors(*A.At)) {
            if (Next.size() >= kMaxArms || !Seen.insert(L->New).second)
              continue;
            Arm B = A;
            B.At = L->New;
            if (rank(L->Kind) >= rank(B.Kind))
              B.Kind = L->Kind;
            B.Confidence = std::min(B.Confidence, L->Confidence);
            if (L->Kind != LinkKind::Same) {
              B.Via = L->Via;
              ++B.Hops;
            }
            Next.push_back(B);
          }
        Arms.swap(Next);
        if (Arms.empty())
          break;
      }
      if (Arms.empty()) {
        Removed.push_back(O);
        continue;
      }
      for (const Arm &A : Arms) {
        // A link through several changes has no one Via.
        Links.push_back({O, A.At, A.Kind, A.Confidence,
                         A.Hops == 1 ? A.Via : nullptr});
        Reached.insert(A.At);
      }
    }
  }
  std::vector<const Instruction *> Created;
  for (const Computation *C : New.computations()) {
    if (Shared.contains(C))
      continue;
    for (const Instruction *I : C->instructions())
      if (!Reached.contains(I))
        Created.push_back(I);
  }
  return LineageBuilder::make(std::move(Links), std::move(SharedComputations),
                              std::move(SharedAt), std::move(SelfBlocks),
                              std::move(Removed), std::move(Created), {});
}

} // namespace hlotrace
