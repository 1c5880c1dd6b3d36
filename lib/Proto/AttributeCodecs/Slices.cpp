//===- Slices.cpp - slice, dynamic-slice and pad --------------------------===//
//
// The attribute codecs of slice (`slice={[0:4], [2:8:1]}`: start and limit
// per dimension, and every dimension's stride once one of them is not 1),
// dynamic-slice (`dynamic_slice_sizes={2,4}`) and pad (`padding=1_2x0_0`:
// low and high per dimension, and every dimension's interior padding once
// one of them is not 0, `1_2_0x0_0_1`), in XLA's spelling: it prints those
// all or none, not per dimension.
//
//===----------------------------------------------------------------------===//

#include <algorithm>
#include <string>
#include <vector>

#include "Proto/AttributeCodecs/AttributeCodecs.h"
#include "absl/strings/ascii.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "absl/strings/str_split.h"

namespace hlotrace {
namespace protoio {

namespace {

absl::Status printSlice(const CodecInput &In, AttributeSink Add) {
  const auto &Dims = In.Proto.slice_dimensions();
  const bool Strides = std::any_of(Dims.begin(), Dims.end(),
                                   [](const auto &D) { return D.stride() != 1; });
  std::vector<std::string> S;
  for (const auto &D : Dims)
    S.push_back(Strides ? absl::StrCat("[", D.start(), ":", D.limit(), ":",
                                       D.stride(), "]")
                        : absl::StrCat("[", D.start(), ":", D.limit(), "]"));
  Add("slice", absl::StrCat("{", absl::StrJoin(S, ", "), "}"));
  return absl::OkStatus();
}

bool parseSlice(absl::string_view N, absl::string_view V,
                xla::HloInstructionProto &P) {
  if (N != "slice")
    return false;
  for (absl::string_view Part :
       absl::StrSplit(absl::StripAsciiWhitespace(V), '[', absl::SkipEmpty())) {
    size_t E = Part.find(']');
    if (E == absl::string_view::npos)
      continue;
    std::vector<absl::string_view> Nums = absl::StrSplit(Part.substr(0, E), ':');
    auto *D = P.add_slice_dimensions();
    D->set_start(toInt(Nums[0]).value_or(0));
    D->set_limit(Nums.size() > 1 ? toInt(Nums[1]).value_or(0) : 0);
    D->set_stride(Nums.size() > 2 ? toInt(Nums[2]).value_or(1) : 1);
  }
  return true;
}

absl::Status printDynamicSlice(const CodecInput &In, AttributeSink Add) {
  Add("dynamic_slice_sizes", int64List(In.Proto.dynamic_slice_sizes()));
  return absl::OkStatus();
}

bool parseDynamicSlice(absl::string_view N, absl::string_view V,
                       xla::HloInstructionProto &P) {
  if (N != "dynamic_slice_sizes")
    return false;
  setIntList(V, P.mutable_dynamic_slice_sizes());
  return true;
}

absl::Status printPad(const CodecInput &In, AttributeSink Add) {
  const auto &Dims = In.Proto.padding_config().dimensions();
  const bool Interior =
      std::any_of(Dims.begin(), Dims.end(),
                  [](const auto &D) { return D.interior_padding() != 0; });
  std::vector<std::string> S;
  for (const auto &D : Dims)
    S.push_back(Interior ? absl::StrCat(D.edge_padding_low(), "_",
                                        D.edge_padding_high(), "_",
                                        D.interior_padding())
                         : absl::StrCat(D.edge_padding_low(), "_",
                                        D.edge_padding_high()));
  Add("padding", absl::StrJoin(S, "x"));
  return absl::OkStatus();
}

bool parsePad(absl::string_view N, absl::string_view V,
              xla::HloInstructionProto &P) {
  if (N != "padding")
    return false;
  // A malformed dimension leaves the config as far as it got; the writer's
  // check then finds the difference and stashes the text.
  auto *Config = P.mutable_padding_config();
  for (absl::string_view Dim :
       absl::StrSplit(absl::StripAsciiWhitespace(V), 'x', absl::SkipEmpty())) {
    std::vector<absl::string_view> Parts = absl::StrSplit(Dim, '_');
    if (Parts.size() < 2 || Parts.size() > 3)
      break;
    auto *D = Config->add_dimensions();
    D->set_edge_padding_low(toInt(Parts[0]).value_or(0));
    D->set_edge_padding_high(toInt(Parts[1]).value_or(0));
    D->set_interior_padding(Parts.size() == 3 ? toInt(Parts[2]).value_or(0)
                                              : 0);
  }
  return true;
}

} // namespace

const AttributeCodec kSliceCodec{printSlice, parseSlice};
const AttributeCodec kDynamicSliceCodec{printDynamicSlice, parseDynamicSlice};
const AttributeCodec kPadCodec{printPad, parsePad};

} // namespace protoio
} // namespace hlotrace
