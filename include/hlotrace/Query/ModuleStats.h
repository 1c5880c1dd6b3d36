//===- ModuleStats.h - Counting what a module holds -----------------------===//
//
// ModuleStats counts every instruction of every computation (fused
// computations included): by opcode, fusions by kind, custom calls by
// target, and the bytes of all result shapes. `hlotrace stats` prints it.
//
//===----------------------------------------------------------------------===//

#ifndef HLOTRACE_QUERY_MODULESTATS_H
#define HLOTRACE_QUERY_MODULESTATS_H

#include <cstdint>
#include <map>
#include <string>

#include "hlotrace/IR/Module.h"

namespace hlotrace {

struct ModuleStats {
  int64_t Computations = 0;
  int64_t Instructions = 0;
  /// Sum of result-shape bytes over all instructions.
  int64_t ResultBytes = 0;
  /// Keyed by the opcode as written; sorted for stable output.
  std::map<std::string, int64_t> Opcodes;
  std::map<std::string, int64_t> FusionKinds;
  std::map<std::string, int64_t> CustomCallTargets;
};

ModuleStats computeStats(const Module &M);

} // namespace hlotrace

#endif // HLOTRACE_QUERY_MODULESTATS_H
