; ModuleID = '__compute_module_multiply_copy_fusion.1_kernel_module'
source_filename = "__compute_module_multiply_copy_fusion.1_kernel_module"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, target_mem: none) uwtable
define noalias noundef ptr @multiply_copy_fusion.1(ptr nofree readonly captures(none) %0) local_unnamed_addr #0 {
vector.ph:
  %1 = getelementptr inbounds nuw i8, ptr %0, i64 24
  %2 = load ptr, ptr %1, align 8, !invariant.load !3
  %3 = load ptr, ptr %2, align 8, !invariant.load !3, !dereferenceable !4
  %4 = getelementptr inbounds nuw i8, ptr %2, i64 16
  %5 = load ptr, ptr %4, align 8, !invariant.load !3, !dereferenceable !4
  tail call void @llvm.experimental.noalias.scope.decl(metadata !5)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !8)
  %wide.load = load <4 x float>, ptr %3, align 4, !invariant.load !3, !alias.scope !5, !noalias !8
  %wide.vec = load <16 x float>, ptr %3, align 4, !invariant.load !3, !alias.scope !5, !noalias !8
  %strided.vec = shufflevector <16 x float> %wide.vec, <16 x float> poison, <4 x i32> <i32 0, i32 4, i32 8, i32 12>
  %strided.vec2 = shufflevector <16 x float> %wide.vec, <16 x float> poison, <4 x i32> <i32 1, i32 5, i32 9, i32 13>
  %strided.vec3 = shufflevector <16 x float> %wide.vec, <16 x float> poison, <4 x i32> <i32 2, i32 6, i32 10, i32 14>
  %strided.vec4 = shufflevector <16 x float> %wide.vec, <16 x float> poison, <4 x i32> <i32 3, i32 7, i32 11, i32 15>
  %6 = fadd <4 x float> %wide.load, %strided.vec
  %7 = getelementptr inbounds nuw i8, ptr %3, i64 16
  %wide.load5 = load <4 x float>, ptr %7, align 4, !invariant.load !3, !alias.scope !5, !noalias !8
  %8 = fadd <4 x float> %wide.load5, %strided.vec2
  %9 = getelementptr inbounds nuw i8, ptr %3, i64 32
  %wide.load6 = load <4 x float>, ptr %9, align 4, !invariant.load !3, !alias.scope !5, !noalias !8
  %10 = fadd <4 x float> %wide.load6, %strided.vec3
  %11 = getelementptr inbounds nuw i8, ptr %3, i64 48
  %wide.load7 = load <4 x float>, ptr %11, align 4, !invariant.load !3, !alias.scope !5, !noalias !8
  %12 = fadd <4 x float> %wide.load7, %strided.vec4
  %13 = shufflevector <4 x float> %6, <4 x float> %8, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %14 = shufflevector <4 x float> %10, <4 x float> %12, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %15 = shufflevector <8 x float> %13, <8 x float> %14, <16 x i32> <i32 0, i32 4, i32 8, i32 12, i32 1, i32 5, i32 9, i32 13, i32 2, i32 6, i32 10, i32 14, i32 3, i32 7, i32 11, i32 15>
  %interleaved.vec = fmul <16 x float> %15, splat (float 5.000000e-01)
  store <16 x float> %interleaved.vec, ptr %5, align 4, !alias.scope !8, !noalias !5
  ret ptr null
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #1

attributes #0 = { nofree norecurse nosync nounwind memory(readwrite, target_mem: none) uwtable "frame-pointer"="all" "prefer-vector-width"="256" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }

!llvm.module.flags = !{!0, !1}
!xla_cpu_memory_region_name = !{!2}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{i32 1, !"xla_dylib_index", i64 4}
!2 = !{!"xla_cpu_emitter__loop_fusion_kernel_emitter__hlo_opcode__fusion"}
!3 = !{}
!4 = !{i64 64}
!5 = !{!6}
!6 = distinct !{!6, !7, !"multiply_copy_fusion.1_wrapped: argument 0"}
!7 = distinct !{!7, !"multiply_copy_fusion.1_wrapped"}
!8 = !{!9}
!9 = distinct !{!9, !7, !"multiply_copy_fusion.1_wrapped: argument 1"}
