//===- IRBuilder.h - Internal construction of the immutable model ---------===//
//
// The public model is read-only. The text parser and the proto loader build
// it through this friend class: append instructions, fill their fields, then
// finish() each computation (resolve operand names, users, control
// predecessors, called computations, root) and the module (name index,
// entry). Not installed; not part of the API.
//
//===----------------------------------------------------------------------===//

#ifndef HLOTRACE_LIB_IR_IRBUILDER_H
#define HLOTRACE_LIB_IR_IRBUILDER_H

#include <cassert>
#include <cstdlib>
#include <memory>
#include <new>
#include <vector>

#include "absl/container/flat_hash_map.h"
#include "hlotrace/IR/Module.h"

namespace hlotrace {

/// What IRBuilder needs of a computation only while it builds it: its order
/// past a reserved count, finish()'s scratch lists, lists staged through
/// IRBuilder::operands() / attributes(). A builder of many computations
/// lends one to each in turn (IRBuilder::Pools), so the allocations are
/// reused.
struct Computation::Building {
  std::vector<const Instruction *> Order;
  std::vector<const Instruction *> Control;
  std::vector<absl::string_view> Called;
  /// finish()'s per-instruction cursor into the users' list.
  std::vector<uint32_t> UserCursor;
  /// Some operand's user was not counted as it was added (countUse()).
  bool RecountUsers = false;
  absl::flat_hash_map<uint32_t, std::vector<Operand>> StagedOperands;
  absl::flat_hash_map<uint32_t, std::vector<Attribute>> StagedAttributes;
  /// The malloc'ed operand and attribute pools the computation fills (its
  /// own pointers name them too). finish() copies a small one into the
  /// computation's list block and leaves it here for the next computation;
  /// a large one it hands over.
  Operand *OperandPool = nullptr;
  uint32_t OperandCapacity = 0;
  Attribute *AttributePool = nullptr;
  uint32_t AttributeCapacity = 0;
  void keep(Operand *Pool, uint32_t Capacity) {
    OperandPool = Pool;
    OperandCapacity = Capacity;
  }
  void keep(Attribute *Pool, uint32_t Capacity) {
    AttributePool = Pool;
    AttributeCapacity = Capacity;
  }

  Building() = default;
  Building(const Building &) = delete;
  Building &operator=(const Building &) = delete;
  ~Building() {
    std::free(static_cast<void *>(OperandPool));
    std::free(static_cast<void *>(AttributePool));
  }

