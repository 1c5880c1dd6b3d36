; ModuleID = '__compute_module___compute_module_wrapped_multiply'
source_filename = "__compute_module___compute_module_wrapped_multiply"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%XLA_CPU_KernelCallFrame = type { ptr, ptr, i64, ptr }
%XLA_CPU_KernelArg = type { ptr, i64 }
%kernel_dim3 = type { i64, i64, i64 }

define ptr @wrapped_multiply(ptr %0) {
  %2 = getelementptr inbounds %XLA_CPU_KernelCallFrame, ptr %0, i32 0, i32 3
  %3 = load ptr, ptr %2, align 8, !invariant.load !3
  %4 = getelementptr inbounds %XLA_CPU_KernelArg, ptr %3, i32 0, i32 0
  %5 = load ptr, ptr %4, align 8, !invariant.load !3
  %6 = getelementptr inbounds %XLA_CPU_KernelArg, ptr %3, i32 1, i32 0
  %7 = load ptr, ptr %6, align 8, !invariant.load !3
  %8 = getelementptr inbounds %XLA_CPU_KernelArg, ptr %3, i32 2, i32 0
  %9 = load ptr, ptr %8, align 8, !invariant.load !3
  %10 = getelementptr inbounds %XLA_CPU_KernelCallFrame, ptr %0, i32 0, i32 1
  %11 = load ptr, ptr %10, align 8
  %12 = getelementptr inbounds %kernel_dim3, ptr %11, i32 0, i32 0
  %13 = load i64, ptr %12, align 4, !invariant.load !3
  %14 = call i64 @llvm.smax.i64(i64 %13, i64 0)
  %15 = mul nuw nsw i64 %14, 6
  %16 = call i64 @llvm.smin.i64(i64 %15, i64 6)
  br label %17

17:                                               ; preds = %20, %1
  %18 = phi i64 [ %21, %20 ], [ %16, %1 ]
  %19 = icmp slt i64 %18, 6
  br i1 %19, label %20, label %22

20:                                               ; preds = %17
  call void @wrapped_multiply_impl(ptr %5, ptr %5, i64 0, i64 6, i64 8, i64 8, i64 1, ptr %7, ptr %7, i64 0, i64 6, i64 8, i64 8, i64 1, ptr %9, ptr %9, i64 0, i64 6, i64 8, i64 8, i64 1, i64 %18)
  %21 = add i64 %18, 1
  br label %17

22:                                               ; preds = %17
  ret ptr null
}

; Function Attrs: alwaysinline
define internal void @wrapped_multiply_impl(ptr %0, ptr %1, i64 %2, i64 %3, i64 %4, i64 %5, i64 %6, ptr %7, ptr %8, i64 %9, i64 %10, i64 %11, i64 %12, i64 %13, ptr %14, ptr %15, i64 %16, i64 %17, i64 %18, i64 %19, i64 %20, i64 %21) #0 {
  %23 = sub i64 6, %21
  %24 = call i64 @llvm.smin.i64(i64 %23, i64 1)
  %25 = icmp eq i64 %24, 1
  %26 = alloca float, i64 8, align 4
  %27 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } poison, ptr %26, 0
  %28 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %27, ptr %26, 1
  %29 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %28, i64 0, 2
  %30 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %29, i64 1, 3, 0
  %31 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %30, i64 8, 3, 1
  %32 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %31, i64 8, 4, 0
  %33 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %32, i64 1, 4, 1
  %34 = alloca float, i64 8, align 4
  %35 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } poison, ptr %34, 0
  %36 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %35, ptr %34, 1
  %37 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %36, i64 0, 2
  %38 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %37, i64 1, 3, 0
  %39 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %38, i64 8, 3, 1
  %40 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %39, i64 8, 4, 0
  %41 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %40, i64 1, 4, 1
  %42 = select i1 %25, { ptr, ptr, i64, [2 x i64], [2 x i64] } %33, { ptr, ptr, i64, [2 x i64], [2 x i64] } %41
  br i1 %25, label %43, label %46

43:                                               ; preds = %22
  %44 = mul nsw i64 %21, 8
  %45 = getelementptr float, ptr %1, i64 %44
  call void @llvm.memcpy.p0.p0.i64(ptr %26, ptr %45, i64 32, i1 false)
  br label %66

46:                                               ; preds = %22
  %47 = mul nsw i64 %21, 8
  br label %48

48:                                               ; preds = %63, %46
  %49 = phi i64 [ %64, %63 ], [ 0, %46 ]
  %50 = icmp slt i64 %49, %24
  br i1 %50, label %51, label %65

51:                                               ; preds = %48
  br label %52

52:                                               ; preds = %55, %51
  %53 = phi i64 [ %62, %55 ], [ 0, %51 ]
  %54 = icmp slt i64 %53, 8
  br i1 %54, label %55, label %63

55:                                               ; preds = %52
  %56 = getelementptr float, ptr %1, i64 %47
  %57 = mul nuw nsw i64 %49, 8
  %58 = add nuw nsw i64 %57, %53
  %59 = getelementptr inbounds nuw float, ptr %56, i64 %58
  %60 = load float, ptr %59, align 4
  %61 = getelementptr inbounds nuw float, ptr %34, i64 %58
  store float %60, ptr %61, align 4
  %62 = add i64 %53, 1
  br label %52

