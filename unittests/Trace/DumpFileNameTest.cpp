//===- DumpFileNameTest.cpp - Decoding XLA dump file names ----------------===//

#include "hlotrace/Trace/DumpFileName.h"

#include <fstream>
#include <string>
#include <vector>

#include "gtest/gtest.h"

namespace hlotrace {
namespace {

DumpFileName parse(const char *Name) { return parseDumpFileName(Name); }

TEST(DumpFileNameTest, PassStepFromReference) {
  DumpFileName N = parse("module_0001.jit__local_fft.0000.spmd-partitioner."
                         "after_hlo-constant-splitter.before_sharding-"
                         "propagation.txt");
  EXPECT_EQ(N.Kind, DumpFileKind::PassStep);
  EXPECT_EQ(N.ModuleId, 1);
  EXPECT_EQ(N.ModuleName, "jit__local_fft");
  EXPECT_EQ(N.Step, 0);
  EXPECT_EQ(N.Pipeline, "spmd-partitioner");
  EXPECT_EQ(N.AfterPass, "hlo-constant-splitter");
  EXPECT_EQ(N.BeforePass, "sharding-propagation");
  EXPECT_EQ(N.Format, DumpFormat::Text);
  EXPECT_FALSE(N.Timestamp);
}

TEST(DumpFileNameTest, PipelineNamedAfterSomething) {
  // `after layout assignment` sanitized to underscores: a pipeline whose
  // name holds `after_`, and a pass named like it.
  DumpFileName N = parse("module_0000.jit_layer_norm.0027.after_layout_"
                         "assignment.after_pipeline-start.before_pipeline-"
                         "end.hlo.pb.gz");
  EXPECT_EQ(N.Kind, DumpFileKind::PassStep);
  EXPECT_EQ(N.Pipeline, "after_layout_assignment");
  EXPECT_EQ(N.AfterPass, "pipeline-start");
  EXPECT_EQ(N.BeforePass, "pipeline-end");
  EXPECT_EQ(N.Format, DumpFormat::HloProtoGz);
  N = parse("module_0000.jit_mlp.0026.HLO_passes_after_layout_assignment."
            "after_pipeline-start.before_after_layout_assignment.hlo.pb");
  EXPECT_EQ(N.Pipeline, "HLO_passes_after_layout_assignment");
  EXPECT_EQ(N.AfterPass, "pipeline-start");
  EXPECT_EQ(N.BeforePass, "after_layout_assignment");
  EXPECT_EQ(N.Format, DumpFormat::HloProto);
}

TEST(DumpFileNameTest, ClAndDottedNames) {
  DumpFileName N = parse("module_0336.jit__train_step.cl_813921542.0077."
                         "spmd-cleanup.after_pipeline-start.before_dce.txt");
  EXPECT_EQ(N.Kind, DumpFileKind::PassStep);
  EXPECT_EQ(N.ModuleId, 336);
  EXPECT_EQ(N.ModuleName, "jit__train_step");
  EXPECT_EQ(N.Changelist, 813921542u);
  EXPECT_EQ(N.Step, 77);
  EXPECT_EQ(N.Pipeline, "spmd-cleanup");
  N = parse("module_12345.SyncTensorsGraph.105381.0003.opt.after_a.before_b."
            "txt");
  EXPECT_EQ(N.ModuleId, 12345);
  EXPECT_EQ(N.ModuleName, "SyncTensorsGraph.105381");
  EXPECT_EQ(N.Step, 3);
  N = parse("module_0002.cluster_0__XlaCompiledKernel_true__XlaNumConstantArgs"
            "_0__XlaNumResourceArgs_0_.65.before_optimizations.txt");
  EXPECT_EQ(N.Kind, DumpFileKind::BeforeOptimizations);
  EXPECT_EQ(N.ModuleName, "cluster_0__XlaCompiledKernel_true__"
                          "XlaNumConstantArgs_0__XlaNumResourceArgs_0_.65");
  N = parse("module_0001.SyncTensorsGraph.105381.sm_8.0_gpu_after_"
            "optimizations.txt");
  EXPECT_EQ(N.Kind, DumpFileKind::AfterOptimizations);
  EXPECT_EQ(N.ModuleName, "SyncTensorsGraph.105381");
  EXPECT_EQ(N.BackendTag, "sm_8.0_gpu");
}

TEST(DumpFileNameTest, Timestamps) {
  DumpFileName N = parse("1646136118794537.module_4922.cluster_0__XlaCompiled"
                         "Kernel_true.sm_8.0_gpu_after_optimizations.txt");
  EXPECT_EQ(N.Timestamp, 1646136118794537u);
  EXPECT_EQ(N.ModuleId, 4922);
  EXPECT_EQ(N.ModuleName, "cluster_0__XlaCompiledKernel_true");
  EXPECT_EQ(N.Kind, DumpFileKind::AfterOptimizations);
  N = parse("1796043309680724.module_0000.jit_f.cpu_after_optimizations-"
            "memory-usage-report.txt");
  EXPECT_EQ(N.Kind, DumpFileKind::MemoryUsageReport);
  EXPECT_EQ(N.BackendTag, "cpu");
  EXPECT_EQ(N.Timestamp, 1796043309680724u);
}

TEST(DumpFileNameTest, AfterOptimizationsForms) {
  struct Case {
    const char *Name;
    const char *ModuleName, *Tag;
  } Cases[] = {
      {"module_0016.jit_train_step.sm_8.0_gpu_after_optimizations.txt",
       "jit_train_step", "sm_8.0_gpu"},
      {"module_0016.jit_train_step.sm_9.0a_gpu_after_optimizations.txt",
       "jit_train_step", "sm_9.0a_gpu"},
      {"module_0003.jit_f.gfx90a_gpu_after_optimizations.txt", "jit_f",
       "gfx90a_gpu"},
      {"module_0003.jit_f.cpu_after_optimizations.txt", "jit_f", "cpu"},
      {"module_0003.jit_f.after_optimizations.txt", "jit_f", ""},
      {"module_0000.m.after_optimization.txt", "m", ""},
      {"module_0000.after_optimizations.txt", "", ""},
      {"module_0000.sm_8.0_gpu_after_optimizations.txt", "", "sm_8.0_gpu"},
  };
  for (const Case &C : Cases) {
    SCOPED_TRACE(C.Name);
    DumpFileName N = parse(C.Name);
    EXPECT_EQ(N.Kind, DumpFileKind::AfterOptimizations);
    EXPECT_EQ(N.ModuleName, C.ModuleName);
    EXPECT_EQ(N.BackendTag, C.Tag);
  }
}

TEST(DumpFileNameTest, BeforeOptimizations) {
  EXPECT_EQ(parse("module_0000.m.before_optimization.txt").Kind,
            DumpFileKind::BeforeOptimizations);
  DumpFileName N = parse("module_0005.jit_f.before_optimizations.hlo.pb");
  EXPECT_EQ(N.Kind, DumpFileKind::BeforeOptimizations);
  EXPECT_EQ(N.Format, DumpFormat::HloProto);
  EXPECT_EQ(N.ModuleName, "jit_f");
  N = parse("module_0005.before_optimizations.txt");
  EXPECT_EQ(N.Kind, DumpFileKind::BeforeOptimizations);
  EXPECT_EQ(N.ModuleName, "");
}

TEST(DumpFileNameTest, Reports) {
  DumpFileName N = parse("module_0063.jit_maximum.sm_8.0_gpu_after_"
                         "optimizations-buffer-assignment.txt");
  EXPECT_EQ(N.Kind, DumpFileKind::BufferAssignment);
  EXPECT_EQ(N.ModuleName, "jit_maximum");
  EXPECT_EQ(N.BackendTag, "sm_8.0_gpu");
  N = parse("module_0000.jit_layer_norm.cpu_after_optimizations-memory-usage-"
            "report.pb.gz");
  EXPECT_EQ(N.Kind, DumpFileKind::MemoryUsageReport);
  EXPECT_EQ(N.Format, DumpFormat::ProtoGz);
  N = parse("module_0000.jit_f.cpu_after_optimizations-live-range.txt");
  EXPECT_EQ(N.Kind, DumpFileKind::Attachment);
  EXPECT_EQ(N.Report, "live-range");
  EXPECT_EQ(N.Rest, "cpu_after_optimizations-live-range.txt");
  N = parse("module_0000.jit_f.cpu_after_optimizations-buffer-assignment-"
            "values.txt");
  EXPECT_EQ(N.Kind, DumpFileKind::Attachment);
  EXPECT_EQ(N.Report, "buffer-assignment-values");
  N = parse("module_0000.after_optimizations-buffer-assignment.txt");
  EXPECT_EQ(N.Kind, DumpFileKind::BufferAssignment);
  EXPECT_EQ(N.ModuleName, "");
  N = parse("module_0000.jit_f.after_optimizations.top_level.html");
  EXPECT_EQ(N.Kind, DumpFileKind::AfterOptimizations);
  EXPECT_EQ(N.Format, DumpFormat::Html);
}

TEST(DumpFileNameTest, DuringPass) {
  DumpFileName N = parse("module_0000.jit_layer_norm.0031.copy-insertion."
                         "after_adding_copies_to_resolve_interference.txt");
  EXPECT_EQ(N.Kind, DumpFileKind::DuringPass);
  EXPECT_EQ(N.Step, 31);
  EXPECT_EQ(N.ModuleName, "jit_layer_norm");
  EXPECT_EQ(N.AfterPass, "copy-insertion");
  EXPECT_EQ(N.DuringStep, "after_adding_copies_to_resolve_interference");
  EXPECT_EQ(N.Pipeline, "");
}

TEST(DumpFileNameTest, NamesDroppedForLength) {
  DumpFileName N = parse("module_0042.0003.some-pipeline.after_pipeline-"
                         "start.before_dce.txt");
  EXPECT_EQ(N.Kind, DumpFileKind::PassStep);
  EXPECT_EQ(N.ModuleId, 42);
  EXPECT_EQ(N.ModuleName, "");
  EXPECT_EQ(N.Step, 3);
  EXPECT_EQ(N.Pipeline, "some-pipeline");
  N = parse("1700000000000000.module_0042.0010.p.after_x.before_y.hlo.pb");
  EXPECT_EQ(N.ModuleName, "");
  EXPECT_EQ(N.Step, 10);
  EXPECT_EQ(N.Timestamp, 1700000000000000u);
}

TEST(DumpFileNameTest, LargeIdsAndSteps) {
  DumpFileName N = parse("module_123456.jit_f.12345.p.after_a.before_b.txt");
  EXPECT_EQ(N.ModuleId, 123456);
  EXPECT_EQ(N.Step, 12345);
}

// Reliability review finding 14: numbers past int64 saturated to INT64_MAX,
// so distinct files merged into one module or one step.
TEST(DumpFileNameTest, IdsAndStepsPastInt64AreNotNumbers) {
  EXPECT_EQ(parse("module_99999999999999999999.jit_a.before_optimizations.txt")
                .Kind,
            DumpFileKind::Unknown);
  DumpFileName Max =
      parse("module_9223372036854775807.jit_a.before_optimizations.txt");
  EXPECT_EQ(Max.Kind, DumpFileKind::BeforeOptimizations);
  EXPECT_EQ(Max.ModuleId, INT64_C(9223372036854775807));
  DumpFileName Step = parse(
      "module_0001.jit_a.99999999999999999999.p.after_a.before_b.txt");
  EXPECT_NE(Step.Kind, DumpFileKind::PassStep);
  EXPECT_NE(Step.Step, INT64_C(9223372036854775807));
}

TEST(DumpFileNameTest, Snapshots) {
  DumpFileName N = parse("1700000000000000.module_0003.jit_f.execution_0002."
                         "hlo_snapshot.pb");
  EXPECT_EQ(N.Kind, DumpFileKind::ExecutionSnapshot);
  EXPECT_EQ(N.ModuleName, "jit_f");
  EXPECT_EQ(N.Execution, 2);
  EXPECT_EQ(N.Format, DumpFormat::Proto);
  N = parse("module_jit_f.execution_0000.hlo_snapshot.pb");
  EXPECT_EQ(N.Kind, DumpFileKind::ExecutionSnapshot);
  EXPECT_FALSE(N.ModuleId);
  EXPECT_EQ(N.ModuleName, "jit_f");
  N = parse("module_0000.jit_mlp.snapshot.1620886102.pb");
  EXPECT_EQ(N.Kind, DumpFileKind::ExecutionSnapshot);
  EXPECT_EQ(N.ModuleName, "jit_mlp");
  EXPECT_EQ(N.Execution, 1620886102);
  N = parse("module_0000.jit_layer_norm.snapshot.-1517585190.pb");
  EXPECT_EQ(N.Kind, DumpFileKind::ExecutionSnapshot);
  EXPECT_EQ(N.Execution, -1517585190);
  N = parse("module_0001.jit_f.execution_0000.hlo_unoptimized_snapshot.txt");
  EXPECT_EQ(N.Kind, DumpFileKind::ExecutionSnapshot);
  EXPECT_TRUE(N.Unoptimized);
}

TEST(DumpFileNameTest, SmallFiles) {
  DumpFileName N = parse("module_0000.m.debug_options");
  EXPECT_EQ(N.Kind, DumpFileKind::DebugOptions);
  EXPECT_EQ(N.ModuleName, "m");
  EXPECT_EQ(N.Format, DumpFormat::None);
  N = parse("module_0007.metadata.textproto");
  EXPECT_EQ(N.Kind, DumpFileKind::Metadata);
  EXPECT_EQ(N.ModuleName, "");
  N = parse("module_0103.jit_broadcast_in_dim.thunk_sequence.txt");
  EXPECT_EQ(N.Kind, DumpFileKind::ThunkSequence);
  EXPECT_EQ(N.ModuleName, "jit_broadcast_in_dim");
}

TEST(DumpFileNameTest, Attachments) {
  DumpFileName N = parse("module_0000.jit_f.broadcast_add_fusion.1_kernel_"
                         "module.ir-no-opt.ll");
  EXPECT_EQ(N.Kind, DumpFileKind::LlvmIr);
  EXPECT_FALSE(N.NameKnown);
  EXPECT_TRUE(resolveAttachmentName(N, "jit_f"));
  EXPECT_EQ(N.ModuleName, "jit_f");
  EXPECT_EQ(N.Rest, "broadcast_add_fusion.1_kernel_module.ir-no-opt.ll");
  N = parse("module_0000.jit_f.obj-file.wrapped_slice_kernel_module.o");
  EXPECT_EQ(N.Kind, DumpFileKind::Attachment);
  EXPECT_FALSE(N.NameKnown);
  N = parse("lmhlo.module_0001.jit_f.mlir");
  EXPECT_EQ(N.Kind, DumpFileKind::Attachment);
  EXPECT_EQ(N.Prefix, "lmhlo");
  N = parse("fused_computation.module_0001.jit_f._fusion.html");
  EXPECT_EQ(N.Kind, DumpFileKind::Attachment);
  EXPECT_EQ(N.Prefix, "fused_computation");
}

// One row per DUMP_FILE_SUFFIX form and per GPU/TPU-only name
// (deviceless-aot.md, xla-dump-artifacts.md).
TEST(DumpFileNameTest, EveryKindOfTheTable) {
  struct Case {
    const char *File;
    DumpFileKind Kind;
    const char *Name; ///< Expected module name; null when not known yet.
    DumpFormat Format;
  };
  const Case Cases[] = {
      {"module_0000.jit_f.config.pbtxt", DumpFileKind::ModuleConfig, "jit_f",
       DumpFormat::TextProto},
      {"module_0000.jit_f.cl_933746096.hlo_module_config.txt",
       DumpFileKind::ModuleConfig, "jit_f", DumpFormat::Text},
      {"module_0004.jit_g.thunk_sequence_after_thunk_passes.txt",
       DumpFileKind::ThunkSequence, "jit_g", DumpFormat::Text},
      {"module_0004.jit_g.thunk_metadata.txt", DumpFileKind::ThunkMetadata,
       "jit_g", DumpFormat::Text},
      {"module_0004.jit_g.priority_fusion_dump.txt",
       DumpFileKind::PriorityFusion, "jit_g", DumpFormat::Text},
      {"module_0004.jit_g.priority_fusion_dump.pb",
       DumpFileKind::PriorityFusion, "jit_g", DumpFormat::Proto},
      {"module_0004.jit_g.autotune_results.pbtxt",
       DumpFileKind::AutotuneResults, "jit_g", DumpFormat::TextProto},
      {"module_0004.jit_g.gpu_target_config.pbtxt",
       DumpFileKind::GpuTargetConfig, "jit_g", DumpFormat::TextProto},
      {"module_0004.jit_g.ptx", DumpFileKind::Ptx, nullptr, DumpFormat::Other},
      {"module_0004.jit_g.1.ptx", DumpFileKind::Ptx, nullptr,
       DumpFormat::Other},
      {"module_0004.jit_g.ir-with-opt.ll", DumpFileKind::LlvmIr, nullptr,
       DumpFormat::Other},
      {"module_0000.jit_f.cl_933746096.after_codegen.txt",
       DumpFileKind::AfterCodegen, "jit_f", DumpFormat::Text},
      {"module_0000.jit_f.cl_933746096.after_codegen.hlo.pb",
       DumpFileKind::AfterCodegen, "jit_f", DumpFormat::HloProto},
      {"module_0000.jit_f.cl_933746096.after_optimizations.txt",
       DumpFileKind::AfterOptimizations, "jit_f", DumpFormat::Text},
      {"module_0003.jit_mm.sm_9.0a_gpu_after_optimizations.txt",
       DumpFileKind::AfterOptimizations, "jit_mm", DumpFormat::Text},
      {"module_0003.jit_mm.sm_10.0a_gpu_after_optimizations-buffer-"
       "assignment.txt",
       DumpFileKind::BufferAssignment, "jit_mm", DumpFormat::Text},
  };
  for (const Case &C : Cases) {
    SCOPED_TRACE(C.File);
    DumpFileName N = parse(C.File);
    EXPECT_EQ(dumpFileKindName(N.Kind), dumpFileKindName(C.Kind));
    EXPECT_EQ(N.Format, C.Format);
    if (C.Name) {
      EXPECT_TRUE(N.NameKnown);
      EXPECT_EQ(N.ModuleName, C.Name);
    } else {
      EXPECT_FALSE(N.NameKnown);
    }
  }
  EXPECT_EQ(parse("module_0000.jit_f.cl_933746096.after_codegen.txt")
                .Changelist,
            933746096u);
  EXPECT_EQ(parse("module_0003.jit_mm.sm_9.0a_gpu_after_optimizations.txt")
                .BackendTag,
            "sm_9.0a_gpu");
  EXPECT_EQ(parse("module_0003.jit_mm.sm_10.0a_gpu_after_optimizations-"
                  "buffer-assignment.txt")
                .BackendTag,
            "sm_10.0a_gpu");
}

TEST(DumpFileNameTest, KindsTableNamesAndRanks) {
  EXPECT_EQ(dumpFileKindName(DumpFileKind::ShardyStage), "shardy-stage");
  EXPECT_LT(dumpFileKindRank(DumpFileKind::BeforeOptimizations),
            dumpFileKindRank(DumpFileKind::PassStep));
  EXPECT_EQ(dumpFileKindRank(DumpFileKind::PassStep),
            dumpFileKindRank(DumpFileKind::DuringPass));
  EXPECT_LT(dumpFileKindRank(DumpFileKind::AfterOptimizations),
            dumpFileKindRank(DumpFileKind::Attachment));
}

TEST(DumpFileNameTest, DottedNamesAndLongSteps) {
  DumpFileName N = parse("module_0000.jit_mlp.v2.0003.simplification.after_"
                         "algsimp.before_dce.txt");
  EXPECT_EQ(N.Kind, DumpFileKind::PassStep);
  EXPECT_EQ(N.ModuleName, "jit_mlp.v2");
  EXPECT_EQ(N.Step, 3);
  N = parse("module_0000.jit_f.12345678901.simplification.after_algsimp."
            "before_dce.txt");
  EXPECT_EQ(N.Kind, DumpFileKind::PassStep);
  EXPECT_EQ(N.Step, 12345678901);
}

TEST(DumpFileNameTest, ModuleFolderFiles) {
  DumpFileName N = parseModuleFolderFile("module.mlir", "");
  EXPECT_EQ(N.Kind, DumpFileKind::StableHloInput);
  EXPECT_EQ(parseModuleFolderFile("compile_options.pb", "").Kind,
            DumpFileKind::CompileOptions);
  EXPECT_EQ(parseModuleFolderFile("compile_options.textproto", "").Kind,
            DumpFileKind::CompileOptions);
  EXPECT_EQ(parseModuleFolderFile("topology.pb", "").Kind,
            DumpFileKind::Topology);
  N = parseModuleFolderFile("02.after_propagation.mlir", "shardy");
  EXPECT_EQ(N.Kind, DumpFileKind::ShardyStage);
  EXPECT_EQ(N.Step, 2);
  EXPECT_EQ(N.DuringStep, "after_propagation");
  // A numbered .mlir outside shardy/ is only an attachment.
  EXPECT_EQ(parseModuleFolderFile("02.after_propagation.mlir", "x").Kind,
            DumpFileKind::Attachment);
}

TEST(DumpFileNameTest, NotModuleFiles) {
  EXPECT_EQ(parse("execution_options.txt").Kind, DumpFileKind::Unknown);
  EXPECT_EQ(parse("module.mlir").Kind, DumpFileKind::Unknown);
  EXPECT_EQ(parse("compile_options.pb").Kind, DumpFileKind::Unknown);
  EXPECT_EQ(parse("module_12.foo.txt").Kind, DumpFileKind::Unknown);
  EXPECT_EQ(parse("xmodule_0001.foo.txt").Kind, DumpFileKind::Unknown);
  EXPECT_EQ(parse("module_0001").Kind, DumpFileKind::Unknown);
  EXPECT_EQ(parse("").Kind, DumpFileKind::Unknown);
}

TEST(DumpFileNameTest, ModuleDirectories) {
  auto D = parseModuleDirectoryName("module_0000.jit_f");
  ASSERT_TRUE(D);
  EXPECT_EQ(D->first, 0);
  EXPECT_EQ(D->second, "jit_f");
  EXPECT_FALSE(parseModuleDirectoryName("jit_f"));
  // XLA:TPU's folders carry the files' `.cl_N` infix (real v5e dumps).
  auto Tpu = parseModuleDirectoryName("module_0000.jit_matmul.cl_933746096");
  ASSERT_TRUE(Tpu);
  EXPECT_EQ(Tpu->second, "jit_matmul");
  EXPECT_EQ(parseModuleDirectoryName("module_0001.f.cl_x")->second, "f.cl_x");
}

} // namespace
} // namespace hlotrace

namespace hlotrace {
namespace {

/// The first cell of every row of docs/trace.md's "Dump-file kinds" table.
std::vector<std::string> kindsListedInDocs() {
  std::ifstream In(HLOTRACE_TEST_DATA "/../../docs/trace.md");
  std::vector<std::string> Out;
  std::string Line;
  bool InSection = false;
  while (std::getline(In, Line)) {
    if (Line.rfind("## ", 0) == 0)
      InSection = Line == "## Dump-file kinds";
    if (!InSection || Line.rfind("| `", 0) != 0)
      continue;
    size_t End = Line.find('`', 3);
    if (End != std::string::npos)
      Out.push_back(Line.substr(3, End - 3));
  }
  return Out;
}

TEST(DumpFileNameTest, DocsListEveryKind) {
  std::vector<std::string> Table;
#define DUMP_FILE_KIND(Enum, Name, Rank)                                       \
  Table.push_back(std::string(dumpFileKindName(DumpFileKind::Enum)));
#include "hlotrace/Trace/DumpFileKinds.def"
  EXPECT_EQ(kindsListedInDocs(), Table)
      << "docs/trace.md's table of dump-file kinds and DumpFileKinds.def "
         "differ";
}

} // namespace
} // namespace hlotrace
