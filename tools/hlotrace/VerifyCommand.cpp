//===- VerifyCommand.cpp - hlotrace verify --------------------------------===//
//
// `hlotrace verify FILE [--json]`: the verifier's diagnostics (verifyFile),
// one `FILE:LINE:COL: error: ...` line each and a count, or one JSON object.
// Exits 1 when the file does not load or has an error (warnings alone: 0).
//
//===----------------------------------------------------------------------===//

#include "Command.h"
#include "hlotrace/Verify/Verifier.h"
#include "llvm/Support/JSON.h"

namespace cl = llvm::cl;

namespace hlotrace::tool {
namespace {

cl::SubCommand VerifyCmd("verify",
                         "Check operand counts, shapes, called computations "
                         "and layouts of a module; report with locations");
cl::opt<std::string> Input(cl::Positional, cl::Required, cl::desc("<file>"),
                           cl::sub(VerifyCmd));
cl::opt<bool> Json("json", cl::desc("Print one JSON object"),
                   cl::sub(VerifyCmd));

int run() {
  auto Diags = verifyFile(Input);
  if (!Diags.ok())
    return reportError(Diags.status());
  size_t Errors = 0, Warnings = 0;
  for (const Diagnostic &D : *Diags)
    ++(D.Level == Severity::Error ? Errors : Warnings);
  if (Json) {
    llvm::json::OStream J(llvm::outs(), 2);
    J.object([&] {
      J.attribute("file", std::string(Input));
      J.attribute("errors", static_cast<int64_t>(Errors));
      J.attribute("warnings", static_cast<int64_t>(Warnings));
      J.attributeArray("diagnostics", [&] {
        for (const Diagnostic &D : *Diags)
          J.object([&] {
            J.attribute("line", static_cast<int64_t>(D.Line));
            J.attribute("column", static_cast<int64_t>(D.Column));
            J.attribute("severity", std::string(severityName(D.Level)));
            J.attribute("check", D.Check);
            J.attribute("computation", D.Computation);
            J.attribute("instruction", D.Instruction);
            J.attribute("message", D.Message);
          });
      });
    });
    llvm::outs() << "\n";
  } else {
    for (const Diagnostic &D : *Diags)
      llvm::outs() << D.toString() << "\n";
    llvm::outs() << Input << ": " << Errors
                 << (Errors == 1 ? " error, " : " errors, ") << Warnings
                 << (Warnings == 1 ? " warning\n" : " warnings\n");
  }
  return Errors == 0 ? 0 : 1;
}

CommandRegistration Registration(VerifyCmd, run);

} // namespace
} // namespace hlotrace::tool
