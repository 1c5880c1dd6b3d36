//===- LineageAsync.cpp - Ops split into a start and a done ---------------===//
//
// XLA's async conversion (GPU: async-collective-creator; TPU and CPU do the
// same for copies and collectives) replaces a synchronous op with a pair:
// a dedicated `X-start` / `X-done` (all-gather, all-reduce,
// collective-permute, copy), or a generic `async-start` / `async-done`
// whose wrapped computation holds a clone of the op. The start reads what
// the op read and the done stands where the op stood. Both are linked to
// the op as rewrites, so that history walks from the async pair back to the
// op and beyond. Runs after findRewrites().
//
//===----------------------------------------------------------------------===//

#include "LineageMatcher.h"

#include <optional>

namespace hlotrace::lineage {
namespace {

/// The synchronous opcode a dedicated start opcode splits.
std::optional<Opcode> splitOpcode(Opcode Op) {
  switch (Op) {
  case Opcode::AllGatherStart:
    return Opcode::AllGather;
  case Opcode::AllReduceStart:
    return Opcode::AllReduce;
  case Opcode::CollectivePermuteStart:
    return Opcode::CollectivePermute;
  case Opcode::CopyStart:
    return Opcode::Copy;
  default:
    return std::nullopt;
  }
}

bool isAsyncContinuation(Opcode Op) {
  switch (Op) {
  case Opcode::AsyncUpdate:
  case Opcode::AsyncDone:
  case Opcode::AllGatherDone:
  case Opcode::AllReduceDone:
  case Opcode::CollectivePermuteDone:
  case Opcode::CopyDone:
    return true;
  default:
    return false;
  }
}

/// Attributes that fix what a collective does; a start and the op it
/// replaces agree on each that the op has.
constexpr absl::string_view kCollectiveAttributes[] = {
    "channel_id", "replica_groups", "source_target_pairs", "dimensions",
    "use_global_device_ids", "constrain_layout", "to_apply"};

} // namespace

void LineageMatcher::findAsyncConversions() {
  absl::InlinedVector<const Instruction *, 4> Preds, Candidates;
  // Whether new `X` continues old `O`: linked, or a rewrite of it (a
  // collective split earlier in this stage, whose done an async op reads).
  auto Continues = [&](const Instruction *O, const Instruction *X) {
    if (!O || !X)
      return false;
    if (operandStrength(O, X) >= 2)
      return true;
    if (const NewState *S = States.find(*X))
      for (const RawLink &L : S->Firm)
        if (L.Rewrite && L.Old == O)
          return true;
    return false;
  };
  // Whether new `Start` reads, operand by operand, what old `O` read.
  auto ReadsAsOld = [&](const Instruction &O, const Instruction &Start) {
    if (O.operandCount() != Start.operandCount() || O.operandCount() == 0)
      return false;
    for (size_t K = 0; K < O.operandCount(); ++K)
      if (!Continues(O.operand(K), Start.operand(K)))
        return false;
    return true;
  };
  // `O` rewritten as `Start` and the updates and done that follow it.
  auto LinkPair = [&](const Instruction &O, const Instruction &Start) {
    linkRewrite(O, Start);
    const Instruction *Cur = &Start;
    for (int Depth = 0; Cur && Depth < 8; ++Depth) {
      const Instruction *Next = nullptr;
      for (const Instruction *U : Cur->users())
        if (isAsyncContinuation(U->opcode()) && U->operandCount() >= 1 &&
            U->operand(0) == Cur && isCreated(*U)) {
          linkRewrite(O, *U);
          Next = U;
        }
      Cur = Next;
    }
  };
  // Old ops of opcode `Op`, left without successor, that read what new
  // `Start` reads (found among the users of what its first operand
  // continues) and agree with `Attributes` on what they fix.
  auto Unlinked = [&](Opcode Op, const Instruction &Start,
                      const Instruction &Attributes) {
    Candidates.clear();
    if (Start.operandCount() == 0 || !Start.operand(0))
      return;
    Preds.clear();
    bool Firm = false;
    predsOf(*Start.operand(0), /*WithTentative=*/false, Preds, Firm);
    if (const NewState *S = States.find(*Start.operand(0)))
      for (const RawLink &L : S->Firm)
        if (L.Rewrite)
          Preds.push_back(L.Old);
    for (const Instruction *P : Preds)
      for (const Instruction *O : P->users()) {
        if (O->opcode() != Op || hasSuccessor(*O) ||
            std::find(Candidates.begin(), Candidates.end(), O) !=
                Candidates.end() ||
            !ReadsAsOld(*O, Start))
          continue;
        bool Agree = true;
        for (absl::string_view A : kCollectiveAttributes) {
          auto Was = O->attribute(A);
          Agree = Agree && (!Was || Attributes.attribute(A) == Was);
        }
        if (Agree)
          Candidates.push_back(O);
      }
  };
  // Dedicated pairs first: a generic async op may read a dedicated done.
  for (const Instruction *N : Order) {
    std::optional<Opcode> Split = splitOpcode(N->opcode());
    if (!Split || !isCreated(*N))
      continue;
    Unlinked(*Split, *N, *N);
    // Only an unambiguous origin is linked.
    if (Candidates.size() == 1)
      LinkPair(*Candidates[0], *N);
  }
  for (const Instruction *N : Order) {
    if (N->opcode() != Opcode::AsyncStart || !isCreated(*N))
      continue;
    auto Callees = NV.callees(*N);
    if (Callees.size() != 1 || !Callees[0] || !Callees[0]->root())
      continue;
    const Instruction &Root = *Callees[0]->root();
    Candidates.clear();
    if (isCreated(Root)) {
      // The clone was not linked (what the op read was itself made async
      // by the step): the op is found by what the start reads, and the
      // clone linked to it.
      Unlinked(Root.opcode(), *N, Root);
      if (Candidates.size() == 1)
        link(Root, *Candidates[0], Tier::Loose, 0.9f);
    } else {
      Preds.clear();
      bool Firm = false;
      predsOf(Root, /*WithTentative=*/false, Preds, Firm);
      for (const Instruction *O : Preds)
        if (O->opcode() == Root.opcode() && ReadsAsOld(*O, *N))
          Candidates.push_back(O);
    }
    if (Candidates.size() == 1)
      LinkPair(*Candidates[0], *N);
  }
}

} // namespace hlotrace::lineage
