//===- Ownership.h - Where XLA stops: who generates each op's code --------===//
//
// classifyOwnership() walks a final (`*after_optimizations`) module and gives
// every instruction that XLA would run an Owner: XLA's own emitters, or the
// library XLA handed it to (cuBLAS, cuDNN, Triton, NCCL, ...). Each entry also
// carries an estimate of FLOPs (dots, convolutions, GEMM custom calls and the
// dots/convolutions inside fusions) and of bytes read and written.
//
// Which instructions are seen: those of the entry computation and of the
// computations it reaches through control flow (while condition and body,
// conditional branches, call, async-start wrapped computations), but not the
// insides of fusions (a fusion is one kernel) nor reduction/sort/scatter
// comparators (to_apply of non-control-flow ops).
//
// Every rule (custom-call target, fusion kind or opcode -> owner) is one row
// of lib/Query/OwnerRules.def; docs/where-xla-stops.md lists them with the
// XLA source each name comes from.
//
// attributeHandOffs() takes an ordered list of pass snapshots of the same
// module (in memory, or loaded on demand) and says, for each handed-off op,
// at which step it first appeared.
//
//===----------------------------------------------------------------------===//

#ifndef HLOTRACE_QUERY_OWNERSHIP_H
#define HLOTRACE_QUERY_OWNERSHIP_H

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"
#include "absl/types/span.h"
#include "hlotrace/IR/Module.h"
#include "hlotrace/Query/PassModule.h"

namespace hlotrace {

class ModuleLineage;

/// Who generates the code of one op: one row of Owners.def each. The
/// spellings (ownerSpelling) are the fixed vocabulary printed by `where`.
enum class Owner : uint8_t {
#define OWNER(Enum, Spelling, ScratchBuffer, Meaning) Enum,
#include "hlotrace/Query/Owners.def"
};
inline constexpr int kNumOwners = 0
#define OWNER(Enum, Spelling, ScratchBuffer, Meaning) +1
#include "hlotrace/Query/Owners.def"
    ;

absl::string_view ownerSpelling(Owner O);
std::optional<Owner> ownerFromSpelling(absl::string_view Spelling);
/// True when the owner's custom calls return a trailing workspace buffer.
bool ownerHasScratchBuffer(Owner O);

/// The compiler backend that produced a module: one row of Backends.def
/// each. CUDA and ROCm are told apart because XLA:ROCm keeps CUDA-named
/// custom-call targets that run on other libraries.
enum class Backend : uint8_t {
#define BACKEND(Enum, Spelling) Enum,
#include "hlotrace/Query/Backends.def"
};

/// "unknown", "cuda", "rocm", "cpu", "tpu".
absl::string_view backendSpelling(Backend B);
std::optional<Backend> backendFromSpelling(absl::string_view Spelling);
/// From the backend tag of a decoded final-dump file name
/// (DumpFileName::BackendTag): `sm_9.0a_gpu` -> Cuda, `gfx942_gpu` -> Rocm,
/// `cpu` -> Cpu; otherwise (TPU dumps carry no tag) Unknown.
Backend backendFromTag(absl::string_view BackendTag);
/// From the module's contents: `tpu_custom_call` or tiled layouts -> Tpu;
/// GPU backend-config keys and library targets -> Cuda (a module alone does
/// not tell ROCm from CUDA); XLA:CPU keys and targets -> Cpu; else Unknown.
Backend backendFromModule(const Module &M);

struct OwnershipOptions {
  /// Use this backend instead of guessing one.
  std::optional<Backend> BackendOverride;
  /// The backend tag of the dump file the module came from
  /// (DumpFileName::BackendTag); backendFromTag() of it is the first guess,
  /// backendFromModule() the second.
  std::string BackendTag;
};

/// One seen instruction.
struct OpOwnership {
  const Instruction *Inst = nullptr;
  Owner Who = Owner::Xla;
  /// What was handed off: the custom-call target, the fusion kind
  /// (`kLoop`, `__triton_gemm`, `__custom_fusion:name`), or a library label
  /// from the rule table (`eigen`, `ducc`); empty for plain ops.
  std::string Target;
  int64_t Flops = 0;
  int64_t BytesRead = 0;
  int64_t BytesWritten = 0;
};

struct OwnerSummary {
  Owner Who = Owner::Xla;
  int64_t Ops = 0;
  int64_t Flops = 0;
  int64_t BytesRead = 0;
  int64_t BytesWritten = 0;
};

struct OwnershipReport {
  Backend DetectedBackend = Backend::Unknown;
  /// Seen instructions: a computation's instructions in order, with the
  /// computations an instruction reaches through control flow right after it.
  std::vector<OpOwnership> Ops;
  /// One row per owner that has at least one op, in Owner order.
  std::vector<OwnerSummary> Summary;

