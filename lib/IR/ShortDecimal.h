//===- ShortDecimal.h - A short run of decimal digits (internal) ----------===//
//
// The value of a string of 1 to 18 ASCII digits, read without a general
// integer parse: `parameter(N)` payloads and most integer attributes are
// such runs. Anything else (signs, spaces, longer runs) is not one, and the
// caller falls back to its general parse.
//
//===----------------------------------------------------------------------===//

#ifndef HLOTRACE_LIB_IR_SHORTDECIMAL_H
#define HLOTRACE_LIB_IR_SHORTDECIMAL_H

#include <cstdint>
#include <optional>

#include "absl/strings/string_view.h"

namespace hlotrace {

/// The value of `V` when it is 1 to 18 decimal digits (no overflow is
/// possible); nullopt otherwise.
inline std::optional<int64_t> shortDecimal(absl::string_view V) {
  if (V.empty() || V.size() > 18)
    return std::nullopt;
  int64_t Value = 0;
  for (char C : V) {
    if (C < '0' || C > '9')
      return std::nullopt;
    Value = Value * 10 + (C - '0');
  }
  return Value;
}

} // namespace hlotrace

#endif // HLOTRACE_LIB_IR_SHORTDECIMAL_H
