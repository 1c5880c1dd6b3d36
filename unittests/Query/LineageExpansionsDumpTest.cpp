//===- LineageExpansionsDumpTest.cpp - One op expanded into several -------===//
//
// Links across XLA:CPU passes that expand one op into several
// (scripts/xla/gen_lineage_expansions.py --pairs
// unittests/data/xla-lineage-expansion-pairs keeps the two snapshots
// around each). Metadata is hidden from the engine; each expected link was
// read off the two dump files, where XLA gives the expansion the op_name of
// the op it replaces.
//
//===----------------------------------------------------------------------===//

#include <set>

#include "LineageDumpFixture.h"

namespace hlotrace {
namespace {

using namespace lineage_test;

constexpr const char *kExpansions = "xla-lineage-expansion-pairs";

/// The names of what old `O` continues as, each a rewrite of it.
std::set<std::string> rewrittenInto(const StepLineage &L,
                                    const Instruction &O) {
  std::set<std::string> Out;
  for (const LineageLink *K : L.successors(O)) {
    EXPECT_EQ(K->Kind, LinkKind::Rewritten) << K->New->name();
    Out.insert(std::string(K->New->name()));
  }
  return Out;
}

// Step 20 of `scatter_loop` is scatter_expander: the loop body's scatter
// of one element becomes a while over a tuple of the scatter's operands
// (the indices and updates reshaped), read back by get-tuple-element 1.
// Before, the scatter was removed there and the loop created.
TEST(LineageExpansionsDumpTest, ScatterExpanderMakesALoop) {
  Program P("scatter_loop", kExpansions);
  auto L = P.lineage(20);
  ASSERT_TRUE(L && P.Old && P.New);
  const char *Body = "region_0.4.clone.clone.clone";
  const Instruction *Scatter = find(*P.Old, Body, "scatter.6");
  ASSERT_NE(Scatter, nullptr);
  EXPECT_EQ(Scatter->opcode(), Opcode::Scatter);
  EXPECT_THAT(rewrittenInto(*L, *Scatter),
              ::testing::UnorderedElementsAre("while.2", "tuple.14",
                                              "get-tuple-element.44"));
  EXPECT_THAT(L->removed(), ::testing::Not(::testing::Contains(Scatter)));
  // The moves of the indices and updates carry values the step kept
  // (XLA labels them as those values): they are not part of the rewrite.
  for (const char *Name : {"reshape.1", "reshape.2", "transpose"})
    EXPECT_THAT(L->predecessors(*find(*P.New, Body, Name)),
                ::testing::IsEmpty())
        << Name;
}

// Step 9 of `pool_grad` is select_and_scatter_expander: the max pool's
// gradient becomes a scatter of the source at indices a variadic
// reduce-window over the input and four iotas computes. The pass made the
// iotas, the reduce-window, the element reads and their reshapes, and the
// concatenated indices for the scatter alone: all continue the
// select-and-scatter. The reduce-window's comparator is new.
TEST(LineageExpansionsDumpTest, SelectAndScatterExpanderFeedsItsScatter) {
  Program P("pool_grad", kExpansions);
  auto L = P.lineage(9);
  ASSERT_TRUE(L && P.Old && P.New);
  const Instruction *SelectAndScatter = nullptr;
  for (const Instruction *I : P.Old->entry()->instructions())
    if (I->opcode() == Opcode::SelectAndScatter)
      SelectAndScatter = I;
  ASSERT_NE(SelectAndScatter, nullptr);
  std::multiset<Opcode> Into;
  for (const LineageLink *K : L->successors(*SelectAndScatter)) {
    EXPECT_EQ(K->Kind, LinkKind::Rewritten) << K->New->name();
    EXPECT_EQ(K->New->parent(), P.New->entry()) << K->New->name();
    Into.insert(K->New->opcode());
  }
  EXPECT_EQ(Into.count(Opcode::Scatter), 1u);
  EXPECT_EQ(Into.count(Opcode::ReduceWindow), 1u);
  EXPECT_EQ(Into.count(Opcode::Iota), 4u);
  EXPECT_EQ(Into.count(Opcode::GetTupleElement), 4u);
  EXPECT_EQ(Into.count(Opcode::Concatenate), 1u);
  // Each is the select-and-scatter's alone.
  for (const LineageLink *K : L->successors(*SelectAndScatter))
    EXPECT_EQ(L->predecessors(*K->New).size(), 1u) << K->New->name();
}

} // namespace
} // namespace hlotrace
