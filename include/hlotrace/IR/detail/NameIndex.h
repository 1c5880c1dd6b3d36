//===- NameIndex.h - A set of named objects, looked up by name ------------===//
//
// An implementation detail of Computation and Module, here only because
// their members use it: a hash set of pointers to objects with a name(),
// looked up by name. Each slot is one pointer and a one-byte tag.
//
//===----------------------------------------------------------------------===//

#ifndef HLOTRACE_IR_DETAIL_NAMEINDEX_H
#define HLOTRACE_IR_DETAIL_NAMEINDEX_H

#include <cstddef>
#include <cstdint>
#include <cstring>
#include <memory>
#include <utility>

#include "absl/strings/string_view.h"
#include "hlotrace/IR/detail/StringHash.h"

namespace hlotrace {

/// Objects by name; the first one inserted under a name wins.
///
/// PERF NOTE: a parser inserts every instruction's name once and looks up
/// every operand's name; both are most of the cost of resolving names. Open
/// addressing with linear probing over a power-of-two table at most 3/4
/// full, with beside each pointer a tag of 7 bits of the hash (0 marks an
/// empty slot), so a probe past another name rarely reads that name. An
/// absl::flat_hash_set of the same pointers took about twice the
/// instructions per insert and per lookup.
template <typename T> class NameIndex {
public:
  NameIndex() = default;
  NameIndex(NameIndex &&Other) noexcept { swap(Other); }
  NameIndex &operator=(NameIndex &&Other) noexcept {
    NameIndex Moved(std::move(Other));
    swap(Moved);
    return *this;
  }

  /// Room for `N` names in all without growing.
  void reserve(size_t N) {
    if (N > limit(Capacity))
      rehash(capacityFor(N));
  }

  /// Bytes of a table with room for `N` names, for reserveIn().
  static size_t bytesFor(size_t N) {
    return capacityFor(N) * (sizeof(const T *) + 1);
  }
  /// reserve(N) for an empty index, with the table in `Buffer`: at least
  /// bytesFor(N) bytes, pointer-aligned, owned by the caller and alive as
  /// long as this index. A table that outgrows it moves to one of its own.
  void reserveIn(char *Buffer, size_t N) {
    if (Count != 0 || Capacity != 0)
      return reserve(N);
    setTable(Buffer, capacityFor(N));
  }

  /// Adds `X` under X->name(); false, adding nothing, when an object of
  /// that name is there already.
  bool insert(const T *X) {
    const absl::string_view Name = X->name();
    const uint64_t Hash = detail::hashString(Name);
    if (Count + 1 > limit(Capacity))
      rehash(capacityFor(Count + 1));
    const uint8_t Tag = tagOf(Hash);
    size_t I = Hash & (Capacity - 1);
    while (uint8_t Found = Tags[I]) {
      if (Found == Tag && detail::equalStrings(Slots[I]->name(), Name))
        return false;
      I = (I + 1) & (Capacity - 1);
    }
    Tags[I] = Tag;
    Slots[I] = X;
    ++Count;
    return true;
  }

  /// The object named `Name`, or nullptr.
  const T *find(absl::string_view Name) const {
    if (Count == 0)
      return nullptr;
    const uint64_t Hash = detail::hashString(Name);
    const uint8_t Tag = tagOf(Hash);
    size_t I = Hash & (Capacity - 1);
    while (uint8_t Found = Tags[I]) {
      if (Found == Tag && detail::equalStrings(Slots[I]->name(), Name))
        return Slots[I];
      I = (I + 1) & (Capacity - 1);
    }
    return nullptr;
  }

  size_t size() const { return Count; }
  bool empty() const { return Count == 0; }

private:
  void swap(NameIndex &Other) noexcept {
    std::swap(Storage, Other.Storage);
    std::swap(Slots, Other.Slots);
    std::swap(Tags, Other.Tags);
    std::swap(Capacity, Other.Capacity);
    std::swap(Count, Other.Count);
  }
  /// The top 7 bits of the hash (the slot comes from the low bits), with
  /// the eighth set so that no tag is 0.
  static uint8_t tagOf(uint64_t Hash) {
    return static_cast<uint8_t>((Hash >> 57) | 0x80);
  }
  static size_t limit(size_t Cap) { return Cap - Cap / 4; }
  static size_t capacityFor(size_t N) {
    size_t Cap = 8;
    while (limit(Cap) < N)
      Cap *= 2;
    return Cap;
  }
  void rehash(size_t NewCapacity) {
    // One allocation: the pointers, then the tags. The pointers are not
    // initialized; only a slot with a tag is read.
    std::unique_ptr<char[]> Old = std::move(Storage);
    const T **OldSlots = Slots;
    const uint8_t *OldTags = Tags;
    const size_t OldCapacity = Capacity;
    Storage.reset(new char[NewCapacity * (sizeof(const T *) + 1)]);
    setTable(Storage.get(), NewCapacity);
    for (size_t K = 0; K < OldCapacity; ++K) {
      if (!OldTags[K])
        continue;
      size_t I = detail::hashString(OldSlots[K]->name()) & (Capacity - 1);
      while (Tags[I])
        I = (I + 1) & (Capacity - 1);
      Tags[I] = OldTags[K];
      Slots[I] = OldSlots[K];
    }
  }

  /// Points the index at an empty table of `NewCapacity` slots in `Buffer`.
  void setTable(char *Buffer, size_t NewCapacity) {
    Slots = reinterpret_cast<const T **>(Buffer);
    Tags = reinterpret_cast<uint8_t *>(Buffer + NewCapacity * sizeof(const T *));
    std::memset(Tags, 0, NewCapacity);
    Capacity = NewCapacity;
  }

  /// The table, unless it lives in a caller's buffer (reserveIn()).
  std::unique_ptr<char[]> Storage;
  const T **Slots = nullptr;
  uint8_t *Tags = nullptr;
  size_t Capacity = 0;
  size_t Count = 0;
};

} // namespace hlotrace

#endif // HLOTRACE_IR_DETAIL_NAMEINDEX_H
