//===- ProtoReader.h - XLA protobuf dumps into the model -----------------===//
//
// Reads the protobuf forms XLA writes (HloProto `.hlo.pb`, HloModuleProto
// from JAX's `as_serialized_hlo_module_proto()`, HloSnapshot execution
// snapshots, and any of them as text proto) into the same Module the text
// parser builds. Ids are resolved into names and pointers; every attribute
// is synthesised as XLA prints it, so printModule() of the result is XLA's
// own text for that module. No protobuf type appears in this header.
//
// Errors are absl::InvalidArgumentError `NAME: what is wrong`.
//
//===----------------------------------------------------------------------===//

#ifndef HLOTRACE_PROTO_PROTOREADER_H
#define HLOTRACE_PROTO_PROTOREADER_H

#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"
#include "hlotrace/IR/Module.h"
#include "hlotrace/Proto/Literal.h"

namespace hlotrace {

struct ProtoReadOptions {
  /// Where interned strings and shapes go; a fresh Context when null.
  std::shared_ptr<Context> Ctx;
  /// Header attributes that live in XLA's HloModuleConfig rather than in
  /// HloModuleProto (`allow_spmd_sharding_propagation_to_parameters`,
  /// `..._to_output`, `replica_count`, `num_partitions`), as name and
  /// printed value. They are placed at XLA's position in the header and
  /// replace what the proto implies. Empty: only what the proto holds.
  std::vector<std::pair<std::string, std::string>> ConfigAttributes;
  /// Print an async op that wraps one instruction (besides parameters) as
  /// that op's `-start`/`-update`/`-done` with its attributes, leaving the
  /// wrapped computation out, as HloModule::ToString() does by default
  /// (jaxlib's `to_string()`). Off, as XLA's dumps print them
  /// (`--xla_syntax_sugar_async_ops` is off by default): `async-start(...),
  /// calls=%wrapped`, so that a dump's .hlo.pb prints as its .txt.
  bool SyntaxSugarAsyncOps = false;
  /// Keep the computations' and instructions' unique ids
  /// (Module::protoIds()), which writing the module back to protobuf then
  /// reuses (hlotrace convert). Off: 8 bytes an instruction that only a
  /// writer needs.
  bool KeepUniqueIds = false;
};

/// What a module file holds: HLO text or one of XLA's protobuf messages.
enum class FileFormat {
  HloText,        ///< `HloModule ...` text.
  HloProto,       ///< xla.HloProto (`--xla_dump_hlo_as_proto`).
  HloModuleProto, ///< xla.HloModuleProto (JAX serialized module).
  HloSnapshot,    ///< xla.HloSnapshot (`--xla_dump_hlo_snapshots`).
};
absl::string_view fileFormatName(FileFormat F);

/// Arguments and result of one execution (xla::HloSnapshot).
class ExecutionSnapshot {
public:
  absl::Span<const Literal> arguments() const { return Arguments; }
  /// Null when the snapshot has no result.
  const Literal *result() const { return HasResult ? &Result : nullptr; }
  absl::string_view executionPlatform() const { return Platform; }
  /// Keeps the literals' shapes alive.
  std::shared_ptr<Context> sharedContext() const { return Ctx; }

private:
  friend class LiteralBuilder;
  std::shared_ptr<Context> Ctx;
  std::vector<Literal> Arguments;
  Literal Result;
  bool HasResult = false;
  std::string Platform;
};

/// A module read from a file or buffer, with the execution data when the
/// message was an HloSnapshot.
struct LoadedFile {
  std::unique_ptr<Module> M;
  /// Arguments and result when the file was an HloSnapshot.
  std::optional<ExecutionSnapshot> Snap;
  FileFormat Format = FileFormat::HloText;
  bool Gzipped = false;
  /// The protobuf was in text format (`.pbtxt`).
  bool TextProto = false;
};

/// Parses binary `Bytes` as the protobuf message `Format` (InvalidArgument
/// for HloText). `BufferName` names the input in errors.
absl::StatusOr<LoadedFile> readProtoBytes(absl::string_view Bytes,
                                          FileFormat Format,
                                          absl::string_view BufferName,
                                          const ProtoReadOptions &Options = {});
/// Parses protobuf text format holding `Format`.
absl::StatusOr<LoadedFile> readProtoText(absl::string_view Text,
                                         FileFormat Format,
                                         absl::string_view BufferName,
                                         const ProtoReadOptions &Options = {});

/// Shorthands for the common case.
absl::StatusOr<std::unique_ptr<Module>>
moduleFromProtoBytes(absl::string_view Bytes, absl::string_view BufferName,
                     const ProtoReadOptions &Options = {});

} // namespace hlotrace

#endif // HLOTRACE_PROTO_PROTOREADER_H
