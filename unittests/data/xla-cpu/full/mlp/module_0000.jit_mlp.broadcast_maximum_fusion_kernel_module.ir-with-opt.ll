; ModuleID = '__compute_module_broadcast_maximum_fusion_kernel_module'
source_filename = "__compute_module_broadcast_maximum_fusion_kernel_module"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, target_mem: none) uwtable
define noalias noundef ptr @broadcast_maximum_fusion(ptr nofree readonly captures(none) %0) local_unnamed_addr #0 {
  %2 = getelementptr inbounds nuw i8, ptr %0, i64 24
  %3 = load ptr, ptr %2, align 8, !invariant.load !3
  %4 = load ptr, ptr %3, align 8, !invariant.load !3, !dereferenceable !4
  %5 = getelementptr inbounds nuw i8, ptr %3, i64 16
  %6 = load ptr, ptr %5, align 8, !invariant.load !3, !dereferenceable !5
  tail call void @llvm.experimental.noalias.scope.decl(metadata !6)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !9)
  %.phi.trans.insert = getelementptr inbounds nuw i8, ptr %6, i64 8
  %.pre = load float, ptr %.phi.trans.insert, align 4, !invariant.load !3, !alias.scope !9, !noalias !6
  %.phi.trans.insert1 = getelementptr inbounds nuw i8, ptr %6, i64 12
  %.pre2 = load float, ptr %.phi.trans.insert1, align 4, !invariant.load !3, !alias.scope !9, !noalias !6
  %.phi.trans.insert3 = getelementptr inbounds nuw i8, ptr %6, i64 16
  %.pre4 = load float, ptr %.phi.trans.insert3, align 4, !invariant.load !3, !alias.scope !9, !noalias !6
  %.phi.trans.insert5 = getelementptr inbounds nuw i8, ptr %6, i64 20
  %.pre6 = load float, ptr %.phi.trans.insert5, align 4, !invariant.load !3, !alias.scope !9, !noalias !6
  %.phi.trans.insert7 = getelementptr inbounds nuw i8, ptr %6, i64 24
  %.pre8 = load float, ptr %.phi.trans.insert7, align 4, !invariant.load !3, !alias.scope !9, !noalias !6
  %.phi.trans.insert9 = getelementptr inbounds nuw i8, ptr %6, i64 28
  %.pre10 = load float, ptr %.phi.trans.insert9, align 4, !invariant.load !3, !alias.scope !9, !noalias !6
  %.phi.trans.insert11 = getelementptr inbounds nuw i8, ptr %6, i64 32
  %.pre12 = load float, ptr %.phi.trans.insert11, align 4, !invariant.load !3, !alias.scope !9, !noalias !6
  %.phi.trans.insert13 = getelementptr inbounds nuw i8, ptr %6, i64 36
  %.pre14 = load float, ptr %.phi.trans.insert13, align 4, !invariant.load !3, !alias.scope !9, !noalias !6
  %.phi.trans.insert15 = getelementptr inbounds nuw i8, ptr %6, i64 40
  %.pre16 = load float, ptr %.phi.trans.insert15, align 4, !invariant.load !3, !alias.scope !9, !noalias !6
  %.phi.trans.insert17 = getelementptr inbounds nuw i8, ptr %6, i64 44
  %.pre18 = load float, ptr %.phi.trans.insert17, align 4, !invariant.load !3, !alias.scope !9, !noalias !6
  %.phi.trans.insert19 = getelementptr inbounds nuw i8, ptr %6, i64 48
  %.pre20 = load float, ptr %.phi.trans.insert19, align 4, !invariant.load !3, !alias.scope !9, !noalias !6
  %.phi.trans.insert21 = getelementptr inbounds nuw i8, ptr %6, i64 52
  %.pre22 = load float, ptr %.phi.trans.insert21, align 4, !invariant.load !3, !alias.scope !9, !noalias !6
  %.phi.trans.insert23 = getelementptr inbounds nuw i8, ptr %6, i64 56
  %.pre24 = load float, ptr %.phi.trans.insert23, align 4, !invariant.load !3, !alias.scope !9, !noalias !6
  %.phi.trans.insert25 = getelementptr inbounds nuw i8, ptr %6, i64 60
  %.pre26 = load float, ptr %.phi.trans.insert25, align 4, !invariant.load !3, !alias.scope !9, !noalias !6
  %.pre27 = load float, ptr %6, align 4, !invariant.load !3, !alias.scope !9, !noalias !6
  %.phi.trans.insert28 = getelementptr inbounds nuw i8, ptr %6, i64 4
  %.pre29 = load float, ptr %.phi.trans.insert28, align 4, !invariant.load !3, !alias.scope !9, !noalias !6
  br label %.preheader

