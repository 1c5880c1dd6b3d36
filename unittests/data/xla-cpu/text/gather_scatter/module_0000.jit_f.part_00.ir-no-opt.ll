; ModuleID = '__compute_module_part_00'
source_filename = "__compute_module"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@constant.8 = private unnamed_addr constant [4 x i8] zeroinitializer, align 4
@constant.7 = private unnamed_addr constant [4 x i8] c"\00\00\C0\7F", align 4
@constant = private unnamed_addr constant [4 x i8] zeroinitializer, align 4
@constant.2 = private unnamed_addr constant [4 x i8] c"\FF\FF\FF\7F", align 4

; Function Attrs: denormal_fpenv(preservesign) uwtable
define void @region_0.1(ptr %retval, ptr noalias %run_options, ptr noalias %params, ptr noalias %buffer_table, ptr noalias %status, ptr noalias %prof_counters) #0 {
entry:
  %lt_to.1 = alloca i8, align 1
  %select.1 = alloca i32, align 4
  %xor.1 = alloca i32, align 4
  %compare.1 = alloca i8, align 1
  %select_n.8 = alloca float, align 4
  %select_n.7 = alloca float, align 4
  %eq.3 = alloca i8, align 1
  %ne.3 = alloca i8, align 1
  %select = alloca i32, align 4
  %xor = alloca i32, align 4
  %compare = alloca i8, align 1
  %select_n.6 = alloca float, align 4
  %select_n.5 = alloca float, align 4
  %eq.2 = alloca i8, align 1
  %ne.2 = alloca i8, align 1
  %0 = getelementptr inbounds ptr, ptr %params, i64 2
  %sort.6 = load ptr, ptr %0, align 8, !dereferenceable !2, !align !2
  %1 = getelementptr inbounds ptr, ptr %params, i64 3
  %sort.7 = load ptr, ptr %1, align 8, !dereferenceable !2, !align !2
  %2 = getelementptr inbounds ptr, ptr %params, i64 0
  %sort.4 = load ptr, ptr %2, align 8, !dereferenceable !2, !align !2
  %3 = load float, ptr %sort.4, align 4, !alias.scope !3, !noalias !6
  %4 = load float, ptr %sort.4, align 4, !alias.scope !3, !noalias !6
  %ne.21 = fcmp une float %3, %4
  %5 = zext i1 %ne.21 to i8
  store i8 %5, ptr %ne.2, align 1, !alias.scope !11, !noalias !12
  %6 = load float, ptr %sort.4, align 4, !alias.scope !3, !noalias !6
  %7 = load float, ptr @constant.8, align 4, !alias.scope !15, !noalias !16
  %eq.22 = fcmp oeq float %6, %7
  %8 = zext i1 %eq.22 to i8
  store i8 %8, ptr %eq.2, align 1, !alias.scope !19, !noalias !20
  %9 = load i8, ptr %eq.2, align 1, !alias.scope !19, !noalias !20
  %10 = load float, ptr @constant.8, align 4, !alias.scope !15, !noalias !16
  %11 = load float, ptr %sort.4, align 4, !alias.scope !3, !noalias !6
  %12 = trunc i8 %9 to i1
  %13 = select i1 %12, float %10, float %11
  store float %13, ptr %select_n.5, align 4, !alias.scope !21, !noalias !22
  %14 = load i8, ptr %ne.2, align 1, !alias.scope !11, !noalias !12
  %15 = load float, ptr @constant.7, align 4, !alias.scope !23, !noalias !24
  %16 = load float, ptr %select_n.5, align 4, !alias.scope !21, !noalias !22
  %17 = trunc i8 %14 to i1
  %18 = select i1 %17, float %15, float %16
  store float %18, ptr %select_n.6, align 4, !alias.scope !27, !noalias !28
  %19 = load i32, ptr %select_n.6, align 4, !alias.scope !27, !noalias !29
  %20 = load i32, ptr @constant, align 4, !alias.scope !35, !noalias !36
  %21 = icmp slt i32 %19, %20
  %22 = zext i1 %21 to i8
  store i8 %22, ptr %compare, align 1, !alias.scope !38, !noalias !39
  %23 = load i32, ptr @constant.2, align 4, !alias.scope !40, !noalias !41
  %24 = load i32, ptr %select_n.6, align 4, !alias.scope !27, !noalias !29
  %25 = xor i32 %23, %24
  store i32 %25, ptr %xor, align 4, !alias.scope !43, !noalias !44
  %26 = load i8, ptr %compare, align 1, !alias.scope !38, !noalias !39
  %27 = load i32, ptr %xor, align 4, !alias.scope !43, !noalias !44
  %28 = load i32, ptr %select_n.6, align 4, !alias.scope !27, !noalias !29
  %29 = trunc i8 %26 to i1
  %30 = select i1 %29, i32 %27, i32 %28
  store i32 %30, ptr %select, align 4, !alias.scope !45, !noalias !46
  %31 = getelementptr inbounds ptr, ptr %params, i64 1
  %sort.5 = load ptr, ptr %31, align 8, !dereferenceable !2, !align !2
  %32 = load float, ptr %sort.5, align 4, !alias.scope !49, !noalias !51
  %33 = load float, ptr %sort.5, align 4, !alias.scope !49, !noalias !51
  %ne.33 = fcmp une float %32, %33
  %34 = zext i1 %ne.33 to i8
  store i8 %34, ptr %ne.3, align 1, !alias.scope !52, !noalias !53
  %35 = load float, ptr %sort.5, align 4, !alias.scope !49, !noalias !51
  %36 = load float, ptr @constant.8, align 4, !alias.scope !15, !noalias !16
  %eq.34 = fcmp oeq float %35, %36
  %37 = zext i1 %eq.34 to i8
  store i8 %37, ptr %eq.3, align 1, !alias.scope !54, !noalias !55
  %38 = load i8, ptr %eq.3, align 1, !alias.scope !54, !noalias !55
  %39 = load float, ptr @constant.8, align 4, !alias.scope !15, !noalias !16
  %40 = load float, ptr %sort.5, align 4, !alias.scope !49, !noalias !51
  %41 = trunc i8 %38 to i1
  %42 = select i1 %41, float %39, float %40
  store float %42, ptr %select_n.7, align 4, !alias.scope !56, !noalias !57
  %43 = load i8, ptr %ne.3, align 1, !alias.scope !52, !noalias !53
  %44 = load float, ptr @constant.7, align 4, !alias.scope !23, !noalias !24
  %45 = load float, ptr %select_n.7, align 4, !alias.scope !56, !noalias !57
  %46 = trunc i8 %43 to i1
  %47 = select i1 %46, float %44, float %45
  store float %47, ptr %select_n.8, align 4, !alias.scope !58, !noalias !59
  %48 = load i32, ptr %select_n.8, align 4, !alias.scope !58, !noalias !60
  %49 = load i32, ptr @constant, align 4, !alias.scope !35, !noalias !36
  %50 = icmp slt i32 %48, %49
  %51 = zext i1 %50 to i8
  store i8 %51, ptr %compare.1, align 1, !alias.scope !61, !noalias !62
  %52 = load i32, ptr @constant.2, align 4, !alias.scope !40, !noalias !41
  %53 = load i32, ptr %select_n.8, align 4, !alias.scope !58, !noalias !60
  %54 = xor i32 %52, %53
  store i32 %54, ptr %xor.1, align 4, !alias.scope !63, !noalias !64
  %55 = load i8, ptr %compare.1, align 1, !alias.scope !61, !noalias !62
  %56 = load i32, ptr %xor.1, align 4, !alias.scope !63, !noalias !64
  %57 = load i32, ptr %select_n.8, align 4, !alias.scope !58, !noalias !60
  %58 = trunc i8 %55 to i1
  %59 = select i1 %58, i32 %56, i32 %57
  store i32 %59, ptr %select.1, align 4, !alias.scope !65, !noalias !66
  %60 = load i32, ptr %select, align 4, !alias.scope !45, !noalias !46
  %61 = load i32, ptr %select.1, align 4, !alias.scope !65, !noalias !66
  %62 = icmp slt i32 %60, %61
  %63 = zext i1 %62 to i8
  store i8 %63, ptr %lt_to.1, align 1, !alias.scope !67, !noalias !68
  %load_ret_value = load i8, ptr %lt_to.1, align 1
  store i8 %load_ret_value, ptr %retval, align 1
  br label %return

