//===- FusionDump.cpp - XLA:GPU's priority-fusion decision log ------------===//
//
// A line reader for the text proto: each `fusion_steps {` opens a step, the
// next `NAME {` line names its kind, and `key: value` lines fill it. Braces
// are counted so that the device description before the steps is skipped.
//
//===----------------------------------------------------------------------===//

#include "hlotrace/Trace/FusionDump.h"

#include "absl/strings/ascii.h"
#include "absl/strings/match.h"
#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_split.h"
#include "absl/strings/strip.h"

namespace hlotrace {
namespace {

/// `"text"` with \" and \\ unescaped; nullopt when not a quoted string.
std::optional<std::string> unquote(absl::string_view S) {
  if (!absl::ConsumePrefix(&S, "\"") || !absl::ConsumeSuffix(&S, "\""))
    return std::nullopt;
  std::string Out;
  for (size_t K = 0; K < S.size(); ++K) {
    if (S[K] == '\\' && K + 1 < S.size())
      ++K;
    Out.push_back(S[K]);
  }
  return Out;
}

FusionStep::Kind kindOf(absl::string_view Name) {
  if (Name == "fusion")
    return FusionStep::Kind::Fusion;
  if (Name == "producer_ineligible")
    return FusionStep::Kind::ProducerIneligible;
  if (Name == "update_priority")
    return FusionStep::Kind::UpdatePriority;
  return FusionStep::Kind::Other;
}

} // namespace

absl::StatusOr<std::vector<FusionStep>>
parsePriorityFusionDump(absl::string_view Text, absl::string_view FileName) {
  std::vector<FusionStep> Out;
  int Depth = 0;
  bool InStep = false;
  int LineNo = 0;
  for (absl::string_view Line : absl::StrSplit(Text, '\n')) {
    ++LineNo;
    absl::string_view S = absl::StripAsciiWhitespace(Line);
    if (S.empty())
      continue;
    if (absl::EndsWith(S, "{")) {
      absl::string_view Name =
          absl::StripAsciiWhitespace(S.substr(0, S.size() - 1));
      if (Depth == 0 && Name == "fusion_steps") {
        InStep = true;
        Out.emplace_back();
        Out.back().Line = LineNo;
      } else if (InStep && Depth == 1) {
        Out.back().KindName = std::string(Name);
        Out.back().What = kindOf(Name);
      }
      ++Depth;
      continue;
    }
    if (S == "}") {
      if (Depth > 0 && --Depth == 0)
        InStep = false;
      continue;
    }
    if (!InStep || Depth != 2)
      continue;
    size_t Colon = S.find(':');
    if (Colon == absl::string_view::npos)
      continue;
    absl::string_view Key = S.substr(0, Colon);
    absl::string_view Value = absl::StripAsciiWhitespace(S.substr(Colon + 1));
    FusionStep &F = Out.back();
    if (Key == "us_fused" || Key == "us_unfused") {
      double V = 0;
      if (!absl::SimpleAtod(Value, &V))
        return absl::InvalidArgumentError(absl::StrCat(
            FileName, ":", LineNo, ":",
            static_cast<int>(Line.size() - S.size() + Colon + 3), ": ", Key,
            " is not a number"));
      (Key == "us_fused" ? F.UsFused : F.UsUnfused) = V;
      continue;
    }
    std::optional<std::string> Str = unquote(Value);
    if (!Str)
      continue;
    if (Key == "producer_name")
      F.Producer = std::move(*Str);
    else if (Key == "consumer_name" || Key == "consumer_names")
      F.Consumers.push_back(std::move(*Str));
    else if (Key == "fusion_name")
      F.FusionName = std::move(*Str);
    else if (Key == "reason")
      F.Reason = std::move(*Str);
  }
  return Out;
}

} // namespace hlotrace
