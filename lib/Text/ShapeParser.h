//===- ShapeParser.h - Parsing shapes and layouts (internal) --------------===//
//
// Shapes are parsed straight from the characters of the buffer (they are the
// densest part of HLO text: every instruction has one, long-form operands
// too). The same shape text repeats constantly, so ShapeParser first finds
// the text span of a shape with a cheap scan and looks it up in a per-parse
// map from text to interned Shape; only a miss is parsed structurally.
//
//===----------------------------------------------------------------------===//

#ifndef HLOTRACE_LIB_TEXT_SHAPEPARSER_H
#define HLOTRACE_LIB_TEXT_SHAPEPARSER_H

#include <string>

#include "absl/container/flat_hash_map.h"
#include "absl/strings/string_view.h"
#include "Support/StringHash.h"
#include "hlotrace/IR/Context.h"
#include "hlotrace/IR/Shape.h"

namespace hlotrace {

class ShapeParser {
public:
  ShapeParser(Context &Ctx, const char *BufferEnd, int MaxNestingDepth)
      : Ctx(Ctx), End(BufferEnd), MaxDepth(MaxNestingDepth) {}

  /// True if a shape starts at `P`: `(`, `b(`, or an identifier directly
  /// followed by `[`.
  bool startsShape(const char *P) const;

  /// The shape at `P` when its text was parsed before in this parse:
  /// advances `P` past it. Null, leaving `P`, otherwise (a new shape, or
  /// not a shape at all). A hit implies startsShape(P).
  const Shape *lookup(const char *&P) const;

  /// shape ::= '(' (shape (',' shape)*)? ')' | 'b(' shape ')'
  ///         | type '[' (dim (',' dim)*)? ']' layout?
  /// Parses the shape at `P` and advances `P` past it. Returns null on error
  /// (see errorLocation / errorMessage).
  const Shape *parse(const char *&P);

  const char *errorLocation() const { return ErrorLoc; }
  const std::string &errorMessage() const { return ErrorMsg; }

private:
  /// The end of the shape text at `P`, or null when the quick scan cannot
  /// tell (the structural parse then reports the problem).
  const char *scanShapeEnd(const char *P) const;
  const Shape *parseShape(const char *&P, int Depth);
  bool parseLayout(const char *&P, Layout &L, int Depth);
  bool parseInt(const char *&P, int64_t &Value, absl::string_view What);
  bool expect(const char *&P, char C, absl::string_view Context);
  void skipSpace(const char *&P) const;
  /// Captures `X(...)` text with balanced parentheses into `Out`.
  bool captureParens(const char *&P, const char *Start, std::string &Out);
  /// True if the `{` at or after `P` (after spaces) opens a layout.
  bool layoutFollows(const char *P) const;
  std::nullptr_t fail(const char *Loc, std::string Message);

  Context &Ctx;
  const char *End;
  int MaxDepth;
  absl::flat_hash_map<absl::string_view, const Shape *, StringHash, StringEq>
      ByText;
  const char *ErrorLoc = nullptr;
  std::string ErrorMsg;
};

} // namespace hlotrace

#endif // HLOTRACE_LIB_TEXT_SHAPEPARSER_H
