//===- Status.h - Error propagation macros (internal) ---------------------===//
//
// RETURN_IF_ERROR / ASSIGN_OR_RETURN for absl::Status and absl::StatusOr,
// the one way hlotrace's implementation propagates errors.
//
//===----------------------------------------------------------------------===//

#ifndef HLOTRACE_LIB_SUPPORT_STATUS_H
#define HLOTRACE_LIB_SUPPORT_STATUS_H

#include "absl/status/status.h"
#include "absl/status/statusor.h"

#define HLOTRACE_CONCAT_INNER(A, B) A##B
#define HLOTRACE_CONCAT(A, B) HLOTRACE_CONCAT_INNER(A, B)

#define RETURN_IF_ERROR(Expr)                                                  \
  do {                                                                         \
    ::absl::Status HlotraceStatus = (Expr);                                    \
    if (!HlotraceStatus.ok())                                                  \
      return HlotraceStatus;                                                   \
  } while (false)

#define ASSIGN_OR_RETURN(Lhs, Expr)                                            \
  ASSIGN_OR_RETURN_IMPL(HLOTRACE_CONCAT(HlotraceOr, __LINE__), Lhs, Expr)

#define ASSIGN_OR_RETURN_IMPL(Tmp, Lhs, Expr)                                  \
  auto Tmp = (Expr);                                                           \
  if (!Tmp.ok())                                                               \
    return std::move(Tmp).status();                                            \
  Lhs = std::move(*Tmp)

#endif // HLOTRACE_LIB_SUPPORT_STATUS_H
