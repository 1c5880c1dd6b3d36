//===- FileBuffer.cpp - Memory-mapped input files -------------------------===//

#include "Support/FileBuffer.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <system_error>

#include "Support/LLVMInterop.h"
#include "absl/status/status.h"
#include "absl/strings/str_cat.h"
#include "llvm/Support/MemoryBuffer.h"

namespace hlotrace {
namespace {

class MappedFile final : public FileBuffer {
public:
  MappedFile(std::unique_ptr<llvm::MemoryBuffer> B, std::string P)
      : Buffer(std::move(B)) {
    Path = std::move(P);
  }
  absl::string_view contents() const override {
    return {Buffer->getBufferStart(), Buffer->getBufferSize()};
  }

private:
  std::unique_ptr<llvm::MemoryBuffer> Buffer;
};

class OwnedBytes final : public FileBuffer {
public:
  OwnedBytes(std::string B, std::string P) : Bytes(std::move(B)) {
    Path = std::move(P);
  }
  absl::string_view contents() const override { return Bytes; }

private:
  std::string Bytes; // std::string keeps a NUL after size().
};

} // namespace

namespace {

absl::Status cannotRead(const std::string &Path, int Errno) {
  return toStatus(std::error_code(Errno, std::generic_category()), Path,
                  "cannot read file");
}

/// An open descriptor of a regular file, closed when this goes.
class OpenFile {
public:
  ~OpenFile() {
    if (Fd >= 0)
      ::close(Fd);
  }
  /// Only regular files: a FIFO would block a plain open forever (hence
  /// O_NONBLOCK, which regular files ignore) and a device such as /dev/zero
  /// reports size 0 and streams without end. One open and one fstat: the
  /// path is looked up once.
  absl::Status open(const std::string &Path) {
    Fd = ::open(Path.c_str(), O_RDONLY | O_NONBLOCK | O_CLOEXEC);
    if (Fd < 0)
      return cannotRead(Path, errno);
    struct stat St;
    if (::fstat(Fd, &St) != 0)
      return cannotRead(Path, errno);
    if (S_ISDIR(St.st_mode))
      return absl::InvalidArgumentError(
          absl::StrCat(Path, ": error: is a directory, not a file"));
    if (!S_ISREG(St.st_mode))
      return absl::InvalidArgumentError(
          absl::StrCat(Path, ": error: not a regular file"));
    Size = static_cast<uint64_t>(St.st_size);
    return absl::OkStatus();
  }
  int Fd = -1;
  uint64_t Size = 0;
};

} // namespace

absl::StatusOr<std::unique_ptr<FileBuffer>> openFile(const std::string &Path) {
  OpenFile F;
  if (absl::Status S = F.open(Path); !S.ok())
    return S;
  auto B = llvm::MemoryBuffer::getOpenFile(F.Fd, Path, F.Size,
                                           /*RequiresNullTerminator=*/true);
  if (!B)
    return toStatus(B.getError(), Path, "cannot read file");
  return std::make_unique<MappedFile>(std::move(*B), Path);
}

absl::Status readFileInto(const std::string &Path, std::string &Into) {
  OpenFile F;
  if (absl::Status S = F.open(Path); !S.ok())
    return S;
  // PERF NOTE: sized from fstat plus one byte, so a file that did not grow
  // since is read by one read() that comes back short; a growing file
  // doubles the buffer and reads on until read() says the end.
  Into.resize(F.Size + 1);
  size_t Got = 0;
  while (true) {
    if (Got == Into.size())
      Into.resize(Into.size() * 2);
    ssize_t N = ::read(F.Fd, Into.data() + Got, Into.size() - Got);
    if (N < 0) {
      if (errno == EINTR)
        continue;
      return cannotRead(Path, errno);
    }
    size_t Asked = Into.size() - Got;
    Got += static_cast<size_t>(N);
    if (N == 0 || static_cast<size_t>(N) < Asked)
      break;
  }
  Into.resize(Got);
  return absl::OkStatus();
}

std::unique_ptr<FileBuffer> fileBufferFromString(std::string Bytes,
                                                 std::string Name) {
  return std::make_unique<OwnedBytes>(std::move(Bytes), std::move(Name));
}

} // namespace hlotrace
