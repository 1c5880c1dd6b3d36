//===- OpcodeRules.cpp - Operand counts and shapes per opcode -------------===//
//
// One rule per opcode family, each cheap (no shape inference of its own
// beyond a dimension list): elementwise operands agree with the result,
// compare yields pred, and the dimension attributes of broadcast,
// transpose, reshape, slice, concatenate, dot and get-tuple-element fit the
// shapes they index. A rule that lacks a shape (an undefined operand, a
// shape left to inference) checks what it can and stays silent on the rest.
//
//===----------------------------------------------------------------------===//

#include <algorithm>
#include <optional>

#include "Verify/VerifierImpl.h"
#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "absl/strings/str_split.h"
#include "absl/strings/strip.h"
#include "hlotrace/IR/Computation.h"

namespace hlotrace::verify {
namespace {

bool isUnaryElementwise(Opcode Op) {
  switch (Op) {
  case Opcode::Abs: case Opcode::Acos: case Opcode::Acosh: case Opcode::Asin:
  case Opcode::Asinh: case Opcode::Atanh: case Opcode::Cbrt:
  case Opcode::Ceil: case Opcode::Clz: case Opcode::Convert:
  case Opcode::BitcastConvert: case Opcode::Copy: case Opcode::Cos:
  case Opcode::Cosh: case Opcode::Erf: case Opcode::Exp: case Opcode::Expm1:
  case Opcode::Floor: case Opcode::Imag: case Opcode::IsFinite:
  case Opcode::Log: case Opcode::Log1p: case Opcode::Logistic:
  case Opcode::Negate: case Opcode::Not: case Opcode::PopulationCount:
  case Opcode::Real: case Opcode::ReducePrecision:
  case Opcode::RoundNearestAfz: case Opcode::RoundNearestEven:
  case Opcode::Rsqrt: case Opcode::Sign: case Opcode::Sin: case Opcode::Sinh:
  case Opcode::Sqrt: case Opcode::Tan: case Opcode::Tanh:
    return true;
  default:
    return false;
  }
}

bool isBinaryElementwise(Opcode Op) {
  switch (Op) {
  case Opcode::Add: case Opcode::Atan2: case Opcode::Complex:
  case Opcode::Compare: case Opcode::Divide: case Opcode::Maximum:
  case Opcode::Minimum: case Opcode::Multiply: case Opcode::Power:
  case Opcode::Remainder: case Opcode::Subtract: case Opcode::And:
  case Opcode::Or: case Opcode::Xor: case Opcode::ShiftLeft:
  case Opcode::ShiftRightArithmetic: case Opcode::ShiftRightLogical:
    return true;
  default:
    return false;
  }
}

/// Unary opcodes whose result has the operand's element type.
bool keepsElementType(Opcode Op) {
  switch (Op) {
  case Opcode::Abs: case Opcode::Convert: case Opcode::BitcastConvert:
  case Opcode::Imag: case Opcode::IsFinite: case Opcode::Real:
    return false;
  default:
    return true;
  }
}

struct Arity {
  size_t Min;
  size_t Max; ///< SIZE_MAX: no upper bound.
};
constexpr size_t kAny = static_cast<size_t>(-1);

/// The operand counts XLA's parser and verifier accept; nullopt for opcodes
/// whose count depends on attributes or is free (tuple, fusion, call,
/// custom-call, collectives, async ops, old opcodes).
std::optional<Arity> arityOf(const Instruction &I) {
  Opcode Op = I.opcode();
  if (isUnaryElementwise(Op))
    return Arity{1, 1};
  if (isBinaryElementwise(Op))
    return Arity{2, 2};
  switch (Op) {
  case Opcode::Iota: case Opcode::ReplicaId: case Opcode::PartitionId:
    return Arity{0, 0};
  case Opcode::Bitcast: case Opcode::Broadcast: case Opcode::Reshape:
  case Opcode::Transpose: case Opcode::Slice: case Opcode::Reverse:
  case Opcode::GetTupleElement: case Opcode::CopyStart:
  case Opcode::CopyDone: case Opcode::GetDimensionSize: case Opcode::While:
  case Opcode::Fft: case Opcode::Cholesky: case Opcode::RngBitGenerator:
  case Opcode::Domain:
    return Arity{1, 1};
  case Opcode::Pad: case Opcode::Convolution: case Opcode::Gather:
  case Opcode::TriangularSolve: case Opcode::SetDimensionSize:
  case Opcode::AddDependency: case Opcode::Rng:
  case Opcode::StochasticConvert:
    return Arity{2, 2};
  case Opcode::Dot:
    // A sparse dot also takes its metadata operands.
    return I.attribute("sparsity") ? Arity{2, 4} : Arity{2, 2};
  case Opcode::Select: case Opcode::Clamp: case Opcode::SelectAndScatter:
  case Opcode::BatchNormTraining:
    return Arity{3, 3};
  case Opcode::BatchNormInference: case Opcode::BatchNormGrad:
    return Arity{5, 5};
  case Opcode::Concatenate: case Opcode::Sort: case Opcode::Map:
    return Arity{1, kAny};
  case Opcode::Conditional: case Opcode::DynamicSlice: case Opcode::Reduce:
  case Opcode::ReduceWindow:
    return Arity{2, kAny};
  case Opcode::DynamicUpdateSlice: case Opcode::Scatter:
    return Arity{3, kAny};
  default:
    return std::nullopt;
  }
}

std::string plural(size_t N, absl::string_view What) {
  return absl::StrCat(N, " ", What, N == 1 ? "" : "s");
}

std::string dims(absl::Span<const int64_t> D) {
  return absl::StrCat("{", absl::StrJoin(D, ","), "}");
}

bool checkArity(const Instruction &I, Reporter &R) {
  std::optional<Arity> A = arityOf(I);
  size_t N = I.operandCount();
  if (A && (N < A->Min || N > A->Max)) {
    std::string Expected =
        A->Min == A->Max ? plural(A->Min, "operand")
        : A->Max == kAny ? absl::StrCat("at least ", plural(A->Min, "operand"))
                         : absl::StrCat(A->Min, " to ", A->Max, " operands");
    R.report(I, "operand-count",
             absl::StrCat(I.opcodeName(), " takes ", Expected, ", found ", N));
    return false;
  }
  // Variadic reduce pairs each input with an init value; scatter adds
  // indices between operands and updates.
  if ((I.opcode() == Opcode::Reduce || I.opcode() == Opcode::ReduceWindow) &&
      N % 2 != 0) {
    R.report(I, "operand-count",
             absl::StrCat(I.opcodeName(), " takes inputs and as many init "
                          "values (an even count), found ", N));
    return false;
  }
  if (I.opcode() == Opcode::Scatter && N % 2 != 1) {
    R.report(I, "operand-count",
             absl::StrCat("scatter takes N operands, the indices and N "
                          "updates (an odd count), found ", N));
    return false;
  }
  return true;
}

/// The array shape of operand `N`, or null.
const Shape *arrayOperand(const Instruction &I, size_t N) {
  const Shape *S = operandShape(I, N);
  return S && S->isArray() ? S : nullptr;
}

/// Element types agree: an error across classes (f32 vs s32), a warning
/// between two floating-point types, which some backends allow (mixed
/// precision).
void checkSameType(const Instruction &I, size_t N, const Shape &Op,
                   const Shape &Want, absl::string_view Role, Reporter &R) {
  if (Op.elementType() == Want.elementType())
    return;
  bool BothFloat = elementTypeClass(Op.elementType()) == ElementClass::Float &&
                   elementTypeClass(Want.elementType()) == ElementClass::Float;
  R.reportOperand(I, N, "shape",
                  absl::StrCat("operand ", N, " of ", I.opcodeName(),
                               " has element type ",
                               elementTypeSpelling(Op.elementType()),
                               " but ", Role, " has ",
                               elementTypeSpelling(Want.elementType())),
                  BothFloat ? Severity::Warning : Severity::Error);
}

void checkSameDims(const Instruction &I, size_t N, const Shape &Op,
                   const Shape &Result, Reporter &R) {
  if (!sameDimensions(Op, Result))
    R.reportOperand(I, N, "shape",
                    absl::StrCat("operand ", N, " of ", I.opcodeName(), " is ",
                                 str(Op), " but the result is ", str(Result),
                                 " (elementwise shapes must agree)"));
}

void checkElementwise(const Instruction &I, const Shape &Res, Reporter &R) {
  Opcode Op = I.opcode();
  bool Unary = isUnaryElementwise(Op);
  for (size_t N = 0; N < I.operandCount(); ++N) {
    const Shape *S = arrayOperand(I, N);
    if (!S)
      continue;
    if (Op != Opcode::BitcastConvert)
      checkSameDims(I, N, *S, Res, R);
    if (Unary) {
      if (keepsElementType(Op))
        checkSameType(I, N, *S, Res, "the result", R);
      continue;
    }
    if (N > 0)
      if (const Shape *First = arrayOperand(I, 0))
        checkSameType(I, N, *S, *First, "operand 0", R);
    if (N == 0 && Op != Opcode::Compare && Op != Opcode::Complex)
      checkSameType(I, N, *S, Res, "the result", R);
  }
  if (Op == Opcode::Compare && Res.elementType() != ElementType::Pred)
    R.report(I, "shape",
             absl::StrCat("compare yields pred, but the result is ",
                          str(Res)));
  if (Op == Opcode::IsFinite && Res.elementType() != ElementType::Pred)
    R.report(I, "shape",
             absl::StrCat("is-finite yields pred, but the result is ",
                          str(Res)));
}

/// select(pred, on_true, on_false) and clamp(min, x, max): the middle (or
/// last two) operands are the result's shape; the others may be scalars.
void checkSelectClamp(const Instruction &I, const Shape &Res, Reporter &R) {
  bool IsSelect = I.opcode() == Opcode::Select;
  for (size_t N = 0; N < 3; ++N) {
    const Shape *S = arrayOperand(I, N);
    if (!S)
      continue;
    bool MayBeScalar = IsSelect ? N == 0 : N != 1;
    if (!(MayBeScalar && S->rank() == 0))
      checkSameDims(I, N, *S, Res, R);
    if (IsSelect && N == 0) {
      if (S->elementType() != ElementType::Pred)
        R.reportOperand(I, 0, "shape",
                        absl::StrCat("the predicate of select must be pred, "
                                     "found ", str(*S)));
      continue;
    }
    checkSameType(I, N, *S, Res, "the result", R);
  }
}

/// The `dimensions={...}` list, or nullopt (reported) when malformed.
std::optional<std::vector<int64_t>> dimensionsOf(const Instruction &I,
                                                 Reporter &R) {
  std::optional<absl::string_view> V = I.attribute("dimensions");
  if (!V)
    return std::nullopt;
  std::optional<std::vector<int64_t>> D = attr::intList(*V);
  if (!D)
    R.reportAttribute(I, "dimensions", "shape",
                      absl::StrCat("expected a list of dimensions, found '",
                                   *V, "'"));
  return D;
}

void checkBroadcast(const Instruction &I, const Shape &Res, Reporter &R) {
  const Shape *Op = arrayOperand(I, 0);
  if (!Op)
    return;
  checkSameType(I, 0, *Op, Res, "the result", R);
  std::optional<std::vector<int64_t>> D = dimensionsOf(I, R);
  if (!D) {
    if (!I.attribute("dimensions") && Op->rank() != 0)
      R.report(I, "shape",
               absl::StrCat("broadcast of ", str(*Op),
                            " needs dimensions={...} mapping its ",
                            plural(Op->rank(), "dimension")));
    return;
  }
  if (static_cast<int64_t>(D->size()) != Op->rank()) {
    R.reportAttribute(I, "dimensions", "shape",
                      absl::StrCat("broadcast dimensions=", dims(*D), " has ",
                                   plural(D->size(), "dimension"),
                                   " but the operand ", str(*Op), " has rank ",
                                   Op->rank()));
    return;
  }
  for (size_t K = 0; K < D->size(); ++K) {
    int64_t To = (*D)[K];
    if (std::find(D->begin(), D->begin() + K, To) != D->begin() + K) {
      R.reportAttribute(I, "dimensions", "shape",
                        absl::StrCat("broadcast dimensions=", dims(*D),
                                     " maps two operand dimensions to ", To));
      return;
    }
    if (To < 0 || To >= Res.rank()) {
      R.reportAttribute(I, "dimensions", "shape",
                        absl::StrCat("broadcast dimension ", To,
                                     " is out of range for the result ",
                                     str(Res)));
      return;
    }
    if (Op->dimensions()[K] != Res.dimensions()[To]) {
      R.reportAttribute(
          I, "dimensions", "shape",
          absl::StrCat("broadcast maps operand dimension ", K, " (size ",
                       Op->dimensions()[K], ") to result dimension ", To,
                       " (size ", Res.dimensions()[To], ")"));
      return;
    }
  }
}

bool hasDynamicDimension(const Shape &S) {
  for (int64_t D = 0; D < S.rank(); ++D)
    if (S.isDynamicDimension(D))
      return true;
  return false;
}

void checkReshape(const Instruction &I, const Shape &Res, Reporter &R) {
  const Shape *Op = arrayOperand(I, 0);
  if (!Op)
    return;
  checkSameType(I, 0, *Op, Res, "the result", R);
  if (hasDynamicDimension(*Op) || hasDynamicDimension(Res))
    return;
  if (Op->elementCount() != Res.elementCount())
    R.report(I, "shape",
             absl::StrCat("reshape from ", str(*Op), " (",
                          Op->elementCount(), " elements) to ", str(Res),
                          " (", Res.elementCount(),
                          " elements) changes the element count"));
}

void checkTranspose(const Instruction &I, const Shape &Res, Reporter &R) {
  const Shape *Op = arrayOperand(I, 0);
  std::optional<std::vector<int64_t>> D = dimensionsOf(I, R);
  if (!Op || !D)
    return;
  checkSameType(I, 0, *Op, Res, "the result", R);
  int64_t Rank = Op->rank();
  std::vector<bool> Seen(Rank, false);
  bool Permutation = static_cast<int64_t>(D->size()) == Rank;
  for (int64_t P : *D) {
    if (!Permutation || P < 0 || P >= Rank || Seen[P]) {
      Permutation = false;
      break;
    }
    Seen[P] = true;
  }
  if (!Permutation) {
    R.reportAttribute(I, "dimensions", "shape",
                      absl::StrCat("transpose dimensions=", dims(*D),
                                   " is not a permutation of the operand's ",
                                   plural(Rank, "dimension")));
    return;
  }
  if (Res.rank() != Rank) {
    R.report(I, "shape", absl::StrCat("transpose of ", str(*Op), " yields ",
                                      str(Res), ", a different rank"));
    return;
  }
  for (int64_t K = 0; K < Rank; ++K)
    if (Res.dimensions()[K] != Op->dimensions()[(*D)[K]]) {
      R.report(I, "shape",
               absl::StrCat("transpose of ", str(*Op), " by ", dims(*D),
                            " is not ", str(Res)));
      return;
    }
}

struct SliceRange {
  int64_t Start = 0, Limit = 0, Stride = 1;
};

/// slice ::= '{' ('[' INT ':' INT (':' INT)? ']' (',' ...)*)? '}'
std::optional<std::vector<SliceRange>> parseSlice(absl::string_view V) {
  std::vector<SliceRange> Out;
  V = absl::StripAsciiWhitespace(V);
  if (!absl::ConsumePrefix(&V, "{") || !absl::ConsumeSuffix(&V, "}"))
    return std::nullopt;
  V = absl::StripAsciiWhitespace(V);
  while (!V.empty()) {
    if (!absl::ConsumePrefix(&V, "["))
      return std::nullopt;
    size_t Close = V.find(']');
    if (Close == absl::string_view::npos)
      return std::nullopt;
    std::vector<absl::string_view> Parts =
        absl::StrSplit(V.substr(0, Close), ':');
    SliceRange S;
    if (Parts.size() < 2 || Parts.size() > 3 ||
        !absl::SimpleAtoi(Parts[0], &S.Start) ||
        !absl::SimpleAtoi(Parts[1], &S.Limit) ||
        (Parts.size() == 3 && !absl::SimpleAtoi(Parts[2], &S.Stride)))
      return std::nullopt;
    Out.push_back(S);
    V = absl::StripAsciiWhitespace(V.substr(Close + 1));
    if (!absl::ConsumePrefix(&V, ","))
      break;
    V = absl::StripAsciiWhitespace(V);
  }
  if (!V.empty())
    return std::nullopt;
  return Out;
}

void checkSlice(const Instruction &I, const Shape &Res, Reporter &R) {
  const Shape *Op = arrayOperand(I, 0);
  std::optional<absl::string_view> V = I.attribute("slice");
  if (!Op || !V)
    return;
  checkSameType(I, 0, *Op, Res, "the result", R);
  std::optional<std::vector<SliceRange>> Ranges = parseSlice(*V);
  if (!Ranges)
    return; // The parser checks the syntax.
  if (static_cast<int64_t>(Ranges->size()) != Op->rank()) {
    R.reportAttribute(I, "slice", "shape",
                      absl::StrCat("slice has ", plural(Ranges->size(), "range"),
                                   " but the operand ", str(*Op), " has rank ",
                                   Op->rank()));
    return;
  }
  if (Res.rank() != Op->rank()) {
    R.report(I, "shape", absl::StrCat("slice of ", str(*Op), " yields ",
                                      str(Res), ", a different rank"));
    return;
  }
  for (size_t K = 0; K < Ranges->size(); ++K) {
    const SliceRange &S = (*Ranges)[K];
    int64_t Size = Op->dimensions()[K];
    if (S.Start < 0 || S.Start > S.Limit || S.Limit > Size || S.Stride < 1) {
      R.reportAttribute(
          I, "slice", "shape",
          absl::StrCat("slice range [", S.Start, ":", S.Limit, ":", S.Stride,
                       "] does not fit dimension ", K, " of ", str(*Op)));
      return;
    }
    int64_t Want = (S.Limit - S.Start + S.Stride - 1) / S.Stride;
    if (Res.dimensions()[K] != Want) {
      R.report(I, "shape",
               absl::StrCat("slice range [", S.Start, ":", S.Limit, ":",
                            S.Stride, "] of dimension ", K, " has ", Want,
                            " elements, but the result is ", str(Res)));
      return;
    }
  }
}

void checkConcatenate(const Instruction &I, const Shape &Res, Reporter &R) {
  std::optional<std::vector<int64_t>> D = dimensionsOf(I, R);
  if (!D)
    return;
  if (D->size() != 1) {
    R.reportAttribute(I, "dimensions", "shape",
                      absl::StrCat("concatenate takes one dimension, found ",
                                   dims(*D)));
    return;
  }
  int64_t Dim = (*D)[0];
  if (Dim < 0 || Dim >= Res.rank()) {
    R.reportAttribute(I, "dimensions", "shape",
                      absl::StrCat("concatenate dimension ", Dim,
                                   " is out of range for the result ",
                                   str(Res)));
    return;
  }
  int64_t Sum = 0;
  for (size_t N = 0; N < I.operandCount(); ++N) {
    const Shape *S = arrayOperand(I, N);
    if (!S)
      return;
    checkSameType(I, N, *S, Res, "the result", R);
    bool Fits = S->rank() == Res.rank();
    for (int64_t K = 0; Fits && K < Res.rank(); ++K)
      Fits = K == Dim || S->dimensions()[K] == Res.dimensions()[K];
    if (!Fits) {
      R.reportOperand(I, N, "shape",
                      absl::StrCat("operand ", N, " of concatenate is ",
                                   str(*S), "; outside dimension ", Dim,
                                   " it must match the result ", str(Res)));
      return;
    }
    Sum += S->dimensions()[Dim];
  }
  if (Sum != Res.dimensions()[Dim] && !Res.isDynamicDimension(Dim))
    R.report(I, "shape",
             absl::StrCat("concatenate operands add up to ", Sum,
                          " in dimension ", Dim, " but the result is ",
                          str(Res)));
}

std::vector<int64_t> listAttr(const Instruction &I, absl::string_view Name) {
  if (std::optional<absl::string_view> V = I.attribute(Name))
    if (std::optional<std::vector<int64_t>> L = attr::intList(*V))
      return *L;
  return {};
}

void checkDot(const Instruction &I, const Shape &Res, Reporter &R) {
  const Shape *L = arrayOperand(I, 0), *Rhs = arrayOperand(I, 1);
  if (!L || !Rhs || I.attribute("sparsity"))
    return;
  std::vector<int64_t> LB = listAttr(I, "lhs_batch_dims"),
                       RB = listAttr(I, "rhs_batch_dims"),
                       LC = listAttr(I, "lhs_contracting_dims"),
                       RC = listAttr(I, "rhs_contracting_dims");
  auto InRange = [&](const std::vector<int64_t> &Ds, const Shape &S,
                     absl::string_view Attr) {
    for (int64_t D : Ds)
      if (D < 0 || D >= S.rank()) {
        R.reportAttribute(I, Attr, "shape",
                          absl::StrCat("dot ", Attr, "=", dims(Ds),
                                       " is out of range for ", str(S)));
        return false;
      }
    return true;
  };
  if (!InRange(LB, *L, "lhs_batch_dims") ||
      !InRange(RB, *Rhs, "rhs_batch_dims") ||
      !InRange(LC, *L, "lhs_contracting_dims") ||
      !InRange(RC, *Rhs, "rhs_contracting_dims"))
    return;
  if (LB.size() != RB.size() || LC.size() != RC.size()) {
    R.report(I, "shape",
             absl::StrCat("dot has ", LB.size(), " lhs and ", RB.size(),
                          " rhs batch dimensions, ", LC.size(), " lhs and ",
                          RC.size(), " rhs contracting dimensions"));
    return;
  }
  for (size_t K = 0; K < LC.size(); ++K)
    if (L->dimensions()[LC[K]] != Rhs->dimensions()[RC[K]]) {
      R.reportAttribute(
          I, "lhs_contracting_dims", "shape",
          absl::StrCat("dot contracts lhs dimension ", LC[K], " (size ",
                       L->dimensions()[LC[K]], ") with rhs dimension ", RC[K],
                       " (size ", Rhs->dimensions()[RC[K]], ")"));
      return;
    }
  for (size_t K = 0; K < LB.size(); ++K)
    if (L->dimensions()[LB[K]] != Rhs->dimensions()[RB[K]]) {
      R.reportAttribute(
          I, "lhs_batch_dims", "shape",
          absl::StrCat("dot batch dimension ", LB[K], " of lhs (size ",
                       L->dimensions()[LB[K]], ") differs from rhs dimension ",
                       RB[K], " (size ", Rhs->dimensions()[RB[K]], ")"));
      return;
    }
  // Result: batch dimensions, then lhs free, then rhs free ones.
  std::vector<int64_t> Want;
  for (int64_t D : LB)
    Want.push_back(L->dimensions()[D]);
  auto Free = [&](const Shape &S, const std::vector<int64_t> &B,
                  const std::vector<int64_t> &C) {
    for (int64_t D = 0; D < S.rank(); ++D)
      if (std::find(B.begin(), B.end(), D) == B.end() &&
          std::find(C.begin(), C.end(), D) == C.end())
        Want.push_back(S.dimensions()[D]);
  };
  Free(*L, LB, LC);
  Free(*Rhs, RB, RC);
  if (absl::Span<const int64_t>(Want) != Res.dimensions())
    R.report(I, "shape",
             absl::StrCat("dot of ", str(*L), " and ", str(*Rhs),
                          " yields dimensions ", dims(Want), ", not ",
                          str(Res)));
}

void checkGetTupleElement(const Instruction &I, const Shape *Res,
                          Reporter &R) {
  const Shape *Op = operandShape(I, 0);
  std::optional<absl::string_view> V = I.attribute("index");
  if (!Op || !V)
    return;
  if (!Op->isTuple()) {
    R.reportOperand(I, 0, "shape",
                    absl::StrCat("get-tuple-element of ", str(*Op),
                                 ", which is not a tuple"));
    return;
  }
  std::optional<int64_t> Index = attr::integer(*V);
  if (!Index)
    return;
  size_t Count = Op->tupleShapes().size();
  if (*Index < 0 || static_cast<size_t>(*Index) >= Count) {
    R.reportAttribute(I, "index", "shape",
                      absl::StrCat("get-tuple-element index ", *Index,
                                   " is out of range for a tuple of ",
                                   plural(Count, "element")));
    return;
  }
  const Shape &Element = *Op->tupleShapes()[*Index];
  if (Res && !sameShape(Element, *Res))
    R.report(I, "shape",
             absl::StrCat("element ", *Index, " of the tuple is ",
                          str(Element), " but the result is ", str(*Res)));
}

void checkTuple(const Instruction &I, const Shape &Res, Reporter &R) {
  if (!Res.isTuple()) {
    R.report(I, "shape",
             absl::StrCat("tuple yields a tuple shape, not ", str(Res)));
    return;
  }
  size_t Count = Res.tupleShapes().size();
  if (Count != I.operandCount()) {
    R.report(I, "shape",
             absl::StrCat("tuple of ", plural(I.operandCount(), "operand"),
                          " has result shape ", str(Res), " with ",
                          plural(Count, "element")));
    return;
  }
  for (size_t N = 0; N < Count; ++N)
    if (const Shape *S = operandShape(I, N))
      if (!sameShape(*S, *Res.tupleShapes()[N]))
        R.reportOperand(I, N, "shape",
                        absl::StrCat("operand ", N, " of tuple is ", str(*S),
                                     " but element ", N, " of the result is ",
                                     str(*Res.tupleShapes()[N])));
}

/// reduce(inputs..., inits...), dimensions={...}: the inits are scalars and
/// each result drops the reduced dimensions of its input.
void checkReduce(const Instruction &I, const Shape &Res, Reporter &R) {
  size_t N = I.operandCount() / 2;
  for (size_t K = N; K < 2 * N; ++K)
    if (const Shape *Init = arrayOperand(I, K); Init && Init->rank() != 0)
      R.reportOperand(I, K, "shape",
                      absl::StrCat("the init value of reduce (operand ", K,
                                   ") must be a scalar, found ", str(*Init)));
  std::optional<std::vector<int64_t>> D = dimensionsOf(I, R);
  const Shape *In = arrayOperand(I, 0);
  if (!D || !In)
    return;
  for (size_t K = 1; K < N; ++K)
    if (const Shape *S = arrayOperand(I, K); S && !sameDimensions(*S, *In))
      return R.reportOperand(I, K, "shape",
                             absl::StrCat("input ", K, " of reduce is ",
                                          str(*S), ", input 0 is ",
                                          str(*In)));
  std::vector<int64_t> Want;
  for (int64_t K = 0; K < In->rank(); ++K)
    if (std::find(D->begin(), D->end(), K) == D->end())
      Want.push_back(In->dimensions()[K]);
  for (int64_t K : *D)
    if (K < 0 || K >= In->rank()) {
      R.reportAttribute(I, "dimensions", "shape",
                        absl::StrCat("reduce dimension ", K,
                                     " is out of range for ", str(*In)));
      return;
    }
  std::vector<const Shape *> Results;
  if (N == 1 && Res.isArray())
    Results.push_back(&Res);
  else if (Res.isTuple() && Res.tupleShapes().size() == N)
    Results.assign(Res.tupleShapes().begin(), Res.tupleShapes().end());
  else
    return R.report(I, "shape",
                    absl::StrCat("reduce of ", plural(N, "input"),
                                 " cannot yield ", str(Res)));
  for (size_t K = 0; K < Results.size(); ++K) {
    const Shape *S = Results[K];
    if (S->isArray() && S->dimensions() != absl::Span<const int64_t>(Want))
      return R.report(I, "shape",
                      absl::StrCat("reduce of ", str(*In), " over ", dims(*D),
                                   " yields dimensions ", dims(Want),
                                   ", not ", str(*S)));
    // Each result has its init value's element type.
    if (const Shape *Init = arrayOperand(I, N + K);
        Init && S->isArray() && Init->elementType() != S->elementType())
      return R.report(I, "shape",
                      absl::StrCat("result ", K, " of reduce is ", str(*S),
                                   " but its init value is ", str(*Init)));
  }
}

bool isIntegral(ElementType T) {
  ElementClass C = elementTypeClass(T);
  return C == ElementClass::Signed || C == ElementClass::Unsigned;
}

/// The start indices of dynamic-slice / dynamic-update-slice from operand
/// `First` on: one integer scalar per dimension of operand 0, all of one
/// type, or (an older form) one integer vector of that length.
void checkStartIndices(const Instruction &I, size_t First, const Shape &Op,
                       Reporter &R) {
  size_t Count = I.operandCount() - First;
  if (Count == 1)
    if (const Shape *V = arrayOperand(I, First); V && V->rank() == 1) {
      if (!isIntegral(V->elementType()) ||
          V->dimensions()[0] != Op.rank())
        R.reportOperand(I, First, "shape",
                        absl::StrCat("the start indices of ", I.opcodeName(),
                                     " are ", str(*V), "; ", str(Op),
                                     " needs one integer per dimension (",
                                     Op.rank(), ")"));
      return;
    }
  if (static_cast<int64_t>(Count) != Op.rank()) {
    R.report(I, "operand-count",
             absl::StrCat(I.opcodeName(), " of ", str(Op), " takes ",
                          plural(Op.rank(), "start index"), ", found ",
                          Count));
    return;
  }
  const Shape *FirstIndex = nullptr;
  for (size_t N = First; N < I.operandCount(); ++N) {
    const Shape *S = arrayOperand(I, N);
    if (!S)
      continue;
    if (S->rank() != 0 || !isIntegral(S->elementType())) {
      R.reportOperand(I, N, "shape",
                      absl::StrCat("start index operand ", N, " of ",
                                   I.opcodeName(), " is ", str(*S),
                                   "; it must be an integer scalar"));
      continue;
    }
    if (!FirstIndex)
      FirstIndex = S;
    else if (S->elementType() != FirstIndex->elementType())
      R.reportOperand(I, N, "shape",
                      absl::StrCat("start indices of ", I.opcodeName(),
                                   " mix ", str(*FirstIndex), " and ",
                                   str(*S)));
  }
}

void checkDynamicSlice(const Instruction &I, const Shape &Res, Reporter &R) {
  const Shape *Op = arrayOperand(I, 0);
  if (!Op)
    return;
  checkSameType(I, 0, *Op, Res, "the result", R);
  checkStartIndices(I, 1, *Op, R);
  bool Fits = Res.rank() == Op->rank();
  for (int64_t K = 0; Fits && K < Res.rank(); ++K)
    Fits = Res.dimensions()[K] <= Op->dimensions()[K];
  if (!Fits) {
    R.report(I, "shape", absl::StrCat("dynamic-slice of ", str(*Op),
                                      " cannot yield ", str(Res)));
    return;
  }
  if (std::optional<absl::string_view> V = I.attribute("dynamic_slice_sizes"))
    if (std::optional<std::vector<int64_t>> Sizes = attr::intList(*V);
        Sizes && absl::Span<const int64_t>(*Sizes) != Res.dimensions())
      R.reportAttribute(I, "dynamic_slice_sizes", "shape",
                        absl::StrCat("dynamic_slice_sizes=", dims(*Sizes),
                                     " differs from the result ", str(Res)));
}

void checkDynamicUpdateSlice(const Instruction &I, const Shape &Res,
                             Reporter &R) {
  const Shape *Op = arrayOperand(I, 0);
  if (!Op)
    return;
  checkSameDims(I, 0, *Op, Res, R);
  checkSameType(I, 0, *Op, Res, "the result", R);
  checkStartIndices(I, 2, *Op, R);
  const Shape *Update = arrayOperand(I, 1);
  if (!Update)
    return;
  checkSameType(I, 1, *Update, *Op, "operand 0", R);
  bool Fits = Update->rank() == Op->rank();
  for (int64_t K = 0; Fits && K < Op->rank(); ++K)
    Fits = Update->dimensions()[K] <= Op->dimensions()[K];
  if (!Fits)
    R.reportOperand(I, 1, "shape",
                    absl::StrCat("the update ", str(*Update),
                                 " of dynamic-update-slice does not fit in ",
                                 str(*Op)));
}

/// reduce-window(inputs..., inits...): the inits are scalars, the inputs
/// share their dimensions, and the window has one entry per dimension.
void checkReduceWindow(const Instruction &I, const Shape &Res, Reporter &R) {
  size_t N = I.operandCount() / 2;
  const Shape *In = arrayOperand(I, 0);
  for (size_t K = 0; K < 2 * N; ++K) {
    const Shape *S = arrayOperand(I, K);
    if (!S)
      continue;
    if (K >= N && S->rank() != 0)
      R.reportOperand(I, K, "shape",
                      absl::StrCat("the init value of reduce-window (operand ",
                                   K, ") must be a scalar, found ", str(*S)));
    if (K > 0 && K < N && In && !sameDimensions(*S, *In))
      R.reportOperand(I, K, "shape",
                      absl::StrCat("input ", K, " of reduce-window is ",
                                   str(*S), ", input 0 is ", str(*In)));
  }
  if (In && Res.isArray() && Res.rank() != In->rank())
    R.report(I, "shape", absl::StrCat("reduce-window of ", str(*In),
                                      " yields ", str(Res), ", a different "
                                      "rank"));
}

void checkIota(const Instruction &I, const Shape &Res, Reporter &R) {
  std::optional<absl::string_view> V = I.attribute("iota_dimension");
  if (!V)
    return;
  std::optional<int64_t> D = attr::integer(*V);
  if (D && (*D < 0 || *D >= Res.rank()))
    R.reportAttribute(I, "iota_dimension", "shape",
                      absl::StrCat("iota_dimension=", *D,
                                   " is out of range for ", str(Res)));
}

/// all-reduce and collective-permute keep their operands' shapes (one
/// operand: its shape; several: a tuple of them).
void checkSameAsOperands(const Instruction &I, const Shape &Res, Reporter &R) {
  size_t N = I.operandCount();
  if (N == 1) {
    if (const Shape *S = operandShape(I, 0); S && !sameShape(*S, Res))
      R.report(I, "shape",
               absl::StrCat(I.opcodeName(), " of ", str(*S), " yields ",
                            str(Res), "; it keeps its operand's shape"));
    return;
  }
  if (!Res.isTuple() || Res.tupleShapes().size() != N)
    return;
  for (size_t K = 0; K < N; ++K)
    if (const Shape *S = operandShape(I, K);
        S && !sameShape(*S, *Res.tupleShapes()[K]))
      R.reportOperand(I, K, "shape",
                      absl::StrCat("operand ", K, " of ", I.opcodeName(),
                                   " is ", str(*S), " but element ", K,
                                   " of the result is ",
                                   str(*Res.tupleShapes()[K])));
}

/// `dimensions={d}` of all-gather, all-to-all, reduce-scatter and sort
/// index operand 0.
void checkDimensionInRange(const Instruction &I, Reporter &R) {
  std::optional<std::vector<int64_t>> D = dimensionsOf(I, R);
  const Shape *Op = arrayOperand(I, 0);
  if (!D || !Op)
    return;
  for (int64_t K : *D)
    if (K < 0 || K >= Op->rank())
      return R.reportAttribute(I, "dimensions", "shape",
                               absl::StrCat(I.opcodeName(), " dimension ", K,
                                            " is out of range for ",
                                            str(*Op)));
  if (I.opcode() != Opcode::Sort)
    return;
  for (size_t N = 1; N < I.operandCount(); ++N)
    if (const Shape *S = arrayOperand(I, N); S && !sameDimensions(*S, *Op))
      return R.reportOperand(I, N, "shape",
                             absl::StrCat("operand ", N, " of sort is ",
                                          str(*S), ", operand 0 is ",
                                          str(*Op)));
}

/// The shape rule of `I`'s opcode, if it has one.
void checkShapes(const Instruction &I, Reporter &R) {
  const Shape *Res = I.shape();
  Opcode Op = I.opcode();
  if (Op == Opcode::GetTupleElement)
    return checkGetTupleElement(I, Res, R);
  if (!Res)
    return;
  if (Op == Opcode::Tuple)
    return checkTuple(I, *Res, R);
  if (Op == Opcode::Reduce)
    return checkReduce(I, *Res, R);
  if (Op == Opcode::ReduceWindow)
    return checkReduceWindow(I, *Res, R);
  if (Op == Opcode::AllReduce || Op == Opcode::CollectivePermute)
    return checkSameAsOperands(I, *Res, R);
  if (Op == Opcode::AllGather || Op == Opcode::AllGatherStart ||
      Op == Opcode::AllToAll || Op == Opcode::ReduceScatter ||
      Op == Opcode::Sort)
    return checkDimensionInRange(I, R);
  if (!Res->isArray())
    return;
  if (isUnaryElementwise(Op) || isBinaryElementwise(Op))
    return checkElementwise(I, *Res, R);
  switch (Op) {
  case Opcode::Select:
  case Opcode::Clamp:
    return checkSelectClamp(I, *Res, R);
  case Opcode::Broadcast:
    return checkBroadcast(I, *Res, R);
  case Opcode::Reshape:
    return checkReshape(I, *Res, R);
  case Opcode::Transpose:
    return checkTranspose(I, *Res, R);
  case Opcode::Slice:
    return checkSlice(I, *Res, R);
  case Opcode::Concatenate:
    return checkConcatenate(I, *Res, R);
  case Opcode::Dot:
    return checkDot(I, *Res, R);
  case Opcode::DynamicSlice:
    return checkDynamicSlice(I, *Res, R);
  case Opcode::DynamicUpdateSlice:
    return checkDynamicUpdateSlice(I, *Res, R);
  case Opcode::Iota:
    return checkIota(I, *Res, R);
  default:
    return;
  }
}

} // namespace

bool checkOpcodeRules(const Instruction &I, Reporter &R) {
  if (!checkArity(I, R))
    return false;
  checkShapes(I, R);
  return true;
}

} // namespace hlotrace::verify
