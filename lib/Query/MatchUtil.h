//===- MatchUtil.h - Shared helpers for matching across snapshots ---------===//
//
// Small comparisons used by the diff, history and provenance queries:
// shapes across Contexts, metadata op_name without a full decode, and the
// signature that says an instruction inside a fused computation is a clone
// of one outside it. Internal to lib/Query.
//
//===----------------------------------------------------------------------===//

#ifndef HLOTRACE_LIB_QUERY_MATCHUTIL_H
#define HLOTRACE_LIB_QUERY_MATCHUTIL_H

#include <string>

#include "hlotrace/IR/Module.h"

namespace hlotrace::query {

/// Shapes are interned per Context; modules from two Contexts compare by
/// value.
inline bool sameShape(const Shape *A, const Shape *B) {
  if (A == B)
    return true;
  return A && B && *A == *B;
}

/// Shape without layout (fusion may pick another layout for a clone).
std::string shapeKey(const Shape *S);

/// The `op_name` of `metadata={...}`, or empty.
std::string opNameOf(const Instruction &I);

/// How well `Clone` (inside a fused computation) looks like a clone of
/// `Orig` (outside it): 0 for not at all; higher is better. Requires the
/// same opcode; rewards equal op_name, shape and name stem.
int cloneScore(const Instruction &Orig, const Instruction &Clone);

} // namespace hlotrace::query

#endif // HLOTRACE_LIB_QUERY_MATCHUTIL_H
