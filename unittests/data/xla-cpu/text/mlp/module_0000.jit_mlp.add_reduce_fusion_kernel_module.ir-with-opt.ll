; ModuleID = '__compute_module_add_reduce_fusion_kernel_module'
source_filename = "__compute_module_add_reduce_fusion_kernel_module"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, target_mem: none) uwtable
define noalias noundef ptr @add_reduce_fusion(ptr nofree readonly captures(none) %0) local_unnamed_addr #0 {
vector.ph:
  %1 = getelementptr inbounds nuw i8, ptr %0, i64 24
  %2 = load ptr, ptr %1, align 8, !invariant.load !3
  %3 = load ptr, ptr %2, align 8, !invariant.load !3, !dereferenceable !4
  %4 = getelementptr inbounds nuw i8, ptr %2, i64 32
  %5 = load ptr, ptr %4, align 8, !invariant.load !3, !dereferenceable !5
  tail call void @llvm.experimental.noalias.scope.decl(metadata !6)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !9)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !11)
  %6 = getelementptr inbounds nuw i8, ptr %2, i64 16
  %7 = load ptr, ptr %6, align 8, !invariant.load !3, !dereferenceable !13
  %.phi.trans.insert6 = getelementptr inbounds nuw i8, ptr %7, i64 16
  %.pre7 = load float, ptr %.phi.trans.insert6, align 4, !invariant.load !3, !alias.scope !9, !noalias !14
  %broadcast.splatinsert14 = insertelement <4 x float> poison, float %.pre7, i64 0
  %broadcast.splat15 = shufflevector <4 x float> %broadcast.splatinsert14, <4 x float> poison, <4 x i32> zeroinitializer
  %.phi.trans.insert4 = getelementptr inbounds nuw i8, ptr %7, i64 12
  %.pre5 = load float, ptr %.phi.trans.insert4, align 4, !invariant.load !3, !alias.scope !9, !noalias !14
  %broadcast.splatinsert12 = insertelement <4 x float> poison, float %.pre5, i64 0
  %broadcast.splat13 = shufflevector <4 x float> %broadcast.splatinsert12, <4 x float> poison, <4 x i32> zeroinitializer
  %.phi.trans.insert2 = getelementptr inbounds nuw i8, ptr %7, i64 8
  %.pre3 = load float, ptr %.phi.trans.insert2, align 4, !invariant.load !3, !alias.scope !9, !noalias !14
  %broadcast.splatinsert10 = insertelement <4 x float> poison, float %.pre3, i64 0
  %broadcast.splat11 = shufflevector <4 x float> %broadcast.splatinsert10, <4 x float> poison, <4 x i32> zeroinitializer
  %.phi.trans.insert = getelementptr inbounds nuw i8, ptr %7, i64 4
  %8 = load <4 x float>, ptr %.phi.trans.insert, align 4
  %broadcast.splat9 = shufflevector <4 x float> %8, <4 x float> poison, <4 x i32> zeroinitializer
  %9 = load <4 x float>, ptr %7, align 4
  %broadcast.splat = shufflevector <4 x float> %9, <4 x float> poison, <4 x i32> zeroinitializer
  %10 = getelementptr inbounds nuw i8, ptr %3, i64 20
  %11 = getelementptr inbounds nuw i8, ptr %3, i64 40
  %12 = getelementptr inbounds nuw i8, ptr %3, i64 60
  %13 = load <4 x float>, ptr %3, align 4
  %14 = load float, ptr %10, align 4, !invariant.load !3, !alias.scope !6, !noalias !15
  %15 = load float, ptr %11, align 4, !invariant.load !3, !alias.scope !6, !noalias !15
  %16 = load float, ptr %12, align 4, !invariant.load !3, !alias.scope !6, !noalias !15
  %17 = insertelement <4 x float> %13, float %14, i64 1
  %18 = insertelement <4 x float> %17, float %15, i64 2
  %19 = insertelement <4 x float> %18, float %16, i64 3
  %20 = fadd <4 x float> %19, %broadcast.splat
  %21 = getelementptr inbounds nuw i8, ptr %3, i64 4
  %22 = getelementptr inbounds nuw i8, ptr %3, i64 24
  %23 = getelementptr inbounds nuw i8, ptr %3, i64 44
  %24 = getelementptr inbounds nuw i8, ptr %3, i64 64
  %25 = load <4 x float>, ptr %21, align 4
  %26 = load float, ptr %22, align 4, !invariant.load !3, !alias.scope !6, !noalias !15
  %27 = load float, ptr %23, align 4, !invariant.load !3, !alias.scope !6, !noalias !15
  %28 = load float, ptr %24, align 4, !invariant.load !3, !alias.scope !6, !noalias !15
  %29 = insertelement <4 x float> %25, float %26, i64 1
  %30 = insertelement <4 x float> %29, float %27, i64 2
  %31 = insertelement <4 x float> %30, float %28, i64 3
  %32 = fadd <4 x float> %31, %broadcast.splat9
  %33 = tail call reassoc <4 x float> @llvm.maximum.v4f32(<4 x float> %20, <4 x float> %32)
  %34 = getelementptr inbounds nuw i8, ptr %3, i64 8
  %35 = getelementptr inbounds nuw i8, ptr %3, i64 28
  %36 = getelementptr inbounds nuw i8, ptr %3, i64 48
  %37 = getelementptr inbounds nuw i8, ptr %3, i64 68
  %38 = load <4 x float>, ptr %34, align 4
  %39 = load float, ptr %35, align 4, !invariant.load !3, !alias.scope !6, !noalias !15
  %40 = load float, ptr %36, align 4, !invariant.load !3, !alias.scope !6, !noalias !15
  %41 = load float, ptr %37, align 4, !invariant.load !3, !alias.scope !6, !noalias !15
  %42 = insertelement <4 x float> %38, float %39, i64 1
  %43 = insertelement <4 x float> %42, float %40, i64 2
  %44 = insertelement <4 x float> %43, float %41, i64 3
  %45 = fadd <4 x float> %44, %broadcast.splat11
  %46 = tail call reassoc <4 x float> @llvm.maximum.v4f32(<4 x float> %33, <4 x float> %45)
  %47 = getelementptr inbounds nuw i8, ptr %3, i64 12
  %48 = getelementptr inbounds nuw i8, ptr %3, i64 32
  %49 = getelementptr inbounds nuw i8, ptr %3, i64 52
  %50 = getelementptr inbounds nuw i8, ptr %3, i64 72
  %51 = load <4 x float>, ptr %47, align 4
  %52 = load float, ptr %48, align 4, !invariant.load !3, !alias.scope !6, !noalias !15
  %53 = load float, ptr %49, align 4, !invariant.load !3, !alias.scope !6, !noalias !15
  %54 = load float, ptr %50, align 4, !invariant.load !3, !alias.scope !6, !noalias !15
  %55 = insertelement <4 x float> %51, float %52, i64 1
  %56 = insertelement <4 x float> %55, float %53, i64 2
  %57 = insertelement <4 x float> %56, float %54, i64 3
  %58 = fadd <4 x float> %57, %broadcast.splat13
  %59 = tail call reassoc <4 x float> @llvm.maximum.v4f32(<4 x float> %46, <4 x float> %58)
  %60 = getelementptr inbounds nuw i8, ptr %3, i64 16
  %61 = getelementptr inbounds nuw i8, ptr %3, i64 36
  %62 = getelementptr inbounds nuw i8, ptr %3, i64 56
  %63 = getelementptr inbounds nuw i8, ptr %3, i64 76
  %64 = load <4 x float>, ptr %60, align 4
  %65 = load float, ptr %61, align 4, !invariant.load !3, !alias.scope !6, !noalias !15
  %66 = load float, ptr %62, align 4, !invariant.load !3, !alias.scope !6, !noalias !15
  %67 = load float, ptr %63, align 4, !invariant.load !3, !alias.scope !6, !noalias !15
  %68 = insertelement <4 x float> %64, float %65, i64 1
  %69 = insertelement <4 x float> %68, float %66, i64 2
  %70 = insertelement <4 x float> %69, float %67, i64 3
  %71 = fadd <4 x float> %70, %broadcast.splat15
  %72 = tail call reassoc <4 x float> @llvm.maximum.v4f32(<4 x float> %59, <4 x float> %71)
  store <4 x float> %72, ptr %5, align 4, !alias.scope !11, !noalias !16
  ret ptr null
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #1

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.maximum.v4f32(<4 x float>, <4 x float>) #2

attributes #0 = { nofree norecurse nosync nounwind memory(readwrite, target_mem: none) uwtable "frame-pointer"="all" "prefer-vector-width"="256" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #2 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1}
!xla_cpu_memory_region_name = !{!2}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{i32 1, !"xla_dylib_index", i64 0}
!2 = !{!"xla_cpu_emitter__loop_fusion_kernel_emitter__hlo_opcode__fusion"}
!3 = !{}
!4 = !{i64 80}
!5 = !{i64 16}
!6 = !{!7}
!7 = distinct !{!7, !8, !"add_reduce_fusion_wrapped: argument 0"}
!8 = distinct !{!8, !"add_reduce_fusion_wrapped"}
!9 = !{!10}
!10 = distinct !{!10, !8, !"add_reduce_fusion_wrapped: argument 1"}
!11 = !{!12}
!12 = distinct !{!12, !8, !"add_reduce_fusion_wrapped: argument 2"}
!13 = !{i64 20}
!14 = !{!7, !12}
!15 = !{!10, !12}
!16 = !{!7, !10}
