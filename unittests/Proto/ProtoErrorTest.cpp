//===- ProtoErrorTest.cpp - Bad input gives a clear error, never a crash --===//

#include <filesystem>
#include <fstream>
#include <sstream>

#include "Proto/ProtoInternal.h"
#include "absl/strings/match.h"
#include "absl/strings/str_cat.h"
#include "google/protobuf/text_format.h"
#include "gtest/gtest.h"
#include "hlotrace/Load.h"
#include "hlotrace/Text/Parser.h"
#include "hlotrace/Text/Printer.h"

namespace hlotrace {
namespace {

std::string goodProto() {
  // The smallest real step: computation ids, root and operand ids intact.
  xla::HloModuleProto M;
  M.set_name("m");
  M.set_entry_computation_name("main");
  M.set_entry_computation_id(1);
  auto *C = M.add_computations();
  C->set_name("main");
  C->set_id(1);
  int64_t Base = int64_t(1) << 32;
  auto *P = C->add_instructions();
  P->set_name("p");
  P->set_opcode("parameter");
  P->set_id(Base);
  P->mutable_shape()->set_element_type(xla::F32);
  P->mutable_shape()->mutable_layout()->set_tail_padding_alignment_in_elements(1);
  auto *N = C->add_instructions();
  N->set_name("n");
  N->set_opcode("negate");
  N->set_id(Base + 1);
  N->add_operand_ids(Base);
  *N->mutable_shape() = P->shape();
  C->set_root_id(Base + 1);
  xla::HloProto H;
  *H.mutable_hlo_module() = M;
  return H.SerializeAsString();
}

xla::HloProto goodMessage() {
  xla::HloProto H;
  H.ParseFromString(goodProto());
  return H;
}

std::string error(absl::string_view Bytes) {
  auto F = loadBytes(Bytes, "in.pb");
  if (F.ok())
    return "OK";
  return std::string(F.status().message());
}

TEST(ProtoErrorTest, GoodInputLoads) {
  auto F = loadBytes(goodProto(), "in.pb");
  ASSERT_TRUE(F.ok()) << F.status();
  EXPECT_EQ(printModule(*F->M),
            "HloModule m\n\nENTRY %main (p: f32[]) -> f32[] {\n"
            "  %p = f32[] parameter(0)\n  ROOT %n = f32[] negate(%p)\n}\n\n");
}

TEST(ProtoErrorTest, OldIdPackingLoads) {
  xla::HloProto H = goodMessage();
  auto *C = H.mutable_hlo_module()->mutable_computations(0);
  C->mutable_instructions(0)->set_id(7);
  C->mutable_instructions(1)->set_id(8);
  C->mutable_instructions(1)->set_operand_ids(0, 7);
  C->set_root_id(8);
  auto F = loadBytes(H.SerializeAsString(), "old.pb");
  ASSERT_TRUE(F.ok()) << F.status();
  EXPECT_EQ(F->M->entry()->root()->operand(0)->name(), "p");
}

TEST(ProtoErrorTest, EmptyFile) {
  EXPECT_EQ(error(""), "in.pb: empty file");
}

TEST(ProtoErrorTest, Truncated) {
  std::string B = goodProto();
  EXPECT_EQ(error(B.substr(0, B.size() / 2)),
            "in.pb: not HLO text and not an HloProto, HloSnapshot or "
            "HloModuleProto (truncated, corrupt or another message)");
}

TEST(ProtoErrorTest, RandomBytes) {
  std::string B;
  uint32_t X = 12345;
  for (int I = 0; I < 4096; ++I) {
    X = X * 1103515245 + 12345;
    B += static_cast<char>((X >> 16) & 0xff);
  }
  EXPECT_EQ(error(B),
            "in.pb: not HLO text and not an HloProto, HloSnapshot or "
            "HloModuleProto (truncated, corrupt or another message)");
}

TEST(ProtoErrorTest, WrongMessageType) {
  xla::LiteralProto L;
  L.mutable_shape()->set_element_type(xla::F32);
  L.add_f32s(1.5f);
  EXPECT_EQ(error(L.SerializeAsString()),
            "in.pb: not HLO text and not an HloProto, HloSnapshot or "
            "HloModuleProto (truncated, corrupt or another message)");
}

TEST(ProtoErrorTest, DanglingOperandId) {
  xla::HloProto H = goodMessage();
  H.mutable_hlo_module()->mutable_computations(0)->mutable_instructions(1)
      ->set_operand_ids(0, 99);
  EXPECT_EQ(error(H.SerializeAsString()),
            "in.pb: instruction 'n' in 'main' refers to missing operand id 99");
}

// XLA's loader refuses a repeated instruction name ("Instruction name is
// not unique"); printed, the module would not parse either.
TEST(ProtoErrorTest, RepeatedInstructionName) {
  xla::HloProto H = goodMessage();
  H.mutable_hlo_module()->mutable_computations(0)->mutable_instructions(1)
      ->set_name("p");
  EXPECT_EQ(error(H.SerializeAsString()),
            "in.pb: instruction 'p' in 'main' is defined twice");
  // From text proto too.
  std::string Text;
  ASSERT_TRUE(google::protobuf::TextFormat::PrintToString(H, &Text));
  auto F = readProtoText(Text, FileFormat::HloProto, "in.pbtxt");
  ASSERT_FALSE(F.ok());
  EXPECT_EQ(F.status().message(),
            "in.pbtxt: instruction 'p' in 'main' is defined twice");
}

// XLA's loader requires each operand to be defined before its use; an
// operand loop would load, then print text the parser rejects.
TEST(ProtoErrorTest, InstructionReadingItself) {
  xla::HloProto H = goodMessage();
  auto *C = H.mutable_hlo_module()->mutable_computations(0);
  C->mutable_instructions(1)->set_operand_ids(0, C->instructions(1).id());
  EXPECT_EQ(error(H.SerializeAsString()),
            "in.pb: instruction 'n' in 'main' reads 'n', which is not "
            "defined before it");
}

TEST(ProtoErrorTest, TwoInstructionsReadingEachOther) {
  xla::HloProto H = goodMessage();
  auto *C = H.mutable_hlo_module()->mutable_computations(0);
  // p; n = negate(m); m = negate(n), the root.
  auto *Mi = C->add_instructions();
  *Mi = C->instructions(1);
  Mi->set_name("m");
  Mi->set_id(C->instructions(1).id() + 1);
  Mi->set_operand_ids(0, C->instructions(1).id());
  C->mutable_instructions(1)->set_operand_ids(0, Mi->id());
  C->set_root_id(Mi->id());
  EXPECT_EQ(error(H.SerializeAsString()),
            "in.pb: instruction 'n' in 'main' reads 'm', which is not "
            "defined before it");
}

TEST(ProtoErrorTest, OperandListedAfterItsUser) {
  // No loop, but XLA's loader still rejects a use before the definition.
  xla::HloProto H = goodMessage();
  auto *C = H.mutable_hlo_module()->mutable_computations(0);
  C->mutable_instructions()->SwapElements(0, 1);
  EXPECT_EQ(error(H.SerializeAsString()),
            "in.pb: instruction 'n' in 'main' reads 'p', which is not "
            "defined before it");
}

TEST(ProtoErrorTest, MissingCalledComputation) {
  xla::HloProto H = goodMessage();
  auto *N = H.mutable_hlo_module()->mutable_computations(0)
                ->mutable_instructions(1);
  N->set_opcode("call");
  N->add_called_computation_ids(42);
  EXPECT_EQ(error(H.SerializeAsString()),
            "in.pb: instruction 'n' in 'main' calls missing computation id 42");
}

TEST(ProtoErrorTest, MissingEntryComputation) {
  xla::HloProto H = goodMessage();
  H.mutable_hlo_module()->set_entry_computation_id(5);
  EXPECT_EQ(error(H.SerializeAsString()),
            "in.pb: module 'm' names missing entry computation id 5");
}

TEST(ProtoErrorTest, MissingRoot) {
  xla::HloProto H = goodMessage();
  H.mutable_hlo_module()->mutable_computations(0)->set_root_id(3);
  EXPECT_EQ(error(H.SerializeAsString()),
            "in.pb: computation 'main' has missing root id 3");
}

TEST(ProtoErrorTest, CorruptGzip) {
  auto Z = gzip(goodProto());
  ASSERT_TRUE(Z.ok());
  std::string B = *Z;
  for (size_t I = 12; I < B.size() - 8; ++I)
    B[I] = static_cast<char>(B[I] ^ 0x5a);
  std::string E = error(B);
  EXPECT_TRUE(absl::StartsWith(E, "in.pb: corrupt gzip data (")) << E;
  EXPECT_EQ(error(Z->substr(0, Z->size() / 2)),
            "in.pb: corrupt gzip data (truncated)");
}

TEST(ProtoErrorTest, GzipIsInflatedFirst) {
  auto Z = gzip(goodProto());
  ASSERT_TRUE(Z.ok());
  auto F = loadBytes(*Z, "in.pb.gz");
  ASSERT_TRUE(F.ok()) << F.status();
  EXPECT_TRUE(F->Gzipped);
  EXPECT_EQ(F->Format, FileFormat::HloProto);
}

TEST(ProtoErrorTest, UnknownFieldsAreSkipped) {
  std::string B = goodProto();
  // Field 1000 (varint) and field 1001 (bytes) at the top level, which no
  // version of HloProto defines.
  B += std::string("\xc0\x3e\x07", 3);
  B += std::string("\xca\x3e\x03xyz", 6);
  auto F = loadBytes(B, "in.pb");
  ASSERT_TRUE(F.ok()) << F.status();
  EXPECT_EQ(F->M->entry()->instructionCount(), 2u);
}

TEST(ProtoErrorTest, BadShape) {
  xla::HloProto H = goodMessage();
  H.mutable_hlo_module()->mutable_computations(0)->mutable_instructions(0)
      ->mutable_shape()->set_element_type(static_cast<xla::PrimitiveType>(77));
  EXPECT_EQ(error(H.SerializeAsString()),
            "in.pb: instruction 'p' in 'main': shape has invalid element type 77");
}

TEST(ProtoErrorTest, BadTextProto) {
  EXPECT_EQ(error("hlo_module { name: \"m\" computations { bogus: 1 } }"),
            "in.pb: not a valid HloProto text proto: 1:44: Message type "
            "\"hlotrace.xla.HloComputationProto\" has no field named \"bogus\".");
}

TEST(ProtoErrorTest, MissingFileNamesThePath) {
  auto F = loadFile("/nonexistent/x.hlo.pb");
  ASSERT_FALSE(F.ok());
  EXPECT_TRUE(absl::StrContains(F.status().message(), "/nonexistent/x.hlo.pb"))
      << F.status();
}

TEST(ProtoErrorTest, SnapshotLiteralValues) {
  xla::HloSnapshot S;
  *S.mutable_hlo() = goodMessage();
  auto *A = S.add_arguments();
  A->mutable_shape()->set_element_type(xla::F32);
  A->mutable_shape()->add_dimensions(3);
  A->mutable_shape()->add_is_dynamic_dimension(false);
  for (float V : {1.5f, -2.0f, 1e-6f})
    A->add_f32s(V);
  auto *R = S.mutable_result();
  R->mutable_shape()->set_element_type(xla::BF16);
  R->set_bf16s(std::string("\x80\x3f", 2)); // bf16 1.0
  auto F = loadBytes(S.SerializeAsString(), "s.pb");
  ASSERT_TRUE(F.ok()) << F.status();
  ASSERT_EQ(F->Format, FileFormat::HloSnapshot);
  ASSERT_EQ(F->Snap->arguments().size(), 1u);
  const Literal &L = F->Snap->arguments()[0];
  EXPECT_EQ(L.shape()->toString(), "f32[3]");
  EXPECT_EQ(L.toDoubles(), (std::vector<double>{1.5, -2.0, double(1e-6f)}));
  EXPECT_EQ(L.toString(), "{1.5, -2, 1e-06}");
  EXPECT_EQ(F->Snap->result()->real(0), 1.0);
  // Wrong element count is an error, not a crash.
  A->add_f32s(3);
  EXPECT_EQ(error(S.SerializeAsString()),
            "in.pb: snapshot argument 0: literal of shape f32[3] has 4 "
            "values, expected 3");
}

// Review finding 17: libprotobuf logs "String field ... contains invalid
// UTF-8" to stderr when it parses or serializes such a field. The library
// never prints: the load is an error value and stderr stays empty.
TEST(ProtoErrorTest, NonUtf8StringIsAnErrorAndPrintsNothing) {
  xla::HloProto H = goodMessage();
  H.mutable_hlo_module()
      ->mutable_computations(0)
      ->mutable_instructions(1)
      ->mutable_metadata()
      ->set_op_name("bad\xff\xfe");
  std::string Bytes;
  {
    QuietProtobuf Quiet; // the test's own serialization
    Bytes = H.SerializeAsString();
  }
  testing::internal::CaptureStderr();
  std::string Message = error(Bytes);
  std::string Printed = testing::internal::GetCapturedStderr();
  // The offset is the op_name record's: its tag and length byte, then the
  // string.
  size_t At = Bytes.find("bad\xff\xfe") - 2;
  EXPECT_EQ(Message, absl::StrCat("in.pb: not a valid HloProto: byte ", At,
                                  ": OpMetadata.op_name is not valid UTF-8"));
  EXPECT_EQ(Printed, "");
}

TEST(ProtoErrorTest, WritingNonUtf8MetadataPrintsNothing) {
  auto M = parseModule("HloModule m\n\nENTRY %e (p: f32[]) -> f32[] {\n"
                       "  %p = f32[] parameter(0), metadata={op_name=\"a\xff\"}\n"
                       "  ROOT %n = f32[] negate(%p)\n}\n",
                       "in.hlo");
  ASSERT_TRUE(M.ok()) << M.status();
  testing::internal::CaptureStderr();
  auto Bytes = writeHloModuleProto(**M);
  std::string Printed = testing::internal::GetCapturedStderr();
  EXPECT_EQ(Printed, "");
  // Protobuf string fields must be UTF-8: an error value naming the field,
  // instruction and computation, not a crash or a log line.
  ASSERT_FALSE(Bytes.ok());
  EXPECT_EQ(Bytes.status().message(),
            "cannot write to protobuf: metadata.op_name of instruction 'p' "
            "in computation 'e' is not valid UTF-8 (protobuf string fields "
            "must be)");
}

} // namespace
} // namespace hlotrace
