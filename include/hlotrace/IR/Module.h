//===- Module.h - An HLO module -------------------------------------------===//
//
// Module is the root of the model: the `HloModule` header (name and header
// attributes, verbatim), an optional stack-frame index, and computations in
// printed order (callees before callers). It resolves called computations by
// name and answers call-graph questions. Modules are immutable; computations
// may be shared with other modules that were parsed into the same Context.
// Being immutable, a Module is safe to read from several threads at once (the
// caller index behind callers() is built once, under a once_flag).
//
//===----------------------------------------------------------------------===//

#ifndef HLOTRACE_IR_MODULE_H
#define HLOTRACE_IR_MODULE_H

#include <cstddef>
#include <iterator>
#include <memory>
#include <mutex>
#include <optional>
#include <vector>

#include "absl/container/flat_hash_map.h"
#include "absl/strings/string_view.h"
#include "absl/types/span.h"
#include "hlotrace/IR/Attribute.h"
#include "hlotrace/IR/Computation.h"
#include "hlotrace/IR/Context.h"
#include "hlotrace/IR/detail/NameIndex.h"

namespace hlotrace {

class Module {
public:
  absl::string_view name() const { return Name; }
  /// `is_scheduled=true`, `entry_computation_layout={...}`, ... in order.
  absl::Span<const Attribute> headerAttributes() const { return Header; }
  std::optional<absl::string_view> headerAttribute(absl::string_view N) const;
  /// The `FileNames ... StackFrames ...` block, verbatim (empty if none).
  absl::string_view stackFrameIndexText() const { return StackFrameIndex; }

  absl::Span<const Computation *const> computations() const { return Order; }
  /// The computation marked ENTRY, else the last one.
  const Computation *entry() const { return Entry; }
  const Computation *find(absl::string_view Name) const;

  /// Computations that `I` calls, in calledComputationNames() order; a name
  /// with no computation in this module yields nullptr at its position.
  std::vector<const Computation *>
  calledComputations(const Instruction &I) const;
  /// Call-graph edges: instructions (in any computation) that call `C`.
  std::vector<const Instruction *> callers(const Computation &C) const;
  /// Computations that `C` calls directly, without duplicates.
  std::vector<const Computation *> callees(const Computation &C) const;

  /// Every instruction of every computation, computations in printed order.
  class InstructionRange;
  InstructionRange allInstructions() const;

  size_t instructionCount() const;
  bool printsPercent() const { return Percent; }

  /// The whole value of constant `I` when its text is elided (`{...}`, as
  /// XLA's dumps print constants of more than ten elements) but the input
  /// held every element (an HloProto): an encoded xla.LiteralProto, which
  /// writing the module to protobuf uses. Empty otherwise: a text dump
  /// holds `{...}` only.
  absl::string_view elidedConstantValue(const Instruction &I) const;

  /// The unique ids an HloModuleProto gave a computation and its
  /// instructions (in instructions() order). XLA's loader orders a
  /// computation's instructions, and the module's computations, by these
  /// ids, and its printing of an unscheduled module follows that order: a
  /// proto written with the same ids prints as the one read.
  struct ProtoIds {
    int64_t Computation = 0;
    std::vector<int64_t> Instructions;
    /// The computation's place in the proto's list (XLA prints its
    /// computations in an order that follows it).
    uint32_t Position = 0;
  };
  /// Those of `C` when the module was read from a proto with
  /// ProtoReadOptions::KeepUniqueIds; null otherwise.
  const ProtoIds *protoIds(const Computation &C) const;

  Context &context() const { return *Ctx; }
  std::shared_ptr<Context> sharedContext() const { return Ctx; }

private:
  friend class IRBuilder;
  /// Callers of each computation name, built on the first callers() call.
  struct CallerIndex;
  const CallerIndex &callerIndex() const;

  std::shared_ptr<Context> Ctx;
  absl::string_view Name;
  absl::string_view StackFrameIndex;
  bool Percent = true;
  std::vector<Attribute> Header;
  std::vector<std::shared_ptr<const Computation>> Owned;
  std::vector<const Computation *> Order;
  const Computation *Entry = nullptr;
  NameIndex<Computation> ByName;
  absl::flat_hash_map<const Instruction *, absl::string_view> ElidedValues;
  absl::flat_hash_map<const Computation *, ProtoIds> Ids;
  mutable std::once_flag CallersOnce;
  mutable std::shared_ptr<const CallerIndex> Callers;
};

/// Whether header attribute `Name` is one XLA prints from the module's
/// HloModuleConfig (`allow_spmd_sharding_propagation_to_parameters`,
/// `allow_spmd_sharding_propagation_to_output`, `replica_count`,
/// `num_partitions`): protobuf files do not hold it, so a module loaded from
/// one lacks it (or derives the last two from its device assignment).
bool isModuleConfigAttribute(absl::string_view Name);

/// A forward range over the instructions of a module's computations.
class Module::InstructionRange {
public:
  class iterator {
  public:
    using value_type = const Instruction *;
    using difference_type = std::ptrdiff_t;
    using pointer = const value_type *;
    using reference = value_type;
    using iterator_category = std::forward_iterator_tag;

    iterator() = default;
    const Instruction *operator*() const {
      return Comps[C]->instructions()[I];
    }
    iterator &operator++() {
      ++I;
      skipEmpty();
      return *this;
    }
    iterator operator++(int) {
      iterator Old = *this;
      ++*this;
      return Old;
    }
    bool operator==(const iterator &O) const { return C == O.C && I == O.I; }
    bool operator!=(const iterator &O) const { return !(*this == O); }

  private:
    friend class InstructionRange;
    iterator(absl::Span<const Computation *const> Comps, size_t C)
        : Comps(Comps), C(C) {
      skipEmpty();
    }
    void skipEmpty() {
      while (C < Comps.size() && I >= Comps[C]->instructions().size()) {
        ++C;
        I = 0;
      }
    }
    absl::Span<const Computation *const> Comps;
    size_t C = 0, I = 0;
  };

  explicit InstructionRange(absl::Span<const Computation *const> Comps)
      : Comps(Comps) {}
  iterator begin() const { return iterator(Comps, 0); }
  iterator end() const { return iterator(Comps, Comps.size()); }

private:
  absl::Span<const Computation *const> Comps;
};

inline Module::InstructionRange Module::allInstructions() const {
  return InstructionRange(Order);
}

} // namespace hlotrace

#endif // HLOTRACE_IR_MODULE_H
