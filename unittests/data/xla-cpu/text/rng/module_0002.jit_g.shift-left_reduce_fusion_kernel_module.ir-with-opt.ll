; ModuleID = '__compute_module_shift-left_reduce_fusion_kernel_module'
source_filename = "__compute_module_shift-left_reduce_fusion_kernel_module"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none, target_mem: none) uwtable
define noalias noundef ptr @shift-left_reduce_fusion(ptr nofree readonly captures(none) %0) local_unnamed_addr #0 {
shift-left_reduce_fusion_wrapped.exit:
  %1 = getelementptr inbounds nuw i8, ptr %0, i64 24
  %2 = load ptr, ptr %1, align 8, !invariant.load !3
  %3 = load ptr, ptr %2, align 8, !invariant.load !3, !dereferenceable !4
  %4 = getelementptr inbounds nuw i8, ptr %2, i64 16
  %5 = load ptr, ptr %4, align 8, !invariant.load !3, !dereferenceable !5
  %.val.1 = load i32, ptr %3, align 4
  %6 = zext i32 %.val.1 to i64
  %7 = shl nuw i64 %6, 32
  store i64 %7, ptr %5, align 4, !alias.scope !6, !noalias !9
  %.val.16 = load i32, ptr %3, align 4
  %8 = zext i32 %.val.16 to i64
  %9 = shl nuw i64 %8, 32
  %10 = getelementptr inbounds nuw i8, ptr %5, i64 8
  store i64 %9, ptr %10, align 4, !alias.scope !6, !noalias !9
  ret ptr null
}

attributes #0 = { nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none, target_mem: none) uwtable "frame-pointer"="all" "prefer-vector-width"="256" }

!llvm.module.flags = !{!0, !1}
!xla_cpu_memory_region_name = !{!2}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{i32 1, !"xla_dylib_index", i64 1}
!2 = !{!"xla_cpu_emitter__loop_fusion_kernel_emitter__hlo_opcode__fusion"}
!3 = !{}
!4 = !{i64 4}
!5 = !{i64 16}
!6 = !{!7}
!7 = distinct !{!7, !8, !"shift-left_reduce_fusion_wrapped: argument 1"}
!8 = distinct !{!8, !"shift-left_reduce_fusion_wrapped"}
!9 = !{!10}
!10 = distinct !{!10, !8, !"shift-left_reduce_fusion_wrapped: argument 0"}
