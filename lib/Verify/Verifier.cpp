//===- Verifier.cpp - The verifier's driver, layouts and signatures -------===//
//
// verifyModule walks the module once. Per computation: parameter numbers,
// the printed signature against parameters and root, and (for the entry)
// the header's entry_computation_layout. Per instruction: the opcode rules
// (OpcodeRules.cpp), called computations (CalledComputations.cpp) and the
// layouts of every shape it prints. Shapes are interned, so a layout found
// well-formed once is not looked at again.
//
//===----------------------------------------------------------------------===//

#include "hlotrace/Verify/Verifier.h"

#include <memory>

#include "Support/Status.h"
#include "Text/ShapeParser.h"
#include "Verify/VerifierImpl.h"
#include "absl/container/flat_hash_set.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "hlotrace/IR/Computation.h"
#include "hlotrace/Load.h"

namespace hlotrace {

absl::string_view severityName(Severity S) {
  return S == Severity::Error ? "error" : "warning";
}

std::string Diagnostic::toString() const {
  std::string Where = File;
  if (Line != 0)
    absl::StrAppend(&Where, ":", Line, ":", Column);
  std::string Out = absl::StrCat(Where, ": ", severityName(Level), ": ",
                                 Message);
  if (Line == 0 && !Computation.empty())
    absl::StrAppend(&Out, " (in computation '", Computation, "'",
                    Instruction.empty()
                        ? std::string()
                        : absl::StrCat(", instruction '", Instruction, "'"),
                    ")");
  return Out;
}

namespace verify {

void Reporter::add(const Computation *C, const Instruction *I,
                   SourceLocation L, Severity Level, absl::string_view Check,
                   std::string Msg) {
  Diagnostic D;
  D.File = File;
  D.Line = L.Line;
  D.Column = L.Column;
  D.Level = Level;
  D.Check = std::string(Check);
  if (C)
    D.Computation = std::string(C->name());
  if (I)
    D.Instruction = std::string(I->name());
  D.Message = std::move(Msg);
  Out.push_back(std::move(D));
}

void Reporter::report(const Instruction &I, absl::string_view Check,
                      std::string Msg, Severity Level) {
  add(I.parent(), &I, Locs ? Locs->of(I) : SourceLocation{}, Level, Check,
      std::move(Msg));
}

void Reporter::reportOperand(const Instruction &I, size_t N,
                             absl::string_view Check, std::string Msg,
                             Severity Level) {
  add(I.parent(), &I, Locs ? Locs->ofOperand(I, N) : SourceLocation{}, Level,
      Check, std::move(Msg));
}

void Reporter::reportAttribute(const Instruction &I, absl::string_view Attr,
                               absl::string_view Check, std::string Msg) {
  add(I.parent(), &I, Locs ? Locs->ofAttribute(I, Attr) : SourceLocation{},
      Severity::Error, Check, std::move(Msg));
}

void Reporter::report(const Computation &C, absl::string_view Check,
                      std::string Msg) {
  add(&C, nullptr, Locs ? Locs->of(C) : SourceLocation{}, Severity::Error,
      Check, std::move(Msg));
}

const Shape *operandShape(const Instruction &I, size_t N) {
  const Operand &Op = I.operands()[N];
  if (!Op.Def || Op.IsInline)
    return nullptr;
  const Shape *S = Op.Def->shape();
  if (!S || Op.TupleSuffix.empty())
    return S;
  for (int32_t Index : Op.tupleIndices()) {
    if (!S->isTuple() || Index < 0 ||
        static_cast<size_t>(Index) >= S->tupleShapes().size())
      return nullptr;
    S = S->tupleShapes()[Index];
  }
  return S;
}

bool sameShape(const Shape &A, const Shape &B) {
  if (&A == &B)
    return true;
  if (A.isTuple() || B.isTuple()) {
    if (!A.isTuple() || !B.isTuple() ||
        A.tupleShapes().size() != B.tupleShapes().size())
      return false;
    for (size_t I = 0; I < A.tupleShapes().size(); ++I)
      if (!sameShape(*A.tupleShapes()[I], *B.tupleShapes()[I]))
        return false;
    return true;
  }
  return A.elementType() == B.elementType() &&
         A.dimensions() == B.dimensions();
}

bool sameDimensions(const Shape &A, const Shape &B) {
  return A.dimensions() == B.dimensions();
}

std::string str(const Shape &S) { return S.toString(/*WithLayout=*/false); }

namespace {

/// Why `S`'s layout does not fit its rank, or empty when it does (or there
/// is none). Tuples are checked element by element.
std::string layoutProblem(const Shape &S) {
  if (S.isTuple()) {
    for (const Shape *E : S.tupleShapes())
      if (std::string P = layoutProblem(*E); !P.empty())
        return P;
    return {};
  }
  const Layout *L = S.layout();
  if (!L || !S.isArray())
    return {};
  absl::Span<const int64_t> M = L->MinorToMajor;
  int64_t Rank = S.rank();
  std::string Printed = absl::StrCat("{", absl::StrJoin(M, ","), "}");
  if (static_cast<int64_t>(M.size()) != Rank)
    return absl::StrCat("layout ", Printed, " of ", str(S), " lists ",
                        M.size(), " dimension", M.size() == 1 ? "" : "s",
                        " for rank ", Rank);
  std::vector<bool> Seen(Rank, false);
  for (int64_t D : M) {
    if (D < 0 || D >= Rank || Seen[D])
      return absl::StrCat("layout ", Printed, " of ", str(S),
                          " is not a permutation of its dimensions");
    Seen[D] = true;
  }
  return {};
}

class ModuleVerifier {
public:
  ModuleVerifier(const Module &M, absl::string_view File,
                 const SourceLocations *Locs)
      : M(M), R(M, File, Locs) {}

