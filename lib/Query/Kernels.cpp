//===- Kernels.cpp - One layer below XLA: what runs each instruction ------===//
//
// The join: thunk_metadata (instruction -> thunk id, kind), then the thunk
// sequence (thunk id -> kernel and launch), then the after-passes sequence
// (thunk id -> enclosing kCommandBuffer), then the PTX and LLVM IR files
// (kernel name -> files).
//
//===----------------------------------------------------------------------===//

#include "hlotrace/Query/Kernels.h"

#include "absl/strings/ascii.h"

#include <algorithm>
#include <map>

#include "BackendConfig.h"
#include "Support/FileBuffer.h"
#include "Support/LLVMInterop.h"
#include "Support/Status.h"
#include "absl/strings/ascii.h"
#include "absl/strings/escaping.h"
#include "absl/strings/match.h"
#include "absl/strings/numbers.h"
#include "absl/strings/str_split.h"
#include "hlotrace/Trace/Thunks.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

namespace hlotrace {
namespace {

/// How much of an op's own work a thunk of kind `Kind` does: 0 for a
/// container of other thunks, 1 for a copy or fill around the work, 2 for
/// the rest.
int thunkWorkRank(absl::string_view Kind) {
  if (Kind == "kSequential" || Kind == "kCommandBuffer" || Kind == "kWhile" ||
      Kind == "kConditional")
    return 0;
  if (Kind == "kCopy" || Kind == "kMemset32BitValue" || Kind == "kMemzero" ||
      Kind == "kDeviceToDevice" || Kind == "kDeviceToHost" ||
      Kind == "kHostToDevice")
    return 1;
  return 2;
}


/// True when `Name` occurs in `Bytes` as a whole identifier.
bool holdsSymbol(absl::string_view Bytes, absl::string_view Name) {
  auto IsIdent = [](char C) {
    return absl::ascii_isalnum(static_cast<unsigned char>(C)) || C == '_';
  };
  for (size_t At = Bytes.find(Name); At != absl::string_view::npos;
       At = Bytes.find(Name, At + 1)) {
    bool Before = At > 0 && IsIdent(Bytes[At - 1]);
    size_t End = At + Name.size();
    bool After = End < Bytes.size() && IsIdent(Bytes[End]);
    if (!Before && !After)
      return true;
  }
  return false;
}

struct MosaicGroup {
  std::string Kernel;
  std::vector<std::string> Files;
};

/// `ID-NNNN-mosaic-dump-...txt` files of `Dir`, grouped by ID, each group
/// named by the first `func.func @NAME` of its lowest-numbered file.
absl::StatusOr<std::vector<MosaicGroup>> mosaicGroups(const std::string &Dir) {
  std::map<std::string, std::vector<std::string>> ById;
  std::error_code EC;
  for (llvm::sys::fs::directory_iterator It(Dir, EC), End; !EC && It != End;
       It.increment(EC)) {
    std::string Base = llvm::sys::path::filename(It->path()).str();
    std::vector<absl::string_view> Parts = absl::StrSplit(Base, '-');
    if (Parts.size() < 4 || Parts[2] != "mosaic")
      continue;
    ById[std::string(Parts[0])].push_back(It->path());
  }
  std::vector<MosaicGroup> Out;
  for (auto &[Id, Files] : ById) {
    std::sort(Files.begin(), Files.end());
    MosaicGroup G;
    G.Files = std::move(Files);
    ASSIGN_OR_RETURN(std::unique_ptr<FileBuffer> First, openFile(G.Files[0]));
    absl::string_view Text = First->contents();
    size_t At = Text.find("func.func @");
    if (At == absl::string_view::npos)
      continue;
    At += 11;
    size_t End = Text.find_first_of("( <", At);
    G.Kernel = std::string(Text.substr(At, End - At));
    Out.push_back(std::move(G));
  }
  return Out;
}

} // namespace

std::string kernelConfigOf(const Instruction &I) {
  std::unique_ptr<llvm::json::Object> Config =
      parseConfigObject(I.backendConfig());
  if (!Config)
    return {};
  llvm::json::Object Out;
  if (const auto *F = Config->getObject("fusion_backend_config")) {
    for (llvm::StringRef Key :
         {"block_level_fusion_config", "triton_gemm_config"})
      if (const llvm::json::Value *V = F->get(Key))
        Out[Key] = *V;
  }
  if (const auto *G = Config->getObject("gemm_backend_config")) {
    for (llvm::StringRef Key : {"selected_algorithm", "epilogue"})
      if (const llvm::json::Value *V = G->get(Key))
        Out[Key] = *V;
  }
  for (llvm::StringRef Dnn :
       {"cudnn_conv_backend_config", "cudnn_fmha_backend_config",
        "cudnn_norm_backend_config"})
    if (const auto *D = Config->getObject(Dnn))
      if (const llvm::json::Value *V = D->get("algorithm"))
        Out["algorithm"] = *V;
  if (Out.empty())
    return {};
  std::string Text;
  llvm::raw_string_ostream OS(Text);
  OS << llvm::json::Value(std::move(Out));
  return OS.str();
}

absl::Status addMosaicKernels(const ModuleTrace &M, const Module &Final,
                              ModuleKernels &Into) {
  const Step *S = M.afterOptimizations();
  if (!S || S->Files.empty())
    return absl::OkStatus();
  // PERF NOTE: most modules call no Mosaic kernel; only those that do look
  // for the folder (a `stat` per module was 17,505 on a 100k-file corpus).
  auto IsMosaicCall = [](const Instruction *I) {
    return I->opcode() == Opcode::CustomCall &&
           I->customCallTarget() == "tpu_custom_call";
  };
  bool Calls = false;
  for (const Computation *C : Final.computations())
    Calls = Calls || std::any_of(C->instructions().begin(),
                                 C->instructions().end(), IsMosaicCall);
  if (!Calls)
    return absl::OkStatus();
  llvm::SmallString<256> Dir(llvm::sys::path::parent_path(S->Files[0].Path));
  llvm::sys::path::append(Dir, "mosaic");
  if (!llvm::sys::fs::is_directory(Dir))
    return absl::OkStatus();
  ASSIGN_OR_RETURN(std::vector<MosaicGroup> Groups,
                   mosaicGroups(std::string(Dir.str())));
  for (const Computation *C : Final.computations())
    for (const Instruction *I : C->instructions()) {
      if (!IsMosaicCall(I))
        continue;
      std::unique_ptr<llvm::json::Object> Config =
          parseConfigObject(I->backendConfig());
      const llvm::json::Object *Call =
          Config ? Config->getObject("custom_call_config") : nullptr;
      std::optional<llvm::StringRef> Body =
          Call ? Call->getString("body") : std::nullopt;
      std::string Bytes;
      if (!Body || !absl::Base64Unescape(toStringView(*Body), &Bytes))
        continue;
      KernelInfo K;
      for (const MosaicGroup &G : Groups)
        if (holdsSymbol(Bytes, G.Kernel)) {
          // Several groups may compile the same kernel (a function used
          // twice); the longest name that matches is the most specific.
          if (K.Name.empty() || G.Kernel.size() > K.Name.size()) {
            K.Name = G.Kernel;
            K.MosaicDumps.clear();
          }
          if (G.Kernel == K.Name)
            K.MosaicDumps.insert(K.MosaicDumps.end(), G.Files.begin(),
                                 G.Files.end());
        }
      if (!K.Name.empty()) {
        Into.Files.push_back(std::string(Dir.str()));
        Into.ByInstruction.insert_or_assign(std::string(I->name()),
                                            std::move(K));
      }
    }
  return absl::OkStatus();
}

absl::StatusOr<ModuleKernels> kernelsOfModule(const ModuleTrace &M) {
  ModuleKernels Out;
  std::vector<ThunkMetadata> Metadata;
  std::vector<ThunkLine> Sequence, AfterPasses;
  absl::flat_hash_map<std::string, std::string> PtxOfKernel;
  absl::flat_hash_map<std::string, std::vector<std::string>> IrOfKernel;
  // The kinds come from the one dump-file-name decoder (DumpFileKinds.def).
  for (const DumpFile *F : M.filesOfKind(DumpFileKind::ThunkSequence)) {
    ASSIGN_OR_RETURN(std::unique_ptr<FileBuffer> Buffer, openFile(F->Path));
    std::vector<ThunkLine> &Into =
        absl::EndsWith(F->Path, "_after_thunk_passes.txt") ? AfterPasses
                                                           : Sequence;
    ASSIGN_OR_RETURN(Into, parseThunkSequence(Buffer->contents(), F->Path));
    Out.Files.push_back(F->Path);
  }
  for (const DumpFile *F : M.filesOfKind(DumpFileKind::ThunkMetadata)) {
    if (!absl::EndsWith(F->Path, ".txt"))
      continue;
    ASSIGN_OR_RETURN(std::unique_ptr<FileBuffer> Buffer, openFile(F->Path));
    ASSIGN_OR_RETURN(Metadata, parseThunkMetadata(Buffer->contents(), F->Path));
    Out.Files.push_back(F->Path);
  }
  for (const DumpFile *F : M.filesOfKind(DumpFileKind::Ptx)) {
    ASSIGN_OR_RETURN(std::unique_ptr<FileBuffer> Buffer, openFile(F->Path));
    for (std::string &Entry : ptxEntryNames(Buffer->contents()))
      PtxOfKernel.try_emplace(std::move(Entry), F->Path);
    Out.Files.push_back(F->Path);
  }
  // The unoptimized IR first: it is what XLA's emitter wrote.
  std::vector<const DumpFile *> IrFiles = M.filesOfKind(DumpFileKind::LlvmIr);
  std::stable_sort(IrFiles.begin(), IrFiles.end(),
                   [](const DumpFile *A, const DumpFile *B) {
                     bool AOpt = absl::EndsWith(A->Path, ".ir-with-opt.ll");
                     bool BOpt = absl::EndsWith(B->Path, ".ir-with-opt.ll");
                     return AOpt != BOpt ? BOpt : A->Path < B->Path;
                   });
  // IR is joined only to the kernels of thunk lines: without any, each file
  // is opened (an unreadable one fails as before) and listed, not read.
  // PERF NOTE: an XLA:CPU dump has hundreds of IR files and no thunk
  // sequence; reading their names was a third of mapping the ownership of
  // the 16-layer benchmark dump in its report.
  bool Launches = !Sequence.empty() || !AfterPasses.empty();
  for (const DumpFile *F : IrFiles) {
    ASSIGN_OR_RETURN(std::unique_ptr<FileBuffer> Buffer, openFile(F->Path));
    if (Launches)
      for (std::string &Name : llvmIrDefinedNames(Buffer->contents()))
        IrOfKernel[std::move(Name)].push_back(F->Path);
    Out.Files.push_back(F->Path);
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

  // The launch a thunk line gives, and the PTX file defining its kernel.
  auto AddLaunch = [&PtxOfKernel, &IrOfKernel](KernelInfo &K,
                                               const ThunkLine &T) {
    K.Name = T.KernelName;
    K.Grid = T.Grid;
    K.Threads = T.Threads;
    K.SharedMemoryBytes = T.SharedMemoryBytes;
    if (!K.Name.empty())
      if (auto It = PtxOfKernel.find(K.Name); It != PtxOfKernel.end())
        K.Ptx = It->second;
    if (!K.Name.empty())
      if (auto It = IrOfKernel.find(K.Name); It != IrOfKernel.end())
        K.LlvmIr = It->second;
  };
  for (const ThunkMetadata &MD : Metadata) {
    if (MD.ProfileAnnotation.empty())
      continue;
    KernelInfo K;
    K.ThunkId = MD.ThunkId;
    K.Thunk = MD.ThunkKind;
    if (auto It = ById.find(MD.ThunkId); It != ById.end()) {
      if (K.Thunk.empty())
        K.Thunk = It->second->Kind;
      AddLaunch(K, *It->second);
    }
    if (auto It = CommandBufferOf.find(MD.ThunkId); It != CommandBufferOf.end())
      K.CommandBuffer = It->second;
    // One op may own several thunks (cuBLAS's triangular solve: a kCopy of
    // its operand, the kTriangularSolve, and the kSequential holding both):
    // the one doing the op's work is kept.
    auto [At, New] = Out.ByInstruction.try_emplace(MD.ProfileAnnotation, K);
    if (!New && thunkWorkRank(K.Thunk) > thunkWorkRank(At->second.Thunk))
      At->second = std::move(K);
  }
  if (Metadata.empty())
    for (const ThunkLine &T : Sequence) {
      if (T.KernelName.empty())
        continue;
      KernelInfo K;
      K.Thunk = T.Kind;
      AddLaunch(K, T);
      Out.ByKernelName.try_emplace(K.Name, std::move(K));
    }
  return Out;
}

const KernelInfo *ModuleKernels::find(absl::string_view Instruction) const {
  if (auto It = ByInstruction.find(Instruction); It != ByInstruction.end())
    return &It->second;
  if (ByKernelName.empty())
    return nullptr;
  std::string Kernel(Instruction);
  for (char &C : Kernel)
    if (!absl::ascii_isalnum(C) && C != '_')
      C = '_';
  auto It = ByKernelName.find(Kernel);
  return It == ByKernelName.end() ? nullptr : &It->second;
}

} // namespace hlotrace