63:                                               ; preds = %52
  %64 = add i64 %49, 1
  br label %48

65:                                               ; preds = %48
  br label %66

66:                                               ; preds = %43, %65
  %67 = alloca float, i64 8, align 4
  %68 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } poison, ptr %67, 0
  %69 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %68, ptr %67, 1
  %70 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %69, i64 0, 2
  %71 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %70, i64 1, 3, 0
  %72 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %71, i64 8, 3, 1
  %73 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %72, i64 8, 4, 0
  %74 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %73, i64 1, 4, 1
  %75 = alloca float, i64 8, align 4
  %76 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } poison, ptr %75, 0
  %77 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %76, ptr %75, 1
  %78 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %77, i64 0, 2
  %79 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %78, i64 1, 3, 0
  %80 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %79, i64 8, 3, 1
  %81 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %80, i64 8, 4, 0
  %82 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %81, i64 1, 4, 1
  %83 = select i1 %25, { ptr, ptr, i64, [2 x i64], [2 x i64] } %74, { ptr, ptr, i64, [2 x i64], [2 x i64] } %82
  br i1 %25, label %84, label %87

84:                                               ; preds = %66
  %85 = mul nsw i64 %21, 8
  %86 = getelementptr float, ptr %8, i64 %85
  call void @llvm.memcpy.p0.p0.i64(ptr %67, ptr %86, i64 32, i1 false)
  br label %107

87:                                               ; preds = %66
  %88 = mul nsw i64 %21, 8
  br label %89

89:                                               ; preds = %104, %87
  %90 = phi i64 [ %105, %104 ], [ 0, %87 ]
  %91 = icmp slt i64 %90, %24
  br i1 %91, label %92, label %106

92:                                               ; preds = %89
  br label %93

93:                                               ; preds = %96, %92
  %94 = phi i64 [ %103, %96 ], [ 0, %92 ]
  %95 = icmp slt i64 %94, 8
  br i1 %95, label %96, label %104

96:                                               ; preds = %93
  %97 = getelementptr float, ptr %8, i64 %88
  %98 = mul nuw nsw i64 %90, 8
  %99 = add nuw nsw i64 %98, %94
  %100 = getelementptr inbounds nuw float, ptr %97, i64 %99
  %101 = load float, ptr %100, align 4
  %102 = getelementptr inbounds nuw float, ptr %75, i64 %99
  store float %101, ptr %102, align 4
  %103 = add i64 %94, 1
  br label %93

104:                                              ; preds = %93
  %105 = add i64 %90, 1
  br label %89

106:                                              ; preds = %89
  br label %107

107:                                              ; preds = %84, %106
  %108 = alloca float, i64 8, align 64
  %109 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %42, 1
  %110 = getelementptr float, ptr %109, i64 0
  %111 = load <8 x float>, ptr %110, align 4
  %112 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %83, 1
  %113 = getelementptr float, ptr %112, i64 0
  %114 = load <8 x float>, ptr %113, align 4
  %115 = fmul <8 x float> %111, %114
  %116 = getelementptr float, ptr %108, i64 0
  store <8 x float> %115, ptr %116, align 4
  br i1 %25, label %117, label %120

117:                                              ; preds = %107
  %118 = mul nsw i64 %21, 8
  %119 = getelementptr float, ptr %15, i64 %118
  call void @llvm.memcpy.p0.p0.i64(ptr %119, ptr %108, i64 32, i1 false)
  br label %140

120:                                              ; preds = %107
  %121 = mul nsw i64 %21, 8
  br label %122

122:                                              ; preds = %137, %120
  %123 = phi i64 [ %138, %137 ], [ 0, %120 ]
  %124 = icmp slt i64 %123, %24
  br i1 %124, label %125, label %139

125:                                              ; preds = %122
  br label %126

126:                                              ; preds = %129, %125
  %127 = phi i64 [ %136, %129 ], [ 0, %125 ]
  %128 = icmp slt i64 %127, 8
  br i1 %128, label %129, label %137

129:                                              ; preds = %126
  %130 = mul nuw nsw i64 %123, 8
  %131 = add nuw nsw i64 %130, %127
  %132 = getelementptr inbounds nuw float, ptr %108, i64 %131
  %133 = load float, ptr %132, align 4
  %134 = getelementptr float, ptr %15, i64 %121
  %135 = getelementptr inbounds nuw float, ptr %134, i64 %131
  store float %133, ptr %135, align 4
  %136 = add i64 %127, 1
  br label %126

137:                                              ; preds = %126
  %138 = add i64 %123, 1
  br label %122

139:                                              ; preds = %122
  br label %140

140:                                              ; preds = %117, %139
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
!1 = !{i32 1, !"xla_dylib_index", i64 3}
!2 = !{!"xla_cpu_emitter__tiled_emitter__hlo_opcode__fusion"}
!3 = !{}
