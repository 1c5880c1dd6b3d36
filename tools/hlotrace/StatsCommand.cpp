//===- StatsCommand.cpp - hlotrace stats ----------------------------------===//
//
// `hlotrace stats FILE [--json]`: computations, instructions by opcode,
// fusions by kind, custom-call targets and result bytes (computeStats).
//
//===----------------------------------------------------------------------===//

#include "Command.h"
#include "Support/LLVMInterop.h"
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

void writeCounts(llvm::json::OStream &J, llvm::StringRef Key,
                 const std::map<std::string, int64_t> &Counts) {
  J.attributeObject(Key, [&] {
    for (const auto &[Name, N] : Counts)
      J.attribute(Name, N);
  });
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
  auto M = loadModule(Input);
  if (!M.ok())
    return reportError(M.status());
  ModuleStats S = computeStats(**M);
  if (Json) {
    // Keys in the documented order: counts first, then the tables.
    llvm::json::OStream J(llvm::outs(), 2);
    J.object([&] {
      J.attribute("module", std::string((*M)->name()));
      J.attribute("computations", S.Computations);
      J.attribute("instructions", S.Instructions);
      J.attribute("result_bytes", S.ResultBytes);
      writeCounts(J, "opcodes", S.Opcodes);
      writeCounts(J, "fusion_kinds", S.FusionKinds);
      writeCounts(J, "custom_call_targets", S.CustomCallTargets);
    });
    llvm::outs() << "\n";
    return 0;
  }
  llvm::raw_ostream &OS = llvm::outs();
  OS << "module " << toStringRef((*M)->name()) << "\n";
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
