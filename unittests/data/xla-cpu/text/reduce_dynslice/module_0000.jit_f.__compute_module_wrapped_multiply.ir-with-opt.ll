; ModuleID = '__compute_module___compute_module_wrapped_multiply'
source_filename = "__compute_module___compute_module_wrapped_multiply"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind
define noalias noundef ptr @wrapped_multiply(ptr nofree readonly captures(none) %0) local_unnamed_addr #0 {
  %2 = getelementptr inbounds nuw i8, ptr %0, i64 24
  %3 = load ptr, ptr %2, align 8, !invariant.load !3
  %4 = load ptr, ptr %3, align 8, !invariant.load !3
  %5 = getelementptr inbounds nuw i8, ptr %3, i64 16
  %6 = load ptr, ptr %5, align 8, !invariant.load !3
  %7 = getelementptr inbounds nuw i8, ptr %3, i64 32
  %8 = load ptr, ptr %7, align 8, !invariant.load !3
  %9 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %10 = load ptr, ptr %9, align 8
  %11 = load i64, ptr %10, align 4, !invariant.load !3
  %.not.not = icmp slt i64 %11, 1
  br i1 %.not.not, label %wrapped_multiply_impl.exit, label %._crit_edge

wrapped_multiply_impl.exit:                       ; preds = %1
  %savedstack = tail call ptr @llvm.stacksave.p0()
  %.sroa.0.0.copyload = load <8 x float>, ptr %4, align 1
  %12 = alloca [8 x float], align 4
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(32) %12, ptr noundef nonnull align 1 dereferenceable(32) %6, i64 32, i1 false)
  %13 = alloca [8 x float], align 64
  %14 = load <8 x float>, ptr %12, align 4
  %15 = fmul <8 x float> %.sroa.0.0.copyload, %14
  store <8 x float> %15, ptr %13, align 64
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(32) %8, ptr noundef nonnull align 64 dereferenceable(32) %13, i64 32, i1 false)
  call void @llvm.stackrestore.p0(ptr %savedstack)
  %savedstack.1 = tail call ptr @llvm.stacksave.p0()
  %16 = getelementptr i8, ptr %4, i64 32
  %.sroa.0.0.copyload.1 = load <8 x float>, ptr %16, align 1
  %17 = alloca [8 x float], align 4
  %18 = getelementptr i8, ptr %6, i64 32
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(32) %17, ptr noundef nonnull align 1 dereferenceable(32) %18, i64 32, i1 false)
  %19 = alloca [8 x float], align 64
  %20 = load <8 x float>, ptr %17, align 4
  %21 = fmul <8 x float> %.sroa.0.0.copyload.1, %20
  store <8 x float> %21, ptr %19, align 64
  %22 = getelementptr i8, ptr %8, i64 32
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(32) %22, ptr noundef nonnull align 64 dereferenceable(32) %19, i64 32, i1 false)
  call void @llvm.stackrestore.p0(ptr %savedstack.1)
  %savedstack.2 = tail call ptr @llvm.stacksave.p0()
  %23 = getelementptr i8, ptr %4, i64 64
  %.sroa.0.0.copyload.2 = load <8 x float>, ptr %23, align 1
  %24 = alloca [8 x float], align 4
  %25 = getelementptr i8, ptr %6, i64 64
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(32) %24, ptr noundef nonnull align 1 dereferenceable(32) %25, i64 32, i1 false)
  %26 = alloca [8 x float], align 64
  %27 = load <8 x float>, ptr %24, align 4
  %28 = fmul <8 x float> %.sroa.0.0.copyload.2, %27
  store <8 x float> %28, ptr %26, align 64
  %29 = getelementptr i8, ptr %8, i64 64
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(32) %29, ptr noundef nonnull align 64 dereferenceable(32) %26, i64 32, i1 false)
  call void @llvm.stackrestore.p0(ptr %savedstack.2)
  %savedstack.3 = tail call ptr @llvm.stacksave.p0()
  %30 = getelementptr i8, ptr %4, i64 96
  %.sroa.0.0.copyload.3 = load <8 x float>, ptr %30, align 1
  %31 = alloca [8 x float], align 4
  %32 = getelementptr i8, ptr %6, i64 96
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(32) %31, ptr noundef nonnull align 1 dereferenceable(32) %32, i64 32, i1 false)
  %33 = alloca [8 x float], align 64
  %34 = load <8 x float>, ptr %31, align 4
  %35 = fmul <8 x float> %.sroa.0.0.copyload.3, %34
  store <8 x float> %35, ptr %33, align 64
  %36 = getelementptr i8, ptr %8, i64 96
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(32) %36, ptr noundef nonnull align 64 dereferenceable(32) %33, i64 32, i1 false)
  call void @llvm.stackrestore.p0(ptr %savedstack.3)
  %savedstack.4 = tail call ptr @llvm.stacksave.p0()
  %37 = getelementptr i8, ptr %4, i64 128
  %.sroa.0.0.copyload.4 = load <8 x float>, ptr %37, align 1
  %38 = alloca [8 x float], align 4
  %39 = getelementptr i8, ptr %6, i64 128
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(32) %38, ptr noundef nonnull align 1 dereferenceable(32) %39, i64 32, i1 false)
  %40 = alloca [8 x float], align 64
  %41 = load <8 x float>, ptr %38, align 4
  %42 = fmul <8 x float> %.sroa.0.0.copyload.4, %41
  store <8 x float> %42, ptr %40, align 64
  %43 = getelementptr i8, ptr %8, i64 128
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(32) %43, ptr noundef nonnull align 64 dereferenceable(32) %40, i64 32, i1 false)
  call void @llvm.stackrestore.p0(ptr %savedstack.4)
  %savedstack.5 = tail call ptr @llvm.stacksave.p0()
  %44 = getelementptr i8, ptr %4, i64 160
  %.sroa.0.0.copyload.5 = load <8 x float>, ptr %44, align 1
  %45 = alloca [8 x float], align 4
  %46 = getelementptr i8, ptr %6, i64 160
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(32) %45, ptr noundef nonnull align 1 dereferenceable(32) %46, i64 32, i1 false)
  %47 = alloca [8 x float], align 64
  %48 = load <8 x float>, ptr %45, align 4
  %49 = fmul <8 x float> %.sroa.0.0.copyload.5, %48
  store <8 x float> %49, ptr %47, align 64
  %50 = getelementptr i8, ptr %8, i64 160
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(32) %50, ptr noundef nonnull align 64 dereferenceable(32) %47, i64 32, i1 false)
  call void @llvm.stackrestore.p0(ptr %savedstack.5)
  br label %._crit_edge

._crit_edge:                                      ; preds = %wrapped_multiply_impl.exit, %1
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
!1 = !{i32 1, !"xla_dylib_index", i64 3}
!2 = !{!"xla_cpu_emitter__tiled_emitter__hlo_opcode__fusion"}
!3 = !{}
