//===- Diff.cpp - Differences between two module snapshots ----------------===//
//
// Matching runs in tiers, strongest first, each tier only over what the
// earlier ones left unmatched. With DiffPairing::Names:
//   computations: entry -> same object / name -> content up to names ->
//                 caller (paired instructions calling them) -> clone suffix;
//   instructions: name -> parameter number -> clone suffix -> structure
//                 (opcode, shape, op_name, operands already paired; repeated
//                 until nothing new pairs, so chains of renames resolve).
// With DiffPairing::Lineage:
//   computations: entry -> same object -> the computation most links of
//                 its instructions go to (mutual, no tie) -> caller ->
//                 name -> content -> clone suffix;
//   instructions: the lineage's links between the two computations, one
//                 continuation each (lineagePairs below); the tiers above
//                 where the lineage has no link between the two at all.
// Classification (what changed) runs last, once every computation pair is
// known, because "called computations changed" depends on that pairing.
//
//===----------------------------------------------------------------------===//

#include "hlotrace/Query/Diff.h"

#include <algorithm>
#include <deque>
#include <map>
#include <optional>

#include "IR/IRBuilder.h"
#include "MatchUtil.h"
#include "absl/container/flat_hash_map.h"
#include "absl/container/flat_hash_set.h"
#include "absl/strings/ascii.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "absl/strings/str_split.h"
#include "absl/types/span.h"

namespace hlotrace {

using query::opNameOf;
using query::sameShape;
using query::shapeKey;

namespace {

bool isSuffixComponent(absl::string_view C) {
  if (C == "clone")
    return true;
  if (C.empty())
    return false;
  return std::all_of(C.begin(), C.end(),
                     [](char Ch) { return absl::ascii_isdigit(Ch); });
}

/// Splits `add.11.clone` into head `add` and suffixes {11, clone}.
absl::string_view splitSuffixes(absl::string_view Name,
                                std::vector<absl::string_view> *Suffixes) {
  absl::string_view Head = Name;
  std::vector<absl::string_view> Rev;
  while (true) {
    size_t Dot = Head.rfind('.');
    if (Dot == absl::string_view::npos || Dot == 0)
      break;
    absl::string_view Last = Head.substr(Dot + 1);
    if (!isSuffixComponent(Last))
      break;
    Rev.push_back(Last);
    Head = Head.substr(0, Dot);
  }
  if (Suffixes)
    Suffixes->assign(Rev.rbegin(), Rev.rend());
  return Head;
}

} // namespace

absl::string_view baseName(absl::string_view Name) {
  return splitSuffixes(Name, nullptr);
}

bool isSuffixRename(absl::string_view A, absl::string_view B) {
  if (A == B)
    return false;
  std::vector<absl::string_view> SA, SB;
  if (splitSuffixes(A, &SA) != splitSuffixes(B, &SB))
    return false;
  return SA.empty() || SB.empty() || SA[0] == SB[0];
}

absl::string_view matchKindName(MatchKind K) {
  switch (K) {
  case MatchKind::None:
    return "none";
  case MatchKind::ByName:
    return "by-name";
  case MatchKind::ByRenamedSuffix:
    return "by-renamed-suffix";
  case MatchKind::ByFusionParameter:
    return "by-parameter-number";
  case MatchKind::ByStructure:
    return "by-structure";
  case MatchKind::ByCaller:
    return "by-caller";
  case MatchKind::ByLineage:
    return "by-lineage";
  }
  return "none";
}

absl::string_view diffPairingName(DiffPairing P) {
  return P == DiffPairing::Lineage ? "lineage" : "names";
}

absl::string_view changeKindName(ChangeKind K) {
  switch (K) {
  case ChangeKind::Unchanged:
    return "unchanged";
  case ChangeKind::Added:
    return "added";
  case ChangeKind::Removed:
    return "removed";
  case ChangeKind::Changed:
    return "changed";
  }
  return "unchanged";
}

absl::string_view changeBitName(unsigned Bit) {
  static constexpr absl::string_view Names[] = {
      "opcode",  "shape", "operands", "attributes", "called-computations",
      "payload", "name",  "root"};
  static_assert(sizeof(Names) / sizeof(Names[0]) == kChangeBitCount);
  return Bit < kChangeBitCount ? Names[Bit] : absl::string_view();
}

std::vector<std::string> changeBitNames(uint32_t What) {
  std::vector<std::string> Out;
  for (unsigned B = 0; B < kChangeBitCount; ++B)
    if (What & (1u << B))
      Out.emplace_back(changeBitName(B));
  return Out;
}

const ComputationDiff *ModuleDiff::find(absl::string_view Name) const {
  for (const ComputationDiff &C : Computations)
    if ((C.New && C.New->name() == Name) || (C.Old && C.Old->name() == Name))
      return &C;
  return nullptr;
}

namespace {

/// Instruction pairing of one computation pair (OC old, NC new), kept by
/// position on either side.
/// PERF NOTE: arrays indexed by Instruction::index() instead of hash maps
/// keyed by pointer: a step of the 16-layer benchmark dump pairs its
/// entry computation's tens of thousands of instructions, and the diff
/// looks each one up several times (pairing, operands, order).
struct InstrMatching {
  /// The old side of a new instruction, how it was paired and, for
  /// ByLineage pairs, the link (alive while diffModules runs).
  struct OldSide {
    const Instruction *Old = nullptr;
    MatchKind Kind = MatchKind::None;
    const LineageLink *Link = nullptr;
  };

