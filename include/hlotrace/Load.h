//===- Load.h - One entry point for every module file ---------------------===//
//
// loadFile() reads a file and recognises by content, not name: gzip (magic
// 1f 8b, inflated first), HLO text (optional whitespace and `//` or `/* */`
// comments, then `HloModule`), protobuf text format, and binary HloProto,
// HloSnapshot or HloModuleProto (the message whose required structure
// parses is taken; see docs/proto-formats.md for the rules).
//
//===----------------------------------------------------------------------===//

#ifndef HLOTRACE_LOAD_H
#define HLOTRACE_LOAD_H

#include <cstdint>
#include <memory>
#include <optional>
#include <string>

#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"
#include "hlotrace/IR/Module.h"
#include "hlotrace/Proto/ProtoReader.h"
#include "hlotrace/Text/SourceLocations.h"

namespace hlotrace {

// FileFormat and LoadedFile are declared in hlotrace/Proto/ProtoReader.h.

struct LoadOptions {
  /// Where interned strings and shapes go; a fresh Context when null.
  std::shared_ptr<Context> Ctx;
  /// Passed to the proto reader (HloModuleConfig header attributes).
  ProtoReadOptions Proto;
  /// Limits on the inflated size of a gzip file: at most MaxInflatedBytes,
  /// and at most MaxInflateRatio times the compressed size plus 64 MiB. Real
  /// dumps inflate 3-20x; a gzip bomb about 1000x.
  size_t MaxInflatedBytes = size_t(1) << 30;
  uint64_t MaxInflateRatio = 64;
  /// Filled with where the module's parts were written when the file is HLO
  /// text (gzipped or not); left empty for protobufs, which have no lines.
  SourceLocations *Locations = nullptr;
};

/// Reads and recognises `Path`. Errors name the file.
absl::StatusOr<LoadedFile> loadFile(const std::string &Path,
                                    const LoadOptions &Options = {});
/// The same for bytes already in memory; `Name` is used in errors.
absl::StatusOr<LoadedFile> loadBytes(absl::string_view Bytes,
                                     absl::string_view Name,
                                     const LoadOptions &Options = {});

/// Inflates gzip (or zlib) data. Errors name `Name`.
absl::StatusOr<std::string> gunzip(absl::string_view Bytes,
                                   absl::string_view Name,
                                   size_t MaxBytes = size_t(1) << 30);
/// Compresses to the gzip format.
absl::StatusOr<std::string> gzip(absl::string_view Bytes);

} // namespace hlotrace

#endif // HLOTRACE_LOAD_H
