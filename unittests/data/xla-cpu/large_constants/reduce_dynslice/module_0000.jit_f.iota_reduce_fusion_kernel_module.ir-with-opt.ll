; ModuleID = '__compute_module_iota_reduce_fusion_kernel_module'
source_filename = "__compute_module_iota_reduce_fusion_kernel_module"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, target_mem: none) uwtable
define noalias noundef ptr @iota_reduce_fusion(ptr nofree readonly captures(none) %0) local_unnamed_addr #0 {
  %2 = getelementptr inbounds nuw i8, ptr %0, i64 24
  %3 = load ptr, ptr %2, align 8, !invariant.load !3
  %4 = load ptr, ptr %3, align 8, !invariant.load !3, !dereferenceable !4
  %5 = getelementptr inbounds nuw i8, ptr %3, i64 16
  %6 = load ptr, ptr %5, align 8, !invariant.load !3, !dereferenceable !5
  %7 = getelementptr inbounds nuw i8, ptr %3, i64 32
  %8 = load ptr, ptr %7, align 8, !invariant.load !3, !dereferenceable !5
  tail call void @llvm.experimental.noalias.scope.decl(metadata !6)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !9)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !11)
  br label %.preheader

.preheader:                                       ; preds = %1, %.preheader
  %9 = phi i64 [ 0, %1 ], [ %75, %.preheader ]
  %.idx = shl i64 %9, 5
  %10 = getelementptr i8, ptr %4, i64 %.idx
  %11 = load float, ptr %10, align 4, !invariant.load !3, !alias.scope !6, !noalias !13
  %12 = getelementptr i8, ptr %10, i64 4
  %13 = load float, ptr %12, align 4, !invariant.load !3, !alias.scope !6, !noalias !13
  %14 = fcmp ule float %11, %13
  %15 = fcmp ord float %11, 0.000000e+00
  %.not7 = and i1 %15, %14
  %16 = select i1 %.not7, float %13, float %11
  %17 = fcmp une float %11, %13
  %.not4 = and i1 %.not7, %17
  %18 = zext i1 %.not4 to i32
  %19 = getelementptr i8, ptr %10, i64 8
  %20 = load float, ptr %19, align 4, !invariant.load !3, !alias.scope !6, !noalias !13
  %21 = fcmp ogt float %16, %20
  %22 = fcmp uno float %16, 0.000000e+00
  %23 = or i1 %22, %21
  %24 = select i1 %23, float %16, float %20
  %25 = fcmp oeq float %16, %20
  %26 = or i1 %23, %25
  %27 = select i1 %26, i32 %18, i32 2
  %28 = getelementptr i8, ptr %10, i64 12
  %29 = load float, ptr %28, align 4, !invariant.load !3, !alias.scope !6, !noalias !13
  %30 = fcmp ogt float %24, %29
  %31 = fcmp uno float %24, 0.000000e+00
  %32 = or i1 %31, %30
  %33 = select i1 %32, float %24, float %29
  %34 = fcmp oeq float %24, %29
  %35 = or i1 %32, %34
  %36 = select i1 %35, i32 %27, i32 3
  %37 = getelementptr i8, ptr %10, i64 16
  %38 = load float, ptr %37, align 4, !invariant.load !3, !alias.scope !6, !noalias !13
  %39 = fcmp ogt float %33, %38
  %40 = fcmp uno float %33, 0.000000e+00
  %41 = or i1 %40, %39
  %42 = select i1 %41, float %33, float %38
  %43 = fcmp oeq float %33, %38
  %44 = or i1 %41, %43
  %45 = select i1 %44, i32 %36, i32 4
  %46 = getelementptr i8, ptr %10, i64 20
  %47 = load float, ptr %46, align 4, !invariant.load !3, !alias.scope !6, !noalias !13
  %48 = fcmp ogt float %42, %47
  %49 = fcmp uno float %42, 0.000000e+00
  %50 = or i1 %49, %48
  %51 = select i1 %50, float %42, float %47
  %52 = fcmp oeq float %42, %47
  %53 = or i1 %50, %52
  %54 = select i1 %53, i32 %45, i32 5
  %55 = getelementptr i8, ptr %10, i64 24
  %56 = load float, ptr %55, align 4, !invariant.load !3, !alias.scope !6, !noalias !13
  %57 = fcmp ogt float %51, %56
  %58 = fcmp uno float %51, 0.000000e+00
  %59 = or i1 %58, %57
  %60 = select i1 %59, float %51, float %56
  %61 = fcmp oeq float %51, %56
  %62 = or i1 %59, %61
  %63 = select i1 %62, i32 %54, i32 6
  %64 = getelementptr i8, ptr %10, i64 28
  %65 = load float, ptr %64, align 4, !invariant.load !3, !alias.scope !6, !noalias !13
  %66 = fcmp ogt float %60, %65
  %67 = fcmp uno float %60, 0.000000e+00
  %68 = or i1 %67, %66
  %69 = select i1 %68, float %60, float %65
  %70 = fcmp oeq float %60, %65
  %71 = or i1 %68, %70
  %72 = select i1 %71, i32 %63, i32 7
  %73 = getelementptr inbounds nuw [4 x i8], ptr %6, i64 %9
  store float %69, ptr %73, align 4, !alias.scope !9, !noalias !14
  %74 = getelementptr inbounds nuw [4 x i8], ptr %8, i64 %9
  store i32 %72, ptr %74, align 4, !alias.scope !11, !noalias !15
  %75 = add nuw nsw i64 %9, 1
  %exitcond.not = icmp eq i64 %75, 6
  br i1 %exitcond.not, label %iota_reduce_fusion_wrapped.exit, label %.preheader, !llvm.loop !16

iota_reduce_fusion_wrapped.exit:                  ; preds = %.preheader
  ret ptr null
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #1

attributes #0 = { nofree norecurse nosync nounwind memory(readwrite, target_mem: none) uwtable "frame-pointer"="all" "prefer-vector-width"="256" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }

!llvm.module.flags = !{!0, !1}
!xla_cpu_memory_region_name = !{!2}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{i32 1, !"xla_dylib_index", i64 0}
!2 = !{!"xla_cpu_emitter__loop_fusion_kernel_emitter__hlo_opcode__fusion"}
!3 = !{}
!4 = !{i64 192}
!5 = !{i64 24}
!6 = !{!7}
!7 = distinct !{!7, !8, !"iota_reduce_fusion_wrapped: argument 0"}
!8 = distinct !{!8, !"iota_reduce_fusion_wrapped"}
!9 = !{!10}
!10 = distinct !{!10, !8, !"iota_reduce_fusion_wrapped: argument 1"}
!11 = !{!12}
!12 = distinct !{!12, !8, !"iota_reduce_fusion_wrapped: argument 2"}
!13 = !{!10, !12}
!14 = !{!7, !12}
!15 = !{!7, !10}
!16 = distinct !{!16, !17}
!17 = !{!"llvm.loop.unroll.disable"}
