//===- Convolution.cpp - window, dim_labels and group counts --------------===//
//
// The attribute codecs of convolution (`window=`, `dim_labels=`,
// `feature_group_count=`, `batch_group_count=`, then the precision config)
// and of reduce-window and select-and-scatter (`window=`). The Window
// printer and parser (XLA's WindowToString) also serve custom-call.
//
//===----------------------------------------------------------------------===//

#include <algorithm>

#include "Proto/AttributeCodecs/AttributeCodecs.h"
#include "absl/strings/ascii.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "absl/strings/str_split.h"
#include "hlotrace/IR/Attribute.h"

namespace hlotrace {
namespace protoio {

// window ::= '{' 'size=' dims ('stride=' dims)? ('pad=' lo_hi ('x' lo_hi)*)?
//            ('lhs_dilate=' dims)? ('rhs_dilate=' dims)? ('rhs_reversal=' dims)? '}'

std::string printWindow(const xla::Window &W) {
  auto field = [&](auto Get, absl::string_view Name, bool Pad = false)
      -> std::string {
    std::vector<std::string> V;
    for (const xla::WindowDimension &D : W.dimensions())
      V.push_back(Get(D));
    return absl::StrCat(Name, "=", absl::StrJoin(V, "x"));
  };
  std::vector<std::string> Parts;
  Parts.push_back(field([](const xla::WindowDimension &D) {
    return absl::StrCat(D.size());
  }, "size"));
  auto any = [&](auto Pred) {
    for (const xla::WindowDimension &D : W.dimensions())
      if (Pred(D))
        return true;
    return false;
  };
  if (any([](const auto &D) { return D.stride() != 1; }))
    Parts.push_back(field([](const auto &D) { return absl::StrCat(D.stride()); }, "stride"));
  if (any([](const auto &D) { return D.padding_low() != 0 || D.padding_high() != 0; }))
    Parts.push_back(field([](const auto &D) {
      return absl::StrCat(D.padding_low(), "_", D.padding_high());
    }, "pad"));
  if (any([](const auto &D) { return D.base_dilation() != 1; }))
    Parts.push_back(field([](const auto &D) { return absl::StrCat(D.base_dilation()); }, "lhs_dilate"));
  if (any([](const auto &D) { return D.window_dilation() != 1; }))
    Parts.push_back(field([](const auto &D) { return absl::StrCat(D.window_dilation()); }, "rhs_dilate"));
  if (any([](const auto &D) { return D.window_reversal(); }))
    Parts.push_back(field([](const auto &D) { return std::string(D.window_reversal() ? "1" : "0"); }, "rhs_reversal"));
  return absl::StrCat("{", absl::StrJoin(Parts, " "), "}");
}

bool parseWindow(absl::string_view V, xla::Window &W) {
  auto KV = attr::keyValueList(V);
  if (!KV)
    return false;
  size_t Rank = 0;
  for (auto &[K, X] : *KV)
    if (K == "size")
      Rank = std::vector<absl::string_view>(absl::StrSplit(X, 'x')).size();
  for (size_t I = 0; I < Rank; ++I) {
    auto *D = W.add_dimensions();
    D->set_stride(1);
    D->set_window_dilation(1);
    D->set_base_dilation(1);
  }
  for (auto &[K, X] : *KV) {
    std::vector<absl::string_view> Parts = absl::StrSplit(X, 'x');
    if (Parts.size() != Rank)
      return false;
    for (size_t I = 0; I < Rank; ++I) {
      auto *D = W.mutable_dimensions(static_cast<int>(I));
      if (K == "pad") {
        std::vector<absl::string_view> LH = absl::StrSplit(Parts[I], '_');
        if (LH.size() != 2) return false;
        D->set_padding_low(toInt(LH[0]).value_or(0));
        D->set_padding_high(toInt(LH[1]).value_or(0));
        continue;
      }
      auto N = toInt(Parts[I]);
      if (!N) return false;
      if (K == "size") D->set_size(*N);
      else if (K == "stride") D->set_stride(*N);
      else if (K == "lhs_dilate") D->set_base_dilation(*N);
      else if (K == "rhs_dilate") D->set_window_dilation(*N);
      else if (K == "rhs_reversal") D->set_window_reversal(*N != 0);
      else return false;
    }
  }
  return true;
}

// dim_labels ::= input '_' kernel '->' output, one letter or digit per
// dimension: `b01f_01io->b01f`.

std::string printDimLabels(const xla::ConvolutionDimensionNumbers &D) {
  auto side = [](int64_t Rank, std::vector<std::pair<int64_t, char>> Fixed,
                 const google::protobuf::RepeatedField<int64_t> &Spatial) {
    std::string S(static_cast<size_t>(std::max<int64_t>(Rank, 0)), '?');
    for (auto [Dim, C] : Fixed)
      if (Dim >= 0 && Dim < Rank)
        S[Dim] = C;
    for (int I = 0; I < Spatial.size(); ++I)
      if (Spatial[I] >= 0 && Spatial[I] < Rank)
        S[Spatial[I]] = static_cast<char>('0' + I);
    return S;
  };
  int64_t R = D.input_spatial_dimensions_size() + 2;
  return absl::StrCat(
      side(R, {{D.input_batch_dimension(), 'b'}, {D.input_feature_dimension(), 'f'}},
           D.input_spatial_dimensions()),
      "_",
      side(R, {{D.kernel_input_feature_dimension(), 'i'},
               {D.kernel_output_feature_dimension(), 'o'}},
           D.kernel_spatial_dimensions()),
      "->",
      side(R, {{D.output_batch_dimension(), 'b'}, {D.output_feature_dimension(), 'f'}},
           D.output_spatial_dimensions()));
}

bool parseDimLabels(absl::string_view V, xla::ConvolutionDimensionNumbers &D) {
  std::vector<absl::string_view> IO = absl::StrSplit(V, "->");
  if (IO.size() != 2)
    return false;
  std::vector<absl::string_view> LK = absl::StrSplit(IO[0], '_');
  if (LK.size() != 2)
    return false;
  auto spatial = [](absl::string_view S, google::protobuf::RepeatedField<int64_t> *F) {
    std::vector<int64_t> Dims;
    for (size_t I = 0; I < S.size(); ++I)
      if (absl::ascii_isdigit(static_cast<unsigned char>(S[I]))) {
        size_t K = static_cast<size_t>(S[I] - '0');
        if (Dims.size() <= K) Dims.resize(K + 1, -1);
        Dims[K] = static_cast<int64_t>(I);
      }
    for (int64_t X : Dims) F->Add(X);
  };
  for (size_t I = 0; I < LK[0].size(); ++I) {
    if (LK[0][I] == 'b') D.set_input_batch_dimension(static_cast<int64_t>(I));
    if (LK[0][I] == 'f') D.set_input_feature_dimension(static_cast<int64_t>(I));
  }
  spatial(LK[0], D.mutable_input_spatial_dimensions());
  for (size_t I = 0; I < LK[1].size(); ++I) {
    if (LK[1][I] == 'i') D.set_kernel_input_feature_dimension(static_cast<int64_t>(I));
    if (LK[1][I] == 'o') D.set_kernel_output_feature_dimension(static_cast<int64_t>(I));
  }
  spatial(LK[1], D.mutable_kernel_spatial_dimensions());
  for (size_t I = 0; I < IO[1].size(); ++I) {
    if (IO[1][I] == 'b') D.set_output_batch_dimension(static_cast<int64_t>(I));
    if (IO[1][I] == 'f') D.set_output_feature_dimension(static_cast<int64_t>(I));
  }
  spatial(IO[1], D.mutable_output_spatial_dimensions());
  return true;
}

void printGroupCountsAndPrecision(const xla::HloInstructionProto &P,
                                  AttributeSink &Add) {
  if (P.feature_group_count() > 1)
    Add("feature_group_count", absl::StrCat(P.feature_group_count()));
  if (P.batch_group_count() > 1)
    Add("batch_group_count", absl::StrCat(P.batch_group_count()));
  printPrecisionConfig(P.precision_config(), Add);
}

bool parseConvolutionFields(absl::string_view N, absl::string_view V,
                            xla::HloInstructionProto &P) {
  if (N == "window") {
    parseWindow(V, *P.mutable_window());
  } else if (N == "dim_labels") {
    parseDimLabels(V, *P.mutable_convolution_dimension_numbers());
  } else if (N == "feature_group_count") {
    if (auto X = toInt(V))
      P.set_feature_group_count(*X);
  } else if (N == "batch_group_count") {
    if (auto X = toInt(V))
      P.set_batch_group_count(*X);
  } else {
    return false;
  }
  return true;
}

namespace {

absl::Status printConvolution(const CodecInput &In, AttributeSink Add) {
  const xla::HloInstructionProto &P = In.Proto;
  // Unlike custom-call's, a convolution's window prints only when it has
  // dimensions (a 1x1 dot-like convolution has none).
  if (P.window().dimensions_size() > 0)
    Add("window", printWindow(P.window()));
  Add("dim_labels", printDimLabels(P.convolution_dimension_numbers()));
  printGroupCountsAndPrecision(P, Add);
  return absl::OkStatus();
}

bool parseConvolution(absl::string_view N, absl::string_view V,
                      xla::HloInstructionProto &P) {
  return parseConvolutionFields(N, V, P) || parsePrecisionConfig(N, V, P);
}

absl::Status printWindowOnly(const CodecInput &In, AttributeSink Add) {
  if (In.Proto.has_window())
    Add("window", printWindow(In.Proto.window()));
  return absl::OkStatus();
}

bool parseWindowOnly(absl::string_view N, absl::string_view V,
                     xla::HloInstructionProto &P) {
  if (N != "window")
    return false;
  parseWindow(V, *P.mutable_window());
  return true;
}

} // namespace

const AttributeCodec kConvolutionCodec{printConvolution, parseConvolution};
const AttributeCodec kWindowCodec{printWindowOnly, parseWindowOnly};

} // namespace protoio
} // namespace hlotrace
