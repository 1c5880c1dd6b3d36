//===- ProtoRecords.h - The fields of a module the reader keeps -----------===//
//
// What the model needs of an HloModuleProto, flat: one record per
// computation and per instruction, with names, opcode and metadata as
// views, ids in one pooled array, and each instruction's remaining fields
// (the opcode-specific ones) as a small libprotobuf message.
//
// Two front ends fill it. scanModuleBytes() walks the binary wire format
// itself and hands over each computation as soon as its records are made:
// the fields in InstrRecord are decoded in place, shapes and metadata stay
// encoded (the reader interns them by their bytes, so a repeated shape costs
// one hash lookup), and only the other fields go through libprotobuf.
// recordsFromMessage() takes a decoded message (text protos). Both keep
// libprotobuf's semantics: last value wins, repeated fields packed or not,
// a singular message given twice is merged, a field of an unexpected wire
// type is an unknown field, proto3 strings must be UTF-8. Not installed.
//
//===----------------------------------------------------------------------===//

#ifndef HLOTRACE_LIB_PROTO_PROTORECORDS_H
#define HLOTRACE_LIB_PROTO_PROTORECORDS_H

#include <algorithm>
#include <cstdint>
#include <deque>
#include <string>
#include <vector>

#include "Support/StringHash.h"
#include "absl/container/flat_hash_map.h"
#include "absl/functional/function_ref.h"
#include "absl/status/status.h"
#include "absl/strings/string_view.h"
#include "absl/types/span.h"
#include "hlo.pb.h"

namespace hlotrace {
namespace protoio {

/// Deepest message nesting accepted in binary and text protos. Real modules
/// nest a few levels (tuple shapes, literals); the shape converter stops at
/// 64 anyway.
constexpr int kMaxProtoNesting = 200;

/// A run of ModuleRecord::Ints.
struct IntRange {
  uint32_t Begin = 0;
  uint32_t Count = 0;
};

/// The fields most instructions lack, kept apart (InstrRecord::Extra).
struct InstrExtra {
  absl::string_view FusionKind, ComparisonDirection, BackendConfig;
  /// Message front end: the shape and metadata messages.
  const xla::ShapeProto *ShapeMsg = nullptr;
  const xla::OpMetadata *MetadataMsg = nullptr;
  /// Wire front end: a constant's literal when it is the only field not
  /// in the records (then not in Rest), shared by equal encodings.
  const xla::LiteralProto *Literal = nullptr;
  int64_t TupleIndex = 0;
  IntRange ControlIds, Dimensions;
};

// PERF NOTE: the fields every instruction has fit in 120 bytes, the rest
// (on about one instruction in five) is apart. The wire path keeps one
// computation's records at a time (ModuleRecord::dropInstructions): a whole
// module's, 10 MB for the 20-layer step, cost 11 MB of peak memory and 2,700
// page faults per load.
struct InstrRecord {
  absl::string_view Name, OpcodeText;
  /// Wire front end: the encoded ShapeProto and OpMetadata (empty when
  /// absent). Message front end: null views (see InstrExtra).
  absl::string_view ShapeBytes, MetadataBytes;
  int64_t Id = 0;
  int64_t ParameterNumber = 0;
  IntRange OperandIds, CalledIds;
  /// The fields not in the records; never null (the default instance when
  /// none).
  const xla::HloInstructionProto *Rest = nullptr;
  /// Where the record starts in the input (0 on the message path).
  size_t Offset = 0;
  /// 1 + its position in ModuleRecord::Extras; 0 when it has none.
  uint32_t Extra = 0;
  /// Wire front end: when not 0, the opcode, shape and metadata were the
  /// record's first fields after its name, each once, the opcode's length
  /// one byte. Their encoding, the HeadSize bytes from OpcodeText.data() - 2
  /// (tags and lengths included), then fixes all three: the reader keys
  /// what it makes of them by those bytes (head()).
  uint32_t HeadSize = 0;

