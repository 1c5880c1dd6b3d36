; ModuleID = '__compute_module_broadcast_add_fusion.10_kernel_module'
source_filename = "__compute_module_broadcast_add_fusion.10_kernel_module"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, target_mem: none) uwtable
define noalias noundef ptr @broadcast_add_fusion.10(ptr nofree readonly captures(none) %0) local_unnamed_addr #0 {
vector.ph:
  %1 = getelementptr inbounds nuw i8, ptr %0, i64 24
  %2 = load ptr, ptr %1, align 8, !invariant.load !3
  %3 = getelementptr inbounds nuw i8, ptr %2, i64 16
  %4 = load ptr, ptr %3, align 8, !invariant.load !3, !dereferenceable !4
  tail call void @llvm.experimental.noalias.scope.decl(metadata !5)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !8)
  %5 = load ptr, ptr %2, align 8, !invariant.load !3, !dereferenceable !10
  %6 = getelementptr inbounds nuw i8, ptr %5, i64 28
  %7 = load i32, ptr %6, align 4, !invariant.load !3, !alias.scope !5, !noalias !8
  %invariant.op2 = add i32 %7, 2
  %broadcast.splatinsert6 = insertelement <4 x i32> poison, i32 %invariant.op2, i64 0
  %invariant.op = add i32 %7, 1
  %broadcast.splatinsert4 = insertelement <4 x i32> poison, i32 %invariant.op, i64 0
  %broadcast.splatinsert = insertelement <4 x i32> poison, i32 %7, i64 0
  %8 = shufflevector <4 x i32> %broadcast.splatinsert, <4 x i32> %broadcast.splatinsert4, <8 x i32> <i32 0, i32 0, i32 0, i32 0, i32 4, i32 4, i32 4, i32 4>
  %9 = shufflevector <4 x i32> %broadcast.splatinsert6, <4 x i32> poison, <8 x i32> <i32 0, i32 0, i32 0, i32 0, i32 poison, i32 poison, i32 poison, i32 poison>
  %10 = shufflevector <8 x i32> %8, <8 x i32> %9, <12 x i32> <i32 0, i32 4, i32 8, i32 1, i32 5, i32 9, i32 2, i32 6, i32 10, i32 3, i32 7, i32 11>
  %interleaved.vec = add <12 x i32> %10, <i32 0, i32 0, i32 0, i32 3, i32 3, i32 3, i32 6, i32 6, i32 6, i32 9, i32 9, i32 9>
  store <12 x i32> %interleaved.vec, ptr %4, align 4, !alias.scope !8, !noalias !5
  ret ptr null
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #1

attributes #0 = { nofree norecurse nosync nounwind memory(readwrite, target_mem: none) uwtable "frame-pointer"="all" "prefer-vector-width"="256" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }

!llvm.module.flags = !{!0, !1}
!xla_cpu_memory_region_name = !{!2}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{i32 1, !"xla_dylib_index", i64 7}
!2 = !{!"xla_cpu_emitter__loop_fusion_kernel_emitter__hlo_opcode__fusion"}
!3 = !{}
!4 = !{i64 48}
!5 = !{!6}
!6 = distinct !{!6, !7, !"broadcast_add_fusion.10_wrapped: argument 0"}
!7 = distinct !{!7, !"broadcast_add_fusion.10_wrapped"}
!8 = !{!9}
!9 = distinct !{!9, !7, !"broadcast_add_fusion.10_wrapped: argument 1"}
!10 = !{i64 32}
