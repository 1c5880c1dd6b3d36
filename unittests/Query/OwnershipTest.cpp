//===- OwnershipTest.cpp - Tests of classifyOwnership / attributeHandOffs -===//

#include "hlotrace/Query/Ownership.h"

#include <algorithm>
#include <map>

#include "gmock/gmock.h"
#include "gtest/gtest.h"
#include "hlotrace/Query/FinalModules.h"
#include "hlotrace/Text/Parser.h"
#include "hlotrace/Trace/DumpFileName.h"

namespace hlotrace {
namespace {

std::unique_ptr<Module> parseGood(absl::string_view Text) {
  auto M = parseModule(Text, "test.hlo");
  EXPECT_TRUE(M.ok()) << M.status();
  return M.ok() ? std::move(*M) : nullptr;
}

std::unique_ptr<Module> parseFile(const std::string &Path) {
  auto M = parseModuleFile(Path);
  EXPECT_TRUE(M.ok()) << M.status();
  return M.ok() ? std::move(*M) : nullptr;
}

OwnershipReport classify(const Module &M, OwnershipOptions Options = {}) {
  auto R = classifyOwnership(M, Options);
  EXPECT_TRUE(R.ok()) << R.status();
  return R.ok() ? std::move(*R) : OwnershipReport();
}

const OpOwnership *findOp(const OwnershipReport &R, absl::string_view Name) {
  for (const OpOwnership &Op : R.Ops)
    if (Op.Inst->name() == Name)
      return &Op;
  return nullptr;
}

/// The op named `Name`; a missing one fails the test (instead of crashing
/// it) and reads as an empty row.
const OpOwnership &op(const OwnershipReport &R, absl::string_view Name) {
  if (const OpOwnership *Op = findOp(R, Name))
    return *Op;
  ADD_FAILURE() << "no op named " << Name;
  static const OpOwnership Missing;
  return Missing;
}

std::map<std::string, int64_t> opsByOwner(const OwnershipReport &R) {
  std::map<std::string, int64_t> Out;
  for (const OwnerSummary &S : R.Summary)
    Out[std::string(ownerSpelling(S.Who))] = S.Ops;
  return Out;
}

const std::string kHandwritten = std::string(HLOTRACE_TEST_DATA) + "/handwritten/";

TEST(OwnershipTest, SpellingsRoundTrip) {
  for (int K = 0; K < kNumOwners; ++K) {
    Owner O = static_cast<Owner>(K);
    EXPECT_EQ(ownerFromSpelling(ownerSpelling(O)), O);
  }
  EXPECT_EQ(ownerSpelling(Owner::CpuRuntime), "cpu-runtime");
  EXPECT_EQ(ownerFromSpelling("cuda"), std::nullopt);
}

TEST(OwnershipTest, BackendFromDecodedFileName) {
  auto Tag = [](absl::string_view Name) {
    return backendFromTag(parseDumpFileName(Name).BackendTag);
  };
  EXPECT_EQ(Tag("module_0001.jit_f.sm_8.0_gpu_after_optimizations.txt"),
            Backend::Cuda);
  EXPECT_EQ(Tag("module_0001.jit_f.sm_9.0a_gpu_after_optimizations.txt"),
            Backend::Cuda);
  EXPECT_EQ(Tag("module_0001.jit_f.gfx90a_gpu_after_optimizations.txt"),
            Backend::Rocm);
  EXPECT_EQ(Tag("module_0000.jit_f.cpu_after_optimizations.txt"),
            Backend::Cpu);
  EXPECT_EQ(Tag("module_0000.jit_f.cl_933746096.after_optimizations.txt"),
            Backend::Unknown);
  // A module named like a backend is not one: the tag is decoded, not
  // searched for.
  EXPECT_EQ(Tag("module_0000.my_gpu_tpu.after_optimizations.txt"),
            Backend::Unknown);
  for (absl::string_view B : {"unknown", "cuda", "rocm", "cpu", "tpu"})
    EXPECT_EQ(backendSpelling(*backendFromSpelling(B)), B);
  EXPECT_EQ(backendFromSpelling("gpu"), std::nullopt);
}

// XLA:ROCm keeps the CUDA-named targets; the backend picks the library.
TEST(OwnershipTest, RocmTargetsAreRocmLibraries) {
  auto M = parseGood(R"(HloModule rocm
sum {
  x = f32[] parameter(0)
  y = f32[] parameter(1)
  ROOT s = f32[] add(x, y)
}
ENTRY e {
  a = f32[16,16]{1,0} parameter(0)
  z = c64[16,16]{1,0} parameter(1)
  g = (f32[16,16]{1,0}, s8[64]{0}) custom-call(a, a), custom_call_target="__cublas$lt$matmul"
  b = (f32[16,16]{1,0}, s8[64]{0}) custom-call(a, a), custom_call_target="__cublas$gemm"
  c = (f32[16,16]{1,0}, u8[0]{0}) custom-call(a, a), custom_call_target="__cudnn$fmhaSoftmax"
  r = f32[16,16]{1,0} all-reduce(a), replica_groups={}, to_apply=sum
  ROOT f = c64[16,16]{1,0} fft(z), fft_type=FFT, fft_length={16}
}
)");
  ASSERT_TRUE(M);
  OwnershipReport Rocm = classify(*M, {Backend::Rocm, ""});
  OwnershipReport Cuda = classify(*M, {Backend::Cuda, ""});
  struct Expect {
    const char *Name;
    Owner OnRocm, OnCuda;
  } Cases[] = {{"g", Owner::Hipblaslt, Owner::CublasLt},
               {"b", Owner::Rocblas, Owner::Cublas},
               {"c", Owner::Miopen, Owner::Cudnn},
               {"r", Owner::Rccl, Owner::Nccl},
               {"f", Owner::Rocfft, Owner::Cufft}};
  for (const Expect &E : Cases) {
    SCOPED_TRACE(E.Name);
    const OpOwnership *R = findOp(Rocm, E.Name);
    const OpOwnership *C = findOp(Cuda, E.Name);
    ASSERT_NE(R, nullptr);
    ASSERT_NE(C, nullptr);
    EXPECT_EQ(R->Who, E.OnRocm);
    EXPECT_EQ(C->Who, E.OnCuda);
  }
  // The scratch buffer is not written data on either backend.
  EXPECT_EQ(op(Rocm, "g").BytesWritten, 16 * 16 * 4);
}

TEST(OwnershipTest, GpuLibraries) {
  auto M = parseFile(kHandwritten +
                     "module_0001.handwritten_libraries.sm_9.0_gpu_after_optimizations.txt");
  ASSERT_TRUE(M);
  OwnershipReport R = classify(*M);
  EXPECT_EQ(R.DetectedBackend, Backend::Cuda); // From the module: no file name given.
  struct Expect {
    const char *Name;
    Owner Who;
    const char *Target;
    int64_t Flops;
  } Cases[] = {
      {"fmha-bmm-softmax-bmm", Owner::Cudnn, "__cudnn$fmhaSoftmax",
       2 * 2 * (2 * 4 * 128 * 128 * 64)},
      {"cudnn-conv", Owner::Cudnn, "__cudnn$convForward",
       2 * (8 * 32 * 32 * 32) * (3 * 3 * 16)},
      {"cublas-gemm-f8", Owner::CublasLt, "__cublas$lt$matmul$f8",
       2 * 64 * 256 * 128},
      {"gemm_fusion_dot", Owner::Triton, "__triton_gemm", 2 * 64 * 256 * 128},
      {"address_computation", Owner::Cublas,
       "__custom_fusion:dynamic_address_computation(__cublas$gemm)",
       2 * 8 * 8 * 8},
      {"q", Owner::None, "", 0},
      {"attention", Owner::None, "", 0},
  };
  for (const Expect &E : Cases) {
    SCOPED_TRACE(E.Name);
    const OpOwnership *Op = findOp(R, E.Name);
    ASSERT_NE(Op, nullptr);
    EXPECT_EQ(Op->Who, E.Who);
    EXPECT_EQ(Op->Target, E.Target);
    EXPECT_EQ(Op->Flops, E.Flops);
  }
  // Fusion insides are not seen.
  EXPECT_EQ(findOp(R, "dot.1"), nullptr);
  // The FP8 call writes its bf16 result, not its scratch buffer.
  EXPECT_EQ(op(R, "cublas-gemm-f8").BytesWritten, 64 * 256 * 2);
  EXPECT_EQ(op(R, "cublas-gemm-f8").BytesRead, 64 * 128 + 128 * 256 + 8);
}

TEST(OwnershipTest, NcclAsyncCollectives) {
  auto M = parseFile(kHandwritten +
                     "module_0002.handwritten_nccl.sm_9.0_gpu_after_optimizations.txt");
  ASSERT_TRUE(M);
  OwnershipReport R = classify(*M);
  EXPECT_EQ(opsByOwner(R),
            (std::map<std::string, int64_t>{{"none", 3}, {"nccl", 7}}));
  // The wrapped reduce-scatter is seen (async computation), its to_apply not.
  const OpOwnership *Inner = findOp(R, "reduce-scatter.1");
  ASSERT_NE(Inner, nullptr);
  EXPECT_EQ(Inner->BytesRead, 4096);
  EXPECT_EQ(Inner->BytesWritten, 1024);
  EXPECT_EQ(findOp(R, "sum"), nullptr);
  // Wrappers and -done carry no bytes; the start carries the wrapped op's name.
  EXPECT_EQ(op(R, "reduce-scatter-start").Target, "reduce-scatter");
  EXPECT_EQ(op(R, "reduce-scatter-done").BytesRead, 0);
  EXPECT_EQ(op(R, "all-gather-start").BytesWritten, 4096 * 4);
  EXPECT_EQ(op(R, "all-gather-done").BytesWritten, 0);
}

TEST(OwnershipTest, CollectivesOnCpuBelongToTheCpuRuntime) {
  auto M = parseGood(R"(HloModule m
%add (x: f32[], y: f32[]) -> f32[] {
  %x = f32[] parameter(0)
  %y = f32[] parameter(1)
  ROOT %s = f32[] add(%x, %y)
}
ENTRY %e (p: f32[8]) -> f32[8] {
  %p = f32[8]{0} parameter(0)
  ROOT %ar = f32[8]{0} all-reduce(%p), replica_groups={{0,1}}, to_apply=%add
})");
  ASSERT_TRUE(M);
  EXPECT_EQ(op(classify(*M, {Backend::Cpu, ""}), "ar").Who,
            Owner::CpuRuntime);
  EXPECT_EQ(op(classify(*M, {Backend::Cuda, ""}), "ar").Who, Owner::Nccl);
  // Nothing tells the backend here: collectives stay XLA's.
  OwnershipReport Unknown = classify(*M);
  EXPECT_EQ(Unknown.DetectedBackend, Backend::Unknown);
  EXPECT_EQ(op(Unknown, "ar").Who, Owner::Xla);
}

TEST(OwnershipTest, ControlFlowIsWalkedAndOtherCustomCallsAreFfi) {
  auto M = parseGood(R"(HloModule m
%cond (c: (s32[], f32[4])) -> pred[] {
  %c = (s32[], f32[4]{0}) parameter(0)
  %i = s32[] get-tuple-element(%c), index=0
  %n = s32[] constant(3)
  ROOT %lt = pred[] compare(%i, %n), direction=LT
}
%body (b: (s32[], f32[4])) -> (s32[], f32[4]) {
  %b = (s32[], f32[4]{0}) parameter(0)
  %i = s32[] get-tuple-element(%b), index=0
  %v = f32[4]{0} get-tuple-element(%b), index=1
  %one = s32[] constant(1)
  %next = s32[] add(%i, %one)
  %user = f32[4]{0} custom-call(%v), custom_call_target="my_ffi_kernel", api_version=API_VERSION_TYPED_FFI
  ROOT %t = (s32[], f32[4]{0}) tuple(%next, %user)
}
ENTRY %e (p: (s32[], f32[4])) -> (s32[], f32[4]) {
  %p = (s32[], f32[4]{0}) parameter(0)
  ROOT %w = (s32[], f32[4]{0}) while(%p), condition=%cond, body=%body
})");
  ASSERT_TRUE(M);
  OwnershipReport R = classify(*M);
  EXPECT_EQ(op(R, "w").Who, Owner::None);
  EXPECT_EQ(op(R, "lt").Who, Owner::Xla);
  EXPECT_EQ(op(R, "user").Who, Owner::Ffi);
  EXPECT_EQ(op(R, "user").Target, "my_ffi_kernel");
  EXPECT_EQ(opsByOwner(R), (std::map<std::string, int64_t>{
                               {"none", 10}, {"xla", 2}, {"ffi", 1}}));
}

TEST(OwnershipTest, DotAndConvolutionFlops) {
  auto M = parseGood(R"(HloModule m
ENTRY %e (a: f32[3,4,5], b: f32[3,5,6], img: f32[1,8,8,4], ker: f32[3,3,2,6]) -> (f32[3,4,6], f32[1,8,8,6]) {
  %a = f32[3,4,5]{2,1,0} parameter(0)
  %b = f32[3,5,6]{2,1,0} parameter(1)
  %img = f32[1,8,8,4]{3,2,1,0} parameter(2)
  %ker = f32[3,3,2,6]{3,2,1,0} parameter(3)
  %d = f32[3,4,6]{2,1,0} dot(%a, %b), lhs_batch_dims={0}, lhs_contracting_dims={2}, rhs_batch_dims={0}, rhs_contracting_dims={1}
  %c = f32[1,8,8,6]{3,2,1,0} convolution(%img, %ker), window={size=3x3 pad=1_1x1_1}, dim_labels=b01f_01io->b01f, feature_group_count=2
  ROOT %t = (f32[3,4,6]{2,1,0}, f32[1,8,8,6]{3,2,1,0}) tuple(%d, %c)
})");
  ASSERT_TRUE(M);
  OwnershipReport R = classify(*M, {Backend::Cpu, ""});
  EXPECT_EQ(op(R, "d").Flops, 2 * (3 * 4 * 6) * 5);
  EXPECT_EQ(op(R, "d").Who, Owner::CpuRuntime);
  EXPECT_EQ(op(R, "d").Target, "eigen");
  // Input features 4 over 2 groups: the kernel's `i` dimension is 2.
  EXPECT_EQ(op(R, "c").Flops, 2 * (8 * 8 * 6) * (3 * 3 * 2));
  EXPECT_EQ(R.totalFlops(), 2 * (3 * 4 * 6) * 5 + 2 * (8 * 8 * 6) * (3 * 3 * 2));
}

TEST(OwnershipTest, TpuFoundFromTheModule) {
  auto M = parseFile(kHandwritten + "module_0003.handwritten_mosaic.after_optimizations.txt");
  ASSERT_TRUE(M);
  // The name carries no backend tag: the module decides.
  OwnershipOptions Options;
  Options.BackendTag = parseDumpFileName(
      "module_0003.handwritten_mosaic.after_optimizations.txt").BackendTag;
  OwnershipReport R = classify(*M, Options);
  EXPECT_EQ(R.DetectedBackend, Backend::Tpu);
  EXPECT_EQ(op(R, "kernel").Who, Owner::Mosaic);
  EXPECT_EQ(op(R, "add").Who, Owner::Xla);
}

TEST(OwnershipTest, RealCpuDump) {
  auto M = parseFile(std::string(HLOTRACE_TEST_DATA) +
                     "/xla-cpu/text/mlp/module_0000.jit_mlp.cpu_after_optimizations.txt");
  ASSERT_TRUE(M);
  OwnershipOptions Options;
  Options.BackendTag =
      parseDumpFileName("module_0000.jit_mlp.cpu_after_optimizations.txt")
          .BackendTag;
  OwnershipReport R = classify(*M, Options);
  EXPECT_EQ(R.DetectedBackend, Backend::Cpu);
  EXPECT_EQ(opsByOwner(R), (std::map<std::string, int64_t>{
                               {"none", 5}, {"xla", 5}, {"cpu-runtime", 2}}));
  EXPECT_EQ(op(R, "ynn_fusion.1").Target, "__ynn_fusion");
  EXPECT_EQ(op(R, "ynn_fusion.1").Flops, 2 * 4 * 16 * 8);
}

/// A GEMM before and after the GEMM rewriter (a cuBLAS call), hand-written
/// in XLA's syntax for the hand-off walk.
constexpr const char *kDotText = R"(HloModule m
ENTRY %e (a: f32[4,8], b: f32[8,2]) -> f32[4,2] {
  %a = f32[4,8]{1,0} parameter(0)
  %b = f32[8,2]{1,0} parameter(1)
  ROOT %dot.1 = f32[4,2]{1,0} dot(%a, %b), lhs_contracting_dims={1}, rhs_contracting_dims={0}, metadata={op_name="jit(f)/dot_general"}
})";
constexpr const char *kGemmCallText = R"(HloModule m
ENTRY %e (a: f32[4,8], b: f32[8,2]) -> f32[4,2] {
  %a = f32[4,8]{1,0} parameter(0)
  %b = f32[8,2]{1,0} parameter(1)
  %custom-call.1 = (f32[4,2]{1,0}, s8[0]{0}) custom-call(%a, %b), custom_call_target="__cublas$gemm", metadata={op_name="jit(f)/dot_general"}, backend_config={"gemm_backend_config":{"dot_dimension_numbers":{"lhs_contracting_dimensions":["1"],"rhs_contracting_dimensions":["0"],"lhs_batch_dimensions":[],"rhs_batch_dimensions":[]}}}
  ROOT %gte = f32[4,2]{1,0} get-tuple-element(%custom-call.1), index=0
})";

