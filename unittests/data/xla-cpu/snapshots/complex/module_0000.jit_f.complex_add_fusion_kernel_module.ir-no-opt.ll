; ModuleID = '__compute_module_complex_add_fusion_kernel_module'
source_filename = "__compute_module_complex_add_fusion_kernel_module"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%XLA_CPU_KernelCallFrame = type { ptr, ptr, i64, ptr }
%XLA_CPU_KernelArg = type { ptr, i64 }
%kernel_dim3 = type { i64, i64, i64 }

; Function Attrs: uwtable
define ptr @complex_add_fusion(ptr %0) #0 {
  %2 = getelementptr inbounds %XLA_CPU_KernelCallFrame, ptr %0, i32 0, i32 3
  %3 = load ptr, ptr %2, align 8, !invariant.load !3
  %4 = getelementptr inbounds %XLA_CPU_KernelArg, ptr %3, i32 0, i32 0
  %5 = load ptr, ptr %4, align 8, !invariant.load !3, !dereferenceable !4
  %6 = getelementptr inbounds %XLA_CPU_KernelArg, ptr %3, i32 1, i32 0
  %7 = load ptr, ptr %6, align 8, !invariant.load !3, !dereferenceable !5
  %8 = getelementptr inbounds %XLA_CPU_KernelArg, ptr %3, i32 2, i32 0
  %9 = load ptr, ptr %8, align 8, !invariant.load !3, !dereferenceable !5
  %10 = getelementptr inbounds %XLA_CPU_KernelArg, ptr %3, i32 3, i32 0
  %11 = load ptr, ptr %10, align 8, !invariant.load !3, !dereferenceable !5
  %12 = getelementptr inbounds %XLA_CPU_KernelCallFrame, ptr %0, i32 0, i32 1
  %13 = load ptr, ptr %12, align 8
  %14 = getelementptr inbounds %kernel_dim3, ptr %13, i32 0, i32 0
  %15 = load i64, ptr %14, align 4, !invariant.load !3
  %16 = getelementptr inbounds %kernel_dim3, ptr %13, i32 0, i32 1
  %17 = load i64, ptr %16, align 4, !invariant.load !3
  %18 = getelementptr inbounds %kernel_dim3, ptr %13, i32 0, i32 2
  %19 = load i64, ptr %18, align 4, !invariant.load !3
  call void @complex_add_fusion_wrapped(ptr %5, ptr %7, ptr %9, ptr %11, i64 %15, i64 %17, i64 %19)
  ret ptr null
}

; Function Attrs: alwaysinline
define internal void @complex_add_fusion_wrapped(ptr noalias align 64 dereferenceable(32) %0, ptr noalias align 64 dereferenceable(64) %1, ptr noalias align 64 dereferenceable(64) %2, ptr noalias align 64 dereferenceable(64) %3, i64 %4, i64 %5, i64 %6) #1 {
  br label %8

8:                                                ; preds = %11, %7
  %9 = phi i64 [ %34, %11 ], [ 0, %7 ]
  %10 = icmp slt i64 %9, 8
  br i1 %10, label %11, label %35

11:                                               ; preds = %8
  %12 = getelementptr inbounds [8 x { float, float }], ptr %2, i32 0, i64 %9
  %13 = load { float, float }, ptr %12, align 4, !invariant.load !3
  %14 = extractvalue { float, float } %13, 1
  %15 = extractvalue { float, float } %13, 0
  %16 = fneg float %14
  %17 = getelementptr inbounds [8 x { float, float }], ptr %1, i32 0, i64 %9
  %18 = load { float, float }, ptr %17, align 4, !invariant.load !3
  %19 = getelementptr inbounds [8 x float], ptr %0, i32 0, i64 %9
  %20 = load float, ptr %19, align 4, !invariant.load !3
  %21 = extractvalue { float, float } %18, 0
  %22 = extractvalue { float, float } %18, 1
  %23 = fmul float %21, %15
  %24 = fmul float %22, %16
  %25 = fmul float %22, %15
  %26 = fmul float %21, %16
  %27 = fsub float %23, %24
  %28 = fadd float %25, %26
  %29 = fadd float %27, %20
  %30 = fadd float %28, %20
  %31 = insertvalue { float, float } poison, float %29, 0
  %32 = insertvalue { float, float } %31, float %30, 1
  %33 = getelementptr inbounds [8 x { float, float }], ptr %3, i32 0, i64 %9
  store { float, float } %32, ptr %33, align 4
  %34 = add i64 %9, 1
  br label %8

35:                                               ; preds = %8
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
!4 = !{i64 32}
!5 = !{i64 64}
