; ModuleID = '__compute_module_wrapped_abs_kernel_module'
source_filename = "__compute_module_wrapped_abs_kernel_module"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, target_mem: none) uwtable
define noalias noundef ptr @wrapped_abs(ptr nofree readonly captures(none) %0) local_unnamed_addr #0 {
wrapped_abs_wrapped.exit:
  %1 = getelementptr inbounds nuw i8, ptr %0, i64 24
  %2 = load ptr, ptr %1, align 8, !invariant.load !3
  %3 = load ptr, ptr %2, align 8, !invariant.load !3, !dereferenceable !4
  %4 = getelementptr inbounds nuw i8, ptr %2, i64 16
  %5 = load ptr, ptr %4, align 8, !invariant.load !3, !dereferenceable !5
  tail call void @llvm.experimental.noalias.scope.decl(metadata !6)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !9)
  %.unpack = load float, ptr %3, align 4, !invariant.load !3, !alias.scope !6, !noalias !9
  %.elt1 = getelementptr inbounds nuw i8, ptr %3, i64 4
  %.unpack2 = load float, ptr %.elt1, align 4, !invariant.load !3, !alias.scope !6, !noalias !9
  %6 = tail call float @llvm.fabs.f32(float %.unpack)
  %7 = tail call float @llvm.fabs.f32(float %.unpack2)
  %8 = tail call float @llvm.maximum.f32(float %6, float %7)
  %9 = tail call float @llvm.minimum.f32(float %6, float %7)
  %10 = fdiv float %9, %8
  %11 = fmul float %10, %10
  %12 = fadd float %11, 1.000000e+00
  %13 = tail call float @llvm.sqrt.f32(float %12)
  %14 = fmul float %8, %13
  %15 = fcmp uno float %14, 0.000000e+00
  %16 = select i1 %15, float %9, float %14
  store float %16, ptr %5, align 4, !alias.scope !9, !noalias !6
  %17 = getelementptr inbounds nuw i8, ptr %3, i64 8
  %.unpack.1 = load float, ptr %17, align 4, !invariant.load !3, !alias.scope !6, !noalias !9
  %.elt1.1 = getelementptr inbounds nuw i8, ptr %3, i64 12
  %.unpack2.1 = load float, ptr %.elt1.1, align 4, !invariant.load !3, !alias.scope !6, !noalias !9
  %18 = tail call float @llvm.fabs.f32(float %.unpack.1)
  %19 = tail call float @llvm.fabs.f32(float %.unpack2.1)
  %20 = tail call float @llvm.maximum.f32(float %18, float %19)
  %21 = tail call float @llvm.minimum.f32(float %18, float %19)
  %22 = fdiv float %21, %20
  %23 = fmul float %22, %22
  %24 = fadd float %23, 1.000000e+00
  %25 = tail call float @llvm.sqrt.f32(float %24)
  %26 = fmul float %20, %25
  %27 = fcmp uno float %26, 0.000000e+00
  %28 = select i1 %27, float %21, float %26
  %29 = getelementptr inbounds nuw i8, ptr %5, i64 4
  store float %28, ptr %29, align 4, !alias.scope !9, !noalias !6
  %30 = getelementptr inbounds nuw i8, ptr %3, i64 16
  %.unpack.2 = load float, ptr %30, align 4, !invariant.load !3, !alias.scope !6, !noalias !9
  %.elt1.2 = getelementptr inbounds nuw i8, ptr %3, i64 20
  %.unpack2.2 = load float, ptr %.elt1.2, align 4, !invariant.load !3, !alias.scope !6, !noalias !9
  %31 = tail call float @llvm.fabs.f32(float %.unpack.2)
  %32 = tail call float @llvm.fabs.f32(float %.unpack2.2)
  %33 = tail call float @llvm.maximum.f32(float %31, float %32)
  %34 = tail call float @llvm.minimum.f32(float %31, float %32)
  %35 = fdiv float %34, %33
  %36 = fmul float %35, %35
  %37 = fadd float %36, 1.000000e+00
  %38 = tail call float @llvm.sqrt.f32(float %37)
  %39 = fmul float %33, %38
  %40 = fcmp uno float %39, 0.000000e+00
  %41 = select i1 %40, float %34, float %39
  %42 = getelementptr inbounds nuw i8, ptr %5, i64 8
  store float %41, ptr %42, align 4, !alias.scope !9, !noalias !6
  %43 = getelementptr inbounds nuw i8, ptr %3, i64 24
  %.unpack.3 = load float, ptr %43, align 4, !invariant.load !3, !alias.scope !6, !noalias !9
  %.elt1.3 = getelementptr inbounds nuw i8, ptr %3, i64 28
  %.unpack2.3 = load float, ptr %.elt1.3, align 4, !invariant.load !3, !alias.scope !6, !noalias !9
  %44 = tail call float @llvm.fabs.f32(float %.unpack.3)
  %45 = tail call float @llvm.fabs.f32(float %.unpack2.3)
  %46 = tail call float @llvm.maximum.f32(float %44, float %45)
  %47 = tail call float @llvm.minimum.f32(float %44, float %45)
  %48 = fdiv float %47, %46
  %49 = fmul float %48, %48
  %50 = fadd float %49, 1.000000e+00
  %51 = tail call float @llvm.sqrt.f32(float %50)
  %52 = fmul float %46, %51
  %53 = fcmp uno float %52, 0.000000e+00
  %54 = select i1 %53, float %47, float %52
  %55 = getelementptr inbounds nuw i8, ptr %5, i64 12
  store float %54, ptr %55, align 4, !alias.scope !9, !noalias !6
  %56 = getelementptr inbounds nuw i8, ptr %3, i64 32
  %.unpack.4 = load float, ptr %56, align 4, !invariant.load !3, !alias.scope !6, !noalias !9
  %.elt1.4 = getelementptr inbounds nuw i8, ptr %3, i64 36
  %.unpack2.4 = load float, ptr %.elt1.4, align 4, !invariant.load !3, !alias.scope !6, !noalias !9
  %57 = tail call float @llvm.fabs.f32(float %.unpack.4)
  %58 = tail call float @llvm.fabs.f32(float %.unpack2.4)
  %59 = tail call float @llvm.maximum.f32(float %57, float %58)
  %60 = tail call float @llvm.minimum.f32(float %57, float %58)
  %61 = fdiv float %60, %59
  %62 = fmul float %61, %61
  %63 = fadd float %62, 1.000000e+00
  %64 = tail call float @llvm.sqrt.f32(float %63)
  %65 = fmul float %59, %64
  %66 = fcmp uno float %65, 0.000000e+00
  %67 = select i1 %66, float %60, float %65
  %68 = getelementptr inbounds nuw i8, ptr %5, i64 16
  store float %67, ptr %68, align 4, !alias.scope !9, !noalias !6
  %69 = getelementptr inbounds nuw i8, ptr %3, i64 40
  %.unpack.5 = load float, ptr %69, align 4, !invariant.load !3, !alias.scope !6, !noalias !9
  %.elt1.5 = getelementptr inbounds nuw i8, ptr %3, i64 44
  %.unpack2.5 = load float, ptr %.elt1.5, align 4, !invariant.load !3, !alias.scope !6, !noalias !9
  %70 = tail call float @llvm.fabs.f32(float %.unpack.5)
  %71 = tail call float @llvm.fabs.f32(float %.unpack2.5)
  %72 = tail call float @llvm.maximum.f32(float %70, float %71)
  %73 = tail call float @llvm.minimum.f32(float %70, float %71)
  %74 = fdiv float %73, %72
  %75 = fmul float %74, %74
  %76 = fadd float %75, 1.000000e+00
  %77 = tail call float @llvm.sqrt.f32(float %76)
  %78 = fmul float %72, %77
  %79 = fcmp uno float %78, 0.000000e+00
  %80 = select i1 %79, float %73, float %78
  %81 = getelementptr inbounds nuw i8, ptr %5, i64 20
  store float %80, ptr %81, align 4, !alias.scope !9, !noalias !6
  %82 = getelementptr inbounds nuw i8, ptr %3, i64 48
  %.unpack.6 = load float, ptr %82, align 4, !invariant.load !3, !alias.scope !6, !noalias !9
  %.elt1.6 = getelementptr inbounds nuw i8, ptr %3, i64 52
  %.unpack2.6 = load float, ptr %.elt1.6, align 4, !invariant.load !3, !alias.scope !6, !noalias !9
  %83 = tail call float @llvm.fabs.f32(float %.unpack.6)
  %84 = tail call float @llvm.fabs.f32(float %.unpack2.6)
  %85 = tail call float @llvm.maximum.f32(float %83, float %84)
  %86 = tail call float @llvm.minimum.f32(float %83, float %84)
  %87 = fdiv float %86, %85
  %88 = fmul float %87, %87
  %89 = fadd float %88, 1.000000e+00
  %90 = tail call float @llvm.sqrt.f32(float %89)
  %91 = fmul float %85, %90
  %92 = fcmp uno float %91, 0.000000e+00
  %93 = select i1 %92, float %86, float %91
  %94 = getelementptr inbounds nuw i8, ptr %5, i64 24
  store float %93, ptr %94, align 4, !alias.scope !9, !noalias !6
  %95 = getelementptr inbounds nuw i8, ptr %3, i64 56
  %.unpack.7 = load float, ptr %95, align 4, !invariant.load !3, !alias.scope !6, !noalias !9
  %.elt1.7 = getelementptr inbounds nuw i8, ptr %3, i64 60
  %.unpack2.7 = load float, ptr %.elt1.7, align 4, !invariant.load !3, !alias.scope !6, !noalias !9
  %96 = tail call float @llvm.fabs.f32(float %.unpack.7)
  %97 = tail call float @llvm.fabs.f32(float %.unpack2.7)
  %98 = tail call float @llvm.maximum.f32(float %96, float %97)
  %99 = tail call float @llvm.minimum.f32(float %96, float %97)
  %100 = fdiv float %99, %98
  %101 = fmul float %100, %100
  %102 = fadd float %101, 1.000000e+00
  %103 = tail call float @llvm.sqrt.f32(float %102)
  %104 = fmul float %98, %103
  %105 = fcmp uno float %104, 0.000000e+00
  %106 = select i1 %105, float %99, float %104
  %107 = getelementptr inbounds nuw i8, ptr %5, i64 28
  store float %106, ptr %107, align 4, !alias.scope !9, !noalias !6
  ret ptr null
}

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maximum.f32(float, float) #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.minimum.f32(float, float) #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.sqrt.f32(float) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #2

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, target_mem: none) uwtable "frame-pointer"="all" "prefer-vector-width"="256" }
attributes #1 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }

!llvm.module.flags = !{!0, !1}
!xla_cpu_memory_region_name = !{!2}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{i32 1, !"xla_dylib_index", i64 3}
!2 = !{!"xla_cpu_emitter__loop_fusion_kernel_emitter__hlo_opcode__fusion"}
!3 = !{}
!4 = !{i64 64}
!5 = !{i64 32}
!6 = !{!7}
!7 = distinct !{!7, !8, !"wrapped_abs_wrapped: argument 0"}
!8 = distinct !{!8, !"wrapped_abs_wrapped"}
!9 = !{!10}
!10 = distinct !{!10, !8, !"wrapped_abs_wrapped: argument 1"}
