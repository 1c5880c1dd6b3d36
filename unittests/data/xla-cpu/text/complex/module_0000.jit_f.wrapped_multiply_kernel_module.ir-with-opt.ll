; ModuleID = '__compute_module_wrapped_multiply_kernel_module'
source_filename = "__compute_module_wrapped_multiply_kernel_module"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, target_mem: none) uwtable
define noalias noundef ptr @wrapped_multiply(ptr nofree readonly captures(none) %0) local_unnamed_addr #0 {
wrapped_multiply_wrapped.exit:
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
  %.unpack = load float, ptr %3, align 4, !invariant.load !3, !alias.scope !5, !noalias !12
  %.elt1 = getelementptr inbounds nuw i8, ptr %3, i64 4
  %.unpack2 = load float, ptr %.elt1, align 4, !invariant.load !3, !alias.scope !5, !noalias !12
  %.unpack3 = load float, ptr %5, align 4, !invariant.load !3, !alias.scope !8, !noalias !13
  %.elt4 = getelementptr inbounds nuw i8, ptr %5, i64 4
  %.unpack5 = load float, ptr %.elt4, align 4, !invariant.load !3, !alias.scope !8, !noalias !13
  %8 = fmul float %.unpack, %.unpack3
  %9 = fmul float %.unpack2, %.unpack5
  %10 = fmul float %.unpack2, %.unpack3
  %11 = fmul float %.unpack, %.unpack5
  %12 = fsub float %8, %9
  %13 = fadd float %10, %11
  store float %12, ptr %7, align 4, !alias.scope !10, !noalias !14
  %.repack6 = getelementptr inbounds nuw i8, ptr %7, i64 4
  store float %13, ptr %.repack6, align 4, !alias.scope !10, !noalias !14
  %14 = getelementptr inbounds nuw i8, ptr %3, i64 8
  %.unpack.1 = load float, ptr %14, align 4, !invariant.load !3, !alias.scope !5, !noalias !12
  %.elt1.1 = getelementptr inbounds nuw i8, ptr %3, i64 12
  %.unpack2.1 = load float, ptr %.elt1.1, align 4, !invariant.load !3, !alias.scope !5, !noalias !12
  %15 = getelementptr inbounds nuw i8, ptr %5, i64 8
  %.unpack3.1 = load float, ptr %15, align 4, !invariant.load !3, !alias.scope !8, !noalias !13
  %.elt4.1 = getelementptr inbounds nuw i8, ptr %5, i64 12
  %.unpack5.1 = load float, ptr %.elt4.1, align 4, !invariant.load !3, !alias.scope !8, !noalias !13
  %16 = fmul float %.unpack.1, %.unpack3.1
  %17 = fmul float %.unpack2.1, %.unpack5.1
  %18 = fmul float %.unpack2.1, %.unpack3.1
  %19 = fmul float %.unpack.1, %.unpack5.1
  %20 = fsub float %16, %17
  %21 = fadd float %18, %19
  %22 = getelementptr inbounds nuw i8, ptr %7, i64 8
  store float %20, ptr %22, align 4, !alias.scope !10, !noalias !14
  %.repack6.1 = getelementptr inbounds nuw i8, ptr %7, i64 12
  store float %21, ptr %.repack6.1, align 4, !alias.scope !10, !noalias !14
  %23 = getelementptr inbounds nuw i8, ptr %3, i64 16
  %.unpack.2 = load float, ptr %23, align 4, !invariant.load !3, !alias.scope !5, !noalias !12
  %.elt1.2 = getelementptr inbounds nuw i8, ptr %3, i64 20
  %.unpack2.2 = load float, ptr %.elt1.2, align 4, !invariant.load !3, !alias.scope !5, !noalias !12
  %24 = getelementptr inbounds nuw i8, ptr %5, i64 16
  %.unpack3.2 = load float, ptr %24, align 4, !invariant.load !3, !alias.scope !8, !noalias !13
  %.elt4.2 = getelementptr inbounds nuw i8, ptr %5, i64 20
  %.unpack5.2 = load float, ptr %.elt4.2, align 4, !invariant.load !3, !alias.scope !8, !noalias !13
  %25 = fmul float %.unpack.2, %.unpack3.2
  %26 = fmul float %.unpack2.2, %.unpack5.2
  %27 = fmul float %.unpack2.2, %.unpack3.2
  %28 = fmul float %.unpack.2, %.unpack5.2
  %29 = fsub float %25, %26
  %30 = fadd float %27, %28
  %31 = getelementptr inbounds nuw i8, ptr %7, i64 16
  store float %29, ptr %31, align 4, !alias.scope !10, !noalias !14
  %.repack6.2 = getelementptr inbounds nuw i8, ptr %7, i64 20
  store float %30, ptr %.repack6.2, align 4, !alias.scope !10, !noalias !14
  %32 = getelementptr inbounds nuw i8, ptr %3, i64 24
  %.unpack.3 = load float, ptr %32, align 4, !invariant.load !3, !alias.scope !5, !noalias !12
  %.elt1.3 = getelementptr inbounds nuw i8, ptr %3, i64 28
  %.unpack2.3 = load float, ptr %.elt1.3, align 4, !invariant.load !3, !alias.scope !5, !noalias !12
  %33 = getelementptr inbounds nuw i8, ptr %5, i64 24
  %.unpack3.3 = load float, ptr %33, align 4, !invariant.load !3, !alias.scope !8, !noalias !13
  %.elt4.3 = getelementptr inbounds nuw i8, ptr %5, i64 28
  %.unpack5.3 = load float, ptr %.elt4.3, align 4, !invariant.load !3, !alias.scope !8, !noalias !13
  %34 = fmul float %.unpack.3, %.unpack3.3
  %35 = fmul float %.unpack2.3, %.unpack5.3
  %36 = fmul float %.unpack2.3, %.unpack3.3
  %37 = fmul float %.unpack.3, %.unpack5.3
  %38 = fsub float %34, %35
  %39 = fadd float %36, %37
  %40 = getelementptr inbounds nuw i8, ptr %7, i64 24
  store float %38, ptr %40, align 4, !alias.scope !10, !noalias !14
  %.repack6.3 = getelementptr inbounds nuw i8, ptr %7, i64 28
  store float %39, ptr %.repack6.3, align 4, !alias.scope !10, !noalias !14
  %41 = getelementptr inbounds nuw i8, ptr %3, i64 32
  %.unpack.4 = load float, ptr %41, align 4, !invariant.load !3, !alias.scope !5, !noalias !12
  %.elt1.4 = getelementptr inbounds nuw i8, ptr %3, i64 36
  %.unpack2.4 = load float, ptr %.elt1.4, align 4, !invariant.load !3, !alias.scope !5, !noalias !12
  %42 = getelementptr inbounds nuw i8, ptr %5, i64 32
  %.unpack3.4 = load float, ptr %42, align 4, !invariant.load !3, !alias.scope !8, !noalias !13
  %.elt4.4 = getelementptr inbounds nuw i8, ptr %5, i64 36
  %.unpack5.4 = load float, ptr %.elt4.4, align 4, !invariant.load !3, !alias.scope !8, !noalias !13
  %43 = fmul float %.unpack.4, %.unpack3.4
  %44 = fmul float %.unpack2.4, %.unpack5.4
  %45 = fmul float %.unpack2.4, %.unpack3.4
  %46 = fmul float %.unpack.4, %.unpack5.4
  %47 = fsub float %43, %44
  %48 = fadd float %45, %46
  %49 = getelementptr inbounds nuw i8, ptr %7, i64 32
  store float %47, ptr %49, align 4, !alias.scope !10, !noalias !14
  %.repack6.4 = getelementptr inbounds nuw i8, ptr %7, i64 36
  store float %48, ptr %.repack6.4, align 4, !alias.scope !10, !noalias !14
  %50 = getelementptr inbounds nuw i8, ptr %3, i64 40
  %.unpack.5 = load float, ptr %50, align 4, !invariant.load !3, !alias.scope !5, !noalias !12
  %.elt1.5 = getelementptr inbounds nuw i8, ptr %3, i64 44
  %.unpack2.5 = load float, ptr %.elt1.5, align 4, !invariant.load !3, !alias.scope !5, !noalias !12
  %51 = getelementptr inbounds nuw i8, ptr %5, i64 40
  %.unpack3.5 = load float, ptr %51, align 4, !invariant.load !3, !alias.scope !8, !noalias !13
  %.elt4.5 = getelementptr inbounds nuw i8, ptr %5, i64 44
  %.unpack5.5 = load float, ptr %.elt4.5, align 4, !invariant.load !3, !alias.scope !8, !noalias !13
  %52 = fmul float %.unpack.5, %.unpack3.5
  %53 = fmul float %.unpack2.5, %.unpack5.5
  %54 = fmul float %.unpack2.5, %.unpack3.5
  %55 = fmul float %.unpack.5, %.unpack5.5
  %56 = fsub float %52, %53
  %57 = fadd float %54, %55
  %58 = getelementptr inbounds nuw i8, ptr %7, i64 40
  store float %56, ptr %58, align 4, !alias.scope !10, !noalias !14
  %.repack6.5 = getelementptr inbounds nuw i8, ptr %7, i64 44
  store float %57, ptr %.repack6.5, align 4, !alias.scope !10, !noalias !14
  %59 = getelementptr inbounds nuw i8, ptr %3, i64 48
  %.unpack.6 = load float, ptr %59, align 4, !invariant.load !3, !alias.scope !5, !noalias !12
  %.elt1.6 = getelementptr inbounds nuw i8, ptr %3, i64 52
  %.unpack2.6 = load float, ptr %.elt1.6, align 4, !invariant.load !3, !alias.scope !5, !noalias !12
  %60 = getelementptr inbounds nuw i8, ptr %5, i64 48
  %.unpack3.6 = load float, ptr %60, align 4, !invariant.load !3, !alias.scope !8, !noalias !13
  %.elt4.6 = getelementptr inbounds nuw i8, ptr %5, i64 52
  %.unpack5.6 = load float, ptr %.elt4.6, align 4, !invariant.load !3, !alias.scope !8, !noalias !13
  %61 = fmul float %.unpack.6, %.unpack3.6
  %62 = fmul float %.unpack2.6, %.unpack5.6
  %63 = fmul float %.unpack2.6, %.unpack3.6
  %64 = fmul float %.unpack.6, %.unpack5.6
  %65 = fsub float %61, %62
  %66 = fadd float %63, %64
  %67 = getelementptr inbounds nuw i8, ptr %7, i64 48
  store float %65, ptr %67, align 4, !alias.scope !10, !noalias !14
  %.repack6.6 = getelementptr inbounds nuw i8, ptr %7, i64 52
  store float %66, ptr %.repack6.6, align 4, !alias.scope !10, !noalias !14
  %68 = getelementptr inbounds nuw i8, ptr %3, i64 56
  %.unpack.7 = load float, ptr %68, align 4, !invariant.load !3, !alias.scope !5, !noalias !12
  %.elt1.7 = getelementptr inbounds nuw i8, ptr %3, i64 60
  %.unpack2.7 = load float, ptr %.elt1.7, align 4, !invariant.load !3, !alias.scope !5, !noalias !12
  %69 = getelementptr inbounds nuw i8, ptr %5, i64 56
  %.unpack3.7 = load float, ptr %69, align 4, !invariant.load !3, !alias.scope !8, !noalias !13
  %.elt4.7 = getelementptr inbounds nuw i8, ptr %5, i64 60
  %.unpack5.7 = load float, ptr %.elt4.7, align 4, !invariant.load !3, !alias.scope !8, !noalias !13
  %70 = fmul float %.unpack.7, %.unpack3.7
  %71 = fmul float %.unpack2.7, %.unpack5.7
  %72 = fmul float %.unpack2.7, %.unpack3.7
  %73 = fmul float %.unpack.7, %.unpack5.7
  %74 = fsub float %70, %71
  %75 = fadd float %72, %73
  %76 = getelementptr inbounds nuw i8, ptr %7, i64 56
  store float %74, ptr %76, align 4, !alias.scope !10, !noalias !14
  %.repack6.7 = getelementptr inbounds nuw i8, ptr %7, i64 60
  store float %75, ptr %.repack6.7, align 4, !alias.scope !10, !noalias !14
  ret ptr null
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #1

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, target_mem: none) uwtable "frame-pointer"="all" "prefer-vector-width"="256" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }

!llvm.module.flags = !{!0, !1}
!xla_cpu_memory_region_name = !{!2}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{i32 1, !"xla_dylib_index", i64 4}
!2 = !{!"xla_cpu_emitter__loop_fusion_kernel_emitter__hlo_opcode__fusion"}
!3 = !{}
!4 = !{i64 64}
!5 = !{!6}
!6 = distinct !{!6, !7, !"wrapped_multiply_wrapped: argument 0"}
!7 = distinct !{!7, !"wrapped_multiply_wrapped"}
!8 = !{!9}
!9 = distinct !{!9, !7, !"wrapped_multiply_wrapped: argument 1"}
!10 = !{!11}
!11 = distinct !{!11, !7, !"wrapped_multiply_wrapped: argument 2"}
!12 = !{!9, !11}
!13 = !{!6, !11}
!14 = !{!6, !9}
