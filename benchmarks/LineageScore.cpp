//===- LineageScore.cpp - Ground truth for lineage from unique op_name labels ===//
//
// Implements the truth definition of LineageScore.h: per-module indexes by
// label, class and structural twin, then one pass over the predicted links
// (precision) and one over the true pairs (recall).
//
//===----------------------------------------------------------------------===//

#include "LineageScore.h"

#include <algorithm>

#include "absl/container/flat_hash_map.h"
#include "absl/container/flat_hash_set.h"
#include "absl/strings/ascii.h"
#include "absl/strings/match.h"
#include "absl/strings/str_cat.h"

namespace hlotrace {
namespace truth {

absl::string_view familyName(Family F) {
  switch (F) {
  case Family::Fusion: return "fusion";
  case Family::Inlining: return "inlining";
  case Family::Partitioning: return "partitioning";
  case Family::CSE: return "cse";
  case Family::Layout: return "layout";
  case Family::AlgSimp: return "algsimp";
  case Family::Other: return "other";
  }
  return "other";
}

Family classifyPass(absl::string_view Pass) {
  std::string P = absl::AsciiStrToLower(Pass);
  auto Has = [&](absl::string_view S) { return absl::StrContains(P, S); };
  if (Has("fusion") || Has("fuser"))
    return Family::Fusion;
  if (Has("inlin"))
    return Family::Inlining;
  if (Has("spmd") || Has("shardy") || Has("sdy") || Has("partition") ||
      Has("sharding"))
    return Family::Partitioning;
  if (Has("cse") && !Has("barrier")) // cse_barrier_expander undoes remat.
    return Family::CSE;
  if (Has("layout"))
    return Family::Layout;
  if (Has("algsimp") || Has("algebraic"))
    return Family::AlgSimp;
  return Family::Other;
}

void Score::add(const Score &O) {
  Steps += O.Steps;
  Predicted += O.Predicted;
  Correct += O.Correct;
  Truth += O.Truth;
  Found += O.Found;
  LooseTruth += O.LooseTruth;
  Unscored += O.Unscored;
  KeptPredicted += O.KeptPredicted;
  KeptCorrect += O.KeptCorrect;
  KeptTruth += O.KeptTruth;
  KeptFound += O.KeptFound;
  FusedClones += O.FusedClones;
  BadOpcode += O.BadOpcode;
  BadShape += O.BadShape;
  BadAttributes += O.BadAttributes;
  BadLiteral += O.BadLiteral;
  Ambiguities += O.Ambiguities;
  AmbiguitiesScorable += O.AmbiguitiesScorable;
  AmbiguitiesWithTruth += O.AmbiguitiesWithTruth;
}

double Score::precision() const {
  return Predicted ? double(Correct) / double(Predicted) : 1.0;
}
double Score::recall() const {
  return Truth ? double(Found) / double(Truth) : 1.0;
}

namespace {

using InstrList = std::vector<const Instruction *>;

/// Attributes that say nothing about what an instruction computes, or that
/// name computations (whose names passes change).
bool isIgnoredAttribute(absl::string_view N) {
  static const absl::flat_hash_set<absl::string_view> Ignored = {
      "metadata", "sharding", "backend_config", "frontend_attributes",
      "statistics", "origin", "result_accuracy", "control-predecessors",
      "calls", "to_apply", "body", "condition", "branch_computations",
      "called_computations", "true_computation", "false_computation",
      "async_execution_thread", "schedule_id", "scheduling_group_id"};
  return Ignored.contains(N);
}

std::string attributeSignature(const Instruction &I) {
  std::string S;
  for (const Attribute &A : I.attributes())
    if (!isIgnoredAttribute(A.Name))
      absl::StrAppend(&S, A.Name, "=", A.Value, ";");
  return S;
}

/// The label of an op_name: `oN` from its last component naming one, plus
/// the components after it. A component may wrap the scope in transforms
/// (`transpose(jvp(o12))`): JAX prints a scope entered under autodiff that
/// way. JAX's name stack and XLA's call inliner (which prefixes the call's
/// op_name) only add components before it, so the label is stable. Empty
/// when no component names one: a name the generator did not make.
std::string labelOf(absl::string_view OpName) {
  size_t End = OpName.size();
  while (End > 0) {
    size_t Slash = OpName.rfind('/', End - 1);
    size_t Begin = Slash == absl::string_view::npos ? 0 : Slash + 1;
    absl::string_view C = OpName.substr(Begin, End - Begin);
    while (!C.empty() && C.back() == ')' && C.find('(') != absl::string_view::npos)
      C = C.substr(C.find('(') + 1, C.size() - C.find('(') - 2);
    if (C.size() > 1 && C[0] == 'o' &&
        C.substr(1).find_first_not_of("0123456789") == absl::string_view::npos)
      return absl::StrCat(C, OpName.substr(End));
    if (Begin == 0)
      break;
    End = Begin - 1;
  }
  return {};
}

/// Instructions whose disappearance is structural (inlining, fusion, tuple
/// simplification): their label on other instructions is no rewrite of them.
bool isContainer(Opcode Op) {
  return Op == Opcode::Call || Op == Opcode::Fusion || Op == Opcode::While ||
         Op == Opcode::Conditional || Op == Opcode::Tuple ||
         Op == Opcode::GetTupleElement || Op == Opcode::Parameter;
}

std::string shapeText(const Instruction &I, bool WithLayout) {
  return I.shape() ? I.shape()->toString(WithLayout) : std::string("?");
}

/// What the scorer knows about one module.
struct ModuleIndex {
  absl::flat_hash_map<const Instruction *, std::string> Label, Class;
  absl::flat_hash_map<std::string, InstrList> ByClass, ByLabelOp, ByLabel;
  /// Fused computations (called by a fusion instruction).
  absl::flat_hash_set<const Computation *> Fused;
  /// Structural class ids (old module only), for CSE twins.
  absl::flat_hash_map<const Instruction *, size_t> Twin;
  std::vector<InstrList> TwinGroups;
  InstrList All;

