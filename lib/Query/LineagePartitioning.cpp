//===- LineagePartitioning.cpp - Following values across SPMD partitioning ===//

#include "LineagePartitioning.h"

#include "absl/container/flat_hash_set.h"
#include "absl/container/inlined_vector.h"

namespace hlotrace::lineage {
namespace {

bool sameSizeOrShard(int64_t Old, int64_t New) {
  if (Old == New)
    return true;
  if (Old <= 0 || New <= 0 || New > Old)
    return false;
  // k shards of ceil(Old / k) elements: the smallest such k is
  // ceil(Old / New); the shard size it gives must be New itself.
  int64_t K = (Old + New - 1) / New;
  return K >= 2 && (Old + K - 1) / K == New;
}

bool isPartitionIndex(const Instruction &I) {
  return I.opcode() == Opcode::PartitionId || I.opcode() == Opcode::ReplicaId;
}

/// True when an offset operand of a dynamic slice is computed from
/// partition-id or replica-id (a table lookup, an arithmetic on it).
bool fromPartitionIndex(const Instruction &Offset) {
  // PERF NOTE: the partitioner's offset expressions are a few ops deep; a
  // bounded walk keeps a large offset computation from costing much.
  absl::InlinedVector<const Instruction *, 16> Work{&Offset};
  absl::flat_hash_set<const Instruction *> Seen{&Offset};
  for (size_t K = 0; K < Work.size() && K < 64; ++K) {
    const Instruction *I = Work[K];
    if (isPartitionIndex(*I))
      return true;
    for (const Operand &O : I->operands())
      if (O.Def && Seen.insert(O.Def).second)
        Work.push_back(O.Def);
  }
  return false;
}

bool offsetsFromPartitionIndex(const Instruction &I, size_t First) {
  bool Any = false;
  for (size_t J = First; J < I.operandCount(); ++J)
    if (I.operand(J) && fromPartitionIndex(*I.operand(J)))
      Any = true;
  return Any;
}

bool hasPartitionIndex(const Computation *C) {
  if (!C)
    return false;
  for (const Instruction *I : C->instructions())
    if (isPartitionIndex(*I))
      return true;
  return false;
}

} // namespace

bool shardOf(const Shape *Old, const Shape *New) {
  if (!Old || !New || !Old->isArray() || !New->isArray())
    return false;
  if (Old->elementType() != New->elementType() || Old->rank() != New->rank())
    return false;
  bool Differs = false;
  for (int64_t D = 0; D < Old->rank(); ++D) {
    int64_t A = Old->dimensions()[D], B = New->dimensions()[D];
    if (!sameSizeOrShard(A, B))
      return false;
    Differs |= A != B;
  }
  return Differs;
}

/// True when some array leaf of `New` is a shard of the same leaf of `Old`.
static bool anyLeafSharded(const Shape *Old, const Shape *New, int Depth) {
  if (!Old || !New || Depth > 4)
    return false;
  if (Old->isTuple() && New->isTuple()) {
    auto OE = Old->tupleShapes(), NE = New->tupleShapes();
    if (OE.size() != NE.size())
      return false;
    for (size_t K = 0; K < OE.size(); ++K)
      if (anyLeafSharded(OE[K], NE[K], Depth + 1))
        return true;
    return false;
  }
  return shardOf(Old, New);
}

bool isPartitioningStep(const Module &Old, const Module &New) {
  const Computation *OE = Old.entry(), *NE = New.entry();
  if (!OE || !NE || OE == NE)
    return false;
  for (const Instruction *NP : NE->instructions()) {
    std::optional<int64_t> N = NP->opcode() == Opcode::Parameter
                                   ? NP->parameterNumber()
                                   : std::nullopt;
    if (!N)
      continue;
    if (const Instruction *OP = OE->parameter(*N);
        OP && anyLeafSharded(OP->shape(), NP->shape(), 0))
      return true;
  }
  if (OE->root() && NE->root() &&
      anyLeafSharded(OE->root()->shape(), NE->root()->shape(), 0))
    return true;
  return hasPartitionIndex(NE) && !hasPartitionIndex(OE);
}

int carrierOperand(const Instruction &I) {
  if (I.operandCount() == 0 || !I.operand(0))
    return -1;
  switch (I.opcode()) {
  case Opcode::AllGather:
  case Opcode::AllReduce:
  case Opcode::AllToAll:
  case Opcode::CollectivePermute:
  case Opcode::ReduceScatter:
    return I.operandCount() == 1 ? 0 : -1;
  case Opcode::Reshape:
  case Opcode::Transpose:
  case Opcode::Copy:
  case Opcode::Bitcast:
  case Opcode::Slice:
  case Opcode::Pad:
    return 0;
  case Opcode::DynamicSlice:
    return offsetsFromPartitionIndex(I, 1) ? 0 : -1;
  case Opcode::DynamicUpdateSlice:
    return I.operandCount() >= 2 && I.operand(1) &&
                   offsetsFromPartitionIndex(I, 2)
               ? 1
               : -1;
  default:
    return -1;
  }
}

} // namespace hlotrace::lineage
