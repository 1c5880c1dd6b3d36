//===- ProtoReader.cpp - HloModuleProto into the model -------------------===//
//
// Resolves ids (instruction ids are opaque 64-bit keys: computation id in
// the upper half for XLA since 2025-09, module-wide counters before) into
// names and pointers, then synthesises every attribute in the order XLA's
// HloInstruction::Print writes them: opcode-specific attributes, called
// computations, sharding, frontend_attributes, control-predecessors,
// statistics, result_accuracy, origin, metadata, backend_config.
//
// Its input is a ModuleRecord (ProtoRecords.h): binary protos are walked
// by the wire front end, never decoded whole; text protos are decoded by
// libprotobuf and read through the message front end.
//
//===----------------------------------------------------------------------===//

#include "hlotrace/Proto/ProtoReader.h"

#include <algorithm>
#include <optional>
#include <tuple>

#include "IR/ContextImpl.h"
#include "IR/IRBuilder.h"
#include "Proto/BytesMap.h"
#include "Proto/AttributeCodecs/AttributeCodecs.h"
#include "Proto/ProtoInternal.h"
#include "Proto/ProtoRecords.h"
#include "Proto/Wire.h"
#include "Support/Status.h"
#include "Support/StringHash.h"
#include "absl/container/flat_hash_map.h"
#include "absl/base/optimization.h"
#include "absl/container/flat_hash_set.h"
#include "absl/functional/function_ref.h"
#include "absl/strings/ascii.h"
#include "absl/strings/match.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "absl/strings/str_split.h"
#include "google/protobuf/io/tokenizer.h"
#include "google/protobuf/io/zero_copy_stream_impl_lite.h"
#include "google/protobuf/text_format.h"

namespace hlotrace {

namespace {

using protoio::quoted;

absl::Status bad(absl::string_view Buffer, absl::string_view What) {
  return absl::InvalidArgumentError(absl::StrCat(Buffer, ": ", What));
}

/// Strings that repeat across a module's instructions (attribute names,
/// opcodes, fusion kinds, dimension lists, parameter numbers), interned
/// once per read.
// PERF NOTE: Context::intern takes a shard lock and probes a table shared
// by every module of the Context; this table is the reader's own, hashed
// with the inline StringHash, so a repeat is one probe without a lock.
class LocalStrings {
public:
  explicit LocalStrings(Context &Ctx) : Ctx(Ctx) {}
  absl::string_view get(absl::string_view S) {
    if (S.empty())
      return absl::string_view();
    PreHashed Key(S);
    auto It = Set.find(Key);
    if (It != Set.end())
      return *It;
    absl::string_view V = Ctx.intern(S);
    Set.insert(V);
    return V;
  }
  /// The interned opcode spelling `S` and the opcode it names.
  std::pair<absl::string_view, Opcode> opcode(absl::string_view S) {
    auto [It, New] = Opcodes.try_emplace(S);
    if (New)
      It->second = {get(S), opcodeFromSpelling(S)};
    return It->second;
  }

private:
  Context &Ctx;
  absl::flat_hash_set<absl::string_view, StringHash, StringEq> Set;
  absl::flat_hash_map<absl::string_view, std::pair<absl::string_view, Opcode>,
                      StringHash, StringEq>
      Opcodes;
};

struct Attrs {
  Context &Ctx;
  LocalStrings &Local;
  std::vector<Attribute> &Out;
  operator protoio::AttributeSink() {
    return [this](absl::string_view N, absl::string_view V) { add(N, V); };
  }
  void add(absl::string_view Name, absl::string_view Value) {
    Out.push_back({Local.get(Name), Ctx.intern(Value)});
  }
  /// `Value` repeats across instructions (see LocalStrings).
  void addCommon(absl::string_view Name, absl::string_view Value) {
    Out.push_back({Local.get(Name), Local.get(Value)});
  }
  /// `Value` is interned already.
  void addInterned(absl::string_view Name, absl::string_view Value) {
    Out.push_back({Local.get(Name), Value});
  }
  /// Both are interned already.
  void addBoth(absl::string_view Name, absl::string_view Value) {
    Out.push_back({Name, Value});
  }
};

/// Per-module facts the attribute synthesis needs.
struct ModuleIds {
  /// A computation's name, and `%name` interned once it is referred to.
  struct Names {
    absl::string_view Name, Reference;
    /// Its position in ModuleRecord::Comps.
    uint32_t Index = 0;
  };
  absl::flat_hash_map<int64_t, Names> ComputationNames;
};

/// The instruction ids of one computation.
class CompIds {
public:
  absl::Span<const protoio::InstrRecord> Instrs;

  /// Indexes `Rs`; false (and the id in `Dup`) when an id is used twice.
  bool reset(absl::Span<const protoio::InstrRecord> Rs, int64_t &Dup) {
    Instrs = Rs;
    ById.clear();
    ByLocalId.clear();
    LocalBuilt = false;
    // PERF NOTE: a computation's ids are nearly consecutive (a computation
    // id in the upper half and a small local id since 2025-09, a
    // module-wide counter before), so a table indexed by id - Min replaces
    // a hash map when the range is within 4x the count.
    int64_t Min = 0, Max = 0;
    for (size_t K = 0; K < Rs.size(); ++K) {
      Min = K ? std::min(Min, Rs[K].Id) : Rs[K].Id;
      Max = K ? std::max(Max, Rs[K].Id) : Rs[K].Id;
    }
    Base = Min;
    uint64_t Range = static_cast<uint64_t>(Max) - static_cast<uint64_t>(Min);
    IsDense = !Rs.empty() && Range < 4 * Rs.size() + 64;
    if (IsDense) {
      Dense.assign(Range + 1, -1);
      for (size_t K = 0; K < Rs.size(); ++K) {
        int32_t &Slot = Dense[static_cast<uint64_t>(Rs[K].Id) -
                              static_cast<uint64_t>(Base)];
        if (Slot >= 0) {
          Dup = Rs[K].Id;
          return false;
        }
        Slot = static_cast<int32_t>(K);
      }
      return true;
    }
    ById.reserve(Rs.size());
    for (size_t K = 0; K < Rs.size(); ++K)
      if (!ById.emplace(Rs[K].Id, static_cast<int>(K)).second) {
        Dup = Rs[K].Id;
        return false;
      }
    return true;
  }

  /// The position of the instruction with exactly this id, or -1.
  int exact(int64_t Id) const {
    if (IsDense) {
      uint64_t K = static_cast<uint64_t>(Id) - static_cast<uint64_t>(Base);
      return K < Dense.size() ? Dense[K] : -1;
    }
    auto It = ById.find(Id);
    return It != ById.end() ? It->second : -1;
  }

  const protoio::InstrRecord *find(int64_t Id) const {
    int K = position(Id);
    return K >= 0 ? &Instrs[K] : nullptr;
  }
  /// The position of the record find() gives, or -1.
  int position(int64_t Id) const {
    if (IsDense) {
      uint64_t K = static_cast<uint64_t>(Id) - static_cast<uint64_t>(Base);
      if (K < Dense.size() && Dense[K] >= 0)
        return Dense[K];
    }
    return positionSlow(Id);
  }

private:
  [[gnu::noinline]] int positionSlow(int64_t Id) const {
    int K = exact(Id);
    if (K >= 0)
      return K;
    // Old packings and mixes: the low 32 bits, first instruction wins. Only
    // built when a full id misses, which current dumps never do.
    if (!LocalBuilt) {
      LocalBuilt = true;
      for (int I = 0; I < static_cast<int>(Instrs.size()); ++I)
        ByLocalId.emplace(Instrs[I].Id & 0xffffffffLL, I);
    }
    auto L = ByLocalId.find(Id & 0xffffffffLL);
    if (L != ByLocalId.end())
      return L->second;
    return -1;
  }

