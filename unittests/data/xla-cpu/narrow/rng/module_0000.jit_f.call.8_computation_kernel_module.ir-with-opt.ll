; ModuleID = '__compute_module_call.8_computation_kernel_module'
source_filename = "__compute_module_call.8_computation_kernel_module"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none, target_mem: none) uwtable
define noalias noundef ptr @call.8_kernel(ptr nofree readonly captures(none) %0) local_unnamed_addr #0 {
  %args_gep = getelementptr inbounds nuw i8, ptr %0, i64 24
  %args = load ptr, ptr %args_gep, align 8
  %arg19_gep = getelementptr i8, ptr %args, i64 304
  %arg19 = load ptr, ptr %arg19_gep, align 8, !invariant.load !3, !dereferenceable !4, !align !5
  %arg20_gep = getelementptr i8, ptr %args, i64 320
  %arg20 = load ptr, ptr %arg20_gep, align 8, !invariant.load !3, !dereferenceable !6, !align !5
  %arg21_gep = getelementptr i8, ptr %args, i64 336
  %arg21 = load ptr, ptr %arg21_gep, align 8, !invariant.load !3, !dereferenceable !7, !align !5
  %arg22_gep = getelementptr i8, ptr %args, i64 352
  %arg22 = load ptr, ptr %arg22_gep, align 8, !invariant.load !3, !dereferenceable !6, !align !5
  %arg23_gep = getelementptr i8, ptr %args, i64 368
  %arg23 = load ptr, ptr %arg23_gep, align 8, !invariant.load !3, !dereferenceable !8, !align !5
  %arg25_gep = getelementptr i8, ptr %args, i64 400
  %arg25 = load ptr, ptr %arg25_gep, align 8, !invariant.load !3, !dereferenceable !6, !align !5
  %arg26_gep = getelementptr i8, ptr %args, i64 416
  %arg26 = load ptr, ptr %arg26_gep, align 8, !invariant.load !3, !dereferenceable !4, !align !5
  %arg27_gep = getelementptr i8, ptr %args, i64 432
  %arg27 = load ptr, ptr %arg27_gep, align 8, !invariant.load !3, !dereferenceable !6, !align !5
  %arg28_gep = getelementptr i8, ptr %args, i64 448
  %arg28 = load ptr, ptr %arg28_gep, align 8, !invariant.load !3, !dereferenceable !8, !align !5
  %arg29_gep = getelementptr i8, ptr %args, i64 464
  %arg29 = load ptr, ptr %arg29_gep, align 8, !invariant.load !3, !dereferenceable !4, !align !5
  %arg30_gep = getelementptr i8, ptr %args, i64 480
  %arg30 = load ptr, ptr %arg30_gep, align 8, !invariant.load !3, !dereferenceable !4, !align !5
  %arg31_gep = getelementptr i8, ptr %args, i64 496
  %arg31 = load ptr, ptr %arg31_gep, align 8, !invariant.load !3, !dereferenceable !8, !align !5
  %arg32_gep = getelementptr i8, ptr %args, i64 512
  %arg32 = load ptr, ptr %arg32_gep, align 8, !invariant.load !3, !dereferenceable !8, !align !5
  %arg33_gep = getelementptr i8, ptr %args, i64 528
  %arg33 = load ptr, ptr %arg33_gep, align 8, !invariant.load !3, !dereferenceable !5, !align !5
  %arg34_gep = getelementptr i8, ptr %args, i64 544
  %arg34 = load ptr, ptr %arg34_gep, align 8, !invariant.load !3, !dereferenceable !4, !align !5
  %arg35_gep = getelementptr i8, ptr %args, i64 560
  %arg35 = load ptr, ptr %arg35_gep, align 8, !invariant.load !3, !dereferenceable !4, !align !5
  %arg36_gep = getelementptr i8, ptr %args, i64 576
  %arg36 = load ptr, ptr %arg36_gep, align 8, !invariant.load !3, !dereferenceable !4, !align !5
  %arg38_gep = getelementptr i8, ptr %args, i64 608
  %arg38 = load ptr, ptr %arg38_gep, align 8, !invariant.load !3, !dereferenceable !4, !align !5
  %2 = load i32, ptr %arg34, align 64, !alias.scope !9, !noalias !12
  %3 = icmp slt i32 %2, 5
  %4 = zext i1 %3 to i8
  store i8 %4, ptr %arg21, align 64, !alias.scope !19, !noalias !20
  br i1 %3, label %while.125.body.i.lr.ph, label %return

while.125.body.i.lr.ph:                           ; preds = %1
  %5 = getelementptr inbounds nuw i8, ptr %arg31, i64 4
  %6 = getelementptr inbounds nuw i8, ptr %arg31, i64 8
  %7 = getelementptr inbounds nuw i8, ptr %arg31, i64 12
  %8 = getelementptr inbounds nuw i8, ptr %arg33, i64 8
  %9 = getelementptr inbounds nuw i8, ptr %arg33, i64 16
  %10 = getelementptr inbounds nuw i8, ptr %arg33, i64 24
  %11 = getelementptr inbounds nuw i8, ptr %arg33, i64 32
  %12 = getelementptr inbounds nuw i8, ptr %arg33, i64 40
  %13 = getelementptr inbounds nuw i8, ptr %arg33, i64 48
  %14 = getelementptr inbounds nuw i8, ptr %arg33, i64 56
  br label %while.125.body.i

while.125.body.i:                                 ; preds = %while.125.body.i.lr.ph, %while.125.exit1.i
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 64 dereferenceable(16) %arg32, ptr noundef nonnull align 64 dereferenceable(16) %arg23, i64 16, i1 false), !noalias !21
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 64 dereferenceable(16) %arg31, ptr noundef nonnull align 64 dereferenceable(16) %arg28, i64 16, i1 false), !noalias !21
  %15 = load i32, ptr %arg19, align 64, !noalias !21
  store i32 %15, ptr %arg29, align 64, !noalias !21
  %16 = load i32, ptr %arg36, align 64, !noalias !21
  store i32 %16, ptr %arg26, align 64, !noalias !21
  %17 = load i32, ptr %arg35, align 64, !noalias !21
  store i32 %17, ptr %arg30, align 64, !noalias !21
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 64 dereferenceable(48) %arg25, ptr noundef nonnull align 64 dereferenceable(48) %arg22, i64 48, i1 false), !noalias !21
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 64 dereferenceable(48) %arg27, ptr noundef nonnull align 64 dereferenceable(48) %arg20, i64 48, i1 false), !noalias !21
  %18 = load i32, ptr %arg34, align 64, !noalias !21
  store i32 %18, ptr %arg38, align 64, !noalias !21
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 64 dereferenceable(16) %arg23, ptr noundef nonnull align 64 dereferenceable(16) %arg31, i64 16, i1 false), !noalias !21
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 64 dereferenceable(16) %arg28, ptr noundef nonnull align 64 dereferenceable(16) %arg32, i64 16, i1 false), !noalias !21
  %19 = load i32, ptr %arg29, align 64, !noalias !21
  store i32 %19, ptr %arg36, align 64, !noalias !21
  %20 = load i32, ptr %arg30, align 64, !noalias !21
  store i32 %20, ptr %arg19, align 64, !noalias !21
  %21 = load i32, ptr %arg26, align 64, !noalias !21
  store i32 %21, ptr %arg35, align 64, !noalias !21
  %22 = load i32, ptr %arg31, align 64, !alias.scope !24, !noalias !26
  %.fr = freeze i32 %22
  %shft.chk.i.i = icmp ult i32 %.fr, 32
  %23 = sub i32 32, %.fr
  %shft.chk2.i.i = icmp ult i32 %23, 32
  %24 = load i32, ptr %5, align 4, !alias.scope !24, !noalias !26
  %.fr110 = freeze i32 %24
  %shft.chk3.i.i = icmp ult i32 %.fr110, 32
  %25 = sub i32 32, %.fr110
  %shft.chk5.i.i = icmp ult i32 %25, 32
  %26 = load i32, ptr %6, align 8, !alias.scope !24, !noalias !26
  %.fr111 = freeze i32 %26
  %shft.chk6.i.i = icmp ult i32 %.fr111, 32
  %27 = sub i32 32, %.fr111
  %shft.chk8.i.i = icmp ult i32 %27, 32
  %28 = load i32, ptr %arg30, align 64, !alias.scope !36, !noalias !37
  br i1 %shft.chk.i.i, label %while.125.body.i.split.us, label %vector.body306

