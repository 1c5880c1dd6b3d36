//===- Literal.cpp - LiteralProto decoding and XLA's literal text ---------===//
//
// Values are stored little-endian at each type's natural width; narrow float
// types (f16, bf16, f8*) are widened only when asked. Text follows XLA's
// LiteralBase::ToStringWithoutShape: `{1, 2}` per rank level, `(a, b)` for
// tuples and complex values, floats through roundTripFloat().
//
//===----------------------------------------------------------------------===//

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>

#include "Proto/ProtoInternal.h"
#include "Support/Status.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"

namespace hlotrace {
namespace {

int naturalBytes(ElementType T) { return elementTypeByteWidth(T); }

bool isSigned(ElementType T) {
  return elementTypeClass(T) == ElementClass::Signed;
}

/// Pred counts as unsigned (0 and 1).
bool isUnsigned(ElementType T) {
  ElementClass C = elementTypeClass(T);
  return C == ElementClass::Unsigned || C == ElementClass::Pred;
}

/// A minifloat with `E` exponent bits, `M` mantissa bits and bias `Bias`.
/// `FiniteOnly`: all-ones exponent is a normal number (fn types);
/// `NanOnlyAllOnes`: only all-ones bits are NaN (e4m3fn); `NegZeroNan`:
/// the fnuz types, where 0x80 is NaN and there is no infinity.
double decodeMinifloat(uint32_t Bits, int E, int M, int Bias, bool HasInf,
                       bool FnNan, bool Fnuz, bool Unsigned = false) {
  int SignShift = E + M;
  bool Neg = !Unsigned && ((Bits >> SignShift) & 1);
  uint32_t Exp = (Bits >> M) & ((1u << E) - 1);
  uint32_t Man = Bits & ((1u << M) - 1);
  uint32_t MaxExp = (1u << E) - 1;
  if (Fnuz && Neg && Exp == 0 && Man == 0)
    return std::nan("");
  if (HasInf && Exp == MaxExp)
    return Man == 0 ? (Neg ? -INFINITY : INFINITY) : std::nan("");
  if (FnNan && Exp == MaxExp && Man == (1u << M) - 1)
    return std::nan("");
  double V;
  if (Exp == 0)
    V = std::ldexp(static_cast<double>(Man), 1 - Bias - M);
  else
    V = std::ldexp(static_cast<double>(Man | (1u << M)),
                   static_cast<int>(Exp) - Bias - M);
  return Neg ? -V : V;
}

double decodeHalf(uint16_t H) {
  return decodeMinifloat(H, 5, 10, 15, true, false, false);
}

double decodeBf16(uint16_t B) {
  uint32_t F = static_cast<uint32_t>(B) << 16;
  float V;
  std::memcpy(&V, &F, 4);
  return V;
}

template <typename T> T load(const std::string &Data, int64_t Offset) {
  T V;
  std::memcpy(&V, Data.data() + Offset, sizeof(T));
  return V;
}

/// Appends the sub-byte elements of `Packed` (two nibbles, four crumbs, ...
/// per byte, low bits first) as one byte each.
void unpack(absl::string_view Packed, int Bits, int64_t Count,
            std::string &Out) {
  int PerByte = 8 / Bits;
  for (int64_t I = 0; I < Count; ++I) {
    size_t Byte = static_cast<size_t>(I / PerByte);
    uint8_t V = Byte < Packed.size() ? static_cast<uint8_t>(Packed[Byte]) : 0;
    Out += static_cast<char>((V >> ((I % PerByte) * Bits)) & ((1 << Bits) - 1));
  }
}

template <typename Field, typename T>
void appendRepeated(const Field &F, std::string &Out) {
  for (auto V : F) {
    T W = static_cast<T>(V);
    Out.append(reinterpret_cast<const char *>(&W), sizeof(T));
  }
}

/// The most sub-arrays a literal without elements may print as: `{ {}, {} }`
/// for s32[2,0] is two. Real dumps hold a few; a shape like s32[2^62,0]
/// would otherwise print 2^62 of them.
constexpr int64_t kMaxEmptySubArrays = int64_t(1) << 20;

/// A literal's shape must have an element count that fits in int64 (it is
/// checked against the data, so a wrapped count would pass as zero) and,
/// when that count is zero, a bounded number of empty sub-arrays.
absl::Status checkLiteralShape(const Shape &S) {
  absl::Span<const int64_t> Dims = S.dimensions();
  for (int64_t D : Dims)
    if (D < 0)
      return absl::InvalidArgumentError(absl::StrCat(
          "literal of shape ", S.toString(), " has a negative dimension"));
  bool Empty = std::find(Dims.begin(), Dims.end(), 0) != Dims.end();
  // Empty: the product up to the first zero counts the `{}` to print.
  // Otherwise it counts elements; 2^56 keeps every byte count in range.
  int64_t Limit = Empty ? kMaxEmptySubArrays : int64_t(1) << 56;
  int64_t Product = 1;
  for (int64_t D : Dims) {
    if (D == 0)
      break;
    if (__builtin_mul_overflow(Product, D, &Product) || Product > Limit) {
      if (Empty)
        return absl::InvalidArgumentError(absl::StrCat(
            "literal of shape ", S.toString(), " has no elements but more "
            "than ", Limit, " empty sub-arrays"));
      return absl::InvalidArgumentError(
          absl::StrCat("literal of shape ", S.toString(),
                       " has more than 2^56 elements"));
    }
  }
  return absl::OkStatus();
}

} // namespace

ElementType Literal::elementType() const {
  return LiteralShape ? LiteralShape->elementType() : ElementType::Invalid;
}

int64_t Literal::elementCount() const {
  return LiteralShape ? LiteralShape->elementCount() : 0;
}

int Literal::elementByteWidth() const { return naturalBytes(elementType()); }

std::optional<int64_t> Literal::integer(int64_t I) const {
  ElementType T = elementType();
  int W = naturalBytes(T);
  if (I < 0 || I >= elementCount() || W == 0 ||
      static_cast<int64_t>(Data.size()) < (I + 1) * W)
    return std::nullopt;
  int64_t Off = I * W;
  switch (T) {
  case ElementType::Pred: case ElementType::U1: case ElementType::U2:
  case ElementType::U4: case ElementType::U8:
    return load<uint8_t>(Data, Off);
  case ElementType::S1: case ElementType::S2: case ElementType::S4: {
    int Bits = T == ElementType::S1 ? 1 : T == ElementType::S2 ? 2 : 4;
    int64_t V = load<uint8_t>(Data, Off);
    if (V & (1 << (Bits - 1)))
      V -= (1 << Bits);
    return V;
  }
  case ElementType::S8: return load<int8_t>(Data, Off);
  case ElementType::S16: return load<int16_t>(Data, Off);
  case ElementType::U16: return load<uint16_t>(Data, Off);
  case ElementType::S32: return load<int32_t>(Data, Off);
  case ElementType::U32: return load<uint32_t>(Data, Off);
  case ElementType::S64: return load<int64_t>(Data, Off);
  case ElementType::U64: return static_cast<int64_t>(load<uint64_t>(Data, Off));
  default:
    return std::nullopt;
  }
}

std::optional<std::complex<double>> Literal::complex(int64_t I) const {
  ElementType T = elementType();
  int W = naturalBytes(T);
  if (I < 0 || I >= elementCount() || W == 0 ||
      static_cast<int64_t>(Data.size()) < (I + 1) * W)
    return std::nullopt;
  int64_t Off = I * W;
  if (T == ElementType::C64)
    return std::complex<double>(load<float>(Data, Off),
                                load<float>(Data, Off + 4));
  if (T == ElementType::C128)
    return std::complex<double>(load<double>(Data, Off),
                                load<double>(Data, Off + 8));
  if (auto R = real(I))
    return std::complex<double>(*R, 0);
  return std::nullopt;
}

std::optional<double> Literal::real(int64_t I) const {
  ElementType T = elementType();
  int W = naturalBytes(T);
  if (I < 0 || I >= elementCount() || W == 0 ||
      static_cast<int64_t>(Data.size()) < (I + 1) * W)
    return std::nullopt;
  int64_t Off = I * W;
  uint8_t B = W == 1 ? load<uint8_t>(Data, Off) : 0;
  switch (T) {
  case ElementType::F16: return decodeHalf(load<uint16_t>(Data, Off));
  case ElementType::BF16: return decodeBf16(load<uint16_t>(Data, Off));
  case ElementType::F32: return load<float>(Data, Off);
  case ElementType::F64: return load<double>(Data, Off);
  case ElementType::C64: return load<float>(Data, Off);
  case ElementType::C128: return load<double>(Data, Off);
  case ElementType::F8E5M2: return decodeMinifloat(B, 5, 2, 15, true, false, false);
  case ElementType::F8E4M3: return decodeMinifloat(B, 4, 3, 7, true, false, false);
  case ElementType::F8E4M3FN: return decodeMinifloat(B, 4, 3, 7, false, true, false);
  case ElementType::F8E4M3B11FNUZ: return decodeMinifloat(B, 4, 3, 11, false, false, true);
  case ElementType::F8E3M4: return decodeMinifloat(B, 3, 4, 3, true, false, false);
  case ElementType::F8E5M2FNUZ: return decodeMinifloat(B, 5, 2, 16, false, false, true);
  case ElementType::F8E4M3FNUZ: return decodeMinifloat(B, 4, 3, 8, false, false, true);
  case ElementType::F4E2M1FN: return decodeMinifloat(B, 2, 1, 1, false, false, false);
  case ElementType::F6E3M2FN: return decodeMinifloat(B, 3, 2, 3, false, false, false);
  case ElementType::F6E2M3FN: return decodeMinifloat(B, 2, 3, 1, false, false, false);
  case ElementType::F8E8M0FNU:
    return B == 0xff ? std::nan("") : std::ldexp(1.0, static_cast<int>(B) - 127);
  default:
    if (auto V = integer(I)) {
      if (T == ElementType::U64)
        return static_cast<double>(static_cast<uint64_t>(*V));
      return static_cast<double>(*V);
    }
    return std::nullopt;
  }
}

std::vector<double> Literal::toDoubles() const {
  std::vector<double> Out;
  int64_t N = elementCount();
  Out.reserve(N);
  for (int64_t I = 0; I < N; ++I)
    Out.push_back(real(I).value_or(std::nan("")));
  return Out;
}

namespace {

/// The significant decimal digits that tell any two values of a float type
/// narrower than f32 apart (its `max_digits10`: 1 + ceil(p log10 2) for p
/// bits of precision, the hidden bit included).
int maxDigits10(ElementType T) {
  int MantissaBits = 0;
  switch (T) {
  case ElementType::BF16: MantissaBits = 7; break;
  case ElementType::F16: MantissaBits = 10; break;
  case ElementType::F8E5M2:
  case ElementType::F8E5M2FNUZ:
  case ElementType::F6E3M2FN: MantissaBits = 2; break;
  case ElementType::F8E4M3:
  case ElementType::F8E4M3FN:
  case ElementType::F8E4M3B11FNUZ:
  case ElementType::F8E4M3FNUZ:
  case ElementType::F6E2M3FN: MantissaBits = 3; break;
  case ElementType::F8E3M4: MantissaBits = 4; break;
  case ElementType::F4E2M1FN: MantissaBits = 1; break;
  case ElementType::F8E8M0FNU: MantissaBits = 0; break;
  default: return 9; // As f32.
  }
  return 1 + static_cast<int>(std::ceil((MantissaBits + 1) * std::log10(2.0)));
}

/// A narrow float as XLA prints it (RoundTripFpToString): `%.*g` with the
/// type's max_digits10, which tells every value of the type apart; inf and
/// nan spelled as for f32.
std::string narrowFloatText(double V, ElementType T) {
  if (std::isnan(V) || std::isinf(V))
    return protoio::roundTripFloat(static_cast<float>(V));
  return absl::StrFormat("%.*g", maxDigits10(T), V);
}

void appendElement(const Literal &L, int64_t I, std::string &Out) {
  ElementType T = L.elementType();
  if (T == ElementType::Pred) {
    Out += L.integer(I).value_or(0) ? "true" : "false";
    return;
  }
  if (T == ElementType::C64 || T == ElementType::C128) {
    std::complex<double> C = L.complex(I).value_or(0);
    bool D = T == ElementType::C128;
    absl::StrAppend(&Out, "(",
                    D ? protoio::roundTripDouble(C.real())
                      : protoio::roundTripFloat(static_cast<float>(C.real())),
                    ", ",
                    D ? protoio::roundTripDouble(C.imag())
                      : protoio::roundTripFloat(static_cast<float>(C.imag())),
                    ")");
    return;
  }
  if (isSigned(T) || (isUnsigned(T) && T != ElementType::U64)) {
    absl::StrAppend(&Out, L.integer(I).value_or(0));
    return;
  }
  if (T == ElementType::U64) {
    absl::StrAppend(&Out, static_cast<uint64_t>(L.integer(I).value_or(0)));
    return;
  }
  double V = L.real(I).value_or(std::nan(""));
  if (T == ElementType::F64)
    Out += protoio::roundTripDouble(V);
  else if (T == ElementType::F32)
    Out += protoio::roundTripFloat(static_cast<float>(V));
  else
    Out += narrowFloatText(V, T);
}

void appendArray(const Literal &L, absl::Span<const int64_t> Dims,
                 size_t Level, int64_t &Next, std::string &Out) {
  if (Level == Dims.size()) {
    appendElement(L, Next++, Out);
    return;
  }
  // XLA pads braces with spaces except around a rank-1 array and around an
  // innermost row of one element: `{1, 2}`, `{ { 1, 2 } }`, `{ {0} }`.
  bool Tight = Level + 1 == Dims.size() && (Dims.size() == 1 || Dims[Level] < 2);
  Out += Tight ? "{" : "{ ";
  for (int64_t I = 0; I < Dims[Level]; ++I) {
    if (I)
      Out += ", ";
    appendArray(L, Dims, Level + 1, Next, Out);
  }
  Out += Tight ? "}" : " }";
}

} // namespace

std::string Literal::toString(int64_t ElideAbove) const {
  std::string Out;
  if (!LiteralShape)
    return Out;
  if (isTuple()) {
    Out += '(';
    for (size_t I = 0; I < Elements.size(); ++I) {
      if (I)
        Out += ", ";
      Out += Elements[I].toString(ElideAbove);
    }
    Out += ')';
    return Out;
  }
  if (!LiteralShape->isArray())
    return Out;
  absl::Span<const int64_t> Dims = LiteralShape->dimensions();
  if (Dims.empty()) {
    appendElement(*this, 0, Out);
    return Out;
  }
  if (ElideAbove >= 0 && elementCount() > ElideAbove)
    return "{...}";
  int64_t Next = 0;
  appendArray(*this, Dims, 0, Next, Out);
  return Out;
}

absl::StatusOr<Literal> LiteralBuilder::fromProto(Context &Ctx,
                                                  const xla::LiteralProto &P,
                                                  int Depth) {
  if (Depth > 64)
    return absl::InvalidArgumentError("literal nested too deeply");
  Literal L;
  ASSIGN_OR_RETURN(L.LiteralShape, protoio::convertShape(Ctx, P.shape()));
  const Shape &S = *L.LiteralShape;
  if (S.isTuple()) {
    if (static_cast<size_t>(P.tuple_literals_size()) !=
        S.tupleShapes().size())
      return absl::InvalidArgumentError(absl::StrCat(
          "tuple literal has ", P.tuple_literals_size(), " elements, shape ",
          S.toString(), " expects ", S.tupleShapes().size()));
    for (const xla::LiteralProto &E : P.tuple_literals()) {
      ASSIGN_OR_RETURN(Literal EL, fromProto(Ctx, E, Depth + 1));
      L.Elements.push_back(std::move(EL));
    }
    return L;
  }
  if (!S.isArray())
    return L;
  RETURN_IF_ERROR(checkLiteralShape(S));
  int64_t N = S.elementCount();
  std::string &D = L.Data;
  ElementType T = S.elementType();
  auto bytesField = [&](const std::string &B, int Width) -> absl::Status {
    if (static_cast<int64_t>(B.size()) != N * Width)
      return absl::InvalidArgumentError(
          absl::StrCat("literal of shape ", S.toString(), " has ", B.size(),
                       " bytes of data, expected ", N * Width));
    D = B;
    return absl::OkStatus();
  };
  auto count = [&](int64_t Have) -> absl::Status {
    if (Have != N)
      return absl::InvalidArgumentError(
          absl::StrCat("literal of shape ", S.toString(), " has ", Have,
                       " values, expected ", N));
    return absl::OkStatus();
  };
  auto packed = [&](const std::string &B, int Bits) -> absl::Status {
    int64_t Need = (N * Bits + 7) / 8;
    if (static_cast<int64_t>(B.size()) != Need &&
        static_cast<int64_t>(B.size()) != N)
      return absl::InvalidArgumentError(
          absl::StrCat("literal of shape ", S.toString(), " has ", B.size(),
                       " bytes of data, expected ", Need));
    if (static_cast<int64_t>(B.size()) == N)
      D = B; // One element per byte.
    else
      unpack(B, Bits, N, D);
    return absl::OkStatus();
  };
  switch (T) {
  case ElementType::Pred:
    RETURN_IF_ERROR(count(P.preds_size()));
    for (bool B : P.preds())
      D += static_cast<char>(B ? 1 : 0);
    break;
  case ElementType::S1: RETURN_IF_ERROR(packed(P.s1s(), 1)); break;
  case ElementType::U1: RETURN_IF_ERROR(packed(P.u1s(), 1)); break;
  case ElementType::S2: RETURN_IF_ERROR(packed(P.s2s(), 2)); break;
  case ElementType::U2: RETURN_IF_ERROR(packed(P.u2s(), 2)); break;
  case ElementType::S4: RETURN_IF_ERROR(packed(P.s4s(), 4)); break;
  case ElementType::U4: RETURN_IF_ERROR(packed(P.u4s(), 4)); break;
  case ElementType::S8: RETURN_IF_ERROR(bytesField(P.s8s(), 1)); break;
  case ElementType::U8: RETURN_IF_ERROR(bytesField(P.u8s(), 1)); break;
  case ElementType::S16: RETURN_IF_ERROR(bytesField(P.s16s(), 2)); break;
  case ElementType::U16: RETURN_IF_ERROR(bytesField(P.u16s(), 2)); break;
  case ElementType::F16: RETURN_IF_ERROR(bytesField(P.f16s(), 2)); break;
  case ElementType::BF16: RETURN_IF_ERROR(bytesField(P.bf16s(), 2)); break;
  case ElementType::S32:
    RETURN_IF_ERROR(count(P.s32s_size()));
    appendRepeated<decltype(P.s32s()), int32_t>(P.s32s(), D);
    break;
  case ElementType::U32:
    RETURN_IF_ERROR(count(P.u32s_size()));
    appendRepeated<decltype(P.u32s()), uint32_t>(P.u32s(), D);
    break;
  case ElementType::S64:
    RETURN_IF_ERROR(count(P.s64s_size()));
    appendRepeated<decltype(P.s64s()), int64_t>(P.s64s(), D);
    break;
  case ElementType::U64:
    RETURN_IF_ERROR(count(P.u64s_size()));
    appendRepeated<decltype(P.u64s()), uint64_t>(P.u64s(), D);
    break;
  case ElementType::F32:
    RETURN_IF_ERROR(count(P.f32s_size()));
    appendRepeated<decltype(P.f32s()), float>(P.f32s(), D);
    break;
  case ElementType::F64:
    RETURN_IF_ERROR(count(P.f64s_size()));
    appendRepeated<decltype(P.f64s()), double>(P.f64s(), D);
    break;
  case ElementType::C64:
    RETURN_IF_ERROR(count(P.c64s_size() / 2));
    appendRepeated<decltype(P.c64s()), float>(P.c64s(), D);
    break;
  case ElementType::C128:
    RETURN_IF_ERROR(count(P.c128s_size() / 2));
    appendRepeated<decltype(P.c128s()), double>(P.c128s(), D);
    break;
  case ElementType::F8E5M2: RETURN_IF_ERROR(bytesField(P.f8e5m2s(), 1)); break;
  case ElementType::F8E4M3: RETURN_IF_ERROR(bytesField(P.f8e4m3s(), 1)); break;
  case ElementType::F8E4M3FN: RETURN_IF_ERROR(bytesField(P.f8e4m3fns(), 1)); break;
  case ElementType::F8E4M3B11FNUZ: RETURN_IF_ERROR(bytesField(P.f8e4m3b11fnuzs(), 1)); break;
  case ElementType::F8E3M4: RETURN_IF_ERROR(bytesField(P.f8e3m4s(), 1)); break;
  case ElementType::F8E5M2FNUZ: RETURN_IF_ERROR(bytesField(P.f8e5m2fnuzs(), 1)); break;
  case ElementType::F8E4M3FNUZ: RETURN_IF_ERROR(bytesField(P.f8e4m3fnuzs(), 1)); break;
  case ElementType::F8E8M0FNU: RETURN_IF_ERROR(bytesField(P.f8e8m0fnus(), 1)); break;
  case ElementType::F4E2M1FN: RETURN_IF_ERROR(packed(P.f4e2m1fns(), 4)); break;
  case ElementType::F6E3M2FN: RETURN_IF_ERROR(bytesField(P.f6e3m2fns(), 1)); break;
  case ElementType::F6E2M3FN: RETURN_IF_ERROR(bytesField(P.f6e2m3fns(), 1)); break;
  default:
    break;
  }
  return L;
}

void LiteralBuilder::setSnapshot(ExecutionSnapshot &S, std::shared_ptr<Context> Ctx,
                                 std::vector<Literal> Args,
                                 std::optional<Literal> Result,
                                 std::string Platform) {
  S.Ctx = std::move(Ctx);
  S.Arguments = std::move(Args);
  S.HasResult = Result.has_value();
  if (Result)
    S.Result = std::move(*Result);
  S.Platform = std::move(Platform);
}

namespace protoio {

std::string roundTripFloat(float V) {
  if (std::isnan(V))
    return std::signbit(V) ? "-nan" : "nan";
  if (std::isinf(V))
    return V < 0 ? "-inf" : "inf";
  std::string S = absl::StrFormat("%.*g", 6, V);
  if (std::strtof(S.c_str(), nullptr) != V)
    S = absl::StrFormat("%.*g", 9, V);
  return S;
}

std::string roundTripDouble(double V) {
  if (std::isnan(V))
    return std::signbit(V) ? "-nan" : "nan";
  if (std::isinf(V))
    return V < 0 ? "-inf" : "inf";
  std::string S = absl::StrFormat("%.*g", 15, V);
  if (std::strtod(S.c_str(), nullptr) != V)
    S = absl::StrFormat("%.*g", 17, V);
  return S;
}

} // namespace protoio
} // namespace hlotrace
