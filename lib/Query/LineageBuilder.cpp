//===- LineageBuilder.cpp - computeLineage(): links with their kinds ------===//
//
// Runs the matcher (LineageMatcher.h) and turns its raw links into
// LineageLinks: shared computations link every instruction to itself;
// other links get their kind from where the two ends live (the paired
// computation, a fused computation, an inlined callee) and how they were
// matched (exact, loose, partitioned shape, merged, rewritten).
//
//===----------------------------------------------------------------------===//

#include "LineageImpl.h"
#include "LineageMatcher.h"

#include <algorithm>

namespace hlotrace {
namespace {

using lineage::LineageMatcher;
using lineage::RawLink;
using lineage::Tier;

/// The call, in the old module, whose callee (directly or through nested
/// callees) held `O` and whose caller is `Into`; null when none.
const Instruction *inlinedVia(lineage::ModuleView &OV, const Instruction &O,
                              const Computation *Into) {
  const Computation *C = O.parent();
  const Instruction *First = nullptr;
  for (int Depth = 0; Depth < 8 && C; ++Depth) {
    const lineage::CallSite *S = OV.soleCallSite(C);
    if (!S || S->Caller->opcode() == Opcode::Fusion)
      return nullptr;
    if (!First)
      First = S->Caller;
    if (S->Caller->parent() == Into)
      return First;
    C = S->Caller->parent();
  }
  return nullptr;
}

LinkKind kindOf(LineageMatcher &M, const Instruction &O, const Instruction &N,
                const RawLink &L, size_t PredCount, size_t SuccCount,
                const Instruction *&Via) {
  Via = nullptr;
  if (L.Rewrite) {
    // Into a fused computation: the fusion that holds it now.
    Via = M.newView().fusionOf(N.parent());
    return LinkKind::Rewritten;
  }
  if (PredCount > 1)
    return LinkKind::Merged;
  // A move that a pass found to be a bitcast, made one (the only links
  // across opcodes that are not rewrites).
  if (O.opcode() != N.opcode()) {
    Via = M.newView().fusionOf(N.parent());
    return LinkKind::Rewritten;
  }
  if (M.pairOf(N.parent()) == O.parent() && !M.isCopy(N.parent())) {
    switch (L.T) {
    case Tier::Exact:
      return O.name() == N.name() ? LinkKind::Same : LinkKind::Renamed;
    case Tier::Loose:
      return LinkKind::Changed;
    case Tier::Coarse:
      return LinkKind::Partitioned;
    }
  }
  if (const Instruction *F = M.newView().fusionOf(N.parent())) {
    Via = F;
    return SuccCount > 1 ? LinkKind::Duplicated : LinkKind::Fused;
  }
  if (const Instruction *K = M.inlinedAt(N)) {
    Via = K;
    return LinkKind::Inlined;
  }
  if (const Computation *Into = M.pairOf(N.parent()))
    if (const Instruction *K = inlinedVia(M.oldView(), O, Into)) {
      Via = K;
      return LinkKind::Inlined;
    }
  if (L.T == Tier::Coarse)
    return LinkKind::Partitioned;
  // Outside fusions a copy is a clone, however many there are (a reducer
  // cloned for a new caller, a computation copied for each call site).
  return LinkKind::Cloned;
}

} // namespace

absl::StatusOr<StepLineage> computeLineage(const Module &Old,
                                           const Module &New,
                                           const LineageOptions &Options) {
  LineageCache Cache;
  return computeLineage(Old, New, Options, Cache);
}

absl::StatusOr<StepLineage> computeLineage(const Module &Old,
                                           const Module &New,
                                           const LineageOptions &Options,
                                           LineageCache &Cache) {
  if (!Old.entry() || !New.entry())
    return absl::InvalidArgumentError(absl::StrCat(
        "lineage: module '", !Old.entry() ? Old.name() : New.name(),
        "' has no entry computation"));
  auto &CI = LineageBuilder::impl(Cache);
  // PERF NOTE: a pass that changed nothing leaves a snapshot made of the
  // computations of the one before (the trace shares them): 67 of the
  // bench's 159 steps. Every computation is then shared, and the matcher
  // would pair each with itself and find nothing else; the step is each
  // instruction linked to itself, without indexing either module (the old
  // one's index serves the new one in the next step, indexOf()).
  if (madeOf(New, Old.computations(), Old.entry())) {
    auto All = Old.computations();
    std::vector<SelfLinks> SelfBlocks;
    SelfBlocks.reserve(All.size());
    for (const Computation *C : All) {
      SelfLinks &Block = CI.Self[C];
      if (!Block)
        Block = makeSelfLinks(*C);
      SelfBlocks.push_back(Block);
    }
    return LineageBuilder::make(
        {}, std::vector<const Computation *>(All.begin(), All.end()),
        std::vector<uint32_t>(All.size(), 0), std::move(SelfBlocks), {}, {},
        {});
  }
  ModuleIndex &OI = CI.indexOf(Old, Options.IgnoreLayouts, &New);
  ModuleIndex &NI = CI.indexOf(New, Options.IgnoreLayouts, &Old);
  CI.trim(OI, NI);
  LineageMatcher M(Old, New, Options, OI.View, OI.Keys, NI.View, NI.Keys,
                   &CI.Users);
  M.run();

  // Module order: computation position, then instruction position.
  // PERF NOTE: each module's map of positions is made when a sort first
  // needs it (the old module's only for ambiguities); both were made at
  // every step, thousands of computations each after fusion.
  struct Positions {
    const Module &Mod;
    absl::flat_hash_map<const Computation *, uint32_t> P;
    const absl::flat_hash_map<const Computation *, uint32_t> &get() {
      if (P.empty()) {
        P.reserve(Mod.computations().size());
        for (uint32_t K = 0; K < Mod.computations().size(); ++K)
          P[Mod.computations()[K]] = K;
      }
      return P;
    }
  };
  Positions OldPos{Old, {}}, NewPos{New, {}};
  auto Key = [](Positions &Pos, const Instruction *I) {
    const auto &P = Pos.get();
    auto It = P.find(I->parent());
    uint64_t C = It == P.end() ? 0xffffffffu : It->second;
    return (C << 32) | I->index();
  };

  // Links of changed computations, grouped by old instruction.
  std::vector<LineageLink> Changed;
  std::vector<const Instruction *> Created;
  // PERF NOTE: dense per-computation arrays (InstrMap.h), not hash maps.
  lineage::InstrMap<uint32_t> SuccCount;
  lineage::InstrMap<absl::InlinedVector<uint32_t, 2>> BySource;
  // PERF NOTE: each instruction's links looked up once (an out-of-line
  // call), for both loops.
  std::vector<absl::Span<const RawLink>> RawOf;
  RawOf.reserve(M.matched().size());
  size_t RawCount = 0;
  for (const Instruction *N : M.matched()) {
    RawOf.push_back(M.linksOf(*N));
    RawCount += RawOf.back().size();
    for (const RawLink &L : RawOf.back())
      ++SuccCount[*L.Old];
  }
  // PERF NOTE: sized once (thousands of links at most changed steps).
  Changed.reserve(RawCount + M.mergedInto().size());
  for (size_t K = 0; K < RawOf.size(); ++K) {
    const Instruction *N = M.matched()[K];
    absl::Span<const RawLink> Raw = RawOf[K];
    if (Raw.empty()) {
      Created.push_back(N);
      continue;
    }
    size_t Preds = 0;
    for (const RawLink &L : Raw)
      Preds += !L.Rewrite;
    for (const RawLink &L : Raw) {
      LineageLink Out;
      Out.Old = L.Old;
      Out.New = N;
      Out.Confidence = L.Confidence;
      Out.Kind = kindOf(M, *L.Old, *N, L, Preds, SuccCount[*L.Old], Out.Via);
      if (Out.Kind == LinkKind::Inlined || Out.Kind == LinkKind::Cloned ||
          Out.Kind == LinkKind::Fused || Out.Kind == LinkKind::Duplicated)
        if (L.T == Tier::Loose && Out.Confidence > 0.95f)
          Out.Confidence = 0.95f; // A copy whose layout or config changed.
      Changed.push_back(Out);
    }
  }
  // A removed computation merged into an equal one, perhaps one both
  // modules share (whose instructions are no matched() ones).
  for (const auto &[O, N] : M.mergedInto())
    Changed.push_back({O, N, LinkKind::Merged, 1.0f, nullptr});
  // Old computations some link leaves (a shared one's: a copy of it).
  // PERF NOTE: links come grouped by computation; a set insertion only
  // when the computation changes from the previous link's.
  absl::flat_hash_set<const Computation *> Sources;
  const Computation *LastSource = nullptr;
  for (uint32_t K = 0; K < Changed.size(); ++K) {
    BySource[*Changed[K].Old].push_back(K);
    if (Changed[K].Old->parent() != LastSource) {
      LastSource = Changed[K].Old->parent();
      Sources.insert(LastSource);
    }
  }

  // PERF NOTE: emitted in old-module order directly; sorting a step's
  // links costs more than matching them. A shared computation's links to
  // itself are its block in the cache (made once while it lives on).
  std::vector<LineageLink> Links;
  Links.reserve(Changed.size());
  std::vector<const Computation *> SharedComputations;
  std::vector<uint32_t> SharedAt;
  std::vector<SelfLinks> SelfBlocks;
  SharedComputations.reserve(Old.computations().size());
  SharedAt.reserve(Old.computations().size());
  SelfBlocks.reserve(Old.computations().size());
  std::vector<const Instruction *> Removed;
  std::vector<std::pair<uint64_t, uint32_t>> ByNewPos;
  for (const Computation *C : Old.computations()) {
    bool Shared = M.newView().contains(C);
    if (Shared) {
      SelfLinks &Block = CI.Self[C];
      if (!Block)
        Block = makeSelfLinks(*C);
      SharedComputations.push_back(C);
      SharedAt.push_back(static_cast<uint32_t>(Links.size()));
      SelfBlocks.push_back(Block);
      // A computation that lives on may also have been copied (the call
      // graph flattener's copy for a second call site): those links
      // follow its block.
      if (!Sources.contains(C))
        continue;
    }
    for (const Instruction *O : C->instructions()) {
      auto *Known = BySource.find(*O);
      if (!Known || Known->empty()) {
        if (!Shared)
          Removed.push_back(O);
        continue;
      }
      auto &Ks = *Known;
      if (Ks.size() > 1) {
        // PERF NOTE: each link's position looked up once, not at every
        // comparison (the same comparisons, so the same order).
        ByNewPos.clear();
        for (uint32_t K : Ks)
          ByNewPos.emplace_back(Key(NewPos, Changed[K].New), K);
        std::sort(ByNewPos.begin(), ByNewPos.end(),
                  [](const auto &A, const auto &B) { return A.first < B.first; });
        for (size_t J = 0; J < Ks.size(); ++J)
          Ks[J] = ByNewPos[J].second;
      }
      for (uint32_t K : Ks)
        Links.push_back(Changed[K]);
    }
  }
  std::vector<LineageAmbiguity> Ambiguities(M.ambiguities().begin(),
                                            M.ambiguities().end());
  for (LineageAmbiguity &A : Ambiguities)
    std::sort(A.Candidates.begin(), A.Candidates.end(),
              [&](const Instruction *X, const Instruction *Y) {
                return Key(OldPos, X) < Key(OldPos, Y);
              });
  // PERF NOTE: each position is looked up once, not at every comparison.
  std::vector<std::pair<uint64_t, const Instruction *>> ByPos;
  ByPos.reserve(Created.size());
  for (const Instruction *I : Created)
    ByPos.emplace_back(Key(NewPos, I), I);
  std::sort(ByPos.begin(), ByPos.end());
  for (size_t K = 0; K < ByPos.size(); ++K)
    Created[K] = ByPos[K].second;
  return LineageBuilder::make(std::move(Links), std::move(SharedComputations),
                              std::move(SharedAt), std::move(SelfBlocks),
                              std::move(Removed),
                              std::move(Created), std::move(Ambiguities));
}

} // namespace hlotrace
