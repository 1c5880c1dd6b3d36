//===- HistoryTest.cpp - instructionHistory on hand-written snapshots -----===//
//
// The three snapshots below are hand-written (not XLA dumps): a rename, then
// a fusion pass that clones two instructions into a fused computation, then
// a pass that replaces the multiply's operand.
//
//===----------------------------------------------------------------------===//

#include "hlotrace/Query/FusionProvenance.h"
#include "hlotrace/Query/History.h"

#include "QueryTestUtil.h"
#include "gmock/gmock.h"

namespace hlotrace {
namespace {

using testing::parseGood;

constexpr const char *kStep0 = R"(HloModule m

ENTRY %main (p0: f32[4], p1: f32[4]) -> f32[4] {
  %p0 = f32[4]{0} parameter(0)
  %p1 = f32[4]{0} parameter(1)
  %a = f32[4]{0} add(%p0, %p1), metadata={op_name="f/add"}
  %n = f32[4]{0} negate(%a), metadata={op_name="f/neg"}
  %k = f32[4]{0} abs(%p1), metadata={op_name="f/abs"}
  ROOT %m = f32[4]{0} multiply(%n, %k), metadata={op_name="f/mul"}
}
)";

constexpr const char *kStep1 = R"(HloModule m

ENTRY %main (p0: f32[4], p1: f32[4]) -> f32[4] {
  %p0 = f32[4]{0} parameter(0)
  %p1 = f32[4]{0} parameter(1)
  %a = f32[4]{0} add(%p0, %p1), metadata={op_name="f/add"}
  %n.1 = f32[4]{0} negate(%a), metadata={op_name="f/neg"}
  %k = f32[4]{0} abs(%p1), metadata={op_name="f/abs"}
  ROOT %m = f32[4]{0} multiply(%n.1, %k), metadata={op_name="f/mul"}
}
)";

constexpr const char *kStep2 = R"(HloModule m

%fused_computation (param_0: f32[4], param_1: f32[4]) -> f32[4] {
  %param_0 = f32[4]{0} parameter(0)
  %param_1 = f32[4]{0} parameter(1)
  %add.2 = f32[4]{0} add(%param_0, %param_1), metadata={op_name="f/add"}
  ROOT %n.1.1 = f32[4]{0} negate(%add.2), metadata={op_name="f/neg"}
}

ENTRY %main (p0: f32[4], p1: f32[4]) -> f32[4] {
  %p0 = f32[4]{0} parameter(0)
  %p1 = f32[4]{0} parameter(1)
  %neg_fusion = f32[4]{0} fusion(%p0, %p1), kind=kLoop, calls=%fused_computation, metadata={op_name="f/neg"}
  %k = f32[4]{0} abs(%p1), metadata={op_name="f/abs"}
  ROOT %m = f32[4]{0} multiply(%neg_fusion, %k), metadata={op_name="f/mul"}
}
)";

constexpr const char *kStep3 = R"(HloModule m

%fused_computation (param_0: f32[4], param_1: f32[4]) -> f32[4] {
  %param_0 = f32[4]{0} parameter(0)
  %param_1 = f32[4]{0} parameter(1)
  %add.2 = f32[4]{0} add(%param_0, %param_1), metadata={op_name="f/add"}
  ROOT %n.1.1 = f32[4]{0} negate(%add.2), metadata={op_name="f/neg"}
}

ENTRY %main (p0: f32[4], p1: f32[4]) -> f32[4] {
  %p0 = f32[4]{0} parameter(0)
  %p1 = f32[4]{0} parameter(1)
  %neg_fusion = f32[4]{0} fusion(%p0, %p1), kind=kLoop, calls=%fused_computation, metadata={op_name="f/neg"}
  %sq = f32[4]{0} multiply(%p1, %p1), metadata={op_name="f/sq"}
  ROOT %m = f32[4]{0} multiply(%neg_fusion, %sq), metadata={op_name="f/mul"}
}
)";

struct Fixture {
  std::shared_ptr<Context> Ctx = std::make_shared<Context>();
  std::vector<std::unique_ptr<Module>> Modules;
  std::vector<PassModule> Snaps;
  Fixture() {
    const char *Texts[] = {kStep0, kStep1, kStep2, kStep3};
    const char *Passes[] = {"start", "rename", "fusion", "algsimp"};
    for (int K = 0; K < 4; ++K) {
      Modules.push_back(parseGood(Texts[K], Ctx));
      Snaps.push_back({Modules.back().get(), K, "p", Passes[K]});
    }
  }
};

