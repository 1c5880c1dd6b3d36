//===- Kernels.cpp - One layer below XLA: what runs each instruction ------===//
//
// The join: thunk_metadata (instruction -> thunk id, kind), then the thunk
// sequence (thunk id -> kernel and launch), then the after-passes sequence
// (thunk id -> enclosing kCommandBuffer), then the PTX files (kernel name ->
// file).
//
//===----------------------------------------------------------------------===//

#include "hlotrace/Query/Kernels.h"

#include "Support/FileBuffer.h"
#include "Support/Status.h"
#include "absl/strings/match.h"
#include "hlotrace/Trace/Thunks.h"

namespace hlotrace {
namespace {

enum class ThunkFile { None, Sequence, AfterPasses, Metadata, Ptx };

ThunkFile thunkFileKind(absl::string_view Path) {
  if (absl::EndsWith(Path, ".thunk_sequence.txt"))
    return ThunkFile::Sequence;
  if (absl::EndsWith(Path, ".thunk_sequence_after_thunk_passes.txt"))
    return ThunkFile::AfterPasses;
  if (absl::EndsWith(Path, ".thunk_metadata.txt"))
    return ThunkFile::Metadata;
  if (absl::EndsWith(Path, ".ptx"))
    return ThunkFile::Ptx;
  return ThunkFile::None;
}

} // namespace

absl::StatusOr<ModuleKernels> kernelsOfModule(const ModuleTrace &M) {
  ModuleKernels Out;
  std::vector<ThunkMetadata> Metadata;
  std::vector<ThunkLine> Sequence, AfterPasses;
  absl::flat_hash_map<std::string, std::string> PtxOfKernel;
  for (const DumpFile &F : M.files().Files) {
    ThunkFile Kind = thunkFileKind(F.Path);
    if (Kind == ThunkFile::None)
      continue;
    ASSIGN_OR_RETURN(std::unique_ptr<FileBuffer> Buffer, openFile(F.Path));
    absl::string_view Text = Buffer->contents();
    Out.Files.push_back(F.Path);
    switch (Kind) {
    case ThunkFile::Sequence: {
      ASSIGN_OR_RETURN(Sequence, parseThunkSequence(Text, F.Path));
      break;
    }
    case ThunkFile::AfterPasses: {
      ASSIGN_OR_RETURN(AfterPasses, parseThunkSequence(Text, F.Path));
      break;
    }
    case ThunkFile::Metadata: {
      ASSIGN_OR_RETURN(Metadata, parseThunkMetadata(Text, F.Path));
      break;
    }
    case ThunkFile::Ptx:
      for (std::string &Entry : ptxEntryNames(Text))
        PtxOfKernel.try_emplace(std::move(Entry), F.Path);
      break;
    case ThunkFile::None:
      break;
    }
  }
  Out.MetadataEntries = Metadata.size();

  absl::flat_hash_map<int64_t, const ThunkLine *> ById;
  for (const ThunkLine &T : Sequence)
    ById.try_emplace(T.Id, &T);
  // After the thunk passes, a thunk may sit inside a kCommandBuffer (ids
  // are kept); the launch is read from there when the first dump lacks it.
  absl::flat_hash_map<int64_t, int> CommandBufferOf;
  std::vector<int> Ordinal(AfterPasses.size(), -1);
  int Buffers = 0;
  for (size_t K = 0; K < AfterPasses.size(); ++K) {
    const ThunkLine &T = AfterPasses[K];
    if (T.Kind == "kCommandBuffer")
      Ordinal[K] = Buffers++;
    ById.try_emplace(T.Id, &T);
    for (std::optional<size_t> P = T.Parent; P; P = AfterPasses[*P].Parent)
      if (Ordinal[*P] >= 0) {
        CommandBufferOf[T.Id] = Ordinal[*P];
        break;
      }
  }

  for (const ThunkMetadata &MD : Metadata) {
    if (MD.ProfileAnnotation.empty())
      continue;
    KernelInfo K;
    K.ThunkId = MD.ThunkId;
    K.Thunk = MD.ThunkKind;
    if (auto It = ById.find(MD.ThunkId); It != ById.end()) {
      const ThunkLine &T = *It->second;
      if (K.Thunk.empty())
        K.Thunk = T.Kind;
      K.Name = T.KernelName;
      K.Grid = T.Grid;
      K.Threads = T.Threads;
      K.SharedMemoryBytes = T.SharedMemoryBytes;
    }
    if (auto It = CommandBufferOf.find(MD.ThunkId); It != CommandBufferOf.end())
      K.CommandBuffer = It->second;
    if (!K.Name.empty())
      if (auto It = PtxOfKernel.find(K.Name); It != PtxOfKernel.end())
        K.Ptx = It->second;
    Out.ByInstruction.try_emplace(MD.ProfileAnnotation, std::move(K));
  }
  return Out;
}

} // namespace hlotrace
