; ModuleID = '__compute_module___compute_module_wrapped_clamp'
source_filename = "__compute_module___compute_module_wrapped_clamp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%XLA_CPU_KernelCallFrame = type { ptr, ptr, i64, ptr }
%XLA_CPU_KernelArg = type { ptr, i64 }
%kernel_dim3 = type { i64, i64, i64 }

define ptr @wrapped_clamp(ptr %0) {
  %2 = getelementptr inbounds %XLA_CPU_KernelCallFrame, ptr %0, i32 0, i32 3
  %3 = load ptr, ptr %2, align 8, !invariant.load !3
  %4 = getelementptr inbounds %XLA_CPU_KernelArg, ptr %3, i32 0, i32 0
  %5 = load ptr, ptr %4, align 8, !invariant.load !3
  %6 = getelementptr inbounds %XLA_CPU_KernelArg, ptr %3, i32 1, i32 0
  %7 = load ptr, ptr %6, align 8, !invariant.load !3
  %8 = getelementptr inbounds %XLA_CPU_KernelArg, ptr %3, i32 2, i32 0
  %9 = load ptr, ptr %8, align 8, !invariant.load !3
  %10 = getelementptr inbounds %XLA_CPU_KernelArg, ptr %3, i32 3, i32 0
  %11 = load ptr, ptr %10, align 8, !invariant.load !3
  %12 = getelementptr inbounds %XLA_CPU_KernelCallFrame, ptr %0, i32 0, i32 1
  %13 = load ptr, ptr %12, align 8
  %14 = getelementptr inbounds %kernel_dim3, ptr %13, i32 0, i32 0
  %15 = load i64, ptr %14, align 4, !invariant.load !3
  %16 = call i64 @llvm.smax.i64(i64 %15, i64 0)
  %17 = call i64 @llvm.smin.i64(i64 %16, i64 1)
  br label %18

18:                                               ; preds = %21, %1
  %19 = phi i64 [ %22, %21 ], [ %17, %1 ]
  %20 = icmp slt i64 %19, 1
  br i1 %20, label %21, label %23

21:                                               ; preds = %18
  call void @wrapped_clamp_impl(ptr %5, ptr %5, i64 0, ptr %7, ptr %7, i64 0, ptr %9, ptr %9, i64 0, ptr %11, ptr %11, i64 0, i64 %19)
  %22 = add i64 %19, 1
  br label %18

23:                                               ; preds = %18
  ret ptr null
}

; Function Attrs: alwaysinline
define internal void @wrapped_clamp_impl(ptr %0, ptr %1, i64 %2, ptr %3, ptr %4, i64 %5, ptr %6, ptr %7, i64 %8, ptr %9, ptr %10, i64 %11, i64 %12) #0 {
  %14 = alloca i32, i64 1, align 4
  %15 = getelementptr i32, ptr %1, i64 %2
  call void @llvm.memcpy.p0.p0.i64(ptr %14, ptr %15, i64 4, i1 false)
  %16 = load i32, ptr %14, align 4
  %17 = alloca i32, i64 1, align 4
  %18 = getelementptr i32, ptr %4, i64 %5
  call void @llvm.memcpy.p0.p0.i64(ptr %17, ptr %18, i64 4, i1 false)
  %19 = load i32, ptr %17, align 4
  %20 = alloca i32, i64 1, align 4
  %21 = getelementptr i32, ptr %7, i64 %8
  call void @llvm.memcpy.p0.p0.i64(ptr %20, ptr %21, i64 4, i1 false)
  %22 = load i32, ptr %20, align 4
  %23 = call i32 @llvm.smax.i32(i32 %16, i32 %19)
  %24 = call i32 @llvm.smin.i32(i32 %23, i32 %22)
  %25 = alloca i32, i64 1, align 64
  store i32 %24, ptr %25, align 4
  %26 = getelementptr i32, ptr %10, i64 %11
  call void @llvm.memcpy.p0.p0.i64(ptr %26, ptr %25, i64 4, i1 false)
  ret void
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smax.i64(i64, i64) #1

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smin.i64(i64, i64) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #1

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #1

attributes #0 = { alwaysinline }
attributes #1 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }

!llvm.module.flags = !{!0, !1}
!xla_cpu_memory_region_name = !{!2}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{i32 1, !"xla_dylib_index", i64 3}
!2 = !{!"xla_cpu_emitter__tiled_emitter__hlo_opcode__fusion"}
!3 = !{}
