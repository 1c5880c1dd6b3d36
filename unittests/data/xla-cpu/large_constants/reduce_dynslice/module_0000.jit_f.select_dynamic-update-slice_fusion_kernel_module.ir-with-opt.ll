; ModuleID = '__compute_module_select_dynamic-update-slice_fusion_kernel_module'
source_filename = "__compute_module_select_dynamic-update-slice_fusion_kernel_module"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, target_mem: none) uwtable
define noalias noundef ptr @select_dynamic-update-slice_fusion(ptr nofree readonly captures(none) %0) local_unnamed_addr #0 {
  %2 = getelementptr inbounds nuw i8, ptr %0, i64 24
  %3 = load ptr, ptr %2, align 8, !invariant.load !3
  %4 = load ptr, ptr %3, align 8, !invariant.load !3, !dereferenceable !4
  %5 = getelementptr inbounds nuw i8, ptr %3, i64 16
  %6 = load ptr, ptr %5, align 8, !invariant.load !3, !dereferenceable !5
  %7 = getelementptr inbounds nuw i8, ptr %3, i64 32
  %8 = load ptr, ptr %7, align 8, !invariant.load !3, !dereferenceable !5
  %9 = getelementptr inbounds nuw i8, ptr %3, i64 48
  %10 = load ptr, ptr %9, align 8, !invariant.load !3, !dereferenceable !6
  tail call void @llvm.experimental.noalias.scope.decl(metadata !7)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !10)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !12)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !14)
  %11 = load i32, ptr %8, align 4, !invariant.load !3, !alias.scope !12, !noalias !16
  %12 = icmp slt i32 %11, 0
  %13 = add i32 %11, 6
  %14 = select i1 %12, i32 %13, i32 %11
  %15 = load i32, ptr %6, align 4, !invariant.load !3, !alias.scope !10, !noalias !17
  %16 = lshr i32 %15, 28
  %17 = and i32 %16, 8
  %18 = add i32 %17, %15
  %19 = tail call i32 @llvm.smax.i32(i32 %14, i32 0)
  %20 = tail call i32 @llvm.umin.i32(i32 %19, i32 4)
  %21 = zext nneg i32 %20 to i64
  %22 = tail call i32 @llvm.smax.i32(i32 %18, i32 0)
  %23 = tail call i32 @llvm.umin.i32(i32 %22, i32 5)
  %24 = zext nneg i32 %23 to i64
  %invariant.gep3 = getelementptr [4 x i8], ptr %4, i64 %24
  br label %25

25:                                               ; preds = %1, %25
  %26 = phi i1 [ true, %1 ], [ false, %25 ]
  %27 = phi i64 [ 0, %1 ], [ 1, %25 ]
  %28 = add nuw nsw i64 %27, %21
  %.idx = mul nuw nsw i64 %27, 12
  %29 = getelementptr i8, ptr %10, i64 %.idx
  %.idx1 = shl nuw nsw i64 %28, 5
  %gep4 = getelementptr i8, ptr %invariant.gep3, i64 %.idx1
  %30 = load float, ptr %29, align 4, !invariant.load !3, !alias.scope !14, !noalias !18
  %31 = fmul float %30, 1.000000e+01
  store float %31, ptr %gep4, align 4, !alias.scope !7, !noalias !19
  %32 = getelementptr i8, ptr %29, i64 4
  %33 = load float, ptr %32, align 4, !invariant.load !3, !alias.scope !14, !noalias !18
  %34 = fmul float %33, 1.000000e+01
  %gep.1 = getelementptr i8, ptr %gep4, i64 4
  store float %34, ptr %gep.1, align 4, !alias.scope !7, !noalias !19
  %35 = getelementptr i8, ptr %29, i64 8
  %36 = load float, ptr %35, align 4, !invariant.load !3, !alias.scope !14, !noalias !18
  %37 = fmul float %36, 1.000000e+01
  %gep.2 = getelementptr i8, ptr %gep4, i64 8
  store float %37, ptr %gep.2, align 4, !alias.scope !7, !noalias !19
  br i1 %26, label %25, label %select_dynamic-update-slice_fusion_wrapped.exit, !llvm.loop !20

select_dynamic-update-slice_fusion_wrapped.exit:  ; preds = %25
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
!1 = !{i32 1, !"xla_dylib_index", i64 2}
!2 = !{!"xla_cpu_emitter__dynamic_update_slice_kernel_emitter__hlo_opcode__fusion"}
!3 = !{}
!4 = !{i64 192}
!5 = !{i64 4}
!6 = !{i64 24}
!7 = !{!8}
!8 = distinct !{!8, !9, !"select_dynamic-update-slice_fusion_wrapped: argument 0"}
!9 = distinct !{!9, !"select_dynamic-update-slice_fusion_wrapped"}
!10 = !{!11}
!11 = distinct !{!11, !9, !"select_dynamic-update-slice_fusion_wrapped: argument 1"}
!12 = !{!13}
!13 = distinct !{!13, !9, !"select_dynamic-update-slice_fusion_wrapped: argument 2"}
!14 = !{!15}
!15 = distinct !{!15, !9, !"select_dynamic-update-slice_fusion_wrapped: argument 3"}
!16 = !{!8, !11, !15}
!17 = !{!8, !13, !15}
!18 = !{!8, !11, !13}
!19 = !{!11, !13, !15}
!20 = distinct !{!20, !21}
!21 = !{!"llvm.loop.unroll.disable"}
