//===- LineageInlinesDumpTest.cpp - Callees inlined at several calls ------===//
//
// XLA:TPU runs call-inliner before it flattens the call graph: a callee
// called twice is inlined twice (`xla-tpu-nested/inline_v5e`, made by
// scripts/xla/gen_tpu_nested_dumps.py, keeps the two snapshots around the
// pass). Each copy must be linked to the callee's instruction, inlined via
// its own call.
//
//===----------------------------------------------------------------------===//

#include <map>

#include "LineageDumpFixture.h"

namespace hlotrace {
namespace {

using namespace lineage_test;

// silu is jitted once and called twice (on x and on w); a jitted layer
// reads both calls and is the root. Before, every copy was `created` and
// the callees' instructions `removed`.
TEST(LineageInlinesDumpTest, CalleeCalledTwiceIsInlinedTwice) {
  Program P("inline_v5e", "xla-tpu-nested");
  auto L = P.lineage(2);
  ASSERT_TRUE(L && P.Old && P.New);
  const Computation *Silu = P.Old->find("silu.1");
  ASSERT_NE(Silu, nullptr);
  int Body = 0;
  for (const Instruction *O : Silu->instructions()) {
    if (O->opcode() == Opcode::Parameter)
      continue;
    ++Body;
    // One copy per call, each inlined via its own call.
    std::map<std::string, std::string> ViaToCopy;
    for (const LineageLink *K : L->successors(*O)) {
      EXPECT_EQ(K->Kind, LinkKind::Inlined) << O->name() << " -> " << K->New->name();
      ASSERT_NE(K->Via, nullptr) << O->name();
      EXPECT_EQ(K->New->opcode(), O->opcode()) << K->New->name();
      ViaToCopy[std::string(K->Via->name())] = std::string(K->New->name());
    }
    EXPECT_EQ(ViaToCopy.size(), 2u) << O->name();
    EXPECT_TRUE(ViaToCopy.count("jit_silu_.2") && ViaToCopy.count("jit_silu_.3"))
        << O->name();
  }
  EXPECT_EQ(Body, 7);
  // The layer's body, whose operands were those calls, follows the root call.
  for (const char *Name : {"dot_general.1", "tanh.1"}) {
    auto S = L->successors(*find(*P.Old, "layer.2", Name));
    ASSERT_EQ(S.size(), 1u) << Name;
    EXPECT_EQ(S[0]->Kind, LinkKind::Inlined) << Name;
    EXPECT_EQ(S[0]->Via->name(), "jit_layer_.1") << Name;
  }
}

} // namespace
} // namespace hlotrace
