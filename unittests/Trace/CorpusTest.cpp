//===- CorpusTest.cpp - Loading the external corpus (HLOTRACE_CORPUS) -----===//
//
// Registered only when the build names a corpus folder.
//
//===----------------------------------------------------------------------===//

#include "hlotrace/Trace/Trace.h"

#include "gtest/gtest.h"

namespace hlotrace {
namespace {

TEST(CorpusTest, EveryFileIsIndexedAndEveryTextScans) {
  auto T = Trace::load(HLOTRACE_CORPUS);
  ASSERT_TRUE(T.ok()) << T.status();
  const DumpIndex &I = (*T)->index();
  EXPECT_GT(I.fileCount(), 0u);
  // Files outside XLA's naming (the corpus README) are listed as others;
  // every file XLA wrote must be recognised.
  size_t Unknown = 0, Steps = 0;
  for (const auto &Other : I.otherFiles())
    if (Other.RelativePath.find("module_") != std::string::npos)
      ++Unknown;
  for (const ModuleTrace &M : (*T)->modules()) {
    EXPECT_TRUE(M.id().has_value());
    EXPECT_FALSE(M.name().empty()) << M.directory();
    EXPECT_TRUE(M.problems().empty()) << M.problems()[0];
    for (const DumpFile &F : M.files().Files)
      EXPECT_NE(F.Name.Kind, DumpFileKind::Attachment)
          << "every corpus file has a known kind: " << F.RelativePath;
    for (const Step &S : M.steps()) {
      ++Steps;
      EXPECT_TRUE(M.content(S).ok());
    }
    if (M.afterOptimizations()) {
      EXPECT_FALSE(M.afterOptimizations()->BackendTag.empty());
    }
  }
  EXPECT_EQ(Unknown, 0u);
  EXPECT_GT(Steps, 0u);
}

} // namespace
} // namespace hlotrace
