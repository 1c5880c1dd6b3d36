//===- HandOffIdentity.h - What makes an earlier op "the same hand-off" ---===//
//
// attributeHandOffs() walks a handed-off op back while its predecessor keeps
// this identity. Private to the query library and its tests (a test walks
// every step with it to check the walk that skips steps).
//
//===----------------------------------------------------------------------===//

#ifndef HLOTRACE_QUERY_HANDOFFIDENTITY_H
#define HLOTRACE_QUERY_HANDOFFIDENTITY_H

#include <string>

#include "absl/strings/string_view.h"
#include "hlotrace/IR/Instruction.h"

namespace hlotrace {

/// `custom-call:TARGET`, `fusion:KIND` (the backend config's kind, else the
/// fusion's `kind=`), or the opcode's spelling.
std::string handOffIdentity(const Instruction &I);

/// handOffIdentity(I) == Identity, without building the string unless `I`
/// is a fusion.
bool hasHandOffIdentity(const Instruction &I, absl::string_view Identity);

} // namespace hlotrace

#endif // HLOTRACE_QUERY_HANDOFFIDENTITY_H
