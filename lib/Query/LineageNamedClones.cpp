//===- LineageNamedClones.cpp - Copies XLA named after their original -----===//
//
// A pass that remakes a chain in another form next to the original
// (XLA:TPU's space-to-batch-converter remakes a convolution and the
// elementwise ops after it in a batch-split layout) clones each op with
// HloInstruction::Clone, which names the copy after it: `add.35.clone`,
// `convolution.1.clone.2`. The originals stay until DCE. A created op so
// named, of its original's opcode, in the computation paired with the
// original's, is a rewrite of it; so is what it reads in the place of what
// the original read, when the pass made it: the one op of the same opcode
// among the few the pass made there (the converted convolution, under the
// masks and reshapes of the new layout). Only with names (LineageOptions).
//
//===----------------------------------------------------------------------===//

#include "LineageMatcher.h"

#include <algorithm>

#include "absl/strings/ascii.h"
#include "absl/strings/match.h"
#include "absl/strings/strip.h"

namespace hlotrace::lineage {
namespace {

/// `Name` without its `.clone` or `.clone.N` suffixes; `Name` itself when
/// it has none.
absl::string_view withoutCloneSuffix(absl::string_view Name) {
  for (;;) {
    absl::string_view Base = Name;
    size_t Dot = Base.rfind('.');
    if (Dot != absl::string_view::npos && Dot + 1 < Base.size() &&
        std::all_of(Base.begin() + Dot + 1, Base.end(),
                    [](char C) { return absl::ascii_isdigit(C); }) &&
        absl::EndsWith(Base.substr(0, Dot), ".clone"))
      Base = Base.substr(0, Dot);
    if (!absl::ConsumeSuffix(&Base, ".clone"))
      return Name;
    Name = Base;
  }
}

} // namespace

void LineageMatcher::findNamedClones() {
  if (!Options.UseNames)
    return;
  for (const Instruction *N : Order) {
    if (!isCreated(*N) || N->opcode() == Opcode::Parameter ||
        !absl::StrContains(N->name(), ".clone"))
      continue;
    absl::string_view Base = withoutCloneSuffix(N->name());
    const Computation *OP = pairOf(N->parent());
    if (Base == N->name() || !OP)
      continue;
    const Instruction *O = OP->find(Base);
    if (!O || O->opcode() != N->opcode())
      continue;
    linkRewrite(*O, *N);
    // What the copy reads in place of what the original read, remade by
    // the pass under another name (the converted convolution under the
    // cloned chain), of the same opcode once the pass's own moves are
    // passed: a rewrite of it too, and so on up.
    std::vector<std::pair<const Instruction *, const Instruction *>> Work{
        {O, N}};
    for (size_t W = 0; W < Work.size() && W < 16; ++W) {
      auto [A, B] = Work[W];
      if (A->operandCount() != B->operandCount())
        continue;
      for (size_t K = 0; K < A->operandCount(); ++K) {
        const Instruction *OA = A->operand(K), *NB = B->operand(K);
        if (!OA || !NB || OA == NB || OA->opcode() == Opcode::Parameter ||
            OA->opcode() == Opcode::Constant || OV.contains(NB->parent()))
          continue;
        // The one op of OA's opcode among what the pass made under NB (its
        // moves, masks and slices), a few ops deep.
        absl::InlinedVector<const Instruction *, 16> Made{NB};
        const Instruction *Match = nullptr;
        int Matches = 0;
        for (size_t I = 0; I < Made.size() && Made.size() < 16; ++I) {
          const Instruction *X = Made[I];
          if (!isCreated(*X))
            continue;
          if (X->opcode() == OA->opcode()) {
            Match = X;
            ++Matches;
            continue;
          }
          if (I < 8)
            for (const Operand &XO : X->operands())
              if (XO.Def && std::find(Made.begin(), Made.end(), XO.Def) ==
                                Made.end())
                Made.push_back(XO.Def);
        }
        if (Matches != 1)
          continue;
        linkRewrite(*OA, *Match);
        Work.push_back({OA, Match});
      }
    }
  }
}

} // namespace hlotrace::lineage
