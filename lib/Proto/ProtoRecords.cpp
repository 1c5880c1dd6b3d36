//===- ProtoRecords.cpp - Wire and message front ends of the reader -------===//
//
// scanModuleBytes() is the binary reader's hot loop: one pass over each
// instruction's bytes, decoding the fields InstrRecord keeps and copying
// the others' records, unchanged, into a buffer libprotobuf parses as a
// small HloInstructionProto. For the common element-wise instruction that
// buffer is empty and libprotobuf is not called at all.
//
//===----------------------------------------------------------------------===//

#include "Proto/ProtoRecords.h"

#include <cstring>

#include "Proto/Wire.h"
#include "Support/Status.h"
#include "absl/strings/str_cat.h"
#include "google/protobuf/arena.h"
#include "google/protobuf/descriptor.h"
#include "google/protobuf/io/coded_stream.h"

namespace hlotrace {
namespace protoio {

using wire::Field;

namespace {

IntRange appendInts(ModuleRecord &M, absl::Span<const int64_t> V) {
  IntRange R{static_cast<uint32_t>(M.Ints.size()),
             static_cast<uint32_t>(V.size())};
  M.Ints.insert(M.Ints.end(), V.begin(), V.end());
  return R;
}

/// Appends the elements of a repeated int64 record to `R` (a run at the end
/// of `M.Ints`, or a new one: a field given in several records is one list).
/// `Readable` as for wire::readVarint(). `Ids`: the elements are mostly
/// long (instruction ids, wire::readLongVarint()), not small (dimensions).
bool addInts(ModuleRecord &M, const Field &F, IntRange &R,
             const char *Readable, bool Ids) {
  if (R.Count > 0 && R.Begin + R.Count != M.Ints.size()) {
    // Another list was appended since: move this one to the end.
    std::vector<int64_t> Old(M.Ints.begin() + R.Begin,
                             M.Ints.begin() + R.Begin + R.Count);
    R = appendInts(M, Old);
  }
  if (R.Count == 0)
    R.Begin = static_cast<uint32_t>(M.Ints.size());
  size_t Before = M.Ints.size();
  bool Ok = true;
  if (Ids && F.Type == wire::Length) {
    // PERF NOTE: runs past packedIds()'s buffer are the entry's and while
    // loops' tuples, hundreds of 5-7 byte ids: the word decode first.
    const char *P = F.Bytes.data(), *End = P + F.Bytes.size();
    while (P < End) {
      uint64_t V;
      if (!wire::readLongVarint(P, End, V, Readable)) {
        Ok = false;
        break;
      }
      M.Ints.push_back(static_cast<int64_t>(V));
    }
  } else {
    Ok = wire::forEachVarint(
        F, [&](int64_t V) { M.Ints.push_back(V); }, Readable);
  }
  R.Count += static_cast<uint32_t>(M.Ints.size() - Before);
  return Ok;
}

/// Keeps the last occurrence of a singular message field, or merges
/// occurrences by concatenating their encodings (protobuf's merge rule).
[[gnu::noinline]] void mergeCopy(ModuleRecord &M, absl::string_view &Into,
                                 absl::string_view Bytes) {
  M.Owned.push_back(absl::StrCat(Into, Bytes));
  Into = M.Owned.back();
}
inline void mergeMessage(ModuleRecord &M, absl::string_view &Into, bool &Seen,
                         absl::string_view Bytes) {
  if (!Seen) {
    Into = Bytes;
    Seen = true;
    return;
  }
  mergeCopy(M, Into, Bytes);
}

/// Merges the encoded `Bytes` into `M`, nested `Depth` deep in the input.
bool mergePart(absl::string_view Bytes, int Depth,
               google::protobuf::MessageLite &M) {
  if (Bytes.size() > static_cast<size_t>(INT32_MAX))
    return false;
  google::protobuf::io::CodedInputStream S(
      reinterpret_cast<const uint8_t *>(Bytes.data()),
      static_cast<int>(Bytes.size()));
  S.SetRecursionLimit(kMaxProtoNesting - Depth);
  return M.MergeFromCodedStream(&S) && S.ConsumedEntireMessage();
}

class Scanner {
public:
  Scanner(const WireInput &In, ModuleRecord &Out) : In(In), Out(Out) {}

