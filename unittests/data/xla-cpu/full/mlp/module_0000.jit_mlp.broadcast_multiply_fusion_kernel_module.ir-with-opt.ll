; ModuleID = '__compute_module_broadcast_multiply_fusion_kernel_module'
source_filename = "__compute_module_broadcast_multiply_fusion_kernel_module"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, target_mem: none) uwtable
define noalias noundef ptr @broadcast_multiply_fusion(ptr nofree readonly captures(none) %0) local_unnamed_addr #0 {
  %2 = getelementptr inbounds nuw i8, ptr %0, i64 24
  %3 = load ptr, ptr %2, align 8, !invariant.load !3
  %4 = load ptr, ptr %3, align 8, !invariant.load !3, !dereferenceable !4
  %5 = getelementptr inbounds nuw i8, ptr %3, i64 16
  %6 = load ptr, ptr %5, align 8, !invariant.load !3, !dereferenceable !5
  tail call void @llvm.experimental.noalias.scope.decl(metadata !6)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !9)
  br label %7

7:                                                ; preds = %1, %7
  %8 = phi i64 [ 0, %1 ], [ %26, %7 ]
  %9 = getelementptr inbounds nuw [4 x i8], ptr %6, i64 %8
  %10 = load float, ptr %9, align 4, !invariant.load !3, !alias.scope !9, !noalias !6
  %.idx = mul nuw nsw i64 %8, 20
  %11 = getelementptr i8, ptr %4, i64 %.idx
  %12 = load float, ptr %11, align 4, !alias.scope !6, !noalias !9
  %13 = fmul float %10, %12
  store float %13, ptr %11, align 4, !alias.scope !6, !noalias !9
  %14 = getelementptr i8, ptr %11, i64 4
  %15 = load float, ptr %14, align 4, !alias.scope !6, !noalias !9
  %16 = fmul float %10, %15
  store float %16, ptr %14, align 4, !alias.scope !6, !noalias !9
  %17 = getelementptr i8, ptr %11, i64 8
  %18 = load float, ptr %17, align 4, !alias.scope !6, !noalias !9
  %19 = fmul float %10, %18
  store float %19, ptr %17, align 4, !alias.scope !6, !noalias !9
  %20 = getelementptr i8, ptr %11, i64 12
  %21 = load float, ptr %20, align 4, !alias.scope !6, !noalias !9
  %22 = fmul float %10, %21
  store float %22, ptr %20, align 4, !alias.scope !6, !noalias !9
  %23 = getelementptr i8, ptr %11, i64 16
  %24 = load float, ptr %23, align 4, !alias.scope !6, !noalias !9
  %25 = fmul float %10, %24
  store float %25, ptr %23, align 4, !alias.scope !6, !noalias !9
  %26 = add nuw nsw i64 %8, 1
  %exitcond.not = icmp eq i64 %26, 4
  br i1 %exitcond.not, label %broadcast_multiply_fusion_wrapped.exit, label %7, !llvm.loop !11

broadcast_multiply_fusion_wrapped.exit:           ; preds = %7
  ret ptr null
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #1

attributes #0 = { nofree norecurse nosync nounwind memory(readwrite, target_mem: none) uwtable "frame-pointer"="all" "prefer-vector-width"="256" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }

!llvm.module.flags = !{!0, !1}
!xla_cpu_memory_region_name = !{!2}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{i32 1, !"xla_dylib_index", i64 2}
!2 = !{!"xla_cpu_emitter__loop_fusion_kernel_emitter__hlo_opcode__fusion"}
!3 = !{}
!4 = !{i64 80}
!5 = !{i64 16}
!6 = !{!7}
!7 = distinct !{!7, !8, !"broadcast_multiply_fusion_wrapped: argument 0"}
!8 = distinct !{!8, !"broadcast_multiply_fusion_wrapped"}
!9 = !{!10}
!10 = distinct !{!10, !8, !"broadcast_multiply_fusion_wrapped: argument 1"}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.unroll.disable"}
