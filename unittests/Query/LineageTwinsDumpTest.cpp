//===- LineageTwinsDumpTest.cpp - Untouched structural twins --------------===//
//
// Step 26 of a 1-layer training step (unittests/data/xla-scatter-twins) is
// XLA's scatter simplifier. The loss's take_along_axis leaves two equal
// index computations in the entry: iota.12, iota.13 and concatenate.3 for
// the gather, iota.14, iota.15 and concatenate.4 for the scatter-add of
// its gradient (equal opcode, shape, attributes; only metadata differs,
// and it is hidden here). The pass adds reshape.252 of concatenate.4 for
// the scatter, equal in structure to the gather's reshape.194 of
// concatenate.3, and leaves both concatenates and all four iotas as they
// were. Each must continue as itself; the engine used to let reshape.252,
// met first, take reshape.194's role, and report iota.14 renamed from
// iota.12 and removed.
//
//===----------------------------------------------------------------------===//

#include "LineageDumpFixture.h"

namespace hlotrace {
namespace {

using namespace lineage_test;

constexpr const char *kTwins = "xla-scatter-twins";

/// Lineage of step 26 with the options `hlotrace diff` and `history` use
/// (metadata and names as evidence).
std::optional<StepLineage> defaultLineage(Program &P) {
  P.lineage(26);
  if (!P.Old || !P.New)
    return std::nullopt;
  auto L = computeLineage(*P.Old, *P.New, LineageOptions());
  EXPECT_TRUE(L.ok()) << L.status();
  if (!L.ok())
    return std::nullopt;
  return std::move(*L);
}

TEST(LineageTwinsDumpTest, ScatterSimplifierLeavesTwinIotasAlone) {
  Program P("", kTwins);
  for (bool WithMetadata : {true, false}) {
    auto L = WithMetadata ? defaultLineage(P) : P.lineage(26);
    ASSERT_TRUE(L && P.Old && P.New);
    const Module &Old = *P.Old, &New = *P.New;
    const char *Entry = "main.57";
    for (const char *Name : {"iota.12", "iota.13", "iota.14", "iota.15",
                             "concatenate.3", "concatenate.4", "reshape.194"})
      EXPECT_THAT(successors(*L, find(Old, Entry, Name)),
                  ::testing::ElementsAre(std::string(Entry) + "/" + Name))
          << Name << (WithMetadata ? " (metadata used)" : "");
    EXPECT_THAT(L->removed(), ::testing::IsEmpty());
    // What the pass made for the scatter continues nothing.
    for (const char *Name : {"reshape.252", "reshape.253", "reshape.254"})
      EXPECT_THAT(L->predecessors(*find(New, Entry, Name)),
                  ::testing::IsEmpty())
          << Name;
  }
}

// Without names, structure alone cannot tell the two groups apart: the
// twins may stay ambiguous, but none is linked to the other group's.
TEST(LineageTwinsDumpTest, WithoutNamesNoTwinTakesTheOthersRole) {
  Program P("", kTwins);
  auto L = P.lineage(26, /*UseNames=*/false);
  ASSERT_TRUE(L && P.Old && P.New);
  const Module &Old = *P.Old;
  const char *Entry = "main.57";
  for (const char *Name : {"concatenate.3", "reshape.194"}) {
    auto S = successors(*L, find(Old, Entry, Name));
    EXPECT_THAT(S, ::testing::Each(::testing::Ne("main.57/reshape.252")))
        << Name;
  }
  // The reshape the pass made of the indices may be taken for part of the
  // scatter's rewrite (XLA gives it the scatter's metadata), never for a
  // twin's successor.
  for (const LineageLink *K :
       L->predecessors(*find(*P.New, Entry, "reshape.252"))) {
    EXPECT_EQ(K->Kind, LinkKind::Rewritten) << K->Old->name();
    EXPECT_EQ(K->Old->opcode(), Opcode::Scatter) << K->Old->name();
  }
}

} // namespace
} // namespace hlotrace
