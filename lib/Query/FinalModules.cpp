//===- FinalModules.cpp - Finding the final modules of a dump directory ---===//

#include "hlotrace/Query/FinalModules.h"

#include <algorithm>

#include "Support/LLVMInterop.h"
#include "absl/strings/match.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"

namespace hlotrace {

bool isFinalModuleFileName(absl::string_view Path) {
  return absl::EndsWith(Path, "after_optimizations.txt");
}

absl::StatusOr<std::vector<std::string>>
findFinalModuleFiles(const std::string &Dir) {
  std::vector<std::string> Out;
  std::error_code EC;
  llvm::sys::fs::recursive_directory_iterator It(Dir, EC), End;
  for (; !EC && It != End; It.increment(EC)) {
    const std::string &Path = It->path();
    if (It->type() == llvm::sys::fs::file_type::directory_file)
      continue;
    llvm::StringRef Name = llvm::sys::path::filename(Path);
    if (isFinalModuleFileName(toStringView(Name)))
      Out.push_back(Path);
  }
  if (EC)
    return toStatus(EC, Dir, "cannot list directory");
  std::sort(Out.begin(), Out.end());
  return Out;
}

} // namespace hlotrace
