; ModuleID = '__compute_module___compute_module_wrapped_negate'
source_filename = "__compute_module___compute_module_wrapped_negate"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%XLA_CPU_KernelCallFrame = type { ptr, ptr, i64, ptr }
%XLA_CPU_KernelArg = type { ptr, i64 }
%kernel_dim3 = type { i64, i64, i64 }

define ptr @wrapped_negate(ptr %0) {
  %2 = getelementptr inbounds %XLA_CPU_KernelCallFrame, ptr %0, i32 0, i32 3
  %3 = load ptr, ptr %2, align 8, !invariant.load !3
  %4 = getelementptr inbounds %XLA_CPU_KernelArg, ptr %3, i32 0, i32 0
  %5 = load ptr, ptr %4, align 8, !invariant.load !3
  %6 = getelementptr inbounds %XLA_CPU_KernelArg, ptr %3, i32 1, i32 0
  %7 = load ptr, ptr %6, align 8, !invariant.load !3
  %8 = getelementptr inbounds %XLA_CPU_KernelCallFrame, ptr %0, i32 0, i32 1
  %9 = load ptr, ptr %8, align 8
  %10 = getelementptr inbounds %kernel_dim3, ptr %9, i32 0, i32 0
  %11 = load i64, ptr %10, align 4, !invariant.load !3
  %12 = call i64 @llvm.smax.i64(i64 %11, i64 0)
  %13 = call i64 @llvm.smin.i64(i64 %12, i64 1)
  br label %14

14:                                               ; preds = %17, %1
  %15 = phi i64 [ %18, %17 ], [ %13, %1 ]
  %16 = icmp slt i64 %15, 1
  br i1 %16, label %17, label %19

17:                                               ; preds = %14
  call void @wrapped_negate_impl(ptr %5, ptr %5, i64 0, i64 8, i64 1, ptr %7, ptr %7, i64 0, i64 8, i64 1, i64 %15)
  %18 = add i64 %15, 1
  br label %14

19:                                               ; preds = %14
  ret ptr null
}

; Function Attrs: alwaysinline
define internal void @wrapped_negate_impl(ptr %0, ptr %1, i64 %2, i64 %3, i64 %4, ptr %5, ptr %6, i64 %7, i64 %8, i64 %9, i64 %10) #0 {
  %12 = alloca float, i64 8, align 4
  %13 = mul i64 %3, 1
  %14 = mul i64 %13, 4
  %15 = getelementptr float, ptr %1, i64 %2
  call void @llvm.memcpy.p0.p0.i64(ptr %12, ptr %15, i64 %14, i1 false)
  %16 = alloca float, i64 8, align 64
  %17 = load <8 x float>, ptr %12, align 4
  %18 = fneg <8 x float> %17
  store <8 x float> %18, ptr %16, align 4
  %19 = getelementptr float, ptr %6, i64 %7
  call void @llvm.memcpy.p0.p0.i64(ptr %19, ptr %16, i64 32, i1 false)
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
!1 = !{i32 1, !"xla_dylib_index", i64 6}
!2 = !{!"xla_cpu_emitter__tiled_emitter__hlo_opcode__fusion"}
!3 = !{}
