; ModuleID = '__compute_module_broadcast_add_fusion_kernel_module'
source_filename = "__compute_module_broadcast_add_fusion_kernel_module"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, target_mem: none) uwtable
define noalias noundef ptr @broadcast_add_fusion(ptr nofree readonly captures(none) %0) local_unnamed_addr #0 {
  %2 = getelementptr inbounds nuw i8, ptr %0, i64 24
  %3 = load ptr, ptr %2, align 8, !invariant.load !3
  %4 = load ptr, ptr %3, align 8, !invariant.load !3, !dereferenceable !4
  %5 = getelementptr inbounds nuw i8, ptr %3, i64 16
  %6 = load ptr, ptr %5, align 8, !invariant.load !3, !dereferenceable !4
  %7 = getelementptr inbounds nuw i8, ptr %3, i64 32
  %8 = load ptr, ptr %7, align 8, !invariant.load !3, !dereferenceable !5
  %9 = getelementptr inbounds nuw i8, ptr %3, i64 48
  %10 = load ptr, ptr %9, align 8, !invariant.load !3, !dereferenceable !6
  %11 = getelementptr inbounds nuw i8, ptr %3, i64 64
  %12 = load ptr, ptr %11, align 8, !invariant.load !3, !dereferenceable !5
  %13 = getelementptr inbounds nuw i8, ptr %3, i64 80
  %14 = load ptr, ptr %13, align 8, !invariant.load !3, !dereferenceable !6
  tail call void @llvm.experimental.noalias.scope.decl(metadata !7)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !10)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !12)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !14)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !16)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !18)
  %15 = load float, ptr %6, align 4, !invariant.load !3, !alias.scope !10, !noalias !20
  %16 = load float, ptr %4, align 4, !invariant.load !3, !alias.scope !7, !noalias !21
  %17 = getelementptr inbounds nuw i8, ptr %6, i64 4
  %18 = load float, ptr %17, align 4, !invariant.load !3, !alias.scope !10, !noalias !20
  %19 = getelementptr inbounds nuw i8, ptr %4, i64 4
  %20 = load float, ptr %19, align 4, !invariant.load !3, !alias.scope !7, !noalias !21
  %21 = getelementptr inbounds nuw i8, ptr %6, i64 8
  %22 = load float, ptr %21, align 4, !invariant.load !3, !alias.scope !10, !noalias !20
  %23 = getelementptr inbounds nuw i8, ptr %4, i64 8
  %24 = load float, ptr %23, align 4, !invariant.load !3, !alias.scope !7, !noalias !21
  %25 = getelementptr inbounds nuw i8, ptr %6, i64 12
  %26 = load float, ptr %25, align 4, !invariant.load !3, !alias.scope !10, !noalias !20
  %27 = getelementptr inbounds nuw i8, ptr %4, i64 12
  %28 = load float, ptr %27, align 4, !invariant.load !3, !alias.scope !7, !noalias !21
  %29 = getelementptr inbounds nuw i8, ptr %6, i64 16
  %30 = load float, ptr %29, align 4, !invariant.load !3, !alias.scope !10, !noalias !20
  %31 = getelementptr inbounds nuw i8, ptr %4, i64 16
  %32 = load float, ptr %31, align 4, !invariant.load !3, !alias.scope !7, !noalias !21
  %33 = getelementptr inbounds nuw i8, ptr %6, i64 20
  %34 = load float, ptr %33, align 4, !invariant.load !3, !alias.scope !10, !noalias !20
  %35 = getelementptr inbounds nuw i8, ptr %4, i64 20
  %36 = load float, ptr %35, align 4, !invariant.load !3, !alias.scope !7, !noalias !21
  %37 = getelementptr inbounds nuw i8, ptr %6, i64 24
  %38 = load float, ptr %37, align 4, !invariant.load !3, !alias.scope !10, !noalias !20
  %39 = getelementptr inbounds nuw i8, ptr %4, i64 24
  %40 = load float, ptr %39, align 4, !invariant.load !3, !alias.scope !7, !noalias !21
  %41 = getelementptr inbounds nuw i8, ptr %6, i64 28
  %42 = load float, ptr %41, align 4, !invariant.load !3, !alias.scope !10, !noalias !20
  %43 = getelementptr inbounds nuw i8, ptr %4, i64 28
  %44 = load float, ptr %43, align 4, !invariant.load !3, !alias.scope !7, !noalias !21
  %45 = getelementptr inbounds nuw i8, ptr %6, i64 32
  %46 = load float, ptr %45, align 4, !invariant.load !3, !alias.scope !10, !noalias !20
  %47 = getelementptr inbounds nuw i8, ptr %4, i64 32
  %48 = load float, ptr %47, align 4, !invariant.load !3, !alias.scope !7, !noalias !21
  %49 = getelementptr inbounds nuw i8, ptr %6, i64 36
  %50 = load float, ptr %49, align 4, !invariant.load !3, !alias.scope !10, !noalias !20
  %51 = getelementptr inbounds nuw i8, ptr %4, i64 36
  %52 = load float, ptr %51, align 4, !invariant.load !3, !alias.scope !7, !noalias !21
  %53 = getelementptr inbounds nuw i8, ptr %6, i64 40
  %54 = load float, ptr %53, align 4, !invariant.load !3, !alias.scope !10, !noalias !20
  %55 = getelementptr inbounds nuw i8, ptr %4, i64 40
  %56 = load float, ptr %55, align 4, !invariant.load !3, !alias.scope !7, !noalias !21
  %57 = getelementptr inbounds nuw i8, ptr %6, i64 44
  %58 = load float, ptr %57, align 4, !invariant.load !3, !alias.scope !10, !noalias !20
  %59 = getelementptr inbounds nuw i8, ptr %4, i64 44
  %60 = load float, ptr %59, align 4, !invariant.load !3, !alias.scope !7, !noalias !21
  %61 = getelementptr inbounds nuw i8, ptr %6, i64 48
  %62 = load float, ptr %61, align 4, !invariant.load !3, !alias.scope !10, !noalias !20
  %63 = getelementptr inbounds nuw i8, ptr %4, i64 48
  %64 = load float, ptr %63, align 4, !invariant.load !3, !alias.scope !7, !noalias !21
  %65 = getelementptr inbounds nuw i8, ptr %6, i64 52
  %66 = load float, ptr %65, align 4, !invariant.load !3, !alias.scope !10, !noalias !20
  %67 = getelementptr inbounds nuw i8, ptr %4, i64 52
  %68 = load float, ptr %67, align 4, !invariant.load !3, !alias.scope !7, !noalias !21
  %69 = getelementptr inbounds nuw i8, ptr %6, i64 56
  %70 = load float, ptr %69, align 4, !invariant.load !3, !alias.scope !10, !noalias !20
  %71 = getelementptr inbounds nuw i8, ptr %4, i64 56
  %72 = load float, ptr %71, align 4, !invariant.load !3, !alias.scope !7, !noalias !21
  %73 = getelementptr inbounds nuw i8, ptr %6, i64 60
  %74 = load float, ptr %73, align 4, !invariant.load !3, !alias.scope !10, !noalias !20
  %75 = getelementptr inbounds nuw i8, ptr %4, i64 60
  %76 = load float, ptr %75, align 4, !invariant.load !3, !alias.scope !7, !noalias !21
  br label %77

