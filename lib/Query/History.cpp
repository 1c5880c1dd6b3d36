//===- History.cpp - One instruction through a pass pipeline --------------===//
//
// Walks consecutive snapshot pairs. Where the tracked computation is the
// same object in both, nothing happened and no diff is run; otherwise the
// module diff pairs the instruction, and when it has no pair the
// disappearance is explained, in order: same name elsewhere (moved), a clone
// in a new or changed fused computation (fused), a user reading another
// instruction in its place (replaced), else removed.
//
//===----------------------------------------------------------------------===//

#include "hlotrace/Query/History.h"

#include "MatchUtil.h"
#include "absl/container/flat_hash_map.h"
#include "absl/strings/str_cat.h"

namespace hlotrace {

absl::string_view historyEventKindName(HistoryEventKind K) {
  switch (K) {
  case HistoryEventKind::Present:
    return "present";
  case HistoryEventKind::Created:
    return "created";
  case HistoryEventKind::Changed:
    return "changed";
  case HistoryEventKind::Renamed:
    return "renamed";
  case HistoryEventKind::Moved:
    return "moved";
  case HistoryEventKind::FusedInto:
    return "fused-into";
  case HistoryEventKind::Replaced:
    return "replaced";
  case HistoryEventKind::Removed:
    return "removed";
  }
  return "present";
}

namespace {

const Instruction *findAnywhere(const Module &M, absl::string_view Name) {
  for (const Computation *C : M.computations())
    if (const Instruction *I = C->find(Name))
      return I;
  return nullptr;
}

struct FusionHit {
  const Instruction *Fusion = nullptr;
  const Computation *Fused = nullptr;
  const Instruction *Clone = nullptr;
  int Score = 0;
};

constexpr int kMinCloneScore = 5;

/// Fusions of `New` whose fused computation is not a shared object of
/// `Old` and holds a clone of `I`; best first.
std::vector<FusionHit> findFusionClones(const Module &Old, const Module &New,
                                        const Instruction &I) {
  std::vector<FusionHit> Hits;
  for (const Computation *C : New.computations())
    for (const Instruction *F : C->instructions()) {
      if (F->opcode() != Opcode::Fusion)
        continue;
      for (const Computation *FC : New.calledComputations(*F)) {
        if (!FC || Old.find(FC->name()) == FC)
          continue; // Unchanged fused computation: not fused by this pass.
        FusionHit Best;
        for (const Instruction *X : FC->instructions()) {
          if (X->opcode() == Opcode::Parameter)
            continue;
          int S = query::cloneScore(I, *X);
          if (S > Best.Score)
            Best = {F, FC, X, S};
        }
        if (Best.Score >= kMinCloneScore)
          Hits.push_back(Best);
      }
    }
  std::stable_sort(Hits.begin(), Hits.end(),
                   [](const FusionHit &A, const FusionHit &B) {
                     return A.Score > B.Score;
                   });
  return Hits;
}

HistoryEvent makeEvent(HistoryEventKind K, size_t Index,
                       const PassModule &S, const Instruction &I) {
  HistoryEvent E;
  E.Kind = K;
  E.Index = Index;
  E.Step = S.Number;
  E.Pipeline = S.Pipeline;
  E.Pass = S.Pass;
  E.Name = std::string(I.name());
  E.Computation = std::string(I.parent()->name());
  return E;
}

} // namespace

absl::StatusOr<InstructionHistory>
instructionHistory(absl::Span<const PassModule> Snapshots,
                   absl::string_view Name, const HistoryOptions &Options) {
  InstructionHistory H;
  H.Name = std::string(Name);
  size_t First = 0;
  const Instruction *Cur = nullptr;
  for (; First < Snapshots.size(); ++First)
    if ((Cur = findAnywhere(*Snapshots[First].M, Name)))
      break;
  if (!Cur)
    return absl::NotFoundError(
        absl::StrCat("no instruction named '", Name, "' in any of the ",
                     Snapshots.size(), " snapshots"));
  H.Events.push_back(makeEvent(First == 0 ? HistoryEventKind::Present
                                          : HistoryEventKind::Created,
                               First, Snapshots[First], *Cur));

  for (size_t K = First + 1; K < Snapshots.size() && Cur; ++K) {
    const Module &Old = *Snapshots[K - 1].M, &New = *Snapshots[K].M;
    const PassModule &S = Snapshots[K];
    const Computation *OC = Cur->parent();
    if (New.find(OC->name()) == OC)
      continue; // Shared computation: untouched by this pass.
    ModuleDiff D = diffModules(Old, New, {/*KeepUnchanged=*/true});
    const ComputationDiff *CD = nullptr;
    for (const ComputationDiff &X : D.Computations)
      if (X.Old == OC)
        CD = &X;
    const InstructionChange *IC = nullptr;
    if (CD)
      for (const InstructionChange &X : CD->Instructions)
        if (X.Old == Cur)
          IC = &X;
    if (IC && IC->New) {
      if (IC->Kind == ChangeKind::Changed) {
        HistoryEventKind Kind = IC->What == ChangedName
                                    ? HistoryEventKind::Renamed
                                    : HistoryEventKind::Changed;
        HistoryEvent E = makeEvent(Kind, K, S, *IC->New);
        E.OldName = std::string(Cur->name());
        E.Match = IC->Match;
        E.What = IC->What;
        E.ChangedAttributeNames = IC->ChangedAttributeNames;
        if (OC->name() != IC->New->parent()->name())
          E.OldComputation = std::string(OC->name());
        H.Events.push_back(std::move(E));
      }
      Cur = IC->New;
      continue;
    }
    // Gone from its computation: explain how.
    if (const Instruction *Same = findAnywhere(New, Cur->name());
        Same && Same->opcodeName() == Cur->opcodeName()) {
      HistoryEvent E = makeEvent(HistoryEventKind::Moved, K, S, *Same);
      E.OldComputation = std::string(OC->name());
      H.Events.push_back(std::move(E));
      Cur = Same;
      continue;
    }
    std::vector<FusionHit> Hits = findFusionClones(Old, New, *Cur);
    if (!Hits.empty()) {
      HistoryEvent E = makeEvent(HistoryEventKind::FusedInto, K, S, *Cur);
      E.Into = std::string(Hits[0].Fusion->name());
      E.IntoComputation = std::string(Hits[0].Fused->name());
      E.Clone = std::string(Hits[0].Clone->name());
      for (size_t J = 1; J < Hits.size(); ++J)
        if (Hits[J].Fusion != Hits[0].Fusion)
          E.AlsoInto.push_back(std::string(Hits[J].Fusion->name()));
      H.Events.push_back(std::move(E));
      Cur = Options.FollowIntoFusions ? Hits[0].Clone : nullptr;
      continue;
    }
    // Replaced: a user, paired across the pass, reads something else where
    // it read this instruction.
    const Instruction *Replacement = nullptr;
    if (CD && CD->New) {
      absl::flat_hash_map<const Instruction *, const Instruction *> Pair;
      for (const InstructionChange &X : CD->Instructions)
        if (X.Old && X.New)
          Pair[X.Old] = X.New;
      for (const Instruction *U : Cur->users()) {
        auto It = Pair.find(U);
        if (It == Pair.end())
          continue;
        for (size_t Op = 0; Op < U->operandCount() && !Replacement; ++Op)
          if (U->operand(Op) == Cur && Op < It->second->operandCount())
            Replacement = It->second->operand(Op);
        if (Replacement)
          break;
      }
    }
    HistoryEvent E = makeEvent(Replacement ? HistoryEventKind::Replaced
                                           : HistoryEventKind::Removed,
                               K, S, *Cur);
    if (Replacement)
      E.Into = std::string(Replacement->name());
    H.Events.push_back(std::move(E));
    Cur = nullptr;
  }
  if (Cur) {
    H.FinalName = std::string(Cur->name());
    H.FinalComputation = std::string(Cur->parent()->name());
  }
  return H;
}

} // namespace hlotrace