vector.body306:                                   ; preds = %while.125.body.i
  %broadcast.splatinsert304 = insertelement <4 x i32> poison, i32 %28, i64 0
  %broadcast.splat305 = shufflevector <4 x i32> %broadcast.splatinsert304, <4 x i32> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert302 = insertelement <4 x i32> poison, i32 %27, i64 0
  %broadcast.splat303 = shufflevector <4 x i32> %broadcast.splatinsert302, <4 x i32> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert300 = insertelement <4 x i32> poison, i32 %.fr111, i64 0
  %broadcast.splat301 = shufflevector <4 x i32> %broadcast.splatinsert300, <4 x i32> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert298 = insertelement <4 x i32> poison, i32 %25, i64 0
  %broadcast.splat299 = shufflevector <4 x i32> %broadcast.splatinsert298, <4 x i32> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert296 = insertelement <4 x i32> poison, i32 %.fr110, i64 0
  %broadcast.splat297 = shufflevector <4 x i32> %broadcast.splatinsert296, <4 x i32> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert294 = insertelement <4 x i32> poison, i32 %23, i64 0
  %broadcast.splat295 = shufflevector <4 x i32> %broadcast.splatinsert294, <4 x i32> poison, <4 x i32> zeroinitializer
  %wide.vec307 = load <12 x i32>, ptr %arg27, align 64, !alias.scope !40, !noalias !41
  %wide.vec311 = load <12 x i32>, ptr %arg25, align 64, !alias.scope !42, !noalias !43
  %strided.vec312 = shufflevector <12 x i32> %wide.vec311, <12 x i32> poison, <4 x i32> <i32 0, i32 3, i32 6, i32 9>
  %strided.vec313 = shufflevector <12 x i32> %wide.vec311, <12 x i32> poison, <4 x i32> <i32 1, i32 4, i32 7, i32 10>
  %strided.vec314 = shufflevector <12 x i32> %wide.vec311, <12 x i32> poison, <4 x i32> <i32 2, i32 5, i32 8, i32 11>
  %29 = add <12 x i32> %wide.vec311, %wide.vec307
  %30 = shufflevector <12 x i32> %29, <12 x i32> poison, <4 x i32> <i32 0, i32 3, i32 6, i32 9>
  %31 = lshr <4 x i32> %strided.vec312, %broadcast.splat295
  %32 = select i1 %shft.chk2.i.i, <4 x i32> %31, <4 x i32> zeroinitializer
  %33 = xor <4 x i32> %32, %30
  %34 = add <4 x i32> %33, %30
  %35 = shl <4 x i32> %33, %broadcast.splat297
  %36 = select i1 %shft.chk3.i.i, <4 x i32> %35, <4 x i32> zeroinitializer
  %37 = lshr <4 x i32> %33, %broadcast.splat299
  %38 = select i1 %shft.chk5.i.i, <4 x i32> %37, <4 x i32> zeroinitializer
  %39 = or <4 x i32> %36, %38
  %40 = xor <4 x i32> %39, %34
  %41 = add <4 x i32> %40, %34
  %42 = shl <4 x i32> %40, %broadcast.splat301
  %43 = select i1 %shft.chk6.i.i, <4 x i32> %42, <4 x i32> zeroinitializer
  %44 = lshr <4 x i32> %40, %broadcast.splat303
  %45 = select i1 %shft.chk8.i.i, <4 x i32> %44, <4 x i32> zeroinitializer
  %46 = or <4 x i32> %43, %45
  %47 = xor <4 x i32> %46, %41
  %48 = add <4 x i32> %41, %broadcast.splat305
  %49 = add <4 x i32> %48, %47
  %50 = add <12 x i32> %wide.vec311, %wide.vec307
  %51 = shufflevector <12 x i32> %50, <12 x i32> poison, <4 x i32> <i32 1, i32 4, i32 7, i32 10>
  %52 = lshr <4 x i32> %strided.vec313, %broadcast.splat295
  %53 = select i1 %shft.chk2.i.i, <4 x i32> %52, <4 x i32> zeroinitializer
  %54 = xor <4 x i32> %53, %51
  %55 = add <4 x i32> %54, %51
  %56 = shl <4 x i32> %54, %broadcast.splat297
  %57 = select i1 %shft.chk3.i.i, <4 x i32> %56, <4 x i32> zeroinitializer
  %58 = lshr <4 x i32> %54, %broadcast.splat299
  %59 = select i1 %shft.chk5.i.i, <4 x i32> %58, <4 x i32> zeroinitializer
  %60 = or <4 x i32> %57, %59
  %61 = xor <4 x i32> %60, %55
  %62 = add <4 x i32> %61, %55
  %63 = shl <4 x i32> %61, %broadcast.splat301
  %64 = select i1 %shft.chk6.i.i, <4 x i32> %63, <4 x i32> zeroinitializer
  %65 = lshr <4 x i32> %61, %broadcast.splat303
  %66 = select i1 %shft.chk8.i.i, <4 x i32> %65, <4 x i32> zeroinitializer
  %67 = or <4 x i32> %64, %66
  %68 = xor <4 x i32> %67, %62
  %69 = add <4 x i32> %62, %broadcast.splat305
  %70 = add <4 x i32> %69, %68
  %71 = add <12 x i32> %wide.vec311, %wide.vec307
  %72 = shufflevector <12 x i32> %71, <12 x i32> poison, <4 x i32> <i32 2, i32 5, i32 8, i32 11>
  %73 = lshr <4 x i32> %strided.vec314, %broadcast.splat295
  %74 = select i1 %shft.chk2.i.i, <4 x i32> %73, <4 x i32> zeroinitializer
  %75 = xor <4 x i32> %74, %72
  %76 = add <4 x i32> %75, %72
  %77 = shl <4 x i32> %75, %broadcast.splat297
  %78 = select i1 %shft.chk3.i.i, <4 x i32> %77, <4 x i32> zeroinitializer
  %79 = lshr <4 x i32> %75, %broadcast.splat299
  %80 = select i1 %shft.chk5.i.i, <4 x i32> %79, <4 x i32> zeroinitializer
  %81 = or <4 x i32> %78, %80
  %82 = xor <4 x i32> %81, %76
  %83 = add <4 x i32> %82, %76
  %84 = shl <4 x i32> %82, %broadcast.splat301
  %85 = select i1 %shft.chk6.i.i, <4 x i32> %84, <4 x i32> zeroinitializer
  %86 = lshr <4 x i32> %82, %broadcast.splat303
  %87 = select i1 %shft.chk8.i.i, <4 x i32> %86, <4 x i32> zeroinitializer
  %88 = or <4 x i32> %85, %87
  %89 = xor <4 x i32> %88, %83
  %90 = add <4 x i32> %83, %broadcast.splat305
  %91 = add <4 x i32> %90, %89
  %92 = shufflevector <4 x i32> %49, <4 x i32> %70, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  br label %broadcast_add_fusion.8.kLoop_fusion.loop_header.dim.0.i.i.preheader.sink.split

while.125.body.i.split.us:                        ; preds = %while.125.body.i
  br i1 %shft.chk2.i.i, label %while.125.body.i.split.us.split.us, label %vector.body282

vector.body282:                                   ; preds = %while.125.body.i.split.us
  %broadcast.splatinsert280 = insertelement <4 x i32> poison, i32 %28, i64 0
  %broadcast.splat281 = shufflevector <4 x i32> %broadcast.splatinsert280, <4 x i32> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert278 = insertelement <4 x i32> poison, i32 %27, i64 0
  %broadcast.splat279 = shufflevector <4 x i32> %broadcast.splatinsert278, <4 x i32> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert276 = insertelement <4 x i32> poison, i32 %.fr111, i64 0
  %broadcast.splat277 = shufflevector <4 x i32> %broadcast.splatinsert276, <4 x i32> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert274 = insertelement <4 x i32> poison, i32 %25, i64 0
  %broadcast.splat275 = shufflevector <4 x i32> %broadcast.splatinsert274, <4 x i32> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert272 = insertelement <4 x i32> poison, i32 %.fr110, i64 0
  %broadcast.splat273 = shufflevector <4 x i32> %broadcast.splatinsert272, <4 x i32> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert270 = insertelement <4 x i32> poison, i32 %.fr, i64 0
  %broadcast.splat271 = shufflevector <4 x i32> %broadcast.splatinsert270, <4 x i32> poison, <4 x i32> zeroinitializer
  %wide.vec283 = load <12 x i32>, ptr %arg27, align 64, !alias.scope !40, !noalias !41
  %wide.vec287 = load <12 x i32>, ptr %arg25, align 64, !alias.scope !42, !noalias !43
  %strided.vec288 = shufflevector <12 x i32> %wide.vec287, <12 x i32> poison, <4 x i32> <i32 0, i32 3, i32 6, i32 9>
  %strided.vec289 = shufflevector <12 x i32> %wide.vec287, <12 x i32> poison, <4 x i32> <i32 1, i32 4, i32 7, i32 10>
  %strided.vec290 = shufflevector <12 x i32> %wide.vec287, <12 x i32> poison, <4 x i32> <i32 2, i32 5, i32 8, i32 11>
  %93 = add <12 x i32> %wide.vec287, %wide.vec283
  %94 = shufflevector <12 x i32> %93, <12 x i32> poison, <4 x i32> <i32 0, i32 3, i32 6, i32 9>
  %95 = shl <4 x i32> %strided.vec288, %broadcast.splat271
  %96 = xor <4 x i32> %95, %94
  %97 = add <4 x i32> %96, %94
  %98 = shl <4 x i32> %96, %broadcast.splat273
  %99 = select i1 %shft.chk3.i.i, <4 x i32> %98, <4 x i32> zeroinitializer
  %100 = lshr <4 x i32> %96, %broadcast.splat275
  %101 = select i1 %shft.chk5.i.i, <4 x i32> %100, <4 x i32> zeroinitializer
  %102 = or <4 x i32> %99, %101
  %103 = xor <4 x i32> %102, %97
  %104 = add <4 x i32> %103, %97
  %105 = shl <4 x i32> %103, %broadcast.splat277
  %106 = select i1 %shft.chk6.i.i, <4 x i32> %105, <4 x i32> zeroinitializer
  %107 = lshr <4 x i32> %103, %broadcast.splat279
  %108 = select i1 %shft.chk8.i.i, <4 x i32> %107, <4 x i32> zeroinitializer
  %109 = or <4 x i32> %106, %108
  %110 = xor <4 x i32> %109, %104
  %111 = add <4 x i32> %104, %broadcast.splat281
  %112 = add <4 x i32> %111, %110
  %113 = add <12 x i32> %wide.vec287, %wide.vec283
  %114 = shufflevector <12 x i32> %113, <12 x i32> poison, <4 x i32> <i32 1, i32 4, i32 7, i32 10>
  %115 = shl <4 x i32> %strided.vec289, %broadcast.splat271
  %116 = xor <4 x i32> %115, %114
  %117 = add <4 x i32> %116, %114
  %118 = shl <4 x i32> %116, %broadcast.splat273
  %119 = select i1 %shft.chk3.i.i, <4 x i32> %118, <4 x i32> zeroinitializer
  %120 = lshr <4 x i32> %116, %broadcast.splat275
  %121 = select i1 %shft.chk5.i.i, <4 x i32> %120, <4 x i32> zeroinitializer
  %122 = or <4 x i32> %119, %121
  %123 = xor <4 x i32> %122, %117
  %124 = add <4 x i32> %123, %117
  %125 = shl <4 x i32> %123, %broadcast.splat277
  %126 = select i1 %shft.chk6.i.i, <4 x i32> %125, <4 x i32> zeroinitializer
  %127 = lshr <4 x i32> %123, %broadcast.splat279
  %128 = select i1 %shft.chk8.i.i, <4 x i32> %127, <4 x i32> zeroinitializer
  %129 = or <4 x i32> %126, %128
  %130 = xor <4 x i32> %129, %124
  %131 = add <4 x i32> %124, %broadcast.splat281
  %132 = add <4 x i32> %131, %130
  %133 = add <12 x i32> %wide.vec287, %wide.vec283
  %134 = shufflevector <12 x i32> %133, <12 x i32> poison, <4 x i32> <i32 2, i32 5, i32 8, i32 11>
  %135 = shl <4 x i32> %strided.vec290, %broadcast.splat271
  %136 = xor <4 x i32> %135, %134
  %137 = add <4 x i32> %136, %134
  %138 = shl <4 x i32> %136, %broadcast.splat273
  %139 = select i1 %shft.chk3.i.i, <4 x i32> %138, <4 x i32> zeroinitializer
  %140 = lshr <4 x i32> %136, %broadcast.splat275
  %141 = select i1 %shft.chk5.i.i, <4 x i32> %140, <4 x i32> zeroinitializer
  %142 = or <4 x i32> %139, %141
  %143 = xor <4 x i32> %142, %137
  %144 = add <4 x i32> %143, %137
  %145 = shl <4 x i32> %143, %broadcast.splat277
  %146 = select i1 %shft.chk6.i.i, <4 x i32> %145, <4 x i32> zeroinitializer
  %147 = lshr <4 x i32> %143, %broadcast.splat279
  %148 = select i1 %shft.chk8.i.i, <4 x i32> %147, <4 x i32> zeroinitializer
  %149 = or <4 x i32> %146, %148
  %150 = xor <4 x i32> %149, %144
  %151 = add <4 x i32> %144, %broadcast.splat281
  %152 = add <4 x i32> %151, %150
  %153 = shufflevector <4 x i32> %112, <4 x i32> %132, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  br label %broadcast_add_fusion.8.kLoop_fusion.loop_header.dim.0.i.i.preheader.sink.split

