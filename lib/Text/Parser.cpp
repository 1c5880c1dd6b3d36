//===- Parser.cpp - Reading HLO text into the model -----------------------===//
//
// Recursive descent over the token stream of Lexer, one function per grammar
// rule. Attribute values, constant literals and other payloads are not
// tokenized: the lexer's raw scanners return their exact text, which the
// model keeps verbatim and decodes on demand. Shapes go through ShapeParser.
//
// With a ComputationCache, each computation's text span is found first
// (header to matching `}`) and looked up; only a miss is parsed.
//
//===----------------------------------------------------------------------===//

#include "hlotrace/Text/Parser.h"

#include <algorithm>
#include <cstring>
#include <optional>

#include "IR/ContextImpl.h"
#include "IR/IRBuilder.h"
#include "Support/FileBuffer.h"
#include "Support/Status.h"
#include "Support/StringHash.h"
#include "Text/AttributeSyntax.h"
#include "Text/Lexer.h"
#include "Text/Scan.h"
#include "Text/ShapeParser.h"
#include "Text/SourceLocationsImpl.h"
#include "absl/base/attributes.h"
#include "absl/container/node_hash_map.h"
#include "absl/strings/str_cat.h"
#include "hlotrace/Text/ComputationCache.h"

namespace hlotrace {
namespace {

/// `\n  %` as the four bytes at the start of most instruction lines,
/// loaded as one little-endian word.
constexpr uint64_t kLineStart = uint64_t{'\n'} | uint64_t{' '} << 8 |
                                uint64_t{' '} << 16 | uint64_t{'%'} << 24;

/// ` = ` as the low three bytes of a little-endian word.
constexpr uint64_t kSpacedEqual =
    uint64_t{' '} | uint64_t{'='} << 8 | uint64_t{' '} << 16;

bool isNameToken(const Token &T) {
  return T.is(TokenKind::PercentName) || T.is(TokenKind::Identifier);
}

/// A name token without its `%`.
absl::string_view nameOf(const Token &T) {
  return T.is(TokenKind::PercentName) ? T.Spelling.substr(1) : T.Spelling;
}

bool isStackFrameSection(const Token &T) {
  return T.is(TokenKind::kw_FileNames) || T.is(TokenKind::kw_FunctionNames) ||
         T.is(TokenKind::kw_FileLocations) || T.is(TokenKind::kw_StackFrames);
}

class HloParser {
public:
  /// Builds into `Shared`, or into a Context of its own when it is null.
  HloParser(absl::string_view Text, absl::string_view BufferName,
            const ParseOptions &Options, std::shared_ptr<Context> Shared)
      : Build(std::move(Shared)), Ctx(Build.context()),
        Lex(Text, Options.MaxNestingDepth),
        Shapes(Ctx, Text, Options.MaxNestingDepth),
        BufferName(BufferName), Options(Options),
        Locs(Options.Locations ? &Options.Locations->impl() : nullptr) {
    if (Locs)
      Locs->reset(Text);
    Build.reserveForText(Text.size());
    // One slot per 1 KB of text, 16 to 8192: a small module clears little.
    unsigned Bits = 4;
    while (Bits < 13 && (size_t{1024} << Bits) < Text.size())
      ++Bits;
    TailTable.resize(size_t{1} << Bits);
    TailShift = 64 - Bits;
  }

  absl::StatusOr<std::unique_ptr<Module>> parseModule();

private:
  absl::Status errorAt(const char *Loc, absl::string_view Message) const;
  absl::Status lexError() const {
    return errorAt(Lex.errorLocation(), Lex.errorMessage());
  }
  /// The error for an unexpected token: lexer errors win over `Message`.
  absl::Status unexpected(const Token &T, absl::string_view Message) const {
    return T.is(TokenKind::Error) ? lexError() : errorAt(T.begin(), Message);
  }
  /// After trivia, consumes `C` if it is the next byte (a one-byte
  /// punctuation token). False if not, or if skipping trivia failed: the
  /// caller's general path then reports the error.
  bool consumeByte(char C) {
    if (!Lex.skipTrivia() || Lex.atEnd() || *Lex.position() != C)
      return false;
    Lex.resetTo(Lex.position() + 1);
    return true;
  }
  absl::Status expect(TokenKind Kind, absl::string_view Message) {
    Token T = Lex.lex();
    return T.is(Kind) ? absl::OkStatus() : unexpected(T, Message);
  }
  /// Parses the shape at the current position.
  absl::StatusOr<const Shape *> parseShape();
  /// A string that repeats within a file (opcode, attribute name, tuple
  /// suffix), interned once, with the opcode it spells (if any).
  struct CommonString {
    absl::string_view Interned;
    Opcode Op = Opcode::Unknown;
    /// As an attribute name: whether AttributeSyntax checks its value, and
    /// whether the value names computations.
    bool HasValueSyntax = false;
    bool NamesComputations = false;
    /// A keyword (Lexer::isKeyword), which is never an opcode.
    bool IsKeyword = false;
    /// As an attribute name with a value syntax: values that passed the
    /// check, by their interned text and the opcode (the check depends on
    /// nothing else). PERF NOTE: a few values recur on most instructions
    /// (`dimensions={0}`); a direct-mapped memo skips checking them again.
    struct Passed {
      const char *Value = nullptr;
      size_t Size = 0;
      Opcode Op = Opcode::Unknown;
    };
    mutable Passed Checked[8]; // Indexed by the top 3 bits of a hash.
  };
  /// Interns through a per-parse map first, which takes no lock.
  /// PERF NOTE: inline, about twice per instruction; the map and the
  /// Context are in internCommonMiss(), out of line, so that the common
  /// case saves and restores few registers. Always inline: GCC 12 kept a
  /// copy out of line for the opcode's call (a call a line, 0.26 M of the
  /// MoE step's 56 M instructions).
  ABSL_ATTRIBUTE_ALWAYS_INLINE const CommonString &
  internCommon(absl::string_view S);
  /// Interns a payload or an attribute value. PERF NOTE: short ones
  /// (parameter numbers, `kLoop`, `{0}`) repeat across the file and go
  /// through internCommon(), which mostly answers without the Context.
  absl::string_view internValue(absl::string_view S) {
    return S.size() <= kShortValue ? internCommon(S).Interned : Ctx.intern(S);
  }
  static constexpr size_t kShortValue = 8;
  /// Constant literals that passed checkLiteral, by interned text and
  /// shape (the check depends on nothing else). PERF NOTE: a few scalars
  /// (`constant(0)`, `constant(0.5)`) make most constants; a direct-mapped
  /// memo skips checking them again.
  struct LiteralPassed {
    const char *Text = nullptr;
    size_t Size = 0;
    const Shape *S = nullptr;
  };
  static constexpr unsigned kLiteralMemoBits = 6;
  LiteralPassed LiteralsChecked[size_t{1} << kLiteralMemoBits];

