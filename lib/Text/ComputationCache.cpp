//===- ComputationCache.cpp - Parsed computations shared by content -------===//
//
// A hash map from computation text to parsed computation, split into shards
// that each have their own mutex, so that threads parsing different files
// rarely wait for one another. The text is hashed once per call and the
// hash picks the shard.
//
//===----------------------------------------------------------------------===//

#include "hlotrace/Text/ComputationCache.h"

#include <atomic>
#include <string>

#include "absl/container/flat_hash_map.h"
#include "absl/hash/hash.h"
#include "absl/synchronization/mutex.h"

namespace hlotrace {

struct ComputationCache::Impl {
  static constexpr size_t kShards = 16;
  struct Shard {
    mutable absl::Mutex Mu;
    absl::flat_hash_map<std::string, std::shared_ptr<const Computation>> Map
        ABSL_GUARDED_BY(Mu);
  };
  Shard Shards[kShards];
  mutable std::atomic<size_t> Hits{0};
  mutable std::atomic<size_t> Misses{0};

  Shard &shardFor(absl::string_view Text) {
    size_t H = absl::Hash<absl::string_view>()(Text);
    return Shards[(H >> 7) % kShards];
  }
};

ComputationCache::ComputationCache(std::shared_ptr<Context> Ctx)
    : Ctx(std::move(Ctx)), I(std::make_unique<Impl>()) {}

ComputationCache::~ComputationCache() = default;

std::shared_ptr<const Computation>
ComputationCache::lookup(absl::string_view Text) const {
  Impl::Shard &S = I->shardFor(Text);
  {
    absl::MutexLock Lock(&S.Mu);
    auto It = S.Map.find(Text);
    if (It != S.Map.end()) {
      I->Hits.fetch_add(1, std::memory_order_relaxed);
      return It->second;
    }
  }
  I->Misses.fetch_add(1, std::memory_order_relaxed);
  return nullptr;
}

std::shared_ptr<const Computation>
ComputationCache::insert(absl::string_view Text,
                         std::shared_ptr<const Computation> C) {
  Impl::Shard &S = I->shardFor(Text);
  absl::MutexLock Lock(&S.Mu);
  auto [It, Inserted] = S.Map.try_emplace(std::string(Text), std::move(C));
  return It->second;
}

size_t ComputationCache::hits() const {
  return I->Hits.load(std::memory_order_relaxed);
}
size_t ComputationCache::misses() const {
  return I->Misses.load(std::memory_order_relaxed);
}
size_t ComputationCache::size() const {
  size_t N = 0;
  for (Impl::Shard &S : I->Shards) {
    absl::MutexLock Lock(&S.Mu);
    N += S.Map.size();
  }
  return N;
}

} // namespace hlotrace
