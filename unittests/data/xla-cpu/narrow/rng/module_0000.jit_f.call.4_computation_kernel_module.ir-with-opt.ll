; ModuleID = '__compute_module_call.4_computation_kernel_module'
source_filename = "__compute_module_call.4_computation_kernel_module"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none, target_mem: none) uwtable
define noalias noundef ptr @call.4_kernel(ptr nofree readonly captures(none) %0) local_unnamed_addr #0 {
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
  %arg23 = load ptr, ptr %arg23_gep, align 8, !invariant.load !3, !dereferenceable !6, !align !5
  %arg24_gep = getelementptr i8, ptr %args, i64 384
  %arg24 = load ptr, ptr %arg24_gep, align 8, !invariant.load !3, !dereferenceable !8, !align !5
  %arg25_gep = getelementptr i8, ptr %args, i64 400
  %arg25 = load ptr, ptr %arg25_gep, align 8, !invariant.load !3, !dereferenceable !8, !align !5
  %arg26_gep = getelementptr i8, ptr %args, i64 416
  %arg26 = load ptr, ptr %arg26_gep, align 8, !invariant.load !3, !dereferenceable !7, !align !5
  %arg27_gep = getelementptr i8, ptr %args, i64 432
  %arg27 = load ptr, ptr %arg27_gep, align 8, !invariant.load !3, !dereferenceable !8, !align !5
  %arg29_gep = getelementptr i8, ptr %args, i64 464
  %arg29 = load ptr, ptr %arg29_gep, align 8, !invariant.load !3, !dereferenceable !7, !align !5
  %arg30_gep = getelementptr i8, ptr %args, i64 480
  %arg30 = load ptr, ptr %arg30_gep, align 8, !invariant.load !3, !dereferenceable !5, !align !5
  %arg31_gep = getelementptr i8, ptr %args, i64 496
  %arg31 = load ptr, ptr %arg31_gep, align 8, !invariant.load !3, !dereferenceable !6, !align !5
  %arg32_gep = getelementptr i8, ptr %args, i64 512
  %arg32 = load ptr, ptr %arg32_gep, align 8, !invariant.load !3, !dereferenceable !6, !align !5
  %arg34_gep = getelementptr i8, ptr %args, i64 544
  %arg34 = load ptr, ptr %arg34_gep, align 8, !invariant.load !3, !dereferenceable !6, !align !5
  %arg35_gep = getelementptr i8, ptr %args, i64 560
  %arg35 = load ptr, ptr %arg35_gep, align 8, !invariant.load !3, !dereferenceable !7, !align !5
  %arg36_gep = getelementptr i8, ptr %args, i64 576
  %arg36 = load ptr, ptr %arg36_gep, align 8, !invariant.load !3, !dereferenceable !8, !align !5
  %arg37_gep = getelementptr i8, ptr %args, i64 592
  %arg37 = load ptr, ptr %arg37_gep, align 8, !invariant.load !3, !dereferenceable !6, !align !5
  %arg38_gep = getelementptr i8, ptr %args, i64 608
  %arg38 = load ptr, ptr %arg38_gep, align 8, !invariant.load !3, !dereferenceable !6, !align !5
  %2 = load i32, ptr %arg20, align 64, !alias.scope !9, !noalias !12
  %3 = icmp slt i32 %2, 5
  %4 = zext i1 %3 to i8
  store i8 %4, ptr %arg19, align 64, !alias.scope !19, !noalias !20
  br i1 %3, label %while.123.body.i.lr.ph, label %return

