//===- JsonTextTest.cpp - Which strings JSON writers copy as they are -----===//

#include "Support/JsonText.h"

#include <string>

#include "gtest/gtest.h"

namespace hlotrace {
namespace {

bool plainByte(unsigned char C) {
  return C >= 0x20 && C < 0x80 && C != '"' && C != '\\' && C != '<';
}

// Every byte value at every position of strings of 0 to 40 bytes (the
// lengths cover the vector, two-word and word paths and their overlaps):
// isPlainJson and copyPlainJson agree with a byte-by-byte check, and the
// copy is exact and writes nothing past the string.
TEST(JsonText, PlainExactlyWhenNoByteNeedsEscaping) {
  for (size_t Length = 0; Length <= 40; ++Length)
    for (size_t At = 0; At < Length; ++At)
      for (unsigned B = 0; B < 256; ++B) {
        std::string S(Length, 'a');
        S[At] = static_cast<char>(B);
        bool Expected = plainByte(static_cast<unsigned char>(B));
        ASSERT_EQ(isPlainJson(S), Expected)
            << "length " << Length << " at " << At << " byte " << B;
        if (Length < 4)
          continue;
        std::string Copy(Length + 8, '#');
        ASSERT_EQ(copyPlainJson(S.data(), Length, Copy.data()), Expected)
            << "length " << Length << " at " << At << " byte " << B;
        EXPECT_EQ(Copy, S + std::string(8, '#'));
      }
  EXPECT_TRUE(isPlainJson(""));
  EXPECT_TRUE(isPlainJson("fusion.3 ~{}[]()>="));
  EXPECT_FALSE(isPlainJson(std::string("a\0b", 3)));
}

} // namespace
} // namespace hlotrace
