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
    return B == Backend::Cuda || B == Backend::Rocm;
  case RuleBackend::Cuda:
    return B == Backend::Cuda;
  case RuleBackend::Rocm:
    return B == Backend::Rocm;
  case RuleBackend::Cpu:
    return B == Backend::Cpu;
  case RuleBackend::Tpu:
    return B == Backend::Tpu;
  }
  return false;
}

struct OwnerInfo {
  absl::string_view Spelling;
  bool ScratchBuffer;
};

constexpr OwnerInfo kOwners[] = {
#define OWNER(Enum, Spelling, ScratchBuffer, Meaning) {Spelling, ScratchBuffer},
#include "hlotrace/Query/Owners.def"
};
static_assert(sizeof(kOwners) / sizeof(kOwners[0]) == kNumOwners,
              "one OwnerInfo per Owner");

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
  return kOwners[static_cast<int>(O)].Spelling;
}

bool ownerHasScratchBuffer(Owner O) {
  return kOwners[static_cast<int>(O)].ScratchBuffer;
}

std::optional<Owner> ownerFromSpelling(absl::string_view Spelling) {
  for (int K = 0; K < kNumOwners; ++K)
    if (ownerSpelling(static_cast<Owner>(K)) == Spelling)
      return static_cast<Owner>(K);
  return std::nullopt;
}

} // namespace hlotrace