  ModuleIndex(const Module &M, bool Twins, bool DeadCode) {
    absl::flat_hash_set<const Computation *> Live;
    if (!DeadCode)
      Live = reachableFromEntry(M);
    for (const Computation *C : M.computations()) {
      // What no path from the entry calls never runs (a leftover that the
      // next dce deletes): its instructions are nobody's predecessor or
      // successor, so they are left unlabelled, hence unscored.
      bool Dead = !DeadCode && !Live.contains(C);
      for (const Instruction *I : C->instructions()) {
        All.push_back(I);
        if (I->opcode() == Opcode::Fusion)
          for (const Computation *F : M.calledComputations(*I))
            if (F)
              Fused.insert(F);
        if (Dead)
          continue;
        std::optional<OpMetadata> MD = I->metadata();
        std::string Lab = MD ? labelOf(MD->OpName) : std::string();
        if (Lab.empty())
          continue;
        std::string Op(I->opcodeName());
        std::string Cls = absl::StrCat(Lab, "\x1f", Op, "\x1f",
                                       shapeText(*I, false), "\x1f",
                                       attributeSignature(*I), "\x1f",
                                       I->payload());
        ByClass[Cls].push_back(I);
        ByLabelOp[absl::StrCat(Lab, "\x1f", Op)].push_back(I);
        ByLabel[Lab].push_back(I);
        Label[I] = std::move(Lab);
        Class[I] = std::move(Cls);
      }
    }
    if (Twins)
      buildTwins();
  }

  /// The computations the entry reaches through called computations.
  static absl::flat_hash_set<const Computation *>
  reachableFromEntry(const Module &M) {
    absl::flat_hash_set<const Computation *> Seen;
    std::vector<const Computation *> Stack;
    if (M.entry())
      Stack.push_back(M.entry());
    while (!Stack.empty()) {
      const Computation *C = Stack.back();
      Stack.pop_back();
      if (!Seen.insert(C).second)
        continue;
      for (const Computation *Callee : M.callees(*C))
        if (Callee)
          Stack.push_back(Callee);
    }
    return Seen;
  }

