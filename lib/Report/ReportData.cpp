//===- ReportData.cpp - What the report shows, gathered from the queries --===//
//
// Every query the report makes is here, so a richer query (the lineage
// engine, ownership with kernels) changes this file only. Errors never stop
// the report: a step that does not parse or a module without a final
// snapshot becomes a line in the module's problems.
//
//===----------------------------------------------------------------------===//

#include "Report/ReportData.h"

#include <algorithm>
#include <cstring>
#include <functional>

#include "absl/container/flat_hash_map.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "absl/strings/str_join.h"
#include "absl/strings/strip.h"
#include "hlotrace/Query/Diff.h"
#include "hlotrace/Query/FusionProvenance.h"
#include "hlotrace/Query/Kernels.h"
#include "hlotrace/Query/Lineage.h"
#include "hlotrace/Query/ModuleLineage.h"
#include "hlotrace/Query/Ownership.h"
#include "hlotrace/Query/TraceQueries.h"
#include "hlotrace/Query/Why.h"
#include "hlotrace/Text/Printer.h"
#include "hlotrace/Trace/DumpFileName.h"
#include "Support/FileBuffer.h"
#include "Support/Parallel.h"
#include "Trace/ContentScan.h"

namespace hlotrace::report {
namespace {

std::string str(absl::string_view S) { return std::string(S.data(), S.size()); }

absl::string_view baseFileName(absl::string_view Path) {
  size_t Slash = Path.rfind('/');
  return Slash == absl::string_view::npos ? Path : Path.substr(Slash + 1);
}

const char *stepKindName(StepKind K) {
  switch (K) {
  case StepKind::BeforeOptimizations: return "before";
  case StepKind::Pass: return "pass";
  case StepKind::DuringPass: return "during";
  case StepKind::AfterOptimizations: return "after";
  }
  return "pass";
}

std::string moduleHeader(const Module &M) {
  std::string Out = absl::StrCat("HloModule ", M.name());
  for (const Attribute &A : M.headerAttributes())
    absl::StrAppend(&Out, ", ", A.Name, "=", A.Value);
  return Out;
}

/// Distinct computation texts of one module's history. The trace shares a
/// computation object between snapshots whose text for it is equal, so the
/// object's address is the key. indexOf() numbers the texts; fill() finds
/// each once, in the first snapshot that holds it.
class TextTable {
public:
  TextTable(std::vector<TextRow> &Texts, std::vector<TextFile> &Files)
      : Texts(Texts), Files(Files) {}
  /// The text of `C`, at `Position` in the computations of `Snapshot`.
  uint32_t indexOf(const Computation &C, size_t Snapshot, size_t Position) {
    auto [It, New] = Index.try_emplace(&C, Texts.size());
    if (New) {
      Texts.emplace_back();
      if (FirstSeen.size() <= Snapshot)
        FirstSeen.resize(Snapshot + 1);
      FirstSeen[Snapshot].push_back({It->second, Position});
    }
    return It->second;
  }
  int64_t find(const Computation *C) const {
    if (!C)
      return -1;
    auto It = Index.find(C);
    return It == Index.end() ? -1 : static_cast<int64_t>(It->second);
  }
  /// Finds every text numbered so far: `Snapshots` are the modules that
  /// indexOf() was given, `Steps` their steps (none for a module file) and
  /// `Contents` what the trace's content scan found in each step's module
  /// file (null where unknown), read on `Threads` threads. Snapshot K's
  /// file, if it has texts, is TextFiles[K].
  void fill(absl::Span<const Module *const> Snapshots,
            absl::Span<const Step *const> Steps,
            absl::Span<const StepContent *const> Contents, unsigned Threads) {
    Files.resize(FirstSeen.size());
    std::vector<std::function<void()>> Tasks;
    for (size_t K = 0; K < FirstSeen.size(); ++K)
      if (!FirstSeen[K].empty())
        Tasks.push_back([=] {
          fillFrom(*Snapshots[K], K < Steps.size() ? Steps[K] : nullptr,
                   K < Contents.size() ? Contents[K] : nullptr, K);
        });
    runParallel(Threads, Tasks);
  }

private:
  struct NewText {
    uint32_t Text;
    size_t Position;
  };