TEST(OwnershipTest, AttributeHandOffsFindsTheFirstStep) {
  auto Before = parseGood(kDotText);
  auto After = parseGood(kGemmCallText);
  // The final module renamed the call (as real pipelines do: `.0` suffixes).
  std::string Renamed(kGemmCallText);
  Renamed.replace(Renamed.find("%custom-call.1 ="), 16, "%custom-call.1.0 =");
  Renamed.replace(Renamed.find("(%custom-call.1)"), 16, "(%custom-call.1.0)");
  auto Final = parseGood(Renamed);
  ASSERT_TRUE(Before && After && Final);

  OwnershipReport R = classify(*After, {Backend::Cuda, ""});
  std::vector<PassModule> Steps = {
      {Before.get(), 0, "gpu", "algsimp"},
      {After.get(), 1, "gpu", "gemm-rewriter"},
      {After.get(), 2, "gpu", "gpu-layout-assignment"}};
  auto Origins = attributeHandOffs(R, Steps);
  ASSERT_EQ(Origins.size(), 1u);
  EXPECT_EQ(R.Ops[Origins[0].OpIndex].Inst->name(), "custom-call.1");
  EXPECT_EQ(Origins[0].Step, 1);
  EXPECT_EQ(Origins[0].Pass, "gemm-rewriter");
  // The report's module is the last snapshot: followed back by lineage.
  EXPECT_EQ(Origins[0].MatchedBy, HandOffMatch::Lineage);

  // A renamed op is still found through its op_name and identity.
  OwnershipReport RF = classify(*Final, {Backend::Cuda, ""});
  auto ByOpName = attributeHandOffs(RF, Steps);
  ASSERT_EQ(ByOpName.size(), 1u);
  EXPECT_EQ(ByOpName[0].Pass, "gemm-rewriter");
  EXPECT_EQ(ByOpName[0].MatchedBy, HandOffMatch::OpName);
}

