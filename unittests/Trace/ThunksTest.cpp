//===- ThunksTest.cpp - Thunk sequence, thunk metadata and PTX readers ----===//
//
// The inputs imitate the form of XLA:GPU's dumps (the real files are covered
// by Query/AccelDumpTest); malformed lines are hand-written.
//
//===----------------------------------------------------------------------===//

#include "hlotrace/Trace/Thunks.h"
#include "hlotrace/Trace/FusionDump.h"

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

// The form older XLA wrote (no ids, no dependencies; jax 0.4-era A100
// dumps): a kind, a tab, then `, kernel = NAME, launch dimensions = ...`.
TEST(ThunksTest, OlderSequenceFormWithoutIds) {
  auto T = parseThunkSequence(
      "kKernel        \t, kernel = loop_transpose_fusion_1, launch dimensions "
      "= blocks: {63936, 1, 1}, threads/block: {128, 1, 1}, cluster_dim = "
      "nullopt\n"
      "kCopy\t\n"
      "  body:\n"
      "    kWhile        \t      \n"
      "        kKernel\t, kernel = loop_compare_fusion, launch dimensions = "
      "blocks: {1, 1, 1}, threads/block: {2, 1, 1}, cluster_dim = nullopt\n",
      "old.thunk_sequence.txt");
  ASSERT_TRUE(T.ok()) << T.status();
  ASSERT_EQ(T->size(), 4u);
  EXPECT_EQ((*T)[0].Id, -1);
  EXPECT_EQ((*T)[0].Kind, "kKernel");
  EXPECT_EQ((*T)[0].KernelName, "loop_transpose_fusion_1");
  EXPECT_EQ((*T)[0].Grid, (std::vector<int64_t>{63936, 1, 1}));
  EXPECT_EQ((*T)[0].Threads, (std::vector<int64_t>{128, 1, 1}));
  EXPECT_EQ((*T)[1].Kind, "kCopy");
  EXPECT_TRUE((*T)[1].KernelName.empty());
  EXPECT_EQ((*T)[2].Kind, "kWhile");
  EXPECT_EQ((*T)[3].KernelName, "loop_compare_fusion");
  EXPECT_EQ((*T)[3].Threads, (std::vector<int64_t>{2, 1, 1}));
  EXPECT_EQ((*T)[3].Parent, 2u);
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

TEST(ThunksTest, LlvmIrDefinitions) {
  // Hand-written lines in the shape of XLA:GPU's ir-no-opt.ll.
  EXPECT_EQ(llvmIrDefinedNames(
                "declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n"
                "define ptx_kernel void @loop_add_fusion(ptr noalias %0) #0 {\n"
                "  ret void\n}\n"
                "define internal void @\"quoted.name-1\"(ptr %a) {\n"
                "define void @gemm_fusion_dot_1() {\n"
                "  ; define void @not_at_line_start()\n"),
            (std::vector<std::string>{"loop_add_fusion", "quoted.name-1",
                                      "gemm_fusion_dot_1"}));
  EXPECT_TRUE(llvmIrDefinedNames("define void").empty());
  EXPECT_TRUE(llvmIrDefinedNames("").empty());
}

TEST(FusionDumpTest, StepsOfEachKind) {
  auto S = parsePriorityFusionDump(R"(gpu_device_info {
  core_count: 132
  cuda_compute_capability {
    major: 9
  }
}
fusion_steps {
  producer_ineligible {
    producer_name: "broadcast.1.0"
    reason: "the consumer is not fusible"
  }
}
fusion_steps {
  update_priority {
    producer_name: "convert.2"
    consumer_names: "tanh.1.0"
    consumer_names: "add.5"
    us_fused: 15.9192495
    us_unfused: 20.646
  }
}
fusion_steps {
  fusion {
    fusion_name: "fusion.2"
    producer_name: "convert.2"
    consumer_name: "tanh.1.0"
  }
}
)",
                                   "p.priority_fusion_dump.txt");
  ASSERT_TRUE(S.ok()) << S.status();
  ASSERT_EQ(S->size(), 3u);
  EXPECT_EQ((*S)[0].What, FusionStep::Kind::ProducerIneligible);
  EXPECT_EQ((*S)[0].Producer, "broadcast.1.0");
  EXPECT_EQ((*S)[0].Reason, "the consumer is not fusible");
  EXPECT_EQ((*S)[0].Line, 7);
  EXPECT_EQ((*S)[1].What, FusionStep::Kind::UpdatePriority);
  EXPECT_EQ((*S)[1].Consumers, (std::vector<std::string>{"tanh.1.0", "add.5"}));
  EXPECT_DOUBLE_EQ(*(*S)[1].UsFused, 15.9192495);
  EXPECT_DOUBLE_EQ(*(*S)[1].UsUnfused, 20.646);
  EXPECT_EQ((*S)[2].What, FusionStep::Kind::Fusion);
  EXPECT_EQ((*S)[2].FusionName, "fusion.2");
  EXPECT_EQ((*S)[2].Consumers, (std::vector<std::string>{"tanh.1.0"}));

  auto Bad = parsePriorityFusionDump(
      "fusion_steps {\n  update_priority {\n    us_fused: fast\n", "b.txt");
  ASSERT_FALSE(Bad.ok());
  EXPECT_EQ(Bad.status().message(), "b.txt:3:15: us_fused is not a number");
}

} // namespace
} // namespace hlotrace
