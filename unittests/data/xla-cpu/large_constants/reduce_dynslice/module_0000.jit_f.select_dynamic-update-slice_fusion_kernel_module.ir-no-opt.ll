; ModuleID = '__compute_module_select_dynamic-update-slice_fusion_kernel_module'
source_filename = "__compute_module_select_dynamic-update-slice_fusion_kernel_module"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%XLA_CPU_KernelCallFrame = type { ptr, ptr, i64, ptr }
%XLA_CPU_KernelArg = type { ptr, i64 }
%kernel_dim3 = type { i64, i64, i64 }

; Function Attrs: uwtable
define ptr @select_dynamic-update-slice_fusion(ptr %0) #0 {
  %2 = getelementptr inbounds %XLA_CPU_KernelCallFrame, ptr %0, i32 0, i32 3
  %3 = load ptr, ptr %2, align 8, !invariant.load !3
  %4 = getelementptr inbounds %XLA_CPU_KernelArg, ptr %3, i32 0, i32 0
  %5 = load ptr, ptr %4, align 8, !invariant.load !3, !dereferenceable !4
  %6 = getelementptr inbounds %XLA_CPU_KernelArg, ptr %3, i32 1, i32 0
  %7 = load ptr, ptr %6, align 8, !invariant.load !3, !dereferenceable !5
  %8 = getelementptr inbounds %XLA_CPU_KernelArg, ptr %3, i32 2, i32 0
  %9 = load ptr, ptr %8, align 8, !invariant.load !3, !dereferenceable !5
  %10 = getelementptr inbounds %XLA_CPU_KernelArg, ptr %3, i32 3, i32 0
  %11 = load ptr, ptr %10, align 8, !invariant.load !3, !dereferenceable !6
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
  call void @select_dynamic-update-slice_fusion_wrapped(ptr %5, ptr %7, ptr %9, ptr %11, ptr %13, i64 %17, i64 %19, i64 %21)
  ret ptr null
}

; Function Attrs: alwaysinline
define internal void @select_dynamic-update-slice_fusion_wrapped(ptr noalias align 64 dereferenceable(192) %0, ptr noalias align 64 dereferenceable(4) %1, ptr noalias align 64 dereferenceable(4) %2, ptr noalias align 64 dereferenceable(24) %3, ptr noalias align 64 dereferenceable(192) %4, i64 %5, i64 %6, i64 %7) #1 {
  %9 = getelementptr inbounds [1 x i32], ptr %2, i32 0, i32 0
  %10 = load i32, ptr %9, align 4, !invariant.load !3
  %11 = icmp slt i32 %10, 0
  %12 = add i32 %10, 6
  %13 = select i1 %11, i32 %12, i32 %10
  %14 = getelementptr inbounds [1 x i32], ptr %1, i32 0, i32 0
  %15 = load i32, ptr %14, align 4, !invariant.load !3
  %16 = icmp slt i32 %15, 0
  %17 = add i32 %15, 8
  %18 = select i1 %16, i32 %17, i32 %15
  %19 = sext i32 %13 to i64
  %20 = call i64 @llvm.smin.i64(i64 %19, i64 4)
  %21 = call i64 @llvm.smax.i64(i64 %20, i64 0)
  %22 = sext i32 %18 to i64
  %23 = call i64 @llvm.smin.i64(i64 %22, i64 5)
  %24 = call i64 @llvm.smax.i64(i64 %23, i64 0)
  br label %25

25:                                               ; preds = %44, %8
  %26 = phi i64 [ %45, %44 ], [ 0, %8 ]
  %27 = icmp slt i64 %26, 2
  br i1 %27, label %28, label %46

28:                                               ; preds = %25
  %29 = add i64 %26, %21
  %30 = mul nsw i64 %26, 3
  %31 = mul nsw i64 %29, 8
  br label %32

32:                                               ; preds = %35, %28
  %33 = phi i64 [ %43, %35 ], [ 0, %28 ]
  %34 = icmp slt i64 %33, 3
  br i1 %34, label %35, label %44

35:                                               ; preds = %32
  %36 = add i64 %33, %24
  %37 = add nsw i64 %30, %33
  %38 = getelementptr inbounds [6 x float], ptr %3, i32 0, i64 %37
  %39 = load float, ptr %38, align 4, !invariant.load !3
  %40 = fmul float %39, 1.000000e+01
  %41 = add nsw i64 %31, %36
  %42 = getelementptr inbounds [48 x float], ptr %0, i32 0, i64 %41
  store float %40, ptr %42, align 4
  %43 = add i64 %33, 1
  br label %32

44:                                               ; preds = %32
  %45 = add i64 %26, 1
  br label %25, !llvm.loop !7

46:                                               ; preds = %25
  ret void
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smin.i64(i64, i64) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smax.i64(i64, i64) #2

attributes #0 = { uwtable "frame-pointer"="all" "prefer-vector-width"="256" }
attributes #1 = { alwaysinline }
attributes #2 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1}
!xla_cpu_memory_region_name = !{!2}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{i32 1, !"xla_dylib_index", i64 2}
!2 = !{!"xla_cpu_emitter__dynamic_update_slice_kernel_emitter__hlo_opcode__fusion"}
!3 = !{}
!4 = !{i64 192}
!5 = !{i64 4}
!6 = !{i64 24}
!7 = distinct !{!7, !8}
!8 = !{!"llvm.loop.unroll.disable"}
