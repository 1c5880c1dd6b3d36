; ModuleID = '__compute_module_call_computation_kernel_module'
source_filename = "__compute_module_call_computation_kernel_module"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none, target_mem: none) uwtable
define noalias noundef ptr @call_kernel(ptr nofree readonly captures(none) %0) local_unnamed_addr #0 {
  %args_gep = getelementptr inbounds nuw i8, ptr %0, i64 24
  %args = load ptr, ptr %args_gep, align 8
  %arg18_gep = getelementptr i8, ptr %args, i64 288
  %arg18 = load ptr, ptr %arg18_gep, align 8, !invariant.load !3, !dereferenceable !4, !align !5
  %arg19_gep = getelementptr i8, ptr %args, i64 304
  %arg19 = load ptr, ptr %arg19_gep, align 8, !invariant.load !3, !dereferenceable !4, !align !5
  %arg20_gep = getelementptr i8, ptr %args, i64 320
  %arg20 = load ptr, ptr %arg20_gep, align 8, !invariant.load !3, !dereferenceable !4, !align !5
  %arg21_gep = getelementptr i8, ptr %args, i64 336
  %arg21 = load ptr, ptr %arg21_gep, align 8, !invariant.load !3, !dereferenceable !6, !align !5
  %arg22_gep = getelementptr i8, ptr %args, i64 352
  %arg22 = load ptr, ptr %arg22_gep, align 8, !invariant.load !3, !dereferenceable !6, !align !5
  %arg24_gep = getelementptr i8, ptr %args, i64 384
  %arg24 = load ptr, ptr %arg24_gep, align 8, !invariant.load !3, !dereferenceable !6, !align !5
  %arg25_gep = getelementptr i8, ptr %args, i64 400
  %arg25 = load ptr, ptr %arg25_gep, align 8, !invariant.load !3, !dereferenceable !6, !align !5
  %arg26_gep = getelementptr i8, ptr %args, i64 416
  %arg26 = load ptr, ptr %arg26_gep, align 8, !invariant.load !3, !dereferenceable !6, !align !5
  %arg27_gep = getelementptr i8, ptr %args, i64 432
  %arg27 = load ptr, ptr %arg27_gep, align 8, !invariant.load !3, !dereferenceable !5, !align !5
  %arg28_gep = getelementptr i8, ptr %args, i64 448
  %arg28 = load ptr, ptr %arg28_gep, align 8, !invariant.load !3, !dereferenceable !6, !align !5
  %arg29_gep = getelementptr i8, ptr %args, i64 464
  %arg29 = load ptr, ptr %arg29_gep, align 8, !invariant.load !3, !dereferenceable !6, !align !5
  %arg30_gep = getelementptr i8, ptr %args, i64 480
  %arg30 = load ptr, ptr %arg30_gep, align 8, !invariant.load !3, !dereferenceable !4, !align !5
  %arg31_gep = getelementptr i8, ptr %args, i64 496
  %arg31 = load ptr, ptr %arg31_gep, align 8, !invariant.load !3, !dereferenceable !4, !align !5
  %arg33_gep = getelementptr i8, ptr %args, i64 528
  %arg33 = load ptr, ptr %arg33_gep, align 8, !invariant.load !3, !dereferenceable !7, !align !5
  %arg34_gep = getelementptr i8, ptr %args, i64 544
  %arg34 = load ptr, ptr %arg34_gep, align 8, !invariant.load !3, !dereferenceable !4, !align !5
  %arg35_gep = getelementptr i8, ptr %args, i64 560
  %arg35 = load ptr, ptr %arg35_gep, align 8, !invariant.load !3, !dereferenceable !6, !align !5
  %arg36_gep = getelementptr i8, ptr %args, i64 576
  %arg36 = load ptr, ptr %arg36_gep, align 8, !invariant.load !3, !dereferenceable !4, !align !5
  %2 = load i32, ptr %arg21, align 64, !alias.scope !8, !noalias !11
  %3 = icmp slt i32 %2, 5
  %4 = zext i1 %3 to i8
  store i8 %4, ptr %arg33, align 64, !alias.scope !18, !noalias !19
  br i1 %3, label %while.121.body.i.lr.ph, label %return

