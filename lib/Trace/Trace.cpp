//===- Trace.cpp - Pass-by-pass histories loaded from a dump directory ----===//

#include "hlotrace/Trace/Trace.h"

#include "hlotrace/Load.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <map>
#include <mutex>

#include "ContentScan.h"
#include "Support/FileBuffer.h"
#include "Support/Parallel.h"
#include "Support/Status.h"
#include "absl/status/status.h"
#include "absl/strings/str_cat.h"
#include "hlotrace/Text/ComputationCache.h"
#include "hlotrace/Text/Printer.h"

namespace hlotrace {

struct ModuleTrace::Slot {
  std::mutex M;
  bool ContentDone = false;
  absl::Status ContentError;
  StepContent Content;
  bool ParseDone = false;
  absl::Status ParseError;
  std::shared_ptr<const Module> Parsed;
};

absl::string_view dumpModeName(DumpMode M) {
  switch (M) {
  case DumpMode::NoPassDumps: return "no-pass-dumps";
  case DumpMode::FullChangedOnly: return "full";
  case DumpMode::Filtered: return "filtered";
  }
  return "unknown";
}

bool Step::hasText() const {
  for (const StepFile &F : Files)
    if (F.Format == DumpFormat::Text)
      return true;
  return false;
}

namespace {

int formatRank(DumpFormat F) {
  switch (F) {
  case DumpFormat::Text: return 0;
  case DumpFormat::HloProto: return 1;
  case DumpFormat::HloProtoGz: return 2;
  default: return 3;
  }
}

void addFile(Step &S, const DumpFile &F) {
  StepFile SF{F.Path, F.Name.Format};
  auto It = S.Files.begin();
  while (It != S.Files.end() && formatRank(It->Format) <= formatRank(SF.Format))
    ++It;
  S.Files.insert(It, std::move(SF));
}

const StepFile *pickModuleFile(const Step &S) {
  for (const StepFile &F : S.Files)
    if (isModuleFormat(F.Format))
      return &F;
  return nullptr;
}


unsigned threadCount(const TraceOptions &O) {
  return O.Threads ? O.Threads : hardwareThreads();
}

} // namespace

ModuleTrace::ModuleTrace(Trace &Owner, const ModuleFiles &F)
    : Owner(Owner), Files(F) {
  Name = Files.Name;
  std::map<int64_t, Step> ByNumber;
  for (const DumpFile &D : Files.Files) {
    const DumpFileName &N = D.Name;
    switch (N.Kind) {
    case DumpFileKind::PassStep:
    case DumpFileKind::DuringPass: {
      auto [It, New] = ByNumber.try_emplace(*N.Step);
      Step &S = It->second;
      bool During = N.Kind == DumpFileKind::DuringPass;
      if (New) {
        S.Kind = During ? StepKind::DuringPass : StepKind::Pass;
        S.Number = *N.Step;
        S.Pipeline = N.Pipeline;
        S.Pass = N.AfterPass;
        S.NextPass = N.BeforePass;
        S.DuringStep = N.DuringStep;
      } else if (S.Pipeline != N.Pipeline || S.Pass != N.AfterPass ||
                 S.NextPass != N.BeforePass || S.DuringStep != N.DuringStep) {
        Problems.push_back(absl::StrCat(
            D.Path, ": error: step ", *N.Step,
            " already names another pass; several runs with this module id "
            "and name wrote into one folder?"));
        continue;
      }
      addFile(S, D);
      break;
    }
    case DumpFileKind::BeforeOptimizations:
    case DumpFileKind::AfterOptimizations: {
      bool IsBefore = N.Kind == DumpFileKind::BeforeOptimizations;
      std::unique_ptr<Step> &End = IsBefore ? Before : After;
      if (!End) {
        End = std::make_unique<Step>();
        End->Kind = IsBefore ? StepKind::BeforeOptimizations
                                 : StepKind::AfterOptimizations;
        End->BackendTag = N.BackendTag;
      } else if (End->BackendTag != N.BackendTag) {
        Problems.push_back(absl::StrCat(
            D.Path, ": error: a second after-optimizations module (tag '",
            N.BackendTag, "'); kept as an attachment"));
        continue;
      }
      addFile(*End, D);
      break;
    }
    default:
      break;
    }
  }
  for (auto &[Number, S] : ByNumber)
    Steps.push_back(std::move(S));
  Runs = buildPipelineRuns(Steps);
  Slots = std::make_unique<Slot[]>(Steps.size() + 2);
}

ModuleTrace::~ModuleTrace() = default;

ModuleTrace::Slot &ModuleTrace::slotFor(const Step &S) const {
  if (&S == Before.get())
    return Slots[Steps.size()];
  if (&S == After.get())
    return Slots[Steps.size() + 1];
  assert(&S >= Steps.data() && &S < Steps.data() + Steps.size() &&
         "step of another module");
  return Slots[&S - Steps.data()];
}

const Step *ModuleTrace::previous(const Step &S) const {
  switch (S.Kind) {
  case StepKind::BeforeOptimizations:
    return nullptr;
  case StepKind::AfterOptimizations:
    if (!Steps.empty())
      return &Steps.back();
    return Before.get();
  default:
    if (&S == Steps.data())
      return Before.get();
    return &S - 1;
  }
}

std::vector<int> ModuleTrace::roots() const {
  std::vector<int> Out;
  for (size_t I = 0; I < Runs.size(); ++I)
    if (Runs[I].Parent < 0)
      Out.push_back(static_cast<int>(I));
  return Out;
}

/// The default loader for steps XLA dumped as protobuf only: the content-
/// sniffing loader of the Proto layer, into the trace's Context.
static absl::StatusOr<std::unique_ptr<Module>>
loadProtoStep(const std::string &Path, const ParseOptions &Opts) {
  LoadOptions L;
  L.Ctx = Opts.Ctx;
  ASSIGN_OR_RETURN(LoadedFile F, loadFile(Path, L));
  return std::move(F.M);
}

absl::StatusOr<std::shared_ptr<const Module>>
ModuleTrace::parse(const Step &S) const {
  const StepFile *F = pickModuleFile(S);
  if (!F)
    return absl::NotFoundError("step has no module file");
  ParseOptions Opts;
  Opts.Ctx = Owner.Ctx;
  Opts.Cache = Owner.Cache.get();
  absl::StatusOr<std::unique_ptr<Module>> M;
  if (F->Format == DumpFormat::Text)
    M = parseModuleFile(F->Path, Opts);
  else if (Owner.Options.Loader)
    M = Owner.Options.Loader(F->Path, F->Format, Opts);
  else
    M = loadProtoStep(F->Path, Opts);
  if (!M.ok())
    return M.status();
  return std::shared_ptr<const Module>(std::move(*M));
}

std::vector<const Step *> ModuleTrace::history() const {
  std::vector<const Step *> Out;
  Out.reserve(Steps.size() + 2);
  if (Before)
    Out.push_back(Before.get());
  for (const Step &S : Steps)
    Out.push_back(&S);
  if (After)
    Out.push_back(After.get());
  return Out;
}

absl::StatusOr<std::shared_ptr<const Module>>
ModuleTrace::module(const Step &S) const {
  Slot &Sl = slotFor(S);
  std::lock_guard<std::mutex> Lock(Sl.M);
  if (!Sl.ParseDone) {
    auto M = parse(S);
    Sl.ParseDone = true;
    if (M.ok())
      Sl.Parsed = std::move(*M);
    else
      Sl.ParseError = M.status();
  }
  if (!Sl.ParseError.ok())
    return Sl.ParseError;
  return Sl.Parsed;
}

const ComputationCache &ModuleTrace::cache() const { return *Owner.Cache; }

absl::StatusOr<const StepContent *> ModuleTrace::content(const Step &S) const {
  Slot &Sl = slotFor(S);
  {
    std::lock_guard<std::mutex> Lock(Sl.M);
    if (Sl.ContentDone) {
      if (!Sl.ContentError.ok())
        return Sl.ContentError;
      return &Sl.Content;
    }
  }
  if (const StepFile *F = pickModuleFile(S);
      F && F->Format == DumpFormat::Text) {
    // Not scanned at load (TraceOptions::ScanTexts off): read it now.
    std::string Buf;
    absl::Status Read = readFileInto(F->Path, Buf);
    std::lock_guard<std::mutex> Lock(Sl.M);
    if (!Sl.ContentDone) {
      Sl.ContentDone = true;
      if (Read.ok())
        Sl.Content = scanModuleText(Buf, nullptr);
      else
        Sl.ContentError = std::move(Read);
    }
    if (!Sl.ContentError.ok())
      return Sl.ContentError;
    return &Sl.Content;
  }
  // Proto-only: parse with the loader and fingerprint the printed text,
  // which is what a text dump of the same module would have held.
  auto M = module(S);
  std::lock_guard<std::mutex> Lock(Sl.M);
  if (!Sl.ContentDone) {
    Sl.ContentDone = true;
    if (M.ok())
      Sl.Content = scanModuleText(printModule(**M), nullptr);
    else
      Sl.ContentError = M.status();
  }
  if (!Sl.ContentError.ok())
    return Sl.ContentError;
  return &Sl.Content;
}

absl::StatusOr<bool> ModuleTrace::changed(const Step &S) const {
  const Step *P = previous(S);
  if (!P)
    return false;
  ASSIGN_OR_RETURN(const StepContent *A, content(S));
  ASSIGN_OR_RETURN(const StepContent *B, content(*P));
  return !A->sameAs(*B);
}

namespace {
std::optional<std::string> firstOfKind(const ModuleFiles &F, DumpFileKind K,
                                       DumpFormat Prefer = DumpFormat::Text) {
  std::optional<std::string> Any;
  for (const DumpFile &D : F.Files)
    if (D.Name.Kind == K) {
      if (D.Name.Format == Prefer)
        return D.Path;
      if (!Any)
        Any = D.Path;
    }
  return Any;
}
} // namespace

std::optional<std::string> ModuleTrace::bufferAssignment() const {
  return firstOfKind(Files, DumpFileKind::BufferAssignment);
}
std::optional<std::string> ModuleTrace::memoryUsageReport() const {
  return firstOfKind(Files, DumpFileKind::MemoryUsageReport);
}
std::optional<std::string> ModuleTrace::thunkSequence() const {
  return firstOfKind(Files, DumpFileKind::ThunkSequence);
}
std::optional<std::string> ModuleTrace::debugOptions() const {
  return firstOfKind(Files, DumpFileKind::DebugOptions, DumpFormat::None);
}

std::vector<std::string> ModuleTrace::executionSnapshots() const {
  std::vector<std::string> Out;
  for (const DumpFile &D : Files.Files)
    if (D.Name.Kind == DumpFileKind::ExecutionSnapshot)
      Out.push_back(D.Path);
  return Out;
}

std::vector<const DumpFile *> ModuleTrace::filesOfKind(DumpFileKind K) const {
  std::vector<const DumpFile *> Out;
  for (const DumpFile &D : Files.Files)
    if (D.Name.Kind == K)
      Out.push_back(&D);
  return Out;
}

std::vector<std::pair<std::string, std::string>>
ModuleTrace::attachments() const {
  std::vector<std::pair<std::string, std::string>> Out;
  for (const DumpFile &D : Files.Files)
    if (D.Name.Kind == DumpFileKind::Attachment)
      Out.emplace_back(D.Name.Rest, D.Path);
  return Out;
}

Trace::~Trace() = default;

DumpMode Trace::dumpMode() const {
  DumpMode M = DumpMode::NoPassDumps;
  for (const auto &MT : Modules) {
    if (MT->dumpMode() == DumpMode::Filtered)
      return DumpMode::Filtered;
    if (MT->dumpMode() == DumpMode::FullChangedOnly)
      M = DumpMode::FullChangedOnly;
  }
  return M;
}

namespace {

/// Every step of `MT` in history order.
std::vector<const Step *> allSteps(const ModuleTrace &MT) {
  std::vector<const Step *> All;
  All.reserve(MT.steps().size() + 2);
  if (const Step *B = MT.beforeOptimizations())
    All.push_back(B);
  for (const Step &S : MT.steps())
    All.push_back(&S);
  if (const Step *A = MT.afterOptimizations())
    All.push_back(A);
  return All;
}

} // namespace

void ModuleTrace::readExtras() {
  // In the index's sorted order, the first file of each kind that holds
  // the value wins.
  bool HaveTimings = false;
  for (const DumpFile &D : Files.Files) {
    bool IsMetadata = D.Name.Kind == DumpFileKind::Metadata;
    if (!IsMetadata && D.Name.Kind != DumpFileKind::DebugOptions)
      continue;
    if (IsMetadata ? HaveTimings : PassRe.has_value())
      continue;
    auto Buf = openFile(D.Path);
    if (!Buf.ok())
      continue; // reported as a problem below
    if (IsMetadata) {
      Timings = parsePassTimings((*Buf)->contents());
      HaveTimings = !Timings.empty();
    } else {
      PassRe = findPassRegex((*Buf)->contents());
    }
  }
}

void ModuleTrace::finishLoad() {
  std::vector<const Step *> All = allSteps(*this);
  for (const Step *S : All) {
    Slot &Sl = slotFor(*S);
    if (Sl.ContentDone && !Sl.ContentError.ok())
      Problems.push_back(std::string(Sl.ContentError.message()));
  }
  // Names dropped for length come back from the header.
  if (Name.empty())
    for (const Step *S : All) {
      const StepFile *F = pickModuleFile(*S);
      if (!F || F->Format != DumpFormat::Text)
        continue;
      auto Buf = openFile(F->Path);
      if (!Buf.ok())
        continue;
      scanModuleText(
          (*Buf)->contents().substr(0, (*Buf)->contents().find('\n')), &Name);
      break;
    }

  // Dump mode: the regex when debug_options recorded it, else evidence.
  if (Steps.empty()) {
    Mode = DumpMode::NoPassDumps;
  } else if (PassRe) {
    Mode = *PassRe == ".*" ? DumpMode::FullChangedOnly : DumpMode::Filtered;
  } else {
    // Without the regex: `.*` dumps every pipeline's start marker and
    // only passes that changed, so the chain of passes has gaps. A run
    // without its start marker, or a chain without a single gap (every
    // pass dumped), means another regex. (Content cannot tell: XLA also
    // dumps passes that report a change but print identical text.)
    bool MissingStart = false, Gap = false;
    size_t Chained = 0;
    for (const PipelineRun &R : Runs)
      MissingStart |= !R.StartSeen;
    for (size_t I = 1; I < Steps.size(); ++I) {
      const Step &S = Steps[I], &P = Steps[I - 1];
      if (S.Kind != StepKind::Pass || S.isPipelineStart() ||
          P.Kind != StepKind::Pass || P.Pipeline != S.Pipeline)
        continue;
      if (P.NextPass == S.Pass)
        ++Chained;
      else
        Gap = true;
    }
    Mode = MissingStart || (!Gap && Chained >= 8) ? DumpMode::Filtered
                                                  : DumpMode::FullChangedOnly;
  }
}

absl::StatusOr<std::unique_ptr<Trace>> Trace::load(const std::string &Dir,
                                                   TraceOptions Options) {
  ASSIGN_OR_RETURN(DumpIndex Index, DumpIndex::build(Dir));
  std::unique_ptr<Trace> T(new Trace());
  T->Index = std::move(Index);
  T->Options = std::move(Options);
  T->Ctx = std::make_shared<Context>();
  T->Cache = std::make_unique<ComputationCache>(T->Ctx);
  unsigned Threads = threadCount(T->Options);
  absl::Span<const ModuleFiles> Indexed = T->Index.modules();
  size_t NumModules = Indexed.size();

  // PERF NOTE: on a 100k-file tree, everything here but the reading was
  // once done on one thread, about a third of the load: a core stood idle
  // while the other built steps or looked at results. Each module is
  // built, read and finished on its own, so all three stages run in
  // parallel chunks (each module in one chunk); only the list of texts to
  // read is made in one thread (a copy of two pointers per text).
  struct TextJob {
    ModuleTrace::Slot *Sl;
    const std::string *Path;
  };
  std::vector<std::vector<TextJob>> TextsOf(NumModules);
  T->Modules.resize(NumModules);
  constexpr size_t ModulesPerTask = 64;
  auto Build = [&](size_t Begin, size_t End) {
    for (size_t K = Begin; K < End; ++K) {
      T->Modules[K].reset(new ModuleTrace(*T, Indexed[K]));
      if (!T->Options.ScanTexts)
        continue;
      ModuleTrace &MT = *T->Modules[K];
      // Snapshot texts to read: the steps, then the two ends.
      auto Add = [&](const Step &S) {
        const StepFile *F = pickModuleFile(S);
        if (F && F->Format == DumpFormat::Text)
          TextsOf[K].push_back({&MT.slotFor(S), &F->Path});
      };
      for (const Step &S : MT.Steps)
        Add(S);
      if (MT.Before)
        Add(*MT.Before);
      if (MT.After)
        Add(*MT.After);
    }
  };
  runParallelChunks(Threads, NumModules, ModulesPerTask, Build);
  std::vector<TextJob> Texts;
  {
    size_t N = 0;
    for (const auto &V : TextsOf)
      N += V.size();
    Texts.reserve(N);
    for (auto &V : TextsOf) {
      Texts.insert(Texts.end(), V.begin(), V.end());
      std::vector<TextJob>().swap(V);
    }
  }

  // Read and fingerprint every text snapshot; read the small textprotos.
  LoadProgress Total;
  Total.FilesTotal = Texts.size();
  std::vector<std::function<void()>> Tasks;
  std::atomic<size_t> FilesDone{0};
  std::atomic<uint64_t> BytesDone{0};
  std::mutex ProgressLock;
  auto LastReport = std::chrono::steady_clock::now();
  auto Progress = [&](uint64_t Bytes) {
    size_t Done = ++FilesDone;
    uint64_t B = BytesDone += Bytes;
    if (!T->Options.Progress)
      return;
    std::unique_lock<std::mutex> Lock(ProgressLock, std::try_to_lock);
    if (!Lock)
      return;
    auto Now = std::chrono::steady_clock::now();
    if (Now - LastReport < std::chrono::milliseconds(100))
      return;
    LastReport = Now;
    T->Options.Progress({Done, Total.FilesTotal, B});
  };
  // One task reads a module's metadata and debug_options files, so two
  // such files never write the module at once (a prefixed copy or a second
  // run can add one); a task per chunk of modules.
  for (size_t Begin = 0; Begin < NumModules; Begin += ModulesPerTask)
    Tasks.push_back(
        [&T, Begin, End = std::min(NumModules, Begin + ModulesPerTask)] {
          for (size_t K = Begin; K < End; ++K)
            T->Modules[K]->readExtras();
        });
  // PERF NOTE: most snapshots are a few KB, so a task per file (a
  // std::function, a buffer allocated and freed, a mapping) cost more than
  // reading it; chunks of files share one task and one reused buffer. A
  // few hundred texts are cut finer, about 16 chunks a thread: a module's
  // snapshots are listed together, and on the 16-layer benchmark dump (174
  // texts) one chunk of 64 held 155 of the 187 MB, the training step's
  // large snapshots, while the other core idled (two threads: the call's
  // span 0.062-0.078 s, in chunks of 5 0.041-0.044 s). One thread keeps
  // chunks of 64: each chunk's buffer is zero-filled as it grows.
  const size_t TextsPerTask =
      Threads <= 1
          ? 64
          : std::clamp<size_t>(Texts.size() / (size_t{Threads} * 16), 1, 64);
  for (size_t Begin = 0; Begin < Texts.size(); Begin += TextsPerTask)
    Tasks.push_back([&Texts, &Progress, Begin,
                     End = std::min(Texts.size(), Begin + TextsPerTask)] {
      std::string Buf;
      for (size_t K = Begin; K < End; ++K) {
        const TextJob &J = Texts[K];
        absl::Status Read = readFileInto(*J.Path, Buf);
        std::lock_guard<std::mutex> Lock(J.Sl->M);
        J.Sl->ContentDone = true;
        if (!Read.ok()) {
          J.Sl->ContentError = std::move(Read);
          Progress(0);
          continue;
        }
        J.Sl->Content = scanModuleText(Buf, nullptr);
        Progress(Buf.size());
      }
    });
  runParallel(Threads, Tasks);
  if (T->Options.Progress)
    T->Options.Progress({FilesDone.load(), Total.FilesTotal, BytesDone.load()});

  runParallelChunks(Threads, NumModules, ModulesPerTask,
                    [&T](size_t Begin, size_t End) {
                      for (size_t K = Begin; K < End; ++K)
                        T->Modules[K]->finishLoad();
                    });
  return T;
}

absl::Status Trace::parseAll() {
  std::vector<std::function<void()>> Tasks;
  std::mutex Lock;
  absl::Status First;
  for (auto &MT : Modules) {
    std::vector<const Step *> All;
    if (MT->Before)
      All.push_back(MT->Before.get());
    for (const Step &S : MT->Steps)
      All.push_back(&S);
    if (MT->After)
      All.push_back(MT->After.get());
    for (const Step *S : All)
      Tasks.push_back([&, M = MT.get(), S] {
        auto R = M->module(*S);
        if (!R.ok()) {
          std::lock_guard<std::mutex> G(Lock);
          if (First.ok())
            First = R.status();
        }
      });
  }
  runParallel(threadCount(Options), Tasks);
  return First;
}

} // namespace hlotrace
