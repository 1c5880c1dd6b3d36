//===- Trace.h - Pass-by-pass histories loaded from a dump directory ------===//
//
// A Trace is what one `--xla_dump_to` directory says about each module XLA
// compiled: its ordered steps (one per dumped point between or inside
// passes), the modules before and after optimization at the two ends, the
// pipeline runs the steps belong to, and the reports written beside them.
//
// Loading indexes the directory and reads every module text once, in
// parallel, to fingerprint it (a hash per computation, instruction counts):
// that is enough for the timeline and for `changed()`, which compares
// content rather than trusting a file's presence. Parsing a snapshot into a
// Module happens only when asked (module(), parseAll()), into one Context
// and ComputationCache for the whole trace, so consecutive snapshots share
// every computation they have in common.
//
// Thread safety: after load() a Trace and its ModuleTraces are safe to use
// from several threads at once. The lazy parts (module(), content(),
// changed()) fill per-step caches under a lock; parseAll() may run while
// other threads read.
//
//===----------------------------------------------------------------------===//

#ifndef HLOTRACE_TRACE_TRACE_H
#define HLOTRACE_TRACE_TRACE_H

#include <cstddef>
#include <cstdint>
#include <iterator>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "absl/types/span.h"
#include "hlotrace/IR/Module.h"
#include "hlotrace/Text/Parser.h"
#include "hlotrace/Trace/DumpIndex.h"

namespace hlotrace {

class ComputationCache;

/// How the pass dumps were requested, which decides what a missing step
/// means.
enum class DumpMode {
  /// No per-pass files: only whole-module dumps.
  NoPassDumps,
  /// `--xla_dump_hlo_pass_re=.*`: a pass is dumped only when it changed the
  /// module, so a missing pass changed nothing.
  FullChangedOnly,
  /// Any other regex: every matching pass is dumped, changed or not; passes
  /// that do not match are simply absent.
  Filtered,
};
absl::string_view dumpModeName(DumpMode M);

/// Reads a module from a file the text parser cannot (`.hlo.pb`,
/// `.hlo.pb.gz`). It should parse into Options.Ctx and use Options.Cache.
using ModuleLoader = std::function<absl::StatusOr<std::unique_ptr<Module>>(
    const std::string &Path, DumpFormat Format, const ParseOptions &Options)>;

/// Snapshot texts read so far, of FilesTotal, and their bytes. (The total
/// of bytes is not known before reading: the walk reads no file sizes.)
struct LoadProgress {
  size_t FilesDone = 0, FilesTotal = 0;
  uint64_t BytesDone = 0;
};

struct TraceOptions {
  /// Worker threads for reading and parsing; 0 uses every hardware thread.
  unsigned Threads = 0;
  /// Called now and then while files are read (from worker threads, never
  /// two calls at once) and once at the end.
  std::function<void(const LoadProgress &)> Progress;
  /// Loader for steps dumped only as HloProto; by default hlotrace's own
  /// protobuf reader (loadFile in hlotrace/Load.h).
  ModuleLoader Loader;
  /// Read and fingerprint every module text during load() (the timeline,
  /// changed()). A caller that only parses snapshots (module()) can leave
  /// it off: content() then reads a text when first asked, and a snapshot
  /// that cannot be read shows in problems() only once something asked.
  bool ScanTexts = true;
};

/// One file of a step.
struct StepFile {
  std::string Path;
  DumpFormat Format = DumpFormat::Other;
};

/// What a snapshot of a module's history is: a dump between two passes, a
/// dump inside a pass, or the module before / after all optimizations.
enum class StepKind { BeforeOptimizations, Pass, DuringPass, AfterOptimizations };

struct Step {
  StepKind Kind = StepKind::Pass;
  /// The dump counter (`SSSS`); -1 for the two ends.
  StepNumber Number = -1;
  /// Pass and DuringPass: the pipeline (empty for DuringPass), the pass just
  /// run (`pipeline-start` for a pipeline's first dump) and, for Pass, the
  /// one that runs next (`pipeline-end` after the last).
  std::string Pipeline, Pass, NextPass;
  /// DuringPass: the point inside the pass (`after_removing_..._copies`).
  std::string DuringStep;
  /// AfterOptimizations: `cpu`, `sm_8.0_gpu`, ... (empty for the plain form).
  std::string BackendTag;
  /// The same snapshot in each format written (text first).
  std::vector<StepFile> Files;
  /// Index in ModuleTrace::pipelineRuns(), or -1.
  int Run = -1;

