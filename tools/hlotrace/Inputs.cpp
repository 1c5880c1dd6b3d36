//===- Inputs.cpp - The pass dumps history, fusions and rollup read -------===//

#include "Inputs.h"

#include "llvm/Support/FileSystem.h"

namespace hlotrace::tool {
namespace {

bool isDirectoryForm(const std::vector<std::string> &Inputs) {
  return Inputs.size() == 1 && llvm::sys::fs::is_directory(Inputs[0]);
}

} // namespace

absl::Status loadInputs(const std::vector<std::string> &Inputs,
                        const std::string &Module, Snapshots &Out) {
  if (!isDirectoryForm(Inputs)) {
    if (!Module.empty())
      return absl::InvalidArgumentError(
          "--module needs a dump directory, not files");
    auto Files = loadSnapshotFiles(Inputs);
    if (!Files.ok())
      return Files.status();
    Out.FromFiles = std::move(*Files);
    Out.Refs = Out.FromFiles.Snapshots;
    return absl::OkStatus();
  }
  auto Sel = loadModule(Inputs[0], Module);
  if (!Sel.ok())
    return Sel.status();
  Out.Dir = std::move(*Sel);
  auto T = loadSnapshots(*Out.Dir.M);
  if (!T.ok())
    return T.status();
  Out.FromTrace = std::move(*T);
  Out.Refs = Out.FromTrace.Refs;
  return absl::OkStatus();
}

} // namespace hlotrace::tool
