//===- Command.h - Subcommand registry of the hlotrace tool ---------------===//
//
// Each subcommand lives in its own file: it defines an llvm::cl::SubCommand,
// its options (cl::sub(...)), a run function, and one static
// CommandRegistration. main() runs whichever subcommand the user chose.
// Subcommands stay thin: the library computes, the tool formats.
//
//===----------------------------------------------------------------------===//

#ifndef HLOTRACE_TOOLS_HLOTRACE_COMMAND_H
#define HLOTRACE_TOOLS_HLOTRACE_COMMAND_H

#include <string>

#include "absl/status/status.h"
#include "absl/status/statusor.h"
#include "hlotrace/IR/Module.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/raw_ostream.h"

namespace hlotrace::tool {

using RunFunction = int (*)();

struct CommandRegistration {
  CommandRegistration(llvm::cl::SubCommand &Sub, RunFunction Run);
};

/// Prints a library error the way compilers do (`FILE:LINE:COL: error: ...`
/// is already in the message) and returns the exit code 1.
int reportError(const absl::Status &S);

/// Loads a module from any file hlotrace reads (HLO text, HloProto,
/// HloModuleProto, HloSnapshot, text proto, gzip), sniffing the content.
absl::StatusOr<std::unique_ptr<Module>>
loadModule(const std::string &Path, std::shared_ptr<Context> Ctx = nullptr);

/// Opens `-o` style output ("-" is stdout); returns null after reporting.
std::unique_ptr<llvm::raw_fd_ostream> openOutput(const std::string &Path);

} // namespace hlotrace::tool

#endif // HLOTRACE_TOOLS_HLOTRACE_COMMAND_H
