//===- Instruction.h - One HLO instruction --------------------------------===//
//
// Instruction is the one generic node of the model: a name, an opcode, a
// result shape, operands, attributes and the computations it calls. There is
// no subclass per opcode; opcode-specific facts are attributes, decoded on
// demand (fusionKind(), customCallTarget(), metadata(), ...).
//
// Operands and users are pointers within the instruction's computation.
// Called computations are kept by name and resolved through the Module
// (Module::calledComputations), because one parsed computation may be shared
// by many module snapshots of a trace.
//
//===----------------------------------------------------------------------===//

#ifndef HLOTRACE_IR_INSTRUCTION_H
#define HLOTRACE_IR_INSTRUCTION_H

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "absl/container/inlined_vector.h"
#include "absl/strings/string_view.h"
#include "absl/types/span.h"
#include "hlotrace/IR/Attribute.h"
#include "hlotrace/IR/Shape.h"
#include "hlotrace/IR/Types.h"

namespace hlotrace {

class Computation;
class Instruction;
class IRBuilder;

/// One operand as written: `f32[2]{0} %x`, `%t#0#1`, or a nested
/// instruction kept verbatim in InlineText.
struct Operand {
  const Instruction *Def = nullptr; ///< Null when the name is not defined.
  absl::string_view Name;           ///< Without `%`.
  const Shape *PrintedShape = nullptr; ///< Long form's operand shape.
  absl::InlinedVector<int32_t, 1> TupleIndices; ///< `#0#1` suffixes.
  absl::string_view InlineText; ///< A nested `shape? opcode(...)` operand.
};

class Instruction {
public:
  absl::string_view name() const { return Name; }
  Opcode opcode() const { return Op; }
  /// The opcode as written; differs from opcodeSpelling(opcode()) only for
  /// Opcode::Unknown.
  absl::string_view opcodeName() const { return OpName; }
  /// The result shape; nullptr when the text left it to shape inference.
  const Shape *shape() const { return ResultShape; }
  bool isRoot() const { return Root; }
  const Computation *parent() const { return Parent; }
  /// Position within the parent computation.
  uint32_t index() const { return Index; }

  absl::Span<const Operand> operands() const { return Operands; }
  const Instruction *operand(size_t I) const { return Operands[I].Def; }
  size_t operandCount() const { return Operands.size(); }
  /// Instructions of the same computation that use this one, in order.
  absl::Span<const Instruction *const> users() const { return Users; }
  absl::Span<const Instruction *const> controlPredecessors() const {
    return ControlPredecessors;
  }

  /// The text between the parentheses when it is not an operand list:
  /// the number of `parameter(0)`, the literal of `constant(...)`.
  absl::string_view payload() const { return Payload; }
  /// True when the parentheses held a payload rather than operands.
  bool hasPayload() const { return HasPayload; }
  std::optional<int64_t> parameterNumber() const;

  /// Attributes in printed order, values verbatim.
  absl::Span<const Attribute> attributes() const { return Attributes; }
  std::optional<absl::string_view> attribute(absl::string_view Name) const;

  /// Names of called computations in attribute order (`calls`, `to_apply`,
  /// `condition`, `body`, branches, `called_computations`, ...).
  absl::Span<const absl::string_view> calledComputationNames() const {
    return Called;
  }

  // Decoded attributes.
  /// `kLoop`, `kInput`, `kOutput`, `kCustom` for fusions; empty otherwise.
  absl::string_view fusionKind() const;
  /// Unquoted `custom_call_target`; empty when absent.
  std::string customCallTarget() const;
  /// The backend config as JSON text (unquoted when XLA quoted it).
  std::string backendConfig() const;
  std::optional<OpMetadata> metadata() const;
  std::optional<std::vector<int64_t>> dimensions() const;
  /// The `sharding={...}` text, verbatim.
  std::optional<absl::string_view> sharding() const;
  std::vector<std::pair<std::string, std::string>> frontendAttributes() const;

  // How the instruction was printed, so that printing loses nothing.
  bool printsPercent() const { return Percent; }
  bool printsOperandIndexComments() const { return IndexComments; }

private:
  friend class IRBuilder;
  absl::string_view Name;
  absl::string_view OpName;
  absl::string_view Payload;
  const Shape *ResultShape = nullptr;
  const Computation *Parent = nullptr;
  Opcode Op = Opcode::Unknown;
  bool Root = false;
  bool Percent = true;
  bool IndexComments = false;
  bool HasPayload = false;
  uint32_t Index = 0;
  std::vector<Operand> Operands;
  std::vector<Attribute> Attributes;
  absl::InlinedVector<absl::string_view, 1> Called;
  std::vector<const Instruction *> Users;
  std::vector<const Instruction *> ControlPredecessors;
};

} // namespace hlotrace

#endif // HLOTRACE_IR_INSTRUCTION_H
