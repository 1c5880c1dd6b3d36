//===- LineagePartitioning.cpp - Following values across SPMD partitioning ===//

#include "LineagePartitioning.h"

#include "absl/container/flat_hash_set.h"
#include "absl/container/inlined_vector.h"
#include "absl/strings/numbers.h"

namespace hlotrace::lineage {
namespace {

/// The number of shards (>= 1) that cut Old into pieces of New elements,
/// even (Old / k) or padded (ceil(Old / k)); 0 when none does.
int64_t shardCount(int64_t Old, int64_t New) {
  if (Old == New)
    return 1;
  if (Old <= 0 || New <= 0 || New > Old)
    return 0;
  // The smallest k with ceil(Old / k) <= New is ceil(Old / New); the shard
  // size it gives must be New itself.
  int64_t K = (Old + New - 1) / New;
  return K >= 2 && (Old + K - 1) / K == New ? K : 0;
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

/// Same element type and dimensions (layouts aside).
static bool sameArray(const Shape &A, const Shape &B) {
  return A.isArray() && B.isArray() && A.elementType() == B.elementType() &&
         A.dimensions() == B.dimensions();
}

bool shardOf(const Shape *Old, const Shape *New, int64_t MaxShards) {
  if (!Old || !New)
    return false;
  if (Old->isTuple() && New->isTuple()) {
    // A loop state or multi-output value: each element kept or sharded.
    auto OE = Old->tupleShapes(), NE = New->tupleShapes();
    if (OE.size() != NE.size())
      return false;
    bool Any = false;
    for (size_t K = 0; K < OE.size(); ++K) {
      if (!OE[K] || !NE[K])
        return false;
      if (OE[K]->isTuple() || NE[K]->isTuple()) {
        if (!shardOf(OE[K], NE[K], MaxShards))
          return false;
        Any = true;
      } else if (shardOf(OE[K], NE[K], MaxShards)) {
        Any = true;
      } else if (!sameArray(*OE[K], *NE[K]) &&
                 !(OE[K]->isToken() && NE[K]->isToken())) {
        return false;
      }
    }
    return Any;
  }
  if (!Old->isArray() || !New->isArray())
    return false;
  if (Old->elementType() != New->elementType() || Old->rank() != New->rank())
    return false;
  int64_t Total = 1;
  for (int64_t D = 0; D < Old->rank(); ++D) {
    int64_t K = shardCount(Old->dimensions()[D], New->dimensions()[D]);
    if (K == 0)
      return false;
    Total *= K;
    if (MaxShards > 0 && Total > MaxShards)
      return false;
  }
  return Total > 1;
}

int64_t partitionCount(const Module &M) {
  auto V = M.headerAttribute("num_partitions");
  int64_t N = 0;
  if (!V || !absl::SimpleAtoi(*V, &N) || N < 1)
    return 0;
  return N;
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
  return shardOf(Old, New, 0);
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

void carrierOperands(const Instruction &I,
                     absl::InlinedVector<uint32_t, 4> &Out) {
  Out.clear();
  if (I.operandCount() == 0 || !I.operand(0))
    return;
  if (isReshardingOp(I)) {
    Out.push_back(0);
    return;
  }
  switch (I.opcode()) {
  case Opcode::AllGather:
  case Opcode::AllReduce:
  case Opcode::AllToAll:
  case Opcode::CollectivePermute:
  case Opcode::ReduceScatter:
    if (I.operandCount() == 1)
      Out.push_back(0);
    return;
  case Opcode::Concatenate:
    // Halo exchange: the shard between the pieces its neighbours sent.
    for (uint32_t J = 0; J < I.operandCount(); ++J)
      Out.push_back(J);
    return;
  case Opcode::Select:
    // Masking of padded or shifted shards: the mask depends on the
    // partition.
    if (I.operandCount() == 3 && fromPartitionIndex(*I.operand(0))) {
      Out.push_back(1);
      Out.push_back(2);
    }
    return;
  case Opcode::Add:
    // A partitioned iota: the local iota plus the shard's offset.
    if (I.operandCount() == 2 && I.operand(1)) {
      bool Offset0 = fromPartitionIndex(*I.operand(0)),
           Offset1 = fromPartitionIndex(*I.operand(1));
      if (Offset0 != Offset1)
        Out.push_back(Offset0 ? 1 : 0);
    }
    return;
  case Opcode::DynamicSlice:
    if (offsetsFromPartitionIndex(I, 1))
      Out.push_back(0);
    return;
  case Opcode::DynamicUpdateSlice:
    if (I.operandCount() >= 2 && I.operand(1) &&
        offsetsFromPartitionIndex(I, 2))
      Out.push_back(1);
    return;
  default:
    return;
  }
}

bool isReshardingOp(const Instruction &I) {
  switch (I.opcode()) {
  case Opcode::Reshape:
  case Opcode::Transpose:
  case Opcode::Copy:
  case Opcode::Bitcast:
  case Opcode::Slice:
  case Opcode::Pad:
    return true;
  default:
    return false;
  }
}

bool isRebuiltOffset(const Instruction &I, size_t J) {
  return (I.opcode() == Opcode::DynamicSlice && J >= 1) ||
         (I.opcode() == Opcode::DynamicUpdateSlice && J >= 2);
}

} // namespace hlotrace::lineage
