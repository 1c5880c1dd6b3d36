; ModuleID = '__compute_module_wrapped_reduce-window_kernel_module'
source_filename = "__compute_module_wrapped_reduce-window_kernel_module"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, target_mem: none) uwtable
define noalias noundef ptr @wrapped_reduce-window(ptr nofree readonly captures(none) %0) local_unnamed_addr #0 {
  %2 = getelementptr inbounds nuw i8, ptr %0, i64 24
  %3 = load ptr, ptr %2, align 8, !invariant.load !3
  %4 = load ptr, ptr %3, align 8, !invariant.load !3, !dereferenceable !4
  %5 = getelementptr inbounds nuw i8, ptr %3, i64 16
  %6 = load ptr, ptr %5, align 8, !invariant.load !3, !dereferenceable !5
  %7 = getelementptr inbounds nuw i8, ptr %3, i64 32
  %8 = load ptr, ptr %7, align 8, !invariant.load !3, !dereferenceable !4
  tail call void @llvm.experimental.noalias.scope.decl(metadata !6)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !9)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !11)
  %9 = load float, ptr %6, align 4, !invariant.load !3, !alias.scope !9, !noalias !13
  br label %10

10:                                               ; preds = %1, %69
  %11 = phi i64 [ 0, %1 ], [ %70, %69 ]
  %12 = shl nuw nsw i64 %11, 3
  %13 = getelementptr [4 x i8], ptr %4, i64 %12
  %14 = getelementptr [4 x i8], ptr %8, i64 %12
  br label %.preheader

.preheader:                                       ; preds = %10, %63
  %15 = phi i64 [ 0, %10 ], [ %64, %63 ]
  %16 = getelementptr [4 x i8], ptr %13, i64 %15
  %17 = icmp samesign ugt i64 %15, 6
  br i1 %17, label %.thread, label %22

.thread:                                          ; preds = %.preheader
  %18 = getelementptr i8, ptr %16, i64 -28
  %19 = load float, ptr %18, align 4, !invariant.load !3, !alias.scope !6, !noalias !14
  %20 = fadd reassoc float %9, %19
  %21 = add nuw nsw i64 %15, 1
  br label %.thread4

22:                                               ; preds = %.preheader
  %23 = add nuw nsw i64 %15, 1
  %24 = icmp eq i64 %15, 6
  br i1 %24, label %.thread4, label %30

.thread4:                                         ; preds = %22, %.thread
  %25 = phi i64 [ %21, %.thread ], [ %23, %22 ]
  %26 = phi float [ %20, %.thread ], [ %9, %22 ]
  %27 = getelementptr i8, ptr %16, i64 -24
  %28 = load float, ptr %27, align 4, !invariant.load !3, !alias.scope !6, !noalias !14
  %29 = fadd reassoc float %26, %28
  br label %.thread5

30:                                               ; preds = %22
  %31 = icmp samesign ugt i64 %15, 4
  br i1 %31, label %.thread5, label %37

.thread5:                                         ; preds = %30, %.thread4
  %32 = phi float [ %29, %.thread4 ], [ %9, %30 ]
  %33 = phi i64 [ %25, %.thread4 ], [ %23, %30 ]
  %34 = getelementptr i8, ptr %16, i64 -20
  %35 = load float, ptr %34, align 4, !invariant.load !3, !alias.scope !6, !noalias !14
  %36 = fadd reassoc float %32, %35
  br label %.thread6

37:                                               ; preds = %30
  %38 = icmp eq i64 %15, 4
  br i1 %38, label %.thread6, label %44

.thread6:                                         ; preds = %37, %.thread5
  %39 = phi float [ %36, %.thread5 ], [ %9, %37 ]
  %40 = phi i64 [ %33, %.thread5 ], [ %23, %37 ]
  %41 = getelementptr i8, ptr %16, i64 -16
  %42 = load float, ptr %41, align 4, !invariant.load !3, !alias.scope !6, !noalias !14
  %43 = fadd reassoc float %39, %42
  br label %.thread7