  absl::string_view label(const Instruction *I) const {
    auto It = Label.find(I);
    return It == Label.end() ? absl::string_view() : It->second;
  }

  /// Hash-consing as CSE would: same opcode, shape, attributes, payload,
  /// called computations and operands (by class).
  void buildTwins() {
    absl::flat_hash_map<std::string, size_t> Ids;
    std::vector<const Instruction *> Stack;
    for (const Instruction *Root : All) {
      if (Twin.contains(Root))
        continue;
      Stack.push_back(Root);
      while (!Stack.empty()) {
        const Instruction *I = Stack.back();
        if (Twin.contains(I)) {
          Stack.pop_back();
          continue;
        }
        bool Ready = true;
        for (const Operand &O : I->operands())
          if (O.Def && !Twin.contains(O.Def) && O.Def != I) {
            Stack.push_back(O.Def);
            Ready = false;
          }
        if (!Ready)
          continue;
        Stack.pop_back();
        std::string Key = absl::StrCat(I->opcodeName(), "|", shapeText(*I, true),
                                       "|", attributeSignature(*I), "|",
                                       I->payload(), "|");
        for (absl::string_view C : I->calledComputationNames())
          absl::StrAppend(&Key, C, ",");
        absl::StrAppend(&Key, "|");
        for (const Operand &O : I->operands()) {
          auto It = O.Def ? Twin.find(O.Def) : Twin.end();
          if (It != Twin.end())
            absl::StrAppend(&Key, It->second, O.TupleSuffix, ",");
          else
            absl::StrAppend(&Key, "?", O.Name, ",");
        }
        // Side-effecting ops are never merged. Parameters are keyed by
        // number and shape alone, so that two equal computations (reducers
        // that a pass deduplicates) are twins instruction by instruction.
        if (I->opcode() == Opcode::CustomCall || I->opcode() == Opcode::Rng ||
            I->opcode() == Opcode::RngBitGenerator)
          absl::StrAppend(&Key, "@", reinterpret_cast<uintptr_t>(I));
        auto [It, New] = Ids.try_emplace(std::move(Key), TwinGroups.size());
        if (New)
          TwinGroups.emplace_back();
        TwinGroups[It->second].push_back(I);
        Twin[I] = It->second;
      }
    }
  }
};

enum class Mode { Unscored, Strict, Loose };

struct TruthOf {
  Mode M = Mode::Unscored;
  const InstrList *Succ = nullptr;
  bool Merged = false;
};

class Scorer {
public:
  Scorer(const Module &Old, const Module &New, bool DeadCode)
      : O(Old, /*Twins=*/true, DeadCode), N(New, /*Twins=*/false, DeadCode) {
    for (const auto &[Cls, Olds] : O.ByClass)
      if (auto It = N.ByClass.find(Cls); It != N.ByClass.end())
        Claimed.insert(It->second.begin(), It->second.end());
    // So is an instruction that kept its name, opcode and computation.
    absl::flat_hash_set<std::string> OldNames;
    for (const Instruction *I : O.All)
      OldNames.insert(absl::StrCat(I->parent()->name(), "/", I->name(), "/",
                                   I->opcodeName()));
    for (const Instruction *I : N.All)
      if (OldNames.contains(absl::StrCat(I->parent()->name(), "/", I->name(),
                                         "/", I->opcodeName())))
        Claimed.insert(I);
    // A new instruction that kept the name, opcode, computation and shape
    // of an unlabelled old one, and got a label (the call inliner copies
    // the call's op_name into the callee's instructions, a conditional's
    // branches included), continues that one; it is no class successor of
    // an old instruction its new label names that itself survives
    // (byClass()). One that does not survive may have been replaced by it
    // (XLA gives a replacement without metadata the replaced one's).
    absl::flat_hash_map<std::string, const Instruction *> OldByName;
    for (const Instruction *I : O.All)
      OldByName.emplace(absl::StrCat(I->parent()->name(), "/", I->name()), I);
    for (const Instruction *I : N.All) {
      auto It = OldByName.find(absl::StrCat(I->parent()->name(), "/", I->name()));
      if (It == OldByName.end() || !kept(It->second, I))
        continue;
      if (N.Class.contains(I) && !O.Class.contains(It->second))
        HeldByOther.insert(I);
    }
  }

