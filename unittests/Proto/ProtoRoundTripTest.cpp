//===- ProtoRoundTripTest.cpp - Text <-> proto round trips and snapshots --===//
//
// text -> proto -> text must give the text back; proto -> text -> proto
// must give a message equal to the original (ids renumbered, see
// normalize()). ExecutionSnapshot literals decode to the values XLA recorded.
//
//===----------------------------------------------------------------------===//

#include <filesystem>
#include <set>
#include <map>
#include <iostream>
#include <sstream>

#include "Proto/ProtoInternal.h"
#include "Support/DataFiles.h"
#include "absl/container/flat_hash_map.h"
#include "absl/strings/match.h"
#include "absl/strings/str_cat.h"
#include "google/protobuf/util/field_comparator.h"
#include "google/protobuf/util/message_differencer.h"
#include "gtest/gtest.h"
#include "hlotrace/Load.h"
#include "hlotrace/Proto/ProtoWriter.h"
#include "hlotrace/Text/Parser.h"
#include "hlotrace/Text/Printer.h"

namespace hlotrace {
namespace {

namespace fs = std::filesystem;

std::vector<fs::path> filesEnding(absl::string_view Suffix) {
  std::vector<fs::path> Out;
  for (const char *Folder :
       {"xla-cpu", "xla-cpu-pairs", "xla-accel-dump-pairs"})
    for (const auto &E : fs::recursive_directory_iterator(
             fs::path(HLOTRACE_TEST_DATA) / Folder))
      if (absl::EndsWith(E.path().string(), Suffix))
        Out.push_back(E.path());
  std::sort(Out.begin(), Out.end());
  return Out;
}

TEST(ProtoRoundTripTest, TextToProtoToText) {
  int Checked = 0, ShortForm = 0;
  for (const fs::path &P : filesEnding(".txt")) {
    std::string Text = test::readWholeFile(P.string());
    if (!absl::StartsWith(Text, "HloModule"))
      continue;
    auto M = parseModule(Text, P.string());
    ASSERT_TRUE(M.ok()) << M.status();
    // Text dumps elide large constants: written with their shape and the
    // text kept, they read back as they were.
    ProtoWriteOptions Elided;
    Elided.AllowElidedConstants = true;
    Elided.KeepModuleConfig = true; // The header read back whole.
    for (bool Binary : {true, false}) {
      auto Bytes = Binary ? writeHloProto(**M, Elided)
                          : writeHloProtoText(**M, Elided);
      ASSERT_TRUE(Bytes.ok()) << P << ": " << Bytes.status();
      auto Back = loadBytes(*Bytes, P.string());
      ASSERT_TRUE(Back.ok()) << Back.status();
      EXPECT_EQ(Back->TextProto, !Binary);
      if ((*M)->entry()->printsPercent()) {
        EXPECT_EQ(printModule(*Back->M), printModule(**M)) << P;
        continue;
      }
      // Short form (`as_hlo_text()`): protobuf does not record the print
      // form, so the proto prints in long form; that must be a fixpoint.
      ++ShortForm;
      std::string Long = printModule(*Back->M);
      auto Again = parseModule(Long, P.string());
      ASSERT_TRUE(Again.ok()) << Again.status();
      auto Bytes2 = writeHloProto(**Again, Elided);
      ASSERT_TRUE(Bytes2.ok());
      auto Back2 = loadBytes(*Bytes2, P.string());
      ASSERT_TRUE(Back2.ok());
      EXPECT_EQ(printModule(*Back2->M), Long) << P;
    }
    ++Checked;
  }
  EXPECT_GT(Checked, 300);
  std::cout << "[ text->proto->text ] " << Checked << " modules, "
            << ShortForm / 2 << " in short form (compared in long form)\n";
}

/// Renumbers ids in post order of appearance and drops what text cannot
/// carry, so that two messages for the same module compare equal.
void normalize(xla::HloModuleProto &P) {
  // Computations are numbered by name: proto order is XLA's post order,
  // the writer's is print order, and ids are opaque.
  std::vector<std::pair<std::string, int64_t>> ByName;
  for (const auto &C : P.computations())
    ByName.push_back({C.name(), C.id()});
  std::sort(ByName.begin(), ByName.end());
  absl::flat_hash_map<int64_t, int64_t> Comp;
  for (size_t C = 0; C < ByName.size(); ++C)
    Comp[ByName[C].second] = static_cast<int64_t>(C + 1);
  auto eraseStash = [](xla::FrontendAttributes *F) {
    std::vector<std::string> Keys;
    for (const auto &[K, V] : F->map())
      if (absl::StartsWith(K, "_hlotrace."))
        Keys.push_back(K);
    for (const std::string &K : Keys)
      F->mutable_map()->erase(K);
  };
  eraseStash(P.mutable_frontend_attributes());
  for (auto &C : *P.mutable_computations()) {
    absl::flat_hash_map<int64_t, int64_t> Ins;
    // Instructions keyed by name order, which both sides share.
    std::vector<std::string> Names;
    for (const auto &I : C.instructions())
      Names.push_back(I.name());
    std::sort(Names.begin(), Names.end());
    absl::flat_hash_map<std::string, int64_t> Rank;
    for (size_t K = 0; K < Names.size(); ++K)
      Rank[Names[K]] = static_cast<int64_t>(K);
    for (const auto &I : C.instructions())
      Ins[I.id()] = (Comp[C.id()] << 32) | Rank[I.name()];
    C.set_root_id(Ins[C.root_id()]);
    C.set_id(Comp[C.id()]);
    C.clear_program_shape();
    for (auto &I : *C.mutable_instructions()) {
      // The text elides a constant of more than ten elements: only its
      // shape goes through it (ElidedConstantsKeepTheirValue checks the
      // proto route).
      if (I.has_literal()) {
        int64_t N = 1;
        for (int64_t D : I.literal().shape().dimensions())
          N *= D;
        if (I.literal().shape().tuple_shapes_size() > 0 || N > 10) {
          xla::ShapeProto S = I.literal().shape();
          I.clear_literal();
          *I.mutable_literal()->mutable_shape() = S;
        }
      }
      // No precision config and one of DEFAULTs print alike: XLA's parser
      // makes the latter of either.
      const auto &Precisions = I.precision_config().operand_precision();
      if (std::all_of(Precisions.begin(), Precisions.end(), [](int X) {
            return X == xla::PrecisionConfig::DEFAULT;
          }))
        I.mutable_precision_config()->clear_operand_precision();
      I.set_id(Ins[I.id()]);
      for (auto &X : *I.mutable_operand_ids()) X = Ins[X];
      for (auto &X : *I.mutable_control_predecessor_ids()) X = Ins[X];
      for (auto &X : *I.mutable_called_computation_ids()) X = Comp[X];
      eraseStash(I.mutable_frontend_attributes());
    }
    std::sort(C.mutable_instructions()->begin(),
              C.mutable_instructions()->end(),
              [](const auto &A, const auto &B) { return A.id() < B.id(); });
  }
  std::sort(P.mutable_computations()->begin(), P.mutable_computations()->end(),
            [](const auto &A, const auto &B) { return A.id() < B.id(); });
  P.set_entry_computation_id(Comp[P.entry_computation_id()]);
  if (P.has_schedule()) {
    xla::HloScheduleProto S;
    for (const auto &C : P.computations()) {
      auto &Seq = (*S.mutable_sequences())[C.id()];
      for (const auto &I : C.instructions())
        Seq.add_instruction_ids(I.id());
    }
    *P.mutable_schedule() = S;
  }
  // Not in the text: the module's unique id and device assignment.
  P.clear_id();
  P.clear_device_assignment();
  // HloModuleConfig facts XLA copies into the proto; text has no syntax
  // for them (docs/proto-formats.md).
  P.clear_spmd_output_sharding();
  P.clear_spmd_parameters_shardings();
}

TEST(ProtoRoundTripTest, ProtoToTextToProto) {
  std::vector<fs::path> Files = filesEnding(".hlo.pb");
  ASSERT_GT(Files.size(), 200u);
  int Equal = 0;
  std::vector<std::string> Diffs;
  for (const fs::path &F : Files) {
    xla::HloProto Original;
    std::string Bytes = test::readWholeFile(F.string());
    ASSERT_TRUE(Original.ParseFromString(Bytes)) << F;
    auto Loaded = loadBytes(Bytes, F.string());
    ASSERT_TRUE(Loaded.ok()) << Loaded.status();
    std::string Text = printModule(*Loaded->M);
    auto Parsed = parseModule(Text, F.string());
    ASSERT_TRUE(Parsed.ok()) << Parsed.status();
    ProtoWriteOptions Elided;
    Elided.AllowElidedConstants = true;
    auto Written = protoio::moduleToProto(**Parsed, Elided);
    ASSERT_TRUE(Written.ok()) << Written.status();
    xla::HloModuleProto A = Original.hlo_module(), B = *Written;
    normalize(A);
    normalize(B);
    google::protobuf::util::MessageDifferencer D;
    D.set_message_field_comparison(
        google::protobuf::util::MessageDifferencer::EQUIVALENT);
    D.set_repeated_field_comparison(
        google::protobuf::util::MessageDifferencer::AS_LIST);
    // A NaN constant (XLA prints `nan`, `-nan` or `nan(0x...)` for its
    // payload) is unequal to itself as a double: compared as equal here,
    // its sign and payload are in the printed text the pair tests compare.
    google::protobuf::util::DefaultFieldComparator NanEqual;
    NanEqual.set_treat_nan_as_equal(true);
    D.set_field_comparator(&NanEqual);
    std::string Report;
    D.ReportDifferencesToString(&Report);
    if (D.Compare(A, B))
      ++Equal;
    else
      Diffs.push_back(absl::StrCat(F.string(), "\n", Report.substr(0, 3000)));
  }
  for (size_t I = 0; I < Diffs.size() && I < 3; ++I)
    ADD_FAILURE() << Diffs[I];
  EXPECT_EQ(Diffs.size(), 0u);
  std::cout << "[ proto->text->proto ] " << Equal << " of " << Files.size()
            << " messages equal\n";
}

TEST(ProtoRoundTripTest, SnapshotLiterals) {
  std::vector<fs::path> Snaps = filesEnding(".pb");
  int Found = 0;
  for (const fs::path &P : Snaps) {
    if (!absl::StrContains(P.filename().string(), ".snapshot."))
      continue;
    auto F = loadFile(P.string());
    ASSERT_TRUE(F.ok()) << F.status();
    ASSERT_EQ(F->Format, FileFormat::HloSnapshot) << P;
    ASSERT_TRUE(F->Snap.has_value());
    const Computation *E = F->M->entry();
    int64_t Params = 0;
    for (const Instruction *I : E->instructions())
      Params += I->opcode() == Opcode::Parameter;
    EXPECT_EQ(static_cast<int64_t>(F->Snap->arguments().size()), Params) << P;
    for (const Literal &L : F->Snap->arguments())
      EXPECT_EQ(static_cast<int64_t>(L.rawData().size()),
                L.elementCount() * L.elementByteWidth());
    ASSERT_NE(F->Snap->result(), nullptr);
    EXPECT_EQ(F->Snap->result()->shape()->toString(false),
              E->root()->shape()->toString(false));
    ++Found;
  }
  EXPECT_GE(Found, 6);
}

// Map fields (frontend attributes) are written in key order, so a module
// is always written as the same bytes, whatever the order of libprotobuf's
// hash tables.
TEST(ProtoRoundTripTest, WrittenBytesDoNotDependOnMapOrder) {
  std::string Keys[] = {"zeta", "alpha", "mu", "beta", "psi", "gamma",
                        "omega", "delta", "kappa", "epsilon"};
  std::string Attrs;
  for (const std::string &K : Keys)
    Attrs += absl::StrCat(Attrs.empty() ? "" : ",", K, "=\"", K.size(), "\"");
  const std::string Text = absl::StrCat(
      "HloModule m, frontend_attributes={", Attrs, "}\n\n"
      "ENTRY %main (p: f32[2]) -> f32[2] {\n"
      "  %p = f32[2]{0} parameter(0)\n"
      "  ROOT %n = f32[2]{0} negate(%p), frontend_attributes={", Attrs,
      "}\n}\n");
  std::string First;
  for (int Round = 0; Round < 4; ++Round) {
    auto M = parseModule(Text, "m.hlo");
    ASSERT_TRUE(M.ok()) << M.status();
    auto Bytes = writeHloModuleProto(**M);
    ASSERT_TRUE(Bytes.ok()) << Bytes.status();
    if (Round == 0)
      First = *Bytes;
    EXPECT_EQ(*Bytes, First) << "round " << Round;
  }
  // Key order within each map: "alpha" before "beta" ... before "zeta".
  std::vector<std::string> Sorted(std::begin(Keys), std::end(Keys));
  std::sort(Sorted.begin(), Sorted.end());
  size_t At = 0;
  for (const std::string &K : Sorted) {
    size_t Found = First.find(K, At);
    ASSERT_NE(Found, std::string::npos) << K;
    At = Found;
  }
}

// XLA's async syntax sugar (`all-to-all-start(...)` with the wrapped op's
// attributes) is not an opcode XLA's loader knows: the writer makes of it
// an async-start calling a computation of parameters and the wrapped op,
// with async-done after it, and the reader makes the sugar again.
TEST(ProtoRoundTripTest, AsyncSugarIsWrittenAsXlaLoadsIt) {
  const std::string Path = std::string(HLOTRACE_PROTO_PAIRS) +
                           "/gpu/h100/collectives/module_0001.jit_body."
                           "sm_9.0a_gpu_after_optimizations.txt";
  const std::string Text = test::readWholeFile(Path);
  ASSERT_TRUE(absl::StrContains(Text, " all-to-all-start(")) << Path;
  auto M = parseModule(Text, Path);
  ASSERT_TRUE(M.ok()) << M.status();
  auto P = protoio::moduleToProto(**M, ProtoWriteOptions());
  ASSERT_TRUE(P.ok()) << P.status();
  std::map<int64_t, int> ById;
  for (int C = 0; C < P->computations_size(); ++C)
    ById[P->computations(C).id()] = C;
  std::set<std::string> Wrapped;
  int Starts = 0, Dones = 0;
  for (int C = 0; C < P->computations_size(); ++C)
    for (const auto &I : P->computations(C).instructions()) {
      EXPECT_NE(opcodeFromSpelling(I.opcode()), Opcode::Unknown)
          << I.name() << ": " << I.opcode();
      EXPECT_EQ(I.frontend_attributes().map().size(), 0u) << I.name();
      Dones += I.opcode() == "async-done";
      if (I.opcode() != "async-start")
        continue;
      ++Starts;
      ASSERT_EQ(I.called_computation_ids_size(), 1) << I.name();
      ASSERT_TRUE(ById.count(I.called_computation_ids(0))) << I.name();
      const int At = ById[I.called_computation_ids(0)];
      const xla::HloComputationProto &W = P->computations(At);
      Wrapped.insert(W.name());
      // Parameters, then the wrapped op on them, its root.
      ASSERT_EQ(W.instructions_size(), I.operand_ids_size() + 1);
      const auto &Root = W.instructions(W.instructions_size() - 1);
      EXPECT_EQ(Root.id(), W.root_id());
      EXPECT_TRUE(absl::StrContains(Text, absl::StrCat(" ", Root.opcode(),
                                                       "-start(")))
          << Root.opcode();
      // Each computation comes before its callers, as XLA's loader wants.
      EXPECT_LT(At, C);
    }
  EXPECT_GE(Starts, 2);
  EXPECT_EQ(Dones, Starts);
  EXPECT_EQ(Wrapped.size(), static_cast<size_t>(Starts));
  // Read back: the sugar again, the same text.
  std::string Bytes;
  ASSERT_TRUE(P->SerializeToString(&Bytes));
  ProtoReadOptions Sugar;
  Sugar.SyntaxSugarAsyncOps = true;
  auto Back =
      readProtoBytes(Bytes, FileFormat::HloModuleProto, "sugar.pb", Sugar);
  ASSERT_TRUE(Back.ok()) << Back.status();
  EXPECT_EQ(printModule(*Back->M), Text);
  // As a dump prints it: each start an async-start calling its computation.
  auto Plain = readProtoBytes(Bytes, FileFormat::HloModuleProto, "sugar.pb");
  ASSERT_TRUE(Plain.ok()) << Plain.status();
  const std::string PlainText = printModule(*Plain->M);
  EXPECT_FALSE(absl::StrContains(PlainText, " all-to-all-start("));
  EXPECT_TRUE(absl::StrContains(PlainText, " async-start("));
}

// A convolution of no spatial dimensions prints no `window=`; XLA's loader
// still wants the (empty) window message (its RET_CHECK proto.has_window()).
TEST(ProtoRoundTripTest, ConvolutionWithoutWindowGetsAnEmptyOne) {
  const std::string Path = std::string(HLOTRACE_PROTO_PAIRS) +
                           "/tpu/v4/matmul/module_0000.jit__lambda."
                           "cl_933746096.after_optimizations.txt";
  const std::string Text = test::readWholeFile(Path);
  auto M = parseModule(Text, Path);
  ASSERT_TRUE(M.ok()) << M.status();
  auto P = protoio::moduleToProto(**M, ProtoWriteOptions());
  ASSERT_TRUE(P.ok()) << P.status();
  int Convolutions = 0;
  for (const auto &C : P->computations())
    for (const auto &I : C.instructions())
      if (I.opcode() == "convolution") {
        ++Convolutions;
        EXPECT_TRUE(I.has_window()) << I.name();
        EXPECT_EQ(I.window().dimensions_size(), 0) << I.name();
      }
  EXPECT_GE(Convolutions, 1);
  std::string Bytes;
  ASSERT_TRUE(P->SerializeToString(&Bytes));
  auto Back = readProtoBytes(Bytes, FileFormat::HloModuleProto, "conv.pb");
  ASSERT_TRUE(Back.ok()) << Back.status();
  EXPECT_EQ(printModule(*Back->M), Text);
}

// An opcode hlotrace does not know is written with its own spelling (the
// parser keeps it, the printer prints it back); async sugar is not the only
// Opcode::Unknown.
// XLA's dumps print a constant of more than ten elements as `{...}`; its
// .hlo.pb holds every element. A module loaded from the proto prints the
// same `{...}` and writes the whole value back, so that XLA can load what
// `hlotrace convert` makes of it. (The sweep of issue 12's session found
// convert writing such constants empty: XLA refused the proto with
// "Expected 48 elements in LiteralProto repeated field, has 0".)
TEST(ProtoRoundTripTest, ElidedConstantsKeepTheirValue) {
  const std::string Stem =
      std::string(HLOTRACE_TEST_DATA) +
      "/xla-cpu-pairs/reduce_dynslice/module_0000.jit_f.before_optimizations";
  const std::string Bytes = test::readWholeFile(Stem + ".hlo.pb");
  xla::HloProto Original;
  ASSERT_TRUE(Original.ParseFromString(Bytes));
  auto Loaded = loadBytes(Bytes, Stem + ".hlo.pb");
  ASSERT_TRUE(Loaded.ok()) << Loaded.status();
  auto Text = parseModule(test::readWholeFile(Stem + ".txt"), Stem + ".txt");
  ASSERT_TRUE(Text.ok()) << Text.status();
  // The header's HloModuleConfig attributes aside (not in protos).
  const std::string FromProto = printModule(*Loaded->M),
                    FromText = printModule(**Text);
  EXPECT_EQ(FromProto.substr(FromProto.find('\n')),
            FromText.substr(FromText.find('\n')))
      << "the proto prints as XLA's text, constants elided";
  auto Written = writeHloProto(*Loaded->M);
  ASSERT_TRUE(Written.ok()) << Written.status();
  xla::HloProto Back;
  ASSERT_TRUE(Back.ParseFromString(*Written));
  // Constants by name in both messages.
  std::map<std::string, const xla::LiteralProto *> Want, Got;
  for (const auto &C : Original.hlo_module().computations())
    for (const auto &I : C.instructions())
      if (I.opcode() == "constant")
        Want[I.name()] = &I.literal();
  for (const auto &C : Back.hlo_module().computations())
    for (const auto &I : C.instructions())
      if (I.opcode() == "constant")
        Got[I.name()] = &I.literal();
  int Elided = 0;
  for (const auto &[Name, L] : Want) {
    ASSERT_TRUE(Got.count(Name)) << Name;
    EXPECT_TRUE(google::protobuf::util::MessageDifferencer::Equals(*L, *Got[Name]))
        << Name;
    const Instruction *I = nullptr;
    for (const Instruction *X : Loaded->M->allInstructions())
      if (X->name() == Name)
        I = X;
    ASSERT_NE(I, nullptr) << Name;
    if (I->payload() == "{...}") {
      ++Elided;
      EXPECT_FALSE(Loaded->M->elidedConstantValue(*I).empty()) << Name;
      EXPECT_GT(L->f32s_size(), 10) << Name;
    } else {
      EXPECT_TRUE(Loaded->M->elidedConstantValue(*I).empty()) << Name;
    }
  }
  EXPECT_GE(Elided, 1);
}

// XLA's loader orders a computation's instructions, and the module's
// computations, by their unique ids, and prints an unscheduled module in an
// order that follows them. Read with KeepUniqueIds, every XLA-made proto of
// the test data is written back with its own ids, its computations in
// their order: read again, it has the same ids, and prints the same.
// (Before, the writer numbered instructions afresh; XLA printed 39 of the
// 1,565 GPU/TPU sweep protos in another order after `hlotrace convert`.)
TEST(ProtoRoundTripTest, WrittenProtoKeepsTheUniqueIdsItWasReadWith) {
  LoadOptions Keep;
  Keep.Proto.KeepUniqueIds = true;
  int Files = 0;
  for (const char *Folder : {"xla-cpu-pairs", "xla-accel-dump-pairs"})
    for (const auto &E : std::filesystem::recursive_directory_iterator(
             std::filesystem::path(HLOTRACE_TEST_DATA) / Folder)) {
      const std::string Path = E.path().string();
      if (!absl::EndsWith(Path, ".hlo.pb") &&
          !absl::EndsWith(Path, ".hlo.pb.gz"))
        continue;
      auto Original = loadFile(Path, Keep);
      ASSERT_TRUE(Original.ok()) << Original.status();
      auto Written = writeHloProto(*Original->M);
      ASSERT_TRUE(Written.ok()) << Path << ": " << Written.status();
      auto Back = loadBytes(*Written, Path, Keep);
      ASSERT_TRUE(Back.ok()) << Path << ": " << Back.status();
      const Module &A = *Original->M, &B = *Back->M;
      // The header aside: a proto's num_partitions comes from its device
      // assignment, which is not written.
      const std::string PA = printModule(A), PB = printModule(B);
      EXPECT_TRUE(PA.substr(PA.find('\n')) == PB.substr(PB.find('\n')))
          << Path;
      ASSERT_EQ(A.computations().size(), B.computations().size()) << Path;
      for (size_t K = 0; K < A.computations().size(); ++K) {
        const Module::ProtoIds *IA = A.protoIds(*A.computations()[K]);
        const Module::ProtoIds *IB = B.protoIds(*B.computations()[K]);
        ASSERT_TRUE(IA && IB) << Path;
        EXPECT_EQ(IA->Computation, IB->Computation) << Path;
        EXPECT_EQ(IA->Position, IB->Position) << Path;
        EXPECT_EQ(IA->Instructions, IB->Instructions)
            << Path << ": " << A.computations()[K]->name();
      }
      // Read without the option, a module holds no ids.
      auto Plain = loadBytes(*Written, Path);
      ASSERT_TRUE(Plain.ok()) << Plain.status();
      EXPECT_EQ(Plain->M->protoIds(*Plain->M->entry()), nullptr);
      ++Files;
    }
  EXPECT_GE(Files, 26);
}

// The text alone has no elements for `{...}`: writing it is an error that
// names the constant, unless allowed (then the text is kept for hlotrace).
TEST(ProtoRoundTripTest, ElidedTextConstantIsAnErrorUnlessAllowed) {
  auto M = parseModule(R"(HloModule m

ENTRY %main () -> f32[16] {
  %big = f32[16]{0} constant({...})
  ROOT %n = f32[16]{0} negate(%big)
}

)",
                       "elided.txt");
  ASSERT_TRUE(M.ok()) << M.status();
  auto Refused = writeHloProto(**M);
  ASSERT_FALSE(Refused.ok());
  EXPECT_TRUE(absl::StrContains(Refused.status().message(),
                                "constant 'big' in 'main' is elided"))
      << Refused.status();
  ProtoWriteOptions O;
  O.AllowElidedConstants = true;
  auto Allowed = writeHloProto(**M, O);
  ASSERT_TRUE(Allowed.ok()) << Allowed.status();
  auto Back = loadBytes(*Allowed, "<written>");
  ASSERT_TRUE(Back.ok()) << Back.status();
  EXPECT_EQ(printModule(*Back->M), printModule(**M));
}

TEST(ProtoRoundTripTest, UnknownOpcodeKeepsItsSpelling) {
  const std::string Text =
      "HloModule m\n\nENTRY %main (p: f32[2]) -> f32[2] {\n"
      "  %p = f32[2]{0} parameter(0)\n"
      "  ROOT %n = f32[2]{0} brand-new-op(%p), foo=bar\n}\n";
  auto M = parseModule(Text, "unknown.hlo");
  ASSERT_TRUE(M.ok()) << M.status();
  auto P = protoio::moduleToProto(**M, ProtoWriteOptions());
  ASSERT_TRUE(P.ok()) << P.status();
  ASSERT_EQ(P->computations_size(), 1);
  EXPECT_EQ(P->computations(0).instructions(1).opcode(), "brand-new-op");
  std::string Bytes;
  ASSERT_TRUE(P->SerializeToString(&Bytes));
  auto Back = readProtoBytes(Bytes, FileFormat::HloModuleProto, "unknown.pb");
  ASSERT_TRUE(Back.ok()) << Back.status();
  EXPECT_EQ(printModule(*Back->M), printModule(**M));
  EXPECT_TRUE(absl::StrContains(printModule(*Back->M), " brand-new-op(%p)"));
}

} // namespace
} // namespace hlotrace
