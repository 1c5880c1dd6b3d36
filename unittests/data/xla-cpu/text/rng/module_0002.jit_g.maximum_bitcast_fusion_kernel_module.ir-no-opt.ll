; ModuleID = '__compute_module_maximum_bitcast_fusion_kernel_module'
source_filename = "__compute_module_maximum_bitcast_fusion_kernel_module"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%XLA_CPU_KernelCallFrame = type { ptr, ptr, i64, ptr }
%XLA_CPU_KernelArg = type { ptr, i64 }
%kernel_dim3 = type { i64, i64, i64 }

; Function Attrs: uwtable
define ptr @maximum_bitcast_fusion(ptr %0) #0 {
  %2 = getelementptr inbounds %XLA_CPU_KernelCallFrame, ptr %0, i32 0, i32 3
  %3 = load ptr, ptr %2, align 8, !invariant.load !3
  %4 = getelementptr inbounds %XLA_CPU_KernelArg, ptr %3, i32 0, i32 0
  %5 = load ptr, ptr %4, align 8, !invariant.load !3, !dereferenceable !4
  %6 = getelementptr inbounds %XLA_CPU_KernelArg, ptr %3, i32 1, i32 0
  %7 = load ptr, ptr %6, align 8, !invariant.load !3, !dereferenceable !4
  %8 = getelementptr inbounds %XLA_CPU_KernelCallFrame, ptr %0, i32 0, i32 1
  %9 = load ptr, ptr %8, align 8
  %10 = getelementptr inbounds %kernel_dim3, ptr %9, i32 0, i32 0
  %11 = load i64, ptr %10, align 4, !invariant.load !3
  %12 = getelementptr inbounds %kernel_dim3, ptr %9, i32 0, i32 1
  %13 = load i64, ptr %12, align 4, !invariant.load !3
  %14 = getelementptr inbounds %kernel_dim3, ptr %9, i32 0, i32 2
  %15 = load i64, ptr %14, align 4, !invariant.load !3
  call void @maximum_bitcast_fusion_wrapped(ptr %5, ptr %7, i64 %11, i64 %13, i64 %15)
  ret ptr null
}

