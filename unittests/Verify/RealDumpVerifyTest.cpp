//===- RealDumpVerifyTest.cpp - No false positives on real XLA output -----===//
//
// XLA's own output passed XLA's verifier, so the verifier must say nothing
// about any of it: every committed XLA:CPU, XLA:GPU and XLA:TPU module
// (text and protobuf) and, when the build names one, the external corpus.
// A diagnostic here is a verifier rule that is wrong.
//
//===----------------------------------------------------------------------===//

#include "Support/DataFiles.h"
#include "hlotrace/Load.h"
#include "hlotrace/Verify/Verifier.h"

#include "gtest/gtest.h"

namespace hlotrace {
namespace {

/// Verifies every file under `Roots` that loads as a module; returns how
/// many did and fails on any diagnostic.
size_t expectNoDiagnostics(const std::vector<std::string> &Roots) {
  size_t Verified = 0;
  for (const std::string &Root : Roots)
    for (const std::string &Path : test::regularFilesUnder(Root)) {
      bool Text = test::looksLikeHloText(Path);
      bool Proto = Path.find(".pb") != std::string::npos;
      if (!Text && !Proto)
        continue;
      auto Ds = verifyFile(Path);
      if (!Ds.ok()) {
        // Other protobuf messages (autotuning, buffer reports) do not load
        // as modules; a text module must.
        EXPECT_FALSE(Text) << Ds.status().message();
        continue;
      }
      ++Verified;
      for (const Diagnostic &D : *Ds)
        ADD_FAILURE() << D.toString();
    }
  return Verified;
}

TEST(RealDumpVerifyTest, CommittedXlaDumpsHaveNoDiagnostics) {
  size_t N = expectNoDiagnostics(
      {test::testDataDir(), std::string(HLOTRACE_ACCEL_DATA)});
  // Hundreds of CPU modules and the GPU/TPU archives; far fewer means the
  // data went missing, which must fail rather than pass vacuously.
  EXPECT_GE(N, 1000u);
}

#if HLOTRACE_HAS_CORPUS
TEST(RealDumpVerifyTest, ExternalCorpusHasNoDiagnostics) {
  EXPECT_GE(expectNoDiagnostics({test::corpusDir()}), 500u);
}
#endif

} // namespace
} // namespace hlotrace
