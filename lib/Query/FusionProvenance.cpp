//===- FusionProvenance.cpp - What each fusion absorbed, and when ---------===//
//
// For a fusion F of the target snapshot: walk back while the snapshot
// before still has an instruction named F (that run's start created it),
// then forward to the target. At every step where F's fused computation is
// new or changed, each fused instruction the diff calls added is looked up
// among the instructions of F's caller one snapshot earlier, and inside the
// fusions that caller held (a fusion merged into F brings its clones).
//
//===----------------------------------------------------------------------===//

#include "hlotrace/Query/FusionProvenance.h"

#include "MatchUtil.h"
#include "absl/container/flat_hash_set.h"
#include "hlotrace/Query/Diff.h"

namespace hlotrace {
namespace {

constexpr int kMinCloneScore = 5;

const Instruction *findAnywhere(const Module &M, absl::string_view Name) {
  for (const Computation *C : M.computations())
    if (const Instruction *I = C->find(Name))
      return I;
  return nullptr;
}

const Computation *fusedComputation(const Module &M, const Instruction &F) {
  auto Called = M.calledComputations(F);
  return Called.empty() ? nullptr : Called[0];
}

struct Candidate {
  const Instruction *I;
  const Instruction *ViaFusion; // non-null when inside a fused computation
};

std::vector<Candidate> candidatesIn(const Module &M, const Computation &C) {
  std::vector<Candidate> Out;
  for (const Instruction *I : C.instructions()) {
    Out.push_back({I, nullptr});
    if (I->opcode() != Opcode::Fusion)
      continue;
    if (const Computation *FC = fusedComputation(M, *I))
      for (const Instruction *X : FC->instructions())
        if (X->opcode() != Opcode::Parameter)
          Out.push_back({X, I});
  }
  return Out;
}

} // namespace

std::vector<FusionOrigin>
fusionProvenance(absl::Span<const PassModule> Snapshots, size_t Target) {
  std::vector<FusionOrigin> Out;
  if (Target >= Snapshots.size())
    return Out;
  const Module &TM = *Snapshots[Target].M;
  for (const Computation *TC : TM.computations())
    for (const Instruction *F : TC->instructions()) {
      if (F->opcode() != Opcode::Fusion)
        continue;
      FusionOrigin O;
      O.Fusion = std::string(F->name());
      O.Kind = std::string(F->fusionKind());
      O.Computation = std::string(TC->name());
      if (const Computation *FC = fusedComputation(TM, *F))
        O.FusedComputation = std::string(FC->name());
      size_t K = Target;
      while (K > 0) {
        const Instruction *Prev = findAnywhere(*Snapshots[K - 1].M, F->name());
        if (!Prev || Prev->opcode() != Opcode::Fusion)
          break;
        --K;
      }
      O.CreatedIndex = K;
      O.CreatedStep = Snapshots[K].Number;
      O.CreatedPipeline = Snapshots[K].Pipeline;
      O.CreatedPass = Snapshots[K].Pass;
      O.PresentAtStart = K == 0;

      // Clones in the target's fused computation that no step accounted for.
      absl::flat_hash_set<std::string> Attributed;
      for (size_t J = K == 0 ? 1 : K; J <= Target; ++J) {
        const Module &Before = *Snapshots[J - 1].M, &After = *Snapshots[J].M;
        const Instruction *FJ = findAnywhere(After, F->name());
        const Computation *FCJ = FJ ? fusedComputation(After, *FJ) : nullptr;
        if (!FCJ || Before.find(FCJ->name()) == FCJ)
          continue; // fused computation shared: nothing new this step
        std::vector<const Instruction *> NewClones;
        const Instruction *FBefore = findAnywhere(Before, F->name());
        if (!FBefore) {
          for (const Instruction *X : FCJ->instructions())
            NewClones.push_back(X);
        } else {
          ModuleDiff D = diffModules(Before, After);
          for (const ComputationDiff &CD : D.Computations)
            if (CD.New == FCJ)
              for (const InstructionChange &C : CD.Instructions)
                if (C.Kind == ChangeKind::Added)
                  NewClones.push_back(C.New);
        }
        const Computation *CallerBefore = Before.find(FJ->parent()->name());
        if (!CallerBefore)
          CallerBefore = Before.entry();
        const Computation *CallerAfter = FJ->parent();
        std::vector<Candidate> Cands = candidatesIn(Before, *CallerBefore);
        for (const Instruction *X : NewClones) {
          if (X->opcode() == Opcode::Parameter)
            continue;
          const Candidate *Best = nullptr;
          int BestScore = 0;
          for (const Candidate &C : Cands) {
            if (C.ViaFusion == FBefore && FBefore)
              continue; // already part of this fusion
            int S = query::cloneScore(*C.I, *X);
            if (S < kMinCloneScore)
              continue;
            // Prefer what this pass removed over what it left in place.
            bool Survived = !C.ViaFusion && CallerAfter->find(C.I->name());
            if (!Survived)
              S += 3;
            if (S > BestScore) {
              BestScore = S;
              Best = &C;
            }
          }
          if (!Best)
            continue;
          AbsorbedInstruction A;
          A.Name = std::string(Best->I->name());
          A.Opcode = std::string(Best->I->opcodeName());
          A.Computation = std::string(Best->I->parent()->name());
          if (Best->ViaFusion)
            A.FromFusion = std::string(Best->ViaFusion->name());
          A.Clone = std::string(X->name());
          A.Index = J;
          A.Step = Snapshots[J].Number;
          A.Pipeline = Snapshots[J].Pipeline;
          A.Pass = Snapshots[J].Pass;
          A.Duplicated = !Best->ViaFusion && CallerAfter->find(A.Name);
          Attributed.insert(A.Clone);
          O.Absorbed.push_back(std::move(A));
        }
      }
      if (const Computation *FC = fusedComputation(TM, *F))
        for (const Instruction *X : FC->instructions())
          if (X->opcode() != Opcode::Parameter &&
              !Attributed.contains(std::string(X->name())))
            O.Unattributed.push_back(std::string(X->name()));
      Out.push_back(std::move(O));
    }
  return Out;
}

} // namespace hlotrace
