//===- DirWalk.h - Listing the regular files of a folder tree (internal) --===//
//
// The walk behind DumpIndex::build: every regular file under a root, as
// paths relative to it, in the order a depth-first walk meets them.
// Symbolic links are followed, but each folder is entered once.
//
//===----------------------------------------------------------------------===//

#ifndef HLOTRACE_LIB_TRACE_DIRWALK_H
#define HLOTRACE_LIB_TRACE_DIRWALK_H

#include <string>
#include <vector>

#include "absl/status/statusor.h"

namespace hlotrace {

struct DirListing {
  /// `/`-separated, relative to the root, in walk order.
  std::vector<std::string> Files;
  /// Folders or entries that could not be read, as messages.
  std::vector<std::string> Problems;
};

/// Lists the regular files under `Root` (messages and paths join it with
/// `/`; trailing slashes are dropped). Unreadable subfolders and links that
/// lead nowhere are problems; a root that cannot be listed is an error.
absl::StatusOr<DirListing> listRegularFiles(const std::string &Root);

} // namespace hlotrace

#endif // HLOTRACE_LIB_TRACE_DIRWALK_H
