//===- AttributeSyntax.h - Checking values XLA gives a syntax (internal) --===//
//
// hlotrace keeps every attribute value as text so that printing loses
// nothing. For the attributes whose syntax XLA's parser defines (integer
// lists, windows, padding, slices, dimension labels, shape indices, replica
// groups, fusion kinds, comparison directions, result accuracy, ...) and for
// constant literals against their shape, the parser runs the checks below
// and turns a mismatch into an error at the exact offset, the way XLA's
// parser rejects it. Attributes not listed here stay plain text.
//
//===----------------------------------------------------------------------===//

#ifndef HLOTRACE_LIB_TEXT_ATTRIBUTESYNTAX_H
#define HLOTRACE_LIB_TEXT_ATTRIBUTESYNTAX_H

#include <cstddef>
#include <optional>
#include <string>

#include "absl/strings/string_view.h"
#include "hlotrace/IR/Shape.h"
#include "hlotrace/IR/Types.h"

namespace hlotrace {

/// Where a value breaks its syntax: an offset into the value and a message
/// that says what was expected there.
struct ValueError {
  size_t Offset = 0;
  std::string Message;
};

/// Checks the value of attribute `Name` on an instruction with opcode `Op`
/// (Opcode::Unknown for module-header attributes and unknown opcodes, which
/// get only the opcode-independent checks).
std::optional<ValueError> checkAttributeValue(absl::string_view Name,
                                              absl::string_view Value,
                                              Opcode Op, bool InHeader);

/// False when checkAttributeValue accepts every value of an instruction
/// attribute named `Name` (most of them: metadata, backend_config, ...).
bool attributeHasValueSyntax(absl::string_view Name);

/// Checks a `constant(...)` payload against the instruction's shape: nesting
/// by rank, element counts per dimension, element spellings and integer
/// ranges. `{...}` (elided) is accepted for any non-scalar shape.
std::optional<ValueError> checkLiteral(absl::string_view Payload,
                                       const Shape &S);

} // namespace hlotrace

#endif // HLOTRACE_LIB_TEXT_ATTRIBUTESYNTAX_H
