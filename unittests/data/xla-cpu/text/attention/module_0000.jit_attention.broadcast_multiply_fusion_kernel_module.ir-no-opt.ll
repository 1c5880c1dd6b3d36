; ModuleID = '__compute_module_broadcast_multiply_fusion_kernel_module'
source_filename = "__compute_module_broadcast_multiply_fusion_kernel_module"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%XLA_CPU_KernelCallFrame = type { ptr, ptr, i64, ptr }
%XLA_CPU_KernelArg = type { ptr, i64 }
%kernel_dim3 = type { i64, i64, i64 }

; Function Attrs: uwtable
define ptr @broadcast_multiply_fusion(ptr %0) #0 {
  %2 = getelementptr inbounds %XLA_CPU_KernelCallFrame, ptr %0, i32 0, i32 3
  %3 = load ptr, ptr %2, align 8, !invariant.load !3
  %4 = getelementptr inbounds %XLA_CPU_KernelArg, ptr %3, i32 0, i32 0
  %5 = load ptr, ptr %4, align 8, !invariant.load !3, !dereferenceable !4
  %6 = getelementptr inbounds %XLA_CPU_KernelArg, ptr %3, i32 1, i32 0
  %7 = load ptr, ptr %6, align 8, !invariant.load !3, !dereferenceable !5
  %8 = getelementptr inbounds %XLA_CPU_KernelArg, ptr %3, i32 2, i32 0
  %9 = load ptr, ptr %8, align 8, !invariant.load !3, !dereferenceable !4
  %10 = getelementptr inbounds %XLA_CPU_KernelCallFrame, ptr %0, i32 0, i32 1
  %11 = load ptr, ptr %10, align 8
  %12 = getelementptr inbounds %kernel_dim3, ptr %11, i32 0, i32 0
  %13 = load i64, ptr %12, align 4, !invariant.load !3
  %14 = getelementptr inbounds %kernel_dim3, ptr %11, i32 0, i32 1
  %15 = load i64, ptr %14, align 4, !invariant.load !3
  %16 = getelementptr inbounds %kernel_dim3, ptr %11, i32 0, i32 2
  %17 = load i64, ptr %16, align 4, !invariant.load !3
  call void @broadcast_multiply_fusion_wrapped(ptr %5, ptr %7, ptr %9, i64 %13, i64 %15, i64 %17)
  ret ptr null
}

; Function Attrs: alwaysinline
define internal void @broadcast_multiply_fusion_wrapped(ptr noalias align 64 dereferenceable(1024) %0, ptr noalias align 64 dereferenceable(128) %1, ptr noalias align 64 dereferenceable(1024) %2, i64 %3, i64 %4, i64 %5) #1 {
  br label %7

7:                                                ; preds = %43, %6
  %8 = phi i64 [ %44, %43 ], [ 0, %6 ]
  %9 = icmp slt i64 %8, 2
  br i1 %9, label %10, label %45

10:                                               ; preds = %7
  %11 = mul nsw i64 %8, 16
  %12 = mul nsw i64 %8, 128
  br label %13

13:                                               ; preds = %41, %10
  %14 = phi i64 [ %42, %41 ], [ 0, %10 ]
  %15 = icmp slt i64 %14, 2
  br i1 %15, label %16, label %43

16:                                               ; preds = %13
  %17 = mul nsw i64 %14, 8
  %18 = add nsw i64 %11, %17
  %19 = mul nsw i64 %14, 64
  %20 = add nsw i64 %12, %19
  br label %21

21:                                               ; preds = %39, %16
  %22 = phi i64 [ %40, %39 ], [ 0, %16 ]
  %23 = icmp slt i64 %22, 8
  br i1 %23, label %24, label %41

24:                                               ; preds = %21
  %25 = add nsw i64 %18, %22
  %26 = getelementptr inbounds [32 x float], ptr %1, i32 0, i64 %25
  %27 = load float, ptr %26, align 4, !invariant.load !3
  %28 = mul nsw i64 %22, 8
  %29 = add nsw i64 %20, %28
  br label %30

30:                                               ; preds = %33, %24
  %31 = phi i64 [ %38, %33 ], [ 0, %24 ]
  %32 = icmp slt i64 %31, 8
  br i1 %32, label %33, label %39

33:                                               ; preds = %30
  %34 = add nsw i64 %29, %31
  %35 = getelementptr inbounds [256 x float], ptr %0, i32 0, i64 %34
  %36 = load float, ptr %35, align 4
  %37 = fmul float %36, %27
  store float %37, ptr %35, align 4
  %38 = add i64 %31, 1
  br label %30

39:                                               ; preds = %30
  %40 = add i64 %22, 1
  br label %21, !llvm.loop !6

41:                                               ; preds = %21
  %42 = add i64 %14, 1
  br label %13, !llvm.loop !6

43:                                               ; preds = %13
  %44 = add i64 %8, 1
  br label %7, !llvm.loop !6

45:                                               ; preds = %7
  ret void
}

attributes #0 = { uwtable "frame-pointer"="all" "prefer-vector-width"="256" }
attributes #1 = { alwaysinline }

!llvm.module.flags = !{!0, !1}
!xla_cpu_memory_region_name = !{!2}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{i32 1, !"xla_dylib_index", i64 0}
!2 = !{!"xla_cpu_emitter__loop_fusion_kernel_emitter__hlo_opcode__fusion"}
!3 = !{}
!4 = !{i64 1024}
!5 = !{i64 128}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.unroll.disable"}
