; ModuleID = '__compute_module_reduce_divide_fusion_kernel_module'
source_filename = "__compute_module_reduce_divide_fusion_kernel_module"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%XLA_CPU_KernelCallFrame = type { ptr, ptr, i64, ptr }
%XLA_CPU_KernelArg = type { ptr, i64 }
%kernel_dim3 = type { i64, i64, i64 }

; Function Attrs: uwtable
define ptr @reduce_divide_fusion(ptr %0) #0 {
  %2 = getelementptr inbounds %XLA_CPU_KernelCallFrame, ptr %0, i32 0, i32 3
  %3 = load ptr, ptr %2, align 8, !invariant.load !3
  %4 = getelementptr inbounds %XLA_CPU_KernelArg, ptr %3, i32 0, i32 0
  %5 = load ptr, ptr %4, align 8, !invariant.load !3, !dereferenceable !4
  %6 = getelementptr inbounds %XLA_CPU_KernelArg, ptr %3, i32 1, i32 0
  %7 = load ptr, ptr %6, align 8, !invariant.load !3, !dereferenceable !5
  %8 = getelementptr inbounds %XLA_CPU_KernelCallFrame, ptr %0, i32 0, i32 1
  %9 = load ptr, ptr %8, align 8
  %10 = getelementptr inbounds %kernel_dim3, ptr %9, i32 0, i32 0
  %11 = load i64, ptr %10, align 4, !invariant.load !3
  %12 = getelementptr inbounds %kernel_dim3, ptr %9, i32 0, i32 1
  %13 = load i64, ptr %12, align 4, !invariant.load !3
  %14 = getelementptr inbounds %kernel_dim3, ptr %9, i32 0, i32 2
  %15 = load i64, ptr %14, align 4, !invariant.load !3
  call void @reduce_divide_fusion_wrapped(ptr %5, ptr %7, i64 %11, i64 %13, i64 %15)
  ret ptr null
}

; Function Attrs: alwaysinline
define internal void @reduce_divide_fusion_wrapped(ptr noalias align 64 dereferenceable(1024) %0, ptr noalias align 64 dereferenceable(128) %1, i64 %2, i64 %3, i64 %4) #1 {
  br label %6

6:                                                ; preds = %43, %5
  %7 = phi i64 [ %44, %43 ], [ 0, %5 ]
  %8 = icmp slt i64 %7, 2
  br i1 %8, label %9, label %45

9:                                                ; preds = %6
  %10 = mul nsw i64 %7, 128
  %11 = mul nsw i64 %7, 16
  br label %12

12:                                               ; preds = %41, %9
  %13 = phi i64 [ %42, %41 ], [ 0, %9 ]
  %14 = icmp slt i64 %13, 2
  br i1 %14, label %15, label %43

15:                                               ; preds = %12
  %16 = mul nsw i64 %13, 64
  %17 = add nsw i64 %10, %16
  %18 = mul nsw i64 %13, 8
  %19 = add nsw i64 %11, %18
  br label %20

20:                                               ; preds = %36, %15
  %21 = phi i64 [ %40, %36 ], [ 0, %15 ]
  %22 = icmp slt i64 %21, 8
  br i1 %22, label %23, label %41

23:                                               ; preds = %20
  %24 = mul nsw i64 %21, 8
  %25 = add nsw i64 %17, %24
  br label %26

26:                                               ; preds = %30, %23
  %27 = phi i64 [ %35, %30 ], [ 0, %23 ]
  %28 = phi float [ %34, %30 ], [ 0.000000e+00, %23 ]
  %29 = icmp slt i64 %27, 8
  br i1 %29, label %30, label %36

30:                                               ; preds = %26
  %31 = add nsw i64 %25, %27
  %32 = getelementptr inbounds [256 x float], ptr %0, i32 0, i64 %31
  %33 = load float, ptr %32, align 4, !invariant.load !3
  %34 = fadd reassoc float %28, %33
  %35 = add i64 %27, 1
  br label %26

36:                                               ; preds = %26
  %37 = fdiv float 1.000000e+00, %28
  %38 = add nsw i64 %19, %21
  %39 = getelementptr inbounds [32 x float], ptr %1, i32 0, i64 %38
  store float %37, ptr %39, align 4
  %40 = add i64 %21, 1
  br label %20, !llvm.loop !6

41:                                               ; preds = %20
  %42 = add i64 %13, 1
  br label %12, !llvm.loop !6

43:                                               ; preds = %12
  %44 = add i64 %7, 1
  br label %6, !llvm.loop !6

45:                                               ; preds = %6
  ret void
}

attributes #0 = { uwtable "frame-pointer"="all" "prefer-vector-width"="256" }
attributes #1 = { alwaysinline }

!llvm.module.flags = !{!0, !1}
!xla_cpu_memory_region_name = !{!2}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{i32 1, !"xla_dylib_index", i64 2}
!2 = !{!"xla_cpu_emitter__loop_fusion_kernel_emitter__hlo_opcode__fusion"}
!3 = !{}
!4 = !{i64 1024}
!5 = !{i64 128}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.unroll.disable"}
