; ModuleID = '__compute_module_call_computation_kernel_module'
source_filename = "__compute_module_call_computation_kernel_module"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: uwtable
define noalias noundef ptr @call_kernel(ptr nofree readonly captures(none) %0) local_unnamed_addr #0 {
  %args_gep = getelementptr inbounds nuw i8, ptr %0, i64 24
  %args = load ptr, ptr %args_gep, align 8
  %arg13_gep = getelementptr i8, ptr %args, i64 208
  %arg13 = load ptr, ptr %arg13_gep, align 8, !invariant.load !8, !dereferenceable !9, !align !10
  %arg14_gep = getelementptr i8, ptr %args, i64 224
  %arg14 = load ptr, ptr %arg14_gep, align 8, !invariant.load !8, !dereferenceable !11, !align !10
  %arg15_gep = getelementptr i8, ptr %args, i64 240
  %arg15 = load ptr, ptr %arg15_gep, align 8, !invariant.load !8, !dereferenceable !12, !align !10
  %arg16_gep = getelementptr i8, ptr %args, i64 256
  %arg16 = load ptr, ptr %arg16_gep, align 8, !invariant.load !8, !dereferenceable !12, !align !10
  %arg17_gep = getelementptr i8, ptr %args, i64 272
  %arg17 = load ptr, ptr %arg17_gep, align 8, !invariant.load !8, !dereferenceable !13, !align !10
  %arg18_gep = getelementptr i8, ptr %args, i64 288
  %arg18 = load ptr, ptr %arg18_gep, align 8, !invariant.load !8, !dereferenceable !10, !align !10
  %arg19_gep = getelementptr i8, ptr %args, i64 304
  %arg19 = load ptr, ptr %arg19_gep, align 8, !invariant.load !8, !dereferenceable !10, !align !10
  %arg20_gep = getelementptr i8, ptr %args, i64 320
  %arg20 = load ptr, ptr %arg20_gep, align 8, !invariant.load !8, !dereferenceable !12, !align !10
  %arg21_gep = getelementptr i8, ptr %args, i64 336
  %arg21 = load ptr, ptr %arg21_gep, align 8, !invariant.load !8, !dereferenceable !12, !align !10
  %arg22_gep = getelementptr i8, ptr %args, i64 352
  %arg22 = load ptr, ptr %arg22_gep, align 8, !invariant.load !8, !dereferenceable !11, !align !10
  %arg23_gep = getelementptr i8, ptr %args, i64 368
  %arg23 = load ptr, ptr %arg23_gep, align 8, !invariant.load !8, !dereferenceable !14, !align !10
  %2 = load i32, ptr %arg14, align 64, !alias.scope !15, !noalias !18
  %3 = icmp slt i32 %2, 6
  %4 = zext i1 %3 to i8
  store i8 %4, ptr %arg23, align 64, !alias.scope !25, !noalias !26
  br i1 %3, label %dot_general.1.loop_header.lhs.0.i.i.preheader.lr.ph, label %return

dot_general.1.loop_header.lhs.0.i.i.preheader.lr.ph: ; preds = %1
  %5 = getelementptr inbounds nuw i8, ptr %arg15, i64 8
  %6 = getelementptr inbounds nuw i8, ptr %arg15, i64 16
  %7 = getelementptr inbounds nuw i8, ptr %arg15, i64 24
  %8 = getelementptr inbounds nuw i8, ptr %arg15, i64 32
  %9 = getelementptr inbounds nuw i8, ptr %arg15, i64 40
  %10 = getelementptr inbounds nuw i8, ptr %arg16, i64 4
  %gep.1 = getelementptr inbounds nuw i8, ptr %arg19, i64 16
  %11 = getelementptr inbounds nuw i8, ptr %arg16, i64 8
  %gep.2 = getelementptr inbounds nuw i8, ptr %arg19, i64 32
  %12 = getelementptr inbounds nuw i8, ptr %arg16, i64 12
  %gep.3 = getelementptr inbounds nuw i8, ptr %arg19, i64 48
  %invariant.gep.1 = getelementptr inbounds nuw i8, ptr %arg19, i64 4
  %gep.1.1 = getelementptr inbounds nuw i8, ptr %arg19, i64 20
  %gep.2.1 = getelementptr inbounds nuw i8, ptr %arg19, i64 36
  %gep.3.1 = getelementptr inbounds nuw i8, ptr %arg19, i64 52
  %13 = getelementptr inbounds nuw i8, ptr %arg21, i64 4
  %invariant.gep.2 = getelementptr inbounds nuw i8, ptr %arg19, i64 8
  %gep.1.2 = getelementptr inbounds nuw i8, ptr %arg19, i64 24
  %gep.2.2 = getelementptr inbounds nuw i8, ptr %arg19, i64 40
  %gep.3.2 = getelementptr inbounds nuw i8, ptr %arg19, i64 56
  %14 = getelementptr inbounds nuw i8, ptr %arg21, i64 8
  %invariant.gep.3 = getelementptr inbounds nuw i8, ptr %arg19, i64 12
  %gep.1.3 = getelementptr inbounds nuw i8, ptr %arg19, i64 28
  %gep.2.3 = getelementptr inbounds nuw i8, ptr %arg19, i64 44
  %gep.3.3 = getelementptr inbounds nuw i8, ptr %arg19, i64 60
  %15 = getelementptr inbounds nuw i8, ptr %arg21, i64 12
  %.split.1 = getelementptr inbounds nuw i8, ptr %arg16, i64 16
  %.split53.1 = getelementptr inbounds nuw i8, ptr %arg21, i64 16
  %16 = getelementptr inbounds nuw i8, ptr %arg16, i64 20
  %17 = getelementptr inbounds nuw i8, ptr %arg16, i64 24
  %18 = getelementptr inbounds nuw i8, ptr %arg16, i64 28
  %19 = getelementptr inbounds nuw i8, ptr %arg21, i64 20
  %20 = getelementptr inbounds nuw i8, ptr %arg21, i64 24
  %21 = getelementptr inbounds nuw i8, ptr %arg21, i64 28
  %.split.2 = getelementptr inbounds nuw i8, ptr %arg16, i64 32
  %.split53.2 = getelementptr inbounds nuw i8, ptr %arg21, i64 32
  %22 = getelementptr inbounds nuw i8, ptr %arg16, i64 36
  %23 = getelementptr inbounds nuw i8, ptr %arg16, i64 40
  %24 = getelementptr inbounds nuw i8, ptr %arg16, i64 44
  %25 = getelementptr inbounds nuw i8, ptr %arg21, i64 36
  %26 = getelementptr inbounds nuw i8, ptr %arg21, i64 40
  %27 = getelementptr inbounds nuw i8, ptr %arg21, i64 44
  %gep85.1 = getelementptr inbounds nuw i8, ptr %arg18, i64 16
  %gep85.2 = getelementptr inbounds nuw i8, ptr %arg18, i64 32
  %gep85.3 = getelementptr inbounds nuw i8, ptr %arg18, i64 48
  %invariant.gep84.1 = getelementptr inbounds nuw i8, ptr %arg18, i64 4
  %gep85.1.1 = getelementptr inbounds nuw i8, ptr %arg18, i64 20
  %gep85.2.1 = getelementptr inbounds nuw i8, ptr %arg18, i64 36
  %gep85.3.1 = getelementptr inbounds nuw i8, ptr %arg18, i64 52
  %28 = getelementptr inbounds nuw i8, ptr %arg20, i64 4
  %invariant.gep84.2 = getelementptr inbounds nuw i8, ptr %arg18, i64 8
  %gep85.1.2 = getelementptr inbounds nuw i8, ptr %arg18, i64 24
  %gep85.2.2 = getelementptr inbounds nuw i8, ptr %arg18, i64 40
  %gep85.3.2 = getelementptr inbounds nuw i8, ptr %arg18, i64 56
  %29 = getelementptr inbounds nuw i8, ptr %arg20, i64 8
  %invariant.gep84.3 = getelementptr inbounds nuw i8, ptr %arg18, i64 12
  %gep85.1.3 = getelementptr inbounds nuw i8, ptr %arg18, i64 28
  %gep85.2.3 = getelementptr inbounds nuw i8, ptr %arg18, i64 44
  %gep85.3.3 = getelementptr inbounds nuw i8, ptr %arg18, i64 60
  %30 = getelementptr inbounds nuw i8, ptr %arg20, i64 12
  %.split64.1 = getelementptr inbounds nuw i8, ptr %arg20, i64 16
  %31 = getelementptr inbounds nuw i8, ptr %arg20, i64 20
  %32 = getelementptr inbounds nuw i8, ptr %arg20, i64 24
  %33 = getelementptr inbounds nuw i8, ptr %arg20, i64 28
  %.split64.2 = getelementptr inbounds nuw i8, ptr %arg20, i64 32
  %34 = getelementptr inbounds nuw i8, ptr %arg20, i64 36
  %35 = getelementptr inbounds nuw i8, ptr %arg20, i64 40
  %36 = getelementptr inbounds nuw i8, ptr %arg20, i64 44
  br label %dot_general.1.loop_header.lhs.0.i.i.preheader

