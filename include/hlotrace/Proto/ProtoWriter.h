//===- ProtoWriter.h - The model as XLA protobuf ---------------------------===//
//
// Writes a Module as xla.HloProto / xla.HloModuleProto (binary or text
// format) with XLA's current id packing: computation id in the upper 32
// bits of each instruction id. Attributes are decoded from their printed
// text into proto fields. Whatever has no proto field (HloModuleConfig
// header attributes, an attribute this writer cannot decode, an elided
// constant `{...}`) is kept, not dropped: under `_hlotrace.`-prefixed keys
// of the instruction's or module's frontend_attributes, which the reader
// turns back into the original text (docs/proto-formats.md).
//
//===----------------------------------------------------------------------===//

#ifndef HLOTRACE_PROTO_PROTOWRITER_H
#define HLOTRACE_PROTO_PROTOWRITER_H

#include <string>

#include "absl/status/status.h"
#include "absl/status/statusor.h"
#include "hlotrace/IR/Module.h"

namespace hlotrace {

struct ProtoWriteOptions {
  /// Keep text that has no proto field in `_hlotrace.*` frontend
  /// attributes (lossless). When false, such text is an error instead.
  bool KeepUnmapped = true;
  /// A constant XLA's text dump printed elided (`{...}`) has no elements
  /// to write, and XLA's loader refuses a literal without them: an error
  /// naming the constant, unless this is set; then the literal holds its
  /// shape only and the text is kept as above (hlotrace reads it back).
  /// A module loaded from a proto keeps such values
  /// (Module::elidedConstantValue()) and writes them whole.
  bool AllowElidedConstants = false;
  /// The header's HloModuleConfig attributes (isModuleConfigAttribute():
  /// `allow_spmd_sharding_propagation_*`, `replica_count`,
  /// `num_partitions`) have no HloModuleProto field, and XLA's own protos
  /// do not hold them. Set, they are kept as above, so that hlotrace reads
  /// the header back whole; unset (the default), they are left out, and
  /// XLA loads the proto without `_hlotrace.*` module attributes.
  bool KeepModuleConfig = false;
};

/// Serialized xla.HloProto (what `--xla_dump_hlo_as_proto` writes).
absl::StatusOr<std::string> writeHloProto(const Module &M,
                                          const ProtoWriteOptions &O = {});
/// Serialized xla.HloModuleProto (what JAX's serialized modules hold).
absl::StatusOr<std::string> writeHloModuleProto(const Module &M,
                                                const ProtoWriteOptions &O = {});
/// xla.HloProto in protobuf text format.
absl::StatusOr<std::string> writeHloProtoText(const Module &M,
                                              const ProtoWriteOptions &O = {});

/// Writes `M` to `Path`, the format chosen by extension: `.txt`, `.hlo` ->
/// HLO text; `.pb` -> binary HloProto; `.pbtxt`, `.textproto` -> text
/// HloProto; a further `.gz` compresses with gzip (`x.hlo.pb.gz`).
absl::Status writeModuleFile(const Module &M, const std::string &Path,
                             const ProtoWriteOptions &O = {});

} // namespace hlotrace

#endif // HLOTRACE_PROTO_PROTOWRITER_H
