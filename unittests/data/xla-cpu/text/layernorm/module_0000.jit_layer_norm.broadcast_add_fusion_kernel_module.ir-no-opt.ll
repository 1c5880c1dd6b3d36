; ModuleID = '__compute_module_broadcast_add_fusion_kernel_module'
source_filename = "__compute_module_broadcast_add_fusion_kernel_module"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%XLA_CPU_KernelCallFrame = type { ptr, ptr, i64, ptr }
%XLA_CPU_KernelArg = type { ptr, i64 }
%kernel_dim3 = type { i64, i64, i64 }

; Function Attrs: uwtable
define ptr @broadcast_add_fusion(ptr %0) #0 {
  %2 = getelementptr inbounds %XLA_CPU_KernelCallFrame, ptr %0, i32 0, i32 3
  %3 = load ptr, ptr %2, align 8, !invariant.load !3
  %4 = getelementptr inbounds %XLA_CPU_KernelArg, ptr %3, i32 0, i32 0
  %5 = load ptr, ptr %4, align 8, !invariant.load !3, !dereferenceable !4
  %6 = getelementptr inbounds %XLA_CPU_KernelArg, ptr %3, i32 1, i32 0
  %7 = load ptr, ptr %6, align 8, !invariant.load !3, !dereferenceable !4
  %8 = getelementptr inbounds %XLA_CPU_KernelArg, ptr %3, i32 2, i32 0
  %9 = load ptr, ptr %8, align 8, !invariant.load !3, !dereferenceable !5
  %10 = getelementptr inbounds %XLA_CPU_KernelArg, ptr %3, i32 3, i32 0
  %11 = load ptr, ptr %10, align 8, !invariant.load !3, !dereferenceable !6
  %12 = getelementptr inbounds %XLA_CPU_KernelArg, ptr %3, i32 4, i32 0
  %13 = load ptr, ptr %12, align 8, !invariant.load !3, !dereferenceable !5
  %14 = getelementptr inbounds %XLA_CPU_KernelArg, ptr %3, i32 5, i32 0
  %15 = load ptr, ptr %14, align 8, !invariant.load !3, !dereferenceable !6
  %16 = getelementptr inbounds %XLA_CPU_KernelCallFrame, ptr %0, i32 0, i32 1
  %17 = load ptr, ptr %16, align 8
  %18 = getelementptr inbounds %kernel_dim3, ptr %17, i32 0, i32 0
  %19 = load i64, ptr %18, align 4, !invariant.load !3
  %20 = getelementptr inbounds %kernel_dim3, ptr %17, i32 0, i32 1
  %21 = load i64, ptr %20, align 4, !invariant.load !3
  %22 = getelementptr inbounds %kernel_dim3, ptr %17, i32 0, i32 2
  %23 = load i64, ptr %22, align 4, !invariant.load !3
  call void @broadcast_add_fusion_wrapped(ptr %5, ptr %7, ptr %9, ptr %11, ptr %13, ptr %15, i64 %19, i64 %21, i64 %23)
  ret ptr null
}

; Function Attrs: alwaysinline
define internal void @broadcast_add_fusion_wrapped(ptr noalias align 64 dereferenceable(64) %0, ptr noalias align 64 dereferenceable(64) %1, ptr noalias align 64 dereferenceable(12) %2, ptr noalias align 64 dereferenceable(192) %3, ptr noalias align 64 dereferenceable(12) %4, ptr noalias align 64 dereferenceable(192) %5, i64 %6, i64 %7, i64 %8) #1 {
  br label %10

10:                                               ; preds = %37, %9
  %11 = phi i64 [ %38, %37 ], [ 0, %9 ]
  %12 = icmp slt i64 %11, 3
  br i1 %12, label %13, label %39

13:                                               ; preds = %10
  %14 = getelementptr inbounds [3 x float], ptr %4, i32 0, i64 %11
  %15 = load float, ptr %14, align 4, !invariant.load !3
  %16 = fmul float %15, 6.250000e-02
  %17 = getelementptr inbounds [3 x float], ptr %2, i32 0, i64 %11
  %18 = load float, ptr %17, align 4, !invariant.load !3
  %19 = mul nsw i64 %11, 16
  br label %20

20:                                               ; preds = %23, %13
  %21 = phi i64 [ %36, %23 ], [ 0, %13 ]
  %22 = icmp slt i64 %21, 16
  br i1 %22, label %23, label %37

23:                                               ; preds = %20
  %24 = add nsw i64 %19, %21
  %25 = getelementptr inbounds [48 x float], ptr %3, i32 0, i64 %24
  %26 = load float, ptr %25, align 4, !invariant.load !3
  %27 = fsub float %26, %16
  %28 = fmul float %27, %18
  %29 = getelementptr inbounds [16 x float], ptr %1, i32 0, i64 %21
  %30 = load float, ptr %29, align 4, !invariant.load !3
  %31 = fmul float %28, %30
  %32 = getelementptr inbounds [16 x float], ptr %0, i32 0, i64 %21
  %33 = load float, ptr %32, align 4, !invariant.load !3
  %34 = fadd float %31, %33
  %35 = getelementptr inbounds [48 x float], ptr %5, i32 0, i64 %24
  store float %34, ptr %35, align 4
  %36 = add i64 %21, 1
  br label %20

37:                                               ; preds = %20
  %38 = add i64 %11, 1
  br label %10, !llvm.loop !7

39:                                               ; preds = %10
  ret void
}

attributes #0 = { uwtable "frame-pointer"="all" "prefer-vector-width"="256" }
attributes #1 = { alwaysinline }

!llvm.module.flags = !{!0, !1}
!xla_cpu_memory_region_name = !{!2}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{i32 1, !"xla_dylib_index", i64 1}
!2 = !{!"xla_cpu_emitter__loop_fusion_kernel_emitter__hlo_opcode__fusion"}
!3 = !{}
!4 = !{i64 64}
!5 = !{i64 12}
!6 = !{i64 192}
!7 = distinct !{!7, !8}
!8 = !{!"llvm.loop.unroll.disable"}
