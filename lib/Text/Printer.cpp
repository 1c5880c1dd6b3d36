//===- Printer.cpp - The model as HLO text --------------------------------===//
//
// Mirrors XLA's HloModule::Print / HloComputation::Print /
// HloInstruction::Print for the forms the model records: `%` or bare names,
// operand shapes when the input had them, `/*index=N*/` before every fifth
// operand when the input had those, attribute values verbatim.
//
// PERF NOTE: everything appends to one std::string; no streams, no
// temporaries per instruction beyond what absl::StrAppend formats.
//
//===----------------------------------------------------------------------===//

#include "hlotrace/Text/Printer.h"

#include "absl/strings/str_cat.h"

namespace hlotrace {
namespace {

void append(std::string &Out, absl::string_view Text) {
  Out.append(Text.data(), Text.size());
}

void appendName(std::string &Out, absl::string_view Name, bool Percent) {
  if (Percent)
    Out += '%';
  append(Out, Name);
}

} // namespace

void printInstruction(const Instruction &I, std::string &Out) {
  if (I.isRoot())
    Out += "ROOT ";
  appendName(Out, I.name(), I.printsPercent());
  Out += " = ";
  if (const Shape *S = I.shape()) {
    S->print(Out);
    Out += ' ';
  }
  append(Out, I.opcodeName());
  Out += '(';
  if (I.hasPayload()) {
    append(Out, I.payload());
  } else {
    absl::Span<const Operand> Ops = I.operands();
    for (size_t N = 0; N < Ops.size(); ++N) {
      const Operand &O = Ops[N];
      if (N) {
        Out += ", ";
        if (I.printsOperandIndexComments() && N % 5 == 0)
          absl::StrAppend(&Out, "/*index=", N, "*/");
      }
      if (O.IsInline) {
        append(Out, O.Name);
        continue;
      }
      if (O.PrintedShape) {
        O.PrintedShape->print(Out);
        Out += ' ';
      }
      appendName(Out, O.Name, I.printsPercent());
      append(Out, O.TupleSuffix);
    }
  }
  Out += ')';
  for (const Attribute &A : I.attributes())
    absl::StrAppend(&Out, ", ", A.Name, "=", A.Value);
}

void printComputation(const Computation &C, std::string &Out) {
  if (C.isMarkedEntry())
    Out += "ENTRY ";
  appendName(Out, C.name(), C.printsPercent());
  if (C.hasSignature()) {
    Out += " (";
    bool First = true;
    for (const SignatureParameter &P : C.signatureParameters()) {
      if (!First)
        Out += ", ";
      First = false;
      absl::StrAppend(&Out, P.Name, ": ");
      P.ParamShape->print(Out);
    }
    Out += ") -> ";
    C.signatureResult()->print(Out);
  }
  Out += " {\n";
  for (const Instruction *I : C.instructions()) {
    Out += "  ";
    printInstruction(*I, Out);
    Out += '\n';
  }
  Out += '}';
  if (!C.executionThread().empty())
    absl::StrAppend(&Out, ", execution_thread=\"", C.executionThread(), "\"");
}

void printModule(const Module &M, std::string &Out) {
  Out += "HloModule ";
  appendName(Out, M.name(), false);
  for (const Attribute &A : M.headerAttributes())
    absl::StrAppend(&Out, ", ", A.Name, "=", A.Value);
  Out += "\n\n";
  append(Out, M.stackFrameIndexText());
  for (const Computation *C : M.computations()) {
    printComputation(*C, Out);
    Out += "\n\n";
  }
}

std::string printModule(const Module &M) {
  std::string Out;
  printModule(M, Out);
  return Out;
}

} // namespace hlotrace
