//===- FinalModules.cpp - Finding the final modules of a dump directory ---===//

#include "hlotrace/Query/FinalModules.h"

#include <algorithm>

#include "absl/strings/match.h"
#include "absl/strings/str_cat.h"
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
    if (isFinalModuleFileName(absl::string_view(Name.data(), Name.size())))
      Out.push_back(Path);
  }
  if (EC)
    return absl::NotFoundError(absl::StrCat(Dir, ": ", EC.message()));
  std::sort(Out.begin(), Out.end());
  return Out;
}

} // namespace hlotrace
