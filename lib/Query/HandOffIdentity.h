//===- HandOffIdentity.h - What makes an earlier op "the same hand-off" ---===//
//
// attributeHandOffs() walks a handed-off op back while its predecessor keeps
// this identity (or, for a new fusion, absorbed an old fusion of it).
// Private to the query library and its tests (a test walks
// every step with it to check the walk that skips steps).
//
//===----------------------------------------------------------------------===//

#ifndef HLOTRACE_QUERY_HANDOFFIDENTITY_H
#define HLOTRACE_QUERY_HANDOFFIDENTITY_H

#include <string>
#include <vector>

#include "absl/functional/function_ref.h"
#include "absl/strings/string_view.h"
#include "hlotrace/IR/Instruction.h"
#include "hlotrace/IR/Module.h"
#include "hlotrace/Query/Lineage.h"

namespace hlotrace {

/// `custom-call:TARGET`, `fusion:KIND` (the backend config's kind, else the
/// fusion's `kind=`), or the opcode's spelling.
std::string handOffIdentity(const Instruction &I);

/// handOffIdentity(I) == Identity, without building the string unless `I`
/// is a fusion.
bool hasHandOffIdentity(const Instruction &I, absl::string_view Identity);

/// Adds to `Out`, once each, the old instructions of `Step` (from `Old` to
/// `New`) that new `X` continues and that `Keeps`. When there are none and
/// `X` is a fusion: the old fusions that `Keeps` whose fused instructions
/// `X`'s computation holds copies of (a Triton fusion that priority fusion
/// fused into its consumer keeps its hand-off in the new fusion).
void addHandOffPredecessors(const Instruction &X, const StepLineage &Step,
                            const Module &Old, const Module &New,
                            absl::FunctionRef<bool(const Instruction &)> Keeps,
                            std::vector<const Instruction *> &Out);

} // namespace hlotrace

#endif // HLOTRACE_QUERY_HANDOFFIDENTITY_H
