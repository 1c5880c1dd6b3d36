; ModuleID = '__compute_module_select_reduce_fusion_kernel_module'
source_filename = "__compute_module_select_reduce_fusion_kernel_module"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, target_mem: none) uwtable
define noalias noundef ptr @select_reduce_fusion(ptr nofree readonly captures(none) %0) local_unnamed_addr #0 {
  %2 = getelementptr inbounds nuw i8, ptr %0, i64 24
  %3 = load ptr, ptr %2, align 8, !invariant.load !3
  %4 = load ptr, ptr %3, align 8, !invariant.load !3, !dereferenceable !4
  %5 = getelementptr inbounds nuw i8, ptr %3, i64 16
  %6 = load ptr, ptr %5, align 8, !invariant.load !3, !dereferenceable !5
  tail call void @llvm.experimental.noalias.scope.decl(metadata !6)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !9)
  br label %.preheader7

.preheader7:                                      ; preds = %1, %35
  %exitcond9.not = phi i1 [ false, %1 ], [ true, %35 ]
  %7 = phi i64 [ 0, %1 ], [ 1, %35 ]
  %.idx2 = shl nuw nsw i64 %7, 9
  %8 = getelementptr i8, ptr %4, i64 %.idx2
  %.idx = shl nuw nsw i64 %7, 6
  %9 = getelementptr i8, ptr %6, i64 %.idx
  br label %.preheader6

