//===- CheckedMath.h - Overflow-checked int64 arithmetic (internal) -------===//
//
// Element, byte and FLOP counts multiply dimensions that come from user
// input (`f32[9223372036854775807,4]` parses). These helpers report overflow
// instead of wrapping, which is undefined behaviour for signed integers.
// Every count computed from user data goes through here: shape sizes
// (IR/Shape.cpp), statistics totals, the FLOP model.
//
//===----------------------------------------------------------------------===//

#ifndef HLOTRACE_LIB_SUPPORT_CHECKEDMATH_H
#define HLOTRACE_LIB_SUPPORT_CHECKEDMATH_H

#include <cstdint>
#include <limits>
#include <optional>

namespace hlotrace {

/// A * B, or nullopt when it does not fit in int64_t.
inline std::optional<int64_t> checkedMul(int64_t A, int64_t B) {
  int64_t R = 0;
  if (__builtin_mul_overflow(A, B, &R))
    return std::nullopt;
  return R;
}

/// A + B, or nullopt when it does not fit in int64_t.
inline std::optional<int64_t> checkedAdd(int64_t A, int64_t B) {
  int64_t R = 0;
  if (__builtin_add_overflow(A, B, &R))
    return std::nullopt;
  return R;
}

/// A + B, clamped to the int64_t range (for totals that only grow).
inline int64_t saturatingAdd(int64_t A, int64_t B) {
  if (auto R = checkedAdd(A, B))
    return *R;
  return B > 0 ? std::numeric_limits<int64_t>::max()
               : std::numeric_limits<int64_t>::min();
}

/// A * B, clamped to the int64_t range (sizes that may exceed it).
inline int64_t saturatingMul(int64_t A, int64_t B) {
  if (auto R = checkedMul(A, B))
    return *R;
  return (A < 0) != (B < 0) ? std::numeric_limits<int64_t>::min()
                            : std::numeric_limits<int64_t>::max();
}

} // namespace hlotrace

#endif // HLOTRACE_LIB_SUPPORT_CHECKEDMATH_H
