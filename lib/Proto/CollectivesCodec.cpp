//===- CollectivesCodec.cpp - replica_groups and source_target_pairs ------===//
//
// The attribute codecs of collectives: `replica_groups=` (an explicit list
// `{{0,1},{2,3}}`, an iota list `[2,2]<=[4]`, or a mesh-axes list
// `mesh['a'=1,'b'=8] {'b'}`) and `source_target_pairs=` of
// collective-permute. The printers are the reader's, the parsers the
// writer's (which leaves an iota list to its stash).
//
//===----------------------------------------------------------------------===//

#include "Proto/ProtoInternal.h"
#include "absl/strings/match.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "absl/strings/str_split.h"
#include "absl/strings/strip.h"
#include "hlotrace/IR/Attribute.h"

namespace hlotrace {
namespace protoio {

namespace {

/// `{{0,1},{2,3}}` -> groups.
std::optional<std::vector<std::vector<int64_t>>>
nestedIntLists(absl::string_view Text) {
  Text = absl::StripAsciiWhitespace(Text);
  if (Text.size() < 2 || Text.front() != '{' || Text.back() != '}')
    return std::nullopt;
  Text = Text.substr(1, Text.size() - 2);
  std::vector<std::vector<int64_t>> Out;
  size_t I = 0;
  while (I < Text.size()) {
    size_t Open = Text.find('{', I);
    if (Open == absl::string_view::npos)
      break;
    size_t Close = Text.find('}', Open);
    if (Close == absl::string_view::npos)
      return std::nullopt;
    auto L = attr::intList(Text.substr(Open, Close - Open + 1));
    if (!L)
      return std::nullopt;
    Out.push_back(*L);
    I = Close + 1;
  }
  return Out;
}

} // namespace

std::string printReplicaGroups(const xla::HloInstructionProto &P) {
  if (P.has_iota_collective_device_list()) {
    const auto &I = P.iota_collective_device_list();
    std::string S = absl::StrCat("[", I.num_replica_groups(), ",",
                                 I.num_devices_per_group(), "]<=[",
                                 absl::StrJoin(I.iota_reshape_dims(), ","), "]");
    bool Identity = true;
    for (int K = 0; K < I.iota_transpose_perm_size(); ++K)
      Identity &= I.iota_transpose_perm(K) == K;
    if (!Identity)
      absl::StrAppend(&S, "T(", absl::StrJoin(I.iota_transpose_perm(), ","),
                      ")");
    return S;
  }
  if (P.has_mesh_axes_replica_group_list()) {
    const auto &M = P.mesh_axes_replica_group_list();
    std::vector<std::string> Axes, Refs;
    for (const auto &A : M.mesh().axes())
      Axes.push_back(absl::StrCat("'", A.name(), "'=", A.size()));
    for (const auto &R : M.axes()) {
      int64_t Idx = R.mesh_axis_index();
      std::string Name = Idx >= 0 && Idx < M.mesh().axes_size()
                             ? M.mesh().axes(Idx).name()
                             : absl::StrCat(Idx);
      std::string Ref = absl::StrCat("'", Name, "'");
      if (R.has_sub_axis_info())
        absl::StrAppend(&Ref, ":(", R.sub_axis_info().pre_size(), ")",
                        R.sub_axis_info().size());
      Refs.push_back(Ref);
    }
    return absl::StrCat("mesh[", absl::StrJoin(Axes, ","), "] {",
                        absl::StrJoin(Refs, ","), "}");
  }
  const auto &Groups = P.has_collective_device_list()
                           ? P.collective_device_list().replica_groups()
                           : legacyReplicaGroups(P);
  std::vector<std::string> G;
  for (const auto &R : Groups)
    G.push_back(absl::StrCat("{", absl::StrJoin(R.replica_ids(), ","), "}"));
  return absl::StrCat("{", absl::StrJoin(G, ","), "}");
}

void parseReplicaGroups(absl::string_view V, xla::HloInstructionProto &P) {
  if (absl::StartsWith(V, "mesh[")) {
    // mesh['a'=1,'b'=8] {'b'}
    absl::string_view T = V.substr(5);
    size_t Close = T.find(']');
    if (Close == absl::string_view::npos)
      return;
    auto *L = P.mutable_mesh_axes_replica_group_list();
    std::vector<std::string> Names;
    for (absl::string_view Ax : absl::StrSplit(T.substr(0, Close), ',')) {
      std::pair<absl::string_view, absl::string_view> KV =
          absl::StrSplit(Ax, absl::MaxSplits('=', 1));
      auto *A = L->mutable_mesh()->add_axes();
      A->set_name(std::string(absl::StripPrefix(absl::StripSuffix(KV.first, "'"), "'")));
      A->set_size(toInt(KV.second).value_or(0));
      Names.push_back(A->name());
    }
    T.remove_prefix(Close + 1);
    size_t Open = T.find('{'), End = T.rfind('}');
    if (Open == absl::string_view::npos || End == absl::string_view::npos)
      return;
    for (absl::string_view Ref :
         absl::StrSplit(T.substr(Open + 1, End - Open - 1), ',', absl::SkipEmpty())) {
      Ref = absl::StripPrefix(absl::StripSuffix(absl::StripAsciiWhitespace(Ref), "'"), "'");
      for (size_t K = 0; K < Names.size(); ++K)
        if (Names[K] == Ref)
          L->add_axes()->set_mesh_axis_index(static_cast<int64_t>(K));
    }
    return;
  }
  if (auto G = nestedIntLists(V)) {
    auto *L = P.mutable_collective_device_list();
    for (auto &Group : *G) {
      auto *R = L->add_replica_groups();
      for (int64_t X : Group)
        R->add_replica_ids(X);
    }
  }
}

std::string printSourceTargetPairs(const xla::HloInstructionProto &P) {
  std::vector<std::string> S;
  for (const auto &ST : P.source_target_pairs())
    S.push_back(absl::StrCat("{", ST.source(), ",", ST.target(), "}"));
  return absl::StrCat("{", absl::StrJoin(S, ","), "}");
}

void parseSourceTargetPairs(absl::string_view V, xla::HloInstructionProto &P) {
  if (auto G = nestedIntLists(V))
    for (auto &Pair : *G)
      if (Pair.size() == 2) {
        auto *ST = P.add_source_target_pairs();
        ST->set_source(Pair[0]);
        ST->set_target(Pair[1]);
      }
}

} // namespace protoio
} // namespace hlotrace
