//===- TraceLoad.cpp - Time and memory of loading a whole dump folder -----===//
//
// `TraceLoad DIR [--threads N] [--no-parse] [--share-unchanged]`: loads DIR
// as a Trace (index, read and fingerprint every snapshot), then parses every
// snapshot through the trace-wide ComputationCache (with --share-unchanged,
// as `hlotrace report` loads them: loadSnapshots per module, a snapshot whose
// text repeats the one before sharing its module), and prints one JSON line: wall times,
// peak RSS, the bytes of module text read, the largest snapshot, and the
// bytes of distinct computations (what the trace has to hold at least).
// `TraceLoad --single FILE` parses one module alone, for the memory
// baseline. run_trace_benchmark.sh compares both with `cat`.
//
//===----------------------------------------------------------------------===//

#include <sys/resource.h>

#include <chrono>
#include <cstdio>
#include <cstring>
#include <string>
#include <vector>

#include "absl/container/flat_hash_set.h"
#include "hlotrace/Query/TraceQueries.h"
#include "hlotrace/Text/ComputationCache.h"
#include "hlotrace/Text/Parser.h"
#include "hlotrace/Trace/DumpIndex.h"
#include "hlotrace/Trace/Trace.h"

using namespace hlotrace;

static double peakRssMb() {
  struct rusage U;
  getrusage(RUSAGE_SELF, &U);
  return U.ru_maxrss / 1024.0;
}

static double secondsSince(std::chrono::steady_clock::time_point T) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - T)
      .count();
}

int main(int Argc, char **Argv) {
  if (Argc < 2) {
    std::fprintf(stderr, "usage: TraceLoad DIR [--threads N] [--no-parse] "
                         "[--share-unchanged] | "
                         "--single FILE\n");
    return 2;
  }
  if (!std::strcmp(Argv[1], "--single") && Argc > 2) {
    double Before = peakRssMb();
    auto T0 = std::chrono::steady_clock::now();
    auto M = parseModuleFile(Argv[2]);
    if (!M.ok()) {
      std::fprintf(stderr, "%s\n", std::string(M.status().message()).c_str());
      return 1;
    }
    std::printf("{\"file\": \"%s\", \"parse_s\": %.3f, \"rss_before_mb\": "
                "%.1f, \"peak_rss_mb\": %.1f, \"instructions\": %zu}\n",
                Argv[2], secondsSince(T0), Before, peakRssMb(),
                (*M)->instructionCount());
    return 0;
  }
  TraceOptions O;
  bool Parse = true, Share = false;
  for (int I = 2; I < Argc; ++I) {
    if (!std::strcmp(Argv[I], "--threads") && I + 1 < Argc)
      O.Threads = std::atoi(Argv[++I]);
    else if (!std::strcmp(Argv[I], "--no-parse"))
      Parse = false;
    else if (!std::strcmp(Argv[I], "--share-unchanged"))
      Share = true;
  }
  double Rss0 = peakRssMb();
  // The file-name index alone (Trace::load builds it again below).
  auto TI = std::chrono::steady_clock::now();
  auto Index = DumpIndex::build(Argv[1]);
  double IndexS = secondsSince(TI);
  Index = absl::UnknownError("dropped");
  auto T0 = std::chrono::steady_clock::now();
  auto T = Trace::load(Argv[1], O);
  if (!T.ok()) {
    std::fprintf(stderr, "%s\n", std::string(T.status().message()).c_str());
    return 1;
  }
  double LoadS = secondsSince(T0);
  double LoadRss = peakRssMb();
  size_t Snapshots = 0, Steps = 0, TextBytes = 0, Largest = 0;
  std::string LargestPath;
  uint64_t Distinct = 0;
  absl::flat_hash_set<uint64_t> Seen;
  for (const ModuleTrace &M : (*T)->modules()) {
    std::vector<const Step *> All;
    if (M.beforeOptimizations())
      All.push_back(M.beforeOptimizations());
    for (const Step &S : M.steps())
      All.push_back(&S);
    if (M.afterOptimizations())
      All.push_back(M.afterOptimizations());
    Steps += M.steps().size();
    for (const Step *S : All) {
      auto C = M.content(*S);
      if (!C.ok())
        continue;
      ++Snapshots;
      TextBytes += (*C)->Bytes;
      if ((*C)->Bytes > Largest) {
        Largest = (*C)->Bytes;
        LargestPath = S->Files[0].Path;
      }
      for (const ComputationFingerprint &F : (*C)->Computations)
        if (Seen.insert(F.Hash).second)
          Distinct += F.Bytes;
    }
  }
  double ParseS = 0;
  size_t Errors = 0;
  if (Parse) {
    auto T1 = std::chrono::steady_clock::now();
    absl::Status S = absl::OkStatus();
    if (!Share) {
      S = (*T)->parseAll();
    } else {
      SnapshotLoadOptions L;
      L.Threads = O.Threads;
      L.ShareUnchanged = true;
      // Kept to the end, as the trace keeps parseAll()'s modules.
      std::vector<TraceSnapshots> Kept;
      for (const ModuleTrace &M : (*T)->modules()) {
        auto Loaded = loadSnapshots(M, L);
        if (Loaded.ok())
          Kept.push_back(std::move(*Loaded));
        else if (S.ok())
          S = Loaded.status();
      }
    }
    ParseS = secondsSince(T1);
    Errors = !S.ok();
    if (!S.ok())
      std::fprintf(stderr, "first parse error: %s\n",
                   std::string(S.message()).c_str());
  }
  std::printf(
      "{\"dir\": \"%s\", \"files\": %zu, \"modules\": %zu, "
      "\"steps\": %zu, \"snapshots\": %zu, \"text_bytes\": %zu, "
      "\"largest_snapshot_bytes\": %zu, \"largest_snapshot\": \"%s\", "
      "\"distinct_computation_bytes\": %llu, \"index_s\": %.3f, \"load_s\": %.3f, "
      "\"parse_all_s\": %.3f, \"rss_start_mb\": %.1f, \"peak_rss_after_load_mb\": "
      "%.1f, \"peak_rss_mb\": %.1f, \"cache_computations\": %zu, "
      "\"cache_hits\": %zu, \"parse_errors\": %zu}\n",
      Argv[1], (*T)->index().fileCount(),
      (*T)->modules().size(), Steps, Snapshots, TextBytes, Largest,
      LargestPath.c_str(), static_cast<unsigned long long>(Distinct), IndexS, LoadS,
      ParseS, Rss0, LoadRss, peakRssMb(), (*T)->cache().size(),
      (*T)->cache().hits(), Errors);
  return 0;
}