while.125.body.i.split.us.split.us:               ; preds = %while.125.body.i.split.us
  br i1 %shft.chk3.i.i, label %while.125.body.i.split.us.split.us.split.us, label %vector.body258

vector.body258:                                   ; preds = %while.125.body.i.split.us.split.us
  %broadcast.splatinsert256 = insertelement <4 x i32> poison, i32 %28, i64 0
  %broadcast.splat257 = shufflevector <4 x i32> %broadcast.splatinsert256, <4 x i32> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert254 = insertelement <4 x i32> poison, i32 %27, i64 0
  %broadcast.splat255 = shufflevector <4 x i32> %broadcast.splatinsert254, <4 x i32> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert252 = insertelement <4 x i32> poison, i32 %.fr111, i64 0
  %broadcast.splat253 = shufflevector <4 x i32> %broadcast.splatinsert252, <4 x i32> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert250 = insertelement <4 x i32> poison, i32 %25, i64 0
  %broadcast.splat251 = shufflevector <4 x i32> %broadcast.splatinsert250, <4 x i32> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert248 = insertelement <4 x i32> poison, i32 %23, i64 0
  %broadcast.splat249 = shufflevector <4 x i32> %broadcast.splatinsert248, <4 x i32> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert246 = insertelement <4 x i32> poison, i32 %.fr, i64 0
  %broadcast.splat247 = shufflevector <4 x i32> %broadcast.splatinsert246, <4 x i32> poison, <4 x i32> zeroinitializer
  %wide.vec259 = load <12 x i32>, ptr %arg27, align 64, !alias.scope !40, !noalias !41
  %wide.vec263 = load <12 x i32>, ptr %arg25, align 64, !alias.scope !42, !noalias !43
  %strided.vec264 = shufflevector <12 x i32> %wide.vec263, <12 x i32> poison, <4 x i32> <i32 0, i32 3, i32 6, i32 9>
  %strided.vec265 = shufflevector <12 x i32> %wide.vec263, <12 x i32> poison, <4 x i32> <i32 1, i32 4, i32 7, i32 10>
  %strided.vec266 = shufflevector <12 x i32> %wide.vec263, <12 x i32> poison, <4 x i32> <i32 2, i32 5, i32 8, i32 11>
  %154 = add <12 x i32> %wide.vec263, %wide.vec259
  %155 = shufflevector <12 x i32> %154, <12 x i32> poison, <4 x i32> <i32 0, i32 3, i32 6, i32 9>
  %156 = shl <4 x i32> %strided.vec264, %broadcast.splat247
  %157 = lshr <4 x i32> %strided.vec264, %broadcast.splat249
  %158 = or disjoint <4 x i32> %157, %156
  %159 = xor <4 x i32> %158, %155
  %160 = add <4 x i32> %159, %155
  %161 = lshr <4 x i32> %159, %broadcast.splat251
  %162 = select i1 %shft.chk5.i.i, <4 x i32> %161, <4 x i32> zeroinitializer
  %163 = xor <4 x i32> %162, %160
  %164 = add <4 x i32> %163, %160
  %165 = shl <4 x i32> %163, %broadcast.splat253
  %166 = select i1 %shft.chk6.i.i, <4 x i32> %165, <4 x i32> zeroinitializer
  %167 = lshr <4 x i32> %163, %broadcast.splat255
  %168 = select i1 %shft.chk8.i.i, <4 x i32> %167, <4 x i32> zeroinitializer
  %169 = or <4 x i32> %166, %168
  %170 = xor <4 x i32> %169, %164
  %171 = add <4 x i32> %164, %broadcast.splat257
  %172 = add <4 x i32> %171, %170
  %173 = add <12 x i32> %wide.vec263, %wide.vec259
  %174 = shufflevector <12 x i32> %173, <12 x i32> poison, <4 x i32> <i32 1, i32 4, i32 7, i32 10>
  %175 = shl <4 x i32> %strided.vec265, %broadcast.splat247
  %176 = lshr <4 x i32> %strided.vec265, %broadcast.splat249
  %177 = or disjoint <4 x i32> %176, %175
  %178 = xor <4 x i32> %177, %174
  %179 = add <4 x i32> %178, %174
  %180 = lshr <4 x i32> %178, %broadcast.splat251
  %181 = select i1 %shft.chk5.i.i, <4 x i32> %180, <4 x i32> zeroinitializer
  %182 = xor <4 x i32> %181, %179
  %183 = add <4 x i32> %182, %179
  %184 = shl <4 x i32> %182, %broadcast.splat253
  %185 = select i1 %shft.chk6.i.i, <4 x i32> %184, <4 x i32> zeroinitializer
  %186 = lshr <4 x i32> %182, %broadcast.splat255
  %187 = select i1 %shft.chk8.i.i, <4 x i32> %186, <4 x i32> zeroinitializer
  %188 = or <4 x i32> %185, %187
  %189 = xor <4 x i32> %188, %183
  %190 = add <4 x i32> %183, %broadcast.splat257
  %191 = add <4 x i32> %190, %189
  %192 = add <12 x i32> %wide.vec263, %wide.vec259
  %193 = shufflevector <12 x i32> %192, <12 x i32> poison, <4 x i32> <i32 2, i32 5, i32 8, i32 11>
  %194 = shl <4 x i32> %strided.vec266, %broadcast.splat247
  %195 = lshr <4 x i32> %strided.vec266, %broadcast.splat249
  %196 = or disjoint <4 x i32> %195, %194
  %197 = xor <4 x i32> %196, %193
  %198 = add <4 x i32> %197, %193
  %199 = lshr <4 x i32> %197, %broadcast.splat251
  %200 = select i1 %shft.chk5.i.i, <4 x i32> %199, <4 x i32> zeroinitializer
  %201 = xor <4 x i32> %200, %198
  %202 = add <4 x i32> %201, %198
  %203 = shl <4 x i32> %201, %broadcast.splat253
  %204 = select i1 %shft.chk6.i.i, <4 x i32> %203, <4 x i32> zeroinitializer
  %205 = lshr <4 x i32> %201, %broadcast.splat255
  %206 = select i1 %shft.chk8.i.i, <4 x i32> %205, <4 x i32> zeroinitializer
  %207 = or <4 x i32> %204, %206
  %208 = xor <4 x i32> %207, %202
  %209 = add <4 x i32> %202, %broadcast.splat257
  %210 = add <4 x i32> %209, %208
  %211 = shufflevector <4 x i32> %172, <4 x i32> %191, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  br label %broadcast_add_fusion.8.kLoop_fusion.loop_header.dim.0.i.i.preheader.sink.split

while.125.body.i.split.us.split.us.split.us:      ; preds = %while.125.body.i.split.us.split.us
  br i1 %shft.chk5.i.i, label %broadcast_add_fusion.9.kLoop_fusion.loop_header.dim.1.i.i.preheader.us.us.us.us, label %while.125.body.i.split.us.split.us.split.us.split

