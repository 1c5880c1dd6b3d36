//===- Context.cpp - Interned strings and shapes --------------------------===//

#include "hlotrace/IR/Context.h"

#include <cstring>

#include "IR/ContextImpl.h"
#include "absl/hash/hash.h"

namespace hlotrace {

absl::string_view StringArena::copy(absl::string_view Text) {
  if (Text.empty())
    return absl::string_view();
  if (Text.size() > Left) {
    size_t Size = Text.size() > kChunkSize / 4 ? Text.size() : kChunkSize;
    Chunks.push_back(std::make_unique<char[]>(Size));
    Allocated += Size;
    if (Size != kChunkSize) { // An oversized string gets a chunk of its own.
      std::memcpy(Chunks.back().get(), Text.data(), Text.size());
      return absl::string_view(Chunks.back().get(), Text.size());
    }
    Cursor = Chunks.back().get();
    Left = Size;
  }
  std::memcpy(Cursor, Text.data(), Text.size());
  absl::string_view Result(Cursor, Text.size());
  Cursor += Text.size();
  Left -= Text.size();
  return Result;
}

Context::Context() : I(std::make_unique<Impl>()) {}
Context::~Context() = default;

absl::string_view Context::intern(absl::string_view Text) {
  if (Text.empty())
    return absl::string_view();
  size_t Hash = absl::Hash<absl::string_view>()(Text);
  Impl::StringShard &Shard = I->Strings[(Hash >> 7) % Impl::kShards];
  absl::MutexLock Lock(&Shard.Lock);
  auto It = Shard.Set.find(Text);
  if (It != Shard.Set.end())
    return *It;
  absl::string_view Copy = Shard.Arena.copy(Text);
  Shard.Set.insert(Copy);
  return Copy;
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
    absl::MutexLock Lock(&Shard.Lock);
    Bytes += Shard.Arena.bytes() +
             Shard.Set.capacity() * (sizeof(absl::string_view) + 1);
  }
  absl::MutexLock Lock(&I->ShapeLock);
  return Bytes + I->ShapeBytes;
}

size_t Context::internedStringCount() const {
  size_t N = 0;
  for (const Impl::StringShard &Shard : I->Strings) {
    absl::MutexLock Lock(&Shard.Lock);
    N += Shard.Set.size();
  }
  return N;
}

size_t Context::shapeCount() const {
  absl::MutexLock Lock(&I->ShapeLock);
  return I->Shapes.size();
}

} // namespace hlotrace
