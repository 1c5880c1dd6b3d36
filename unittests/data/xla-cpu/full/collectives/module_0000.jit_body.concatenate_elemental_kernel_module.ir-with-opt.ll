; ModuleID = '__compute_module_concatenate_elemental_kernel_module'
source_filename = "__compute_module_concatenate_elemental_kernel_module"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none, target_mem: none) uwtable
define noalias noundef ptr @concatenate_kernel(ptr nofree readonly captures(none) %0) local_unnamed_addr #0 {
return:
  %args_gep = getelementptr inbounds nuw i8, ptr %0, i64 24
  %args = load ptr, ptr %args_gep, align 8
  %arg0 = load ptr, ptr %args, align 8, !invariant.load !2, !dereferenceable !3, !align !4
  %arg1_gep = getelementptr i8, ptr %args, i64 16
  %arg1 = load ptr, ptr %arg1_gep, align 8, !invariant.load !2, !dereferenceable !3, !align !4
  %arg2_gep = getelementptr i8, ptr %args, i64 32
  %arg2 = load ptr, ptr %arg2_gep, align 8, !invariant.load !2, !dereferenceable !3, !align !4
  %arg3_gep = getelementptr i8, ptr %args, i64 48
  %arg3 = load ptr, ptr %arg3_gep, align 8, !invariant.load !2, !dereferenceable !3, !align !4
  %arg4_gep = getelementptr i8, ptr %args, i64 64
  %arg4 = load ptr, ptr %arg4_gep, align 8, !invariant.load !2, !dereferenceable !3, !align !4
  %arg5_gep = getelementptr i8, ptr %args, i64 80
  %arg5 = load ptr, ptr %arg5_gep, align 8, !invariant.load !2, !dereferenceable !3, !align !4
  %arg6_gep = getelementptr i8, ptr %args, i64 96
  %arg6 = load ptr, ptr %arg6_gep, align 8, !invariant.load !2, !dereferenceable !3, !align !4
  %arg7_gep = getelementptr i8, ptr %args, i64 112
  %arg7 = load ptr, ptr %arg7_gep, align 8, !invariant.load !2, !dereferenceable !3, !align !4
  %arg8_gep = getelementptr i8, ptr %args, i64 128
  %arg8 = load ptr, ptr %arg8_gep, align 8, !invariant.load !2, !dereferenceable !4, !align !4
  %1 = load i64, ptr %arg0, align 64
  store i64 %1, ptr %arg8, align 64
  %2 = getelementptr inbounds nuw i8, ptr %arg8, i64 8
  %3 = load i64, ptr %arg1, align 64
  store i64 %3, ptr %2, align 8
  %4 = getelementptr inbounds nuw i8, ptr %arg8, i64 16
  %5 = load i64, ptr %arg2, align 64
  store i64 %5, ptr %4, align 16
  %6 = getelementptr inbounds nuw i8, ptr %arg8, i64 24
  %7 = load i64, ptr %arg3, align 64
  store i64 %7, ptr %6, align 8
  %8 = getelementptr inbounds nuw i8, ptr %arg8, i64 32
  %9 = load i64, ptr %arg4, align 64
  store i64 %9, ptr %8, align 32
  %10 = getelementptr inbounds nuw i8, ptr %arg8, i64 40
  %11 = load i64, ptr %arg5, align 64
  store i64 %11, ptr %10, align 8
  %12 = getelementptr inbounds nuw i8, ptr %arg8, i64 48
  %13 = load i64, ptr %arg6, align 64
  store i64 %13, ptr %12, align 16
  %14 = getelementptr inbounds nuw i8, ptr %arg8, i64 56
  %15 = load i64, ptr %arg7, align 64
  store i64 %15, ptr %14, align 8
  ret ptr null
}

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none, target_mem: none) uwtable "frame-pointer"="all" "prefer-vector-width"="256" }

!xla_cpu_memory_region_name = !{!0}
!llvm.module.flags = !{!1}

!0 = !{!"xla_cpu_emitter__concatenate_kernel_emitter__hlo_opcode__concatenate"}
!1 = !{i32 1, !"xla_dylib_index", i64 0}
!2 = !{}
!3 = !{i64 8}
!4 = !{i64 64}
