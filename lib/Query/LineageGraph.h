//===- LineageGraph.h - Call sites and value aliases of a module (internal) ==//
//
// ModuleView answers, for one module, the call-graph facts the matcher
// needs: each computation's call sites, and which instruction a value
// stands for across a call boundary. Those aliases are what let a fused or
// inlined clone be paired with its original:
//   - `parameter(i)` of a computation with one call site (fusion, call)
//     stands for the caller's operand i; of a while body or condition, for
//     the loop's init operand; of conditional branch b, for operand b+1;
//   - a fusion or call stands for its callee's root;
//   - `get-tuple-element(t), index=i` stands for operand i of the tuple t
//     resolves to (multi-output fusions, tuple simplification).
// chain(I) lists I followed by what it stands for, transitively.
//
//===----------------------------------------------------------------------===//

#ifndef HLOTRACE_LIB_QUERY_LINEAGEGRAPH_H
#define HLOTRACE_LIB_QUERY_LINEAGEGRAPH_H

#include <cstdint>
#include <vector>

#include "InstrMap.h"
#include "absl/container/flat_hash_map.h"
#include "absl/container/flat_hash_set.h"
#include "absl/container/inlined_vector.h"
#include "hlotrace/IR/Module.h"

namespace hlotrace::lineage {

struct CallSite {
  const Instruction *Caller = nullptr;
  uint32_t Position = 0; ///< Index in the caller's called computations.
};

using Chain = absl::InlinedVector<const Instruction *, 4>;

/// Which instructions of each computation call computations (positions),
/// a fact of the computation alone: shared by the views of every module of
/// a run of steps (LineageCache), so that a view walks only those.
struct SharedCalls {
  absl::flat_hash_map<const Computation *, std::vector<uint32_t>> Callers;
};

class ModuleView {
public:
  /// `Shared`, when given, lists callers per computation (filled as
  /// needed).
  explicit ModuleView(const Module &M, SharedCalls *Shared = nullptr);

  const Module &module() const { return *M; }
  /// Makes this the view of `Same`, a module of the same computations in
  /// the same order (a snapshot a pass left as it was): every fact here is
  /// one of those computations, or of their names, which are the same.
  void retarget(const Module &Same) { M = &Same; }
  /// PERF NOTE: asked for nearly every operand compared; the answers for
  /// the last two computations asked about are remembered (not
  /// thread-safe, like the rest of the view).
  bool contains(const Computation *C) const {
    for (const Known &K : Last)
      if (K.C == C && C)
        return K.In;
    bool In = Comps.contains(C);
    Last[Next] = {C, In};
    Next ^= 1;
    return In;
  }
  /// Every call site of `C`.
  absl::Span<const CallSite> callSites(const Computation *C) const;
  /// The only call site of `C`, or null (none, or several).
  const CallSite *soleCallSite(const Computation *C) const;
  /// The fusion instruction whose fused computation is `C`, or null.
  const Instruction *fusionOf(const Computation *C) const;
  /// What `I` stands for (see the file comment), or null.
  const Instruction *alias(const Instruction &I);
  /// False when alias(I) is null whatever the module: chain(I) is `I` alone.
  static bool mayAlias(const Instruction &I) {
    Opcode Op = I.opcode();
    return Op == Opcode::Parameter || Op == Opcode::Fusion ||
           Op == Opcode::Call || Op == Opcode::GetTupleElement;
  }
  /// `I`, then alias(I), alias(alias(I)), ... (at most kChainDepth
  /// aliases; a value met again ends it).
  const Chain &chain(const Instruction &I);
  static constexpr int kChainDepth = 6;
  /// Calls `F(X)` for each X of chain(I) after `I`, in order, without
  /// keeping a chain for `I`: they are chain(alias(I)), cut where `I` comes
  /// back and after kChainDepth.
  /// PERF NOTE: indexOld() asks this for the parameters of every fused
  /// computation of its region; keeping their chains made an array per
  /// fused computation in every module's view.
  template <typename Fn> void forEachAliasOf(const Instruction &I, Fn F) {
    const Instruction *A = alias(I);
    if (!A || A == &I)
      return;
    if (!mayAlias(*A)) { // chain(A) is A alone.
      F(A);
      return;
    }
    const Chain &Rest = chain(*A);
    for (size_t K = 0; K < Rest.size() && K < kChainDepth && Rest[K] != &I;
         ++K)
      F(Rest[K]);
  }
  /// The computations `I` calls (cached Module::calledComputations).
  /// PERF NOTE: asked of most instructions compared, which mostly call
  /// nothing: Called holds exactly the instructions that name a callee, so
  /// those that name none are answered here, without a call or a lookup.
  absl::Span<const Computation *const> callees(const Instruction &I) {
    if (I.calledComputationNames().empty())
      return {};
    return calleesNamed(I);
  }

private:
  absl::Span<const Computation *const> calleesNamed(const Instruction &I);
  const Instruction *tupleElement(const Instruction &T, int64_t Index,
                                  int Depth);
  const Module *M;
  absl::flat_hash_set<const Computation *> Comps;
  struct Known {
    const Computation *C = nullptr;
    bool In = false;
  };
  mutable Known Last[2];
  mutable unsigned Next = 0;
  /// soleCallSite()'s last question and answer.
  mutable const Computation *LastSoleOf = nullptr;
  mutable const CallSite *LastSole = nullptr;
  absl::flat_hash_map<const Computation *, absl::InlinedVector<CallSite, 1>>
      Sites;
  /// PERF NOTE: most callers call one or two computations; inline storage
  /// saves an allocation per caller in every module's view.
  absl::flat_hash_map<const Instruction *,
                      absl::InlinedVector<const Computation *, 2>>
      Called;
  // chain() hands out references that must survive later calls (InstrMap
  // keeps its values in place).
  InstrMap<Chain> Chains;
};

} // namespace hlotrace::lineage

#endif // HLOTRACE_LIB_QUERY_LINEAGEGRAPH_H
