//===- CostModel.cpp - FLOP estimates read off an op's own text ----------===//
//
// Every count is built with checked multiplication: dimensions come from the
// input and can be as large as INT64_MAX, so any overflow makes the estimate
// 0 ("unknown") rather than a wrapped number or a division by zero.
//
//===----------------------------------------------------------------------===//

#include "hlotrace/Query/CostModel.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <optional>

#include "FlopCounter.h"
#include "Support/CheckedMath.h"
#include "absl/strings/match.h"
#include "absl/strings/string_view.h"
#include "hlotrace/IR/Attribute.h"

namespace hlotrace {

const Shape *operandShape(const Instruction &I, size_t K) {
  const Operand &O = I.operands()[K];
  const Shape *S = O.Def ? O.Def->shape() : nullptr;
  if (S) {
    for (int32_t Index : O.tupleIndices()) {
      if (!S->isTuple() || Index < 0 ||
          static_cast<size_t>(Index) >= S->tupleShapes().size())
        return O.PrintedShape;
      S = S->tupleShapes()[Index];
    }
    return S;
  }
  return O.PrintedShape;
}

const Shape *firstArray(const Shape *S) {
  while (S && S->isTuple()) {
    if (S->tupleShapes().empty())
      return nullptr;
    S = S->tupleShapes()[0];
  }
  return S;
}

namespace {

using Count = std::optional<int64_t>;

Count mul(Count A, Count B) {
  if (!A || !B)
    return std::nullopt;
  return checkedMul(*A, *B);
}

/// Elements of an array shape; nullopt for dynamic sizes or on overflow.
Count elements(const Shape *S) {
  if (!S || S->isTuple() || S->isToken())
    return std::nullopt;
  Count N = 1;
  for (int64_t D : S->dimensions()) {
    if (D < 0)
      return std::nullopt;
    N = mul(N, D);
  }
  return N;
}

Count productOfDims(const Shape *S, absl::Span<const int64_t> Dims) {
  if (!S)
    return std::nullopt;
  Count P = 1;
  for (int64_t D : Dims) {
    if (D < 0 || D >= S->rank())
      return std::nullopt;
    int64_t Size = S->dimensions()[D];
    if (Size < 0)
      return std::nullopt;
    P = mul(P, Size);
  }
  return P;
}

int64_t orZero(Count C) { return C.value_or(0); }

/// 2 * result elements * contracted size.
Count matmulFlops(const Shape *Lhs, absl::Span<const int64_t> LhsContracting,
                  const Shape *Result) {
  const Shape *Out = firstArray(Result);
  if (!Lhs || !Out)
    return std::nullopt;
  return mul(mul(2, elements(Out)), productOfDims(Lhs, LhsContracting));
}

Count dotFlops(const Instruction &I) {
  if (I.operandCount() < 2)
    return std::nullopt;
  auto Contracting = I.attribute("lhs_contracting_dims");
  std::vector<int64_t> Dims;
  if (Contracting)
    if (auto L = attr::intList(*Contracting))
      Dims = *L;
  return matmulFlops(operandShape(I, 0), Dims, I.shape());
}

Count gemmCustomCallFlops(const Instruction &I,
                          const llvm::json::Object &Config) {
  const auto *Gemm = Config.getObject("gemm_backend_config");
  if (!Gemm || I.operandCount() < 2)
    return std::nullopt;
  std::vector<int64_t> Dims;
  if (const auto *DN = Gemm->getObject("dot_dimension_numbers"))
    Dims = jsonIntList(*DN, "lhs_contracting_dimensions");
  return matmulFlops(operandShape(I, 0), Dims, I.shape());
}

/// 2 * output elements * kernel spatial size * kernel input features (which
/// is input features / feature_group_count). `Kernel` and `Output` are the
/// forward convolution's filter and output, whichever buffers hold them.
Count convFlops(const Instruction &I, const Shape *Kernel,
                const Shape *Output) {
  auto Labels = I.attribute("dim_labels");
  Kernel = firstArray(Kernel);
  Output = firstArray(Output);
  if (!Labels || !Kernel || !Output)
    return std::nullopt;
  // dim_labels=b01f_01io->b01f: the filter labels sit between '_' and "->".
  absl::string_view L = *Labels;
  size_t Underscore = L.find('_');
  size_t Arrow = L.find("->");
  if (Underscore == absl::string_view::npos ||
      Arrow == absl::string_view::npos || Arrow < Underscore)
    return std::nullopt;
  absl::string_view KernelLabels =
      L.substr(Underscore + 1, Arrow - Underscore - 1);
  if (static_cast<int64_t>(KernelLabels.size()) != Kernel->rank())
    return std::nullopt;
  Count PerOutput = 1;
  for (size_t D = 0; D < KernelLabels.size(); ++D) {
    char C = KernelLabels[D];
    if (C == 'o')
      continue;
    if (C == 'i' || std::isdigit(static_cast<unsigned char>(C))) {
      int64_t Size = Kernel->dimensions()[D];
      if (Size < 0)
        return std::nullopt;
      PerOutput = mul(PerOutput, Size);
    }
  }
  return mul(mul(2, elements(Output)), PerOutput);
}

/// cuDNN fused attention. The forward pass is two batched matmuls, Q.K^T and
/// P.V, each 2 * B * N * Sq * Skv * D = 2 * |Q| * Skv flops; the backward
/// pass is five (S recomputed, dP, dV, dQ, dK). Causal masks let cuDNN skip
/// about half of it; the count is the dense one. Skv is the last dimension of
/// `intermediate_tensor_shape` (B, N, Sq, Skv), or else read off
/// bmm1_dot_dimension_numbers and K.
Count fmhaFlops(const Instruction &I, const llvm::json::Object &Config,
                bool Backward) {
  const auto *Fmha = Config.getObject("cudnn_fmha_backend_config");
  if (!Fmha || I.operandCount() < 2)
    return std::nullopt;
  const Shape *Q = operandShape(I, 0);
  const Shape *K = operandShape(I, 1);
  if (!Q || !K)
    return std::nullopt;
  Count Skv;
  if (const auto *S = Fmha->getObject("intermediate_tensor_shape")) {
    std::vector<int64_t> Dims = jsonIntList(*S, "dimensions");
    if (!Dims.empty() && Dims.back() > 0)
      Skv = Dims.back();
  }
  if (!Skv)
    if (const auto *DN = Fmha->getObject("bmm1_dot_dimension_numbers")) {
      Count Batch = productOfDims(Q, jsonIntList(*DN, "lhs_batch_dimensions"));
      Count Depth =
          productOfDims(Q, jsonIntList(*DN, "lhs_contracting_dimensions"));
      Count BatchDepth = mul(Batch, Depth);
      Count KElements = elements(K);
      if (!BatchDepth || *BatchDepth <= 0 || !KElements)
        return std::nullopt;
      Skv = *KElements / *BatchDepth;
    }
  return mul(mul(Backward ? 10 : 4, elements(Q)), Skv);
}

bool isComplex(const Shape *S) {
  return S && (S->elementType() == ElementType::C64 ||
               S->elementType() == ElementType::C128);
}

/// Standard operation counts of dense factorizations (LAPACK Working Note
/// 41; Golub and Van Loan for the SVD), per matrix, times the batch; complex
/// arithmetic counts 4 real flops per complex one. `Target` names the
/// routine: cuSOLVER (`cusolver_potrf_ffi`), hipSOLVER, LAPACK
/// (`lapack_spotrf_ffi`) and XLA's `__cusolver$cholesky`.
Count solverFlops(const Instruction &I, absl::string_view Target) {
  if (I.operandCount() < 1)
    return std::nullopt;
  const Shape *A = operandShape(I, 0);
  if (!A || A->isTuple() || A->rank() < 2)
    return std::nullopt;
  auto Dims = A->dimensions();
  int64_t Rows = Dims[Dims.size() - 2], Cols = Dims[Dims.size() - 1];
  Count Batch = 1;
  for (size_t D = 0; D + 2 < Dims.size(); ++D)
    Batch = mul(Batch, Dims[D] < 0 ? std::nullopt : Count(Dims[D]));
  if (Rows < 0 || Cols < 0 || !Batch)
    return std::nullopt;
  // Counts are computed in long double (n^3 overflows int64 before the
  // final product does for no real matrix, but the input is untrusted).
  long double M = static_cast<long double>(Rows);
  long double N = static_cast<long double>(Cols);
  long double Mn = std::max(M, N), Mi = std::min(M, N);
  long double F = -1;
  auto Has = [&](absl::string_view R) { return absl::StrContains(Target, R); };
  if (Has("potrf") || Has("cholesky"))
    F = N * N * N / 3;
  else if (Has("getrf"))
    F = Mn * Mi * Mi - Mi * Mi * Mi / 3;
  else if (Has("geqrf"))
    F = 2 * Mn * Mi * Mi - 2 * Mi * Mi * Mi / 3;
  else if (Has("orgqr") || Has("ungqr")) {
    // The reflector count k is the length of tau, operand 1.
    long double Kr = Mi;
    if (I.operandCount() > 1)
      if (const Shape *Tau = operandShape(I, 1); Tau && Tau->rank() >= 1 &&
                                                   Tau->dimensions().back() >= 0)
        Kr = static_cast<long double>(Tau->dimensions().back());
    F = 4 * M * N * Kr - 2 * (M + N) * Kr * Kr + 4 * Kr * Kr * Kr / 3;
  } else if (Has("syev") || Has("heev")) {
    // Tridiagonal reduction 4/3 n^3, back-transformation 2 n^3, divide and
    // conquer about 4/3 n^3.
    F = 14 * N * N * N / 3;
  } else if (Has("gesvd") || Has("gesdd")) {
    F = 4 * Mn * Mn * Mi + 8 * Mn * Mi * Mi + 9 * Mi * Mi * Mi;
  } else if (Has("trsm") || Has("triangularSolve")) {
    // op(A) X = B with A m x m: m^2 flops per right-hand side column, that
    // is m * |B|.
    const Shape *B = I.operandCount() > 1 ? operandShape(I, 1) : nullptr;
    Count BElems = elements(B);
    if (!BElems)
      return std::nullopt;
    F = N * static_cast<long double>(*BElems);
    Batch = 1;
  }
  if (F < 0)
    return std::nullopt;
  if (isComplex(A))
    F *= 4;
  F *= static_cast<long double>(*Batch);
  if (!(F < 9.2e18L))
    return std::nullopt;
  return static_cast<int64_t>(F);
}

/// 5 N log2 N per transform of N = prod(fft_length) points, times the
/// number of transforms (the complex side's elements / N).
Count fftFlops(const Instruction &I) {
  auto Lengths = I.attribute("fft_length");
  if (!Lengths || I.operandCount() < 1)
    return std::nullopt;
  auto L = attr::intList(*Lengths);
  if (!L || L->empty())
    return std::nullopt;
  Count N = 1;
  for (int64_t D : *L)
    N = mul(N, D > 0 ? Count(D) : std::nullopt);
  if (!N)
    return std::nullopt;
  auto Type = I.attribute("fft_type");
  bool Inverse = Type && *Type == "IRFFT";
  Count Points = elements(Inverse ? firstArray(I.shape()) : operandShape(I, 0));
  if (!Points || *N == 0)
    return std::nullopt;
  int64_t Transforms = *Points / *N;
  long double F = 5.0L * static_cast<long double>(*N) *
                  std::log2(static_cast<long double>(*N)) *
                  static_cast<long double>(Transforms);
  if (!(F < 9.2e18L))
    return std::nullopt;
  return static_cast<int64_t>(F);
}

/// A Pallas TPU kernel's own estimate: `custom_call_config.cost_estimate.
/// flops` in the tpu_custom_call backend config (pl.CostEstimate).
Count pallasFlops(const llvm::json::Object &Config) {
  const auto *Call = Config.getObject("custom_call_config");
  const auto *Cost = Call ? Call->getObject("cost_estimate") : nullptr;
  if (!Cost)
    return std::nullopt;
  const llvm::json::Value *V = Cost->get("flops");
  if (!V)
    return std::nullopt;
  if (auto N = V->getAsInteger())
    return *N >= 0 ? Count(*N) : std::nullopt;
  if (auto S = V->getAsString()) {
    int64_t N = 0;
    if (!S->getAsInteger(10, N) && N >= 0)
      return N;
  }
  return std::nullopt;
}

bool isSolverTarget(absl::string_view T) {
  for (absl::string_view P :
       {"cusolver_", "hipsolver_", "lapack_", "__cusolver$", "blas_",
        "__cublas$triangularSolve", "cublas_", "hipblas_"})
    if (absl::StartsWith(T, P))
      return true;
  return false;
}

Count cudnnConvFlops(const Instruction &I, absl::string_view Target) {
  if (I.operandCount() < 2)
    return std::nullopt;
  if (Target == "__cudnn$convBackwardInput")
    return convFlops(I, operandShape(I, 1), operandShape(I, 0));
  if (Target == "__cudnn$convBackwardFilter")
    return convFlops(I, I.shape(), operandShape(I, 1));
  if (absl::StartsWith(Target, "__cudnn$conv") &&
      !absl::StartsWith(Target, "__cudnn$convReorder"))
    return convFlops(I, operandShape(I, 1), I.shape());
  return std::nullopt;
}

/// Fusions nest at most this deep before the count gives up.
constexpr int kMaxDepth = 64;

} // namespace

int64_t FlopCounter::flops(const Instruction &I) { return flopsAt(I, 0); }

int64_t FlopCounter::computationFlops(const Computation &C, int Depth) {
  auto [It, Inserted] = Sums.try_emplace(&C, -1);
  if (!Inserted)
    return It->second < 0 ? 0 : It->second;
  int64_t Sum = 0;
  for (const Instruction *Inner : C.instructions())
    Sum = saturatingAdd(Sum, flopsAt(*Inner, Depth + 1));
  // The map may have grown (rehashed) while summing the callees.
  Sums[&C] = Sum;
  return Sum;
}

int64_t FlopCounter::flopsAt(const Instruction &I, int Depth) {
  if (Depth > kMaxDepth)
    return 0;
  switch (I.opcode()) {
  case Opcode::Dot:
    return orZero(dotFlops(I));
  case Opcode::Fft:
    return orZero(fftFlops(I));
  case Opcode::Convolution:
    return orZero(convFlops(
        I, I.operandCount() > 1 ? operandShape(I, 1) : nullptr, I.shape()));
  case Opcode::CustomCall: {
    std::string Target = I.customCallTarget();
    if (absl::StartsWith(Target, "__cudnn$conv"))
      return orZero(cudnnConvFlops(I, Target));
    if (isSolverTarget(Target))
      return orZero(solverFlops(I, Target));
    if (const llvm::json::Object *O = Configs.get(I)) {
      if (absl::StartsWith(Target, "__cudnn$fmha"))
        return orZero(
            fmhaFlops(I, *O, absl::StrContains(Target, "Backward")));
      if (Target == "tpu_custom_call")
        return orZero(pallasFlops(*O));
      return orZero(gemmCustomCallFlops(I, *O));
    }
    return 0;
  }
  case Opcode::Fusion: {
    int64_t Sum = 0;
    for (const Computation *C : M.calledComputations(I))
      if (C)
        Sum = saturatingAdd(Sum, computationFlops(*C, Depth));
    return Sum;
  }
  default:
    return 0;
  }
}

struct CostModel::Impl {
  explicit Impl(const Module &M) : Counter(M, Configs) {}
  BackendConfigCache Configs;
  FlopCounter Counter;
};

CostModel::CostModel(const Module &M) : P(std::make_unique<Impl>(M)) {}
CostModel::~CostModel() = default;

int64_t CostModel::flops(const Instruction &I) { return P->Counter.flops(I); }

int64_t estimateFlops(const Module &M, const Instruction &I) {
  return CostModel(M).flops(I);
}

} // namespace hlotrace
