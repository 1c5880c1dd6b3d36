//===- IRBuilder.cpp - Finishing computations and modules -----------------===//

#include "IR/IRBuilder.h"
#include "IR/ShortDecimal.h"

#include <algorithm>
#include <cassert>
#include <iterator>
#include <type_traits>

#include "absl/container/inlined_vector.h"

namespace hlotrace {

void IRBuilder::reserve(Computation &C, size_t Count) {
  if (!C.Chunks.empty() || Count == 0 || Count > (size_t{1} << 24))
    return;
  C.Chunks.emplace_back(new Instruction[Count]);
  C.ChunkSize = static_cast<uint32_t>(Count);
  C.Order.reserve(Count);
  C.ByName.reserve(Count);
}

void IRBuilder::addChunk(Computation &C) {
  // PERF NOTE: a std::deque took 576 bytes for a computation's first
  // instruction; most computations are small.
  uint32_t Size =
      std::min<uint32_t>(8u << std::min<size_t>(C.Chunks.size(), 5), 256);
  C.Chunks.emplace_back(new Instruction[Size]);
  C.ChunkSize = Size;
  C.ChunkUsed = 0;
}

void IRBuilder::setOpcode(Instruction &I, absl::string_view Spelling,
                          Opcode Op) {
  I.Op = Op;
  if (I.Op == Opcode::Unknown)
    const_cast<Computation *>(I.Parent)->UnknownOpcodes[I.Index] = Spelling;
}

void IRBuilder::setOperands(Instruction &I, std::vector<Operand> &Ops) {
  auto &C = *const_cast<Computation *>(I.Parent);
  assert(&I == C.Order.back() && "operands of an earlier instruction");
  C.OperandPool.insert(C.OperandPool.end(),
                       std::make_move_iterator(Ops.begin()),
                       std::make_move_iterator(Ops.end()));
}

void IRBuilder::setAttributes(Instruction &I, absl::Span<const Attribute> As) {
  auto &C = *const_cast<Computation *>(I.Parent);
  assert(&I == C.Order.back() && "attributes of an earlier instruction");
  C.AttributePool.insert(C.AttributePool.end(), As.begin(), As.end());
}

Computation::Staging &IRBuilder::staging(Instruction &I) {
  auto &C = *const_cast<Computation *>(I.parent());
  if (!C.Staged)
    C.Staged = std::make_unique<Computation::Staging>();
  return *C.Staged;
}

absl::Span<Operand> IRBuilder::mutableOperands(Computation &C,
                                               const Instruction &I) {
  absl::Span<const Operand> Ops = I.operands();
  return {C.OperandPool.data() + (Ops.data() - C.OperandPool.data()),
          Ops.size()};
}

std::vector<Operand> &IRBuilder::operands(Instruction &I) {
  return staging(I).Operands[I.Index];
}

std::vector<Attribute> &IRBuilder::attributes(Instruction &I) {
  return staging(I).Attributes[I.Index];
}

void IRBuilder::lendPools(Computation &C, Pools &P) {
  assert(C.Order.empty() && C.OperandPool.empty() && C.AttributePool.empty() &&
         "pools lent after the first append");
  P.Operands.clear();
  P.Attributes.clear();
  C.OperandPool.swap(P.Operands);
  C.AttributePool.swap(P.Attributes);
}

/// Moves `Pool` into an allocation of its exact size; with `Lent`, the old
/// allocation goes back to the lender.
template <typename T>
static void settlePool(std::vector<T> &Pool, std::vector<T> *Lent) {
  if (!Lent) {
    Pool.shrink_to_fit();
    return;
  }
  std::vector<T> Exact(Pool.begin(), Pool.end());
  Pool.swap(Exact);
  Lent->swap(Exact);
  Lent->clear();
}

void IRBuilder::finish(Computation &C, Pools *Lent) {
  const size_t N = C.Order.size();
  auto At = [&C](size_t K) -> Instruction & {
    return const_cast<Instruction &>(*C.Order[K]);
  };
  if (C.Staged) {
    // Rebuild a pool in instruction order: each instruction's part set
    // through the fast setters, then what was staged for it.
    auto Rebuild = [&](auto &Pool, Instruction::List L, auto &Staged) {
      if (Staged.empty())
        return;
      std::remove_reference_t<decltype(Pool)> Out;
      for (size_t K = 0; K < N; ++K) {
        Instruction &I = At(K);
        size_t End = K + 1 < N ? At(K + 1).Begin[L] : Pool.size();
        size_t Start = I.Begin[L];
        I.Begin[L] = static_cast<uint32_t>(Out.size());
        Out.insert(Out.end(), std::make_move_iterator(Pool.begin() + Start),
                   std::make_move_iterator(Pool.begin() + End));
        auto It = Staged.find(static_cast<uint32_t>(K));
        if (It != Staged.end())
          Out.insert(Out.end(), std::make_move_iterator(It->second.begin()),
                     std::make_move_iterator(It->second.end()));
      }
      Pool = std::move(Out);
    };
    Rebuild(C.OperandPool, Instruction::OperandList, C.Staged->Operands);
    Rebuild(C.AttributePool, Instruction::AttributeList, C.Staged->Attributes);
    C.Staged.reset();
  }
  // setName() already indexed every named instruction.

  // PERF NOTE: the loops below walk the pools by index: instruction K's
  // part ends where K + 1's begins (asking each instruction for its span
  // was a call per list per instruction).
  auto EndOf = [&](size_t K, Instruction::List L, size_t PoolSize) {
    return K + 1 < N ? At(K + 1).Begin[L] : PoolSize;
  };
  Operand *Ops = C.OperandPool.data();
  const size_t OpCount = C.OperandPool.size();

  // Resolve operands and count users. An instruction's operands are visited
  // together, so LastUser dedups a def used twice by the same instruction.
  std::vector<uint32_t> OwnUserCount, OwnLastUser;
  std::vector<uint32_t> &UserCount = Lent ? Lent->UserCount : OwnUserCount;
  std::vector<uint32_t> &LastUser = Lent ? Lent->LastUser : OwnLastUser;
  UserCount.assign(N, 0);
  LastUser.assign(N, UINT32_MAX);
  for (size_t K = 0; K < N; ++K) {
    Instruction &I = At(K);
    for (size_t J = I.Begin[Instruction::OperandList],
                E = EndOf(K, Instruction::OperandList, OpCount);
         J < E; ++J) {
      Operand &O = Ops[J];
      if (!O.Def && !O.IsInline) {
        O.Def = C.ByName.find(O.Name);
      }
      if (!O.Def || O.Def->Parent != &C)
        continue;
      uint32_t D = O.Def->Index;
      if (LastUser[D] != I.Index) {
        LastUser[D] = I.Index;
        ++UserCount[D];
      }
    }
  }
  // PERF NOTE: one walk over the instructions for where each one's users
  // go and for its root mark, control predecessors, callees and parameter
  // number (three walks before).
  uint32_t Offset = 0;
  const Instruction *MarkedRoot = nullptr;
  const Attribute *Attrs = C.AttributePool.data();
  const size_t AttrCount = C.AttributePool.size();
  // parameter(N) by number: the first in printed order, as a scan finds.
  absl::InlinedVector<std::pair<size_t, const Instruction *>, 16> Numbered;
  size_t ParamSlots = 0;
  for (size_t K = 0; K < N; ++K) {
    Instruction &I = At(K);
    I.Begin[Instruction::UserList] = Offset;
    Offset += UserCount[K];
    UserCount[K] = 0; // From here on: users filled in so far.
    if (I.Root && !MarkedRoot)
      MarkedRoot = &I;
    I.Begin[Instruction::ControlList] =
        static_cast<uint32_t>(C.ControlPool.size());
    I.Begin[Instruction::CalledList] = static_cast<uint32_t>(C.CalledPool.size());
    for (size_t J = I.Begin[Instruction::AttributeList],
                E = EndOf(K, Instruction::AttributeList, AttrCount);
         J < E; ++J) {
      const Attribute &A = Attrs[J];
      if (A.Name == "control-predecessors") {
        for (absl::string_view Name :
             attr::nameList(A.Value).value_or(std::vector<absl::string_view>()))
          if (const Instruction *P = C.find(Name))
            C.ControlPool.push_back(P);
        continue;
      }
      if (!isComputationReferenceAttribute(A.Name))
        continue;
      if (auto Single = attr::computationName(A.Value)) {
        C.CalledPool.push_back(*Single);
      } else if (auto List = attr::nameList(A.Value)) {
        C.CalledPool.insert(C.CalledPool.end(), List->begin(), List->end());
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
  C.UserPool.assign(Offset, nullptr);
  std::fill(LastUser.begin(), LastUser.end(), UINT32_MAX);
  for (size_t K = 0; K < N; ++K) {
    Instruction &I = At(K);
    for (size_t J = I.Begin[Instruction::OperandList],
                E = EndOf(K, Instruction::OperandList, OpCount);
         J < E; ++J) {
      const Instruction *Def = Ops[J].Def;
      if (!Def || Def->Parent != &C || LastUser[Def->Index] == I.Index)
        continue;
      LastUser[Def->Index] = I.Index;
      uint32_t D = Def->Index;
      C.UserPool[At(D).Begin[Instruction::UserList] + UserCount[D]++] = &I;
    }
  }
  C.Root = MarkedRoot ? MarkedRoot
                      : (C.Order.empty() ? nullptr : C.Order.back());
  std::vector<const Instruction *> Params(ParamSlots, nullptr);
  for (auto [P, I] : Numbered)
    if (!Params[P])
      Params[P] = I;
  C.Params = std::move(Params);
  C.Order.shrink_to_fit();
  settlePool(C.OperandPool, Lent ? &Lent->Operands : nullptr);
  settlePool(C.AttributePool, Lent ? &Lent->Attributes : nullptr);
  C.ControlPool.shrink_to_fit();
  C.CalledPool.shrink_to_fit();
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
  for (size_t N = From; N < C.Order.size(); ++N) {
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
