; ModuleID = '__compute_module___compute_module_transpose_copy_fusion.2'
source_filename = "__compute_module___compute_module_transpose_copy_fusion.2"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind
define noalias noundef ptr @transpose_copy_fusion.2(ptr nofree readonly captures(none) %0) local_unnamed_addr #0 {
  %2 = getelementptr inbounds nuw i8, ptr %0, i64 24
  %3 = load ptr, ptr %2, align 8, !invariant.load !3
  %4 = load ptr, ptr %3, align 8, !invariant.load !3
  %5 = getelementptr inbounds nuw i8, ptr %3, i64 16
  %6 = load ptr, ptr %5, align 8, !invariant.load !3
  %7 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %8 = load ptr, ptr %7, align 8
  %9 = load i64, ptr %8, align 4, !invariant.load !3
  %.not.not = icmp slt i64 %9, 1
  br i1 %.not.not, label %.lr.ph, label %._crit_edge

.lr.ph:                                           ; preds = %1, %.lr.ph
  %10 = phi i1 [ false, %.lr.ph ], [ true, %1 ]
  %11 = phi i64 [ 256, %.lr.ph ], [ 0, %1 ]
  %savedstack = tail call ptr @llvm.stacksave.p0()
  %12 = getelementptr i8, ptr %4, i64 %11
  %.sroa.0.0.copyload = load float, ptr %12, align 1
  %.sroa.4.0..sroa_idx = getelementptr inbounds nuw i8, ptr %12, i64 4
  %.sroa.4.0.copyload = load float, ptr %.sroa.4.0..sroa_idx, align 1
  %.sroa.5.0..sroa_idx = getelementptr inbounds nuw i8, ptr %12, i64 8
  %.sroa.5.0.copyload = load float, ptr %.sroa.5.0..sroa_idx, align 1
  %.sroa.6.0..sroa_idx = getelementptr inbounds nuw i8, ptr %12, i64 12
  %.sroa.6.0.copyload = load float, ptr %.sroa.6.0..sroa_idx, align 1
  %.sroa.7.0..sroa_idx = getelementptr inbounds nuw i8, ptr %12, i64 16
  %.sroa.7.0.copyload = load float, ptr %.sroa.7.0..sroa_idx, align 1
  %.sroa.8.0..sroa_idx = getelementptr inbounds nuw i8, ptr %12, i64 20
  %.sroa.8.0.copyload = load float, ptr %.sroa.8.0..sroa_idx, align 1
  %.sroa.9.0..sroa_idx = getelementptr inbounds nuw i8, ptr %12, i64 24
  %.sroa.9.0.copyload = load float, ptr %.sroa.9.0..sroa_idx, align 1
  %.sroa.10.0..sroa_idx = getelementptr inbounds nuw i8, ptr %12, i64 28
  %.sroa.10.0.copyload = load float, ptr %.sroa.10.0..sroa_idx, align 1
  %.sroa.11.0..sroa_idx = getelementptr inbounds nuw i8, ptr %12, i64 32
  %.sroa.11.0.copyload = load float, ptr %.sroa.11.0..sroa_idx, align 1
  %.sroa.12.0..sroa_idx = getelementptr inbounds nuw i8, ptr %12, i64 36
  %.sroa.12.0.copyload = load float, ptr %.sroa.12.0..sroa_idx, align 1
  %.sroa.13.0..sroa_idx = getelementptr inbounds nuw i8, ptr %12, i64 40
  %.sroa.13.0.copyload = load float, ptr %.sroa.13.0..sroa_idx, align 1
  %.sroa.14.0..sroa_idx = getelementptr inbounds nuw i8, ptr %12, i64 44
  %.sroa.14.0.copyload = load float, ptr %.sroa.14.0..sroa_idx, align 1
  %.sroa.15.0..sroa_idx = getelementptr inbounds nuw i8, ptr %12, i64 48
  %.sroa.15.0.copyload = load float, ptr %.sroa.15.0..sroa_idx, align 1
  %.sroa.16.0..sroa_idx = getelementptr inbounds nuw i8, ptr %12, i64 52
  %.sroa.16.0.copyload = load float, ptr %.sroa.16.0..sroa_idx, align 1
  %.sroa.17.0..sroa_idx = getelementptr inbounds nuw i8, ptr %12, i64 56
  %.sroa.17.0.copyload = load float, ptr %.sroa.17.0..sroa_idx, align 1
  %.sroa.18.0..sroa_idx = getelementptr inbounds nuw i8, ptr %12, i64 60
  %.sroa.18.0.copyload = load float, ptr %.sroa.18.0..sroa_idx, align 1
  %.sroa.19.0..sroa_idx = getelementptr inbounds nuw i8, ptr %12, i64 64
  %.sroa.19.0.copyload = load float, ptr %.sroa.19.0..sroa_idx, align 1
  %.sroa.20.0..sroa_idx = getelementptr inbounds nuw i8, ptr %12, i64 68
  %.sroa.20.0.copyload = load float, ptr %.sroa.20.0..sroa_idx, align 1
  %.sroa.21.0..sroa_idx = getelementptr inbounds nuw i8, ptr %12, i64 72
  %.sroa.21.0.copyload = load float, ptr %.sroa.21.0..sroa_idx, align 1
  %.sroa.22.0..sroa_idx = getelementptr inbounds nuw i8, ptr %12, i64 76
  %.sroa.22.0.copyload = load float, ptr %.sroa.22.0..sroa_idx, align 1
  %.sroa.23.0..sroa_idx = getelementptr inbounds nuw i8, ptr %12, i64 80
  %.sroa.23.0.copyload = load float, ptr %.sroa.23.0..sroa_idx, align 1
  %.sroa.24.0..sroa_idx = getelementptr inbounds nuw i8, ptr %12, i64 84
  %.sroa.24.0.copyload = load float, ptr %.sroa.24.0..sroa_idx, align 1
  %.sroa.25.0..sroa_idx = getelementptr inbounds nuw i8, ptr %12, i64 88
  %.sroa.25.0.copyload = load float, ptr %.sroa.25.0..sroa_idx, align 1
  %.sroa.26.0..sroa_idx = getelementptr inbounds nuw i8, ptr %12, i64 92
  %.sroa.26.0.copyload = load float, ptr %.sroa.26.0..sroa_idx, align 1
  %.sroa.27.0..sroa_idx = getelementptr inbounds nuw i8, ptr %12, i64 96
  %.sroa.27.0.copyload = load float, ptr %.sroa.27.0..sroa_idx, align 1
  %.sroa.28.0..sroa_idx = getelementptr inbounds nuw i8, ptr %12, i64 100
  %.sroa.28.0.copyload = load float, ptr %.sroa.28.0..sroa_idx, align 1
  %.sroa.29.0..sroa_idx = getelementptr inbounds nuw i8, ptr %12, i64 104
  %.sroa.29.0.copyload = load float, ptr %.sroa.29.0..sroa_idx, align 1
  %.sroa.30.0..sroa_idx = getelementptr inbounds nuw i8, ptr %12, i64 108
  %.sroa.30.0.copyload = load float, ptr %.sroa.30.0..sroa_idx, align 1
  %.sroa.31.0..sroa_idx = getelementptr inbounds nuw i8, ptr %12, i64 112
  %.sroa.31.0.copyload = load float, ptr %.sroa.31.0..sroa_idx, align 1
  %.sroa.32.0..sroa_idx = getelementptr inbounds nuw i8, ptr %12, i64 116
  %.sroa.32.0.copyload = load float, ptr %.sroa.32.0..sroa_idx, align 1
  %.sroa.33.0..sroa_idx = getelementptr inbounds nuw i8, ptr %12, i64 120
  %.sroa.33.0.copyload = load float, ptr %.sroa.33.0..sroa_idx, align 1
  %.sroa.34.0..sroa_idx = getelementptr inbounds nuw i8, ptr %12, i64 124
  %.sroa.34.0.copyload = load float, ptr %.sroa.34.0..sroa_idx, align 1
  %.sroa.35.0..sroa_idx = getelementptr inbounds nuw i8, ptr %12, i64 128
  %.sroa.35.0.copyload = load float, ptr %.sroa.35.0..sroa_idx, align 1
  %.sroa.36.0..sroa_idx = getelementptr inbounds nuw i8, ptr %12, i64 132
  %.sroa.36.0.copyload = load float, ptr %.sroa.36.0..sroa_idx, align 1
  %.sroa.37.0..sroa_idx = getelementptr inbounds nuw i8, ptr %12, i64 136
  %.sroa.37.0.copyload = load float, ptr %.sroa.37.0..sroa_idx, align 1
  %.sroa.38.0..sroa_idx = getelementptr inbounds nuw i8, ptr %12, i64 140
  %.sroa.38.0.copyload = load float, ptr %.sroa.38.0..sroa_idx, align 1
  %.sroa.39.0..sroa_idx = getelementptr inbounds nuw i8, ptr %12, i64 144
  %.sroa.39.0.copyload = load float, ptr %.sroa.39.0..sroa_idx, align 1
  %.sroa.40.0..sroa_idx = getelementptr inbounds nuw i8, ptr %12, i64 148
  %.sroa.40.0.copyload = load float, ptr %.sroa.40.0..sroa_idx, align 1
  %.sroa.41.0..sroa_idx = getelementptr inbounds nuw i8, ptr %12, i64 152
  %.sroa.41.0.copyload = load float, ptr %.sroa.41.0..sroa_idx, align 1
  %.sroa.42.0..sroa_idx = getelementptr inbounds nuw i8, ptr %12, i64 156
  %.sroa.42.0.copyload = load float, ptr %.sroa.42.0..sroa_idx, align 1
  %.sroa.43.0..sroa_idx = getelementptr inbounds nuw i8, ptr %12, i64 160
  %.sroa.43.0.copyload = load float, ptr %.sroa.43.0..sroa_idx, align 1
  %.sroa.44.0..sroa_idx = getelementptr inbounds nuw i8, ptr %12, i64 164
  %.sroa.44.0.copyload = load float, ptr %.sroa.44.0..sroa_idx, align 1
  %.sroa.45.0..sroa_idx = getelementptr inbounds nuw i8, ptr %12, i64 168
  %.sroa.45.0.copyload = load float, ptr %.sroa.45.0..sroa_idx, align 1
  %.sroa.46.0..sroa_idx = getelementptr inbounds nuw i8, ptr %12, i64 172
  %.sroa.46.0.copyload = load float, ptr %.sroa.46.0..sroa_idx, align 1
  %.sroa.47.0..sroa_idx = getelementptr inbounds nuw i8, ptr %12, i64 176
  %.sroa.47.0.copyload = load float, ptr %.sroa.47.0..sroa_idx, align 1
  %.sroa.48.0..sroa_idx = getelementptr inbounds nuw i8, ptr %12, i64 180
  %.sroa.48.0.copyload = load float, ptr %.sroa.48.0..sroa_idx, align 1
  %.sroa.49.0..sroa_idx = getelementptr inbounds nuw i8, ptr %12, i64 184
  %.sroa.49.0.copyload = load float, ptr %.sroa.49.0..sroa_idx, align 1
  %.sroa.50.0..sroa_idx = getelementptr inbounds nuw i8, ptr %12, i64 188
  %.sroa.50.0.copyload = load float, ptr %.sroa.50.0..sroa_idx, align 1
  %.sroa.51.0..sroa_idx = getelementptr inbounds nuw i8, ptr %12, i64 192
  %.sroa.51.0.copyload = load float, ptr %.sroa.51.0..sroa_idx, align 1
  %.sroa.52.0..sroa_idx = getelementptr inbounds nuw i8, ptr %12, i64 196
  %.sroa.52.0.copyload = load float, ptr %.sroa.52.0..sroa_idx, align 1
  %.sroa.53.0..sroa_idx = getelementptr inbounds nuw i8, ptr %12, i64 200
  %.sroa.53.0.copyload = load float, ptr %.sroa.53.0..sroa_idx, align 1
  %.sroa.54.0..sroa_idx = getelementptr inbounds nuw i8, ptr %12, i64 204
  %.sroa.54.0.copyload = load float, ptr %.sroa.54.0..sroa_idx, align 1
  %.sroa.55.0..sroa_idx = getelementptr inbounds nuw i8, ptr %12, i64 208
  %.sroa.55.0.copyload = load float, ptr %.sroa.55.0..sroa_idx, align 1
  %.sroa.56.0..sroa_idx = getelementptr inbounds nuw i8, ptr %12, i64 212
  %.sroa.56.0.copyload = load float, ptr %.sroa.56.0..sroa_idx, align 1
  %.sroa.57.0..sroa_idx = getelementptr inbounds nuw i8, ptr %12, i64 216
  %.sroa.57.0.copyload = load float, ptr %.sroa.57.0..sroa_idx, align 1
  %.sroa.58.0..sroa_idx = getelementptr inbounds nuw i8, ptr %12, i64 220
  %.sroa.58.0.copyload = load float, ptr %.sroa.58.0..sroa_idx, align 1
  %.sroa.59.0..sroa_idx = getelementptr inbounds nuw i8, ptr %12, i64 224
  %.sroa.59.0.copyload = load float, ptr %.sroa.59.0..sroa_idx, align 1
  %.sroa.60.0..sroa_idx = getelementptr inbounds nuw i8, ptr %12, i64 228
  %.sroa.60.0.copyload = load float, ptr %.sroa.60.0..sroa_idx, align 1
  %.sroa.61.0..sroa_idx = getelementptr inbounds nuw i8, ptr %12, i64 232
  %.sroa.61.0.copyload = load float, ptr %.sroa.61.0..sroa_idx, align 1
  %.sroa.62.0..sroa_idx = getelementptr inbounds nuw i8, ptr %12, i64 236
  %.sroa.62.0.copyload = load float, ptr %.sroa.62.0..sroa_idx, align 1
  %.sroa.63.0..sroa_idx = getelementptr inbounds nuw i8, ptr %12, i64 240
  %.sroa.63.0.copyload = load float, ptr %.sroa.63.0..sroa_idx, align 1
  %.sroa.64.0..sroa_idx = getelementptr inbounds nuw i8, ptr %12, i64 244
  %.sroa.64.0.copyload = load float, ptr %.sroa.64.0..sroa_idx, align 1
  %.sroa.65.0..sroa_idx = getelementptr inbounds nuw i8, ptr %12, i64 248
  %.sroa.65.0.copyload = load float, ptr %.sroa.65.0..sroa_idx, align 1
  %.sroa.66.0..sroa_idx = getelementptr inbounds nuw i8, ptr %12, i64 252
  %.sroa.66.0.copyload = load float, ptr %.sroa.66.0..sroa_idx, align 1
  %13 = alloca [64 x float], align 64
  %14 = insertelement <8 x float> poison, float %.sroa.0.0.copyload, i64 0
  %15 = insertelement <8 x float> %14, float %.sroa.11.0.copyload, i64 1
  %16 = insertelement <8 x float> %15, float %.sroa.19.0.copyload, i64 2
  %17 = insertelement <8 x float> %16, float %.sroa.27.0.copyload, i64 3
  %18 = insertelement <8 x float> %17, float %.sroa.35.0.copyload, i64 4
  %19 = insertelement <8 x float> %18, float %.sroa.43.0.copyload, i64 5
  %20 = insertelement <8 x float> %19, float %.sroa.51.0.copyload, i64 6
  %21 = insertelement <8 x float> %20, float %.sroa.59.0.copyload, i64 7
  store <8 x float> %21, ptr %13, align 64
  %22 = insertelement <8 x float> poison, float %.sroa.4.0.copyload, i64 0
  %23 = insertelement <8 x float> %22, float %.sroa.12.0.copyload, i64 1
  %24 = insertelement <8 x float> %23, float %.sroa.20.0.copyload, i64 2
  %25 = insertelement <8 x float> %24, float %.sroa.28.0.copyload, i64 3
  %26 = insertelement <8 x float> %25, float %.sroa.36.0.copyload, i64 4
  %27 = insertelement <8 x float> %26, float %.sroa.44.0.copyload, i64 5
  %28 = insertelement <8 x float> %27, float %.sroa.52.0.copyload, i64 6
  %29 = insertelement <8 x float> %28, float %.sroa.60.0.copyload, i64 7
  %30 = getelementptr inbounds nuw i8, ptr %13, i64 32
  store <8 x float> %29, ptr %30, align 32
  %31 = insertelement <8 x float> poison, float %.sroa.5.0.copyload, i64 0
  %32 = insertelement <8 x float> %31, float %.sroa.13.0.copyload, i64 1
  %33 = insertelement <8 x float> %32, float %.sroa.21.0.copyload, i64 2
  %34 = insertelement <8 x float> %33, float %.sroa.29.0.copyload, i64 3
  %35 = insertelement <8 x float> %34, float %.sroa.37.0.copyload, i64 4
  %36 = insertelement <8 x float> %35, float %.sroa.45.0.copyload, i64 5
  %37 = insertelement <8 x float> %36, float %.sroa.53.0.copyload, i64 6
  %38 = insertelement <8 x float> %37, float %.sroa.61.0.copyload, i64 7
  %39 = getelementptr inbounds nuw i8, ptr %13, i64 64
  store <8 x float> %38, ptr %39, align 64
  %40 = insertelement <8 x float> poison, float %.sroa.6.0.copyload, i64 0
  %41 = insertelement <8 x float> %40, float %.sroa.14.0.copyload, i64 1
  %42 = insertelement <8 x float> %41, float %.sroa.22.0.copyload, i64 2
  %43 = insertelement <8 x float> %42, float %.sroa.30.0.copyload, i64 3
  %44 = insertelement <8 x float> %43, float %.sroa.38.0.copyload, i64 4
  %45 = insertelement <8 x float> %44, float %.sroa.46.0.copyload, i64 5
  %46 = insertelement <8 x float> %45, float %.sroa.54.0.copyload, i64 6
  %47 = insertelement <8 x float> %46, float %.sroa.62.0.copyload, i64 7
  %48 = getelementptr inbounds nuw i8, ptr %13, i64 96
  store <8 x float> %47, ptr %48, align 32
  %49 = getelementptr inbounds nuw i8, ptr %13, i64 128
  %50 = insertelement <8 x float> poison, float %.sroa.7.0.copyload, i64 0
  %51 = insertelement <8 x float> %50, float %.sroa.15.0.copyload, i64 1
  %52 = insertelement <8 x float> %51, float %.sroa.23.0.copyload, i64 2
  %53 = insertelement <8 x float> %52, float %.sroa.31.0.copyload, i64 3
  %54 = insertelement <8 x float> %53, float %.sroa.39.0.copyload, i64 4
  %55 = insertelement <8 x float> %54, float %.sroa.47.0.copyload, i64 5
  %56 = insertelement <8 x float> %55, float %.sroa.55.0.copyload, i64 6
  %57 = insertelement <8 x float> %56, float %.sroa.63.0.copyload, i64 7
  store <8 x float> %57, ptr %49, align 64
  %58 = insertelement <8 x float> poison, float %.sroa.8.0.copyload, i64 0
  %59 = insertelement <8 x float> %58, float %.sroa.16.0.copyload, i64 1
  %60 = insertelement <8 x float> %59, float %.sroa.24.0.copyload, i64 2
  %61 = insertelement <8 x float> %60, float %.sroa.32.0.copyload, i64 3
  %62 = insertelement <8 x float> %61, float %.sroa.40.0.copyload, i64 4
  %63 = insertelement <8 x float> %62, float %.sroa.48.0.copyload, i64 5
  %64 = insertelement <8 x float> %63, float %.sroa.56.0.copyload, i64 6
  %65 = insertelement <8 x float> %64, float %.sroa.64.0.copyload, i64 7
  %66 = getelementptr inbounds nuw i8, ptr %13, i64 160
  store <8 x float> %65, ptr %66, align 32
  %67 = insertelement <8 x float> poison, float %.sroa.9.0.copyload, i64 0
  %68 = insertelement <8 x float> %67, float %.sroa.17.0.copyload, i64 1
  %69 = insertelement <8 x float> %68, float %.sroa.25.0.copyload, i64 2
  %70 = insertelement <8 x float> %69, float %.sroa.33.0.copyload, i64 3
  %71 = insertelement <8 x float> %70, float %.sroa.41.0.copyload, i64 4
  %72 = insertelement <8 x float> %71, float %.sroa.49.0.copyload, i64 5
  %73 = insertelement <8 x float> %72, float %.sroa.57.0.copyload, i64 6
  %74 = insertelement <8 x float> %73, float %.sroa.65.0.copyload, i64 7
  %75 = getelementptr inbounds nuw i8, ptr %13, i64 192
  store <8 x float> %74, ptr %75, align 64
  %76 = insertelement <8 x float> poison, float %.sroa.10.0.copyload, i64 0
  %77 = insertelement <8 x float> %76, float %.sroa.18.0.copyload, i64 1
  %78 = insertelement <8 x float> %77, float %.sroa.26.0.copyload, i64 2
  %79 = insertelement <8 x float> %78, float %.sroa.34.0.copyload, i64 3
  %80 = insertelement <8 x float> %79, float %.sroa.42.0.copyload, i64 4
  %81 = insertelement <8 x float> %80, float %.sroa.50.0.copyload, i64 5
  %82 = insertelement <8 x float> %81, float %.sroa.58.0.copyload, i64 6
  %83 = insertelement <8 x float> %82, float %.sroa.66.0.copyload, i64 7
  %84 = getelementptr inbounds nuw i8, ptr %13, i64 224
  store <8 x float> %83, ptr %84, align 32
  %85 = getelementptr i8, ptr %6, i64 %11
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(256) %85, ptr noundef nonnull align 64 dereferenceable(256) %13, i64 256, i1 false)
  call void @llvm.stackrestore.p0(ptr %savedstack)
  br i1 %10, label %.lr.ph, label %._crit_edge

._crit_edge:                                      ; preds = %.lr.ph, %1
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
!1 = !{i32 1, !"xla_dylib_index", i64 6}
!2 = !{!"xla_cpu_emitter__tiled_emitter__hlo_opcode__fusion"}
!3 = !{}
