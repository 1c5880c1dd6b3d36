//===- PipelineRunsBenchmark.cpp - Nesting pipeline runs at scale ---------===//
//
// BM_RunsThatNeverEnd/N: N pass steps, each in a pipeline of its own that
//   never dumps `pipeline-end`, so every run stays open (the shape of the
//   reliability review's finding 13, which took 6.8 s at N = 50,000 when
//   each step scanned the open runs). Time per call should grow linearly
//   with N; the complexity figure Google Benchmark prints says so.
// BM_NestedRuns/N: N runs, each announced by the one before it and ended
//   in reverse, so the stack of open runs is N deep.
//
//===----------------------------------------------------------------------===//

#include <string>
#include <vector>

#include "Trace/ContentScan.h"
#include "benchmark/benchmark.h"

namespace hlotrace {
namespace {

Step passStep(int64_t Number, std::string Pipeline, std::string Pass,
              std::string Next) {
  Step S;
  S.Number = Number;
  S.Pipeline = std::move(Pipeline);
  S.Pass = std::move(Pass);
  S.NextPass = std::move(Next);
  return S;
}

void BM_RunsThatNeverEnd(benchmark::State &State) {
  const int64_t N = State.range(0);
  std::vector<Step> Steps;
  for (int64_t I = 0; I < N; ++I)
    Steps.push_back(passStep(I, "pipe" + std::to_string(I),
                             "a" + std::to_string(I), "b" + std::to_string(I)));
  for (auto _ : State) {
    std::vector<Step> Copy = Steps;
    auto Runs = buildPipelineRuns(Copy);
    benchmark::DoNotOptimize(Runs.data());
  }
  State.SetComplexityN(N);
}
BENCHMARK(BM_RunsThatNeverEnd)
    ->RangeMultiplier(4)
    ->Range(1 << 10, 1 << 16)
    ->Unit(benchmark::kMillisecond)
    ->Complexity();

void BM_NestedRuns(benchmark::State &State) {
  const int64_t N = State.range(0);
  std::vector<Step> Steps;
  for (int64_t I = 0; I < N; ++I)
    Steps.push_back(passStep(I, "p" + std::to_string(I), "pipeline-start",
                             "p" + std::to_string(I + 1)));
  for (int64_t I = N; I-- > 0;)
    Steps.push_back(passStep(2 * N - I, "p" + std::to_string(I), "last",
                             "pipeline-end"));
  for (auto _ : State) {
    std::vector<Step> Copy = Steps;
    auto Runs = buildPipelineRuns(Copy);
    benchmark::DoNotOptimize(Runs.data());
  }
  State.SetComplexityN(N);
}
BENCHMARK(BM_NestedRuns)
    ->RangeMultiplier(4)
    ->Range(1 << 10, 1 << 16)
    ->Unit(benchmark::kMillisecond)
    ->Complexity();

} // namespace
} // namespace hlotrace

BENCHMARK_MAIN();
