//===- LineageOrderTest.cpp - Lineage and the order instructions print in -===//
//
// A computation's content hash (LineageKeys.cpp) stands for what it
// computes; whether the order in which its instructions are listed counts
// too decides whether a pass that only re-sorts a reducer's independent
// instructions changes the lineage of every reduce that calls it.
//
//===----------------------------------------------------------------------===//

#include "hlotrace/Query/Lineage.h"

#include <string>

#include "QueryTestUtil.h"
#include "gtest/gtest.h"

namespace hlotrace {
namespace {

/// A reduce whose reducer computes `max(a, b) + (a + b)`; `MaxFirst` says
/// which of the two independent halves the reducer lists first.
std::string reduceModule(bool MaxFirst) {
  std::string Max = "  %m = f32[] maximum(f32[] %a, f32[] %b)\n";
  std::string Add = "  %s = f32[] add(f32[] %a, f32[] %b)\n";
  return "HloModule m\n\n"
         "%red (a: f32[], b: f32[]) -> f32[] {\n"
         "  %a = f32[] parameter(0)\n"
         "  %b = f32[] parameter(1)\n" +
         (MaxFirst ? Max + Add : Add + Max) +
         "  ROOT %r = f32[] add(f32[] %m, f32[] %s)\n"
         "}\n\n"
         "ENTRY %e (p: f32[8]) -> f32[] {\n"
         "  %p = f32[8] parameter(0)\n"
         "  %z = f32[] constant(0)\n"
         "  ROOT %x = f32[] reduce(f32[8] %p, f32[] %z), dimensions={0}, "
         "to_apply=%red\n"
         "}\n";
}

/// The link of the reduce `x` across the step from `Old` to `New`.
LineageLink reduceLink(bool OldMaxFirst, bool NewMaxFirst) {
  auto Ctx = std::make_shared<Context>();
  auto Old = testing::parseGood(reduceModule(OldMaxFirst), Ctx);
  auto New = testing::parseGood(reduceModule(NewMaxFirst), Ctx);
  EXPECT_TRUE(Old && New);
  if (!Old || !New)
    return {};
  auto L = computeLineage(*Old, *New);
  EXPECT_TRUE(L.ok()) << L.status();
  if (!L.ok())
    return {};
  const Instruction *OX = Old->entry()->find("x");
  const Instruction *NX = New->entry()->find("x");
  for (const LineageLink *K : L->successors(*OX))
    if (K->New == NX)
      return *K;
  ADD_FAILURE() << "no link from x to x";
  return {};
}

// The same listing: the reduce continues as itself.
TEST(LineageOrderTest, SameReducerSameLink) {
  LineageLink K = reduceLink(true, true);
  EXPECT_EQ(K.Kind, LinkKind::Same);
  EXPECT_EQ(K.Confidence, 1.0f);
}

// Only the order of two independent instructions of the reducer differs:
// the reduce computes the same, and its link says so.
TEST(LineageOrderTest, ReducerListingOrderDoesNotCount) {
  LineageLink K = reduceLink(true, false);
  EXPECT_EQ(K.Kind, LinkKind::Same) << linkKindName(K.Kind);
  EXPECT_EQ(K.Confidence, 1.0f);
}

} // namespace
} // namespace hlotrace
