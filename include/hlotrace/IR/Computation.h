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

  absl::Span<const Instruction *const> instructions() const {
    return {Order, Count};
  }
  size_t instructionCount() const { return Count; }
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
  /// PERF NOTE: a computation's storage is a few blocks, not a vector per
  /// list (about ten allocations per computation, and the MoE step has
  /// 1,576 computations of 21 instructions on average): its instructions,
  /// with their order and the name index's table when the builder reserved
  /// their count; and one block for the lists IRBuilder::finish() makes
  /// (users, control predecessors, called names, parameters), which takes
  /// in the operands and attributes too when they are small (most
  /// computations). Larger ones stay in the pools the builder grew, trimmed
  /// in place, so never copied.
  ///
  /// Instructions never move (operands, users and the name index point at
  /// them): one block of the reserved count when the builder knew it, else
  /// (or past it) blocks of 8, 16, ... 256.
  std::unique_ptr<char[]> InstructionBlock;
  std::vector<std::unique_ptr<char[]>> MoreInstructionBlocks;
  Instruction *FreeInstructions = nullptr;
  uint32_t FreeInstructionCount = 0;
  uint32_t Count = 0;
  /// `Count` instructions in printed order.
  const Instruction **Order = nullptr;
  /// parameter(N) for N below ParamCount (IRBuilder::finish()).
  const Instruction *const *Params = nullptr;
  uint32_t ParamCount = 0;
  // Lists that Instruction::Begin indexes into, each in instruction order;
  // PoolSize holds their lengths, by Instruction::List. The operand and
  // attribute pools are in ListBlock or malloc'ed (see above).
  friend class Instruction;
  Operand *OperandPool = nullptr;
  Attribute *AttributePool = nullptr;
  const Instruction *const *UserPool = nullptr;
  const Instruction *const *ControlPool = nullptr;
  const absl::string_view *CalledPool = nullptr;
  uint32_t PoolSize[5] = {};
  uint32_t OperandCapacity = 0;
  uint32_t AttributeCapacity = 0;
  /// Whether the pools are malloc'ed blocks of this computation's own.
  bool OwnsOperandPool = false;
  bool OwnsAttributePool = false;
  std::unique_ptr<char[]> ListBlock;
  NameIndex<Instruction> ByName;
  /// The spelling of each Opcode::Unknown instruction, by index.
  absl::flat_hash_map<uint32_t, absl::string_view> UnknownOpcodes;
  /// What IRBuilder needs only while it builds (IRBuilder::Pools): lent by
  /// the builder, or owned; null after finish().
  struct Building;
  Building *Build = nullptr;
  std::unique_ptr<Building> OwnBuild;

public:
  Computation();
  ~Computation();
  Computation(const Computation &) = delete;
  Computation &operator=(const Computation &) = delete;
};

template <typename T>
inline absl::Span<const T> Instruction::list(const T *Pool, List L) const {
  // The next instruction's part of the pool starts where this one's ends.
  const Computation &C = *Parent;
  size_t End =
      Index + 1 < C.Count ? C.Order[Index + 1]->Begin[L] : C.PoolSize[L];
  return {Pool + Begin[L], End - Begin[L]};
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
