//===- StepLineageTime.cpp - Lineage time against parse time --------------===//
//
// `StepLineageTime DIR [--threads N] [--show STEP] [--module SEL]`: loads
// DIR as a Trace, parses every snapshot of every module (timed), then
// computes the lineage of every consecutive pair of snapshots (timed, one
// thread, one LineageCache per module as ModuleLineage does; `--no-cache`
// indexes both modules afresh at every step) and prints one JSON line: both times (wall and this thread's
// CPU), their ratios, and link,
// created, removed and ambiguity counts. The goal is a ratio of at
// most 2 on the 16-layer transformer dump of run_parse_benchmark.sh.
// `--show STEP` prints that step's links (not `same`), created, removed
// and ambiguous instructions instead, for looking at the engine's answers;
// `--show all` prints every step's, each under a `## module step` line (to
// check that a change to the engine leaves its answers as they were).
//
//===----------------------------------------------------------------------===//

#include <chrono>
#include <ctime>
#include <cstdio>
#include <cstring>
#include <map>
#include <string>

#include "hlotrace/Query/Lineage.h"
#include "hlotrace/Query/TraceQueries.h"
#include "hlotrace/Trace/Trace.h"

using namespace hlotrace;

/// CPU seconds of this thread: steadier than wall time on a loaded machine
/// (both phases run on this thread with --threads 1).
static double threadCpuSeconds() {
  timespec T;
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &T);
  return T.tv_sec + T.tv_nsec * 1e-9;
}

static double secondsSince(std::chrono::steady_clock::time_point T) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - T)
      .count();
}

static std::string where(const Instruction *I) {
  return std::string(I->parent()->name()) + "/" + std::string(I->name());
}

static void show(const StepLineage &L) {
  for (const LineageLink &K : L.links()) {
    if (K.Kind == LinkKind::Same)
      continue;
    std::printf("%-11s %.2f %s -> %s%s%s\n",
                std::string(linkKindName(K.Kind)).c_str(), K.Confidence,
                where(K.Old).c_str(), where(K.New).c_str(),
                K.Via ? " via " : "",
                K.Via ? std::string(K.Via->name()).c_str() : "");
  }
  for (const Instruction *I : L.created())
    std::printf("created     %s %s\n", where(I).c_str(),
                std::string(I->opcodeName()).c_str());
  for (const Instruction *I : L.removed())
    std::printf("removed     %s %s\n", where(I).c_str(),
                std::string(I->opcodeName()).c_str());
  for (const LineageAmbiguity &A : L.ambiguities()) {
    std::printf("ambiguous   %s:", where(A.Subject).c_str());
    for (const Instruction *C : A.Candidates)
      std::printf(" %s", where(C).c_str());
    std::printf("\n");
  }
}

