//===- TraceQueries.h - The query layer over a loaded dump directory -----===//
//
// The query functions (Diff, FusionProvenance, Rollup, Ownership)
// work on plain Modules and on spans of PassModule. This header is the glue
// from a Trace (hlotrace/Trace/Trace.h) to them: pick a module trace by
// `--module` (id, name or regex), a step by pass name (first or Nth run) or
// dump step number, and turn a module's history into the ordered snapshot
// list, parsed in parallel through the trace's shared ComputationCache.
// Everything `hlotrace diff|history|fusions|rollup|where DIR` computes comes
// from here, so a C++ caller gets the same answers.
//
//===----------------------------------------------------------------------===//

#ifndef HLOTRACE_QUERY_TRACEQUERIES_H
#define HLOTRACE_QUERY_TRACEQUERIES_H

#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "absl/container/flat_hash_map.h"
#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"
#include "absl/types/span.h"
#include "hlotrace/Query/Diff.h"
#include "hlotrace/Query/Kernels.h"
#include "hlotrace/Query/Ownership.h"
#include "hlotrace/Query/PassModule.h"
#include "hlotrace/Trace/Trace.h"

namespace hlotrace {

/// The pass labels given to the two ends of a history.
inline constexpr absl::string_view kBeforeOptimizationsPass =
    "before_optimizations";
inline constexpr absl::string_view kAfterOptimizationsPass =
    "after_optimizations";

/// The label a step gets as a PassModule: its pass (`kBeforeOptimizations
/// Pass` / `kAfterOptimizationsPass` for the ends, `PASS:DURING_STEP` for a
/// dump from inside a pass), pipeline and number (-1 for the ends). The
/// module pointer is left null.
PassModule snapshotLabel(const Step &S);

/// A short human label: `step 19 (HLO_passes_after_layout_assignment /
/// fusion)`, `before optimizations`, `after optimizations (cpu)`.
std::string describeStep(const Step &S);

/// Who a change first visible at `S` (against M.previous(S)) can be
/// credited to, when that is not simply the pass named in S's file.
struct StepAttribution {
  enum Kind {
    Direct,          ///< The pass named in the file (S.Pass).
    EnclosingPass,   ///< A dump from inside another pass: a nested
                     ///< pipeline's `pipeline-start`, or a pass's own dump
                     ///< from inside it (XLA:TPU's tpu-tiling-rewriter in
                     ///< layout-assignment). The change was made by the
                     ///< enclosing pass, the one of the previous step's
                     ///< pipeline dumped next; Pass names it.
    OutsidePasses,   ///< A `pipeline-start` dump changed by no dumped pass:
                     ///< the compiler between pipelines (the scheduler).
    PassesNotDumped, ///< A narrow pass regex: passes that were not dumped
                     ///< ran since the previous snapshot.
  } How = Direct;
  std::string Pass;
  /// A short phrase for tools: `by spmd-partitioning (enclosing pass, seen at
  /// the start of pipeline spmd-cleanup)`, `since before_optimizations,
  /// passes not dumped`; empty for Direct.
  std::string Note;
};
StepAttribution attributeStep(const ModuleTrace &M, const Step &S);

/// A module's history as the query functions want it. The modules belong to
/// the trace's cache; Modules keeps them alive as long as this object.
struct TraceSnapshots {
  const ModuleTrace *Trace = nullptr;
  /// Steps[K] is the step of Refs[K] and Modules[K] its module.
  std::vector<const Step *> Steps;
  std::vector<PassModule> Refs;
  std::vector<std::shared_ptr<const Module>> Modules;
  /// Steps that could not be parsed (proto-only without a loader, bad text)
  /// and were left out, as their errors.
  std::vector<absl::Status> Skipped;

