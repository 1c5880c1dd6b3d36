//===- ContentScan.h - Fingerprints of module text (internal) -------------===//
//
// The load-time pass over each snapshot's text: module name from the header,
// a 128-bit fingerprint, one 64-bit fingerprint per computation and the
// instruction count, found line by line without parsing.
//
//===----------------------------------------------------------------------===//

#ifndef HLOTRACE_LIB_TRACE_CONTENTSCAN_H
#define HLOTRACE_LIB_TRACE_CONTENTSCAN_H

#include <string>

#include "absl/strings/string_view.h"
#include "hlotrace/Trace/Trace.h"

namespace hlotrace {

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
