; ModuleID = '__compute_module_select_divide_fusion_kernel_module'
source_filename = "__compute_module_select_divide_fusion_kernel_module"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, target_mem: none) uwtable
define noalias noundef ptr @select_divide_fusion(ptr nofree readonly captures(none) %0) local_unnamed_addr #0 {
vector.ph:
  %1 = getelementptr inbounds nuw i8, ptr %0, i64 24
  %2 = load ptr, ptr %1, align 8, !invariant.load !3
  %3 = load ptr, ptr %2, align 8, !invariant.load !3, !dereferenceable !4
  %4 = getelementptr inbounds nuw i8, ptr %2, i64 16
  %5 = load ptr, ptr %4, align 8, !invariant.load !3, !dereferenceable !5
  %6 = getelementptr inbounds nuw i8, ptr %2, i64 32
  %7 = load ptr, ptr %6, align 8, !invariant.load !3, !dereferenceable !5
  %8 = getelementptr inbounds nuw i8, ptr %2, i64 48
  %9 = load ptr, ptr %8, align 8, !invariant.load !3, !dereferenceable !4
  tail call void @llvm.experimental.noalias.scope.decl(metadata !6)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !9)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !11)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !13)
  %wide.load = load <4 x i32>, ptr %7, align 4, !invariant.load !3, !alias.scope !11, !noalias !15
  %wide.load2 = load <4 x float>, ptr %5, align 4, !invariant.load !3, !alias.scope !9, !noalias !16
  %10 = getelementptr inbounds nuw i8, ptr %3, i64 20
  %11 = getelementptr inbounds nuw i8, ptr %3, i64 40
  %12 = getelementptr inbounds nuw i8, ptr %3, i64 60
  %13 = load <4 x float>, ptr %3, align 4
  %14 = load float, ptr %10, align 4, !invariant.load !3, !alias.scope !6, !noalias !17
  %15 = load float, ptr %11, align 4, !invariant.load !3, !alias.scope !6, !noalias !17
  %16 = load float, ptr %12, align 4, !invariant.load !3, !alias.scope !6, !noalias !17
  %17 = insertelement <4 x float> %13, float %14, i64 1
  %18 = insertelement <4 x float> %17, float %15, i64 2
  %19 = insertelement <4 x float> %18, float %16, i64 3
  %20 = icmp eq <4 x i32> %wide.load, zeroinitializer
  %21 = fmul <4 x float> %wide.load2, %19
  %22 = select <4 x i1> %20, <4 x float> splat (float -2.500000e-01), <4 x float> zeroinitializer
  %23 = fadd <4 x float> %21, splat (float f0x358637BD)
  %24 = fdiv <4 x float> %22, %23
  %25 = getelementptr inbounds nuw i8, ptr %3, i64 4
  %26 = getelementptr inbounds nuw i8, ptr %3, i64 24
  %27 = getelementptr inbounds nuw i8, ptr %3, i64 44
  %28 = getelementptr inbounds nuw i8, ptr %3, i64 64
  %29 = load <4 x float>, ptr %25, align 4
  %30 = load float, ptr %26, align 4, !invariant.load !3, !alias.scope !6, !noalias !17
  %31 = load float, ptr %27, align 4, !invariant.load !3, !alias.scope !6, !noalias !17
  %32 = load float, ptr %28, align 4, !invariant.load !3, !alias.scope !6, !noalias !17
  %33 = insertelement <4 x float> %29, float %30, i64 1
  %34 = insertelement <4 x float> %33, float %31, i64 2
  %35 = insertelement <4 x float> %34, float %32, i64 3
  %36 = icmp eq <4 x i32> %wide.load, splat (i32 1)
  %37 = fmul <4 x float> %wide.load2, %35
  %38 = select <4 x i1> %36, <4 x float> splat (float -2.500000e-01), <4 x float> zeroinitializer
  %39 = fadd <4 x float> %37, splat (float f0x358637BD)
  %40 = fdiv <4 x float> %38, %39
  %41 = getelementptr inbounds nuw i8, ptr %3, i64 8
  %42 = getelementptr inbounds nuw i8, ptr %3, i64 28
  %43 = getelementptr inbounds nuw i8, ptr %3, i64 48
  %44 = getelementptr inbounds nuw i8, ptr %3, i64 68
  %45 = load <4 x float>, ptr %41, align 4
  %46 = load float, ptr %42, align 4, !invariant.load !3, !alias.scope !6, !noalias !17
  %47 = load float, ptr %43, align 4, !invariant.load !3, !alias.scope !6, !noalias !17
  %48 = load float, ptr %44, align 4, !invariant.load !3, !alias.scope !6, !noalias !17
  %49 = insertelement <4 x float> %45, float %46, i64 1
  %50 = insertelement <4 x float> %49, float %47, i64 2
  %51 = insertelement <4 x float> %50, float %48, i64 3
  %52 = icmp eq <4 x i32> %wide.load, splat (i32 2)
  %53 = fmul <4 x float> %wide.load2, %51
  %54 = select <4 x i1> %52, <4 x float> splat (float -2.500000e-01), <4 x float> zeroinitializer
  %55 = fadd <4 x float> %53, splat (float f0x358637BD)
  %56 = fdiv <4 x float> %54, %55
  %57 = getelementptr inbounds nuw i8, ptr %3, i64 12
  %58 = getelementptr inbounds nuw i8, ptr %3, i64 32
  %59 = getelementptr inbounds nuw i8, ptr %3, i64 52
  %60 = getelementptr inbounds nuw i8, ptr %3, i64 72
  %61 = load <4 x float>, ptr %57, align 4
  %62 = load float, ptr %58, align 4, !invariant.load !3, !alias.scope !6, !noalias !17
  %63 = load float, ptr %59, align 4, !invariant.load !3, !alias.scope !6, !noalias !17
  %64 = load float, ptr %60, align 4, !invariant.load !3, !alias.scope !6, !noalias !17
  %65 = insertelement <4 x float> %61, float %62, i64 1
  %66 = insertelement <4 x float> %65, float %63, i64 2
  %67 = insertelement <4 x float> %66, float %64, i64 3
  %68 = icmp eq <4 x i32> %wide.load, splat (i32 3)
  %69 = fmul <4 x float> %wide.load2, %67
  %70 = select <4 x i1> %68, <4 x float> splat (float -2.500000e-01), <4 x float> zeroinitializer
  %71 = fadd <4 x float> %69, splat (float f0x358637BD)
  %72 = fdiv <4 x float> %70, %71
  %73 = getelementptr inbounds nuw i8, ptr %3, i64 16
  %74 = getelementptr inbounds nuw i8, ptr %3, i64 36
  %75 = getelementptr inbounds nuw i8, ptr %3, i64 56
  %76 = getelementptr inbounds nuw i8, ptr %3, i64 76
  %77 = load <4 x float>, ptr %73, align 4
  %78 = load float, ptr %74, align 4, !invariant.load !3, !alias.scope !6, !noalias !17
  %79 = load float, ptr %75, align 4, !invariant.load !3, !alias.scope !6, !noalias !17
  %80 = load float, ptr %76, align 4, !invariant.load !3, !alias.scope !6, !noalias !17
  %81 = insertelement <4 x float> %77, float %78, i64 1
  %82 = insertelement <4 x float> %81, float %79, i64 2
  %83 = insertelement <4 x float> %82, float %80, i64 3
  %84 = icmp eq <4 x i32> %wide.load, splat (i32 4)
  %85 = fmul <4 x float> %wide.load2, %83
  %86 = select <4 x i1> %84, <4 x float> splat (float -2.500000e-01), <4 x float> zeroinitializer
  %87 = fadd <4 x float> %85, splat (float f0x358637BD)
  %88 = fdiv <4 x float> %86, %87
  %89 = shufflevector <4 x float> %24, <4 x float> %40, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %90 = shufflevector <4 x float> %56, <4 x float> %72, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %91 = shufflevector <8 x float> %89, <8 x float> %90, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %92 = shufflevector <4 x float> %88, <4 x float> poison, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved.vec = shufflevector <16 x float> %91, <16 x float> %92, <20 x i32> <i32 0, i32 4, i32 8, i32 12, i32 16, i32 1, i32 5, i32 9, i32 13, i32 17, i32 2, i32 6, i32 10, i32 14, i32 18, i32 3, i32 7, i32 11, i32 15, i32 19>
  store <20 x float> %interleaved.vec, ptr %9, align 4, !alias.scope !13, !noalias !18
  ret ptr null
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #1

attributes #0 = { nofree norecurse nosync nounwind memory(readwrite, target_mem: none) uwtable "frame-pointer"="all" "prefer-vector-width"="256" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }

!llvm.module.flags = !{!0, !1}
!xla_cpu_memory_region_name = !{!2}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{i32 1, !"xla_dylib_index", i64 8}
!2 = !{!"xla_cpu_emitter__loop_fusion_kernel_emitter__hlo_opcode__fusion"}
!3 = !{}
!4 = !{i64 80}
!5 = !{i64 16}
!6 = !{!7}
!7 = distinct !{!7, !8, !"select_divide_fusion_wrapped: argument 0"}
!8 = distinct !{!8, !"select_divide_fusion_wrapped"}
!9 = !{!10}
!10 = distinct !{!10, !8, !"select_divide_fusion_wrapped: argument 1"}
!11 = !{!12}
!12 = distinct !{!12, !8, !"select_divide_fusion_wrapped: argument 2"}
!13 = !{!14}
!14 = distinct !{!14, !8, !"select_divide_fusion_wrapped: argument 3"}
!15 = !{!7, !10, !14}
!16 = !{!7, !12, !14}
!17 = !{!10, !12, !14}
!18 = !{!7, !10, !12}
