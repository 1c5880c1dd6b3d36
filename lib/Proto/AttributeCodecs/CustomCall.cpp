//===- CustomCall.cpp - custom-call's attributes, in XLA's order ----------===//
//
// The attribute codec of custom-call, the hand-off to cuBLAS, cuDNN,
// cuSOLVER and friends, so every field matters. XLA prints, in this order:
// `window=` and `dim_labels=` (cuDNN convolutions), `feature_group_count=`
// and `batch_group_count=` when not 1, the precision config,
// `padding_type=` when set, `custom_call_target="..."`,
// `operand_layout_constraints={shapes}` when the call constrains layouts,
// the side-effect flag, `output_to_operand_aliasing=`, then `schedule=` and
// `api_version=` when not the defaults. Called computations and
// `backend_config=` are the generic attributes of the reader and writer.
// A custom call's `literal=` is not printed yet (the writer stashes it).
//
//===----------------------------------------------------------------------===//

#include <string>
#include <vector>

#include "Proto/AttributeCodecs/AttributeCodecs.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "absl/strings/ascii.h"
#include "absl/strings/match.h"
#include "absl/strings/strip.h"
#include "hlotrace/IR/Attribute.h"
#include "hlotrace/IR/Shape.h"

namespace hlotrace {
namespace protoio {

namespace {

absl::Status printCustomCall(const CodecInput &In, AttributeSink Add) {
  const xla::HloInstructionProto &P = In.Proto;
  if (P.has_window())
    Add("window", printWindow(P.window()));
  if (P.has_convolution_dimension_numbers())
    Add("dim_labels", printDimLabels(P.convolution_dimension_numbers()));
  printGroupCountsAndPrecision(P, Add);
  if (P.padding_type() != xla::PADDING_INVALID)
    Add("padding_type", xla::PaddingType_Name(P.padding_type()));
  Add("custom_call_target", quoted(P.custom_call_target()));
  if (P.constrain_layout()) {
    std::string Shapes;
    for (const xla::ShapeProto &S : P.operand_shapes_with_layout()) {
      auto Converted = convertShape(In.Ctx, S);
      if (!Converted.ok())
        return absl::InvalidArgumentError(
            absl::StrCat("operand_layout_constraints: ",
                         Converted.status().message()));
      if (!Shapes.empty())
        Shapes += ", ";
      (*Converted)->print(Shapes);
    }
    Add("operand_layout_constraints", absl::StrCat("{", Shapes, "}"));
  }
  if (P.custom_call_has_side_effect())
    Add("custom_call_has_side_effect", "true");
  printAliasing(P, Add);
  if (P.custom_call_schedule() != 0)
    Add("schedule", xla::CustomCallSchedule_Name(P.custom_call_schedule()));
  if (P.custom_call_api_version() > 1)
    Add("api_version",
        xla::CustomCallApiVersion_Name(P.custom_call_api_version()));
  return absl::OkStatus();
}

bool parseCustomCall(absl::string_view N, absl::string_view V,
                     xla::HloInstructionProto &P) {
  if (parseConvolutionFields(N, V, P))
    return true;
  if (N == "custom_call_target") {
    P.set_custom_call_target(attr::unquote(V));
  } else if (N == "padding_type") {
    xla::PaddingType T;
    if (xla::PaddingType_Parse(std::string(V), &T))
      P.set_padding_type(T);
  } else if (N == "operand_layout_constraints") {
    absl::string_view List = absl::StripAsciiWhitespace(V);
    if (absl::ConsumePrefix(&List, "{") && absl::ConsumeSuffix(&List, "}") &&
        shapesToProto(absl::StrCat("(", List, ")"),
                      *P.mutable_operand_shapes_with_layout()))
      P.set_constrain_layout(true);
  } else if (N == "custom_call_has_side_effect") {
    P.set_custom_call_has_side_effect(parseBool(V));
  } else if (N == "output_to_operand_aliasing") {
    parseAliasing(V, P);
  } else if (N == "schedule") {
    xla::CustomCallSchedule S;
    if (xla::CustomCallSchedule_Parse(std::string(V), &S))
      P.set_custom_call_schedule(S);
  } else if (N == "api_version") {
    xla::CustomCallApiVersion A;
    if (xla::CustomCallApiVersion_Parse(std::string(V), &A))
      P.set_custom_call_api_version(A);
  } else {
    return parsePrecisionConfig(N, V, P);
  }
  return true;
}

} // namespace

void printAliasing(const xla::HloInstructionProto &P, AttributeSink &Add) {
  if (P.output_operand_aliasing_size() == 0)
    return;
  std::vector<std::string> S;
  for (const auto &OA : P.output_operand_aliasing())
    S.push_back(absl::StrCat(int64List(OA.output_shape_index()), ": (",
                             OA.operand_index(), ", ",
                             int64List(OA.operand_shape_index()), ")"));
  Add("output_to_operand_aliasing",
      absl::StrCat("{", absl::StrJoin(S, ", "), "}"));
}

bool parseAliasing(absl::string_view V, xla::HloInstructionProto &P) {
  // {{0}: (0, {}), {1}: (2, {1})}
  absl::string_view T = absl::StripAsciiWhitespace(V);
  if (!absl::ConsumePrefix(&T, "{") || !absl::ConsumeSuffix(&T, "}"))
    return false;
  auto braced = [&](google::protobuf::RepeatedField<int64_t> *Out) {
    T = absl::StripLeadingAsciiWhitespace(T);
    size_t Close = T.find('}');
    if (!absl::StartsWith(T, "{") || Close == absl::string_view::npos ||
        !setIntList(T.substr(0, Close + 1), Out))
      return false;
    T.remove_prefix(Close + 1);
    return true;
  };
  auto punct = [&](absl::string_view Text) {
    T = absl::StripLeadingAsciiWhitespace(T);
    return absl::ConsumePrefix(&T, Text);
  };
  google::protobuf::RepeatedPtrField<xla::OutputOperandAliasing> Out;
  while (!absl::StripAsciiWhitespace(T).empty()) {
    auto *A = Out.Add();
    if (!braced(A->mutable_output_shape_index()) || !punct(":") || !punct("("))
      return false;
    T = absl::StripLeadingAsciiWhitespace(T);
    size_t Comma = T.find(',');
    auto Operand = toInt(T.substr(0, Comma));
    if (Comma == absl::string_view::npos || !Operand)
      return false;
    A->set_operand_index(*Operand);
    T.remove_prefix(Comma + 1);
    if (!braced(A->mutable_operand_shape_index()) || !punct(")"))
      return false;
    if (!punct(",") && !absl::StripAsciiWhitespace(T).empty())
      return false;
  }
  *P.mutable_output_operand_aliasing() = std::move(Out);
  return true;
}

const AttributeCodec kCustomCallCodec{printCustomCall, parseCustomCall};

} // namespace protoio
} // namespace hlotrace
