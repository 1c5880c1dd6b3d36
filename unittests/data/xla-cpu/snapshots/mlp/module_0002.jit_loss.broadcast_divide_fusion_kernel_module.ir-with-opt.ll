; ModuleID = '__compute_module_broadcast_divide_fusion_kernel_module'
source_filename = "__compute_module_broadcast_divide_fusion_kernel_module"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none, target_mem: none) uwtable
define noalias noundef ptr @broadcast_divide_fusion(ptr nofree readonly captures(none) %0) local_unnamed_addr #0 {
broadcast_divide_fusion_wrapped.exit:
  %1 = getelementptr inbounds nuw i8, ptr %0, i64 24
  %2 = load ptr, ptr %1, align 8, !invariant.load !3
  %3 = load ptr, ptr %2, align 8, !invariant.load !3, !dereferenceable !4
  %4 = load float, ptr %3, align 4, !alias.scope !5
  %5 = fdiv float 1.000000e+00, %4
  store float %5, ptr %3, align 4, !alias.scope !5
  %6 = getelementptr inbounds nuw i8, ptr %3, i64 4
  %7 = load float, ptr %6, align 4, !alias.scope !5
  %8 = fdiv float 1.000000e+00, %7
  store float %8, ptr %6, align 4, !alias.scope !5
  %9 = getelementptr inbounds nuw i8, ptr %3, i64 8
  %10 = load float, ptr %9, align 4, !alias.scope !5
  %11 = fdiv float 1.000000e+00, %10
  store float %11, ptr %9, align 4, !alias.scope !5
  %12 = getelementptr inbounds nuw i8, ptr %3, i64 12
  %13 = load float, ptr %12, align 4, !alias.scope !5
  %14 = fdiv float 1.000000e+00, %13
  store float %14, ptr %12, align 4, !alias.scope !5
  ret ptr null
}

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none, target_mem: none) uwtable "frame-pointer"="all" "prefer-vector-width"="256" }

!llvm.module.flags = !{!0, !1}
!xla_cpu_memory_region_name = !{!2}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{i32 1, !"xla_dylib_index", i64 2}
!2 = !{!"xla_cpu_emitter__loop_fusion_kernel_emitter__hlo_opcode__fusion"}
!3 = !{}
!4 = !{i64 16}
!5 = !{!6}
!6 = distinct !{!6, !7, !"broadcast_divide_fusion_wrapped: argument 0"}
!7 = distinct !{!7, !"broadcast_divide_fusion_wrapped"}
