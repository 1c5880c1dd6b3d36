//===- ParseBenchmark.cpp - HLO text parsing speed and model size ---------===//
//
// BM_ParseLargestModule: the largest module under HLOTRACE_BENCH_DIR, parsed
//   again each iteration into a fresh Context (only the parse is timed, not
//   the model's destruction); reports MB/s, the model's
//   heap size relative to its text (issue 12 goal: no more than 2.5x), and
//   the minor page faults and system CPU time of the benchmark thread per
//   iteration (what callgrind's instruction counts do not show).
// BM_ParseDumpSet: every module text under the folder, single thread, read
//   from memory; reports MB/s and the peak RSS of the process.
// benchmarks/run_parse_benchmark.sh runs these next to XLA's own parser.
//
//===----------------------------------------------------------------------===//

#include <malloc.h>

#include "BenchData.h"
#include "benchmark/benchmark.h"
#include "hlotrace/Text/ComputationCache.h"
#include "Text/Lexer.h"
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
  auto [FaultsBefore, SystemBefore] = threadFaultsAndSystemTime();
  for (auto _ : State) {
    size_t Before = heapInUse();
    auto M = parseModule(Text, Files.front());
    if (!M.ok()) {
      State.SkipWithError(std::string(M.status().message()).c_str());
      return;
    }
    // The model is measured and destroyed with the clock paused, as
    // module_rounds.py deletes XLA's module outside its timed span.
    State.PauseTiming();
    ModelBytes = static_cast<double>(heapInUse() - Before);
    ContextBytes = static_cast<double>((*M)->context().bytesAllocated());
    benchmark::DoNotOptimize(M);
    M->reset();
    State.ResumeTiming();
  }
  auto [FaultsAfter, SystemAfter] = threadFaultsAndSystemTime();
  const double Iterations = static_cast<double>(State.iterations());
  State.SetBytesProcessed(State.iterations() * Text.size());
  State.counters["minflt_per_parse"] = (FaultsAfter - FaultsBefore) / Iterations;
  State.counters["sys_ms_per_parse"] =
      (SystemAfter - SystemBefore) * 1e3 / Iterations;
  State.counters["text_bytes"] = static_cast<double>(Text.size());
  State.counters["model_bytes"] = ModelBytes;
  State.counters["model_to_text"] = ModelBytes / Text.size();
  State.counters["context_bytes"] = ContextBytes;
  State.SetLabel(std::filesystem::path(Files.front()).filename().string());
}
BENCHMARK(BM_ParseLargestModule)->Unit(benchmark::kMillisecond);

/// The floor for one module: every token of the largest module, lexed with
/// the parser's own lexer and nothing built (the parser lexes attribute
/// values with dedicated scanners; here a token the plain lexer rejects is
/// skipped one byte). Parse time over this is what building the model costs.
void BM_LexLargestModule(benchmark::State &State) {
  auto Files = hloTextFiles(benchDir());
  if (Files.empty()) {
    State.SkipWithError("no HLO text files under HLOTRACE_BENCH_DIR");
    return;
  }
  std::string Text = readFile(Files.front());
  size_t Tokens = 0;
  for (auto _ : State) {
    Tokens = 0;
    absl::string_view Rest = Text;
    while (!Rest.empty()) {
      Lexer L(Rest);
      Token T = L.lex();
      for (; !T.is(TokenKind::Eof) && !T.is(TokenKind::Error); T = L.lex())
        ++Tokens;
      if (T.is(TokenKind::Eof))
        break;
      Rest.remove_prefix(static_cast<size_t>(T.begin() - Rest.data()) + 1);
    }
    benchmark::DoNotOptimize(Tokens);
  }
  State.SetBytesProcessed(State.iterations() * Text.size());
  State.counters["tokens"] = static_cast<double>(Tokens);
  State.SetLabel(std::filesystem::path(Files.front()).filename().string());
}
BENCHMARK(BM_LexLargestModule)->Unit(benchmark::kMillisecond);

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

/// The same files parsed the way the trace loader parses a dump: one
/// ComputationCache for the whole set, so a computation whose text repeats
/// (most of them, between consecutive pass snapshots) is parsed once.
void BM_ParseDumpSetShared(benchmark::State &State) {
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
  // Files in name order: a module's pass snapshots follow one another.
  std::sort(Texts.begin(), Texts.end());
  double Hits = 0, Misses = 0, ModelBytes = 0;
  for (auto _ : State) {
    size_t Before = heapInUse();
    ComputationCache Cache(std::make_shared<Context>());
    std::vector<std::unique_ptr<Module>> Modules;
    for (const auto &[Name, Text] : Texts) {
      auto M = parseModule(Text, Name, ParseOptions{nullptr, 256, &Cache});
      if (!M.ok()) {
        State.SkipWithError(std::string(M.status().message()).c_str());
        return;
      }
      Modules.push_back(std::move(*M));
    }
    ModelBytes = static_cast<double>(heapInUse() - Before);
    Hits = static_cast<double>(Cache.hits());
    Misses = static_cast<double>(Cache.misses());
  }
  State.SetBytesProcessed(State.iterations() * Bytes);
  State.counters["files"] = static_cast<double>(Texts.size());
  State.counters["text_bytes"] = static_cast<double>(Bytes);
  State.counters["cache_hits"] = Hits;
  State.counters["cache_misses"] = Misses;
  State.counters["all_models_bytes"] = ModelBytes;
  State.counters["peak_rss_bytes"] = peakRssBytes();
}
BENCHMARK(BM_ParseDumpSetShared)->Unit(benchmark::kMillisecond)->Iterations(3);

} // namespace
} // namespace hlotrace::bench

BENCHMARK_MAIN();
