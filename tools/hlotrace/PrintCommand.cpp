//===- PrintCommand.cpp - hlotrace print ----------------------------------===//
//
// `hlotrace print FILE [-o OUT]`: loads a module and prints it as HLO text.
//
//===----------------------------------------------------------------------===//

#include "Command.h"
#include "hlotrace/Text/Parser.h"
#include "hlotrace/Text/Printer.h"

namespace cl = llvm::cl;

namespace hlotrace::tool {
namespace {

cl::SubCommand PrintCmd("print", "Load a module and print it as HLO text");
cl::opt<std::string> Input(cl::Positional, cl::Required, cl::desc("<file>"),
                           cl::sub(PrintCmd));
cl::opt<std::string> Output("o", cl::init("-"), cl::desc("Output file"),
                            cl::value_desc("path"), cl::sub(PrintCmd));

int run() {
  auto M = loadModule(Input);
  if (!M.ok())
    return reportError(M.status());
  std::string Text = printModule(**M);
  auto OS = openOutput(Output);
  if (!OS)
    return 1;
  *OS << Text;
  return 0;
}

CommandRegistration Registration(PrintCmd, run);

} // namespace
} // namespace hlotrace::tool