broadcast_add_fusion.9.kLoop_fusion.loop_header.dim.1.i.i.preheader.us.us.us.us: ; preds = %while.125.body.i.split.us.split.us.split.us, %broadcast_add_fusion.9.kLoop_fusion.loop_exit.dim.1.i.i.split.us.us.split.us.us.split.us.us.split.us.us
  %storemerge91.us.us.us.us = phi i64 [ %invar.inc.i.i.us.us.us.us, %broadcast_add_fusion.9.kLoop_fusion.loop_exit.dim.1.i.i.split.us.us.split.us.us.split.us.us.split.us.us ], [ 0, %while.125.body.i.split.us.split.us.split.us ]
  %.split.us.us.us.us = getelementptr inbounds nuw [12 x i8], ptr %arg27, i64 %storemerge91.us.us.us.us
  %.split79.us.us.us.us = getelementptr inbounds nuw [12 x i8], ptr %arg25, i64 %storemerge91.us.us.us.us
  %.split82.us.us.us.us = getelementptr inbounds nuw [12 x i8], ptr %arg20, i64 %storemerge91.us.us.us.us
  %212 = load i32, ptr %.split.us.us.us.us, align 4, !alias.scope !40, !noalias !41
  %213 = load i32, ptr %.split79.us.us.us.us, align 4, !alias.scope !42, !noalias !43
  %214 = add i32 %213, %212
  %215 = shl i32 %213, %.fr
  %216 = lshr i32 %213, %23
  %217 = or disjoint i32 %216, %215
  %218 = xor i32 %217, %214
  %219 = add i32 %218, %214
  %220 = shl i32 %218, %.fr110
  %221 = lshr i32 %218, %25
  %222 = or disjoint i32 %220, %221
  %223 = xor i32 %222, %219
  %224 = add i32 %223, %219
  br i1 %shft.chk6.i.i, label %broadcast_add_fusion.9.kLoop_fusion.loop_body.dim.1.i.i.us.us.us.us.us.us.us.us.us.preheader, label %broadcast_add_fusion.9.kLoop_fusion.loop_header.dim.1.i.i.preheader.split.us.us.split.us.us.split.us.us.split.us.us.split

broadcast_add_fusion.9.kLoop_fusion.loop_body.dim.1.i.i.us.us.us.us.us.us.us.us.us.preheader: ; preds = %broadcast_add_fusion.9.kLoop_fusion.loop_header.dim.1.i.i.preheader.us.us.us.us
  %225 = shl i32 %223, %.fr111
  %226 = lshr i32 %223, %27
  %227 = select i1 %shft.chk8.i.i, i32 %226, i32 0
  %228 = or i32 %225, %227
  %229 = xor i32 %228, %224
  %230 = add i32 %224, %28
  %231 = add i32 %230, %229
  store i32 %231, ptr %.split82.us.us.us.us, align 4, !alias.scope !44, !noalias !45
  %232 = getelementptr inbounds nuw i8, ptr %.split.us.us.us.us, i64 4
  %233 = load i32, ptr %232, align 4, !alias.scope !40, !noalias !41
  %234 = getelementptr inbounds nuw i8, ptr %.split79.us.us.us.us, i64 4
  %235 = load i32, ptr %234, align 4, !alias.scope !42, !noalias !43
  %236 = add i32 %235, %233
  %237 = shl i32 %235, %.fr
  %238 = lshr i32 %235, %23
  %239 = or disjoint i32 %238, %237
  %240 = xor i32 %239, %236
  %241 = add i32 %240, %236
  %242 = shl i32 %240, %.fr110
  %243 = lshr i32 %240, %25
  %244 = or disjoint i32 %242, %243
  %245 = xor i32 %244, %241
  %246 = add i32 %245, %241
  %247 = shl i32 %245, %.fr111
  %248 = lshr i32 %245, %27
  %249 = select i1 %shft.chk8.i.i, i32 %248, i32 0
  %250 = or i32 %247, %249
  %251 = xor i32 %250, %246
  %252 = add i32 %246, %28
  %253 = add i32 %252, %251
  %254 = getelementptr inbounds nuw i8, ptr %.split82.us.us.us.us, i64 4
  store i32 %253, ptr %254, align 4, !alias.scope !44, !noalias !45
  %255 = getelementptr inbounds nuw i8, ptr %.split.us.us.us.us, i64 8
  %256 = load i32, ptr %255, align 4, !alias.scope !40, !noalias !41
  %257 = getelementptr inbounds nuw i8, ptr %.split79.us.us.us.us, i64 8
  %258 = load i32, ptr %257, align 4, !alias.scope !42, !noalias !43
  %259 = add i32 %258, %256
  %260 = shl i32 %258, %.fr
  %261 = lshr i32 %258, %23
  %262 = or disjoint i32 %261, %260
  %263 = xor i32 %262, %259
  %264 = add i32 %263, %259
  %265 = shl i32 %263, %.fr110
  %266 = lshr i32 %263, %25
  %267 = or disjoint i32 %265, %266
  %268 = xor i32 %267, %264
  %269 = add i32 %268, %264
  %270 = shl i32 %268, %.fr111
  %271 = lshr i32 %268, %27
  %272 = select i1 %shft.chk8.i.i, i32 %271, i32 0
  %273 = or i32 %270, %272
  %274 = xor i32 %273, %269
  %275 = add i32 %269, %28
  %276 = add i32 %275, %274
  br label %broadcast_add_fusion.9.kLoop_fusion.loop_exit.dim.1.i.i.split.us.us.split.us.us.split.us.us.split.us.us

broadcast_add_fusion.9.kLoop_fusion.loop_header.dim.1.i.i.preheader.split.us.us.split.us.us.split.us.us.split.us.us.split: ; preds = %broadcast_add_fusion.9.kLoop_fusion.loop_header.dim.1.i.i.preheader.us.us.us.us
  br i1 %shft.chk8.i.i, label %broadcast_add_fusion.9.kLoop_fusion.loop_body.dim.1.i.i.us.us.us.us.us.us.us.us.us103.preheader, label %broadcast_add_fusion.9.kLoop_fusion.loop_body.dim.1.i.i.us.us.us.us.us.us.us.us.preheader

broadcast_add_fusion.9.kLoop_fusion.loop_body.dim.1.i.i.us.us.us.us.us.us.us.us.preheader: ; preds = %broadcast_add_fusion.9.kLoop_fusion.loop_header.dim.1.i.i.preheader.split.us.us.split.us.us.split.us.us.split.us.us.split
  %reass.add = shl i32 %224, 1
  %277 = add i32 %28, %reass.add
  store i32 %277, ptr %.split82.us.us.us.us, align 4, !alias.scope !44, !noalias !45
  %278 = getelementptr inbounds nuw i8, ptr %.split.us.us.us.us, i64 4
  %279 = load i32, ptr %278, align 4, !alias.scope !40, !noalias !41
  %280 = getelementptr inbounds nuw i8, ptr %.split79.us.us.us.us, i64 4
  %281 = load i32, ptr %280, align 4, !alias.scope !42, !noalias !43
  %282 = add i32 %281, %279
  %283 = shl i32 %281, %.fr
  %284 = lshr i32 %281, %23
  %285 = or disjoint i32 %284, %283
  %286 = xor i32 %285, %282
  %287 = add i32 %286, %282
  %288 = shl i32 %286, %.fr110
  %289 = lshr i32 %286, %25
  %290 = or disjoint i32 %288, %289
  %291 = xor i32 %290, %287
  %292 = add i32 %291, %287
  %reass.add.1 = shl i32 %292, 1
  %293 = add i32 %28, %reass.add.1
  %294 = getelementptr inbounds nuw i8, ptr %.split82.us.us.us.us, i64 4
  store i32 %293, ptr %294, align 4, !alias.scope !44, !noalias !45
  %295 = getelementptr inbounds nuw i8, ptr %.split.us.us.us.us, i64 8
  %296 = load i32, ptr %295, align 4, !alias.scope !40, !noalias !41
  %297 = getelementptr inbounds nuw i8, ptr %.split79.us.us.us.us, i64 8
  %298 = load i32, ptr %297, align 4, !alias.scope !42, !noalias !43
  %299 = add i32 %298, %296
  %300 = shl i32 %298, %.fr
  %301 = lshr i32 %298, %23
  %302 = or disjoint i32 %301, %300
  %303 = xor i32 %302, %299
  %304 = add i32 %303, %299
  %305 = shl i32 %303, %.fr110
  %306 = lshr i32 %303, %25
  %307 = or disjoint i32 %305, %306
  %308 = xor i32 %307, %304
  %309 = add i32 %308, %304
  %reass.add.2 = shl i32 %309, 1
  %310 = add i32 %28, %reass.add.2
  br label %broadcast_add_fusion.9.kLoop_fusion.loop_exit.dim.1.i.i.split.us.us.split.us.us.split.us.us.split.us.us

