//===- Ownership.cpp - Where XLA stops: who generates each op's code ------===//
//
// The classifier reads the rule table (OwnerRules.def) and the few attributes
// it needs: custom_call_target, the fusion kind in backend_config, the dot
// and convolution dimension attributes. Backend configs are JSON on GPU and
// CPU; anything that does not parse as JSON (FFI attribute dictionaries) is
// simply not consulted.
//
//===----------------------------------------------------------------------===//

#include "hlotrace/Query/Ownership.h"

#include <algorithm>
#include <cctype>

#include "absl/container/flat_hash_map.h"
#include "absl/container/flat_hash_set.h"
#include "absl/strings/ascii.h"
#include "absl/strings/match.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_split.h"
#include "hlotrace/IR/Attribute.h"
#include "llvm/Support/JSON.h"

namespace hlotrace {
namespace {

//===----------------------------------------------------------------------===//
// The rule table
//===----------------------------------------------------------------------===//

enum class RuleKind : uint8_t { Opcode, CallTarget, FusionKind };
enum class RuleBackend : uint8_t { Any, Gpu, Cpu, Tpu };
enum class RuleAction : uint8_t { Own, Hero };

struct OwnerRule {
  RuleKind Kind;
  absl::string_view Key;
  RuleBackend For;
  RuleAction Action;
  Owner Who;
  absl::string_view Target;
};

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

const OwnerRule *findRule(RuleKind Kind, absl::string_view Text, Backend B) {
  for (const OwnerRule &R : kRules)
    if (R.Kind == Kind && backendMatches(R.For, B) && keyMatches(R.Key, Text))
      return &R;
  return nullptr;
}

//===----------------------------------------------------------------------===//
// Attribute helpers
//===----------------------------------------------------------------------===//

std::optional<llvm::json::Value> parseConfig(const Instruction &I) {
  std::string Text = I.backendConfig();
  if (Text.empty() || Text.front() != '{')
    return std::nullopt;
  auto V = llvm::json::parse(Text);
  if (!V) {
    llvm::consumeError(V.takeError());
    return std::nullopt;
  }
  return std::move(*V);
}

/// `fusion_backend_config.kind` (GPU) or `fusion_config.kind` (CPU).
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

/// A JSON array of integers written as numbers or as strings (proto int64).
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

/// The shape of operand K, following `%t#0#1` tuple indices.
const Shape *operandShape(const Instruction &I, size_t K) {
  const Operand &O = I.operands()[K];
  const Shape *S = O.Def ? O.Def->shape() : nullptr;
  if (S) {
    for (int32_t Index : O.tupleIndices()) {
      if (!S->isTuple() || Index < 0 ||
          static_cast<size_t>(Index) >= S->tupleShapes().size())
        return O.PrintedShape;
      S = S->tupleShapes()[Index];
    }
    return S;
  }
  return O.PrintedShape;
}

/// The first array leaf of a shape (element 0 of a (result, workspace) tuple).
const Shape *firstArray(const Shape *S) {
  while (S && S->isTuple()) {
    if (S->tupleShapes().empty())
      return nullptr;
    S = S->tupleShapes()[0];
  }
  return S;
}

int64_t productOfDims(const Shape *S, absl::Span<const int64_t> Dims) {
  if (!S)
    return 0;
  int64_t P = 1;
  for (int64_t D : Dims) {
    if (D < 0 || D >= S->rank())
      return 0;
    int64_t Size = S->dimensions()[D];
    if (Size < 0)
      return 0;
    P *= Size;
  }
  return P;
}

//===----------------------------------------------------------------------===//
// FLOP estimates
//===----------------------------------------------------------------------===//

/// 2 * result elements * contracted size.
int64_t matmulFlops(const Shape *Lhs, absl::Span<const int64_t> LhsContracting,
                    const Shape *Result) {
  const Shape *Out = firstArray(Result);
  if (!Lhs || !Out)
    return 0;
  return 2 * Out->elementCount() * productOfDims(Lhs, LhsContracting);
}

int64_t dotFlops(const Instruction &I) {
  if (I.operandCount() < 2)
    return 0;
  auto Contracting = I.attribute("lhs_contracting_dims");
  std::vector<int64_t> Dims;
  if (Contracting)
    if (auto L = attr::intList(*Contracting))
      Dims = *L;
  return matmulFlops(operandShape(I, 0), Dims, I.shape());
}

int64_t gemmCustomCallFlops(const Instruction &I,
                            const llvm::json::Object &Config) {
  const auto *Gemm = Config.getObject("gemm_backend_config");
  if (!Gemm || I.operandCount() < 2)
    return 0;
  std::vector<int64_t> Dims;
  if (const auto *DN = Gemm->getObject("dot_dimension_numbers"))
    Dims = jsonIntList(*DN, "lhs_contracting_dimensions");
  return matmulFlops(operandShape(I, 0), Dims, I.shape());
}

/// 2 * output elements * kernel spatial size * kernel input features (which
/// is input features / feature_group_count). `Kernel` and `Output` are the
/// forward convolution's filter and output, whichever buffers hold them.
int64_t convFlops(const Instruction &I, const Shape *Kernel,
                  const Shape *Output) {
  auto Labels = I.attribute("dim_labels");
  Kernel = firstArray(Kernel);
  Output = firstArray(Output);
  if (!Labels || !Kernel || !Output)
    return 0;
  // dim_labels=b01f_01io->b01f: the filter labels sit between '_' and "->".
  absl::string_view L = *Labels;
  size_t Underscore = L.find('_');
  size_t Arrow = L.find("->");
  if (Underscore == absl::string_view::npos || Arrow == absl::string_view::npos ||
      Arrow < Underscore)
    return 0;
  absl::string_view KernelLabels = L.substr(Underscore + 1, Arrow - Underscore - 1);
  if (static_cast<int64_t>(KernelLabels.size()) != Kernel->rank())
    return 0;
  int64_t PerOutput = 1;
  for (size_t D = 0; D < KernelLabels.size(); ++D) {
    char C = KernelLabels[D];
    if (C == 'o')
      continue;
    if (C == 'i' || std::isdigit(static_cast<unsigned char>(C)))
      PerOutput *= Kernel->dimensions()[D];
  }
  return 2 * Output->elementCount() * PerOutput;
}

/// Forward fused attention: two batched matmuls, Q.K^T and P.V, each
/// 2 * batch * Sq * Skv * D, read off bmm1_dot_dimension_numbers.
int64_t fmhaFlops(const Instruction &I, const llvm::json::Object &Config) {
  const auto *Fmha = Config.getObject("cudnn_fmha_backend_config");
  if (!Fmha || I.operandCount() < 2)
    return 0;
  const auto *DN = Fmha->getObject("bmm1_dot_dimension_numbers");
  const Shape *Q = operandShape(I, 0);
  const Shape *K = operandShape(I, 1);
  if (!DN || !Q || !K)
    return 0;
  int64_t Batch = productOfDims(Q, jsonIntList(*DN, "lhs_batch_dimensions"));
  int64_t Depth = productOfDims(Q, jsonIntList(*DN, "lhs_contracting_dimensions"));
  if (Batch <= 0 || Depth <= 0)
    return 0;
  int64_t Skv = K->elementCount() / (Batch * Depth);
  return 2 * (2 * Q->elementCount() * Skv);
}

int64_t cudnnConvFlops(const Instruction &I, absl::string_view Target) {
  if (I.operandCount() < 2)
    return 0;
  if (Target == "__cudnn$convBackwardInput")
    return convFlops(I, operandShape(I, 1), operandShape(I, 0));
  if (Target == "__cudnn$convBackwardFilter")
    return convFlops(I, I.shape(), operandShape(I, 1));
  if (absl::StartsWith(Target, "__cudnn$conv") &&
      !absl::StartsWith(Target, "__cudnn$convReorder"))
    return convFlops(I, operandShape(I, 1), I.shape());
  return 0;
}

//===----------------------------------------------------------------------===//
// The classifier
//===----------------------------------------------------------------------===//

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

class Classifier {
public:
  Classifier(const Module &M, Backend B) : M(M), B(B) {}

