//===- Diff.h - Differences between two module snapshots ------------------===//
//
// diffModules() pairs the computations of two modules and, inside each pair,
// their instructions, then says what was added, removed and changed. For
// two snapshots of one module (DiffPairing::Lineage, what diffSteps() and
// diffWithPrevious() use) instructions pair as the lineage engine
// (Lineage.h) links them, by structure: Shardy renumbering every
// instruction or SPMD partitioning renaming them still pairs each one with
// itself, so the diff is the attributes, shapes and operands that changed.
// For unrelated modules (DiffPairing::Names) matching goes by names, clone
// suffixes and then structure (`fused_computation.3` -> `...3.clone`,
// fusion parameters renumbered). Each match records how it was made
// (MatchKind). Computations that are the same object in both modules (the
// trace shares unchanged ones) are reported unchanged without looking
// inside. The entry computation always pairs with the entry computation,
// whatever its name (SPMD partitioning renames `main.1` to `main.1_spmd`).
//
// Every change carries its old and new text (FieldChange): an attribute's
// value, the shape with its layout, the operands, the module header, the
// order of instructions. ModuleDiff::empty() is false exactly when the two
// modules print differently up to the module name, which is what the
// trace's content fingerprint (ModuleTrace::changed) decides, so the two
// never disagree.
//
//===----------------------------------------------------------------------===//

#ifndef HLOTRACE_QUERY_DIFF_H
#define HLOTRACE_QUERY_DIFF_H

#include <cstdint>
#include <string>
#include <vector>

#include "absl/strings/string_view.h"
#include "hlotrace/IR/Module.h"
#include "hlotrace/Query/Lineage.h"

