//===- BytesMap.h - A cache keyed by encoded bytes --------------*- C++ -*-===//
//
// The binary reader looks up what it made of an instruction's opcode, shape
// and metadata by their encoding (ProtoReader.cpp, Reader::Heads): 40-100
// bytes, once per instruction, a hit nearly every time. BytesMap is an
// open-addressing table for that: each slot keeps its key's full hash, so
// a probe compares one word before any bytes, and equal hashes compare the
// bytes 16 at a time inline. Keys are views the caller keeps alive; the
// empty key is not allowed. Not installed.
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
inline bool sameBytes(const char *P, const char *Q, size_t N) {
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

template <typename ValueT> class BytesMap {
public:
  static uint64_t hash(absl::string_view Key) {
    return detail::hashString(Key);
  }

  /// The value of `Key`, whose hash() is `Hash`; null when absent.
  const ValueT *find(absl::string_view Key, uint64_t Hash) const {
    if (Slots.empty())
      return nullptr;
    // PERF NOTE: linear probing over slots that hold the hash: a miss on
    // a neighbour's slot costs one compare of words.
    for (size_t I = Hash & Mask;; I = (I + 1) & Mask) {
      const Slot &S = Slots[I];
      if (S.Key.data() == nullptr)
        return nullptr;
      if (S.Hash == Hash && S.Key.size() == Key.size() &&
          sameBytes(S.Key.data(), Key.data(), Key.size()))
        return &S.Value;
    }
  }

  /// Adds `Key` (hash() `Hash`), which find() does not find.
  void insert(absl::string_view Key, uint64_t Hash, const ValueT &Value) {
    assert(Key.data() != nullptr && !Key.empty() && "the empty key marks a free slot");
    // At most half full: a hit probes 1.5 slots on average.
    if ((Count + 1) * 2 > Slots.size())
      grow();
    place(Slot{Hash, Key, Value});
    ++Count;
  }

private:
  struct Slot {
    uint64_t Hash = 0;
    absl::string_view Key;
    ValueT Value{};
  };

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

  std::vector<Slot> Slots;
  size_t Mask = 0;
  size_t Count = 0;
};

} // namespace protoio
} // namespace hlotrace

#endif // HLOTRACE_LIB_PROTO_BYTESMAP_H
