//===- Thunks.h - XLA:GPU thunk dumps and PTX kernel entries --------------===//
//
// XLA:GPU writes, next to each module's final HLO, what runs it:
//   - `NAME.thunk_sequence.txt` and `NAME.thunk_sequence_after_thunk_passes.txt`
//     (one thunk per line: id, kind, and for kernels the kernel name, grid,
//     threads and shared memory; nested thunks such as command buffers and
//     while bodies are indented under their parent);
//   - `NAME.thunk_metadata.txt` (a ThunkMetadataListProto in text form: the
//     HLO instruction, as `profile_annotation`, of each thunk id);
//   - `NAME[.N].ptx`, whose `.entry KERNEL(` lines name the kernels it holds.
// These parsers read the text of one such file. They keep what they do not
// understand (a thunk line's whole description) and fail, with
// `file:line:col`, only on a line that is not a thunk line at all.
//
//===----------------------------------------------------------------------===//

#ifndef HLOTRACE_TRACE_THUNKS_H
#define HLOTRACE_TRACE_THUNKS_H

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"

namespace hlotrace {

/// One line of a thunk sequence dump.
struct ThunkLine {
  /// -1 in the older form, which printed no ids.
  int64_t Id = 0;
  /// `kCustomKernel`, `kCuDnn`, `kGemm`, `kFft`, `kAllReduce`,
  /// `kCommandBuffer`, `kWhile`, ...
  std::string Kind;
  /// Everything after the `[prev | next]` block, verbatim.
  std::string Description;
  /// Kernel launches only (lines with `grid:`): the kernel name, launch
  /// dimensions and shared memory in bytes.
  std::string KernelName;
  std::vector<int64_t> Grid, Threads;
  std::optional<int64_t> SharedMemoryBytes;
  /// Nesting depth (0 = top level) and the index of the enclosing thunk in
  /// the returned list (command buffer, while, async start, ...).
  int Depth = 0;
  std::optional<size_t> Parent;
  /// 1-based line in the file.
  int Line = 0;
};

/// thunk_sequence*.txt ::= (thunk-line | label-line)*
/// thunk-line ::= indent id ':' kind '[' deps ']' description
///               | indent kind TAB description      (older XLA, no ids)
/// label-line ::= indent ('condition:' | 'body:' | ...)   (skipped)
absl::StatusOr<std::vector<ThunkLine>>
parseThunkSequence(absl::string_view Text, absl::string_view FileName);

/// One `thunk_metadata { ... }` entry.
struct ThunkMetadata {
  int64_t ThunkId = 0;
  /// The HLO instruction the thunk runs.
  std::string ProfileAnnotation;
  std::string ThunkKind;
};

/// thunk_metadata.txt: `thunk_metadata { thunk_info { profile_annotation:
/// "..." thunk_id: N } thunk_kind: "..." }` repeated. Unknown fields are
/// skipped; an absent thunk_id is 0 (proto3 text omits zeros); a thunk_id
/// that is not an integer is an error.
absl::StatusOr<std::vector<ThunkMetadata>>
parseThunkMetadata(absl::string_view Text, absl::string_view FileName);

/// The kernel names of a PTX file's `.entry NAME(` lines, in file order.
std::vector<std::string> ptxEntryNames(absl::string_view Text);

/// The names of the functions an LLVM IR file (`*.ir-no-opt.ll`,
/// `*.ir-with-opt.ll`) defines: each line `define ... @NAME(`, in file order,
/// with a quoted `@"NAME"` unquoted. Declarations (`declare`) are not
/// definitions and are left out.
std::vector<std::string> llvmIrDefinedNames(absl::string_view Text);

} // namespace hlotrace

#endif // HLOTRACE_TRACE_THUNKS_H