dot_general.1.loop_header.lhs.0.i.i.preheader:    ; preds = %dot_general.1.loop_header.lhs.0.i.i.preheader.lr.ph, %add_tanh_fusion.kLoop_fusion.loop_exit.dim.0.i.i
  %37 = load float, ptr %arg16, align 64, !alias.scope !27, !noalias !29
  %38 = load float, ptr %arg19, align 64, !alias.scope !34, !noalias !35
  %39 = fmul float %37, %38
  %40 = fadd float %39, 0.000000e+00
  %41 = load float, ptr %10, align 4, !alias.scope !27, !noalias !29
  %42 = load float, ptr %gep.1, align 16, !alias.scope !34, !noalias !35
  %43 = fmul float %41, %42
  %44 = fadd float %40, %43
  %45 = load float, ptr %11, align 8, !alias.scope !27, !noalias !29
  %46 = load float, ptr %gep.2, align 32, !alias.scope !34, !noalias !35
  %47 = fmul float %45, %46
  %48 = fadd float %44, %47
  %49 = load float, ptr %12, align 4, !alias.scope !27, !noalias !29
  %50 = load float, ptr %gep.3, align 16, !alias.scope !34, !noalias !35
  %51 = fmul float %49, %50
  %52 = fadd float %48, %51
  store float %52, ptr %arg21, align 64, !alias.scope !40, !noalias !41
  %53 = load float, ptr %invariant.gep.1, align 4, !alias.scope !34, !noalias !35
  %54 = fmul float %37, %53
  %55 = fadd float %54, 0.000000e+00
  %56 = load float, ptr %gep.1.1, align 4, !alias.scope !34, !noalias !35
  %57 = fmul float %41, %56
  %58 = fadd float %55, %57
  %59 = load float, ptr %gep.2.1, align 4, !alias.scope !34, !noalias !35
  %60 = fmul float %45, %59
  %61 = fadd float %58, %60
  %62 = load float, ptr %gep.3.1, align 4, !alias.scope !34, !noalias !35
  %63 = fmul float %49, %62
  %64 = fadd float %61, %63
  store float %64, ptr %13, align 4, !alias.scope !40, !noalias !41
  %65 = load float, ptr %invariant.gep.2, align 8, !alias.scope !34, !noalias !35
  %66 = fmul float %37, %65
  %67 = fadd float %66, 0.000000e+00
  %68 = load float, ptr %gep.1.2, align 8, !alias.scope !34, !noalias !35
  %69 = fmul float %41, %68
  %70 = fadd float %67, %69
  %71 = load float, ptr %gep.2.2, align 8, !alias.scope !34, !noalias !35
  %72 = fmul float %45, %71
  %73 = fadd float %70, %72
  %74 = load float, ptr %gep.3.2, align 8, !alias.scope !34, !noalias !35
  %75 = fmul float %49, %74
  %76 = fadd float %73, %75
  store float %76, ptr %14, align 8, !alias.scope !40, !noalias !41
  %77 = load float, ptr %invariant.gep.3, align 4, !alias.scope !34, !noalias !35
  %78 = fmul float %37, %77
  %79 = fadd float %78, 0.000000e+00
  %80 = load float, ptr %gep.1.3, align 4, !alias.scope !34, !noalias !35
  %81 = fmul float %41, %80
  %82 = fadd float %79, %81
  %83 = load float, ptr %gep.2.3, align 4, !alias.scope !34, !noalias !35
  %84 = fmul float %45, %83
  %85 = fadd float %82, %84
  %86 = load float, ptr %gep.3.3, align 4, !alias.scope !34, !noalias !35
  %87 = fmul float %49, %86
  %88 = fadd float %85, %87
  store float %88, ptr %15, align 4, !alias.scope !40, !noalias !41
  %89 = load float, ptr %.split.1, align 16, !alias.scope !27, !noalias !29
  %90 = fmul float %89, %38
  %91 = fadd float %90, 0.000000e+00
  %92 = load float, ptr %16, align 4, !alias.scope !27, !noalias !29
  %93 = fmul float %92, %42
  %94 = fadd float %91, %93
  %95 = load float, ptr %17, align 8, !alias.scope !27, !noalias !29
  %96 = fmul float %95, %46
  %97 = fadd float %94, %96
  %98 = load float, ptr %18, align 4, !alias.scope !27, !noalias !29
  %99 = fmul float %98, %50
  %100 = fadd float %97, %99
  store float %100, ptr %.split53.1, align 16, !alias.scope !40, !noalias !41
  %101 = fmul float %89, %53
  %102 = fadd float %101, 0.000000e+00
  %103 = fmul float %92, %56
  %104 = fadd float %102, %103
  %105 = fmul float %95, %59
  %106 = fadd float %104, %105
  %107 = fmul float %98, %62
  %108 = fadd float %106, %107
  store float %108, ptr %19, align 4, !alias.scope !40, !noalias !41
  %109 = fmul float %89, %65
  %110 = fadd float %109, 0.000000e+00
  %111 = fmul float %92, %68
  %112 = fadd float %110, %111
  %113 = fmul float %95, %71
  %114 = fadd float %112, %113
  %115 = fmul float %98, %74
  %116 = fadd float %114, %115
  store float %116, ptr %20, align 8, !alias.scope !40, !noalias !41
  %117 = fmul float %89, %77
  %118 = fadd float %117, 0.000000e+00
  %119 = fmul float %92, %80
  %120 = fadd float %118, %119
  %121 = fmul float %95, %83
  %122 = fadd float %120, %121
  %123 = fmul float %98, %86
  %124 = fadd float %122, %123
  store float %124, ptr %21, align 4, !alias.scope !40, !noalias !41
  %125 = load float, ptr %.split.2, align 32, !alias.scope !27, !noalias !29
  %126 = load float, ptr %arg19, align 64, !alias.scope !34, !noalias !35
  %127 = fmul float %125, %126
  %128 = fadd float %127, 0.000000e+00
  %129 = load float, ptr %22, align 4, !alias.scope !27, !noalias !29
  %130 = load float, ptr %gep.1, align 16, !alias.scope !34, !noalias !35
  %131 = fmul float %129, %130
  %132 = fadd float %128, %131
  %133 = load float, ptr %23, align 8, !alias.scope !27, !noalias !29
  %134 = load float, ptr %gep.2, align 32, !alias.scope !34, !noalias !35
  %135 = fmul float %133, %134
  %136 = fadd float %132, %135
  %137 = load float, ptr %24, align 4, !alias.scope !27, !noalias !29
  %138 = load float, ptr %gep.3, align 16, !alias.scope !34, !noalias !35
  %139 = fmul float %137, %138
  %140 = fadd float %136, %139
  store float %140, ptr %.split53.2, align 32, !alias.scope !40, !noalias !41
  %141 = load float, ptr %invariant.gep.1, align 4, !alias.scope !34, !noalias !35
  %142 = fmul float %125, %141
  %143 = fadd float %142, 0.000000e+00
  %144 = load float, ptr %gep.1.1, align 4, !alias.scope !34, !noalias !35
  %145 = fmul float %129, %144
  %146 = fadd float %143, %145
  %147 = load float, ptr %gep.2.1, align 4, !alias.scope !34, !noalias !35
  %148 = fmul float %133, %147
  %149 = fadd float %146, %148
  %150 = load float, ptr %gep.3.1, align 4, !alias.scope !34, !noalias !35
  %151 = fmul float %137, %150
  %152 = fadd float %149, %151
  store float %152, ptr %25, align 4, !alias.scope !40, !noalias !41
  %153 = load float, ptr %invariant.gep.2, align 8, !alias.scope !34, !noalias !35
  %154 = fmul float %125, %153
  %155 = fadd float %154, 0.000000e+00
  %156 = load float, ptr %gep.1.2, align 8, !alias.scope !34, !noalias !35
  %157 = fmul float %129, %156
  %158 = fadd float %155, %157
  %159 = load float, ptr %gep.2.2, align 8, !alias.scope !34, !noalias !35
  %160 = fmul float %133, %159
  %161 = fadd float %158, %160
  %162 = load float, ptr %gep.3.2, align 8, !alias.scope !34, !noalias !35
  %163 = fmul float %137, %162
  %164 = fadd float %161, %163
  store float %164, ptr %26, align 8, !alias.scope !40, !noalias !41
  %165 = load float, ptr %invariant.gep.3, align 4, !alias.scope !34, !noalias !35
  %166 = fmul float %125, %165
  %167 = fadd float %166, 0.000000e+00
  %168 = load float, ptr %gep.1.3, align 4, !alias.scope !34, !noalias !35
  %169 = fmul float %129, %168
  %170 = fadd float %167, %169
  %171 = load float, ptr %gep.2.3, align 4, !alias.scope !34, !noalias !35
  %172 = fmul float %133, %171
  %173 = fadd float %170, %172
  %174 = load float, ptr %gep.3.3, align 4, !alias.scope !34, !noalias !35
  %175 = fmul float %137, %174
  %176 = fadd float %173, %175
  store float %176, ptr %27, align 4, !alias.scope !40, !noalias !41
  %177 = load i32, ptr %arg14, align 64, !noalias !43
  store i32 %177, ptr %arg22, align 64, !noalias !43
  %178 = add i32 %177, 1
  store i32 %178, ptr %arg14, align 64, !alias.scope !15, !noalias !44
  %narrow = tail call i32 @llvm.smax.i32(i32 %177, i32 0)
  %179 = tail call i32 @llvm.umin.i32(i32 %narrow, i32 5)
  %dynamic_slice.2.start_idx0.i.i = zext nneg i32 %179 to i64
  %.split57 = getelementptr inbounds nuw [48 x i8], ptr %arg17, i64 %dynamic_slice.2.start_idx0.i.i
  br label %dynamic-slice_bitcast_fusion.kLoop_fusion.loop_header.dim.1.i.i.preheader

