//===- OwnerRules.h - The owner rule table, as C++ (internal) -------------===//
//
// The rows of OwnerRules.def as a constexpr array, and the lookup the
// classifier and the hand-off attribution share. First matching row wins.
//
//===----------------------------------------------------------------------===//

#ifndef HLOTRACE_LIB_QUERY_OWNERRULES_H
#define HLOTRACE_LIB_QUERY_OWNERRULES_H

#include <cstdint>

#include "absl/strings/string_view.h"
#include "hlotrace/Query/Ownership.h"

namespace hlotrace {

enum class RuleKind : uint8_t { Opcode, CallTarget, FusionKind };
/// Any; Gpu is Cuda or Rocm.
enum class RuleBackend : uint8_t { Any, Gpu, Cuda, Rocm, Cpu, Tpu };
enum class RuleAction : uint8_t { Own, Hero };

struct OwnerRule {
  RuleKind Kind;
  absl::string_view Key;
  RuleBackend For;
  RuleAction Action;
  Owner Who;
  absl::string_view Target;
};

/// The first row of kind `Kind` that applies to backend `B` and whose key
/// matches `Text`, or null.
const OwnerRule *findRule(RuleKind Kind, absl::string_view Text, Backend B);

} // namespace hlotrace

#endif // HLOTRACE_LIB_QUERY_OWNERRULES_H
