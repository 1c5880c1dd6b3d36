; ModuleID = '__compute_module_call_computation_kernel_module'
source_filename = "__compute_module_call_computation_kernel_module"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none, target_mem: none) uwtable
define noalias noundef ptr @call_kernel(ptr nofree readonly captures(none) %0) local_unnamed_addr #0 {
  %args_gep = getelementptr inbounds nuw i8, ptr %0, i64 24
  %args = load ptr, ptr %args_gep, align 8
  %arg5_gep = getelementptr i8, ptr %args, i64 80
  %arg5 = load ptr, ptr %arg5_gep, align 8, !invariant.load !3, !dereferenceable !4, !align !5
  %arg6_gep = getelementptr i8, ptr %args, i64 96
  %arg6 = load ptr, ptr %arg6_gep, align 8, !invariant.load !3, !dereferenceable !6, !align !5
  %arg7_gep = getelementptr i8, ptr %args, i64 112
  %arg7 = load ptr, ptr %arg7_gep, align 8, !invariant.load !3, !dereferenceable !4, !align !5
  %arg9_gep = getelementptr i8, ptr %args, i64 144
  %arg9 = load ptr, ptr %arg9_gep, align 8, !invariant.load !3, !dereferenceable !7, !align !5
  %.pr = load i32, ptr %arg5, align 64, !alias.scope !8, !noalias !11
  %2 = icmp ne i32 %.pr, 1
  %3 = zext i1 %2 to i8
  store i8 %3, ptr %arg9, align 64, !alias.scope !18, !noalias !19
  br i1 %2, label %while.0.body.i.lr.ph, label %return

while.0.body.i.lr.ph:                             ; preds = %1
  %4 = getelementptr inbounds nuw i8, ptr %arg6, i64 8
  br label %while.0.body.i

while.0.body.i:                                   ; preds = %while.0.body.i.lr.ph, %while.0.body.i
  %5 = phi i32 [ %.pr, %while.0.body.i.lr.ph ], [ %22, %while.0.body.i ]
  %6 = load i32, ptr %arg7, align 64, !alias.scope !20, !noalias !22
  %7 = add i32 %6, 1
  store i32 %7, ptr %arg7, align 64, !alias.scope !20, !noalias !26
  %8 = icmp slt i32 %5, 0
  %9 = tail call i32 @llvm.abs.i32(i32 %5, i1 false)
  %10 = and i32 %9, 1
  %11 = sub nsw i32 0, %10
  %12 = select i1 %8, i32 %11, i32 %10
  %.lobit = lshr i32 %12, 31
  %13 = and i32 %.lobit, %9
  %.neg = mul nuw nsw i32 %13, -2
  %14 = icmp eq i32 %12, %.neg
  %15 = lshr i32 %9, 1
  %16 = sub nsw i32 0, %15
  %17 = select i1 %8, i32 %16, i32 %15
  %.inv = icmp sgt i32 %5, 0
  %18 = select i1 %.inv, i32 0, i32 %11
  %19 = add nsw i32 %17, %18
  %20 = mul i32 %5, 3
  %21 = add i32 %20, 1
  %22 = select i1 %14, i32 %19, i32 %21
  store ptr %arg5, ptr %arg6, align 64, !alias.scope !28, !noalias !29
  store ptr %arg7, ptr %4, align 8, !alias.scope !28, !noalias !29
  %23 = icmp ne i32 %22, 1
  %24 = zext i1 %23 to i8
  store i8 %24, ptr %arg9, align 64, !alias.scope !18, !noalias !19
  br i1 %23, label %while.0.body.i, label %while.0.header.i.return_crit_edge

while.0.header.i.return_crit_edge:                ; preds = %while.0.body.i
  store i32 1, ptr %arg5, align 64, !alias.scope !8, !noalias !30
  br label %return

return:                                           ; preds = %while.0.header.i.return_crit_edge, %1
  ret ptr null
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.abs.i32(i32, i1 immarg) #1

attributes #0 = { nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none, target_mem: none) uwtable "frame-pointer"="all" "prefer-vector-width"="256" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!xla_cpu_memory_region_name = !{!0, !1}
!llvm.module.flags = !{!2}

!0 = !{!"xla_cpu_emitter__computation_kernel_emitter__hlo_opcode__call"}
!1 = !{!"ir_emitter"}
!2 = !{i32 1, !"xla_dylib_index", i64 0}
!3 = !{}
!4 = !{i64 4}
!5 = !{i64 64}
!6 = !{i64 16}
!7 = !{i64 1}
!8 = !{!9}
!9 = !{!"buffer: {index:5, offset:64, size:4}", !10}
!10 = !{!"XLA global AA domain"}
!11 = !{!12, !13, !14, !16}
!12 = !{!"buffer: {index:4, offset:0, size:4}", !10}
!13 = !{!"buffer: {index:5, offset:128, size:1}", !10}
!14 = distinct !{!14, !15, !"while.0__1: %buffer_table"}
!15 = distinct !{!15, !"while.0__1"}
!16 = distinct !{!16, !17, !"while.5_computation: %buffer_table"}
!17 = distinct !{!17, !"while.5_computation"}
!18 = !{!13}
!19 = !{!12, !9, !14, !16}
!20 = !{!21}
!21 = !{!"buffer: {index:1, offset:0, size:4}", !10}
!22 = !{!23, !24, !16}
!23 = !{!"buffer: {index:0, offset:0, size:4}", !10}
!24 = distinct !{!24, !25, !"while.0: %buffer_table"}
!25 = distinct !{!25, !"while.0"}
!26 = !{!23, !27, !9, !24, !16}
!27 = !{!"buffer: {index:5, offset:0, size:16}", !10}
!28 = !{!27}
!29 = !{!21, !9, !24, !16}
!30 = !{!21, !27, !24, !16}
