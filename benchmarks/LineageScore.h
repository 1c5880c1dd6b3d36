//===- LineageScore.h - Ground truth for lineage from unique op_name labels ===//
//
// The lineage benchmark's scorer. scripts/xla/gen_lineage_dumps.py gives
// every JAX equation a unique name scope, so an instruction's metadata
// op_name (its *label*) names the equation it came from, in every snapshot.
// scoreStep() derives the true links of one step from those labels and
// compares computeLineage()'s links (computed with metadata hidden) with
// them. The definition, in short (docs/lineage.md, "Ground truth", has it in
// full):
//
//  - An instruction's label is the `oN/...` tail of its op_name; its class
//    is (label, opcode, shape without layout, attributes other than
//    metadata/sharding/backend config/called computation names, payload).
//  - An old instruction o's true successors are the new instructions of
//    its class; else, if structural twins of o in the old module (what CSE
//    merges) keep their class, theirs; else the new instructions with its
//    label and opcode, else with its label (a rewrite), leaving out those
//    that continue another old instruction. Else o is not scored.
//  - o is scored *strictly* when no other old instruction shares the key
//    that found its successors (then every successor is a true pair,
//    counted one by one for recall), *loosely* otherwise (a link into the
//    set counts as correct, and o is recalled when it has at least one).
//  - Unlabelled instructions (fused parameters, tuples a pass made) are not
//    scored; links touching them are counted as unscored. So are those of
//    dead computations (not reachable from the entry), unless asked
//    (ScoreOptions).
//  - A link or pair is *kept* when both ends have the same name, opcode,
//    shape and computation name (nothing happened to it); the headline
//    figures leave kept pairs out, so the passes' work is what is measured.
//
//===----------------------------------------------------------------------===//

#ifndef HLOTRACE_BENCHMARKS_LINEAGESCORE_H
#define HLOTRACE_BENCHMARKS_LINEAGESCORE_H

#include <cstdint>
#include <string>
#include <vector>

#include "absl/strings/string_view.h"
#include "hlotrace/IR/Module.h"
#include "hlotrace/Query/Lineage.h"

namespace hlotrace {
namespace truth {

/// Pass families the benchmark reports.
enum class Family { Fusion, Inlining, Partitioning, CSE, Layout, AlgSimp, Other };
constexpr int NumFamilies = 7;
absl::string_view familyName(Family F);
/// The family of the pass that made a step, from its name.
Family classifyPass(absl::string_view Pass);

/// Counts over one or more steps.
struct Score {
  size_t Steps = 0;
  /// Links predicted between scored (labelled, verifiable) instructions,
  /// leaving kept pairs out; Correct of them agree with the truth.
  size_t Predicted = 0, Correct = 0;
  /// True pairs (strict) plus loosely scored old instructions; Found of them
  /// the engine linked.
  size_t Truth = 0, Found = 0;
  /// Of Truth: loosely scored units (see the header comment).
  size_t LooseTruth = 0;
  /// Links not scored: an end is unlabelled, or the old label vanished
  /// with no twin, or the new end is a fusion carrying the old label.
  size_t Unscored = 0;
  /// Kept pairs (both figures include every such link/pair).
  size_t KeptPredicted = 0, KeptCorrect = 0, KeptTruth = 0, KeptFound = 0;
  /// Fused clones (links of kind Fused, or into a fused computation from
  /// another computation) and how many differ from their original in
  /// opcode, shape (layout aside), attributes, literal.
  size_t FusedClones = 0, BadOpcode = 0, BadShape = 0, BadAttributes = 0,
         BadLiteral = 0;
  /// Ambiguities reported; of those with a scorable subject, how many list
  /// a true counterpart among the candidates.
  size_t Ambiguities = 0, AmbiguitiesScorable = 0, AmbiguitiesWithTruth = 0;

  void add(const Score &O);
  double precision() const;
  double recall() const;
};

/// One wrong or missed link, or an ambiguity without the true counterpart.
struct Miss {
  enum KindT { Wrong, Missed, Ambiguous } What = Wrong;
  std::string Old, New, Kind, Label;
};

struct ScoreOptions {
  /// Also score instructions of computations that the entry does not reach
  /// (a pass's leftovers, deleted by the next dce). Off by default: such
  /// code never runs and no query from live code reaches it, so a link
  /// into or out of it is neither expected nor counted (`unscored`).
  bool ScoreDeadCode = false;
};

/// Scores `L`, the lineage of `Old` -> `New`, against the labels. Appends
/// up to `MaxMisses` examples to `Misses` when given.
Score scoreStep(const Module &Old, const Module &New, const StepLineage &L,
                std::vector<Miss> *Misses = nullptr, size_t MaxMisses = 0,
                const ScoreOptions &Opts = {});

} // namespace truth
} // namespace hlotrace

#endif // HLOTRACE_BENCHMARKS_LINEAGESCORE_H