77:                                               ; preds = %1, %77
  %78 = phi i64 [ 0, %1 ], [ %212, %77 ]
  %79 = getelementptr inbounds nuw [4 x i8], ptr %12, i64 %78
  %80 = load float, ptr %79, align 4, !invariant.load !3, !alias.scope !16, !noalias !22
  %81 = fmul float %80, 6.250000e-02
  %82 = getelementptr inbounds nuw [4 x i8], ptr %8, i64 %78
  %83 = load float, ptr %82, align 4, !invariant.load !3, !alias.scope !12, !noalias !23
  %84 = shl nuw nsw i64 %78, 4
  %85 = getelementptr inbounds nuw [4 x i8], ptr %10, i64 %84
  %86 = load float, ptr %85, align 4, !invariant.load !3, !alias.scope !14, !noalias !24
  %87 = fsub float %86, %81
  %88 = fmul float %83, %87
  %89 = fmul float %15, %88
  %90 = fadd float %16, %89
  %91 = getelementptr inbounds nuw [4 x i8], ptr %14, i64 %84
  store float %90, ptr %91, align 4, !alias.scope !18, !noalias !25
  %92 = or disjoint i64 %84, 1
  %93 = getelementptr inbounds nuw [4 x i8], ptr %10, i64 %92
  %94 = load float, ptr %93, align 4, !invariant.load !3, !alias.scope !14, !noalias !24
  %95 = fsub float %94, %81
  %96 = fmul float %83, %95
  %97 = fmul float %18, %96
  %98 = fadd float %20, %97
  %99 = getelementptr inbounds nuw [4 x i8], ptr %14, i64 %92
  store float %98, ptr %99, align 4, !alias.scope !18, !noalias !25
  %100 = or disjoint i64 %84, 2
  %101 = getelementptr inbounds nuw [4 x i8], ptr %10, i64 %100
  %102 = load float, ptr %101, align 4, !invariant.load !3, !alias.scope !14, !noalias !24
  %103 = fsub float %102, %81
  %104 = fmul float %83, %103
  %105 = fmul float %22, %104
  %106 = fadd float %24, %105
  %107 = getelementptr inbounds nuw [4 x i8], ptr %14, i64 %100
  store float %106, ptr %107, align 4, !alias.scope !18, !noalias !25
  %108 = or disjoint i64 %84, 3
  %109 = getelementptr inbounds nuw [4 x i8], ptr %10, i64 %108
  %110 = load float, ptr %109, align 4, !invariant.load !3, !alias.scope !14, !noalias !24
  %111 = fsub float %110, %81
  %112 = fmul float %83, %111
  %113 = fmul float %26, %112
  %114 = fadd float %28, %113
  %115 = getelementptr inbounds nuw [4 x i8], ptr %14, i64 %108
  store float %114, ptr %115, align 4, !alias.scope !18, !noalias !25
  %116 = or disjoint i64 %84, 4
  %117 = getelementptr inbounds nuw [4 x i8], ptr %10, i64 %116
  %118 = load float, ptr %117, align 4, !invariant.load !3, !alias.scope !14, !noalias !24
  %119 = fsub float %118, %81
  %120 = fmul float %83, %119
  %121 = fmul float %30, %120
  %122 = fadd float %32, %121
  %123 = getelementptr inbounds nuw [4 x i8], ptr %14, i64 %116
  store float %122, ptr %123, align 4, !alias.scope !18, !noalias !25
  %124 = or disjoint i64 %84, 5
  %125 = getelementptr inbounds nuw [4 x i8], ptr %10, i64 %124
  %126 = load float, ptr %125, align 4, !invariant.load !3, !alias.scope !14, !noalias !24
  %127 = fsub float %126, %81
  %128 = fmul float %83, %127
  %129 = fmul float %34, %128
  %130 = fadd float %36, %129
  %131 = getelementptr inbounds nuw [4 x i8], ptr %14, i64 %124
  store float %130, ptr %131, align 4, !alias.scope !18, !noalias !25
  %132 = or disjoint i64 %84, 6
  %133 = getelementptr inbounds nuw [4 x i8], ptr %10, i64 %132
  %134 = load float, ptr %133, align 4, !invariant.load !3, !alias.scope !14, !noalias !24
  %135 = fsub float %134, %81
  %136 = fmul float %83, %135
  %137 = fmul float %38, %136
  %138 = fadd float %40, %137
  %139 = getelementptr inbounds nuw [4 x i8], ptr %14, i64 %132
  store float %138, ptr %139, align 4, !alias.scope !18, !noalias !25
  %140 = or disjoint i64 %84, 7
  %141 = getelementptr inbounds nuw [4 x i8], ptr %10, i64 %140
  %142 = load float, ptr %141, align 4, !invariant.load !3, !alias.scope !14, !noalias !24
  %143 = fsub float %142, %81
  %144 = fmul float %83, %143
  %145 = fmul float %42, %144
  %146 = fadd float %44, %145
  %147 = getelementptr inbounds nuw [4 x i8], ptr %14, i64 %140
  store float %146, ptr %147, align 4, !alias.scope !18, !noalias !25
  %148 = or disjoint i64 %84, 8
  %149 = getelementptr inbounds nuw [4 x i8], ptr %10, i64 %148
  %150 = load float, ptr %149, align 4, !invariant.load !3, !alias.scope !14, !noalias !24
  %151 = fsub float %150, %81
  %152 = fmul float %83, %151
  %153 = fmul float %46, %152
  %154 = fadd float %48, %153
  %155 = getelementptr inbounds nuw [4 x i8], ptr %14, i64 %148
  store float %154, ptr %155, align 4, !alias.scope !18, !noalias !25
  %156 = or disjoint i64 %84, 9
  %157 = getelementptr inbounds nuw [4 x i8], ptr %10, i64 %156
  %158 = load float, ptr %157, align 4, !invariant.load !3, !alias.scope !14, !noalias !24
  %159 = fsub float %158, %81
  %160 = fmul float %83, %159
  %161 = fmul float %50, %160
  %162 = fadd float %52, %161
  %163 = getelementptr inbounds nuw [4 x i8], ptr %14, i64 %156
  store float %162, ptr %163, align 4, !alias.scope !18, !noalias !25
  %164 = or disjoint i64 %84, 10
  %165 = getelementptr inbounds nuw [4 x i8], ptr %10, i64 %164
  %166 = load float, ptr %165, align 4, !invariant.load !3, !alias.scope !14, !noalias !24
  %167 = fsub float %166, %81
  %168 = fmul float %83, %167
  %169 = fmul float %54, %168
  %170 = fadd float %56, %169
  %171 = getelementptr inbounds nuw [4 x i8], ptr %14, i64 %164
  store float %170, ptr %171, align 4, !alias.scope !18, !noalias !25
  %172 = or disjoint i64 %84, 11
  %173 = getelementptr inbounds nuw [4 x i8], ptr %10, i64 %172
  %174 = load float, ptr %173, align 4, !invariant.load !3, !alias.scope !14, !noalias !24
  %175 = fsub float %174, %81
  %176 = fmul float %83, %175
  %177 = fmul float %58, %176
  %178 = fadd float %60, %177
  %179 = getelementptr inbounds nuw [4 x i8], ptr %14, i64 %172
  store float %178, ptr %179, align 4, !alias.scope !18, !noalias !25
  %180 = or disjoint i64 %84, 12
  %181 = getelementptr inbounds nuw [4 x i8], ptr %10, i64 %180
  %182 = load float, ptr %181, align 4, !invariant.load !3, !alias.scope !14, !noalias !24
  %183 = fsub float %182, %81
  %184 = fmul float %83, %183
  %185 = fmul float %62, %184
  %186 = fadd float %64, %185
  %187 = getelementptr inbounds nuw [4 x i8], ptr %14, i64 %180
  store float %186, ptr %187, align 4, !alias.scope !18, !noalias !25
  %188 = or disjoint i64 %84, 13
  %189 = getelementptr inbounds nuw [4 x i8], ptr %10, i64 %188
  %190 = load float, ptr %189, align 4, !invariant.load !3, !alias.scope !14, !noalias !24
  %191 = fsub float %190, %81
  %192 = fmul float %83, %191
  %193 = fmul float %66, %192
  %194 = fadd float %68, %193
  %195 = getelementptr inbounds nuw [4 x i8], ptr %14, i64 %188
  store float %194, ptr %195, align 4, !alias.scope !18, !noalias !25
  %196 = or disjoint i64 %84, 14
  %197 = getelementptr inbounds nuw [4 x i8], ptr %10, i64 %196
  %198 = load float, ptr %197, align 4, !invariant.load !3, !alias.scope !14, !noalias !24
  %199 = fsub float %198, %81
  %200 = fmul float %83, %199
  %201 = fmul float %70, %200
  %202 = fadd float %72, %201
  %203 = getelementptr inbounds nuw [4 x i8], ptr %14, i64 %196
  store float %202, ptr %203, align 4, !alias.scope !18, !noalias !25
  %204 = or disjoint i64 %84, 15
  %205 = getelementptr inbounds nuw [4 x i8], ptr %10, i64 %204
  %206 = load float, ptr %205, align 4, !invariant.load !3, !alias.scope !14, !noalias !24
  %207 = fsub float %206, %81
  %208 = fmul float %83, %207
  %209 = fmul float %74, %208
  %210 = fadd float %76, %209
  %211 = getelementptr inbounds nuw [4 x i8], ptr %14, i64 %204
  store float %210, ptr %211, align 4, !alias.scope !18, !noalias !25
  %212 = add nuw nsw i64 %78, 1
  %exitcond.not = icmp eq i64 %212, 3
  br i1 %exitcond.not, label %broadcast_add_fusion_wrapped.exit, label %77, !llvm.loop !26

