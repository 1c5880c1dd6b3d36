//===- LineageUnchanged.cpp - Linking what a step left as it was ----------===//
//
// Most instructions of a changed computation are untouched by the step.
// linkUnchanged() links those before any search, in bottom-up order: the
// same name in the paired computation, the same key (and, when metadata is
// evidence, the same metadata), the same callees, and operands that read
// as before: linked as they were, or themselves the instruction of the
// same name and key. The search then runs only for what the step changed.
//
// PERF NOTE: an operand of the same name and key counts even when a change
// under it kept it from being linked here: otherwise everything above the
// first changed instruction went to the search (about 4,000 of the 5,000
// instructions of the bench's entry computation at every step).
//
// It matters for structural twins (hasTwin(): equal keys and the same
// operands, such as two `iota()` of one shape, each read by its own user),
// which structure alone cannot tell apart: when a step rewrites one user
// (the scatter simplifier reshaping a scatter's indices), the search used
// to let the first new instruction that reached a twin claim it, so an
// untouched iota was reported renamed into its twin and removed. A twin is
// linked here only when every member of its group is still there; a group
// that lost a member was merged (CSE), and the search and findMerges()
// decide it and everything that reads it, directly or not (CSE merges
// whole chains of twins: a constant, its broadcast, the shift that reads
// it).
//
//===----------------------------------------------------------------------===//

#include "LineageMatcher.h"

#include "absl/base/attributes.h"

namespace hlotrace::lineage {

// PERF NOTE: inline into linkUnchanged(), its only caller, which asks it
// for each operand of each instruction named in both modules (a call each
// before).
ABSL_ATTRIBUTE_ALWAYS_INLINE inline bool
LineageMatcher::linkedAsIs(const Instruction *OldOp, const Instruction *NewOp) {
  if (!OldOp || !NewOp)
    return OldOp == NewOp;
  if (OV.contains(NewOp->parent()))
    return NewOp == OldOp;
  const NewState *S = States.find(*NewOp);
  return S && S->Firm.size() == 1 && S->Firm[0].Old == OldOp &&
         !S->Firm[0].Rewrite && S->Firm[0].T == Tier::Exact;
}

void LineageMatcher::linkUnchanged() {
  if (!Options.UseNames)
    return;
  // The old instruction of the same name and key, per new instruction (by
  // position in Order, and by instruction for its users), and how many of
  // each twin group (by twin signature) are still there.
  // PERF NOTE: with it, what the second loop asks again: whether it is a
  // twin (and its group), and whether the two agree in every attribute
  // (then their metadata is the same).
  struct NamedOld {
    const Instruction *O = nullptr;
    uint64_t TwinSig = 0;
    bool Twin = false, SameContent = false;
  };
  std::vector<NamedOld> Named(Order.size());
  InstrMap<const Instruction *> NamedOf;
  absl::flat_hash_map<uint64_t, uint32_t> Kept;
  for (size_t K = 0; K < Order.size(); ++K) {
    const Instruction *N = Order[K];
    const Computation *Home = pairOf(N->parent());
    const Instruction *O = Home ? Home->find(N->name()) : nullptr;
    if (Home)
      SameName[*N] = O;
    if (!O || O->opcode() != N->opcode() ||
        O->operandCount() != N->operandCount())
      continue;
    bool SameContent = sameKeyContent(*N, *O);
    if (OldKeys.keys(*O, Old)[Tier::Exact] !=
        NewKeys.keysLike(*N, New, *O, SameContent)[Tier::Exact])
      continue;
    NamedOld &X = Named[K];
    X.O = O;
    X.SameContent = SameContent;
    NamedOf[*N] = O;
    if ((X.Twin = hasTwin(*O)))
      ++Kept[X.TwinSig = twinSignature(*O)];
  }
  // New instructions that are a twin whose group lost a member, or read one
  // through their operands (transitively): CSE may have merged them or what
  // they read, which the search and findMerges() decide. None is linked
  // here.
  InstrMap<uint8_t> AboveMerge;
  // PERF NOTE: most steps merge nothing; until something is above a
  // merge, no operand is looked up in AboveMerge.
  bool AnyAbove = false;
  // `NewOp` reads as `OldOp` did: it continues it as it was, or it is the
  // instruction of that name and key, not above a merge (left to the search
  // only because something under it changed).
  auto ReadsAsBefore = [&](const Instruction *OldOp, const Instruction *NewOp) {
    if (linkedAsIs(OldOp, NewOp))
      return true;
    const Instruction *const *Same = NewOp ? NamedOf.find(*NewOp) : nullptr;
    return Same && *Same == OldOp &&
           !(AnyAbove && AboveMerge.contains(*NewOp));
  };
  for (size_t K = 0; K < Order.size(); ++K) {
    const Instruction *N = Order[K], *O = Named[K].O;
    // PERF NOTE: operand lists fetched once (an out-of-line call).
    auto NOps = N->operands();
    bool Above = false;
    for (size_t J = 0; AnyAbove && !Above && J < NOps.size(); ++J)
      Above = NOps[J].Def && AboveMerge.contains(*NOps[J].Def);
    if (O && Named[K].Twin) {
      uint64_t Sig = Named[K].TwinSig;
      auto It = Twins.find(Sig);
      Above |= It == Twins.end() || Kept[Sig] != It->second;
    }
    if (Above) {
      AboveMerge.insert(*N);
      AnyAbove = true;
    }
    if (!O || Above || Claimed.contains(*O))
      continue;
    // PERF NOTE: the operands first: they are what most instructions
    // above a changed one fail on, and the tests below are cheaper to skip
    // than to make (none has an effect on another).
    auto OOps = O->operands();
    bool Same = true;
    for (size_t J = 0; J < NOps.size() && Same; ++J)
      Same = ReadsAsBefore(OOps[J].Def, NOps[J].Def);
    if (!Same)
      continue;
    // Callees: the same computation, or the one paired with it.
    auto OC = OV.callees(*O), NC = NV.callees(*N);
    Same = OC.size() == NC.size();
    for (size_t J = 0; J < NC.size() && Same; ++J)
      Same = NC[J] && OC[J] && (NC[J] == OC[J] || pairOf(NC[J]) == OC[J]);
    if (Same && Options.UseMetadata && !Named[K].SameContent &&
        O->attribute("metadata") != N->attribute("metadata"))
      continue;
    // A parameter of a fused or called computation stands for its
    // caller's operand, which must read as before as well.
    if (Same && N->opcode() == Opcode::Parameter)
      if (const CallSite *S = NV.soleCallSite(N->parent());
          S && passesOperands(*S->Caller)) {
        const Instruction *NA = NV.alias(*N), *OA = OV.alias(*O);
        Same = NA && OA && ReadsAsBefore(OA, NA);
      }
    if (Same)
      link(*N, *O, Tier::Exact, 1.0f);
  }
}

} // namespace hlotrace::lineage