  /// Position of `S` in Refs, if it was loaded.
  std::optional<size_t> indexOf(const Step *S) const;
};

struct SnapshotLoadOptions {
  /// Parsing threads; 0 uses every hardware thread, 1 parses inline.
  unsigned Threads = 0;
  /// Fail on the first step that cannot be parsed instead of skipping it.
  bool Strict = false;
  /// A snapshot whose text file holds what the one before it holds (the
  /// same content fingerprint and module name) shares that one's module
  /// (the same object in Modules) instead of being parsed, when the
  /// trace's cache holds all its computations (a parse would give the same
  /// objects).
  bool ShareUnchanged = false;
};

/// Parses every snapshot of `M` (in parallel; already parsed ones are
/// reused) and labels it. Fails when no snapshot could be parsed, or, with
/// Strict, when any could not.
absl::StatusOr<TraceSnapshots>
loadSnapshots(const ModuleTrace &M, const SnapshotLoadOptions &Options = {});

/// Per-pass compile time from the module metadata
/// (`--xla_dump_module_metadata`, ModuleTrace::passTimings()).
struct StepTimes {
  /// By step: microseconds of the pass the step was dumped after (the
  /// metadata names the dump files each pass wrote). Steps the metadata does
  /// not name are absent.
  absl::flat_hash_map<const Step *, int64_t> MicrosByStep;
  /// From the first pass's start to the last pass's end; 0 without metadata.
  int64_t CompileMicros = 0;
  /// Passes the metadata times.
  size_t Passes = 0;
};
StepTimes stepTimes(const ModuleTrace &M);

/// The one meaning of `--module` in every subcommand and in the library.
/// Every module trace of `T` that `Selector` names, in trace order: an id
/// (`3` or `0003`), else an exact module name, else a regex searched in the
/// name (POSIX extended). An empty selector names every module. A selector
/// that names none is NotFound (listing the modules), a bad regex
/// InvalidArgument.
absl::StatusOr<std::vector<const ModuleTrace *>>
findModules(const Trace &T, absl::string_view Selector);

/// The one module trace `Selector` names (see findModules). An empty
/// selector is accepted when the trace holds one module, or one module
/// that XLA compiled to the end (an after-optimizations dump): XLA:GPU
/// also dumps the modules it extracts to autotune fusions, which have
/// none. NotFound when none matches, InvalidArgument (listing the
/// candidates) when several do.
absl::StatusOr<const ModuleTrace *> findModule(const Trace &T,
                                               absl::string_view Selector);

/// Which step of a history to pick: by dump step number, or by the pass
/// that produced it (its `Occurrence`-th run, 1-based; fixed-point
/// pipelines run a pass many times). Pass is matched against snapshotLabel():
/// `fusion`, `PIPELINE/PASS` to stay in one pipeline,
/// `copy-insertion:after_removing_unnecessary_copies` for a dump from inside
/// a pass; `before_optimizations` and `after_optimizations` name the ends.
struct StepSelector {
  std::optional<int64_t> Number;
  std::string Pass;
  unsigned Occurrence = 1;
};

/// NotFound (naming the module and what was asked) when no step matches;
/// InvalidArgument when the selector names neither a pass nor a number.
absl::StatusOr<const Step *> findStep(const ModuleTrace &M,
                                      const StepSelector &Selector);

/// One step diffed against the snapshot before it in the history.
struct StepDiff {
  const Step *Old = nullptr;
  const Step *New = nullptr;
  std::shared_ptr<const Module> OldModule, NewModule;
  ModuleDiff Diff; ///< Points into OldModule and NewModule.
};

/// Diffs `S` against M.previous(S), pairing by lineage
/// (DiffPairing::Lineage, whatever Options.Pairing says: both are
/// snapshots of one module). FailedPrecondition for the first snapshot of
/// the history (nothing before it).
absl::StatusOr<StepDiff> diffWithPrevious(const ModuleTrace &M, const Step &S,
                                          const DiffOptions &Options = {});

/// Diffs any two steps of `M` (`From` need not come first), pairing by
/// lineage as diffWithPrevious does; steps apart (From first) through the
/// lineage of every step between, composed (ModuleLineage::between).
absl::StatusOr<StepDiff> diffSteps(const ModuleTrace &M, const Step &From,
                                   const Step &To,
                                   const DiffOptions &Options = {});

/// The steps that bound one or every run of a pipeline (with the runs
/// nested in it): its `pipeline-start` dump (what the module was when the
/// run began) and its last step. Occurrence counts runs from 1; 0 takes
/// every run, from the first one's start to the last one's end (e.g. what
/// the four `simplification` iterations did together).
absl::StatusOr<std::pair<const Step *, const Step *>>
pipelineRange(const ModuleTrace &M, absl::string_view Pipeline,
              unsigned Occurrence = 0);

/// `where` for one module of a trace: ownership of its after-optimizations
/// module, and for each handed-off op the step and pass at which it first
/// appeared in the history.
struct TraceOwnership {
  const ModuleTrace *Trace = nullptr;
  const Step *Final = nullptr;
  std::shared_ptr<const Module> FinalModule;
  OwnershipReport Report;
  /// Indexed like Report.Ops; empty for ops not handed off or not found,
  /// and for all ops when the final module is the only snapshot parsed.
  std::vector<std::optional<HandOffOrigin>> Origins;
  /// What runs each instruction, from the module's GPU thunk and PTX dumps
  /// (empty for modules without them); KernelsError says why it is empty
  /// when those files did not parse.
  ModuleKernels Kernels;
  std::string KernelsError;
};

/// NotFound when `M` has no after-optimizations module. The history is parsed
/// only as far as the attribution needs (attributeHandOffs over a
/// SnapshotLoader): not at all when no op is handed off; with `Load.Strict`,
/// all of it, and a step that does not parse leaves every op unattributed.
/// `Load.Threads` is not used (one module is one task).
absl::StatusOr<TraceOwnership>
classifyTraceOwnership(const ModuleTrace &M,
                       const OwnershipOptions &Options = {},
                       const SnapshotLoadOptions &Load = {});

/// `where DIR`: every module of `T` that has an after-optimizations module.
struct TraceOwnershipSet {
  std::vector<TraceOwnership> Modules;
  /// Modules that had a final module but failed to parse or classify.
  std::vector<absl::Status> Errors;
  /// Summary rows summed over Modules.
  std::vector<OwnerSummary> Total;
  /// The backend the modules were classified for (backendSpelling), or
  /// "mixed" when they differ; empty when Modules is.
  std::string Backend;
};

/// Classifies the modules of `T` in parallel, one task per module on
/// `Load.Threads` workers.
TraceOwnershipSet classifyTraceOwnership(const Trace &T,
                                         const OwnershipOptions &Options = {},
                                         const SnapshotLoadOptions &Load = {});

/// The same for some modules of a trace (findModules picks them); those
/// without an after-optimizations module are left out (none is an error:
/// Modules and Errors both empty).
TraceOwnershipSet
classifyTraceOwnership(absl::Span<const ModuleTrace *const> Modules,
                       const OwnershipOptions &Options = {},
                       const SnapshotLoadOptions &Load = {});

} // namespace hlotrace

#endif // HLOTRACE_QUERY_TRACEQUERIES_H