  /// The texts first seen in snapshot `K`. XLA's dump holds each exactly as
  /// printComputation() prints it (the printer's contract, Printer.h;
  /// checked on every committed dump), so it is taken from the file
  /// rather than printed again. A snapshot without a text file, or whose
  /// file does not split into its computations, is printed.
  /// PERF NOTE: printing was 7% of the report of the 16-layer benchmark
  /// dump, whose page is three quarters computation text. Only where each
  /// text lies is kept: the page is written from the file, one file
  /// mapped at a time, instead of from a copy of all the texts (39 MB).
  void fillFrom(const Module &Mod, const Step *S, const StepContent *Content,
                size_t K) {
    absl::Span<const Computation *const> Comps = Mod.computations();
    std::vector<absl::string_view> Spans;
    std::unique_ptr<FileBuffer> File;
    // The step's module file is the one the trace scanned (its first file
    // of a module format) when that is text.
    bool Scanned = true;
    for (const StepFile &F : S ? S->Files : std::vector<StepFile>()) {
      if (F.Format == DumpFormat::Text) {
        if (absl::StatusOr<std::unique_ptr<FileBuffer>> B = openFile(F.Path);
            B.ok()) {
          File = std::move(*B);
          absl::string_view T = File->contents();
          if (!Scanned || !Content || Content->Bytes != T.size() ||
              !spansBySize(T, Content->Computations, Spans))
            Spans = computationSpans(T);
        }
        break;
      }
      if (isModuleFormat(F.Format))
        Scanned = false;
    }
    bool Aligned = Spans.size() == Comps.size();
    for (const NewText &N : FirstSeen[K]) {
      const Computation &C = *Comps[N.Position];
      TextRow &Out = Texts[N.Text];
      if (Aligned && isTextOf(Spans[N.Position], C)) {
        Out.File = static_cast<uint32_t>(K);
        Out.Offset = Spans[N.Position].data() - File->contents().data();
        Out.Size = Spans[N.Position].size();
      } else {
        printComputation(C, Out.Printed);
      }
    }
    if (File)
      Files[K] = {File->path(), File->contents().size()};
  }

  /// Each computation of a module's text, found as the trace's content scan
  /// finds them (forEachComputationText), but for one whose header line
  /// ends in a blank or carriage return, which the printer never writes:
  /// leaving it out makes the file not line up, so its snapshot is printed.
  static std::vector<absl::string_view> computationSpans(absl::string_view T) {
    std::vector<absl::string_view> Out;
    forEachComputationText(
        T,
        [&](absl::string_view Span) {
          if (Span.substr(0, Span.find('\n')).back() == '{')
            Out.push_back(Span);
        },
        [] {});
    return Out;
  }

  /// computationSpans(T) found with the sizes the trace's content scan gave
  /// the same file's computations (`Sizes`, in order): only the lines
  /// between computations are walked; each span is checked to end in a
  /// line starting with `}`. False (Spans unspecified) when the text does
  /// not bear the sizes out; the caller then scans every line.
  /// PERF NOTE: walking every line of each file with new texts was a
  /// tenth of the report's own work on the 16-layer benchmark dump (817k
  /// lines); the load had measured each computation already.
  static bool spansBySize(absl::string_view T,
                          absl::Span<const ComputationFingerprint> Sizes,
                          std::vector<absl::string_view> &Spans) {
    Spans.clear();
    const char *P = T.data(), *End = P + T.size();
    // The next line at or after P that opens a computation (not indented,
    // ending in '{' but for trailing blanks and carriage returns), as
    // forEachComputationText finds one; null when none is left. `Bare`:
    // the line ends in '{' itself.
    auto NextHeader = [&](bool &Bare) -> const char * {
      while (P < End) {
        const char *E =
            static_cast<const char *>(std::memchr(P, '\n', End - P));
        const char *LineEnd = E ? E : End, *Last = LineEnd;
        while (Last > P && (Last[-1] == '\r' || Last[-1] == ' '))
          --Last;
        const char *Line = P;
        P = E ? E + 1 : End;
        if (Last > Line && *Line != ' ' && Last[-1] == '{') {
          Bare = Last == LineEnd;
          return Line;
        }
      }
      return nullptr;
    };
    bool Bare = false;
    for (const ComputationFingerprint &C : Sizes) {
      const char *Begin = NextHeader(Bare);
      if (!Begin || C.Bytes == 0 || C.Bytes > size_t(End - Begin))
        return false;
      const char *SpanEnd = Begin + C.Bytes;
      if (SpanEnd != End && *SpanEnd != '\n')
        return false;
      // Its last line starts with '}' and is not its first.
      const char *LastLine = SpanEnd;
      while (LastLine > Begin && LastLine[-1] != '\n')
        --LastLine;
      if (LastLine == Begin || *LastLine != '}')
        return false;
      // As computationSpans(): its header line is its first (a later line
      // starts with '}').
      if (Bare)
        Spans.emplace_back(Begin, C.Bytes);
      P = SpanEnd == End ? End : SpanEnd + 1;
    }
    return NextHeader(Bare) == nullptr;
  }

