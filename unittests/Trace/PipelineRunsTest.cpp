//===- PipelineRunsTest.cpp - Rebuilding pipeline nesting -----------------===//

#include "Trace/ContentScan.h"

#include "gtest/gtest.h"

namespace hlotrace {
namespace {

std::vector<Step> steps(
    std::vector<std::tuple<const char *, const char *, const char *>> S) {
  std::vector<Step> Out;
  int64_t N = 0;
  for (auto &[P, A, B] : S) {
    Step St;
    St.Number = N++;
    St.Pipeline = P;
    St.Pass = A;
    St.NextPass = B;
    Out.push_back(St);
  }
  return Out;
}

TEST(PipelineRunsTest, SequentialTopLevelPipelines) {
  auto S = steps({{"a", "pipeline-start", "x"},
                  {"b", "pipeline-start", "y"},
                  {"b", "y", "pipeline-end"}});
  auto R = buildPipelineRuns(S);
  ASSERT_EQ(R.size(), 2u);
  EXPECT_EQ(R[0].Parent, -1);
  EXPECT_EQ(R[1].Parent, -1);
  EXPECT_TRUE(R[1].EndSeen);
  EXPECT_EQ(S[2].Run, 1);
}

TEST(PipelineRunsTest, NestedByLaterStepOfParent) {
  // As XLA:CPU dumps with .*: a fixed-point `simplification` runs twice
  // inside the outer pipeline, which then dumps after_simplification.
  auto S = steps({{"outer", "pipeline-start", "call-inliner"},
                  {"simplification", "pipeline-start", "algsimp"},
                  {"simplification", "algsimp", "simplify-sorts"},
                  {"simplification", "pipeline-start", "algsimp"},
                  {"outer", "simplification", "cse"},
                  {"next", "pipeline-start", "z"}});
  auto R = buildPipelineRuns(S);
  ASSERT_EQ(R.size(), 4u);
  EXPECT_EQ(R[0].Pipeline, "outer");
  EXPECT_EQ(R[1].Parent, 0);
  EXPECT_EQ(R[2].Parent, 0);
  EXPECT_EQ(R[3].Parent, -1);
  EXPECT_EQ(R[0].Children, (std::vector<int>{1, 2}));
  EXPECT_EQ(R[1].Steps, (std::vector<size_t>{1, 2}));
  EXPECT_EQ(R[0].Steps, (std::vector<size_t>{0, 4}));
}

TEST(PipelineRunsTest, NestedByAnnouncedNextPass) {
  auto S = steps({{"HLO_passes_after_layout_assignment", "pipeline-start",
                   "after_layout_assignment"},
                  {"after_layout_assignment", "pipeline-start",
                   "pipeline-end"},
                  {"later", "pipeline-start", "q"}});
  auto R = buildPipelineRuns(S);
  ASSERT_EQ(R.size(), 3u);
  EXPECT_EQ(R[1].Parent, 0);
  EXPECT_EQ(R[2].Parent, -1);
}

TEST(PipelineRunsTest, FilteredDumpsWithoutStarts) {
  auto S = steps({{"p", "reshape-decomposer", "fusion"},
                  {"p", "fusion", "fusion-wrapper"},
                  {"p", "fusion-wrapper", "combiner"}});
  auto R = buildPipelineRuns(S);
  ASSERT_EQ(R.size(), 1u);
  EXPECT_FALSE(R[0].StartSeen);
  EXPECT_EQ(R[0].Steps.size(), 3u);
}

TEST(ContentScanTest, CountsAndFingerprints) {
  const char *A = "HloModule m, is_scheduled=true\n\n"
                  "%add (x: f32[], y: f32[]) -> f32[] {\n"
                  "  %x = f32[] parameter(0)\n"
                  "  %y = f32[] parameter(1)\n"
                  "  ROOT %a = f32[] add(%x, %y)\n"
                  "}\n\n"
                  "ENTRY %main () -> f32[] {\n"
                  "  ROOT %c = f32[] constant(1)\n"
                  "}\n";
  std::string Name;
  StepContent C = scanModuleText(A, &Name);
  EXPECT_EQ(Name, "m");
  EXPECT_EQ(C.InstructionCount, 4u);
  ASSERT_EQ(C.Computations.size(), 2u);
  std::string Renamed(A);
  Renamed.replace(10, 1, "other_name");
  EXPECT_TRUE(scanModuleText(Renamed, nullptr).sameAs(C));
  std::string Changed(A);
  Changed.replace(Changed.find("constant(1)"), 11, "constant(2)");
  StepContent D = scanModuleText(Changed, nullptr);
  EXPECT_FALSE(D.sameAs(C));
  EXPECT_EQ(D.Computations[0], C.Computations[0]);
  EXPECT_NE(D.Computations[1], C.Computations[1]);
  std::string Header(A);
  Header.replace(Header.find("is_scheduled=true"), 17, "is_scheduled=false");
  EXPECT_FALSE(scanModuleText(Header, nullptr).sameAs(C));
}

TEST(ContentScanTest, PassTimingsAndRegex) {
  auto T = parsePassTimings(R"(canonical_module_id: 7
module_group_name: "jit_f"
pass_metadata {
  pass_id: 1
  pass_name: "algsimp"
  pipeline_name: "simplification"
  dump_filenames: "module_0007.jit_f.0003.simplification.after_algsimp.before_dce.txt"
  module_changed: true
  module_id: 7
  start_timestamp_usec: 100
  end_timestamp_usec: 250
  custom_metadata {
    type_url: "x"
  }
}
pass_metadata {
  pass_name: "dce"
  module_changed: false
}
)");
  ASSERT_EQ(T.size(), 2u);
  EXPECT_EQ(T[0].Pass, "algsimp");
  EXPECT_EQ(T[0].Pipeline, "simplification");
  EXPECT_EQ(T[0].EndMicros - T[0].StartMicros, 150);
  EXPECT_EQ(T[0].ModuleChanged, true);
  ASSERT_EQ(T[0].DumpFileNames.size(), 1u);
  EXPECT_EQ(T[1].ModuleChanged, false);
  EXPECT_EQ(findPassRegex("xla_dump_to: \".\"\nxla_dump_hlo_pass_re: "
                          "\"fusion\"\n"),
            "fusion");
  EXPECT_FALSE(findPassRegex("xla_dump_to: \".\"\n"));
}

} // namespace
} // namespace hlotrace
