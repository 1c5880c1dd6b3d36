//===- ContentScan.h - Fingerprints of module text (internal) -------------===//
//
// The load-time pass over each snapshot's text: module name from the header,
// a 128-bit fingerprint, one 64-bit fingerprint per computation and the
// instruction count, found line by line without parsing.
//
//===----------------------------------------------------------------------===//

#ifndef HLOTRACE_LIB_TRACE_CONTENTSCAN_H
#define HLOTRACE_LIB_TRACE_CONTENTSCAN_H

#include <cstring>
#include <string>

#include "absl/strings/string_view.h"
#include "hlotrace/Trace/Trace.h"

namespace hlotrace {

/// Walks HLO text laid out as XLA prints it, one line at a time (trailing
/// blanks and carriage returns ignored): `OnComputation(Span)` for each
/// computation, from its header line (not indented, ending in `{`) through
/// the line starting with `}`, and `OnInstruction()` for each indented line
/// between them. Text laid out otherwise is walked the same way; only what
/// it reports may not line up with the parsed computations.
/// PERF NOTE: one memchr per line and a look at its first and last byte.
template <typename ComputationFn, typename InstructionFn>
void forEachComputationText(absl::string_view Text,
                            ComputationFn OnComputation,
                            InstructionFn OnInstruction) {
  const char *P = Text.data(), *End = P + Text.size(), *Begin = nullptr;
  while (P < End) {
    const char *E = static_cast<const char *>(std::memchr(P, '\n', End - P));
    const char *LineEnd = E ? E : End;
    const char *Last = LineEnd;
    while (Last > P && (Last[-1] == '\r' || Last[-1] == ' '))
      --Last;
    if (Last > P) {
      if (!Begin) {
        if (*P != ' ' && Last[-1] == '{')
          Begin = P;
      } else if (*P == '}') {
        OnComputation(absl::string_view(Begin, LineEnd - Begin));
        Begin = nullptr;
      } else if (*P == ' ') {
        OnInstruction();
      }
    }
    P = E ? E + 1 : End;
  }
}

/// Scans HLO text as XLA prints it: one instruction per line, each
/// computation a header line ending in `{` and a line starting with `}`.
/// Text laid out otherwise still gets a correct fingerprint of the whole;
/// only the counts may be off. `ModuleName` receives the header's name.
StepContent scanModuleText(absl::string_view Text, std::string *ModuleName);

/// `pass_metadata { ... }` blocks of an HloModuleMetadataProto textproto.
std::vector<PassTiming> parsePassTimings(absl::string_view Text);

/// `xla_dump_hlo_pass_re: "..."` from a debug_options textproto.
std::optional<std::string> findPassRegex(absl::string_view Text);

/// Nests runs: see docs/trace.md, "Pipeline runs".
std::vector<PipelineRun> buildPipelineRuns(std::vector<Step> &Steps);

} // namespace hlotrace

#endif // HLOTRACE_LIB_TRACE_CONTENTSCAN_H
