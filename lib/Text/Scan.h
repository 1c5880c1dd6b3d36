//===- Scan.h - Byte scanners for the lexer's hot loops (internal) --------===//
//
// The lexer spends most of its time finding where a run of ordinary bytes
// ends: the end of an identifier, the closing quote of a string, the next
// brace of an attribute value. These helpers answer such questions 16 bytes
// at a time with SSE2 (part of every x86-64), and byte by byte elsewhere or
// for the last bytes before `End`. They read only within [P, End): the
// lexer's input contract (no padding, no NUL terminator) holds.
//
//===----------------------------------------------------------------------===//

#ifndef HLOTRACE_LIB_TEXT_SCAN_H
#define HLOTRACE_LIB_TEXT_SCAN_H

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace hlotrace {
namespace scan {

#if defined(__SSE2__)
/// Bit I set when byte I of the 16 at `P` is one of `Cs`.
template <char... Cs> inline unsigned matchMask(const char *P) {
  __m128i V = _mm_loadu_si128(reinterpret_cast<const __m128i *>(P));
  __m128i M = _mm_setzero_si128();
  ((M = _mm_or_si128(M, _mm_cmpeq_epi8(V, _mm_set1_epi8(Cs)))), ...);
  return static_cast<unsigned>(_mm_movemask_epi8(M));
}

/// Bit I set when byte I of the 16 at `P` is in `[A-Za-z0-9_.-]`.
inline unsigned identifierMask(__m128i V) {
  // A range test [Lo, Lo+N) as one signed compare: shift the range to start
  // at -128, so that everything outside it compares greater.
  auto InRange = [](__m128i X, char Lo, int N) {
    __m128i Shifted = _mm_add_epi8(X, _mm_set1_epi8(static_cast<char>(
                                          static_cast<unsigned char>(128 - Lo))));
    return _mm_cmplt_epi8(Shifted, _mm_set1_epi8(static_cast<char>(-128 + N)));
  };
  __m128i Letter = InRange(_mm_or_si128(V, _mm_set1_epi8(0x20)), 'a', 26);
  // '-' '.' '/' '0'..'9' are the 13 bytes from 0x2d; all but '/' count.
  __m128i DashDotDigit =
      _mm_andnot_si128(_mm_cmpeq_epi8(V, _mm_set1_epi8('/')), InRange(V, '-', 13));
  __m128i Underscore = _mm_cmpeq_epi8(V, _mm_set1_epi8('_'));
  return static_cast<unsigned>(_mm_movemask_epi8(
      _mm_or_si128(_mm_or_si128(Letter, DashDotDigit), Underscore)));
}
inline unsigned identifierMask(const char *P) {
  return identifierMask(_mm_loadu_si128(reinterpret_cast<const __m128i *>(P)));
}
#endif

/// The first byte in [P, End) that is one of `Cs`, or End.
/// PERF NOTE: 16 bytes per step where the rest is long enough; the strings
/// and brace bodies of attribute values (metadata, backend_config) are the
/// longest runs of HLO text that the parser does not look into.
template <char... Cs>
inline const char *findFirstOf(const char *P, const char *End) {
#if defined(__SSE2__)
  while (End - P >= 16) {
    if (unsigned Bits = matchMask<Cs...>(P))
      return P + __builtin_ctz(Bits);
    P += 16;
  }
#endif
  for (; P != End; ++P)
    if (((*P == Cs) || ...))
      return P;
  return End;
}

inline bool isIdentifierByte(char C) {
  return (C >= 'a' && C <= 'z') || (C >= 'A' && C <= 'Z') ||
         (C >= '0' && C <= '9') || C == '_' || C == '.' || C == '-';
}

/// The end of the run of `[A-Za-z0-9_.-]` at `P`, where a `-` that starts
/// `->` ends the run (dim labels such as `b01f_01io->b01f`).
inline const char *identifierEnd(const char *P, const char *End) {
#if defined(__SSE2__)
  // PERF NOTE: every name, opcode and attribute name passes here; most are
  // shorter than 16 bytes, so this is usually one step. A '-' followed by
  // '>' is a stop like any other byte outside the class, found with the
  // same masks and no loop over the dashes; a step that ends in a '-' moves
  // on 15 bytes so that the next one sees what follows it.
  while (End - P >= 16) {
    __m128i V = _mm_loadu_si128(reinterpret_cast<const __m128i *>(P));
    unsigned Dashes =
        static_cast<unsigned>(_mm_movemask_epi8(_mm_cmpeq_epi8(V, _mm_set1_epi8('-'))));
    unsigned Greater =
        static_cast<unsigned>(_mm_movemask_epi8(_mm_cmpeq_epi8(V, _mm_set1_epi8('>'))));
    unsigned Stop = (~identifierMask(V) & 0xffffu) | (Dashes & (Greater >> 1));
    if (Stop)
      return P + __builtin_ctz(Stop);
    P += 16 - (Dashes >> 15);
  }
#endif
  for (; P != End && isIdentifierByte(*P); ++P)
    if (*P == '-' && End - P >= 2 && P[1] == '>')
      return P;
  return P;
}

/// Whether [P, End) holds `/*` or `//`.
/// PERF NOTE: 16 pairs of bytes a step; op_name paths in metadata hold many
/// single slashes, which a search for each opener stopped at.
inline bool containsCommentOpener(const char *P, const char *End) {
#if defined(__SSE2__)
  for (; End - P > 16; P += 16)
    if (matchMask<'/'>(P) & matchMask<'*', '/'>(P + 1))
      return true;
#endif
  for (; End - P >= 2; ++P)
    if (P[0] == '/' && (P[1] == '*' || P[1] == '/'))
      return true;
  return false;
}

} // namespace scan
} // namespace hlotrace

#endif // HLOTRACE_LIB_TEXT_SCAN_H
