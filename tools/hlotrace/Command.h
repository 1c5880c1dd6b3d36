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

/// Opens `-o` style output ("-" is stdout); returns null after reporting.
std::unique_ptr<llvm::raw_fd_ostream> openOutput(const std::string &Path);

} // namespace hlotrace::tool

#endif // HLOTRACE_TOOLS_HLOTRACE_COMMAND_H
