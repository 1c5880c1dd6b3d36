//===- LineageCombine.cpp - A reduction split into shards and a combine ---===//
//
// When a reduce's reduced dimension is sharded, the SPMD partitioner keeps
// a reduce of the local shard (a partial result) and, for a variadic
// reduce such as an argmax, gathers the partial results of every shard and
// reduces them again with the same computation. The partial reduce pairs
// with the old reduce bottom-up like any shard of it; the combining reduce
// reads only partial results, so matchCombiningReduce() links it to the
// same old reduce by that shape: each input j of the combine is, through
// what the step inserted (reshape, all-gather, ...), result j of the
// partial reduce, and the init values match. The reshapes and collectives
// in between carry partial values: they are the partitioner's plumbing and
// lose any link they got on their own.
//
//===----------------------------------------------------------------------===//

#include "LineageMatcher.h"

#include "LineagePartitioning.h"
#include "hlotrace/IR/Attribute.h"

namespace hlotrace::lineage {

void LineageMatcher::matchCombiningReduce(const Instruction &N) {
  size_t Inputs = N.operandCount() / 2;
  if (Inputs == 0 || N.operandCount() != 2 * Inputs)
    return;
  const InstrKeys &NK = NewKeys.keys(N, New);
  const Instruction *Partial = nullptr;
  absl::InlinedVector<const Instruction *, 8> Path;
  absl::InlinedVector<uint32_t, 4> Js;
  for (size_t J = 0; J < Inputs; ++J) {
    const Instruction *X = N.operand(J);
    const Instruction *From = nullptr;
    for (int Depth = 0; X && Depth < 8; ++Depth) {
      if (X->opcode() == Opcode::Reduce && Inputs == 1) {
        From = X;
        break;
      }
      if (X->opcode() == Opcode::GetTupleElement && X->operandCount() == 1 &&
          X->operand(0) && X->operand(0)->opcode() == Opcode::Reduce) {
        auto Index = X->attribute("index");
        std::optional<int64_t> I =
            Index ? attr::integer(*Index) : std::nullopt;
        if (I && *I == static_cast<int64_t>(J))
          From = X->operand(0);
        break;
      }
      carriers(*X, Js);
      if (Js.size() != 1)
        break;
      Path.push_back(X);
      X = X->operand(Js[0]);
    }
    if (!From || From == &N || (Partial && From != Partial))
      return;
    Partial = From;
  }
  if (!Partial || OV.contains(Partial->parent()) ||
      Partial->operandCount() != N.operandCount() ||
      NewKeys.keys(*Partial, New)[Tier::Coarse] != NK[Tier::Coarse])
    return;
  absl::InlinedVector<const Instruction *, 4> Olds;
  bool Firm = false;
  predsOf(*Partial, false, Olds, Firm);
  const Instruction *Only = nullptr;
  for (const Instruction *O : Olds) {
    if (O->operandCount() != N.operandCount() ||
        OldKeys.keys(*O, Old)[Tier::Coarse] != NK[Tier::Coarse] ||
        !(shardOf(O->shape(), N.shape(), MaxShards) ||
          sameShapeWithoutLayout(O->shape(), N.shape())))
      continue;
    bool Inits = true;
    for (size_t J = Inputs; J < N.operandCount() && Inits; ++J)
      Inits = operandStrength(O->operand(J), N.operand(J)) > 0;
    if (!Inits)
      continue;
    if (Only)
      return; // Two old reduces: no evidence to choose.
    Only = O;
  }
  if (!Only)
    return;
  link(N, *Only, Tier::Coarse, 1.0f);
  for (const Instruction *P : Path) {
    Plumbing.insert(P);
    state(*P).Firm.clear();
  }
}

} // namespace hlotrace::lineage
