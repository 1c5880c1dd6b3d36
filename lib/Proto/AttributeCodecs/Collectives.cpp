//===- Collectives.cpp - all-gather, all-reduce, permute, send/recv -------===//
//
// The attribute codecs of collectives: `channel_id=`, `replica_groups=` (an
// explicit list `{{0,1},{2,3}}`, an iota list `[2,2]<=[4]`, or a mesh-axes
// list `mesh['a'=1,'b'=8] {'b'}`), `constrain_layout=`, `dimensions=`,
// `use_global_device_ids=`, collective-permute's `source_target_pairs=`,
// and send/recv's `channel_id=` and `is_host_transfer=`.
//
//===----------------------------------------------------------------------===//

#include "Proto/AttributeCodecs/AttributeCodecs.h"
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

/// `[2,4]<=[8]` or `[2,4]<=[4,2]T(1,0)` -> IotaReplicaGroupList; false when
/// `V` is not an iota list.
bool parseIotaGroups(absl::string_view V, xla::HloInstructionProto &P) {
  V = absl::StripAsciiWhitespace(V);
  size_t Arrow = V.find("<=");
  if (!absl::StartsWith(V, "[") || Arrow == absl::string_view::npos)
    return false;
  auto list = [](absl::string_view Inner) {
    std::optional<std::vector<int64_t>> Out;
    if (auto L = attr::intList(absl::StrCat("{", Inner, "}")))
      Out = *L;
    return Out;
  };
  absl::string_view Groups = V.substr(0, Arrow), Rest = V.substr(Arrow + 2);
  size_t Close = Rest.find(']');
  if (!absl::ConsumePrefix(&Groups, "[") || !absl::ConsumeSuffix(&Groups, "]") ||
      !absl::StartsWith(Rest, "[") || Close == absl::string_view::npos)
    return false;
  auto Sizes = list(Groups), Reshape = list(Rest.substr(1, Close - 1));
  if (!Sizes || Sizes->size() != 2 || !Reshape)
    return false;
  std::optional<std::vector<int64_t>> Perm = std::vector<int64_t>();
  absl::string_view Tail = Rest.substr(Close + 1);
  if (absl::ConsumePrefix(&Tail, "T(") && absl::ConsumeSuffix(&Tail, ")"))
    Perm = list(Tail);
  else if (!Tail.empty())
    return false;
  if (!Perm)
    return false;
  auto *I = P.mutable_iota_collective_device_list();
  I->set_num_replica_groups((*Sizes)[0]);
  I->set_num_devices_per_group((*Sizes)[1]);
  for (int64_t D : *Reshape)
    I->add_iota_reshape_dims(D);
  // No `T(...)`: the identity, which XLA writes out.
  if (Perm->empty())
    for (size_t K = 0; K < Reshape->size(); ++K)
      Perm->push_back(static_cast<int64_t>(K));
  for (int64_t D : *Perm)
    I->add_iota_transpose_perm(static_cast<int32_t>(D));
  return true;
}

void parseReplicaGroups(absl::string_view V, xla::HloInstructionProto &P) {
  if (parseIotaGroups(V, P))
    return;
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

// Printers: the fields each opcode prints, in XLA's order.

void printChannel(const xla::HloInstructionProto &P, AttributeSink &Add) {
  if (P.channel_id() > 0)
    Add("channel_id", absl::StrCat(P.channel_id()));
}

/// channel_id, replica_groups and constrain_layout: every collective but
/// collective-permute starts with these.
void printGroups(const xla::HloInstructionProto &P, AttributeSink &Add) {
  printChannel(P, Add);
  Add("replica_groups", printReplicaGroups(P));
  if (P.constrain_layout())
    Add("constrain_layout", "true");
}

void printGlobalIds(const xla::HloInstructionProto &P, AttributeSink &Add) {
  if (P.use_global_device_ids())
    Add("use_global_device_ids", "true");
}

void printDims(const CodecInput &In, AttributeSink &Add) {
  Add("dimensions", int64List(In.Dimensions));
}

absl::Status printAllGather(const CodecInput &In, AttributeSink Add) {
  printGroups(In.Proto, Add);
  printDims(In, Add);
  printGlobalIds(In.Proto, Add);
  return absl::OkStatus();
}

absl::Status printAllReduce(const CodecInput &In, AttributeSink Add) {
  printGroups(In.Proto, Add);
  printGlobalIds(In.Proto, Add);
  return absl::OkStatus();
}

absl::Status printReduceScatter(const CodecInput &In, AttributeSink Add) {
  printGroups(In.Proto, Add);
  printGlobalIds(In.Proto, Add);
  printDims(In, Add);
  return absl::OkStatus();
}

absl::Status printAllToAll(const CodecInput &In, AttributeSink Add) {
  printGroups(In.Proto, Add);
  if (!In.Dimensions.empty())
    printDims(In, Add);
  return absl::OkStatus();
}

absl::Status printBroadcast(const CodecInput &In, AttributeSink Add) {
  printGroups(In.Proto, Add);
  return absl::OkStatus();
}

absl::Status printPermute(const CodecInput &In, AttributeSink Add) {
  printChannel(In.Proto, Add);
  Add("source_target_pairs", printSourceTargetPairs(In.Proto));
  return absl::OkStatus();
}

absl::Status printSendRecv(const CodecInput &In, AttributeSink Add) {
  Add("channel_id", absl::StrCat(In.Proto.channel_id()));
  if (In.Proto.is_host_transfer())
    Add("is_host_transfer", "true");
  return absl::OkStatus();
}

// One parser for the family: a name means the same field on every opcode
// that prints it.
bool parseCollective(absl::string_view N, absl::string_view V,
                     xla::HloInstructionProto &P) {
  if (N == "channel_id") {
    if (auto X = toInt(V))
      P.set_channel_id(*X);
  } else if (N == "replica_groups") {
    parseReplicaGroups(V, P);
  } else if (N == "constrain_layout") {
    P.set_constrain_layout(parseBool(V));
  } else if (N == "dimensions") {
    setIntList(V, P.mutable_dimensions());
  } else if (N == "use_global_device_ids") {
    P.set_use_global_device_ids(parseBool(V));
  } else if (N == "source_target_pairs") {
    parseSourceTargetPairs(V, P);
  } else if (N == "is_host_transfer") {
    P.set_is_host_transfer(parseBool(V));
  } else {
    return false;
  }
  return true;
}

} // namespace

const AttributeCodec kAllGatherCodec{printAllGather, parseCollective, true};
const AttributeCodec kAllReduceCodec{printAllReduce, parseCollective};
const AttributeCodec kReduceScatterCodec{printReduceScatter, parseCollective,
                                         true};
const AttributeCodec kAllToAllCodec{printAllToAll, parseCollective, true};
const AttributeCodec kCollectiveBroadcastCodec{printBroadcast,
                                               parseCollective};
const AttributeCodec kCollectivePermuteCodec{printPermute, parseCollective};
const AttributeCodec kSendRecvCodec{printSendRecv, parseCollective};

} // namespace protoio
} // namespace hlotrace
