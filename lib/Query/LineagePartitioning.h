//===- LineagePartitioning.h - Following values across SPMD partitioning --===//
//
// What the lineage matcher needs to follow a program through SPMD
// partitioning and Shardy without knowing the program:
//   - a partitioning step is recognized by its effect (the entry's
//     parameters or results become per-shard shapes, or partition-id
//     appears), never by a pass name;
//   - shapes are compared modulo shard sizes (shardOf());
//   - the ops a partitioner inserts between a value and its users
//     (collectives, dynamic-slice at partition-dependent offsets, the
//     reshape/transpose/copy of a resharding, padding) are looked through
//     to the operands that carry the value (carrierOperands()).
// Names play no part.
//
//===----------------------------------------------------------------------===//

#ifndef HLOTRACE_LIB_QUERY_LINEAGEPARTITIONING_H
#define HLOTRACE_LIB_QUERY_LINEAGEPARTITIONING_H

#include "absl/container/inlined_vector.h"
#include "hlotrace/IR/Module.h"

namespace hlotrace::lineage {

/// True when `New` can be one shard of `Old`: same element type and rank,
/// every new dimension equal to the old one or the size of one of k >= 2
/// shards, even (old / k) or padded (ceil(old / k)), and not all equal;
/// with MaxShards > 0, the product of the k at most MaxShards. Tuples
/// (loop states, multi-output values): element by element, each the same
/// or a shard, at least one a shard.
bool shardOf(const Shape *Old, const Shape *New, int64_t MaxShards);

/// The module's `num_partitions`, or 0 when it does not say.
int64_t partitionCount(const Module &M);

/// True when `New` is `Old` after SPMD partitioning: an entry parameter
/// (by number) or the entry's result became a shard of what it was, or
/// `partition-id` appears in the new module and nowhere in the old one.
bool isPartitioningStep(const Module &Old, const Module &New);

/// For an instruction a partitioner inserts between a value and its users,
/// the positions of the operands that carry the value (none for any other
/// instruction): single-operand collectives; dynamic-slice and
/// dynamic-update-slice at offsets computed from partition-id (or
/// replica-id); the add of such an offset to a local value (a partitioned
/// iota); a select whose mask is computed from it (padding, shifted
/// shards); the concatenate of a halo exchange; the reshape, transpose,
/// copy, slice and pad of a resharding. The caller checks that the
/// instruction was created by the step.
void carrierOperands(const Instruction &I,
                     absl::InlinedVector<uint32_t, 4> &Out);

/// True for the ops a resharding is made of, whose operand 0 carries the
/// value: reshape, transpose, copy, bitcast, slice, pad.
bool isReshardingOp(const Instruction &I);

/// True when operand `J` of `I` is an offset of a dynamic-slice or a
/// dynamic-update-slice. A partitioner computes those afresh for each
/// shard (new constants even for dimensions it does not split), so what a
/// partitioned slice reads there does not continue what the old one read.
bool isRebuiltOffset(const Instruction &I, size_t J);

} // namespace hlotrace::lineage

#endif // HLOTRACE_LIB_QUERY_LINEAGEPARTITIONING_H
