//===- ShapeParser.cpp - Parsing shapes and layouts -----------------------===//
//
// Character-level recursive descent over shape text, bounded by the nesting
// limit, with a per-parse cache keyed by the exact shape text.
//
//===----------------------------------------------------------------------===//

#include "Text/ShapeParser.h"

#include <cstring>

#include "Text/Lexer.h"
#include "Text/Scan.h"
#include "absl/container/inlined_vector.h"
#include "absl/strings/str_cat.h"

namespace hlotrace {
namespace {

inline bool isDigit(char C) { return C >= '0' && C <= '9'; }
/// `[a-z0-9_]`, one load per byte.
struct TypeCharTable {
  bool Is[256] = {};
  constexpr TypeCharTable() {
    for (int C = 'a'; C <= 'z'; ++C)
      Is[C] = true;
    for (int C = '0'; C <= '9'; ++C)
      Is[C] = true;
    Is[int('_')] = true;
  }
};
constexpr TypeCharTable TypeChars;
inline bool isTypeChar(char C) {
  return TypeChars.Is[static_cast<unsigned char>(C)];
}

} // namespace

ShapeParser::ShapeParser(Context &Ctx, absl::string_view Buffer,
                         int MaxNestingDepth)
    : Ctx(Ctx), End(Buffer.data() + Buffer.size()), MaxDepth(MaxNestingDepth) {
  // One slot per 2 KB of text, 64 to 4096 (a few hundred distinct shape
  // texts in a 4 MB module): a small module clears little.
  unsigned Bits = 6;
  while (Bits < 12 && (size_t{2048} << Bits) < Buffer.size())
    ++Bits;
  Recent.resize(size_t{1} << Bits);
  RecentShift = 64 - Bits;
}

bool ShapeParser::openShapeGoesOn(const char *E) const {
  // The same bytes end the shape here too unless a layout follows (what
  // layoutFollows() would look at); let the scan decide that case.
  const char *Q = E;
  while (Q != End && (*Q == ' ' || *Q == '\t'))
    ++Q;
  return Q != End && *Q == '{';
}

void ShapeParser::remember(const char *P, size_t Size, const Shape *S) {
  if (End - P < 16 || Size > UINT32_MAX)
    return;
  RecentSlot &Slot =
      Recent[detail::foldMultiply(detail::loadWord(P) ^ 0x9e3779b97f4a7c15ull,
                                  detail::loadWord(P + 8)) >>
             RecentShift];
  Slot = RecentSlot{P, static_cast<uint32_t>(Size), P[Size - 1] == ']', S};
}

std::nullptr_t ShapeParser::fail(const char *Loc, std::string Message) {
  ErrorLoc = Loc;
  ErrorMsg = std::move(Message);
  return nullptr;
}

void ShapeParser::skipSpace(const char *&P) const {
  while (P != End) {
    char C = *P;
    if (C == ' ' || C == '\t' || C == '\n' || C == '\r') {
      ++P;
      continue;
    }
    // Hand-written shapes may hold `//` comments up to the line's end.
    if (C == '/' && End - P >= 2 && P[1] == '/') {
      while (P != End && *P != '\n')
        ++P;
      continue;
    }
    // `/*index=5*/` comments appear inside long tuple shapes.
    if (C == '/' && End - P >= 2 && P[1] == '*') {
      const char *Q = P + 2;
      while (End - Q >= 2 && !(Q[0] == '*' && Q[1] == '/'))
        ++Q;
      if (End - Q < 2)
        return; // Unterminated; the caller reports what it expected here.
      P = Q + 2;
      continue;
    }
    return;
  }
}

bool ShapeParser::startsShape(const char *P) const {
  if (P == End)
    return false;
  if (*P == '(')
    return true;
  if (!charclass::isIdentifierStart(*P))
    return false;
  if (*P == 'b' && End - P >= 2 && P[1] == '(')
    return true;
  while (P != End && isTypeChar(*P))
    ++P;
  return P != End && *P == '[';
}

bool ShapeParser::layoutFollows(const char *P) const {
  while (P != End && (*P == ' ' || *P == '\t'))
    ++P;
  if (P == End || *P != '{')
    return false;
  ++P;
  while (P != End && (*P == ' ' || *P == '\t' || *P == '\n' || *P == '\r'))
    ++P;
  return P != End && (isDigit(*P) || *P == ':' || *P == '}');
}

/// Just past the `Close` that matches the `Open` at `P`, or nullptr when the
/// line (a shape never spans lines in XLA's text) or the buffer ends first.
template <char Open, char Close>
static const char *pastMatching(const char *P, const char *End) {
  size_t Depth = 0;
  while (true) {
    P = scan::findFirstOf<Open, Close, '\0', '\n'>(P, End);
    if (P == End)
      return nullptr;
    if (*P == Open) {
      ++Depth;
    } else if (*P == Close) {
      if (--Depth == 0)
        return P + 1;
    } else {
      return nullptr;
    }
    ++P;
  }
}

const char *ShapeParser::scanShapeEnd(const char *P) const {
  if (P == End)
    return nullptr;
  if (*P == 'b' && End - P >= 2 && P[1] == '(')
    ++P;
  if (*P == '(') {
    // PERF NOTE: counting parentheses is enough to find a tuple's end; the
    // structural parse runs only when the text is new.
    return pastMatching<'(', ')'>(P, End);
  }
  while (P != End && isTypeChar(*P))
    ++P;
  if (P == End || *P != '[')
    return nullptr;
  // PERF NOTE: 16 bytes a step, inline: dimensions are a few bytes, and a
  // call to memchr cost more than the scan.
  P = scan::findFirstOf<']'>(P, End);
  if (P == End)
    return nullptr;
  ++P;
  // `]{` and a digit, `:` or `}`: the layout as XLA prints it, without the
  // general test's loops.
  if (End - P >= 2 && *P == '{' &&
      (isDigit(P[1]) || P[1] == ':' || P[1] == '}'))
    return pastMatching<'{', '}'>(P, End);
  if (!layoutFollows(P))
    return P;
  while (*P != '{') // layoutFollows found it.
    ++P;
  return pastMatching<'{', '}'>(P, End);
}

const Shape *ShapeParser::lookupScanned(const char *&P) {
  const char *E = scanShapeEnd(P);
  if (!E)
    return nullptr;
  auto It = ByText.find(absl::string_view(P, E - P));
  if (It == ByText.end())
    return nullptr;
  remember(P, E - P, It->second);
  P = E;
  return It->second;
}

const Shape *ShapeParser::parse(const char *&P) { return parseKnown(P, 0); }

const Shape *ShapeParser::parseKnown(const char *&P, int Depth) {
  if (const Shape *S = recent(P))
    return S;
  const char *E = scanShapeEnd(P);
  absl::string_view Key;
  if (E) {
    Key = absl::string_view(P, E - P);
    auto It = ByText.find(Key);
    if (It != ByText.end()) {
      remember(P, E - P, It->second);
      P = E;
      return It->second;
    }
  }
  const char *Start = P;
  const Shape *S = parseShape(P, Depth);
  if (S && E && P == E) {
    ByText.emplace(Key, S);
    remember(Start, E - Start, S);
  }
  return S;
}

bool ShapeParser::expect(const char *&P, char C, absl::string_view Context) {
  skipSpace(P);
  if (P != End && *P == C) {
    ++P;
    return true;
  }
  fail(P, absl::StrCat("expected '", absl::string_view(&C, 1), "' ", Context));
  return false;
}

bool ShapeParser::parseInt(const char *&P, int64_t &Value,
                           absl::string_view What) {
  skipSpace(P);
  if (P == End || !isDigit(*P)) {
    fail(P, absl::StrCat("expected integer ", What));
    return false;
  }
  const char *Start = P;
  uint64_t V = 0;
  while (P != End && isDigit(*P)) {
    uint64_t D = static_cast<uint64_t>(*P - '0');
    if (V > (static_cast<uint64_t>(INT64_MAX) - D) / 10) {
      fail(Start, "integer is too large");
      return false;
    }
    V = V * 10 + D;
    ++P;
  }
  Value = static_cast<int64_t>(V);
  return true;
}

const Shape *ShapeParser::parseShape(const char *&P, int Depth) {
  if (Depth >= MaxDepth)
    return fail(P, absl::StrCat("shape nesting deeper than ", MaxDepth));
  skipSpace(P);
  if (P == End)
    return fail(P, "expected shape");
  if (*P == '(') {
    ++P;
    absl::InlinedVector<const Shape *, 8> Elements;
    skipSpace(P);
    if (P != End && *P == ')') {
      ++P;
      return Ctx.getShape(Shape::tuple(ElementType::Tuple, {}));
    }
    while (true) {
      // PERF NOTE: a tuple's elements repeat (parameter lists, results of
      // multi-output fusions): an array element is looked up before it is
      // parsed. Not a nested tuple: one parsed before at a shallower depth
      // could pass here where parsing it would hit the nesting limit.
      skipSpace(P);
      const bool Array = P != End && *P != '(' &&
                         !(*P == 'b' && End - P >= 2 && P[1] == '(');
      const Shape *E = Array && Depth + 1 < MaxDepth
                           ? parseKnown(P, Depth + 1)
                           : parseShape(P, Depth + 1);
      if (!E)
        return nullptr;
      Elements.push_back(E);
      skipSpace(P);
      if (P != End && *P == ',') {
        ++P;
        continue;
      }
      if (P != End && *P == ')') {
        ++P;
        break;
      }
      return fail(P, "expected ',' or ')' in tuple shape");
    }
    return Ctx.getShape(Shape::tuple(ElementType::Tuple, Elements));
  }
  const char *TypeStart = P;
  while (P != End && isTypeChar(*P))
    ++P;
  absl::string_view TypeName(TypeStart, P - TypeStart);
  if (TypeName == "b" && P != End && *P == '(') {
    ++P;
    const Shape *E = parseShape(P, Depth + 1);
    if (!E)
      return nullptr;
    if (!expect(P, ')', "after buffer shape"))
      return nullptr;
    const Shape *Elements[] = {E};
    return Ctx.getShape(Shape::tuple(ElementType::Buffer, Elements));
  }
  if (TypeName.empty())
    return fail(P, "expected shape");
  std::optional<ElementType> Type = elementTypeFromSpelling(TypeName);
  if (!Type || *Type == ElementType::Tuple || *Type == ElementType::Buffer ||
      *Type == ElementType::Invalid)
    return fail(TypeStart,
                absl::StrCat("unknown element type '", TypeName, "'"));
  if (!expect(P, '[', "after element type"))
    return nullptr;
  absl::InlinedVector<int64_t, 8> Dims;
  absl::InlinedVector<bool, 8> Dynamic;
  skipSpace(P);
  if (P != End && *P == ']') {
    ++P;
  } else {
    while (true) {
      skipSpace(P);
      int64_t Size = 0;
      bool IsDynamic = false;
      if (P != End && *P == '?') {
        ++P;
        Size = Shape::kUnboundedSize;
        IsDynamic = true;
      } else {
        if (End - P >= 2 && P[0] == '<' && P[1] == '=') {
          P += 2;
          IsDynamic = true;
        }
        if (!parseInt(P, Size, "dimension size"))
          return nullptr;
      }
      Dims.push_back(Size);
      Dynamic.push_back(IsDynamic);
      skipSpace(P);
      if (P != End && *P == ',') {
        ++P;
        continue;
      }
      if (P != End && *P == ']') {
        ++P;
        break;
      }
      return fail(P, "expected ',' or ']' in dimensions");
    }
  }
  if (!layoutFollows(P))
    return Ctx.getShape(Shape::array(*Type, Dims, Dynamic, nullptr));
  Layout L;
  if (!parseLayout(P, L, Depth))
    return nullptr;
  return Ctx.getShape(Shape::array(*Type, Dims, Dynamic, &L));
}

bool ShapeParser::captureParens(const char *&P, const char *Start,
                                std::string &Out) {
  if (P == End || *P != '(') {
    fail(P, "expected '(' in layout property");
    return false;
  }
  int Depth = 0;
  for (const char *Q = P; Q != End; ++Q) {
    if (*Q == '(') {
      if (++Depth > MaxDepth) {
        fail(Q, absl::StrCat("nesting deeper than ", MaxDepth));
        return false;
      }
    } else if (*Q == ')') {
      if (--Depth == 0) {
        P = Q + 1;
        Out.append(Start, P - Start);
        return true;
      }
    } else if (*Q == '\0' || *Q == '\n') {
      break;
    }
  }
  fail(P, "expected ')' to match this '('");
  return false;
}

bool ShapeParser::parseLayout(const char *&P, Layout &L, int Depth) {
  if (!expect(P, '{', "to start layout"))
    return false;
  skipSpace(P);
  if (P != End && isDigit(*P)) {
    while (true) {
      int64_t Dim = 0;
      if (!parseInt(P, Dim, "in layout"))
        return false;
      L.MinorToMajor.push_back(Dim);
      skipSpace(P);
      if (P != End && *P == ',') {
        ++P;
        continue;
      }
      break;
    }
  }
  if (P != End && *P == ':') {
    ++P;
    while (true) {
      skipSpace(P);
      if (P == End || *P == '}')
        break;
      const char *Start = P;
      char C = *P;
      if (C == 'T') {
        ++P;
        if (P == End || *P != '(') {
          fail(P, "expected '(' after 'T' in layout");
          return false;
        }
        while (P != End && *P == '(') {
          ++P;
          // Built in place: moving a local Tile trips GCC 12's
          // -Wmaybe-uninitialized inside absl::InlinedVector.
          Tile &T = L.Tiles.emplace_back();
          skipSpace(P);
          if (P != End && *P == ')') {
            ++P;
            continue;
          }
          while (true) {
            skipSpace(P);
            int64_t D = 0;
            if (P != End && *P == '*') {
              ++P;
              D = Tile::kCombineDimension;
            } else if (!parseInt(P, D, "in tile")) {
              return false;
            }
            T.Dims.push_back(D);
            skipSpace(P);
            if (P != End && *P == ',') {
              ++P;
              continue;
            }
            if (P != End && *P == ')') {
              ++P;
              break;
            }
            fail(P, "expected ',' or ')' in tile");
            return false;
          }
        }
        continue;
      }
      if (C == 'S' && End - P >= 2 && P[1] == 'C') {
        P += 2;
        if (!captureParens(P, Start, L.SplitAndPhysicalText))
          return false;
        while (P != End && *P == '(') {
          if (!captureParens(P, P, L.SplitAndPhysicalText))
            return false;
        }
        continue;
      }
      if (C == 'L' || C == 'E' || C == 'S' || C == 'M') {
        ++P;
        int64_t V = 0;
        if (P == End || *P != '(') {
          fail(P, absl::StrCat("expected '(' after '",
                               absl::string_view(&C, 1), "' in layout"));
          return false;
        }
        ++P;
        if (!parseInt(P, V, "in layout property") ||
            !expect(P, ')', "after layout property"))
          return false;
        if (C == 'L')
          L.TailPaddingAlignment = V;
        else if (C == 'E')
          L.ElementSizeBits = V;
        else if (C == 'S')
          L.MemorySpace = V;
        else
          L.DynamicShapeMetadataPrefixBytes = V;
        continue;
      }
      if (C == 'D' || C == '#' || C == '*' || C == 'P') {
        ++P;
        std::string &Out = C == 'D'   ? L.DimLevelTypesText
                           : C == 'P' ? L.SplitAndPhysicalText
                                      : L.IndexPointerTypesText;
        if (!captureParens(P, Start, Out))
          return false;
        continue;
      }
      fail(P, "unknown layout property");
      return false;
    }
  }
  skipSpace(P);
  if (P == End || *P != '}') {
    fail(P, "expected '}' to end layout");
    return false;
  }
  ++P;
  return true;
}

} // namespace hlotrace
