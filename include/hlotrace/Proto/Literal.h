//===- Literal.h - Decoded literal values of snapshots and constants ------===//
//
// A Literal is XLA's LiteralProto with the protobuf hidden: a shape plus the
// element values, stored little-endian at each type's natural width (one
// byte per pred, two per f16/bf16, eight per c64, ...). Tuples hold element
// literals. Accessors convert on request; none of them fails hard.
//
//===----------------------------------------------------------------------===//

#ifndef HLOTRACE_PROTO_LITERAL_H
#define HLOTRACE_PROTO_LITERAL_H

#include <complex>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "absl/strings/string_view.h"
#include "absl/types/span.h"
#include "hlotrace/IR/Shape.h"

namespace hlotrace {

class LiteralBuilder;

class Literal {
public:
  /// Interned in the Context of the module or snapshot that owns it.
  const Shape *shape() const { return LiteralShape; }
  ElementType elementType() const;
  bool isTuple() const { return LiteralShape && LiteralShape->isTuple(); }
  absl::Span<const Literal> tupleElements() const { return Elements; }
  /// Array elements in row-major (logical) order; 0 for tuples.
  int64_t elementCount() const;
  /// Bytes of one element in rawData(); 0 for tuples.
  int elementByteWidth() const;
  /// The values, little-endian at elementByteWidth() bytes each.
  absl::string_view rawData() const { return Data; }

  /// Element `I` as a double (pred 0/1, integers, floats of every width;
  /// the real part of a complex); nullopt for an out-of-range index, a
  /// tuple, or a type without a numeric value.
  std::optional<double> real(int64_t I) const;
  std::optional<std::complex<double>> complex(int64_t I) const;
  /// Element `I` of an integer or pred literal.
  std::optional<int64_t> integer(int64_t I) const;
  /// Every element converted with real() (complex: real parts).
  std::vector<double> toDoubles() const;

  /// XLA's literal text without the shape: `1.5`, `{1, 2}`, `(1, {2})`.
  /// Arrays of more than `ElideAbove` elements print as `{...}` (XLA's dump
  /// default is 10); a negative value prints everything.
  std::string toString(int64_t ElideAbove = -1) const;

private:
  friend class LiteralBuilder;
  const Shape *LiteralShape = nullptr;
  std::string Data;
  std::vector<Literal> Elements;
};

} // namespace hlotrace

#endif // HLOTRACE_PROTO_LITERAL_H