  /// Empties every list, keeping the allocations.
  void clear() {
    Order.clear();
    Control.clear();
    Called.clear();
    StagedOperands.clear();
    StagedAttributes.clear();
    RecountUsers = false;
  }
};

class IRBuilder {
public:
  // Instructions.
  /// Room for `Count` instructions before the first append(), when the
  /// builder knows (or can bound) the count; optional.
  static void reserve(Computation &C, size_t Count);
  /// Room for `Operands` operands and `Attributes` attributes in all, when
  /// the builder knows (or can estimate) them; optional.
  static void reservePools(Computation &C, size_t Operands,
                           size_t Attributes);
  /// PERF NOTE: append() and setName() are inline: a parser calls each
  /// once per instruction.
  static Instruction &append(Computation &C) {
    if (C.FreeInstructionCount == 0)
      addInstructionBlock(C);
    --C.FreeInstructionCount;
    Instruction &I = *new (C.FreeInstructions++) Instruction;
    I.Parent = &C;
    I.Index = C.Count;
    I.Begin[Instruction::OperandList] = C.PoolSize[Instruction::OperandList];
    I.Begin[Instruction::AttributeList] =
        C.PoolSize[Instruction::AttributeList];
    C.Order[C.Count++] = &I; // addInstructionBlock() made room.
    return I;
  }
  /// Names `I` and adds it to its computation's name index (the first
  /// instruction of a name wins), so Computation::find works while building.
  /// Returns false when an earlier instruction has the name.
  static bool setName(Instruction &I, absl::string_view Name, bool Percent) {
    I.Name = Name;
    I.Percent = Percent;
    return const_cast<Computation *>(I.Parent)->ByName.insert(&I);
  }
  /// Computation::find, inline: a parser looks up every operand's name.
  static const Instruction *find(const Computation &C, absl::string_view Name) {
    return C.ByName.find(Name);
  }
  /// The instruction appended just before `I`, or null for the first.
  static const Instruction *previous(const Instruction &I) {
    return I.Index ? I.Parent->Order[I.Index - 1] : nullptr;
  }
  /// Sets the opcode from its spelling (Unknown when not in the table).
  static void setOpcode(Instruction &I, absl::string_view Spelling) {
    setOpcode(I, Spelling, opcodeFromSpelling(Spelling));
  }
  /// The same, when the caller has looked the spelling up already.
  static void setOpcode(Instruction &I, absl::string_view Spelling, Opcode Op);
  static void setShape(Instruction &I, const Shape *S) { I.ResultShape = S; }
  static void setRoot(Instruction &I, bool Root) { I.Root = Root; }
  static void setPayload(Instruction &I, absl::string_view Payload) {
    I.Payload = Payload;
    I.HasPayload = true;
  }
  static void setIndexComments(Instruction &I, bool On) {
    I.IndexComments = On;
  }
  /// Sets the operands (attributes) of the most recently appended
  /// instruction, moving them into the computation's pool. Fast path; call
  /// each at most once per instruction, before the next append().
  static void setOperands(Instruction &I, std::vector<Operand> &Ops);
  static void setAttributes(Instruction &I, absl::Span<const Attribute> As) {
    auto &C = *const_cast<Computation *>(I.Parent);
    uint32_t &Size = roomFor(C, I, C.AttributePool, C.AttributeCapacity,
                             Instruction::AttributeList, As.size());
    for (const Attribute &A : As)
      C.AttributePool[Size++] = A;
  }
  /// Appends one operand to the most recently appended instruction, in
  /// the computation's pool (the same fast path, one operand at a time).
  static void addOperand(Instruction &I, const Operand &O) {
    auto &C = *const_cast<Computation *>(I.Parent);
    uint32_t &Size = roomFor(C, I, C.OperandPool, C.OperandCapacity,
                             Instruction::OperandList, 1);
    C.OperandPool[Size++] = O;
    if (O.Def)
      countUse(C, I, *O.Def);
    else if (!O.IsInline)
      building(C).RecountUsers = true; // finish() looks the name up.
  }
  /// The same for the plain operand `Def` (its name, no printed shape, no
  /// tuple index), made in place.
  static void addOperand(Instruction &I, const Instruction *Def) {
    auto &C = *const_cast<Computation *>(I.Parent);
    uint32_t &Size = roomFor(C, I, C.OperandPool, C.OperandCapacity,
                             Instruction::OperandList, 1);
    Operand &O = C.OperandPool[Size++];
    O = Operand();
    O.Def = Def;
    O.Name = Def->Name;
    countUse(C, I, *Def);
  }
  /// Lists of any instruction, to fill in any order; finish() moves them
  /// into the pools. Use these or the setters for one instruction, not both.
  static std::vector<Operand> &operands(Instruction &I);
  static std::vector<Attribute> &attributes(Instruction &I);

  // Computations.
  static void setName(Computation &C, absl::string_view Name, bool Percent) {
    C.Name = Name;
    C.Percent = Percent;
  }
  static void setMarkedEntry(Computation &C, bool On) { C.MarkedEntry = On; }
  static void setExecutionThread(Computation &C, absl::string_view T) {
    C.ExecutionThread = T;
  }
  static void setSignature(Computation &C,
                           std::vector<SignatureParameter> Params,
                           const Shape *Result) {
    C.HasSignature = true;
    C.SignatureParams = std::move(Params);
    C.SignatureResult = Result;
  }
  /// Scratch for building computations (Computation::Building), which a
  /// builder of many computations lends to each in turn.
  using Pools = Computation::Building;
  /// Lends `P` to `C`; call before the first append() (otherwise `C` makes
  /// its own).
  static void lendPools(Computation &C, Pools &P);
  /// Resolves names within `C` and lays out its lists. Call once, after the
  /// last append(); with the Pools lent to `C`, if any, which are left empty
  /// for the next computation. An instruction's operands() and attributes()
  /// are readable while building; users(), controlPredecessors(),
  /// calledComputationNames() and Computation::parameter() only after this.
  static void finish(Computation &C, Pools *Lent = nullptr);
  /// After finish(): the first instruction of `C`, in order, with an operand
  /// that is not defined before it (itself or a later instruction, as in an
  /// operand loop), and that operand's position in `OperandNo`; null when
  /// every operand comes earlier, as XLA's loaders require. Instructions
  /// before position `From` are taken to be known good.
  static const Instruction *operandNotBefore(const Computation &C,
                                             size_t &OperandNo,
                                             size_t From = 0);

