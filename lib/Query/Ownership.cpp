//===- Ownership.cpp - Where XLA stops: the walk and the summaries --------===//
//
// The classifier walks the entry computation and what control flow reaches,
// decides each instruction's owner from the rule table (OwnerRules.def), and
// accounts its FLOPs (CostModel) and bytes. Backend configs are parsed once
// per instruction (BackendConfigCache), shared with the cost model.
//
// Both the walk and the questions it asks are bounded: the walk keeps an
// explicit stack (a chain of 50k calls must not overflow the native one),
// and the hero of a computation is decided once per computation.
//
//===----------------------------------------------------------------------===//

#include "hlotrace/Query/Ownership.h"

#include <algorithm>

#include "BackendConfig.h"
#include "FlopCounter.h"
#include "OwnerRules.h"
#include "Support/CheckedMath.h"
#include "absl/container/flat_hash_map.h"
#include "absl/container/flat_hash_set.h"
#include "absl/strings/match.h"
#include "absl/strings/str_cat.h"

namespace hlotrace {
namespace {

struct Decision {
  Owner Who = Owner::Xla;
  std::string Target;
  /// An async wrapper or a `-done`: the work is counted elsewhere.
  bool Wrapper = false;
};

bool isControlFlow(const Instruction &I) {
  switch (I.opcode()) {
  case Opcode::While:
  case Opcode::Conditional:
  case Opcode::Call:
  case Opcode::AsyncStart:
    return true;
  default:
    return false;
  }
}

/// `all-to-all-start` -> (`all-to-all`, "-start") for async syntax sugar.
std::pair<absl::string_view, absl::string_view>
splitAsyncSuffix(absl::string_view Spelling) {
  for (absl::string_view Suffix : {"-start", "-update", "-done"})
    if (absl::EndsWith(Spelling, Suffix))
      return {Spelling.substr(0, Spelling.size() - Suffix.size()), Suffix};
  return {Spelling, {}};
}

constexpr int kMaxDepth = 64;

class Classifier {
public:
  Classifier(const Module &M, Backend B) : M(M), B(B), Flops(M, Configs) {}

  Decision decide(const Instruction &I, int Depth = 0);
  void walk(const Computation &Entry, std::vector<OpOwnership> &Out);

private:
  Decision decideCustomCall(const Instruction &I, absl::string_view Target);
  Decision decideFusion(const Instruction &I, int Depth);
  Decision heroOfComputation(const Computation &C, int Depth);
  const Instruction *asyncStartOf(const Instruction &I) const;
  void account(const Instruction &I, const Decision &D, OpOwnership &Op);

