//===- DumpFileName.cpp - What one XLA dump file name says ----------------===//
//
// The grammar (xla-dump-format.md section 9), matched from the right:
//   file  ::= (prefix '.')? 'module_' id ('.' name)? ('.cl_' n)? '.' rest
//   rest  ::= step '.' pipeline '.after_' pass '.before_' pass ext
//           | step '.' pass '.' stepname ext
//           | (tag '_')? ('before'|'after') '_optimization' 's'? ('-' report)? ext
//           | (tag '_')? 'after_codegen' ext
//           | 'execution_' n '.hlo_snapshot.pb' | 'snapshot.' '-'? n '.pb'
//           | suffix           (DUMP_FILE_SUFFIX rows of DumpFileKinds.def)
//           | anything else (an attachment)
// `name` and `pipeline` may contain dots, digits and `after_`, so each form
// is recognised by its right end and the name is whatever precedes it.
//
//===----------------------------------------------------------------------===//

#include "hlotrace/Trace/DumpFileName.h"

#include <cctype>

#include "absl/strings/ascii.h"
#include "absl/strings/match.h"
#include "absl/strings/numbers.h"

namespace hlotrace {
namespace {

using absl::string_view;

bool allDigits(string_view S) {
  if (S.empty())
    return false;
  for (char C : S)
    if (!absl::ascii_isdigit(static_cast<unsigned char>(C)))
      return false;
  return true;
}

/// Strips `Suffix` from `S` when S is exactly Suffix or ends with
/// `.Suffix`; `Head` gets what precedes the dot.
bool splitDottedSuffix(string_view S, string_view Suffix, string_view &Head) {
  if (S == Suffix) {
    Head = {};
    return true;
  }
  if (S.size() > Suffix.size() && absl::EndsWith(S, Suffix) &&
      S[S.size() - Suffix.size() - 1] == '.') {
    Head = S.substr(0, S.size() - Suffix.size() - 1);
    return true;
  }
  return false;
}

struct ExtensionForm {
  string_view Ext;
  DumpFormat Format;
};

// Longest first where one is a suffix of another.
constexpr ExtensionForm Extensions[] = {
    {".hlo.pb.gz", DumpFormat::HloProtoGz},
    {".hlo.pb", DumpFormat::HloProto},
    {".pb.gz", DumpFormat::ProtoGz},
    {".pb", DumpFormat::Proto},
    {".txt", DumpFormat::Text},
    {".textproto", DumpFormat::TextProto},
    {".pbtxt", DumpFormat::TextProto},
    {".riegeli", DumpFormat::Riegeli},
    {".dot", DumpFormat::Dot},
    {".top_level.html", DumpFormat::Html},
    {".html", DumpFormat::Html},
    {".url", DumpFormat::Url},
};

struct SuffixForm {
  DumpFileKind Kind;
  string_view Suffix;
  bool Exact;
};

constexpr SuffixForm Suffixes[] = {
#define DUMP_FILE_SUFFIX(Enum, Suffix, Exact) {DumpFileKind::Enum, Suffix, Exact},
#include "hlotrace/Trace/DumpFileKinds.def"
};

/// Splits the extension off; returns the base.
string_view splitExtension(string_view R, DumpFormat &Format) {
  for (const ExtensionForm &E : Extensions)
    if (R.size() > E.Ext.size() && absl::EndsWith(R, E.Ext)) {
      Format = E.Format;
      return R.substr(0, R.size() - E.Ext.size());
    }
  Format = absl::StrContains(R, '.') ? DumpFormat::Other : DumpFormat::None;
  return R;
}

bool isPassDumpFormat(DumpFormat F) {
  switch (F) {
  case DumpFormat::Text:
  case DumpFormat::HloProto:
  case DumpFormat::HloProtoGz:
  case DumpFormat::Riegeli:
  case DumpFormat::Dot:
  case DumpFormat::Html:
  case DumpFormat::Url:
    return true;
  default:
    return false;
  }
}

/// Moves a trailing `.cl_N` (or a whole `cl_N`) out of the module name.
void splitChangelist(DumpFileName &N) {
  string_view Name = N.ModuleName;
  size_t Pos = Name.rfind("cl_");
  if (Pos == string_view::npos || (Pos != 0 && Name[Pos - 1] != '.'))
    return;
  string_view Digits = Name.substr(Pos + 3);
  uint64_t Cl;
  if (!allDigits(Digits) || !absl::SimpleAtoi(Digits, &Cl))
    return;
  N.Changelist = Cl;
  N.ModuleName.resize(Pos == 0 ? 0 : Pos - 1);
}

void setName(DumpFileName &N, string_view Name) {
  N.ModuleName = std::string(Name);
  splitChangelist(N);
}

/// `[NAME.]SSSS.PIPELINE.after_A.before_B` or `[NAME.]SSSS.PASS.STEP`.
bool parseStep(string_view Base, DumpFileName &N) {
  // Candidate step anchors: a run of 4+ digits that starts the base or
  // follows a dot, and is followed by a dot. Rightmost first: module names
  // such as `SyncTensorsGraph.105381` hold such runs too.
  struct Anchor {
    size_t Begin, End;
  };
  std::optional<Anchor> During;
  for (size_t End = Base.size(); End-- > 0;) {
    if (Base[End] != '.')
      continue;
    size_t Begin = End;
    while (Begin > 0 && absl::ascii_isdigit(static_cast<unsigned char>(Base[Begin - 1])))
      --Begin;
    if (End - Begin < 4 || (Begin != 0 && Base[Begin - 1] != '.'))
      continue;
    string_view Rest = Base.substr(End + 1);
    size_t BeforePos = Rest.rfind(".before_");
    if (BeforePos != string_view::npos) {
      string_view Left = Rest.substr(0, BeforePos);
      size_t AfterPos = Left.rfind(".after_");
      if (AfterPos != string_view::npos && AfterPos > 0 &&
          AfterPos + 7 < Left.size() && BeforePos + 8 < Rest.size()) {
        // A step number past int64 is not a step: SimpleAtoi would
        // saturate, and two such files would collide on INT64_MAX.
        int64_t Step;
        if (!absl::SimpleAtoi(Base.substr(Begin, End - Begin), &Step))
          continue;
        N.Kind = DumpFileKind::PassStep;
        N.Pipeline = std::string(Left.substr(0, AfterPos));
        N.AfterPass = std::string(Left.substr(AfterPos + 7));
        N.BeforePass = std::string(Rest.substr(BeforePos + 8));
        N.Step = Step;
        setName(N, Begin == 0 ? string_view() : Base.substr(0, Begin - 1));
        return true;
      }
    }
    size_t Dot = Rest.find('.');
    if (!During && Dot != string_view::npos && Dot > 0 && Dot + 1 < Rest.size())
      During = Anchor{Begin, End};
  }
  if (!During)
    return false;
  int64_t Step;
  if (!absl::SimpleAtoi(Base.substr(During->Begin, During->End - During->Begin),
                        &Step))
    return false;
  string_view Rest = Base.substr(During->End + 1);
  size_t Dot = Rest.find('.');
  N.Kind = DumpFileKind::DuringPass;
  N.AfterPass = std::string(Rest.substr(0, Dot));
  N.DuringStep = std::string(Rest.substr(Dot + 1));
  N.Step = Step;
  setName(N, During->Begin == 0 ? string_view()
                                : Base.substr(0, During->Begin - 1));
  return true;
}

/// `[NAME.][TAG_]after_optimization[s][-REPORT]`.
bool parseAfterOptimizations(string_view Base, DumpFileName &N) {
  constexpr string_view Key = "after_optimization";
  size_t Pos = Base.rfind(Key);
  if (Pos == string_view::npos)
    return false;
  string_view Tail = Base.substr(Pos + Key.size());
  if (absl::StartsWith(Tail, "s"))
    Tail.remove_prefix(1);
  if (!Tail.empty() && (Tail[0] != '-' || Tail.size() == 1))
    return false;
  string_view Head = Base.substr(0, Pos);
  string_view Name, Tag;
  if (Head.empty()) {
  } else if (Head.back() == '.') {
    Name = Head.substr(0, Head.size() - 1);
  } else if (Head.back() == '_') {
    string_view H = Head.substr(0, Head.size() - 1);
    // `sm_8.0_gpu` holds a dot; find it before falling back to the last
    // dot-free segment (`cpu`, `gfx90a_gpu`).
    size_t Sm = absl::EndsWith(H, "_gpu") ? H.rfind("sm_") : string_view::npos;
    size_t TagBegin;
    if (Sm != string_view::npos && (Sm == 0 || H[Sm - 1] == '.')) {
      TagBegin = Sm;
    } else {
      size_t Dot = H.rfind('.');
      TagBegin = Dot == string_view::npos ? 0 : Dot + 1;
    }
    if (TagBegin >= H.size())
      return false;
    Tag = H.substr(TagBegin);
    Name = TagBegin == 0 ? string_view() : H.substr(0, TagBegin - 1);
  } else {
    return false;
  }
  N.BackendTag = std::string(Tag);
  setName(N, Name);
  if (Tail.empty()) {
    N.Kind = DumpFileKind::AfterOptimizations;
  } else {
    N.Report = std::string(Tail.substr(1));
    if (N.Report == "buffer-assignment")
      N.Kind = DumpFileKind::BufferAssignment;
    else if (N.Report == "memory-usage-report")
      N.Kind = DumpFileKind::MemoryUsageReport;
    else
      N.Kind = DumpFileKind::Attachment;
  }
  return true;
}

/// Snapshot forms; `R` is everything after `module_NNNN.`.
bool parseSnapshot(string_view R, DumpFileName &N) {
  string_view Head;
  for (string_view Suffix :
       {"hlo_snapshot.pb", "hlo_unoptimized_snapshot.pb",
        "hlo_unoptimized_snapshot.txt"}) {
    if (!splitDottedSuffix(R, Suffix, Head))
      continue;
    size_t Pos = Head.rfind("execution_");
    if (Pos == string_view::npos || (Pos != 0 && Head[Pos - 1] != '.'))
      return false;
    int64_t Exec;
    if (!allDigits(Head.substr(Pos + 10)) ||
        !absl::SimpleAtoi(Head.substr(Pos + 10), &Exec))
      return false;
    N.Kind = DumpFileKind::ExecutionSnapshot;
    N.Execution = Exec;
    N.Unoptimized = absl::StrContains(Suffix, "unoptimized");
    N.Format = absl::EndsWith(Suffix, ".txt") ? DumpFormat::Text
                                              : DumpFormat::Proto;
    setName(N, Pos == 0 ? string_view() : Head.substr(0, Pos - 1));
    return true;
  }
  // Newer XLA:CPU: `NAME.snapshot.N.pb`.
  if (!absl::EndsWith(R, ".pb"))
    return false;
  string_view Base = R.substr(0, R.size() - 3);
  size_t Dot = Base.rfind('.');
  string_view Number = Base.substr(Dot == string_view::npos ? 0 : Dot + 1);
  string_view Digits = absl::StartsWith(Number, "-") ? Number.substr(1) : Number;
  if (Dot == string_view::npos || !allDigits(Digits) ||
      !splitDottedSuffix(Base.substr(0, Dot), "snapshot", Head))
    return false;
  int64_t Exec;
  if (!absl::SimpleAtoi(Number, &Exec))
    return false;
  N.Kind = DumpFileKind::ExecutionSnapshot;
  N.Execution = Exec;
  N.Format = DumpFormat::Proto;
  setName(N, Head);
  return true;
}

/// `R` without its leading `NAME.` and `cl_N.` segments.
string_view restAfterName(string_view R, const DumpFileName &N) {
  if (!N.ModuleName.empty() && absl::StartsWith(R, N.ModuleName) &&
      R.size() > N.ModuleName.size())
    R.remove_prefix(N.ModuleName.size() + 1);
  if (N.Changelist && absl::StartsWith(R, "cl_")) {
    size_t Dot = R.find('.');
    R.remove_prefix(Dot == string_view::npos ? R.size() : Dot + 1);
  }
  return R;
}

} // namespace

absl::string_view dumpFileKindName(DumpFileKind K) {
  switch (K) {
#define DUMP_FILE_KIND(Enum, Name, Rank)                                       \
  case DumpFileKind::Enum:                                                     \
    return Name;
#include "hlotrace/Trace/DumpFileKinds.def"
  }
  return "unknown";
}

int dumpFileKindRank(DumpFileKind K) {
  switch (K) {
#define DUMP_FILE_KIND(Enum, Name, Rank)                                       \
  case DumpFileKind::Enum:                                                     \
    return Rank;
#include "hlotrace/Trace/DumpFileKinds.def"
  }
  return 0;
}

absl::string_view dumpFormatName(DumpFormat F) {
  switch (F) {
  case DumpFormat::Text: return "txt";
  case DumpFormat::HloProto: return "hlo.pb";
  case DumpFormat::HloProtoGz: return "hlo.pb.gz";
  case DumpFormat::Proto: return "pb";
  case DumpFormat::ProtoGz: return "pb.gz";
  case DumpFormat::TextProto: return "textproto";
  case DumpFormat::Riegeli: return "riegeli";
  case DumpFormat::Dot: return "dot";
  case DumpFormat::Html: return "html";
  case DumpFormat::Url: return "url";
  case DumpFormat::None: return "none";
  case DumpFormat::Other: return "other";
  }
  return "other";
}

bool isModuleFormat(DumpFormat F) {
  return F == DumpFormat::Text || F == DumpFormat::HloProto ||
         F == DumpFormat::HloProtoGz;
}

DumpFileName parseDumpFileName(absl::string_view F) {
  DumpFileName N;
  // Find `module_` at the start or after a dot.
  size_t Pos = 0;
  size_t IdEnd = string_view::npos;
  std::optional<size_t> IdlessAt;
  for (;; ++Pos) {
    Pos = F.find("module_", Pos);
    if (Pos == string_view::npos)
      break;
    if (Pos != 0 && F[Pos - 1] != '.')
      continue;
    size_t E = Pos + 7;
    while (E < F.size() && absl::ascii_isdigit(static_cast<unsigned char>(F[E])))
      ++E;
    if (E - (Pos + 7) >= 4 && E < F.size() && F[E] == '.') {
      IdEnd = E;
      break;
    }
    if (!IdlessAt)
      IdlessAt = Pos;
  }
  if (IdEnd == string_view::npos) {
    // `module_<name>.execution_N.hlo_snapshot.pb`: a name, not an id.
    if (IdlessAt) {
      DumpFileName S;
      if (parseSnapshot(F.substr(*IdlessAt + 7), S)) {
        string_view Prefix = F.substr(0, *IdlessAt ? *IdlessAt - 1 : 0);
        if (allDigits(Prefix)) {
          uint64_t Ts;
          if (absl::SimpleAtoi(Prefix, &Ts))
            S.Timestamp = Ts;
        } else {
          S.Prefix = std::string(Prefix);
        }
        return S;
      }
    }
    return N;
  }
  string_view Prefix = F.substr(0, Pos ? Pos - 1 : 0);
  uint64_t Ts;
  if (allDigits(Prefix) && absl::SimpleAtoi(Prefix, &Ts))
    N.Timestamp = Ts;
  else
    N.Prefix = std::string(Prefix);
  // An id past int64 names no module XLA can write; saturating it would
  // merge every such file into module INT64_MAX.
  int64_t Id;
  if (!absl::SimpleAtoi(F.substr(Pos + 7, IdEnd - Pos - 7), &Id))
    return DumpFileName();
  N.ModuleId = Id;
  string_view R = F.substr(IdEnd + 1);
  if (R.empty())
    return DumpFileName();

  string_view Head;
  if (parseSnapshot(R, N))
    return N;
  for (const SuffixForm &S : Suffixes) {
    if (!S.Exact || !splitDottedSuffix(R, S.Suffix, Head))
      continue;
    N.Kind = S.Kind;
    (void)splitExtension(S.Suffix, N.Format);
    setName(N, Head);
    return N;
  }

  string_view Base = splitExtension(R, N.Format);
  bool ReportFormat = N.Format == DumpFormat::Text ||
                      N.Format == DumpFormat::Proto ||
                      N.Format == DumpFormat::ProtoGz;
  if ((isPassDumpFormat(N.Format) || ReportFormat) &&
      parseAfterOptimizations(Base, N)) {
    if (N.Kind == DumpFileKind::AfterOptimizations &&
        !isPassDumpFormat(N.Format))
      N.Kind = DumpFileKind::Attachment;
    if (N.Kind == DumpFileKind::Attachment)
      N.Rest = std::string(restAfterName(R, N));
    return N;
  }
  if (isPassDumpFormat(N.Format)) {
    for (string_view Suffix : {"before_optimizations", "before_optimization"}) {
      if (splitDottedSuffix(Base, Suffix, Head)) {
        N.Kind = DumpFileKind::BeforeOptimizations;
        setName(N, Head);
        return N;
      }
    }
    // XLA:TPU's module after code generation.
    if (splitDottedSuffix(Base, "after_codegen", Head)) {
      N.Kind = DumpFileKind::AfterCodegen;
      setName(N, Head);
      return N;
    }
    DumpFileName S = N;
    if (parseStep(Base, S))
      return S;
  }
  N.Kind = DumpFileKind::Attachment;
  for (const SuffixForm &S : Suffixes)
    if (!S.Exact && R.size() > S.Suffix.size() && absl::EndsWith(R, S.Suffix)) {
      N.Kind = S.Kind;
      break;
    }
  N.NameKnown = false;
  N.Rest = std::string(R);
  return N;
}

bool resolveAttachmentName(DumpFileName &N, absl::string_view ModuleName) {
  if (N.NameKnown || ModuleName.empty())
    return N.NameKnown;
  string_view R = N.Rest;
  if (R.size() > ModuleName.size() && absl::StartsWith(R, ModuleName) &&
      R[ModuleName.size()] == '.') {
    N.ModuleName = std::string(ModuleName);
    N.Rest = std::string(R.substr(ModuleName.size() + 1));
    N.NameKnown = true;
  }
  return N.NameKnown;
}

std::optional<std::pair<int64_t, std::string>>
parseModuleDirectoryName(absl::string_view D) {
  if (!absl::StartsWith(D, "module_"))
    return std::nullopt;
  size_t E = 7;
  while (E < D.size() && absl::ascii_isdigit(static_cast<unsigned char>(D[E])))
    ++E;
  if (E - 7 < 4 || (E < D.size() && D[E] != '.'))
    return std::nullopt;
  int64_t Id;
  if (!absl::SimpleAtoi(D.substr(7, E - 7), &Id))
    return std::nullopt;
  string_view Name = E < D.size() ? D.substr(E + 1) : string_view();
  // XLA:TPU names the folder like its files: `module_NNNN.NAME.cl_N`.
  if (size_t Cl = Name.rfind(".cl_"); Cl != string_view::npos &&
                                      Cl + 4 < Name.size() &&
                                      allDigits(Name.substr(Cl + 4)))
    Name = Name.substr(0, Cl);
  return std::make_pair(Id, std::string(Name));
}

DumpFileName parseModuleFolderFile(absl::string_view F,
                                   absl::string_view ParentName) {
  DumpFileName N;
  N.Rest = std::string(F);
  string_view Base = splitExtension(F, N.Format);
  if (ParentName == "shardy" && absl::EndsWith(F, ".mlir")) {
    // `NN.STAGE.mlir`, numbered in the order Shardy ran.
    string_view Stem = F.substr(0, F.size() - 5);
    size_t Dot = Stem.find('.');
    int64_t Order;
    if (Dot != string_view::npos && allDigits(Stem.substr(0, Dot)) &&
        absl::SimpleAtoi(Stem.substr(0, Dot), &Order)) {
      N.Kind = DumpFileKind::ShardyStage;
      N.Step = Order;
      N.DuringStep = std::string(Stem.substr(Dot + 1));
      return N;
    }
  }
  if (F == "module.mlir")
    N.Kind = DumpFileKind::StableHloInput;
  else if (Base == "compile_options")
    N.Kind = DumpFileKind::CompileOptions;
  else if (Base == "topology")
    N.Kind = DumpFileKind::Topology;
  else
    N.Kind = DumpFileKind::Attachment;
  return N;
}

} // namespace hlotrace
