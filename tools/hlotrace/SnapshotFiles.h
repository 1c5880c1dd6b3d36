//===- SnapshotFiles.h - Pass dumps named on the command line -------------===//
//
// Besides the directory form (TraceQueries.h), the history and provenance
// commands take the pass dumps as a list of files (`DIR/module_0000.jit_f.*.txt` from the
// shell) and label each from its XLA file name
// `module_NNNN.NAME.SSSS.PIPELINE.after_PASS.before_NEXT.txt`. Files whose
// names do not follow that pattern are skipped.
//
//===----------------------------------------------------------------------===//

#ifndef HLOTRACE_TOOLS_HLOTRACE_SNAPSHOTFILES_H
#define HLOTRACE_TOOLS_HLOTRACE_SNAPSHOTFILES_H

#include <memory>
#include <string>
#include <vector>

#include "absl/status/status.h"
#include "hlotrace/Query/PassModule.h"
#include "hlotrace/Text/ComputationCache.h"

namespace hlotrace::tool {

struct SnapshotFiles {
  std::unique_ptr<ComputationCache> Cache;
  std::vector<std::unique_ptr<Module>> Modules;
  std::vector<PassModule> Snapshots;
};

/// Parses the pass dumps among `Paths`, ordered by step. An argument that is
/// a directory is refused: the directory form goes through the trace.
absl::Status loadSnapshotFiles(const std::vector<std::string> &Paths,
                               SnapshotFiles &Out);

} // namespace hlotrace::tool

#endif // HLOTRACE_TOOLS_HLOTRACE_SNAPSHOTFILES_H
