//===- Wire.h - Protobuf wire-format cursor over a byte view --------------===//
//
// The binary reader walks the input's bytes itself instead of decoding the
// whole message with libprotobuf: a field is a number, a wire type and
// either an integer or a view of its bytes, so names and metadata stay
// views into the (memory-mapped or inflated) input until the model interns
// them. Every read is bounds-checked; a malformed record stops the cursor
// with the offset of the bad byte. Not installed.
//
//===----------------------------------------------------------------------===//

#ifndef HLOTRACE_LIB_PROTO_WIRE_H
#define HLOTRACE_LIB_PROTO_WIRE_H

#include <cassert>
#include <cstdint>
#include <cstring>

#include "absl/strings/string_view.h"

namespace hlotrace {
namespace wire {

enum WireType : uint8_t {
  Varint = 0,
  Fixed64 = 1,
  Length = 2,
  StartGroup = 3,
  EndGroup = 4,
  Fixed32 = 5,
};

/// One record: `Value` holds varints and fixed-width values, `Bytes` the
/// payload of a length-delimited record. `Start`/`End` span the whole
/// record, tag included (to copy it elsewhere unchanged).
struct Field {
  uint32_t Number = 0;
  uint8_t Type = 0;
  uint64_t Value = 0;
  absl::string_view Bytes;
  const char *Start = nullptr;
  const char *End = nullptr;
};

/// Whether this CPU runs x86's PEXT (BMI2) in one cycle or so: Intel's
/// since Haswell and AMD's since Zen 3 (family 19h); Zen 1 and 2 have BMI2
/// but run PEXT in microcode, slower than the shifts it replaces. Set once
/// at start-up (Wire.cpp); false elsewhere and before it is set.
extern const bool kFastBitExtract;

/// The 7-bit groups of a varint, `W & Groups` (its bytes, no stop bits),
/// packed into one number: three shift-and-mask steps (1x8 -> 2x14 -> 4x28
/// -> 56).
inline uint64_t packGroups(uint64_t W, uint64_t Groups) {
  uint64_t X = W & Groups;
  X = ((X & 0x7f007f007f007f00ull) >> 1) | (X & 0x007f007f007f007full);
  X = ((X & 0x3fff00003fff0000ull) >> 2) | (X & 0x00003fff00003fffull);
  X = ((X & 0x0fffffff00000000ull) >> 4) | (X & 0x000000000fffffffull);
  return X;
}

#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
#define HLOTRACE_WIRE_HAS_PEXT 1
/// packGroups() in one PEXT instruction; only where kFastBitExtract. In
/// assembly, so that the library still builds for (and runs on) any
/// x86-64: only a CPU that has it executes it.
inline uint64_t packGroupsPext(uint64_t W, uint64_t Groups) {
  uint64_t Packed;
  asm("pextq %2, %1, %0" : "=r"(Packed) : "r"(W), "r"(Groups));
  return Packed;
}
#endif

/// The one-word decode of a varint at `P`, 8 bytes of which are readable:
/// 1 (decoded, `P` moved past it) when it has at most 8 bytes, 0 when its
/// last byte is past `End`, -1 (nothing read) when it is longer.
inline int readVarintWord(const char *&P, const char *End, uint64_t &V) {
  // PERF NOTE: the first byte without its top bit ends the varint. Its
  // groups are packed by one PEXT where that is fast (1.7 M fewer
  // instructions loading the MoE step, nearly all on operand ids).
  uint64_t W;
  std::memcpy(&W, P, 8);
  uint64_t Stops = ~W & 0x8080808080808080ull;
  if (Stops == 0)
    return -1;
  unsigned Bytes = (static_cast<unsigned>(__builtin_ctzll(Stops)) >> 3) + 1;
  if (Bytes > static_cast<size_t>(End - P))
    return 0;
  const uint64_t Groups =
      (~uint64_t(0) >> (64 - 8 * Bytes)) & 0x7f7f7f7f7f7f7f7full;
#ifdef HLOTRACE_WIRE_HAS_PEXT
  V = kFastBitExtract ? packGroupsPext(W, Groups) : packGroups(W, Groups);
#else
  V = packGroups(W, Groups);
#endif
  P += Bytes;
  return 1;
}

/// Decodes a varint at `P` (at most 10 bytes, below `End`); false when it
/// runs past `End` or is longer than 10 bytes. `Readable` (at or past
/// `End`, null for `End`) bounds the bytes that may be loaded, not decoded.
inline bool readVarint(const char *&P, const char *End, uint64_t &V,
                       const char *Readable = nullptr) {
  // PERF NOTE: tags and lengths are mostly one or two bytes: the first two
  // tests return them. Instruction ids (computation id in the upper half)
  // take 5-6 bytes; with 8 readable bytes, a varint of at most 8 is decoded
  // from one word (readVarintWord()).
  if (P == End)
    return false;
  const uint8_t B0 = static_cast<uint8_t>(P[0]);
  if (B0 < 0x80) {
    V = B0;
    ++P;
    return true;
  }
  if (End - P >= 2 && static_cast<uint8_t>(P[1]) < 0x80) {
    V = (B0 & 0x7fu) | uint64_t(static_cast<uint8_t>(P[1])) << 7;
    P += 2;
    return true;
  }
  // PERF NOTE: the last id of a packed run has fewer than 8 bytes left in
  // its run, but the record goes on: with `Readable` it takes the word too.
  if ((Readable ? Readable : End) - P >= 8) {
    int Done = readVarintWord(P, End, V);
    if (Done >= 0)
      return Done;
  }
  uint64_t R = 0;
  for (int Shift = 0; Shift < 70 && P < End; Shift += 7) {
    uint8_t B = static_cast<uint8_t>(*P++);
    R |= uint64_t(B & 0x7f) << Shift;
    if (B < 0x80) {
      V = R;
      return true;
    }
  }
  return false;
}

/// readVarint() for values that are mostly long (instruction ids: 5-6
/// bytes): the one-word decode first, without the one- and two-byte tests.
inline bool readLongVarint(const char *&P, const char *End, uint64_t &V,
                           const char *Readable) {
  // PERF NOTE: the word decode takes any varint of at most 8 bytes, short
  // ones included; what it cannot take goes through readVarint().
  if (Readable - P >= 8) {
    int Done = readVarintWord(P, End, V);
    if (Done >= 0)
      return Done;
  }
  return readVarint(P, End, V, Readable);
}

/// A length-delimited record at `P` whose tag is the one byte `Tag` (field
/// numbers 1-15): its payload in `Bytes`, `P` moved past it. False, `P`
/// unchanged, when the record at `P` is anything else or runs past `End`.
inline bool lengthRecord(const char *&P, const char *End, uint8_t Tag,
                         absl::string_view &Bytes) {
  if (P == End || static_cast<uint8_t>(P[0]) != Tag)
    return false;
  const char *Q = P + 1;
  uint64_t N;
  if (!readVarint(Q, End, N) || N > static_cast<uint64_t>(End - Q))
    return false;
  Bytes = absl::string_view(Q, static_cast<size_t>(N));
  P = Q + N;
  return true;
}

/// Walks the records of one message. next() returns false at the end or
/// on a malformed record; failed() tells which, errorAt() where.
class Cursor {
public:
  explicit Cursor(absl::string_view Bytes)
      : P(Bytes.data()), End(Bytes.data() + Bytes.size()) {}

