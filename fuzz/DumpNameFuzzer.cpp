//===- DumpNameFuzzer.cpp - libFuzzer target: dump-file-name decoding -----===//
//
// Each line of the input is a file name (with optional folders). Every
// name goes through parseDumpFileName and resolveAttachmentName, each
// folder through parseModuleDirectoryName, and the whole list through
// DumpIndex::fromFiles, which groups them into modules and runs.
//
//===----------------------------------------------------------------------===//

#include <cstdint>
#include <string>
#include <vector>

#include "absl/strings/str_split.h"
#include "hlotrace/Trace/DumpFileName.h"
#include "hlotrace/Trace/DumpIndex.h"

using namespace hlotrace;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *Data, size_t Size) {
  absl::string_view Text(reinterpret_cast<const char *>(Data), Size);
  std::vector<std::string> Files;
  for (absl::string_view Line : absl::StrSplit(Text, '\n')) {
    if (Line.empty())
      continue;
    DumpFileName N = parseDumpFileName(Line);
    (void)resolveAttachmentName(N, "jit_f");
    size_t Slash = Line.rfind('/');
    if (Slash != absl::string_view::npos)
      (void)parseModuleDirectoryName(Line.substr(0, Slash));
    Files.emplace_back(Line);
  }
  DumpIndex I = DumpIndex::fromFiles("/dump", std::move(Files));
  for (const ModuleFiles &M : I.modules())
    for (const DumpFile &F : M.Files)
      (void)dumpFileKindName(F.Name.Kind);
  return 0;
}
