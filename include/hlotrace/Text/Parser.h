//===- Parser.h - Reading HLO text into the model -------------------------===//
//
// Parses HLO module text as XLA has printed it since 2018 (long and short
// forms, with or without `%`, operand shapes, `/*index=N*/` comments, elided
// constants, raw braced backend configs, the `%t#0` tuple-index syntax, async
// ops with or without sugar, old opcodes). Errors come back as
// absl::InvalidArgumentError whose message is
// `FILE:LINE:COL: error: what was expected`. Unknown opcodes and attributes
// are kept, not rejected: the parser reads what compilers wrote and is not a
// verifier.
//
//===----------------------------------------------------------------------===//

#ifndef HLOTRACE_TEXT_PARSER_H
#define HLOTRACE_TEXT_PARSER_H

#include <memory>
#include <string>

#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"
#include "hlotrace/IR/Module.h"
#include "hlotrace/Text/SourceLocations.h"

namespace hlotrace {

class ComputationCache;

struct ParseOptions {
  /// Where interned strings and shapes go; a fresh Context when null.
  std::shared_ptr<Context> Ctx;
  /// Bound on nesting (tuple shapes, braces, literals) so that hostile input
  /// cannot exhaust the stack.
  int MaxNestingDepth = 256;
  /// When set, computations whose text was parsed before are reused from
  /// the cache instead of parsed again (see ComputationCache), and the
  /// module goes into the cache's Context. Ctx, when also set, must be that
  /// Context (InvalidArgument otherwise).
  ComputationCache *Cache = nullptr;
  /// When set, filled with where each computation, instruction, operand and
  /// attribute was written (see SourceLocations.h), for lookups while the
  /// module lives.
  SourceLocations *Locations = nullptr;
};

/// Parses one module from `Text`. `BufferName` names the input in errors.
absl::StatusOr<std::unique_ptr<Module>>
parseModule(absl::string_view Text, absl::string_view BufferName,
            const ParseOptions &Options = {});

/// Memory-maps `Path` and parses it.
absl::StatusOr<std::unique_ptr<Module>>
parseModuleFile(const std::string &Path, const ParseOptions &Options = {});

} // namespace hlotrace

#endif // HLOTRACE_TEXT_PARSER_H
