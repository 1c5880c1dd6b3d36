module @jit_body attributes {mhlo.cross_program_prefetches = [], mhlo.frontend_attributes = {xla.sdy.meshes = "{mesh = #sdy.mesh<[\22x\22=8]>}"}, mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.num_partitions = 8 : i32, mhlo.use_auto_spmd_partitioning = false} {
  func.func private @region_0.1(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_1.2(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @xla.sdy.manual_computation_body.3(%arg0: tensor<8x2xf32>) -> (tensor<8x2xf32>, tensor<64x2xf32>, tensor<8x2xf32>, tensor<8x2xf32>, tensor<1x2xf32>, tensor<8x2xf32>) {
    %0 = "stablehlo.all_reduce"(%arg0) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>, use_global_device_ids}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %12 = stablehlo.add %arg1, %arg2 : tensor<f32>
      stablehlo.return %12 : tensor<f32>
    }) : (tensor<8x2xf32>) -> tensor<8x2xf32>
    %1 = "stablehlo.all_gather"(%arg0) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>, use_global_device_ids}> : (tensor<8x2xf32>) -> tensor<64x2xf32>
    %2 = "stablehlo.all_to_all"(%arg0) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, concat_dimension = 0 : i64, replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>, split_count = 8 : i64, split_dimension = 0 : i64}> : (tensor<8x2xf32>) -> tensor<8x2xf32>
    %3 = "stablehlo.collective_permute"(%arg0) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, source_target_pairs = dense<[[0, 1], [1, 2], [2, 3], [3, 4], [4, 5], [5, 6], [6, 7], [7, 0]]> : tensor<8x2xi64>}> : (tensor<8x2xf32>) -> tensor<8x2xf32>
    %4 = "stablehlo.reduce_scatter"(%arg0) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>, scatter_dimension = 0 : i64, use_global_device_ids}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %12 = stablehlo.add %arg1, %arg2 : tensor<f32>
      stablehlo.return %12 : tensor<f32>
    }) : (tensor<8x2xf32>) -> tensor<1x2xf32>
    %5 = stablehlo.partition_id : tensor<ui32>
    %c = stablehlo.constant dense<1> : tensor<ui32>
    %6 = stablehlo.divide %5, %c : tensor<ui32>
    %c_0 = stablehlo.constant dense<8> : tensor<ui32>
    %7 = stablehlo.remainder %6, %c_0 : tensor<ui32>
    %8 = stablehlo.convert %7 : (tensor<ui32>) -> tensor<i32>
    %9 = stablehlo.convert %8 : (tensor<i32>) -> tensor<f32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<f32>) -> tensor<8x2xf32>
    %11 = stablehlo.multiply %arg0, %10 : tensor<8x2xf32>
    return %0, %1, %2, %3, %4, %11 : tensor<8x2xf32>, tensor<64x2xf32>, tensor<8x2xf32>, tensor<8x2xf32>, tensor<1x2xf32>, tensor<8x2xf32>
  }
  func.func @main(%arg0: tensor<64x2xf32>) -> (tensor<8x2xf32>, tensor<64x2xf32>, tensor<64x2xf32>, tensor<64x2xf32>, tensor<8x2xf32>, tensor<64x2xf32>) {
    %0 = stablehlo.custom_call @xla.sdy.GlobalToLocalShape(%arg0) {backend_config = "", has_side_effect = true, mhlo.frontend_attributes = {xla.sdy.in_shardings = "#sdy.sharding_per_value<[<@mesh, [{\22x\22}, {}]>]>", xla.sdy.manual_axes = "#sdy<manual_axes{\22x\22}>"}} : (tensor<64x2xf32>) -> tensor<8x2xf32>
    %1:6 = call @xla.sdy.manual_computation_body.3(%0) {mhlo.frontend_attributes = {inlineable = "false"}} : (tensor<8x2xf32>) -> (tensor<8x2xf32>, tensor<64x2xf32>, tensor<8x2xf32>, tensor<8x2xf32>, tensor<1x2xf32>, tensor<8x2xf32>)
    %2 = stablehlo.custom_call @xla.sdy.LocalToGlobalShape(%1#0, %1#1, %1#2, %1#3, %1#4, %1#5) {backend_config = "", has_side_effect = true, mhlo.frontend_attributes = {xla.sdy.manual_axes = "#sdy<manual_axes{\22x\22}>", xla.sdy.out_shardings = "#sdy.sharding_per_value<[<@mesh, [{}, {}]>, <@mesh, [{}, {}]>, <@mesh, [{\22x\22}, {}]>, <@mesh, [{\22x\22}, {}]>, <@mesh, [{\22x\22}, {}]>, <@mesh, [{\22x\22}, {}]>]>"}, xla_shape = "(f32[8,2]{1,0}, f32[64,2]{1,0}, f32[64,2]{1,0}, f32[64,2]{1,0}, f32[8,2]{1,0}, /*index=5*/f32[64,2]{1,0})"} : (tensor<8x2xf32>, tensor<64x2xf32>, tensor<8x2xf32>, tensor<8x2xf32>, tensor<1x2xf32>, tensor<8x2xf32>) -> tuple<tensor<8x2xf32>, tensor<64x2xf32>, tensor<64x2xf32>, tensor<64x2xf32>, tensor<8x2xf32>, tensor<64x2xf32>>
    %3 = stablehlo.get_tuple_element %2[0] : (tuple<tensor<8x2xf32>, tensor<64x2xf32>, tensor<64x2xf32>, tensor<64x2xf32>, tensor<8x2xf32>, tensor<64x2xf32>>) -> tensor<8x2xf32>
    %4 = stablehlo.get_tuple_element %2[1] : (tuple<tensor<8x2xf32>, tensor<64x2xf32>, tensor<64x2xf32>, tensor<64x2xf32>, tensor<8x2xf32>, tensor<64x2xf32>>) -> tensor<64x2xf32>
    %5 = stablehlo.get_tuple_element %2[2] : (tuple<tensor<8x2xf32>, tensor<64x2xf32>, tensor<64x2xf32>, tensor<64x2xf32>, tensor<8x2xf32>, tensor<64x2xf32>>) -> tensor<64x2xf32>
    %6 = stablehlo.get_tuple_element %2[3] : (tuple<tensor<8x2xf32>, tensor<64x2xf32>, tensor<64x2xf32>, tensor<64x2xf32>, tensor<8x2xf32>, tensor<64x2xf32>>) -> tensor<64x2xf32>
    %7 = stablehlo.get_tuple_element %2[4] : (tuple<tensor<8x2xf32>, tensor<64x2xf32>, tensor<64x2xf32>, tensor<64x2xf32>, tensor<8x2xf32>, tensor<64x2xf32>>) -> tensor<8x2xf32>
    %8 = stablehlo.get_tuple_element %2[5] : (tuple<tensor<8x2xf32>, tensor<64x2xf32>, tensor<64x2xf32>, tensor<64x2xf32>, tensor<8x2xf32>, tensor<64x2xf32>>) -> tensor<64x2xf32>
    return %3, %4, %5, %6, %7, %8 : tensor<8x2xf32>, tensor<64x2xf32>, tensor<64x2xf32>, tensor<64x2xf32>, tensor<8x2xf32>, tensor<64x2xf32>
  }
}
