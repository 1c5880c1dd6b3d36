//===- Instruction.cpp - Decoded attribute accessors ----------------------===//

#include "hlotrace/IR/Instruction.h"

namespace hlotrace {

std::optional<int64_t> Instruction::parameterNumber() const {
  if (Op != Opcode::Parameter || !HasPayload)
    return std::nullopt;
  return attr::integer(Payload);
}

std::optional<absl::string_view>
Instruction::attribute(absl::string_view AttrName) const {
  for (const Attribute &A : Attributes)
    if (A.Name == AttrName)
      return A.Value;
  return std::nullopt;
}

absl::string_view Instruction::fusionKind() const {
  if (Op != Opcode::Fusion)
    return {};
  return attribute("kind").value_or(absl::string_view());
}

std::string Instruction::customCallTarget() const {
  auto V = attribute("custom_call_target");
  return V ? attr::unquote(*V) : std::string();
}

std::string Instruction::backendConfig() const {
  auto V = attribute("backend_config");
  return V ? attr::unquote(*V) : std::string();
}

std::optional<OpMetadata> Instruction::metadata() const {
  auto V = attribute("metadata");
  if (!V)
    return std::nullopt;
  return attr::metadata(*V);
}

std::optional<std::vector<int64_t>> Instruction::dimensions() const {
  auto V = attribute("dimensions");
  if (!V)
    return std::nullopt;
  return attr::intList(*V);
}

std::optional<absl::string_view> Instruction::sharding() const {
  return attribute("sharding");
}

std::vector<std::pair<std::string, std::string>>
Instruction::frontendAttributes() const {
  auto V = attribute("frontend_attributes");
  if (!V)
    return {};
  return attr::keyValueList(*V).value_or(
      std::vector<std::pair<std::string, std::string>>());
}

} // namespace hlotrace
