//===- Rollup.cpp - Changes summed per pass, pipeline and source ----------===//

#include "hlotrace/Query/Rollup.h"

#include <algorithm>
#include <map>

#include "MatchUtil.h"
#include "absl/container/flat_hash_map.h"
#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_split.h"
#include "absl/strings/strip.h"
#include "hlotrace/Query/Diff.h"

namespace hlotrace {
namespace {

/// `key=value` pairs of `{file_name_id=1 function_name_id=1 line=636 ...}`.
int64_t field(absl::string_view Body, absl::string_view Key) {
  for (absl::string_view Part : absl::StrSplit(Body, ' ', absl::SkipEmpty())) {
    Part = absl::StripPrefix(absl::StripSuffix(Part, "}"), "{");
    if (absl::ConsumePrefix(&Part, Key) && absl::ConsumePrefix(&Part, "=")) {
      int64_t V = 0;
      if (absl::SimpleAtoi(Part, &V))
        return V;
    }
  }
  return 0;
}

} // namespace

SourceIndex::SourceIndex(const Module &M) {
  // FileNames / FunctionNames / FileLocations / StackFrames sections of
  // `N "text"` or `N {fields}` lines, as XLA prints the stack-frame index.
  absl::flat_hash_map<int64_t, std::string> Files;
  absl::flat_hash_map<int64_t, std::pair<int64_t, int64_t>> Locations;
  absl::flat_hash_map<int64_t, int64_t> FrameToLocation;
  absl::string_view Section;
  for (absl::string_view Line :
       absl::StrSplit(M.stackFrameIndexText(), '\n', absl::SkipEmpty())) {
    Line = absl::StripAsciiWhitespace(Line);
    size_t Space = Line.find(' ');
    int64_t Id = 0;
    if (Space == absl::string_view::npos ||
        !absl::SimpleAtoi(Line.substr(0, Space), &Id)) {
      Section = Line;
      continue;
    }
    absl::string_view Body = Line.substr(Space + 1);
    if (Section == "FileNames")
      Files[Id] = std::string(absl::StripSuffix(absl::StripPrefix(Body, "\""),
                                                "\""));
    else if (Section == "FileLocations")
      Locations[Id] = {field(Body, "file_name_id"), field(Body, "line")};
    else if (Section == "StackFrames")
      FrameToLocation[Id] = field(Body, "file_location_id");
  }
  for (const auto &[Frame, Loc] : FrameToLocation) {
    auto L = Locations.find(Loc);
    if (L == Locations.end())
      continue;
    auto F = Files.find(L->second.first);
    FrameLocation[Frame] =
        absl::StrCat(F == Files.end() ? "?" : F->second, ":", L->second.second);
  }
}

std::string SourceIndex::location(const Instruction &I) const {
  auto Text = I.attribute("metadata");
  if (!Text)
    return {};
  auto MD = attr::metadata(*Text);
  if (!MD)
    return {};
  if (!MD->SourceFile.empty())
    return absl::StrCat(MD->SourceFile, ":", MD->SourceLine);
  if (MD->StackFrameId) {
    auto It = FrameLocation.find(MD->StackFrameId);
    if (It != FrameLocation.end())
      return It->second;
  }
  return {};
}

TraceRollup rollupTrace(absl::Span<const PassModule> Snapshots) {
  TraceRollup R;
  struct Acc {
    RollupRow Row;
    size_t LastSnapshot = SIZE_MAX;
  };
  std::map<std::string, Acc> ByPass, ByPipeline, BySource, ByOpName;
  auto Add = [](std::map<std::string, Acc> &Map, const std::string &Key,
                size_t Snapshot, ChangeKind K) {
    Acc &A = Map[Key];
    A.Row.Key = Key;
    if (A.LastSnapshot != Snapshot) {
      A.LastSnapshot = Snapshot;
      ++A.Row.Snapshots;
    }
    if (K == ChangeKind::Added)
      ++A.Row.Added;
    else if (K == ChangeKind::Removed)
      ++A.Row.Removed;
    else if (K == ChangeKind::Changed)
      ++A.Row.Changed;
  };
  for (size_t K = 1; K < Snapshots.size(); ++K) {
    const PassModule &S = Snapshots[K];
    const Module &Old = *Snapshots[K - 1].M, &New = *S.M;
    DiffOptions O;
    O.Pairing = DiffPairing::Lineage; // Consecutive snapshots of one module.
    ModuleDiff D = diffModules(Old, New, O);
    PassChange P;
    P.Index = K;
    P.Step = S.Number;
    P.Pipeline = S.Pipeline;
    P.Pass = S.Pass;
    P.ComputationsAdded = D.ComputationsAdded;
    P.ComputationsRemoved = D.ComputationsRemoved;
    P.ComputationsChanged = D.ComputationsChanged;
    P.InstructionsAdded = D.InstructionsAdded;
    P.InstructionsRemoved = D.InstructionsRemoved;
    P.InstructionsChanged = D.InstructionsChanged;
    P.InstructionsAfter = static_cast<int64_t>(New.instructionCount());
    R.Passes.push_back(P);
    if (D.empty())
      continue;
    SourceIndex OldSources(Old), NewSources(New);
    for (const ComputationDiff &CD : D.Computations)
      for (const InstructionChange &C : CD.Instructions) {
        if (C.Kind == ChangeKind::Unchanged)
          continue;
        Add(ByPass, S.Pass, K, C.Kind);
        Add(ByPipeline, S.Pipeline, K, C.Kind);
        const Instruction &I = C.New ? *C.New : *C.Old;
        std::string Loc =
            (C.New ? NewSources : OldSources).location(I);
        Add(BySource, Loc.empty() ? "<unknown>" : Loc, K, C.Kind);
        std::string Op = query::opNameOf(I);
        Add(ByOpName, Op.empty() ? "<none>" : Op, K, C.Kind);
      }
  }
  auto Flatten = [](std::map<std::string, Acc> &Map) {
    std::vector<RollupRow> Rows;
    for (auto &[Key, A] : Map)
      Rows.push_back(A.Row);
    std::stable_sort(Rows.begin(), Rows.end(),
                     [](const RollupRow &A, const RollupRow &B) {
                       return A.total() > B.total();
                     });
    return Rows;
  };
  R.ByPass = Flatten(ByPass);
  R.ByPipeline = Flatten(ByPipeline);
  R.BySourceLocation = Flatten(BySource);
  R.ByOpName = Flatten(ByOpName);
  return R;
}

} // namespace hlotrace