44:                                               ; preds = %37
  %45 = icmp samesign ugt i64 %15, 2
  br i1 %45, label %.thread7, label %51

.thread7:                                         ; preds = %44, %.thread6
  %46 = phi float [ %43, %.thread6 ], [ %9, %44 ]
  %47 = phi i64 [ %40, %.thread6 ], [ %23, %44 ]
  %48 = getelementptr i8, ptr %16, i64 -12
  %49 = load float, ptr %48, align 4, !invariant.load !3, !alias.scope !6, !noalias !14
  %50 = fadd reassoc float %46, %49
  br label %.thread8

51:                                               ; preds = %44
  switch i64 %15, label %57 [
    i64 2, label %.thread8
    i64 0, label %63
  ]

.thread8:                                         ; preds = %51, %.thread7
  %52 = phi float [ %50, %.thread7 ], [ %9, %51 ]
  %53 = phi i64 [ %47, %.thread7 ], [ %23, %51 ]
  %54 = getelementptr i8, ptr %16, i64 -8
  %55 = load float, ptr %54, align 4, !invariant.load !3, !alias.scope !6, !noalias !14
  %56 = fadd reassoc float %52, %55
  br label %57

57:                                               ; preds = %51, %.thread8
  %58 = phi float [ %56, %.thread8 ], [ %9, %51 ]
  %59 = phi i64 [ %53, %.thread8 ], [ %23, %51 ]
  %60 = getelementptr i8, ptr %16, i64 -4
  %61 = load float, ptr %60, align 4, !invariant.load !3, !alias.scope !6, !noalias !14
  %62 = fadd reassoc float %58, %61
  br label %63

63:                                               ; preds = %51, %57
  %64 = phi i64 [ %59, %57 ], [ %23, %51 ]
  %65 = phi float [ %62, %57 ], [ %9, %51 ]
  %66 = load float, ptr %16, align 4, !invariant.load !3, !alias.scope !6, !noalias !14
  %67 = fadd reassoc float %65, %66
  %68 = getelementptr [4 x i8], ptr %14, i64 %15
  store float %67, ptr %68, align 4, !alias.scope !11, !noalias !15
  %exitcond.not = icmp eq i64 %64, 8
  br i1 %exitcond.not, label %69, label %.preheader, !llvm.loop !16

69:                                               ; preds = %63
  %70 = add nuw nsw i64 %11, 1
  %exitcond2.not = icmp eq i64 %70, 6
  br i1 %exitcond2.not, label %wrapped_reduce-window_wrapped.exit, label %10, !llvm.loop !16

wrapped_reduce-window_wrapped.exit:               ; preds = %69
  ret ptr null
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #1

attributes #0 = { nofree norecurse nosync nounwind memory(readwrite, target_mem: none) uwtable "frame-pointer"="all" "prefer-vector-width"="256" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }

!llvm.module.flags = !{!0, !1}
!xla_cpu_memory_region_name = !{!2}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{i32 1, !"xla_dylib_index", i64 5}
!2 = !{!"xla_cpu_emitter__loop_fusion_kernel_emitter__hlo_opcode__fusion"}
!3 = !{}
!4 = !{i64 192}
!5 = !{i64 4}
!6 = !{!7}
!7 = distinct !{!7, !8, !"wrapped_reduce-window_wrapped: argument 0"}
!8 = distinct !{!8, !"wrapped_reduce-window_wrapped"}
!9 = !{!10}
!10 = distinct !{!10, !8, !"wrapped_reduce-window_wrapped: argument 1"}
!11 = !{!12}
!12 = distinct !{!12, !8, !"wrapped_reduce-window_wrapped: argument 2"}
!13 = !{!7, !12}
!14 = !{!10, !12}
!15 = !{!7, !10}
!16 = distinct !{!16, !17}
!17 = !{!"llvm.loop.unroll.disable"}
