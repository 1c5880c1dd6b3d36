; ModuleID = '__compute_module_wrapped_reduce_kernel_module'
source_filename = "__compute_module_wrapped_reduce_kernel_module"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, target_mem: none) uwtable
define noalias noundef ptr @wrapped_reduce(ptr nofree readonly captures(none) %0) local_unnamed_addr #0 {
vector.ph:
  %1 = getelementptr inbounds nuw i8, ptr %0, i64 24
  %2 = load ptr, ptr %1, align 8, !invariant.load !3
  %3 = load ptr, ptr %2, align 8, !invariant.load !3, !dereferenceable !4
  %4 = getelementptr inbounds nuw i8, ptr %2, i64 32
  %5 = load ptr, ptr %4, align 8, !invariant.load !3, !dereferenceable !5
  tail call void @llvm.experimental.noalias.scope.decl(metadata !6)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !9)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !11)
  %6 = getelementptr inbounds nuw i8, ptr %2, i64 16
  %7 = load ptr, ptr %6, align 8, !invariant.load !3, !dereferenceable !13
  %8 = load float, ptr %7, align 4, !invariant.load !3, !alias.scope !9, !noalias !14
  %broadcast.splatinsert = insertelement <4 x float> poison, float %8, i64 0
  %broadcast.splat = shufflevector <4 x float> %broadcast.splatinsert, <4 x float> poison, <4 x i32> zeroinitializer
  %9 = getelementptr inbounds nuw i8, ptr %3, i64 20
  %10 = getelementptr inbounds nuw i8, ptr %3, i64 40
  %11 = getelementptr inbounds nuw i8, ptr %3, i64 60
  %12 = load <4 x float>, ptr %3, align 4
  %13 = load float, ptr %9, align 4, !invariant.load !3, !alias.scope !6, !noalias !15
  %14 = load float, ptr %10, align 4, !invariant.load !3, !alias.scope !6, !noalias !15
  %15 = load float, ptr %11, align 4, !invariant.load !3, !alias.scope !6, !noalias !15
  %16 = insertelement <4 x float> %12, float %13, i64 1
  %17 = insertelement <4 x float> %16, float %14, i64 2
  %18 = insertelement <4 x float> %17, float %15, i64 3
  %19 = fadd reassoc <4 x float> %broadcast.splat, %18
  %20 = getelementptr inbounds nuw i8, ptr %3, i64 4
  %21 = getelementptr inbounds nuw i8, ptr %3, i64 24
  %22 = getelementptr inbounds nuw i8, ptr %3, i64 44
  %23 = getelementptr inbounds nuw i8, ptr %3, i64 64
  %24 = load <4 x float>, ptr %20, align 4
  %25 = load float, ptr %21, align 4, !invariant.load !3, !alias.scope !6, !noalias !15
  %26 = load float, ptr %22, align 4, !invariant.load !3, !alias.scope !6, !noalias !15
  %27 = load float, ptr %23, align 4, !invariant.load !3, !alias.scope !6, !noalias !15
  %28 = insertelement <4 x float> %24, float %25, i64 1
  %29 = insertelement <4 x float> %28, float %26, i64 2
  %30 = insertelement <4 x float> %29, float %27, i64 3
  %31 = fadd reassoc <4 x float> %19, %30
  %32 = getelementptr inbounds nuw i8, ptr %3, i64 8
  %33 = getelementptr inbounds nuw i8, ptr %3, i64 28
  %34 = getelementptr inbounds nuw i8, ptr %3, i64 48
  %35 = getelementptr inbounds nuw i8, ptr %3, i64 68
  %36 = load <4 x float>, ptr %32, align 4
  %37 = load float, ptr %33, align 4, !invariant.load !3, !alias.scope !6, !noalias !15
  %38 = load float, ptr %34, align 4, !invariant.load !3, !alias.scope !6, !noalias !15
  %39 = load float, ptr %35, align 4, !invariant.load !3, !alias.scope !6, !noalias !15
  %40 = insertelement <4 x float> %36, float %37, i64 1
  %41 = insertelement <4 x float> %40, float %38, i64 2
  %42 = insertelement <4 x float> %41, float %39, i64 3
  %43 = fadd reassoc <4 x float> %31, %42
  %44 = getelementptr inbounds nuw i8, ptr %3, i64 12
  %45 = getelementptr inbounds nuw i8, ptr %3, i64 32
  %46 = getelementptr inbounds nuw i8, ptr %3, i64 52
  %47 = getelementptr inbounds nuw i8, ptr %3, i64 72
  %48 = load <4 x float>, ptr %44, align 4
  %49 = load float, ptr %45, align 4, !invariant.load !3, !alias.scope !6, !noalias !15
  %50 = load float, ptr %46, align 4, !invariant.load !3, !alias.scope !6, !noalias !15
  %51 = load float, ptr %47, align 4, !invariant.load !3, !alias.scope !6, !noalias !15
  %52 = insertelement <4 x float> %48, float %49, i64 1
  %53 = insertelement <4 x float> %52, float %50, i64 2
  %54 = insertelement <4 x float> %53, float %51, i64 3
  %55 = fadd reassoc <4 x float> %43, %54
  %56 = getelementptr inbounds nuw i8, ptr %3, i64 16
  %57 = getelementptr inbounds nuw i8, ptr %3, i64 36
  %58 = getelementptr inbounds nuw i8, ptr %3, i64 56
  %59 = getelementptr inbounds nuw i8, ptr %3, i64 76
  %60 = load <4 x float>, ptr %56, align 4
  %61 = load float, ptr %57, align 4, !invariant.load !3, !alias.scope !6, !noalias !15
  %62 = load float, ptr %58, align 4, !invariant.load !3, !alias.scope !6, !noalias !15
  %63 = load float, ptr %59, align 4, !invariant.load !3, !alias.scope !6, !noalias !15
  %64 = insertelement <4 x float> %60, float %61, i64 1
  %65 = insertelement <4 x float> %64, float %62, i64 2
  %66 = insertelement <4 x float> %65, float %63, i64 3
  %67 = fadd reassoc <4 x float> %55, %66
  store <4 x float> %67, ptr %5, align 4, !alias.scope !11, !noalias !16
  ret ptr null
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #1

attributes #0 = { nofree norecurse nosync nounwind memory(readwrite, target_mem: none) uwtable "frame-pointer"="all" "prefer-vector-width"="256" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }

!llvm.module.flags = !{!0, !1}
!xla_cpu_memory_region_name = !{!2}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{i32 1, !"xla_dylib_index", i64 10}
!2 = !{!"xla_cpu_emitter__loop_fusion_kernel_emitter__hlo_opcode__fusion"}
!3 = !{}
!4 = !{i64 80}
!5 = !{i64 16}
!6 = !{!7}
!7 = distinct !{!7, !8, !"wrapped_reduce_wrapped: argument 0"}
!8 = distinct !{!8, !"wrapped_reduce_wrapped"}
!9 = !{!10}
!10 = distinct !{!10, !8, !"wrapped_reduce_wrapped: argument 1"}
!11 = !{!12}
!12 = distinct !{!12, !8, !"wrapped_reduce_wrapped: argument 2"}
!13 = !{i64 4}
!14 = !{!7, !12}
!15 = !{!10, !12}
!16 = !{!7, !10}
