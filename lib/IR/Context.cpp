//===- Context.cpp - Interned strings and shapes --------------------------===//

#include "hlotrace/IR/Context.h"

#include <algorithm>
#include <cstring>

#include "IR/ContextImpl.h"
#include "absl/hash/hash.h"

namespace hlotrace {

absl::string_view StringArena::copyToNewChunk(absl::string_view Text) {
  if (Text.empty())
    return absl::string_view();
  if (Text.size() > kMaxChunk / 4) {
    // An oversized string gets a chunk of its own; the current one stays.
    Chunks.emplace_back(new char[Text.size()]);
    Allocated += Text.size();
    std::memcpy(Chunks.back().get(), Text.data(), Text.size());
    return absl::string_view(Chunks.back().get(), Text.size());
  }
  size_t Size = std::max(NextChunk, Text.size());
  NextChunk = std::min(NextChunk * 2, kMaxChunk);
  // Not make_unique<char[]>: that would zero every chunk.
  Chunks.emplace_back(new char[Size]);
  Allocated += Size;
  Cursor = Chunks.back().get();
  Left = Size;
  return copy(Text);
}

void ExclusiveContext::reserveStrings(size_t Count) const {
  const size_t PerShard = Count / Context::Impl::kShards;
  // A small module's sets stay as they grow: 32 tables for a few strings
  // would cost more than their rehashes.
  if (PerShard < 8)
    return;
  for (Context::Impl::StringShard &Shard : I.Strings)
    Shard.Set.reserve(Shard.Set.size() + PerShard);
}

Context::Context() : I(std::make_unique<Impl>()) {}
Context::~Context() = default;

absl::string_view Context::intern(absl::string_view Text) {
  if (Text.empty())
    return absl::string_view();
  PreHashed Key(Text);
  Impl::StringShard &Shard = I->Strings[Key.shard<Impl::kShardBits>()];
  auto Find = [&] {
    return *Shard.Set.lazy_emplace(Key, [&](const auto &Construct) {
      Construct(Shard.Arena.copy(Text));
    });
  };
  // PERF NOTE: a lock and an unlock were ~5% of a parse, for a Context
  // that only the parsing thread could reach.
  if (I->Exclusive)
    return Find();
  std::lock_guard<std::mutex> Lock(Shard.Lock);
  return Find();
}

absl::string_view Context::copy(absl::string_view Text) {
  if (I->Exclusive)
    return I->Copies.copy(Text);
  std::lock_guard<std::mutex> Lock(I->CopyLock);
  return I->Copies.copy(Text);
}

const Shape *Context::getShape(const Shape &S) {
  std::string Key = S.toString();
  absl::MutexLock Lock(&I->ShapeLock);
  auto &Slot = I->Shapes[Key];
  if (!Slot) {
    Slot = std::make_unique<Shape>(S);
    I->ShapeBytes += sizeof(Shape) + Key.size() +
                     S.tupleShapes().size() * sizeof(void *);
  }
  return Slot.get();
}

size_t Context::bytesAllocated() const {
  size_t Bytes = 0;
  for (const Impl::StringShard &Shard : I->Strings) {
    std::lock_guard<std::mutex> Lock(Shard.Lock);
    Bytes += Shard.Arena.bytes() +
             Shard.Set.capacity() * (sizeof(absl::string_view) + 1);
  }
  {
    std::lock_guard<std::mutex> Lock(I->CopyLock);
    Bytes += I->Copies.bytes();
  }
  absl::MutexLock Lock(&I->ShapeLock);
  return Bytes + I->ShapeBytes;
}

size_t Context::internedStringCount() const {
  size_t N = 0;
  for (const Impl::StringShard &Shard : I->Strings) {
    std::lock_guard<std::mutex> Lock(Shard.Lock);
    N += Shard.Set.size();
  }
  return N;
}

size_t Context::shapeCount() const {
  absl::MutexLock Lock(&I->ShapeLock);
  return I->Shapes.size();
}

} // namespace hlotrace
