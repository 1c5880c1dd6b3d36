//===- CaptureCommand.cpp - hlotrace capture ------------------------------===//
//
// `hlotrace capture [--pass-re R] [--module-re R] [--proto] [--out DIR] --
// CMD ARGS`: runs CMD with XLA's dump flags appended to the user's own
// XLA_FLAGS (theirs are kept, ours come last so the dump lands in DIR),
// then prints the trace summary of what XLA wrote. DIR must be new or
// empty (two programs' dumps in one folder mix their modules), and a capture
// that fails (the command cannot start or exits non-zero) removes what it
// wrote.
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

bool isEmptyDirectory(const std::string &Dir) {
  std::error_code EC;
  llvm::sys::fs::directory_iterator It(Dir, EC), End;
  return !EC && It == End;
}

/// Removes the dump folder of a failed capture: the whole folder when we
/// created it, else (it was empty) what was written into it.
void cleanUp(const std::string &Dir, bool Created) {
  if (Created) {
    (void)llvm::sys::fs::remove_directories(Dir);
    return;
  }
  std::error_code EC;
  std::vector<std::string> Entries;
  for (llvm::sys::fs::directory_iterator It(Dir, EC), End; !EC && It != End;
       It.increment(EC))
    Entries.push_back(It->path());
  for (const std::string &E : Entries)
    if (llvm::sys::fs::is_directory(E))
      (void)llvm::sys::fs::remove_directories(E);
    else
      (void)llvm::sys::fs::remove(E);
}

int run() {
  std::string Dir = Out;
  bool Created = true;
  if (!Dir.empty() && llvm::sys::fs::exists(Dir)) {
    if (!llvm::sys::fs::is_directory(Dir) || !isEmptyDirectory(Dir)) {
      llvm::WithColor::error(llvm::errs(), "hlotrace")
          << Dir << ": not an empty folder; capture writes one program's "
                    "dump into a new or empty folder (give another --out)\n";
      return 1;
    }
    Created = false;
  }
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
      cleanUp(Dir, Created);
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
    cleanUp(Dir, Created);
    return 1;
  }
  if (RC != 0) {
    cleanUp(Dir, Created);
    llvm::WithColor::error(llvm::errs(), "hlotrace")
        << "the command exited with status " << RC << "; removed its partial "
        << "dump " << Abs << "\n";
    return RC;
  }
  auto T = loadWithProgress(Dir, 0);
  if (!T.ok())
    return reportError(T.status());
  llvm::outs() << "dump: " << Abs << "\n";
  printSummary(**T, llvm::outs());
  return 0;
}

CommandRegistration Registration(CaptureCmd, run);

} // namespace
} // namespace hlotrace::tool
