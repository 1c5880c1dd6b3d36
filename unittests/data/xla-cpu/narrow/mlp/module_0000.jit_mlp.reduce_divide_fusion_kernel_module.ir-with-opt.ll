; ModuleID = '__compute_module_reduce_divide_fusion_kernel_module'
source_filename = "__compute_module_reduce_divide_fusion_kernel_module"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, target_mem: none) uwtable
define noalias noundef ptr @reduce_divide_fusion(ptr nofree readonly captures(none) %0) local_unnamed_addr #0 {
vector.ph:
  %1 = getelementptr inbounds nuw i8, ptr %0, i64 24
  %2 = load ptr, ptr %1, align 8, !invariant.load !3
  %3 = load ptr, ptr %2, align 8, !invariant.load !3, !dereferenceable !4
  %4 = getelementptr inbounds nuw i8, ptr %2, i64 16
  %5 = load ptr, ptr %4, align 8, !invariant.load !3, !dereferenceable !5
  tail call void @llvm.experimental.noalias.scope.decl(metadata !6)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !9)
  %6 = getelementptr inbounds nuw i8, ptr %3, i64 20
  %7 = getelementptr inbounds nuw i8, ptr %3, i64 40
  %8 = getelementptr inbounds nuw i8, ptr %3, i64 60
  %9 = load <4 x float>, ptr %3, align 4
  %10 = load float, ptr %6, align 4, !invariant.load !3, !alias.scope !6, !noalias !9
  %11 = load float, ptr %7, align 4, !invariant.load !3, !alias.scope !6, !noalias !9
  %12 = load float, ptr %8, align 4, !invariant.load !3, !alias.scope !6, !noalias !9
  %13 = insertelement <4 x float> %9, float %10, i64 1
  %14 = insertelement <4 x float> %13, float %11, i64 2
  %15 = insertelement <4 x float> %14, float %12, i64 3
  %16 = fadd reassoc <4 x float> %15, zeroinitializer
  %17 = getelementptr inbounds nuw i8, ptr %3, i64 4
  %18 = getelementptr inbounds nuw i8, ptr %3, i64 24
  %19 = getelementptr inbounds nuw i8, ptr %3, i64 44
  %20 = getelementptr inbounds nuw i8, ptr %3, i64 64
  %21 = load <4 x float>, ptr %17, align 4
  %22 = load float, ptr %18, align 4, !invariant.load !3, !alias.scope !6, !noalias !9
  %23 = load float, ptr %19, align 4, !invariant.load !3, !alias.scope !6, !noalias !9
  %24 = load float, ptr %20, align 4, !invariant.load !3, !alias.scope !6, !noalias !9
  %25 = insertelement <4 x float> %21, float %22, i64 1
  %26 = insertelement <4 x float> %25, float %23, i64 2
  %27 = insertelement <4 x float> %26, float %24, i64 3
  %28 = fadd reassoc <4 x float> %16, %27
  %29 = getelementptr inbounds nuw i8, ptr %3, i64 8
  %30 = getelementptr inbounds nuw i8, ptr %3, i64 28
  %31 = getelementptr inbounds nuw i8, ptr %3, i64 48
  %32 = getelementptr inbounds nuw i8, ptr %3, i64 68
  %33 = load <4 x float>, ptr %29, align 4
  %34 = load float, ptr %30, align 4, !invariant.load !3, !alias.scope !6, !noalias !9
  %35 = load float, ptr %31, align 4, !invariant.load !3, !alias.scope !6, !noalias !9
  %36 = load float, ptr %32, align 4, !invariant.load !3, !alias.scope !6, !noalias !9
  %37 = insertelement <4 x float> %33, float %34, i64 1
  %38 = insertelement <4 x float> %37, float %35, i64 2
  %39 = insertelement <4 x float> %38, float %36, i64 3
  %40 = fadd reassoc <4 x float> %28, %39
  %41 = getelementptr inbounds nuw i8, ptr %3, i64 12
  %42 = getelementptr inbounds nuw i8, ptr %3, i64 32
  %43 = getelementptr inbounds nuw i8, ptr %3, i64 52
  %44 = getelementptr inbounds nuw i8, ptr %3, i64 72
  %45 = load <4 x float>, ptr %41, align 4
  %46 = load float, ptr %42, align 4, !invariant.load !3, !alias.scope !6, !noalias !9
  %47 = load float, ptr %43, align 4, !invariant.load !3, !alias.scope !6, !noalias !9
  %48 = load float, ptr %44, align 4, !invariant.load !3, !alias.scope !6, !noalias !9
  %49 = insertelement <4 x float> %45, float %46, i64 1
  %50 = insertelement <4 x float> %49, float %47, i64 2
  %51 = insertelement <4 x float> %50, float %48, i64 3
  %52 = fadd reassoc <4 x float> %40, %51
  %53 = getelementptr inbounds nuw i8, ptr %3, i64 16
  %54 = getelementptr inbounds nuw i8, ptr %3, i64 36
  %55 = getelementptr inbounds nuw i8, ptr %3, i64 56
  %56 = getelementptr inbounds nuw i8, ptr %3, i64 76
  %57 = load <4 x float>, ptr %53, align 4
  %58 = load float, ptr %54, align 4, !invariant.load !3, !alias.scope !6, !noalias !9
  %59 = load float, ptr %55, align 4, !invariant.load !3, !alias.scope !6, !noalias !9
  %60 = load float, ptr %56, align 4, !invariant.load !3, !alias.scope !6, !noalias !9
  %61 = insertelement <4 x float> %57, float %58, i64 1
  %62 = insertelement <4 x float> %61, float %59, i64 2
  %63 = insertelement <4 x float> %62, float %60, i64 3
  %64 = fadd reassoc <4 x float> %52, %63
  %65 = fdiv <4 x float> splat (float 1.000000e+00), %64
  store <4 x float> %65, ptr %5, align 4, !alias.scope !9, !noalias !6
  ret ptr null
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #1

attributes #0 = { nofree norecurse nosync nounwind memory(readwrite, target_mem: none) uwtable "frame-pointer"="all" "prefer-vector-width"="256" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }

!llvm.module.flags = !{!0, !1}
!xla_cpu_memory_region_name = !{!2}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{i32 1, !"xla_dylib_index", i64 3}
!2 = !{!"xla_cpu_emitter__loop_fusion_kernel_emitter__hlo_opcode__fusion"}
!3 = !{}
!4 = !{i64 80}
!5 = !{i64 16}
!6 = !{!7}
!7 = distinct !{!7, !8, !"reduce_divide_fusion_wrapped: argument 0"}
!8 = distinct !{!8, !"reduce_divide_fusion_wrapped"}
!9 = !{!10}
!10 = distinct !{!10, !8, !"reduce_divide_fusion_wrapped: argument 1"}
