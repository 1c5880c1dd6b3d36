//===- ReadHashFloor.cpp - The least any loader of a dump tree must do ----===//
//
// `ReadHashFloor DIR [--threads N]` walks DIR, reads every regular file and
// hashes every line (XXH3), on N threads (default 2, as the trace loader
// uses on this machine), and prints one JSON line: files, bytes, lines,
// seconds. A loader that looks at every line cannot beat it, so the corpus
// benchmark reports `hlotrace passes` as a multiple of it, measured in the
// same run (run_corpus_benchmark.sh).
//
//===----------------------------------------------------------------------===//

#include <fcntl.h>
#include <sys/resource.h>
#include <unistd.h>

#include <atomic>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <string>
#include <thread>
#include <vector>

#include "llvm/Support/xxhash.h"

namespace fs = std::filesystem;

namespace {

struct Totals {
  std::atomic<uint64_t> Bytes{0}, Lines{0}, Hash{0};
};

/// Reads `Path` into `Buf` (reused across files) and hashes its lines.
void readAndHash(const std::string &Path, std::vector<char> &Buf, Totals &T) {
  int Fd = ::open(Path.c_str(), O_RDONLY | O_CLOEXEC);
  if (Fd < 0)
    return;
  size_t Size = 0;
  while (true) {
    if (Buf.size() - Size < (1 << 16))
      Buf.resize(Buf.size() * 2 + (1 << 16));
    ssize_t N = ::read(Fd, Buf.data() + Size, Buf.size() - Size);
    if (N <= 0)
      break;
    Size += static_cast<size_t>(N);
  }
  ::close(Fd);
  uint64_t H = 0, Lines = 0;
  const char *P = Buf.data(), *End = Buf.data() + Size;
  while (P < End) {
    const char *Nl = static_cast<const char *>(std::memchr(P, '\n', End - P));
    const char *E = Nl ? Nl : End;
    H ^= llvm::xxh3_64bits(llvm::ArrayRef<uint8_t>(
        reinterpret_cast<const uint8_t *>(P), static_cast<size_t>(E - P)));
    ++Lines;
    P = E + 1;
  }
  T.Bytes += Size;
  T.Lines += Lines;
  T.Hash ^= H;
}

} // namespace

int main(int Argc, char **Argv) {
  if (Argc < 2) {
    std::fprintf(stderr, "usage: ReadHashFloor DIR [--threads N]\n");
    return 2;
  }
  unsigned Threads = 2;
  for (int I = 2; I + 1 < Argc; ++I)
    if (!std::strcmp(Argv[I], "--threads"))
      Threads = static_cast<unsigned>(std::atoi(Argv[I + 1]));
  if (Threads == 0)
    Threads = 1;
  auto T0 = std::chrono::steady_clock::now();
  std::vector<std::string> Files;
  std::error_code Ec;
  for (fs::recursive_directory_iterator It(Argv[1], Ec), End; !Ec && It != End;
       It.increment(Ec))
    if (It->is_regular_file(Ec))
      Files.push_back(It->path().string());
  Totals T;
  std::atomic<size_t> Next{0};
  std::vector<std::thread> Pool;
  for (unsigned W = 0; W < Threads; ++W)
    Pool.emplace_back([&] {
      std::vector<char> Buf;
      for (size_t I; (I = Next++) < Files.size();)
        readAndHash(Files[I], Buf, T);
    });
  for (std::thread &Th : Pool)
    Th.join();
  double S = std::chrono::duration<double>(std::chrono::steady_clock::now() - T0)
                 .count();
  struct rusage U;
  getrusage(RUSAGE_SELF, &U);
  std::printf("{\"dir\": \"%s\", \"files\": %zu, \"bytes\": %llu, \"lines\": "
              "%llu, \"threads\": %u, \"seconds\": %.3f, \"peak_rss_mb\": "
              "%.1f, \"hash\": \"%016llx\"}\n",
              Argv[1], Files.size(),
              static_cast<unsigned long long>(T.Bytes.load()),
              static_cast<unsigned long long>(T.Lines.load()), Threads, S,
              U.ru_maxrss / 1024.0,
              static_cast<unsigned long long>(T.Hash.load()));
  return 0;
}
