//===- DumpIndex.cpp - The files of a dump directory, grouped by module ---===//

#include "hlotrace/Trace/DumpIndex.h"

#include <algorithm>
#include <map>
#include <set>
#include <tuple>

#include "absl/container/flat_hash_map.h"
#include "absl/status/status.h"
#include "absl/strings/str_cat.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"

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
  std::string Dir;
  DumpFile File;
};

} // namespace

DumpIndex
DumpIndex::fromFiles(const std::string &Root,
                     std::vector<std::pair<std::string, uint64_t>> Paths) {
  DumpIndex Index;
  Index.Root = Root;
  std::vector<Pending> Named, Deferred;
  for (auto &[Rel, Size] : Paths) {
    ++Index.FileCount;
    Index.TotalBytes += Size;
    Pending P;
    P.File.RelativePath = Rel;
    P.File.Path = Root.empty() ? Rel : absl::StrCat(Root, "/", Rel);
    P.File.Size = Size;
    size_t Slash = Rel.rfind('/');
    P.Dir = Slash == std::string::npos ? "" : Rel.substr(0, Slash);
    absl::string_view Base =
        absl::string_view(Rel).substr(Slash == std::string::npos ? 0 : Slash + 1);
    P.File.Name = parseDumpFileName(Base);
    if (P.File.Name.Kind == DumpFileKind::Unknown) {
      // PJRT writes a `module_NNNN.NAME/` folder per module (StableHLO
      // input, compile options), Shardy `shardy/module_NNNN.NAME/` (its
      // stages). They belong to the module of that id and name in the
      // folder above, never to a module of their own.
      size_t Up = P.Dir.rfind('/');
      absl::string_view DirBase =
          absl::string_view(P.Dir).substr(Up == std::string::npos ? 0 : Up + 1);
      auto IdName = parseModuleDirectoryName(DirBase);
      if (!IdName || P.Dir.empty()) {
        Index.Others.push_back(std::move(P.File));
        continue;
      }
      std::string Parent = Up == std::string::npos ? "" : P.Dir.substr(0, Up);
      size_t Up2 = Parent.rfind('/');
      absl::string_view ParentBase = absl::string_view(Parent).substr(
          Up2 == std::string::npos ? 0 : Up2 + 1);
      P.File.Name = parseModuleFolderFile(Base, ParentBase);
      P.File.Name.ModuleId = IdName->first;
      P.File.Name.ModuleName = IdName->second;
      P.File.Name.NameKnown = true;
      P.File.Name.Rest = absl::StrCat(ParentBase == "shardy" ? "shardy/" : "",
                                      DirBase, "/", Base);
      if (ParentBase == "shardy")
        Parent = Up2 == std::string::npos ? "" : Parent.substr(0, Up2);
      P.Dir = std::move(Parent);
    }
    const DumpFileName &N = P.File.Name;
    if (N.ModuleId && N.NameKnown && !N.ModuleName.empty())
      Named.push_back(std::move(P));
    else
      Deferred.push_back(std::move(P));
  }

  // Groups keyed by (folder, id, name); id -1 stands for "no id".
  // Hashed, then visited in key order: cheaper than a std::map of string
  // tuples once there are tens of thousands of modules.
  using Key = std::tuple<std::string, int64_t, std::string>;
  absl::flat_hash_map<Key, std::vector<DumpFile>> Groups;
  std::map<std::pair<std::string, int64_t>, std::vector<std::string>> NamesById;
  std::map<std::pair<std::string, std::string>, std::vector<int64_t>> IdsByName;
  for (Pending &P : Named) {
    Key K{P.Dir, *P.File.Name.ModuleId, P.File.Name.ModuleName};
    auto &G = Groups[K];
    if (G.empty()) {
      NamesById[{P.Dir, *P.File.Name.ModuleId}].push_back(
          P.File.Name.ModuleName);
      IdsByName[{P.Dir, P.File.Name.ModuleName}].push_back(
          *P.File.Name.ModuleId);
    }
    G.push_back(std::move(P.File));
  }
  for (Pending &P : Deferred) {
    DumpFileName &N = P.File.Name;
    if (!N.ModuleId) {
      // `module_<name>.execution_N...`: join the one module of that name.
      auto It = IdsByName.find({P.Dir, N.ModuleName});
      int64_t Id = It != IdsByName.end() && It->second.size() == 1
                       ? It->second.front()
                       : -1;
      Groups[{P.Dir, Id, N.ModuleName}].push_back(std::move(P.File));
      continue;
    }
    auto It = NamesById.find({P.Dir, *N.ModuleId});
    std::vector<std::string> Candidates;
    if (It != NamesById.end())
      Candidates = It->second;
    std::string Chosen;
    if (!N.NameKnown) {
      std::sort(Candidates.begin(), Candidates.end(),
                [](const std::string &A, const std::string &B) {
                  return A.size() > B.size();
                });
      for (const std::string &C : Candidates)
        if (resolveAttachmentName(N, C)) {
          Chosen = C;
          break;
        }
    }
    if (Chosen.empty() && Candidates.size() == 1)
      Chosen = Candidates.front();
    Groups[{P.Dir, *N.ModuleId, Chosen}].push_back(std::move(P.File));
  }

  std::vector<std::pair<const Key *, std::vector<DumpFile> *>> Ordered;
  Ordered.reserve(Groups.size());
  for (auto &[K, Files] : Groups)
    Ordered.emplace_back(&K, &Files);
  std::sort(Ordered.begin(), Ordered.end(),
            [](const auto &A, const auto &B) { return *A.first < *B.first; });
  Index.Modules.reserve(Ordered.size());
  for (auto &[KP, FilesP] : Ordered) {
    const Key &K = *KP;
    std::vector<DumpFile> &Files = *FilesP;
    // Distinct timestamps mean distinct runs that wrote into one folder.
    std::map<uint64_t, std::vector<DumpFile>> ByTs;
    std::vector<DumpFile> NoTs;
    for (DumpFile &F : Files) {
      if (F.Name.Timestamp)
        ByTs[*F.Name.Timestamp].push_back(std::move(F));
      else
        NoTs.push_back(std::move(F));
    }
    auto Emit = [&](std::optional<uint64_t> Ts, std::vector<DumpFile> Fs) {
      ModuleFiles M;
      M.Directory = std::get<0>(K);
      if (std::get<1>(K) >= 0)
        M.Id = std::get<1>(K);
      M.Name = std::get<2>(K);
      M.Timestamp = Ts;
      M.Files = std::move(Fs);
      std::sort(M.Files.begin(), M.Files.end(), fileLess);
      Index.Modules.push_back(std::move(M));
    };
    if (ByTs.empty()) {
      Emit(std::nullopt, std::move(NoTs));
      continue;
    }
    // Files without a timestamp (debug_options, config) go with the last
    // run: it overwrote whatever an earlier run wrote under that name.
    size_t I = 0;
    for (auto &[Ts, Fs] : ByTs) {
      if (++I == ByTs.size())
        for (DumpFile &F : NoTs)
          Fs.push_back(std::move(F));
      Emit(Ts, std::move(Fs));
    }
  }
  std::sort(Index.Others.begin(), Index.Others.end(),
            [](const DumpFile &A, const DumpFile &B) {
              return A.RelativePath < B.RelativePath;
            });
  return Index;
}

