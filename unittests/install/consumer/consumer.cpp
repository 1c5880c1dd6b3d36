// Parses a module given on the command line and prints its stats, using
// only installed hlotrace headers.
#include <iostream>

#include "hlotrace/Query/ModuleStats.h"
#include "hlotrace/Text/Parser.h"
#include "hlotrace/Text/Printer.h"

int main(int Argc, char **Argv) {
  if (Argc != 2)
    return 2;
  auto M = hlotrace::parseModuleFile(Argv[1]);
  if (!M.ok()) {
    std::cerr << M.status().message() << "\n";
    return 1;
  }
  hlotrace::ModuleStats S = hlotrace::computeStats(**M);
  std::cout << "instructions " << S.Instructions << "\n";
  std::cout << "printed " << hlotrace::printModule(**M).size() << " bytes\n";
  return 0;
}