  /// The true successors of an old instruction by label only.
  /// The new instructions of `I`'s class.
  TruthOf byClass(const Instruction *I) const {
    TruthOf T;
    auto C = O.Class.find(I);
    if (C == O.Class.end())
      return T;
    if (auto It = N.ByClass.find(C->second); It != N.ByClass.end()) {
      const InstrList *Succ = &It->second;
      bool Survives = false;
      for (const Instruction *X : It->second)
        Survives |= kept(I, X);
      if (Survives && !HeldByOther.empty()) {
        auto [M, Made] = ClassSucc.try_emplace(&It->second);
        if (Made)
          for (const Instruction *X : It->second)
            if (!HeldByOther.contains(X))
              M->second.push_back(X);
        Succ = &M->second;
      }
      T.Succ = Succ;
      T.M = O.ByClass.at(C->second).size() == 1 ? Mode::Strict : Mode::Loose;
    }
    return T;
  }

  /// When `I`'s class is gone: the new instructions with its label and
  /// opcode (changed in place), else with its label (rewritten); in both
  /// cases only those that continue no old instruction of their own class
  /// (a sibling folded away did not become the sibling that stayed).
  TruthOf byLabel(const Instruction *I) const {
    TruthOf T;
    const std::string &L = O.Label.at(I);
    std::string LO = absl::StrCat(L, "\x1f", I->opcodeName());
    if (const InstrList *S = unclaimed(N.ByLabelOp, LO)) {
      T.Succ = S;
      T.M = O.ByLabelOp.at(LO).size() == 1 ? Mode::Strict : Mode::Loose;
      return T;
    }
    // A rewrite that kept the metadata (one op became others): any link
    // into the label counts.
    if (isContainer(I->opcode()))
      return T;
    if (const InstrList *S = unclaimed(N.ByLabel, L)) {
      T.Succ = S;
      T.M = Mode::Loose;
    }
    return T;
  }

  /// The members of Index[Key] that are no class successor of an old
  /// instruction; null when none.
  const InstrList *
  unclaimed(const absl::flat_hash_map<std::string, InstrList> &Index,
            const std::string &Key) const {
    auto It = Index.find(Key);
    if (It == Index.end())
      return nullptr;
    auto [M, New] = Unclaimed.try_emplace(&It->second);
    if (New)
      for (const Instruction *X : It->second)
        if (!Claimed.contains(X))
          M->second.push_back(X);
    return M->second.empty() ? nullptr : &M->second;
  }

  /// byClass; else, when a structural twin's class survives, that twin's
  /// successors (CSE merged `I` into it); else byLabel.
  TruthOf truth(const Instruction *I) const {
    TruthOf T = byClass(I);
    if (T.M != Mode::Unscored || !O.Label.contains(I))
      return T;
    if (TruthOf M = merged(I); M.M != Mode::Unscored)
      return M;
    return byLabel(I);
  }

  TruthOf merged(const Instruction *I) const {
    TruthOf T;
    auto Tw = O.Twin.find(I);
    if (Tw == O.Twin.end())
      return T;
    auto Memo = MergedSucc.find(Tw->second);
    if (Memo == MergedSucc.end()) {
      // Every twin whose class survives: one when CSE kept one survivor.
      InstrList Union;
      size_t Survivors = 0;
      bool Strict = true;
      for (const Instruction *S : O.TwinGroups[Tw->second]) {
        TruthOf ST = byClass(S);
        if (ST.M == Mode::Unscored)
          continue;
        ++Survivors;
        Strict &= ST.M == Mode::Strict;
        for (const Instruction *X : *ST.Succ)
          if (!contains(Union, X))
            Union.push_back(X);
      }
      Memo = MergedSucc
                 .try_emplace(Tw->second,
                              std::make_pair(std::move(Union),
                                             Survivors == 1 && Strict))
                 .first;
    }
    if (Memo->second.first.empty())
      return T;
    T.Succ = &Memo->second.first;
    T.M = Memo->second.second ? Mode::Strict : Mode::Loose;
    T.Merged = true;
    return T;
  }

