; ModuleID = '__compute_module_wrapped_scatter.1'
source_filename = "__compute_module_wrapped_scatter.1"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%XLA_CPU_KernelCallFrame = type { ptr, ptr, i64, ptr }
%XLA_CPU_KernelArg = type { ptr, i64 }
%kernel_dim3 = type { i64, i64, i64 }

; Function Attrs: uwtable
define ptr @wrapped_scatter.1(ptr %0) #0 {
  %2 = getelementptr inbounds %XLA_CPU_KernelCallFrame, ptr %0, i32 0, i32 3
  %3 = load ptr, ptr %2, align 8, !invariant.load !4
  %4 = getelementptr inbounds %XLA_CPU_KernelArg, ptr %3, i32 0, i32 0
  %5 = load ptr, ptr %4, align 8, !invariant.load !4, !dereferenceable !5
  %6 = getelementptr inbounds %XLA_CPU_KernelArg, ptr %3, i32 1, i32 0
  %7 = load ptr, ptr %6, align 8, !invariant.load !4, !dereferenceable !6
  %8 = getelementptr inbounds %XLA_CPU_KernelArg, ptr %3, i32 2, i32 0
  %9 = load ptr, ptr %8, align 8, !invariant.load !4, !dereferenceable !6
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
  call void @wrapped_scatter.1_wrapped(ptr %5, ptr %7, ptr %9, ptr %11, i32 %16, i32 %19, i32 %22)
  ret ptr null
}

; Function Attrs: alwaysinline
define internal void @wrapped_scatter.1_wrapped(ptr noalias align 64 dereferenceable(40) %0, ptr noalias align 64 dereferenceable(16) %1, ptr noalias align 64 dereferenceable(16) %2, ptr noalias align 64 dereferenceable(40) %3, i32 %4, i32 %5, i32 %6) #1 {
  br label %8

8:                                                ; preds = %19, %7
  %9 = phi i32 [ %20, %19 ], [ 0, %7 ]
  %10 = icmp slt i32 %9, 4
  br i1 %10, label %11, label %21

11:                                               ; preds = %8
  %12 = getelementptr inbounds [4 x i32], ptr %1, i32 0, i32 %9
  %13 = load i32, ptr %12, align 4
  %14 = icmp ule i32 %13, 9
  br i1 %14, label %15, label %19

15:                                               ; preds = %11
  %16 = getelementptr inbounds [4 x float], ptr %2, i32 0, i32 %9
  %17 = load float, ptr %16, align 4
  %18 = getelementptr inbounds [10 x float], ptr %0, i32 0, i32 %13
  store float %17, ptr %18, align 4
  br label %19

19:                                               ; preds = %15, %11
  %20 = add i32 %9, 1
  br label %8

21:                                               ; preds = %8
  ret void
}

attributes #0 = { uwtable "frame-pointer"="all" "prefer-vector-width"="256" }
attributes #1 = { alwaysinline }

!llvm.module.flags = !{!0, !1, !2}
!xla_cpu_memory_region_name = !{!3}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{i32 1, !"xla_backend_extra_options", !"xla_cpu_disable_loop_unrolling"}
!2 = !{i32 1, !"xla_dylib_index", i64 2}
!3 = !{!"xla_cpu_emitter__cpu_scatter_fusion__hlo_opcode__fusion"}
!4 = !{}
!5 = !{i64 40}
!6 = !{i64 16}
