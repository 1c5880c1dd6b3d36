//===- ContentScan.cpp - Fingerprints of module text ----------------------===//

#include "ContentScan.h"

#include <cstring>

#include "Support/ContentHash.h"
#include "absl/container/flat_hash_map.h"
#include "absl/strings/ascii.h"
#include "absl/strings/match.h"
#include "absl/strings/numbers.h"
#include "absl/strings/str_split.h"
#include "absl/strings/strip.h"

namespace hlotrace {
namespace {

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
    HeaderHash = contentHash64(NameEnd == absl::string_view::npos
                                   ? absl::string_view()
                                   : Header.substr(NameEnd));
    P = Nl ? Nl + 1 : End;
  }
  absl::string_view Body(P, End - P);
  ContentHash H = contentHash(Body);
  C.HashHigh = H.High ^ (HeaderHash * 0x9E3779B97F4A7C15ull);
  C.HashLow = H.Low ^ HeaderHash;

  forEachComputationText(
      absl::string_view(P, End - P),
      [&](absl::string_view Comp) {
        C.Computations.push_back(
            {contentHash64(Comp), static_cast<uint32_t>(Comp.size())});
      },
      [&] { ++C.InstructionCount; });
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

namespace {

/// The open runs of buildPipelineRuns, innermost last. Each is indexed by
/// its pipeline and by the pass it announced next, so finding the innermost
/// match is a lookup rather than a scan of the stack: runs that never dump
/// `pipeline-end` stay open, and scanning them per step made a dump of many
/// such runs quadratic (reliability review, finding 13). Only the innermost
/// run ever announces a pass, so every index lists positions in increasing
/// order and its innermost entry is its last.
class OpenRuns {
public:
  bool empty() const { return Stack.empty(); }
  int innermost() const { return Stack.back().Run; }
  /// The innermost open run that announced `Pass` as its next, or -1.
  int announcing(const std::string &Pass) const { return find(ByNext, Pass); }
  /// The innermost open run of `Pipeline`, or -1.
  int running(const std::string &Pipeline) const {
    return find(ByPipeline, Pipeline);
  }
  void push(int Run, const std::string &Pipeline) {
    Stack.push_back({Run, Pipeline, std::string()});
    ByPipeline[Pipeline].push_back(Stack.size() - 1);
    ByNext[std::string()].push_back(Stack.size() - 1);
  }
  void pop() {
    Entry &E = Stack.back();
    ByPipeline[E.Pipeline].pop_back();
    ByNext[E.Next].pop_back();
    Stack.pop_back();
  }
  /// Closes the runs nested in `Run`, which is open.
  void closeInside(int Run) {
    while (Stack.back().Run != Run)
      pop();
  }
  /// The innermost run announces `Pass` as the one it runs next.
  void announce(const std::string &Pass) {
    Entry &E = Stack.back();
    ByNext[E.Next].pop_back();
    E.Next = Pass;
    ByNext[Pass].push_back(Stack.size() - 1);
  }

private:
  struct Entry {
    int Run;
    std::string Pipeline, Next;
  };
  using Index = absl::flat_hash_map<std::string, std::vector<size_t>>;
  int find(const Index &I, const std::string &Key) const {
    auto It = I.find(Key);
    if (It == I.end() || It->second.empty())
      return -1;
    return Stack[It->second.back()].Run;
  }
  std::vector<Entry> Stack;
  Index ByPipeline, ByNext;
};

} // namespace

std::vector<PipelineRun> buildPipelineRuns(std::vector<Step> &Steps) {
  std::vector<PipelineRun> Runs;
  std::vector<size_t> Last;    // last step of each run
  std::vector<bool> Confirmed; // parent named by the parent's NextPass
  OpenRuns Open;

  auto OpenRun = [&](const std::string &Pipeline, bool Start) {
    int Parent = Open.announcing(Pipeline);
    bool Sure = Parent >= 0;
    if (Sure)
      Open.closeInside(Parent);
    else if (!Open.empty())
      Parent = Open.innermost(); // tentative; checked below
    PipelineRun R;
    R.Pipeline = Pipeline;
    R.Parent = Parent;
    R.StartSeen = Start;
    Runs.push_back(std::move(R));
    Last.push_back(0);
    Confirmed.push_back(Sure);
    int Index = static_cast<int>(Runs.size() - 1);
    Open.push(Index, Pipeline);
    return Index;
  };

  for (size_t I = 0; I < Steps.size(); ++I) {
    Step &S = Steps[I];
    if (S.Kind == StepKind::DuringPass) {
      int R = Open.announcing(S.Pass);
      if (R < 0 && !Open.empty())
        R = Open.innermost();
      S.Run = R;
      if (R >= 0)
        Runs[R].Steps.push_back(I);
      continue;
    }
    int R = -1;
    if (S.isPipelineStart()) {
      R = OpenRun(S.Pipeline, /*Start=*/true);
    } else {
      R = Open.running(S.Pipeline);
      if (R >= 0)
        Open.closeInside(R);
      else
        R = OpenRun(S.Pipeline, /*Start=*/false);
    }
    S.Run = R;
    Runs[R].Steps.push_back(I);
    Last[R] = I;
    Open.announce(S.NextPass); // R is innermost here
    if (S.NextPass == "pipeline-end") {
      Runs[R].EndSeen = true;
      Open.pop();
    }
  }
  // A tentative parent holds a run only if it dumped again after the run
  // ended; otherwise the run was its sibling (or an ancestor's): the run's
  // parent is its nearest ancestor that dumps later than it. Later[R] is
  // that ancestor for R itself, so a walk that passes R (which ends no later
  // than the run being placed) jumps straight to it; parents come before
  // their children, so Later[] is known for every ancestor.
  std::vector<int> Later(Runs.size(), -1);
  for (size_t R = 0; R < Runs.size(); ++R) {
    int P = Runs[R].Parent;
    while (P >= 0 && Last[P] <= Last[R])
      P = Later[P];
    if (!Confirmed[R])
      Runs[R].Parent = P;
    Later[R] = P;
  }
  for (size_t R = 0; R < Runs.size(); ++R)
    if (Runs[R].Parent >= 0)
      Runs[Runs[R].Parent].Children.push_back(static_cast<int>(R));
  return Runs;
}

} // namespace hlotrace