  bool next(Field &F) {
    if (P == End || Bad)
      return false;
    F.Start = P;
    uint64_t Tag;
    if (!readVarint(P, End, Tag) || Tag > 0xffffffffu || (Tag >> 3) == 0)
      return fail(F.Start);
    F.Number = static_cast<uint32_t>(Tag >> 3);
    F.Type = static_cast<uint8_t>(Tag & 7);
    // PERF NOTE: most records are length-delimited; the switch (an
    // indirect jump) is for the rest.
    if (F.Type == Length) {
      uint64_t N;
      if (!readVarint(P, End, N) || N > static_cast<uint64_t>(End - P))
        return fail(F.Start);
      F.Bytes = absl::string_view(P, static_cast<size_t>(N));
      P += N;
      F.End = P;
      return true;
    }
    switch (F.Type) {
    case Varint:
      if (!readVarint(P, End, F.Value))
        return fail(F.Start);
      break;
    case Fixed64:
      if (End - P < 8)
        return fail(F.Start);
      std::memcpy(&F.Value, P, 8);
      P += 8;
      break;
    case Fixed32: {
      if (End - P < 4)
        return fail(F.Start);
      uint32_t V;
      std::memcpy(&V, P, 4);
      F.Value = V;
      P += 4;
      break;
    }
    case Length: {
      uint64_t N;
      if (!readVarint(P, End, N) || N > static_cast<uint64_t>(End - P))
        return fail(F.Start);
      F.Bytes = absl::string_view(P, static_cast<size_t>(N));
      P += N;
      break;
    }
    case StartGroup:
      if (!skipGroup(F.Number))
        return fail(F.Start);
      break;
    default: // A lone end-group or an undefined wire type.
      return fail(F.Start);
    }
    F.End = P;
    return true;
  }

  /// The next record when it is length-delimited with the one-byte tag
  /// `Tag` (fields 1-15), as next() would read it; false, nothing read,
  /// otherwise.
  bool nextWithTag(uint8_t Tag, Field &F) {
    const char *Q = P;
    if (Bad || !lengthRecord(Q, End, Tag, F.Bytes))
      return false;
    F.Start = P;
    F.Number = Tag >> 3;
    F.Type = Length;
    F.End = P = Q;
    return true;
  }

