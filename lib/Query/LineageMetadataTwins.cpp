//===- LineageMetadataTwins.cpp - Remade ops that kept their metadata -----===//
//
// Some passes remake an op with new operands that structure cannot tie to
// the old ones: XLA:TPU's fusion pass turns a reduce-max and its broadcast
// into a reduce-window inside the new fusion, so the subtract that read
// them, the exponential after it and the divide after that are remade in
// fused computations whose operands continue nothing the step linked. XLA
// copies the metadata onto such a remake. After every structural stage, a
// new op the step created continues an old op the step left without any
// successor when both have the same opcode, element type and element count
// (a remake may drop a unit dimension) and the same metadata, op_name
// included, and:
//  - the old op's computation is where the new one's may come from (home());
//  - when the new op's users continue old ops, one of them is a user of the
//    old op, or reads a move of it the step dropped, when the old op is no
//    move itself (XLA:GPU's layout normalization gives the transpose it
//    makes of a copy the metadata of the transpose before the copy, which
//    it makes a bitcast: the new transpose's user continues the copy's);
//  - the new op reads no constant or iota where the old op read a value no
//    folding makes one (algsimp's 1/n broadcasts a 1 with the metadata of
//    the broadcast of n it replaced);
//  - repeated layers share metadata: when the group holds several old or
//    new ops, the new op takes the old op that agrees with it on the most
//    operands, and no other new op agrees with that one as much.
// What such a remake reads in the place of an op the step removed, when
// the step made it, is a rewrite of that op (and of the op under it, when
// the removed op only spread or moved it); with names, not when the new
// computation holds an op of its name, opcode and shape. Only with metadata
// (LineageOptions): the ground truth scores the engine without it.
//
//===----------------------------------------------------------------------===//

#include "LineageMatcher.h"

#include <tuple>
#include <vector>

#include "absl/container/flat_hash_map.h"
#include "absl/algorithm/container.h"
#include "absl/container/flat_hash_set.h"
#include "absl/strings/match.h"

