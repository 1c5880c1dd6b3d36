//===- BenchData.h - Locating real dump files for benchmarks --------------===//
//
// Benchmarks read real XLA dumps from the folder named by the environment
// variable HLOTRACE_BENCH_DIR (default: the committed test data), so the
// same binary measures the small committed set in CI and a large generated
// dump by hand (benchmarks/run_parse_benchmark.sh).
//
//===----------------------------------------------------------------------===//

#ifndef HLOTRACE_BENCHMARKS_BENCHDATA_H
#define HLOTRACE_BENCHMARKS_BENCHDATA_H

#include <sys/resource.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <string>
#include <utility>
#include <vector>

#include "Support/DataFiles.h" // unittests/Support: the one file walk

namespace hlotrace::bench {

inline std::string benchDir() {
  const char *Dir = std::getenv("HLOTRACE_BENCH_DIR");
  return Dir && *Dir ? Dir : HLOTRACE_DEFAULT_BENCH_DIR;
}

inline std::string readFile(const std::string &Path) {
  return test::readWholeFile(Path);
}

/// Every HLO text module (by content) under `Root`, largest first.
inline std::vector<std::string> hloTextFiles(const std::string &Root) {
  std::vector<std::pair<uintmax_t, std::string>> Found;
  for (std::string &P : test::hloTextFilesUnder(Root)) {
    std::error_code EC;
    uintmax_t Size = std::filesystem::file_size(P, EC);
    Found.emplace_back(EC ? 0 : Size, std::move(P));
  }
  std::sort(Found.rbegin(), Found.rend());
  std::vector<std::string> Out;
  for (auto &F : Found)
    Out.push_back(std::move(F.second));
  return Out;
}

/// Peak resident set size of this process so far, in bytes.
inline double peakRssBytes() {
  struct rusage U;
  getrusage(RUSAGE_SELF, &U);
  return static_cast<double>(U.ru_maxrss) * 1024.0;
}

/// Minor faults and system CPU seconds of the calling thread so far.
inline std::pair<double, double> threadFaultsAndSystemTime() {
  struct rusage U;
  getrusage(RUSAGE_THREAD, &U);
  return {static_cast<double>(U.ru_minflt),
          static_cast<double>(U.ru_stime.tv_sec) +
              static_cast<double>(U.ru_stime.tv_usec) * 1e-6};
}

} // namespace hlotrace::bench

#endif // HLOTRACE_BENCHMARKS_BENCHDATA_H
