//===- LineageRemadeCalls.cpp - Library calls remade whole ---------------===//
//
// A pass may remake a library call together with much of the graph that
// feeds it: layout normalization on an A100 rewrites a cuDNN backward
// convolution and the whole batch-norm gradient under it in normalized
// layouts, under new names, so that no operand chain of the new call leads
// back to the old one's operands (findRewrites() follows at most a few
// remade ops). What still identifies the call is what it asks of the
// library: the same target, operand count and window. An old call left
// without successor is linked as rewritten to the created call of its
// computation's pair when each is the other's only counterpart there
// (and, with metadata allowed, their metadata agree). Runs last.
//
//===----------------------------------------------------------------------===//

#include "LineageMatcher.h"

namespace hlotrace::lineage {
namespace {

/// Attributes that fix what a library call computes, besides its target;
/// the dimension labels are left out (a layout change rewrites them).
constexpr absl::string_view kCallAttributes[] = {
    "window", "feature_group_count", "batch_group_count"};

} // namespace

void LineageMatcher::findRemadeCalls() {
  // Old calls without successor, by computation.
  absl::flat_hash_map<const Computation *, std::vector<const Instruction *>>
      Lost;
  for (const Instruction *O : OldChanged)
    if (O->opcode() == Opcode::CustomCall && !hasSuccessor(*O) &&
        O->operandCount() > 0)
      Lost[O->parent()].push_back(O);
  if (Lost.empty())
    return;
  auto Counterparts = [&](const Instruction &A, const Instruction &B) {
    if (A.operandCount() != B.operandCount() ||
        A.customCallTarget() != B.customCallTarget())
      return false;
    for (absl::string_view Name : kCallAttributes)
      if (A.attribute(Name) != B.attribute(Name))
        return false;
    if (Options.UseMetadata) {
      auto MA = A.attribute("metadata"), MB = B.attribute("metadata");
      if (MA && MB && *MA != *MB)
        return false;
    }
    return true;
  };
  // Created calls, by the old computation their own pairs with.
  absl::flat_hash_map<const Computation *, std::vector<const Instruction *>>
      Made;
  for (const Instruction *N : Order)
    if (N->opcode() == Opcode::CustomCall && isCreated(*N))
      if (const Computation *P = pairOf(N->parent()); P && Lost.contains(P))
        Made[P].push_back(N);
  for (const auto &[C, News] : Made) {
    const std::vector<const Instruction *> &Olds = Lost[C];
    for (const Instruction *N : News) {
      const Instruction *Only = nullptr;
      int Count = 0;
      for (const Instruction *O : Olds)
        if (Counterparts(*O, *N)) {
          Only = O;
          ++Count;
        }
      if (Count != 1)
        continue;
      int Back = 0;
      for (const Instruction *Other : News)
        Back += Counterparts(*Only, *Other);
      if (Back == 1)
        linkRewrite(*Only, *N);
    }
  }
}

} // namespace hlotrace::lineage
