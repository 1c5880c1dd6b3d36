//===- LineageTruthDumpTest.cpp - Link kinds on the ground-truth dumps ----===//
//
// Concrete links on the committed lineage ground-truth dumps
// (unittests/data/xla-lineage, made by scripts/xla/gen_lineage_dumps.py):
// SPMD partitioning and Shardy, a reducer the partitioner cloned, single
// ops that fusion-wrapper wrapped, remat's twin reduces, CSE of a chain. Metadata is hidden
// from the engine, as in benchmarks/LineageTruth, so structure alone must
// decide; each expected pair was read off the two dump files (the op_name
// of both ends names the same JAX equation).
//
//===----------------------------------------------------------------------===//

#include "LineageDumpFixture.h"

namespace hlotrace {
namespace {

using namespace lineage_test;

// Step 5 of `sharded` is the SPMD partitioner's rewrite of the entry
// (main.17 -> main.17_spmd): shapes become per-shard shapes, and an
// all-reduce follows each partial reduce or dot, a dynamic-slice reshards.
// Each op is followed through what was put between it and its operands.
TEST(LineageTruthDumpTest, PartitionedThroughCollectivesAndResharding) {
  Program P("sharded");
  auto L = P.lineage(5);
  ASSERT_TRUE(L && P.Old && P.New);
  const Module &Old = *P.Old, &New = *P.New;
  ASSERT_EQ(New.entry()->name(), "main.17_spmd");
  struct {
    const char *Old, *New;
    LinkKind Kind;
  } Cases[] = {
      // f32[16,16] -> f32[4,16], its operand behind an all-reduce.
      {"tanh.0", "tanh.2", LinkKind::Partitioned},
      // f32[16,1] -> f32[4,1]: a reshape of the all-reduce of reduce.1.
      {"broadcast_in_dim.4", "broadcast_in_dim.25", LinkKind::Partitioned},
      // Through dynamic-slice at partition-id offsets, transpose and copy.
      {"transpose.1", "transpose.15", LinkKind::Partitioned},
      // The dot whose result is now partial: f32[16,16] -> f32[4,16].
      {"dot_general.1", "dot.1", LinkKind::Partitioned},
      // A scalar after the all-reduce keeps its shape, gains a sharding.
      {"div.2", "div.17", LinkKind::Changed},
  };
  for (const auto &C : Cases) {
    const LineageLink *K = linkBetween(L.value(), find(Old, "main.17", C.Old),
                                       find(New, "main.17_spmd", C.New));
    ASSERT_NE(K, nullptr) << C.Old << " -> " << C.New << "; got "
                          << ::testing::PrintToString(successors(
                                 L.value(), find(Old, "main.17", C.Old)));
    EXPECT_EQ(K->Kind, C.Kind) << C.Old << ": " << linkKindName(K->Kind);
    EXPECT_EQ(K->Confidence, 1.0f) << C.Old;
  }
  // The collectives are the partitioner's own.
  EXPECT_THAT(L->created(),
              ::testing::Contains(find(New, "main.17_spmd", "all-reduce")));
  EXPECT_THAT(L->created(),
              ::testing::Contains(find(New, "main.17_spmd", "dynamic-slice.7")));
}

// Same step: the all-reduce after reduce.1 calls region_1.2.clone, a copy of
// reduce.1's reducer region_1.2 (which stays). A dozen reducers have equal
// content; the clone's caller reads what continues the reduce that calls
// region_1.2, and that decides, without names.
TEST(LineageTruthDumpTest, ClonedReducerFollowsItsCaller) {
  Program P("sharded");
  auto L = P.lineage(5, /*UseNames=*/false);
  ASSERT_TRUE(L && P.Old && P.New);
  const Module &Old = *P.Old, &New = *P.New;
  const Instruction *Add = find(Old, "region_1.2", "reduce_sum.8");
  EXPECT_THAT(successors(*L, Add),
              ::testing::UnorderedElementsAre(
                  "region_1.2/reduce_sum.8", "region_1.2.clone/reduce_sum.109"));
  const LineageLink *K =
      linkBetween(*L, Add, find(New, "region_1.2.clone", "reduce_sum.109"));
  ASSERT_NE(K, nullptr);
  EXPECT_EQ(K->Kind, LinkKind::Cloned);
  // Its parameters too, by position.
  const LineageLink *P1 =
      linkBetween(*L, find(Old, "region_1.2", "reduce_sum.7"),
                  find(New, "region_1.2.clone", "reduce_sum.108"));
  ASSERT_NE(P1, nullptr);
  EXPECT_EQ(P1->Kind, LinkKind::Cloned);
  // Not the reducer of another reduce.
  EXPECT_EQ(linkBetween(*L, find(Old, "region_2.3", "reduce_sum.14"),
                        find(New, "region_1.2.clone", "reduce_sum.109")),
            nullptr);
}

// Step 4 of `sharded` is Shardy's export (main.22 -> main.17): sharding
// custom-calls become copies, constants are deduplicated and every reducer
// is renamed. The reduce behind a former custom-call is still found, and
// with it its renamed reducer (not another equal one).
TEST(LineageTruthDumpTest, ShardyExportKeepsLineage) {
  Program P("sharded");
  auto L = P.lineage(4);
  ASSERT_TRUE(L && P.Old && P.New);
  const Module &Old = *P.Old, &New = *P.New;
  EXPECT_THAT(successors(*L, find(Old, "main.22", "reduce_sum.94")),
              ::testing::ElementsAre("main.17/reduce_sum.36"));
  EXPECT_THAT(successors(*L, find(Old, "region_0.2", "reduce_sum.5")),
              ::testing::ElementsAre("region_1.2/reduce_sum.8"));
  EXPECT_THAT(successors(*L, find(Old, "region_8.13", "reduce_sum.41")),
              ::testing::ElementsAre("region_8.9/reduce_sum.35"));
  // custom-call(Sharding) -> copy of the same operand: a rewrite.
  const LineageLink *K =
      linkBetween(*L, find(Old, "main.22", "sharding_constraint.6"),
                  find(New, "main.17", "sharding_constraint.0"));
  ASSERT_NE(K, nullptr);
  EXPECT_EQ(K->Kind, LinkKind::Rewritten);
}

// Step 3 of `rng` is flatten-call-graph: the nested jit `_normal.17` stays
// for its caller in the entry, and what it calls is copied for further
// call sites. A call in a computation that lives on is not merged into the
// entry's call of that computation (structure alone, names hidden), and
// what the step copied is cloned from what the copy's call site called.
TEST(LineageTruthDumpTest, FlattenedCallGraphCopiesFollowTheirCallSite) {
  Program P("rng");
  auto L = P.lineage(3, /*UseNames=*/false);
  ASSERT_TRUE(L && P.Old && P.New);
  const Module &Old = *P.Old, &New = *P.New;
  EXPECT_THAT(successors(*L, find(Old, "_normal.17", "jit__normal_real_.1")),
              ::testing::ElementsAre("_normal.17/jit__normal_real_.1"));
  EXPECT_THAT(successors(*L, find(Old, "_normal_6.24", "jit__normal_real_.3")),
              ::testing::ElementsAre("_normal_6.24/jit__normal_real_.3"));
  const Instruction *Add = find(Old, "closed_call.1", "add.16");
  EXPECT_THAT(successors(*L, Add),
              ::testing::UnorderedElementsAre("closed_call.1/add.16",
                                              "closed_call.1.clone/add.5",
                                              "closed_call.1.clone.1/add.39"));
  const LineageLink *K =
      linkBetween(*L, Add, find(New, "closed_call.1.clone", "add.5"));
  ASSERT_NE(K, nullptr);
  EXPECT_EQ(K->Kind, LinkKind::Cloned);
}

// Step 8 of `transformer` is dot_decomposer: a batched dot becomes
// reshapes around a canonical dot, one of them `reshape.239` of the shape
// and dimensions of `reshape.108` nearby, which the pass left alone but
// which was not linked yet when the created one looked for an old
// instruction to pair with in place. `reshape.108` continues as itself
// only; the created reshape is not paired in its place.
TEST(LineageTruthDumpTest, KeptInstructionIsNotPairedInPlaceOfACreatedOne) {
  Program P("transformer");
  auto L = P.lineage(8);
  ASSERT_TRUE(L && P.Old && P.New);
  EXPECT_THAT(successors(*L, find(*P.Old, "main.135", "reshape.108")),
              ::testing::ElementsAre("main.135/reshape.108"));
  // The batched dot itself: `dot_general.67` of [2,8,16] became `dot.2` of
  // its operands transposed and reshaped to [16,16], reshaped back by
  // `reshape.8`, which the dot's user now reads. Both are its rewrite.
  const Instruction *Dot = find(*P.Old, "main.135", "dot_general.67");
  EXPECT_THAT(successors(*L, Dot),
              ::testing::UnorderedElementsAre("main.135/dot.2",
                                              "main.135/reshape.8"));
  for (const LineageLink *K : L->successors(*Dot))
    EXPECT_EQ(K->Kind, LinkKind::Rewritten);
}

// Step 13 of `scan_layers` is reshape-mover: in the loop body,
// `multiply(broadcast_in_dim.0, broadcast.7)` of f32[4,1], whose first
// operand reshapes `reduce_sum.0`, becomes `multiply.13` of f32[4] reading
// `reduce_sum.0` itself and a new reshape of `broadcast.7`, reshaped back
// by `reshape.41`, which the users read. The old multiply is rewritten as
// both (the reshape it read was moved past it).
TEST(LineageTruthDumpTest, ReshapeMovedPastAnElementwiseOp) {
  Program P("scan_layers");
  auto L = P.lineage(13);
  ASSERT_TRUE(L && P.Old && P.New);
  const Instruction *Mul = find(*P.Old, "region_0.7", "multiply");
  EXPECT_THAT(successors(*L, Mul),
              ::testing::UnorderedElementsAre("region_0.7/multiply.13",
                                              "region_0.7/reshape.41"));
  for (const LineageLink *K : L->successors(*Mul))
    EXPECT_EQ(K->Kind, LinkKind::Rewritten);
}

// Step 26 of `rng` is CSE: two equal threefry loops (`while.248`,
// `while.253`) are merged into `while.247` and `while.252`; their bodies
// and conditions stay in the module, called by nothing, until dce. Each
// of their instructions is merged into its counterpart in the loop that
// now runs (the bodies list their instructions in another order).
TEST(LineageTruthDumpTest, BodyOfAMergedLoopMergesIntoTheKeptOne) {
  Program P("rng");
  auto L = P.lineage(26);
  ASSERT_TRUE(L && P.Old && P.New);
  const Instruction *Add =
      find(*P.Old, "region_4.12.clone.5.clone.clone", "add.893");
  const LineageLink *K = linkBetween(
      *L, Add, find(*P.New, "region_4.12.clone.1.clone.clone.clone", "add.881"));
  ASSERT_NE(K, nullptr);
  EXPECT_EQ(K->Kind, LinkKind::Merged);
  const Instruction *Lt = find(*P.Old, "region_5.13.clone.5.clone", "lt.34");
  EXPECT_THAT(successors(*L, Lt),
              ::testing::Contains("region_5.13.clone.1.clone.clone/lt.33"));
}

// Step 18 of `scan_layers` is while-loop-invariant-code-motion: the loop
// `while` gets a body and condition remade with other content (paired with
// the old ones); its key changes with them, so structure alone left the
// new `while.1` unlinked. It is the old loop whose callees its own continue.
// Likewise step 17 of `linalg` (simplify-while-loops, `while.3` ->
// `while.4`).
TEST(LineageTruthDumpTest, LoopWithRemadeBodyContinuesTheOldLoop) {
  Program P("scan_layers");
  auto L = P.lineage(18);
  ASSERT_TRUE(L && P.Old && P.New);
  EXPECT_THAT(successors(*L, find(*P.Old, "main.25", "while")),
              ::testing::Contains("main.25/while.1"));
  Program Q("linalg");
  auto M = Q.lineage(17);
  ASSERT_TRUE(M && Q.Old && Q.New);
  EXPECT_THAT(successors(*M, find(*Q.Old, "main.12", "while.3")),
              ::testing::Contains("main.12/while.4"));
}

// Step 36 of `rng` is fusion-wrapper: a while body's lone add and a while
// condition's compare are each wrapped in a fusion of their own. Both have
// twins (the body's two get-tuple-element(0)); the fusion's user, or for a
// root the old root, says which op each fused copy continues.
TEST(LineageTruthDumpTest, FusionWrapperWrapsSingleOps) {
  Program P("rng");
  auto L = P.lineage(36);
  ASSERT_TRUE(L && P.Old && P.New);
  const Module &Old = *P.Old, &New = *P.New;
  const LineageLink *Add = linkBetween(
      *L, find(Old, "region_0.2.clone.2.clone.clone", "add.845"),
      find(New, "wrapped_add_computation", "add.1176"));
  ASSERT_NE(Add, nullptr);
  EXPECT_EQ(Add->Kind, LinkKind::Fused);
  ASSERT_NE(Add->Via, nullptr);
  EXPECT_EQ(Add->Via->name(), "wrapped_add");
  const LineageLink *Lt =
      linkBetween(*L, find(Old, "region_1.3.clone.2.clone", "lt.30"),
                  find(New, "wrapped_compare_computation", "lt.44"));
  ASSERT_NE(Lt, nullptr);
  EXPECT_EQ(Lt->Kind, LinkKind::Fused);
}

// Step 52 of `transformer` is fusion: remat left two reduces of the same
// value that differ only in which (equal) reducer they call. Each fused
// copy continues the one that calls its reducer.
TEST(LineageTruthDumpTest, RematTwinsKeepTheirReducers) {
  Program P("transformer");
  auto L = P.lineage(52);
  ASSERT_TRUE(L && P.Old && P.New);
  const Module &Old = *P.Old;
  EXPECT_THAT(successors(*L, find(Old, "main.135", "reduce_sum.584")),
              ::testing::ElementsAre("fused_computation.243/reduce_sum.93"));
  EXPECT_THAT(successors(*L, find(Old, "main.135", "reduce_sum.635")),
              ::testing::ElementsAre("fused_computation.142/reduce_sum.48"));
}

// Step 7 of `sharded` is CSE after partitioning: a whole chain of twins
// (broadcast, its reshape, its broadcast: the layer norm's scale computed
// twice) collapses into the chain it duplicated. Each dropped link is
// merged into its twin, although only the chain's last user reads the
// survivor directly.
TEST(LineageTruthDumpTest, CseMergesAChainOfTwins) {
  Program P("sharded");
  auto L = P.lineage(7);
  ASSERT_TRUE(L && P.Old && P.New);
  const Module &Old = *P.Old, &New = *P.New;
  struct {
    const char *Dropped, *Kept;
  } Cases[] = {{"mul.78", "mul.71"}, {"mul.79", "mul.72"}, {"mul.80", "mul.73"}};
  for (const auto &C : Cases) {
    const LineageLink *K =
        linkBetween(*L, find(Old, "main.17_spmd", C.Dropped),
                    find(New, "main.17_spmd", C.Kept));
    ASSERT_NE(K, nullptr) << C.Dropped;
    EXPECT_EQ(K->Kind, LinkKind::Merged) << C.Dropped;
    EXPECT_EQ(L->predecessors(*K->New).size(), 2u) << C.Kept;
  }
}

// Step 24 of `scan_layers` is the algebraic simplifier in the gradient
// loop's body: `add(sub.63 = subtract(3, i), -1)` is reassociated into
// `subtract(add.23 = add(3, -1), i)`. The new subtract reads i, as sub.63
// did, and in place of the 3 a created add of that 3 and of the -1 that
// sub.63's only user (now gone) added: sub.63 continues as it, changed.
// The 3 itself continues unchanged and is read by the created add.
TEST(LineageTruthDumpTest, ReassociatedSubtractContinuesInPlace) {
  Program P("scan_layers");
  auto L = P.lineage(24);
  ASSERT_TRUE(L && P.Old && P.New);
  const Module &Old = *P.Old, &New = *P.New;
  const char *Body = "wide.wide.region_5.23.sunk.clone";
  const LineageLink *K =
      linkBetween(*L, find(Old, Body, "sub.63"), find(New, Body, "subtract"));
  ASSERT_NE(K, nullptr);
  EXPECT_EQ(K->Kind, LinkKind::Changed);
  EXPECT_LT(K->Confidence, 1.0f);
  EXPECT_THAT(successors(*L, find(Old, Body, "constant.108")),
              ::testing::ElementsAre(std::string(Body) + "/constant.108"));
  EXPECT_THAT(L->predecessors(*find(New, Body, "add.23")),
              ::testing::IsEmpty());
}

// Step 10 of `linalg` is simplify-while-loops remaking the solver loop's
// body with other content (`region_0.8` becomes `region_0.8.clone.clone`):
// no twin of equal content, but the only old body gone from the place the
// paired while calls its body. Its instructions continue there.
TEST(LineageTruthDumpTest, RemadeLoopBodyContinuesTheOldOne) {
  Program P("linalg");
  auto L = P.lineage(10);
  ASSERT_TRUE(L && P.Old && P.New);
  const LineageLink *K =
      linkBetween(*L, find(*P.Old, "region_0.8", "add.17"),
                  find(*P.New, "region_0.8.clone.clone", "add.32"));
  ASSERT_NE(K, nullptr);
}

} // namespace
} // namespace hlotrace
