//===- BackendConfig.cpp - Parsed backend configs, once each --------------===//
//
// The bracket-depth guard that runs before llvm::json::parse, the cache, and
// the few config fields more than one query reads.
//
//===----------------------------------------------------------------------===//

#include "BackendConfig.h"

#include "Support/LLVMInterop.h"

namespace hlotrace {

int jsonNestingDepth(absl::string_view Text, int Limit) {
  int Depth = 0;
  int Max = 0;
  bool InString = false;
  for (size_t K = 0; K < Text.size(); ++K) {
    char C = Text[K];
    if (InString) {
      if (C == '\\')
        ++K;
      else if (C == '"')
        InString = false;
      continue;
    }
    switch (C) {
    case '"':
      InString = true;
      break;
    case '[':
    case '{':
      if (++Depth > Max) {
        Max = Depth;
        if (Max > Limit)
          return Max;
      }
      break;
    case ']':
    case '}':
      if (Depth > 0)
        --Depth;
      break;
    default:
      break;
    }
  }
  return Max;
}

std::unique_ptr<llvm::json::Object> parseConfigObject(absl::string_view Text) {
  if (Text.empty() || Text.front() != '{')
    return nullptr;
  if (jsonNestingDepth(Text, kMaxBackendConfigDepth) > kMaxBackendConfigDepth)
    return nullptr;
  auto V = llvm::json::parse(toStringRef(Text));
  if (!V) {
    llvm::consumeError(V.takeError());
    return nullptr;
  }
  if (llvm::json::Object *O = V->getAsObject())
    return std::make_unique<llvm::json::Object>(std::move(*O));
  return nullptr;
}

const llvm::json::Object *BackendConfigCache::get(const Instruction &I) {
  auto [It, Inserted] = Parsed.try_emplace(&I);
  if (Inserted)
    It->second = parseConfigObject(I.backendConfig());
  return It->second.get();
}

std::string configFusionKind(const llvm::json::Object &Config) {
  for (llvm::StringRef Key : {"fusion_backend_config", "fusion_config"})
    if (const auto *F = Config.getObject(Key))
      if (auto Kind = F->getString("kind"))
        return Kind->str();
  return {};
}

std::string customFusionName(const llvm::json::Object &Config) {
  if (const auto *F = Config.getObject("fusion_backend_config"))
    if (const auto *C = F->getObject("custom_fusion_config"))
      if (auto Name = C->getString("name"))
        return Name->str();
  return {};
}

std::vector<int64_t> jsonIntList(const llvm::json::Object &O,
                                 llvm::StringRef Key) {
  std::vector<int64_t> Out;
  const auto *A = O.getArray(Key);
  if (!A)
    return Out;
  for (const llvm::json::Value &V : *A) {
    if (auto N = V.getAsInteger()) {
      Out.push_back(*N);
    } else if (auto S = V.getAsString()) {
      int64_t N2 = 0;
      if (!S->getAsInteger(10, N2))
        Out.push_back(N2);
    }
  }
  return Out;
}

} // namespace hlotrace
