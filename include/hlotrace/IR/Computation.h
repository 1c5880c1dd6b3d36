//===- Computation.h - A named list of HLO instructions -------------------===//
//
// A Computation owns its instructions in printed order (for a scheduled
// module, that order is the schedule). It is immutable once built and holds
// no pointer to a Module: the trace layer shares one Computation between
// every pass snapshot whose text for it is identical. Being immutable, a
// Computation is safe to read from several threads at once.
//
//===----------------------------------------------------------------------===//

#ifndef HLOTRACE_IR_COMPUTATION_H
#define HLOTRACE_IR_COMPUTATION_H

#include <cstdint>
#include <memory>
#include <vector>

#include "absl/container/flat_hash_map.h"
#include "absl/strings/string_view.h"
#include "absl/types/span.h"
#include "hlotrace/IR/Instruction.h"
#include "hlotrace/IR/detail/NameIndex.h"
#include "hlotrace/IR/Shape.h"

namespace hlotrace {

/// One `name: shape` of a computation's printed signature.
struct SignatureParameter {
  absl::string_view Name;
  const Shape *ParamShape = nullptr;
};

class Computation {
public:
  absl::string_view name() const { return Name; }
  /// Marked `ENTRY` in text (see Module::entry() for the entry rule).
  bool isMarkedEntry() const { return MarkedEntry; }
  /// `execution_thread="..."` after the closing brace; empty for main.
  absl::string_view executionThread() const { return ExecutionThread; }

  absl::Span<const Instruction *const> instructions() const { return Order; }
  size_t instructionCount() const { return Order.size(); }
  /// The `ROOT` instruction, or the last one when none is marked.
  const Instruction *root() const { return Root; }
  const Instruction *find(absl::string_view Name) const;
  /// `parameter(N)`, or nullptr.
  const Instruction *parameter(int64_t N) const;

  /// The signature `(p: f32[2]) -> f32[2]` printed by long-form dumps.
  bool hasSignature() const { return HasSignature; }
  absl::Span<const SignatureParameter> signatureParameters() const {
    return SignatureParams;
  }
  const Shape *signatureResult() const { return SignatureResult; }

  bool printsPercent() const { return Percent; }

private:
  friend class IRBuilder;
  absl::string_view Name;
  absl::string_view ExecutionThread;
  bool MarkedEntry = false;
  bool HasSignature = false;
  bool Percent = true;
  const Instruction *Root = nullptr;
  const Shape *SignatureResult = nullptr;
  std::vector<SignatureParameter> SignatureParams;
  /// Instructions live in chunks that never move (operands and the name
  /// index point at them): one chunk of the reserved count when the builder
  /// knew it, else chunks of 8, 16, ... 256.
  std::vector<std::unique_ptr<Instruction[]>> Chunks;
  uint32_t ChunkSize = 0;
  uint32_t ChunkUsed = 0;
  std::vector<const Instruction *> Order;
  /// parameter(N) for N below Order.size() (IRBuilder::finish()).
  std::vector<const Instruction *> Params;
  NameIndex<Instruction> ByName;
  // Pools that Instruction::Begin indexes into, each in instruction order.
  friend class Instruction;
  std::vector<Operand> OperandPool;
  std::vector<Attribute> AttributePool;
  std::vector<const Instruction *> UserPool;
  std::vector<const Instruction *> ControlPool;
  std::vector<absl::string_view> CalledPool;
  /// The spelling of each Opcode::Unknown instruction, by index.
  absl::flat_hash_map<uint32_t, absl::string_view> UnknownOpcodes;
  /// Lists filled through IRBuilder::operands()/attributes() before
  /// finish(); empty afterwards.
  struct Staging;
  std::unique_ptr<Staging> Staged;

public:
  Computation();
  ~Computation();
  Computation(const Computation &) = delete;
  Computation &operator=(const Computation &) = delete;
};

template <typename T>
inline absl::Span<const T> Instruction::list(const std::vector<T> &Pool,
                                             List L) const {
  // The next instruction's part of the pool starts where this one's ends.
  const auto &Order = Parent->Order;
  size_t End =
      Index + 1 < Order.size() ? Order[Index + 1]->Begin[L] : Pool.size();
  return {Pool.data() + Begin[L], End - Begin[L]};
}

inline absl::Span<const Operand> Instruction::operands() const {
  return list(Parent->OperandPool, OperandList);
}

inline absl::Span<const Attribute> Instruction::attributes() const {
  return list(Parent->AttributePool, AttributeList);
}

inline absl::Span<const absl::string_view>
Instruction::calledComputationNames() const {
  return list(Parent->CalledPool, CalledList);
}

} // namespace hlotrace

#endif // HLOTRACE_IR_COMPUTATION_H