.preheader:                                       ; preds = %1, %.preheader
  %7 = phi i64 [ 0, %1 ], [ %72, %.preheader ]
  %.idx = shl i64 %7, 6
  %8 = getelementptr i8, ptr %4, i64 %.idx
  %9 = load float, ptr %8, align 4, !alias.scope !6, !noalias !9
  %10 = fadd float %9, %.pre27
  %11 = tail call float @llvm.maximum.f32(float %10, float 0.000000e+00)
  store float %11, ptr %8, align 4, !alias.scope !6, !noalias !9
  %12 = getelementptr i8, ptr %8, i64 4
  %13 = load float, ptr %12, align 4, !alias.scope !6, !noalias !9
  %14 = fadd float %13, %.pre29
  %15 = tail call float @llvm.maximum.f32(float %14, float 0.000000e+00)
  store float %15, ptr %12, align 4, !alias.scope !6, !noalias !9
  %16 = getelementptr i8, ptr %8, i64 8
  %17 = load float, ptr %16, align 4, !alias.scope !6, !noalias !9
  %18 = fadd float %17, %.pre
  %19 = tail call float @llvm.maximum.f32(float %18, float 0.000000e+00)
  store float %19, ptr %16, align 4, !alias.scope !6, !noalias !9
  %20 = getelementptr i8, ptr %8, i64 12
  %21 = load float, ptr %20, align 4, !alias.scope !6, !noalias !9
  %22 = fadd float %21, %.pre2
  %23 = tail call float @llvm.maximum.f32(float %22, float 0.000000e+00)
  store float %23, ptr %20, align 4, !alias.scope !6, !noalias !9
  %24 = getelementptr i8, ptr %8, i64 16
  %25 = load float, ptr %24, align 4, !alias.scope !6, !noalias !9
  %26 = fadd float %25, %.pre4
  %27 = tail call float @llvm.maximum.f32(float %26, float 0.000000e+00)
  store float %27, ptr %24, align 4, !alias.scope !6, !noalias !9
  %28 = getelementptr i8, ptr %8, i64 20
  %29 = load float, ptr %28, align 4, !alias.scope !6, !noalias !9
  %30 = fadd float %29, %.pre6
  %31 = tail call float @llvm.maximum.f32(float %30, float 0.000000e+00)
  store float %31, ptr %28, align 4, !alias.scope !6, !noalias !9
  %32 = getelementptr i8, ptr %8, i64 24
  %33 = load float, ptr %32, align 4, !alias.scope !6, !noalias !9
  %34 = fadd float %33, %.pre8
  %35 = tail call float @llvm.maximum.f32(float %34, float 0.000000e+00)
  store float %35, ptr %32, align 4, !alias.scope !6, !noalias !9
  %36 = getelementptr i8, ptr %8, i64 28
  %37 = load float, ptr %36, align 4, !alias.scope !6, !noalias !9
  %38 = fadd float %37, %.pre10
  %39 = tail call float @llvm.maximum.f32(float %38, float 0.000000e+00)
  store float %39, ptr %36, align 4, !alias.scope !6, !noalias !9
  %40 = getelementptr i8, ptr %8, i64 32
  %41 = load float, ptr %40, align 4, !alias.scope !6, !noalias !9
  %42 = fadd float %41, %.pre12
  %43 = tail call float @llvm.maximum.f32(float %42, float 0.000000e+00)
  store float %43, ptr %40, align 4, !alias.scope !6, !noalias !9
  %44 = getelementptr i8, ptr %8, i64 36
  %45 = load float, ptr %44, align 4, !alias.scope !6, !noalias !9
  %46 = fadd float %45, %.pre14
  %47 = tail call float @llvm.maximum.f32(float %46, float 0.000000e+00)
  store float %47, ptr %44, align 4, !alias.scope !6, !noalias !9
  %48 = getelementptr i8, ptr %8, i64 40
  %49 = load float, ptr %48, align 4, !alias.scope !6, !noalias !9
  %50 = fadd float %49, %.pre16
  %51 = tail call float @llvm.maximum.f32(float %50, float 0.000000e+00)
  store float %51, ptr %48, align 4, !alias.scope !6, !noalias !9
  %52 = getelementptr i8, ptr %8, i64 44
  %53 = load float, ptr %52, align 4, !alias.scope !6, !noalias !9
  %54 = fadd float %53, %.pre18
  %55 = tail call float @llvm.maximum.f32(float %54, float 0.000000e+00)
  store float %55, ptr %52, align 4, !alias.scope !6, !noalias !9
  %56 = getelementptr i8, ptr %8, i64 48
  %57 = load float, ptr %56, align 4, !alias.scope !6, !noalias !9
  %58 = fadd float %57, %.pre20
  %59 = tail call float @llvm.maximum.f32(float %58, float 0.000000e+00)
  store float %59, ptr %56, align 4, !alias.scope !6, !noalias !9
  %60 = getelementptr i8, ptr %8, i64 52
  %61 = load float, ptr %60, align 4, !alias.scope !6, !noalias !9
  %62 = fadd float %61, %.pre22
  %63 = tail call float @llvm.maximum.f32(float %62, float 0.000000e+00)
  store float %63, ptr %60, align 4, !alias.scope !6, !noalias !9
  %64 = getelementptr i8, ptr %8, i64 56
  %65 = load float, ptr %64, align 4, !alias.scope !6, !noalias !9
  %66 = fadd float %65, %.pre24
  %67 = tail call float @llvm.maximum.f32(float %66, float 0.000000e+00)
  store float %67, ptr %64, align 4, !alias.scope !6, !noalias !9
  %68 = getelementptr i8, ptr %8, i64 60
  %69 = load float, ptr %68, align 4, !alias.scope !6, !noalias !9
  %70 = fadd float %69, %.pre26
  %71 = tail call float @llvm.maximum.f32(float %70, float 0.000000e+00)
  store float %71, ptr %68, align 4, !alias.scope !6, !noalias !9
  %72 = add nuw nsw i64 %7, 1
  %exitcond.not = icmp eq i64 %72, 4
  br i1 %exitcond.not, label %broadcast_maximum_fusion_wrapped.exit, label %.preheader, !llvm.loop !11

broadcast_maximum_fusion_wrapped.exit:            ; preds = %.preheader
  ret ptr null
}

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maximum.f32(float, float) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #2

attributes #0 = { nofree norecurse nosync nounwind memory(readwrite, target_mem: none) uwtable "frame-pointer"="all" "prefer-vector-width"="256" }
attributes #1 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }

!llvm.module.flags = !{!0, !1}
!xla_cpu_memory_region_name = !{!2}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{i32 1, !"xla_dylib_index", i64 1}
!2 = !{!"xla_cpu_emitter__loop_fusion_kernel_emitter__hlo_opcode__fusion"}
!3 = !{}
!4 = !{i64 256}
!5 = !{i64 64}
!6 = !{!7}
!7 = distinct !{!7, !8, !"broadcast_maximum_fusion_wrapped: argument 0"}
!8 = distinct !{!8, !"broadcast_maximum_fusion_wrapped"}
!9 = !{!10}
!10 = distinct !{!10, !8, !"broadcast_maximum_fusion_wrapped: argument 1"}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.unroll.disable"}