  /// Whether `Span` is the text of `C` as the printer writes it, as far as
  /// a look at its ends tells: its header names `C`, and no carriage
  /// return or trailing blank (which the printer never writes) is in it.
  static bool isTextOf(absl::string_view Span, const Computation &C) {
    absl::string_view Head = Span;
    if (C.isMarkedEntry() && !absl::ConsumePrefix(&Head, "ENTRY "))
      return false;
    if (C.printsPercent() && !absl::ConsumePrefix(&Head, "%"))
      return false;
    if (!absl::ConsumePrefix(&Head, C.name()) || Head.empty() ||
        (Head[0] != ' ' && Head[0] != '('))
      return false;
    char Last = Span.back();
    return (Last == '}' || Last == '"') &&
           std::memchr(Span.data(), '\r', Span.size()) == nullptr;
  }

  std::vector<TextRow> &Texts;
  std::vector<TextFile> &Files;
  absl::flat_hash_map<const Computation *, uint32_t> Index;
  /// By snapshot: the texts first seen there.
  std::vector<std::vector<NewText>> FirstSeen;
};

void addTimings(const ModuleTrace &M, const std::vector<const Step *> &Steps,
                ModuleData &Out) {
  if (M.passTimings().empty())
    return;
  StepTimes Times = stepTimes(M);
  Out.CompileMicros = Times.CompileMicros;
  for (size_t K = 0; K < Steps.size(); ++K)
    if (auto It = Times.MicrosByStep.find(Steps[K]);
        It != Times.MicrosByStep.end())
      Out.Steps[K].Micros = It->second;
  // In a narrow-regex dump, a timed pass that wrote no file was not dumped.
  if (M.dumpMode() == DumpMode::Filtered)
    for (const PassTiming &T : M.passTimings())
      if (T.DumpFileNames.empty())
        Out.NotDumped.push_back(T.Pipeline.empty()
                                    ? T.Pass
                                    : absl::StrCat(T.Pipeline, "/", T.Pass));
}

InstructionRow instructionRow(InstructionChange &C) {
  InstructionRow R;
  if (C.Old)
    R.Old = C.Old->name();
  if (C.New)
    R.New = C.New->name();
  R.Kind = changeKindName(C.Kind);
  R.Match = matchKindName(C.Match);
  R.What = C.What;
  R.Attributes = std::move(C.ChangedAttributeNames);
  return R;
}

/// The diff of history position `New` against `Old`, for the step view,
/// paired through the step's lineage when there is one (as `hlotrace diff`
/// pairs a step), else by names.
StepDiffRow diffRow(const Module &OldM, const Module &NewM, size_t NewStep,
                    const TextTable &Texts, const StepLineage *Lineage) {
  // The step view shows kinds, pairings and the names of what changed, not
  // callers, field texts or where added and removed instructions went.
  DiffOptions Options;
  Options.Callers = Options.Fields = Options.LinkedTo = false;
  if (Lineage) {
    Options.Pairing = DiffPairing::Lineage;
    Options.Lineage = Lineage;
  }
  ModuleDiff D = diffModules(OldM, NewM, Options);
  StepDiffRow Row;
  Row.Step = NewStep;
  Row.Added = D.InstructionsAdded;
  Row.Removed = D.InstructionsRemoved;
  Row.Changed = D.InstructionsChanged;
  Row.Computations.reserve(D.Computations.size());
  for (ComputationDiff &C : D.Computations) {
    ComputationChangeRow CR;
    CR.Old = Texts.find(C.Old);
    CR.New = Texts.find(C.New);
    if (C.Old)
      CR.OldName = C.Old->name();
    if (C.New)
      CR.NewName = C.New->name();
    CR.Kind = changeKindName(C.Kind);
    CR.Match = matchKindName(C.Match);
    CR.Instructions.reserve(C.Instructions.size());
    for (InstructionChange &I : C.Instructions)
      CR.Instructions.push_back(instructionRow(I));
    Row.Computations.push_back(std::move(CR));
  }
  return Row;
}

/// What one step's lineage says about fusions: those it created, the
/// instructions it fused into each, the fusions it renamed or cloned.
/// Names are views of the trace's, as in AbsorbedRow.
struct FusionEvents {
  std::vector<absl::string_view> Created;
  std::vector<std::pair<absl::string_view, AbsorbedRow>> Absorbed;
  std::vector<std::pair<absl::string_view, absl::string_view>> Renamed;
};

/// Equal names. The parser interns names in the trace's one Context, so
/// equal names of two snapshots mostly share their bytes.
bool sameName(absl::string_view A, absl::string_view B) {
  return A.size() == B.size() && (A.data() == B.data() || A == B);
}

/// What link `K` (not an instruction linked to itself) of step `Step`
/// (pass `Pass`, a view of the trace's) says about fusions, added to `E`.
void addFusionEvent(const LineageLink &K, size_t Step, absl::string_view Pass,
                    FusionEvents &E) {
  bool IntoFusion = K.Kind == LinkKind::Fused || K.Kind == LinkKind::Duplicated;
  if (IntoFusion && K.Via) {
    AbsorbedRow A;
    A.Name = K.Old->name();
    A.Opcode = K.Old->opcodeName();
    if (K.Old->parent())
      A.Computation = K.Old->parent()->name();
    A.Clone = K.New->name();
    A.Step = Step;
    A.Pass = Pass;
    A.Duplicated = K.Kind == LinkKind::Duplicated;
    E.Absorbed.emplace_back(K.Via->name(), A);
  } else if (K.Old->opcode() == Opcode::Fusion &&
             K.New->opcode() == Opcode::Fusion &&
             K.Old->name() != K.New->name()) {
    E.Renamed.emplace_back(K.Old->name(), K.New->name());
  }
}

/// The fusions of a history, step by step: the step that created each and
/// the instructions fused into it. A fusion renamed or cloned by a later
/// pass keeps what it had.
class FusionTracker {
public:
  void apply(FusionEvents &E, size_t Step) {
    for (absl::string_view F : E.Created)
      State[F].Created = Step;
    for (auto &[Fusion, A] : E.Absorbed)
      State[Fusion].Absorbed.push_back(std::move(A));
    for (const auto &[Old, New] : E.Renamed) {
      auto It = State.find(Old);
      if (It == State.end())
        continue;
      FusionState Moved = It->second;
      FusionState &Into = State[New];
      if (!Into.Created)
        Into.Created = Moved.Created;
      for (AbsorbedRow &A : Moved.Absorbed)
        Into.Absorbed.push_back(std::move(A));
    }
  }

