//===- ProtoWirePathTest.cpp - The wire reader agrees with libprotobuf's --===//
//
// Every committed binary protobuf module (HloProto, HloModuleProto,
// HloSnapshot; gzipped or not), read by the wire front end and by the
// message front end (libprotobuf decodes it, the reader takes it as a text
// proto), must print the same text and carry the same execution data. Also hand-made encodings
// that a writer may legally produce but XLA's does not: fields out of
// order, unpacked ids, a message given twice, a field of the wrong wire
// type.
//
//===----------------------------------------------------------------------===//

#include <filesystem>

#include "Proto/ProtoInternal.h"
#include "Support/DataFiles.h"
#include "absl/strings/match.h"
#include "absl/strings/str_cat.h"
#include "google/protobuf/text_format.h"
#include "gtest/gtest.h"
#include "hlotrace/Load.h"
#include "hlotrace/Proto/ProtoWriter.h"
#include "hlotrace/Text/Parser.h"
#include "hlotrace/Text/Printer.h"

namespace hlotrace {
namespace {

namespace fs = std::filesystem;

std::vector<std::string> protoFiles() {
  std::vector<std::string> Out;
  for (const char *Root : {HLOTRACE_TEST_DATA, HLOTRACE_ACCEL_DATA}) {
    std::error_code EC;
    if (!fs::is_directory(Root, EC))
      continue;
    for (auto It = fs::recursive_directory_iterator(Root, EC);
         !EC && It != fs::recursive_directory_iterator(); It.increment(EC)) {
      std::string P = It->path().string();
      if (absl::EndsWith(P, ".pb") || absl::EndsWith(P, ".pb.gz"))
        Out.push_back(P);
    }
  }
  std::sort(Out.begin(), Out.end());
  return Out;
}

std::string describe(const absl::StatusOr<LoadedFile> &F) {
  if (!F.ok())
    return std::string(F.status().message());
  std::string S = printModule(*F->M);
  if (F->Snap) {
    for (const Literal &L : F->Snap->arguments())
      S += "\nargument " + L.shape()->toString() + " " + L.toString();
    if (const Literal *R = F->Snap->result())
      S += "\nresult " + R->shape()->toString() + " " + R->toString();
    S += "\nplatform " + std::string(F->Snap->executionPlatform());
  }
  return S;
}

/// The message path: libprotobuf decodes `Bytes` (a `Kind` message), and
/// the reader takes it as text proto, the one input that still goes
/// through a decoded message.
absl::StatusOr<LoadedFile> viaMessage(absl::string_view Bytes, FileFormat Kind,
                                      absl::string_view Name) {
  xla::HloProto Hlo;
  xla::HloModuleProto Module;
  xla::HloSnapshot Snapshot;
  google::protobuf::Message *M = Kind == FileFormat::HloProto ? &Hlo
                                 : Kind == FileFormat::HloSnapshot
                                     ? static_cast<google::protobuf::Message *>(
                                           &Snapshot)
                                     : &Module;
  QuietProtobuf Quiet;
  if (!M->ParseFromArray(Bytes.data(), static_cast<int>(Bytes.size())))
    return absl::InvalidArgumentError("libprotobuf refuses it");
  // The reader ignores unknown fields; text format would print them by
  // number, which its parser refuses.
  M->DiscardUnknownFields();
  std::string Text;
  if (!google::protobuf::TextFormat::PrintToString(*M, &Text))
    return absl::InternalError("cannot print the text proto");
  return readProtoText(Text, Kind, Name);
}

absl::StatusOr<LoadedFile> viaMessage(const std::string &Path,
                                      const LoadedFile &New) {
  std::string Bytes = test::readWholeFile(Path);
  if (New.Gzipped) {
    auto In = gunzip(Bytes, Path, size_t(1) << 32);
    if (!In.ok())
      return In.status();
    Bytes = *In;
  }
  return viaMessage(Bytes, New.Format, Path);
}

TEST(ProtoWirePathTest, EveryCommittedProtoPrintsTheSame) {
  int Compared = 0;
  for (const std::string &Path : protoFiles()) {
    auto New = loadFile(Path);
    if (!New.ok() || New->Format == FileFormat::HloText || New->TextProto)
      continue; // Not a module (topology, compile options, reports).
    SCOPED_TRACE(Path);
    auto Old = viaMessage(Path, *New);
    ASSERT_TRUE(Old.ok()) << Old.status();
    EXPECT_EQ(describe(New), describe(Old));
    ++Compared;
  }
  // unittests/data/xla-cpu alone holds hundreds of .hlo.pb files.
  EXPECT_GE(Compared, 300);
}

/// HLO text as hlotrace's writer encodes it (an HloModuleProto).
std::string written(absl::string_view Text) {
  auto M = parseModule(Text, "written.hlo");
  EXPECT_TRUE(M.ok()) << M.status();
  if (!M.ok())
    return std::string();
  auto Bytes = writeHloModuleProto(**M);
  EXPECT_TRUE(Bytes.ok()) << Bytes.status();
  return Bytes.ok() ? *Bytes : std::string();
}

/// A two-instruction module with metadata, as the writer encodes it.
xla::HloModuleProto smallModule() {
  xla::HloModuleProto P;
  EXPECT_TRUE(P.ParseFromString(written(
      "HloModule m\n\nENTRY %main (p: f32[2]) -> f32[2] {\n"
      "  %p = f32[2]{0} parameter(0), metadata={op_type=\"p\\\"q\" "
      "source_line=7}\n"
      "  ROOT %n = f32[2]{0} negate(%p), metadata={op_name=\"neg\"}\n}\n")));
  return P;
}

std::string viaWire(absl::string_view Bytes) {
  return describe(readProtoBytes(Bytes, FileFormat::HloModuleProto, "w.pb"));
}
std::string viaMessage(absl::string_view Bytes) {
  return describe(viaMessage(Bytes, FileFormat::HloModuleProto, "w.pb"));
}

TEST(ProtoWirePathTest, SmallModule) {
  std::string B = smallModule().SerializeAsString();
  EXPECT_EQ(viaWire(B),
            "HloModule m\n\nENTRY %main (p: f32[2]) -> f32[2] {\n"
            "  %p = f32[2]{0} parameter(0), metadata={op_type=\"p\\\"q\" "
            "source_line=7}\n"
            "  ROOT %n = f32[2]{0} negate(%p), metadata={op_name=\"neg\"}\n"
            "}\n\n");
  EXPECT_EQ(viaWire(B), viaMessage(B));
}

std::string varint(uint64_t V) {
  std::string R;
  while (V >= 0x80) {
    R += static_cast<char>((V & 0x7f) | 0x80);
    V >>= 7;
  }
  R += static_cast<char>(V);
  return R;
}

/// A length-delimited record of field `Number` holding `Bytes`.
std::string record(int Number, const std::string &Bytes) {
  return varint(uint64_t(Number) << 3 | 2) + varint(Bytes.size()) + Bytes;
}

/// smallModule() with its root instruction's record replaced by `Root`.
std::string withRawRoot(const std::string &Root) {
  xla::HloModuleProto M = smallModule();
  xla::HloComputationProto C = M.computations(0);
  C.mutable_instructions()->RemoveLast();
  M.clear_computations();
  return M.SerializeAsString() +
         record(3, C.SerializeAsString() + record(2, Root));
}

// A second encoding of a singular message merges into the first: the root
// gets another metadata field, its shape another dimension.
TEST(ProtoWirePathTest, MessagesGivenTwiceAreMerged) {
  xla::HloInstructionProto N = smallModule().computations(0).instructions(1);
  xla::HloInstructionProto More;
  More.mutable_metadata()->set_source_file("f.py");
  More.mutable_shape()->add_dimensions(3);
  More.mutable_shape()->add_is_dynamic_dimension(false);
  std::string B = withRawRoot(N.SerializeAsString() + More.SerializeAsString());
  std::string Printed = viaWire(B);
  EXPECT_TRUE(absl::StrContains(
      Printed, "ROOT %n = f32[2,3]{0} negate(%p), metadata={op_name=\"neg\" "
               "source_file=\"f.py\"}"))
      << Printed;
  EXPECT_EQ(Printed, viaMessage(B));
}

// Hand-encoded records: unpacked operand ids, a name given twice (the last
// wins), a field of the wrong wire type (libprotobuf keeps it as unknown).
TEST(ProtoWirePathTest, LegalButUnusualEncodings) {
  xla::HloInstructionProto N = smallModule().computations(0).instructions(1);
  int64_t Operand = N.operand_ids(0);
  N.clear_operand_ids();
  std::string Root = N.SerializeAsString();
  Root += varint(36 << 3) + varint(Operand); // operand_ids, one varint
  Root += std::string("\x0a\x01m", 3);     // field 1 (name) again: "m"
  Root += std::string("\x10\x05", 2);      // field 2 (opcode) as a varint
  std::string B = withRawRoot(Root);
  std::string Printed = viaWire(B);
  EXPECT_TRUE(absl::StrContains(Printed, "ROOT %m = f32[2]{0} negate(%p)"))
      << Printed;
  EXPECT_EQ(Printed, viaMessage(B));
}

// The id (field 35) and packed operand ids (36) records after the head are
// read by their tags: given again they behave as in libprotobuf (the last id
// wins, packed runs concatenate), and a run cut inside its last id is an
// error naming the packed ids, as is the same cut in the general loop.
TEST(ProtoWirePathTest, IdAndOperandRecordsReadByTheirTags) {
  xla::HloInstructionProto N = smallModule().computations(0).instructions(1);
  int64_t Operand = N.operand_ids(0);
  std::string Base = N.SerializeAsString();
  std::string Again = Base + varint(35 << 3) + varint(N.id()) +
                      record(36, varint(Operand));
  std::string B = withRawRoot(Again);
  std::string Printed = viaWire(B);
  EXPECT_TRUE(absl::StrContains(Printed, "ROOT %n = f32[2]{0} negate(%p, %p)"))
      << Printed;
  EXPECT_EQ(Printed, viaMessage(B));
  // Another id given last: the root id no longer names an instruction.
  std::string Moved = withRawRoot(Base + varint(35 << 3) + varint(N.id() + 7));
  EXPECT_EQ(viaWire(Moved), viaMessage(Moved));
  EXPECT_TRUE(absl::StrContains(viaWire(Moved), "missing root id"))
      << viaWire(Moved);
  // A packed run whose last id has its continuation bit set, followed by
  // more bytes of the instruction (the decoder may load them, not use them).
  std::string Id = varint(Operand);
  Id.back() = static_cast<char>(Id.back() | 0x80);
  for (const std::string &Tail : {std::string(), record(43, "{}")}) {
    std::string E = viaWire(withRawRoot(Base + record(36, Id) + Tail));
    EXPECT_TRUE(absl::StartsWith(E, "w.pb: not a valid HloModuleProto: byte "))
        << E;
    EXPECT_TRUE(absl::EndsWith(
        E, ": truncated or corrupt packed ids in HloInstructionProto"))
        << E;
  }
  // An id record cut short at the end of the instruction.
  std::string Cut = varint(35 << 3) + varint(N.id());
  Cut.pop_back();
  std::string E = viaWire(withRawRoot(Base + Cut));
  EXPECT_TRUE(absl::EndsWith(E, ": truncated or corrupt HloInstructionProto"))
      << E;
}

// host_program_shape is read by its records when it holds only parameters,
// result and names: given twice (merged), with an unknown field (then
// libprotobuf parses it), and with a corrupt parameter shape, it prints and
// fails as through the message.
TEST(ProtoWirePathTest, HostProgramShapeRecords) {
  xla::HloModuleProto M = smallModule();
  xla::ProgramShapeProto PS;
  *PS.add_parameters() = M.computations(0).instructions(0).shape();
  *PS.mutable_result() = M.computations(0).instructions(1).shape();
  PS.add_parameter_names("p");
  M.clear_host_program_shape();
  std::string Base = M.SerializeAsString();
  std::string Once = record(4, PS.SerializeAsString());
  for (const std::string &B :
       {Base + Once, Base + Once + Once,
        Base + Once + varint(9 << 3) + varint(1),
        Base + record(4, PS.SerializeAsString() + varint(9 << 3) + varint(1))}) {
    std::string Printed = viaWire(B);
    EXPECT_TRUE(absl::StrContains(Printed, "entry_computation_layout={("))
        << Printed;
    EXPECT_EQ(Printed, viaMessage(B));
  }
  std::string Bad = record(1, "\x08");  // a ShapeProto cut inside a varint
  std::string E = viaWire(Base + record(4, Bad));
  EXPECT_TRUE(absl::EndsWith(E, ": truncated or corrupt protobuf in the "
                                "module's HloModuleProto.host_program_shape"))
      << E;
  std::string Name = record(3, "\xff");
  E = viaWire(Base + record(4, PS.SerializeAsString() + Name));
  EXPECT_TRUE(absl::EndsWith(E, "HloModuleProto.host_program_shape")) << E;
}

// Instructions whose opcode, shape and metadata records are encoded alike
// share what the reader makes of them (InstrRecord::head()); one that gives
// its metadata again further on must not (the second record merges into the
// first), nor one whose opcode comes back as another. XLA's closing empty
// frontend_attributes and statistics_viz records change nothing, and bytes
// equal to them inside a field stay that field's.
TEST(ProtoWirePathTest, RepeatedHeadsAndClosingRecords) {
  std::string Bytes = written(
      "HloModule m\n\nENTRY %main (p: f32[2]) -> f32[2] {\n"
      "  %p = f32[2]{0} parameter(0), metadata={op_name=\"a\"}\n"
      "  %n = f32[2]{0} negate(%p), metadata={op_name=\"a\"}\n"
      "  %o = f32[2]{0} negate(%n), metadata={op_name=\"a\"}\n"
      "  %q = f32[2]{0} negate(%o), metadata={op_name=\"a\"}\n"
      "  ROOT %r = f32[2]{0} negate(%q), metadata={op_name=\"a\"}\n}\n");
  ASSERT_FALSE(Bytes.empty());
  xla::HloModuleProto P;
  ASSERT_TRUE(P.ParseFromString(Bytes));
  xla::HloComputationProto C = P.computations(0);
  ASSERT_EQ(C.instructions_size(), 5);
  const std::string Closing("\xa2\x04\x00\x92\x05\x00", 6);
  xla::OpMetadata More;
  More.set_source_file("f.py");
  std::string Raw[5];
  for (int K = 0; K < 5; ++K)
    Raw[K] = C.instructions(K).SerializeAsString();
  Raw[1] += Closing;                           // %n: closed as XLA does
  Raw[2] += record(7, More.SerializeAsString()); // %o: metadata again
  Raw[3] += record(2, "abs") + Closing;        // %q: another opcode
  // %r: a backend_config whose bytes end like the closing records.
  Raw[4] += record(43, "{}" + Closing);
  C.clear_instructions();
  P.clear_computations();
  std::string Comp = C.SerializeAsString();
  for (const std::string &R : Raw)
    Comp += record(2, R);
  std::string B = P.SerializeAsString() + record(3, Comp);
  std::string Printed = viaWire(B);
  EXPECT_TRUE(absl::StrContains(
      Printed, "  %n = f32[2]{0} negate(%p), metadata={op_name=\"a\"}\n"
               "  %o = f32[2]{0} negate(%n), metadata={op_name=\"a\" "
               "source_file=\"f.py\"}\n"
               "  %q = f32[2]{0} abs(%o), metadata={op_name=\"a\"}\n"
               "  ROOT %r = f32[2]{0} negate(%q), metadata={op_name=\"a\"}, "
               "backend_config=\"{}\\242\\004\\000\\222\\005\\000\"\n"))
      << Printed;
  EXPECT_EQ(Printed, viaMessage(B));
}

// XLA writes computations callees first; any other order (here the
// reverse: the entry before the computations it calls, a callee before its
// own callee) prints the same, in XLA's print order.
TEST(ProtoWirePathTest, ComputationsInAnyOrder) {
  xla::HloModuleProto P;
  ASSERT_TRUE(P.ParseFromString(written(
      "HloModule m\n\n%inner (a: f32[2]) -> f32[2] {\n"
      "  %a = f32[2]{0} parameter(0)\n"
      "  ROOT %n = f32[2]{0} negate(%a)\n}\n\n"
      "%outer (b: f32[2]) -> f32[2] {\n"
      "  %b = f32[2]{0} parameter(0)\n"
      "  ROOT %c = f32[2]{0} call(%b), to_apply=%inner\n}\n\n"
      "ENTRY %main (p: f32[2]) -> f32[2] {\n"
      "  %p = f32[2]{0} parameter(0)\n"
      "  ROOT %d = f32[2]{0} call(%p), to_apply=%outer\n}\n")));
  ASSERT_EQ(P.computations_size(), 3);
  std::string InOrder = viaWire(P.SerializeAsString());
  EXPECT_TRUE(absl::StrContains(InOrder, "%inner (a: f32[2]) -> f32[2] {"))
      << InOrder;
  xla::HloModuleProto Reversed = P;
  Reversed.clear_computations();
  for (int K = P.computations_size() - 1; K >= 0; --K)
    *Reversed.add_computations() = P.computations(K);
  std::string B = Reversed.SerializeAsString();
  EXPECT_EQ(viaWire(B), InOrder);
  EXPECT_EQ(viaWire(B), viaMessage(B));
}

// The wire path builds each computation as soon as it is scanned
// (ProtoReader.cpp, build()), yet a module with several faults gives the
// error a scan of everything before any build would: a scan error before
// any build error, and among build errors the first in print order.
TEST(ProtoWirePathTest, ErrorsAsIfEverythingWereScannedFirst) {
  xla::HloModuleProto P;
  ASSERT_TRUE(P.ParseFromString(written(
      "HloModule m\n\n%a_leaf (a: f32[2]) -> f32[2] {\n"
      "  %a = f32[2]{0} parameter(0)\n"
      "  ROOT %n = f32[2]{0} negate(%a)\n}\n\n"
      "%b_leaf (b: f32[2]) -> f32[2] {\n"
      "  %b = f32[2]{0} parameter(0)\n"
      "  ROOT %m = f32[2]{0} negate(%b)\n}\n\n"
      "ENTRY %main (p: f32[2]) -> f32[2] {\n"
      "  %p = f32[2]{0} parameter(0)\n"
      "  %x = f32[2]{0} call(%p), to_apply=%b_leaf\n"
      "  ROOT %y = f32[2]{0} call(%x), to_apply=%a_leaf\n}\n")));
  ASSERT_EQ(P.computations_size(), 3);
  auto named = [&](absl::string_view Name) {
    for (xla::HloComputationProto &C : *P.mutable_computations())
      if (C.name() == Name)
        return &C;
    ADD_FAILURE() << Name;
    return P.mutable_computations(0);
  };
  // The leaf printed second comes first in proto order.
  const std::string Valid = viaWire(P.SerializeAsString());
  const bool AFirst = Valid.find("%a_leaf") < Valid.find("%b_leaf");
  const std::string Printed1 = AFirst ? "a_leaf" : "b_leaf";
  const std::string Printed2 = AFirst ? "b_leaf" : "a_leaf";
  xla::HloModuleProto Q = P;
  Q.clear_computations();
  for (absl::string_view N : {Printed2, Printed1, std::string("main")})
    *Q.add_computations() = *named(N);
  ASSERT_EQ(viaWire(Q.SerializeAsString()), Valid);
  // Both leaves broken: the first in proto order fails first as it is
  // scanned; the error is the other's, the first in print order.
  Q.mutable_computations(0)->set_root_id(999);
  Q.mutable_computations(1)->set_root_id(998);
  std::string B = Q.SerializeAsString();
  EXPECT_EQ(viaWire(B), absl::StrCat("w.pb: computation '", Printed1,
                                     "' has missing root id 998"));
  EXPECT_EQ(viaWire(B), viaMessage(B));
  // A scan error in the last computation comes before both.
  Q.mutable_computations(2)->mutable_instructions(0)->set_name("p\xff");
  {
    QuietProtobuf Quiet;
    B = Q.SerializeAsString();
  }
  std::string E = viaWire(B);
  EXPECT_TRUE(absl::EndsWith(E, ": HloInstructionProto.name is not valid UTF-8"))
      << E;
  // A repeated computation id comes before a build error.
  Q.mutable_computations(2)->mutable_instructions(0)->set_name("p");
  Q.mutable_computations(2)->set_id(Q.computations(1).id());
  E = viaWire(Q.SerializeAsString());
  EXPECT_TRUE(absl::StrContains(E, "is used twice ('main')")) << E;
}

/// `Text` written by hlotrace, read back by the wire front end: it prints
/// each of `Parts` and the same text as the message front end.
void expectWirePrints(absl::string_view Text,
                      const std::vector<std::string> &Parts) {
  std::string Bytes = written(Text);
  ASSERT_FALSE(Bytes.empty());
  std::string Printed = viaWire(Bytes);
  for (const std::string &Part : Parts)
    EXPECT_TRUE(absl::StrContains(Printed, Part)) << Part << "\n" << Printed;
  EXPECT_EQ(Printed, viaMessage(Bytes));
}

// Instructions whose fields beyond the records (here slice_dimensions)
// are encoded alike share one parsed remainder; others keep their own.
TEST(ProtoWirePathTest, EqualRemaindersPrintAlike) {
  expectWirePrints("HloModule m\n\nENTRY %main (p: f32[8]) -> f32[2] {\n"
                   "  %p = f32[8]{0} parameter(0)\n"
                   "  %a = f32[2]{0} slice(%p), slice={[0:2]}\n"
                   "  %b = f32[2]{0} slice(%p), slice={[0:2]}\n"
                   "  %c = f32[2]{0} slice(%p), slice={[4:8:2]}\n"
                   "  %d = f32[2]{0} add(%a, %b)\n"
                   "  ROOT %e = f32[2]{0} add(%d, %c)\n}\n",
                   {"  %b = f32[2]{0} slice(%p), slice={[0:2]}\n"
                    "  %c = f32[2]{0} slice(%p), slice={[4:8:2]}\n"});
}

// The reader makes the attributes of a remainder-only opcode (dot,
// custom-call) once per shared remainder and skips opcodes with none when
// the remainder is empty: equal remainders, different ones, and an `add`
// with a remainder (sharding) after plain ones must print as the message
// path prints them.
TEST(ProtoWirePathTest, AttributesOfSharedRemaindersPrintAlike) {
  expectWirePrints(
      "HloModule m\n\nENTRY %main (x: f32[2,3], y: f32[3,2]) -> f32[2,2] {\n"
      "  %x = f32[2,3]{1,0} parameter(0)\n"
      "  %y = f32[3,2]{1,0} parameter(1)\n"
      "  %a = f32[2,2]{1,0} dot(%x, %y), lhs_contracting_dims={1}, "
      "rhs_contracting_dims={0}\n"
      "  %b = f32[2,2]{1,0} dot(%x, %y), lhs_contracting_dims={1}, "
      "rhs_contracting_dims={0}\n"
      "  %c = f32[2,2]{1,0} dot(%x, %y), lhs_contracting_dims={1}, "
      "rhs_contracting_dims={0}, operand_precision={highest,default}\n"
      "  %d = f32[2,2]{1,0} custom-call(%a), custom_call_target=\"t\"\n"
      "  %e = f32[2,2]{1,0} custom-call(%b), custom_call_target=\"t\"\n"
      "  %f = f32[2,2]{1,0} custom-call(%c), custom_call_target=\"u\"\n"
      "  %g = f32[2,2]{1,0} add(%d, %e)\n"
      "  %h = f32[2,2]{1,0} add(%g, %f), sharding={replicated}\n"
      "  ROOT %i = f32[2,2]{1,0} add(%h, %g)\n}\n",
      {"%b = f32[2,2]{1,0} dot(%x, %y), lhs_contracting_dims={1}, "
       "rhs_contracting_dims={0}\n",
       "operand_precision={highest,default}\n",
       "%e = f32[2,2]{1,0} custom-call(%b), custom_call_target=\"t\"\n",
       "%f = f32[2,2]{1,0} custom-call(%c), custom_call_target=\"u\"\n",
       "%h = f32[2,2]{1,0} add(%g, %f), sharding={replicated}\n",
       "ROOT %i = f32[2,2]{1,0} add(%h, %g)\n"});
}

// Constants whose literal is their only field beyond the common ones share
// one decoded literal per encoding; what prints must not depend on it.
TEST(ProtoWirePathTest, ConstantsWithEqualLiteralsPrintAlike) {
  expectWirePrints("HloModule m\n\nENTRY %main () -> f32[] {\n"
                   "  %a = f32[] constant(1)\n  %b = f32[] constant(1)\n"
                   "  %c = f32[] constant(2)\n  %d = s32[3]{0} constant({1, 2, 3})\n"
                   "  %e = s32[3]{0} constant({1, 2, 3})\n"
                   "  %f = f32[] add(%a, %b)\n  ROOT %g = f32[] add(%f, %c)\n}\n",
                   {"%b = f32[] constant(1)\n", "%c = f32[] constant(2)\n",
                    "%e = s32[3]{0} constant({1, 2, 3})"});
}

// A constant's literal record, alone or given twice (merged), as the
// message path reads it; a corrupt one names its record.
TEST(ProtoWirePathTest, ConstantLiteralRecords) {
  xla::HloInstructionProto N = smallModule().computations(0).instructions(1);
  N.set_opcode("constant");
  N.clear_operand_ids();
  xla::LiteralProto L;
  *L.mutable_shape() = N.shape();
  L.add_f32s(1);
  L.add_f32s(2);
  std::string Lit = record(8, L.SerializeAsString());
  std::string Once = withRawRoot(N.SerializeAsString() + Lit);
  EXPECT_TRUE(absl::StrContains(viaWire(Once),
                                "ROOT %n = f32[2]{0} constant({1, 2})"))
      << viaWire(Once);
  EXPECT_EQ(viaWire(Once), viaMessage(Once));
  // Twice: merged, the repeated fields concatenate (the literal's shape
  // gets a second dimension of 2, its values repeat). Rows of more than one
  // value print with padded braces, as XLA prints them (checked with jaxlib:
  // an s32[2,2] constant prints `{ { 1, 2 }, { 3, 4 } }`).
  std::string Twice = withRawRoot(N.SerializeAsString() + Lit + Lit);
  EXPECT_EQ(viaWire(Twice), viaMessage(Twice));
  EXPECT_TRUE(absl::StrContains(viaWire(Twice),
                                "constant({ { 1, 2 }, { 1, 2 } })"))
      << viaWire(Twice);
  // Cut inside the literal: the length runs one byte short of a full f32.
  std::string Bad = record(8, L.SerializeAsString().substr(
                                  0, L.SerializeAsString().size() - 1));
  std::string E = viaWire(withRawRoot(N.SerializeAsString() + Bad));
  EXPECT_TRUE(absl::StartsWith(E, "w.pb: not a valid HloModuleProto: byte "))
      << E;
  EXPECT_TRUE(absl::EndsWith(E, ": truncated or corrupt protobuf in "
                                "instruction 'n': HloInstructionProto.literal"))
      << E;
}

TEST(ProtoWirePathTest, CorruptBytesNameTheOffset) {
  std::string B = smallModule().SerializeAsString();
  // Cut inside the last instruction: the computations record (after the
  // 9 bytes of name and entry name) now runs past the end.
  std::string Cut = B.substr(0, B.size() - 12);
  EXPECT_EQ(describe(readProtoBytes(Cut, FileFormat::HloModuleProto, "w.pb")),
            "w.pb: not a valid HloModuleProto: byte 9: truncated or corrupt "
            "HloModuleProto");
  // A non-UTF-8 instruction name.
  xla::HloModuleProto M = smallModule();
  M.mutable_computations(0)->mutable_instructions(0)->set_name("p\xff");
  std::string Bad;
  {
    QuietProtobuf Quiet;
    Bad = M.SerializeAsString();
  }
  std::string E = viaWire(Bad);
  EXPECT_TRUE(absl::StartsWith(E, "w.pb: not a valid HloModuleProto: byte "))
      << E;
  EXPECT_TRUE(absl::EndsWith(E, ": HloInstructionProto.name is not valid UTF-8"))
      << E;
}

// The name and the opcode are tested for UTF-8 together (ProtoRecords.cpp,
// Scanner::head()); the error still names the one at fault and its offset,
// a sequence cut short at the end of the name included.
TEST(ProtoWirePathTest, NonUtf8NameOrOpcodeNamesTheField) {
  auto errorOf = [](const std::string &Name, const std::string &Opcode,
                    std::string Record) {
    xla::HloModuleProto M = smallModule();
    auto *I = M.mutable_computations(0)->mutable_instructions(0);
    I->set_name(Name);
    I->set_opcode(Opcode);
    std::string Bad;
    {
      QuietProtobuf Quiet;
      Bad = M.SerializeAsString();
    }
    size_t At = Bad.find(Record);
    EXPECT_NE(At, std::string::npos);
    return std::make_pair(viaWire(Bad), At);
  };
  auto [E1, At1] = errorOf("p\xc3", "parameter", std::string("\x0a\x02p\xc3", 4));
  EXPECT_EQ(E1, absl::StrCat("w.pb: not a valid HloModuleProto: byte ", At1,
                             ": HloInstructionProto.name is not valid UTF-8"));
  auto [E2, At2] = errorOf("p", "ab\xff", std::string("\x12\x03" "ab\xff", 5));
  EXPECT_EQ(E2, absl::StrCat("w.pb: not a valid HloModuleProto: byte ", At2,
                             ": HloInstructionProto.opcode is not valid UTF-8"));
  auto [E3, At3] = errorOf("p\xc3", "ab\xff", std::string("\x0a\x02p\xc3", 4));
  EXPECT_EQ(E3, absl::StrCat("w.pb: not a valid HloModuleProto: byte ", At3,
                             ": HloInstructionProto.name is not valid UTF-8"));
}

} // namespace
} // namespace hlotrace