  bool IsDense = false;
  int64_t Base = 0;
  std::vector<int32_t> Dense;                     // id - Base -> index
  absl::flat_hash_map<int64_t, int> ById;         // full id -> index
  mutable absl::flat_hash_map<int64_t, int> ByLocalId; // low 32 bits -> index
  mutable bool LocalBuilt = false;
};

/// The element type as the proto spells it (no validation): field 2 of the
/// encoded shape, last value wins.
int rawElementType(const protoio::ModuleRecord &Rec,
                   const protoio::InstrRecord &R) {
  if (const xla::ShapeProto *Msg = Rec.extra(R).ShapeMsg)
    return Msg->element_type();
  int T = 0;
  wire::Cursor C(R.ShapeBytes);
  wire::Field F;
  while (C.next(F))
    if (F.Number == 2 && F.Type == wire::Varint)
      T = static_cast<int>(static_cast<int32_t>(F.Value));
  return T;
}

/// `_hlotrace.*` frontend attributes are the writer's stash (see
/// ProtoWriter.h): text that had no proto field. They are split off here
/// and applied over the synthesised text.
struct Stash {
  /// The attributes that are not stash: the message itself when none is
  /// (the common case, no copy), else the copy without the stash.
  const xla::FrontendAttributes &visible() const { return Own ? *Own : *Source; }
  const xla::FrontendAttributes *Source = nullptr;
  std::optional<xla::FrontendAttributes> Own;
  absl::flat_hash_map<std::string, std::string> Entries;
};

Stash splitStash(const xla::FrontendAttributes &F) {
  Stash S;
  S.Source = &F;
  if (F.map_size() == 0)
    return S;
  bool Any = false;
  for (const auto &KV : F.map())
    Any |= absl::StartsWith(KV.first, "_hlotrace.");
  if (!Any)
    return S;
  S.Own.emplace();
  for (const auto &[K, V] : F.map()) {
    if (absl::StartsWith(K, "_hlotrace."))
      S.Entries[K.substr(10)] = V;
    else
      (*S.Own->mutable_map())[K] = V;
  }
  return S;
}

/// Applies `PREFIX.NAME` overrides and a `ORDERKEY` order to `Out`.
void applyStash(const Stash &S, absl::string_view Prefix,
                absl::string_view OrderKey, Context &Ctx,
                std::vector<Attribute> &Out) {
  for (const auto &[K, V] : S.Entries) {
    if (!absl::StartsWith(K, Prefix))
      continue;
    absl::string_view Name = absl::string_view(K).substr(Prefix.size());
    bool Found = false;
    for (Attribute &A : Out)
      if (A.Name == Name) {
        A.Value = Ctx.intern(V);
        Found = true;
      }
    if (!Found)
      Out.push_back({Ctx.intern(Name), Ctx.intern(V)});
  }
  auto Order = S.Entries.find(std::string(OrderKey));
  if (Order == S.Entries.end())
    return;
  std::vector<Attribute> Sorted;
  for (absl::string_view N : absl::StrSplit(Order->second, ',', absl::SkipEmpty()))
    for (const Attribute &A : Out)
      if (A.Name == N) {
        Sorted.push_back(A);
        break;
      }
  Out = std::move(Sorted);
}

class Reader {
public:
  /// `Wire` describes the binary input on the wire path, null on the
  /// message path. `Build` gives the Context and keeps names.
  Reader(const ModuleContext &Build, absl::string_view Buffer,
         const ProtoReadOptions &O, size_t InputBytes,
         const protoio::WireInput *Wire)
      : Build(Build), Ctx(Build.context()), Local(Ctx), Buffer(Buffer),
        Options(O), Wire(Wire),
        ReferenceBudget(64 * static_cast<uint64_t>(InputBytes) +
                        (uint64_t(64) << 20)) {
    // PERF NOTE: looked up once per opcode here, not per instruction.
    for (size_t K = 0; K < std::size(RestOnly); ++K) {
      const protoio::AttributeCodec *C =
          protoio::attributeCodec(static_cast<Opcode>(K));
      RestOnly[K] = C && !C->UsesDimensions;
    }
    Known.Metadata = Local.get("metadata");
    Known.Dimensions = Local.get("dimensions");
    Known.Kind = Local.get("kind");
    Known.Index = Local.get("index");
  }

  /// Begins the module of `Rec`, whose Rest is set; its computations are
  /// then add()ed one by one, in record order, and finish() returns it.
  void start(const protoio::ModuleRecord &Rec, std::shared_ptr<Context> Shared);
  /// What add() did with a computation.
  enum class Taken {
    /// Built: its records may be dropped.
    Built,
    /// Left for finish(): not asked to build it, or it calls a computation
    /// not built yet.
    Waiting,
    /// Its build failed: finish() gives the error.
    Failed,
  };
  /// Takes computation K, whose records are made; an error when its id is
  /// taken. With `Now`, builds it at once where it can. finish() builds
  /// the rest, in print order.
  absl::StatusOr<Taken> add(uint32_t K, bool Now);
  absl::StatusOr<std::unique_ptr<Module>> finish();

private:
  /// Builds computation `Index` from its records into Built[Index].
  absl::Status computation(uint32_t Index);
  std::unique_ptr<Module> M;
  /// The computations built, by their position in Rec->Comps.
  std::vector<std::shared_ptr<Computation>> Built;
  /// The errors of those add() failed to build.
  absl::flat_hash_map<uint32_t, absl::Status> Failures;
  /// The computation with this id, when built; null otherwise.
  const Computation *built(int64_t Id) const {
    auto It = Ids.ComputationNames.find(Id);
    return It != Ids.ComputationNames.end() ? Built[It->second.Index].get()
                                            : nullptr;
  }
  /// XLA's async syntax sugar: an async-start whose wrapped computation
  /// holds one instruction besides parameters prints as that op's `-start`
  /// (`all-to-all-start`) with the op's attributes for `calls=`, and the
  /// async-update and -done that follow it as `-update` and `-done`; the
  /// wrapped computation is not printed. Gives `I` (built from `R`) the
  /// sugared spelling when it has one (Sugared); SugarWrapped is then the
  /// op a start wraps.
  // PERF NOTE: out of line, as the error below, and its results in
  // members: the per-instruction path stays small.
  [[gnu::noinline]] void asyncSugar(const protoio::InstrRecord &R, Opcode Op,
                                    const CompIds &C, Instruction &I);
  bool Sugared = false;
  const Instruction *SugarWrapped = nullptr;
  [[gnu::noinline]] absl::Status definedTwice(absl::string_view Name,
                                              absl::string_view CompName) {
    return bad(Buffer, absl::StrCat("instruction '", Name, "' in '", CompName,
                                    "' is defined twice"));
  }
  /// Starts and updates printed as sugar, by their instruction: the base
  /// op's spelling.
  absl::flat_hash_map<const Instruction *, absl::string_view> SugarBase;
  /// Per computation (as Built): whether a sugared async op wraps it
  /// (kWrapped), whether some other instruction calls it (kCalledPlainly).
  enum : uint8_t { kWrapped = 1, kCalledPlainly = 2 };
  std::vector<uint8_t> CallKinds;
  /// Builds `R`, at position `Pos` among the records of `C` (computation
  /// CurrentCompName), into `I`; false, the error in Failure, if it fails.
  // PERF NOTE: a bool and no name argument: an absl::Status returned
  // through memory and a seventh argument on the stack cost 13
  // instructions a call (85 k calls in the 20-layer step).
  bool instruction(const protoio::InstrRecord &R, uint32_t Pos,
                   const CompIds &C, Instruction &I);
  absl::string_view CurrentCompName;
  absl::Status Failure;
  /// Keeps `S` in Failure; false.
  [[gnu::noinline]] bool fail(absl::Status S) {
    Failure = std::move(S);
    return false;
  }
  /// Whether `S` is ok; keeps it in Failure when not.
  bool check(absl::Status S) { return S.ok() || fail(std::move(S)); }
  absl::Status extraAttributes(const protoio::InstrRecord &R, Opcode Op,
                               const CompIds &C, Attrs &A);
  /// `%name` of computation `Id`, interned.
  /// `How` (kWrapped or kCalledPlainly) is noted in CallKinds.
  absl::StatusOr<absl::string_view> computationName(int64_t Id,
                                                    absl::string_view Name,
                                                    absl::string_view CompName,
                                                    uint8_t How);
  /// The interned shape of `R`; `What` names it in errors.
  absl::StatusOr<const Shape *>
  shape(const protoio::InstrRecord &R, absl::FunctionRef<std::string()> What);
  /// The shape a part of the wire path's host_program_shape encodes
  /// (ModuleRecord::ProgramShape), or null when it does not convert.
  const Shape *programShapePart(absl::string_view Bytes);
  /// `{op_type=... op_name=...}` interned, or empty when it prints nothing.
  absl::StatusOr<absl::string_view> metadata(const protoio::InstrRecord &R);
  /// protoio::stripLayout, once per shape.
  const Shape *noLayout(const Shape *S) {
    auto [It, New] = NoLayout.try_emplace(S, nullptr);
    if (New)
      It->second = protoio::stripLayout(Ctx, S);
    return It->second;
  }
  void header(const xla::HloModuleProto &P, Module &M);
  std::string stackFrames(const xla::StackFrameIndexProto &S);
  /// Counts `Name` once more against the bytes that references (operands,
  /// control predecessors, called computations) may spell out. A packed id
  /// costs one byte of input however long the name it repeats, so without
  /// this cap 40 KB of protobuf becomes 400 MB of model and text.
  absl::Status reference(absl::string_view Name, absl::string_view User,
                         absl::string_view CompName) {
    ReferenceBytes += Name.size() + 2;
    if (ReferenceBytes <= ReferenceBudget)
      return absl::OkStatus();
    return overBudget(User, CompName);
  }
  /// reference()'s error, out of line: the test stays inline in the loops.
  [[gnu::noinline]] absl::Status overBudget(absl::string_view User,
                                            absl::string_view CompName) {
    return absl::ResourceExhaustedError(absl::StrCat(
        Buffer, ": instruction '", User, "' in '", CompName,
        "': operand, control-predecessor and called-computation references "
        "spell out more than ", ReferenceBudget,
        " bytes of names (64x the input plus 64 MiB); the ids repeat"));
  }

