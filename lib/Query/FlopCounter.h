//===- FlopCounter.h - The cost model behind CostModel (internal) ---------===//
//
// FlopCounter is CostModel's engine, taking the backend-config cache from its
// owner so that the ownership classifier and the cost model parse each
// config once between them.
//
//===----------------------------------------------------------------------===//

#ifndef HLOTRACE_LIB_QUERY_FLOPCOUNTER_H
#define HLOTRACE_LIB_QUERY_FLOPCOUNTER_H

#include <cstdint>

#include "BackendConfig.h"
#include "absl/container/flat_hash_map.h"
#include "hlotrace/IR/Module.h"

namespace hlotrace {

class FlopCounter {
public:
  FlopCounter(const Module &M, BackendConfigCache &Configs)
      : M(M), Configs(Configs) {}

  /// FLOPs of `I`; 0 when unknown or on overflow.
  int64_t flops(const Instruction &I);

private:
  /// Sum over the instructions of a fused computation, memoised: shared and
  /// self-calling fusion computations are visited once.
  int64_t computationFlops(const Computation &C, int Depth);
  int64_t flopsAt(const Instruction &I, int Depth);

  const Module &M;
  BackendConfigCache &Configs;
  /// Per computation: its sum, or -1 while it is being summed (a cycle).
  absl::flat_hash_map<const Computation *, int64_t> Sums;
};

/// The shape of operand K, following `%t#0#1` tuple indices.
const Shape *operandShape(const Instruction &I, size_t K);
/// The first array leaf of a shape (element 0 of a (result, workspace) tuple).
const Shape *firstArray(const Shape *S);

} // namespace hlotrace

#endif // HLOTRACE_LIB_QUERY_FLOPCOUNTER_H
