; ModuleID = '__compute_module___compute_module_wrapped_tanh'
source_filename = "__compute_module___compute_module_wrapped_tanh"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

define noalias noundef ptr @wrapped_tanh(ptr nofree readonly captures(none) %0) local_unnamed_addr {
  %2 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %3 = load ptr, ptr %2, align 8
  %4 = load i64, ptr %3, align 4, !invariant.load !8
  %.not.not = icmp slt i64 %4, 1
  br i1 %.not.not, label %wrapped_tanh_impl.exit, label %._crit_edge

wrapped_tanh_impl.exit:                           ; preds = %1
  %5 = getelementptr inbounds nuw i8, ptr %0, i64 24
  %6 = load ptr, ptr %5, align 8, !invariant.load !8
  %7 = getelementptr inbounds nuw i8, ptr %6, i64 16
  %8 = load ptr, ptr %7, align 8, !invariant.load !8
  %9 = load ptr, ptr %6, align 8, !invariant.load !8
  %savedstack = tail call ptr @llvm.stacksave.p0()
  %.sroa.0.0.copyload = load <4 x float>, ptr %9, align 1
  %10 = alloca [4 x float], align 64
  %11 = call <4 x float> @llvm.fabs.v4f32(<4 x float> %.sroa.0.0.copyload)
  %12 = fcmp olt <4 x float> %11, splat (float 4.000000e-04)
  %.inv = fcmp olt <4 x float> %.sroa.0.0.copyload, splat (float f0xC0FFF644)
  %13 = select <4 x i1> %.inv, <4 x float> splat (float f0xC0FFF644), <4 x float> %.sroa.0.0.copyload
  %.inv6 = fcmp ogt <4 x float> %13, splat (float f0x40FFF644)
  %14 = select <4 x i1> %.inv6, <4 x float> splat (float f0x40FFF644), <4 x float> %13
  %15 = fmul <4 x float> %14, %14
  %16 = fmul <4 x float> %15, splat (float f0xA59F25C0)
  %17 = fadd <4 x float> %16, splat (float f0x2A61337E)
  %18 = fmul <4 x float> %15, %17
  %19 = fadd <4 x float> %18, splat (float f0xAEBD37FF)
  %20 = fmul <4 x float> %15, %19
  %21 = fadd <4 x float> %20, splat (float f0x335C0041)
  %22 = fmul <4 x float> %15, %21
  %23 = fadd <4 x float> %22, splat (float f0x3779434A)
  %24 = fmul <4 x float> %15, %23
  %25 = fadd <4 x float> %24, splat (float f0x3A270DED)
  %26 = fmul <4 x float> %15, %25
  %27 = fadd <4 x float> %26, splat (float f0x3BA059DC)
  %28 = fmul <4 x float> %14, %27
  %29 = fmul <4 x float> %15, splat (float f0x35A0D3D8)
  %30 = fadd <4 x float> %29, splat (float f0x38F895D6)
  %31 = fmul <4 x float> %15, %30
  %32 = fadd <4 x float> %31, splat (float f0x3B14AA05)
  %33 = fmul <4 x float> %15, %32
  %34 = fadd <4 x float> %33, splat (float f0x3BA059DD)
  %35 = fdiv <4 x float> %28, %34
  %36 = select <4 x i1> %12, <4 x float> %.sroa.0.0.copyload, <4 x float> %35
  %37 = fcmp oge <4 x float> %11, splat (float 2.000000e+01)
  %38 = call <4 x float> @llvm.copysign.v4f32(<4 x float> splat (float 1.000000e+00), <4 x float> %.sroa.0.0.copyload)
  %39 = select <4 x i1> %37, <4 x float> %38, <4 x float> %36
  store <4 x float> %39, ptr %10, align 64
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(16) %8, ptr noundef nonnull align 64 dereferenceable(16) %10, i64 16, i1 false)
  call void @llvm.stackrestore.p0(ptr %savedstack)
  %savedstack.1 = tail call ptr @llvm.stacksave.p0()
  %40 = getelementptr i8, ptr %9, i64 16
  %.sroa.0.0.copyload.1 = load <4 x float>, ptr %40, align 1
  %41 = alloca [4 x float], align 64
  %42 = call <4 x float> @llvm.fabs.v4f32(<4 x float> %.sroa.0.0.copyload.1)
  %43 = fcmp olt <4 x float> %42, splat (float 4.000000e-04)
  %.inv7 = fcmp olt <4 x float> %.sroa.0.0.copyload.1, splat (float f0xC0FFF644)
  %44 = select <4 x i1> %.inv7, <4 x float> splat (float f0xC0FFF644), <4 x float> %.sroa.0.0.copyload.1
  %.inv8 = fcmp ogt <4 x float> %44, splat (float f0x40FFF644)
  %45 = select <4 x i1> %.inv8, <4 x float> splat (float f0x40FFF644), <4 x float> %44
  %46 = fmul <4 x float> %45, %45
  %47 = fmul <4 x float> %46, splat (float f0xA59F25C0)
  %48 = fadd <4 x float> %47, splat (float f0x2A61337E)
  %49 = fmul <4 x float> %46, %48
  %50 = fadd <4 x float> %49, splat (float f0xAEBD37FF)
  %51 = fmul <4 x float> %46, %50
  %52 = fadd <4 x float> %51, splat (float f0x335C0041)
  %53 = fmul <4 x float> %46, %52
  %54 = fadd <4 x float> %53, splat (float f0x3779434A)
  %55 = fmul <4 x float> %46, %54
  %56 = fadd <4 x float> %55, splat (float f0x3A270DED)
  %57 = fmul <4 x float> %46, %56
  %58 = fadd <4 x float> %57, splat (float f0x3BA059DC)
  %59 = fmul <4 x float> %45, %58
  %60 = fmul <4 x float> %46, splat (float f0x35A0D3D8)
  %61 = fadd <4 x float> %60, splat (float f0x38F895D6)
  %62 = fmul <4 x float> %46, %61
  %63 = fadd <4 x float> %62, splat (float f0x3B14AA05)
  %64 = fmul <4 x float> %46, %63
  %65 = fadd <4 x float> %64, splat (float f0x3BA059DD)
  %66 = fdiv <4 x float> %59, %65
  %67 = select <4 x i1> %43, <4 x float> %.sroa.0.0.copyload.1, <4 x float> %66
  %68 = fcmp oge <4 x float> %42, splat (float 2.000000e+01)
  %69 = call <4 x float> @llvm.copysign.v4f32(<4 x float> splat (float 1.000000e+00), <4 x float> %.sroa.0.0.copyload.1)
  %70 = select <4 x i1> %68, <4 x float> %69, <4 x float> %67
  store <4 x float> %70, ptr %41, align 64
  %71 = getelementptr i8, ptr %8, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(16) %71, ptr noundef nonnull align 64 dereferenceable(16) %41, i64 16, i1 false)
  call void @llvm.stackrestore.p0(ptr %savedstack.1)
  %savedstack.2 = tail call ptr @llvm.stacksave.p0()
  %72 = getelementptr i8, ptr %9, i64 32
  %.sroa.0.0.copyload.2 = load <4 x float>, ptr %72, align 1
  %73 = alloca [4 x float], align 64
  %74 = call <4 x float> @llvm.fabs.v4f32(<4 x float> %.sroa.0.0.copyload.2)
  %75 = fcmp olt <4 x float> %74, splat (float 4.000000e-04)
  %.inv9 = fcmp olt <4 x float> %.sroa.0.0.copyload.2, splat (float f0xC0FFF644)
  %76 = select <4 x i1> %.inv9, <4 x float> splat (float f0xC0FFF644), <4 x float> %.sroa.0.0.copyload.2
  %.inv10 = fcmp ogt <4 x float> %76, splat (float f0x40FFF644)
  %77 = select <4 x i1> %.inv10, <4 x float> splat (float f0x40FFF644), <4 x float> %76
  %78 = fmul <4 x float> %77, %77
  %79 = fmul <4 x float> %78, splat (float f0xA59F25C0)
  %80 = fadd <4 x float> %79, splat (float f0x2A61337E)
  %81 = fmul <4 x float> %78, %80
  %82 = fadd <4 x float> %81, splat (float f0xAEBD37FF)
  %83 = fmul <4 x float> %78, %82
  %84 = fadd <4 x float> %83, splat (float f0x335C0041)
  %85 = fmul <4 x float> %78, %84
  %86 = fadd <4 x float> %85, splat (float f0x3779434A)
  %87 = fmul <4 x float> %78, %86
  %88 = fadd <4 x float> %87, splat (float f0x3A270DED)
  %89 = fmul <4 x float> %78, %88
  %90 = fadd <4 x float> %89, splat (float f0x3BA059DC)
  %91 = fmul <4 x float> %77, %90
  %92 = fmul <4 x float> %78, splat (float f0x35A0D3D8)
  %93 = fadd <4 x float> %92, splat (float f0x38F895D6)
  %94 = fmul <4 x float> %78, %93
  %95 = fadd <4 x float> %94, splat (float f0x3B14AA05)
  %96 = fmul <4 x float> %78, %95
  %97 = fadd <4 x float> %96, splat (float f0x3BA059DD)
  %98 = fdiv <4 x float> %91, %97
  %99 = select <4 x i1> %75, <4 x float> %.sroa.0.0.copyload.2, <4 x float> %98
  %100 = fcmp oge <4 x float> %74, splat (float 2.000000e+01)
  %101 = call <4 x float> @llvm.copysign.v4f32(<4 x float> splat (float 1.000000e+00), <4 x float> %.sroa.0.0.copyload.2)
  %102 = select <4 x i1> %100, <4 x float> %101, <4 x float> %99
  store <4 x float> %102, ptr %73, align 64
  %103 = getelementptr i8, ptr %8, i64 32
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(16) %103, ptr noundef nonnull align 64 dereferenceable(16) %73, i64 16, i1 false)
  call void @llvm.stackrestore.p0(ptr %savedstack.2)
  %savedstack.3 = tail call ptr @llvm.stacksave.p0()
  %104 = getelementptr i8, ptr %9, i64 48
  %.sroa.0.0.copyload.3 = load <4 x float>, ptr %104, align 1
  %105 = alloca [4 x float], align 64
  %106 = call <4 x float> @llvm.fabs.v4f32(<4 x float> %.sroa.0.0.copyload.3)
  %107 = fcmp olt <4 x float> %106, splat (float 4.000000e-04)
  %.inv11 = fcmp olt <4 x float> %.sroa.0.0.copyload.3, splat (float f0xC0FFF644)
  %108 = select <4 x i1> %.inv11, <4 x float> splat (float f0xC0FFF644), <4 x float> %.sroa.0.0.copyload.3
  %.inv12 = fcmp ogt <4 x float> %108, splat (float f0x40FFF644)
  %109 = select <4 x i1> %.inv12, <4 x float> splat (float f0x40FFF644), <4 x float> %108
  %110 = fmul <4 x float> %109, %109
  %111 = fmul <4 x float> %110, splat (float f0xA59F25C0)
  %112 = fadd <4 x float> %111, splat (float f0x2A61337E)
  %113 = fmul <4 x float> %110, %112
  %114 = fadd <4 x float> %113, splat (float f0xAEBD37FF)
  %115 = fmul <4 x float> %110, %114
  %116 = fadd <4 x float> %115, splat (float f0x335C0041)
  %117 = fmul <4 x float> %110, %116
  %118 = fadd <4 x float> %117, splat (float f0x3779434A)
  %119 = fmul <4 x float> %110, %118
  %120 = fadd <4 x float> %119, splat (float f0x3A270DED)
  %121 = fmul <4 x float> %110, %120
  %122 = fadd <4 x float> %121, splat (float f0x3BA059DC)
  %123 = fmul <4 x float> %109, %122
  %124 = fmul <4 x float> %110, splat (float f0x35A0D3D8)
  %125 = fadd <4 x float> %124, splat (float f0x38F895D6)
  %126 = fmul <4 x float> %110, %125
  %127 = fadd <4 x float> %126, splat (float f0x3B14AA05)
  %128 = fmul <4 x float> %110, %127
  %129 = fadd <4 x float> %128, splat (float f0x3BA059DD)
  %130 = fdiv <4 x float> %123, %129
  %131 = select <4 x i1> %107, <4 x float> %.sroa.0.0.copyload.3, <4 x float> %130
  %132 = fcmp oge <4 x float> %106, splat (float 2.000000e+01)
  %133 = call <4 x float> @llvm.copysign.v4f32(<4 x float> splat (float 1.000000e+00), <4 x float> %.sroa.0.0.copyload.3)
  %134 = select <4 x i1> %132, <4 x float> %133, <4 x float> %131
  store <4 x float> %134, ptr %105, align 64
  %135 = getelementptr i8, ptr %8, i64 48
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(16) %135, ptr noundef nonnull align 64 dereferenceable(16) %105, i64 16, i1 false)
  call void @llvm.stackrestore.p0(ptr %savedstack.3)
  br label %._crit_edge

._crit_edge:                                      ; preds = %wrapped_tanh_impl.exit, %1
  ret ptr null
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #0

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare ptr @llvm.stacksave.p0() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.stackrestore.p0(ptr) #1

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.fabs.v4f32(<4 x float>) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.copysign.v4f32(<4 x float>, <4 x float>) #2

attributes #0 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #2 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5}
!xla_cpu_memory_region_name = !{!6}
!llvm.ident = !{!7}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{i32 1, !"xla_dylib_index", i64 1}
!2 = !{i32 1, !"wchar_size", i32 4}
!3 = !{i32 8, !"PIC Level", i32 0}
!4 = !{i32 7, !"uwtable", i32 2}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = !{!"xla_cpu_emitter__tiled_emitter__hlo_opcode__fusion"}
!7 = !{!"clang version 18.1.8"}
!8 = !{}
