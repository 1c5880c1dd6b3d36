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

absl::Span<const Operand> Instruction::operands() const {
  return {Parent->OperandPool.data() + Ops.Begin, Ops.Count};
}

absl::Span<const Instruction *const> Instruction::users() const {
  return {Parent->UserPool.data() + UserList.Begin, UserList.Count};
}

absl::Span<const Instruction *const> Instruction::controlPredecessors() const {
  return {Parent->ControlPool.data() + Control.Begin, Control.Count};
}

absl::Span<const Attribute> Instruction::attributes() const {
  return {Parent->AttributePool.data() + Attrs.Begin, Attrs.Count};
}

absl::Span<const absl::string_view>
Instruction::calledComputationNames() const {
  return {Parent->CalledPool.data() + Called.Begin, Called.Count};
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
