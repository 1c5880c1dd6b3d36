//===- ReportJson.h - The report's embedded data as JSON (internal) -------===//
//
// Two kinds of JSON blocks: one small index (every module's overview row,
// steps, pipeline runs, owner totals) that the page reads at once, and one
// block per module (computation texts, snapshots, diffs, links, fusions,
// ops) that it reads when the module is opened. Rows are arrays, not
// objects, to keep the file small; assets/report.js names the columns.
//
//===----------------------------------------------------------------------===//

#ifndef HLOTRACE_LIB_REPORT_REPORTJSON_H
#define HLOTRACE_LIB_REPORT_REPORTJSON_H

#include <functional>
#include <string>
#include <vector>

#include "Report/ReportData.h"
#include "absl/status/status.h"
#include "absl/strings/string_view.h"

namespace hlotrace::report {

struct PageData {
  std::string Title, Source;
  std::vector<std::string> Problems;
  std::vector<ModuleData> Modules;
};

/// Appends `S` as a JSON string that may sit inside <script>: quoted and
/// escaped as llvm::json writes it, '<' as \u003c; text that is not UTF-8
/// gets llvm::json's repair (invalid bytes become U+FFFD).
void appendJsonString(absl::string_view S, std::string &Out);
/// Tests only (not thread-safe): whether appendJsonString() may take 32
/// bytes a step with AVX2 where the CPU has it (the default); off, it
/// writes the same bytes 16 at a time. Returns the setting before.
bool setWideJsonEscapes(bool On);
/// The index block. Every '<' is written as \u003c so the text can sit
/// inside a <script> element.
void writeIndexJson(const PageData &P, std::string &Out);
/// The block of module `M`. Its texts are read from their dump files here;
/// fails when one cannot be read or changed size since the report found
/// the text in it (Out then holds part of the block).
absl::Status writeModuleJson(const ModuleData &M, std::string &Out);

/// Appends one part of a module block to `Out`; fails as writeModuleJson()
/// does.
using JsonPart = std::function<absl::Status(std::string &Out)>;
/// The block of `M` as consecutive parts that may be written on separate
/// threads, each into a string of its own: its texts in runs of about
/// `TextBytes` bytes (moduleTextParts, which read only M.Texts and
/// M.TextFiles), then its rows in runs of about `RowsPerPart` rows
/// (moduleRowParts; a diff's or a fusion's rows count one each). Calling
/// them in order on one string writes the block (writeModuleJson); the
/// block fails with the first failing part's error. The parts refer to `M`.
std::vector<JsonPart> moduleJsonParts(const ModuleData &M, size_t TextBytes,
                                      size_t RowsPerPart);
std::vector<JsonPart> moduleTextParts(const ModuleData &M, size_t TextBytes);
std::vector<JsonPart> moduleRowParts(const ModuleData &M, size_t RowsPerPart);

} // namespace hlotrace::report

#endif // HLOTRACE_LIB_REPORT_REPORTJSON_H