  static bool kept(const Instruction *A, const Instruction *B) {
    return A == B ||
           (A->name() == B->name() && A->opcode() == B->opcode() &&
            A->parent()->name() == B->parent()->name() &&
            shapeText(*A, true) == shapeText(*B, true));
  }

  static bool contains(const InstrList &L, const Instruction *I) {
    return std::find(L.begin(), L.end(), I) != L.end();
  }

  void note(std::vector<Miss> *Misses, size_t Max, Miss::KindT What,
            const Instruction *A, const Instruction *B, absl::string_view Kind) {
    if (!Misses || Misses->size() >= Max)
      return;
    Miss M;
    M.What = What;
    M.Old = absl::StrCat(A->parent()->name(), "/", A->name());
    M.New = B ? absl::StrCat(B->parent()->name(), "/", B->name()) : "-";
    M.Kind = std::string(Kind);
    M.Label = std::string(O.label(A));
    if (B && N.label(B) != O.label(A))
      absl::StrAppend(&M.Label, " -> ", N.label(B));
    Misses->push_back(std::move(M));
  }

  void checkFusedClone(const LineageLink &L, Score &S) {
    // A rewrite claims no copy (a fused dot remade with its operands
    // swapped, or a fusion's root continuing in the fusion it merged into).
    if (L.Kind == LinkKind::Rewritten)
      return;
    bool IntoFused = N.Fused.contains(L.New->parent()) &&
                     L.Old->parent() != L.New->parent();
    if (L.Kind != LinkKind::Fused && !IntoFused)
      return;
    ++S.FusedClones;
    if (L.Old->opcode() != L.New->opcode() ||
        L.Old->opcodeName() != L.New->opcodeName())
      ++S.BadOpcode;
    if (shapeText(*L.Old, false) != shapeText(*L.New, false))
      ++S.BadShape;
    if (attributeSignature(*L.Old) != attributeSignature(*L.New))
      ++S.BadAttributes;
    if ((L.Old->opcode() == Opcode::Constant ||
         L.New->opcode() == Opcode::Constant) &&
        L.Old->payload() != L.New->payload())
      ++S.BadLiteral;
  }