broadcast_add_fusion_wrapped.exit:                ; preds = %77
  ret ptr null
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #1

attributes #0 = { nofree norecurse nosync nounwind memory(readwrite, target_mem: none) uwtable "frame-pointer"="all" "prefer-vector-width"="256" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }

!llvm.module.flags = !{!0, !1}
!xla_cpu_memory_region_name = !{!2}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{i32 1, !"xla_dylib_index", i64 1}
!2 = !{!"xla_cpu_emitter__loop_fusion_kernel_emitter__hlo_opcode__fusion"}
!3 = !{}
!4 = !{i64 64}
!5 = !{i64 12}
!6 = !{i64 192}
!7 = !{!8}
!8 = distinct !{!8, !9, !"broadcast_add_fusion_wrapped: argument 0"}
!9 = distinct !{!9, !"broadcast_add_fusion_wrapped"}
!10 = !{!11}
!11 = distinct !{!11, !9, !"broadcast_add_fusion_wrapped: argument 1"}
!12 = !{!13}
!13 = distinct !{!13, !9, !"broadcast_add_fusion_wrapped: argument 2"}
!14 = !{!15}
!15 = distinct !{!15, !9, !"broadcast_add_fusion_wrapped: argument 3"}
!16 = !{!17}
!17 = distinct !{!17, !9, !"broadcast_add_fusion_wrapped: argument 4"}
!18 = !{!19}
!19 = distinct !{!19, !9, !"broadcast_add_fusion_wrapped: argument 5"}
!20 = !{!8, !13, !15, !17, !19}
!21 = !{!11, !13, !15, !17, !19}
!22 = !{!8, !11, !13, !15, !19}
!23 = !{!8, !11, !15, !17, !19}
!24 = !{!8, !11, !13, !17, !19}
!25 = !{!8, !11, !13, !15, !17}
!26 = distinct !{!26, !27}
!27 = !{!"llvm.loop.unroll.disable"}