  bool failed() const { return Bad; }
  const char *errorAt() const { return ErrorAt; }
  /// The bytes not read yet.
  absl::string_view rest() const {
    return absl::string_view(P, static_cast<size_t>(End - P));
  }
  /// Moves past the records a caller read itself from rest(): `To` is in
  /// rest(), at a record boundary.
  void skipTo(const char *To) {
    assert(To >= P && To <= End && "outside the bytes not read yet");
    P = To;
  }

private:
  bool fail(const char *At) {
    Bad = true;
    ErrorAt = At;
    return false;
  }
  /// Skips a (deprecated, unknown) group up to its end tag, nested groups
  /// included, without recursion; depth bounded like libprotobuf's.
  bool skipGroup(uint32_t Number) {
    uint32_t Open[100];
    int Depth = 0;
    Open[Depth++] = Number;
    while (Depth > 0) {
      uint64_t Tag, V;
      if (!readVarint(P, End, Tag) || Tag > 0xffffffffu || (Tag >> 3) == 0)
        return false;
      uint32_t N = static_cast<uint32_t>(Tag >> 3);
      switch (Tag & 7) {
      case Varint:
        if (!readVarint(P, End, V))
          return false;
        break;
      case Fixed64:
        if (End - P < 8)
          return false;
        P += 8;
        break;
      case Fixed32:
        if (End - P < 4)
          return false;
        P += 4;
        break;
      case Length:
        if (!readVarint(P, End, V) || V > static_cast<uint64_t>(End - P))
          return false;
        P += V;
        break;
      case StartGroup:
        if (Depth == 100)
          return false;
        Open[Depth++] = N;
        break;
      case EndGroup:
        if (Open[--Depth] != N)
          return false;
        break;
      default:
        return false;
      }
    }
    return true;
  }

  const char *P;
  const char *End;
  bool Bad = false;
  const char *ErrorAt = nullptr;
};

/// Calls `Add(int64_t)` for each element of a repeated integer field:
/// one varint record, or a packed run of varints. False when the run is
/// malformed or the wire type is neither.
/// `Readable` as for readVarint().
template <typename AddT>
bool forEachVarint(const Field &F, AddT &&Add,
                   const char *Readable = nullptr) {
  if (F.Type == Varint) {
    Add(static_cast<int64_t>(F.Value));
    return true;
  }
  if (F.Type != Length)
    return false;
  const char *P = F.Bytes.data(), *End = P + F.Bytes.size();
  while (P < End) {
    uint64_t V;
    if (!readVarint(P, End, V, Readable))
      return false;
    Add(static_cast<int64_t>(V));
  }
  return true;
}

/// libprotobuf's check on proto3 `string` fields: well-formed UTF-8 (no
/// overlong forms, no surrogates, nothing above U+10FFFF).
bool decodesAsUtf8(absl::string_view S);
inline bool isValidUtf8(absl::string_view S) {
  // PERF NOTE: names and metadata are ASCII and short: one test of all
  // their top bits (two overlapping words, or four bytes at a time) clears
  // most; only text with a byte above 0x7f is decoded, out of line.
  if (S.size() >= 8) {
    uint64_t Any = 0, W;
    size_t K = 0;
    for (; K + 8 <= S.size(); K += 8) {
      std::memcpy(&W, S.data() + K, 8);
      Any |= W;
    }
    std::memcpy(&W, S.data() + S.size() - 8, 8);
    if (((Any | W) & 0x8080808080808080ull) == 0)
      return true;
  } else if (S.size() >= 4) {
    uint32_t A, B;
    std::memcpy(&A, S.data(), 4);
    std::memcpy(&B, S.data() + S.size() - 4, 4);
    if (((A | B) & 0x80808080u) == 0)
      return true;
  } else {
    bool Ascii = true;
    for (char C : S)
      Ascii &= static_cast<unsigned char>(C) < 0x80;
    if (Ascii)
      return true;
  }
  return decodesAsUtf8(S);
}

/// isValidUtf8() by decoding every sequence.
[[gnu::noinline]] inline bool decodesAsUtf8(absl::string_view S) {
  const auto *P = reinterpret_cast<const unsigned char *>(S.data());
  const unsigned char *End = P + S.size();
  while (P < End) {
    // PERF NOTE: names and metadata are ASCII; eight bytes at a time.
    while (End - P >= 8) {
      uint64_t W;
      std::memcpy(&W, P, 8);
      if (W & 0x8080808080808080ull)
        break;
      P += 8;
    }
    if (P == End)
      break;
    unsigned char C = *P;
    if (C < 0x80) {
      ++P;
      continue;
    }
    int N;
    uint32_t Min;
    uint32_t Cp;
    if ((C & 0xe0) == 0xc0) {
      N = 1, Min = 0x80, Cp = C & 0x1f;
    } else if ((C & 0xf0) == 0xe0) {
      N = 2, Min = 0x800, Cp = C & 0x0f;
    } else if ((C & 0xf8) == 0xf0) {
      N = 3, Min = 0x10000, Cp = C & 0x07;
    } else {
      return false;
    }
    if (End - P <= N)
      return false;
    for (int K = 1; K <= N; ++K) {
      if ((P[K] & 0xc0) != 0x80)
        return false;
      Cp = (Cp << 6) | (P[K] & 0x3f);
    }
    if (Cp < Min || Cp > 0x10ffff || (Cp >= 0xd800 && Cp <= 0xdfff))
      return false;
    P += N + 1;
  }
  return true;
}

} // namespace wire
} // namespace hlotrace

#endif // HLOTRACE_LIB_PROTO_WIRE_H
