//===- ContentHash.cpp - 128-bit fingerprints of text ---------------------===//

#include "Support/ContentHash.h"

#include "llvm/Support/xxhash.h"

namespace hlotrace {

ContentHash contentHash(absl::string_view Text) {
  llvm::XXH128_hash_t H = llvm::xxh3_128bits(llvm::ArrayRef<uint8_t>(
      reinterpret_cast<const uint8_t *>(Text.data()), Text.size()));
  return ContentHash{H.low64, H.high64, Text.size()};
}

} // namespace hlotrace
