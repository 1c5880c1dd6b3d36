//===- LineageScoreTest.cpp - The lineage truth's scope: live code --------===//
//
// benchmarks/LineageScore.cpp scores lineage against op_name labels. It
// leaves out computations the entry does not reach (a pass's leftovers,
// which the next dce deletes) unless ScoreOptions::ScoreDeadCode is set.
// Checked on XLA:GPU's priority fusion (step 70 of `vit_patch` compiled for
// the H100, unittests/data/xla-lineage-gpu-pairs): it fuses each Triton
// softmax fusion into its consumers and leaves 71 fused computations behind,
// called by nothing.
//
//===----------------------------------------------------------------------===//

#include "LineageDumpFixture.h"
#include "LineageScore.h"

#include "absl/container/flat_hash_set.h"
#include "absl/strings/str_split.h"

namespace hlotrace {
namespace {

using namespace lineage_test;

/// Names of the computations of `M` that no path from the entry calls.
absl::flat_hash_set<std::string> deadComputations(const Module &M) {
  absl::flat_hash_set<const Computation *> Live;
  std::vector<const Computation *> Stack{M.entry()};
  while (!Stack.empty()) {
    const Computation *C = Stack.back();
    Stack.pop_back();
    if (C && Live.insert(C).second)
      for (const Computation *Callee : M.callees(*C))
        Stack.push_back(Callee);
  }
  absl::flat_hash_set<std::string> Dead;
  for (const Computation *C : M.computations())
    if (!Live.contains(C))
      Dead.insert(std::string(C->name()));
  return Dead;
}

/// The computation part of a Miss end ("computation/name").
std::string computationOf(const std::string &End) {
  std::vector<std::string> Parts = absl::StrSplit(End, '/');
  return Parts.front();
}

TEST(LineageScoreTest, LeftoversOfPriorityFusionAreNotScored) {
  Program P("vit_patch_h100", "xla-lineage-gpu-pairs");
  auto L = P.lineage(70);
  ASSERT_TRUE(L && P.Old && P.New);
  absl::flat_hash_set<std::string> DeadOld = deadComputations(*P.Old),
                                   DeadNew = deadComputations(*P.New);
  EXPECT_TRUE(DeadOld.empty());
  ASSERT_EQ(DeadNew.size(), 71u);
  EXPECT_TRUE(DeadNew.contains("triton_softmax_computation.6"));

  std::vector<truth::Miss> WithDead, Live;
  truth::ScoreOptions All;
  All.ScoreDeadCode = true;
  truth::Score SD = truth::scoreStep(*P.Old, *P.New, *L, &WithDead, 100000, All);
  truth::Score SL = truth::scoreStep(*P.Old, *P.New, *L, &Live, 100000);

  // Scoring the leftovers expects links into them that no query from the
  // final module can follow: hundreds of misses there.
  size_t IntoDead = 0;
  for (const truth::Miss &M : WithDead)
    IntoDead += M.What == truth::Miss::Missed && DeadNew.contains(computationOf(M.New));
  EXPECT_GT(IntoDead, 400u);
  // Live only: no miss or wrong link names a dead computation, the truth
  // shrinks by at least those pairs, and recall is what is left.
  for (const truth::Miss &M : Live) {
    EXPECT_FALSE(DeadNew.contains(computationOf(M.New))) << M.Old << " -> " << M.New;
    EXPECT_FALSE(DeadOld.contains(computationOf(M.Old))) << M.Old << " -> " << M.New;
  }
  EXPECT_LE(SL.Truth + IntoDead, SD.Truth);
  EXPECT_LT(SD.recall(), 0.8);
  EXPECT_GT(SL.recall(), 0.99);
  // Precision counts the same links (none of the engine's goes into a
  // leftover computation).
  EXPECT_EQ(SL.Predicted, SD.Predicted);
  EXPECT_EQ(SL.Correct, SD.Correct);
}

} // namespace
} // namespace hlotrace
