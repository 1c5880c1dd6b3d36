//===- DimensionNumbersCodec.cpp - dot, gather and scatter numbers --------===//
//
// The attribute codecs of DotDimensionNumbers (`lhs_batch_dims=`,
// `lhs_contracting_dims=`, ...), GatherDimensionNumbers (`offset_dims=`,
// ..., `index_vector_dim=`) and ScatterDimensionNumbers
// (`update_window_dims=`, ...): each printer (the reader's, in XLA's print
// order, optional lists only when non-empty) next to its parser (the
// writer's).
//
//===----------------------------------------------------------------------===//

#include "Proto/ProtoInternal.h"
#include "absl/strings/str_cat.h"

namespace hlotrace {
namespace protoio {

using google::protobuf::RepeatedField;

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

} // namespace protoio
} // namespace hlotrace
