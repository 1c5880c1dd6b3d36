//===- ContentHash.cpp - 128-bit fingerprints of text ---------------------===//

#include "Support/ContentHash.h"

#include "llvm/Support/xxhash.h"

namespace hlotrace {

namespace {

llvm::ArrayRef<uint8_t> bytes(absl::string_view S) {
  return {reinterpret_cast<const uint8_t *>(S.data()), S.size()};
}

} // namespace

ContentHash contentHash(absl::string_view Text) {
  llvm::XXH128_hash_t H = llvm::xxh3_128bits(bytes(Text));
  return ContentHash{H.low64, H.high64, Text.size()};
}

uint64_t contentHash64(absl::string_view Text) {
  return llvm::xxh3_64bits(bytes(Text));
}

} // namespace hlotrace
