//===- BackendConfig.h - Parsed backend configs, once each (internal) -----===//
//
// XLA:GPU and XLA:CPU write an instruction's backend_config as JSON (the
// text form of a protobuf message). The classifier, the cost model and the
// hand-off attribution all read it; BackendConfigCache parses each
// instruction's config at most once. A config that is not a JSON object (FFI
// attribute dictionaries, TPU's opaque strings) or that nests deeper than
// kMaxBackendConfigDepth reads as absent.
//
//===----------------------------------------------------------------------===//

#ifndef HLOTRACE_LIB_QUERY_BACKENDCONFIG_H
#define HLOTRACE_LIB_QUERY_BACKENDCONFIG_H

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "absl/container/flat_hash_map.h"
#include "absl/strings/string_view.h"
#include "hlotrace/IR/Instruction.h"
#include "llvm/Support/JSON.h"

namespace hlotrace {

/// Deeper configs are not parsed: llvm::json::parse recurses once per level.
/// Real configs nest fewer than 10 levels.
inline constexpr int kMaxBackendConfigDepth = 128;

/// The deepest `[`/`{` nesting of JSON text, not counting brackets inside
/// strings; stops counting once past `Limit`.
int jsonNestingDepth(absl::string_view Text, int Limit);

/// Parses `Text` as a JSON object; null when it is not one, or when it nests
/// deeper than kMaxBackendConfigDepth.
std::unique_ptr<llvm::json::Object> parseConfigObject(absl::string_view Text);

/// Per-instruction cache of parsed backend configs. Not thread-safe; the
/// returned pointers live as long as the cache.
class BackendConfigCache {
public:
  /// `I`'s backend_config as a JSON object, or null.
  const llvm::json::Object *get(const Instruction &I);

private:
  absl::flat_hash_map<const Instruction *, std::unique_ptr<llvm::json::Object>>
      Parsed;
};

/// `fusion_backend_config.kind` (GPU) or `fusion_config.kind` (CPU).
std::string configFusionKind(const llvm::json::Object &Config);
/// `fusion_backend_config.custom_fusion_config.name`.
std::string customFusionName(const llvm::json::Object &Config);
/// A JSON array of integers written as numbers or as strings (proto int64).
std::vector<int64_t> jsonIntList(const llvm::json::Object &O,
                                 llvm::StringRef Key);

} // namespace hlotrace

#endif // HLOTRACE_LIB_QUERY_BACKENDCONFIG_H