  int64_t totalFlops() const;
};

/// Classifies every seen instruction of `M`. Fails only when the module has
/// no entry computation.
absl::StatusOr<OwnershipReport>
classifyOwnership(const Module &M, const OwnershipOptions &Options = {});

/// Adds `Other`'s summary rows into `Into` (for totals over several modules).
void accumulateSummary(std::vector<OwnerSummary> &Into,
                       absl::Span<const OwnerSummary> Other);

/// How a handed-off op was found in an earlier snapshot.
enum class HandOffMatch {
  Name,   ///< An instruction of the same name and identity.
  OpName, ///< Only the identity and the metadata op_name matched.
  Lineage, ///< Followed back by lineage (the final module is the last
           ///< snapshot): the first step whose output held it.
};
/// "name", "op_name", "lineage".
absl::string_view handOffMatchSpelling(HandOffMatch M);

/// Where a handed-off op first appeared.
struct HandOffOrigin {
  size_t OpIndex = 0; ///< Index into OwnershipReport::Ops.
  StepNumber Step = 0;
  /// The pass that made the op: the one the step's file names, or, for a
  /// trace (classifyTraceOwnership()), the one attributeStep() credits,
  /// e.g. spmd-partitioning for collectives first seen at the
  /// `pipeline-start` dump of spmd-cleanup, which runs inside it.
  std::string Pass;
  HandOffMatch MatchedBy = HandOffMatch::Name;
  /// attributeStep()'s phrase when Pass is not the file's (`by
  /// spmd-partitioning (enclosing pass, seen at the start of pipeline
  /// spmd-cleanup)`); empty otherwise.
  std::string Note;
};

/// True for an op handed to a library: an owner other than `xla` and
/// `none`.
bool isHandedOff(const OpOwnership &Op);

/// For each handed-off op of `Report` (isHandedOff), the snapshot whose pass
/// decided the hand-off. When the report's module is the last snapshot, the
/// op is followed back by lineage while its predecessor keeps the
/// owner-relevant identity (custom-call target, fusion kind, or opcode): the
/// first snapshot of that run (`before_optimizations` when the frontend
/// emitted it). Otherwise: the first snapshot holding an instruction of the
/// same name and identity; failing that, of the same identity and metadata
/// op_name. Ops found in no snapshot are left out.
///
/// The walk computes a step's lineage only when it reaches the step and the
/// snapshot before holds an instruction of the op's identity (with none,
/// the walk stops there whatever the lineage says), so most hand-offs need
/// no lineage; the answer is the one a walk over every step gives. A
/// snapshot without an entry computation (lineage fails on it; parsers
/// never make one) sends every op to the name search.
std::vector<HandOffOrigin>
attributeHandOffs(const OwnershipReport &Report,
                  absl::Span<const PassModule> Snapshots);

/// The same over the snapshots of `Lineage`, reusing the steps it has
/// computed (and computing the ones the walk needs into it): a caller that
/// needs the lineage of the same snapshots anyway computes it once.
std::vector<HandOffOrigin> attributeHandOffs(const OwnershipReport &Report,
                                             const ModuleLineage &Lineage);

/// Snapshots loaded when first asked for (a dump directory parses each pass
/// dump on demand), for attributeHandOffs.
struct SnapshotLoader {
  /// How many snapshots, earliest first.
  size_t Count = 0;
  /// Snapshot K with its module, or nullopt when it cannot be loaded: it is
  /// then left out, and the loaded ones around it are consecutive. Called
  /// at most once per K by one attributeHandOffs; the module must live until
  /// that call returns.
  std::function<std::optional<PassModule>(size_t K)> Load;
};

/// The same over snapshots loaded on demand: the lineage walk loads the
/// last snapshot and those it walks back through (with the one before each),
/// the name search (when the report's module is not the last snapshot, or a
/// step's lineage fails) every snapshot.
std::vector<HandOffOrigin> attributeHandOffs(const OwnershipReport &Report,
                                             const SnapshotLoader &Snapshots);

} // namespace hlotrace

#endif // HLOTRACE_QUERY_OWNERSHIP_H
