//===- DumpIndex.h - The files of a dump directory, grouped by module -----===//
//
// A DumpIndex walks a `--xla_dump_to` directory (subfolders included),
// decodes every file name (DumpFileName.h) and groups the files by module:
// one group per (folder, module id, module name), split further when files
// of one group carry different timestamp prefixes (separate runs). Files
// whose names lost the module name, id-less snapshots and attachments whose
// name boundary the file name does not show join the group their id (or
// name) points to. Nothing is read but directory entries, and no file is
// `stat`ed unless its entry is a link (sizes are not known here). A built
// DumpIndex is immutable and safe to read from several threads at once.
//
//===----------------------------------------------------------------------===//

#ifndef HLOTRACE_TRACE_DUMPINDEX_H
#define HLOTRACE_TRACE_DUMPINDEX_H

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "absl/types/span.h"
#include "hlotrace/Trace/DumpFileName.h"

namespace hlotrace {

struct DumpFile {
  /// The path to open (the root joined with RelativePath).
  std::string Path;
  /// Relative to the indexed root, `/`-separated.
  std::string RelativePath;
  DumpFileName Name;
};

/// The files of one module compilation.
struct ModuleFiles {
  /// The folder (relative to the root; empty for the root itself).
  std::string Directory;
  std::optional<int64_t> Id;
  /// Empty when no file of the module carries it (old dumps, long names).
  std::string Name;
  std::optional<uint64_t> Timestamp;
  /// Pass steps by step number, then everything else by kind and name.
  std::vector<DumpFile> Files;
};

class DumpIndex {
public:
  /// Walks `Root` recursively. Unreadable subfolders are skipped and listed
  /// in problems(); a missing or unreadable root is an error.
  static absl::StatusOr<DumpIndex> build(const std::string &Root);
  /// Groups files given as paths relative to `Root` without touching the
  /// file system (tests, file lists from elsewhere).
  static DumpIndex fromFiles(const std::string &Root,
                             std::vector<std::string> RelativePaths);

  const std::string &root() const { return Root; }
  absl::Span<const ModuleFiles> modules() const { return Modules; }
  /// Files that belong to no module (execution_options.txt, ...).
  absl::Span<const DumpFile> otherFiles() const { return Others; }
  /// Folders or entries that could not be read, as messages.
  absl::Span<const std::string> problems() const { return Problems; }
  size_t fileCount() const { return FileCount; }

private:
  std::string Root;
  std::vector<ModuleFiles> Modules;
  std::vector<DumpFile> Others;
  std::vector<std::string> Problems;
  size_t FileCount = 0;
};

} // namespace hlotrace

#endif // HLOTRACE_TRACE_DUMPINDEX_H
