; ModuleID = '__compute_module___compute_module_wrapped_iota'
source_filename = "__compute_module___compute_module_wrapped_iota"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@__constant_1x4xi32 = private unnamed_addr constant [1 x [4 x i32]] [[4 x i32] [i32 0, i32 1, i32 2, i32 3]], align 64

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none, target_mem: none)
define noalias noundef ptr @wrapped_iota(ptr nofree readonly captures(none) %0) local_unnamed_addr #0 {
  %2 = getelementptr inbounds nuw i8, ptr %0, i64 24
  %3 = load ptr, ptr %2, align 8, !invariant.load !3
  %4 = load ptr, ptr %3, align 8, !invariant.load !3
  %5 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %6 = load ptr, ptr %5, align 8
  %7 = load i64, ptr %6, align 4, !invariant.load !3
  %8 = icmp slt i64 %7, 1
  br i1 %8, label %wrapped_iota_impl.exit, label %._crit_edge

wrapped_iota_impl.exit:                           ; preds = %1
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(16) %4, ptr noundef nonnull align 64 dereferenceable(16) @__constant_1x4xi32, i64 16, i1 false)
  %9 = getelementptr i8, ptr %4, i64 16
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(16) %9, ptr noundef nonnull align 64 dereferenceable(16) @__constant_1x4xi32, i64 16, i1 false)
  %10 = getelementptr i8, ptr %4, i64 32
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(16) %10, ptr noundef nonnull align 64 dereferenceable(16) @__constant_1x4xi32, i64 16, i1 false)
  %11 = getelementptr i8, ptr %4, i64 48
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(16) %11, ptr noundef nonnull align 64 dereferenceable(16) @__constant_1x4xi32, i64 16, i1 false)
  %12 = getelementptr i8, ptr %4, i64 64
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(16) %12, ptr noundef nonnull align 64 dereferenceable(16) @__constant_1x4xi32, i64 16, i1 false)
  %13 = getelementptr i8, ptr %4, i64 80
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(16) %13, ptr noundef nonnull align 64 dereferenceable(16) @__constant_1x4xi32, i64 16, i1 false)
  %14 = getelementptr i8, ptr %4, i64 96
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(16) %14, ptr noundef nonnull align 64 dereferenceable(16) @__constant_1x4xi32, i64 16, i1 false)
  %15 = getelementptr i8, ptr %4, i64 112
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(16) %15, ptr noundef nonnull align 64 dereferenceable(16) @__constant_1x4xi32, i64 16, i1 false)
  %16 = getelementptr i8, ptr %4, i64 128
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(16) %16, ptr noundef nonnull align 64 dereferenceable(16) @__constant_1x4xi32, i64 16, i1 false)
  %17 = getelementptr i8, ptr %4, i64 144
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(16) %17, ptr noundef nonnull align 64 dereferenceable(16) @__constant_1x4xi32, i64 16, i1 false)
  br label %._crit_edge

._crit_edge:                                      ; preds = %wrapped_iota_impl.exit, %1
  ret ptr null
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #1

attributes #0 = { nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none, target_mem: none) }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }

!llvm.module.flags = !{!0, !1}
!xla_cpu_memory_region_name = !{!2}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{i32 1, !"xla_dylib_index", i64 10}
!2 = !{!"xla_cpu_emitter__tiled_emitter__hlo_opcode__fusion"}
!3 = !{}
