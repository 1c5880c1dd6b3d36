//===- LexerTest.cpp - Tests of the HLO text lexer ------------------------===//

#include "Text/Lexer.h"
#include "Text/Scan.h"

#include <algorithm>
#include <string>
#include <vector>

#include "absl/strings/ascii.h"
#include "gtest/gtest.h"

namespace hlotrace {
namespace {

/// Lexes all of `Text` into "Kind:spelling" strings, ending at Eof or Error.
std::vector<std::string> lexAll(absl::string_view Text) {
  Lexer L(Text);
  std::vector<std::string> Out;
  while (true) {
    Token T = L.lex();
    if (T.is(TokenKind::Eof))
      break;
    if (T.is(TokenKind::Error)) {
      Out.push_back("error: " + L.errorMessage());
      break;
    }
    Out.push_back(std::string(tokenKindName(T.Kind)) + ":" +
                  std::string(T.Spelling));
  }
  return Out;
}

using V = std::vector<std::string>;

TEST(LexerTest, Punctuation) {
  EXPECT_EQ(lexAll("= , : * ? # + ~ [ ] { } ( ) -> <= ..."),
            (V{"'=':=", "',':,", "':'::", "'*':*", "'?':?", "'#':#", "'+':+",
               "'~':~", "'[':[", "']':]", "'{':{", "'}':}", "'(':(", "')':)",
               "'->':->", "'<=':<=", "'...':..."}));
}

TEST(LexerTest, NamesAndKeywords) {
  EXPECT_EQ(lexAll("HloModule ENTRY ROOT %fused_computation.1 add.2-x true "
                   "FileNames StackFrames"),
            (V{"'HloModule':HloModule", "'ENTRY':ENTRY", "'ROOT':ROOT",
               "PercentName:%fused_computation.1", "Identifier:add.2-x",
               "'true':true", "'FileNames':FileNames",
               "'StackFrames':StackFrames"}));
  // '->' ends an identifier.
  EXPECT_EQ(lexAll("a->b"), (V{"Identifier:a", "'->':->", "Identifier:b"}));
}

TEST(LexerTest, EveryKeywordOfTheTable) {
  // Each TOK_KEYWORD row lexes as its kind; the same spelling one byte
  // longer or shorter, or upper-cased, is a plain identifier.
  std::vector<std::string> Keywords = {
#define TOK_KEYWORD(Name) #Name,
#include "Text/TokenKinds.def"
  };
  ASSERT_EQ(Keywords.size(), 9u);
  for (const std::string &K : Keywords) {
    SCOPED_TRACE(K);
    EXPECT_EQ(lexAll(K), (V{"'" + K + "':" + K}));
    EXPECT_EQ(lexAll(K + "x"), (V{"Identifier:" + K + "x"}));
    EXPECT_EQ(lexAll(K.substr(1)), (V{"Identifier:" + K.substr(1)}));
    std::string Upper = absl::AsciiStrToUpper(K);
    if (Upper != K) {
      EXPECT_EQ(lexAll(Upper), (V{"Identifier:" + Upper}));
    }
  }
}

TEST(LexerTest, Numbers) {
  EXPECT_EQ(lexAll("0 -12 1.5 -2.5e-3 .5 3e7 1."),
            (V{"Int:0", "Int:-12", "Decimal:1.5", "Decimal:-2.5e-3",
               "Decimal:.5", "Decimal:3e7", "Decimal:1."}));
  // `1...` is an integer then dots.
  EXPECT_EQ(lexAll("1..."), (V{"Int:1", "'...':..."}));
}

TEST(LexerTest, StringsAndComments) {
  EXPECT_EQ(lexAll(R"("a\"b" 'c' /* x */ // rest
d)"),
            (V{R"(String:"a\"b")", "String:'c'", "Identifier:d"}));
}

TEST(LexerTest, IndexCommentsAreRecorded) {
  Lexer L("/*index=5*/ x /* other */ y");
  EXPECT_TRUE(L.lex().is(TokenKind::Identifier));
  EXPECT_TRUE(L.takeIndexCommentFlag());
  EXPECT_TRUE(L.lex().is(TokenKind::Identifier));
  EXPECT_FALSE(L.takeIndexCommentFlag());
}

TEST(LexerTest, Errors) {
  EXPECT_EQ(lexAll("a @"), (V{"Identifier:a", "error: unexpected character '@'"}));
  EXPECT_EQ(lexAll("\"abc"), (V{"error: unterminated string"}));
  EXPECT_EQ(lexAll("/* abc"), (V{"error: unterminated comment"}));
  EXPECT_EQ(lexAll(absl::string_view("a\0b", 3)),
            (V{"Identifier:a", "error: unexpected NUL byte"}));
  EXPECT_EQ(lexAll("\xff"), (V{"error: unexpected byte 0xff"}));
  EXPECT_EQ(lexAll("% x"), (V{"error: expected a name after '%'"}));
  EXPECT_EQ(lexAll("<"), (V{"error: unexpected character '<'"}));
}

TEST(LexerTest, NotNulTerminated) {
  // Only the first two bytes belong to the buffer.
  std::string Backing = "ab\"cdef";
  EXPECT_EQ(lexAll(absl::string_view(Backing.data(), 2)), (V{"Identifier:ab"}));
  EXPECT_EQ(lexAll(absl::string_view(Backing.data(), 3)),
            (V{"Identifier:ab", "error: unterminated string"}));
}

/// The attribute value at the start of `Text`, or "error: ...".
std::string value(absl::string_view Text) {
  Lexer L(Text);
  Token T = L.lexAttributeValue();
  if (T.is(TokenKind::Error))
    return "error: " + L.errorMessage();
  return std::string(T.Spelling);
}

TEST(LexerTest, AttributeValues) {
  EXPECT_EQ(value("{1,0}, next=1"), "{1,0}");
  EXPECT_EQ(value("\"__cublas$gemm\", x=1"), "\"__cublas$gemm\"");
  EXPECT_EQ(value("%fused_computation.1\n  y = f32[] add()"),
            "%fused_computation.1");
  EXPECT_EQ(value("b01f_01io->b01f, window={size=3x3}"), "b01f_01io->b01f");
  EXPECT_EQ(value("{size=3x3 pad=1_1x1_1}"), "{size=3x3 pad=1_1x1_1}");
  EXPECT_EQ(value("0_0x1_1 // comment"), "0_0x1_1");
  EXPECT_EQ(value("{[0:2], [1:3:2]}"), "{[0:2], [1:3:2]}");
  EXPECT_EQ(value("[2,4]<=[4,2]T(1,0), channel_id=1"), "[2,4]<=[4,2]T(1,0)");
  EXPECT_EQ(value("{{0,1},{2,3}}"), "{{0,1},{2,3}}");
  EXPECT_EQ(value("{op_name=\"a}b{\" source_file=\"f.py\"} }"),
            "{op_name=\"a}b{\" source_file=\"f.py\"}");
  EXPECT_EQ(value("{xla.sdy.meshes={mesh = #sdy.mesh<[\"data\"=1]>}}"),
            "{xla.sdy.meshes={mesh = #sdy.mesh<[\"data\"=1]>}}");
  // Inside braces only braces balance: a lone '(' is plain text.
  EXPECT_EQ(value("{a=(}, b=1"), "{a=(}");
  // A comma not followed by `name=` belongs to the value.
  EXPECT_EQ(value("1, 2, x=3"), "1, 2");
  // A closer at top level ends the value (computation end on one line).
  EXPECT_EQ(value("%add }"), "%add");
}

TEST(LexerTest, AttributeValueErrors) {
  EXPECT_EQ(value(""), "error: expected attribute value");
  EXPECT_EQ(value(", x=1"), "error: expected attribute value");
  EXPECT_EQ(value("{1,2"), "error: unterminated attribute value");
  EXPECT_EQ(value("[1,2}"),
            "error: expected ']' before '}' in attribute value");
  EXPECT_EQ(value("\"abc"), "error: unterminated string");
  EXPECT_EQ(value(std::string(300, '{')), "error: nesting deeper than 256");
}

TEST(LexerTest, ParenPayload) {
  Lexer L("{ (1, 2), (3, 4) }) rest");
  Token T = L.lexParenPayload();
  ASSERT_TRUE(T.is(TokenKind::RawText));
  EXPECT_EQ(T.Spelling, "{ (1, 2), (3, 4) }");
  EXPECT_EQ(L.lex().Spelling, "rest");

  Lexer Bad("(1, 2");
  EXPECT_TRUE(Bad.lexParenPayload().is(TokenKind::Error));
}

TEST(LexerTest, ComputationEnd) {
  std::string Text = "{\n  x = f32[] c(), s=\"}\" /* } */\n}, next";
  Lexer L(Text);
  const char *End = L.findComputationEnd(Text.data());
  ASSERT_NE(End, nullptr);
  EXPECT_EQ(absl::string_view(End), ", next");
  // Only a `}` that starts a line ends a body; none here.
  std::string NoEnd = "{\n  x = f32[] c(), s=\"}\" }";
  Lexer L2(NoEnd);
  EXPECT_EQ(L2.findComputationEnd(NoEnd.data()), nullptr);
}

TEST(LexerTest, LineAndColumn) {
  std::string Text = "ab\ncd\n\nef";
  Lexer L(Text);
  EXPECT_EQ(L.lineAndColumn(Text.data()), std::make_pair(1u, 1u));
  EXPECT_EQ(L.lineAndColumn(Text.data() + 4), std::make_pair(2u, 2u));
  EXPECT_EQ(L.lineAndColumn(Text.data() + 8), std::make_pair(4u, 2u));
  EXPECT_EQ(L.lineAndColumn(Text.data() + Text.size()),
            std::make_pair(4u, 3u));
}

TEST(LexerTest, CommentOpenerScan) {
  // Each opener at every position of texts around the 16-byte steps, among
  // single slashes and stars, against a plain search of the same bytes.
  for (size_t Size = 0; Size <= 40; ++Size)
    for (size_t At = 0; At + 1 < Size + 1; ++At)
      for (const char *Opener : {"/*", "//", "*/", "/ ", "x/"}) {
        std::string Text(Size, 'a');
        for (size_t K = 3; K < Size; K += 5)
          Text[K] = K % 2 ? '/' : '*';
        Text.replace(At, std::min<size_t>(2, Size - At), Opener,
                     std::min<size_t>(2, Size - At));
        bool Expected = Text.find("/*") != std::string::npos ||
                        Text.find("//") != std::string::npos;
        EXPECT_EQ(scan::containsCommentOpener(Text.data(),
                                              Text.data() + Text.size()),
                  Expected)
            << "size " << Size << " at " << At << " text '" << Text << "'";
      }
  // Only bytes within the range count.
  const char *Text = "ab/*cd";
  EXPECT_FALSE(scan::containsCommentOpener(Text, Text + 3));
  EXPECT_TRUE(scan::containsCommentOpener(Text, Text + 4));
}

} // namespace
} // namespace hlotrace
