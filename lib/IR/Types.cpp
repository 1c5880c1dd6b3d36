//===- Types.cpp - Opcode and element-type tables -------------------------===//
//
// Lookups generated from Opcodes.def and ElementTypes.def. Spelling lookups
// use a hash map built once; both tables are small and read-only.
//
//===----------------------------------------------------------------------===//

#include "hlotrace/IR/Types.h"

#include "absl/container/flat_hash_map.h"

namespace hlotrace {
namespace {

struct OpcodeEntry {
  Opcode Op;
  absl::string_view Spelling;
};

constexpr OpcodeEntry kOpcodes[] = {
#define HLO_OPCODE(Enum, Spelling) {Opcode::Enum, Spelling},
#include "hlotrace/IR/Opcodes.def"
};
static_assert(sizeof(kOpcodes) / sizeof(kOpcodes[0]) ==
                  static_cast<size_t>(Opcode::Unknown),
              "Opcodes.def and the Opcode enum disagree");

struct ElementTypeEntry {
  ElementType Type;
  absl::string_view Spelling;
  int Proto;
  int Bits;
  ElementClass Class;
  int Bytes;
};

constexpr ElementTypeEntry kElementTypes[] = {
#define HLO_ELEMENT_TYPE(Enum, Spelling, Proto, Bits, Class, Bytes)            \
  {ElementType::Enum, Spelling, Proto, Bits, ElementClass::Class, Bytes},
#include "hlotrace/IR/ElementTypes.def"
};

const absl::flat_hash_map<absl::string_view, Opcode> &opcodeMap() {
  static const auto *Map = [] {
    auto *M = new absl::flat_hash_map<absl::string_view, Opcode>();
    for (const OpcodeEntry &E : kOpcodes)
      M->emplace(E.Spelling, E.Op);
    return M;
  }();
  return *Map;
}

} // namespace

absl::string_view opcodeSpelling(Opcode Op) {
  if (Op == Opcode::Unknown)
    return "unknown";
  return kOpcodes[static_cast<size_t>(Op)].Spelling;
}

Opcode opcodeFromSpelling(absl::string_view Spelling) {
  const auto &Map = opcodeMap();
  auto It = Map.find(Spelling);
  return It == Map.end() ? Opcode::Unknown : It->second;
}

std::optional<AsyncSugar> asyncSugar(absl::string_view Spelling) {
  if (opcodeFromSpelling(Spelling) != Opcode::Unknown)
    return std::nullopt;
  static constexpr std::pair<absl::string_view, AsyncPart> kSuffixes[] = {
      {"-start", AsyncPart::Start},
      {"-update", AsyncPart::Update},
      {"-done", AsyncPart::Done}};
  for (const auto &[Suffix, Part] : kSuffixes) {
    if (Spelling.size() <= Suffix.size() ||
        Spelling.substr(Spelling.size() - Suffix.size()) != Suffix)
      continue;
    Opcode Base =
        opcodeFromSpelling(Spelling.substr(0, Spelling.size() - Suffix.size()));
    if (Base == Opcode::Unknown)
      return std::nullopt;
    return AsyncSugar{Base, Part};
  }
  return std::nullopt;
}

absl::string_view elementTypeSpelling(ElementType Type) {
  if (Type == ElementType::OpaqueType)
    return "opaque";
  return kElementTypes[static_cast<size_t>(Type)].Spelling;
}

std::optional<ElementType> elementTypeFromSpelling(absl::string_view S) {
  if (S == "opaque_type")
    return ElementType::OpaqueType;
  for (const ElementTypeEntry &E : kElementTypes)
    if (E.Spelling == S && E.Type != ElementType::Tuple &&
        E.Type != ElementType::Buffer && E.Type != ElementType::Invalid)
      return E.Type;
  return std::nullopt;
}

int elementTypeBitWidth(ElementType Type) {
  return kElementTypes[static_cast<size_t>(Type)].Bits;
}

ElementClass elementTypeClass(ElementType Type) {
  return kElementTypes[static_cast<size_t>(Type)].Class;
}

int elementTypeByteWidth(ElementType Type) {
  return kElementTypes[static_cast<size_t>(Type)].Bytes;
}

int elementTypeProtoNumber(ElementType Type) {
  return kElementTypes[static_cast<size_t>(Type)].Proto;
}

std::optional<ElementType> elementTypeFromProtoNumber(int Number) {
  for (const ElementTypeEntry &E : kElementTypes)
    if (E.Proto == Number)
      return E.Type;
  return std::nullopt;
}

} // namespace hlotrace