  const ModuleContext &Build;
  Context &Ctx;
  LocalStrings Local;
  absl::string_view Buffer;
  const ProtoReadOptions &Options;
  const protoio::WireInput *Wire;
  const protoio::ModuleRecord *Rec = nullptr;
  ModuleIds Ids;
  /// The ids of the computation being read.
  CompIds CurrentIds;
  uint64_t ReferenceBudget;
  uint64_t ReferenceBytes = 0;
  /// Per record of the computation being read: its instruction, once
  /// appended, when it is the first of its name.
  std::vector<const Instruction *> Defs;
  /// Room for each computation's pools, reused (see IRBuilder::Pools).
  IRBuilder::Pools Pools;
  /// The position of the first instruction of the computation being read
  /// with an operand that may not be defined before it; UINT32_MAX if none.
  uint32_t FirstSuspect = UINT32_MAX;
  std::string Scratch;
  /// listText()'s memo, keyed by the list's bytes in ModuleRecord::Ints.
  protoio::BytesMap<absl::string_view> ListTexts;
  /// `{1,2,3}` interned, formatted once per distinct list.
  absl::string_view listText(absl::Span<const int64_t> L) {
    if (L.empty())
      return Local.get("{}");
    absl::string_view Key(reinterpret_cast<const char *>(L.data()),
                          L.size() * sizeof(int64_t));
    const uint64_t Hash = ListTexts.hash(Key);
    if (const absl::string_view *Text = ListTexts.find(Key, Hash))
      return *Text;
    absl::string_view Text = Local.get(intList(L));
    ListTexts.insert(Key, Hash, Text);
    return Text;
  }
  /// `{1,2,3}`, in a buffer reused by every call.
  absl::string_view intList(absl::Span<const int64_t> L) {
    Scratch.clear();
    Scratch += '{';
    for (size_t K = 0; K < L.size(); ++K) {
      if (K)
        Scratch += ',';
      absl::AlphaNum N(L[K]);
      Scratch.append(N.data(), N.size());
    }
    Scratch += '}';
    return Scratch;
  }
  // PERF NOTE: a large module repeats a few hundred shapes and metadata
  // blocks tens of thousands of times; keyed by their encoded bytes, each
  // repeat is one hash lookup instead of a decode, a format and an intern.
  absl::flat_hash_map<absl::string_view, const Shape *, StringHash, StringEq>
      ShapeCache;
  absl::flat_hash_map<absl::string_view, absl::string_view, StringHash,
                      StringEq>
      MetadataCache;
  absl::flat_hash_map<const Shape *, const Shape *> NoLayout;
  /// What an instruction's opcode, shape and metadata fields give, keyed by
  /// their encoding (InstrRecord::head()): one lookup instead of three
  /// (a module of 33k instructions has about 700 distinct heads). A
  /// BytesMap: one hash for the lookup and, on a miss, the insert.
  struct Head {
    absl::string_view OpcodeText;
    Opcode Op;
    const Shape *S;
    absl::string_view Metadata;
    /// A parameter's: its shape without layout (noLayout(S)).
    const Shape *Bare;
  };
  protoio::BytesMap<Head> Heads;
  /// Attribute names most instructions carry, interned once.
  struct {
    absl::string_view Metadata, Dimensions, Kind, Index;
  } Known;
  /// Constants' payloads by their literal, and the literal encoded when
  /// the payload is elided.
  struct LiteralText {
    absl::string_view Text, Whole;
  };
  absl::flat_hash_map<const xla::LiteralProto *, LiteralText> LiteralTexts;
  /// Parameter numbers as text, interned once each.
  std::vector<absl::string_view> ParameterTexts;
  absl::string_view parameterText(int64_t N) {
    if (N < 0 || N >= 4096)
      return Local.get(absl::AlphaNum(N).Piece());
    if (static_cast<size_t>(N) >= ParameterTexts.size())
      ParameterTexts.resize(N + 1);
    absl::string_view &T = ParameterTexts[N];
    if (T.data() == nullptr)
      T = Local.get(absl::AlphaNum(N).Piece());
    return T;
  }
  /// The shape of `R` when an earlier instruction had the same encoding,
  /// else null (then shape() converts and caches it).
  const Shape *cachedShape(const protoio::InstrRecord &R) const {
    if (Rec->extra(R).ShapeMsg)
      return nullptr;
    auto It = ShapeCache.find(R.ShapeBytes);
    return It != ShapeCache.end() ? It->second : nullptr;
  }
  std::vector<Attribute> AttrBuf;
  /// instruction()'s sink into AttrBuf, made once (not per instruction).
  Attrs InstrAttrs{Ctx, Local, AttrBuf};
  /// Opcodes extraAttributes() gives nothing of its own (its switch's
  /// default), learnt as they come.
  bool PlainOpcodes[static_cast<size_t>(Opcode::Unknown) + 1] = {};
  /// Opcodes whose extraAttributes() reads only the remainder message:
  /// those whose codec does not print the dimensions.
  bool RestOnly[static_cast<size_t>(Opcode::Unknown) + 1] = {};
  bool onlyFromRest(Opcode Op) const {
    return RestOnly[static_cast<size_t>(Op)];
  }
  /// extraAttributes() of onlyFromRest() opcodes by remainder and opcode:
  /// a run of RestAttributePool (start, count).
  absl::flat_hash_map<std::pair<const xla::HloInstructionProto *, Opcode>,
                      std::pair<uint32_t, uint32_t>>
      RestAttributes;
  std::vector<Attribute> RestAttributePool;
  /// The frontend attributes of the instruction being read, when it has any.
  std::optional<Stash> StashBuf;
  std::vector<absl::string_view> CalledBuf;
  std::vector<std::pair<int64_t, SignatureParameter>> ParamBuf;
  std::vector<char> ParamTaken;
  std::vector<int> OrderBuf;
};

absl::StatusOr<const Shape *>
Reader::shape(const protoio::InstrRecord &R,
              absl::FunctionRef<std::string()> What) {
  if (const xla::ShapeProto *Msg = Rec->extra(R).ShapeMsg) {
    auto S = protoio::convertShape(Ctx, *Msg);
    if (!S.ok())
      return bad(Buffer, absl::StrCat(What(), ": ", S.status().message()));
    return S;
  }
  auto It = ShapeCache.find(R.ShapeBytes);
  if (It != ShapeCache.end())
    return It->second;
  xla::ShapeProto P;
  RETURN_IF_ERROR(protoio::parsePart(R.ShapeBytes, R.Offset, 5, *Wire,
                                     absl::StrCat("the shape of ", What()), P));
  auto S = protoio::convertShape(Ctx, P);
  if (!S.ok())
    return bad(Buffer, absl::StrCat(What(), ": ", S.status().message()));
  ShapeCache.emplace(R.ShapeBytes, *S);
  return S;
}

const Shape *Reader::programShapePart(absl::string_view Bytes) {
  // The cache instructions' shapes use: the same encoding converts alike.
  auto It = ShapeCache.find(Bytes);
  if (It != ShapeCache.end())
    return It->second;
  auto Parsed = Rec->ParsedShapes.find(Bytes);
  xla::ShapeProto Merged;
  // A result given more than once: its parts each parsed, so they do
  // together.
  if (Parsed == Rec->ParsedShapes.end() &&
      !protoio::parsePart(Bytes, 0, 4, *Wire, "host_program_shape", Merged)
           .ok())
    return nullptr;
  auto S = protoio::convertShape(
      Ctx, Parsed != Rec->ParsedShapes.end() ? *Parsed->second : Merged);
  if (!S.ok())
    return nullptr;
  ShapeCache.emplace(Bytes, *S);
  return *S;
}

absl::StatusOr<absl::string_view>
Reader::metadata(const protoio::InstrRecord &R) {
  if (const xla::OpMetadata *Msg = Rec->extra(R).MetadataMsg) {
    std::string M = protoio::metadataToString(*Msg);
    if (M.empty())
      return absl::string_view();
    return Ctx.intern(absl::StrCat("{", M, "}"));
  }
  if (R.MetadataBytes.empty())
    return absl::string_view();
  auto It = MetadataCache.find(R.MetadataBytes);
  if (It != MetadataCache.end())
    return It->second;
  std::string Text;
  RETURN_IF_ERROR(protoio::metadataFromWire(R.MetadataBytes, R.Offset, *Wire,
                                            Text));
  absl::string_view V = Text.empty() ? absl::string_view() : Ctx.intern(Text);
  MetadataCache.emplace(R.MetadataBytes, V);
  return V;
}

absl::StatusOr<absl::string_view>
Reader::computationName(int64_t Id, absl::string_view Name,
                        absl::string_view CompName, uint8_t How) {
  auto It = Ids.ComputationNames.find(Id);
  if (It == Ids.ComputationNames.end())
    return bad(Buffer, absl::StrCat("instruction '", Name, "' in '",
                                    CompName,
                                    "' calls missing computation id ", Id));
  CallKinds[It->second.Index] |= How;
  RETURN_IF_ERROR(reference(It->second.Name, Name, CompName));
  if (It->second.Reference.empty()) {
    Scratch.assign(1, '%');
    Scratch.append(It->second.Name.data(), It->second.Name.size());
    It->second.Reference = Ctx.intern(Scratch);
  }
  return It->second.Reference;
}

absl::Status Reader::extraAttributes(const protoio::InstrRecord &R,
                                     Opcode Op, const CompIds &C, Attrs &A) {
  const xla::HloInstructionProto &P = *R.Rest;
  const protoio::InstrExtra &Ex = Rec->extra(R);
  auto dims = [&] {
    A.addBoth(Known.Dimensions, listText(Rec->ints(Ex.Dimensions)));
  };
  // PERF NOTE: one jump on the opcode (an if-chain tested dozens of
  // opcodes for every element-wise instruction). The opcodes here print
  // fields the wire scan decodes in place, with interned names and memoized
  // lists; every other opcode's attributes are its codec's
  // (AttributeCodecs/).
  switch (Op) {
  case Opcode::Broadcast:
  case Opcode::Transpose:
  case Opcode::Reverse:
  case Opcode::Concatenate:
  case Opcode::Reduce:
  case Opcode::Map:
  case Opcode::GetDimensionSize:
  case Opcode::SetDimensionSize:
    if (Op != Opcode::Map || Ex.Dimensions.Count > 0)
      dims();
    break;
  case Opcode::Sort:
    dims();
    if (P.is_stable())
      A.add("is_stable", "true");
    break;
  case Opcode::GetTupleElement:
    A.addBoth(Known.Index, Local.get(absl::AlphaNum(Ex.TupleIndex).Piece()));
    break;
  case Opcode::Iota:
    A.add("iota_dimension",
          absl::StrCat(Ex.Dimensions.Count ? Rec->ints(Ex.Dimensions)[0] : 0));
    break;
  case Opcode::Compare:
    A.addCommon("direction", Ex.ComparisonDirection);
    if (!P.comparison_type().empty() && R.OperandIds.Count > 0) {
      if (const auto *O = C.find(Rec->ints(R.OperandIds)[0])) {
        auto T = elementTypeFromProtoNumber(rawElementType(*Rec, *O));
        if (T && protoio::defaultComparisonType(*T) != P.comparison_type())
          A.add("type", P.comparison_type());
      }
    }
    break;
  case Opcode::Fusion:
    A.addBoth(Known.Kind, Local.get(Ex.FusionKind));
    break;
  default:
    if (const protoio::AttributeCodec *Codec = protoio::attributeCodec(Op)) {
      absl::Status S = Codec->Print({P, Rec->ints(Ex.Dimensions), Ctx}, A);
      if (!S.ok())
        return bad(Buffer, absl::StrCat("instruction '", R.Name, "': ",
                                        S.message()));
    } else {
      // Nothing here but what P gives (below, none of it for these opcodes
      // when P is empty): instruction() skips the call then.
      PlainOpcodes[static_cast<size_t>(Op)] = true;
    }
    break;
  }
  // Custom-call prints its aliasing among its own attributes.
  if (P.output_operand_aliasing_size() > 0 && Op != Opcode::CustomCall) {
    protoio::AttributeSink Sink = A;
    protoio::printAliasing(P, Sink);
  }
  return absl::OkStatus();
}

/// The attributes of a sugared async op (Reader::asyncSugar()): for a
/// start, its wrapped op's own attributes (not its metadata or backend
/// config) where `calls=` was; `calls=` dropped otherwise.
void sugarAttributes(const Instruction *Wrapped, std::vector<Attribute> &Out) {
  auto Calls = std::find_if(Out.begin(), Out.end(), [](const Attribute &A) {
    return A.Name == "calls";
  });
  if (Calls == Out.end())
    return;
  Calls = Out.erase(Calls);
  if (!Wrapped)
    return;
  std::vector<Attribute> Own;
  for (const Attribute &A : Wrapped->attributes())
    if (A.Name != "metadata" && A.Name != "backend_config")
      Own.push_back(A);
  Out.insert(Calls, Own.begin(), Own.end());
}

void Reader::asyncSugar(const protoio::InstrRecord &R, Opcode Op,
                        const CompIds &C, Instruction &I) {
  Sugared = false;
  const Instruction *&Wrapped = SugarWrapped;
  Wrapped = nullptr;
  absl::string_view Base, Suffix;
  if (Op == Opcode::AsyncStart) {
    if (R.CalledIds.Count != 1)
      return;
    const Computation *W = built(Rec->ints(R.CalledIds)[0]);
    if (!W || !W->root())
      return;
    for (const Instruction *X : W->instructions())
      if (X != W->root() && X->opcode() != Opcode::Parameter)
        return;
    Wrapped = W->root();
    Base = Wrapped->opcodeName();
    Suffix = "-start";
  } else {
    if (R.OperandIds.Count == 0)
      return;
    const int K = C.position(Rec->ints(R.OperandIds)[0]);
    if (K < 0 || !Defs[K])
      return;
    auto It = SugarBase.find(Defs[K]);
    if (It == SugarBase.end())
      return;
    Base = It->second;
    Suffix = Op == Opcode::AsyncUpdate ? "-update" : "-done";
  }
  Scratch.assign(Base.data(), Base.size());
  Scratch.append(Suffix.data(), Suffix.size());
  const absl::string_view Sugar = Ctx.intern(Scratch);
  IRBuilder::setOpcode(I, Sugar, Opcode::Unknown);
  if (Op != Opcode::AsyncDone)
    SugarBase.emplace(&I, Base);
  Sugared = true;
}

bool Reader::instruction(const protoio::InstrRecord &R, uint32_t Pos,
                         const CompIds &C, Instruction &I) {
  const absl::string_view CompName = CurrentCompName;
  const xla::HloInstructionProto &P = *R.Rest;
  const protoio::InstrExtra &Ex = Rec->extra(R);
  // Names are unique within a computation, as the text parser and XLA's
  // loader require: the text printed otherwise would not parse.
  // PERF NOTE: a copy of the name per instruction (ModuleContext::name:
  // in a Context of this module alone); its operands take it from the
  // instruction (Defs).
  if (ABSL_PREDICT_FALSE(!IRBuilder::setName(I, Build.name(R.Name), true)))
    return fail(definedTwice(R.Name, CompName));
  Defs[Pos] = &I;
  const Head *Seen = nullptr;
  uint64_t HeadHash = 0;
  if (R.HeadSize) {
    HeadHash = Heads.hash(R.head());
    Seen = Heads.find(R.head(), HeadHash);
  }
  absl::string_view OpText;
  Opcode Op;
  const Shape *S;
  if (Seen) {
    OpText = Seen->OpcodeText;
    Op = Seen->Op;
    S = Seen->S;
  } else {
    if (R.OpcodeText.empty())
      return fail(bad(Buffer, absl::StrCat("instruction '", R.Name, "' in '",
                                      CompName, "' has no opcode")));
    std::tie(OpText, Op) = Local.opcode(R.OpcodeText);
    S = cachedShape(R);
    if (!S) {
      auto Converted = shape(R, [&] {
        return absl::StrCat("instruction '", R.Name, "' in '", CompName, "'");
      });
      if (!Converted.ok())
        return fail(Converted.status());
      S = *Converted;
    }
  }
  IRBuilder::setOpcode(I, OpText, Op);
  const bool Async = Op == Opcode::AsyncStart || Op == Opcode::AsyncUpdate ||
                     Op == Opcode::AsyncDone;
  Sugared = false;
  if (ABSL_PREDICT_FALSE(Async) && Options.SyntaxSugarAsyncOps)
    asyncSugar(R, Op, C, I);
  IRBuilder::setShape(I, S);
  IRBuilder::setIndexComments(I, true); // Long form: `/*index=5*/`.
  // PERF NOTE: most instructions have no frontend attributes: no Stash
  // (a hash map and an optional message) is made, nor one on the stack
  // constructed and destroyed per instruction: a member is reused.
  Stash *St = nullptr;
  const bool EmptyRest = &P == &xla::HloInstructionProto::default_instance();
  if (!EmptyRest && P.has_frontend_attributes()) {
    StashBuf = splitStash(P.frontend_attributes());
    St = &*StashBuf;
  }
  const bool Stashed = St && !St->Entries.empty();
  auto StashedPayload = Stashed ? St->Entries.find("payload")
                                : decltype(St->Entries)::iterator();
  if (Stashed && StashedPayload != St->Entries.end()) {
    IRBuilder::setPayload(I, Ctx.intern(StashedPayload->second));
  } else if (Op == Opcode::Parameter) {
    IRBuilder::setPayload(I, parameterText(R.ParameterNumber));
  } else if (Op == Opcode::Constant) {
    const xla::LiteralProto *Lit =
        Ex.Literal ? Ex.Literal : P.has_literal() ? &P.literal() : nullptr;
    if (!Lit)
      return fail(bad(Buffer, absl::StrCat("constant '", R.Name, "' in '",
                                      CompName, "' has no literal")));
    // Equal encodings share one LiteralProto (ProtoRecords.h): its text
    // is made once. Elided as XLA's dumps print it, the text loses the
    // elements the proto holds: the module keeps them, encoded, for
    // writing it out again.
    auto [It, New] = LiteralTexts.try_emplace(Lit);
    if (New) {
      auto L = LiteralBuilder::fromProto(Ctx, *Lit);
      if (!L.ok())
        return fail(bad(Buffer, absl::StrCat("constant '", R.Name, "' in '",
                                        CompName, "': ", L.status().message())));
      It->second.Text = Ctx.intern(L->toString(/*ElideAbove=*/10));
      if (absl::StrContains(It->second.Text, "{...}"))
        It->second.Whole = Ctx.intern(Lit->SerializeAsString());
    }
    IRBuilder::setPayload(I, It->second.Text);
    if (!It->second.Whole.empty())
      IRBuilder::setElidedConstantValue(*M, I, It->second.Whole);
  }
  // The computation's signature (read() orders it by number).
  // PERF NOTE: a parameter's shape without layout comes with its head: a
  // hash lookup per parameter (0.3 M instructions in the MoE step's 9,491,
  // 0.7 M in the 20-layer step's 23,980) is one per distinct head.
  const Shape *Bare = nullptr;
  if (Op == Opcode::Parameter) {
    Bare = Seen ? Seen->Bare : noLayout(S);
    ParamBuf.push_back({R.ParameterNumber, {I.name(), Bare}});
  }
  // PERF NOTE: straight into the computation's pool (reserved exactly).
  // The operands' names count against the reference budget together, after
  // the loop: the instruction whose operands pass it is the same.
  uint64_t Spelled = 0;
  for (int64_t Id : Rec->ints(R.OperandIds)) {
    const int K = C.position(Id);
    if (K < 0) {
      // The operands before it may have passed the budget already.
      if ((ReferenceBytes += Spelled) > ReferenceBudget)
        return fail(overBudget(R.Name, CompName));
      return fail(bad(Buffer, absl::StrCat("instruction '", R.Name, "' in '",
                                      CompName, "' refers to missing operand id ",
                                      Id)));
    }
    const Instruction *Def = Defs[K];
    // PERF NOTE: the name's length from the instruction addOperand() reads
    // anyway, not from the operand's record (a cache miss in a long
    // computation).
    Spelled += (Def ? Def->name().size() : C.Instrs[K].Name.size()) + 2;
    // An operand with its Def set here, not I itself, was appended
    // earlier; any other may be defined at or after I (read() checks).
    if ((!Def || Def == &I) && I.index() < FirstSuspect)
      FirstSuspect = I.index();
    // PERF NOTE: the common operand, its instruction read, is made in
    // place with that instruction's name (not on the stack and copied).
    if (Def) {
      IRBuilder::addOperand(I, Def);
      continue;
    }
    Operand Op2;
    Op2.Name = Build.name(C.Instrs[K].Name);
    IRBuilder::addOperand(I, Op2);
  }
  if ((ReferenceBytes += Spelled) > ReferenceBudget)
    return fail(overBudget(R.Name, CompName));
  std::vector<Attribute> &Out = AttrBuf;
  Out.clear();
  Attrs &A = InstrAttrs;
  // PERF NOTE: half the instructions (element-wise, bitcasts) have an
  // opcode with no attributes of its own and no remainder: no call. The
  // attributes of an opcode that reads only the remainder (dot, window and
  // gather numbers, slices, custom calls) are made once per remainder (equal
  // remainders share one message, ProtoRecords.h) and copied after that.
  if (EmptyRest && PlainOpcodes[static_cast<size_t>(Op)]) {
  } else if (!EmptyRest && onlyFromRest(Op)) {
    auto [It, New] = RestAttributes.try_emplace(std::make_pair(R.Rest, Op));
    if (New) {
      if (!check(extraAttributes(R, Op, C, A)))
        return false;
      It->second = {static_cast<uint32_t>(RestAttributePool.size()),
                    static_cast<uint32_t>(Out.size())};
      RestAttributePool.insert(RestAttributePool.end(), Out.begin(),
                               Out.end());
    } else {
      Out.insert(Out.end(), RestAttributePool.begin() + It->second.first,
                 RestAttributePool.begin() + It->second.first +
                     It->second.second);
    }
  } else {
    if (!check(extraAttributes(R, Op, C, A)))
      return false;
  }

  // Called computations.
  std::vector<absl::string_view> &Called = CalledBuf;
  Called.clear();
  for (int64_t Id : Rec->ints(R.CalledIds)) {
    auto N = computationName(Id, R.Name, CompName,
                             Async && Sugared ? kWrapped : kCalledPlainly);
    if (!N.ok())
      return fail(N.status());
    Called.push_back(*N);
  }
  if (!Called.empty()) {
    if (Op == Opcode::While && Called.size() == 2) {
      // XLA stores body first, then condition.
      A.addInterned("condition", Called[1]);
      A.addInterned("body", Called[0]);
    } else if (Op == Opcode::SelectAndScatter && Called.size() == 2) {
      A.addInterned("select", Called[0]);
      A.addInterned("scatter", Called[1]);
    } else if (Op == Opcode::Conditional) {
      if (R.OperandIds.Count > 0 && Called.size() == 2) {
        const auto *O = C.find(Rec->ints(R.OperandIds)[0]);
        if (O && rawElementType(*Rec, *O) == xla::PRED) {
          A.addInterned("true_computation", Called[0]);
          A.addInterned("false_computation", Called[1]);
          goto DoneCalled;
        }
      }
      A.add("branch_computations",
            absl::StrCat("{", absl::StrJoin(Called, ", "), "}"));
    } else if (Op == Opcode::Call || Op == Opcode::AllReduce ||
               Op == Opcode::AllReduceStart || Op == Opcode::ReduceScatter ||
               Op == Opcode::Scatter || Op == Opcode::Sort ||
               Op == Opcode::Map || Op == Opcode::Reduce ||
               Op == Opcode::ReduceWindow || Op == Opcode::Scan) {
      A.addInterned("to_apply", Called[0]);
      if (Op == Opcode::Call && P.is_composite())
        A.add("is_composite", "true");
    } else if (Op == Opcode::CustomCall) {
      // XLA prints a custom call's computations as a list, one or more
      // (its parser also takes `to_apply=` for one).
      A.add("called_computations",
            absl::StrCat("{", absl::StrJoin(Called, ", "), "}"));
    } else if (Called.size() == 1) {
      A.addInterned("calls", Called[0]);
    } else {
      A.add("calls", absl::StrCat("{", absl::StrJoin(Called, ", "), "}"));
    }
  }
DoneCalled:
  // PERF NOTE: an empty remainder (most instructions) has none of the
  // fields below but the control predecessors: not asked for each.
  if (!EmptyRest) {
    if (P.has_sharding())
      A.add("sharding", protoio::shardingToString(P.sharding()));
    if (St && St->visible().map_size() > 0)
      A.add("frontend_attributes",
            protoio::frontendAttributesToString(St->visible()));
  }
  if (Ex.ControlIds.Count > 0) {
    std::vector<std::string> N;
    for (int64_t Id : Rec->ints(Ex.ControlIds)) {
      const auto *O = C.find(Id);
      if (!O)
        return fail(bad(Buffer,
                   absl::StrCat("instruction '", R.Name, "' in '", CompName,
                                "' refers to missing control predecessor id ",
                                Id)));
      if (!check(reference(O->Name, R.Name, CompName)))
        return false;
      N.push_back(absl::StrCat("%", O->Name));
    }
    A.add("control-predecessors",
          absl::StrCat("{", absl::StrJoin(N, ", "), "}"));
  }
  if (!EmptyRest && P.statistics_viz().statistics_size() > 0) {
    std::vector<std::string> S;
    S.push_back(absl::StrCat("visualizing_index=",
                             P.statistics_viz().stat_index_to_visualize()));
    for (const auto &St : P.statistics_viz().statistics())
      S.push_back(absl::StrCat(St.stat_name(), "=",
                               protoio::roundTripDouble(St.stat_val())));
    A.add("statistics", absl::StrCat("{", absl::StrJoin(S, ","), "}"));
  }
  if (!EmptyRest && P.has_result_accuracy()) {
    const auto &RA = P.result_accuracy();
    if (RA.has_tolerance())
      A.add("result_accuracy",
            absl::StrCat("{tolerance={atol=",
                         protoio::roundTripDouble(RA.tolerance().atol()),
                         ",rtol=", protoio::roundTripDouble(RA.tolerance().rtol()),
                         ",ulps=", RA.tolerance().ulps(), "}}"));
    else if (RA.mode() != 0)
      A.add("result_accuracy",
            absl::StrCat("{mode=", absl::AsciiStrToLower(xla::ResultAccuracy::Mode_Name(RA.mode())), "}"));
  }
  absl::string_view Meta;
  if (Seen) {
    Meta = Seen->Metadata;
  } else {
    auto Made = metadata(R);
    if (!Made.ok())
      return fail(Made.status());
    Meta = *Made;
    if (R.HeadSize)
      Heads.insert(R.head(), HeadHash, Head{OpText, Op, S, Meta, Bare});
  }
  if (!Meta.empty())
    A.addBoth(Known.Metadata, Meta);
  if (!Ex.BackendConfig.empty()) {
    absl::string_view B = Ex.BackendConfig;
    if (B.front() == '{' && B.back() == '}')
      A.add("backend_config", B);
    else
      A.add("backend_config", quoted(B));
  }
  if (ABSL_PREDICT_FALSE(Async && Sugared))
    sugarAttributes(SugarWrapped, Out);
  if (Stashed)
    applyStash(*St, "attr.", "order", Ctx, Out);
  IRBuilder::setAttributes(I, Out);
  return true;
}

std::string Reader::stackFrames(const xla::StackFrameIndexProto &S) {
  std::string Out;
  if (S.file_names_size() == 0 && S.stack_frames_size() == 0)
    return Out;
  Out += "FileNames\n";
  for (int I = 0; I < S.file_names_size(); ++I)
    absl::StrAppend(&Out, I + 1, " ", quoted(S.file_names(I)), "\n");
  Out += "\nFunctionNames\n";
  for (int I = 0; I < S.function_names_size(); ++I)
    absl::StrAppend(&Out, I + 1, " ", quoted(S.function_names(I)), "\n");
  Out += "\nFileLocations\n";
  for (int I = 0; I < S.file_locations_size(); ++I) {
    const auto &L = S.file_locations(I);
    absl::StrAppend(&Out, I + 1, " {file_name_id=", L.file_name_id(),
                    " function_name_id=", L.function_name_id(),
                    " line=", L.line(), " end_line=", L.end_line(),
                    " column=", L.column(), " end_column=", L.end_column(),
                    "}\n");
  }
  Out += "\nStackFrames\n";
  for (int I = 0; I < S.stack_frames_size(); ++I) {
    const auto &F = S.stack_frames(I);
    absl::StrAppend(&Out, I + 1, " {file_location_id=", F.file_location_id(),
                    " parent_frame_id=", int64_t{F.parent_frame_id()} + 1,
                    "}\n");
  }
  Out += "\n\n";
  return Out;
}

void Reader::header(const xla::HloModuleProto &P, Module &M) {
  std::vector<Attribute> &H = IRBuilder::headerAttributes(M);
  Attrs A{Ctx, Local, H};
  auto config = [&](absl::string_view Name) -> const std::string * {
    for (const auto &[K, V] : Options.ConfigAttributes)
      if (K == Name)
        return &V;
    return nullptr;
  };
  if (P.has_schedule())
    A.add("is_scheduled", "true");
  if (P.input_output_alias().entries_size() > 0) {
    std::vector<std::string> S;
    for (const auto &E : P.input_output_alias().entries())
      S.push_back(absl::StrCat(protoio::int64List(E.output_shape_index()), ": (",
                               E.parameter_number(), ", ",
                               protoio::int64List(E.parameter_shape_index()),
                               E.kind() == xla::MUST_ALIAS ? ", must-alias"
                                                           : ", may-alias",
                               ")"));
    A.add("input_output_alias",
          absl::StrCat("{ ", absl::StrJoin(S, ", "), " }"));
  }
  if (P.buffer_donor().entries_size() > 0) {
    std::vector<std::string> S;
    for (const auto &E : P.buffer_donor().entries())
      S.push_back(absl::StrCat("(", E.parameter_number(), ", ",
                               protoio::int64List(E.parameter_shape_index()), ")"));
    A.add("buffer_donor", absl::StrCat("{ ", absl::StrJoin(S, ", "), " }"));
  }
  // entry_computation_layout: the host program shape, else the entry's.
  {
    std::vector<const Shape *> Params;
    const Shape *Result = nullptr;
    bool Ok = true;
    if (Rec->ProgramShape.Present) {
      for (absl::string_view B : Rec->ProgramShape.Parameters) {
        const Shape *S = programShapePart(B);
        if (!S) {
          Ok = false;
          break;
        }
        Params.push_back(S);
      }
      Result = Rec->ProgramShape.HasResult
                   ? programShapePart(Rec->ProgramShape.Result)
                   : nullptr;
      if (!Rec->ProgramShape.HasResult) {
        // As the message gives it: an empty ShapeProto.
        auto R = protoio::convertShape(Ctx, xla::ShapeProto());
        if (R.ok())
          Result = *R;
      }
      Ok = Ok && Result;
    } else if (P.has_host_program_shape()) {
      for (const auto &S : P.host_program_shape().parameters()) {
        auto R = protoio::convertShape(Ctx, S);
        if (!R.ok()) {
          Ok = false;
          break;
        }
        Params.push_back(*R);
      }
      auto R = protoio::convertShape(Ctx, P.host_program_shape().result());
      Ok = Ok && R.ok();
      if (R.ok())
        Result = *R;
    } else {
      Ok = false;
    }
    if (Ok && Result) {
      std::string S = "{";
      Ctx.getShape(Shape::tuple(ElementType::Tuple, Params))->print(S);
      S += "->";
      Result->print(S);
      S += "}";
      A.add("entry_computation_layout", S);
    }
  }
  for (absl::string_view K :
       {"allow_spmd_sharding_propagation_to_parameters",
        "allow_spmd_sharding_propagation_to_output", "replica_count",
        "num_partitions"}) {
    if (const std::string *V = config(K)) {
      A.add(K, *V);
      continue;
    }
    if (!Options.ConfigAttributes.empty())
      continue;
    if (K == "num_partitions" && P.has_device_assignment() &&
        P.device_assignment().computation_count() > 1)
      A.add(K, absl::StrCat(P.device_assignment().computation_count()));
    if (K == "replica_count" && P.has_device_assignment() &&
        P.device_assignment().replica_count() > 1)
      A.add(K, absl::StrCat(P.device_assignment().replica_count()));
  }
  Stash St = splitStash(P.frontend_attributes());
  if (St.visible().map_size() > 0)
    A.add("frontend_attributes",
          protoio::frontendAttributesToString(St.visible()));
  if (!St.Entries.empty())
    applyStash(St, "header.", "header_order", Ctx, H);
}

/// XLA prints computations in its post order: from each computation no
/// other one calls (in creation order, i.e. by id), depth first through
/// the called computations of every instruction in creation order (by local
/// id), each computation after its callees. Proto order is a different
/// post order, so it is recomputed here.
std::vector<int> printOrder(const protoio::ModuleRecord &P) {
  const int N = static_cast<int>(P.Comps.size());
  const size_t NumCalls = P.Calls.size();
  absl::flat_hash_map<int64_t, int> ById;
  ById.reserve(N);
  for (int I = 0; I < N; ++I)
    ById.emplace(P.Comps[I].Id, I);
  // PERF NOTE: only the calling instructions are read (P.Calls), not the
  // records. Each called id is looked up once: Callees holds the
  // computation it names (-1: none), the ids of P.Calls[J] from
  // CalleeBegin[J] on.
  std::vector<int> Callees;
  std::vector<uint32_t> CalleeBegin(NumCalls);
  std::vector<bool> Called(N, false);
  for (size_t J = 0; J < NumCalls; ++J) {
    CalleeBegin[J] = static_cast<uint32_t>(Callees.size());
    for (int64_t Id : P.ints(P.Calls[J].CalledIds)) {
      auto It = ById.find(Id);
      int C = It != ById.end() ? It->second : -1;
      if (C >= 0)
        Called[C] = true;
      Callees.push_back(C);
    }
  }
  std::vector<int> Roots;
  for (int I = 0; I < N; ++I)
    if (!Called[I])
      Roots.push_back(I);
  std::sort(Roots.begin(), Roots.end(),
            [&](int A, int B) { return P.Comps[A].Id < P.Comps[B].Id; });
  std::vector<int> Order;
  std::vector<char> State(N, 0); // 1 visiting, 2 done
  // Explicit stack: (computation, next call, next called id). A frame
  // walks P.Calls[Pos, End), or Resorted[Pos, End) when its calls were
  // out of local-id order.
  struct Frame {
    int Comp;
    uint32_t Pos, End;
    bool Own;
    uint32_t CallNext = 0;
  };
  std::vector<uint32_t> Resorted;
  auto localId = [&](uint32_t J) { return P.Calls[J].Id & 0xffffffffLL; };
  auto makeFrame = [&](int C) {
    const protoio::CompRecord &CR = P.Comps[C];
    Frame F{C, CR.FirstCall, CR.FirstCall + CR.NumCalls, false};
    // PERF NOTE: XLA writes instructions in creation order, so the calls
    // are nearly always sorted already; stable_sort would still allocate.
    bool Sorted = true;
    for (uint32_t J = F.Pos; J + 1 < F.End && Sorted; ++J)
      Sorted = !(localId(J + 1) < localId(J));
    if (!Sorted) {
      uint32_t Begin = static_cast<uint32_t>(Resorted.size());
      for (uint32_t J = F.Pos; J < F.End; ++J)
        Resorted.push_back(J);
      std::stable_sort(Resorted.begin() + Begin, Resorted.end(),
                       [&](uint32_t A, uint32_t B) {
                         return localId(A) < localId(B);
                       });
      F = Frame{C, Begin, static_cast<uint32_t>(Resorted.size()), true};
    }
    return F;
  };
  std::vector<Frame> Stack;
  for (int R : Roots) {
    if (State[R])
      continue;
    Stack.push_back(makeFrame(R));
    State[R] = 1;
    while (!Stack.empty()) {
      Frame &F = Stack.back();
      if (F.Pos == F.End) {
        State[F.Comp] = 2;
        Order.push_back(F.Comp);
        Stack.pop_back();
        continue;
      }
      const uint32_t J = F.Own ? Resorted[F.Pos] : F.Pos;
      if (F.CallNext >= P.Calls[J].CalledIds.Count) {
        ++F.Pos;
        F.CallNext = 0;
        continue;
      }
      int Callee = Callees[CalleeBegin[J] + F.CallNext++];
      if (Callee < 0 || State[Callee])
        continue;
      State[Callee] = 1;
      Stack.push_back(makeFrame(Callee));
    }
  }
  // Cycles leave computations unvisited; keep them in proto order.
  for (int I = 0; I < N; ++I)
    if (State[I] != 2)
      Order.push_back(I);
  return Order;
}

void Reader::start(const protoio::ModuleRecord &Record,
                   std::shared_ptr<Context> Shared) {
  Rec = &Record;
  const xla::HloModuleProto &P = *Record.Rest;
  M = IRBuilder::newModule(std::move(Shared));
  IRBuilder::setName(*M, Ctx.intern(P.name()), false);
  header(P, *M);
  Stash St = splitStash(P.frontend_attributes());
  auto Frames = St.Entries.find("stack_frames");
  IRBuilder::setStackFrameIndex(
      *M, Ctx.intern(Frames != St.Entries.end()
                         ? Frames->second
                         : stackFrames(P.stack_frame_index())));
}

absl::StatusOr<Reader::Taken> Reader::add(uint32_t K, bool Now) {
  const protoio::CompRecord &C = Rec->Comps[K];
  if (!Ids.ComputationNames.emplace(C.Id, ModuleIds::Names{C.Name, {}, K})
           .second)
    return bad(Buffer, absl::StrCat("computation id ", C.Id,
                                    " is used twice ('", C.Name, "')"));
  Built.resize(Rec->Comps.size());
  CallKinds.resize(Rec->Comps.size());
  if (!Now)
    return Taken::Waiting;
  // A computation that calls one not built yet waits for finish(), which
  // builds callees first: its reference, or the computation an async op
  // wraps (asyncSugar()), is not known yet. XLA writes callees first.
  for (const protoio::CallRecord &Call : Rec->calls(C))
    for (int64_t Id : Rec->ints(Call.CalledIds))
      if (!built(Id))
        return Taken::Waiting;
  // Its error is not returned here: finish() builds every computation
  // still waiting in print order and returns the first error in that
  // order, this one when it comes first, as if none had been built before.
  absl::Status S = computation(K);
  if (S.ok())
    return Taken::Built;
  Failures.emplace(K, std::move(S));
  return Taken::Failed;
}

absl::Status Reader::computation(uint32_t Index) {
  const protoio::CompRecord &CP = Rec->Comps[Index];
  const xla::HloModuleProto &P = *Rec->Rest;
  CompIds &C = CurrentIds;
  int64_t Dup = 0;
  if (!C.reset(Rec->instructions(CP), Dup))
    return bad(Buffer, absl::StrCat("instruction id ", Dup,
                                    " is used twice in '", CP.Name, "'"));
  if (CP.Count == 0)
    return bad(Buffer,
               absl::StrCat("computation '", CP.Name, "' has no instructions"));
  // Printed order: the schedule when there is one, else proto order.
  std::vector<int> &Order = OrderBuf;
  Order.clear();
  if (P.has_schedule()) {
    auto It = P.schedule().sequences().find(CP.Id);
    if (It != P.schedule().sequences().end() &&
        It->second.instruction_ids_size() == static_cast<int>(CP.Count)) {
      for (int64_t Id : It->second.instruction_ids()) {
        int F = C.exact(Id);
        if (F < 0) {
          Order.clear();
          break;
        }
        Order.push_back(F);
      }
    }
  }
  // Without a schedule (every computation but the entry), proto order
  // without a list of positions.
  const bool Scheduled = !Order.empty();
  const protoio::InstrRecord *Root = C.find(CP.RootId);
  if (!Root || C.exact(CP.RootId) < 0)
    return bad(Buffer, absl::StrCat("computation '", CP.Name,
                                    "' has missing root id ", CP.RootId));

  auto Comp = std::make_shared<Computation>();
  IRBuilder::lendPools(*Comp, Pools);
  IRBuilder::reserve(*Comp, CP.Count);
  // Operands exactly, attributes from above (CompRecord).
  IRBuilder::reservePools(*Comp, CP.Operands, CP.Attributes);
  Defs.assign(CP.Count, nullptr);
  FirstSuspect = UINT32_MAX;
  // Kept like instruction names (as the text parser keeps them since
  // c40c98c): a copy in a Context of this module alone, not a hash-set
  // insert.
  IRBuilder::setName(*Comp, Build.name(CP.Name), true);
  if (!CP.ExecutionThread.empty() && CP.ExecutionThread != "main")
    IRBuilder::setExecutionThread(*Comp, Ctx.intern(CP.ExecutionThread));
  std::vector<std::pair<int64_t, SignatureParameter>> &Params = ParamBuf;
  Params.clear();
  CurrentCompName = CP.Name;
  for (uint32_t K = 0; K < CP.Count; ++K) {
    const uint32_t Pos = Scheduled ? static_cast<uint32_t>(Order[K]) : K;
    const protoio::InstrRecord &IP = C.Instrs[Pos];
    Instruction &I = IRBuilder::append(*Comp);
    if (!instruction(IP, Pos, C, I))
      return std::move(Failure);
    if (&IP == Root)
      IRBuilder::setRoot(I, true);
  }
  // PERF NOTE: a computation's parameters are numbered 0 to N-1, in
  // any order (a fusion's come where they are first used): each is put
  // in its place, not sorted (std::sort cost the MoE step 0.3 M
  // instructions). Numbers outside that range or repeated are sorted as
  // before.
  std::vector<SignatureParameter> Sig(Params.size());
  std::vector<char> &Taken = ParamTaken;
  Taken.assign(Params.size(), 0);
  bool Placed = true;
  for (auto &[N, SP] : Params) {
    if (N < 0 || static_cast<uint64_t>(N) >= Sig.size() ||
        Taken[static_cast<size_t>(N)]) {
      Placed = false;
      break;
    }
    Taken[static_cast<size_t>(N)] = 1;
    Sig[static_cast<size_t>(N)] = SP;
  }
  if (!Placed) {
    std::sort(Params.begin(), Params.end(),
              [](const auto &A, const auto &B) { return A.first < B.first; });
    for (size_t K = 0; K < Params.size(); ++K)
      Sig[K] = Params[K].second;
  }
  ASSIGN_OR_RETURN(const Shape *RootShape, shape(*Root, [&] {
                     return absl::StrCat("root of '", CP.Name, "'");
                   }));
  IRBuilder::setSignature(*Comp, std::move(Sig), noLayout(RootShape));
  IRBuilder::finish(*Comp, &Pools);
  // XLA's loader requires each operand to be defined before its use;
  // an instruction that reads itself or a later one (an operand loop)
  // would print text no parser accepts.
  // PERF NOTE: every instruction before FirstSuspect has only operands
  // appended before it (instruction() saw their Defs), so the check
  // starts there; in a valid module it does not run at all.
  size_t K = 0;
  if (const Instruction *I =
          FirstSuspect == UINT32_MAX
              ? nullptr
              : IRBuilder::operandNotBefore(*Comp, K, FirstSuspect))
    return bad(Buffer,
               absl::StrCat("instruction '", I->name(), "' in '", CP.Name,
                            "' reads '", I->operands()[K].Name,
                            "', which is not defined before it"));
  if (Options.KeepUniqueIds) {
    Module::ProtoIds Ids;
    Ids.Computation = CP.Id;
    Ids.Position = Index;
    Ids.Instructions.reserve(CP.Count);
    for (uint32_t K = 0; K < CP.Count; ++K)
      Ids.Instructions.push_back(
          C.Instrs[Scheduled ? static_cast<uint32_t>(Order[K]) : K].Id);
    IRBuilder::setProtoIds(*M, *Comp, std::move(Ids));
  }
  Built[Index] = std::move(Comp);
  return absl::OkStatus();
}

absl::StatusOr<std::unique_ptr<Module>> Reader::finish() {
  const xla::HloModuleProto &P = *Rec->Rest;
  if (Rec->Comps.empty())
    return bad(Buffer, absl::StrCat("module '", P.name(),
                                    "' has no computations"));
  int Entry = -1;
  for (size_t K = 0; K < Rec->Comps.size(); ++K) {
    const protoio::CompRecord &C = Rec->Comps[K];
    if ((P.entry_computation_id() != 0 && C.Id == P.entry_computation_id()) ||
        (P.entry_computation_id() == 0 && C.Name == P.entry_computation_name()))
      Entry = static_cast<int>(K);
  }
  if (Entry < 0) {
    if (P.entry_computation_id() != 0 || !P.entry_computation_name().empty())
      return bad(Buffer,
                 absl::StrCat("module '", P.name(),
                              "' names missing entry computation ",
                              P.entry_computation_id() != 0
                                  ? absl::StrCat("id ", P.entry_computation_id())
                                  : absl::StrCat("'", P.entry_computation_name(), "'")));
    Entry = static_cast<int>(Rec->Comps.size()) - 1;
  }
  const std::vector<int> Order = printOrder(*Rec);
  for (int K : Order) {
    if (Built[K])
      continue;
    // Not built again: the caches may hold parts of it.
    if (auto F = Failures.find(K); F != Failures.end())
      return F->second;
    RETURN_IF_ERROR(computation(static_cast<uint32_t>(K)));
  }
  IRBuilder::setMarkedEntry(*Built[Entry], true);
  for (int K : Order) {
    // As XLA prints it: a computation wrapped by async ops printed as
    // syntax sugar is left out.
    if (K != Entry && CallKinds[K] == kWrapped)
      continue;
    IRBuilder::addComputation(*M, std::move(Built[K]));
  }
  IRBuilder::finish(*M);
  return std::move(M);
}

class SilentErrors : public google::protobuf::io::ErrorCollector {
public:
  void AddError(int Line, int Column, const std::string &Message) override {
    if (First.empty())
      First = absl::StrCat(Line + 1, ":", Column + 1, ": ", Message);
  }
  void AddWarning(int, int, const std::string &) override {}
  std::string First;
};

template <typename MessageT>
absl::Status parseText(absl::string_view Text, MessageT &M,
                       absl::string_view Buffer, absl::string_view Kind) {
  google::protobuf::TextFormat::Parser Parser;
  // The same nesting limit as the binary path: libprotobuf's default is
  // unbounded and recurses once per `{`, so deep input overflows the stack.
  Parser.SetRecursionLimit(protoio::kMaxProtoNesting);
  SilentErrors Errors;
  Parser.RecordErrorsTo(&Errors);
  google::protobuf::io::ArrayInputStream In(Text.data(),
                                            static_cast<int>(Text.size()));
  QuietProtobuf Quiet;
  if (!Parser.Parse(&In, &M))
    return bad(Buffer, absl::StrCat("not a valid ", Kind, " text proto: ",
                                    Errors.First));
  return absl::OkStatus();
}

/// The model of the module in `Rec`. On the wire path (`Wire` not null)
/// `Rec` is empty and filled here from the encoded `Module`, each
/// computation built as soon as it is scanned and its records then dropped
/// (PERF NOTE: the records and the input bytes they view are still in
/// cache; a whole module's records, 120 bytes an instruction, are not). On
/// the message path `Rec` is filled and built computation by computation.
absl::StatusOr<LoadedFile> build(protoio::ModuleRecord &Rec, FileFormat Kind,
                                 absl::string_view Buffer,
                                 const ProtoReadOptions &Options,
                                 size_t InputBytes,
                                 const protoio::WireInput *Wire,
                                 absl::string_view Module = {}) {
  // PERF NOTE: as in the text parser, a Context made for this read is
  // reachable from this thread alone until the module is returned, so
  // interning takes no shard locks.
  ModuleContext Build(Options.Ctx);
  // The encoding is about 10% smaller than the text and interns about as
  // many strings (metadata, attribute values, computation references).
  Build.reserveForText(InputBytes);
  Reader R(Build, Buffer, Options, InputBytes, Wire);
  bool Started = false;
  // Errors as if every computation were scanned before any is built: a
  // scan error first, then a repeated computation id, then finish()'s.
  absl::Status Repeated;
  if (Wire) {
    bool Building = true;
    RETURN_IF_ERROR(protoio::scanModuleBytes(
        Module, *Wire, Rec, [&](uint32_t K) -> absl::Status {
          if (!Started) {
            R.start(Rec, Build.shared());
            Started = true;
          }
          if (!Repeated.ok())
            return absl::OkStatus();
          absl::StatusOr<Reader::Taken> T = R.add(K, Building);
          if (!T.ok())
            Repeated = T.status();
          else if (*T == Reader::Taken::Built)
            Rec.dropInstructions(Rec.Comps[K]);
          else if (*T == Reader::Taken::Failed)
            Building = false;
          return absl::OkStatus();
        }));
  }
  RETURN_IF_ERROR(Repeated);
  if (Rec.Comps.empty())
    return bad(Buffer, absl::StrCat("not an ", fileFormatName(Kind),
                                    ": no computations"));
  if (!Started) {
    R.start(Rec, Build.shared());
    for (uint32_t K = 0; K < Rec.Comps.size(); ++K)
      RETURN_IF_ERROR(R.add(K, false).status());
  }
  LoadedFile Out;
  Out.Format = Kind;
  ASSIGN_OR_RETURN(Out.M, R.finish());
  return Out;
}

absl::StatusOr<LoadedFile> build(const xla::HloModuleProto &P,
                                 FileFormat Kind, absl::string_view Buffer,
                                 const ProtoReadOptions &Options,
                                 size_t InputBytes) {
  protoio::ModuleRecord Rec;
  protoio::recordsFromMessage(P, Rec);
  return build(Rec, Kind, Buffer, Options, InputBytes, nullptr);
}

/// Adds an HloSnapshot's arguments, result and platform to `Out`.
absl::Status addExecution(LoadedFile &Out, const xla::HloSnapshot &S,
                          absl::string_view Buffer) {
  std::shared_ptr<Context> Ctx = Out.M->sharedContext();
  std::vector<Literal> Args;
  for (int I = 0; I < S.arguments_size(); ++I) {
    auto L = LiteralBuilder::fromProto(*Ctx, S.arguments(I));
    if (!L.ok())
      return bad(Buffer, absl::StrCat("snapshot argument ", I, ": ",
                                      L.status().message()));
    Args.push_back(std::move(*L));
  }
  std::optional<Literal> Result;
  if (S.has_result()) {
    auto L = LiteralBuilder::fromProto(*Ctx, S.result());
    if (!L.ok())
      return bad(Buffer,
                 absl::StrCat("snapshot result: ", L.status().message()));
    Result = std::move(*L);
  }
  ExecutionSnapshot Snap;
  LiteralBuilder::setSnapshot(Snap, Ctx, std::move(Args), std::move(Result),
                              S.execution_platform());
  Out.Snap = std::move(Snap);
  return absl::OkStatus();
}

absl::StatusOr<LoadedFile> fromSnapshot(const xla::HloSnapshot &S,
                                        absl::string_view Buffer,
                                        const ProtoReadOptions &Options,
                                        size_t InputBytes) {
  if (!S.has_hlo() || !S.hlo().has_hlo_module())
    return bad(Buffer, "not an HloSnapshot: no module");
  ASSIGN_OR_RETURN(LoadedFile Out, build(S.hlo().hlo_module(),
                                         FileFormat::HloSnapshot, Buffer,
                                         Options, InputBytes));
  RETURN_IF_ERROR(addExecution(Out, S, Buffer));
  return Out;
}

/// The wire path: HloProto and HloSnapshot are walked down to the module's
/// bytes; the snapshot's literals go through libprotobuf.
absl::StatusOr<LoadedFile> readWire(absl::string_view Bytes, FileFormat Kind,
                                    absl::string_view Buffer,
                                    const ProtoReadOptions &Options) {
  google::protobuf::Arena Arena;
  QuietProtobuf Quiet;
  protoio::WireInput W{Bytes, Buffer, fileFormatName(Kind), &Arena};
  protoio::ModuleRecord Rec;
  absl::string_view Module = Bytes;
  xla::HloSnapshot *Snapshot = nullptr;
  if (Kind == FileFormat::HloSnapshot) {
    std::string Rest;
    absl::string_view Hlo;
    bool HasHlo = false, HasModule = false;
    RETURN_IF_ERROR(protoio::messageField(Bytes, 1, W, "HloSnapshot", Rec,
                                          Hlo, HasHlo, &Rest));
    Snapshot = google::protobuf::Arena::CreateMessage<xla::HloSnapshot>(&Arena);
    RETURN_IF_ERROR(protoio::parsePart(Rest, 0, 0, W, "HloSnapshot", *Snapshot));
    if (HasHlo)
      RETURN_IF_ERROR(protoio::messageField(Hlo, 1, W, "HloProto", Rec, Module,
                                            HasModule));
    if (!HasModule)
      return bad(Buffer, "not an HloSnapshot: no module");
  } else if (Kind == FileFormat::HloProto) {
    bool HasModule = false;
    RETURN_IF_ERROR(protoio::messageField(Bytes, 1, W, "HloProto", Rec, Module,
                                          HasModule));
    if (!HasModule)
      return bad(Buffer, "not an HloProto: no hlo_module");
  }
  ASSIGN_OR_RETURN(LoadedFile Out,
                   build(Rec, Kind, Buffer, Options, Bytes.size(), &W, Module));
  if (Snapshot)
    RETURN_IF_ERROR(addExecution(Out, *Snapshot, Buffer));
  return Out;
}

} // namespace

absl::StatusOr<LoadedFile> readProtoBytes(absl::string_view Bytes,
                                          FileFormat Kind,
                                          absl::string_view Buffer,
                                          const ProtoReadOptions &Options) {
  if (Kind == FileFormat::HloText)
    return bad(Buffer, "not a protobuf format: HLO text");
  return readWire(Bytes, Kind, Buffer, Options);
}


absl::StatusOr<LoadedFile> readProtoText(absl::string_view Text,
                                          FileFormat Kind,
                                          absl::string_view Buffer,
                                          const ProtoReadOptions &Options) {
  switch (Kind) {
  case FileFormat::HloProto: {
    xla::HloProto P;
    RETURN_IF_ERROR(parseText(Text, P, Buffer, "HloProto"));
    if (!P.has_hlo_module())
      return bad(Buffer, "not an HloProto: no hlo_module");
    return build(P.hlo_module(), Kind, Buffer, Options, Text.size());
  }
  case FileFormat::HloModuleProto: {
    xla::HloModuleProto P;
    RETURN_IF_ERROR(parseText(Text, P, Buffer, "HloModuleProto"));
    return build(P, Kind, Buffer, Options, Text.size());
  }
  case FileFormat::HloSnapshot: {
    xla::HloSnapshot S;
    RETURN_IF_ERROR(parseText(Text, S, Buffer, "HloSnapshot"));
    return fromSnapshot(S, Buffer, Options, Text.size());
  }
  case FileFormat::HloText:
    break;
  }
  return bad(Buffer, "not a protobuf format: HLO text");
}

} // namespace hlotrace
