//===- Verifier.h - Checks beyond syntax, as diagnostics -------------------===//
//
// Loading checks syntax only: a module whose operands or shapes disagree
// with its opcodes still loads, because dumps are read to debug compilers
// that may have produced exactly that. verifyModule() reports what a reader
// of dumps wants to know about such a module, each finding a Diagnostic
// with a location, never a load failure:
//   - operand counts per opcode;
//   - shapes where the rule is cheap: elementwise operands agree, compare
//     yields pred, broadcast / transpose / reshape / slice / concatenate /
//     dot dimensions, get-tuple-element index and tuple shapes;
//   - called computations' signatures: fusion and call operands against the
//     callee's parameters, while condition/body against the init value,
//     conditional branches, reduce / scatter / sort / map / all-reduce
//     reducers;
//   - layouts within rank (minor_to_major a permutation of the dimensions);
//   - a computation's root against its signature and the entry layout.
// Layouts are ignored when shapes are compared, as XLA's verifier does for
// most of these rules. Opcodes hlotrace does not know are not checked.
//
//===----------------------------------------------------------------------===//

#ifndef HLOTRACE_VERIFY_VERIFIER_H
#define HLOTRACE_VERIFY_VERIFIER_H

#include <cstdint>
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"
#include "hlotrace/IR/Module.h"
#include "hlotrace/Text/SourceLocations.h"

namespace hlotrace {

enum class Severity : uint8_t {
  Error,   ///< The module breaks a rule XLA's verifier enforces.
  Warning, ///< Allowed by some XLA configurations (e.g. mixed precision).
};

/// "error" or "warning".
absl::string_view severityName(Severity S);

/// One finding of the verifier.
struct Diagnostic {
  std::string File;
  /// 1-based; 0 when the module did not come from text (a protobuf).
  uint32_t Line = 0;
  uint32_t Column = 0;
  Severity Level = Severity::Error;
  /// Which rule: "operand-count", "shape", "called-computation", "layout",
  /// "root-shape".
  std::string Check;
  std::string Computation;
  std::string Instruction; ///< Empty for computation- and module-level checks.
  std::string Message;

  /// `FILE:LINE:COL: error: MESSAGE` (without LINE:COL when unknown, then
  /// naming the computation and instruction instead).
  std::string toString() const;
};

/// Checks `M`. `FileName` goes into each diagnostic; `Locations` (from the
/// parse, optional) gives lines and columns. Diagnostics come in module
/// order: computations as printed, instructions within each.
std::vector<Diagnostic> verifyModule(const Module &M,
                                     absl::string_view FileName,
                                     const SourceLocations *Locations = nullptr);

/// Loads any module file hlotrace reads (Load.h) and verifies it. The
/// status is an error only when the file does not load.
absl::StatusOr<std::vector<Diagnostic>> verifyFile(const std::string &Path);

} // namespace hlotrace

#endif // HLOTRACE_VERIFY_VERIFIER_H
