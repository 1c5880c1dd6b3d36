//===- Registry.cpp - Which codec each opcode uses ------------------------===//
//
// attributeCodec(): the one place that says which opcode family prints
// (and parses) which attributes. An opcode not listed prints no attribute
// of its own from the proto.
//
//===----------------------------------------------------------------------===//

#include "Proto/AttributeCodecs/AttributeCodecs.h"

namespace hlotrace {
namespace protoio {

const AttributeCodec *attributeCodec(Opcode Op) {
  switch (Op) {
  case Opcode::AllGather:
  case Opcode::AllGatherStart:
    return &kAllGatherCodec;
  case Opcode::AllReduce:
  case Opcode::AllReduceStart:
    return &kAllReduceCodec;
  case Opcode::ReduceScatter:
    return &kReduceScatterCodec;
  case Opcode::AllToAll:
  case Opcode::RaggedAllToAll:
    return &kAllToAllCodec;
  case Opcode::CollectiveBroadcast:
    return &kCollectiveBroadcastCodec;
  case Opcode::CollectivePermute:
  case Opcode::CollectivePermuteStart:
    return &kCollectivePermuteCodec;
  case Opcode::Send:
  case Opcode::Recv:
  case Opcode::SendDone:
  case Opcode::RecvDone:
    return &kSendRecvCodec;
  case Opcode::Convolution:
    return &kConvolutionCodec;
  case Opcode::ReduceWindow:
  case Opcode::SelectAndScatter:
    return &kWindowCodec;
  case Opcode::Dot:
    return &kDotCodec;
  case Opcode::Gather:
    return &kGatherCodec;
  case Opcode::Scatter:
    return &kScatterCodec;
  case Opcode::Slice:
    return &kSliceCodec;
  case Opcode::DynamicSlice:
    return &kDynamicSliceCodec;
  case Opcode::Pad:
    return &kPadCodec;
  case Opcode::CustomCall:
    return &kCustomCallCodec;
  case Opcode::Fft:
    return &kFftCodec;
  case Opcode::ReducePrecision:
    return &kReducePrecisionCodec;
  case Opcode::Rng:
    return &kRngCodec;
  case Opcode::RngBitGenerator:
    return &kRngBitGeneratorCodec;
  case Opcode::RngGetAndUpdateState:
    return &kRngGetAndUpdateStateCodec;
  case Opcode::AsyncStart:
  case Opcode::AsyncUpdate:
  case Opcode::AsyncDone:
    return &kAsyncCodec;
  case Opcode::TopK:
    return &kTopKCodec;
  case Opcode::BatchNormTraining:
  case Opcode::BatchNormInference:
  case Opcode::BatchNormGrad:
    return &kBatchNormCodec;
  case Opcode::Cholesky:
    return &kCholeskyCodec;
  case Opcode::TriangularSolve:
    return &kTriangularSolveCodec;
  case Opcode::CopyStart:
    return &kCopyStartCodec;
  default:
    return nullptr;
  }
}

} // namespace protoio
} // namespace hlotrace