  absl::Status module(absl::string_view Bytes,
                      absl::FunctionRef<absl::Status(uint32_t)> Scanned);

private:
  absl::Status computation(const Field &F);
  static bool isProgramShape(const Field &F) {
    return F.Number == 4 && F.Type == wire::Length;
  }
  /// Whether an encoded ProgramShapeProto holds only length-delimited
  /// parameters, result and parameter names, and decodes.
  static bool onlyShapesAndNames(absl::string_view Bytes);
  /// Takes a host_program_shape record that onlyShapesAndNames() accepts
  /// into Out.ProgramShape, checked as parsing it into `Module` would.
  absl::Status programShape(const Field &Record,
                            const xla::HloModuleProto &Module);
  absl::Status instruction(const Field &F, InstrRecord &R);
  /// The fields of `R` beyond its record (RestFields) into R.Rest.
  [[gnu::noinline]] absl::Status remainder(InstrRecord &R);
  absl::Status text(const Field &G, absl::string_view What,
                      absl::string_view &To) {
    return text(G.Start, G.Bytes, What, To);
  }
  /// The same for the record that starts at `Start`.
  absl::Status text(const char *Start, absl::string_view Bytes,
                    absl::string_view What, absl::string_view &To) {
    if (!wire::isValidUtf8(Bytes))
      return notUtf8(Start, What);
    To = Bytes;
    return absl::OkStatus();
  }
  /// text()'s error, out of line: text() stays small enough to inline.
  [[gnu::noinline]] absl::Status notUtf8(const char *Start,
                                         absl::string_view What) {
    return corruptAt(In, offsetIn(In, Start, 0),
                     absl::StrCat(What, " is not valid UTF-8"));
  }
  absl::Status head(const char *&P, const char *End, InstrRecord &R,
                    bool &ShapeSeen, bool &MetadataSeen);
  absl::Status truncated(const wire::Cursor &C, absl::string_view What) {
    return corruptAt(In, offsetIn(In, C.errorAt(), 0),
                     absl::StrCat("truncated or corrupt ", What));
  }

  /// Merges the records `Parts` into `M` one by one (parsing
  /// concatenated encodings is merging them), so that an error names the
  /// offset and the field of the record at fault.
  /// `Instruction` names the instruction the records belong to (null:
  /// they are the module's own).
  absl::Status parseRecords(absl::Span<const Field> Parts, int Depth,
                            const absl::string_view *Instruction,
                            google::protobuf::Message &M) {
    for (const Field &F : Parts) {
      if (mergePart(absl::string_view(F.Start, F.End - F.Start), Depth, M))
        continue;
      return corruptRecord(F, Instruction, *M.GetDescriptor());
    }
    return absl::OkStatus();
  }
  /// The error of parseRecords() for the record `F` of a `Message`.
  absl::Status corruptRecord(const Field &F,
                             const absl::string_view *Instruction,
                             const google::protobuf::Descriptor &Message) {
    const auto *D = Message.FindFieldByNumber(static_cast<int>(F.Number));
    return corruptAt(
        In, offsetIn(In, F.Start, 0),
        absl::StrCat("truncated or corrupt protobuf in ",
                     Instruction == nullptr
                         ? "the module's"
                         : absl::StrCat("instruction '", *Instruction, "':"),
                     " ", Message.name(),
                     D ? absl::StrCat(".", D->name())
                       : absl::StrCat(" unknown field ", F.Number)));
  }
  /// The message `Bytes` encodes, parsed at nesting `Depth` into the
  /// arena once per distinct encoding (kept in `Cache`); null when it does
  /// not parse.
  template <typename MessageT>
  const MessageT *parsedOnce(
      absl::flat_hash_map<absl::string_view, const MessageT *, StringHash,
                          StringEq> &Cache,
      absl::string_view Bytes, int Depth) {
    auto [It, New] = Cache.try_emplace(Bytes, nullptr);
    if (New) {
      auto *M = google::protobuf::Arena::CreateMessage<MessageT>(In.Arena);
      if (!mergePart(Bytes, Depth, *M)) {
        Cache.erase(It);
        return nullptr;
      }
      It->second = M;
    }
    return It->second;
  }
  /// A constant's literal, the only field of its instruction not in
  /// InstrRecord: parsed once per distinct encoding (a module's hundreds of
  /// constants hold a few dozen distinct literals). Parsing the record alone
  /// into its HloInstructionProto would give the same message and error.
  absl::Status literal(const Field &F, InstrRecord &R) {
    // One level below the instruction, which parseRecords() parses at 4.
    const xla::LiteralProto *L = parsedOnce(Out.Literals, F.Bytes, 5);
    if (!L)
      return corruptRecord(F, &R.Name, *xla::HloInstructionProto::descriptor());
    Out.extraOf(R).Literal = L;
    return absl::OkStatus();
  }

