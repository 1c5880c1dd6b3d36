//===- Lexer.cpp - Tokens of HLO module text ------------------------------===//
//
// A hand-written scanner over a bounded buffer. Character classes come from
// 256-entry tables so that the hot loops test one byte with one load.
//
//===----------------------------------------------------------------------===//

#include "Text/Lexer.h"

#include "Text/Scan.h"

#include <algorithm>
#include <cstring>

#include "absl/base/attributes.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"

namespace hlotrace {

absl::string_view tokenKindName(TokenKind Kind) {
  switch (Kind) {
#define TOK_MARKER(Name)                                                       \
  case TokenKind::Name:                                                        \
    return #Name;
#define TOK_PUNCT(Name, Spelling)                                              \
  case TokenKind::Name:                                                        \
    return "'" Spelling "'";
#define TOK_KEYWORD(Name)                                                      \
  case TokenKind::kw_##Name:                                                   \
    return "'" #Name "'";
#define TOK_VALUE(Name)                                                        \
  case TokenKind::Name:                                                        \
    return #Name;
#include "Text/TokenKinds.def"
  }
  return "token";
}

namespace {

enum CharFlags : uint8_t {
  IdentStart = 1,
  IdentChar = 2,
  Digit = 4,
  Space = 8,
  // Bytes the attribute-value scanner must look at outside braces.
  ValueStop = 16,
  // Bytes after an integer's digits that may make it a decimal.
  NumberMore = 32,
};

struct CharTable {
  uint8_t Flags[256] = {};
  constexpr CharTable() {
    for (int C = 'a'; C <= 'z'; ++C)
      Flags[C] |= IdentStart | IdentChar;
    for (int C = 'A'; C <= 'Z'; ++C)
      Flags[C] |= IdentStart | IdentChar;
    Flags[int('_')] |= IdentStart | IdentChar;
    for (int C = '0'; C <= '9'; ++C)
      Flags[C] |= IdentChar | Digit;
    Flags[int('.')] |= IdentChar;
    Flags[int('-')] |= IdentChar;
    for (char C : {' ', '\t', '\n', '\r'})
      Flags[int(C)] |= Space;
    for (char C : {',', '\n', '\r', '/', '"', '{', '}', '(', ')', '[', ']',
                   '\0'})
      Flags[int(C)] |= ValueStop;
    for (char C : {'.', 'e', 'E'})
      Flags[int(C)] |= NumberMore;
  }
};

constexpr CharTable Table;

inline bool has(char C, uint8_t F) {
  return Table.Flags[static_cast<uint8_t>(C)] & F;
}

ABSL_ATTRIBUTE_NOINLINE ABSL_ATTRIBUTE_COLD std::string describeByte(char C) {
  if (C == '\0')
    return "unexpected NUL byte";
  if (static_cast<unsigned char>(C) >= 0x21 &&
      static_cast<unsigned char>(C) < 0x7f)
    return absl::StrCat("unexpected character '", absl::string_view(&C, 1),
                        "'");
  return absl::StrFormat("unexpected byte 0x%02x",
                         static_cast<unsigned>(static_cast<unsigned char>(C)));
}

} // namespace


Lexer::Lexer(absl::string_view Buffer, int MaxNestingDepth)
    : Begin(Buffer.data()), End(Buffer.data() + Buffer.size()),
      Cur(Buffer.data()), MaxDepth(MaxNestingDepth) {}

// Errors are rare: kept out of line and cold, so that the hot scanners that
// may fail carry no string code and save fewer registers.
ABSL_ATTRIBUTE_NOINLINE ABSL_ATTRIBUTE_COLD Token
Lexer::error(const char *Loc, std::string Message) {
  ErrorLoc = Loc;
  ErrorMsg = std::move(Message);
  return Token{TokenKind::Error, absl::string_view(Loc, 0)};
}

bool Lexer::skipTriviaSlow() {
  // PERF NOTE: the parser lands here at every line break ("\n  " before the
  // next instruction); a run of spaces and line breaks not followed by a
  // comment is skipped without the comment scanner's larger frame.
  const char *P = Cur;
  while (P != End && has(*P, Space))
    ++P;
  Cur = P;
  if (End - P < 2 || *P != '/' || (P[1] != '/' && P[1] != '*'))
    return true;
  return skipComments();
}

bool Lexer::skipComments() {
  // Spaces are the common case, so the loop tests the table first and looks
  // for comments only at '/'.
  while (Cur != End) {
    char C = *Cur;
    if (has(C, Space)) {
      ++Cur;
      continue;
    }
    if (C != '/' || End - Cur < 2)
      return true;
    if (Cur[1] == '/') {
      const void *NL = std::memchr(Cur, '\n', End - Cur);
      Cur = NL ? static_cast<const char *>(NL) + 1 : End;
      continue;
    }
    if (Cur[1] != '*')
      return true;
    const char *P = Cur + 2;
    const char *Close = nullptr;
    while (End - P >= 2) {
      const void *Star = std::memchr(P, '*', End - P - 1);
      if (!Star)
        break;
      P = static_cast<const char *>(Star);
      if (P[1] == '/') {
        Close = P;
        break;
      }
      ++P;
    }
    if (!Close) {
      error(Cur, "unterminated comment");
      return false;
    }
    if (absl::string_view(Cur, Close - Cur).substr(0, 8) == "/*index=")
      SawIndexComment = true;
    Cur = Close + 2;
  }
  return true;
}

/// The keyword spelled `S`, or Identifier; one test per TOK_KEYWORD row of
/// TokenKinds.def, so a new keyword is one line there.
/// PERF NOTE: every identifier passes here. A row is a length compare before
/// any byte compare, so a miss costs a few compares: against the hand-written
/// length switch this replaced, callgrind on BM_LexLargestModule counted
/// 107.2 instead of 103.3 instructions per identifier (120.9 vs 119.9 per
/// token), too little to keep a second list of the keywords for.
/// Since then the rows are tried only for an identifier whose first byte
/// starts some keyword: opcodes and most names start with a lower-case
/// letter that none does.
struct KeywordStarts {
  bool May[256] = {};
  constexpr KeywordStarts() {
#define TOK_KEYWORD(Name) May[static_cast<unsigned char>(#Name[0])] = true;
#include "Text/TokenKinds.def"
  }
};
constexpr KeywordStarts KeywordStart;

static TokenKind keywordKind(absl::string_view S) {
  if (!KeywordStart.May[static_cast<unsigned char>(S[0])])
    return TokenKind::Identifier;
#define TOK_KEYWORD(Name)                                                      \
  if (S == absl::string_view(#Name, sizeof(#Name) - 1))                        \
    return TokenKind::kw_##Name;
#include "Text/TokenKinds.def"
  return TokenKind::Identifier;
}

/// What the first byte of a token (or of trivia) starts; lex() takes one
/// table load and one branch per byte class instead of a test per byte.
enum class Lead : uint8_t {
  Invalid,
  Space,
  Slash,
  Punct, // a one-byte TOK_PUNCT row; the kind is in LeadTable::Punct
  Ident,
  Digit,
  Percent,
  Minus,
  Less,
  Dot,
  Quote,
};

struct LeadTable {
  Lead Class[256] = {};
  TokenKind Punct[256] = {};
  constexpr LeadTable() {
    for (int C = 0; C < 256; ++C)
      Class[C] = Lead::Invalid;
#define TOK_PUNCT(Name, Spelling)                                              \
  if (sizeof(Spelling) == 2) {                                                 \
    Class[static_cast<unsigned char>(Spelling[0])] = Lead::Punct;              \
    Punct[static_cast<unsigned char>(Spelling[0])] = TokenKind::Name;          \
  }
#include "Text/TokenKinds.def"
    for (char C : {' ', '\t', '\n', '\r'})
      Class[static_cast<unsigned char>(C)] = Lead::Space;
    Class[static_cast<unsigned char>('/')] = Lead::Slash;
    for (int C = 'a'; C <= 'z'; ++C)
      Class[C] = Class[C - 'a' + 'A'] = Lead::Ident;
    Class[static_cast<unsigned char>('_')] = Lead::Ident;
    for (int C = '0'; C <= '9'; ++C)
      Class[C] = Lead::Digit;
    Class[static_cast<unsigned char>('%')] = Lead::Percent;
    Class[static_cast<unsigned char>('-')] = Lead::Minus;
    Class[static_cast<unsigned char>('<')] = Lead::Less;
    Class[static_cast<unsigned char>('.')] = Lead::Dot;
    Class[static_cast<unsigned char>('"')] = Lead::Quote;
    Class[static_cast<unsigned char>('\'')] = Lead::Quote;
  }
};
constexpr LeadTable Leads;

Token Lexer::lex() {
  // PERF NOTE: every token starts here. One table load classifies the byte;
  // spaces and line breaks are skipped in this loop (the parser's
  // instruction lines start with "\n  "), one-byte punctuation (more than
  // half of the tokens) takes no further test, and an integer without '.'
  // or exponent (a fifth) is scanned inline. Comments, the rare cases and
  // the errors go to lexNonPunct and the out-of-line paths.
  const char *P = Cur;
  while (true) {
    if (P == End) {
      Cur = P;
      return Token{TokenKind::Eof, absl::string_view(End, 0)};
    }
    unsigned char C = static_cast<unsigned char>(*P);
    Lead Class = Leads.Class[C];
    if (Class == Lead::Punct) {
      Cur = P + 1;
      return Token{Leads.Punct[C], absl::string_view(P, 1)};
    }
    if (Class == Lead::Digit) {
      const char *Q = P + 1;
      while (Q != End && has(*Q, Digit))
        ++Q;
      if (Q == End || !has(*Q, NumberMore)) {
        Cur = Q;
        return Token{TokenKind::Int, absl::string_view(P, Q - P)};
      }
      Cur = P;
      return lexNumber(P);
    }
    if (Class != Lead::Space)
      return lexNonPunct(P);
    ++P;
  }
}

Token Lexer::lexNonPunct(const char *P) {
  // PERF NOTE: out of line so that lex() saves no registers on its
  // punctuation and integer paths; identifiers and names are tested before
  // the rare kinds, which lexRare takes with its larger frame.
  Lead Class = Leads.Class[static_cast<unsigned char>(*P)];
  if (Class == Lead::Ident) {
    Cur = scan::identifierEnd(P + 1, End);
    absl::string_view S(P, Cur - P);
    return Token{keywordKind(S), S};
  }
  if (Class == Lead::Percent && End - P >= 2 && has(P[1], IdentStart)) {
    // A name is never a keyword: no keyword test.
    Cur = scan::identifierEnd(P + 1, End);
    return Token{TokenKind::PercentName, absl::string_view(P, Cur - P)};
  }
  return lexRare(P);
}

Token Lexer::lexRare(const char *P) {
  const char *TokBegin = P;
  switch (Leads.Class[static_cast<unsigned char>(*P)]) {
  case Lead::Percent:
    Cur = P;
    return error(P, "expected a name after '%'");
  case Lead::Slash:
    Cur = P;
    if (!skipTriviaSlow())
      return Token{TokenKind::Error, absl::string_view(ErrorLoc, 0)};
    if (Cur != P) // a comment: lex what follows it
      return lex();
    return error(P, describeByte(*P));
  case Lead::Minus:
    Cur = P;
    if (End - P >= 2 && P[1] == '>') {
      Cur += 2;
      return makeToken(TokenKind::Arrow, TokBegin);
    }
    if (End - P >= 2 && (has(P[1], Digit) || P[1] == '.'))
      return lexNumber(TokBegin);
    return error(P, describeByte(*P));
  case Lead::Less:
    Cur = P;
    if (End - P >= 2 && P[1] == '=') {
      Cur += 2;
      return makeToken(TokenKind::Leq, TokBegin);
    }
    return error(P, describeByte(*P));
  case Lead::Dot:
    Cur = P;
    if (End - P >= 3 && P[1] == '.' && P[2] == '.') {
      Cur += 3;
      return makeToken(TokenKind::Dots, TokBegin);
    }
    if (End - P >= 2 && has(P[1], Digit))
      return lexNumber(TokBegin);
    return error(P, describeByte(*P));
  case Lead::Quote:
    Cur = P;
    return lexString(TokBegin);
  case Lead::Invalid:
  case Lead::Space:
  case Lead::Punct:
  case Lead::Digit:
  case Lead::Ident:
    break;
  }
  Cur = P;
  return error(P, describeByte(*P));
}

bool Lexer::isKeyword(absl::string_view S) {
  return !S.empty() && keywordKind(S) != TokenKind::Identifier;
}

Token Lexer::lexNumber(const char *TokBegin) {
  if (*Cur == '-')
    ++Cur;
  bool IsDecimal = false;
  while (Cur != End && has(*Cur, Digit))
    ++Cur;
  if (Cur != End && *Cur == '.' &&
      !(End - Cur >= 2 && Cur[1] == '.')) { // not the start of "..."
    IsDecimal = true;
    ++Cur;
    while (Cur != End && has(*Cur, Digit))
      ++Cur;
  }
  if (Cur != End && (*Cur == 'e' || *Cur == 'E')) {
    const char *P = Cur + 1;
    if (P != End && (*P == '+' || *P == '-'))
      ++P;
    if (P != End && has(*P, Digit)) {
      IsDecimal = true;
      Cur = P;
      while (Cur != End && has(*Cur, Digit))
        ++Cur;
    }
  }
  return makeToken(IsDecimal ? TokenKind::Decimal : TokenKind::Int, TokBegin);
}

const char *Lexer::skipString(const char *P) const {
  char Quote = *P++;
  while (P != End) {
    // PERF NOTE: 16 bytes a step to the quote, a backslash or a NUL.
    P = Quote == '"' ? scan::findFirstOf<'"', '\\', '\0'>(P, End)
                     : scan::findFirstOf<'\'', '\\', '\0'>(P, End);
    if (P == End)
      return nullptr;
    char C = *P;
    if (C == Quote)
      return P + 1;
    if (C == '\0')
      return nullptr;
    if (End - P < 2)
      return nullptr;
    P += 2;
  }
  return nullptr;
}

Token Lexer::lexString(const char *TokBegin) {
  const char *P = skipString(TokBegin);
  if (!P)
    return error(TokBegin, "unterminated string");
  Cur = P;
  return makeToken(TokenKind::String, TokBegin);
}

bool Lexer::nextIsAttributeName(const char *P) const {
  // Spaces, line breaks and comments may separate attributes.
  while (P != End) {
    if (has(*P, Space)) {
      ++P;
    } else if (*P == '/' && End - P >= 2 && P[1] == '/') {
      const void *NL = std::memchr(P, '\n', End - P);
      P = NL ? static_cast<const char *>(NL) + 1 : End;
    } else if (*P == '/' && End - P >= 4 && P[1] == '*') {
      const char *Close = nullptr;
      for (const char *Q = P + 2; End - Q >= 2; ++Q)
        if (Q[0] == '*' && Q[1] == '/') {
          Close = Q;
          break;
        }
      if (!Close)
        return false;
      P = Close + 2;
    } else {
      break;
    }
  }
  if (P == End || !has(*P, IdentStart))
    return false;
  // identifierEnd also stops at a '-' that starts '->', where a byte loop
  // over [A-Za-z0-9_.-] would stop at the '>': neither is at a '='.
  P = scan::identifierEnd(P + 1, End);
  return P != End && *P == '=' && !(End - P >= 2 && P[1] == '=');
}

bool Lexer::lexAttributeNameAfterComma(absl::string_view &Name) {
  // PERF NOTE: most attributes follow ", " directly; this skips three
  // general token round trips (comma, identifier with keyword check, '=').
  if (Cur[1] != ' ' || !has(Cur[2], IdentStart))
    return false;
  const char *P = scan::identifierEnd(Cur + 3, End);
  if (End - P < 2 || *P != '=' || P[1] == '=')
    return false;
  Name = absl::string_view(Cur + 2, P - (Cur + 2));
  Cur = P + 1;
  return true;
}

Token Lexer::lexAttributeValue() {
  // A value may start on the line after its `=` (hand-written modules).
  while (Cur != End && has(*Cur, Space))
    ++Cur;
  const char *Start = Cur;
  const char *P = Cur;
  // PERF NOTE: most values are one brace group (metadata, backend_config,
  // dimensions); inside braces only braces and strings count, so the group
  // is skipped here with a counter instead of the closer stack below. A
  // NUL, an unterminated string or group, or nesting past MaxDepth leaves P
  // at Start, so that the general scan below reports them as before.
  if (P != End && *P == '{' && MaxDepth >= 1) {
    const char *Q = P + 1;
    int Open = 1;
    while (true) {
      Q = scan::findFirstOf<'"', '{', '}', '\0'>(Q, End);
      if (Q == End || *Q == '\0')
        break;
      if (*Q == '"') {
        Q = skipString(Q);
        if (!Q)
          break;
        continue;
      }
      if (*Q == '{') {
        if (++Open > MaxDepth)
          break;
      } else if (--Open == 0) {
        P = Q + 1;
        break;
      }
      ++Q;
    }
  }
  // Closers of the open brackets, innermost last; a small fixed stack keeps
  // this allocation-free up to 64 levels.
  char InlineStack[64];
  std::string HeapStack;
  char *Stack = InlineStack;
  int Depth = 0;
  auto Push = [&](char Closer) -> bool {
    if (Depth >= MaxDepth)
      return false;
    if (Depth == 64 && Stack == InlineStack) {
      HeapStack.assign(InlineStack, 64);
      HeapStack.resize(MaxDepth);
      Stack = &HeapStack[0];
    }
    Stack[Depth++] = Closer;
    return true;
  };
  while (true) {
    if (Depth == 0) {
      // PERF NOTE: skip ordinary bytes with one table test each.
      while (P != End && !has(*P, ValueStop))
        ++P;
      if (P == End)
        break;
      char C = *P;
      if (C == ',') {
        if (nextIsAttributeName(P + 1))
          break;
        ++P;
        continue;
      }
      if (C == '\n' || C == '\r' || C == '}' || C == ')' || C == ']')
        break;
      if (C == '/') {
        if (End - P >= 2 && (P[1] == '/' || P[1] == '*'))
          break;
        ++P;
        continue;
      }
      if (C == '"') {
        const char *Q = skipString(P);
        if (!Q)
          return error(P, "unterminated string");
        P = Q;
        continue;
      }
      if (C == '\0')
        return error(P, describeByte(C));
      if (!Push(C == '{' ? '}' : C == '(' ? ')' : ']'))
        return error(P, absl::StrCat("nesting deeper than ", MaxDepth));
      ++P;
      continue;
    }
    char Top = Stack[Depth - 1];
    if (Top == '}') {
      // Inside braces only braces count: the text may be JSON, MLIR
      // attributes or anything else XLA passes through.
      P = scan::findFirstOf<'"', '{', '}', '\0'>(P, End);
      if (P == End)
        return error(Start, "unterminated attribute value");
      char C = *P;
      if (C == '{') {
        if (!Push('}'))
          return error(P, absl::StrCat("nesting deeper than ", MaxDepth));
        ++P;
      } else if (C == '}') {
        --Depth;
        ++P;
      } else if (C == '"') {
        const char *Q = skipString(P);
        if (!Q)
          return error(P, "unterminated string");
        P = Q;
      } else if (C == '\0') {
        return error(P, describeByte(C));
      } else {
        ++P;
      }
      continue;
    }
    while (P != End && !has(*P, ValueStop))
      ++P;
    if (P == End)
      return error(Start, "unterminated attribute value");
    char C = *P;
    switch (C) {
    case '{':
    case '(':
    case '[':
      if (!Push(C == '{' ? '}' : C == '(' ? ')' : ']'))
        return error(P, absl::StrCat("nesting deeper than ", MaxDepth));
      ++P;
      break;
    case '}':
    case ')':
    case ']':
      if (C != Top)
        return error(P, absl::StrCat("expected '", absl::string_view(&Top, 1),
                                     "' before '", absl::string_view(&C, 1),
                                     "' in attribute value"));
      --Depth;
      ++P;
      break;
    case '"': {
      const char *Q = skipString(P);
      if (!Q)
        return error(P, "unterminated string");
      P = Q;
      break;
    }
    case '\0':
      return error(P, describeByte(C));
    default:
      ++P;
      break;
    }
  }
  while (P != Start && has(P[-1], Space))
    --P;
  if (P == Start)
    return error(Start, "expected attribute value");
  Cur = P;
  return makeToken(TokenKind::RawText, Start);
}

Token Lexer::lexParenPayload() {
  const char *Start = Cur;
  const char *P = Cur;
  int Depth = 1;
  while (P != End) {
    char C = *P;
    if (C == '(') {
      if (++Depth > MaxDepth)
        return error(P, absl::StrCat("nesting deeper than ", MaxDepth));
    } else if (C == ')') {
      if (--Depth == 0) {
        Cur = P + 1;
        return Token{TokenKind::RawText, absl::string_view(Start, P - Start)};
      }
    } else if (C == '"') {
      const char *Q = skipString(P);
      if (!Q)
        return error(P, "unterminated string");
      P = Q;
      continue;
    } else if (C == '\0') {
      return error(P, describeByte(C));
    }
    ++P;
  }
  return error(Start - 1, "expected ')' to match this '('");
}

Token Lexer::lexBalanced() {
  const char *Start = Cur;
  int Depth = 0;
  const char *P = Cur;
  // Only the kind of bracket that opened the text is counted; the other
  // kinds inside are balanced in well-formed text and irrelevant otherwise.
  char Open = *P;
  char Close = Open == '(' ? ')' : Open == '[' ? ']' : '}';
  while (P != End) {
    char C = *P;
    if (C == Open) {
      if (++Depth > MaxDepth)
        return error(P, absl::StrCat("nesting deeper than ", MaxDepth));
    } else if (C == Close) {
      if (--Depth == 0) {
        Cur = P + 1;
        return makeToken(TokenKind::RawText, Start);
      }
    } else if (C == '"') {
      const char *Q = skipString(P);
      if (!Q)
        return error(P, "unterminated string");
      P = Q;
      continue;
    } else if (C == '\0') {
      return error(P, describeByte(C));
    }
    ++P;
  }
  return error(Start, absl::StrCat("expected '", absl::string_view(&Close, 1),
                                   "' to match this '",
                                   absl::string_view(&Open, 1), "'"));
}

const char *Lexer::findComputationEnd(const char *Open) const {
  // PERF NOTE: XLA prints a computation's closing brace alone at the start
  // of a line and never a raw newline inside a value, so the end is the
  // first "\n}". memchr over line ends is vectorised (glibc's memmem with a
  // two-byte needle was 20% of a cached parse). The answer is only a cache
  // key: a miss is parsed in full and cached only if the parse ends exactly
  // here, and a hit was such a parse of identical bytes, so hand-written
  // text with other line breaks is still parsed correctly, just not shared.
  const char *P = Open;
  while (true) {
    const void *NL = std::memchr(P, '\n', End - P);
    if (!NL)
      return nullptr;
    P = static_cast<const char *>(NL) + 1;
    if (P != End && *P == '}')
      return P + 1;
  }
}

size_t Lexer::countBodyLines(const char *Open,
                             std::vector<const char *> &LineEnds,
                             size_t MaxLineEnds) const {
  size_t Lines = 0;
  const char *P = Open;
  while (true) {
    const void *NL = std::memchr(P, '\n', End - P);
    if (!NL)
      return 0;
    if (LineEnds.size() < MaxLineEnds)
      LineEnds.push_back(static_cast<const char *>(NL));
    P = static_cast<const char *>(NL) + 1;
    if (P != End && *P == '}')
      return std::min<size_t>(Lines, static_cast<size_t>(P - Open) / 16);
    ++Lines;
  }
}

std::pair<unsigned, unsigned> Lexer::lineAndColumn(const char *P) const {
  unsigned Line = 1;
  const char *LineStart = Begin;
  const char *Q = Begin;
  while (Q < P) {
    const void *NL = std::memchr(Q, '\n', P - Q);
    if (!NL)
      break;
    ++Line;
    Q = static_cast<const char *>(NL) + 1;
    LineStart = Q;
  }
  return {Line, static_cast<unsigned>(P - LineStart) + 1};
}

} // namespace hlotrace
