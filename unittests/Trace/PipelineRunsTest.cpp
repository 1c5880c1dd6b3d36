//===- PipelineRunsTest.cpp - Rebuilding pipeline nesting -----------------===//

#include "Trace/ContentScan.h"

#include <random>
#include <string>

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

/// The first implementation of buildPipelineRuns, which scanned the stack of
/// open runs on every step (quadratic when runs never end; review finding
/// 13). Kept as the oracle that the indexed version must agree with.
std::vector<PipelineRun> scanningPipelineRuns(std::vector<Step> &Steps) {
  std::vector<PipelineRun> Runs;
  std::vector<size_t> Last;
  std::vector<std::string> Pending;
  std::vector<bool> Confirmed;
  std::vector<int> Stack;
  auto OpenRun = [&](const std::string &Pipeline, bool Start) {
    int Parent = -1;
    bool Sure = false;
    for (size_t K = Stack.size(); K-- > 0;)
      if (Pending[Stack[K]] == Pipeline) {
        Parent = Stack[K];
        Sure = true;
        Stack.resize(K + 1);
        break;
      }
    if (!Sure && !Stack.empty())
      Parent = Stack.back();
    PipelineRun R;
    R.Pipeline = Pipeline;
    R.Parent = Parent;
    R.StartSeen = Start;
    Runs.push_back(R);
    Last.push_back(0);
    Pending.emplace_back();
    Confirmed.push_back(Sure);
    Stack.push_back(static_cast<int>(Runs.size() - 1));
    return static_cast<int>(Runs.size() - 1);
  };
  for (size_t I = 0; I < Steps.size(); ++I) {
    Step &S = Steps[I];
    if (S.Kind == StepKind::DuringPass) {
      int R = Stack.empty() ? -1 : Stack.back();
      for (size_t K = Stack.size(); K-- > 0;)
        if (Pending[Stack[K]] == S.Pass) {
          R = Stack[K];
          break;
        }
      S.Run = R;
      if (R >= 0)
        Runs[R].Steps.push_back(I);
      continue;
    }
    int R = -1;
    if (S.isPipelineStart()) {
      R = OpenRun(S.Pipeline, true);
    } else {
      for (size_t K = Stack.size(); K-- > 0;)
        if (Runs[Stack[K]].Pipeline == S.Pipeline) {
          R = Stack[K];
          Stack.resize(K + 1);
          break;
        }
      if (R < 0)
        R = OpenRun(S.Pipeline, false);
    }
    S.Run = R;
    Runs[R].Steps.push_back(I);
    Last[R] = I;
    Pending[R] = S.NextPass;
    if (S.NextPass == "pipeline-end") {
      Runs[R].EndSeen = true;
      Stack.pop_back();
    }
  }
  for (size_t R = 0; R < Runs.size(); ++R) {
    if (Confirmed[R])
      continue;
    int P = Runs[R].Parent;
    while (P >= 0 && Last[P] <= Last[R])
      P = Runs[P].Parent;
    Runs[R].Parent = P;
  }
  for (size_t R = 0; R < Runs.size(); ++R)
    if (Runs[R].Parent >= 0)
      Runs[Runs[R].Parent].Children.push_back(static_cast<int>(R));
  return Runs;
}

TEST(PipelineRunsTest, AgreesWithScanningOnRandomHistories) {
  // Few names, so that runs nest, announce each other, repeat, end and
  // stay open in every order.
  const char *Pipelines[] = {"a", "b", "c", "d"};
  const char *Passes[] = {"pipeline-start", "x", "y", "a", "b", "c", "d"};
  const char *Next[] = {"x", "y", "a", "b", "c", "d", "pipeline-end"};
  std::mt19937 Rng(13);
  for (int Round = 0; Round < 2000; ++Round) {
    std::vector<Step> S(1 + Rng() % 40);
    for (size_t I = 0; I < S.size(); ++I) {
      S[I].Number = static_cast<int64_t>(I);
      if (Rng() % 8 == 0) {
        S[I].Kind = StepKind::DuringPass;
        S[I].Pass = Passes[1 + Rng() % 6];
        continue;
      }
      S[I].Pipeline = Pipelines[Rng() % 4];
      S[I].Pass = Passes[Rng() % 7];
      S[I].NextPass = Next[Rng() % 7];
    }
    std::vector<Step> T = S;
    auto Got = buildPipelineRuns(S);
    auto Want = scanningPipelineRuns(T);
    ASSERT_EQ(Got.size(), Want.size()) << "round " << Round;
    for (size_t R = 0; R < Want.size(); ++R) {
      SCOPED_TRACE(testing::Message() << "round " << Round << ", run " << R);
      EXPECT_EQ(Got[R].Pipeline, Want[R].Pipeline);
      EXPECT_EQ(Got[R].Parent, Want[R].Parent);
      EXPECT_EQ(Got[R].Children, Want[R].Children);
      EXPECT_EQ(Got[R].Steps, Want[R].Steps);
      EXPECT_EQ(Got[R].StartSeen, Want[R].StartSeen);
      EXPECT_EQ(Got[R].EndSeen, Want[R].EndSeen);
    }
    for (size_t I = 0; I < S.size(); ++I)
      EXPECT_EQ(S[I].Run, T[I].Run) << "round " << Round << ", step " << I;
  }
}

// Review finding 13's shape: every step in a pipeline of its own that never
// ends, so every run stays open. Each is a top-level run of one step.
TEST(PipelineRunsTest, ManyRunsThatNeverEnd) {
  const int N = 50000;
  std::vector<Step> S(N);
  for (int I = 0; I < N; ++I) {
    S[I].Number = I;
    S[I].Pipeline = "pipe" + std::to_string(I);
    S[I].Pass = "a" + std::to_string(I);
    S[I].NextPass = "b" + std::to_string(I);
  }
  auto R = buildPipelineRuns(S);
  ASSERT_EQ(R.size(), size_t(N));
  for (int I = 0; I < N; ++I) {
    ASSERT_EQ(R[I].Parent, -1) << I;
    ASSERT_EQ(R[I].Steps, std::vector<size_t>{size_t(I)}) << I;
    ASSERT_EQ(S[I].Run, I);
  }
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
