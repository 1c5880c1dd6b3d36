//===- SnapshotFiles.cpp - One module's pass dumps given as files ---------===//

#include "hlotrace/Query/SnapshotFiles.h"

#include <algorithm>

#include "absl/strings/str_cat.h"
#include "hlotrace/Text/Parser.h"
#include "hlotrace/Trace/DumpFileName.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"

namespace hlotrace {

absl::StatusOr<SnapshotFileSet>
loadSnapshotFiles(absl::Span<const std::string> Paths) {
  struct Entry {
    std::string Path, Module;
    PassModule Ref;
  };
  SnapshotFileSet Out;
  std::vector<Entry> Entries;
  for (const std::string &P : Paths) {
    if (llvm::sys::fs::is_directory(P))
      return absl::InvalidArgumentError(absl::StrCat(
          P, ": a dump directory must be the only argument (DIR --module "
             "M); or pass one module's files (DIR/module_NNNN.NAME.*.txt)"));
    DumpFileName D = parseDumpFileName(llvm::sys::path::filename(P).str());
    if (D.Kind != DumpFileKind::PassStep || D.Format != DumpFormat::Text ||
        !D.Step || !D.ModuleId) {
      Out.Ignored.push_back(P);
      continue;
    }
    Entry E;
    E.Path = P;
    E.Module = absl::StrCat(*D.ModuleId, ".", D.ModuleName);
    E.Ref.Number = *D.Step;
    E.Ref.Pipeline = D.Pipeline;
    E.Ref.Pass = D.AfterPass;
    Entries.push_back(std::move(E));
  }
  if (Entries.empty())
    return absl::InvalidArgumentError(
        "no pass dumps (module_NNNN.NAME.SSSS.PIPELINE.after_PASS..."
        ".txt) among the arguments");
  for (const Entry &E : Entries)
    if (E.Module != Entries[0].Module)
      return absl::InvalidArgumentError(
          absl::StrCat("dumps of two modules given (", Entries[0].Module,
                       ", ", E.Module, "); pass one module's files"));
  std::stable_sort(Entries.begin(), Entries.end(),
                   [](const Entry &A, const Entry &B) {
                     return A.Ref.Number < B.Ref.Number;
                   });
  auto Ctx = std::make_shared<Context>();
  Out.Cache = std::make_unique<ComputationCache>(Ctx);
  for (Entry &E : Entries) {
    ParseOptions Opts;
    Opts.Ctx = Ctx;
    Opts.Cache = Out.Cache.get();
    auto M = parseModuleFile(E.Path, Opts);
    if (!M.ok())
      return M.status();
    E.Ref.M = M->get();
    Out.Modules.push_back(std::move(*M));
    Out.Snapshots.push_back(std::move(E.Ref));
  }
  return Out;
}

} // namespace hlotrace