while.123.body.i.lr.ph:                           ; preds = %1
  %5 = getelementptr inbounds nuw i8, ptr %arg25, i64 4
  %6 = getelementptr inbounds nuw i8, ptr %arg25, i64 8
  %7 = getelementptr inbounds nuw i8, ptr %arg25, i64 12
  %8 = getelementptr inbounds nuw i8, ptr %arg30, i64 8
  %9 = getelementptr inbounds nuw i8, ptr %arg30, i64 16
  %10 = getelementptr inbounds nuw i8, ptr %arg30, i64 24
  %11 = getelementptr inbounds nuw i8, ptr %arg30, i64 32
  %12 = getelementptr inbounds nuw i8, ptr %arg30, i64 40
  %13 = getelementptr inbounds nuw i8, ptr %arg30, i64 48
  %14 = getelementptr inbounds nuw i8, ptr %arg30, i64 56
  %15 = getelementptr inbounds nuw i8, ptr %arg35, i64 4
  %16 = getelementptr inbounds nuw i8, ptr %arg26, i64 4
  %17 = getelementptr inbounds nuw i8, ptr %arg21, i64 4
  %18 = getelementptr inbounds nuw i8, ptr %arg35, i64 8
  %19 = getelementptr inbounds nuw i8, ptr %arg26, i64 8
  %20 = getelementptr inbounds nuw i8, ptr %arg21, i64 8
  %21 = getelementptr inbounds nuw i8, ptr %arg35, i64 12
  %22 = getelementptr inbounds nuw i8, ptr %arg26, i64 12
  %23 = getelementptr inbounds nuw i8, ptr %arg21, i64 12
  %24 = getelementptr inbounds nuw i8, ptr %arg35, i64 16
  %25 = getelementptr inbounds nuw i8, ptr %arg26, i64 16
  %26 = getelementptr inbounds nuw i8, ptr %arg21, i64 16
  %27 = getelementptr inbounds nuw i8, ptr %arg29, i64 4
  %28 = getelementptr inbounds nuw i8, ptr %arg29, i64 8
  %29 = getelementptr inbounds nuw i8, ptr %arg29, i64 12
  %30 = getelementptr inbounds nuw i8, ptr %arg29, i64 16
  br label %while.123.body.i

