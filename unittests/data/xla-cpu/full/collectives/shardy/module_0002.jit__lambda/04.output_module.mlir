module @jit__lambda attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.num_partitions = 8 : i32, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<4x16xf32> {mhlo.sharding = "{devices=[1,8]<=[8]}"}, %arg1: tensor<16x4xf32> {mhlo.sharding = "{devices=[8,1]<=[8]}"}) -> (tensor<4x4xf32> {mhlo.sharding = "{replicated}"}) {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<4x16xf32>, tensor<16x4xf32>) -> tensor<4x4xf32>
    %1 = stablehlo.tanh %0 : tensor<4x4xf32>
    return %1 : tensor<4x4xf32>
  }
}
