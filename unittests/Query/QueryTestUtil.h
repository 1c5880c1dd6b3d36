//===- QueryTestUtil.h - Helpers shared by the query tests ----------------===//
//
// Parsing helpers (a module from text, a pass sequence from the XLA CPU dump
// data) so that each test states only its case.
//
//===----------------------------------------------------------------------===//

#ifndef HLOTRACE_UNITTESTS_QUERY_QUERYTESTUTIL_H
#define HLOTRACE_UNITTESTS_QUERY_QUERYTESTUTIL_H

#include <algorithm>
#include <dirent.h>
#include <memory>
#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "hlotrace/Query/PassModule.h"
#include "hlotrace/Text/ComputationCache.h"
#include "hlotrace/Text/Parser.h"

namespace hlotrace::testing {

/// Parses `Text` into `Ctx` (shared by the modules of one test so that
/// shapes compare by pointer, as in a trace); fails the test on error.
inline std::unique_ptr<Module> parseGood(absl::string_view Text,
                                         std::shared_ptr<Context> Ctx) {
  ParseOptions Opts;
  Opts.Ctx = std::move(Ctx);
  auto M = parseModule(Text, "<test>", Opts);
  EXPECT_TRUE(M.ok()) << M.status();
  return M.ok() ? std::move(*M) : nullptr;
}

/// The per-pass dumps of one module in an XLA dump folder, in step order:
/// files `module_NNNN.NAME.SSSS.PIPELINE.after_A.before_B.txt`. A stand-in
/// for the trace layer, enough for tests.
struct PassSequence {
  std::unique_ptr<ComputationCache> Cache; ///< Shares unchanged computations.
  std::vector<std::unique_ptr<Module>> Modules;
  std::vector<PassModule> Snapshots;
  std::vector<std::string> Files;
};

inline PassSequence loadPassSequence(const std::string &Dir,
                                     const std::string &ModulePrefix) {
  PassSequence S;
  std::vector<std::string> Names;
  if (DIR *D = opendir(Dir.c_str())) {
    while (dirent *E = readdir(D)) {
      std::string N = E->d_name;
      if (N.rfind(ModulePrefix + ".", 0) == 0 && N.size() > 4 &&
          N.compare(N.size() - 4, 4, ".txt") == 0 &&
          N.find(".after_") != std::string::npos)
        Names.push_back(N);
    }
    closedir(D);
  }
  std::sort(Names.begin(), Names.end());
  auto Ctx = std::make_shared<Context>();
  S.Cache = std::make_unique<ComputationCache>(Ctx);
  for (const std::string &N : Names) {
    // module_0000.jit_mlp.0019.PIPELINE.after_fusion.before_fusion-wrapper.txt
    std::string Rest = N.substr(ModulePrefix.size() + 1);
    size_t Dot = Rest.find('.');
    PassModule R;
    R.Number = std::stoi(Rest.substr(0, Dot));
    Rest = Rest.substr(Dot + 1, Rest.size() - Dot - 5);
    size_t After = Rest.find(".after_");
    R.Pipeline = Rest.substr(0, After);
    std::string Pass = Rest.substr(After + 7);
    size_t Before = Pass.find(".before_");
    R.Pass = Before == std::string::npos ? Pass : Pass.substr(0, Before);
    ParseOptions Opts;
    Opts.Ctx = Ctx;
    Opts.Cache = S.Cache.get();
    auto M = parseModuleFile(Dir + "/" + N, Opts);
    EXPECT_TRUE(M.ok()) << M.status();
    if (!M.ok())
      continue;
    R.M = M->get();
    S.Modules.push_back(std::move(*M));
    S.Snapshots.push_back(R);
    S.Files.push_back(N);
  }
  return S;
}

inline std::string xlaCpuDir(const std::string &Sub) {
  return std::string(HLOTRACE_TEST_DATA) + "/xla-cpu/" + Sub;
}

} // namespace hlotrace::testing

#endif // HLOTRACE_UNITTESTS_QUERY_QUERYTESTUTIL_H