/// Snapshots handed out one at a time, counting what was asked for.
struct CountingLoader {
  std::vector<PassModule> Snapshots;
  /// Snapshots that do not load (a parse error).
  std::vector<size_t> Broken;
  std::vector<size_t> Asked;

  SnapshotLoader loader() {
    return {Snapshots.size(), [this](size_t K) -> std::optional<PassModule> {
              Asked.push_back(K);
              if (std::find(Broken.begin(), Broken.end(), K) != Broken.end())
                return std::nullopt;
              return Snapshots[K];
            }};
  }
};

// The walk loads the last snapshot and those it walks back through, with
// the one before each: not the history before the hand-off.
TEST(OwnershipTest, AttributeHandOffsLoadsOnlyWhatTheWalkNeeds) {
  auto Dot = parseGood(kDotText);
  auto Call = parseGood(kGemmCallText);
  ASSERT_TRUE(Dot && Call);
  OwnershipReport R = classify(*Call, {Backend::Cuda, ""});
  CountingLoader L;
  L.Snapshots = {{Dot.get(), -1, "", "before_optimizations"},
                 {Dot.get(), 0, "gpu", "algsimp"},
                 {Call.get(), 1, "gpu", "gemm-rewriter"},
                 {Call.get(), 2, "gpu", "gpu-layout-assignment"}};
  auto Origins = attributeHandOffs(R, L.loader());
  ASSERT_EQ(Origins.size(), 1u);
  EXPECT_EQ(Origins[0].Pass, "gemm-rewriter");
  EXPECT_EQ(Origins[0].MatchedBy, HandOffMatch::Lineage);
  EXPECT_THAT(L.Asked, ::testing::ElementsAre(3, 2, 1));

  // A snapshot that does not load is left out: the walk steps from the one
  // after it to the one before, as over the loaded snapshots alone.
  CountingLoader Gap = L;
  Gap.Asked.clear();
  Gap.Broken = {2};
  auto Skipped = attributeHandOffs(R, Gap.loader());
  std::vector<PassModule> Loaded = {L.Snapshots[0], L.Snapshots[1],
                                    L.Snapshots[3]};
  auto Given = attributeHandOffs(R, Loaded);
  ASSERT_EQ(Skipped.size(), 1u);
  ASSERT_EQ(Given.size(), 1u);
  EXPECT_EQ(Skipped[0].Pass, "gpu-layout-assignment");
  EXPECT_EQ(Given[0].Pass, Skipped[0].Pass);
  EXPECT_EQ(Given[0].MatchedBy, Skipped[0].MatchedBy);

  // A call the frontend emitted is followed back to the first snapshot.
  CountingLoader Early = L;
  Early.Asked.clear();
  for (PassModule &P : Early.Snapshots)
    P.M = Call.get();
  auto First = attributeHandOffs(R, Early.loader());
  ASSERT_EQ(First.size(), 1u);
  EXPECT_EQ(First[0].Pass, "before_optimizations");
  EXPECT_EQ(First[0].Step, -1);
  EXPECT_THAT(Early.Asked, ::testing::ElementsAre(3, 2, 1, 0));

  // Nothing handed off: nothing loaded.
  OwnershipReport Plain = classify(*Dot, {Backend::Cuda, ""});
  CountingLoader None = L;
  None.Asked.clear();
  EXPECT_TRUE(attributeHandOffs(Plain, None.loader()).empty());
  EXPECT_TRUE(None.Asked.empty());
}

