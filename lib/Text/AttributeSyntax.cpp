//===- AttributeSyntax.cpp - Checking values XLA gives a syntax -----------===//
//
// One small recursive-descent checker per value grammar, over a cursor with
// explicit bounds. Each grammar rule is in the comment of its function; the
// forms follow XLA's parser (see docs/xla-formats.md and the reference
// grammar), and a value that does not fit yields the offset and what was
// expected. Nesting is bounded by the lexer's limit before any value gets
// here; literal nesting is bounded by the shape's rank.
//
//===----------------------------------------------------------------------===//

#include "Text/AttributeSyntax.h"

#include <cerrno>
#include <cstdlib>
#include <initializer_list>
#include <limits>

#include "absl/container/flat_hash_map.h"
#include "absl/strings/ascii.h"
#include "absl/strings/match.h"
#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"

namespace hlotrace {
namespace {

using absl::string_view;

/// A position in a value and the first error found.
class Cursor {
public:
  explicit Cursor(string_view Text) : Text(Text) {}

  bool atEnd() const { return Pos == Text.size(); }
  char peek() const { return atEnd() ? '\0' : Text[Pos]; }
  size_t offset() const { return Pos; }
  string_view rest() const { return Text.substr(Pos); }

  /// Skips spaces, newlines and `/* ... */` comments.
  void skipSpace() {
    while (Pos < Text.size()) {
      char C = Text[Pos];
      if (C == ' ' || C == '\t' || C == '\n' || C == '\r') {
        ++Pos;
        continue;
      }
      if (C == '/' && Pos + 1 < Text.size() && Text[Pos + 1] == '*') {
        size_t Close = Text.find("*/", Pos + 2);
        if (Close == string_view::npos)
          return;
        Pos = Close + 2;
        continue;
      }
      return;
    }
  }
  /// Consumes `C` after optional space.
  bool consume(char C) {
    skipSpace();
    if (peek() != C)
      return false;
    ++Pos;
    return true;
  }
  bool consumeWord(string_view W) {
    skipSpace();
    if (rest().substr(0, W.size()) != W)
      return false;
    Pos += W.size();
    return true;
  }
  /// `-?[0-9]+` (no space skipping when `Tight`).
  bool integer(int64_t *Out = nullptr, bool Tight = false) {
    if (!Tight)
      skipSpace();
    size_t Start = Pos;
    if (peek() == '-')
      ++Pos;
    size_t Digits = Pos;
    // The magnitude, refused past what int64_t holds with this sign.
    const uint64_t Limit =
        static_cast<uint64_t>(std::numeric_limits<int64_t>::max()) +
        (Digits != Start ? 1 : 0);
    uint64_t Magnitude = 0;
    while (Pos < Text.size() && absl::ascii_isdigit(
                                    static_cast<unsigned char>(Text[Pos]))) {
      uint64_t D = static_cast<uint64_t>(Text[Pos] - '0');
      if (Magnitude > (Limit - D) / 10) {
        Pos = Start;
        return false;
      }
      Magnitude = Magnitude * 10 + D;
      ++Pos;
    }
    if (Pos == Digits) {
      Pos = Start;
      return false;
    }
    if (Out)
      *Out = Digits != Start ? static_cast<int64_t>(0 - Magnitude)
                             : static_cast<int64_t>(Magnitude);
    return true;
  }
  /// `[A-Za-z0-9_.$-]+`.
  string_view word() {
    skipSpace();
    size_t Start = Pos;
    while (!atEnd()) {
      char C = Text[Pos];
      if (!absl::ascii_isalnum(static_cast<unsigned char>(C)) && C != '_' &&
          C != '.' && C != '-' && C != '$')
        break;
      ++Pos;
    }
    return Text.substr(Start, Pos - Start);
  }

  bool fail(std::string Message) { return failAt(Pos, std::move(Message)); }
  bool failAt(size_t At, std::string Message) {
    if (!Error)
      Error = ValueError{At, std::move(Message)};
    return false;
  }
  bool expect(char C, absl::string_view Where) {
    if (consume(C))
      return true;
    skipSpace();
    return fail(absl::StrCat("expected '", string_view(&C, 1), "' ", Where));
  }
  std::optional<ValueError> finish() {
    if (!Error) {
      skipSpace();
      if (!atEnd())
        fail("unexpected text after the value");
    }
    return Error;
  }

