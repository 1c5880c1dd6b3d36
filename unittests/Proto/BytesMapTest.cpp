//===- BytesMapTest.cpp - The reader's cache keyed by encoded bytes -------===//
//
// BytesMap hashes only some bytes of a long key: keys that differ only in
// the bytes it does not read must still be told apart, before and after
// the tables grow.
//
//===----------------------------------------------------------------------===//

#include "Proto/BytesMap.h"

#include <string>
#include <vector>

#include "gtest/gtest.h"

namespace hlotrace {
namespace protoio {
namespace {

/// A 64-byte key: its bytes 16-23 (which the sampled hash does not read)
/// spell `N`, the rest is the same for every key.
std::string unsampled(int N) {
  std::string K(64, 'x');
  std::string D = std::to_string(N);
  K.replace(16, D.size(), D);
  return K;
}

int value(const BytesMap<int> &M, const std::string &K) {
  const int *V = M.find(K, M.hash(K));
  return V ? *V : -1;
}

TEST(BytesMapTest, KeysOfOneSampledHashAreToldApart) {
  std::vector<std::string> Keys;
  for (int N = 0; N < 600; ++N)
    Keys.push_back(unsampled(N));
  ASSERT_EQ(BytesMap<int>::hash(Keys[0]), BytesMap<int>::hash(Keys[1]));
  BytesMap<int> M;
  M.insert(Keys[0], M.hash(Keys[0]), 0);
  EXPECT_EQ(value(M, Keys[0]), 0);
  EXPECT_EQ(value(M, Keys[1]), -1);
  // Enough keys of the one sampled hash, and of others, to grow both tables.
  std::vector<std::string> Others;
  for (int N = 0; N < 600; ++N)
    Others.push_back("short " + std::to_string(N));
  for (int N = 1; N < 600; ++N) {
    EXPECT_EQ(value(M, Keys[N]), -1);
    M.insert(Keys[N], M.hash(Keys[N]), N);
    M.insert(Others[N], M.hash(Others[N]), 1000 + N);
  }
  for (int N = 0; N < 600; ++N)
    EXPECT_EQ(value(M, Keys[N]), N) << N;
  for (int N = 1; N < 600; ++N)
    EXPECT_EQ(value(M, Others[N]), 1000 + N) << N;
  EXPECT_EQ(value(M, unsampled(600)), -1);
  EXPECT_EQ(value(M, Others[0]), -1);
}

TEST(BytesMapTest, LongKeysDifferingInSampledBytes) {
  BytesMap<int> M;
  std::vector<std::string> Keys;
  for (int Len : {33, 40, 47, 64, 100})
    for (int At : {0, Len / 2, Len - 1}) {
      std::string K(static_cast<size_t>(Len), 'a');
      K[static_cast<size_t>(At)] = 'b';
      Keys.push_back(K);
      Keys.push_back(std::string(static_cast<size_t>(Len), 'a'));
    }
  int N = 0;
  for (const std::string &K : Keys)
    if (value(M, K) < 0)
      M.insert(K, M.hash(K), N++);
  EXPECT_EQ(N, 20); // 5 lengths: one plain key and 3 variants each
  for (const std::string &K : Keys)
    EXPECT_GE(value(M, K), 0);
}

} // namespace
} // namespace protoio
} // namespace hlotrace
