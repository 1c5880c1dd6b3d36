; ModuleID = '__compute_module_add_rsqrt_fusion_kernel_module'
source_filename = "__compute_module_add_rsqrt_fusion_kernel_module"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: uwtable
define noalias noundef ptr @add_rsqrt_fusion(ptr nofree readonly captures(none) %0) local_unnamed_addr #0 {
  %2 = getelementptr inbounds nuw i8, ptr %0, i64 24
  %3 = load ptr, ptr %2, align 8, !invariant.load !8
  %4 = load ptr, ptr %3, align 8, !invariant.load !8, !dereferenceable !9
  %5 = getelementptr inbounds nuw i8, ptr %3, i64 16
  %6 = load ptr, ptr %5, align 8, !invariant.load !8, !dereferenceable !10
  %7 = getelementptr inbounds nuw i8, ptr %3, i64 32
  %8 = load ptr, ptr %7, align 8, !invariant.load !8, !dereferenceable !10
  tail call void @llvm.experimental.noalias.scope.decl(metadata !11)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !14)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !16)
  br label %9

9:                                                ; preds = %1, %9
  %10 = phi i64 [ 0, %1 ], [ %103, %9 ]
  %11 = getelementptr inbounds nuw [4 x i8], ptr %6, i64 %10
  %12 = load float, ptr %11, align 4, !invariant.load !8, !alias.scope !14, !noalias !18
  %13 = fmul float %12, 6.250000e-02
  %.idx = shl nuw nsw i64 %10, 6
  %14 = getelementptr i8, ptr %4, i64 %.idx
  %15 = load float, ptr %14, align 4, !invariant.load !8, !alias.scope !11, !noalias !19
  %16 = fsub float %15, %13
  %17 = fmul float %16, %16
  %18 = getelementptr i8, ptr %14, i64 4
  %19 = load float, ptr %18, align 4, !invariant.load !8, !alias.scope !11, !noalias !19
  %20 = fsub float %19, %13
  %21 = fmul float %20, %20
  %22 = fadd reassoc float %17, %21
  %23 = getelementptr i8, ptr %14, i64 8
  %24 = load float, ptr %23, align 4, !invariant.load !8, !alias.scope !11, !noalias !19
  %25 = fsub float %24, %13
  %26 = fmul float %25, %25
  %27 = fadd reassoc float %22, %26
  %28 = getelementptr i8, ptr %14, i64 12
  %29 = load float, ptr %28, align 4, !invariant.load !8, !alias.scope !11, !noalias !19
  %30 = fsub float %29, %13
  %31 = fmul float %30, %30
  %32 = fadd reassoc float %27, %31
  %33 = getelementptr i8, ptr %14, i64 16
  %34 = load float, ptr %33, align 4, !invariant.load !8, !alias.scope !11, !noalias !19
  %35 = fsub float %34, %13
  %36 = fmul float %35, %35
  %37 = fadd reassoc float %32, %36
  %38 = getelementptr i8, ptr %14, i64 20
  %39 = load float, ptr %38, align 4, !invariant.load !8, !alias.scope !11, !noalias !19
  %40 = fsub float %39, %13
  %41 = fmul float %40, %40
  %42 = fadd reassoc float %37, %41
  %43 = getelementptr i8, ptr %14, i64 24
  %44 = load float, ptr %43, align 4, !invariant.load !8, !alias.scope !11, !noalias !19
  %45 = fsub float %44, %13
  %46 = fmul float %45, %45
  %47 = fadd reassoc float %42, %46
  %48 = getelementptr i8, ptr %14, i64 28
  %49 = load float, ptr %48, align 4, !invariant.load !8, !alias.scope !11, !noalias !19
  %50 = fsub float %49, %13
  %51 = fmul float %50, %50
  %52 = fadd reassoc float %47, %51
  %53 = getelementptr i8, ptr %14, i64 32
  %54 = load float, ptr %53, align 4, !invariant.load !8, !alias.scope !11, !noalias !19
  %55 = fsub float %54, %13
  %56 = fmul float %55, %55
  %57 = fadd reassoc float %52, %56
  %58 = getelementptr i8, ptr %14, i64 36
  %59 = load float, ptr %58, align 4, !invariant.load !8, !alias.scope !11, !noalias !19
  %60 = fsub float %59, %13
  %61 = fmul float %60, %60
  %62 = fadd reassoc float %57, %61
  %63 = getelementptr i8, ptr %14, i64 40
  %64 = load float, ptr %63, align 4, !invariant.load !8, !alias.scope !11, !noalias !19
  %65 = fsub float %64, %13
  %66 = fmul float %65, %65
  %67 = fadd reassoc float %62, %66
  %68 = getelementptr i8, ptr %14, i64 44
  %69 = load float, ptr %68, align 4, !invariant.load !8, !alias.scope !11, !noalias !19
  %70 = fsub float %69, %13
  %71 = fmul float %70, %70
  %72 = fadd reassoc float %67, %71
  %73 = getelementptr i8, ptr %14, i64 48
  %74 = load float, ptr %73, align 4, !invariant.load !8, !alias.scope !11, !noalias !19
  %75 = fsub float %74, %13
  %76 = fmul float %75, %75
  %77 = fadd reassoc float %72, %76
  %78 = getelementptr i8, ptr %14, i64 52
  %79 = load float, ptr %78, align 4, !invariant.load !8, !alias.scope !11, !noalias !19
  %80 = fsub float %79, %13
  %81 = fmul float %80, %80
  %82 = fadd reassoc float %77, %81
  %83 = getelementptr i8, ptr %14, i64 56
  %84 = load float, ptr %83, align 4, !invariant.load !8, !alias.scope !11, !noalias !19
  %85 = fsub float %84, %13
  %86 = fmul float %85, %85
  %87 = fadd reassoc float %82, %86
  %88 = getelementptr i8, ptr %14, i64 60
  %89 = load float, ptr %88, align 4, !invariant.load !8, !alias.scope !11, !noalias !19
  %90 = fsub float %89, %13
  %91 = fmul float %90, %90
  %92 = fadd reassoc float %87, %91
  %93 = fmul float %92, 6.250000e-02
  %94 = fadd float %93, f0x3727C5AC
  %95 = insertelement <4 x float> <float poison, float undef, float undef, float undef>, float %94, i64 0
  %y_approx.i = call <4 x float> @llvm.x86.sse.rsqrt.ss(<4 x float> %95)
  %y_approx1.i = extractelement <4 x float> %y_approx.i, i64 0
  %96 = fmul float %94, %y_approx1.i
  %97 = fmul float %y_approx1.i, -5.000000e-01
  %98 = fmul float %96, %y_approx1.i
  %99 = fadd float %98, -1.000000e+00
  %100 = fmul float %97, %99
  %101 = fadd float %100, %y_approx1.i
  %use_hw_approx_mask.i = call i1 @llvm.is.fpclass.f32(float %94, i32 732)
  %result.i = select i1 %use_hw_approx_mask.i, float %y_approx1.i, float %101
  %102 = getelementptr inbounds nuw [4 x i8], ptr %8, i64 %10
  store float %result.i, ptr %102, align 4, !alias.scope !16, !noalias !20
  %103 = add nuw nsw i64 %10, 1
  %exitcond.not = icmp eq i64 %103, 3
  br i1 %exitcond.not, label %add_rsqrt_fusion_wrapped.exit, label %9, !llvm.loop !21

