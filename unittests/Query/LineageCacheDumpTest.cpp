//===- LineageCacheDumpTest.cpp - A cache changes no answer ---------------===//
//
// LineageCache keeps what it learns about a module (call sites, keys, an
// unchanged computation's old-user index, LineageUsers.h) for the next
// step, and drops what belongs to computations neither module of a step
// holds. computeLineage() must answer the same with a cache as without
// one: over every step of a real trace in order (after fusion, most fused
// computations carry over from step to step), and when a step is asked out
// of order (the cache then drops both modules it held). A step between
// snapshots of the same computations (a pass that changed nothing) links
// each instruction to itself, and the next step reuses the kept index.
//
//===----------------------------------------------------------------------===//

#include <algorithm>
#include <tuple>
#include <utility>
#include <vector>

#include "hlotrace/Query/Lineage.h"
#include "hlotrace/Query/TraceQueries.h"
#include "hlotrace/Trace/Trace.h"

#include "gmock/gmock.h"
#include "gtest/gtest.h"

namespace hlotrace {
namespace {

/// Everything a StepLineage says, as comparable values.
struct Answer {
  std::vector<std::tuple<const Instruction *, const Instruction *, LinkKind,
                         float, const Instruction *>>
      Links;
  std::vector<const Instruction *> Removed, Created;
  std::vector<std::pair<const Instruction *,
                        std::vector<const Instruction *>>>
      Ambiguities;
  bool operator==(const Answer &O) const {
    return Links == O.Links && Removed == O.Removed && Created == O.Created &&
           Ambiguities == O.Ambiguities;
  }
};

Answer answerOf(const StepLineage &L) {
  Answer A;
  for (const LineageLink &K : L.links())
    A.Links.emplace_back(K.Old, K.New, K.Kind, K.Confidence, K.Via);
  A.Removed.assign(L.removed().begin(), L.removed().end());
  A.Created.assign(L.created().begin(), L.created().end());
  for (const LineageAmbiguity &X : L.ambiguities())
    A.Ambiguities.emplace_back(X.Subject, X.Candidates);
  return A;
}

Answer uncached(const Module &Old, const Module &New) {
  auto L = computeLineage(Old, New);
  EXPECT_TRUE(L.ok()) << L.status();
  return L.ok() ? answerOf(*L) : Answer();
}

Answer cached(const Module &Old, const Module &New, LineageCache &Cache) {
  auto L = computeLineage(Old, New, LineageOptions(), Cache);
  EXPECT_TRUE(L.ok()) << L.status();
  return L.ok() ? answerOf(*L) : Answer();
}

/// A step between snapshots of the same computations in the same order (a
/// pass that changed nothing; computeLineage() runs no matcher for it):
/// each instruction linked to itself, nothing removed, created or
/// ambiguous.
bool isIdentity(const Module &Old, const Module &New, const Answer &A) {
  if (!std::equal(Old.computations().begin(), Old.computations().end(),
                  New.computations().begin(), New.computations().end()))
    return false;
  std::vector<const Instruction *> All;
  for (const Computation *C : Old.computations())
    All.insert(All.end(), C->instructions().begin(), C->instructions().end());
  EXPECT_EQ(A.Links.size(), All.size());
  for (size_t K = 0; K < A.Links.size() && K < All.size(); ++K)
    EXPECT_EQ(A.Links[K], std::make_tuple(All[K], All[K], LinkKind::Same,
                                          1.0f,
                                          static_cast<const Instruction *>(
                                              nullptr)));
  EXPECT_TRUE(A.Removed.empty() && A.Created.empty() &&
              A.Ambiguities.empty());
  return true;
}

/// Checks every step of the first module of unittests/data/`Folder` with
/// one cache against no cache, then three steps out of order; returns the
/// most computations (besides the entry) two consecutive snapshots share.
/// `Unchanged` counts the steps between snapshots of the same computations.
size_t checkTrace(const std::string &Folder, size_t *Unchanged = nullptr) {
  auto T = Trace::load(std::string(HLOTRACE_TEST_DATA) + "/" + Folder);
  EXPECT_TRUE(T.ok()) << T.status();
  if (!T.ok() || (*T)->modules().empty())
    return 0;
  auto S = loadSnapshots((*T)->modules().front(), {1, false});
  EXPECT_TRUE(S.ok()) << S.status();
  if (!S.ok())
    return 0;
  const auto &Ms = S->Modules;
  EXPECT_GT(Ms.size(), 20u);
  if (Ms.size() < 3)
    return 0;
  size_t MostShared = 0;
  LineageCache Cache;
  for (size_t K = 1; K < Ms.size(); ++K) {
    Answer A = cached(*Ms[K - 1], *Ms[K], Cache);
    EXPECT_TRUE(A == uncached(*Ms[K - 1], *Ms[K])) << Folder << " step " << K;
    if (isIdentity(*Ms[K - 1], *Ms[K], A) && Unchanged)
      ++*Unchanged;
    size_t Shared = 0;
    for (const Computation *C : Ms[K]->computations())
      for (const Computation *D : Ms[K - 1]->computations())
        Shared += C == D && C != Ms[K]->entry();
    MostShared = std::max(MostShared, Shared);
  }
  // Out of order through the same cache: a step back, a jump over many
  // steps, then the first step again.
  size_t Mid = Ms.size() / 2;
  EXPECT_TRUE(cached(*Ms[Mid - 1], *Ms[Mid], Cache) ==
              uncached(*Ms[Mid - 1], *Ms[Mid]))
      << Folder;
  EXPECT_TRUE(cached(*Ms[0], *Ms.back(), Cache) ==
              uncached(*Ms[0], *Ms.back()))
      << Folder;
  EXPECT_TRUE(cached(*Ms[0], *Ms[1], Cache) == uncached(*Ms[0], *Ms[1]))
      << Folder;
  return MostShared;
}

TEST(LineageCacheDumpTest, CachedStepsAnswerAsUncachedOnes) {
  // Text snapshots after fusion share their fused computations with the
  // snapshot before (the trace's computation cache): the cache's kept
  // indexes are used there.
  // Some passes change nothing; the step after one uses the index kept
  // for the snapshot before it.
  size_t Unchanged = 0;
  EXPECT_GT(checkTrace("xla-cpu/full/mlp", &Unchanged), 3u);
  EXPECT_GT(checkTrace("xla-cpu/full/scan", &Unchanged), 3u);
  EXPECT_GT(Unchanged, 0u);
  // A larger program, from protobuf snapshots.
  checkTrace("xla-lineage/transformer");
}

} // namespace
} // namespace hlotrace
