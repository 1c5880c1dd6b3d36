//===- AccelDumpTest.cpp - Ownership on real XLA:GPU and XLA:TPU dumps ----===//
//
// The dumps in unittests/data/xla-{gpu,tpu}.tar.xz were written by XLA
// compiling ahead of time for H100/A100/B200 target configs and TPU
// topologies (scripts/xla/gen_accel_dumps.py); CMake extracts them into the
// build tree. These tests check `where` against what each program is known
// to hand off, and that no op of any program is left to `ffi` (none of the
// programs calls a user FFI target).
//
//===----------------------------------------------------------------------===//

#include "hlotrace/Query/CostModel.h"
#include "hlotrace/Query/ModuleLineage.h"
#include "hlotrace/Query/Ownership.h"
#include "hlotrace/Query/TraceQueries.h"
#include "hlotrace/Query/Why.h"

#include <algorithm>
#include <filesystem>
#include <iostream>
#include <map>
#include <set>

#include "Query/HandOffIdentity.h"
#include "absl/strings/match.h"
#include "gtest/gtest.h"
#include "hlotrace/Trace/Trace.h"

namespace hlotrace {
namespace {

const std::string kAccel = HLOTRACE_ACCEL_DATA;

/// Every `<platform>/<target>/<program>` folder.
std::vector<std::string> programDirs(absl::string_view Platform) {
  namespace fs = std::filesystem;
  std::vector<std::string> Out;
  fs::path Root = fs::path(kAccel) / std::string(Platform);
  std::error_code EC;
  for (const fs::directory_entry &T : fs::directory_iterator(Root, EC))
    if (T.is_directory())
      for (const fs::directory_entry &P : fs::directory_iterator(T.path(), EC))
        if (P.is_directory())
          Out.push_back(P.path().string());
  std::sort(Out.begin(), Out.end());
  return Out;
}

struct Classified {
  std::unique_ptr<Trace> T;
  TraceOwnershipSet Set;
};

Classified classifyDir(const std::string &Dir) {
  Classified C;
  TraceOptions Options;
  Options.Threads = 1;
  auto T = Trace::load(Dir, Options);
  EXPECT_TRUE(T.ok()) << T.status();
  if (!T.ok())
    return C;
  C.T = std::move(*T);
  C.Set = classifyTraceOwnership(*C.T, {}, {.Threads = 1});
  for (const absl::Status &S : C.Set.Errors)
    ADD_FAILURE() << S;
  return C;
}

Classified classifyProgram(absl::string_view Path) {
  return classifyDir(kAccel + "/" + std::string(Path));
}

/// The ops of all modules whose target (or opcode) contains `Needle`.
std::vector<const OpOwnership *> opsMatching(const Classified &C,
                                             absl::string_view Needle) {
  std::vector<const OpOwnership *> Out;
  for (const TraceOwnership &M : C.Set.Modules)
    for (const OpOwnership &Op : M.Report.Ops)
      if (absl::StrContains(Op.Target, Needle) ||
          Op.Inst->opcodeName() == Needle)
        Out.push_back(&Op);
  return Out;
}

TEST(AccelDumpTest, DataIsThere) {
  EXPECT_GE(programDirs("gpu").size(), 16u);
  EXPECT_GE(programDirs("tpu").size(), 11u);
}

// Every program: the backend is read from the dump, every op has a known
// owner, and no op falls to `ffi`.
TEST(AccelDumpTest, EveryOpHasAnOwner) {
  for (absl::string_view Platform : {"gpu", "tpu"})
    for (const std::string &Dir : programDirs(Platform)) {
      SCOPED_TRACE(Dir);
      Classified C = classifyDir(Dir);
      ASSERT_FALSE(C.Set.Modules.empty());
      for (const TraceOwnership &M : C.Set.Modules) {
        // A TPU program may leave host-side CPU modules beside its TPU ones.
        Backend B = M.Report.DetectedBackend;
        if (Platform == "gpu")
          EXPECT_EQ(B, Backend::Cuda) << M.Trace->name();
        else
          EXPECT_TRUE(B == Backend::Tpu || B == Backend::Cpu)
              << M.Trace->name() << ": " << backendSpelling(B);
        for (const OpOwnership &Op : M.Report.Ops)
          EXPECT_NE(Op.Who, Owner::Ffi)
              << M.Trace->name() << ": " << Op.Inst->name() << " " << Op.Target;
      }
    }
}

TEST(AccelDumpTest, TritonGemmFusionFlops) {
  Classified C = classifyProgram("gpu/h100/gemm_triton");
  auto Ops = opsMatching(C, "__triton_nested_gemm_fusion");
  ASSERT_EQ(Ops.size(), 1u);
  EXPECT_EQ(Ops[0]->Who, Owner::Triton);
  EXPECT_EQ(Ops[0]->Flops, int64_t{2} * 1024 * 2048 * 512);
}

TEST(AccelDumpTest, CublasLtWhenTritonGemmIsOff) {
  Classified C = classifyProgram("gpu/h100/gemm_cublaslt");
  auto Ops = opsMatching(C, "__cublas$lt$matmul");
  ASSERT_EQ(Ops.size(), 2u);
  std::map<int64_t, Owner> ByFlops;
  for (const OpOwnership *Op : Ops)
    ByFlops[Op->Flops] = Op->Who;
  EXPECT_EQ(ByFlops.count(int64_t{2} * 1024 * 2048 * 512), 1u);
  EXPECT_EQ(ByFlops.count(int64_t{2} * 8 * 256 * 64 * 128), 1u);
  for (const OpOwnership *Op : Ops)
    EXPECT_EQ(Op->Who, Owner::CublasLt);
}

TEST(AccelDumpTest, Fp8AndInt8Gemms) {
  for (absl::string_view Program :
       {"gpu/h100/gemm_fp8_int8", "gpu/b200/gemm_fp8_int8"}) {
    SCOPED_TRACE(Program);
    Classified C = classifyProgram(Program);
    auto F8 = opsMatching(C, "__cublas$lt$matmul$f8");
    ASSERT_EQ(F8.size(), 2u);
    for (const OpOwnership *Op : F8) {
      EXPECT_EQ(Op->Who, Owner::CublasLt);
      EXPECT_EQ(Op->Flops, int64_t{2} * 512 * 1024 * 256);
    }
  }
}

TEST(AccelDumpTest, CudnnAttentionForwardAndBackward) {
  Classified C = classifyProgram("gpu/h100/attention");
  // q: bf16[2,256,4,64]; Skv = 256.
  const int64_t Q = 2 * 256 * 4 * 64;
  auto Fwd = opsMatching(C, "__cudnn$fmhaSoftmax");
  int Forward = 0, Backward = 0;
  for (const OpOwnership *Op : Fwd) {
    EXPECT_EQ(Op->Who, Owner::Cudnn);
    if (Op->Target == "__cudnn$fmhaSoftmaxBackward") {
      ++Backward;
      EXPECT_EQ(Op->Flops, 10 * Q * 256);
    } else {
      ++Forward;
      EXPECT_EQ(Op->Flops, 4 * Q * 256);
    }
  }
  EXPECT_EQ(Forward, 2);
  EXPECT_EQ(Backward, 1);
}

TEST(AccelDumpTest, CudnnConvolutions) {
  Classified C = classifyProgram("gpu/h100/conv");
  // x: [8,32,32,64], w: [3,3,64,128], SAME: output [8,32,32,128].
  const int64_t Flops = int64_t{2} * 8 * 32 * 32 * 128 * 3 * 3 * 64;
  auto Ops = opsMatching(C, "__cudnn$conv");
  ASSERT_EQ(Ops.size(), 4u);
  for (const OpOwnership *Op : Ops) {
    SCOPED_TRACE(Op->Target);
    EXPECT_EQ(Op->Who, Owner::Cudnn);
    EXPECT_EQ(Op->Flops, Flops);
  }
}

TEST(AccelDumpTest, FftIsCufftWithFlops) {
  Classified C = classifyProgram("gpu/h100/fft");
  auto Ops = opsMatching(C, "fft");
  ASSERT_EQ(Ops.size(), 2u);
  std::map<int64_t, int> Flops;
  for (const OpOwnership *Op : Ops) {
    EXPECT_EQ(Op->Who, Owner::Cufft);
    ++Flops[Op->Flops];
  }
  // 16 transforms of 1024 points; 8 of 64x64 = 4096 points (log2 = 12).
  EXPECT_EQ(Flops.count(int64_t{5} * 1024 * 10 * 16), 1u);
  EXPECT_EQ(Flops.count(int64_t{5} * 4096 * 12 * 8), 1u);
}

TEST(AccelDumpTest, CusolverFfiTargets) {
  Classified C = classifyProgram("gpu/h100/linalg");
  const int64_t N = 256;
  struct Expect {
    const char *Target;
    int64_t Flops;
  } Cases[] = {{"cusolver_potrf_ffi", N * N * N / 3},
               {"cusolver_geqrf_ffi", 2 * N * N * N - 2 * N * N * N / 3},
               {"cusolver_orgqr_ffi", 4 * N * N * N - 4 * N * N * N + 4 * N * N * N / 3},
               {"cusolver_syevd_ffi", 14 * N * N * N / 3},
               {"__cublas$triangularSolve", N * 256 * 32}};
  for (const Expect &E : Cases) {
    SCOPED_TRACE(E.Target);
    auto Ops = opsMatching(C, E.Target);
    ASSERT_EQ(Ops.size(), 1u);
    EXPECT_EQ(Ops[0]->Who, absl::StartsWith(E.Target, "__cublas")
                               ? Owner::Cublas
                               : Owner::Cusolver);
    EXPECT_NEAR(static_cast<double>(Ops[0]->Flops),
                static_cast<double>(E.Flops), 2.0);
  }
}

TEST(AccelDumpTest, NcclCollectivesOnFourGpus) {
  Classified C = classifyProgram("gpu/h100/collectives");
  std::map<Owner, int> Owners;
  for (const char *Op : {"all-reduce-start", "all-gather-start",
                         "reduce-scatter", "all-to-all",
                         "collective-permute-start"})
    for (const OpOwnership *O : opsMatching(C, Op))
      ++Owners[O->Who];
  ASSERT_EQ(Owners.size(), 1u);
  EXPECT_EQ(Owners.begin()->first, Owner::Nccl);
  EXPECT_GE(Owners.begin()->second, 4);
}

TEST(AccelDumpTest, PallasOnTpuIsMosaicWithItsCostEstimate) {
  Classified C = classifyProgram("tpu/v5e/pallas_matmul");
  auto Ops = opsMatching(C, "tpu_custom_call");
  ASSERT_EQ(Ops.size(), 1u);
  EXPECT_EQ(Ops[0]->Who, Owner::Mosaic);
  EXPECT_EQ(Ops[0]->Flops, int64_t{2} * 1024 * 1024 * 512);
}

TEST(AccelDumpTest, TpuOwnCustomCallsAndCollectivesAreXla) {
  Classified L = classifyProgram("tpu/v5e/linalg");
  for (const char *T : {"Cholesky", "EighTpu", "QrDecompositionBlock"}) {
    SCOPED_TRACE(T);
    auto Ops = opsMatching(L, T);
    ASSERT_FALSE(Ops.empty());
    for (const OpOwnership *Op : Ops)
      EXPECT_EQ(Op->Who, Owner::Xla);
  }
  Classified C = classifyProgram("tpu/v5e/collectives");
  int Collectives = 0;
  for (const TraceOwnership &M : C.Set.Modules)
    for (const OpOwnership &Op : M.Report.Ops) {
      absl::string_view Name = Op.Inst->opcodeName();
      if (absl::StartsWith(Name, "all-") || absl::StartsWith(Name, "reduce-scatter") ||
          absl::StartsWith(Name, "collective-permute")) {
        ++Collectives;
        EXPECT_EQ(Op.Who, Owner::Xla) << Op.Inst->name();
      }
    }
  EXPECT_GT(Collectives, 0);
}

// One layer below XLA: every instruction thunk_metadata.txt names is an
// instruction of the final module (an op `where` sees, or one inside a
// dynamic-slice fusion, whose thunks run the fused ops one by one; thunk-pass
// constructs such as `command_buffer_N` aside), and every kernel launch is
// linked to its kernel, launch dimensions and PTX.
TEST(AccelDumpTest, ThunkMetadataLinksEveryInstructionToItsKernel) {
  size_t Named = 0, Linked = 0, Seen = 0, Kernels = 0, IrLinked = 0;
  for (const std::string &Dir : programDirs("gpu")) {
    SCOPED_TRACE(Dir);
    Classified C = classifyDir(Dir);
    for (const TraceOwnership &M : C.Set.Modules) {
      EXPECT_TRUE(M.KernelsError.empty()) << M.KernelsError;
      ASSERT_GT(M.Kernels.MetadataEntries, 0u) << M.Trace->name();
      std::set<std::string> Ops, All;
      for (const OpOwnership &Op : M.Report.Ops)
        Ops.insert(std::string(Op.Inst->name()));
      for (const Computation *Comp : M.FinalModule->computations())
        for (const Instruction *I : Comp->instructions())
          All.insert(std::string(I->name()));
      for (const auto &[Name, K] : M.Kernels.ByInstruction) {
        if (K.Thunk == "kCommandBuffer" || K.Thunk == "kSequential")
          continue;
        ++Named;
        EXPECT_TRUE(All.count(Name)) << M.Trace->name() << ": " << Name
                                     << " (" << K.Thunk << ")";
        Linked += All.count(Name);
        Seen += Ops.count(Name);
        if (K.Thunk == "kKernel" || K.Thunk == "kCustomKernel") {
          ++Kernels;
          EXPECT_FALSE(K.Name.empty()) << Name;
          EXPECT_EQ(K.Grid.size(), 3u) << Name;
          EXPECT_EQ(K.Threads.size(), 3u) << Name;
          EXPECT_TRUE(K.SharedMemoryBytes.has_value()) << Name;
          EXPECT_FALSE(K.Ptx.empty()) << Name << " " << K.Name;
          // Emitted IR first, then LLVM's optimized IR.
          ASSERT_GE(K.LlvmIr.size(), 2u) << Name << " " << K.Name;
          EXPECT_TRUE(absl::EndsWith(K.LlvmIr.front(), ".ir-no-opt.ll"))
              << K.LlvmIr.front();
          EXPECT_TRUE(absl::EndsWith(K.LlvmIr.back(), ".ir-with-opt.ll"))
              << K.LlvmIr.back();
          IrLinked += !K.LlvmIr.empty();
        }
      }
    }
  }
  EXPECT_EQ(Linked, Named);
  EXPECT_GE(Kernels, 90u);
  EXPECT_EQ(IrLinked, Kernels);
  std::cout << "thunk_metadata instructions: " << Named
            << ", found in the module: " << Linked << ", of them ops where sees: "
            << Seen << ", kernel launches linked to PTX: " << Kernels
            << ", to LLVM IR: " << IrLinked << "\n";
}

TEST(AccelDumpTest, CommandBuffersGroupThunks) {
  Classified C = classifyProgram("gpu/h100/transformer");
  ASSERT_EQ(C.Set.Modules.size(), 1u);
  const ModuleKernels &K = C.Set.Modules[0].Kernels;
  std::map<int, int> PerBuffer;
  for (const auto &[Name, Info] : K.ByInstruction)
    if (Info.CommandBuffer)
      ++PerBuffer[*Info.CommandBuffer];
  EXPECT_GE(PerBuffer.size(), 2u);
  auto It = K.ByInstruction.find("gemm_fusion_dot.21");
  ASSERT_NE(It, K.ByInstruction.end());
  EXPECT_EQ(It->second.Name, "gemm_fusion_dot_21");
  EXPECT_EQ(It->second.Grid, (std::vector<int64_t>{1536, 1, 1}));
  EXPECT_EQ(It->second.SharedMemoryBytes, 768);
  EXPECT_FALSE(It->second.CommandBuffer);
}

// TPU: every Pallas kernel (tpu_custom_call) is linked to its Mosaic kernel
// function and that kernel's Mosaic pass dumps.
TEST(AccelDumpTest, TpuCustomCallsLinkToMosaicDumps) {
  size_t Calls = 0, Linked = 0;
  std::set<std::string> Names;
  for (const std::string &Dir : programDirs("tpu")) {
    SCOPED_TRACE(Dir);
    Classified C = classifyDir(Dir);
    for (const TraceOwnership &M : C.Set.Modules) {
      EXPECT_TRUE(M.KernelsError.empty()) << M.KernelsError;
      for (const OpOwnership &Op : M.Report.Ops) {
        if (Op.Target != "tpu_custom_call")
          continue;
        ++Calls;
        auto It = M.Kernels.ByInstruction.find(std::string(Op.Inst->name()));
        if (It == M.Kernels.ByInstruction.end())
          continue;
        ++Linked;
        Names.insert(It->second.Name);
        EXPECT_GE(It->second.MosaicDumps.size(), 2u);
        for (const std::string &F : It->second.MosaicDumps)
          EXPECT_TRUE(absl::StrContains(F, "/mosaic/")) << F;
      }
    }
  }
  EXPECT_EQ(Calls, 8u);
  EXPECT_EQ(Linked, Calls);
  EXPECT_EQ(Names, (std::set<std::string>{"kernel", "_flash_attention_kernel",
                                          "_flash_attention_dkv_kernel",
                                          "_flash_attention_dq_kernel"}));
}

// Each TPU module is linked to its StableHLO input (module_NNNN.NAME.cl_N/
// module.mlir, written by the PJRT dump next to the HLO).
TEST(AccelDumpTest, TpuModulesLinkTheirStableHloInput) {
  size_t Modules = 0, WithInput = 0;
  for (const std::string &Dir : programDirs("tpu")) {
    Classified C = classifyDir(Dir);
    for (const TraceOwnership &M : C.Set.Modules) {
      ++Modules;
      auto Files = M.Trace->filesOfKind(DumpFileKind::StableHloInput);
      if (Files.empty())
        continue;
      ++WithInput;
      EXPECT_TRUE(absl::EndsWith(Files[0]->Path, "/module.mlir"));
    }
  }
  EXPECT_GT(WithInput, 0u);
  std::cout << "TPU modules: " << Modules << ", with StableHLO input: "
            << WithInput << "\n";
}

// Per-pass compile time from module_NNNN.metadata.textproto, joined to the
// steps through the dump file names each timed pass wrote.
TEST(AccelDumpTest, PerPassCompileTime) {
  Classified C = classifyProgram("gpu/h100/gemm_cublaslt");
  const ModuleTrace *M = nullptr;
  for (const TraceOwnership &T : C.Set.Modules)
    if (T.Trace->id() == 1)
      M = T.Trace;
  ASSERT_NE(M, nullptr);
  StepTimes Times = stepTimes(*M);
  EXPECT_EQ(Times.Passes, 324u);
  EXPECT_GT(Times.CompileMicros, 0);
  // 55 pass steps; the metadata names the files of 44 (not those of steps
  // 47-55, the pipelines after scheduling); during-pass dumps are not
  // passes of their own.
  size_t PassSteps = 0;
  for (const Step &S : M->steps())
    PassSteps += S.Kind == StepKind::Pass;
  EXPECT_EQ(PassSteps, 55u);
  EXPECT_EQ(Times.MicrosByStep.size(), 44u);
  for (const auto &[S, Micros] : Times.MicrosByStep)
    EXPECT_EQ(S->Kind, StepKind::Pass);
  int64_t Sum = 0;
  for (const auto &[S, Micros] : Times.MicrosByStep) {
    EXPECT_GE(Micros, 0);
    Sum += Micros;
  }
  EXPECT_LE(Sum, Times.CompileMicros);
}

// The kernel configuration in the backend config: Triton tiling, cuBLASLt
// algorithm and epilogue, cuDNN algorithm.
TEST(AccelDumpTest, KernelConfigs) {
  Classified T = classifyProgram("gpu/h100/gemm_triton");
  auto Gemm = opsMatching(T, "__triton_nested_gemm_fusion");
  ASSERT_EQ(Gemm.size(), 1u);
  std::string C = kernelConfigOf(*Gemm[0]->Inst);
  EXPECT_TRUE(absl::StrContains(C, "\"output_tiles\":[{\"sizes\":[\"16\",\"8\"]}]")) << C;
  Classified L = classifyProgram("gpu/h100/gemm_cublaslt");
  auto Lt = opsMatching(L, "__cublas$lt$matmul");
  ASSERT_EQ(Lt.size(), 2u);
  for (const OpOwnership *Op : Lt)
    EXPECT_TRUE(absl::StrContains(kernelConfigOf(*Op->Inst), "selected_algorithm"));
  Classified A = classifyProgram("gpu/h100/attention");
  auto Fmha = opsMatching(A, "__cudnn$fmha");
  ASSERT_EQ(Fmha.size(), 3u); // two forward calls, one backward
  for (const OpOwnership *Op : Fmha)
    EXPECT_TRUE(absl::StrContains(kernelConfigOf(*Op->Inst), "\"algo_id\""));
  // Plain XLA fusions say nothing of the kind.
  auto Loops = opsMatching(T, "kLoop");
  ASSERT_FALSE(Loops.empty());
  for (const OpOwnership *Op : Loops)
    EXPECT_EQ(kernelConfigOf(*Op->Inst), "");
}

const ModuleTrace *moduleNamed(const Classified &C, absl::string_view Name) {
  for (const TraceOwnership &M : C.Set.Modules)
    if (M.Trace->name() == Name)
      return M.Trace;
  return nullptr;
}

// Why priority fusion fused convert.2 into tanh.1.0: the cost model's
// estimate, then the fusion step.
TEST(AccelDumpTest, WhyFusionFused) {
  Classified C = classifyProgram("gpu/h100/gemm_triton");
  const ModuleTrace *M = moduleNamed(C, "jit__lambda");
  ASSERT_NE(M, nullptr);
  auto W = whyFusion(*M, "convert.2", "tanh.1.0");
  ASSERT_TRUE(W.ok()) << W.status();
  ASSERT_EQ(W->Steps.size(), 2u);
  EXPECT_EQ(W->Steps[0].What, FusionStep::Kind::UpdatePriority);
  EXPECT_LT(*W->Steps[0].UsFused, *W->Steps[0].UsUnfused);
  EXPECT_EQ(W->FusedInto, "fusion.2");
  EXPECT_EQ(whyFusion(*M, "no-such-producer").status().code(),
            absl::StatusCode::kNotFound);
}

// Why broadcast.1.0 was not fused: XLA's reason, and the instruction and
// its users in the module right before priority fusion.
TEST(AccelDumpTest, WhyFusionRefused) {
  Classified C = classifyProgram("gpu/h100/attention");
  const ModuleTrace *M = moduleNamed(C, "jit_loss");
  ASSERT_NE(M, nullptr);
  auto W = whyFusion(*M, "broadcast.1.0");
  ASSERT_TRUE(W.ok()) << W.status();
  ASSERT_EQ(W->Steps.size(), 1u);
  EXPECT_EQ(W->Steps[0].Reason, "the consumer is not fusible");
  EXPECT_FALSE(W->FusedInto);
  ASSERT_NE(W->Before, nullptr);
  ASSERT_NE(W->Producer, nullptr);
  EXPECT_EQ(W->Producer->opcodeName(), "broadcast");
  ASSERT_FALSE(W->Users.empty());
  bool UsedByCudnn = false;
  for (const Instruction *U : W->Users)
    UsedByCudnn |= U->customCallTarget() == "__cudnn$fmhaSoftmaxBackward";
  EXPECT_TRUE(UsedByCudnn);
  // The lineage engine follows it on: priority fusion wrapped it in a fusion
  // of its own, which reaches the final module.
  ASSERT_EQ(W->ProducerLineage.size(), 1u);
  EXPECT_EQ(W->ProducerLineage[0].Fused,
            (std::vector<std::string>{"fused into fusion at step 39 priority-fusion"}));
  EXPECT_TRUE(absl::EndsWith(W->ProducerLineage[0].End, " in after_optimizations"))
      << W->ProducerLineage[0].End;
}

// A caller that holds the lineage of the snapshots (the report) passes it to
// attributeHandOffs and gets the same origins as from the snapshots alone.
TEST(AccelDumpTest, HandOffsFromAGivenLineage) {
  Classified C = classifyProgram("gpu/h100/transformer");
  size_t Compared = 0;
  for (const TraceOwnership &O : C.Set.Modules) {
    auto H = loadSnapshots(*O.Trace, {.Threads = 1});
    ASSERT_TRUE(H.ok()) << H.status();
    // The ops must belong to the last snapshot for lineage to walk them.
    std::vector<PassModule> Refs = H->Refs;
    Refs.back().M = O.FinalModule.get();
    ModuleLineage L(Refs);
    std::vector<HandOffOrigin> Given = attributeHandOffs(O.Report, L);
    std::vector<HandOffOrigin> Own = attributeHandOffs(O.Report, Refs);
    ASSERT_EQ(Given.size(), Own.size());
    for (size_t K = 0; K < Own.size(); ++K) {
      EXPECT_EQ(Given[K].OpIndex, Own[K].OpIndex);
      EXPECT_EQ(Given[K].Step, Own[K].Step);
      EXPECT_EQ(Given[K].Pass, Own[K].Pass);
      EXPECT_EQ(Given[K].MatchedBy, Own[K].MatchedBy);
      Compared += Own[K].MatchedBy == HandOffMatch::Lineage;
    }
  }
  EXPECT_GT(Compared, 0u);
}

// attributeHandOffs computes a step's lineage only where the walk must
// (HandOff.cpp); a walk over every step, computed up front, decides the
// same snapshot for every hand-off of every GPU and TPU program.
TEST(AccelDumpTest, HandOffWalkMatchesAWalkOverEveryStep) {
  size_t Compared = 0, WalkedBack = 0;
  for (absl::string_view Platform : {"gpu", "tpu"})
    for (const std::string &Dir : programDirs(Platform)) {
      Classified C = classifyDir(Dir);
      for (const TraceOwnership &O : C.Set.Modules) {
        auto H = loadSnapshots(*O.Trace, {.Threads = 1});
        ASSERT_TRUE(H.ok()) << H.status();
        if (H->Refs.size() < 2)
          continue;
        ModuleLineage L(H->Refs);
        ASSERT_TRUE(L.computeAll(1).ok()) << Dir;
        for (size_t K = 0; K < O.Report.Ops.size(); ++K) {
          if (!isHandedOff(O.Report.Ops[K])) {
            EXPECT_FALSE(O.Origins[K]);
            continue;
          }
          const Instruction &I = *O.Report.Ops[K].Inst;
          std::string Identity = handOffIdentity(I);
          std::vector<const Instruction *> Frontier{&I};
          size_t At = L.size() - 1;
          for (; At > 0; --At) {
            std::vector<const Instruction *> Next;
            for (const Instruction *X : Frontier)
              addHandOffPredecessors(
                  *X, **L.step(At), *L.snapshot(At - 1).M, *L.snapshot(At).M,
                  [&](const Instruction &O) {
                    return handOffIdentity(O) == Identity;
                  },
                  Next);
            if (Next.empty())
              break;
            Frontier.swap(Next);
          }
          ASSERT_TRUE(O.Origins[K]) << Dir << " " << I.name();
          EXPECT_EQ(O.Origins[K]->MatchedBy, HandOffMatch::Lineage);
          EXPECT_EQ(O.Origins[K]->Step, L.snapshot(At).Number)
              << Dir << " " << I.name();
          EXPECT_EQ(O.Origins[K]->Pass, L.snapshot(At).Pass);
          ++Compared;
          WalkedBack += At + 1 < L.size();
        }
      }
    }
  EXPECT_GT(Compared, 50u);
  EXPECT_GT(WalkedBack, 0u);
  std::cout << Compared << " hand-offs compared, " << WalkedBack
            << " walked back past the last step\n";
}

// Module::callers (an index built once) against a scan of every
// instruction's called computations, on every module of a real GPU dump.
TEST(AccelDumpTest, CallersMatchAScan) {
  Classified C = classifyProgram("gpu/h100/transformer");
  size_t Edges = 0;
  for (const TraceOwnership &O : C.Set.Modules) {
    const Module &M = *O.FinalModule;
    for (const Computation *Callee : M.computations()) {
      std::vector<const Instruction *> Scan;
      for (const Computation *Caller : M.computations())
        for (const Instruction *I : Caller->instructions())
          for (const Computation *X : M.calledComputations(*I))
            if (X == Callee) {
              Scan.push_back(I);
              break;
            }
      EXPECT_EQ(M.callers(*Callee), Scan) << Callee->name();
      Edges += Scan.size();
    }
  }
  EXPECT_GT(Edges, 10u);
}

// Every producer priority fusion refused, with XLA's reason, once each, in
// the log's order; and the pass dumps around the pass.
TEST(AccelDumpTest, FusionRefusals) {
  Classified C = classifyProgram("gpu/h100/attention");
  const ModuleTrace *M = moduleNamed(C, "jit_loss");
  ASSERT_NE(M, nullptr);
  auto Log = priorityFusionLog(*M);
  ASSERT_TRUE(Log.ok()) << Log.status();
  ASSERT_NE(Log->After, nullptr);
  EXPECT_EQ(Log->After->Pass, "priority-fusion");
  ASSERT_NE(Log->Before, nullptr);
  EXPECT_LT(Log->Before->Number, Log->After->Number);
  std::vector<FusionRefusal> R = fusionRefusals(*Log);
  ASSERT_EQ(R.size(), 3u);
  EXPECT_EQ(R[0].Producer, "dot_product_attention_fwd.5");
  EXPECT_EQ(R[0].Line, 1);
  EXPECT_EQ(R[1].Producer, "broadcast.1.0");
  EXPECT_EQ(R[1].Reason, "the consumer is not fusible");
  EXPECT_EQ(R[1].Line, 7);
  EXPECT_EQ(R[1].Times, 1u);
  for (const FusionRefusal &F : R)
    EXPECT_FALSE(F.Reason.empty()) << F.Producer;
}

// Why the GEMM went to cuBLASLt: the GEMM rewriter produced it, its backend
// config, and an autotuning cache with no results (no device).
TEST(AccelDumpTest, WhyLibrary) {
  Classified C = classifyProgram("gpu/h100/gemm_cublaslt");
  const TraceOwnership *T = nullptr;
  for (const TraceOwnership &M : C.Set.Modules)
    if (M.Trace->id() == 1)
      T = &M;
  ASSERT_NE(T, nullptr);
  auto W = whyLibrary(*T, "cublas-lt-matmul.1");
  ASSERT_TRUE(W.ok()) << W.status();
  EXPECT_EQ(W->Op->Who, Owner::CublasLt);
  ASSERT_TRUE(W->Origin);
  EXPECT_EQ(W->Origin->Pass, "cublas-gemm-rewriter");
  EXPECT_TRUE(absl::StrContains(W->BackendConfig, "gemm_backend_config"));
  EXPECT_FALSE(W->AutotuneFile.empty());
  EXPECT_EQ(W->AutotuneResults, 0u);
}

} // namespace
} // namespace hlotrace
