//===- ShapeTest.cpp - Shape printing, sizes and interning ----------------===//

#include "hlotrace/IR/Context.h"
#include "hlotrace/IR/Shape.h"

#include <limits>

#include "gtest/gtest.h"

namespace hlotrace {
namespace {

const Shape *array(Context &Ctx, ElementType T, std::vector<int64_t> Dims,
                   const Layout *L = nullptr,
                   std::vector<bool> Dynamic = {}) {
  absl::InlinedVector<bool, 4> Dyn(Dynamic.begin(), Dynamic.end());
  return Ctx.getShape(Shape::array(T, Dims, Dyn, L));
}

TEST(ShapeTest, PrintsArraysWithLayouts) {
  Context Ctx;
  Layout L;
  L.MinorToMajor = {1, 0};
  EXPECT_EQ(array(Ctx, ElementType::F32, {2, 3}, &L)->toString(),
            "f32[2,3]{1,0}");
  EXPECT_EQ(array(Ctx, ElementType::F32, {2, 3}, &L)->toString(false),
            "f32[2,3]");
  EXPECT_EQ(array(Ctx, ElementType::S32, {})->toString(), "s32[]");
}

TEST(ShapeTest, ScalarLayoutIsNotPrinted) {
  Context Ctx;
  Layout Empty;
  EXPECT_EQ(array(Ctx, ElementType::F32, {}, &Empty)->toString(), "f32[]");
}

TEST(ShapeTest, PrintsLayoutPropertiesInXlaOrder) {
  Context Ctx;
  Layout L;
  L.MinorToMajor = {1, 0};
  L.Tiles.push_back(Tile{{8, 128}});
  L.Tiles.push_back(Tile{{2, 1}});
  L.TailPaddingAlignment = 1024;
  L.ElementSizeBits = 4;
  L.MemorySpace = 1;
  L.DynamicShapeMetadataPrefixBytes = 8;
  EXPECT_EQ(array(Ctx, ElementType::S4, {16, 256}, &L)->toString(),
            "s4[16,256]{1,0:T(8,128)(2,1)L(1024)E(4)S(1)M(8)}");
  Layout C;
  C.MinorToMajor = {0};
  C.Tiles.push_back(Tile{{Tile::kCombineDimension, 128}});
  EXPECT_EQ(array(Ctx, ElementType::F32, {4}, &C)->toString(),
            "f32[4]{0:T(*,128)}");
}

TEST(ShapeTest, DynamicDimensions) {
  Context Ctx;
  const Shape *S = array(Ctx, ElementType::F32,
                         {4, Shape::kUnboundedSize, 3}, nullptr,
                         {true, false, false});
  EXPECT_EQ(S->toString(), "f32[<=4,?,3]");
  EXPECT_TRUE(S->isDynamicDimension(0));
  EXPECT_TRUE(S->isDynamicDimension(1));
  EXPECT_FALSE(S->isDynamicDimension(2));
}

TEST(ShapeTest, TuplesCommentEveryFifthElement) {
  Context Ctx;
  const Shape *F = array(Ctx, ElementType::F32, {});
  std::vector<const Shape *> Six(6, F);
  const Shape *T = Ctx.getShape(Shape::tuple(ElementType::Tuple, Six));
  EXPECT_EQ(T->toString(),
            "(f32[], f32[], f32[], f32[], f32[], /*index=5*/f32[])");
  EXPECT_EQ(Ctx.getShape(Shape::tuple(ElementType::Tuple, {}))->toString(),
            "()");
}

TEST(ShapeTest, TokenBufferAndSizes) {
  Context Ctx;
  EXPECT_EQ(array(Ctx, ElementType::Token, {})->toString(), "token[]");
  const Shape *A = array(Ctx, ElementType::BF16, {3, 5});
  EXPECT_EQ(A->byteSize(), 30);
  EXPECT_EQ(A->elementCount(), 15);
  const Shape *B = Ctx.getShape(Shape::tuple(ElementType::Buffer, {A}));
  EXPECT_EQ(B->toString(), "b(bf16[3,5])");
  EXPECT_EQ(array(Ctx, ElementType::S4, {3})->byteSize(), 2);
  const Shape *T = Ctx.getShape(
      Shape::tuple(ElementType::Tuple, {A, array(Ctx, ElementType::F64, {2})}));
  EXPECT_EQ(T->byteSize(), 46);
}

TEST(ShapeTest, EqualShapesAreInternedOnce) {
  Context Ctx;
  Layout L;
  L.MinorToMajor = {0};
  const Shape *A = array(Ctx, ElementType::F32, {8}, &L);
  const Shape *B = array(Ctx, ElementType::F32, {8}, &L);
  const Shape *C = array(Ctx, ElementType::F32, {8});
  EXPECT_EQ(A, B);
  EXPECT_NE(A, C);
  EXPECT_EQ(Ctx.shapeCount(), 2u);
}

TEST(ContextTest, InternReturnsOneCopyPerText) {
  Context Ctx;
  std::string X = "fusion.1";
  absl::string_view A = Ctx.intern(X);
  X[0] = 'g';
  absl::string_view B = Ctx.intern("fusion.1");
  EXPECT_EQ(A, "fusion.1");
  EXPECT_EQ(A.data(), B.data());
  EXPECT_EQ(Ctx.internedStringCount(), 1u);
  EXPECT_TRUE(Ctx.intern("").empty());
}

// Reliability review finding 11: `f32[9223372036854775807,4]` made
// elementCount and byteSize overflow (UB; `stats` printed -30 bytes).
TEST(ShapeTest, SizesSaturateInsteadOfOverflowing) {
  Context Ctx;
  constexpr int64_t Max = std::numeric_limits<int64_t>::max();
  const Shape *Huge = array(Ctx, ElementType::F32, {Max, 4});
  EXPECT_EQ(Huge->elementCount(), Max);
  EXPECT_EQ(Huge->byteSize(), Max);
  // Fits in elements, not in bits.
  const Shape *Wide = array(Ctx, ElementType::F64, {int64_t{1} << 61});
  EXPECT_EQ(Wide->elementCount(), int64_t{1} << 61);
  EXPECT_EQ(Wide->byteSize(), Max);
  // Two products that wrap to 0 in 64 bits.
  EXPECT_EQ(array(Ctx, ElementType::S8, {int64_t{1} << 32, int64_t{1} << 32})
                ->elementCount(),
            Max);
  const Shape *Tuple = Ctx.getShape(Shape::tuple(
      ElementType::Tuple, std::vector<const Shape *>{Huge, Huge}));
  EXPECT_EQ(Tuple->byteSize(), Max);
  // Exact below the limit.
  EXPECT_EQ(array(Ctx, ElementType::S8, {int64_t{1} << 62, 1})->byteSize(),
            int64_t{1} << 62);
}

} // namespace
} // namespace hlotrace
