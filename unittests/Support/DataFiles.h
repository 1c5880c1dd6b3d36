//===- DataFiles.h - Finding real XLA dump files for tests ----------------===//
//
// Tests that run over every committed real-XLA file (and the external
// corpus when the build names one) list them with these helpers; the
// benchmarks (benchmarks/BenchData.h) walk their dump folder with them too.
//
//===----------------------------------------------------------------------===//

#ifndef HLOTRACE_UNITTESTS_SUPPORT_DATAFILES_H
#define HLOTRACE_UNITTESTS_SUPPORT_DATAFILES_H

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

namespace hlotrace::test {

inline std::string readWholeFile(const std::string &Path) {
  std::ifstream In(Path, std::ios::binary);
  std::ostringstream S;
  S << In.rdbuf();
  return S.str();
}

/// True when the file starts with an HLO module header.
inline bool looksLikeHloText(const std::string &Path) {
  std::ifstream In(Path, std::ios::binary);
  char Buf[10] = {};
  In.read(Buf, 9);
  return std::string(Buf, In.gcount()) == "HloModule";
}

/// Every regular file under `Root` (links followed), sorted; none when
/// `Root` is not a folder.
inline std::vector<std::string> regularFilesUnder(const std::string &Root) {
  std::vector<std::string> Out;
  std::error_code EC;
  if (Root.empty() || !std::filesystem::is_directory(Root, EC))
    return Out;
  for (auto It = std::filesystem::recursive_directory_iterator(Root, EC);
       !EC && It != std::filesystem::recursive_directory_iterator();
       It.increment(EC))
    if (It->is_regular_file())
      Out.push_back(It->path().string());
  std::sort(Out.begin(), Out.end());
  return Out;
}

/// Every HLO text module file (by content) under `Root`, sorted.
inline std::vector<std::string> hloTextFilesUnder(const std::string &Root) {
  std::vector<std::string> Out = regularFilesUnder(Root);
  Out.erase(
      std::remove_if(Out.begin(), Out.end(),
                     [](const std::string &P) { return !looksLikeHloText(P); }),
      Out.end());
  return Out;
}

// Defined for tests (unittests/CMakeLists.txt), not for benchmarks.
#ifdef HLOTRACE_TEST_DATA
inline std::string testDataDir() { return HLOTRACE_TEST_DATA; }
inline std::string corpusDir() { return HLOTRACE_CORPUS; }
#endif

} // namespace hlotrace::test

#endif // HLOTRACE_UNITTESTS_SUPPORT_DATAFILES_H