while.121.body.i.lr.ph:                           ; preds = %1
  %5 = getelementptr inbounds nuw i8, ptr %arg18, i64 4
  %6 = getelementptr inbounds nuw i8, ptr %arg18, i64 8
  %7 = getelementptr inbounds nuw i8, ptr %arg18, i64 12
  %8 = getelementptr inbounds nuw i8, ptr %arg27, i64 8
  %9 = getelementptr inbounds nuw i8, ptr %arg27, i64 16
  %10 = getelementptr inbounds nuw i8, ptr %arg27, i64 24
  %11 = getelementptr inbounds nuw i8, ptr %arg27, i64 32
  %12 = getelementptr inbounds nuw i8, ptr %arg27, i64 40
  %13 = getelementptr inbounds nuw i8, ptr %arg27, i64 48
  %14 = getelementptr inbounds nuw i8, ptr %arg27, i64 56
  %15 = getelementptr inbounds nuw i8, ptr %arg30, i64 4
  %16 = getelementptr inbounds nuw i8, ptr %arg34, i64 4
  %17 = getelementptr inbounds nuw i8, ptr %arg19, i64 4
  %18 = getelementptr inbounds nuw i8, ptr %arg30, i64 8
  %19 = getelementptr inbounds nuw i8, ptr %arg34, i64 8
  %20 = getelementptr inbounds nuw i8, ptr %arg19, i64 8
  %21 = getelementptr inbounds nuw i8, ptr %arg30, i64 12
  %22 = getelementptr inbounds nuw i8, ptr %arg34, i64 12
  %23 = getelementptr inbounds nuw i8, ptr %arg19, i64 12
  br label %while.121.body.i

