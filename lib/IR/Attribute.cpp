//===- Attribute.cpp - Decoding attribute values on demand ----------------===//
//
// Attribute values are stored verbatim; these helpers decode the forms that
// queries need. Each scans with explicit bounds and returns nullopt on text
// it does not understand.
//
//===----------------------------------------------------------------------===//

#include "hlotrace/IR/Attribute.h"

#include "IR/ShortDecimal.h"

#include "absl/strings/ascii.h"
#include "absl/strings/numbers.h"
#include "absl/strings/str_split.h"
#include "absl/strings/strip.h"

namespace hlotrace {
namespace {

/// Index just past the string literal starting at `Pos` (a quote).
size_t skipString(absl::string_view S, size_t Pos) {
  char Quote = S[Pos];
  for (size_t I = Pos + 1; I < S.size(); ++I) {
    if (S[I] == '\\')
      ++I;
    else if (S[I] == Quote)
      return I + 1;
  }
  return S.size();
}

/// Index just past the balanced group opened at `Pos`.
size_t skipBalanced(absl::string_view S, size_t Pos) {
  int Depth = 0;
  for (size_t I = Pos; I < S.size();) {
    char C = S[I];
    if (C == '"' || C == '\'') {
      I = skipString(S, I);
      continue;
    }
    if (C == '{' || C == '(' || C == '[')
      ++Depth;
    else if (C == '}' || C == ')' || C == ']') {
      if (--Depth == 0)
        return I + 1;
    }
    ++I;
  }
  return S.size();
}

/// Strips one pair of outer braces; nullopt if `V` is not braced.
std::optional<absl::string_view> innerOfBraces(absl::string_view V) {
  V = absl::StripAsciiWhitespace(V);
  if (V.size() < 2 || V.front() != '{' || V.back() != '}')
    return std::nullopt;
  return V.substr(1, V.size() - 2);
}

/// Splits `key=value` items separated by commas and/or spaces at depth 0.
std::optional<std::vector<std::pair<absl::string_view, absl::string_view>>>
splitKeyValues(absl::string_view S) {
  std::vector<std::pair<absl::string_view, absl::string_view>> Items;
  size_t I = 0;
  while (true) {
    while (I < S.size() && (S[I] == ' ' || S[I] == ',' || S[I] == '\n' ||
                            S[I] == '\t' || S[I] == '\r'))
      ++I;
    if (I >= S.size())
      return Items;
    size_t KeyStart = I;
    while (I < S.size() && S[I] != '=' && S[I] != ' ' && S[I] != ',')
      ++I;
    if (I >= S.size() || S[I] != '=')
      return std::nullopt;
    absl::string_view Key = S.substr(KeyStart, I - KeyStart);
    ++I;
    size_t ValStart = I;
    if (I < S.size() && (S[I] == '"' || S[I] == '\''))
      I = skipString(S, I);
    else if (I < S.size() && (S[I] == '{' || S[I] == '[' || S[I] == '('))
      I = skipBalanced(S, I);
    else
      while (I < S.size() && S[I] != ' ' && S[I] != ',')
        ++I;
    Items.emplace_back(Key, S.substr(ValStart, I - ValStart));
  }
}

} // namespace

namespace attr {

std::string unquote(absl::string_view V) {
  if (V.size() < 2 || (V.front() != '"' && V.front() != '\'') ||
      V.back() != V.front())
    return std::string(V);
  std::string Out;
  Out.reserve(V.size());
  for (size_t I = 1; I + 1 < V.size(); ++I) {
    char C = V[I];
    if (C != '\\' || I + 2 >= V.size()) {
      Out += C;
      continue;
    }
    char E = V[++I];
    switch (E) {
    case 'n': Out += '\n'; break;
    case 't': Out += '\t'; break;
    case 'r': Out += '\r'; break;
    case '0': Out += '\0'; break;
    case 'x': {
      int Value = 0, Digits = 0;
      while (Digits < 2 && I + 2 < V.size() &&
             absl::ascii_isxdigit(static_cast<unsigned char>(V[I + 1]))) {
        char H = V[++I];
        Value = Value * 16 + (absl::ascii_isdigit(H)
                                  ? H - '0'
                                  : absl::ascii_tolower(H) - 'a' + 10);
        ++Digits;
      }
      Out += static_cast<char>(Value);
      break;
    }
    default: Out += E; break; // \" \\ \' and unknown escapes.
    }
  }
  return Out;
}

std::optional<int64_t> integer(absl::string_view V) {
  // PERF NOTE: most integer values are a short run of digits, which needs
  // no general parse.
  if (std::optional<int64_t> Short = shortDecimal(V))
    return Short;
  int64_t N;
  if (!absl::SimpleAtoi(absl::StripAsciiWhitespace(V), &N))
    return std::nullopt;
  return N;
}

std::optional<std::vector<int64_t>> intList(absl::string_view V) {
  std::vector<int64_t> Out;
  auto Inner = innerOfBraces(V);
  if (!Inner) {
    if (auto N = integer(V))
      return std::vector<int64_t>{*N};
    return std::nullopt;
  }
  for (absl::string_view Item :
       absl::StrSplit(*Inner, ',', absl::SkipWhitespace())) {
    auto N = integer(Item);
    if (!N)
      return std::nullopt;
    Out.push_back(*N);
  }
  return Out;
}

namespace {
/// `[A-Za-z0-9_.-]`, the bytes of a computation name, one load per byte.
struct NameByteTable {
  bool Is[256] = {};
  constexpr NameByteTable() {
    for (int C = 0; C < 256; ++C)
      Is[C] = (C >= 'a' && C <= 'z') || (C >= 'A' && C <= 'Z') ||
              (C >= '0' && C <= '9') || C == '_' || C == '.' || C == '-';
  }
};
constexpr NameByteTable kNameBytes;
} // namespace

std::optional<absl::string_view> computationName(absl::string_view V) {
  // PERF NOTE: IRBuilder::finish reads every `calls=`/`to_apply=` value
  // here (1,575 in the MoE step); a table test per byte, where
  // ascii_isalnum and three compares were about 8 instructions.
  V = absl::StripAsciiWhitespace(V);
  absl::ConsumePrefix(&V, "%");
  if (V.empty())
    return std::nullopt;
  for (char C : V)
    if (!kNameBytes.Is[static_cast<unsigned char>(C)])
      return std::nullopt;
  return V;
}

std::optional<std::vector<absl::string_view>> nameList(absl::string_view V) {
  auto Inner = innerOfBraces(V);
  if (!Inner)
    return std::nullopt;
  std::vector<absl::string_view> Out;
  for (absl::string_view Item :
       absl::StrSplit(*Inner, ',', absl::SkipWhitespace())) {
    auto Name = computationName(Item);
    if (!Name)
      return std::nullopt;
    Out.push_back(*Name);
  }
  return Out;
}

std::optional<OpMetadata> metadata(absl::string_view V) {
  auto Inner = innerOfBraces(V);
  if (!Inner)
    return std::nullopt;
  auto Items = splitKeyValues(*Inner);
  if (!Items)
    return std::nullopt;
  OpMetadata M;
  for (auto &[Key, Value] : *Items) {
    int64_t *IntField = nullptr;
    std::string *StrField = nullptr;
    if (Key == "op_type") StrField = &M.OpType;
    else if (Key == "op_name") StrField = &M.OpName;
    else if (Key == "source_file") StrField = &M.SourceFile;
    else if (Key == "deduplicated_name") StrField = &M.DeduplicatedName;
    else if (Key == "scheduling_name") StrField = &M.SchedulingName;
    else if (Key == "source_line") IntField = &M.SourceLine;
    else if (Key == "source_end_line") IntField = &M.SourceEndLine;
    else if (Key == "source_column") IntField = &M.SourceColumn;
    else if (Key == "source_end_column") IntField = &M.SourceEndColumn;
    else if (Key == "stack_frame_id") IntField = &M.StackFrameId;
    if (StrField) {
      *StrField = unquote(Value);
    } else if (IntField) {
      auto N = integer(Value);
      if (!N)
        return std::nullopt;
      *IntField = *N;
    } else {
      M.Other.emplace_back(std::string(Key), std::string(Value));
    }
  }
  return M;
}

std::optional<std::vector<std::pair<std::string, std::string>>>
keyValueList(absl::string_view V) {
  auto Inner = innerOfBraces(V);
  if (!Inner)
    return std::nullopt;
  auto Items = splitKeyValues(*Inner);
  if (!Items)
    return std::nullopt;
  std::vector<std::pair<std::string, std::string>> Out;
  for (auto &[Key, Value] : *Items)
    Out.emplace_back(std::string(Key), unquote(Value));
  return Out;
}

} // namespace attr
} // namespace hlotrace
