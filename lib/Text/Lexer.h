//===- Lexer.h - Tokens of HLO module text (internal) ---------------------===//
//
// The lexer turns HLO text into tokens: a kind plus a view of the buffer, so
// lexing allocates nothing. Besides the token stream it offers the raw
// scanners the parser uses where HLO text is not made of HLO tokens:
// attribute values (kept verbatim, possibly JSON or MLIR text), the payload
// of `constant(...)`, and the extent of a whole computation body.
//
// Input contract: the buffer need not be NUL terminated; every read is
// bounds-checked against its end. Line and column are computed only when
// asked for (on errors).
//
//===----------------------------------------------------------------------===//

#ifndef HLOTRACE_LIB_TEXT_LEXER_H
#define HLOTRACE_LIB_TEXT_LEXER_H

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "absl/strings/string_view.h"

namespace hlotrace {

enum class TokenKind : uint8_t {
#define TOK_MARKER(Name) Name,
#define TOK_PUNCT(Name, Spelling) Name,
#define TOK_KEYWORD(Name) kw_##Name,
#define TOK_VALUE(Name) Name,
#include "Text/TokenKinds.def"
};

/// A short name of `Kind` for messages and tests ("'{'", "identifier").
absl::string_view tokenKindName(TokenKind Kind);

struct Token {
  TokenKind Kind = TokenKind::Eof;
  absl::string_view Spelling;

  bool is(TokenKind K) const { return Kind == K; }
  const char *begin() const { return Spelling.data(); }
  const char *end() const { return Spelling.data() + Spelling.size(); }
};

namespace charclass {
/// `[A-Za-z_]`.
inline bool isIdentifierStart(char C) {
  return static_cast<unsigned char>((C | 0x20) - 'a') < 26 || C == '_';
}
/// `[A-Za-z0-9_.-]`.
inline bool isIdentifierChar(char C) {
  return isIdentifierStart(C) || (C >= '0' && C <= '9') || C == '.' ||
         C == '-';
}
} // namespace charclass

class Lexer {
public:
  /// `MaxNestingDepth` bounds bracket nesting in the raw scanners.
  explicit Lexer(absl::string_view Buffer, int MaxNestingDepth = 256);

  /// token ::= punctuation | keyword | identifier | '%' identifier | int
  ///         | decimal | string ; whitespace and comments are skipped.
  Token lex();
  /// True if the identifier `S` is a keyword (TOK_KEYWORD), which lex()
  /// would return as kw_* rather than Identifier.
  static bool isKeyword(absl::string_view S);
  /// The next token without consuming it.
  Token peek() {
    const char *Save = Cur;
    Token T = lex();
    Cur = Save;
    return T;
  }

  /// Skips whitespace and comments. Records whether a `/*index=N*/` comment
  /// was skipped (see takeIndexCommentFlag). Returns false and sets the
  /// error on an unterminated comment.
  bool skipTrivia() {
    // PERF NOTE: runs before every token, and most tokens follow another
    // directly or after one space; only a byte up to ' ' (space, line
    // break, control) or '/' can start trivia.
    if (Cur != End && static_cast<unsigned char>(*Cur) > ' ' && *Cur != '/')
      return true;
    if (End - Cur >= 2 && *Cur == ' ' &&
        static_cast<unsigned char>(Cur[1]) > ' ' && Cur[1] != '/') {
      ++Cur;
      return true;
    }
    return skipTriviaSlow();
  }
  /// True if an index comment was skipped since the last call.
  bool takeIndexCommentFlag() {
    bool Saw = SawIndexComment;
    SawIndexComment = false;
    return Saw;
  }

  /// attribute-value ::= raw text up to the next top-level `,` followed by
  /// `name=`, a newline or an unbalanced closer at top level, or `//`.
  /// Brackets balance; inside `{...}` only braces count (the contents may be
  /// JSON or MLIR text); double-quoted strings are skipped. The result is
  /// RawText without surrounding whitespace, or Error.
  Token lexAttributeValue();
  /// At `, name=` exactly as XLA prints it: consumes it, sets `Name` and
  /// returns true. Otherwise consumes nothing and returns false.
  bool lexAttributeNameFast(absl::string_view &Name) {
    // PERF NOTE: inline, so that the end of each attribute list (a line
    // break, once per instruction) costs no call.
    if (End - Cur < 4 || Cur[0] != ',')
      return false;
    return lexAttributeNameAfterComma(Name);
  }
  /// Called after `(`: the exact text up to the matching `)` (parentheses
  /// and braces balance, strings are skipped), consuming the `)`.
  Token lexParenPayload();
  /// At an opening `(`, `[` or `{`: the balanced text including both ends.
  Token lexBalanced();
  /// From the `{` at `Open`, the likely position just past the body's
  /// closing `}` (the first `}` that starts a line), or nullptr. A key for
  /// the computation cache, confirmed by the parser; never an error.
  const char *findComputationEnd(const char *Open) const;
  /// A hint for reserving room: the number of lines strictly between the
  /// `{` at `Open` and the `}` that findComputationEnd finds, which is the
  /// instruction count of a body as XLA prints it, but at most one per 16
  /// bytes of body so that hostile text of blank lines cannot make it large.
  /// 0 when there is no such `}`. Appends the position of each of those
  /// lines' line breaks to `LineEnds` (the first `MaxLineEnds` of them).
  size_t countBodyLines(const char *Open, std::vector<const char *> &LineEnds,
                        size_t MaxLineEnds) const;

  const char *position() const { return Cur; }
  void resetTo(const char *P) { Cur = P; }
  const char *bufferBegin() const { return Begin; }
  const char *bufferEnd() const { return End; }
  bool atEnd() const { return Cur == End; }

  /// The error behind the last Error token (or failed skipTrivia).
  const char *errorLocation() const { return ErrorLoc; }
  const std::string &errorMessage() const { return ErrorMsg; }

  /// 1-based line and column of `P` within the buffer.
  std::pair<unsigned, unsigned> lineAndColumn(const char *P) const;

private:
  Token makeToken(TokenKind K, const char *TokBegin) {
    return Token{K, absl::string_view(TokBegin, Cur - TokBegin)};
  }
  Token error(const char *Loc, std::string Message);
  bool skipTriviaSlow();
  /// skipTriviaSlow from a comment on.
  bool skipComments();
  /// lex() from `P`, past trivia, at a byte that is not one-byte punctuation.
  Token lexNonPunct(const char *P);
  /// lexNonPunct for what is not an identifier or a name.
  Token lexRare(const char *P);
  Token lexNumber(const char *TokBegin);
  Token lexString(const char *TokBegin);
  /// Skips a string whose opening quote is at `P`; nullptr if unterminated.
  const char *skipString(const char *P) const;
  bool nextIsAttributeName(const char *P) const;
  /// lexAttributeNameFast past its first test.
  bool lexAttributeNameAfterComma(absl::string_view &Name);

  const char *Begin;
  const char *End;
  const char *Cur;
  int MaxDepth;
  bool SawIndexComment = false;
  const char *ErrorLoc = nullptr;
  std::string ErrorMsg;
};

} // namespace hlotrace

#endif // HLOTRACE_LIB_TEXT_LEXER_H
