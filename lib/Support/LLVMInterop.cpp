//===- LLVMInterop.cpp - Where LLVM's types meet hlotrace's ---------------===//

#include "Support/LLVMInterop.h"

#include <cassert>

#include "absl/strings/str_cat.h"

namespace hlotrace {

absl::StatusCode toStatusCode(std::error_code EC) {
  if (EC.category() == std::generic_category() ||
      EC.category() == std::system_category())
    return absl::ErrnoToStatusCode(EC.value());
  return absl::StatusCode::kUnknown;
}

std::string describeError(std::error_code EC, absl::string_view Path) {
  return absl::StrCat(Path, ": ", EC.message());
}

absl::Status toStatus(std::error_code EC, absl::string_view Path,
                      absl::string_view What) {
  assert(EC && "toStatus needs an error");
  return absl::Status(toStatusCode(EC), absl::StrCat(Path, ": error: ", What,
                                                     ": ", EC.message()));
}

} // namespace hlotrace