  InstrMatching() = default;
  InstrMatching(const Computation &O, const Computation &N)
      : OC(&O), NC(&N), NewOf(O.instructionCount()),
        OldOf(N.instructionCount()) {}

  void pair(const Instruction *O, const Instruction *N, MatchKind K,
            const LineageLink *Link = nullptr) {
    NewOf[O->index()] = N;
    OldOf[N->index()] = {O, K, Link};
    ++Pairs;
  }
  /// The new instruction paired with `O`, or null (also when `O` is not an
  /// instruction of the old computation).
  const Instruction *newOf(const Instruction *O) const {
    return O->parent() == OC ? NewOf[O->index()] : nullptr;
  }
  /// How `N` was paired, or null when it was not (or is not an instruction
  /// of the new computation).
  const OldSide *oldOf(const Instruction *N) const {
    if (N->parent() != NC || !OldOf[N->index()].Old)
      return nullptr;
    return &OldOf[N->index()];
  }
  /// How the new computation's instruction at `Position` was paired, or
  /// null when it was not.
  const OldSide *oldAt(size_t Position) const {
    return OldOf[Position].Old ? &OldOf[Position] : nullptr;
  }
  bool empty() const { return Pairs == 0; }
  /// Calls `F(Old, New)` for each pair, in old-computation order.
  template <typename Fn> void forEachPair(Fn F) const {
    if (OC)
      for (const Instruction *O : OC->instructions())
        if (const Instruction *N = NewOf[O->index()])
          F(O, N);
  }

private:
  const Computation *OC = nullptr, *NC = nullptr;
  std::vector<const Instruction *> NewOf; ///< By old position.
  std::vector<OldSide> OldOf;             ///< By new position.
  size_t Pairs = 0;
};

bool votesForComputation(LinkKind K) {
  switch (K) {
  case LinkKind::Fused:
  case LinkKind::Inlined:
  case LinkKind::Duplicated:
  case LinkKind::Cloned:
    return false; // Into another computation by design.
  default:
    return true;
  }
}

using ComputationPair = std::pair<const Computation *, const Computation *>;

/// What diffModules reads from a step's lineage about computations: the
/// links between instructions of two different computations, grouped by
/// (old computation, new computation), each group in links() order; and
/// the votes for pairing computations (links between different
/// instructions, of kinds that stay in their computation, per pair of
/// computations).
/// PERF NOTE: one pass over the step's links for both, and for every
/// computation pair, instead of a predecessors() list (a vector) per new
/// instruction. Links come grouped by old instruction, so consecutive ones
/// mostly join the same two computations: the map is looked up only when
/// the pair changes (the only time an insert, which moves the map's
/// values, can happen). The blocks of shared computations' links to
/// themselves (most of a step's) are stepped over.
class StepLinks {
public:
  explicit StepLinks(const StepLineage &L) {
    ComputationPair Last{nullptr, nullptr};
    Entry *At = nullptr;
    for (absl::Span<const LineageLink> Run : L.linkRunsBesideShared())
      for (const LineageLink &K : Run) {
        if (K.Old == K.New)
          continue;
        ComputationPair Ends{K.Old->parent(), K.New->parent()};
        if (Ends != Last) {
          Last = Ends;
          At = &ByPair[Ends];
        }
        if (votesForComputation(K.Kind))
          ++At->Votes;
        if (Ends.first != Ends.second)
          At->Links.push_back(&K);
      }
  }
  /// Calls `F(C)` for each computation both snapshots share (the same
  /// object), in old-module order.
  template <typename Fn>
  static void forEachShared(const StepLineage &L, Fn F) {
    for (const Computation *C : L.sharedComputations())
      F(C);
  }
  absl::Span<const LineageLink *const> between(const Computation &O,
                                               const Computation &N) const {
    auto It = ByPair.find(ComputationPair(&O, &N));
    if (It == ByPair.end())
      return {};
    return It->second.Links;
  }
  /// Calls `F(Ends, Votes)` for each pair of computations with votes.
  template <typename Fn> void forEachVote(Fn F) const {
    for (const auto &[Ends, E] : ByPair)
      if (E.Votes)
        F(Ends, E.Votes);
  }

private:
  struct Entry {
    int Votes = 0;
    std::vector<const LineageLink *> Links;
  };
  absl::flat_hash_map<ComputationPair, Entry> ByPair;
};

/// The lineage's links between `OC` and `NC` (`Links`, in links() order),
/// one continuation each. A link whose ends have no other link between the
/// two computations pairs them; where several old instructions were merged
/// into one new one (or one rewritten into several) every link is true and
/// one is shown as the continuation: the one between equal names, else the
/// strongest, else the first old one (the others are reported removed or
/// added).
InstrMatching lineagePairs(const Computation &OC, const Computation &NC,
                           absl::Span<const LineageLink *const> Between) {
  InstrMatching M(OC, NC);
  // Each new instruction's links from OC: Links[Begin[K]..Begin[K + 1]),
  // in links() order (a stable counting sort by new position).
  std::vector<uint32_t> Begin(NC.instructionCount() + 1, 0);
  std::vector<uint32_t> SuccCount(OC.instructionCount(), 0);
  for (const LineageLink *K : Between) {
    ++Begin[K->New->index() + 1];
    ++SuccCount[K->Old->index()];
  }
  for (size_t K = 1; K < Begin.size(); ++K)
    Begin[K] += Begin[K - 1];
  std::vector<const LineageLink *> Links(Between.size());
  {
    std::vector<uint32_t> Fill(Begin.begin(), Begin.end() - 1);
    for (const LineageLink *K : Between)
      Links[Fill[K->New->index()]++] = K;
  }
  auto Preds = [&](size_t K) {
    return absl::MakeConstSpan(Links.data() + Begin[K],
                               Links.data() + Begin[K + 1]);
  };
  auto Pair = [&](const LineageLink *K) {
    M.pair(K->Old, K->New, MatchKind::ByLineage, K);
  };
  // PERF NOTE: most new instructions have one link, from an old one with no
  // other: the passes below visit only the rest (in the same order).
  std::vector<uint32_t> Open;
  for (size_t K = 0; K + 1 < Begin.size(); ++K) {
    auto P = Preds(K);
    if (P.size() == 1 && SuccCount[P[0]->Old->index()] == 1)
      Pair(P[0]);
    else if (!P.empty())
      Open.push_back(static_cast<uint32_t>(K));
  }
  for (bool ByName : {true, false})
    for (uint32_t N : Open) {
      absl::Span<const LineageLink *const> P = Preds(N);
      if (P.empty() || M.oldOf(P[0]->New))
        continue;
      const LineageLink *Best = nullptr;
      for (const LineageLink *K : P) {
        if (M.newOf(K->Old) ||
            (ByName && K->Old->name() != K->New->name()))
          continue;
        if (!Best || K->Confidence > Best->Confidence ||
            (K->Confidence == Best->Confidence &&
             K->Old->index() < Best->Old->index()))
          Best = K;
      }
      if (Best)
        Pair(Best);
    }
  return M;
}

InstrMatching matchInstructions(const Computation &OC,
                                const Computation &NC) {
  InstrMatching M(OC, NC);
  // Tier 1: names.
  for (const Instruction *O : OC.instructions())
    if (const Instruction *N = NC.find(O->name()))
      M.pair(O, N, MatchKind::ByName);
  auto UnmatchedNew = [&] {
    std::vector<const Instruction *> Out;
    for (const Instruction *N : NC.instructions())
      if (!M.oldOf(N))
        Out.push_back(N);
    return Out;
  };
  // Tier 2: parameter numbers.
  {
    absl::flat_hash_map<int64_t, const Instruction *> NewParams;
    for (const Instruction *N : UnmatchedNew())
      if (auto P = N->parameterNumber(); P && N->opcode() == Opcode::Parameter)
        NewParams[*P] = N;
    for (const Instruction *O : OC.instructions()) {
      if (M.newOf(O) || O->opcode() != Opcode::Parameter)
        continue;
      auto P = O->parameterNumber();
      if (!P)
        continue;
      auto It = NewParams.find(*P);
      if (It != NewParams.end() && !M.oldOf(It->second))
        M.pair(O, It->second, MatchKind::ByFusionParameter);
    }
  }
  // Tier 3: clone / rename suffixes, same opcode, first come first served.
  {
    absl::flat_hash_map<std::pair<absl::string_view, absl::string_view>,
                        std::vector<const Instruction *>>
        Groups;
    for (const Instruction *N : UnmatchedNew())
      Groups[{baseName(N->name()), N->opcodeName()}].push_back(N);
    for (const Instruction *O : OC.instructions()) {
      if (M.newOf(O))
        continue;
      auto It = Groups.find({baseName(O->name()), O->opcodeName()});
      if (It == Groups.end())
        continue;
      for (const Instruction *N : It->second)
        if (!M.oldOf(N) && isSuffixRename(O->name(), N->name())) {
          M.pair(O, N, MatchKind::ByRenamedSuffix);
          break;
        }
    }
  }
  // Tier 4: structure, to a fixpoint (operands must already be paired).
  auto Signature = [&](const Instruction &I, const InstrMatching *ToOld,
                       std::string &Out) -> bool {
    Out = absl::StrCat(I.opcodeName(), "|", shapeKey(I.shape()), "|",
                       opNameOf(I), "|");
    if (I.operandCount() == 0 || I.hasPayload())
      absl::StrAppend(&Out, I.payload(), "|");
    for (const Operand &Op : I.operands()) {
      const Instruction *D = Op.Def;
      if (!D)
        return false;
      if (ToOld) {
        const InstrMatching::OldSide *S = ToOld->oldOf(D);
        if (!S)
          return false;
        D = S->Old;
      }
      absl::StrAppend(&Out, reinterpret_cast<uintptr_t>(D), ",");
    }
    return true;
  };
  bool Progress = true;
  while (Progress) {
    Progress = false;
    absl::flat_hash_map<std::string, std::deque<const Instruction *>> BySig;
    std::string Sig;
    for (const Instruction *N : UnmatchedNew())
      if (Signature(*N, &M, Sig))
        BySig[Sig].push_back(N);
    if (BySig.empty())
      break;
    for (const Instruction *O : OC.instructions()) {
      if (M.newOf(O) || !Signature(*O, nullptr, Sig))
        continue;
      auto It = BySig.find(Sig);
      if (It == BySig.end() || It->second.empty())
        continue;
      M.pair(O, It->second.front(), MatchKind::ByStructure);
      It->second.pop_front();
      Progress = true;
    }
  }
  return M;
}

/// Name-free text of a computation's content: equal for computations that
/// differ only in the names of the computation and its instructions.
std::string contentKey(const Computation &C) {
  absl::flat_hash_map<const Instruction *, uint32_t> Index;
  for (const Instruction *I : C.instructions())
    Index[I] = I->index();
  std::string Out;
  for (const Instruction *I : C.instructions()) {
    absl::StrAppend(&Out, I->isRoot() ? "R " : "", I->opcodeName(), " ",
                    I->shape() ? I->shape()->toString() : "", "(");
    if (I->hasPayload())
      absl::StrAppend(&Out, I->payload());
    for (const Operand &Op : I->operands()) {
      if (Op.Def)
        absl::StrAppend(&Out, "#", Index[Op.Def]);
      else
        absl::StrAppend(&Out, Op.Name);
      absl::StrAppend(&Out, Op.TupleSuffix);
      Out += ',';
    }
    Out += ')';
    for (const Attribute &A : I->attributes())
      if (!isComputationReferenceAttribute(A.Name))
        absl::StrAppend(&Out, " ", A.Name, "=", A.Value);
    Out += '\n';
  }
  return Out;
}

struct ComputationPairing {
  /// The old side of a paired new computation and how it was paired.
  struct OldSide {
    const Computation *Old = nullptr;
    MatchKind Kind = MatchKind::None;
  };
  absl::flat_hash_map<const Computation *, const Computation *> OldToNew;
  absl::flat_hash_map<const Computation *, OldSide> NewToOld;
  /// PERF NOTE: most computations pair (the trace shares the unchanged
  /// ones); room for them all up front instead of growing the maps. The
  /// kind rides with the new side (each computation pairs at most once)
  /// rather than in a third map.
  void reserve(size_t Pairs) {
    OldToNew.reserve(Pairs);
    NewToOld.reserve(Pairs);
  }
  void pair(const Computation *O, const Computation *N, MatchKind K) {
    OldToNew[O] = N;
    NewToOld[N] = {O, K};
  }
};

/// Equal texts. PERF NOTE: the parser interns names, payloads and
/// attribute values in the trace's one Context, so equal texts of two
/// snapshots mostly share their bytes and need no compare.
bool sameText(absl::string_view A, absl::string_view B) {
  return A.size() == B.size() && (A.data() == B.data() || A == B);
}

std::vector<std::string> changedAttributes(const Instruction &O,
                                           const Instruction &N) {
  // PERF NOTE: most paired instructions print the same attributes in the
  // same order; only the others are compared by name.
  absl::Span<const Attribute> OA = O.attributes(), NA = N.attributes();
  if (OA.size() == NA.size() &&
      std::equal(OA.begin(), OA.end(), NA.begin(),
                 [](const Attribute &X, const Attribute &Y) {
                   return sameText(X.Name, Y.Name) &&
                          sameText(X.Value, Y.Value);
                 }))
    return {};
  std::map<absl::string_view, absl::string_view> A, B;
  for (const Attribute &X : O.attributes())
    if (!isComputationReferenceAttribute(X.Name))
      A[X.Name] = X.Value;
  for (const Attribute &X : N.attributes())
    if (!isComputationReferenceAttribute(X.Name))
      B[X.Name] = X.Value;
  std::vector<std::string> Out;
  for (const auto &[K, V] : A) {
    auto It = B.find(K);
    if (It == B.end() || It->second != V)
      Out.emplace_back(K);
  }
  for (const auto &[K, V] : B)
    if (!A.count(K))
      Out.emplace_back(K);
  std::sort(Out.begin(), Out.end());
  return Out;
}

std::string operandsText(const Instruction &I) {
  std::string Out = "(";
  for (size_t K = 0; K < I.operandCount(); ++K) {
    const Operand &Op = I.operands()[K];
    absl::StrAppend(&Out, K ? ", " : "", Op.Def ? Op.Def->name() : Op.Name,
                    Op.TupleSuffix);
  }
  return Out + ")";
}

std::string callsText(const Instruction &I) {
  return absl::StrJoin(I.calledComputationNames(), ", ");
}

/// The old and new text of every field `C.What` says changed.
void describeFields(InstructionChange &C) {
  const Instruction &O = *C.Old, &N = *C.New;
  auto Add = [&](const char *Field, std::string A, std::string B) {
    C.Fields.push_back({Field, false, std::move(A), std::move(B)});
  };
  if (C.What & ChangedName)
    Add("name", std::string(O.name()), std::string(N.name()));
  if (C.What & ChangedOpcode)
    Add("opcode", std::string(O.opcodeName()), std::string(N.opcodeName()));
  if (C.What & ChangedShape)
    Add("shape", O.shape() ? O.shape()->toString() : "",
        N.shape() ? N.shape()->toString() : "");
  if (C.What & ChangedOperands)
    Add("operands", operandsText(O), operandsText(N));
  if (C.What & ChangedPayload)
    Add("payload", std::string(O.payload()), std::string(N.payload()));
  if (C.What & ChangedCalledComputations)
    Add("calls", callsText(O), callsText(N));
  if (C.What & ChangedRoot)
    Add("root", O.isRoot() ? "true" : "false", N.isRoot() ? "true" : "false");
  for (const std::string &Name : C.ChangedAttributeNames) {
    auto Text = [&](const Instruction &I) {
      for (const Attribute &A : I.attributes())
        if (A.Name == Name)
          return std::string(A.Value);
      return std::string();
    };
    C.Fields.push_back({Name, true, Text(O), Text(N)});
  }
}

/// How many of `Seq` must move for it to be increasing: its length minus
/// its longest increasing subsequence.
int64_t movesToSort(const std::vector<uint32_t> &Seq) {
  // PERF NOTE: most passes move nothing; an increasing sequence needs no
  // search.
  if (std::adjacent_find(Seq.begin(), Seq.end(),
                         std::greater_equal<uint32_t>()) == Seq.end())
    return 0;
  std::vector<uint32_t> Tails;
  for (uint32_t X : Seq) {
    auto It = std::lower_bound(Tails.begin(), Tails.end(), X);
    if (It == Tails.end())
      Tails.push_back(X);
    else
      *It = X;
  }
  return static_cast<int64_t>(Seq.size() - Tails.size());
}

void diffHeader(const Module &Old, const Module &New,
                const DiffOptions &Options, ModuleDiff &D) {
  if (Old.name() != New.name())
    D.Header.push_back(
        {"name", false, std::string(Old.name()), std::string(New.name())});
  std::map<absl::string_view, absl::string_view> A;
  for (const Attribute &X : Old.headerAttributes())
    A[X.Name] = X.Value;
  absl::flat_hash_set<absl::string_view> Seen;
  for (const Attribute &X : New.headerAttributes()) {
    Seen.insert(X.Name);
    auto It = A.find(X.Name);
    if (It == A.end()) {
      if (!(Options.OldFromProto && isModuleConfigAttribute(X.Name)))
        D.Header.push_back(
            {std::string(X.Name), true, "", std::string(X.Value)});
    } else if (It->second != X.Value)
      D.Header.push_back({std::string(X.Name), true, std::string(It->second),
                          std::string(X.Value)});
  }
  for (const Attribute &X : Old.headerAttributes())
    if (!Seen.contains(X.Name) &&
        !(Options.NewFromProto && isModuleConfigAttribute(X.Name)))
      D.Header.push_back({std::string(X.Name), true, std::string(X.Value), ""});
}

} // namespace

ModuleDiff diffModules(const Module &Old, const Module &New,
                       const DiffOptions &Options) {
  ModuleDiff D;
  D.Old = &Old;
  D.New = &New;
  ComputationPairing P;
  P.reserve(std::min(Old.computations().size(), New.computations().size()));

  diffHeader(Old, New, Options, D);

  std::optional<StepLineage> OwnLineage;
  const StepLineage *L = nullptr;
  if (Options.Pairing == DiffPairing::Lineage) {
    L = Options.Lineage;
    if (!L)
      if (absl::StatusOr<StepLineage> X = computeLineage(Old, New); X.ok())
        L = &OwnLineage.emplace(std::move(*X));
  }
  D.Pairing = L ? DiffPairing::Lineage : DiffPairing::Names;
  std::optional<StepLinks> Links;
  if (L)
    Links.emplace(*L);

  // Computations, tier 0: the entry computations, whatever their names.
  if (Old.entry() && New.entry())
    P.pair(Old.entry(), New.entry(),
           Old.entry()->name() == New.entry()->name() ? MatchKind::ByName
                                                      : MatchKind::ByStructure);
  auto UnmatchedOld = [&] {
    std::vector<const Computation *> Out;
    for (const Computation *O : Old.computations())
      if (!P.OldToNew.contains(O))
        Out.push_back(O);
    return Out;
  };
  auto UnmatchedNew = [&] {
    std::vector<const Computation *> Out;
    for (const Computation *N : New.computations())
      if (!P.NewToOld.contains(N))
        Out.push_back(N);
    return Out;
  };
  // Names (and the shared-object fast path); with lineage, names come after
  // structure: Shardy and SPMD partitioning renumber computations, so an
  // old name may be a new, unrelated computation.
  // PERF NOTE: a computation paired already is passed over before its name
  // is looked up (most are, the second time).
  auto PairByName = [&] {
    for (const Computation *O : Old.computations()) {
      if (P.OldToNew.contains(O))
        continue;
      if (const Computation *N = New.find(O->name()))
        if (!P.NewToOld.contains(N))
          P.pair(O, N, MatchKind::ByName);
    }
  };
  // The computations both modules share (the same object, so the same
  // name), each paired with itself: what PairByName would pair among them.
  // PERF NOTE: the lineage lists them already (sharedComputations());
  // looking up every old computation's name in the new module was
  // 13M instructions of the report of the 16-layer benchmark dump.
  auto PairShared = [&] {
    StepLinks::forEachShared(*L, [&](const Computation *C) {
      if (!P.OldToNew.contains(C) && !P.NewToOld.contains(C))
        P.pair(C, C, MatchKind::ByName);
    });
  };
  // Content up to names.
  auto PairByContent = [&] {
    std::vector<const Computation *> UO = UnmatchedOld();
    if (UO.empty())
      return;
    absl::flat_hash_map<std::string, std::deque<const Computation *>> Keys;
    for (const Computation *N : UnmatchedNew())
      Keys[contentKey(*N)].push_back(N);
    for (const Computation *O : UO) {
      auto It = Keys.find(contentKey(*O));
      if (It != Keys.end() && !It->second.empty()) {
        P.pair(O, It->second.front(), MatchKind::ByStructure);
        It->second.pop_front();
      }
    }
  };
  // Lineage: the computation most links of O's instructions go to, when
  // that one's best is O too and neither is a tie.
  auto PairByLinks = [&] {
    struct Best {
      const Computation *C = nullptr;
      int Votes = 0;
      bool Tie = false;
    };
    absl::flat_hash_map<const Computation *, Best> ForOld, ForNew;
    auto Offer = [](Best &B, const Computation *C, int V) {
      if (V > B.Votes)
        B = {C, V, false};
      else if (V == B.Votes)
        B.Tie = true;
    };
    Links->forEachVote([&](ComputationPair Ends, int V) {
      Offer(ForOld[Ends.first], Ends.second, V);
      Offer(ForNew[Ends.second], Ends.first, V);
    });
    for (const Computation *O : Old.computations()) {
      auto It = ForOld.find(O);
      if (It == ForOld.end() || It->second.Tie || P.OldToNew.contains(O))
        continue;
      const Computation *N = It->second.C;
      const Best &Back = ForNew[N];
      if (!Back.Tie && Back.C == O && !P.NewToOld.contains(N))
        P.pair(O, N, MatchKind::ByLineage);
    }
  };
  if (L) {
    PairShared();
    PairByLinks();
  } else {
    PairByName();
    PairByContent();
  }

  // Callers, then suffixes, with instruction matching of every pair as it
  // is made (a worklist, since pairing callers pairs callees).
  absl::flat_hash_map<const Computation *, InstrMatching> Matchings;
  std::vector<const Computation *> Work;
  absl::flat_hash_set<const Computation *> Matched;
  auto Enqueue = [&] {
    for (const Computation *O : Old.computations())
      if (auto It = P.OldToNew.find(O);
          It != P.OldToNew.end() && It->second != O && Matched.insert(O).second)
        Work.push_back(O);
  };
  auto Drain = [&] {
    while (!Work.empty()) {
      const Computation *O = Work.back();
      Work.pop_back();
      const Computation *N = P.OldToNew[O];
      InstrMatching &IM = Matchings[O];
      if (L)
        IM = lineagePairs(*O, *N, Links->between(*O, *N));
      // A pair the lineage has no link inside (twin reducers it could not
      // tell apart, paired here through their callers) pairs by names.
      if (IM.empty())
        IM = matchInstructions(*O, *N);
      // PERF NOTE: callees resolved one name at a time, the new one only
      // when the old one is not paired yet (most are: shared ones pair
      // first), instead of a vector of each side's callees per pair.
      IM.forEachPair([&](const Instruction *OI, const Instruction *NI) {
        auto ON = OI->calledComputationNames();
        if (ON.empty())
          return;
        auto NN = NI->calledComputationNames();
        for (size_t K = 0; K < ON.size() && K < NN.size(); ++K) {
          const Computation *OC = Old.find(ON[K]);
          if (!OC || P.OldToNew.contains(OC))
            continue;
          const Computation *NC = New.find(NN[K]);
          if (!NC || P.NewToOld.contains(NC))
            continue;
          P.pair(OC, NC, MatchKind::ByCaller);
          if (OC != NC && Matched.insert(OC).second)
            Work.push_back(OC);
        }
      });
    }
  };
  Enqueue();
  Drain();
  if (L) {
    PairByName();
    PairByContent();
    Enqueue();
    Drain();
  }
  {
    std::vector<const Computation *> UN = UnmatchedNew();
    for (const Computation *O : UnmatchedOld())
      for (const Computation *N : UN)
        if (!P.NewToOld.contains(N) && isSuffixRename(O->name(), N->name())) {
          P.pair(O, N, MatchKind::ByRenamedSuffix);
          break;
        }
  }
  Enqueue();
  Drain();

  // Classification.
  auto MappedCallee = [&](absl::string_view OldName) -> absl::string_view {
    if (const Computation *OC = Old.find(OldName))
      if (auto It = P.OldToNew.find(OC); It != P.OldToNew.end())
        return It->second->name();
    return OldName;
  };
  // An added or removed instruction that the lineage links elsewhere:
  // where it went (its fused copy, what CSE merged it into) or came from.
  auto Annotate = [&](InstructionChange &C) {
    if (!L || !Options.LinkedTo)
      return;
    std::vector<const LineageLink *> Links =
        C.Old ? L->successors(*C.Old) : L->predecessors(*C.New);
    for (const LineageLink *K : Links) {
      if (C.LinkedTo.empty()) {
        C.Link = K->Kind;
        C.Confidence = K->Confidence;
      }
      C.Confidence = std::min(C.Confidence, K->Confidence);
      C.LinkedTo.push_back(C.Old ? K->New : K->Old);
    }
  };
  auto Classify = [&](const Computation *O, const Computation *N,
                      MatchKind K) {
    ComputationDiff CD;
    CD.Old = O;
    CD.New = N;
    CD.Match = K;
    if (O == N) {
      CD.SameObject = true;
      CD.Unchanged = static_cast<int64_t>(O->instructionCount());
      return CD;
    }
    const InstrMatching &IM = Matchings[O];
    // Old positions of the paired instructions, in new order (for Moved).
    std::vector<uint32_t> OldPositions;
    OldPositions.reserve(N->instructionCount());
    absl::Span<const Instruction *const> NewOrder = N->instructions();
    for (size_t Position = 0; Position < NewOrder.size(); ++Position) {
      const Instruction *NI = NewOrder[Position];
      const InstrMatching::OldSide *Side = IM.oldAt(Position);
      if (!Side) {
        InstructionChange C;
        C.New = NI;
        C.Kind = ChangeKind::Added;
        Annotate(C);
        ++CD.Added;
        CD.Instructions.push_back(std::move(C));
        continue;
      }
      const Instruction *OI = Side->Old;
      OldPositions.push_back(OI->index());
      // PERF NOTE: what changed is found before an InstructionChange is
      // made; most paired instructions are unchanged and need none.
      uint32_t What = 0;
      if (!sameText(OI->name(), NI->name()))
        What |= ChangedName;
      if (OI->opcode() != NI->opcode() ||
          (OI->opcode() == Opcode::Unknown &&
           OI->opcodeName() != NI->opcodeName()))
        What |= ChangedOpcode;
      if (!sameShape(OI->shape(), NI->shape()))
        What |= ChangedShape;
      if (OI->isRoot() != NI->isRoot())
        What |= ChangedRoot;
      if (OI->hasPayload() != NI->hasPayload() ||
          !sameText(OI->payload(), NI->payload()))
        What |= ChangedPayload;
      // Operands: the same paired definitions in the same order.
      absl::Span<const Operand> OA = OI->operands(), NA = NI->operands();
      bool OpsDiffer = OA.size() != NA.size();
      for (size_t K = 0; !OpsDiffer && K < OA.size(); ++K) {
        const Operand &A = OA[K], &B = NA[K];
        if (A.TupleSuffix != B.TupleSuffix)
          OpsDiffer = true;
        else if (A.Def && B.Def) {
          OpsDiffer = IM.newOf(A.Def) != B.Def;
        } else {
          OpsDiffer = A.Name != B.Name || A.IsInline != B.IsInline;
        }
      }
      if (OpsDiffer)
        What |= ChangedOperands;
      std::vector<std::string> Attributes = changedAttributes(*OI, *NI);
      if (!Attributes.empty())
        What |= ChangedAttributes;
      auto OC = OI->calledComputationNames();
      auto NCs = NI->calledComputationNames();
      bool CallsDiffer = OC.size() != NCs.size();
      for (size_t K = 0; !CallsDiffer && K < OC.size(); ++K)
        CallsDiffer = MappedCallee(OC[K]) != NCs[K];
      if (CallsDiffer)
        What |= ChangedCalledComputations;
      if (!What) {
        ++CD.Unchanged;
        if (!Options.KeepUnchanged)
          continue;
      }
      InstructionChange C;
      C.New = NI;
      C.Old = OI;
      C.Match = Side->Kind;
      if (const LineageLink *K = Side->Link) {
        C.Link = K->Kind;
        C.Confidence = K->Confidence;
      }
      C.What = What;
      C.ChangedAttributeNames = std::move(Attributes);
      if (What) {
        C.Kind = ChangeKind::Changed;
        if (Options.Fields)
          describeFields(C);
        ++CD.Changed;
      } else {
        C.Kind = ChangeKind::Unchanged;
      }
      CD.Instructions.push_back(std::move(C));
    }
    for (const Instruction *OI : O->instructions())
      if (!IM.newOf(OI)) {
        InstructionChange C;
        C.Kind = ChangeKind::Removed;
        C.Old = OI;
        Annotate(C);
        ++CD.Removed;
        CD.Instructions.push_back(std::move(C));
      }
    CD.Moved = movesToSort(OldPositions);
    return CD;
  };
  auto CallersOf = [](const Module &M, const Computation &C) {
    return M.callers(C);
  };

  // Whether the paired computations keep their order (the old positions of
  // the new computations' pairs, in new order, increase): a walk of the old
  // list alongside the new one.
  // PERF NOTE: most pairs are shared computations (the same object),
  // unchanged without a look inside: counted before a ComputationDiff is
  // made. The walk replaces a map of every old computation's position,
  // built for each step.
  absl::Span<const Computation *const> OldOrder = Old.computations();
  size_t OldAt = 0;
  for (const Computation *N : New.computations()) {
    auto It = P.NewToOld.find(N);
    if (It != P.NewToOld.end() && !D.ComputationOrderChanged) {
      while (OldAt < OldOrder.size() && OldOrder[OldAt] != It->second.Old)
        ++OldAt;
      if (OldAt == OldOrder.size())
        D.ComputationOrderChanged = true;
      else
        ++OldAt;
    }
    if (It != P.NewToOld.end() && It->second.Old == N &&
        !Options.KeepUnchanged) {
      ++D.ComputationsUnchanged;
      continue;
    }
    ComputationDiff CD;
    if (It != P.NewToOld.end()) {
      CD = Classify(It->second.Old, N, It->second.Kind);
      bool Same = CD.Added == 0 && CD.Removed == 0 && CD.Changed == 0 &&
                  CD.Moved == 0 && CD.Old->name() == N->name();
      CD.Kind = Same ? ChangeKind::Unchanged : ChangeKind::Changed;
    } else {
      CD.Kind = ChangeKind::Added;
      CD.New = N;
      CD.Added = static_cast<int64_t>(N->instructionCount());
      CD.Instructions.reserve(N->instructionCount());
      for (const Instruction *NI : N->instructions()) {
        InstructionChange C;
        C.Kind = ChangeKind::Added;
        C.New = NI;
        Annotate(C);
        CD.Instructions.push_back(std::move(C));
      }
    }
    D.InstructionsAdded += CD.Added;
    D.InstructionsRemoved += CD.Removed;
    D.InstructionsChanged += CD.Changed;
    CD.IsEntry = N == New.entry();
    if (CD.Kind != ChangeKind::Unchanged && Options.Callers)
      CD.Callers = CallersOf(New, *N);
    switch (CD.Kind) {
    case ChangeKind::Unchanged:
      ++D.ComputationsUnchanged;
      if (!Options.KeepUnchanged)
        continue;
      break;
    case ChangeKind::Added:
      ++D.ComputationsAdded;
      break;
    default:
      ++D.ComputationsChanged;
      break;
    }
    D.Computations.push_back(std::move(CD));
  }
  for (const Computation *O : Old.computations()) {
    if (P.OldToNew.contains(O))
      continue;
    ComputationDiff CD;
    CD.Kind = ChangeKind::Removed;
    CD.Old = O;
    if (Options.Callers)
      CD.Callers = CallersOf(Old, *O);
    CD.Removed = static_cast<int64_t>(O->instructionCount());
    CD.Instructions.reserve(O->instructionCount());
    for (const Instruction *OI : O->instructions()) {
      InstructionChange C;
      C.Kind = ChangeKind::Removed;
      C.Old = OI;
      Annotate(C);
      CD.Instructions.push_back(std::move(C));
    }
    ++D.ComputationsRemoved;
    D.InstructionsRemoved += CD.Removed;
    D.Computations.push_back(std::move(CD));
  }
  // The entry computation's changes come first.
  std::stable_partition(D.Computations.begin(), D.Computations.end(),
                        [](const ComputationDiff &CD) { return CD.IsEntry; });
  return D;
}

} // namespace hlotrace
