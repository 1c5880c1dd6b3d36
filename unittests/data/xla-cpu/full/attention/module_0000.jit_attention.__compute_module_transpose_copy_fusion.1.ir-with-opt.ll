; ModuleID = '__compute_module___compute_module_transpose_copy_fusion.1'
source_filename = "__compute_module___compute_module_transpose_copy_fusion.1"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none, target_mem: none)
define noalias noundef ptr @transpose_copy_fusion.1(ptr nofree readonly captures(none) %0) local_unnamed_addr #0 {
  %2 = alloca [8 x float], align 4
  %3 = getelementptr inbounds nuw i8, ptr %0, i64 24
  %4 = load ptr, ptr %3, align 8, !invariant.load !3
  %5 = load ptr, ptr %4, align 8, !invariant.load !3
  %6 = getelementptr inbounds nuw i8, ptr %4, i64 16
  %7 = load ptr, ptr %6, align 8, !invariant.load !3
  %8 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %9 = load ptr, ptr %8, align 8
  %10 = load i64, ptr %9, align 4, !invariant.load !3
  %.not.not = icmp slt i64 %10, 1
  br i1 %.not.not, label %.lr.ph, label %._crit_edge

.lr.ph:                                           ; preds = %1
  %scevgep16.1 = getelementptr inbounds nuw i8, ptr %2, i64 16
  call void @llvm.lifetime.start.p0(ptr nonnull %2)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(32) %2, ptr noundef nonnull align 1 dereferenceable(32) %5, i64 32, i1 false)
  tail call void @llvm.memmove.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(16) %7, ptr noundef nonnull align 1 dereferenceable(16) %5, i64 16, i1 false)
  %scevgep.1 = getelementptr i8, ptr %7, i64 128
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(16) %scevgep.1, ptr noundef nonnull align 4 dereferenceable(16) %scevgep16.1, i64 16, i1 false)
  call void @llvm.lifetime.end.p0(ptr nonnull %2)
  call void @llvm.lifetime.start.p0(ptr nonnull %2)
  %11 = getelementptr i8, ptr %5, i64 32
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(32) %2, ptr noundef nonnull align 1 dereferenceable(32) %11, i64 32, i1 false)
  %scevgep.117 = getelementptr i8, ptr %7, i64 16
  tail call void @llvm.memmove.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(16) %scevgep.117, ptr noundef nonnull align 1 dereferenceable(16) %11, i64 16, i1 false)
  %scevgep.1.1 = getelementptr i8, ptr %7, i64 144
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(16) %scevgep.1.1, ptr noundef nonnull align 4 dereferenceable(16) %scevgep16.1, i64 16, i1 false)
  call void @llvm.lifetime.end.p0(ptr nonnull %2)
  call void @llvm.lifetime.start.p0(ptr nonnull %2)
  %12 = getelementptr i8, ptr %5, i64 64
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(32) %2, ptr noundef nonnull align 1 dereferenceable(32) %12, i64 32, i1 false)
  %scevgep.2 = getelementptr i8, ptr %7, i64 32
  tail call void @llvm.memmove.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(16) %scevgep.2, ptr noundef nonnull align 1 dereferenceable(16) %12, i64 16, i1 false)
  %scevgep.1.2 = getelementptr i8, ptr %7, i64 160
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(16) %scevgep.1.2, ptr noundef nonnull align 4 dereferenceable(16) %scevgep16.1, i64 16, i1 false)
  call void @llvm.lifetime.end.p0(ptr nonnull %2)
  call void @llvm.lifetime.start.p0(ptr nonnull %2)
  %13 = getelementptr i8, ptr %5, i64 96
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(32) %2, ptr noundef nonnull align 1 dereferenceable(32) %13, i64 32, i1 false)
  %scevgep.3 = getelementptr i8, ptr %7, i64 48
  tail call void @llvm.memmove.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(16) %scevgep.3, ptr noundef nonnull align 1 dereferenceable(16) %13, i64 16, i1 false)
  %scevgep.1.3 = getelementptr i8, ptr %7, i64 176
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(16) %scevgep.1.3, ptr noundef nonnull align 4 dereferenceable(16) %scevgep16.1, i64 16, i1 false)
  call void @llvm.lifetime.end.p0(ptr nonnull %2)
  call void @llvm.lifetime.start.p0(ptr nonnull %2)
  %14 = getelementptr i8, ptr %5, i64 128
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(32) %2, ptr noundef nonnull align 1 dereferenceable(32) %14, i64 32, i1 false)
  %scevgep.4 = getelementptr i8, ptr %7, i64 64
  tail call void @llvm.memmove.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(16) %scevgep.4, ptr noundef nonnull align 1 dereferenceable(16) %14, i64 16, i1 false)
  %scevgep.1.4 = getelementptr i8, ptr %7, i64 192
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(16) %scevgep.1.4, ptr noundef nonnull align 4 dereferenceable(16) %scevgep16.1, i64 16, i1 false)
  call void @llvm.lifetime.end.p0(ptr nonnull %2)
  call void @llvm.lifetime.start.p0(ptr nonnull %2)
  %15 = getelementptr i8, ptr %5, i64 160
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(32) %2, ptr noundef nonnull align 1 dereferenceable(32) %15, i64 32, i1 false)
  %scevgep.5 = getelementptr i8, ptr %7, i64 80
  tail call void @llvm.memmove.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(16) %scevgep.5, ptr noundef nonnull align 1 dereferenceable(16) %15, i64 16, i1 false)
  %scevgep.1.5 = getelementptr i8, ptr %7, i64 208
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(16) %scevgep.1.5, ptr noundef nonnull align 4 dereferenceable(16) %scevgep16.1, i64 16, i1 false)
  call void @llvm.lifetime.end.p0(ptr nonnull %2)
  call void @llvm.lifetime.start.p0(ptr nonnull %2)
  %16 = getelementptr i8, ptr %5, i64 192
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(32) %2, ptr noundef nonnull align 1 dereferenceable(32) %16, i64 32, i1 false)
  %scevgep.6 = getelementptr i8, ptr %7, i64 96
  tail call void @llvm.memmove.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(16) %scevgep.6, ptr noundef nonnull align 1 dereferenceable(16) %16, i64 16, i1 false)
  %scevgep.1.6 = getelementptr i8, ptr %7, i64 224
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(16) %scevgep.1.6, ptr noundef nonnull align 4 dereferenceable(16) %scevgep16.1, i64 16, i1 false)
  call void @llvm.lifetime.end.p0(ptr nonnull %2)
  call void @llvm.lifetime.start.p0(ptr nonnull %2)
  %17 = getelementptr i8, ptr %5, i64 224
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(32) %2, ptr noundef nonnull align 1 dereferenceable(32) %17, i64 32, i1 false)
  %scevgep.7 = getelementptr i8, ptr %7, i64 112
  tail call void @llvm.memmove.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(16) %scevgep.7, ptr noundef nonnull align 1 dereferenceable(16) %17, i64 16, i1 false)
  %scevgep.1.7 = getelementptr i8, ptr %7, i64 240
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(16) %scevgep.1.7, ptr noundef nonnull align 4 dereferenceable(16) %scevgep16.1, i64 16, i1 false)
  call void @llvm.lifetime.end.p0(ptr nonnull %2)
  call void @llvm.lifetime.start.p0(ptr nonnull %2)
  %18 = getelementptr i8, ptr %5, i64 256
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(32) %2, ptr noundef nonnull align 1 dereferenceable(32) %18, i64 32, i1 false)
  %scevgep.8 = getelementptr i8, ptr %7, i64 256
  tail call void @llvm.memmove.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(16) %scevgep.8, ptr noundef nonnull align 1 dereferenceable(16) %18, i64 16, i1 false)
  %scevgep.1.8 = getelementptr i8, ptr %7, i64 384
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(16) %scevgep.1.8, ptr noundef nonnull align 4 dereferenceable(16) %scevgep16.1, i64 16, i1 false)
  call void @llvm.lifetime.end.p0(ptr nonnull %2)
  call void @llvm.lifetime.start.p0(ptr nonnull %2)
  %19 = getelementptr i8, ptr %5, i64 288
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(32) %2, ptr noundef nonnull align 1 dereferenceable(32) %19, i64 32, i1 false)
  %scevgep.9 = getelementptr i8, ptr %7, i64 272
  tail call void @llvm.memmove.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(16) %scevgep.9, ptr noundef nonnull align 1 dereferenceable(16) %19, i64 16, i1 false)
  %scevgep.1.9 = getelementptr i8, ptr %7, i64 400
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(16) %scevgep.1.9, ptr noundef nonnull align 4 dereferenceable(16) %scevgep16.1, i64 16, i1 false)
  call void @llvm.lifetime.end.p0(ptr nonnull %2)
  call void @llvm.lifetime.start.p0(ptr nonnull %2)
  %20 = getelementptr i8, ptr %5, i64 320
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(32) %2, ptr noundef nonnull align 1 dereferenceable(32) %20, i64 32, i1 false)
  %scevgep.10 = getelementptr i8, ptr %7, i64 288
  tail call void @llvm.memmove.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(16) %scevgep.10, ptr noundef nonnull align 1 dereferenceable(16) %20, i64 16, i1 false)
  %scevgep.1.10 = getelementptr i8, ptr %7, i64 416
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(16) %scevgep.1.10, ptr noundef nonnull align 4 dereferenceable(16) %scevgep16.1, i64 16, i1 false)
  call void @llvm.lifetime.end.p0(ptr nonnull %2)
  call void @llvm.lifetime.start.p0(ptr nonnull %2)
  %21 = getelementptr i8, ptr %5, i64 352
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(32) %2, ptr noundef nonnull align 1 dereferenceable(32) %21, i64 32, i1 false)
  %scevgep.11 = getelementptr i8, ptr %7, i64 304
  tail call void @llvm.memmove.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(16) %scevgep.11, ptr noundef nonnull align 1 dereferenceable(16) %21, i64 16, i1 false)
  %scevgep.1.11 = getelementptr i8, ptr %7, i64 432
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(16) %scevgep.1.11, ptr noundef nonnull align 4 dereferenceable(16) %scevgep16.1, i64 16, i1 false)
  call void @llvm.lifetime.end.p0(ptr nonnull %2)
  call void @llvm.lifetime.start.p0(ptr nonnull %2)
  %22 = getelementptr i8, ptr %5, i64 384
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(32) %2, ptr noundef nonnull align 1 dereferenceable(32) %22, i64 32, i1 false)
  %scevgep.12 = getelementptr i8, ptr %7, i64 320
  tail call void @llvm.memmove.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(16) %scevgep.12, ptr noundef nonnull align 1 dereferenceable(16) %22, i64 16, i1 false)
  %scevgep.1.12 = getelementptr i8, ptr %7, i64 448
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(16) %scevgep.1.12, ptr noundef nonnull align 4 dereferenceable(16) %scevgep16.1, i64 16, i1 false)
  call void @llvm.lifetime.end.p0(ptr nonnull %2)
  call void @llvm.lifetime.start.p0(ptr nonnull %2)
  %23 = getelementptr i8, ptr %5, i64 416
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(32) %2, ptr noundef nonnull align 1 dereferenceable(32) %23, i64 32, i1 false)
  %scevgep.13 = getelementptr i8, ptr %7, i64 336
  tail call void @llvm.memmove.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(16) %scevgep.13, ptr noundef nonnull align 1 dereferenceable(16) %23, i64 16, i1 false)
  %scevgep.1.13 = getelementptr i8, ptr %7, i64 464
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(16) %scevgep.1.13, ptr noundef nonnull align 4 dereferenceable(16) %scevgep16.1, i64 16, i1 false)
  call void @llvm.lifetime.end.p0(ptr nonnull %2)
  call void @llvm.lifetime.start.p0(ptr nonnull %2)
  %24 = getelementptr i8, ptr %5, i64 448
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(32) %2, ptr noundef nonnull align 1 dereferenceable(32) %24, i64 32, i1 false)
  %scevgep.14 = getelementptr i8, ptr %7, i64 352
  tail call void @llvm.memmove.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(16) %scevgep.14, ptr noundef nonnull align 1 dereferenceable(16) %24, i64 16, i1 false)
  %scevgep.1.14 = getelementptr i8, ptr %7, i64 480
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(16) %scevgep.1.14, ptr noundef nonnull align 4 dereferenceable(16) %scevgep16.1, i64 16, i1 false)
  call void @llvm.lifetime.end.p0(ptr nonnull %2)
  call void @llvm.lifetime.start.p0(ptr nonnull %2)
  %25 = getelementptr i8, ptr %5, i64 480
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(32) %2, ptr noundef nonnull align 1 dereferenceable(32) %25, i64 32, i1 false)
  %scevgep.15 = getelementptr i8, ptr %7, i64 368
  tail call void @llvm.memmove.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(16) %scevgep.15, ptr noundef nonnull align 1 dereferenceable(16) %25, i64 16, i1 false)
  %scevgep.1.15 = getelementptr i8, ptr %7, i64 496
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(16) %scevgep.1.15, ptr noundef nonnull align 4 dereferenceable(16) %scevgep16.1, i64 16, i1 false)
  call void @llvm.lifetime.end.p0(ptr nonnull %2)
  br label %._crit_edge

._crit_edge:                                      ; preds = %.lr.ph, %1
  ret ptr null
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memmove.p0.p0.i64(ptr writeonly captures(none), ptr readonly captures(none), i64, i1 immarg) #2

attributes #0 = { nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none, target_mem: none) }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }

!llvm.module.flags = !{!0, !1}
!xla_cpu_memory_region_name = !{!2}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{i32 1, !"xla_dylib_index", i64 5}
!2 = !{!"xla_cpu_emitter__tiled_emitter__hlo_opcode__fusion"}
!3 = !{}
