//===- Inputs.h - The pass dumps history, fusions and rollup read ---------===//
//
// `history`, `fusions` and `rollup` read one module's pass dumps in either of
// two forms: a dump directory and `--module` (the module's whole history,
// loadSnapshots in hlotrace/Query/TraceQueries.h), or a list of one module's
// pass dump files from the shell. This is where both forms are loaded.
//
//===----------------------------------------------------------------------===//

#ifndef HLOTRACE_TOOLS_HLOTRACE_INPUTS_H
#define HLOTRACE_TOOLS_HLOTRACE_INPUTS_H

#include <string>
#include <vector>

#include "TraceOutput.h"
#include "absl/status/status.h"
#include "hlotrace/Query/SnapshotFiles.h"
#include "hlotrace/Query/TraceQueries.h"

namespace hlotrace::tool {

/// The snapshots of either form: a trace (one directory argument) or files.
struct Snapshots {
  SelectedModule Dir;
  TraceSnapshots FromTrace;
  SnapshotFileSet FromFiles;
  absl::Span<const PassModule> Refs;
};

/// Loads `Inputs` (one directory, or pass dump files) into `Out`; `Module`
/// selects the module of a directory and is refused with files.
absl::Status loadInputs(const std::vector<std::string> &Inputs,
                        const std::string &Module, Snapshots &Out);

} // namespace hlotrace::tool

#endif // HLOTRACE_TOOLS_HLOTRACE_INPUTS_H
