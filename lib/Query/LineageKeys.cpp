//===- LineageKeys.cpp - Structural keys for lineage matching -------------===//

#include "LineageKeys.h"

#include <algorithm>
#include <array>
#include <vector>

#include "absl/hash/hash.h"

namespace hlotrace::lineage {
namespace {

inline uint64_t mix(uint64_t H, uint64_t V) {
  // PERF NOTE: a multiply-xorshift combine; keys are only compared within
  // one process, so a stable hash function is not needed.
  H ^= V + 0x9e3779b97f4a7c15ULL + (H << 6) + (H >> 2);
  H *= 0xff51afd7ed558ccdULL;
  return H ^ (H >> 33);
}

inline uint64_t strHash(absl::string_view S) {
  return absl::Hash<absl::string_view>{}(S);
}

/// strHash(I.opcodeName()), from a table for the opcodes we know.
uint64_t opcodeHash(const Instruction &I) {
  constexpr size_t kKnown = static_cast<size_t>(Opcode::Unknown);
  static const std::array<uint64_t, kKnown> Table = [] {
    std::array<uint64_t, kKnown> T{};
    for (size_t K = 0; K < kKnown; ++K)
      T[K] = strHash(opcodeSpelling(static_cast<Opcode>(K)));
    return T;
  }();
  size_t Op = static_cast<size_t>(I.opcode());
  return Op < kKnown ? Table[Op] : strHash(I.opcodeName());
}

/// Attributes that are evidence about an instruction's origin or
/// placement, not part of what it computes.
bool isEvidenceAttribute(absl::string_view Name) {
  return Name == "metadata" || Name == "frontend_attributes" ||
         Name == "statistics" || Name == "origin" ||
         Name == "control-predecessors";
}

/// Attributes a layout, partitioning or backend pass rewrites in place.
bool isLooseAttribute(absl::string_view Name) {
  return Name == "sharding" || Name == "backend_config" ||
         Name == "operand_layout_constraints" ||
         Name == "output_to_operand_aliasing";
}

/// Attributes that hold sizes or offsets, which partitioning rewrites per
/// shard (the Coarse key leaves them out).
bool isSizeAttribute(absl::string_view Name) {
  return Name == "slice" || Name == "dynamic_slice_sizes" ||
         Name == "slice_sizes" || Name == "window" || Name == "padding" ||
         Name == "fft_length" || Name == "replica_groups" ||
         Name == "channel_id" || Name == "source_target_pairs";
}

bool isComputationReference(absl::string_view Name) {
  return Name == "calls" || Name == "to_apply" || Name == "condition" ||
         Name == "body" || Name == "true_computation" ||
         Name == "false_computation" || Name == "select" ||
         Name == "scatter" || Name == "branch_computations" ||
         Name == "called_computations" || Name == "comparator";
}

/// Callers whose callees are compared by content: reducers, comparators,
/// scatter combiners. Fusions, calls, loops and branches have bodies that
/// passes rewrite; those are followed by the matcher instead.
bool comparesCalleeContent(Opcode Op) {
  switch (Op) {
  case Opcode::Fusion:
  case Opcode::Call:
  case Opcode::While:
  case Opcode::Conditional:
  case Opcode::AsyncStart:
  case Opcode::CustomCall:
    return false;
  default:
    return true;
  }
}

} // namespace

bool sameShapeWithoutLayout(const Shape *A, const Shape *B) {
  if (!A || !B)
    return false;
  if (A == B)
    return true;
  // What Shape::print() writes without a layout: the element type, then a
  // tuple's or buffer's elements, or an array's dimensions and which are
  // dynamic (unbounded ones are always dynamic).
  if (A->elementType() != B->elementType())
    return false;
  if (A->isTuple() || A->isBuffer()) {
    auto EA = A->tupleShapes(), EB = B->tupleShapes();
    if (A->isBuffer()) { // `b(element)`: only the first is printed.
      EA = EA.subspan(0, 1);
      EB = EB.subspan(0, 1);
    }
    if (EA.size() != EB.size())
      return false;
    for (size_t K = 0; K < EA.size(); ++K)
      if (!sameShapeWithoutLayout(EA[K], EB[K]))
        return false;
    return true;
  }
  if (A->rank() != B->rank())
    return false;
  for (int64_t D = 0; D < A->rank(); ++D)
    if (A->dimensions()[D] != B->dimensions()[D] ||
        A->isDynamicDimension(D) != B->isDynamicDimension(D))
      return false;
  return true;
}

/// The custom-call part of isValuePreserving().
bool isValuePreservingCall(const Instruction &I) {
  if (I.opcode() != Opcode::CustomCall || I.operandCount() != 1)
    return false;
  // Sharding annotations (GSPMD's and Shardy's) and the partitioner's
  // full<->shard shape markers pass their operand on.
  auto Target = I.attribute("custom_call_target");
  if (!Target)
    return false;
  absl::string_view T = *Target;
  if (T.size() >= 2 && T.front() == '"' && T.back() == '"')
    T = T.substr(1, T.size() - 2);
  return T == "Sharding" || T == "SPMDFullToShardShape" ||
         T == "SPMDShardToFullShape" || T == "xla.sdy.FuncResultSharding" ||
         T == "xla.sdy.GlobalToLocalShape" || T == "xla.sdy.LocalToGlobalShape";
}

KeyCache::ShapeHashes KeyCache::shapeHashes(const Shape *S) {
  if (!S)
    return {0, 0};
  // PERF NOTE: both hashes (with and without the layout) are made and
  // kept together: every key asks for both, one lookup.
  if (auto It = Shapes.find(S); It != Shapes.end())
    return It->second;
  // PERF NOTE: hashed from the fields, not the printed form; this runs for
  // every shape of every changed computation at every step.
  uint64_t H = mix(static_cast<uint64_t>(S->elementType()), S->rank());
  for (int64_t D = 0; D < S->rank(); ++D)
    H = mix(mix(H, static_cast<uint64_t>(S->dimensions()[D])),
            S->isDynamicDimension(D));
  ShapeHashes Out{H, H};
  for (const Shape *E : S->tupleShapes()) {
    ShapeHashes EH = shapeHashes(E);
    Out.With = mix(Out.With, EH.With);
    Out.Without = mix(Out.Without, EH.Without);
  }
  if (const Layout *L = S->layout()) {
    uint64_t &W = Out.With;
    W = mix(W, 0x4c);
    for (int64_t M : L->MinorToMajor)
      W = mix(W, static_cast<uint64_t>(M));
    for (const Tile &T : L->Tiles) {
      W = mix(W, 0x54);
      for (int64_t D : T.Dims)
        W = mix(W, static_cast<uint64_t>(D));
    }
    W = mix(mix(mix(mix(W, L->TailPaddingAlignment), L->ElementSizeBits),
                L->MemorySpace),
            L->DynamicShapeMetadataPrefixBytes);
    W = mix(W, strHash(L->DimLevelTypesText));
    W = mix(W, strHash(L->IndexPointerTypesText));
    W = mix(W, strHash(L->SplitAndPhysicalText));
  }
  Shapes[S] = Out;
  return Out;
}

const InstrKeys &KeyCache::keysSlow(const Instruction &I, const Module &M) {
  bool Free = true;
  InstrKeys K = computeKeys(I, M, Free);
  if (Shared && Free)
    return Shared->Keys[I] = K;
  return Keys[I] = K;
}

InstrKeys KeyCache::computeKeys(const Instruction &I, const Module &M,
                                bool &Free) {
  uint64_t Base = opcodeHash(I);
  Base = mix(Base, I.operandCount());
  if (I.hasPayload())
    Base = mix(Base, strHash(I.payload()));
  ShapeHashes SH = shapeHashes(I.shape());
  uint64_t Exact = mix(Base, IgnoreLayouts ? SH.Without : SH.With);
  uint64_t Loose = mix(Base, SH.Without);
  const Shape *S = I.shape();
  uint64_t Coarse = Base;
  if (S)
    Coarse = mix(mix(Coarse, static_cast<uint64_t>(S->elementType())),
                 S->isArray() ? static_cast<uint64_t>(S->rank()) + 1 : 0);
  bool CalleeContent = comparesCalleeContent(I.opcode());
  for (const Attribute &A : I.attributes()) {
    if (isEvidenceAttribute(A.Name))
      continue;
    uint64_t H = strHash(A.Name);
    if (isComputationReference(A.Name)) {
      if (!CalleeContent)
        continue;
      uint64_t HL = H;
      Free = false;
      // PERF NOTE: the callees by name, as M.calledComputations(I) would
      // list them, without the vector it makes.
      for (absl::string_view Name : I.calledComputationNames()) {
        const Computation *C = M.find(Name);
        H = mix(H, C ? contentHash(*C, M) : 1);
        HL = mix(HL, C ? contentHash(*C, M, Tier::Loose) : 1);
      }
      Exact = mix(Exact, H);
      Loose = mix(Loose, HL);
      continue;
    }
    H = mix(H, strHash(A.Value));
    Exact = mix(Exact, H);
    if (!isLooseAttribute(A.Name)) {
      Loose = mix(Loose, H);
      if (!isSizeAttribute(A.Name))
        Coarse = mix(Coarse, H);
    }
  }
  InstrKeys K;
  K.Key[0] = Exact;
  K.Key[1] = Loose;
  K.Key[2] = Coarse;
  return K;
}

void contentOrder(const Computation &C, std::vector<const Instruction *> &Out,
                  std::vector<int32_t> &Pos) {
  Out.clear();
  auto Instrs = C.instructions();
  Pos.assign(Instrs.size(), -1);
  const Instruction *Root = C.root();
  if (!Root || Root->parent() != &C) { // Malformed: its index is not ours.
    Out.assign(Instrs.begin(), Instrs.end());
    for (size_t K = 0; K < Instrs.size(); ++K)
      Pos[Instrs[K]->index()] = static_cast<int32_t>(K);
    return;
  }
  // Post-order from the root, operands in operand order: the order in which
  // the computation lists its instructions does not count (a pass that
  // re-sorts two independent ones changes nothing it computes). Pos marks
  // an instruction met with -2 until it is placed.
  // PERF NOTE: both lists are sized once (at most every instruction), not
  // grown push by push (a third of this walk's cost was the regrowth).
  Out.reserve(Instrs.size());
  std::vector<std::pair<const Instruction *, uint32_t>> Stack;
  Stack.reserve(Instrs.size());
  Stack.push_back({Root, 0});
  Pos[Root->index()] = -2;
  while (!Stack.empty()) {
    const Instruction *I = Stack.back().first;
    auto Ops = I->operands();
    uint32_t J = Stack.back().second;
    while (J < Ops.size() && !(Ops[J].Def && Ops[J].Def->parent() == &C &&
                               Pos[Ops[J].Def->index()] == -1))
      ++J;
    if (J < Ops.size()) {
      Stack.back().second = J + 1;
      const Instruction *D = Ops[J].Def;
      Pos[D->index()] = -2;
      Stack.push_back({D, 0});
      continue;
    }
    Pos[I->index()] = static_cast<int32_t>(Out.size());
    Out.push_back(I);
    Stack.pop_back();
  }
  // Every parameter counts (the signature), by number.
  size_t Reached = Out.size();
  for (const Instruction *I : Instrs)
    if (I->opcode() == Opcode::Parameter && Pos[I->index()] == -1)
      Out.push_back(I);
  auto ByNumber = [](const Instruction *A, const Instruction *B) {
    return A->parameterNumber().value_or(-1) <
           B->parameterNumber().value_or(-1);
  };
  // PERF NOTE: parameters are nearly always listed by number already.
  if (!std::is_sorted(Out.begin() + Reached, Out.end(), ByNumber))
    std::stable_sort(Out.begin() + Reached, Out.end(), ByNumber);
  for (size_t K = Reached; K < Out.size(); ++K)
    Pos[Out[K]->index()] = static_cast<int32_t>(K);
}

uint64_t KeyCache::contentHash(const Computation &C, const Module &M,
                               Tier T) {
  auto &Map = T == Tier::Exact ? Content : LooseContent;
  auto *SharedMap = !Shared                ? nullptr
                    : T == Tier::Exact ? &Shared->Content
                                       : &Shared->LooseContent;
  if (SharedMap)
    if (auto It = SharedMap->find(&C); It != SharedMap->end())
      return It->second;
  if (auto It = Map.find(&C); It != Map.end())
    return It->second;
  Map.emplace(&C, 0); // Guards against a (malformed) call cycle.
  // Only what the root reads counts (and every parameter, the signature):
  // an instruction nothing uses computes nothing, so a pass that deletes
  // it (DCE, the call inliner's cleanup) leaves the content equal.
  // Operands are numbered in contentOrder().
  std::vector<const Instruction *> Counted;
  std::vector<int32_t> Number;
  contentOrder(C, Counted, Number);
  uint64_t H = static_cast<uint64_t>(Counted.size());
  // Free: every counted key depends on no module (none is a callee's).
  bool Free = SharedMap != nullptr;
  for (const Instruction *I : Counted) {
    H = mix(H, keys(*I, M)[T]);
    Free = Free && Shared->Keys.contains(*I);
    for (const Operand &O : I->operands())
      H = mix(H, O.Def && O.Def->parent() == &C ? Number[O.Def->index()] + 1
                                                : 0);
  }
  const Instruction *Root = C.root();
  if (Root && Root->parent() == &C)
    H = mix(H, Number[Root->index()] + 1);
  if (Free) {
    Map.erase(&C);
    (*SharedMap)[&C] = H;
  } else {
    Map[&C] = H;
  }
  return H;
}

} // namespace hlotrace::lineage
