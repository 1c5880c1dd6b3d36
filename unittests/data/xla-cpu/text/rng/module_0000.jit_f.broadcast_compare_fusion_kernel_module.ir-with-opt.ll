; ModuleID = '__compute_module_broadcast_compare_fusion_kernel_module'
source_filename = "__compute_module_broadcast_compare_fusion_kernel_module"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, target_mem: none) uwtable
define noalias noundef ptr @broadcast_compare_fusion(ptr nofree readonly captures(none) %0) local_unnamed_addr #0 {
broadcast_compare_fusion_wrapped.exit:
  %1 = getelementptr inbounds nuw i8, ptr %0, i64 24
  %2 = load ptr, ptr %1, align 8, !invariant.load !3
  %3 = load ptr, ptr %2, align 8, !invariant.load !3, !dereferenceable !4
  %4 = getelementptr inbounds nuw i8, ptr %2, i64 16
  %5 = load ptr, ptr %4, align 8, !invariant.load !3, !dereferenceable !4
  %6 = getelementptr inbounds nuw i8, ptr %2, i64 32
  %7 = load ptr, ptr %6, align 8, !invariant.load !3, !dereferenceable !5
  tail call void @llvm.experimental.noalias.scope.decl(metadata !6)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !9)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !11)
  %8 = load i32, ptr %3, align 4, !invariant.load !3, !alias.scope !6, !noalias !13
  %9 = load i32, ptr %5, align 4, !invariant.load !3, !alias.scope !9, !noalias !14
  %10 = xor i32 %9, %8
  %11 = lshr i32 %10, 9
  %12 = or disjoint i32 %11, 1065353216
  %13 = bitcast i32 %12 to float
  %14 = fadd float %13, -1.000000e+00
  %15 = tail call float @llvm.maximum.f32(float %14, float 0.000000e+00)
  %16 = fcmp olt float %15, 3.000000e-01
  %17 = zext i1 %16 to i8
  store i8 %17, ptr %7, align 1, !alias.scope !11, !noalias !15
  %18 = getelementptr inbounds nuw i8, ptr %3, i64 4
  %19 = load i32, ptr %18, align 4, !invariant.load !3, !alias.scope !6, !noalias !13
  %20 = getelementptr inbounds nuw i8, ptr %5, i64 4
  %21 = load i32, ptr %20, align 4, !invariant.load !3, !alias.scope !9, !noalias !14
  %22 = xor i32 %21, %19
  %23 = lshr i32 %22, 9
  %24 = or disjoint i32 %23, 1065353216
  %25 = bitcast i32 %24 to float
  %26 = fadd float %25, -1.000000e+00
  %27 = tail call float @llvm.maximum.f32(float %26, float 0.000000e+00)
  %28 = fcmp olt float %27, 3.000000e-01
  %29 = zext i1 %28 to i8
  %30 = getelementptr inbounds nuw i8, ptr %7, i64 1
  store i8 %29, ptr %30, align 1, !alias.scope !11, !noalias !15
  %31 = getelementptr inbounds nuw i8, ptr %3, i64 8
  %32 = load i32, ptr %31, align 4, !invariant.load !3, !alias.scope !6, !noalias !13
  %33 = getelementptr inbounds nuw i8, ptr %5, i64 8
  %34 = load i32, ptr %33, align 4, !invariant.load !3, !alias.scope !9, !noalias !14
  %35 = xor i32 %34, %32
  %36 = lshr i32 %35, 9
  %37 = or disjoint i32 %36, 1065353216
  %38 = bitcast i32 %37 to float
  %39 = fadd float %38, -1.000000e+00
  %40 = tail call float @llvm.maximum.f32(float %39, float 0.000000e+00)
  %41 = fcmp olt float %40, 3.000000e-01
  %42 = zext i1 %41 to i8
  %43 = getelementptr inbounds nuw i8, ptr %7, i64 2
  store i8 %42, ptr %43, align 1, !alias.scope !11, !noalias !15
  %44 = getelementptr inbounds nuw i8, ptr %3, i64 12
  %45 = load i32, ptr %44, align 4, !invariant.load !3, !alias.scope !6, !noalias !13
  %46 = getelementptr inbounds nuw i8, ptr %5, i64 12
  %47 = load i32, ptr %46, align 4, !invariant.load !3, !alias.scope !9, !noalias !14
  %48 = xor i32 %47, %45
  %49 = lshr i32 %48, 9
  %50 = or disjoint i32 %49, 1065353216
  %51 = bitcast i32 %50 to float
  %52 = fadd float %51, -1.000000e+00
  %53 = tail call float @llvm.maximum.f32(float %52, float 0.000000e+00)
  %54 = fcmp olt float %53, 3.000000e-01
  %55 = zext i1 %54 to i8
  %56 = getelementptr inbounds nuw i8, ptr %7, i64 3
  store i8 %55, ptr %56, align 1, !alias.scope !11, !noalias !15
  %57 = getelementptr inbounds nuw i8, ptr %3, i64 16
  %58 = load i32, ptr %57, align 4, !invariant.load !3, !alias.scope !6, !noalias !13
  %59 = getelementptr inbounds nuw i8, ptr %5, i64 16
  %60 = load i32, ptr %59, align 4, !invariant.load !3, !alias.scope !9, !noalias !14
  %61 = xor i32 %60, %58
  %62 = lshr i32 %61, 9
  %63 = or disjoint i32 %62, 1065353216
  %64 = bitcast i32 %63 to float
  %65 = fadd float %64, -1.000000e+00
  %66 = tail call float @llvm.maximum.f32(float %65, float 0.000000e+00)
  %67 = fcmp olt float %66, 3.000000e-01
  %68 = zext i1 %67 to i8
  %69 = getelementptr inbounds nuw i8, ptr %7, i64 4
  store i8 %68, ptr %69, align 1, !alias.scope !11, !noalias !15
  %70 = getelementptr inbounds nuw i8, ptr %3, i64 20
  %71 = load i32, ptr %70, align 4, !invariant.load !3, !alias.scope !6, !noalias !13
  %72 = getelementptr inbounds nuw i8, ptr %5, i64 20
  %73 = load i32, ptr %72, align 4, !invariant.load !3, !alias.scope !9, !noalias !14
  %74 = xor i32 %73, %71
  %75 = lshr i32 %74, 9
  %76 = or disjoint i32 %75, 1065353216
  %77 = bitcast i32 %76 to float
  %78 = fadd float %77, -1.000000e+00
  %79 = tail call float @llvm.maximum.f32(float %78, float 0.000000e+00)
  %80 = fcmp olt float %79, 3.000000e-01
  %81 = zext i1 %80 to i8
  %82 = getelementptr inbounds nuw i8, ptr %7, i64 5
  store i8 %81, ptr %82, align 1, !alias.scope !11, !noalias !15
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
!1 = !{i32 1, !"xla_dylib_index", i64 17}
!2 = !{!"xla_cpu_emitter__loop_fusion_kernel_emitter__hlo_opcode__fusion"}
!3 = !{}
!4 = !{i64 24}
!5 = !{i64 6}
!6 = !{!7}
!7 = distinct !{!7, !8, !"broadcast_compare_fusion_wrapped: argument 0"}
!8 = distinct !{!8, !"broadcast_compare_fusion_wrapped"}
!9 = !{!10}
!10 = distinct !{!10, !8, !"broadcast_compare_fusion_wrapped: argument 1"}
!11 = !{!12}
!12 = distinct !{!12, !8, !"broadcast_compare_fusion_wrapped: argument 2"}
!13 = !{!10, !12}
!14 = !{!7, !12}
!15 = !{!7, !10}