dynamic-slice_bitcast_fusion.kLoop_fusion.loop_header.dim.1.i.i.preheader: ; preds = %dot_general.1.loop_header.lhs.0.i.i.preheader, %dynamic-slice_bitcast_fusion.kLoop_fusion.loop_header.dim.1.i.i.preheader
  %storemerge5483 = phi i64 [ 0, %dot_general.1.loop_header.lhs.0.i.i.preheader ], [ %invar.inc3.i.i, %dynamic-slice_bitcast_fusion.kLoop_fusion.loop_header.dim.1.i.i.preheader ]
  %.split58 = getelementptr inbounds nuw [16 x i8], ptr %.split57, i64 %storemerge5483
  %.split59 = getelementptr inbounds nuw [16 x i8], ptr %arg16, i64 %storemerge5483
  %180 = load float, ptr %.split58, align 16, !alias.scope !47, !noalias !48
  store float %180, ptr %.split59, align 16, !alias.scope !27, !noalias !49
  %181 = getelementptr inbounds nuw i8, ptr %.split58, i64 4
  %182 = load float, ptr %181, align 4, !alias.scope !47, !noalias !48
  %183 = getelementptr inbounds nuw i8, ptr %.split59, i64 4
  store float %182, ptr %183, align 4, !alias.scope !27, !noalias !49
  %184 = getelementptr inbounds nuw i8, ptr %.split58, i64 8
  %185 = load float, ptr %184, align 8, !alias.scope !47, !noalias !48
  %186 = getelementptr inbounds nuw i8, ptr %.split59, i64 8
  store float %185, ptr %186, align 8, !alias.scope !27, !noalias !49
  %187 = getelementptr inbounds nuw i8, ptr %.split58, i64 12
  %188 = load float, ptr %187, align 4, !alias.scope !47, !noalias !48
  %189 = getelementptr inbounds nuw i8, ptr %.split59, i64 12
  store float %188, ptr %189, align 4, !alias.scope !27, !noalias !49
  %invar.inc3.i.i = add nuw nsw i64 %storemerge5483, 1
  %exitcond = icmp eq i64 %invar.inc3.i.i, 3
  br i1 %exitcond, label %dot_general.0.loop_header.rhs.1.i.i.preheader.preheader, label %dynamic-slice_bitcast_fusion.kLoop_fusion.loop_header.dim.1.i.i.preheader, !llvm.loop !50

