//===- RollupTest.cpp - rollupTrace and SourceIndex -----------------------===//
//
// Hand-written modules (not XLA dumps).
//
//===----------------------------------------------------------------------===//

#include "hlotrace/Query/Rollup.h"

#include "QueryTestUtil.h"
#include "gmock/gmock.h"

namespace hlotrace {
namespace {

using testing::parseGood;

constexpr const char *kA = R"(HloModule m

FileNames
1 "model.py"

FunctionNames
1 "f"

FileLocations
1 {file_name_id=1 function_name_id=1 line=12 end_line=12 column=1 end_column=9}

StackFrames
1 {file_location_id=1 parent_frame_id=1}

ENTRY %main (p0: f32[4]) -> f32[4] {
  %p0 = f32[4]{0} parameter(0)
  %a = f32[4]{0} negate(%p0), metadata={op_name="f/neg" stack_frame_id=1}
  ROOT %b = f32[4]{0} abs(%a), metadata={op_name="f/abs" source_file="other.py" source_line=7}
}
)";

constexpr const char *kB = R"(HloModule m

FileNames
1 "model.py"

FunctionNames
1 "f"

FileLocations
1 {file_name_id=1 function_name_id=1 line=12 end_line=12 column=1 end_column=9}

StackFrames
1 {file_location_id=1 parent_frame_id=1}

ENTRY %main (p0: f32[4]) -> f32[4] {
  %p0 = f32[4]{0} parameter(0)
  ROOT %b = f32[4]{0} abs(%p0), metadata={op_name="f/abs" source_file="other.py" source_line=7}
}
)";

TEST(RollupTest, SourceIndexResolvesStackFrames) {
  auto Ctx = std::make_shared<Context>();
  auto A = parseGood(kA, Ctx);
  SourceIndex S(*A);
  EXPECT_EQ(S.location(*A->entry()->find("a")), "model.py:12");
  EXPECT_EQ(S.location(*A->entry()->find("b")), "other.py:7");
  EXPECT_EQ(S.location(*A->entry()->find("p0")), "");
}

TEST(RollupTest, PerPassAndPerSource) {
  auto Ctx = std::make_shared<Context>();
  auto A = parseGood(kA, Ctx), B = parseGood(kB, Ctx);
  std::vector<PassModule> Snaps = {{A.get(), 0, "simp", "start"},
                                    {B.get(), 1, "simp", "algsimp"},
                                    {B.get(), 2, "other", "dce"}};
  TraceRollup R = rollupTrace(Snaps);
  ASSERT_EQ(R.Passes.size(), 2u);
  EXPECT_EQ(R.Passes[0].Pass, "algsimp");
  EXPECT_EQ(R.Passes[0].InstructionsRemoved, 1);
  EXPECT_EQ(R.Passes[0].InstructionsChanged, 1);
  EXPECT_EQ(R.Passes[1].InstructionsRemoved + R.Passes[1].InstructionsAdded,
            0);
  ASSERT_EQ(R.ByPipeline.size(), 1u);
  EXPECT_EQ(R.ByPipeline[0].Key, "simp");
  EXPECT_EQ(R.ByPipeline[0].total(), 2);
  ASSERT_EQ(R.BySourceLocation.size(), 2u);
  std::vector<std::string> Keys = {R.BySourceLocation[0].Key,
                                   R.BySourceLocation[1].Key};
  EXPECT_THAT(Keys, ::testing::UnorderedElementsAre("model.py:12",
                                                    "other.py:7"));
  ASSERT_EQ(R.ByOpName.size(), 2u);
}

} // namespace
} // namespace hlotrace
