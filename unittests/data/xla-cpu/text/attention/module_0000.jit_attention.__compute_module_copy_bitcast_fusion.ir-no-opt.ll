; ModuleID = '__compute_module___compute_module_copy_bitcast_fusion'
source_filename = "__compute_module___compute_module_copy_bitcast_fusion"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%XLA_CPU_KernelCallFrame = type { ptr, ptr, i64, ptr }
%XLA_CPU_KernelArg = type { ptr, i64 }
%kernel_dim3 = type { i64, i64, i64 }

define ptr @copy_bitcast_fusion(ptr %0) {
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
  call void @copy_bitcast_fusion_impl(ptr %5, ptr %5, i64 0, i64 2, i64 2, i64 4, i64 8, i64 64, i64 32, i64 8, i64 1, ptr %7, ptr %7, i64 0, i64 16, i64 8, i64 8, i64 1, i64 %16)
  %19 = add i64 %16, 1
  br label %15

20:                                               ; preds = %15
  ret ptr null
}

; Function Attrs: alwaysinline
define internal void @copy_bitcast_fusion_impl(ptr %0, ptr %1, i64 %2, i64 %3, i64 %4, i64 %5, i64 %6, i64 %7, i64 %8, i64 %9, i64 %10, ptr %11, ptr %12, i64 %13, i64 %14, i64 %15, i64 %16, i64 %17, i64 %18) #0 {
  %20 = sub i64 2, %18
  %21 = call i64 @llvm.smin.i64(i64 %20, i64 1)
  %22 = icmp eq i64 %21, 1
  %23 = alloca float, i64 64, align 4
  %24 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %23, 0
  %25 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %24, ptr %23, 1
  %26 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %25, i64 0, 2
  %27 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %26, i64 1, 3, 0
  %28 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %27, i64 2, 3, 1
  %29 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %28, i64 4, 3, 2
  %30 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %29, i64 8, 3, 3
  %31 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %30, i64 64, 4, 0
  %32 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %31, i64 32, 4, 1
  %33 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %32, i64 8, 4, 2
  %34 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %33, i64 1, 4, 3
  %35 = alloca float, i64 64, align 4
  %36 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %35, 0
  %37 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %36, ptr %35, 1
  %38 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %37, i64 0, 2
  %39 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %38, i64 1, 3, 0
  %40 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %39, i64 2, 3, 1
  %41 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %40, i64 4, 3, 2
  %42 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %41, i64 8, 3, 3
  %43 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %42, i64 64, 4, 0
  %44 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %43, i64 32, 4, 1
  %45 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %44, i64 8, 4, 2
  %46 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %45, i64 1, 4, 3
  %47 = select i1 %22, { ptr, ptr, i64, [4 x i64], [4 x i64] } %34, { ptr, ptr, i64, [4 x i64], [4 x i64] } %46
  br i1 %22, label %48, label %51

48:                                               ; preds = %19
  %49 = mul nsw i64 %18, 64
  %50 = getelementptr float, ptr %1, i64 %49
  call void @llvm.memcpy.p0.p0.i64(ptr %23, ptr %50, i64 256, i1 false)
  br label %87

51:                                               ; preds = %19
  %52 = mul nsw i64 %18, 64
  br label %53

53:                                               ; preds = %84, %51
  %54 = phi i64 [ %85, %84 ], [ 0, %51 ]
  %55 = icmp slt i64 %54, %21
  br i1 %55, label %56, label %86

56:                                               ; preds = %53
  br label %57

57:                                               ; preds = %82, %56
  %58 = phi i64 [ %83, %82 ], [ 0, %56 ]
  %59 = icmp slt i64 %58, 2
  br i1 %59, label %60, label %84

60:                                               ; preds = %57
  br label %61

61:                                               ; preds = %80, %60
  %62 = phi i64 [ %81, %80 ], [ 0, %60 ]
  %63 = icmp slt i64 %62, 4
  br i1 %63, label %64, label %82

64:                                               ; preds = %61
  br label %65

65:                                               ; preds = %68, %64
  %66 = phi i64 [ %79, %68 ], [ 0, %64 ]
  %67 = icmp slt i64 %66, 8
  br i1 %67, label %68, label %80

68:                                               ; preds = %65
  %69 = getelementptr float, ptr %1, i64 %52
  %70 = mul nuw nsw i64 %54, 64
  %71 = mul nuw nsw i64 %58, 32
  %72 = add nuw nsw i64 %70, %71
  %73 = mul nuw nsw i64 %62, 8
  %74 = add nuw nsw i64 %72, %73
  %75 = add nuw nsw i64 %74, %66
  %76 = getelementptr inbounds nuw float, ptr %69, i64 %75
  %77 = load float, ptr %76, align 4
  %78 = getelementptr inbounds nuw float, ptr %35, i64 %75
  store float %77, ptr %78, align 4
  %79 = add i64 %66, 1
  br label %65

