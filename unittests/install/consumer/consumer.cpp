// Uses only installed hlotrace headers, as the README shows: parses one
// module and loads one dump directory's pass trace.
#include <iostream>

#include "hlotrace/Query/ModuleStats.h"
#include "hlotrace/Query/TraceQueries.h"
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
  for (const hlotrace::ModuleTrace &Trace : (*T)->modules())
    for (const hlotrace::Step &Step : Trace.steps())
      if (Trace.changed(Step).value_or(false)) {
        auto Module = Trace.module(Step);
        if (!Module.ok())
          return 1;
        ++Changed;
      }
  std::cout << "changed steps " << Changed << "\n";

  // docs/user-guide.md: what the fusion pass changed.
  auto Mod = hlotrace::findModule(**T, "jit_mlp");
  if (!Mod.ok())
    return 1;
  hlotrace::StepSelector Fusion;
  Fusion.Pass = "fusion";
  auto Step = hlotrace::findStep(**Mod, Fusion);
  if (!Step.ok())
    return 1;
  auto D = hlotrace::diffWithPrevious(**Mod, **Step);
  if (!D.ok())
    return 1;
  std::cout << "fusion added computations " << D->Diff.ComputationsAdded
            << "\n";
  return 0;
}
