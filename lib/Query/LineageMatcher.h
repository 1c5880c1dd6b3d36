//===- LineageMatcher.h - Pairing instructions of two snapshots (internal) ===//
//
// LineageMatcher does the work behind computeLineage(). Computations that
// are the same object in both modules pair by identity and cost nothing.
// Everything else is matched bottom-up: each new instruction, visited after
// the values it reads, looks for old instructions with an equal structural
// key (LineageKeys.h) whose operands are, position by position, already
// linked to its own (through the aliases of LineageGraph.h, so a fused or
// inlined clone meets its original). Leaves (constants, iotas) and ties
// stay tentative until a linked user decides them top-down. What is still
// tied at the end is a CSE merge when one new instruction claims all the
// candidates, else evidence decides (metadata, then names) or it is
// reported as an ambiguity.
//
// The class's work is split by stage: LineageMatcher.cpp (the driver),
// LineagePairing.cpp (computations), LineageIndex.cpp (old index, new
// order; LineageUsers.h keeps an unchanged computation's part of it), LineageEvidence.cpp (operand evidence, look-through, link()),
// LineageBottomUp.cpp (candidates and scoring), LineageCombine.cpp (a
// reduction split across shards), LineageTies.cpp (top-down
// refinement, ties), LineageClones.cpp (cloned computations) and
// LineageMerges.cpp (CSE merges, rewrites).
//
//===----------------------------------------------------------------------===//

#ifndef HLOTRACE_LIB_QUERY_LINEAGEMATCHER_H
#define HLOTRACE_LIB_QUERY_LINEAGEMATCHER_H

#include <algorithm>
#include <memory>
#include <vector>

#include "LineageGraph.h"
#include "LineageKeys.h"
#include "LineageUsers.h"
#include "absl/container/flat_hash_map.h"
#include "absl/container/flat_hash_set.h"
#include "hlotrace/Query/Lineage.h"

namespace hlotrace::lineage {

/// Helpers shared by the matcher's files.
inline bool contains(const Chain &C, const Instruction *I) {
  for (const Instruction *X : C)
    if (X == I)
      return true;
  return false;
}

/// Whether sorted `V` holds `I`.
inline bool inSorted(const std::vector<const Instruction *> &V,
                     const Instruction *I) {
  return std::binary_search(V.begin(), V.end(), I);
}

/// Callers whose callee parameters stand for the caller's operands.
inline bool passesOperands(const Instruction &K) {
  return K.opcode() == Opcode::Fusion || K.opcode() == Opcode::Call ||
         K.opcode() == Opcode::AsyncStart;
}

/// No operands to match bottom-up (constants, iotas).
inline bool isLeaf(const Instruction &I) {
  auto Ops = I.operands();
  return Ops.empty() || !Ops[0].Def;
}

/// An op that only moves its operand's elements: what a pass puts around an
/// op it makes canonical or whose layout it normalizes.
inline bool isMove(const Instruction &X) {
  Opcode Op = X.opcode();
  return X.operandCount() == 1 &&
         (Op == Opcode::Bitcast || Op == Opcode::Transpose ||
          Op == Opcode::Copy || Op == Opcode::Reshape);
}

inline bool isConstantOrIota(const Instruction &X) {
  return X.opcode() == Opcode::Constant || X.opcode() == Opcode::Iota;
}

/// A link before its kind is known.
struct RawLink {
  const Instruction *Old = nullptr;
  Tier T = Tier::Exact;
  float Confidence = 1.0f;
  bool Rewrite = false;
};

class LineageMatcher {
public:
  /// `OV`/`OldKeys` index `Old` and `NV`/`NewKeys` index `New`; they may
  /// come from earlier steps (LineageCache) and are added to, as is
  /// `Users` (may be null).
  LineageMatcher(const Module &Old, const Module &New,
                 const LineageOptions &Options, ModuleView &OV,
                 KeyCache &OldKeys, ModuleView &NV, KeyCache &NewKeys,
                 SharedUsers *Users = nullptr);
  /// Runs the matching; then the accessors below describe the result.
  void run();

