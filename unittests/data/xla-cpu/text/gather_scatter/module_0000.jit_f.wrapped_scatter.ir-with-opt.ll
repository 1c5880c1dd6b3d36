; ModuleID = '__compute_module_wrapped_scatter'
source_filename = "__compute_module_wrapped_scatter"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, target_mem: none) uwtable
define noalias noundef ptr @wrapped_scatter(ptr nofree readonly captures(none) %0) local_unnamed_addr #0 {
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

9:                                                ; preds = %1, %.split4.us
  %indvars.iv7 = phi i64 [ 0, %1 ], [ %indvars.iv.next8, %.split4.us ]
  %10 = getelementptr inbounds nuw [4 x i8], ptr %6, i64 %indvars.iv7
  %11 = load i32, ptr %10, align 4, !alias.scope !11, !noalias !15
  %12 = icmp ult i32 %11, 10
  br i1 %12, label %.split.us.preheader, label %.split4.us

.split.us.preheader:                              ; preds = %9
  %13 = shl nuw nsw i32 %11, 2
  %14 = zext nneg i32 %13 to i64
  %.idx = shl nuw nsw i64 %indvars.iv7, 4
  %invariant.gep = getelementptr inbounds nuw i8, ptr %8, i64 %.idx
  %invariant.gep11 = getelementptr inbounds nuw [4 x i8], ptr %4, i64 %14
  %wide.load = load <4 x float>, ptr %invariant.gep, align 4, !alias.scope !13, !noalias !16
  %wide.load13 = load <4 x float>, ptr %invariant.gep11, align 4, !alias.scope !8, !noalias !17
  %15 = fadd <4 x float> %wide.load, %wide.load13
  store <4 x float> %15, ptr %invariant.gep11, align 4, !alias.scope !8, !noalias !17
  br label %.split4.us

.split4.us:                                       ; preds = %.split.us.preheader, %9
  %indvars.iv.next8 = add nuw nsw i64 %indvars.iv7, 1
  %exitcond10.not = icmp eq i64 %indvars.iv.next8, 4
  br i1 %exitcond10.not, label %wrapped_scatter_wrapped.exit, label %9, !llvm.loop !18

wrapped_scatter_wrapped.exit:                     ; preds = %.split4.us
  ret ptr null
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #1

attributes #0 = { nofree norecurse nosync nounwind memory(readwrite, target_mem: none) uwtable "frame-pointer"="all" "prefer-vector-width"="256" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }

!llvm.module.flags = !{!0, !1, !2}
!xla_cpu_memory_region_name = !{!3}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{i32 1, !"xla_backend_extra_options", !"xla_cpu_disable_loop_unrolling"}
!2 = !{i32 1, !"xla_dylib_index", i64 0}
!3 = !{!"xla_cpu_emitter__cpu_scatter_fusion__hlo_opcode__fusion"}
!4 = !{}
!5 = !{i64 160}
!6 = !{i64 16}
!7 = !{i64 64}
!8 = !{!9}
!9 = distinct !{!9, !10, !"wrapped_scatter_wrapped: argument 0"}
!10 = distinct !{!10, !"wrapped_scatter_wrapped"}
!11 = !{!12}
!12 = distinct !{!12, !10, !"wrapped_scatter_wrapped: argument 1"}
!13 = !{!14}
!14 = distinct !{!14, !10, !"wrapped_scatter_wrapped: argument 2"}
!15 = !{!9, !14}
!16 = !{!9, !12}
!17 = !{!12, !14}
!18 = distinct !{!18, !19}
!19 = !{!"llvm.loop.unroll.disable"}
