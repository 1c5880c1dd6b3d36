//===- InstrMap.h - Per-instruction values stored by position (internal) --===//
//
// InstrMap<T> maps instructions to values like a hash map keyed by pointer,
// but stores them densely: one array per computation, indexed by
// Instruction::index(). The lineage matcher keeps several such maps (keys,
// alias chains, per-instruction state, old users) over the instructions of
// the changed computations, and asks them hundreds of thousands of times
// per step.
//
// PERF NOTE: consecutive lookups nearly always fall in the same computation
// (the entry, at most steps), so the last two computations' arrays are
// remembered: a lookup is then a pointer comparison and an index, not a
// hash and a probe. A value, once made, stays where it is (arrays are
// sized once, to their computation), so references to it stay valid.
// Not thread-safe, even for lookups.
//
//===----------------------------------------------------------------------===//

#ifndef HLOTRACE_LIB_QUERY_INSTRMAP_H
#define HLOTRACE_LIB_QUERY_INSTRMAP_H

#include <cstddef>
#include <cstdint>
#include <cstring>
#include <new>
#include <memory>
#include <vector>

#include "absl/container/flat_hash_map.h"
#include "hlotrace/IR/Computation.h"

namespace hlotrace::lineage {

template <typename T> class InstrMap {
public:
  /// The value of `I`, or null when none was made.
  T *find(const Instruction &I) const {
    Slab *S = slab(I.parent(), /*Create=*/false);
    if (!S || !S->Present[I.index()])
      return nullptr;
    return &S->Values[I.index()];
  }
  bool contains(const Instruction &I) const { return find(I) != nullptr; }
  /// The value of `I`, default-made if absent.
  T &operator[](const Instruction &I) { return get(I).first; }
  /// The value of `I` and whether it was just made (default), as
  /// try_emplace() says.
  std::pair<T &, bool> get(const Instruction &I) {
    Slab *S = slab(I.parent(), /*Create=*/true);
    bool Made = !S->Present[I.index()];
    S->Present[I.index()] = 1;
    return {S->Values[I.index()], Made};
  }
  /// Marks `I` present; returns false when it already was (a set's insert).
  bool insert(const Instruction &I) { return get(I).second; }
  /// Drops the values of `C`'s instructions.
  void eraseComputation(const Computation *C) {
    Slabs.erase(C);
    for (Recent &R : Last)
      if (R.C == C)
        R = Recent();
  }

private:
  /// One computation's values and presence bytes.
  /// PERF NOTE: one allocation, the values and the bytes after this
  /// header; the matcher makes thousands of slabs per step (a map's entries
  /// in each fused computation that an alias chain reaches), and a slab of
  /// two vectors was three allocations and three frees.
  struct Slab {
    T *Values;
    uint8_t *Present;
    size_t Count;
  };
  static constexpr size_t kValuesAt =
      (sizeof(Slab) + alignof(T) - 1) / alignof(T) * alignof(T);
  struct FreeSlab {
    void operator()(Slab *S) const {
      for (size_t K = 0; K < S->Count; ++K)
        S->Values[K].~T();
      ::operator delete(static_cast<void *>(S));
    }
  };
  using SlabPtr = std::unique_ptr<Slab, FreeSlab>;
  static SlabPtr makeSlab(size_t N) {
    static_assert(alignof(T) <= alignof(std::max_align_t),
                  "operator new aligns to max_align_t");
    char *Block = static_cast<char *>(
        ::operator new(kValuesAt + N * sizeof(T) + N));
    Slab *S = new (Block) Slab{reinterpret_cast<T *>(Block + kValuesAt),
                               reinterpret_cast<uint8_t *>(
                                   Block + kValuesAt + N * sizeof(T)),
                               0};
    SlabPtr Owned(S);
    std::uninitialized_value_construct_n(S->Values, N);
    S->Count = N;
    std::memset(S->Present, 0, N);
    return Owned;
  }

  Slab *slab(const Computation *C, bool Create) const {
    for (const Recent &R : Last)
      if (R.C == C && (R.S || !Create))
        return R.S;
    return slabSlow(C, Create);
  }

  Slab *slabSlow(const Computation *C, bool Create) const {
    auto It = Slabs.find(C);
    Slab *S = nullptr;
    if (It != Slabs.end())
      S = It->second.get();
    else if (Create)
      S = Slabs.emplace(C, makeSlab(C->instructionCount())).first->second.get();
    // Remembered even when absent (a lookup that finds nothing is common);
    // an entry for C, if any, is updated so that no stale one remains.
    for (Recent &R : Last)
      if (R.C == C) {
        R.S = S;
        return S;
      }
    Last[Next] = {C, S};
    Next ^= 1;
    return S;
  }

  /// The two computations asked about last (the entry and a callee, say).
  struct Recent {
    const Computation *C = nullptr;
    Slab *S = nullptr;
  };
  mutable absl::flat_hash_map<const Computation *, SlabPtr> Slabs;
  mutable Recent Last[2];
  mutable unsigned Next = 0;
};

} // namespace hlotrace::lineage

#endif // HLOTRACE_LIB_QUERY_INSTRMAP_H
