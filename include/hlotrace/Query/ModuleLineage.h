//===- ModuleLineage.h - Lineage across a module's pass snapshots ---------===//
//
// ModuleLineage holds the ordered snapshots of one module (a span of
// PassModule, earliest first) and the StepLineage between each consecutive
// pair, computed on first use (or all at once, in parallel) and kept. On
// top of it, trace() follows one instruction forward (where it went) or
// backward (where it came from) across every step, keeping each link's
// kind and confidence. `hlotrace history` prints exactly this.
//
// Thread-safety: every method is const and may be called from many threads
// at once; each step is computed once. The snapshots' modules must outlive
// the ModuleLineage and everything it returns.
//
//===----------------------------------------------------------------------===//

#ifndef HLOTRACE_QUERY_MODULELINEAGE_H
#define HLOTRACE_QUERY_MODULELINEAGE_H

#include <memory>
#include <optional>
#include <utility>
#include <vector>

#include "absl/status/statusor.h"
#include "absl/types/span.h"
#include "hlotrace/Query/Lineage.h"
#include "hlotrace/Query/PassModule.h"

namespace hlotrace {

/// One link on an instruction's way: `Link` belongs to the step that
/// produced snapshot `Index` (its Old end is in snapshot Index - 1).
struct LineageHop {
  size_t Index = 0;
  const LineageLink *Link = nullptr;
};

/// Where one branch of a trace stops.
struct LineageEnd {
  enum Kind : uint8_t {
    Reached,  ///< Still there in the last (forward) or first (backward)
              ///< snapshot.
    Removed,  ///< Forward: no successor in snapshot Index.
    Created,  ///< Backward: no predecessor in snapshot Index - 1.
  };
  Kind What = Reached;
  size_t Index = 0;                ///< Snapshot holding I.
  const Instruction *I = nullptr;
};

/// One instruction followed across the snapshots.
struct InstructionLineage {
  bool Backward = false;
  size_t StartIndex = 0;
  const Instruction *Start = nullptr;
  /// The links on the way other than `same` (the instruction unchanged),
  /// in walking order: by step, forward or backward.
  std::vector<LineageHop> Hops;
  std::vector<LineageEnd> Ends;
  /// Ambiguities met on the way (a tie the walk could not follow).
  std::vector<std::pair<size_t, const LineageAmbiguity *>> Ambiguities;
};

class ModuleLineage {
public:
  explicit ModuleLineage(absl::Span<const PassModule> Snapshots,
                         const LineageOptions &Options = {});
  ~ModuleLineage();
  ModuleLineage(const ModuleLineage &) = delete;
  ModuleLineage &operator=(const ModuleLineage &) = delete;

  size_t size() const { return Snapshots.size(); }
  const PassModule &snapshot(size_t K) const { return Snapshots[K]; }

  /// The lineage from snapshot K - 1 to snapshot K (1 <= K < size()).
  absl::StatusOr<const StepLineage *> step(size_t K) const;
  /// Computes every step on `Threads` workers (0: every hardware thread),
  /// each taking runs of consecutive steps (see LineageCache); returns the
  /// first error.
  absl::Status computeAll(unsigned Threads = 0) const;

  /// The lineage from snapshot `From` to snapshot `To` (From < To), composed
  /// from the steps between: each instruction of From links to where every
  /// arm of its forward walk is in To, with the most transforming kind met
  /// on the way (same < renamed < changed < cloned < duplicated < fused <
  /// inlined < partitioned < merged < rewritten) and the weakest
  /// confidence. A computation that is the same object in From and To links
  /// to itself. Ties met on the way end their arm; ambiguities() is empty
  /// (each step's own are in step(K)). OutOfRange for bad indexes.
  absl::StatusOr<StepLineage> between(size_t From, size_t To) const;

  /// Follows `I`, an instruction of snapshot `Index`, forward to the last
  /// snapshot or backward to the first. A branch that fans out (duplicated
  /// into several fusions, merged from several) is followed on every arm.
  absl::StatusOr<InstructionLineage> trace(size_t Index, const Instruction &I,
                                           bool Backward) const;

  /// The first (or, with Last, the last) snapshot holding an instruction
  /// named `Name`, and that instruction.
  std::optional<std::pair<size_t, const Instruction *>>
  find(absl::string_view Name, bool Last = false) const;

private:
  struct Slot;
  absl::StatusOr<const StepLineage *> step(size_t K,
                                           LineageCache *Cache) const;
  std::vector<PassModule> Snapshots;
  LineageOptions Options;
  std::vector<std::unique_ptr<Slot>> Steps;
};

} // namespace hlotrace

#endif // HLOTRACE_QUERY_MODULELINEAGE_H
