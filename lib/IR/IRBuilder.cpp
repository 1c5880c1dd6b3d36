//===- IRBuilder.cpp - Finishing computations and modules -----------------===//

#include "IR/IRBuilder.h"
#include "IR/ShortDecimal.h"

#include <algorithm>
#include <cassert>
#include <cstdlib>
#include <cstring>
#include <iterator>
#include <new>
#include <stdexcept>
#include <type_traits>

#include "absl/container/inlined_vector.h"

namespace hlotrace {

static_assert(std::is_trivially_destructible_v<Instruction> &&
                  alignof(Instruction) <= __STDCPP_DEFAULT_NEW_ALIGNMENT__,
              "instructions live in raw blocks freed without destructors");

void IRBuilder::reserve(Computation &C, size_t Count) {
  if (C.InstructionBlock || Count == 0 || Count > (size_t{1} << 24))
    return;
  // One block: the instructions, their order, the name index's table.
  const size_t InstructionBytes = Count * sizeof(Instruction);
  const size_t OrderBytes = Count * sizeof(const Instruction *);
  C.InstructionBlock.reset(new char[InstructionBytes + OrderBytes +
                                    NameIndex<Instruction>::bytesFor(Count)]);
  C.FreeInstructions = reinterpret_cast<Instruction *>(C.InstructionBlock.get());
  C.FreeInstructionCount = static_cast<uint32_t>(Count);
  C.Order = reinterpret_cast<const Instruction **>(C.InstructionBlock.get() +
                                                   InstructionBytes);
  C.ByName.reserveIn(C.InstructionBlock.get() + InstructionBytes + OrderBytes,
                     Count);
  // A kept pool too small for this many instructions would grow by copies;
  // growPool() makes one of the guessed size instead when it is first used.
  dropSmallPool(C.OperandPool, C.OperandCapacity, C, Count);
  dropSmallPool(C.AttributePool, C.AttributeCapacity, C, Count);
}

template <typename T>
void IRBuilder::dropSmallPool(T *&Pool, uint32_t &Capacity, Computation &C,
                              size_t Count) {
  if (!Pool || Capacity >= Count)
    return;
  std::free(static_cast<void *>(Pool));
  Pool = nullptr;
  Capacity = 0;
  building(C).keep(Pool, Capacity);
}

void IRBuilder::reservePools(Computation &C, size_t Operands,
                             size_t Attributes) {
  if (Operands > C.OperandCapacity)
    growPool(C.OperandPool, C.OperandCapacity, C,
             C.PoolSize[Instruction::OperandList], Operands, /*Exact=*/true);
  if (Attributes > C.AttributeCapacity)
    growPool(C.AttributePool, C.AttributeCapacity, C,
             C.PoolSize[Instruction::AttributeList], Attributes,
             /*Exact=*/true);
}

template <typename T>
void IRBuilder::growPool(T *&Pool, uint32_t &Capacity, Computation &C,
                         size_t Used, size_t Need, bool Exact) {
  static_assert(std::is_trivially_copyable_v<T> &&
                    std::is_trivially_destructible_v<T>,
                "pools move with realloc and are freed without destructors");
  // The first guess: twice the instructions there is room for (the MoE
  // step has 1.3 operands and 1.0 attributes per instruction), then four
  // times the pool (its entry has 6.8 operands per instruction: a copy of
  // 168 KB instead of 504 KB in callgrind). finish() copies what was used
  // or trims it in place.
  // A pool kept from an earlier computation was sized for that one.
  const size_t ForCount = 2 * (size_t{C.Count} + C.FreeInstructionCount);
  size_t Guess = Used ? std::max(size_t{Capacity} * 4, ForCount) : ForCount;
  size_t NewCapacity = Exact ? Need : std::max<size_t>({Need, Guess, 16});
  if (NewCapacity > UINT32_MAX)
    throw std::length_error("an instruction list past 2^32 entries");
  // Nothing in it to keep: a new block, not a realloc that copies it all.
  if (!Used) {
    std::free(static_cast<void *>(Pool));
    Pool = nullptr;
  }
  void *P = std::realloc(static_cast<void *>(Pool), NewCapacity * sizeof(T));
  if (!P)
    throw std::bad_alloc();
  Pool = static_cast<T *>(P);
  Capacity = static_cast<uint32_t>(NewCapacity);
  // The building owns the pool until finish().
  building(C).keep(Pool, Capacity);
}
template void IRBuilder::growPool<Operand>(Operand *&, uint32_t &,
                                           Computation &, size_t, size_t,
                                           bool);
template void IRBuilder::growPool<Attribute>(Attribute *&, uint32_t &,
                                             Computation &, size_t, size_t,
                                             bool);

/// Trims a malloc'ed pool to `Size` entries, in place (glibc's realloc to a
/// smaller size splits the block, and copies nothing).
template <typename T>
static void trimPool(T *&Pool, uint32_t &Capacity, uint32_t Size) {
  if (Size == Capacity)
    return;
  if (Size == 0) {
    std::free(static_cast<void *>(Pool));
    Pool = nullptr;
  } else if (void *P = std::realloc(static_cast<void *>(Pool),
                                    size_t{Size} * sizeof(T))) {
    Pool = static_cast<T *>(P);
  } else {
    return; // Keeps the larger block.
  }
  Capacity = Size;
}

/// Pools up to this size are copied into the list block at finish(); a
/// larger one is handed to the computation and trimmed in place.
/// PERF NOTE: most computations are small fusions: a copy of a few hundred
/// bytes costs less than the malloc and the trimming realloc of a pool of
/// their own (about 570 instructions a pool). Below glibc's threshold for
/// `rep movsb`, which callgrind counts per byte.
constexpr size_t kCopiedPoolBytes = 4096;

template <typename T> static bool copiesPool(uint32_t Size) {
  return size_t{Size} * sizeof(T) <= kCopiedPoolBytes;
}

void IRBuilder::addInstructionBlock(Computation &C) {
  // PERF NOTE: a std::deque took 576 bytes for a computation's first
  // instruction; most computations are small.
  const size_t Blocks =
      (C.InstructionBlock ? 1 : 0) + C.MoreInstructionBlocks.size();
  uint32_t Size = std::min<uint32_t>(8u << std::min<size_t>(Blocks, 5), 256);
  std::unique_ptr<char[]> Block(new char[Size * sizeof(Instruction)]);
  C.FreeInstructions = reinterpret_cast<Instruction *>(Block.get());
  C.FreeInstructionCount = Size;
  if (!C.InstructionBlock)
    C.InstructionBlock = std::move(Block);
  else
    C.MoreInstructionBlocks.push_back(std::move(Block));
  // Room in the order for every instruction there is room for: past a
  // reserved count, the order moves to the building's vector.
  Computation::Building &B = building(C);
  const size_t Need = size_t{C.Count} + Size;
  if (C.Order != B.Order.data() || B.Order.size() < Need) {
    if (C.Order != B.Order.data())
      B.Order.assign(C.Order, C.Order + C.Count);
    B.Order.resize(std::max(Need, 2 * B.Order.size()));
    C.Order = B.Order.data();
  }
}

Computation::Building &IRBuilder::ownBuilding(Computation &C) {
  C.OwnBuild = std::make_unique<Computation::Building>();
  C.Build = C.OwnBuild.get();
  return *C.Build;
}

void IRBuilder::setOpcode(Instruction &I, absl::string_view Spelling,
                          Opcode Op) {
  I.Op = Op;
  if (I.Op == Opcode::Unknown)
    const_cast<Computation *>(I.Parent)->UnknownOpcodes[I.Index] = Spelling;
}

void IRBuilder::setOperands(Instruction &I, std::vector<Operand> &Ops) {
  auto &C = *const_cast<Computation *>(I.Parent);
  uint32_t &Size = roomFor(C, I, C.OperandPool, C.OperandCapacity,
                           Instruction::OperandList, Ops.size());
  for (const Operand &O : Ops)
    C.OperandPool[Size++] = O;
  building(C).RecountUsers = true;
}

std::vector<Operand> &IRBuilder::operands(Instruction &I) {
  return building(*const_cast<Computation *>(I.Parent))
      .StagedOperands[I.Index];
}

std::vector<Attribute> &IRBuilder::attributes(Instruction &I) {
  return building(*const_cast<Computation *>(I.Parent))
      .StagedAttributes[I.Index];
}

void IRBuilder::lendPools(Computation &C, Pools &P) {
  assert(C.Count == 0 && !C.Build && !C.OperandPool && !C.AttributePool &&
         "pools lent after the first append");
  P.clear();
  C.Build = &P;
  C.OperandPool = P.OperandPool;
  C.OperandCapacity = P.OperandCapacity;
  C.AttributePool = P.AttributePool;
  C.AttributeCapacity = P.AttributeCapacity;
}

/// The bytes of `N` entries of a list in finish()'s block, which holds only
/// pointer-aligned, trivially copyable types.
template <typename T> static size_t bytesOf(size_t N) {
  static_assert(std::is_trivially_copyable_v<T> &&
                    std::is_trivially_destructible_v<T> &&
                    alignof(T) == alignof(void *) &&
                    sizeof(T) % alignof(T) == 0,
                "lists are copied into one block with memcpy");
  return N * sizeof(T);
}

/// Copies the `Size` entries at `From` into the block at `At` and moves
/// `At` past them.
template <typename T>
static T *placeList(char *&At, const T *From, size_t Size) {
  T *Out = reinterpret_cast<T *>(At);
  if (Size)
    std::memcpy(static_cast<void *>(Out), From, bytesOf<T>(Size));
  At += bytesOf<T>(Size);
  return Out;
}
template <typename T>
static const T *placeList(char *&At, const std::vector<T> &From) {
  return placeList(At, From.data(), From.size());
}

void IRBuilder::finish(Computation &C, Pools *Lent) {
  assert((!Lent || !C.Build || Lent == C.Build) && "finished with other pools");
  (void)Lent;
  Computation::Building &B = building(C);
  const size_t N = C.Count;
  auto At = [&C](size_t K) -> Instruction & {
    return const_cast<Instruction &>(*C.Order[K]);
  };
  if (!B.StagedOperands.empty() || !B.StagedAttributes.empty()) {
    // Rebuild a pool in instruction order: each instruction's part set
    // through the fast setters, then what was staged for it.
    auto Rebuild = [&](auto *&Pool, uint32_t &Capacity, Instruction::List L,
                       auto &Staged) {
      if (Staged.empty())
        return;
      using T = std::remove_reference_t<decltype(*Pool)>;
      std::vector<T> Out;
      for (size_t K = 0; K < N; ++K) {
        Instruction &I = At(K);
        size_t End = K + 1 < N ? At(K + 1).Begin[L] : C.PoolSize[L];
        size_t Start = I.Begin[L];
        I.Begin[L] = static_cast<uint32_t>(Out.size());
        Out.insert(Out.end(), Pool + Start, Pool + End);
        auto It = Staged.find(static_cast<uint32_t>(K));
        if (It != Staged.end())
          Out.insert(Out.end(), It->second.begin(), It->second.end());
      }
      C.PoolSize[L] = 0;
      if (Out.size() > Capacity)
        growPool(Pool, Capacity, C, /*Used=*/0, Out.size());
      if (!Out.empty())
        std::memcpy(static_cast<void *>(Pool), Out.data(),
                    Out.size() * sizeof(T));
      C.PoolSize[L] = static_cast<uint32_t>(Out.size());
    };
    Rebuild(C.OperandPool, C.OperandCapacity, Instruction::OperandList,
            B.StagedOperands);
    Rebuild(C.AttributePool, C.AttributeCapacity, Instruction::AttributeList,
            B.StagedAttributes);
    B.RecountUsers |= !B.StagedOperands.empty();
  }
  // setName() already indexed every named instruction.

  // PERF NOTE: the loops below walk the pools by index: instruction K's
  // part ends where K + 1's begins (asking each instruction for its span
  // was a call per list per instruction).
  auto EndOf = [&](size_t K, Instruction::List L, size_t PoolSize) {
    return K + 1 < N ? At(K + 1).Begin[L] : PoolSize;
  };
  Operand *Ops = C.OperandPool;
  const size_t OpCount = C.PoolSize[Instruction::OperandList];

  // Operands added without their definition are resolved here, and then
  // every user is counted again (see countUse()).
  if (B.RecountUsers) {
    for (size_t K = 0; K < N; ++K) {
      At(K).Begin[Instruction::UserList] = 0;
      At(K).Begin[Instruction::ControlList] = 0;
    }
    for (size_t K = 0; K < N; ++K) {
      Instruction &I = At(K);
      for (size_t J = I.Begin[Instruction::OperandList],
                  E = EndOf(K, Instruction::OperandList, OpCount);
           J < E; ++J) {
        Operand &O = Ops[J];
        if (!O.Def && !O.IsInline)
          O.Def = C.ByName.find(O.Name);
        if (O.Def)
          countUse(C, I, *O.Def);
      }
    }
  }
  // PERF NOTE: one walk over the instructions for where each one's users
  // go and for its root mark, control predecessors, callees and parameter
  // number (three walks before).
  uint32_t Offset = 0;
  const Instruction *MarkedRoot = nullptr;
  const Attribute *Attrs = C.AttributePool;
  const size_t AttrCount = C.PoolSize[Instruction::AttributeList];
  // parameter(N) by number: the first in printed order, as a scan finds.
  absl::InlinedVector<std::pair<size_t, const Instruction *>, 16> Numbered;
  size_t ParamSlots = 0;
  std::vector<uint32_t> &UserCursor = B.UserCursor;
  UserCursor.resize(N);
  for (size_t K = 0; K < N; ++K) {
    Instruction &I = At(K);
    const uint32_t Users = I.Begin[Instruction::UserList];
    I.Begin[Instruction::UserList] = Offset;
    UserCursor[K] = Offset;
    Offset += Users;
    if (I.Root && !MarkedRoot)
      MarkedRoot = &I;
    I.Begin[Instruction::ControlList] = static_cast<uint32_t>(B.Control.size());
    I.Begin[Instruction::CalledList] = static_cast<uint32_t>(B.Called.size());
    for (size_t J = I.Begin[Instruction::AttributeList],
                E = EndOf(K, Instruction::AttributeList, AttrCount);
         J < E; ++J) {
      const Attribute &A = Attrs[J];
      if (A.Name == "control-predecessors") {
        for (absl::string_view Name :
             attr::nameList(A.Value).value_or(std::vector<absl::string_view>()))
          if (const Instruction *P = C.find(Name))
            B.Control.push_back(P);
        continue;
      }
      if (!isComputationReferenceAttribute(A.Name))
        continue;
      if (auto Single = attr::computationName(A.Value)) {
        B.Called.push_back(*Single);
      } else if (auto List = attr::nameList(A.Value)) {
        B.Called.insert(B.Called.end(), List->begin(), List->end());
      }
      // Anything else is an inline body; it stays in the attribute text.
    }
    if (I.Op != Opcode::Parameter)
      continue;
    // PERF NOTE: `parameter(N)`'s payload is a short run of digits, read
    // inline with attr::integer's own fast path (9,491 parameters in the
    // MoE step, a call and an optional each before). Anything else goes
    // through parameterNumber().
    std::optional<int64_t> P;
    if (I.HasPayload)
      P = shortDecimal(I.Payload);
    if (!P)
      P = I.parameterNumber();
    if (!P || *P < 0 || static_cast<uint64_t>(*P) >= N)
      continue; // Out of any valid range: parameter() scans for it.
    Numbered.emplace_back(static_cast<size_t>(*P), &I);
    ParamSlots = std::max(ParamSlots, static_cast<size_t>(*P) + 1);
  }

  // The lists made here, in one block: the order too when it grew past a
  // reserved count (it lives in the building's vector then).
  const bool OrderMoves = N != 0 && C.Order == B.Order.data();
  const uint32_t AttrSize = C.PoolSize[Instruction::AttributeList];
  const bool CopyOps = copiesPool<Operand>(static_cast<uint32_t>(OpCount));
  const bool CopyAttrs = copiesPool<Attribute>(AttrSize);
  const size_t Bytes =
      bytesOf<const Instruction *>((OrderMoves ? N : 0) + ParamSlots + Offset +
                                   B.Control.size()) +
      bytesOf<absl::string_view>(B.Called.size()) +
      (CopyOps ? bytesOf<Operand>(OpCount) : 0) +
      (CopyAttrs ? bytesOf<Attribute>(AttrSize) : 0);
  C.ListBlock.reset(Bytes ? new char[Bytes] : nullptr);
  char *Cursor = C.ListBlock.get();
  if (OrderMoves) {
    B.Order.resize(N);
    C.Order = const_cast<const Instruction **>(placeList(Cursor, B.Order));
  }
  auto **Params = reinterpret_cast<const Instruction **>(Cursor);
  std::fill_n(Params, ParamSlots, nullptr);
  Cursor += bytesOf<const Instruction *>(ParamSlots);
  for (auto [P, I] : Numbered)
    if (!Params[P])
      Params[P] = I;
  C.Params = Params;
  C.ParamCount = static_cast<uint32_t>(ParamSlots);
  auto **Users = reinterpret_cast<const Instruction **>(Cursor);
  Cursor += bytesOf<const Instruction *>(Offset);
  C.UserPool = Users;
  C.ControlPool = placeList(Cursor, B.Control);
  C.CalledPool = placeList(Cursor, B.Called);
  // A copied pool stays with the building (B.keep() named it), for the
  // next computation; `Ops` still reads it below.
  if (CopyOps) {
    C.OperandPool = OpCount ? placeList(Cursor, Ops, OpCount) : nullptr;
    C.OperandCapacity = static_cast<uint32_t>(OpCount);
  }
  if (CopyAttrs) {
    C.AttributePool = AttrSize ? placeList(Cursor, Attrs, AttrSize) : nullptr;
    C.AttributeCapacity = AttrSize;
  }
  assert(Cursor == C.ListBlock.get() + Bytes && "lists overrun their block");
  C.PoolSize[Instruction::UserList] = Offset;
  C.PoolSize[Instruction::ControlList] =
      static_cast<uint32_t>(B.Control.size());
  C.PoolSize[Instruction::CalledList] = static_cast<uint32_t>(B.Called.size());

  // An instruction's operands are visited together: when it names a
  // definition twice, the definition's last user so far is itself.
  for (size_t K = 0; K < N; ++K) {
    Instruction &I = At(K);
    for (size_t J = I.Begin[Instruction::OperandList],
                E = EndOf(K, Instruction::OperandList, OpCount);
         J < E; ++J) {
      const Instruction *Def = Ops[J].Def;
      if (!Def || Def->Parent != &C)
        continue;
      uint32_t &Next = UserCursor[Def->Index];
      if (Next != Def->Begin[Instruction::UserList] && Users[Next - 1] == &I)
        continue;
      Users[Next++] = &I;
    }
  }
  C.Root = MarkedRoot ? MarkedRoot : (N == 0 ? nullptr : &At(N - 1));
  // A pool not copied is the computation's from now on, trimmed in place.
  if (!CopyOps) {
    trimPool(C.OperandPool, C.OperandCapacity,
             static_cast<uint32_t>(OpCount));
    C.OwnsOperandPool = true;
    B.keep(static_cast<Operand *>(nullptr), 0);
  }
  if (!CopyAttrs) {
    trimPool(C.AttributePool, C.AttributeCapacity, AttrSize);
    C.OwnsAttributePool = true;
    B.keep(static_cast<Attribute *>(nullptr), 0);
  }
  // What only building needed goes back to the lender (or away).
  B.clear();
  C.Build = nullptr;
  C.OwnBuild.reset();
}

std::unique_ptr<Module> IRBuilder::newModule(std::shared_ptr<Context> Ctx) {
  auto M = std::unique_ptr<Module>(new Module());
  M->Ctx = std::move(Ctx);
  return M;
}

void IRBuilder::addComputation(Module &M,
                               std::shared_ptr<const Computation> C) {
  M.Order.push_back(C.get());
  M.Owned.push_back(std::move(C));
}

const Instruction *IRBuilder::operandNotBefore(const Computation &C,
                                               size_t &OperandNo,
                                               size_t From) {
  // Index is the position in C.Order, so one comparison per operand.
  for (size_t N = From; N < C.Count; ++N) {
    const Instruction *I = C.Order[N];
    absl::Span<const Operand> Ops = I->operands();
    for (size_t K = 0; K < Ops.size(); ++K)
      if (Ops[K].Def && Ops[K].Def->index() >= I->index()) {
        OperandNo = K;
        return I;
      }
  }
  return nullptr;
}

void IRBuilder::finish(Module &M) {
  M.ByName.reserve(M.Order.size());
  const Computation *Marked = nullptr;
  for (const Computation *C : M.Order) {
    M.ByName.insert(C);
    if (C->isMarkedEntry() && !Marked)
      Marked = C;
  }
  M.Entry = Marked ? Marked : (M.Order.empty() ? nullptr : M.Order.back());
}

} // namespace hlotrace
