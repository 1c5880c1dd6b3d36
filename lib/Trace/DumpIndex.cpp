//===- DumpIndex.cpp - The files of a dump directory, grouped by module ---===//

#include "hlotrace/Trace/DumpIndex.h"

#include <algorithm>
#include <map>
#include <tuple>

#include "DirWalk.h"
#include "Support/Parallel.h"
#include "Support/Status.h"
#include "absl/container/flat_hash_map.h"
#include "absl/status/status.h"
#include "absl/strings/str_cat.h"
#include "llvm/Support/FileSystem.h"

namespace hlotrace {
namespace {

bool fileLess(const DumpFile &A, const DumpFile &B) {
  auto Key = [](const DumpFile &F) {
    return std::make_tuple(dumpFileKindRank(F.Name.Kind), F.Name.Step.value_or(-1),
                           F.Name.Execution.value_or(-1),
                           static_cast<int>(F.Name.Format));
  };
  auto KA = Key(A), KB = Key(B);
  if (KA != KB)
    return KA < KB;
  return A.RelativePath < B.RelativePath;
}

struct Pending {
  /// The module's folder: a prefix of File.RelativePath.
  size_t DirLen = 0;
  DumpFile File;
  absl::string_view dir() const {
    return absl::string_view(File.RelativePath).substr(0, DirLen);
  }
};

/// Decodes the file `Rel` (relative to `Root`) into `P`. False when it
/// belongs to no module (an "other" file); P.File is filled either way.
bool decodeOne(const std::string &Root, std::string Rel, Pending &P) {
  P.File.Path = Root.empty() ? Rel : absl::StrCat(Root, "/", Rel);
  P.File.RelativePath = std::move(Rel);
  absl::string_view RelV = P.File.RelativePath;
  size_t Slash = RelV.rfind('/');
  P.DirLen = Slash == absl::string_view::npos ? 0 : Slash;
  absl::string_view Dir = RelV.substr(0, P.DirLen);
  absl::string_view Base =
      RelV.substr(Slash == absl::string_view::npos ? 0 : Slash + 1);
  P.File.Name = parseDumpFileName(Base);
  if (P.File.Name.Kind != DumpFileKind::Unknown)
    return true;
  // PJRT writes a `module_NNNN.NAME/` folder per module (StableHLO input,
  // compile options), Shardy `shardy/module_NNNN.NAME/` (its stages). They
  // belong to the module of that id and name in the folder above, never to
  // a module of their own.
  size_t Up = Dir.rfind('/');
  absl::string_view DirBase =
      Dir.substr(Up == absl::string_view::npos ? 0 : Up + 1);
  auto IdName = parseModuleDirectoryName(DirBase);
  if (!IdName || Dir.empty())
    return false;
  absl::string_view Parent =
      Up == absl::string_view::npos ? absl::string_view() : Dir.substr(0, Up);
  size_t Up2 = Parent.rfind('/');
  absl::string_view ParentBase =
      Parent.substr(Up2 == absl::string_view::npos ? 0 : Up2 + 1);
  P.File.Name = parseModuleFolderFile(Base, ParentBase);
  P.File.Name.ModuleId = IdName->first;
  P.File.Name.ModuleName = IdName->second;
  P.File.Name.NameKnown = true;
  P.File.Name.Rest = absl::StrCat(ParentBase == "shardy" ? "shardy/" : "",
                                  DirBase, "/", Base);
  if (ParentBase == "shardy")
    Parent = Up2 == absl::string_view::npos ? absl::string_view()
                                            : Parent.substr(0, Up2);
  P.DirLen = Parent.size();
  return true;
}

} // namespace

DumpIndex DumpIndex::fromFiles(const std::string &Root,
                               std::vector<std::string> Paths) {
  DumpIndex Index;
  Index.Root = Root;
  Index.FileCount = Paths.size();
  // Decoding a file name allocates a dozen strings: the names are decoded
  // in parallel chunks, each chunk into its own slots, then grouped in one
  // pass in input order (so the result does not depend on the threads).
  std::vector<Pending> Decoded(Paths.size());
  std::vector<char> IsOther(Paths.size(), 0);
  runParallelChunks(0, Paths.size(), 4096, [&](size_t Begin, size_t End) {
    for (size_t K = Begin; K < End; ++K)
      IsOther[K] = !decodeOne(Root, std::move(Paths[K]), Decoded[K]);
  });
  std::vector<std::string>().swap(Paths);

  // PERF NOTE: groups hold indices into Decoded, and their keys views into
  // it: a DumpFile (a dozen strings) moves once, into its module, in its
  // final order. Decoded is not touched until every key has been copied.
  std::vector<uint32_t> NamedAt, DeferredAt;
  for (size_t K = 0; K < Decoded.size(); ++K) {
    if (IsOther[K])
      continue;
    const DumpFileName &N = Decoded[K].File.Name;
    if (N.ModuleId && N.NameKnown && !N.ModuleName.empty())
      NamedAt.push_back(static_cast<uint32_t>(K));
    else
      DeferredAt.push_back(static_cast<uint32_t>(K));
  }

  // Groups keyed by (folder, id, name); id -1 stands for "no id".
  // Hashed, then visited in key order: cheaper than a std::map of string
  // tuples once there are tens of thousands of modules.
  using Key = std::tuple<absl::string_view, int64_t, absl::string_view>;
  absl::flat_hash_map<Key, std::vector<uint32_t>> Groups;
  using DirId = std::pair<absl::string_view, int64_t>;
  using DirName = std::pair<absl::string_view, absl::string_view>;
  absl::flat_hash_map<DirId, std::vector<absl::string_view>> NamesById;
  absl::flat_hash_map<DirName, std::vector<int64_t>> IdsByName;
  for (uint32_t At : NamedAt) {
    const Pending &P = Decoded[At];
    const DumpFileName &N = P.File.Name;
    auto &G = Groups[Key{P.dir(), *N.ModuleId, N.ModuleName}];
    if (G.empty()) {
      NamesById[{P.dir(), *N.ModuleId}].push_back(N.ModuleName);
      IdsByName[{P.dir(), N.ModuleName}].push_back(*N.ModuleId);
    }
    G.push_back(At);
  }
  for (uint32_t At : DeferredAt) {
    Pending &P = Decoded[At];
    DumpFileName &N = P.File.Name;
    if (!N.ModuleId) {
      // `module_<name>.execution_N...`: join the one module of that name.
      auto It = IdsByName.find(DirName{P.dir(), N.ModuleName});
      int64_t Id = It != IdsByName.end() && It->second.size() == 1
                       ? It->second.front()
                       : -1;
      Groups[Key{P.dir(), Id, N.ModuleName}].push_back(At);
      continue;
    }
    auto It = NamesById.find(DirId{P.dir(), *N.ModuleId});
    std::vector<absl::string_view> Candidates;
    if (It != NamesById.end())
      Candidates = It->second;
    absl::string_view Chosen;
    if (!N.NameKnown) {
      std::sort(Candidates.begin(), Candidates.end(),
                [](absl::string_view A, absl::string_view B) {
                  return A.size() > B.size();
                });
      for (absl::string_view C : Candidates)
        if (resolveAttachmentName(N, C)) {
          Chosen = C;
          break;
        }
    }
    if (Chosen.empty() && Candidates.size() == 1)
      Chosen = Candidates.front();
    Groups[Key{P.dir(), *N.ModuleId, Chosen}].push_back(At);
  }

  std::vector<std::pair<const Key *, std::vector<uint32_t> *>> Ordered;
  Ordered.reserve(Groups.size());
  for (auto &[K, Files] : Groups)
    Ordered.emplace_back(&K, &Files);
  std::sort(Ordered.begin(), Ordered.end(),
            [](const auto &A, const auto &B) { return *A.first < *B.first; });
  auto FileLess = [&Decoded](uint32_t A, uint32_t B) {
    return fileLess(Decoded[A].File, Decoded[B].File);
  };
  // Modules in key order, each with its key and its files (unsorted).
  std::vector<const Key *> KeyOf;
  std::vector<std::vector<uint32_t>> FilesOf;
  for (auto &[KP, FilesP] : Ordered) {
    const Key &K = *KP;
    std::vector<uint32_t> &Files = *FilesP;
    auto Emit = [&](std::optional<uint64_t> Ts, std::vector<uint32_t> Fs) {
      ModuleFiles M;
      M.Timestamp = Ts;
      Index.Modules.push_back(std::move(M));
      KeyOf.push_back(&K);
      FilesOf.push_back(std::move(Fs));
    };
    bool AnyTs = false;
    for (uint32_t At : Files)
      AnyTs |= Decoded[At].File.Name.Timestamp.has_value();
    if (!AnyTs) {
      Emit(std::nullopt, std::move(Files));
      continue;
    }
    // Distinct timestamps mean distinct runs that wrote into one folder.
    std::map<uint64_t, std::vector<uint32_t>> ByTs;
    std::vector<uint32_t> NoTs;
    for (uint32_t At : Files) {
      const DumpFileName &N = Decoded[At].File.Name;
      if (N.Timestamp)
        ByTs[*N.Timestamp].push_back(At);
      else
        NoTs.push_back(At);
    }
    // Files without a timestamp (debug_options, config) go with the last
    // run: it overwrote whatever an earlier run wrote under that name.
    size_t I = 0;
    for (auto &[Ts, Fs] : ByTs) {
      if (++I == ByTs.size())
        Fs.insert(Fs.end(), NoTs.begin(), NoTs.end());
      Emit(Ts, std::move(Fs));
    }
  }
  // PERF NOTE: sorting each module's files and moving them in (a DumpFile
  // is a dozen strings) took as long as the grouping above; modules are
  // independent, so both run in parallel chunks. Keys (views into Decoded,
  // into a file that may go to another module of the same group) are all
  // copied before any file moves.
  size_t NumModules = Index.Modules.size();
  runParallelChunks(0, NumModules, 256, [&](size_t Begin, size_t End) {
    for (size_t M = Begin; M < End; ++M) {
      const Key &K = *KeyOf[M];
      ModuleFiles &MF = Index.Modules[M];
      MF.Directory = std::string(std::get<0>(K));
      if (std::get<1>(K) >= 0)
        MF.Id = std::get<1>(K);
      MF.Name = std::string(std::get<2>(K));
      std::sort(FilesOf[M].begin(), FilesOf[M].end(), FileLess);
    }
  });
  runParallelChunks(0, NumModules, 256, [&](size_t Begin, size_t End) {
    for (size_t M = Begin; M < End; ++M) {
      std::vector<DumpFile> &Files = Index.Modules[M].Files;
      Files.reserve(FilesOf[M].size());
      for (uint32_t At : FilesOf[M])
        Files.push_back(std::move(Decoded[At].File));
    }
  });
  Groups.clear(); // its keys view Decoded
  std::vector<uint32_t> OtherAt;
  for (size_t K = 0; K < Decoded.size(); ++K)
    if (IsOther[K])
      OtherAt.push_back(static_cast<uint32_t>(K));
  std::sort(OtherAt.begin(), OtherAt.end(), [&Decoded](uint32_t A, uint32_t B) {
    return Decoded[A].File.RelativePath < Decoded[B].File.RelativePath;
  });
  Index.Others.reserve(OtherAt.size());
  for (uint32_t At : OtherAt)
    Index.Others.push_back(std::move(Decoded[At].File));
  return Index;
}

absl::StatusOr<DumpIndex> DumpIndex::build(const std::string &Root) {
  if (!llvm::sys::fs::is_directory(Root))
    return absl::NotFoundError(
        absl::StrCat(Root, ": error: not a readable directory"));
  ASSIGN_OR_RETURN(DirListing L, listRegularFiles(Root));
  std::string R = Root; // the root as paths and messages name it
  while (R.size() > 1 && R.back() == '/')
    R.pop_back();
  DumpIndex Index = fromFiles(R, std::move(L.Files));
  Index.Problems = std::move(L.Problems);
  return Index;
}

} // namespace hlotrace
