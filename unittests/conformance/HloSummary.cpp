//===- HloSummary.cpp - hlotrace's side of the differential test ----------===//
//
// Reads file paths, one a line, on stdin and writes one JSON line per file:
// whether hlotrace's text parser accepts it, the error if not, and for an
// accepted module each computation with its instructions' names, opcodes
// and shapes (without layouts). scripts/conformance/differential.py feeds
// the same files to XLA's parser and compares. A batch tool, so one process
// serves thousands of inputs.
//
//===----------------------------------------------------------------------===//

#include <iostream>
#include <string>

#include "hlotrace/IR/Types.h"
#include "hlotrace/Text/Parser.h"

using namespace hlotrace;

namespace {

void appendJsonString(std::string &Out, absl::string_view S) {
  Out += '"';
  for (unsigned char C : S) {
    switch (C) {
    case '"':
      Out += "\\\"";
      break;
    case '\\':
      Out += "\\\\";
      break;
    case '\n':
      Out += "\\n";
      break;
    default:
      if (C < 0x20 || C >= 0x7f) {
        static const char Hex[] = "0123456789abcdef";
        Out += "\\u00";
        Out += Hex[C >> 4];
        Out += Hex[C & 15];
      } else {
        Out += static_cast<char>(C);
      }
    }
  }
  Out += '"';
}

} // namespace

int main() {
  std::string Path;
  while (std::getline(std::cin, Path)) {
    std::string Out = "{\"file\":";
    appendJsonString(Out, Path);
    auto M = parseModuleFile(Path);
    if (!M.ok()) {
      Out += ",\"ok\":false,\"error\":";
      appendJsonString(Out, M.status().message());
    } else {
      Out += ",\"ok\":true,\"computations\":[";
      bool FirstC = true;
      for (const Computation *C : (*M)->computations()) {
        Out += FirstC ? "" : ",";
        FirstC = false;
        Out += "{\"name\":";
        appendJsonString(Out, C->name());
        Out += ",\"instructions\":[";
        bool FirstI = true;
        for (const Instruction *I : C->instructions()) {
          Out += FirstI ? "[" : ",[";
          FirstI = false;
          appendJsonString(Out, I->name());
          Out += ',';
          // XLA's async sugar (`all-gather-start` for an async-start
          // wrapping all-gather) is compared as the async op it stands for.
          absl::string_view Op = I->opcodeName();
          if (std::optional<AsyncSugar> Sugar = asyncSugar(Op))
            Op = Sugar->Part == AsyncPart::Start    ? "async-start"
                 : Sugar->Part == AsyncPart::Update ? "async-update"
                                                    : "async-done";
          appendJsonString(Out, Op);
          Out += ',';
          appendJsonString(Out, I->shape() ? I->shape()->toString(false) : "");
          Out += ']';
        }
        Out += "]}";
      }
      Out += ']';
    }
    Out += '}';
    std::cout << Out << std::endl;
  }
  return 0;
}