broadcast_add_fusion.9.kLoop_fusion.loop_body.dim.1.i.i.us.us.us.us.us.us.us.us.us103.preheader: ; preds = %broadcast_add_fusion.9.kLoop_fusion.loop_header.dim.1.i.i.preheader.split.us.us.split.us.us.split.us.us.split.us.us.split
  %311 = lshr i32 %223, %27
  %312 = xor i32 %311, %224
  %313 = add i32 %224, %28
  %314 = add i32 %313, %312
  store i32 %314, ptr %.split82.us.us.us.us, align 4, !alias.scope !44, !noalias !45
  %315 = getelementptr inbounds nuw i8, ptr %.split.us.us.us.us, i64 4
  %316 = load i32, ptr %315, align 4, !alias.scope !40, !noalias !41
  %317 = getelementptr inbounds nuw i8, ptr %.split79.us.us.us.us, i64 4
  %318 = load i32, ptr %317, align 4, !alias.scope !42, !noalias !43
  %319 = add i32 %318, %316
  %320 = shl i32 %318, %.fr
  %321 = lshr i32 %318, %23
  %322 = or disjoint i32 %321, %320
  %323 = xor i32 %322, %319
  %324 = add i32 %323, %319
  %325 = shl i32 %323, %.fr110
  %326 = lshr i32 %323, %25
  %327 = or disjoint i32 %325, %326
  %328 = xor i32 %327, %324
  %329 = add i32 %328, %324
  %330 = lshr i32 %328, %27
  %331 = xor i32 %330, %329
  %332 = add i32 %329, %28
  %333 = add i32 %332, %331
  %334 = getelementptr inbounds nuw i8, ptr %.split82.us.us.us.us, i64 4
  store i32 %333, ptr %334, align 4, !alias.scope !44, !noalias !45
  %335 = getelementptr inbounds nuw i8, ptr %.split.us.us.us.us, i64 8
  %336 = load i32, ptr %335, align 4, !alias.scope !40, !noalias !41
  %337 = getelementptr inbounds nuw i8, ptr %.split79.us.us.us.us, i64 8
  %338 = load i32, ptr %337, align 4, !alias.scope !42, !noalias !43
  %339 = add i32 %338, %336
  %340 = shl i32 %338, %.fr
  %341 = lshr i32 %338, %23
  %342 = or disjoint i32 %341, %340
  %343 = xor i32 %342, %339
  %344 = add i32 %343, %339
  %345 = shl i32 %343, %.fr110
  %346 = lshr i32 %343, %25
  %347 = or disjoint i32 %345, %346
  %348 = xor i32 %347, %344
  %349 = add i32 %348, %344
  %350 = lshr i32 %348, %27
  %351 = xor i32 %350, %349
  %352 = add i32 %349, %28
  %353 = add i32 %352, %351
  br label %broadcast_add_fusion.9.kLoop_fusion.loop_exit.dim.1.i.i.split.us.us.split.us.us.split.us.us.split.us.us

broadcast_add_fusion.9.kLoop_fusion.loop_exit.dim.1.i.i.split.us.us.split.us.us.split.us.us.split.us.us: ; preds = %broadcast_add_fusion.9.kLoop_fusion.loop_body.dim.1.i.i.us.us.us.us.us.us.us.us.preheader, %broadcast_add_fusion.9.kLoop_fusion.loop_body.dim.1.i.i.us.us.us.us.us.us.us.us.us103.preheader, %broadcast_add_fusion.9.kLoop_fusion.loop_body.dim.1.i.i.us.us.us.us.us.us.us.us.us.preheader
  %.sink = phi i32 [ %310, %broadcast_add_fusion.9.kLoop_fusion.loop_body.dim.1.i.i.us.us.us.us.us.us.us.us.preheader ], [ %353, %broadcast_add_fusion.9.kLoop_fusion.loop_body.dim.1.i.i.us.us.us.us.us.us.us.us.us103.preheader ], [ %276, %broadcast_add_fusion.9.kLoop_fusion.loop_body.dim.1.i.i.us.us.us.us.us.us.us.us.us.preheader ]
  %354 = getelementptr inbounds nuw i8, ptr %.split82.us.us.us.us, i64 8
  store i32 %.sink, ptr %354, align 4, !alias.scope !44, !noalias !45
  %invar.inc.i.i.us.us.us.us = add nuw nsw i64 %storemerge91.us.us.us.us, 1
  %exitcond135 = icmp eq i64 %invar.inc.i.i.us.us.us.us, 4
  br i1 %exitcond135, label %broadcast_add_fusion.8.kLoop_fusion.loop_header.dim.0.i.i.preheader, label %broadcast_add_fusion.9.kLoop_fusion.loop_header.dim.1.i.i.preheader.us.us.us.us, !llvm.loop !48

while.125.body.i.split.us.split.us.split.us.split: ; preds = %while.125.body.i.split.us.split.us.split.us
  %broadcast.splatinsert193 = insertelement <4 x i32> poison, i32 %28, i64 0
  %broadcast.splat194 = shufflevector <4 x i32> %broadcast.splatinsert193, <4 x i32> poison, <4 x i32> zeroinitializer
  br i1 %shft.chk6.i.i, label %while.125.body.i.split.us.split.us.split.us.split.split.us, label %vector.body234

vector.body234:                                   ; preds = %while.125.body.i.split.us.split.us.split.us.split
  %broadcast.splatinsert230 = insertelement <4 x i32> poison, i32 %27, i64 0
  %broadcast.splat231 = shufflevector <4 x i32> %broadcast.splatinsert230, <4 x i32> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert228 = insertelement <4 x i32> poison, i32 %.fr110, i64 0
  %broadcast.splat229 = shufflevector <4 x i32> %broadcast.splatinsert228, <4 x i32> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert226 = insertelement <4 x i32> poison, i32 %23, i64 0
  %broadcast.splat227 = shufflevector <4 x i32> %broadcast.splatinsert226, <4 x i32> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert224 = insertelement <4 x i32> poison, i32 %.fr, i64 0
  %broadcast.splat225 = shufflevector <4 x i32> %broadcast.splatinsert224, <4 x i32> poison, <4 x i32> zeroinitializer
  %wide.vec235 = load <12 x i32>, ptr %arg27, align 64, !alias.scope !40, !noalias !41
  %wide.vec239 = load <12 x i32>, ptr %arg25, align 64, !alias.scope !42, !noalias !43
  %strided.vec240 = shufflevector <12 x i32> %wide.vec239, <12 x i32> poison, <4 x i32> <i32 0, i32 3, i32 6, i32 9>
  %strided.vec241 = shufflevector <12 x i32> %wide.vec239, <12 x i32> poison, <4 x i32> <i32 1, i32 4, i32 7, i32 10>
  %strided.vec242 = shufflevector <12 x i32> %wide.vec239, <12 x i32> poison, <4 x i32> <i32 2, i32 5, i32 8, i32 11>
  %355 = add <12 x i32> %wide.vec239, %wide.vec235
  %356 = shufflevector <12 x i32> %355, <12 x i32> poison, <4 x i32> <i32 0, i32 3, i32 6, i32 9>
  %357 = shl <4 x i32> %strided.vec240, %broadcast.splat225
  %358 = lshr <4 x i32> %strided.vec240, %broadcast.splat227
  %359 = or disjoint <4 x i32> %358, %357
  %360 = xor <4 x i32> %359, %356
  %361 = add <4 x i32> %360, %356
  %362 = shl <4 x i32> %360, %broadcast.splat229
  %363 = xor <4 x i32> %362, %361
  %364 = add <4 x i32> %363, %361
  %365 = lshr <4 x i32> %363, %broadcast.splat231
  %366 = select i1 %shft.chk8.i.i, <4 x i32> %365, <4 x i32> zeroinitializer
  %367 = xor <4 x i32> %366, %364
  %368 = add <4 x i32> %364, %broadcast.splat194
  %369 = add <4 x i32> %368, %367
  %370 = add <12 x i32> %wide.vec239, %wide.vec235
  %371 = shufflevector <12 x i32> %370, <12 x i32> poison, <4 x i32> <i32 1, i32 4, i32 7, i32 10>
  %372 = shl <4 x i32> %strided.vec241, %broadcast.splat225
  %373 = lshr <4 x i32> %strided.vec241, %broadcast.splat227
  %374 = or disjoint <4 x i32> %373, %372
  %375 = xor <4 x i32> %374, %371
  %376 = add <4 x i32> %375, %371
  %377 = shl <4 x i32> %375, %broadcast.splat229
  %378 = xor <4 x i32> %377, %376
  %379 = add <4 x i32> %378, %376
  %380 = lshr <4 x i32> %378, %broadcast.splat231
  %381 = select i1 %shft.chk8.i.i, <4 x i32> %380, <4 x i32> zeroinitializer
  %382 = xor <4 x i32> %381, %379
  %383 = add <4 x i32> %379, %broadcast.splat194
  %384 = add <4 x i32> %383, %382
  %385 = add <12 x i32> %wide.vec239, %wide.vec235
  %386 = shufflevector <12 x i32> %385, <12 x i32> poison, <4 x i32> <i32 2, i32 5, i32 8, i32 11>
  %387 = shl <4 x i32> %strided.vec242, %broadcast.splat225
  %388 = lshr <4 x i32> %strided.vec242, %broadcast.splat227
  %389 = or disjoint <4 x i32> %388, %387
  %390 = xor <4 x i32> %389, %386
  %391 = add <4 x i32> %390, %386
  %392 = shl <4 x i32> %390, %broadcast.splat229
  %393 = xor <4 x i32> %392, %391
  %394 = add <4 x i32> %393, %391
  %395 = lshr <4 x i32> %393, %broadcast.splat231
  %396 = select i1 %shft.chk8.i.i, <4 x i32> %395, <4 x i32> zeroinitializer
  %397 = xor <4 x i32> %396, %394
  %398 = add <4 x i32> %394, %broadcast.splat194
  %399 = add <4 x i32> %398, %397
  %400 = shufflevector <4 x i32> %369, <4 x i32> %384, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  br label %broadcast_add_fusion.8.kLoop_fusion.loop_header.dim.0.i.i.preheader.sink.split

while.125.body.i.split.us.split.us.split.us.split.split.us: ; preds = %while.125.body.i.split.us.split.us.split.us.split
  br i1 %shft.chk8.i.i, label %vector.body, label %vector.body212

