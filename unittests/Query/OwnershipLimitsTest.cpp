//===- OwnershipLimitsTest.cpp - classifyOwnership on hostile modules -----===//
//
// Regression tests for the reliability review of 2026-12-01 (findings 1, 2,
// 3 and 6): inputs that used to take exponential time, overflow the stack
// or divide by zero. The modules are generated here; they are hostile
// input, not XLA output.
//
//===----------------------------------------------------------------------===//

#include "hlotrace/Query/CostModel.h"
#include "hlotrace/Query/Ownership.h"

#include "absl/strings/str_cat.h"
#include "gtest/gtest.h"
#include "hlotrace/Text/Parser.h"

namespace hlotrace {
namespace {

std::unique_ptr<Module> parseGood(absl::string_view Text) {
  auto M = parseModule(Text, "limits.hlo");
  EXPECT_TRUE(M.ok()) << M.status();
  return M.ok() ? std::move(*M) : nullptr;
}

OwnershipReport classify(const Module &M) {
  auto R = classifyOwnership(M);
  EXPECT_TRUE(R.ok()) << R.status();
  return R.ok() ? std::move(*R) : OwnershipReport();
}

// Finding 1: computation c_i holds two fusions that both call c_{i+1}. The
// count is still 2^Depth times the innermost dot, computed once per
// computation instead of 2^Depth times.
TEST(OwnershipLimitsTest, SharedFusionComputationsAreSummedOnce) {
  constexpr int Depth = 40;
  std::string Text = "HloModule fanout\n\n";
  absl::StrAppend(&Text, "c", Depth, " {\n  p = f32[2,3]{1,0} parameter(0)\n",
                  "  w = f32[3,4]{1,0} constant({...})\n",
                  "  ROOT d = f32[2,4]{1,0} dot(p, w), lhs_contracting_dims={1}, "
                  "rhs_contracting_dims={0}\n}\n\n");
  for (int K = Depth - 1; K >= 0; --K)
    absl::StrAppend(&Text, K == 0 ? "ENTRY " : "", "c", K,
                    " {\n  p = f32[2,3]{1,0} parameter(0)\n",
                    "  a = f32[2,4]{1,0} fusion(p), kind=kLoop, calls=c", K + 1,
                    "\n  b = f32[2,4]{1,0} fusion(p), kind=kLoop, calls=c", K + 1,
                    "\n  ROOT t = (f32[2,4]{1,0}, f32[2,4]{1,0}) tuple(a, b)\n}\n\n");
  auto M = parseGood(Text);
  ASSERT_NE(M, nullptr);
  OwnershipReport R = classify(*M);
  // Entry: p, a, b, t.
  ASSERT_EQ(R.Ops.size(), 4u);
  const int64_t DotFlops = 2 * 2 * 4 * 3;
  EXPECT_EQ(R.Ops[1].Flops, DotFlops * (int64_t{1} << (Depth - 1)));
  EXPECT_EQ(R.totalFlops(), DotFlops * (int64_t{1} << Depth));
}

// Finding 2: a backend_config nested 100k brackets deep is not handed to the
// recursive JSON parser; the op is still classified by its target.
TEST(OwnershipLimitsTest, DeeplyNestedBackendConfigIsNotParsed) {
  std::string Config = absl::StrCat("{\"a\":", std::string(100000, '['),
                                    std::string(100000, ']'), "}");
  std::string Text = absl::StrCat(
      "HloModule deep\nENTRY e {\n  ROOT c = f32[] custom-call(), "
      "custom_call_target=\"__cublas$lt$matmul\", backend_config=",
      Config, "\n}\n");
  auto M = parseGood(Text);
  ASSERT_NE(M, nullptr);
  OwnershipReport R = classify(*M);
  ASSERT_EQ(R.Ops.size(), 1u);
  EXPECT_EQ(R.Ops[0].Who, Owner::CublasLt);
  EXPECT_EQ(R.Ops[0].Flops, 0);
}

// Finding 3: batch * depth overflows to 0; the estimate is "unknown" (0),
// not a division by zero.
TEST(OwnershipLimitsTest, FmhaFlopsOverflowIsUnknown) {
  auto M = parseGood(R"(HloModule fmha
ENTRY e {
  q = f16[4294967296,4294967296,1]{2,1,0} parameter(0)
  k = f16[1,1,1]{2,1,0} parameter(1)
  ROOT a = f16[1]{0} custom-call(q, k), custom_call_target="__cudnn$fmhaSoftmax", backend_config={"cudnn_fmha_backend_config":{"bmm1_dot_dimension_numbers":{"lhs_batch_dimensions":["0"],"lhs_contracting_dimensions":["1"]}}}
}
)");
  ASSERT_NE(M, nullptr);
  const Instruction *Root = M->entry()->root();
  ASSERT_NE(Root, nullptr);
  EXPECT_EQ(estimateFlops(*M, *Root), 0);
  OwnershipReport R = classify(*M);
  ASSERT_EQ(R.Ops.size(), 3u);
  EXPECT_EQ(R.Ops[2].Who, Owner::Cudnn);
  EXPECT_EQ(R.Ops[2].Flops, 0);
}

// A dot whose 2 * M * N * K overflows int64_t counts 0, not a wrapped value.
TEST(OwnershipLimitsTest, DotFlopsOverflowIsUnknown) {
  auto M = parseGood(R"(HloModule big
ENTRY e {
  a = f32[4611686018427387904,2]{1,0} parameter(0)
  b = f32[2,2]{1,0} parameter(1)
  ROOT d = f32[4611686018427387904,2]{1,0} dot(a, b), lhs_contracting_dims={1}, rhs_contracting_dims={0}
}
)");
  ASSERT_NE(M, nullptr);
  EXPECT_EQ(estimateFlops(*M, *M->entry()->root()), 0);
}

// Finding 6: a chain of 50k calls is walked without native recursion, in
// order, each computation once.
TEST(OwnershipLimitsTest, LongCallChainIsWalkedIteratively) {
  constexpr int N = 50000;
  std::string Text = absl::StrCat("HloModule chain\n\nc", N,
                                  " {\n  ROOT r = f32[] constant(0)\n}\n");
  for (int K = N - 1; K >= 0; --K)
    absl::StrAppend(&Text, K == 0 ? "ENTRY " : "", "c", K,
                    " {\n  ROOT r", K, " = f32[] call(), to_apply=c", K + 1,
                    "\n}\n");
  auto M = parseGood(Text);
  ASSERT_NE(M, nullptr);
  OwnershipReport R = classify(*M);
  ASSERT_EQ(R.Ops.size(), static_cast<size_t>(N + 1));
  EXPECT_EQ(R.Ops[0].Inst->name(), "r0");
  EXPECT_EQ(R.Ops[N - 1].Inst->name(), absl::StrCat("r", N - 1));
  EXPECT_EQ(R.Ops[N].Inst->name(), "r");
  EXPECT_EQ(R.Ops[N].Who, Owner::None);
}

// The walk order with several callees: an instruction, then all its first
// callee reaches, then its second callee, then the next instruction; a
// computation reached twice is listed once.
TEST(OwnershipLimitsTest, WalkOrderFollowsCalls) {
  auto M = parseGood(R"(HloModule order
t {
  p = f32[] parameter(0)
  ROOT tn = f32[] negate(p)
}
f {
  p = f32[] parameter(0)
  ROOT fa = f32[] abs(p)
}
ENTRY e {
  x = f32[] parameter(0)
  b = pred[] parameter(1)
  c = f32[] conditional(b, x, x), true_computation=t, false_computation=f
  d = f32[] call(x), to_apply=t
  ROOT s = f32[] sqrt(d)
}
)");
  ASSERT_NE(M, nullptr);
  OwnershipReport R = classify(*M);
  std::vector<std::string> Names;
  for (const OpOwnership &Op : R.Ops)
    Names.push_back(std::string(Op.Inst->name()));
  EXPECT_EQ(Names, (std::vector<std::string>{"x", "b", "c", "p", "tn", "p",
                                             "fa", "d", "s"}));
}

} // namespace
} // namespace hlotrace