absl::StatusOr<DumpIndex> DumpIndex::build(const std::string &Root) {
  namespace fs = llvm::sys::fs;
  if (!fs::is_directory(Root))
    return absl::NotFoundError(
        absl::StrCat(Root, ": error: not a readable directory"));
  std::vector<std::pair<std::string, uint64_t>> Paths;
  std::vector<std::string> Problems;
  std::error_code EC;
  size_t Prefix = Root.size();
  // Symbolic links are followed (a dump folder may link in another run),
  // but each directory is entered once: a link back up the tree would
  // otherwise be walked until ELOOP, and two such links give 2^40 paths.
  std::set<fs::UniqueID> Visited;
  {
    fs::file_status RootSt;
    if (!fs::status(Root, RootSt))
      Visited.insert(RootSt.getUniqueID());
  }
  for (fs::recursive_directory_iterator It(Root, EC), End; It != End;
       It.increment(EC)) {
    if (EC) {
      Problems.push_back(absl::StrCat(It->path(), ": ", EC.message()));
      EC.clear();
      continue;
    }
    fs::file_status St;
    if (std::error_code E = fs::status(It->path(), St)) {
      Problems.push_back(absl::StrCat(It->path(), ": ", E.message()));
      continue;
    }
    if (St.type() == fs::file_type::directory_file) {
      if (!Visited.insert(St.getUniqueID()).second) {
        It.no_push();
        Problems.push_back(absl::StrCat(
            It->path(), ": skipped: a link to a folder already read"));
      }
      continue;
    }
    if (St.type() != fs::file_type::regular_file)
      continue;
    llvm::StringRef P = It->path();
    llvm::StringRef Rel = P.substr(Prefix);
    while (!Rel.empty() && llvm::sys::path::is_separator(Rel.front()))
      Rel = Rel.drop_front();
    Paths.emplace_back(Rel.str(), St.getSize());
  }
  if (EC)
    return absl::UnavailableError(
        absl::StrCat(Root, ": error: cannot list directory: ", EC.message()));
  std::string R = Root;
  while (R.size() > 1 && R.back() == '/')
    R.pop_back();
  DumpIndex Index = fromFiles(R, std::move(Paths));
  Index.Problems = std::move(Problems);
  return Index;
}

} // namespace hlotrace
