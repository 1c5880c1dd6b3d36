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
#include "llvm/Support/JSON.h"
#include "llvm/Support/raw_ostream.h"

namespace hlotrace::tool {

llvm::json::Value diffToJson(const ModuleDiff &D);
void printDiff(llvm::raw_ostream &OS, const ModuleDiff &D);

} // namespace hlotrace::tool

#endif // HLOTRACE_TOOLS_HLOTRACE_OUTPUT_H