vector.body212:                                   ; preds = %while.125.body.i.split.us.split.us.split.us.split.split.us
  %broadcast.splatinsert208 = insertelement <4 x i32> poison, i32 %.fr111, i64 0
  %broadcast.splat209 = shufflevector <4 x i32> %broadcast.splatinsert208, <4 x i32> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert206 = insertelement <4 x i32> poison, i32 %.fr110, i64 0
  %broadcast.splat207 = shufflevector <4 x i32> %broadcast.splatinsert206, <4 x i32> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert204 = insertelement <4 x i32> poison, i32 %23, i64 0
  %broadcast.splat205 = shufflevector <4 x i32> %broadcast.splatinsert204, <4 x i32> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert202 = insertelement <4 x i32> poison, i32 %.fr, i64 0
  %broadcast.splat203 = shufflevector <4 x i32> %broadcast.splatinsert202, <4 x i32> poison, <4 x i32> zeroinitializer
  %wide.vec213 = load <12 x i32>, ptr %arg27, align 64, !alias.scope !40, !noalias !41
  %wide.vec217 = load <12 x i32>, ptr %arg25, align 64, !alias.scope !42, !noalias !43
  %strided.vec218 = shufflevector <12 x i32> %wide.vec217, <12 x i32> poison, <4 x i32> <i32 0, i32 3, i32 6, i32 9>
  %strided.vec219 = shufflevector <12 x i32> %wide.vec217, <12 x i32> poison, <4 x i32> <i32 1, i32 4, i32 7, i32 10>
  %strided.vec220 = shufflevector <12 x i32> %wide.vec217, <12 x i32> poison, <4 x i32> <i32 2, i32 5, i32 8, i32 11>
  %401 = add <12 x i32> %wide.vec217, %wide.vec213
  %402 = shufflevector <12 x i32> %401, <12 x i32> poison, <4 x i32> <i32 0, i32 3, i32 6, i32 9>
  %403 = shl <4 x i32> %strided.vec218, %broadcast.splat203
  %404 = lshr <4 x i32> %strided.vec218, %broadcast.splat205
  %405 = or disjoint <4 x i32> %404, %403
  %406 = xor <4 x i32> %405, %402
  %407 = add <4 x i32> %406, %402
  %408 = shl <4 x i32> %406, %broadcast.splat207
  %409 = xor <4 x i32> %408, %407
  %410 = add <4 x i32> %409, %407
  %411 = shl <4 x i32> %409, %broadcast.splat209
  %412 = xor <4 x i32> %411, %410
  %413 = add <4 x i32> %410, %broadcast.splat194
  %414 = add <4 x i32> %413, %412
  %415 = add <12 x i32> %wide.vec217, %wide.vec213
  %416 = shufflevector <12 x i32> %415, <12 x i32> poison, <4 x i32> <i32 1, i32 4, i32 7, i32 10>
  %417 = shl <4 x i32> %strided.vec219, %broadcast.splat203
  %418 = lshr <4 x i32> %strided.vec219, %broadcast.splat205
  %419 = or disjoint <4 x i32> %418, %417
  %420 = xor <4 x i32> %419, %416
  %421 = add <4 x i32> %420, %416
  %422 = shl <4 x i32> %420, %broadcast.splat207
  %423 = xor <4 x i32> %422, %421
  %424 = add <4 x i32> %423, %421
  %425 = shl <4 x i32> %423, %broadcast.splat209
  %426 = xor <4 x i32> %425, %424
  %427 = add <4 x i32> %424, %broadcast.splat194
  %428 = add <4 x i32> %427, %426
  %429 = add <12 x i32> %wide.vec217, %wide.vec213
  %430 = shufflevector <12 x i32> %429, <12 x i32> poison, <4 x i32> <i32 2, i32 5, i32 8, i32 11>
  %431 = shl <4 x i32> %strided.vec220, %broadcast.splat203
  %432 = lshr <4 x i32> %strided.vec220, %broadcast.splat205
  %433 = or disjoint <4 x i32> %432, %431
  %434 = xor <4 x i32> %433, %430
  %435 = add <4 x i32> %434, %430
  %436 = shl <4 x i32> %434, %broadcast.splat207
  %437 = xor <4 x i32> %436, %435
  %438 = add <4 x i32> %437, %435
  %439 = shl <4 x i32> %437, %broadcast.splat209
  %440 = xor <4 x i32> %439, %438
  %441 = add <4 x i32> %438, %broadcast.splat194
  %442 = add <4 x i32> %441, %440
  %443 = shufflevector <4 x i32> %414, <4 x i32> %428, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  br label %broadcast_add_fusion.8.kLoop_fusion.loop_header.dim.0.i.i.preheader.sink.split

vector.body:                                      ; preds = %while.125.body.i.split.us.split.us.split.us.split.split.us
  %broadcast.splatinsert191 = insertelement <4 x i32> poison, i32 %27, i64 0
  %broadcast.splat192 = shufflevector <4 x i32> %broadcast.splatinsert191, <4 x i32> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert189 = insertelement <4 x i32> poison, i32 %.fr111, i64 0
  %broadcast.splat190 = shufflevector <4 x i32> %broadcast.splatinsert189, <4 x i32> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert187 = insertelement <4 x i32> poison, i32 %.fr110, i64 0
  %broadcast.splat188 = shufflevector <4 x i32> %broadcast.splatinsert187, <4 x i32> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert185 = insertelement <4 x i32> poison, i32 %23, i64 0
  %broadcast.splat186 = shufflevector <4 x i32> %broadcast.splatinsert185, <4 x i32> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert = insertelement <4 x i32> poison, i32 %.fr, i64 0
  %broadcast.splat = shufflevector <4 x i32> %broadcast.splatinsert, <4 x i32> poison, <4 x i32> zeroinitializer
  %wide.vec = load <12 x i32>, ptr %arg27, align 64, !alias.scope !40, !noalias !41
  %wide.vec197 = load <12 x i32>, ptr %arg25, align 64, !alias.scope !42, !noalias !43
  %strided.vec198 = shufflevector <12 x i32> %wide.vec197, <12 x i32> poison, <4 x i32> <i32 0, i32 3, i32 6, i32 9>
  %strided.vec199 = shufflevector <12 x i32> %wide.vec197, <12 x i32> poison, <4 x i32> <i32 1, i32 4, i32 7, i32 10>
  %strided.vec200 = shufflevector <12 x i32> %wide.vec197, <12 x i32> poison, <4 x i32> <i32 2, i32 5, i32 8, i32 11>
  %444 = add <12 x i32> %wide.vec197, %wide.vec
  %445 = shufflevector <12 x i32> %444, <12 x i32> poison, <4 x i32> <i32 0, i32 3, i32 6, i32 9>
  %446 = shl <4 x i32> %strided.vec198, %broadcast.splat
  %447 = lshr <4 x i32> %strided.vec198, %broadcast.splat186
  %448 = or disjoint <4 x i32> %447, %446
  %449 = xor <4 x i32> %448, %445
  %450 = add <4 x i32> %449, %445
  %451 = shl <4 x i32> %449, %broadcast.splat188
  %452 = xor <4 x i32> %451, %450
  %453 = add <4 x i32> %452, %450
  %454 = shl <4 x i32> %452, %broadcast.splat190
  %455 = lshr <4 x i32> %452, %broadcast.splat192
  %456 = or disjoint <4 x i32> %454, %455
  %457 = xor <4 x i32> %456, %453
  %458 = add <4 x i32> %453, %broadcast.splat194
  %459 = add <4 x i32> %458, %457
  %460 = add <12 x i32> %wide.vec197, %wide.vec
  %461 = shufflevector <12 x i32> %460, <12 x i32> poison, <4 x i32> <i32 1, i32 4, i32 7, i32 10>
  %462 = shl <4 x i32> %strided.vec199, %broadcast.splat
  %463 = lshr <4 x i32> %strided.vec199, %broadcast.splat186
  %464 = or disjoint <4 x i32> %463, %462
  %465 = xor <4 x i32> %464, %461
  %466 = add <4 x i32> %465, %461
  %467 = shl <4 x i32> %465, %broadcast.splat188
  %468 = xor <4 x i32> %467, %466
  %469 = add <4 x i32> %468, %466
  %470 = shl <4 x i32> %468, %broadcast.splat190
  %471 = lshr <4 x i32> %468, %broadcast.splat192
  %472 = or disjoint <4 x i32> %470, %471
  %473 = xor <4 x i32> %472, %469
  %474 = add <4 x i32> %469, %broadcast.splat194
  %475 = add <4 x i32> %474, %473
  %476 = add <12 x i32> %wide.vec197, %wide.vec
  %477 = shufflevector <12 x i32> %476, <12 x i32> poison, <4 x i32> <i32 2, i32 5, i32 8, i32 11>
  %478 = shl <4 x i32> %strided.vec200, %broadcast.splat
  %479 = lshr <4 x i32> %strided.vec200, %broadcast.splat186
  %480 = or disjoint <4 x i32> %479, %478
  %481 = xor <4 x i32> %480, %477
  %482 = add <4 x i32> %481, %477
  %483 = shl <4 x i32> %481, %broadcast.splat188
  %484 = xor <4 x i32> %483, %482
  %485 = add <4 x i32> %484, %482
  %486 = shl <4 x i32> %484, %broadcast.splat190
  %487 = lshr <4 x i32> %484, %broadcast.splat192
  %488 = or disjoint <4 x i32> %486, %487
  %489 = xor <4 x i32> %488, %485
  %490 = add <4 x i32> %485, %broadcast.splat194
  %491 = add <4 x i32> %490, %489
  %492 = shufflevector <4 x i32> %459, <4 x i32> %475, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  br label %broadcast_add_fusion.8.kLoop_fusion.loop_header.dim.0.i.i.preheader.sink.split

broadcast_add_fusion.8.kLoop_fusion.loop_header.dim.0.i.i.preheader.sink.split: ; preds = %vector.body, %vector.body212, %vector.body234, %vector.body258, %vector.body282, %vector.body306
  %.sink319 = phi <4 x i32> [ %91, %vector.body306 ], [ %152, %vector.body282 ], [ %210, %vector.body258 ], [ %399, %vector.body234 ], [ %442, %vector.body212 ], [ %491, %vector.body ]
  %.sink317 = phi <8 x i32> [ %92, %vector.body306 ], [ %153, %vector.body282 ], [ %211, %vector.body258 ], [ %400, %vector.body234 ], [ %443, %vector.body212 ], [ %492, %vector.body ]
  %493 = shufflevector <4 x i32> %.sink319, <4 x i32> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved.vec315 = shufflevector <8 x i32> %.sink317, <8 x i32> %493, <12 x i32> <i32 0, i32 4, i32 8, i32 1, i32 5, i32 9, i32 2, i32 6, i32 10, i32 3, i32 7, i32 11>
  store <12 x i32> %interleaved.vec315, ptr %arg20, align 64, !alias.scope !44, !noalias !45
  br label %broadcast_add_fusion.8.kLoop_fusion.loop_header.dim.0.i.i.preheader