while.121.body.i:                                 ; preds = %while.121.body.i.lr.ph, %while.121.body.i
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 64 dereferenceable(16) %arg20, ptr noundef nonnull align 64 dereferenceable(16) %arg31, i64 16, i1 false), !noalias !20
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 64 dereferenceable(16) %arg18, ptr noundef nonnull align 64 dereferenceable(16) %arg36, i64 16, i1 false), !noalias !20
  %24 = load i32, ptr %arg26, align 64, !noalias !20
  store i32 %24, ptr %arg25, align 64, !noalias !20
  %25 = load i32, ptr %arg28, align 64, !noalias !20
  store i32 %25, ptr %arg24, align 64, !noalias !20
  %26 = load i32, ptr %arg29, align 64, !noalias !20
  store i32 %26, ptr %arg35, align 64, !noalias !20
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 64 dereferenceable(16) %arg34, ptr noundef nonnull align 64 dereferenceable(16) %arg30, i64 16, i1 false), !noalias !20
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 64 dereferenceable(16) %arg30, ptr noundef nonnull align 64 dereferenceable(16) %arg19, i64 16, i1 false), !noalias !20
  %27 = load i32, ptr %arg21, align 64, !noalias !20
  store i32 %27, ptr %arg22, align 64, !noalias !20
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 64 dereferenceable(16) %arg31, ptr noundef nonnull align 64 dereferenceable(16) %arg18, i64 16, i1 false), !noalias !20
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 64 dereferenceable(16) %arg36, ptr noundef nonnull align 64 dereferenceable(16) %arg20, i64 16, i1 false), !noalias !20
  %28 = load i32, ptr %arg25, align 64, !noalias !20
  store i32 %28, ptr %arg28, align 64, !noalias !20
  %29 = load i32, ptr %arg35, align 64, !noalias !20
  store i32 %29, ptr %arg26, align 64, !noalias !20
  %30 = load i32, ptr %arg24, align 64, !noalias !20
  store i32 %30, ptr %arg29, align 64, !noalias !20
  %31 = load i32, ptr %arg18, align 64, !alias.scope !23, !noalias !25
  %shft.chk.i.i = icmp ult i32 %31, 32
  %32 = sub i32 32, %31
  %shft.chk1.i.i = icmp ult i32 %32, 32
  %33 = load i32, ptr %5, align 4, !alias.scope !23, !noalias !25
  %shft.chk2.i.i = icmp ult i32 %33, 32
  %34 = sub i32 32, %33
  %shft.chk4.i.i = icmp ult i32 %34, 32
  %35 = load i32, ptr %6, align 8, !alias.scope !23, !noalias !25
  %shft.chk5.i.i = icmp ult i32 %35, 32
  %36 = sub i32 32, %35
  %shft.chk7.i.i = icmp ult i32 %36, 32
  %37 = load i32, ptr %arg35, align 64, !alias.scope !34, !noalias !35
  %38 = load i32, ptr %arg30, align 64, !alias.scope !38, !noalias !39
  %39 = load i32, ptr %arg34, align 64, !alias.scope !40, !noalias !41
  %40 = add i32 %39, %38
  %41 = shl i32 %39, %31
  %42 = select i1 %shft.chk.i.i, i32 %41, i32 0
  %43 = lshr i32 %39, %32
  %44 = select i1 %shft.chk1.i.i, i32 %43, i32 0
  %45 = or i32 %44, %42
  %46 = xor i32 %45, %40
  %47 = add i32 %46, %40
  %48 = shl i32 %46, %33
  %49 = select i1 %shft.chk2.i.i, i32 %48, i32 0
  %50 = lshr i32 %46, %34
  %51 = select i1 %shft.chk4.i.i, i32 %50, i32 0
  %52 = or i32 %49, %51
  %53 = xor i32 %52, %47
  %54 = add i32 %53, %47
  %55 = shl i32 %53, %35
  %56 = select i1 %shft.chk5.i.i, i32 %55, i32 0
  %57 = lshr i32 %53, %36
  %58 = select i1 %shft.chk7.i.i, i32 %57, i32 0
  %59 = or i32 %56, %58
  %60 = xor i32 %59, %54
  %61 = add i32 %54, %37
  %62 = add i32 %61, %60
  store i32 %62, ptr %arg19, align 64, !alias.scope !42, !noalias !43
  %63 = load i32, ptr %15, align 4, !alias.scope !38, !noalias !39
  %64 = load i32, ptr %16, align 4, !alias.scope !40, !noalias !41
  %65 = add i32 %64, %63
  %66 = shl i32 %64, %31
  %67 = select i1 %shft.chk.i.i, i32 %66, i32 0
  %68 = lshr i32 %64, %32
  %69 = select i1 %shft.chk1.i.i, i32 %68, i32 0
  %70 = or i32 %69, %67
  %71 = xor i32 %70, %65
  %72 = add i32 %71, %65
  %73 = shl i32 %71, %33
  %74 = select i1 %shft.chk2.i.i, i32 %73, i32 0
  %75 = lshr i32 %71, %34
  %76 = select i1 %shft.chk4.i.i, i32 %75, i32 0
  %77 = or i32 %74, %76
  %78 = xor i32 %77, %72
  %79 = add i32 %78, %72
  %80 = shl i32 %78, %35
  %81 = select i1 %shft.chk5.i.i, i32 %80, i32 0
  %82 = lshr i32 %78, %36
  %83 = select i1 %shft.chk7.i.i, i32 %82, i32 0
  %84 = or i32 %81, %83
  %85 = xor i32 %84, %79
  %86 = add i32 %79, %37
  %87 = add i32 %86, %85
  store i32 %87, ptr %17, align 4, !alias.scope !42, !noalias !43
  %88 = load i32, ptr %18, align 8, !alias.scope !38, !noalias !39
  %89 = load i32, ptr %19, align 8, !alias.scope !40, !noalias !41
  %90 = add i32 %89, %88
  %91 = shl i32 %89, %31
  %92 = select i1 %shft.chk.i.i, i32 %91, i32 0
  %93 = lshr i32 %89, %32
  %94 = select i1 %shft.chk1.i.i, i32 %93, i32 0
  %95 = or i32 %94, %92
  %96 = xor i32 %95, %90
  %97 = add i32 %96, %90
  %98 = shl i32 %96, %33
  %99 = select i1 %shft.chk2.i.i, i32 %98, i32 0
  %100 = lshr i32 %96, %34
  %101 = select i1 %shft.chk4.i.i, i32 %100, i32 0
  %102 = or i32 %99, %101
  %103 = xor i32 %102, %97
  %104 = add i32 %103, %97
  %105 = shl i32 %103, %35
  %106 = select i1 %shft.chk5.i.i, i32 %105, i32 0
  %107 = lshr i32 %103, %36
  %108 = select i1 %shft.chk7.i.i, i32 %107, i32 0
  %109 = or i32 %106, %108
  %110 = xor i32 %109, %104
  %111 = add i32 %104, %37
  %112 = add i32 %111, %110
  store i32 %112, ptr %20, align 8, !alias.scope !42, !noalias !43
  %113 = load i32, ptr %21, align 4, !alias.scope !38, !noalias !39
  %114 = load i32, ptr %22, align 4, !alias.scope !40, !noalias !41
  %115 = add i32 %114, %113
  %116 = shl i32 %114, %31
  %117 = select i1 %shft.chk.i.i, i32 %116, i32 0
  %118 = lshr i32 %114, %32
  %119 = select i1 %shft.chk1.i.i, i32 %118, i32 0
  %120 = or i32 %119, %117
  %121 = xor i32 %120, %115
  %122 = add i32 %121, %115
  %123 = shl i32 %121, %33
  %124 = select i1 %shft.chk2.i.i, i32 %123, i32 0
  %125 = lshr i32 %121, %34
  %126 = select i1 %shft.chk4.i.i, i32 %125, i32 0
  %127 = or i32 %124, %126
  %128 = xor i32 %127, %122
  %129 = add i32 %128, %122
  %130 = shl i32 %128, %35
  %131 = select i1 %shft.chk5.i.i, i32 %130, i32 0
  %132 = lshr i32 %128, %36
  %133 = select i1 %shft.chk7.i.i, i32 %132, i32 0
  %134 = or i32 %131, %133
  %135 = xor i32 %134, %129
  %136 = add i32 %129, %37
  %137 = add i32 %136, %135
  store i32 %137, ptr %23, align 4, !alias.scope !42, !noalias !43
  %138 = load i32, ptr %arg18, align 64, !alias.scope !23, !noalias !25
  %shft.chk9.i.i = icmp ult i32 %138, 32
  %139 = sub i32 32, %138
  %shft.chk10.i.i = icmp ult i32 %139, 32
  %140 = load i32, ptr %5, align 4, !alias.scope !23, !noalias !25
  %shft.chk11.i.i = icmp ult i32 %140, 32
  %141 = sub i32 32, %140
  %shft.chk13.i.i = icmp ult i32 %141, 32
  %142 = load i32, ptr %6, align 8, !alias.scope !23, !noalias !25
  %shft.chk14.i.i = icmp ult i32 %142, 32
  %143 = sub i32 32, %142
  %shft.chk16.i.i = icmp ult i32 %143, 32
  %144 = load i32, ptr %7, align 4, !alias.scope !23, !noalias !25
  %shft.chk17.i.i = icmp ult i32 %144, 32
  %145 = sub i32 32, %144
  %shft.chk19.i.i = icmp ult i32 %145, 32
  %146 = load i32, ptr %arg24, align 64, !alias.scope !46, !noalias !47
  %147 = load i32, ptr %arg22, align 64, !alias.scope !48, !noalias !49
  %148 = add i32 %146, 1
  %149 = add i32 %148, %147
  %150 = load i32, ptr %arg30, align 64, !alias.scope !38, !noalias !39
  %151 = load i32, ptr %arg34, align 64, !alias.scope !40, !noalias !41
  %152 = add i32 %151, %150
  %153 = shl i32 %151, %138
  %154 = select i1 %shft.chk9.i.i, i32 %153, i32 0
  %155 = lshr i32 %151, %139
  %156 = select i1 %shft.chk10.i.i, i32 %155, i32 0
  %157 = or i32 %156, %154
  %158 = xor i32 %157, %152
  %159 = add i32 %158, %152
  %160 = shl i32 %158, %140
  %161 = select i1 %shft.chk11.i.i, i32 %160, i32 0
  %162 = lshr i32 %158, %141
  %163 = select i1 %shft.chk13.i.i, i32 %162, i32 0
  %164 = or i32 %161, %163
  %165 = xor i32 %164, %159
  %166 = add i32 %165, %159
  %167 = shl i32 %165, %142
  %168 = select i1 %shft.chk14.i.i, i32 %167, i32 0
  %169 = lshr i32 %165, %143
  %170 = select i1 %shft.chk16.i.i, i32 %169, i32 0
  %171 = or i32 %168, %170
  %172 = xor i32 %171, %166
  %173 = add i32 %172, %166
  %174 = shl i32 %172, %144
  %175 = select i1 %shft.chk17.i.i, i32 %174, i32 0
  %176 = lshr i32 %172, %145
  %177 = select i1 %shft.chk19.i.i, i32 %176, i32 0
  %178 = or i32 %175, %177
  %179 = xor i32 %178, %173
  %180 = add i32 %149, %179
  store i32 %180, ptr %arg30, align 64, !alias.scope !38, !noalias !51
  %181 = load i32, ptr %15, align 4, !alias.scope !38, !noalias !39
  %182 = load i32, ptr %16, align 4, !alias.scope !40, !noalias !41
  %183 = add i32 %182, %181
  %184 = shl i32 %182, %138
  %185 = select i1 %shft.chk9.i.i, i32 %184, i32 0
  %186 = lshr i32 %182, %139
  %187 = select i1 %shft.chk10.i.i, i32 %186, i32 0
  %188 = or i32 %187, %185
  %189 = xor i32 %188, %183
  %190 = add i32 %189, %183
  %191 = shl i32 %189, %140
  %192 = select i1 %shft.chk11.i.i, i32 %191, i32 0
  %193 = lshr i32 %189, %141
  %194 = select i1 %shft.chk13.i.i, i32 %193, i32 0
  %195 = or i32 %192, %194
  %196 = xor i32 %195, %190
  %197 = add i32 %196, %190
  %198 = shl i32 %196, %142
  %199 = select i1 %shft.chk14.i.i, i32 %198, i32 0
  %200 = lshr i32 %196, %143
  %201 = select i1 %shft.chk16.i.i, i32 %200, i32 0
  %202 = or i32 %199, %201
  %203 = xor i32 %202, %197
  %204 = add i32 %203, %197
  %205 = shl i32 %203, %144
  %206 = select i1 %shft.chk17.i.i, i32 %205, i32 0
  %207 = lshr i32 %203, %145
  %208 = select i1 %shft.chk19.i.i, i32 %207, i32 0
  %209 = or i32 %206, %208
  %210 = xor i32 %209, %204
  %211 = add i32 %149, %210
  store i32 %211, ptr %15, align 4, !alias.scope !38, !noalias !51
  %212 = load i32, ptr %18, align 8, !alias.scope !38, !noalias !39
  %213 = load i32, ptr %19, align 8, !alias.scope !40, !noalias !41
  %214 = add i32 %213, %212
  %215 = shl i32 %213, %138
  %216 = select i1 %shft.chk9.i.i, i32 %215, i32 0
  %217 = lshr i32 %213, %139
  %218 = select i1 %shft.chk10.i.i, i32 %217, i32 0
  %219 = or i32 %218, %216
  %220 = xor i32 %219, %214
  %221 = add i32 %220, %214
  %222 = shl i32 %220, %140
  %223 = select i1 %shft.chk11.i.i, i32 %222, i32 0
  %224 = lshr i32 %220, %141
  %225 = select i1 %shft.chk13.i.i, i32 %224, i32 0
  %226 = or i32 %223, %225
  %227 = xor i32 %226, %221
  %228 = add i32 %227, %221
  %229 = shl i32 %227, %142
  %230 = select i1 %shft.chk14.i.i, i32 %229, i32 0
  %231 = lshr i32 %227, %143
  %232 = select i1 %shft.chk16.i.i, i32 %231, i32 0
  %233 = or i32 %230, %232
  %234 = xor i32 %233, %228
  %235 = add i32 %234, %228
  %236 = shl i32 %234, %144
  %237 = select i1 %shft.chk17.i.i, i32 %236, i32 0
  %238 = lshr i32 %234, %145
  %239 = select i1 %shft.chk19.i.i, i32 %238, i32 0
  %240 = or i32 %237, %239
  %241 = xor i32 %240, %235
  %242 = add i32 %149, %241
  store i32 %242, ptr %18, align 8, !alias.scope !38, !noalias !51
  %243 = load i32, ptr %21, align 4, !alias.scope !38, !noalias !39
  %244 = load i32, ptr %22, align 4, !alias.scope !40, !noalias !41
  %245 = add i32 %244, %243
  %246 = shl i32 %244, %138
  %247 = select i1 %shft.chk9.i.i, i32 %246, i32 0
  %248 = lshr i32 %244, %139
  %249 = select i1 %shft.chk10.i.i, i32 %248, i32 0
  %250 = or i32 %249, %247
  %251 = xor i32 %250, %245
  %252 = add i32 %251, %245
  %253 = shl i32 %251, %140
  %254 = select i1 %shft.chk11.i.i, i32 %253, i32 0
  %255 = lshr i32 %251, %141
  %256 = select i1 %shft.chk13.i.i, i32 %255, i32 0
  %257 = or i32 %254, %256
  %258 = xor i32 %257, %252
  %259 = add i32 %258, %252
  %260 = shl i32 %258, %142
  %261 = select i1 %shft.chk14.i.i, i32 %260, i32 0
  %262 = lshr i32 %258, %143
  %263 = select i1 %shft.chk16.i.i, i32 %262, i32 0
  %264 = or i32 %261, %263
  %265 = xor i32 %264, %259
  %266 = add i32 %265, %259
  %267 = shl i32 %265, %144
  %268 = select i1 %shft.chk17.i.i, i32 %267, i32 0
  %269 = lshr i32 %265, %145
  %270 = select i1 %shft.chk19.i.i, i32 %269, i32 0
  %271 = or i32 %268, %270
  %272 = xor i32 %271, %266
  %273 = add i32 %149, %272
  store i32 %273, ptr %21, align 4, !alias.scope !38, !noalias !51
  %274 = load i32, ptr %arg22, align 64, !alias.scope !48, !noalias !49
  %275 = add i32 %274, 1
  store i32 %275, ptr %arg21, align 64, !alias.scope !8, !noalias !52
  store ptr %arg21, ptr %arg27, align 64, !alias.scope !53, !noalias !54
  store ptr %arg19, ptr %8, align 8, !alias.scope !53, !noalias !54
  store ptr %arg30, ptr %9, align 16, !alias.scope !53, !noalias !54
  store ptr %arg29, ptr %10, align 8, !alias.scope !53, !noalias !54
  store ptr %arg28, ptr %11, align 32, !alias.scope !53, !noalias !54
  store ptr %arg26, ptr %12, align 8, !alias.scope !53, !noalias !54
  store ptr %arg36, ptr %13, align 16, !alias.scope !53, !noalias !54
  store ptr %arg31, ptr %14, align 8, !alias.scope !53, !noalias !54
  %276 = icmp slt i32 %275, 5
  %277 = zext i1 %276 to i8
  store i8 %277, ptr %arg33, align 64, !alias.scope !18, !noalias !19
  br i1 %276, label %while.121.body.i, label %return

