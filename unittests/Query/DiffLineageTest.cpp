//===- DiffLineageTest.cpp - diff paired by lineage on real XLA dumps -----===//
//
// unittests/data/xla-lineage/sharded: XLA:CPU's `.*` dump of a Shardy +
// SPMD training step on 8 host devices, every JAX equation under a unique
// name scope (so metadata op_name names where an instruction came from).
// Step 4 is Shardy's export (`shardy-xla`): it renumbers every instruction
// and writes the propagated shardings.
//
//===----------------------------------------------------------------------===//

#include "hlotrace/Query/Diff.h"

#include "gmock/gmock.h"
#include "gtest/gtest.h"
#include "hlotrace/Query/ModuleLineage.h"
#include "hlotrace/Query/TraceQueries.h"

namespace hlotrace {
namespace {

class ShardedDiffTest : public ::testing::Test {
protected:
  void SetUp() override {
    auto Loaded = Trace::load(HLOTRACE_TEST_DATA "/xla-lineage/sharded");
    ASSERT_TRUE(Loaded.ok()) << Loaded.status();
    T = std::move(*Loaded);
    auto Found = findModule(*T, "jit_sharded_step");
    ASSERT_TRUE(Found.ok()) << Found.status();
    M = *Found;
  }
  StepDiff diffAt(int64_t Number) {
    StepSelector Which;
    Which.Number = Number;
    auto S = findStep(*M, Which);
    EXPECT_TRUE(S.ok()) << S.status();
    auto D = diffWithPrevious(*M, **S);
    EXPECT_TRUE(D.ok()) << D.status();
    return std::move(*D);
  }
  std::unique_ptr<Trace> T;
  const ModuleTrace *M = nullptr;
};

std::string opName(const Instruction &I) {
  auto MD = I.metadata();
  return MD ? MD->OpName : std::string();
}

const InstructionChange *changeOf(const ComputationDiff &C,
                                  absl::string_view NewName) {
  for (const InstructionChange &X : C.Instructions)
    if (X.New && X.New->name() == NewName)
      return &X;
  return nullptr;
}

TEST_F(ShardedDiffTest, ShardyStepShowsShardingPerInstruction) {
  StepDiff D = diffAt(4);
  EXPECT_EQ(D.Diff.Pairing, DiffPairing::Lineage);
  ASSERT_FALSE(D.Diff.Computations.empty());
  const ComputationDiff &Entry = D.Diff.Computations.front();
  ASSERT_TRUE(Entry.IsEntry);
  const InstructionChange *Dot = changeOf(Entry, "dot_general.0");
  ASSERT_NE(Dot, nullptr);
  ASSERT_EQ(Dot->Kind, ChangeKind::Changed);
  ASSERT_NE(Dot->Old, nullptr);
  EXPECT_EQ(Dot->Old->name(), "dot_general.8");
  EXPECT_EQ(Dot->Match, MatchKind::ByLineage);
  EXPECT_EQ(Dot->Link, LinkKind::Changed);
  EXPECT_EQ(Dot->Confidence, 1.0f);
  bool SawSharding = false;
  for (const FieldChange &F : Dot->Fields)
    if (F.Field == "sharding") {
      SawSharding = true;
      EXPECT_EQ(F.Old, "");
      EXPECT_EQ(F.New, "{devices=[4,2]<=[8]}");
    }
  EXPECT_TRUE(SawSharding);
}

// Every pair structure proved joins two instructions of one JAX equation
// (equal op_name). And it
// pairs most of the entry: Shardy renumbered every instruction, so names
// would pair almost nothing.
TEST_F(ShardedDiffTest, ShardyPairsAgreeWithLabels) {
  StepDiff D = diffAt(4);
  const ComputationDiff &Entry = D.Diff.Computations.front();
  size_t Paired = 0, SameName = 0, Checked = 0;
  for (const InstructionChange &C : Entry.Instructions) {
    if (!C.Old || !C.New)
      continue;
    ++Paired;
    SameName += C.Old->name() == C.New->name();
    EXPECT_EQ(C.Match, MatchKind::ByLineage) << C.New->name();
    // Shardy drops the metadata of constants and names the broadcasts it
    // makes after their old instruction: only two labels are compared.
    // Links below confidence 1 (name and opcode deciding what structure
    // could not) are shown with their confidence and not held to this.
    std::string A = opName(*C.Old), B = opName(*C.New);
    if (A.empty() || B.empty() || B == C.Old->name() || C.Confidence < 1)
      continue;
    ++Checked;
    EXPECT_EQ(A, B) << C.Old->name() << " -> " << C.New->name() << " "
                    << linkKindName(C.Link) << " " << C.Confidence;
  }
  EXPECT_GT(Checked, 60u);
  EXPECT_GT(Paired, 2 * static_cast<size_t>(Entry.Added));
  EXPECT_LT(SameName, Paired / 4);
  ModuleDiff ByNames = diffModules(*D.OldModule, *D.NewModule);
  EXPECT_EQ(ByNames.Pairing, DiffPairing::Names);
  EXPECT_GT(ByNames.InstructionsAdded, D.Diff.InstructionsAdded);
}

// A lineage the caller already has gives the same diff.
TEST_F(ShardedDiffTest, GivenLineageGivesTheSameDiff) {
  StepDiff D = diffAt(4);
  auto L = computeLineage(*D.OldModule, *D.NewModule);
  ASSERT_TRUE(L.ok()) << L.status();
  DiffOptions O;
  O.Pairing = DiffPairing::Lineage;
  O.Lineage = &*L;
  ModuleDiff Again = diffModules(*D.OldModule, *D.NewModule, O);
  EXPECT_EQ(Again.InstructionsAdded, D.Diff.InstructionsAdded);
  EXPECT_EQ(Again.InstructionsRemoved, D.Diff.InstructionsRemoved);
  EXPECT_EQ(Again.InstructionsChanged, D.Diff.InstructionsChanged);
  EXPECT_EQ(Again.ComputationsChanged, D.Diff.ComputationsChanged);
}

// Leaving out callers, field texts and LinkedTo changes nothing else.
TEST_F(ShardedDiffTest, LeavingOutDetailsKeepsThePairing) {
  StepDiff D = diffAt(4);
  auto L = computeLineage(*D.OldModule, *D.NewModule);
  ASSERT_TRUE(L.ok()) << L.status();
  DiffOptions Full;
  Full.Pairing = DiffPairing::Lineage;
  Full.Lineage = &*L;
  DiffOptions Lean = Full;
  Lean.Callers = Lean.Fields = Lean.LinkedTo = false;
  ModuleDiff A = diffModules(*D.OldModule, *D.NewModule, Full);
  ModuleDiff B = diffModules(*D.OldModule, *D.NewModule, Lean);
  ASSERT_EQ(A.Computations.size(), B.Computations.size());
  EXPECT_EQ(A.InstructionsAdded, B.InstructionsAdded);
  EXPECT_EQ(A.InstructionsRemoved, B.InstructionsRemoved);
  EXPECT_EQ(A.InstructionsChanged, B.InstructionsChanged);
  size_t Callers = 0, Fields = 0, Linked = 0;
  for (size_t K = 0; K < A.Computations.size(); ++K) {
    const ComputationDiff &X = A.Computations[K], &Y = B.Computations[K];
    EXPECT_EQ(X.Old, Y.Old);
    EXPECT_EQ(X.New, Y.New);
    EXPECT_EQ(X.Kind, Y.Kind);
    EXPECT_EQ(X.Match, Y.Match);
    EXPECT_TRUE(Y.Callers.empty());
    Callers += X.Callers.size();
    ASSERT_EQ(X.Instructions.size(), Y.Instructions.size());
    for (size_t J = 0; J < X.Instructions.size(); ++J) {
      const InstructionChange &P = X.Instructions[J], &Q = Y.Instructions[J];
      EXPECT_EQ(P.Old, Q.Old);
      EXPECT_EQ(P.New, Q.New);
      EXPECT_EQ(P.Kind, Q.Kind);
      EXPECT_EQ(P.Match, Q.Match);
      EXPECT_EQ(P.What, Q.What);
      EXPECT_EQ(P.ChangedAttributeNames, Q.ChangedAttributeNames);
      EXPECT_TRUE(Q.Fields.empty());
      EXPECT_TRUE(Q.LinkedTo.empty());
      Fields += P.Fields.size();
      Linked += P.LinkedTo.size();
    }
  }
  // The step has all three, so leaving them out was tested.
  EXPECT_GT(Callers, 0u);
  EXPECT_GT(Fields, 0u);
  EXPECT_GT(Linked, 0u);
}

// From before Shardy to after SPMD partitioning (steps 2 to 8): the
// lineage of each step between, composed, pairs what one comparison of the
// two ends cannot, and what structure proved agrees with the labels.
TEST_F(ShardedDiffTest, RangeDiffComposesTheStepsBetween) {
  StepSelector A, B;
  A.Number = 2;
  B.Number = 8;
  auto From = findStep(*M, A), To = findStep(*M, B);
  ASSERT_TRUE(From.ok() && To.ok());
  auto D = diffSteps(*M, **From, **To);
  ASSERT_TRUE(D.ok()) << D.status();
  DiffOptions Direct;
  Direct.Pairing = DiffPairing::Lineage;
  ModuleDiff Ends = diffModules(*D->OldModule, *D->NewModule, Direct);
  auto Paired = [](const ModuleDiff &X) {
    size_t N = 0;
    for (const ComputationDiff &C : X.Computations)
      for (const InstructionChange &I : C.Instructions)
        N += I.Old && I.New;
    return N;
  };
  EXPECT_GT(Paired(D->Diff), Paired(Ends) + 50);
  size_t Checked = 0;
  for (const ComputationDiff &C : D->Diff.Computations)
    for (const InstructionChange &I : C.Instructions) {
      if (!I.Old || !I.New || I.Match != MatchKind::ByLineage ||
          I.Confidence < 1)
        continue;
      // Before Shardy some ops carry only their primitive's name
      // (`reduce_sum`), not the full path with the equation's label.
      std::string X = opName(*I.Old), Y = opName(*I.New);
      if (X.find('/') == std::string::npos ||
          Y.find('/') == std::string::npos || Y == I.Old->name())
        continue;
      ++Checked;
      EXPECT_EQ(X, Y) << I.Old->name() << " -> " << I.New->name();
    }
  EXPECT_GT(Checked, 60u);
}

TEST_F(ShardedDiffTest, BetweenRejectsABackwardRange) {
  auto S = loadSnapshots(*M);
  ASSERT_TRUE(S.ok()) << S.status();
  ModuleLineage L(S->Refs);
  EXPECT_EQ(L.between(3, 3).status().code(), absl::StatusCode::kOutOfRange);
  EXPECT_EQ(L.between(4, 2).status().code(), absl::StatusCode::kOutOfRange);
  auto One = L.between(4, 5);
  ASSERT_TRUE(One.ok()) << One.status();
  auto Step = L.step(5);
  ASSERT_TRUE(Step.ok());
  // One step composed is that step's links.
  EXPECT_EQ(One->links().size(), (*Step)->links().size());
  EXPECT_EQ(One->removed().size(), (*Step)->removed().size());
}

// SPMD partitioning: the same instructions with per-device shapes.
TEST_F(ShardedDiffTest, PartitionedShapesPairWithTheirOriginals) {
  StepDiff D = diffAt(5);
  const ComputationDiff &Entry = D.Diff.Computations.front();
  ASSERT_TRUE(Entry.IsEntry);
  size_t Partitioned = 0;
  for (const InstructionChange &C : Entry.Instructions)
    if (C.Kind == ChangeKind::Changed && C.Link == LinkKind::Partitioned) {
      ++Partitioned;
      EXPECT_TRUE(C.What & ChangedShape) << C.New->name();
      EXPECT_EQ(C.Old->opcode(), C.New->opcode()) << C.New->name();
    }
  EXPECT_GT(Partitioned, 20u);
}

// XLA:CPU MLP, step 19 (fusion): what left the entry says which fused copy
// it became, and a constant copied into two fusions names both.
TEST(MlpDiffTest, RemovedInstructionsNameTheirFusedCopies) {
  auto T = Trace::load(HLOTRACE_TEST_DATA "/xla-cpu/full/mlp");
  ASSERT_TRUE(T.ok()) << T.status();
  auto M = findModule(**T, "jit_mlp");
  ASSERT_TRUE(M.ok()) << M.status();
  StepSelector Fusion;
  Fusion.Pass = "fusion";
  auto S = findStep(**M, Fusion);
  ASSERT_TRUE(S.ok()) << S.status();
  auto D = diffWithPrevious(**M, **S);
  ASSERT_TRUE(D.ok()) << D.status();
  const ComputationDiff *Main = D->Diff.find("main.4");
  ASSERT_NE(Main, nullptr);
  const InstructionChange *Add = nullptr, *Const = nullptr;
  for (const InstructionChange &C : Main->Instructions)
    if (C.Kind == ChangeKind::Removed && C.Old->name() == "add.11")
      Add = &C;
    else if (C.Kind == ChangeKind::Removed && C.Old->name() == "constant.6")
      Const = &C;
  ASSERT_NE(Add, nullptr);
  ASSERT_EQ(Add->LinkedTo.size(), 1u);
  EXPECT_EQ(Add->LinkedTo[0]->name(), "add.4");
  EXPECT_EQ(Add->LinkedTo[0]->parent()->name(), "fused_computation.6");
  EXPECT_EQ(Add->Link, LinkKind::Fused);
  ASSERT_NE(Const, nullptr);
  EXPECT_EQ(Const->Link, LinkKind::Duplicated);
  ASSERT_EQ(Const->LinkedTo.size(), 2u);
  EXPECT_NE(Const->LinkedTo[0]->parent(), Const->LinkedTo[1]->parent());
  // Paired by names, nothing is linked.
  ModuleDiff ByNames = diffModules(*D->OldModule, *D->NewModule);
  for (const ComputationDiff &C : ByNames.Computations)
    for (const InstructionChange &I : C.Instructions)
      EXPECT_TRUE(I.LinkedTo.empty());
}

} // namespace
} // namespace hlotrace
