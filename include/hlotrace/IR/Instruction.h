//===- Instruction.h - One HLO instruction --------------------------------===//
//
// Instruction is the one generic node of the model: a name, an opcode, a
// result shape, operands, attributes and the computations it calls. There is
// no subclass per opcode; opcode-specific facts are attributes, decoded on
// demand (fusionKind(), customCallTarget(), metadata(), ...).
//
// Operands and users are pointers within the instruction's computation.
// Their lists are stored in the computation, so an Instruction is only
// usable while its Computation lives.
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
/// anonymous instruction (`add(f32[] constant(1), ...)`, hand-written HLO
/// only), which is kept verbatim in Name with IsInline set.
struct Operand {
  const Instruction *Def = nullptr; ///< Null when the name is not defined.
  absl::string_view Name;           ///< Without `%`.
  const Shape *PrintedShape = nullptr; ///< Long form's operand shape.
  absl::string_view TupleSuffix;       ///< `#0#1` as written, or empty.
  bool IsInline = false;

  /// The indices of TupleSuffix: `#0#1` -> {0, 1}.
  std::vector<int32_t> tupleIndices() const;
};

class Instruction {
public:
  absl::string_view name() const { return Name; }
  Opcode opcode() const { return Op; }
  /// The opcode as written; differs from opcodeSpelling(opcode()) only for
  /// Opcode::Unknown.
  absl::string_view opcodeName() const;
  /// The result shape; nullptr when the text left it to shape inference.
  const Shape *shape() const { return ResultShape; }
  bool isRoot() const { return Root; }
  const Computation *parent() const { return Parent; }
  /// Position within the parent computation.
  uint32_t index() const { return Index; }

  /// PERF NOTE: inline (defined in Computation.h): the lineage engine and
  /// the report ask for operand lists millions of times per trace.
  inline absl::Span<const Operand> operands() const;
  const Instruction *operand(size_t I) const { return operands()[I].Def; }
  size_t operandCount() const { return operands().size(); }
  /// Instructions of the same computation that use this one, in order.
  absl::Span<const Instruction *const> users() const;
  absl::Span<const Instruction *const> controlPredecessors() const;

  /// The text between the parentheses when it is not an operand list:
  /// the number of `parameter(0)`, the literal of `constant(...)`.
  absl::string_view payload() const { return Payload; }
  /// True when the parentheses held a payload rather than operands.
  bool hasPayload() const { return HasPayload; }
  std::optional<int64_t> parameterNumber() const;

  /// Attributes in printed order, values verbatim.
  /// PERF NOTE: inline (defined in Computation.h), like operands(): the
  /// report's diffs and rows read attribute lists of every instruction.
  inline absl::Span<const Attribute> attributes() const;
  std::optional<absl::string_view> attribute(absl::string_view Name) const;

  /// Names of called computations in attribute order (`calls`, `to_apply`,
  /// `condition`, `body`, branches, `called_computations`, ...).
  /// Inline (defined in Computation.h).
  inline absl::Span<const absl::string_view> calledComputationNames() const;

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
  /// Which of the five lists below; indexes Begin.
  enum List { OperandList, AttributeList, UserList, ControlList, CalledList };
  /// Span of list `L` within its pool in the parent computation (defined
  /// in Computation.h).
  template <typename T>
  inline absl::Span<const T> list(const T *Pool, List L) const;

  absl::string_view Name;
  absl::string_view Payload;
  const Shape *ResultShape = nullptr;
  const Computation *Parent = nullptr;
  uint32_t Index = 0;
  /// The spelling is opcodeSpelling(Op), or the computation's record of
  /// it for Opcode::Unknown.
  Opcode Op = Opcode::Unknown;
  bool Root = false;
  bool Percent = true;
  bool IndexComments = false;
  bool HasPayload = false;
  /// PERF NOTE: the lists live in per-computation pools (Computation.h),
  /// each in instruction order, so an instruction holds only where its part
  /// of each pool begins: its count is where the next instruction's part
  /// begins. Building one costs no allocation and the instruction is 80
  /// bytes (it was 120 with a count per list and the opcode's spelling).
  uint32_t Begin[5] = {};
};

} // namespace hlotrace

// The inline accessors that read the parent's pools.
#include "hlotrace/IR/Computation.h"

#endif // HLOTRACE_IR_INSTRUCTION_H
