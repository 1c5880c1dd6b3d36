; ModuleID = '__compute_module_imag_add_fusion_kernel_module'
source_filename = "__compute_module_imag_add_fusion_kernel_module"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, target_mem: none) uwtable
define noalias noundef ptr @imag_add_fusion(ptr nofree readonly captures(none) %0) local_unnamed_addr #0 {
imag_add_fusion_wrapped.exit:
  %1 = getelementptr inbounds nuw i8, ptr %0, i64 24
  %2 = load ptr, ptr %1, align 8, !invariant.load !3
  %3 = load ptr, ptr %2, align 8, !invariant.load !3, !dereferenceable !4
  %4 = getelementptr inbounds nuw i8, ptr %2, i64 16
  %5 = load ptr, ptr %4, align 8, !invariant.load !3, !dereferenceable !5
  tail call void @llvm.experimental.noalias.scope.decl(metadata !6)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !9)
  %.unpack = load float, ptr %3, align 4, !invariant.load !3, !alias.scope !6, !noalias !9
  %.elt1 = getelementptr inbounds nuw i8, ptr %3, i64 4
  %.unpack2 = load float, ptr %.elt1, align 4, !invariant.load !3, !alias.scope !6, !noalias !9
  %6 = fadd float %.unpack, %.unpack2
  store float %6, ptr %5, align 4, !alias.scope !9, !noalias !6
  %7 = getelementptr inbounds nuw i8, ptr %3, i64 8
  %.unpack.1 = load float, ptr %7, align 4, !invariant.load !3, !alias.scope !6, !noalias !9
  %.elt1.1 = getelementptr inbounds nuw i8, ptr %3, i64 12
  %.unpack2.1 = load float, ptr %.elt1.1, align 4, !invariant.load !3, !alias.scope !6, !noalias !9
  %8 = fadd float %.unpack.1, %.unpack2.1
  %9 = getelementptr inbounds nuw i8, ptr %5, i64 4
  store float %8, ptr %9, align 4, !alias.scope !9, !noalias !6
  %10 = getelementptr inbounds nuw i8, ptr %3, i64 16
  %.unpack.2 = load float, ptr %10, align 4, !invariant.load !3, !alias.scope !6, !noalias !9
  %.elt1.2 = getelementptr inbounds nuw i8, ptr %3, i64 20
  %.unpack2.2 = load float, ptr %.elt1.2, align 4, !invariant.load !3, !alias.scope !6, !noalias !9
  %11 = fadd float %.unpack.2, %.unpack2.2
  %12 = getelementptr inbounds nuw i8, ptr %5, i64 8
  store float %11, ptr %12, align 4, !alias.scope !9, !noalias !6
  %13 = getelementptr inbounds nuw i8, ptr %3, i64 24
  %.unpack.3 = load float, ptr %13, align 4, !invariant.load !3, !alias.scope !6, !noalias !9
  %.elt1.3 = getelementptr inbounds nuw i8, ptr %3, i64 28
  %.unpack2.3 = load float, ptr %.elt1.3, align 4, !invariant.load !3, !alias.scope !6, !noalias !9
  %14 = fadd float %.unpack.3, %.unpack2.3
  %15 = getelementptr inbounds nuw i8, ptr %5, i64 12
  store float %14, ptr %15, align 4, !alias.scope !9, !noalias !6
  %16 = getelementptr inbounds nuw i8, ptr %3, i64 32
  %.unpack.4 = load float, ptr %16, align 4, !invariant.load !3, !alias.scope !6, !noalias !9
  %.elt1.4 = getelementptr inbounds nuw i8, ptr %3, i64 36
  %.unpack2.4 = load float, ptr %.elt1.4, align 4, !invariant.load !3, !alias.scope !6, !noalias !9
  %17 = fadd float %.unpack.4, %.unpack2.4
  %18 = getelementptr inbounds nuw i8, ptr %5, i64 16
  store float %17, ptr %18, align 4, !alias.scope !9, !noalias !6
  %19 = getelementptr inbounds nuw i8, ptr %3, i64 40
  %.unpack.5 = load float, ptr %19, align 4, !invariant.load !3, !alias.scope !6, !noalias !9
  %.elt1.5 = getelementptr inbounds nuw i8, ptr %3, i64 44
  %.unpack2.5 = load float, ptr %.elt1.5, align 4, !invariant.load !3, !alias.scope !6, !noalias !9
  %20 = fadd float %.unpack.5, %.unpack2.5
  %21 = getelementptr inbounds nuw i8, ptr %5, i64 20
  store float %20, ptr %21, align 4, !alias.scope !9, !noalias !6
  %22 = getelementptr inbounds nuw i8, ptr %3, i64 48
  %.unpack.6 = load float, ptr %22, align 4, !invariant.load !3, !alias.scope !6, !noalias !9
  %.elt1.6 = getelementptr inbounds nuw i8, ptr %3, i64 52
  %.unpack2.6 = load float, ptr %.elt1.6, align 4, !invariant.load !3, !alias.scope !6, !noalias !9
  %23 = fadd float %.unpack.6, %.unpack2.6
  %24 = getelementptr inbounds nuw i8, ptr %5, i64 24
  store float %23, ptr %24, align 4, !alias.scope !9, !noalias !6
  %25 = getelementptr inbounds nuw i8, ptr %3, i64 56
  %.unpack.7 = load float, ptr %25, align 4, !invariant.load !3, !alias.scope !6, !noalias !9
  %.elt1.7 = getelementptr inbounds nuw i8, ptr %3, i64 60
  %.unpack2.7 = load float, ptr %.elt1.7, align 4, !invariant.load !3, !alias.scope !6, !noalias !9
  %26 = fadd float %.unpack.7, %.unpack2.7
  %27 = getelementptr inbounds nuw i8, ptr %5, i64 28
  store float %26, ptr %27, align 4, !alias.scope !9, !noalias !6
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
!4 = !{i64 64}
!5 = !{i64 32}
!6 = !{!7}
!7 = distinct !{!7, !8, !"imag_add_fusion_wrapped: argument 0"}
!8 = distinct !{!8, !"imag_add_fusion_wrapped"}
!9 = !{!10}
!10 = distinct !{!10, !8, !"imag_add_fusion_wrapped: argument 1"}