namespace hlotrace {

/// How an old and a new entity were paired, strongest first.
enum class MatchKind : uint8_t {
  None,            ///< Not matched (added or removed).
  ByName,          ///< Same name.
  ByRenamedSuffix, ///< Same name once XLA's suffixes (`.N`, `.clone`) are
                   ///< stripped, and same opcode.
  ByFusionParameter, ///< `parameter(N)` with the same N in paired
                     ///< computations (fusion parameters are renamed on
                     ///< every clone).
  ByStructure, ///< Instructions: same opcode, shape, paired operands and
               ///< metadata op_name. Computations: same content up to names.
  ByCaller,    ///< Computations called at the same position by a pair of
               ///< matched instructions.
  ByLineage,   ///< Instructions: linked by the lineage engine (the link's
               ///< kind and confidence are kept). Computations: most of
               ///< their instructions' links join them.
};

enum class ChangeKind : uint8_t { Unchanged, Added, Removed, Changed };

/// Bits of InstructionChange::What.
enum ChangeBits : uint32_t {
  ChangedOpcode = 1u << 0,
  ChangedShape = 1u << 1,
  ChangedOperands = 1u << 2,
  ChangedAttributes = 1u << 3,
  ChangedCalledComputations = 1u << 4,
  ChangedPayload = 1u << 5, ///< `constant(...)`, `parameter(N)` text.
  ChangedName = 1u << 6,    ///< Matched under another name.
  ChangedRoot = 1u << 7,    ///< Became or stopped being the ROOT.
};
/// How many ChangeBits there are (bits 0 .. kChangeBitCount - 1).
constexpr unsigned kChangeBitCount = 8;

/// One field of an instruction or of the module header, before and after.
/// Empty text on one side means the field is absent there (an attribute
/// added or removed).
struct FieldChange {
  /// `shape`, `opcode`, `operands`, `name`, `root`, `payload`, `calls`, or
  /// the attribute's name (`sharding`, `backend_config`, `dimensions`, ...)
  /// when IsAttribute; for the header, the header attribute's name.
  std::string Field;
  bool IsAttribute = false;
  std::string Old, New;
};

struct InstructionChange {
  ChangeKind Kind = ChangeKind::Unchanged;
  MatchKind Match = MatchKind::None;
  const Instruction *Old = nullptr; ///< Null when added.
  const Instruction *New = nullptr; ///< Null when removed.
  uint32_t What = 0;                ///< ChangeBits, for Changed.
  /// With Match == ByLineage: the link's kind and confidence. Also for an
  /// added or removed instruction with LinkedTo: the first link's kind and
  /// the weakest confidence.
  LinkKind Link = LinkKind::Same;
  float Confidence = 1.0f;
  /// Paired by lineage, an added or removed instruction the lineage links
  /// elsewhere: where a removed one went (its fused copy, the instruction
  /// CSE merged it into, its inlined copy) or what an added one continues.
  std::vector<const Instruction *> LinkedTo;
  /// Names of attributes added, removed or with another value (sorted).
  std::vector<std::string> ChangedAttributeNames;
  /// For Changed: every changed field with its old and new text, in the
  /// order name, opcode, shape, operands, payload, calls, root, attributes.
  std::vector<FieldChange> Fields;
};

struct ComputationDiff {
  ChangeKind Kind = ChangeKind::Unchanged;
  MatchKind Match = MatchKind::None;
  const Computation *Old = nullptr;
  const Computation *New = nullptr;
  /// True when Old == New (shared object): nothing inside was compared.
  bool SameObject = false;
  /// Every instruction of both sides once: added, removed, changed and
  /// (only with DiffOptions::KeepUnchanged) unchanged; new-side order, then
  /// removed ones in old order.
  std::vector<InstructionChange> Instructions;
  int64_t Added = 0, Removed = 0, Changed = 0, Unchanged = 0;
  /// Paired instructions that changed position relative to the others (the
  /// fewest moves that explain the new order); the scheduler's whole output.
  int64_t Moved = 0;
  /// Instructions (new module, else old) that call this computation, e.g.
  /// the fusion that calls a new fused computation.
  std::vector<const Instruction *> Callers;
  bool IsEntry = false;
};

/// How diffModules pairs what has no shared object or equal name.
enum class DiffPairing : uint8_t {
  /// Unrelated modules (two files): names, parameter numbers, clone
  /// suffixes, then structure (same opcode, shape, op_name and paired
  /// operands).
  Names,
  /// Two snapshots of one module: computations pair with the computation
  /// most of their instructions are linked into, then through paired
  /// callers; instructions pair only as the lineage links them (one
  /// continuation each: where several old ones were merged into one, the
  /// one of the same name, else the strongest link, pairs and the others
  /// are removed). What has no link is added or removed, except in a
  /// computation pair with no link at all (twin reducers the lineage could
  /// not tell apart, paired through their callers), which pairs by names.
  Lineage,
};

struct DiffOptions {
  /// Keep Unchanged entries for instructions and computations.
  bool KeepUnchanged = false;
  DiffPairing Pairing = DiffPairing::Names;
  /// With Lineage: the lineage from Old to New when the caller has it
  /// (ModuleLineage::step); null makes diffModules compute it.
  const StepLineage *Lineage = nullptr;
  /// What a caller that only counts and lists the changes can leave out:
  /// ComputationDiff::Callers, InstructionChange::Fields (the old and new
  /// texts) and, with Lineage, where added and removed instructions are
  /// linked (InstructionChange::LinkedTo, Link, Confidence). Pairing,
  /// kinds, counts, What and ChangedAttributeNames are the same either way.
  bool Callers = true, Fields = true, LinkedTo = true;
  /// The side's module came from a protobuf file, which does not hold the
  /// header's HloModuleConfig attributes (isModuleConfigAttribute()): one
  /// that only the other side has is then not a change (`hlotrace diff
  /// X.txt X.hlo.pb` of one dumped step shows no header change).
  bool OldFromProto = false, NewFromProto = false;
};

struct ModuleDiff {
  const Module *Old = nullptr;
  const Module *New = nullptr;
  /// How it was paired (Names when Lineage was asked for but the lineage
  /// could not be computed).
  DiffPairing Pairing = DiffPairing::Names;
  /// Module name and header attributes (`is_scheduled`,
  /// `entry_computation_layout`, ...) that changed, header order.
  std::vector<FieldChange> Header;
  /// The computations are printed in another order.
  bool ComputationOrderChanged = false;
  /// Changed, added and removed computations (and unchanged ones with
  /// KeepUnchanged): the entry computation first, then new-module order,
  /// then removed ones.
  std::vector<ComputationDiff> Computations;
  int64_t ComputationsAdded = 0, ComputationsRemoved = 0,
          ComputationsChanged = 0, ComputationsUnchanged = 0;
  /// Instruction totals over all computations. An added computation's
  /// instructions count as added, a removed one's as removed.
  int64_t InstructionsAdded = 0, InstructionsRemoved = 0,
          InstructionsChanged = 0;

  /// No difference in content (the module name is not content).
  bool empty() const {
    for (const FieldChange &F : Header)
      if (F.Field != "name")
        return false;
    return ComputationsAdded == 0 && ComputationsRemoved == 0 &&
           ComputationsChanged == 0 && !ComputationOrderChanged;
  }
  /// The entry for the computation named `Name` on either side, or null.
  const ComputationDiff *find(absl::string_view Name) const;
};

ModuleDiff diffModules(const Module &Old, const Module &New,
                       const DiffOptions &Options = {});

absl::string_view matchKindName(MatchKind K);   ///< "by-name", ...
absl::string_view diffPairingName(DiffPairing P); ///< "names", "lineage"
absl::string_view changeKindName(ChangeKind K); ///< "added", ...
/// Names of the set bits of `What`: {"opcode", "shape", ...}.
std::vector<std::string> changeBitNames(uint32_t What);
/// The name of bit `Bit` (0 .. kChangeBitCount - 1) of What: "opcode", ...
absl::string_view changeBitName(unsigned Bit);

/// `add.11.clone.2` -> `add`: the name without XLA's numeric and `.clone`
/// suffixes; what survives renames and cloning best.
absl::string_view baseName(absl::string_view Name);
/// True when one name is the other plus XLA clone/rename suffixes
/// (`x` / `x.1`, `add.11` / `add.11.5`, `fused_computation.3` /
/// `fused_computation.3.clone`), or both are one name plus such suffixes.
bool isSuffixRename(absl::string_view A, absl::string_view B);

} // namespace hlotrace

#endif // HLOTRACE_QUERY_DIFF_H