  ModuleView &oldView() { return OV; }
  ModuleView &newView() { return NV; }
  /// The old computation paired with new `C` (identity, name, entry, call
  /// site or content), or null.
  const Computation *pairOf(const Computation *C) const;
  /// Whether new `C` is a copy of pairOf(C), which continues as another
  /// computation (itself, most often).
  bool isCopy(const Computation *C) const;
  /// New instructions of computations that changed, in matching order.
  absl::Span<const Instruction *const> matched() const { return Order; }
  /// Old instructions of computations that changed.
  absl::Span<const Instruction *const> oldChanged() const {
    return OldChanged;
  }
  absl::Span<const RawLink> linksOf(const Instruction &New) const;
  absl::Span<const LineageAmbiguity> ambiguities() const { return Ambig; }
  /// The old call whose callee (with several call sites) new `N` is an
  /// inlined copy from, or null (findMultiSiteInlines()).
  const Instruction *inlinedAt(const Instruction &N) const {
    const Instruction *const *C = InlinedAt.find(N);
    return C ? *C : nullptr;
  }
  /// (old, new) pairs of a computation the step removed in favour of an
  /// equal one that its callers now call (computation-deduplicator): each
  /// old instruction was merged into its counterpart, which may be in a
  /// computation both modules share (so it is no matched() instruction).
  absl::Span<const std::pair<const Instruction *, const Instruction *>>
  mergedInto() const {
    return MergedInto;
  }

private:
  struct NewState {
    absl::InlinedVector<RawLink, 1> Firm;
    /// Equally good old candidates, sorted by address (a set, not an
    /// order: nothing ever picks the first).
    std::vector<const Instruction *> Tentative;
    Tier TentativeTier = Tier::Exact;
    /// The tentative candidates rest on tentatively linked operands only.
    bool Weak = false;
  };

