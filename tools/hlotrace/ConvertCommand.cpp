//===- ConvertCommand.cpp - hlotrace convert ------------------------------===//
//
// `hlotrace convert IN OUT`: reads any module file hlotrace understands and
// writes it in the format OUT's extension names (.txt/.hlo text, .pb
// HloProto, .pbtxt/.textproto text proto, any of them + .gz).
//
//===----------------------------------------------------------------------===//

#include "Command.h"
#include "absl/strings/match.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "hlotrace/Load.h"
#include "hlotrace/Proto/ProtoWriter.h"

namespace cl = llvm::cl;

namespace hlotrace::tool {
namespace {

cl::SubCommand ConvertCmd("convert",
                          "Convert a module between HLO text and protobuf");
cl::opt<std::string> Input(cl::Positional, cl::Required, cl::desc("<in>"),
                           cl::sub(ConvertCmd));
cl::opt<std::string> Output(cl::Positional, cl::Required, cl::desc("<out>"),
                            cl::sub(ConvertCmd));
cl::opt<bool> KeepConfig(
    "keep-module-config",
    cl::desc("Keep the header's HloModuleConfig attributes "
             "(allow_spmd_sharding_propagation_*, replica_count, "
             "num_partitions), which protos have no field for, in "
             "_hlotrace.* module attributes (exact round trip; XLA then "
             "prints them among the module's frontend attributes)"),
    cl::sub(ConvertCmd));
cl::opt<bool> AllowElided(
    "allow-elided-constants",
    cl::desc("Write a constant whose text is elided ({...}) with its shape "
             "only (XLA cannot load such a proto; hlotrace reads it back)"),
    cl::sub(ConvertCmd));

int run() {
  // A proto's unique ids are kept and written back: XLA orders what it
  // loads by them.
  LoadOptions Load;
  Load.Proto.KeepUniqueIds = true;
  auto Loaded = loadFile(Input, Load);
  if (!Loaded.ok())
    return reportError(Loaded.status());
  std::unique_ptr<Module> *M = &Loaded->M;
  ProtoWriteOptions O;
  O.AllowElidedConstants = AllowElided;
  O.KeepModuleConfig = KeepConfig;
  absl::Status S = writeModuleFile(**M, Output, O);
  if (!S.ok()) {
    // Name the input too: what cannot be written (a string that is not
    // UTF-8, say) came from it.
    if (absl::StartsWith(S.message(), std::string(Output)))
      return reportError(S);
    return reportError(absl::Status(
        S.code(), absl::StrCat(Input, ": cannot convert to ", std::string(Output),
                               ": ", S.message())));
  }
  // Say what a proto left out (the text formats keep the header whole).
  std::vector<std::string> Left;
  for (const Attribute &A : (*M)->headerAttributes())
    if (isModuleConfigAttribute(A.Name))
      Left.push_back(std::string(A.Name));
  const bool Text = absl::EndsWith(Output, ".txt") ||
                    absl::EndsWith(Output, ".hlo") ||
                    absl::EndsWith(Output, ".txt.gz") ||
                    absl::EndsWith(Output, ".hlo.gz");
  if (!Text && !KeepConfig && !Left.empty())
    llvm::errs() << "hlotrace: note: " << Output << ": not written: "
                 << absl::StrJoin(Left, ", ")
                 << " (HloModuleConfig; protos have no field for it, as "
                    "XLA's own do not; --keep-module-config keeps it)\n";
  return 0;
}

CommandRegistration Registration(ConvertCmd, run);

} // namespace
} // namespace hlotrace::tool
