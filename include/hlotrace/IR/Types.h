//===- Types.h - Opcodes and element types of HLO -------------------------===//
//
// The two closed vocabularies of HLO, each generated from its .def table:
// Opcode (one enumerator per opcode XLA has printed, plus Unknown for a
// spelling the table does not know) and ElementType (XLA's PrimitiveType).
//
//===----------------------------------------------------------------------===//

#ifndef HLOTRACE_IR_TYPES_H
#define HLOTRACE_IR_TYPES_H

#include <cstdint>
#include <optional>

#include "absl/strings/string_view.h"

namespace hlotrace {

/// An HLO opcode. Unknown marks a spelling that is not in Opcodes.def; the
/// instruction still keeps that spelling (see Instruction::opcodeName).
enum class Opcode : uint16_t {
#define HLO_OPCODE(Enum, Spelling) Enum,
#include "hlotrace/IR/Opcodes.def"
  Unknown,
};

/// The spelling XLA prints for `Op` ("get-tuple-element"); "unknown" for
/// Opcode::Unknown.
absl::string_view opcodeSpelling(Opcode Op);
/// The opcode printed as `Spelling`, or Opcode::Unknown.
Opcode opcodeFromSpelling(absl::string_view Spelling);

/// XLA's async syntax sugar: `<op>-start`, `<op>-update` and `<op>-done`
/// stand for async-start/-update/-done wrapping one `<op>` (e.g.
/// `custom-call-start`, `all-to-all-done`). Such spellings load as
/// Opcode::Unknown; asyncSugar() decodes them.
enum class AsyncPart : uint8_t { Start, Update, Done };
struct AsyncSugar {
  Opcode Wrapped;
  AsyncPart Part;
};
/// The sugar `Spelling` stands for; nullopt for any real opcode (including
/// the native async ones such as `all-gather-start`) and for spellings whose
/// base is not an opcode.
std::optional<AsyncSugar> asyncSugar(absl::string_view Spelling);

/// An element type (xla::PrimitiveType); enumerators follow ElementTypes.def.
enum class ElementType : uint8_t {
#define HLO_ELEMENT_TYPE(Enum, Spelling, Proto, Bits, Class, Bytes) Enum,
#include "hlotrace/IR/ElementTypes.def"
};

absl::string_view elementTypeSpelling(ElementType Type);
/// Parses "f32", "pred", ...; "opaque_type" is accepted for opaque. Tuple and
/// buffer have no element-type spelling in text and yield nullopt.
std::optional<ElementType> elementTypeFromSpelling(absl::string_view Spelling);
/// Storage bits of one element; 0 for token, tuple, opaque and buffer.
int elementTypeBitWidth(ElementType Type);
/// What the values of an element type are (the Class column of
/// ElementTypes.def).
enum class ElementClass : uint8_t { Pred, Signed, Unsigned, Float, Complex, Other };
ElementClass elementTypeClass(ElementType Type);
/// Bytes one element takes in a literal's data: 1 for pred and the sub-byte
/// and narrow float types; 0 for token, tuple, opaque and buffer.
int elementTypeByteWidth(ElementType Type);
/// The xla.PrimitiveType number used in protobuf files.
int elementTypeProtoNumber(ElementType Type);
std::optional<ElementType> elementTypeFromProtoNumber(int Number);

} // namespace hlotrace

#endif // HLOTRACE_IR_TYPES_H
