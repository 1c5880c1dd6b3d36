//===- ProtoLoadBenchmark.cpp - Loading a module from .hlo.pb vs .txt -----===//
//
// Takes the largest `X.hlo.pb` under HLOTRACE_BENCH_DIR that has a sibling
// `X.txt` (the same module, dumped by XLA in both forms) and loads it from
// memory both ways. Reported: bytes/s of the input file, the model's
// interned bytes, peak RSS growth (run one benchmark per process with
// --benchmark_filter for a clean peak figure; see docs/proto-formats.md),
// and the benchmark thread's minor page faults and system CPU time per load
// (part of the thread CPU time the timed comparison reads, not in
// callgrind's instruction counts). BM_ProtoOverTextPaired times the two
// loads side by side, one pair per iteration, for the ratio (issue 12).
//
//===----------------------------------------------------------------------===//

#include <benchmark/benchmark.h>

#include <algorithm>
#include <ctime>
#include <vector>

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

/// CPU seconds the calling thread has used.
double threadCpuSeconds() {
  timespec T;
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &T);
  return static_cast<double>(T.tv_sec) + static_cast<double>(T.tv_nsec) * 1e-9;
}

// Each iteration loads the module once from its proto and once from its
// text, in alternating order, and times each load (its result destroyed
// included) on the thread's CPU clock. The machine's speed drifts by tens
// of percent over seconds; a pair of loads a few milliseconds apart sees
// the same speed, so the median of the pairs' ratios is the comparison
// least moved by it. Counters: proto_ms and text_ms (means), ratio_median
// and ratio_of_sums (proto / text: below 1, the proto load is faster).
void BM_ProtoOverTextPaired(benchmark::State &State) {
  const PairFiles &P = largestPair();
  if (P.Proto.empty()) {
    State.SkipWithError("no .hlo.pb with a sibling .txt under HLOTRACE_BENCH_DIR");
    return;
  }
  const std::string ProtoBytes = readFile(P.Proto);
  const std::string TextBytes = readFile(P.Text);
  auto loadProto = [&] {
    double T0 = threadCpuSeconds();
    {
      auto F = loadBytes(ProtoBytes, P.Proto);
      if (!F.ok())
        return -1.0;
      benchmark::DoNotOptimize(F);
    }
    return threadCpuSeconds() - T0;
  };
  auto loadText = [&] {
    double T0 = threadCpuSeconds();
    {
      auto M = parseModule(TextBytes, P.Text);
      if (!M.ok())
        return -1.0;
      benchmark::DoNotOptimize(M);
    }
    return threadCpuSeconds() - T0;
  };
  std::vector<double> Ratios;
  double ProtoSum = 0, TextSum = 0;
  for (auto _ : State) {
    const bool ProtoFirst = Ratios.size() % 2 == 0;
    double Tp = 0, Tt = 0;
    if (ProtoFirst) {
      Tp = loadProto();
      Tt = loadText();
    } else {
      Tt = loadText();
      Tp = loadProto();
    }
    if (Tp < 0 || Tt < 0) {
      State.SkipWithError("the module did not load");
      return;
    }
    ProtoSum += Tp;
    TextSum += Tt;
    Ratios.push_back(Tp / Tt);
  }
  std::sort(Ratios.begin(), Ratios.end());
  const double N = static_cast<double>(Ratios.size());
  State.counters["proto_ms"] = ProtoSum * 1e3 / N;
  State.counters["text_ms"] = TextSum * 1e3 / N;
  State.counters["ratio_median"] = Ratios[Ratios.size() / 2];
  State.counters["ratio_of_sums"] = ProtoSum / TextSum;
  State.SetLabel(P.Proto);
}

void BM_LoadHloProto(benchmark::State &State) { run(State, true); }
void BM_LoadHloText(benchmark::State &State) { run(State, false); }
BENCHMARK(BM_LoadHloProto)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_LoadHloText)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_ProtoOverTextPaired)->Unit(benchmark::kMillisecond);

} // namespace
} // namespace hlotrace::bench

BENCHMARK_MAIN();
