; ModuleID = '__compute_module_broadcast_select_fusion_kernel_module'
source_filename = "__compute_module_broadcast_select_fusion_kernel_module"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%XLA_CPU_KernelCallFrame = type { ptr, ptr, i64, ptr }
%XLA_CPU_KernelArg = type { ptr, i64 }
%kernel_dim3 = type { i64, i64, i64 }

; Function Attrs: uwtable
define ptr @broadcast_select_fusion(ptr %0) #0 {
  %2 = getelementptr inbounds %XLA_CPU_KernelCallFrame, ptr %0, i32 0, i32 3
  %3 = load ptr, ptr %2, align 8, !invariant.load !3
  %4 = getelementptr inbounds %XLA_CPU_KernelArg, ptr %3, i32 0, i32 0
  %5 = load ptr, ptr %4, align 8, !invariant.load !3, !dereferenceable !4
  %6 = getelementptr inbounds %XLA_CPU_KernelArg, ptr %3, i32 1, i32 0
  %7 = load ptr, ptr %6, align 8, !invariant.load !3, !dereferenceable !4
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
  call void @broadcast_select_fusion_wrapped(ptr %5, ptr %7, ptr %9, i64 %13, i64 %15, i64 %17)
  ret ptr null
}

; Function Attrs: alwaysinline
define internal void @broadcast_select_fusion_wrapped(ptr noalias align 64 dereferenceable(160) %0, ptr noalias align 64 dereferenceable(160) %1, ptr noalias align 64 dereferenceable(160) %2, i64 %3, i64 %4, i64 %5) #1 {
  br label %7

7:                                                ; preds = %39, %6
  %8 = phi i64 [ %40, %39 ], [ 0, %6 ]
  %9 = icmp slt i64 %8, 10
  br i1 %9, label %10, label %41

10:                                               ; preds = %7
  %11 = trunc i64 %8 to i32
  %12 = sext i32 %11 to i64
  %13 = call i64 @llvm.smin.i64(i64 %12, i64 9)
  %14 = call i64 @llvm.smax.i64(i64 %13, i64 0)
  %15 = mul nsw i64 %8, 4
  %16 = mul nsw i64 %14, 4
  br label %17

17:                                               ; preds = %20, %10
  %18 = phi i64 [ %38, %20 ], [ 0, %10 ]
  %19 = icmp slt i64 %18, 4
  br i1 %19, label %20, label %39

20:                                               ; preds = %17
  %21 = add nsw i64 %15, %18
  %22 = getelementptr inbounds [40 x i32], ptr %1, i32 0, i64 %21
  %23 = load i32, ptr %22, align 4, !invariant.load !3
  %24 = icmp slt i32 %23, 0
  %25 = add i32 %23, 4
  %26 = select i1 %24, i32 %25, i32 %23
  %27 = icmp sge i32 %26, 0
  %28 = icmp sle i32 %26, 3
  %29 = and i1 %27, %28
  %30 = sext i32 %26 to i64
  %31 = call i64 @llvm.smin.i64(i64 %30, i64 3)
  %32 = call i64 @llvm.smax.i64(i64 %31, i64 0)
  %33 = add nsw i64 %16, %32
  %34 = getelementptr inbounds [40 x float], ptr %0, i32 0, i64 %33
  %35 = load float, ptr %34, align 4, !invariant.load !3
  %36 = select i1 %29, float %35, float +qnan
  %37 = getelementptr inbounds [40 x float], ptr %2, i32 0, i64 %21
  store float %36, ptr %37, align 4
  %38 = add i64 %18, 1
  br label %17

39:                                               ; preds = %17
  %40 = add i64 %8, 1
  br label %7, !llvm.loop !5

41:                                               ; preds = %7
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
!1 = !{i32 1, !"xla_dylib_index", i64 4}
!2 = !{!"xla_cpu_emitter__loop_fusion_kernel_emitter__hlo_opcode__fusion"}
!3 = !{}
!4 = !{i64 160}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.unroll.disable"}
