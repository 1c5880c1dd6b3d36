//===- Kernels.h - One layer below XLA: what runs each instruction --------===//
//
// For a module of an XLA:GPU dump, kernelsOfModule() joins the thunk dumps
// (Trace/Thunks.h) into one record per HLO instruction: the thunk kind from
// thunk_metadata.txt (keyed by the instruction name XLA writes as the
// thunk's profile annotation), the kernel name and launch dimensions from
// thunk_sequence.txt (same thunk id), the command buffer the thunk was
// grouped into by the thunk passes (thunk_sequence_after_thunk_passes.txt),
// the PTX file whose `.entry NAME(` is the kernel, and the LLVM IR files
// (before and after LLVM's optimizations) that define it.
//
//===----------------------------------------------------------------------===//

#ifndef HLOTRACE_QUERY_KERNELS_H
#define HLOTRACE_QUERY_KERNELS_H

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "absl/container/flat_hash_map.h"
#include "absl/status/statusor.h"
#include "hlotrace/IR/Module.h"
#include "hlotrace/Trace/Trace.h"

namespace hlotrace {

/// What runs one HLO instruction on the GPU. Fields are empty where the
/// dump does not say them (a cuDNN or cuBLAS thunk has no kernel name).
struct KernelInfo {
  int64_t ThunkId = 0;
  /// `kCustomKernel`, `kKernel`, `kCuDnn`, `kGemm`, `kFft`, `kAllReduce`, ...
  std::string Thunk;
  std::string Name;
  std::vector<int64_t> Grid, Threads;
  std::optional<int64_t> SharedMemoryBytes;
  /// The `.ptx` file (path as indexed) holding the kernel's entry.
  std::string Ptx;
  /// The LLVM IR files (paths as indexed) defining the kernel's function:
  /// `*.ir-no-opt.ll` (as emitted) before `*.ir-with-opt.ll` (after LLVM's
  /// optimizations), each in path order.
  std::vector<std::string> LlvmIr;
  /// 0-based ordinal of the command buffer the thunk passes put the thunk
  /// in, in thunk_sequence_after_thunk_passes.txt order.
  std::optional<int> CommandBuffer;
  /// TPU `tpu_custom_call`: the Mosaic pass dumps of the kernel (Name is the
  /// kernel function), from `--xla_mosaic_dump_to=DUMP/mosaic`.
  std::vector<std::string> MosaicDumps;
};

struct ModuleKernels {
  /// By instruction name (thunk_metadata's profile_annotation).
  absl::flat_hash_map<std::string, KernelInfo> ByInstruction;
  /// Dumps without thunk_metadata.txt (older XLA): kernel launches by
  /// kernel name, which XLA derives from the instruction name with every
  /// character other than [A-Za-z0-9_] turned into '_'.
  absl::flat_hash_map<std::string, KernelInfo> ByKernelName;

  /// What runs the instruction named `Instruction`: from ByInstruction, else
  /// the launch of the kernel its name gives; null when the dump says
  /// nothing.
  const KernelInfo *find(absl::string_view Instruction) const;
  /// The thunk_metadata.txt entries read (0 when the module has none).
  size_t MetadataEntries = 0;
  /// The files the kernels were read from.
  std::vector<std::string> Files;
};

/// Reads the thunk and PTX dumps of `M`. A module without thunk dumps
/// (XLA:CPU, XLA:TPU, older GPU dumps) gives an empty result; a thunk file
/// that does not parse is an error naming it.
absl::StatusOr<ModuleKernels> kernelsOfModule(const ModuleTrace &M);

/// The part of `I`'s backend config that says how its library or generated
/// kernel is configured, as compact JSON: a Triton fusion's
/// `block_level_fusion_config` (warps, CTAs, stages, output tile sizes) or
/// `triton_gemm_config` (block sizes, split-k); a cuBLAS/cuBLASLt call's
/// `selected_algorithm` and `epilogue`; a cuDNN call's `algorithm`. Empty when
/// the config says none of these.
std::string kernelConfigOf(const Instruction &I);

/// Adds to `Into` the Mosaic kernel of each `tpu_custom_call` of `Final` (the
/// module's final HLO): the Mosaic dumps in the `mosaic/` folder next to the
/// module's files are grouped per kernel compilation (the `ID-NNNN-` prefix
/// of their names), each group's kernel is its first `func.func @NAME`, and
/// a call is the group's when its serialized kernel (the base64 `body` of
/// its backend config) holds NAME as a symbol. No-op without such a folder,
/// and (without looking for it) when `Final` calls no `tpu_custom_call`.
absl::Status addMosaicKernels(const ModuleTrace &M, const Module &Final,
                              ModuleKernels &Into);

} // namespace hlotrace

#endif // HLOTRACE_QUERY_KERNELS_H