  bool isPipelineStart() const { return Pass == "pipeline-start"; }
  bool hasText() const;
};

/// The fingerprint of one computation's text.
struct ComputationFingerprint {
  uint64_t Hash = 0;
  uint32_t Bytes = 0;
  bool operator==(const ComputationFingerprint &O) const {
    return Hash == O.Hash && Bytes == O.Bytes;
  }
  bool operator!=(const ComputationFingerprint &O) const {
    return !(*this == O);
  }
};

/// What load() learns from a snapshot's text without parsing it.
struct StepContent {
  /// Fingerprint of the module (header attributes and computations; the
  /// module name is left out so renames do not count as changes).
  uint64_t HashHigh = 0, HashLow = 0;
  size_t InstructionCount = 0;
  size_t Bytes = 0;
  /// One fingerprint and byte size per computation, in printed order.
  std::vector<ComputationFingerprint> Computations;

  bool sameAs(const StepContent &O) const {
    return HashHigh == O.HashHigh && HashLow == O.HashLow;
  }
};

/// One run of a pipeline: the steps it dumped and the runs nested in it.
struct PipelineRun {
  std::string Pipeline;
  int Parent = -1;
  std::vector<int> Children;
  /// Indices into ModuleTrace::steps() of the steps directly in this run.
  std::vector<size_t> Steps;
  /// Whether the run's `after_pipeline-start` / `before_pipeline-end` dumps
  /// are present.
  bool StartSeen = false, EndSeen = false;
};

/// A timed pass from `module_NNNN.metadata.textproto`.
struct PassTiming {
  std::string Pass, Pipeline;
  int64_t StartMicros = 0, EndMicros = 0;
  std::optional<bool> ModuleChanged;
  std::vector<std::string> DumpFileNames;
};

class Trace;

class ModuleTrace {
public:
  ModuleTrace(const ModuleTrace &) = delete;
  ModuleTrace &operator=(const ModuleTrace &) = delete;
  ~ModuleTrace();

  std::optional<int64_t> id() const { return Files.Id; }
  /// From the file names, else from the first module text's header.
  absl::string_view name() const { return Name; }
  /// The folder relative to the dump root.
  absl::string_view directory() const { return Files.Directory; }
  std::optional<uint64_t> timestamp() const { return Files.Timestamp; }
  /// Every file of the module, as indexed.
  const ModuleFiles &files() const { return Files; }

  /// Pass and DuringPass steps in dump order.
  absl::Span<const Step> steps() const { return Steps; }
  const Step *beforeOptimizations() const { return Before.get(); }
  const Step *afterOptimizations() const { return After.get(); }
  /// The step preceding `S` in the history (the before-optimizations module
  /// for the first step, the last step for the after-optimizations one).
  const Step *previous(const Step &S) const;
  /// Every step in history order: before optimizations, the pass and
  /// during-pass steps, after optimizations (ends only when dumped).
  std::vector<const Step *> history() const;

  DumpMode dumpMode() const { return Mode; }
  /// `xla_dump_hlo_pass_re` from the debug_options file, when present.
  const std::optional<std::string> &passRegex() const { return PassRe; }

  /// Pipeline runs in start order; roots() are those nested in none.
  absl::Span<const PipelineRun> pipelineRuns() const { return Runs; }
  std::vector<int> roots() const;

  /// Fingerprint and counts; computed at load for text (on first use when
  /// TraceOptions::ScanTexts is off), on first use (via the loader) for
  /// proto-only steps.
  absl::StatusOr<const StepContent *> content(const Step &S) const;
  /// Whether `S` differs in content from previous(S); false for the first
  /// snapshot of the history.
  absl::StatusOr<bool> changed(const Step &S) const;
  /// The module as of `S`, parsed on first use and kept.
  absl::StatusOr<std::shared_ptr<const Module>> module(const Step &S) const;
  /// The trace's computation cache, which module() parses with.
  const ComputationCache &cache() const;

