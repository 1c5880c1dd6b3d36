; ModuleID = '__compute_module_multiply_convert_fusion_kernel_module'
source_filename = "__compute_module_multiply_convert_fusion_kernel_module"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: uwtable
define noalias noundef ptr @multiply_convert_fusion(ptr nofree readonly captures(none) %0) local_unnamed_addr #0 {
vector.ph:
  %1 = getelementptr inbounds nuw i8, ptr %0, i64 24
  %2 = load ptr, ptr %1, align 8, !invariant.load !8
  %3 = load ptr, ptr %2, align 8, !invariant.load !8, !dereferenceable !9
  %wide.vec = load <16 x i16>, ptr %3, align 2, !alias.scope !10
  %strided.vec = shufflevector <16 x i16> %wide.vec, <16 x i16> poison, <4 x i32> <i32 0, i32 4, i32 8, i32 12>
  %strided.vec1 = shufflevector <16 x i16> %wide.vec, <16 x i16> poison, <4 x i32> <i32 1, i32 5, i32 9, i32 13>
  %strided.vec2 = shufflevector <16 x i16> %wide.vec, <16 x i16> poison, <4 x i32> <i32 2, i32 6, i32 10, i32 14>
  %strided.vec3 = shufflevector <16 x i16> %wide.vec, <16 x i16> poison, <4 x i32> <i32 3, i32 7, i32 11, i32 15>
  %4 = zext <4 x i16> %strided.vec to <4 x i32>
  %5 = shl nuw <4 x i32> %4, splat (i32 16)
  %6 = bitcast <4 x i32> %5 to <4 x float>
  %7 = fmul <4 x float> %6, splat (float 5.000000e-01)
  %8 = bitcast <4 x float> %7 to <4 x i32>
  %9 = lshr <4 x i32> %8, splat (i32 16)
  %10 = and <4 x i32> %9, splat (i32 1)
  %11 = add nuw nsw <4 x i32> %10, splat (i32 32767)
  %12 = fcmp uno <4 x float> %7, zeroinitializer
  %13 = and <4 x i32> %8, splat (i32 -8388608)
  %14 = or disjoint <4 x i32> %13, splat (i32 4194304)
  %15 = add <4 x i32> %11, %8
  %16 = select <4 x i1> %12, <4 x i32> %14, <4 x i32> %15
  %17 = lshr <4 x i32> %16, splat (i32 16)
  %18 = trunc nuw <4 x i32> %17 to <4 x i16>
  %19 = zext <4 x i16> %strided.vec1 to <4 x i32>
  %20 = shl nuw <4 x i32> %19, splat (i32 16)
  %21 = bitcast <4 x i32> %20 to <4 x float>
  %22 = fmul <4 x float> %21, splat (float 5.000000e-01)
  %23 = bitcast <4 x float> %22 to <4 x i32>
  %24 = lshr <4 x i32> %23, splat (i32 16)
  %25 = and <4 x i32> %24, splat (i32 1)
  %26 = add nuw nsw <4 x i32> %25, splat (i32 32767)
  %27 = fcmp uno <4 x float> %22, zeroinitializer
  %28 = and <4 x i32> %23, splat (i32 -8388608)
  %29 = or disjoint <4 x i32> %28, splat (i32 4194304)
  %30 = add <4 x i32> %26, %23
  %31 = select <4 x i1> %27, <4 x i32> %29, <4 x i32> %30
  %32 = lshr <4 x i32> %31, splat (i32 16)
  %33 = trunc nuw <4 x i32> %32 to <4 x i16>
  %34 = zext <4 x i16> %strided.vec2 to <4 x i32>
  %35 = shl nuw <4 x i32> %34, splat (i32 16)
  %36 = bitcast <4 x i32> %35 to <4 x float>
  %37 = fmul <4 x float> %36, splat (float 5.000000e-01)
  %38 = bitcast <4 x float> %37 to <4 x i32>
  %39 = lshr <4 x i32> %38, splat (i32 16)
  %40 = and <4 x i32> %39, splat (i32 1)
  %41 = add nuw nsw <4 x i32> %40, splat (i32 32767)
  %42 = fcmp uno <4 x float> %37, zeroinitializer
  %43 = and <4 x i32> %38, splat (i32 -8388608)
  %44 = or disjoint <4 x i32> %43, splat (i32 4194304)
  %45 = add <4 x i32> %41, %38
  %46 = select <4 x i1> %42, <4 x i32> %44, <4 x i32> %45
  %47 = lshr <4 x i32> %46, splat (i32 16)
  %48 = trunc nuw <4 x i32> %47 to <4 x i16>
  %49 = zext <4 x i16> %strided.vec3 to <4 x i32>
  %50 = shl nuw <4 x i32> %49, splat (i32 16)
  %51 = bitcast <4 x i32> %50 to <4 x float>
  %52 = fmul <4 x float> %51, splat (float 5.000000e-01)
  %53 = bitcast <4 x float> %52 to <4 x i32>
  %54 = lshr <4 x i32> %53, splat (i32 16)
  %55 = and <4 x i32> %54, splat (i32 1)
  %56 = add nuw nsw <4 x i32> %55, splat (i32 32767)
  %57 = fcmp uno <4 x float> %52, zeroinitializer
  %58 = and <4 x i32> %53, splat (i32 -8388608)
  %59 = or disjoint <4 x i32> %58, splat (i32 4194304)
  %60 = add <4 x i32> %56, %53
  %61 = select <4 x i1> %57, <4 x i32> %59, <4 x i32> %60
  %62 = lshr <4 x i32> %61, splat (i32 16)
  %63 = trunc nuw <4 x i32> %62 to <4 x i16>
  %.uncasted = shufflevector <4 x i16> %18, <4 x i16> %33, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %.uncasted4 = shufflevector <4 x i16> %48, <4 x i16> %63, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %interleaved.vec.uncasted = shufflevector <8 x i16> %.uncasted, <8 x i16> %.uncasted4, <16 x i32> <i32 0, i32 4, i32 8, i32 12, i32 1, i32 5, i32 9, i32 13, i32 2, i32 6, i32 10, i32 14, i32 3, i32 7, i32 11, i32 15>
  store <16 x i16> %interleaved.vec.uncasted, ptr %3, align 2, !alias.scope !10
  ret ptr null
}

attributes #0 = { uwtable "frame-pointer"="all" "prefer-vector-width"="256" }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5}
!xla_cpu_memory_region_name = !{!6}
!llvm.ident = !{!7}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{i32 1, !"xla_dylib_index", i64 4}
!2 = !{i32 1, !"wchar_size", i32 4}
!3 = !{i32 8, !"PIC Level", i32 0}
!4 = !{i32 7, !"uwtable", i32 2}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = !{!"xla_cpu_emitter__loop_fusion_kernel_emitter__hlo_opcode__fusion"}
!7 = !{!"clang version 18.1.8"}
!8 = !{}
!9 = !{i64 32}
!10 = !{!11}
!11 = distinct !{!11, !12, !"multiply_convert_fusion_wrapped: argument 0"}
!12 = distinct !{!12, !"multiply_convert_fusion_wrapped"}
