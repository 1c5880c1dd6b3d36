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
// (and, with metadata allowed, their metadata agree).
//
// A rewriter may also turn an op into a library call when a user of the op
// was folded into another call at the same step: cuBLAS's GEMM rewriter
// makes `add(dot.12, dot.14)` one call with dot.14's own call as its bias,
// so no user of dot.14 reads the new call in its place. An old op of a kind
// libraries compute (dot, convolution, FFT, triangular solve, Cholesky,
// sort, top-k), left without successor, is linked as rewritten to the
// created custom call whose leading operands continue its operands in
// order, and to that call's result element 0, when each is the other's
// only such counterpart. So is a sort remade with more operands along the
// same dimensions (stable-sort-expander on TPU adds an iota to break ties).
// Runs last.
//
//===----------------------------------------------------------------------===//

#include "LineageMatcher.h"

namespace hlotrace::lineage {
namespace {

/// Attributes that fix what a library call computes, besides its target;
/// the dimension labels are left out (a layout change rewrites them).
constexpr absl::string_view kCallAttributes[] = {
    "window", "feature_group_count", "batch_group_count"};

/// Opcodes whose work a library call takes over.
bool libraryComputes(Opcode Op) {
  switch (Op) {
  case Opcode::Dot:
  case Opcode::Convolution:
  case Opcode::Fft:
  case Opcode::TriangularSolve:
  case Opcode::Cholesky:
  case Opcode::Sort:
  case Opcode::TopK:
    return true;
  default:
    return false;
  }
}

} // namespace

void LineageMatcher::findRemadeCalls() {
  findOpsMadeCalls();
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

void LineageMatcher::findOpsMadeCalls() {
  absl::InlinedVector<const Instruction *, 4> Preds;
  // Whether created call `N`'s leading operands continue old `O`'s.
  auto Reads = [&](const Instruction &O, const Instruction &N) {
    if (O.operandCount() == 0 || O.operandCount() > N.operandCount())
      return false;
    for (size_t K = 0; K < O.operandCount(); ++K)
      if (!O.operand(K) || !N.operand(K) ||
          operandStrength(O.operand(K), N.operand(K)) < 2)
        return false;
    return true;
  };
  // Old ops without successor that created call (or sort) `N` reads as
  // they did.
  auto OldFor = [&](const Instruction &N,
                    std::vector<const Instruction *> &Out) {
    Out.clear();
    if (N.operandCount() == 0 || !N.operand(0))
      return;
    Preds.clear();
    bool Firm = false;
    predsOf(*N.operand(0), /*WithTentative=*/false, Preds, Firm);
    for (const Instruction *P : Preds)
      for (const Instruction *O : P->users())
        if (libraryComputes(O->opcode()) && !hasSuccessor(*O) &&
            (N.opcode() == Opcode::CustomCall ||
             (O->opcode() == N.opcode() &&
              O->operandCount() < N.operandCount() &&
              O->attribute("dimensions") == N.attribute("dimensions"))) &&
            std::find(Out.begin(), Out.end(), O) == Out.end() &&
            Reads(*O, N))
          Out.push_back(O);
  };
  std::vector<const Instruction *> Calls, Olds, Back;
  for (const Instruction *N : Order)
    if ((N->opcode() == Opcode::CustomCall || N->opcode() == Opcode::Sort) &&
        isCreated(*N))
      Calls.push_back(N);
  // Each old op's candidate calls, to check the match both ways.
  absl::flat_hash_map<const Instruction *, int> CallsFor;
  std::vector<std::pair<const Instruction *, const Instruction *>> Pairs;
  for (const Instruction *N : Calls) {
    OldFor(*N, Olds);
    for (const Instruction *O : Olds)
      ++CallsFor[O];
    if (Olds.size() == 1)
      Pairs.push_back({Olds[0], N});
  }
  for (const auto &[O, N] : Pairs) {
    if (CallsFor[O] != 1)
      continue;
    linkRewrite(*O, *N);
    // The element that holds the result (a workspace may follow).
    for (const Instruction *U : N->users())
      if (U->opcode() == Opcode::GetTupleElement && isCreated(*U) &&
          U->attribute("index") == "0")
        linkRewrite(*O, *U);
  }
}

} // namespace hlotrace::lineage
