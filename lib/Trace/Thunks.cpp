//===- Thunks.cpp - XLA:GPU thunk dumps and PTX kernel entries ------------===//
//
// Line-based readers. The thunk sequence format is XLA's
// ThunkSequence::ToString (xla/backends/gpu/runtime/thunk.cc): an id, the
// kind, a `[prev | next]` dependency block, then the thunk's own
// description; KernelThunk's is `NAME grid: [x, y, z] threads: [x, y, z]
// shared_memory: N bytes`. Older XLA printed no ids and no dependencies:
// `KIND<TAB>, kernel = NAME, launch dimensions = blocks: {x, y, z},
// threads/block: {x, y, z}, cluster_dim = ...` (seen in jax 0.4-era A100
// dumps); both forms are read.
//
//===----------------------------------------------------------------------===//

#include "hlotrace/Trace/Thunks.h"

#include "absl/strings/ascii.h"
#include "absl/strings/match.h"
#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_split.h"
#include "absl/strings/strip.h"

namespace hlotrace {
namespace {

absl::Status errorAt(absl::string_view File, int Line, int Col,
                     absl::string_view Message) {
  return absl::InvalidArgumentError(
      absl::StrCat(File, ":", Line, ":", Col, ": ", Message));
}

/// The integers between `Open` and `Close` right after `Key` in `S`
/// (`grid: [1, 2, 3]`, `blocks: {1, 2, 3}`); nullopt when absent or
/// malformed.
std::optional<std::vector<int64_t>> delimitedList(absl::string_view S,
                                                  absl::string_view Key,
                                                  char Open, char Close) {
  size_t At = S.find(Key);
  if (At == absl::string_view::npos)
    return std::nullopt;
  absl::string_view Rest =
      absl::StripLeadingAsciiWhitespace(S.substr(At + Key.size()));
  if (!absl::ConsumePrefix(&Rest, absl::string_view(&Open, 1)))
    return std::nullopt;
  size_t End = Rest.find(Close);
  if (End == absl::string_view::npos)
    return std::nullopt;
  std::vector<int64_t> Out;
  for (absl::string_view Part :
       absl::StrSplit(Rest.substr(0, End), ',', absl::SkipWhitespace())) {
    int64_t V = 0;
    if (!absl::SimpleAtoi(absl::StripAsciiWhitespace(Part), &V))
      return std::nullopt;
    Out.push_back(V);
  }
  return Out;
}

/// Fills the kernel fields from `NAME grid: [..] threads: [..]
/// shared_memory: N bytes`.
void parseKernelDescription(ThunkLine &T) {
  absl::string_view D = T.Description;
  size_t GridAt = D.find(" grid:");
  if (GridAt == absl::string_view::npos)
    return;
  auto Grid = delimitedList(D, "grid:", '[', ']');
  auto Threads = delimitedList(D, "threads:", '[', ']');
  if (!Grid || !Threads)
    return;
  T.KernelName = std::string(absl::StripAsciiWhitespace(D.substr(0, GridAt)));
  T.Grid = std::move(*Grid);
  T.Threads = std::move(*Threads);
  size_t Shm = D.find("shared_memory:");
  if (Shm != absl::string_view::npos) {
    absl::string_view Rest = absl::StripLeadingAsciiWhitespace(
        D.substr(Shm + std::string_view("shared_memory:").size()));
    size_t End = Rest.find_first_not_of("0123456789");
    int64_t Bytes = 0;
    if (absl::SimpleAtoi(Rest.substr(0, End), &Bytes))
      T.SharedMemoryBytes = Bytes;
  }
}

/// Fills the kernel fields from the older `, kernel = NAME, launch
/// dimensions = blocks: {..}, threads/block: {..}` description.
void parseOlderKernelDescription(ThunkLine &T) {
  absl::string_view D = T.Description;
  size_t At = D.find("kernel = ");
  if (At == absl::string_view::npos)
    return;
  absl::string_view Name = D.substr(At + std::string_view("kernel = ").size());
  Name = Name.substr(0, Name.find(','));
  auto Grid = delimitedList(D, "blocks:", '{', '}');
  auto Threads = delimitedList(D, "threads/block:", '{', '}');
  if (Name.empty() || !Grid || !Threads)
    return;
  T.KernelName = std::string(absl::StripAsciiWhitespace(Name));
  T.Grid = std::move(*Grid);
  T.Threads = std::move(*Threads);
}

/// The older line form: a `k`-prefixed kind first, no id.
bool isOlderThunkLine(absl::string_view Body) {
  if (Body.size() < 2 || Body[0] != 'k' || !absl::ascii_isupper(Body[1]))
    return false;
  size_t End = Body.find_first_not_of(
      "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789");
  return End == absl::string_view::npos || Body[End] == '\t' ||
         Body[End] == ' ';
}

/// A quoted text-proto string value after `Key:`; handles \" and \\.
std::optional<std::string> quotedValue(absl::string_view Line,
                                       absl::string_view Key) {
  absl::string_view S = absl::StripLeadingAsciiWhitespace(Line);
  if (!absl::ConsumePrefix(&S, Key) || !absl::ConsumePrefix(&S, ":"))
    return std::nullopt;
  S = absl::StripLeadingAsciiWhitespace(S);
  if (!absl::ConsumePrefix(&S, "\""))
    return std::nullopt;
  std::string Out;
  for (size_t K = 0; K < S.size(); ++K) {
    if (S[K] == '\\' && K + 1 < S.size()) {
      Out.push_back(S[++K]);
      continue;
    }
    if (S[K] == '"')
      return Out;
    Out.push_back(S[K]);
  }
  return std::nullopt;
}

} // namespace

absl::StatusOr<std::vector<ThunkLine>>
parseThunkSequence(absl::string_view Text, absl::string_view FileName) {
  std::vector<ThunkLine> Out;
  // Indices of the open enclosing thunks, by indentation.
  std::vector<std::pair<size_t, size_t>> Open; // (indent, index)
  int LineNo = 0;
  for (absl::string_view Line : absl::StrSplit(Text, '\n')) {
    ++LineNo;
    absl::string_view Body = absl::StripLeadingAsciiWhitespace(Line);
    if (Body.empty())
      continue;
    size_t Indent = Line.size() - Body.size();
    ThunkLine T;
    T.Line = LineNo;
    if (isOlderThunkLine(Body)) {
      T.Id = -1;
      size_t KindEnd = Body.find_first_of(" \t");
      T.Kind = std::string(Body.substr(0, KindEnd));
      if (KindEnd != absl::string_view::npos)
        T.Description =
            std::string(absl::StripAsciiWhitespace(Body.substr(KindEnd)));
      parseOlderKernelDescription(T);
    } else {
      size_t Colon = Body.find(':');
      if (Colon == absl::string_view::npos ||
          !absl::SimpleAtoi(Body.substr(0, Colon), &T.Id)) {
        // `condition:`, `body:`, branch labels: structure only.
        if (Colon != absl::string_view::npos &&
            absl::StripAsciiWhitespace(Body.substr(Colon + 1)).empty())
          continue;
        return errorAt(FileName, LineNo, static_cast<int>(Indent) + 1,
                       "expected a thunk line 'ID: KIND [...]'");
      }
      absl::string_view Rest =
          absl::StripLeadingAsciiWhitespace(Body.substr(Colon + 1));
      size_t KindEnd = Rest.find_first_of(" [");
      T.Kind = std::string(Rest.substr(0, KindEnd));
      if (T.Kind.empty())
        return errorAt(FileName, LineNo,
                       static_cast<int>(Line.size() - Rest.size()) + 1,
                       "expected a thunk kind");
      Rest = KindEnd == absl::string_view::npos ? absl::string_view()
                                                : Rest.substr(KindEnd);
      size_t Open1 = Rest.find('['), Close1 = Rest.find(']');
      if (Open1 != absl::string_view::npos &&
          Close1 != absl::string_view::npos && Open1 < Close1)
        Rest = Rest.substr(Close1 + 1);
      T.Description = std::string(absl::StripAsciiWhitespace(Rest));
      parseKernelDescription(T);
    }
    while (!Open.empty() && Open.back().first >= Indent)
      Open.pop_back();
    if (!Open.empty()) {
      T.Parent = Open.back().second;
      T.Depth = Out[Open.back().second].Depth + 1;
    }
    Open.push_back({Indent, Out.size()});
    Out.push_back(std::move(T));
  }
  return Out;
}

absl::StatusOr<std::vector<ThunkMetadata>>
parseThunkMetadata(absl::string_view Text, absl::string_view FileName) {
  // Each `thunk_metadata {` opens an entry; fields fill the newest one.
  // proto3 text omits a zero thunk_id (command buffers are thunk 0), so a
  // missing id reads as 0.
  std::vector<ThunkMetadata> Out;
  int LineNo = 0;
  for (absl::string_view Line : absl::StrSplit(Text, '\n')) {
    ++LineNo;
    absl::string_view S = absl::StripAsciiWhitespace(Line);
    if (absl::StartsWith(S, "thunk_metadata {")) {
      Out.emplace_back();
      continue;
    }
    if (Out.empty())
      continue;
    ThunkMetadata &Cur = Out.back();
    if (auto V = quotedValue(S, "profile_annotation")) {
      Cur.ProfileAnnotation = std::move(*V);
    } else if (auto K = quotedValue(S, "thunk_kind")) {
      Cur.ThunkKind = std::move(*K);
    } else if (absl::ConsumePrefix(&S, "thunk_id:")) {
      int64_t Id = 0;
      if (!absl::SimpleAtoi(absl::StripAsciiWhitespace(S), &Id))
        return errorAt(FileName, LineNo,
                       static_cast<int>(Line.find("thunk_id")) + 1,
                       "thunk_id is not an integer");
      Cur.ThunkId = Id;
    }
  }
  return Out;
}

std::vector<std::string> ptxEntryNames(absl::string_view Text) {
  std::vector<std::string> Out;
  size_t At = 0;
  while ((At = Text.find(".entry ", At)) != absl::string_view::npos) {
    At += 7;
    size_t End = Text.find_first_of("( \n", At);
    if (End == absl::string_view::npos)
      break;
    if (End > At)
      Out.emplace_back(Text.substr(At, End - At));
    At = End;
  }
  return Out;
}

std::vector<std::string> llvmIrDefinedNames(absl::string_view Text) {
  // Grammar (LLVM LangRef): define [linkage] ... <ResultType> @<Name>(...
  // where Name is [-a-zA-Z$._][-a-zA-Z$._0-9]* or a quoted string.
  auto IsNameChar = [](char C) {
    return absl::ascii_isalnum(static_cast<unsigned char>(C)) || C == '-' ||
           C == '$' || C == '.' || C == '_';
  };
  std::vector<std::string> Out;
  for (absl::string_view Line : absl::StrSplit(Text, '\n')) {
    if (!absl::StartsWith(Line, "define "))
      continue;
    size_t At = Line.find('@');
    if (At == absl::string_view::npos || At + 1 >= Line.size())
      continue;
    absl::string_view Rest = Line.substr(At + 1);
    if (Rest.front() == '"') {
      size_t Close = Rest.find('"', 1);
      if (Close != absl::string_view::npos && Close > 1)
        Out.emplace_back(Rest.substr(1, Close - 1));
      continue;
    }
    size_t End = 0;
    while (End < Rest.size() && IsNameChar(Rest[End]))
      ++End;
    if (End > 0)
      Out.emplace_back(Rest.substr(0, End));
  }
  return Out;
}

} // namespace hlotrace