  absl::Status parseHeader(Module &M);
  absl::Status parseStackFrameIndex(Module &M);
  absl::StatusOr<std::shared_ptr<const Computation>>
  parseComputation(Token First);
  absl::Status parseSignature(Computation &C);
  /// The instruction whose name is `Name`, the line starting at `Start`
  /// (at `ROOT` when `Root`).
  absl::Status parseInstruction(Computation &C, const char *Start, bool Root,
                                Token Name);
  absl::Status parseOperands(Instruction &I);
  /// `Op` selects the value checks (AttributeSyntax.h); `InHeader` is true
  /// for the module header's attributes.
  absl::Status parseAttributes(std::vector<Attribute> &Attrs, Opcode Op,
                               bool InHeader);
  /// PERF NOTE: most instructions end with an attribute list seen before on
  /// another line (`, metadata={op_name="..." stack_frame_id=15}`: 2 k
  /// distinct lists on 23 k lines of a 4 MB module). When the rest of the
  /// line after the operands, up to its line break, is such a list, parsed
  /// and checked before for the same opcode, its attributes are taken as
  /// they are: the same bytes parse the same way (repeatableTail), and the
  /// checks depend on the names, values and opcode alone (computations
  /// named then are still defined).
  /// The end of the rest of the line when it may be a list to look up: it
  /// starts with `, ` and the list cannot go on past the line break.
  const char *attributeTailEnd();
  /// The line breaks of the body being parsed, in order, as
  /// Lexer::countBodyLines() found them: attributeTailEnd() looks the end
  /// of an instruction's line up here (NextLineEnd onwards) instead of
  /// scanning for it again. PERF NOTE: that scan was 1.5 M instructions of
  /// a 59 M parse of the MoE step; a lookup moves past one entry.
  std::vector<const char *> LineEnds;
  size_t NextLineEnd = 0;
  /// Operand names past this length are read with identifierEnd() only;
  /// also bounds the quick scan on text with no `,` or `)` ahead.
  static constexpr ptrdiff_t kMaxQuickOperandName = 64;
  /// Bounds LineEnds on hostile text of many blank lines; past it, lines
  /// are scanned.
  static constexpr size_t kMaxLineEnds = size_t{1} << 20;
  static bool repeatableTail(absl::string_view Tail);
  static constexpr size_t kMaxAttributeTail = 2048;
  /// Lists seen before, in a direct-mapped table: a lookup is a hash of a
  /// few words of the list and one compare (a map hashed every byte); a
  /// list that loses its slot is parsed again.
  struct TailSlot {
    const char *Text = nullptr; // In the buffer.
    uint32_t Size = 0;
    Opcode Op = Opcode::Unknown;
    uint32_t Begin = 0; // Into TailAttributes.
    uint32_t Count = 0;
  };
  TailSlot &tailSlot(absl::string_view Tail, Opcode Op) {
    const char *P = Tail.data();
    const size_t N = Tail.size(); // At least 2; the buffer goes on past it.
    uint64_t H = N < 16 ? detail::hashString(Tail)
                        : detail::foldMultiply(
                              detail::loadWord(P + N - 8) ^ 0x9e3779b97f4a7c15ull,
                              detail::loadWord(P + N / 2 - 4) ^ N) ^
                              detail::loadWord(P + 2);
    // The opcode too: the same metadata follows several opcodes.
    return TailTable[detail::foldMultiply(
                         H, 0xd6e8feb86659fd93ull ^ static_cast<uint64_t>(Op)) >>
                     TailShift];
  }
  std::vector<TailSlot> TailTable;
  unsigned TailShift = 0;
  std::vector<Attribute> TailAttributes;
  /// Bounds TailAttributes on hostile text of ever new lists.
  static constexpr size_t kMaxTailAttributes = size_t{1} << 20;
  /// PERF NOTE: a list not seen before often ends with an attribute seen
  /// before (`calls=%fused_computation.7, metadata={...}`): while a list is
  /// parsed, the rest of its line from each later attribute on is looked up
  /// in the same table, and the list's last attribute is entered there
  /// after the whole list. What such a rest holds was checked for the same
  /// opcode; only duplicates of the names before it are checked again.
  /// The end of the list's line while parseInstruction() reads a list it
  /// may enter (else null), and where its last attribute started.
  const char *SuffixEnd = nullptr;
  const char *LastAttributeAt = nullptr;
  uint32_t LastAttributeIndex = 0;
  /// Rests shorter than this are parsed, not looked up.
  static constexpr size_t kMinSuffix = 24;
  /// At `At`, the start of an attribute of a list that SuffixEnd ends:
  /// when the rest of the line is in the table and repeats none of `Attrs`'
  /// names, appends its attributes, moves past it and returns true.
  bool takeKnownSuffix(std::vector<Attribute> &Attrs, const char *At,
                       Opcode Op);
  /// Checks one attribute whose value starts at `ValueLoc` in the buffer:
  /// duplicates, the value's syntax, and that named computations exist.
  absl::Status checkAttribute(const std::vector<Attribute> &Attrs,
                              const CommonString &Name, const char *NameLoc,
                              const char *ValueLoc, Opcode Op, bool InHeader);
  /// entry_computation_layout ::= '{' tuple_shape '->' shape '}', the
  /// value spanning [Begin, End) of the buffer.
  absl::Status checkEntryLayout(const char *Begin, const char *End);
  /// Every computation `I` calls must be defined before it, as in XLA.
  absl::Status checkCallees(const Computation &C, const char *Loc);
  absl::Status undefinedOperand(absl::string_view Name, const char *Loc) {
    return errorAt(Loc, absl::StrCat("use of undefined instruction '", Name,
                                     "' (an operand must be defined earlier "
                                     "in the same computation)"));
  }
  absl::Status undefinedComputation(absl::string_view Name, const char *Loc) {
    return errorAt(Loc, absl::StrCat("use of undefined computation '", Name,
                                     "' (a called computation must be "
                                     "defined before its caller)"));
  }
  /// The interned name of an operand: the defining instruction's name when
  /// it was defined earlier in this computation (no lock, no copy).
  absl::string_view operandName(absl::string_view Name, const Instruction *&Def);
  /// `, execution_thread="..."` after a computation's `}`; returns the end
  /// of the suffix or `At` when there is none, without consuming it.
  const char *executionThreadEnd(const char *At);

