; ModuleID = '__compute_module_add_maximum_fusion_kernel_module'
source_filename = "__compute_module_add_maximum_fusion_kernel_module"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, target_mem: none) uwtable
define noalias noundef ptr @add_maximum_fusion(ptr nofree readonly captures(none) %0) local_unnamed_addr #0 {
add_maximum_fusion_wrapped.exit:
  %1 = getelementptr inbounds nuw i8, ptr %0, i64 24
  %2 = load ptr, ptr %1, align 8, !invariant.load !3
  %3 = load ptr, ptr %2, align 8, !invariant.load !3, !dereferenceable !4
  %4 = getelementptr inbounds nuw i8, ptr %2, i64 16
  %5 = load ptr, ptr %4, align 8, !invariant.load !3, !dereferenceable !4
  %6 = getelementptr inbounds nuw i8, ptr %2, i64 32
  %7 = load ptr, ptr %6, align 8, !invariant.load !3, !dereferenceable !4
  tail call void @llvm.experimental.noalias.scope.decl(metadata !5)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !8)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !10)
  %8 = load i32, ptr %3, align 4, !invariant.load !3, !alias.scope !5, !noalias !12
  %9 = load i32, ptr %5, align 4, !invariant.load !3, !alias.scope !8, !noalias !13
  %10 = xor i32 %9, %8
  %11 = lshr i32 %10, 9
  %12 = or disjoint i32 %11, 1065353216
  %13 = bitcast i32 %12 to float
  %14 = fadd nnan float %13, -1.000000e+00
  %15 = fmul nnan float %14, 2.000000e+00
  %16 = fadd float %15, -1.000000e+00
  %17 = tail call float @llvm.maximum.f32(float %16, float -1.000000e+00)
  store float %17, ptr %7, align 4, !alias.scope !10, !noalias !14
  %18 = getelementptr inbounds nuw i8, ptr %3, i64 4
  %19 = load i32, ptr %18, align 4, !invariant.load !3, !alias.scope !5, !noalias !12
  %20 = getelementptr inbounds nuw i8, ptr %5, i64 4
  %21 = load i32, ptr %20, align 4, !invariant.load !3, !alias.scope !8, !noalias !13
  %22 = xor i32 %21, %19
  %23 = lshr i32 %22, 9
  %24 = or disjoint i32 %23, 1065353216
  %25 = bitcast i32 %24 to float
  %26 = fadd nnan float %25, -1.000000e+00
  %27 = fmul nnan float %26, 2.000000e+00
  %28 = fadd float %27, -1.000000e+00
  %29 = tail call float @llvm.maximum.f32(float %28, float -1.000000e+00)
  %30 = getelementptr inbounds nuw i8, ptr %7, i64 4
  store float %29, ptr %30, align 4, !alias.scope !10, !noalias !14
  %31 = getelementptr inbounds nuw i8, ptr %3, i64 8
  %32 = load i32, ptr %31, align 4, !invariant.load !3, !alias.scope !5, !noalias !12
  %33 = getelementptr inbounds nuw i8, ptr %5, i64 8
  %34 = load i32, ptr %33, align 4, !invariant.load !3, !alias.scope !8, !noalias !13
  %35 = xor i32 %34, %32
  %36 = lshr i32 %35, 9
  %37 = or disjoint i32 %36, 1065353216
  %38 = bitcast i32 %37 to float
  %39 = fadd nnan float %38, -1.000000e+00
  %40 = fmul nnan float %39, 2.000000e+00
  %41 = fadd float %40, -1.000000e+00
  %42 = tail call float @llvm.maximum.f32(float %41, float -1.000000e+00)
  %43 = getelementptr inbounds nuw i8, ptr %7, i64 8
  store float %42, ptr %43, align 4, !alias.scope !10, !noalias !14
  %44 = getelementptr inbounds nuw i8, ptr %3, i64 12
  %45 = load i32, ptr %44, align 4, !invariant.load !3, !alias.scope !5, !noalias !12
  %46 = getelementptr inbounds nuw i8, ptr %5, i64 12
  %47 = load i32, ptr %46, align 4, !invariant.load !3, !alias.scope !8, !noalias !13
  %48 = xor i32 %47, %45
  %49 = lshr i32 %48, 9
  %50 = or disjoint i32 %49, 1065353216
  %51 = bitcast i32 %50 to float
  %52 = fadd nnan float %51, -1.000000e+00
  %53 = fmul nnan float %52, 2.000000e+00
  %54 = fadd float %53, -1.000000e+00
  %55 = tail call float @llvm.maximum.f32(float %54, float -1.000000e+00)
  %56 = getelementptr inbounds nuw i8, ptr %7, i64 12
  store float %55, ptr %56, align 4, !alias.scope !10, !noalias !14
  %57 = getelementptr inbounds nuw i8, ptr %3, i64 16
  %58 = load i32, ptr %57, align 4, !invariant.load !3, !alias.scope !5, !noalias !12
  %59 = getelementptr inbounds nuw i8, ptr %5, i64 16
  %60 = load i32, ptr %59, align 4, !invariant.load !3, !alias.scope !8, !noalias !13
  %61 = xor i32 %60, %58
  %62 = lshr i32 %61, 9
  %63 = or disjoint i32 %62, 1065353216
  %64 = bitcast i32 %63 to float
  %65 = fadd nnan float %64, -1.000000e+00
  %66 = fmul nnan float %65, 2.000000e+00
  %67 = fadd float %66, -1.000000e+00
  %68 = tail call float @llvm.maximum.f32(float %67, float -1.000000e+00)
  %69 = getelementptr inbounds nuw i8, ptr %7, i64 16
  store float %68, ptr %69, align 4, !alias.scope !10, !noalias !14
  ret ptr null
}

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maximum.f32(float, float) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #2

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, target_mem: none) uwtable "frame-pointer"="all" "prefer-vector-width"="256" }
attributes #1 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }

!llvm.module.flags = !{!0, !1}
!xla_cpu_memory_region_name = !{!2}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{i32 1, !"xla_dylib_index", i64 5}
!2 = !{!"xla_cpu_emitter__loop_fusion_kernel_emitter__hlo_opcode__fusion"}
!3 = !{}
!4 = !{i64 20}
!5 = !{!6}
!6 = distinct !{!6, !7, !"add_maximum_fusion_wrapped: argument 0"}
!7 = distinct !{!7, !"add_maximum_fusion_wrapped"}
!8 = !{!9}
!9 = distinct !{!9, !7, !"add_maximum_fusion_wrapped: argument 1"}
!10 = !{!11}
!11 = distinct !{!11, !7, !"add_maximum_fusion_wrapped: argument 2"}
!12 = !{!9, !11}
!13 = !{!6, !11}
!14 = !{!6, !9}