dot_general.0.loop_header.rhs.1.i.i.preheader.preheader: ; preds = %dynamic-slice_bitcast_fusion.kLoop_fusion.loop_header.dim.1.i.i.preheader
  %190 = load float, ptr %arg16, align 64, !alias.scope !27, !noalias !49
  %191 = load float, ptr %arg18, align 64, !alias.scope !52, !noalias !53
  %192 = fmul float %190, %191
  %193 = fadd float %192, 0.000000e+00
  %194 = load float, ptr %10, align 4, !alias.scope !27, !noalias !49
  %195 = load float, ptr %gep85.1, align 16, !alias.scope !52, !noalias !53
  %196 = fmul float %194, %195
  %197 = fadd float %193, %196
  %198 = load float, ptr %11, align 8, !alias.scope !27, !noalias !49
  %199 = load float, ptr %gep85.2, align 32, !alias.scope !52, !noalias !53
  %200 = fmul float %198, %199
  %201 = fadd float %197, %200
  %202 = load float, ptr %12, align 4, !alias.scope !27, !noalias !49
  %203 = load float, ptr %gep85.3, align 16, !alias.scope !52, !noalias !53
  %204 = fmul float %202, %203
  %205 = fadd float %201, %204
  store float %205, ptr %arg20, align 64, !alias.scope !54, !noalias !55
  %206 = load float, ptr %invariant.gep84.1, align 4, !alias.scope !52, !noalias !53
  %207 = fmul float %190, %206
  %208 = fadd float %207, 0.000000e+00
  %209 = load float, ptr %gep85.1.1, align 4, !alias.scope !52, !noalias !53
  %210 = fmul float %194, %209
  %211 = fadd float %208, %210
  %212 = load float, ptr %gep85.2.1, align 4, !alias.scope !52, !noalias !53
  %213 = fmul float %198, %212
  %214 = fadd float %211, %213
  %215 = load float, ptr %gep85.3.1, align 4, !alias.scope !52, !noalias !53
  %216 = fmul float %202, %215
  %217 = fadd float %214, %216
  store float %217, ptr %28, align 4, !alias.scope !54, !noalias !55
  %218 = load float, ptr %invariant.gep84.2, align 8, !alias.scope !52, !noalias !53
  %219 = fmul float %190, %218
  %220 = fadd float %219, 0.000000e+00
  %221 = load float, ptr %gep85.1.2, align 8, !alias.scope !52, !noalias !53
  %222 = fmul float %194, %221
  %223 = fadd float %220, %222
  %224 = load float, ptr %gep85.2.2, align 8, !alias.scope !52, !noalias !53
  %225 = fmul float %198, %224
  %226 = fadd float %223, %225
  %227 = load float, ptr %gep85.3.2, align 8, !alias.scope !52, !noalias !53
  %228 = fmul float %202, %227
  %229 = fadd float %226, %228
  store float %229, ptr %29, align 8, !alias.scope !54, !noalias !55
  %230 = load float, ptr %invariant.gep84.3, align 4, !alias.scope !52, !noalias !53
  %231 = fmul float %190, %230
  %232 = fadd float %231, 0.000000e+00
  %233 = load float, ptr %gep85.1.3, align 4, !alias.scope !52, !noalias !53
  %234 = fmul float %194, %233
  %235 = fadd float %232, %234
  %236 = load float, ptr %gep85.2.3, align 4, !alias.scope !52, !noalias !53
  %237 = fmul float %198, %236
  %238 = fadd float %235, %237
  %239 = load float, ptr %gep85.3.3, align 4, !alias.scope !52, !noalias !53
  %240 = fmul float %202, %239
  %241 = fadd float %238, %240
  store float %241, ptr %30, align 4, !alias.scope !54, !noalias !55
  %242 = load float, ptr %.split.1, align 16, !alias.scope !27, !noalias !49
  %243 = fmul float %242, %191
  %244 = fadd float %243, 0.000000e+00
  %245 = load float, ptr %16, align 4, !alias.scope !27, !noalias !49
  %246 = fmul float %245, %195
  %247 = fadd float %244, %246
  %248 = load float, ptr %17, align 8, !alias.scope !27, !noalias !49
  %249 = fmul float %248, %199
  %250 = fadd float %247, %249
  %251 = load float, ptr %18, align 4, !alias.scope !27, !noalias !49
  %252 = fmul float %251, %203
  %253 = fadd float %250, %252
  store float %253, ptr %.split64.1, align 16, !alias.scope !54, !noalias !55
  %254 = fmul float %242, %206
  %255 = fadd float %254, 0.000000e+00
  %256 = fmul float %245, %209
  %257 = fadd float %255, %256
  %258 = fmul float %248, %212
  %259 = fadd float %257, %258
  %260 = fmul float %251, %215
  %261 = fadd float %259, %260
  store float %261, ptr %31, align 4, !alias.scope !54, !noalias !55
  %262 = fmul float %242, %218
  %263 = fadd float %262, 0.000000e+00
  %264 = fmul float %245, %221
  %265 = fadd float %263, %264
  %266 = fmul float %248, %224
  %267 = fadd float %265, %266
  %268 = fmul float %251, %227
  %269 = fadd float %267, %268
  store float %269, ptr %32, align 8, !alias.scope !54, !noalias !55
  %270 = fmul float %242, %230
  %271 = fadd float %270, 0.000000e+00
  %272 = fmul float %245, %233
  %273 = fadd float %271, %272
  %274 = fmul float %248, %236
  %275 = fadd float %273, %274
  %276 = fmul float %251, %239
  %277 = fadd float %275, %276
  store float %277, ptr %33, align 4, !alias.scope !54, !noalias !55
  %278 = load float, ptr %.split.2, align 32, !alias.scope !27, !noalias !49
  %279 = load float, ptr %arg18, align 64, !alias.scope !52, !noalias !53
  %280 = fmul float %278, %279
  %281 = fadd float %280, 0.000000e+00
  %282 = load float, ptr %22, align 4, !alias.scope !27, !noalias !49
  %283 = load float, ptr %gep85.1, align 16, !alias.scope !52, !noalias !53
  %284 = fmul float %282, %283
  %285 = fadd float %281, %284
  %286 = load float, ptr %23, align 8, !alias.scope !27, !noalias !49
  %287 = load float, ptr %gep85.2, align 32, !alias.scope !52, !noalias !53
  %288 = fmul float %286, %287
  %289 = fadd float %285, %288
  %290 = load float, ptr %24, align 4, !alias.scope !27, !noalias !49
  %291 = load float, ptr %gep85.3, align 16, !alias.scope !52, !noalias !53
  %292 = fmul float %290, %291
  %293 = fadd float %289, %292
  store float %293, ptr %.split64.2, align 32, !alias.scope !54, !noalias !55
  %294 = load float, ptr %invariant.gep84.1, align 4, !alias.scope !52, !noalias !53
  %295 = fmul float %278, %294
  %296 = fadd float %295, 0.000000e+00
  %297 = load float, ptr %gep85.1.1, align 4, !alias.scope !52, !noalias !53
  %298 = fmul float %282, %297
  %299 = fadd float %296, %298
  %300 = load float, ptr %gep85.2.1, align 4, !alias.scope !52, !noalias !53
  %301 = fmul float %286, %300
  %302 = fadd float %299, %301
  %303 = load float, ptr %gep85.3.1, align 4, !alias.scope !52, !noalias !53
  %304 = fmul float %290, %303
  %305 = fadd float %302, %304
  store float %305, ptr %34, align 4, !alias.scope !54, !noalias !55
  %306 = load float, ptr %invariant.gep84.2, align 8, !alias.scope !52, !noalias !53
  %307 = fmul float %278, %306
  %308 = fadd float %307, 0.000000e+00
  %309 = load float, ptr %gep85.1.2, align 8, !alias.scope !52, !noalias !53
  %310 = fmul float %282, %309
  %311 = fadd float %308, %310
  %312 = load float, ptr %gep85.2.2, align 8, !alias.scope !52, !noalias !53
  %313 = fmul float %286, %312
  %314 = fadd float %311, %313
  %315 = load float, ptr %gep85.3.2, align 8, !alias.scope !52, !noalias !53
  %316 = fmul float %290, %315
  %317 = fadd float %314, %316
  store float %317, ptr %35, align 8, !alias.scope !54, !noalias !55
  %318 = load float, ptr %invariant.gep84.3, align 4, !alias.scope !52, !noalias !53
  %319 = fmul float %278, %318
  %320 = fadd float %319, 0.000000e+00
  %321 = load float, ptr %gep85.1.3, align 4, !alias.scope !52, !noalias !53
  %322 = fmul float %282, %321
  %323 = fadd float %320, %322
  %324 = load float, ptr %gep85.2.3, align 4, !alias.scope !52, !noalias !53
  %325 = fmul float %286, %324
  %326 = fadd float %323, %325
  %327 = load float, ptr %gep85.3.3, align 4, !alias.scope !52, !noalias !53
  %328 = fmul float %290, %327
  %329 = fadd float %326, %328
  store float %329, ptr %36, align 4, !alias.scope !54, !noalias !55
  br label %add_tanh_fusion.kLoop_fusion.loop_header.dim.1.i.i.preheader

