//===- ShapeParser.h - Parsing shapes and layouts (internal) --------------===//
//
// Shapes are parsed straight from the characters of the buffer (they are the
// densest part of HLO text: every instruction has one, long-form operands
// too). The same shape text repeats constantly, so ShapeParser first finds
// the text span of a shape with a cheap scan and looks it up in a per-parse
// map from text to interned Shape; only a miss is parsed structurally. In
// front of that map, a small table keyed by the shape's first 16 bytes finds
// most shapes with no scan at all.
//
//===----------------------------------------------------------------------===//

#ifndef HLOTRACE_LIB_TEXT_SHAPEPARSER_H
#define HLOTRACE_LIB_TEXT_SHAPEPARSER_H

#include <cstdint>
#include <string>
#include <vector>

#include "absl/container/flat_hash_map.h"
#include "absl/strings/string_view.h"
#include "Support/StringHash.h"
#include "hlotrace/IR/Context.h"
#include "hlotrace/IR/Shape.h"

namespace hlotrace {

class ShapeParser {
public:
  /// Parses shapes within `Buffer`, whose size also sizes the table of
  /// recent shapes.
  ShapeParser(Context &Ctx, absl::string_view Buffer, int MaxNestingDepth);

  /// True if a shape starts at `P`: `(`, `b(`, or an identifier directly
  /// followed by `[`.
  bool startsShape(const char *P) const;

  /// The shape at `P` when its text was parsed before in this parse:
  /// advances `P` past it. Null, leaving `P`, otherwise (a new shape, or
  /// not a shape at all). A hit implies startsShape(P).
  /// PERF NOTE: inline, with recent() (once per instruction): most
  /// shapes are found there.
  const Shape *lookup(const char *&P) {
    if (const Shape *S = recent(P))
      return S;
    return lookupScanned(P);
  }

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
  /// parse() at nesting depth `Depth`: a shape whose text was parsed before
  /// is looked up; a new one is parsed and remembered.
  const Shape *parseKnown(const char *&P, int Depth);
  bool parseLayout(const char *&P, Layout &L, int Depth);
  bool parseInt(const char *&P, int64_t &Value, absl::string_view What);
  bool expect(const char *&P, char C, absl::string_view Context);
  void skipSpace(const char *&P) const;
  /// Captures `X(...)` text with balanced parentheses into `Out`.
  bool captureParens(const char *&P, const char *Start, std::string &Out);
  /// True if the `{` at or after `P` (after spaces) opens a layout.
  bool layoutFollows(const char *P) const;
  std::nullptr_t fail(const char *Loc, std::string Message);
  /// A shape whose text is in ByText, found by the first 16 bytes at `P`
  /// and checked byte for byte; null (leaving `P`) when the table does not
  /// know it. Implies what lookup() implies.
  const Shape *recent(const char *&P) const {
    if (End - P < 16)
      return nullptr;
    const RecentSlot &Slot =
        Recent[detail::foldMultiply(detail::loadWord(P) ^ 0x9e3779b97f4a7c15ull,
                                    detail::loadWord(P + 8)) >>
               RecentShift];
    if (!Slot.S || static_cast<size_t>(End - P) < Slot.Size ||
        !detail::equalStrings(absl::string_view(P, Slot.Size),
                              absl::string_view(Slot.Text, Slot.Size)))
      return nullptr;
    if (Slot.Open && openShapeGoesOn(P + Slot.Size))
      return nullptr;
    P += Slot.Size;
    return Slot.S;
  }
  /// For a text that ends in `]` before `E`: whether a layout follows at
  /// `E` (what layoutFollows() would look at); the scan decides then.
  bool openShapeGoesOn(const char *E) const;
  /// lookup() past recent(): the shape's end by a scan, then ByText.
  const Shape *lookupScanned(const char *&P);
  /// Enters ByText's `Key` (at `P` in the buffer) into the recent table.
  void remember(const char *P, size_t Size, const Shape *S);

  Context &Ctx;
  const char *End;
  int MaxDepth;
  absl::flat_hash_map<absl::string_view, const Shape *, StringHash, StringEq>
      ByText;
  /// PERF NOTE: a direct-mapped table in front of ByText. Finding a
  /// shape's end (type, brackets, layout braces) and hashing it cost about
  /// 250 instructions per instruction's shape; a slot is found from two
  /// word loads and checked with one compare of the shape's bytes. Keys
  /// shorter than 16 bytes are hashed with what follows them, so one shape
  /// may take several slots.
  struct RecentSlot {
    const char *Text = nullptr; // In the buffer, like ByText's keys.
    uint32_t Size = 0;
    /// The text ends in `]`: a layout could follow it in another place.
    bool Open = false;
    const Shape *S = nullptr;
  };
  std::vector<RecentSlot> Recent;
  unsigned RecentShift = 0;
  const char *ErrorLoc = nullptr;
  std::string ErrorMsg;
};

} // namespace hlotrace

#endif // HLOTRACE_LIB_TEXT_SHAPEPARSER_H
