//===- SnapshotFiles.h - One module's pass dumps given as a list of files -===//
//
// Besides a dump directory (TraceQueries.h: loadSnapshots), a module's
// history can be a list of its pass dump files, as a shell glob gives them
// (`DIR/module_0000.jit_f.*.txt`). loadSnapshotFiles() labels each file from
// its XLA name with the library's one decoder (DumpFileName.h), orders them
// by step and parses them through one shared ComputationCache, so the
// result feeds the same queries (History, FusionProvenance, Rollup) as a
// trace does.
//
//===----------------------------------------------------------------------===//

#ifndef HLOTRACE_QUERY_SNAPSHOTFILES_H
#define HLOTRACE_QUERY_SNAPSHOTFILES_H

#include <memory>
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "absl/types/span.h"
#include "hlotrace/Query/PassModule.h"
#include "hlotrace/Text/ComputationCache.h"

namespace hlotrace {

/// The parsed pass dumps of one module, in step order. Snapshots[K].M points
/// into Modules[K]; the modules share computations through Cache.
struct SnapshotFileSet {
  std::unique_ptr<ComputationCache> Cache;
  std::vector<std::unique_ptr<Module>> Modules;
  std::vector<PassModule> Snapshots;
  /// Paths given whose names are not text pass dumps
  /// (`module_NNNN.NAME.SSSS.PIPELINE.after_PASS.before_NEXT.txt`): the
  /// before/after-optimizations files, protos, thunk dumps, other files.
  std::vector<std::string> Ignored;
};

/// Parses the text pass dumps among `Paths` (files named by XLA; a module
/// name with dots and step numbers of any width decode as in a dump
/// directory), ordered by step number, then by the order given.
/// InvalidArgument when a path is a directory (use Trace::load), when no
/// path names a pass dump, or when the pass dumps are of two modules; a
/// file that does not parse fails with the parser's file:line:col error.
absl::StatusOr<SnapshotFileSet>
loadSnapshotFiles(absl::Span<const std::string> Paths);

} // namespace hlotrace

#endif // HLOTRACE_QUERY_SNAPSHOTFILES_H