broadcast_add_fusion.8.kLoop_fusion.loop_header.dim.0.i.i.preheader: ; preds = %broadcast_add_fusion.9.kLoop_fusion.loop_exit.dim.1.i.i.split.us.us.split.us.us.split.us.us.split.us.us, %broadcast_add_fusion.8.kLoop_fusion.loop_header.dim.0.i.i.preheader.sink.split
  %shft.chk13.i.i = icmp ult i32 %.fr110, 32
  %494 = sub i32 32, %.fr110
  %shft.chk15.i.i = icmp ult i32 %494, 32
  %shft.chk16.i.i = icmp ult i32 %.fr111, 32
  %495 = sub i32 32, %.fr111
  %shft.chk18.i.i = icmp ult i32 %495, 32
  %496 = load i32, ptr %7, align 4, !alias.scope !24, !noalias !26
  %shft.chk19.i.i = icmp ult i32 %496, 32
  %497 = sub i32 32, %496
  %shft.chk21.i.i = icmp ult i32 %497, 32
  %498 = load i32, ptr %arg26, align 64, !alias.scope !50, !noalias !51
  %499 = load i32, ptr %arg38, align 64, !alias.scope !52, !noalias !53
  %500 = add i32 %498, 1
  %501 = add i32 %500, %499
  br label %broadcast_add_fusion.8.kLoop_fusion.loop_header.dim.1.i.i.preheader

broadcast_add_fusion.8.kLoop_fusion.loop_header.dim.1.i.i.preheader: ; preds = %broadcast_add_fusion.8.kLoop_fusion.loop_header.dim.0.i.i.preheader, %broadcast_add_fusion.8.kLoop_fusion.loop_exit.dim.1.i.i
  %storemerge83109 = phi i64 [ 0, %broadcast_add_fusion.8.kLoop_fusion.loop_header.dim.0.i.i.preheader ], [ %invar.inc9.i.i, %broadcast_add_fusion.8.kLoop_fusion.loop_exit.dim.1.i.i ]
  %.split85 = getelementptr inbounds nuw [12 x i8], ptr %arg27, i64 %storemerge83109
  %.split86 = getelementptr inbounds nuw [12 x i8], ptr %arg25, i64 %storemerge83109
  %.split89 = getelementptr inbounds nuw [12 x i8], ptr %arg22, i64 %storemerge83109
  %502 = load i32, ptr %.split85, align 4, !alias.scope !40, !noalias !41
  %503 = load i32, ptr %.split86, align 4, !alias.scope !42, !noalias !43
  %504 = add i32 %503, %502
  br i1 %shft.chk.i.i, label %broadcast_add_fusion.8.kLoop_fusion.loop_body.dim.1.i.i.us.preheader, label %broadcast_add_fusion.8.kLoop_fusion.loop_body.dim.1.i.i.preheader

broadcast_add_fusion.8.kLoop_fusion.loop_body.dim.1.i.i.preheader: ; preds = %broadcast_add_fusion.8.kLoop_fusion.loop_header.dim.1.i.i.preheader
  %505 = lshr i32 %503, %23
  %506 = select i1 %shft.chk2.i.i, i32 %505, i32 0
  %507 = xor i32 %506, %504
  %508 = add i32 %507, %504
  %509 = shl i32 %507, %.fr110
  %510 = select i1 %shft.chk13.i.i, i32 %509, i32 0
  %511 = lshr i32 %507, %494
  %512 = select i1 %shft.chk15.i.i, i32 %511, i32 0
  %513 = or i32 %510, %512
  %514 = xor i32 %513, %508
  %515 = add i32 %514, %508
  %516 = shl i32 %514, %.fr111
  %517 = select i1 %shft.chk16.i.i, i32 %516, i32 0
  %518 = lshr i32 %514, %495
  %519 = select i1 %shft.chk18.i.i, i32 %518, i32 0
  %520 = or i32 %517, %519
  %521 = xor i32 %520, %515
  %522 = add i32 %521, %515
  %523 = shl i32 %521, %496
  %524 = select i1 %shft.chk19.i.i, i32 %523, i32 0
  %525 = lshr i32 %521, %497
  %526 = select i1 %shft.chk21.i.i, i32 %525, i32 0
  %527 = or i32 %524, %526
  %528 = xor i32 %527, %522
  %529 = add i32 %501, %528
  store i32 %529, ptr %.split89, align 4, !alias.scope !55, !noalias !56
  %530 = getelementptr inbounds nuw i8, ptr %.split85, i64 4
  %531 = load i32, ptr %530, align 4, !alias.scope !40, !noalias !41
  %532 = getelementptr inbounds nuw i8, ptr %.split86, i64 4
  %533 = load i32, ptr %532, align 4, !alias.scope !42, !noalias !43
  %534 = add i32 %533, %531
  %535 = lshr i32 %533, %23
  %536 = select i1 %shft.chk2.i.i, i32 %535, i32 0
  %537 = xor i32 %536, %534
  %538 = add i32 %537, %534
  %539 = shl i32 %537, %.fr110
  %540 = select i1 %shft.chk13.i.i, i32 %539, i32 0
  %541 = lshr i32 %537, %494
  %542 = select i1 %shft.chk15.i.i, i32 %541, i32 0
  %543 = or i32 %540, %542
  %544 = xor i32 %543, %538
  %545 = add i32 %544, %538
  %546 = shl i32 %544, %.fr111
  %547 = select i1 %shft.chk16.i.i, i32 %546, i32 0
  %548 = lshr i32 %544, %495
  %549 = select i1 %shft.chk18.i.i, i32 %548, i32 0
  %550 = or i32 %547, %549
  %551 = xor i32 %550, %545
  %552 = add i32 %551, %545
  %553 = shl i32 %551, %496
  %554 = select i1 %shft.chk19.i.i, i32 %553, i32 0
  %555 = lshr i32 %551, %497
  %556 = select i1 %shft.chk21.i.i, i32 %555, i32 0
  %557 = or i32 %554, %556
  %558 = xor i32 %557, %552
  %559 = add i32 %501, %558
  %560 = getelementptr inbounds nuw i8, ptr %.split89, i64 4
  store i32 %559, ptr %560, align 4, !alias.scope !55, !noalias !56
  %561 = getelementptr inbounds nuw i8, ptr %.split85, i64 8
  %562 = load i32, ptr %561, align 4, !alias.scope !40, !noalias !41
  %563 = getelementptr inbounds nuw i8, ptr %.split86, i64 8
  %564 = load i32, ptr %563, align 4, !alias.scope !42, !noalias !43
  %565 = add i32 %564, %562
  %566 = lshr i32 %564, %23
  %567 = select i1 %shft.chk2.i.i, i32 %566, i32 0
  %568 = xor i32 %567, %565
  %569 = add i32 %568, %565
  br label %broadcast_add_fusion.8.kLoop_fusion.loop_exit.dim.1.i.i

broadcast_add_fusion.8.kLoop_fusion.loop_body.dim.1.i.i.us.preheader: ; preds = %broadcast_add_fusion.8.kLoop_fusion.loop_header.dim.1.i.i.preheader
  %570 = shl i32 %503, %.fr
  %571 = lshr i32 %503, %23
  %572 = select i1 %shft.chk2.i.i, i32 %571, i32 0
  %573 = or i32 %572, %570
  %574 = xor i32 %573, %504
  %575 = add i32 %574, %504
  %576 = shl i32 %574, %.fr110
  %577 = select i1 %shft.chk13.i.i, i32 %576, i32 0
  %578 = lshr i32 %574, %494
  %579 = select i1 %shft.chk15.i.i, i32 %578, i32 0
  %580 = or i32 %577, %579
  %581 = xor i32 %580, %575
  %582 = add i32 %581, %575
  %583 = shl i32 %581, %.fr111
  %584 = select i1 %shft.chk16.i.i, i32 %583, i32 0
  %585 = lshr i32 %581, %495
  %586 = select i1 %shft.chk18.i.i, i32 %585, i32 0
  %587 = or i32 %584, %586
  %588 = xor i32 %587, %582
  %589 = add i32 %588, %582
  %590 = shl i32 %588, %496
  %591 = select i1 %shft.chk19.i.i, i32 %590, i32 0
  %592 = lshr i32 %588, %497
  %593 = select i1 %shft.chk21.i.i, i32 %592, i32 0
  %594 = or i32 %591, %593
  %595 = xor i32 %594, %589
  %596 = add i32 %501, %595
  store i32 %596, ptr %.split89, align 4, !alias.scope !55, !noalias !56
  %597 = getelementptr inbounds nuw i8, ptr %.split85, i64 4
  %598 = load i32, ptr %597, align 4, !alias.scope !40, !noalias !41
  %599 = getelementptr inbounds nuw i8, ptr %.split86, i64 4
  %600 = load i32, ptr %599, align 4, !alias.scope !42, !noalias !43
  %601 = add i32 %600, %598
  %602 = shl i32 %600, %.fr
  %603 = lshr i32 %600, %23
  %604 = select i1 %shft.chk2.i.i, i32 %603, i32 0
  %605 = or i32 %604, %602
  %606 = xor i32 %605, %601
  %607 = add i32 %606, %601
  %608 = shl i32 %606, %.fr110
  %609 = select i1 %shft.chk13.i.i, i32 %608, i32 0
  %610 = lshr i32 %606, %494
  %611 = select i1 %shft.chk15.i.i, i32 %610, i32 0
  %612 = or i32 %609, %611
  %613 = xor i32 %612, %607
  %614 = add i32 %613, %607
  %615 = shl i32 %613, %.fr111
  %616 = select i1 %shft.chk16.i.i, i32 %615, i32 0
  %617 = lshr i32 %613, %495
  %618 = select i1 %shft.chk18.i.i, i32 %617, i32 0
  %619 = or i32 %616, %618
  %620 = xor i32 %619, %614
  %621 = add i32 %620, %614
  %622 = shl i32 %620, %496
  %623 = select i1 %shft.chk19.i.i, i32 %622, i32 0
  %624 = lshr i32 %620, %497
  %625 = select i1 %shft.chk21.i.i, i32 %624, i32 0
  %626 = or i32 %623, %625
  %627 = xor i32 %626, %621
  %628 = add i32 %501, %627
  %629 = getelementptr inbounds nuw i8, ptr %.split89, i64 4
  store i32 %628, ptr %629, align 4, !alias.scope !55, !noalias !56
  %630 = getelementptr inbounds nuw i8, ptr %.split85, i64 8
  %631 = load i32, ptr %630, align 4, !alias.scope !40, !noalias !41
  %632 = getelementptr inbounds nuw i8, ptr %.split86, i64 8
  %633 = load i32, ptr %632, align 4, !alias.scope !42, !noalias !43
  %634 = add i32 %633, %631
  %635 = shl i32 %633, %.fr
  %636 = lshr i32 %633, %23
  %637 = select i1 %shft.chk2.i.i, i32 %636, i32 0
  %638 = or i32 %637, %635
  %639 = xor i32 %638, %634
  %640 = add i32 %639, %634
  br label %broadcast_add_fusion.8.kLoop_fusion.loop_exit.dim.1.i.i

