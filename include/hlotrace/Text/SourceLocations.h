//===- SourceLocations.h - Where a parsed module's parts were written -----===//
//
// The model keeps no positions (it is shared between snapshots and built
// from protobufs too). A caller that wants to point at the text, such as
// the verifier, passes a SourceLocations to the parser
// (ParseOptions::Locations) and asks it afterwards where a computation, an
// instruction or one of its attributes began. Lines and columns are 1-based;
// columns count bytes. Computations reused from a ComputationCache were not
// parsed again and have no location.
//
//===----------------------------------------------------------------------===//

#ifndef HLOTRACE_TEXT_SOURCELOCATIONS_H
#define HLOTRACE_TEXT_SOURCELOCATIONS_H

#include <cstdint>
#include <memory>

#include "absl/strings/string_view.h"

namespace hlotrace {

class Computation;
class Instruction;

/// A 1-based line and column; {0, 0} when unknown.
struct SourceLocation {
  uint32_t Line = 0;
  uint32_t Column = 0;
  bool known() const { return Line != 0; }
};

class SourceLocations {
public:
  SourceLocations();
  ~SourceLocations();
  SourceLocations(SourceLocations &&) noexcept;
  SourceLocations &operator=(SourceLocations &&) noexcept;

  /// The computation's first token (`ENTRY` or its name).
  SourceLocation of(const Computation &C) const;
  /// The instruction's first token (`ROOT` or its name).
  SourceLocation of(const Instruction &I) const;
  /// The name of attribute `Name` of `I`; the instruction's location when
  /// it has no such attribute.
  SourceLocation ofAttribute(const Instruction &I, absl::string_view Name) const;
  /// Operand `N` of `I` as written (its shape or name); the instruction's
  /// location when unknown.
  SourceLocation ofOperand(const Instruction &I, size_t N) const;

  /// Filled by the parser (its state is internal).
  struct Impl;
  Impl &impl() { return *P; }

private:
  std::unique_ptr<Impl> P;
};

} // namespace hlotrace

#endif // HLOTRACE_TEXT_SOURCELOCATIONS_H