TEST(OwnershipTest, FinalModuleFiles) {
  auto Files = findFinalModuleFiles(kHandwritten);
  ASSERT_TRUE(Files.ok()) << Files.status();
  EXPECT_EQ(Files->size(), 3u);
  EXPECT_TRUE(isFinalModuleFileName("x.sm_8.0_gpu_after_optimizations.txt"));
  EXPECT_FALSE(isFinalModuleFileName(
      "x.sm_8.0_gpu_after_optimizations-buffer-assignment.txt"));
  EXPECT_FALSE(findFinalModuleFiles(kHandwritten + "no-such-dir").ok());
}

#if HLOTRACE_HAS_CORPUS
// Every final module of the external corpus loads and every seen op gets an
// owner; GPU modules there hand GEMMs to cuBLAS and collectives to NCCL.
TEST(OwnershipCorpusTest, EveryFinalModuleClassifies) {
  auto Files = findFinalModuleFiles(HLOTRACE_CORPUS);
  ASSERT_TRUE(Files.ok()) << Files.status();
  ASSERT_FALSE(Files->empty());
  std::vector<OwnerSummary> Total;
  for (const std::string &Path : *Files) {
    SCOPED_TRACE(Path);
    auto M = parseFile(Path);
    ASSERT_TRUE(M);
    OwnershipOptions Options;
    Options.BackendTag =
        parseDumpFileName(Path.substr(Path.find_last_of('/') + 1)).BackendTag;
    OwnershipReport R = classify(*M, Options);
    EXPECT_NE(R.DetectedBackend, Backend::Unknown);
    accumulateSummary(Total, R.Summary);
  }
  std::map<std::string, int64_t> ByOwner;
  for (const OwnerSummary &S : Total)
    ByOwner[std::string(ownerSpelling(S.Who))] = S.Ops;
  EXPECT_GT(ByOwner["cublas"], 0);
  EXPECT_GT(ByOwner["nccl"], 0);
}
#endif

} // namespace
} // namespace hlotrace
