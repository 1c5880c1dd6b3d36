; ModuleID = '__compute_module_multiply_reduce_fusion_kernel_module'
source_filename = "__compute_module_multiply_reduce_fusion_kernel_module"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, target_mem: none) uwtable
define noalias noundef ptr @multiply_reduce_fusion(ptr nofree readonly captures(none) %0) local_unnamed_addr #0 {
vector.ph:
  %1 = getelementptr inbounds nuw i8, ptr %0, i64 24
  %2 = load ptr, ptr %1, align 8, !invariant.load !3
  %3 = load ptr, ptr %2, align 8, !invariant.load !3, !dereferenceable !4
  %4 = getelementptr inbounds nuw i8, ptr %2, i64 16
  %5 = load ptr, ptr %4, align 8, !invariant.load !3, !dereferenceable !4
  %6 = getelementptr inbounds nuw i8, ptr %2, i64 32
  %7 = load ptr, ptr %6, align 8, !invariant.load !3, !dereferenceable !5
  %8 = getelementptr inbounds nuw i8, ptr %2, i64 48
  %9 = load ptr, ptr %8, align 8, !invariant.load !3, !dereferenceable !5
  tail call void @llvm.experimental.noalias.scope.decl(metadata !6)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !9)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !11)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !13)
  %wide.load = load <4 x float>, ptr %7, align 4, !invariant.load !3, !alias.scope !11, !noalias !15
  %10 = getelementptr inbounds nuw i8, ptr %5, i64 20
  %11 = getelementptr inbounds nuw i8, ptr %5, i64 40
  %12 = getelementptr inbounds nuw i8, ptr %5, i64 60
  %13 = load <4 x float>, ptr %5, align 4
  %14 = load float, ptr %10, align 4, !invariant.load !3, !alias.scope !9, !noalias !16
  %15 = load float, ptr %11, align 4, !invariant.load !3, !alias.scope !9, !noalias !16
  %16 = load float, ptr %12, align 4, !invariant.load !3, !alias.scope !9, !noalias !16
  %17 = insertelement <4 x float> %13, float %14, i64 1
  %18 = insertelement <4 x float> %17, float %15, i64 2
  %19 = insertelement <4 x float> %18, float %16, i64 3
  %20 = fmul <4 x float> %wide.load, %19
  %21 = getelementptr inbounds nuw i8, ptr %3, i64 20
  %22 = getelementptr inbounds nuw i8, ptr %3, i64 40
  %23 = getelementptr inbounds nuw i8, ptr %3, i64 60
  %24 = load <4 x float>, ptr %3, align 4
  %25 = load float, ptr %21, align 4, !invariant.load !3, !alias.scope !6, !noalias !17
  %26 = load float, ptr %22, align 4, !invariant.load !3, !alias.scope !6, !noalias !17
  %27 = load float, ptr %23, align 4, !invariant.load !3, !alias.scope !6, !noalias !17
  %28 = insertelement <4 x float> %24, float %25, i64 1
  %29 = insertelement <4 x float> %28, float %26, i64 2
  %30 = insertelement <4 x float> %29, float %27, i64 3
  %31 = fmul <4 x float> %20, %30
  %32 = fadd reassoc <4 x float> %31, zeroinitializer
  %33 = getelementptr inbounds nuw i8, ptr %5, i64 4
  %34 = getelementptr inbounds nuw i8, ptr %5, i64 24
  %35 = getelementptr inbounds nuw i8, ptr %5, i64 44
  %36 = getelementptr inbounds nuw i8, ptr %5, i64 64
  %37 = load <4 x float>, ptr %33, align 4
  %38 = load float, ptr %34, align 4, !invariant.load !3, !alias.scope !9, !noalias !16
  %39 = load float, ptr %35, align 4, !invariant.load !3, !alias.scope !9, !noalias !16
  %40 = load float, ptr %36, align 4, !invariant.load !3, !alias.scope !9, !noalias !16
  %41 = insertelement <4 x float> %37, float %38, i64 1
  %42 = insertelement <4 x float> %41, float %39, i64 2
  %43 = insertelement <4 x float> %42, float %40, i64 3
  %44 = fmul <4 x float> %wide.load, %43
  %45 = getelementptr inbounds nuw i8, ptr %3, i64 4
  %46 = getelementptr inbounds nuw i8, ptr %3, i64 24
  %47 = getelementptr inbounds nuw i8, ptr %3, i64 44
  %48 = getelementptr inbounds nuw i8, ptr %3, i64 64
  %49 = load <4 x float>, ptr %45, align 4
  %50 = load float, ptr %46, align 4, !invariant.load !3, !alias.scope !6, !noalias !17
  %51 = load float, ptr %47, align 4, !invariant.load !3, !alias.scope !6, !noalias !17
  %52 = load float, ptr %48, align 4, !invariant.load !3, !alias.scope !6, !noalias !17
  %53 = insertelement <4 x float> %49, float %50, i64 1
  %54 = insertelement <4 x float> %53, float %51, i64 2
  %55 = insertelement <4 x float> %54, float %52, i64 3
  %56 = fmul <4 x float> %44, %55
  %57 = fadd reassoc <4 x float> %32, %56
  %58 = getelementptr inbounds nuw i8, ptr %5, i64 8
  %59 = getelementptr inbounds nuw i8, ptr %5, i64 28
  %60 = getelementptr inbounds nuw i8, ptr %5, i64 48
  %61 = getelementptr inbounds nuw i8, ptr %5, i64 68
  %62 = load <4 x float>, ptr %58, align 4
  %63 = load float, ptr %59, align 4, !invariant.load !3, !alias.scope !9, !noalias !16
  %64 = load float, ptr %60, align 4, !invariant.load !3, !alias.scope !9, !noalias !16
  %65 = load float, ptr %61, align 4, !invariant.load !3, !alias.scope !9, !noalias !16
  %66 = insertelement <4 x float> %62, float %63, i64 1
  %67 = insertelement <4 x float> %66, float %64, i64 2
  %68 = insertelement <4 x float> %67, float %65, i64 3
  %69 = fmul <4 x float> %wide.load, %68
  %70 = getelementptr inbounds nuw i8, ptr %3, i64 8
  %71 = getelementptr inbounds nuw i8, ptr %3, i64 28
  %72 = getelementptr inbounds nuw i8, ptr %3, i64 48
  %73 = getelementptr inbounds nuw i8, ptr %3, i64 68
  %74 = load <4 x float>, ptr %70, align 4
  %75 = load float, ptr %71, align 4, !invariant.load !3, !alias.scope !6, !noalias !17
  %76 = load float, ptr %72, align 4, !invariant.load !3, !alias.scope !6, !noalias !17
  %77 = load float, ptr %73, align 4, !invariant.load !3, !alias.scope !6, !noalias !17
  %78 = insertelement <4 x float> %74, float %75, i64 1
  %79 = insertelement <4 x float> %78, float %76, i64 2
  %80 = insertelement <4 x float> %79, float %77, i64 3
  %81 = fmul <4 x float> %69, %80
  %82 = fadd reassoc <4 x float> %57, %81
  %83 = getelementptr inbounds nuw i8, ptr %5, i64 12
  %84 = getelementptr inbounds nuw i8, ptr %5, i64 32
  %85 = getelementptr inbounds nuw i8, ptr %5, i64 52
  %86 = getelementptr inbounds nuw i8, ptr %5, i64 72
  %87 = load <4 x float>, ptr %83, align 4
  %88 = load float, ptr %84, align 4, !invariant.load !3, !alias.scope !9, !noalias !16
  %89 = load float, ptr %85, align 4, !invariant.load !3, !alias.scope !9, !noalias !16
  %90 = load float, ptr %86, align 4, !invariant.load !3, !alias.scope !9, !noalias !16
  %91 = insertelement <4 x float> %87, float %88, i64 1
  %92 = insertelement <4 x float> %91, float %89, i64 2
  %93 = insertelement <4 x float> %92, float %90, i64 3
  %94 = fmul <4 x float> %wide.load, %93
  %95 = getelementptr inbounds nuw i8, ptr %3, i64 12
  %96 = getelementptr inbounds nuw i8, ptr %3, i64 32
  %97 = getelementptr inbounds nuw i8, ptr %3, i64 52
  %98 = getelementptr inbounds nuw i8, ptr %3, i64 72
  %99 = load <4 x float>, ptr %95, align 4
  %100 = load float, ptr %96, align 4, !invariant.load !3, !alias.scope !6, !noalias !17
  %101 = load float, ptr %97, align 4, !invariant.load !3, !alias.scope !6, !noalias !17
  %102 = load float, ptr %98, align 4, !invariant.load !3, !alias.scope !6, !noalias !17
  %103 = insertelement <4 x float> %99, float %100, i64 1
  %104 = insertelement <4 x float> %103, float %101, i64 2
  %105 = insertelement <4 x float> %104, float %102, i64 3
  %106 = fmul <4 x float> %94, %105
  %107 = fadd reassoc <4 x float> %82, %106
  %108 = getelementptr inbounds nuw i8, ptr %5, i64 16
  %109 = getelementptr inbounds nuw i8, ptr %5, i64 36
  %110 = getelementptr inbounds nuw i8, ptr %5, i64 56
  %111 = getelementptr inbounds nuw i8, ptr %5, i64 76
  %112 = load <4 x float>, ptr %108, align 4
  %113 = load float, ptr %109, align 4, !invariant.load !3, !alias.scope !9, !noalias !16
  %114 = load float, ptr %110, align 4, !invariant.load !3, !alias.scope !9, !noalias !16
  %115 = load float, ptr %111, align 4, !invariant.load !3, !alias.scope !9, !noalias !16
  %116 = insertelement <4 x float> %112, float %113, i64 1
  %117 = insertelement <4 x float> %116, float %114, i64 2
  %118 = insertelement <4 x float> %117, float %115, i64 3
  %119 = fmul <4 x float> %wide.load, %118
  %120 = getelementptr inbounds nuw i8, ptr %3, i64 16
  %121 = getelementptr inbounds nuw i8, ptr %3, i64 36
  %122 = getelementptr inbounds nuw i8, ptr %3, i64 56
  %123 = getelementptr inbounds nuw i8, ptr %3, i64 76
  %124 = load <4 x float>, ptr %120, align 4
  %125 = load float, ptr %121, align 4, !invariant.load !3, !alias.scope !6, !noalias !17
  %126 = load float, ptr %122, align 4, !invariant.load !3, !alias.scope !6, !noalias !17
  %127 = load float, ptr %123, align 4, !invariant.load !3, !alias.scope !6, !noalias !17
  %128 = insertelement <4 x float> %124, float %125, i64 1
  %129 = insertelement <4 x float> %128, float %126, i64 2
  %130 = insertelement <4 x float> %129, float %127, i64 3
  %131 = fmul <4 x float> %119, %130
  %132 = fadd reassoc <4 x float> %107, %131
  store <4 x float> %132, ptr %9, align 4, !alias.scope !13, !noalias !18
  ret ptr null
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #1

