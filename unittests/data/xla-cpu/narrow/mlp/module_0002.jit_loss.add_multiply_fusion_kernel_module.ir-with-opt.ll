; ModuleID = '__compute_module_add_multiply_fusion_kernel_module'
source_filename = "__compute_module_add_multiply_fusion_kernel_module"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, target_mem: none) uwtable
define noalias noundef ptr @add_multiply_fusion(ptr nofree readonly captures(none) %0) local_unnamed_addr #0 {
vector.ph:
  %1 = getelementptr inbounds nuw i8, ptr %0, i64 24
  %2 = load ptr, ptr %1, align 8, !invariant.load !3
  %3 = load ptr, ptr %2, align 8, !invariant.load !3, !dereferenceable !4
  %4 = getelementptr inbounds nuw i8, ptr %2, i64 16
  %5 = load ptr, ptr %4, align 8, !invariant.load !3, !dereferenceable !5
  %6 = getelementptr inbounds nuw i8, ptr %2, i64 32
  %7 = load ptr, ptr %6, align 8, !invariant.load !3, !dereferenceable !4
  %8 = getelementptr inbounds nuw i8, ptr %2, i64 48
  %9 = load ptr, ptr %8, align 8, !invariant.load !3, !dereferenceable !5
  tail call void @llvm.experimental.noalias.scope.decl(metadata !6)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !9)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !11)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !13)
  %wide.load = load <4 x float>, ptr %9, align 4, !invariant.load !3, !alias.scope !13, !noalias !15
  %wide.load2 = load <4 x float>, ptr %5, align 4, !invariant.load !3, !alias.scope !9, !noalias !16
  %10 = getelementptr inbounds nuw i8, ptr %7, i64 20
  %11 = getelementptr inbounds nuw i8, ptr %7, i64 40
  %12 = getelementptr inbounds nuw i8, ptr %7, i64 60
  %13 = load <4 x float>, ptr %7, align 4
  %14 = load float, ptr %10, align 4, !alias.scope !11, !noalias !17
  %15 = load float, ptr %11, align 4, !alias.scope !11, !noalias !17
  %16 = load float, ptr %12, align 4, !alias.scope !11, !noalias !17
  %17 = insertelement <4 x float> %13, float %14, i64 1
  %18 = insertelement <4 x float> %17, float %15, i64 2
  %19 = insertelement <4 x float> %18, float %16, i64 3
  %20 = fmul <4 x float> %wide.load, %19
  %21 = fsub <4 x float> %20, %wide.load2
  %22 = getelementptr inbounds nuw i8, ptr %3, i64 20
  %23 = getelementptr inbounds nuw i8, ptr %3, i64 40
  %24 = getelementptr inbounds nuw i8, ptr %3, i64 60
  %25 = load <4 x float>, ptr %3, align 4
  %26 = load float, ptr %22, align 4, !invariant.load !3, !alias.scope !6, !noalias !18
  %27 = load float, ptr %23, align 4, !invariant.load !3, !alias.scope !6, !noalias !18
  %28 = load float, ptr %24, align 4, !invariant.load !3, !alias.scope !6, !noalias !18
  %29 = insertelement <4 x float> %25, float %26, i64 1
  %30 = insertelement <4 x float> %29, float %27, i64 2
  %31 = insertelement <4 x float> %30, float %28, i64 3
  %32 = fmul <4 x float> %31, %21
  %33 = getelementptr inbounds nuw i8, ptr %7, i64 4
  %34 = getelementptr inbounds nuw i8, ptr %7, i64 24
  %35 = getelementptr inbounds nuw i8, ptr %7, i64 44
  %36 = getelementptr inbounds nuw i8, ptr %7, i64 64
  %37 = load <4 x float>, ptr %33, align 4
  %38 = load float, ptr %34, align 4, !alias.scope !11, !noalias !17
  %39 = load float, ptr %35, align 4, !alias.scope !11, !noalias !17
  %40 = load float, ptr %36, align 4, !alias.scope !11, !noalias !17
  %41 = insertelement <4 x float> %37, float %38, i64 1
  %42 = insertelement <4 x float> %41, float %39, i64 2
  %43 = insertelement <4 x float> %42, float %40, i64 3
  %44 = fmul <4 x float> %wide.load, %43
  %45 = fsub <4 x float> %44, %wide.load2
  %46 = getelementptr inbounds nuw i8, ptr %3, i64 4
  %47 = getelementptr inbounds nuw i8, ptr %3, i64 24
  %48 = getelementptr inbounds nuw i8, ptr %3, i64 44
  %49 = getelementptr inbounds nuw i8, ptr %3, i64 64
  %50 = load <4 x float>, ptr %46, align 4
  %51 = load float, ptr %47, align 4, !invariant.load !3, !alias.scope !6, !noalias !18
  %52 = load float, ptr %48, align 4, !invariant.load !3, !alias.scope !6, !noalias !18
  %53 = load float, ptr %49, align 4, !invariant.load !3, !alias.scope !6, !noalias !18
  %54 = insertelement <4 x float> %50, float %51, i64 1
  %55 = insertelement <4 x float> %54, float %52, i64 2
  %56 = insertelement <4 x float> %55, float %53, i64 3
  %57 = fmul <4 x float> %56, %45
  %58 = getelementptr inbounds nuw i8, ptr %7, i64 8
  %59 = getelementptr inbounds nuw i8, ptr %7, i64 28
  %60 = getelementptr inbounds nuw i8, ptr %7, i64 48
  %61 = getelementptr inbounds nuw i8, ptr %7, i64 68
  %62 = load <4 x float>, ptr %58, align 4
  %63 = load float, ptr %59, align 4, !alias.scope !11, !noalias !17
  %64 = load float, ptr %60, align 4, !alias.scope !11, !noalias !17
  %65 = load float, ptr %61, align 4, !alias.scope !11, !noalias !17
  %66 = insertelement <4 x float> %62, float %63, i64 1
  %67 = insertelement <4 x float> %66, float %64, i64 2
  %68 = insertelement <4 x float> %67, float %65, i64 3
  %69 = fmul <4 x float> %wide.load, %68
  %70 = fsub <4 x float> %69, %wide.load2
  %71 = getelementptr inbounds nuw i8, ptr %3, i64 8
  %72 = getelementptr inbounds nuw i8, ptr %3, i64 28
  %73 = getelementptr inbounds nuw i8, ptr %3, i64 48
  %74 = getelementptr inbounds nuw i8, ptr %3, i64 68
  %75 = load <4 x float>, ptr %71, align 4
  %76 = load float, ptr %72, align 4, !invariant.load !3, !alias.scope !6, !noalias !18
  %77 = load float, ptr %73, align 4, !invariant.load !3, !alias.scope !6, !noalias !18
  %78 = load float, ptr %74, align 4, !invariant.load !3, !alias.scope !6, !noalias !18
  %79 = insertelement <4 x float> %75, float %76, i64 1
  %80 = insertelement <4 x float> %79, float %77, i64 2
  %81 = insertelement <4 x float> %80, float %78, i64 3
  %82 = fmul <4 x float> %81, %70
  %83 = getelementptr inbounds nuw i8, ptr %7, i64 12
  %84 = getelementptr inbounds nuw i8, ptr %7, i64 32
  %85 = getelementptr inbounds nuw i8, ptr %7, i64 52
  %86 = getelementptr inbounds nuw i8, ptr %7, i64 72
  %87 = load <4 x float>, ptr %83, align 4
  %88 = load float, ptr %84, align 4, !alias.scope !11, !noalias !17
  %89 = load float, ptr %85, align 4, !alias.scope !11, !noalias !17
  %90 = load float, ptr %86, align 4, !alias.scope !11, !noalias !17
  %91 = insertelement <4 x float> %87, float %88, i64 1
  %92 = insertelement <4 x float> %91, float %89, i64 2
  %93 = insertelement <4 x float> %92, float %90, i64 3
  %94 = fmul <4 x float> %wide.load, %93
  %95 = fsub <4 x float> %94, %wide.load2
  %96 = getelementptr inbounds nuw i8, ptr %3, i64 12
  %97 = getelementptr inbounds nuw i8, ptr %3, i64 32
  %98 = getelementptr inbounds nuw i8, ptr %3, i64 52
  %99 = getelementptr inbounds nuw i8, ptr %3, i64 72
  %100 = load <4 x float>, ptr %96, align 4
  %101 = load float, ptr %97, align 4, !invariant.load !3, !alias.scope !6, !noalias !18
  %102 = load float, ptr %98, align 4, !invariant.load !3, !alias.scope !6, !noalias !18
  %103 = load float, ptr %99, align 4, !invariant.load !3, !alias.scope !6, !noalias !18
  %104 = insertelement <4 x float> %100, float %101, i64 1
  %105 = insertelement <4 x float> %104, float %102, i64 2
  %106 = insertelement <4 x float> %105, float %103, i64 3
  %107 = fmul <4 x float> %106, %95
  %108 = getelementptr inbounds nuw i8, ptr %7, i64 16
  %109 = getelementptr inbounds nuw i8, ptr %7, i64 36
  %110 = getelementptr inbounds nuw i8, ptr %7, i64 56
  %111 = getelementptr inbounds nuw i8, ptr %7, i64 76
  %112 = load <4 x float>, ptr %108, align 4
  %113 = load float, ptr %109, align 4, !alias.scope !11, !noalias !17
  %114 = load float, ptr %110, align 4, !alias.scope !11, !noalias !17
  %115 = load float, ptr %111, align 4, !alias.scope !11, !noalias !17
  %116 = insertelement <4 x float> %112, float %113, i64 1
  %117 = insertelement <4 x float> %116, float %114, i64 2
  %118 = insertelement <4 x float> %117, float %115, i64 3
  %119 = fmul <4 x float> %wide.load, %118
  %120 = fsub <4 x float> %119, %wide.load2
  %121 = getelementptr inbounds nuw i8, ptr %3, i64 16
  %122 = getelementptr inbounds nuw i8, ptr %3, i64 36
  %123 = getelementptr inbounds nuw i8, ptr %3, i64 56
  %124 = getelementptr inbounds nuw i8, ptr %3, i64 76
  %125 = load <4 x float>, ptr %121, align 4
  %126 = load float, ptr %122, align 4, !invariant.load !3, !alias.scope !6, !noalias !18
  %127 = load float, ptr %123, align 4, !invariant.load !3, !alias.scope !6, !noalias !18
  %128 = load float, ptr %124, align 4, !invariant.load !3, !alias.scope !6, !noalias !18
  %129 = insertelement <4 x float> %125, float %126, i64 1
  %130 = insertelement <4 x float> %129, float %127, i64 2
  %131 = insertelement <4 x float> %130, float %128, i64 3
  %132 = fmul <4 x float> %131, %120
  %133 = shufflevector <4 x float> %32, <4 x float> %57, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %134 = shufflevector <4 x float> %82, <4 x float> %107, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %135 = shufflevector <8 x float> %133, <8 x float> %134, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %136 = shufflevector <4 x float> %132, <4 x float> poison, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved.vec = shufflevector <16 x float> %135, <16 x float> %136, <20 x i32> <i32 0, i32 4, i32 8, i32 12, i32 16, i32 1, i32 5, i32 9, i32 13, i32 17, i32 2, i32 6, i32 10, i32 14, i32 18, i32 3, i32 7, i32 11, i32 15, i32 19>
  store <20 x float> %interleaved.vec, ptr %7, align 4, !alias.scope !11, !noalias !17
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
!4 = !{i64 80}
!5 = !{i64 16}
!6 = !{!7}
!7 = distinct !{!7, !8, !"add_multiply_fusion_wrapped: argument 0"}
!8 = distinct !{!8, !"add_multiply_fusion_wrapped"}
!9 = !{!10}
!10 = distinct !{!10, !8, !"add_multiply_fusion_wrapped: argument 1"}
!11 = !{!12}
!12 = distinct !{!12, !8, !"add_multiply_fusion_wrapped: argument 2"}
!13 = !{!14}
!14 = distinct !{!14, !8, !"add_multiply_fusion_wrapped: argument 3"}
!15 = !{!7, !10, !12}
!16 = !{!7, !12, !14}
!17 = !{!7, !10, !14}
!18 = !{!10, !12, !14}
