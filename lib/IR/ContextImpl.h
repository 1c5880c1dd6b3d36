//===- ContextImpl.h - Internals of Context (internal) --------------------===//
//
// The interning tables behind Context. Strings live in per-shard bump
// arenas and are found through per-shard hash sets; shards are picked by
// the string's hash so parallel parsers rarely contend for a lock.
//
//===----------------------------------------------------------------------===//

#ifndef HLOTRACE_LIB_IR_CONTEXTIMPL_H
#define HLOTRACE_LIB_IR_CONTEXTIMPL_H

#include <memory>
#include <string>
#include <vector>

#include "absl/container/flat_hash_map.h"
#include "absl/container/flat_hash_set.h"
#include "absl/synchronization/mutex.h"
#include "hlotrace/IR/Context.h"

namespace hlotrace {

/// A bump allocator for bytes that live as long as the Context.
class StringArena {
public:
  absl::string_view copy(absl::string_view Text);
  size_t bytes() const { return Allocated; }

private:
  static constexpr size_t kChunkSize = 64 * 1024;
  std::vector<std::unique_ptr<char[]>> Chunks;
  char *Cursor = nullptr;
  size_t Left = 0;
  size_t Allocated = 0;
};

struct Context::Impl {
  static constexpr size_t kShards = 32;
  struct StringShard {
    mutable absl::Mutex Lock;
    absl::flat_hash_set<absl::string_view> Set;
    StringArena Arena;
  };
  StringShard Strings[kShards];

  mutable absl::Mutex ShapeLock;
  /// Keyed by the shape's printed text, which is complete.
  absl::flat_hash_map<std::string, std::unique_ptr<Shape>> Shapes;
  size_t ShapeBytes = 0;
};

} // namespace hlotrace

#endif // HLOTRACE_LIB_IR_CONTEXTIMPL_H
