//===- Snapshot.h - One labelled module of a pass sequence ----------------===//
//
// The query layer works on plain Modules and on ordered sequences of them.
// A SnapshotRef labels one module with where it came from in a compilation
// (step number, pipeline, pass); whoever owns the modules (the trace layer,
// a test, a tool given a list of files) builds the sequence and passes it as
// an absl::Span. The query layer never owns or loads modules.
//
//===----------------------------------------------------------------------===//

#ifndef HLOTRACE_QUERY_SNAPSHOT_H
#define HLOTRACE_QUERY_SNAPSHOT_H

#include <string>

#include "hlotrace/IR/Module.h"

namespace hlotrace {

/// One module snapshot of a pass sequence. `Pass` is the pass that produced
/// this snapshot (XLA's `after_PASS`); `Step` is XLA's dump step number.
struct SnapshotRef {
  const Module *M = nullptr;
  int Step = 0;
  std::string Pipeline;
  std::string Pass;
};

} // namespace hlotrace

#endif // HLOTRACE_QUERY_SNAPSHOT_H
