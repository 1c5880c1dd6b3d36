//===- Misc.cpp - the opcodes with one or two scalar attributes -----------===//
//
// The attribute codecs of fft (`fft_type=`, `fft_length=`),
// reduce-precision (`exponent_bits=`, `mantissa_bits=`), rng
// (`distribution=`), rng-bit-generator (`algorithm=`),
// rng-get-and-update-state (`delta=`), the async ops
// (`async_execution_thread=` when not "main"), topk (`k=`, `largest=`),
// the batch-norm ops (`epsilon=`, `feature_index=`), cholesky (`lower=`)
// triangular-solve (`left_side=`, `lower=`, `unit_diagonal=`,
// `transpose_a=`) and copy-start (`cross_program_prefetch_index=`). Enums print as XLA prints them: fft types by name, random
// distributions and algorithms in lower case.
//
//===----------------------------------------------------------------------===//

#include <string>

#include "Proto/AttributeCodecs/AttributeCodecs.h"
#include "absl/strings/ascii.h"
#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "hlotrace/IR/Attribute.h"

namespace hlotrace {
namespace protoio {

namespace {

/// Sets an integer field from `V` when it is an integer.
template <typename SetterT> void setInt(absl::string_view V, SetterT Set) {
  if (auto X = toInt(V))
    Set(*X);
}

absl::Status printFft(const CodecInput &In, AttributeSink Add) {
  Add("fft_type", xla::FftType_Name(In.Proto.fft_type()));
  Add("fft_length", int64List(In.Proto.fft_length()));
  return absl::OkStatus();
}

bool parseFft(absl::string_view N, absl::string_view V,
              xla::HloInstructionProto &P) {
  if (N == "fft_type") {
    xla::FftType T;
    if (xla::FftType_Parse(std::string(V), &T))
      P.set_fft_type(T);
  } else if (N == "fft_length") {
    setIntList(V, P.mutable_fft_length());
  } else {
    return false;
  }
  return true;
}

absl::Status printReducePrecision(const CodecInput &In, AttributeSink Add) {
  Add("exponent_bits", absl::StrCat(In.Proto.exponent_bits()));
  Add("mantissa_bits", absl::StrCat(In.Proto.mantissa_bits()));
  return absl::OkStatus();
}

bool parseReducePrecision(absl::string_view N, absl::string_view V,
                          xla::HloInstructionProto &P) {
  if (N == "exponent_bits")
    setInt(V, [&](int64_t X) { P.set_exponent_bits(static_cast<int32_t>(X)); });
  else if (N == "mantissa_bits")
    setInt(V, [&](int64_t X) { P.set_mantissa_bits(static_cast<int32_t>(X)); });
  else
    return false;
  return true;
}

absl::Status printRng(const CodecInput &In, AttributeSink Add) {
  Add("distribution", absl::AsciiStrToLower(
                          xla::RandomDistribution_Name(In.Proto.distribution())));
  return absl::OkStatus();
}

bool parseRng(absl::string_view N, absl::string_view V,
              xla::HloInstructionProto &P) {
  if (N != "distribution")
    return false;
  xla::RandomDistribution D;
  if (xla::RandomDistribution_Parse(absl::AsciiStrToUpper(V), &D))
    P.set_distribution(D);
  return true;
}

absl::Status printRngBitGenerator(const CodecInput &In, AttributeSink Add) {
  Add("algorithm", absl::AsciiStrToLower(
                       xla::RandomAlgorithm_Name(In.Proto.rng_algorithm())));
  return absl::OkStatus();
}

bool parseRngBitGenerator(absl::string_view N, absl::string_view V,
                          xla::HloInstructionProto &P) {
  if (N != "algorithm")
    return false;
  xla::RandomAlgorithm A;
  if (xla::RandomAlgorithm_Parse(absl::AsciiStrToUpper(V), &A))
    P.set_rng_algorithm(A);
  return true;
}

absl::Status printRngGetAndUpdateState(const CodecInput &In, AttributeSink Add) {
  Add("delta", absl::StrCat(In.Proto.delta()));
  return absl::OkStatus();
}

bool parseRngGetAndUpdateState(absl::string_view N, absl::string_view V,
                               xla::HloInstructionProto &P) {
  if (N != "delta")
    return false;
  setInt(V, [&](int64_t X) { P.set_delta(X); });
  return true;
}

absl::Status printAsync(const CodecInput &In, AttributeSink Add) {
  const std::string &T = In.Proto.async_execution_thread();
  if (!T.empty() && T != "main")
    Add("async_execution_thread", quoted(T));
  return absl::OkStatus();
}

bool parseAsync(absl::string_view N, absl::string_view V,
                xla::HloInstructionProto &P) {
  if (N != "async_execution_thread")
    return false;
  P.set_async_execution_thread(attr::unquote(V));
  return true;
}

absl::Status printTopK(const CodecInput &In, AttributeSink Add) {
  Add("k", absl::StrCat(In.Proto.k()));
  if (In.Proto.largest())
    Add("largest", "true");
  return absl::OkStatus();
}

bool parseTopK(absl::string_view N, absl::string_view V,
               xla::HloInstructionProto &P) {
  if (N == "k")
    setInt(V, [&](int64_t X) { P.set_k(X); });
  else if (N == "largest")
    P.set_largest(parseBool(V));
  else
    return false;
  return true;
}

absl::Status printBatchNorm(const CodecInput &In, AttributeSink Add) {
  Add("epsilon", roundTripFloat(In.Proto.epsilon()));
  Add("feature_index", absl::StrCat(In.Proto.feature_index()));
  return absl::OkStatus();
}

bool parseBatchNorm(absl::string_view N, absl::string_view V,
                    xla::HloInstructionProto &P) {
  if (N == "epsilon") {
    float E;
    if (absl::SimpleAtof(V, &E))
      P.set_epsilon(E);
  } else if (N == "feature_index") {
    setInt(V, [&](int64_t X) { P.set_feature_index(X); });
  } else {
    return false;
  }
  return true;
}

absl::Status printCholesky(const CodecInput &In, AttributeSink Add) {
  Add("lower", In.Proto.cholesky_options().lower() ? "true" : "false");
  return absl::OkStatus();
}

bool parseCholesky(absl::string_view N, absl::string_view V,
                   xla::HloInstructionProto &P) {
  if (N != "lower")
    return false;
  P.mutable_cholesky_options()->set_lower(parseBool(V));
  return true;
}

// triangular-solve: `left_side=`, `lower=` and `unit_diagonal=` only when
// true, then `transpose_a=` by name.
absl::Status printTriangularSolve(const CodecInput &In, AttributeSink Add) {
  const xla::TriangularSolveOptions &O = In.Proto.triangular_solve_options();
  if (O.left_side())
    Add("left_side", "true");
  if (O.lower())
    Add("lower", "true");
  if (O.unit_diagonal())
    Add("unit_diagonal", "true");
  Add("transpose_a", xla::TriangularSolveOptions::Transpose_Name(O.transpose_a()));
  return absl::OkStatus();
}

bool parseTriangularSolve(absl::string_view N, absl::string_view V,
                          xla::HloInstructionProto &P) {
  xla::TriangularSolveOptions &O = *P.mutable_triangular_solve_options();
  if (N == "left_side") {
    O.set_left_side(parseBool(V));
  } else if (N == "lower") {
    O.set_lower(parseBool(V));
  } else if (N == "unit_diagonal") {
    O.set_unit_diagonal(parseBool(V));
  } else if (N == "transpose_a") {
    xla::TriangularSolveOptions::Transpose T;
    if (xla::TriangularSolveOptions::Transpose_Parse(std::string(V), &T))
      O.set_transpose_a(T);
  } else {
    return false;
  }
  return true;
}

// copy-start: `cross_program_prefetch_index=` when the copy is a
// cross-program prefetch (TPU).
absl::Status printCopyStart(const CodecInput &In, AttributeSink Add) {
  if (In.Proto.has_cross_program_prefetch_index())
    Add("cross_program_prefetch_index",
        absl::StrCat(In.Proto.cross_program_prefetch_index()));
  return absl::OkStatus();
}

bool parseCopyStart(absl::string_view N, absl::string_view V,
                    xla::HloInstructionProto &P) {
  if (N != "cross_program_prefetch_index")
    return false;
  setInt(V, [&](int64_t X) {
    P.set_cross_program_prefetch_index(static_cast<int32_t>(X));
  });
  return true;
}

} // namespace

const AttributeCodec kFftCodec{printFft, parseFft};
const AttributeCodec kReducePrecisionCodec{printReducePrecision,
                                           parseReducePrecision};
const AttributeCodec kRngCodec{printRng, parseRng};
const AttributeCodec kRngBitGeneratorCodec{printRngBitGenerator,
                                           parseRngBitGenerator};
const AttributeCodec kRngGetAndUpdateStateCodec{printRngGetAndUpdateState,
                                                parseRngGetAndUpdateState};
const AttributeCodec kAsyncCodec{printAsync, parseAsync};
const AttributeCodec kTopKCodec{printTopK, parseTopK};
const AttributeCodec kBatchNormCodec{printBatchNorm, parseBatchNorm};
const AttributeCodec kCholeskyCodec{printCholesky, parseCholesky};
const AttributeCodec kTriangularSolveCodec{printTriangularSolve,
                                           parseTriangularSolve};
const AttributeCodec kCopyStartCodec{printCopyStart, parseCopyStart};

} // namespace protoio
} // namespace hlotrace
