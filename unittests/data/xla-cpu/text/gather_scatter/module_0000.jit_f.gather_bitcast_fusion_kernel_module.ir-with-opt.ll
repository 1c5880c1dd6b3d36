; ModuleID = '__compute_module_gather_bitcast_fusion_kernel_module'
source_filename = "__compute_module_gather_bitcast_fusion_kernel_module"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, target_mem: none) uwtable
define noalias noundef ptr @gather_bitcast_fusion(ptr nofree readonly captures(none) %0) local_unnamed_addr #0 {
vector.ph:
  %1 = getelementptr inbounds nuw i8, ptr %0, i64 24
  %2 = load ptr, ptr %1, align 8, !invariant.load !3
  %3 = load ptr, ptr %2, align 8, !invariant.load !3, !dereferenceable !4
  %4 = getelementptr inbounds nuw i8, ptr %2, i64 16
  %5 = load ptr, ptr %4, align 8, !invariant.load !3, !dereferenceable !5
  %6 = getelementptr inbounds nuw i8, ptr %2, i64 32
  %7 = load ptr, ptr %6, align 8, !invariant.load !3, !dereferenceable !6
  tail call void @llvm.experimental.noalias.scope.decl(metadata !7)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !10)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !12)
  %8 = getelementptr inbounds nuw i8, ptr %5, i64 4
  %9 = getelementptr inbounds nuw i8, ptr %5, i64 8
  %10 = getelementptr inbounds nuw i8, ptr %5, i64 12
  %11 = load i32, ptr %5, align 4, !invariant.load !3, !alias.scope !10, !noalias !14
  %12 = load i32, ptr %8, align 4, !invariant.load !3, !alias.scope !10, !noalias !14
  %13 = load i32, ptr %9, align 4, !invariant.load !3, !alias.scope !10, !noalias !14
  %14 = load i32, ptr %10, align 4, !invariant.load !3, !alias.scope !10, !noalias !14
  %15 = icmp slt i32 %11, 0
  %16 = icmp slt i32 %12, 0
  %17 = icmp slt i32 %13, 0
  %18 = icmp slt i32 %14, 0
  %19 = add i32 %11, 10
  %20 = add i32 %12, 10
  %21 = add i32 %13, 10
  %22 = add i32 %14, 10
  %23 = select i1 %15, i32 %19, i32 %11
  %24 = select i1 %16, i32 %20, i32 %12
  %25 = select i1 %17, i32 %21, i32 %13
  %26 = select i1 %18, i32 %22, i32 %14
  %27 = tail call i32 @llvm.smax.i32(i32 %23, i32 0)
  %28 = tail call i32 @llvm.smax.i32(i32 %24, i32 0)
  %29 = tail call i32 @llvm.smax.i32(i32 %25, i32 0)
  %30 = tail call i32 @llvm.smax.i32(i32 %26, i32 0)
  %31 = tail call i32 @llvm.umin.i32(i32 %27, i32 9)
  %32 = tail call i32 @llvm.umin.i32(i32 %28, i32 9)
  %33 = tail call i32 @llvm.umin.i32(i32 %29, i32 9)
  %34 = tail call i32 @llvm.umin.i32(i32 %30, i32 9)
  %35 = shl nuw nsw i32 %31, 2
  %36 = shl nuw nsw i32 %32, 2
  %37 = shl nuw nsw i32 %33, 2
  %38 = shl nuw nsw i32 %34, 2
  %39 = zext nneg i32 %35 to i64
  %40 = zext nneg i32 %36 to i64
  %41 = zext nneg i32 %37 to i64
  %42 = zext nneg i32 %38 to i64
  %43 = getelementptr [4 x i8], ptr %3, i64 %39
  %44 = getelementptr [4 x i8], ptr %3, i64 %40
  %45 = getelementptr [4 x i8], ptr %3, i64 %41
  %46 = getelementptr [4 x i8], ptr %3, i64 %42
  %47 = load float, ptr %43, align 4, !invariant.load !3, !alias.scope !7, !noalias !15
  %48 = load float, ptr %44, align 4, !invariant.load !3, !alias.scope !7, !noalias !15
  %49 = load float, ptr %45, align 4, !invariant.load !3, !alias.scope !7, !noalias !15
  %50 = load float, ptr %46, align 4, !invariant.load !3, !alias.scope !7, !noalias !15
  %51 = insertelement <4 x float> poison, float %47, i64 0
  %52 = insertelement <4 x float> %51, float %48, i64 1
  %53 = insertelement <4 x float> %52, float %49, i64 2
  %54 = insertelement <4 x float> %53, float %50, i64 3
  %55 = getelementptr i8, ptr %43, i64 4
  %56 = getelementptr i8, ptr %44, i64 4
  %57 = getelementptr i8, ptr %45, i64 4
  %58 = getelementptr i8, ptr %46, i64 4
  %59 = load float, ptr %55, align 4, !invariant.load !3, !alias.scope !7, !noalias !15
  %60 = load float, ptr %56, align 4, !invariant.load !3, !alias.scope !7, !noalias !15
  %61 = load float, ptr %57, align 4, !invariant.load !3, !alias.scope !7, !noalias !15
  %62 = load float, ptr %58, align 4, !invariant.load !3, !alias.scope !7, !noalias !15
  %63 = insertelement <4 x float> poison, float %59, i64 0
  %64 = insertelement <4 x float> %63, float %60, i64 1
  %65 = insertelement <4 x float> %64, float %61, i64 2
  %66 = insertelement <4 x float> %65, float %62, i64 3
  %67 = getelementptr i8, ptr %43, i64 8
  %68 = getelementptr i8, ptr %44, i64 8
  %69 = getelementptr i8, ptr %45, i64 8
  %70 = getelementptr i8, ptr %46, i64 8
  %71 = load float, ptr %67, align 4, !invariant.load !3, !alias.scope !7, !noalias !15
  %72 = load float, ptr %68, align 4, !invariant.load !3, !alias.scope !7, !noalias !15
  %73 = load float, ptr %69, align 4, !invariant.load !3, !alias.scope !7, !noalias !15
  %74 = load float, ptr %70, align 4, !invariant.load !3, !alias.scope !7, !noalias !15
  %75 = insertelement <4 x float> poison, float %71, i64 0
  %76 = insertelement <4 x float> %75, float %72, i64 1
  %77 = insertelement <4 x float> %76, float %73, i64 2
  %78 = insertelement <4 x float> %77, float %74, i64 3
  %79 = getelementptr i8, ptr %43, i64 12
  %80 = getelementptr i8, ptr %44, i64 12
  %81 = getelementptr i8, ptr %45, i64 12
  %82 = getelementptr i8, ptr %46, i64 12
  %83 = load float, ptr %79, align 4, !invariant.load !3, !alias.scope !7, !noalias !15
  %84 = load float, ptr %80, align 4, !invariant.load !3, !alias.scope !7, !noalias !15
  %85 = load float, ptr %81, align 4, !invariant.load !3, !alias.scope !7, !noalias !15
  %86 = load float, ptr %82, align 4, !invariant.load !3, !alias.scope !7, !noalias !15
  %87 = insertelement <4 x float> poison, float %83, i64 0
  %88 = insertelement <4 x float> %87, float %84, i64 1
  %89 = insertelement <4 x float> %88, float %85, i64 2
  %90 = insertelement <4 x float> %89, float %86, i64 3
  %91 = shufflevector <4 x float> %54, <4 x float> %66, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %92 = shufflevector <4 x float> %78, <4 x float> %90, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %interleaved.vec = shufflevector <8 x float> %91, <8 x float> %92, <16 x i32> <i32 0, i32 4, i32 8, i32 12, i32 1, i32 5, i32 9, i32 13, i32 2, i32 6, i32 10, i32 14, i32 3, i32 7, i32 11, i32 15>
  store <16 x float> %interleaved.vec, ptr %7, align 4, !alias.scope !12, !noalias !16
  ret ptr null
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #3

attributes #0 = { nofree norecurse nosync nounwind memory(readwrite, target_mem: none) uwtable "frame-pointer"="all" "prefer-vector-width"="256" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #2 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1}
!xla_cpu_memory_region_name = !{!2}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{i32 1, !"xla_dylib_index", i64 5}
!2 = !{!"xla_cpu_emitter__loop_fusion_kernel_emitter__hlo_opcode__fusion"}
!3 = !{}
!4 = !{i64 160}
!5 = !{i64 16}
!6 = !{i64 64}
!7 = !{!8}
!8 = distinct !{!8, !9, !"gather_bitcast_fusion_wrapped: argument 0"}
!9 = distinct !{!9, !"gather_bitcast_fusion_wrapped"}
!10 = !{!11}
!11 = distinct !{!11, !9, !"gather_bitcast_fusion_wrapped: argument 1"}
!12 = !{!13}
!13 = distinct !{!13, !9, !"gather_bitcast_fusion_wrapped: argument 2"}
!14 = !{!8, !13}
!15 = !{!11, !13}
!16 = !{!8, !11}
