; ModuleID = '__compute_module_shift-left_reduce_fusion_kernel_module'
source_filename = "__compute_module_shift-left_reduce_fusion_kernel_module"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%XLA_CPU_KernelCallFrame = type { ptr, ptr, i64, ptr }
%XLA_CPU_KernelArg = type { ptr, i64 }
%kernel_dim3 = type { i64, i64, i64 }

; Function Attrs: uwtable
define ptr @shift-left_reduce_fusion(ptr %0) #0 {
  %2 = getelementptr inbounds %XLA_CPU_KernelCallFrame, ptr %0, i32 0, i32 3
  %3 = load ptr, ptr %2, align 8, !invariant.load !3
  %4 = getelementptr inbounds %XLA_CPU_KernelArg, ptr %3, i32 0, i32 0
  %5 = load ptr, ptr %4, align 8, !invariant.load !3, !dereferenceable !4
  %6 = getelementptr inbounds %XLA_CPU_KernelArg, ptr %3, i32 1, i32 0
  %7 = load ptr, ptr %6, align 8, !invariant.load !3, !dereferenceable !5
  %8 = getelementptr inbounds %XLA_CPU_KernelCallFrame, ptr %0, i32 0, i32 1
  %9 = load ptr, ptr %8, align 8
  %10 = getelementptr inbounds %kernel_dim3, ptr %9, i32 0, i32 0
  %11 = load i64, ptr %10, align 4, !invariant.load !3
  %12 = getelementptr inbounds %kernel_dim3, ptr %9, i32 0, i32 1
  %13 = load i64, ptr %12, align 4, !invariant.load !3
  %14 = getelementptr inbounds %kernel_dim3, ptr %9, i32 0, i32 2
  %15 = load i64, ptr %14, align 4, !invariant.load !3
  call void @shift-left_reduce_fusion_wrapped(ptr %5, ptr %7, i64 %11, i64 %13, i64 %15)
  ret ptr null
}

; Function Attrs: alwaysinline
define internal void @shift-left_reduce_fusion_wrapped(ptr noalias align 64 dereferenceable(4) %0, ptr noalias align 64 dereferenceable(16) %1, i64 %2, i64 %3, i64 %4) #1 {
  br label %6

6:                                                ; preds = %43, %5
  %7 = phi i64 [ %45, %43 ], [ 0, %5 ]
  %8 = icmp slt i64 %7, 2
  br i1 %8, label %9, label %46

9:                                                ; preds = %6
  %10 = mul nsw i64 %7, 2
  br label %11

11:                                               ; preds = %35, %9
  %12 = phi i64 [ %42, %35 ], [ 0, %9 ]
  %13 = phi i64 [ %41, %35 ], [ 0, %9 ]
  %14 = icmp slt i64 %12, 2
  br i1 %14, label %15, label %43

15:                                               ; preds = %11
  %16 = add nsw i64 %10, %12
  %17 = icmp ult i64 %16, 2
  br i1 %17, label %18, label %29

18:                                               ; preds = %15
  %19 = icmp ult i64 %16, 1
  br i1 %19, label %20, label %22

20:                                               ; preds = %18
  %21 = call i32 @fused_computation_1_bitcast_15(ptr %0, i64 %16)
  br label %26

22:                                               ; preds = %18, %29
  %23 = phi i64 [ 3, %29 ], [ 1, %18 ]
  %24 = sub i64 %16, %23
  %25 = call i32 @fused_computation_1_bitcast_14(ptr %0, i64 %24)
  br label %26

26:                                               ; preds = %20, %22, %31
  %27 = phi i32 [ %33, %31 ], [ %25, %22 ], [ %21, %20 ]
  br label %28

28:                                               ; preds = %26
  br label %34

29:                                               ; preds = %15
  %30 = icmp ult i64 %16, 3
  br i1 %30, label %31, label %22

31:                                               ; preds = %29
  %32 = sub i64 %16, 2
  %33 = call i32 @fused_computation_1_bitcast_15(ptr %0, i64 %32)
  br label %26

34:                                               ; preds = %28
  br label %35

35:                                               ; preds = %34
  %36 = zext i32 %27 to i64
  %37 = mul i64 %12, 32
  %38 = shl i64 %36, %37
  %39 = icmp ult i64 %37, 64
  %40 = select i1 %39, i64 %38, i64 0
  %41 = or i64 %13, %40
  %42 = add i64 %12, 1
  br label %11

43:                                               ; preds = %11
  %44 = getelementptr inbounds [2 x i64], ptr %1, i32 0, i64 %7
  store i64 %13, ptr %44, align 4
  %45 = add i64 %7, 1
  br label %6, !llvm.loop !6

46:                                               ; preds = %6
  ret void
}

define internal i32 @fused_computation_1_bitcast_14(ptr noalias %0, i64 %1) {
  %3 = getelementptr inbounds [1 x i32], ptr %0, i32 0, i32 0
  %4 = load i32, ptr %3, align 4, !invariant.load !3
  ret i32 %4
}

define internal i32 @fused_computation_1_bitcast_15(ptr noalias %0, i64 %1) {
  ret i32 0
}

attributes #0 = { uwtable "frame-pointer"="all" "prefer-vector-width"="256" }
attributes #1 = { alwaysinline }

!llvm.module.flags = !{!0, !1}
!xla_cpu_memory_region_name = !{!2}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{i32 1, !"xla_dylib_index", i64 1}
!2 = !{!"xla_cpu_emitter__loop_fusion_kernel_emitter__hlo_opcode__fusion"}
!3 = !{}
!4 = !{i64 4}
!5 = !{i64 16}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.unroll.disable"}
