//===- ComputationCache.cpp - Parsed computations shared by content -------===//
//
// A hash map from computation text to parsed computation, split into shards
// that each have their own mutex, so that threads parsing different files
// rarely wait for one another. The text is hashed once per call and the
// hash picks the shard.
//
//===----------------------------------------------------------------------===//

#include "hlotrace/Text/ComputationCache.h"

#include "Support/StringHash.h"

#include <atomic>
#include <mutex>
#include <string>

#include "absl/container/flat_hash_map.h"
#include "absl/hash/hash.h"

namespace hlotrace {

struct ComputationCache::Impl {
  static constexpr unsigned kShardBits = 4;
  struct Shard {
    mutable std::mutex Mu;
    absl::flat_hash_map<std::string, std::shared_ptr<const Computation>,
                        StringHash, StringEq>
        Map;
  };
  Shard Shards[1u << kShardBits];
  mutable std::atomic<size_t> Hits{0};
  mutable std::atomic<size_t> Misses{0};

  Shard &shardFor(const PreHashed &Key) {
    return Shards[Key.shard<kShardBits>()];
  }
};

ComputationCache::ComputationCache(std::shared_ptr<Context> Ctx)
    : Ctx(std::move(Ctx)), I(std::make_unique<Impl>()) {}

ComputationCache::~ComputationCache() = default;

std::shared_ptr<const Computation>
ComputationCache::lookup(absl::string_view Text) const {
  PreHashed Key(Text);
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
  Impl::Shard &S = I->shardFor(PreHashed(Text));
  std::lock_guard<std::mutex> Lock(S.Mu);
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
    std::lock_guard<std::mutex> Lock(S.Mu);
    N += S.Map.size();
  }
  return N;
}

} // namespace hlotrace
