//===- StrictnessTest.cpp - What XLA's parser rejects, hlotrace rejects ---===//
//
// Hand-written modules, each a syntax error XLA's parser reports (checked
// with jaxlib's hlo_module_from_text, see scripts/conformance/), or a form
// XLA accepts that hlotrace once refused. Every error names FILE:LINE:COL
// and says what was expected there.
//
//===----------------------------------------------------------------------===//

#include <string>

#include "gtest/gtest.h"
#include "hlotrace/Text/Parser.h"
#include "hlotrace/Text/Printer.h"

namespace hlotrace {
namespace {

std::string errorOf(const std::string &Text) {
  auto M = parseModule(Text, "x.hlo");
  if (M.ok())
    return "<parsed>";
  EXPECT_EQ(M.status().code(), absl::StatusCode::kInvalidArgument);
  return std::string(M.status().message());
}

/// A module whose entry holds `Body` (instruction lines) after
/// `p = f32[2,3] parameter(0)` and a scalar `z`.
std::string entry(const std::string &Body, const std::string &Before = "") {
  return "HloModule m\n\n" + Before + "ENTRY e {\n  p = f32[2,3] parameter(0)\n"
         "  z = f32[] constant(0)\n" + Body + "}\n";
}

const char *const kAdd = "add {\n  a = f32[] parameter(0)\n"
                         "  b = f32[] parameter(1)\n  ROOT s = f32[] add(a, b)\n}\n\n";

TEST(StrictnessTest, UndefinedOperands) {
  EXPECT_EQ(errorOf(entry("  ROOT n = f32[2,3] negate(q)\n")),
            "x.hlo:6:28: error: use of undefined instruction 'q' (an operand "
            "must be defined earlier in the same computation)");
  // Defined later is undefined here, as in XLA.
  EXPECT_EQ(errorOf(entry("  ROOT n = f32[2,3] negate(later)\n"
                          "  later = f32[2,3] parameter(1)\n")),
            "x.hlo:6:28: error: use of undefined instruction 'later' (an "
            "operand must be defined earlier in the same computation)");
  // Nor is the instruction being defined (a differential run's mutation
  // turned `multiply(%mul.68, ...)` into `%mul.86 = multiply(%mul.86, ...)`,
  // which XLA rejects and hlotrace loaded as a cycle).
  EXPECT_EQ(errorOf(entry("  n = f32[2,3] add(n, p)\n  ROOT r = f32[2,3] "
                          "negate(n)\n")),
            "x.hlo:6:20: error: use of undefined instruction 'n' (an operand "
            "must be defined earlier in the same computation)");
  EXPECT_EQ(errorOf(entry("  ROOT n = f32[2,3] add(p, %n)\n")),
            "x.hlo:6:28: error: use of undefined instruction 'n' (an operand "
            "must be defined earlier in the same computation)");
  // Another computation's instruction is not in scope.
  EXPECT_EQ(errorOf(entry("  ROOT n = f32[] negate(a)\n", kAdd)),
            "x.hlo:12:25: error: use of undefined instruction 'a' (an operand "
            "must be defined earlier in the same computation)");
}

TEST(StrictnessTest, DuplicateDefinitions) {
  EXPECT_EQ(errorOf(entry("  p = f32[2,3] negate(p)\n  ROOT r = f32[] "
                          "negate(z)\n")),
            "x.hlo:6:3: error: instruction 'p' is already defined in this "
            "computation");
  // The same name in two computations is fine (XLA renames one).
  EXPECT_EQ(errorOf(entry("  a = f32[] negate(z)\n  ROOT r = f32[] add(a, z)\n",
                          kAdd)),
            "<parsed>");
  EXPECT_EQ(errorOf(std::string("HloModule m\n\n") + kAdd + kAdd +
                    "ENTRY e {\n  ROOT p = f32[] parameter(0)\n}\n"),
            "x.hlo:9:1: error: computation 'add' is already defined");
  EXPECT_EQ(errorOf("HloModule m\n\nENTRY a {\n  ROOT p = f32[] parameter(0)\n"
                    "}\n\nENTRY e {\n  ROOT p = f32[] parameter(0)\n}\n"),
            "x.hlo:7:1: error: expected only one ENTRY computation");
  EXPECT_EQ(errorOf(entry("  ROOT r = f32[] negate(z)\n  ROOT s = f32[] "
                          "negate(z)\n")),
            "x.hlo:7:3: error: expected only one ROOT in a computation");
  EXPECT_EQ(errorOf(entry("  ROOT r = f32[2,3] transpose(p), dimensions={1,0}, "
                          "dimensions={0,1}\n")),
            "x.hlo:6:53: error: attribute 'dimensions' already given");
}

TEST(StrictnessTest, CalledComputationsMustExistBeforeUse) {
  EXPECT_EQ(errorOf(entry("  ROOT r = f32[] call(z), to_apply=nowhere\n")),
            "x.hlo:6:36: error: use of undefined computation 'nowhere' (a "
            "called computation must be defined before its caller)");
  EXPECT_EQ(errorOf("HloModule m\n\nENTRY e {\n  z = f32[] parameter(0)\n"
                    "  ROOT r = f32[] call(z), to_apply=%later\n}\n\n"
                    "later {\n  ROOT a = f32[] parameter(0)\n}\n"),
            "x.hlo:5:36: error: use of undefined computation 'later' (a "
            "called computation must be defined before its caller)");
  EXPECT_EQ(errorOf(entry("  i = s32[] constant(0)\n  ROOT r = f32[] "
                          "conditional(i, z), branch_computations={add, gone}\n",
                          kAdd)),
            "x.hlo:13:63: error: use of undefined computation 'gone' (a "
            "called computation must be defined before its caller)");
}

TEST(StrictnessTest, LiteralsMatchTheirShape) {
  EXPECT_EQ(errorOf(entry("  ROOT c = f32[2] constant({1, 2, 3})\n")),
            "x.hlo:6:35: error: expected 2 elements in dimension 0 of f32[2], "
            "found more in the constant");
  EXPECT_EQ(errorOf(entry("  ROOT c = f32[3] constant({1, 2})\n")),
            "x.hlo:6:33: error: expected 3 elements in dimension 0 of f32[3], "
            "found 2 in the constant");
  EXPECT_EQ(errorOf(entry("  ROOT c = f32[2,2] constant({1, 2, 3, 4})\n")),
            "x.hlo:6:31: error: expected '{' to start dimension 1 of "
            "f32[2,2] in the constant");
  EXPECT_EQ(errorOf(entry("  ROOT c = u32[] constant(4294967296)\n")),
            "x.hlo:6:27: error: value 4294967296 does not fit in u32 in the "
            "constant");
  EXPECT_EQ(errorOf(entry("  ROOT c = pred[] constant(maybe)\n")),
            "x.hlo:6:28: error: expected pred value, found 'maybe' in the "
            "constant");
  // The same literal text against another shape is checked again.
  EXPECT_EQ(errorOf(entry("  a = s64[] constant(4294967296)\n"
                          "  ROOT b = u32[] constant(4294967296)\n")),
            "x.hlo:7:27: error: value 4294967296 does not fit in u32 in the "
            "constant");
  // Well-formed literals of every family still parse.
  EXPECT_EQ(errorOf(entry(
                "  a = f32[2,2] constant({ { 1, -2.5e-05 }, { inf, -nan } })\n"
                "  b = pred[3] constant({1, 0, 1})\n"
                "  c = c64[] constant((1, -2))\n"
                "  d = (s32[], f32[2]) constant((1, {2, 3}))\n"
                "  e = f32[100] constant({...})\n"
                "  f = s8[0] constant({})\n"
                "  g = u64[] constant(18446744073709551615)\n"
                "  ROOT h = s32[<=4] constant({1, 2})\n")),
            "<parsed>");
}

TEST(StrictnessTest, AttributeValuesFollowXlaSyntax) {
  EXPECT_EQ(errorOf(entry("  ROOT s = f32[2,2] slice(p), slice={[0:2], [0:2:]}\n")),
            "x.hlo:6:50: error: expected integer in slice range in 'slice'");
  EXPECT_EQ(errorOf(entry("  ROOT r = f32[2,3] reduce-window(p, z), "
                          "window={size=1x1 strde=1x1}, to_apply=add\n",
                          kAdd)),
            "x.hlo:12:59: error: unknown window field 'strde' (expected size, "
            "stride, pad, lhs_dilate, rhs_dilate or rhs_reversal) in 'window'");
  EXPECT_EQ(errorOf(entry("  ROOT r = f32[4,5] pad(p, z), padding=1_1_1_1x1_1\n")),
            "x.hlo:6:45: error: unexpected text after the value in 'padding'");
  EXPECT_EQ(errorOf(entry("  ROOT r = f32[4,5] pad(p, z), padding=1x1_1\n")),
            "x.hlo:6:41: error: expected '_' in padding (low_high[_interior]) "
            "in 'padding'");
  EXPECT_EQ(errorOf(entry("  ROOT t = f32[3,2] transpose(p), dimensions={1;0}\n")),
            "x.hlo:6:48: error: expected '}' to end dimensions in "
            "'dimensions'");
  EXPECT_EQ(errorOf(entry("  ROOT g = f32[2,3] get-tuple-element(p), index=x\n")),
            "x.hlo:6:49: error: expected integer for index in 'index'");
  EXPECT_EQ(errorOf(entry("  ROOT c = pred[2,3] compare(p, p), direction=EQUAL\n")),
            "x.hlo:6:47: error: expected comparison direction (one of EQ, NE, "
            "LT, LE, GT, GE) in 'direction'");
  EXPECT_EQ(errorOf(entry("  ROOT c = f32[2,3] convolution(p, p), "
                          "dim_labels=b01f_01io-b01f\n")),
            "x.hlo:6:60: error: expected '->' in dim_labels (input_kernel->"
            "output) in 'dim_labels'");
  EXPECT_EQ(errorOf(entry("  ROOT c = f32[2,3] custom-call(p), "
                          "custom_call_target=\"x\", "
                          "output_to_operand_aliasing={{}: (0 {})}\n")),
            "x.hlo:6:96: error: expected ',' after operand number in "
            "'output_to_operand_aliasing'");
  EXPECT_EQ(errorOf(entry("  ROOT a = f32[2,3] all-reduce(p), "
                          "replica_groups={{0,1},{2,}}, to_apply=add\n",
                          kAdd)),
            "x.hlo:12:61: error: expected integer in replica group in "
            "'replica_groups'");
  EXPECT_EQ(errorOf(entry("  ROOT a = f32[2,3] all-reduce(p), "
                          "replica_groups=[2,2]<[4], to_apply=add\n",
                          kAdd)),
            "x.hlo:12:56: error: expected '<=' in iota replica groups in "
            "'replica_groups'");
  EXPECT_EQ(errorOf(entry("  ROOT x = f32[2,3] exponential(p), "
                          "result_accuracy={tolerance={atol=0,rtol=x}}\n")),
            "x.hlo:6:77: error: expected a number for rtol in "
            "'result_accuracy'");
  EXPECT_EQ(errorOf(entry("  ROOT f = f32[] fusion(z), kind=kFast, calls=add\n",
                          kAdd)),
            "x.hlo:12:34: error: expected fusion kind (one of kLoop, kInput, "
            "kOutput, kCustom) in 'kind'");
  EXPECT_EQ(errorOf("HloModule m, input_output_alias={ {0}: (0, {}, "
                    "sometimes-alias) }\n\nENTRY e {\n  ROOT p = f32[] "
                    "parameter(0)\n}\n"),
            "x.hlo:1:48: error: expected 'must-alias' or 'may-alias' in "
            "'input_output_alias'");
  EXPECT_EQ(errorOf("HloModule m, buffer_donor={ (0 {}) }\n\nENTRY e {\n"
                    "  ROOT p = f32[] parameter(0)\n}\n"),
            "x.hlo:1:32: error: expected ',' after parameter number in "
            "'buffer_donor'");
}

TEST(StrictnessTest, SignaturesAndEntryLayoutHoldShapes) {
  EXPECT_EQ(errorOf("HloModule m, entry_computation_layout={(f23[2])->f32[2]}"
                    "\n\nENTRY e {\n  ROOT p = f32[2] parameter(0)\n}\n"),
            "x.hlo:1:41: error: unknown element type 'f23' in "
            "'entry_computation_layout'");
  EXPECT_EQ(errorOf("HloModule m, entry_computation_layout={(f32[2])>f32[2]}"
                    "\n\nENTRY e {\n  ROOT p = f32[2] parameter(0)\n}\n"),
            "x.hlo:1:48: error: expected '->' in 'entry_computation_layout'");
  EXPECT_EQ(errorOf("HloModule m\n\nENTRY e (p: f32[2]) -> f32[3] {\n"
                    "  ROOT p = f32[2] parameter(0)\n}\n"),
            "x.hlo:3:1: error: computation 'e' returns f32[3] but its root "
            "instruction 'p' is f32[2]");
  // A keyword is not a parameter name, with or without ':'.
  EXPECT_EQ(errorOf("HloModule m\n\nENTRY e (ROOT: f32[2]) -> f32[2] {\n"
                    "  ROOT p = f32[2] parameter(0)\n}\n"),
            "x.hlo:3:10: error: expected parameter name");
  EXPECT_EQ(errorOf("HloModule m\n\nENTRY e (p: f32[2], true: f32[]) -> "
                    "f32[2] {\n  ROOT p = f32[2] parameter(0)\n}\n"),
            "x.hlo:3:21: error: expected parameter name");
  // Names with `%` and spacing other than XLA's.
  EXPECT_EQ(errorOf("HloModule m\n\nENTRY e (%p: f32[2],q :f32[],\n r:f32[]) "
                    "-> f32[2] {\n  ROOT p = f32[2] parameter(0)\n}\n"),
            "<parsed>");
  // A tuple's element tuples count towards the nesting limit even when the
  // same text was parsed before at a shallower depth.
  ParseOptions Shallow;
  Shallow.MaxNestingDepth = 3;
  auto M = parseModule("HloModule m\n\nENTRY e {\n  a = (f32[], (f32[])) "
                       "parameter(0)\n  ROOT b = ((f32[], (f32[]))) "
                       "parameter(1)\n}\n",
                       "x.hlo", Shallow);
  ASSERT_FALSE(M.ok());
  EXPECT_EQ(std::string(M.status().message()),
            "x.hlo:5:22: error: shape nesting deeper than 3");
  // Layouts do not matter, as in XLA.
  EXPECT_EQ(errorOf("HloModule m, entry_computation_layout={(f32[2,3]{0,1})->"
                    "f32[2,3]{1,0}}\n\nENTRY e (p: f32[2,3]) -> f32[2,3] {\n"
                    "  ROOT p = f32[2,3]{0,1} parameter(0)\n}\n"),
            "<parsed>");
}

TEST(StrictnessTest, WellFormedValuesAndUnknownAttributesParse) {
  std::string Text = entry(
      "  s = f32[2,2] slice(p), slice={[0:2], [0:3:2]}\n"
      "  w = f32[2,3] reduce-window(p, z), window={size=1x1 stride=1x1 "
      "pad=0_0x-1_1 lhs_dilate=1x1 rhs_reversal=0x1}, to_apply=add\n"
      "  d = f32[4,7] pad(p, z), padding=1_1x2_2_1\n"
      "  a = f32[2,3] all-reduce(p), replica_groups=[2,2]<=[2,2]T(1,0), "
      "to_apply=add\n"
      "  b = f32[2,3] all-reduce(p), replica_groups={}, to_apply=add\n"
      "  x = f32[2,3] exponential(p), result_accuracy={mode=highest}\n"
      "  c = f32[2,3] custom-call(p), custom_call_target=\"x\", "
      "output_to_operand_aliasing={{}: (0, {}), {1}: (0, {2})}, "
      "some_new_attribute={whatever [it] (is)}\n"
      "  ROOT f = f32[] fusion(z), kind=kLoop, calls=add, frob=3\n",
      kAdd);
  auto M = parseModule(Text, "x.hlo");
  ASSERT_TRUE(M.ok()) << M.status();
  // Checked values are still kept verbatim, unknown ones too.
  std::string Printed = printModule(**M);
  EXPECT_NE(Printed.find("pad=0_0x-1_1"), std::string::npos) << Printed;
  EXPECT_NE(Printed.find("some_new_attribute={whatever [it] (is)}"),
            std::string::npos);
  EXPECT_NE(Printed.find("frob=3"), std::string::npos);
}

// Forms XLA's parser accepts that hlotrace once refused (issue 11).
TEST(StrictnessTest, FormsXlaAccepts) {
  // A value on the line after its `=`, and values split inside braces.
  EXPECT_EQ(errorOf(entry("  ROOT t = f32[3,2] transpose(p), dimensions=\n"
                          "      {1,\n       0}\n")),
            "<parsed>");
  // Comments between attributes, after the comma or before it.
  EXPECT_EQ(errorOf(entry("  ROOT t = f32[3,2] transpose(p), // why\n"
                          "      dimensions={1,0} /* done */\n")),
            "<parsed>");
  EXPECT_EQ(errorOf(entry("  ROOT t = f32[3,2] transpose(p) /* a */, "
                          "/* b */ dimensions={1,0}\n")),
            "<parsed>");
  // Comments inside a tuple shape.
  EXPECT_EQ(errorOf(entry("  ROOT t = (f32[2,3], // first\n"
                          "     /*index=1*/ f32[]) tuple(p, z)\n")),
            "<parsed>");
  // An entry signature without ':' between name and shape.
  EXPECT_EQ(errorOf("HloModule m\n\nENTRY e (p f32[2], q: f32[]) -> f32[2] {\n"
                    "  p = f32[2] parameter(0)\n  ROOT n = f32[2] negate(p)\n}\n"),
            "<parsed>");
}

} // namespace
} // namespace hlotrace
