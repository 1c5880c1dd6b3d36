; ModuleID = '__compute_module_dot_elemental_kernel_module'
source_filename = "__compute_module_dot_elemental_kernel_module"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none, target_mem: none) uwtable
define noalias noundef ptr @dot_kernel(ptr nofree readonly captures(none) %0) local_unnamed_addr #0 {
dot.loop_header.rhs.1.preheader:
  %args_gep = getelementptr inbounds nuw i8, ptr %0, i64 24
  %args = load ptr, ptr %args_gep, align 8
  %arg0 = load ptr, ptr %args, align 8, !invariant.load !2, !dereferenceable !3, !align !4
  %arg1_gep = getelementptr i8, ptr %args, i64 16
  %arg1 = load ptr, ptr %arg1_gep, align 8, !invariant.load !2, !dereferenceable !3, !align !4
  %arg2_gep = getelementptr i8, ptr %args, i64 32
  %arg2 = load ptr, ptr %arg2_gep, align 8, !invariant.load !2, !dereferenceable !4, !align !4
  %1 = load float, ptr %arg0, align 64, !invariant.load !2, !noalias !5
  %2 = load float, ptr %arg1, align 64, !invariant.load !2, !noalias !5
  %3 = fmul float %1, %2
  %4 = fadd float %3, 0.000000e+00
  %5 = getelementptr inbounds nuw i8, ptr %arg0, i64 4
  %6 = load float, ptr %5, align 4, !invariant.load !2, !noalias !5
  %gep.1 = getelementptr inbounds nuw i8, ptr %arg1, i64 16
  %7 = load float, ptr %gep.1, align 16, !invariant.load !2, !noalias !5
  %8 = fmul float %6, %7
  %9 = fadd float %4, %8
  store float %9, ptr %arg2, align 64, !alias.scope !5
  %invariant.gep.1 = getelementptr inbounds nuw i8, ptr %arg1, i64 4
  %10 = load float, ptr %invariant.gep.1, align 4, !invariant.load !2, !noalias !5
  %11 = fmul float %1, %10
  %12 = fadd float %11, 0.000000e+00
  %gep.1.1 = getelementptr inbounds nuw i8, ptr %arg1, i64 20
  %13 = load float, ptr %gep.1.1, align 4, !invariant.load !2, !noalias !5
  %14 = fmul float %6, %13
  %15 = fadd float %12, %14
  %16 = getelementptr inbounds nuw i8, ptr %arg2, i64 4
  store float %15, ptr %16, align 4, !alias.scope !5
  %invariant.gep.2 = getelementptr inbounds nuw i8, ptr %arg1, i64 8
  %17 = load float, ptr %invariant.gep.2, align 8, !invariant.load !2, !noalias !5
  %18 = fmul float %1, %17
  %19 = fadd float %18, 0.000000e+00
  %gep.1.2 = getelementptr inbounds nuw i8, ptr %arg1, i64 24
  %20 = load float, ptr %gep.1.2, align 8, !invariant.load !2, !noalias !5
  %21 = fmul float %6, %20
  %22 = fadd float %19, %21
  %23 = getelementptr inbounds nuw i8, ptr %arg2, i64 8
  store float %22, ptr %23, align 8, !alias.scope !5
  %invariant.gep.3 = getelementptr inbounds nuw i8, ptr %arg1, i64 12
  %24 = load float, ptr %invariant.gep.3, align 4, !invariant.load !2, !noalias !5
  %25 = fmul float %1, %24
  %26 = fadd float %25, 0.000000e+00
  %gep.1.3 = getelementptr inbounds nuw i8, ptr %arg1, i64 28
  %27 = load float, ptr %gep.1.3, align 4, !invariant.load !2, !noalias !5
  %28 = fmul float %6, %27
  %29 = fadd float %26, %28
  %30 = getelementptr inbounds nuw i8, ptr %arg2, i64 12
  store float %29, ptr %30, align 4, !alias.scope !5
  %.split.1 = getelementptr inbounds nuw i8, ptr %arg0, i64 8
  %.split9.1 = getelementptr inbounds nuw i8, ptr %arg2, i64 16
  %31 = load float, ptr %.split.1, align 8, !invariant.load !2, !noalias !5
  %32 = fmul float %31, %2
  %33 = fadd float %32, 0.000000e+00
  %34 = getelementptr inbounds nuw i8, ptr %arg0, i64 12
  %35 = load float, ptr %34, align 4, !invariant.load !2, !noalias !5
  %36 = fmul float %35, %7
  %37 = fadd float %33, %36
  store float %37, ptr %.split9.1, align 16, !alias.scope !5
  %38 = fmul float %31, %10
  %39 = fadd float %38, 0.000000e+00
  %40 = fmul float %35, %13
  %41 = fadd float %39, %40
  %42 = getelementptr inbounds nuw i8, ptr %arg2, i64 20
  store float %41, ptr %42, align 4, !alias.scope !5
  %43 = fmul float %31, %17
  %44 = fadd float %43, 0.000000e+00
  %45 = fmul float %35, %20
  %46 = fadd float %44, %45
  %47 = getelementptr inbounds nuw i8, ptr %arg2, i64 24
  store float %46, ptr %47, align 8, !alias.scope !5
  %48 = fmul float %31, %24
  %49 = fadd float %48, 0.000000e+00
  %50 = fmul float %35, %27
  %51 = fadd float %49, %50
  %52 = getelementptr inbounds nuw i8, ptr %arg2, i64 28
  store float %51, ptr %52, align 4, !alias.scope !5
  %.split.2 = getelementptr inbounds nuw i8, ptr %arg0, i64 16
  %.split9.2 = getelementptr inbounds nuw i8, ptr %arg2, i64 32
  %53 = load float, ptr %.split.2, align 16, !invariant.load !2, !noalias !5
  %54 = fmul float %53, %2
  %55 = fadd float %54, 0.000000e+00
  %56 = getelementptr inbounds nuw i8, ptr %arg0, i64 20
  %57 = load float, ptr %56, align 4, !invariant.load !2, !noalias !5
  %58 = fmul float %57, %7
  %59 = fadd float %55, %58
  store float %59, ptr %.split9.2, align 32, !alias.scope !5
  %60 = fmul float %53, %10
  %61 = fadd float %60, 0.000000e+00
  %62 = fmul float %57, %13
  %63 = fadd float %61, %62
  %64 = getelementptr inbounds nuw i8, ptr %arg2, i64 36
  store float %63, ptr %64, align 4, !alias.scope !5
  %65 = fmul float %53, %17
  %66 = fadd float %65, 0.000000e+00
  %67 = fmul float %57, %20
  %68 = fadd float %66, %67
  %69 = getelementptr inbounds nuw i8, ptr %arg2, i64 40
  store float %68, ptr %69, align 8, !alias.scope !5
  %70 = fmul float %53, %24
  %71 = fadd float %70, 0.000000e+00
  %72 = fmul float %57, %27
  %73 = fadd float %71, %72
  %74 = getelementptr inbounds nuw i8, ptr %arg2, i64 44
  store float %73, ptr %74, align 4, !alias.scope !5
  %.split.3 = getelementptr inbounds nuw i8, ptr %arg0, i64 24
  %.split9.3 = getelementptr inbounds nuw i8, ptr %arg2, i64 48
  %75 = load float, ptr %.split.3, align 8, !invariant.load !2, !noalias !5
  %76 = fmul float %75, %2
  %77 = fadd float %76, 0.000000e+00
  %78 = getelementptr inbounds nuw i8, ptr %arg0, i64 28
  %79 = load float, ptr %78, align 4, !invariant.load !2, !noalias !5
  %80 = fmul float %79, %7
  %81 = fadd float %77, %80
  store float %81, ptr %.split9.3, align 16, !alias.scope !5
  %82 = fmul float %75, %10
  %83 = fadd float %82, 0.000000e+00
  %84 = fmul float %79, %13
  %85 = fadd float %83, %84
  %86 = getelementptr inbounds nuw i8, ptr %arg2, i64 52
  store float %85, ptr %86, align 4, !alias.scope !5
  %87 = fmul float %75, %17
  %88 = fadd float %87, 0.000000e+00
  %89 = fmul float %79, %20
  %90 = fadd float %88, %89
  %91 = getelementptr inbounds nuw i8, ptr %arg2, i64 56
  store float %90, ptr %91, align 8, !alias.scope !5
  %92 = fmul float %75, %24
  %93 = fadd float %92, 0.000000e+00
  %94 = fmul float %79, %27
  %95 = fadd float %93, %94
  %96 = getelementptr inbounds nuw i8, ptr %arg2, i64 60
  store float %95, ptr %96, align 4, !alias.scope !5
  ret ptr null
}

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none, target_mem: none) uwtable "frame-pointer"="all" "prefer-vector-width"="256" }

!xla_cpu_memory_region_name = !{!0}
!llvm.module.flags = !{!1}

!0 = !{!"xla_cpu_emitter__dot_kernel_emitter__hlo_opcode__dot"}
!1 = !{i32 1, !"xla_dylib_index", i64 0}
!2 = !{}
!3 = !{i64 32}
!4 = !{i64 64}
!5 = !{!6}
!6 = !{!"result slice: {index:0, offset:0, size:64}", !7}
!7 = !{!"XLA host kernel dot_kernel AA domain"}
