; ModuleID = '__compute_module___compute_module_transpose_copy_fusion.1'
source_filename = "__compute_module___compute_module_transpose_copy_fusion.1"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%XLA_CPU_KernelCallFrame = type { ptr, ptr, i64, ptr }
%XLA_CPU_KernelArg = type { ptr, i64 }
%kernel_dim3 = type { i64, i64, i64 }

define ptr @transpose_copy_fusion.1(ptr %0) {
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
  %13 = mul nuw nsw i64 %12, 16
  %14 = call i64 @llvm.smin.i64(i64 %13, i64 16)
  br label %15

15:                                               ; preds = %18, %1
  %16 = phi i64 [ %19, %18 ], [ %14, %1 ]
  %17 = icmp slt i64 %16, 16
  br i1 %17, label %18, label %20

18:                                               ; preds = %15
  call void @transpose_copy_fusion.1_impl(ptr %5, ptr %5, i64 0, i64 16, i64 8, i64 8, i64 1, ptr %7, ptr %7, i64 0, i64 2, i64 2, i64 8, i64 4, i64 64, i64 32, i64 4, i64 1, i64 %16)
  %19 = add i64 %16, 1
  br label %15

20:                                               ; preds = %15
  ret ptr null
}

; Function Attrs: alwaysinline
define internal void @transpose_copy_fusion.1_impl(ptr %0, ptr %1, i64 %2, i64 %3, i64 %4, i64 %5, i64 %6, ptr %7, ptr %8, i64 %9, i64 %10, i64 %11, i64 %12, i64 %13, i64 %14, i64 %15, i64 %16, i64 %17, i64 %18) #0 {
  %20 = sub i64 16, %18
  %21 = call i64 @llvm.smin.i64(i64 %20, i64 1)
  %22 = icmp eq i64 %21, 1
  %23 = alloca float, i64 8, align 4
  %24 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } poison, ptr %23, 0
  %25 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %24, ptr %23, 1
  %26 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %25, i64 0, 2
  %27 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %26, i64 1, 3, 0
  %28 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %27, i64 8, 3, 1
  %29 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %28, i64 8, 4, 0
  %30 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %29, i64 1, 4, 1
  %31 = alloca float, i64 8, align 4
  %32 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } poison, ptr %31, 0
  %33 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %32, ptr %31, 1
  %34 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %33, i64 0, 2
  %35 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %34, i64 1, 3, 0
  %36 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %35, i64 8, 3, 1
  %37 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %36, i64 8, 4, 0
  %38 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %37, i64 1, 4, 1
  %39 = select i1 %22, { ptr, ptr, i64, [2 x i64], [2 x i64] } %30, { ptr, ptr, i64, [2 x i64], [2 x i64] } %38
  br i1 %22, label %40, label %43

40:                                               ; preds = %19
  %41 = mul nsw i64 %18, 8
  %42 = getelementptr float, ptr %1, i64 %41
  call void @llvm.memcpy.p0.p0.i64(ptr %23, ptr %42, i64 32, i1 false)
  br label %65

43:                                               ; preds = %19
  %44 = mul nsw i64 %18, 8
  br label %45

45:                                               ; preds = %62, %43
  %46 = phi i64 [ %63, %62 ], [ 0, %43 ]
  %47 = icmp slt i64 %46, %21
  br i1 %47, label %48, label %64

48:                                               ; preds = %45
  br label %49

49:                                               ; preds = %52, %48
  %50 = phi i64 [ %61, %52 ], [ 0, %48 ]
  %51 = icmp slt i64 %50, 8
  br i1 %51, label %52, label %62

52:                                               ; preds = %49
  %53 = getelementptr float, ptr %1, i64 %44
  %54 = mul nuw nsw i64 %46, 0
  %55 = add nuw nsw i64 %54, %50
  %56 = getelementptr inbounds nuw float, ptr %53, i64 %55
  %57 = load float, ptr %56, align 4
  %58 = mul nuw nsw i64 %46, 8
  %59 = add nuw nsw i64 %58, %50
  %60 = getelementptr inbounds nuw float, ptr %31, i64 %59
  store float %57, ptr %60, align 4
  %61 = add i64 %50, 1
  br label %49

62:                                               ; preds = %49
  %63 = add i64 %46, 1
  br label %45

64:                                               ; preds = %45
  br label %65

