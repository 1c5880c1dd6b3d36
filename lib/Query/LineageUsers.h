//===- LineageUsers.h - A computation's own old-user index (internal) -----===//
//
// indexOld() (LineageIndex.cpp) lists, for each old value, the old users
// that read it through their first operand's alias chain: the candidates
// bottom-up matching starts from. After fusion, most of the region it
// indexes at every step is fused computations that the step left alone,
// the same objects from one snapshot to the next.
//
// LocalUsers holds the part of that index a computation determines alone
// (outside a partitioning step, whose carried values differ): each user's
// first operand and the value a copy or bitcast there carries, which are
// instructions of the same computation, and its leaves. Only the rest of
// an alias chain (what a parameter or fusion stands for in one module) is
// added per step. SharedUsers keeps one LocalUsers per computation for a
// run of steps (LineageCache), as SharedKeys does for keys.
//
//===----------------------------------------------------------------------===//

#ifndef HLOTRACE_LIB_QUERY_LINEAGEUSERS_H
#define HLOTRACE_LIB_QUERY_LINEAGEUSERS_H

#include <cstdint>
#include <memory>
#include <utility>
#include <vector>

#include "absl/container/flat_hash_map.h"
#include "absl/types/span.h"
#include "hlotrace/IR/Computation.h"

namespace hlotrace::lineage {

struct LocalUsers {
  /// Built from `C` alone; see the file comment.
  explicit LocalUsers(const Computation &C);
  /// The users of `I` (an instruction of this computation) through the
  /// first element of their first operand's chain, or through the value
  /// that operand carries (copy, bitcast), each once per such reading.
  absl::Span<const Instruction *const> usersOf(const Instruction &I) const {
    return {Users.data() + Begin[I.index()],
            Begin[I.index() + 1] - Begin[I.index()]};
  }
  /// (value, user) pairs above whose value may stand for another value
  /// (ModuleView::mayAlias): the rest of its chain, a fact of the module,
  /// is added per step.
  std::vector<std::pair<const Instruction *, const Instruction *>> Aliased;
  /// (value, user) pairs whose value is not of this computation: their
  /// whole chain is added per step.
  std::vector<std::pair<const Instruction *, const Instruction *>> Foreign;
  /// Instructions without operands to match, parameters excepted, in
  /// order.
  std::vector<const Instruction *> Leaves;
  /// The fusion instructions, in order.
  std::vector<const Instruction *> Fusions;

private:
  std::vector<uint32_t> Begin;
  std::vector<const Instruction *> Users;
};

/// LocalUsers per computation, for a run of steps (LineageCache).
/// Not thread-safe.
struct SharedUsers {
  /// The index of `C`, made when first asked for.
  const LocalUsers &of(const Computation &C) {
    auto &Slot = Of[&C];
    if (!Slot)
      Slot = std::make_unique<LocalUsers>(C);
    return *Slot;
  }
  absl::flat_hash_map<const Computation *, std::unique_ptr<LocalUsers>> Of;
};

} // namespace hlotrace::lineage

#endif // HLOTRACE_LIB_QUERY_LINEAGEUSERS_H
