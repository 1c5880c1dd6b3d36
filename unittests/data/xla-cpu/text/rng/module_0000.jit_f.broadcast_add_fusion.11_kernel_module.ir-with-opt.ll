; ModuleID = '__compute_module_broadcast_add_fusion.11_kernel_module'
source_filename = "__compute_module_broadcast_add_fusion.11_kernel_module"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, target_mem: none) uwtable
define noalias noundef ptr @broadcast_add_fusion.11(ptr nofree readonly captures(none) %0) local_unnamed_addr #0 {
vector.ph:
  %1 = getelementptr inbounds nuw i8, ptr %0, i64 24
  %2 = load ptr, ptr %1, align 8, !invariant.load !3
  %3 = getelementptr inbounds nuw i8, ptr %2, i64 16
  %4 = load ptr, ptr %3, align 8, !invariant.load !3, !dereferenceable !4
  %5 = load ptr, ptr %2, align 8, !invariant.load !3, !dereferenceable !5
  %6 = load <4 x i32>, ptr %5, align 4
  %7 = shufflevector <4 x i32> %6, <4 x i32> poison, <12 x i32> <i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3>
  store <12 x i32> %7, ptr %4, align 4, !alias.scope !6, !noalias !9
  ret ptr null
}

attributes #0 = { nofree norecurse nosync nounwind memory(readwrite, target_mem: none) uwtable "frame-pointer"="all" "prefer-vector-width"="256" }

!llvm.module.flags = !{!0, !1}
!xla_cpu_memory_region_name = !{!2}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{i32 1, !"xla_dylib_index", i64 8}
!2 = !{!"xla_cpu_emitter__loop_fusion_kernel_emitter__hlo_opcode__fusion"}
!3 = !{}
!4 = !{i64 48}
!5 = !{i64 16}
!6 = !{!7}
!7 = distinct !{!7, !8, !"broadcast_add_fusion.11_wrapped: argument 1"}
!8 = distinct !{!8, !"broadcast_add_fusion.11_wrapped"}
!9 = !{!10}
!10 = distinct !{!10, !8, !"broadcast_add_fusion.11_wrapped: argument 0"}
