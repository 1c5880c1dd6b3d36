//===- OwnerRules.cpp - The owner rule table and its vocabulary ----------===//
//
// Expands OwnerRules.def into one constexpr array and matches rows against
// opcodes, custom-call targets and fusion kinds; also the owner spellings
// printed by `hlotrace where`.
//
//===----------------------------------------------------------------------===//

#include "OwnerRules.h"

#include "absl/strings/match.h"

namespace hlotrace {
namespace {

constexpr OwnerRule kRules[] = {
#define OWNER_RULE(Kind, Key, Backend, Action, Who, Target, Source)            \
  {RuleKind::Kind, Key, RuleBackend::Backend, RuleAction::Action, Owner::Who,  \
   Target},
#include "OwnerRules.def"
};

bool backendMatches(RuleBackend For, Backend B) {
  switch (For) {
  case RuleBackend::Any:
    return true;
  case RuleBackend::Gpu:
    return B == Backend::Gpu;
  case RuleBackend::Cpu:
    return B == Backend::Cpu;
  case RuleBackend::Tpu:
    return B == Backend::Tpu;
  }
  return false;
}

bool keyMatches(absl::string_view Key, absl::string_view Text) {
  if (!Key.empty() && Key.back() == '*')
    return absl::StartsWith(Text, Key.substr(0, Key.size() - 1));
  return Key == Text;
}

} // namespace

const OwnerRule *findRule(RuleKind Kind, absl::string_view Text, Backend B) {
  for (const OwnerRule &R : kRules)
    if (R.Kind == Kind && backendMatches(R.For, B) && keyMatches(R.Key, Text))
      return &R;
  return nullptr;
}

absl::string_view ownerSpelling(Owner O) {
  switch (O) {
  case Owner::None:
    return "none";
  case Owner::Xla:
    return "xla";
  case Owner::Cublas:
    return "cublas";
  case Owner::CublasLt:
    return "cublaslt";
  case Owner::Cudnn:
    return "cudnn";
  case Owner::Triton:
    return "triton";
  case Owner::Nccl:
    return "nccl";
  case Owner::Cusolver:
    return "cusolver";
  case Owner::Cufft:
    return "cufft";
  case Owner::Mosaic:
    return "mosaic";
  case Owner::CpuRuntime:
    return "cpu-runtime";
  case Owner::Ffi:
    return "ffi";
  }
  return "unknown";
}

std::optional<Owner> ownerFromSpelling(absl::string_view Spelling) {
  for (int K = 0; K < kNumOwners; ++K)
    if (ownerSpelling(static_cast<Owner>(K)) == Spelling)
      return static_cast<Owner>(K);
  return std::nullopt;
}

} // namespace hlotrace
