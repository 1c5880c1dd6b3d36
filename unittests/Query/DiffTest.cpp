//===- DiffTest.cpp - diffModules on hand-written modules -----------------===//
//
// Every module in this file is hand-written (not an XLA dump) to isolate one
// matching or classification rule.
//
//===----------------------------------------------------------------------===//

#include "hlotrace/Query/Diff.h"

#include "QueryTestUtil.h"
#include "gmock/gmock.h"

namespace hlotrace {
namespace {

using testing::parseGood;

// Hand-written.
constexpr const char *kBase = R"(HloModule m

%add_comp (a: f32[], b: f32[]) -> f32[] {
  %a = f32[] parameter(0)
  %b = f32[] parameter(1)
  ROOT %s = f32[] add(%a, %b)
}

ENTRY %main (p0: f32[4], p1: f32[4]) -> f32[] {
  %p0 = f32[4]{0} parameter(0)
  %p1 = f32[4]{0} parameter(1)
  %mul.1 = f32[4]{0} multiply(%p0, %p1), metadata={op_name="jit(f)/mul" source_file="f.py" source_line=3}
  %c = f32[] constant(0)
  ROOT %r = f32[] reduce(%mul.1, %c), dimensions={0}, to_apply=%add_comp
}
)";

const InstructionChange *findChange(const ComputationDiff &CD,
                                    absl::string_view NewOrOldName) {
  for (const InstructionChange &C : CD.Instructions)
    if ((C.New && C.New->name() == NewOrOldName) ||
        (C.Old && C.Old->name() == NewOrOldName))
      return &C;
  return nullptr;
}

TEST(DiffTest, IdenticalModulesAreEmpty) {
  auto Ctx = std::make_shared<Context>();
  auto A = parseGood(kBase, Ctx), B = parseGood(kBase, Ctx);
  ModuleDiff D = diffModules(*A, *B);
  EXPECT_TRUE(D.empty());
  EXPECT_TRUE(D.Computations.empty());
  EXPECT_EQ(D.ComputationsUnchanged, 2);
  EXPECT_EQ(D.InstructionsAdded + D.InstructionsRemoved +
                D.InstructionsChanged, 0);
}

TEST(DiffTest, SameObjectIsNotLookedInto) {
  auto Ctx = std::make_shared<Context>();
  auto A = parseGood(kBase, Ctx);
  ModuleDiff D = diffModules(*A, *A, {/*KeepUnchanged=*/true});
  ASSERT_EQ(D.Computations.size(), 2u);
  EXPECT_TRUE(D.Computations[0].SameObject);
  EXPECT_TRUE(D.Computations[0].Instructions.empty());
}

TEST(DiffTest, AttributeShapeOperandChanges) {
  // Hand-written: mul.1 becomes a subtract with other operand order, the
  // reduce gets other dimensions, a new negate is added.
  std::string Changed = kBase;
  auto Replace = [&](const std::string &From, const std::string &To) {
    size_t P = Changed.find(From);
    ASSERT_NE(P, std::string::npos) << From;
    Changed.replace(P, From.size(), To);
  };
  Replace("multiply(%p0, %p1)", "subtract(%p1, %p0)");
  Replace("dimensions={0}, to_apply", "dimensions={0}, foo=1, to_apply");
  Replace("  %c = f32[] constant(0)\n",
          "  %c = f32[] constant(0)\n  %n = f32[4]{0} negate(%p0)\n");
  auto Ctx = std::make_shared<Context>();
  auto A = parseGood(kBase, Ctx), B = parseGood(Changed, Ctx);
  ModuleDiff D = diffModules(*A, *B);
  ASSERT_EQ(D.Computations.size(), 1u);
  const ComputationDiff &CD = D.Computations[0];
  EXPECT_EQ(CD.New->name(), "main");
  EXPECT_EQ(CD.Added, 1);
  EXPECT_EQ(CD.Changed, 2);
  const InstructionChange *Mul = findChange(CD, "mul.1");
  ASSERT_NE(Mul, nullptr);
  EXPECT_EQ(Mul->Kind, ChangeKind::Changed);
  EXPECT_EQ(Mul->Match, MatchKind::ByName);
  EXPECT_EQ(Mul->What, ChangedOpcode | ChangedOperands);
  const InstructionChange *R = findChange(CD, "r");
  ASSERT_NE(R, nullptr);
  EXPECT_EQ(R->What, static_cast<uint32_t>(ChangedAttributes));
  EXPECT_THAT(R->ChangedAttributeNames, ::testing::ElementsAre("foo"));
  const InstructionChange *N = findChange(CD, "n");
  ASSERT_NE(N, nullptr);
  EXPECT_EQ(N->Kind, ChangeKind::Added);
}

TEST(DiffTest, RenamesMatchBySuffixAndStructure) {
  // Hand-written: a clone suffix (`mul.1` -> `mul.1.clone`), a wholesale
  // rename (`c` -> `zero.7`) and a renamed reducer computation.
  std::string Changed = kBase;
  for (auto [From, To] : std::vector<std::pair<std::string, std::string>>{
           {"%mul.1 =", "%mul.1.clone ="},
           {"reduce(%mul.1, %c)", "reduce(%mul.1.clone, %zero.7)"},
           {"%c = f32[] constant(0)", "%zero.7 = f32[] constant(0)"},
           {"%add_comp (", "%add_comp.clone ("},
           {"to_apply=%add_comp", "to_apply=%add_comp.clone"}}) {
    size_t P = Changed.find(From);
    ASSERT_NE(P, std::string::npos) << From;
    Changed.replace(P, From.size(), To);
  }
  auto Ctx = std::make_shared<Context>();
  auto A = parseGood(kBase, Ctx), B = parseGood(Changed, Ctx);
  ModuleDiff D = diffModules(*A, *B, {/*KeepUnchanged=*/true});
  const ComputationDiff *Reducer = D.find("add_comp.clone");
  ASSERT_NE(Reducer, nullptr);
  EXPECT_EQ(Reducer->Kind, ChangeKind::Changed); // renamed, content same
  EXPECT_EQ(Reducer->Match, MatchKind::ByStructure);
  EXPECT_EQ(Reducer->Added + Reducer->Removed + Reducer->Changed, 0);
  const ComputationDiff *Main = D.find("main");
  ASSERT_NE(Main, nullptr);
  const InstructionChange *Mul = findChange(*Main, "mul.1.clone");
  ASSERT_NE(Mul, nullptr);
  EXPECT_EQ(Mul->Match, MatchKind::ByRenamedSuffix);
  EXPECT_EQ(Mul->What, static_cast<uint32_t>(ChangedName));
  const InstructionChange *Zero = findChange(*Main, "zero.7");
  ASSERT_NE(Zero, nullptr);
  EXPECT_EQ(Zero->Match, MatchKind::ByStructure);
  EXPECT_EQ(Zero->Old->name(), "c");
  const InstructionChange *R = findChange(*Main, "r");
  ASSERT_NE(R, nullptr);
  // Operands and the callee were renamed, not changed.
  EXPECT_EQ(R->Kind, ChangeKind::Unchanged);
  EXPECT_EQ(Main->Added + Main->Removed, 0);
}

// Hand-written: a fusion whose fused computation is renamed and whose
// parameters are renumbered names, as XLA's fusion passes do.
constexpr const char *kFusionOld = R"(HloModule m

%fused_computation (param_0: f32[4], param_1: f32[4]) -> f32[4] {
  %param_0 = f32[4]{0} parameter(0)
  %param_1 = f32[4]{0} parameter(1)
  ROOT %add.4 = f32[4]{0} add(%param_0, %param_1), metadata={op_name="jit(f)/add"}
}

ENTRY %main (p0: f32[4], p1: f32[4]) -> f32[4] {
  %p0 = f32[4]{0} parameter(0)
  %p1 = f32[4]{0} parameter(1)
  ROOT %add_fusion = f32[4]{0} fusion(%p0, %p1), kind=kLoop, calls=%fused_computation
}
)";

