//===- RollupOutput.cpp - How `rollup` shows changes per key --------------===//

#include "Output.h"

#include <algorithm>
#include <string>

#include "llvm/Support/Format.h"
#include "llvm/Support/WithColor.h"

namespace hlotrace::tool {

namespace {

llvm::json::Array rowsToJson(const std::vector<RollupRow> &Rows) {
  llvm::json::Array A;
  for (const RollupRow &R : Rows)
    A.push_back(llvm::json::Object{{"key", R.Key},
                                   {"snapshots", R.Snapshots},
                                   {"added", R.Added},
                                   {"removed", R.Removed},
                                   {"changed", R.Changed}});
  return A;
}

void printRows(llvm::raw_ostream &OS, llvm::StringRef Title,
               const std::vector<RollupRow> &Rows, size_t Top) {
  if (Rows.empty())
    return;
  {
    llvm::WithColor Color(OS, llvm::raw_ostream::SAVEDCOLOR, /*Bold=*/true);
    OS << Title << "\n";
  }
  size_t W = 0;
  for (size_t K = 0; K < Rows.size() && K < Top; ++K)
    W = std::max(W, Rows[K].Key.size());
  W = std::min<size_t>(W, 60);
  for (size_t K = 0; K < Rows.size() && K < Top; ++K) {
    const RollupRow &R = Rows[K];
    OS << "  " << llvm::left_justify(R.Key, W)
       << llvm::format("  %6lld  +%-5lld -%-5lld ~%-5lld\n",
                       static_cast<long long>(R.total()),
                       static_cast<long long>(R.Added),
                       static_cast<long long>(R.Removed),
                       static_cast<long long>(R.Changed));
  }
  if (Rows.size() > Top)
    OS << "  ... " << (Rows.size() - Top) << " more\n";
}

} // namespace

llvm::json::Value rollupToJson(const TraceRollup &R) {
  llvm::json::Array Passes;
  for (const PassChange &P : R.Passes)
    Passes.push_back(llvm::json::Object{
        {"step", P.Step},
        {"pipeline", P.Pipeline},
        {"pass", P.Pass},
        {"computations", llvm::json::Object{{"added", P.ComputationsAdded},
                                            {"removed", P.ComputationsRemoved},
                                            {"changed", P.ComputationsChanged}}},
        {"instructions", llvm::json::Object{{"added", P.InstructionsAdded},
                                            {"removed", P.InstructionsRemoved},
                                            {"changed", P.InstructionsChanged},
                                            {"after", P.InstructionsAfter}}}});
  return llvm::json::Object{{"passes", std::move(Passes)},
                            {"by_pass", rowsToJson(R.ByPass)},
                            {"by_pipeline", rowsToJson(R.ByPipeline)},
                            {"by_source_location",
                             rowsToJson(R.BySourceLocation)},
                            {"by_op_name", rowsToJson(R.ByOpName)}};
}

void printRollup(llvm::raw_ostream &OS, const TraceRollup &R, size_t Top) {
  size_t W = 0;
  for (const PassChange &P : R.Passes)
    W = std::max(W, P.Pipeline.size() + P.Pass.size() + 1);
  W = std::min<size_t>(W, 60);
  {
    llvm::WithColor Color(OS, llvm::raw_ostream::SAVEDCOLOR, /*Bold=*/true);
    OS << "steps\n";
  }
  for (const PassChange &P : R.Passes)
    OS << llvm::format("  %4lld  ", static_cast<long long>(P.Step))
       << llvm::left_justify(pipelinePassLabel(P.Pipeline, P.Pass), W)
       << llvm::format("  +%-5lld -%-5lld ~%-5lld  %6lld instructions\n",
                       static_cast<long long>(P.InstructionsAdded),
                       static_cast<long long>(P.InstructionsRemoved),
                       static_cast<long long>(P.InstructionsChanged),
                       static_cast<long long>(P.InstructionsAfter));
  printRows(OS, "by pass", R.ByPass, Top);
  printRows(OS, "by pipeline", R.ByPipeline, Top);
  printRows(OS, "by source location", R.BySourceLocation, Top);
  printRows(OS, "by op_name", R.ByOpName, Top);
}

} // namespace hlotrace::tool