int main(int Argc, char **Argv) {
  if (Argc < 2) {
    std::fprintf(stderr, "usage: StepLineageTime DIR [--threads N] "
                         "[--show STEP|all] [--module SEL] [--no-metadata] "
                         "[--no-cache]\n");
    return 2;
  }
  TraceOptions O;
  int64_t Show = -1;
  bool ShowAll = false, UseCache = true;
  std::string Selector;
  LineageOptions LO;
  for (int I = 2; I < Argc; ++I) {
    if (!std::strcmp(Argv[I], "--threads") && I + 1 < Argc)
      O.Threads = std::atoi(Argv[++I]);
    else if (!std::strcmp(Argv[I], "--show") && I + 1 < Argc) {
      ShowAll = !std::strcmp(Argv[I + 1], "all");
      Show = ShowAll ? 0 : std::atoll(Argv[I + 1]);
      ++I;
    }
    else if (!std::strcmp(Argv[I], "--module") && I + 1 < Argc)
      Selector = Argv[++I];
    else if (!std::strcmp(Argv[I], "--no-cache"))
      UseCache = false;
    else if (!std::strcmp(Argv[I], "--no-metadata"))
      LO.UseMetadata = false;
  }
  auto T = Trace::load(Argv[1], O);
  if (!T.ok()) {
    std::fprintf(stderr, "%s\n", std::string(T.status().message()).c_str());
    return 1;
  }
  auto T0 = std::chrono::steady_clock::now();
  double C0 = threadCpuSeconds();
  std::vector<TraceSnapshots> All;
  auto Modules = findModules(**T, Selector);
  if (!Modules.ok()) {
    std::fprintf(stderr, "%s\n", std::string(Modules.status().message()).c_str());
    return 1;
  }
  for (const ModuleTrace *M : *Modules) {
    auto S = loadSnapshots(*M, {O.Threads, false});
    if (S.ok())
      All.push_back(std::move(*S));
  }
  double ParseS = secondsSince(T0);
  double ParseCpu = threadCpuSeconds() - C0;
  size_t Pairs = 0, Links = 0, Created = 0, Removed = 0, Ambiguous = 0;
  std::map<std::string, size_t> Kinds;
  auto T1 = std::chrono::steady_clock::now();
  double C1 = threadCpuSeconds();
  for (const TraceSnapshots &S : All) {
    LineageCache Cache;
    for (size_t K = 1; K < S.Modules.size(); ++K) {
      auto L = UseCache ? computeLineage(*S.Modules[K - 1], *S.Modules[K], LO,
                                         Cache)
                        : computeLineage(*S.Modules[K - 1], *S.Modules[K], LO);
      if (!L.ok()) {
        std::fprintf(stderr, "%s\n", std::string(L.status().message()).c_str());
        continue;
      }
      if (Show >= 0) {
        if (ShowAll)
          std::printf("## %s %lld\n", std::string(S.Trace->name()).c_str(),
                      static_cast<long long>(S.Refs[K].Number));
        if (ShowAll || S.Refs[K].Number == Show)
          show(*L);
        continue;
      }
      ++Pairs;
      // The shared computations' links to themselves are counted, not
      // walked (links() would make the whole list).
      for (const Computation *C : L->sharedComputations()) {
        Links += C->instructionCount();
        Kinds[std::string(linkKindName(LinkKind::Same))] +=
            C->instructionCount();
      }
      for (absl::Span<const LineageLink> Run : L->linkRunsBesideShared()) {
        Links += Run.size();
        for (const LineageLink &X : Run)
          ++Kinds[std::string(linkKindName(X.Kind))];
      }
      Created += L->created().size();
      Removed += L->removed().size();
      Ambiguous += L->ambiguities().size();
    }
  }
  double LineageS = secondsSince(T1);
  double LineageCpu = threadCpuSeconds() - C1;
  if (Show >= 0)
    return 0;
  std::printf("{\"dir\": \"%s\", \"modules\": %zu, \"step_pairs\": %zu, "
              "\"parse_s\": %.3f, \"lineage_s\": %.3f, \"ratio\": %.2f, "
              "\"parse_cpu_s\": %.3f, \"lineage_cpu_s\": %.3f, "
              "\"cpu_ratio\": %.2f, \"cache\": %s, "
              "\"links\": %zu, \"created\": %zu, \"removed\": %zu, "
              "\"ambiguities\": %zu, \"kinds\": {",
              Argv[1], All.size(), Pairs, ParseS, LineageS,
              ParseS > 0 ? LineageS / ParseS : 0.0, ParseCpu, LineageCpu,
              ParseCpu > 0 ? LineageCpu / ParseCpu : 0.0,
              UseCache ? "true" : "false", Links, Created,
              Removed,
              Ambiguous);
  bool First = true;
  for (const auto &[K, N] : Kinds) {
    std::printf("%s\"%s\": %zu", First ? "" : ", ", K.c_str(), N);
    First = false;
  }
  std::printf("}}\n");
  return 0;
}
