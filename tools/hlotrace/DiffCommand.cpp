//===- DiffCommand.cpp - hlotrace diff ------------------------------------===//
//
// `hlotrace diff OLD NEW [--json] [--all]`: what changed between two module
// snapshots (diffModules). The directory form (`hlotrace diff DIR --module M
// --pass P | --step N`) needs the trace layer and reports so until it lands.
//
//===----------------------------------------------------------------------===//

#include "Command.h"
#include "Output.h"
#include "hlotrace/Query/Diff.h"
#include "hlotrace/Text/Parser.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/JSON.h"

namespace cl = llvm::cl;

namespace hlotrace::tool {
namespace {

cl::SubCommand DiffCmd("diff", "Show what changed between two module "
                               "snapshots");
cl::list<std::string> Inputs(cl::Positional, cl::OneOrMore,
                             cl::desc("<old.txt> <new.txt> | <dump-dir>"),
                             cl::sub(DiffCmd));
cl::opt<bool> Json("json", cl::desc("Print one JSON object"),
                   cl::sub(DiffCmd));
cl::opt<bool> All("all", cl::desc("Also list unchanged computations"),
                  cl::sub(DiffCmd));
cl::opt<std::string> ModuleName("module",
                                cl::desc("Module in a dump directory"),
                                cl::sub(DiffCmd));
cl::opt<std::string> PassName("pass", cl::desc("Diff across this pass"),
                              cl::sub(DiffCmd));
cl::opt<int> Step("step", cl::init(-1),
                  cl::desc("Diff the snapshot of this step with the one "
                           "before"),
                  cl::sub(DiffCmd));

int run() {
  if (Inputs.size() == 1 && llvm::sys::fs::is_directory(Inputs[0]))
    return reportError(absl::UnimplementedError(
        "the directory form (DIR --module M --pass P | --step N) needs the "
        "trace layer, which has not landed yet; pass two files instead"));
  if (Inputs.size() != 2)
    return reportError(absl::InvalidArgumentError(
        "expected two module files, or one dump directory"));
  auto Ctx = std::make_shared<Context>();
  ParseOptions Opts;
  Opts.Ctx = Ctx;
  auto Old = parseModuleFile(Inputs[0], Opts);
  if (!Old.ok())
    return reportError(Old.status());
  auto New = parseModuleFile(Inputs[1], Opts);
  if (!New.ok())
    return reportError(New.status());
  DiffOptions DO;
  DO.KeepUnchanged = All;
  ModuleDiff D = diffModules(**Old, **New, DO);
  if (Json) {
    llvm::outs() << llvm::formatv("{0:2}", diffToJson(D)) << "\n";
    return 0;
  }
  printDiff(llvm::outs(), D);
  return 0;
}

CommandRegistration Registration(DiffCmd, run);

} // namespace
} // namespace hlotrace::tool
