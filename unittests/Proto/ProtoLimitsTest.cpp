//===- ProtoLimitsTest.cpp - Hostile protos meet a limit, not a hang ------===//
//
// Regression tests for the reliability review of 2026-12-01 (findings 4, 5,
// 7, 8 and 12): small inputs that used to hang, overflow the stack, blow up
// memory or hit undefined behaviour now load, or fail with an error naming
// the file.
//
//===----------------------------------------------------------------------===//

#include <string>

#include "Proto/ProtoInternal.h"
#include "absl/strings/match.h"
#include "absl/strings/str_cat.h"
#include "gtest/gtest.h"
#include "hlotrace/Load.h"
#include "hlotrace/Proto/ProtoWriter.h"
#include "hlotrace/Text/Parser.h"
#include "hlotrace/Text/Printer.h"

namespace hlotrace {
namespace {

/// `ENTRY main { p = f32[] parameter(0); ROOT n = negate(p) }` with `Name`
/// as the parameter's name.
xla::HloProto twoInstructions(const std::string &Name = "p") {
  xla::HloProto H;
  xla::HloModuleProto &M = *H.mutable_hlo_module();
  M.set_name("m");
  M.set_entry_computation_name("main");
  M.set_entry_computation_id(1);
  auto *C = M.add_computations();
  C->set_name("main");
  C->set_id(1);
  auto *P = C->add_instructions();
  P->set_name(Name);
  P->set_opcode("parameter");
  P->set_id(1);
  P->mutable_shape()->set_element_type(xla::F32);
  auto *N = C->add_instructions();
  N->set_name("n");
  N->set_opcode("negate");
  N->set_id(2);
  N->add_operand_ids(1);
  *N->mutable_shape() = P->shape();
  C->set_root_id(2);
  return H;
}

/// The same module with the root replaced by `constant` of shape `Dims`.
xla::HloProto withConstant(std::initializer_list<int64_t> Dims) {
  xla::HloProto H = twoInstructions();
  auto *I = H.mutable_hlo_module()->mutable_computations(0)->add_instructions();
  I->set_name("c");
  I->set_opcode("constant");
  I->set_id(3);
  xla::ShapeProto S;
  S.set_element_type(xla::S32);
  for (int64_t D : Dims) {
    S.add_dimensions(D);
    S.add_is_dynamic_dimension(false);
  }
  *I->mutable_shape() = S;
  *I->mutable_literal()->mutable_shape() = S;
  H.mutable_hlo_module()->mutable_computations(0)->set_root_id(3);
  return H;
}

std::string loadError(const std::string &Bytes) {
  auto F = loadBytes(Bytes, "in.pb");
  return F.ok() ? "OK" : std::string(F.status().message());
}

// Finding 4: s32[2^62,0] has no elements but 2^62 empty sub-arrays to print.
TEST(ProtoLimitsTest, ZeroSizeLiteralWithHugeOuterDimension) {
  int64_t Huge = int64_t(1) << 62;
  EXPECT_EQ(loadError(withConstant({Huge, 0}).SerializeAsString()),
            "in.pb: constant 'c' in 'main': literal of shape s32[4611686018427387904,0] "
            "has no elements but more than 1048576 empty sub-arrays");
}

// Finding 4, other input: [2^32, 2^32] wraps to zero elements in int64.
TEST(ProtoLimitsTest, LiteralElementCountOverflow) {
  int64_t Big = int64_t(1) << 32;
  EXPECT_EQ(loadError(withConstant({Big, Big}).SerializeAsString()),
            "in.pb: constant 'c' in 'main': literal of shape "
            "s32[4294967296,4294967296] has more than 2^56 elements");
}

TEST(ProtoLimitsTest, SmallZeroSizeLiteralStillPrints) {
  auto F = loadBytes(withConstant({3, 0}).SerializeAsString(), "in.pb");
  ASSERT_TRUE(F.ok()) << F.status();
  EXPECT_TRUE(absl::StrContains(printModule(*F->M),
                                "s32[3,0] constant({ {}, {}, {} })"))
      << printModule(*F->M);
}

// Finding 5: libprotobuf's text parser recursed once per `{` without limit.
TEST(ProtoLimitsTest, DeepTextProtoIsAnError) {
  std::string Text = "hlo_module { computations { instructions { shape {";
  for (int I = 0; I < 7500; ++I)
    Text += " tuple_shapes {";
  for (int I = 0; I < 7500 + 4; ++I)
    Text += " }";
  std::string E = loadError(Text);
  EXPECT_TRUE(absl::StartsWith(E, "in.pb: not a valid HloProto text proto: "))
      << E;
  EXPECT_TRUE(absl::StrContains(E, "recursion limit of 200")) << E;
}

// Finding 7: N repeated one-byte ids of an L-byte name spell N*L bytes.
TEST(ProtoLimitsTest, RepeatedOperandIdsAreBounded) {
  xla::HloProto H = twoInstructions(std::string(20000, 'x'));
  auto *N = H.mutable_hlo_module()->mutable_computations(0)->mutable_instructions(1);
  N->set_opcode("tuple");
  for (int I = 0; I < 20000; ++I)
    N->add_operand_ids(1);
  std::string Bytes = H.SerializeAsString();
  ASSERT_LT(Bytes.size(), 100000u);
  auto F = loadBytes(Bytes, "in.pb");
  ASSERT_FALSE(F.ok());
  EXPECT_EQ(F.status().code(), absl::StatusCode::kResourceExhausted);
  EXPECT_TRUE(absl::StartsWith(F.status().message(),
                               "in.pb: instruction 'n' in 'main': operand, "
                               "control-predecessor and called-computation "
                               "references spell out more than "))
      << F.status();
}

// The operands' names count together after the loop; an operand id that
// is missing after the budget is spent still reports the budget.
TEST(ProtoLimitsTest, BudgetSpentBeforeAMissingOperandIsReported) {
  xla::HloProto H = twoInstructions(std::string(20000, 'x'));
  auto *N = H.mutable_hlo_module()->mutable_computations(0)->mutable_instructions(1);
  N->set_opcode("tuple");
  for (int I = 0; I < 20000; ++I)
    N->add_operand_ids(1);
  N->add_operand_ids(99);
  auto F = loadBytes(H.SerializeAsString(), "in.pb");
  ASSERT_FALSE(F.ok());
  EXPECT_EQ(F.status().code(), absl::StatusCode::kResourceExhausted)
      << F.status();
}

TEST(ProtoLimitsTest, AMissingOperandWithinTheBudgetIsReported) {
  xla::HloProto H = twoInstructions();
  auto *N = H.mutable_hlo_module()->mutable_computations(0)->mutable_instructions(1);
  N->set_opcode("add");
  N->add_operand_ids(1);
  N->add_operand_ids(99);
  auto F = loadBytes(H.SerializeAsString(), "in.pb");
  ASSERT_FALSE(F.ok());
  EXPECT_EQ(F.status().message(),
            "in.pb: instruction 'n' in 'main' refers to missing operand id 99")
      << F.status();
}

TEST(ProtoLimitsTest, RepeatedControlPredecessorIdsAreBounded) {
  xla::HloProto H = twoInstructions(std::string(20000, 'x'));
  auto *N = H.mutable_hlo_module()->mutable_computations(0)->mutable_instructions(1);
  for (int I = 0; I < 20000; ++I)
    N->add_control_predecessor_ids(1);
  auto F = loadBytes(H.SerializeAsString(), "in.pb");
  ASSERT_FALSE(F.ok());
  EXPECT_EQ(F.status().code(), absl::StatusCode::kResourceExhausted)
      << F.status();
}

TEST(ProtoLimitsTest, OrdinaryRepeatedOperandsLoad) {
  xla::HloProto H = twoInstructions();
  auto *N = H.mutable_hlo_module()->mutable_computations(0)->mutable_instructions(1);
  N->set_opcode("add");
  N->add_operand_ids(1);
  N->add_control_predecessor_ids(1);
  auto F = loadBytes(H.SerializeAsString(), "in.pb");
  ASSERT_TRUE(F.ok()) << F.status();
  EXPECT_TRUE(absl::StrContains(printModule(*F->M),
                                "add(%p, %p), control-predecessors={%p}"))
      << printModule(*F->M);
}

// Finding 8: the result no longer doubles past the limit, and the limit is
// exact at the boundary.
TEST(ProtoLimitsTest, GunzipStopsAtTheLimit) {
  std::string Zeros(3 << 20, '\0');
  auto Z = gzip(Zeros);
  ASSERT_TRUE(Z.ok());
  auto Over = gunzip(*Z, "bomb.gz", (3 << 20) - 1);
  ASSERT_FALSE(Over.ok());
  EXPECT_EQ(Over.status().message(),
            "bomb.gz: gzip data inflates past 3145727 bytes");
  auto Exact = gunzip(*Z, "bomb.gz", 3 << 20);
  ASSERT_TRUE(Exact.ok()) << Exact.status();
  EXPECT_EQ(*Exact, Zeros);
}

TEST(ProtoLimitsTest, GunzipWithoutSizeHintGrows) {
  // Two members: the trailer's size hint covers only the last one.
  std::string A(200000, 'a'), B(10, 'b');
  auto ZA = gzip(A), ZB = gzip(B);
  ASSERT_TRUE(ZA.ok() && ZB.ok());
  auto Out = gunzip(*ZA + *ZB, "two.gz");
  ASSERT_TRUE(Out.ok()) << Out.status();
  EXPECT_EQ(*Out, A + B);
}

TEST(ProtoLimitsTest, LoadAppliesTheInflateLimit) {
  auto Z = gzip(std::string(2 << 20, '\0'));
  ASSERT_TRUE(Z.ok());
  LoadOptions O;
  O.MaxInflatedBytes = 1 << 20;
  auto F = loadBytes(*Z, "bomb.hlo.pb.gz", O);
  ASSERT_FALSE(F.ok());
  EXPECT_EQ(F.status().message(),
            "bomb.hlo.pb.gz: gzip data inflates past 1048576 bytes");
}

// Finding 12: parent_frame_id + 1 overflowed int32 in the reader.
TEST(ProtoLimitsTest, LargestParentFrameIdPrints) {
  xla::HloProto H = twoInstructions();
  auto *S = H.mutable_hlo_module()->mutable_stack_frame_index();
  S->add_file_names("f.py");
  auto *F = S->add_stack_frames();
  F->set_file_location_id(1);
  F->set_parent_frame_id(2147483647);
  auto L = loadBytes(H.SerializeAsString(), "in.pb");
  ASSERT_TRUE(L.ok()) << L.status();
  EXPECT_TRUE(absl::StrContains(printModule(*L->M),
                                "1 {file_location_id=1 parent_frame_id=2147483648}"))
      << printModule(*L->M);
}

/// Text -> binary HloProto -> text keeps `Line` (as the long form prints
/// it) byte for byte.
void expectRoundTrip(const std::string &Text, absl::string_view Line) {
  auto M = parseModule(Text, "in.hlo");
  ASSERT_TRUE(M.ok()) << M.status();
  auto Bytes = writeHloProto(**M);
  ASSERT_TRUE(Bytes.ok()) << Bytes.status();
  auto Back = loadBytes(*Bytes, "out.pb");
  ASSERT_TRUE(Back.ok()) << Back.status();
  EXPECT_TRUE(absl::StrContains(printModule(*Back->M), Line))
      << printModule(*Back->M);
}

// Finding 12: the writer cast out-of-range doubles to narrow integers (UB)
// and subtracted from INT64_MIN; such values are kept as text instead.
TEST(ProtoLimitsTest, OutOfRangeIntegerConstantsKeepTheirText) {
  expectRoundTrip("HloModule m\n\nENTRY e {\n"
                  "  ROOT c = s32[1]{0} constant({1e+300})\n}\n",
                  "ROOT %c = s32[1]{0} constant({1e+300})\n");
  // Integers out of their type's range no longer load from text, as in
  // XLA's parser (StrictnessTest.LiteralsMatchTheirShape), so they cannot
  // reach the writer that way.
}

TEST(ProtoLimitsTest, OutOfRangeParentFrameIdKeepsItsText) {
  expectRoundTrip("HloModule m\n\nFileNames\n1 \"f.py\"\n\nFunctionNames\n"
                  "1 \"g\"\n\nFileLocations\n1 {file_name_id=1 "
                  "function_name_id=1 line=1 end_line=1 column=1 "
                  "end_column=1}\n\nStackFrames\n1 {file_location_id=1 "
                  "parent_frame_id=-9223372036854775808}\n\nENTRY e {\n"
                  "  ROOT p = f32[] parameter(0)\n}\n",
                  "1 {file_location_id=1 "
                  "parent_frame_id=-9223372036854775808}\n");
}

} // namespace
} // namespace hlotrace
