; ModuleID = '__compute_module_wrapped_reduce-window_kernel_module'
source_filename = "__compute_module_wrapped_reduce-window_kernel_module"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, target_mem: none) uwtable
define noalias noundef ptr @wrapped_reduce-window(ptr nofree readonly captures(none) %0) local_unnamed_addr #0 {
  %2 = getelementptr inbounds nuw i8, ptr %0, i64 24
  %3 = load ptr, ptr %2, align 8, !invariant.load !3
  %4 = load ptr, ptr %3, align 8, !invariant.load !3, !dereferenceable !4
  %5 = getelementptr inbounds nuw i8, ptr %3, i64 16
  %6 = load ptr, ptr %5, align 8, !invariant.load !3, !dereferenceable !5
  %7 = getelementptr inbounds nuw i8, ptr %3, i64 32
  %8 = load ptr, ptr %7, align 8, !invariant.load !3, !dereferenceable !6
  tail call void @llvm.experimental.noalias.scope.decl(metadata !7)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !10)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !12)
  %9 = load float, ptr %6, align 4, !invariant.load !3, !alias.scope !10, !noalias !14
  %broadcast.splatinsert = insertelement <2 x float> poison, float %9, i64 0
  %broadcast.splat = shufflevector <2 x float> %broadcast.splatinsert, <2 x float> poison, <2 x i32> zeroinitializer
  br label %.preheader8

.preheader8:                                      ; preds = %1, %36
  %10 = phi i64 [ 0, %1 ], [ %37, %36 ]
  %.idx2 = shl i64 %10, 8
  %11 = getelementptr i8, ptr %4, i64 %.idx2
  %.idx = shl i64 %10, 6
  %12 = getelementptr i8, ptr %8, i64 %.idx
  br label %.preheader7

.preheader7:                                      ; preds = %.preheader8, %34
  %13 = phi i64 [ 0, %.preheader8 ], [ %35, %34 ]
  %.idx3 = shl i64 %13, 5
  %14 = getelementptr i8, ptr %11, i64 %.idx3
  %.idx1 = shl i64 %13, 4
  %15 = getelementptr i8, ptr %12, i64 %.idx1
  br label %.preheader6

.preheader6:                                      ; preds = %.preheader7, %.preheader6
  %16 = phi i64 [ 0, %.preheader7 ], [ %33, %.preheader6 ]
  %17 = getelementptr [4 x i8], ptr %14, i64 %16
  %18 = load float, ptr %17, align 4, !invariant.load !3, !alias.scope !7, !noalias !15
  %19 = insertelement <2 x float> poison, float %18, i64 0
  %20 = getelementptr i8, ptr %17, i64 128
  %21 = load float, ptr %20, align 4, !invariant.load !3, !alias.scope !7, !noalias !15
  %22 = insertelement <2 x float> %19, float %21, i64 1
  %23 = tail call reassoc <2 x float> @llvm.maximum.v2f32(<2 x float> %broadcast.splat, <2 x float> %22)
  %24 = getelementptr i8, ptr %17, i64 16
  %25 = load float, ptr %24, align 4, !invariant.load !3, !alias.scope !7, !noalias !15
  %26 = insertelement <2 x float> poison, float %25, i64 0
  %27 = getelementptr i8, ptr %17, i64 144
  %28 = load float, ptr %27, align 4, !invariant.load !3, !alias.scope !7, !noalias !15
  %29 = insertelement <2 x float> %26, float %28, i64 1
  %30 = tail call reassoc <2 x float> @llvm.maximum.v2f32(<2 x float> %23, <2 x float> %29)
  %31 = tail call reassoc float @llvm.vector.reduce.fmaximum.v2f32(<2 x float> %30)
  %32 = getelementptr [4 x i8], ptr %15, i64 %16
  store float %31, ptr %32, align 4, !alias.scope !12, !noalias !16
  %33 = add nuw nsw i64 %16, 1
  %exitcond10.not = icmp eq i64 %33, 4
  br i1 %exitcond10.not, label %34, label %.preheader6, !llvm.loop !17

34:                                               ; preds = %.preheader6
  %35 = add nuw nsw i64 %13, 1
  %exitcond11.not = icmp eq i64 %35, 4
  br i1 %exitcond11.not, label %36, label %.preheader7, !llvm.loop !17

36:                                               ; preds = %34
  %37 = add nuw nsw i64 %10, 1
  %exitcond12.not = icmp eq i64 %37, 4
  br i1 %exitcond12.not, label %wrapped_reduce-window_wrapped.exit, label %.preheader8, !llvm.loop !17

wrapped_reduce-window_wrapped.exit:               ; preds = %36
  ret ptr null
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #1

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x float> @llvm.maximum.v2f32(<2 x float>, <2 x float>) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.vector.reduce.fmaximum.v2f32(<2 x float>) #2

attributes #0 = { nofree norecurse nosync nounwind memory(readwrite, target_mem: none) uwtable "frame-pointer"="all" "prefer-vector-width"="256" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #2 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1}
!xla_cpu_memory_region_name = !{!2}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{i32 1, !"xla_dylib_index", i64 1}
!2 = !{!"xla_cpu_emitter__loop_fusion_kernel_emitter__hlo_opcode__fusion"}
!3 = !{}
!4 = !{i64 1024}
!5 = !{i64 4}
!6 = !{i64 256}
!7 = !{!8}
!8 = distinct !{!8, !9, !"wrapped_reduce-window_wrapped: argument 0"}
!9 = distinct !{!9, !"wrapped_reduce-window_wrapped"}
!10 = !{!11}
!11 = distinct !{!11, !9, !"wrapped_reduce-window_wrapped: argument 1"}
!12 = !{!13}
!13 = distinct !{!13, !9, !"wrapped_reduce-window_wrapped: argument 2"}
!14 = !{!8, !13}
!15 = !{!11, !13}
!16 = !{!8, !11}
!17 = distinct !{!17, !18}
!18 = !{!"llvm.loop.unroll.disable"}
