; ModuleID = '__compute_module_copy_select_fusion_kernel_module'
source_filename = "__compute_module_copy_select_fusion_kernel_module"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, target_mem: none) uwtable
define noalias noundef ptr @copy_select_fusion(ptr nofree readonly captures(none) %0) local_unnamed_addr #0 {
  %2 = getelementptr inbounds nuw i8, ptr %0, i64 24
  %3 = load ptr, ptr %2, align 8, !invariant.load !3
  %4 = getelementptr inbounds nuw i8, ptr %3, i64 16
  %5 = load ptr, ptr %4, align 8, !invariant.load !3, !dereferenceable !4
  tail call void @llvm.experimental.noalias.scope.decl(metadata !5)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !8)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !10)
  %6 = load i32, ptr %5, align 4, !invariant.load !3, !alias.scope !8, !noalias !12
  %.fr3 = freeze i32 %6
  %7 = icmp eq i32 %.fr3, 0
  br i1 %7, label %vector.body10, label %copy_select_fusion_wrapped.exit

vector.body10:                                    ; preds = %1
  %8 = load ptr, ptr %3, align 8, !invariant.load !3, !dereferenceable !13
  %wide.load = load <4 x float>, ptr %8, align 4, !invariant.load !3, !alias.scope !5, !noalias !14
  %9 = getelementptr inbounds nuw i8, ptr %8, i64 16
  %wide.load11 = load <4 x float>, ptr %9, align 4, !invariant.load !3, !alias.scope !5, !noalias !14
  %10 = getelementptr inbounds nuw i8, ptr %8, i64 32
  %wide.load12 = load <4 x float>, ptr %10, align 4, !invariant.load !3, !alias.scope !5, !noalias !14
  %11 = getelementptr inbounds nuw i8, ptr %8, i64 48
  %wide.load13 = load <4 x float>, ptr %11, align 4, !invariant.load !3, !alias.scope !5, !noalias !14
  %12 = shufflevector <4 x float> %wide.load, <4 x float> %wide.load11, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %13 = shufflevector <4 x float> %wide.load12, <4 x float> %wide.load13, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %interleaved.vec = shufflevector <8 x float> %12, <8 x float> %13, <16 x i32> <i32 0, i32 4, i32 8, i32 12, i32 1, i32 5, i32 9, i32 13, i32 2, i32 6, i32 10, i32 14, i32 3, i32 7, i32 11, i32 15>
  br label %copy_select_fusion_wrapped.exit

copy_select_fusion_wrapped.exit:                  ; preds = %1, %vector.body10
  %.sink = phi <16 x float> [ %interleaved.vec, %vector.body10 ], [ splat (float +qnan), %1 ]
  %14 = getelementptr inbounds nuw i8, ptr %3, i64 32
  %15 = load ptr, ptr %14, align 8, !invariant.load !3, !dereferenceable !13
  store <16 x float> %.sink, ptr %15, align 4, !alias.scope !10, !noalias !15
  ret ptr null
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #1

attributes #0 = { nofree norecurse nosync nounwind memory(readwrite, target_mem: none) uwtable "frame-pointer"="all" "prefer-vector-width"="256" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }

!llvm.module.flags = !{!0, !1}
!xla_cpu_memory_region_name = !{!2}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{i32 1, !"xla_dylib_index", i64 3}
!2 = !{!"xla_cpu_emitter__loop_fusion_kernel_emitter__hlo_opcode__fusion"}
!3 = !{}
!4 = !{i64 4}
!5 = !{!6}
!6 = distinct !{!6, !7, !"copy_select_fusion_wrapped: argument 0"}
!7 = distinct !{!7, !"copy_select_fusion_wrapped"}
!8 = !{!9}
!9 = distinct !{!9, !7, !"copy_select_fusion_wrapped: argument 1"}
!10 = !{!11}
!11 = distinct !{!11, !7, !"copy_select_fusion_wrapped: argument 2"}
!12 = !{!6, !11}
!13 = !{i64 64}
!14 = !{!9, !11}
!15 = !{!6, !9}