broadcast_add_fusion.8.kLoop_fusion.loop_exit.dim.1.i.i: ; preds = %broadcast_add_fusion.8.kLoop_fusion.loop_body.dim.1.i.i.preheader, %broadcast_add_fusion.8.kLoop_fusion.loop_body.dim.1.i.i.us.preheader
  %.sink178 = phi i32 [ %568, %broadcast_add_fusion.8.kLoop_fusion.loop_body.dim.1.i.i.preheader ], [ %639, %broadcast_add_fusion.8.kLoop_fusion.loop_body.dim.1.i.i.us.preheader ]
  %.sink172 = phi i32 [ %569, %broadcast_add_fusion.8.kLoop_fusion.loop_body.dim.1.i.i.preheader ], [ %640, %broadcast_add_fusion.8.kLoop_fusion.loop_body.dim.1.i.i.us.preheader ]
  %641 = shl i32 %.sink178, %.fr110
  %642 = select i1 %shft.chk13.i.i, i32 %641, i32 0
  %643 = lshr i32 %.sink178, %494
  %644 = select i1 %shft.chk15.i.i, i32 %643, i32 0
  %645 = or i32 %642, %644
  %646 = xor i32 %645, %.sink172
  %647 = add i32 %646, %.sink172
  %648 = shl i32 %646, %.fr111
  %649 = select i1 %shft.chk16.i.i, i32 %648, i32 0
  %650 = lshr i32 %646, %495
  %651 = select i1 %shft.chk18.i.i, i32 %650, i32 0
  %652 = or i32 %649, %651
  %653 = xor i32 %652, %647
  %654 = add i32 %653, %647
  %655 = shl i32 %653, %496
  %656 = select i1 %shft.chk19.i.i, i32 %655, i32 0
  %657 = lshr i32 %653, %497
  %658 = select i1 %shft.chk21.i.i, i32 %657, i32 0
  %659 = or i32 %656, %658
  %660 = xor i32 %659, %654
  %661 = add i32 %501, %660
  %662 = getelementptr inbounds nuw i8, ptr %.split89, i64 8
  store i32 %661, ptr %662, align 4, !alias.scope !55, !noalias !56
  %invar.inc9.i.i = add nuw nsw i64 %storemerge83109, 1
  %exitcond138 = icmp eq i64 %invar.inc9.i.i, 4
  br i1 %exitcond138, label %while.125.exit1.i, label %broadcast_add_fusion.8.kLoop_fusion.loop_header.dim.1.i.i.preheader, !llvm.loop !57

while.125.exit1.i:                                ; preds = %broadcast_add_fusion.8.kLoop_fusion.loop_exit.dim.1.i.i
  %663 = load i32, ptr %arg38, align 64, !alias.scope !52, !noalias !53
  %664 = add i32 %663, 1
  store i32 %664, ptr %arg34, align 64, !alias.scope !9, !noalias !58
  store ptr %arg34, ptr %arg33, align 64, !alias.scope !59, !noalias !60
  store ptr %arg20, ptr %8, align 8, !alias.scope !59, !noalias !60
  store ptr %arg22, ptr %9, align 16, !alias.scope !59, !noalias !60
  store ptr %arg35, ptr %10, align 8, !alias.scope !59, !noalias !60
  store ptr %arg36, ptr %11, align 32, !alias.scope !59, !noalias !60
  store ptr %arg19, ptr %12, align 8, !alias.scope !59, !noalias !60
  store ptr %arg28, ptr %13, align 16, !alias.scope !59, !noalias !60
  store ptr %arg23, ptr %14, align 8, !alias.scope !59, !noalias !60
  %665 = icmp slt i32 %664, 5
  %666 = zext i1 %665 to i8
  store i8 %666, ptr %arg21, align 64, !alias.scope !19, !noalias !20
  br i1 %665, label %while.125.body.i, label %return

return:                                           ; preds = %while.125.exit1.i, %1
  ret ptr null
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #1

attributes #0 = { nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none, target_mem: none) uwtable "frame-pointer"="all" "prefer-vector-width"="256" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }

!xla_cpu_memory_region_name = !{!0, !1}
!llvm.module.flags = !{!2}

!0 = !{!"xla_cpu_emitter__computation_kernel_emitter__hlo_opcode__call"}
!1 = !{!"ir_emitter"}
!2 = !{i32 1, !"xla_dylib_index", i64 1}
!3 = !{}
!4 = !{i64 4}
!5 = !{i64 64}
!6 = !{i64 48}
!7 = !{i64 1}
!8 = !{i64 16}
!9 = !{!10}
!10 = !{!"buffer: {index:34, offset:1664, size:4}", !11}
!11 = !{!"XLA global AA domain"}
!12 = !{!13, !14, !15, !17}
!13 = !{!"buffer: {index:8, offset:0, size:1}", !11}
!14 = !{!"buffer: {index:16, offset:0, size:4}", !11}
!15 = distinct !{!15, !16, !"while.125__1: %buffer_table"}
!16 = distinct !{!16, !"while.125__1"}
!17 = distinct !{!17, !18, !"while.120_computation: %buffer_table"}
!18 = distinct !{!18, !"while.120_computation"}
!19 = !{!13}
!20 = !{!14, !10, !15, !17}
!21 = !{!22, !17}
!22 = distinct !{!22, !23, !"while.125: %buffer_table"}
!23 = distinct !{!23, !"while.125"}
!24 = !{!25}
!25 = !{!"buffer: {index:8, offset:0, size:16}", !11}
!26 = !{!27, !28, !29, !30, !31, !32, !33, !34, !35, !22, !17}
!27 = !{!"buffer: {index:5, offset:0, size:48}", !11}
!28 = !{!"buffer: {index:34, offset:128, size:48}", !11}
!29 = !{!"buffer: {index:34, offset:192, size:48}", !11}
!30 = !{!"buffer: {index:34, offset:256, size:48}", !11}
!31 = !{!"buffer: {index:34, offset:960, size:16}", !11}
!32 = !{!"buffer: {index:34, offset:1024, size:16}", !11}
!33 = !{!"buffer: {index:34, offset:2048, size:4}", !11}
!34 = !{!"buffer: {index:34, offset:2112, size:4}", !11}
!35 = !{!"buffer: {index:34, offset:2240, size:4}", !11}
!36 = !{!35}
!37 = !{!27, !25, !29, !30, !38, !39, !22, !17}
!38 = !{!"buffer: {index:34, offset:1856, size:4}", !11}
!39 = !{!"buffer: {index:34, offset:1920, size:4}", !11}
!40 = !{!30}
!41 = !{!27, !25, !28, !29, !33, !34, !35, !22, !17}
!42 = !{!29}
!43 = !{!27, !25, !28, !30, !33, !34, !35, !22, !17}
!44 = !{!27}
!45 = !{!25, !28, !29, !30, !31, !32, !10, !38, !39, !46, !35, !47, !22, !17}
!46 = !{!"buffer: {index:34, offset:1984, size:4}", !11}
!47 = !{!"buffer: {index:34, offset:2368, size:64}", !11}
!48 = distinct !{!48, !49}
!49 = !{!"llvm.loop.unroll.disable"}
!50 = !{!33}
!51 = !{!25, !28, !29, !30, !39, !46, !34, !22, !17}
!52 = !{!34}
!53 = !{!25, !54, !28, !29, !30, !10, !33, !22, !17}
!54 = !{!"buffer: {index:17, offset:0, size:4}", !11}
!55 = !{!28}
!56 = !{!27, !25, !29, !30, !31, !32, !10, !38, !39, !46, !33, !34, !47, !22, !17}
!57 = distinct !{!57, !49}
!58 = !{!27, !54, !28, !31, !32, !38, !39, !46, !34, !47, !22, !17}
!59 = !{!47}
!60 = !{!27, !28, !31, !32, !10, !38, !39, !46, !22, !17}
