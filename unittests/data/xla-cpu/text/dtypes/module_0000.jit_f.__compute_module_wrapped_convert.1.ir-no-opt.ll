; ModuleID = '__compute_module___compute_module_wrapped_convert.1'
source_filename = "__compute_module___compute_module_wrapped_convert.1"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%XLA_CPU_KernelCallFrame = type { ptr, ptr, i64, ptr }
%XLA_CPU_KernelArg = type { ptr, i64 }
%kernel_dim3 = type { i64, i64, i64 }

define ptr @wrapped_convert.1(ptr %0) {
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
  call void @wrapped_convert.1_impl(ptr %5, ptr %5, i64 0, i64 4, i64 4, i64 4, i64 1, ptr %7, ptr %7, i64 0, i64 4, i64 4, i64 4, i64 1, i64 %16)
  %19 = add i64 %16, 1
  br label %15

20:                                               ; preds = %15
  ret ptr null
}

; Function Attrs: alwaysinline
define internal void @wrapped_convert.1_impl(ptr %0, ptr %1, i64 %2, i64 %3, i64 %4, i64 %5, i64 %6, ptr %7, ptr %8, i64 %9, i64 %10, i64 %11, i64 %12, i64 %13, i64 %14) #0 {
  %16 = sub i64 4, %14
  %17 = call i64 @llvm.smin.i64(i64 %16, i64 1)
  %18 = icmp eq i64 %17, 1
  %19 = alloca bfloat, i64 4, align 2
  %20 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } poison, ptr %19, 0
  %21 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %20, ptr %19, 1
  %22 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %21, i64 0, 2
  %23 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %22, i64 1, 3, 0
  %24 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %23, i64 4, 3, 1
  %25 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %24, i64 4, 4, 0
  %26 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %25, i64 1, 4, 1
  %27 = alloca bfloat, i64 4, align 2
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
  %38 = getelementptr bfloat, ptr %1, i64 %37
  call void @llvm.memcpy.p0.p0.i64(ptr %19, ptr %38, i64 8, i1 false)
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
  %49 = getelementptr bfloat, ptr %1, i64 %40
  %50 = mul nuw nsw i64 %42, 4
  %51 = add nuw nsw i64 %50, %46
  %52 = getelementptr inbounds nuw bfloat, ptr %49, i64 %51
  %53 = load bfloat, ptr %52, align 2
  %54 = getelementptr inbounds nuw bfloat, ptr %27, i64 %51
  store bfloat %53, ptr %54, align 2
  %55 = add i64 %46, 1
  br label %45

56:                                               ; preds = %45
  %57 = add i64 %42, 1
  br label %41

58:                                               ; preds = %41
  br label %59

59:                                               ; preds = %36, %58
  %60 = alloca float, i64 4, align 64
  %61 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %35, 1
  %62 = getelementptr bfloat, ptr %61, i64 0
  %63 = load <4 x bfloat>, ptr %62, align 2
  %64 = bitcast <4 x bfloat> %63 to <4 x i16>
  %65 = zext <4 x i16> %64 to <4 x i32>
  %66 = shl <4 x i32> %65, splat (i32 16)
  %67 = bitcast <4 x i32> %66 to <4 x float>
  %68 = getelementptr float, ptr %60, i64 0
  store <4 x float> %67, ptr %68, align 4
  br i1 %18, label %69, label %72

69:                                               ; preds = %59
  %70 = mul nsw i64 %14, 4
  %71 = getelementptr float, ptr %8, i64 %70
  call void @llvm.memcpy.p0.p0.i64(ptr %71, ptr %60, i64 16, i1 false)
  br label %92

72:                                               ; preds = %59
  %73 = mul nsw i64 %14, 4
  br label %74

74:                                               ; preds = %89, %72
  %75 = phi i64 [ %90, %89 ], [ 0, %72 ]
  %76 = icmp slt i64 %75, %17
  br i1 %76, label %77, label %91

77:                                               ; preds = %74
  br label %78

78:                                               ; preds = %81, %77
  %79 = phi i64 [ %88, %81 ], [ 0, %77 ]
  %80 = icmp slt i64 %79, 4
  br i1 %80, label %81, label %89

81:                                               ; preds = %78
  %82 = mul nuw nsw i64 %75, 4
  %83 = add nuw nsw i64 %82, %79
  %84 = getelementptr inbounds nuw float, ptr %60, i64 %83
  %85 = load float, ptr %84, align 4
  %86 = getelementptr float, ptr %8, i64 %73
  %87 = getelementptr inbounds nuw float, ptr %86, i64 %83
  store float %85, ptr %87, align 4
  %88 = add i64 %79, 1
  br label %78

89:                                               ; preds = %78
  %90 = add i64 %75, 1
  br label %74

91:                                               ; preds = %74
  br label %92

92:                                               ; preds = %69, %91
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
!1 = !{i32 1, !"xla_dylib_index", i64 6}
!2 = !{!"xla_cpu_emitter__tiled_emitter__hlo_opcode__fusion"}
!3 = !{}
