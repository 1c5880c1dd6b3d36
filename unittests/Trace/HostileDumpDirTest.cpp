//===- HostileDumpDirTest.cpp - Dump folders that try to break the walk ---===//
//
// Folders built on the fly (hand-made, not XLA output) with the file-system
// cases no fuzzer reaches: symlink loops, FIFOs, device files, empty files,
// junk named like pass dumps, two metadata files in one module group. Each
// test names the reliability-review finding it guards.
//
//===----------------------------------------------------------------------===//

#include <sys/stat.h>

#include <filesystem>
#include <fstream>
#include <string>

#include "gtest/gtest.h"
#include "hlotrace/Text/Parser.h"
#include "hlotrace/Trace/DumpIndex.h"
#include "hlotrace/Trace/Trace.h"

namespace hlotrace {
namespace {

namespace fs = std::filesystem;

const char *const kModule = "HloModule m\n\nENTRY e {\n"
                            "  ROOT p = f32[] parameter(0)\n}\n";

/// A fresh, empty folder under the test's temporary directory.
class HostileDir : public ::testing::Test {
protected:
  void SetUp() override {
    const auto *Info = ::testing::UnitTest::GetInstance()->current_test_info();
    Root = fs::temp_directory_path() /
           (std::string("hlotrace-hostile-") + Info->name() + "-" +
            std::to_string(::getpid()));
    fs::remove_all(Root);
    fs::create_directories(Root);
  }
  void TearDown() override { fs::remove_all(Root); }

  void write(const std::string &Name, const std::string &Text) {
    std::ofstream(Root / Name, std::ios::binary) << Text;
  }