namespace hlotrace::lineage {
namespace {

/// What an op must share with its remake. Parameters, tuples, tuple
/// elements and constants carry no computation of their own to follow.
using TwinKey = std::tuple<Opcode, ElementType, int64_t, absl::string_view>;

bool twinKey(const Instruction &I, TwinKey &Key) {
  switch (I.opcode()) {
  case Opcode::Parameter:
  case Opcode::Tuple:
  case Opcode::GetTupleElement:
  case Opcode::Constant:
  case Opcode::Unknown:
    return false;
  default:
    break;
  }
  const Shape *S = I.shape();
  if (!S || !S->isArray())
    return false;
  auto Meta = I.attribute("metadata");
  if (!Meta || !absl::StrContains(*Meta, "op_name="))
    return false;
  Key = TwinKey(I.opcode(), S->elementType(), S->elementCount(), *Meta);
  return true;
}

/// An op that only moves or spreads its operand's elements.
bool movesOnly(const Instruction &X) {
  return isMove(X) ||
         (X.opcode() == Opcode::Broadcast && X.operandCount() == 1);
}

/// Whether `X` computes from constants and iotas alone (a few ops deep),
/// so that constant folding may have made it a constant.
bool foldable(const Instruction &X, int Depth = 8) {
  if (isConstantOrIota(X))
    return true;
  if (Depth == 0 || X.operandCount() == 0 || X.opcode() == Opcode::Parameter ||
      X.opcode() == Opcode::RngBitGenerator || X.opcode() == Opcode::Rng)
    return false;
  for (const Operand &O : X.operands())
    if (!O.Def || !foldable(*O.Def, Depth - 1))
      return false;
  return true;
}

/// Whether no operand of `N` is a constant or an iota where `O` read a
/// value that no folding makes one: then they play other parts (algsimp's
/// 1/n broadcasts a 1 with the metadata of the broadcast of n it replaced).
bool sameSlotKinds(const Instruction &O, const Instruction &N) {
  for (size_t K = 0; K < O.operandCount() && K < N.operandCount(); ++K) {
    const Instruction *A = O.operand(K), *B = N.operand(K);
    if (A && B && isConstantOrIota(*B) && A->opcode() != Opcode::Parameter &&
        !foldable(*A))
      return false;
  }
  return true;
}

/// The old and new ops of one key.
struct TwinGroup {
  std::vector<const Instruction *> Olds, News;
};

} // namespace

int LineageMatcher::agreeingOperands(const Instruction &O,
                                     const Instruction &N) {
  int Agree = 0;
  for (const Operand &NO : N.operands())
    for (const Operand &OO : O.operands())
      if (operandStrength(OO.Def, NO.Def) >= 2) {
        ++Agree;
        break;
      }
  return Agree;
}

int LineageMatcher::usersAgree(const Instruction &O, const Instruction &N) {
  // O's users, and past the moves among them that the step dropped (it
  // remade a chain without the reshape between two ops), unless O is a
  // move itself: then a move after it may be what N remakes.
  absl::InlinedVector<const Instruction *, 8> Readers(O.users().begin(),
                                                      O.users().end());
  if (!movesOnly(O))
    for (const Instruction *U : O.users())
      if (movesOnly(*U) && !hasSuccessor(*U))
        Readers.insert(Readers.end(), U->users().begin(), U->users().end());
  bool Linked = false;
  for (const Instruction *U : N.users()) {
    if (OV.contains(U->parent())) {
      Linked = true;
      if (absl::c_linear_search(Readers, U))
        return 1;
      continue;
    }
    const NewState *S = States.find(*U);
    if (!S)
      continue;
    for (const RawLink &L : S->Firm) {
      Linked = true;
      if (absl::c_linear_search(Readers, L.Old))
        return 1;
    }
  }
  return Linked ? -1 : 0;
}

void LineageMatcher::findMetadataTwins() {
  if (!Options.UseMetadata)
    return;
  absl::flat_hash_map<TwinKey, TwinGroup> Groups;
  // The created ops with a key, in Order's order, and their keys.
  std::vector<std::pair<const Instruction *, TwinKey>> Created;
  TwinKey Key;
  for (const Instruction *N : Order)
    if (isCreated(*N) && twinKey(*N, Key)) {
      Groups[Key].News.push_back(N);
      Created.emplace_back(N, Key);
    }
  if (Groups.empty())
    return;
  // The old ops only rewrites or merges name (hasSuccessor() knows the
  // others).
  // PERF NOTE: made only in a step that created an op with metadata.
  absl::flat_hash_set<const Instruction *> Linked;
  for (const Instruction *N : Order)
    if (const NewState *S = States.find(*N))
      for (const RawLink &L : S->Firm)
        if (L.Rewrite)
          Linked.insert(L.Old);
  for (const auto &[From, Into] : MergedInto)
    Linked.insert(From);
  // An old op of a changed computation that nothing continues.
  auto Unlinked = [&](const Instruction &O) {
    return O.opcode() != Opcode::Parameter && !Linked.contains(&O) &&
           !hasSuccessor(O) && !livesOn(O);
  };
  for (const Instruction *O : oldChanged()) {
    if (!Unlinked(*O) || !twinKey(*O, Key))
      continue;
    if (auto It = Groups.find(Key); It != Groups.end())
      It->second.Olds.push_back(O);
  }
  // In Order's order, so that a remake links before the remakes that read
  // it: those then agree with their originals on that operand. A group of
  // one old and one new op links as it is; in a larger one (repeated
  // layers share their metadata), a new op links to the one old op that
  // agrees with it on the most operands, when no other new op of the group
  // agrees with that op as much.
  absl::flat_hash_set<const Instruction *> Taken;
  std::vector<std::pair<const Instruction *, const Instruction *>> Twinned;
  // (Each op links in its own turn only: the ops of Created stay created
  // until then.)
  for (const auto &[N, NKey] : Created) {
    auto It = Groups.find(NKey);
    if (It == Groups.end() || It->second.Olds.empty())
      continue;
    const TwinGroup &G = It->second;
    const Instruction *Best = nullptr;
    if (G.Olds.size() == 1 && G.News.size() == 1) {
      Best = G.Olds[0];
    } else {
      int BestAgree = 0;
      bool Tie = false;
      for (const Instruction *O : G.Olds) {
        if (Taken.contains(O))
          continue;
        int A = agreeingOperands(*O, *N);
        if (A > BestAgree) {
          BestAgree = A;
          Best = O;
          Tie = false;
        } else if (A == BestAgree && A > 0) {
          Tie = true;
        }
      }
      if (Tie || !Best)
        continue;
      bool Rival = false;
      for (const Instruction *M : G.News)
        if (M != N && isCreated(*M) && agreeingOperands(*Best, *M) >= BestAgree)
          Rival = true;
      if (Rival)
        continue;
    }
    if (Taken.contains(Best) || !home(N->parent()).contains(Best->parent()) ||
        usersAgree(*Best, *N) < 0 || !sameSlotKinds(*Best, *N))
      continue;
    Taken.insert(Best);
    Linked.insert(Best);
    link(*N, *Best, Tier::Loose, 0.6f);
    Twinned.push_back({Best, N});
  }
  // With names, an old op whose name, opcode and shape the remake's
  // computation still holds was kept, whatever the links say (XLA:GPU's
  // layout normalization keeps a bitcast of a transpose it makes a bitcast,
  // and structure may take another bitcast for its successor).
  auto keptByName = [&](const Instruction &A, const Instruction &Remake) {
    if (!Options.UseNames)
      return false;
    const Instruction *Same = Remake.parent()->find(A.name());
    return Same && Same->opcode() == A.opcode() && Same->shape() &&
           A.shape() && *Same->shape() == *A.shape();
  };
  // What a remake reads in the place of an op the step removed, when the
  // step made it: a rewrite of that op, and of the op under it when the
  // removed one only moved it (the row max a broadcast spread, remade as a
  // reduce-window).
  for (const auto &[O, N] : Twinned) {
    if (O->operandCount() != N->operandCount())
      continue;
    for (size_t K = 0; K < O->operandCount(); ++K) {
      const Instruction *A = O->operand(K), *B = N->operand(K);
      // (isLeaf() covers parameters.)
      if (!A || !B || !Unlinked(*A) || !isCreated(*B) || isLeaf(*B) ||
          keptByName(*A, *N))
        continue;
      linkRewrite(*A, *B);
      Linked.insert(A);
      const Instruction *Under = A->operandCount() == 1 ? A->operand(0) : nullptr;
      if (Under && movesOnly(*A) && !isLeaf(*Under) && Unlinked(*Under)) {
        linkRewrite(*Under, *B);
        Linked.insert(Under);
      }
    }
  }
}

} // namespace hlotrace::lineage