add_tanh_fusion.kLoop_fusion.loop_header.dim.1.i.i.preheader: ; preds = %dot_general.0.loop_header.rhs.1.i.i.preheader.preheader, %add_tanh_fusion.kLoop_fusion.loop_header.dim.1.i.i.preheader
  %storemerge6591 = phi i64 [ %invar.inc10.i.i, %add_tanh_fusion.kLoop_fusion.loop_header.dim.1.i.i.preheader ], [ 0, %dot_general.0.loop_header.rhs.1.i.i.preheader.preheader ]
  %.split67 = getelementptr inbounds nuw [16 x i8], ptr %arg20, i64 %storemerge6591
  %.split68 = getelementptr inbounds nuw [16 x i8], ptr %arg21, i64 %storemerge6591
  %.split69 = getelementptr inbounds nuw [16 x i8], ptr %arg16, i64 %storemerge6591
  %330 = load float, ptr %.split67, align 16, !alias.scope !54, !noalias !55
  %331 = load float, ptr %.split68, align 16, !alias.scope !40, !noalias !41
  %add.2.i.i = fadd float %330, %331
  %332 = call float @llvm.fabs.f32(float %add.2.i.i)
  %333 = fcmp olt float %332, 4.000000e-04
  %.inv = fcmp olt float %add.2.i.i, f0xC0FFF644
  %334 = select i1 %.inv, float f0xC0FFF644, float %add.2.i.i
  %.inv122 = fcmp ogt float %334, f0x40FFF644
  %335 = select i1 %.inv122, float f0x40FFF644, float %334
  %336 = fmul float %335, %335
  %337 = fmul float %336, f0xA59F25C0
  %338 = fadd float %337, f0x2A61337E
  %339 = fmul float %336, %338
  %340 = fadd float %339, f0xAEBD37FF
  %341 = fmul float %336, %340
  %342 = fadd float %341, f0x335C0041
  %343 = fmul float %336, %342
  %344 = fadd float %343, f0x3779434A
  %345 = fmul float %336, %344
  %346 = fadd float %345, f0x3A270DED
  %347 = fmul float %336, %346
  %348 = fadd float %347, f0x3BA059DC
  %349 = fmul float %335, %348
  %350 = fmul float %336, f0x35A0D3D8
  %351 = fadd float %350, f0x38F895D6
  %352 = fmul float %336, %351
  %353 = fadd float %352, f0x3B14AA05
  %354 = fmul float %336, %353
  %355 = fadd float %354, f0x3BA059DD
  %356 = fdiv float %349, %355
  %357 = select i1 %333, float %add.2.i.i, float %356
  %358 = fcmp oge float %332, 2.000000e+01
  %359 = call float @llvm.copysign.f32(float 1.000000e+00, float %add.2.i.i)
  %360 = select i1 %358, float %359, float %357
  store float %360, ptr %.split69, align 16, !alias.scope !27, !noalias !56
  %361 = getelementptr inbounds nuw i8, ptr %.split67, i64 4
  %362 = load float, ptr %361, align 4, !alias.scope !54, !noalias !55
  %363 = getelementptr inbounds nuw i8, ptr %.split68, i64 4
  %364 = load float, ptr %363, align 4, !alias.scope !40, !noalias !41
  %add.2.i.i.1 = fadd float %362, %364
  %365 = call float @llvm.fabs.f32(float %add.2.i.i.1)
  %366 = fcmp olt float %365, 4.000000e-04
  %.inv123 = fcmp olt float %add.2.i.i.1, f0xC0FFF644
  %367 = select i1 %.inv123, float f0xC0FFF644, float %add.2.i.i.1
  %.inv124 = fcmp ogt float %367, f0x40FFF644
  %368 = select i1 %.inv124, float f0x40FFF644, float %367
  %369 = fmul float %368, %368
  %370 = fmul float %369, f0xA59F25C0
  %371 = fadd float %370, f0x2A61337E
  %372 = fmul float %369, %371
  %373 = fadd float %372, f0xAEBD37FF
  %374 = fmul float %369, %373
  %375 = fadd float %374, f0x335C0041
  %376 = fmul float %369, %375
  %377 = fadd float %376, f0x3779434A
  %378 = fmul float %369, %377
  %379 = fadd float %378, f0x3A270DED
  %380 = fmul float %369, %379
  %381 = fadd float %380, f0x3BA059DC
  %382 = fmul float %368, %381
  %383 = fmul float %369, f0x35A0D3D8
  %384 = fadd float %383, f0x38F895D6
  %385 = fmul float %369, %384
  %386 = fadd float %385, f0x3B14AA05
  %387 = fmul float %369, %386
  %388 = fadd float %387, f0x3BA059DD
  %389 = fdiv float %382, %388
  %390 = select i1 %366, float %add.2.i.i.1, float %389
  %391 = fcmp oge float %365, 2.000000e+01
  %392 = call float @llvm.copysign.f32(float 1.000000e+00, float %add.2.i.i.1)
  %393 = select i1 %391, float %392, float %390
  %394 = getelementptr inbounds nuw i8, ptr %.split69, i64 4
  store float %393, ptr %394, align 4, !alias.scope !27, !noalias !56
  %395 = getelementptr inbounds nuw i8, ptr %.split67, i64 8
  %396 = load float, ptr %395, align 8, !alias.scope !54, !noalias !55
  %397 = getelementptr inbounds nuw i8, ptr %.split68, i64 8
  %398 = load float, ptr %397, align 8, !alias.scope !40, !noalias !41
  %add.2.i.i.2 = fadd float %396, %398
  %399 = call float @llvm.fabs.f32(float %add.2.i.i.2)
  %400 = fcmp olt float %399, 4.000000e-04
  %.inv125 = fcmp olt float %add.2.i.i.2, f0xC0FFF644
  %401 = select i1 %.inv125, float f0xC0FFF644, float %add.2.i.i.2
  %.inv126 = fcmp ogt float %401, f0x40FFF644
  %402 = select i1 %.inv126, float f0x40FFF644, float %401
  %403 = fmul float %402, %402
  %404 = fmul float %403, f0xA59F25C0
  %405 = fadd float %404, f0x2A61337E
  %406 = fmul float %403, %405
  %407 = fadd float %406, f0xAEBD37FF
  %408 = fmul float %403, %407
  %409 = fadd float %408, f0x335C0041
  %410 = fmul float %403, %409
  %411 = fadd float %410, f0x3779434A
  %412 = fmul float %403, %411
  %413 = fadd float %412, f0x3A270DED
  %414 = fmul float %403, %413
  %415 = fadd float %414, f0x3BA059DC
  %416 = fmul float %402, %415
  %417 = fmul float %403, f0x35A0D3D8
  %418 = fadd float %417, f0x38F895D6
  %419 = fmul float %403, %418
  %420 = fadd float %419, f0x3B14AA05
  %421 = fmul float %403, %420
  %422 = fadd float %421, f0x3BA059DD
  %423 = fdiv float %416, %422
  %424 = select i1 %400, float %add.2.i.i.2, float %423
  %425 = fcmp oge float %399, 2.000000e+01
  %426 = call float @llvm.copysign.f32(float 1.000000e+00, float %add.2.i.i.2)
  %427 = select i1 %425, float %426, float %424
  %428 = getelementptr inbounds nuw i8, ptr %.split69, i64 8
  store float %427, ptr %428, align 8, !alias.scope !27, !noalias !56
  %429 = getelementptr inbounds nuw i8, ptr %.split67, i64 12
  %430 = load float, ptr %429, align 4, !alias.scope !54, !noalias !55
  %431 = getelementptr inbounds nuw i8, ptr %.split68, i64 12
  %432 = load float, ptr %431, align 4, !alias.scope !40, !noalias !41
  %add.2.i.i.3 = fadd float %430, %432
  %433 = call float @llvm.fabs.f32(float %add.2.i.i.3)
  %434 = fcmp olt float %433, 4.000000e-04
  %.inv127 = fcmp olt float %add.2.i.i.3, f0xC0FFF644
  %435 = select i1 %.inv127, float f0xC0FFF644, float %add.2.i.i.3
  %.inv128 = fcmp ogt float %435, f0x40FFF644
  %436 = select i1 %.inv128, float f0x40FFF644, float %435
  %437 = fmul float %436, %436
  %438 = fmul float %437, f0xA59F25C0
  %439 = fadd float %438, f0x2A61337E
  %440 = fmul float %437, %439
  %441 = fadd float %440, f0xAEBD37FF
  %442 = fmul float %437, %441
  %443 = fadd float %442, f0x335C0041
  %444 = fmul float %437, %443
  %445 = fadd float %444, f0x3779434A
  %446 = fmul float %437, %445
  %447 = fadd float %446, f0x3A270DED
  %448 = fmul float %437, %447
  %449 = fadd float %448, f0x3BA059DC
  %450 = fmul float %436, %449
  %451 = fmul float %437, f0x35A0D3D8
  %452 = fadd float %451, f0x38F895D6
  %453 = fmul float %437, %452
  %454 = fadd float %453, f0x3B14AA05
  %455 = fmul float %437, %454
  %456 = fadd float %455, f0x3BA059DD
  %457 = fdiv float %450, %456
  %458 = select i1 %434, float %add.2.i.i.3, float %457
  %459 = fcmp oge float %433, 2.000000e+01
  %460 = call float @llvm.copysign.f32(float 1.000000e+00, float %add.2.i.i.3)
  %461 = select i1 %459, float %460, float %458
  %462 = getelementptr inbounds nuw i8, ptr %.split69, i64 12
  store float %461, ptr %462, align 4, !alias.scope !27, !noalias !56
  %invar.inc10.i.i = add nuw nsw i64 %storemerge6591, 1
  %exitcond117 = icmp eq i64 %invar.inc10.i.i, 3
  br i1 %exitcond117, label %add_tanh_fusion.kLoop_fusion.loop_exit.dim.0.i.i, label %add_tanh_fusion.kLoop_fusion.loop_header.dim.1.i.i.preheader, !llvm.loop !57