.preheader6:                                      ; preds = %.preheader7, %.preheader6
  %exitcond8.not = phi i1 [ false, %.preheader7 ], [ true, %.preheader6 ]
  %10 = phi i64 [ 0, %.preheader7 ], [ 1, %.preheader6 ]
  %.idx3 = shl nuw nsw i64 %10, 8
  %11 = getelementptr i8, ptr %8, i64 %.idx3
  %.idx1 = shl nuw nsw i64 %10, 5
  %12 = getelementptr i8, ptr %9, i64 %.idx1
  %wide.vec = load <64 x float>, ptr %11, align 4, !invariant.load !3, !alias.scope !6, !noalias !9
  %strided.vec = shufflevector <64 x float> %wide.vec, <64 x float> poison, <8 x i32> <i32 0, i32 8, i32 16, i32 24, i32 32, i32 40, i32 48, i32 56>
  %strided.vec11 = shufflevector <64 x float> %wide.vec, <64 x float> poison, <8 x i32> <i32 poison, i32 9, i32 17, i32 25, i32 33, i32 41, i32 49, i32 57>
  %strided.vec12 = shufflevector <64 x float> %wide.vec, <64 x float> poison, <8 x i32> <i32 poison, i32 poison, i32 18, i32 26, i32 34, i32 42, i32 50, i32 58>
  %strided.vec13 = shufflevector <64 x float> %wide.vec, <64 x float> poison, <8 x i32> <i32 poison, i32 poison, i32 poison, i32 27, i32 35, i32 43, i32 51, i32 59>
  %strided.vec14 = shufflevector <64 x float> %wide.vec, <64 x float> poison, <8 x i32> <i32 poison, i32 poison, i32 poison, i32 poison, i32 36, i32 44, i32 52, i32 60>
  %strided.vec15 = shufflevector <64 x float> %wide.vec, <64 x float> poison, <8 x i32> <i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 45, i32 53, i32 61>
  %strided.vec16 = shufflevector <64 x float> %wide.vec, <64 x float> poison, <8 x i32> <i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 54, i32 62>
  %strided.vec17 = shufflevector <64 x float> %wide.vec, <64 x float> poison, <8 x i32> <i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 63>
  %13 = fmul <8 x float> %strided.vec, splat (float 5.000000e-01)
  %14 = fmul <8 x float> %strided.vec11, <float poison, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>
  %15 = insertelement <8 x float> %14, float f0xFF7FFFFF, i64 0
  %16 = tail call reassoc <8 x float> @llvm.maximum.v8f32(<8 x float> %13, <8 x float> %15)
  %17 = fmul <8 x float> %strided.vec12, <float poison, float poison, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>
  %18 = shufflevector <8 x float> <float f0xFF7FFFFF, float f0xFF7FFFFF, float poison, float poison, float poison, float poison, float poison, float poison>, <8 x float> %17, <8 x i32> <i32 0, i32 1, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %19 = tail call reassoc <8 x float> @llvm.maximum.v8f32(<8 x float> %16, <8 x float> %18)
  %20 = fmul <8 x float> %strided.vec13, <float poison, float poison, float poison, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>
  %21 = shufflevector <8 x float> <float f0xFF7FFFFF, float f0xFF7FFFFF, float f0xFF7FFFFF, float poison, float poison, float poison, float poison, float poison>, <8 x float> %20, <8 x i32> <i32 0, i32 1, i32 2, i32 11, i32 12, i32 13, i32 14, i32 15>
  %22 = tail call reassoc <8 x float> @llvm.maximum.v8f32(<8 x float> %19, <8 x float> %21)
  %23 = fmul <8 x float> %strided.vec14, <float poison, float poison, float poison, float poison, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>
  %24 = shufflevector <8 x float> <float f0xFF7FFFFF, float f0xFF7FFFFF, float f0xFF7FFFFF, float f0xFF7FFFFF, float poison, float poison, float poison, float poison>, <8 x float> %23, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 12, i32 13, i32 14, i32 15>
  %25 = tail call reassoc <8 x float> @llvm.maximum.v8f32(<8 x float> %22, <8 x float> %24)
  %26 = fmul <8 x float> %strided.vec15, <float poison, float poison, float poison, float poison, float poison, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>
  %27 = shufflevector <8 x float> <float f0xFF7FFFFF, float f0xFF7FFFFF, float f0xFF7FFFFF, float f0xFF7FFFFF, float f0xFF7FFFFF, float poison, float poison, float poison>, <8 x float> %26, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 13, i32 14, i32 15>
  %28 = tail call reassoc <8 x float> @llvm.maximum.v8f32(<8 x float> %25, <8 x float> %27)
  %29 = fmul <8 x float> %strided.vec16, <float poison, float poison, float poison, float poison, float poison, float poison, float 5.000000e-01, float 5.000000e-01>
  %30 = shufflevector <8 x float> <float f0xFF7FFFFF, float f0xFF7FFFFF, float f0xFF7FFFFF, float f0xFF7FFFFF, float f0xFF7FFFFF, float f0xFF7FFFFF, float poison, float poison>, <8 x float> %29, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 15>
  %31 = tail call reassoc <8 x float> @llvm.maximum.v8f32(<8 x float> %28, <8 x float> %30)
  %32 = fmul <8 x float> %strided.vec17, <float poison, float poison, float poison, float poison, float poison, float poison, float poison, float 5.000000e-01>
  %33 = shufflevector <8 x float> <float f0xFF7FFFFF, float f0xFF7FFFFF, float f0xFF7FFFFF, float f0xFF7FFFFF, float f0xFF7FFFFF, float f0xFF7FFFFF, float f0xFF7FFFFF, float poison>, <8 x float> %32, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 15>
  %34 = tail call reassoc <8 x float> @llvm.maximum.v8f32(<8 x float> %31, <8 x float> %33)
  store <8 x float> %34, ptr %12, align 4, !alias.scope !9, !noalias !6
  br i1 %exitcond8.not, label %35, label %.preheader6, !llvm.loop !11

35:                                               ; preds = %.preheader6
  br i1 %exitcond9.not, label %select_reduce_fusion_wrapped.exit, label %.preheader7, !llvm.loop !11

select_reduce_fusion_wrapped.exit:                ; preds = %35
  ret ptr null
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #1

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x float> @llvm.maximum.v8f32(<8 x float>, <8 x float>) #2

attributes #0 = { nofree norecurse nosync nounwind memory(readwrite, target_mem: none) uwtable "frame-pointer"="all" "prefer-vector-width"="256" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #2 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1}
!xla_cpu_memory_region_name = !{!2}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{i32 1, !"xla_dylib_index", i64 3}
!2 = !{!"xla_cpu_emitter__loop_fusion_kernel_emitter__hlo_opcode__fusion"}
!3 = !{}
!4 = !{i64 1024}
!5 = !{i64 128}
!6 = !{!7}
!7 = distinct !{!7, !8, !"select_reduce_fusion_wrapped: argument 0"}
!8 = distinct !{!8, !"select_reduce_fusion_wrapped"}
!9 = !{!10}
!10 = distinct !{!10, !8, !"select_reduce_fusion_wrapped: argument 1"}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.unroll.disable"}
