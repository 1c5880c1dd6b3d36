//===- AttributeCodecs.h - Opcode attributes <-> HloInstructionProto ------===//
//
// The attributes an opcode prints from its own proto fields (`window=`,
// `slice=`, `replica_groups=`, `custom_call_target=`, ...), one codec per
// opcode family, each with its printer (the reader's: proto fields ->
// `name=value` in XLA's print order) next to its parser (the writer's:
// one `name=value` -> proto fields), so a change to a format is made to
// both directions in one file. attributeCodec() registers them by opcode.
//
// Not here, on purpose: the attributes the wire reader decodes in place
// and prints on its hot path (`dimensions=` of broadcast-like ops and sort,
// `index=`, `iota_dimension=`, compare's `direction=`/`type=`, fusion's
// `kind=`; see ProtoReader.cpp), and those every opcode may carry
// (metadata, sharding, frontend and backend attributes, called
// computations), which the writer reads by name. Not installed.
//
//===----------------------------------------------------------------------===//

#ifndef HLOTRACE_LIB_PROTO_ATTRIBUTECODECS_ATTRIBUTECODECS_H
#define HLOTRACE_LIB_PROTO_ATTRIBUTECODECS_ATTRIBUTECODECS_H

#include <cstdint>
#include <string>

#include "Proto/ProtoInternal.h"
#include "absl/status/status.h"
#include "absl/strings/string_view.h"
#include "absl/types/span.h"
#include "hlotrace/IR/Types.h"

namespace hlotrace {
namespace protoio {

/// What a codec's printer reads of one instruction.
struct CodecInput {
  /// The instruction's opcode-specific fields.
  const xla::HloInstructionProto &Proto;
  /// `dimensions`, which the wire reader keeps apart from `Proto`.
  absl::Span<const int64_t> Dimensions;
  /// Where shapes printed in attributes are made.
  Context &Ctx;
};

/// The attributes of one opcode family, both directions.
struct AttributeCodec {
  /// Adds the opcode's attributes to `Add`, in XLA's print order; an error
  /// when a field cannot be printed (a malformed shape).
  absl::Status (*Print)(const CodecInput &In, AttributeSink Add);
  /// Sets the proto field(s) of one printed attribute; false when `Name` is
  /// not one of the codec's (then `P` is untouched, and the writer tries the
  /// attributes any opcode may carry, then stashes what is left).
  bool (*Parse)(absl::string_view Name, absl::string_view Value,
                xla::HloInstructionProto &P);
  /// Print reads `CodecInput::Dimensions`: its output depends on more than
  /// the proto (the reader caches the others' output per proto).
  bool UsesDimensions = false;
};

/// The codec of `Op`; null when `Op` prints no attribute of its own from
/// the proto.
const AttributeCodec *attributeCodec(Opcode Op);

// The families (one .cpp file each).
extern const AttributeCodec kAllGatherCodec, kAllReduceCodec,
    kReduceScatterCodec, kAllToAllCodec, kCollectiveBroadcastCodec,
    kCollectivePermuteCodec, kSendRecvCodec;            // Collectives.cpp
extern const AttributeCodec kConvolutionCodec, kWindowCodec; // Convolution.cpp
extern const AttributeCodec kDotCodec, kGatherCodec,
    kScatterCodec;                                      // DimensionNumbers.cpp
extern const AttributeCodec kSliceCodec, kDynamicSliceCodec,
    kPadCodec;                                          // Slices.cpp
extern const AttributeCodec kCustomCallCodec;           // CustomCall.cpp
extern const AttributeCodec kTriangularSolveCodec,
    kCopyStartCodec;                                    // Misc.cpp
extern const AttributeCodec kFftCodec, kReducePrecisionCodec, kRngCodec,
    kRngBitGeneratorCodec, kRngGetAndUpdateStateCodec, kAsyncCodec,
    kTopKCodec, kBatchNormCodec, kCholeskyCodec;        // Misc.cpp

// Pieces more than one family prints.
/// `{size=3x3 stride=2x2 pad=1_1x1_1 ...}` as XLA prints a Window
/// (Convolution.cpp).
std::string printWindow(const xla::Window &W);
bool parseWindow(absl::string_view V, xla::Window &W);
/// `b01f_01io->b01f` as XLA prints ConvolutionDimensionNumbers
/// (Convolution.cpp).
std::string printDimLabels(const xla::ConvolutionDimensionNumbers &D);
bool parseDimLabels(absl::string_view V, xla::ConvolutionDimensionNumbers &D);
/// `feature_group_count=` and `batch_group_count=` when not 1, then the
/// precision config: convolution's and custom-call's (Convolution.cpp).
void printGroupCountsAndPrecision(const xla::HloInstructionProto &P,
                                  AttributeSink &Add);
/// `window=`, `dim_labels=`, `feature_group_count=`, `batch_group_count=`:
/// convolution's and custom-call's (Convolution.cpp).
bool parseConvolutionFields(absl::string_view N, absl::string_view V,
                            xla::HloInstructionProto &P);
/// `operand_precision=` and `algorithm=` of dot, convolution and custom
/// call, when not the defaults (DimensionNumbers.cpp).
void printPrecisionConfig(const xla::PrecisionConfig &C, AttributeSink Add);
bool parsePrecisionConfig(absl::string_view Name, absl::string_view Value,
                          xla::HloInstructionProto &P);
/// `output_to_operand_aliasing={{0}: (1, {})}` when `P` has any (custom-call
/// prints it among its own attributes, other opcodes after theirs;
/// CustomCall.cpp).
void printAliasing(const xla::HloInstructionProto &P, AttributeSink &Add);
/// Its parser; false (and `P` untouched) when `V` does not parse.
bool parseAliasing(absl::string_view V, xla::HloInstructionProto &P);
/// `(f32[2]{0}, s32[])` -> one ShapeProto per element, with layouts
/// (ProtoWriter.cpp: through the text parser); false when it does not parse.
bool shapesToProto(absl::string_view TupleText,
                   google::protobuf::RepeatedPtrField<xla::ShapeProto> &Out);
/// `true` and `false` as XLA prints a bool attribute.
inline bool parseBool(absl::string_view V) { return V == "true"; }

} // namespace protoio
} // namespace hlotrace

#endif // HLOTRACE_LIB_PROTO_ATTRIBUTECODECS_ATTRIBUTECODECS_H
