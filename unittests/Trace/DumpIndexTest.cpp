//===- DumpIndexTest.cpp - Grouping dump files by module ------------------===//

#include "hlotrace/Trace/DumpIndex.h"

#include "gtest/gtest.h"

namespace hlotrace {
namespace {

DumpIndex index(std::vector<std::string> Names) {
  return DumpIndex::fromFiles("/dump", std::move(Names));
}

const ModuleFiles *find(const DumpIndex &I, absl::string_view Dir, int64_t Id,
                        absl::string_view Name) {
  for (const ModuleFiles &M : I.modules())
    if (M.Directory == Dir && M.Id == Id && M.Name == Name)
      return &M;
  return nullptr;
}

TEST(DumpIndexTest, GroupsByIdAndName) {
  DumpIndex I = index({
      "module_0000.jit_f.before_optimizations.txt",
      "module_0000.jit_f.0000.p.after_pipeline-start.before_a.txt",
      "module_0000.jit_f.cpu_after_optimizations.txt",
      "module_0001.jit_f.before_optimizations.txt", // recompilation
      "module_0002.jit_g.before_optimizations.txt",
      "execution_options.txt",
  });
  ASSERT_EQ(I.modules().size(), 3u);
  const ModuleFiles *F = find(I, "", 0, "jit_f");
  ASSERT_TRUE(F);
  ASSERT_EQ(F->Files.size(), 3u);
  EXPECT_EQ(F->Files[0].Name.Kind, DumpFileKind::BeforeOptimizations);
  EXPECT_EQ(F->Files[1].Name.Kind, DumpFileKind::PassStep);
  EXPECT_EQ(F->Files[2].Name.Kind, DumpFileKind::AfterOptimizations);
  EXPECT_EQ(F->Files[0].Path, "/dump/module_0000.jit_f.before_optimizations.txt");
  EXPECT_TRUE(find(I, "", 1, "jit_f"));
  ASSERT_EQ(I.otherFiles().size(), 1u);
  EXPECT_EQ(I.fileCount(), 6u);
}

TEST(DumpIndexTest, NamelessFilesJoinTheirId) {
  DumpIndex I = index({
      "module_0007.a_very_long_name.before_optimizations.txt",
      "module_0007.0000.p.after_pipeline-start.before_a.txt",
      "module_0007.metadata.textproto",
      "module_0007.a_very_long_name.fusion.1_kernel.ir-no-opt.ll",
  });
  ASSERT_EQ(I.modules().size(), 1u);
  const ModuleFiles &M = I.modules()[0];
  EXPECT_EQ(M.Name, "a_very_long_name");
  ASSERT_EQ(M.Files.size(), 4u);
  for (const DumpFile &F : M.Files)
    if (F.Name.Kind == DumpFileKind::Attachment) {
      EXPECT_EQ(F.Name.Rest, "fusion.1_kernel.ir-no-opt.ll");
    }
}

TEST(DumpIndexTest, OldDumpsWithoutNames) {
  DumpIndex I = index({"module_0000.after_optimizations.txt",
                       "module_0000.after_optimizations-buffer-assignment.txt",
                       "module_0001.before_optimizations.txt"});
  ASSERT_EQ(I.modules().size(), 2u);
  ASSERT_TRUE(find(I, "", 0, ""));
  EXPECT_EQ(find(I, "", 0, "")->Files.size(), 2u);
}

TEST(DumpIndexTest, FoldersAreSeparateRuns) {
  DumpIndex I = index({
      "run1/module_0000.jit_f.before_optimizations.txt",
      "run2/module_0000.jit_f.before_optimizations.txt",
      "run2/module_0000.jit_f/module.mlir",
  });
  ASSERT_EQ(I.modules().size(), 2u);
  const ModuleFiles *R2 = find(I, "run2", 0, "jit_f");
  ASSERT_TRUE(R2);
  ASSERT_EQ(R2->Files.size(), 2u);
  EXPECT_EQ(R2->Files[1].Name.Kind, DumpFileKind::StableHloInput);
  EXPECT_EQ(R2->Files[1].Name.Rest, "module_0000.jit_f/module.mlir");
}

TEST(DumpIndexTest, ModuleFoldersJoinTheirModule) {
  // PJRT's folder and Shardy's stages never become modules of their own.
  DumpIndex I = index({
      "module_0002.jit_f.before_optimizations.txt",
      "module_0002.jit_f/module.mlir",
      "module_0002.jit_f/compile_options.pb",
      "shardy/module_0002.jit_f/01.before_propagation.mlir",
      "shardy/module_0002.jit_f/00.input_module.mlir",
  });
  ASSERT_EQ(I.modules().size(), 1u);
  const ModuleFiles &M = I.modules()[0];
  EXPECT_EQ(M.Directory, "");
  ASSERT_EQ(M.Files.size(), 5u);
  EXPECT_EQ(M.Files[0].Name.Kind, DumpFileKind::BeforeOptimizations);
  EXPECT_EQ(M.Files[1].Name.Kind, DumpFileKind::StableHloInput);
  EXPECT_EQ(M.Files[2].Name.Kind, DumpFileKind::CompileOptions);
  EXPECT_EQ(M.Files[3].Name.Kind, DumpFileKind::ShardyStage);
  EXPECT_EQ(M.Files[3].Name.DuringStep, "input_module");
  EXPECT_EQ(M.Files[4].Name.DuringStep, "before_propagation");
  EXPECT_EQ(M.Files[4].Name.Rest,
            "shardy/module_0002.jit_f/01.before_propagation.mlir");
}

TEST(DumpIndexTest, TimestampsSplitRuns) {
  DumpIndex I = index({
      "100.module_0000.jit_f.before_optimizations.txt",
      "200.module_0000.jit_f.before_optimizations.txt",
      "module_0000.jit_f.debug_options",
  });
  ASSERT_EQ(I.modules().size(), 2u);
  EXPECT_EQ(I.modules()[0].Timestamp, 100u);
  EXPECT_EQ(I.modules()[0].Files.size(), 1u);
  EXPECT_EQ(I.modules()[1].Timestamp, 200u);
  EXPECT_EQ(I.modules()[1].Files.size(), 2u);
}

TEST(DumpIndexTest, IdlessSnapshotJoinsItsName) {
  DumpIndex I = index({"module_0003.jit_f.before_optimizations.txt",
                       "module_jit_f.execution_0000.hlo_snapshot.pb"});
  ASSERT_EQ(I.modules().size(), 1u);
  EXPECT_EQ(I.modules()[0].Files.size(), 2u);
}

TEST(DumpIndexTest, MissingDirectory) {
  auto I = DumpIndex::build("/nonexistent/hlotrace/dump");
  ASSERT_FALSE(I.ok());
  EXPECT_EQ(I.status().code(), absl::StatusCode::kNotFound);
  EXPECT_EQ(I.status().message(),
            "/nonexistent/hlotrace/dump: error: not a readable directory");
}

TEST(DumpIndexTest, RealCpuDump) {
  auto I = DumpIndex::build(HLOTRACE_TEST_DATA "/xla-cpu/full/mlp");
  ASSERT_TRUE(I.ok()) << I.status();
  EXPECT_TRUE(I->otherFiles().empty());
  ASSERT_EQ(I->modules().size(), 2u); // jit_mlp and jit_loss
  for (const ModuleFiles &M : I->modules()) {
    EXPECT_FALSE(M.Name.empty());
    for (const DumpFile &F : M.Files)
      EXPECT_NE(F.Name.Kind, DumpFileKind::Unknown) << F.RelativePath;
  }
}

} // namespace
} // namespace hlotrace
