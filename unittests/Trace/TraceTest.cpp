//===- TraceTest.cpp - Loading real XLA:CPU dumps -------------------------===//

#include "hlotrace/Trace/Trace.h"

#include <cstdio>
#include <filesystem>

#include "gtest/gtest.h"
#include "hlotrace/Text/ComputationCache.h"

namespace hlotrace {
namespace {

const std::string Data = HLOTRACE_TEST_DATA "/xla-cpu";

std::unique_ptr<Trace> load(const std::string &Dir, TraceOptions O = {}) {
  auto T = Trace::load(Data + "/" + Dir, std::move(O));
  EXPECT_TRUE(T.ok()) << T.status();
  return T.ok() ? std::move(*T) : nullptr;
}

const ModuleTrace *byName(const Trace &T, absl::string_view Name) {
  for (const ModuleTrace &M : T.modules())
    if (M.name() == Name)
      return &M;
  return nullptr;
}

TEST(TraceTest, FullDumpTimeline) {
  auto T = load("full/mlp");
  ASSERT_TRUE(T);
  EXPECT_EQ(T->dumpMode(), DumpMode::FullChangedOnly);
  const ModuleTrace *M = byName(*T, "jit_mlp");
  ASSERT_TRUE(M);
  EXPECT_EQ(M->id(), 0);
  EXPECT_EQ(M->passRegex(), ".*");
  ASSERT_GT(M->steps().size(), 10u);
  ASSERT_TRUE(M->beforeOptimizations());
  ASSERT_TRUE(M->afterOptimizations());
  EXPECT_EQ(M->afterOptimizations()->BackendTag, "cpu");
  for (size_t I = 0; I < M->steps().size(); ++I) {
    const Step &S = M->steps()[I];
    EXPECT_EQ(S.Number, static_cast<int64_t>(I)) << "steps are gap-free";
    ASSERT_GE(S.Files.size(), 2u);
    EXPECT_EQ(S.Files[0].Format, DumpFormat::Text);
    EXPECT_EQ(S.Files[1].Format, DumpFormat::HloProto);
    auto C = M->content(S);
    ASSERT_TRUE(C.ok()) << C.status();
    EXPECT_GT((*C)->InstructionCount, 0u);
  }
  // XLA dumps a pass when it reports a change; content decides. In this
  // dump layout-assignment and shape-canonicalizer report one but print the
  // module byte for byte as before.
  size_t Changed = 0, Unchanged = 0;
  for (const Step &S : M->steps()) {
    if (S.isPipelineStart())
      continue;
    auto C = M->changed(S);
    ASSERT_TRUE(C.ok());
    (*C ? Changed : Unchanged) += 1;
    if (S.Pass == "layout-assignment") {
      EXPECT_FALSE(*C);
    }
    if (S.Pass == "fusion") {
      EXPECT_TRUE(*C);
    }
  }
  EXPECT_GT(Changed, 0u);
  EXPECT_GT(Unchanged, 0u);
  EXPECT_EQ(M->steps()[0].Pipeline, "async-collective");
  EXPECT_TRUE(M->steps()[0].isPipelineStart());
  EXPECT_FALSE(*M->changed(*M->beforeOptimizations()));
  EXPECT_TRUE(M->bufferAssignment());
  EXPECT_TRUE(M->memoryUsageReport());
  EXPECT_TRUE(M->debugOptions());
  EXPECT_FALSE(M->attachments().empty());
  EXPECT_TRUE(M->problems().empty());
}

// Without the load's scan, content() reads each text when asked and gives
// the fingerprints and counts the scan would have, so changed() agrees.
TEST(TraceTest, TextsScannedOnDemandMatchTheLoadScan) {
  auto Scanned = load("full/mlp");
  TraceOptions O;
  O.ScanTexts = false;
  O.Threads = 2;
  size_t Reports = 0;
  O.Progress = [&Reports](const LoadProgress &P) {
    ++Reports;
    EXPECT_EQ(P.FilesTotal, 0u);
  };
  auto Lazy = load("full/mlp", std::move(O));
  ASSERT_TRUE(Scanned && Lazy);
  EXPECT_EQ(Reports, 1u); // the final report only: nothing was read
  const ModuleTrace *A = byName(*Scanned, "jit_mlp");
  const ModuleTrace *B = byName(*Lazy, "jit_mlp");
  ASSERT_TRUE(A && B);
  std::vector<const Step *> HA = A->history(), HB = B->history();
  ASSERT_EQ(HA.size(), HB.size());
  ASSERT_GT(HA.size(), 10u);
  // Last first: content() of a later step must not depend on earlier ones.
  for (size_t K = HA.size(); K-- > 0;) {
    auto CA = A->content(*HA[K]);
    auto CB = B->content(*HB[K]);
    ASSERT_TRUE(CA.ok() && CB.ok());
    EXPECT_TRUE((*CA)->sameAs(**CB)) << K;
    EXPECT_EQ((*CA)->InstructionCount, (*CB)->InstructionCount) << K;
    EXPECT_EQ((*CA)->Computations.size(), (*CB)->Computations.size()) << K;
    EXPECT_EQ(*A->changed(*HA[K]), *B->changed(*HB[K])) << K;
  }
}

TEST(TraceTest, PipelineNesting) {
  auto T = load("full/mlp");
  ASSERT_TRUE(T);
  const ModuleTrace *M = byName(*T, "jit_mlp");
  ASSERT_TRUE(M);
  int Outer = -1;
  for (size_t R = 0; R < M->pipelineRuns().size(); ++R)
    if (M->pipelineRuns()[R].Pipeline == "HLO_passes_through_layout_assignment")
      Outer = static_cast<int>(R);
  ASSERT_GE(Outer, 0);
  EXPECT_EQ(M->pipelineRuns()[Outer].Parent, -1);
  bool SawSimplification = false;
  for (const PipelineRun &R : M->pipelineRuns())
    if (R.Pipeline == "simplification") {
      SawSimplification = true;
      EXPECT_EQ(R.Parent, Outer);
    }
  EXPECT_TRUE(SawSimplification);
  for (int Root : M->roots())
    EXPECT_EQ(M->pipelineRuns()[Root].Parent, -1);
}

TEST(TraceTest, NarrowDumpIsFiltered) {
  auto T = load("narrow/mlp");
  ASSERT_TRUE(T);
  EXPECT_EQ(T->dumpMode(), DumpMode::Filtered);
  const ModuleTrace *M = byName(*T, "jit_mlp");
  ASSERT_TRUE(M);
  ASSERT_EQ(M->steps().size(), 3u);
  EXPECT_EQ(M->steps()[1].Pass, "fusion");
  EXPECT_EQ(M->steps()[1].NextPass, "fusion-wrapper");
  EXPECT_FALSE(M->pipelineRuns()[0].StartSeen);
}

TEST(TraceTest, FilteredModeWithoutDebugOptions) {
  // Same dump without debug_options: pipelines without their start marker
  // mean the regex was not `.*`. Copy the files into a scratch folder.
  namespace fs = std::filesystem;
  fs::path Tmp = fs::temp_directory_path() /
                 ("hlotrace-trace-test-" + std::to_string(::getpid()));
  fs::create_directories(Tmp);
  for (const auto &E : fs::directory_iterator(Data + "/narrow/mlp"))
    if (E.is_regular_file() &&
        E.path().filename().string().find("debug_options") == std::string::npos)
      fs::copy_file(E.path(), Tmp / E.path().filename());
  auto T = Trace::load(Tmp.string());
  ASSERT_TRUE(T.ok());
  EXPECT_EQ((*T)->dumpMode(), DumpMode::Filtered);
  for (const ModuleTrace &M : (*T)->modules())
    EXPECT_FALSE(M.passRegex());
  fs::remove_all(Tmp);
}

TEST(TraceTest, WholeModuleDumpsOnly) {
  auto T = load("text/mlp");
  ASSERT_TRUE(T);
  EXPECT_EQ(T->dumpMode(), DumpMode::NoPassDumps);
  ASSERT_EQ(T->modules().size(), 2u); // jit_mlp and jit_loss
  for (const ModuleTrace &M : T->modules()) {
    EXPECT_TRUE(M.steps().empty());
    EXPECT_TRUE(M.beforeOptimizations()) << M.name();
    EXPECT_TRUE(M.afterOptimizations()) << M.name();
  }
}

TEST(TraceTest, CompressedProtosBesideText) {
  auto T = load("compressed/layernorm");
  ASSERT_TRUE(T);
  const ModuleTrace *M = byName(*T, "jit_layer_norm");
  ASSERT_TRUE(M);
  bool SawDuring = false;
  for (const Step &S : M->steps()) {
    ASSERT_EQ(S.Files.size(), 2u);
    EXPECT_EQ(S.Files[1].Format, DumpFormat::HloProtoGz);
    if (S.Kind == StepKind::DuringPass) {
      SawDuring = true;
      EXPECT_EQ(S.Pass, "copy-insertion");
    }
  }
  EXPECT_TRUE(SawDuring);
  EXPECT_FALSE(M->executionSnapshots().empty());
}

TEST(TraceTest, TimestampedDump) {
  auto T = load("timestamp/cond");
  ASSERT_TRUE(T);
  ASSERT_FALSE(T->modules().empty());
  bool Any = false;
  for (const ModuleTrace &M : T->modules())
    if (M.timestamp()) {
      Any = true;
      EXPECT_TRUE(M.afterOptimizations());
      EXPECT_TRUE(M.debugOptions()) << "no-timestamp files join the run";
    }
  EXPECT_TRUE(Any);
}

TEST(TraceTest, SnapshotsAreParsedLazilyAndShared) {
  auto T = load("full/mlp");
  ASSERT_TRUE(T);
  const ModuleTrace *M = byName(*T, "jit_mlp");
  ASSERT_TRUE(M);
  EXPECT_EQ(T->cache().size(), 0u) << "nothing parsed at load";
  const Step &A = M->steps()[M->steps().size() - 2];
  const Step &B = M->steps().back();
  auto MA = M->module(A);
  auto MB = M->module(B);
  ASSERT_TRUE(MA.ok()) << MA.status();
  ASSERT_TRUE(MB.ok()) << MB.status();
  EXPECT_EQ((*MA)->instructionCount(), (*M->content(A))->InstructionCount);
  // Computations with identical text are one object.
  size_t Shared = 0;
  for (const Computation *C : (*MA)->computations())
    for (const Computation *D : (*MB)->computations())
      Shared += C == D;
  EXPECT_GT(Shared, 0u);
  auto Again = M->module(A);
  EXPECT_EQ(Again->get(), MA->get()) << "kept, not parsed twice";
}

TEST(TraceTest, HistoryIsBeforeStepsAfter) {
  auto T = load("full/mlp");
  ASSERT_TRUE(T);
  const ModuleTrace *M = byName(*T, "jit_mlp");
  ASSERT_TRUE(M);
  std::vector<const Step *> H = M->history();
  ASSERT_EQ(H.size(), M->steps().size() + 2);
  EXPECT_EQ(H.front(), M->beforeOptimizations());
  EXPECT_EQ(H.back(), M->afterOptimizations());
  for (size_t K = 0; K < M->steps().size(); ++K)
    EXPECT_EQ(H[K + 1], &M->steps()[K]);
  // modules() yields references, in index order.
  ASSERT_FALSE(T->modules().empty());
  EXPECT_EQ(&T->modules()[0], &*T->modules().begin());
  size_t N = 0;
  for (const ModuleTrace &X : T->modules())
    EXPECT_EQ(&X, &T->modules()[N++]);
  EXPECT_EQ(N, T->modules().size());
}

TEST(TraceTest, ParseAllInParallel) {
  TraceOptions O;
  O.Threads = 4;
  size_t Calls = 0;
  O.Progress = [&](const LoadProgress &P) {
    ++Calls;
    EXPECT_LE(P.FilesDone, P.FilesTotal);
  };
  auto T = load("full/attention", std::move(O));
  ASSERT_TRUE(T);
  EXPECT_GE(Calls, 1u);
  absl::Status S = T->parseAll();
  EXPECT_TRUE(S.ok()) << S;
  EXPECT_GT(T->cache().hits(), 0u);
}

TEST(TraceTest, ProtoOnlyStepsUseTheLoader) {
  // Keep only the .hlo.pb files; the test loader reads the .txt twin, as
  // the proto loader will read the proto itself.
  namespace fs = std::filesystem;
  fs::path Tmp = fs::temp_directory_path() /
                 ("hlotrace-trace-pb-" + std::to_string(::getpid()));
  fs::create_directories(Tmp);
  std::string Src = Data + "/full/cond";
  for (const auto &E : fs::directory_iterator(Src)) {
    std::string N = E.path().filename().string();
    if (E.is_regular_file() && N.size() > 7 &&
        N.compare(N.size() - 7, 7, ".hlo.pb") == 0)
      fs::copy_file(E.path(), Tmp / N);
  }
  size_t Loads = 0;
  TraceOptions O;
  O.Loader = [&](const std::string &Path, DumpFormat F,
                 const ParseOptions &Opts)
      -> absl::StatusOr<std::unique_ptr<Module>> {
    ++Loads;
    EXPECT_EQ(F, DumpFormat::HloProto);
    std::string Base = fs::path(Path).filename().string();
    Base.replace(Base.size() - 7, 7, ".txt");
    return parseModuleFile(Src + "/" + Base, Opts);
  };
  auto T = Trace::load(Tmp.string(), std::move(O));
  ASSERT_TRUE(T.ok());
  EXPECT_EQ(Loads, 0u) << "nothing loaded eagerly";
  const ModuleTrace *M = nullptr;
  for (const ModuleTrace &X : (*T)->modules())
    if (!X.steps().empty())
      M = &X;
  ASSERT_TRUE(M);
  EXPECT_FALSE(M->steps()[0].hasText());
  const Step &Last = M->steps().back();
  auto Changed = M->changed(Last);
  ASSERT_TRUE(Changed.ok()) << Changed.status();
  EXPECT_TRUE(*Changed);
  EXPECT_EQ(Loads, 2u);
  // Without a loader of its own the trace reads the HloProto itself, and
  // gets the same module the text gives (the header's config attributes
  // aside, which HloProto does not hold).
  auto Bare = Trace::load(Tmp.string());
  ASSERT_TRUE(Bare.ok());
  size_t Read = 0;
  for (const ModuleTrace &X : (*Bare)->modules())
    if (!X.steps().empty()) {
      auto S = X.module(X.steps()[0]);
      ASSERT_TRUE(S.ok()) << S.status();
      EXPECT_GT((*S)->instructionCount(), 0u);
      ++Read;
    }
  EXPECT_GT(Read, 0u);
  fs::remove_all(Tmp);
}

TEST(TraceTest, EveryRealFolderLoads) {
  for (const char *Dir :
       {"full/attention", "full/collectives", "full/cond", "full/scan",
        "narrow/rng", "narrow/scan", "snapshots/mlp", "large_constants",
        "text", "timestamp", "compressed"}) {
    SCOPED_TRACE(Dir);
    auto T = load(Dir);
    ASSERT_TRUE(T);
    EXPECT_FALSE(T->modules().empty());
    for (const ModuleTrace &M : T->modules()) {
      EXPECT_TRUE(M.problems().empty()) << M.problems()[0];
      EXPECT_FALSE(M.name().empty());
    }
  }
}

TEST(TraceTest, MissingDirectoryIsAnError) {
  auto T = Trace::load("/nonexistent/hlotrace");
  ASSERT_FALSE(T.ok());
  EXPECT_EQ(T.status().code(), absl::StatusCode::kNotFound);
  EXPECT_EQ(T.status().message(),
            "/nonexistent/hlotrace: error: not a readable directory");
}

} // namespace
} // namespace hlotrace