  void pairComputations();
  /// Pairs a new computation that a call, while or conditional calls with
  /// the old computation of equal content called in the same place by the
  /// caller's pair (a copy the call graph flattener made for a second call
  /// site), even when that one is still there (LineagePairing.cpp).
  void pairCopiesForCallSites();
  /// Links each copy that pairCopiesForCallSites() found, instruction by
  /// instruction, after the search.
  void linkCopies();
  /// Links copy `C` to its original `O`, instruction by instruction (equal
  /// content), when both have as many instructions.
  void linkCopy(const Computation &C, const Computation &O, float Conf);
  void indexOld();
  /// Appends the old users of old `P` that indexOld() found (ChainUsers,
  /// and LocalOf for an unchanged computation), in no particular order.
  void oldUsers(const Instruction &P,
                std::vector<const Instruction *> &Out) const;
  void orderNew();
  /// Links, before any search, what the step left untouched: the same
  /// name, key, callees and untouched operands; a structural twin only in
  /// a group that kept every member (LineageUnchanged.cpp).
  void linkUnchanged();
  /// `NewOp` continues `OldOp` as it was: the same instruction of a shared
  /// computation, or its only link, exact and not a rewrite.
  bool linkedAsIs(const Instruction *OldOp, const Instruction *NewOp);
  /// What new `I` depends on besides its operands (orderNew()): for a
  /// parameter, the caller or the caller's operand it stands for; for a
  /// fusion or call, its callee's root. Null when nothing.
  const Instruction *extraDep(const Instruction &I);
  void matchBottomUp(const Instruction &N);
  void matchParameter(const Instruction &N);
  /// Last resort in the paired computation: the same name and opcode
  /// (UseNames), else the only old instruction with the same loose key (for
  /// a fusion, the same fused content) and a linked operand. Kind Changed,
  /// confidence below 1.
  void matchInPlace(const Instruction &N);
  /// In a partitioning step, the reduce that combines the per-shard
  /// results of a linked partial reduce across shards (LineageCombine.cpp).
  void matchCombiningReduce(const Instruction &N);
  /// Whether `O` and `N` call computations of equal content (or none).
  bool sameCallees(const Instruction &O, const Instruction &N);
  void refineTopDown(const Instruction &N);
  /// Decides the ties of `Open` (every instruction of Order with
  /// tentative candidates is in it, in Order's order).
  void resolveTies(absl::Span<const Instruction *const> Open, bool Final);
  /// Old `A` and `B` compute the same value: equal keys and callees, and
  /// operands that are the same or themselves compute the same (what CSE
  /// may merge).
  bool computesSame(const Instruction &A, const Instruction &B, int Depth);
  void findMerges();
  /// Whether another old instruction computes the same thing from the same
  /// operands (a CSE candidate); such instructions skip the name fast path.
  bool hasTwin(const Instruction &O);
  uint64_t twinSignature(const Instruction &O);
  void findRewrites();
  /// Old fusions without successor whose fused computation went into other
  /// fusions (priority fusion merges a Triton softmax fusion into its
  /// consumer): each is a rewrite of what its root became there, in the
  /// new fusion (LineageMerges.cpp).
  void findMergedFusions();
  /// Elementwise ops folded into a library call's epilogue (a bias add, a
  /// relu), linked to the call; runs last (LineageMerges.cpp).
  void findEpilogues();
  /// Ops the step created only to feed one old op's rewrite: rewrites of
  /// it too (LineageFeeders.cpp).
  void findFeeders();
  /// Created ops XLA named after the op they copy (`x.clone`): rewrites of
  /// it (LineageNamedClones.cpp).
  void findNamedClones();
  /// A created op and an old op left without successor, the only two of
  /// their opcode, element type and count and metadata: the remake of it
  /// (LineageMetadataTwins.cpp). Only with metadata; runs last.
  void findMetadataTwins();
  /// How many of new `N`'s operands continue one of old `O`'s (through a
  /// copy or bitcast at most).
  int agreeingOperands(const Instruction &O, const Instruction &N);
  /// 1 when a user of new `N` continues a user of old `O` (or a reader of
  /// a dropped move of it), 0 when no user of N continues anything, else -1.
  int usersAgree(const Instruction &O, const Instruction &N);
  /// The body of a callee with several call sites inlined at one of them,
  /// matched from the call's replacement down (LineageInlines.cpp).
  void findMultiSiteInlines();
  /// Ops the step split into a start and a done, linked to both as
  /// rewrites (LineageAsync.cpp).
  void findAsyncConversions();
  /// Library calls remade with the graph that feeds them, linked by what
  /// they ask of the library (LineageRemadeCalls.cpp).
  void findRemadeCalls();
  /// Ops a library call took over where no user reads the call in their
  /// place (LineageRemadeCalls.cpp).
  void findOpsMadeCalls();
  /// New computations nothing pairs or links that copy an old one
  /// (LineageClones.cpp).
  void findClonedComputations();
  /// Old computations the step removed because their callers now call an
  /// equal one (LineageClones.cpp); fills MergedInto.
  void findMergedComputations();
  /// An old computation left uncalled in the new module whose callers'
  /// successors call an equal one: merged into it (fills MergedInto).
  void findDeadenedCallees();
  /// New loops, calls and conditionals whose callees all pair with one
  /// unlinked old instruction's: linked to it after the first round.
  void linkRemadeCallers();
  /// The same, after the copies are linked, for callees that pair with no
  /// old computation but whose instructions mostly continue one's.
  void linkLoopsByTheirBodies();
  /// The one unclaimed old instruction of `N`'s opcode, in the pair of N's
  /// computation, that calls `Olds` in N's callee slots (a null entry, for
  /// a callee of N that stands for no old computation, matches any); null
  /// when none or several (both stages above).
  const Instruction *soleOldCaller(const Instruction &N,
                                   absl::Span<const Computation *const> Olds);
  /// Whether old `A` and new `B` compute the same from their roots (equal
  /// keys, operands in order); `Out` gets the pairs.
  bool sameFromRoot(
      const Computation &A, const Computation &B,
      std::vector<std::pair<const Instruction *, const Instruction *>> &Out);
  /// Old computations called by what `K`'s operands, users and `K` itself
  /// continue.
  void calleesNear(const Instruction &K,
                   absl::flat_hash_set<const Computation *> &Out);

