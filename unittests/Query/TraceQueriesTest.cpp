//===- TraceQueriesTest.cpp - Tests of the query layer over a trace -------===//
//
// unittests/data/xla-cpu/full/mlp: XLA:CPU's `.*` dump of jit_mlp (module 0)
// and jit_loss (module 2). Step 19 is the CPU `fusion` pass.
//
//===----------------------------------------------------------------------===//

#include "hlotrace/Query/TraceQueries.h"

#include <algorithm>

#include "hlotrace/Text/Printer.h"

#include "gmock/gmock.h"
#include "gtest/gtest.h"

namespace hlotrace {
namespace {

using ::testing::HasSubstr;

class TraceQueriesTest : public ::testing::Test {
protected:
  void SetUp() override {
    auto Loaded = Trace::load(HLOTRACE_TEST_DATA "/xla-cpu/full/mlp");
    ASSERT_TRUE(Loaded.ok()) << Loaded.status();
    T = std::move(*Loaded);
  }
  const ModuleTrace &mlp() {
    auto M = findModule(*T, "jit_mlp");
    EXPECT_TRUE(M.ok()) << M.status();
    return **M;
  }
  std::unique_ptr<Trace> T;
};

TEST_F(TraceQueriesTest, FindModuleByIdNameAndRegex) {
  auto ById = findModule(*T, "0002");
  ASSERT_TRUE(ById.ok()) << ById.status();
  EXPECT_EQ((*ById)->name(), "jit_loss");
  auto ByShortId = findModule(*T, "2");
  ASSERT_TRUE(ByShortId.ok());
  EXPECT_EQ(*ByShortId, *ById);
  auto ByRegex = findModule(*T, "ml.$");
  ASSERT_TRUE(ByRegex.ok()) << ByRegex.status();
  EXPECT_EQ((*ByRegex)->name(), "jit_mlp");
  auto Both = findModules(*T, "jit_");
  ASSERT_TRUE(Both.ok()) << Both.status();
  EXPECT_EQ(Both->size(), 2u);
  auto All = findModules(*T, "");
  ASSERT_TRUE(All.ok());
  EXPECT_EQ(All->size(), 2u);
  auto NoneMatch = findModules(*T, "nope");
  EXPECT_EQ(NoneMatch.status().code(), absl::StatusCode::kNotFound);
  EXPECT_THAT(std::string(NoneMatch.status().message()),
              HasSubstr("modules: module 0000 jit_mlp, module 0002 jit_loss"));
  EXPECT_EQ(findModules(*T, "[").status().code(),
            absl::StatusCode::kInvalidArgument);

  auto Ambiguous = findModule(*T, "jit_");
  EXPECT_EQ(Ambiguous.status().code(), absl::StatusCode::kInvalidArgument);
  EXPECT_THAT(std::string(Ambiguous.status().message()),
              HasSubstr("matches 2 modules"));
  auto Missing = findModule(*T, "nope");
  EXPECT_EQ(Missing.status().code(), absl::StatusCode::kNotFound);
  auto BadRegex = findModule(*T, "(");
  EXPECT_EQ(BadRegex.status().code(), absl::StatusCode::kInvalidArgument);
}

TEST_F(TraceQueriesTest, FindStepByPassOccurrenceAndNumber) {
  const ModuleTrace &M = mlp();
  auto Fusion = findStep(M, {std::nullopt, "fusion", 1});
  ASSERT_TRUE(Fusion.ok()) << Fusion.status();
  EXPECT_EQ((*Fusion)->Number, 19);
  auto ByNumber = findStep(M, {19, "", 1});
  ASSERT_TRUE(ByNumber.ok());
  EXPECT_EQ(*ByNumber, *Fusion);
  auto Third = findStep(M, {std::nullopt, "pipeline-start", 3});
  ASSERT_TRUE(Third.ok());
  EXPECT_EQ((*Third)->Number, 2);
  auto After = findStep(M, {std::nullopt, "after_optimizations", 1});
  ASSERT_TRUE(After.ok());
  EXPECT_EQ(*After, M.afterOptimizations());

  // A pass's own dump, not those from inside it.
  auto Copies = findStep(M, {std::nullopt, "copy-insertion", 1});
  ASSERT_TRUE(Copies.ok()) << Copies.status();
  EXPECT_EQ((*Copies)->Number, 24);
  auto Inside = findStep(
      M, {std::nullopt, "copy-insertion:after_removing_unnecessary_copies", 1});
  ASSERT_TRUE(Inside.ok()) << Inside.status();
  EXPECT_EQ((*Inside)->Kind, StepKind::DuringPass);
  EXPECT_EQ((*Inside)->Number, 22);
  auto InPipeline =
      findStep(M, {std::nullopt, "simplification/pipeline-start", 2});
  ASSERT_TRUE(InPipeline.ok()) << InPipeline.status();
  EXPECT_EQ((*InPipeline)->Number, 8);

  EXPECT_EQ(findStep(M, {std::nullopt, "nope", 1}).status().code(),
            absl::StatusCode::kNotFound);
  EXPECT_THAT(std::string(findStep(M, {std::nullopt, "algsimp", 2})
                              .status()
                              .message()),
              HasSubstr("has 1 dump, not 2"));
  EXPECT_EQ(findStep(M, {}).status().code(),
            absl::StatusCode::kInvalidArgument);
}

TEST_F(TraceQueriesTest, SnapshotsInHistoryOrderShareComputations) {
  const ModuleTrace &M = mlp();
  auto S = loadSnapshots(M);
  ASSERT_TRUE(S.ok()) << S.status();
  ASSERT_EQ(S->Refs.size(), M.steps().size() + 2);
  EXPECT_EQ(S->Refs.front().Pass, kBeforeOptimizationsPass);
  EXPECT_EQ(S->Refs.back().Pass, kAfterOptimizationsPass);
  EXPECT_EQ(S->Refs[20].Pass, "fusion");
  EXPECT_EQ(S->Refs[20].Number, 19);
  EXPECT_EQ(S->Refs[20].Pipeline, "HLO_passes_after_layout_assignment");
  EXPECT_TRUE(S->Skipped.empty());
  // Unchanged steps are parsed once into shared computations.
  EXPECT_EQ(S->Refs[1].M->entry(), S->Refs[2].M->entry());
  EXPECT_EQ(S->indexOf(M.afterOptimizations()), S->Refs.size() - 1);

}

/// loadSnapshots with ShareUnchanged against without, on every module of
/// `Dir`: the same snapshots, each with the computation objects its own
/// parse has (so shared only where the trace's cache makes them one);
/// returns how many snapshots took the module before.
size_t checkShareUnchanged(const std::string &Dir) {
  auto T = Trace::load(Dir);
  EXPECT_TRUE(T.ok()) << T.status();
  if (!T.ok())
    return 0;
  size_t Reused = 0;
  for (const ModuleTrace &M : (*T)->modules()) {
    auto Shared = loadSnapshots(M, {.Threads = 2, .ShareUnchanged = true});
    auto Parsed = loadSnapshots(M, {.Threads = 2});
    EXPECT_EQ(Shared.ok(), Parsed.ok());
    if (!Shared.ok() || !Parsed.ok())
      continue;
    EXPECT_EQ(Shared->Steps, Parsed->Steps);
    EXPECT_EQ(Shared->Skipped.size(), Parsed->Skipped.size());
    for (size_t K = 0; K < Shared->Steps.size() && K < Parsed->Steps.size();
         ++K) {
      const Module &S = *Shared->Modules[K], &P = *Parsed->Modules[K];
      bool Same = K && Shared->Modules[K] == Shared->Modules[K - 1];
      Reused += Same;
      EXPECT_EQ(Same || &S == &P, true) << Dir << " snapshot " << K;
      EXPECT_TRUE(std::equal(S.computations().begin(), S.computations().end(),
                             P.computations().begin(), P.computations().end()))
          << Dir << " snapshot " << K;
      EXPECT_EQ(printModule(S), printModule(P)) << Dir << " snapshot " << K;
    }
  }
  return Reused;
}

TEST(TraceQueriesShareTest, EqualSnapshotsShareTheModuleBefore) {
  // The MLP's unchanged snapshots are shared.
  EXPECT_GT(checkShareUnchanged(HLOTRACE_TEST_DATA "/xla-cpu/full/mlp"), 0u);
  // A TPU Pallas dump repeats snapshots whose computations the cache cannot
  // key (a custom call's JSON breaks the lines): never shared.
  EXPECT_EQ(checkShareUnchanged(std::string(HLOTRACE_ACCEL_DATA) +
                                "/tpu/v5e/pallas_matmul"),
            0u);
}

TEST_F(TraceQueriesTest, DiffWithPrevious) {
  const ModuleTrace &M = mlp();
  auto Fusion = findStep(M, {std::nullopt, "fusion", 1});
  ASSERT_TRUE(Fusion.ok());
  auto D = diffWithPrevious(M, **Fusion);
  ASSERT_TRUE(D.ok()) << D.status();
  EXPECT_EQ(D->Old->Number, 18);
  EXPECT_EQ(D->Diff.ComputationsAdded, 5);
  EXPECT_EQ(describeStep(*D->New),
            "step 19 (HLO_passes_after_layout_assignment / fusion)");
  auto First = diffWithPrevious(M, *M.beforeOptimizations());
  EXPECT_EQ(First.status().code(), absl::StatusCode::kFailedPrecondition);
}

TEST_F(TraceQueriesTest, OwnershipWithAttribution) {
  TraceOwnershipSet All = classifyTraceOwnership(*T);
  EXPECT_TRUE(All.Errors.empty());
  ASSERT_EQ(All.Modules.size(), 2u);
  const TraceOwnership &Mlp = All.Modules[0].Trace->name() == "jit_mlp"
                                  ? All.Modules[0]
                                  : All.Modules[1];
  ASSERT_EQ(Mlp.Origins.size(), Mlp.Report.Ops.size());
  bool SawYnn = false;
  for (size_t K = 0; K < Mlp.Report.Ops.size(); ++K) {
    const OpOwnership &Op = Mlp.Report.Ops[K];
    if (Op.Who == Owner::Xla || Op.Who == Owner::None) {
      EXPECT_FALSE(Mlp.Origins[K]);
      continue;
    }
    ASSERT_TRUE(Mlp.Origins[K]) << Op.Inst->name();
    if (Op.Target == "__ynn_fusion") {
      SawYnn = true;
      EXPECT_EQ(Mlp.Origins[K]->Step, 16);
      EXPECT_EQ(Mlp.Origins[K]->Pass, "dot-library-rewriter");
    }
  }
  EXPECT_TRUE(SawYnn);
}


// `passes` (content fingerprints) and `diff` (diffModules) never disagree on
// whether a step changed, on every step of real dumps, sharded ones too.
TEST(TraceQueriesAgreementTest, PassesAndDiffAgreeOnEveryStep) {
  size_t Steps = 0, Changed = 0;
  for (const char *Dir : {"full/mlp", "full/collectives", "full/scan",
                          "full/attention", "full/cond", "narrow/mlp"}) {
    auto T = Trace::load(absl::StrCat(HLOTRACE_TEST_DATA "/xla-cpu/", Dir));
    ASSERT_TRUE(T.ok()) << T.status();
    for (const ModuleTrace &M : (*T)->modules())
      for (const Step *S : M.history()) {
        if (!M.previous(*S))
          continue;
        auto C = M.changed(*S);
        auto D = diffWithPrevious(M, *S);
        ASSERT_TRUE(C.ok() && D.ok()) << Dir << " " << describeStep(*S);
        EXPECT_EQ(*C, !D->Diff.empty()) << Dir << " " << M.name() << " "
                                        << describeStep(*S);
        ++Steps;
        Changed += *C;
      }
  }
  EXPECT_GT(Steps, 100u);
  EXPECT_GT(Changed, 20u);
}

} // namespace
} // namespace hlotrace
