//===- TextFuzzer.cpp - libFuzzer target: HLO text parse/print fixpoint ---===//
//
// Any bytes go to parseModule. When they parse, the printed module must
// parse again and print identically (print is a fixpoint of parse∘print),
// and the cheap whole-module queries must run. A failure here is a crash, a
// sanitizer report or a trap, which libFuzzer records with the input.
//
//===----------------------------------------------------------------------===//

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>

#include "hlotrace/Query/Diff.h"
#include "hlotrace/Query/ModuleStats.h"
#include "hlotrace/Text/Parser.h"
#include "hlotrace/Text/Printer.h"

using namespace hlotrace;

static void fail(const char *What, const std::string &A, const std::string &B) {
  std::fprintf(stderr, "fixpoint violated: %s\n--- first\n%s\n--- second\n%s\n",
               What, A.c_str(), B.c_str());
  std::abort();
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *Data, size_t Size) {
  absl::string_view Text(reinterpret_cast<const char *>(Data), Size);
  auto M = parseModule(Text, "fuzz.hlo");
  if (!M.ok())
    return 0;
  std::string First = printModule(**M);
  auto Again = parseModule(First, "reprint.hlo");
  if (!Again.ok())
    fail(std::string(Again.status().message()).c_str(), First, "");
  std::string Second = printModule(**Again);
  if (First != Second)
    fail("print(parse(print(x))) != print(x)", First, Second);
  (void)computeStats(**M);
  (void)diffModules(**M, **Again);
  return 0;
}
