//===- IRBuilderTest.cpp - Building computations through IRBuilder --------===//
//
// The instruction lists live in per-computation pools in instruction order;
// these tests build computations the ways the text parser (fast setters,
// a reserved count) and the proto loader (staged lists, filled in any
// order, no reservation) do, and check every list of every instruction.
//
//===----------------------------------------------------------------------===//

#include "IR/IRBuilder.h"

#include <memory>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "gtest/gtest.h"
#include "hlotrace/IR/Computation.h"
#include "hlotrace/IR/Context.h"

namespace hlotrace {
namespace {

std::vector<std::string> names(absl::Span<const Instruction *const> Is) {
  std::vector<std::string> Out;
  for (const Instruction *I : Is)
    Out.emplace_back(I->name());
  return Out;
}

TEST(IRBuilderTest, StagedListsFilledOutOfOrderLandWithTheirInstruction) {
  Context Ctx;
  Computation C;
  // 300 instructions: past the first chunks of 8, 16, ... and no reserve().
  constexpr int N = 300;
  std::vector<Instruction *> Is;
  for (int K = 0; K < N; ++K) {
    Instruction &I = IRBuilder::append(C);
    EXPECT_TRUE(IRBuilder::setName(I, Ctx.intern(absl::StrCat("i", K)), true));
    IRBuilder::setOpcode(I, K % 3 == 0 ? "add" : "new-op-from-the-future");
    Is.push_back(&I);
  }
  // Operands: instruction K uses K-1 and K-2, staged last to first.
  for (int K = N - 1; K >= 2; --K) {
    for (int D : {K - 1, K - 2}) {
      Operand O;
      O.Name = Is[D]->name();
      IRBuilder::operands(*Is[K]).push_back(O);
    }
  }
  // Attributes on every fifth instruction, staged first to last.
  for (int K = 0; K < N; K += 5)
    IRBuilder::attributes(*Is[K]).push_back(
        Attribute{Ctx.intern("tag"), Ctx.intern(absl::StrCat(K))});
  IRBuilder::finish(C);

  ASSERT_EQ(C.instructionCount(), static_cast<size_t>(N));
  for (int K = 0; K < N; ++K) {
    const Instruction &I = *C.instructions()[K];
    EXPECT_EQ(&I, Is[K]);
    EXPECT_EQ(I.index(), static_cast<uint32_t>(K));
    EXPECT_EQ(I.opcodeName(), K % 3 == 0 ? "add" : "new-op-from-the-future");
    if (K >= 2) {
      ASSERT_EQ(I.operandCount(), 2u) << K;
      EXPECT_EQ(I.operand(0), Is[K - 1]);
      EXPECT_EQ(I.operand(1), Is[K - 2]);
    } else {
      EXPECT_EQ(I.operandCount(), 0u) << K;
    }
    std::vector<std::string> Users;
    for (int U : {K + 1, K + 2})
      if (U >= 2 && U < N) // i0 and i1 have no operands.
        Users.push_back(absl::StrCat("i", U));
    EXPECT_EQ(names(I.users()), Users) << K;
    if (K % 5 == 0) {
      ASSERT_EQ(I.attributes().size(), 1u) << K;
      EXPECT_EQ(I.attributes()[0].Value, absl::StrCat(K));
    } else {
      EXPECT_TRUE(I.attributes().empty()) << K;
    }
  }
  EXPECT_EQ(C.find("i299"), Is[299]);
}

TEST(IRBuilderTest, FastSettersWithReservedRoomAndDuplicateNames) {
  Context Ctx;
  Computation C;
  IRBuilder::reserve(C, 2); // Fewer than appended: the rest gets a chunk.
  std::vector<Operand> Ops;
  std::vector<Attribute> Attrs;
  Instruction *Prev = nullptr;
  for (int K = 0; K < 5; ++K) {
    Instruction &I = IRBuilder::append(C);
    EXPECT_TRUE(IRBuilder::setName(I, Ctx.intern(absl::StrCat("x", K)), true));
    IRBuilder::setOpcode(I, "negate");
    Ops.clear();
    if (Prev) {
      Operand O;
      O.Name = Prev->name();
      O.Def = Prev;
      Ops.push_back(O);
    }
    IRBuilder::setOperands(I, Ops);
    Attrs.assign(static_cast<size_t>(K), Attribute{Ctx.intern("a"), "v"});
    IRBuilder::setAttributes(I, Attrs);
    Prev = &I;
  }
  Instruction &Dup = IRBuilder::append(C);
  EXPECT_FALSE(IRBuilder::setName(Dup, Ctx.intern("x3"), true));
  IRBuilder::setOpcode(Dup, "negate");
  IRBuilder::finish(C);

  ASSERT_EQ(C.instructionCount(), 6u);
  EXPECT_EQ(C.find("x3"), C.instructions()[3]);
  for (size_t K = 0; K < 5; ++K) {
    const Instruction &I = *C.instructions()[K];
    EXPECT_EQ(I.operandCount(), K == 0 ? 0u : 1u);
    EXPECT_EQ(I.attributes().size(), K);
    EXPECT_EQ(I.users().size(), K < 4 ? 1u : 0u);
    EXPECT_EQ(I.opcodeName(), "negate");
  }
  EXPECT_TRUE(C.instructions()[5]->operands().empty());
  EXPECT_TRUE(C.instructions()[5]->attributes().empty());
  EXPECT_EQ(C.root(), C.instructions()[5]);
}

TEST(IRBuilderTest, UsersCountedOncePerUserWhetherResolvedNowOrLater) {
  for (bool ResolveLater : {false, true}) {
    SCOPED_TRACE(ResolveLater ? "resolved by finish()" : "resolved as added");
    Context Ctx;
    Computation C;
    IRBuilder::reserve(C, 4);
    Instruction &A = IRBuilder::append(C);
    EXPECT_TRUE(IRBuilder::setName(A, Ctx.intern("a"), true));
    IRBuilder::setOpcode(A, "parameter");
    Instruction &B = IRBuilder::append(C);
    EXPECT_TRUE(IRBuilder::setName(B, Ctx.intern("b"), true));
    IRBuilder::setOpcode(B, "add");
    IRBuilder::addOperand(B, &A);
    IRBuilder::addOperand(B, &A); // One user however many operands.
    Instruction &Cc = IRBuilder::append(C);
    EXPECT_TRUE(IRBuilder::setName(Cc, Ctx.intern("c"), true));
    IRBuilder::setOpcode(Cc, "add");
    IRBuilder::addOperand(Cc, &B);
    Operand ByName;
    ByName.Name = A.name();
    ByName.Def = ResolveLater ? nullptr : &A;
    IRBuilder::addOperand(Cc, ByName);
    Instruction &D = IRBuilder::append(C);
    EXPECT_TRUE(IRBuilder::setName(D, Ctx.intern("d"), true));
    IRBuilder::setOpcode(D, "negate");
    IRBuilder::addOperand(D, &Cc);
    IRBuilder::finish(C);

    EXPECT_EQ(names(A.users()), (std::vector<std::string>{"b", "c"}));
    EXPECT_EQ(names(B.users()), (std::vector<std::string>{"c"}));
    EXPECT_EQ(names(Cc.users()), (std::vector<std::string>{"d"}));
    EXPECT_TRUE(D.users().empty());
    ASSERT_EQ(Cc.operandCount(), 2u);
    EXPECT_EQ(Cc.operand(1), &A);
    EXPECT_EQ(B.operandCount(), 2u);
  }
}

} // namespace
} // namespace hlotrace
