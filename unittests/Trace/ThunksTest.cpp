//===- ThunksTest.cpp - Thunk sequence, thunk metadata and PTX readers ----===//
//
// The inputs imitate the form of XLA:GPU's dumps (the real files are covered
// by Query/AccelDumpTest); malformed lines are hand-written.
//
//===----------------------------------------------------------------------===//

#include "hlotrace/Trace/Thunks.h"

#include "gtest/gtest.h"

namespace hlotrace {
namespace {

TEST(ThunksTest, SequenceKernelsAndNesting) {
  auto T = parseThunkSequence(
      "001: kCustomKernel [source | next=002 (1)] gemm_fusion_dot_1 grid: "
      "[2048, 1, 1] threads: [64, 1, 1]  shared_memory: 1024 bytes\n"
      "002: kWhile        [prev=001 (1) | sink        ]   \n"
      "condition:\n"
      "    003: kCustomKernel [source | sink] loop_compare_fusion grid: [1, "
      "1, 1] threads: [1, 1, 1]  shared_memory: 0 bytes\n"
      "  body:\n"
      "    004: kCuDnn [source | sink] kCuDnn\n"
      "005: kFft [source | sink] (no description)\n",
      "t.thunk_sequence.txt");
  ASSERT_TRUE(T.ok()) << T.status();
  ASSERT_EQ(T->size(), 5u);
  const ThunkLine &K = (*T)[0];
  EXPECT_EQ(K.Id, 1);
  EXPECT_EQ(K.Kind, "kCustomKernel");
  EXPECT_EQ(K.KernelName, "gemm_fusion_dot_1");
  EXPECT_EQ(K.Grid, (std::vector<int64_t>{2048, 1, 1}));
  EXPECT_EQ(K.Threads, (std::vector<int64_t>{64, 1, 1}));
  EXPECT_EQ(K.SharedMemoryBytes, 1024);
  EXPECT_FALSE(K.Parent);
  EXPECT_EQ((*T)[2].Parent, 1u);
  EXPECT_EQ((*T)[2].Depth, 1);
  EXPECT_EQ((*T)[3].Kind, "kCuDnn");
  EXPECT_TRUE((*T)[3].KernelName.empty());
  EXPECT_EQ((*T)[3].Parent, 1u);
  EXPECT_EQ((*T)[3].Line, 6);
  EXPECT_EQ((*T)[3].Description, "kCuDnn");
  EXPECT_EQ((*T)[4].Kind, "kFft");
  EXPECT_FALSE((*T)[4].Parent);
  EXPECT_EQ((*T)[4].Description, "(no description)");
}

TEST(ThunksTest, SequenceErrorNamesFileLineColumn) {
  auto T = parseThunkSequence("001: kCopy [source | sink] kCopy\n  garbage here\n",
                              "m.thunk_sequence.txt");
  ASSERT_FALSE(T.ok());
  EXPECT_EQ(T.status().message(),
            "m.thunk_sequence.txt:2:3: expected a thunk line 'ID: KIND [...]'");
}

TEST(ThunksTest, MetadataEntries) {
  auto M = parseThunkMetadata(R"(thunk_metadata {
  thunk_info {
    profile_annotation: "gemm_fusion_dot.1"
    thunk_id: 7
  }
  thunk_kind: "kCustomKernel"
}
thunk_metadata {
  thunk_info {
    profile_annotation: "command_buffer_10"
  }
  thunk_kind: "kCommandBuffer"
}
)",
                              "m.thunk_metadata.txt");
  ASSERT_TRUE(M.ok()) << M.status();
  ASSERT_EQ(M->size(), 2u);
  EXPECT_EQ((*M)[0].ProfileAnnotation, "gemm_fusion_dot.1");
  EXPECT_EQ((*M)[0].ThunkId, 7);
  EXPECT_EQ((*M)[0].ThunkKind, "kCustomKernel");
  EXPECT_EQ((*M)[1].ThunkId, 0); // Omitted: proto3's zero.
  auto Bad = parseThunkMetadata("thunk_metadata {\n  thunk_info {\n"
                                "    thunk_id: x\n", "b.txt");
  ASSERT_FALSE(Bad.ok());
  EXPECT_EQ(Bad.status().message(), "b.txt:3:5: thunk_id is not an integer");
}

TEST(ThunksTest, PtxEntries) {
  EXPECT_EQ(ptxEntryNames(".version 8.0\n.visible .entry loop_fusion(\n"
                          "  .param .u64 a\n)\n.visible .entry gemm_1(\n"),
            (std::vector<std::string>{"loop_fusion", "gemm_1"}));
  EXPECT_TRUE(ptxEntryNames("no entries").empty());
}

} // namespace
} // namespace hlotrace
