//===- HandOff.cpp - At which pass an op was handed to a library ----------===//
//
// attributeHandOffs() finds, for each handed-off op of a final module, the
// pass whose output first held it. When the final module is the last of the
// snapshots, lineage (ModuleLineage) walks the op back step by step while
// its predecessor keeps the owner-relevant identity; the step where that
// stops decided the hand-off (before_optimizations: the frontend emitted
// it). Otherwise the snapshots are searched by name and identity, then by
// identity and metadata op_name.
//
//===----------------------------------------------------------------------===//

#include "hlotrace/Query/Ownership.h"

#include <algorithm>

#include "BackendConfig.h"
#include "OwnerRules.h"
#include "absl/container/flat_hash_map.h"
#include "absl/container/flat_hash_set.h"
#include "absl/strings/str_cat.h"
#include "hlotrace/Query/ModuleLineage.h"

namespace hlotrace {
namespace {

/// What must stay the same for an earlier instruction to be "the same
/// hand-off": the custom-call target, the fusion's configured kind, or the
/// opcode.
std::string identityOf(const Instruction &I) {
  if (I.opcode() == Opcode::CustomCall)
    return absl::StrCat("custom-call:", I.customCallTarget());
  if (I.opcode() == Opcode::Fusion) {
    if (auto Config = parseConfigObject(I.backendConfig())) {
      std::string Kind = configFusionKind(*Config);
      if (!Kind.empty())
        return absl::StrCat("fusion:", Kind);
    }
    return absl::StrCat("fusion:", I.fusionKind());
  }
  return std::string(I.opcodeName());
}

/// True when some backend's row owns this opcode (collectives, fft, ...).
bool hasOpcodeRule(absl::string_view Opcode) {
  for (Backend B : {Backend::Cuda, Backend::Rocm, Backend::Cpu, Backend::Tpu})
    if (findRule(RuleKind::Opcode, Opcode, B))
      return true;
  return false;
}

std::string opNameOf(const Instruction &I) {
  auto Meta = I.metadata();
  return Meta ? Meta->OpName : std::string();
}

} // namespace

absl::string_view handOffMatchSpelling(HandOffMatch M) {
  switch (M) {
  case HandOffMatch::Name:
    return "name";
  case HandOffMatch::OpName:
    return "op_name";
  case HandOffMatch::Lineage:
    return "lineage";
  }
  return "name";
}

namespace {

/// The handed-off ops of `Report` (owner neither xla nor none).
std::vector<size_t> handedOff(const OwnershipReport &Report) {
  std::vector<size_t> Out;
  for (size_t Index = 0; Index < Report.Ops.size(); ++Index) {
    const OpOwnership &Op = Report.Ops[Index];
    if (Op.Inst && Op.Who != Owner::None && Op.Who != Owner::Xla)
      Out.push_back(Index);
  }
  return Out;
}

/// True when the ops of `Report` belong to the last snapshot, so lineage
/// can walk them back.
bool opsInLastSnapshot(const OwnershipReport &Report,
                       const std::vector<size_t> &HandedOff,
                       absl::Span<const PassModule> Snapshots) {
  const Module *Final = Snapshots.empty() ? nullptr : Snapshots.back().M;
  const Instruction *First = Report.Ops[HandedOff[0]].Inst;
  return Final && First &&
         Final->find(First->parent()->name()) == First->parent();
}

/// Each op walked back by lineage while its predecessor keeps the op's
/// identity. Empty when some step's lineage failed.
std::optional<std::vector<HandOffOrigin>>
byLineage(const OwnershipReport &Report, const std::vector<size_t> &HandedOff,
          const ModuleLineage &L, unsigned Threads = 0) {
  if (!L.computeAll(Threads).ok())
    return std::nullopt;
  std::vector<HandOffOrigin> Out;
  for (size_t Index : HandedOff) {
    const Instruction &Inst = *Report.Ops[Index].Inst;
    std::string Identity = identityOf(Inst);
    std::vector<const Instruction *> Frontier{&Inst};
    size_t K = L.size() - 1;
    for (; K > 0; --K) {
      auto Step = L.step(K);
      if (!Step.ok())
        break;
      std::vector<const Instruction *> Next;
      for (const Instruction *X : Frontier)
        for (const LineageLink *Link : (*Step)->predecessors(*X))
          if (identityOf(*Link->Old) == Identity &&
              std::find(Next.begin(), Next.end(), Link->Old) == Next.end())
            Next.push_back(Link->Old);
      if (Next.empty())
        break;
      Frontier.swap(Next);
    }
    Out.push_back({Index, L.snapshot(K).Number, L.snapshot(K).Pass,
                   HandOffMatch::Lineage});
  }
  return Out;
}

std::vector<HandOffOrigin>
byNames(const OwnershipReport &Report, const std::vector<size_t> &HandedOff,
        absl::Span<const PassModule> Snapshots);

} // namespace

std::vector<HandOffOrigin>
attributeHandOffs(const OwnershipReport &Report,
                  absl::Span<const PassModule> Snapshots, unsigned Threads) {
  std::vector<size_t> HandedOff = handedOff(Report);
  if (HandedOff.empty())
    return {};
  if (opsInLastSnapshot(Report, HandedOff, Snapshots)) {
    ModuleLineage L(Snapshots);
    if (auto Out = byLineage(Report, HandedOff, L, Threads))
      return std::move(*Out);
  }
  return byNames(Report, HandedOff, Snapshots);
}

std::vector<HandOffOrigin>
attributeHandOffs(const OwnershipReport &Report, const ModuleLineage &Lineage) {
  std::vector<size_t> HandedOff = handedOff(Report);
  if (HandedOff.empty())
    return {};
  std::vector<PassModule> Snapshots;
  for (size_t K = 0; K < Lineage.size(); ++K)
    Snapshots.push_back(Lineage.snapshot(K));
  if (opsInLastSnapshot(Report, HandedOff, Snapshots))
    if (auto Out = byLineage(Report, HandedOff, Lineage))
      return std::move(*Out);
  return byNames(Report, HandedOff, Snapshots);
}

namespace {

/// The snapshots searched by name and identity, then by identity and
/// metadata op_name.
std::vector<HandOffOrigin>
byNames(const OwnershipReport &Report, const std::vector<size_t> &HandedOff,
        absl::Span<const PassModule> Snapshots) {
  std::vector<HandOffOrigin> Out;
  // One pass over each snapshot: name -> identity, and the first
  // (identity, op_name) pairs it holds. Only ops that can be handed off are
  // indexed, which keeps the metadata decoding to a few instructions.
  struct SnapshotIndex {
    absl::flat_hash_map<absl::string_view, std::string> IdentityByName;
    absl::flat_hash_set<std::string> IdentityAndOpName;
  };
  std::vector<SnapshotIndex> Indexes(Snapshots.size());
  for (size_t K = 0; K < Snapshots.size(); ++K) {
    if (!Snapshots[K].M)
      continue;
    for (const Computation *C : Snapshots[K].M->computations())
      for (const Instruction *I : C->instructions()) {
        if (I->opcode() != Opcode::CustomCall && I->opcode() != Opcode::Fusion &&
            I->opcode() != Opcode::Fft && I->opcode() != Opcode::Unknown &&
            I->opcode() != Opcode::AsyncStart &&
            I->opcode() != Opcode::AsyncDone &&
            I->opcode() != Opcode::AsyncUpdate &&
            !hasOpcodeRule(I->opcodeName()))
          continue;
        std::string Identity = identityOf(*I);
        Indexes[K].IdentityAndOpName.insert(
            absl::StrCat(Identity, "\n", opNameOf(*I)));
        Indexes[K].IdentityByName.emplace(I->name(), std::move(Identity));
      }
  }

  for (size_t Index : HandedOff) {
    const Instruction &Inst = *Report.Ops[Index].Inst;
    std::string Identity = identityOf(Inst);
    std::string Key = absl::StrCat(Identity, "\n", opNameOf(Inst));
    std::optional<HandOffOrigin> ByOpName;
    bool Found = false;
    for (size_t K = 0; K < Snapshots.size() && !Found; ++K) {
      auto It = Indexes[K].IdentityByName.find(Inst.name());
      if (It != Indexes[K].IdentityByName.end() && It->second == Identity) {
        Out.push_back({Index, Snapshots[K].Number, Snapshots[K].Pass,
                       HandOffMatch::Name});
        Found = true;
      } else if (!ByOpName && Indexes[K].IdentityAndOpName.contains(Key)) {
        ByOpName = HandOffOrigin{Index, Snapshots[K].Number, Snapshots[K].Pass,
                                 HandOffMatch::OpName};
      }
    }
    if (!Found && ByOpName)
      Out.push_back(*ByOpName);
  }
  return Out;
}

} // namespace
} // namespace hlotrace
