//===- MatchUtil.cpp - Shared helpers for matching across snapshots -------===//

#include "MatchUtil.h"

#include "absl/strings/match.h"
#include "hlotrace/Query/Diff.h"

namespace hlotrace::query {

std::string shapeKey(const Shape *S) {
  return S ? S->toString(/*WithLayout=*/false) : std::string();
}

std::string opNameOf(const Instruction &I) {
  auto Text = I.attribute("metadata");
  if (!Text)
    return {};
  // PERF NOTE: history and provenance call this for every candidate pair;
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

int cloneScore(const Instruction &Orig, const Instruction &Clone) {
  if (Orig.opcode() != Clone.opcode() ||
      Orig.opcodeName() != Clone.opcodeName())
    return 0;
  int Score = 1;
  std::string OpA = opNameOf(Orig), OpB = opNameOf(Clone);
  if (!OpA.empty() || !OpB.empty()) {
    if (OpA != OpB)
      return 0; // metadata survives fusion; a different op_name is not it.
    Score += 4;
  }
  if (shapeKey(Orig.shape()) == shapeKey(Clone.shape()))
    Score += 2;
  else if (Orig.opcode() != Opcode::Parameter)
    return 0;
  if (Clone.name() == Orig.name() || isSuffixRename(Orig.name(), Clone.name()))
    Score += 4;
  else if (baseName(Orig.name()) == baseName(Clone.name()))
    Score += 2;
  if (Orig.hasPayload() && Clone.hasPayload() &&
      Orig.payload() == Clone.payload())
    Score += 1;
  return Score;
}

} // namespace hlotrace::query
