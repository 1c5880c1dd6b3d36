//===- ReportData.h - What the report shows, gathered from the queries ----===//
//
// The one place the report calls the query layer. buildModuleData() turns a
// module trace (or a single module) into plain rows: steps, pipeline runs,
// the distinct computation texts and which of them each snapshot holds, the
// diff of every changed step, fusion provenance, ownership. ReportJson.cpp
// writes these rows out; nothing after this file looks at the IR.
//
//===----------------------------------------------------------------------===//

#ifndef HLOTRACE_LIB_REPORT_REPORTDATA_H
#define HLOTRACE_LIB_REPORT_REPORTDATA_H

#include <cstdint>
#include <deque>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "absl/strings/string_view.h"
#include "absl/status/statusor.h"
#include "hlotrace/IR/Module.h"
#include "hlotrace/Query/TraceQueries.h"
#include "hlotrace/Trace/Trace.h"

namespace hlotrace::report {

/// One snapshot of a module's history.
struct StepRow {
  std::string Kind; ///< "before", "pass", "during", "after".
  int64_t Number = -1;
  std::string Pipeline, Pass, Detail; ///< Detail: next pass or during-step.
  int Run = -1;
  std::optional<bool> Changed;
  std::optional<int64_t> Instructions;
  std::optional<int64_t> Micros; ///< Pass time from the module metadata.
  std::string File;              ///< Relative path of its first file.
  /// Indices into ModuleData::Texts, in printed order; empty when the
  /// snapshot could not be parsed.
  std::vector<uint32_t> Computations;
  std::string Header; ///< The `HloModule ...` line.
  bool Parsed = false;
};

struct RunRow {
  std::string Pipeline;
  int Parent = -1;
  bool StartSeen = false, EndSeen = false;
};

/// One old -> new instruction pairing (or an added / removed one).
/// Names here and in LinkRow and the Gone / Born lists are views of the
/// modules' own names and of the queries' constant spellings: the rows
/// live no longer than the trace or module they describe.
/// PERF NOTE: a copy of each name was a tenth of building the rows.
struct InstructionRow {
  absl::string_view Old, New; ///< Empty on the side where it does not exist.
  absl::string_view Kind;     ///< "added", "removed", "changed".
  absl::string_view Match;    ///< How it was paired ("by-name", ...).
  /// Changed parts: ChangeBits (hlotrace/Query/Diff.h), then the names of
  /// the changed attributes. Written as "shape", "operands", ...,
  /// "attribute sharding".
  uint32_t What = 0;
  std::vector<std::string> Attributes;
};

struct ComputationChangeRow {
  int64_t Old = -1, New = -1; ///< Text indices; -1 when absent.
  absl::string_view OldName, NewName;
  absl::string_view Kind, Match;
  std::vector<InstructionRow> Instructions;
};

/// A step diffed against the one before it.
struct StepDiffRow {
  size_t Step = 0; ///< Index into ModuleData::Steps (the new side).
  int64_t Added = 0, Removed = 0, Changed = 0;
  std::vector<ComputationChangeRow> Computations;
};

/// A step-to-step link of the instruction history (old name -> new name),
/// from the lineage engine (hlotrace/Query/Lineage.h).
struct LinkRow {
  size_t Step = 0; ///< The new side.
  absl::string_view Old, New, Kind, Via;
  double Confidence = 1.0;
};

/// Views, like InstructionRow's names (of the trace's names and passes, or
/// of ModuleData::Owned).
struct AbsorbedRow {
  absl::string_view Name, Opcode, Computation, FromFusion, Clone, Pass;
  size_t Step = 0;
  bool Duplicated = false;
};

struct FusionRow {
  std::string Fusion, Kind, Computation, FusedComputation, Pass;
  std::optional<size_t> CreatedStep; ///< Empty when present at the start.
  std::vector<AbsorbedRow> Absorbed;
  std::vector<std::string> Unattributed;
};

/// A producer GPU priority fusion refused to fuse (hlotrace/Query/Why.h).
struct RefusalRow {
  std::string Producer, Reason;
  int Line = 0;
  size_t Times = 0;
};

struct OpRow {
  std::string Name, Opcode, Owner, Target, Computation, Kernel;
  int64_t Flops = 0, BytesRead = 0, BytesWritten = 0;
  std::optional<size_t> OriginStep; ///< The deciding step, when known.
  std::string OriginPass, MatchedBy;
};

struct OwnerRow {
  std::string Owner;
  int64_t Ops = 0, Flops = 0, BytesRead = 0, BytesWritten = 0;
};

/// A distinct computation text: printed, or a span of a dump file that
/// holds it as the printer writes it. A span is read again when the page
/// is written (writeModuleJson), so the report holds no copy of it.
struct TextRow {
  static constexpr uint32_t kPrinted = ~0u;
  uint32_t File = kPrinted; ///< Index into ModuleData::TextFiles.
  size_t Offset = 0, Size = 0;
  std::string Printed; ///< When File is kPrinted.
  size_t size() const { return File == kPrinted ? Printed.size() : Size; }
};

/// A dump file that texts are read from, with its size when first read
/// (the page fails if the file changed in between).
struct TextFile {
  std::string Path;
  size_t Size = 0;
};

struct ModuleData {
  std::string Id, Name, Directory, Backend, Mode, PassRegex;
  std::vector<StepRow> Steps;
  std::vector<RunRow> Runs;
  std::vector<TextRow> Texts; ///< Distinct computation texts.
  std::vector<TextFile> TextFiles;
  std::vector<StepDiffRow> Diffs;
  std::vector<LinkRow> Links;
  /// (step, name): instructions the step removed and created.
  std::vector<std::pair<size_t, absl::string_view>> Gone, Born;
  std::vector<FusionRow> Fusions;
  std::optional<size_t> FusionStep; ///< The snapshot Fusions describe.
  /// XLA's reasons for producers left unfused (priority_fusion_dump.txt),
  /// the file, and the snapshots before and after that pass (rows).
  std::vector<RefusalRow> Refusals;
  std::string RefusalFile;
  std::optional<size_t> RefusalBefore, RefusalAfter;
  std::vector<OpRow> Ops;
  std::vector<OwnerRow> Owners;
  /// Passes the module metadata timed but the dump does not hold.
  std::vector<std::string> NotDumped;
  std::optional<int64_t> CompileMicros;
  std::vector<std::string> Problems;
  size_t ComputationRefs = 0, SkippedSteps = 0;
  /// Texts that rows view and no module holds (a deque: its strings never
  /// move).
  std::deque<std::string> Owned;
};

/// Work that needs only a module's texts (ModuleData::Texts and
/// TextFiles, which nothing changes once they are found): tasks to run on
/// the module's workers, after its step work, reading `M` until they end.
using TextTasks =
    std::function<std::vector<std::function<void()>>(const ModuleData &M)>;

/// The snapshots buildModuleData() reads, parsed on `Threads` threads (a
/// snapshot whose text repeats the one before shares its module).
absl::StatusOr<TraceSnapshots> loadModuleSnapshots(const ModuleTrace &M,
                                                   unsigned Threads);

/// Everything about one module trace; errors become Problems. Its steps
/// are diffed and mapped on `StepThreads` threads (0: all; 1: inline), and
/// the tasks that `BesideSteps` (if set) gives once the texts are found
/// run after them on the same workers. `Loaded`, if given, is what
/// loadModuleSnapshots(M, ...) gave; else the snapshots are loaded here.
ModuleData buildModuleData(
    const ModuleTrace &M, unsigned StepThreads,
    const TextTasks &BesideSteps = nullptr,
    std::optional<absl::StatusOr<TraceSnapshots>> Loaded = std::nullopt);
/// A single module file: one "after" step, its fusions and owners.
ModuleData buildSingleModuleData(const Module &M, const std::string &File);

} // namespace hlotrace::report

#endif // HLOTRACE_LIB_REPORT_REPORTDATA_H
