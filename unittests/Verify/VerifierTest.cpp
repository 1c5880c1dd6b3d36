//===- VerifierTest.cpp - Each verifier rule on labelled malformed HLO ----===//
//
// Every module here is hand-written and malformed on purpose (one fault
// each, labelled by the rule it breaks), except the well-formed ones that
// must give no diagnostic. Each malformed module must load (the parser
// checks syntax only) and give exactly the expected diagnostic at the
// expected line and column.
//
//===----------------------------------------------------------------------===//

#include "hlotrace/Verify/Verifier.h"

#include "hlotrace/Load.h"
#include "hlotrace/Proto/ProtoWriter.h"
#include "hlotrace/Text/Parser.h"

#include "gtest/gtest.h"

namespace hlotrace {
namespace {

std::vector<Diagnostic> verifyText(const std::string &Text) {
  SourceLocations Locs;
  ParseOptions Options;
  Options.Locations = &Locs;
  auto M = parseModule(Text, "bad.hlo", Options);
  EXPECT_TRUE(M.ok()) << M.status().message();
  if (!M.ok())
    return {};
  return verifyModule(**M, "bad.hlo", &Locs);
}

std::string joined(const std::vector<Diagnostic> &Ds) {
  std::string Out;
  for (const Diagnostic &D : Ds)
    Out += D.toString() + "\n";
  return Out;
}

/// `Body` goes into an entry computation after two parameters
/// p = f32[2] and q = f32[3]; `Before` holds computations above it.
std::string module(const std::string &Body, const std::string &Before = "") {
  return "HloModule m\n\n" + Before + "ENTRY e {\n" +
         "  p = f32[2]{0} parameter(0)\n" + "  q = f32[3]{0} parameter(1)\n" +
         Body + "}\n";
}

/// Exactly one diagnostic, printed as `Expected`, of rule `Check`.
void expectOne(const std::string &Text, const std::string &Check,
               const std::string &Expected) {
  std::vector<Diagnostic> Ds = verifyText(Text);
  ASSERT_EQ(Ds.size(), 1u) << joined(Ds);
  EXPECT_EQ(Ds[0].toString(), Expected);
  EXPECT_EQ(Ds[0].Check, Check);
}

const char *kAdd = "add_f32 {\n"
                   "  a = f32[] parameter(0)\n"
                   "  b = f32[] parameter(1)\n"
                   "  ROOT s = f32[] add(a, b)\n"
                   "}\n\n";

TEST(VerifierTest, WellFormedModuleHasNoDiagnostics) {
  // hand-written, well-formed: one of each checked opcode family.
  std::string Text = module(
      "  x = f32[2]{0} add(p, p)\n"
      "  c = pred[2]{0} compare(p, p), direction=LT\n"
      "  s = f32[2]{0} select(c, p, x)\n"
      "  b = f32[2,3]{1,0} broadcast(p), dimensions={0}\n"
      "  t = f32[3,2]{0,1} transpose(b), dimensions={1,0}\n"
      "  r = f32[6]{0} reshape(b)\n"
      "  sl = f32[2]{0} slice(q), slice={[0:3:2]}\n"
      "  k = f32[5]{0} concatenate(p, q), dimensions={0}\n"
      "  d = f32[2,2]{1,0} dot(b, t), lhs_contracting_dims={1}, "
      "rhs_contracting_dims={0}\n"
      "  z = f32[] constant(0)\n"
      "  rd = f32[2]{0} reduce(b, z), dimensions={1}, to_apply=add_f32\n"
      "  tp = (f32[2]{0}, f32[3]{0}) tuple(p, q)\n"
      "  g = f32[3]{0} get-tuple-element(tp), index=1\n"
      "  ROOT o = f32[2]{0} add(rd, s)\n",
      kAdd);
  std::vector<Diagnostic> Ds = verifyText(Text);
  EXPECT_TRUE(Ds.empty()) << joined(Ds);
}

TEST(VerifierTest, OperandCounts) {
  // hand-written, malformed: negate with two operands.
  expectOne(module("  ROOT n = f32[2]{0} negate(p, p)\n"), "operand-count",
            "bad.hlo:6:3: error: negate takes 1 operand, found 2");
  // hand-written, malformed: reduce with an odd operand count.
  expectOne(module("  z = f32[] constant(0)\n"
                   "  ROOT r = f32[] reduce(p, z, z), dimensions={0}, "
                   "to_apply=add_f32\n",
                   kAdd),
            "operand-count",
            "bad.hlo:13:3: error: reduce takes inputs and as many init "
            "values (an even count), found 3");
}

TEST(VerifierTest, ElementwiseShapesAgree) {
  // hand-written, malformed: f32[2] + f32[3]; the operand is pointed at.
  expectOne(module("  ROOT a = f32[2]{0} add(p, q)\n"), "shape",
            "bad.hlo:6:29: error: operand 1 of add is f32[3] but the result "
            "is f32[2] (elementwise shapes must agree)");
  // hand-written, malformed: f32 + s32.
  expectOne(module("  i = s32[2]{0} parameter(2)\n"
                   "  ROOT a = f32[2]{0} add(p, i)\n"),
            "shape",
            "bad.hlo:7:29: error: operand 1 of add has element type s32 but "
            "operand 0 has f32");
}

TEST(VerifierTest, MixedFloatPrecisionIsAWarning) {
  // hand-written: bf16 + f32, which some backends allow.
  std::vector<Diagnostic> Ds =
      verifyText(module("  h = bf16[2]{0} parameter(2)\n"
                        "  ROOT a = f32[2]{0} add(p, h)\n"));
  ASSERT_EQ(Ds.size(), 1u) << joined(Ds);
  EXPECT_EQ(Ds[0].Level, Severity::Warning);
  EXPECT_EQ(Ds[0].toString(),
            "bad.hlo:7:29: warning: operand 1 of add has element type bf16 "
            "but operand 0 has f32");
}

TEST(VerifierTest, CompareAndSelect) {
  // hand-written, malformed: compare yielding f32.
  expectOne(module("  ROOT c = f32[2]{0} compare(p, p), direction=LT\n"),
            "shape",
            "bad.hlo:6:3: error: compare yields pred, but the result is "
            "f32[2]");
  // hand-written, malformed: select on an f32 predicate.
  expectOne(module("  ROOT s = f32[2]{0} select(p, p, p)\n"), "shape",
            "bad.hlo:6:29: error: the predicate of select must be pred, "
            "found f32[2]");
}

TEST(VerifierTest, BroadcastDimensions) {
  // hand-written, malformed: operand dimension 0 (2) mapped to size 3.
  expectOne(module("  ROOT b = f32[2,3]{1,0} broadcast(p), dimensions={1}\n"),
            "shape",
            "bad.hlo:6:40: error: broadcast maps operand dimension 0 (size "
            "2) to result dimension 1 (size 3)");
  // hand-written, malformed: two dimensions for a rank-1 operand.
  expectOne(
      module("  ROOT b = f32[2,3]{1,0} broadcast(p), dimensions={0,1}\n"),
      "shape",
      "bad.hlo:6:40: error: broadcast dimensions={0,1} has 2 dimensions but the "
      "operand f32[2] has rank 1");
}

TEST(VerifierTest, ReshapeKeepsElementCount) {
  // hand-written, malformed: 3 elements into 4.
  expectOne(module("  ROOT r = f32[2,2]{1,0} reshape(q)\n"), "shape",
            "bad.hlo:6:3: error: reshape from f32[3] (3 elements) to f32[2,2] "
            "(4 elements) changes the element count");
}

TEST(VerifierTest, TransposePermutation) {
  // hand-written, malformed: {0,0} is not a permutation.
  expectOne(module("  b = f32[2,3]{1,0} broadcast(p), dimensions={0}\n"
                   "  ROOT t = f32[3,2]{1,0} transpose(b), dimensions={0,0}\n"),
            "shape",
            "bad.hlo:7:40: error: transpose dimensions={0,0} is not a "
            "permutation of the operand's 2 dimensions");
  // hand-written, malformed: the identity permutation cannot give [3,2].
  expectOne(module("  b = f32[2,3]{1,0} broadcast(p), dimensions={0}\n"
                   "  ROOT t = f32[3,2]{1,0} transpose(b), dimensions={0,1}\n"),
            "shape",
            "bad.hlo:7:3: error: transpose of f32[2,3] by {0,1} is not "
            "f32[3,2]");
}

TEST(VerifierTest, SliceBounds) {
  // hand-written, malformed: limit 4 past dimension size 3.
  expectOne(module("  ROOT s = f32[4]{0} slice(q), slice={[0:4]}\n"), "shape",
            "bad.hlo:6:32: error: slice range [0:4:1] does not fit dimension "
            "0 of f32[3]");
  // hand-written, malformed: [0:3:2] has 2 elements, not 3.
  expectOne(module("  ROOT s = f32[3]{0} slice(q), slice={[0:3:2]}\n"),
            "shape",
            "bad.hlo:6:3: error: slice range [0:3:2] of dimension 0 has 2 "
            "elements, but the result is f32[3]");
}

TEST(VerifierTest, ConcatenateDimensions) {
  // hand-written, malformed: 2 + 3 is not 6.
  expectOne(module("  ROOT k = f32[6]{0} concatenate(p, q), dimensions={0}\n"),
            "shape",
            "bad.hlo:6:3: error: concatenate operands add up to 5 in "
            "dimension 0 but the result is f32[6]");
}

TEST(VerifierTest, DotDimensions) {
  // hand-written, malformed: contracting 2 with 3.
  expectOne(module("  ROOT d = f32[] dot(p, q), lhs_contracting_dims={0}, "
                   "rhs_contracting_dims={0}\n"),
            "shape",
            "bad.hlo:6:29: error: dot contracts lhs dimension 0 (size 2) with "
            "rhs dimension 0 (size 3)");
  // hand-written, malformed: an outer product is [2,3], not [3,2].
  expectOne(module("  ROOT d = f32[3,2]{1,0} dot(p, q)\n"), "shape",
            "bad.hlo:6:3: error: dot of f32[2] and f32[3] yields dimensions "
            "{2,3}, not f32[3,2]");
  // hand-written, malformed: contracting dimension 1 of a rank-1 operand.
  expectOne(module("  ROOT d = f32[] dot(p, p), lhs_contracting_dims={1}, "
                   "rhs_contracting_dims={0}\n"),
            "shape",
            "bad.hlo:6:29: error: dot lhs_contracting_dims={1} is out of "
            "range for f32[2]");
}

TEST(VerifierTest, TuplesAndTheirElements) {
  // hand-written, malformed: index 2 of a pair.
  expectOne(module("  t = (f32[2]{0}, f32[3]{0}) tuple(p, q)\n"
                   "  ROOT g = f32[3]{0} get-tuple-element(t), index=2\n"),
            "shape",
            "bad.hlo:7:44: error: get-tuple-element index 2 is out of range "
            "for a tuple of 2 elements");
  // hand-written, malformed: element 0 is f32[2], not f32[3].
  expectOne(module("  t = (f32[2]{0}, f32[3]{0}) tuple(p, q)\n"
                   "  ROOT g = f32[3]{0} get-tuple-element(t), index=0\n"),
            "shape",
            "bad.hlo:7:3: error: element 0 of the tuple is f32[2] but the "
            "result is f32[3]");
  // hand-written, malformed: element 1 of the shape is not q's.
  expectOne(module("  ROOT t = (f32[2]{0}, f32[2]{0}) tuple(p, q)\n"), "shape",
            "bad.hlo:6:44: error: operand 1 of tuple is f32[3] but element 1 "
            "of the result is f32[2]");
}

const char *kFused = "fused {\n"
                     "  a = f32[2]{0} parameter(0)\n"
                     "  ROOT n = f32[2]{0} negate(a)\n"
                     "}\n\n";

TEST(VerifierTest, FusionAndCallSignatures) {
  // hand-written, malformed: a one-parameter fusion given two operands.
  expectOne(module("  ROOT f = f32[2]{0} fusion(p, p), kind=kLoop, "
                   "calls=fused\n",
                   kFused),
            "called-computation",
            "bad.hlo:11:3: error: fusion passes 2 values to fused computation "
            "'fused', which takes 1");
  // hand-written, malformed: f32[3] where the fused parameter is f32[2].
  expectOne(module("  ROOT f = f32[2]{0} fusion(q), kind=kLoop, calls=fused\n",
                   kFused),
            "called-computation",
            "bad.hlo:11:3: error: fusion passes f32[3] as parameter 0 of "
            "fused computation 'fused', which takes f32[2]");
  // hand-written, malformed: the call yields f32[3], the callee f32[2].
  expectOne(module("  ROOT c = f32[3]{0} call(p), to_apply=fused\n", kFused),
            "called-computation",
            "bad.hlo:11:3: error: call yields f32[3] but callee 'fused' "
            "returns f32[2]");
}

const char *kLoop = "cond {\n"
                    "  c = f32[2]{0} parameter(0)\n"
                    "  ROOT k = pred[] constant(false)\n"
                    "}\n\n"
                    "body {\n"
                    "  b = f32[2]{0} parameter(0)\n"
                    "  ROOT n = f32[2]{0} negate(b)\n"
                    "}\n\n"
                    "bad_body {\n"
                    "  b = f32[2]{0} parameter(0)\n"
                    "  ROOT s = f32[1]{0} slice(b), slice={[0:1]}\n"
                    "}\n\n"
                    "bad_cond {\n"
                    "  c = f32[2]{0} parameter(0)\n"
                    "  ROOT k = f32[] constant(0)\n"
                    "}\n\n";

TEST(VerifierTest, WhileConditionAndBody) {
  // hand-written, well-formed loop.
  EXPECT_TRUE(verifyText(module("  ROOT w = f32[2]{0} while(p), "
                                "condition=cond, body=body\n",
                                kLoop))
                  .empty());
  // hand-written, malformed: the body returns f32[1].
  expectOne(module("  ROOT w = f32[2]{0} while(p), condition=cond, "
                   "body=bad_body\n",
                   kLoop),
            "called-computation",
            "bad.hlo:26:3: error: while yields f32[2] but body 'bad_body' "
            "returns f32[1]");
  // hand-written, malformed: the condition returns f32[].
  expectOne(module("  ROOT w = f32[2]{0} while(p), condition=bad_cond, "
                   "body=body\n",
                   kLoop),
            "called-computation",
            "bad.hlo:26:3: error: while condition 'bad_cond' must return "
            "pred[], not f32[]");
  // hand-written, malformed: an f32[3] init for a loop over f32[2].
  std::vector<Diagnostic> Ds = verifyText(module(
      "  ROOT w = f32[2]{0} while(q), condition=cond, body=body\n", kLoop));
  ASSERT_EQ(Ds.size(), 4u) << joined(Ds);
  EXPECT_EQ(Ds[0].toString(), "bad.hlo:26:3: error: while yields f32[2] but "
                              "its init value is f32[3]");
}

TEST(VerifierTest, ConditionalBranches) {
  // hand-written, malformed: branch 1 takes f32[2] but gets f32[3].
  expectOne(module("  i = s32[] parameter(2)\n"
                   "  ROOT c = f32[2]{0} conditional(i, p, q), "
                   "branch_computations={body, body}\n",
                   kLoop),
            "called-computation",
            "bad.hlo:27:3: error: conditional passes f32[3] as parameter 0 "
            "of branch 1 'body', which takes f32[2]");
}

TEST(VerifierTest, ReducersAndComparators) {
  // hand-written, malformed: a reducer with one parameter.
  expectOne(module("  z = f32[] constant(0)\n"
                   "  ROOT r = f32[] reduce(p, z), dimensions={0}, "
                   "to_apply=neg\n",
                   "neg {\n  a = f32[] parameter(0)\n"
                   "  ROOT n = f32[] negate(a)\n}\n\n"),
            "called-computation",
            "bad.hlo:12:3: error: reduce needs a reducer of 2 parameters, but "
            "'neg' takes 1");
  // hand-written, malformed: a sort comparator returning f32.
  expectOne(module("  ROOT s = f32[2]{0} sort(p), dimensions={0}, "
                   "to_apply=add_f32\n",
                   kAdd),
            "called-computation",
            "bad.hlo:12:3: error: comparator 'add_f32' of sort must return "
            "pred[], not f32[]");
  // hand-written, malformed: reducing dimension 0 of [2,3] gives [3].
  expectOne(module("  b = f32[2,3]{1,0} broadcast(p), dimensions={0}\n"
                   "  z = f32[] constant(0)\n"
                   "  ROOT r = f32[2]{0} reduce(b, z), dimensions={0}, "
                   "to_apply=add_f32\n",
                   kAdd),
            "shape",
            "bad.hlo:14:3: error: reduce of f32[2,3] over {0} yields "
            "dimensions {3}, not f32[2]");
  // hand-written, malformed: an f32 reduction typed u8.
  expectOne(module("  z = f32[] constant(0)\n"
                   "  ROOT r = u8[] reduce(p, z), dimensions={0}, "
                   "to_apply=add_f32\n",
                   kAdd),
            "shape",
            "bad.hlo:13:3: error: result 0 of reduce is u8[] but its init "
            "value is f32[]");
}

TEST(VerifierTest, DynamicSliceAndUpdate) {
  // hand-written, well-formed.
  std::string Good = module(
      "  i = s32[] parameter(2)\n"
      "  d = f32[2]{0} dynamic-slice(q, i), dynamic_slice_sizes={2}\n"
      "  ROOT u = f32[3]{0} dynamic-update-slice(q, d, i)\n");
  EXPECT_TRUE(verifyText(Good).empty()) << joined(verifyText(Good));
  // hand-written, malformed: a start index that is not a scalar.
  expectOne(module("  ROOT d = f32[2]{0} dynamic-slice(q, p), "
                   "dynamic_slice_sizes={2}\n"),
            "shape",
            "bad.hlo:6:39: error: the start indices of dynamic-slice are "
            "f32[2]; f32[3] needs one integer per dimension (1)");
  // hand-written, malformed: no start index for a rank-1 operand.
  expectOne(module("  ROOT u = f32[3]{0} dynamic-update-slice(q, p)\n"),
            "operand-count",
            "bad.hlo:6:3: error: dynamic-update-slice takes at least 3 "
            "operands, found 2");
  // hand-written, malformed: an f32 start index.
  expectOne(module("  z = f32[] constant(0)\n"
                   "  ROOT u = f32[3]{0} dynamic-update-slice(q, p, z)\n"),
            "shape",
            "bad.hlo:7:49: error: start index operand 2 of "
            "dynamic-update-slice is f32[]; it must be an integer scalar");
  // hand-written, malformed: the slice is typed pred, the operand f32.
  expectOne(module("  i = s32[] parameter(2)\n"
                   "  ROOT d = pred[2]{0} dynamic-slice(q, i), "
                   "dynamic_slice_sizes={2}\n"),
            "shape",
            "bad.hlo:7:37: error: operand 0 of dynamic-slice has element type "
            "f32 but the result has pred");
}

TEST(VerifierTest, VariadicReduceInputsAgree) {
  // hand-written, malformed: an argmax-style reduce over [2] and [3].
  expectOne(module("  z = f32[] constant(0)\n"
                   "  ROOT r = (f32[], f32[]) reduce(p, q, z, z), "
                   "dimensions={0}, to_apply=add2\n",
                   "add2 {\n  a = f32[] parameter(0)\n"
                   "  b = f32[] parameter(1)\n  c = f32[] parameter(2)\n"
                   "  d = f32[] parameter(3)\n"
                   "  ROOT t = (f32[], f32[]) tuple(a, b)\n}\n\n"),
            "shape",
            "bad.hlo:15:37: error: input 1 of reduce is f32[3], input 0 is "
            "f32[2]");
}

TEST(VerifierTest, CollectivesAndSort) {
  // hand-written, malformed: all-reduce changes its operand's shape.
  expectOne(module("  ROOT a = f32[3]{0} all-reduce(p), to_apply=add_f32\n",
                   kAdd),
            "shape",
            "bad.hlo:12:3: error: all-reduce of f32[2] yields f32[3]; it "
            "keeps its operand's shape");
  // hand-written, malformed: all-gather along dimension 1 of a rank-1 value.
  expectOne(module("  ROOT g = f32[4]{0} all-gather(p), dimensions={1}\n"),
            "shape",
            "bad.hlo:6:37: error: all-gather dimension 1 is out of range for "
            "f32[2]");
  // hand-written, malformed: sorting [2] and [3] together.
  expectOne(module("  ROOT s = (f32[2]{0}, f32[3]{0}) sort(p, q), "
                   "dimensions={0}, to_apply=lt\n",
                   "lt {\n  a = f32[] parameter(0)\n  b = f32[] parameter(1)\n"
                   "  c = f32[] parameter(2)\n  d = f32[] parameter(3)\n"
                   "  ROOT r = pred[] compare(a, b), direction=LT\n}\n\n"),
            "shape",
            "bad.hlo:14:43: error: operand 1 of sort is f32[3], operand 0 is "
            "f32[2]");
  // hand-written, malformed: two operand dimensions onto one.
  expectOne(module("  b = f32[2,2]{1,0} broadcast(p), dimensions={0}\n"
                   "  ROOT c = f32[2,2]{1,0} broadcast(b), dimensions={1,1}\n"),
            "shape",
            "bad.hlo:7:40: error: broadcast dimensions={1,1} maps two operand "
            "dimensions to 1");
}

TEST(VerifierTest, LayoutsWithinRank) {
  // hand-written, malformed: {1,1} repeats a dimension.
  expectOne(module("  ROOT b = f32[2,3]{1,1} broadcast(p), dimensions={0}\n"),
            "layout",
            "bad.hlo:6:3: error: layout {1,1} of f32[2,3] is not a "
            "permutation of its dimensions");
  // hand-written, malformed: a rank-2 layout on a rank-1 operand shape.
  expectOne(module("  ROOT n = f32[2]{0} negate(f32[2]{1,0} p)\n"), "layout",
            "bad.hlo:6:29: error: layout {1,0} of f32[2] lists 2 dimensions "
            "for rank 1");
}

TEST(VerifierTest, ParametersAndEntryLayout) {
  // hand-written, malformed: parameter 1 twice.
  expectOne(module("  r = f32[3]{0} parameter(1)\n"
                   "  ROOT a = f32[2]{0} add(p, p)\n"),
            "parameter",
            "bad.hlo:6:3: error: parameter number 1 is taken by 'q' already");
  // hand-written, malformed: the header says the entry returns f32[3].
  std::string Text = module("  ROOT a = f32[2]{0} add(p, p)\n");
  Text.replace(Text.find("HloModule m"), 11,
               "HloModule m, entry_computation_layout={(f32[2]{0}, "
               "f32[3]{0})->f32[3]{0}}");
  expectOne(Text, "root-shape",
            "bad.hlo:6:3: error: the entry computation returns f32[2] but "
            "entry_computation_layout says f32[3]");
}

TEST(VerifierTest, UnknownOpcodesAreNotChecked) {
  // hand-written: an opcode hlotrace does not know, any operand count.
  EXPECT_TRUE(
      verifyText(module("  ROOT x = f32[2]{0} frobnicate(p, q, p)\n")).empty());
}

TEST(VerifierTest, ProtobufInputNamesComputationAndInstruction) {
  // hand-written, malformed, then written as an HloProto (no lines).
  auto M = parseModule(module("  ROOT n = f32[2]{0} negate(p, p)\n"), "x.hlo");
  ASSERT_TRUE(M.ok()) << M.status().message();
  auto Bytes = writeHloProto(**M);
  ASSERT_TRUE(Bytes.ok()) << Bytes.status().message();
  auto Loaded = loadBytes(*Bytes, "bad.hlo.pb");
  ASSERT_TRUE(Loaded.ok()) << Loaded.status().message();
  std::vector<Diagnostic> Ds = verifyModule(*Loaded->M, "bad.hlo.pb");
  ASSERT_EQ(Ds.size(), 1u) << joined(Ds);
  EXPECT_EQ(Ds[0].Line, 0u);
  EXPECT_EQ(Ds[0].toString(),
            "bad.hlo.pb: error: negate takes 1 operand, found 2 (in "
            "computation 'e', instruction 'n')");
}

TEST(VerifierTest, VerifyFileReportsLoadFailuresAsStatus) {
  auto R = verifyFile("/nonexistent/dir/x.hlo");
  EXPECT_FALSE(R.ok());
}

} // namespace
} // namespace hlotrace
