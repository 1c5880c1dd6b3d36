; ModuleID = '__compute_module_gather_bitcast_fusion_kernel_module'
source_filename = "__compute_module_gather_bitcast_fusion_kernel_module"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%XLA_CPU_KernelCallFrame = type { ptr, ptr, i64, ptr }
%XLA_CPU_KernelArg = type { ptr, i64 }
%kernel_dim3 = type { i64, i64, i64 }

; Function Attrs: uwtable
define ptr @gather_bitcast_fusion(ptr %0) #0 {
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
  call void @gather_bitcast_fusion_wrapped(ptr %5, ptr %7, ptr %9, i64 %13, i64 %15, i64 %17)
  ret ptr null
}

; Function Attrs: alwaysinline
define internal void @gather_bitcast_fusion_wrapped(ptr noalias align 64 dereferenceable(160) %0, ptr noalias align 64 dereferenceable(16) %1, ptr noalias align 64 dereferenceable(64) %2, i64 %3, i64 %4, i64 %5) #1 {
  br label %7

7:                                                ; preds = %31, %6
  %8 = phi i64 [ %32, %31 ], [ 0, %6 ]
  %9 = icmp slt i64 %8, 4
  br i1 %9, label %10, label %33

10:                                               ; preds = %7
  %11 = getelementptr inbounds [4 x i32], ptr %1, i32 0, i64 %8
  %12 = load i32, ptr %11, align 4, !invariant.load !3
  %13 = icmp slt i32 %12, 0
  %14 = add i32 %12, 10
  %15 = select i1 %13, i32 %14, i32 %12
  %16 = sext i32 %15 to i64
  %17 = call i64 @llvm.smin.i64(i64 %16, i64 9)
  %18 = call i64 @llvm.smax.i64(i64 %17, i64 0)
  %19 = mul nsw i64 %18, 4
  %20 = mul nsw i64 %8, 4
  br label %21

21:                                               ; preds = %24, %10
  %22 = phi i64 [ %30, %24 ], [ 0, %10 ]
  %23 = icmp slt i64 %22, 4
  br i1 %23, label %24, label %31

24:                                               ; preds = %21
  %25 = add nsw i64 %19, %22
  %26 = getelementptr inbounds [40 x float], ptr %0, i32 0, i64 %25
  %27 = load float, ptr %26, align 4, !invariant.load !3
  %28 = add nsw i64 %20, %22
  %29 = getelementptr inbounds [16 x float], ptr %2, i32 0, i64 %28
  store float %27, ptr %29, align 4
  %30 = add i64 %22, 1
  br label %21

31:                                               ; preds = %21
  %32 = add i64 %8, 1
  br label %7, !llvm.loop !7

33:                                               ; preds = %7
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
!1 = !{i32 1, !"xla_dylib_index", i64 5}
!2 = !{!"xla_cpu_emitter__loop_fusion_kernel_emitter__hlo_opcode__fusion"}
!3 = !{}
!4 = !{i64 160}
!5 = !{i64 16}
!6 = !{i64 64}
!7 = distinct !{!7, !8}
!8 = !{!"llvm.loop.unroll.disable"}
