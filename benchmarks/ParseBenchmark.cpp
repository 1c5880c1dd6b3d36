//===- ParseBenchmark.cpp - HLO text parsing speed and model size ---------===//
//
// BM_ParseLargestModule: the largest module under HLOTRACE_BENCH_DIR, parsed
//   again each iteration into a fresh Context; reports MB/s and the model's
//   heap size relative to its text (goal: no more than 3x).
// BM_ParseDumpSet: every module text under the folder, single thread, read
//   from memory; reports MB/s and the peak RSS of the process.
// benchmarks/run_parse_benchmark.sh runs these next to XLA's own parser.
//
//===----------------------------------------------------------------------===//

#include <malloc.h>

#include "BenchData.h"
#include "benchmark/benchmark.h"
#include "hlotrace/Text/Parser.h"

namespace hlotrace::bench {
namespace {

size_t heapInUse() { return mallinfo2().uordblks; }

void BM_ParseLargestModule(benchmark::State &State) {
  auto Files = hloTextFiles(benchDir());
  if (Files.empty()) {
    State.SkipWithError("no HLO text files under HLOTRACE_BENCH_DIR");
    return;
  }
  std::string Text = readFile(Files.front());
  double ModelBytes = 0, ContextBytes = 0;
  for (auto _ : State) {
    size_t Before = heapInUse();
    auto M = parseModule(Text, Files.front());
    if (!M.ok()) {
      State.SkipWithError(std::string(M.status().message()).c_str());
      return;
    }
    ModelBytes = static_cast<double>(heapInUse() - Before);
    ContextBytes = static_cast<double>((*M)->context().bytesAllocated());
    benchmark::DoNotOptimize(M);
  }
  State.SetBytesProcessed(State.iterations() * Text.size());
  State.counters["text_bytes"] = static_cast<double>(Text.size());
  State.counters["model_bytes"] = ModelBytes;
  State.counters["model_to_text"] = ModelBytes / Text.size();
  State.counters["context_bytes"] = ContextBytes;
  State.SetLabel(std::filesystem::path(Files.front()).filename().string());
}
BENCHMARK(BM_ParseLargestModule)->Unit(benchmark::kMillisecond);

void BM_ParseDumpSet(benchmark::State &State) {
  std::vector<std::pair<std::string, std::string>> Texts;
  size_t Bytes = 0;
  for (const std::string &F : hloTextFiles(benchDir())) {
    Texts.emplace_back(F, readFile(F));
    Bytes += Texts.back().second.size();
  }
  if (Texts.empty()) {
    State.SkipWithError("no HLO text files under HLOTRACE_BENCH_DIR");
    return;
  }
  double RssBeforeParse = peakRssBytes();
  for (auto _ : State) {
    for (const auto &[Name, Text] : Texts) {
      auto M = parseModule(Text, Name);
      if (!M.ok()) {
        State.SkipWithError(std::string(M.status().message()).c_str());
        return;
      }
      benchmark::DoNotOptimize(M);
    }
  }
  State.SetBytesProcessed(State.iterations() * Bytes);
  State.counters["files"] = static_cast<double>(Texts.size());
  State.counters["text_bytes"] = static_cast<double>(Bytes);
  State.counters["peak_rss_bytes"] = peakRssBytes();
  State.counters["peak_rss_growth_bytes"] = peakRssBytes() - RssBeforeParse;
}
BENCHMARK(BM_ParseDumpSet)->Unit(benchmark::kMillisecond)->Iterations(3);

} // namespace
} // namespace hlotrace::bench

BENCHMARK_MAIN();
