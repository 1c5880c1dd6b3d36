//===- BytesMap.h - A cache keyed by encoded bytes --------------*- C++ -*-===//
//
// The binary reader looks up what it made of an instruction's opcode, shape
// and metadata by their encoding (ProtoReader.cpp, Reader::Heads): 40-100
// bytes, once per instruction, a hit nearly every time. BytesMap is an
// open-addressing table for that: each slot keeps its key's hash, so a
// probe compares one word before any bytes, and equal hashes compare the
// bytes 16 at a time inline. The hash reads only some of a long key's
// bytes; keys that share it (distinct in bytes not read) go to a second
// table, by the hash of all their bytes, so no input makes lookups slower
// than one hash of the whole key each. Keys are views the caller keeps
// alive; the empty key is not allowed. Not installed.
//
//===----------------------------------------------------------------------===//

#ifndef HLOTRACE_LIB_PROTO_BYTESMAP_H
#define HLOTRACE_LIB_PROTO_BYTESMAP_H

#include <cassert>
#include <cstdint>
#include <cstring>
#include <vector>

#include "absl/strings/string_view.h"
#include "hlotrace/IR/detail/StringHash.h"

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace hlotrace {
namespace protoio {

/// Whether the `N` bytes at `P` and at `Q` are equal.
[[gnu::always_inline]] inline bool sameBytes(const char *P, const char *Q,
                                             size_t N) {
#if defined(__SSE2__)
  // PERF NOTE: keys past 32 bytes went to a memcmp call (about 40
  // instructions for 60 bytes in callgrind); 16-byte compares ANDed
  // together and tested once take about half.
  if (N >= 16) {
    auto Chunk = [&](size_t At) {
      return _mm_cmpeq_epi8(
          _mm_loadu_si128(reinterpret_cast<const __m128i *>(P + At)),
          _mm_loadu_si128(reinterpret_cast<const __m128i *>(Q + At)));
    };
    __m128i Eq = Chunk(N - 16);
    for (size_t I = 0; I + 16 < N; I += 16)
      Eq = _mm_and_si128(Eq, Chunk(I));
    return _mm_movemask_epi8(Eq) == 0xffff;
  }
#endif
  return detail::equalStrings(absl::string_view(P, N), absl::string_view(Q, N));
}

/// BytesMap's lookup hash: of a key of more than 32 bytes, its length and
/// its first, middle and last 16 bytes; of a shorter one, all of it.
inline uint64_t sampledHash(absl::string_view Key) {
  // PERF NOTE: a head's distinct part is its opcode and shape (the first
  // bytes), its op_name (the middle) and source line (the end); hashing
  // all of its 60-100 bytes was about 50 instructions per instruction read.
  const size_t N = Key.size();
  if (N <= 32)
    return detail::hashString(Key);
  constexpr uint64_t K1 = 0xd6e8feb86659fd93ull;
  constexpr uint64_t K2 = 0xa0761d6478bd642full;
  const char *P = Key.data();
  const char *M = P + N / 2 - 8;
  uint64_t H = detail::foldMultiply(detail::loadWord(P) ^ K1,
                                    detail::loadWord(P + 8) ^ (K2 ^ N));
  H = detail::foldMultiply(detail::loadWord(M) ^ K2,
                           detail::loadWord(M + 8) ^ H);
  return detail::foldMultiply(detail::loadWord(P + N - 16) ^ K1,
                              detail::loadWord(P + N - 8) ^ H);
}

template <typename ValueT> class BytesMap {
public:
  static uint64_t hash(absl::string_view Key) { return sampledHash(Key); }

  /// The value of `Key`, whose hash() is `Hash`; null when absent.
  const ValueT *find(absl::string_view Key, uint64_t Hash) const {
    const Slot *S = First.slotOf(Hash);
    if (!S)
      return nullptr;
    if (!S->Shared)
      return S->Key.size() == Key.size() &&
                     sameBytes(S->Key.data(), Key.data(), Key.size())
                 ? &S->Value
                 : nullptr;
    return Second.find(Key, detail::hashString(Key));
  }

  /// Adds `Key` (hash() `Hash`), which find() does not find.
  void insert(absl::string_view Key, uint64_t Hash, const ValueT &Value) {
    assert(Key.data() != nullptr && !Key.empty() && "the empty key marks a free slot");
    Slot *S = First.slotOf(Hash);
    if (!S) {
      First.add(Slot{Hash, Key, Value, false});
      return;
    }
    // Two keys of one sampled hash: both, and any other key of that hash,
    // go to the table of full hashes.
    if (!S->Shared) {
      Second.add(Slot{detail::hashString(S->Key), S->Key, S->Value, false});
      S->Shared = true;
    }
    Second.add(Slot{detail::hashString(Key), Key, Value, false});
  }

private:
  struct Slot {
    uint64_t Hash = 0;
    absl::string_view Key;
    ValueT Value{};
    /// In the first table: other keys have this hash; all are in the second.
    bool Shared = false;
  };
  // PERF NOTE: linear probing over slots that hold the hash: a miss on a
  // neighbour's slot costs one compare of words. The first table holds one
  // slot per sampled hash, so the first slot of that hash decides; the
  // second compares the bytes of every slot of the full hash.
  struct Table {
    std::vector<Slot> Slots;
    size_t Mask = 0;
    size_t Count = 0;

    /// The first slot of hash `Hash` that `Match` accepts; null if none.
    template <typename MatchT>
    const Slot *probe(uint64_t Hash, MatchT Match) const {
      if (Slots.empty())
        return nullptr;
      for (size_t I = Hash & Mask;; I = (I + 1) & Mask) {
        const Slot &S = Slots[I];
        if (S.Key.data() == nullptr)
          return nullptr;
        if (S.Hash == Hash && Match(S))
          return &S;
      }
    }
    const Slot *slotOf(uint64_t Hash) const {
      return probe(Hash, [](const Slot &) { return true; });
    }
    Slot *slotOf(uint64_t Hash) {
      return const_cast<Slot *>(static_cast<const Table *>(this)->slotOf(Hash));
    }
    const ValueT *find(absl::string_view Key, uint64_t Hash) const {
      const Slot *S = probe(Hash, [&](const Slot &X) {
        return X.Key.size() == Key.size() &&
               sameBytes(X.Key.data(), Key.data(), Key.size());
      });
      return S ? &S->Value : nullptr;
    }
    void add(const Slot &X) {
      // At most half full: a hit probes 1.5 slots on average.
      if ((Count + 1) * 2 > Slots.size())
        grow();
      place(X);
      ++Count;
    }
    void place(const Slot &X) {
      size_t I = X.Hash & Mask;
      while (Slots[I].Key.data() != nullptr)
        I = (I + 1) & Mask;
      Slots[I] = X;
    }
    void grow() {
      std::vector<Slot> Old;
      Old.swap(Slots);
      Slots.resize(Old.empty() ? 256 : Old.size() * 2);
      Mask = Slots.size() - 1;
      for (const Slot &S : Old)
        if (S.Key.data() != nullptr)
          place(S);
    }
  };
  Table First;  // by hash()
  Table Second; // by detail::hashString(), for the keys of Shared slots
};

} // namespace protoio
} // namespace hlotrace

#endif // HLOTRACE_LIB_PROTO_BYTESMAP_H
