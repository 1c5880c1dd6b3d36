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

absl::Span<const LineageLink> StepLineage::links() const { return P->Links; }

absl::Span<const absl::Span<const LineageLink>>
StepLineage::linkRunsBesideShared() const {
  return P->Runs;
}

static std::vector<const LineageLink *>
linksAt(const std::vector<LineageLink> &Links,
        const absl::flat_hash_map<const Computation *, LinksOfComputation>
            &Index,
        const absl::flat_hash_map<const Computation *, uint32_t> &SharedStart,
        const Instruction &I) {
  std::vector<const LineageLink *> Out;
  // An instruction of a shared computation continues as itself, and may
  // also have been copied (links in Index).
  if (auto It = SharedStart.find(I.parent()); It != SharedStart.end())
    Out.push_back(&Links[It->second + I.index()]);
  if (auto It = Index.find(I.parent()); It != Index.end()) {
    const LinksOfComputation &B = It->second;
    if (I.index() + 1 < B.Begin.size())
      for (uint32_t K = B.Begin[I.index()]; K < B.Begin[I.index() + 1]; ++K)
        Out.push_back(&Links[B.Pos[K]]);
  }
  return Out;
}

std::vector<const LineageLink *>
StepLineage::successors(const Instruction &Old) const {
  return linksAt(P->Links, P->ByOld, P->SharedStart, Old);
}

std::vector<const LineageLink *>
StepLineage::predecessors(const Instruction &New) const {
  return linksAt(P->Links, P->ByNew, P->SharedStart, New);
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
    std::vector<LineageLink> Links,
    absl::flat_hash_map<const Computation *, uint32_t> SharedStart,
    std::vector<const Instruction *> Removed,
                                 std::vector<const Instruction *> Created,
                                 std::vector<LineageAmbiguity> Ambiguities) {
  StepLineage S;
  StepLineage::Impl &I = *S.P;
  I.Links = std::move(Links);
  I.SharedStart = std::move(SharedStart);
  // Links between different instructions (a shared computation's own are
  // found through SharedStart), counted per end's instruction, then placed.
  // PERF NOTE: a shared computation's links (each instruction to itself)
  // are most of a step's and lie in one block each; the passes below step
  // over those blocks instead of testing every link in them.
  std::vector<std::pair<uint32_t, uint32_t>> SharedBlocks;
  SharedBlocks.reserve(I.SharedStart.size());
  for (const auto &[C, Start] : I.SharedStart)
    SharedBlocks.emplace_back(
        Start, Start + static_cast<uint32_t>(C->instructions().size()));
  std::sort(SharedBlocks.begin(), SharedBlocks.end());
  {
    uint32_t K = 0;
    auto Run = [&](uint32_t End) {
      if (K < End)
        I.Runs.emplace_back(I.Links.data() + K, End - K);
    };
    for (const auto &[Begin, End] : SharedBlocks) {
      Run(Begin);
      K = std::max(K, End);
    }
    Run(static_cast<uint32_t>(I.Links.size()));
  }
  auto ForEachOwn = [&](auto F) {
    for (absl::Span<const LineageLink> R : I.Runs)
      for (uint32_t K = R.data() - I.Links.data(), E = K + R.size(); K < E;
           ++K)
        F(K);
  };
  using ByComputation = LinksOfComputation;
  auto Index = [&](absl::flat_hash_map<const Computation *, ByComputation> &By,
                   auto End) {
    const Computation *LastC = nullptr;
    ByComputation *LastB = nullptr;
    auto Of = [&](const Instruction *X) -> ByComputation & {
      if (X->parent() != LastC) {
        LastC = X->parent();
        LastB = &By[LastC];
        if (LastB->Begin.empty())
          LastB->Begin.assign(LastC->instructionCount() + 1, 0);
      }
      return *LastB;
    };
    ForEachOwn([&](uint32_t K) {
      const LineageLink &L = I.Links[K];
      if (L.Old != L.New)
        ++Of(End(L)).Begin[End(L)->index() + 1];
    });
    for (auto &[C, B] : By) {
      for (size_t K = 1; K < B.Begin.size(); ++K)
        B.Begin[K] += B.Begin[K - 1];
      B.Pos.resize(B.Begin.back());
    }
    // Fill cursors: Begin[i] advances while instruction i's links are
    // placed, then is restored from the cursor of instruction i - 1.
    LastC = nullptr;
    ForEachOwn([&](uint32_t K) {
      const LineageLink &L = I.Links[K];
      if (L.Old == L.New)
        return;
      ByComputation &B = Of(End(L));
      B.Pos[B.Begin[End(L)->index()]++] = K;
    });
    for (auto &[C, B] : By) {
      for (size_t K = B.Begin.size() - 1; K > 0; --K)
        B.Begin[K] = B.Begin[K - 1];
      B.Begin[0] = 0;
    }
  };
  Index(I.ByOld, [](const LineageLink &L) { return L.Old; });
  Index(I.ByNew, [](const LineageLink &L) { return L.New; });
  I.Removed = std::move(Removed);
  I.Created = std::move(Created);
  I.Ambiguities = std::move(Ambiguities);
  return S;
}

} // namespace hlotrace