  /// Declared before Shapes, which keeps a reference to its Context.
  ModuleContext Build;
  Context &Ctx;
  Lexer Lex;
  ShapeParser Shapes;
  absl::string_view BufferName;
  const ParseOptions &Options;
  /// Node-based, so that CommonCache may point into it.
  absl::node_hash_map<absl::string_view, CommonString, StringHash, StringEq>
      Common;
  /// PERF NOTE: a file has a few dozen opcodes and attribute names, looked
  /// up about twice per instruction; this direct-mapped table answers most
  /// lookups with one hash and one compare, before the map. 1,024 slots:
  /// with 256, the 20-layer step's opcodes, names and short values took
  /// each other's slots in 10.9 k lookups (1.6 M instructions in the map).
  struct CommonSlot {
    absl::string_view Key;
    const CommonString *Value = nullptr;
  };
  static constexpr size_t kCommonCacheSize = 1024;
  CommonSlot CommonCache[kCommonCacheSize];
  /// internCommon() when `Slot` (S's) does not hold `S`: the map, which
  /// then fills `Slot`.
  ABSL_ATTRIBUTE_NOINLINE const CommonString &
  internCommonMiss(absl::string_view S, CommonSlot &Slot);
  /// The computation being parsed; its name index resolves operands.
  const Computation *Current = nullptr;
  /// Whether Current has its ROOT yet.
  bool SawRoot = false;
  /// Computations parsed so far (owned by the module), and whether one was
  /// marked ENTRY. PERF NOTE: the model's name index, not a hash set: each
  /// `calls=` and `to_apply=` value is looked up here.
  NameIndex<Computation> ComputationNames;
  bool SawEntry = false;
  /// Where positions go when the caller asked for them (else null).
  SourceLocations::Impl *Locs;
  size_t offsetOf(const char *P) const {
    return static_cast<size_t>(P - Lex.bufferBegin());
  }
  /// Room for each computation's pools, reused (see IRBuilder::Pools).
  IRBuilder::Pools Pools;
  // Scratch lists reused for every instruction.
  std::vector<Attribute> ScratchAttributes;
  std::vector<SignatureParameter> ScratchParameters;
  std::vector<size_t> ScratchOperandOffsets;   // Filled only with Locs.
  std::vector<size_t> ScratchAttributeOffsets; // Filled only with Locs.
};

inline const HloParser::CommonString &
HloParser::internCommon(absl::string_view S) {
  // The slot comes from at most two word loads and a multiply (opcodes and
  // attribute names are short and lie in the buffer, which goes on past
  // them); the full hash only on a miss.
  const char *P = S.data();
  const size_t N = S.size();
  uint64_t Index;
  if (N >= 1 && N <= 16 && P >= Lex.bufferBegin() &&
      Lex.bufferEnd() - P >= 16) {
    uint64_t W = detail::loadWord(P);
    if (N < 8)
      W &= (uint64_t{1} << (8 * N)) - 1;
    else
      W ^= detail::loadWord(P + N - 8) * 0xd6e8feb86659fd93ull;
    static_assert(kCommonCacheSize == 1024, "the top 10 bits index it");
    Index = ((W ^ N) * 0x9e3779b97f4a7c15ull) >> 54;
  } else {
    Index = detail::hashString(S) % kCommonCacheSize;
  }
  CommonSlot &Slot = CommonCache[Index];
  if (Slot.Value && detail::equalStrings(Slot.Key, S))
    return *Slot.Value;
  return internCommonMiss(S, Slot);
}

absl::string_view HloParser::operandName(absl::string_view Name,
                                         const Instruction *&Def) {
  if (const Instruction *D = IRBuilder::find(*Current, Name)) {
    Def = D;
    return D->name();
  }
  return Ctx.intern(Name);
}

absl::Status HloParser::errorAt(const char *Loc,
                                absl::string_view Message) const {
  auto [Line, Column] = Lex.lineAndColumn(Loc);
  return absl::InvalidArgumentError(absl::StrCat(
      BufferName, ":", Line, ":", Column, ": error: ", Message));
}

const HloParser::CommonString &
HloParser::internCommonMiss(absl::string_view S, CommonSlot &Slot) {
  PreHashed Key(S);
  auto It = Common.find(Key);
  if (It == Common.end()) {
    It = Common.try_emplace(S).first;
    CommonString &New = It->second;
    New.Interned = Ctx.intern(S);
    New.Op = opcodeFromSpelling(S);
    New.HasValueSyntax = attributeHasValueSyntax(S);
    New.NamesComputations = isComputationReferenceAttribute(S);
    New.IsKeyword = Lexer::isKeyword(S);
  }
  Slot = CommonSlot{It->first, &It->second};
  return It->second;
}

absl::StatusOr<const Shape *> HloParser::parseShape() {
  if (!Lex.skipTrivia())
    return lexError();
  const char *P = Lex.position();
  const Shape *S = Shapes.parse(P);
  if (!S)
    return errorAt(Shapes.errorLocation(), Shapes.errorMessage());
  Lex.resetTo(P);
  return S;
}

/// module ::= 'HloModule' name ':'? (',' attribute)* stack_frame_index?
///            computation+
absl::StatusOr<std::unique_ptr<Module>> HloParser::parseModule() {
  std::unique_ptr<Module> M = IRBuilder::newModule(Build.shared());
  RETURN_IF_ERROR(parseHeader(*M));
  Token T = Lex.peek();
  if (isStackFrameSection(T))
    RETURN_IF_ERROR(parseStackFrameIndex(*M));
  bool Any = false;
  while (true) {
    T = Lex.lex();
    if (T.is(TokenKind::Eof))
      break;
    ASSIGN_OR_RETURN(std::shared_ptr<const Computation> C,
                     parseComputation(T));
    if (!ComputationNames.insert(C.get()))
      return errorAt(T.begin(), absl::StrCat("computation '", C->name(),
                                             "' is already defined"));
    if (C->isMarkedEntry()) {
      if (SawEntry)
        return errorAt(T.begin(), "expected only one ENTRY computation");
      SawEntry = true;
    }
    IRBuilder::addComputation(*M, std::move(C));
    Any = true;
  }
  if (!Any)
    return errorAt(T.begin(), "expected computation");
  IRBuilder::finish(*M);
  return M;
}

absl::Status HloParser::parseHeader(Module &M) {
  Token T = Lex.lex();
  if (!T.is(TokenKind::kw_HloModule))
    return unexpected(T, "expected 'HloModule'");
  T = Lex.lex();
  if (!isNameToken(T))
    return unexpected(T, "expected module name");
  IRBuilder::setName(M, Ctx.intern(nameOf(T)),
                     T.is(TokenKind::PercentName));
  // The 2017 form `HloModule name:`.
  const char *Save = Lex.position();
  if (!Lex.lex().is(TokenKind::Colon))
    Lex.resetTo(Save);
  return parseAttributes(IRBuilder::headerAttributes(M), Opcode::Unknown,
                         /*InHeader=*/true);
}

/// stack_frame_index ::= (section | INT (STRING | '{' ... '}'))*
/// section ::= 'FileNames' | 'FunctionNames' | 'FileLocations' | 'StackFrames'
absl::Status HloParser::parseStackFrameIndex(Module &M) {
  if (!Lex.skipTrivia())
    return lexError();
  const char *Start = Lex.position();
  const char *Last = Start;
  while (true) {
    const char *Save = Lex.position();
    Token T = Lex.lex();
    if (isStackFrameSection(T)) {
      Last = T.end();
      continue;
    }
    if (!T.is(TokenKind::Int)) {
      if (T.is(TokenKind::Error))
        return lexError();
      Lex.resetTo(Save);
      break;
    }
    Token V = Lex.lex();
    if (V.is(TokenKind::String)) {
      Last = V.end();
      continue;
    }
    if (!V.is(TokenKind::LBrace))
      return unexpected(V, "expected string or '{' in stack frame index");
    Lex.resetTo(V.begin());
    Token Body = Lex.lexBalanced();
    if (Body.is(TokenKind::Error))
      return lexError();
    Last = Body.end();
  }
  // The text keeps the blank lines that separate it from the computations,
  // so that it prints back as it was.
  const char *End = Lex.bufferEnd();
  while (Last != End && (*Last == '\n' || *Last == '\r' || *Last == ' ' ||
                         *Last == '\t'))
    ++Last;
  IRBuilder::setStackFrameIndex(
      M, Ctx.intern(absl::string_view(Start, Last - Start)));
  return absl::OkStatus();
}

/// attributes ::= (',' attribute_name '=' attribute_value)*
absl::Status HloParser::parseAttributes(std::vector<Attribute> &Attrs,
                                        Opcode Op, bool InHeader) {
  while (true) {
    const char *At = Lex.position();
    if (SuffixEnd && !Attrs.empty() &&
        SuffixEnd - At >= static_cast<ptrdiff_t>(kMinSuffix) &&
        takeKnownSuffix(Attrs, At, Op)) {
      LastAttributeAt = nullptr; // The rest is in the table already.
      return absl::OkStatus();
    }
    absl::string_view FastName;
    if (Lex.lexAttributeNameFast(FastName)) {
      LastAttributeAt = At;
      LastAttributeIndex = static_cast<uint32_t>(Attrs.size());
      Token V = Lex.lexAttributeValue();
      if (V.is(TokenKind::Error))
        return lexError();
      const CommonString &Name = internCommon(FastName);
      Attrs.push_back(Attribute{Name.Interned, internValue(V.Spelling)});
      RETURN_IF_ERROR(checkAttribute(Attrs, Name, FastName.data(), V.begin(),
                                     Op, InHeader));
      continue;
    }
    // PERF NOTE: the list usually ends at a line break, before the next
    // instruction's name; a byte test says so without lexing that name.
    const char *Save = Lex.position();
    if (!Lex.skipTrivia())
      return lexError();
    if (Lex.atEnd() || *Lex.position() != ',') {
      Lex.resetTo(Save);
      return absl::OkStatus();
    }
    LastAttributeAt = At;
    LastAttributeIndex = static_cast<uint32_t>(Attrs.size());
    Lex.resetTo(Lex.position() + 1);
    Token T = Lex.lex();
    if (!T.is(TokenKind::Identifier))
      return unexpected(T, "expected attribute name");
    const char *NameLoc = T.begin();
    const CommonString &Name = internCommon(T.Spelling);
    RETURN_IF_ERROR(
        expect(TokenKind::Equal, "expected '=' after attribute name"));
    Token V = Lex.lexAttributeValue();
    if (V.is(TokenKind::Error))
      return lexError();
    Attrs.push_back(Attribute{Name.Interned, internValue(V.Spelling)});
    RETURN_IF_ERROR(
        checkAttribute(Attrs, Name, NameLoc, V.begin(), Op, InHeader));
  }
}

bool HloParser::takeKnownSuffix(std::vector<Attribute> &Attrs, const char *At,
                                Opcode Op) {
  const absl::string_view Rest(At, SuffixEnd - At);
  const TailSlot &Slot = tailSlot(Rest, Op);
  if (Slot.Op != Op || Slot.Size != Rest.size() || !Slot.Text ||
      !detail::equalStrings(absl::string_view(Slot.Text, Slot.Size), Rest))
    return false;
  const Attribute *Known = TailAttributes.data() + Slot.Begin;
  // Names are interned per parse: a duplicate is an equal pointer. One
  // leaves the rest to parseAttributes(), which reports it.
  for (const Attribute &Before : Attrs)
    for (uint32_t K = 0; K < Slot.Count; ++K)
      if (Known[K].Name.data() == Before.Name.data())
        return false;
  Attrs.insert(Attrs.end(), Known, Known + Slot.Count);
  Lex.resetTo(SuffixEnd);
  return true;
}

absl::Status HloParser::checkAttribute(const std::vector<Attribute> &Attrs,
                                       const CommonString &Name,
                                       const char *NameLoc,
                                       const char *ValueLoc, Opcode Op,
                                       bool InHeader) {
  const Attribute &A = Attrs.back();
  if (Locs && !InHeader)
    ScratchAttributeOffsets.push_back(offsetOf(NameLoc));
  // Names are interned per parse, so equal names are equal pointers.
  for (size_t I = 0; I + 1 < Attrs.size(); ++I)
    if (Attrs[I].Name.data() == A.Name.data())
      return errorAt(NameLoc,
                     absl::StrCat("attribute '", A.Name, "' already given"));
  if (InHeader || Name.HasValueSyntax) {
    // Interned: equal texts are the same bytes.
    CommonString::Passed &Memo =
        Name.Checked[(reinterpret_cast<uintptr_t>(A.Value.data()) *
                      0x9e3779b97f4a7c15ull) >>
                     61];
    if (InHeader || Memo.Value != A.Value.data() ||
        Memo.Size != A.Value.size() || Memo.Op != Op) {
      if (std::optional<ValueError> E =
              checkAttributeValue(A.Name, A.Value, Op, InHeader))
        return errorAt(ValueLoc + E->Offset,
                       absl::StrCat(E->Message, " in '", A.Name, "'"));
      if (!InHeader)
        Memo = CommonString::Passed{A.Value.data(), A.Value.size(), Op};
    }
  }
  if (InHeader && A.Name == "entry_computation_layout")
    return checkEntryLayout(ValueLoc, ValueLoc + A.Value.size());
  if (InHeader || !Name.NamesComputations)
    return absl::OkStatus();
  // `%name`, `name` or `{%a, %b}`: each name must be a computation above.
  absl::string_view V = A.Value;
  size_t I = 0;
  auto Skip = [&] {
    while (I < V.size() && (V[I] == ' ' || V[I] == ',' || V[I] == '{' ||
                            V[I] == '}' || V[I] == '\n' || V[I] == '\t' ||
                            V[I] == '\r'))
      ++I;
  };
  for (Skip(); I < V.size(); Skip()) {
    size_t Start = I;
    if (V[I] == '%')
      ++I;
    size_t NameStart = I;
    while (I < V.size() && charclass::isIdentifierChar(V[I]))
      ++I;
    if (I == NameStart)
      return errorAt(ValueLoc + Start,
                     absl::StrCat("expected computation name in '", A.Name,
                                  "'"));
    absl::string_view Callee = V.substr(NameStart, I - NameStart);
    if (!ComputationNames.find(Callee))
      return undefinedComputation(Callee, ValueLoc + Start);
  }
  return absl::OkStatus();
}

absl::Status HloParser::checkEntryLayout(const char *Begin, const char *End) {
  const char *P = Begin;
  auto Skip = [&] {
    while (P != End && (*P == ' ' || *P == '\n' || *P == '\t' || *P == '\r'))
      ++P;
  };
  auto Expect = [&](absl::string_view What) -> absl::Status {
    Skip();
    if (static_cast<size_t>(End - P) < What.size() ||
        absl::string_view(P, What.size()) != What)
      return errorAt(P, absl::StrCat("expected '", What,
                                     "' in 'entry_computation_layout'"));
    P += What.size();
    return absl::OkStatus();
  };
  auto Shape = [&]() -> absl::Status {
    Skip();
    if (!Shapes.parse(P))
      return errorAt(Shapes.errorLocation(),
                     absl::StrCat(Shapes.errorMessage(),
                                  " in 'entry_computation_layout'"));
    if (P > End)
      return errorAt(End, "expected '}' in 'entry_computation_layout'");
    return absl::OkStatus();
  };
  RETURN_IF_ERROR(Expect("{"));
  RETURN_IF_ERROR(Shape());
  RETURN_IF_ERROR(Expect("->"));
  RETURN_IF_ERROR(Shape());
  RETURN_IF_ERROR(Expect("}"));
  Skip();
  if (P != End)
    return errorAt(P, "unexpected text after 'entry_computation_layout'");
  return absl::OkStatus();
}

/// XLA's ShapeUtil::Compatible: element types and dimensions agree, tuples
/// element by element; layouts and dynamic bounds do not matter.
static bool compatibleShapes(const Shape &A, const Shape &B) {
  if (A.isTuple() || B.isTuple()) {
    if (!A.isTuple() || !B.isTuple() ||
        A.tupleShapes().size() != B.tupleShapes().size())
      return false;
    for (size_t I = 0; I < A.tupleShapes().size(); ++I)
      if (!compatibleShapes(*A.tupleShapes()[I], *B.tupleShapes()[I]))
        return false;
    return true;
  }
  return A.elementType() == B.elementType() &&
         A.dimensions() == B.dimensions();
}

absl::Status HloParser::checkCallees(const Computation &C, const char *Loc) {
  for (const Instruction *I : C.instructions())
    for (const Attribute &A : I->attributes()) {
      if (!isComputationReferenceAttribute(A.Name))
        continue;
      std::vector<absl::string_view> Names;
      if (auto One = attr::computationName(A.Value))
        Names.push_back(*One);
      else if (auto List = attr::nameList(A.Value))
        Names = *List;
      for (absl::string_view N : Names)
        if (!ComputationNames.find(N))
          return undefinedComputation(N, Loc);
    }
  return absl::OkStatus();
}

const char *HloParser::executionThreadEnd(const char *At) {
  const char *Save = Lex.position();
  Lex.resetTo(At);
  const char *Result = At;
  if (Lex.lex().is(TokenKind::Comma)) {
    Token Name = Lex.lex();
    if (Name.is(TokenKind::Identifier) && Name.Spelling == "execution_thread" &&
        Lex.lex().is(TokenKind::Equal)) {
      Token Value = Lex.lex();
      if (Value.is(TokenKind::String))
        Result = Value.end();
    }
  }
  Lex.resetTo(Save);
  return Result;
}

/// computation ::= 'ENTRY'? name signature? '{' instruction+ '}'
///                 (',' 'execution_thread' '=' STRING)?
absl::StatusOr<std::shared_ptr<const Computation>>
HloParser::parseComputation(Token First) {
  const char *Start = First.begin();
  // PERF NOTE: with a cache, look the computation up before parsing even
  // its header: XLA ends the header line with `{`, so the key is found with
  // two memchr-speed scans and a hit costs one hash and one compare.
  absl::string_view Key;
  if (Options.Cache) {
    const char *BufferEnd = Lex.bufferEnd();
    const char *LineEnd = static_cast<const char *>(
        std::memchr(Start, '\n', BufferEnd - Start));
    if (LineEnd && LineEnd > Start && LineEnd[-1] == '{') {
      if (const char *BodyEnd = Lex.findComputationEnd(LineEnd - 1)) {
        const char *KeyEnd = executionThreadEnd(BodyEnd);
        Key = absl::string_view(Start, KeyEnd - Start);
        if (std::shared_ptr<const Computation> Hit =
                Options.Cache->lookup(Key)) {
          // Parsed before, in another module: only what depends on this
          // module is checked again.
          RETURN_IF_ERROR(checkCallees(*Hit, Start));
          Lex.resetTo(KeyEnd);
          return Hit;
        }
      }
    }
  }
  auto C = std::make_shared<Computation>();
  IRBuilder::lendPools(*C, Pools);
  Current = C.get();
  if (Locs)
    Locs->Computations[C.get()] = offsetOf(Start);
  SawRoot = false;
  Token T = First;
  if (T.is(TokenKind::kw_ENTRY)) {
    IRBuilder::setMarkedEntry(*C, true);
    T = Lex.lex();
  }
  if (!isNameToken(T))
    return unexpected(T, "expected computation name");
  // Unique in the module, like instruction names (a second one is an
  // error): kept, not interned, in a Context of the module's own.
  IRBuilder::setName(*C, Build.name(nameOf(T)), T.is(TokenKind::PercentName));
  const char *Save = Lex.position();
  T = Lex.lex();
  if (T.is(TokenKind::LParen)) {
    RETURN_IF_ERROR(parseSignature(*C));
    T = Lex.lex();
  } else if (!T.is(TokenKind::LBrace)) {
    Lex.resetTo(Save);
  }
  if (!T.is(TokenKind::LBrace))
    return unexpected(T, "expected '{' to start computation body");
  // PERF NOTE: XLA prints one instruction per line, so counting the body's
  // lines (memchr speed) sizes the instructions, their order and name index
  // with one allocation each; the name index never rehashes.
  LineEnds.clear();
  NextLineEnd = 0;
  IRBuilder::reserve(*C, Lex.countBodyLines(T.begin(), LineEnds, kMaxLineEnds));

  const char *Close = nullptr;
  const char *BufferEnd = Lex.bufferEnd();
  while (true) {
    // PERF NOTE: most lines start with a line break, an indent and `%name`;
    // those are read here, without lex()'s trivia, punctuation and keyword
    // tests. Anything else (comments included) takes lex().
    const char *P = Lex.position();
    // XLA's indent after the previous line: `\n  %`, one compare.
    if (BufferEnd - P >= 4 && detail::loadHalfWord(P) == kLineStart)
      P += 3;
    else
      while (P != BufferEnd && (*P == ' ' || *P == '\n'))
        ++P;
    if (BufferEnd - P >= 2 && *P == '%' &&
        charclass::isIdentifierStart(P[1])) {
      T = Token{TokenKind::PercentName,
                absl::string_view(
                    P, scan::identifierEnd(P + 1, BufferEnd) - P)};
      Lex.resetTo(T.end());
      RETURN_IF_ERROR(parseInstruction(*C, P, /*Root=*/false, T));
      continue;
    }
    // `ROOT %name`, the last line of most bodies, read the same way.
    if (BufferEnd - P >= 7 && std::memcmp(P, "ROOT %", 6) == 0 &&
        charclass::isIdentifierStart(P[6])) {
      T = Token{TokenKind::PercentName,
                absl::string_view(
                    P + 5, scan::identifierEnd(P + 6, BufferEnd) - (P + 5))};
      Lex.resetTo(T.end());
      RETURN_IF_ERROR(parseInstruction(*C, P, /*Root=*/true, T));
      continue;
    }
    Lex.resetTo(P);
    T = Lex.lex();
    if (T.is(TokenKind::RBrace)) {
      Close = T.begin();
      break;
    }
    if (T.is(TokenKind::Eof))
      return errorAt(T.begin(), "expected '}' to end computation");
    const char *Start = T.begin();
    const bool Root = T.is(TokenKind::kw_ROOT);
    if (Root)
      T = Lex.lex();
    RETURN_IF_ERROR(parseInstruction(*C, Start, Root, T));
  }
  if (C->instructionCount() == 0)
    return errorAt(Close, "expected instruction in computation body");

  Save = Lex.position();
  T = Lex.lex();
  if (T.is(TokenKind::Comma)) {
    T = Lex.lex();
    if (!T.is(TokenKind::Identifier) || T.Spelling != "execution_thread")
      return unexpected(T, "expected 'execution_thread' after computation");
    RETURN_IF_ERROR(
        expect(TokenKind::Equal, "expected '=' after 'execution_thread'"));
    T = Lex.lex();
    if (!T.is(TokenKind::String))
      return unexpected(T, "expected string for 'execution_thread'");
    IRBuilder::setExecutionThread(
        *C, Ctx.intern(T.Spelling.substr(1, T.Spelling.size() - 2)));
  } else if (T.is(TokenKind::Error)) {
    return lexError();
  } else {
    Lex.resetTo(Save);
  }
  IRBuilder::finish(*C, &Pools);
  if (C->hasSignature() && C->signatureResult() && C->root() &&
      C->root()->shape() &&
      !compatibleShapes(*C->signatureResult(), *C->root()->shape()))
    return errorAt(Start, absl::StrCat(
                              "computation '", C->name(), "' returns ",
                              C->signatureResult()->toString(false),
                              " but its root instruction '", C->root()->name(),
                              "' is ", C->root()->shape()->toString(false)));
  if (Options.Cache && !Key.empty() &&
      Lex.position() == Key.data() + Key.size())
    return Options.Cache->insert(Key, std::move(C));
  return std::shared_ptr<const Computation>(std::move(C));
}

/// signature ::= '(' (name ':'? shape (',' name ':'? shape)*)? ')' '->' shape
absl::Status HloParser::parseSignature(Computation &C) {
  std::vector<SignatureParameter> &Params = ScratchParameters;
  Params.clear();
  const char *Save = Lex.position();
  Token T = Lex.lex();
  if (!T.is(TokenKind::RParen)) {
    Lex.resetTo(Save);
    const char *BufferEnd = Lex.bufferEnd();
    while (true) {
      SignatureParameter Param;
      // PERF NOTE: XLA writes `name: shape` after `(` or `, `; that name is
      // read here without lex(), anything else takes the general path.
      const char *P = Lex.position();
      if (P != BufferEnd && *P == ' ')
        ++P;
      const char *NameStart = P != BufferEnd && *P == '%' ? P + 1 : P;
      const char *NameEnd = nullptr;
      if (BufferEnd - NameStart >= 1 &&
          charclass::isIdentifierStart(*NameStart)) {
        NameEnd = scan::identifierEnd(NameStart + 1, BufferEnd);
        absl::string_view Name(NameStart, NameEnd - NameStart);
        if (BufferEnd - NameEnd < 2 || NameEnd[0] != ':' ||
            NameEnd[1] != ' ' || (NameStart == P && Lexer::isKeyword(Name)))
          NameEnd = nullptr;
      }
      if (NameEnd) {
        Param.Name =
            Build.name(absl::string_view(NameStart, NameEnd - NameStart));
        Lex.resetTo(NameEnd + 2);
      } else {
        T = Lex.lex();
        if (!isNameToken(T))
          return unexpected(T, "expected parameter name");
        Param.Name = Build.name(nameOf(T));
        // XLA's parser takes `name shape` without the ':' as well.
        const char *AfterName = Lex.position();
        if (!Lex.lex().is(TokenKind::Colon))
          Lex.resetTo(AfterName);
      }
      ASSIGN_OR_RETURN(Param.ParamShape, parseShape());
      Params.push_back(Param);
      T = Lex.lex();
      if (T.is(TokenKind::Comma))
        continue;
      if (T.is(TokenKind::RParen))
        break;
      return unexpected(T, "expected ',' or ')' in parameter list");
    }
  }
  RETURN_IF_ERROR(
      expect(TokenKind::Arrow, "expected '->' after parameter list"));
  ASSIGN_OR_RETURN(const Shape *Result, parseShape());
  // One allocation of the exact size (the scratch list grew by doubling).
  IRBuilder::setSignature(
      C, std::vector<SignatureParameter>(Params.begin(), Params.end()),
      Result);
  return absl::OkStatus();
}

/// instruction ::= 'ROOT'? name '=' shape? opcode '(' operands-or-payload ')'
///                 attributes
absl::Status HloParser::parseInstruction(Computation &C, const char *Start,
                                        bool Root, Token Name) {
  Token T = Name;
  if (Root) {
    if (SawRoot)
      return errorAt(Start, "expected only one ROOT in a computation");
    SawRoot = true;
  }
  if (!isNameToken(T))
    return unexpected(T, "expected instruction name");
  Instruction &I = IRBuilder::append(C);
  IRBuilder::setRoot(I, Root);
  SourceLocations::Impl::Place *Place = nullptr;
  if (Locs) {
    Place = &Locs->Instructions[&I];
    Place->Start = offsetOf(Start);
  }
  // PERF NOTE: the name index answers "already defined?" as it inserts,
  // one lookup per instruction instead of two.
  if (!IRBuilder::setName(I, Build.name(nameOf(T)),
                          T.is(TokenKind::PercentName)))
    return errorAt(T.begin(),
                   absl::StrCat("instruction '", nameOf(T),
                                "' is already defined in this computation"));
  // PERF NOTE: here and below, the common spellings (`=`, `opcode(`,
  // `%name,`) are read straight from the buffer; anything else takes the
  // general token path, which also reports every error.
  // XLA writes ` = ` and then the shape: one compare for the three bytes
  // (the fourth, the shape's first, is not trivia then).
  const char *AfterName = Lex.position();
  if (Lex.bufferEnd() - AfterName >= 4 &&
      (detail::loadHalfWord(AfterName) & 0xffffff) == kSpacedEqual &&
      static_cast<unsigned char>(AfterName[3]) > ' ' && AfterName[3] != '/')
    Lex.resetTo(AfterName + 3);
  else if (!consumeByte('='))
    RETURN_IF_ERROR(
        expect(TokenKind::Equal, "expected '=' after instruction name"));
  if (!Lex.skipTrivia())
    return lexError();
  // PERF NOTE: most shapes were seen before; the lookup also answers
  // startsShape.
  const char *ShapeAt = Lex.position();
  if (const Shape *S = Shapes.lookup(ShapeAt)) {
    IRBuilder::setShape(I, S);
    Lex.resetTo(ShapeAt);
  } else if (Shapes.startsShape(Lex.position())) {
    ASSIGN_OR_RETURN(const Shape *S, parseShape());
    IRBuilder::setShape(I, S);
  }
  if (!Lex.skipTrivia())
    return lexError();
  // `opcode(` with nothing between: both tokens at once.
  // PERF NOTE: the opcode's table lookup and whether it is a keyword are
  // remembered with its spelling.
  const CommonString *OpName = nullptr;
  const char *OpStart = Lex.position();
  const char *BufferEnd = Lex.bufferEnd();
  if (OpStart != BufferEnd && charclass::isIdentifierStart(*OpStart)) {
    const char *OpEnd = scan::identifierEnd(OpStart, BufferEnd);
    if (OpEnd != BufferEnd && *OpEnd == '(') {
      const CommonString &S =
          internCommon(absl::string_view(OpStart, OpEnd - OpStart));
      if (!S.IsKeyword) {
        OpName = &S;
        Lex.resetTo(OpEnd + 1);
      }
    }
  }
  const bool SawParen = OpName != nullptr;
  if (!SawParen) {
    T = Lex.lex();
    if (!T.is(TokenKind::Identifier))
      return unexpected(T, "expected opcode");
    OpName = &internCommon(T.Spelling);
  }
  const Opcode Op = OpName->Op;
  IRBuilder::setOpcode(I, OpName->Interned, Op);
  if (!SawParen)
    RETURN_IF_ERROR(expect(TokenKind::LParen, "expected '(' after opcode"));

  // parameter(N), constant(literal) and anything whose parentheses do not
  // start like an operand keep their text verbatim.
  const char *AfterParen = Lex.position();
  if (!Lex.skipTrivia())
    return lexError();
  char Next = Lex.atEnd() ? '\0' : *Lex.position();
  bool IsPayload = Op == Opcode::Parameter || Op == Opcode::Constant ||
                   (Next >= '0' && Next <= '9') || Next == '-' ||
                   Next == '{' || Next == '"' || Next == '\'' || Next == '.';
  ScratchOperandOffsets.clear();
  if (IsPayload) {
    Lex.resetTo(AfterParen);
    Token P = Lex.lexParenPayload();
    if (P.is(TokenKind::Error))
      return lexError();
    const absl::string_view Payload = internValue(P.Spelling);
    if (Op == Opcode::Constant && I.shape()) {
      // Interned text and shapes: equal pointers are equal literals.
      LiteralPassed &Memo =
          LiteralsChecked[((reinterpret_cast<uintptr_t>(Payload.data()) ^
                            reinterpret_cast<uintptr_t>(I.shape())) *
                           0x9e3779b97f4a7c15ull) >>
                          (64 - kLiteralMemoBits)];
      if (Memo.Text != Payload.data() || Memo.Size != Payload.size() ||
          Memo.S != I.shape()) {
        if (std::optional<ValueError> E = checkLiteral(P.Spelling, *I.shape()))
          return errorAt(P.begin() + E->Offset,
                         absl::StrCat(E->Message, " in the constant"));
        Memo = LiteralPassed{Payload.data(), Payload.size(), I.shape()};
      }
    }
    IRBuilder::setPayload(I, Payload);
  } else {
    RETURN_IF_ERROR(parseOperands(I));
  }
  if (Place)
    Place->Operands = ScratchOperandOffsets;
  // Positions are per line: a Locations request parses every list.
  const char *TailEnd = Locs ? nullptr : attributeTailEnd();
  absl::string_view Tail;
  TailSlot *Slot = nullptr;
  if (TailEnd) {
    Tail = absl::string_view(Lex.position(), TailEnd - Lex.position());
    Slot = &tailSlot(Tail, Op);
    if (Slot->Op == Op && Slot->Size == Tail.size() && Slot->Text &&
        detail::equalStrings(absl::string_view(Slot->Text, Slot->Size),
                             Tail)) {
      IRBuilder::setAttributes(
          I, absl::MakeConstSpan(TailAttributes.data() + Slot->Begin,
                                 Slot->Count));
      Lex.resetTo(TailEnd);
      return absl::OkStatus();
    }
  }
  ScratchAttributes.clear();
  ScratchAttributeOffsets.clear();
  SuffixEnd = Slot ? TailEnd : nullptr;
  LastAttributeAt = nullptr;
  absl::Status S =
      parseAttributes(ScratchAttributes, Op, /*InHeader=*/false);
  SuffixEnd = nullptr;
  RETURN_IF_ERROR(S);
  IRBuilder::setAttributes(I, ScratchAttributes);
  if (Place)
    Place->Attributes = ScratchAttributeOffsets;
  if (Slot && Lex.position() == TailEnd && repeatableTail(Tail) &&
      TailAttributes.size() < kMaxTailAttributes) {
    const uint32_t Begin = static_cast<uint32_t>(TailAttributes.size());
    const uint32_t Count = static_cast<uint32_t>(ScratchAttributes.size());
    *Slot = TailSlot{Tail.data(), static_cast<uint32_t>(Tail.size()), Op,
                     Begin, Count};
    TailAttributes.insert(TailAttributes.end(), ScratchAttributes.begin(),
                          ScratchAttributes.end());
    // The last attribute, when it was parsed here (not found as a rest)
    // and the list had more: the same bytes parse the same way.
    if (LastAttributeAt &&
        TailEnd - LastAttributeAt >= static_cast<ptrdiff_t>(kMinSuffix)) {
      absl::string_view Last(LastAttributeAt, TailEnd - LastAttributeAt);
      TailSlot &LastSlot = tailSlot(Last, Op);
      if (&LastSlot != Slot)
        LastSlot = TailSlot{Last.data(), static_cast<uint32_t>(Last.size()),
                            Op, Begin + LastAttributeIndex,
                            Count - LastAttributeIndex};
    }
  }
  return absl::OkStatus();
}

const char *HloParser::attributeTailEnd() {
  const char *P = Lex.position();
  const char *BufferEnd = Lex.bufferEnd();
  if (BufferEnd - P < 2 || P[0] != ',' || P[1] != ' ')
    return nullptr;
  // The first line break at or after P: the body's line breaks from the
  // first at or after P are all in LineEnds, until it ends.
  while (NextLineEnd < LineEnds.size() && LineEnds[NextLineEnd] < P)
    ++NextLineEnd;
  const char *LineEnd;
  if (NextLineEnd < LineEnds.size()) {
    LineEnd = LineEnds[NextLineEnd];
    if (static_cast<size_t>(LineEnd - P) > kMaxAttributeTail)
      return nullptr;
  } else {
    // Bounded, so that hostile text of many short instructions on one long
    // line does not scan that line once per instruction.
    const size_t Window =
        std::min<size_t>(BufferEnd - P, kMaxAttributeTail + 1);
    LineEnd = scan::findFirstOf<'\n'>(P, P + Window);
    if (LineEnd == P + Window)
      return nullptr;
  }
  // The list ends at the line break only if no `,` (after spaces, line
  // breaks) continues it on the next line: what parseAttributes() reads
  // after its last value. A comment there takes the general path too.
  // PERF NOTE: XLA's next line is usually `  %name`: one compare.
  if (BufferEnd - LineEnd >= 4 && detail::loadHalfWord(LineEnd) == kLineStart)
    return LineEnd;
  const char *Q = LineEnd;
  while (Q != BufferEnd &&
         (*Q == ' ' || *Q == '\n' || *Q == '\t' || *Q == '\r'))
    ++Q;
  if (Q != BufferEnd && (*Q == ',' || *Q == '/'))
    return nullptr;
  return LineEnd;
}

bool HloParser::repeatableTail(absl::string_view Tail) {
  // Whether parsing these bytes again, followed by a line break, reads only
  // these bytes and that line break: a `,` whose look-ahead for the next
  // attribute name crosses the line break (after it only spaces), or a
  // comment (skipped by that look-ahead), could read further.
  char Last = Tail.back();
  if (Last == ',' || Last == ' ' || Last == '\t' || Last == '\r')
    return false;
  return !scan::containsCommentOpener(Tail.data(),
                                      Tail.data() + Tail.size());
}

/// operands ::= (operand (',' operand)*)? ')'
/// operand  ::= shape? name ('#' INT)* | shape? opcode '(' ... ')'
absl::Status HloParser::parseOperands(Instruction &I) {
  ScratchOperandOffsets.clear();
  Lex.takeIndexCommentFlag();
  if (consumeByte(')')) {
    IRBuilder::setIndexComments(I, Lex.takeIndexCommentFlag());
    return absl::OkStatus();
  }
  const char *BufferEnd = Lex.bufferEnd();
  // PERF NOTE: an operand is often the instruction on the line before
  // (XLA prints an instruction's operands before it): one compare with its
  // name answers before the name index hashes the name.
  const Instruction *Previous = IRBuilder::previous(I);
  Token T;
  while (true) {
    if (!Lex.skipTrivia())
      return lexError();
    const char *OperandStart = Lex.position();
    if (Locs)
      ScratchOperandOffsets.push_back(offsetOf(OperandStart));
    // PERF NOTE: the common operand is `%name` followed by `,` or `)`,
    // read here with one scan and one name lookup.
    if (BufferEnd - OperandStart >= 2 && *OperandStart == '%' &&
        charclass::isIdentifierStart(OperandStart[1])) {
      const char *NameStart = OperandStart + 1;
      // Names in a computation are unique, so the compare finds what
      // find() would.
      auto Lookup = [&](absl::string_view Name) {
        return Previous && detail::equalStrings(Previous->name(), Name)
                   ? Previous
                   : IRBuilder::find(*Current, Name);
      };
      // PERF NOTE: first up to the next `,` or `)`, a cheaper scan than
      // identifierEnd(). A defined name is a run that identifierEnd() ends
      // (no `->` in it), so when that text is one, identifierEnd() would
      // have stopped at the same byte and the lookup found the same.
      const char *NameEnd = scan::findFirstOf<',', ')'>(
          NameStart,
          NameStart + std::min<ptrdiff_t>(BufferEnd - NameStart,
                                          kMaxQuickOperandName));
      const Instruction *Def = nullptr;
      if (NameEnd != BufferEnd && (*NameEnd == ',' || *NameEnd == ')'))
        Def = Lookup(absl::string_view(NameStart, NameEnd - NameStart));
      if (!Def) {
        NameEnd = scan::identifierEnd(NameStart, BufferEnd);
        if (NameEnd == BufferEnd || (*NameEnd != ',' && *NameEnd != ')'))
          NameEnd = nullptr;
        else if (!(Def = Lookup(
                       absl::string_view(NameStart, NameEnd - NameStart))))
          return undefinedOperand(
              absl::string_view(NameStart, NameEnd - NameStart),
              OperandStart);
      }
      if (NameEnd) {
        // Its own name is defined already; as an operand it is not (XLA).
        if (Def == &I)
          return undefinedOperand(
              absl::string_view(NameStart, NameEnd - NameStart),
              OperandStart);
        IRBuilder::addOperand(I, Def);
        Lex.resetTo(NameEnd + 1);
        if (*NameEnd == ',')
          continue;
        break;
      }
    }
    Operand Op;
    if (Shapes.startsShape(OperandStart)) {
      ASSIGN_OR_RETURN(Op.PrintedShape, parseShape());
    }
    T = Lex.lex();
    if (!isNameToken(T))
      return unexpected(T, "expected operand");
    if (T.is(TokenKind::Identifier) && T.end() != Lex.bufferEnd() &&
        *T.end() == '(') {
      // A nested anonymous instruction, kept verbatim.
      Lex.resetTo(T.end());
      Token Body = Lex.lexBalanced();
      if (Body.is(TokenKind::Error))
        return lexError();
      Op.PrintedShape = nullptr;
      Op.IsInline = true;
      Op.Name = Ctx.intern(
          absl::string_view(OperandStart, Body.end() - OperandStart));
    } else {
      Op.Name = operandName(nameOf(T), Op.Def);
      if (!Op.Def || Op.Def == &I)
        return undefinedOperand(nameOf(T), T.begin());
      const char *SuffixStart = Lex.position();
      while (!Lex.atEnd() && *Lex.position() == '#') {
        Lex.lex();
        Token Index = Lex.lex();
        if (!Index.is(TokenKind::Int) || Index.Spelling.size() > 9 ||
            Index.Spelling[0] == '-')
          return unexpected(Index, "expected tuple index after '#'");
      }
      if (Lex.position() != SuffixStart)
        Op.TupleSuffix =
            internCommon(absl::string_view(SuffixStart,
                                           Lex.position() - SuffixStart))
                .Interned;
    }
    IRBuilder::addOperand(I, Op);
    T = Lex.lex();
    if (T.is(TokenKind::Comma))
      continue;
    if (T.is(TokenKind::RParen))
      break;
    return unexpected(T, "expected ')' in operand list");
  }
  IRBuilder::setIndexComments(I, Lex.takeIndexCommentFlag());
  return absl::OkStatus();
}

} // namespace

absl::StatusOr<std::unique_ptr<Module>>
parseModule(absl::string_view Text, absl::string_view BufferName,
            const ParseOptions &Options) {
  if (Options.Cache && Options.Ctx &&
      Options.Ctx != Options.Cache->sharedContext())
    return absl::InvalidArgumentError(absl::StrCat(
        BufferName, ": ParseOptions::Ctx is not the Context of "
                    "ParseOptions::Cache; give one or make them agree"));
  HloParser P(Text, BufferName, Options,
              Options.Cache ? Options.Cache->sharedContext() : Options.Ctx);
  return P.parseModule();
}

absl::StatusOr<std::unique_ptr<Module>>
parseModuleFile(const std::string &Path, const ParseOptions &Options) {
  ASSIGN_OR_RETURN(std::unique_ptr<FileBuffer> File, openFile(Path));
  return parseModule(File->contents(), Path, Options);
}

} // namespace hlotrace
