; ModuleID = '__compute_module_wrapped_reduce-window_kernel_module'
source_filename = "__compute_module_wrapped_reduce-window_kernel_module"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%XLA_CPU_KernelCallFrame = type { ptr, ptr, i64, ptr }
%XLA_CPU_KernelArg = type { ptr, i64 }
%kernel_dim3 = type { i64, i64, i64 }

; Function Attrs: uwtable
define ptr @wrapped_reduce-window(ptr %0) #0 {
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
  call void @wrapped_reduce-window_wrapped(ptr %5, ptr %7, ptr %9, i64 %13, i64 %15, i64 %17)
  ret ptr null
}

; Function Attrs: alwaysinline
define internal void @wrapped_reduce-window_wrapped(ptr noalias align 64 dereferenceable(192) %0, ptr noalias align 64 dereferenceable(4) %1, ptr noalias align 64 dereferenceable(192) %2, i64 %3, i64 %4, i64 %5) #1 {
  %7 = getelementptr inbounds [1 x float], ptr %1, i32 0, i32 0
  %8 = load float, ptr %7, align 4, !invariant.load !3
  br label %9

9:                                                ; preds = %41, %6
  %10 = phi i64 [ %42, %41 ], [ 0, %6 ]
  %11 = icmp slt i64 %10, 6
  br i1 %11, label %12, label %43

12:                                               ; preds = %9
  %13 = mul nsw i64 %10, 8
  br label %14

14:                                               ; preds = %37, %12
  %15 = phi i64 [ %40, %37 ], [ 0, %12 ]
  %16 = icmp slt i64 %15, 8
  br i1 %16, label %17, label %41

17:                                               ; preds = %14
  br label %18

18:                                               ; preds = %35, %17
  %19 = phi i64 [ %36, %35 ], [ 0, %17 ]
  %20 = phi float [ %34, %35 ], [ %8, %17 ]
  %21 = icmp slt i64 %19, 8
  br i1 %21, label %22, label %37

22:                                               ; preds = %18
  %23 = add nsw i64 %15, %19
  %24 = icmp sge i64 %23, 7
  br i1 %24, label %25, label %32

25:                                               ; preds = %22
  %26 = add nsw i64 %13, %15
  %27 = add nsw i64 %26, %19
  %28 = add nsw i64 %27, -7
  %29 = getelementptr inbounds [48 x float], ptr %0, i32 0, i64 %28
  %30 = load float, ptr %29, align 4, !invariant.load !3
  %31 = fadd reassoc float %20, %30
  br label %33

32:                                               ; preds = %22
  br label %33

33:                                               ; preds = %25, %32
  %34 = phi float [ %20, %32 ], [ %31, %25 ]
  br label %35

35:                                               ; preds = %33
  %36 = add i64 %19, 1
  br label %18

37:                                               ; preds = %18
  %38 = add nsw i64 %13, %15
  %39 = getelementptr inbounds [48 x float], ptr %2, i32 0, i64 %38
  store float %20, ptr %39, align 4
  %40 = add i64 %15, 1
  br label %14, !llvm.loop !6

41:                                               ; preds = %14
  %42 = add i64 %10, 1
  br label %9, !llvm.loop !6

43:                                               ; preds = %9
  ret void
}

attributes #0 = { uwtable "frame-pointer"="all" "prefer-vector-width"="256" }
attributes #1 = { alwaysinline }

!llvm.module.flags = !{!0, !1}
!xla_cpu_memory_region_name = !{!2}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{i32 1, !"xla_dylib_index", i64 5}
!2 = !{!"xla_cpu_emitter__loop_fusion_kernel_emitter__hlo_opcode__fusion"}
!3 = !{}
!4 = !{i64 192}
!5 = !{i64 4}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.unroll.disable"}
