//===- Shape.cpp - Shape and layout printing and sizes --------------------===//
//
// Printing follows XLA's ShapeUtil::HumanStringWithLayout and
// Layout::ToString: `f32[2,<=3,?]{1,0:T(8,128)L(2)E(4)S(1)M(8)}`, tuples as
// `(a, b, c, d, e, /*index=5*/f)`.
//
//===----------------------------------------------------------------------===//

#include "hlotrace/IR/Shape.h"

#include <limits>

#include "Support/CheckedMath.h"
#include "absl/strings/str_cat.h"

namespace hlotrace {

bool Layout::hasProperties() const {
  return !Tiles.empty() || TailPaddingAlignment != 1 || ElementSizeBits != 0 ||
         MemorySpace != 0 || DynamicShapeMetadataPrefixBytes != 0 ||
         !DimLevelTypesText.empty() || !IndexPointerTypesText.empty() ||
         !SplitAndPhysicalText.empty();
}

bool operator==(const Layout &A, const Layout &B) {
  return A.MinorToMajor == B.MinorToMajor && A.Tiles == B.Tiles &&
         A.TailPaddingAlignment == B.TailPaddingAlignment &&
         A.ElementSizeBits == B.ElementSizeBits &&
         A.MemorySpace == B.MemorySpace &&
         A.DynamicShapeMetadataPrefixBytes ==
             B.DynamicShapeMetadataPrefixBytes &&
         A.DimLevelTypesText == B.DimLevelTypesText &&
         A.IndexPointerTypesText == B.IndexPointerTypesText &&
         A.SplitAndPhysicalText == B.SplitAndPhysicalText;
}

bool Shape::isArray() const {
  switch (Type) {
  case ElementType::Tuple:
  case ElementType::Token:
  case ElementType::OpaqueType:
  case ElementType::Buffer:
  case ElementType::Invalid:
    return false;
  default:
    return true;
  }
}

int64_t Shape::elementCount() const {
  if (!isArray())
    return 0;
  int64_t N = 1;
  for (int64_t D : Dims)
    N = saturatingMul(N, D < 0 ? 0 : D);
  return N;
}

int64_t Shape::byteSize() const {
  if (isTuple() || isBuffer()) {
    int64_t Sum = 0;
    for (const Shape *E : Elements)
      Sum = saturatingAdd(Sum, E->byteSize());
    return Sum;
  }
  if (!isArray())
    return 0;
  int64_t Bits = elementTypeBitWidth(Type);
  if (HasLayout && Lay.ElementSizeBits != 0)
    Bits = Lay.ElementSizeBits;
  int64_t Count = elementCount();
  constexpr int64_t Max = std::numeric_limits<int64_t>::max();
  if (Count == Max)
    return Max; // Already saturated.
  // Whole bytes per element need no bit count (which overflows 8x sooner).
  std::optional<int64_t> Bytes =
      Bits % 8 == 0 ? checkedMul(Count, Bits / 8) : std::nullopt;
  if (Bits % 8 == 0)
    return Bytes ? *Bytes : Max;
  std::optional<int64_t> TotalBits = checkedMul(Count, Bits);
  if (!TotalBits)
    return Max;
  return *TotalBits / 8 + (*TotalBits % 8 != 0);
}

static void printLayout(const Layout &L, std::string &Out) {
  Out += '{';
  for (size_t I = 0; I < L.MinorToMajor.size(); ++I) {
    if (I)
      Out += ',';
    absl::StrAppend(&Out, L.MinorToMajor[I]);
  }
  if (L.hasProperties()) {
    Out += ':';
    Out += L.DimLevelTypesText;
    if (!L.Tiles.empty()) {
      Out += 'T';
      for (const Tile &T : L.Tiles) {
        Out += '(';
        for (size_t I = 0; I < T.Dims.size(); ++I) {
          if (I)
            Out += ',';
          if (T.Dims[I] == Tile::kCombineDimension)
            Out += '*';
          else
            absl::StrAppend(&Out, T.Dims[I]);
        }
        Out += ')';
      }
    }
    if (L.TailPaddingAlignment != 1)
      absl::StrAppend(&Out, "L(", L.TailPaddingAlignment, ")");
    Out += L.IndexPointerTypesText;
    if (L.ElementSizeBits != 0)
      absl::StrAppend(&Out, "E(", L.ElementSizeBits, ")");
    if (L.MemorySpace != 0)
      absl::StrAppend(&Out, "S(", L.MemorySpace, ")");
    Out += L.SplitAndPhysicalText;
    if (L.DynamicShapeMetadataPrefixBytes != 0)
      absl::StrAppend(&Out, "M(", L.DynamicShapeMetadataPrefixBytes, ")");
  }
  Out += '}';
}

void Shape::print(std::string &Out, bool WithLayout) const {
  if (isTuple()) {
    Out += '(';
    for (size_t I = 0; I < Elements.size(); ++I) {
      if (I)
        Out += ", ";
      if (I && I % 5 == 0)
        absl::StrAppend(&Out, "/*index=", I, "*/");
      Elements[I]->print(Out, WithLayout);
    }
    Out += ')';
    return;
  }
  if (isBuffer()) {
    Out += "b(";
    if (!Elements.empty())
      Elements[0]->print(Out, WithLayout);
    Out += ')';
    return;
  }
  absl::StrAppend(&Out, elementTypeSpelling(Type));
  Out += '[';
  for (size_t I = 0; I < Dims.size(); ++I) {
    if (I)
      Out += ',';
    if (Dims[I] == kUnboundedSize)
      Out += '?';
    else if (Dynamic[I])
      absl::StrAppend(&Out, "<=", Dims[I]);
    else
      absl::StrAppend(&Out, Dims[I]);
  }
  Out += ']';
  if (WithLayout && HasLayout && isArray() &&
      (!Dims.empty() || Lay.hasProperties()))
    printLayout(Lay, Out);
}

std::string Shape::toString(bool WithLayout) const {
  std::string S;
  print(S, WithLayout);
  return S;
}

Shape Shape::array(ElementType Type, absl::Span<const int64_t> Dims,
                   absl::Span<const bool> Dynamic, const Layout *Lay) {
  Shape S;
  S.Type = Type;
  S.Dims.assign(Dims.begin(), Dims.end());
  S.Dynamic.assign(Dynamic.begin(), Dynamic.end());
  S.Dynamic.resize(S.Dims.size(), false);
  for (size_t I = 0; I < S.Dims.size(); ++I)
    if (S.Dims[I] == kUnboundedSize)
      S.Dynamic[I] = true;
  if (Lay) {
    S.HasLayout = true;
    S.Lay = *Lay;
  }
  return S;
}

Shape Shape::tuple(ElementType Type,
                   absl::Span<const Shape *const> Elements) {
  Shape S;
  S.Type = Type;
  S.Elements.assign(Elements.begin(), Elements.end());
  return S;
}

bool operator==(const Shape &A, const Shape &B) {
  if (A.Type != B.Type || A.Dims != B.Dims || A.Dynamic != B.Dynamic ||
      A.HasLayout != B.HasLayout || A.Elements.size() != B.Elements.size())
    return false;
  if (A.HasLayout && !(A.Lay == B.Lay))
    return false;
  for (size_t I = 0; I < A.Elements.size(); ++I)
    if (A.Elements[I] != B.Elements[I] && !(*A.Elements[I] == *B.Elements[I]))
      return false;
  return true;
}

} // namespace hlotrace