while.123.body.i:                                 ; preds = %while.123.body.i.lr.ph, %while.123.body.i
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 64 dereferenceable(16) %arg36, ptr noundef nonnull align 64 dereferenceable(16) %arg24, i64 16, i1 false), !noalias !21
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 64 dereferenceable(16) %arg25, ptr noundef nonnull align 64 dereferenceable(16) %arg27, i64 16, i1 false), !noalias !21
  %31 = load i32, ptr %arg32, align 64, !noalias !21
  store i32 %31, ptr %arg38, align 64, !noalias !21
  %32 = load i32, ptr %arg22, align 64, !noalias !21
  store i32 %32, ptr %arg23, align 64, !noalias !21
  %33 = load i32, ptr %arg31, align 64, !noalias !21
  store i32 %33, ptr %arg37, align 64, !noalias !21
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 64 dereferenceable(20) %arg26, ptr noundef nonnull align 64 dereferenceable(20) %arg29, i64 20, i1 false), !noalias !21
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 64 dereferenceable(20) %arg35, ptr noundef nonnull align 64 dereferenceable(20) %arg21, i64 20, i1 false), !noalias !21
  %34 = load i32, ptr %arg20, align 64, !noalias !21
  store i32 %34, ptr %arg34, align 64, !noalias !21
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 64 dereferenceable(16) %arg24, ptr noundef nonnull align 64 dereferenceable(16) %arg25, i64 16, i1 false), !noalias !21
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 64 dereferenceable(16) %arg27, ptr noundef nonnull align 64 dereferenceable(16) %arg36, i64 16, i1 false), !noalias !21
  %35 = load i32, ptr %arg38, align 64, !noalias !21
  store i32 %35, ptr %arg22, align 64, !noalias !21
  %36 = load i32, ptr %arg37, align 64, !noalias !21
  store i32 %36, ptr %arg32, align 64, !noalias !21
  %37 = load i32, ptr %arg23, align 64, !noalias !21
  store i32 %37, ptr %arg31, align 64, !noalias !21
  %38 = load i32, ptr %arg25, align 64, !alias.scope !24, !noalias !26
  %shft.chk.i.i = icmp ult i32 %38, 32
  %39 = sub i32 32, %38
  %shft.chk1.i.i = icmp ult i32 %39, 32
  %40 = load i32, ptr %5, align 4, !alias.scope !24, !noalias !26
  %shft.chk2.i.i = icmp ult i32 %40, 32
  %41 = sub i32 32, %40
  %shft.chk4.i.i = icmp ult i32 %41, 32
  %42 = load i32, ptr %6, align 8, !alias.scope !24, !noalias !26
  %shft.chk5.i.i = icmp ult i32 %42, 32
  %43 = sub i32 32, %42
  %shft.chk7.i.i = icmp ult i32 %43, 32
  %44 = load i32, ptr %arg37, align 64, !alias.scope !36, !noalias !37
  %45 = load i32, ptr %arg35, align 64, !alias.scope !40, !noalias !41
  %46 = load i32, ptr %arg26, align 64, !alias.scope !42, !noalias !43
  %47 = add i32 %46, %45
  %48 = shl i32 %46, %38
  %49 = select i1 %shft.chk.i.i, i32 %48, i32 0
  %50 = lshr i32 %46, %39
  %51 = select i1 %shft.chk1.i.i, i32 %50, i32 0
  %52 = or i32 %51, %49
  %53 = xor i32 %52, %47
  %54 = add i32 %53, %47
  %55 = shl i32 %53, %40
  %56 = select i1 %shft.chk2.i.i, i32 %55, i32 0
  %57 = lshr i32 %53, %41
  %58 = select i1 %shft.chk4.i.i, i32 %57, i32 0
  %59 = or i32 %56, %58
  %60 = xor i32 %59, %54
  %61 = add i32 %60, %54
  %62 = shl i32 %60, %42
  %63 = select i1 %shft.chk5.i.i, i32 %62, i32 0
  %64 = lshr i32 %60, %43
  %65 = select i1 %shft.chk7.i.i, i32 %64, i32 0
  %66 = or i32 %63, %65
  %67 = xor i32 %66, %61
  %68 = add i32 %61, %44
  %69 = add i32 %68, %67
  store i32 %69, ptr %arg21, align 64, !alias.scope !44, !noalias !45
  %70 = load i32, ptr %15, align 4, !alias.scope !40, !noalias !41
  %71 = load i32, ptr %16, align 4, !alias.scope !42, !noalias !43
  %72 = add i32 %71, %70
  %73 = shl i32 %71, %38
  %74 = select i1 %shft.chk.i.i, i32 %73, i32 0
  %75 = lshr i32 %71, %39
  %76 = select i1 %shft.chk1.i.i, i32 %75, i32 0
  %77 = or i32 %76, %74
  %78 = xor i32 %77, %72
  %79 = add i32 %78, %72
  %80 = shl i32 %78, %40
  %81 = select i1 %shft.chk2.i.i, i32 %80, i32 0
  %82 = lshr i32 %78, %41
  %83 = select i1 %shft.chk4.i.i, i32 %82, i32 0
  %84 = or i32 %81, %83
  %85 = xor i32 %84, %79
  %86 = add i32 %85, %79
  %87 = shl i32 %85, %42
  %88 = select i1 %shft.chk5.i.i, i32 %87, i32 0
  %89 = lshr i32 %85, %43
  %90 = select i1 %shft.chk7.i.i, i32 %89, i32 0
  %91 = or i32 %88, %90
  %92 = xor i32 %91, %86
  %93 = add i32 %86, %44
  %94 = add i32 %93, %92
  store i32 %94, ptr %17, align 4, !alias.scope !44, !noalias !45
  %95 = load i32, ptr %18, align 8, !alias.scope !40, !noalias !41
  %96 = load i32, ptr %19, align 8, !alias.scope !42, !noalias !43
  %97 = add i32 %96, %95
  %98 = shl i32 %96, %38
  %99 = select i1 %shft.chk.i.i, i32 %98, i32 0
  %100 = lshr i32 %96, %39
  %101 = select i1 %shft.chk1.i.i, i32 %100, i32 0
  %102 = or i32 %101, %99
  %103 = xor i32 %102, %97
  %104 = add i32 %103, %97
  %105 = shl i32 %103, %40
  %106 = select i1 %shft.chk2.i.i, i32 %105, i32 0
  %107 = lshr i32 %103, %41
  %108 = select i1 %shft.chk4.i.i, i32 %107, i32 0
  %109 = or i32 %106, %108
  %110 = xor i32 %109, %104
  %111 = add i32 %110, %104
  %112 = shl i32 %110, %42
  %113 = select i1 %shft.chk5.i.i, i32 %112, i32 0
  %114 = lshr i32 %110, %43
  %115 = select i1 %shft.chk7.i.i, i32 %114, i32 0
  %116 = or i32 %113, %115
  %117 = xor i32 %116, %111
  %118 = add i32 %111, %44
  %119 = add i32 %118, %117
  store i32 %119, ptr %20, align 8, !alias.scope !44, !noalias !45
  %120 = load i32, ptr %21, align 4, !alias.scope !40, !noalias !41
  %121 = load i32, ptr %22, align 4, !alias.scope !42, !noalias !43
  %122 = add i32 %121, %120
  %123 = shl i32 %121, %38
  %124 = select i1 %shft.chk.i.i, i32 %123, i32 0
  %125 = lshr i32 %121, %39
  %126 = select i1 %shft.chk1.i.i, i32 %125, i32 0
  %127 = or i32 %126, %124
  %128 = xor i32 %127, %122
  %129 = add i32 %128, %122
  %130 = shl i32 %128, %40
  %131 = select i1 %shft.chk2.i.i, i32 %130, i32 0
  %132 = lshr i32 %128, %41
  %133 = select i1 %shft.chk4.i.i, i32 %132, i32 0
  %134 = or i32 %131, %133
  %135 = xor i32 %134, %129
  %136 = add i32 %135, %129
  %137 = shl i32 %135, %42
  %138 = select i1 %shft.chk5.i.i, i32 %137, i32 0
  %139 = lshr i32 %135, %43
  %140 = select i1 %shft.chk7.i.i, i32 %139, i32 0
  %141 = or i32 %138, %140
  %142 = xor i32 %141, %136
  %143 = add i32 %136, %44
  %144 = add i32 %143, %142
  store i32 %144, ptr %23, align 4, !alias.scope !44, !noalias !45
  %145 = load i32, ptr %24, align 16, !alias.scope !40, !noalias !41
  %146 = load i32, ptr %25, align 16, !alias.scope !42, !noalias !43
  %147 = add i32 %146, %145
  %148 = shl i32 %146, %38
  %149 = select i1 %shft.chk.i.i, i32 %148, i32 0
  %150 = lshr i32 %146, %39
  %151 = select i1 %shft.chk1.i.i, i32 %150, i32 0
  %152 = or i32 %151, %149
  %153 = xor i32 %152, %147
  %154 = add i32 %153, %147
  %155 = shl i32 %153, %40
  %156 = select i1 %shft.chk2.i.i, i32 %155, i32 0
  %157 = lshr i32 %153, %41
  %158 = select i1 %shft.chk4.i.i, i32 %157, i32 0
  %159 = or i32 %156, %158
  %160 = xor i32 %159, %154
  %161 = add i32 %160, %154
  %162 = shl i32 %160, %42
  %163 = select i1 %shft.chk5.i.i, i32 %162, i32 0
  %164 = lshr i32 %160, %43
  %165 = select i1 %shft.chk7.i.i, i32 %164, i32 0
  %166 = or i32 %163, %165
  %167 = xor i32 %166, %161
  %168 = add i32 %161, %44
  %169 = add i32 %168, %167
  store i32 %169, ptr %26, align 16, !alias.scope !44, !noalias !45
  %170 = load i32, ptr %arg25, align 64, !alias.scope !24, !noalias !26
  %shft.chk9.i.i = icmp ult i32 %170, 32
  %171 = sub i32 32, %170
  %shft.chk10.i.i = icmp ult i32 %171, 32
  %172 = load i32, ptr %5, align 4, !alias.scope !24, !noalias !26
  %shft.chk11.i.i = icmp ult i32 %172, 32
  %173 = sub i32 32, %172
  %shft.chk13.i.i = icmp ult i32 %173, 32
  %174 = load i32, ptr %6, align 8, !alias.scope !24, !noalias !26
  %shft.chk14.i.i = icmp ult i32 %174, 32
  %175 = sub i32 32, %174
  %shft.chk16.i.i = icmp ult i32 %175, 32
  %176 = load i32, ptr %7, align 4, !alias.scope !24, !noalias !26
  %shft.chk17.i.i = icmp ult i32 %176, 32
  %177 = sub i32 32, %176
  %shft.chk19.i.i = icmp ult i32 %177, 32
  %178 = load i32, ptr %arg23, align 64, !alias.scope !48, !noalias !49
  %179 = load i32, ptr %arg34, align 64, !alias.scope !50, !noalias !51
  %180 = add i32 %178, 1
  %181 = add i32 %180, %179
  %182 = load i32, ptr %arg35, align 64, !alias.scope !40, !noalias !41
  %183 = load i32, ptr %arg26, align 64, !alias.scope !42, !noalias !43
  %184 = add i32 %183, %182
  %185 = shl i32 %183, %170
  %186 = select i1 %shft.chk9.i.i, i32 %185, i32 0
  %187 = lshr i32 %183, %171
  %188 = select i1 %shft.chk10.i.i, i32 %187, i32 0
  %189 = or i32 %188, %186
  %190 = xor i32 %189, %184
  %191 = add i32 %190, %184
  %192 = shl i32 %190, %172
  %193 = select i1 %shft.chk11.i.i, i32 %192, i32 0
  %194 = lshr i32 %190, %173
  %195 = select i1 %shft.chk13.i.i, i32 %194, i32 0
  %196 = or i32 %193, %195
  %197 = xor i32 %196, %191
  %198 = add i32 %197, %191
  %199 = shl i32 %197, %174
  %200 = select i1 %shft.chk14.i.i, i32 %199, i32 0
  %201 = lshr i32 %197, %175
  %202 = select i1 %shft.chk16.i.i, i32 %201, i32 0
  %203 = or i32 %200, %202
  %204 = xor i32 %203, %198
  %205 = add i32 %204, %198
  %206 = shl i32 %204, %176
  %207 = select i1 %shft.chk17.i.i, i32 %206, i32 0
  %208 = lshr i32 %204, %177
  %209 = select i1 %shft.chk19.i.i, i32 %208, i32 0
  %210 = or i32 %207, %209
  %211 = xor i32 %210, %205
  %212 = add i32 %181, %211
  store i32 %212, ptr %arg29, align 64, !alias.scope !53, !noalias !54
  %213 = load i32, ptr %15, align 4, !alias.scope !40, !noalias !41
  %214 = load i32, ptr %16, align 4, !alias.scope !42, !noalias !43
  %215 = add i32 %214, %213
  %216 = shl i32 %214, %170
  %217 = select i1 %shft.chk9.i.i, i32 %216, i32 0
  %218 = lshr i32 %214, %171
  %219 = select i1 %shft.chk10.i.i, i32 %218, i32 0
  %220 = or i32 %219, %217
  %221 = xor i32 %220, %215
  %222 = add i32 %221, %215
  %223 = shl i32 %221, %172
  %224 = select i1 %shft.chk11.i.i, i32 %223, i32 0
  %225 = lshr i32 %221, %173
  %226 = select i1 %shft.chk13.i.i, i32 %225, i32 0
  %227 = or i32 %224, %226
  %228 = xor i32 %227, %222
  %229 = add i32 %228, %222
  %230 = shl i32 %228, %174
  %231 = select i1 %shft.chk14.i.i, i32 %230, i32 0
  %232 = lshr i32 %228, %175
  %233 = select i1 %shft.chk16.i.i, i32 %232, i32 0
  %234 = or i32 %231, %233
  %235 = xor i32 %234, %229
  %236 = add i32 %235, %229
  %237 = shl i32 %235, %176
  %238 = select i1 %shft.chk17.i.i, i32 %237, i32 0
  %239 = lshr i32 %235, %177
  %240 = select i1 %shft.chk19.i.i, i32 %239, i32 0
  %241 = or i32 %238, %240
  %242 = xor i32 %241, %236
  %243 = add i32 %181, %242
  store i32 %243, ptr %27, align 4, !alias.scope !53, !noalias !54
  %244 = load i32, ptr %18, align 8, !alias.scope !40, !noalias !41
  %245 = load i32, ptr %19, align 8, !alias.scope !42, !noalias !43
  %246 = add i32 %245, %244
  %247 = shl i32 %245, %170
  %248 = select i1 %shft.chk9.i.i, i32 %247, i32 0
  %249 = lshr i32 %245, %171
  %250 = select i1 %shft.chk10.i.i, i32 %249, i32 0
  %251 = or i32 %250, %248
  %252 = xor i32 %251, %246
  %253 = add i32 %252, %246
  %254 = shl i32 %252, %172
  %255 = select i1 %shft.chk11.i.i, i32 %254, i32 0
  %256 = lshr i32 %252, %173
  %257 = select i1 %shft.chk13.i.i, i32 %256, i32 0
  %258 = or i32 %255, %257
  %259 = xor i32 %258, %253
  %260 = add i32 %259, %253
  %261 = shl i32 %259, %174
  %262 = select i1 %shft.chk14.i.i, i32 %261, i32 0
  %263 = lshr i32 %259, %175
  %264 = select i1 %shft.chk16.i.i, i32 %263, i32 0
  %265 = or i32 %262, %264
  %266 = xor i32 %265, %260
  %267 = add i32 %266, %260
  %268 = shl i32 %266, %176
  %269 = select i1 %shft.chk17.i.i, i32 %268, i32 0
  %270 = lshr i32 %266, %177
  %271 = select i1 %shft.chk19.i.i, i32 %270, i32 0
  %272 = or i32 %269, %271
  %273 = xor i32 %272, %267
  %274 = add i32 %181, %273
  store i32 %274, ptr %28, align 8, !alias.scope !53, !noalias !54
  %275 = load i32, ptr %21, align 4, !alias.scope !40, !noalias !41
  %276 = load i32, ptr %22, align 4, !alias.scope !42, !noalias !43
  %277 = add i32 %276, %275
  %278 = shl i32 %276, %170
  %279 = select i1 %shft.chk9.i.i, i32 %278, i32 0
  %280 = lshr i32 %276, %171
  %281 = select i1 %shft.chk10.i.i, i32 %280, i32 0
  %282 = or i32 %281, %279
  %283 = xor i32 %282, %277
  %284 = add i32 %283, %277
  %285 = shl i32 %283, %172
  %286 = select i1 %shft.chk11.i.i, i32 %285, i32 0
  %287 = lshr i32 %283, %173
  %288 = select i1 %shft.chk13.i.i, i32 %287, i32 0
  %289 = or i32 %286, %288
  %290 = xor i32 %289, %284
  %291 = add i32 %290, %284
  %292 = shl i32 %290, %174
  %293 = select i1 %shft.chk14.i.i, i32 %292, i32 0
  %294 = lshr i32 %290, %175
  %295 = select i1 %shft.chk16.i.i, i32 %294, i32 0
  %296 = or i32 %293, %295
  %297 = xor i32 %296, %291
  %298 = add i32 %297, %291
  %299 = shl i32 %297, %176
  %300 = select i1 %shft.chk17.i.i, i32 %299, i32 0
  %301 = lshr i32 %297, %177
  %302 = select i1 %shft.chk19.i.i, i32 %301, i32 0
  %303 = or i32 %300, %302
  %304 = xor i32 %303, %298
  %305 = add i32 %181, %304
  store i32 %305, ptr %29, align 4, !alias.scope !53, !noalias !54
  %306 = load i32, ptr %24, align 16, !alias.scope !40, !noalias !41
  %307 = load i32, ptr %25, align 16, !alias.scope !42, !noalias !43
  %308 = add i32 %307, %306
  %309 = shl i32 %307, %170
  %310 = select i1 %shft.chk9.i.i, i32 %309, i32 0
  %311 = lshr i32 %307, %171
  %312 = select i1 %shft.chk10.i.i, i32 %311, i32 0
  %313 = or i32 %312, %310
  %314 = xor i32 %313, %308
  %315 = add i32 %314, %308
  %316 = shl i32 %314, %172
  %317 = select i1 %shft.chk11.i.i, i32 %316, i32 0
  %318 = lshr i32 %314, %173
  %319 = select i1 %shft.chk13.i.i, i32 %318, i32 0
  %320 = or i32 %317, %319
  %321 = xor i32 %320, %315
  %322 = add i32 %321, %315
  %323 = shl i32 %321, %174
  %324 = select i1 %shft.chk14.i.i, i32 %323, i32 0
  %325 = lshr i32 %321, %175
  %326 = select i1 %shft.chk16.i.i, i32 %325, i32 0
  %327 = or i32 %324, %326
  %328 = xor i32 %327, %322
  %329 = add i32 %328, %322
  %330 = shl i32 %328, %176
  %331 = select i1 %shft.chk17.i.i, i32 %330, i32 0
  %332 = lshr i32 %328, %177
  %333 = select i1 %shft.chk19.i.i, i32 %332, i32 0
  %334 = or i32 %331, %333
  %335 = xor i32 %334, %329
  %336 = add i32 %181, %335
  store i32 %336, ptr %30, align 16, !alias.scope !53, !noalias !54
  %337 = load i32, ptr %arg34, align 64, !alias.scope !50, !noalias !51
  %338 = add i32 %337, 1
  store i32 %338, ptr %arg20, align 64, !alias.scope !9, !noalias !55
  store ptr %arg20, ptr %arg30, align 64, !alias.scope !56, !noalias !57
  store ptr %arg21, ptr %8, align 8, !alias.scope !56, !noalias !57
  store ptr %arg29, ptr %9, align 16, !alias.scope !56, !noalias !57
  store ptr %arg31, ptr %10, align 8, !alias.scope !56, !noalias !57
  store ptr %arg22, ptr %11, align 32, !alias.scope !56, !noalias !57
  store ptr %arg32, ptr %12, align 8, !alias.scope !56, !noalias !57
  store ptr %arg27, ptr %13, align 16, !alias.scope !56, !noalias !57
  store ptr %arg24, ptr %14, align 8, !alias.scope !56, !noalias !57
  %339 = icmp slt i32 %338, 5
  %340 = zext i1 %339 to i8
  store i8 %340, ptr %arg19, align 64, !alias.scope !19, !noalias !20
  br i1 %339, label %while.123.body.i, label %return

