//===- ProtoDataTest.cpp - Proto dumps print as XLA's own text ------------===//
//
// For every step XLA dumped both as `X.txt` and `X.hlo.pb` (or
// `X.hlo.pb.gz`) under unittests/data/xla-cpu and xla-cpu-pairs
// (scripts/xla/gen_cpu_pairs.py) and xla-accel-dump-pairs (GPU and TPU,
// scripts/xla/gen_accel_dump_pairs.py), loading the proto and
// printing it must give X.txt. The only allowed difference is the module
// header's HloModuleConfig attributes, which HloProto does not carry
// (docs/proto-formats.md); with them supplied from X.txt's header, the
// whole file must match.
//
//===----------------------------------------------------------------------===//

#include <filesystem>
#include <iostream>
#include <set>
#include <sstream>

#include "Support/DataFiles.h"
#include "absl/strings/match.h"
#include "absl/strings/str_cat.h"
#include "gtest/gtest.h"
#include "hlotrace/Load.h"
#include "hlotrace/Text/Printer.h"

namespace hlotrace {
namespace {

namespace fs = std::filesystem;

struct Pair {
  fs::path Proto, Text;
};

std::vector<Pair> pairs(const char *Folder) {
  std::vector<Pair> Out;
  fs::path Root = fs::path(HLOTRACE_TEST_DATA) / Folder;
  if (!fs::exists(Root))
    return Out;
  for (const auto &E : fs::recursive_directory_iterator(Root)) {
    std::string P = E.path().string();
    for (absl::string_view Suffix : {".hlo.pb", ".hlo.pb.gz"}) {
      if (!absl::EndsWith(P, Suffix))
        continue;
      fs::path T = P.substr(0, P.size() - Suffix.size()) + ".txt";
      if (fs::exists(T))
        Out.push_back({E.path(), T});
    }
  }
  std::sort(Out.begin(), Out.end(),
            [](const Pair &A, const Pair &B) { return A.Proto < B.Proto; });
  return Out;
}

/// The config-only header attributes of `Text`'s `HloModule` line.
std::vector<std::pair<std::string, std::string>>
configAttributes(const std::string &Text) {
  std::vector<std::pair<std::string, std::string>> Out;
  std::string Line = Text.substr(0, Text.find('\n'));
  for (const char *K : {"allow_spmd_sharding_propagation_to_parameters",
                        "allow_spmd_sharding_propagation_to_output",
                        "replica_count", "num_partitions"}) {
    std::string Key = absl::StrCat(", ", K, "=");
    size_t P = Line.find(Key);
    if (P == std::string::npos)
      continue;
    P += Key.size();
    size_t E = P;
    int Depth = 0;
    while (E < Line.size() && !(Depth == 0 && Line[E] == ',')) {
      Depth += Line[E] == '{' ? 1 : Line[E] == '}' ? -1 : 0;
      ++E;
    }
    Out.push_back({K, Line.substr(P, E - P)});
  }
  return Out;
}

std::string firstDifference(const std::string &A, const std::string &B) {
  std::istringstream SA(A), SB(B);
  std::string LA, LB;
  for (int N = 1;; ++N) {
    bool HA = static_cast<bool>(std::getline(SA, LA));
    bool HB = static_cast<bool>(std::getline(SB, LB));
    if (!HA && !HB)
      return "";
    if (!HA || !HB || LA != LB)
      return absl::StrCat("line ", N, ":\n  got:  ", HA ? LA : "<eof>",
                          "\n  want: ", HB ? LB : "<eof>");
  }
}

TEST(ProtoDataTest, EveryDumpedProtoPrintsAsItsText) {
  std::vector<Pair> Ps = pairs("xla-cpu");
  const std::vector<Pair> Whole = pairs("xla-cpu-pairs");
  ASSERT_GT(Ps.size(), 100u) << "test data missing";
  ASSERT_GE(Whole.size(), 18u) << "xla-cpu-pairs missing";
  Ps.insert(Ps.end(), Whole.begin(), Whole.end());
  // GPU and TPU dumps (gen_accel_dump_pairs.py): XLA's dumps print async
  // collectives as `async-start(...), calls=%async_computation`, and so
  // must their protos.
  const std::vector<Pair> Accel = pairs("xla-accel-dump-pairs");
  ASSERT_GE(Accel.size(), 6u) << "xla-accel-dump-pairs missing";
  int AsyncStarts = 0;
  for (const Pair &P : Accel)
    AsyncStarts += absl::StrContains(test::readWholeFile(P.Text.string()),
                                     " async-start(");
  EXPECT_GE(AsyncStarts, 2);
  Ps.insert(Ps.end(), Accel.begin(), Accel.end());
  int Identical = 0, HeaderOnly = 0;
  std::vector<std::string> Failures;
  for (const Pair &P : Ps) {
    std::string Want = test::readWholeFile(P.Text.string());
    LoadOptions O;
    O.Proto.ConfigAttributes = configAttributes(Want);
    auto F = loadFile(P.Proto.string(), O);
    ASSERT_TRUE(F.ok()) << F.status();
    EXPECT_NE(F->Format, FileFormat::HloText);
    std::string Got = printModule(*F->M);
    if (Got != Want) {
      Failures.push_back(absl::StrCat(P.Proto.string(), "\n",
                                      firstDifference(Got, Want)));
      continue;
    }
    // Without the config attributes only the header line may differ.
    auto Plain = loadFile(P.Proto.string());
    ASSERT_TRUE(Plain.ok()) << Plain.status();
    std::string PlainText = printModule(*Plain->M);
    if (PlainText == Want)
      ++Identical;
    else {
      ++HeaderOnly;
      EXPECT_EQ(PlainText.substr(PlainText.find('\n')),
                Want.substr(Want.find('\n')))
          << P.Proto;
    }
  }
  for (size_t I = 0; I < Failures.size() && I < 10; ++I)
    ADD_FAILURE() << Failures[I];
  EXPECT_EQ(Failures.size(), 0u);
  std::cout << "[ proto pairs ] " << Ps.size() << " pairs: " << Identical
            << " identical as loaded, " << HeaderOnly
            << " identical once HloModuleConfig header attributes are "
               "supplied, "
            << Failures.size() << " different\n";
}

// XLA prints some attributes whole: every dimension's slice stride once
// one is not 1, every interior padding once one is not 0, and a custom
// call's computations as a list even when it calls one. The pairs of
// gen_cpu_pairs.py hold each of these as XLA printed them (the test above
// requires their protos to print the same); here, that they still do.
TEST(ProtoDataTest, CpuPairsHoldWholeAttributeSpellings) {
  bool MixedStrides = false, InteriorOnOneDim = false, OneCalled = false;
  for (const Pair &P : pairs("xla-cpu-pairs")) {
    const std::string Text = test::readWholeFile(P.Text.string());
    MixedStrides |= absl::StrContains(Text, ":1], [") &&
                    absl::StrContains(Text, ":2]");
    InteriorOnOneDim |= absl::StrContains(Text, "_0x") ||
                        absl::StrContains(Text, "x0_0_0");
    OneCalled |= absl::StrContains(Text, "custom_call_target=\"TopK\", "
                                         "called_computations={%");
  }
  EXPECT_TRUE(MixedStrides);
  EXPECT_TRUE(InteriorOnOneDim);
  EXPECT_TRUE(OneCalled);
}

// XLA's own protos of the GPU and TPU modules of the test data
// (scripts/xla/gen_proto_pairs.py), each next to XLA's printing of the
// module it loads from that proto. They hold what the CPU dumps lack: the
// custom-calls that hand work to cuBLAS, cuDNN and cuSOLVER (window,
// dim_labels, operand_layout_constraints, aliasing, api_version, in XLA's
// order), triangular-solve, collectives, TPU layouts and prefetches, bf16
// constants.
TEST(ProtoDataTest, XlaMadeGpuTpuProtosPrintAsXlaPrintsThem) {
  // Among them XLA's async syntax sugar: an async-start that wraps one
  // collective or slice prints as that op's `-start` with the op's
  // attributes, and the wrapped computation is left out.
  std::vector<fs::path> Protos;
  for (const auto &E :
       fs::recursive_directory_iterator(std::string(HLOTRACE_PROTO_PAIRS)))
    if (absl::EndsWith(E.path().string(), ".hlo.pb"))
      Protos.push_back(E.path());
  std::sort(Protos.begin(), Protos.end());
  ASSERT_GE(Protos.size(), 90u) << "xla-proto-pairs.tar.xz not unpacked";
  int Identical = 0, Sugared = 0;
  for (const fs::path &P : Protos) {
    std::string Name = fs::relative(P, HLOTRACE_PROTO_PAIRS).string();
    std::string TextPath = P.string();
    TextPath.replace(TextPath.size() - 7, 7, ".txt");
    std::string Want = test::readWholeFile(TextPath);
    // XLA's to_string() prints async ops with syntax sugar, its dumps
    // without (below).
    LoadOptions Sugar;
    Sugar.Proto.SyntaxSugarAsyncOps = true;
    auto F = loadFile(P.string(), Sugar);
    ASSERT_TRUE(F.ok()) << F.status();
    std::string Got = printModule(*F->M);
    // Without sugar, the same protos print every async op as async-start.
    auto Plain = loadFile(P.string());
    ASSERT_TRUE(Plain.ok()) << Plain.status();
    for (const Instruction *I : Plain->M->allInstructions())
      EXPECT_FALSE(I->opcode() == Opcode::Unknown &&
                   asyncSugar(I->opcodeName()).has_value())
          << Name << ": " << I->name();
    for (const Computation *C : F->M->computations())
      for (const Instruction *I : C->instructions())
        Sugared += I->opcode() == Opcode::Unknown &&
                   asyncSugar(I->opcodeName()).has_value();
    EXPECT_EQ(firstDifference(Got, Want), "") << Name;
    Identical += Got == Want;
  }
  EXPECT_EQ(Identical, static_cast<int>(Protos.size()));
  // The sugar is there to be printed (GPU collectives, TPU slices): at
  // least a start and a done in each of four modules.
  EXPECT_GE(Sugared, 8);
  std::cout << "[ proto pairs ] " << Protos.size() << " XLA-made GPU/TPU protos: "
            << Identical << " print as XLA prints them, " << Sugared
            << " async ops printed as syntax sugar\n";
}

} // namespace
} // namespace hlotrace
