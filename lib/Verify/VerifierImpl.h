//===- VerifierImpl.h - Shared state of the verifier's checks (internal) --===//
//
// The verifier is one pass over the module: for each instruction, the rule
// of its opcode (OpcodeRules.cpp: operand counts, shapes), the signatures
// of the computations it calls (CalledComputations.cpp) and the layouts of
// its shapes (Verifier.cpp). Every rule reports through Reporter, which
// turns an instruction, operand or attribute into a file location.
//
//===----------------------------------------------------------------------===//

#ifndef HLOTRACE_LIB_VERIFY_VERIFIERIMPL_H
#define HLOTRACE_LIB_VERIFY_VERIFIERIMPL_H

#include <string>
#include <vector>

#include "absl/strings/string_view.h"
#include "hlotrace/Verify/Verifier.h"

namespace hlotrace::verify {

class Reporter {
public:
  Reporter(const Module &M, absl::string_view File,
           const SourceLocations *Locs)
      : M(M), File(File), Locs(Locs) {}

  const Module &module() const { return M; }

  /// At the instruction's first token.
  void report(const Instruction &I, absl::string_view Check, std::string Msg,
              Severity Level = Severity::Error);
  /// At operand `N` as written.
  void reportOperand(const Instruction &I, size_t N, absl::string_view Check,
                     std::string Msg, Severity Level = Severity::Error);
  /// At the attribute's name.
  void reportAttribute(const Instruction &I, absl::string_view Attr,
                       absl::string_view Check, std::string Msg);
  /// At the computation's header.
  void report(const Computation &C, absl::string_view Check, std::string Msg);

  std::vector<Diagnostic> take() { return std::move(Out); }

private:
  void add(const Computation *C, const Instruction *I, SourceLocation L,
           Severity Level, absl::string_view Check, std::string Msg);
  const Module &M;
  std::string File;
  const SourceLocations *Locs;
  std::vector<Diagnostic> Out;
};

/// The shape of operand `N` of `I`, following a `#i#j` tuple suffix; null
/// when unknown (undefined or inline operand, shape left to inference, or
/// an index that does not fit the tuple).
const Shape *operandShape(const Instruction &I, size_t N);

/// XLA's ShapeUtil::Compatible: element types and dimensions, tuples
/// element by element; layouts ignored.
bool sameShape(const Shape &A, const Shape &B);
/// Arrays with the same dimensions (element types aside).
bool sameDimensions(const Shape &A, const Shape &B);
/// `f32[2,3]` (no layout), for messages.
std::string str(const Shape &S);

/// Operand counts and shape rules of `I`'s opcode; false when the operand
/// count is wrong (further checks of `I` would only repeat it).
bool checkOpcodeRules(const Instruction &I, Reporter &R);
/// Signatures of the computations `I` calls.
void checkCalledComputations(const Instruction &I, Reporter &R);

} // namespace hlotrace::verify

#endif // HLOTRACE_LIB_VERIFY_VERIFIERIMPL_H
