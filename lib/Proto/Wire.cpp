//===- Wire.cpp - What the wire-format cursor asks of the CPU -------------===//
//
// kFastBitExtract (Wire.h), found once when the library is loaded.
//
//===----------------------------------------------------------------------===//

#include "Wire.h"

#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
#include <cpuid.h>
#endif

namespace hlotrace {
namespace wire {
namespace {

bool detectFastBitExtract() {
#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
  unsigned A = 0, B = 0, C = 0, D = 0;
  if (__get_cpuid_max(0, nullptr) < 7)
    return false;
  __cpuid_count(7, 0, A, B, C, D);
  const bool Bmi2 = (B >> 8) & 1;
  if (!Bmi2)
    return false;
  // The vendor string comes in EBX, EDX, ECX: "GenuineIntel",
  // "AuthenticAMD".
  __cpuid(0, A, B, C, D);
  const bool Intel = B == 0x756e6547 && D == 0x49656e69 && C == 0x6c65746e;
  const bool Amd = B == 0x68747541 && D == 0x69746e65 && C == 0x444d4163;
  if (Intel)
    return true;
  if (!Amd)
    return false;
  __cpuid(1, A, B, C, D);
  unsigned Family = (A >> 8) & 0xf;
  if (Family == 0xf)
    Family += (A >> 20) & 0xff;
  return Family >= 0x19;
#else
  return false;
#endif
}

} // namespace

const bool kFastBitExtract = detectFastBitExtract();

} // namespace wire
} // namespace hlotrace