  /// Paths of reports, when written.
  std::optional<std::string> bufferAssignment() const;
  std::optional<std::string> memoryUsageReport() const;
  std::optional<std::string> thunkSequence() const;
  std::optional<std::string> debugOptions() const;
  /// Execution snapshots (`*.hlo_snapshot.pb`), in execution order.
  std::vector<std::string> executionSnapshots() const;
  /// The module's files of kind `K` (DumpFileKinds.def), in index order:
  /// LLVM IR, PTX, autotune results, the StableHLO input
  /// (DumpFileKind::StableHloInput), Shardy's stages in the order they ran
  /// (DumpFileKind::ShardyStage), ...
  std::vector<const DumpFile *> filesOfKind(DumpFileKind K) const;
  /// Files of kind Attachment (no kind of their own): (own name, path).
  std::vector<std::pair<std::string, std::string>> attachments() const;
  /// Pass timings from the module metadata file (empty when not dumped).
  absl::Span<const PassTiming> passTimings() const { return Timings; }
  /// Files that could not be used, as `PATH: error: ...` messages.
  absl::Span<const std::string> problems() const { return Problems; }

private:
  friend class Trace;
  struct Slot;
  /// `F` is the module's entry in Owner's index, which outlives it.
  explicit ModuleTrace(Trace &Owner, const ModuleFiles &F);
  Slot &slotFor(const Step &S) const;
  absl::StatusOr<std::shared_ptr<const Module>> parse(const Step &S) const;
  /// Load: pass timings and the pass regex from the metadata and
  /// debug_options files.
  void readExtras();
  /// Load, once the texts are read: problems, a lost name, the dump mode.
  void finishLoad();

  Trace &Owner;
  const ModuleFiles &Files;
  std::string Name;
  std::vector<Step> Steps;
  std::unique_ptr<Step> Before, After;
  std::vector<PipelineRun> Runs;
  DumpMode Mode = DumpMode::NoPassDumps;
  std::optional<std::string> PassRe;
  std::vector<PassTiming> Timings;
  std::vector<std::string> Problems;
  // One per step, then Before, then After.
  std::unique_ptr<Slot[]> Slots;
};

class Trace {
public:
  /// Indexes `Dir`, reads and fingerprints every module text in parallel
  /// (unless Options.ScanTexts is off).
  /// Only a missing or unreadable directory is an error; bad files are
  /// reported by their module's problems().
  static absl::StatusOr<std::unique_ptr<Trace>>
  load(const std::string &Dir, TraceOptions Options = {});
  ~Trace();

  const DumpIndex &index() const { return Index; }
  /// The module traces, in index order, as `const ModuleTrace &`.
  class ModuleRange;
  ModuleRange modules() const;
  /// Filtered if any module's is, else FullChangedOnly if any, else
  /// NoPassDumps.
  DumpMode dumpMode() const;

  /// Parses every snapshot of every module in parallel; returns the first
  /// error (the other snapshots are still parsed).
  absl::Status parseAll();

  Context &context() const { return *Ctx; }
  const ComputationCache &cache() const { return *Cache; }
  const TraceOptions &options() const { return Options; }

private:
  friend class ModuleTrace;
  Trace() = default;
  DumpIndex Index;
  TraceOptions Options;
  std::shared_ptr<Context> Ctx;
  std::unique_ptr<ComputationCache> Cache;
  std::vector<std::unique_ptr<ModuleTrace>> Modules;
};

/// A random-access view of a trace's modules that yields references.
class Trace::ModuleRange {
  using Base = std::vector<std::unique_ptr<ModuleTrace>>::const_iterator;

public:
  class iterator {
  public:
    using value_type = ModuleTrace;
    using difference_type = std::ptrdiff_t;
    using pointer = const ModuleTrace *;
    using reference = const ModuleTrace &;
    using iterator_category = std::forward_iterator_tag;

    iterator() = default;
    explicit iterator(Base It) : It(It) {}
    const ModuleTrace &operator*() const { return **It; }
    const ModuleTrace *operator->() const { return It->get(); }
    iterator &operator++() {
      ++It;
      return *this;
    }
    iterator operator++(int) { return iterator(It++); }
    bool operator==(const iterator &O) const { return It == O.It; }
    bool operator!=(const iterator &O) const { return It != O.It; }

  private:
    Base It;
  };

  explicit ModuleRange(const std::vector<std::unique_ptr<ModuleTrace>> &V)
      : V(&V) {}
  iterator begin() const { return iterator(V->begin()); }
  iterator end() const { return iterator(V->end()); }
  size_t size() const { return V->size(); }
  bool empty() const { return V->empty(); }
  const ModuleTrace &operator[](size_t I) const { return *(*V)[I]; }
  const ModuleTrace &front() const { return *V->front(); }

private:
  const std::vector<std::unique_ptr<ModuleTrace>> *V;
};

inline Trace::ModuleRange Trace::modules() const {
  return ModuleRange(Modules);
}

} // namespace hlotrace

#endif // HLOTRACE_TRACE_TRACE_H
