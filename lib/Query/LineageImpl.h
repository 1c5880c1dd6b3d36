//===- LineageImpl.h - The storage behind StepLineage (internal) ----------===//
//
// StepLineage::Impl: the links sorted by old instruction (module order),
// indexes from either end into them, and the unlinked instructions. Filled
// by LineageBuilder (LineageBuilder.cpp), read by Lineage.cpp.
//
//===----------------------------------------------------------------------===//

#ifndef HLOTRACE_LIB_QUERY_LINEAGEIMPL_H
#define HLOTRACE_LIB_QUERY_LINEAGEIMPL_H

#include <vector>

#include "absl/container/flat_hash_map.h"
#include "absl/container/inlined_vector.h"
#include "hlotrace/Query/Lineage.h"

namespace hlotrace {

struct StepLineage::Impl {
  std::vector<LineageLink> Links;
  /// Positions in Links, per end, of links between different instructions.
  absl::flat_hash_map<const Instruction *, absl::InlinedVector<uint32_t, 1>>
      ByOld, ByNew;
  /// PERF NOTE: a computation shared by both modules links each of its
  /// instructions to itself; those links sit contiguously in Links, from
  /// this position, in instruction order, and stay out of ByOld/ByNew
  /// (most of a step's links are these).
  absl::flat_hash_map<const Computation *, uint32_t> SharedStart;
  std::vector<const Instruction *> Removed, Created;
  std::vector<LineageAmbiguity> Ambiguities;
};

/// Builds a StepLineage from a finished link list (friend of StepLineage).
class LineageBuilder {
public:
  static StepLineage make(std::vector<LineageLink> Links,
                          absl::flat_hash_map<const Computation *, uint32_t>
                              SharedStart,
                          std::vector<const Instruction *> Removed,
                          std::vector<const Instruction *> Created,
                          std::vector<LineageAmbiguity> Ambiguities);
};

} // namespace hlotrace

#endif // HLOTRACE_LIB_QUERY_LINEAGEIMPL_H
