//===- SourceLocationsImpl.h - What SourceLocations records (internal) ----===//
//
// The parser records byte offsets while it reads (a push_back per
// instruction, attribute and operand, and only when the caller asked for
// locations); line and column are computed on demand from a table of line
// starts built once at the end of the parse.
//
//===----------------------------------------------------------------------===//

#ifndef HLOTRACE_LIB_TEXT_SOURCELOCATIONSIMPL_H
#define HLOTRACE_LIB_TEXT_SOURCELOCATIONSIMPL_H

#include <cstddef>
#include <vector>

#include "absl/container/flat_hash_map.h"
#include "hlotrace/Text/SourceLocations.h"

namespace hlotrace {

struct SourceLocations::Impl {
  struct Place {
    size_t Start = 0;
    std::vector<size_t> Attributes; ///< In Instruction::attributes() order.
    std::vector<size_t> Operands;   ///< In Instruction::operands() order.
  };
  absl::flat_hash_map<const Computation *, size_t> Computations;
  absl::flat_hash_map<const Instruction *, Place> Instructions;
  /// Offsets where lines start; LineStarts[0] == 0.
  std::vector<size_t> LineStarts;

  /// Clears what an earlier parse recorded and indexes `Text`'s lines.
  void reset(absl::string_view Text);
  SourceLocation at(size_t Offset) const;
};

} // namespace hlotrace

#endif // HLOTRACE_LIB_TEXT_SOURCELOCATIONSIMPL_H
