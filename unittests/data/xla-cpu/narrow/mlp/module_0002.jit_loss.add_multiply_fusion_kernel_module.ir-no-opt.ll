; ModuleID = '__compute_module_add_multiply_fusion_kernel_module'
source_filename = "__compute_module_add_multiply_fusion_kernel_module"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%XLA_CPU_KernelCallFrame = type { ptr, ptr, i64, ptr }
%XLA_CPU_KernelArg = type { ptr, i64 }
%kernel_dim3 = type { i64, i64, i64 }

; Function Attrs: uwtable
define ptr @add_multiply_fusion(ptr %0) #0 {
  %2 = getelementptr inbounds %XLA_CPU_KernelCallFrame, ptr %0, i32 0, i32 3
  %3 = load ptr, ptr %2, align 8, !invariant.load !3
  %4 = getelementptr inbounds %XLA_CPU_KernelArg, ptr %3, i32 0, i32 0
  %5 = load ptr, ptr %4, align 8, !invariant.load !3, !dereferenceable !4
  %6 = getelementptr inbounds %XLA_CPU_KernelArg, ptr %3, i32 1, i32 0
  %7 = load ptr, ptr %6, align 8, !invariant.load !3, !dereferenceable !5
  %8 = getelementptr inbounds %XLA_CPU_KernelArg, ptr %3, i32 2, i32 0
  %9 = load ptr, ptr %8, align 8, !invariant.load !3, !dereferenceable !4
  %10 = getelementptr inbounds %XLA_CPU_KernelArg, ptr %3, i32 3, i32 0
  %11 = load ptr, ptr %10, align 8, !invariant.load !3, !dereferenceable !5
  %12 = getelementptr inbounds %XLA_CPU_KernelArg, ptr %3, i32 4, i32 0
  %13 = load ptr, ptr %12, align 8, !invariant.load !3, !dereferenceable !4
  %14 = getelementptr inbounds %XLA_CPU_KernelCallFrame, ptr %0, i32 0, i32 1
  %15 = load ptr, ptr %14, align 8
  %16 = getelementptr inbounds %kernel_dim3, ptr %15, i32 0, i32 0
  %17 = load i64, ptr %16, align 4, !invariant.load !3
  %18 = getelementptr inbounds %kernel_dim3, ptr %15, i32 0, i32 1
  %19 = load i64, ptr %18, align 4, !invariant.load !3
  %20 = getelementptr inbounds %kernel_dim3, ptr %15, i32 0, i32 2
  %21 = load i64, ptr %20, align 4, !invariant.load !3
  call void @add_multiply_fusion_wrapped(ptr %5, ptr %7, ptr %9, ptr %11, ptr %13, i64 %17, i64 %19, i64 %21)
  ret ptr null
}

; Function Attrs: alwaysinline
define internal void @add_multiply_fusion_wrapped(ptr noalias align 64 dereferenceable(80) %0, ptr noalias align 64 dereferenceable(16) %1, ptr noalias align 64 dereferenceable(80) %2, ptr noalias align 64 dereferenceable(16) %3, ptr noalias align 64 dereferenceable(80) %4, i64 %5, i64 %6, i64 %7) #1 {
  br label %9

9:                                                ; preds = %32, %8
  %10 = phi i64 [ %33, %32 ], [ 0, %8 ]
  %11 = icmp slt i64 %10, 4
  br i1 %11, label %12, label %34

12:                                               ; preds = %9
  %13 = getelementptr inbounds [4 x float], ptr %3, i32 0, i64 %10
  %14 = load float, ptr %13, align 4, !invariant.load !3
  %15 = getelementptr inbounds [4 x float], ptr %1, i32 0, i64 %10
  %16 = load float, ptr %15, align 4, !invariant.load !3
  %17 = fneg float %16
  %18 = mul nsw i64 %10, 5
  br label %19

19:                                               ; preds = %22, %12
  %20 = phi i64 [ %31, %22 ], [ 0, %12 ]
  %21 = icmp slt i64 %20, 5
  br i1 %21, label %22, label %32

22:                                               ; preds = %19
  %23 = add nsw i64 %18, %20
  %24 = getelementptr inbounds [20 x float], ptr %2, i32 0, i64 %23
  %25 = load float, ptr %24, align 4
  %26 = fmul float %25, %14
  %27 = fadd float %26, %17
  %28 = getelementptr inbounds [20 x float], ptr %0, i32 0, i64 %23
  %29 = load float, ptr %28, align 4, !invariant.load !3
  %30 = fmul float %27, %29
  store float %30, ptr %24, align 4
  %31 = add i64 %20, 1
  br label %19

32:                                               ; preds = %19
  %33 = add i64 %10, 1
  br label %9, !llvm.loop !6

34:                                               ; preds = %9
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
!4 = !{i64 80}
!5 = !{i64 16}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.unroll.disable"}