  Score run(const StepLineage &L, std::vector<Miss> *Misses, size_t Max) {
    Score S;
    S.Steps = 1;
    // Precision.
    for (const LineageLink &Link : L.links()) {
      checkFusedClone(Link, S);
      TruthOf T = truth(Link.Old);
      if (T.M == Mode::Unscored || !N.Label.contains(Link.New)) {
        ++S.Unscored;
        continue;
      }
      // A new instruction of another opcode with the same label is part of
      // a rewrite of the old one (one op became several).
      bool Ok = contains(*T.Succ, Link.New) ||
                (Link.New->opcode() != Link.Old->opcode() &&
                 N.label(Link.New) == O.label(Link.Old));
      if (!Ok && Link.New->opcode() == Opcode::Fusion &&
          N.label(Link.New) == O.label(Link.Old)) {
        ++S.Unscored; // The fusion that now computes it: not a claim.
        continue;
      }
      if (kept(Link.Old, Link.New)) {
        ++S.KeptPredicted;
        S.KeptCorrect += Ok;
      } else {
        ++S.Predicted;
        S.Correct += Ok;
        if (!Ok)
          note(Misses, Max, Miss::Wrong, Link.Old, Link.New,
               linkKindName(Link.Kind));
      }
    }
    // Recall.
    for (const Instruction *I : O.All) {
      TruthOf T = truth(I);
      if (T.M == Mode::Unscored)
        continue;
      std::vector<const LineageLink *> Succ = L.successors(*I);
      auto Linked = [&](const Instruction *X) {
        for (const LineageLink *K : Succ)
          if (K->New == X)
            return true;
        return false;
      };
      if (T.M == Mode::Strict) {
        for (const Instruction *X : *T.Succ) {
          bool F = Linked(X);
          if (kept(I, X)) {
            ++S.KeptTruth;
            S.KeptFound += F;
          } else {
            ++S.Truth;
            S.Found += F;
            if (!F)
              note(Misses, Max, Miss::Missed, I, X, T.Merged ? "merged" : "-");
          }
        }
        continue;
      }
      bool F = false, K = false;
      for (const Instruction *X : *T.Succ) {
        F |= Linked(X);
        K |= kept(I, X);
      }
      if (K) {
        ++S.KeptTruth;
        S.KeptFound += F;
      } else {
        ++S.Truth;
        ++S.LooseTruth;
        S.Found += F;
        if (!F)
          note(Misses, Max, Miss::Missed, I, T.Succ->front(), "loose");
      }
    }
    // Ambiguities.
    for (const LineageAmbiguity &A : L.ambiguities()) {
      ++S.Ambiguities;
      if (A.SubjectIsOld) {
        TruthOf T = truth(A.Subject);
        if (T.M == Mode::Unscored)
          continue;
        ++S.AmbiguitiesScorable;
        bool Has = false;
        for (const Instruction *C : A.Candidates)
          Has |= contains(*T.Succ, C);
        S.AmbiguitiesWithTruth += Has;
        if (!Has && !A.Candidates.empty())
          note(Misses, Max, Miss::Ambiguous, A.Subject, A.Candidates.front(),
               absl::StrCat(A.Candidates.size(), " candidates"));
        continue;
      }
      // A new subject: scorable when it has a true predecessor.
      if (TruePreds.empty())
        for (const Instruction *I : O.All) {
          TruthOf T = truth(I);
          if (T.M != Mode::Unscored)
            for (const Instruction *X : *T.Succ)
              TruePreds[X].push_back(I);
        }
      auto P = TruePreds.find(A.Subject);
      if (P == TruePreds.end())
        continue;
      ++S.AmbiguitiesScorable;
      bool Has = false;
      for (const Instruction *C : A.Candidates)
        Has |= contains(P->second, C);
      S.AmbiguitiesWithTruth += Has;
      if (!Has && !A.Candidates.empty())
        note(Misses, Max, Miss::Ambiguous, A.Candidates.front(), A.Subject,
             absl::StrCat("backward, ", A.Candidates.size(), " candidates"));
    }
    return S;
  }

private:
  ModuleIndex O, N;
  /// Per twin group: the successors of its surviving members, and whether
  /// they are strict (one survivor, itself strict).
  mutable absl::flat_hash_map<size_t, std::pair<InstrList, bool>> MergedSucc;
  /// Old instructions whose true successors include each new one (built
  /// on first use).
  absl::flat_hash_map<const Instruction *, InstrList> TruePreds;
  /// New instructions that continue an old one of their class, or keep
  /// an old one's name.
  absl::flat_hash_set<const Instruction *> Claimed;
  mutable absl::flat_hash_map<const InstrList *, InstrList> Unclaimed;
  /// New labelled instructions that kept an unlabelled old instruction
  /// (name, opcode, computation, shape), and the class lists without them.
  absl::flat_hash_set<const Instruction *> HeldByOther;
  mutable absl::flat_hash_map<const InstrList *, InstrList> ClassSucc;
};

} // namespace

Score scoreStep(const Module &Old, const Module &New, const StepLineage &L,
                std::vector<Miss> *Misses, size_t MaxMisses,
                const ScoreOptions &Opts) {
  Scorer Sc(Old, New, Opts.ScoreDeadCode);
  return Sc.run(L, Misses, MaxMisses);
}

} // namespace truth
} // namespace hlotrace
