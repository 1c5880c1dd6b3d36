//===- CostModel.h - FLOP estimates read off an op's own text --------------===//
//
// estimateFlops() counts the floating-point operations of one instruction of
// a final module from what the instruction itself says:
//   - dot, convolution, and GEMM custom calls (cuBLAS/cuBLASLt configs):
//     2 * output elements * contracted size;
//   - a fusion (Triton GEMMs included): the sum over the dots and
//     convolutions inside it;
//   - cuDNN convolutions (forward, backward input, backward filter) and fused
//     attention (forward: 2 matmuls, backward: 5, dense count);
//   - solver calls (cuSOLVER, hipSOLVER, LAPACK, triangular solves): the
//     standard operation counts of potrf, getrf, geqrf, orgqr, syevd, gesvd,
//     trsm, times the batch;
//   - fft: 5 N log2 N per transform;
//   - tpu_custom_call (Pallas): the kernel's own cost estimate, when given.
// Ops whose work the text does not determine count 0, and so does a count
// that would overflow int64_t.
//
// CostModel holds the caches (parsed backend configs, per-computation sums)
// that make many queries on one module cheap; estimateFlops() is the
// one-shot form. Neither is thread-safe; use one CostModel per thread.
//
//===----------------------------------------------------------------------===//

#ifndef HLOTRACE_QUERY_COSTMODEL_H
#define HLOTRACE_QUERY_COSTMODEL_H

#include <cstdint>
#include <memory>

#include "hlotrace/IR/Module.h"

namespace hlotrace {

/// FLOP estimates for the instructions of one module. The module must
/// outlive the model.
class CostModel {
public:
  explicit CostModel(const Module &M);
  ~CostModel();
  CostModel(const CostModel &) = delete;
  CostModel &operator=(const CostModel &) = delete;

  /// FLOPs of `I`, an instruction of the module; 0 when unknown.
  int64_t flops(const Instruction &I);

  struct Impl;

private:
  std::unique_ptr<Impl> P;
};

/// FLOPs of `I` in `M`; 0 when unknown.
int64_t estimateFlops(const Module &M, const Instruction &I);

} // namespace hlotrace

#endif // HLOTRACE_QUERY_COSTMODEL_H
