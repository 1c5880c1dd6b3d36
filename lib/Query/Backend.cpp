//===- Backend.cpp - Which XLA backend produced a module ------------------===//
//
// The backend decides which owner rows apply (an `fft` is cuFFT on CUDA,
// rocFFT on ROCm and DUCC on CPU). It is read from the backend tag of the
// decoded dump-file name first and, failing that, guessed from what only one
// backend writes into a module.
//
//===----------------------------------------------------------------------===//

#include "hlotrace/Query/Ownership.h"

#include "absl/strings/ascii.h"
#include "absl/strings/match.h"
#include "hlotrace/IR/Attribute.h"

namespace hlotrace {

namespace {

constexpr absl::string_view kBackendSpellings[] = {
#define BACKEND(Enum, Spelling) Spelling,
#include "hlotrace/Query/Backends.def"
};
constexpr int kNumBackends =
    sizeof(kBackendSpellings) / sizeof(kBackendSpellings[0]);

} // namespace

absl::string_view backendSpelling(Backend B) {
  return kBackendSpellings[static_cast<int>(B)];
}

std::optional<Backend> backendFromSpelling(absl::string_view Spelling) {
  for (int K = 0; K < kNumBackends; ++K)
    if (kBackendSpellings[K] == Spelling)
      return static_cast<Backend>(K);
  return std::nullopt;
}

Backend backendFromTag(absl::string_view BackendTag) {
  // XLA's platform prefix of the final dump (GpuCompiler: the target's
  // compute capability, `sm_9.0a` or `gfx942`, then `_gpu`; CpuCompiler:
  // `cpu`). See xla/service/gpu/gpu_compiler.cc and cpu/cpu_compiler.cc.
  std::string Tag = absl::AsciiStrToLower(BackendTag);
  if (Tag == "cpu")
    return Backend::Cpu;
  if (Tag == "tpu")
    return Backend::Tpu;
  if (absl::EndsWith(Tag, "_gpu")) {
    if (absl::StartsWith(Tag, "sm_"))
      return Backend::Cuda;
    if (absl::StartsWith(Tag, "gfx"))
      return Backend::Rocm;
  }
  return Backend::Unknown;
}

Backend backendFromModule(const Module &M) {
  bool TiledLayout = false;
  for (const Computation *C : M.computations()) {
    for (const Instruction *I : C->instructions()) {
      if (I->opcode() == Opcode::CustomCall) {
        std::string T = I->customCallTarget();
        if (T == "tpu_custom_call")
          return Backend::Tpu;
        if (absl::StartsWith(T, "__cublas$") ||
            absl::StartsWith(T, "__cudnn$") ||
            absl::StartsWith(T, "__cusolver$") ||
            absl::StartsWith(T, "cusolver_") ||
            absl::StartsWith(T, "__gpu$"))
          return Backend::Cuda;
        if (absl::StartsWith(T, "__onednn$") || absl::StartsWith(T, "lapack_"))
          return Backend::Cpu;
      }
      if (auto Config = I->attribute("backend_config")) {
        if (absl::StrContains(*Config, "operation_queue_id") ||
            absl::StrContains(*Config, "fusion_backend_config") ||
            absl::StrContains(*Config, "gemm_backend_config"))
          return Backend::Cuda;
        if (absl::StrContains(*Config, "outer_dimension_partitions") ||
            absl::StrContains(*Config, "\"fusion_config\""))
          return Backend::Cpu;
      }
      if (const Shape *S = I->shape())
        if (const Layout *L = S->layout())
          TiledLayout |= !L->Tiles.empty();
    }
  }
  // TPU layouts are tiled (`{1,0:T(8,128)}`); GPU and CPU ones rarely are.
  return TiledLayout ? Backend::Tpu : Backend::Unknown;
}

} // namespace hlotrace
