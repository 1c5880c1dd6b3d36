//===- DumpIndex.cpp - The files of a dump directory, grouped by module ---===//

#include "hlotrace/Trace/DumpIndex.h"

#include <algorithm>
#include <map>
#include <set>
#include <tuple>

#include "Support/LLVMInterop.h"
#include "Support/Parallel.h"
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

/// Decodes the file `Rel` (relative to `Root`) into `P`. False when it
/// belongs to no module (an "other" file); P.File is filled either way.
bool decodeOne(const std::string &Root, const std::string &Rel, uint64_t Size,
               Pending &P) {
  P.File.RelativePath = Rel;
  P.File.Path = Root.empty() ? Rel : absl::StrCat(Root, "/", Rel);
  P.File.Size = Size;
  size_t Slash = Rel.rfind('/');
  P.Dir = Slash == std::string::npos ? "" : Rel.substr(0, Slash);
  absl::string_view Base =
      absl::string_view(Rel).substr(Slash == std::string::npos ? 0 : Slash + 1);
  P.File.Name = parseDumpFileName(Base);
  if (P.File.Name.Kind != DumpFileKind::Unknown)
    return true;
  // PJRT writes a `module_NNNN.NAME/` folder per module (StableHLO input,
  // compile options), Shardy `shardy/module_NNNN.NAME/` (its stages). They
  // belong to the module of that id and name in the folder above, never to
  // a module of their own.
  size_t Up = P.Dir.rfind('/');
  absl::string_view DirBase =
      absl::string_view(P.Dir).substr(Up == std::string::npos ? 0 : Up + 1);
  auto IdName = parseModuleDirectoryName(DirBase);
  if (!IdName || P.Dir.empty())
    return false;
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
  return true;
}

} // namespace

DumpIndex
DumpIndex::fromFiles(const std::string &Root,
                     std::vector<std::pair<std::string, uint64_t>> Paths) {
  DumpIndex Index;
  Index.Root = Root;
  // Decoding a file name allocates a dozen strings: the names are decoded
  // in parallel chunks, each chunk into its own slots, then grouped in one
  // pass in input order (so the result does not depend on the threads).
  std::vector<Pending> Decoded(Paths.size());
  std::vector<char> IsOther(Paths.size(), 0);
  runParallelChunks(0, Paths.size(), 4096, [&](size_t Begin, size_t End) {
    for (size_t K = Begin; K < End; ++K)
      IsOther[K] = !decodeOne(Root, Paths[K].first, Paths[K].second, Decoded[K]);
  });

  // Indices into Decoded: its entries move only once, into their group.
  std::vector<size_t> NamedAt, DeferredAt;
  for (size_t K = 0; K < Paths.size(); ++K) {
    ++Index.FileCount;
    Index.TotalBytes += Paths[K].second;
    Pending &P = Decoded[K];
    if (IsOther[K]) {
      Index.Others.push_back(std::move(P.File));
      continue;
    }
    const DumpFileName &N = P.File.Name;
    if (N.ModuleId && N.NameKnown && !N.ModuleName.empty())
      NamedAt.push_back(K);
    else
      DeferredAt.push_back(K);
  }

  // Groups keyed by (folder, id, name); id -1 stands for "no id".
  // Hashed, then visited in key order: cheaper than a std::map of string
  // tuples once there are tens of thousands of modules.
  using Key = std::tuple<std::string, int64_t, std::string>;
  absl::flat_hash_map<Key, std::vector<DumpFile>> Groups;
  std::map<std::pair<std::string, int64_t>, std::vector<std::string>> NamesById;
  std::map<std::pair<std::string, std::string>, std::vector<int64_t>> IdsByName;
  for (size_t At : NamedAt) {
    Pending &P = Decoded[At];
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
  for (size_t At : DeferredAt) {
    Pending &P = Decoded[At];
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

  std::vector<Pending>().swap(Decoded); // only moved-from shells are left
  std::vector<std::pair<std::string, uint64_t>>().swap(Paths);

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
  // Entries whose type readdir tells as a plain file are only listed here;
  // their sizes are read below, in parallel (one stat each is most of a
  // large walk). Folders and links are resolved at once: the walk needs
  // them.
  std::vector<size_t> Unsized; // indices into Paths
  std::string R = Root;          // the root as paths and messages name it
  while (R.size() > 1 && R.back() == '/')
    R.pop_back();
  for (fs::recursive_directory_iterator It(Root, EC), End; It != End;
       It.increment(EC)) {
    if (EC) {
      Problems.push_back(describeError(EC, It->path()));
      EC.clear();
      continue;
    }
    llvm::StringRef P = It->path();
    llvm::StringRef Rel = P.substr(Prefix);
    while (!Rel.empty() && llvm::sys::path::is_separator(Rel.front()))
      Rel = Rel.drop_front();
    if (It->type() == fs::file_type::regular_file) {
      Unsized.push_back(Paths.size());
      Paths.emplace_back(Rel.str(), 0);
      continue;
    }
    fs::file_status St;
    if (std::error_code E = fs::status(P, St)) {
      Problems.push_back(describeError(E, toStringView(P)));
      continue;
    }
    if (St.type() == fs::file_type::directory_file) {
      if (!Visited.insert(St.getUniqueID()).second) {
        It.no_push();
        Problems.push_back(absl::StrCat(
            P.str(), ": skipped: a link to a folder already read"));
      }
      continue;
    }
    if (St.type() != fs::file_type::regular_file)
      continue;
    Paths.emplace_back(Rel.str(), St.getSize());
  }
  if (!EC) {
    // Sizes of the plain files, in parallel. A file that vanished since the
    // walk is a problem (in walk order) and leaves the list.
    std::vector<std::string> Errors(Unsized.size());
    runParallelChunks(0, Unsized.size(), 2048, [&](size_t Begin, size_t End) {
      for (size_t K = Begin; K < End; ++K) {
        std::pair<std::string, uint64_t> &F = Paths[Unsized[K]];
        std::string Path = absl::StrCat(R, "/", F.first);
        if (std::error_code E = fs::file_size(Path, F.second))
          Errors[K] = describeError(E, Path);
      }
    });
    std::vector<char> Gone(Paths.size(), 0);
    for (size_t K = 0; K < Unsized.size(); ++K)
      if (!Errors[K].empty()) {
        Gone[Unsized[K]] = 1;
        Problems.push_back(std::move(Errors[K]));
      }
    size_t Kept = 0;
    for (size_t K = 0; K < Paths.size(); ++K) {
      if (Gone[K])
        continue;
      if (Kept != K)
        Paths[Kept] = std::move(Paths[K]);
      ++Kept;
    }
    Paths.resize(Kept);
  }
  if (EC)
    return toStatus(EC, Root, "cannot list directory");
  DumpIndex Index = fromFiles(R, std::move(Paths));
  Index.Problems = std::move(Problems);
  return Index;
}

} // namespace hlotrace
