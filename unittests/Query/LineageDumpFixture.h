//===- LineageDumpFixture.h - Lineage on real dump steps, for tests --------===//
//
// Helpers for the gtests that check concrete links on real XLA dumps
// (LineageTruthDumpTest.cpp, LineagePairsDumpTest.cpp): load a program's
// trace from unittests/data, compute one step's lineage with metadata
// hidden (as benchmarks/LineageTruth does), and look links up by
// computation and instruction name.
//
//===----------------------------------------------------------------------===//

#ifndef HLOTRACE_UNITTESTS_QUERY_LINEAGEDUMPFIXTURE_H
#define HLOTRACE_UNITTESTS_QUERY_LINEAGEDUMPFIXTURE_H

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "hlotrace/Query/Lineage.h"
#include "hlotrace/Trace/Trace.h"

#include "gmock/gmock.h"

namespace hlotrace::lineage_test {

/// One program's trace and the lineage of its steps.
class Program {
public:
  /// `Folder` of unittests/data/`Data`.
  explicit Program(const std::string &Folder,
                   const std::string &Data = "xla-lineage") {
    auto T = Trace::load(std::string(HLOTRACE_TEST_DATA) + "/" + Data + "/" +
                         Folder);
    EXPECT_TRUE(T.ok()) << T.status();
    if (T.ok())
      Tr = std::move(*T);
  }

  /// The module as of dump step `Number`, or of the step before it.
  std::shared_ptr<const Module> at(int64_t Number, bool Before = false) {
    const ModuleTrace *M = trace();
    if (!M)
      return nullptr;
    for (const Step &S : M->steps())
      if (S.Number == Number) {
        const Step *P = Before ? M->previous(S) : &S;
        auto Mod = P ? M->module(*P) : absl::StatusOr<std::shared_ptr<const Module>>(
                                           absl::NotFoundError("no previous"));
        EXPECT_TRUE(Mod.ok()) << Mod.status();
        return Mod.ok() ? *Mod : nullptr;
      }
    ADD_FAILURE() << "no step " << Number;
    return nullptr;
  }

  /// Lineage into step `Number` from the step before it, metadata hidden
  /// unless `UseMetadata`.
  std::optional<StepLineage> lineage(int64_t Number, bool UseNames = true,
                                     bool UseMetadata = false) {
    Old = at(Number, /*Before=*/true);
    New = at(Number);
    if (!Old || !New)
      return std::nullopt;
    LineageOptions O;
    O.UseMetadata = UseMetadata;
    O.UseNames = UseNames;
    auto L = computeLineage(*Old, *New, O);
    EXPECT_TRUE(L.ok()) << L.status();
    if (!L.ok())
      return std::nullopt;
    return std::move(*L);
  }

  std::shared_ptr<const Module> Old, New;

private:
  const ModuleTrace *trace() {
    if (!Tr)
      return nullptr;
    for (const ModuleTrace &M : Tr->modules())
      return &M;
    return nullptr;
  }
  std::unique_ptr<Trace> Tr;
};

inline const Instruction *find(const Module &M, absl::string_view Comp,
                        absl::string_view Name) {
  const Computation *C = M.find(Comp);
  const Instruction *I = C ? C->find(Name) : nullptr;
  EXPECT_NE(I, nullptr) << Comp << "/" << Name;
  return I;
}

/// "computation/name" of every successor of `Old`.
inline std::vector<std::string> successors(const StepLineage &L,
                                    const Instruction *Old) {
  std::vector<std::string> Out;
  if (Old)
    for (const LineageLink *K : L.successors(*Old))
      Out.push_back(std::string(K->New->parent()->name()) + "/" +
                    std::string(K->New->name()));
  return Out;
}

/// The link from Old to New, or null.
inline const LineageLink *linkBetween(const StepLineage &L, const Instruction *Old,
                               const Instruction *New) {
  if (!Old || !New)
    return nullptr;
  for (const LineageLink *K : L.successors(*Old))
    if (K->New == New)
      return K;
  return nullptr;
}

/// The kinds of the links from `Old` to each of `News`, in that order
/// (nullopt where there is none).
inline std::vector<std::optional<LinkKind>>
linkKinds(const StepLineage &L, const Instruction *Old,
          std::initializer_list<const Instruction *> News) {
  std::vector<std::optional<LinkKind>> Out;
  for (const Instruction *N : News) {
    const LineageLink *K = linkBetween(L, Old, N);
    Out.push_back(K ? std::optional<LinkKind>(K->Kind) : std::nullopt);
  }
  return Out;
}

} // namespace hlotrace::lineage_test

#endif // HLOTRACE_UNITTESTS_QUERY_LINEAGEDUMPFIXTURE_H
