//===- MatchUtil.h - Shared helpers for matching across snapshots ---------===//
//
// Small comparisons used by the diff and roll-up queries: shapes across
// Contexts and metadata op_name without a full decode. Internal to
// lib/Query.
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

} // namespace hlotrace::query

#endif // HLOTRACE_LIB_QUERY_MATCHUTIL_H
