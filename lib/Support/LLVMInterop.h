//===- LLVMInterop.h - Where LLVM's types meet hlotrace's (internal) ------===//
//
// hlotrace speaks Abseil (absl::string_view, absl::Status); LLVM's Support
// library, used inside lib/ and by the tool for files, paths, JSON, regexes
// and command lines, speaks llvm::StringRef and std::error_code.
// With Debian's Abseil 20220623 absl::string_view is its own type, not
// convertible to llvm::StringRef, so every crossing goes through one of these
// conversions and nowhere else. No public header includes this file.
//
// No llvm::Error reaches a Status today: the two llvm::json::parse failures
// (BackendConfig.cpp, the tool's `where --json`) mean "no config" and are
// consumed where they happen.
//
//===----------------------------------------------------------------------===//

#ifndef HLOTRACE_LIB_SUPPORT_LLVMINTEROP_H
#define HLOTRACE_LIB_SUPPORT_LLVMINTEROP_H

#include <string>
#include <system_error>

#include "absl/status/status.h"
#include "absl/strings/string_view.h"
#include "llvm/ADT/StringRef.h"

namespace hlotrace {

/// A view of the same bytes; nothing is copied.
inline llvm::StringRef toStringRef(absl::string_view S) {
  return {S.data(), S.size()};
}

/// A view of the same bytes; nothing is copied.
inline absl::string_view toStringView(llvm::StringRef S) {
  return {S.data(), S.size()};
}

/// The canonical code for a file-system error: errno values map as
/// absl::ErrnoToStatusCode maps them (ENOENT is NotFound, EACCES
/// PermissionDenied, ...); an error of another category is Unknown.
absl::StatusCode toStatusCode(std::error_code EC);

/// `PATH: REASON`, the form of one entry in a list of problems.
std::string describeError(std::error_code EC, absl::string_view Path);

/// `PATH: error: WHAT: REASON` with toStatusCode(EC). `EC` must be an error.
absl::Status toStatus(std::error_code EC, absl::string_view Path,
                      absl::string_view What);

} // namespace hlotrace

#endif // HLOTRACE_LIB_SUPPORT_LLVMINTEROP_H
