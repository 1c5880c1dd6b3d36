//===- Attribute.h - Instruction and module attributes --------------------===//
//
// An attribute is `name=value` after an instruction's operands or in the
// module header. hlotrace keeps the value exactly as it was printed (so any
// attribute, known or not, prints back unchanged) and decodes it on demand
// with the helpers below. Values are views into the module's Context.
//
//===----------------------------------------------------------------------===//

#ifndef HLOTRACE_IR_ATTRIBUTE_H
#define HLOTRACE_IR_ATTRIBUTE_H

#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "absl/strings/string_view.h"

namespace hlotrace {

/// `Name=Value` with Value verbatim (`{1,0}`, `"text"`, `%comp`, `{...}`).
struct Attribute {
  absl::string_view Name;
  absl::string_view Value;
};

/// Fields of `metadata={...}` (xla::OpMetadata). Unknown keys are kept in
/// Other, in order.
struct OpMetadata {
  std::string OpType;
  std::string OpName;
  std::string SourceFile;
  int64_t SourceLine = 0;
  int64_t SourceEndLine = 0;
  int64_t SourceColumn = 0;
  int64_t SourceEndColumn = 0;
  std::string DeduplicatedName;
  std::string SchedulingName;
  int64_t StackFrameId = 0;
  std::vector<std::pair<std::string, std::string>> Other;
};

/// Decoders for attribute values. Each returns nullopt when the text is not
/// of the expected form; none of them fails hard.
namespace attr {
/// `"a\"b"` -> `a"b`; an unquoted value is returned as is.
std::string unquote(absl::string_view Value);
/// `{1,2,3}` or `{}` -> {1,2,3}; a bare `5` -> {5}.
std::optional<std::vector<int64_t>> intList(absl::string_view Value);
std::optional<int64_t> integer(absl::string_view Value);
/// `%comp` or `comp` -> `comp`.
std::optional<absl::string_view> computationName(absl::string_view Value);
/// `{%a, %b}` -> {a, b}.
std::optional<std::vector<absl::string_view>>
nameList(absl::string_view Value);
std::optional<OpMetadata> metadata(absl::string_view Value);
/// `{a="x", b={raw}}` -> {{a, x}, {b, {raw}}} (strings unquoted).
std::optional<std::vector<std::pair<std::string, std::string>>>
keyValueList(absl::string_view Value);
} // namespace attr

} // namespace hlotrace

#endif // HLOTRACE_IR_ATTRIBUTE_H
