; ModuleID = '__compute_module___compute_module_transpose_copy_fusion.2'
source_filename = "__compute_module___compute_module_transpose_copy_fusion.2"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%XLA_CPU_KernelCallFrame = type { ptr, ptr, i64, ptr }
%XLA_CPU_KernelArg = type { ptr, i64 }
%kernel_dim3 = type { i64, i64, i64 }

define ptr @transpose_copy_fusion.2(ptr %0) {
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
  %13 = mul nuw nsw i64 %12, 2
  %14 = call i64 @llvm.smin.i64(i64 %13, i64 2)
  br label %15

15:                                               ; preds = %18, %1
  %16 = phi i64 [ %19, %18 ], [ %14, %1 ]
  %17 = icmp slt i64 %16, 2
  br i1 %17, label %18, label %20

18:                                               ; preds = %15
  call void @transpose_copy_fusion.2_impl(ptr %5, ptr %5, i64 0, i64 16, i64 8, i64 8, i64 1, ptr %7, ptr %7, i64 0, i64 2, i64 2, i64 4, i64 8, i64 64, i64 32, i64 8, i64 1, i64 %16)
  %19 = add i64 %16, 1
  br label %15

20:                                               ; preds = %15
  ret ptr null
}

; Function Attrs: alwaysinline
define internal void @transpose_copy_fusion.2_impl(ptr %0, ptr %1, i64 %2, i64 %3, i64 %4, i64 %5, i64 %6, ptr %7, ptr %8, i64 %9, i64 %10, i64 %11, i64 %12, i64 %13, i64 %14, i64 %15, i64 %16, i64 %17, i64 %18) #0 {
  %20 = mul nsw i64 %18, 8
  %21 = sub i64 16, %20
  %22 = call i64 @llvm.smin.i64(i64 %21, i64 8)
  %23 = icmp eq i64 %22, 8
  %24 = alloca float, i64 64, align 4
  %25 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } poison, ptr %24, 0
  %26 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %25, ptr %24, 1
  %27 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %26, i64 0, 2
  %28 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %27, i64 8, 3, 0
  %29 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %28, i64 8, 3, 1
  %30 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %29, i64 8, 4, 0
  %31 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %30, i64 1, 4, 1
  %32 = alloca float, i64 64, align 4
  %33 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } poison, ptr %32, 0
  %34 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %33, ptr %32, 1
  %35 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %34, i64 0, 2
  %36 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %35, i64 8, 3, 0
  %37 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %36, i64 8, 3, 1
  %38 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %37, i64 8, 4, 0
  %39 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %38, i64 1, 4, 1
  %40 = select i1 %23, { ptr, ptr, i64, [2 x i64], [2 x i64] } %31, { ptr, ptr, i64, [2 x i64], [2 x i64] } %39
  br i1 %23, label %41, label %44

41:                                               ; preds = %19
  %42 = mul nsw i64 %18, 64
  %43 = getelementptr float, ptr %1, i64 %42
  call void @llvm.memcpy.p0.p0.i64(ptr %24, ptr %43, i64 256, i1 false)
  br label %64

44:                                               ; preds = %19
  %45 = mul nsw i64 %18, 64
  br label %46

46:                                               ; preds = %61, %44
  %47 = phi i64 [ %62, %61 ], [ 0, %44 ]
  %48 = icmp slt i64 %47, %22
  br i1 %48, label %49, label %63

49:                                               ; preds = %46
  br label %50

50:                                               ; preds = %53, %49
  %51 = phi i64 [ %60, %53 ], [ 0, %49 ]
  %52 = icmp slt i64 %51, 8
  br i1 %52, label %53, label %61

53:                                               ; preds = %50
  %54 = getelementptr float, ptr %1, i64 %45
  %55 = mul nuw nsw i64 %47, 8
  %56 = add nuw nsw i64 %55, %51
  %57 = getelementptr inbounds nuw float, ptr %54, i64 %56
  %58 = load float, ptr %57, align 4
  %59 = getelementptr inbounds nuw float, ptr %32, i64 %56
  store float %58, ptr %59, align 4
  %60 = add i64 %51, 1
  br label %50

61:                                               ; preds = %50
  %62 = add i64 %47, 1
  br label %46

63:                                               ; preds = %46
  br label %64

64:                                               ; preds = %41, %63
  %65 = alloca float, i64 64, align 64
  br label %66

