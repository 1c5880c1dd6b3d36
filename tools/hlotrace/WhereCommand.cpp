//===- WhereCommand.cpp - hlotrace where ----------------------------------===//
//
// `hlotrace where FILE|DIR [--module M] [--ops] [--json] [--backend=...]`: who
// generates the code of each op of a final module (classifyOwnership). A DIR
// is loaded as a trace: each module's after-optimizations snapshot is
// classified, summaries are added up, and each handed-off op is attributed
// to the step and pass at which it first appeared (classifyTraceOwnership).
//
//===----------------------------------------------------------------------===//

#include "Command.h"
#include "Support/LLVMInterop.h"
#include "TraceOutput.h"
#include "absl/strings/str_cat.h"
#include "hlotrace/Query/Ownership.h"
#include "hlotrace/Query/TraceQueries.h"
#include "hlotrace/Text/Parser.h"
#include "hlotrace/Trace/DumpFileName.h"
#include "llvm/Support/BuryPointer.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/WithColor.h"

namespace cl = llvm::cl;

namespace hlotrace::tool {
namespace {

cl::SubCommand WhereCmd("where",
                        "Which library generates the code of each op of a "
                        "compiled module (xla, cublas, cudnn, triton, nccl, ...)");
cl::opt<std::string> Input(cl::Positional, cl::Required,
                           cl::desc("<after_optimizations file or dump dir>"),
                           cl::sub(WhereCmd));
cl::opt<bool> Json("json", cl::desc("Print one JSON object"),
                   cl::sub(WhereCmd));
cl::opt<bool> Ops("ops", cl::desc("Also print one line per op"),
                  cl::sub(WhereCmd));
cl::opt<std::string> ModuleSel("module",
                               cl::desc("Only these modules of a dump "
                                        "directory: an id (3 or 0003), an "
                                        "exact name or a regex"),
                               cl::value_desc("selector"), cl::sub(WhereCmd));
cl::opt<std::string> BackendName("backend",
                                 cl::desc("Backend instead of the guessed one "
                                          "(cuda, rocm, cpu, tpu; gpu means cuda)"),
                                 cl::value_desc("name"), cl::sub(WhereCmd));

/// One classified module, from a file or from a trace.
struct Loaded {
  std::string Path;
  const Module *M = nullptr;
  const OwnershipReport *Report = nullptr;
  /// Trace form only: indexed like Report->Ops.
  const std::vector<std::optional<HandOffOrigin>> *Origins = nullptr;
  const ModuleTrace *Trace = nullptr;
  /// Trace form only: what runs each instruction (GPU thunk dumps).
  const ModuleKernels *Kernels = nullptr;
};

const KernelInfo *kernelOf(const Loaded &L, const Instruction &I) {
  if (!L.Kernels)
    return nullptr;
  return L.Kernels->find(I.name());
}

llvm::json::Object kernelJson(const KernelInfo &K) {
  llvm::json::Object O;
  if (!K.Thunk.empty())
    O["thunk"] = K.Thunk;
  if (!K.Name.empty())
    O["name"] = K.Name;
  if (!K.Grid.empty())
    O["grid"] = llvm::json::Array(K.Grid);
  if (!K.Threads.empty())
    O["threads"] = llvm::json::Array(K.Threads);
  if (K.SharedMemoryBytes)
    O["shared_memory"] = *K.SharedMemoryBytes;
  if (!K.Ptx.empty())
    O["ptx"] = K.Ptx;
  if (!K.LlvmIr.empty())
    O["llvm_ir"] = llvm::json::Array(K.LlvmIr);
  if (K.CommandBuffer)
    O["command_buffer"] = *K.CommandBuffer;
  if (!K.MosaicDumps.empty())
    O["mosaic_dumps"] = llvm::json::Array(K.MosaicDumps);
  return O;
}

/// The module's StableHLO input (`module_NNNN.NAME/module.mlir`), if dumped.
std::string stableHloInput(const Loaded &L) {
  if (!L.Trace)
    return {};
  auto Files = L.Trace->filesOfKind(DumpFileKind::StableHloInput);
  return Files.empty() ? std::string() : Files.front()->Path;
}

std::string dims(absl::Span<const int64_t> D) {
  std::string Out = "[";
  for (size_t K = 0; K < D.size(); ++K)
    Out += (K ? "," : "") + std::to_string(D[K]);
  return Out + "]";
}

double share(int64_t Part, int64_t Whole) {
  return Whole > 0 ? 100.0 * static_cast<double>(Part) / Whole : 0.0;
}

llvm::json::Array summaryJson(absl::Span<const OwnerSummary> Rows) {
  int64_t Total = 0;
  for (const OwnerSummary &R : Rows)
    Total += R.Flops;
  llvm::json::Array A;
  for (const OwnerSummary &R : Rows)
    A.push_back(
        llvm::json::Object{{"owner", std::string(ownerSpelling(R.Who))},
                           {"ops", R.Ops},
                           {"flops", R.Flops},
                           {"flops_share", share(R.Flops, Total) / 100.0},
                           {"bytes_read", R.BytesRead},
                           {"bytes_written", R.BytesWritten}});
  return A;
}

llvm::json::Object opJson(const OpOwnership &Op) {
  const Instruction &I = *Op.Inst;
  return llvm::json::Object{
      {"name", std::string(I.name())},
      {"opcode", std::string(I.opcodeName())},
      {"owner", std::string(ownerSpelling(Op.Who))},
      {"target", Op.Target},
      {"computation",
       I.parent() ? std::string(I.parent()->name()) : std::string()},
      {"flops", Op.Flops},
      {"bytes_read", Op.BytesRead},
      {"bytes_written", Op.BytesWritten}};
}

void printSummary(llvm::raw_ostream &OS, absl::Span<const OwnerSummary> Rows) {
  int64_t Total = 0;
  for (const OwnerSummary &R : Rows)
    Total += R.Flops;
  OS << "  owner             ops            flops  flops%       bytes read"
        "    bytes written\n";
  for (const OwnerSummary &R : Rows)
    OS << llvm::format("  %-12s %8lld %16lld %6.1f%% %16lld %16lld\n",
                       std::string(ownerSpelling(R.Who)).c_str(),
                       static_cast<long long>(R.Ops),
                       static_cast<long long>(R.Flops), share(R.Flops, Total),
                       static_cast<long long>(R.BytesRead),
                       static_cast<long long>(R.BytesWritten));
}

void printOps(llvm::raw_ostream &OS, const Loaded &L) {
  for (size_t K = 0; K < L.Report->Ops.size(); ++K) {
    const OpOwnership &Op = L.Report->Ops[K];
    const Instruction &I = *Op.Inst;
    OS << "  " << toStringRef(I.name()) << "  " << toStringRef(I.opcodeName())
       << "  " << toStringRef(ownerSpelling(Op.Who));
    if (!Op.Target.empty())
      OS << "  " << Op.Target;
    if (Op.Flops)
      OS << "  flops=" << Op.Flops;
    if (Op.BytesRead || Op.BytesWritten)
      OS << "  read=" << Op.BytesRead << " written=" << Op.BytesWritten;
    if (I.parent())
      OS << "  in " << toStringRef(I.parent()->name());
    if (L.Origins && (*L.Origins)[K]) {
      const HandOffOrigin &O = *(*L.Origins)[K];
      OS << "  first at ";
      if (O.Step >= 0)
        OS << "step " << O.Step << " ";
      OS << (O.Note.empty() ? O.Pass : O.Note);
    }
    if (std::string C = kernelConfigOf(I); !C.empty())
      OS << "  config " << C;
    if (const KernelInfo *Kn = kernelOf(L, I)) {
      if (!Kn->Thunk.empty())
        OS << "  thunk " << Kn->Thunk;
      if (!Kn->Name.empty() && Kn->MosaicDumps.empty())
        OS << " kernel " << Kn->Name;
      if (!Kn->Grid.empty())
        OS << " grid=" << dims(Kn->Grid) << " threads=" << dims(Kn->Threads);
      if (Kn->SharedMemoryBytes)
        OS << " shmem=" << *Kn->SharedMemoryBytes;
      if (!Kn->Ptx.empty())
        OS << " ptx=" << llvm::sys::path::filename(Kn->Ptx);
      for (size_t K = 0; K < Kn->LlvmIr.size(); ++K)
        OS << (K ? "," : " llvm-ir=")
           << llvm::sys::path::filename(Kn->LlvmIr[K]);
      if (Kn->CommandBuffer)
        OS << " command-buffer=" << *Kn->CommandBuffer;
      if (!Kn->MosaicDumps.empty())
        OS << "  mosaic kernel " << Kn->Name << " ("
           << Kn->MosaicDumps.size() << " Mosaic dumps, "
           << llvm::sys::path::filename(Kn->MosaicDumps.back()) << ")";
    }
    OS << "\n";
  }
}

/// The classified modules, from one file or from a trace, and what they
/// point into. Filled in place: Modules points into the other members.
struct Classified {
  bool IsDir = false;
  std::vector<Loaded> Modules;
  std::vector<OwnerSummary> Total;
  std::string Backend;
  int Failed = 0;
  std::unique_ptr<Trace> T;
  TraceOwnershipSet FromTrace;
  std::unique_ptr<Module> FileModule;
  OwnershipReport FileReport;
};

absl::StatusOr<OwnershipOptions> ownershipOptions() {
  OwnershipOptions Options;
  if (BackendName.empty())
    return Options;
  // `gpu` is kept for scripts written before CUDA and ROCm were told apart.
  std::string Spelling = BackendName == "gpu" ? std::string("cuda")
                                              : std::string(BackendName);
  auto B = backendFromSpelling(Spelling);
  if (!B || *B == Backend::Unknown)
    return absl::InvalidArgumentError(
        absl::StrCat("unknown backend '", std::string(BackendName),
                     "' (expected cuda, rocm, cpu or tpu)"));
  Options.BackendOverride = *B;
  return Options;
}

/// `where DIR [--module M]`: classifyTraceOwnership over the selection.
absl::Status classifyDir(const OwnershipOptions &Options, Classified &C) {
  // Ownership parses the snapshots it needs; the load's fingerprints of
  // every text (for the timeline) would be read and thrown away.
  auto T = loadWithProgress(Input, 0, /*ScanTexts=*/false);
  if (!T.ok())
    return T.status();
  C.T = std::move(*T);
  auto Selected = findModules(*C.T, ModuleSel);
  if (!Selected.ok())
    return Selected.status();
  C.FromTrace = classifyTraceOwnership(*Selected, Options);
  for (const absl::Status &S : C.FromTrace.Errors) {
    reportError(S);
    ++C.Failed;
  }
  for (const TraceOwnership &O : C.FromTrace.Modules) {
    if (!O.KernelsError.empty())
      llvm::WithColor::warning(llvm::errs(), "hlotrace")
          << "kernels of " << toStringRef(O.Trace->name())
          << " not read: " << O.KernelsError << "\n";
    C.Modules.push_back({O.Final->Files.empty() ? std::string(O.Trace->name())
                                                : O.Final->Files.front().Path,
                         O.FinalModule.get(), &O.Report, &O.Origins, O.Trace,
                         &O.Kernels});
  }
  C.Total = C.FromTrace.Total;
  C.Backend = C.FromTrace.Backend;
  if (C.Modules.empty() && !C.Failed)
    return absl::NotFoundError(
        absl::StrCat(std::string(Input),
                     ": no module has an after-optimizations dump"));
  return absl::OkStatus();
}

/// `where FILE`: classifyOwnership of one module file.
absl::Status classifyFile(OwnershipOptions Options, Classified &C) {
  if (!ModuleSel.empty())
    return absl::InvalidArgumentError(
        "--module needs a dump directory, not a file");
  auto M = loadModule(Input);
  if (!M.ok())
    return M.status();
  C.FileModule = std::move(*M);
  Options.BackendTag =
      parseDumpFileName(llvm::sys::path::filename(Input).str()).BackendTag;
  auto Report = classifyOwnership(*C.FileModule, Options);
  if (!Report.ok())
    return Report.status();
  C.FileReport = std::move(*Report);
  C.Modules.push_back({Input, C.FileModule.get(), &C.FileReport, nullptr});
  C.Total = C.FileReport.Summary;
  C.Backend = std::string(backendSpelling(C.FileReport.DetectedBackend));
  return absl::OkStatus();
}

llvm::json::Object opEntryJson(const Classified &C, const Loaded &L,
                               size_t K) {
  const OpOwnership &Op = L.Report->Ops[K];
  llvm::json::Object O = opJson(Op);
  if (C.IsDir)
    O["file"] = L.Path;
  if (const KernelInfo *Kn = kernelOf(L, *Op.Inst))
    O["kernel"] = kernelJson(*Kn);
  if (std::string Config = kernelConfigOf(*Op.Inst); !Config.empty()) {
    if (auto V = llvm::json::parse(Config))
      O["config"] = std::move(*V);
    else
      llvm::consumeError(V.takeError());
  }
  if (L.Origins && (*L.Origins)[K]) {
    const HandOffOrigin &H = *(*L.Origins)[K];
    O["first_step"] = H.Step;
    O["first_pass"] = H.Pass;
    if (!H.Note.empty())
      O["first_pass_note"] = H.Note;
    O["first_matched_by"] = std::string(handOffMatchSpelling(H.MatchedBy));
  }
  return O;
}

llvm::json::Object moduleJson(const Loaded &L) {
  llvm::json::Object F{
      {"file", L.Path},
      {"module", std::string(L.M->name())},
      {"backend", std::string(backendSpelling(L.Report->DetectedBackend))}};
  if (L.Trace && L.Trace->id())
    F["id"] = *L.Trace->id();
  if (std::string S = stableHloInput(L); !S.empty())
    F["stablehlo_input"] = S;
  return F;
}

void printJson(const Classified &C, llvm::raw_ostream &OS) {
  // PERF NOTE: one op's object at a time. Built whole before printing, the
  // document of the corpus x45 (62k ops) raised the peak from 172 MB to
  // 600 MB.
  // Top-level keys in the documented order: backend, summary, ops.
  llvm::json::OStream J(OS, 2);
  J.object([&] {
    J.attribute("backend", C.Backend);
    J.attribute("summary", summaryJson(C.Total));
    J.attributeArray("ops", [&] {
      for (const Loaded &L : C.Modules)
        for (size_t K = 0; K < L.Report->Ops.size(); ++K)
          J.value(opEntryJson(C, L, K));
    });
    if (C.IsDir)
      J.attributeArray("modules", [&] {
        for (const Loaded &L : C.Modules)
          J.value(moduleJson(L));
      });
  });
  OS << "\n";
}

void printText(const Classified &C, llvm::raw_ostream &OS) {
  if (C.IsDir)
    OS << C.Modules.size() << " modules under " << Input << ", backend "
       << C.Backend << "\n";
  else
    OS << "module " << toStringRef(C.Modules[0].M->name()) << ", backend "
       << C.Backend << "\n";
  printSummary(OS, C.Total);
  if (!Ops)
    return;
  for (const Loaded &L : C.Modules) {
    OS << "ops of " << toStringRef(L.M->name());
    if (C.IsDir)
      OS << " (" << L.Path << ")";
    if (std::string S = stableHloInput(L); !S.empty())
      OS << ", StableHLO input " << S;
    OS << ":\n";
    printOps(OS, L);
  }
}

int run() {
  auto Options = ownershipOptions();
  if (!Options.ok())
    return reportError(Options.status());
  // PERF NOTE: the process ends with run(), and freeing a classified dump
  // (the trace with every parsed snapshot) took a tenth of the run: exit
  // does it.
  auto Owned = std::make_unique<Classified>();
  Classified &C = *Owned;
  llvm::BuryPointer(std::move(Owned));
  C.IsDir = llvm::sys::fs::is_directory(Input);
  if (absl::Status S = C.IsDir ? classifyDir(*Options, C)
                               : classifyFile(*Options, C);
      !S.ok())
    return reportError(S);
  if (C.Modules.empty())
    return 1;
  if (Json)
    printJson(C, llvm::outs());
  else
    printText(C, llvm::outs());
  return C.Failed ? 1 : 0;
}

CommandRegistration Registration(WhereCmd, run);

} // namespace
} // namespace hlotrace::tool
