//===- NameIndexTest.cpp - The name index of computations and modules -----===//
//
// NameIndex is an open-addressing table of its own; these tests check it
// against a std::map of the same names: growth with and without reserve(),
// the first of two equal names winning, names of every length class the
// string compare has (empty, under 4, 4-7, 8-16, 17-32, longer), absent
// names, and a moved index.
//
//===----------------------------------------------------------------------===//

#include "hlotrace/IR/detail/NameIndex.h"

#include <map>
#include <memory>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "gtest/gtest.h"

namespace hlotrace {
namespace {

struct Named {
  std::string Text;
  absl::string_view name() const { return Text; }
};

std::vector<std::unique_ptr<Named>> makeNames(size_t N) {
  std::vector<std::unique_ptr<Named>> Out;
  for (size_t K = 0; K < N; ++K) {
    // Lengths cycle through the compare's classes; a shared prefix makes
    // names differ only near their end.
    std::string Prefix(K % 41, 'p');
    Out.push_back(std::make_unique<Named>(Named{absl::StrCat(Prefix, K)}));
  }
  Out.push_back(std::make_unique<Named>(Named{""}));
  return Out;
}

TEST(NameIndexTest, AgreesWithAMapWithAndWithoutReserve) {
  for (bool Reserve : {false, true}) {
    std::vector<std::unique_ptr<Named>> Names = makeNames(5000);
    NameIndex<Named> Index;
    if (Reserve)
      Index.reserve(Names.size());
    std::map<std::string, const Named *> Expected;
    for (const auto &N : Names) {
      EXPECT_TRUE(Index.insert(N.get())) << N->Text;
      Expected.emplace(N->Text, N.get());
    }
    EXPECT_EQ(Index.size(), Names.size());
    for (const auto &[Text, N] : Expected)
      EXPECT_EQ(Index.find(Text), N) << Text;
    for (size_t K = 0; K < 2000; ++K) {
      EXPECT_EQ(Index.find(absl::StrCat("absent", K)), nullptr);
      EXPECT_EQ(Index.find(absl::StrCat(std::string(K % 41, 'p'), K, "x")),
                nullptr);
    }
  }
}

TEST(NameIndexTest, FirstOfEqualNamesWins) {
  Named A{"fusion.12"}, B{"fusion.12"}, C{"fusion.13"};
  NameIndex<Named> Index;
  EXPECT_EQ(Index.find("fusion.12"), nullptr);
  EXPECT_TRUE(Index.insert(&A));
  EXPECT_FALSE(Index.insert(&B));
  EXPECT_TRUE(Index.insert(&C));
  EXPECT_EQ(Index.size(), 2u);
  EXPECT_EQ(Index.find("fusion.12"), &A);
  EXPECT_EQ(Index.find("fusion.13"), &C);
  EXPECT_EQ(Index.find("fusion.1"), nullptr);
}

TEST(NameIndexTest, MovedIndexKeepsItsNamesAndLeavesAnEmptyOne) {
  std::vector<std::unique_ptr<Named>> Names = makeNames(100);
  NameIndex<Named> Index;
  for (const auto &N : Names)
    Index.insert(N.get());
  NameIndex<Named> Moved(std::move(Index));
  EXPECT_EQ(Moved.find(Names[57]->Text), Names[57].get());
  EXPECT_EQ(Index.size(), 0u); // NOLINT(bugprone-use-after-move)
  EXPECT_EQ(Index.find(Names[57]->Text), nullptr);
  EXPECT_TRUE(Index.insert(Names[3].get()));
  EXPECT_EQ(Index.find(Names[3]->Text), Names[3].get());
  Moved = std::move(Index);
  EXPECT_EQ(Moved.size(), 1u);
  EXPECT_EQ(Moved.find(Names[57]->Text), nullptr);
}

} // namespace
} // namespace hlotrace
