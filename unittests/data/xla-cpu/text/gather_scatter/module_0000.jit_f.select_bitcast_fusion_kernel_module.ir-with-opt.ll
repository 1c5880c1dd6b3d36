; ModuleID = '__compute_module_select_bitcast_fusion_kernel_module'
source_filename = "__compute_module_select_bitcast_fusion_kernel_module"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, target_mem: none) uwtable
define noalias noundef ptr @select_bitcast_fusion(ptr nofree readonly captures(none) %0) local_unnamed_addr #0 {
select_bitcast_fusion_wrapped.exit:
  %1 = getelementptr inbounds nuw i8, ptr %0, i64 24
  %2 = load ptr, ptr %1, align 8, !invariant.load !3
  %3 = load ptr, ptr %2, align 8, !invariant.load !3, !dereferenceable !4
  %4 = getelementptr inbounds nuw i8, ptr %2, i64 16
  %5 = load ptr, ptr %4, align 8, !invariant.load !3, !dereferenceable !4
  tail call void @llvm.experimental.noalias.scope.decl(metadata !5)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !8)
  %6 = load i32, ptr %3, align 4, !invariant.load !3, !alias.scope !5, !noalias !8
  %7 = icmp slt i32 %6, 0
  %8 = add i32 %6, 10
  %9 = select i1 %7, i32 %8, i32 %6
  store i32 %9, ptr %5, align 4, !alias.scope !8, !noalias !5
  %10 = getelementptr inbounds nuw i8, ptr %3, i64 4
  %11 = load i32, ptr %10, align 4, !invariant.load !3, !alias.scope !5, !noalias !8
  %12 = icmp slt i32 %11, 0
  %13 = add i32 %11, 10
  %14 = select i1 %12, i32 %13, i32 %11
  %15 = getelementptr inbounds nuw i8, ptr %5, i64 4
  store i32 %14, ptr %15, align 4, !alias.scope !8, !noalias !5
  %16 = getelementptr inbounds nuw i8, ptr %3, i64 8
  %17 = load i32, ptr %16, align 4, !invariant.load !3, !alias.scope !5, !noalias !8
  %18 = icmp slt i32 %17, 0
  %19 = add i32 %17, 10
  %20 = select i1 %18, i32 %19, i32 %17
  %21 = getelementptr inbounds nuw i8, ptr %5, i64 8
  store i32 %20, ptr %21, align 4, !alias.scope !8, !noalias !5
  %22 = getelementptr inbounds nuw i8, ptr %3, i64 12
  %23 = load i32, ptr %22, align 4, !invariant.load !3, !alias.scope !5, !noalias !8
  %24 = icmp slt i32 %23, 0
  %25 = add i32 %23, 10
  %26 = select i1 %24, i32 %25, i32 %23
  %27 = getelementptr inbounds nuw i8, ptr %5, i64 12
  store i32 %26, ptr %27, align 4, !alias.scope !8, !noalias !5
  ret ptr null
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #1

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, target_mem: none) uwtable "frame-pointer"="all" "prefer-vector-width"="256" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }

!llvm.module.flags = !{!0, !1}
!xla_cpu_memory_region_name = !{!2}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{i32 1, !"xla_dylib_index", i64 6}
!2 = !{!"xla_cpu_emitter__loop_fusion_kernel_emitter__hlo_opcode__fusion"}
!3 = !{}
!4 = !{i64 16}
!5 = !{!6}
!6 = distinct !{!6, !7, !"select_bitcast_fusion_wrapped: argument 0"}
!7 = distinct !{!7, !"select_bitcast_fusion_wrapped"}
!8 = !{!9}
!9 = distinct !{!9, !7, !"select_bitcast_fusion_wrapped: argument 1"}
