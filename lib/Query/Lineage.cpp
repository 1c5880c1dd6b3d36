//===- Lineage.cpp - StepLineage accessors and link-kind names ------------===//
//
// The read side of a computed lineage. The matching itself lives in
// LineageMatcher.h and the files it lists; computeLineage() is in
// LineageBuilder.cpp.
//
//===----------------------------------------------------------------------===//

#include "LineageImpl.h"

#include <algorithm>

namespace hlotrace {

absl::string_view linkKindName(LinkKind K) {
  switch (K) {
  case LinkKind::Same:
    return "same";
  case LinkKind::Renamed:
    return "renamed";
  case LinkKind::Changed:
    return "changed";
  case LinkKind::Cloned:
    return "cloned";
  case LinkKind::Fused:
    return "fused";
  case LinkKind::Inlined:
    return "inlined";
  case LinkKind::Partitioned:
    return "partitioned";
  case LinkKind::Merged:
    return "merged";
  case LinkKind::Duplicated:
    return "duplicated";
  case LinkKind::Rewritten:
    return "rewritten";
  }
  return "same";
}

StepLineage::StepLineage() : P(std::make_unique<Impl>()) {}
StepLineage::StepLineage(StepLineage &&) noexcept = default;
StepLineage &StepLineage::operator=(StepLineage &&) noexcept = default;
StepLineage::~StepLineage() = default;

SelfLinks makeSelfLinks(const Computation &C) {
  auto Block = std::make_shared<std::vector<LineageLink>>();
  Block->reserve(C.instructions().size());
  for (const Instruction *I : C.instructions())
    Block->push_back({I, I, LinkKind::Same, 1.0f, nullptr});
  return Block;
}

absl::Span<const LineageLink> StepLineage::links() const {
  Impl &I = *P;
  absl::call_once(I.AllOnce, [&I] {
    size_t N = I.Own.size();
    for (const SelfLinks &Block : I.SelfBlocks)
      N += Block->size();
    I.All.reserve(N);
    size_t K = 0;
    for (size_t S = 0; S < I.SharedComputations.size(); ++S) {
      I.All.insert(I.All.end(), I.Own.begin() + K,
                   I.Own.begin() + I.SharedAt[S]);
      K = I.SharedAt[S];
      const std::vector<LineageLink> &Block = *I.SelfBlocks[S];
      I.All.insert(I.All.end(), Block.begin(), Block.end());
    }
    I.All.insert(I.All.end(), I.Own.begin() + K, I.Own.end());
  });
  return I.All;
}

absl::Span<const absl::Span<const LineageLink>>
StepLineage::linkRunsBesideShared() const {
  return P->Runs;
}

absl::Span<const Computation *const> StepLineage::sharedComputations() const {
  return P->SharedComputations;
}

/// Fills `By` (ByOld or ByNew of `Own`'s StepLineage::Impl) with the links
/// of `Own` between different instructions (a shared computation's own are
/// found through SelfBlocks), by `End(link)`: counted per instruction, then
/// placed.
template <typename EndFn>
static void
indexLinks(const std::vector<LineageLink> &Own,
           absl::flat_hash_map<const Computation *, LinksOfComputation> &By,
           EndFn End) {
  const Computation *LastC = nullptr;
  LinksOfComputation *LastB = nullptr;
  auto Of = [&](const Instruction *X) -> LinksOfComputation & {
    if (X->parent() != LastC) {
      LastC = X->parent();
      LastB = &By[LastC];
      if (LastB->Begin.empty())
        LastB->Begin.assign(LastC->instructionCount() + 1, 0);
    }
    return *LastB;
  };
  for (const LineageLink &L : Own)
    if (L.Old != L.New)
      ++Of(End(L)).Begin[End(L)->index() + 1];
  for (auto &[C, B] : By) {
    for (size_t K = 1; K < B.Begin.size(); ++K)
      B.Begin[K] += B.Begin[K - 1];
    B.Pos.resize(B.Begin.back());
  }
  // Fill cursors: Begin[i] advances while instruction i's links are
  // placed, then is restored from the cursor of instruction i - 1.
  LastC = nullptr;
  for (uint32_t K = 0, E = static_cast<uint32_t>(Own.size()); K < E; ++K) {
    const LineageLink &L = Own[K];
    if (L.Old == L.New)
      continue;
    LinksOfComputation &B = Of(End(L));
    B.Pos[B.Begin[End(L)->index()]++] = K;
  }
  for (auto &[C, B] : By) {
    for (size_t K = B.Begin.size() - 1; K > 0; --K)
      B.Begin[K] = B.Begin[K - 1];
    B.Begin[0] = 0;
  }
}

/// `P` is a StepLineage::Impl (private: deduced, not named).
template <typename ImplT>
static std::vector<const LineageLink *>
linksAt(ImplT &P, bool Old, const Instruction &I) {
  absl::call_once(P.IndexOnce, [&P] {
    P.SharedIndex.reserve(P.SharedComputations.size());
    for (uint32_t K = 0; K < P.SharedComputations.size(); ++K)
      P.SharedIndex.emplace(P.SharedComputations[K], K);
  });
  if (Old)
    absl::call_once(P.ByOldOnce, [&P] {
      indexLinks(P.Own, P.ByOld, [](const LineageLink &L) { return L.Old; });
    });
  else
    absl::call_once(P.ByNewOnce, [&P] {
      indexLinks(P.Own, P.ByNew, [](const LineageLink &L) { return L.New; });
    });
  std::vector<const LineageLink *> Out;
  // An instruction of a shared computation continues as itself, and may
  // also have been copied (links in Index).
  if (auto It = P.SharedIndex.find(I.parent()); It != P.SharedIndex.end())
    Out.push_back(&(*P.SelfBlocks[It->second])[I.index()]);
  const auto &Index = Old ? P.ByOld : P.ByNew;
  if (auto It = Index.find(I.parent()); It != Index.end()) {
    const LinksOfComputation &B = It->second;
    if (I.index() + 1 < B.Begin.size())
      for (uint32_t K = B.Begin[I.index()]; K < B.Begin[I.index() + 1]; ++K)
        Out.push_back(&P.Own[B.Pos[K]]);
  }
  return Out;
}

std::vector<const LineageLink *>
StepLineage::successors(const Instruction &Old) const {
  return linksAt(*P, /*Old=*/true, Old);
}

std::vector<const LineageLink *>
StepLineage::predecessors(const Instruction &New) const {
  return linksAt(*P, /*Old=*/false, New);
}

absl::Span<const Instruction *const> StepLineage::removed() const {
  return P->Removed;
}

absl::Span<const Instruction *const> StepLineage::created() const {
  return P->Created;
}

absl::Span<const LineageAmbiguity> StepLineage::ambiguities() const {
  return P->Ambiguities;
}

StepLineage LineageBuilder::make(
    std::vector<LineageLink> Own,
    std::vector<const Computation *> SharedComputations,
    std::vector<uint32_t> SharedAt, std::vector<SelfLinks> SelfBlocks,
    std::vector<const Instruction *> Removed,
    std::vector<const Instruction *> Created,
    std::vector<LineageAmbiguity> Ambiguities) {
  StepLineage S;
  StepLineage::Impl &I = *S.P;
  I.Own = std::move(Own);
  I.SharedComputations = std::move(SharedComputations);
  I.SharedAt = std::move(SharedAt);
  I.SelfBlocks = std::move(SelfBlocks);
  if (!I.Own.empty())
    I.Runs.emplace_back(I.Own);
  I.Removed = std::move(Removed);
  I.Created = std::move(Created);
  I.Ambiguities = std::move(Ambiguities);
  return S;
}

} // namespace hlotrace
