; ModuleID = '__compute_module_reduce_divide_fusion_kernel_module'
source_filename = "__compute_module_reduce_divide_fusion_kernel_module"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, target_mem: none) uwtable
define noalias noundef ptr @reduce_divide_fusion(ptr nofree readonly captures(none) %0) local_unnamed_addr #0 {
  %2 = getelementptr inbounds nuw i8, ptr %0, i64 24
  %3 = load ptr, ptr %2, align 8, !invariant.load !3
  %4 = load ptr, ptr %3, align 8, !invariant.load !3, !dereferenceable !4
  %5 = getelementptr inbounds nuw i8, ptr %3, i64 16
  %6 = load ptr, ptr %5, align 8, !invariant.load !3, !dereferenceable !5
  tail call void @llvm.experimental.noalias.scope.decl(metadata !6)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !9)
  br label %.preheader6

.preheader6:                                      ; preds = %1, %22
  %exitcond8.not = phi i1 [ false, %1 ], [ true, %22 ]
  %7 = phi i64 [ 0, %1 ], [ 1, %22 ]
  %.idx2 = shl nuw nsw i64 %7, 9
  %8 = getelementptr i8, ptr %4, i64 %.idx2
  %.idx = shl nuw nsw i64 %7, 6
  %9 = getelementptr i8, ptr %6, i64 %.idx
  br label %.preheader5

.preheader5:                                      ; preds = %.preheader6, %.preheader5
  %exitcond7.not = phi i1 [ false, %.preheader6 ], [ true, %.preheader5 ]
  %10 = phi i64 [ 0, %.preheader6 ], [ 1, %.preheader5 ]
  %.idx3 = shl nuw nsw i64 %10, 8
  %11 = getelementptr i8, ptr %8, i64 %.idx3
  %.idx1 = shl nuw nsw i64 %10, 5
  %12 = getelementptr i8, ptr %9, i64 %.idx1
  %wide.vec = load <64 x float>, ptr %11, align 4, !invariant.load !3, !alias.scope !6, !noalias !9
  %strided.vec = shufflevector <64 x float> %wide.vec, <64 x float> poison, <8 x i32> <i32 0, i32 8, i32 16, i32 24, i32 32, i32 40, i32 48, i32 56>
  %strided.vec10 = shufflevector <64 x float> %wide.vec, <64 x float> poison, <8 x i32> <i32 1, i32 9, i32 17, i32 25, i32 33, i32 41, i32 49, i32 57>
  %strided.vec11 = shufflevector <64 x float> %wide.vec, <64 x float> poison, <8 x i32> <i32 2, i32 10, i32 18, i32 26, i32 34, i32 42, i32 50, i32 58>
  %strided.vec12 = shufflevector <64 x float> %wide.vec, <64 x float> poison, <8 x i32> <i32 3, i32 11, i32 19, i32 27, i32 35, i32 43, i32 51, i32 59>
  %strided.vec13 = shufflevector <64 x float> %wide.vec, <64 x float> poison, <8 x i32> <i32 4, i32 12, i32 20, i32 28, i32 36, i32 44, i32 52, i32 60>
  %strided.vec14 = shufflevector <64 x float> %wide.vec, <64 x float> poison, <8 x i32> <i32 5, i32 13, i32 21, i32 29, i32 37, i32 45, i32 53, i32 61>
  %strided.vec15 = shufflevector <64 x float> %wide.vec, <64 x float> poison, <8 x i32> <i32 6, i32 14, i32 22, i32 30, i32 38, i32 46, i32 54, i32 62>
  %strided.vec16 = shufflevector <64 x float> %wide.vec, <64 x float> poison, <8 x i32> <i32 7, i32 15, i32 23, i32 31, i32 39, i32 47, i32 55, i32 63>
  %13 = fadd reassoc <8 x float> %strided.vec, zeroinitializer
  %14 = fadd reassoc <8 x float> %13, %strided.vec10
  %15 = fadd reassoc <8 x float> %14, %strided.vec11
  %16 = fadd reassoc <8 x float> %15, %strided.vec12
  %17 = fadd reassoc <8 x float> %16, %strided.vec13
  %18 = fadd reassoc <8 x float> %17, %strided.vec14
  %19 = fadd reassoc <8 x float> %18, %strided.vec15
  %20 = fadd reassoc <8 x float> %19, %strided.vec16
  %21 = fdiv <8 x float> splat (float 1.000000e+00), %20
  store <8 x float> %21, ptr %12, align 4, !alias.scope !9, !noalias !6
  br i1 %exitcond7.not, label %22, label %.preheader5, !llvm.loop !11

22:                                               ; preds = %.preheader5
  br i1 %exitcond8.not, label %reduce_divide_fusion_wrapped.exit, label %.preheader6, !llvm.loop !11

reduce_divide_fusion_wrapped.exit:                ; preds = %22
  ret ptr null
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #1

attributes #0 = { nofree norecurse nosync nounwind memory(readwrite, target_mem: none) uwtable "frame-pointer"="all" "prefer-vector-width"="256" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }

!llvm.module.flags = !{!0, !1}
!xla_cpu_memory_region_name = !{!2}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{i32 1, !"xla_dylib_index", i64 2}
!2 = !{!"xla_cpu_emitter__loop_fusion_kernel_emitter__hlo_opcode__fusion"}
!3 = !{}
!4 = !{i64 1024}
!5 = !{i64 128}
!6 = !{!7}
!7 = distinct !{!7, !8, !"reduce_divide_fusion_wrapped: argument 0"}
!8 = distinct !{!8, !"reduce_divide_fusion_wrapped"}
!9 = !{!10}
!10 = distinct !{!10, !8, !"reduce_divide_fusion_wrapped: argument 1"}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.unroll.disable"}