  fs::path Root;
};

TraceOptions twoThreads() {
  TraceOptions O;
  O.Threads = 2;
  return O;
}

// Either spelling of Trace::modules()' element.
[[maybe_unused]] const ModuleTrace &deref(const ModuleTrace &M) { return M; }
[[maybe_unused]] const ModuleTrace &deref(const std::unique_ptr<ModuleTrace> &M) {
  return *M;
}

// Finding 9: `loop -> .` listed the module 41 times; two loops never ended.
TEST_F(HostileDir, SymlinkLoopsAreWalkedOnce) {
  write("module_0000.m.before_optimizations.txt", kModule);
  fs::create_directory_symlink(".", Root / "a");
  fs::create_directory_symlink(".", Root / "b");
  auto I = DumpIndex::build(Root.string());
  ASSERT_TRUE(I.ok()) << I.status();
  ASSERT_EQ(I->modules().size(), 1u);
  EXPECT_EQ(I->modules()[0].Files.size(), 1u);
  // Each link that leads back is reported, not silently dropped.
  ASSERT_EQ(I->problems().size(), 2u) << I->problems()[0];
  EXPECT_NE(I->problems()[0].find("a link to a folder already read"),
            std::string::npos);
}

// A link to a folder not otherwise reachable is still followed.
TEST_F(HostileDir, SymlinkToAnotherFolderIsFollowed) {
  fs::path Other = Root.string() + "-other";
  fs::create_directories(Other);
  std::ofstream(Other / "module_0001.n.before_optimizations.txt") << kModule;
  fs::create_directory_symlink(Other, Root / "linked");
  auto I = DumpIndex::build(Root.string());
  fs::remove_all(Other);
  ASSERT_TRUE(I.ok()) << I.status();
  ASSERT_EQ(I->modules().size(), 1u);
  EXPECT_EQ(I->modules()[0].Directory, "linked");
}

// The walk tells files from folders by readdir's entry type and `stat`s
// only links: a link to a file is a file of the folder it sits in, a link
// that leads nowhere is reported, and files in subfolders are found.
TEST_F(HostileDir, LinksToFilesAreFollowedDanglingOnesReported) {
  fs::path Other = Root.string() + "-other";
  fs::create_directories(Other);
  std::ofstream(Other / "kept.txt") << kModule;
  fs::create_symlink(Other / "kept.txt",
                     Root / "module_0003.q.before_optimizations.txt");
  fs::create_symlink(Root / "nowhere", Root / "module_0004.r.debug_options");
  fs::create_directories(Root / "run" / "deeper");
  std::ofstream(Root / "run" / "deeper" / "module_0005.s.before_optimizations.txt")
      << kModule;
  auto I = DumpIndex::build(Root.string() + "/");
  fs::remove_all(Other);
  ASSERT_TRUE(I.ok()) << I.status();
  ASSERT_EQ(I->modules().size(), 2u);
  EXPECT_EQ(I->modules()[0].Directory, "");
  EXPECT_EQ(I->modules()[0].Name, "q");
  EXPECT_EQ(I->modules()[1].Directory, "run/deeper");
  ASSERT_EQ(I->modules()[1].Files.size(), 1u);
  EXPECT_EQ(I->modules()[1].Files[0].Path,
            Root.string() + "/run/deeper/module_0005.s.before_optimizations.txt");
  ASSERT_EQ(I->problems().size(), 1u);
  EXPECT_EQ(I->problems()[0], Root.string() +
                                  "/module_0004.r.debug_options: No such "
                                  "file or directory");
  EXPECT_EQ(I->fileCount(), 2u);
}

// Finding 15 (and the dump-folder cases of the review): FIFOs, empty files
// and junk named like pass dumps neither block nor crash the load.
TEST_F(HostileDir, FifoEmptyAndJunkFilesLoad) {
  write("module_0000.m.before_optimizations.txt", kModule);
  write("module_0000.m.0001.p.after_pipeline-start.before_a.txt", "");
  write("module_0000.m.0002.p.after_a.before_b.txt",
        std::string("\x00\xff junk \x01", 9));
  write("module_0000.m.0003.p.after_b.before_c.hlo.pb", "\x0a\xff\xff\xff");
  write("module_0000.m.0004.p.after_c.before_d.hlo.pb.gz", "not gzip");
  ASSERT_EQ(::mkfifo((Root / "module_0000.m.0005.p.after_d.before_e.txt")
                         .c_str(),
                     0600),
            0);
  auto T = Trace::load(Root.string(), twoThreads());
  ASSERT_TRUE(T.ok()) << T.status();
  ASSERT_EQ((*T)->modules().size(), 1u);
  const ModuleTrace &M = deref((*T)->modules()[0]);
  // The FIFO is not a regular file, so it is not a step.
  EXPECT_EQ(M.steps().size(), 4u);
  for (const Step &S : M.steps())
    (void)M.module(S); // Errors are fine; crashes and hangs are not.
}

// Opening a file looks at what it is through the open descriptor (one
// path lookup): a FIFO must still fail at once instead of blocking on a
// writer, and a folder must say so.
TEST_F(HostileDir, OpeningRefusesFifosAndFolders) {
  fs::path Fifo = Root / "module_0000.m.before_optimizations.txt";
  ASSERT_EQ(::mkfifo(Fifo.c_str(), 0600), 0);
  auto M = parseModuleFile(Fifo.string());
  ASSERT_FALSE(M.ok());
  EXPECT_EQ(M.status().message(),
            Fifo.string() + ": error: not a regular file");
  auto D = parseModuleFile(Root.string());
  ASSERT_FALSE(D.ok());
  EXPECT_EQ(D.status().message(),
            Root.string() + ": error: is a directory, not a file");
  auto Gone = parseModuleFile((Root / "gone.txt").string());
  ASSERT_FALSE(Gone.ok());
  EXPECT_EQ(Gone.status().message(),
            (Root / "gone.txt").string() +
                ": error: cannot read file: No such file or directory");
}

// Finding 10: two metadata and two debug_options files in one module group
// were read by two tasks that assigned the module's fields unlocked. Now
// one task reads them in index order and the first wins, every time.
TEST_F(HostileDir, TwoMetadataFilesGiveOneAnswer) {
  write("module_0001.m.before_optimizations.txt", kModule);
  auto Timing = [](const std::string &Pass) {
    return "pass_metadata {\n  pass_name: \"" + Pass +
           "\"\n  pipeline_name: \"q\"\n  start_timestamp_usec: 1\n"
           "  end_timestamp_usec: 2\n}\n";
  };
  write("a.module_0001.m.metadata.textproto", Timing("from_a"));
  write("module_0001.m.metadata.textproto", Timing("plain"));
  write("b.module_0001.m.debug_options", "xla_dump_hlo_pass_re: \"b.*\"\n");
  write("module_0001.m.debug_options", "xla_dump_hlo_pass_re: \"plain\"\n");
  std::string First;
  for (int Run = 0; Run < 20; ++Run) {
    auto T = Trace::load(Root.string(), twoThreads());
    ASSERT_TRUE(T.ok()) << T.status();
    ASSERT_EQ((*T)->modules().size(), 1u);
    const ModuleTrace &M = deref((*T)->modules()[0]);
    ASSERT_EQ(M.passTimings().size(), 1u);
    ASSERT_TRUE(M.passRegex().has_value());
    std::string Got = M.passTimings()[0].Pass + "|" + *M.passRegex();
    if (Run == 0)
      First = Got;
    EXPECT_EQ(Got, First);
  }
}

} // namespace
} // namespace hlotrace
