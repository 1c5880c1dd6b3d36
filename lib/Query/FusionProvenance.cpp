//===- FusionProvenance.cpp - What each fusion absorbed, and when ---------===//
//
// For a fusion F of the target snapshot: F's own lineage, walked back while
// its predecessors are fusion instructions, says when F's run began. Each
// instruction of F's fused computation is walked back step by step on every
// arm (a merged clone has several predecessors) while its predecessor is
// still inside some fused computation; the link that leaves the fusions is
// the fusing link, its old end the original. An arm with no predecessor is
// either a tie the lineage reported (an ambiguity) or an instruction made
// inside the fusion.
//
//===----------------------------------------------------------------------===//

#include "hlotrace/Query/FusionProvenance.h"

#include <algorithm>
#include <memory>

#include "Support/Status.h"
#include "absl/container/flat_hash_map.h"
#include "absl/container/flat_hash_set.h"
#include "absl/strings/str_cat.h"

namespace hlotrace {
namespace {

/// PERF NOTE: one walk may fan out (a constant merged from many); arms past
/// this bound are dropped so that one fusion stays fast on any dump.
constexpr size_t kMaxArms = 256;

/// Lazily built per-snapshot and per-step indexes, shared by every fusion
/// of one query.
class Indexes {
public:
  explicit Indexes(const ModuleLineage &L)
      : L(L), FusionOf(L.size()), TieOf(L.size()) {}

  /// The fusion instruction of snapshot K that calls `C`, or null.
  const Instruction *fusionOf(size_t K, const Computation *C) {
    auto &Map = FusionOf[K];
    if (!Map) {
      Map = std::make_unique<ComputationMap>();
      const Module &M = *L.snapshot(K).M;
      for (const Computation *X : M.computations())
        for (const Instruction *I : X->instructions())
          if (I->opcode() == Opcode::Fusion)
            for (const Computation *Called : M.calledComputations(*I))
              if (Called)
                Map->emplace(Called, I);
    }
    auto It = Map->find(C);
    return It == Map->end() ? nullptr : It->second;
  }