add_rsqrt_fusion_wrapped.exit:                    ; preds = %9
  ret ptr null
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x float> @llvm.x86.sse.rsqrt.ss(<4 x float>) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i1 @llvm.is.fpclass.f32(float, i32 immarg) #3

attributes #0 = { uwtable "frame-pointer"="all" "prefer-vector-width"="256" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #2 = { nocallback nofree nosync nounwind willreturn memory(none) }
attributes #3 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5}
!xla_cpu_memory_region_name = !{!6}
!llvm.ident = !{!7}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{i32 1, !"xla_dylib_index", i64 0}
!2 = !{i32 1, !"wchar_size", i32 4}
!3 = !{i32 8, !"PIC Level", i32 0}
!4 = !{i32 7, !"uwtable", i32 2}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = !{!"xla_cpu_emitter__loop_fusion_kernel_emitter__hlo_opcode__fusion"}
!7 = !{!"clang version 18.1.8"}
!8 = !{}
!9 = !{i64 192}
!10 = !{i64 12}
!11 = !{!12}
!12 = distinct !{!12, !13, !"add_rsqrt_fusion_wrapped: argument 0"}
!13 = distinct !{!13, !"add_rsqrt_fusion_wrapped"}
!14 = !{!15}
!15 = distinct !{!15, !13, !"add_rsqrt_fusion_wrapped: argument 1"}
!16 = !{!17}
!17 = distinct !{!17, !13, !"add_rsqrt_fusion_wrapped: argument 2"}
!18 = !{!12, !17}
!19 = !{!15, !17}
!20 = !{!12, !15}
!21 = distinct !{!21, !22}
!22 = !{!"llvm.loop.unroll.disable"}
