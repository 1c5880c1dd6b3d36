//===- DimensionNumbers.cpp - dot, gather and scatter ---------------------===//
//
// The attribute codecs of dot (DotDimensionNumbers: `lhs_batch_dims=`,
// `lhs_contracting_dims=`, ..., then the precision config), gather
// (GatherDimensionNumbers: `offset_dims=`, ..., `index_vector_dim=`, then
// `slice_sizes=` and `indices_are_sorted=`) and scatter
// (ScatterDimensionNumbers: `update_window_dims=`, ..., then
// `indices_are_sorted=` and `unique_indices=`). Optional lists print only
// when non-empty, as XLA prints them. The precision config
// (`operand_precision=`, `algorithm=`) is shared with convolution and
// custom-call.
//
//===----------------------------------------------------------------------===//

#include "Proto/AttributeCodecs/AttributeCodecs.h"
#include "absl/strings/ascii.h"
#include "absl/strings/match.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "absl/strings/str_split.h"
#include "absl/strings/strip.h"

namespace hlotrace {
namespace protoio {

using google::protobuf::RepeatedField;

namespace {

void printDotDims(const xla::DotDimensionNumbers &D, AttributeSink Add) {
  if (D.lhs_batch_dimensions_size())
    Add("lhs_batch_dims", int64List(D.lhs_batch_dimensions()));
  Add("lhs_contracting_dims", int64List(D.lhs_contracting_dimensions()));
  if (D.rhs_batch_dimensions_size())
    Add("rhs_batch_dims", int64List(D.rhs_batch_dimensions()));
  Add("rhs_contracting_dims", int64List(D.rhs_contracting_dimensions()));
}

bool parseDotDim(absl::string_view Name, absl::string_view Value,
                 xla::HloInstructionProto &P) {
  RepeatedField<int64_t> *(xla::DotDimensionNumbers::*Field)() = nullptr;
  if (Name == "lhs_contracting_dims")
    Field = &xla::DotDimensionNumbers::mutable_lhs_contracting_dimensions;
  else if (Name == "rhs_contracting_dims")
    Field = &xla::DotDimensionNumbers::mutable_rhs_contracting_dimensions;
  else if (Name == "lhs_batch_dims")
    Field = &xla::DotDimensionNumbers::mutable_lhs_batch_dimensions;
  else if (Name == "rhs_batch_dims")
    Field = &xla::DotDimensionNumbers::mutable_rhs_batch_dimensions;
  else
    return false;
  setIntList(Value, (P.mutable_dot_dimension_numbers()->*Field)());
  return true;
}

void printGatherDims(const xla::GatherDimensionNumbers &D, AttributeSink Add) {
  Add("offset_dims", int64List(D.offset_dims()));
  Add("collapsed_slice_dims", int64List(D.collapsed_slice_dims()));
  Add("start_index_map", int64List(D.start_index_map()));
  if (D.operand_batching_dims_size())
    Add("operand_batching_dims", int64List(D.operand_batching_dims()));
  if (D.start_indices_batching_dims_size())
    Add("start_indices_batching_dims",
        int64List(D.start_indices_batching_dims()));
  Add("index_vector_dim", absl::StrCat(D.index_vector_dim()));
}

void printScatterDims(const xla::ScatterDimensionNumbers &D,
                      AttributeSink Add) {
  Add("update_window_dims", int64List(D.update_window_dims()));
  Add("inserted_window_dims", int64List(D.inserted_window_dims()));
  Add("scatter_dims_to_operand_dims",
      int64List(D.scatter_dims_to_operand_dims()));
  if (D.input_batching_dims_size())
    Add("input_batching_dims", int64List(D.input_batching_dims()));
  if (D.scatter_indices_batching_dims_size())
    Add("scatter_indices_batching_dims",
        int64List(D.scatter_indices_batching_dims()));
  Add("index_vector_dim", absl::StrCat(D.index_vector_dim()));
}

bool parseGatherScatterDim(absl::string_view Name, absl::string_view Value,
                           bool Gather, xla::HloInstructionProto &P) {
  using G = xla::GatherDimensionNumbers;
  using S = xla::ScatterDimensionNumbers;
  RepeatedField<int64_t> *(G::*GatherField)() = nullptr;
  RepeatedField<int64_t> *(S::*ScatterField)() = nullptr;
  if (Name == "index_vector_dim") {
    if (auto X = toInt(Value)) {
      if (Gather)
        P.mutable_gather_dimension_numbers()->set_index_vector_dim(*X);
      else
        P.mutable_scatter_dimension_numbers()->set_index_vector_dim(*X);
    }
    return true;
  }
  if (Name == "offset_dims")
    GatherField = &G::mutable_offset_dims;
  else if (Name == "collapsed_slice_dims")
    GatherField = &G::mutable_collapsed_slice_dims;
  else if (Name == "start_index_map")
    GatherField = &G::mutable_start_index_map;
  else if (Name == "operand_batching_dims")
    GatherField = &G::mutable_operand_batching_dims;
  else if (Name == "start_indices_batching_dims")
    GatherField = &G::mutable_start_indices_batching_dims;
  else if (Name == "update_window_dims")
    ScatterField = &S::mutable_update_window_dims;
  else if (Name == "inserted_window_dims")
    ScatterField = &S::mutable_inserted_window_dims;
  else if (Name == "scatter_dims_to_operand_dims")
    ScatterField = &S::mutable_scatter_dims_to_operand_dims;
  else if (Name == "input_batching_dims")
    ScatterField = &S::mutable_input_batching_dims;
  else if (Name == "scatter_indices_batching_dims")
    ScatterField = &S::mutable_scatter_indices_batching_dims;
  else
    return false;
  if (GatherField)
    setIntList(Value, (P.mutable_gather_dimension_numbers()->*GatherField)());
  else
    setIntList(Value, (P.mutable_scatter_dimension_numbers()->*ScatterField)());
  return true;
}

bool parseSortFlags(absl::string_view N, absl::string_view V,
                    xla::HloInstructionProto &P) {
  if (N == "indices_are_sorted")
    P.set_indices_are_sorted(parseBool(V));
  else if (N == "unique_indices")
    P.set_unique_indices(parseBool(V));
  else
    return false;
  return true;
}

absl::Status printDot(const CodecInput &In, AttributeSink Add) {
  printDotDims(In.Proto.dot_dimension_numbers(), Add);
  printPrecisionConfig(In.Proto.precision_config(), Add);
  return absl::OkStatus();
}

bool parseDot(absl::string_view N, absl::string_view V,
              xla::HloInstructionProto &P) {
  return parseDotDim(N, V, P) || parsePrecisionConfig(N, V, P);
}

absl::Status printGather(const CodecInput &In, AttributeSink Add) {
  const xla::HloInstructionProto &P = In.Proto;
  printGatherDims(P.gather_dimension_numbers(), Add);
  Add("slice_sizes", int64List(P.gather_slice_sizes()));
  if (P.indices_are_sorted())
    Add("indices_are_sorted", "true");
  return absl::OkStatus();
}

bool parseGather(absl::string_view N, absl::string_view V,
                 xla::HloInstructionProto &P) {
  if (N == "slice_sizes") {
    setIntList(V, P.mutable_gather_slice_sizes());
    return true;
  }
  return parseGatherScatterDim(N, V, /*Gather=*/true, P) ||
         parseSortFlags(N, V, P);
}

absl::Status printScatter(const CodecInput &In, AttributeSink Add) {
  const xla::HloInstructionProto &P = In.Proto;
  printScatterDims(P.scatter_dimension_numbers(), Add);
  if (P.indices_are_sorted())
    Add("indices_are_sorted", "true");
  if (P.unique_indices())
    Add("unique_indices", "true");
  return absl::OkStatus();
}

bool parseScatter(absl::string_view N, absl::string_view V,
                  xla::HloInstructionProto &P) {
  return parseGatherScatterDim(N, V, /*Gather=*/false, P) ||
         parseSortFlags(N, V, P);
}

} // namespace

// Precision: `operand_precision={high,default}` when any operand is not
// DEFAULT; `algorithm=dot_bf16_bf16_f32` when not UNSET. Both are the enum
// names in lower case, the algorithm's without `ALG_` (XLA's
// PrecisionToString and AlgorithmToString).
void printPrecisionConfig(const xla::PrecisionConfig &C, AttributeSink Add) {
  bool NonDefault = false;
  for (int V : C.operand_precision())
    NonDefault |= V != 0;
  if (NonDefault) {
    std::vector<std::string> S;
    for (int V : C.operand_precision()) {
      // A value this schema does not name prints as `default`.
      const std::string &N = xla::PrecisionConfig::Precision_Name(
          static_cast<xla::PrecisionConfig::Precision>(V));
      S.push_back(N.empty() ? "default" : absl::AsciiStrToLower(N));
    }
    Add("operand_precision", absl::StrCat("{", absl::StrJoin(S, ","), "}"));
  }
  if (C.algorithm() != 0) {
    std::string N = xla::PrecisionConfig::Algorithm_Name(C.algorithm());
    Add("algorithm", absl::AsciiStrToLower(absl::StripPrefix(N, "ALG_")));
  }
}

bool parsePrecisionConfig(absl::string_view Name, absl::string_view Value,
                          xla::HloInstructionProto &P) {
  if (Name == "operand_precision") {
    auto *C = P.mutable_precision_config();
    absl::string_view List = absl::StripSuffix(
        absl::StripPrefix(absl::StripAsciiWhitespace(Value), "{"), "}");
    for (absl::string_view X : absl::StrSplit(List, ',', absl::SkipEmpty())) {
      xla::PrecisionConfig::Precision Code = xla::PrecisionConfig::DEFAULT;
      xla::PrecisionConfig::Precision_Parse(
          absl::AsciiStrToUpper(absl::StripAsciiWhitespace(X)), &Code);
      C->add_operand_precision(Code);
    }
    return true;
  }
  if (Name == "algorithm") {
    xla::PrecisionConfig::Algorithm A;
    if (xla::PrecisionConfig::Algorithm_Parse(
            absl::StrCat("ALG_", absl::AsciiStrToUpper(Value)), &A))
      P.mutable_precision_config()->set_algorithm(A);
    return true;
  }
  return false;
}

const AttributeCodec kDotCodec{printDot, parseDot};
const AttributeCodec kGatherCodec{printGather, parseGather};
const AttributeCodec kScatterCodec{printScatter, parseScatter};

} // namespace protoio
} // namespace hlotrace
