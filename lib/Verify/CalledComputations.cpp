//===- CalledComputations.cpp - Signatures of called computations ---------===//
//
// An instruction that calls a computation must hand it what its parameters
// take and get back what its root yields: fusion and call operands against
// the callee's parameters, a while loop's init value against its condition
// and body, a conditional's branch operands against each branch, and the
// scalar reducers and comparators of reduce, reduce-window, scatter, sort,
// map, select-and-scatter and the reducing collectives.
//
//===----------------------------------------------------------------------===//

#include <optional>

#include "Verify/VerifierImpl.h"
#include "absl/strings/str_cat.h"
#include "hlotrace/IR/Computation.h"

namespace hlotrace::verify {
namespace {

/// The computation named by attribute `Attr` of `I`, or null.
const Computation *callee(const Instruction &I, absl::string_view Attr,
                          const Module &M) {
  std::optional<absl::string_view> V = I.attribute(Attr);
  if (!V)
    return nullptr;
  std::optional<absl::string_view> Name = attr::computationName(*V);
  return Name ? M.find(*Name) : nullptr;
}

/// Parameters of `C` by number; null entries for numbers not present.
std::vector<const Instruction *> parameters(const Computation &C) {
  std::vector<const Instruction *> Out;
  for (const Instruction *P : C.instructions()) {
    if (P->opcode() != Opcode::Parameter)
      continue;
    std::optional<int64_t> N = P->parameterNumber();
    if (!N || *N < 0 || *N >= static_cast<int64_t>(C.instructionCount()))
      continue;
    if (static_cast<size_t>(*N) >= Out.size())
      Out.resize(*N + 1, nullptr);
    Out[*N] = P;
  }
  return Out;
}

/// `Callee` takes `Shapes` (null: unknown) and returns `Result` (null: not
/// checked). `Role` names the callee in messages ("fused computation").
void checkSignature(const Instruction &I, const Computation &Callee,
                    absl::string_view Role,
                    const std::vector<const Shape *> &Shapes,
                    const Shape *Result, Reporter &R) {
  std::vector<const Instruction *> Params = parameters(Callee);
  if (Params.size() != Shapes.size()) {
    R.report(I, "called-computation",
             absl::StrCat(I.opcodeName(), " passes ", Shapes.size(),
                          " value", Shapes.size() == 1 ? "" : "s", " to ",
                          Role, " '", Callee.name(), "', which takes ",
                          Params.size()));
    return;
  }
  for (size_t N = 0; N < Params.size(); ++N) {
    const Shape *Want = Params[N] ? Params[N]->shape() : nullptr;
    if (!Want || !Shapes[N] || sameShape(*Want, *Shapes[N]))
      continue;
    R.report(I, "called-computation",
             absl::StrCat(I.opcodeName(), " passes ", str(*Shapes[N]),
                          " as parameter ", N, " of ", Role, " '",
                          Callee.name(), "', which takes ", str(*Want)));
  }
  const Instruction *Root = Callee.root();
  if (Result && Root && Root->shape() && !sameShape(*Result, *Root->shape()))
    R.report(I, "called-computation",
             absl::StrCat(I.opcodeName(), " yields ", str(*Result), " but ",
                          Role, " '", Callee.name(), "' returns ",
                          str(*Root->shape())));
}

std::vector<const Shape *> operandShapes(const Instruction &I, size_t From,
                                         size_t To) {
  std::vector<const Shape *> Out;
  for (size_t N = From; N < To && N < I.operandCount(); ++N)
    Out.push_back(operandShape(I, N));
  return Out;
}

/// A scalar reducer or comparator of `Arity` parameters; its root is a
/// scalar (or a tuple of scalars for variadic reducers), pred when
/// `YieldsPred`.
void checkScalarFunction(const Instruction &I, const Computation &F,
                         absl::string_view Role, size_t Arity,
                         bool YieldsPred, Reporter &R) {
  std::vector<const Instruction *> Params = parameters(F);
  if (Params.size() != Arity) {
    R.report(I, "called-computation",
             absl::StrCat(I.opcodeName(), " needs a ", Role, " of ", Arity,
                          " parameter", Arity == 1 ? "" : "s", ", but '",
                          F.name(), "' takes ", Params.size()));
    return;
  }
  for (size_t N = 0; N < Params.size(); ++N) {
    const Shape *S = Params[N] ? Params[N]->shape() : nullptr;
    if (S && S->isArray() && S->rank() != 0)
      R.report(I, "called-computation",
               absl::StrCat("parameter ", N, " of ", Role, " '", F.name(),
                            "' is ", str(*S), "; ", I.opcodeName(),
                            " applies it to scalars"));
  }
  const Instruction *Root = F.root();
  const Shape *RS = Root ? Root->shape() : nullptr;
  if (YieldsPred && RS &&
      !(RS->isArray() && RS->rank() == 0 &&
        RS->elementType() == ElementType::Pred))
    R.report(I, "called-computation",
             absl::StrCat(Role, " '", F.name(), "' of ", I.opcodeName(),
                          " must return pred[], not ", str(*RS)));
}

void checkWhile(const Instruction &I, Reporter &R) {
  const Module &M = R.module();
  const Shape *Init = operandShape(I, 0);
  if (Init && I.shape() && !sameShape(*Init, *I.shape()))
    R.report(I, "called-computation",
             absl::StrCat("while yields ", str(*I.shape()),
                          " but its init value is ", str(*Init)));
  if (const Computation *Cond = callee(I, "condition", M)) {
    checkSignature(I, *Cond, "condition", {Init}, nullptr, R);
    const Instruction *Root = Cond->root();
    const Shape *RS = Root ? Root->shape() : nullptr;
    if (RS && !(RS->isArray() && RS->rank() == 0 &&
                RS->elementType() == ElementType::Pred))
      R.report(I, "called-computation",
               absl::StrCat("while condition '", Cond->name(),
                            "' must return pred[], not ", str(*RS)));
  }
  if (const Computation *Body = callee(I, "body", M))
    checkSignature(I, *Body, "body", {Init}, Init, R);
}

void checkConditional(const Instruction &I, Reporter &R) {
  const Module &M = R.module();
  std::vector<const Computation *> Branches;
  if (std::optional<absl::string_view> V = I.attribute("branch_computations")) {
    std::optional<std::vector<absl::string_view>> Names = attr::nameList(*V);
    if (!Names)
      return;
    for (absl::string_view N : *Names)
      Branches.push_back(M.find(N));
  } else {
    Branches.push_back(callee(I, "true_computation", M));
    Branches.push_back(callee(I, "false_computation", M));
  }
  if (Branches.size() + 1 != I.operandCount()) {
    R.report(I, "called-computation",
             absl::StrCat("conditional with ", Branches.size(),
                          " branches takes ", Branches.size() + 1,
                          " operands, found ", I.operandCount()));
    return;
  }
  if (const Shape *P = operandShape(I, 0))
    if (!P->isArray() || P->rank() != 0 ||
        (P->elementType() != ElementType::Pred &&
         P->elementType() != ElementType::S32))
      R.reportOperand(I, 0, "called-computation",
                      absl::StrCat("the branch selector of conditional must "
                                   "be pred[] or s32[], found ", str(*P)));
  for (size_t B = 0; B < Branches.size(); ++B)
    if (Branches[B])
      checkSignature(I, *Branches[B], absl::StrCat("branch ", B),
                     {operandShape(I, B + 1)}, I.shape(), R);
}

} // namespace

void checkCalledComputations(const Instruction &I, Reporter &R) {
  const Module &M = R.module();
  size_t N = I.operandCount();
  switch (I.opcode()) {
  case Opcode::Fusion:
    if (const Computation *C = callee(I, "calls", M))
      checkSignature(I, *C, "fused computation", operandShapes(I, 0, N),
                     I.shape(), R);
    return;
  case Opcode::Call:
    if (const Computation *C = callee(I, "to_apply", M))
      checkSignature(I, *C, "callee", operandShapes(I, 0, N), I.shape(), R);
    return;
  case Opcode::While:
    return checkWhile(I, R);
  case Opcode::Conditional:
    return checkConditional(I, R);
  case Opcode::Reduce:
  case Opcode::ReduceWindow:
    if (const Computation *C = callee(I, "to_apply", M))
      checkScalarFunction(I, *C, "reducer", N, false, R);
    return;
  case Opcode::Scatter:
    if (const Computation *C = callee(I, "to_apply", M))
      checkScalarFunction(I, *C, "combiner", N - 1, false, R);
    return;
  case Opcode::Map:
    if (const Computation *C = callee(I, "to_apply", M))
      checkScalarFunction(I, *C, "mapped computation", N, false, R);
    return;
  case Opcode::Sort:
    if (const Computation *C = callee(I, "to_apply", M))
      checkScalarFunction(I, *C, "comparator", 2 * N, true, R);
    return;
  case Opcode::SelectAndScatter:
    if (const Computation *C = callee(I, "select", M))
      checkScalarFunction(I, *C, "select function", 2, true, R);
    if (const Computation *C = callee(I, "scatter", M))
      checkScalarFunction(I, *C, "scatter function", 2, false, R);
    return;
  case Opcode::AllReduce:
  case Opcode::AllReduceStart:
  case Opcode::ReduceScatter:
    if (const Computation *C = callee(I, "to_apply", M))
      checkScalarFunction(I, *C, "reducer", 2, false, R);
    return;
  default:
    return;
  }
}

} // namespace hlotrace::verify