return:                                           ; preds = %while.123.body.i, %1
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
!2 = !{i32 1, !"xla_dylib_index", i64 3}
!3 = !{}
!4 = !{i64 1}
!5 = !{i64 64}
!6 = !{i64 4}
!7 = !{i64 20}
!8 = !{i64 16}
!9 = !{!10}
!10 = !{!"buffer: {index:34, offset:1216, size:4}", !11}
!11 = !{!"XLA global AA domain"}
!12 = !{!13, !14, !15, !17}
!13 = !{!"buffer: {index:8, offset:0, size:1}", !11}
!14 = !{!"buffer: {index:20, offset:0, size:4}", !11}
!15 = distinct !{!15, !16, !"while.123__1: %buffer_table"}
!16 = distinct !{!16, !"while.123__1"}
!17 = distinct !{!17, !18, !"while.118_computation: %buffer_table"}
!18 = distinct !{!18, !"while.118_computation"}
!19 = !{!13}
!20 = !{!14, !10, !15, !17}
!21 = !{!22, !17}
!22 = distinct !{!22, !23, !"while.123: %buffer_table"}
!23 = distinct !{!23, !"while.123"}
!24 = !{!25}
!25 = !{!"buffer: {index:8, offset:0, size:16}", !11}
!26 = !{!27, !28, !29, !30, !31, !32, !33, !34, !35, !22, !17}
!27 = !{!"buffer: {index:7, offset:0, size:20}", !11}
!28 = !{!"buffer: {index:34, offset:192, size:20}", !11}
!29 = !{!"buffer: {index:34, offset:448, size:20}", !11}
!30 = !{!"buffer: {index:34, offset:512, size:20}", !11}
!31 = !{!"buffer: {index:34, offset:704, size:16}", !11}
!32 = !{!"buffer: {index:34, offset:768, size:16}", !11}
!33 = !{!"buffer: {index:34, offset:832, size:4}", !11}
!34 = !{!"buffer: {index:34, offset:896, size:4}", !11}
!35 = !{!"buffer: {index:34, offset:960, size:4}", !11}
!36 = !{!35}
!37 = !{!27, !25, !28, !29, !38, !39, !22, !17}
!38 = !{!"buffer: {index:34, offset:1344, size:4}", !11}
!39 = !{!"buffer: {index:34, offset:1408, size:4}", !11}
!40 = !{!28}
!41 = !{!27, !25, !29, !30, !33, !34, !35, !22, !17}
!42 = !{!27}
!43 = !{!25, !28, !29, !30, !33, !34, !35, !22, !17}
!44 = !{!29}
!45 = !{!27, !25, !28, !30, !31, !32, !35, !10, !38, !39, !46, !47, !22, !17}
!46 = !{!"buffer: {index:34, offset:1472, size:4}", !11}
!47 = !{!"buffer: {index:34, offset:2496, size:64}", !11}
!48 = !{!33}
!49 = !{!27, !25, !28, !30, !34, !39, !46, !22, !17}
!50 = !{!34}
!51 = !{!27, !25, !52, !28, !30, !33, !10, !22, !17}
!52 = !{!"buffer: {index:21, offset:0, size:4}", !11}
!53 = !{!30}
!54 = !{!27, !25, !28, !29, !31, !32, !33, !34, !10, !38, !39, !46, !47, !22, !17}
!55 = !{!52, !29, !30, !31, !32, !34, !38, !39, !46, !47, !22, !17}
!56 = !{!47}
!57 = !{!29, !30, !31, !32, !10, !38, !39, !46, !22, !17}
