//===- LineageMerges.cpp - CSE merges and rewrites ------------------------===//
//
// After matching: an old instruction left without successor whose users'
// successors read, in its place, an instruction computing the same thing
// was merged into it (CSE); one replaced by a created instruction that reads
// what it read was rewritten. hasTwin() tells the name fast path which old
// instructions have structural twins.
//
//===----------------------------------------------------------------------===//

#include "LineageMatcher.h"

#include "absl/strings/match.h"

#include <algorithm>
#include <functional>

#include "hlotrace/IR/Attribute.h"

namespace hlotrace::lineage {
namespace {

/// A broadcast of a constant or an iota (of nothing the step computes).
bool broadcastsALeaf(const Instruction &X) {
  return X.opcode() == Opcode::Broadcast && X.operandCount() == 1 &&
         X.operand(0) && isLeaf(*X.operand(0));
}

} // namespace

uint64_t LineageMatcher::twinSignature(const Instruction &O) {
  uint64_t H = OldKeys.keys(O, Old)[Tier::Exact];
  for (const Operand &Op : O.operands())
    H = H * 0x9e3779b97f4a7c15ULL + reinterpret_cast<uintptr_t>(Op.Def);
  return H;
}

bool LineageMatcher::hasTwin(const Instruction &O) {
  if (!TwinsCounted) {
    TwinsCounted = true;
    // PERF NOTE: reserved for every signature, so that no insertion moves
    // the counts: each instruction keeps a pointer to its group's.
    // PERF NOTE: a twin reads the same operands, so an instruction that
    // is the only reader of its first operand has none; it is neither
    // hashed nor counted (null count: alone).
    std::vector<const uint32_t *> Counts;
    Counts.reserve(OldChanged.size());
    Twins.reserve(OldChanged.size());
    for (const Instruction *X : OldChanged) {
      auto Ops = X->operands();
      if (const Instruction *First = Ops.empty() ? nullptr : Ops[0].Def;
          First && First->parent() == X->parent()) {
        auto Users = First->users();
        if (Users.size() == 1 && Users[0] == X) {
          Counts.push_back(nullptr);
          continue;
        }
      }
      uint32_t &Count = Twins[twinSignature(*X)];
      ++Count;
      Counts.push_back(&Count);
    }
    // PERF NOTE: the answer for each old instruction of a changed
    // computation is kept; the name fast path asks once per instruction
    // matched.
    for (size_t K = 0; K < OldChanged.size(); ++K)
      TwinOf[*OldChanged[K]] = Counts[K] && *Counts[K] != 1 ? 2 : 1;
  }
  if (const uint8_t *Known = TwinOf.find(O))
    return *Known == 2;
  auto It = Twins.find(twinSignature(O));
  return It == Twins.end() || It->second != 1;
}

const LineageMatcher::SuccessorMap &LineageMatcher::successors() {
  if (Successors && SuccessorsAt == LinksMade)
    return *Successors;
  Successors = std::make_unique<SuccessorMap>();
  SuccessorsAt = LinksMade;
  for (const Instruction *N : Order)
    for (const RawLink &L : States.find(*N)->Firm)
      (*Successors)[*L.Old].push_back(N);
  return *Successors;
}

void LineageMatcher::successorsOf(const Instruction &O, SuccessorList &Out) {
  Out.clear();
  if (Partitioning) {
    if (const auto *Known = successors().find(O))
      Out.assign(Known->begin(), Known->end());
    return;
  }
  const auto *Linked = Claimed.find(O);
  if (!Linked)
    return;
  Out.assign(Linked->begin(), Linked->end());
  if (Out.size() < 2)
    return;
  // In Order's order, as a walk over the links of Order lists them.
  if (!OrderPos) {
    OrderPos = std::make_unique<InstrMap<uint32_t>>();
    for (size_t K = 0; K < Order.size(); ++K)
      (*OrderPos)[*Order[K]] = static_cast<uint32_t>(K);
  }
  std::sort(Out.begin(), Out.end(),
            [&](const Instruction *A, const Instruction *B) {
              return *OrderPos->find(*A) < *OrderPos->find(*B);
            });
}

void LineageMatcher::findMerges() {
  // An old instruction left without successor whose users' successors read,
  // in its place, an instruction structurally equal to it: merged (CSE).
  // The successors are read as the links stood when this started: the
  // merges it finds (MadeHere) are left out of them.
  std::vector<std::pair<const Instruction *, const Instruction *>> MadeHere;
  SuccessorList Succ;
  // O and Y compute the same thing: equal keys, and each operand pair
  // linked or, where CSE dropped a whole chain of twins (a broadcast, its
  // reshape, its broadcast), itself such a pair left without successor.
  // A budget of visits per candidate bounds the walk on wide, deep graphs.
  std::vector<std::pair<const Instruction *, const Instruction *>> Pairs;
  int Budget = 0;
  std::function<bool(const Instruction &, const Instruction &, int)> Same =
      [&](const Instruction &O, const Instruction &Y, int Depth) {
        // Y of a computation the old module shares is not a successor.
        if (--Budget < 0 || OV.contains(Y.parent()) || isCreated(Y) ||
            O.opcode() == Opcode::Parameter ||
            Y.operandCount() != O.operandCount() ||
            NewKeys.keys(Y, New)[Tier::Exact] !=
                OldKeys.keys(O, Old)[Tier::Exact])
          return false;
        for (size_t K = 0; K < O.operandCount(); ++K) {
          const Instruction *OO = O.operand(K), *YO = Y.operand(K);
          if (operandStrength(OO, YO) >= 2)
            continue;
          if (!OO || !YO || Depth >= 8 || Claimed.contains(*OO) ||
              !Same(*OO, *YO, Depth + 1))
            return false;
        }
        Pairs.push_back({&O, &Y});
        return true;
      };
  for (const Instruction *O : OldChanged) {
    if (Claimed.contains(*O) || O->opcode() == Opcode::Parameter)
      continue;
    for (const Instruction *U : O->users()) {
      if (NV.contains(U->parent())) {
        Succ.assign(1, U);
      } else {
        successorsOf(*U, Succ);
        for (const auto &[MO, MN] : MadeHere)
          if (MO == U)
            Succ.erase(std::remove(Succ.begin(), Succ.end(), MN), Succ.end());
      }
      for (const Instruction *UN : Succ)
        for (size_t J = 0; J < U->operandCount(); ++J) {
          if (U->operand(J) != O || J >= UN->operandCount() ||
              !UN->operand(J))
            continue;
          Pairs.clear();
          Budget = 64;
          if (Same(*O, *UN->operand(J), 0))
            for (const auto &[PO, PY] : Pairs) {
              const uint64_t Before = LinksMade;
              link(*PY, *PO, Tier::Exact, 1.0f);
              if (LinksMade != Before)
                MadeHere.push_back({PO, PY});
            }
        }
    }
  }
}

void LineageMatcher::findMergedFusions() {
  SuccessorList Succ;
  for (const Instruction *O : OldChanged) {
    if (O->opcode() != Opcode::Fusion || hasSuccessor(*O))
      continue;
    auto Callees = OV.callees(*O);
    if (Callees.size() != 1 || !Callees[0] || !Callees[0]->root())
      continue;
    successorsOf(*Callees[0]->root(), Succ);
    int Linked = 0;
    for (const Instruction *X : Succ)
      if (Linked < 8 && NV.fusionOf(X->parent())) {
        linkRewrite(*O, *X);
        ++Linked;
      }
  }
}

void LineageMatcher::findRewrites() {
  // The successors as the links stand now (this makes rewrites only, and
  // SuccOf() does not count those).
  // PERF NOTE: `Buffer` is reused; what SuccOf() returns is good until its
  // next call (none is made while a result is read).
  SuccessorList Buffer;
  if (Partitioning)
    successors(); // As the links stand before this adds rewrites.
  auto SuccOf = [&](const Instruction *O)
      -> absl::Span<const Instruction *const> {
    if (NV.contains(O->parent()))
      Buffer.assign(1, O);
    else
      successorsOf(*O, Buffer);
    return Buffer;
  };
  // Made by the step: created, or linked only as a rewrite (of an operand
  // rewritten before).
  auto Made = [&](const Instruction &X) {
    if (OV.contains(X.parent()))
      return false;
    const NewState *S = States.find(X);
    if (!S)
      return true;
    for (const RawLink &L : S->Firm)
      if (!L.Rewrite)
        return false;
    return S->Tentative.empty();
  };
  // Whether new `X`, or what it reads through at most four moves the step
  // made, continues old `OldOp` (linked, or its rewrite).
  auto ContinuesThroughMoves = [&](const Instruction *OldOp,
                                   const Instruction *X) {
    for (int Depth = 0; X && OldOp; ++Depth) {
      if (operandStrength(OldOp, X) >= 2)
        return true;
      if (const NewState *S = States.find(*X))
        for (const RawLink &L : S->Firm)
          if (L.Rewrite && L.Old == OldOp)
            return true;
      if (Depth == 4 || !Made(*X) || !isMove(*X))
        return false;
      X = X->operand(0);
    }
    return false;
  };
  // Whether old `OldOp` is a move (or a few) that the step moved past the
  // op reading it, so that new `X` reads, through moves the step made, what
  // the move read (reshape-mover: op(reshape(a), b) becomes
  // reshape(op(a, reshape'(b)))).
  auto MovedPast = [&](const Instruction *OldOp, const Instruction *X) {
    for (int Depth = 0; OldOp && Depth < 4 && isMove(*OldOp); ++Depth) {
      OldOp = OldOp->operand(0);
      if (ContinuesThroughMoves(OldOp, X))
        return true;
    }
    return false;
  };
  // Whether new `X`, under at most four moves the step made, is old
  // `OldOp` remade by the step as the same op over what continues its
  // operands (layout normalization remakes the pad under the convolution
  // it feeds: the same pad, its dimensions permuted, between bitcasts), at
  // most `Depth` such remakes deep; the remade pairs go to `Found`.
  std::function<bool(const Instruction *, const Instruction *, int,
                     std::vector<std::pair<const Instruction *,
                                           const Instruction *>> &)>
      Remade;
  // The op whose elements, through moves and slices the step made, a
  // created tuple holds in order (get-tuple-element K of one made op in
  // slot K), with those moves and elements appended to `Chain`; null when
  // it is not one. (conv-padding-legalization remakes a cuDNN convolution
  // without its padding, over a larger output that a slice trims.)
  auto RemadeTupleSource =
      [&](const Instruction &T,
          absl::InlinedVector<const Instruction *, 4> &Chain)
      -> const Instruction * {
    const Instruction *Source = nullptr;
    for (size_t K = 0; K < T.operandCount(); ++K) {
      const Instruction *X = T.operand(K);
      for (int Depth = 0;
           X && Depth < 4 && Made(*X) &&
           (isMove(*X) ||
            (X->opcode() == Opcode::Slice && X->operandCount() == 1));
           ++Depth) {
        Chain.push_back(X);
        X = X->operand(0);
      }
      if (!X || X->opcode() != Opcode::GetTupleElement || !Made(*X) ||
          X->operandCount() != 1 || !X->operand(0) ||
          (Source && X->operand(0) != Source))
        return nullptr;
      auto Index = X->attribute("index");
      std::optional<int64_t> I = Index ? attr::integer(*Index) : std::nullopt;
      if (!I || *I != static_cast<int64_t>(K))
        return nullptr;
      Chain.push_back(X);
      Source = X->operand(0);
    }
    return Source;
  };
  auto AddOf = [&](const Instruction &From, const Instruction &To) {
    linkRewrite(From, To);
  };
  Remade = [&](const Instruction *OldOp, const Instruction *X, int Depth,
               std::vector<std::pair<const Instruction *, const Instruction *>>
                   &Found) {
    for (int K = 0; X && K < 4 && Made(*X) && isMove(*X); ++K)
      X = X->operand(0);
    // A move the step dropped, its op remade under a new one (reshape-mover
    // moves reshape(add(reshape(a), reshape(b))) down: add(a, b) under a
    // reshape).
    for (int K = 0; OldOp && K < 4 && isMove(*OldOp) && !hasSuccessor(*OldOp);
         ++K)
      OldOp = OldOp->operand(0);
    if (Depth == 0 || !X || !OldOp || !isCreated(*X) || isMove(*OldOp) ||
        OldOp->opcode() == Opcode::Parameter || hasSuccessor(*OldOp) ||
        X->opcode() != OldOp->opcode() ||
        X->operandCount() != OldOp->operandCount() ||
        X->operandCount() == 0 ||
        (X->opcode() == Opcode::CustomCall &&
         X->customCallTarget() != OldOp->customCallTarget()))
      return false;
    const size_t Before = Found.size();
    for (size_t K = 0; K < X->operandCount(); ++K)
      if (!ContinuesThroughMoves(OldOp->operand(K), X->operand(K)) &&
          !MovedPast(OldOp->operand(K), X->operand(K)) &&
          !Remade(OldOp->operand(K), X->operand(K), Depth - 1, Found)) {
        Found.resize(Before);
        return false;
      }
    Found.push_back({OldOp, X});
    return true;
  };
  // An elementwise op folded into a library call (cuBLAS's bias add: add(x,
  // bitcast(dot)) becomes bitcast(gte(gemm(..., bitcast(x))))): what a user
  // reads in old `O`'s place is, through moves, an element of a call that
  // one operand of `O` was rewritten into (through old moves) and that
  // reads another's successor (through moves the step made). The call and
  // what lies between compute `O` now. A move there that was linked
  // to `O`'s operand (the bitcast of the dot, now of the call's result,
  // stands in the add's place) is unlinked from it, and that operand
  // becomes a rewrite of the call.
  auto FoldedIntoCall = [&](const Instruction &O, const Instruction &Y) {
    if (O.operandCount() < 2)
      return false;
    absl::InlinedVector<const Instruction *, 4> Chain;
    const Instruction *X = &Y;
    for (int Depth = 0; X && Depth < 4 && isMove(*X) &&
                        X->opcode() != Opcode::Transpose;
         ++Depth) {
      Chain.push_back(X);
      X = X->operand(0);
    }
    if (!X || X->opcode() != Opcode::GetTupleElement || !Made(*X))
      return false;
    const Instruction *Call = X->operand(0);
    if (!Call || Call->opcode() != Opcode::CustomCall || !Made(*Call))
      return false;
    Chain.push_back(X);
    // The operand of O rewritten into the call, and one the call reads.
    const NewState *CS = States.find(*Call);
    const Instruction *Into = nullptr;
    bool Reads = false;
    for (const Operand &OO : O.operands()) {
      const Instruction *P = OO.Def;
      for (int Depth = 0; P && Depth < 4 && !Into; ++Depth) {
        if (CS)
          for (const RawLink &L : CS->Firm)
            if (L.Rewrite && L.Old == P)
              Into = OO.Def;
        P = isMove(*P) ? P->operand(0) : nullptr;
      }
      if (Into == OO.Def)
        continue;
      for (const Operand &CO : Call->operands())
        Reads |= ContinuesThroughMoves(OO.Def, CO.Def);
    }
    if (!Into || !Reads)
      return false;
    // Every link into the chain is a rewrite, or from the folded operand.
    for (const Instruction *C : Chain)
      if (const NewState *S = States.find(*C))
        for (const RawLink &L : S->Firm)
          if (!L.Rewrite && L.Old != Into)
            return false;
    for (const Instruction *C : Chain) {
      auto &F = state(*C).Firm;
      F.erase(std::remove_if(F.begin(), F.end(),
                             [&](const RawLink &L) {
                               return !L.Rewrite && L.Old == Into;
                             }),
              F.end());
    }
    // The call and its element keep the op they compute (the dot); the
    // moves above the element stand for `O` (XLA gives them its metadata).
    if (Chain.size() > 1)
      Chain.pop_back();
    for (const Instruction *C : Chain)
      AddOf(O, *C);
    AddOf(*Into, *Call);
    return true;
  };
  // Whether new `N` is a concatenation the step made (or one of those)
  // with a part that continues old `OldOp`.
  std::function<bool(const Instruction *, const Instruction *, int)> InConcat =
      [&](const Instruction *OldOp, const Instruction *N, int Depth) {
        if (!N || Depth == 0 || N->opcode() != Opcode::Concatenate || !Made(*N))
          return false;
        for (const Operand &Part : N->operands())
          if (ContinuesThroughMoves(OldOp, Part.Def) ||
              InConcat(OldOp, Part.Def, Depth - 1))
            return true;
        return false;
      };
  // Ops merged into one wider op (XLA's dot-merger: dots that share an
  // operand become one dot of the concatenated others): what a user reads
  // in old `O`'s place is, through slices the step made, a created op of
  // O's opcode whose operands continue O's, one at least as a part of a
  // concatenation the step made. The op and the slices compute `O` now.
  auto MergedInto = [&](const Instruction &O, const Instruction *Y) {
    absl::InlinedVector<const Instruction *, 4> Slices;
    const Instruction *X = Y;
    while (X && Slices.size() < 4 && X->opcode() == Opcode::Slice &&
           X->operandCount() == 1 && Made(*X)) {
      Slices.push_back(X);
      X = X->operand(0);
    }
    // (Made: the others merged into X may have been linked to it already.)
    if (Slices.empty() || !X || !Made(*X) || X->opcode() != O.opcode() ||
        X->operandCount() != O.operandCount())
      return false;
    bool Widened = false;
    for (size_t K = 0; K < O.operandCount(); ++K) {
      if (ContinuesThroughMoves(O.operand(K), X->operand(K)))
        continue;
      if (!InConcat(O.operand(K), X->operand(K), 4))
        return false;
      Widened = true;
    }
    if (!Widened)
      return false;
    AddOf(O, *X);
    for (const Instruction *S : Slices)
      AddOf(O, *S);
    return true;
  };
  // Ops combined into one of many operands (XLA's all-reduce,
  // reduce-scatter and all-gather combiners make one collective of several,
  // each an element of its tuple result): what a user reads in old `O`'s
  // place is, through moves the step made, element K of a made op of O's
  // opcode whose operand K continues O's one operand. The element stands
  // for `O` now; the combined op, which XLA labels as one of the ops it
  // combines, is the pass's (like a fusion of several ops).
  auto CombinedInto = [&](const Instruction &O, const Instruction *Y) {
    if (O.operandCount() != 1 || !O.operand(0))
      return false;
    absl::InlinedVector<const Instruction *, 4> Chain;
    while (Y && Chain.size() < 4 && isMove(*Y) && Made(*Y)) {
      Chain.push_back(Y);
      Y = Y->operand(0);
    }
    if (!Y || Y->opcode() != Opcode::GetTupleElement || !Made(*Y) ||
        Y->operandCount() != 1)
      return false;
    const Instruction *C = Y->operand(0);
    if (!C || !Made(*C) || C->opcode() != O.opcode() || C->operandCount() < 2)
      return false;
    auto Index = Y->attribute("index");
    const int64_t K = Index ? attr::integer(*Index).value_or(-1) : -1;
    if (K < 0 || static_cast<size_t>(K) >= C->operandCount() ||
        !ContinuesThroughMoves(O.operand(0), C->operand(K)))
      return false;
    AddOf(O, *Y);
    for (const Instruction *X : Chain)
      AddOf(O, *X);
    return true;
  };
  // A transpose folded into the dot it reads (algebraic simplification:
  // transpose(dot(a, b)) becomes dot(b, a) with the contracting dimensions
  // swapped): what a user reads in transpose `O`'s place is a created dot
  // of the old dot's operands in the other order. Both are rewrites of it.
  auto TransposeFolded = [&](const Instruction &O, const Instruction *Y) {
    if (O.opcode() != Opcode::Transpose || O.operandCount() != 1 || !Y ||
        Y->opcode() != Opcode::Dot || Y->operandCount() != 2 || !Made(*Y))
      return false;
    const Instruction *D = O.operand(0);
    if (!D || D->opcode() != Opcode::Dot || D->operandCount() != 2 ||
        hasSuccessor(*D) ||
        !ContinuesThroughMoves(D->operand(1), Y->operand(0)) ||
        !ContinuesThroughMoves(D->operand(0), Y->operand(1)))
      return false;
    AddOf(O, *Y);
    AddOf(*D, *Y);
    return true;
  };
  // A one-element tuple unwrapped (Shardy's round trip remakes a
  // conditional that returned `(x)`, read through get-tuple-element `V`,
  // as one returning x): what a user reads in V's place is a created op of
  // `O`'s opcode with as many operands, each continuing O's, or the one
  // element of a one-operand tuple O read there. Both O and V are rewritten
  // as it.
  auto Untupled = [&](const Instruction &O, const Instruction &V,
                      const Instruction *Y) {
    if (!Y || !isCreated(*Y) || Y->opcode() != O.opcode() ||
        Y->operandCount() != O.operandCount() ||
        V.opcode() != Opcode::GetTupleElement || !O.shape() ||
        !O.shape()->isTuple() || O.shape()->tupleShapes().size() != 1 ||
        V.attribute("index") != "0")
      return false;
    for (size_t K = 0; K < O.operandCount(); ++K) {
      const Instruction *OO = O.operand(K);
      if (ContinuesThroughMoves(OO, Y->operand(K)))
        continue;
      if (!OO || OO->opcode() != Opcode::Tuple || OO->operandCount() != 1 ||
          !ContinuesThroughMoves(OO->operand(0), Y->operand(K)))
        return false;
    }
    AddOf(O, *Y);
    AddOf(V, *Y);
    return true;
  };
  // A broadcast folded into the op it broadcasts (algsimp makes
  // broadcast(iota) an iota of the larger shape): what a user reads in
  // broadcast `O`'s place is a created op of the opcode of what O
  // broadcast, over what continues that op's operands.
  auto BroadcastFolded = [&](const Instruction &O, const Instruction *Y) {
    if (O.opcode() != Opcode::Broadcast || O.operandCount() != 1 || !Y ||
        !isCreated(*Y))
      return false;
    const Instruction *X = O.operand(0);
    if (!X || X->opcode() != Y->opcode() ||
        X->operandCount() != Y->operandCount())
      return false;
    for (size_t K = 0; K < X->operandCount(); ++K)
      if (!ContinuesThroughMoves(X->operand(K), Y->operand(K)))
        return false;
    AddOf(O, *Y);
    return true;
  };
  // An op moved under a broadcast (algsimp makes op(broadcast(a),
  // broadcast(b)) broadcast(op(a, b')), b' a smaller broadcast of b's
  // operand): what a user reads in old `O`'s place is a created broadcast
  // of a created op of O's opcode whose operands continue O's, or what O's
  // broadcast operands broadcast (or broadcast it again). Both are
  // rewrites of O.
  auto MovedUnderBroadcast = [&](const Instruction &O, const Instruction *Y) {
    if (!Y || Y->opcode() != Opcode::Broadcast || Y->operandCount() != 1 ||
        !isCreated(*Y) || O.operandCount() == 0)
      return false;
    const Instruction *Z = Y->operand(0);
    if (!Z || !isCreated(*Z) || Z->opcode() != O.opcode() ||
        Z->operandCount() != O.operandCount())
      return false;
    bool Hoisted = false;
    for (size_t K = 0; K < O.operandCount(); ++K) {
      const Instruction *OK = O.operand(K), *ZK = Z->operand(K);
      if (ContinuesThroughMoves(OK, ZK))
        continue;
      if (!OK || OK->opcode() != Opcode::Broadcast || OK->operandCount() != 1 ||
          !ZK)
        return false;
      const Instruction *Under = OK->operand(0);
      if (!ContinuesThroughMoves(Under, ZK) &&
          !(ZK->opcode() == Opcode::Broadcast && ZK->operandCount() == 1 &&
            isCreated(*ZK) && ContinuesThroughMoves(Under, ZK->operand(0))))
        return false;
      Hoisted = true;
    }
    if (!Hoisted)
      return false;
    AddOf(O, *Z);
    AddOf(O, *Y);
    return true;
  };
  // A chain of moves collapsed into one (algsimp folds the bitcasts layout
  // normalization put after a call): what a user reads in old move `O`'s
  // place is a new move of O's opcode that continues a move under O, in
  // O's chain of moves. O went into it.
  SuccessorList Under;
  auto MovesCollapsed = [&](const Instruction &O, const Instruction *Y) {
    if (!Y || !isMove(O) || Y->opcode() != O.opcode() ||
        OV.contains(Y->parent()))
      return false;
    const Instruction *P = O.operand(0);
    for (int Depth = 0; P && Depth < 4 && isMove(*P); ++Depth) {
      successorsOf(*P, Under);
      if (std::find(Under.begin(), Under.end(), Y) != Under.end()) {
        AddOf(O, *Y);
        return true;
      }
      P = P->operand(0);
    }
    return false;
  };
  // An op decomposed into a few others (algsimp makes a small dot
  // convert(reduce(multiply(broadcast(a), b)))): what a user reads in old
  // `O`'s place is a created op of another opcode whose created operands,
  // at most twelve ops in all, read every operand of O (through moves the
  // step made) and nothing else the step kept (no kept constant either
  // but a reduction's initial value: an op moved in with its operand; a
  // long reduce-window split in two levels keeps its init). Each
  // of those created ops serves only the others or the user. All are
  // rewrites of O.
  auto Decomposed = [&](const Instruction &O, const Instruction *Y) {
    if (!Y || !isCreated(*Y) || Y->opcode() == O.opcode() ||
        O.operandCount() == 0 || isMove(O))
      return false;
    absl::InlinedVector<const Instruction *, 12> Parts{Y};
    absl::InlinedVector<const Instruction *, 8> Leaves;
    for (size_t K = 0; K < Parts.size(); ++K) {
      const Instruction *X = Parts[K];
      // An op made asynchronous is findAsyncConversions()'s (its wrapped
      // clone goes with it).
      if (absl::EndsWith(X->opcodeName(), "-start") ||
          absl::EndsWith(X->opcodeName(), "-done") ||
          absl::EndsWith(X->opcodeName(), "-update"))
        return false;
      for (const Operand &XO : X->operands()) {
        const Instruction *D = XO.Def;
        if (!D)
          return false;
        if (std::find(Parts.begin(), Parts.end(), D) != Parts.end())
          continue;
        if (isCreated(*D) && D->opcode() != Opcode::Parameter &&
            !isLeaf(*D)) {
          if (Parts.size() == 12 || K >= 8)
            return false;
          Parts.push_back(D);
        } else if (!isConstantOrIota(*D)) {
          Leaves.push_back(D);
        } else if (!isCreated(*D) && X->opcode() != Opcode::Reduce &&
                   X->opcode() != Opcode::ReduceWindow) {
          // A kept constant (not a reduction's initial value): another
          // op's, moved in with it.
          return false;
        }
      }
    }
    if (Parts.size() < 2)
      return false;
    // Every leaf continues an operand of O, and every operand is read.
    for (const Instruction *L : Leaves) {
      bool Of = false;
      for (const Operand &OO : O.operands())
        Of |= ContinuesThroughMoves(OO.Def, L);
      if (!Of)
        return false;
    }
    for (const Operand &OO : O.operands()) {
      if (!OO.Def || isConstantOrIota(*OO.Def))
        continue;
      bool Read = false;
      for (const Instruction *L : Leaves)
        Read |= ContinuesThroughMoves(OO.Def, L);
      if (!Read)
        return false;
    }
    for (size_t K = 1; K < Parts.size(); ++K)
      for (const Instruction *U : Parts[K]->users())
        if (std::find(Parts.begin(), Parts.end(), U) == Parts.end())
          return false;
    for (const Instruction *X : Parts)
      AddOf(O, *X);
    return true;
  };
  // Whether old `P` is gone from what the new module computes: no
  // successor, or only successors nothing reads (left for DCE).
  SuccessorList DeadBuf;
  // Whether new `S` feeds nothing the computation returns (a few users
  // deep).
  std::function<bool(const Instruction &, int)> Dead =
      [&](const Instruction &S, int Depth) {
        if (S.isRoot() || Depth > 6)
          return false;
        for (const Instruction *U : S.users())
          if (!Dead(*U, Depth + 1))
            return false;
        return true;
      };
  auto Gone = [&](const Instruction &P) {
    if (!hasSuccessor(P))
      return true;
    successorsOf(P, DeadBuf);
    for (const Instruction *S : DeadBuf)
      if (!Dead(*S, 0))
        return false;
    return true;
  };
  // Whether created call `C` computes old `O` and the ops gone with it
  // under it (at most eight, three deep): each of C's operands continues
  // (through moves) a value they read that the step kept. All are linked
  // to C as rewrites.
  auto ComposedInto = [&](const Instruction &O, const Instruction &C) {
    if (C.operandCount() == 0)
      return false;
    absl::InlinedVector<const Instruction *, 8> Dropped{&O};
    absl::InlinedVector<const Instruction *, 8> Kept;
    for (size_t K = 0; K < Dropped.size(); ++K)
      for (const Operand &DO : Dropped[K]->operands()) {
        const Instruction *P = DO.Def;
        if (!P || std::find(Dropped.begin(), Dropped.end(), P) != Dropped.end())
          continue;
        if (P->opcode() != Opcode::Parameter && K < 4 && Gone(*P)) {
          if (Dropped.size() == 8)
            return false;
          Dropped.push_back(P);
        } else if (!isLeaf(*P)) {
          Kept.push_back(P);
        }
      }
    if (Dropped.size() < 2 || Kept.empty())
      return false;
    for (const Operand &CO : C.operands()) {
      bool Of = false;
      for (const Instruction *P : Kept)
        Of |= ContinuesThroughMoves(P, CO.Def);
      if (!Of)
        return false;
    }
    for (const Instruction *P : Dropped)
      AddOf(*P, C);
    return true;
  };
  // Whether created `X` is old `O` remade: the same opcode, its operands
  // continuing O's in order, or (a dot) in the other order.
  auto SameOpRemade = [&](const Instruction &O, const Instruction *X) {
    if (!X || !isCreated(*X) || X->opcode() != O.opcode() ||
        X->operandCount() != O.operandCount() || O.operandCount() == 0)
      return false;
    bool InOrder = true;
    for (size_t K = 0; K < O.operandCount() && InOrder; ++K)
      InOrder = ContinuesThroughMoves(O.operand(K), X->operand(K));
    return InOrder ||
           (O.opcode() == Opcode::Dot && O.operandCount() == 2 &&
            ContinuesThroughMoves(O.operand(1), X->operand(0)) &&
            ContinuesThroughMoves(O.operand(0), X->operand(1)));
  };
  // A dot split along its contracting dimension (splitk-rewriter): what a
  // user reads in old `O`'s place is a created reduce (under a convert) of
  // a created dot over O's operands reshaped. All three are rewrites of it.
  auto SplitK = [&](const Instruction &O, const Instruction *Y) {
    if (O.opcode() != Opcode::Dot || !Y)
      return false;
    absl::InlinedVector<const Instruction *, 3> Chain;
    if (Y->opcode() == Opcode::Convert && Y->operandCount() == 1 &&
        isCreated(*Y)) {
      Chain.push_back(Y);
      Y = Y->operand(0);
    }
    if (!Y || Y->opcode() != Opcode::Reduce || !isCreated(*Y) ||
        Y->operandCount() < 1 || !SameOpRemade(O, Y->operand(0)))
      return false;
    Chain.push_back(Y);
    Chain.push_back(Y->operand(0));
    for (const Instruction *X : Chain)
      AddOf(O, *X);
    return true;
  };
  // An op remade as another opcode over the same operands: expanded into
  // a loop (scatter-expander makes a while over a tuple of the scatter's
  // operands and reads the result back from it), a dot made a convolution
  // (XLA:TPU), a copy taken into a multi-output fusion that computes it
  // from the same operand. What a user reads in old `O`'s place is,
  // through moves and a get-tuple-element the step made, a created op of
  // another opcode that reads every operand of O, directly or as an
  // element of a tuple the step made (each through moves the step made).
  // That op, its tuples, and the moves and element above it are rewrites
  // of O.
  auto ExpandedInto = [&](const Instruction &O, const Instruction *Y) {
    if (O.operandCount() == 0 || !Y)
      return false;
    absl::InlinedVector<const Instruction *, 8> Parts;
    const Instruction *X = Y;
    for (int Depth = 0; X && Depth < 4 && Made(*X) && isMove(*X); ++Depth) {
      Parts.push_back(X);
      X = X->operand(0);
    }
    if (X && X->opcode() == Opcode::GetTupleElement && Made(*X) &&
        X->operandCount() == 1) {
      Parts.push_back(X);
      X = X->operand(0);
    }
    if (!X || !isCreated(*X) || X->opcode() == O.opcode() ||
        X->opcode() == Opcode::Tuple || isMove(*X))
      return false;
    Parts.push_back(X);
    absl::InlinedVector<const Instruction *, 8> Reads;
    for (const Operand &EO : X->operands()) {
      const Instruction *P = EO.Def;
      if (P && P->opcode() == Opcode::Tuple && isCreated(*P)) {
        Parts.push_back(P);
        for (const Operand &TO : P->operands())
          Reads.push_back(TO.Def);
      } else {
        Reads.push_back(P);
      }
    }
    for (const Operand &OO : O.operands()) {
      bool Found = false;
      for (const Instruction *R : Reads)
        if (R && ContinuesThroughMoves(OO.Def, R)) {
          Found = true;
          break;
        }
      if (!Found)
        return false;
    }
    for (const Instruction *P : Parts)
      AddOf(O, *P);
    return true;
  };
  for (const Instruction *O : OldChanged) {
    if (hasSuccessor(*O) || O->opcode() == Opcode::Parameter)
      continue;
    // A root remade (gemm-fusion-swap-operands: a fused dot's operands
    // swapped, a bitcast as the new root): the paired computation's new
    // root, through moves the step made, is O remade.
    if (O->isRoot() && O->users().empty()) {
      auto Pair = PairOld.find(O->parent());
      const Instruction *Y =
          Pair != PairOld.end() && Pair->second ? Pair->second->root() : nullptr;
      absl::InlinedVector<const Instruction *, 4> Chain;
      while (Y && Chain.size() < 4 && isMove(*Y) && Made(*Y)) {
        Chain.push_back(Y);
        Y = Y->operand(0);
      }
      if (SameOpRemade(*O, Y)) {
        AddOf(*O, *Y);
        for (const Instruction *X : Chain)
          AddOf(*O, *X);
      } else if (isMove(*O) && !Chain.empty() && O->operand(0) &&
                 ContinuesThroughMoves(O->operand(0), Y)) {
        // A move remade as other moves (layout normalization makes a
        // root transpose a bitcast).
        for (const Instruction *X : Chain)
          AddOf(*O, *X);
      } else if (Pair != PairOld.end() && Pair->second &&
                 Pair->second->root()) {
        // A root expanded or decomposed (reduce-window-rewriter splits a
        // long cumulative reduce-window in two levels).
        const Instruction *Root = Pair->second->root();
        if (!ExpandedInto(*O, Root))
          Decomposed(*O, Root);
      }
      continue;
    }
    // Only a replacement that reads what the original read (its operands
    // reused) is taken for a rewrite of it.
    auto ReadsOld = [&](const Instruction &X) {
      for (const Operand &XO : X.operands())
        for (const Operand &OO : O->operands())
          if (XO.Def && OO.Def && operandStrength(OO.Def, XO.Def) >= 2)
            return true;
      return false;
    };
    auto Add = [&](const Instruction &X) { AddOf(*O, X); };
    // What the successor of user U reads where U read V (O, or a user of
    // O the pass removed with it: a GEMM rewriter folds a scaling multiply
    // into the call; then only such a call is taken).
    auto Slots = [&](const Instruction *V, const Instruction *U) {
      bool Direct = V == O;
      for (const Instruction *UN : SuccOf(U))
        for (size_t J = 0; J < U->operandCount(); ++J) {
          if (U->operand(J) != V || J >= UN->operandCount() ||
              !UN->operand(J))
            continue;
          const Instruction *Y = UN->operand(J);
          if (Direct && (FoldedIntoCall(*O, *Y) || MergedInto(*O, Y) ||
                         TransposeFolded(*O, Y) || SplitK(*O, Y) ||
                         BroadcastFolded(*O, Y) || MovedUnderBroadcast(*O, Y) ||
                         MovesCollapsed(*O, Y) || CombinedInto(*O, Y)))
            continue;
          if (!Direct && (Untupled(*O, *V, Y) ||
                          (isMove(*V) && MovesCollapsed(*O, Y))))
            continue;
          if (Y->opcode() == Opcode::Parameter)
            continue;
          // V, when not O, an op the step dropped with O (algsimp drops a
          // broadcast to the same shape, folds a pad into the reduce-window
          // it feeds, makes multiply(convert(p), x) select(p, x, 0)): what
          // stands in its place may be O remade, with V. (Not when it is of
          // V's opcode, V an op that computes: V remade is linked from V; nor
          // when O broadcasts a constant or an iota, which any equal
          // broadcast may stand for. A chain of moves replaced as a whole is
          // linked below, from its top.) What an operand of O was rewritten
          // into may be O's rewrite too.
          const bool Dropped =
              !Direct && !isMove(*O) && !broadcastsALeaf(*O) &&
              (Y->opcode() != V->opcode() || isMove(*V) ||
               V->opcode() == Opcode::Broadcast);
          if ((Direct || Dropped) && Made(*Y) && ReadsOld(*Y)) {
            Add(*Y);
            continue;
          }
          if (!isCreated(*Y))
            continue;
          // A library call that returns a tuple (a cuBLAS GEMM or cuDNN
          // convolution and its workspace): the replacement is an element
          // of what the call, reading the original's operands, returns.
          const Instruction *Z = Y->opcode() == Opcode::GetTupleElement
                                     ? Y->operand(0)
                                     : nullptr;
          if (Z && Z->opcode() == Opcode::CustomCall && isCreated(*Z) &&
              ReadsOld(*Z)) {
            Add(*Z);
            Add(*Y);
            continue;
          }
          // O remade under a dropped move, its operands remade too
          // (tpu-broadcast-rewriter drops the unit dimension of a chain of
          // elementwise ops: reshape(convert(rsqrt(add(x, c)))) of shape
          // [4, 1] becomes convert(rsqrt(add(x', c'))) of shape [4]).
          if (Dropped && isMove(*V) && isCreated(*Y) &&
              Y->opcode() == O->opcode()) {
            std::vector<std::pair<const Instruction *, const Instruction *>>
                Chain;
            if (Remade(O, Y, 8, Chain)) {
              for (const auto &[From, To] : Chain)
                AddOf(*From, *To);
              // The move itself moved below Y (algsimp swaps
              // convert(reshape(x)) for reshape(convert(x))): the one
              // created move of its opcode that Y reads. (Two such, a dot's
              // operands reshaped, mean the move was folded into Y.)
              const Instruction *Moved = nullptr;
              int Moves = 0;
              for (const Operand &YO : Y->operands())
                if (YO.Def && YO.Def->opcode() == V->opcode() &&
                    isCreated(*YO.Def)) {
                  Moved = YO.Def;
                  ++Moves;
                }
              if (Moves == 1)
                AddOf(*V, *Moved);
              continue;
            }
          }
          // Both remade: V as Y, O as an op Y reads that reads what O read
          // (algsimp makes reduce(divide(x, n)) over a unit dimension
          // reshape(multiply(x, 1/n))).
          // When Y has O's opcode and the op it reads V's, the two were
          // swapped instead (convert-mover makes convert(slice(x))
          // slice(convert(x))): each goes to its own opcode.
          if (Dropped && isCreated(*Y)) {
            const Instruction *Under = nullptr;
            for (const Operand &YO : Y->operands())
              if (YO.Def && isCreated(*YO.Def) &&
                  YO.Def->opcode() != Opcode::Parameter && ReadsOld(*YO.Def)) {
                Under = YO.Def;
                break;
              }
            if (Under) {
              const bool Swapped = Y->opcode() == O->opcode() &&
                                   Under->opcode() == V->opcode() &&
                                   O->opcode() != V->opcode();
              AddOf(*O, Swapped ? *Y : *Under);
              AddOf(*V, Swapped ? *Under : *Y);
              continue;
            }
          }
          // A layout change spelled out (layout normalization: a copy
          // becomes bitcast(transpose(bitcast(x)))): a short chain of
          // created bitcasts, transposes, copies and reshapes whose last
          // reads the original's operands replaces it as a whole.
          if (!Direct)
            continue;
          absl::InlinedVector<const Instruction *, 4> Chain{Y};
          while (Chain.size() < 4 && isMove(*Chain.back()) &&
                 !ReadsOld(*Chain.back())) {
            const Instruction *X = Chain.back()->operand(0);
            if (!X || !isCreated(*X) || !isMove(*X))
              break;
            Chain.push_back(X);
          }
          if (Chain.size() > 1 && isMove(*Chain.back()) &&
              ReadsOld(*Chain.back())) {
            for (const Instruction *X : Chain)
              Add(*X);
            continue;
          }
          // A chain of old moves replaced as a whole (layout normalization
          // makes transpose-then-copy one transpose): the moves under `O`
          // that only `O` read and that lost their successor with it, when
          // the new chain reads what the lowest of them read.
          if (isMove(*O) && isMove(*Chain.back())) {
            absl::InlinedVector<const Instruction *, 4> Gone{O};
            for (const Instruction *P = O->operand(0);
                 P && Gone.size() < 4 && isMove(*P) &&
                 P->users().size() == 1 && !hasSuccessor(*P);
                 P = P->operand(0))
              Gone.push_back(P);
            const Instruction *Under = Gone.back()->operand(0);
            if (Gone.size() > 1 && Under &&
                operandStrength(Under, Chain.back()->operand(0)) >= 2) {
              for (const Instruction *P : Gone)
                for (const Instruction *X : Chain)
                  AddOf(*P, *X);
              continue;
            }
          }
          // The op made canonical (dot_decomposer: a dot of reshaped,
          // transposed operands, reshaped back; layout normalization: the
          // op with normalized layouts between bitcasts): a created op of
          // the same opcode under that chain whose every operand is,
          // through such moves, the original's.
          const Instruction *Op = Chain.back();
          if (isMove(*Op) && Op->opcode() != O->opcode()) {
            Op = Op->operand(0);
          } else if (Op->opcode() == Opcode::Tuple) {
            // A tuple-valued op (a library call and its workspace) remade:
            // the tuple, element by element, of what it returns (through
            // moves).
            Op = RemadeTupleSource(*Op, Chain);
          } else {
            Chain.pop_back();
          }
          // A top-k decomposed (topk-decomposer): the tuple of slices of
          // a sort of the same input with an iota, whose elements the
          // slices cut to k.
          if (Op && isCreated(*Op) && O->opcode() == Opcode::TopK &&
              Op->opcode() == Opcode::Sort && O->operandCount() == 1 &&
              Op->operandCount() >= 1 &&
              ContinuesThroughMoves(O->operand(0), Op->operand(0))) {
            Add(*Op);
            for (const Instruction *X : Chain)
              Add(*X);
            continue;
          }
          if (!Op || !isCreated(*Op) || Op->opcode() != O->opcode() ||
              Op->operandCount() != O->operandCount() ||
              (Op->opcode() == Opcode::CustomCall &&
               Op->customCallTarget() != O->customCallTarget())) {
            if (!ExpandedInto(*O, Y))
              Decomposed(*O, Y);
            continue;
          }
          // An operand may have been remade the same way (a pad under a
          // convolution), and is then linked to its remake too.
          bool Same = true;
          std::vector<std::pair<const Instruction *, const Instruction *>>
              Operands;
          for (size_t K = 0; K < Op->operandCount() && Same; ++K) {
            Same = ContinuesThroughMoves(O->operand(K), Op->operand(K)) ||
                   MovedPast(O->operand(K), Op->operand(K)) ||
                   Remade(O->operand(K), Op->operand(K), 8, Operands);
          }
          if (!Same)
            continue;
          Add(*Op);
          for (const Instruction *X : Chain)
            Add(*X);
          for (const auto &[From, To] : Operands)
            AddOf(*From, *To);
        }
    };
    for (const Instruction *U : O->users()) {
      if (!SuccOf(U).empty()) {
        Slots(O, U);
        continue;
      }
      if (U->isRoot() && !hasSuccessor(*U)) {
        // The element read as the root: the new root stands in its place.
        auto Pair = PairOld.find(U->parent());
        if (Pair != PairOld.end() && Pair->second && Pair->second->root())
          Untupled(*O, *U, Pair->second->root());
        continue;
      }
      if (U->opcode() == Opcode::Parameter)
        continue;
      for (const Instruction *U2 : U->users())
        Slots(U, U2);
    }
  }

  // Several ops composed into one call (XLA:CPU's topk-rewriter makes
  // slice(get-tuple-element(sort(x, iota))) an element of a TopK call on x,
  // leaving the old ops for DCE): what a user reads in old `O`'s place is
  // an element of a created custom call whose operands continue what O and
  // the ops gone with it read. O and those ops are rewrites of the call; O
  // of the element too.
  auto ComposedCall = [&](const Instruction &O) {
    for (const Instruction *U : O.users())
      for (const Instruction *UN : SuccOf(U))
        for (size_t J = 0; J < U->operandCount(); ++J) {
          if (U->operand(J) != &O || J >= UN->operandCount())
            continue;
          const Instruction *Y = UN->operand(J);
          if (!Y || Y->opcode() != Opcode::GetTupleElement || !isCreated(*Y))
            continue;
          const Instruction *C = Y->operand(0);
          if (C && C->opcode() == Opcode::CustomCall && Made(*C) &&
              ComposedInto(O, *C)) {
            AddOf(O, *Y);
            return;
          }
        }
  };
  for (const Instruction *O : OldChanged)
    if (O->opcode() != Opcode::Parameter && Gone(*O))
      ComposedCall(*O);
  // Ops that continue as themselves but handed part of their work, or
  // their place, to an op the step made:
  // - a reduction split in two (tree-reduction-rewriter makes a long
  //   reduce an inner reduce of each row and the old reduce over its
  //   results): O's successor reads, where O read `P`, a created reduction
  //   of O's opcode over what continues P; that one does part of O's work.
  //   (Not in a partitioning step, where what an op reads in place of an
  //   operand is the partitioner's.)
  // - an op wrapped in a call (XLA:CPU's small-while-loop-hoisting puts a
  //   loop in a computation of its own, called where the loop stood): O
  //   continues as the root of a new computation that a created call,
  //   reading what continues O's operands in order, calls.
  // Both are rewrites of O.
  auto SplitOff = [&](const Instruction &O, const Instruction &S) {
    if (Partitioning || (O.opcode() != Opcode::Reduce &&
                         O.opcode() != Opcode::ReduceWindow) ||
        S.opcode() != O.opcode() || S.operandCount() != O.operandCount())
      return;
    for (size_t K = 0; K < O.operandCount(); ++K) {
      const Instruction *X = S.operand(K);
      if (X && X != O.operand(K) && isCreated(*X) &&
          X->opcode() == O.opcode() && X->operandCount() > 0 &&
          ContinuesThroughMoves(O.operand(K), X->operand(0)))
        AddOf(O, *X);
    }
  };
  auto WrappedInCall = [&](const Instruction &O, const Instruction &S) {
    if (!S.isRoot() || OV.contains(S.parent()))
      return;
    const CallSite *Site = NV.soleCallSite(S.parent());
    const Instruction *C = Site ? Site->Caller : nullptr;
    if (!C || C->opcode() != Opcode::Call || !isCreated(*C) ||
        C->operandCount() != O.operandCount())
      return;
    for (size_t K = 0; K < C->operandCount(); ++K)
      if (!ContinuesThroughMoves(O.operand(K), C->operand(K)))
        return;
    AddOf(O, *C);
  };
  SuccessorList Kept;
  for (const Instruction *O : OldChanged) {
    if (O->opcode() == Opcode::Parameter || O->operandCount() == 0 ||
        !hasSuccessor(*O))
      continue;
    successorsOf(*O, Kept);
    for (const Instruction *S : Kept) {
      SplitOff(*O, *S);
      WrappedInCall(*O, *S);
    }
  }
}

void LineageMatcher::findEpilogues() {
  // Elementwise ops folded into a library call's epilogue (cuDNN's fused
  // convolution takes the bias add and the relu; cuBLASLt a relu): what a
  // user reads in old `O`'s place is, through moves and get-tuple-element
  // the step made, the result of a call that continues an op O reads
  // (through old moves, get-tuple-elements and other ops the step dropped,
  // at most four deep). O and the dropped ops on that path are rewrites of
  // the call.
  auto EpilogueFolded = [&](const Instruction &O, const Instruction *Y) {
    // A move computes nothing to fold (layout normalization adds bitcasts
    // after a call that algsimp folds away again: a chain of moves
    // collapsed, not an epilogue).
    if (O.operandCount() == 0 || O.operandCount() > 3 || isMove(O))
      return false;
    // (The element may be linked already: the call's result, now with the
    // epilogue applied.)
    for (int Depth = 0; Y && Depth < 4 && !OV.contains(Y->parent()) &&
                        (isMove(*Y) || Y->opcode() == Opcode::GetTupleElement);
         ++Depth)
      Y = Y->operand(0);
    if (!Y || Y->opcode() != Opcode::CustomCall || OV.contains(Y->parent()))
      return false;
    const NewState *CallState = States.find(*Y);
    if (!CallState)
      return false;
    auto Continued = [&](const Instruction *P) {
      for (const RawLink &L : CallState->Firm)
        if (L.Old == P)
          return true;
      return false;
    };
    // Depth-first over O's operands; `Path` holds the dropped ops passed.
    absl::InlinedVector<const Instruction *, 4> Path;
    std::function<bool(const Instruction *, int)> Reaches =
        [&](const Instruction *P, int Depth) {
          if (!P || Depth > 4)
            return false;
          if (Continued(P))
            return true;
          const bool Dropped = !hasSuccessor(*P) &&
                               P->opcode() != Opcode::Parameter &&
                               P->opcode() != Opcode::Constant;
          if (!isMove(*P) && P->opcode() != Opcode::GetTupleElement &&
              !Dropped)
            return false;
          for (const Operand &Q : P->operands())
            if (Reaches(Q.Def, Depth + 1)) {
              if (Dropped && !isMove(*P) &&
                  P->opcode() != Opcode::GetTupleElement)
                Path.push_back(P);
              return true;
            }
          return false;
        };
    bool Found = false;
    for (const Operand &Q : O.operands())
      if (Reaches(Q.Def, 0)) {
        Found = true;
        break;
      }
    if (!Found)
      return false;
    linkRewrite(O, *Y);
    for (const Instruction *P : Path)
      linkRewrite(*P, *Y);
    return true;
  };
  // Every successor counts, rewrites too (a call often is one of the op it
  // replaces).
  InstrMap<SuccessorList> Continues;
  for (const Instruction *N : Order)
    if (const NewState *S = States.find(*N))
      for (const RawLink &L : S->Firm)
        Continues[*L.Old].push_back(N);
  SuccessorList Here;
  for (const Instruction *O : OldChanged) {
    if (O->opcode() == Opcode::Parameter || Continues.find(*O))
      continue;
    bool Done = false;
    // A root: the paired computation's new root stands in its place.
    if (O->isRoot())
      if (auto Pair = PairOld.find(O->parent());
          Pair != PairOld.end() && Pair->second && Pair->second->root())
        Done = EpilogueFolded(*O, Pair->second->root());
    for (const Instruction *U : O->users()) {
      if (Done)
        break;
      Here.clear();
      if (NV.contains(U->parent()))
        Here.push_back(U);
      else if (const SuccessorList *Known = Continues.find(*U))
        Here = *Known;
      for (const Instruction *UN : Here)
        for (size_t J = 0; J < U->operandCount() && !Done; ++J)
          if (U->operand(J) == O && J < UN->operandCount() && UN->operand(J))
            Done = EpilogueFolded(*O, UN->operand(J));
      if (Done)
        break;
    }
  }
}

} // namespace hlotrace::lineage