66:                                               ; preds = %96, %64
  %67 = phi i64 [ %97, %96 ], [ 0, %64 ]
  %68 = icmp slt i64 %67, 2
  br i1 %68, label %69, label %98

69:                                               ; preds = %66
  %70 = mul nsw i64 %67, 4
  %71 = mul i64 %67, 32
  %72 = add i64 0, %71
  br label %73

73:                                               ; preds = %90, %69
  %74 = phi i64 [ %95, %90 ], [ 0, %69 ]
  %75 = icmp slt i64 %74, 4
  br i1 %75, label %76, label %96

76:                                               ; preds = %73
  %77 = add nsw i64 %70, %74
  br label %78

78:                                               ; preds = %82, %76
  %79 = phi i64 [ %89, %82 ], [ 0, %76 ]
  %80 = phi <8 x float> [ %88, %82 ], [ poison, %76 ]
  %81 = icmp slt i64 %79, 8
  br i1 %81, label %82, label %90

82:                                               ; preds = %78
  %83 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %40, 1
  %84 = mul nuw nsw i64 %79, 8
  %85 = add nuw nsw i64 %84, %77
  %86 = getelementptr inbounds nuw float, ptr %83, i64 %85
  %87 = load float, ptr %86, align 4
  %88 = insertelement <8 x float> %80, float %87, i64 %79
  %89 = add i64 %79, 1
  br label %78

90:                                               ; preds = %78
  %91 = mul i64 %74, 8
  %92 = add i64 %72, %91
  %93 = add i64 %92, 0
  %94 = getelementptr float, ptr %65, i64 %93
  store <8 x float> %80, ptr %94, align 4
  %95 = add i64 %74, 1
  br label %73

96:                                               ; preds = %73
  %97 = add i64 %67, 1
  br label %66

98:                                               ; preds = %66
  %99 = sub i64 2, %18
  %100 = call i64 @llvm.smin.i64(i64 %99, i64 1)
  %101 = icmp eq i64 %100, 1
  br i1 %101, label %102, label %105

102:                                              ; preds = %98
  %103 = mul nsw i64 %18, 64
  %104 = getelementptr float, ptr %8, i64 %103
  call void @llvm.memcpy.p0.p0.i64(ptr %104, ptr %65, i64 256, i1 false)
  br label %141

105:                                              ; preds = %98
  %106 = mul nsw i64 %18, 64
  br label %107

107:                                              ; preds = %138, %105
  %108 = phi i64 [ %139, %138 ], [ 0, %105 ]
  %109 = icmp slt i64 %108, %100
  br i1 %109, label %110, label %140

110:                                              ; preds = %107
  br label %111

111:                                              ; preds = %136, %110
  %112 = phi i64 [ %137, %136 ], [ 0, %110 ]
  %113 = icmp slt i64 %112, 2
  br i1 %113, label %114, label %138

114:                                              ; preds = %111
  br label %115

115:                                              ; preds = %134, %114
  %116 = phi i64 [ %135, %134 ], [ 0, %114 ]
  %117 = icmp slt i64 %116, 4
  br i1 %117, label %118, label %136

118:                                              ; preds = %115
  br label %119

119:                                              ; preds = %122, %118
  %120 = phi i64 [ %133, %122 ], [ 0, %118 ]
  %121 = icmp slt i64 %120, 8
  br i1 %121, label %122, label %134

122:                                              ; preds = %119
  %123 = mul nuw nsw i64 %108, 64
  %124 = mul nuw nsw i64 %112, 32
  %125 = add nuw nsw i64 %123, %124
  %126 = mul nuw nsw i64 %116, 8
  %127 = add nuw nsw i64 %125, %126
  %128 = add nuw nsw i64 %127, %120
  %129 = getelementptr inbounds nuw float, ptr %65, i64 %128
  %130 = load float, ptr %129, align 4
  %131 = getelementptr float, ptr %8, i64 %106
  %132 = getelementptr inbounds nuw float, ptr %131, i64 %128
  store float %130, ptr %132, align 4
  %133 = add i64 %120, 1
  br label %119

134:                                              ; preds = %119
  %135 = add i64 %116, 1
  br label %115

136:                                              ; preds = %115
  %137 = add i64 %112, 1
  br label %111

138:                                              ; preds = %111
  %139 = add i64 %108, 1
  br label %107

140:                                              ; preds = %107
  br label %141

141:                                              ; preds = %102, %140
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
