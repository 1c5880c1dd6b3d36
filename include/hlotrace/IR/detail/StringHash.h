//===- StringHash.h - The hash of names and interned strings --------------===//
//
// An implementation detail of the model's name indexes (NameIndex.h) and of
// the library's string tables, here only because NameIndex is in a public
// header. Names are short (most under 16 bytes) and hashed several times
// while a module is read, so the function is inline and reads the string a
// word at a time: absl::Hash of a string_view is an out-of-line call into
// Abseil's shared library, which was ~8% of a parse.
//
//===----------------------------------------------------------------------===//

#ifndef HLOTRACE_IR_DETAIL_STRINGHASH_H
#define HLOTRACE_IR_DETAIL_STRINGHASH_H

#include <cstddef>
#include <cstdint>
#include <cstring>

#include "absl/strings/string_view.h"

namespace hlotrace {
namespace detail {

inline uint64_t loadWord(const char *P) {
  uint64_t V;
  std::memcpy(&V, P, sizeof(V));
  return V;
}

inline uint64_t loadHalfWord(const char *P) {
  uint32_t V;
  std::memcpy(&V, P, sizeof(V));
  return V;
}

/// Multiplies two words to 128 bits and folds the halves together: every
/// input bit reaches most output bits, low ones as well as high ones.
inline uint64_t foldMultiply(uint64_t A, uint64_t B) {
#if defined(__SIZEOF_INT128__)
  unsigned __int128 R = static_cast<unsigned __int128>(A) * B;
  return static_cast<uint64_t>(R) ^ static_cast<uint64_t>(R >> 64);
#else
  uint64_t R = (A ^ (A >> 29)) * (B | 1);
  return R ^ (R >> 32);
#endif
}

/// A 64-bit hash of `S` for hash tables. Not a fingerprint: equal hashes
/// are always checked by comparing the strings. Both the low bits (probe
/// position, control byte) and the top bits (shard) are well mixed.
inline size_t hashString(absl::string_view S) {
  constexpr uint64_t K0 = 0x9e3779b97f4a7c15ull; // 2^64 / golden ratio
  constexpr uint64_t K1 = 0xd6e8feb86659fd93ull;
  constexpr uint64_t K2 = 0xa0761d6478bd642full;
  const char *P = S.data();
  const size_t N = S.size();
  uint64_t Seed = K0 ^ N;
  uint64_t A = 0, B = 0;
  if (N <= 16) {
    // Two loads that together cover the string (they overlap when N < 16).
    if (N >= 8) {
      A = loadWord(P);
      B = loadWord(P + N - 8);
    } else if (N >= 4) {
      A = loadHalfWord(P);
      B = loadHalfWord(P + N - 4);
    } else if (N > 0) {
      A = static_cast<uint64_t>(static_cast<unsigned char>(P[0])) << 16 |
          static_cast<uint64_t>(static_cast<unsigned char>(P[N / 2])) << 8 |
          static_cast<uint64_t>(static_cast<unsigned char>(P[N - 1]));
    }
  } else {
    size_t I = 0;
    for (; N - I > 16; I += 16)
      Seed = foldMultiply(loadWord(P + I) ^ K1, loadWord(P + I + 8) ^ Seed);
    A = loadWord(P + N - 16);
    B = loadWord(P + N - 8);
  }
  return static_cast<size_t>(
      foldMultiply(foldMultiply(A ^ K1, B ^ Seed) ^ K2, N ^ K1));
}

/// Whether `A` and `B` hold the same bytes. PERF NOTE: the tables compare
/// a key on every hit, and most keys (names, shapes) are at most 32 bytes:
/// two or four overlapping loads per string compare those, where a call to
/// memcmp cost about twice as many instructions.
inline bool equalStrings(absl::string_view A, absl::string_view B) {
  const size_t N = A.size();
  if (N != B.size())
    return false;
  const char *P = A.data();
  const char *Q = B.data();
  if (N > 32)
    return std::memcmp(P, Q, N) == 0;
  if (N > 16)
    return ((loadWord(P) ^ loadWord(Q)) | (loadWord(P + 8) ^ loadWord(Q + 8)) |
            (loadWord(P + N - 16) ^ loadWord(Q + N - 16)) |
            (loadWord(P + N - 8) ^ loadWord(Q + N - 8))) == 0;
  if (N >= 8)
    return ((loadWord(P) ^ loadWord(Q)) |
            (loadWord(P + N - 8) ^ loadWord(Q + N - 8))) == 0;
  if (N >= 4)
    return ((loadHalfWord(P) ^ loadHalfWord(Q)) |
            (loadHalfWord(P + N - 4) ^ loadHalfWord(Q + N - 4))) == 0;
  for (size_t I = 0; I < N; ++I)
    if (P[I] != Q[I])
      return false;
  return true;
}

} // namespace detail
} // namespace hlotrace

#endif // HLOTRACE_IR_DETAIL_STRINGHASH_H
