//===- LineagePairsDumpTest.cpp - Links on held-out programs --------------===//
//
// Concrete links on step pairs of the held-out programs
// (scripts/xla/gen_lineage_holdout.py --pairs unittests/data/xla-lineage-pairs
// keeps only the two snapshots around each step). Metadata is hidden from
// the engine; each expected pair was read off the two dump files (the
// op_name of both ends names the same JAX equation).
//
//===----------------------------------------------------------------------===//

#include <optional>
#include <set>

#include "LineageDumpFixture.h"
#include "absl/strings/match.h"
#include "hlotrace/Query/Ownership.h"

namespace hlotrace {
namespace {

using namespace lineage_test;

constexpr const char *kPairs = "xla-lineage-pairs";

// Step 5 of `moe` is SPMD partitioning on a 2x4 mesh. The gate's argmax is
// a variadic reduce over the expert axis, which is sharded: the partitioner
// makes a local iota plus the shard's offset, a partial reduce of the
// shard, an all-gather of its results and a second reduce that combines
// them.
TEST(LineagePairsDumpTest, ShardedIotaAndSplitArgmax) {
  Program P("moe", kPairs);
  auto L = P.lineage(5);
  ASSERT_TRUE(L && P.Old && P.New);
  const Module &Old = *P.Old, &New = *P.New;
  ASSERT_EQ(New.entry()->name(), "main.10_spmd");
  auto OldI = [&](const char *N) { return find(Old, "main.10", N); };
  auto NewI = [&](const char *N) { return find(New, "main.10_spmd", N); };
  // s32[4] iota -> s32[1] iota (the offset is added by the partitioner),
  // and its broadcast, which reads the iota through that add.
  EXPECT_THAT(successors(*L, OldI("iota.8")),
              ::testing::ElementsAre("main.10_spmd/iota.12"));
  EXPECT_THAT(successors(*L, OldI("iota.9")),
              ::testing::ElementsAre("main.10_spmd/iota.13"));
  EXPECT_THAT(L->created(), ::testing::Contains(NewI("add.8")));
  // The argmax continues as both the partial and the combining reduce.
  EXPECT_THAT(successors(*L, OldI("reduce.14")),
              ::testing::UnorderedElementsAre("main.10_spmd/reduce.19",
                                              "main.10_spmd/reduce.20"));
  const LineageLink *K = linkBetween(*L, OldI("reduce.14"), NewI("reduce.20"));
  ASSERT_NE(K, nullptr);
  EXPECT_EQ(K->Kind, LinkKind::Partitioned);
  // What reads the argmax reads the combined value; the reshape in front
  // of the all-gather carries a partial value and continues nothing.
  EXPECT_THAT(successors(*L, OldI("broadcast_in_dim.2")),
              ::testing::ElementsAre("main.10_spmd/broadcast_in_dim.19"));
  EXPECT_THAT(L->created(), ::testing::Contains(NewI("reshape.13")));
}

// Step 6 of `scan_gspmd` is SPMD partitioning of a scan's gradient loop.
// Each stacked weight is sliced per layer by a dynamic-slice whose offsets
// the partitioner rebuilds (new constants); the slices follow the loop
// state element they read, and the old offset constants do not continue
// as the new ones.
TEST(LineagePairsDumpTest, SlicesInAPartitionedLoopBody) {
  Program P("scan_gspmd", kPairs);
  auto L = P.lineage(6);
  ASSERT_TRUE(L && P.Old && P.New);
  const Module &Old = *P.Old, &New = *P.New;
  const char *OldBody = "region_5.16", *NewBody = "region_5.16_spmd";
  // f32[1,8,8] of state element 4 -> f32[1,2,8]; f32[1,8,16] of element
  // 5 -> f32[1,8,8]; f32[1,16,8] of element 6 -> f32[1,8,8].
  EXPECT_THAT(successors(*L, find(Old, OldBody, "dynamic_slice.9")),
              ::testing::ElementsAre("region_5.16_spmd/dynamic-slice.5"));
  EXPECT_THAT(successors(*L, find(Old, OldBody, "dynamic_slice.10")),
              ::testing::ElementsAre("region_5.16_spmd/dynamic-slice.6"));
  EXPECT_THAT(successors(*L, find(Old, OldBody, "dynamic_slice.11")),
              ::testing::ElementsAre("region_5.16_spmd/dynamic-slice.7"));
  for (const char *Offset : {"constant.32", "constant.37", "constant.50"})
    EXPECT_THAT(L->predecessors(*find(New, NewBody, Offset)),
                ::testing::IsEmpty())
        << Offset;
  // Zeros the partitioner made and left unused in the forward body: the
  // old zero there already continues as its clone, which the reduce reads.
  for (const char *Dead : {"constant.24", "constant.25"})
    EXPECT_THAT(L->predecessors(*find(New, "region_0.7_spmd", Dead)),
                ::testing::IsEmpty())
        << Dead;
}

// Step 5 of `roll` is SPMD partitioning of jnp.roll along a sharded axis:
// the concatenate of two slices that roll lowers to is rebuilt from slices
// of other sizes, one sent to a neighbour by a collective-permute. The
// concatenate and what reads it are followed through them.
TEST(LineagePairsDumpTest, RollRebuiltFromSlicesAndCollectivePermute) {
  Program P("roll", kPairs);
  auto L = P.lineage(5);
  ASSERT_TRUE(L && P.Old && P.New);
  const Module &Old = *P.Old;
  EXPECT_THAT(successors(*L, find(Old, "main.4", "concatenate.0")),
              ::testing::ElementsAre("main.4_spmd/concatenate.4"));
  EXPECT_THAT(successors(*L, find(Old, "main.4", "cos.1")),
              ::testing::ElementsAre("main.4_spmd/cos.0"));
  // The roll along the unsharded axis too (one slice exchanged).
  EXPECT_THAT(successors(*L, find(Old, "main.4", "concatenate.2")),
              ::testing::ElementsAre("main.4_spmd/concatenate.5"));
}

// Step 5 of `conv_halo` is SPMD partitioning of a convolution sharded
// unevenly (10 rows on 4 devices). The partitioner masks the padded rows
// before the reduce with a broadcast of the reduce's init value, equal in
// structure to the relu's broadcast of zero; nothing but a tentative tie
// between the two zeros speaks for it, so it is not taken for the relu's
// broadcast, which already continues as max.4.
TEST(LineagePairsDumpTest, PaddingMaskIsNotTheReluBroadcast) {
  Program P("conv_halo", kPairs);
  auto L = P.lineage(5);
  ASSERT_TRUE(L && P.Old && P.New);
  const Module &Old = *P.Old, &New = *P.New;
  EXPECT_THAT(successors(*L, find(Old, "main.3", "max.0")),
              ::testing::ElementsAre("main.3_spmd/max.4"));
  EXPECT_THAT(L->predecessors(*find(New, "main.3_spmd", "broadcast.6")),
              ::testing::IsEmpty());
}

// Step 3 of `cond_loop` is the call inliner: a nested jit holding a
// lax.cond and a lax.switch is inlined into the fori_loop's body. The two
// conditionals are inlined like any instruction, and their branch
// computations, which the pass leaves as they are, continue as themselves.
// The inliner copies the call's op_name into the branches, so a branch's
// get-tuple-element now carries the label of the call's result
// (`closed_call.5`); it still continues itself, and the result continues
// as the inlined body's get-tuple-element of the same name.
TEST(LineagePairsDumpTest, ConditionalsInlinedIntoALoopBody) {
  Program P("cond_loop", kPairs);
  auto L = P.lineage(3);
  ASSERT_TRUE(L && P.Old && P.New);
  const Module &Old = *P.Old, &New = *P.New;
  for (auto [From, To] : {std::pair("cond.9", "cond.1"),
                          std::pair("cond.11", "cond.4")}) {
    const LineageLink *K = linkBetween(*L, find(Old, "closed_call.10", From),
                                       find(New, "region_0.11", To));
    ASSERT_NE(K, nullptr) << From;
    EXPECT_EQ(K->Kind, LinkKind::Inlined) << From;
  }
  EXPECT_THAT(successors(*L, find(Old, "region_0.11", "closed_call.5")),
              ::testing::ElementsAre("region_0.11/closed_call.5"));
  for (auto [Branch, Gte] : {std::pair("region_2.4", "get-tuple-element.7"),
                             std::pair("region_5.9", "get-tuple-element.11")}) {
    std::string Self = std::string(Branch) + "/" + Gte;
    EXPECT_THAT(successors(*L, find(Old, Branch, Gte)),
                ::testing::ElementsAre(Self));
    auto Preds = L->predecessors(*find(New, Branch, Gte));
    ASSERT_EQ(Preds.size(), 1u) << Self;
    EXPECT_EQ(Preds[0]->Old, find(Old, Branch, Gte)) << Self;
  }
  EXPECT_THAT(L->removed(),
              ::testing::Contains(find(Old, "region_0.11", "closed_call.3")));
}

// The single-device held-out set (scripts/xla/gen_lineage_unseen.py
// --pairs unittests/data/xla-lineage-unseen-pairs). `sort_scatter` calls a
// jitted argsort (a sort of the input and an iota) next to a top_k.
constexpr const char *kUnseenPairs = "xla-lineage-unseen-pairs";

// Step 6 is topk-decomposer: top_k becomes a sort of the input and a new
// iota in main, equal in structure to argsort's, while the argsort callee
// stays a call, unchanged. Its iota and sort live on there; the new ones
// are the decomposer's, not copies of them: the new iota, made only for
// the new sort, is part of the top-k's rewrite.
TEST(LineagePairsDumpTest, DecomposedTopKIsNotTheArgsortCallee) {
  Program P("sort_scatter", kUnseenPairs);
  auto L = P.lineage(6);
  ASSERT_TRUE(L && P.Old && P.New);
  const Module &Old = *P.Old, &New = *P.New;
  ASSERT_NE(New.find("argsort.2"), nullptr);
  for (const char *Name : {"iota.1", "sort.11"})
    EXPECT_THAT(successors(*L, find(Old, "argsort.2", Name)),
                ::testing::ElementsAre(std::string("argsort.2/") + Name))
        << Name;
  auto Preds = L->predecessors(*find(New, "main.9", "iota"));
  ASSERT_EQ(Preds.size(), 1u);
  EXPECT_EQ(Preds[0]->Kind, LinkKind::Rewritten);
  EXPECT_EQ(Preds[0]->Old->opcode(), Opcode::TopK) << Preds[0]->Old->name();
}

// Step 8 is call-inliner: the argsort's sort and iota move into main,
// beside the decomposer's equal pair, while the same step deletes two dead
// instructions from the sort's comparator (which is not what it compares).
TEST(LineagePairsDumpTest, InlinedSortWhoseComparatorLostDeadCode) {
  Program P("sort_scatter", kUnseenPairs);
  auto L = P.lineage(8);
  ASSERT_TRUE(L && P.Old && P.New);
  const Module &Old = *P.Old, &New = *P.New;
  ASSERT_EQ(New.find("argsort.2"), nullptr);
  EXPECT_THAT(successors(*L, find(Old, "argsort.2", "sort.11")),
              ::testing::ElementsAre("main.9/sort.1"));
  EXPECT_THAT(successors(*L, find(Old, "argsort.2", "iota.1")),
              ::testing::ElementsAre("main.9/iota.2"));
  const LineageLink *K = linkBetween(*L, find(Old, "argsort.2", "sort.11"),
                                     find(New, "main.9", "sort.1"));
  ASSERT_NE(K, nullptr);
  EXPECT_EQ(K->Kind, LinkKind::Inlined);
  // The decomposer's iota and sort stay themselves.
  EXPECT_THAT(successors(*L, find(Old, "main.9", "iota")),
              ::testing::ElementsAre("main.9/iota"));
  EXPECT_THAT(successors(*L, find(Old, "main.9", "sort")),
              ::testing::ElementsAre("main.9/sort"));
}

// Step 70 of `vit_patch` compiled for a deviceless H100 (gen_lineage_fresh.py
// --gpu-pairs) is XLA:GPU's priority fusion: the Triton softmax fusion
// `triton_softmax.6` is fused into its consumers, and its fused computation
// is left behind, called by nothing. Its instructions were not taken as
// living on there: their fused copies (in `fusion.21`, among others) come
// from them.
TEST(LineagePairsDumpTest, ProducerFusionFusedIntoItsConsumersOnGpu) {
  Program P("vit_patch_h100", "xla-lineage-gpu-pairs");
  auto L = P.lineage(70);
  ASSERT_TRUE(L && P.Old && P.New);
  const Module &Old = *P.Old, &New = *P.New;
  const Instruction *Sum =
      find(Old, "triton_softmax_computation.6", "reduce_sum.123");
  EXPECT_THAT(successors(*L, Sum),
              ::testing::Contains("fused_computation.9/reduce_sum.256"));
  const LineageLink *K =
      linkBetween(*L, Sum, find(New, "fused_computation.9", "reduce_sum.256"));
  ASSERT_NE(K, nullptr);
  EXPECT_EQ(K->Kind, LinkKind::Duplicated);
  ASSERT_NE(K->Via, nullptr);
  EXPECT_EQ(K->Via->name(), "fusion.21");
  // Its constant too (a leaf of a computation that lives on is no
  // candidate; a leftover's is).
  auto Pred = L->predecessors(*find(New, "fused_computation.9", "constant.376"));
  ASSERT_EQ(Pred.size(), 1u);
  EXPECT_EQ(Pred[0]->Old,
            find(Old, "triton_softmax_computation.6", "constant.97"));
}

// Steps 36 and 52 of the same compile hand ops to libraries: conv-rewriter
// makes each convolution a cuDNN call returning (result, scratch), read
// through get-tuple-element; cublas-gemm-rewriter makes each dot a cuBLASLt
// call, and for `dot.12` folds the scaling multiply that read it into the
// call. Each call is a rewrite of the op it replaced (it reads that op's
// operands), and so is the element its users now read.
TEST(LineagePairsDumpTest, LibraryCallsRewriteTheirOpOnGpu) {
  Program P("vit_patch_h100", "xla-lineage-gpu-pairs");
  auto Origin = [](const StepLineage &L, const Instruction *N) {
    std::vector<std::string> Out;
    if (N)
      for (const LineageLink *K : L.predecessors(*N)) {
        EXPECT_EQ(K->Kind, LinkKind::Rewritten);
        Out.push_back(std::string(K->Old->name()));
      }
    return Out;
  };
  auto Conv = P.lineage(36);
  ASSERT_TRUE(Conv && P.New);
  EXPECT_THAT(Origin(*Conv, find(*P.New, "main.43", "cudnn-conv")),
              ::testing::ElementsAre("conv_general_dilated.2"));
  EXPECT_THAT(Origin(*Conv, find(*P.New, "main.43", "get-tuple-element")),
              ::testing::ElementsAre("conv_general_dilated.2"));
  auto Gemm = P.lineage(52);
  ASSERT_TRUE(Gemm && P.New);
  EXPECT_THAT(Origin(*Gemm, find(*P.New, "main.43", "custom-call.10")),
              ::testing::ElementsAre("dot"));
  // mul.92, dot.12 times a scalar, became the call's alpha (0.05): it is
  // folded into the call too (findEpilogues()).
  EXPECT_THAT(Origin(*Gemm, find(*P.New, "main.43", "custom-call.13")),
              ::testing::UnorderedElementsAre("dot.12", "mul.92"));
}

// Step 33 of the same compile is computation-deduplicator: seventeen equal
// reducers are removed and their reduces call `region_0.1` (add) or
// `region_3.6` (maximum) instead, both left as they were. Each removed
// reducer's instructions were merged into the kept one's.
TEST(LineagePairsDumpTest, DeduplicatedReducersMergeIntoTheKeptOneOnGpu) {
  Program P("vit_patch_h100", "xla-lineage-gpu-pairs");
  auto L = P.lineage(33);
  ASSERT_TRUE(L && P.Old && P.New);
  const Module &Old = *P.Old, &New = *P.New;
  ASSERT_EQ(New.find("region_8.13"), nullptr);
  const Instruction *Max = find(Old, "region_8.13", "reduce_max.12");
  EXPECT_THAT(successors(*L, Max),
              ::testing::ElementsAre("region_3.6/reduce_max.5"));
  const LineageLink *K =
      linkBetween(*L, Max, find(New, "region_3.6", "reduce_max.5"));
  ASSERT_NE(K, nullptr);
  EXPECT_EQ(K->Kind, LinkKind::Merged);
  EXPECT_THAT(successors(*L, find(Old, "region_2.3", "reduce_sum.19")),
              ::testing::ElementsAre("region_0.1/reduce_sum.5"));
  // The kept reducer continues itself as well.
  std::vector<std::string> From;
  for (const LineageLink *X :
       L->predecessors(*find(New, "region_3.6", "reduce_max.5")))
    From.push_back(std::string(X->Old->parent()->name()) + "/" +
                   std::string(X->Old->name()));
  EXPECT_THAT(From, ::testing::Contains("region_3.6/reduce_max.5"));
  EXPECT_THAT(From, ::testing::Contains("region_8.13/reduce_max.12"));
}

// Step 46 of the same compile is layout_normalization: `copy.15`, a copy
// that changes the layout of `slice`, becomes `transpose.32` of `slice` and
// a bitcast of that (`bitcast.38`), which its users read. Both are a
// rewrite of the copy.
TEST(LineagePairsDumpTest, LayoutChangeSpelledOutAsTransposeOnGpu) {
  Program P("vit_patch_h100", "xla-lineage-gpu-pairs");
  auto L = P.lineage(46);
  ASSERT_TRUE(L && P.Old && P.New);
  const Module &Old = *P.Old, &New = *P.New;
  const Instruction *Copy = find(Old, "main.43", "copy.15");
  EXPECT_THAT(successors(*L, Copy),
              ::testing::UnorderedElementsAre("main.43/transpose.32",
                                              "main.43/bitcast.38"));
  for (absl::string_view Name : {"transpose.32", "bitcast.38"}) {
    const LineageLink *K = linkBetween(*L, Copy, find(New, "main.43", Name));
    ASSERT_NE(K, nullptr) << Name;
    EXPECT_EQ(K->Kind, LinkKind::Rewritten);
  }
  // A transpose and the copy after it (`transpose.14`, `copy.11`) become
  // one normalized `transpose.39` and a bitcast of it (`bitcast.54`), which
  // `bitcast.22` reads where it read the copy: both old moves are rewritten
  // as both new ones.
  for (absl::string_view From : {"transpose.14", "copy.11"}) {
    const Instruction *Move = find(Old, "main.43", From);
    EXPECT_THAT(successors(*L, Move),
                ::testing::UnorderedElementsAre("main.43/transpose.39",
                                                "main.43/bitcast.54"))
        << From;
    EXPECT_THAT(linkKinds(*L, Move,
                          {find(New, "main.43", "transpose.39"),
                           find(New, "main.43", "bitcast.54")}),
                ::testing::Each(LinkKind::Rewritten));
  }
  // The cuDNN call `cudnn-conv-bias-activation`, laid out {3,1,0,2}, is
  // remade with normalized layouts: `cudnn-conv-bias-activation.1` reads
  // bitcasts of its operands' successors (through the transpose that
  // replaced `copy.4`), and its users read `tuple.9`, which puts bitcasts of
  // the new call's elements back in the old layout. The new call and that
  // tuple are rewrites of the old call, so `hlotrace where` traces the call
  // back to the pass that made it (step 37), not to this one.
  const Instruction *Call = find(Old, "main.43", "cudnn-conv-bias-activation");
  std::vector<std::string> Succ = successors(*L, Call);
  EXPECT_THAT(Succ,
              ::testing::Contains("main.43/cudnn-conv-bias-activation.1"));
  EXPECT_THAT(Succ, ::testing::Contains("main.43/tuple.9"));
  EXPECT_THAT(
      linkKinds(*L, Call,
                {find(New, "main.43", "cudnn-conv-bias-activation.1"),
                 find(New, "main.43", "tuple.9")}),
      ::testing::Each(LinkKind::Rewritten));
  // Nothing else continues the old call.
  EXPECT_THAT(L->predecessors(
                  *find(New, "main.43", "cudnn-conv-bias-activation.1")),
              ::testing::SizeIs(1));
}

// At step 52 cublas-gemm-rewriter folds the bias add `add.16` =
// add(add.14, bitcast.10(dot.3)) into the GEMM: `cublas-lt-matmul.2` reads
// a bitcast of `add.14`, and `slice.1`, which read the add, reads
// `bitcast.141` of the call's result. That bitcast stands for the add (XLA
// gives it the add's metadata), not for the old bitcast of the dot, whose
// value now lives in the call.
TEST(LineagePairsDumpTest, BiasAddFoldedIntoAGemmOnGpu) {
  Program P("vit_patch_h100", "xla-lineage-gpu-pairs");
  auto L = P.lineage(52);
  ASSERT_TRUE(L && P.Old && P.New);
  const Instruction *Add = find(*P.Old, "main.43", "add.16");
  EXPECT_THAT(linkKinds(*L, Add, {find(*P.New, "main.43", "bitcast.141")}),
              ::testing::ElementsAre(LinkKind::Rewritten));
  EXPECT_THAT(successors(*L, Add),
              ::testing::ElementsAre("main.43/bitcast.141"));
  EXPECT_THAT(successors(*L, find(*P.Old, "main.43", "bitcast.10")),
              ::testing::ElementsAre("main.43/cublas-lt-matmul.2"));
}

// At step 70 priority fusion fuses the Triton softmax fusion
// `triton_softmax.11` (made by triton-softmax-rewriter) into its consumers;
// `fusion.53` is one of them, a new Triton fusion holding copies of the
// softmax's instructions. The hand-off to Triton was decided where the
// softmax fusion was made, so the walk back goes from `fusion.53` to it:
// with these two snapshots only, the first that holds it is step 69.
TEST(LineagePairsDumpTest, TritonFusionGrownByPriorityFusionKeepsItsOrigin) {
  Program P("vit_patch_h100", "xla-lineage-gpu-pairs");
  ASSERT_TRUE(P.lineage(70) && P.Old && P.New);
  OwnershipOptions Options;
  Options.BackendOverride = Backend::Cuda;
  auto Report = classifyOwnership(*P.New, Options);
  ASSERT_TRUE(Report.ok()) << Report.status();
  std::vector<PassModule> Snapshots{{P.Old.get(), 69, "", "pipeline-start"},
                                    {P.New.get(), 70, "", "priority-fusion"}};
  std::vector<HandOffOrigin> Origins = attributeHandOffs(*Report, Snapshots);
  std::map<std::string, StepNumber> StepOf;
  for (const HandOffOrigin &O : Origins)
    StepOf[std::string(Report->Ops[O.OpIndex].Inst->name())] = O.Step;
  ASSERT_TRUE(StepOf.count("fusion.53"));
  EXPECT_EQ(StepOf["fusion.53"], 69);
  // Every Triton fusion of step 70 grew from one of step 69.
  size_t Triton = 0;
  for (const HandOffOrigin &O : Origins)
    if (Report->Ops[O.OpIndex].Who == Owner::Triton) {
      ++Triton;
      EXPECT_EQ(O.Step, 69) << Report->Ops[O.OpIndex].Inst->name();
    }
  EXPECT_EQ(Triton, 11u);
}

// On the A100, f32 convolutions reach cuDNN in NHWC; layout normalization
// (scripts/xla/gen_gpu_layout_pairs.py) remakes each of them, and the ops
// that feed them, in normalized layouts between bitcasts under new names.
// The strided convolution reads a max pool remade the same way: the call
// is a rewrite of the old one because its operand is a remake of the old
// operand, and the pool is linked to its remake too. (Before, the call was
// left created at this step, and `where` credited layout_normalization with
// handing it to cuDNN.)
TEST(LineagePairsDumpTest, LayoutNormalizationRemakesACallAndItsOperands) {
  Program P("convnet_a100", "xla-lineage-gpu-layout");
  auto L = P.lineage(38);
  ASSERT_TRUE(L && P.Old && P.New);
  const Module &Old = *P.Old, &New = *P.New;
  const Instruction *Call = find(Old, "main.52", "cudnn-conv.1");
  const Instruction *Remade = find(New, "main.52", "cudnn-conv.3");
  const LineageLink *K = linkBetween(*L, Call, Remade);
  ASSERT_NE(K, nullptr);
  EXPECT_EQ(K->Kind, LinkKind::Rewritten);
  const LineageLink *Pool =
      linkBetween(*L, find(Old, "main.52", "reduce_window_max.7"),
                  find(New, "main.52", "reduce-window.2"));
  ASSERT_NE(Pool, nullptr);
  EXPECT_EQ(Pool->Kind, LinkKind::Rewritten);
  // Every cuDNN call of the new module has one predecessor, of its own
  // target. The backward convolutions are remade with the whole batch-norm
  // gradient under them, which no operand chain leads through: they are
  // linked by target and window, each the other's only counterpart.
  int Calls = 0;
  for (const Instruction *I : New.entry()->instructions()) {
    if (I->opcode() != Opcode::CustomCall ||
        !absl::StartsWith(I->customCallTarget(), "__cudnn$"))
      continue;
    ++Calls;
    auto Preds = L->predecessors(*I);
    ASSERT_EQ(Preds.size(), 1u) << I->name();
    EXPECT_EQ(Preds[0]->Old->customCallTarget(), I->customCallTarget())
        << I->name();
    EXPECT_EQ(Preds[0]->Old->attribute("window"), I->attribute("window"))
        << I->name();
  }
  EXPECT_EQ(Calls, 5);
}

// XLA:GPU's async-collective-creator (scripts/xla/gen_gpu_handoff_pairs.py)
// splits each collective of a shard_map step into a start and a done:
// dedicated opcodes for the collective-permute, all-gather and all-reduce,
// a generic async-start wrapping a clone for the reduce-scatter and the
// all-to-all (which reads the collective-permute, itself made async). Each
// start and done is a rewrite of the collective it replaces, and each clone
// is linked to it. (Before, every start and done was created at this step,
// and history stopped there.)
TEST(LineagePairsDumpTest, AsyncCollectiveCreatorSplitsEachCollective) {
  Program P("collectives_h100", "xla-lineage-gpu-handoffs");
  auto L = P.lineage(45);
  ASSERT_TRUE(L && P.Old && P.New);
  const Module &New = *P.New;
  // The opcode of the collective that each start replaces.
  auto SplitOf = [&](const Instruction &Start) -> std::optional<Opcode> {
    switch (Start.opcode()) {
    case Opcode::CollectivePermuteStart:
      return Opcode::CollectivePermute;
    case Opcode::AllGatherStart:
      return Opcode::AllGather;
    case Opcode::AllReduceStart:
      return Opcode::AllReduce;
    case Opcode::AsyncStart: {
      auto Callees = New.calledComputations(Start);
      if (Callees.size() != 1 || !Callees[0])
        return std::nullopt;
      const Instruction *Root = Callees[0]->root();
      for (const LineageLink *Q : L->predecessors(*Root))
        EXPECT_EQ(Q->Kind, LinkKind::Cloned) << Root->name();
      EXPECT_EQ(L->predecessors(*Root).size(), 1u) << Root->name();
      return Root->opcode();
    }
    default:
      return std::nullopt;
    }
  };
  std::set<Opcode> Split;
  for (const Instruction *I : New.entry()->instructions()) {
    std::optional<Opcode> From = SplitOf(*I);
    if (!From)
      continue;
    auto Preds = L->predecessors(*I);
    ASSERT_EQ(Preds.size(), 1u) << I->name();
    EXPECT_EQ(Preds[0]->Kind, LinkKind::Rewritten) << I->name();
    EXPECT_EQ(Preds[0]->Old->opcode(), *From) << I->name();
    Split.insert(*From);
    // Its done stands for the same collective.
    ASSERT_EQ(I->users().size(), 1u) << I->name();
    const Instruction *Done = I->users()[0];
    auto DonePreds = L->predecessors(*Done);
    ASSERT_EQ(DonePreds.size(), 1u) << Done->name();
    EXPECT_EQ(DonePreds[0]->Old, Preds[0]->Old) << Done->name();
  }
  EXPECT_THAT(Split, ::testing::UnorderedElementsAre(
                         Opcode::CollectivePermute, Opcode::AllGather,
                         Opcode::AllReduce, Opcode::ReduceScatter,
                         Opcode::AllToAll));
  const LineageLink *Ring =
      linkBetween(*L, find(*P.Old, "main.0_spmd", "ppermute.3.0"),
                  find(New, "main.0_spmd", "collective-permute-start"));
  ASSERT_NE(Ring, nullptr);
  EXPECT_EQ(Ring->Kind, LinkKind::Rewritten);
}

// XLA:GPU's convert_triton_gemm_config turns each `__triton_gemm` fusion
// into a `__triton_nested_gemm_fusion`: the same GEMM handed to Triton, by
// the pass that made the first (triton-gemm-rewriter). The walk back goes
// through the change of kind: with these two snapshots only, the first that
// holds each GEMM is step 48. (Before, step 49 was credited.)
TEST(LineagePairsDumpTest, NestedTritonGemmKeepsItsHandOff) {
  Program P("gemm_h100", "xla-lineage-gpu-handoffs");
  ASSERT_TRUE(P.lineage(49) && P.Old && P.New);
  OwnershipOptions Options;
  Options.BackendOverride = Backend::Cuda;
  auto Report = classifyOwnership(*P.New, Options);
  ASSERT_TRUE(Report.ok()) << Report.status();
  std::vector<PassModule> Snapshots{
      {P.Old.get(), 48, "", "autotuner"},
      {P.New.get(), 49, "", "convert_triton_gemm_config"}};
  size_t Triton = 0;
  for (const HandOffOrigin &O : attributeHandOffs(*Report, Snapshots)) {
    const OpOwnership &Op = Report->Ops[O.OpIndex];
    if (Op.Who != Owner::Triton)
      continue;
    ++Triton;
    EXPECT_EQ(O.Step, 48) << Op.Inst->name();
    EXPECT_EQ(Op.Target, "__triton_nested_gemm_fusion") << Op.Inst->name();
  }
  EXPECT_EQ(Triton, 2u);
}

// XLA:GPU's conv-padding-legalization (step 10 of `convnet_h100`) remakes
// the backward-input cuDNN call of a strided SAME convolution without its
// uneven padding: the new call computes a larger gradient, a slice trims
// it, and a tuple of the slice and the workspace stands where the old call
// stood. The new call and what lies between are rewrites of the old call.
// (Before, they were created at this step, and `where` credited
// conv-padding-legalization with the hand-off to cuDNN.)
TEST(LineagePairsDumpTest, PaddingLegalizationRemakesABackwardConvolution) {
  Program P("convnet_h100", "xla-lineage-gpu-handoffs");
  auto L = P.lineage(10);
  ASSERT_TRUE(L && P.Old && P.New);
  const Instruction *Old = find(*P.Old, "main.1", "cudnn-conv-bw-input");
  ASSERT_NE(Old, nullptr);
  EXPECT_THAT(successors(*L, Old),
              ::testing::UnorderedElementsAre(
                  "main.1/cudnn-conv-bw-input.1", "main.1/get-tuple-element.3",
                  "main.1/slice", "main.1/get-tuple-element.4",
                  "main.1/tuple"));
  const LineageLink *K =
      linkBetween(*L, Old, find(*P.New, "main.1", "cudnn-conv-bw-input.1"));
  ASSERT_NE(K, nullptr);
  EXPECT_EQ(K->Kind, LinkKind::Rewritten);
  EXPECT_THAT(L->removed(), ::testing::Not(::testing::Contains(Old)));
}

// cuBLAS's GEMM rewriter (step 16 of `gemm_sum_h100`, Triton GEMM off)
// turns `add(dot_general.2, dot_general.3)` into two calls: one for
// dot_general.3, and one for dot_general.2 that takes the first call's
// result as its bias. No user reads the first call where it read its dot,
// yet each dot is a rewrite of the call that computes it, and the add,
// which the second call now computes, a rewrite of that call. (Before, both
// calls were created at this step and `history` stopped there.)
TEST(LineagePairsDumpTest, GemmRewriterMakesADotTheOthersBias) {
  Program P("gemm_sum_h100", "xla-lineage-gpu-handoffs");
  auto L = P.lineage(16);
  ASSERT_TRUE(L && P.Old && P.New);
  int Calls = 0;
  for (const Instruction *I : P.New->entry()->instructions()) {
    if (I->opcode() != Opcode::CustomCall)
      continue;
    ++Calls;
    const Instruction *Dot = nullptr;
    int Adds = 0;
    for (const LineageLink *K : L->predecessors(*I)) {
      EXPECT_EQ(K->Kind, LinkKind::Rewritten) << I->name();
      if (K->Old->opcode() == Opcode::Dot) {
        EXPECT_EQ(Dot, nullptr) << I->name();
        Dot = K->Old;
      } else {
        EXPECT_EQ(K->Old->opcode(), Opcode::Add) << I->name();
        ++Adds;
      }
    }
    ASSERT_NE(Dot, nullptr) << I->name();
    // The call reads what its dot read, in order.
    for (size_t K = 0; K < Dot->operandCount(); ++K)
      EXPECT_EQ(Dot->operand(K)->name(), I->operand(K)->name()) << I->name();
    // The call that takes the other's result as its bias computes the add.
    EXPECT_EQ(Adds, I->operandCount() > Dot->operandCount() ? 1 : 0)
        << I->name();
  }
  EXPECT_EQ(Calls, 2);
  EXPECT_THAT(successors(*L, find(*P.Old, "main.1", "dot_general.3")),
              ::testing::UnorderedElementsAre("main.1/custom-call.2",
                                              "main.1/get-tuple-element"));
}

// XLA's dot-merger (step 9 of `qkv_h100`) makes two dots that share their
// left operand one dot of the concatenated right operands, and slices of
// its result stand where each dot stood. Each dot is a rewrite of the
// merged dot and of its own slice. (Before, the merged dot was created at
// this step and both dots had no successor.)
TEST(LineagePairsDumpTest, DotMergerMergesDotsSharingAnOperand) {
  Program P("qkv_h100", "xla-lineage-gpu-handoffs");
  auto L = P.lineage(9);
  ASSERT_TRUE(L && P.Old && P.New);
  const Instruction *Merged = nullptr;
  for (const Instruction *I : P.New->entry()->instructions())
    if (I->opcode() == Opcode::Dot &&
        std::any_of(I->operands().begin(), I->operands().end(),
                    [](const Operand &O) {
                      return O.Def && O.Def->opcode() == Opcode::Concatenate;
                    }))
      Merged = I;
  ASSERT_NE(Merged, nullptr);
  auto Preds = L->predecessors(*Merged);
  ASSERT_EQ(Preds.size(), 2u);
  for (const LineageLink *K : Preds) {
    EXPECT_EQ(K->Kind, LinkKind::Rewritten);
    EXPECT_EQ(K->Old->opcode(), Opcode::Dot);
    EXPECT_EQ(K->Old->operand(0)->name(), Merged->operand(0)->name());
    // And its own slice of the merged result.
    int Slices = 0;
    for (const LineageLink *Q : L->successors(*K->Old))
      Slices += Q->New->opcode() == Opcode::Slice &&
                Q->New->operand(0) == Merged;
    EXPECT_EQ(Slices, 1) << K->Old->name();
  }
  EXPECT_NE(Preds[0]->Old, Preds[1]->Old);
}

// XLA's algebraic simplifier (step 6 of `dot_t_h100`) folds a transpose
// into the dot it reads: transpose(dot(a, b)) becomes dot(b, a). The new
// dot is a rewrite of both. (Before, it was created at this step, and the
// cuBLAS call it becomes had no history before it.)
TEST(LineagePairsDumpTest, TransposeFoldedIntoItsDot) {
  Program P("dot_t_h100", "xla-lineage-gpu-handoffs");
  auto L = P.lineage(6);
  ASSERT_TRUE(L && P.Old && P.New);
  const Instruction *Dot = find(*P.New, "main.1", "dot");
  ASSERT_NE(Dot, nullptr);
  std::set<Opcode> From;
  for (const LineageLink *K : L->predecessors(*Dot)) {
    EXPECT_EQ(K->Kind, LinkKind::Rewritten) << K->Old->name();
    From.insert(K->Old->opcode());
  }
  EXPECT_THAT(From, ::testing::UnorderedElementsAre(Opcode::Dot,
                                                    Opcode::Transpose));
  EXPECT_THAT(L->created(), ::testing::Not(::testing::Contains(Dot)));
}

// XLA:TPU's stable-sort-expander (step 12 of `sort_v5e`,
// scripts/xla/gen_tpu_nested_dumps.py) remakes a sort with an iota operand
// that breaks ties, under a new name, and a get-tuple-element of its first
// result stands where the sort stood. Both are rewrites of the old sort.
// (Before, the new sort was created at this step.)
TEST(LineagePairsDumpTest, StableSortExpanderAddsAnIotaOperand) {
  Program P("sort_v5e", "xla-tpu-nested");
  auto L = P.lineage(12);
  ASSERT_TRUE(L && P.Old && P.New);
  const Instruction *Old = nullptr, *New = nullptr;
  for (const Instruction *I : P.Old->entry()->instructions())
    if (I->opcode() == Opcode::Sort)
      Old = I;
  for (const Instruction *I : P.New->entry()->instructions())
    if (I->opcode() == Opcode::Sort)
      New = I;
  ASSERT_TRUE(Old && New);
  ASSERT_EQ(New->operandCount(), Old->operandCount() + 1);
  const LineageLink *K = linkBetween(*L, Old, New);
  ASSERT_NE(K, nullptr);
  EXPECT_EQ(K->Kind, LinkKind::Rewritten);
  EXPECT_THAT(L->created(), ::testing::Not(::testing::Contains(New)));
  EXPECT_THAT(L->removed(), ::testing::Not(::testing::Contains(Old)));
}

// The backward conditional of a lax.cond's gradient returns a one-element
// tuple, read through get-tuple-element as the computation's root (step 3
// of `cond_grad`); Shardy's round trip (step 4, shardy-xla) remakes it,
// renamed, returning the element itself as the root. Both the conditional
// and its get-tuple-element are rewrites of the new conditional. (Before,
// it was created at this step and history stopped there.)
TEST(LineagePairsDumpTest, ShardyUnwrapsAOneElementTupleConditional) {
  Program P("cond_grad", kPairs);
  auto L = P.lineage(4);
  ASSERT_TRUE(L && P.Old && P.New);
  const Instruction *Root = P.New->entry()->root();
  ASSERT_NE(Root, nullptr);
  ASSERT_EQ(Root->opcode(), Opcode::Conditional);
  std::set<Opcode> From;
  for (const LineageLink *K : L->predecessors(*Root)) {
    EXPECT_EQ(K->Kind, LinkKind::Rewritten) << K->Old->name();
    From.insert(K->Old->opcode());
  }
  EXPECT_THAT(From, ::testing::UnorderedElementsAre(
                        Opcode::Conditional, Opcode::GetTupleElement));
  EXPECT_THAT(L->created(), ::testing::Not(::testing::Contains(Root)));
}

// At step 70 of `vit_patch_h100` priority fusion merges the Triton softmax
// fusion `triton_softmax.11` into its consumers: its fused computation is
// copied into new Triton fusions. The old fusion instruction continues as
// the copies of its root there, each a rewrite via the fusion that holds
// it, so forward history and `why --fusion` no longer end it as removed.
TEST(LineagePairsDumpTest, FusionMergedIntoItsConsumersContinuesThere) {
  Program P("vit_patch_h100", "xla-lineage-gpu-pairs");
  auto L = P.lineage(70);
  ASSERT_TRUE(L && P.Old && P.New);
  const Instruction *Softmax = find(*P.Old, "main.43", "triton_softmax.11");
  ASSERT_NE(Softmax, nullptr);
  auto Succ = L->successors(*Softmax);
  ASSERT_FALSE(Succ.empty());
  EXPECT_THAT(L->removed(), ::testing::Not(::testing::Contains(Softmax)));
  for (const LineageLink *K : Succ) {
    EXPECT_EQ(K->Kind, LinkKind::Rewritten) << K->New->name();
    ASSERT_NE(K->Via, nullptr) << K->New->name();
    EXPECT_EQ(K->Via->opcode(), Opcode::Fusion);
    EXPECT_NE(K->Via->backendConfig().find("__triton"), std::string::npos)
        << K->Via->name();
  }
}

// XLA:GPU's splitk-rewriter (step 16 of `splitk_h100`) splits a skinny dot
// along its contracting dimension: a batched dot over the operands
// reshaped, a reduce over the batch and a convert back to bf16 stand where
// the dot stood. All three are rewrites of it, and so is the reduce's
// initial value, made for it alone. (Before, the dot was removed
// at this step and the GEMM fusion made of it had no history before.)
TEST(LineagePairsDumpTest, SplitKRewriterSplitsADot) {
  Program P("splitk_h100", "xla-lineage-gpu-handoffs");
  auto L = P.lineage(16);
  ASSERT_TRUE(L && P.Old && P.New);
  const Instruction *Dot = nullptr;
  for (const Instruction *I : P.Old->entry()->instructions())
    if (I->opcode() == Opcode::Dot)
      Dot = I;
  ASSERT_NE(Dot, nullptr);
  std::set<Opcode> Into;
  for (const LineageLink *K : L->successors(*Dot)) {
    EXPECT_EQ(K->Kind, LinkKind::Rewritten) << K->New->name();
    Into.insert(K->New->opcode());
  }
  EXPECT_THAT(Into,
              ::testing::UnorderedElementsAre(Opcode::Dot, Opcode::Reduce,
                                              Opcode::Convert, Opcode::Constant));
}

// gemm-fusion-swap-operands (step 19 of `swap_h100`) remakes the Triton
// GEMM fusion's root dot with its operands swapped, under a bitcast that is
// the new root: both are rewrites of the old root, via the fusion.
TEST(LineagePairsDumpTest, GemmFusionSwapsItsDotOperands) {
  Program P("swap_h100", "xla-lineage-gpu-handoffs");
  auto L = P.lineage(19);
  ASSERT_TRUE(L && P.Old && P.New);
  const Computation *Old = P.Old->find("gemm_fusion_dot_computation");
  const Computation *New = P.New->find("gemm_fusion_dot_computation");
  ASSERT_TRUE(Old && New && Old->root() && New->root());
  ASSERT_EQ(Old->root()->opcode(), Opcode::Dot);
  ASSERT_EQ(New->root()->opcode(), Opcode::Bitcast);
  const Instruction *Swapped = New->root()->operand(0);
  ASSERT_EQ(Swapped->opcode(), Opcode::Dot);
  for (const Instruction *X : {New->root(), Swapped}) {
    const LineageLink *K = linkBetween(*L, Old->root(), X);
    ASSERT_NE(K, nullptr) << X->name();
    EXPECT_EQ(K->Kind, LinkKind::Rewritten);
    ASSERT_NE(K->Via, nullptr);
    EXPECT_EQ(K->Via->name(), "gemm_fusion_dot");
  }
  // The operands, swapped.
  EXPECT_EQ(Swapped->operand(0)->name(), Old->root()->operand(1)->name());
  EXPECT_EQ(Swapped->operand(1)->name(), Old->root()->operand(0)->name());
}

// cudnn-fused-convolution-rewriter (step 16 of `conv_relu_h100`) folds the
// bias add and the relu after a cuDNN convolution into one call
// (`__cudnn$convBiasActivationForward`, activation kRelu). The add and the
// maximum are rewrites of that call, as is the convolution. (Before, both
// were removed at this step.)
TEST(LineagePairsDumpTest, BiasAndReluFoldedIntoACudnnCall) {
  Program P("conv_relu_h100", "xla-lineage-gpu-handoffs");
  auto L = P.lineage(16);
  ASSERT_TRUE(L && P.Old && P.New);
  const Instruction *Call = nullptr;
  for (const Instruction *I : P.New->entry()->instructions())
    if (I->opcode() == Opcode::CustomCall)
      Call = I;
  ASSERT_NE(Call, nullptr);
  EXPECT_EQ(Call->customCallTarget(), "__cudnn$convBiasActivationForward");
  std::set<Opcode> From;
  for (const LineageLink *K : L->predecessors(*Call)) {
    EXPECT_EQ(K->Kind, LinkKind::Rewritten) << K->Old->name();
    From.insert(K->Old->opcode());
  }
  EXPECT_THAT(From, ::testing::UnorderedElementsAre(
                        Opcode::CustomCall, Opcode::Add, Opcode::Maximum));
}

// XLA:TPU's topk-decomposer (step 2 of `topk_v5e`) replaces a top-k with a
// sort of the same input and an iota, and a tuple of slices of its two
// results. The sort, the slices and the tuple are rewrites of the top-k.
// (Before, the top-k was removed at this step.)
TEST(LineagePairsDumpTest, TopKDecomposedIntoASortAndSlices) {
  Program P("topk_v5e", "xla-tpu-nested");
  auto L = P.lineage(2);
  ASSERT_TRUE(L && P.Old && P.New);
  const Instruction *TopK = nullptr;
  for (const Instruction *I : P.Old->entry()->instructions())
    if (I->opcode() == Opcode::TopK)
      TopK = I;
  ASSERT_NE(TopK, nullptr);
  std::multiset<Opcode> Into;
  for (const LineageLink *K : L->successors(*TopK)) {
    EXPECT_EQ(K->Kind, LinkKind::Rewritten) << K->New->name();
    Into.insert(K->New->opcode());
  }
  EXPECT_EQ(Into.count(Opcode::Sort), 1u);
  EXPECT_EQ(Into.count(Opcode::Slice), 2u);
  EXPECT_EQ(Into.count(Opcode::Tuple), 1u);
}

} // namespace
} // namespace hlotrace
