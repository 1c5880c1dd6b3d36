//===- LineageExpansionsDumpTest.cpp - One op remade as others ------------===//
//
// Links across XLA passes that remake one op as ops of other kinds
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

/// The opcodes of what old `O` continues as, each a rewrite of it.
std::multiset<Opcode> rewrittenOpcodes(const StepLineage &L,
                                       const Instruction &O) {
  std::multiset<Opcode> Out;
  for (const LineageLink *K : L.successors(O)) {
    EXPECT_EQ(K->Kind, LinkKind::Rewritten) << K->New->name();
    Out.insert(K->New->opcode());
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
  std::multiset<Opcode> Into = rewrittenOpcodes(*L, *SelectAndScatter);
  for (const LineageLink *K : L->successors(*SelectAndScatter))
    EXPECT_EQ(K->New->parent(), P.New->entry()) << K->New->name();
  EXPECT_EQ(Into.count(Opcode::Scatter), 1u);
  EXPECT_EQ(Into.count(Opcode::ReduceWindow), 1u);
  EXPECT_EQ(Into.count(Opcode::Iota), 4u);
  EXPECT_EQ(Into.count(Opcode::GetTupleElement), 4u);
  EXPECT_EQ(Into.count(Opcode::Concatenate), 1u);
  // Each is the select-and-scatter's alone.
  for (const LineageLink *K : L->successors(*SelectAndScatter))
    EXPECT_EQ(L->predecessors(*K->New).size(), 1u) << K->New->name();
}

// Step 7 of `norm_grad` is algsimp: a division by a broadcast constant
// (the layer norm's mean and variance over 32 elements) becomes a
// multiplication by a broadcast reciprocal. Where the quotient fed a reduce
// over a dimension of one, that reduce became a reshape of the product:
// both ops are remade, each linked to its own. Before, the divisions and
// reduces were removed and the multiplications created.
TEST(LineageExpansionsDumpTest, DivisionByAConstantBecomesAMultiplication) {
  Program P("norm_grad", kExpansions);
  auto L = P.lineage(7);
  ASSERT_TRUE(L && P.Old && P.New);
  const char *Entry = "main.20";
  auto Into = [&](const char *Name) {
    const Instruction *O = find(*P.Old, Entry, Name);
    EXPECT_NE(O, nullptr) << Name;
    return O ? rewrittenInto(*L, *O) : std::set<std::string>();
  };
  EXPECT_EQ(find(*P.New, Entry, "multiply")->opcode(), Opcode::Multiply);
  EXPECT_THAT(Into("div.17"), ::testing::ElementsAre("multiply"));
  EXPECT_THAT(Into("div.8"), ::testing::ElementsAre("multiply.6"));
  EXPECT_THAT(Into("reduce_sum.7"), ::testing::ElementsAre("reshape.23"));
}

// The committed ground truth's `linalg`, step 8 (algsimp):
// multiply(convert(p), x) of a predicate p becomes select(p, x, 0). Both the
// multiply and the convert are rewritten as the select.
TEST(LineageExpansionsDumpTest, MultiplyByAConvertedPredicateBecomesASelect) {
  Program P("linalg");
  auto L = P.lineage(8);
  ASSERT_TRUE(L && P.Old && P.New);
  for (const char *Name : {"mul.7", "convert_element_type.2"})
    EXPECT_THAT(rewrittenInto(*L, *find(*P.Old, "main.12", Name)),
                ::testing::ElementsAre("select"))
        << Name;
}

// The committed `transformer`, step 12 (algsimp): broadcast(iota) becomes an
// iota of the larger shape.
TEST(LineageExpansionsDumpTest, BroadcastOfAnIotaBecomesAnIota) {
  Program P("transformer");
  auto L = P.lineage(12);
  ASSERT_TRUE(L && P.Old && P.New);
  const Instruction *Old = find(*P.Old, "main.135", "iota.9");
  ASSERT_NE(Old, nullptr);
  EXPECT_EQ(Old->opcode(), Opcode::Broadcast);
  EXPECT_THAT(rewrittenInto(*L, *Old), ::testing::ElementsAre("iota.40"));
  EXPECT_EQ(find(*P.New, "main.135", "iota.40")->opcode(), Opcode::Iota);
}

// XLA:GPU's second reshape-mover run in a layer-norm training step
// (`ln_mlp_h100`, step 14) moves the [1, D] reshapes of the gain gradient
// down past the add of its two parts and the SGD update's multiply: both
// are remade in the other shape, the multiply under a new reshape. Before,
// both were removed and their remakes created.
TEST(LineageExpansionsDumpTest, ReshapeMoverRemakesTheOpsItMovesPast) {
  Program P("ln_mlp_h100", "xla-lineage-gpu-handoffs");
  auto L = P.lineage(14);
  ASSERT_TRUE(L && P.Old && P.New);
  const char *Entry = "main.28";
  EXPECT_THAT(rewrittenInto(*L, *find(*P.Old, Entry, "add_any.1")),
              ::testing::ElementsAre("add_any.3"));
  EXPECT_THAT(rewrittenInto(*L, *find(*P.Old, Entry, "mul.146")),
              ::testing::UnorderedElementsAre("mul.3", "reshape.70"));
}

// XLA:GPU's layout normalization (step 19 of `attention_h100`) puts two
// bitcasts between each cuDNN attention call's result and the bitcast that
// read it, keeping that one's name; the next algsimp (step 20) folds the
// three into one again. The old bitcasts went into the new one. None went
// into the calls, which the step left alone: before, each of the four was
// taken for an epilogue folded into its call, which gave the calls false
// origins (`history --back` of the forward call said "created by
// layout_normalization").
TEST(LineageExpansionsDumpTest, CollapsedBitcastsAreNoCallEpilogue) {
  Program P("attention_h100", "xla-lineage-gpu-handoffs");
  auto L = P.lineage(20);
  ASSERT_TRUE(L && P.Old && P.New);
  int Calls = 0;
  for (const Instruction *N : P.New->entry()->instructions()) {
    if (N->opcode() != Opcode::CustomCall ||
        N->customCallTarget().find("fmha") == absl::string_view::npos)
      continue;
    ++Calls;
    for (const LineageLink *K : L->predecessors(*N))
      EXPECT_EQ(K->Old->opcode(), Opcode::CustomCall)
          << N->name() << " from " << K->Old->name();
  }
  EXPECT_EQ(Calls, 2);
  const char *Entry = "main.1";
  EXPECT_THAT(rewrittenInto(*L, *find(*P.Old, Entry, "bitcast")),
              ::testing::ElementsAre("bitcast"));
  EXPECT_THAT(rewrittenInto(*L, *find(*P.Old, Entry, "bitcast.9")),
              ::testing::ElementsAre("bitcast"));
}

// cpu-all-reduce-combiner (step 44 of the committed `sharded`) makes two
// all-reduces of seven, each returning a tuple; what read
// an old all-reduce reads an element of a combined one. Each old
// all-reduce continues as its element (the operand it reduced is that
// element's operand of the combined op); the combined ops, labelled by XLA
// as one of the seven each, are the pass's. Before, the seven were removed.
TEST(LineageExpansionsDumpTest, CombinedAllReducesContinueAsTheirElements) {
  Program P("sharded");
  auto L = P.lineage(44);
  ASSERT_TRUE(L && P.Old && P.New);
  std::set<std::string> Elements;
  for (const char *Name : {"all-reduce.4", "all-reduce.5", "all-reduce.6",
                           "all-reduce.8", "all-reduce.9", "all-reduce.10",
                           "all-reduce.11"}) {
    const Instruction *O = find(*P.Old, "main.17_spmd", Name);
    ASSERT_NE(O, nullptr) << Name;
    EXPECT_EQ(O->opcode(), Opcode::AllReduce) << Name;
    auto Into = rewrittenInto(*L, *O);
    ASSERT_EQ(Into.size(), 1u) << O->name();
    const Instruction *E = find(*P.New, "main.17_spmd", *Into.begin());
    ASSERT_NE(E, nullptr);
    EXPECT_EQ(E->opcode(), Opcode::GetTupleElement) << E->name();
    EXPECT_EQ(E->operand(0)->opcode(), Opcode::AllReduce) << E->name();
    Elements.insert(*Into.begin());
  }
  EXPECT_EQ(Elements.size(), 7u);
}

// XLA:TPU's tpu-broadcast-rewriter (`xla-tpu-nested/rms_norm_v5e`, step
// 9) drops the unit dimension of an RMS norm's [4, 1] chain: the multiply
// by 1/256, the add of epsilon, the rsqrt and the convert are remade as
// [4] over remade operands, and the reshape that ended the chain is gone.
// Each is linked to its remake (before: all removed and created).
TEST(LineageExpansionsDumpTest, UnitDimensionDroppedFromAChain) {
  Program P("rms_norm_v5e", "xla-tpu-nested");
  auto L = P.lineage(9);
  ASSERT_TRUE(L && P.Old && P.New);
  const char *Entry = "main.2";
  for (auto [From, To] : {std::pair{"multiply", "multiply.1"},
                          std::pair{"add.1", "add.0"},
                          std::pair{"rsqrt.1", "rsqrt.0"},
                          std::pair{"convert_element_type.3",
                                    "convert_element_type.0"}}) {
    const Instruction *O = find(*P.Old, Entry, From);
    ASSERT_NE(O, nullptr) << From;
    EXPECT_THAT(rewrittenInto(*L, *O), ::testing::ElementsAre(To)) << From;
    EXPECT_EQ(O->shape()->dimensions().size(), 2u) << From;
    EXPECT_EQ(find(*P.New, Entry, To)->shape()->dimensions().size(), 1u) << To;
  }
}

// XLA:TPU's first algsimp (`xla-tpu-nested/decode_scores_v5e`, step 7)
// makes the decoding step's score einsum, a dot contracting 32 elements,
// a multiply of the broadcast query by the transposed keys, converted,
// reduced and converted back. All six ops are rewrites of the dot (before,
// the dot was removed and they were created).
TEST(LineageExpansionsDumpTest, DotMadeAMultiplyAndAReduce) {
  Program P("decode_scores_v5e", "xla-tpu-nested");
  auto L = P.lineage(7);
  ASSERT_TRUE(L && P.Old && P.New);
  const Instruction *Dot = find(*P.Old, "main.3", "dot_general.1");
  ASSERT_NE(Dot, nullptr);
  EXPECT_THAT(rewrittenOpcodes(*L, *Dot), ::testing::UnorderedElementsAre(
                        Opcode::Broadcast, Opcode::Transpose, Opcode::Multiply,
                        Opcode::Convert, Opcode::Reduce, Opcode::Convert));
  // The keys' transpose is the dot's alone: the keys continue as themselves.
  auto Keys = L->successors(*find(*P.Old, "main.3", "k.1"));
  ASSERT_EQ(Keys.size(), 1u);
  EXPECT_EQ(Keys[0]->New->name(), "k.1");
}

// simplify-while-loops (step 20 of the committed `rng`) drops a state
// element from the middle of each of the eleven threefry loops: their
// bodies and conditions are remade with other parameters and root tuples
// and pair with no old computation, though what they compute was linked
// as copies. Each new loop continues the old one whose body and condition
// its own mostly continue (before, all eleven were removed and created).
TEST(LineageExpansionsDumpTest, LoopWithAStateElementDroppedContinues) {
  Program P("rng");
  auto L = P.lineage(20);
  ASSERT_TRUE(L && P.Old && P.New);
  std::set<std::string> Into;
  int Loops = 0;
  for (const Instruction *O : P.Old->find("main.29")->instructions()) {
    if (O->opcode() != Opcode::While)
      continue;
    ++Loops;
    auto S = L->successors(*O);
    ASSERT_EQ(S.size(), 1u) << O->name();
    EXPECT_EQ(S[0]->New->opcode(), Opcode::While) << O->name();
    // One element fewer in the loop state.
    EXPECT_EQ(S[0]->New->shape()->tupleShapes().size() + 1,
              O->shape()->tupleShapes().size())
        << O->name();
    Into.insert(std::string(S[0]->New->name()));
  }
  EXPECT_EQ(Loops, 11);
  EXPECT_EQ(Into.size(), 11u);
}

// XLA:TPU's space-to-batch-converter (`xla-tpu-nested/space_to_batch_v5e`,
// step 14) remakes a convolution of 4 images with each image split into
// batch rows, and the multiply, add and maximum after it as copies that
// HloInstruction::Clone names after them (`mul.7.clone`); the originals
// are gone. Each copy continues its original, and the new convolution,
// under the masks and reshapes of the new layout, the old one. The names
// are the evidence: without them the copies are not linked.
TEST(LineageExpansionsDumpTest, SpaceToBatchClonesContinueTheirOriginals) {
  Program P("space_to_batch_v5e", "xla-tpu-nested");
  const char *Entry = "main.2";
  {
    auto L = P.lineage(14);
    ASSERT_TRUE(L && P.Old && P.New);
    for (const char *Name : {"mul.7", "add.7", "max.1"})
      EXPECT_THAT(rewrittenInto(*L, *find(*P.Old, Entry, Name)),
                  ::testing::ElementsAre(std::string(Name) + ".clone"))
          << Name;
    const Instruction *Conv = find(*P.Old, Entry, "conv_general_dilated.1");
    ASSERT_NE(Conv, nullptr);
    EXPECT_THAT(rewrittenOpcodes(*L, *Conv),
                ::testing::ElementsAre(Opcode::Convolution));
  }
  auto Unnamed = P.lineage(14, /*UseNames=*/false);
  ASSERT_TRUE(Unnamed);
  EXPECT_THAT(Unnamed->successors(*find(*P.Old, Entry, "mul.7")),
              ::testing::IsEmpty());
}

// XLA:TPU's fusion pass (`xla-tpu-nested/masked_softmax_v5e`, step 57)
// turns the row max and row sum of two softmax layers into reduce-windows
// inside new fusions, and remakes the subtract, exponential and divide
// around them there: nothing they read continues what the old ops read,
// but XLA kept their metadata, which both layers share (one line of
// source). With metadata, each old op continues as its remake, in the
// fusion that reads its own layer's scores (the fusion that holds the
// layer's reduce, which structure links); without, nothing continues it.
// The reduce-windows a remake reads in the place of a broadcast row max or
// sum are rewrites of the broadcast and of the reduce.
TEST(LineageExpansionsDumpTest, FusedRemakesKeepTheirMetadata) {
  Program P("masked_softmax_v5e", "xla-tpu-nested");
  auto L = P.lineage(57, /*UseNames=*/true, /*UseMetadata=*/true);
  ASSERT_TRUE(L && P.Old && P.New);
  const char *Entry = "main.6";
  struct Layer {
    const char *Scores, *Sub, *Exp, *Div;
  };
  for (const Layer &Y : {Layer{"reduce.6", "sub.11", "exp.2", "div.11"},
                         Layer{"reduce.7", "sub.15", "exp.3", "div.15"}}) {
    // The fusion holding this layer's scores, as structure links them.
    const Instruction *Scores = find(*P.Old, Entry, Y.Scores);
    ASSERT_NE(Scores, nullptr);
    auto ScoresInto = L->successors(*Scores);
    ASSERT_EQ(ScoresInto.size(), 1u) << Y.Scores;
    const Instruction *ScoresFusion = ScoresInto[0]->Via;
    ASSERT_NE(ScoresFusion, nullptr);
    auto Only = [&](const char *Name) -> const LineageLink * {
      const Instruction *O = find(*P.Old, Entry, Name);
      if (!O)
        return nullptr;
      auto Into = L->successors(*O);
      EXPECT_EQ(Into.size(), 1u) << Name;
      if (Into.size() != 1)
        return nullptr;
      EXPECT_EQ(Into[0]->Kind, LinkKind::Fused) << Name;
      EXPECT_EQ(Into[0]->New->opcode(), O->opcode()) << Name;
      return Into[0];
    };
    const LineageLink *Sub = Only(Y.Sub), *Exp = Only(Y.Exp), *Div = Only(Y.Div);
    ASSERT_TRUE(Sub && Exp && Div) << Y.Sub;
    // The subtract and the exponential are remade in one fusion, which
    // reads the scores' fusion; the divide in another, which reads that.
    EXPECT_EQ(Sub->Via, Exp->Via) << Y.Sub;
    ASSERT_NE(Sub->Via, nullptr);
    EXPECT_THAT(Sub->Via->operands(),
                ::testing::Contains(::testing::Field(&Operand::Def, ScoresFusion)))
        << Y.Sub;
    ASSERT_NE(Div->Via, nullptr);
    EXPECT_THAT(Div->Via->operands(),
                ::testing::Contains(::testing::Field(&Operand::Def, Sub->Via)))
        << Y.Div;
    // The remade exponential reads the remade subtract.
    EXPECT_EQ(Exp->New->operand(0), Sub->New) << Y.Exp;
    // What the remakes read in the place of the broadcast row max and sum
    // (reduce-windows): rewrites of the broadcasts and of the reduces.
    for (const auto &[Remake, Old] :
         {std::pair{Sub, Y.Sub}, std::pair{Div, Y.Div}}) {
      const Instruction *O = find(*P.Old, Entry, Old);
      ASSERT_TRUE(O && O->operandCount() == 2 && O->operand(1));
      const Instruction *Spread = O->operand(1);
      ASSERT_EQ(Spread->opcode(), Opcode::Broadcast) << Old;
      const Instruction *Window = Remake->New->operand(1);
      ASSERT_EQ(Window->opcode(), Opcode::ReduceWindow) << Old;
      for (const Instruction *X : {Spread, Spread->operand(0)})
        EXPECT_THAT(rewrittenInto(*L, *X),
                    ::testing::ElementsAre(std::string(Window->name())))
            << X->name();
    }
  }
  auto Blind = P.lineage(57);
  ASSERT_TRUE(Blind);
  EXPECT_THAT(Blind->successors(*find(*P.Old, Entry, "sub.11")),
              ::testing::IsEmpty());
}

// Metadata is no evidence where the remake reads a constant in the place of
// a value no folding makes one. XLA:CPU's algsimp (`xla-cpu/full/mlp`, step
// 7) makes exp / broadcast(n) exp * broadcast(1 / n): the new broadcast of
// 1 has the metadata of the old broadcast of n, but does not continue it.
// Constant folding (`rng`, step 14) does make a broadcast of a computed
// scalar one of a constant: that broadcast continues as itself.
TEST(LineageExpansionsDumpTest, MetadataTwinsReadAlike) {
  {
    Program P("mlp", "xla-cpu/full");
    auto L = P.lineage(7, /*UseNames=*/true, /*UseMetadata=*/true);
    ASSERT_TRUE(L && P.Old && P.New);
    const Instruction *Spread = find(*P.Old, "main.4", "div.4");
    ASSERT_NE(Spread, nullptr);
    EXPECT_THAT(successors(*L, Spread),
                ::testing::Not(::testing::Contains("main.4/broadcast")));
  }
  Program P("rng");
  auto L = P.lineage(14, /*UseNames=*/true, /*UseMetadata=*/true);
  ASSERT_TRUE(L && P.Old && P.New);
  const Instruction *Folded = find(*P.Old, "main.29", "mul.54");
  ASSERT_NE(Folded, nullptr);
  EXPECT_THAT(successors(*L, Folded), ::testing::ElementsAre("main.29/mul.54"));
}

// XLA:GPU's layout normalization (`xla-lineage-gpu-handoffs/
// attention_layout_h100`, step 16) makes bitcasts of the transposes after
// the cuDNN attention calls whose layouts leave the bytes in place: the
// same operand, shape and layout. Each transpose continues as its bitcast,
// a rewrite that structure proves (confidence 1, names hidden), and what
// read it continues as itself: before, structure left the transposes and
// their readers unlinked, and only names paired the readers.
TEST(LineageExpansionsDumpTest, TransposesMadeBitcastsKeepTheirReaders) {
  Program P("attention_layout_h100", "xla-lineage-gpu-handoffs");
  auto L = P.lineage(16, /*UseNames=*/false);
  ASSERT_TRUE(L && P.Old && P.New);
  const char *Entry = "main.1";
  for (const char *Name :
       {"dot_product_attention_fwd.9", "dot_product_attention_bwd.13",
        "dot_product_attention_bwd.14", "dot_product_attention_bwd.15"}) {
    const Instruction *T = find(*P.Old, Entry, Name);
    ASSERT_NE(T, nullptr);
    ASSERT_EQ(T->opcode(), Opcode::Transpose);
    auto Into = L->successors(*T);
    ASSERT_EQ(Into.size(), 1u) << Name;
    const Instruction *B = Into[0]->New;
    EXPECT_EQ(B->opcode(), Opcode::Bitcast) << Name;
    EXPECT_EQ(Into[0]->Kind, LinkKind::Rewritten) << Name;
    EXPECT_EQ(Into[0]->Confidence, 1.0f) << Name;
    EXPECT_EQ(*B->shape(), *T->shape()) << Name;
    ASSERT_EQ(B->operandCount(), 1u);
    EXPECT_EQ(B->operand(0)->name(), T->operand(0)->name()) << Name;
  }
  for (const char *Name : {"convert_element_type.2", "tuple.1"}) {
    const Instruction *R = find(*P.Old, Entry, Name);
    ASSERT_NE(R, nullptr);
    EXPECT_THAT(successors(*L, R),
                ::testing::ElementsAre(std::string(Entry) + "/" + Name));
  }
}

// XLA:GPU's convert-mover (`xla-lineage-gpu-handoffs/gate_h100`, step 20)
// swaps each convert(slice(p)) of the gate's top probabilities for
// slice(convert(p)). Each op continues as the new op of its own opcode;
// before this was understood, the slice was linked to the new convert and
// the convert to the new slice.
TEST(LineageExpansionsDumpTest, SwappedConvertAndSliceKeepTheirOpcodes) {
  Program P("gate_h100", "xla-lineage-gpu-handoffs");
  auto L = P.lineage(20);
  ASSERT_TRUE(L && P.Old && P.New);
  for (const char *Name : {"slice.2", "slice.3", "convert_element_type.4",
                           "convert_element_type.5"}) {
    const Instruction *O = find(*P.Old, "main.3", Name);
    ASSERT_NE(O, nullptr) << Name;
    EXPECT_THAT(rewrittenOpcodes(*L, *O), ::testing::ElementsAre(O->opcode()))
        << Name;
  }
}

// XLA:CPU's topk-rewriter (step 12 of `top_k`) makes the top-k that
// topk-decomposer spelled as slices of a sort of the input and an iota one
// TopK library call, whose two elements the root now reads; the old ops
// stay, unread, for DCE. Each of them is a rewrite of the call, and each
// slice of the element that stands in its place (before: the call was
// created there, and its history stopped).
TEST(LineageExpansionsDumpTest, SortAndSlicesComposedIntoATopKCall) {
  Program P("top_k", kExpansions);
  auto L = P.lineage(12);
  ASSERT_TRUE(L && P.Old && P.New);
  const Instruction *Call = find(*P.New, "main.1", "custom-call");
  ASSERT_NE(Call, nullptr);
  EXPECT_EQ(Call->customCallTarget(), "TopK");
  std::multiset<Opcode> From;
  for (const LineageLink *K : L->predecessors(*Call)) {
    EXPECT_EQ(K->Kind, LinkKind::Rewritten) << K->Old->name();
    From.insert(K->Old->opcode());
  }
  EXPECT_THAT(From, ::testing::UnorderedElementsAre(
                        Opcode::Sort, Opcode::Iota, Opcode::GetTupleElement,
                        Opcode::GetTupleElement, Opcode::Slice, Opcode::Slice));
  // (It also continues as itself, left unread for DCE.)
  std::set<std::string> Rewritten;
  for (const LineageLink *K : L->successors(*find(*P.Old, "main.1", "slice")))
    if (K->Kind == LinkKind::Rewritten)
      Rewritten.insert(std::string(K->New->name()));
  EXPECT_THAT(Rewritten, ::testing::UnorderedElementsAre(
                             "custom-call", "get-tuple-element.2"));
}

// XLA:CPU's reduce-window-rewriter (step 6 of `cumulative`) splits the
// cumulative product's reduce-window over 32 elements, the module's root,
// into two levels: reduce-windows over 16 and over 2, with the reshapes,
// slices, broadcast and map that combine them; the new root is a reshape.
// All nine ops are rewrites of the old reduce-window (before: it was
// removed, and they were created).
TEST(LineageExpansionsDumpTest, LongReduceWindowSplitInTwoLevels) {
  Program P("cumulative", kExpansions);
  auto L = P.lineage(6);
  ASSERT_TRUE(L && P.Old && P.New);
  const Instruction *Old = P.Old->entry()->root();
  ASSERT_NE(Old, nullptr);
  ASSERT_EQ(Old->opcode(), Opcode::ReduceWindow);
  auto Into = rewrittenOpcodes(*L, *Old);
  EXPECT_EQ(Into.count(Opcode::ReduceWindow), 2u);
  EXPECT_EQ(Into.count(Opcode::Map), 1u);
  EXPECT_EQ(Into.size(), 9u);
  EXPECT_EQ(Into.count(P.New->entry()->root()->opcode()) > 0, true);
}

// XLA:GPU's tree-reduction-rewriter (`xla-lineage-gpu-handoffs/mean_h100`,
// step 20) splits the one reduce of a mean over 131,072 elements: a new
// reduce of each row, which the old reduce, kept, now reduces. The new
// reduce does part of the old one's work (before: created, and its
// history stopped there).
TEST(LineageExpansionsDumpTest, TreeReductionSplitsAReduce) {
  Program P("mean_h100", "xla-lineage-gpu-handoffs");
  auto L = P.lineage(20);
  ASSERT_TRUE(L && P.Old && P.New);
  const Instruction *Old = find(*P.Old, "main.2", "reduce_sum.7");
  ASSERT_NE(Old, nullptr);
  std::set<std::string> Rewritten, Kept;
  for (const LineageLink *K : L->successors(*Old))
    (K->Kind == LinkKind::Rewritten ? Rewritten : Kept)
        .insert(std::string(K->New->name()));
  EXPECT_THAT(Rewritten, ::testing::ElementsAre("reduce.1"));
  EXPECT_THAT(Kept, ::testing::ElementsAre("reduce_sum.7"));
  EXPECT_EQ(find(*P.New, "main.2", "reduce_sum.7")->operand(0),
            find(*P.New, "main.2", "reduce.1"));
}

// XLA:CPU's small-while-loop-hoisting (step 45 of the committed `rng`)
// puts each small loop in a computation of its own and calls it where the
// loop stood. Each old loop continues as its copy there and is rewritten
// as the call (before: the calls were created, and `history --back` of one
// stopped at that pass).
TEST(LineageExpansionsDumpTest, LoopWrappedInACall) {
  Program P("rng");
  auto L = P.lineage(45);
  ASSERT_TRUE(L && P.Old && P.New);
  int Loops = 0;
  for (const Instruction *O : P.Old->find("main.29")->instructions()) {
    if (O->opcode() != Opcode::While)
      continue;
    std::multiset<Opcode> Rewritten;
    bool Copied = false;
    for (const LineageLink *K : L->successors(*O)) {
      if (K->Kind == LinkKind::Rewritten)
        Rewritten.insert(K->New->opcode());
      else
        Copied |= K->New->opcode() == Opcode::While &&
                  K->New->parent()->name() != "main.29";
    }
    if (Rewritten.empty())
      continue;
    ++Loops;
    EXPECT_THAT(Rewritten, ::testing::ElementsAre(Opcode::Call)) << O->name();
    EXPECT_TRUE(Copied) << O->name();
  }
  EXPECT_EQ(Loops, 9);
}

} // namespace
} // namespace hlotrace
