; ModuleID = '__compute_module_broadcast_multiply_fusion_kernel_module'
source_filename = "__compute_module_broadcast_multiply_fusion_kernel_module"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, target_mem: none) uwtable
define noalias noundef ptr @broadcast_multiply_fusion(ptr nofree readonly captures(none) %0) local_unnamed_addr #0 {
vector.ph:
  %1 = getelementptr inbounds nuw i8, ptr %0, i64 24
  %2 = load ptr, ptr %1, align 8, !invariant.load !3
  %3 = load ptr, ptr %2, align 8, !invariant.load !3, !dereferenceable !4
  %4 = getelementptr inbounds nuw i8, ptr %2, i64 32
  %5 = load ptr, ptr %4, align 8, !invariant.load !3, !dereferenceable !4
  tail call void @llvm.experimental.noalias.scope.decl(metadata !5)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !8)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !10)
  %6 = getelementptr inbounds nuw i8, ptr %2, i64 16
  %7 = load ptr, ptr %6, align 8, !invariant.load !3, !dereferenceable !12
  %8 = load i32, ptr %7, align 4, !invariant.load !3, !alias.scope !8, !noalias !13
  %9 = and i32 %8, 7
  %10 = uitofp nneg i32 %9 to float
  %broadcast.splatinsert = insertelement <8 x float> poison, float %10, i64 0
  %wide.vec = load <16 x float>, ptr %3, align 4, !invariant.load !3, !alias.scope !5, !noalias !14
  %11 = shufflevector <8 x float> %broadcast.splatinsert, <8 x float> poison, <16 x i32> zeroinitializer
  %interleaved.vec = fmul <16 x float> %wide.vec, %11
  store <16 x float> %interleaved.vec, ptr %5, align 4, !alias.scope !10, !noalias !15
  ret ptr null
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #1

attributes #0 = { nofree norecurse nosync nounwind memory(readwrite, target_mem: none) uwtable "frame-pointer"="all" "prefer-vector-width"="256" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }

!llvm.module.flags = !{!0, !1}
!xla_cpu_memory_region_name = !{!2}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{i32 1, !"xla_dylib_index", i64 1}
!2 = !{!"xla_cpu_emitter__loop_fusion_kernel_emitter__hlo_opcode__fusion"}
!3 = !{}
!4 = !{i64 64}
!5 = !{!6}
!6 = distinct !{!6, !7, !"broadcast_multiply_fusion_wrapped: argument 0"}
!7 = distinct !{!7, !"broadcast_multiply_fusion_wrapped"}
!8 = !{!9}
!9 = distinct !{!9, !7, !"broadcast_multiply_fusion_wrapped: argument 1"}
!10 = !{!11}
!11 = distinct !{!11, !7, !"broadcast_multiply_fusion_wrapped: argument 2"}
!12 = !{i64 4}
!13 = !{!6, !11}
!14 = !{!9, !11}
!15 = !{!6, !9}
