//===- main.cpp - The hlotrace command-line tool --------------------------===//
//
// `hlotrace <subcommand> [options]`; `hlotrace <subcommand> --help` lists a
// subcommand's options. Subcommands register themselves (Command.h).
//
//===----------------------------------------------------------------------===//

#include <vector>

#if defined(__GLIBC__)
#include <malloc.h>
#endif

#include "Command.h"
#include "absl/strings/str_cat.h"
#include "hlotrace/Load.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/WithColor.h"

namespace hlotrace::tool {
namespace {

struct Entry {
  llvm::cl::SubCommand *Sub;
  RunFunction Run;
};

std::vector<Entry> &registry() {
  static std::vector<Entry> R;
  return R;
}

} // namespace

CommandRegistration::CommandRegistration(llvm::cl::SubCommand &Sub,
                                         RunFunction Run) {
  registry().push_back({&Sub, Run});
}

int reportError(const absl::Status &S) {
  std::string Message(S.message());
  // Library errors already carry "LOCATION: error: "; add it where not.
  if (Message.find(": error: ") == std::string::npos)
    Message = absl::StrCat("error: ", Message);
  llvm::errs() << "hlotrace: " << Message << "\n";
  return 1;
}

absl::StatusOr<std::unique_ptr<Module>>
loadModule(const std::string &Path, std::shared_ptr<Context> Ctx) {
  LoadOptions Options;
  Options.Ctx = std::move(Ctx);
  auto Loaded = loadFile(Path, Options);
  if (!Loaded.ok())
    return Loaded.status();
  return std::move(Loaded->M);
}

std::unique_ptr<llvm::raw_fd_ostream> openOutput(const std::string &Path) {
  std::error_code EC;
  auto OS = std::make_unique<llvm::raw_fd_ostream>(Path, EC);
  if (EC) {
    llvm::WithColor::error(llvm::errs(), "hlotrace")
        << Path << ": " << EC.message() << "\n";
    return nullptr;
  }
  return OS;
}

} // namespace hlotrace::tool

int main(int Argc, char **Argv) {
  llvm::InitLLVM X(Argc, Argv);
#if defined(__GLIBC__)
  // PERF NOTE: glibc grows a worker thread's heap one mprotect call per
  // page it needs, unless told to take more at a time: loading a 100k-file
  // tree made 25k such calls (each also stalls the other thread's page
  // faults). The pad is address space; only pages used count in memory.
  mallopt(M_TOP_PAD, 64 << 20);
#endif
  llvm::cl::ParseCommandLineOptions(
      Argc, Argv,
      "hlotrace: query XLA dumps (HLO text, protobuf snapshots, pass "
      "traces)\n");
  for (const auto &E : hlotrace::tool::registry())
    if (*E.Sub)
      return E.Run();
  llvm::errs() << "hlotrace: no subcommand given; see 'hlotrace --help'\n";
  return 1;
}
