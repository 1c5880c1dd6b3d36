//===- ProtoWireTest.cpp - The wire cursor's varint decoding --------------===//
//
// readVarint() has a one-byte path, a word-at-a-time path (a varint of at
// most 8 bytes with 8 bytes readable) and a byte loop for the rest. Every
// length from 1 to 10 bytes is decoded with and without bytes after it, so
// each value goes through the word path and the byte loop alike. The word
// path packs a varint's groups with PEXT on a CPU where it is fast, else
// with shifts: both packers are checked against a byte-by-byte decode on
// every CPU that has them.
//
//===----------------------------------------------------------------------===//

#include <random>
#include <string>

#include "Proto/Wire.h"
#include "gtest/gtest.h"

namespace hlotrace {
namespace {

std::string encode(uint64_t V) {
  std::string Out;
  while (V >= 0x80) {
    Out += static_cast<char>((V & 0x7f) | 0x80);
    V >>= 7;
  }
  Out += static_cast<char>(V);
  return Out;
}

/// Decodes the varint at the start of `Bytes`, limited to its first
/// `Limit` bytes; returns how many it consumed, or -1.
int decode(const std::string &Bytes, size_t Limit, uint64_t &V) {
  const char *P = Bytes.data();
  if (!wire::readVarint(P, Bytes.data() + Limit, V))
    return -1;
  return static_cast<int>(P - Bytes.data());
}

TEST(ProtoWireTest, EveryLengthDecodesAlikeWithAndWithoutTrailingBytes) {
  std::vector<uint64_t> Values = {0, 1, 0x7f, 0x80, 0x3fff, 0x4000};
  // Both ends of every length, and a value with all bits of each group set
  // in turn (so every group lands in its place).
  for (int Bits = 7; Bits < 64; Bits += 7) {
    Values.push_back((uint64_t(1) << Bits) - 1);
    Values.push_back(uint64_t(1) << Bits);
    Values.push_back(((uint64_t(1) << Bits) - 1) ^ 0x2a55aa55aa55aa55ull);
  }
  Values.push_back(~uint64_t(0));
  Values.push_back((uint64_t(0x12345) << 32) | 0x6789); // An XLA-style id.
  for (uint64_t V : Values) {
    std::string E = encode(V);
    for (size_t Trailing : {0, 1, 7, 9}) {
      std::string Bytes = E + std::string(Trailing, '\xff');
      uint64_t Got = 12345;
      ASSERT_EQ(decode(Bytes, Bytes.size(), Got), static_cast<int>(E.size()))
          << V << " with " << Trailing << " trailing bytes";
      EXPECT_EQ(Got, V) << V << " with " << Trailing << " trailing bytes";
    }
  }
}

TEST(ProtoWireTest, BothGroupPackersAgreeWithTheByteDecode) {
  std::mt19937_64 Random(7);
  int Checked = 0;
  for (int K = 0; K < 20000; ++K) {
    const uint64_t W = K < 64 ? ~uint64_t(0) >> K : Random();
    for (unsigned Bytes = 1; Bytes <= 8; ++Bytes) {
      const uint64_t Groups =
          (~uint64_t(0) >> (64 - 8 * Bytes)) & 0x7f7f7f7f7f7f7f7full;
      uint64_t Want = 0;
      for (unsigned B = 0; B < Bytes; ++B)
        Want |= ((W >> (8 * B)) & 0x7f) << (7 * B);
      ASSERT_EQ(wire::packGroups(W, Groups), Want) << W << " " << Bytes;
#ifdef HLOTRACE_WIRE_HAS_PEXT
      if (wire::kFastBitExtract) {
        ASSERT_EQ(wire::packGroupsPext(W, Groups), Want) << W << " " << Bytes;
      }
#endif
      ++Checked;
    }
  }
  EXPECT_EQ(Checked, 160000);
}

TEST(ProtoWireTest, TruncatedAndOverlongVarintsFail) {
  uint64_t V;
  // Cut before its last byte, with and without 8 bytes readable after the
  // cut (the word path must not look past End).
  std::string E = encode(uint64_t(0x12345) << 32);
  for (size_t Cut = 0; Cut < E.size(); ++Cut)
    EXPECT_EQ(decode(E + std::string(16, '\x01'), Cut, V), -1) << Cut;
  // Eleven continuation bytes: longer than any varint.
  EXPECT_EQ(decode(std::string(11, '\x80') + '\x01', 12, V), -1);
}

TEST(ProtoWireTest, CursorReadsLongIdsInPackedRuns) {
  // Field 36 (operand_ids), packed: three XLA-style ids.
  std::string Run = encode(uint64_t(7) << 32 | 1) + encode(2) +
                    encode(uint64_t(0x7fffffff) << 32 | 0x7fffffff);
  std::string Msg = encode(36 << 3 | wire::Length) + encode(Run.size()) + Run;
  wire::Cursor C(Msg);
  wire::Field F;
  ASSERT_TRUE(C.next(F));
  std::vector<int64_t> Ids;
  ASSERT_TRUE(wire::forEachVarint(F, [&](int64_t X) { Ids.push_back(X); }));
  EXPECT_EQ(Ids, (std::vector<int64_t>{int64_t(7) << 32 | 1, 2,
                                       int64_t(0x7fffffff) << 32 | 0x7fffffff}));
  EXPECT_FALSE(C.next(F));
  EXPECT_FALSE(C.failed());
}

// With bytes readable past the run (the rest of the record), the last id
// of a packed run decodes from one word too; one cut before its last byte
// still fails, whatever follows the run.
TEST(ProtoWireTest, PackedRunsWithReadableBytesAfterThem) {
  std::string Run = encode(uint64_t(7) << 32 | 1) +
                    encode(uint64_t(0x12345) << 32 | 0x6789);
  for (size_t Cut = 0; Cut <= Run.size(); ++Cut) {
    std::string Msg = Run.substr(0, Cut) + std::string(16, '\x01');
    wire::Field F;
    F.Type = wire::Length;
    F.Bytes = absl::string_view(Msg.data(), Cut);
    std::vector<int64_t> Plain, Readable;
    bool Ok = wire::forEachVarint(F, [&](int64_t X) { Plain.push_back(X); });
    bool OkReadable = wire::forEachVarint(
        F, [&](int64_t X) { Readable.push_back(X); }, Msg.data() + Msg.size());
    EXPECT_EQ(Ok, OkReadable) << Cut;
    EXPECT_EQ(Plain, Readable) << Cut;
    bool Whole = Cut == 0 || Cut == 5 || Cut == Run.size();
    EXPECT_EQ(OkReadable, Whole) << Cut;
  }
}

// readLongVarint() (instruction ids) starts with the one-word decode:
// values of every length, each cut short at every byte, with readable
// bytes after the cut or none, must decode or fail as readVarint() does.
TEST(ProtoWireTest, LongVarintsDecodeAsVarintsDo) {
  for (uint64_t V : {uint64_t(0), uint64_t(1), uint64_t(127), uint64_t(128),
                     uint64_t(300), uint64_t(7) << 32 | 1,
                     uint64_t(0x12345) << 32 | 0x6789, uint64_t(1) << 55,
                     uint64_t(1) << 56, ~uint64_t(0)}) {
    std::string Enc = encode(V);
    for (size_t Cut = 0; Cut <= Enc.size(); ++Cut) {
      for (size_t Pad : {size_t(0), size_t(16)}) {
        std::string Buf = Enc.substr(0, Cut) + std::string(Pad, '\x81');
        const char *End = Buf.data() + Cut;
        const char *Readable = Buf.data() + Buf.size();
        const char *P = Buf.data(), *Q = Buf.data();
        uint64_t A = 0, B = 0;
        bool OkA = wire::readVarint(P, End, A, Readable);
        bool OkB = wire::readLongVarint(Q, End, B, Readable);
        EXPECT_EQ(OkA, OkB) << V << " " << Cut << " " << Pad;
        EXPECT_EQ(OkB, Cut == Enc.size()) << V << " " << Cut << " " << Pad;
        if (OkA && OkB) {
          EXPECT_EQ(A, B) << V << " " << Cut;
          EXPECT_EQ(B, V) << V << " " << Cut;
          EXPECT_EQ(P, Q) << V << " " << Cut;
        }
      }
    }
  }
}

TEST(ProtoWireTest, Utf8CheckFindsABadByteAtEveryPositionAndLength) {
  // The ASCII fast paths test words, half-words and overlapping tails; a
  // stray continuation byte (never valid alone) must be found wherever it
  // sits, in text of every length up to three words.
  for (size_t N = 1; N <= 24; ++N) {
    std::string Ascii(N, 'a');
    EXPECT_TRUE(wire::isValidUtf8(Ascii)) << N;
    for (size_t At = 0; At < N; ++At) {
      std::string Bad = Ascii;
      Bad[At] = '\x80';
      EXPECT_FALSE(wire::isValidUtf8(Bad)) << N << " " << At;
      // A well-formed two-byte character in the same place is fine.
      std::string Good = Ascii.substr(0, At) + "\xc3\xa9" + Ascii.substr(At);
      EXPECT_TRUE(wire::isValidUtf8(Good)) << N << " " << At;
    }
  }
  EXPECT_TRUE(wire::isValidUtf8(""));
  EXPECT_FALSE(wire::isValidUtf8("abc\xc3"));         // Cut short.
  EXPECT_FALSE(wire::isValidUtf8("abcd\xc0\xafxyz"));  // Overlong '/'.
  EXPECT_FALSE(wire::isValidUtf8("abcdefgh\xed\xa0\x80")); // A surrogate.
}

} // namespace
} // namespace hlotrace
