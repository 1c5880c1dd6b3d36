; ModuleID = '__compute_module___compute_module_copy_bitcast_fusion'
source_filename = "__compute_module___compute_module_copy_bitcast_fusion"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind
define noalias noundef ptr @copy_bitcast_fusion(ptr nofree readonly captures(none) %0) local_unnamed_addr #0 {
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

.lr.ph:                                           ; preds = %1
  %savedstack = tail call ptr @llvm.stacksave.p0()
  %.sroa.0.0.copyload = load float, ptr %4, align 1
  %.sroa.4.0..sroa_idx = getelementptr inbounds nuw i8, ptr %4, i64 4
  %.sroa.4.0.copyload = load float, ptr %.sroa.4.0..sroa_idx, align 1
  %.sroa.5.0..sroa_idx = getelementptr inbounds nuw i8, ptr %4, i64 8
  %.sroa.5.0.copyload = load float, ptr %.sroa.5.0..sroa_idx, align 1
  %.sroa.6.0..sroa_idx = getelementptr inbounds nuw i8, ptr %4, i64 12
  %.sroa.6.0.copyload = load float, ptr %.sroa.6.0..sroa_idx, align 1
  %.sroa.7.0..sroa_idx = getelementptr inbounds nuw i8, ptr %4, i64 16
  %.sroa.7.0.copyload = load float, ptr %.sroa.7.0..sroa_idx, align 1
  %.sroa.8.0..sroa_idx = getelementptr inbounds nuw i8, ptr %4, i64 20
  %.sroa.8.0.copyload = load float, ptr %.sroa.8.0..sroa_idx, align 1
  %.sroa.9.0..sroa_idx = getelementptr inbounds nuw i8, ptr %4, i64 24
  %.sroa.9.0.copyload = load float, ptr %.sroa.9.0..sroa_idx, align 1
  %.sroa.10.0..sroa_idx = getelementptr inbounds nuw i8, ptr %4, i64 28
  %.sroa.10.0.copyload = load float, ptr %.sroa.10.0..sroa_idx, align 1
  %.sroa.11.0..sroa_idx = getelementptr inbounds nuw i8, ptr %4, i64 32
  %.sroa.11.0.copyload = load float, ptr %.sroa.11.0..sroa_idx, align 1
  %.sroa.12.0..sroa_idx = getelementptr inbounds nuw i8, ptr %4, i64 36
  %.sroa.12.0.copyload = load float, ptr %.sroa.12.0..sroa_idx, align 1
  %.sroa.13.0..sroa_idx = getelementptr inbounds nuw i8, ptr %4, i64 40
  %.sroa.13.0.copyload = load float, ptr %.sroa.13.0..sroa_idx, align 1
  %.sroa.14.0..sroa_idx = getelementptr inbounds nuw i8, ptr %4, i64 44
  %.sroa.14.0.copyload = load float, ptr %.sroa.14.0..sroa_idx, align 1
  %.sroa.15.0..sroa_idx = getelementptr inbounds nuw i8, ptr %4, i64 48
  %.sroa.15.0.copyload = load float, ptr %.sroa.15.0..sroa_idx, align 1
  %.sroa.16.0..sroa_idx = getelementptr inbounds nuw i8, ptr %4, i64 52
  %.sroa.16.0.copyload = load float, ptr %.sroa.16.0..sroa_idx, align 1
  %.sroa.17.0..sroa_idx = getelementptr inbounds nuw i8, ptr %4, i64 56
  %.sroa.17.0.copyload = load float, ptr %.sroa.17.0..sroa_idx, align 1
  %.sroa.18.0..sroa_idx = getelementptr inbounds nuw i8, ptr %4, i64 60
  %.sroa.18.0.copyload = load float, ptr %.sroa.18.0..sroa_idx, align 1
  %.sroa.19.0..sroa_idx = getelementptr inbounds nuw i8, ptr %4, i64 64
  %.sroa.19.0.copyload = load float, ptr %.sroa.19.0..sroa_idx, align 1
  %.sroa.20.0..sroa_idx = getelementptr inbounds nuw i8, ptr %4, i64 68
  %.sroa.20.0.copyload = load float, ptr %.sroa.20.0..sroa_idx, align 1
  %.sroa.21.0..sroa_idx = getelementptr inbounds nuw i8, ptr %4, i64 72
  %.sroa.21.0.copyload = load float, ptr %.sroa.21.0..sroa_idx, align 1
  %.sroa.22.0..sroa_idx = getelementptr inbounds nuw i8, ptr %4, i64 76
  %.sroa.22.0.copyload = load float, ptr %.sroa.22.0..sroa_idx, align 1
  %.sroa.23.0..sroa_idx = getelementptr inbounds nuw i8, ptr %4, i64 80
  %.sroa.23.0.copyload = load float, ptr %.sroa.23.0..sroa_idx, align 1
  %.sroa.24.0..sroa_idx = getelementptr inbounds nuw i8, ptr %4, i64 84
  %.sroa.24.0.copyload = load float, ptr %.sroa.24.0..sroa_idx, align 1
  %.sroa.25.0..sroa_idx = getelementptr inbounds nuw i8, ptr %4, i64 88
  %.sroa.25.0.copyload = load float, ptr %.sroa.25.0..sroa_idx, align 1
  %.sroa.26.0..sroa_idx = getelementptr inbounds nuw i8, ptr %4, i64 92
  %.sroa.26.0.copyload = load float, ptr %.sroa.26.0..sroa_idx, align 1
  %.sroa.27.0..sroa_idx = getelementptr inbounds nuw i8, ptr %4, i64 96
  %.sroa.27.0.copyload = load float, ptr %.sroa.27.0..sroa_idx, align 1
  %.sroa.28.0..sroa_idx = getelementptr inbounds nuw i8, ptr %4, i64 100
  %.sroa.28.0.copyload = load float, ptr %.sroa.28.0..sroa_idx, align 1
  %.sroa.29.0..sroa_idx = getelementptr inbounds nuw i8, ptr %4, i64 104
  %.sroa.29.0.copyload = load float, ptr %.sroa.29.0..sroa_idx, align 1
  %.sroa.30.0..sroa_idx = getelementptr inbounds nuw i8, ptr %4, i64 108
  %.sroa.30.0.copyload = load float, ptr %.sroa.30.0..sroa_idx, align 1
  %.sroa.31.0..sroa_idx = getelementptr inbounds nuw i8, ptr %4, i64 112
  %.sroa.31.0.copyload = load float, ptr %.sroa.31.0..sroa_idx, align 1
  %.sroa.32.0..sroa_idx = getelementptr inbounds nuw i8, ptr %4, i64 116
  %.sroa.32.0.copyload = load float, ptr %.sroa.32.0..sroa_idx, align 1
  %.sroa.33.0..sroa_idx = getelementptr inbounds nuw i8, ptr %4, i64 120
  %.sroa.33.0.copyload = load float, ptr %.sroa.33.0..sroa_idx, align 1
  %.sroa.34.0..sroa_idx = getelementptr inbounds nuw i8, ptr %4, i64 124
  %.sroa.34.0.copyload = load float, ptr %.sroa.34.0..sroa_idx, align 1
  %.sroa.35.0..sroa_idx = getelementptr inbounds nuw i8, ptr %4, i64 128
  %.sroa.35.0.copyload = load float, ptr %.sroa.35.0..sroa_idx, align 1
  %.sroa.36.0..sroa_idx = getelementptr inbounds nuw i8, ptr %4, i64 132
  %.sroa.36.0.copyload = load float, ptr %.sroa.36.0..sroa_idx, align 1
  %.sroa.37.0..sroa_idx = getelementptr inbounds nuw i8, ptr %4, i64 136
  %.sroa.37.0.copyload = load float, ptr %.sroa.37.0..sroa_idx, align 1
  %.sroa.38.0..sroa_idx = getelementptr inbounds nuw i8, ptr %4, i64 140
  %.sroa.38.0.copyload = load float, ptr %.sroa.38.0..sroa_idx, align 1
  %.sroa.39.0..sroa_idx = getelementptr inbounds nuw i8, ptr %4, i64 144
  %.sroa.39.0.copyload = load float, ptr %.sroa.39.0..sroa_idx, align 1
  %.sroa.40.0..sroa_idx = getelementptr inbounds nuw i8, ptr %4, i64 148
  %.sroa.40.0.copyload = load float, ptr %.sroa.40.0..sroa_idx, align 1
  %.sroa.41.0..sroa_idx = getelementptr inbounds nuw i8, ptr %4, i64 152
  %.sroa.41.0.copyload = load float, ptr %.sroa.41.0..sroa_idx, align 1
  %.sroa.42.0..sroa_idx = getelementptr inbounds nuw i8, ptr %4, i64 156
  %.sroa.42.0.copyload = load float, ptr %.sroa.42.0..sroa_idx, align 1
  %.sroa.43.0..sroa_idx = getelementptr inbounds nuw i8, ptr %4, i64 160
  %.sroa.43.0.copyload = load float, ptr %.sroa.43.0..sroa_idx, align 1
  %.sroa.44.0..sroa_idx = getelementptr inbounds nuw i8, ptr %4, i64 164
  %.sroa.44.0.copyload = load float, ptr %.sroa.44.0..sroa_idx, align 1
  %.sroa.45.0..sroa_idx = getelementptr inbounds nuw i8, ptr %4, i64 168
  %.sroa.45.0.copyload = load float, ptr %.sroa.45.0..sroa_idx, align 1
  %.sroa.46.0..sroa_idx = getelementptr inbounds nuw i8, ptr %4, i64 172
  %.sroa.46.0.copyload = load float, ptr %.sroa.46.0..sroa_idx, align 1
  %.sroa.47.0..sroa_idx = getelementptr inbounds nuw i8, ptr %4, i64 176
  %.sroa.47.0.copyload = load float, ptr %.sroa.47.0..sroa_idx, align 1
  %.sroa.48.0..sroa_idx = getelementptr inbounds nuw i8, ptr %4, i64 180
  %.sroa.48.0.copyload = load float, ptr %.sroa.48.0..sroa_idx, align 1
  %.sroa.49.0..sroa_idx = getelementptr inbounds nuw i8, ptr %4, i64 184
  %.sroa.49.0.copyload = load float, ptr %.sroa.49.0..sroa_idx, align 1
  %.sroa.50.0..sroa_idx = getelementptr inbounds nuw i8, ptr %4, i64 188
  %.sroa.50.0.copyload = load float, ptr %.sroa.50.0..sroa_idx, align 1
  %.sroa.51.0..sroa_idx = getelementptr inbounds nuw i8, ptr %4, i64 192
  %.sroa.51.0.copyload = load float, ptr %.sroa.51.0..sroa_idx, align 1
  %.sroa.52.0..sroa_idx = getelementptr inbounds nuw i8, ptr %4, i64 196
  %.sroa.52.0.copyload = load float, ptr %.sroa.52.0..sroa_idx, align 1
  %.sroa.53.0..sroa_idx = getelementptr inbounds nuw i8, ptr %4, i64 200
  %.sroa.53.0.copyload = load float, ptr %.sroa.53.0..sroa_idx, align 1
  %.sroa.54.0..sroa_idx = getelementptr inbounds nuw i8, ptr %4, i64 204
  %.sroa.54.0.copyload = load float, ptr %.sroa.54.0..sroa_idx, align 1
  %.sroa.55.0..sroa_idx = getelementptr inbounds nuw i8, ptr %4, i64 208
  %.sroa.55.0.copyload = load float, ptr %.sroa.55.0..sroa_idx, align 1
  %.sroa.56.0..sroa_idx = getelementptr inbounds nuw i8, ptr %4, i64 212
  %.sroa.56.0.copyload = load float, ptr %.sroa.56.0..sroa_idx, align 1
  %.sroa.57.0..sroa_idx = getelementptr inbounds nuw i8, ptr %4, i64 216
  %.sroa.57.0.copyload = load float, ptr %.sroa.57.0..sroa_idx, align 1
  %.sroa.58.0..sroa_idx = getelementptr inbounds nuw i8, ptr %4, i64 220
  %.sroa.58.0.copyload = load float, ptr %.sroa.58.0..sroa_idx, align 1
  %.sroa.59.0..sroa_idx = getelementptr inbounds nuw i8, ptr %4, i64 224
  %.sroa.59.0.copyload = load float, ptr %.sroa.59.0..sroa_idx, align 1
  %.sroa.60.0..sroa_idx = getelementptr inbounds nuw i8, ptr %4, i64 228
  %.sroa.60.0.copyload = load float, ptr %.sroa.60.0..sroa_idx, align 1
  %.sroa.61.0..sroa_idx = getelementptr inbounds nuw i8, ptr %4, i64 232
  %.sroa.61.0.copyload = load float, ptr %.sroa.61.0..sroa_idx, align 1
  %.sroa.62.0..sroa_idx = getelementptr inbounds nuw i8, ptr %4, i64 236
  %.sroa.62.0.copyload = load float, ptr %.sroa.62.0..sroa_idx, align 1
  %.sroa.63.0..sroa_idx = getelementptr inbounds nuw i8, ptr %4, i64 240
  %.sroa.63.0.copyload = load float, ptr %.sroa.63.0..sroa_idx, align 1
  %.sroa.64.0..sroa_idx = getelementptr inbounds nuw i8, ptr %4, i64 244
  %.sroa.64.0.copyload = load float, ptr %.sroa.64.0..sroa_idx, align 1
  %.sroa.65.0..sroa_idx = getelementptr inbounds nuw i8, ptr %4, i64 248
  %.sroa.65.0.copyload = load float, ptr %.sroa.65.0..sroa_idx, align 1
  %.sroa.66.0..sroa_idx = getelementptr inbounds nuw i8, ptr %4, i64 252
  %.sroa.66.0.copyload = load float, ptr %.sroa.66.0..sroa_idx, align 1
  %10 = alloca [64 x float], align 64
  %11 = insertelement <4 x float> poison, float %.sroa.0.0.copyload, i64 0
  %12 = insertelement <4 x float> %11, float %.sroa.11.0.copyload, i64 1
  %13 = insertelement <4 x float> %12, float %.sroa.19.0.copyload, i64 2
  %14 = insertelement <4 x float> %13, float %.sroa.27.0.copyload, i64 3
  store <4 x float> %14, ptr %10, align 64
  %15 = insertelement <4 x float> poison, float %.sroa.35.0.copyload, i64 0
  %16 = insertelement <4 x float> %15, float %.sroa.43.0.copyload, i64 1
  %17 = insertelement <4 x float> %16, float %.sroa.51.0.copyload, i64 2
  %18 = insertelement <4 x float> %17, float %.sroa.59.0.copyload, i64 3
  %19 = getelementptr inbounds nuw i8, ptr %10, i64 16
  store <4 x float> %18, ptr %19, align 16
  %20 = getelementptr inbounds nuw i8, ptr %10, i64 32
  %21 = insertelement <4 x float> poison, float %.sroa.4.0.copyload, i64 0
  %22 = insertelement <4 x float> %21, float %.sroa.12.0.copyload, i64 1
  %23 = insertelement <4 x float> %22, float %.sroa.20.0.copyload, i64 2
  %24 = insertelement <4 x float> %23, float %.sroa.28.0.copyload, i64 3
  store <4 x float> %24, ptr %20, align 32
  %25 = insertelement <4 x float> poison, float %.sroa.36.0.copyload, i64 0
  %26 = insertelement <4 x float> %25, float %.sroa.44.0.copyload, i64 1
  %27 = insertelement <4 x float> %26, float %.sroa.52.0.copyload, i64 2
  %28 = insertelement <4 x float> %27, float %.sroa.60.0.copyload, i64 3
  %29 = getelementptr inbounds nuw i8, ptr %10, i64 48
  store <4 x float> %28, ptr %29, align 16
  %30 = getelementptr inbounds nuw i8, ptr %10, i64 64
  %31 = insertelement <4 x float> poison, float %.sroa.5.0.copyload, i64 0
  %32 = insertelement <4 x float> %31, float %.sroa.13.0.copyload, i64 1
  %33 = insertelement <4 x float> %32, float %.sroa.21.0.copyload, i64 2
  %34 = insertelement <4 x float> %33, float %.sroa.29.0.copyload, i64 3
  store <4 x float> %34, ptr %30, align 64
  %35 = insertelement <4 x float> poison, float %.sroa.37.0.copyload, i64 0
  %36 = insertelement <4 x float> %35, float %.sroa.45.0.copyload, i64 1
  %37 = insertelement <4 x float> %36, float %.sroa.53.0.copyload, i64 2
  %38 = insertelement <4 x float> %37, float %.sroa.61.0.copyload, i64 3
  %39 = getelementptr inbounds nuw i8, ptr %10, i64 80
  store <4 x float> %38, ptr %39, align 16
  %40 = getelementptr inbounds nuw i8, ptr %10, i64 96
  %41 = insertelement <4 x float> poison, float %.sroa.6.0.copyload, i64 0
  %42 = insertelement <4 x float> %41, float %.sroa.14.0.copyload, i64 1
  %43 = insertelement <4 x float> %42, float %.sroa.22.0.copyload, i64 2
  %44 = insertelement <4 x float> %43, float %.sroa.30.0.copyload, i64 3
  store <4 x float> %44, ptr %40, align 32
  %45 = insertelement <4 x float> poison, float %.sroa.38.0.copyload, i64 0
  %46 = insertelement <4 x float> %45, float %.sroa.46.0.copyload, i64 1
  %47 = insertelement <4 x float> %46, float %.sroa.54.0.copyload, i64 2
  %48 = insertelement <4 x float> %47, float %.sroa.62.0.copyload, i64 3
  %49 = getelementptr inbounds nuw i8, ptr %10, i64 112
  store <4 x float> %48, ptr %49, align 16
  %50 = getelementptr inbounds nuw i8, ptr %10, i64 128
  %51 = insertelement <4 x float> poison, float %.sroa.7.0.copyload, i64 0
  %52 = insertelement <4 x float> %51, float %.sroa.15.0.copyload, i64 1
  %53 = insertelement <4 x float> %52, float %.sroa.23.0.copyload, i64 2
  %54 = insertelement <4 x float> %53, float %.sroa.31.0.copyload, i64 3
  store <4 x float> %54, ptr %50, align 64
  %55 = insertelement <4 x float> poison, float %.sroa.39.0.copyload, i64 0
  %56 = insertelement <4 x float> %55, float %.sroa.47.0.copyload, i64 1
  %57 = insertelement <4 x float> %56, float %.sroa.55.0.copyload, i64 2
  %58 = insertelement <4 x float> %57, float %.sroa.63.0.copyload, i64 3
  %59 = getelementptr inbounds nuw i8, ptr %10, i64 144
  store <4 x float> %58, ptr %59, align 16
  %60 = getelementptr inbounds nuw i8, ptr %10, i64 160
  %61 = insertelement <4 x float> poison, float %.sroa.8.0.copyload, i64 0
  %62 = insertelement <4 x float> %61, float %.sroa.16.0.copyload, i64 1
  %63 = insertelement <4 x float> %62, float %.sroa.24.0.copyload, i64 2
  %64 = insertelement <4 x float> %63, float %.sroa.32.0.copyload, i64 3
  store <4 x float> %64, ptr %60, align 32
  %65 = insertelement <4 x float> poison, float %.sroa.40.0.copyload, i64 0
  %66 = insertelement <4 x float> %65, float %.sroa.48.0.copyload, i64 1
  %67 = insertelement <4 x float> %66, float %.sroa.56.0.copyload, i64 2
  %68 = insertelement <4 x float> %67, float %.sroa.64.0.copyload, i64 3
  %69 = getelementptr inbounds nuw i8, ptr %10, i64 176
  store <4 x float> %68, ptr %69, align 16
  %70 = getelementptr inbounds nuw i8, ptr %10, i64 192
  %71 = insertelement <4 x float> poison, float %.sroa.9.0.copyload, i64 0
  %72 = insertelement <4 x float> %71, float %.sroa.17.0.copyload, i64 1
  %73 = insertelement <4 x float> %72, float %.sroa.25.0.copyload, i64 2
  %74 = insertelement <4 x float> %73, float %.sroa.33.0.copyload, i64 3
  store <4 x float> %74, ptr %70, align 64
  %75 = insertelement <4 x float> poison, float %.sroa.41.0.copyload, i64 0
  %76 = insertelement <4 x float> %75, float %.sroa.49.0.copyload, i64 1
  %77 = insertelement <4 x float> %76, float %.sroa.57.0.copyload, i64 2
  %78 = insertelement <4 x float> %77, float %.sroa.65.0.copyload, i64 3
  %79 = getelementptr inbounds nuw i8, ptr %10, i64 208
  store <4 x float> %78, ptr %79, align 16
  %80 = getelementptr inbounds nuw i8, ptr %10, i64 224
  %81 = insertelement <4 x float> poison, float %.sroa.10.0.copyload, i64 0
  %82 = insertelement <4 x float> %81, float %.sroa.18.0.copyload, i64 1
  %83 = insertelement <4 x float> %82, float %.sroa.26.0.copyload, i64 2
  %84 = insertelement <4 x float> %83, float %.sroa.34.0.copyload, i64 3
  store <4 x float> %84, ptr %80, align 32
  %85 = insertelement <4 x float> poison, float %.sroa.42.0.copyload, i64 0
  %86 = insertelement <4 x float> %85, float %.sroa.50.0.copyload, i64 1
  %87 = insertelement <4 x float> %86, float %.sroa.58.0.copyload, i64 2
  %88 = insertelement <4 x float> %87, float %.sroa.66.0.copyload, i64 3
  %89 = getelementptr inbounds nuw i8, ptr %10, i64 240
  store <4 x float> %88, ptr %89, align 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(256) %6, ptr noundef nonnull align 64 dereferenceable(256) %10, i64 256, i1 false)
  call void @llvm.stackrestore.p0(ptr %savedstack)
  %savedstack.1 = tail call ptr @llvm.stacksave.p0()
  %90 = getelementptr i8, ptr %4, i64 256
  %.sroa.0.0.copyload.1 = load float, ptr %90, align 1
  %.sroa.4.0..sroa_idx.1 = getelementptr i8, ptr %4, i64 260
  %.sroa.4.0.copyload.1 = load float, ptr %.sroa.4.0..sroa_idx.1, align 1
  %.sroa.5.0..sroa_idx.1 = getelementptr i8, ptr %4, i64 264
  %.sroa.5.0.copyload.1 = load float, ptr %.sroa.5.0..sroa_idx.1, align 1
  %.sroa.6.0..sroa_idx.1 = getelementptr i8, ptr %4, i64 268
  %.sroa.6.0.copyload.1 = load float, ptr %.sroa.6.0..sroa_idx.1, align 1
  %.sroa.7.0..sroa_idx.1 = getelementptr i8, ptr %4, i64 272
  %.sroa.7.0.copyload.1 = load float, ptr %.sroa.7.0..sroa_idx.1, align 1
  %.sroa.8.0..sroa_idx.1 = getelementptr i8, ptr %4, i64 276
  %.sroa.8.0.copyload.1 = load float, ptr %.sroa.8.0..sroa_idx.1, align 1
  %.sroa.9.0..sroa_idx.1 = getelementptr i8, ptr %4, i64 280
  %.sroa.9.0.copyload.1 = load float, ptr %.sroa.9.0..sroa_idx.1, align 1
  %.sroa.10.0..sroa_idx.1 = getelementptr i8, ptr %4, i64 284
  %.sroa.10.0.copyload.1 = load float, ptr %.sroa.10.0..sroa_idx.1, align 1
  %.sroa.11.0..sroa_idx.1 = getelementptr i8, ptr %4, i64 288
  %.sroa.11.0.copyload.1 = load float, ptr %.sroa.11.0..sroa_idx.1, align 1
  %.sroa.12.0..sroa_idx.1 = getelementptr i8, ptr %4, i64 292
  %.sroa.12.0.copyload.1 = load float, ptr %.sroa.12.0..sroa_idx.1, align 1
  %.sroa.13.0..sroa_idx.1 = getelementptr i8, ptr %4, i64 296
  %.sroa.13.0.copyload.1 = load float, ptr %.sroa.13.0..sroa_idx.1, align 1
  %.sroa.14.0..sroa_idx.1 = getelementptr i8, ptr %4, i64 300
  %.sroa.14.0.copyload.1 = load float, ptr %.sroa.14.0..sroa_idx.1, align 1
  %.sroa.15.0..sroa_idx.1 = getelementptr i8, ptr %4, i64 304
  %.sroa.15.0.copyload.1 = load float, ptr %.sroa.15.0..sroa_idx.1, align 1
  %.sroa.16.0..sroa_idx.1 = getelementptr i8, ptr %4, i64 308
  %.sroa.16.0.copyload.1 = load float, ptr %.sroa.16.0..sroa_idx.1, align 1
  %.sroa.17.0..sroa_idx.1 = getelementptr i8, ptr %4, i64 312
  %.sroa.17.0.copyload.1 = load float, ptr %.sroa.17.0..sroa_idx.1, align 1
  %.sroa.18.0..sroa_idx.1 = getelementptr i8, ptr %4, i64 316
  %.sroa.18.0.copyload.1 = load float, ptr %.sroa.18.0..sroa_idx.1, align 1
  %.sroa.19.0..sroa_idx.1 = getelementptr i8, ptr %4, i64 320
  %.sroa.19.0.copyload.1 = load float, ptr %.sroa.19.0..sroa_idx.1, align 1
  %.sroa.20.0..sroa_idx.1 = getelementptr i8, ptr %4, i64 324
  %.sroa.20.0.copyload.1 = load float, ptr %.sroa.20.0..sroa_idx.1, align 1
  %.sroa.21.0..sroa_idx.1 = getelementptr i8, ptr %4, i64 328
  %.sroa.21.0.copyload.1 = load float, ptr %.sroa.21.0..sroa_idx.1, align 1
  %.sroa.22.0..sroa_idx.1 = getelementptr i8, ptr %4, i64 332
  %.sroa.22.0.copyload.1 = load float, ptr %.sroa.22.0..sroa_idx.1, align 1
  %.sroa.23.0..sroa_idx.1 = getelementptr i8, ptr %4, i64 336
  %.sroa.23.0.copyload.1 = load float, ptr %.sroa.23.0..sroa_idx.1, align 1
  %.sroa.24.0..sroa_idx.1 = getelementptr i8, ptr %4, i64 340
  %.sroa.24.0.copyload.1 = load float, ptr %.sroa.24.0..sroa_idx.1, align 1
  %.sroa.25.0..sroa_idx.1 = getelementptr i8, ptr %4, i64 344
  %.sroa.25.0.copyload.1 = load float, ptr %.sroa.25.0..sroa_idx.1, align 1
  %.sroa.26.0..sroa_idx.1 = getelementptr i8, ptr %4, i64 348
  %.sroa.26.0.copyload.1 = load float, ptr %.sroa.26.0..sroa_idx.1, align 1
  %.sroa.27.0..sroa_idx.1 = getelementptr i8, ptr %4, i64 352
  %.sroa.27.0.copyload.1 = load float, ptr %.sroa.27.0..sroa_idx.1, align 1
  %.sroa.28.0..sroa_idx.1 = getelementptr i8, ptr %4, i64 356
  %.sroa.28.0.copyload.1 = load float, ptr %.sroa.28.0..sroa_idx.1, align 1
  %.sroa.29.0..sroa_idx.1 = getelementptr i8, ptr %4, i64 360
  %.sroa.29.0.copyload.1 = load float, ptr %.sroa.29.0..sroa_idx.1, align 1
  %.sroa.30.0..sroa_idx.1 = getelementptr i8, ptr %4, i64 364
  %.sroa.30.0.copyload.1 = load float, ptr %.sroa.30.0..sroa_idx.1, align 1
  %.sroa.31.0..sroa_idx.1 = getelementptr i8, ptr %4, i64 368
  %.sroa.31.0.copyload.1 = load float, ptr %.sroa.31.0..sroa_idx.1, align 1
  %.sroa.32.0..sroa_idx.1 = getelementptr i8, ptr %4, i64 372
  %.sroa.32.0.copyload.1 = load float, ptr %.sroa.32.0..sroa_idx.1, align 1
  %.sroa.33.0..sroa_idx.1 = getelementptr i8, ptr %4, i64 376
  %.sroa.33.0.copyload.1 = load float, ptr %.sroa.33.0..sroa_idx.1, align 1
  %.sroa.34.0..sroa_idx.1 = getelementptr i8, ptr %4, i64 380
  %.sroa.34.0.copyload.1 = load float, ptr %.sroa.34.0..sroa_idx.1, align 1
  %.sroa.35.0..sroa_idx.1 = getelementptr i8, ptr %4, i64 384
  %.sroa.35.0.copyload.1 = load float, ptr %.sroa.35.0..sroa_idx.1, align 1
  %.sroa.36.0..sroa_idx.1 = getelementptr i8, ptr %4, i64 388
  %.sroa.36.0.copyload.1 = load float, ptr %.sroa.36.0..sroa_idx.1, align 1
  %.sroa.37.0..sroa_idx.1 = getelementptr i8, ptr %4, i64 392
  %.sroa.37.0.copyload.1 = load float, ptr %.sroa.37.0..sroa_idx.1, align 1
  %.sroa.38.0..sroa_idx.1 = getelementptr i8, ptr %4, i64 396
  %.sroa.38.0.copyload.1 = load float, ptr %.sroa.38.0..sroa_idx.1, align 1
  %.sroa.39.0..sroa_idx.1 = getelementptr i8, ptr %4, i64 400
  %.sroa.39.0.copyload.1 = load float, ptr %.sroa.39.0..sroa_idx.1, align 1
  %.sroa.40.0..sroa_idx.1 = getelementptr i8, ptr %4, i64 404
  %.sroa.40.0.copyload.1 = load float, ptr %.sroa.40.0..sroa_idx.1, align 1
  %.sroa.41.0..sroa_idx.1 = getelementptr i8, ptr %4, i64 408
  %.sroa.41.0.copyload.1 = load float, ptr %.sroa.41.0..sroa_idx.1, align 1
  %.sroa.42.0..sroa_idx.1 = getelementptr i8, ptr %4, i64 412
  %.sroa.42.0.copyload.1 = load float, ptr %.sroa.42.0..sroa_idx.1, align 1
  %.sroa.43.0..sroa_idx.1 = getelementptr i8, ptr %4, i64 416
  %.sroa.43.0.copyload.1 = load float, ptr %.sroa.43.0..sroa_idx.1, align 1
  %.sroa.44.0..sroa_idx.1 = getelementptr i8, ptr %4, i64 420
  %.sroa.44.0.copyload.1 = load float, ptr %.sroa.44.0..sroa_idx.1, align 1
  %.sroa.45.0..sroa_idx.1 = getelementptr i8, ptr %4, i64 424
  %.sroa.45.0.copyload.1 = load float, ptr %.sroa.45.0..sroa_idx.1, align 1
  %.sroa.46.0..sroa_idx.1 = getelementptr i8, ptr %4, i64 428
  %.sroa.46.0.copyload.1 = load float, ptr %.sroa.46.0..sroa_idx.1, align 1
  %.sroa.47.0..sroa_idx.1 = getelementptr i8, ptr %4, i64 432
  %.sroa.47.0.copyload.1 = load float, ptr %.sroa.47.0..sroa_idx.1, align 1
  %.sroa.48.0..sroa_idx.1 = getelementptr i8, ptr %4, i64 436
  %.sroa.48.0.copyload.1 = load float, ptr %.sroa.48.0..sroa_idx.1, align 1
  %.sroa.49.0..sroa_idx.1 = getelementptr i8, ptr %4, i64 440
  %.sroa.49.0.copyload.1 = load float, ptr %.sroa.49.0..sroa_idx.1, align 1
  %.sroa.50.0..sroa_idx.1 = getelementptr i8, ptr %4, i64 444
  %.sroa.50.0.copyload.1 = load float, ptr %.sroa.50.0..sroa_idx.1, align 1
  %.sroa.51.0..sroa_idx.1 = getelementptr i8, ptr %4, i64 448
  %.sroa.51.0.copyload.1 = load float, ptr %.sroa.51.0..sroa_idx.1, align 1
  %.sroa.52.0..sroa_idx.1 = getelementptr i8, ptr %4, i64 452
  %.sroa.52.0.copyload.1 = load float, ptr %.sroa.52.0..sroa_idx.1, align 1
  %.sroa.53.0..sroa_idx.1 = getelementptr i8, ptr %4, i64 456
  %.sroa.53.0.copyload.1 = load float, ptr %.sroa.53.0..sroa_idx.1, align 1
  %.sroa.54.0..sroa_idx.1 = getelementptr i8, ptr %4, i64 460
  %.sroa.54.0.copyload.1 = load float, ptr %.sroa.54.0..sroa_idx.1, align 1
  %.sroa.55.0..sroa_idx.1 = getelementptr i8, ptr %4, i64 464
  %.sroa.55.0.copyload.1 = load float, ptr %.sroa.55.0..sroa_idx.1, align 1
  %.sroa.56.0..sroa_idx.1 = getelementptr i8, ptr %4, i64 468
  %.sroa.56.0.copyload.1 = load float, ptr %.sroa.56.0..sroa_idx.1, align 1
  %.sroa.57.0..sroa_idx.1 = getelementptr i8, ptr %4, i64 472
  %.sroa.57.0.copyload.1 = load float, ptr %.sroa.57.0..sroa_idx.1, align 1
  %.sroa.58.0..sroa_idx.1 = getelementptr i8, ptr %4, i64 476
  %.sroa.58.0.copyload.1 = load float, ptr %.sroa.58.0..sroa_idx.1, align 1
  %.sroa.59.0..sroa_idx.1 = getelementptr i8, ptr %4, i64 480
  %.sroa.59.0.copyload.1 = load float, ptr %.sroa.59.0..sroa_idx.1, align 1
  %.sroa.60.0..sroa_idx.1 = getelementptr i8, ptr %4, i64 484
  %.sroa.60.0.copyload.1 = load float, ptr %.sroa.60.0..sroa_idx.1, align 1
  %.sroa.61.0..sroa_idx.1 = getelementptr i8, ptr %4, i64 488
  %.sroa.61.0.copyload.1 = load float, ptr %.sroa.61.0..sroa_idx.1, align 1
  %.sroa.62.0..sroa_idx.1 = getelementptr i8, ptr %4, i64 492
  %.sroa.62.0.copyload.1 = load float, ptr %.sroa.62.0..sroa_idx.1, align 1
  %.sroa.63.0..sroa_idx.1 = getelementptr i8, ptr %4, i64 496
  %.sroa.63.0.copyload.1 = load float, ptr %.sroa.63.0..sroa_idx.1, align 1
  %.sroa.64.0..sroa_idx.1 = getelementptr i8, ptr %4, i64 500
  %.sroa.64.0.copyload.1 = load float, ptr %.sroa.64.0..sroa_idx.1, align 1
  %.sroa.65.0..sroa_idx.1 = getelementptr i8, ptr %4, i64 504
  %.sroa.65.0.copyload.1 = load float, ptr %.sroa.65.0..sroa_idx.1, align 1
  %.sroa.66.0..sroa_idx.1 = getelementptr i8, ptr %4, i64 508
  %.sroa.66.0.copyload.1 = load float, ptr %.sroa.66.0..sroa_idx.1, align 1
  %91 = alloca [64 x float], align 64
  %92 = insertelement <4 x float> poison, float %.sroa.0.0.copyload.1, i64 0
  %93 = insertelement <4 x float> %92, float %.sroa.11.0.copyload.1, i64 1
  %94 = insertelement <4 x float> %93, float %.sroa.19.0.copyload.1, i64 2
  %95 = insertelement <4 x float> %94, float %.sroa.27.0.copyload.1, i64 3
  store <4 x float> %95, ptr %91, align 64
  %96 = insertelement <4 x float> poison, float %.sroa.35.0.copyload.1, i64 0
  %97 = insertelement <4 x float> %96, float %.sroa.43.0.copyload.1, i64 1
  %98 = insertelement <4 x float> %97, float %.sroa.51.0.copyload.1, i64 2
  %99 = insertelement <4 x float> %98, float %.sroa.59.0.copyload.1, i64 3
  %100 = getelementptr inbounds nuw i8, ptr %91, i64 16
  store <4 x float> %99, ptr %100, align 16
  %101 = getelementptr inbounds nuw i8, ptr %91, i64 32
  %102 = insertelement <4 x float> poison, float %.sroa.4.0.copyload.1, i64 0
  %103 = insertelement <4 x float> %102, float %.sroa.12.0.copyload.1, i64 1
  %104 = insertelement <4 x float> %103, float %.sroa.20.0.copyload.1, i64 2
  %105 = insertelement <4 x float> %104, float %.sroa.28.0.copyload.1, i64 3
  store <4 x float> %105, ptr %101, align 32
  %106 = insertelement <4 x float> poison, float %.sroa.36.0.copyload.1, i64 0
  %107 = insertelement <4 x float> %106, float %.sroa.44.0.copyload.1, i64 1
  %108 = insertelement <4 x float> %107, float %.sroa.52.0.copyload.1, i64 2
  %109 = insertelement <4 x float> %108, float %.sroa.60.0.copyload.1, i64 3
  %110 = getelementptr inbounds nuw i8, ptr %91, i64 48
  store <4 x float> %109, ptr %110, align 16
  %111 = getelementptr inbounds nuw i8, ptr %91, i64 64
  %112 = insertelement <4 x float> poison, float %.sroa.5.0.copyload.1, i64 0
  %113 = insertelement <4 x float> %112, float %.sroa.13.0.copyload.1, i64 1
  %114 = insertelement <4 x float> %113, float %.sroa.21.0.copyload.1, i64 2
  %115 = insertelement <4 x float> %114, float %.sroa.29.0.copyload.1, i64 3
  store <4 x float> %115, ptr %111, align 64
  %116 = insertelement <4 x float> poison, float %.sroa.37.0.copyload.1, i64 0
  %117 = insertelement <4 x float> %116, float %.sroa.45.0.copyload.1, i64 1
  %118 = insertelement <4 x float> %117, float %.sroa.53.0.copyload.1, i64 2
  %119 = insertelement <4 x float> %118, float %.sroa.61.0.copyload.1, i64 3
  %120 = getelementptr inbounds nuw i8, ptr %91, i64 80
  store <4 x float> %119, ptr %120, align 16
  %121 = getelementptr inbounds nuw i8, ptr %91, i64 96
  %122 = insertelement <4 x float> poison, float %.sroa.6.0.copyload.1, i64 0
  %123 = insertelement <4 x float> %122, float %.sroa.14.0.copyload.1, i64 1
  %124 = insertelement <4 x float> %123, float %.sroa.22.0.copyload.1, i64 2
  %125 = insertelement <4 x float> %124, float %.sroa.30.0.copyload.1, i64 3
  store <4 x float> %125, ptr %121, align 32
  %126 = insertelement <4 x float> poison, float %.sroa.38.0.copyload.1, i64 0
  %127 = insertelement <4 x float> %126, float %.sroa.46.0.copyload.1, i64 1
  %128 = insertelement <4 x float> %127, float %.sroa.54.0.copyload.1, i64 2
  %129 = insertelement <4 x float> %128, float %.sroa.62.0.copyload.1, i64 3
  %130 = getelementptr inbounds nuw i8, ptr %91, i64 112
  store <4 x float> %129, ptr %130, align 16
  %131 = getelementptr inbounds nuw i8, ptr %91, i64 128
  %132 = insertelement <4 x float> poison, float %.sroa.7.0.copyload.1, i64 0
  %133 = insertelement <4 x float> %132, float %.sroa.15.0.copyload.1, i64 1
  %134 = insertelement <4 x float> %133, float %.sroa.23.0.copyload.1, i64 2
  %135 = insertelement <4 x float> %134, float %.sroa.31.0.copyload.1, i64 3
  store <4 x float> %135, ptr %131, align 64
  %136 = insertelement <4 x float> poison, float %.sroa.39.0.copyload.1, i64 0
  %137 = insertelement <4 x float> %136, float %.sroa.47.0.copyload.1, i64 1
  %138 = insertelement <4 x float> %137, float %.sroa.55.0.copyload.1, i64 2
  %139 = insertelement <4 x float> %138, float %.sroa.63.0.copyload.1, i64 3
  %140 = getelementptr inbounds nuw i8, ptr %91, i64 144
  store <4 x float> %139, ptr %140, align 16
  %141 = getelementptr inbounds nuw i8, ptr %91, i64 160
  %142 = insertelement <4 x float> poison, float %.sroa.8.0.copyload.1, i64 0
  %143 = insertelement <4 x float> %142, float %.sroa.16.0.copyload.1, i64 1
  %144 = insertelement <4 x float> %143, float %.sroa.24.0.copyload.1, i64 2
  %145 = insertelement <4 x float> %144, float %.sroa.32.0.copyload.1, i64 3
  store <4 x float> %145, ptr %141, align 32
  %146 = insertelement <4 x float> poison, float %.sroa.40.0.copyload.1, i64 0
  %147 = insertelement <4 x float> %146, float %.sroa.48.0.copyload.1, i64 1
  %148 = insertelement <4 x float> %147, float %.sroa.56.0.copyload.1, i64 2
  %149 = insertelement <4 x float> %148, float %.sroa.64.0.copyload.1, i64 3
  %150 = getelementptr inbounds nuw i8, ptr %91, i64 176
  store <4 x float> %149, ptr %150, align 16
  %151 = getelementptr inbounds nuw i8, ptr %91, i64 192
  %152 = insertelement <4 x float> poison, float %.sroa.9.0.copyload.1, i64 0
  %153 = insertelement <4 x float> %152, float %.sroa.17.0.copyload.1, i64 1
  %154 = insertelement <4 x float> %153, float %.sroa.25.0.copyload.1, i64 2
  %155 = insertelement <4 x float> %154, float %.sroa.33.0.copyload.1, i64 3
  store <4 x float> %155, ptr %151, align 64
  %156 = insertelement <4 x float> poison, float %.sroa.41.0.copyload.1, i64 0
  %157 = insertelement <4 x float> %156, float %.sroa.49.0.copyload.1, i64 1
  %158 = insertelement <4 x float> %157, float %.sroa.57.0.copyload.1, i64 2
  %159 = insertelement <4 x float> %158, float %.sroa.65.0.copyload.1, i64 3
  %160 = getelementptr inbounds nuw i8, ptr %91, i64 208
  store <4 x float> %159, ptr %160, align 16
  %161 = getelementptr inbounds nuw i8, ptr %91, i64 224
  %162 = insertelement <4 x float> poison, float %.sroa.10.0.copyload.1, i64 0
  %163 = insertelement <4 x float> %162, float %.sroa.18.0.copyload.1, i64 1
  %164 = insertelement <4 x float> %163, float %.sroa.26.0.copyload.1, i64 2
  %165 = insertelement <4 x float> %164, float %.sroa.34.0.copyload.1, i64 3
  store <4 x float> %165, ptr %161, align 32
  %166 = insertelement <4 x float> poison, float %.sroa.42.0.copyload.1, i64 0
  %167 = insertelement <4 x float> %166, float %.sroa.50.0.copyload.1, i64 1
  %168 = insertelement <4 x float> %167, float %.sroa.58.0.copyload.1, i64 2
  %169 = insertelement <4 x float> %168, float %.sroa.66.0.copyload.1, i64 3
  %170 = getelementptr inbounds nuw i8, ptr %91, i64 240
  store <4 x float> %169, ptr %170, align 16
  %171 = getelementptr i8, ptr %6, i64 256
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(256) %171, ptr noundef nonnull align 64 dereferenceable(256) %91, i64 256, i1 false)
  call void @llvm.stackrestore.p0(ptr %savedstack.1)
  br label %._crit_edge

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
!1 = !{i32 1, !"xla_dylib_index", i64 1}
!2 = !{!"xla_cpu_emitter__tiled_emitter__hlo_opcode__fusion"}
!3 = !{}
