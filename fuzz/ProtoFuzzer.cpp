//===- ProtoFuzzer.cpp - libFuzzer target: the protobuf loader ------------===//
//
// Any bytes go to loadBytes, which sniffs gzip, HLO text, protobuf text and
// binary HloProto / HloModuleProto / HloSnapshot. A loaded module is
// printed and counted. The inflate limit is lowered so a gzip bomb costs
// little; the real limit is tested in the unit tests.
//
//===----------------------------------------------------------------------===//

#include <cstdint>
#include <string>

#include "hlotrace/Load.h"
#include "hlotrace/Query/ModuleStats.h"
#include "hlotrace/Text/Printer.h"

using namespace hlotrace;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *Data, size_t Size) {
  absl::string_view Bytes(reinterpret_cast<const char *>(Data), Size);
  LoadOptions Options;
  Options.MaxInflatedBytes = size_t(64) << 20;
  auto F = loadBytes(Bytes, "fuzz.hlo.pb", Options);
  if (!F.ok() || !F->M)
    return 0;
  std::string Out = printModule(*F->M);
  (void)computeStats(*F->M);
  return 0;
}
