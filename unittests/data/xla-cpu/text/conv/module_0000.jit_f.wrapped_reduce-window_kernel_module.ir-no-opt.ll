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
  %9 = load ptr, ptr %8, align 8, !invariant.load !3, !dereferenceable !6
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
define internal void @wrapped_reduce-window_wrapped(ptr noalias align 64 dereferenceable(1024) %0, ptr noalias align 64 dereferenceable(4) %1, ptr noalias align 64 dereferenceable(256) %2, i64 %3, i64 %4, i64 %5) #1 {
  %7 = getelementptr inbounds [1 x float], ptr %1, i32 0, i32 0
  %8 = load float, ptr %7, align 4, !invariant.load !3
  br label %9

9:                                                ; preds = %54, %6
  %10 = phi i64 [ %55, %54 ], [ 0, %6 ]
  %11 = icmp slt i64 %10, 4
  br i1 %11, label %12, label %56

12:                                               ; preds = %9
  %13 = mul nsw i64 %10, 64
  %14 = mul nsw i64 %10, 16
  br label %15

15:                                               ; preds = %52, %12
  %16 = phi i64 [ %53, %52 ], [ 0, %12 ]
  %17 = icmp slt i64 %16, 4
  br i1 %17, label %18, label %54

18:                                               ; preds = %15
  %19 = mul nsw i64 %16, 8
  %20 = add nsw i64 %13, %19
  %21 = mul nsw i64 %16, 4
  %22 = add nsw i64 %14, %21
  br label %23

23:                                               ; preds = %48, %18
  %24 = phi i64 [ %51, %48 ], [ 0, %18 ]
  %25 = icmp slt i64 %24, 4
  br i1 %25, label %26, label %52

26:                                               ; preds = %23
  %27 = add nsw i64 %20, %24
  br label %28

28:                                               ; preds = %46, %26
  %29 = phi i64 [ %47, %46 ], [ 0, %26 ]
  %30 = phi float [ %37, %46 ], [ %8, %26 ]
  %31 = icmp slt i64 %29, 2
  br i1 %31, label %32, label %48

32:                                               ; preds = %28
  %33 = mul nsw i64 %29, 32
  %34 = add nsw i64 %27, %33
  br label %35

35:                                               ; preds = %39, %32
  %36 = phi i64 [ %45, %39 ], [ 0, %32 ]
  %37 = phi float [ %44, %39 ], [ %30, %32 ]
  %38 = icmp slt i64 %36, 2
  br i1 %38, label %39, label %46

39:                                               ; preds = %35
  %40 = mul nsw i64 %36, 4
  %41 = add nsw i64 %34, %40
  %42 = getelementptr inbounds [256 x float], ptr %0, i32 0, i64 %41
  %43 = load float, ptr %42, align 4, !invariant.load !3
  %44 = call reassoc float @llvm.maximum.f32(float %37, float %43)
  %45 = add i64 %36, 1
  br label %35

46:                                               ; preds = %35
  %47 = add i64 %29, 1
  br label %28, !llvm.loop !7

48:                                               ; preds = %28
  %49 = add nsw i64 %22, %24
  %50 = getelementptr inbounds [64 x float], ptr %2, i32 0, i64 %49
  store float %30, ptr %50, align 4
  %51 = add i64 %24, 1
  br label %23, !llvm.loop !7

52:                                               ; preds = %23
  %53 = add i64 %16, 1
  br label %15, !llvm.loop !7

54:                                               ; preds = %15
  %55 = add i64 %10, 1
  br label %9, !llvm.loop !7

56:                                               ; preds = %9
  ret void
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maximum.f32(float, float) #2

attributes #0 = { uwtable "frame-pointer"="all" "prefer-vector-width"="256" }
attributes #1 = { alwaysinline }
attributes #2 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1}
!xla_cpu_memory_region_name = !{!2}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{i32 1, !"xla_dylib_index", i64 1}
!2 = !{!"xla_cpu_emitter__loop_fusion_kernel_emitter__hlo_opcode__fusion"}
!3 = !{}
!4 = !{i64 1024}
!5 = !{i64 4}
!6 = !{i64 256}
!7 = distinct !{!7, !8}
!8 = !{!"llvm.loop.unroll.disable"}
