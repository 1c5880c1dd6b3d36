; ModuleID = '__compute_module___compute_module_wrapped_convert'
source_filename = "__compute_module___compute_module_wrapped_convert"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

define noalias noundef ptr @wrapped_convert(ptr nofree readonly captures(none) %0) local_unnamed_addr {
  %2 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %3 = load ptr, ptr %2, align 8
  %4 = load i64, ptr %3, align 4, !invariant.load !8
  %.not.not = icmp slt i64 %4, 1
  br i1 %.not.not, label %wrapped_convert_impl.exit, label %._crit_edge

wrapped_convert_impl.exit:                        ; preds = %1
  %5 = getelementptr inbounds nuw i8, ptr %0, i64 24
  %6 = load ptr, ptr %5, align 8, !invariant.load !8
  %7 = getelementptr inbounds nuw i8, ptr %6, i64 16
  %8 = load ptr, ptr %7, align 8, !invariant.load !8
  %9 = load ptr, ptr %6, align 8, !invariant.load !8
  %.sroa.0.0.copyload = load <4 x float>, ptr %9, align 1
  %10 = bitcast <4 x float> %.sroa.0.0.copyload to <4 x i32>
  %11 = lshr <4 x i32> %10, splat (i32 16)
  %12 = and <4 x i32> %11, splat (i32 1)
  %13 = add nuw nsw <4 x i32> %12, splat (i32 32767)
  %14 = fcmp uno <4 x float> %.sroa.0.0.copyload, zeroinitializer
  %15 = and <4 x i32> %10, splat (i32 -8388608)
  %16 = or disjoint <4 x i32> %15, splat (i32 4194304)
  %17 = add <4 x i32> %13, %10
  %18 = select <4 x i1> %14, <4 x i32> %16, <4 x i32> %17
  %19 = lshr <4 x i32> %18, splat (i32 16)
  %20 = trunc nuw <4 x i32> %19 to <4 x i16>
  store <4 x i16> %20, ptr %8, align 1
  %21 = getelementptr i8, ptr %9, i64 16
  %.sroa.0.0.copyload.1 = load <4 x float>, ptr %21, align 1
  %22 = bitcast <4 x float> %.sroa.0.0.copyload.1 to <4 x i32>
  %23 = lshr <4 x i32> %22, splat (i32 16)
  %24 = and <4 x i32> %23, splat (i32 1)
  %25 = add nuw nsw <4 x i32> %24, splat (i32 32767)
  %26 = fcmp uno <4 x float> %.sroa.0.0.copyload.1, zeroinitializer
  %27 = and <4 x i32> %22, splat (i32 -8388608)
  %28 = or disjoint <4 x i32> %27, splat (i32 4194304)
  %29 = add <4 x i32> %25, %22
  %30 = select <4 x i1> %26, <4 x i32> %28, <4 x i32> %29
  %31 = lshr <4 x i32> %30, splat (i32 16)
  %32 = trunc nuw <4 x i32> %31 to <4 x i16>
  %33 = getelementptr i8, ptr %8, i64 8
  store <4 x i16> %32, ptr %33, align 1
  %34 = getelementptr i8, ptr %9, i64 32
  %.sroa.0.0.copyload.2 = load <4 x float>, ptr %34, align 1
  %35 = bitcast <4 x float> %.sroa.0.0.copyload.2 to <4 x i32>
  %36 = lshr <4 x i32> %35, splat (i32 16)
  %37 = and <4 x i32> %36, splat (i32 1)
  %38 = add nuw nsw <4 x i32> %37, splat (i32 32767)
  %39 = fcmp uno <4 x float> %.sroa.0.0.copyload.2, zeroinitializer
  %40 = and <4 x i32> %35, splat (i32 -8388608)
  %41 = or disjoint <4 x i32> %40, splat (i32 4194304)
  %42 = add <4 x i32> %38, %35
  %43 = select <4 x i1> %39, <4 x i32> %41, <4 x i32> %42
  %44 = lshr <4 x i32> %43, splat (i32 16)
  %45 = trunc nuw <4 x i32> %44 to <4 x i16>
  %46 = getelementptr i8, ptr %8, i64 16
  store <4 x i16> %45, ptr %46, align 1
  %47 = getelementptr i8, ptr %9, i64 48
  %.sroa.0.0.copyload.3 = load <4 x float>, ptr %47, align 1
  %48 = bitcast <4 x float> %.sroa.0.0.copyload.3 to <4 x i32>
  %49 = lshr <4 x i32> %48, splat (i32 16)
  %50 = and <4 x i32> %49, splat (i32 1)
  %51 = add nuw nsw <4 x i32> %50, splat (i32 32767)
  %52 = fcmp uno <4 x float> %.sroa.0.0.copyload.3, zeroinitializer
  %53 = and <4 x i32> %48, splat (i32 -8388608)
  %54 = or disjoint <4 x i32> %53, splat (i32 4194304)
  %55 = add <4 x i32> %51, %48
  %56 = select <4 x i1> %52, <4 x i32> %54, <4 x i32> %55
  %57 = lshr <4 x i32> %56, splat (i32 16)
  %58 = trunc nuw <4 x i32> %57 to <4 x i16>
  %59 = getelementptr i8, ptr %8, i64 24
  store <4 x i16> %58, ptr %59, align 1
  br label %._crit_edge

._crit_edge:                                      ; preds = %wrapped_convert_impl.exit, %1
  ret ptr null
}

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5}
!xla_cpu_memory_region_name = !{!6}
!llvm.ident = !{!7}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{i32 1, !"xla_dylib_index", i64 5}
!2 = !{i32 1, !"wchar_size", i32 4}
!3 = !{i32 8, !"PIC Level", i32 0}
!4 = !{i32 7, !"uwtable", i32 2}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = !{!"xla_cpu_emitter__tiled_emitter__hlo_opcode__fusion"}
!7 = !{!"clang version 18.1.8"}
!8 = !{}
