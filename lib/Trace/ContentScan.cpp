//===- ContentScan.cpp - Fingerprints of module text ----------------------===//

#include "ContentScan.h"

#include <cstring>

#include "absl/strings/ascii.h"
#include "absl/strings/match.h"
#include "absl/strings/numbers.h"
#include "absl/strings/str_split.h"
#include "absl/strings/strip.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/Support/xxhash.h"

namespace hlotrace {
namespace {

llvm::ArrayRef<uint8_t> bytes(absl::string_view S) {
  return {reinterpret_cast<const uint8_t *>(S.data()), S.size()};
}

/// Text between the first pair of quotes, unescaped only for `\"`, `\\`.
std::string quoted(absl::string_view V) {
  size_t B = V.find('"'), E = V.rfind('"');
  if (B == absl::string_view::npos || E <= B)
    return std::string(absl::StripAsciiWhitespace(V));
  std::string Out;
  for (size_t I = B + 1; I < E; ++I) {
    if (V[I] == '\\' && I + 1 < E)
      ++I;
    Out.push_back(V[I]);
  }
  return Out;
}

} // namespace

StepContent scanModuleText(absl::string_view Text, std::string *ModuleName) {
  StepContent C;
  C.Bytes = Text.size();
  const char *P = Text.data(), *End = P + Text.size();
  // Header line: `HloModule NAME, attrs...`; the name is left out of the
  // fingerprint.
  const char *Nl = static_cast<const char *>(std::memchr(P, '\n', End - P));
  const char *HeaderEnd = Nl ? Nl : End;
  absl::string_view Header(P, HeaderEnd - P);
  uint64_t HeaderHash = 0;
  if (absl::ConsumePrefix(&Header, "HloModule ")) {
    size_t NameEnd = Header.find_first_of(", \r");
    if (ModuleName)
      *ModuleName = std::string(Header.substr(0, NameEnd));
    HeaderHash = llvm::xxh3_64bits(
        bytes(NameEnd == absl::string_view::npos ? absl::string_view()
                                                 : Header.substr(NameEnd)));
    P = Nl ? Nl + 1 : End;
  }
  absl::string_view Body(P, End - P);
  llvm::XXH128_hash_t H = llvm::xxh3_128bits(bytes(Body));
  C.HashHigh = H.high64 ^ (HeaderHash * 0x9E3779B97F4A7C15ull);
  C.HashLow = H.low64 ^ HeaderHash;

  // PERF NOTE: one memchr per line and a look at its first and last byte;
  // XLA prints each instruction on one line, so nothing else is needed for
  // counts and per-computation spans.
  const char *CompBegin = nullptr;
  while (P < End) {
    const char *E = static_cast<const char *>(std::memchr(P, '\n', End - P));
    const char *LineEnd = E ? E : End;
    const char *Last = LineEnd;
    while (Last > P && (Last[-1] == '\r' || Last[-1] == ' '))
      --Last;
    if (Last > P) {
      if (!CompBegin) {
        if (*P != ' ' && Last[-1] == '{')
          CompBegin = P;
      } else if (*P == '}') {
        absl::string_view Comp(CompBegin, LineEnd - CompBegin);
        C.Computations.push_back(
            {llvm::xxh3_64bits(bytes(Comp)), static_cast<uint32_t>(Comp.size())});
        CompBegin = nullptr;
      } else if (*P == ' ') {
        ++C.InstructionCount;
      }
    }
    P = E ? E + 1 : End;
  }
  return C;
}

std::vector<PassTiming> parsePassTimings(absl::string_view Text) {
  std::vector<PassTiming> Out;
  int Depth = 0;
  bool InPass = false;
  for (absl::string_view Line : absl::StrSplit(Text, '\n')) {
    Line = absl::StripAsciiWhitespace(Line);
    if (Line.empty())
      continue;
    if (absl::EndsWith(Line, "{")) {
      if (Depth == 0 && absl::StartsWith(Line, "pass_metadata")) {
        InPass = true;
        Out.emplace_back();
      }
      ++Depth;
      continue;
    }
    if (Line == "}") {
      if (--Depth == 0)
        InPass = false;
      continue;
    }
    if (!InPass || Depth != 1)
      continue;
    size_t Colon = Line.find(':');
    if (Colon == absl::string_view::npos)
      continue;
    absl::string_view Key = Line.substr(0, Colon);
    absl::string_view Value = absl::StripAsciiWhitespace(Line.substr(Colon + 1));
    PassTiming &T = Out.back();
    if (Key == "pass_name")
      T.Pass = quoted(Value);
    else if (Key == "pipeline_name")
      T.Pipeline = quoted(Value);
    else if (Key == "start_timestamp_usec")
      (void)absl::SimpleAtoi(Value, &T.StartMicros);
    else if (Key == "end_timestamp_usec")
      (void)absl::SimpleAtoi(Value, &T.EndMicros);
    else if (Key == "module_changed")
      T.ModuleChanged = Value == "true";
    else if (Key == "dump_filenames")
      T.DumpFileNames.push_back(quoted(Value));
  }
  return Out;
}

std::optional<std::string> findPassRegex(absl::string_view Text) {
  for (absl::string_view Line : absl::StrSplit(Text, '\n')) {
    Line = absl::StripAsciiWhitespace(Line);
    if (absl::ConsumePrefix(&Line, "xla_dump_hlo_pass_re:"))
      return quoted(Line);
  }
  return std::nullopt;
}

std::vector<PipelineRun> buildPipelineRuns(std::vector<Step> &Steps) {
  std::vector<PipelineRun> Runs;
  std::vector<size_t> Last;         // last step of each run
  std::vector<std::string> Pending; // the pass each run announced next
  std::vector<bool> Confirmed;      // parent named by the parent's NextPass
  std::vector<int> Stack;           // open runs, innermost last

  auto OpenRun = [&](const std::string &Pipeline, bool Start) {
    int Parent = -1;
    bool Sure = false;
    for (size_t K = Stack.size(); K-- > 0;)
      if (Pending[Stack[K]] == Pipeline) {
        Parent = Stack[K];
        Sure = true;
        Stack.resize(K + 1);
        break;
      }
    if (!Sure && !Stack.empty())
      Parent = Stack.back(); // tentative; checked below
    PipelineRun R;
    R.Pipeline = Pipeline;
    R.Parent = Parent;
    R.StartSeen = Start;
    Runs.push_back(std::move(R));
    Last.push_back(0);
    Pending.emplace_back();
    Confirmed.push_back(Sure);
    Stack.push_back(static_cast<int>(Runs.size() - 1));
    return static_cast<int>(Runs.size() - 1);
  };

  for (size_t I = 0; I < Steps.size(); ++I) {
    Step &S = Steps[I];
    if (S.Kind == StepKind::DuringPass) {
      int R = Stack.empty() ? -1 : Stack.back();
      for (size_t K = Stack.size(); K-- > 0;)
        if (Pending[Stack[K]] == S.Pass) {
          R = Stack[K];
          break;
        }
      S.Run = R;
      if (R >= 0)
        Runs[R].Steps.push_back(I);
      continue;
    }
    int R = -1;
    if (S.isPipelineStart()) {
      R = OpenRun(S.Pipeline, /*Start=*/true);
    } else {
      for (size_t K = Stack.size(); K-- > 0;)
        if (Runs[Stack[K]].Pipeline == S.Pipeline) {
          R = Stack[K];
          Stack.resize(K + 1);
          break;
        }
      if (R < 0)
        R = OpenRun(S.Pipeline, /*Start=*/false);
    }
    S.Run = R;
    Runs[R].Steps.push_back(I);
    Last[R] = I;
    Pending[R] = S.NextPass;
    if (S.NextPass == "pipeline-end") {
      Runs[R].EndSeen = true;
      Stack.pop_back(); // R is innermost here
    }
  }
  // A tentative parent holds a run only if it dumped again after the run
  // ended; otherwise the run was its sibling (or an ancestor's).
  for (size_t R = 0; R < Runs.size(); ++R) {
    if (Confirmed[R])
      continue;
    int P = Runs[R].Parent;
    while (P >= 0 && Last[P] <= Last[R] && !Confirmed[R])
      P = Runs[P].Parent;
    Runs[R].Parent = P;
  }
  for (size_t R = 0; R < Runs.size(); ++R)
    if (Runs[R].Parent >= 0)
      Runs[Runs[R].Parent].Children.push_back(static_cast<int>(R));
  return Runs;
}

} // namespace hlotrace