  absl::string_view head() const {
    return absl::string_view(OpcodeText.data() - 2, HeadSize);
  }
};

struct CompRecord {
  absl::string_view Name, ExecutionThread;
  int64_t Id = 0;
  int64_t RootId = 0;
  /// Its instructions: ModuleRecord::Instrs[First, First + Count).
  uint32_t First = 0;
  uint32_t Count = 0;
  /// Their operands, and the sum of their ModuleRecord::attributeGuess(),
  /// added up as the records are made (the reader sizes pools by them).
  size_t Operands = 0;
  size_t Attributes = 0;
  /// Its instructions that call computations: ModuleRecord::Calls[FirstCall,
  /// FirstCall + NumCalls).
  uint32_t FirstCall = 0;
  uint32_t NumCalls = 0;
  /// ModuleRecord::Extras held this many when its records began.
  uint32_t FirstExtra = 0;
};

/// An instruction that calls computations, kept apart from its record so
/// that the print order can be found after the records are dropped.
struct CallRecord {
  int64_t Id = 0;
  IntRange CalledIds;
  /// Its computation's position in ModuleRecord::Comps.
  uint32_t Comp = 0;
};

struct ModuleRecord {
  /// The module's fields but its computations; never null once filled.
  const xla::HloModuleProto *Rest = nullptr;
  std::vector<CompRecord> Comps;
  std::vector<InstrRecord> Instrs;
  std::vector<int64_t> Ints;
  /// The instructions that call computations, in record order (the print
  /// order walks only these).
  std::vector<CallRecord> Calls;
  /// Merged copies of messages given more than once (rare).
  std::deque<std::string> Owned;
  /// The literals of InstrRecord::Literal by their encoding.
  absl::flat_hash_map<absl::string_view, const xla::LiteralProto *,
                      StringHash, StringEq>
      Literals;
  /// Wire front end: InstrRecord::Rest by the records parsed into it, one
  /// after another (a copy in Owned).
  absl::flat_hash_map<absl::string_view, const xla::HloInstructionProto *,
                      StringHash, StringEq>
      Rests;

  std::vector<InstrExtra> Extras;

  /// Wire front end: the module's host_program_shape (field 4) when its
  /// records are only parameters, result and parameter names (as XLA
  /// writes it); it is then not in Rest. Each ShapeProto encoding in it is
  /// checked by parsing it once (ParsedShapes), as parsing the whole field
  /// would; the reader converts each encoding once, as it does
  /// instructions' shapes.
  struct {
    bool Present = false;
    std::vector<absl::string_view> Parameters;
    /// Merged when given more than once; empty when absent.
    absl::string_view Result;
    bool HasResult = false;
  } ProgramShape;
  absl::flat_hash_map<absl::string_view, const xla::ShapeProto *, StringHash,
                      StringEq>
      ParsedShapes;

