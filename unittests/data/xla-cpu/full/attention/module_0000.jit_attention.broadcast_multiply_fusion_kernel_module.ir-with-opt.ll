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
  br label %.preheader6

.preheader6:                                      ; preds = %1, %19
  %exitcond8.not = phi i1 [ false, %1 ], [ true, %19 ]
  %7 = phi i64 [ 0, %1 ], [ 1, %19 ]
  %.idx = shl nuw nsw i64 %7, 6
  %8 = getelementptr i8, ptr %6, i64 %.idx
  %.idx2 = shl nuw nsw i64 %7, 9
  %9 = getelementptr i8, ptr %4, i64 %.idx2
  br label %.preheader

.preheader:                                       ; preds = %.preheader6, %middle.block
  %exitcond7.not = phi i1 [ false, %.preheader6 ], [ true, %middle.block ]
  %10 = phi i64 [ 0, %.preheader6 ], [ 1, %middle.block ]
  %.idx1 = shl nuw nsw i64 %10, 5
  %11 = getelementptr i8, ptr %8, i64 %.idx1
  %.idx3 = shl nuw nsw i64 %10, 8
  %12 = getelementptr i8, ptr %9, i64 %.idx3
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %.preheader
  %index = phi i64 [ 0, %.preheader ], [ %index.next, %vector.body ]
  %13 = getelementptr [4 x i8], ptr %11, i64 %index
  %14 = load float, ptr %13, align 4, !invariant.load !3, !alias.scope !9, !noalias !6
  %broadcast.splatinsert = insertelement <8 x float> poison, float %14, i64 0
  %broadcast.splat = shufflevector <8 x float> %broadcast.splatinsert, <8 x float> poison, <8 x i32> zeroinitializer
  %15 = shl nuw nsw i64 %index, 5
  %16 = getelementptr i8, ptr %12, i64 %15
  %wide.load = load <8 x float>, ptr %16, align 4, !alias.scope !6, !noalias !9
  %17 = fmul <8 x float> %broadcast.splat, %wide.load
  store <8 x float> %17, ptr %16, align 4, !alias.scope !6, !noalias !9
  %index.next = add nuw i64 %index, 1
  %18 = icmp eq i64 %index.next, 8
  br i1 %18, label %middle.block, label %vector.body, !llvm.loop !11

middle.block:                                     ; preds = %vector.body
  br i1 %exitcond7.not, label %19, label %.preheader, !llvm.loop !15

19:                                               ; preds = %middle.block
  br i1 %exitcond8.not, label %broadcast_multiply_fusion_wrapped.exit, label %.preheader6, !llvm.loop !15

broadcast_multiply_fusion_wrapped.exit:           ; preds = %19
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
!4 = !{i64 1024}
!5 = !{i64 128}
!6 = !{!7}
!7 = distinct !{!7, !8, !"broadcast_multiply_fusion_wrapped: argument 0"}
!8 = distinct !{!8, !"broadcast_multiply_fusion_wrapped"}
!9 = !{!10}
!10 = distinct !{!10, !8, !"broadcast_multiply_fusion_wrapped: argument 1"}
!11 = distinct !{!11, !12, !13, !14}
!12 = !{!"llvm.loop.unroll.disable"}
!13 = !{!"llvm.loop.isvectorized", i32 1}
!14 = !{!"llvm.loop.unroll.runtime.disable"}
!15 = distinct !{!15, !12}
