//===- JsonText.h - Which strings JSON writers may copy as they are -------===//
//
// Our JSON writers (the report's blocks, `passes --json`) copy a string
// between quotes unchanged when it holds nothing to escape, and hand any
// other to the escaping path. "Nothing to escape" is defined here once:
// ASCII from 0x20 up, without '"', '\\' or '<' ('<' because the report's
// JSON sits inside <script>; for other JSON it only sends a rare string
// the slower way, which writes it the same).
//
//===----------------------------------------------------------------------===//

#ifndef HLOTRACE_LIB_SUPPORT_JSONTEXT_H
#define HLOTRACE_LIB_SUPPORT_JSONTEXT_H

#include <cstdint>
#include <cstring>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

#include "absl/strings/string_view.h"

namespace hlotrace {

/// Bit 7 of each byte of the result is set where `W` holds a byte that a
/// JSON string in <script> must escape: below 0x20, '"', '\\' or '<'. Only
/// the lowest set byte is exact (a borrow may flag the bytes above it), so
/// the result is zero exactly when no byte is to be escaped. (For a word
/// of 8 or 4 bytes.)
template <typename Word> inline Word jsonEscapeBytes(Word W) {
  constexpr Word Ones = static_cast<Word>(~Word(0)) / 0xff, High = Ones * 0x80;
  auto Below = [&](Word X, uint8_t N) { return (X - Ones * N) & ~X; };
  auto Equal = [&](uint8_t C) { return Below(W ^ (Ones * C), 1); };
  return (Below(W, 0x20) | Equal('"') | Equal('\\') | Equal('<')) & High;
}

#if defined(__SSE2__)
/// Bit K set where byte K of `V` is one a JSON string in <script> must
/// escape (below 0x20, '"', '\\' or '<'); bytes past ASCII are not
/// flagged (_mm_movemask_epi8(V) finds those).
inline unsigned jsonEscapeMask(__m128i V) {
  __m128i Control = _mm_cmpeq_epi8(_mm_min_epu8(V, _mm_set1_epi8(0x1f)), V);
  __m128i Quote = _mm_cmpeq_epi8(V, _mm_set1_epi8('"'));
  __m128i Slash = _mm_cmpeq_epi8(V, _mm_set1_epi8('\\'));
  __m128i Less = _mm_cmpeq_epi8(V, _mm_set1_epi8('<'));
  return static_cast<unsigned>(_mm_movemask_epi8(
      _mm_or_si128(_mm_or_si128(Control, Quote), _mm_or_si128(Slash, Less))));
}
#endif

namespace detail {
/// Loads the first and the last `Word` of the `N` bytes at `P` (they
/// overlap when N < 2 * sizeof(Word)); with `Copy`, also stores both at the
/// same places of `W`, which then holds all N bytes when N <= 2 words.
template <bool Copy, typename Word>
inline void loadEnds(const char *P, size_t N, char *W, Word &First,
                     Word &Last) {
  std::memcpy(&First, P, sizeof(Word));
  std::memcpy(&Last, P + N - sizeof(Word), sizeof(Word));
  if (Copy) {
    std::memcpy(W, &First, sizeof(Word));
    std::memcpy(W + N - sizeof(Word), &Last, sizeof(Word));
  }
}

/// Whether the `N` bytes (4 or more) at `P` hold none to escape and none
/// past ASCII; with `Copy`, also copies them to `W` (exactly N bytes).
/// PERF NOTE: 16 bytes at a time, the last block overlapping the one
/// before; under 16 bytes, two overlapping words in one vector, so a name
/// costs one check and no loop.
template <bool Copy>
inline bool plainJsonWords(const char *P, size_t N, char *W) {
#if defined(__SSE2__)
  auto Flags = [](__m128i V) {
    return jsonEscapeMask(V) | static_cast<unsigned>(_mm_movemask_epi8(V));
  };
  if (N >= 16) {
    unsigned Any = 0;
    for (size_t K = 0; K + 16 < N; K += 16) {
      __m128i V = _mm_loadu_si128(reinterpret_cast<const __m128i *>(P + K));
      if (Copy)
        _mm_storeu_si128(reinterpret_cast<__m128i *>(W + K), V);
      Any |= Flags(V);
    }
    __m128i V =
        _mm_loadu_si128(reinterpret_cast<const __m128i *>(P + N - 16));
    if (Copy)
      _mm_storeu_si128(reinterpret_cast<__m128i *>(W + N - 16), V);
    return !(Any | Flags(V));
  }
  __m128i V;
  if (N >= 8) {
    uint64_t A, B;
    loadEnds<Copy>(P, N, W, A, B);
    V = _mm_set_epi64x(static_cast<int64_t>(B), static_cast<int64_t>(A));
  } else {
    uint32_t A, B;
    loadEnds<Copy>(P, N, W, A, B);
    V = _mm_set_epi32(static_cast<int>(B), static_cast<int>(A),
                      static_cast<int>(B), static_cast<int>(A));
  }
  return !Flags(V);
#else
  if (N < 8) {
    uint32_t A, B;
    loadEnds<Copy>(P, N, W, A, B);
    return !((jsonEscapeBytes(A) | jsonEscapeBytes(B) | A | B) & 0x80808080u);
  }
  uint64_t Flags = 0;
  for (size_t K = 0; K + 8 < N; K += 8) {
    uint64_t V;
    std::memcpy(&V, P + K, 8);
    if (Copy)
      std::memcpy(W + K, &V, 8);
    Flags |= jsonEscapeBytes(V) | V;
  }
  uint64_t V;
  std::memcpy(&V, P + N - 8, 8);
  if (Copy)
    std::memcpy(W + N - 8, &V, 8);
  Flags |= jsonEscapeBytes(V) | V;
  return !(Flags & 0x8080808080808080ull);
#endif
}
} // namespace detail

/// Copies the `N` bytes (4 or more) at `P` to `W` and returns whether they
/// can be quoted as they are: none to escape, none past ASCII.
/// PERF NOTE: most strings the report writes are names of under 16 bytes;
/// a byte loop over their tails cost more than the rest of writing them.
inline bool copyPlainJson(const char *P, size_t N, char *W) {
  return detail::plainJsonWords<true>(P, N, W);
}

/// Whether `S` can be written between quotes as it is (see the file
/// comment).
inline bool isPlainJson(absl::string_view S) {
  if (S.size() >= 4)
    return detail::plainJsonWords<false>(S.data(), S.size(), nullptr);
  for (char Ch : S) {
    unsigned char C = static_cast<unsigned char>(Ch);
    if (C < 0x20 || C >= 0x80 || C == '"' || C == '\\' || C == '<')
      return false;
  }
  return true;
}

} // namespace hlotrace

#endif // HLOTRACE_LIB_SUPPORT_JSONTEXT_H