  Decision decide(const Instruction &I, int Depth = 0) const;
  int64_t flops(const Instruction &I, int Depth = 0) const;
  void walk(const Computation &C, std::vector<OpOwnership> &Out);

private:
  Decision decideCustomCall(const Instruction &I,
                            absl::string_view Target) const;
  Decision decideFusion(const Instruction &I, int Depth) const;
  Decision heroOfComputation(const Computation &C, int Depth) const;
  const Instruction *asyncStartOf(const Instruction &I) const;
  void account(const Instruction &I, const Decision &D, OpOwnership &Op) const;

  const Module &M;
  Backend B;
  absl::flat_hash_set<const Computation *> Visited;
};

constexpr int kMaxDepth = 64;

Decision Classifier::decideCustomCall(const Instruction &I,
                                      absl::string_view Target) const {
  (void)I;
  if (const OwnerRule *R = findRule(RuleKind::CallTarget, Target, B))
    return {R->Who, std::string(R->Target.empty() ? Target : R->Target)};
  return {Owner::Ffi, std::string(Target)};
}

/// The first op of `C`, from its root backwards, that has an owner other
/// than `none`: what an async computation or a custom fusion wraps.
Decision Classifier::heroOfComputation(const Computation &C,
                                       int Depth) const {
  auto Insts = C.instructions();
  // Prefer a library op anywhere in the computation, then the root.
  for (auto It = Insts.rbegin(); It != Insts.rend(); ++It) {
    Decision D = decide(**It, Depth + 1);
    if (D.Who != Owner::None && D.Who != Owner::Xla)
      return D;
  }
  if (const Instruction *Root = C.root()) {
    Decision D = decide(*Root, Depth + 1);
    if (D.Who != Owner::None)
      return D;
  }
  return {Owner::None, {}};
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

Decision Classifier::decideFusion(const Instruction &I, int Depth) const {
  std::string Kind;
  std::string CustomName;
  if (auto Config = parseConfig(I))
    if (const auto *O = Config->getAsObject()) {
      Kind = configFusionKind(*O);
      CustomName = customFusionName(*O);
    }
  if (Kind.empty())
    return {Owner::Xla, std::string(I.fusionKind())};
  const OwnerRule *R = findRule(RuleKind::FusionKind, Kind, B);
  std::string Label = CustomName.empty() ? Kind : absl::StrCat(Kind, ":", CustomName);
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

Decision Classifier::decide(const Instruction &I, int Depth) const {
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

int64_t Classifier::flops(const Instruction &I, int Depth) const {
  if (Depth > kMaxDepth)
    return 0;
  switch (I.opcode()) {
  case Opcode::Dot:
    return dotFlops(I);
  case Opcode::Convolution:
    return convFlops(I, I.operandCount() > 1 ? operandShape(I, 1) : nullptr,
                     I.shape());
  case Opcode::CustomCall: {
    std::string Target = I.customCallTarget();
    if (absl::StartsWith(Target, "__cudnn$conv"))
      return cudnnConvFlops(I, Target);
    if (auto Config = parseConfig(I))
      if (const auto *O = Config->getAsObject()) {
        if (absl::StartsWith(Target, "__cudnn$fmha") &&
            !absl::EndsWith(Target, "Backward"))
          return fmhaFlops(I, *O);
        return gemmCustomCallFlops(I, *O);
      }
    return 0;
  }
  case Opcode::Fusion: {
    int64_t Sum = 0;
    for (const Computation *C : M.calledComputations(I))
      if (C)
        for (const Instruction *Inner : C->instructions())
          Sum += flops(*Inner, Depth + 1);
    return Sum;
  }
  default:
    return 0;
  }
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
                         OpOwnership &Op) const {
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
  Op.Flops = flops(I);
  for (size_t K = 0; K < I.operandCount(); ++K) {
    const Shape *S = operandShape(I, K);
    if (S && !S->isToken())
      Op.BytesRead += shapeBytes(S);
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
  // cuBLAS and cuDNN calls return a trailing s8/u8 scratch buffer that XLA
  // allocates for the library; it is not data the op produces.
  if (I.opcode() == Opcode::CustomCall &&
      (D.Who == Owner::Cublas || D.Who == Owner::CublasLt ||
       D.Who == Owner::Cudnn))
    if (const Shape *S = I.shape(); S && S->isTuple() &&
                                    S->tupleShapes().size() >= 2) {
      const Shape *Last = S->tupleShapes().back();
      if (Last->rank() == 1 && (Last->elementType() == ElementType::S8 ||
                                Last->elementType() == ElementType::U8))
        Op.BytesWritten -= shapeBytes(Last);
    }
}

void Classifier::walk(const Computation &C, std::vector<OpOwnership> &Out) {
  if (!Visited.insert(&C).second)
    return;
  for (const Instruction *I : C.instructions()) {
    Decision D = decide(*I);
    OpOwnership Op;
    Op.Inst = I;
    Op.Who = D.Who;
    Op.Target = D.Target;
    account(*I, D, Op);
    Out.push_back(std::move(Op));
    if (isControlFlow(*I))
      for (const Computation *Callee : M.calledComputations(*I))
        if (Callee)
          walk(*Callee, Out);
  }
}

//===----------------------------------------------------------------------===//
// Pass attribution
//===----------------------------------------------------------------------===//

/// What must stay the same for an earlier instruction to be "the same
/// hand-off": the custom-call target, the fusion's configured kind, or the
/// opcode.
std::string identityOf(const Instruction &I) {
  if (I.opcode() == Opcode::CustomCall)
    return absl::StrCat("custom-call:", I.customCallTarget());
  if (I.opcode() == Opcode::Fusion) {
    if (auto Config = parseConfig(I))
      if (const auto *O = Config->getAsObject()) {
        std::string Kind = configFusionKind(*O);
        if (!Kind.empty())
          return absl::StrCat("fusion:", Kind);
      }
    return absl::StrCat("fusion:", I.fusionKind());
  }
  return std::string(I.opcodeName());
}

std::string opNameOf(const Instruction &I) {
  auto Meta = I.metadata();
  return Meta ? Meta->OpName : std::string();
}

} // namespace

//===----------------------------------------------------------------------===//
// Public API
//===----------------------------------------------------------------------===//

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

absl::string_view backendSpelling(Backend B) {
  switch (B) {
  case Backend::Unknown:
    return "unknown";
  case Backend::Gpu:
    return "gpu";
  case Backend::Cpu:
    return "cpu";
  case Backend::Tpu:
    return "tpu";
  }
  return "unknown";
}

std::optional<Backend> backendFromSpelling(absl::string_view Spelling) {
  for (Backend B : {Backend::Unknown, Backend::Gpu, Backend::Cpu, Backend::Tpu})
    if (backendSpelling(B) == Spelling)
      return B;
  return std::nullopt;
}

Backend backendFromFileName(absl::string_view Path) {
  size_t Slash = Path.find_last_of('/');
  std::string Name =
      absl::AsciiStrToLower(Slash == absl::string_view::npos
                                ? Path
                                : Path.substr(Slash + 1));
  // XLA names final dumps `<module>.<platform-prefix>_after_optimizations`:
  // `sm_8.0_gpu`, `gfx90a_gpu`, `cpu`; TPU dumps carry `tpu`.
  if (absl::StrContains(Name, "_gpu_after_optimizations") ||
      absl::StrContains(Name, "_gpu_"))
    return Backend::Gpu;
  if (absl::StrContains(Name, ".cpu_after_optimizations") ||
      absl::StrContains(Name, ".cpu_"))
    return Backend::Cpu;
  if (absl::StrContains(Name, "tpu"))
    return Backend::Tpu;
  return Backend::Unknown;
}

Backend backendFromModule(const Module &M) {
  bool TiledLayout = false;
  for (const Computation *C : M.computations()) {
    for (const Instruction *I : C->instructions()) {
      if (I->opcode() == Opcode::CustomCall) {
        std::string T = I->customCallTarget();
        if (T == "tpu_custom_call")
          return Backend::Tpu;
        if (absl::StartsWith(T, "__cublas$") ||
            absl::StartsWith(T, "__cudnn$") ||
            absl::StartsWith(T, "__cusolver$") ||
            absl::StartsWith(T, "__gpu$"))
          return Backend::Gpu;
        if (absl::StartsWith(T, "__onednn$"))
          return Backend::Cpu;
      }
      if (auto Config = I->attribute("backend_config")) {
        if (absl::StrContains(*Config, "operation_queue_id") ||
            absl::StrContains(*Config, "fusion_backend_config") ||
            absl::StrContains(*Config, "gemm_backend_config"))
          return Backend::Gpu;
        if (absl::StrContains(*Config, "outer_dimension_partitions") ||
            absl::StrContains(*Config, "\"fusion_config\""))
          return Backend::Cpu;
      }
      if (const Shape *S = I->shape())
        if (const Layout *L = S->layout())
          TiledLayout |= !L->Tiles.empty();
    }
  }
  // TPU layouts are tiled (`{1,0:T(8,128)}`); GPU and CPU ones rarely are.
  return TiledLayout ? Backend::Tpu : Backend::Unknown;
}

int64_t OwnershipReport::totalFlops() const {
  int64_t Sum = 0;
  for (const OwnerSummary &S : Summary)
    Sum += S.Flops;
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
    It->Ops += S.Ops;
    It->Flops += S.Flops;
    It->BytesRead += S.BytesRead;
    It->BytesWritten += S.BytesWritten;
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
    Report.DetectedBackend = backendFromFileName(Options.FileName);
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
    R.Flops += Op.Flops;
    R.BytesRead += Op.BytesRead;
    R.BytesWritten += Op.BytesWritten;
  }
  for (const OwnerSummary &R : Rows)
    if (R.Ops > 0)
      Report.Summary.push_back(R);
  return Report;
}

absl::string_view handOffMatchSpelling(HandOffMatch M) {
  switch (M) {
  case HandOffMatch::Name:
    return "name";
  case HandOffMatch::OpName:
    return "op_name";
  }
  return "name";
}

std::vector<HandOffOrigin>
attributeHandOffs(const OwnershipReport &Report,
                  absl::Span<const PassModule> Snapshots) {
  std::vector<HandOffOrigin> Out;
  std::vector<size_t> HandedOff;
  for (size_t Index = 0; Index < Report.Ops.size(); ++Index) {
    const OpOwnership &Op = Report.Ops[Index];
    if (Op.Inst && Op.Who != Owner::None && Op.Who != Owner::Xla)
      HandedOff.push_back(Index);
  }
  if (HandedOff.empty())
    return Out;

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
            !findRule(RuleKind::Opcode, I->opcodeName(), Backend::Gpu) &&
            !findRule(RuleKind::Opcode, I->opcodeName(), Backend::Cpu))
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

} // namespace hlotrace
