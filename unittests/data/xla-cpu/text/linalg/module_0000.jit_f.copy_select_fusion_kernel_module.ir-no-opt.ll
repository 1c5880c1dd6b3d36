; ModuleID = '__compute_module_copy_select_fusion_kernel_module'
source_filename = "__compute_module_copy_select_fusion_kernel_module"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%XLA_CPU_KernelCallFrame = type { ptr, ptr, i64, ptr }
%XLA_CPU_KernelArg = type { ptr, i64 }
%kernel_dim3 = type { i64, i64, i64 }

; Function Attrs: uwtable
define ptr @copy_select_fusion(ptr %0) #0 {
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
  call void @copy_select_fusion_wrapped(ptr %5, ptr %7, ptr %9, i64 %13, i64 %15, i64 %17)
  ret ptr null
}

; Function Attrs: alwaysinline
define internal void @copy_select_fusion_wrapped(ptr noalias align 64 dereferenceable(64) %0, ptr noalias align 64 dereferenceable(4) %1, ptr noalias align 64 dereferenceable(64) %2, i64 %3, i64 %4, i64 %5) #1 {
  %7 = getelementptr inbounds [1 x i32], ptr %1, i32 0, i32 0
  %8 = load i32, ptr %7, align 4, !invariant.load !3
  %9 = icmp eq i32 %8, 0
  br label %10

10:                                               ; preds = %27, %6
  %11 = phi i64 [ %28, %27 ], [ 0, %6 ]
  %12 = icmp slt i64 %11, 4
  br i1 %12, label %13, label %29

13:                                               ; preds = %10
  %14 = mul nsw i64 %11, 4
  br label %15

15:                                               ; preds = %18, %13
  %16 = phi i64 [ %26, %18 ], [ 0, %13 ]
  %17 = icmp slt i64 %16, 4
  br i1 %17, label %18, label %27

18:                                               ; preds = %15
  %19 = mul nsw i64 %16, 4
  %20 = add nsw i64 %11, %19
  %21 = getelementptr inbounds [16 x float], ptr %0, i32 0, i64 %20
  %22 = load float, ptr %21, align 4, !invariant.load !3
  %23 = select i1 %9, float %22, float +qnan
  %24 = add nsw i64 %14, %16
  %25 = getelementptr inbounds [16 x float], ptr %2, i32 0, i64 %24
  store float %23, ptr %25, align 4
  %26 = add i64 %16, 1
  br label %15

27:                                               ; preds = %15
  %28 = add i64 %11, 1
  br label %10, !llvm.loop !6

29:                                               ; preds = %10
  ret void
}

attributes #0 = { uwtable "frame-pointer"="all" "prefer-vector-width"="256" }
attributes #1 = { alwaysinline }

!llvm.module.flags = !{!0, !1}
!xla_cpu_memory_region_name = !{!2}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{i32 1, !"xla_dylib_index", i64 3}
!2 = !{!"xla_cpu_emitter__loop_fusion_kernel_emitter__hlo_opcode__fusion"}
!3 = !{}
!4 = !{i64 64}
!5 = !{i64 4}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.unroll.disable"}
