//===- ProtoWriter.cpp - Model -> HloModuleProto ---------------------------===//
//
// Two steps. First every attribute is decoded into proto fields where this
// writer knows the field. Then the proto is read back with the proto reader
// and each instruction's synthesised text is compared with the model's: an
// attribute that differs or is missing is stored verbatim under
// `_hlotrace.attr.NAME` in the instruction's frontend_attributes (with
// `_hlotrace.order` when the order differs), and the same for the module
// header (`_hlotrace.header.NAME`). So text -> proto -> text is exact by
// construction, and the stash holds exactly what the fields could not.
//
//===----------------------------------------------------------------------===//

#include "hlotrace/Proto/ProtoWriter.h"

#include <fstream>
#include <limits>

#include "Proto/AttributeCodecs/AttributeCodecs.h"
#include "Proto/ProtoInternal.h"
#include "Proto/Wire.h"
#include "Support/Status.h"
#include "absl/container/flat_hash_map.h"
#include "absl/container/flat_hash_set.h"
#include "absl/strings/ascii.h"
#include "absl/strings/match.h"
#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "absl/strings/str_split.h"
#include "absl/strings/strip.h"
#include "google/protobuf/descriptor.h"
#include "google/protobuf/io/coded_stream.h"
#include "google/protobuf/io/zero_copy_stream_impl_lite.h"
#include "google/protobuf/text_format.h"
#include "hlotrace/Load.h"
#include "hlotrace/Text/Parser.h"
#include "hlotrace/Text/Printer.h"