add_tanh_fusion.kLoop_fusion.loop_exit.dim.0.i.i: ; preds = %add_tanh_fusion.kLoop_fusion.loop_header.dim.1.i.i.preheader
  %463 = load i32, ptr %arg22, align 64, !alias.scope !58, !noalias !59
  %464 = tail call i32 @llvm.smax.i32(i32 %463, i32 0)
  %465 = tail call i32 @llvm.umin.i32(i32 %464, i32 5)
  %466 = zext nneg i32 %465 to i64
  %.split74 = getelementptr inbounds nuw [12 x i8], ptr %arg13, i64 %466
  %467 = load float, ptr %arg16, align 64, !alias.scope !27, !noalias !56
  %reduce_sum.51.i.i.i = fadd reassoc float %467, 0.000000e+00
  %468 = load float, ptr %10, align 4, !alias.scope !27, !noalias !56
  %reduce_sum.51.i.i.i.1 = fadd reassoc float %reduce_sum.51.i.i.i, %468
  %469 = load float, ptr %11, align 8, !alias.scope !27, !noalias !56
  %reduce_sum.51.i.i.i.2 = fadd reassoc float %reduce_sum.51.i.i.i.1, %469
  %470 = load float, ptr %12, align 4, !alias.scope !27, !noalias !56
  %reduce_sum.51.i.i.i.3 = fadd reassoc float %reduce_sum.51.i.i.i.2, %470
  store float %reduce_sum.51.i.i.i.3, ptr %.split74, align 4, !alias.scope !60, !noalias !61
  %471 = load float, ptr %.split.1, align 16, !alias.scope !27, !noalias !56
  %reduce_sum.51.i.i.i.1120 = fadd reassoc float %471, 0.000000e+00
  %472 = load float, ptr %16, align 4, !alias.scope !27, !noalias !56
  %reduce_sum.51.i.i.i.1.1 = fadd reassoc float %reduce_sum.51.i.i.i.1120, %472
  %473 = load float, ptr %17, align 8, !alias.scope !27, !noalias !56
  %reduce_sum.51.i.i.i.2.1 = fadd reassoc float %reduce_sum.51.i.i.i.1.1, %473
  %474 = load float, ptr %18, align 4, !alias.scope !27, !noalias !56
  %reduce_sum.51.i.i.i.3.1 = fadd reassoc float %reduce_sum.51.i.i.i.2.1, %474
  %475 = getelementptr inbounds nuw i8, ptr %.split74, i64 4
  store float %reduce_sum.51.i.i.i.3.1, ptr %475, align 4, !alias.scope !60, !noalias !61
  %476 = load float, ptr %.split.2, align 32, !alias.scope !27, !noalias !56
  %reduce_sum.51.i.i.i.2121 = fadd reassoc float %476, 0.000000e+00
  %477 = load float, ptr %22, align 4, !alias.scope !27, !noalias !56
  %reduce_sum.51.i.i.i.1.2 = fadd reassoc float %reduce_sum.51.i.i.i.2121, %477
  %478 = load float, ptr %23, align 8, !alias.scope !27, !noalias !56
  %reduce_sum.51.i.i.i.2.2 = fadd reassoc float %reduce_sum.51.i.i.i.1.2, %478
  %479 = load float, ptr %24, align 4, !alias.scope !27, !noalias !56
  %reduce_sum.51.i.i.i.3.2 = fadd reassoc float %reduce_sum.51.i.i.i.2.2, %479
  %480 = getelementptr inbounds nuw i8, ptr %.split74, i64 8
  store float %reduce_sum.51.i.i.i.3.2, ptr %480, align 4, !alias.scope !60, !noalias !61
  store ptr %arg14, ptr %arg15, align 64, !alias.scope !62, !noalias !63
  store ptr %arg16, ptr %5, align 8, !alias.scope !62, !noalias !63
  store ptr %arg13, ptr %6, align 16, !alias.scope !62, !noalias !63
  store ptr %arg17, ptr %7, align 8, !alias.scope !62, !noalias !63
  store ptr %arg18, ptr %8, align 32, !alias.scope !62, !noalias !63
  store ptr %arg19, ptr %9, align 8, !alias.scope !62, !noalias !63
  %481 = load i32, ptr %arg14, align 64, !alias.scope !15, !noalias !18
  %482 = icmp slt i32 %481, 6
  %483 = zext i1 %482 to i8
  store i8 %483, ptr %arg23, align 64, !alias.scope !25, !noalias !26
  br i1 %482, label %dot_general.1.loop_header.lhs.0.i.i.preheader, label %return