  /// A first packed run of ids, decoded into a local buffer and appended
  /// to Out.Ints at once; false, nothing appended, when the run is longer
  /// than the buffer or does not decode (addInts() then takes it).
  // PERF NOTE: an operand run is a few 5-6 byte ids; push_back per id (a
  // capacity test and a store through the vector each) and addInts()'s
  // call and checks cost more than the decode itself.
  bool packedIds(absl::string_view Bytes, IntRange &R) {
    constexpr size_t kMax = 64;
    if (Bytes.size() > kMax)
      return false;
    int64_t Buf[kMax];
    size_t N = 0;
    const char *P = Bytes.data(), *E = P + Bytes.size();
    while (P < E) {
      uint64_t V;
      if (!wire::readLongVarint(P, E, V, ModuleEnd))
        return false;
      Buf[N++] = static_cast<int64_t>(V);
    }
    R.Begin = static_cast<uint32_t>(Out.Ints.size());
    R.Count = static_cast<uint32_t>(N);
    Out.Ints.insert(Out.Ints.end(), Buf, Buf + N);
    return true;
  }

  const WireInput &In;
  ModuleRecord &Out;
  std::vector<Field> RestFields;
  std::string RestKey;
  /// The end of the module's bytes: every record read lies before it.
  const char *ModuleEnd = nullptr;
};

absl::Status Scanner::module(absl::string_view Bytes,
                             absl::FunctionRef<absl::Status(uint32_t)> Scanned) {
  // PERF NOTE: XLA's instruction records average 100-150 bytes; reserving
  // for 1 per 96 bytes of the module saves regrowth copies when records
  // are kept (a computation that waits for a callee, one that failed). The
  // pages a reader that drops each computation's records never reaches are
  // never touched.
  Out.Instrs.reserve(Out.Instrs.size() + Bytes.size() / 96 + 16);
  Out.Ints.reserve(Out.Ints.size() + Bytes.size() / 48 + 16);
  // About one instruction in five has extra fields (dimensions, a fusion
  // kind); regrowth copied them (0.26 M instructions, 20-layer step).
  Out.Extras.reserve(Out.Extras.size() + Bytes.size() / 384 + 16);
  std::vector<Field> ModuleRest, Computations;
  ModuleEnd = Bytes.data() + Bytes.size();
  wire::Cursor C(Bytes);
  Field F;
  // The module's own fields first (XLA writes them after the computations):
  // the reader needs the schedule before it builds a computation.
  while (C.next(F)) {
    if (F.Number == 3 && F.Type == wire::Length)
      Computations.push_back(F);
    else
      ModuleRest.push_back(F);
  }
  if (C.failed())
    return truncated(C, "HloModuleProto");
  auto *Rest =
      google::protobuf::Arena::CreateMessage<xla::HloModuleProto>(In.Arena);
  bool PlainProgramShape = true;
  for (const Field &G : ModuleRest)
    if (isProgramShape(G))
      PlainProgramShape &= onlyShapesAndNames(G.Bytes);
  absl::Status RestError;
  for (const Field &G : ModuleRest) {
    RestError = PlainProgramShape && isProgramShape(G)
                    ? programShape(G, *Rest)
                    : parseRecords(absl::MakeConstSpan(&G, 1), 2, nullptr,
                                   *Rest);
    if (!RestError.ok())
      break;
  }
  Out.Rest = Rest;
  Out.Comps.reserve(Out.Comps.size() + Computations.size());
  for (const Field &G : Computations) {
    RETURN_IF_ERROR(computation(G));
    // A computation's error comes before the module's own fields' (its
    // records come first in XLA's order): the rest is scanned, not built.
    if (RestError.ok())
      RETURN_IF_ERROR(Scanned(static_cast<uint32_t>(Out.Comps.size() - 1)));
  }
  return RestError;
}

// PERF NOTE: a training step's host_program_shape holds hundreds of
// parameter shapes, most of them equal to each other and to the entry's
// parameter instructions' shapes. libprotobuf parsed each into the module
// message (a ShapeProto and LayoutProto apiece); here each distinct
// encoding is parsed once, and the reader converts it once.
bool Scanner::onlyShapesAndNames(absl::string_view Bytes) {
  wire::Cursor C(Bytes);
  Field F;
  while (C.next(F))
    if (F.Type != wire::Length || F.Number < 1 || F.Number > 3)
      return false;
  return !C.failed();
}

absl::Status Scanner::programShape(const Field &Record,
                                   const xla::HloModuleProto &Module) {
  // The errors are the ones parsing the record into the module gives: a
  // part fails alone exactly when it fails there (its ShapeProto parsed two
  // levels below the module's, where the module parses at depth 2).
  auto Corrupt = [&] {
    return corruptRecord(Record, nullptr, *Module.GetDescriptor());
  };
  Out.ProgramShape.Present = true;
  wire::Cursor C(Record.Bytes);
  Field F;
  while (C.next(F)) {
    if (F.Number == 3) {
      if (!wire::isValidUtf8(F.Bytes))
        return Corrupt();
      continue;
    }
    if (!parsedOnce(Out.ParsedShapes, F.Bytes, 4))
      return Corrupt();
    if (F.Number == 1)
      Out.ProgramShape.Parameters.push_back(F.Bytes);
    else
      mergeMessage(Out, Out.ProgramShape.Result, Out.ProgramShape.HasResult,
                   F.Bytes);
  }
  return absl::OkStatus();
}

absl::Status Scanner::computation(const Field &Record) {
  CompRecord R;
  R.First = static_cast<uint32_t>(Out.Instrs.size());
  R.FirstCall = static_cast<uint32_t>(Out.Calls.size());
  R.FirstExtra = static_cast<uint32_t>(Out.Extras.size());
  const uint32_t Index = static_cast<uint32_t>(Out.Comps.size());
  wire::Cursor C(Record.Bytes);
  Field F;
  // PERF NOTE: instruction records (field 2, tag 0x12) first, by their tag.
  while (C.nextWithTag(0x12, F) || C.next(F)) {
    switch (F.Number) {
    case 1:
      if (F.Type == wire::Length)
        RETURN_IF_ERROR(text(F, "HloComputationProto.name", R.Name));
      break;
    case 2:
      if (F.Type == wire::Length) {
        Out.Instrs.emplace_back();
        InstrRecord &I = Out.Instrs.back();
        RETURN_IF_ERROR(instruction(F, I));
        R.Operands += I.OperandIds.Count;
        R.Attributes += Out.attributeGuess(I);
        if (I.CalledIds.Count > 0)
          Out.Calls.push_back({I.Id, I.CalledIds, Index});
      }
      break;
    case 3: {
      absl::string_view Unused;
      if (F.Type == wire::Length)
        RETURN_IF_ERROR(text(F, "HloComputationProto.root_name", Unused));
      break;
    }
    case 5:
      if (F.Type == wire::Varint)
        R.Id = static_cast<int64_t>(F.Value);
      break;
    case 6:
      if (F.Type == wire::Varint)
        R.RootId = static_cast<int64_t>(F.Value);
      break;
    case 8:
      if (F.Type == wire::Length)
        RETURN_IF_ERROR(text(F, "HloComputationProto.execution_thread",
                               R.ExecutionThread));
      break;
    default:
      // program_shape and flags: the model does not use them.
      break;
    }
  }
  if (C.failed())
    return truncated(C, "HloComputationProto");
  R.Count = static_cast<uint32_t>(Out.Instrs.size()) - R.First;
  R.NumCalls = static_cast<uint32_t>(Out.Calls.size()) - R.FirstCall;
  Out.Comps.push_back(R);
  return absl::OkStatus();
}

// PERF NOTE: XLA writes a message's fields in the order of their numbers,
// so nearly every instruction opens with name (tag 0x0a), opcode (0x12),
// shape (0x1a) and metadata (0x3a), and closes with the empty
// frontend_attributes and statistics_viz it writes on every instruction
// (a2 04 00 92 05 00). The opening records are read here by their expected
// tags, without the general loop's dispatch; the loop goes on from where
// this stops, so what it does with the rest, repeats included, is the same.
absl::Status Scanner::head(const char *&P, const char *End, InstrRecord &R,
                           bool &ShapeSeen, bool &MetadataSeen) {
  absl::string_view V, Name;
  const char *Start = P;
  if (!wire::lengthRecord(P, End, 0x0a, Name))
    return absl::OkStatus();
  const char *Opcode = P;
  if (!wire::lengthRecord(P, End, 0x12, V))
    return text(Start, Name, "HloInstructionProto.name", R.Name);
  // PERF NOTE: the name, the opcode's tag and one-byte length (ASCII) and
  // the opcode lie together: one UTF-8 test of all of it holds exactly
  // when each of the two strings passes alone (the one-by-one tests below
  // then give the error).
  if (V.data() == Opcode + 2 &&
      wire::isValidUtf8(absl::string_view(
          Name.data(), static_cast<size_t>(V.data() + V.size() - Name.data())))) {
    R.Name = Name;
    R.OpcodeText = V;
  } else {
    RETURN_IF_ERROR(text(Start, Name, "HloInstructionProto.name", R.Name));
    RETURN_IF_ERROR(text(Opcode, V, "HloInstructionProto.opcode", R.OpcodeText));
  }
  if (!wire::lengthRecord(P, End, 0x1a, V))
    return absl::OkStatus();
  R.ShapeBytes = V;
  ShapeSeen = true;
  if (!wire::lengthRecord(P, End, 0x3a, V))
    return absl::OkStatus();
  R.MetadataBytes = V;
  MetadataSeen = true;
  if (R.OpcodeText.data() == Opcode + 2)
    R.HeadSize = static_cast<uint32_t>(P - Opcode);
  return absl::OkStatus();
}

absl::Status Scanner::instruction(const Field &Record, InstrRecord &R) {
  R.Offset = offsetIn(In, Record.Start, 0);
  RestFields.clear();
  bool ShapeSeen = false, MetadataSeen = false;
  const char *P = Record.Bytes.data();
  const char *End = P + Record.Bytes.size();
  RETURN_IF_ERROR(head(P, End, R, ShapeSeen, MetadataSeen));
  wire::Cursor C(absl::string_view(P, static_cast<size_t>(End - P)));
  Field F;
  // PERF NOTE: a switch on the number per wire type (each a jump table);
  // ids and dimensions go straight into the module's pooled array, strings
  // stay views of the input. A field of another wire type than its
  // schema's is kept for libprotobuf, as is any field not below. The loop
  // stops before XLA's closing empty records (see head()), which it would
  // skip anyway.
  static constexpr char kClosing[] = "\xa2\x04\x00\x92\x05\x00";
  while (true) {
    const absl::string_view Left = C.rest();
    if (Left.size() == 6 && std::memcmp(Left.data(), kClosing, 6) == 0)
      break;
    // PERF NOTE: after the head, nearly every instruction has an id (field
    // 35, tag 98 02) and most a packed run of operand ids (36, a2 02): read
    // by their tags, without next()'s general decode and dispatch. A record
    // that does not decode here goes through next(), which reports it.
    if (Left.size() >= 3 && static_cast<uint8_t>(Left[1]) == 0x02) {
      const char *Q = Left.data() + 2;
      const char *LeftEnd = Left.data() + Left.size();
      uint64_t V;
      if (static_cast<uint8_t>(Left[0]) == 0x98) {
        if (wire::readLongVarint(Q, LeftEnd, V, ModuleEnd)) {
          R.Id = static_cast<int64_t>(V);
          C.skipTo(Q);
          continue;
        }
      } else if (static_cast<uint8_t>(Left[0]) == 0xa2) {
        if (wire::readVarint(Q, LeftEnd, V) &&
            V <= static_cast<uint64_t>(LeftEnd - Q)) {
          F.Start = Left.data();
          F.Number = 36;
          F.Type = wire::Length;
          F.Bytes = absl::string_view(Q, static_cast<size_t>(V));
          F.End = Q + V;
          C.skipTo(F.End);
          if (R.OperandIds.Count == 0 && packedIds(F.Bytes, R.OperandIds))
            continue;
          if (!addInts(Out, F, R.OperandIds, ModuleEnd, true))
            return corruptAt(In, offsetIn(In, F.Start, R.Offset),
                             "truncated or corrupt packed ids in "
                             "HloInstructionProto");
          continue;
        }
      }
    }
    if (!C.next(F))
      break;
    IntRange *List = nullptr;
    if (F.Type == wire::Length) {
      switch (F.Number) {
      case 1:
        RETURN_IF_ERROR(text(F, "HloInstructionProto.name", R.Name));
        continue;
      case 2:
        RETURN_IF_ERROR(text(F, "HloInstructionProto.opcode", R.OpcodeText));
        R.HeadSize = 0;
        continue;
      case 3:
        mergeMessage(Out, R.ShapeBytes, ShapeSeen, F.Bytes);
        R.HeadSize = 0;
        continue;
      case 7:
        mergeMessage(Out, R.MetadataBytes, MetadataSeen, F.Bytes);
        R.HeadSize = 0;
        continue;
      case 11:
        RETURN_IF_ERROR(
            text(F, "HloInstructionProto.fusion_kind",
                 Out.extraOf(R).FusionKind));
        continue;
      case 43:
        Out.extraOf(R).BackendConfig = F.Bytes;
        continue;
      case 63:
        RETURN_IF_ERROR(text(F, "HloInstructionProto.comparison_direction",
                             Out.extraOf(R).ComparisonDirection));
        continue;
      case 68: // frontend_attributes
      case 82: // statistics_viz
        // XLA writes both, empty, on every instruction. Empty, they only
        // mark presence, which the reader never asks about.
        if (!F.Bytes.empty())
          RestFields.push_back(F);
        continue;
      case 14: List = &Out.extraOf(R).Dimensions; break;
      case 36: List = &R.OperandIds; break;
      case 37: List = &Out.extraOf(R).ControlIds; break;
      case 38: List = &R.CalledIds; break;
      default:
        RestFields.push_back(F);
        continue;
      }
    } else if (F.Type == wire::Varint) {
      switch (F.Number) {
      case 9:
        R.ParameterNumber = static_cast<int64_t>(F.Value);
        continue;
      case 13:
        Out.extraOf(R).TupleIndex = static_cast<int64_t>(F.Value);
        continue;
      case 35:
        R.Id = static_cast<int64_t>(F.Value);
        continue;
      case 14: List = &Out.extraOf(R).Dimensions; break;
      case 36: List = &R.OperandIds; break;
      case 37: List = &Out.extraOf(R).ControlIds; break;
      case 38: List = &R.CalledIds; break;
      default:
        RestFields.push_back(F);
        continue;
      }
    } else {
      RestFields.push_back(F);
      continue;
    }
    if (!addInts(Out, F, *List, ModuleEnd, F.Number != 14))
      return corruptAt(In, offsetIn(In, F.Start, R.Offset),
                       "truncated or corrupt packed ids in "
                       "HloInstructionProto");
  }
  if (C.failed())
    return truncated(C, "HloInstructionProto");
  R.Rest = &xla::HloInstructionProto::default_instance();
  if (RestFields.empty())
    return absl::OkStatus();
  return remainder(R);
}

// PERF NOTE: out of line: most instructions have no remainder, and the
// scan of those stays small enough for GCC to inline its readers.
absl::Status Scanner::remainder(InstrRecord &R) {
  if (RestFields.size() == 1 && RestFields[0].Number == 8 &&
      RestFields[0].Type == wire::Length)
    return literal(RestFields[0], R);
  // PERF NOTE: the same few remainders (dot dimensions and precision,
  // slices, windows, comparison types) repeat: libprotobuf parses each
  // distinct sequence of records once, and equal ones share its message.
  // The records delimit themselves, so equal bytes are equal sequences.
  RestKey.clear();
  for (const Field &G : RestFields)
    RestKey.append(G.Start, G.End - G.Start);
  auto Known = Out.Rests.find(absl::string_view(RestKey));
  if (Known != Out.Rests.end()) {
    R.Rest = Known->second;
    return absl::OkStatus();
  }
  auto *Rest =
      google::protobuf::Arena::CreateMessage<xla::HloInstructionProto>(
          In.Arena);
  RETURN_IF_ERROR(parseRecords(RestFields, 4, &R.Name, *Rest));
  Out.Owned.push_back(RestKey);
  Out.Rests.emplace(Out.Owned.back(), Rest);
  R.Rest = Rest;
  return absl::OkStatus();
}

} // namespace

absl::Status corruptAt(const WireInput &In, size_t Offset,
                       absl::string_view What) {
  return absl::InvalidArgumentError(absl::StrCat(
      In.BufferName, ": not a valid ", In.Kind, ": byte ", Offset, ": ", What));
}

absl::Status parsePart(absl::string_view Bytes, size_t Offset, int Depth,
                       const WireInput &In, absl::string_view What,
                       google::protobuf::MessageLite &M) {
  if (!mergePart(Bytes, Depth, M))
    return corruptAt(In, Offset,
                     absl::StrCat("truncated or corrupt protobuf in ", What));
  return absl::OkStatus();
}

absl::Status messageField(absl::string_view Bytes, uint32_t Number,
                          const WireInput &In, absl::string_view What,
                          ModuleRecord &Owner, absl::string_view &Value,
                          bool &Found, std::string *Rest) {
  Found = false;
  wire::Cursor C(Bytes);
  Field F;
  while (C.next(F)) {
    if (F.Number == Number && F.Type == wire::Length)
      mergeMessage(Owner, Value, Found, F.Bytes);
    else if (Rest)
      Rest->append(F.Start, F.End - F.Start);
  }
  if (C.failed())
    return corruptAt(In, offsetIn(In, C.errorAt(), 0),
                     absl::StrCat("truncated or corrupt ", What));
  return absl::OkStatus();
}

absl::Status
scanModuleBytes(absl::string_view Module, const WireInput &In,
                ModuleRecord &Out,
                absl::FunctionRef<absl::Status(uint32_t)> Scanned) {
  return Scanner(In, Out).module(Module, Scanned);
}

void recordsFromMessage(const xla::HloModuleProto &P, ModuleRecord &Out) {
  Out.Rest = &P;
  for (const xla::HloComputationProto &CP : P.computations()) {
    CompRecord C;
    C.Name = CP.name();
    C.ExecutionThread = CP.execution_thread();
    C.Id = CP.id();
    C.RootId = CP.root_id();
    C.First = static_cast<uint32_t>(Out.Instrs.size());
    C.Count = static_cast<uint32_t>(CP.instructions_size());
    C.FirstCall = static_cast<uint32_t>(Out.Calls.size());
    C.FirstExtra = static_cast<uint32_t>(Out.Extras.size());
    for (const xla::HloInstructionProto &IP : CP.instructions()) {
      InstrRecord R;
      R.Name = IP.name();
      R.OpcodeText = IP.opcode();
      InstrExtra &X = Out.extraOf(R);
      X.FusionKind = IP.fusion_kind();
      X.ComparisonDirection = IP.comparison_direction();
      X.BackendConfig = IP.backend_config();
      X.ShapeMsg = &IP.shape();
      X.MetadataMsg = &IP.metadata();
      R.Id = IP.id();
      R.ParameterNumber = IP.parameter_number();
      X.TupleIndex = IP.tuple_index();
      R.OperandIds = appendInts(Out, IP.operand_ids());
      R.CalledIds = appendInts(Out, IP.called_computation_ids());
      X.ControlIds = appendInts(Out, IP.control_predecessor_ids());
      X.Dimensions = appendInts(Out, IP.dimensions());
      R.Rest = &IP;
      if (R.CalledIds.Count > 0)
        Out.Calls.push_back(
            {R.Id, R.CalledIds, static_cast<uint32_t>(Out.Comps.size())});
      C.Operands += R.OperandIds.Count;
      C.Attributes += Out.attributeGuess(R);
      Out.Instrs.push_back(R);
    }
    C.NumCalls = static_cast<uint32_t>(Out.Calls.size()) - C.FirstCall;
    Out.Comps.push_back(C);
  }
}

} // namespace protoio
} // namespace hlotrace
