module @jit_body attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.num_partitions = 8 : i32, mhlo.use_auto_spmd_partitioning = false} {
  sdy.mesh @mesh = <["x"=8]> {stablehlo.mesh = {axes = [{name = "x", size = 8 : i64}]}}
  func.func @main(%arg0: tensor<64x2xf32>) -> (tensor<8x2xf32>, tensor<64x2xf32>, tensor<64x2xf32>, tensor<64x2xf32>, tensor<8x2xf32>, tensor<64x2xf32>) {
    %0:6 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{"x"}, {}]>] out_shardings=[<@mesh, [{}, {}], replicated={"x"}>, <@mesh, [{}, {}], replicated={"x"}>, <@mesh, [{"x"}, {}]>, <@mesh, [{"x"}, {}]>, <@mesh, [{"x"}, {}]>, <@mesh, [{"x"}, {}]>] manual_axes={"x"} (%arg1: tensor<8x2xf32>) {
      %1 = "stablehlo.all_reduce"(%arg1) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>, use_global_device_ids}> ({
      ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
        %15 = stablehlo.add %arg2, %arg3 : tensor<f32>
        stablehlo.return %15 : tensor<f32>
      }) : (tensor<8x2xf32>) -> tensor<8x2xf32>
      %2 = "stablehlo.all_gather"(%arg1) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>, use_global_device_ids}> : (tensor<8x2xf32>) -> tensor<64x2xf32>
      %3 = "stablehlo.all_to_all"(%arg1) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, concat_dimension = 0 : i64, replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>, split_count = 8 : i64, split_dimension = 0 : i64}> : (tensor<8x2xf32>) -> tensor<8x2xf32>
      %4 = "stablehlo.collective_permute"(%arg1) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, source_target_pairs = dense<[[0, 1], [1, 2], [2, 3], [3, 4], [4, 5], [5, 6], [6, 7], [7, 0]]> : tensor<8x2xi64>}> : (tensor<8x2xf32>) -> tensor<8x2xf32>
      %5 = "stablehlo.reduce_scatter"(%arg1) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>, scatter_dimension = 0 : i64, use_global_device_ids}> ({
      ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
        %15 = stablehlo.add %arg2, %arg3 : tensor<f32>
        stablehlo.return %15 : tensor<f32>
      }) : (tensor<8x2xf32>) -> tensor<1x2xf32>
      %6 = stablehlo.partition_id : tensor<ui32>
      %7 = sdy.constant dense<1> : tensor<ui32>
      %8 = stablehlo.divide %6, %7 : tensor<ui32>
      %9 = sdy.constant dense<8> : tensor<ui32>
      %10 = stablehlo.remainder %8, %9 : tensor<ui32>
      %11 = stablehlo.convert %10 : (tensor<ui32>) -> tensor<i32>
      %12 = stablehlo.convert %11 : (tensor<i32>) -> tensor<f32>
      %13 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<f32>) -> tensor<8x2xf32>
      %14 = stablehlo.multiply %arg1, %13 : tensor<8x2xf32>
      sdy.return %1, %2, %3, %4, %5, %14 : tensor<8x2xf32>, tensor<64x2xf32>, tensor<8x2xf32>, tensor<8x2xf32>, tensor<1x2xf32>, tensor<8x2xf32>
    } : (tensor<64x2xf32>) -> (tensor<8x2xf32>, tensor<64x2xf32>, tensor<64x2xf32>, tensor<64x2xf32>, tensor<8x2xf32>, tensor<64x2xf32>)
    return %0#0, %0#1, %0#2, %0#3, %0#4, %0#5 : tensor<8x2xf32>, tensor<64x2xf32>, tensor<64x2xf32>, tensor<64x2xf32>, tensor<8x2xf32>, tensor<64x2xf32>
  }
}
