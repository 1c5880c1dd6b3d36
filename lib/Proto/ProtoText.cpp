//===- ProtoText.cpp - XLA's text spelling of proto fields ---------------===//
//
// Shapes, metadata, sharding and frontend attributes as XLA's printer
// writes them (ShapeUtil::HumanStringWithLayout, OpMetadataToString,
// HloSharding::ToString, FrontendAttributesToString). Written from the
// printed dumps and XLA's documented print rules.
//
//===----------------------------------------------------------------------===//

#include <algorithm>

#include "Proto/ProtoInternal.h"
#include "Proto/ProtoRecords.h"
#include "Proto/Wire.h"
#include "Support/Status.h"
#include "absl/strings/ascii.h"
#include "absl/strings/escaping.h"
#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "hlotrace/IR/Attribute.h"

namespace hlotrace {
namespace protoio {

absl::StatusOr<const Shape *> convertShape(Context &Ctx,
                                           const xla::ShapeProto &P,
                                           bool WithLayout, int Depth) {
  if (Depth > 64)
    return absl::InvalidArgumentError("shape nested too deeply");
  std::optional<ElementType> T = elementTypeFromProtoNumber(P.element_type());
  if (!T || *T == ElementType::Invalid)
    return absl::InvalidArgumentError(
        absl::StrCat("shape has invalid element type ", P.element_type()));
  if (*T == ElementType::Tuple || *T == ElementType::Buffer) {
    std::vector<const Shape *> Elements;
    for (const xla::ShapeProto &E : P.tuple_shapes()) {
      ASSIGN_OR_RETURN(const Shape *ES,
                       convertShape(Ctx, E, WithLayout, Depth + 1));
      Elements.push_back(ES);
    }
    return Ctx.getShape(Shape::tuple(*T, Elements));
  }
  std::vector<int64_t> Dims(P.dimensions().begin(), P.dimensions().end());
  std::vector<bool> Dyn(Dims.size(), false);
  for (int I = 0; I < P.is_dynamic_dimension_size() &&
                  I < static_cast<int>(Dims.size());
       ++I)
    Dyn[I] = P.is_dynamic_dimension(I);
  for (int64_t D : Dims)
    if (D < 0 && D != Shape::kUnboundedSize)
      return absl::InvalidArgumentError(
          absl::StrCat("shape has negative dimension ", D));
  absl::InlinedVector<bool, 4> DynV(Dyn.begin(), Dyn.end());
  if (!WithLayout || !P.has_layout())
    return Ctx.getShape(Shape::array(*T, Dims, DynV, nullptr));
  const xla::LayoutProto &LP = P.layout();
  Layout L;
  L.MinorToMajor.assign(LP.minor_to_major().begin(),
                        LP.minor_to_major().end());
  for (const xla::TileProto &TP : LP.tiles()) {
    Tile Ti;
    for (int64_t D : TP.dimensions())
      Ti.Dims.push_back(D == -9223372036854775807LL - 1 ? Tile::kCombineDimension
                                                        : D);
    L.Tiles.push_back(std::move(Ti));
  }
  L.TailPaddingAlignment = LP.tail_padding_alignment_in_elements() == 0
                               ? 1
                               : LP.tail_padding_alignment_in_elements();
  L.ElementSizeBits = LP.element_size_in_bits();
  L.MemorySpace = LP.memory_space();
  L.DynamicShapeMetadataPrefixBytes = LP.dynamic_shape_metadata_prefix_bytes();
  return Ctx.getShape(Shape::array(*T, Dims, DynV, &L));
}

const Shape *stripLayout(Context &Ctx, const Shape *S) {
  if (S->isTuple() || S->isBuffer()) {
    std::vector<const Shape *> E;
    for (const Shape *X : S->tupleShapes())
      E.push_back(stripLayout(Ctx, X));
    return Ctx.getShape(Shape::tuple(S->elementType(), E));
  }
  if (!S->layout())
    return S;
  absl::InlinedVector<bool, 4> Dyn;
  for (int64_t I = 0; I < S->rank(); ++I)
    Dyn.push_back(S->isDynamicDimension(I));
  return Ctx.getShape(
      Shape::array(S->elementType(), S->dimensions(), Dyn, nullptr));
}

void shapeToProto(const Shape &S, xla::ShapeProto &P) {
  P.set_element_type(
      static_cast<xla::PrimitiveType>(elementTypeProtoNumber(S.elementType())));
  if (S.isTuple() || S.isBuffer()) {
    for (const Shape *E : S.tupleShapes())
      shapeToProto(*E, *P.add_tuple_shapes());
    return;
  }
  if (!S.isArray())
    return;
  for (int64_t I = 0; I < S.rank(); ++I) {
    P.add_dimensions(S.dimensions()[I]);
    P.add_is_dynamic_dimension(S.isDynamicDimension(I));
  }
  const Layout *L = S.layout();
  if (!L && S.rank() != 0)
    return;
  xla::LayoutProto &LP = *P.mutable_layout();
  if (!L) {
    LP.set_tail_padding_alignment_in_elements(1);
    return;
  }
  for (int64_t D : L->MinorToMajor)
    LP.add_minor_to_major(D);
  for (const Tile &T : L->Tiles) {
    xla::TileProto &TP = *LP.add_tiles();
    for (int64_t D : T.Dims)
      TP.add_dimensions(D);
  }
  LP.set_tail_padding_alignment_in_elements(L->TailPaddingAlignment);
  LP.set_element_size_in_bits(L->ElementSizeBits);
  LP.set_memory_space(L->MemorySpace);
  LP.set_dynamic_shape_metadata_prefix_bytes(
      L->DynamicShapeMetadataPrefixBytes);
}

std::string cEscape(absl::string_view S) { return absl::CEscape(S); }

std::string quoted(absl::string_view S) {
  return absl::StrCat("\"", absl::CEscape(S), "\"");
}

std::string int64List(const google::protobuf::RepeatedField<int64_t> &L) {
  return absl::StrCat("{", absl::StrJoin(L, ","), "}");
}

std::optional<int64_t> toInt(absl::string_view S) {
  int64_t V;
  if (!absl::SimpleAtoi(absl::StripAsciiWhitespace(S), &V))
    return std::nullopt;
  return V;
}

bool setIntList(absl::string_view Text,
                google::protobuf::RepeatedField<int64_t> *F) {
  auto L = attr::intList(Text);
  if (!L)
    return false;
  for (int64_t V : *L)
    F->Add(V);
  return true;
}

std::string int64List(absl::Span<const int64_t> L) {
  return absl::StrCat("{", absl::StrJoin(L, ","), "}");
}

std::string metadataToString(const xla::OpMetadata &M) {
  std::vector<std::string> Parts;
  if (!M.op_type().empty())
    Parts.push_back(absl::StrCat("op_type=", quoted(M.op_type())));
  if (!M.op_name().empty())
    Parts.push_back(absl::StrCat("op_name=", quoted(M.op_name())));
  if (!M.source_file().empty())
    Parts.push_back(absl::StrCat("source_file=", quoted(M.source_file())));
  if (M.source_line() != 0)
    Parts.push_back(absl::StrCat("source_line=", M.source_line()));
  if (M.source_end_line() != 0)
    Parts.push_back(absl::StrCat("source_end_line=", M.source_end_line()));
  if (M.source_column() != 0)
    Parts.push_back(absl::StrCat("source_column=", M.source_column()));
  if (M.source_end_column() != 0)
    Parts.push_back(absl::StrCat("source_end_column=", M.source_end_column()));
  if (!legacyProfileTypes(M).empty()) {
    std::vector<std::string> T;
    for (int PT : legacyProfileTypes(M))
      T.push_back(xla::ProfileType_Name(static_cast<xla::ProfileType>(PT)));
    Parts.push_back(absl::StrCat("profile_type={", absl::StrJoin(T, ","), "}"));
  }
  if (!M.deduplicated_name().empty())
    Parts.push_back(
        absl::StrCat("deduplicated_name=", quoted(M.deduplicated_name())));
  if (!M.scheduling_name().empty())
    Parts.push_back(
        absl::StrCat("scheduling_name=", quoted(M.scheduling_name())));
  if (M.stack_frame_id() != 0)
    Parts.push_back(absl::StrCat("stack_frame_id=", M.stack_frame_id()));
  return absl::StrJoin(Parts, " ");
}

namespace {

/// `"S"` with absl::CEscape's escapes; copies `S` as is when nothing in it
/// needs one (the common case).
void appendQuoted(std::string &Out, absl::string_view S) {
  Out += '"';
  bool Plain = true;
  for (char C : S) {
    unsigned char U = static_cast<unsigned char>(C);
    if (U < 0x20 || U >= 0x7f || C == '"' || C == '\\' || C == '\'') {
      Plain = false;
      break;
    }
  }
  if (Plain)
    Out.append(S.data(), S.size());
  else
    Out += absl::CEscape(S);
  Out += '"';
}

} // namespace

absl::Status metadataFromWire(absl::string_view Bytes, size_t Offset,
                              const WireInput &In, std::string &Out) {
  // Field numbers of OpMetadata; the order below is metadataToString's.
  absl::string_view OpType, OpName, SourceFile, Deduplicated, Scheduling;
  int32_t Line = 0, EndLine = 0, Column = 0, EndColumn = 0, Frame = 0;
  std::vector<int> Profile;
  wire::Cursor C(Bytes);
  wire::Field F;
  while (C.next(F)) {
    absl::string_view *Text = nullptr;
    int32_t *Int = nullptr;
    switch (F.Number) {
    case 1: Text = &OpType; break;
    case 2: Text = &OpName; break;
    case 3: Text = &SourceFile; break;
    case 12: Text = &Deduplicated; break;
    case 16: Text = &Scheduling; break;
    case 4: Int = &Line; break;
    case 17: Int = &EndLine; break;
    case 18: Int = &Column; break;
    case 19: Int = &EndColumn; break;
    case 15: Int = &Frame; break;
    case 5:
      if (!wire::forEachVarint(F, [&](int64_t V) {
            Profile.push_back(static_cast<int32_t>(V));
          }) && (F.Type == wire::Varint || F.Type == wire::Length))
        return corruptAt(In, Offset,
                         "truncated or corrupt OpMetadata.profile_type");
      break;
    default:
      break;
    }
    if (Text && F.Type == wire::Length) {
      if (!wire::isValidUtf8(F.Bytes))
        return corruptAt(In, offsetIn(In, F.Start, Offset),
                         absl::StrCat("OpMetadata.",
                                      F.Number == 1    ? "op_type"
                                      : F.Number == 2  ? "op_name"
                                      : F.Number == 3  ? "source_file"
                                      : F.Number == 12 ? "deduplicated_name"
                                                       : "scheduling_name",
                                      " is not valid UTF-8"));
      *Text = F.Bytes;
    } else if (Int && F.Type == wire::Varint) {
      *Int = static_cast<int32_t>(F.Value);
    }
  }
  if (C.failed())
    return corruptAt(In, Offset, "truncated or corrupt OpMetadata");
  Out.clear();
  auto sep = [&] { Out += Out.empty() ? '{' : ' '; };
  auto text = [&](absl::string_view Key, absl::string_view V) {
    if (V.empty())
      return;
    sep();
    Out.append(Key.data(), Key.size());
    appendQuoted(Out, V);
  };
  auto number = [&](absl::string_view Key, int32_t V) {
    if (V == 0)
      return;
    sep();
    absl::StrAppend(&Out, Key, V);
  };
  text("op_type=", OpType);
  text("op_name=", OpName);
  text("source_file=", SourceFile);
  number("source_line=", Line);
  number("source_end_line=", EndLine);
  number("source_column=", Column);
  number("source_end_column=", EndColumn);
  if (!Profile.empty()) {
    sep();
    Out += "profile_type={";
    for (size_t I = 0; I < Profile.size(); ++I) {
      if (I)
        Out += ',';
      Out += xla::ProfileType_Name(static_cast<xla::ProfileType>(Profile[I]));
    }
    Out += '}';
  }
  text("deduplicated_name=", Deduplicated);
  text("scheduling_name=", Scheduling);
  number("stack_frame_id=", Frame);
  if (!Out.empty())
    Out += '}';
  return absl::OkStatus();
}

std::string defaultComparisonType(ElementType T) {
  switch (elementTypeClass(T)) {
  case ElementClass::Float:
  case ElementClass::Complex:
    return "FLOAT";
  case ElementClass::Signed:
    return "SIGNED";
  default:
    return "UNSIGNED";
  }
}

namespace {

std::string lowerTypeName(int T) {
  switch (T) {
  case xla::OpSharding::REPLICATED: return "replicated";
  case xla::OpSharding::MANUAL: return "manual";
  case xla::OpSharding::MAXIMAL: return "maximal";
  case xla::OpSharding::UNKNOWN: return "unknown";
  case xla::OpSharding::UNREDUCED: return "unreduced";
  default: return "tuple";
  }
}

void appendSingleSharding(const xla::OpSharding &S, std::string &Out) {
  std::string Meta;
  if (S.metadata_size() == 1)
    Meta = absl::StrCat(" metadata={", metadataToString(S.metadata(0)), "}");
  else if (S.metadata_size() > 1) {
    std::vector<std::string> Ms;
    for (const xla::OpMetadata &M : S.metadata())
      Ms.push_back(absl::StrCat("{", metadataToString(M), "}"));
    Meta = absl::StrCat(" metadata={", absl::StrJoin(Ms, ", "), "}");
  }
  std::string Group;
  if (S.is_shard_group())
    Group = absl::StrCat(S.shard_group_type() == xla::OpSharding::AS
                             ? " shard_as "
                             : " shard_like ",
                         S.shard_group_id());
  Out += '{';
  switch (S.type()) {
  case xla::OpSharding::REPLICATED:
  case xla::OpSharding::MANUAL:
  case xla::OpSharding::UNKNOWN:
  case xla::OpSharding::UNREDUCED:
    absl::StrAppend(&Out, lowerTypeName(S.type()), Group, Meta);
    break;
  case xla::OpSharding::MAXIMAL:
    absl::StrAppend(&Out, "maximal device=",
                    S.tile_assignment_devices_size()
                        ? S.tile_assignment_devices(0)
                        : 0,
                    Group, Meta);
    break;
  default: {
    absl::StrAppend(&Out, "devices=[",
                    absl::StrJoin(S.tile_assignment_dimensions(), ","), "]");
    if (S.iota_reshape_dims_size() > 0) {
      absl::StrAppend(&Out, "<=[", absl::StrJoin(S.iota_reshape_dims(), ","),
                      "]");
      bool Identity = true;
      for (int I = 0; I < S.iota_transpose_perm_size(); ++I)
        Identity &= S.iota_transpose_perm(I) == I;
      if (!Identity)
        absl::StrAppend(&Out, "T(", absl::StrJoin(S.iota_transpose_perm(), ","),
                        ")");
    } else {
      Out += absl::StrJoin(S.tile_assignment_devices(), ",");
    }
    if (S.replicate_on_last_tile_dim())
      Out += " last_tile_dim_replicate";
    if (S.last_tile_dims_size() > 0) {
      std::vector<std::string> T;
      for (int D : S.last_tile_dims())
        T.push_back(lowerTypeName(D));
      absl::StrAppend(&Out, " last_tile_dims={", absl::StrJoin(T, ", "), "}");
    }
    absl::StrAppend(&Out, Group, Meta);
    break;
  }
  }
  Out += '}';
}

} // namespace

std::string shardingToString(const xla::OpSharding &S) {
  std::string Out;
  if (S.type() == xla::OpSharding::TUPLE) {
    Out += '{';
    for (int I = 0; I < S.tuple_shardings_size(); ++I) {
      if (I)
        Out += ", ";
      if (I && I % 5 == 0)
        absl::StrAppend(&Out, "/*index=", I, "*/");
      appendSingleSharding(S.tuple_shardings(I), Out);
    }
    Out += '}';
    return Out;
  }
  appendSingleSharding(S, Out);
  return Out;
}

std::string frontendAttributesToString(const xla::FrontendAttributes &F) {
  std::vector<std::pair<std::string, std::string>> Sorted(F.map().begin(),
                                                          F.map().end());
  std::sort(Sorted.begin(), Sorted.end());
  std::vector<std::string> Parts;
  for (const auto &[K, V] : Sorted) {
    bool Raw = V.size() >= 2 && V.front() == '{' && V.back() == '}';
    Parts.push_back(absl::StrCat(K, "=", Raw ? V : quoted(V)));
  }
  return absl::StrCat("{", absl::StrJoin(Parts, ","), "}");
}

} // namespace protoio
} // namespace hlotrace
