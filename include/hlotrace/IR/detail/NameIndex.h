//===- NameIndex.h - A set of named objects, looked up by name ------------===//
//
// An implementation detail of Computation and Module, here only because
// their members use it: a hash set of pointers to objects with a name()
// that is looked up by name. Each slot is one pointer, a third of a
// name-to-pointer map's.
//
//===----------------------------------------------------------------------===//

#ifndef HLOTRACE_IR_DETAIL_NAMEINDEX_H
#define HLOTRACE_IR_DETAIL_NAMEINDEX_H

#include <cstddef>

#include "absl/container/flat_hash_set.h"
#include "absl/strings/string_view.h"
#include "hlotrace/IR/detail/StringHash.h"

namespace hlotrace {
namespace detail {

template <typename T> struct NameHash {
  using is_transparent = void;
  size_t operator()(absl::string_view N) const {
    return hashString(N);
  }
  size_t operator()(const T *X) const { return (*this)(X->name()); }
};

template <typename T> struct NameEq {
  using is_transparent = void;
  static absl::string_view key(absl::string_view N) { return N; }
  static absl::string_view key(const T *X) { return X->name(); }
  template <typename A, typename B> bool operator()(A X, B Y) const {
    return equalStrings(key(X), key(Y));
  }
};

} // namespace detail

/// Objects by name; the first one inserted under a name wins.
template <typename T>
using NameIndex =
    absl::flat_hash_set<const T *, detail::NameHash<T>, detail::NameEq<T>>;

} // namespace hlotrace

#endif // HLOTRACE_IR_DETAIL_NAMEINDEX_H
