//===- DumpIndex.cpp - The files of a dump directory, grouped by module ---===//

#include "hlotrace/Trace/DumpIndex.h"

#include <algorithm>
#include <cassert>
#include <map>
#include <tuple>

#include "DirWalk.h"
#include "Support/Parallel.h"
#include "Support/Status.h"
#include "absl/container/flat_hash_map.h"
#include "absl/container/flat_hash_set.h"
#include "absl/container/inlined_vector.h"
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

/// Decoded files by input position, in blocks of `Block`.
/// PERF NOTE: one 45 MB array for a 100k-file tree, allocated by the
/// calling thread, stayed with that thread's malloc arena once freed (the
/// tool pads heaps by 64 MB) while the workers that build steps next grew
/// theirs: 35 MB more at the peak. Each block is allocated by the worker
/// that decodes into it, so its memory goes back to where later work
/// allocates.
class DecodedFiles {
public:
  static constexpr size_t Block = 4096;
  explicit DecodedFiles(size_t N) : N(N), Blocks((N + Block - 1) / Block) {}
  size_t size() const { return N; }
  /// Makes the block that starts at `Begin` (a multiple of Block) and ends
  /// at `End`.
  void makeBlock(size_t Begin, size_t End) {
    assert(Begin % Block == 0 && End - Begin <= Block && "not one block");
    Blocks[Begin / Block].resize(End - Begin);
  }
  Pending &operator[](size_t K) { return Blocks[K / Block][K % Block]; }
  const Pending &operator[](size_t K) const {
    return Blocks[K / Block][K % Block];
  }

private:
  size_t N;
  std::vector<std::vector<Pending>> Blocks;
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
  DecodedFiles Decoded(Paths.size());
  std::vector<char> IsOther(Paths.size(), 0);
  runParallelChunks(
      0, Paths.size(), DecodedFiles::Block, [&](size_t Begin, size_t End) {
        Decoded.makeBlock(Begin, End);
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
  // PERF NOTE: hashed, each file noting its group's number, then the groups
  // put in key order: cheaper than a std::map of string tuples once there
  // are tens of thousands of modules, and no list per group is grown.
  using Key = std::tuple<absl::string_view, int64_t, absl::string_view>;
  absl::flat_hash_map<Key, uint32_t> GroupAt;
  std::vector<Key> Keys; // by group number
  constexpr uint32_t NoGroup = ~uint32_t(0);
  std::vector<uint32_t> GroupOf(Decoded.size(), NoGroup);
  auto Join = [&](uint32_t At, const Key &K) {
    auto [It, New] = GroupAt.try_emplace(K, static_cast<uint32_t>(Keys.size()));
    if (New)
      Keys.push_back(K);
    GroupOf[At] = It->second;
    return New;
  };
  using DirId = std::pair<absl::string_view, int64_t>;
  using DirName = std::pair<absl::string_view, absl::string_view>;
  absl::flat_hash_map<DirId, absl::InlinedVector<absl::string_view, 1>>
      NamesById;
  absl::flat_hash_map<DirName, absl::InlinedVector<int64_t, 1>> IdsByName;
  for (uint32_t At : NamedAt) {
    const Pending &P = Decoded[At];
    const DumpFileName &N = P.File.Name;
    if (Join(At, Key{P.dir(), *N.ModuleId, N.ModuleName})) {
      NamesById[{P.dir(), *N.ModuleId}].push_back(N.ModuleName);
      IdsByName[{P.dir(), N.ModuleName}].push_back(*N.ModuleId);
    }
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
      Join(At, Key{P.dir(), Id, N.ModuleName});
      continue;
    }
    auto It = NamesById.find(DirId{P.dir(), *N.ModuleId});
    std::vector<absl::string_view> Candidates;
    if (It != NamesById.end())
      Candidates.assign(It->second.begin(), It->second.end());
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
    Join(At, Key{P.dir(), *N.ModuleId, Chosen});
  }

  // Each group's files, contiguous, group after group.
  size_t NumGroups = Keys.size();
  std::vector<uint32_t> GroupBegin(NumGroups + 1, 0);
  for (uint32_t G : GroupOf)
    if (G != NoGroup)
      ++GroupBegin[G + 1];
  for (size_t G = 0; G < NumGroups; ++G)
    GroupBegin[G + 1] += GroupBegin[G];
  std::vector<uint32_t> Grouped(GroupBegin[NumGroups]);
  {
    std::vector<uint32_t> Fill(GroupBegin.begin(), GroupBegin.end() - 1);
    for (size_t K = 0; K < GroupOf.size(); ++K)
      if (GroupOf[K] != NoGroup)
        Grouped[Fill[GroupOf[K]]++] = static_cast<uint32_t>(K);
  }
  std::vector<uint32_t>().swap(GroupOf);

  // Groups in key order. Folders are few and long, so they are ranked once
  // and groups compare by (rank, id, name).
  std::vector<absl::string_view> Dirs;
  {
    absl::flat_hash_set<absl::string_view> Seen;
    for (const Key &K : Keys)
      if (Seen.insert(std::get<0>(K)).second)
        Dirs.push_back(std::get<0>(K));
  }
  std::sort(Dirs.begin(), Dirs.end());
  absl::flat_hash_map<absl::string_view, uint32_t> DirRank;
  for (size_t I = 0; I < Dirs.size(); ++I)
    DirRank[Dirs[I]] = static_cast<uint32_t>(I);
  std::vector<uint32_t> RankOf(NumGroups);
  for (size_t G = 0; G < NumGroups; ++G)
    RankOf[G] = DirRank[std::get<0>(Keys[G])];
  std::vector<uint32_t> Ordered(NumGroups);
  for (size_t G = 0; G < NumGroups; ++G)
    Ordered[G] = static_cast<uint32_t>(G);
  std::sort(Ordered.begin(), Ordered.end(), [&](uint32_t A, uint32_t B) {
    if (RankOf[A] != RankOf[B])
      return RankOf[A] < RankOf[B];
    if (std::get<1>(Keys[A]) != std::get<1>(Keys[B]))
      return std::get<1>(Keys[A]) < std::get<1>(Keys[B]);
    return std::get<2>(Keys[A]) < std::get<2>(Keys[B]);
  });

  auto FileLess = [&Decoded](uint32_t A, uint32_t B) {
    return fileLess(Decoded[A].File, Decoded[B].File);
  };
  // Modules in key order, each with its key and its files (unsorted):
  // module M's are FilesOf[ModuleBegin[M], ModuleBegin[M + 1]).
  std::vector<const Key *> KeyOf;
  std::vector<uint32_t> FilesOf, ModuleBegin;
  FilesOf.reserve(Grouped.size());
  ModuleBegin.reserve(NumGroups + 1);
  for (uint32_t G : Ordered) {
    const Key &K = Keys[G];
    absl::Span<const uint32_t> Files(Grouped.data() + GroupBegin[G],
                                     GroupBegin[G + 1] - GroupBegin[G]);
    auto Emit = [&](std::optional<uint64_t> Ts, absl::Span<const uint32_t> Fs) {
      ModuleFiles M;
      M.Timestamp = Ts;
      Index.Modules.push_back(std::move(M));
      KeyOf.push_back(&K);
      ModuleBegin.push_back(static_cast<uint32_t>(FilesOf.size()));
      FilesOf.insert(FilesOf.end(), Fs.begin(), Fs.end());
    };
    bool AnyTs = false;
    for (uint32_t At : Files)
      AnyTs |= Decoded[At].File.Name.Timestamp.has_value();
    if (!AnyTs) {
      Emit(std::nullopt, Files);
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
      Emit(Ts, Fs);
    }
  }
  ModuleBegin.push_back(static_cast<uint32_t>(FilesOf.size()));
  std::vector<uint32_t>().swap(Grouped);
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
      std::sort(FilesOf.begin() + ModuleBegin[M],
                FilesOf.begin() + ModuleBegin[M + 1], FileLess);
    }
  });
  runParallelChunks(0, NumModules, 256, [&](size_t Begin, size_t End) {
    for (size_t M = Begin; M < End; ++M) {
      std::vector<DumpFile> &Files = Index.Modules[M].Files;
      Files.reserve(ModuleBegin[M + 1] - ModuleBegin[M]);
      for (size_t I = ModuleBegin[M]; I < ModuleBegin[M + 1]; ++I)
        Files.push_back(std::move(Decoded[FilesOf[I]].File));
    }
  });
  GroupAt.clear(); // its keys view Decoded
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
  // PERF NOTE: the walk is one thread's work; the relative paths (an
  // allocation each) are joined here in parallel instead.
  std::vector<std::string> Paths(L.Files.size());
  runParallelChunks(0, Paths.size(), 4096, [&](size_t Begin, size_t End) {
    for (size_t K = Begin; K < End; ++K)
      Paths[K] = L.relativePath(K);
  });
  std::vector<std::string> Problems = std::move(L.Problems);
  L = DirListing();
  DumpIndex Index = fromFiles(R, std::move(Paths));
  Index.Problems = std::move(Problems);
  return Index;
}

} // namespace hlotrace
