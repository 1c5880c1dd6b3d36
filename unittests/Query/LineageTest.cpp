//===- LineageTest.cpp - Step lineage on real XLA:CPU pass dumps ----------===//
//
// Each link kind on the committed XLA:CPU dumps (unittests/data/xla-cpu/full,
// made by scripts/xla/gen_dumps.py): what XLA did at a step is read from
// the two dump files, and the engine must say the same.
//
//===----------------------------------------------------------------------===//

#include "hlotrace/Query/Lineage.h"

#include <algorithm>
#include <tuple>

#include "LineageDumpFixture.h"
#include "QueryTestUtil.h"
#include "absl/strings/str_cat.h"
#include "gmock/gmock.h"
#include "hlotrace/Query/ModuleLineage.h"

namespace hlotrace {
namespace {

using testing::loadPassSequence;
using testing::PassSequence;
using testing::xlaCpuDir;

/// The pass sequence of one module, with lineage of one of its steps.
class Dump {
public:
  Dump(const std::string &Folder, const std::string &Prefix)
      : Seq(loadPassSequence(xlaCpuDir(Folder), Prefix)) {}

  const Module &at(int Step) const { return *Seq.Snapshots[index(Step)].M; }
  size_t index(int Step) const {
    for (size_t K = 0; K < Seq.Snapshots.size(); ++K)
      if (Seq.Snapshots[K].Number == Step)
        return K;
    ADD_FAILURE() << "no step " << Step;
    return 0;
  }
  /// Lineage from the step before `Step` to `Step`.
  StepLineage lineage(int Step, const LineageOptions &O = {}) const {
    size_t K = index(Step);
    auto L = computeLineage(*Seq.Snapshots[K - 1].M, *Seq.Snapshots[K].M, O);
    EXPECT_TRUE(L.ok()) << L.status();
    return std::move(*L);
  }
  size_t size() const { return Seq.Snapshots.size(); }
  const Module &module(size_t K) const { return *Seq.Snapshots[K].M; }

private:
  PassSequence Seq;
};

const Instruction *find(const Module &M, absl::string_view Comp,
                        absl::string_view Name) {
  const Computation *C = M.find(Comp);
  const Instruction *I = C ? C->find(Name) : nullptr;
  EXPECT_NE(I, nullptr) << Comp << "/" << Name;
  return I;
}

/// The one link from Old to New, or null.
const LineageLink *linkBetween(const StepLineage &L, const Instruction *Old,
                               const Instruction *New) {
  if (!Old || !New)
    return nullptr;
  for (const LineageLink *K : L.successors(*Old))
    if (K->New == New)
      return K;
  return nullptr;
}

TEST(LineageTest, KindNames) {
  EXPECT_EQ(linkKindName(LinkKind::Fused), "fused");
  EXPECT_EQ(linkKindName(LinkKind::Partitioned), "partitioned");
  EXPECT_EQ(linkKindName(LinkKind::Rewritten), "rewritten");
}

// Step 19 of the MLP is XLA:CPU's fusion pass: `multiply` in main.4 becomes
// `multiply.1` in fused_computation.2 of broadcast_multiply_fusion, whose
// parameters are the fusion's operands.
TEST(LineageTest, FusedThroughParameters) {
  Dump D("full/mlp", "module_0000.jit_mlp");
  StepLineage L = D.lineage(19);
  const Module &Old = D.at(18), &New = D.at(19);
  const LineageLink *K =
      linkBetween(L, find(Old, "main.4", "multiply"),
                  find(New, "fused_computation.2", "multiply.1"));
  ASSERT_NE(K, nullptr);
  EXPECT_EQ(K->Kind, LinkKind::Fused);
  EXPECT_EQ(K->Confidence, 1.0f);
  ASSERT_NE(K->Via, nullptr);
  EXPECT_EQ(K->Via->name(), "broadcast_multiply_fusion");
  // The fusion instruction itself is new; the fused original is gone from
  // main.4, so it has exactly this one successor.
  EXPECT_THAT(lineage_test::successors(L, find(Old, "main.4", "multiply")),
              ::testing::ElementsAre("fused_computation.2/multiply.1"));
  EXPECT_THAT(L.created(), ::testing::Contains(find(
                               New, "main.4", "broadcast_multiply_fusion")));
}

// `add.14` feeds two consumers; XLA:CPU copies it into both fusions.
TEST(LineageTest, ProducerDuplicatedIntoConsumers) {
  Dump D("full/mlp", "module_0000.jit_mlp");
  StepLineage L = D.lineage(19);
  const Instruction *Add = find(D.at(18), "main.4", "add.14");
  ASSERT_NE(Add, nullptr);
  EXPECT_THAT(lineage_test::successors(L, Add),
              ::testing::UnorderedElementsAre("fused_computation.4/add.1",
                                              "fused_computation.5/add.3"));
  for (const LineageLink *K : L.successors(*Add)) {
    EXPECT_EQ(K->Kind, LinkKind::Duplicated);
    EXPECT_NE(K->Via, nullptr);
  }
}

// Step 5 is call-inliner: relu.1's body is copied into main.4 in place of
// the call `jit_relu_.1`, under new names.
TEST(LineageTest, InlinedThroughCallOperands) {
  Dump D("full/mlp", "module_0000.jit_mlp");
  StepLineage L = D.lineage(5);
  const Module &Old = D.at(4), &New = D.at(5);
  struct {
    const char *Old, *New;
  } Cases[] = {{"constant.4", "constant.0"},
               {"max.2", "max.0"},
               {"max.3", "max.1"}};
  for (const auto &C : Cases) {
    const LineageLink *K = linkBetween(L, find(Old, "relu.1", C.Old),
                                       find(New, "main.4", C.New));
    ASSERT_NE(K, nullptr) << C.Old;
    EXPECT_EQ(K->Kind, LinkKind::Inlined) << C.Old;
    ASSERT_NE(K->Via, nullptr);
    EXPECT_EQ(K->Via->name(), "jit_relu_.1");
  }
  // Not the other constant(0) that main.4 already had.
  EXPECT_EQ(linkBetween(L, find(Old, "main.4", "constant.6"),
                        find(New, "main.4", "constant.0")),
            nullptr);
  EXPECT_THAT(L.removed(),
              ::testing::Contains(find(Old, "main.4", "jit_relu_.1")));
  // Everything else in main.4 is the same instruction.
  const LineageLink *Dot = linkBetween(L, find(Old, "main.4", "dot_general.3"),
                                       find(New, "main.4", "dot_general.3"));
  ASSERT_NE(Dot, nullptr);
  EXPECT_EQ(Dot->Kind, LinkKind::Same);
}

// Steps 12 and 13 of the MLP are byte-identical dumps: every computation
// is shared, every instruction links to itself.
TEST(LineageTest, SharedComputationsLinkToThemselves) {
  Dump D("full/mlp", "module_0000.jit_mlp");
  StepLineage L = D.lineage(13);
  EXPECT_EQ(L.links().size(), D.at(13).instructionCount());
  for (const LineageLink &K : L.links()) {
    EXPECT_EQ(K.Old, K.New);
    EXPECT_EQ(K.Kind, LinkKind::Same);
  }
  EXPECT_TRUE(L.created().empty());
  EXPECT_TRUE(L.removed().empty());
  EXPECT_TRUE(L.ambiguities().empty());
}

// Step 4 of the sharded lambda is SPMD partitioning: the entry `main.0`
// becomes `main.0_spmd` and its parameters take their per-device shapes.
TEST(LineageTest, EntryPairsWithEntryAcrossPartitioning) {
  Dump D("full/collectives", "module_0002.jit__lambda");
  StepLineage L = D.lineage(4);
  const Module &Old = D.at(3), &New = D.at(4);
  ASSERT_EQ(New.entry()->name(), "main.0_spmd");
  const LineageLink *A = linkBetween(L, find(Old, "main.0", "a.0"),
                                     find(New, "main.0_spmd", "param"));
  ASSERT_NE(A, nullptr);
  EXPECT_EQ(A->Kind, LinkKind::Partitioned);
  const LineageLink *Dot = linkBetween(L, find(Old, "main.0", "dot_general.0"),
                                       find(New, "main.0_spmd", "dot"));
  ASSERT_NE(Dot, nullptr);
  EXPECT_EQ(Dot->Kind, LinkKind::Renamed);
}

// Step 3 of the shard_map program is Shardy's export: the entry and the
// manual-computation body are renamed, instructions lose or gain sharding.
TEST(LineageTest, ShardyRenamesKeepLineage) {
  Dump D("full/collectives", "module_0000.jit_body");
  StepLineage L = D.lineage(3);
  const Module &Old = D.at(2), &New = D.at(3);
  const LineageLink *P =
      linkBetween(L, find(Old, "xla.sdy.manual_computation_body.3", "psum.5"),
                  find(New, "xla.sdy.inlinable_manual_computation_body.3",
                       "psum.4"));
  ASSERT_NE(P, nullptr);
  EXPECT_EQ(P->Kind, LinkKind::Changed); // It gained sharding={manual}.
  EXPECT_NE(linkBetween(L, find(Old, "main.4", "blk.1"),
                        find(New, "main.0", "blk.0")),
            nullptr);
}

// Step 3 of collatz_steps is flatten-call-graph: `_where.1`, called from
// three places, stays (shared, byte-identical) for the first caller and is
// copied as `_where.1.clone` and `_where.1.clone.1` for the others. Each
// instruction of it lives on as itself and is cloned into both copies.
TEST(LineageTest, CopiesOfASharedCalleeAreClones) {
  Dump D("full/scan", "module_0002.jit_collatz_steps");
  StepLineage L = D.lineage(3);
  const Module &Old = D.at(2), &New = D.at(3);
  const Instruction *Sel = find(Old, "_where.1", "select_n.1");
  ASSERT_NE(Sel, nullptr);
  std::vector<std::string> Succ;
  for (const LineageLink *K : L.successors(*Sel)) {
    Succ.push_back(std::string(K->New->parent()->name()) + "/" +
                   std::string(K->New->name()));
    EXPECT_EQ(K->Kind, K->New == Sel ? LinkKind::Same : LinkKind::Cloned);
  }
  EXPECT_THAT(Succ, ::testing::UnorderedElementsAre(
                        "_where.1/select_n.1", "_where.1.clone/select_n.0",
                        "_where.1.clone.1/select_n.2"));
  const Instruction *P = find(New, "_where.1.clone.1", "Arg_2.2");
  ASSERT_NE(P, nullptr);
  auto Pred = L.predecessors(*P);
  ASSERT_EQ(Pred.size(), 1u);
  EXPECT_EQ(Pred[0]->Old, find(Old, "_where.1", "Arg_2.1"));
  EXPECT_FALSE(std::count(L.created().begin(), L.created().end(), P));
}

// Step 16 of collatz_steps is CSE: equal instructions collapse into one,
// which then has every one of them as predecessor.
TEST(LineageTest, MergedByCse) {
  Dump D("full/scan", "module_0002.jit_collatz_steps");
  StepLineage L = D.lineage(16);
  size_t Merged = 0;
  for (const LineageLink &K : L.links())
    if (K.Kind == LinkKind::Merged) {
      ++Merged;
      EXPECT_GE(L.predecessors(*K.New).size(), 2u);
      EXPECT_EQ(K.Old->opcodeName(), K.New->opcodeName());
    }
  EXPECT_GT(Merged, 0u);
}

/// Attributes other than metadata, in order, as text.
std::string attributesOf(const Instruction &I) {
  std::string Out;
  for (const Attribute &A : I.attributes())
    if (A.Name != "metadata" && A.Name != "calls" && A.Name != "to_apply" &&
        A.Name != "frontend_attributes" && A.Name != "backend_config" &&
        A.Name != "sharding")
      Out += std::string(A.Name) + "=" + std::string(A.Value) + ";";
  return Out;
}

// Over every step of every committed `.*` dump: a fused, duplicated,
// inlined or cloned copy has its original's opcode, literal, shape and
// attributes (a wrong literal is a defect, not a miss).
TEST(LineageTest, CopiesAgreeWithTheirOriginals) {
  struct {
    const char *Folder, *Prefix;
  } Dumps[] = {{"full/mlp", "module_0000.jit_mlp"},
               {"full/mlp", "module_0002.jit_loss"},
               {"full/attention", "module_0000.jit_attention"},
               {"full/scan", "module_0000.jit_rnn"},
               {"full/cond", "module_0000.jit_f"},
               {"full/collectives", "module_0000.jit_body"}};
  size_t Copies = 0;
  for (const auto &X : Dumps) {
    Dump D(X.Folder, X.Prefix);
    for (size_t K = 1; K < D.size(); ++K) {
      auto L = computeLineage(D.module(K - 1), D.module(K));
      ASSERT_TRUE(L.ok());
      for (const LineageLink &Link : L->links()) {
        if (Link.Kind != LinkKind::Fused && Link.Kind != LinkKind::Duplicated &&
            Link.Kind != LinkKind::Inlined && Link.Kind != LinkKind::Cloned)
          continue;
        if (Link.Confidence < 1.0f)
          continue;
        ++Copies;
        const Instruction &O = *Link.Old, &N = *Link.New;
        EXPECT_EQ(O.opcodeName(), N.opcodeName()) << N.name();
        EXPECT_EQ(O.payload(), N.payload()) << X.Prefix << " " << N.name();
        ASSERT_TRUE(O.shape() && N.shape());
        EXPECT_EQ(O.shape()->toString(false), N.shape()->toString(false));
        EXPECT_EQ(attributesOf(O), attributesOf(N)) << N.name();
      }
    }
  }
  EXPECT_GT(Copies, 100u);
}

// linkRunsBesideShared() is links() in order, less exactly the links of an
// instruction to itself, which are those of sharedComputations() (every
// instruction of each, in old-module order), and successors() and
// predecessors() hold the same links; over every step of the MLP's two
// modules, and the composed lineage of a whole history.
TEST(LineageTest, RunsBesideSharedAreTheOtherLinks) {
  size_t Skipped = 0, Kept = 0;
  using Fields = std::tuple<const Instruction *, const Instruction *, LinkKind,
                            float, const Instruction *>;
  auto FieldsOf = [](const LineageLink &K) {
    return Fields(K.Old, K.New, K.Kind, K.Confidence, K.Via);
  };
  auto Check = [&](const StepLineage &L, const std::string &What) {
    std::vector<Fields> Expected, Runs;
    std::vector<const Instruction *> Self, SharedInstructions;
    for (const LineageLink &K : L.links()) {
      if (K.Old != K.New) {
        Expected.push_back(FieldsOf(K));
        continue;
      }
      ++Skipped;
      Self.push_back(K.Old);
      EXPECT_EQ(K.Kind, LinkKind::Same) << What;
      // The same link is found from either end.
      std::vector<Fields> Succ, Pred;
      for (const LineageLink *X : L.successors(*K.Old))
        Succ.push_back(FieldsOf(*X));
      for (const LineageLink *X : L.predecessors(*K.New))
        Pred.push_back(FieldsOf(*X));
      EXPECT_THAT(Succ, ::testing::Contains(FieldsOf(K))) << What;
      EXPECT_THAT(Pred, ::testing::Contains(FieldsOf(K))) << What;
    }
    for (const Computation *C : L.sharedComputations())
      for (const Instruction *I : C->instructions())
        SharedInstructions.push_back(I);
    EXPECT_EQ(Self, SharedInstructions) << What;
    for (absl::Span<const LineageLink> R : L.linkRunsBesideShared()) {
      EXPECT_FALSE(R.empty()) << What;
      for (const LineageLink &K : R)
        Runs.push_back(FieldsOf(K));
    }
    EXPECT_EQ(Runs, Expected) << What;
    Kept += Expected.size();
  };
  for (const char *Prefix : {"module_0000.jit_mlp", "module_0002.jit_loss"}) {
    Dump D("full/mlp", Prefix);
    for (size_t K = 1; K < D.size(); ++K) {
      auto L = computeLineage(D.module(K - 1), D.module(K));
      ASSERT_TRUE(L.ok());
      Check(*L, absl::StrCat(Prefix, " step ", K));
    }
    PassSequence Seq = loadPassSequence(xlaCpuDir("full/mlp"), Prefix);
    ModuleLineage History(Seq.Snapshots);
    auto L = History.between(0, Seq.Snapshots.size() - 1);
    ASSERT_TRUE(L.ok()) << L.status();
    Check(*L, absl::StrCat(Prefix, " composed"));
  }
  EXPECT_GT(Skipped, 1000u);
  EXPECT_GT(Kept, 100u);
}

// A module against itself: one shared computation, all links `same`.
TEST(LineageTest, ModuleAgainstItself) {
  auto Ctx = std::make_shared<Context>();
  auto M = testing::parseGood(
      "HloModule m\n\nENTRY %e () -> f32[] {\n  ROOT %c = f32[] constant(1)\n}\n",
      Ctx);
  ASSERT_NE(M, nullptr);
  auto L = computeLineage(*M, *M);
  ASSERT_TRUE(L.ok());
  EXPECT_EQ(L->links().size(), 1u);
}

} // namespace
} // namespace hlotrace
