; ModuleID = '__compute_module_broadcast_maximum_fusion_kernel_module'
source_filename = "__compute_module_broadcast_maximum_fusion_kernel_module"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none, target_mem: none) uwtable
define noalias noundef ptr @broadcast_maximum_fusion(ptr nofree readonly captures(none) %0) local_unnamed_addr #0 {
  %2 = getelementptr inbounds nuw i8, ptr %0, i64 24
  %3 = load ptr, ptr %2, align 8, !invariant.load !3
  %4 = load ptr, ptr %3, align 8, !invariant.load !3, !dereferenceable !4
  br label %.preheader2

.preheader2:                                      ; preds = %1, %.preheader2
  %5 = phi i64 [ 0, %1 ], [ %7, %.preheader2 ]
  %.idx = shl i64 %5, 7
  %6 = getelementptr i8, ptr %4, i64 %.idx
  %wide.vec = load <32 x float>, ptr %6, align 4, !alias.scope !5
  %interleaved.vec = tail call <32 x float> @llvm.maximum.v32f32(<32 x float> %wide.vec, <32 x float> zeroinitializer)
  store <32 x float> %interleaved.vec, ptr %6, align 4, !alias.scope !5
  %7 = add nuw nsw i64 %5, 1
  %exitcond3.not = icmp eq i64 %7, 8
  br i1 %exitcond3.not, label %broadcast_maximum_fusion_wrapped.exit, label %.preheader2, !llvm.loop !8

broadcast_maximum_fusion_wrapped.exit:            ; preds = %.preheader2
  ret ptr null
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <32 x float> @llvm.maximum.v32f32(<32 x float>, <32 x float>) #1

attributes #0 = { nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none, target_mem: none) uwtable "frame-pointer"="all" "prefer-vector-width"="256" }
attributes #1 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1}
!xla_cpu_memory_region_name = !{!2}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{i32 1, !"xla_dylib_index", i64 0}
!2 = !{!"xla_cpu_emitter__loop_fusion_kernel_emitter__hlo_opcode__fusion"}
!3 = !{}
!4 = !{i64 1024}
!5 = !{!6}
!6 = distinct !{!6, !7, !"broadcast_maximum_fusion_wrapped: argument 0"}
!7 = distinct !{!7, !"broadcast_maximum_fusion_wrapped"}
!8 = distinct !{!8, !9}
!9 = !{!"llvm.loop.unroll.disable"}