65:                                               ; preds = %40, %64
  %66 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %39, 1
  %67 = udiv i64 %18, 8
  %68 = urem i64 %18, 8
  %69 = sub i64 2, %67
  %70 = call i64 @llvm.smin.i64(i64 %69, i64 1)
  %71 = sub i64 8, %68
  %72 = call i64 @llvm.smin.i64(i64 %71, i64 1)
  %73 = icmp eq i64 %70, 1
  %74 = icmp eq i64 %72, 1
  %75 = and i1 %73, %74
  br i1 %75, label %76, label %104

76:                                               ; preds = %65
  %77 = mul nsw i64 %67, 64
  %78 = mul nsw i64 %68, 4
  %79 = add nsw i64 %77, %78
  br label %80

80:                                               ; preds = %101, %76
  %81 = phi i64 [ %102, %101 ], [ 0, %76 ]
  %82 = icmp slt i64 %81, 2
  br i1 %82, label %83, label %103

83:                                               ; preds = %80
  br label %84

84:                                               ; preds = %87, %83
  %85 = phi i64 [ %100, %87 ], [ 0, %83 ]
  %86 = icmp slt i64 %85, 4
  br i1 %86, label %87, label %101

87:                                               ; preds = %84
  %88 = mul nuw nsw i64 %81, 4
  %89 = add nuw nsw i64 0, %88
  %90 = add nuw nsw i64 %89, 0
  %91 = add nuw nsw i64 %90, %85
  %92 = getelementptr inbounds nuw float, ptr %66, i64 %91
  %93 = load float, ptr %92, align 4
  %94 = getelementptr float, ptr %8, i64 %79
  %95 = mul nuw nsw i64 %81, 32
  %96 = add nuw nsw i64 0, %95
  %97 = add nuw nsw i64 %96, 0
  %98 = add nuw nsw i64 %97, %85
  %99 = getelementptr inbounds nuw float, ptr %94, i64 %98
  store float %93, ptr %99, align 4
  %100 = add i64 %85, 1
  br label %84

101:                                              ; preds = %84
  %102 = add i64 %81, 1
  br label %80

103:                                              ; preds = %80, %108
  br label %146

104:                                              ; preds = %65
  %105 = mul nsw i64 %67, 64
  %106 = mul nsw i64 %68, 4
  %107 = add nsw i64 %105, %106
  br label %108

108:                                              ; preds = %144, %104
  %109 = phi i64 [ %145, %144 ], [ 0, %104 ]
  %110 = icmp slt i64 %109, %70
  br i1 %110, label %111, label %103

111:                                              ; preds = %108
  br label %112

112:                                              ; preds = %142, %111
  %113 = phi i64 [ %143, %142 ], [ 0, %111 ]
  %114 = icmp slt i64 %113, 2
  br i1 %114, label %115, label %144

115:                                              ; preds = %112
  br label %116

116:                                              ; preds = %140, %115
  %117 = phi i64 [ %141, %140 ], [ 0, %115 ]
  %118 = icmp slt i64 %117, %72
  br i1 %118, label %119, label %142

119:                                              ; preds = %116
  br label %120

120:                                              ; preds = %123, %119
  %121 = phi i64 [ %139, %123 ], [ 0, %119 ]
  %122 = icmp slt i64 %121, 4
  br i1 %122, label %123, label %140

123:                                              ; preds = %120
  %124 = mul nuw nsw i64 %109, 8
  %125 = mul nuw nsw i64 %113, 4
  %126 = add nuw nsw i64 %124, %125
  %127 = mul nuw nsw i64 %117, 4
  %128 = add nuw nsw i64 %126, %127
  %129 = add nuw nsw i64 %128, %121
  %130 = getelementptr inbounds nuw float, ptr %66, i64 %129
  %131 = load float, ptr %130, align 4
  %132 = getelementptr float, ptr %8, i64 %107
  %133 = mul nuw nsw i64 %109, 64
  %134 = mul nuw nsw i64 %113, 32
  %135 = add nuw nsw i64 %133, %134
  %136 = add nuw nsw i64 %135, %127
  %137 = add nuw nsw i64 %136, %121
  %138 = getelementptr inbounds nuw float, ptr %132, i64 %137
  store float %131, ptr %138, align 4
  %139 = add i64 %121, 1
  br label %120

140:                                              ; preds = %120
  %141 = add i64 %117, 1
  br label %116

142:                                              ; preds = %116
  %143 = add i64 %113, 1
  br label %112

144:                                              ; preds = %112
  %145 = add i64 %109, 1
  br label %108

146:                                              ; preds = %103
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