constexpr const char *kFusionNew = R"(HloModule m

%fused_computation.9 (param_0.3: f32[4], param_1.5: f32[4]) -> f32[4] {
  %param_0.3 = f32[4]{0} parameter(0)
  %param_1.5 = f32[4]{0} parameter(1)
  %add.4 = f32[4]{0} add(%param_0.3, %param_1.5), metadata={op_name="jit(f)/add"}
  ROOT %neg.2 = f32[4]{0} negate(%add.4)
}

ENTRY %main (p0: f32[4], p1: f32[4]) -> f32[4] {
  %p0 = f32[4]{0} parameter(0)
  %p1 = f32[4]{0} parameter(1)
  ROOT %add_fusion = f32[4]{0} fusion(%p0, %p1), kind=kLoop, calls=%fused_computation.9
}
)";

TEST(DiffTest, FusedComputationMatchedByCallerAndParameters) {
  auto Ctx = std::make_shared<Context>();
  auto A = parseGood(kFusionOld, Ctx), B = parseGood(kFusionNew, Ctx);
  ModuleDiff D = diffModules(*A, *B);
  EXPECT_EQ(D.ComputationsAdded, 0);
  EXPECT_EQ(D.ComputationsRemoved, 0);
  const ComputationDiff *F = D.find("fused_computation.9");
  ASSERT_NE(F, nullptr);
  EXPECT_EQ(F->Old->name(), "fused_computation");
  EXPECT_EQ(F->Match, MatchKind::ByCaller);
  const InstructionChange *P1 = findChange(*F, "param_1.5");
  ASSERT_NE(P1, nullptr);
  EXPECT_EQ(P1->Match, MatchKind::ByFusionParameter);
  const InstructionChange *Add = findChange(*F, "add.4");
  ASSERT_NE(Add, nullptr);
  EXPECT_EQ(Add->What, static_cast<uint32_t>(ChangedRoot));
  EXPECT_EQ(F->Added, 1);
  // The fusion itself calls the paired computation: not a change.
  EXPECT_EQ(D.find("main"), nullptr);
}

TEST(DiffTest, SuffixRules) {
  EXPECT_TRUE(isSuffixRename("x", "x.1"));
  EXPECT_TRUE(isSuffixRename("add.11", "add.11.5"));
  EXPECT_TRUE(isSuffixRename("fused_computation.3",
                             "fused_computation.3.clone"));
  EXPECT_FALSE(isSuffixRename("add.11", "add.12"));
  EXPECT_FALSE(isSuffixRename("add.11", "sub.11"));
  EXPECT_EQ(baseName("bitcast.7891.5"), "bitcast");
  EXPECT_EQ(baseName("param_0.1"), "param_0");
  EXPECT_EQ(baseName("x"), "x");
}

} // namespace
} // namespace hlotrace
