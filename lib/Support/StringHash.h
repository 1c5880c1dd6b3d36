//===- StringHash.h - Hashing a string once for sharded tables (internal) -===//
//
// Sharded hash tables (interned strings, computation and line caches) need
// a string's hash twice: to pick the shard and to probe the table. A
// PreHashed key carries the hash so the table does not compute it again;
// the hasher and equality below accept it beside std::string and
// absl::string_view keys. Shards come from the hash's top bits, which the
// tables do not use for probing.
//
//===----------------------------------------------------------------------===//

#ifndef HLOTRACE_LIB_SUPPORT_STRINGHASH_H
#define HLOTRACE_LIB_SUPPORT_STRINGHASH_H

#include <cstddef>
#include <string>

#include "absl/strings/string_view.h"
#include "hlotrace/IR/detail/StringHash.h"

namespace hlotrace {

struct PreHashed {
  absl::string_view Text;
  size_t Hash;

  explicit PreHashed(absl::string_view T)
      : Text(T), Hash(detail::hashString(T)) {}
  /// The shard among 2^Bits that this string belongs to.
  template <unsigned Bits> size_t shard() const {
    static_assert(Bits > 0 && Bits < 16, "shard count out of range");
    return Hash >> (sizeof(size_t) * 8 - Bits);
  }
};

struct StringHash {
  using is_transparent = void;
  size_t operator()(absl::string_view S) const {
    return detail::hashString(S);
  }
  size_t operator()(const std::string &S) const {
    return (*this)(absl::string_view(S));
  }
  size_t operator()(const PreHashed &P) const { return P.Hash; }
};

struct StringEq {
  using is_transparent = void;
  static absl::string_view text(absl::string_view S) { return S; }
  static absl::string_view text(const std::string &S) { return S; }
  static absl::string_view text(const PreHashed &P) { return P.Text; }
  template <typename A, typename B>
  bool operator()(const A &X, const B &Y) const {
    return detail::equalStrings(text(X), text(Y));
  }
};

} // namespace hlotrace

#endif // HLOTRACE_LIB_SUPPORT_STRINGHASH_H
