; ModuleID = '__compute_module_broadcast_add_fusion.1_kernel_module'
source_filename = "__compute_module_broadcast_add_fusion.1_kernel_module"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, target_mem: none) uwtable
define noalias noundef ptr @broadcast_add_fusion.1(ptr nofree readonly captures(none) %0) local_unnamed_addr #0 {
broadcast_add_fusion.1_wrapped.exit:
  %1 = getelementptr inbounds nuw i8, ptr %0, i64 24
  %2 = load ptr, ptr %1, align 8, !invariant.load !3
  %3 = load ptr, ptr %2, align 8, !invariant.load !3, !dereferenceable !4
  %4 = getelementptr inbounds nuw i8, ptr %2, i64 16
  %5 = load ptr, ptr %4, align 8, !invariant.load !3, !dereferenceable !4
  tail call void @llvm.experimental.noalias.scope.decl(metadata !5)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !8)
  %6 = load float, ptr %3, align 4, !invariant.load !3, !alias.scope !5, !noalias !8
  %7 = fadd float %6, 1.000000e+00
  store float %7, ptr %5, align 4, !alias.scope !8, !noalias !5
  %8 = getelementptr inbounds nuw i8, ptr %3, i64 4
  %9 = load float, ptr %8, align 4, !invariant.load !3, !alias.scope !5, !noalias !8
  %10 = fadd float %9, 1.000000e+00
  %11 = getelementptr inbounds nuw i8, ptr %5, i64 4
  store float %10, ptr %11, align 4, !alias.scope !8, !noalias !5
  %12 = getelementptr inbounds nuw i8, ptr %3, i64 8
  %13 = load float, ptr %12, align 4, !invariant.load !3, !alias.scope !5, !noalias !8
  %14 = fadd float %13, 1.000000e+00
  %15 = getelementptr inbounds nuw i8, ptr %5, i64 8
  store float %14, ptr %15, align 4, !alias.scope !8, !noalias !5
  %16 = getelementptr inbounds nuw i8, ptr %3, i64 12
  %17 = load float, ptr %16, align 4, !invariant.load !3, !alias.scope !5, !noalias !8
  %18 = fadd float %17, 1.000000e+00
  %19 = getelementptr inbounds nuw i8, ptr %5, i64 12
  store float %18, ptr %19, align 4, !alias.scope !8, !noalias !5
  %20 = getelementptr inbounds nuw i8, ptr %3, i64 16
  %21 = load float, ptr %20, align 4, !invariant.load !3, !alias.scope !5, !noalias !8
  %22 = fadd float %21, 1.000000e+00
  %23 = getelementptr inbounds nuw i8, ptr %5, i64 16
  store float %22, ptr %23, align 4, !alias.scope !8, !noalias !5
  %24 = getelementptr inbounds nuw i8, ptr %3, i64 20
  %25 = load float, ptr %24, align 4, !invariant.load !3, !alias.scope !5, !noalias !8
  %26 = fadd float %25, 1.000000e+00
  %27 = getelementptr inbounds nuw i8, ptr %5, i64 20
  store float %26, ptr %27, align 4, !alias.scope !8, !noalias !5
  %28 = getelementptr inbounds nuw i8, ptr %3, i64 24
  %29 = load float, ptr %28, align 4, !invariant.load !3, !alias.scope !5, !noalias !8
  %30 = fadd float %29, 1.000000e+00
  %31 = getelementptr inbounds nuw i8, ptr %5, i64 24
  store float %30, ptr %31, align 4, !alias.scope !8, !noalias !5
  %32 = getelementptr inbounds nuw i8, ptr %3, i64 28
  %33 = load float, ptr %32, align 4, !invariant.load !3, !alias.scope !5, !noalias !8
  %34 = fadd float %33, 1.000000e+00
  %35 = getelementptr inbounds nuw i8, ptr %5, i64 28
  store float %34, ptr %35, align 4, !alias.scope !8, !noalias !5
  ret ptr null
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #1

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, target_mem: none) uwtable "frame-pointer"="all" "prefer-vector-width"="256" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }

!llvm.module.flags = !{!0, !1}
!xla_cpu_memory_region_name = !{!2}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{i32 1, !"xla_dylib_index", i64 1}
!2 = !{!"xla_cpu_emitter__loop_fusion_kernel_emitter__hlo_opcode__fusion"}
!3 = !{}
!4 = !{i64 32}
!5 = !{!6}
!6 = distinct !{!6, !7, !"broadcast_add_fusion.1_wrapped: argument 0"}
!7 = distinct !{!7, !"broadcast_add_fusion.1_wrapped"}
!8 = !{!9}
!9 = distinct !{!9, !7, !"broadcast_add_fusion.1_wrapped: argument 1"}
