//===- ModuleLineage.cpp - Lineage across a module's pass snapshots -------===//

#include "hlotrace/Query/ModuleLineage.h"

#include <algorithm>
#include <functional>
#include <mutex>
#include <optional>

#include "Support/Parallel.h"
#include "absl/container/flat_hash_set.h"
#include "absl/strings/str_cat.h"

namespace hlotrace {

struct ModuleLineage::Slot {
  std::mutex Lock;
  std::optional<absl::StatusOr<StepLineage>> Result;
};

ModuleLineage::ModuleLineage(absl::Span<const PassModule> Snapshots,
                             const LineageOptions &Options)
    : Snapshots(Snapshots.begin(), Snapshots.end()), Options(Options) {
  Steps.reserve(Snapshots.size());
  for (size_t K = 0; K < Snapshots.size(); ++K)
    Steps.push_back(std::make_unique<Slot>());
}

ModuleLineage::~ModuleLineage() = default;

absl::StatusOr<const StepLineage *> ModuleLineage::step(size_t K) const {
  return step(K, nullptr);
}

absl::StatusOr<const StepLineage *>
ModuleLineage::step(size_t K, LineageCache *Cache) const {
  if (K == 0 || K >= Snapshots.size())
    return absl::OutOfRangeError(
        absl::StrCat("lineage step ", K, " of ", Snapshots.size(),
                     " snapshots (steps are 1 to ", Snapshots.size() - 1,
                     ")"));
  Slot &S = *Steps[K];
  std::lock_guard<std::mutex> G(S.Lock);
  if (!S.Result) {
    const Module &Old = *Snapshots[K - 1].M, &New = *Snapshots[K].M;
    S.Result.emplace(Cache ? computeLineage(Old, New, Options, *Cache)
                           : computeLineage(Old, New, Options));
  }
  if (!S.Result->ok())
    return S.Result->status();
  return &**S.Result;
}

absl::Status ModuleLineage::computeAll(unsigned Threads) const {
  // PERF NOTE: each task takes a run of consecutive steps with one
  // LineageCache, so a snapshot is indexed once as the new side of a step
  // and reused as the old side of the next. A few runs per worker keep
  // the workers evenly loaded.
  size_t Count = Snapshots.size() > 1 ? Snapshots.size() - 1 : 0;
  size_t Workers = Threads ? Threads : hardwareThreads();
  size_t Runs = std::min(Count, Workers == 1 ? size_t{1} : 4 * Workers);
  std::vector<std::function<void()>> Tasks;
  for (size_t R = 0; R < Runs; ++R) {
    size_t Begin = 1 + Count * R / Runs, End = 1 + Count * (R + 1) / Runs;
    Tasks.push_back([this, Begin, End] {
      LineageCache Cache;
      for (size_t K = Begin; K < End; ++K)
        (void)step(K, &Cache);
    });
  }
  runParallel(Threads, Tasks);
  for (size_t K = 1; K < Snapshots.size(); ++K)
    if (auto S = step(K); !S.ok())
      return S.status();
  return absl::OkStatus();
}

std::optional<std::pair<size_t, const Instruction *>>
ModuleLineage::find(absl::string_view Name, bool Last) const {
  for (size_t N = 0; N < Snapshots.size(); ++N) {
    size_t K = Last ? Snapshots.size() - 1 - N : N;
    for (const Computation *C : Snapshots[K].M->computations())
      if (const Instruction *I = C->find(Name))
        return std::make_pair(K, I);
  }
  return std::nullopt;
}

absl::StatusOr<InstructionLineage>
ModuleLineage::trace(size_t Index, const Instruction &I, bool Backward) const {
  if (Index >= Snapshots.size())
    return absl::OutOfRangeError(absl::StrCat(
        "snapshot ", Index, " of ", Snapshots.size(), " snapshots"));
  InstructionLineage Out;
  Out.Backward = Backward;
  Out.StartIndex = Index;
  Out.Start = &I;
  // PERF NOTE: a fan-out (an instruction duplicated into many fusions, or a
  // constant merged from many) is followed on every arm, up to a bound that
  // keeps one query fast on any dump.
  constexpr size_t kMaxFrontier = 256;
  std::vector<const Instruction *> Frontier{&I};
  size_t K = Index;
  while (!Frontier.empty()) {
    bool AtEnd = Backward ? K == 0 : K + 1 == Snapshots.size();
    if (AtEnd) {
      for (const Instruction *X : Frontier)
        Out.Ends.push_back({LineageEnd::Reached, K, X});
      break;
    }
    size_t StepIndex = Backward ? K : K + 1;
    auto L = step(StepIndex);
    if (!L.ok())
      return L.status();
    std::vector<const Instruction *> Next;
    absl::flat_hash_set<const Instruction *> Seen;
    for (const Instruction *X : Frontier) {
      std::vector<const LineageLink *> Links =
          Backward ? (*L)->predecessors(*X) : (*L)->successors(*X);
      if (Links.empty()) {
        Out.Ends.push_back({Backward ? LineageEnd::Created
                                     : LineageEnd::Removed,
                            K, X});
        for (const LineageAmbiguity &A : (*L)->ambiguities())
          if (A.Subject == X)
            Out.Ambiguities.push_back({StepIndex, &A});
        continue;
      }
      for (const LineageLink *Link : Links) {
        if (Link->Kind != LinkKind::Same)
          Out.Hops.push_back({StepIndex, Link});
        const Instruction *To = Backward ? Link->Old : Link->New;
        if (Next.size() < kMaxFrontier && Seen.insert(To).second)
          Next.push_back(To);
      }
    }
    Frontier.swap(Next);
    K = Backward ? K - 1 : K + 1;
  }
  return Out;
}

} // namespace hlotrace
