//===- ProtoInternal.h - Shared helpers of the proto reader/writer -------===//
//
// The one place protobuf types meet the model: shape and literal
// conversion, and XLA's text spellings of proto fields (sharding, metadata,
// frontend attributes, replica groups). Not installed.
//
//===----------------------------------------------------------------------===//

#ifndef HLOTRACE_LIB_PROTO_PROTOINTERNAL_H
#define HLOTRACE_LIB_PROTO_PROTOINTERNAL_H

#include <functional>
#include <optional>
#include <string>

#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"
#include "absl/types/span.h"
#if HLOTRACE_HAVE_PROTOBUF_LOG_SILENCER
#include "google/protobuf/stubs/logging.h"
#endif
#include "hlo.pb.h"
#include "hlotrace/IR/Context.h"
#include "hlotrace/Proto/Literal.h"
#include "hlotrace/Proto/ProtoReader.h"
#include "hlotrace/Proto/ProtoWriter.h"
#include "xla_data.pb.h"

namespace hlotrace {

// Fields XLA has deprecated but older dumps still carry. hlotrace reads them
// on purpose, so that those dumps load; these accessors are the only reads,
// and the only place the deprecation warning is silenced.
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wdeprecated-declarations"
/// HloInstructionProto.replica_groups (now collective_device_list).
inline const google::protobuf::RepeatedPtrField<xla::ReplicaGroup> &
legacyReplicaGroups(const xla::HloInstructionProto &P) {
  return P.replica_groups();
}
/// OpMetadata.profile_type.
inline const google::protobuf::RepeatedField<int> &
legacyProfileTypes(const xla::OpMetadata &M) {
  return M.profile_type();
}
#pragma GCC diagnostic pop

/// libprotobuf logs to stderr on input it dislikes (a string field that is
/// not UTF-8, when parsing or serializing). The library never prints, so
/// every parse and serialize runs while one of these is alive; it silences
/// libprotobuf's non-fatal messages without replacing the caller's handler.
/// protobuf 22+ logs through Abseil instead and has no scoped silencer
/// (LogSilencer and SetLogHandler are gone). There this is a no-op and
/// libprotobuf may still log through Abseil, though little reaches it:
/// binary input goes through the wire reader (ProtoRecords.cpp), which
/// checks UTF-8 itself, and the writer refuses non-UTF-8 strings before it
/// serializes (ProtoWriter.cpp); text protos still go through libprotobuf.
#if HLOTRACE_HAVE_PROTOBUF_LOG_SILENCER
using QuietProtobuf = google::protobuf::LogSilencer;
#else
struct QuietProtobuf {
  QuietProtobuf() {} // Not `= default`: no unused-variable warning.
};
#endif

/// Friend of Literal and Snapshot: builds them from protos.
class LiteralBuilder {
public:
  static absl::StatusOr<Literal> fromProto(Context &Ctx,
                                           const xla::LiteralProto &P,
                                           int Depth = 0);
  static void setSnapshot(ExecutionSnapshot &S, std::shared_ptr<Context> Ctx,
                          std::vector<Literal> Args,
                          std::optional<Literal> Result,
                          std::string Platform);
};

namespace protoio {

/// ShapeProto -> interned Shape. `WithLayout` false drops layouts
/// (program-shape signatures print without them).
absl::StatusOr<const Shape *> convertShape(Context &Ctx,
                                           const xla::ShapeProto &P,
                                           bool WithLayout = true,
                                           int Depth = 0);
/// The same shape without any layout.
const Shape *stripLayout(Context &Ctx, const Shape *S);
/// Shape -> ShapeProto (layouts as XLA writes them).
void shapeToProto(const Shape &S, xla::ShapeProto &P);

/// XLA's float spelling: shortest of %.{6,9}g (float) / %.{15,17}g
/// (double) that round-trips; `inf`, `-inf`, `nan`, `-nan`.
std::string roundTripFloat(float V);
std::string roundTripDouble(double V);
/// C escaping as absl::CEscape does it.
std::string cEscape(absl::string_view S);
std::string quoted(absl::string_view S);

/// The comparison type XLA assumes for `compare` on `T` (`FLOAT`, `SIGNED`
/// or `UNSIGNED`); a `type=` that differs from it is printed.
std::string defaultComparisonType(ElementType T);
std::string metadataToString(const xla::OpMetadata &M);
struct WireInput;
/// The encoded OpMetadata `Bytes` as `{...}` (metadataToString() in braces;
/// empty when that is empty), straight from the wire. `Offset` (of the
/// instruction) and `In` name a string that is not UTF-8.
absl::Status metadataFromWire(absl::string_view Bytes, size_t Offset,
                              const WireInput &In, std::string &Out);
std::string shardingToString(const xla::OpSharding &S);
std::string frontendAttributesToString(const xla::FrontendAttributes &F);
std::string int64List(const google::protobuf::RepeatedField<int64_t> &L);
std::string int64List(absl::Span<const int64_t> L);

/// An integer attribute value (surrounding blanks allowed).
std::optional<int64_t> toInt(absl::string_view S);
/// Appends the integers of `{1,2,3}` to `F`; false when it is not a list.
bool setIntList(absl::string_view Text,
                google::protobuf::RepeatedField<int64_t> *F);

/// Where a codec's printer puts `name=value` attributes, in print order.
using AttributeSink =
    std::function<void(absl::string_view Name, absl::string_view Value)>;

/// The writer's message, for tests that compare messages.
absl::StatusOr<xla::HloModuleProto> moduleToProto(const Module &M,
                                                  const ProtoWriteOptions &O);

} // namespace protoio
} // namespace hlotrace

#endif // HLOTRACE_LIB_PROTO_PROTOINTERNAL_H