  /// One row per fusion instruction of `Final` (history row `Step`).
  void finish(const Module &Final, size_t Step, ModuleData &Out) {
    Out.FusionStep = Step;
    for (const Computation *C : Final.computations())
      for (const Instruction *F : C->instructions()) {
        if (F->opcode() != Opcode::Fusion)
          continue;
        FusionRow R;
        R.Fusion = str(F->name());
        R.Kind = str(F->fusionKind());
        R.Computation = str(C->name());
        for (const Computation *Callee : Final.calledComputations(*F))
          R.FusedComputation = str(Callee->name());
        auto It = State.find(R.Fusion);
        if (It != State.end()) {
          R.CreatedStep = It->second.Created;
          if (R.CreatedStep)
            R.Pass = Out.Steps[*R.CreatedStep].Pass;
          R.Absorbed = std::move(It->second.Absorbed);
        }
        Out.Fusions.push_back(std::move(R));
      }
  }

private:
  struct FusionState {
    std::optional<size_t> Created;
    std::vector<AbsorbedRow> Absorbed;
  };
  absl::flat_hash_map<absl::string_view, FusionState> State;
};

/// Everything about one changed step, computed independently of the others.
struct StepWork {
  StepDiffRow Diff;
  std::vector<LinkRow> Links;
  std::vector<std::pair<size_t, absl::string_view>> Gone, Born;
  FusionEvents Fusions;
  std::string Problem;
};

/// The step's diff and lineage (snapshot J of `Lineage` against J - 1):
/// every link other than an instruction kept under its name, what the pass
/// removed and created.
StepWork computeStep(const ModuleLineage &Lineage, size_t J, size_t Step,
                     absl::string_view Pass, const TextTable &Texts) {
  StepWork W;
  absl::StatusOr<const StepLineage *> L = Lineage.step(J);
  W.Diff = diffRow(*Lineage.snapshot(J - 1).M, *Lineage.snapshot(J).M, Step,
                   Texts, L.ok() ? *L : nullptr);
  if (!L.ok()) {
    W.Problem = str(L.status().message());
    return W;
  }
  for (const Instruction *I : (*L)->created())
    if (I->opcode() == Opcode::Fusion)
      W.Fusions.Created.push_back(I->name());
  // PERF NOTE: most links are shared computations' instructions linked to
  // themselves (the same objects), which neither the rows nor the fusions
  // show: the engine's runs beside those blocks are walked, once for both.
  for (absl::Span<const LineageLink> Run : (*L)->linkRunsBesideShared())
    for (const LineageLink &K : Run) {
      // An instruction kept under its name tells no fusion event either.
      if (K.Kind == LinkKind::Same &&
          (K.Old == K.New || sameName(K.Old->name(), K.New->name())))
        continue;
      addFusionEvent(K, Step, Pass, W.Fusions);
      W.Links.push_back({Step, K.Old->name(), K.New->name(),
                         linkKindName(K.Kind),
                         K.Via ? K.Via->name() : absl::string_view(),
                         K.Confidence});
    }
  for (const Instruction *I : (*L)->removed())
    W.Gone.emplace_back(Step, I->name());
  for (const Instruction *I : (*L)->created())
    W.Born.emplace_back(Step, I->name());
  return W;
}

/// Fusion provenance of snapshot `Target`. A snapshot whose content equals
/// the one before adds nothing to it, so only the first snapshot and those
/// that changed are searched (`Distinct`: history positions, ascending,
/// ending at Target).
void addFusions(const TraceSnapshots &H, const std::vector<size_t> &Distinct,
                const std::vector<size_t> &StepOf, ModuleData &Out) {
  std::vector<PassModule> Refs;
  for (size_t K : Distinct)
    Refs.push_back(H.Refs[K]);
  std::vector<size_t> RowOf;
  for (size_t K : Distinct)
    RowOf.push_back(StepOf[K]);
  Out.FusionStep = RowOf.back();
  ModuleLineage L(Refs);
  absl::StatusOr<std::vector<FusionOrigin>> Origins =
      fusionProvenance(L, Refs.size() - 1);
  if (!Origins.ok()) {
    Out.Problems.push_back(str(Origins.status().message()));
    return;
  }
  for (FusionOrigin &F : *Origins) {
    FusionRow R;
    R.Fusion = std::move(F.Fusion);
    R.Kind = std::move(F.Kind);
    R.Computation = std::move(F.Computation);
    R.FusedComputation = std::move(F.FusedComputation);
    if (!F.PresentAtStart) {
      R.CreatedStep = RowOf[F.CreatedIndex];
      R.Pass = F.CreatedPass;
    }
    auto Keep = [&](std::string &S) -> absl::string_view {
      return Out.Owned.emplace_back(std::move(S));
    };
    for (AbsorbedInstruction &A : F.Absorbed) {
      AbsorbedRow AR;
      AR.Name = Keep(A.Name);
      AR.Opcode = Keep(A.Opcode);
      AR.Computation = Keep(A.Computation);
      if (A.IntoFusion != R.Fusion)
        AR.FromFusion = Keep(A.IntoFusion);
      AR.Clone = Keep(A.Clone);
      AR.Pass = Keep(A.Pass);
      AR.Step = RowOf[A.Index];
      AR.Duplicated = A.Duplicated;
      R.Absorbed.push_back(std::move(AR));
    }
    R.Unattributed = std::move(F.Unattributed);
    Out.Fusions.push_back(std::move(R));
  }
}

void addOwners(const OwnershipReport &Report, ModuleData &Out) {
  Out.Backend = str(backendSpelling(Report.DetectedBackend));
  for (const OwnerSummary &S : Report.Summary)
    Out.Owners.push_back({str(ownerSpelling(S.Who)), S.Ops, S.Flops,
                          S.BytesRead, S.BytesWritten});
  for (const OpOwnership &Op : Report.Ops) {
    OpRow R;
    R.Name = str(Op.Inst->name());
    R.Opcode = str(Op.Inst->opcodeName());
    R.Owner = str(ownerSpelling(Op.Who));
    R.Target = Op.Target;
    if (Op.Inst->parent())
      R.Computation = str(Op.Inst->parent()->name());
    R.Flops = Op.Flops;
    R.BytesRead = Op.BytesRead;
    R.BytesWritten = Op.BytesWritten;
    Out.Ops.push_back(std::move(R));
  }
}

/// The rows of the steps XLA numbered, by number (the ends are -1 and told
/// apart by their pass label): the first row of each.
/// PERF NOTE: a search of every row per hand-off compared 28k kind strings
/// on the 16-layer benchmark dump.
class StepRowIndex {
public:
  explicit StepRowIndex(const ModuleData &Out) {
    for (size_t S = 0; S < Out.Steps.size(); ++S) {
      const StepRow &R = Out.Steps[S];
      bool Before = R.Kind == "before";
      if (Before || R.Kind == "after") {
        std::optional<size_t> &End = Before ? FirstBefore : FirstAfter;
        if (!End)
          End = S;
      } else {
        ByNumber.try_emplace(R.Number, S);
      }
    }
  }
  /// The row of the step numbered `Number` (pass `Pass`), if any.
  std::optional<size_t> find(int64_t Number, absl::string_view Pass) const {
    if (Number < 0)
      return Pass == kBeforeOptimizationsPass ? FirstBefore : FirstAfter;
    auto It = ByNumber.find(Number);
    if (It == ByNumber.end())
      return std::nullopt;
    return It->second;
  }

private:
  absl::flat_hash_map<int64_t, size_t> ByNumber;
  std::optional<size_t> FirstBefore, FirstAfter;
};

std::string kernelText(const KernelInfo &K) {
  std::string Out = K.Thunk;
  if (!K.Name.empty())
    absl::StrAppend(&Out, Out.empty() ? "" : " ", K.Name);
  auto Dims = [](const std::vector<int64_t> &D) { return absl::StrJoin(D, "x"); };
  if (!K.Grid.empty() || !K.Threads.empty())
    absl::StrAppend(&Out, " grid ", Dims(K.Grid), " block ", Dims(K.Threads));
  if (K.SharedMemoryBytes)
    absl::StrAppend(&Out, " shmem ", *K.SharedMemoryBytes);
  if (!K.Ptx.empty())
    absl::StrAppend(&Out, " in ", baseFileName(K.Ptx));
  if (K.CommandBuffer)
    absl::StrAppend(&Out, " command buffer ", *K.CommandBuffer);
  return Out;
}

/// `where` for the module: what classifyTraceOwnership computes, with the
/// hand-offs attributed over `Distinct` (the snapshots that changed).
/// Writes Out's backend, owners and ops, reads its steps, and puts its
/// problems in `Problems`: it runs beside the step work of
/// buildModuleData().
void addTraceOwners(const ModuleTrace &M, const Step &Final,
                    const TraceSnapshots &H, const ModuleLineage &Distinct,
                    ModuleData &Out, std::vector<std::string> &Problems) {
  OwnershipOptions O;
  O.BackendTag = Final.BackendTag;
  absl::StatusOr<OwnershipReport> Report =
      classifyOwnership(*H.Modules[*H.indexOf(&Final)], O);
  if (!Report.ok()) {
    Problems.push_back(str(Report.status().message()));
    return;
  }
  addOwners(*Report, Out);
  absl::StatusOr<ModuleKernels> Kernels = kernelsOfModule(M);
  if (!Kernels.ok())
    Problems.push_back(str(Kernels.status().message()));
  else
    for (OpRow &R : Out.Ops)
      if (const KernelInfo *K = Kernels->find(R.Name))
        R.Kernel = kernelText(*K);
  if (Distinct.size() < 2)
    return; // the final module alone says nothing about where ops came from
  StepRowIndex Rows(Out);
  for (const HandOffOrigin &Origin : attributeHandOffs(*Report, Distinct)) {
    OpRow &R = Out.Ops[Origin.OpIndex];
    R.OriginPass = Origin.Pass;
    R.MatchedBy = str(handOffMatchSpelling(Origin.MatchedBy));
    R.OriginStep = Rows.find(Origin.Step, Origin.Pass);
  }
}

/// XLA's recorded reasons for what GPU priority fusion left unfused.
void addRefusals(const ModuleTrace &M,
                 const absl::flat_hash_map<const Step *, size_t> &RowOf,
                 ModuleData &Out) {
  absl::StatusOr<PriorityFusionLog> Log = priorityFusionLog(M);
  if (!Log.ok()) {
    if (!absl::IsNotFound(Log.status()))
      Out.Problems.push_back(str(Log.status().message()));
    return;
  }
  Out.RefusalFile = Log->DumpFile;
  for (auto [From, To] : {std::pair{Log->Before, &Out.RefusalBefore},
                          {Log->After, &Out.RefusalAfter}})
    if (auto It = RowOf.find(From); From && It != RowOf.end())
      *To = It->second;
  for (FusionRefusal &R : fusionRefusals(*Log))
    Out.Refusals.push_back(
        {std::move(R.Producer), std::move(R.Reason), R.Line, R.Times});
}

} // namespace

absl::StatusOr<TraceSnapshots> loadModuleSnapshots(const ModuleTrace &M,
                                                   unsigned Threads) {
  SnapshotLoadOptions Load;
  Load.Threads = Threads;
  Load.ShareUnchanged = true;
  return loadSnapshots(M, Load);
}

ModuleData buildModuleData(
    const ModuleTrace &M, unsigned StepThreads, const TextTasks &BesideSteps,
    std::optional<absl::StatusOr<TraceSnapshots>> Loaded) {
  ModuleData Out;
  if (M.id())
    Out.Id = absl::StrFormat("%04d", *M.id());
  Out.Name = str(M.name());
  Out.Directory = str(M.directory());
  Out.Mode = str(dumpModeName(M.dumpMode()));
  if (M.passRegex())
    Out.PassRegex = *M.passRegex();
  for (const std::string &P : M.problems())
    Out.Problems.push_back(P);

  std::vector<const Step *> Steps = M.history();
  absl::flat_hash_map<const Step *, size_t> RowOf;
  for (const Step *S : Steps) {
    StepRow R;
    R.Kind = stepKindName(S->Kind);
    R.Number = S->Number;
    R.Pipeline = S->Pipeline;
    R.Pass = S->Pass;
    R.Detail = S->Kind == StepKind::DuringPass    ? S->DuringStep
               : S->Kind == StepKind::AfterOptimizations ? S->BackendTag
                                                         : S->NextPass;
    R.Run = S->Run;
    if (auto C = M.content(*S); C.ok())
      R.Instructions = static_cast<int64_t>((*C)->InstructionCount);
    if (auto C = M.changed(*S); C.ok())
      R.Changed = *C;
    if (!S->Files.empty()) {
      absl::string_view Dir = M.directory();
      R.File = Dir.empty() ? str(baseFileName(S->Files.front().Path))
                           : absl::StrCat(Dir, "/",
                                          baseFileName(S->Files.front().Path));
    }
    RowOf[S] = Out.Steps.size();
    Out.Steps.push_back(std::move(R));
  }
  for (const PipelineRun &R : M.pipelineRuns())
    Out.Runs.push_back({R.Pipeline, R.Parent, R.StartSeen, R.EndSeen});
  addTimings(M, Steps, Out);
  addRefusals(M, RowOf, Out);

  absl::StatusOr<TraceSnapshots> H =
      Loaded ? std::move(*Loaded) : loadModuleSnapshots(M, StepThreads);
  if (!H.ok()) {
    Out.Problems.push_back(str(H.status().message()));
    Out.SkippedSteps = Steps.size();
    return Out;
  }
  for (const absl::Status &S : H->Skipped)
    Out.Problems.push_back(str(S.message()));
  Out.SkippedSteps = H->Skipped.size();

  TextTable Texts(Out.Texts, Out.TextFiles);
  std::vector<size_t> StepOf; // history position -> row
  // PERF NOTE: a computation at the same place as in the snapshot before
  // (the trace shares it) has the text it had there: most of a history's
  // 62k computation slots on the 16-layer benchmark dump, each a hash map
  // lookup before.
  absl::Span<const Computation *const> Before;
  const std::vector<uint32_t> *BeforeTexts = nullptr;
  for (size_t K = 0; K < H->Refs.size(); ++K) {
    size_t Row = RowOf[H->Steps[K]];
    StepOf.push_back(Row);
    StepRow &R = Out.Steps[Row];
    const Module &Mod = *H->Modules[K];
    R.Parsed = true;
    R.Header = moduleHeader(Mod);
    absl::Span<const Computation *const> Comps = Mod.computations();
    if (BeforeTexts == &R.Computations)
      Before = {};
    R.Computations.reserve(R.Computations.size() + Comps.size());
    for (size_t P = 0; P < Comps.size(); ++P)
      R.Computations.push_back(P < Before.size() && Comps[P] == Before[P]
                                   ? (*BeforeTexts)[P]
                                   : Texts.indexOf(*Comps[P], K, P));
    Before = Comps;
    BeforeTexts = &R.Computations;
    Out.ComputationRefs += R.Computations.size();
    if (!R.Instructions)
      R.Instructions = static_cast<int64_t>(Mod.instructionCount());
  }
  {
    std::vector<const Module *> Snapshots;
    for (const std::shared_ptr<const Module> &Mod : H->Modules)
      Snapshots.push_back(Mod.get());
    std::vector<const StepContent *> Contents;
    for (const Step *S : H->Steps) {
      absl::StatusOr<const StepContent *> C = M.content(*S);
      Contents.push_back(C.ok() ? *C : nullptr);
    }
    Texts.fill(Snapshots, H->Steps, Contents, StepThreads);
  }
  // A snapshot whose content equals the one before adds nothing to diffs,
  // lineage or hand-offs: only the first and those that changed are mapped,
  // each against the previous distinct one (content-equal to the snapshot
  // right before it). The lineage is computed once, here, and shared by the
  // step views, the fusions and the hand-off attribution.
  // PERF NOTE: attributeHandOffs() used to compute the same lineage again.
  std::vector<size_t> DistinctAt; // history positions
  for (size_t K = 0; K < H->Refs.size(); ++K)
    if (K == 0 || Out.Steps[StepOf[K]].Changed.value_or(true))
      DistinctAt.push_back(K);
  std::vector<PassModule> Distinct;
  for (size_t K : DistinctAt)
    Distinct.push_back(H->Refs[K]);
  ModuleLineage Lineage(Distinct);
  // PERF NOTE: computeAll() gives each worker runs of consecutive steps
  // sharing one LineageCache (a snapshot is indexed once, not twice);
  // step() alone indexes both sides afresh. A failed step is reported by
  // computeStep() below, as before.
  (void)Lineage.computeAll(StepThreads);
  std::vector<StepWork> Work(DistinctAt.size() - 1);
  std::vector<std::function<void()>> Tasks;
  // The ownership of the final snapshot and its hand-offs need only the
  // lineage: first, beside the steps, not after them.
  // PERF NOTE: alone after the steps, it was 2% of the report of the
  // 16-layer benchmark dump on one thread.
  const Step *Final = M.afterOptimizations();
  bool HasFinal = Final && H->indexOf(Final);
  std::vector<std::string> OwnerProblems;
  if (HasFinal)
    Tasks.push_back([&] {
      addTraceOwners(M, *Final, *H, Lineage, Out, OwnerProblems);
    });
  for (size_t J = 1; J < DistinctAt.size(); ++J)
    Tasks.push_back([&, J] {
      Work[J - 1] = computeStep(Lineage, J, StepOf[DistinctAt[J]],
                                H->Steps[DistinctAt[J]]->Pass, Texts);
    });
  // PERF NOTE: the caller's work on the texts (escaping them into the
  // page, 66 M instructions on the 16-layer benchmark dump) comes last, in
  // small tasks that fill the workers' ends of the step work, instead of
  // after every module is done.
  if (BesideSteps)
    for (std::function<void()> &Task : BesideSteps(Out))
      Tasks.push_back(std::move(Task));
  runParallel(StepThreads, Tasks);
  // The steps' rows in order, beside the fusions they tell of.
  // PERF NOTE: these ran after the step work with nothing beside them
  // (0.013-0.016 s of main-thread CPU on the 16-layer benchmark dump);
  // the row lists are sized once instead of growing step by step.
  std::vector<std::function<void()>> Gather;
  Gather.push_back([&] {
    size_t Links = 0, Gone = 0, Born = 0;
    for (const StepWork &W : Work) {
      Links += W.Links.size();
      Gone += W.Gone.size();
      Born += W.Born.size();
    }
    Out.Diffs.reserve(Work.size());
    Out.Links.reserve(Links);
    Out.Gone.reserve(Gone);
    Out.Born.reserve(Born);
    for (StepWork &W : Work) {
      Out.Diffs.push_back(std::move(W.Diff));
      Out.Links.insert(Out.Links.end(), W.Links.begin(), W.Links.end());
      Out.Gone.insert(Out.Gone.end(), W.Gone.begin(), W.Gone.end());
      Out.Born.insert(Out.Born.end(), W.Born.begin(), W.Born.end());
      if (!W.Problem.empty())
        Out.Problems.push_back(std::move(W.Problem));
    }
    for (std::string &P : OwnerProblems)
      Out.Problems.push_back(std::move(P));
  });
  Gather.push_back([&] {
    FusionTracker Fusions;
    for (size_t J = 0; J < Work.size(); ++J)
      Fusions.apply(Work[J].Fusions, StepOf[DistinctAt[J + 1]]);
    size_t Target = HasFinal ? *H->indexOf(Final) : H->Refs.size() - 1;
    Fusions.finish(*H->Modules[Target], StepOf[Target], Out);
  });
  runParallel(StepThreads, Gather);
  return Out;
}

ModuleData buildSingleModuleData(const Module &M, const std::string &File) {
  ModuleData Out;
  Out.Name = str(M.name());
  Out.Mode = "single-file";
  StepRow R;
  R.Kind = "after";
  R.File = File;
  R.Parsed = true;
  R.Header = moduleHeader(M);
  R.Instructions = static_cast<int64_t>(M.instructionCount());
  TextTable Texts(Out.Texts, Out.TextFiles);
  absl::Span<const Computation *const> Comps = M.computations();
  for (size_t P = 0; P < Comps.size(); ++P)
    R.Computations.push_back(Texts.indexOf(*Comps[P], 0, P));
  Out.ComputationRefs = R.Computations.size();
  Out.Steps.push_back(std::move(R));
  const Module *Snapshot = &M;
  Texts.fill({&Snapshot, 1}, {}, {}, 1);

  PassModule Ref;
  Ref.M = &M;
  Ref.Pass = str(kAfterOptimizationsPass);
  Ref.Number = -1;
  TraceSnapshots H;
  H.Refs.push_back(Ref);
  addFusions(H, {0}, {0}, Out);

  OwnershipOptions O;
  O.BackendTag = parseDumpFileName(baseFileName(File)).BackendTag;
  absl::StatusOr<OwnershipReport> Report = classifyOwnership(M, O);
  if (Report.ok())
    addOwners(*Report, Out);
  else
    Out.Problems.push_back(str(Report.status().message()));
  return Out;
}

} // namespace hlotrace::report
