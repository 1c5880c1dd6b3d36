//===- ContextImpl.h - Internals of Context (internal) --------------------===//
//
// The interning tables behind Context. Strings live in per-shard bump
// arenas and are found through per-shard hash sets; shards are picked by
// the string's hash so parallel parsers rarely contend for a lock.
// ExclusiveContext lets the one thread that holds a Context alone skip the
// locks; ModuleContext is how a reader of one module (text parser, proto
// reader) picks its Context and keeps names.
//
//===----------------------------------------------------------------------===//

#ifndef HLOTRACE_LIB_IR_CONTEXTIMPL_H
#define HLOTRACE_LIB_IR_CONTEXTIMPL_H

#include <cassert>
#include <cstring>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <vector>

#include "absl/container/flat_hash_map.h"
#include "absl/container/flat_hash_set.h"
#include "absl/hash/hash.h"
#include "absl/synchronization/mutex.h"
#include "Support/StringHash.h"
#include "hlotrace/IR/Context.h"

namespace hlotrace {

/// A bump allocator for bytes that live as long as the Context.
class StringArena {
public:
  absl::string_view copy(absl::string_view Text) {
    // PERF NOTE: inline for the common case (the text fits the chunk): a
    // parse copies every instruction name of a module this way.
    if (Text.empty() || Text.size() > Left)
      return copyToNewChunk(Text);
    std::memcpy(Cursor, Text.data(), Text.size());
    absl::string_view Result(Cursor, Text.size());
    Cursor += Text.size();
    Left -= Text.size();
    return Result;
  }
  size_t bytes() const { return Allocated; }

private:
  absl::string_view copyToNewChunk(absl::string_view Text);

  /// Chunks grow from kFirstChunk to kMaxChunk, so a small module in a
  /// fresh Context does not pay for 32 large chunks.
  static constexpr size_t kFirstChunk = 1024;
  static constexpr size_t kMaxChunk = 64 * 1024;
  size_t NextChunk = kFirstChunk;
  std::vector<std::unique_ptr<char[]>> Chunks;
  char *Cursor = nullptr;
  size_t Left = 0;
  size_t Allocated = 0;
};

struct Context::Impl {
  /// Shards are chosen by the top bits of the hash, which the tables
  /// themselves do not use for probing.
  static constexpr size_t kShardBits = 5;
  static constexpr size_t kShards = size_t{1} << kShardBits;
  struct StringShard {
    // PERF NOTE: std::mutex, not absl::Mutex: Debian's Abseil runs deadlock
    // detection on every absl::Mutex lock, which showed up at ~7% of a parse.
    mutable std::mutex Lock;
    absl::flat_hash_set<absl::string_view, StringHash, StringEq> Set;
    StringArena Arena;
  };
  StringShard Strings[kShards];
  /// Context::copy's strings, indexed by nothing.
  mutable std::mutex CopyLock;
  StringArena Copies;
  /// Set while an ExclusiveContext holds this Context: no other thread
  /// can reach it, so interning takes no locks.
  bool Exclusive = false;

  mutable absl::Mutex ShapeLock;
  /// Keyed by the shape's printed text, which is complete.
  absl::flat_hash_map<std::string, std::unique_ptr<Shape>> Shapes;
  size_t ShapeBytes = 0;
};

/// Declares that the calling thread is the only one that can reach `C`
/// while this object lives (a parser that made the Context itself and has
/// not handed it out yet), so that interning skips the shard locks.
/// Nested scopes are not allowed.
class ExclusiveContext {
public:
  explicit ExclusiveContext(Context &C) : I(*C.I) {
    assert(!I.Exclusive && "a Context held exclusively twice");
    I.Exclusive = true;
  }
  ~ExclusiveContext() { I.Exclusive = false; }
  ExclusiveContext(const ExclusiveContext &) = delete;
  ExclusiveContext &operator=(const ExclusiveContext &) = delete;

  /// Context::copy without its call and its test for the lock: the arena
  /// behind it, which only this thread can reach while this object lives.
  absl::string_view copy(absl::string_view Text) const {
    return I.Copies.copy(Text);
  }
  /// Room for about `Count` more interned strings in all, spread over the
  /// shards as their hashes spread them.
  void reserveStrings(size_t Count) const;

private:
  Context::Impl &I;
};

/// The Context a reader builds one module into: the caller's (or a
/// cache's), shared, or else one made for this module alone. A Context of
/// its own is held exclusively while this object lives (no locks), and
/// instruction and parameter names, unique within a module, are only copied
/// into it; a shared one interns them (the next pass snapshot repeats most
/// names).
class ModuleContext {
public:
  /// Builds into `Shared`, or into a new Context when it is null.
  explicit ModuleContext(std::shared_ptr<Context> Shared)
      : Alone(Shared == nullptr),
        Holder(Alone ? std::make_shared<Context>() : std::move(Shared)),
        Ctx(*Holder) {
    if (Alone)
      Exclusive.emplace(Ctx);
  }
  ModuleContext(const ModuleContext &) = delete;
  ModuleContext &operator=(const ModuleContext &) = delete;

  Context &context() const { return Ctx; }
  const std::shared_ptr<Context> &shared() const { return Holder; }
  /// An instruction's or signature parameter's name, kept once.
  /// PERF NOTE: a module of its own copies every instruction name; the
  /// arena's inline copy saves a call per name.
  absl::string_view name(absl::string_view Name) const {
    return Alone ? Exclusive->copy(Name) : Ctx.intern(Name);
  }
  /// Sizes a Context of its own for a module of `TextBytes` bytes of text
  /// (a shared one already holds the strings of the modules before).
  /// PERF NOTE: the string sets grew from empty, rehashing each shard
  /// several times (0.8 M instructions of a 60 M parse of the MoE step).
  void reserveForText(size_t TextBytes) const {
    if (Alone)
      Exclusive->reserveStrings(TextBytes / kTextBytesPerString);
  }
  /// About one interned string (attribute values past a few bytes, module
  /// header, opcodes) per 2 KB of text: 1.9 KB in the MoE step, 3.5 KB in
  /// the 20-layer step. Too few only costs the rehashes saved here.
  static constexpr size_t kTextBytesPerString = 2048;

private:
  bool Alone; // Declared first: the members below depend on it.
  std::shared_ptr<Context> Holder;
  Context &Ctx;
  std::optional<ExclusiveContext> Exclusive;
};

} // namespace hlotrace

#endif // HLOTRACE_LIB_IR_CONTEXTIMPL_H
