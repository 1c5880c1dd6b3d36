//===- Instruction.cpp - Decoded attribute accessors ----------------------===//

#include "hlotrace/IR/Instruction.h"

#include "hlotrace/IR/Computation.h"

namespace hlotrace {

std::vector<int32_t> Operand::tupleIndices() const {
  std::vector<int32_t> Out;
  for (char C : TupleSuffix) {
    if (C == '#')
      Out.push_back(0);
    else if (!Out.empty())
      Out.back() = Out.back() * 10 + (C - '0');
  }
  return Out;
}

absl::Span<const Instruction *const> Instruction::users() const {
  return list(Parent->UserPool, UserList);
}

absl::Span<const Instruction *const> Instruction::controlPredecessors() const {
  return list(Parent->ControlPool, ControlList);
}

absl::string_view Instruction::opcodeName() const {
  if (Op != Opcode::Unknown)
    return opcodeSpelling(Op);
  auto It = Parent->UnknownOpcodes.find(Index);
  return It == Parent->UnknownOpcodes.end() ? opcodeSpelling(Op) : It->second;
}

std::optional<int64_t> Instruction::parameterNumber() const {
  if (Op != Opcode::Parameter || !HasPayload)
    return std::nullopt;
  return attr::integer(Payload);
}

std::optional<absl::string_view>
Instruction::attribute(absl::string_view AttrName) const {
  for (const Attribute &A : attributes())
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
