//===- AttributeCodecTest.cpp - Codecs read back what they write ----------===//
//
// Over every module XLA printed in the test data (CPU dumps, and XLA's
// printing of the GPU/TPU modules' protos): the writer turns each attribute
// an opcode's codec owns into proto fields, not a stash, and the codec's
// printer gives the same `name=value` back from those fields.
//
//===----------------------------------------------------------------------===//

#include <filesystem>
#include <iostream>
#include <map>
#include <set>

#include "Proto/AttributeCodecs/AttributeCodecs.h"
#include "Support/DataFiles.h"
#include "absl/strings/match.h"
#include "absl/strings/strip.h"
#include "gtest/gtest.h"
#include "hlotrace/IR/Computation.h"
#include "hlotrace/IR/Instruction.h"
#include "hlotrace/IR/Module.h"
#include "hlotrace/Text/Parser.h"

namespace hlotrace {
namespace {

namespace fs = std::filesystem;

std::vector<fs::path> xlaPrintedModules() {
  std::vector<fs::path> Out;
  for (const std::string &Root :
       {(fs::path(HLOTRACE_TEST_DATA) / "xla-cpu").string(),
        (fs::path(HLOTRACE_TEST_DATA) / "xla-cpu-pairs").string(),
        std::string(HLOTRACE_PROTO_PAIRS)})
    for (const auto &E : fs::recursive_directory_iterator(Root)) {
      std::string P = E.path().string();
      if (absl::EndsWith(P, "_optimizations.txt"))
        Out.push_back(E.path());
    }
  std::sort(Out.begin(), Out.end());
  return Out;
}

TEST(AttributeCodecTest, WrittenFieldsPrintBackAsTheText) {
  std::vector<fs::path> Files = xlaPrintedModules();
  ASSERT_GE(Files.size(), 100u) << "test data missing";
  Context Ctx;
  // Per opcode: instructions checked (to show what the data covers).
  std::map<std::string, int> Checked;
  int Printed = 0;
  for (const fs::path &P : Files) {
    std::string Text = test::readWholeFile(P.string());
    auto M = parseModule(Text, P.string());
    ASSERT_TRUE(M.ok()) << M.status();
    ProtoWriteOptions O;
    O.AllowElidedConstants = true; // Text dumps elide large constants.
    auto Proto = protoio::moduleToProto(**M, O);
    ASSERT_TRUE(Proto.ok()) << P << ": " << Proto.status();
    auto Comps = (*M)->computations();
    // Async syntax sugar (`all-to-all-start`) is written as an async-start
    // and a computation it wraps: one more computation per sugared start.
    size_t Starts = 0;
    for (const Computation *C : Comps)
      for (const Instruction *I : C->instructions())
        if (auto Sugar = asyncSugar(I->opcodeName()))
          Starts += Sugar->Part == AsyncPart::Start;
    ASSERT_EQ(static_cast<size_t>(Proto->computations_size()),
              Comps.size() + Starts);
    std::map<std::string, int> ByName;
    for (int C = 0; C < Proto->computations_size(); ++C)
      ByName[Proto->computations(C).name()] = C;
    for (size_t C = 0; C < Comps.size(); ++C) {
      auto Instrs = Comps[C]->instructions();
      ASSERT_TRUE(ByName.count(std::string(Comps[C]->name())));
      const auto &CP =
          Proto->computations(ByName[std::string(Comps[C]->name())]);
      ASSERT_EQ(static_cast<size_t>(CP.instructions_size()), Instrs.size());
      for (size_t K = 0; K < Instrs.size(); ++K) {
        const Instruction &I = *Instrs[K];
        const protoio::AttributeCodec *Codec =
            protoio::attributeCodec(I.opcode());
        if (!Codec)
          continue;
        const xla::HloInstructionProto &IP = CP.instructions(static_cast<int>(K));
        std::map<std::string, std::string> Attrs;
        absl::Status S = Codec->Print(
            {IP, absl::MakeConstSpan(IP.dimensions().data(),
                                     IP.dimensions().size()),
             Ctx},
            [&](absl::string_view N, absl::string_view V) {
              Attrs[std::string(N)] = std::string(V);
            });
        ASSERT_TRUE(S.ok()) << P << " " << I.name() << ": " << S;
        ++Checked[std::string(I.opcodeName())];
        Printed += static_cast<int>(Attrs.size());
        for (const auto &[Name, Value] : Attrs) {
          auto Original = I.attribute(Name);
          ASSERT_TRUE(Original.has_value())
              << P << " " << I.name() << ": the codec prints " << Name
              << "=" << Value << ", which the text does not have";
          EXPECT_EQ(Value, *Original) << P << " " << I.name() << " " << Name;
        }
        // Nothing the codec prints was stashed: it went into fields.
        for (const auto &[Key, Value] : IP.frontend_attributes().map()) {
          absl::string_view Name = Key;
          if (absl::ConsumePrefix(&Name, "_hlotrace.attr.")) {
            EXPECT_EQ(Attrs.count(std::string(Name)), 0u)
                << P << " " << I.name() << ": " << Name << " was stashed";
          }
        }
      }
    }
  }
  // The data covers the vendor hand-offs and more than one family.
  EXPECT_GT(Checked["custom-call"], 50);
  EXPECT_GT(Checked["convolution"], 0);
  EXPECT_GT(Checked["triangular-solve"], 0);
  EXPECT_GE(Checked.size(), 10u);
  std::cout << "[ codecs ] " << Files.size() << " modules;";
  for (const auto &[Op, N] : Checked)
    std::cout << " " << Op << " " << N;
  // A codec printing nothing would pass the loops above.
  EXPECT_GT(Printed, 1000);
  std::cout << "\n";
}

} // namespace
} // namespace hlotrace
