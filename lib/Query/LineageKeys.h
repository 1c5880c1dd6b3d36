//===- LineageKeys.h - Structural keys for lineage matching (internal) ----===//
//
// Two instructions can only continue one another when their own content
// agrees. Each instruction gets three hashed keys, from strict to loose:
//   Exact  opcode, shape (layout unless ignored), payload (literal, parameter
//          number), attributes except metadata and other evidence, operand
//          count, and the content of reducer-like callees;
//   Loose  the same without layouts, sharding, backend and frontend config;
//   Coarse opcode, element type, rank, operand count, payload, attributes
//          other than sizes and offsets (slice bounds, windows): candidates
//          for a partitioned copy (shapes checked by shardOf(),
//          LineagePartitioning.h).
// Names are never part of a key. Operands are compared separately, through
// the links already made (LineageEvidence.cpp).
//
//===----------------------------------------------------------------------===//

#ifndef HLOTRACE_LIB_QUERY_LINEAGEKEYS_H
#define HLOTRACE_LIB_QUERY_LINEAGEKEYS_H

#include <cassert>
#include <cstdint>
#include <vector>

#include "InstrMap.h"
#include "absl/container/flat_hash_map.h"
#include "hlotrace/IR/Module.h"

namespace hlotrace::lineage {

enum class Tier : uint8_t { Exact = 0, Loose = 1, Coarse = 2 };

struct InstrKeys {
  uint64_t Key[3] = {0, 0, 0};
  uint64_t operator[](Tier T) const { return Key[static_cast<int>(T)]; }
};

/// Keys and content hashes that depend on no module: those of instructions
/// that compare no callee's content (a callee's name resolves through the
/// module that holds the caller), and of computations made only of such
/// instructions. Consecutive snapshots share most computations (the same
/// object); one SharedKeys serves every module of a run of steps
/// (LineageCache), so each shared computation is keyed once.
struct SharedKeys {
  explicit SharedKeys(bool IgnoreLayouts) : IgnoreLayouts(IgnoreLayouts) {}
  /// Drops what belongs to `C` (a computation the caller may free).
  void drop(const Computation *C) {
    Keys.eraseComputation(C);
    Content.erase(C);
    LooseContent.erase(C);
  }
  bool IgnoreLayouts;
  InstrMap<InstrKeys> Keys;
  absl::flat_hash_map<const Computation *, uint64_t> Content, LooseContent;
};

/// Computes and caches keys. One cache serves one module (callee names
/// resolve through the module the instruction belongs to); what depends on
/// no module goes to `Shared` when one is given. Not thread-safe.
class KeyCache {
public:
  explicit KeyCache(bool IgnoreLayouts, SharedKeys *Shared = nullptr)
      : IgnoreLayouts(IgnoreLayouts), Shared(Shared) {
    assert((!Shared || Shared->IgnoreLayouts == IgnoreLayouts) &&
           "shared keys made for the other layout setting");
  }
  /// PERF NOTE: inline for the cached keys (most calls, from every stage
  /// of the matcher); computing them is out of line (keysSlow()).
  const InstrKeys &keys(const Instruction &I, const Module &M) {
    // Most instructions' keys depend on no module; those are looked for
    // (and kept) in the run's shared store first.
    if (Shared)
      if (const InstrKeys *Known = Shared->Keys.find(I))
        return *Known;
    if (const InstrKeys *Known = Keys.find(I))
      return *Known;
    return keysSlow(I, M);
  }
  /// keys(I, M), taken from `Like` (an instruction of another module, the
  /// same name in the paired computation, most often unchanged) when
  /// `SameContent` (the caller's sameKeyContent(I, Like)) and Like's keys
  /// depend on no module.
  /// PERF NOTE: inline, like keys() (asked for every instruction named
  /// in both modules of a changed computation).
  const InstrKeys &keysLike(const Instruction &I, const Module &M,
                            const Instruction &Like, bool SameContent) {
    // A changed computation is a new object with new instructions, most
    // of them equal to the old ones of their names; their keys are copied
    // rather than hashed again (about 220 instructions of mixing each).
    // Equal content gives equal keys, so an entry `I` may have already is
    // overwritten with the same value.
    if (Shared && SameContent)
      if (const InstrKeys *Model = Shared->Keys.find(Like))
        return Shared->Keys[I] = *Model; // InstrMap values never move.
    return keys(I, M);
  }
  /// The content of `C` without names: equal for structural copies.
  uint64_t contentHash(const Computation &C, const Module &M,
                       Tier T = Tier::Exact);

private:
  /// A shape's hash with its layout and without (both 0 for no shape).
  struct ShapeHashes {
    uint64_t With, Without;
  };
  ShapeHashes shapeHashes(const Shape *S);
  /// keys() for an instruction whose keys are not cached yet.
  const InstrKeys &keysSlow(const Instruction &I, const Module &M);
  /// Computes the keys of `I`; `Free` says whether they depend on no module.
  InstrKeys computeKeys(const Instruction &I, const Module &M, bool &Free);
  bool IgnoreLayouts;
  SharedKeys *Shared;
  InstrMap<InstrKeys> Keys;
  absl::flat_hash_map<const Computation *, uint64_t> Content, LooseContent;
  absl::flat_hash_map<const Shape *, ShapeHashes> Shapes;
};

/// The instructions of `C` that KeyCache::contentHash() reads, in the
/// order it reads them: what the root reads, each after its operands (in
/// operand order), then the parameters nothing reads, by number; every
/// instruction, as listed, when the root is missing. The order the
/// computation lists them in does not count. `Pos` gets, by instruction
/// index, each one's place in `Out` (-1: not read).
void contentOrder(const Computation &C, std::vector<const Instruction *> &Out,
                  std::vector<int32_t> &Pos);

/// True when `A` and `B` agree in everything a key reads, evidence
/// included: opcode, operand count, payload, shape, and every attribute
/// (name and text, in order). Their keys are then equal, and so is any
/// attribute of theirs.
inline bool sameKeyContent(const Instruction &A, const Instruction &B) {
  // PERF NOTE: inline (asked for every instruction named in both modules
  // of a changed computation). Shapes and attribute texts are interned in
  // the trace's Context, so most comparisons are of pointers.
  auto Same = [](absl::string_view X, absl::string_view Y) {
    return (X.data() == Y.data() && X.size() == Y.size()) || X == Y;
  };
  if (A.opcode() != B.opcode() || A.operandCount() != B.operandCount() ||
      A.shape() != B.shape() || A.hasPayload() != B.hasPayload() ||
      (A.hasPayload() && !Same(A.payload(), B.payload())) ||
      (A.opcode() == Opcode::Unknown && A.opcodeName() != B.opcodeName()))
    return false;
  auto AA = A.attributes(), BA = B.attributes();
  if (AA.size() != BA.size())
    return false;
  for (size_t K = 0; K < AA.size(); ++K)
    if (!Same(AA[K].Name, BA[K].Name) || !Same(AA[K].Value, BA[K].Value))
      return false;
  return true;
}

/// True when `A` and `B` print the same without their layouts
/// (`A->toString(false) == B->toString(false)`, without printing); false
/// when either is null.
bool sameShapeWithoutLayout(const Shape *A, const Shape *B);

/// True for `copy` and `bitcast` (ops layout assignment and copy insertion
/// add without changing the value) and for the sharding annotations that
/// SPMD partitioning and Shardy add or rewrite (custom-calls `Sharding`,
/// `SPMDFullToShardShape`, `SPMDShardToFullShape`, Shardy's
/// `xla.sdy.FuncResultSharding`, `GlobalToLocalShape`, `LocalToGlobalShape`).
inline bool isValuePreserving(const Instruction &I);
/// The custom-call part of isValuePreserving().
bool isValuePreservingCall(const Instruction &I);
inline bool isValuePreserving(const Instruction &I) {
  // PERF NOTE: asked for nearly every value compared; only a custom-call
  // needs its target read.
  if (I.opcode() == Opcode::Copy || I.opcode() == Opcode::Bitcast)
    return true;
  return I.opcode() == Opcode::CustomCall && isValuePreservingCall(I);
}

} // namespace hlotrace::lineage

#endif // HLOTRACE_LIB_QUERY_LINEAGEKEYS_H