  std::optional<ValueError> Error;

private:
  string_view Text;
  size_t Pos = 0;
};

/// int_list ::= '{' (INT (',' INT)*)? '}'
/// PERF NOTE: the messages are built only on failure; building them up
/// front was half the cost of checking every `dimensions={...}`.
bool intList(Cursor &C, absl::string_view What) {
  if (!C.consume('{'))
    return C.expect('{', absl::StrCat("to start ", What));
  if (C.consume('}'))
    return true;
  do {
    if (!C.integer())
      return C.fail(absl::StrCat("expected integer in ", What));
  } while (C.consume(','));
  return C.consume('}') || C.expect('}', absl::StrCat("to end ", What));
}

/// x_list ::= INT ('x' INT)*     (window sizes, strides, dilations)
bool xList(Cursor &C, absl::string_view What) {
  do {
    if (!C.integer(nullptr, /*Tight=*/true))
      return C.fail(absl::StrCat("expected integer in window ", What));
  } while (C.peek() == 'x' && (C.consume('x'), true));
  return true;
}

/// pad_list ::= INT '_' INT ('_' INT)? ('x' ...)*   (`Interior` allows 3)
bool padList(Cursor &C, bool Interior, absl::string_view What) {
  do {
    for (int Part = 0; Part < (Interior ? 3 : 2); ++Part) {
      if (Part > 0) {
        if (C.peek() != '_') {
          if (Part == 2)
            break;
          return C.fail(absl::StrCat("expected '_' in ", What,
                                     " (low_high", Interior ? "[_interior]" : "",
                                     ")"));
        }
        C.consume('_');
      }
      if (!C.integer(nullptr, /*Tight=*/true))
        return C.fail(absl::StrCat("expected integer in ", What));
    }
  } while (C.peek() == 'x' && (C.consume('x'), true));
  return true;
}

/// window ::= '{' (key '=' value)* '}'
/// key ::= size | stride | pad | lhs_dilate | rhs_dilate | rhs_reversal
bool window(Cursor &C) {
  if (!C.expect('{', "to start window"))
    return false;
  while (!C.consume('}')) {
    C.skipSpace();
    if (C.atEnd())
      return C.fail("expected '}' to end window");
    size_t KeyAt = C.offset();
    string_view Key = C.word();
    if (Key.empty())
      return C.fail("expected window field name");
    if (!C.expect('=', absl::StrCat("after window field '", Key, "'")))
      return false;
    C.skipSpace();
    if (Key == "pad") {
      if (!padList(C, /*Interior=*/false, "window pad"))
        return false;
    } else if (Key == "size" || Key == "stride" || Key == "lhs_dilate" ||
               Key == "rhs_dilate" || Key == "rhs_reversal") {
      if (!xList(C, Key))
        return false;
    } else {
      return C.failAt(KeyAt, absl::StrCat("unknown window field '", Key,
                                 "' (expected size, stride, pad, lhs_dilate, "
                                 "rhs_dilate or rhs_reversal)"));
    }
  }
  return true;
}

/// slice ::= '{' (range (',' range)*)? '}'
/// range ::= '[' INT ':' INT (':' INT)? ']'
bool slice(Cursor &C) {
  if (!C.expect('{', "to start slice"))
    return false;
  if (C.consume('}'))
    return true;
  do {
    if (!C.expect('[', "to start a slice range"))
      return false;
    for (int Part = 0; Part < 3; ++Part) {
      if (Part > 0 && !C.consume(':')) {
        if (Part == 2)
          break;
        return C.fail("expected ':' in slice range [start:limit(:stride)]");
      }
      if (!C.integer())
        return C.fail("expected integer in slice range");
    }
    if (!C.expect(']', "to end a slice range"))
      return false;
  } while (C.consume(','));
  return C.expect('}', "to end slice");
}

/// dim_labels ::= labels '_' labels '->' labels ; labels ::= [0-9a-z?]+
bool dimLabels(Cursor &C) {
  auto Labels = [&](absl::string_view Which) {
    size_t Start = C.offset();
    while (absl::ascii_isalnum(static_cast<unsigned char>(C.peek())) ||
           C.peek() == '?')
      C.consume(C.peek());
    if (C.offset() == Start)
      return C.fail(absl::StrCat("expected ", Which, " dimension labels"));
    return true;
  };
  C.skipSpace();
  if (!Labels("input"))
    return false;
  if (C.peek() != '_')
    return C.fail("expected '_' in dim_labels (input_kernel->output)");
  C.consume('_');
  if (!Labels("kernel"))
    return false;
  if (!C.consumeWord("->"))
    return C.fail("expected '->' in dim_labels (input_kernel->output)");
  return Labels("output");
}

/// shape_index ::= '{' (INT (',' INT)*)? '}'
bool shapeIndex(Cursor &C) { return intList(C, "shape index"); }

/// alias_list ::= '{' (shape_index ':' '(' INT ',' shape_index
///                     (',' ('must-alias' | 'may-alias'))? ')' ','?)* '}'
bool aliasList(Cursor &C, bool AllowKind) {
  if (!C.expect('{', "to start alias list"))
    return false;
  while (!C.consume('}')) {
    if (C.atEnd())
      return C.fail("expected '}' to end alias list");
    if (!shapeIndex(C) || !C.expect(':', "after output shape index") ||
        !C.expect('(', "to start (operand, shape index)"))
      return false;
    if (!C.integer())
      return C.fail("expected operand number");
    if (!C.expect(',', "after operand number") || !shapeIndex(C))
      return false;
    if (AllowKind && C.consume(',')) {
      C.skipSpace();
      size_t KindAt = C.offset();
      string_view Kind = C.word();
      if (Kind != "must-alias" && Kind != "may-alias")
        return C.failAt(KindAt, "expected 'must-alias' or 'may-alias'");
    }
    if (!C.expect(')', "to end (operand, shape index)"))
      return false;
    C.consume(',');
  }
  return true;
}

/// buffer_donor ::= '{' ('(' INT ',' shape_index ')' ','?)* '}'
bool bufferDonor(Cursor &C) {
  if (!C.expect('{', "to start buffer_donor"))
    return false;
  while (!C.consume('}')) {
    if (C.atEnd())
      return C.fail("expected '}' to end buffer_donor");
    if (!C.expect('(', "to start (parameter, shape index)"))
      return false;
    if (!C.integer())
      return C.fail("expected parameter number");
    if (!C.expect(',', "after parameter number") || !shapeIndex(C) ||
        !C.expect(')', "to end (parameter, shape index)"))
      return false;
    C.consume(',');
  }
  return true;
}

/// replica_groups ::= '{' (int_list (',' int_list)*)? '}'
///                  | '[' INT (',' INT)* ']' '<=' '[' INT (',' INT)* ']'
///                    ('T' '(' INT (',' INT)* ')')?
///                  | 'mesh' ...                      (kept as text)
bool replicaGroups(Cursor &C) {
  C.skipSpace();
  if (C.rest().substr(0, 4) == "mesh")
    return (C.consumeWord(C.rest()), true);
  auto Bracketed = [&](char Open, char Close, absl::string_view What) {
    if (!C.expect(Open, absl::StrCat("to start ", What)))
      return false;
    do {
      if (!C.integer())
        return C.fail(absl::StrCat("expected integer in ", What));
    } while (C.consume(','));
    return C.expect(Close, absl::StrCat("to end ", What));
  };
  if (C.peek() == '[') {
    if (!Bracketed('[', ']', "iota group dimensions"))
      return false;
    if (!C.consumeWord("<="))
      return C.fail("expected '<=' in iota replica groups");
    if (!Bracketed('[', ']', "iota reshape dimensions"))
      return false;
    if (C.consumeWord("T"))
      return Bracketed('(', ')', "iota transpose");
    return true;
  }
  if (!C.expect('{', "to start replica groups"))
    return false;
  if (C.consume('}'))
    return true;
  do {
    if (!intList(C, "replica group"))
      return false;
  } while (C.consume(','));
  return C.expect('}', "to end replica groups");
}

/// pairs ::= '{' ('{' INT ',' INT '}' (',' ...)*)? '}'
bool sourceTargetPairs(Cursor &C) {
  if (!C.expect('{', "to start source_target_pairs"))
    return false;
  if (C.consume('}'))
    return true;
  do {
    if (!C.expect('{', "to start a source-target pair") || !C.integer() ||
        !C.expect(',', "in a source-target pair") || !C.integer() ||
        !C.expect('}', "to end a source-target pair"))
      return C.fail("expected {source,target} pair");
  } while (C.consume(','));
  return C.expect('}', "to end source_target_pairs");
}

/// result_accuracy ::= '{' 'mode' '=' WORD '}'
///                   | '{' 'tolerance' '=' '{' (key '=' NUMBER ','?)* '}' '}'
bool resultAccuracy(Cursor &C) {
  if (!C.expect('{', "to start result_accuracy"))
    return false;
  C.skipSpace();
  size_t KeyAt = C.offset();
  string_view Key = C.word();
  if (Key != "mode" && Key != "tolerance")
    return C.failAt(KeyAt, "expected 'mode' or 'tolerance' in result_accuracy");
  if (!C.expect('=', "after result_accuracy field"))
    return false;
  if (Key == "mode") {
    C.skipSpace();
    size_t ModeAt = C.offset();
    string_view Mode = C.word();
    if (Mode != "default" && Mode != "highest")
      return C.failAt(ModeAt,
                      "expected result accuracy mode 'default' or 'highest'");
  } else if (Key == "tolerance") {
    if (!C.expect('{', "to start tolerance"))
      return false;
    while (!C.consume('}')) {
      if (C.atEnd())
        return C.fail("expected '}' to end tolerance");
      C.skipSpace();
      size_t FieldAt = C.offset();
      string_view Field = C.word();
      if (Field != "atol" && Field != "rtol" && Field != "ulps")
        return C.failAt(FieldAt, "expected tolerance field atol, rtol or ulps");
      if (!C.expect('=', "after tolerance field"))
        return false;
      C.skipSpace();
      size_t NumberAt = C.offset();
      string_view Number = C.word();
      double D;
      if (Number.empty() || !absl::SimpleAtod(Number, &D))
        return C.failAt(NumberAt, absl::StrCat("expected a number for ", Field));
      C.consume(',');
    }
  }
  return C.expect('}', "to end result_accuracy");
}

/// One of `Words`, as a bare word.
bool oneOf(Cursor &C, std::initializer_list<string_view> Words,
           absl::string_view What) {
  C.skipSpace();
  size_t At = C.offset();
  string_view W = C.word();
  for (string_view Allowed : Words)
    if (W == Allowed)
      return true;
  std::string List;
  for (string_view Allowed : Words)
    absl::StrAppend(&List, List.empty() ? "" : ", ", Allowed);
  return C.failAt(At, absl::StrCat("expected ", What, " (one of ", List, ")"));
}

/// The value grammars, by attribute name.
enum class Syntax {
  IntList,
  Int,
  Window,
  Slice,
  Padding,
  DimLabels,
  OperandAliasing,
  ReplicaGroups,
  SourceTargetPairs,
  ResultAccuracy,
  FusionKind,
  Direction,
};

/// PERF NOTE: one hash lookup per attribute; most attributes of a real dump
/// (metadata, backend_config, sharding) miss and cost nothing more.
const absl::flat_hash_map<string_view, Syntax> &syntaxTable() {
  static const auto *Table = new absl::flat_hash_map<string_view, Syntax>{
      {"dimensions", Syntax::IntList},
      {"lhs_contracting_dims", Syntax::IntList},
      {"rhs_contracting_dims", Syntax::IntList},
      {"lhs_batch_dims", Syntax::IntList},
      {"rhs_batch_dims", Syntax::IntList},
      {"slice_sizes", Syntax::IntList},
      {"dynamic_slice_sizes", Syntax::IntList},
      {"offset_dims", Syntax::IntList},
      {"collapsed_slice_dims", Syntax::IntList},
      {"start_index_map", Syntax::IntList},
      {"update_window_dims", Syntax::IntList},
      {"inserted_window_dims", Syntax::IntList},
      {"scatter_dims_to_operand_dims", Syntax::IntList},
      {"operand_batching_dims", Syntax::IntList},
      {"start_indices_batching_dims", Syntax::IntList},
      {"input_batching_dims", Syntax::IntList},
      {"scatter_indices_batching_dims", Syntax::IntList},
      {"fft_length", Syntax::IntList},
      {"lhs_ragged_dims", Syntax::IntList},
      {"rhs_group_dims", Syntax::IntList},
      {"index", Syntax::Int},
      {"iota_dimension", Syntax::Int},
      {"index_vector_dim", Syntax::Int},
      {"feature_index", Syntax::Int},
      {"channel_id", Syntax::Int},
      {"exponent_bits", Syntax::Int},
      {"mantissa_bits", Syntax::Int},
      {"feature_group_count", Syntax::Int},
      {"batch_group_count", Syntax::Int},
      {"window", Syntax::Window},
      {"slice", Syntax::Slice},
      {"padding", Syntax::Padding},
      {"dim_labels", Syntax::DimLabels},
      {"output_to_operand_aliasing", Syntax::OperandAliasing},
      {"replica_groups", Syntax::ReplicaGroups},
      {"source_target_pairs", Syntax::SourceTargetPairs},
      {"result_accuracy", Syntax::ResultAccuracy},
      {"kind", Syntax::FusionKind},
      {"direction", Syntax::Direction},
  };
  return *Table;
}

// Literals ------------------------------------------------------------------

enum class ElementClass { Pred, Signed, Unsigned, Float, Complex, Other };

ElementClass classOf(ElementType T) {
  switch (T) {
  case ElementType::Pred:
    return ElementClass::Pred;
  case ElementType::S1:
  case ElementType::S2:
  case ElementType::S4:
  case ElementType::S8:
  case ElementType::S16:
  case ElementType::S32:
  case ElementType::S64:
    return ElementClass::Signed;
  case ElementType::U1:
  case ElementType::U2:
  case ElementType::U4:
  case ElementType::U8:
  case ElementType::U16:
  case ElementType::U32:
  case ElementType::U64:
    return ElementClass::Unsigned;
  case ElementType::C64:
  case ElementType::C128:
    return ElementClass::Complex;
  case ElementType::Tuple:
  case ElementType::Token:
  case ElementType::OpaqueType:
  case ElementType::Buffer:
  case ElementType::Invalid:
    return ElementClass::Other;
  default:
    return ElementClass::Float;
  }
}

/// A number, `true`/`false`, `inf`, `nan`, `nan(0x..)`, signed.
string_view scalarToken(Cursor &C) {
  C.skipSpace();
  string_view Rest = C.rest();
  size_t N = 0;
  if (N < Rest.size() && (Rest[N] == '-' || Rest[N] == '+'))
    ++N;
  while (N < Rest.size()) {
    char Ch = Rest[N];
    if (absl::ascii_isalnum(static_cast<unsigned char>(Ch)) || Ch == '.' ||
        ((Ch == '-' || Ch == '+') && N > 0 &&
         (Rest[N - 1] == 'e' || Rest[N - 1] == 'E'))) {
      ++N;
      continue;
    }
    break;
  }
  string_view Tok = Rest.substr(0, N);
  // nan(0x7f): a NaN payload.
  if (N < Rest.size() && Rest[N] == '(' &&
      (Tok == "nan" || Tok == "-nan")) {
    size_t Close = Rest.find(')', N);
    if (Close != string_view::npos)
      Tok = Rest.substr(0, Close + 1);
  }
  C.consumeWord(Tok);
  return Tok;
}

bool isFloatSpelling(string_view Tok) {
  string_view T = Tok;
  if (!T.empty() && (T[0] == '-' || T[0] == '+'))
    T.remove_prefix(1);
  if (T == "inf" || T == "nan" || absl::StartsWith(T, "nan("))
    return true;
  double D;
  return absl::SimpleAtod(Tok, &D) &&
         (absl::ascii_isdigit(static_cast<unsigned char>(T.empty() ? 'x' : T[0])) ||
          (T.size() > 1 && T[0] == '.'));
}

bool scalar(Cursor &C, ElementType T) {
  ElementClass K = classOf(T);
  C.skipSpace();
  size_t At = C.offset();
  if (K == ElementClass::Complex) {
    if (!C.expect('(', "to start a complex value (re, im)"))
      return false;
    string_view Re = scalarToken(C);
    if (!isFloatSpelling(Re))
      return C.fail("expected real part");
    if (!C.expect(',', "in a complex value (re, im)"))
      return false;
    string_view Im = scalarToken(C);
    if (!isFloatSpelling(Im))
      return C.fail("expected imaginary part");
    return C.expect(')', "to end a complex value");
  }
  string_view Tok = scalarToken(C);
  if (Tok.empty())
    return C.fail(absl::StrCat("expected ", elementTypeSpelling(T), " value"));
  switch (K) {
  case ElementClass::Pred:
    if (Tok == "true" || Tok == "false" || Tok == "0" || Tok == "1")
      return true;
    break;
  case ElementClass::Signed:
  case ElementClass::Unsigned: {
    int Bits = elementTypeBitWidth(T);
    if (K == ElementClass::Unsigned) {
      uint64_t V;
      if (Tok[0] != '-' && absl::SimpleAtoi(Tok, &V)) {
        if (Bits >= 64 || V < (uint64_t{1} << Bits))
          return true;
        C.Error = ValueError{At, absl::StrCat("value ", Tok, " does not fit in ",
                                              elementTypeSpelling(T))};
        return false;
      }
    } else {
      int64_t V;
      if (absl::SimpleAtoi(Tok, &V)) {
        int64_t Max = Bits >= 64 ? std::numeric_limits<int64_t>::max()
                                 : (int64_t{1} << (Bits - 1)) - 1;
        int64_t Min = Bits >= 64 ? std::numeric_limits<int64_t>::min()
                                 : -(int64_t{1} << (Bits - 1));
        if (V >= Min && V <= Max)
          return true;
        C.Error = ValueError{At, absl::StrCat("value ", Tok, " does not fit in ",
                                              elementTypeSpelling(T))};
        return false;
      }
    }
    // XLA also reads integer constants printed in float form (`1e+06`).
    if (isFloatSpelling(Tok) && Tok.find_first_of("ni") == string_view::npos)
      return true;
    break;
  }
  case ElementClass::Float:
    if (isFloatSpelling(Tok) || Tok == "true" || Tok == "false")
      return true;
    break;
  default:
    return true;
  }
  C.Error = ValueError{At, absl::StrCat("expected ", elementTypeSpelling(T),
                                        " value, found '", Tok, "'")};
  return false;
}

/// array ::= '{' (array | scalar) (',' ...)* '}'  nested once per dimension,
/// with exactly dims[d] items at depth d.
bool array(Cursor &C, const Shape &S, size_t Dim) {
  auto Dims = S.dimensions();
  if (Dim == Dims.size())
    return scalar(C, S.elementType());
  if (!C.expect('{', absl::StrCat("to start dimension ", Dim, " of ",
                                  S.toString(false))))
    return false;
  int64_t Want = Dims[Dim];
  bool Bounded = S.isDynamicDimension(static_cast<int64_t>(Dim));
  int64_t Count = 0;
  C.skipSpace();
  if (C.peek() != '}') {
    do {
      ++Count;
      C.skipSpace();
      if (Count > Want && !(Bounded && Want < 0))
        return C.fail(absl::StrCat("expected ", Want,
                                   " elements in dimension ", Dim, " of ",
                                   S.toString(false), ", found more"));
      if (!array(C, S, Dim + 1))
        return false;
    } while (C.consume(','));
    C.skipSpace();
  }
  size_t CloseAt = C.offset();
  if (!C.expect('}', absl::StrCat("to end dimension ", Dim, " of ",
                                  S.toString(false))))
    return false;
  if (Count != Want && !Bounded)
    return C.failAt(CloseAt,
                    absl::StrCat("expected ", Want, " elements in dimension ",
                                 Dim, " of ", S.toString(false), ", found ",
                                 Count));
  return true;
}

bool literal(Cursor &C, const Shape &S) {
  C.skipSpace();
  if (C.rest().substr(0, 5) == "{...}" && (S.isTuple() || S.rank() > 0)) {
    C.consumeWord("{...}");
    return true;
  }
  if (S.isTuple()) {
    if (!C.expect('(', "to start a tuple literal"))
      return false;
    auto Elements = S.tupleShapes();
    for (size_t I = 0; I < Elements.size(); ++I) {
      if (I > 0 && !C.expect(',', "between tuple literal elements"))
        return false;
      if (!literal(C, *Elements[I]))
        return false;
    }
    return C.expect(')', "to end a tuple literal");
  }
  if (!S.isArray())
    return true;
  return array(C, S, 0);
}

} // namespace

std::optional<ValueError> checkAttributeValue(absl::string_view Name,
                                              absl::string_view Value,
                                              Opcode Op, bool InHeader) {
  Cursor C(Value);
  if (InHeader) {
    if (Name == "input_output_alias")
      aliasList(C, /*AllowKind=*/true);
    else if (Name == "buffer_donor")
      bufferDonor(C);
    else
      return std::nullopt;
    return C.finish();
  }
  // An opcode hlotrace does not know keeps its attributes as text: a newer
  // XLA may give a familiar name another syntax there.
  if (Op == Opcode::Unknown)
    return std::nullopt;
  auto It = syntaxTable().find(Name);
  if (It == syntaxTable().end())
    return std::nullopt;
  switch (It->second) {
  case Syntax::IntList:
    intList(C, Name);
    break;
  case Syntax::Int:
    if (!C.integer())
      C.fail(absl::StrCat("expected integer for ", Name));
    break;
  case Syntax::Window:
    window(C);
    break;
  case Syntax::Slice:
    slice(C);
    break;
  case Syntax::Padding:
    // `padding=SAME` and friends are custom-call text, not a pad config.
    if (Op != Opcode::Pad)
      return std::nullopt;
    C.skipSpace();
    padList(C, /*Interior=*/true, "padding");
    break;
  case Syntax::DimLabels:
    dimLabels(C);
    break;
  case Syntax::OperandAliasing:
    aliasList(C, /*AllowKind=*/false);
    break;
  case Syntax::ReplicaGroups:
    replicaGroups(C);
    break;
  case Syntax::SourceTargetPairs:
    sourceTargetPairs(C);
    break;
  case Syntax::ResultAccuracy:
    resultAccuracy(C);
    break;
  case Syntax::FusionKind:
    if (Op != Opcode::Fusion)
      return std::nullopt;
    oneOf(C, {"kLoop", "kInput", "kOutput", "kCustom"}, "fusion kind");
    break;
  case Syntax::Direction:
    if (Op != Opcode::Compare)
      return std::nullopt;
    oneOf(C, {"EQ", "NE", "LT", "LE", "GT", "GE"}, "comparison direction");
    break;
  }
  return C.finish();
}

bool attributeHasValueSyntax(absl::string_view Name) {
  return syntaxTable().contains(Name);
}

std::optional<ValueError> checkLiteral(absl::string_view Payload,
                                       const Shape &S) {
  Cursor C(Payload);
  C.skipSpace();
  // Very old dumps printed the shape inside: `constant(f32[2] {1, 2})`.
  string_view Head = C.rest();
  size_t Bracket = Head.find_first_of("[({ ");
  if (Bracket != string_view::npos && Bracket > 0 && Head[Bracket] == '[' &&
      elementTypeFromSpelling(Head.substr(0, Bracket)))
    return std::nullopt;
  literal(C, S);
  return C.finish();
}

} // namespace hlotrace
