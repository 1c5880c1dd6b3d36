; ModuleID = '__compute_module_wrapped_scatter.2'
source_filename = "__compute_module_wrapped_scatter.2"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, target_mem: none) uwtable
define noalias noundef ptr @wrapped_scatter.2(ptr nofree readonly captures(none) %0) local_unnamed_addr #0 {
  %2 = getelementptr inbounds nuw i8, ptr %0, i64 24
  %3 = load ptr, ptr %2, align 8, !invariant.load !4
  %4 = load ptr, ptr %3, align 8, !invariant.load !4, !dereferenceable !5
  %5 = getelementptr inbounds nuw i8, ptr %3, i64 16
  %6 = load ptr, ptr %5, align 8, !invariant.load !4, !dereferenceable !6
  %7 = getelementptr inbounds nuw i8, ptr %3, i64 32
  %8 = load ptr, ptr %7, align 8, !invariant.load !4, !dereferenceable !7
  tail call void @llvm.experimental.noalias.scope.decl(metadata !8)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !11)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !13)
  br label %9

9:                                                ; preds = %1, %26
  %indvars.iv = phi i64 [ 0, %1 ], [ %indvars.iv.next, %26 ]
  %.idx = shl nuw nsw i64 %indvars.iv, 3
  %10 = getelementptr inbounds nuw i8, ptr %6, i64 %.idx
  %11 = load i32, ptr %10, align 4, !alias.scope !11, !noalias !15
  %12 = icmp ult i32 %11, 10
  %13 = getelementptr i8, ptr %10, i64 4
  %14 = load i32, ptr %13, align 4, !alias.scope !11, !noalias !15
  %15 = icmp ult i32 %14, 4
  %16 = and i1 %12, %15
  br i1 %16, label %17, label %26

17:                                               ; preds = %9
  %18 = getelementptr inbounds nuw [4 x i8], ptr %8, i64 %indvars.iv
  %19 = load float, ptr %18, align 4, !alias.scope !13, !noalias !16
  %20 = shl nuw nsw i32 %11, 2
  %21 = or disjoint i32 %20, %14
  %22 = zext nneg i32 %21 to i64
  %23 = getelementptr inbounds nuw [4 x i8], ptr %4, i64 %22
  %24 = load float, ptr %23, align 4, !alias.scope !8, !noalias !17
  %25 = tail call float @llvm.maximum.f32(float %24, float %19)
  store float %25, ptr %23, align 4, !alias.scope !8, !noalias !17
  br label %26

26:                                               ; preds = %17, %9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, 4
  br i1 %exitcond.not, label %wrapped_scatter.2_wrapped.exit, label %9

wrapped_scatter.2_wrapped.exit:                   ; preds = %26
  ret ptr null
}

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maximum.f32(float, float) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #2

attributes #0 = { nofree norecurse nosync nounwind memory(readwrite, target_mem: none) uwtable "frame-pointer"="all" "prefer-vector-width"="256" }
attributes #1 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }

!llvm.module.flags = !{!0, !1, !2}
!xla_cpu_memory_region_name = !{!3}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{i32 1, !"xla_backend_extra_options", !"xla_cpu_disable_loop_unrolling"}
!2 = !{i32 1, !"xla_dylib_index", i64 1}
!3 = !{!"xla_cpu_emitter__cpu_scatter_fusion__hlo_opcode__fusion"}
!4 = !{}
!5 = !{i64 160}
!6 = !{i64 32}
!7 = !{i64 16}
!8 = !{!9}
!9 = distinct !{!9, !10, !"wrapped_scatter.2_wrapped: argument 0"}
!10 = distinct !{!10, !"wrapped_scatter.2_wrapped"}
!11 = !{!12}
!12 = distinct !{!12, !10, !"wrapped_scatter.2_wrapped: argument 1"}
!13 = !{!14}
!14 = distinct !{!14, !10, !"wrapped_scatter.2_wrapped: argument 2"}
!15 = !{!9, !14}
!16 = !{!9, !12}
!17 = !{!12, !14}
