; ModuleID = '__compute_module___compute_module_wrapped_convert'
source_filename = "__compute_module___compute_module_wrapped_convert"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%XLA_CPU_KernelCallFrame = type { ptr, ptr, i64, ptr }
%XLA_CPU_KernelArg = type { ptr, i64 }
%kernel_dim3 = type { i64, i64, i64 }

declare <4 x bfloat> @xla.fptrunc.v4f32.to.v4bf16(<4 x float>)

define ptr @wrapped_convert(ptr %0) {
  %2 = getelementptr inbounds %XLA_CPU_KernelCallFrame, ptr %0, i32 0, i32 3
  %3 = load ptr, ptr %2, align 8, !invariant.load !3
  %4 = getelementptr inbounds %XLA_CPU_KernelArg, ptr %3, i32 0, i32 0
  %5 = load ptr, ptr %4, align 8, !invariant.load !3
  %6 = getelementptr inbounds %XLA_CPU_KernelArg, ptr %3, i32 1, i32 0
  %7 = load ptr, ptr %6, align 8, !invariant.load !3
  %8 = getelementptr inbounds %XLA_CPU_KernelCallFrame, ptr %0, i32 0, i32 1
  %9 = load ptr, ptr %8, align 8
  %10 = getelementptr inbounds %kernel_dim3, ptr %9, i32 0, i32 0
  %11 = load i64, ptr %10, align 4, !invariant.load !3
  %12 = call i64 @llvm.smax.i64(i64 %11, i64 0)
  %13 = mul nuw nsw i64 %12, 4
  %14 = call i64 @llvm.smin.i64(i64 %13, i64 4)
  br label %15

15:                                               ; preds = %18, %1
  %16 = phi i64 [ %19, %18 ], [ %14, %1 ]
  %17 = icmp slt i64 %16, 4
  br i1 %17, label %18, label %20

18:                                               ; preds = %15
  call void @wrapped_convert_impl(ptr %5, ptr %5, i64 0, i64 4, i64 4, i64 4, i64 1, ptr %7, ptr %7, i64 0, i64 4, i64 4, i64 4, i64 1, i64 %16)
  %19 = add i64 %16, 1
  br label %15

20:                                               ; preds = %15
  ret ptr null
}

; Function Attrs: alwaysinline
define internal void @wrapped_convert_impl(ptr %0, ptr %1, i64 %2, i64 %3, i64 %4, i64 %5, i64 %6, ptr %7, ptr %8, i64 %9, i64 %10, i64 %11, i64 %12, i64 %13, i64 %14) #0 {
  %16 = sub i64 4, %14
  %17 = call i64 @llvm.smin.i64(i64 %16, i64 1)
  %18 = icmp eq i64 %17, 1
  %19 = alloca float, i64 4, align 4
  %20 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } poison, ptr %19, 0
  %21 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %20, ptr %19, 1
  %22 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %21, i64 0, 2
  %23 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %22, i64 1, 3, 0
  %24 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %23, i64 4, 3, 1
  %25 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %24, i64 4, 4, 0
  %26 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %25, i64 1, 4, 1
  %27 = alloca float, i64 4, align 4
  %28 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } poison, ptr %27, 0
  %29 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %28, ptr %27, 1
  %30 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %29, i64 0, 2
  %31 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %30, i64 1, 3, 0
  %32 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %31, i64 4, 3, 1
  %33 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %32, i64 4, 4, 0
  %34 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %33, i64 1, 4, 1
  %35 = select i1 %18, { ptr, ptr, i64, [2 x i64], [2 x i64] } %26, { ptr, ptr, i64, [2 x i64], [2 x i64] } %34
  br i1 %18, label %36, label %39

36:                                               ; preds = %15
  %37 = mul nsw i64 %14, 4
  %38 = getelementptr float, ptr %1, i64 %37
  call void @llvm.memcpy.p0.p0.i64(ptr %19, ptr %38, i64 16, i1 false)
  br label %59

39:                                               ; preds = %15
  %40 = mul nsw i64 %14, 4
  br label %41

41:                                               ; preds = %56, %39
  %42 = phi i64 [ %57, %56 ], [ 0, %39 ]
  %43 = icmp slt i64 %42, %17
  br i1 %43, label %44, label %58

44:                                               ; preds = %41
  br label %45

45:                                               ; preds = %48, %44
  %46 = phi i64 [ %55, %48 ], [ 0, %44 ]
  %47 = icmp slt i64 %46, 4
  br i1 %47, label %48, label %56

48:                                               ; preds = %45
  %49 = getelementptr float, ptr %1, i64 %40
  %50 = mul nuw nsw i64 %42, 4
  %51 = add nuw nsw i64 %50, %46
  %52 = getelementptr inbounds nuw float, ptr %49, i64 %51
  %53 = load float, ptr %52, align 4
  %54 = getelementptr inbounds nuw float, ptr %27, i64 %51
  store float %53, ptr %54, align 4
  %55 = add i64 %46, 1
  br label %45

56:                                               ; preds = %45
  %57 = add i64 %42, 1
  br label %41

58:                                               ; preds = %41
  br label %59

59:                                               ; preds = %36, %58
  %60 = alloca bfloat, i64 4, align 64
  %61 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %35, 1
  %62 = getelementptr float, ptr %61, i64 0
  %63 = load <4 x float>, ptr %62, align 4
  %64 = call <4 x bfloat> @xla.fptrunc.v4f32.to.v4bf16(<4 x float> %63)
  %65 = getelementptr bfloat, ptr %60, i64 0
  store <4 x bfloat> %64, ptr %65, align 2
  br i1 %18, label %66, label %69

66:                                               ; preds = %59
  %67 = mul nsw i64 %14, 4
  %68 = getelementptr bfloat, ptr %8, i64 %67
  call void @llvm.memcpy.p0.p0.i64(ptr %68, ptr %60, i64 8, i1 false)
  br label %89

69:                                               ; preds = %59
  %70 = mul nsw i64 %14, 4
  br label %71

71:                                               ; preds = %86, %69
  %72 = phi i64 [ %87, %86 ], [ 0, %69 ]
  %73 = icmp slt i64 %72, %17
  br i1 %73, label %74, label %88

74:                                               ; preds = %71
  br label %75

75:                                               ; preds = %78, %74
  %76 = phi i64 [ %85, %78 ], [ 0, %74 ]
  %77 = icmp slt i64 %76, 4
  br i1 %77, label %78, label %86

78:                                               ; preds = %75
  %79 = mul nuw nsw i64 %72, 4
  %80 = add nuw nsw i64 %79, %76
  %81 = getelementptr inbounds nuw bfloat, ptr %60, i64 %80
  %82 = load bfloat, ptr %81, align 2
  %83 = getelementptr bfloat, ptr %8, i64 %70
  %84 = getelementptr inbounds nuw bfloat, ptr %83, i64 %80
  store bfloat %82, ptr %84, align 2
  %85 = add i64 %76, 1
  br label %75

86:                                               ; preds = %75
  %87 = add i64 %72, 1
  br label %71

88:                                               ; preds = %71
  br label %89

89:                                               ; preds = %66, %88
  ret void
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smax.i64(i64, i64) #1

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smin.i64(i64, i64) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #2

attributes #0 = { alwaysinline }
attributes #1 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }

!llvm.module.flags = !{!0, !1}
!xla_cpu_memory_region_name = !{!2}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{i32 1, !"xla_dylib_index", i64 5}
!2 = !{!"xla_cpu_emitter__tiled_emitter__hlo_opcode__fusion"}
!3 = !{}
