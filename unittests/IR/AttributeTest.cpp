//===- AttributeTest.cpp - Decoding verbatim attribute values -------------===//

#include "hlotrace/IR/Attribute.h"

#include "gmock/gmock.h"
#include "gtest/gtest.h"

namespace hlotrace {
namespace {

using ::testing::ElementsAre;
using ::testing::Pair;

TEST(AttributeTest, Unquote) {
  EXPECT_EQ(attr::unquote(R"("__cublas$gemm")"), "__cublas$gemm");
  EXPECT_EQ(attr::unquote(R"("a\"b\\c\n")"), "a\"b\\c\n");
  EXPECT_EQ(attr::unquote(R"("\x41")"), "A");
  EXPECT_EQ(attr::unquote("{raw}"), "{raw}");
  EXPECT_EQ(attr::unquote("\""), "\"");
}

TEST(AttributeTest, IntLists) {
  EXPECT_THAT(*attr::intList("{1,0,2}"), ElementsAre(1, 0, 2));
  EXPECT_THAT(*attr::intList("{}"), ElementsAre());
  EXPECT_THAT(*attr::intList("{ 3, -4 }"), ElementsAre(3, -4));
  EXPECT_THAT(*attr::intList("7"), ElementsAre(7));
  EXPECT_FALSE(attr::intList("{1,x}").has_value());
  EXPECT_FALSE(attr::intList("{{0,1}}").has_value());
}

TEST(AttributeTest, ComputationNames) {
  EXPECT_EQ(*attr::computationName("%fused_computation.1"),
            "fused_computation.1");
  EXPECT_EQ(*attr::computationName("region_0.5"), "region_0.5");
  EXPECT_FALSE(attr::computationName("{ x = f32[] parameter(0) }"));
  EXPECT_THAT(*attr::nameList("{%a, %b.1}"), ElementsAre("a", "b.1"));
  EXPECT_FALSE(attr::nameList("%a").has_value());
}

TEST(AttributeTest, Metadata) {
  auto M = attr::metadata(
      R"({op_type="dot" op_name="jit(f)/dot_general[a={0}]" source_file="/t/x.py" source_line=12 source_end_line=13 scheduling_name="dot.1" profile_type={1}})");
  ASSERT_TRUE(M.has_value());
  EXPECT_EQ(M->OpType, "dot");
  EXPECT_EQ(M->OpName, "jit(f)/dot_general[a={0}]");
  EXPECT_EQ(M->SourceFile, "/t/x.py");
  EXPECT_EQ(M->SourceLine, 12);
  EXPECT_EQ(M->SourceEndLine, 13);
  EXPECT_EQ(M->SchedulingName, "dot.1");
  EXPECT_THAT(M->Other, ElementsAre(Pair("profile_type", "{1}")));
  EXPECT_FALSE(attr::metadata("op_type=x").has_value());
  EXPECT_FALSE(attr::metadata("{source_line=abc}").has_value());
}

TEST(AttributeTest, KeyValueLists) {
  auto KV = attr::keyValueList(
      R"({_xla_stream="1", xla.sdy.meshes={mesh = #sdy.mesh<["d"=1]>}})");
  ASSERT_TRUE(KV.has_value());
  EXPECT_THAT(*KV, ElementsAre(Pair("_xla_stream", "1"),
                               Pair("xla.sdy.meshes",
                                    R"({mesh = #sdy.mesh<["d"=1]>})")));
}

} // namespace
} // namespace hlotrace
