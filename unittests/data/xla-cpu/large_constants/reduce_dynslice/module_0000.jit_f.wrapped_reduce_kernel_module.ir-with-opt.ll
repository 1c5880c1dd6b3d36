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
  %broadcast.splatinsert = insertelement <8 x float> poison, float %8, i64 0
  %broadcast.splat = shufflevector <8 x float> %broadcast.splatinsert, <8 x float> poison, <8 x i32> zeroinitializer
  %wide.load = load <8 x float>, ptr %3, align 4, !invariant.load !3, !alias.scope !6, !noalias !15
  %9 = fadd reassoc <8 x float> %broadcast.splat, %wide.load
  %10 = getelementptr inbounds nuw i8, ptr %3, i64 32
  %wide.load1 = load <8 x float>, ptr %10, align 4, !invariant.load !3, !alias.scope !6, !noalias !15
  %11 = fadd reassoc <8 x float> %9, %wide.load1
  %12 = getelementptr inbounds nuw i8, ptr %3, i64 64
  %wide.load2 = load <8 x float>, ptr %12, align 4, !invariant.load !3, !alias.scope !6, !noalias !15
  %13 = fadd reassoc <8 x float> %11, %wide.load2
  %14 = getelementptr inbounds nuw i8, ptr %3, i64 96
  %wide.load3 = load <8 x float>, ptr %14, align 4, !invariant.load !3, !alias.scope !6, !noalias !15
  %15 = fadd reassoc <8 x float> %13, %wide.load3
  %16 = getelementptr inbounds nuw i8, ptr %3, i64 128
  %wide.load4 = load <8 x float>, ptr %16, align 4, !invariant.load !3, !alias.scope !6, !noalias !15
  %17 = fadd reassoc <8 x float> %15, %wide.load4
  %18 = getelementptr inbounds nuw i8, ptr %3, i64 160
  %wide.load5 = load <8 x float>, ptr %18, align 4, !invariant.load !3, !alias.scope !6, !noalias !15
  %19 = fadd reassoc <8 x float> %17, %wide.load5
  store <8 x float> %19, ptr %5, align 4, !alias.scope !11, !noalias !16
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
!4 = !{i64 192}
!5 = !{i64 32}
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