namespace hlotrace {
namespace {

constexpr absl::string_view kStash = "_hlotrace.";

using protoio::toInt;

using protoio::setIntList;

/// One `{...}` sharding (not a tuple).
bool parseSingleSharding(absl::string_view T, xla::OpSharding &S) {
  T = absl::StripAsciiWhitespace(T);
  if (T.size() < 2 || T.front() != '{' || T.back() != '}')
    return false;
  T = T.substr(1, T.size() - 2);
  if (T == "replicated") {
    S.set_type(xla::OpSharding::REPLICATED);
    return true;
  }
  if (T == "manual") {
    S.set_type(xla::OpSharding::MANUAL);
    return true;
  }
  if (absl::ConsumePrefix(&T, "maximal device=")) {
    auto D = toInt(T);
    if (!D)
      return false;
    S.set_type(xla::OpSharding::MAXIMAL);
    S.add_tile_assignment_dimensions(1);
    S.add_tile_assignment_devices(*D);
    return true;
  }
  if (!absl::ConsumePrefix(&T, "devices=["))
    return false;
  size_t Close = T.find(']');
  if (Close == absl::string_view::npos)
    return false;
  S.set_type(xla::OpSharding::OTHER);
  for (absl::string_view D : absl::StrSplit(T.substr(0, Close), ',')) {
    auto V = toInt(D);
    if (!V)
      return false;
    S.add_tile_assignment_dimensions(*V);
  }
  T.remove_prefix(Close + 1);
  if (absl::ConsumeSuffix(&T, " last_tile_dim_replicate"))
    S.set_replicate_on_last_tile_dim(true);
  if (absl::ConsumePrefix(&T, "<=[")) {
    size_t E = T.find(']');
    if (E == absl::string_view::npos)
      return false;
    for (absl::string_view D : absl::StrSplit(T.substr(0, E), ',')) {
      auto V = toInt(D);
      if (!V)
        return false;
      S.add_iota_reshape_dims(*V);
    }
    T.remove_prefix(E + 1);
    if (absl::ConsumePrefix(&T, "T(")) {
      size_t P = T.find(')');
      if (P == absl::string_view::npos)
        return false;
      for (absl::string_view D : absl::StrSplit(T.substr(0, P), ',')) {
        auto V = toInt(D);
        if (!V)
          return false;
        S.add_iota_transpose_perm(static_cast<int32_t>(*V));
      }
      T.remove_prefix(P + 1);
    } else {
      for (int I = 0; I < S.iota_reshape_dims_size(); ++I)
        S.add_iota_transpose_perm(I);
    }
    return T.empty();
  }
  for (absl::string_view D : absl::StrSplit(T, ',')) {
    auto V = toInt(D);
    if (!V)
      return false;
    S.add_tile_assignment_devices(*V);
  }
  return true;
}

bool parseSharding(absl::string_view T, xla::OpSharding &S) {
  T = absl::StripAsciiWhitespace(T);
  if (absl::StartsWith(T, "{{") || T == "{}") {
    S.set_type(xla::OpSharding::TUPLE);
    absl::string_view Inner = T.substr(1, T.size() - 2);
    int Depth = 0;
    size_t Start = 0;
    for (size_t I = 0; I < Inner.size(); ++I) {
      char C = Inner[I];
      if (C == '{') {
        if (Depth++ == 0)
          Start = I;
      } else if (C == '}' && --Depth == 0) {
        if (!parseSingleSharding(Inner.substr(Start, I - Start + 1),
                                 *S.add_tuple_shardings()))
          return false;
      }
    }
    return Depth == 0;
  }
  return parseSingleSharding(T, S);
}

/// Numbers of a literal's text in order (`{ {1, 2}, {3, nan} }`, `(1, 2)`).
std::optional<std::vector<std::string>> literalTokens(absl::string_view T) {
  std::vector<std::string> Out;
  size_t I = 0;
  while (I < T.size()) {
    char C = T[I];
    if (C == '/' && I + 1 < T.size() && T[I + 1] == '*') {
      size_t E = T.find("*/", I + 2);
      if (E == absl::string_view::npos)
        return std::nullopt;
      I = E + 2;
    } else if (C == '{' || C == '}' || C == '(' || C == ')' || C == ',' ||
               absl::ascii_isspace(static_cast<unsigned char>(C))) {
      ++I;
    } else if (C == '.') {
      return std::nullopt; // `{...}`: elided.
    } else {
      size_t S = I;
      while (I < T.size() && T[I] != ',' && T[I] != '}' && T[I] != ')' &&
             !absl::ascii_isspace(static_cast<unsigned char>(T[I])))
        ++I;
      Out.emplace_back(T.substr(S, I - S));
    }
  }
  return Out;
}

std::optional<double> toDouble(const std::string &S) {
  if (S == "inf") return INFINITY;
  if (S == "-inf") return -INFINITY;
  if (S == "nan") return std::nan("");
  if (S == "-nan") return -std::nan("");
  if (S == "true") return 1;
  if (S == "false") return 0;
  double V;
  if (!absl::SimpleAtod(S, &V))
    return std::nullopt;
  return V;
}

uint16_t toHalf(float F) {
  // Round-to-nearest-even float -> binary16.
  uint32_t X;
  std::memcpy(&X, &F, 4);
  uint32_t Sign = (X >> 16) & 0x8000;
  int32_t Exp = static_cast<int32_t>((X >> 23) & 0xff) - 127 + 15;
  uint32_t Man = X & 0x7fffff;
  if (((X >> 23) & 0xff) == 0xff)
    return static_cast<uint16_t>(Sign | 0x7c00 | (Man ? 0x200 : 0));
  if (Exp >= 31)
    return static_cast<uint16_t>(Sign | 0x7c00);
  if (Exp <= 0) {
    if (Exp < -10)
      return static_cast<uint16_t>(Sign);
    Man |= 0x800000;
    uint32_t Shift = static_cast<uint32_t>(14 - Exp);
    uint32_t H = Man >> Shift;
    uint32_t Rem = Man & ((1u << Shift) - 1), Half = 1u << (Shift - 1);
    if (Rem > Half || (Rem == Half && (H & 1)))
      ++H;
    return static_cast<uint16_t>(Sign | H);
  }
  uint32_t H = (static_cast<uint32_t>(Exp) << 10) | (Man >> 13);
  uint32_t Rem = Man & 0x1fff;
  if (Rem > 0x1000 || (Rem == 0x1000 && (H & 1)))
    ++H;
  return static_cast<uint16_t>(Sign | H);
}

uint16_t toBf16(float F) {
  uint32_t X;
  std::memcpy(&X, &F, 4);
  if ((X & 0x7fffffff) > 0x7f800000)
    return static_cast<uint16_t>((X >> 16) | 0x40);
  uint32_t Round = 0x7fff + ((X >> 16) & 1);
  return static_cast<uint16_t>((X + Round) >> 16);
}

/// Fills `L` from constant text; false when the text is elided or not of a
/// form this writer decodes (the caller then stashes the text).
bool literalFromText(absl::string_view Text, const Shape &S,
                     xla::LiteralProto &L) {
  protoio::shapeToProto(S, *L.mutable_shape());
  if (!S.isArray())
    return false;
  auto Tokens = literalTokens(Text);
  if (!Tokens)
    return false;
  int64_t N = S.elementCount();
  ElementType T = S.elementType();
  bool Complex = T == ElementType::C64 || T == ElementType::C128;
  if (static_cast<int64_t>(Tokens->size()) != (Complex ? 2 * N : N))
    return false;
  std::vector<double> V;
  for (const std::string &Tok : *Tokens) {
    auto D = toDouble(Tok);
    if (!D)
      return false;
    V.push_back(*D);
  }
  // Integer values outside the type's range (`u32[] constant(4294967296)`,
  // `s32[] constant(1e+300)`, nan) have no binary form: the caller keeps
  // the text instead, as for any constant this writer does not decode.
  auto fits = [&](double Lo, double Hi) {
    for (double D : V)
      if (!(D >= Lo && D <= Hi))
        return false;
    return true;
  };
  auto fitsType = [&](auto Zero) {
    using I = decltype(Zero);
    return fits(static_cast<double>(std::numeric_limits<I>::min()),
                static_cast<double>(std::numeric_limits<I>::max()));
  };
  switch (T) {
  case ElementType::S8: if (!fitsType(int8_t{})) return false; break;
  case ElementType::U8: if (!fitsType(uint8_t{})) return false; break;
  case ElementType::S16: if (!fitsType(int16_t{})) return false; break;
  case ElementType::U16: if (!fitsType(uint16_t{})) return false; break;
  case ElementType::S32: if (!fitsType(int32_t{})) return false; break;
  case ElementType::U32: if (!fitsType(uint32_t{})) return false; break;
  default: break;
  }
  auto bytes = [&](auto Conv, int W) {
    std::string B;
    for (double D : V) {
      auto X = Conv(D);
      B.append(reinterpret_cast<const char *>(&X), W);
    }
    return B;
  };
  switch (T) {
  case ElementType::Pred: for (double D : V) L.add_preds(D != 0); break;
  case ElementType::S8: *L.mutable_s8s() = bytes([](double D) { return static_cast<int8_t>(D); }, 1); break;
  case ElementType::U8: *L.mutable_u8s() = bytes([](double D) { return static_cast<uint8_t>(D); }, 1); break;
  case ElementType::S16: *L.mutable_s16s() = bytes([](double D) { return static_cast<int16_t>(D); }, 2); break;
  case ElementType::U16: *L.mutable_u16s() = bytes([](double D) { return static_cast<uint16_t>(D); }, 2); break;
  case ElementType::F16: *L.mutable_f16s() = bytes([](double D) { return toHalf(static_cast<float>(D)); }, 2); break;
  case ElementType::BF16: *L.mutable_bf16s() = bytes([](double D) { return toBf16(static_cast<float>(D)); }, 2); break;
  case ElementType::S32: for (double D : V) L.add_s32s(static_cast<int32_t>(D)); break;
  case ElementType::U32: for (double D : V) L.add_u32s(static_cast<uint32_t>(D)); break;
  case ElementType::S64:
  case ElementType::U64:
    // Doubles lose precision past 2^53: parse the tokens as integers.
    for (const std::string &Tok : *Tokens) {
      if (T == ElementType::S64) {
        int64_t X;
        if (!absl::SimpleAtoi(Tok, &X)) return false;
        L.add_s64s(X);
      } else {
        uint64_t X;
        if (!absl::SimpleAtoi(Tok, &X)) return false;
        L.add_u64s(X);
      }
    }
    break;
  case ElementType::F32: for (double D : V) L.add_f32s(static_cast<float>(D)); break;
  case ElementType::F64: for (double D : V) L.add_f64s(D); break;
  case ElementType::C64: for (double D : V) L.add_c64s(static_cast<float>(D)); break;
  case ElementType::C128: for (double D : V) L.add_c128s(D); break;
  default:
    return false;
  }
  return true;
}

/// Parses the printed stack-frame index back; false when it is not of the
/// expected shape (then it is stashed).
bool parseStackFrames(absl::string_view Text, xla::StackFrameIndexProto &S) {
  enum { None, Files, Functions, Locations, Frames } Section = None;
  for (absl::string_view Line : absl::StrSplit(Text, '\n')) {
    Line = absl::StripAsciiWhitespace(Line);
    if (Line.empty())
      continue;
    if (Line == "FileNames") { Section = Files; continue; }
    if (Line == "FunctionNames") { Section = Functions; continue; }
    if (Line == "FileLocations") { Section = Locations; continue; }
    if (Line == "StackFrames") { Section = Frames; continue; }
    size_t Sp = Line.find(' ');
    if (Sp == absl::string_view::npos)
      return false;
    absl::string_view Rest = Line.substr(Sp + 1);
    if (Section == Files || Section == Functions) {
      std::string V = attr::unquote(Rest);
      (Section == Files ? S.add_file_names() : S.add_function_names())
          ->assign(V);
      continue;
    }
    auto KV = attr::keyValueList(Rest);
    if (!KV || Section == None)
      return false;
    if (Section == Locations) {
      auto *L = S.add_file_locations();
      for (auto &[K, V] : *KV) {
        auto N = toInt(V);
        if (!N) return false;
        if (K == "file_name_id") L->set_file_name_id(*N);
        else if (K == "function_name_id") L->set_function_name_id(*N);
        else if (K == "line") L->set_line(*N);
        else if (K == "end_line") L->set_end_line(*N);
        else if (K == "column") L->set_column(*N);
        else if (K == "end_column") L->set_end_column(*N);
        else return false;
      }
    } else {
      auto *F = S.add_stack_frames();
      for (auto &[K, V] : *KV) {
        auto N = toInt(V);
        if (!N) return false;
        if (K == "file_location_id") F->set_file_location_id(*N);
        else if (K == "parent_frame_id") {
          // Text ids are 1-based; the proto's are 0-based int32.
          if (*N < INT32_MIN + int64_t{1} || *N > INT32_MAX + int64_t{1})
            return false;
          F->set_parent_frame_id(static_cast<int32_t>(*N - 1));
        }
        else return false;
      }
    }
  }
  return true;
}

} // namespace

bool protoio::shapesToProto(
    absl::string_view TupleText,
    google::protobuf::RepeatedPtrField<xla::ShapeProto> &Out) {
  // Through the text parser: the tuple becomes a parameter's shape.
  std::string Text = absl::StrCat("HloModule l\n\nENTRY %e {\n  ROOT %p = ",
                                  TupleText, " parameter(0)\n}\n");
  auto M = parseModule(Text, "<shape list>");
  if (!M.ok() || !(*M)->entry() || (*M)->entry()->instructionCount() != 1)
    return false;
  const Shape *Tuple = (*M)->entry()->instructions()[0]->shape();
  if (!Tuple || !Tuple->isTuple())
    return false;
  for (const Shape *S : Tuple->tupleShapes())
    protoio::shapeToProto(*S, *Out.Add());
  return true;
}

namespace {

/// `{(a, b)->r}` -> host program shape.
bool entryLayout(absl::string_view V, xla::ProgramShapeProto &PS) {
  V = absl::StripAsciiWhitespace(V);
  if (!absl::ConsumePrefix(&V, "{") || !absl::ConsumeSuffix(&V, "}"))
    return false;
  size_t Arrow = V.rfind("->");
  if (Arrow == absl::string_view::npos)
    return false;
  // One parse: `((a, b), r)` gives the parameters' tuple and the result.
  google::protobuf::RepeatedPtrField<xla::ShapeProto> Both;
  if (!protoio::shapesToProto(absl::StrCat("(", V.substr(0, Arrow), ", ",
                                           V.substr(Arrow + 2), ")"),
                              Both) ||
      Both.size() != 2 || Both[0].element_type() != xla::TUPLE)
    return false;
  for (xla::ShapeProto &S : *Both[0].mutable_tuple_shapes()) {
    *PS.add_parameters() = std::move(S);
    PS.add_parameter_names(absl::StrCat("p", PS.parameter_names_size()));
  }
  *PS.mutable_result() = std::move(Both[1]);
  return true;
}

class Writer {
public:
  Writer(const Module &M, const ProtoWriteOptions &Options)
      : M(M), Options(Options) {}
  /// Whether the model holds async syntax sugar (after write()): the
  /// written proto then reads back as the model with the reader's sugar on.
  bool sugared() const { return !Starts.empty(); }
  absl::Status write(xla::HloModuleProto &P);

private:
  /// Decodes `A` of an instruction of opcode `Op` into `P`.
  void attribute(Opcode Op, const Attribute &A, xla::HloInstructionProto &P,
                 const absl::flat_hash_map<absl::string_view, int64_t> &Local);
  /// XLA's async syntax sugar in the model (`all-to-all-start`, opcode
  /// Unknown) written as XLA's loader wants it: an async-start calling a
  /// computation of parameters and the wrapped op, then async-update and
  /// async-done. The reader makes the sugar again when asked
  /// (ProtoReadOptions::SyntaxSugarAsyncOps).
  struct Wrap {
    Opcode Op;
    int64_t Id;
    std::string Name;
  };
  /// The sugared starts (with the computation each wraps) and the updates
  /// and dones that follow them, by instruction.
  absl::flat_hash_map<const Instruction *, Wrap> Starts;
  absl::flat_hash_map<const Instruction *, AsyncPart> Followers;
  void findSugar(absl::Span<const Computation *const> Comps);
  /// Whether every computation of `Comps` and each of its instructions has
  /// the id it was read with, each id used once.
  bool keptIds(absl::Span<const Computation *const> Comps) const;
  absl::Status writeWrapped(const Instruction &Start, const Wrap &W,
                            xla::HloModuleProto &P);
  const Module &M;
  const ProtoWriteOptions &Options;
  absl::flat_hash_map<absl::string_view, int64_t> CompIds;
};

/// The attributes of a sugared start that are the start's own; the others
/// are the wrapped op's (Reader::asyncSugar() in ProtoReader.cpp).
bool startsOwn(absl::string_view Name) {
  return Name == "metadata" || Name == "backend_config" ||
         Name == "async_execution_thread" || Name == "frontend_attributes" ||
         Name == "control-predecessors";
}

void Writer::findSugar(absl::Span<const Computation *const> Comps) {
  int64_t Next = static_cast<int64_t>(Comps.size()) + 1;
  for (const Computation *C : Comps)
    for (const Instruction *I : C->instructions()) {
      if (I->opcode() != Opcode::Unknown)
        continue;
      auto Sugar = asyncSugar(I->opcodeName());
      if (!Sugar)
        continue;
      if (Sugar->Part == AsyncPart::Start) {
        const Shape *S = I->shape();
        if (!S || !S->isTuple() || S->tupleShapes().size() < 2)
          continue;
        std::string Name = absl::StrCat(I->name(), ".wrapped");
        while (CompIds.contains(Name))
          Name += "_";
        Starts.emplace(I, Wrap{Sugar->Wrapped, Next++, std::move(Name)});
      } else if (I->operandCount() > 0 && I->operand(0) &&
                 (Starts.contains(I->operand(0)) ||
                  Followers.contains(I->operand(0)))) {
        Followers.emplace(I, Sugar->Part);
      }
    }
}

bool Writer::keptIds(absl::Span<const Computation *const> Comps) const {
  absl::flat_hash_set<int64_t> Computations, Instructions;
  for (const Computation *C : Comps) {
    const Module::ProtoIds *Ids = M.protoIds(*C);
    if (!Ids || Ids->Instructions.size() != C->instructions().size() ||
        !Computations.insert(Ids->Computation).second)
      return false;
    for (int64_t Id : Ids->Instructions)
      if (!Instructions.insert(Id).second)
        return false;
  }
  return true;
}

absl::Status Writer::writeWrapped(const Instruction &Start, const Wrap &W,
                                  xla::HloModuleProto &P) {
  auto *CP = P.add_computations();
  CP->set_name(W.Name);
  CP->set_id(W.Id);
  if (auto T = Start.attribute("async_execution_thread"))
    CP->set_execution_thread(attr::unquote(*T));
  absl::flat_hash_map<absl::string_view, int64_t> Local;
  for (size_t K = 0; K < Start.operandCount(); ++K) {
    const Instruction *O = Start.operand(K);
    if (!O || !O->shape())
      return absl::InvalidArgumentError(absl::StrCat(
          "instruction '", Start.name(), "': operand ", K, " has no shape"));
    auto *IP = CP->add_instructions();
    IP->set_name(absl::StrCat(Start.name(), ".param_", K));
    IP->set_opcode("parameter");
    IP->set_id((W.Id << 32) | static_cast<int64_t>(K));
    IP->set_parameter_number(static_cast<int64_t>(K));
    protoio::shapeToProto(*O->shape(), *IP->mutable_shape());
  }
  const int64_t RootId =
      (W.Id << 32) | static_cast<int64_t>(Start.operandCount());
  auto *Root = CP->add_instructions();
  for (int K = 0; K + 1 < CP->instructions_size(); ++K)
    Root->add_operand_ids(CP->instructions(K).id());
  Root->set_name(absl::StrCat(Start.name(), ".wrapped_op"));
  Root->set_opcode(std::string(opcodeSpelling(W.Op)));
  Root->set_id(RootId);
  protoio::shapeToProto(*Start.shape()->tupleShapes()[1],
                        *Root->mutable_shape());
  for (const Attribute &A : Start.attributes())
    if (!startsOwn(A.Name))
      attribute(W.Op, A, *Root, Local);
  CP->set_root_id(RootId);
  return absl::OkStatus();
}

void Writer::attribute(
    Opcode Op, const Attribute &A, xla::HloInstructionProto &P,
    const absl::flat_hash_map<absl::string_view, int64_t> &Local) {
  absl::string_view N = A.Name, V = A.Value;
  if (const auto *Codec = protoio::attributeCodec(Op))
    if (Codec->Parse(N, V, P))
      return;
  auto compId = [&](absl::string_view Name) {
    auto It = CompIds.find(Name);
    if (It != CompIds.end())
      P.add_called_computation_ids(It->second);
  };
  // The attributes any opcode may carry, and those the reader prints from
  // fields the wire scan decodes in place (its extraAttributes()).
  if (N == "metadata") {
    if (auto MD = attr::metadata(V)) {
      auto *O = P.mutable_metadata();
      O->set_op_type(MD->OpType);
      O->set_op_name(MD->OpName);
      O->set_source_file(MD->SourceFile);
      O->set_source_line(static_cast<int32_t>(MD->SourceLine));
      O->set_source_end_line(static_cast<int32_t>(MD->SourceEndLine));
      O->set_source_column(static_cast<int32_t>(MD->SourceColumn));
      O->set_source_end_column(static_cast<int32_t>(MD->SourceEndColumn));
      O->set_deduplicated_name(MD->DeduplicatedName);
      O->set_scheduling_name(MD->SchedulingName);
      O->set_stack_frame_id(static_cast<int32_t>(MD->StackFrameId));
    }
  } else if (N == "dimensions") {
    setIntList(V, P.mutable_dimensions());
  } else if (N == "iota_dimension") {
    if (auto X = toInt(V)) P.add_dimensions(*X);
  } else if (N == "index") {
    if (auto X = toInt(V)) P.set_tuple_index(*X);
  } else if (N == "direction") {
    P.set_comparison_direction(std::string(V));
  } else if (N == "type" && Op == Opcode::Compare) {
    P.set_comparison_type(std::string(V));
  } else if (N == "is_stable") {
    P.set_is_stable(protoio::parseBool(V));
  } else if (N == "kind" && Op == Opcode::Fusion) {
    P.set_fusion_kind(std::string(V));
  } else if (N == "calls" || N == "to_apply" || N == "select" ||
             N == "scatter" || N == "true_computation" ||
             N == "false_computation") {
    if (auto C = attr::computationName(V))
      compId(*C);
    else if (auto L = attr::nameList(V))
      for (absl::string_view X : *L)
        compId(X);
  } else if (N == "branch_computations" || N == "called_computations") {
    if (auto L = attr::nameList(V))
      for (absl::string_view X : *L)
        compId(X);
  } else if (N == "condition" || N == "body") {
    // XLA stores the body first, then the condition.
  } else if (N == "sharding") {
    xla::OpSharding S;
    if (parseSharding(V, S))
      *P.mutable_sharding() = S;
  } else if (N == "frontend_attributes") {
    if (auto KV = attr::keyValueList(V))
      for (auto &[K, X] : *KV)
        (*P.mutable_frontend_attributes()->mutable_map())[K] = X;
  } else if (N == "output_to_operand_aliasing") {
    protoio::parseAliasing(V, P);
  } else if (N == "backend_config") {
    P.set_backend_config(attr::unquote(V));
  } else if (N == "control-predecessors") {
    if (auto L = attr::nameList(V))
      for (absl::string_view X : *L) {
        auto It = Local.find(X);
        if (It != Local.end())
          P.add_control_predecessor_ids(It->second);
      }
  }
  // Anything else is left to the verification pass, which stashes it.
}

absl::Status Writer::write(xla::HloModuleProto &P) {
  P.set_name(std::string(M.name()));
  auto Comps = M.computations();
  for (size_t C = 0; C < Comps.size(); ++C)
    CompIds.emplace(Comps[C]->name(), static_cast<int64_t>(C + 1));
  findSugar(Comps);
  // The ids of the proto the module was read from, when it kept them
  // (ProtoReadOptions::KeepUniqueIds) and nothing is written that it did
  // not hold: XLA orders what it loads by id, so its printing of an
  // unscheduled module then matches that of the original proto.
  const bool KeptIds = Starts.empty() && keptIds(Comps);
  std::vector<const Computation *> InOrder(Comps.begin(), Comps.end());
  if (KeptIds) {
    for (const Computation *C : Comps)
      CompIds[C->name()] = M.protoIds(*C)->Computation;
    // And in the proto's order.
    std::stable_sort(InOrder.begin(), InOrder.end(),
                     [&](const Computation *A, const Computation *B) {
                       return M.protoIds(*A)->Position <
                              M.protoIds(*B)->Position;
                     });
  }
  for (const Computation *Each : InOrder) {
    const Computation &Comp = *Each;
    int64_t CompId = CompIds[Comp.name()];
    // XLA's loader wants each computation before its callers: the
    // computations sugared starts wrap come just before theirs.
    for (const Instruction *I : Comp.instructions())
      if (auto W = Starts.find(I); W != Starts.end())
        RETURN_IF_ERROR(writeWrapped(*I, W->second, P));
    auto *CP = P.add_computations();
    CP->set_name(std::string(Comp.name()));
    CP->set_id(CompId);
    if (!Comp.executionThread().empty())
      CP->set_execution_thread(std::string(Comp.executionThread()));
    absl::flat_hash_map<absl::string_view, int64_t> Local;
    if (KeptIds) {
      auto Instrs = Comp.instructions();
      for (size_t K = 0; K < Instrs.size(); ++K)
        Local.emplace(Instrs[K]->name(), M.protoIds(Comp)->Instructions[K]);
    } else {
      // Creation-order ids: the reader's print order walks callers'
      // instructions by local id, so call sites get ids in the order their
      // callees appear in the model.
      std::vector<std::pair<size_t, const Instruction *>> ByCallee;
      for (const Instruction *I : Comp.instructions()) {
        size_t Key = Comps.size();
        for (absl::string_view Callee : I->calledComputationNames()) {
          auto It = CompIds.find(Callee);
          if (It != CompIds.end())
            Key = std::min(Key, static_cast<size_t>(It->second - 1));
        }
        ByCallee.push_back({Key, I});
      }
      std::stable_sort(
          ByCallee.begin(), ByCallee.end(),
          [](const auto &A, const auto &B) { return A.first < B.first; });
      for (size_t K = 0; K < ByCallee.size(); ++K)
        Local.emplace(ByCallee[K].second->name(),
                      (CompId << 32) | static_cast<int64_t>(K));
    }
    for (const Instruction *I : Comp.instructions()) {
      auto *IP = CP->add_instructions();
      IP->set_name(std::string(I->name()));
      // The spelling, also of an opcode hlotrace does not know; async
      // sugar's is XLA's async op.
      Opcode Op = I->opcode();
      const auto Start = Starts.find(I);
      const bool Sugared = Start != Starts.end();
      if (Sugared) {
        Op = Opcode::AsyncStart;
        IP->add_called_computation_ids(Start->second.Id);
      } else if (auto F = Followers.find(I); F != Followers.end()) {
        Op = F->second == AsyncPart::Update ? Opcode::AsyncUpdate
                                            : Opcode::AsyncDone;
      }
      IP->set_opcode(std::string(Op == I->opcode() ? I->opcodeName()
                                                   : opcodeSpelling(Op)));
      IP->set_id(Local[I->name()]);
      if (!I->shape())
        return absl::InvalidArgumentError(absl::StrCat(
            "instruction '", I->name(), "' has no shape; protobuf needs one"));
      protoio::shapeToProto(*I->shape(), *IP->mutable_shape());
      if (I->opcode() == Opcode::Parameter) {
        IP->set_parameter_number(I->parameterNumber().value_or(0));
      } else if (I->opcode() == Opcode::Constant) {
        const absl::string_view Whole = M.elidedConstantValue(*I);
        if (!Whole.empty() &&
            IP->mutable_literal()->ParseFromArray(
                Whole.data(), static_cast<int>(Whole.size()))) {
          // The value the input proto held; the text shows `{...}`.
        } else if (!literalFromText(I->payload(), *I->shape(),
                                    *IP->mutable_literal())) {
          if (absl::StrContains(I->payload(), "{...}") &&
              !Options.AllowElidedConstants)
            return absl::InvalidArgumentError(absl::StrCat(
                "constant '", I->name(), "' in '", Comp.name(),
                "' is elided ({...}), as XLA's text dumps print large "
                "constants: its elements are not in the text, and XLA "
                "cannot load a proto without them (dump with "
                "--xla_dump_large_constants, convert the dump's .hlo.pb, "
                "or allow it: --allow-elided-constants)"));
          (*IP->mutable_frontend_attributes()->mutable_map())
              [absl::StrCat(kStash, "payload")] = std::string(I->payload());
        }
      }
      for (const Operand &O : I->operands()) {
        if (O.IsInline || !O.TupleSuffix.empty())
          return absl::InvalidArgumentError(absl::StrCat(
              "instruction '", I->name(), "' has a nested or `#` operand, "
              "which protobuf cannot hold"));
        auto It = Local.find(O.Name);
        if (It == Local.end())
          return absl::InvalidArgumentError(
              absl::StrCat("instruction '", I->name(),
                           "' uses undefined operand '", O.Name, "'"));
        IP->add_operand_ids(It->second);
      }
      for (const Attribute &A : I->attributes())
        if (!Sugared || startsOwn(A.Name))
          attribute(Op, A, *IP, Local);
      // Fields XLA always fills.
      if (I->opcode() == Opcode::Compare && IP->comparison_type().empty() &&
          I->operandCount() > 0 && I->operand(0) && I->operand(0)->shape())
        IP->set_comparison_type(protoio::defaultComparisonType(
            I->operand(0)->shape()->elementType()));
      if (I->opcode() == Opcode::Convolution) {
        // XLA prints no `window=` for a window of no dimensions, and its
        // loader wants the message present.
        if (!IP->has_window())
          IP->mutable_window();
        if (IP->feature_group_count() == 0)
          IP->set_feature_group_count(1);
        if (IP->batch_group_count() == 0)
          IP->set_batch_group_count(1);
      }
      if (I->opcode() == Opcode::CustomCall) {
        if (IP->feature_group_count() == 0)
          IP->set_feature_group_count(1);
        if (IP->batch_group_count() == 0)
          IP->set_batch_group_count(1);
        if (IP->custom_call_api_version() == 0)
          IP->set_custom_call_api_version(xla::API_VERSION_ORIGINAL);
      }
      if ((I->opcode() == Opcode::Dot || I->opcode() == Opcode::Convolution ||
           I->opcode() == Opcode::CustomCall) &&
          IP->precision_config().operand_precision_size() == 0)
        for (size_t K = 0; K < I->operandCount(); ++K)
          IP->mutable_precision_config()->add_operand_precision(
              xla::PrecisionConfig::DEFAULT);
      if (I->opcode() == Opcode::While) {
        auto B = I->attribute("body"), Cn = I->attribute("condition");
        for (auto X : {B, Cn})
          if (X)
            if (auto Name = attr::computationName(*X)) {
              auto It = CompIds.find(*Name);
              if (It != CompIds.end())
                IP->add_called_computation_ids(It->second);
            }
      }
      if (I->isRoot() || (I == Comp.root()))
        CP->set_root_id(Local[I->name()]);
    }
    if (Comp.isMarkedEntry() || &Comp == M.entry()) {
      P.set_entry_computation_name(std::string(Comp.name()));
      P.set_entry_computation_id(CompId);
    }
  }
  // Fused computations are marked (XLA: HloComputation::IsFusionComputation).
  absl::flat_hash_map<int64_t, int> ById;
  for (int K = 0; K < P.computations_size(); ++K)
    ById.emplace(P.computations(K).id(), K);
  for (const Computation *C : Comps)
    for (const Instruction *I : C->instructions())
      if (I->opcode() == Opcode::Fusion)
        for (absl::string_view Callee : I->calledComputationNames()) {
          auto It = CompIds.find(Callee);
          auto At = It != CompIds.end() ? ById.find(It->second) : ById.end();
          if (At != ById.end())
            P.mutable_computations(At->second)->set_is_fusion_computation(true);
        }
  // Header.
  for (const Attribute &A : M.headerAttributes()) {
    if (A.Name == "is_scheduled" && A.Value == "true") {
      auto *S = P.mutable_schedule();
      for (const auto &CP : P.computations()) {
        auto &Seq = (*S->mutable_sequences())[CP.id()];
        for (const auto &IP : CP.instructions())
          Seq.add_instruction_ids(IP.id());
      }
    } else if (A.Name == "entry_computation_layout" &&
               entryLayout(A.Value, *P.mutable_host_program_shape())) {
      // Parsed from the text.
    } else if (A.Name == "entry_computation_layout" && M.entry()) {
      auto *PS = P.mutable_host_program_shape();
      const Computation &E = *M.entry();
      std::vector<const Instruction *> Params;
      for (const Instruction *I : E.instructions())
        if (I->opcode() == Opcode::Parameter)
          Params.push_back(I);
      std::sort(Params.begin(), Params.end(), [](auto *A, auto *B) {
        return A->parameterNumber() < B->parameterNumber();
      });
      for (const Instruction *I : Params) {
        protoio::shapeToProto(*I->shape(), *PS->add_parameters());
        PS->add_parameter_names(absl::StrCat("p", PS->parameter_names_size()));
      }
      if (E.root() && E.root()->shape())
        protoio::shapeToProto(*E.root()->shape(), *PS->mutable_result());
    } else if (A.Name == "frontend_attributes") {
      if (auto KV = attr::keyValueList(A.Value))
        for (auto &[K, X] : *KV)
          (*P.mutable_frontend_attributes()->mutable_map())[K] = X;
    }
  }
  if (!M.stackFrameIndexText().empty() &&
      !parseStackFrames(M.stackFrameIndexText(),
                        *P.mutable_stack_frame_index()))
    P.clear_stack_frame_index();
  return absl::OkStatus();
}

void stash(xla::FrontendAttributes &F, absl::string_view Key,
           absl::string_view Value) {
  (*F.mutable_map())[absl::StrCat(kStash, Key)] = std::string(Value);
}

std::vector<std::string> names(absl::Span<const Attribute> A) {
  std::vector<std::string> Out;
  for (const Attribute &X : A)
    Out.emplace_back(X.Name);
  return Out;
}

/// `M` encoded with map entries in key order: libprotobuf's default order
/// follows its hash tables, so the same module could be written as
/// different bytes from one run to the next.
std::string deterministicBytes(const google::protobuf::MessageLite &M) {
  std::string Out;
  QuietProtobuf Quiet;
  {
    google::protobuf::io::StringOutputStream Stream(&Out);
    google::protobuf::io::CodedOutputStream Coded(&Stream);
    Coded.SetSerializationDeterministic(true);
    M.SerializeToCodedStream(&Coded);
  }
  return Out;
}

/// Records in `P` whatever the reader would not reproduce from fields.
absl::Status verifyAndStash(const Module &M, xla::HloModuleProto &P,
                            const ProtoWriteOptions &O, bool Sugared) {
  std::string Bytes;
  {
    QuietProtobuf Quiet;
    P.SerializeToString(&Bytes);
  }
  ProtoReadOptions Read;
  Read.SyntaxSugarAsyncOps = Sugared;
  auto Back =
      readProtoBytes(Bytes, FileFormat::HloModuleProto, "<writer>", Read);
  if (!Back.ok())
    return Back.status();
  const Module &R = *Back->M;
  auto lost = [&](absl::string_view What) {
    return absl::InvalidArgumentError(absl::StrCat(
        "cannot write to protobuf without loss: ", What,
        " (enable ProtoWriteOptions::KeepUnmapped)"));
  };
  // Module header and stack frames. The header's HloModuleConfig
  // attributes are not part of an HloModuleProto (XLA's own protos lack
  // them): kept only when asked (KeepModuleConfig).
  {
    auto kept = [&](absl::Span<const Attribute> As) {
      std::vector<Attribute> Out;
      for (const Attribute &A : As)
        if (O.KeepModuleConfig || !isModuleConfigAttribute(A.Name))
          Out.push_back(A);
      return Out;
    };
    const std::vector<Attribute> Want = kept(M.headerAttributes()),
                                 Got = kept(R.headerAttributes());
    bool Same = Want.size() == Got.size();
    for (size_t I = 0; Same && I < Want.size(); ++I)
      Same = Want[I].Name == Got[I].Name && Want[I].Value == Got[I].Value;
    if (!Same) {
      if (!O.KeepUnmapped)
        return lost("module header attributes");
      for (const Attribute &A : Want)
        if (!R.headerAttribute(A.Name) || *R.headerAttribute(A.Name) != A.Value)
          stash(*P.mutable_frontend_attributes(),
                absl::StrCat("header.", A.Name), A.Value);
      stash(*P.mutable_frontend_attributes(), "header_order",
            absl::StrJoin(names(Want), ","));
    }
    if (M.stackFrameIndexText() != R.stackFrameIndexText()) {
      if (!O.KeepUnmapped)
        return lost("stack frame index");
      stash(*P.mutable_frontend_attributes(), "stack_frames",
            M.stackFrameIndexText());
    }
  }
  // The model's computations, by name: async sugar's wrapped ones are
  // among them in P.
  absl::flat_hash_map<absl::string_view, int> InProto;
  for (int C = 0; C < P.computations_size(); ++C)
    InProto.emplace(P.computations(C).name(), C);
  for (const Computation *Want : M.computations()) {
    auto At = InProto.find(Want->name());
    if (At == InProto.end())
      return absl::InternalError(absl::StrCat("computation '", Want->name(),
                                              "' was not written"));
    auto *CP = P.mutable_computations(At->second);
    const Computation *Got = R.find(CP->name());
    for (int K = 0; K < CP->instructions_size(); ++K) {
      auto *IP = CP->mutable_instructions(K);
      const Instruction *WI = Want->instructions()[K];
      const Instruction *GI = Got ? Got->find(IP->name()) : nullptr;
      if (!GI)
        continue;
      // No stash holds an opcode: one read back otherwise is the writer's
      // fault, never dropped quietly.
      if (WI->opcodeName() != GI->opcodeName())
        return absl::InternalError(absl::StrCat(
            "cannot write to protobuf: instruction '", WI->name(),
            "' reads back as '", GI->opcodeName(), "', not '",
            WI->opcodeName(), "'"));
      if (WI->payload() != GI->payload() &&
          !IP->frontend_attributes().map().contains(
              absl::StrCat(kStash, "payload"))) {
        if (!O.KeepUnmapped)
          return lost(absl::StrCat("payload of '", WI->name(), "'"));
        stash(*IP->mutable_frontend_attributes(), "payload", WI->payload());
      }
      auto WA = WI->attributes(), GA = GI->attributes();
      bool SameOrder = names(WA) == names(GA);
      for (const Attribute &A : WA) {
        auto G = GI->attribute(A.Name);
        if (G && *G == A.Value)
          continue;
        if (!O.KeepUnmapped)
          return lost(absl::StrCat("attribute '", A.Name, "' of '",
                                   WI->name(), "'"));
        stash(*IP->mutable_frontend_attributes(),
              absl::StrCat("attr.", A.Name), A.Value);
      }
      if (!SameOrder) {
        if (!O.KeepUnmapped)
          return lost(absl::StrCat("attribute order of '", WI->name(), "'"));
        stash(*IP->mutable_frontend_attributes(), "order",
              absl::StrJoin(names(WA), ","));
      }
    }
  }
  return absl::OkStatus();
}

/// The field path (`metadata.op_name`) of the first `string` field in `Msg`
/// that is not UTF-8, or empty. HLO text holds any bytes; protobuf `string`
/// fields must be UTF-8 (libprotobuf refuses them when parsing).
std::string firstNonUtf8Field(const google::protobuf::Message &Msg) {
  using google::protobuf::FieldDescriptor;
  const google::protobuf::Reflection *R = Msg.GetReflection();
  std::vector<const FieldDescriptor *> Fields;
  R->ListFields(Msg, &Fields);
  for (const FieldDescriptor *F : Fields) {
    int N = F->is_repeated() ? R->FieldSize(Msg, F) : 1;
    for (int K = 0; K < N; ++K) {
      if (F->type() == FieldDescriptor::TYPE_STRING) {
        std::string Scratch;
        const std::string &V =
            F->is_repeated() ? R->GetRepeatedStringReference(Msg, F, K, &Scratch)
                             : R->GetStringReference(Msg, F, &Scratch);
        if (!wire::isValidUtf8(V))
          return std::string(F->name());
      } else if (F->type() == FieldDescriptor::TYPE_MESSAGE) {
        const google::protobuf::Message &Sub =
            F->is_repeated() ? R->GetRepeatedMessage(Msg, F, K)
                             : R->GetMessage(Msg, F);
        std::string Path = firstNonUtf8Field(Sub);
        if (!Path.empty())
          return absl::StrCat(F->name(), ".", Path);
      }
    }
  }
  return {};
}

/// An error naming the instruction and field when a string is not UTF-8.
absl::Status checkUtf8(const xla::HloModuleProto &P) {
  for (const xla::HloComputationProto &C : P.computations())
    for (const xla::HloInstructionProto &I : C.instructions()) {
      std::string Field = firstNonUtf8Field(I);
      if (!Field.empty())
        return absl::InvalidArgumentError(absl::StrCat(
            "cannot write to protobuf: ", Field, " of instruction '",
            I.name(), "' in computation '", C.name(),
            "' is not valid UTF-8 (protobuf string fields must be)"));
    }
  std::string Field = firstNonUtf8Field(P);
  if (!Field.empty())
    return absl::InvalidArgumentError(absl::StrCat(
        "cannot write to protobuf: ", Field, " of module '", P.name(),
        "' is not valid UTF-8 (protobuf string fields must be)"));
  return absl::OkStatus();
}

absl::StatusOr<xla::HloModuleProto> toProto(const Module &M,
                                            const ProtoWriteOptions &O) {
  xla::HloModuleProto P;
  Writer W(M, O);
  RETURN_IF_ERROR(W.write(P));
  RETURN_IF_ERROR(checkUtf8(P));
  RETURN_IF_ERROR(verifyAndStash(M, P, O, W.sugared()));
  return P;
}

} // namespace

namespace protoio {
absl::StatusOr<xla::HloModuleProto> moduleToProto(const Module &M,
                                                  const ProtoWriteOptions &O) {
  return toProto(M, O);
}
} // namespace protoio

absl::StatusOr<std::string> writeHloModuleProto(const Module &M,
                                                const ProtoWriteOptions &O) {
  ASSIGN_OR_RETURN(xla::HloModuleProto P, toProto(M, O));
  return deterministicBytes(P);
}

absl::StatusOr<std::string> writeHloProto(const Module &M,
                                          const ProtoWriteOptions &O) {
  xla::HloProto H;
  ASSIGN_OR_RETURN(*H.mutable_hlo_module(), toProto(M, O));
  return deterministicBytes(H);
}

absl::StatusOr<std::string> writeHloProtoText(const Module &M,
                                              const ProtoWriteOptions &O) {
  xla::HloProto H;
  ASSIGN_OR_RETURN(*H.mutable_hlo_module(), toProto(M, O));
  std::string Out;
  QuietProtobuf Quiet;
  if (!google::protobuf::TextFormat::PrintToString(H, &Out))
    return absl::InternalError("text proto printing failed");
  return Out;
}

absl::Status writeModuleFile(const Module &M, const std::string &Path,
                             const ProtoWriteOptions &O) {
  absl::string_view P = Path;
  bool Gz = absl::ConsumeSuffix(&P, ".gz");
  std::string Bytes;
  if (absl::EndsWith(P, ".txt") || absl::EndsWith(P, ".hlo")) {
    Bytes = printModule(M);
  } else if (absl::EndsWith(P, ".pbtxt") || absl::EndsWith(P, ".textproto")) {
    ASSIGN_OR_RETURN(Bytes, writeHloProtoText(M, O));
  } else if (absl::EndsWith(P, ".pb")) {
    ASSIGN_OR_RETURN(Bytes, writeHloProto(M, O));
  } else {
    return absl::InvalidArgumentError(absl::StrCat(
        Path, ": unknown output format (use .txt, .hlo, .pb, .pbtxt, "
              "optionally with .gz)"));
  }
  if (Gz) {
    ASSIGN_OR_RETURN(Bytes, gzip(Bytes));
  }
  std::ofstream Out(Path, std::ios::binary | std::ios::trunc);
  if (!Out)
    return absl::InvalidArgumentError(
        absl::StrCat(Path, ": cannot open for writing"));
  Out.write(Bytes.data(), static_cast<std::streamsize>(Bytes.size()));
  Out.close();
  if (!Out)
    return absl::InvalidArgumentError(absl::StrCat(Path, ": write failed"));
  return absl::OkStatus();
}

} // namespace hlotrace