return:                                           ; preds = %add_tanh_fusion.kLoop_fusion.loop_exit.dim.0.i.i, %1
  ret ptr null
}

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #1

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.copysign.f32(float, float) #2

attributes #0 = { uwtable "frame-pointer"="all" "prefer-vector-width"="256" }
attributes #1 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

!xla_cpu_memory_region_name = !{!0, !1}
!llvm.module.flags = !{!2, !3, !4, !5, !6}
!llvm.ident = !{!7}

!0 = !{!"xla_cpu_emitter__computation_kernel_emitter__hlo_opcode__call"}
!1 = !{!"ir_emitter"}
!2 = !{i32 1, !"xla_dylib_index", i64 0}
!3 = !{i32 1, !"wchar_size", i32 4}
!4 = !{i32 8, !"PIC Level", i32 0}
!5 = !{i32 7, !"uwtable", i32 2}
!6 = !{i32 7, !"frame-pointer", i32 2}
!7 = !{!"clang version 18.1.8"}
!8 = !{}
!9 = !{i64 72}
!10 = !{i64 64}
!11 = !{i64 4}
!12 = !{i64 48}
!13 = !{i64 288}
!14 = !{i64 1}
!15 = !{!16}
!16 = !{!"buffer: {index:14, offset:192, size:4}", !17}
!17 = !{!"XLA global AA domain"}
!18 = !{!19, !20, !21, !23}
!19 = !{!"buffer: {index:10, offset:0, size:4}", !17}
!20 = !{!"buffer: {index:14, offset:0, size:1}", !17}
!21 = distinct !{!21, !22, !"while.0__1: %buffer_table"}
!22 = distinct !{!22, !"while.0__1"}
!23 = distinct !{!23, !24, !"while.6_computation: %buffer_table"}
!24 = distinct !{!24, !"while.6_computation"}
!25 = !{!20}
!26 = !{!19, !16, !21, !23}
!27 = !{!28}
!28 = !{!"buffer: {index:4, offset:0, size:48}", !17}
!29 = !{!30, !31, !32, !23}
!30 = !{!"buffer: {index:3, offset:0, size:64}", !17}
!31 = !{!"buffer: {index:14, offset:0, size:48}", !17}
!32 = distinct !{!32, !33, !"while.0: %buffer_table"}
!33 = distinct !{!33, !"while.0"}
!34 = !{!30}
!35 = !{!36, !37, !38, !28, !31, !16, !39, !32, !23}
!36 = !{!"buffer: {index:0, offset:0, size:288}", !17}
!37 = !{!"buffer: {index:1, offset:0, size:72}", !17}
!38 = !{!"buffer: {index:2, offset:0, size:64}", !17}
!39 = !{!"buffer: {index:14, offset:256, size:48}", !17}
!40 = !{!31}
!41 = !{!30, !28, !42, !32, !23}
!42 = !{!"buffer: {index:14, offset:64, size:48}", !17}
!43 = !{!32, !23}
!44 = !{!36, !37, !38, !30, !28, !45, !46, !39, !32, !23}
!45 = !{!"buffer: {index:11, offset:0, size:4}", !17}
!46 = !{!"buffer: {index:14, offset:128, size:4}", !17}
!47 = !{!36}
!48 = !{!37, !38, !30, !28, !46, !16, !39, !32, !23}
!49 = !{!36, !38, !42, !46, !32, !23}
!50 = distinct !{!50, !51}
!51 = !{!"llvm.loop.unroll.disable"}
!52 = !{!38}
!53 = !{!36, !37, !30, !28, !42, !16, !39, !32, !23}
!54 = !{!42}
!55 = !{!38, !28, !31, !32, !23}
!56 = !{!36, !37, !38, !30, !31, !42, !46, !16, !39, !32, !23}
!57 = distinct !{!57, !51}
!58 = !{!46}
!59 = !{!36, !37, !28, !45, !16, !32, !23}
!60 = !{!37}
!61 = !{!36, !38, !30, !28, !46, !16, !39, !32, !23}
!62 = !{!39}
!63 = !{!36, !37, !38, !30, !28, !16, !32, !23}
