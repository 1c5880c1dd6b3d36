; ModuleID = '__compute_module_compare_and_fusion_kernel_module'
source_filename = "__compute_module_compare_and_fusion_kernel_module"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, target_mem: none) uwtable
define noalias noundef ptr @compare_and_fusion(ptr nofree readonly captures(none) %0) local_unnamed_addr #0 {
compare_and_fusion_wrapped.exit:
  %1 = getelementptr inbounds nuw i8, ptr %0, i64 24
  %2 = load ptr, ptr %1, align 8, !invariant.load !3
  %3 = load ptr, ptr %2, align 8, !invariant.load !3, !dereferenceable !4
  %4 = getelementptr inbounds nuw i8, ptr %2, i64 16
  %5 = load ptr, ptr %4, align 8, !invariant.load !3, !dereferenceable !4
  tail call void @llvm.experimental.noalias.scope.decl(metadata !5)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !8)
  %6 = load i8, ptr %3, align 1, !invariant.load !3, !alias.scope !5, !noalias !8
  %7 = add i8 %6, -101
  %8 = icmp ult i8 %7, 99
  %9 = zext i1 %8 to i8
  store i8 %9, ptr %5, align 1, !alias.scope !8, !noalias !5
  %10 = getelementptr inbounds nuw i8, ptr %3, i64 1
  %11 = load i8, ptr %10, align 1, !invariant.load !3, !alias.scope !5, !noalias !8
  %12 = add i8 %11, -101
  %13 = icmp ult i8 %12, 99
  %14 = zext i1 %13 to i8
  %15 = getelementptr inbounds nuw i8, ptr %5, i64 1
  store i8 %14, ptr %15, align 1, !alias.scope !8, !noalias !5
  %16 = getelementptr inbounds nuw i8, ptr %3, i64 2
  %17 = load i8, ptr %16, align 1, !invariant.load !3, !alias.scope !5, !noalias !8
  %18 = add i8 %17, -101
  %19 = icmp ult i8 %18, 99
  %20 = zext i1 %19 to i8
  %21 = getelementptr inbounds nuw i8, ptr %5, i64 2
  store i8 %20, ptr %21, align 1, !alias.scope !8, !noalias !5
  %22 = getelementptr inbounds nuw i8, ptr %3, i64 3
  %23 = load i8, ptr %22, align 1, !invariant.load !3, !alias.scope !5, !noalias !8
  %24 = add i8 %23, -101
  %25 = icmp ult i8 %24, 99
  %26 = zext i1 %25 to i8
  %27 = getelementptr inbounds nuw i8, ptr %5, i64 3
  store i8 %26, ptr %27, align 1, !alias.scope !8, !noalias !5
  ret ptr null
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #1

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, target_mem: none) uwtable "frame-pointer"="all" "prefer-vector-width"="256" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }

!llvm.module.flags = !{!0, !1}
!xla_cpu_memory_region_name = !{!2}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{i32 1, !"xla_dylib_index", i64 3}
!2 = !{!"xla_cpu_emitter__loop_fusion_kernel_emitter__hlo_opcode__fusion"}
!3 = !{}
!4 = !{i64 4}
!5 = !{!6}
!6 = distinct !{!6, !7, !"compare_and_fusion_wrapped: argument 0"}
!7 = distinct !{!7, !"compare_and_fusion_wrapped"}
!8 = !{!9}
!9 = distinct !{!9, !7, !"compare_and_fusion_wrapped: argument 1"}
