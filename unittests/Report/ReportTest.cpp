//===- ReportTest.cpp - The HTML report of real XLA:CPU dumps -------------===//
//
// Reads the page's JSON blocks back and checks them against the library:
// every snapshot rebuilt from the embedded computation texts prints exactly
// as the parsed snapshot does, each text is stored once, the diffs, fusions
// and owners are those the queries compute. The browser test
// (unittests/browser) checks what a reader sees.
//
//===----------------------------------------------------------------------===//

#include "hlotrace/Report/Report.h"

#include <unistd.h>

#include <cstring>
#include <deque>
#include <filesystem>
#include <fstream>
#include <limits>

#include "Report/ReportJson.h"
#include "Support/DataFiles.h"
#include "absl/container/flat_hash_set.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "gmock/gmock.h"
#include "hlotrace/Load.h"
#include "hlotrace/Query/Ownership.h"
#include "hlotrace/Query/TraceQueries.h"
#include "hlotrace/Text/Printer.h"
#include "llvm/Support/JSON.h"

namespace hlotrace {
namespace {

/// The text of `<script type="application/json" id="ID">`, unescaped.
llvm::json::Value block(const std::string &Page, const std::string &Id) {
  std::string Open =
      absl::StrCat("<script type=\"application/json\" id=\"", Id, "\">");
  size_t Begin = Page.find(Open);
  EXPECT_NE(Begin, std::string::npos) << Id;
  if (Begin == std::string::npos)
    return nullptr;
  Begin += Open.size();
  size_t End = Page.find("</script>", Begin);
  auto V = llvm::json::parse(Page.substr(Begin, End - Begin));
  if (!V) {
    ADD_FAILURE() << llvm::toString(V.takeError());
    return nullptr;
  }
  return std::move(*V);
}

std::string str(const llvm::json::Value *V) {
  auto S = V ? V->getAsString() : std::nullopt;
  return S ? S->str() : std::string();
}

/// `Json` with every '<' written as \u003c, as the page's blocks hold it.
std::string lessThanEscaped(const std::string &Json) {
  std::string Escaped;
  for (char C : Json)
    Escaped += C == '<' ? std::string("\\u003c") : std::string(1, C);
  return Escaped;
}

/// `S` quoted as llvm::json writes it (after fixUTF8), '<' escaped: what
/// report::appendJsonString must append.
std::string pageJson(const std::string &S) {
  std::string J;
  llvm::raw_string_ostream OS(J);
  llvm::json::OStream(OS).value(llvm::json::fixUTF8(S));
  OS.flush();
  return lessThanEscaped(J);
}

/// Runs `Body` with the page's strings escaped 32 bytes a step (AVX2, where
/// the CPU has it) and 16 at a time.
template <typename Fn> void withBothEscapeWidths(Fn Body) {
  for (bool Wide : {true, false}) {
    SCOPED_TRACE(Wide ? "32-byte steps" : "16-byte steps");
    bool Before = report::setWideJsonEscapes(Wide);
    Body();
    report::setWideJsonEscapes(Before);
  }
}

class MlpReport : public ::testing::Test {
protected:
  static void SetUpTestSuite() {
    auto T = Trace::load(test::testDataDir() + "/xla-cpu/full/mlp");
    ASSERT_TRUE(T.ok()) << T.status();
    Loaded = T->release();
    auto Page = renderTraceReport(*Loaded, {}, &Stats);
    ASSERT_TRUE(Page.ok()) << Page.status();
    Html = new std::string(std::move(*Page));
  }
  static void TearDownTestSuite() {
    delete Html;
    delete Loaded;
  }
  static Trace *Loaded;
  static std::string *Html;
  static ReportStats Stats;
};
Trace *MlpReport::Loaded = nullptr;
std::string *MlpReport::Html = nullptr;
ReportStats MlpReport::Stats;

TEST_F(MlpReport, IsOneSelfContainedPage) {
  EXPECT_EQ(Stats.Bytes, Html->size());
  EXPECT_EQ(Html->rfind("<!DOCTYPE html>", 0), 0u);
  // No external resource of any kind: everything is inline.
  EXPECT_EQ(Html->find("src="), std::string::npos);
  EXPECT_EQ(Html->find("<link"), std::string::npos);
  EXPECT_EQ(Html->find("http://"), std::string::npos);
  EXPECT_EQ(Html->find("https://"), std::string::npos);
}

TEST_F(MlpReport, IndexListsEveryModuleAndStep) {
  llvm::json::Value Index = block(*Html, "hlotrace-index");
  const llvm::json::Array *Modules = Index.getAsObject()->getArray("modules");
  ASSERT_NE(Modules, nullptr);
  ASSERT_EQ(Modules->size(), Loaded->modules().size());
  for (size_t K = 0; K < Modules->size(); ++K) {
    const llvm::json::Object &M = *(*Modules)[K].getAsObject();
    const ModuleTrace &MT = Loaded->modules()[K];
    EXPECT_EQ(str(M.get("name")), std::string(MT.name()));
    EXPECT_EQ(M.getArray("steps")->size(), MT.history().size());
  }
}

/// Each snapshot of `T`'s page is rebuilt from the texts it points to; that
/// must print exactly as the parsed snapshot. (The page copies texts from
/// the dump's files: this is the printer's contract, Printer.h, that it
/// relies on.)
void expectSnapshotsRebuild(const Trace &T, const std::string &Html) {
  for (size_t K = 0; K < T.modules().size(); ++K) {
    const ModuleTrace &MT = T.modules()[K];
    llvm::json::Value Data = block(Html, absl::StrCat("hlotrace-m", K));
    const llvm::json::Array &Texts = *Data.getAsObject()->getArray("texts");
    const llvm::json::Array &Snaps = *Data.getAsObject()->getArray("snaps");
    std::vector<const Step *> Steps = MT.history();
    ASSERT_EQ(Snaps.size(), Steps.size());
    for (size_t S = 0; S < Steps.size(); ++S) {
      auto Parsed = MT.module(*Steps[S]);
      ASSERT_TRUE(Parsed.ok()) << Parsed.status();
      const llvm::json::Array &Snap = *Snaps[S].getAsArray();
      std::string Rebuilt = str(&Snap[0]) + "\n\n";
      for (const llvm::json::Value &C : *Snap[1].getAsArray())
        absl::StrAppend(&Rebuilt, str(&Texts[*C.getAsInteger()]), "\n\n");
      std::string Printed = printModule(**Parsed);
      // The stack frame index block is not part of the embedded texts.
      std::string Frames((*Parsed)->stackFrameIndexText());
      if (!Frames.empty())
        Printed.erase(Printed.find(Frames), Frames.size());
      EXPECT_EQ(Rebuilt, Printed) << describeStep(*Steps[S]);
    }
  }
}

TEST_F(MlpReport, SnapshotsRebuildFromSharedTexts) {
  expectSnapshotsRebuild(*Loaded, *Html);
  for (size_t K = 0; K < Loaded->modules().size(); ++K) {
    llvm::json::Value Data = block(*Html, absl::StrCat("hlotrace-m", K));
    absl::flat_hash_set<std::string> Seen;
    for (const llvm::json::Value &X : *Data.getAsObject()->getArray("texts"))
      EXPECT_TRUE(Seen.insert(str(&X)).second) << "text stored twice";
    size_t Refs = 0;
    for (const llvm::json::Value &Snap :
         *Data.getAsObject()->getArray("snaps"))
      Refs += Snap.getAsArray()->back().getAsArray()->size();
    // Consecutive snapshots share most computations.
    EXPECT_LT(Data.getAsObject()->getArray("texts")->size() * 3, Refs)
        << Loaded->modules()[K].name();
  }
}

// The same on dumps of other shapes: while loops and conditionals, a narrow
// pass regex, text beside compressed protos, a Shardy + SPMD step.
TEST(Report, SnapshotsRebuildOnOtherDumps) {
  for (const char *Dir :
       {"xla-cpu/full/cond", "xla-cpu/full/scan", "xla-cpu/narrow/scan",
        "xla-cpu/compressed/layernorm", "xla-lineage/sharded"}) {
    SCOPED_TRACE(Dir);
    auto T = Trace::load(test::testDataDir() + "/" + Dir);
    ASSERT_TRUE(T.ok()) << T.status();
    auto Page = renderTraceReport(**T, {});
    ASSERT_TRUE(Page.ok()) << Page.status();
    expectSnapshotsRebuild(**T, *Page);
  }
}

// The page handed on in pieces, on one thread or several, is the page; a
// writer's error stops it (no piece after the failing one) and is returned.
TEST(Report, PiecesJoinToThePage) {
  auto T = Trace::load(test::testDataDir() + "/xla-cpu/full");
  ASSERT_TRUE(T.ok()) << T.status();
  ReportOptions One;
  One.Threads = 1;
  auto Page = renderTraceReport(**T, One);
  ASSERT_TRUE(Page.ok()) << Page.status();
  for (unsigned Threads : {1u, 2u, 3u, 8u}) {
    ReportOptions O;
    O.Threads = Threads;
    std::vector<std::string> Pieces;
    absl::Status Written = writeTraceReport(
        **T,
        [&](absl::string_view Piece) {
          Pieces.emplace_back(Piece);
          return absl::OkStatus();
        },
        O);
    ASSERT_TRUE(Written.ok()) << Written;
    EXPECT_GT(Pieces.size(), (*T)->modules().size()) << Threads;
    EXPECT_EQ(absl::StrJoin(Pieces, ""), *Page) << Threads;

    size_t Calls = 0;
    absl::Status Stopped = writeTraceReport(
        **T,
        [&](absl::string_view) {
          return ++Calls == 3 ? absl::DataLossError("disk full")
                              : absl::OkStatus();
        },
        O);
    EXPECT_EQ(Stopped.code(), absl::StatusCode::kDataLoss) << Threads;
    EXPECT_EQ(Calls, 3u) << Threads;
  }
}

// The page takes a computation's text from the dump file. Text that is not
// as the printer writes it (hand-written here, to be unusual on purpose)
// is shown as written; lines ending in CR are printed again.
TEST(Report, TextsComeFromTheDumpAsWritten) {
  namespace fs = std::filesystem;
  fs::path Dir = fs::temp_directory_path() /
                 ("hlotrace-report-test-" + std::to_string(::getpid()));
  fs::create_directories(Dir);
  const std::string Spaced = "ENTRY %main (p: f32[2]) -> f32[2] {\n"
                             "  %p = f32[2]{0} parameter(0)\n"
                             "  ROOT %n = f32[2]{0}   negate(f32[2]{0} %p)\n"
                             "}";
  std::string Crlf;
  for (char C : "HloModule b\n\n" + Spaced + "\n")
    Crlf += C == '\n' ? std::string("\r\n") : std::string(1, C);
  {
    std::ofstream(Dir / "module_0000.a.before_optimizations.txt")
        << "HloModule a\n\n" << Spaced << "\n";
    std::ofstream(Dir / "module_0001.b.before_optimizations.txt") << Crlf;
  }
  auto T = Trace::load(Dir.string());
  ASSERT_TRUE(T.ok()) << T.status();
  auto Page = renderTraceReport(**T, {});
  ASSERT_TRUE(Page.ok()) << Page.status();
  fs::remove_all(Dir);
  ASSERT_EQ((*T)->modules().size(), 2u);
  std::vector<std::string> Texts;
  for (int K = 0; K < 2; ++K) {
    llvm::json::Value Data = block(*Page, absl::StrCat("hlotrace-m", K));
    const llvm::json::Array *A = Data.getAsObject()->getArray("texts");
    ASSERT_TRUE(A && A->size() == 1);
    Texts.push_back(str(&(*A)[0]));
  }
  EXPECT_EQ(Texts[0], Spaced);
  auto B = (*T)->modules()[1].module(*(*T)->modules()[1].history()[0]);
  ASSERT_TRUE(B.ok()) << B.status();
  std::string Printed;
  printComputation(*(*B)->computations()[0], Printed);
  EXPECT_EQ(Texts[1], Printed);
  EXPECT_NE(Printed, Spaced); // the unusual spacing was the subject
  EXPECT_EQ(Printed.find('\r'), std::string::npos);
}

// Step 19 of the MLP is XLA:CPU's fusion pass: its diff in the page is the
// library's diff of that step, and the fusions it made are attributed to it.
TEST_F(MlpReport, StepDiffAndFusionsComeFromTheQueries) {
  auto M = findModule(*Loaded, "jit_mlp");
  ASSERT_TRUE(M.ok()) << M.status();
  size_t K = 0;
  while (&Loaded->modules()[K] != *M)
    ++K;
  StepSelector At;
  At.Number = 19;
  auto Fusion = findStep(**M, At);
  ASSERT_TRUE(Fusion.ok()) << Fusion.status();
  auto Expected = diffWithPrevious(**M, **Fusion);
  ASSERT_TRUE(Expected.ok()) << Expected.status();

  std::vector<const Step *> Steps = (*M)->history();
  int64_t Row = std::find(Steps.begin(), Steps.end(), *Fusion) - Steps.begin();
  llvm::json::Value Data = block(*Html, absl::StrCat("hlotrace-m", K));
  const llvm::json::Array *Found = nullptr;
  for (const llvm::json::Value &D : *Data.getAsObject()->getArray("diffs"))
    if ((*D.getAsArray())[0].getAsInteger() == Row)
      Found = (*D.getAsArray())[1].getAsArray();
  ASSERT_NE(Found, nullptr);
  EXPECT_EQ(Found->size(), Expected->Diff.Computations.size());
  int64_t Added = 0;
  for (const llvm::json::Value &C : *Found)
    for (const llvm::json::Value &I : *(*C.getAsArray())[6].getAsArray())
      Added += str(&(*I.getAsArray())[2]) == "added";
  EXPECT_EQ(Added, Expected->Diff.InstructionsAdded);

  size_t MadeHere = 0;
  for (const llvm::json::Value &F : *Data.getAsObject()->getArray("fusions"))
    MadeHere += (*F.getAsArray())[4].getAsInteger() == Row;
  EXPECT_GT(MadeHere, 0u);
}

TEST_F(MlpReport, OwnersMatchWhere) {
  TraceOwnershipSet Where = classifyTraceOwnership(*Loaded);
  llvm::json::Value Index = block(*Html, "hlotrace-index");
  const llvm::json::Array &Modules = *Index.getAsObject()->getArray("modules");
  size_t Checked = 0;
  for (const TraceOwnership &O : Where.Modules) {
    size_t K = 0;
    while (&Loaded->modules()[K] != O.Trace)
      ++K;
    const llvm::json::Array &Owners =
        *Modules[K].getAsObject()->getArray("owners");
    ASSERT_EQ(Owners.size(), O.Report.Summary.size());
    for (size_t R = 0; R < Owners.size(); ++R) {
      const llvm::json::Array &Row = *Owners[R].getAsArray();
      EXPECT_EQ(str(&Row[0]), std::string(ownerSpelling(O.Report.Summary[R].Who)));
      EXPECT_EQ(Row[2].getAsInteger(), O.Report.Summary[R].Flops);
    }
    llvm::json::Value Data = block(*Html, absl::StrCat("hlotrace-m", K));
    EXPECT_EQ(Data.getAsObject()->getArray("ops")->size(), O.Report.Ops.size());
    ++Checked;
  }
  EXPECT_GT(Checked, 0u);
}

TEST(Report, ScriptCannotBeClosedByData) {
  // A module name holding `</script>` must not end the data block early.
  const char *Text = "HloModule m\n\nENTRY %e () -> f32[] {\n  ROOT %c = "
                     "f32[] constant(1), metadata={op_name=\"</script><b>\"}\n}\n";
  auto M = parseModule(Text, "x.txt");
  ASSERT_TRUE(M.ok()) << M.status();
  auto Page = renderModuleReport(**M, "x.txt");
  ASSERT_TRUE(Page.ok()) << Page.status();
  EXPECT_EQ(Page->find("</script><b>"), std::string::npos);
  llvm::json::Value Data = block(*Page, "hlotrace-m0");
  EXPECT_NE(str(&(*Data.getAsObject()->getArray("texts"))[0]).find("</script><b>"),
            std::string::npos);
}

TEST(Report, TextsEscapeAtEveryAlignment) {
  // The texts are scanned for bytes to escape 8 at a time: put control
  // characters, '<', non-ASCII and invalid UTF-8 at every offset of a word
  // and check that each text reads back as the computation prints (invalid
  // bytes repaired as llvm::json repairs them). Hand-written HLO: the
  // escapes are the subject, not XLA.
  std::string Names;
  for (int K = 0; K < 9; ++K)
    absl::StrAppend(&Names, std::string(K, 'x'), "<\t\x01\x1f\xc3\xa9\r", K % 2 ? "\xff" : "", ";");
  std::string Text = absl::StrCat(
      "HloModule m\n\nENTRY %e () -> f32[] {\n  ROOT %c = f32[] constant(1), "
      "metadata={op_name=\"", Names, "\"}\n}\n");
  withBothEscapeWidths([&] {
    auto M = parseModule(Text, "x.txt");
    ASSERT_TRUE(M.ok()) << M.status();
    auto Page = renderModuleReport(**M, "x.txt");
    ASSERT_TRUE(Page.ok()) << Page.status();
    llvm::json::Value Data = block(*Page, "hlotrace-m0");
    const llvm::json::Array *Texts = Data.getAsObject()->getArray("texts");
    ASSERT_NE(Texts, nullptr);
    ASSERT_EQ(Texts->size(), (*M)->computations().size());
    for (size_t K = 0; K < Texts->size(); ++K) {
      std::string Printed;
      printComputation(*(*M)->computations()[K], Printed);
      EXPECT_EQ(str(&(*Texts)[K]), llvm::json::fixUTF8(Printed));
    }
    EXPECT_NE(str(&(*Texts)[0]).find("\t\x01\x1f\xc3\xa9\r"),
              std::string::npos);
    // Valid JSON may hold a raw '<'; the page's blocks may not.
    size_t Open = Page->find("id=\"hlotrace-m0\">");
    ASSERT_NE(Open, std::string::npos);
    size_t Close = Page->find("</script>", Open);
    EXPECT_EQ(Page->substr(Open, Close - Open).find('<'), std::string::npos);
  });
}

TEST(ReportJson, StringsAsLlvmJsonWritesThemWithLessThanEscaped) {
  // appendJsonString copies a string of 4 to 64 bytes by words (the last
  // overlapping) when it needs no escape, else scans 16 bytes at a time,
  // then 8, then byte by byte, on the stack up to 64 bytes and in pieces
  // past that: each byte to escape, a non-ASCII letter and an invalid
  // byte, at every position of strings from 0 to 79 bytes, against
  // llvm::json's quoting; from 64 bytes on, also 32 bytes a step (AVX2).
  const std::vector<std::string> Specials = {
      "\"", "\\", "<", "\t", "\n", "\r", std::string(1, '\0'), "\x01",
      "\x1f", "\x7f", "\xc3\xa9", "\xff", " ", "~"};
  withBothEscapeWidths([&] {
    for (size_t Length = 0; Length < 80; ++Length)
      for (size_t At = 0; At <= Length; ++At)
        for (const std::string &Special : Specials) {
          std::string S = std::string(At, 'a') + (At < Length ? Special : "") +
                          std::string(Length - std::min(At + 1, Length), 'b');
          std::string Out = "x";
          report::appendJsonString(S, Out);
          EXPECT_EQ(Out, "x" + pageJson(S))
              << "length " << Length << " at " << At;
        }
  });
}

// Strings that are mostly bytes to escape (up to six bytes out for one in),
// at every length and starting offset in the page.
TEST(ReportJson, DenseEscapesGrowTheRoom) {
  // Bytes to escape, a NUL among them, and the halves of a letter.
  const std::string Cycle = std::string("<\x01\"a\n<<\\\xc3\xa9<\x7f\t", 14);
  withBothEscapeWidths([&] {
    for (size_t Length = 0; Length < 300; Length += 7)
      for (size_t Prefix : {0, 1, 5, 13}) {
        std::string S;
        for (size_t K = 0; K < Length; ++K)
          S += K % 3 ? '<' : Cycle[K % Cycle.size()];
        std::string Out(Prefix, 'p');
        report::appendJsonString(S, Out);
        EXPECT_EQ(Out, std::string(Prefix, 'p') + pageJson(S))
            << "length " << Length << " after " << Prefix;
      }
  });
}

// A long string is escaped through a 2 KB buffer, appended piece by piece:
// a byte to escape at every position around the first pieces' ends, and
// strings of escapes only (six bytes out for one in) across several pieces.
TEST(ReportJson, LongStringsAcrossPieces) {
  withBothEscapeWidths([&] {
    for (size_t Length : {2047, 2048, 2049, 4100})
      for (size_t At = 1990; At < 2100 && At < Length; ++At)
        for (const char *Special : {"<", "\n", "\x01"}) {
          std::string S(Length, 'a');
          S[At] = Special[0];
          std::string Out = "p";
          report::appendJsonString(S, Out);
          EXPECT_EQ(Out, "p" + pageJson(S))
              << "length " << Length << " at " << At;
        }
    for (size_t Length : {340, 341, 342, 1000, 3000})
      for (const char *Special : {"<", "\x01", "\""}) {
        std::string S(Length, Special[0]);
        std::string Out = "p";
        report::appendJsonString(S, Out);
        EXPECT_EQ(Out, "p" + pageJson(S)) << "length " << Length;
      }
  });
}

// Two bytes to escape (or past ASCII) at every pair of positions of a
// 32-byte step and the bytes after it, in strings long enough for the
// 32-byte steps, at every start in the first step.
TEST(ReportJson, EscapesPairedWithinAStep) {
  const char *Specials[] = {"\"", "\n", "<", "\x01", "\xc3\xa9"};
  withBothEscapeWidths([&] {
    for (size_t Length : {64, 65, 96, 130})
      for (size_t A = 0; A < 40; ++A)
        for (size_t B = A + 1; B < 72 && B < Length; ++B) {
          std::string S(Length, 'a');
          const char *X = Specials[(A + B) % 5], *Y = Specials[(A * B) % 5];
          S.replace(A, 1, X);
          S.replace(B + std::strlen(X) - 1, 1, Y);
          std::string Out = "p";
          report::appendJsonString(S, Out);
          ASSERT_EQ(Out, "p" + pageJson(S))
              << "length " << Length << " at " << A << " and " << B;
        }
  });
}

// Texts found in a dump file are read from it again when the block is
// written: the span the rows name, printed texts as they are, and an error
// (not a wrong text) when the file is gone or has another size.
TEST(ReportJson, TextsAreReadFromTheirFileWhenWritten) {
  namespace fs = std::filesystem;
  fs::path File = fs::temp_directory_path() /
                  ("hlotrace-report-texts-" + std::to_string(::getpid()));
  std::ofstream(File) << "0123<56789";
  report::ModuleData M;
  M.TextFiles.push_back({File.string(), 10});
  report::TextRow FromFile;
  FromFile.File = 0;
  FromFile.Offset = 3;
  FromFile.Size = 4;
  report::TextRow Printed;
  Printed.Printed = "printed";
  M.Texts = {FromFile, Printed, FromFile};
  std::string Out;
  ASSERT_TRUE(report::writeModuleJson(M, Out).ok());
  EXPECT_THAT(Out, testing::StartsWith(
                       "{\"texts\":[\"3\\u003c56\",\"printed\",\"3\\u003c56\"],"));

  std::ofstream(File) << "0123<567";
  Out.clear();
  absl::Status Changed = report::writeModuleJson(M, Out);
  EXPECT_EQ(Changed.code(), absl::StatusCode::kFailedPrecondition);
  EXPECT_THAT(std::string(Changed.message()),
              testing::HasSubstr("changed while the report was written"));

  fs::remove(File);
  Out.clear();
  EXPECT_FALSE(report::writeModuleJson(M, Out).ok());
}

// A block cut into parts (texts in runs of a given size, then the rows in
// runs of a given count), each written into a string of its own, joins to
// the block written whole, whatever the sizes; a part whose file changed
// fails as the block does.
TEST(ReportJson, PartsJoinToTheBlock) {
  namespace fs = std::filesystem;
  fs::path File = fs::temp_directory_path() /
                  ("hlotrace-report-parts-" + std::to_string(::getpid()));
  std::ofstream(File) << "0123<56789";
  report::ModuleData M;
  M.TextFiles.push_back({File.string(), 10});
  report::TextRow Short, Whole, Printed;
  Short.File = Whole.File = 0;
  Short.Offset = 3;
  Short.Size = 4;
  Whole.Size = 10;
  Printed.Printed = "print\"ed";
  M.Texts = {Short, Printed, Whole, Short, Printed};
  for (int K = 0; K < 3; ++K) {
    report::StepRow S;
    S.Kind = "pass";
    S.Parsed = K != 1;
    S.Computations = {0, 1, uint32_t(K)};
    M.Steps.push_back(S);
  }
  report::StepDiffRow D;
  D.Step = 2;
  D.Computations.resize(2);
  D.Computations[0].Instructions.resize(3);
  D.Computations[0].Instructions[1].What = 3;
  M.Diffs = {D, D};
  for (int K = 0; K < 4; ++K)
    M.Links.push_back({size_t(K), "a", "b", "renamed", "", 0.5});
  M.Gone.push_back({1, "a"});
  M.Fusions.resize(2);
  M.Fusions[1].Absorbed.resize(2);
  M.Ops.resize(3);
  std::string Block;
  ASSERT_TRUE(report::writeModuleJson(M, Block).ok());
  auto Join = [&](size_t TextBytes, size_t RowsPerPart) {
    std::vector<report::JsonPart> Parts =
        report::moduleJsonParts(M, TextBytes, RowsPerPart);
    std::string Joined;
    absl::Status Status;
    for (const report::JsonPart &Part : Parts) {
      std::string Own;
      Status.Update(Part(Own));
      Joined += Own;
    }
    return std::make_tuple(Joined, Status, Parts.size());
  };
  // Sizes 4, 8, 10, 4, 8: a run ends once it holds TextBytes.
  for (auto [TextBytes, TextParts] : std::vector<std::pair<size_t, size_t>>{
           {0, 5}, {1, 5}, {4, 5}, {5, 3}, {12, 3}, {22, 2}, {23, 2},
           {34, 1}, {1000, 1}})
    for (size_t RowsPerPart : {size_t(1), size_t(2), size_t(3), size_t(7),
                               ~size_t{0}}) {
      auto [Joined, Status, Parts] = Join(TextBytes, RowsPerPart);
      EXPECT_TRUE(Status.ok()) << Status;
      EXPECT_EQ(Joined, Block) << TextBytes << " " << RowsPerPart;
      if (RowsPerPart == ~size_t{0})
        EXPECT_EQ(Parts, TextParts + 1) << TextBytes;
      else
        EXPECT_GT(Parts, TextParts + 1) << TextBytes << " " << RowsPerPart;
    }
  report::ModuleData Empty;
  std::string EmptyBlock;
  ASSERT_TRUE(report::writeModuleJson(Empty, EmptyBlock).ok());
  EXPECT_THAT(EmptyBlock, testing::StartsWith("{\"texts\":[],\"snaps\":[],"));
  for (size_t RowsPerPart : {size_t(1), ~size_t{0}}) {
    std::string Joined;
    for (const report::JsonPart &Part :
         report::moduleJsonParts(Empty, 1, RowsPerPart)) {
      std::string Own;
      ASSERT_TRUE(Part(Own).ok());
      Joined += Own;
    }
    EXPECT_EQ(Joined, EmptyBlock);
  }

  std::ofstream(File) << "0123<567";
  auto [Changed, Status, Parts] = Join(1, 1);
  EXPECT_EQ(Status.code(), absl::StatusCode::kFailedPrecondition);
  EXPECT_THAT(std::string(Status.message()),
              testing::HasSubstr("changed while the report was written"));
  fs::remove(File);
}

// Link confidences are written as llvm::json writes a double (%.17g),
// whole numbers included; the same values again (the writer keeps the text
// of the last few), with more distinct ones than it keeps.
TEST(ReportJson, ConfidencesAsLlvmJsonWritesThem) {
  report::ModuleData M;
  const std::vector<double> Distinct = {
      1.0,  0.0,  -0.0,  0.5,    double(0.9f), 3.0,          1e15, 1e14,
      -1.0, 0.1,  1e-20, 2.5e15, 0.75,         double(0.3f), 0.25, 1e300};
  std::vector<double> Values;
  for (int Round = 0; Round < 3; ++Round) {
    Values.insert(Values.end(), Distinct.begin(), Distinct.end());
    Values.insert(Values.end(), Distinct.rbegin(), Distinct.rend());
  }
  for (double V : Values)
    M.Links.push_back({0, "a", "b", "same", "", V});
  std::string Out;
  ASSERT_TRUE(report::writeModuleJson(M, Out).ok());
  auto Parsed = llvm::json::parse(Out);
  ASSERT_TRUE(bool(Parsed)) << llvm::toString(Parsed.takeError());
  std::string Expected;
  llvm::raw_string_ostream OS(Expected);
  llvm::json::OStream J(OS);
  J.array([&] {
    for (double V : Values)
      J.array([&] {
        J.value(0);
        J.value("a");
        J.value("b");
        J.value("same");
        J.value(V);
        J.value("");
      });
  });
  OS.flush();
  std::string Key = "\"links\":";
  size_t At = Out.find(Key);
  ASSERT_NE(At, std::string::npos);
  EXPECT_EQ(Out.substr(At + Key.size(), Expected.size()), Expected);
}

// The rows' strings and numbers go through the block writer's own buffer
// (strings of up to 64 bytes escaped in place, longer ones appended
// whole): each byte to escape, a non-ASCII letter and an invalid byte at
// every position of strings of 0 to 79 bytes, in rows enough to fill the
// buffer many times, and integers of every width and sign, as llvm::json
// writes them.
TEST(ReportJson, RowStringsAndNumbersAsLlvmJsonWritesThem) {
  const std::vector<std::string> Specials = {
      "\"", "\\", "<", "\t", "\n", "\r", std::string(1, '\0'), "\x01",
      "\x1f", "\x7f", "\xc3\xa9", "\xff", " ", "~"};
  std::deque<std::string> Names;
  report::ModuleData M;
  for (size_t Length = 0; Length < 80; ++Length)
    for (size_t At = 0; At <= Length; ++At)
      for (const std::string &Special : Specials) {
        const std::string &S = Names.emplace_back(
            std::string(At, 'a') + (At < Length ? Special : "") +
            std::string(Length - std::min(At + 1, Length), 'b'));
        M.Links.push_back({Length, S, "n", "same", S, 1.0});
      }
  const std::vector<int64_t> Numbers = {
      0,          1,     9,   10,         99,  100, 12345, -1, -10, -99999,
      1000000007, int64_t(1) << 40, std::numeric_limits<int64_t>::max(),
      std::numeric_limits<int64_t>::min()};
  for (int64_t V : Numbers) {
    report::OpRow R;
    R.Name = "op";
    R.Flops = V;
    R.BytesRead = -(V / 7);
    R.BytesWritten = V / 3;
    M.Ops.push_back(R);
  }
  std::string Out;
  ASSERT_TRUE(report::writeModuleJson(M, Out).ok());
  auto Expect = [&](const std::string &Key, auto Write) {
    std::string Expected;
    llvm::raw_string_ostream OS(Expected);
    llvm::json::OStream J(OS);
    J.array([&] { Write(J); });
    OS.flush();
    std::string Escaped = lessThanEscaped(Expected);
    size_t At = Out.find("\"" + Key + "\":");
    ASSERT_NE(At, std::string::npos) << Key;
    EXPECT_EQ(Out.substr(At + Key.size() + 3, Escaped.size()), Escaped) << Key;
  };
  Expect("links", [&](llvm::json::OStream &J) {
    for (const report::LinkRow &L : M.Links)
      J.array([&] {
        J.value(static_cast<int64_t>(L.Step));
        J.value(llvm::json::fixUTF8(std::string(L.Old)));
        J.value("n");
        J.value("same");
        J.value(1);
        J.value(llvm::json::fixUTF8(std::string(L.Via)));
      });
  });
  Expect("ops", [&](llvm::json::OStream &J) {
    for (const report::OpRow &O : M.Ops)
      J.array([&] {
        J.value("op");
        for (int K = 0; K < 4; ++K)
          J.value("");
        J.value(O.Flops);
        J.value(O.BytesRead);
        J.value(O.BytesWritten);
        J.value(nullptr);
        for (int K = 0; K < 3; ++K)
          J.value("");
      });
  });
}

TEST(Report, UnknownModuleSelectorIsAnError) {
  auto T = Trace::load(test::testDataDir() + "/xla-cpu/full/mlp");
  ASSERT_TRUE(T.ok()) << T.status();
  ReportOptions O;
  O.ModuleSelector = "no_such_module_anywhere";
  auto Page = renderTraceReport(**T, O);
  EXPECT_EQ(Page.status().code(), absl::StatusCode::kNotFound);
}

} // namespace
} // namespace hlotrace
