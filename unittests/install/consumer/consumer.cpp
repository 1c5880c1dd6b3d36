// Uses only installed hlotrace headers, as the README shows: parses one
// module and loads one dump directory's pass trace.
#include <iostream>

#include "hlotrace/Query/ModuleStats.h"
#include "hlotrace/Text/Parser.h"
#include "hlotrace/Text/Printer.h"
#include "hlotrace/Trace/Trace.h"

int main(int Argc, char **Argv) {
  if (Argc != 3)
    return 2;
  auto M = hlotrace::parseModuleFile(Argv[1]);
  if (!M.ok()) {
    std::cerr << M.status().message() << "\n";
    return 1;
  }
  hlotrace::ModuleStats S = hlotrace::computeStats(**M);
  std::cout << "instructions " << S.Instructions << "\n";
  std::cout << "printed " << hlotrace::printModule(**M).size() << " bytes\n";

  auto T = hlotrace::Trace::load(Argv[2]);
  if (!T.ok()) {
    std::cerr << T.status().message() << "\n";
    return 1;
  }
  int Changed = 0;
  for (const auto &Trace : (*T)->modules())
    for (const hlotrace::Step &Step : Trace->steps())
      if (Trace->changed(Step).value_or(false)) {
        auto Snapshot = Trace->snapshot(Step);
        if (!Snapshot.ok())
          return 1;
        ++Changed;
      }
  std::cout << "changed steps " << Changed << "\n";
  return 0;
}