; Function Attrs: alwaysinline
define internal void @maximum_bitcast_fusion_wrapped(ptr noalias align 64 dereferenceable(16) %0, ptr noalias align 64 dereferenceable(16) %1, i64 %2, i64 %3, i64 %4) #1 {
  %6 = call i64 @fused_computation_or_15(ptr %0, i64 0)
  %7 = trunc i64 %6 to i32
  %8 = zext i32 %7 to i64
  %9 = mul i64 %8, 3528531795
  %10 = lshr i64 %9, 32
  %11 = call i32 @fused_computation_convert_316(ptr %0, i64 0)
  %12 = zext i32 %11 to i64
  %13 = call i32 @fused_computation_convert_318(ptr %0, i64 0)
  %14 = zext i32 %13 to i64
  %15 = shl i64 %12, 32
  %16 = or i64 %14, %15
  %17 = lshr i64 %16, 32
  %18 = trunc i64 %10 to i32
  %19 = trunc i64 %17 to i32
  %20 = xor i32 %18, %19
  %21 = xor i32 %20, %11
  %22 = zext i32 %21 to i64
  %23 = mul i64 %22, 3449720151
  %24 = lshr i64 %23, 32
  %25 = trunc i64 %24 to i32
  %26 = trunc i64 %16 to i32
  %27 = zext i32 %26 to i64
  %28 = mul i64 %27, 3449720151
  %29 = trunc i64 %28 to i32
  %30 = xor i32 %25, %29
  %31 = add i32 %13, -1640531527
  %32 = xor i32 %30, %31
  %33 = zext i32 %32 to i64
  %34 = mul i64 %33, 3528531795
  %35 = lshr i64 %34, 32
  %36 = trunc i64 %35 to i32
  %37 = lshr i64 %28, 32
  %38 = lshr i64 %6, 32
  %39 = trunc i64 %37 to i32
  %40 = trunc i64 %38 to i32
  %41 = xor i32 %39, %40
  %42 = xor i32 %41, %13
  %43 = zext i32 %42 to i64
  %44 = mul i64 %43, 3528531795
  %45 = trunc i64 %44 to i32
  %46 = xor i32 %36, %45
  %47 = add i32 %11, 1993301258
  %48 = xor i32 %46, %47
  %49 = zext i32 %48 to i64
  %50 = mul i64 %49, 3449720151
  %51 = lshr i64 %50, 32
  %52 = trunc i64 %51 to i32
  %53 = lshr i64 %44, 32
  %54 = trunc i64 %53 to i32
  %55 = trunc i64 %9 to i32
  %56 = xor i32 %54, %55
  %57 = add i32 %11, -1150833019
  %58 = xor i32 %56, %57
  %59 = zext i32 %58 to i64
  %60 = mul i64 %59, 3449720151
  %61 = trunc i64 %60 to i32
  %62 = xor i32 %52, %61
  %63 = add i32 %13, -626627285
  %64 = xor i32 %62, %63
  %65 = zext i32 %64 to i64
  %66 = mul i64 %65, 3528531795
  %67 = lshr i64 %66, 32
  %68 = trunc i64 %67 to i32
  %69 = lshr i64 %60, 32
  %70 = trunc i64 %69 to i32
  %71 = trunc i64 %23 to i32
  %72 = xor i32 %70, %71
  %73 = add i32 %13, 1013904242
  %74 = xor i32 %72, %73
  %75 = zext i32 %74 to i64
  %76 = mul i64 %75, 3528531795
  %77 = trunc i64 %76 to i32
  %78 = xor i32 %68, %77
  %79 = add i32 %11, -308364780
  %80 = xor i32 %78, %79
  %81 = zext i32 %80 to i64
  %82 = mul i64 %81, 3449720151
  %83 = lshr i64 %82, 32
  %84 = trunc i64 %83 to i32
  %85 = lshr i64 %76, 32
  %86 = trunc i64 %85 to i32
  %87 = trunc i64 %34 to i32
  %88 = xor i32 %86, %87
  %89 = add i32 %11, 842468239
  %90 = xor i32 %88, %89
  %91 = zext i32 %90 to i64
  %92 = mul i64 %91, 3449720151
  %93 = trunc i64 %92 to i32
  %94 = xor i32 %84, %93
  %95 = add i32 %13, 387276957
  %96 = xor i32 %94, %95
  %97 = zext i32 %96 to i64
  %98 = mul i64 %97, 3528531795
  %99 = lshr i64 %98, 32
  %100 = trunc i64 %99 to i32
  %101 = lshr i64 %92, 32
  %102 = trunc i64 %101 to i32
  %103 = trunc i64 %50 to i32
  %104 = xor i32 %102, %103
  %105 = add i32 %13, 2027808484
  %106 = xor i32 %104, %105
  %107 = zext i32 %106 to i64
  %108 = mul i64 %107, 3528531795
  %109 = trunc i64 %108 to i32
  %110 = xor i32 %100, %109
  %111 = add i32 %11, 1684936478
  %112 = xor i32 %110, %111
  %113 = zext i32 %112 to i64
  %114 = mul i64 %113, 3449720151
  %115 = lshr i64 %114, 32
  %116 = trunc i64 %115 to i32
  %117 = lshr i64 %108, 32
  %118 = trunc i64 %117 to i32
  %119 = trunc i64 %66 to i32
  %120 = xor i32 %118, %119
  %121 = add i32 %11, -1459197799
  %122 = xor i32 %120, %121
  %123 = zext i32 %122 to i64
  %124 = mul i64 %123, 3449720151
  %125 = trunc i64 %124 to i32
  %126 = xor i32 %116, %125
  %127 = add i32 %13, 1401181199
  %128 = xor i32 %126, %127
  %129 = zext i32 %128 to i64
  %130 = mul i64 %129, 3528531795
  %131 = lshr i64 %130, 32
  %132 = trunc i64 %131 to i32
  %133 = lshr i64 %124, 32
  %134 = trunc i64 %133 to i32
  %135 = trunc i64 %82 to i32
  %136 = xor i32 %134, %135
  %137 = add i32 %13, -1253254570
  %138 = xor i32 %136, %137
  %139 = zext i32 %138 to i64
  %140 = mul i64 %139, 3528531795
  %141 = trunc i64 %140 to i32
  %142 = xor i32 %132, %141
  %143 = add i32 %11, -616729560
  %144 = xor i32 %142, %143
  %145 = zext i32 %144 to i64
  %146 = mul i64 %145, 3449720151
  %147 = lshr i64 %146, 32
  %148 = trunc i64 %147 to i32
  %149 = lshr i64 %140, 32
  %150 = trunc i64 %149 to i32
  %151 = trunc i64 %98 to i32
  %152 = xor i32 %150, %151
  %153 = add i32 %11, 534103459
  %154 = xor i32 %152, %153
  %155 = zext i32 %154 to i64
  %156 = mul i64 %155, 3449720151
  %157 = trunc i64 %156 to i32
  %158 = xor i32 %148, %157
  %159 = add i32 %13, -1879881855
  %160 = xor i32 %158, %159
  %161 = call float @fused_computation__epilogue__bitcast_8(ptr %0, i64 0, i32 %160)
  %162 = getelementptr inbounds [4 x float], ptr %1, i32 0, i32 0
  store float %161, ptr %162, align 4
  %163 = trunc i64 %146 to i32
  %164 = call float @fused_computation__epilogue__bitcast_8(ptr %0, i64 1, i32 %163)
  %165 = getelementptr inbounds [4 x float], ptr %1, i32 0, i32 1
  store float %164, ptr %165, align 4
  %166 = lshr i64 %156, 32
  %167 = trunc i64 %166 to i32
  %168 = trunc i64 %114 to i32
  %169 = xor i32 %167, %168
  %170 = add i32 %13, -239350328
  %171 = xor i32 %169, %170
  %172 = zext i32 %171 to i64
  %173 = mul i64 %172, 3528531795
  %174 = lshr i64 %173, 32
  %175 = trunc i64 %174 to i32
  %176 = trunc i64 %130 to i32
  %177 = xor i32 %175, %176
  %178 = add i32 %11, -1767562579
  %179 = xor i32 %177, %178
  %180 = call float @fused_computation__epilogue__bitcast_8(ptr %0, i64 2, i32 %179)
  %181 = getelementptr inbounds [4 x float], ptr %1, i32 0, i32 2
  store float %180, ptr %181, align 4
  %182 = trunc i64 %173 to i32
  %183 = call float @fused_computation__epilogue__bitcast_8(ptr %0, i64 3, i32 %182)
  %184 = getelementptr inbounds [4 x float], ptr %1, i32 0, i32 3
  store float %183, ptr %184, align 4
  ret void
}

