//===- ProtoLoadBenchmark.cpp - Loading a module from .hlo.pb vs .txt -----===//
//
// Takes the largest `X.hlo.pb` under HLOTRACE_BENCH_DIR that has a sibling
// `X.txt` (the same module, dumped by XLA in both forms) and loads it from
// memory both ways. Reported: bytes/s of the input file, the model's
// interned bytes, peak RSS growth (run one benchmark per process with
// --benchmark_filter for a clean peak figure; see docs/proto-formats.md),
// and the benchmark thread's minor page faults and system CPU time per load
// (part of the thread CPU time the timed comparison reads, not in
// callgrind's instruction counts).
//
//===----------------------------------------------------------------------===//

#include <benchmark/benchmark.h>

#include "BenchData.h"
#include "absl/strings/match.h"
#include "hlotrace/Load.h"
#include "hlotrace/Text/Parser.h"

namespace hlotrace::bench {
namespace {

struct PairFiles {
  std::string Proto, Text;
};

const PairFiles &largestPair() {
  static const PairFiles P = [] {
    PairFiles Best;
    uintmax_t BestSize = 0;
    std::error_code EC;
    for (auto It = std::filesystem::recursive_directory_iterator(benchDir(), EC);
         !EC && It != std::filesystem::recursive_directory_iterator();
         It.increment(EC)) {
      std::string Path = It->path().string();
      if (!absl::EndsWith(Path, ".hlo.pb"))
        continue;
      std::string Text = Path.substr(0, Path.size() - 7) + ".txt";
      if (!std::filesystem::exists(Text))
        continue;
      if (It->file_size() > BestSize) {
        BestSize = It->file_size();
        Best = {Path, Text};
      }
    }
    return Best;
  }();
  return P;
}

void run(benchmark::State &State, bool Proto) {
  const PairFiles &P = largestPair();
  if (P.Proto.empty()) {
    State.SkipWithError("no .hlo.pb with a sibling .txt under HLOTRACE_BENCH_DIR");
    return;
  }
  std::string Bytes = readFile(Proto ? P.Proto : P.Text);
  double RssBefore = peakRssBytes();
  size_t ModelBytes = 0;
  auto [FaultsBefore, SystemBefore] = threadFaultsAndSystemTime();
  for (auto _ : State) {
    if (Proto) {
      auto F = loadBytes(Bytes, P.Proto);
      if (!F.ok()) {
        State.SkipWithError(std::string(F.status().message()).c_str());
        return;
      }
      ModelBytes = F->M->context().bytesAllocated();
      benchmark::DoNotOptimize(F);
    } else {
      auto M = parseModule(Bytes, P.Text);
      if (!M.ok()) {
        State.SkipWithError(std::string(M.status().message()).c_str());
        return;
      }
      ModelBytes = (*M)->context().bytesAllocated();
      benchmark::DoNotOptimize(M);
    }
  }
  auto [FaultsAfter, SystemAfter] = threadFaultsAndSystemTime();
  const double Iterations = static_cast<double>(State.iterations());
  State.counters["minflt_per_load"] = (FaultsAfter - FaultsBefore) / Iterations;
  State.counters["sys_ms_per_load"] =
      (SystemAfter - SystemBefore) * 1e3 / Iterations;
  State.SetBytesProcessed(State.iterations() *
                          static_cast<int64_t>(Bytes.size()));
  State.SetLabel(Proto ? P.Proto : P.Text);
  State.counters["file_bytes"] = static_cast<double>(Bytes.size());
  State.counters["model_bytes"] = static_cast<double>(ModelBytes);
  State.counters["peak_rss_bytes"] = peakRssBytes();
  State.counters["peak_rss_growth_bytes"] = peakRssBytes() - RssBefore;
}

void BM_LoadHloProto(benchmark::State &State) { run(State, true); }
void BM_LoadHloText(benchmark::State &State) { run(State, false); }
BENCHMARK(BM_LoadHloProto)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_LoadHloText)->Unit(benchmark::kMicrosecond);

} // namespace
} // namespace hlotrace::bench

BENCHMARK_MAIN();