  /// The ambiguity of step K (snapshot K - 1 to K) that involves `New`, an
  /// instruction of snapshot K, or null.
  const LineageAmbiguity *tieOf(size_t K, const StepLineage &S,
                                const Instruction &New) {
    auto &Map = TieOf[K];
    if (!Map) {
      Map = std::make_unique<TieMap>();
      for (const LineageAmbiguity &A : S.ambiguities()) {
        if (!A.SubjectIsOld)
          Map->emplace(A.Subject, &A);
        else
          for (const Instruction *C : A.Candidates)
            Map->emplace(C, &A);
      }
    }
    auto It = Map->find(&New);
    return It == Map->end() ? nullptr : It->second;
  }

private:
  using ComputationMap =
      absl::flat_hash_map<const Computation *, const Instruction *>;
  using TieMap =
      absl::flat_hash_map<const Instruction *, const LineageAmbiguity *>;
  const ModuleLineage &L;
  std::vector<std::unique_ptr<ComputationMap>> FusionOf;
  std::vector<std::unique_ptr<TieMap>> TieOf;
};

std::string where(const Instruction &I) {
  return absl::StrCat(I.parent()->name(), "/", I.name());
}

/// The first snapshot of F's run: walk back while predecessors are fusions.
absl::StatusOr<size_t> createdIndex(const ModuleLineage &L, size_t Target,
                                    const Instruction &F) {
  std::vector<const Instruction *> Cur{&F};
  size_t K = Target;
  while (K > 0) {
    ASSIGN_OR_RETURN(const StepLineage *S, L.step(K));
    std::vector<const Instruction *> Prev;
    absl::flat_hash_set<const Instruction *> Seen;
    for (const Instruction *X : Cur)
      for (const LineageLink *P : S->predecessors(*X))
        if (P->Old->opcode() == Opcode::Fusion && Prev.size() < kMaxArms &&
            Seen.insert(P->Old).second)
          Prev.push_back(P->Old);
    if (Prev.empty())
      break;
    Cur.swap(Prev);
    --K;
  }
  return K;
}

/// The instructions of F's fused computation and of the fused
/// computations nested in it, parameters left out, in printed order.
void fusedInstructions(const Module &M, const Computation &FC,
                       absl::flat_hash_set<const Computation *> &Seen,
                       std::vector<const Instruction *> &Out) {
  if (!Seen.insert(&FC).second)
    return;
  for (const Instruction *X : FC.instructions()) {
    if (X->opcode() == Opcode::Parameter)
      continue;
    Out.push_back(X);
    if (X->opcode() == Opcode::Fusion)
      for (const Computation *Nested : M.calledComputations(*X))
        if (Nested)
          fusedInstructions(M, *Nested, Seen, Out);
  }
}

/// Walks `Clone` (snapshot Target, inside a fusion) back to the originals.
/// Returns false when no arm found a fusing link or a tie.
absl::StatusOr<bool> walkClone(const ModuleLineage &L, Indexes &Ix,
                               size_t Target, const Instruction &Clone,
                               FusionOrigin &O) {
  struct Arm {
    const Instruction *I;
    float Confidence;
  };
  std::vector<Arm> Frontier{{&Clone, 1.0f}};
  absl::flat_hash_set<std::pair<const Instruction *, size_t>> Recorded;
  bool Found = false;
  for (size_t K = Target; K > 0 && !Frontier.empty(); --K) {
    ASSIGN_OR_RETURN(const StepLineage *S, L.step(K));
    const PassModule &Snap = L.snapshot(K);
    std::vector<Arm> Next;
    absl::flat_hash_set<const Instruction *> Seen;
    for (const Arm &A : Frontier) {
      std::vector<const LineageLink *> Preds = S->predecessors(*A.I);
      if (Preds.empty()) {
        const LineageAmbiguity *Tie = Ix.tieOf(K, *S, *A.I);
        if (!Tie)
          continue; // Made inside the fusion by this step.
        AmbiguousOrigin AO;
        AO.Clone = std::string(Clone.name());
        AO.Index = K;
        AO.Step = Snap.Number;
        AO.Pipeline = Snap.Pipeline;
        AO.Pass = Snap.Pass;
        if (Tie->SubjectIsOld)
          AO.Candidates.push_back(where(*Tie->Subject));
        else
          for (const Instruction *C : Tie->Candidates)
            AO.Candidates.push_back(where(*C));
        O.Ambiguous.push_back(std::move(AO));
        Found = true;
        continue;
      }
      for (const LineageLink *P : Preds) {
        float Conf = std::min(A.Confidence, P->Confidence);
        if (Ix.fusionOf(K - 1, P->Old->parent())) {
          if (Next.size() < kMaxArms && Seen.insert(P->Old).second)
            Next.push_back({P->Old, Conf});
          continue;
        }
        Found = true;
        if (!Recorded.insert({P->Old, K}).second)
          continue;
        AbsorbedInstruction AI;
        AI.Name = std::string(P->Old->name());
        AI.Opcode = std::string(P->Old->opcodeName());
        AI.Computation = std::string(P->Old->parent()->name());
        AI.Clone = std::string(Clone.name());
        AI.Index = K;
        AI.Step = Snap.Number;
        AI.Pipeline = Snap.Pipeline;
        AI.Pass = Snap.Pass;
        AI.Kind = P->Kind;
        AI.Confidence = Conf;
        if (const Instruction *Into = Ix.fusionOf(K, A.I->parent()))
          AI.IntoFusion = std::string(Into->name());
        AI.Duplicated = P->Kind == LinkKind::Duplicated ||
                        S->successors(*P->Old).size() > 1;
        O.Absorbed.push_back(std::move(AI));
      }
    }
    Frontier.swap(Next);
  }
  return Found;
}

} // namespace

absl::StatusOr<std::vector<FusionOrigin>>
fusionProvenance(const ModuleLineage &L, size_t Target) {
  if (Target >= L.size())
    return absl::OutOfRangeError(absl::StrCat(
        "snapshot ", Target, " of ", L.size(), " snapshots"));
  Indexes Ix(L);
  std::vector<FusionOrigin> Out;
  const Module &TM = *L.snapshot(Target).M;
  for (const Computation *TC : TM.computations())
    for (const Instruction *F : TC->instructions()) {
      if (F->opcode() != Opcode::Fusion)
        continue;
      FusionOrigin O;
      O.Fusion = std::string(F->name());
      O.Kind = std::string(F->fusionKind());
      O.Computation = std::string(TC->name());
      auto Called = TM.calledComputations(*F);
      const Computation *FC = Called.empty() ? nullptr : Called[0];
      if (FC)
        O.FusedComputation = std::string(FC->name());
      ASSIGN_OR_RETURN(O.CreatedIndex, createdIndex(L, Target, *F));
      const PassModule &Created = L.snapshot(O.CreatedIndex);
      O.CreatedStep = Created.Number;
      O.CreatedPipeline = Created.Pipeline;
      O.CreatedPass = Created.Pass;
      O.PresentAtStart = O.CreatedIndex == 0;
      std::vector<const Instruction *> Clones;
      absl::flat_hash_set<const Computation *> Seen;
      if (FC)
        fusedInstructions(TM, *FC, Seen, Clones);
      for (const Instruction *X : Clones) {
        ASSIGN_OR_RETURN(bool Found, walkClone(L, Ix, Target, *X, O));
        if (!Found)
          O.Unattributed.push_back(std::string(X->name()));
      }
      Out.push_back(std::move(O));
    }
  return Out;
}

} // namespace hlotrace
