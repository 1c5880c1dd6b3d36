; ModuleID = '__compute_module_complex_add_fusion_kernel_module'
source_filename = "__compute_module_complex_add_fusion_kernel_module"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, target_mem: none) uwtable
define noalias noundef ptr @complex_add_fusion(ptr nofree readonly captures(none) %0) local_unnamed_addr #0 {
complex_add_fusion_wrapped.exit:
  %1 = getelementptr inbounds nuw i8, ptr %0, i64 24
  %2 = load ptr, ptr %1, align 8, !invariant.load !3
  %3 = load ptr, ptr %2, align 8, !invariant.load !3, !dereferenceable !4
  %4 = getelementptr inbounds nuw i8, ptr %2, i64 16
  %5 = load ptr, ptr %4, align 8, !invariant.load !3, !dereferenceable !5
  %6 = getelementptr inbounds nuw i8, ptr %2, i64 32
  %7 = load ptr, ptr %6, align 8, !invariant.load !3, !dereferenceable !5
  %8 = getelementptr inbounds nuw i8, ptr %2, i64 48
  %9 = load ptr, ptr %8, align 8, !invariant.load !3, !dereferenceable !5
  tail call void @llvm.experimental.noalias.scope.decl(metadata !6)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !9)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !11)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !13)
  %.unpack = load float, ptr %7, align 4, !invariant.load !3, !alias.scope !11, !noalias !15
  %.elt1 = getelementptr inbounds nuw i8, ptr %7, i64 4
  %.unpack2 = load float, ptr %.elt1, align 4, !invariant.load !3, !alias.scope !11, !noalias !15
  %.unpack3 = load float, ptr %5, align 4, !invariant.load !3, !alias.scope !9, !noalias !16
  %.elt4 = getelementptr inbounds nuw i8, ptr %5, i64 4
  %.unpack5 = load float, ptr %.elt4, align 4, !invariant.load !3, !alias.scope !9, !noalias !16
  %10 = load float, ptr %3, align 4, !invariant.load !3, !alias.scope !6, !noalias !17
  %11 = fmul float %.unpack, %.unpack3
  %12 = fmul float %.unpack, %.unpack5
  %13 = fmul float %.unpack2, %.unpack5
  %14 = fadd float %11, %13
  %15 = fmul float %.unpack2, %.unpack3
  %16 = fsub float %12, %15
  %17 = fadd float %10, %14
  %18 = fadd float %10, %16
  store float %17, ptr %9, align 4, !alias.scope !13, !noalias !18
  %.repack6 = getelementptr inbounds nuw i8, ptr %9, i64 4
  store float %18, ptr %.repack6, align 4, !alias.scope !13, !noalias !18
  %19 = getelementptr inbounds nuw i8, ptr %7, i64 8
  %.unpack.1 = load float, ptr %19, align 4, !invariant.load !3, !alias.scope !11, !noalias !15
  %.elt1.1 = getelementptr inbounds nuw i8, ptr %7, i64 12
  %.unpack2.1 = load float, ptr %.elt1.1, align 4, !invariant.load !3, !alias.scope !11, !noalias !15
  %20 = getelementptr inbounds nuw i8, ptr %5, i64 8
  %.unpack3.1 = load float, ptr %20, align 4, !invariant.load !3, !alias.scope !9, !noalias !16
  %.elt4.1 = getelementptr inbounds nuw i8, ptr %5, i64 12
  %.unpack5.1 = load float, ptr %.elt4.1, align 4, !invariant.load !3, !alias.scope !9, !noalias !16
  %21 = getelementptr inbounds nuw i8, ptr %3, i64 4
  %22 = load float, ptr %21, align 4, !invariant.load !3, !alias.scope !6, !noalias !17
  %23 = fmul float %.unpack.1, %.unpack3.1
  %24 = fmul float %.unpack.1, %.unpack5.1
  %25 = fmul float %.unpack2.1, %.unpack5.1
  %26 = fadd float %23, %25
  %27 = fmul float %.unpack2.1, %.unpack3.1
  %28 = fsub float %24, %27
  %29 = fadd float %22, %26
  %30 = fadd float %22, %28
  %31 = getelementptr inbounds nuw i8, ptr %9, i64 8
  store float %29, ptr %31, align 4, !alias.scope !13, !noalias !18
  %.repack6.1 = getelementptr inbounds nuw i8, ptr %9, i64 12
  store float %30, ptr %.repack6.1, align 4, !alias.scope !13, !noalias !18
  %32 = getelementptr inbounds nuw i8, ptr %7, i64 16
  %.unpack.2 = load float, ptr %32, align 4, !invariant.load !3, !alias.scope !11, !noalias !15
  %.elt1.2 = getelementptr inbounds nuw i8, ptr %7, i64 20
  %.unpack2.2 = load float, ptr %.elt1.2, align 4, !invariant.load !3, !alias.scope !11, !noalias !15
  %33 = getelementptr inbounds nuw i8, ptr %5, i64 16
  %.unpack3.2 = load float, ptr %33, align 4, !invariant.load !3, !alias.scope !9, !noalias !16
  %.elt4.2 = getelementptr inbounds nuw i8, ptr %5, i64 20
  %.unpack5.2 = load float, ptr %.elt4.2, align 4, !invariant.load !3, !alias.scope !9, !noalias !16
  %34 = getelementptr inbounds nuw i8, ptr %3, i64 8
  %35 = load float, ptr %34, align 4, !invariant.load !3, !alias.scope !6, !noalias !17
  %36 = fmul float %.unpack.2, %.unpack3.2
  %37 = fmul float %.unpack.2, %.unpack5.2
  %38 = fmul float %.unpack2.2, %.unpack5.2
  %39 = fadd float %36, %38
  %40 = fmul float %.unpack2.2, %.unpack3.2
  %41 = fsub float %37, %40
  %42 = fadd float %35, %39
  %43 = fadd float %35, %41
  %44 = getelementptr inbounds nuw i8, ptr %9, i64 16
  store float %42, ptr %44, align 4, !alias.scope !13, !noalias !18
  %.repack6.2 = getelementptr inbounds nuw i8, ptr %9, i64 20
  store float %43, ptr %.repack6.2, align 4, !alias.scope !13, !noalias !18
  %45 = getelementptr inbounds nuw i8, ptr %7, i64 24
  %.unpack.3 = load float, ptr %45, align 4, !invariant.load !3, !alias.scope !11, !noalias !15
  %.elt1.3 = getelementptr inbounds nuw i8, ptr %7, i64 28
  %.unpack2.3 = load float, ptr %.elt1.3, align 4, !invariant.load !3, !alias.scope !11, !noalias !15
  %46 = getelementptr inbounds nuw i8, ptr %5, i64 24
  %.unpack3.3 = load float, ptr %46, align 4, !invariant.load !3, !alias.scope !9, !noalias !16
  %.elt4.3 = getelementptr inbounds nuw i8, ptr %5, i64 28
  %.unpack5.3 = load float, ptr %.elt4.3, align 4, !invariant.load !3, !alias.scope !9, !noalias !16
  %47 = getelementptr inbounds nuw i8, ptr %3, i64 12
  %48 = load float, ptr %47, align 4, !invariant.load !3, !alias.scope !6, !noalias !17
  %49 = fmul float %.unpack.3, %.unpack3.3
  %50 = fmul float %.unpack.3, %.unpack5.3
  %51 = fmul float %.unpack2.3, %.unpack5.3
  %52 = fadd float %49, %51
  %53 = fmul float %.unpack2.3, %.unpack3.3
  %54 = fsub float %50, %53
  %55 = fadd float %48, %52
  %56 = fadd float %48, %54
  %57 = getelementptr inbounds nuw i8, ptr %9, i64 24
  store float %55, ptr %57, align 4, !alias.scope !13, !noalias !18
  %.repack6.3 = getelementptr inbounds nuw i8, ptr %9, i64 28
  store float %56, ptr %.repack6.3, align 4, !alias.scope !13, !noalias !18
  %58 = getelementptr inbounds nuw i8, ptr %7, i64 32
  %.unpack.4 = load float, ptr %58, align 4, !invariant.load !3, !alias.scope !11, !noalias !15
  %.elt1.4 = getelementptr inbounds nuw i8, ptr %7, i64 36
  %.unpack2.4 = load float, ptr %.elt1.4, align 4, !invariant.load !3, !alias.scope !11, !noalias !15
  %59 = getelementptr inbounds nuw i8, ptr %5, i64 32
  %.unpack3.4 = load float, ptr %59, align 4, !invariant.load !3, !alias.scope !9, !noalias !16
  %.elt4.4 = getelementptr inbounds nuw i8, ptr %5, i64 36
  %.unpack5.4 = load float, ptr %.elt4.4, align 4, !invariant.load !3, !alias.scope !9, !noalias !16
  %60 = getelementptr inbounds nuw i8, ptr %3, i64 16
  %61 = load float, ptr %60, align 4, !invariant.load !3, !alias.scope !6, !noalias !17
  %62 = fmul float %.unpack.4, %.unpack3.4
  %63 = fmul float %.unpack.4, %.unpack5.4
  %64 = fmul float %.unpack2.4, %.unpack5.4
  %65 = fadd float %62, %64
  %66 = fmul float %.unpack2.4, %.unpack3.4
  %67 = fsub float %63, %66
  %68 = fadd float %61, %65
  %69 = fadd float %61, %67
  %70 = getelementptr inbounds nuw i8, ptr %9, i64 32
  store float %68, ptr %70, align 4, !alias.scope !13, !noalias !18
  %.repack6.4 = getelementptr inbounds nuw i8, ptr %9, i64 36
  store float %69, ptr %.repack6.4, align 4, !alias.scope !13, !noalias !18
  %71 = getelementptr inbounds nuw i8, ptr %7, i64 40
  %.unpack.5 = load float, ptr %71, align 4, !invariant.load !3, !alias.scope !11, !noalias !15
  %.elt1.5 = getelementptr inbounds nuw i8, ptr %7, i64 44
  %.unpack2.5 = load float, ptr %.elt1.5, align 4, !invariant.load !3, !alias.scope !11, !noalias !15
  %72 = getelementptr inbounds nuw i8, ptr %5, i64 40
  %.unpack3.5 = load float, ptr %72, align 4, !invariant.load !3, !alias.scope !9, !noalias !16
  %.elt4.5 = getelementptr inbounds nuw i8, ptr %5, i64 44
  %.unpack5.5 = load float, ptr %.elt4.5, align 4, !invariant.load !3, !alias.scope !9, !noalias !16
  %73 = getelementptr inbounds nuw i8, ptr %3, i64 20
  %74 = load float, ptr %73, align 4, !invariant.load !3, !alias.scope !6, !noalias !17
  %75 = fmul float %.unpack.5, %.unpack3.5
  %76 = fmul float %.unpack.5, %.unpack5.5
  %77 = fmul float %.unpack2.5, %.unpack5.5
  %78 = fadd float %75, %77
  %79 = fmul float %.unpack2.5, %.unpack3.5
  %80 = fsub float %76, %79
  %81 = fadd float %74, %78
  %82 = fadd float %74, %80
  %83 = getelementptr inbounds nuw i8, ptr %9, i64 40
  store float %81, ptr %83, align 4, !alias.scope !13, !noalias !18
  %.repack6.5 = getelementptr inbounds nuw i8, ptr %9, i64 44
  store float %82, ptr %.repack6.5, align 4, !alias.scope !13, !noalias !18
  %84 = getelementptr inbounds nuw i8, ptr %7, i64 48
  %.unpack.6 = load float, ptr %84, align 4, !invariant.load !3, !alias.scope !11, !noalias !15
  %.elt1.6 = getelementptr inbounds nuw i8, ptr %7, i64 52
  %.unpack2.6 = load float, ptr %.elt1.6, align 4, !invariant.load !3, !alias.scope !11, !noalias !15
  %85 = getelementptr inbounds nuw i8, ptr %5, i64 48
  %.unpack3.6 = load float, ptr %85, align 4, !invariant.load !3, !alias.scope !9, !noalias !16
  %.elt4.6 = getelementptr inbounds nuw i8, ptr %5, i64 52
  %.unpack5.6 = load float, ptr %.elt4.6, align 4, !invariant.load !3, !alias.scope !9, !noalias !16
  %86 = getelementptr inbounds nuw i8, ptr %3, i64 24
  %87 = load float, ptr %86, align 4, !invariant.load !3, !alias.scope !6, !noalias !17
  %88 = fmul float %.unpack.6, %.unpack3.6
  %89 = fmul float %.unpack.6, %.unpack5.6
  %90 = fmul float %.unpack2.6, %.unpack5.6
  %91 = fadd float %88, %90
  %92 = fmul float %.unpack2.6, %.unpack3.6
  %93 = fsub float %89, %92
  %94 = fadd float %87, %91
  %95 = fadd float %87, %93
  %96 = getelementptr inbounds nuw i8, ptr %9, i64 48
  store float %94, ptr %96, align 4, !alias.scope !13, !noalias !18
  %.repack6.6 = getelementptr inbounds nuw i8, ptr %9, i64 52
  store float %95, ptr %.repack6.6, align 4, !alias.scope !13, !noalias !18
  %97 = getelementptr inbounds nuw i8, ptr %7, i64 56
  %.unpack.7 = load float, ptr %97, align 4, !invariant.load !3, !alias.scope !11, !noalias !15
  %.elt1.7 = getelementptr inbounds nuw i8, ptr %7, i64 60
  %.unpack2.7 = load float, ptr %.elt1.7, align 4, !invariant.load !3, !alias.scope !11, !noalias !15
  %98 = getelementptr inbounds nuw i8, ptr %5, i64 56
  %.unpack3.7 = load float, ptr %98, align 4, !invariant.load !3, !alias.scope !9, !noalias !16
  %.elt4.7 = getelementptr inbounds nuw i8, ptr %5, i64 60
  %.unpack5.7 = load float, ptr %.elt4.7, align 4, !invariant.load !3, !alias.scope !9, !noalias !16
  %99 = getelementptr inbounds nuw i8, ptr %3, i64 28
  %100 = load float, ptr %99, align 4, !invariant.load !3, !alias.scope !6, !noalias !17
  %101 = fmul float %.unpack.7, %.unpack3.7
  %102 = fmul float %.unpack.7, %.unpack5.7
  %103 = fmul float %.unpack2.7, %.unpack5.7
  %104 = fadd float %101, %103
  %105 = fmul float %.unpack2.7, %.unpack3.7
  %106 = fsub float %102, %105
  %107 = fadd float %100, %104
  %108 = fadd float %100, %106
  %109 = getelementptr inbounds nuw i8, ptr %9, i64 56
  store float %107, ptr %109, align 4, !alias.scope !13, !noalias !18
  %.repack6.7 = getelementptr inbounds nuw i8, ptr %9, i64 60
  store float %108, ptr %.repack6.7, align 4, !alias.scope !13, !noalias !18
  ret ptr null
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #1

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, target_mem: none) uwtable "frame-pointer"="all" "prefer-vector-width"="256" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }

!llvm.module.flags = !{!0, !1}
!xla_cpu_memory_region_name = !{!2}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{i32 1, !"xla_dylib_index", i64 0}
!2 = !{!"xla_cpu_emitter__loop_fusion_kernel_emitter__hlo_opcode__fusion"}
!3 = !{}
!4 = !{i64 32}
!5 = !{i64 64}
!6 = !{!7}
!7 = distinct !{!7, !8, !"complex_add_fusion_wrapped: argument 0"}
!8 = distinct !{!8, !"complex_add_fusion_wrapped"}
!9 = !{!10}
!10 = distinct !{!10, !8, !"complex_add_fusion_wrapped: argument 1"}
!11 = !{!12}
!12 = distinct !{!12, !8, !"complex_add_fusion_wrapped: argument 2"}
!13 = !{!14}
!14 = distinct !{!14, !8, !"complex_add_fusion_wrapped: argument 3"}
!15 = !{!7, !10, !14}
!16 = !{!7, !12, !14}
!17 = !{!10, !12, !14}
!18 = !{!7, !10, !12}
