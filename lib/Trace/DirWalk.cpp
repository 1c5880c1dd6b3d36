//===- DirWalk.cpp - Listing the regular files of a folder tree -----------===//
//
// PERF NOTE: a dump tree can hold 100k files in a handful of folders, and a
// `stat` per file cost as much CPU as reading half of them (about 2 us each,
// most of it the name lookup in a large folder). readdir already says what
// an entry is (d_type), so only links and entries of unknown type are
// `stat`ed; llvm::sys::fs's iterator has no such mode without a `stat` per
// entry, hence plain POSIX here. Each folder is read whole and closed
// before the walk goes on, so a deep tree holds no descriptors open.
//
//===----------------------------------------------------------------------===//

#include "DirWalk.h"

#include <dirent.h>
#include <sys/stat.h>

#include <cerrno>
#include <cstdint>
#include <set>
#include <system_error>
#include <utility>

#include "absl/status/status.h"
#include "Support/LLVMInterop.h"
#include "absl/strings/str_cat.h"

namespace hlotrace {
namespace {

std::error_code lastError() {
  return std::error_code(errno, std::generic_category());
}

/// One folder being walked: its index in DirListing::Folders, its
/// entries (offset of the name, d_type) and the next one to look at.
struct Walking {
  uint32_t Folder = 0;
  std::vector<std::pair<uint32_t, unsigned char>> Entries;
  size_t Next = 0;
};

/// Reads the names of the folder at `Path` into `Names` and its entries
/// into `Entries`, unless the folder (by device and inode) was read
/// before: then `Seen` is set.
std::error_code
readFolder(const std::string &Path, std::string &Names,
           std::vector<std::pair<uint32_t, unsigned char>> &Entries,
           std::set<std::pair<dev_t, ino_t>> &Visited, bool &Seen) {
  DIR *D = ::opendir(Path.c_str());
  if (!D)
    return lastError();
  struct stat St;
  if (::fstat(::dirfd(D), &St) != 0) {
    std::error_code EC = lastError();
    ::closedir(D);
    return EC;
  }
  Seen = !Visited.insert({St.st_dev, St.st_ino}).second;
  if (Seen) {
    ::closedir(D);
    return {};
  }
  while (true) {
    errno = 0; // readdir returns null at the end and on errors alike
    const struct dirent *E = ::readdir(D);
    if (!E)
      break;
    const char *N = E->d_name;
    if (N[0] == '.' && (!N[1] || (N[1] == '.' && !N[2])))
      continue;
    Entries.emplace_back(static_cast<uint32_t>(Names.size()), E->d_type);
    Names.append(N);
    Names.push_back('\0');
  }
  std::error_code EC = errno ? lastError() : std::error_code();
  ::closedir(D);
  return EC;
}

} // namespace

std::string DirListing::relativePath(size_t K) const {
  const Folder &F = Folders[Files[K].Folder];
  const char *Name = F.Names.c_str() + Files[K].Name;
  return F.Rel.empty() ? std::string(Name) : absl::StrCat(F.Rel, "/", Name);
}

absl::StatusOr<DirListing> listRegularFiles(const std::string &Root) {
  std::string R = Root; // the root as paths and messages name it
  while (R.size() > 1 && R.back() == '/')
    R.pop_back();
  auto Join = [&R](const std::string &Rel) {
    return Rel.empty() ? R : absl::StrCat(R, "/", Rel);
  };
  DirListing Out;
  std::set<std::pair<dev_t, ino_t>> Visited;
  std::vector<Walking> Stack(1);
  bool Seen = false;
  Out.Folders.emplace_back();
  if (std::error_code EC = readFolder(R, Out.Folders.back().Names,
                                      Stack.back().Entries, Visited, Seen))
    return toStatus(EC, Root, "cannot list directory");
  while (!Stack.empty()) {
    Walking &W = Stack.back();
    if (W.Next == W.Entries.size()) {
      Stack.pop_back();
      continue;
    }
    auto [Offset, Type] = W.Entries[W.Next++];
    uint32_t FolderAt = W.Folder;
    if (Type == DT_REG) {
      Out.Files.push_back({FolderAt, Offset});
      continue;
    }
    if (Type != DT_DIR && Type != DT_LNK && Type != DT_UNKNOWN)
      continue; // FIFOs, sockets, devices: never read
    const DirListing::Folder &F = Out.Folders[FolderAt];
    std::string Rel = F.Rel.empty()
                          ? std::string(F.Names.c_str() + Offset)
                          : absl::StrCat(F.Rel, "/", F.Names.c_str() + Offset);
    if (Type != DT_DIR) {
      // A link (followed) or a file system that does not fill d_type.
      struct stat St;
      if (::stat(Join(Rel).c_str(), &St) != 0) {
        Out.Problems.push_back(describeError(lastError(), Join(Rel)));
        continue;
      }
      if (S_ISREG(St.st_mode)) {
        Out.Files.push_back({FolderAt, Offset});
        continue;
      }
      if (!S_ISDIR(St.st_mode))
        continue;
    }
    // A folder. A link back up the tree would otherwise be walked until
    // ELOOP, and two such links give 2^40 paths.
    DirListing::Folder Sub;
    Sub.Rel = std::move(Rel);
    Walking SubWalk;
    std::string Path = Join(Sub.Rel);
    if (std::error_code EC =
            readFolder(Path, Sub.Names, SubWalk.Entries, Visited, Seen)) {
      Out.Problems.push_back(describeError(EC, Path));
      continue;
    }
    if (Seen) {
      Out.Problems.push_back(
          absl::StrCat(Path, ": skipped: a link to a folder already read"));
      continue;
    }
    SubWalk.Folder = static_cast<uint32_t>(Out.Folders.size());
    Out.Folders.push_back(std::move(Sub)); // F is not used past this point
    Stack.push_back(std::move(SubWalk));   // nor W
  }
  return Out;
}

} // namespace hlotrace