  const Module &M;
  Backend B;
  BackendConfigCache Configs;
  FlopCounter Flops;
  /// heroOfComputation per computation; a computation being decided reads
  /// as {None} (a cycle wraps nothing new).
  absl::flat_hash_map<const Computation *, std::optional<Decision>> Heroes;
};

Decision Classifier::decideCustomCall(const Instruction &I,
                                      absl::string_view Target) {
  (void)I;
  if (const OwnerRule *R = findRule(RuleKind::CallTarget, Target, B))
    return {R->Who, std::string(R->Target.empty() ? Target : R->Target)};
  return {Owner::Ffi, std::string(Target)};
}

/// The first op of `C`, from its root backwards, that has an owner other
/// than `none`: what an async computation or a custom fusion wraps.
Decision Classifier::heroOfComputation(const Computation &C, int Depth) {
  auto [It, Inserted] = Heroes.try_emplace(&C);
  if (!Inserted)
    return It->second ? *It->second : Decision{Owner::None, {}};
  Decision Result{Owner::None, {}};
  bool Found = false;
  auto Insts = C.instructions();
  // Prefer a library op anywhere in the computation, then the root.
  for (auto I = Insts.rbegin(); I != Insts.rend() && !Found; ++I) {
    Decision D = decide(**I, Depth + 1);
    if (D.Who != Owner::None && D.Who != Owner::Xla) {
      Result = D;
      Found = true;
    }
  }
  if (!Found)
    if (const Instruction *Root = C.root()) {
      Decision D = decide(*Root, Depth + 1);
      if (D.Who != Owner::None)
        Result = D;
    }
  Heroes[&C] = Result;
  return Result;
}

const Instruction *Classifier::asyncStartOf(const Instruction &I) const {
  const Instruction *Cur = &I;
  for (int Steps = 0; Cur && Steps < kMaxDepth; ++Steps) {
    if (Cur->opcode() == Opcode::AsyncStart ||
        splitAsyncSuffix(Cur->opcodeName()).second == "-start")
      return Cur;
    if (Cur->operandCount() == 0)
      return nullptr;
    Cur = Cur->operand(0);
  }
  return nullptr;
}

Decision Classifier::decideFusion(const Instruction &I, int Depth) {
  std::string Kind;
  std::string CustomName;
  if (const llvm::json::Object *O = Configs.get(I)) {
    Kind = configFusionKind(*O);
    CustomName = customFusionName(*O);
  }
  if (Kind.empty())
    return {Owner::Xla, std::string(I.fusionKind())};
  const OwnerRule *R = findRule(RuleKind::FusionKind, Kind, B);
  std::string Label =
      CustomName.empty() ? Kind : absl::StrCat(Kind, ":", CustomName);
  if (!R)
    return {Owner::Xla, Label};
  if (R->Action == RuleAction::Own)
    return {R->Who, R->Target.empty() ? Label : std::string(R->Target)};
  for (const Computation *C : M.calledComputations(I)) {
    if (!C)
      continue;
    Decision Hero = heroOfComputation(*C, Depth);
    if (Hero.Who != Owner::None && Hero.Who != Owner::Xla)
      return {Hero.Who, absl::StrCat(Label, "(", Hero.Target, ")")};
  }
  return {R->Who, Label};
}

Decision Classifier::decide(const Instruction &I, int Depth) {
  if (Depth > kMaxDepth)
    return {Owner::Xla, {}};
  if (I.opcode() == Opcode::CustomCall)
    return decideCustomCall(I, I.customCallTarget());
  if (I.opcode() == Opcode::Fusion)
    return decideFusion(I, Depth);

  absl::string_view Spelling = I.opcodeName();
  if (const OwnerRule *R = findRule(RuleKind::Opcode, Spelling, B)) {
    if (R->Action == RuleAction::Own) {
      absl::string_view Label = R->Target;
      if (Label.empty() && R->Who != Owner::None && R->Who != Owner::Xla)
        Label = Spelling;
      return {R->Who, std::string(Label)};
    }
    // Hero: async-start/-update/-done own what the start wraps.
    const Instruction *Start = asyncStartOf(I);
    Decision D{R->Who, {}};
    if (Start)
      for (const Computation *C : M.calledComputations(*Start))
        if (C) {
          Decision Hero = heroOfComputation(*C, Depth);
          if (Hero.Who != Owner::None) {
            D = Hero;
            break;
          }
        }
    D.Wrapper = true;
    return D;
  }

  // Async syntax sugar (`all-to-all-start`, `custom-call-done`, ...): the
  // base op's rule, with the work counted on `-start`.
  if (I.opcode() == Opcode::Unknown) {
    auto [Base, Suffix] = splitAsyncSuffix(Spelling);
    if (!Suffix.empty()) {
      const Instruction *Start = asyncStartOf(I);
      Decision D;
      if (Base == "custom-call") {
        D = decideCustomCall(I, Start ? Start->customCallTarget()
                                      : I.customCallTarget());
      } else if (const OwnerRule *R = findRule(RuleKind::Opcode, Base, B)) {
        D = {R->Who, std::string(R->Target.empty() ? Base : R->Target)};
      } else {
        D = {Owner::Xla, {}};
      }
      D.Wrapper = Suffix != "-start";
      return D;
    }
  }
  return {Owner::Xla, {}};
}

int64_t shapeBytes(const Shape *S) { return S ? S->byteSize() : 0; }

/// What a `-start` writes: the output element of its tuple.
const Shape *startOutput(const Instruction &I) {
  const Shape *S = I.shape();
  if (!S || !S->isTuple() || S->tupleShapes().size() < 2)
    return S;
  if (I.opcode() == Opcode::CopyStart)
    return S->tupleShapes()[0];
  return S->tupleShapes()[1];
}

void Classifier::account(const Instruction &I, const Decision &D,
                         OpOwnership &Op) {
  if (D.Who == Owner::None || D.Wrapper)
    return;
  switch (I.opcode()) {
  case Opcode::AllReduceDone:
  case Opcode::AllGatherDone:
  case Opcode::CollectivePermuteDone:
  case Opcode::CopyDone:
  case Opcode::SendDone:
  case Opcode::RecvDone:
    return;
  default:
    break;
  }
  Op.Flops = Flops.flops(I);
  for (size_t K = 0; K < I.operandCount(); ++K) {
    const Shape *S = operandShape(I, K);
    if (S && !S->isToken())
      Op.BytesRead = saturatingAdd(Op.BytesRead, shapeBytes(S));
  }
  switch (I.opcode()) {
  case Opcode::Send:
    return;
  case Opcode::Recv:
    Op.BytesWritten = shapeBytes(firstArray(I.shape()));
    return;
  case Opcode::AllGatherStart:
  case Opcode::CollectivePermuteStart:
  case Opcode::CopyStart:
    Op.BytesWritten = shapeBytes(startOutput(I));
    return;
  default:
    break;
  }
  if (I.opcode() == Opcode::Unknown &&
      splitAsyncSuffix(I.opcodeName()).second == "-start") {
    Op.BytesWritten = shapeBytes(startOutput(I));
    return;
  }
  Op.BytesWritten = shapeBytes(I.shape());
  // BLAS and DNN library calls return a trailing s8/u8 scratch buffer that
  // XLA allocates for the library (Owners.def ScratchBuffer); it is not data
  // the op produces.
  if (I.opcode() == Opcode::CustomCall && ownerHasScratchBuffer(D.Who))
    if (const Shape *S = I.shape();
        S && S->isTuple() && S->tupleShapes().size() >= 2) {
      const Shape *Last = S->tupleShapes().back();
      if (Last->rank() == 1 && (Last->elementType() == ElementType::S8 ||
                                Last->elementType() == ElementType::U8))
        Op.BytesWritten -= shapeBytes(Last);
    }
}

void Classifier::walk(const Computation &Entry, std::vector<OpOwnership> &Out) {
  // PERF NOTE: an explicit stack of (computation, next instruction) frames in
  // place of recursion per callee, in the recursive order: an instruction,
  // then everything its callees reach, then the next instruction. A frame is
  // entered (checked against and added to Visited) when it reaches the top,
  // as a recursive call would be at that moment.
  struct Frame {
    const Computation *C;
    size_t Next = 0;
    bool Entered = false;
  };
  absl::flat_hash_set<const Computation *> Visited;
  std::vector<Frame> Stack;
  Stack.push_back({&Entry});
  while (!Stack.empty()) {
    Frame &F = Stack.back();
    if (!F.Entered) {
      if (!Visited.insert(F.C).second) {
        Stack.pop_back();
        continue;
      }
      F.Entered = true;
    }
    auto Insts = F.C->instructions();
    if (F.Next == Insts.size()) {
      Stack.pop_back();
      continue;
    }
    const Instruction *I = Insts[F.Next++];
    Decision D = decide(*I);
    OpOwnership Op;
    Op.Inst = I;
    Op.Who = D.Who;
    Op.Target = D.Target;
    account(*I, D, Op);
    Out.push_back(std::move(Op));
    if (!isControlFlow(*I))
      continue;
    auto Callees = M.calledComputations(*I);
    for (auto It = Callees.rbegin(); It != Callees.rend(); ++It)
      if (*It)
        Stack.push_back({*It});
  }
}

} // namespace

int64_t OwnershipReport::totalFlops() const {
  int64_t Sum = 0;
  for (const OwnerSummary &S : Summary)
    Sum = saturatingAdd(Sum, S.Flops);
  return Sum;
}

void accumulateSummary(std::vector<OwnerSummary> &Into,
                       absl::Span<const OwnerSummary> Other) {
  for (const OwnerSummary &S : Other) {
    auto It = std::find_if(Into.begin(), Into.end(), [&](const OwnerSummary &X) {
      return X.Who == S.Who;
    });
    if (It == Into.end()) {
      Into.push_back(S);
      continue;
    }
    It->Ops = saturatingAdd(It->Ops, S.Ops);
    It->Flops = saturatingAdd(It->Flops, S.Flops);
    It->BytesRead = saturatingAdd(It->BytesRead, S.BytesRead);
    It->BytesWritten = saturatingAdd(It->BytesWritten, S.BytesWritten);
  }
  std::sort(Into.begin(), Into.end(),
            [](const OwnerSummary &A, const OwnerSummary &B) {
              return A.Who < B.Who;
            });
}

absl::StatusOr<OwnershipReport>
classifyOwnership(const Module &M, const OwnershipOptions &Options) {
  const Computation *Entry = M.entry();
  if (!Entry)
    return absl::InvalidArgumentError(
        absl::StrCat("module ", M.name(), " has no entry computation"));
  OwnershipReport Report;
  if (Options.BackendOverride) {
    Report.DetectedBackend = *Options.BackendOverride;
  } else {
    Report.DetectedBackend = backendFromTag(Options.BackendTag);
    if (Report.DetectedBackend == Backend::Unknown)
      Report.DetectedBackend = backendFromModule(M);
  }
  Classifier C(M, Report.DetectedBackend);
  C.walk(*Entry, Report.Ops);

  OwnerSummary Rows[kNumOwners];
  for (const OpOwnership &Op : Report.Ops) {
    OwnerSummary &R = Rows[static_cast<int>(Op.Who)];
    R.Who = Op.Who;
    ++R.Ops;
    R.Flops = saturatingAdd(R.Flops, Op.Flops);
    R.BytesRead = saturatingAdd(R.BytesRead, Op.BytesRead);
    R.BytesWritten = saturatingAdd(R.BytesWritten, Op.BytesWritten);
  }
  for (const OwnerSummary &R : Rows)
    if (R.Ops > 0)
      Report.Summary.push_back(R);
  return Report;
}

} // namespace hlotrace
