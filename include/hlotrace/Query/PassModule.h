//===- PassModule.h - One labelled module of a pass sequence --------------===//
//
// The query layer works on plain Modules and on ordered sequences of them.
// A PassModule labels one module with where it came from in a compilation
// (step number, pipeline, pass); whoever owns the modules (the trace layer,
// a test, a tool given a list of files) builds the sequence and passes it as
// an absl::Span. The query layer never owns or loads modules.
//
//===----------------------------------------------------------------------===//

#ifndef HLOTRACE_QUERY_PASSMODULE_H
#define HLOTRACE_QUERY_PASSMODULE_H

#include <string>

#include "hlotrace/IR/Module.h"
#include "hlotrace/Trace/DumpFileName.h"

namespace hlotrace {

/// One module of a pass sequence: the module after `Pass` (XLA's
/// `after_PASS`) ran at dump step `Number`.
struct PassModule {
  const Module *M = nullptr;
  StepNumber Number = 0;
  std::string Pipeline;
  std::string Pass;
};

} // namespace hlotrace

#endif // HLOTRACE_QUERY_PASSMODULE_H
