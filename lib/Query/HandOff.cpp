//===- HandOff.cpp - At which pass an op was handed to a library ----------===//
//
// attributeHandOffs() finds, for each handed-off op of a final module, the
// pass whose output first held it. When the final module is the last of the
// snapshots, lineage walks the op back step by step while its predecessor
// keeps the owner-relevant identity (HandOffIdentity.h); the step where that
// stops decided the hand-off (before_optimizations: the frontend emitted
// it). The walk loads snapshots and computes steps only as it reaches them
// (SnapshotWalk). Otherwise the snapshots are searched by name and
// identity, then by identity and metadata op_name.
//
//===----------------------------------------------------------------------===//

#include "hlotrace/Query/Ownership.h"

#include <algorithm>

#include "BackendConfig.h"
#include "HandOffIdentity.h"
#include "OwnerRules.h"
#include "absl/container/flat_hash_map.h"
#include "absl/container/flat_hash_set.h"
#include "absl/strings/match.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/strip.h"
#include "hlotrace/Query/Lineage.h"
#include "hlotrace/Query/ModuleLineage.h"

namespace hlotrace {
namespace {

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

namespace {

/// The fusion kind a backend config (unquoted) names, or empty.
std::string configKindOf(absl::string_view Config) {
  if (auto Parsed = parseConfigObject(Config))
    return configFusionKind(*Parsed);
  return {};
}

/// A fusion's identity, given the kind its backend config names: the
/// library a kind hands the fusion to when a backend-independent rule owns
/// it outright (all of Triton's kinds are one hand-off: XLA:GPU's
/// convert_triton_gemm_config and nest_gemm_fusion remake a `__triton_gemm`
/// fusion as a `__triton_nested_gemm_fusion` long after triton-gemm-rewriter
/// decided it), else the kind.
std::string fusionIdentity(const Instruction &I, absl::string_view ConfigKind) {
  absl::string_view Kind = ConfigKind.empty() ? I.fusionKind() : ConfigKind;
  if (const OwnerRule *R = findRule(RuleKind::FusionKind, Kind, Backend::Unknown);
      R && R->Action == RuleAction::Own && R->Who != Owner::Xla &&
      R->Who != Owner::None)
    return absl::StrCat("fusion:", ownerSpelling(R->Who));
  return absl::StrCat("fusion:", Kind);
}

} // namespace

std::string handOffIdentity(const Instruction &I) {
  if (I.opcode() == Opcode::CustomCall)
    return absl::StrCat("custom-call:", I.customCallTarget());
  if (I.opcode() == Opcode::Fusion)
    return fusionIdentity(I, configKindOf(I.backendConfig()));
  return std::string(I.opcodeName());
}

bool hasHandOffIdentity(const Instruction &I, absl::string_view Identity) {
  if (I.opcode() == Opcode::CustomCall)
    return absl::ConsumePrefix(&Identity, "custom-call:") &&
           I.customCallTarget() == Identity;
  if (I.opcode() == Opcode::Fusion)
    return absl::StartsWith(Identity, "fusion:") &&
           handOffIdentity(I) == Identity;
  return I.opcodeName() == Identity;
}

void addHandOffPredecessors(const Instruction &X, const StepLineage &Step,
                            const Module &Old, const Module &New,
                            absl::FunctionRef<bool(const Instruction &)> Keeps,
                            std::vector<const Instruction *> &Out) {
  bool Found = false;
  auto Add = [&](const Instruction *O) {
    if (!Keeps(*O))
      return;
    Found = true;
    if (std::find(Out.begin(), Out.end(), O) == Out.end())
      Out.push_back(O);
  };
  for (const LineageLink *Link : Step.predecessors(X))
    Add(Link->Old);
  if (Found || X.opcode() != Opcode::Fusion)
    return;
  // The computations that X's fused instructions were copied from, each
  // asked for its callers once.
  absl::flat_hash_set<const Computation *> Seen;
  for (const Computation *C : New.calledComputations(X)) {
    if (!C)
      continue;
    for (const Instruction *I : C->instructions())
      for (const LineageLink *Link : Step.predecessors(*I)) {
        const Computation *From = Link->Old->parent();
        if (From == C || !Seen.insert(From).second)
          continue;
        for (const Instruction *Caller : Old.callers(*From))
          if (Caller->opcode() == Opcode::Fusion)
            Add(Caller);
      }
  }
}

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

bool isHandedOff(const OpOwnership &Op) {
  return Op.Inst && Op.Who != Owner::None && Op.Who != Owner::Xla;
}

namespace {

/// The handed-off ops of `Report`.
std::vector<size_t> handedOff(const OwnershipReport &Report) {
  std::vector<size_t> Out;
  for (size_t Index = 0; Index < Report.Ops.size(); ++Index)
    if (isHandedOff(Report.Ops[Index]))
      Out.push_back(Index);
  return Out;
}

/// Whether instructions have a hand-off identity, remembering fusions'
/// identities (each one's backend config is parsed once, however many
/// snapshots share its computation) and the kind each distinct backend
/// config text names.
/// PERF NOTE: a fusion's identity parsed its backend config as JSON, some
/// 10,000 instructions each; the fusions of a module's snapshots hold a
/// handful of distinct configs (2,563 parses for the 16-layer benchmark
/// dump's report, a quarter of its ownership mapping).
class IdentityCheck {
public:
  bool has(const Instruction &I, absl::string_view Identity) {
    if (I.opcode() != Opcode::Fusion)
      return hasHandOffIdentity(I, Identity);
    auto [It, Inserted] = Fusions.try_emplace(&I);
    if (Inserted) {
      // Keyed by the attribute as written (a view of the module's text,
      // which outlives the walk); absent and empty name no kind alike.
      std::optional<absl::string_view> Raw = I.attribute("backend_config");
      auto [Kind, New] = KindOfConfig.try_emplace(Raw.value_or(""));
      if (New)
        Kind->second = configKindOf(I.backendConfig());
      It->second = fusionIdentity(I, Kind->second);
    }
    // (hasHandOffIdentity: a fusion's identity always starts "fusion:".)
    return It->second == Identity;
  }

