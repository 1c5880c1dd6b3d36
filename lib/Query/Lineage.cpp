//===- Lineage.cpp - StepLineage accessors and link-kind names ------------===//
//
// The read side of a computed lineage. The matching itself lives in
// LineageMatcher.h and the files it lists; computeLineage() is in
// LineageBuilder.cpp.
//
//===----------------------------------------------------------------------===//

#include "LineageImpl.h"

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

static std::vector<const LineageLink *>
linksAt(const std::vector<LineageLink> &Links,
        const absl::flat_hash_map<const Instruction *,
                                  absl::InlinedVector<uint32_t, 1>> &Index,
        const absl::flat_hash_map<const Computation *, uint32_t> &SharedStart,
        const Instruction &I) {
  std::vector<const LineageLink *> Out;
  if (auto It = Index.find(&I); It != Index.end()) {
    for (uint32_t K : It->second)
      Out.push_back(&Links[K]);
    return Out;
  }
  if (auto It = SharedStart.find(I.parent()); It != SharedStart.end())
    Out.push_back(&Links[It->second + I.index()]);
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
  for (uint32_t K = 0; K < I.Links.size(); ++K) {
    if (I.Links[K].Old == I.Links[K].New)
      continue; // Shared: found through SharedStart.
    I.ByOld[I.Links[K].Old].push_back(K);
    I.ByNew[I.Links[K].New].push_back(K);
  }
  I.Removed = std::move(Removed);
  I.Created = std::move(Created);
  I.Ambiguities = std::move(Ambiguities);
  return S;
}

} // namespace hlotrace
