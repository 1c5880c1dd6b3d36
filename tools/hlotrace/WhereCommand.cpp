//===- WhereCommand.cpp - hlotrace where ----------------------------------===//
//
// `hlotrace where FILE|DIR [--ops] [--json] [--backend=cuda|rocm|cpu|tpu]`: who
// generates the code of each op of a final module (classifyOwnership). A DIR
// is loaded as a trace: each module's after-optimizations snapshot is
// classified, summaries are added up, and each handed-off op is attributed
// to the step and pass at which it first appeared (classifyTraceOwnership).
//
//===----------------------------------------------------------------------===//

#include "Command.h"
#include "TraceOutput.h"
#include "hlotrace/Query/Ownership.h"
#include "hlotrace/Query/TraceQueries.h"
#include "hlotrace/Text/Parser.h"
#include "hlotrace/Trace/DumpFileName.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/FormatVariadic.h"
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

std::string str(absl::string_view S) { return std::string(S.data(), S.size()); }

double share(int64_t Part, int64_t Whole) {
  return Whole > 0 ? 100.0 * static_cast<double>(Part) / Whole : 0.0;
}

llvm::json::Array summaryJson(absl::Span<const OwnerSummary> Rows) {
  int64_t Total = 0;
  for (const OwnerSummary &R : Rows)
    Total += R.Flops;
  llvm::json::Array A;
  for (const OwnerSummary &R : Rows)
    A.push_back(llvm::json::Object{
        {"owner", str(ownerSpelling(R.Who))},
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
      {"name", str(I.name())},
      {"opcode", str(I.opcodeName())},
      {"owner", str(ownerSpelling(Op.Who))},
      {"target", Op.Target},
      {"computation", I.parent() ? str(I.parent()->name()) : std::string()},
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
                       str(ownerSpelling(R.Who)).c_str(),
                       static_cast<long long>(R.Ops),
                       static_cast<long long>(R.Flops), share(R.Flops, Total),
                       static_cast<long long>(R.BytesRead),
                       static_cast<long long>(R.BytesWritten));
}

void printOps(llvm::raw_ostream &OS, const Loaded &L) {
  for (size_t K = 0; K < L.Report->Ops.size(); ++K) {
    const OpOwnership &Op = L.Report->Ops[K];
    const Instruction &I = *Op.Inst;
    OS << "  " << str(I.name()) << "  " << str(I.opcodeName()) << "  "
       << str(ownerSpelling(Op.Who));
    if (!Op.Target.empty())
      OS << "  " << Op.Target;
    if (Op.Flops)
      OS << "  flops=" << Op.Flops;
    if (Op.BytesRead || Op.BytesWritten)
      OS << "  read=" << Op.BytesRead << " written=" << Op.BytesWritten;
    if (I.parent())
      OS << "  in " << str(I.parent()->name());
    if (L.Origins && (*L.Origins)[K]) {
      const HandOffOrigin &O = *(*L.Origins)[K];
      OS << "  first at ";
      if (O.Step >= 0)
        OS << "step " << O.Step << " ";
      OS << O.Pass;
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

int run() {
  OwnershipOptions Options;
  if (!BackendName.empty()) {
    // `gpu` is kept for scripts written before CUDA and ROCm were told apart.
    std::string Spelling = BackendName;
    if (Spelling == "gpu")
      Spelling = "cuda";
    auto B = backendFromSpelling(Spelling);
    if (!B || *B == Backend::Unknown) {
      llvm::WithColor::error(llvm::errs(), "hlotrace")
          << "unknown backend '" << BackendName
          << "' (expected cuda, rocm, cpu or tpu)\n";
      return 1;
    }
    Options.BackendOverride = *B;
  }

  bool IsDir = llvm::sys::fs::is_directory(Input);
  std::vector<Loaded> Modules;
  std::vector<OwnerSummary> Total;
  int Failed = 0;
  // Owners of what Modules points into.
  std::unique_ptr<Trace> T;
  TraceOwnershipSet FromTrace;
  std::unique_ptr<Module> FileModule;
  OwnershipReport FileReport;
  if (IsDir) {
    auto TraceOr = loadWithProgress(Input, 0);
    if (!TraceOr.ok())
      return reportError(TraceOr.status());
    T = std::move(*TraceOr);
    FromTrace = classifyTraceOwnership(*T, Options);
    for (const absl::Status &S : FromTrace.Errors) {
      reportError(S);
      ++Failed;
    }
    for (const TraceOwnership &O : FromTrace.Modules)
      if (!O.KernelsError.empty())
        llvm::WithColor::warning(llvm::errs(), "hlotrace")
            << "kernels of " << str(O.Trace->name())
            << " not read: " << O.KernelsError << "\n";
    for (const TraceOwnership &O : FromTrace.Modules)
      Modules.push_back({O.Final->Files.empty() ? std::string(O.Trace->name())
                                                : O.Final->Files.front().Path,
                         O.FinalModule.get(), &O.Report, &O.Origins,
                         O.Trace, &O.Kernels});
    Total = FromTrace.Total;
    if (Modules.empty() && !Failed) {
      llvm::WithColor::error(llvm::errs(), "hlotrace")
          << Input << ": no module has an after-optimizations dump\n";
      return 1;
    }
  } else {
    auto M = loadModule(Input);
    if (!M.ok())
      return reportError(M.status());
    Options.BackendTag =
        parseDumpFileName(llvm::sys::path::filename(Input).str()).BackendTag;
    auto Report = classifyOwnership(**M, Options);
    if (!Report.ok())
      return reportError(Report.status());
    FileModule = std::move(*M);
    FileReport = std::move(*Report);
    Modules.push_back({Input, FileModule.get(), &FileReport, nullptr});
    Total = FileReport.Summary;
  }
  if (Modules.empty())
    return 1;

  std::string Backends;
  for (const Loaded &L : Modules) {
    std::string B = str(backendSpelling(L.Report->DetectedBackend));
    if (Backends.empty())
      Backends = B;
    else if (Backends != B)
      Backends = "mixed";
  }

  llvm::raw_ostream &OS = llvm::outs();
  if (Json) {
    llvm::json::Array AllOps;
    llvm::json::Array Files;
    for (const Loaded &L : Modules) {
      llvm::json::Object F{
          {"file", L.Path},
          {"module", str(L.M->name())},
          {"backend", str(backendSpelling(L.Report->DetectedBackend))}};
      if (L.Trace && L.Trace->id())
        F["id"] = *L.Trace->id();
      if (std::string S = stableHloInput(L); !S.empty())
        F["stablehlo_input"] = S;
      Files.push_back(std::move(F));
      for (size_t K = 0; K < L.Report->Ops.size(); ++K) {
        llvm::json::Object O = opJson(L.Report->Ops[K]);
        if (IsDir)
          O["file"] = L.Path;
        if (const KernelInfo *Kn = kernelOf(L, *L.Report->Ops[K].Inst))
          O["kernel"] = kernelJson(*Kn);
        if (std::string C = kernelConfigOf(*L.Report->Ops[K].Inst);
            !C.empty()) {
          if (auto V = llvm::json::parse(C))
            O["config"] = std::move(*V);
          else
            llvm::consumeError(V.takeError());
        }
        if (L.Origins && (*L.Origins)[K]) {
          O["first_step"] = (*L.Origins)[K]->Step;
          O["first_pass"] = (*L.Origins)[K]->Pass;
          O["first_matched_by"] =
              std::string(handOffMatchSpelling((*L.Origins)[K]->MatchedBy));
        }
        AllOps.push_back(std::move(O));
      }
    }
    // Top-level keys in the documented order: backend, summary, ops.
    llvm::json::OStream J(OS, 2);
    J.object([&] {
      J.attribute("backend", Backends);
      J.attribute("summary", summaryJson(Total));
      J.attribute("ops", std::move(AllOps));
      if (IsDir)
        J.attribute("modules", std::move(Files));
    });
    OS << "\n";
    return Failed ? 1 : 0;
  }

  if (IsDir)
    OS << Modules.size() << " modules under " << Input << ", backend "
       << Backends << "\n";
  else
    OS << "module " << str(Modules[0].M->name()) << ", backend " << Backends
       << "\n";
  printSummary(OS, Total);
  if (Ops)
    for (const Loaded &L : Modules) {
      OS << "ops of " << str(L.M->name());
      if (IsDir)
        OS << " (" << L.Path << ")";
      if (std::string S = stableHloInput(L); !S.empty())
        OS << ", StableHLO input " << S;
      OS << ":\n";
      printOps(OS, L);
    }
  return Failed ? 1 : 0;
}

CommandRegistration Registration(WhereCmd, run);

} // namespace
} // namespace hlotrace::tool
