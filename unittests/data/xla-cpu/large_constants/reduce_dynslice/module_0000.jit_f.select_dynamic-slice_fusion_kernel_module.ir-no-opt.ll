; ModuleID = '__compute_module_select_dynamic-slice_fusion_kernel_module'
source_filename = "__compute_module_select_dynamic-slice_fusion_kernel_module"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%XLA_CPU_KernelCallFrame = type { ptr, ptr, i64, ptr }
%XLA_CPU_KernelArg = type { ptr, i64 }
%kernel_dim3 = type { i64, i64, i64 }

; Function Attrs: uwtable
define ptr @select_dynamic-slice_fusion(ptr %0) #0 {
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
  %12 = getelementptr inbounds %XLA_CPU_KernelCallFrame, ptr %0, i32 0, i32 1
  %13 = load ptr, ptr %12, align 8
  %14 = getelementptr inbounds %kernel_dim3, ptr %13, i32 0, i32 0
  %15 = load i64, ptr %14, align 4, !invariant.load !3
  %16 = getelementptr inbounds %kernel_dim3, ptr %13, i32 0, i32 1
  %17 = load i64, ptr %16, align 4, !invariant.load !3
  %18 = getelementptr inbounds %kernel_dim3, ptr %13, i32 0, i32 2
  %19 = load i64, ptr %18, align 4, !invariant.load !3
  call void @select_dynamic-slice_fusion_wrapped(ptr %5, ptr %7, ptr %9, ptr %11, i64 %15, i64 %17, i64 %19)
  ret ptr null
}

; Function Attrs: alwaysinline
define internal void @select_dynamic-slice_fusion_wrapped(ptr noalias align 64 dereferenceable(192) %0, ptr noalias align 64 dereferenceable(4) %1, ptr noalias align 64 dereferenceable(4) %2, ptr noalias align 64 dereferenceable(24) %3, i64 %4, i64 %5, i64 %6) #1 {
  %8 = getelementptr inbounds [1 x i32], ptr %2, i32 0, i32 0
  %9 = load i32, ptr %8, align 4, !invariant.load !3
  %10 = icmp slt i32 %9, 0
  %11 = add i32 %9, 6
  %12 = select i1 %10, i32 %11, i32 %9
  %13 = sext i32 %12 to i64
  %14 = call i64 @llvm.smin.i64(i64 %13, i64 4)
  %15 = call i64 @llvm.smax.i64(i64 %14, i64 0)
  %16 = getelementptr inbounds [1 x i32], ptr %1, i32 0, i32 0
  %17 = load i32, ptr %16, align 4, !invariant.load !3
  %18 = icmp slt i32 %17, 0
  %19 = add i32 %17, 8
  %20 = select i1 %18, i32 %19, i32 %17
  %21 = sext i32 %20 to i64
  %22 = call i64 @llvm.smin.i64(i64 %21, i64 5)
  %23 = call i64 @llvm.smax.i64(i64 %22, i64 0)
  br label %24

24:                                               ; preds = %42, %7
  %25 = phi i64 [ %43, %42 ], [ 0, %7 ]
  %26 = icmp slt i64 %25, 2
  br i1 %26, label %27, label %44

27:                                               ; preds = %24
  %28 = add i64 %25, %15
  %29 = mul nsw i64 %28, 8
  %30 = mul nsw i64 %25, 3
  br label %31

31:                                               ; preds = %34, %27
  %32 = phi i64 [ %41, %34 ], [ 0, %27 ]
  %33 = icmp slt i64 %32, 3
  br i1 %33, label %34, label %42

34:                                               ; preds = %31
  %35 = add i64 %32, %23
  %36 = add nsw i64 %29, %35
  %37 = getelementptr inbounds [48 x float], ptr %0, i32 0, i64 %36
  %38 = load float, ptr %37, align 4, !invariant.load !3
  %39 = add nsw i64 %30, %32
  %40 = getelementptr inbounds [6 x float], ptr %3, i32 0, i64 %39
  store float %38, ptr %40, align 4
  %41 = add i64 %32, 1
  br label %31

42:                                               ; preds = %31
  %43 = add i64 %25, 1
  br label %24, !llvm.loop !7

44:                                               ; preds = %24
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
!1 = !{i32 1, !"xla_dylib_index", i64 1}
!2 = !{!"xla_cpu_emitter__loop_fusion_kernel_emitter__hlo_opcode__fusion"}
!3 = !{}
!4 = !{i64 192}
!5 = !{i64 4}
!6 = !{i64 24}
!7 = distinct !{!7, !8}
!8 = !{!"llvm.loop.unroll.disable"}