  /// True when some instruction of `M` has hand-off identity `Identity`.
  /// PERF NOTE: only instructions of the one opcode an identity can name
  /// are asked (a custom call's target is a string made per call); a
  /// module with none of them, the usual answer, costs an enum compare per
  /// instruction.
  bool anyHas(const Module &M, absl::string_view Identity) {
    Opcode Candidate = absl::StartsWith(Identity, "custom-call:")
                           ? Opcode::CustomCall
                       : absl::StartsWith(Identity, "fusion:")
                           ? Opcode::Fusion
                           : opcodeFromSpelling(Identity);
    for (const Computation *C : M.computations())
      for (const Instruction *I : C->instructions())
        if (I->opcode() == Candidate && has(*I, Identity))
          return true;
    return false;
  }

private:
  absl::flat_hash_map<const Instruction *, std::string> Fusions;
  absl::flat_hash_map<absl::string_view, std::string> KindOfConfig;
};

/// The snapshots as the lineage walk sees them: loaded on first use, with
/// whether each one holds an identity and the lineage from each loaded snapshot
/// to the loaded one after it, computed when first asked (or taken from a
/// caller's ModuleLineage, whose snapshots are all loaded).
class SnapshotWalk {
public:
  SnapshotWalk(const SnapshotLoader &Loader,
               const ModuleLineage *Given = nullptr)
      : Loader(Loader), Given(Given), Loaded(Loader.Count) {}

  size_t count() const { return Loader.Count; }

  /// Snapshot K, or null when it cannot be loaded.
  const PassModule *get(size_t K) {
    std::optional<std::optional<PassModule>> &Slot = Loaded[K];
    if (!Slot) {
      Slot.emplace(Loader.Load(K));
      if (*Slot && !(*Slot)->M)
        Slot->reset();
    }
    return *Slot ? &**Slot : nullptr;
  }

  /// The loaded snapshot nearest before `Cur` (count(): the last one).
  std::optional<size_t> previous(size_t Cur) {
    for (size_t K = Cur; K-- > 0;)
      if (get(K))
        return K;
    return std::nullopt;
  }