return:                                           ; preds = %while.121.body.i, %1
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
!2 = !{i32 1, !"xla_dylib_index", i64 0}
!3 = !{}
!4 = !{i64 16}
!5 = !{i64 64}
!6 = !{i64 4}
!7 = !{i64 1}
!8 = !{!9}
!9 = !{!"buffer: {index:34, offset:1600, size:4}", !10}
!10 = !{!"XLA global AA domain"}
!11 = !{!12, !13, !14, !16}
!12 = !{!"buffer: {index:24, offset:0, size:4}", !10}
!13 = !{!"buffer: {index:34, offset:0, size:1}", !10}
!14 = distinct !{!14, !15, !"while.121__1: %buffer_table"}
!15 = distinct !{!15, !"while.121__1"}
!16 = distinct !{!16, !17, !"while.116_computation: %buffer_table"}
!17 = distinct !{!17, !"while.116_computation"}
!18 = !{!13}
!19 = !{!12, !9, !14, !16}
!20 = !{!21, !16}
!21 = distinct !{!21, !22, !"while.121: %buffer_table"}
!22 = distinct !{!22, !"while.121"}
!23 = !{!24}
!24 = !{!"buffer: {index:34, offset:0, size:16}", !10}
!25 = !{!26, !27, !28, !29, !30, !31, !32, !33, !21, !16}
!26 = !{!"buffer: {index:5, offset:0, size:16}", !10}
!27 = !{!"buffer: {index:7, offset:0, size:16}", !10}
!28 = !{!"buffer: {index:8, offset:0, size:16}", !10}
!29 = !{!"buffer: {index:34, offset:64, size:16}", !10}
!30 = !{!"buffer: {index:34, offset:192, size:16}", !10}
!31 = !{!"buffer: {index:34, offset:256, size:4}", !10}
!32 = !{!"buffer: {index:34, offset:1344, size:4}", !10}
!33 = !{!"buffer: {index:34, offset:1408, size:4}", !10}
!34 = !{!31}
!35 = !{!27, !28, !24, !30, !36, !37, !21, !16}
!36 = !{!"buffer: {index:34, offset:1088, size:4}", !10}
!37 = !{!"buffer: {index:34, offset:1280, size:4}", !10}
!38 = !{!27}
!39 = !{!28, !24, !30, !31, !32, !33, !21, !16}
!40 = !{!30}
!41 = !{!27, !28, !24, !31, !32, !33, !21, !16}
!42 = !{!28}
!43 = !{!26, !27, !24, !29, !30, !31, !36, !44, !37, !9, !45, !21, !16}
!44 = !{!"buffer: {index:34, offset:1152, size:4}", !10}
!45 = !{!"buffer: {index:34, offset:2624, size:64}", !10}
!46 = !{!32}
!47 = !{!27, !24, !30, !36, !44, !33, !21, !16}
!48 = !{!33}
!49 = !{!27, !50, !24, !30, !32, !9, !21, !16}
!50 = !{!"buffer: {index:25, offset:0, size:4}", !10}
!51 = !{!26, !28, !24, !29, !30, !36, !44, !37, !32, !33, !9, !45, !21, !16}
!52 = !{!26, !27, !28, !50, !29, !36, !44, !37, !33, !45, !21, !16}
!53 = !{!45}
!54 = !{!26, !27, !28, !29, !36, !44, !37, !9, !21, !16}
