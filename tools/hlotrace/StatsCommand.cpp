//===- StatsCommand.cpp - hlotrace stats ----------------------------------===//
//
// `hlotrace stats FILE [--json]`: computations, instructions by opcode,
// fusions by kind, custom-call targets and result bytes (computeStats).
//
//===----------------------------------------------------------------------===//

#include "Command.h"
#include "hlotrace/Query/ModuleStats.h"
#include "hlotrace/Text/Parser.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/JSON.h"

namespace cl = llvm::cl;

namespace hlotrace::tool {
namespace {

cl::SubCommand StatsCmd("stats", "Count computations, opcodes, fusion kinds "
                                 "and custom-call targets of a module");
cl::opt<std::string> Input(cl::Positional, cl::Required, cl::desc("<file>"),
                           cl::sub(StatsCmd));
cl::opt<bool> Json("json", cl::desc("Print one JSON object"),
                   cl::sub(StatsCmd));

llvm::json::Object toJson(const std::map<std::string, int64_t> &Counts) {
  llvm::json::Object O;
  for (const auto &[Key, N] : Counts)
    O[Key] = N;
  return O;
}

void printTable(llvm::raw_ostream &OS, llvm::StringRef Title,
                const std::map<std::string, int64_t> &Counts) {
  if (Counts.empty())
    return;
  OS << Title << ":\n";
  for (const auto &[Key, N] : Counts)
    OS << llvm::format("  %-40s %8lld\n", Key.c_str(),
                       static_cast<long long>(N));
}

int run() {
  auto M = parseModuleFile(Input);
  if (!M.ok())
    return reportError(M.status());
  ModuleStats S = computeStats(**M);
  if (Json) {
    llvm::json::Object O{{"module", std::string((*M)->name())},
                         {"computations", S.Computations},
                         {"instructions", S.Instructions},
                         {"result_bytes", S.ResultBytes},
                         {"opcodes", toJson(S.Opcodes)},
                         {"fusion_kinds", toJson(S.FusionKinds)},
                         {"custom_call_targets", toJson(S.CustomCallTargets)}};
    llvm::outs() << llvm::formatv("{0:2}", llvm::json::Value(std::move(O)))
                 << "\n";
    return 0;
  }
  llvm::raw_ostream &OS = llvm::outs();
  OS << "module " << std::string((*M)->name()) << "\n";
  OS << "  computations  " << S.Computations << "\n";
  OS << "  instructions  " << S.Instructions << "\n";
  OS << "  result bytes  " << S.ResultBytes << "\n";
  printTable(OS, "opcodes", S.Opcodes);
  printTable(OS, "fusion kinds", S.FusionKinds);
  printTable(OS, "custom-call targets", S.CustomCallTargets);
  return 0;
}

CommandRegistration Registration(StatsCmd, run);

} // namespace
} // namespace hlotrace::tool
