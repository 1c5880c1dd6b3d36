//===- IRBuilder.cpp - Finishing computations and modules -----------------===//

#include "IR/IRBuilder.h"

#include <algorithm>
#include <numeric>

#include "absl/container/flat_hash_set.h"

namespace hlotrace {

bool isComputationReferenceAttribute(absl::string_view Name) {
  static const auto *Names = new absl::flat_hash_set<absl::string_view>{
      "calls",         "to_apply",          "condition",
      "body",          "true_computation",  "false_computation",
      "select",        "scatter",           "branch_computations",
      "called_computations", "comparator"};
  return Names->contains(Name);
}

Instruction &IRBuilder::append(Computation &C) {
  Instruction &I = C.Storage.emplace_back();
  I.Parent = &C;
  I.Index = static_cast<uint32_t>(C.Order.size());
  C.Order.push_back(&I);
  return I;
}

void IRBuilder::setName(Instruction &I, absl::string_view Name,
                        bool Percent) {
  I.Name = Name;
  I.Percent = Percent;
  const_cast<Computation *>(I.Parent)->ByName.insert(&I);
}

void IRBuilder::setOpcode(Instruction &I, absl::string_view Spelling) {
  I.OpName = Spelling;
  I.Op = opcodeFromSpelling(Spelling);
}

void IRBuilder::setOperands(Instruction &I, std::vector<Operand> &Ops) {
  auto &Pool = const_cast<Computation *>(I.Parent)->OperandPool;
  I.Ops = {static_cast<uint32_t>(Pool.size()),
           static_cast<uint32_t>(Ops.size())};
  for (Operand &O : Ops)
    Pool.push_back(std::move(O));
}

void IRBuilder::setAttributes(Instruction &I, absl::Span<const Attribute> As) {
  auto &Pool = const_cast<Computation *>(I.Parent)->AttributePool;
  I.Attrs = {static_cast<uint32_t>(Pool.size()),
             static_cast<uint32_t>(As.size())};
  Pool.insert(Pool.end(), As.begin(), As.end());
}

Computation::Staging &IRBuilder::staging(Instruction &I) {
  auto &C = *const_cast<Computation *>(I.parent());
  if (!C.Staged)
    C.Staged = std::make_unique<Computation::Staging>();
  return *C.Staged;
}

std::vector<Operand> &IRBuilder::operands(Instruction &I) {
  return staging(I).Operands[I.Index];
}

std::vector<Attribute> &IRBuilder::attributes(Instruction &I) {
  return staging(I).Attributes[I.Index];
}

/// Appends `Items` to `Pool` after the range `R` already holds and points
/// `R` at the combined list.
template <typename T>
static void appendToPool(std::vector<T> &Pool, uint32_t &Begin,
                         uint32_t &Count, std::vector<T> &Items) {
  uint32_t NewBegin = static_cast<uint32_t>(Pool.size());
  for (uint32_t K = 0; K < Count; ++K)
    Pool.push_back(Pool[Begin + K]);
  for (T &Item : Items)
    Pool.push_back(std::move(Item));
  Begin = NewBegin;
  Count = static_cast<uint32_t>(Pool.size() - NewBegin);
}

void IRBuilder::finish(Computation &C) {
  if (C.Staged) {
    for (auto &[Index, Ops] : C.Staged->Operands) {
      Instruction &I = C.Storage[Index];
      appendToPool(C.OperandPool, I.Ops.Begin, I.Ops.Count, Ops);
    }
    for (auto &[Index, Attrs] : C.Staged->Attributes) {
      Instruction &I = C.Storage[Index];
      appendToPool(C.AttributePool, I.Attrs.Begin, I.Attrs.Count, Attrs);
    }
    C.Staged.reset();
  }
  // setName() already indexed every named instruction.

  // Resolve operands and count users. An instruction's operands are visited
  // together, so LastUser dedups a def used twice by the same instruction.
  const size_t N = C.Storage.size();
  std::vector<uint32_t> UserCount(N, 0), LastUser(N, UINT32_MAX);
  for (Instruction &I : C.Storage) {
    for (uint32_t K = 0; K < I.Ops.Count; ++K) {
      Operand &O = C.OperandPool[I.Ops.Begin + K];
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
  for (Instruction &I : C.Storage) {
    I.UserList = {Offset, 0};
    Offset += UserCount[I.Index];
  }
  std::fill(LastUser.begin(), LastUser.end(), UINT32_MAX);
  for (Instruction &I : C.Storage) {
    for (uint32_t K = 0; K < I.Ops.Count; ++K) {
      const Instruction *Def = C.OperandPool[I.Ops.Begin + K].Def;
      if (!Def || Def->Parent != &C || LastUser[Def->Index] == I.Index)
        continue;
      LastUser[Def->Index] = I.Index;
      Instruction &D = C.Storage[Def->Index];
      C.UserPool[D.UserList.Begin + D.UserList.Count++] = &I;
    }
  }

  const Instruction *MarkedRoot = nullptr;
  for (Instruction &I : C.Storage) {
    if (I.Root && !MarkedRoot)
      MarkedRoot = &I;
    I.Control.Begin = static_cast<uint32_t>(C.ControlPool.size());
    I.Called.Begin = static_cast<uint32_t>(C.CalledPool.size());
    for (uint32_t K = 0; K < I.Attrs.Count; ++K) {
      const Attribute &A = C.AttributePool[I.Attrs.Begin + K];
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
    I.Control.Count =
        static_cast<uint32_t>(C.ControlPool.size()) - I.Control.Begin;
    I.Called.Count = static_cast<uint32_t>(C.CalledPool.size()) - I.Called.Begin;
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
