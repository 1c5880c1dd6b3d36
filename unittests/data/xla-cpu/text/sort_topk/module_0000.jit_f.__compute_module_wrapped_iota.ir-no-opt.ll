; ModuleID = '__compute_module___compute_module_wrapped_iota'
source_filename = "__compute_module___compute_module_wrapped_iota"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%XLA_CPU_KernelCallFrame = type { ptr, ptr, i64, ptr }
%XLA_CPU_KernelArg = type { ptr, i64 }
%kernel_dim3 = type { i64, i64, i64 }

@__constant_16xi32 = private constant [16 x i32] [i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15], align 64

define ptr @wrapped_iota(ptr %0) {
  %2 = getelementptr inbounds %XLA_CPU_KernelCallFrame, ptr %0, i32 0, i32 3
  %3 = load ptr, ptr %2, align 8, !invariant.load !3
  %4 = getelementptr inbounds %XLA_CPU_KernelArg, ptr %3, i32 0, i32 0
  %5 = load ptr, ptr %4, align 8, !invariant.load !3
  %6 = getelementptr inbounds %XLA_CPU_KernelCallFrame, ptr %0, i32 0, i32 1
  %7 = load ptr, ptr %6, align 8
  %8 = getelementptr inbounds %kernel_dim3, ptr %7, i32 0, i32 0
  %9 = load i64, ptr %8, align 4, !invariant.load !3
  %10 = call i64 @llvm.smax.i64(i64 %9, i64 0)
  %11 = call i64 @llvm.smin.i64(i64 %10, i64 1)
  br label %12

12:                                               ; preds = %15, %1
  %13 = phi i64 [ %16, %15 ], [ %11, %1 ]
  %14 = icmp slt i64 %13, 1
  br i1 %14, label %15, label %17

15:                                               ; preds = %12
  call void @wrapped_iota_impl(ptr %5, ptr %5, i64 0, i64 10, i64 1, i64 %13)
  %16 = add i64 %13, 1
  br label %12

17:                                               ; preds = %12
  ret ptr null
}

; Function Attrs: alwaysinline
define internal void @wrapped_iota_impl(ptr %0, ptr %1, i64 %2, i64 %3, i64 %4, i64 %5) #0 {
  %7 = getelementptr i32, ptr %1, i64 %2
  call void @llvm.memcpy.p0.p0.i64(ptr %7, ptr @__constant_16xi32, i64 40, i1 false)
  ret void
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smax.i64(i64, i64) #1

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smin.i64(i64, i64) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #2

attributes #0 = { alwaysinline }
attributes #1 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }

!llvm.module.flags = !{!0, !1}
!xla_cpu_memory_region_name = !{!2}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{i32 1, !"xla_dylib_index", i64 2}
!2 = !{!"xla_cpu_emitter__tiled_emitter__hlo_opcode__fusion"}
!3 = !{}
