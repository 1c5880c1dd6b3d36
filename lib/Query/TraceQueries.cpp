//===- TraceQueries.cpp - The query layer over a loaded dump directory ---===//

#include "hlotrace/Query/TraceQueries.h"

#include <algorithm>
#include <functional>
#include <mutex>

#include "Support/FileBuffer.h"
#include "Support/LLVMInterop.h"
#include "Support/Parallel.h"
#include "Support/Status.h"
#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "absl/strings/str_join.h"
#include "absl/strings/strip.h"
#include "hlotrace/Query/ModuleLineage.h"
#include "hlotrace/Text/ComputationCache.h"
#include "hlotrace/Trace/DumpFileName.h"
#include "llvm/Support/Regex.h"

namespace hlotrace {
namespace {

std::string moduleLabel(const ModuleTrace &M) {
  std::string Id = M.id() ? absl::StrFormat("%04d", *M.id()) : "----";
  std::string Out = absl::StrCat("module ", Id, " ",
                                 M.name().empty() ? "<unnamed>" : M.name());
  if (!M.directory().empty())
    absl::StrAppend(&Out, " [", M.directory(), "]");
  return Out;
}


/// The text file a step's module is parsed from, or null when it has none
/// or the first module file is not text (as ModuleTrace::parse picks it).
const StepFile *textModuleFile(const Step &S) {
  for (const StepFile &F : S.Files)
    if (isModuleFormat(F.Format))
      return F.Format == DumpFormat::Text ? &F : nullptr;
  return nullptr;
}

/// The module name on the `HloModule` line of `Text`, cut as the trace's
/// content scan cuts it; empty when there is none.
absl::string_view headerName(absl::string_view Text) {
  absl::string_view Header = Text.substr(0, Text.find('\n'));
  if (!absl::ConsumePrefix(&Header, "HloModule "))
    return {};
  return Header.substr(0, Header.find_first_of(", \r"));
}

/// Whether the text files of `A` and `B` hold the same module: equal
/// content fingerprints (everything but the module name, ContentScan.h)
/// and equal names. Parsing either gives the same module.
bool sameSnapshotText(const ModuleTrace &M, const Step &A, const Step &B) {
  const StepFile *FA = textModuleFile(A), *FB = textModuleFile(B);
  if (!FA || !FB)
    return false;
  absl::StatusOr<const StepContent *> CA = M.content(A), CB = M.content(B);
  if (!CA.ok() || !CB.ok() || !(*CA)->sameAs(**CB) ||
      (*CA)->Bytes != (*CB)->Bytes)
    return false;
  absl::StatusOr<std::unique_ptr<FileBuffer>> TA = openFile(FA->Path),
                                               TB = openFile(FB->Path);
  if (!TA.ok() || !TB.ok())
    return false;
  absl::string_view NA = headerName((*TA)->contents());
  return !NA.empty() && NA == headerName((*TB)->contents());
}

} // namespace

PassModule snapshotLabel(const Step &S) {
  PassModule R;
  R.Number = S.Number;
  switch (S.Kind) {
  case StepKind::BeforeOptimizations:
    R.Pass = std::string(kBeforeOptimizationsPass);
    break;
  case StepKind::AfterOptimizations:
    R.Pass = std::string(kAfterOptimizationsPass);
    break;
  case StepKind::Pass:
    R.Pipeline = S.Pipeline;
    R.Pass = S.Pass;
    break;
  case StepKind::DuringPass:
    // Not the pass's own end: `copy-insertion` alone must pick the dump
    // after the pass, not one from inside it.
    R.Pipeline = S.Pipeline;
    R.Pass = absl::StrCat(S.Pass, ":", S.DuringStep);
    break;
  }
  return R;
}

std::string describeStep(const Step &S) {
  switch (S.Kind) {
  case StepKind::BeforeOptimizations:
    return "before optimizations";
  case StepKind::AfterOptimizations:
    return S.BackendTag.empty()
               ? "after optimizations"
               : absl::StrCat("after optimizations (", S.BackendTag, ")");
  case StepKind::DuringPass:
    return absl::StrCat("step ", S.Number, " (", S.Pass, " : ", S.DuringStep,
                        ")");
  case StepKind::Pass:
    break;
  }
  return absl::StrCat("step ", S.Number, " (", S.Pipeline, " / ", S.Pass, ")");
}

std::optional<size_t> TraceSnapshots::indexOf(const Step *S) const {
  for (size_t K = 0; K < Steps.size(); ++K)
    if (Steps[K] == S)
      return K;
  return std::nullopt;
}

StepTimes stepTimes(const ModuleTrace &M) {
  StepTimes Out;
  absl::Span<const PassTiming> Timings = M.passTimings();
  if (Timings.empty())
    return Out;
  auto Base = [](absl::string_view P) {
    size_t Slash = P.find_last_of('/');
    return Slash == absl::string_view::npos ? P : P.substr(Slash + 1);
  };
  absl::flat_hash_map<absl::string_view, const PassTiming *> ByFile;
  int64_t First = Timings.front().StartMicros;
  int64_t Last = Timings.front().EndMicros;
  for (const PassTiming &T : Timings) {
    First = std::min(First, T.StartMicros);
    Last = std::max(Last, T.EndMicros);
    for (const std::string &F : T.DumpFileNames)
      ByFile.emplace(Base(F), &T);
  }
  Out.CompileMicros = Last - First;
  Out.Passes = Timings.size();
  for (const Step &S : M.steps())
    for (const StepFile &F : S.Files)
      if (auto It = ByFile.find(Base(F.Path)); It != ByFile.end()) {
        Out.MicrosByStep[&S] = It->second->EndMicros - It->second->StartMicros;
        break;
      }
  return Out;
}

absl::StatusOr<TraceSnapshots>
loadSnapshots(const ModuleTrace &M, const SnapshotLoadOptions &Options) {
  std::vector<const Step *> All = M.history();
  std::vector<absl::StatusOr<std::shared_ptr<const Module>>> Parsed(
      All.size(), absl::UnknownError("not parsed"));
  // Each task writes its own slot; the trace serialises per-step parsing and
  // shares computations through its ComputationCache.
  // PERF NOTE: with ShareUnchanged, a snapshot equal to the one before
  // (66 of the 162 of the 16-layer benchmark dump, large ones among them)
  // takes that one's module once it is parsed: parsing it again hashed and
  // looked up every computation only to find the same objects.
  std::vector<char> Share(All.size());
  std::vector<std::function<void()>> Tasks;
  for (size_t K = 0; K < All.size(); ++K)
    Tasks.push_back([&, K] {
      Share[K] = Options.ShareUnchanged && K &&
                 sameSnapshotText(M, *All[K - 1], *All[K]);
      if (!Share[K])
        Parsed[K] = M.module(*All[K]);
    });
  runParallel(Options.Threads, Tasks);
  // In history order, so a run of equal snapshots shares the first one's.
  // A snapshot is parsed after all when the one before failed (its error
  // names its own file) or holds a computation the cache does not (a
  // parse of its text would make a new object): then so is the rest of
  // its run, whose texts are the same.
  Tasks.clear();
  const Module *Checked = nullptr;
  for (size_t K = 0; K < All.size(); ++K) {
    if (!Share[K])
      continue;
    bool Shares = Share[K - 1] != 2 && Parsed[K - 1].ok();
    if (Shares && Parsed[K - 1]->get() != Checked) {
      for (const Computation *C : (*Parsed[K - 1])->computations())
        Shares = Shares && M.cache().holds(*C);
      Checked = Shares ? Parsed[K - 1]->get() : nullptr;
    }
    if (Shares) {
      Parsed[K] = Parsed[K - 1];
      continue;
    }
    Share[K] = 2; // parsed below
    Tasks.push_back([&, K] { Parsed[K] = M.module(*All[K]); });
  }
  runParallel(Options.Threads, Tasks);

  TraceSnapshots Out;
  Out.Trace = &M;
  for (size_t K = 0; K < All.size(); ++K) {
    if (!Parsed[K].ok()) {
      if (Options.Strict)
        return Parsed[K].status();
      Out.Skipped.push_back(Parsed[K].status());
      continue;
    }
    PassModule R = snapshotLabel(*All[K]);
    R.M = Parsed[K]->get();
    Out.Steps.push_back(All[K]);
    Out.Refs.push_back(std::move(R));
    Out.Modules.push_back(std::move(*Parsed[K]));
  }
  if (Out.Refs.empty()) {
    if (!Out.Skipped.empty())
      return Out.Skipped.front();
    return absl::NotFoundError(
        absl::StrCat(moduleLabel(M), " has no module snapshots"));
  }
  return Out;
}

namespace {

/// `label, label, ... and N more`: lists stay readable on folders of
/// hundreds of modules.
std::string listModules(absl::Span<const ModuleTrace *const> Ms) {
  constexpr size_t kMaxListed = 8;
  std::vector<std::string> Names;
  for (size_t K = 0; K < Ms.size() && K < kMaxListed; ++K)
    Names.push_back(moduleLabel(*Ms[K]));
  if (Ms.size() > kMaxListed)
    Names.push_back(absl::StrCat("and ", Ms.size() - kMaxListed, " more"));
  return absl::StrJoin(Names, ", ");
}

std::vector<const ModuleTrace *> allModules(const Trace &T) {
  std::vector<const ModuleTrace *> Out;
  for (const ModuleTrace &M : T.modules())
    Out.push_back(&M);
  return Out;
}

} // namespace

absl::StatusOr<std::vector<const ModuleTrace *>>
findModules(const Trace &T, absl::string_view Selector) {
  std::vector<const ModuleTrace *> Out;
  auto Collect = [&](auto Pred) {
    for (const ModuleTrace &M : T.modules())
      if (Pred(M))
        Out.push_back(&M);
  };
  if (Selector.empty())
    return allModules(T);
  int64_t Id;
  bool IsId = absl::SimpleAtoi(Selector, &Id);
  if (IsId) {
    Collect([&](const ModuleTrace &M) { return M.id() && *M.id() == Id; });
    if (!Out.empty())
      return Out;
  }
  Collect([&](const ModuleTrace &M) { return M.name() == Selector; });
  if (!Out.empty())
    return Out;
  llvm::Regex R(toStringRef(Selector));
  std::string Error;
  if (!R.isValid(Error)) {
    if (IsId)
      Error = "";
    else
      return absl::InvalidArgumentError(
          absl::StrCat("bad module regex '", Selector, "': ", Error));
  } else {
    Collect(
        [&](const ModuleTrace &M) { return R.match(toStringRef(M.name())); });
  }
  if (!Out.empty())
    return Out;
  std::vector<const ModuleTrace *> All = allModules(T);
  return absl::NotFoundError(absl::StrCat(
      "no module matches '", Selector, "' in ", T.index().root(),
      All.empty() ? " (it holds no modules)"
                  : absl::StrCat("; modules: ", listModules(All))));
}

absl::StatusOr<const ModuleTrace *> findModule(const Trace &T,
                                               absl::string_view Selector) {
  ASSIGN_OR_RETURN(std::vector<const ModuleTrace *> Found,
                   findModules(T, Selector));
  if (Found.size() == 1)
    return Found.front();
  if (Found.empty())
    return absl::NotFoundError(
        absl::StrCat(T.index().root(), " holds no modules"));
  if (Selector.empty()) {
    const ModuleTrace *Compiled = nullptr;
    int N = 0;
    for (const ModuleTrace *M : Found)
      if (M->afterOptimizations()) {
        Compiled = M;
        ++N;
      }
    if (N == 1)
      return Compiled;
  }
  return absl::InvalidArgumentError(absl::StrCat(
      Selector.empty() ? "the dump holds several modules; pick one with "
                         "--module"
                       : absl::StrCat("'", Selector, "' matches ",
                                      Found.size(), " modules; be more precise"),
      ": ", listModules(Found)));
}

absl::StatusOr<const Step *> findStep(const ModuleTrace &M,
                                      const StepSelector &Selector) {
  std::vector<const Step *> All = M.history();
  if (Selector.Number) {
    for (const Step *S : All)
      if (S->Number == *Selector.Number)
        return S;
    return absl::NotFoundError(absl::StrCat(moduleLabel(M), " has no step ",
                                            *Selector.Number));
  }
  if (Selector.Pass.empty())
    return absl::InvalidArgumentError(
        "pick a step by pass name or by step number");
  if (Selector.Occurrence == 0)
    return absl::InvalidArgumentError("pass occurrences count from 1");
  // `PIPELINE/PASS` narrows the match to one pipeline.
  bool WithPipeline = Selector.Pass.find('/') != std::string::npos;
  unsigned Seen = 0;
  for (const Step *S : All) {
    PassModule L = snapshotLabel(*S);
    std::string Key =
        WithPipeline ? absl::StrCat(L.Pipeline, "/", L.Pass) : L.Pass;
    if (Key == Selector.Pass && ++Seen == Selector.Occurrence)
      return S;
  }
  if (Seen == 0)
    return absl::NotFoundError(absl::StrCat(
        moduleLabel(M), " has no step after pass '", Selector.Pass,
        "' (a pass that changed nothing, or that the dump regex did not "
        "match, has no dump; see `hlotrace passes`)"));
  return absl::NotFoundError(absl::StrCat(
      moduleLabel(M), ": pass '", Selector.Pass, "' has ", Seen,
      Seen == 1 ? " dump" : " dumps", ", not ", Selector.Occurrence));
}

absl::StatusOr<StepDiff> diffWithPrevious(const ModuleTrace &M, const Step &S,
                                          const DiffOptions &Options) {
  const Step *Prev = M.previous(S);
  if (!Prev)
    return absl::FailedPreconditionError(
        absl::StrCat(moduleLabel(M), ": ", describeStep(S),
                     " is the first snapshot; there is nothing to diff "
                     "it against"));
  return diffSteps(M, *Prev, S, Options);
}

namespace {
const Step *next(const ModuleTrace &M, const Step &S) {
  if (&S == M.beforeOptimizations())
    return M.steps().empty() ? M.afterOptimizations() : &M.steps().front();
  if (S.Kind == StepKind::AfterOptimizations)
    return nullptr;
  size_t K = &S - M.steps().data();
  return K + 1 < M.steps().size() ? &M.steps()[K + 1] : M.afterOptimizations();
}
/// Whether `S` is a dump made inside another pass, given the step before
/// it: the start of a nested pipeline, or a pass's own dump from inside it
/// (XLA:TPU's tpu-tiling-rewriter, run by layout-assignment) when that pass
/// is not the one `Prev` says runs next.
bool isNestedDump(const Step &S, const Step &Prev) {
  return S.isPipelineStart() ||
         (S.Kind == StepKind::DuringPass && S.Pass != Prev.NextPass);
}

/// The dump of the pass that was running when nested dump `S` was made:
/// the next dump of the previous step's pipeline (SPMD partitioning runs
/// spmd-cleanup inside itself; on TPU the previous step may name a pass
/// that ran in between without changing the module). When that pipeline
/// has no later dump (it ended) and ran inside an enclosing pass that is
/// still running (two nested pipelines in a row), that pass's dump. Null
/// when none: the pipeline ended outside any pass, or starts again first.
const Step *enclosingDump(const ModuleTrace &M, const Step &S, int Depth) {
  const Step *Prev = M.previous(S);
  if (!Prev || Prev->Kind != StepKind::Pass || !isNestedDump(S, *Prev))
    return nullptr;
  auto Steps = M.steps();
  auto InSteps = [&](const Step *X) {
    return X >= Steps.data() && X < Steps.data() + Steps.size();
  };
  if (!InSteps(&S) || !InSteps(Prev))
    return nullptr;
  if (Prev->NextPass != "pipeline-end")
    for (const Step *Later = &S + 1; Later < Steps.data() + Steps.size();
         ++Later)
      if (Later->Kind == StepKind::Pass && Later->Pipeline == Prev->Pipeline)
        return Later->isPipelineStart() ? nullptr : Later;
  if (Depth == 0)
    return nullptr;
  // Prev's pipeline run ended (its last passes, if any, changed nothing):
  // it was nested too when its start was, and the pass enclosing it dumps
  // after S.
  for (const Step *Start = Prev; Start >= Steps.data(); --Start)
    if (Start->Kind == StepKind::Pass && Start->Pipeline == Prev->Pipeline &&
        Start->isPipelineStart()) {
      const Step *E = enclosingDump(M, *Start, Depth - 1);
      return E && E > &S ? E : nullptr;
    }
  return nullptr;
}

} // namespace

StepAttribution attributeStep(const ModuleTrace &M, const Step &S) {
  StepAttribution A;
  A.Pass = S.Pass;
  const Step *Prev = M.previous(S);
  if (!Prev || S.Kind == StepKind::BeforeOptimizations ||
      S.Kind == StepKind::AfterOptimizations)
    return A;
  bool PrevIsPass = Prev->Kind == StepKind::Pass;
  if (PrevIsPass && isNestedDump(S, *Prev)) {
    const Step *E = enclosingDump(M, S, /*Depth=*/4);
    std::string Enclosing = E ? E->Pass : std::string();
    // A pass's own dump from inside it, before its dump after it
    // (copy-insertion): the pass itself.
    if (!S.isPipelineStart() && Enclosing == S.Pass)
      return A;
    if (!Enclosing.empty()) {
      A.How = StepAttribution::EnclosingPass;
      A.Pass = Enclosing;
      A.Note = S.isPipelineStart()
                   ? absl::StrCat("by ", A.Pass,
                                  " (enclosing pass, seen at the start of "
                                  "pipeline ",
                                  S.Pipeline, ")")
                   : absl::StrCat("by ", A.Pass,
                                  " (enclosing pass, seen inside ", S.Pass,
                                  " at ", S.DuringStep, ")");
    } else if (!S.isPipelineStart()) {
      return A;
    } else {
      A.How = StepAttribution::OutsidePasses;
      A.Pass.clear();
      A.Note = absl::StrCat("before pipeline ", S.Pipeline,
                            " started, outside any dumped pass (e.g. the "
                            "scheduler)");
    }
    return A;
  }
  if (M.dumpMode() != DumpMode::Filtered || S.Kind != StepKind::Pass)
    return A;
  if (Prev->Kind == StepKind::BeforeOptimizations) {
    A.How = StepAttribution::PassesNotDumped;
    A.Pass.clear();
    A.Note = "since before_optimizations, passes not dumped";
  } else if (PrevIsPass && Prev->NextPass != S.Pass && !S.isPipelineStart()) {
    A.How = StepAttribution::PassesNotDumped;
    A.Pass.clear();
    A.Note = absl::StrCat("since step ", Prev->Number, ", passes not dumped");
  }
  return A;
}

absl::StatusOr<StepDiff> diffSteps(const ModuleTrace &M, const Step &From,
                                   const Step &To,
                                   const DiffOptions &Options) {
  StepDiff Out;
  Out.Old = &From;
  Out.New = &To;
  ASSIGN_OR_RETURN(Out.OldModule, M.module(From));
  ASSIGN_OR_RETURN(Out.NewModule, M.module(To));
  DiffOptions O = Options;
  O.Pairing = DiffPairing::Lineage; // Two snapshots of one module.
  // Steps apart: the lineage of each step between, composed, follows what
  // one comparison of the two ends could not (a rename, then a rewrite).
  std::vector<const Step *> Path{&From};
  while (Path.back() != &To && Path.back())
    Path.push_back(next(M, *Path.back()));
  std::optional<StepLineage> Composed;
  if (Path.back() == &To && Path.size() > 2 && !Options.Lineage) {
    std::vector<std::shared_ptr<const Module>> Keep{Out.OldModule};
    for (size_t K = 1; K + 1 < Path.size(); ++K) {
      ASSIGN_OR_RETURN(Keep.emplace_back(), M.module(*Path[K]));
    }
    Keep.push_back(Out.NewModule);
    std::vector<PassModule> Refs;
    for (size_t K = 0; K < Path.size(); ++K)
      Refs.push_back({Keep[K].get(), Path[K]->Number, "", ""});
    ModuleLineage L(Refs); // Its links end in OldModule and NewModule.
    ASSIGN_OR_RETURN(Composed, L.between(0, Refs.size() - 1));
    O.Lineage = &*Composed;
  }
  Out.Diff = diffModules(*Out.OldModule, *Out.NewModule, O);
  return Out;
}

absl::StatusOr<std::pair<const Step *, const Step *>>
pipelineRange(const ModuleTrace &M, absl::string_view Pipeline,
              unsigned Occurrence) {
  std::vector<int> Runs;
  for (size_t K = 0; K < M.pipelineRuns().size(); ++K)
    if (M.pipelineRuns()[K].Pipeline == Pipeline)
      Runs.push_back(static_cast<int>(K));
  if (Runs.empty())
    return absl::NotFoundError(absl::StrCat(
        moduleLabel(M), " has no dumped run of pipeline '", Pipeline, "'"));
  if (Occurrence > Runs.size())
    return absl::NotFoundError(absl::StrCat(
        moduleLabel(M), ": pipeline '", Pipeline, "' ran ", Runs.size(),
        Runs.size() == 1 ? " time" : " times", ", not ", Occurrence));
  if (Occurrence)
    Runs = {Runs[Occurrence - 1]};
  // The steps of the runs and of the runs nested in them.
  size_t First = SIZE_MAX, Last = 0;
  std::vector<int> Work = Runs;
  while (!Work.empty()) {
    const PipelineRun &R = M.pipelineRuns()[Work.back()];
    Work.pop_back();
    for (size_t S : R.Steps) {
      First = std::min(First, S);
      Last = std::max(Last, S);
    }
    Work.insert(Work.end(), R.Children.begin(), R.Children.end());
  }
  if (First == SIZE_MAX)
    return absl::NotFoundError(absl::StrCat(
        moduleLabel(M), ": pipeline '", Pipeline, "' has no dumped steps"));
  const Step &FirstStep = M.steps()[First];
  // A run starts with its `pipeline-start` dump, which already shows what
  // came before the run: diff from it, else from the step before.
  const Step *From = FirstStep.isPipelineStart() ? &FirstStep
                                                 : M.previous(FirstStep);
  if (!From)
    From = &FirstStep;
  return std::make_pair(From, &M.steps()[Last]);
}

absl::StatusOr<TraceOwnership>
classifyTraceOwnership(const ModuleTrace &M, const OwnershipOptions &Options,
                       const SnapshotLoadOptions &Load) {
  const Step *Final = M.afterOptimizations();
  if (!Final)
    return absl::NotFoundError(absl::StrCat(
        moduleLabel(M), " has no after-optimizations module"));
  TraceOwnership Out;
  Out.Trace = &M;
  Out.Final = Final;
  ASSIGN_OR_RETURN(Out.FinalModule, M.module(*Final));
  OwnershipOptions O = Options;
  if (O.BackendTag.empty())
    O.BackendTag = Final->BackendTag;
  ASSIGN_OR_RETURN(Out.Report, classifyOwnership(*Out.FinalModule, O));
  Out.Origins.resize(Out.Report.Ops.size());
  if (absl::StatusOr<ModuleKernels> K = kernelsOfModule(M); K.ok())
    Out.Kernels = std::move(*K);
  else
    Out.KernelsError = std::string(K.status().message());
  if (absl::Status S = addMosaicKernels(M, *Out.FinalModule, Out.Kernels);
      !S.ok())
    Out.KernelsError = std::string(S.message());
  // Attribution is best effort: a history that does not parse leaves the
  // ownership itself intact. With the final module alone (no pass dumps, no
  // before-optimizations dump) every op would "first appear" there, which
  // says nothing, so nothing is attributed.
  // PERF NOTE: the history is parsed only as far as the attribution asks:
  // not at all for a module that hands nothing off, else the snapshots the
  // lineage walk reaches (loadSnapshots parsed every one of them).
  if (std::none_of(Out.Report.Ops.begin(), Out.Report.Ops.end(), isHandedOff))
    return Out;
  std::vector<const Step *> History = M.history();
  // The trace parses each snapshot once and keeps the module (or the parse
  // error), so the checks below and the walk may ask again; a parse error
  // leaves the snapshot out, as loadSnapshots does.
  SnapshotLoader Loader{
      History.size(), [&](size_t K) -> std::optional<PassModule> {
        absl::StatusOr<std::shared_ptr<const Module>> P = M.module(*History[K]);
        if (!P.ok())
          return std::nullopt;
        PassModule R = snapshotLabel(*History[K]);
        R.M = P->get();
        return R;
      }};
  // Strict: a history with a step that does not parse attributes nothing.
  for (size_t K = 0; Load.Strict && K < History.size(); ++K)
    if (!Loader.Load(K))
      return Out;
  bool Earlier = false; // a snapshot before the final one parses
  for (size_t K = History.size() - 1; K-- > 0 && !Earlier;)
    Earlier = Loader.Load(K).has_value();
  if (!Earlier)
    return Out;
  // A step's file names the pass that dumped it; a `pipeline-start` dump
  // shows what the pass enclosing the pipeline did (attributeStep()).
  absl::flat_hash_map<StepNumber, const Step *> ByNumber;
  for (const Step *S : History)
    if (S->Kind == StepKind::Pass)
      ByNumber.emplace(S->Number, S);
  for (HandOffOrigin &H : attributeHandOffs(Out.Report, Loader)) {
    if (auto It = ByNumber.find(H.Step); It != ByNumber.end()) {
      StepAttribution A = attributeStep(M, *It->second);
      if (A.How != StepAttribution::Direct) {
        H.Note = A.Note;
        if (!A.Pass.empty())
          H.Pass = A.Pass;
      }
    }
    Out.Origins[H.OpIndex] = std::move(H);
  }
  return Out;
}

TraceOwnershipSet classifyTraceOwnership(const Trace &T,
                                         const OwnershipOptions &Options,
                                         const SnapshotLoadOptions &Load) {
  std::vector<const ModuleTrace *> All;
  for (const ModuleTrace &M : T.modules())
    All.push_back(&M);
  return classifyTraceOwnership(All, Options, Load);
}

TraceOwnershipSet
classifyTraceOwnership(absl::Span<const ModuleTrace *const> Modules,
                       const OwnershipOptions &Options,
                       const SnapshotLoadOptions &Load) {
  TraceOwnershipSet Out;
  std::vector<const ModuleTrace *> WithFinal;
  for (const ModuleTrace *M : Modules)
    if (M->afterOptimizations())
      WithFinal.push_back(M);
  std::vector<absl::StatusOr<TraceOwnership>> Results(
      WithFinal.size(), absl::UnknownError("not classified"));
  // One task per module; each parses its history inline so the pool is not
  // nested.
  SnapshotLoadOptions Inline = Load;
  Inline.Threads = 1;
  std::vector<std::function<void()>> Tasks;
  for (size_t K = 0; K < WithFinal.size(); ++K)
    Tasks.push_back([&, K] {
      Results[K] = classifyTraceOwnership(*WithFinal[K], Options, Inline);
    });
  runParallel(Load.Threads, Tasks);
  for (auto &R : Results) {
    if (!R.ok()) {
      Out.Errors.push_back(R.status());
      continue;
    }
    accumulateSummary(Out.Total, R->Report.Summary);
    std::string B(backendSpelling(R->Report.DetectedBackend));
    if (Out.Backend.empty())
      Out.Backend = B;
    else if (Out.Backend != B)
      Out.Backend = "mixed";
    Out.Modules.push_back(std::move(*R));
  }
  return Out;
}

} // namespace hlotrace
