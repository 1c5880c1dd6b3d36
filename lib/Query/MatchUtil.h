//===- MatchUtil.h - Shared helpers for matching across snapshots ---------===//
//
// Small comparisons used by the diff and roll-up queries: shapes across
// Contexts and metadata op_name without a full decode; the search for a
// computation's twin at a call site that lineage makes twice. Internal to
// lib/Query.
//
//===----------------------------------------------------------------------===//

#ifndef HLOTRACE_LIB_QUERY_MATCHUTIL_H
#define HLOTRACE_LIB_QUERY_MATCHUTIL_H

#include <cstdint>
#include <string>

#include "absl/functional/function_ref.h"
#include "absl/types/span.h"
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

/// The twin of a computation across two snapshots: among the callees offered
/// (each the one a candidate caller calls at the computation's call-site
/// position), the only one, other than `Self`, whose content hash is `Hash`.
/// Two different ones clash: then there is none.
class TwinCallee {
public:
  TwinCallee(const Computation *Self, uint64_t Hash) : Self(Self), Hash(Hash) {}

  /// Offers `Callees[Position]` (nothing when out of range or null);
  /// `HashOf` gives its content hash, asked only of a new candidate.
  void offer(absl::Span<const Computation *const> Callees, size_t Position,
             absl::FunctionRef<uint64_t(const Computation &)> HashOf);

  /// The twin, or null (none offered, or a clash).
  const Computation *found() const { return Clash ? nullptr : Found; }

private:
  const Computation *Self;
  uint64_t Hash;
  const Computation *Found = nullptr;
  bool Clash = false;
};

} // namespace hlotrace::query

#endif // HLOTRACE_LIB_QUERY_MATCHUTIL_H