std::vector<HistoryEventKind> kinds(const InstructionHistory &H) {
  std::vector<HistoryEventKind> Out;
  for (const HistoryEvent &E : H.Events)
    Out.push_back(E.Kind);
  return Out;
}

TEST(HistoryTest, RenamedThenFused) {
  Fixture F;
  auto H = instructionHistory(F.Snaps, "n");
  ASSERT_TRUE(H.ok()) << H.status();
  EXPECT_THAT(kinds(*H), ::testing::ElementsAre(HistoryEventKind::Present,
                                                HistoryEventKind::Renamed,
                                                HistoryEventKind::FusedInto));
  EXPECT_EQ(H->Events[1].Name, "n.1");
  EXPECT_EQ(H->Events[1].Pass, "rename");
  EXPECT_EQ(H->Events[1].Match, MatchKind::ByRenamedSuffix);
  const HistoryEvent &Fused = H->Events[2];
  EXPECT_EQ(Fused.Step, 2);
  EXPECT_EQ(Fused.Pass, "fusion");
  EXPECT_EQ(Fused.Into, "neg_fusion");
  EXPECT_EQ(Fused.IntoComputation, "fused_computation");
  EXPECT_EQ(Fused.Clone, "n.1.1");
  // The history follows the clone to the end.
  EXPECT_EQ(H->FinalName, "n.1.1");
  EXPECT_EQ(H->FinalComputation, "fused_computation");
}

TEST(HistoryTest, FusedCloneWithAnotherName) {
  Fixture F;
  auto H = instructionHistory(F.Snaps, "a");
  ASSERT_TRUE(H.ok()) << H.status();
  EXPECT_THAT(kinds(*H), ::testing::ElementsAre(HistoryEventKind::Present,
                                                HistoryEventKind::FusedInto));
  EXPECT_EQ(H->Events[1].Clone, "add.2");
}

TEST(HistoryTest, ReplacedAndCreated) {
  Fixture F;
  auto K = instructionHistory(F.Snaps, "k");
  ASSERT_TRUE(K.ok());
  ASSERT_EQ(K->Events.size(), 2u);
  EXPECT_EQ(K->Events[1].Kind, HistoryEventKind::Replaced);
  EXPECT_EQ(K->Events[1].Into, "sq");
  EXPECT_EQ(K->Events[1].Step, 3);
  EXPECT_TRUE(K->FinalName.empty());

  auto Fusion = instructionHistory(F.Snaps, "neg_fusion");
  ASSERT_TRUE(Fusion.ok());
  ASSERT_EQ(Fusion->Events.size(), 1u);
  EXPECT_EQ(Fusion->Events[0].Kind, HistoryEventKind::Created);
  EXPECT_EQ(Fusion->Events[0].Pass, "fusion");
}

TEST(HistoryTest, UnknownNameIsNotFound) {
  Fixture F;
  auto H = instructionHistory(F.Snaps, "nope");
  EXPECT_EQ(H.status().code(), absl::StatusCode::kNotFound);
}

TEST(FusionProvenanceTest, AbsorbedInstructionsAndPass) {
  Fixture F;
  std::vector<FusionOrigin> P = fusionProvenance(F.Snaps, 3);
  ASSERT_EQ(P.size(), 1u);
  EXPECT_EQ(P[0].Fusion, "neg_fusion");
  EXPECT_EQ(P[0].CreatedStep, 2);
  EXPECT_EQ(P[0].CreatedPass, "fusion");
  ASSERT_EQ(P[0].Absorbed.size(), 2u);
  EXPECT_EQ(P[0].Absorbed[0].Name, "a");
  EXPECT_EQ(P[0].Absorbed[0].Clone, "add.2");
  EXPECT_EQ(P[0].Absorbed[1].Name, "n.1");
  EXPECT_FALSE(P[0].Absorbed[1].Duplicated);
  EXPECT_TRUE(P[0].Unattributed.empty());
}

} // namespace
} // namespace hlotrace
