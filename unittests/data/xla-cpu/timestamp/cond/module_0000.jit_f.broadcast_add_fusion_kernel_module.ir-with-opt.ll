; ModuleID = '__compute_module_broadcast_add_fusion_kernel_module'
source_filename = "__compute_module_broadcast_add_fusion_kernel_module"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, target_mem: none) uwtable
define noalias noundef ptr @broadcast_add_fusion(ptr nofree readonly captures(none) %0) local_unnamed_addr #0 {
broadcast_add_fusion_wrapped.exit:
  %1 = getelementptr inbounds nuw i8, ptr %0, i64 24
  %2 = load ptr, ptr %1, align 8, !invariant.load !3
  %3 = load ptr, ptr %2, align 8, !invariant.load !3, !dereferenceable !4
  %4 = getelementptr inbounds nuw i8, ptr %2, i64 16
  %5 = load ptr, ptr %4, align 8, !invariant.load !3, !dereferenceable !4
  tail call void @llvm.experimental.noalias.scope.decl(metadata !5)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !8)
  %6 = load float, ptr %3, align 4, !invariant.load !3, !alias.scope !5, !noalias !8
  %7 = tail call float @llvm.cos.f32(float %6)
  %8 = fadd float %7, 1.000000e+00
  store float %8, ptr %5, align 4, !alias.scope !8, !noalias !5
  %9 = getelementptr inbounds nuw i8, ptr %3, i64 4
  %10 = load float, ptr %9, align 4, !invariant.load !3, !alias.scope !5, !noalias !8
  %11 = tail call float @llvm.cos.f32(float %10)
  %12 = fadd float %11, 1.000000e+00
  %13 = getelementptr inbounds nuw i8, ptr %5, i64 4
  store float %12, ptr %13, align 4, !alias.scope !8, !noalias !5
  %14 = getelementptr inbounds nuw i8, ptr %3, i64 8
  %15 = load float, ptr %14, align 4, !invariant.load !3, !alias.scope !5, !noalias !8
  %16 = tail call float @llvm.cos.f32(float %15)
  %17 = fadd float %16, 1.000000e+00
  %18 = getelementptr inbounds nuw i8, ptr %5, i64 8
  store float %17, ptr %18, align 4, !alias.scope !8, !noalias !5
  %19 = getelementptr inbounds nuw i8, ptr %3, i64 12
  %20 = load float, ptr %19, align 4, !invariant.load !3, !alias.scope !5, !noalias !8
  %21 = tail call float @llvm.cos.f32(float %20)
  %22 = fadd float %21, 1.000000e+00
  %23 = getelementptr inbounds nuw i8, ptr %5, i64 12
  store float %22, ptr %23, align 4, !alias.scope !8, !noalias !5
  %24 = getelementptr inbounds nuw i8, ptr %3, i64 16
  %25 = load float, ptr %24, align 4, !invariant.load !3, !alias.scope !5, !noalias !8
  %26 = tail call float @llvm.cos.f32(float %25)
  %27 = fadd float %26, 1.000000e+00
  %28 = getelementptr inbounds nuw i8, ptr %5, i64 16
  store float %27, ptr %28, align 4, !alias.scope !8, !noalias !5
  %29 = getelementptr inbounds nuw i8, ptr %3, i64 20
  %30 = load float, ptr %29, align 4, !invariant.load !3, !alias.scope !5, !noalias !8
  %31 = tail call float @llvm.cos.f32(float %30)
  %32 = fadd float %31, 1.000000e+00
  %33 = getelementptr inbounds nuw i8, ptr %5, i64 20
  store float %32, ptr %33, align 4, !alias.scope !8, !noalias !5
  %34 = getelementptr inbounds nuw i8, ptr %3, i64 24
  %35 = load float, ptr %34, align 4, !invariant.load !3, !alias.scope !5, !noalias !8
  %36 = tail call float @llvm.cos.f32(float %35)
  %37 = fadd float %36, 1.000000e+00
  %38 = getelementptr inbounds nuw i8, ptr %5, i64 24
  store float %37, ptr %38, align 4, !alias.scope !8, !noalias !5
  %39 = getelementptr inbounds nuw i8, ptr %3, i64 28
  %40 = load float, ptr %39, align 4, !invariant.load !3, !alias.scope !5, !noalias !8
  %41 = tail call float @llvm.cos.f32(float %40)
  %42 = fadd float %41, 1.000000e+00
  %43 = getelementptr inbounds nuw i8, ptr %5, i64 28
  store float %42, ptr %43, align 4, !alias.scope !8, !noalias !5
  ret ptr null
}

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.cos.f32(float) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #2

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, target_mem: none) uwtable "frame-pointer"="all" "prefer-vector-width"="256" }
attributes #1 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }

!llvm.module.flags = !{!0, !1}
!xla_cpu_memory_region_name = !{!2}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{i32 1, !"xla_dylib_index", i64 0}
!2 = !{!"xla_cpu_emitter__loop_fusion_kernel_emitter__hlo_opcode__fusion"}
!3 = !{}
!4 = !{i64 32}
!5 = !{!6}
!6 = distinct !{!6, !7, !"broadcast_add_fusion_wrapped: argument 0"}
!7 = distinct !{!7, !"broadcast_add_fusion_wrapped"}
!8 = !{!9}
!9 = distinct !{!9, !7, !"broadcast_add_fusion_wrapped: argument 1"}
