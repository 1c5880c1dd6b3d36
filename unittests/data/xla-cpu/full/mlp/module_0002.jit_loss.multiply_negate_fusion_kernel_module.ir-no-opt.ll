; ModuleID = '__compute_module_multiply_negate_fusion_kernel_module'
source_filename = "__compute_module_multiply_negate_fusion_kernel_module"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%XLA_CPU_KernelCallFrame = type { ptr, ptr, i64, ptr }
%XLA_CPU_KernelArg = type { ptr, i64 }
%kernel_dim3 = type { i64, i64, i64 }

; Function Attrs: uwtable
define ptr @multiply_negate_fusion(ptr %0) #0 {
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
  call void @multiply_negate_fusion_wrapped(ptr %5, ptr %7, ptr %9, ptr %11, i64 %15, i64 %17, i64 %19)
  ret ptr null
}

; Function Attrs: alwaysinline
define internal void @multiply_negate_fusion_wrapped(ptr noalias align 64 dereferenceable(80) %0, ptr noalias align 64 dereferenceable(16) %1, ptr noalias align 64 dereferenceable(16) %2, ptr noalias align 64 dereferenceable(4) %3, i64 %4, i64 %5, i64 %6) #1 {
  br label %8

8:                                                ; preds = %34, %7
  %9 = phi i64 [ %35, %34 ], [ 0, %7 ]
  %10 = phi float [ %20, %34 ], [ 0.000000e+00, %7 ]
  %11 = icmp slt i64 %9, 4
  br i1 %11, label %12, label %36

12:                                               ; preds = %8
  %13 = getelementptr inbounds [4 x float], ptr %1, i32 0, i64 %9
  %14 = load float, ptr %13, align 4, !invariant.load !3
  %15 = getelementptr inbounds [4 x i32], ptr %2, i32 0, i64 %9
  %16 = load i32, ptr %15, align 4, !invariant.load !3
  %17 = mul nsw i64 %9, 5
  br label %18

18:                                               ; preds = %22, %12
  %19 = phi i64 [ %33, %22 ], [ 0, %12 ]
  %20 = phi float [ %32, %22 ], [ %10, %12 ]
  %21 = icmp slt i64 %19, 5
  br i1 %21, label %22, label %34

22:                                               ; preds = %18
  %23 = add nsw i64 %17, %19
  %24 = getelementptr inbounds [20 x float], ptr %0, i32 0, i64 %23
  %25 = load float, ptr %24, align 4, !invariant.load !3
  %26 = fmul float %25, %14
  %27 = trunc i64 %19 to i32
  %28 = fadd float %26, f0x358637BD
  %29 = icmp eq i32 %16, %27
  %30 = call float @llvm.log.f32(float %28)
  %31 = select i1 %29, float %30, float 0.000000e+00
  %32 = fadd reassoc float %20, %31
  %33 = add i64 %19, 1
  br label %18

34:                                               ; preds = %18
  %35 = add i64 %9, 1
  br label %8, !llvm.loop !7

36:                                               ; preds = %8
  %37 = fmul float %10, 2.500000e-01
  %38 = fneg float %37
  %39 = getelementptr inbounds [1 x float], ptr %3, i32 0, i32 0
  store float %38, ptr %39, align 4
  ret void
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.log.f32(float) #2

attributes #0 = { uwtable "frame-pointer"="all" "prefer-vector-width"="256" }
attributes #1 = { alwaysinline }
attributes #2 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1}
!xla_cpu_memory_region_name = !{!2}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{i32 1, !"xla_dylib_index", i64 6}
!2 = !{!"xla_cpu_emitter__loop_fusion_kernel_emitter__hlo_opcode__fusion"}
!3 = !{}
!4 = !{i64 80}
!5 = !{i64 16}
!6 = !{i64 4}
!7 = distinct !{!7, !8}
!8 = !{!"llvm.loop.unroll.disable"}
