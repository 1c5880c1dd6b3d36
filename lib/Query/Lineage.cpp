//===- Lineage.cpp - StepLineage accessors and link-kind names ------------===//
//
// The read side of a computed lineage. The matching itself lives in
// LineageMatcher.cpp; computeLineage() is in LineageBuilder.cpp.
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

std::vector<const LineageLink *>
StepLineage::successors(const Instruction &Old) const {
  std::vector<const LineageLink *> Out;
  if (auto It = P->ByOld.find(&Old); It != P->ByOld.end())
    for (uint32_t I : It->second)
      Out.push_back(&P->Links[I]);
  return Out;
}

std::vector<const LineageLink *>
StepLineage::predecessors(const Instruction &New) const {
  std::vector<const LineageLink *> Out;
  if (auto It = P->ByNew.find(&New); It != P->ByNew.end())
    for (uint32_t I : It->second)
      Out.push_back(&P->Links[I]);
  return Out;
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

StepLineage LineageBuilder::make(std::vector<LineageLink> Links,
                                 std::vector<const Instruction *> Removed,
                                 std::vector<const Instruction *> Created,
                                 std::vector<LineageAmbiguity> Ambiguities) {
  StepLineage S;
  StepLineage::Impl &I = *S.P;
  I.Links = std::move(Links);
  I.ByOld.reserve(I.Links.size());
  I.ByNew.reserve(I.Links.size());
  for (uint32_t K = 0; K < I.Links.size(); ++K) {
    I.ByOld[I.Links[K].Old].push_back(K);
    I.ByNew[I.Links[K].New].push_back(K);
  }
  I.Removed = std::move(Removed);
  I.Created = std::move(Created);
  I.Ambiguities = std::move(Ambiguities);
  return S;
}

} // namespace hlotrace
