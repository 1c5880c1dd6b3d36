; ModuleID = '__compute_module_iota_reduce_fusion_kernel_module'
source_filename = "__compute_module_iota_reduce_fusion_kernel_module"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%XLA_CPU_KernelCallFrame = type { ptr, ptr, i64, ptr }
%XLA_CPU_KernelArg = type { ptr, i64 }
%kernel_dim3 = type { i64, i64, i64 }

; Function Attrs: uwtable
define ptr @iota_reduce_fusion(ptr %0) #0 {
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
  %13 = load ptr, ptr %12, align 8, !invariant.load !3, !dereferenceable !6
  %14 = getelementptr inbounds %XLA_CPU_KernelCallFrame, ptr %0, i32 0, i32 1
  %15 = load ptr, ptr %14, align 8
  %16 = getelementptr inbounds %kernel_dim3, ptr %15, i32 0, i32 0
  %17 = load i64, ptr %16, align 4, !invariant.load !3
  %18 = getelementptr inbounds %kernel_dim3, ptr %15, i32 0, i32 1
  %19 = load i64, ptr %18, align 4, !invariant.load !3
  %20 = getelementptr inbounds %kernel_dim3, ptr %15, i32 0, i32 2
  %21 = load i64, ptr %20, align 4, !invariant.load !3
  call void @iota_reduce_fusion_wrapped(ptr %5, ptr %7, ptr %9, ptr %11, ptr %13, i64 %17, i64 %19, i64 %21)
  ret ptr null
}

; Function Attrs: alwaysinline
define internal void @iota_reduce_fusion_wrapped(ptr noalias align 64 dereferenceable(12) %0, ptr noalias align 64 dereferenceable(48) %1, ptr noalias align 64 dereferenceable(48) %2, ptr noalias align 64 dereferenceable(16) %3, ptr noalias align 64 dereferenceable(16) %4, i64 %5, i64 %6, i64 %7) #1 {
  br label %9

9:                                                ; preds = %49, %8
  %10 = phi i64 [ %52, %49 ], [ 0, %8 ]
  %11 = icmp slt i64 %10, 4
  br i1 %11, label %12, label %53

12:                                               ; preds = %9
  %13 = mul nsw i64 %10, 3
  br label %14

14:                                               ; preds = %19, %12
  %15 = phi i64 [ %48, %19 ], [ 0, %12 ]
  %16 = phi float [ %42, %19 ], [ -inf, %12 ]
  %17 = phi i32 [ %47, %19 ], [ 0, %12 ]
  %18 = icmp slt i64 %15, 3
  br i1 %18, label %19, label %49

19:                                               ; preds = %14
  %20 = add nsw i64 %13, %15
  %21 = getelementptr inbounds [12 x i32], ptr %1, i32 0, i64 %20
  %22 = load i32, ptr %21, align 4, !invariant.load !3
  %23 = getelementptr inbounds [12 x i32], ptr %2, i32 0, i64 %20
  %24 = load i32, ptr %23, align 4, !invariant.load !3
  %25 = xor i32 %22, %24
  %26 = lshr i32 %25, 9
  %27 = or i32 %26, 1065353216
  %28 = bitcast i32 %27 to float
  %29 = fadd float %28, -1.000000e+00
  %30 = call float @llvm.maximum.f32(float %29, float f0x00800000)
  %31 = call float @llvm.log.f32(float %30)
  %32 = fneg float %31
  %33 = call float @llvm.log.f32(float %32)
  %34 = fneg float %33
  %35 = getelementptr inbounds [3 x float], ptr %0, i32 0, i64 %15
  %36 = load float, ptr %35, align 4, !invariant.load !3
  %37 = fadd float %34, %36
  %38 = trunc i64 %15 to i32
  %39 = fcmp ogt float %16, %37
  %40 = fcmp une float %16, %16
  %41 = or i1 %39, %40
  %42 = select i1 %41, float %16, float %37
  %43 = fcmp oeq float %16, %37
  %44 = icmp slt i32 %17, %38
  %45 = and i1 %43, %44
  %46 = or i1 %41, %45
  %47 = select i1 %46, i32 %17, i32 %38
  %48 = add i64 %15, 1
  br label %14

49:                                               ; preds = %14
  %50 = getelementptr inbounds [4 x float], ptr %3, i32 0, i64 %10
  store float %16, ptr %50, align 4
  %51 = getelementptr inbounds [4 x i32], ptr %4, i32 0, i64 %10
  store i32 %17, ptr %51, align 4
  %52 = add i64 %10, 1
  br label %9, !llvm.loop !7

53:                                               ; preds = %9
  ret void
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maximum.f32(float, float) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.log.f32(float) #2

attributes #0 = { uwtable "frame-pointer"="all" "prefer-vector-width"="256" }
attributes #1 = { alwaysinline }
attributes #2 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1}
!xla_cpu_memory_region_name = !{!2}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{i32 1, !"xla_dylib_index", i64 19}
!2 = !{!"xla_cpu_emitter__loop_fusion_kernel_emitter__hlo_opcode__fusion"}
!3 = !{}
!4 = !{i64 12}
!5 = !{i64 48}
!6 = !{i64 16}
!7 = distinct !{!7, !8}
!8 = !{!"llvm.loop.unroll.disable"}
