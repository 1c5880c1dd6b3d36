//===- DumpFileName.h - What one XLA dump file name says ------------------===//
//
// XLA names every file it writes under `--xla_dump_to` as
// `[PREFIX.]module_NNNN[.NAME][.cl_N].REST` (see docs/trace.md and
// xla-dump-format.md). parseDumpFileName() decodes one base name into its
// parts without touching the file system. Module names and pipeline names
// may contain dots, digits and `after_`, so REST is matched from the right
// against the forms XLA writes; whatever is left is the module name.
//
//===----------------------------------------------------------------------===//

#ifndef HLOTRACE_TRACE_DUMPFILENAME_H
#define HLOTRACE_TRACE_DUMPFILENAME_H

#include <cstdint>
#include <optional>
#include <string>

#include "absl/strings/string_view.h"

namespace hlotrace {

/// XLA's per-module dump counter (the `SSSS` of `module_NNNN.SSSS.*`), the
/// one type every layer uses for a step's number.
using StepNumber = int64_t;

/// What a dump file is; one row each in DumpFileKinds.def.
enum class DumpFileKind {
#define DUMP_FILE_KIND(Enum, Name, Rank) Enum,
#include "hlotrace/Trace/DumpFileKinds.def"
};

enum class DumpFormat {
  Text,       ///< .txt
  HloProto,   ///< .hlo.pb
  HloProtoGz, ///< .hlo.pb.gz
  Proto,      ///< .pb (other protos: snapshots, memory usage reports)
  ProtoGz,    ///< .pb.gz
  TextProto,  ///< .textproto, .pbtxt
  Riegeli,    ///< .riegeli
  Dot,        ///< .dot
  Html,       ///< .html, .top_level.html
  Url,        ///< .url
  None,       ///< no extension (debug_options)
  Other,      ///< anything else (.ll, .o, .mlir, ...)
};

/// The table's name: "pass-step", "after-optimizations", ...
absl::string_view dumpFileKindName(DumpFileKind K);
/// The table's sort rank (files of a module sort by it, then by step).
int dumpFileKindRank(DumpFileKind K);
absl::string_view dumpFormatName(DumpFormat F);
/// True for formats that hold a whole HLO module (text or HloProto).
bool isModuleFormat(DumpFormat F);

struct DumpFileName {
  DumpFileKind Kind = DumpFileKind::Unknown;
  DumpFormat Format = DumpFormat::Other;
  /// `--xla_dump_include_timestamp` prefix (microseconds).
  std::optional<uint64_t> Timestamp;
  /// A non-numeric prefix before `module_` (`lmhlo`, a computation name).
  std::string Prefix;
  /// `unique_id`; absent only for `module_<name>.execution_N` snapshots.
  std::optional<int64_t> ModuleId;
  /// May be empty: old dumps and names dropped because the file name would
  /// pass 255 characters. Attachments leave it empty when the name cannot
  /// be told from the suffix (see NameKnown).
  std::string ModuleName;
  /// False when the file name alone does not say where the module name ends
  /// (attachments such as `module_0000.jit_f.fusion.1_kernel.ir-no-opt.ll`);
  /// DumpIndex splits those with the name other files of the module give.
  bool NameKnown = true;
  /// The `.cl_N` changelist segment of internal builds.
  std::optional<uint64_t> Changelist;

  /// PassStep / DuringPass: the per-module dump counter.
  std::optional<StepNumber> Step;
  /// PassStep: pipeline, the pass just run (`pipeline-start` at a pipeline's
  /// first dump) and the pass to run next (`pipeline-end` at its last).
  /// DuringPass: Pipeline is empty, AfterPass is the pass, BeforePass empty,
  /// DuringStep names the point inside the pass.
  std::string Pipeline, AfterPass, BeforePass, DuringStep;

  /// AfterOptimizations and its reports: `sm_8.0_gpu`, `gfx90a_gpu`, `cpu`,
  /// or empty for the plain form.
  std::string BackendTag;
  /// Reports: the part after `after_optimizations-` (`buffer-assignment`,
  /// `memory-usage-report`, `live-range`, ...).
  std::string Report;
  /// ExecutionSnapshot: the execution counter or the N of `snapshot.N.pb`.
  std::optional<int64_t> Execution;
  /// Snapshot of the unoptimized module (`hlo_unoptimized_snapshot`).
  bool Unoptimized = false;
  /// Everything after `module_NNNN.[NAME.]` (or after `module_NNNN.` when
  /// !NameKnown): the attachment's own name.
  std::string Rest;
};

/// Decodes a base name (no directory). Never fails: a name that is not a
/// per-module dump file comes back as DumpFileKind::Unknown.
DumpFileName parseDumpFileName(absl::string_view FileName);

/// For an Attachment parsed with !NameKnown: if `Rest` starts with
/// `ModuleName.`, moves the name out of Rest and sets NameKnown.
bool resolveAttachmentName(DumpFileName &N, absl::string_view ModuleName);

/// `module_NNNN[.NAME]` directory names (PJRT writes a folder per module
/// with its StableHLO input, compile options and topology; Shardy one under
/// `shardy/` with its stages): the id and name, or nullopt.
std::optional<std::pair<int64_t, std::string>>
parseModuleDirectoryName(absl::string_view DirName);

/// A file inside a `module_NNNN.NAME/` folder, named by its own base name
/// `FileName`; `ParentName` is the folder above the module folder (`shardy`
/// for Shardy's stages). Fills Kind (StableHloInput, CompileOptions,
/// Topology, ShardyStage or Attachment), Format, Rest and, for a Shardy
/// stage `NN.STAGE.mlir`, Step = NN and DuringStep = STAGE. The caller sets
/// the module id and name from the folder.
DumpFileName parseModuleFolderFile(absl::string_view FileName,
                                   absl::string_view ParentName);

} // namespace hlotrace

#endif // HLOTRACE_TRACE_DUMPFILENAME_H