define internal i32 @fused_computation_convert_316(ptr noalias %0, i64 %1) {
  %3 = call i64 @fused_computation_rng_bit_generator_3(ptr %0, i64 %1)
  %4 = lshr i64 %3, 32
  %5 = trunc i64 %4 to i32
  ret i32 %5
}

define internal i32 @fused_computation_convert_318(ptr noalias %0, i64 %1) {
  %3 = call i64 @fused_computation_rng_bit_generator_3(ptr %0, i64 %1)
  %4 = trunc i64 %3 to i32
  ret i32 %4
}

define internal i64 @fused_computation_or_15(ptr noalias %0, i64 %1) {
  %3 = call i64 @fused_computation_rng_bit_generator_3(ptr %0, i64 1)
  %4 = lshr i64 %3, 32
  %5 = trunc i64 %4 to i32
  %6 = trunc i64 %3 to i32
  %7 = zext i32 %5 to i64
  %8 = zext i32 %6 to i64
  %9 = shl i64 %7, 32
  %10 = or i64 %8, %9
  ret i64 %10
}

define internal i64 @fused_computation_rng_bit_generator_3(ptr noalias %0, i64 %1) {
  %3 = getelementptr inbounds [2 x i64], ptr %0, i32 0, i64 %1
  %4 = load i64, ptr %3, align 4, !invariant.load !3
  ret i64 %4
}

define internal float @fused_computation__epilogue__bitcast_8(ptr noalias %0, i64 %1, i32 %2) {
  %4 = lshr i32 %2, 9
  %5 = or i32 %4, 1065353216
  %6 = bitcast i32 %5 to float
  %7 = fadd float %6, -1.000000e+00
  %8 = call float @llvm.maximum.f32(float %7, float 0.000000e+00)
  ret float %8
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maximum.f32(float, float) #2

attributes #0 = { uwtable "frame-pointer"="all" "prefer-vector-width"="256" }
attributes #1 = { alwaysinline }
attributes #2 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1}
!xla_cpu_memory_region_name = !{!2}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{i32 1, !"xla_dylib_index", i64 0}
!2 = !{!"xla_cpu_emitter__concatenate_fusion_kernel_emitter__hlo_opcode__fusion"}
!3 = !{}
!4 = !{i64 16}
