//===- DirWalk.h - Listing the regular files of a folder tree (internal) --===//
//
// The walk behind DumpIndex::build: every regular file under a root, as
// its folder and name, in the order a depth-first walk meets them.
// Symbolic links are followed, but each folder is entered once.
//
//===----------------------------------------------------------------------===//

#ifndef HLOTRACE_LIB_TRACE_DIRWALK_H
#define HLOTRACE_LIB_TRACE_DIRWALK_H

#include <cstdint>
#include <string>
#include <vector>

#include "absl/status/statusor.h"

namespace hlotrace {

struct DirListing {
  /// A folder the walk read: its path relative to the root (`/`-separated,
  /// empty for the root) and its entries' names, each followed by a NUL.
  struct Folder {
    std::string Rel;
    std::string Names;
  };
  std::vector<Folder> Folders;
  /// A regular file: its folder's index in Folders and the offset of its
  /// name in that folder's Names.
  struct File {
    uint32_t Folder;
    uint32_t Name;
  };
  /// In walk order.
  std::vector<File> Files;
  /// Folders or entries that could not be read, as messages.
  std::vector<std::string> Problems;

  /// The path of Files[K], relative to the root.
  std::string relativePath(size_t K) const;
};

/// Lists the regular files under `Root` (messages and paths join it with
/// `/`; trailing slashes are dropped). Unreadable subfolders and links that
/// lead nowhere are problems; a root that cannot be listed is an error.
absl::StatusOr<DirListing> listRegularFiles(const std::string &Root);

} // namespace hlotrace

#endif // HLOTRACE_LIB_TRACE_DIRWALK_H
