//===- SnapshotFilesTest.cpp - Pass dumps given as a list of files --------===//
//
// unittests/data/xla-cpu/full/mlp: XLA:CPU's `.*` dump of jit_mlp (module 0)
// and jit_loss (module 2). The files of one module, listed in any order,
// must give the same snapshots, labelled the same, as the directory's trace.
//
//===----------------------------------------------------------------------===//

#include "hlotrace/Query/SnapshotFiles.h"

#include <algorithm>
#include <filesystem>
#include <random>

#include "gmock/gmock.h"
#include "gtest/gtest.h"
#include "hlotrace/Query/TraceQueries.h"
#include "hlotrace/Text/Printer.h"
#include "hlotrace/Trace/DumpFileName.h"

namespace hlotrace {
namespace {

using ::testing::HasSubstr;

const char *const kDir = HLOTRACE_TEST_DATA "/xla-cpu/full/mlp";

/// Every file of the dump whose name starts with `Prefix`.
std::vector<std::string> filesStartingWith(const std::string &Prefix) {
  std::vector<std::string> Out;
  for (const auto &E : std::filesystem::directory_iterator(kDir))
    if (E.is_regular_file() &&
        E.path().filename().string().rfind(Prefix, 0) == 0)
      Out.push_back(E.path().string());
  std::sort(Out.begin(), Out.end());
  return Out;
}

TEST(SnapshotFilesTest, SameSnapshotsAsTheTraceInAnyOrder) {
  std::vector<std::string> Files = filesStartingWith("module_0000.jit_mlp.");
  ASSERT_GT(Files.size(), 10u);
  std::shuffle(Files.begin(), Files.end(), std::mt19937(7));
  auto Set = loadSnapshotFiles(Files);
  ASSERT_TRUE(Set.ok()) << Set.status();

  auto T = Trace::load(kDir);
  ASSERT_TRUE(T.ok()) << T.status();
  auto M = findModule(**T, "jit_mlp");
  ASSERT_TRUE(M.ok()) << M.status();
  auto H = loadSnapshots(**M);
  ASSERT_TRUE(H.ok()) << H.status();
  // The trace also holds the two ends (before/after optimizations), which
  // are not pass dumps: those files are the ignored ones.
  std::vector<size_t> PassSteps;
  for (size_t K = 0; K < H->Steps.size(); ++K)
    if (H->Steps[K]->Kind == StepKind::Pass)
      PassSteps.push_back(K);
  ASSERT_EQ(Set->Snapshots.size(), PassSteps.size());
  for (size_t K = 0; K < PassSteps.size(); ++K) {
    const PassModule &Got = Set->Snapshots[K];
    const PassModule &Want = H->Refs[PassSteps[K]];
    EXPECT_EQ(Got.Number, Want.Number);
    EXPECT_EQ(Got.Pipeline, Want.Pipeline);
    EXPECT_EQ(Got.Pass, Want.Pass);
    ASSERT_EQ(Got.M, Set->Modules[K].get());
    EXPECT_EQ(printModule(*Got.M), printModule(*Want.M)) << Got.Number;
  }
  // Ignored: protos, the two ends, dumps from inside a pass, other files.
  for (const std::string &P : Set->Ignored) {
    DumpFileName D =
        parseDumpFileName(std::filesystem::path(P).filename().string());
    EXPECT_TRUE(D.Kind != DumpFileKind::PassStep ||
                D.Format != DumpFormat::Text)
        << P;
  }
  EXPECT_EQ(Set->Ignored.size() + Set->Snapshots.size(), Files.size());
  EXPECT_EQ(std::count(Set->Ignored.begin(), Set->Ignored.end(),
                       std::string(kDir) +
                           "/module_0000.jit_mlp.before_optimizations.txt"),
            1);
}

TEST(SnapshotFilesTest, RefusesTwoModulesADirectoryAndNoPassDump) {
  std::vector<std::string> Mlp =
      filesStartingWith("module_0000.jit_mlp.0019.");
  std::vector<std::string> Loss =
      filesStartingWith("module_0002.jit_loss.0019.");
  ASSERT_FALSE(Mlp.empty());
  ASSERT_FALSE(Loss.empty());
  auto Two = loadSnapshotFiles({Mlp.back(), Loss.back()}); // the .txt
  EXPECT_EQ(Two.status().code(), absl::StatusCode::kInvalidArgument);
  EXPECT_THAT(std::string(Two.status().message()),
              HasSubstr("dumps of two modules given (0.jit_mlp, 2.jit_loss)"));

  auto Dir = loadSnapshotFiles({std::string(kDir)});
  EXPECT_EQ(Dir.status().code(), absl::StatusCode::kInvalidArgument);
  EXPECT_THAT(std::string(Dir.status().message()),
              HasSubstr("a dump directory must be the only argument"));

  std::vector<std::string> Ends =
      filesStartingWith("module_0000.jit_mlp.cpu_after_optimizations");
  ASSERT_FALSE(Ends.empty());
  auto None = loadSnapshotFiles(Ends);
  EXPECT_EQ(None.status().code(), absl::StatusCode::kInvalidArgument);
  EXPECT_THAT(std::string(None.status().message()), HasSubstr("no pass dumps"));
}

} // namespace
} // namespace hlotrace