  std::vector<Diagnostic> run() {
    for (const Computation *C : M.computations()) {
      checkComputation(*C);
      for (const Instruction *I : C->instructions()) {
        if (verify::checkOpcodeRules(*I, R))
          verify::checkCalledComputations(*I, R);
        checkLayouts(*I);
      }
    }
    if (M.entry())
      checkEntryLayout(*M.entry());
    return R.take();
  }

private:
  bool layoutOk(const Shape &S, std::string &Problem) {
    if (GoodLayouts.contains(&S))
      return true;
    Problem = layoutProblem(S);
    if (Problem.empty())
      GoodLayouts.insert(&S);
    return Problem.empty();
  }

  void checkLayouts(const Instruction &I) {
    std::string Problem;
    if (I.shape() && !layoutOk(*I.shape(), Problem))
      R.report(I, "layout", Problem);
    absl::Span<const Operand> Ops = I.operands();
    for (size_t N = 0; N < Ops.size(); ++N)
      if (Ops[N].PrintedShape && !layoutOk(*Ops[N].PrintedShape, Problem))
        R.reportOperand(I, N, "layout", Problem);
  }

  void checkComputation(const Computation &C) {
    // Parameter numbers: each of 0..n-1 once.
    std::vector<const Instruction *> ByNumber;
    for (const Instruction *I : C.instructions()) {
      if (I->opcode() != Opcode::Parameter)
        continue;
      std::optional<int64_t> N = I->parameterNumber();
      if (!N)
        continue;
      if (*N < 0 || *N >= static_cast<int64_t>(C.instructionCount())) {
        R.report(*I, "parameter",
                 absl::StrCat("parameter number ", *N, " is out of range"));
        continue;
      }
      if (static_cast<size_t>(*N) >= ByNumber.size())
        ByNumber.resize(*N + 1, nullptr);
      if (ByNumber[*N])
        R.report(*I, "parameter",
                 absl::StrCat("parameter number ", *N, " is taken by '",
                              ByNumber[*N]->name(), "' already"));
      else
        ByNumber[*N] = I;
    }
    for (size_t N = 0; N < ByNumber.size(); ++N)
      if (!ByNumber[N]) {
        R.report(C, "parameter",
                 absl::StrCat("computation '", C.name(), "' has parameter ",
                              ByNumber.size() - 1, " but no parameter ", N));
        break;
      }
    if (!C.hasSignature())
      return;
    std::string Problem;
    absl::Span<const SignatureParameter> Sig = C.signatureParameters();
    if (Sig.size() != ByNumber.size()) {
      R.report(C, "root-shape",
               absl::StrCat("the signature of '", C.name(), "' lists ",
                            Sig.size(), " parameters but it has ",
                            ByNumber.size()));
    } else {
      for (size_t N = 0; N < Sig.size(); ++N) {
        const Instruction *P = ByNumber[N];
        if (P && P->shape() && Sig[N].ParamShape &&
            !sameShape(*P->shape(), *Sig[N].ParamShape))
          R.report(*P, "root-shape",
                   absl::StrCat("parameter ", N, " of '", C.name(), "' is ",
                                str(*P->shape()), " but its signature says ",
                                str(*Sig[N].ParamShape)));
      }
    }
    for (const SignatureParameter &P : Sig)
      if (P.ParamShape && !layoutOk(*P.ParamShape, Problem))
        R.report(C, "layout", Problem);
    const Shape *Result = C.signatureResult();
    const Instruction *Root = C.root();
    if (Result && !layoutOk(*Result, Problem))
      R.report(C, "layout", Problem);
    if (Result && Root && Root->shape() && !sameShape(*Result, *Root->shape()))
      R.report(*Root, "root-shape",
               absl::StrCat("computation '", C.name(), "' returns ",
                            str(*Result), " but its root is ",
                            str(*Root->shape())));
  }

