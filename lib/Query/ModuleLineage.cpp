//===- ModuleLineage.cpp - Lineage across a module's pass snapshots -------===//

#include "hlotrace/Query/ModuleLineage.h"

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
  if (K == 0 || K >= Snapshots.size())
    return absl::OutOfRangeError(
        absl::StrCat("lineage step ", K, " of ", Snapshots.size(),
                     " snapshots (steps are 1 to ", Snapshots.size() - 1,
                     ")"));
  Slot &S = *Steps[K];
  std::lock_guard<std::mutex> G(S.Lock);
  if (!S.Result)
    S.Result.emplace(
        computeLineage(*Snapshots[K - 1].M, *Snapshots[K].M, Options));
  if (!S.Result->ok())
    return S.Result->status();
  return &**S.Result;
}

absl::Status ModuleLineage::computeAll(unsigned Threads) const {
  std::vector<std::function<void()>> Tasks;
  for (size_t K = 1; K < Snapshots.size(); ++K)
    Tasks.push_back([this, K] { (void)step(K); });
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
