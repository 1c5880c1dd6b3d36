//===- SourceLocations.cpp - Offsets to lines and columns -----------------===//
//
// Lookups for SourceLocations; the parser fills the tables
// (SourceLocationsImpl.h).
//
//===----------------------------------------------------------------------===//

#include "hlotrace/Text/SourceLocations.h"

#include <algorithm>
#include <cstring>

#include "Text/SourceLocationsImpl.h"
#include "hlotrace/IR/Instruction.h"

namespace hlotrace {

SourceLocations::SourceLocations() : P(std::make_unique<Impl>()) {}
SourceLocations::~SourceLocations() = default;
SourceLocations::SourceLocations(SourceLocations &&) noexcept = default;
SourceLocations &
SourceLocations::operator=(SourceLocations &&) noexcept = default;

void SourceLocations::Impl::reset(absl::string_view Text) {
  Computations.clear();
  Instructions.clear();
  LineStarts.assign(1, 0);
  const char *Begin = Text.data();
  const char *End = Begin + Text.size();
  for (const char *Q = Begin; Q < End;) {
    const void *NL = std::memchr(Q, '\n', End - Q);
    if (!NL)
      break;
    Q = static_cast<const char *>(NL) + 1;
    LineStarts.push_back(static_cast<size_t>(Q - Begin));
  }
}

SourceLocation SourceLocations::Impl::at(size_t Offset) const {
  if (LineStarts.empty())
    return {};
  auto It = std::upper_bound(LineStarts.begin(), LineStarts.end(), Offset);
  size_t Line = static_cast<size_t>(It - LineStarts.begin());
  return {static_cast<uint32_t>(Line),
          static_cast<uint32_t>(Offset - LineStarts[Line - 1] + 1)};
}

SourceLocation SourceLocations::of(const Computation &C) const {
  auto It = P->Computations.find(&C);
  return It == P->Computations.end() ? SourceLocation{} : P->at(It->second);
}

SourceLocation SourceLocations::of(const Instruction &I) const {
  auto It = P->Instructions.find(&I);
  return It == P->Instructions.end() ? SourceLocation{}
                                     : P->at(It->second.Start);
}

SourceLocation SourceLocations::ofAttribute(const Instruction &I,
                                            absl::string_view Name) const {
  auto It = P->Instructions.find(&I);
  if (It == P->Instructions.end())
    return {};
  absl::Span<const Attribute> As = I.attributes();
  for (size_t K = 0; K < As.size() && K < It->second.Attributes.size(); ++K)
    if (As[K].Name == Name)
      return P->at(It->second.Attributes[K]);
  return P->at(It->second.Start);
}

SourceLocation SourceLocations::ofOperand(const Instruction &I,
                                          size_t N) const {
  auto It = P->Instructions.find(&I);
  if (It == P->Instructions.end())
    return {};
  if (N < It->second.Operands.size())
    return P->at(It->second.Operands[N]);
  return P->at(It->second.Start);
}

} // namespace hlotrace
