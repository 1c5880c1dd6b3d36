//===- Backend.cpp - Which XLA backend produced a module ------------------===//
//
// The backend decides which owner rows apply (an `fft` is cuFFT on GPU and
// DUCC on CPU). It is read from the dump file's name first and, failing
// that, guessed from what only one backend writes into a module.
//
//===----------------------------------------------------------------------===//

#include "hlotrace/Query/Ownership.h"

#include "absl/strings/ascii.h"
#include "absl/strings/match.h"
#include "hlotrace/IR/Attribute.h"

namespace hlotrace {

absl::string_view backendSpelling(Backend B) {
  switch (B) {
  case Backend::Unknown:
    return "unknown";
  case Backend::Gpu:
    return "gpu";
  case Backend::Cpu:
    return "cpu";
  case Backend::Tpu:
    return "tpu";
  }
  return "unknown";
}

std::optional<Backend> backendFromSpelling(absl::string_view Spelling) {
  for (Backend B : {Backend::Unknown, Backend::Gpu, Backend::Cpu, Backend::Tpu})
    if (backendSpelling(B) == Spelling)
      return B;
  return std::nullopt;
}

Backend backendFromFileName(absl::string_view Path) {
  size_t Slash = Path.find_last_of('/');
  std::string Name =
      absl::AsciiStrToLower(Slash == absl::string_view::npos
                                ? Path
                                : Path.substr(Slash + 1));
  // XLA names final dumps `<module>.<platform-prefix>_after_optimizations`:
  // `sm_8.0_gpu`, `gfx90a_gpu`, `cpu`; TPU dumps carry `tpu`.
  if (absl::StrContains(Name, "_gpu_after_optimizations") ||
      absl::StrContains(Name, "_gpu_"))
    return Backend::Gpu;
  if (absl::StrContains(Name, ".cpu_after_optimizations") ||
      absl::StrContains(Name, ".cpu_"))
    return Backend::Cpu;
  if (absl::StrContains(Name, "tpu"))
    return Backend::Tpu;
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
            absl::StartsWith(T, "__gpu$"))
          return Backend::Gpu;
        if (absl::StartsWith(T, "__onednn$"))
          return Backend::Cpu;
      }
      if (auto Config = I->attribute("backend_config")) {
        if (absl::StrContains(*Config, "operation_queue_id") ||
            absl::StrContains(*Config, "fusion_backend_config") ||
            absl::StrContains(*Config, "gemm_backend_config"))
          return Backend::Gpu;
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
