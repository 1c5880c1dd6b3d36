; ModuleID = '__compute_module_wrapped_scatter.1'
source_filename = "__compute_module_wrapped_scatter.1"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, target_mem: none) uwtable
define noalias noundef ptr @wrapped_scatter.1(ptr nofree readonly captures(none) %0) local_unnamed_addr #0 {
vector.ph:
  %1 = getelementptr inbounds nuw i8, ptr %0, i64 24
  %2 = load ptr, ptr %1, align 8, !invariant.load !4
  %3 = load ptr, ptr %2, align 8, !invariant.load !4, !dereferenceable !5
  %4 = getelementptr inbounds nuw i8, ptr %2, i64 16
  %5 = load ptr, ptr %4, align 8, !invariant.load !4, !dereferenceable !6
  %6 = getelementptr inbounds nuw i8, ptr %2, i64 32
  %7 = load ptr, ptr %6, align 8, !invariant.load !4, !dereferenceable !6
  tail call void @llvm.experimental.noalias.scope.decl(metadata !7)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !10)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !12)
  %8 = getelementptr inbounds nuw i8, ptr %5, i64 4
  %9 = getelementptr inbounds nuw i8, ptr %5, i64 8
  %10 = getelementptr inbounds nuw i8, ptr %5, i64 12
  %11 = load i32, ptr %5, align 4, !alias.scope !10, !noalias !14
  %12 = load i32, ptr %8, align 4, !alias.scope !10, !noalias !14
  %13 = load i32, ptr %9, align 4, !alias.scope !10, !noalias !14
  %14 = load i32, ptr %10, align 4, !alias.scope !10, !noalias !14
  %15 = insertelement <4 x i32> poison, i32 %11, i64 0
  %16 = insertelement <4 x i32> %15, i32 %12, i64 1
  %17 = insertelement <4 x i32> %16, i32 %13, i64 2
  %18 = insertelement <4 x i32> %17, i32 %14, i64 3
  %19 = icmp ult <4 x i32> %18, splat (i32 10)
  %unmaskedload = load <4 x float>, ptr %7, align 4, !alias.scope !12, !noalias !15
  %20 = extractelement <4 x i1> %19, i64 0
  br i1 %20, label %pred.store.if, label %pred.store.continue

pred.store.if:                                    ; preds = %vector.ph
  %21 = zext nneg i32 %11 to i64
  %22 = getelementptr inbounds nuw [4 x i8], ptr %3, i64 %21
  %23 = extractelement <4 x float> %unmaskedload, i64 0
  store float %23, ptr %22, align 4, !alias.scope !7, !noalias !16
  br label %pred.store.continue

pred.store.continue:                              ; preds = %pred.store.if, %vector.ph
  %24 = extractelement <4 x i1> %19, i64 1
  br i1 %24, label %pred.store.if3, label %pred.store.continue4

pred.store.if3:                                   ; preds = %pred.store.continue
  %25 = zext nneg i32 %12 to i64
  %26 = getelementptr inbounds nuw [4 x i8], ptr %3, i64 %25
  %27 = extractelement <4 x float> %unmaskedload, i64 1
  store float %27, ptr %26, align 4, !alias.scope !7, !noalias !16
  br label %pred.store.continue4

pred.store.continue4:                             ; preds = %pred.store.if3, %pred.store.continue
  %28 = extractelement <4 x i1> %19, i64 2
  br i1 %28, label %pred.store.if5, label %pred.store.continue6

pred.store.if5:                                   ; preds = %pred.store.continue4
  %29 = zext nneg i32 %13 to i64
  %30 = getelementptr inbounds nuw [4 x i8], ptr %3, i64 %29
  %31 = extractelement <4 x float> %unmaskedload, i64 2
  store float %31, ptr %30, align 4, !alias.scope !7, !noalias !16
  br label %pred.store.continue6

pred.store.continue6:                             ; preds = %pred.store.if5, %pred.store.continue4
  %32 = extractelement <4 x i1> %19, i64 3
  br i1 %32, label %pred.store.if7, label %wrapped_scatter.1_wrapped.exit

pred.store.if7:                                   ; preds = %pred.store.continue6
  %33 = zext nneg i32 %14 to i64
  %34 = getelementptr inbounds nuw [4 x i8], ptr %3, i64 %33
  %35 = extractelement <4 x float> %unmaskedload, i64 3
  store float %35, ptr %34, align 4, !alias.scope !7, !noalias !16
  br label %wrapped_scatter.1_wrapped.exit

wrapped_scatter.1_wrapped.exit:                   ; preds = %pred.store.if7, %pred.store.continue6
  ret ptr null
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #1

attributes #0 = { nofree norecurse nosync nounwind memory(readwrite, target_mem: none) uwtable "frame-pointer"="all" "prefer-vector-width"="256" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }

!llvm.module.flags = !{!0, !1, !2}
!xla_cpu_memory_region_name = !{!3}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{i32 1, !"xla_backend_extra_options", !"xla_cpu_disable_loop_unrolling"}
!2 = !{i32 1, !"xla_dylib_index", i64 2}
!3 = !{!"xla_cpu_emitter__cpu_scatter_fusion__hlo_opcode__fusion"}
!4 = !{}
!5 = !{i64 40}
!6 = !{i64 16}
!7 = !{!8}
!8 = distinct !{!8, !9, !"wrapped_scatter.1_wrapped: argument 0"}
!9 = distinct !{!9, !"wrapped_scatter.1_wrapped"}
!10 = !{!11}
!11 = distinct !{!11, !9, !"wrapped_scatter.1_wrapped: argument 1"}
!12 = !{!13}
!13 = distinct !{!13, !9, !"wrapped_scatter.1_wrapped: argument 2"}
!14 = !{!8, !13}
!15 = !{!8, !11}
!16 = !{!11, !13}
