//===- Shape.h - HLO shapes and layouts ------------------------------------===//
//
// Shape is an array (element type, dimensions, optional layout), a tuple of
// shapes, a token, an opaque value or a buffer. Shapes are immutable and
// interned by their Context: two instructions with the same shape share one
// Shape object, so comparing shapes is comparing pointers within a Context.
//
// Layout covers what XLA prints after the dimensions: minor-to-major order,
// tiles, tail-padding alignment, element size in bits, memory space and
// dynamic-shape metadata size. Sparse-layout properties that XLA no longer
// prints are kept as text so that nothing is lost.
//
//===----------------------------------------------------------------------===//

#ifndef HLOTRACE_IR_SHAPE_H
#define HLOTRACE_IR_SHAPE_H

#include <cstdint>
#include <limits>
#include <string>
#include <vector>

#include "absl/container/inlined_vector.h"
#include "absl/types/span.h"
#include "hlotrace/IR/Types.h"

namespace hlotrace {

/// One tile of a tiled layout: `T(8,128)`. A dimension of kCombineDimension
/// prints as `*`.
struct Tile {
  static constexpr int64_t kCombineDimension =
      std::numeric_limits<int64_t>::min();
  absl::InlinedVector<int64_t, 2> Dims;

  friend bool operator==(const Tile &A, const Tile &B) {
    return A.Dims == B.Dims;
  }
};

/// The layout of an array shape: `{1,0:T(8,128)(2,1)E(4)S(1)}`.
struct Layout {
  absl::InlinedVector<int64_t, 4> MinorToMajor;
  std::vector<Tile> Tiles;
  int64_t TailPaddingAlignment = 1; ///< `L(n)`, printed when not 1.
  int64_t ElementSizeBits = 0;      ///< `E(n)`, printed when not 0.
  int64_t MemorySpace = 0;          ///< `S(n)`, printed when not 0.
  int64_t DynamicShapeMetadataPrefixBytes = 0; ///< `M(n)`.
  /// Properties kept verbatim, in XLA's print order: the sparse dimension
  /// level types `D(...)`, index/pointer types `#(..)*(..)`, and split
  /// configs / physical shape `SC(..)P(..)`.
  std::string DimLevelTypesText;
  std::string IndexPointerTypesText;
  std::string SplitAndPhysicalText;

  bool hasProperties() const;
  friend bool operator==(const Layout &A, const Layout &B);
};

/// An immutable HLO shape; create through Context::getShape().
class Shape {
public:
  /// The size XLA uses for an unbounded dynamic dimension (printed `?`).
  static constexpr int64_t kUnboundedSize = std::numeric_limits<int64_t>::min();

  ElementType elementType() const { return Type; }
  bool isTuple() const { return Type == ElementType::Tuple; }
  bool isToken() const { return Type == ElementType::Token; }
  bool isBuffer() const { return Type == ElementType::Buffer; }
  bool isArray() const;

  /// Array dimensions; kUnboundedSize for `?`.
  absl::Span<const int64_t> dimensions() const { return Dims; }
  int64_t rank() const { return static_cast<int64_t>(Dims.size()); }
  /// True for a bounded dynamic (`<=N`) or unbounded (`?`) dimension.
  bool isDynamicDimension(int64_t Dim) const { return Dynamic[Dim]; }
  /// The printed layout, or nullptr when the text had none.
  const Layout *layout() const { return HasLayout ? &Lay : nullptr; }
  /// Element shapes of a tuple; the single element of a buffer.
  absl::Span<const Shape *const> tupleShapes() const { return Elements; }

  /// Elements of an array (1 for scalars); 0 for tuples and tokens.
  /// Saturates at INT64_MAX when the product of the dimensions overflows.
  int64_t elementCount() const;
  /// Bytes of an array, summed over tuple leaves; saturates at INT64_MAX.
  int64_t byteSize() const;

  /// Appends XLA's printed form (`f32[2,3]{1,0}`, `(s32[], f32[4])`).
  void print(std::string &Out, bool WithLayout = true) const;
  std::string toString(bool WithLayout = true) const;

  /// Unchecked building blocks used by Context::getShape().
  static Shape array(ElementType Type, absl::Span<const int64_t> Dims,
                     absl::Span<const bool> Dynamic, const Layout *Lay);
  static Shape tuple(ElementType Type, absl::Span<const Shape *const> Elements);

  friend bool operator==(const Shape &A, const Shape &B);

private:
  ElementType Type = ElementType::Invalid;
  bool HasLayout = false;
  absl::InlinedVector<int64_t, 4> Dims;
  absl::InlinedVector<bool, 4> Dynamic;
  Layout Lay;
  std::vector<const Shape *> Elements;
};

} // namespace hlotrace

#endif // HLOTRACE_IR_SHAPE_H
