//===- ComputationCache.h - Parsed computations shared by content ---------===//
//
// Consecutive pass snapshots of one module repeat most of their
// computations verbatim. A ComputationCache maps the exact text of a
// computation (header to closing brace) to its parsed form, so a parser
// given the cache parses each distinct computation once and every module
// that contains it shares the same object. The text is remembered by a
// 128-bit content hash and its length, not kept: two different texts would
// have to share that fingerprint (odds about 2^-128 per pair) to be
// confused. Safe for concurrent use; every module parsed with one cache must
// use the cache's Context.
//
//===----------------------------------------------------------------------===//

#ifndef HLOTRACE_TEXT_COMPUTATIONCACHE_H
#define HLOTRACE_TEXT_COMPUTATIONCACHE_H

#include <cstddef>
#include <memory>

#include "absl/strings/string_view.h"
#include "hlotrace/IR/Computation.h"
#include "hlotrace/IR/Context.h"

namespace hlotrace {

class ComputationCache {
public:
  explicit ComputationCache(std::shared_ptr<Context> Ctx);
  ~ComputationCache();

  Context &context() const { return *Ctx; }
  std::shared_ptr<Context> sharedContext() const { return Ctx; }

  /// The computation parsed from `Text` (by fingerprint), or null.
  std::shared_ptr<const Computation> lookup(absl::string_view Text) const;
  /// Records `C` as the parse of `Text`; returns the winner if another
  /// thread recorded the same text first.
  std::shared_ptr<const Computation>
  insert(absl::string_view Text, std::shared_ptr<const Computation> C);

  /// Whether `C` is the computation this cache gives for its text: a
  /// module parsed with the cache again from the same text holds `C`
  /// itself (a computation the parser could not key by its text is parsed
  /// anew each time).
  bool holds(const Computation &C) const;
  size_t hits() const;
  size_t misses() const;
  size_t size() const;

private:
  struct Impl;
  std::shared_ptr<Context> Ctx;
  std::unique_ptr<Impl> I;
};

} // namespace hlotrace

#endif // HLOTRACE_TEXT_COMPUTATIONCACHE_H