attributes #0 = { nofree norecurse nosync nounwind memory(readwrite, target_mem: none) uwtable "frame-pointer"="all" "prefer-vector-width"="256" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }

!llvm.module.flags = !{!0, !1}
!xla_cpu_memory_region_name = !{!2}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{i32 1, !"xla_dylib_index", i64 7}
!2 = !{!"xla_cpu_emitter__loop_fusion_kernel_emitter__hlo_opcode__fusion"}
!3 = !{}
!4 = !{i64 80}
!5 = !{i64 16}
!6 = !{!7}
!7 = distinct !{!7, !8, !"multiply_reduce_fusion_wrapped: argument 0"}
!8 = distinct !{!8, !"multiply_reduce_fusion_wrapped"}
!9 = !{!10}
!10 = distinct !{!10, !8, !"multiply_reduce_fusion_wrapped: argument 1"}
!11 = !{!12}
!12 = distinct !{!12, !8, !"multiply_reduce_fusion_wrapped: argument 2"}
!13 = !{!14}
!14 = distinct !{!14, !8, !"multiply_reduce_fusion_wrapped: argument 3"}
!15 = !{!7, !10, !14}
!16 = !{!7, !12, !14}
!17 = !{!10, !12, !14}
!18 = !{!7, !10, !12}
