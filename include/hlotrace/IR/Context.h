//===- Context.h - Owner of interned strings and shapes -------------------===//
//
// A Context owns the strings and shapes that modules refer to. Names,
// attribute texts and shapes are interned: each distinct value is stored
// once however many instructions, computations or pass snapshots use it.
// Every view a Module hands out stays valid while its Context lives; modules
// hold a shared_ptr to theirs. A Context is safe to use from several threads
// at once (the trace loader parses files in parallel into one Context);
// a parser that made a Context for itself may hold it exclusively while it
// builds (lib/IR/ContextImpl.h), and then takes no locks.
//
//===----------------------------------------------------------------------===//

#ifndef HLOTRACE_IR_CONTEXT_H
#define HLOTRACE_IR_CONTEXT_H

#include <cstddef>
#include <memory>

#include "absl/strings/string_view.h"
#include "hlotrace/IR/Shape.h"

namespace hlotrace {

class Context {
public:
  Context();
  ~Context();
  Context(const Context &) = delete;
  Context &operator=(const Context &) = delete;

  /// Returns a stable copy of `Text`, the same view for equal texts.
  absl::string_view intern(absl::string_view Text);

  /// Returns a stable copy of `Text` without looking for an equal string:
  /// for texts that do not repeat (the instruction names of one module),
  /// where intern() would hash and index each for nothing. Equal texts
  /// copied twice get two views.
  absl::string_view copy(absl::string_view Text);

  /// Returns the interned shape equal to `S`.
  const Shape *getShape(const Shape &S);

  /// Bytes held by interned and copied strings and by shapes (for memory
  /// reports).
  size_t bytesAllocated() const;
  size_t internedStringCount() const;
  size_t shapeCount() const;

private:
  friend class ExclusiveContext;
  struct Impl;
  std::unique_ptr<Impl> I;
};

} // namespace hlotrace

#endif // HLOTRACE_IR_CONTEXT_H
