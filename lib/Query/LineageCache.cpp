//===- LineageCache.cpp - Per-module indexes shared by consecutive steps --===//
//
// A run of computeLineage() calls over one module's snapshots asks, at each
// step, for the module that was the new side of the step before. Its call
// sites, value aliases and structural keys are kept rather than rebuilt,
// and keys that depend on no module are kept for every computation the
// latest modules hold (lineage::SharedKeys).
//
//===----------------------------------------------------------------------===//

#include "LineageImpl.h"

namespace hlotrace {

LineageCache::LineageCache() : P(std::make_unique<Impl>()) {}
LineageCache::LineageCache(LineageCache &&) noexcept = default;
LineageCache &LineageCache::operator=(LineageCache &&) noexcept = default;
LineageCache::~LineageCache() = default;

void LineageCache::clear() {
  P->Recent.clear();
  for (auto &S : P->Shared)
    S.reset();
  P->Calls.Callers.clear();
  P->Users.Of.clear();
  P->Self.clear();
  P->Dropped.clear();
}

ModuleIndex &LineageCache::Impl::indexOf(const Module &M, bool IgnoreLayouts,
                                         const Module *Keep) {
  ModuleIndex *Found = nullptr;
  size_t Out = 0;
  for (size_t K = 0; K < Recent.size(); ++K) {
    ModuleIndex &X = *Recent[K];
    // PERF NOTE: a snapshot of a pass that changed nothing has the same
    // computations as the one before it, whose index serves it as it is
    // (computeLineage() makes none for such a step).
    bool Match = X.IgnoreLayouts == IgnoreLayouts &&
                 (X.M == &M ||
                  (X.M != Keep && madeOf(M, X.Computations, X.Entry)));
    if (Match && X.M != &M) {
      X.M = &M;
      X.View.retarget(M);
    }
    if (!Match && X.M != Keep) { // Dropped: neither side of this step.
      Dropped.insert(Dropped.end(), X.Computations.begin(),
                     X.Computations.end());
      continue;
    }
    if (Match)
      Found = &X;
    if (Out != K)
      Recent[Out] = std::move(Recent[K]);
    ++Out;
  }
  Recent.resize(Out);
  if (Found)
    return *Found;
  auto &S = Shared[IgnoreLayouts ? 1 : 0];
  if (!S)
    S = std::make_unique<lineage::SharedKeys>(IgnoreLayouts);
  Recent.push_back(
      std::make_unique<ModuleIndex>(M, IgnoreLayouts, S.get(), &Calls));
  return *Recent.back();
}

void LineageCache::Impl::trim(const ModuleIndex &A, const ModuleIndex &B) {
  auto Keep = [&](const Computation *X) {
    return A.View.contains(X) || B.View.contains(X);
  };
  for (const Computation *C : Dropped) {
    if (Keep(C))
      continue;
    for (auto &S : Shared)
      if (S)
        S->drop(C);
    Calls.Callers.erase(C);
    Users.Of.erase(C);
    Self.erase(C);
  }
  Dropped.clear();
}

} // namespace hlotrace
