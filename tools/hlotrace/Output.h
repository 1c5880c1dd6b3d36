//===- Output.h - How the tool shows query results ------------------------===//
//
// Formatting shared by the query subcommands: short, aligned text for people
// (coloured when the stream is a terminal) and llvm::json values for --json.
// The library computes; only this file knows how results look.
//
//===----------------------------------------------------------------------===//

#ifndef HLOTRACE_TOOLS_HLOTRACE_OUTPUT_H
#define HLOTRACE_TOOLS_HLOTRACE_OUTPUT_H

#include "hlotrace/Query/Diff.h"
#include "hlotrace/Query/FusionProvenance.h"
#include "hlotrace/Query/Rollup.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/raw_ostream.h"

namespace hlotrace::tool {

llvm::json::Value diffToJson(const ModuleDiff &D);
void printDiff(llvm::raw_ostream &OS, const ModuleDiff &D);

llvm::json::Value provenanceToJson(const std::vector<FusionOrigin> &F);
void printProvenance(llvm::raw_ostream &OS,
                     const std::vector<FusionOrigin> &F);

llvm::json::Value rollupToJson(const TraceRollup &R);
void printRollup(llvm::raw_ostream &OS, const TraceRollup &R, size_t Top);

} // namespace hlotrace::tool

#endif // HLOTRACE_TOOLS_HLOTRACE_OUTPUT_H
