//===- ComputationCache.cpp - Parsed computations shared by content -------===//
//
// A hash map from a computation's content fingerprint (128-bit XXH3 and
// length, Support/ContentHash.h) to its parsed form, split into shards with
// their own mutex so that threads parsing different files rarely wait for
// one another. Keying by fingerprint rather than by text keeps the cache from
// holding a second copy of every distinct computation (39 MB of the 184 MB
// benchmark dump).
//
//===----------------------------------------------------------------------===//

#include "hlotrace/Text/ComputationCache.h"

#include <atomic>
#include <mutex>

#include "Support/ContentHash.h"
#include "absl/container/flat_hash_map.h"
#include "absl/container/flat_hash_set.h"

namespace hlotrace {

struct ComputationCache::Impl {
  static constexpr unsigned kShardBits = 4;
  struct Shard {
    mutable std::mutex Mu;
    absl::flat_hash_map<ContentHash, std::shared_ptr<const Computation>> Map;
  };
  Shard Shards[1u << kShardBits];
  /// Every computation in the shards, for holds().
  mutable std::mutex HeldMu;
  absl::flat_hash_set<const Computation *> Held;
  mutable std::atomic<size_t> Hits{0};
  mutable std::atomic<size_t> Misses{0};

  Shard &shardFor(const ContentHash &Key) {
    return Shards[Key.High >> (64 - kShardBits)];
  }
};

ComputationCache::ComputationCache(std::shared_ptr<Context> Ctx)
    : Ctx(std::move(Ctx)), I(std::make_unique<Impl>()) {}

ComputationCache::~ComputationCache() = default;

std::shared_ptr<const Computation>
ComputationCache::lookup(absl::string_view Text) const {
  ContentHash Key = contentHash(Text);
  Impl::Shard &S = I->shardFor(Key);
  {
    std::lock_guard<std::mutex> Lock(S.Mu);
    auto It = S.Map.find(Key);
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
  ContentHash Key = contentHash(Text);
  Impl::Shard &S = I->shardFor(Key);
  std::lock_guard<std::mutex> Lock(S.Mu);
  auto [It, Inserted] = S.Map.try_emplace(Key, std::move(C));
  if (Inserted) {
    std::lock_guard<std::mutex> HeldLock(I->HeldMu);
    I->Held.insert(It->second.get());
  }
  return It->second;
}

bool ComputationCache::holds(const Computation &C) const {
  std::lock_guard<std::mutex> Lock(I->HeldMu);
  return I->Held.contains(&C);
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
    std::lock_guard<std::mutex> Lock(S.Mu);
    N += S.Map.size();
  }
  return N;
}

} // namespace hlotrace
