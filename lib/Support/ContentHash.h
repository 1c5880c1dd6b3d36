//===- ContentHash.h - 128-bit fingerprints of text (internal) ------------===//
//
// A ContentHash names a piece of text by a 128-bit XXH3 hash and its length,
// so that caches keyed by content need not keep the text itself. Two
// different texts share a fingerprint with probability about 2^-128 per
// pair; hlotrace treats equal fingerprints as equal text.
//
//===----------------------------------------------------------------------===//

#ifndef HLOTRACE_LIB_SUPPORT_CONTENTHASH_H
#define HLOTRACE_LIB_SUPPORT_CONTENTHASH_H

#include <cstdint>

#include "absl/strings/string_view.h"

namespace hlotrace {

struct ContentHash {
  uint64_t Low = 0, High = 0, Size = 0;

  friend bool operator==(const ContentHash &A, const ContentHash &B) {
    return A.Low == B.Low && A.High == B.High && A.Size == B.Size;
  }
  template <typename H> friend H AbslHashValue(H State, const ContentHash &C) {
    // The bits are already uniform; one word is plenty for a table.
    return H::combine(std::move(State), C.Low);
  }
};

ContentHash contentHash(absl::string_view Text);

/// A 64-bit XXH3 hash of `Text`, for fingerprints that are combined with
/// others or only narrow a search (equal hashes there are checked or
/// tolerated by the caller).
uint64_t contentHash64(absl::string_view Text);

} // namespace hlotrace

#endif // HLOTRACE_LIB_SUPPORT_CONTENTHASH_H
