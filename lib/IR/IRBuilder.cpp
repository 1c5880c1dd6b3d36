//===- IRBuilder.cpp - Finishing computations and modules -----------------===//

#include "IR/IRBuilder.h"

#include <algorithm>
#include <cassert>
#include <iterator>
#include <numeric>
#include <type_traits>

namespace hlotrace {

bool isComputationReferenceAttribute(absl::string_view Name) {
  // PERF NOTE: asked for every attribute of every instruction, by the parser
  // and again by finish(); a switch on the length rejects most names with
  // no compare at all, where a hash set hashed each one.
  switch (Name.size()) {
  case 4:
    return Name == "body";
  case 5:
    return Name == "calls";
  case 6:
    return Name == "select";
  case 7:
    return Name == "scatter";
  case 8:
    return Name == "to_apply";
  case 9:
    return Name == "condition";
  case 10:
    return Name == "comparator";
  case 16:
    return Name == "true_computation";
  case 17:
    return Name == "false_computation";
  case 19:
    return Name == "branch_computations" || Name == "called_computations";
  default:
    return false;
  }
}

void IRBuilder::reserve(Computation &C, size_t Count) {
  if (!C.Chunks.empty() || Count == 0 || Count > (size_t{1} << 24))
    return;
  C.Chunks.emplace_back(new Instruction[Count]);
  C.ChunkSize = static_cast<uint32_t>(Count);
  C.Order.reserve(Count);
  C.ByName.reserve(Count);
}

Instruction &IRBuilder::append(Computation &C) {
  if (C.ChunkUsed == C.ChunkSize) {
    // PERF NOTE: a std::deque took 576 bytes for a computation's first
    // instruction; most computations are small.
    uint32_t Size =
        std::min<uint32_t>(8u << std::min<size_t>(C.Chunks.size(), 5), 256);
    C.Chunks.emplace_back(new Instruction[Size]);
    C.ChunkSize = Size;
    C.ChunkUsed = 0;
  }
  Instruction &I = C.Chunks.back()[C.ChunkUsed++];
  I.Parent = &C;
  I.Index = static_cast<uint32_t>(C.Order.size());
  I.Begin[Instruction::OperandList] =
      static_cast<uint32_t>(C.OperandPool.size());
  I.Begin[Instruction::AttributeList] =
      static_cast<uint32_t>(C.AttributePool.size());
  C.Order.push_back(&I);
  return I;
}

bool IRBuilder::setName(Instruction &I, absl::string_view Name, bool Percent) {
  I.Name = Name;
  I.Percent = Percent;
  return const_cast<Computation *>(I.Parent)->ByName.insert(&I).second;
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

void IRBuilder::finish(Computation &C) {
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

  // Resolve operands and count users. An instruction's operands are visited
  // together, so LastUser dedups a def used twice by the same instruction.
  std::vector<uint32_t> UserCount(N, 0), LastUser(N, UINT32_MAX);
  for (size_t K = 0; K < N; ++K) {
    Instruction &I = At(K);
    for (Operand &O : mutableOperands(C, I)) {
      if (!O.Def && !O.IsInline) {
        auto It = C.ByName.find(O.Name);
        if (It != C.ByName.end())
          O.Def = *It;
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
  C.UserPool.assign(
      std::accumulate(UserCount.begin(), UserCount.end(), size_t{0}), nullptr);
  uint32_t Offset = 0;
  for (size_t K = 0; K < N; ++K) {
    Instruction &I = At(K);
    I.Begin[Instruction::UserList] = Offset;
    Offset += UserCount[I.Index];
    UserCount[I.Index] = 0; // From here on: users filled in so far.
  }
  std::fill(LastUser.begin(), LastUser.end(), UINT32_MAX);
  for (size_t K = 0; K < N; ++K) {
    Instruction &I = At(K);
    for (const Operand &O : mutableOperands(C, I)) {
      const Instruction *Def = O.Def;
      if (!Def || Def->Parent != &C || LastUser[Def->Index] == I.Index)
        continue;
      LastUser[Def->Index] = I.Index;
      uint32_t D = Def->Index;
      C.UserPool[At(D).Begin[Instruction::UserList] + UserCount[D]++] = &I;
    }
  }

  const Instruction *MarkedRoot = nullptr;
  for (size_t K = 0; K < N; ++K) {
    Instruction &I = At(K);
    if (I.Root && !MarkedRoot)
      MarkedRoot = &I;
    I.Begin[Instruction::ControlList] =
        static_cast<uint32_t>(C.ControlPool.size());
    I.Begin[Instruction::CalledList] = static_cast<uint32_t>(C.CalledPool.size());
    for (const Attribute &A : I.attributes()) {
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
  }
  C.Root = MarkedRoot ? MarkedRoot
                      : (C.Order.empty() ? nullptr : C.Order.back());
  // parameter(N) by number: the first in printed order, as a scan finds.
  C.Params.clear();
  for (const Instruction *I : C.Order) {
    if (I->opcode() != Opcode::Parameter)
      continue;
    std::optional<int64_t> K = I->parameterNumber();
    if (!K || *K < 0 || static_cast<uint64_t>(*K) >= C.Order.size())
      continue; // Out of any valid range: parameter() scans for it.
    if (C.Params.size() <= static_cast<size_t>(*K))
      C.Params.resize(*K + 1, nullptr);
    if (!C.Params[*K])
      C.Params[*K] = I;
  }
  C.Params.shrink_to_fit();
  C.Order.shrink_to_fit();
  C.OperandPool.shrink_to_fit();
  C.AttributePool.shrink_to_fit();
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
