//===- FileBuffer.cpp - Memory-mapped input files -------------------------===//

#include "Support/FileBuffer.h"

#include "Support/LLVMInterop.h"
#include "absl/status/status.h"
#include "absl/strings/str_cat.h"
#include "llvm/Support/FileSystem.h"
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

absl::StatusOr<std::unique_ptr<FileBuffer>> openFile(const std::string &Path) {
  // Only regular files: a FIFO would block the open forever and a device
  // such as /dev/zero reports size 0 and streams without end.
  llvm::sys::fs::file_status St;
  if (std::error_code EC = llvm::sys::fs::status(Path, St))
    return toStatus(EC, Path, "cannot read file");
  if (St.type() == llvm::sys::fs::file_type::directory_file)
    return absl::InvalidArgumentError(
        absl::StrCat(Path, ": error: is a directory, not a file"));
  if (St.type() != llvm::sys::fs::file_type::regular_file)
    return absl::InvalidArgumentError(
        absl::StrCat(Path, ": error: not a regular file"));
  auto B = llvm::MemoryBuffer::getFile(Path, /*IsText=*/false,
                                       /*RequiresNullTerminator=*/true);
  if (!B)
    return toStatus(B.getError(), Path, "cannot read file");
  return std::make_unique<MappedFile>(std::move(*B), Path);
}

std::unique_ptr<FileBuffer> fileBufferFromString(std::string Bytes,
                                                 std::string Name) {
  return std::make_unique<OwnedBytes>(std::move(Bytes), std::move(Name));
}

} // namespace hlotrace