  /// entry_computation_layout={(params)->result} against the entry.
  void checkEntryLayout(const Computation &Entry) {
    std::optional<absl::string_view> V =
        M.headerAttribute("entry_computation_layout");
    if (!V)
      return;
    Context Scratch;
    const char *End = V->data() + V->size();
    ShapeParser Shapes(Scratch, *V, /*MaxNestingDepth=*/256);
    const char *P = V->data();
    auto Skip = [&] {
      while (P != End && (*P == ' ' || *P == '\n' || *P == '\t' || *P == '\r'))
        ++P;
    };
    Skip();
    if (P == End || *P++ != '{')
      return;
    Skip();
    const Shape *Params = Shapes.parse(P);
    Skip();
    if (!Params || End - P < 2 || P[0] != '-' || P[1] != '>')
      return;
    P += 2;
    Skip();
    const Shape *Result = Shapes.parse(P);
    if (!Result || !Params->isTuple())
      return;
    std::vector<const Instruction *> ByNumber;
    for (const Instruction *I : Entry.instructions())
      if (I->opcode() == Opcode::Parameter)
        if (std::optional<int64_t> N = I->parameterNumber();
            N && *N >= 0 && *N < static_cast<int64_t>(Entry.instructionCount())) {
          if (static_cast<size_t>(*N) >= ByNumber.size())
            ByNumber.resize(*N + 1, nullptr);
          ByNumber[*N] = I;
        }
    absl::Span<const Shape *const> Want = Params->tupleShapes();
    if (Want.size() != ByNumber.size()) {
      R.report(Entry, "root-shape",
               absl::StrCat("entry_computation_layout lists ", Want.size(),
                            " parameters but the entry computation '",
                            Entry.name(), "' has ", ByNumber.size()));
    } else {
      for (size_t N = 0; N < Want.size(); ++N)
        if (ByNumber[N] && ByNumber[N]->shape() &&
            !sameShape(*Want[N], *ByNumber[N]->shape()))
          R.report(*ByNumber[N], "root-shape",
                   absl::StrCat("entry parameter ", N, " is ",
                                str(*ByNumber[N]->shape()),
                                " but entry_computation_layout says ",
                                str(*Want[N])));
    }
    const Instruction *Root = Entry.root();
    if (Root && Root->shape() && !sameShape(*Result, *Root->shape()))
      R.report(*Root, "root-shape",
               absl::StrCat("the entry computation returns ",
                            str(*Root->shape()),
                            " but entry_computation_layout says ",
                            str(*Result)));
  }

  const Module &M;
  Reporter R;
  absl::flat_hash_set<const Shape *> GoodLayouts;
};

} // namespace
} // namespace verify

std::vector<Diagnostic> verifyModule(const Module &M,
                                     absl::string_view FileName,
                                     const SourceLocations *Locations) {
  return verify::ModuleVerifier(M, FileName, Locations).run();
}

absl::StatusOr<std::vector<Diagnostic>> verifyFile(const std::string &Path) {
  SourceLocations Locs;
  LoadOptions Options;
  Options.Locations = &Locs;
  ASSIGN_OR_RETURN(LoadedFile Loaded, loadFile(Path, Options));
  bool IsText = Loaded.Format == FileFormat::HloText;
  return verifyModule(*Loaded.M, Path, IsText ? &Locs : nullptr);
}

} // namespace hlotrace