  /// True when some instruction of loaded snapshot K has `Identity`.
  /// PERF NOTE: answered per (K, Identity) by a scan that stops at the first
  /// match and builds no identity strings but fusions' (a set of every
  /// instruction's identity cost 700k strings on the report's benchmark).
  bool holds(size_t K, const std::string &Identity) {
    auto [It, Inserted] = Holds.try_emplace(std::make_pair(K, Identity));
    if (Inserted)
      It->second = Identities.anyHas(*get(K)->M, Identity);
    return It->second;
  }

  /// Whether `I` has `Identity`.
  bool has(const Instruction &I, absl::string_view Identity) {
    return Identities.has(I, Identity);
  }

  /// The lineage from loaded snapshot Prev to loaded snapshot Cur, the next
  /// loaded one after it.
  absl::StatusOr<const StepLineage *> step(size_t Prev, size_t Cur) {
    if (Given)
      return Given->step(Cur);
    auto It = Steps.find(Cur);
    if (It == Steps.end())
      It = Steps
               .try_emplace(Cur, computeLineage(*get(Prev)->M, *get(Cur)->M,
                                                {}, Cache))
               .first;
    if (!It->second.ok())
      return It->second.status();
    return &*It->second;
  }

  /// Every loaded snapshot, in order.
  std::vector<PassModule> all() {
    std::vector<PassModule> Out;
    for (size_t K = 0; K < Loader.Count; ++K)
      if (const PassModule *P = get(K))
        Out.push_back(*P);
    return Out;
  }

private:
  const SnapshotLoader &Loader;
  const ModuleLineage *Given;
  std::vector<std::optional<std::optional<PassModule>>> Loaded;
  absl::flat_hash_map<std::pair<size_t, std::string>, bool> Holds;
  IdentityCheck Identities;
  /// The steps computed here, by their later snapshot; one cache for them
  /// (the walk goes from the last step back).
  absl::flat_hash_map<size_t, absl::StatusOr<StepLineage>> Steps;
  LineageCache Cache;
};

/// True when the ops of `Report` belong to `Last`, so lineage can walk them
/// back.
bool opsIn(const OwnershipReport &Report, const std::vector<size_t> &HandedOff,
           const Module *Last) {
  const Instruction *First = Report.Ops[HandedOff[0]].Inst;
  return Last && First &&
         Last->find(First->parent()->name()) == First->parent();
}

/// Each op walked back by lineage from snapshot `Last` while its predecessor
/// keeps the op's identity. Empty when a step it needed failed.
///
/// PERF NOTE: a step is computed only when the walk reaches it and the
/// snapshot before holds some instruction of the op's identity: with none,
/// no predecessor can keep it, whatever the lineage says. Most hand-offs
/// (a GEMM rewritten into a library call, a collective made async) appear
/// in the last step and have no such instruction before it, so most
/// modules need no lineage at all, and none needs the steps before the
/// earliest hand-off.
std::optional<std::vector<HandOffOrigin>>
byLineage(const OwnershipReport &Report, const std::vector<size_t> &HandedOff,
          SnapshotWalk &W, size_t Last) {
  std::vector<HandOffOrigin> Out;
  for (size_t Index : HandedOff) {
    const Instruction &Inst = *Report.Ops[Index].Inst;
    std::string Identity = handOffIdentity(Inst);
    std::vector<const Instruction *> Frontier{&Inst};
    size_t Cur = Last;
    while (std::optional<size_t> Prev = W.previous(Cur)) {
      if (!W.holds(*Prev, Identity))
        break;
      absl::StatusOr<const StepLineage *> Step = W.step(*Prev, Cur);
      if (!Step.ok())
        return std::nullopt;
      std::vector<const Instruction *> Next;
      for (const Instruction *X : Frontier)
        addHandOffPredecessors(
            *X, **Step, *W.get(*Prev)->M, *W.get(Cur)->M,
            [&](const Instruction &O) { return W.has(O, Identity); }, Next);
      if (Next.empty())
        break;
      Frontier.swap(Next);
      Cur = *Prev;
    }
    const PassModule &At = *W.get(Cur);
    Out.push_back({Index, At.Number, At.Pass, HandOffMatch::Lineage, {}});
  }
  return Out;
}

std::vector<HandOffOrigin>
byNames(const OwnershipReport &Report, const std::vector<size_t> &HandedOff,
        absl::Span<const PassModule> Snapshots);

/// The attribution over `W`: lineage when the report's ops are in the last
/// loaded snapshot (and `LineageAllowed`), else the name search over every
/// loaded snapshot.
std::vector<HandOffOrigin> attribute(const OwnershipReport &Report,
                                     const std::vector<size_t> &HandedOff,
                                     SnapshotWalk &W, bool LineageAllowed) {
  std::optional<size_t> Last = W.previous(W.count());
  if (LineageAllowed && Last && opsIn(Report, HandedOff, W.get(*Last)->M))
    if (auto Out = byLineage(Report, HandedOff, W, *Last))
      return std::move(*Out);
  std::vector<PassModule> All = W.all();
  return byNames(Report, HandedOff, All);
}

/// A loader over snapshots already in memory.
SnapshotLoader loaderOf(absl::Span<const PassModule> Snapshots) {
  return {Snapshots.size(), [Snapshots](size_t K) {
            return std::optional<PassModule>(Snapshots[K]);
          }};
}

/// Lineage fails only on a module without an entry computation; the
/// attribution over given snapshots then searches by name, as it did when
/// it computed every step up front.
bool allHaveEntries(absl::Span<const PassModule> Snapshots) {
  for (const PassModule &P : Snapshots)
    if (!P.M || !P.M->entry())
      return false;
  return true;
}

/// The attribution over snapshots in memory, with the steps of `Given`
/// when there is one.
std::vector<HandOffOrigin> attributeGiven(const OwnershipReport &Report,
                                          absl::Span<const PassModule> Snapshots,
                                          const ModuleLineage *Given) {
  std::vector<size_t> HandedOff = handedOff(Report);
  if (HandedOff.empty())
    return {};
  SnapshotLoader Loader = loaderOf(Snapshots);
  SnapshotWalk W(Loader, Given);
  return attribute(Report, HandedOff, W, allHaveEntries(Snapshots));
}

} // namespace

std::vector<HandOffOrigin>
attributeHandOffs(const OwnershipReport &Report,
                  absl::Span<const PassModule> Snapshots) {
  return attributeGiven(Report, Snapshots, nullptr);
}

std::vector<HandOffOrigin> attributeHandOffs(const OwnershipReport &Report,
                                             const ModuleLineage &Lineage) {
  std::vector<PassModule> Snapshots;
  for (size_t K = 0; K < Lineage.size(); ++K)
    Snapshots.push_back(Lineage.snapshot(K));
  return attributeGiven(Report, Snapshots, &Lineage);
}

std::vector<HandOffOrigin> attributeHandOffs(const OwnershipReport &Report,
                                             const SnapshotLoader &Snapshots) {
  std::vector<size_t> HandedOff = handedOff(Report);
  if (HandedOff.empty())
    return {};
  SnapshotWalk W(Snapshots);
  return attribute(Report, HandedOff, W, /*LineageAllowed=*/true);
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
        std::string Identity = handOffIdentity(*I);
        Indexes[K].IdentityAndOpName.insert(
            absl::StrCat(Identity, "\n", opNameOf(*I)));
        Indexes[K].IdentityByName.emplace(I->name(), std::move(Identity));
      }
  }

  for (size_t Index : HandedOff) {
    const Instruction &Inst = *Report.Ops[Index].Inst;
    std::string Identity = handOffIdentity(Inst);
    std::string Key = absl::StrCat(Identity, "\n", opNameOf(Inst));
    std::optional<HandOffOrigin> ByOpName;
    bool Found = false;
    for (size_t K = 0; K < Snapshots.size() && !Found; ++K) {
      auto It = Indexes[K].IdentityByName.find(Inst.name());
      if (It != Indexes[K].IdentityByName.end() && It->second == Identity) {
        Out.push_back({Index, Snapshots[K].Number, Snapshots[K].Pass,
                       HandOffMatch::Name, {}});
        Found = true;
      } else if (!ByOpName && Indexes[K].IdentityAndOpName.contains(Key)) {
        ByOpName = HandOffOrigin{Index, Snapshots[K].Number, Snapshots[K].Pass,
                                 HandOffMatch::OpName, {}};
      }
    }
    if (!Found && ByOpName)
      Out.push_back(*ByOpName);
  }
  return Out;
}

} // namespace
} // namespace hlotrace
