; ModuleID = '__compute_module_add_convert_fusion_kernel_module'
source_filename = "__compute_module_add_convert_fusion_kernel_module"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, target_mem: none) uwtable
define noalias noundef ptr @add_convert_fusion(ptr nofree readonly captures(none) %0) local_unnamed_addr #0 {
vector.ph:
  %1 = getelementptr inbounds nuw i8, ptr %0, i64 24
  %2 = load ptr, ptr %1, align 8, !invariant.load !3
  %3 = load ptr, ptr %2, align 8, !invariant.load !3, !dereferenceable !4
  %4 = getelementptr inbounds nuw i8, ptr %2, i64 16
  %5 = load ptr, ptr %4, align 8, !invariant.load !3, !dereferenceable !4
  tail call void @llvm.experimental.noalias.scope.decl(metadata !5)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !8)
  %wide.vec = load <16 x float>, ptr %3, align 4, !invariant.load !3, !alias.scope !5, !noalias !8
  %strided.vec = shufflevector <16 x float> %wide.vec, <16 x float> poison, <4 x i32> <i32 0, i32 4, i32 8, i32 12>
  %strided.vec2 = shufflevector <16 x float> %wide.vec, <16 x float> poison, <4 x i32> <i32 1, i32 5, i32 9, i32 13>
  %strided.vec3 = shufflevector <16 x float> %wide.vec, <16 x float> poison, <4 x i32> <i32 2, i32 6, i32 10, i32 14>
  %strided.vec4 = shufflevector <16 x float> %wide.vec, <16 x float> poison, <4 x i32> <i32 3, i32 7, i32 11, i32 15>
  %6 = fptrunc <4 x float> %strided.vec to <4 x half>
  %7 = fmul <4 x half> %6, %6
  %8 = fadd <4 x half> %7, splat (half 1.000000e+00)
  %9 = fpext <4 x half> %8 to <4 x float>
  %10 = fptrunc <4 x float> %strided.vec2 to <4 x half>
  %11 = fmul <4 x half> %10, %10
  %12 = fadd <4 x half> %11, splat (half 1.000000e+00)
  %13 = fpext <4 x half> %12 to <4 x float>
  %14 = fptrunc <4 x float> %strided.vec3 to <4 x half>
  %15 = fmul <4 x half> %14, %14
  %16 = fadd <4 x half> %15, splat (half 1.000000e+00)
  %17 = fpext <4 x half> %16 to <4 x float>
  %18 = fptrunc <4 x float> %strided.vec4 to <4 x half>
  %19 = fmul <4 x half> %18, %18
  %20 = fadd <4 x half> %19, splat (half 1.000000e+00)
  %21 = fpext <4 x half> %20 to <4 x float>
  %22 = shufflevector <4 x float> %9, <4 x float> %13, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %23 = shufflevector <4 x float> %17, <4 x float> %21, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %interleaved.vec = shufflevector <8 x float> %22, <8 x float> %23, <16 x i32> <i32 0, i32 4, i32 8, i32 12, i32 1, i32 5, i32 9, i32 13, i32 2, i32 6, i32 10, i32 14, i32 3, i32 7, i32 11, i32 15>
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
!1 = !{i32 1, !"xla_dylib_index", i64 0}
!2 = !{!"xla_cpu_emitter__loop_fusion_kernel_emitter__hlo_opcode__fusion"}
!3 = !{}
!4 = !{i64 64}
!5 = !{!6}
!6 = distinct !{!6, !7, !"add_convert_fusion_wrapped: argument 0"}
!7 = distinct !{!7, !"add_convert_fusion_wrapped"}
!8 = !{!9}
!9 = distinct !{!9, !7, !"add_convert_fusion_wrapped: argument 1"}