80:                                               ; preds = %65
  %81 = add i64 %62, 1
  br label %61

82:                                               ; preds = %61
  %83 = add i64 %58, 1
  br label %57

84:                                               ; preds = %57
  %85 = add i64 %54, 1
  br label %53

86:                                               ; preds = %53
  br label %87

87:                                               ; preds = %48, %86
  %88 = alloca float, i64 64, align 64
  br label %89

89:                                               ; preds = %120, %87
  %90 = phi i64 [ %121, %120 ], [ 0, %87 ]
  %91 = icmp slt i64 %90, 8
  br i1 %91, label %92, label %122

92:                                               ; preds = %89
  %93 = mul i64 %90, 8
  %94 = add i64 0, %93
  br label %95

95:                                               ; preds = %114, %92
  %96 = phi i64 [ %119, %114 ], [ 0, %92 ]
  %97 = icmp slt i64 %96, 2
  br i1 %97, label %98, label %120

98:                                               ; preds = %95
  br label %99

99:                                               ; preds = %103, %98
  %100 = phi i64 [ %113, %103 ], [ 0, %98 ]
  %101 = phi <4 x float> [ %112, %103 ], [ poison, %98 ]
  %102 = icmp slt i64 %100, 4
  br i1 %102, label %103, label %114

103:                                              ; preds = %99
  %104 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %47, 1
  %105 = mul nuw nsw i64 %96, 32
  %106 = add nuw nsw i64 0, %105
  %107 = mul nuw nsw i64 %100, 8
  %108 = add nuw nsw i64 %106, %107
  %109 = add nuw nsw i64 %108, %90
  %110 = getelementptr inbounds nuw float, ptr %104, i64 %109
  %111 = load float, ptr %110, align 4
  %112 = insertelement <4 x float> %101, float %111, i64 %100
  %113 = add i64 %100, 1
  br label %99

114:                                              ; preds = %99
  %115 = mul i64 %96, 4
  %116 = add i64 %94, %115
  %117 = add i64 %116, 0
  %118 = getelementptr float, ptr %88, i64 %117
  store <4 x float> %101, ptr %118, align 4
  %119 = add i64 %96, 1
  br label %95

120:                                              ; preds = %95
  %121 = add i64 %90, 1
  br label %89

122:                                              ; preds = %89
  %123 = mul nsw i64 %18, 8
  %124 = sub i64 16, %123
  %125 = call i64 @llvm.smin.i64(i64 %124, i64 8)
  %126 = icmp eq i64 %125, 8
  br i1 %126, label %127, label %130

127:                                              ; preds = %122
  %128 = mul nsw i64 %18, 64
  %129 = getelementptr float, ptr %12, i64 %128
  call void @llvm.memcpy.p0.p0.i64(ptr %129, ptr %88, i64 256, i1 false)
  br label %150

130:                                              ; preds = %122
  %131 = mul nsw i64 %18, 64
  br label %132

132:                                              ; preds = %147, %130
  %133 = phi i64 [ %148, %147 ], [ 0, %130 ]
  %134 = icmp slt i64 %133, %125
  br i1 %134, label %135, label %149

135:                                              ; preds = %132
  br label %136

136:                                              ; preds = %139, %135
  %137 = phi i64 [ %146, %139 ], [ 0, %135 ]
  %138 = icmp slt i64 %137, 8
  br i1 %138, label %139, label %147

139:                                              ; preds = %136
  %140 = mul nuw nsw i64 %133, 8
  %141 = add nuw nsw i64 %140, %137
  %142 = getelementptr inbounds nuw float, ptr %88, i64 %141
  %143 = load float, ptr %142, align 4
  %144 = getelementptr float, ptr %12, i64 %131
  %145 = getelementptr inbounds nuw float, ptr %144, i64 %141
  store float %143, ptr %145, align 4
  %146 = add i64 %137, 1
  br label %136

147:                                              ; preds = %136
  %148 = add i64 %133, 1
  br label %132

149:                                              ; preds = %132
  br label %150

150:                                              ; preds = %127, %149
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
!1 = !{i32 1, !"xla_dylib_index", i64 1}
!2 = !{!"xla_cpu_emitter__tiled_emitter__hlo_opcode__fusion"}
!3 = !{}
