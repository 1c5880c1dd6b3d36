//===- Printer.h - Writing the model as HLO text --------------------------===//
//
// Prints modules, computations and instructions in XLA's own spelling. For a
// module parsed from text that XLA printed, the output is that text byte for
// byte; for any other input the parser accepts, printing is idempotent
// (print(parse(print(x))) == print(x)).
//
//===----------------------------------------------------------------------===//

#ifndef HLOTRACE_TEXT_PRINTER_H
#define HLOTRACE_TEXT_PRINTER_H

#include <string>

#include "hlotrace/IR/Module.h"

namespace hlotrace {

void printModule(const Module &M, std::string &Out);
std::string printModule(const Module &M);
void printComputation(const Computation &C, std::string &Out);
/// One instruction line without indentation or newline.
void printInstruction(const Instruction &I, std::string &Out);

} // namespace hlotrace

#endif // HLOTRACE_TEXT_PRINTER_H
