; ModuleID = '__compute_module_wrapped_scatter.2'
source_filename = "__compute_module_wrapped_scatter.2"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%XLA_CPU_KernelCallFrame = type { ptr, ptr, i64, ptr }
%XLA_CPU_KernelArg = type { ptr, i64 }
%kernel_dim3 = type { i64, i64, i64 }

; Function Attrs: uwtable
define ptr @wrapped_scatter.2(ptr %0) #0 {
  %2 = getelementptr inbounds %XLA_CPU_KernelCallFrame, ptr %0, i32 0, i32 3
  %3 = load ptr, ptr %2, align 8, !invariant.load !4
  %4 = getelementptr inbounds %XLA_CPU_KernelArg, ptr %3, i32 0, i32 0
  %5 = load ptr, ptr %4, align 8, !invariant.load !4, !dereferenceable !5
  %6 = getelementptr inbounds %XLA_CPU_KernelArg, ptr %3, i32 1, i32 0
  %7 = load ptr, ptr %6, align 8, !invariant.load !4, !dereferenceable !6
  %8 = getelementptr inbounds %XLA_CPU_KernelArg, ptr %3, i32 2, i32 0
  %9 = load ptr, ptr %8, align 8, !invariant.load !4, !dereferenceable !7
  %10 = getelementptr inbounds %XLA_CPU_KernelArg, ptr %3, i32 3, i32 0
  %11 = load ptr, ptr %10, align 8, !invariant.load !4, !dereferenceable !5
  %12 = getelementptr inbounds %XLA_CPU_KernelCallFrame, ptr %0, i32 0, i32 1
  %13 = load ptr, ptr %12, align 8
  %14 = getelementptr inbounds %kernel_dim3, ptr %13, i32 0, i32 0
  %15 = load i64, ptr %14, align 4, !invariant.load !4
  %16 = trunc nsw i64 %15 to i32
  %17 = getelementptr inbounds %kernel_dim3, ptr %13, i32 0, i32 1
  %18 = load i64, ptr %17, align 4, !invariant.load !4
  %19 = trunc nsw i64 %18 to i32
  %20 = getelementptr inbounds %kernel_dim3, ptr %13, i32 0, i32 2
  %21 = load i64, ptr %20, align 4, !invariant.load !4
  %22 = trunc nsw i64 %21 to i32
  call void @wrapped_scatter.2_wrapped(ptr %5, ptr %7, ptr %9, ptr %11, i32 %16, i32 %19, i32 %22)
  ret ptr null
}

; Function Attrs: alwaysinline
define internal void @wrapped_scatter.2_wrapped(ptr noalias align 64 dereferenceable(160) %0, ptr noalias align 64 dereferenceable(32) %1, ptr noalias align 64 dereferenceable(16) %2, ptr noalias align 64 dereferenceable(160) %3, i32 %4, i32 %5, i32 %6) #1 {
  br label %8

8:                                                ; preds = %29, %7
  %9 = phi i32 [ %30, %29 ], [ 0, %7 ]
  %10 = icmp slt i32 %9, 4
  br i1 %10, label %11, label %31

11:                                               ; preds = %8
  %12 = mul nsw i32 %9, 2
  %13 = getelementptr inbounds [8 x i32], ptr %1, i32 0, i32 %12
  %14 = load i32, ptr %13, align 4
  %15 = icmp ule i32 %14, 9
  %16 = add nsw i32 %12, 1
  %17 = getelementptr inbounds [8 x i32], ptr %1, i32 0, i32 %16
  %18 = load i32, ptr %17, align 4
  %19 = icmp ule i32 %18, 3
  %20 = and i1 %15, %19
  br i1 %20, label %21, label %29

21:                                               ; preds = %11
  %22 = getelementptr inbounds [4 x float], ptr %2, i32 0, i32 %9
  %23 = load float, ptr %22, align 4
  %24 = mul nsw i32 %14, 4
  %25 = add nsw i32 %24, %18
  %26 = getelementptr inbounds [40 x float], ptr %0, i32 0, i32 %25
  %27 = load float, ptr %26, align 4
  %28 = call float @llvm.maximum.f32(float %27, float %23)
  store float %28, ptr %26, align 4
  br label %29

29:                                               ; preds = %21, %11
  %30 = add i32 %9, 1
  br label %8

31:                                               ; preds = %8
  ret void
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maximum.f32(float, float) #2

attributes #0 = { uwtable "frame-pointer"="all" "prefer-vector-width"="256" }
attributes #1 = { alwaysinline }
attributes #2 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2}
!xla_cpu_memory_region_name = !{!3}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{i32 1, !"xla_backend_extra_options", !"xla_cpu_disable_loop_unrolling"}
!2 = !{i32 1, !"xla_dylib_index", i64 1}
!3 = !{!"xla_cpu_emitter__cpu_scatter_fusion__hlo_opcode__fusion"}
!4 = !{}
!5 = !{i64 160}
!6 = !{i64 32}
!7 = !{i64 16}
