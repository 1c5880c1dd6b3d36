; ModuleID = '__compute_module_subtract_exponential_fusion_kernel_module'
source_filename = "__compute_module_subtract_exponential_fusion_kernel_module"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%XLA_CPU_KernelCallFrame = type { ptr, ptr, i64, ptr }
%XLA_CPU_KernelArg = type { ptr, i64 }
%kernel_dim3 = type { i64, i64, i64 }

; Function Attrs: uwtable
define ptr @subtract_exponential_fusion(ptr %0) #0 {
  %2 = getelementptr inbounds %XLA_CPU_KernelCallFrame, ptr %0, i32 0, i32 3
  %3 = load ptr, ptr %2, align 8, !invariant.load !3
  %4 = getelementptr inbounds %XLA_CPU_KernelArg, ptr %3, i32 0, i32 0
  %5 = load ptr, ptr %4, align 8, !invariant.load !3, !dereferenceable !4
  %6 = getelementptr inbounds %XLA_CPU_KernelArg, ptr %3, i32 1, i32 0
  %7 = load ptr, ptr %6, align 8, !invariant.load !3, !dereferenceable !5
  %8 = getelementptr inbounds %XLA_CPU_KernelArg, ptr %3, i32 2, i32 0
  %9 = load ptr, ptr %8, align 8, !invariant.load !3, !dereferenceable !5
  %10 = getelementptr inbounds %XLA_CPU_KernelCallFrame, ptr %0, i32 0, i32 1
  %11 = load ptr, ptr %10, align 8
  %12 = getelementptr inbounds %kernel_dim3, ptr %11, i32 0, i32 0
  %13 = load i64, ptr %12, align 4, !invariant.load !3
  %14 = getelementptr inbounds %kernel_dim3, ptr %11, i32 0, i32 1
  %15 = load i64, ptr %14, align 4, !invariant.load !3
  %16 = getelementptr inbounds %kernel_dim3, ptr %11, i32 0, i32 2
  %17 = load i64, ptr %16, align 4, !invariant.load !3
  call void @subtract_exponential_fusion_wrapped(ptr %5, ptr %7, ptr %9, i64 %13, i64 %15, i64 %17)
  ret ptr null
}

; Function Attrs: alwaysinline
define internal void @subtract_exponential_fusion_wrapped(ptr noalias align 64 dereferenceable(128) %0, ptr noalias align 64 dereferenceable(1024) %1, ptr noalias align 64 dereferenceable(1024) %2, i64 %3, i64 %4, i64 %5) #1 {
  br label %7

7:                                                ; preds = %49, %6
  %8 = phi i64 [ %50, %49 ], [ 0, %6 ]
  %9 = icmp slt i64 %8, 2
  br i1 %9, label %10, label %51

10:                                               ; preds = %7
  %11 = mul nsw i64 %8, 16
  %12 = mul nsw i64 %8, 128
  br label %13

13:                                               ; preds = %47, %10
  %14 = phi i64 [ %48, %47 ], [ 0, %10 ]
  %15 = icmp slt i64 %14, 2
  br i1 %15, label %16, label %49

16:                                               ; preds = %13
  %17 = mul nsw i64 %14, 8
  %18 = add nsw i64 %11, %17
  %19 = mul nsw i64 %14, 64
  %20 = add nsw i64 %12, %19
  br label %21

21:                                               ; preds = %45, %16
  %22 = phi i64 [ %46, %45 ], [ 0, %16 ]
  %23 = icmp slt i64 %22, 8
  br i1 %23, label %24, label %47

24:                                               ; preds = %21
  %25 = trunc i64 %22 to i32
  %26 = add nsw i64 %18, %22
  %27 = getelementptr inbounds [32 x float], ptr %0, i32 0, i64 %26
  %28 = load float, ptr %27, align 4, !invariant.load !3
  %29 = mul nsw i64 %22, 8
  %30 = add nsw i64 %20, %29
  br label %31

31:                                               ; preds = %34, %24
  %32 = phi i64 [ %44, %34 ], [ 0, %24 ]
  %33 = icmp slt i64 %32, 8
  br i1 %33, label %34, label %45

34:                                               ; preds = %31
  %35 = add nsw i64 %30, %32
  %36 = getelementptr inbounds [256 x float], ptr %1, i32 0, i64 %35
  %37 = load float, ptr %36, align 4
  %38 = trunc i64 %32 to i32
  %39 = icmp sge i32 %25, %38
  %40 = fmul float %37, 5.000000e-01
  %41 = select i1 %39, float %40, float f0xFF7FFFFF
  %42 = fsub float %41, %28
  %43 = call float @llvm.exp.f32(float %42)
  store float %43, ptr %36, align 4
  %44 = add i64 %32, 1
  br label %31

45:                                               ; preds = %31
  %46 = add i64 %22, 1
  br label %21, !llvm.loop !6

47:                                               ; preds = %21
  %48 = add i64 %14, 1
  br label %13, !llvm.loop !6

49:                                               ; preds = %13
  %50 = add i64 %8, 1
  br label %7, !llvm.loop !6

51:                                               ; preds = %7
  ret void
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.exp.f32(float) #2

attributes #0 = { uwtable "frame-pointer"="all" "prefer-vector-width"="256" }
attributes #1 = { alwaysinline }
attributes #2 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1}
!xla_cpu_memory_region_name = !{!2}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{i32 1, !"xla_dylib_index", i64 4}
!2 = !{!"xla_cpu_emitter__loop_fusion_kernel_emitter__hlo_opcode__fusion"}
!3 = !{}
!4 = !{i64 128}
!5 = !{i64 1024}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.unroll.disable"}
