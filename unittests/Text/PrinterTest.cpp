//===- PrinterTest.cpp - Printing forms the model records -----------------===//
//
// Each case is hand-written HLO in a form XLA prints (named in the test),
// parsed and printed back unchanged.
//
//===----------------------------------------------------------------------===//

#include "hlotrace/Text/Parser.h"
#include "hlotrace/Text/Printer.h"

#include "gtest/gtest.h"

namespace hlotrace {
namespace {

std::string roundTrip(const std::string &Text) {
  auto M = parseModule(Text, "test.hlo");
  if (!M.ok())
    return std::string(M.status().message());
  return printModule(**M);
}

void expectUnchanged(const std::string &Text) {
  EXPECT_EQ(roundTrip(Text), Text);
}

TEST(PrinterTest, LongFormWithOperandShapesAndIndexComments) {
  // Long form as XLA printed it before 2025-03: operand shapes, `%` names,
  // `/*index=5*/` before the sixth operand.
  expectUnchanged(
      "HloModule m, entry_computation_layout={(f32[])->(f32[], f32[], f32[], "
      "f32[], f32[], /*index=5*/f32[])}\n\n"
      "ENTRY %e (p: f32[]) -> (f32[], f32[], f32[], f32[], f32[], "
      "/*index=5*/f32[]) {\n"
      "  %p = f32[] parameter(0)\n"
      "  ROOT %t = (f32[], f32[], f32[], f32[], f32[], /*index=5*/f32[]) "
      "tuple(f32[] %p, f32[] %p, f32[] %p, f32[] %p, f32[] %p, "
      "/*index=5*/f32[] %p)\n"
      "}\n\n");
}

TEST(PrinterTest, ShortFormWithoutPercent) {
  expectUnchanged("HloModule m\n\n"
                  "add {\n"
                  "  x = f32[] parameter(0)\n"
                  "  y = f32[] parameter(1)\n"
                  "  ROOT s = f32[] add(x, y)\n"
                  "}\n\n"
                  "ENTRY e {\n"
                  "  p = f32[4]{0} parameter(0)\n"
                  "  c = f32[] constant(0)\n"
                  "  ROOT r = f32[] reduce(p, c), dimensions={0}, to_apply=add\n"
                  "}\n\n");
}

TEST(PrinterTest, CompactTupleIndexOperands) {
  // XLA 2026-07+: `%t#0` stands for get-tuple-element.
  expectUnchanged("HloModule m\n\n"
                  "ENTRY %e (p: (f32[], s32[])) -> f32[] {\n"
                  "  %p = (f32[], s32[]) parameter(0)\n"
                  "  ROOT %n = f32[] negate(%p#0)\n"
                  "}\n\n");
}

TEST(PrinterTest, ExecutionThreadAndUnknownOpcodeAreKept) {
  expectUnchanged("HloModule m\n\n"
                  "%async (a: f32[8]) -> f32[8] {\n"
                  "  %a = f32[8]{0} parameter(0)\n"
                  "  ROOT %f = f32[8]{0} frobnicate(%a), new_attr={x y z}\n"
                  "}, execution_thread=\"parallel\"\n\n"
                  "ENTRY %e (p: f32[8]) -> f32[8] {\n"
                  "  %p = f32[8]{0} parameter(0)\n"
                  "  %s = ((f32[8]{0}), f32[8]{0}, s32[]) async-start(%p), "
                  "async_execution_thread=\"parallel\", calls=%async\n"
                  "  ROOT %d = f32[8]{0} async-done(%s)\n"
                  "}\n\n");
}

TEST(PrinterTest, RawBackendConfigAndElidedConstant) {
  expectUnchanged(
      "HloModule m\n\n"
      "ENTRY %e () -> f32[16] {\n"
      "  %c = f32[16]{0} constant({...})\n"
      "  ROOT %g = f32[16]{0} custom-call(%c), "
      "custom_call_target=\"__cublas$gemm\", "
      "backend_config={\"operation_queue_id\":\"0\",\"x\":{\"y\":[1,2]}}\n"
      "}\n\n");
}

TEST(PrinterTest, InstructionLineHelper) {
  auto M = parseModule("HloModule m\nENTRY e {\n  ROOT p = f32[] "
                       "parameter(0)\n}\n",
                       "t.hlo");
  ASSERT_TRUE(M.ok()) << M.status().message();
  std::string Line;
  printInstruction(*(*M)->entry()->root(), Line);
  EXPECT_EQ(Line, "ROOT p = f32[] parameter(0)");
}

} // namespace
} // namespace hlotrace