return:                                           ; preds = %entry
  ret void
}

attributes #0 = { denormal_fpenv(preservesign) uwtable "frame-pointer"="none" }

!xla_cpu_memory_region_name = !{!0}
!llvm.module.flags = !{!1}

!0 = !{!"ir_emitter"}
!1 = !{i32 1, !"xla_dylib_index", i64 0}
!2 = !{i64 4}
!3 = !{!4}
!4 = !{!"buffer: {index:23, offset:0, size:4}", !5}
!5 = !{!"XLA global AA domain"}
!6 = !{!7, !8, !9, !10}
!7 = !{!"buffer: {index:25, offset:0, size:4}", !5}
!8 = !{!"buffer: {index:26, offset:0, size:4}", !5}
!9 = !{!"buffer: {index:37, offset:0, size:1}", !5}
!10 = !{!"buffer: {index:38, offset:0, size:1}", !5}
!11 = !{!9}
!12 = !{!13, !8, !14}
!13 = !{!"buffer: {index:24, offset:0, size:4}", !5}
!14 = !{!"buffer: {index:27, offset:0, size:4}", !5}
!15 = !{!7}
!16 = !{!8, !17, !10, !18}
!17 = !{!"buffer: {index:33, offset:0, size:4}", !5}
!18 = !{!"buffer: {index:41, offset:0, size:1}", !5}
!19 = !{!10}
!20 = !{!7, !8}
!21 = !{!8}
!22 = !{!13, !7, !14, !9, !10}
!23 = !{!13}
!24 = !{!8, !14, !17, !25, !9, !26}
!25 = !{!"buffer: {index:34, offset:0, size:4}", !5}
!26 = !{!"buffer: {index:40, offset:0, size:1}", !5}
!27 = !{!14}
!28 = !{!13, !8, !9}
!29 = !{!30, !31, !32, !33, !34}
!30 = !{!"buffer: {index:28, offset:0, size:4}", !5}
!31 = !{!"buffer: {index:29, offset:0, size:4}", !5}
!32 = !{!"buffer: {index:30, offset:0, size:4}", !5}
!33 = !{!"buffer: {index:31, offset:0, size:4}", !5}
!34 = !{!"buffer: {index:39, offset:0, size:1}", !5}
!35 = !{!30}
!36 = !{!37, !14, !25, !34}
!37 = !{!"buffer: {index:12, offset:0, size:1}", !5}
!38 = !{!34}
!39 = !{!14, !30, !32, !33}
!40 = !{!31}
!41 = !{!14, !32, !25, !42}
!42 = !{!"buffer: {index:35, offset:0, size:4}", !5}
!43 = !{!32}
!44 = !{!14, !31, !33, !34}
!45 = !{!33}
!46 = !{!47, !14, !32, !48, !34}
!47 = !{!"buffer: {index:9, offset:0, size:1}", !5}
!48 = !{!"buffer: {index:36, offset:0, size:4}", !5}
!49 = !{!50}
!50 = !{!"buffer: {index:32, offset:0, size:4}", !5}
!51 = !{!7, !17, !26, !18}
!52 = !{!26}
!53 = !{!13, !17, !25}
!54 = !{!18}
!55 = !{!7, !17}
!56 = !{!17}
!57 = !{!13, !7, !25, !26, !18}
!58 = !{!25}
!59 = !{!13, !17, !26}
!60 = !{!37, !30, !31, !42, !48}
!61 = !{!37}
!62 = !{!30, !25, !42, !48}
!63 = !{!42}
!64 = !{!37, !31, !25, !48}
!65 = !{!48}
!66 = !{!47, !37, !33, !25, !42}
!67 = !{!47}
!68 = !{!33, !48}
