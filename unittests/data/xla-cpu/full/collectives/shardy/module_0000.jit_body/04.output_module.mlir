module @jit_body attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.num_partitions = 8 : i32, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<64x2xf32> {mhlo.sharding = "{devices=[8,1]<=[8]}"}) -> (tensor<8x2xf32>, tensor<64x2xf32>, tensor<64x2xf32> {mhlo.sharding = "{devices=[8,1]<=[8]}"}, tensor<64x2xf32> {mhlo.sharding = "{devices=[8,1]<=[8]}"}, tensor<8x2xf32> {mhlo.sharding = "{devices=[8,1]<=[8]}"}, tensor<64x2xf32> {mhlo.sharding = "{devices=[8,1]<=[8]}"}) {
    %0 = mhlo.copy %arg0 {mhlo.sharding = "{devices=[8,1]<=[8]}"} : tensor<64x2xf32>
    %1 = stablehlo.custom_call @SPMDFullToShardShape(%0) {mhlo.sharding = "{manual}"} : (tensor<64x2xf32>) -> tensor<8x2xf32>
    %2:6 = call @xla.sdy.inlinable_manual_computation_body(%1) {mhlo.sharding = "{{manual}, {manual}, {manual}, {manual}, {manual}, /*index=5*/{manual}}"} : (tensor<8x2xf32>) -> (tensor<8x2xf32>, tensor<64x2xf32>, tensor<8x2xf32>, tensor<8x2xf32>, tensor<1x2xf32>, tensor<8x2xf32>)
    %3 = mhlo.copy %2#0 {mhlo.sharding = "{manual}"} : tensor<8x2xf32>
    %4 = stablehlo.custom_call @SPMDShardToFullShape(%3) {mhlo.sharding = "{replicated}"} : (tensor<8x2xf32>) -> tensor<8x2xf32>
    %5 = mhlo.copy %2#1 {mhlo.sharding = "{manual}"} : tensor<64x2xf32>
    %6 = stablehlo.custom_call @SPMDShardToFullShape(%5) {mhlo.sharding = "{replicated}"} : (tensor<64x2xf32>) -> tensor<64x2xf32>
    %7 = mhlo.copy %2#2 {mhlo.sharding = "{manual}"} : tensor<8x2xf32>
    %8 = stablehlo.custom_call @SPMDShardToFullShape(%7) {mhlo.sharding = "{devices=[8,1]<=[8]}"} : (tensor<8x2xf32>) -> tensor<64x2xf32>
    %9 = mhlo.copy %2#3 {mhlo.sharding = "{manual}"} : tensor<8x2xf32>
    %10 = stablehlo.custom_call @SPMDShardToFullShape(%9) {mhlo.sharding = "{devices=[8,1]<=[8]}"} : (tensor<8x2xf32>) -> tensor<64x2xf32>
    %11 = mhlo.copy %2#4 {mhlo.sharding = "{manual}"} : tensor<1x2xf32>
    %12 = stablehlo.custom_call @SPMDShardToFullShape(%11) {mhlo.sharding = "{devices=[8,1]<=[8]}"} : (tensor<1x2xf32>) -> tensor<8x2xf32>
    %13 = mhlo.copy %2#5 {mhlo.sharding = "{manual}"} : tensor<8x2xf32>
    %14 = stablehlo.custom_call @SPMDShardToFullShape(%13) {mhlo.sharding = "{devices=[8,1]<=[8]}"} : (tensor<8x2xf32>) -> tensor<64x2xf32>
    return %4, %6, %8, %10, %12, %14 : tensor<8x2xf32>, tensor<64x2xf32>, tensor<64x2xf32>, tensor<64x2xf32>, tensor<8x2xf32>, tensor<64x2xf32>
  }
  func.func private @xla.sdy.inlinable_manual_computation_body(%arg0: tensor<8x2xf32> {mhlo.sharding = "{manual}"}) -> (tensor<8x2xf32> {mhlo.sharding = "{manual}"}, tensor<64x2xf32> {mhlo.sharding = "{manual}"}, tensor<8x2xf32> {mhlo.sharding = "{manual}"}, tensor<8x2xf32> {mhlo.sharding = "{manual}"}, tensor<1x2xf32> {mhlo.sharding = "{manual}"}, tensor<8x2xf32> {mhlo.sharding = "{manual}"}) {
    %0 = "stablehlo.all_reduce"(%arg0) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>, use_global_device_ids}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %12 = stablehlo.add %arg1, %arg2 {mhlo.sharding = "{manual}"} : tensor<f32>
      stablehlo.return %12 : tensor<f32>
    }) {mhlo.sharding = "{manual}"} : (tensor<8x2xf32>) -> tensor<8x2xf32>
    %1 = "stablehlo.all_gather"(%arg0) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>, use_global_device_ids}> {mhlo.sharding = "{manual}"} : (tensor<8x2xf32>) -> tensor<64x2xf32>
    %2 = "stablehlo.all_to_all"(%arg0) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, concat_dimension = 0 : i64, replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>, split_count = 8 : i64, split_dimension = 0 : i64}> {mhlo.sharding = "{manual}"} : (tensor<8x2xf32>) -> tensor<8x2xf32>
    %3 = "stablehlo.collective_permute"(%arg0) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, source_target_pairs = dense<[[0, 1], [1, 2], [2, 3], [3, 4], [4, 5], [5, 6], [6, 7], [7, 0]]> : tensor<8x2xi64>}> {mhlo.sharding = "{manual}"} : (tensor<8x2xf32>) -> tensor<8x2xf32>
    %4 = "stablehlo.reduce_scatter"(%arg0) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>, scatter_dimension = 0 : i64, use_global_device_ids}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %12 = stablehlo.add %arg1, %arg2 {mhlo.sharding = "{manual}"} : tensor<f32>
      stablehlo.return %12 : tensor<f32>
    }) {mhlo.sharding = "{manual}"} : (tensor<8x2xf32>) -> tensor<1x2xf32>
    %5 = stablehlo.partition_id {mhlo.sharding = "{manual}"} : tensor<ui32>
    %c = stablehlo.constant {mhlo.sharding = "{manual}"} dense<1> : tensor<ui32>
    %6 = stablehlo.divide %5, %c {mhlo.sharding = "{manual}"} : tensor<ui32>
    %c_0 = stablehlo.constant {mhlo.sharding = "{manual}"} dense<8> : tensor<ui32>
    %7 = stablehlo.remainder %6, %c_0 {mhlo.sharding = "{manual}"} : tensor<ui32>
    %8 = stablehlo.convert %7 {mhlo.sharding = "{manual}"} : (tensor<ui32>) -> tensor<i32>
    %9 = stablehlo.convert %8 {mhlo.sharding = "{manual}"} : (tensor<i32>) -> tensor<f32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] {mhlo.sharding = "{manual}"} : (tensor<f32>) -> tensor<8x2xf32>
    %11 = stablehlo.multiply %arg0, %10 {mhlo.sharding = "{manual}"} : tensor<8x2xf32>
    return %0, %1, %2, %3, %4, %11 : tensor<8x2xf32>, tensor<64x2xf32>, tensor<8x2xf32>, tensor<8x2xf32>, tensor<1x2xf32>, tensor<8x2xf32>
  }
}