  // Modules.
  static std::unique_ptr<Module> newModule(std::shared_ptr<Context> Ctx);
  static void setName(Module &M, absl::string_view Name, bool Percent) {
    M.Name = Name;
    M.Percent = Percent;
  }
  static std::vector<Attribute> &headerAttributes(Module &M) {
    return M.Header;
  }
  static void setStackFrameIndex(Module &M, absl::string_view Text) {
    M.StackFrameIndex = Text;
  }
  /// Module::elidedConstantValue() of `I` (kept in M's Context).
  static void setElidedConstantValue(Module &M, const Instruction &I,
                                     absl::string_view LiteralProto) {
    M.ElidedValues[&I] = LiteralProto;
  }
  /// Module::protoIds() of `C`.
  static void setProtoIds(Module &M, const Computation &C,
                          Module::ProtoIds Ids) {
    M.Ids[&C] = std::move(Ids);
  }
  static void addComputation(Module &M, std::shared_ptr<const Computation> C);
  /// Builds the name index and picks the entry. Call once, at the end.
  static void finish(Module &M);

private:
  /// Room for more instructions for append(), the current block being full.
  static void addInstructionBlock(Computation &C);
  /// Counts `User` as a user of `Def` when `Def` is in `C`, once however
  /// many operands of `User` name it. While a computation is built, an
  /// instruction's Begin[UserList] is its count of users and
  /// Begin[ControlList] one more than the index of the last one.
  /// PERF NOTE: counted as each operand is added (the parser has just read
  /// `Def`'s name, so its line is in cache), finish() has no walk over the
  /// operands to count them.
  static void countUse(const Computation &C, const Instruction &User,
                       const Instruction &Def) {
    if (Def.Parent != &C)
      return;
    auto &D = const_cast<Instruction &>(Def);
    if (D.Begin[Instruction::ControlList] != User.Index + 1) {
      D.Begin[Instruction::ControlList] = User.Index + 1;
      ++D.Begin[Instruction::UserList];
    }
  }
  /// Room for `Need` entries in all in a malloc'ed pool of `C`, of which
  /// the first `Used` are kept: exactly, or else with room to grow.
  template <typename T>
  static void growPool(T *&Pool, uint32_t &Capacity, Computation &C,
                       size_t Used, size_t Need, bool Exact = false);
  /// Frees a pool kept from an earlier computation (none is in use yet)
  /// with room for fewer entries than the `Count` instructions.
  template <typename T>
  static void dropSmallPool(T *&Pool, uint32_t &Capacity, Computation &C,
                            size_t Count);
  /// Room for `N` more entries of list `L` (kept in `Pool`) of `I`, the
  /// instruction appended last to `C`; returns the list's size, which the
  /// caller advances as it fills them.
  template <typename T>
  static uint32_t &roomFor(Computation &C, const Instruction &I, T *&Pool,
                           uint32_t &Capacity, Instruction::List L, size_t N) {
    assert(&I == C.Order[C.Count - 1] && "lists of an earlier instruction");
    uint32_t &Size = C.PoolSize[L];
    if (N > Capacity - Size)
      growPool(Pool, Capacity, C, Size, Size + N);
    return Size;
  }
  /// C's lists being built: the lent Pools, or its own made now.
  static Computation::Building &building(Computation &C) {
    return C.Build ? *C.Build : ownBuilding(C);
  }
  static Computation::Building &ownBuilding(Computation &C);
};

/// True for attributes whose value names computations (`calls`, `to_apply`,
/// `condition`, `body`, `branch_computations`, ...).
inline bool isComputationReferenceAttribute(absl::string_view Name) {
  // PERF NOTE: asked for every attribute of every instruction, by the parser
  // and again by finish(); inline, a switch on the length rejects most names
  // with no compare at all, where a hash set hashed each one.
  switch (Name.size()) {
  case 4:
    return Name == "body";
  case 5:
    return Name == "calls";
  case 6:
    return Name == "select";
  case 7:
    return Name == "scatter";
  case 8:
    return Name == "to_apply";
  case 9:
    return Name == "condition";
  case 10:
    return Name == "comparator";
  case 16:
    return Name == "true_computation";
  case 17:
    return Name == "false_computation";
  case 19:
    return Name == "branch_computations" || Name == "called_computations";
  default:
    return false;
  }
}

} // namespace hlotrace

#endif // HLOTRACE_LIB_IR_IRBUILDER_H
