//===- ParserTest.cpp - Tests of the HLO text parser ----------------------===//

#include "hlotrace/Text/Parser.h"

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

#include "absl/strings/ascii.h"
#include "absl/strings/match.h"
#include "gtest/gtest.h"
#include "hlotrace/Text/ComputationCache.h"

namespace hlotrace {
namespace {

std::unique_ptr<Module> parseGood(absl::string_view Text,
                                  const ParseOptions &Options = {}) {
  absl::StatusOr<std::unique_ptr<Module>> M =
      parseModule(Text, "x.hlo", Options);
  EXPECT_TRUE(M.ok()) << M.status();
  return M.ok() ? std::move(*M) : nullptr;
}

void parseExpectError(absl::string_view Text, absl::string_view Message) {
  absl::StatusOr<std::unique_ptr<Module>> M = parseModule(Text, "x.hlo");
  ASSERT_FALSE(M.ok()) << "parsed: " << Text;
  EXPECT_EQ(M.status().code(), absl::StatusCode::kInvalidArgument);
  EXPECT_EQ(std::string(M.status().message()), std::string(Message));
}

std::string attr(const Instruction &I, absl::string_view Name) {
  return std::string(I.attribute(Name).value_or("<none>"));
}

constexpr absl::string_view kLongForm = R"(HloModule jit_f, is_scheduled=true, entry_computation_layout={(f32[2,4]{1,0})->f32[2,4]{1,0}}

%add (x: f32[], y: f32[]) -> f32[] {
  %x = f32[] parameter(0)
  %y = f32[] parameter(1)
  ROOT %add.1 = f32[] add(f32[] %x, f32[] %y)
}

ENTRY %main.3 (Arg_0.1: f32[2,4]) -> f32[2,4] {
  %Arg_0.1 = f32[2,4]{1,0} parameter(0), metadata={op_name="x"}
  %constant.2 = f32[] constant(0)
  %reduce = f32[2]{0} reduce(f32[2,4]{1,0} %Arg_0.1, f32[] %constant.2), dimensions={1}, to_apply=%add
  ROOT %broadcast = f32[2,4]{1,0} broadcast(f32[2]{0} %reduce), dimensions={0}
}

)";

TEST(ParserTest, LongForm) {
  auto M = parseGood(kLongForm);
  ASSERT_TRUE(M);
  EXPECT_EQ(M->name(), "jit_f");
  EXPECT_FALSE(M->printsPercent());
  ASSERT_EQ(M->headerAttributes().size(), 2u);
  EXPECT_EQ(M->headerAttributes()[0].Name, "is_scheduled");
  EXPECT_EQ(M->headerAttributes()[0].Value, "true");
  EXPECT_EQ(M->headerAttributes()[1].Value,
            "{(f32[2,4]{1,0})->f32[2,4]{1,0}}");
  ASSERT_EQ(M->computations().size(), 2u);
  const Computation *Add = M->computations()[0];
  EXPECT_EQ(Add->name(), "add");
  EXPECT_TRUE(Add->printsPercent());
  EXPECT_FALSE(Add->isMarkedEntry());
  ASSERT_TRUE(Add->hasSignature());
  ASSERT_EQ(Add->signatureParameters().size(), 2u);
  EXPECT_EQ(Add->signatureParameters()[1].Name, "y");
  EXPECT_EQ(Add->signatureResult()->toString(), "f32[]");

  const Computation *Main = M->entry();
  ASSERT_NE(Main, nullptr);
  EXPECT_EQ(Main->name(), "main.3");
  EXPECT_TRUE(Main->isMarkedEntry());
  ASSERT_EQ(Main->instructionCount(), 4u);
  const Instruction *P = Main->instructions()[0];
  EXPECT_EQ(P->name(), "Arg_0.1");
  EXPECT_TRUE(P->printsPercent());
  EXPECT_EQ(P->opcode(), Opcode::Parameter);
  EXPECT_TRUE(P->hasPayload());
  EXPECT_EQ(P->payload(), "0");
  EXPECT_EQ(attr(*P, "metadata"), "{op_name=\"x\"}");
  EXPECT_EQ(P->shape()->toString(), "f32[2,4]{1,0}");

  const Instruction *Reduce = Main->instructions()[2];
  ASSERT_EQ(Reduce->operandCount(), 2u);
  EXPECT_EQ(Reduce->operands()[0].Name, "Arg_0.1");
  EXPECT_EQ(Reduce->operands()[0].PrintedShape, P->shape());
  EXPECT_EQ(Reduce->operand(0), P);
  EXPECT_EQ(attr(*Reduce, "dimensions"), "{1}");
  EXPECT_EQ(attr(*Reduce, "to_apply"), "%add");
  ASSERT_EQ(Reduce->calledComputationNames().size(), 1u);
  EXPECT_EQ(Reduce->calledComputationNames()[0], "add");
  EXPECT_TRUE(Main->instructions()[3]->isRoot());
  EXPECT_EQ(Main->root(), Main->instructions()[3]);
  // Equal shape text yields the same interned shape.
  EXPECT_EQ(Main->instructions()[3]->shape(), P->shape());
}

TEST(ParserTest, ShortFormWithoutPercent) {
  auto M = parseGood(R"(HloModule m

ENTRY main {
  p = (f32[2], s32[]) parameter(0)
  t = f32[2] get-tuple-element(p), index=0
  ROOT r = f32[2] negate(p#0)
})");
  ASSERT_TRUE(M);
  const Computation *C = M->entry();
  EXPECT_FALSE(C->printsPercent());
  EXPECT_FALSE(C->hasSignature());
  const Instruction *R = C->root();
  EXPECT_FALSE(R->printsPercent());
  ASSERT_EQ(R->operandCount(), 1u);
  EXPECT_EQ(R->operands()[0].Name, "p");
  ASSERT_EQ(R->operands()[0].tupleIndices().size(), 1u);
  EXPECT_EQ(R->operands()[0].tupleIndices()[0], 0);
  EXPECT_EQ(R->operands()[0].PrintedShape, nullptr);
}

TEST(ParserTest, TupleIndicesAndIndexComments) {
  auto M = parseGood(R"(HloModule m
ENTRY e {
  %t = ((f32[], f32[]), s32[]) parameter(0)
  ROOT %c = f32[6] concatenate(%t#0#1, %t#0#0, %t#0#1, %t#0#0, %t#0#1, /*index=5*/%t#0#0), dimensions={0}
})");
  ASSERT_TRUE(M);
  const Instruction *C = M->entry()->root();
  ASSERT_EQ(C->operandCount(), 6u);
  EXPECT_EQ(C->operands()[0].tupleIndices(),
            (std::vector<int32_t>{0, 1}));
  EXPECT_TRUE(C->printsOperandIndexComments());
  EXPECT_FALSE(M->entry()->instructions()[0]->printsOperandIndexComments());
}

TEST(ParserTest, PayloadsAndNestedOperands) {
  auto M = parseGood(R"(HloModule m
ENTRY e {
  c = f32[2,2]{1,0} constant({ { 1, 2 }, { 3, 4 } })
  d = (s32[], f32[2]) constant((1, {2, 3}))
  e = f32[] constant(-inf)
  big = f32[100]{0} constant({...})
  ROOT a = f32[2,2] add(c, f32[2,2] broadcast(f32[] constant(1))), sharding={}
})");
  ASSERT_TRUE(M);
  auto Insts = M->entry()->instructions();
  EXPECT_EQ(Insts[0]->payload(), "{ { 1, 2 }, { 3, 4 } }");
  EXPECT_EQ(Insts[1]->payload(), "(1, {2, 3})");
  EXPECT_EQ(Insts[2]->payload(), "-inf");
  EXPECT_EQ(Insts[3]->payload(), "{...}");
  const Instruction *A = Insts[4];
  ASSERT_EQ(A->operandCount(), 2u);
  EXPECT_TRUE(A->operands()[1].IsInline);
  EXPECT_EQ(A->operands()[1].Name,
            "f32[2,2] broadcast(f32[] constant(1))");
  EXPECT_EQ(attr(*A, "sharding"), "{}");
}

TEST(ParserTest, AttributeValuesVerbatim) {
  auto M = parseGood(R"(HloModule m
%add {
  x = f32[] parameter(0)
  y = f32[] parameter(1)
  ROOT s = f32[] add(x, y)
}
%fused_computation.1 {
  ROOT q = f32[1,8,8,3] parameter(0)
}
ENTRY e {
  p = f32[1,8,8,3] parameter(0)
  k = f32[3,3,3,8] parameter(1)
  c = f32[] constant(0)
  cv = f32[1,8,8,8] convolution(p, k), window={size=3x3 pad=1_1x1_1}, dim_labels=b01f_01io->b01f, feature_group_count=1
  s = f32[1,4,8,3] slice(p), slice={[0:1], [0:8:2], [0:8], [0:3]}
  pd = f32[1,10,10,3] pad(p, c), padding=0_0x1_1x1_1x0_0
  ar = f32[1,8,8,3] all-reduce(p), replica_groups={{0,1},{2,3}}, to_apply=%add, channel_id=1
  ag = f32[2,8,8,3] all-gather(p), replica_groups=[2,4]<=[4,2]T(1,0), dimensions={0}
  cc = (f32[2], s8[0]) custom-call(p), custom_call_target="__cublas$gemm", operand_layout_constraints={f32[1,8,8,3]{3,2,1,0}, f32[2]{0}}, backend_config={"operation_queue_id":"0","wait_on_operation_queues":[],"x":{"k":"}"}}
  ROOT f = f32[1,8,8,3] fusion(p), kind=kLoop, calls=%fused_computation.1, frontend_attributes={xla.sdy.meshes={mesh = #sdy.mesh<["data"=1]>}}, metadata={op_name="jit(f)/a\"b" source_file="/x.py" source_line=3}, sharding={devices=[2,1,1,1]<=[2]}
})");
  ASSERT_TRUE(M);
  auto I = M->entry()->instructions();
  EXPECT_EQ(attr(*I[3], "window"), "{size=3x3 pad=1_1x1_1}");
  EXPECT_EQ(attr(*I[3], "dim_labels"), "b01f_01io->b01f");
  EXPECT_EQ(attr(*I[3], "feature_group_count"), "1");
  EXPECT_EQ(attr(*I[4], "slice"), "{[0:1], [0:8:2], [0:8], [0:3]}");
  EXPECT_EQ(attr(*I[5], "padding"), "0_0x1_1x1_1x0_0");
  EXPECT_EQ(attr(*I[6], "replica_groups"), "{{0,1},{2,3}}");
  EXPECT_EQ(attr(*I[6], "channel_id"), "1");
  EXPECT_EQ(attr(*I[7], "replica_groups"), "[2,4]<=[4,2]T(1,0)");
  EXPECT_EQ(attr(*I[8], "custom_call_target"), "\"__cublas$gemm\"");
  EXPECT_EQ(attr(*I[8], "operand_layout_constraints"),
            "{f32[1,8,8,3]{3,2,1,0}, f32[2]{0}}");
  EXPECT_EQ(attr(*I[8], "backend_config"),
            R"({"operation_queue_id":"0","wait_on_operation_queues":[],"x":{"k":"}"}})");
  EXPECT_EQ(I[8]->customCallTarget(), "__cublas$gemm");
  EXPECT_EQ(attr(*I[9], "frontend_attributes"),
            R"({xla.sdy.meshes={mesh = #sdy.mesh<["data"=1]>}})");
  EXPECT_EQ(attr(*I[9], "metadata"),
            R"({op_name="jit(f)/a\"b" source_file="/x.py" source_line=3})");
  EXPECT_EQ(attr(*I[9], "sharding"), "{devices=[2,1,1,1]<=[2]}");
  EXPECT_EQ(I[9]->fusionKind(), "kLoop");
  ASSERT_EQ(I[9]->attributes().size(), 5u);
  EXPECT_EQ(I[9]->attributes()[1].Name, "calls");
}

// Lists and their last attributes repeat on many lines; each line keeps
// its own attributes, in order, whichever part was seen before.
TEST(ParserTest, RepeatedAttributeRests) {
  auto M = parseGood(R"(HloModule m
ENTRY e {
  p = f32[2,3]{1,0} parameter(0)
  a = f32[2,3]{1,0} negate(p), metadata={op_name="jit(f)/negate" stack_frame_id=1}
  b = f32[2,3]{1,0} negate(a), sharding={replicated}, metadata={op_name="jit(f)/negate" stack_frame_id=1}
  c = f32[2,3]{1,0} negate(b), sharding={maximal device=0}, metadata={op_name="jit(f)/negate" stack_frame_id=1}
  d = f32[2,3]{1,0} negate(c), sharding={maximal device=1}, metadata={op_name="jit(f)/negate" stack_frame_id=2}
  e = f32[2,3]{1,0} negate(d), metadata={op_name="jit(f)/negate" stack_frame_id=2}
  f = f32[2,3]{1,0} abs(e), sharding={replicated}, metadata={op_name="jit(f)/negate" stack_frame_id=1}
  ROOT g = f32[2,3]{1,0} negate(f), sharding={replicated}, metadata={op_name="jit(f)/negate" stack_frame_id=1}
})");
  ASSERT_TRUE(M);
  auto I = M->entry()->instructions();
  ASSERT_EQ(I.size(), 8u);
  const std::string One = R"({op_name="jit(f)/negate" stack_frame_id=1})";
  const std::string Two = R"({op_name="jit(f)/negate" stack_frame_id=2})";
  const std::pair<const char *, std::string> Expected[] = {
      {"<none>", One},           {"{replicated}", One},
      {"{maximal device=0}", One}, {"{maximal device=1}", Two},
      {"<none>", Two},           {"{replicated}", One},
      {"{replicated}", One}};
  for (size_t K = 0; K < 7; ++K) {
    SCOPED_TRACE(K);
    const Instruction &X = *I[K + 1];
    EXPECT_EQ(attr(X, "sharding"), Expected[K].first);
    EXPECT_EQ(attr(X, "metadata"), Expected[K].second);
    ASSERT_EQ(X.attributes().size(), K == 0 || K == 4 ? 1u : 2u);
    EXPECT_EQ(X.attributes().back().Name, "metadata");
  }
  // A rest seen before that repeats a name given before it on its line.
  parseExpectError(
      "HloModule m\nENTRY e {\n  p = f32[] parameter(0)\n"
      "  a = f32[] negate(p), metadata={op_name=\"jit(f)/negate\"}\n"
      "  ROOT b = f32[] negate(a), metadata={op_name=\"x\"}, "
      "metadata={op_name=\"jit(f)/negate\"}\n}\n",
      "x.hlo:5:53: error: attribute 'metadata' already given");
}

TEST(ParserTest, Shapes) {
  auto M = parseGood(R"(HloModule m
ENTRY e {
  a = f8e4m3fn[4,<=8,?]{2,1,0} parameter(0)
  b = s4[128,256]{1,0:T(8,128)(2,1)L(1024)E(4)S(1)M(8)} parameter(1)
  c = f32[4,4]{1,0:T(8,*)} parameter(2)
  d = (token[], opaque[], (), b(f32[2]{0}), u4[2]) parameter(3)
  e = f32[4,4]{1,0:D(D,C)T(2,2)#(s32)*(s32)SC(0:1)(1:2)P(f32[4,4]{1,0})} parameter(4)
  f = (f32[], f32[], f32[], f32[], f32[], /*index=5*/f32[]) parameter(5)
  g = bf16[] parameter(6)
  ROOT t = () tuple()
})");
  ASSERT_TRUE(M);
  auto I = M->entry()->instructions();
  const Shape *A = I[0]->shape();
  EXPECT_EQ(A->elementType(), ElementType::F8E4M3FN);
  ASSERT_EQ(A->rank(), 3);
  EXPECT_EQ(A->dimensions()[1], 8);
  EXPECT_TRUE(A->isDynamicDimension(1));
  EXPECT_EQ(A->dimensions()[2], Shape::kUnboundedSize);
  EXPECT_FALSE(A->isDynamicDimension(0));
  EXPECT_EQ(A->toString(), "f8e4m3fn[4,<=8,?]{2,1,0}");

  const Layout *LB = I[1]->shape()->layout();
  ASSERT_NE(LB, nullptr);
  ASSERT_EQ(LB->Tiles.size(), 2u);
  EXPECT_EQ(LB->Tiles[0].Dims, (absl::InlinedVector<int64_t, 2>{8, 128}));
  EXPECT_EQ(LB->TailPaddingAlignment, 1024);
  EXPECT_EQ(LB->ElementSizeBits, 4);
  EXPECT_EQ(LB->MemorySpace, 1);
  EXPECT_EQ(LB->DynamicShapeMetadataPrefixBytes, 8);
  EXPECT_EQ(I[1]->shape()->toString(),
            "s4[128,256]{1,0:T(8,128)(2,1)L(1024)E(4)S(1)M(8)}");

  EXPECT_EQ(I[2]->shape()->layout()->Tiles[0].Dims[1],
            Tile::kCombineDimension);

  const Shape *D = I[3]->shape();
  ASSERT_TRUE(D->isTuple());
  ASSERT_EQ(D->tupleShapes().size(), 5u);
  EXPECT_TRUE(D->tupleShapes()[0]->isToken());
  EXPECT_EQ(D->tupleShapes()[1]->elementType(), ElementType::OpaqueType);
  EXPECT_TRUE(D->tupleShapes()[2]->isTuple());
  EXPECT_TRUE(D->tupleShapes()[2]->tupleShapes().empty());
  EXPECT_TRUE(D->tupleShapes()[3]->isBuffer());
  EXPECT_EQ(D->tupleShapes()[4]->elementType(), ElementType::U4);

  const Layout *LE = I[4]->shape()->layout();
  EXPECT_EQ(LE->DimLevelTypesText, "D(D,C)");
  EXPECT_EQ(LE->IndexPointerTypesText, "#(s32)*(s32)");
  EXPECT_EQ(LE->SplitAndPhysicalText, "SC(0:1)(1:2)P(f32[4,4]{1,0})");

  EXPECT_EQ(I[5]->shape()->tupleShapes().size(), 6u);
  EXPECT_EQ(I[6]->shape()->layout(), nullptr);
  EXPECT_TRUE(I[7]->shape()->isTuple());
}

TEST(ParserTest, ModuleStructure) {
  auto M = parseGood(R"(HloModule %old_style:

%async_comp {
  ROOT p = f32[] parameter(0)
}, execution_thread="parallel_thread"

%last (a: f32[]) -> (f32[], s32[]) {
  a = f32[] parameter(0) // trailing comment
  b = s32[] constant(1)
  ROOT t = (f32[], s32[])
      tuple(a, b),
      sharding={{replicated}, {maximal device=0}}
}
)");
  ASSERT_TRUE(M);
  EXPECT_EQ(M->name(), "old_style");
  EXPECT_TRUE(M->printsPercent());
  EXPECT_EQ(M->computations()[0]->executionThread(), "parallel_thread");
  // No ENTRY: the last computation is the entry.
  EXPECT_EQ(M->entry()->name(), "last");
  EXPECT_EQ(M->entry()->signatureResult()->toString(), "(f32[], s32[])");
  EXPECT_EQ(attr(*M->entry()->root(), "sharding"),
            "{{replicated}, {maximal device=0}}");
}

TEST(ParserTest, StackFrameIndexAndUnknownHeaderAttributes) {
  constexpr absl::string_view Text = R"(HloModule m, some_future_attr={a=1}, num_partitions=4

FileNames
1 "a.py"
FunctionNames
1 "f"
FileLocations
1 {file_name_id=1 function_name_id=1 line=3 end_line=3 column=1 end_column=2}
StackFrames
1 {file_location_id=1 parent_frame_id=0}


ENTRY e {
  ROOT p = f32[] parameter(0)
}
)";
  auto M = parseGood(Text);
  ASSERT_TRUE(M);
  ASSERT_EQ(M->headerAttributes().size(), 2u);
  EXPECT_EQ(M->headerAttributes()[0].Name, "some_future_attr");
  EXPECT_EQ(M->headerAttributes()[0].Value, "{a=1}");
  EXPECT_EQ(M->stackFrameIndexText().substr(0, 10), "FileNames\n");
  EXPECT_TRUE(absl::string_view(M->stackFrameIndexText())
                  .find("parent_frame_id=0}\n\n\n") != absl::string_view::npos);
  EXPECT_EQ(M->entry()->root()->opcode(), Opcode::Parameter);
}

TEST(ParserTest, UnknownOpcodeIsKept) {
  auto M = parseGood("HloModule m\nENTRY e {\n  ROOT x = f32[] "
                     "future-op(), new_attr=xyz\n}\n");
  ASSERT_TRUE(M);
  const Instruction *X = M->entry()->root();
  EXPECT_EQ(X->opcode(), Opcode::Unknown);
  EXPECT_EQ(X->opcodeName(), "future-op");
  EXPECT_EQ(X->shape()->toString(), "f32[]");
  EXPECT_EQ(attr(*X, "new_attr"), "xyz");
}

TEST(ParserTest, OmittedResultShape) {
  auto M = parseGood(
      "HloModule m\nENTRY e {\n  a = f32[2] parameter(0)\n  ROOT d = dot(a, "
      "a), lhs_contracting_dims={0}, rhs_contracting_dims={0}\n}\n");
  ASSERT_TRUE(M);
  EXPECT_EQ(M->entry()->root()->shape(), nullptr);
  EXPECT_EQ(M->entry()->root()->opcode(), Opcode::Dot);
}

TEST(ParserTest, ContextThatIsNotTheCachesIsRefused) {
  auto Ctx = std::make_shared<Context>();
  ComputationCache Cache(Ctx);
  ParseOptions Options;
  Options.Cache = &Cache;
  Options.Ctx = std::make_shared<Context>();
  auto M = parseModule(kLongForm, "x.hlo", Options);
  ASSERT_FALSE(M.ok());
  EXPECT_EQ(M.status().code(), absl::StatusCode::kInvalidArgument);
  EXPECT_EQ(M.status().message(),
            "x.hlo: ParseOptions::Ctx is not the Context of "
            "ParseOptions::Cache; give one or make them agree");
  Options.Ctx = Ctx; // the same Context is fine
  EXPECT_TRUE(parseModule(kLongForm, "x.hlo", Options).ok());
}

TEST(ParserTest, AllInstructionsVisitsEveryComputation) {
  auto M = parseGood(kLongForm);
  ASSERT_TRUE(M);
  std::vector<const Instruction *> Expected;
  for (const Computation *C : M->computations())
    for (const Instruction *I : C->instructions())
      Expected.push_back(I);
  ASSERT_GT(M->computations().size(), 1u);
  std::vector<const Instruction *> Seen(M->allInstructions().begin(),
                                        M->allInstructions().end());
  EXPECT_EQ(Seen, Expected);
  EXPECT_EQ(Seen.size(), M->instructionCount());
}

TEST(ParserTest, SharedContextAndCache) {
  auto Ctx = std::make_shared<Context>();
  ComputationCache Cache(Ctx);
  ParseOptions Options;
  Options.Cache = &Cache;
  auto M1 = parseGood(kLongForm, Options);
  auto M2 = parseGood(kLongForm, Options);
  ASSERT_TRUE(M1 && M2);
  EXPECT_EQ(&M1->context(), Ctx.get());
  EXPECT_EQ(M1->computations()[0], M2->computations()[0]);
  EXPECT_EQ(M1->entry(), M2->entry());
  EXPECT_EQ(Cache.size(), 2u);
  EXPECT_EQ(Cache.misses(), 2u);
  EXPECT_EQ(Cache.hits(), 2u);
  // A different entry computation misses; the shared callee still hits.
  std::string Changed(kLongForm);
  Changed.replace(Changed.find("dimensions={0}"), 14, "dimensions={1}");
  auto M3 = parseGood(Changed, Options);
  ASSERT_TRUE(M3);
  EXPECT_EQ(M3->computations()[0], M1->computations()[0]);
  EXPECT_NE(M3->entry(), M1->entry());
  EXPECT_EQ(attr(*M3->entry()->root(), "dimensions"), "{1}");
  EXPECT_EQ(Cache.hits(), 3u);
  EXPECT_EQ(Cache.size(), 3u);
}

TEST(ParserTest, Errors) {
  parseExpectError("", "x.hlo:1:1: error: expected 'HloModule'");
  parseExpectError("HloModule", "x.hlo:1:10: error: expected module name");
  parseExpectError("HloModule m\n", "x.hlo:2:1: error: expected computation");
  parseExpectError("HloModule m\nENTRY e {\n  x = f32[] parameter(0)\n",
                   "x.hlo:4:1: error: expected '}' to end computation");
  parseExpectError("HloModule m\nENTRY e {\n  a = f32[] parameter(0)\n"
                   "  b = f32[] add(a a)\n}\n",
                   "x.hlo:4:19: error: expected ')' in operand list");
  parseExpectError("HloModule m\nENTRY e {\n  a = f32[] parameter(0)\n"
                   "  b = f32[] add(a,)\n}\n",
                   "x.hlo:4:19: error: expected operand");
  parseExpectError("HloModule m\nENTRY e {\n  b f32[] add()\n}\n",
                   "x.hlo:3:5: error: expected '=' after instruction name");
  parseExpectError("HloModule m\nENTRY e {\n  a = f32[] parameter(0)\n"
                   "  ROOT %a = f32[] negate(a)\n}\n",
                   "x.hlo:4:8: error: instruction 'a' is already defined in "
                   "this computation");
  parseExpectError("HloModule m\nENTRY e {\n  b = f32[] (a)\n}\n",
                   "x.hlo:3:13: error: expected opcode");
  parseExpectError("HloModule m\nENTRY e {\n  b = f33[2] parameter(0)\n}\n",
                   "x.hlo:3:7: error: unknown element type 'f33'");
  parseExpectError("HloModule m\nENTRY e {\n  b = (f33[2]) parameter(0)\n}\n",
                   "x.hlo:3:8: error: unknown element type 'f33'");
  parseExpectError("HloModule m\nENTRY e {\n  b = f32[2,x] parameter(0)\n}\n",
                   "x.hlo:3:13: error: expected integer dimension size");
  parseExpectError("HloModule m\nENTRY e {\n  b = f32[2]{0:Q(1)} "
                   "parameter(0)\n}\n",
                   "x.hlo:3:16: error: unknown layout property");
  parseExpectError("HloModule m\nENTRY e {\n  b = f32[] parameter(0), "
                   "metadata={op_name=\"abc}\n}\n",
                   "x.hlo:3:45: error: unterminated string");
  parseExpectError("HloModule m\nENTRY e {\n  b = f32[] parameter(0), "
                   "dimensions={0",
                   "x.hlo:3:38: error: unterminated attribute value");
  parseExpectError("HloModule m\nENTRY e {\n  b = f32[] parameter(0), "
                   "slice=[0:1}\n}\n",
                   "x.hlo:3:37: error: expected ']' before '}' in attribute "
                   "value");
  parseExpectError("HloModule m\nENTRY e {\n  b = f32[] parameter(0), "
                   "=1\n}\n",
                   "x.hlo:3:27: error: expected attribute name");
  parseExpectError("HloModule m\nENTRY e {\n}\n",
                   "x.hlo:3:1: error: expected instruction in computation "
                   "body");
  parseExpectError("HloModule m\nENTRY e (a: f32[]) f32[] {\n}\n",
                   "x.hlo:2:20: error: expected '->' after parameter list");
  parseExpectError("HloModule m\n/* never closed\nENTRY e {\n}\n",
                   "x.hlo:2:1: error: unterminated comment");
  parseExpectError("HloModule m\nENTRY e {\n  ROOT a = f32[] parameter(0)\n}"
                   ", execution_thread=main\n",
                   "x.hlo:4:21: error: expected string for "
                   "'execution_thread'");
  parseExpectError("HloModule m\nENTRY e {\n  ROOT a = f32[] constant(1\n}\n",
                   "x.hlo:3:26: error: expected ')' to match this '('");
  parseExpectError("HloModule m\nENTRY e {\n  x = (f32[]) parameter(0)\n"
                   "  ROOT a = f32[] add(x#y)\n}\n",
                   "x.hlo:4:24: error: expected tuple index after '#'");
  parseExpectError("HloModule m\n@\n", "x.hlo:2:1: error: unexpected "
                                        "character '@'");
}

TEST(ParserTest, HostileInput) {
  // NUL bytes, inside and outside attribute values.
  parseExpectError(absl::string_view("HloModule m\nENTRY e {\0}", 23),
                   "x.hlo:2:10: error: unexpected NUL byte");
  parseExpectError(absl::string_view("HloModule m, a={\0}", 19),
                   "x.hlo:1:17: error: unexpected NUL byte");
  // 100k nested parentheses in a shape, an operand list and an attribute.
  std::string Deep(100000, '(');
  parseExpectError("HloModule m\nENTRY e {\n  a = " + Deep,
                   "x.hlo:3:263: error: shape nesting deeper than 256");
  parseExpectError("HloModule m\nENTRY e {\n  a = f32[] constant(" + Deep,
                   "x.hlo:3:277: error: nesting deeper than 256");
  parseExpectError("HloModule m\nENTRY e {\n  a = f32[] add(), x=" + Deep,
                   "x.hlo:3:278: error: nesting deeper than 256");
  parseExpectError("HloModule m\nENTRY e {\n  a = f32[] add(" + Deep,
                   "x.hlo:3:273: error: shape nesting deeper than 256");
  // A buffer that is not NUL terminated: the parser must stop at its end.
  std::string Backing = "HloModule m\nENTRY e {\n  ROOT a = f32[] "
                        "parameter(0)\n}\"unterminated";
  auto M = parseModule(absl::string_view(Backing.data(), Backing.find('"')),
                       "x.hlo");
  EXPECT_TRUE(M.ok()) << M.status();
}

TEST(ParserTest, EveryPrefixFailsCleanly) {
  std::string Text(kLongForm);
  int Complete = 0;
  for (size_t N = 0; N < Text.size(); ++N) {
    // Copy into an exact-size heap buffer so that reading past the end is
    // caught by sanitizers.
    std::unique_ptr<char[]> Copy(new char[N + 1]);
    std::memcpy(Copy.get(), Text.data(), N);
    auto M = parseModule(absl::string_view(Copy.get(), N), "x.hlo");
    // A prefix that ends with a closed computation is a module (as in XLA,
    // the last computation is the entry when none says ENTRY); every other
    // one is an error with a location.
    absl::string_view Prefix(Copy.get(), N);
    if (absl::EndsWith(absl::StripTrailingAsciiWhitespace(Prefix), "\n}")) {
      EXPECT_TRUE(M.ok()) << N << ": " << M.status();
      ++Complete;
      continue;
    }
    ASSERT_FALSE(M.ok()) << "prefix of " << N << " bytes parsed";
    EXPECT_EQ(M.status().code(), absl::StatusCode::kInvalidArgument);
    EXPECT_TRUE(absl::StartsWith(M.status().message(), "x.hlo:"))
        << M.status();
  }
  // Ending at `%add`'s brace or at one of the 2 newlines after it (3), at
  // the entry's brace or its first newline (2; the whole text is no prefix).
  EXPECT_EQ(Complete, 5);
}

TEST(ParserTest, AsyncOpsSugaredAndUnsugared) {
  // hand-written, in the two forms XLA prints async ops
  // (xla_syntax_sugar_async_ops on and off).
  auto M = parseGood(R"(HloModule m

%wrapped (p: f32[8]) -> f32[8] {
  %p = f32[8]{0} parameter(0)
  ROOT %c = f32[8]{0} custom-call(%p), custom_call_target="foo"
}

ENTRY %e (x: f32[8]) -> f32[8] {
  %x = f32[8]{0} parameter(0)
  %s = ((f32[8]{0}), f32[8]{0}, s32[]) async-start(%x), calls=%wrapped
  %d = f32[8]{0} async-done(%s)
  %s2 = ((f32[8]{0}), f32[8]{0}, s32[]) custom-call-start(%d), custom_call_target="foo"
  ROOT %d2 = f32[8]{0} custom-call-done(%s2)
})");
  ASSERT_TRUE(M);
  const Computation *E = M->entry();
  const Instruction *S = E->find("s"), *D = E->find("d"), *S2 = E->find("s2");
  ASSERT_NE(S, nullptr);
  ASSERT_NE(D, nullptr);
  ASSERT_NE(S2, nullptr);
  EXPECT_EQ(S->opcode(), Opcode::AsyncStart);
  ASSERT_EQ(M->calledComputations(*S).size(), 1u);
  EXPECT_EQ(M->calledComputations(*S)[0]->name(), "wrapped");
  EXPECT_EQ(D->opcode(), Opcode::AsyncDone);
  EXPECT_EQ(S2->opcode(), Opcode::Unknown);
  EXPECT_EQ(S2->opcodeName(), "custom-call-start");
  ASSERT_TRUE(asyncSugar(S2->opcodeName()).has_value());
  EXPECT_EQ(asyncSugar(S2->opcodeName())->Wrapped, Opcode::CustomCall);
  EXPECT_EQ(attr(*S2, "custom_call_target"), "\"foo\"");
  EXPECT_EQ(E->root()->operand(0), S2);
}

// Every real XLA file parsing (and printing back) is RoundTripTest.cpp.

// The parser takes an attribute list it saw before on another line as it
// was (issue 12): only where the same bytes mean the same thing.
TEST(ParserTest, RepeatedAttributeLists) {
  const std::string Add = "add {\n  a = f32[] parameter(0)\n"
                          "  b = f32[] parameter(1)\n"
                          "  ROOT s = f32[] add(a, b)\n}\n\n";
  // The same list after another opcode is checked again: a fusion kind is
  // checked only on a fusion.
  parseExpectError("HloModule m\n\n" + Add +
                       "ENTRY e {\n  z = f32[] parameter(0)\n"
                       "  c = f32[] copy(z), kind=kFast, calls=add\n"
                       "  ROOT f = f32[] fusion(z), kind=kFast, calls=add\n"
                       "}\n",
                   "x.hlo:12:34: error: expected fusion kind (one of kLoop, "
                   "kInput, kOutput, kCustom) in 'kind'");
  // A list that goes on at the start of the next line is parsed whole.
  std::unique_ptr<Module> M = parseGood(
      "HloModule m\n\nENTRY e {\n  z = f32[] parameter(0)\n"
      "  a = f32[] negate(z), metadata={op_name=\"x\"}\n"
      "  b = f32[] negate(a), metadata={op_name=\"x\"}\n"
      "  , sharding={replicated}\n"
      "  ROOT c = f32[] negate(b), metadata={op_name=\"x\"}\n}\n");
  ASSERT_TRUE(M);
  const Computation &E = *M->entry();
  EXPECT_EQ(E.find("a")->attributes().size(), 1u);
  ASSERT_EQ(E.find("b")->attributes().size(), 2u);
  EXPECT_EQ(attr(*E.find("b"), "sharding"), "{replicated}");
  EXPECT_EQ(attr(*E.find("c"), "metadata"), "{op_name=\"x\"}");
  // So does one after a comment that starts the next line.
  M = parseGood("HloModule m\n\nENTRY e {\n  z = f32[] parameter(0)\n"
                "  a = f32[1] broadcast(z), dimensions={}\n"
                "  b = f32[1] broadcast(z), dimensions={}\n"
                "  /* more */ , sharding={replicated}\n"
                "  ROOT c = f32[1] negate(b)\n}\n");
  ASSERT_TRUE(M);
  EXPECT_EQ(M->entry()->find("b")->attributes().size(), 2u);
}

TEST(ParserTest, FileErrorsNameThePath) {
  auto M = parseModuleFile("/nonexistent/x.hlo");
  ASSERT_FALSE(M.ok());
  EXPECT_EQ(M.status().code(), absl::StatusCode::kNotFound);
  EXPECT_EQ(M.status().message(),
            "/nonexistent/x.hlo: error: cannot read file: " +
                std::make_error_code(std::errc::no_such_file_or_directory)
                    .message());
}

} // namespace
} // namespace hlotrace
