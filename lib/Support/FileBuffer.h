//===- FileBuffer.h - Memory-mapped input files (internal) ----------------===//
//
// The one place hlotrace reads files: llvm::MemoryBuffer maps them (NUL
// terminated), and failures become absl::Status naming the path. This header
// keeps LLVM types out of every other file.
//
//===----------------------------------------------------------------------===//

#ifndef HLOTRACE_LIB_SUPPORT_FILEBUFFER_H
#define HLOTRACE_LIB_SUPPORT_FILEBUFFER_H

#include <memory>
#include <string>

#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"

namespace hlotrace {

/// A read-only view of a whole file that stays mapped while this lives.
class FileBuffer {
public:
  virtual ~FileBuffer() = default;
  /// The file's bytes; data()[size()] is a NUL byte.
  virtual absl::string_view contents() const = 0;
  const std::string &path() const { return Path; }

protected:
  std::string Path;
};

/// Opens `Path`, memory-mapping it when the file is large enough.
absl::StatusOr<std::unique_ptr<FileBuffer>> openFile(const std::string &Path);

/// Reads the whole of `Path` into `Into` (replacing what it held; its
/// capacity is kept, so a caller that reads many files reuses one buffer).
/// The same checks and messages as openFile.
absl::Status readFileInto(const std::string &Path, std::string &Into);

/// Wraps bytes already in memory (decompressed data, tests).
std::unique_ptr<FileBuffer> fileBufferFromString(std::string Bytes,
                                                 std::string Name);

} // namespace hlotrace

#endif // HLOTRACE_LIB_SUPPORT_FILEBUFFER_H
