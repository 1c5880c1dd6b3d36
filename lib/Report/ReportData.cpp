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

#include "absl/container/flat_hash_map.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "hlotrace/Query/Diff.h"
#include "hlotrace/Query/FusionProvenance.h"
#include "hlotrace/Query/Ownership.h"
#include "hlotrace/Query/TraceQueries.h"
#include "hlotrace/Text/Printer.h"
#include "hlotrace/Trace/DumpFileName.h"

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
/// object's address is the key and each text is printed once.
class TextTable {
public:
  explicit TextTable(std::vector<std::string> &Texts) : Texts(Texts) {}
  uint32_t indexOf(const Computation &C) {
    auto [It, New] = Index.try_emplace(&C, Texts.size());
    if (New) {
      Texts.emplace_back();
      printComputation(C, Texts.back());
    }
    return It->second;
  }
  int64_t find(const Computation *C) const {
    if (!C)
      return -1;
    auto It = Index.find(C);
    return It == Index.end() ? -1 : static_cast<int64_t>(It->second);
  }

private:
  std::vector<std::string> &Texts;
  absl::flat_hash_map<const Computation *, uint32_t> Index;
};

void addTimings(const ModuleTrace &M, const std::vector<const Step *> &Steps,
                ModuleData &Out) {
  absl::Span<const PassTiming> Timings = M.passTimings();
  if (Timings.empty())
    return;
  absl::flat_hash_map<std::string, const PassTiming *> ByFile;
  int64_t First = Timings.front().StartMicros, Last = Timings.front().EndMicros;
  for (const PassTiming &T : Timings) {
    First = std::min(First, T.StartMicros);
    Last = std::max(Last, T.EndMicros);
    for (const std::string &F : T.DumpFileNames)
      ByFile.emplace(str(baseFileName(F)), &T);
    if (T.DumpFileNames.empty() && M.dumpMode() == DumpMode::Filtered)
      Out.NotDumped.push_back(T.Pipeline.empty()
                                  ? T.Pass
                                  : absl::StrCat(T.Pipeline, "/", T.Pass));
  }
  Out.CompileMicros = Last - First;
  for (size_t K = 0; K < Steps.size(); ++K)
    for (const StepFile &F : Steps[K]->Files) {
      auto It = ByFile.find(str(baseFileName(F.Path)));
      if (It != ByFile.end()) {
        Out.Steps[K].Micros = It->second->EndMicros - It->second->StartMicros;
        break;
      }
    }
}

InstructionRow instructionRow(const InstructionChange &C) {
  InstructionRow R;
  if (C.Old)
    R.Old = str(C.Old->name());
  if (C.New)
    R.New = str(C.New->name());
  R.Kind = str(changeKindName(C.Kind));
  R.Match = str(matchKindName(C.Match));
  R.What = changeBitNames(C.What);
  for (const std::string &A : C.ChangedAttributeNames)
    R.What.push_back(absl::StrCat("attribute ", A));
  return R;
}

