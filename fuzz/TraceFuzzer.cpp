//===- TraceFuzzer.cpp - libFuzzer target: loading a whole dump folder ----===//
//
// The input describes a small folder: up to 16 records of
// `name '\0' u16-length content`. They are written to a fresh temporary
// folder, which Trace::load reads with two threads; then every step's
// content, change flag and parsed module are asked for. Slow (file system
// bound), so it is the last target to run in the smoke job.
//
//===----------------------------------------------------------------------===//

#include <unistd.h>

#include <cstdint>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <string>

#include "hlotrace/Trace/Trace.h"

using namespace hlotrace;
namespace fs = std::filesystem;

namespace {

[[maybe_unused]] const ModuleTrace &deref(const ModuleTrace &M) { return M; }
[[maybe_unused]] const ModuleTrace &deref(const std::unique_ptr<ModuleTrace> &M) {
  return *M;
}

/// A name that stays inside the folder: one path component, no `..`.
bool safeName(const std::string &N) {
  if (N.empty() || N.size() > 200 || N == "." || N == "..")
    return false;
  for (char C : N)
    if (C == '/' || C == '\0')
      return false;
  return true;
}

/// The process's scratch folder, removed when the fuzzer exits.
struct ScratchDir {
  fs::path Path = fs::temp_directory_path() /
                  ("hlotrace-trace-fuzz-" + std::to_string(::getpid()));
  ~ScratchDir() {
    std::error_code Ignored;
    fs::remove_all(Path, Ignored);
  }
};

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *Data, size_t Size) {
  static const ScratchDir Scratch;
  const fs::path &Dir = Scratch.Path;
  fs::remove_all(Dir);
  fs::create_directories(Dir);
  size_t Pos = 0;
  for (int Files = 0; Files < 16 && Pos < Size; ++Files) {
    std::string Name;
    while (Pos < Size && Data[Pos] != 0)
      Name += static_cast<char>(Data[Pos++]);
    if (Pos + 3 > Size)
      break;
    ++Pos;
    size_t Len = Data[Pos] | (size_t(Data[Pos + 1]) << 8);
    Pos += 2;
    if (Len > Size - Pos)
      Len = Size - Pos;
    if (safeName(Name))
      std::ofstream(Dir / Name, std::ios::binary)
          .write(reinterpret_cast<const char *>(Data + Pos), Len);
    Pos += Len;
  }
  TraceOptions Options;
  Options.Threads = 2;
  auto T = Trace::load(Dir.string(), Options);
  if (T.ok()) {
    for (const auto &MP : (*T)->modules()) {
      const ModuleTrace &M = deref(MP);
      for (const Step &S : M.steps()) {
        (void)M.content(S);
        (void)M.changed(S);
        (void)M.module(S);
      }
    }
  }
  return 0;
}
