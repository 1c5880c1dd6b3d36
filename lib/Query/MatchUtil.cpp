//===- MatchUtil.cpp - Shared helpers for matching across snapshots -------===//

#include "MatchUtil.h"

namespace hlotrace::query {

std::string shapeKey(const Shape *S) {
  return S ? S->toString(/*WithLayout=*/false) : std::string();
}

std::string opNameOf(const Instruction &I) {
  auto Text = I.attribute("metadata");
  if (!Text)
    return {};
  // PERF NOTE: the diff calls this for every unpaired instruction;
  // scanning for the one field avoids decoding the whole OpMetadata.
  absl::string_view V = *Text;
  size_t P = V.find("op_name=\"");
  if (P == absl::string_view::npos)
    return {};
  P += 9;
  std::string Out;
  for (size_t I = P; I < V.size() && V[I] != '"'; ++I) {
    if (V[I] == '\\' && I + 1 < V.size())
      ++I;
    Out.push_back(V[I]);
  }
  return Out;
}

void TwinCallee::offer(absl::Span<const Computation *const> Callees,
                       size_t Position,
                       absl::FunctionRef<uint64_t(const Computation &)> HashOf) {
  const Computation *X = Position < Callees.size() ? Callees[Position] : nullptr;
  if (!X || X == Found || X == Self || HashOf(*X) != Hash)
    return;
  Clash |= Found != nullptr;
  Found = X;
}

} // namespace hlotrace::query
