//===- Why.cpp - Why XLA decided: fusion refusals and library hand-offs ---===//
//
// Both questions start from files the module's dump already has: the
// priority-fusion log and the autotuning cache are attachments of the
// module (found by their file-name suffix), the pass dumps give the module
// before priority fusion, and the ownership report gives the op.
//
//===----------------------------------------------------------------------===//

#include "hlotrace/Query/Why.h"

#include "hlotrace/Query/ModuleLineage.h"

#include "Support/FileBuffer.h"
#include "absl/container/flat_hash_map.h"
#include "Support/Status.h"
#include "absl/strings/match.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_split.h"
#include "absl/strings/strip.h"

namespace hlotrace {
namespace {

/// The module's text file of `Kind` (DumpFileKinds.def), if any.
const DumpFile *textFileOfKind(const ModuleTrace &M, DumpFileKind Kind) {
  for (const DumpFile *F : M.filesOfKind(Kind))
    if (absl::EndsWith(F->Path, ".txt") || absl::EndsWith(F->Path, ".pbtxt"))
      return F;
  return nullptr;
}

const Instruction *findInstruction(const Module &Mod, absl::string_view Name) {
  for (const Computation *C : Mod.computations())
    for (const Instruction *I : C->instructions())
      if (I->name() == Name)
        return I;
  return nullptr;
}

bool mentions(const FusionStep &S, absl::string_view A, absl::string_view B) {
  if (S.Producer != A)
    return false;
  // An ineligible producer names no consumer: the reason holds for all.
  if (B.empty() || S.What == FusionStep::Kind::ProducerIneligible)
    return true;
  for (const std::string &C : S.Consumers)
    if (C == B)
      return true;
  return false;
}

/// The `results { ... }` blocks of an AutotuneResults text proto.
std::vector<std::string> autotuneResults(absl::string_view Text) {
  std::vector<std::string> Out;
  int Depth = 0;
  std::string Cur;
  for (absl::string_view Line : absl::StrSplit(Text, '\n')) {
    absl::string_view S = absl::StripAsciiWhitespace(Line);
    if (Depth == 0 && absl::StartsWith(S, "results {")) {
      Cur.clear();
      Depth = 1;
      continue;
    }
    if (Depth == 0)
      continue;
    if (absl::EndsWith(S, "{"))
      ++Depth;
    else if (S == "}" && --Depth == 0) {
      Out.push_back(std::move(Cur));
      continue;
    }
    absl::StrAppend(&Cur, S, "\n");
  }
  return Out;
}

std::string snapshotLabel(const PassModule &P) {
  if (P.Number < 0)
    return P.Pass;
  return absl::StrCat("step ", P.Number, " ", P.Pass);
}

/// Follows `Name` of snapshot `K` forward to the last snapshot.
std::vector<FusionWhy::Branch> followForward(const ModuleLineage &L,
                                             const TraceSnapshots &Snaps,
                                             size_t K, absl::string_view Name) {
  std::vector<FusionWhy::Branch> Out;
  const Instruction *I = findInstruction(*Snaps.Modules[K], Name);
  if (!I)
    return Out;
  absl::StatusOr<InstructionLineage> T = L.trace(K, *I, /*Backward=*/false);
  if (!T.ok())
    return Out;
  FusionWhy::Branch Fusions;
  for (const LineageHop &H : T->Hops)
    if (H.Link && H.Link->Via &&
        (H.Link->Kind == LinkKind::Fused ||
         H.Link->Kind == LinkKind::Rewritten))
      Fusions.Fused.push_back(absl::StrCat("fused into ", H.Link->Via->name(),
                                           " at ",
                                           snapshotLabel(Snaps.Refs[H.Index])));
  for (const LineageEnd &E : T->Ends) {
    FusionWhy::Branch B;
    B.Fused = Fusions.Fused;
    B.End = absl::StrCat(E.What == LineageEnd::Removed ? "removed before "
                                                       : "",
                         E.I ? absl::StrCat(E.I->name(), " in ") : "",
                         snapshotLabel(Snaps.Refs[E.Index]));
    Out.push_back(std::move(B));
  }
  return Out;
}

} // namespace

absl::StatusOr<PriorityFusionLog> priorityFusionLog(const ModuleTrace &M) {
  const DumpFile *Dump = textFileOfKind(M, DumpFileKind::PriorityFusion);
  if (!Dump)
    return absl::NotFoundError(absl::StrCat(
        M.name(), " has no priority_fusion_dump.txt (XLA:GPU writes it when "
                  "--xla_dump_hlo_pass_re matches priority-fusion)"));
  ASSIGN_OR_RETURN(std::unique_ptr<FileBuffer> Buffer, openFile(Dump->Path));
  PriorityFusionLog Out;
  Out.DumpFile = Dump->Path;
  ASSIGN_OR_RETURN(Out.Steps,
                   parsePriorityFusionDump(Buffer->contents(), Dump->Path));
  // The module right before priority fusion: the pass dump preceding the
  // first one taken after it.
  std::vector<const Step *> History = M.history();
  for (size_t K = 1; K < History.size(); ++K)
    if (History[K]->Pass == "priority-fusion") {
      Out.Before = History[K - 1];
      Out.After = History[K];
      break;
    }
  return Out;
}

std::vector<FusionRefusal> fusionRefusals(const PriorityFusionLog &Log) {
  std::vector<FusionRefusal> Out;
  absl::flat_hash_map<std::pair<std::string, std::string>, size_t> Seen;
  for (const FusionStep &S : Log.Steps) {
    if (S.What != FusionStep::Kind::ProducerIneligible)
      continue;
    auto [It, New] = Seen.try_emplace(std::make_pair(S.Producer, S.Reason),
                                      Out.size());
    if (New)
      Out.push_back({S.Producer, S.Reason, S.Line, 0});
    ++Out[It->second].Times;
  }
  return Out;
}

absl::StatusOr<FusionWhy> whyFusion(const ModuleTrace &M, absl::string_view A,
                                    absl::string_view B) {
  ASSIGN_OR_RETURN(PriorityFusionLog Log, priorityFusionLog(M));
  FusionWhy Out;
  Out.DumpFile = Log.DumpFile;
  // Without a consumer, A is followed through the fusions it becomes by
  // absorbing producers: what decides its fate afterwards is about those.
  std::vector<std::string> Names{std::string(A)};
  auto Named = [&](absl::string_view N) {
    return std::find(Names.begin(), Names.end(), N) != Names.end();
  };
  for (FusionStep &S : Log.Steps) {
    bool About = false;
    for (const std::string &N : Names)
      About |= mentions(S, N, B);
    if (B.empty() && !About && S.What == FusionStep::Kind::Fusion &&
        !S.FusionName.empty() && !Named(S.FusionName))
      for (const std::string &C : S.Consumers)
        if (Named(C)) {
          Names.push_back(S.FusionName);
          Out.Grown.push_back(S.FusionName);
          About = true;
          break;
        }
    if (!About)
      continue;
    if (S.What == FusionStep::Kind::Fusion && Named(S.Producer) &&
        !Out.FusedInto)
      Out.FusedInto = S.FusionName;
    Out.Steps.push_back(std::move(S));
  }
  if (Out.Steps.empty())
    return absl::NotFoundError(absl::StrCat(
        Log.DumpFile, " has no step for producer ", A,
        B.empty() ? "" : absl::StrCat(" and consumer ", B)));
  Out.Before = Log.Before;
  if (Out.Before) {
    absl::StatusOr<std::shared_ptr<const Module>> Mod = M.module(*Out.Before);
    if (Mod.ok()) {
      Out.BeforeModule = std::move(*Mod);
      Out.Producer = findInstruction(*Out.BeforeModule, A);
      if (!B.empty())
        Out.Consumer = findInstruction(*Out.BeforeModule, B);
      if (Out.Producer)
        for (const Computation *C : Out.BeforeModule->computations())
          for (const Instruction *I : C->instructions())
            for (size_t K = 0; K < I->operandCount(); ++K)
              if (I->operand(K) == Out.Producer) {
                Out.Users.push_back(I);
                break;
              }
    }
    // Lineage is best effort: a history that does not load leaves the
    // answer without it.
    absl::StatusOr<TraceSnapshots> Snaps = loadSnapshots(M, {.Threads = 1});
    if (Snaps.ok())
      if (std::optional<size_t> K = Snaps->indexOf(Out.Before)) {
        ModuleLineage L(Snaps->Refs);
        Out.ProducerLineage = followForward(L, *Snaps, *K, A);
        if (!B.empty())
          Out.ConsumerLineage = followForward(L, *Snaps, *K, B);
      }
  }
  return Out;
}

absl::StatusOr<LibraryWhy> whyLibrary(const TraceOwnership &T,
                                      absl::string_view Name) {
  LibraryWhy Out;
  for (size_t K = 0; K < T.Report.Ops.size(); ++K)
    if (T.Report.Ops[K].Inst->name() == Name) {
      Out.Op = &T.Report.Ops[K];
      if (K < T.Origins.size())
        Out.Origin = T.Origins[K];
      break;
    }
  if (!Out.Op)
    return absl::NotFoundError(absl::StrCat(
        "no op named ", Name, " in the final module of ", T.Trace->name()));
  Out.BackendConfig = Out.Op->Inst->backendConfig();
  if (const DumpFile *F = textFileOfKind(*T.Trace, DumpFileKind::AutotuneResults)) {
    ASSIGN_OR_RETURN(std::unique_ptr<FileBuffer> Buffer, openFile(F->Path));
    Out.AutotuneFile = F->Path;
    std::vector<std::string> Results = autotuneResults(Buffer->contents());
    Out.AutotuneResults = Results.size();
    // Results are keyed by the canonical HLO of the instruction; its
    // custom-call target or fusion kind is what survives canonicalization.
    absl::string_view Key = Out.Op->Target;
    if (!Key.empty())
      for (std::string &R : Results)
        if (absl::StrContains(R, Key))
          Out.MatchingAutotuneResults.push_back(std::move(R));
  }
  return Out;
}

} // namespace hlotrace
