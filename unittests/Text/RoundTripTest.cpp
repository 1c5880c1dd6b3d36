//===- RoundTripTest.cpp - Every real XLA text file prints back exactly ---===//
//
// For every HLO text file XLA wrote in unittests/data (and in the external
// corpus when the build was given HLOTRACE_CORPUS), parse + print must give
// the file byte for byte, and printing the printed text again must be
// stable.
//
//===----------------------------------------------------------------------===//

#include "Support/DataFiles.h"
#include "hlotrace/Text/Parser.h"
#include "hlotrace/Text/Printer.h"

#include "gtest/gtest.h"

namespace hlotrace {
namespace {

/// Returns the first line where the two texts differ, for readable failures.
std::string firstDifference(const std::string &A, const std::string &B) {
  size_t I = 0;
  while (I < A.size() && I < B.size() && A[I] == B[I])
    ++I;
  size_t Start = A.rfind('\n', I == 0 ? 0 : I - 1);
  Start = Start == std::string::npos ? 0 : Start + 1;
  auto lineAt = [&](const std::string &S) {
    size_t End = S.find('\n', Start);
    return S.substr(Start, End == std::string::npos ? std::string::npos
                                                    : End - Start);
  };
  return "expected: " + lineAt(A) + "\n  actual: " + lineAt(B);
}

void expectRoundTrips(const std::vector<std::string> &Files,
                      size_t ExpectAtLeast) {
  ASSERT_GE(Files.size(), ExpectAtLeast);
  size_t Exact = 0;
  auto Ctx = std::make_shared<Context>();
  for (const std::string &Path : Files) {
    std::string Original = test::readWholeFile(Path);
    auto M = parseModule(Original, Path, ParseOptions{Ctx});
    ASSERT_TRUE(M.ok()) << M.status().message();
    std::string Printed = printModule(**M);
    EXPECT_EQ(Printed.size(), Original.size()) << Path;
    if (Printed != Original) {
      ADD_FAILURE() << Path << "\n  " << firstDifference(Original, Printed);
      continue;
    }
    ++Exact;
  }
  EXPECT_EQ(Exact, Files.size());
}

TEST(RoundTripTest, CommittedXlaCpuDumpsPrintByteForByte) {
  // The generator wrote over a hundred module texts; fewer means the data
  // went missing, which must fail rather than pass vacuously.
  expectRoundTrips(test::hloTextFilesUnder(test::testDataDir() + "/xla-cpu"),
                   100);
  expectRoundTrips(
      test::hloTextFilesUnder(test::testDataDir() + "/xla-cpu-pairs"), 18);
  expectRoundTrips(
      test::hloTextFilesUnder(test::testDataDir() + "/xla-accel-dump-pairs"),
      6);
}

#if HLOTRACE_HAS_CORPUS
TEST(RoundTripTest, ExternalCorpusPrintsByteForByte) {
  expectRoundTrips(test::hloTextFilesUnder(test::corpusDir()), 1000);
}
#endif

TEST(RoundTripTest, PrintingIsIdempotentOnHandWrittenText) {
  // hand-written: irregular spacing and a multi-line instruction.
  const char *Text = "HloModule  m\n"
                     "ENTRY e {\n"
                     "  p = f32[2]{0}   parameter(0)\n"
                     "  ROOT a = f32[2]{0} add(p,\n     p), metadata={op_name=\"x\"}\n"
                     "}\n";
  auto M = parseModule(Text, "hand.hlo");
  ASSERT_TRUE(M.ok()) << M.status().message();
  std::string Once = printModule(**M);
  auto M2 = parseModule(Once, "once.hlo");
  ASSERT_TRUE(M2.ok()) << M2.status().message();
  EXPECT_EQ(printModule(**M2), Once);
  EXPECT_EQ(Once, "HloModule m\n\nENTRY e {\n  p = f32[2]{0} parameter(0)\n"
                  "  ROOT a = f32[2]{0} add(p, p), metadata={op_name=\"x\"}\n"
                  "}\n\n");
}

} // namespace
} // namespace hlotrace
