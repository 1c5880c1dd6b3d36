; ModuleID = '__compute_module___compute_module_wrapped_iota'
source_filename = "__compute_module___compute_module_wrapped_iota"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%XLA_CPU_KernelCallFrame = type { ptr, ptr, i64, ptr }
%XLA_CPU_KernelArg = type { ptr, i64 }
%kernel_dim3 = type { i64, i64, i64 }

@__constant_1x4xi32 = private constant [1 x [4 x i32]] [[4 x i32] [i32 0, i32 1, i32 2, i32 3]], align 64

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
  %11 = mul nuw nsw i64 %10, 10
  %12 = call i64 @llvm.smin.i64(i64 %11, i64 10)
  br label %13

13:                                               ; preds = %16, %1
  %14 = phi i64 [ %17, %16 ], [ %12, %1 ]
  %15 = icmp slt i64 %14, 10
  br i1 %15, label %16, label %18

16:                                               ; preds = %13
  call void @wrapped_iota_impl(ptr %5, ptr %5, i64 0, i64 10, i64 4, i64 4, i64 1, i64 %14)
  %17 = add i64 %14, 1
  br label %13

18:                                               ; preds = %13
  ret ptr null
}

; Function Attrs: alwaysinline
define internal void @wrapped_iota_impl(ptr %0, ptr %1, i64 %2, i64 %3, i64 %4, i64 %5, i64 %6, i64 %7) #0 {
  %9 = sub i64 10, %7
  %10 = call i64 @llvm.smin.i64(i64 %9, i64 1)
  %11 = icmp eq i64 %10, 1
  br i1 %11, label %12, label %15

12:                                               ; preds = %8
  %13 = mul nsw i64 %7, 4
  %14 = getelementptr i32, ptr %1, i64 %13
  call void @llvm.memcpy.p0.p0.i64(ptr %14, ptr @__constant_1x4xi32, i64 16, i1 false)
  br label %35

15:                                               ; preds = %8
  %16 = mul nsw i64 %7, 4
  br label %17

17:                                               ; preds = %32, %15
  %18 = phi i64 [ %33, %32 ], [ 0, %15 ]
  %19 = icmp slt i64 %18, %10
  br i1 %19, label %20, label %34

20:                                               ; preds = %17
  br label %21

21:                                               ; preds = %24, %20
  %22 = phi i64 [ %31, %24 ], [ 0, %20 ]
  %23 = icmp slt i64 %22, 4
  br i1 %23, label %24, label %32

24:                                               ; preds = %21
  %25 = mul nuw nsw i64 %18, 4
  %26 = add nuw nsw i64 %25, %22
  %27 = getelementptr inbounds nuw i32, ptr @__constant_1x4xi32, i64 %26
  %28 = load i32, ptr %27, align 4
  %29 = getelementptr i32, ptr %1, i64 %16
  %30 = getelementptr inbounds nuw i32, ptr %29, i64 %26
  store i32 %28, ptr %30, align 4
  %31 = add i64 %22, 1
  br label %21

32:                                               ; preds = %21
  %33 = add i64 %18, 1
  br label %17

34:                                               ; preds = %17
  br label %35

35:                                               ; preds = %12, %34
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
!1 = !{i32 1, !"xla_dylib_index", i64 10}
!2 = !{!"xla_cpu_emitter__tiled_emitter__hlo_opcode__fusion"}
!3 = !{}