  /// The extra fields of `R` (all empty when it has none).
  const InstrExtra &extra(const InstrRecord &R) const {
    static const InstrExtra None;
    return R.Extra ? Extras[R.Extra - 1] : None;
  }
  /// The same, made when `R` has none yet.
  InstrExtra &extraOf(InstrRecord &R) {
    if (R.Extra == 0) {
      Extras.emplace_back();
      R.Extra = static_cast<uint32_t>(Extras.size());
    }
    return Extras[R.Extra - 1];
  }
  /// About the most attributes the reader makes of `R`: finish() trims an
  /// overestimate in place, an underestimate costs a regrowth that copies
  /// the pool.
  // PERF NOTE: counting one attribute per remainder, and none for a tuple
  // index or a direction, underestimated 110 of the MoE step's 1,576
  // computations: their regrowths wrote 0.4 M times. A remainder gives up
  // to about four (dot, convolution and gather numbers, collectives); a
  // get-tuple-element (the one opcode of 17 letters but rng-bit-generator)
  // its index.
  size_t attributeGuess(const InstrRecord &R) const {
    size_t N = !R.MetadataBytes.empty() + std::min<uint32_t>(R.CalledIds.Count, 2) +
               4 * (R.Rest != &xla::HloInstructionProto::default_instance()) +
               (R.OpcodeText.size() == 17);
    if (R.Extra) {
      const InstrExtra &Ex = Extras[R.Extra - 1];
      N += (Ex.Dimensions.Count > 0) + !Ex.FusionKind.empty() +
           !Ex.BackendConfig.empty() + !Ex.ComparisonDirection.empty() +
           (Ex.ControlIds.Count > 0);
    }
    return N;
  }
  absl::Span<const int64_t> ints(IntRange R) const {
    return absl::MakeConstSpan(Ints.data() + R.Begin, R.Count);
  }
  absl::Span<const InstrRecord> instructions(const CompRecord &C) const {
    return absl::MakeConstSpan(Instrs.data() + C.First, C.Count);
  }
  absl::Span<const CallRecord> calls(const CompRecord &C) const {
    return absl::MakeConstSpan(Calls.data() + C.FirstCall, C.NumCalls);
  }
  /// Drops the instruction records of `C`, the last computation scanned,
  /// once the reader has built it: the next computation's records reuse
  /// the room, still in cache. instructions(C) is invalid afterwards.
  void dropInstructions(const CompRecord &C) {
    Instrs.resize(C.First);
    Extras.resize(C.FirstExtra);
  }
};

/// Where a binary input came from, for error messages: `Name: not a valid
/// Kind: byte N: ...`, N counted from the start of `Whole`.
struct WireInput {
  absl::string_view Whole;
  absl::string_view BufferName;
  absl::string_view Kind;
  google::protobuf::Arena *Arena = nullptr;
};

/// The message front end; `Out` holds views into `P`.
void recordsFromMessage(const xla::HloModuleProto &P, ModuleRecord &Out);

/// The wire front end over an encoded HloModuleProto inside `In.Whole`.
/// Messages it makes live in `In.Arena`. The module's own fields are read
/// first (Out.Rest is set before any computation's records), then each
/// computation in turn; `Scanned(K)` is called once Out.Comps[K] and its
/// records are made, and may drop them (ModuleRecord::dropInstructions).
absl::Status scanModuleBytes(absl::string_view Module, const WireInput &In,
                             ModuleRecord &Out,
                             absl::FunctionRef<absl::Status(uint32_t)> Scanned);

/// Field `Number` of the message `Bytes` (length-delimited), merged as
/// libprotobuf would when it occurs more than once; `Found` false when
/// absent. The remaining fields are appended to `*Rest` when not null.
absl::Status messageField(absl::string_view Bytes, uint32_t Number,
                          const WireInput &In, absl::string_view What,
                          ModuleRecord &Owner, absl::string_view &Field,
                          bool &Found, std::string *Rest = nullptr);

/// Parses `Bytes` (a part of `In.Whole`, or a copy of parts of it that
/// starts at `Offset`) into `M` at nesting `Depth`; the error names the
/// offset and `What`.
absl::Status parsePart(absl::string_view Bytes, size_t Offset, int Depth,
                       const WireInput &In, absl::string_view What,
                       google::protobuf::MessageLite &M);

/// The offset of `P` in `In.Whole`; `Fallback` when `P` points into a
/// merged copy.
inline size_t offsetIn(const WireInput &In, const char *P, size_t Fallback) {
  const char *B = In.Whole.data();
  if (P >= B && P <= B + In.Whole.size())
    return static_cast<size_t>(P - B);
  return Fallback;
}

/// `Name: not a valid Kind: byte N: What`.
absl::Status corruptAt(const WireInput &In, size_t Offset,
                       absl::string_view What);

} // namespace protoio
} // namespace hlotrace

#endif // HLOTRACE_LIB_PROTO_PROTORECORDS_H