/// The diff of history position `New` against `Old`, and the links it
/// implies (an instruction paired under another name continues it).
void addDiff(const Module &OldM, const Module &NewM, size_t NewStep,
             const TextTable &Texts, ModuleData &Out) {
  ModuleDiff D = diffModules(OldM, NewM);
  StepDiffRow Row;
  Row.Step = NewStep;
  Row.Added = D.InstructionsAdded;
  Row.Removed = D.InstructionsRemoved;
  Row.Changed = D.InstructionsChanged;
  for (const ComputationDiff &C : D.Computations) {
    ComputationChangeRow CR;
    CR.Old = Texts.find(C.Old);
    CR.New = Texts.find(C.New);
    if (C.Old)
      CR.OldName = str(C.Old->name());
    if (C.New)
      CR.NewName = str(C.New->name());
    CR.Kind = str(changeKindName(C.Kind));
    CR.Match = str(matchKindName(C.Match));
    for (const InstructionChange &I : C.Instructions) {
      CR.Instructions.push_back(instructionRow(I));
      if (I.Old && I.New && I.Old->name() != I.New->name())
        Out.Links.push_back({NewStep, str(I.Old->name()), str(I.New->name()),
                             (I.What & ~ChangedName) ? "changed" : "renamed",
                             "", 1.0});
    }
    Row.Computations.push_back(std::move(CR));
  }
  Out.Diffs.push_back(std::move(Row));
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
  for (FusionOrigin &F : fusionProvenance(Refs, Refs.size() - 1)) {
    FusionRow R;
    R.Fusion = std::move(F.Fusion);
    R.Kind = std::move(F.Kind);
    R.Computation = std::move(F.Computation);
    R.FusedComputation = std::move(F.FusedComputation);
    if (!F.PresentAtStart) {
      R.CreatedStep = RowOf[F.CreatedIndex];
      R.Pass = F.CreatedPass;
    }
    for (AbsorbedInstruction &A : F.Absorbed) {
      AbsorbedRow AR;
      AR.Name = std::move(A.Name);
      AR.Opcode = std::move(A.Opcode);
      AR.Computation = std::move(A.Computation);
      AR.FromFusion = std::move(A.FromFusion);
      AR.Clone = std::move(A.Clone);
      AR.Pass = std::move(A.Pass);
      AR.Step = RowOf[A.Index];
      AR.Duplicated = A.Duplicated;
      Out.Links.push_back({AR.Step, AR.Name, AR.Clone,
                           AR.Duplicated ? "duplicated" : "fused", R.Fusion,
                           1.0});
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

/// The row of the step XLA numbered `Number` (the ends are -1 and told
/// apart by their pass label).
std::optional<size_t> stepRowOf(const ModuleData &Out, int64_t Number,
                                absl::string_view Pass) {
  for (size_t S = 0; S < Out.Steps.size(); ++S) {
    const StepRow &R = Out.Steps[S];
    bool End = R.Kind == "before" || R.Kind == "after";
    if (Number >= 0 ? (!End && R.Number == Number)
                    : (End && (R.Kind == "before") ==
                                  (Pass == kBeforeOptimizationsPass)))
      return S;
  }
  return std::nullopt;
}

} // namespace

ModuleData buildModuleData(const ModuleTrace &M) {
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

  // Parsing is inline: the report runs one module per worker.
  SnapshotLoadOptions Load;
  Load.Threads = 1;
  absl::StatusOr<TraceSnapshots> H = loadSnapshots(M, Load);
  if (!H.ok()) {
    Out.Problems.push_back(str(H.status().message()));
    Out.SkippedSteps = Steps.size();
    return Out;
  }
  for (const absl::Status &S : H->Skipped)
    Out.Problems.push_back(str(S.message()));
  Out.SkippedSteps = H->Skipped.size();

  TextTable Texts(Out.Texts);
  std::vector<size_t> StepOf; // history position -> row
  for (size_t K = 0; K < H->Refs.size(); ++K) {
    size_t Row = RowOf[H->Steps[K]];
    StepOf.push_back(Row);
    StepRow &R = Out.Steps[Row];
    const Module &Mod = *H->Modules[K];
    R.Parsed = true;
    R.Header = moduleHeader(Mod);
    for (const Computation *C : Mod.computations())
      R.Computations.push_back(Texts.indexOf(*C));
    Out.ComputationRefs += R.Computations.size();
    if (!R.Instructions)
      R.Instructions = static_cast<int64_t>(Mod.instructionCount());
  }
  for (size_t K = 1; K < H->Refs.size(); ++K)
    if (Out.Steps[StepOf[K]].Changed.value_or(true))
      addDiff(*H->Modules[K - 1], *H->Modules[K], StepOf[K], Texts, Out);

  const Step *Final = M.afterOptimizations();
  size_t Target = H->Refs.size() - 1;
  if (Final && H->indexOf(Final))
    Target = *H->indexOf(Final);
  std::vector<size_t> Distinct;
  for (size_t K = 0; K <= Target; ++K)
    if (K == 0 || Out.Steps[StepOf[K]].Changed.value_or(true))
      Distinct.push_back(K);
  if (Distinct.back() != Target)
    Distinct.push_back(Target);
  addFusions(*H, Distinct, StepOf, Out);
  if (Final) {
    SnapshotLoadOptions Inline;
    Inline.Threads = 1;
    absl::StatusOr<TraceOwnership> O = classifyTraceOwnership(M, {}, Inline);
    if (!O.ok()) {
      Out.Problems.push_back(str(O.status().message()));
    } else {
      addOwners(O->Report, Out);
      for (size_t K = 0; K < O->Origins.size(); ++K) {
        const std::optional<HandOffOrigin> &Origin = O->Origins[K];
        if (!Origin)
          continue;
        OpRow &R = Out.Ops[K];
        R.OriginPass = Origin->Pass;
        R.MatchedBy = str(handOffMatchSpelling(Origin->MatchedBy));
        R.OriginStep = stepRowOf(Out, Origin->Step, Origin->Pass);
      }
    }
  }
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
  TextTable Texts(Out.Texts);
  for (const Computation *C : M.computations())
    R.Computations.push_back(Texts.indexOf(*C));
  Out.ComputationRefs = R.Computations.size();
  Out.Steps.push_back(std::move(R));

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
