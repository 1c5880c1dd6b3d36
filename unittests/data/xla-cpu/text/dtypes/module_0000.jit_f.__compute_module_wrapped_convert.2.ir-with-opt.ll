; ModuleID = '__compute_module___compute_module_wrapped_convert.2'
source_filename = "__compute_module___compute_module_wrapped_convert.2"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind
define noalias noundef ptr @wrapped_convert.2(ptr nofree readonly captures(none) %0) local_unnamed_addr #0 {
  %2 = getelementptr inbounds nuw i8, ptr %0, i64 24
  %3 = load ptr, ptr %2, align 8, !invariant.load !3
  %4 = load ptr, ptr %3, align 8, !invariant.load !3
  %5 = getelementptr inbounds nuw i8, ptr %3, i64 16
  %6 = load ptr, ptr %5, align 8, !invariant.load !3
  %7 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %8 = load ptr, ptr %7, align 8
  %9 = load i64, ptr %8, align 4, !invariant.load !3
  %.not.not = icmp slt i64 %9, 1
  br i1 %.not.not, label %wrapped_convert.2_impl.exit, label %._crit_edge

wrapped_convert.2_impl.exit:                      ; preds = %1
  %savedstack = tail call ptr @llvm.stacksave.p0()
  %10 = load <4 x i8>, ptr %4, align 1
  %11 = alloca [4 x i32], align 64
  %12 = sext <4 x i8> %10 to <4 x i32>
  store <4 x i32> %12, ptr %11, align 64
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(16) %6, ptr noundef nonnull align 64 dereferenceable(16) %11, i64 16, i1 false)
  call void @llvm.stackrestore.p0(ptr %savedstack)
  %savedstack.1 = tail call ptr @llvm.stacksave.p0()
  %13 = getelementptr i8, ptr %4, i64 4
  %14 = load <4 x i8>, ptr %13, align 1
  %15 = alloca [4 x i32], align 64
  %16 = sext <4 x i8> %14 to <4 x i32>
  store <4 x i32> %16, ptr %15, align 64
  %17 = getelementptr i8, ptr %6, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(16) %17, ptr noundef nonnull align 64 dereferenceable(16) %15, i64 16, i1 false)
  call void @llvm.stackrestore.p0(ptr %savedstack.1)
  %savedstack.2 = tail call ptr @llvm.stacksave.p0()
  %18 = getelementptr i8, ptr %4, i64 8
  %19 = load <4 x i8>, ptr %18, align 1
  %20 = alloca [4 x i32], align 64
  %21 = sext <4 x i8> %19 to <4 x i32>
  store <4 x i32> %21, ptr %20, align 64
  %22 = getelementptr i8, ptr %6, i64 32
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(16) %22, ptr noundef nonnull align 64 dereferenceable(16) %20, i64 16, i1 false)
  call void @llvm.stackrestore.p0(ptr %savedstack.2)
  %savedstack.3 = tail call ptr @llvm.stacksave.p0()
  %23 = getelementptr i8, ptr %4, i64 12
  %24 = load <4 x i8>, ptr %23, align 1
  %25 = alloca [4 x i32], align 64
  %26 = sext <4 x i8> %24 to <4 x i32>
  store <4 x i32> %26, ptr %25, align 64
  %27 = getelementptr i8, ptr %6, i64 48
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(16) %27, ptr noundef nonnull align 64 dereferenceable(16) %25, i64 16, i1 false)
  call void @llvm.stackrestore.p0(ptr %savedstack.3)
  br label %._crit_edge

._crit_edge:                                      ; preds = %wrapped_convert.2_impl.exit, %1
  ret ptr null
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare ptr @llvm.stacksave.p0() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.stackrestore.p0(ptr) #2

attributes #0 = { nofree norecurse nosync nounwind }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn }

!llvm.module.flags = !{!0, !1}
!xla_cpu_memory_region_name = !{!2}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{i32 1, !"xla_dylib_index", i64 7}
!2 = !{!"xla_cpu_emitter__tiled_emitter__hlo_opcode__fusion"}
!3 = !{}
