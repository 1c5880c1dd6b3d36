//===- RealDumpTest.cpp - Queries over real XLA:CPU pass dumps ------------===//
//
// unittests/data/xla-cpu/full/mlp holds the per-pass dumps XLA:CPU wrote for
// a two-layer MLP (jax.jit, --xla_dump_hlo_pass_re=.*). These tests check
// the queries against what is known of that compilation: step 0019 is the
// CPU fusion pass, steps 0012 and 0013 are byte-identical, the first matmul
// becomes a `__ynn_fusion` custom fusion in the dot-library pipeline.
//
//===----------------------------------------------------------------------===//

#include "hlotrace/Query/Diff.h"
#include "hlotrace/Query/Rollup.h"

#include "QueryTestUtil.h"
#include "gmock/gmock.h"

namespace hlotrace {
namespace {

using testing::loadPassSequence;
using testing::xlaCpuDir;

class MlpTest : public ::testing::Test {
protected:
  static void SetUpTestSuite() {
    Seq = new testing::PassSequence(
        loadPassSequence(xlaCpuDir("full/mlp"), "module_0000.jit_mlp"));
  }
  static void TearDownTestSuite() { delete Seq; }
  static size_t indexOfStep(int Step) {
    for (size_t K = 0; K < Seq->Snapshots.size(); ++K)
      if (Seq->Snapshots[K].Number == Step)
        return K;
    ADD_FAILURE() << "no step " << Step;
    return 0;
  }
  static testing::PassSequence *Seq;
};
testing::PassSequence *MlpTest::Seq = nullptr;

TEST_F(MlpTest, Loaded) {
  ASSERT_EQ(Seq->Snapshots.size(), 26u);
  EXPECT_EQ(Seq->Snapshots[19].Pass, "fusion");
  EXPECT_EQ(Seq->Snapshots[19].Pipeline, "HLO_passes_after_layout_assignment");
}

TEST_F(MlpTest, IdenticalDumpsDiffEmpty) {
  const auto &S = Seq->Snapshots;
  ModuleDiff D = diffModules(*S[indexOfStep(12)].M, *S[indexOfStep(13)].M);
  EXPECT_TRUE(D.empty());
  EXPECT_EQ(D.ComputationsUnchanged,
            static_cast<int64_t>(S[indexOfStep(13)].M->computations().size()));
}

TEST_F(MlpTest, FusionPassCreatesFusions) {
  const auto &S = Seq->Snapshots;
  size_t K = indexOfStep(19);
  ModuleDiff D = diffModules(*S[K - 1].M, *S[K].M);
  EXPECT_EQ(D.ComputationsAdded, 5);
  EXPECT_EQ(D.ComputationsRemoved, 0);
  const ComputationDiff *Main = D.find("main.4");
  ASSERT_NE(Main, nullptr);
  int AddedFusions = 0;
  for (const InstructionChange &C : Main->Instructions)
    if (C.Kind == ChangeKind::Added && C.New->opcode() == Opcode::Fusion)
      ++AddedFusions;
  EXPECT_EQ(AddedFusions, 5);
  // The elementwise chain left the entry computation.
  EXPECT_EQ(Main->Removed, 18);
  // The second matmul's fusion is kept; only its operand changed.
}

TEST_F(MlpTest, RollupPutsFusionPassFirstInItsPipeline) {
  TraceRollup R = rollupTrace(Seq->Snapshots);
  ASSERT_EQ(R.Passes.size(), Seq->Snapshots.size() - 1);
  const PassChange &Fusion = R.Passes[indexOfStep(19) - 1];
  EXPECT_EQ(Fusion.Pass, "fusion");
  EXPECT_EQ(Fusion.ComputationsAdded, 5);
  const RollupRow *Row = nullptr;
  for (const RollupRow &X : R.ByPass)
    if (X.Key == "fusion")
      Row = &X;
  ASSERT_NE(Row, nullptr);
  EXPECT_GT(Row->Added, 0);
  // JAX metadata carries stack_frame_id only; locations resolve through
  // the module's stack-frame index to gen_dumps.py lines.
  bool SawGenDumps = false;
  for (const RollupRow &X : R.BySourceLocation)
    SawGenDumps |= X.Key.rfind("gen_dumps.py:", 0) == 0;
  EXPECT_TRUE(SawGenDumps);
}

} // namespace
} // namespace hlotrace
