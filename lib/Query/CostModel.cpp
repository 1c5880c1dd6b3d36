//===- CostModel.cpp - FLOP estimates read off an op's own text ----------===//
//
// Every count is built with checked multiplication: dimensions come from the
// input and can be as large as INT64_MAX, so any overflow makes the estimate
// 0 ("unknown") rather than a wrapped number or a division by zero.
//
//===----------------------------------------------------------------------===//

#include "hlotrace/Query/CostModel.h"

#include <cctype>
#include <optional>

#include "FlopCounter.h"
#include "Support/CheckedMath.h"
#include "absl/strings/match.h"
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

/// Forward fused attention: two batched matmuls, Q.K^T and P.V, each
/// 2 * batch * Sq * Skv * D, read off bmm1_dot_dimension_numbers.
Count fmhaFlops(const Instruction &I, const llvm::json::Object &Config) {
  const auto *Fmha = Config.getObject("cudnn_fmha_backend_config");
  if (!Fmha || I.operandCount() < 2)
    return std::nullopt;
  const auto *DN = Fmha->getObject("bmm1_dot_dimension_numbers");
  const Shape *Q = operandShape(I, 0);
  const Shape *K = operandShape(I, 1);
  if (!DN || !Q || !K)
    return std::nullopt;
  Count Batch = productOfDims(Q, jsonIntList(*DN, "lhs_batch_dimensions"));
  Count Depth = productOfDims(Q, jsonIntList(*DN, "lhs_contracting_dimensions"));
  Count BatchDepth = mul(Batch, Depth);
  Count KElements = elements(K);
  if (!BatchDepth || *BatchDepth <= 0 || !KElements)
    return std::nullopt;
  int64_t Skv = *KElements / *BatchDepth;
  return mul(mul(4, elements(Q)), Skv);
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
  case Opcode::Convolution:
    return orZero(convFlops(
        I, I.operandCount() > 1 ? operandShape(I, 1) : nullptr, I.shape()));
  case Opcode::CustomCall: {
    std::string Target = I.customCallTarget();
    if (absl::StartsWith(Target, "__cudnn$conv"))
      return orZero(cudnnConvFlops(I, Target));
    if (const llvm::json::Object *O = Configs.get(I)) {
      if (absl::StartsWith(Target, "__cudnn$fmha") &&
          !absl::EndsWith(Target, "Backward"))
        return orZero(fmhaFlops(I, *O));
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
