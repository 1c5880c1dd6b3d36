; ModuleID = '__compute_module_broadcast_select_fusion_kernel_module'
source_filename = "__compute_module_broadcast_select_fusion_kernel_module"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, target_mem: none) uwtable
define noalias noundef ptr @broadcast_select_fusion(ptr nofree readonly captures(none) %0) local_unnamed_addr #0 {
  %2 = getelementptr inbounds nuw i8, ptr %0, i64 24
  %3 = load ptr, ptr %2, align 8, !invariant.load !3
  %4 = load ptr, ptr %3, align 8, !invariant.load !3, !dereferenceable !4
  %5 = getelementptr inbounds nuw i8, ptr %3, i64 16
  %6 = load ptr, ptr %5, align 8, !invariant.load !3, !dereferenceable !4
  %7 = getelementptr inbounds nuw i8, ptr %3, i64 32
  %8 = load ptr, ptr %7, align 8, !invariant.load !3, !dereferenceable !4
  tail call void @llvm.experimental.noalias.scope.decl(metadata !5)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !8)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !10)
  br label %9

9:                                                ; preds = %1, %9
  %10 = phi i64 [ 0, %1 ], [ %68, %9 ]
  %11 = shl nuw nsw i64 %10, 2
  %.idx = shl nuw nsw i64 %10, 4
  %12 = getelementptr inbounds nuw i8, ptr %4, i64 %.idx
  %13 = getelementptr inbounds nuw [4 x i8], ptr %6, i64 %11
  %14 = load i32, ptr %13, align 4, !invariant.load !3, !alias.scope !8, !noalias !12
  %15 = lshr i32 %14, 29
  %16 = and i32 %15, 4
  %17 = add i32 %16, %14
  %18 = icmp ult i32 %17, 4
  %19 = tail call i32 @llvm.smax.i32(i32 %17, i32 0)
  %20 = tail call i32 @llvm.umin.i32(i32 %19, i32 3)
  %21 = zext nneg i32 %20 to i64
  %22 = getelementptr inbounds nuw [4 x i8], ptr %12, i64 %21
  %23 = load float, ptr %22, align 4, !invariant.load !3, !alias.scope !5, !noalias !13
  %24 = select i1 %18, float %23, float +qnan
  %25 = getelementptr inbounds nuw [4 x i8], ptr %8, i64 %11
  store float %24, ptr %25, align 4, !alias.scope !10, !noalias !14
  %26 = or disjoint i64 %11, 1
  %27 = getelementptr inbounds nuw [4 x i8], ptr %6, i64 %26
  %28 = load i32, ptr %27, align 4, !invariant.load !3, !alias.scope !8, !noalias !12
  %29 = lshr i32 %28, 29
  %30 = and i32 %29, 4
  %31 = add i32 %30, %28
  %32 = icmp ult i32 %31, 4
  %33 = tail call i32 @llvm.smax.i32(i32 %31, i32 0)
  %34 = tail call i32 @llvm.umin.i32(i32 %33, i32 3)
  %35 = zext nneg i32 %34 to i64
  %36 = getelementptr inbounds nuw [4 x i8], ptr %12, i64 %35
  %37 = load float, ptr %36, align 4, !invariant.load !3, !alias.scope !5, !noalias !13
  %38 = select i1 %32, float %37, float +qnan
  %39 = getelementptr inbounds nuw [4 x i8], ptr %8, i64 %26
  store float %38, ptr %39, align 4, !alias.scope !10, !noalias !14
  %40 = or disjoint i64 %11, 2
  %41 = getelementptr inbounds nuw [4 x i8], ptr %6, i64 %40
  %42 = load i32, ptr %41, align 4, !invariant.load !3, !alias.scope !8, !noalias !12
  %43 = lshr i32 %42, 29
  %44 = and i32 %43, 4
  %45 = add i32 %44, %42
  %46 = icmp ult i32 %45, 4
  %47 = tail call i32 @llvm.smax.i32(i32 %45, i32 0)
  %48 = tail call i32 @llvm.umin.i32(i32 %47, i32 3)
  %49 = zext nneg i32 %48 to i64
  %50 = getelementptr inbounds nuw [4 x i8], ptr %12, i64 %49
  %51 = load float, ptr %50, align 4, !invariant.load !3, !alias.scope !5, !noalias !13
  %52 = select i1 %46, float %51, float +qnan
  %53 = getelementptr inbounds nuw [4 x i8], ptr %8, i64 %40
  store float %52, ptr %53, align 4, !alias.scope !10, !noalias !14
  %54 = or disjoint i64 %11, 3
  %55 = getelementptr inbounds nuw [4 x i8], ptr %6, i64 %54
  %56 = load i32, ptr %55, align 4, !invariant.load !3, !alias.scope !8, !noalias !12
  %57 = lshr i32 %56, 29
  %58 = and i32 %57, 4
  %59 = add i32 %58, %56
  %60 = icmp ult i32 %59, 4
  %61 = tail call i32 @llvm.smax.i32(i32 %59, i32 0)
  %62 = tail call i32 @llvm.umin.i32(i32 %61, i32 3)
  %63 = zext nneg i32 %62 to i64
  %64 = getelementptr inbounds nuw [4 x i8], ptr %12, i64 %63
  %65 = load float, ptr %64, align 4, !invariant.load !3, !alias.scope !5, !noalias !13
  %66 = select i1 %60, float %65, float +qnan
  %67 = getelementptr inbounds nuw [4 x i8], ptr %8, i64 %54
  store float %66, ptr %67, align 4, !alias.scope !10, !noalias !14
  %68 = add nuw nsw i64 %10, 1
  %exitcond.not = icmp eq i64 %68, 10
  br i1 %exitcond.not, label %broadcast_select_fusion_wrapped.exit, label %9, !llvm.loop !15

broadcast_select_fusion_wrapped.exit:             ; preds = %9
  ret ptr null
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #3

attributes #0 = { nofree norecurse nosync nounwind memory(readwrite, target_mem: none) uwtable "frame-pointer"="all" "prefer-vector-width"="256" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #2 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1}
!xla_cpu_memory_region_name = !{!2}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{i32 1, !"xla_dylib_index", i64 4}
!2 = !{!"xla_cpu_emitter__loop_fusion_kernel_emitter__hlo_opcode__fusion"}
!3 = !{}
!4 = !{i64 160}
!5 = !{!6}
!6 = distinct !{!6, !7, !"broadcast_select_fusion_wrapped: argument 0"}
!7 = distinct !{!7, !"broadcast_select_fusion_wrapped"}
!8 = !{!9}
!9 = distinct !{!9, !7, !"broadcast_select_fusion_wrapped: argument 1"}
!10 = !{!11}
!11 = distinct !{!11, !7, !"broadcast_select_fusion_wrapped: argument 2"}
!12 = !{!6, !11}
!13 = !{!9, !11}
!14 = !{!6, !9}
!15 = distinct !{!15, !16}
!16 = !{!"llvm.loop.unroll.disable"}