  /// Old instructions `New` continues, firm ones and (optionally) tentative.
  void predsOf(const Instruction &New, bool WithTentative,
               absl::InlinedVector<const Instruction *, 4> &Out,
               bool &Firm);
  /// What newSide() found for one new operand.
  /// PERF NOTE: `Values` is the view's chain of the operand (kept in place
  /// for the step), or the operand alone in `One`, not a copy; a side is
  /// filled where it stays until it is last read (it points into itself).
  struct NewSide {
    absl::Span<const Instruction *const> Values;
    Chain LookThrough;
    const Instruction *One = nullptr;
  };
  /// 3 linked directly, 2 through a copy or bitcast, 1 tentatively, 0 not.
  /// `Side`, when given, is newSide(NewOp), computed once for several old
  /// candidates (no link may be made in between).
  int operandStrength(const Instruction *OldOp, const Instruction *NewOp,
                      const NewSide *Side = nullptr);
  /// New values `NewOp` may stand for: its chain, and through a created
  /// copy or bitcast, its operand's chain.
  void newSide(const Instruction *NewOp, Chain &Out, Chain &LookThrough);
  void newSide(const Instruction *NewOp, NewSide &Out);
  /// The second part of newSide(): what created carriers in front of the
  /// chain `Values` pass on.
  void lookThrough(absl::Span<const Instruction *const> Values,
                   Chain &LookThrough);
  /// How new `Y` continues a value of old chain `OC`: `FirmScore` when
  /// firmly (or as itself, shared), 1 tentatively, else 0.
  int linkScore(const Chain &OC, const Instruction *Y, int FirmScore);
  /// linkScore() with Y's sharedness and state (null if none) known.
  int linkScore(const Chain &OC, const Instruction *Y, bool Shared,
                const NewState *S, int FirmScore);
  /// operandStrength(OldOp, NewOp) == 3, without looking through.
  bool linkedFirmly(const Instruction *OldOp, const Instruction *NewOp);
  /// OV.chain(O) and NV.chain(N). PERF NOTE: most values stand for
  /// nothing else; their chain, the value alone, is written into a
  /// one-element buffer rather than looked up in the view. The reference
  /// is good until the next call (not kept across one by their callers).
  const Chain &oldChain(const Instruction &O) {
    if (ModuleView::mayAlias(O))
      return OV.chain(O);
    OldAlone[0] = &O;
    return OldAlone;
  }
  const Chain &newChain(const Instruction &N) {
    if (ModuleView::mayAlias(N))
      return NV.chain(N);
    NewAlone[0] = &N;
    return NewAlone;
  }
  Chain OldAlone = Chain(1), NewAlone = Chain(1);
  /// The operands whose value a created `Y` passes on (copy, bitcast; in
  /// a partitioning step, collectives and resharding ops).
  void carriers(const Instruction &Y, absl::InlinedVector<uint32_t, 4> &Out);
  bool isCreated(const Instruction &New);
  /// The operand whose value old `O` passes on: a copy's or bitcast's; in a
  /// partitioning step also a slice's, reshape's, transpose's or pad's.
  const Instruction *oldCarried(const Instruction &O);
  /// Where new `C`'s instructions may come from (LineagePairing.cpp): its
  /// pair and the pair's callees, and for a fused or called computation
  /// its caller's home.
  /// PERF NOTE: a home holds what it adds to its caller's and points to
  /// that, rather than a copy of it (each fused computation's home used to
  /// copy the entry's, about every computation of the module).
  struct Home {
    absl::flat_hash_set<const Computation *> Own;
    const Home *Up = nullptr;
    bool contains(const Computation *C) const {
      for (const Home *H = this; H; H = H->Up)
        if (H->Own.contains(C))
          return true;
      return false;
    }
  };
  const Home &home(const Computation *C);
  /// The instructions of old `C` with opcode `Op`, in order.
  /// PERF NOTE: pairCopiesForCallSites() asks, for each call site of each
  /// unpaired new computation and in every round, for the old caller's
  /// instructions of one opcode: the entry, thousands of instructions, was
  /// walked each time (30M instructions over the bench in 16 steps).
  absl::Span<const Instruction *const> ofOpcode(const Computation &C,
                                                Opcode Op);
  absl::flat_hash_map<std::pair<const Computation *, Opcode>,
                      std::vector<const Instruction *>>
      ByOpcode;
  /// Whether old `O`'s computation is shared unchanged by the new module,
  /// so that `O` lives on as itself there (a pass that left a callee
  /// alone did not move its instructions).
  bool livesOn(const Instruction &O);
  void link(const Instruction &N, const Instruction &O, Tier T, float Conf);
  /// Old `From` rewritten as (part of) new `To`: a rewrite link, once.
  void linkRewrite(const Instruction &From, const Instruction &To);
  /// `Home->find(N.name())`, where `Home` is pairOf(N's computation): found
  /// once per step (linkUnchanged() fills SameName), asked every round.
  const Instruction *sameName(const Instruction &N, const Computation *Home) {
    if (const Instruction *const *Known = SameName.find(N))
      return *Known;
    return Home->find(N.name());
  }
  NewState &state(const Instruction &N) { return States[N]; }

