//===- Module.cpp - Name resolution and the call graph --------------------===//

#include "hlotrace/IR/Module.h"

#include <algorithm>

#include "absl/container/flat_hash_map.h"
#include "absl/container/flat_hash_set.h"

namespace hlotrace {

std::optional<absl::string_view>
Module::headerAttribute(absl::string_view N) const {
  for (const Attribute &A : Header)
    if (A.Name == N)
      return A.Value;
  return std::nullopt;
}

bool isModuleConfigAttribute(absl::string_view Name) {
  return Name == "allow_spmd_sharding_propagation_to_parameters" ||
         Name == "allow_spmd_sharding_propagation_to_output" ||
         Name == "replica_count" || Name == "num_partitions";
}

absl::string_view Module::elidedConstantValue(const Instruction &I) const {
  auto It = ElidedValues.find(&I);
  return It == ElidedValues.end() ? absl::string_view() : It->second;
}

const Module::ProtoIds *Module::protoIds(const Computation &C) const {
  auto It = Ids.find(&C);
  return It == Ids.end() ? nullptr : &It->second;
}

const Computation *Module::find(absl::string_view N) const {
  return ByName.find(N);
}

std::vector<const Computation *>
Module::calledComputations(const Instruction &I) const {
  std::vector<const Computation *> Out;
  for (absl::string_view N : I.calledComputationNames())
    Out.push_back(find(N));
  return Out;
}

struct Module::CallerIndex {
  absl::flat_hash_map<absl::string_view, std::vector<const Instruction *>>
      ByCallee;
};

/// PERF NOTE: diffing a large module asks for the callers of every changed
/// computation; scanning every instruction's called names each time made
/// that quadratic (a tenth of writing the report of a 57,000-instruction
/// module). One pass builds the whole index instead.
const Module::CallerIndex &Module::callerIndex() const {
  std::call_once(CallersOnce, [this] {
    auto Index = std::make_shared<CallerIndex>();
    for (const Computation *Caller : Order)
      for (const Instruction *I : Caller->instructions()) {
        auto Names = I->calledComputationNames();
        for (size_t K = 0; K < Names.size(); ++K) {
          absl::string_view N = Names[K];
          // An instruction calling one computation twice is one caller.
          if (std::find(Names.begin(), Names.begin() + K, N) ==
              Names.begin() + K)
            Index->ByCallee[N].push_back(I);
        }
      }
    Callers = std::move(Index);
  });
  return *Callers;
}

std::vector<const Instruction *> Module::callers(const Computation &C) const {
  const CallerIndex &Index = callerIndex();
  auto It = Index.ByCallee.find(C.name());
  return It == Index.ByCallee.end() ? std::vector<const Instruction *>()
                                    : It->second;
}

std::vector<const Computation *> Module::callees(const Computation &C) const {
  std::vector<const Computation *> Out;
  absl::flat_hash_set<const Computation *> Seen;
  for (const Instruction *I : C.instructions())
    for (const Computation *Callee : calledComputations(*I))
      if (Callee && Seen.insert(Callee).second)
        Out.push_back(Callee);
  return Out;
}

size_t Module::instructionCount() const {
  size_t N = 0;
  for (const Computation *C : Order)
    N += C->instructionCount();
  return N;
}

} // namespace hlotrace
