//===- CaptureCommand.cpp - hlotrace capture ------------------------------===//
//
// `hlotrace capture [--pass-re R] [--module-re R] [--proto] [--out DIR] --
// CMD ARGS`: runs CMD with XLA's dump flags appended to the user's own
// XLA_FLAGS (theirs are kept, ours come last so the dump lands in DIR),
// then prints the trace summary of what XLA wrote.
//
//===----------------------------------------------------------------------===//

#include <cstdlib>

#include "Command.h"
#include "TraceOutput.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Program.h"
#include "llvm/Support/WithColor.h"

extern char **environ;

namespace cl = llvm::cl;

namespace hlotrace::tool {
namespace {

cl::SubCommand CaptureCmd("capture",
                          "Run a program with XLA dumping on, then summarise "
                          "the dump");
cl::opt<std::string> PassRe("pass-re", cl::init(".*"),
                            cl::desc("--xla_dump_hlo_pass_re (default .*)"),
                            cl::value_desc("regex"), cl::sub(CaptureCmd));
cl::opt<std::string> ModuleRe("module-re",
                              cl::desc("--xla_dump_hlo_module_re"),
                              cl::value_desc("regex"), cl::sub(CaptureCmd));
cl::opt<bool> Proto("proto", cl::desc("Also dump .hlo.pb"),
                    cl::sub(CaptureCmd));
cl::opt<std::string> Out("out", cl::desc("Dump folder (default: a new "
                                         "temporary folder)"),
                         cl::value_desc("dir"), cl::sub(CaptureCmd));
cl::list<std::string> Command(cl::Positional, cl::OneOrMore,
                              cl::desc("-- <command> [args...]"),
                              cl::sub(CaptureCmd));

int run() {
  std::string Dir = Out;
  if (Dir.empty()) {
    llvm::SmallString<128> Tmp;
    if (std::error_code EC =
            llvm::sys::fs::createUniqueDirectory("hlotrace-capture", Tmp)) {
      llvm::WithColor::error(llvm::errs(), "hlotrace")
          << "cannot create a dump folder: " << EC.message() << "\n";
      return 1;
    }
    Dir = std::string(Tmp);
  } else if (std::error_code EC = llvm::sys::fs::create_directories(Dir)) {
    llvm::WithColor::error(llvm::errs(), "hlotrace")
        << Dir << ": " << EC.message() << "\n";
    return 1;
  }
  llvm::SmallString<256> Abs(Dir);
  llvm::sys::fs::make_absolute(Abs);

  std::vector<std::string> Ours = {
      absl::StrCat("--xla_dump_to=", std::string(Abs)),
      absl::StrCat("--xla_dump_hlo_pass_re=", PassRe.getValue()),
      "--xla_dump_hlo_as_text"};
  if (Proto)
    Ours.push_back("--xla_dump_hlo_as_proto");
  if (!ModuleRe.empty())
    Ours.push_back(absl::StrCat("--xla_dump_hlo_module_re=", ModuleRe.getValue()));
  const char *Theirs = std::getenv("XLA_FLAGS");
  std::string Flags = absl::StrJoin(Ours, " ");
  if (Theirs && *Theirs)
    Flags = absl::StrCat(Theirs, " ", Flags);

  std::vector<std::string> EnvStorage;
  for (char **E = environ; *E; ++E)
    if (llvm::StringRef(*E).starts_with("XLA_FLAGS=") == false)
      EnvStorage.emplace_back(*E);
  EnvStorage.push_back(absl::StrCat("XLA_FLAGS=", Flags));
  std::vector<llvm::StringRef> Env(EnvStorage.begin(), EnvStorage.end());

  std::string Program = Command[0];
  if (Program.find('/') == std::string::npos) {
    auto Found = llvm::sys::findProgramByName(Program);
    if (!Found) {
      llvm::WithColor::error(llvm::errs(), "hlotrace")
          << Program << ": command not found\n";
      return 127;
    }
    Program = *Found;
  }
  std::vector<llvm::StringRef> Args(Command.begin(), Command.end());
  llvm::errs() << "hlotrace: XLA_FLAGS=" << Flags << "\n";
  std::string ErrMsg;
  int RC = llvm::sys::ExecuteAndWait(Program, Args, Env, {}, 0, 0, &ErrMsg);
  if (RC < 0) {
    llvm::WithColor::error(llvm::errs(), "hlotrace")
        << Program << ": " << ErrMsg << "\n";
    return 1;
  }
  auto T = loadWithProgress(Dir, 0);
  if (!T.ok())
    return reportError(T.status());
  llvm::outs() << "dump: " << Abs << "\n";
  printSummary(**T, llvm::outs());
  if (RC != 0)
    llvm::errs() << "hlotrace: the command exited with status " << RC << "\n";
  return RC;
}

CommandRegistration Registration(CaptureCmd, run);

} // namespace
} // namespace hlotrace::tool
