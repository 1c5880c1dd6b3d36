//===- TypesTest.cpp - Opcode and element-type tables ---------------------===//

#include "hlotrace/IR/Types.h"

#include "gtest/gtest.h"

namespace hlotrace {
namespace {

TEST(OpcodeTest, SpellingRoundTripsForEveryOpcode) {
  for (int I = 0; I < static_cast<int>(Opcode::Unknown); ++I) {
    Opcode Op = static_cast<Opcode>(I);
    EXPECT_EQ(opcodeFromSpelling(opcodeSpelling(Op)), Op)
        << std::string(opcodeSpelling(Op));
  }
}

TEST(OpcodeTest, KnowsCurrentAndLegacySpellings) {
  EXPECT_EQ(opcodeFromSpelling("get-tuple-element"), Opcode::GetTupleElement);
  EXPECT_EQ(opcodeFromSpelling("cosine"), Opcode::Cos);
  EXPECT_EQ(opcodeFromSpelling("cross-replica-sum"),
            Opcode::LegacyCrossReplicaSum);
  EXPECT_EQ(opcodeFromSpelling("less-than"), Opcode::LegacyLt);
}

TEST(OpcodeTest, UnknownSpellingIsUnknown) {
  EXPECT_EQ(opcodeFromSpelling("frobnicate"), Opcode::Unknown);
  EXPECT_EQ(opcodeFromSpelling(""), Opcode::Unknown);
  EXPECT_EQ(opcodeSpelling(Opcode::Unknown), "unknown");
}

TEST(OpcodeTest, AsyncSugarDecodes) {
  auto S = asyncSugar("custom-call-start");
  ASSERT_TRUE(S.has_value());
  EXPECT_EQ(S->Wrapped, Opcode::CustomCall);
  EXPECT_EQ(S->Part, AsyncPart::Start);
  S = asyncSugar("all-to-all-done");
  ASSERT_TRUE(S.has_value());
  EXPECT_EQ(S->Wrapped, Opcode::AllToAll);
  EXPECT_EQ(S->Part, AsyncPart::Done);
  EXPECT_EQ(asyncSugar("fusion-update")->Part, AsyncPart::Update);
  // Native async opcodes and non-opcodes are not sugar.
  EXPECT_FALSE(asyncSugar("all-gather-start").has_value());
  EXPECT_FALSE(asyncSugar("copy-done").has_value());
  EXPECT_FALSE(asyncSugar("frobnicate-start").has_value());
  EXPECT_FALSE(asyncSugar("-start").has_value());
  EXPECT_FALSE(asyncSugar("add").has_value());
}

TEST(ElementTypeTest, SpellingsAndWidths) {
  EXPECT_EQ(elementTypeFromSpelling("f8e4m3fn"), ElementType::F8E4M3FN);
  EXPECT_EQ(elementTypeFromSpelling("s4"), ElementType::S4);
  EXPECT_EQ(elementTypeFromSpelling("opaque_type"), ElementType::OpaqueType);
  EXPECT_EQ(elementTypeSpelling(ElementType::OpaqueType), "opaque");
  EXPECT_FALSE(elementTypeFromSpelling("tuple").has_value());
  EXPECT_FALSE(elementTypeFromSpelling("f31").has_value());
  EXPECT_EQ(elementTypeBitWidth(ElementType::BF16), 16);
  EXPECT_EQ(elementTypeBitWidth(ElementType::U4), 4);
  EXPECT_EQ(elementTypeBitWidth(ElementType::C128), 128);
}

TEST(ElementTypeTest, ProtoNumbersMatchXla) {
  EXPECT_EQ(elementTypeProtoNumber(ElementType::F32), 11);
  EXPECT_EQ(elementTypeProtoNumber(ElementType::BF16), 16);
  EXPECT_EQ(elementTypeProtoNumber(ElementType::Tuple), 13);
  EXPECT_EQ(elementTypeFromProtoNumber(34), ElementType::Buffer);
  EXPECT_EQ(elementTypeFromProtoNumber(20), ElementType::F8E4M3FN);
  EXPECT_FALSE(elementTypeFromProtoNumber(999).has_value());
}

} // namespace
} // namespace hlotrace
