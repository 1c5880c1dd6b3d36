//===- Output.h - How the tool shows query results ------------------------===//
//
// Formatting shared by the query subcommands: short, aligned text for people
// (coloured when the stream is a terminal) and llvm::json values for --json.
// The library computes; only the *Output.cpp files know how results look
// (DiffOutput, FusionsOutput, RollupOutput, TraceOutput).
//
//===----------------------------------------------------------------------===//

#ifndef HLOTRACE_TOOLS_HLOTRACE_OUTPUT_H
#define HLOTRACE_TOOLS_HLOTRACE_OUTPUT_H

#include "hlotrace/Query/Diff.h"
#include "hlotrace/Query/FusionProvenance.h"
#include "hlotrace/Query/Rollup.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/raw_ostream.h"

#include <string>

namespace hlotrace::tool {

/// `PIPELINE/PASS`, or the pass alone when there is no pipeline (the two
/// ends of a trace: `before_optimizations`, `after_optimizations`).
inline std::string pipelinePassLabel(const std::string &Pipeline,
                                     const std::string &Pass) {
  return Pipeline.empty() ? Pass : Pipeline + "/" + Pass;
}

llvm::json::Value diffToJson(const ModuleDiff &D);
void printDiff(llvm::raw_ostream &OS, const ModuleDiff &D);

llvm::json::Value provenanceToJson(const std::vector<FusionOrigin> &F);
void printProvenance(llvm::raw_ostream &OS,
                     const std::vector<FusionOrigin> &F);

llvm::json::Value rollupToJson(const TraceRollup &R);
void printRollup(llvm::raw_ostream &OS, const TraceRollup &R, size_t Top);

} // namespace hlotrace::tool

#endif // HLOTRACE_TOOLS_HLOTRACE_OUTPUT_H