  const Module &Old, &New;
  LineageOptions Options;
  /// The step partitions the program (LineagePartitioning.h): shapes may
  /// become shards, inserted collectives and resharding are looked through.
  bool Partitioning = false;
  /// The new module's num_partitions (0: unknown), bounding shard counts.
  int64_t MaxShards = 0;
  InstrMap<absl::InlinedVector<uint32_t, 4>> Carriers;
  ModuleView &OV, &NV;
  KeyCache &OldKeys, &NewKeys;
  absl::flat_hash_map<const Computation *, const Computation *> PairNew,
      PairOld;
  /// (copy, original) pairs that only PairNew records; the copies are left
  /// out of the search (their originals' instructions are not theirs to
  /// claim) and linked after it.
  std::vector<std::pair<const Computation *, const Computation *>> Copies;
  absl::flat_hash_set<const Computation *> CopyOf;
  /// Pairs new `New` with old `Old` (PairNew, PairOld).
  void setPair(const Computation *New, const Computation *Old);
  /// Empties pairOf()'s memory; called whenever PairNew changes.
  void forgetPairs();
  /// PERF NOTE: pairOf() is asked for nearly every instruction matched,
  /// mostly about the same one or two computations; the last two answers
  /// are remembered.
  struct KnownPair {
    const Computation *New = nullptr, *Old = nullptr;
  };
  mutable KnownPair LastPairs[2];
  mutable unsigned NextPair = 0;
  absl::flat_hash_map<const Computation *, std::unique_ptr<Home>> Homes;
  /// livesOn()'s answers for old computations paired by name.
  absl::flat_hash_map<const Computation *, bool> Unchanged;
  std::vector<const Instruction *> OldChanged;
  /// Old X -> old users U whose first operand's chain holds X.
  /// PERF NOTE: most values have one to four such users (over the bench's
  /// steps: 109K one, 27K two, 9.7K three or four, 6K more); inline
  /// storage saves an allocation per indexed instruction at every step.
  InstrMap<absl::InlinedVector<const Instruction *, 4>> ChainUsers;
  /// The rest of the old users: those an unchanged computation of the
  /// region determines alone (LineageUsers.h), kept across steps in Users.
  SharedUsers *Users;
  absl::flat_hash_map<const Computation *, const LocalUsers *> LocalOf;
  /// oldUsers()'s last computation and its LocalOf entry.
  struct KnownLocal {
    const Computation *C = nullptr;
    const LocalUsers *L = nullptr;
  };
  mutable KnownLocal LastLocal;
  /// Old leaves by (key, tier).
  absl::flat_hash_map<std::pair<uint64_t, int>,
                      std::vector<const Instruction *>>
      Leaves;
  std::vector<const Instruction *> Order;
  /// New instruction -> the old one of its name in its paired computation
  /// (null: none). A pair, once made, does not change during the rounds.
  InstrMap<const Instruction *> SameName;
  InstrMap<NewState> States;
  /// matchInPlace's index: paired computations' instructions by loose key.
  /// PERF NOTE: most keys hold one or two instructions; inline storage
  /// saves an allocation per key of every computation indexed.
  absl::flat_hash_set<const Computation *> InPlaceIndexed;
  absl::flat_hash_map<std::pair<const Computation *, uint64_t>,
                      absl::InlinedVector<const Instruction *, 2>>
      ByLooseKey;
  bool TwinsCounted = false;
  absl::flat_hash_map<uint64_t, uint32_t> Twins;
  /// hasTwin() of the old instructions of changed computations: 2 yes, 1 no.
  InstrMap<uint8_t> TwinOf;
  /// matchBottomUp()'s candidate list (reused; not re-entered).
  std::vector<const Instruction *> CandidateScratch;
  /// matchBottomUp()'s operand sides (reused likewise; an entry is valid
  /// only once that call has filled it).
  std::vector<NewSide> SideScratch;
  /// New instructions that only carry partial values from one stage of a
  /// split reduction to the next; never matched.
  absl::flat_hash_set<const Instruction *> Plumbing;
  /// Old instructions some tie names, as a round of matching starts.
  absl::flat_hash_set<const Instruction *> InTie;
  /// Old instructions with a firm link: the new instructions link()
  /// linked to each, in the order it did. Outside a partitioning step no
  /// link is taken back before findRewrites() (LineageCombine.cpp may in a
  /// partitioning step), so these are an old instruction's firm
  /// successors until then.
  /// PERF NOTE: kept as link() makes them, so that the stages after the
  /// rounds do not walk every firm link of the step to find them.
  InstrMap<absl::InlinedVector<const Instruction *, 1>> Claimed;
  /// Old instruction -> the new instructions of Order firmly linked to it,
  /// in Order's order; made by successors().
  using SuccessorMap = InstrMap<absl::InlinedVector<const Instruction *, 1>>;
  /// The successor map as the links stand (rewrites included), made again
  /// only when a link() was made since. For a partitioning step only,
  /// where Claimed may hold links since taken back.
  const SuccessorMap &successors();
  std::unique_ptr<SuccessorMap> Successors;
  uint64_t SuccessorsAt = 0;
  /// Links link() made (SuccessorsAt: as many when Successors was made).
  uint64_t LinksMade = 0;
  using SuccessorList = absl::InlinedVector<const Instruction *, 2>;
  /// The new instructions firmly linked to old `O`, in Order's order (as a
  /// walk over the links of Order gives them); rewrites, which only
  /// findRewrites() makes, are not counted outside a partitioning step.
  void successorsOf(const Instruction &O, SuccessorList &Out);
  /// Whether old `O` has a firm link (as successorsOf() would say).
  bool hasSuccessor(const Instruction &O) {
    return Partitioning ? successors().contains(O) : Claimed.contains(O);
  }
  /// Each new instruction's place in Order (made when first needed).
  std::unique_ptr<InstrMap<uint32_t>> OrderPos;
  std::vector<LineageAmbiguity> Ambig;
  InstrMap<const Instruction *> InlinedAt;
  std::vector<std::pair<const Instruction *, const Instruction *>> MergedInto;
};

} // namespace hlotrace::lineage

#endif // HLOTRACE_LIB_QUERY_LINEAGEMATCHER_H
