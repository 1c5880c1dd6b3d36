; ModuleID = '__compute_module_add_rsqrt_fusion_kernel_module'
source_filename = "__compute_module_add_rsqrt_fusion_kernel_module"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%XLA_CPU_KernelCallFrame = type { ptr, ptr, i64, ptr }
%XLA_CPU_KernelArg = type { ptr, i64 }
%kernel_dim3 = type { i64, i64, i64 }

declare float @xla.rsqrt.f32(float)

; Function Attrs: uwtable
define ptr @add_rsqrt_fusion(ptr %0) #0 {
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
  call void @add_rsqrt_fusion_wrapped(ptr %5, ptr %7, ptr %9, i64 %13, i64 %15, i64 %17)
  ret ptr null
}

; Function Attrs: alwaysinline
define internal void @add_rsqrt_fusion_wrapped(ptr noalias align 64 dereferenceable(192) %0, ptr noalias align 64 dereferenceable(12) %1, ptr noalias align 64 dereferenceable(12) %2, i64 %3, i64 %4, i64 %5) #1 {
  br label %7

7:                                                ; preds = %27, %6
  %8 = phi i64 [ %32, %27 ], [ 0, %6 ]
  %9 = icmp slt i64 %8, 3
  br i1 %9, label %10, label %33

10:                                               ; preds = %7
  %11 = getelementptr inbounds [3 x float], ptr %1, i32 0, i64 %8
  %12 = load float, ptr %11, align 4, !invariant.load !3
  %13 = fmul float %12, 6.250000e-02
  %14 = mul nsw i64 %8, 16
  br label %15

15:                                               ; preds = %19, %10
  %16 = phi i64 [ %26, %19 ], [ 0, %10 ]
  %17 = phi float [ %25, %19 ], [ 0.000000e+00, %10 ]
  %18 = icmp slt i64 %16, 16
  br i1 %18, label %19, label %27

19:                                               ; preds = %15
  %20 = add nsw i64 %14, %16
  %21 = getelementptr inbounds [48 x float], ptr %0, i32 0, i64 %20
  %22 = load float, ptr %21, align 4, !invariant.load !3
  %23 = fsub float %22, %13
  %24 = fmul float %23, %23
  %25 = fadd reassoc float %17, %24
  %26 = add i64 %16, 1
  br label %15

27:                                               ; preds = %15
  %28 = fmul float %17, 6.250000e-02
  %29 = fadd float %28, f0x3727C5AC
  %30 = call float @xla.rsqrt.f32(float %29)
  %31 = getelementptr inbounds [3 x float], ptr %2, i32 0, i64 %8
  store float %30, ptr %31, align 4
  %32 = add i64 %8, 1
  br label %7, !llvm.loop !6

33:                                               ; preds = %7
  ret void
}

attributes #0 = { uwtable "frame-pointer"="all" "prefer-vector-width"="256" }
attributes #1 = { alwaysinline }

!llvm.module.flags = !{!0, !1}
!xla_cpu_memory_region_name = !{!2}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{i32 1, !"xla_dylib_index", i64 0}
!2 = !{!"xla_cpu_emitter__loop_fusion_kernel_emitter__hlo_opcode__fusion"}
!3 = !{}
!4 = !{i64 192}
!5 = !{i64 12}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.unroll.disable"}
