; ModuleID = '__compute_module_part_00'
source_filename = "__compute_module"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@constant.5 = private unnamed_addr constant [4 x i8] zeroinitializer, align 4
@constant.9 = private unnamed_addr constant [4 x i8] c"\FF\FF\FF\7F", align 4
@constant.6 = private unnamed_addr constant [4 x i8] c"\00\00\C0\7F", align 4
@constant.7 = private unnamed_addr constant [4 x i8] zeroinitializer, align 4

; Function Attrs: denormal_fpenv(preservesign) uwtable
define void @region_0.1(ptr %retval, ptr noalias %run_options, ptr noalias %params, ptr noalias %buffer_table, ptr noalias %status, ptr noalias %prof_counters) #0 {
entry:
  %lt_to.1 = alloca i8, align 1
  %select.1 = alloca i32, align 4
  %xor.1 = alloca i32, align 4
  %compare.2 = alloca i8, align 1
  %select_n.7 = alloca float, align 4
  %select_n.6 = alloca float, align 4
  %eq.3 = alloca i8, align 1
  %ne.3 = alloca i8, align 1
  %select = alloca i32, align 4
  %xor = alloca i32, align 4
  %compare = alloca i8, align 1
  %select_n.5 = alloca float, align 4
  %select_n.4 = alloca float, align 4
  %eq.2 = alloca i8, align 1
  %ne.2 = alloca i8, align 1
  %0 = getelementptr inbounds ptr, ptr %params, i64 0
  %sort.2 = load ptr, ptr %0, align 8, !dereferenceable !2, !align !2
  %1 = load float, ptr %sort.2, align 4, !alias.scope !3, !noalias !6
  %2 = load float, ptr %sort.2, align 4, !alias.scope !3, !noalias !6
  %ne.21 = fcmp une float %1, %2
  %3 = zext i1 %ne.21 to i8
  store i8 %3, ptr %ne.2, align 1, !alias.scope !11, !noalias !12
  %4 = load float, ptr %sort.2, align 4, !alias.scope !3, !noalias !6
  %5 = load float, ptr @constant.7, align 4, !alias.scope !15, !noalias !16
  %eq.22 = fcmp oeq float %4, %5
  %6 = zext i1 %eq.22 to i8
  store i8 %6, ptr %eq.2, align 1, !alias.scope !19, !noalias !20
  %7 = load i8, ptr %eq.2, align 1, !alias.scope !19, !noalias !20
  %8 = load float, ptr @constant.7, align 4, !alias.scope !15, !noalias !16
  %9 = load float, ptr %sort.2, align 4, !alias.scope !3, !noalias !6
  %10 = trunc i8 %7 to i1
  %11 = select i1 %10, float %8, float %9
  store float %11, ptr %select_n.4, align 4, !alias.scope !21, !noalias !22
  %12 = load i8, ptr %ne.2, align 1, !alias.scope !11, !noalias !12
  %13 = load float, ptr @constant.6, align 4, !alias.scope !23, !noalias !24
  %14 = load float, ptr %select_n.4, align 4, !alias.scope !21, !noalias !22
  %15 = trunc i8 %12 to i1
  %16 = select i1 %15, float %13, float %14
  store float %16, ptr %select_n.5, align 4, !alias.scope !27, !noalias !28
  %17 = load i32, ptr %select_n.5, align 4, !alias.scope !27, !noalias !29
  %18 = load i32, ptr @constant.5, align 4, !alias.scope !35, !noalias !36
  %19 = icmp slt i32 %17, %18
  %20 = zext i1 %19 to i8
  store i8 %20, ptr %compare, align 1, !alias.scope !38, !noalias !39
  %21 = load i32, ptr @constant.9, align 4, !alias.scope !40, !noalias !41
  %22 = load i32, ptr %select_n.5, align 4, !alias.scope !27, !noalias !29
  %23 = xor i32 %21, %22
  store i32 %23, ptr %xor, align 4, !alias.scope !43, !noalias !44
  %24 = load i8, ptr %compare, align 1, !alias.scope !38, !noalias !39
  %25 = load i32, ptr %xor, align 4, !alias.scope !43, !noalias !44
  %26 = load i32, ptr %select_n.5, align 4, !alias.scope !27, !noalias !29
  %27 = trunc i8 %24 to i1
  %28 = select i1 %27, i32 %25, i32 %26
  store i32 %28, ptr %select, align 4, !alias.scope !45, !noalias !46
  %29 = getelementptr inbounds ptr, ptr %params, i64 1
  %sort.3 = load ptr, ptr %29, align 8, !dereferenceable !2, !align !2
  %30 = load float, ptr %sort.3, align 4, !alias.scope !49, !noalias !51
  %31 = load float, ptr %sort.3, align 4, !alias.scope !49, !noalias !51
  %ne.33 = fcmp une float %30, %31
  %32 = zext i1 %ne.33 to i8
  store i8 %32, ptr %ne.3, align 1, !alias.scope !52, !noalias !53
  %33 = load float, ptr %sort.3, align 4, !alias.scope !49, !noalias !51
  %34 = load float, ptr @constant.7, align 4, !alias.scope !15, !noalias !16
  %eq.34 = fcmp oeq float %33, %34
  %35 = zext i1 %eq.34 to i8
  store i8 %35, ptr %eq.3, align 1, !alias.scope !54, !noalias !55
  %36 = load i8, ptr %eq.3, align 1, !alias.scope !54, !noalias !55
  %37 = load float, ptr @constant.7, align 4, !alias.scope !15, !noalias !16
  %38 = load float, ptr %sort.3, align 4, !alias.scope !49, !noalias !51
  %39 = trunc i8 %36 to i1
  %40 = select i1 %39, float %37, float %38
  store float %40, ptr %select_n.6, align 4, !alias.scope !56, !noalias !57
  %41 = load i8, ptr %ne.3, align 1, !alias.scope !52, !noalias !53
  %42 = load float, ptr @constant.6, align 4, !alias.scope !23, !noalias !24
  %43 = load float, ptr %select_n.6, align 4, !alias.scope !56, !noalias !57
  %44 = trunc i8 %41 to i1
  %45 = select i1 %44, float %42, float %43
  store float %45, ptr %select_n.7, align 4, !alias.scope !58, !noalias !59
  %46 = load i32, ptr %select_n.7, align 4, !alias.scope !58, !noalias !60
  %47 = load i32, ptr @constant.5, align 4, !alias.scope !35, !noalias !36
  %48 = icmp slt i32 %46, %47
  %49 = zext i1 %48 to i8
  store i8 %49, ptr %compare.2, align 1, !alias.scope !61, !noalias !62
  %50 = load i32, ptr @constant.9, align 4, !alias.scope !40, !noalias !41
  %51 = load i32, ptr %select_n.7, align 4, !alias.scope !58, !noalias !60
  %52 = xor i32 %50, %51
  store i32 %52, ptr %xor.1, align 4, !alias.scope !63, !noalias !64
  %53 = load i8, ptr %compare.2, align 1, !alias.scope !61, !noalias !62
  %54 = load i32, ptr %xor.1, align 4, !alias.scope !63, !noalias !64
  %55 = load i32, ptr %select_n.7, align 4, !alias.scope !58, !noalias !60
  %56 = trunc i8 %53 to i1
  %57 = select i1 %56, i32 %54, i32 %55
  store i32 %57, ptr %select.1, align 4, !alias.scope !65, !noalias !66
  %58 = load i32, ptr %select, align 4, !alias.scope !45, !noalias !46
  %59 = load i32, ptr %select.1, align 4, !alias.scope !65, !noalias !66
  %60 = icmp slt i32 %58, %59
  %61 = zext i1 %60 to i8
  store i8 %61, ptr %lt_to.1, align 1, !alias.scope !67, !noalias !68
  %load_ret_value = load i8, ptr %lt_to.1, align 1
  store i8 %load_ret_value, ptr %retval, align 1
  br label %return

return:                                           ; preds = %entry
  ret void
}

; Function Attrs: denormal_fpenv(preservesign) uwtable
define void @region_1.3(ptr %retval, ptr noalias %run_options, ptr noalias %params, ptr noalias %buffer_table, ptr noalias %status, ptr noalias %prof_counters) #0 {
entry:
  %lt_to.3 = alloca i8, align 1
  %select.3 = alloca i32, align 4
  %xor.3 = alloca i32, align 4
  %compare.5 = alloca i8, align 1
  %select_n.15 = alloca float, align 4
  %select_n.14 = alloca float, align 4
  %eq.7 = alloca i8, align 1
  %ne.7 = alloca i8, align 1
  %select.2 = alloca i32, align 4
  %xor.2 = alloca i32, align 4
  %compare.4 = alloca i8, align 1
  %select_n.13 = alloca float, align 4
  %select_n.12 = alloca float, align 4
  %eq.6 = alloca i8, align 1
  %ne.6 = alloca i8, align 1
  %0 = getelementptr inbounds ptr, ptr %params, i64 2
  %sort.12 = load ptr, ptr %0, align 8, !dereferenceable !2, !align !2
  %1 = getelementptr inbounds ptr, ptr %params, i64 3
  %sort.13 = load ptr, ptr %1, align 8, !dereferenceable !2, !align !2
  %2 = getelementptr inbounds ptr, ptr %params, i64 0
  %sort.10 = load ptr, ptr %2, align 8, !dereferenceable !2, !align !2
  %3 = load float, ptr %sort.10, align 4, !alias.scope !69, !noalias !71
  %4 = load float, ptr %sort.10, align 4, !alias.scope !69, !noalias !71
  %ne.61 = fcmp une float %3, %4
  %5 = zext i1 %ne.61 to i8
  store i8 %5, ptr %ne.6, align 1, !alias.scope !76, !noalias !77
  %6 = load float, ptr %sort.10, align 4, !alias.scope !69, !noalias !71
  %7 = load float, ptr @constant.7, align 4, !alias.scope !80, !noalias !81
  %eq.62 = fcmp oeq float %6, %7
  %8 = zext i1 %eq.62 to i8
  store i8 %8, ptr %eq.6, align 1, !alias.scope !84, !noalias !85
  %9 = load i8, ptr %eq.6, align 1, !alias.scope !84, !noalias !85
  %10 = load float, ptr @constant.7, align 4, !alias.scope !80, !noalias !81
  %11 = load float, ptr %sort.10, align 4, !alias.scope !69, !noalias !71
  %12 = trunc i8 %9 to i1
  %13 = select i1 %12, float %10, float %11
  store float %13, ptr %select_n.12, align 4, !alias.scope !86, !noalias !87
  %14 = load i8, ptr %ne.6, align 1, !alias.scope !76, !noalias !77
  %15 = load float, ptr @constant.6, align 4, !alias.scope !88, !noalias !89
  %16 = load float, ptr %select_n.12, align 4, !alias.scope !86, !noalias !87
  %17 = trunc i8 %14 to i1
  %18 = select i1 %17, float %15, float %16
  store float %18, ptr %select_n.13, align 4, !alias.scope !92, !noalias !93
  %19 = load i32, ptr %select_n.13, align 4, !alias.scope !92, !noalias !94
  %20 = load i32, ptr @constant.5, align 4, !alias.scope !100, !noalias !101
  %21 = icmp slt i32 %19, %20
  %22 = zext i1 %21 to i8
  store i8 %22, ptr %compare.4, align 1, !alias.scope !103, !noalias !104
  %23 = load i32, ptr @constant.9, align 4, !alias.scope !105, !noalias !106
  %24 = load i32, ptr %select_n.13, align 4, !alias.scope !92, !noalias !94
  %25 = xor i32 %23, %24
  store i32 %25, ptr %xor.2, align 4, !alias.scope !108, !noalias !109
  %26 = load i8, ptr %compare.4, align 1, !alias.scope !103, !noalias !104
  %27 = load i32, ptr %xor.2, align 4, !alias.scope !108, !noalias !109
  %28 = load i32, ptr %select_n.13, align 4, !alias.scope !92, !noalias !94
  %29 = trunc i8 %26 to i1
  %30 = select i1 %29, i32 %27, i32 %28
  store i32 %30, ptr %select.2, align 4, !alias.scope !110, !noalias !111
  %31 = getelementptr inbounds ptr, ptr %params, i64 1
  %sort.11 = load ptr, ptr %31, align 8, !dereferenceable !2, !align !2
  %32 = load float, ptr %sort.11, align 4, !alias.scope !114, !noalias !116
  %33 = load float, ptr %sort.11, align 4, !alias.scope !114, !noalias !116
  %ne.73 = fcmp une float %32, %33
  %34 = zext i1 %ne.73 to i8
  store i8 %34, ptr %ne.7, align 1, !alias.scope !117, !noalias !118
  %35 = load float, ptr %sort.11, align 4, !alias.scope !114, !noalias !116
  %36 = load float, ptr @constant.7, align 4, !alias.scope !80, !noalias !81
  %eq.74 = fcmp oeq float %35, %36
  %37 = zext i1 %eq.74 to i8
  store i8 %37, ptr %eq.7, align 1, !alias.scope !119, !noalias !120
  %38 = load i8, ptr %eq.7, align 1, !alias.scope !119, !noalias !120
  %39 = load float, ptr @constant.7, align 4, !alias.scope !80, !noalias !81
  %40 = load float, ptr %sort.11, align 4, !alias.scope !114, !noalias !116
  %41 = trunc i8 %38 to i1
  %42 = select i1 %41, float %39, float %40
  store float %42, ptr %select_n.14, align 4, !alias.scope !121, !noalias !122
  %43 = load i8, ptr %ne.7, align 1, !alias.scope !117, !noalias !118
  %44 = load float, ptr @constant.6, align 4, !alias.scope !88, !noalias !89
  %45 = load float, ptr %select_n.14, align 4, !alias.scope !121, !noalias !122
  %46 = trunc i8 %43 to i1
  %47 = select i1 %46, float %44, float %45
  store float %47, ptr %select_n.15, align 4, !alias.scope !123, !noalias !124
  %48 = load i32, ptr %select_n.15, align 4, !alias.scope !123, !noalias !125
  %49 = load i32, ptr @constant.5, align 4, !alias.scope !100, !noalias !101
  %50 = icmp slt i32 %48, %49
  %51 = zext i1 %50 to i8
  store i8 %51, ptr %compare.5, align 1, !alias.scope !126, !noalias !127
  %52 = load i32, ptr @constant.9, align 4, !alias.scope !105, !noalias !106
  %53 = load i32, ptr %select_n.15, align 4, !alias.scope !123, !noalias !125
  %54 = xor i32 %52, %53
  store i32 %54, ptr %xor.3, align 4, !alias.scope !128, !noalias !129
  %55 = load i8, ptr %compare.5, align 1, !alias.scope !126, !noalias !127
  %56 = load i32, ptr %xor.3, align 4, !alias.scope !128, !noalias !129
  %57 = load i32, ptr %select_n.15, align 4, !alias.scope !123, !noalias !125
  %58 = trunc i8 %55 to i1
  %59 = select i1 %58, i32 %56, i32 %57
  store i32 %59, ptr %select.3, align 4, !alias.scope !130, !noalias !131
  %60 = load i32, ptr %select.2, align 4, !alias.scope !110, !noalias !111
  %61 = load i32, ptr %select.3, align 4, !alias.scope !130, !noalias !131
  %62 = icmp slt i32 %60, %61
  %63 = zext i1 %62 to i8
  store i8 %63, ptr %lt_to.3, align 1, !alias.scope !132, !noalias !133
  %load_ret_value = load i8, ptr %lt_to.3, align 1
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
!4 = !{!"buffer: {index:39, offset:0, size:4}", !5}
!5 = !{!"XLA global AA domain"}
!6 = !{!7, !8, !9, !10}
!7 = !{!"buffer: {index:41, offset:0, size:4}", !5}
!8 = !{!"buffer: {index:42, offset:0, size:4}", !5}
!9 = !{!"buffer: {index:67, offset:0, size:1}", !5}
!10 = !{!"buffer: {index:68, offset:0, size:1}", !5}
!11 = !{!9}
!12 = !{!13, !8, !14}
!13 = !{!"buffer: {index:40, offset:0, size:4}", !5}
!14 = !{!"buffer: {index:43, offset:0, size:4}", !5}
!15 = !{!7}
!16 = !{!17, !8, !18, !10}
!17 = !{!"buffer: {index:12, offset:0, size:1}", !5}
!18 = !{!"buffer: {index:49, offset:0, size:4}", !5}
!19 = !{!10}
!20 = !{!7, !8}
!21 = !{!8}
!22 = !{!13, !7, !14, !9, !10}
!23 = !{!13}
!24 = !{!8, !14, !18, !25, !9, !26}
!25 = !{!"buffer: {index:50, offset:0, size:4}", !5}
!26 = !{!"buffer: {index:70, offset:0, size:1}", !5}
!27 = !{!14}
!28 = !{!13, !8, !9}
!29 = !{!30, !31, !32, !33, !34}
!30 = !{!"buffer: {index:44, offset:0, size:4}", !5}
!31 = !{!"buffer: {index:45, offset:0, size:4}", !5}
!32 = !{!"buffer: {index:46, offset:0, size:4}", !5}
!33 = !{!"buffer: {index:47, offset:0, size:4}", !5}
!34 = !{!"buffer: {index:69, offset:0, size:1}", !5}
!35 = !{!30}
!36 = !{!37, !14, !25, !34}
!37 = !{!"buffer: {index:11, offset:0, size:1}", !5}
!38 = !{!34}
!39 = !{!14, !30, !32, !33}
!40 = !{!31}
!41 = !{!14, !32, !25, !42}
!42 = !{!"buffer: {index:51, offset:0, size:4}", !5}
!43 = !{!32}
!44 = !{!14, !31, !33, !34}
!45 = !{!33}
!46 = !{!47, !14, !32, !48, !34}
!47 = !{!"buffer: {index:10, offset:0, size:1}", !5}
!48 = !{!"buffer: {index:52, offset:0, size:4}", !5}
!49 = !{!50}
!50 = !{!"buffer: {index:48, offset:0, size:4}", !5}
!51 = !{!17, !7, !18, !26}
!52 = !{!26}
!53 = !{!13, !18, !25}
!54 = !{!17}
!55 = !{!7, !18}
!56 = !{!18}
!57 = !{!17, !13, !7, !25, !26}
!58 = !{!25}
!59 = !{!13, !18, !26}
!60 = !{!37, !30, !31, !42, !48}
!61 = !{!37}
!62 = !{!30, !25, !42, !48}
!63 = !{!42}
!64 = !{!37, !31, !25, !48}
!65 = !{!48}
!66 = !{!47, !37, !33, !25, !42}
!67 = !{!47}
!68 = !{!33, !48}
!69 = !{!70}
!70 = !{!"buffer: {index:25, offset:0, size:4}", !5}
!71 = !{!72, !73, !74, !75}
!72 = !{!"buffer: {index:27, offset:0, size:4}", !5}
!73 = !{!"buffer: {index:28, offset:0, size:4}", !5}
!74 = !{!"buffer: {index:60, offset:0, size:1}", !5}
!75 = !{!"buffer: {index:61, offset:0, size:1}", !5}
!76 = !{!74}
!77 = !{!78, !73, !79}
!78 = !{!"buffer: {index:26, offset:0, size:4}", !5}
!79 = !{!"buffer: {index:29, offset:0, size:4}", !5}
!80 = !{!72}
!81 = !{!73, !82, !75, !83}
!82 = !{!"buffer: {index:35, offset:0, size:4}", !5}
!83 = !{!"buffer: {index:64, offset:0, size:1}", !5}
!84 = !{!75}
!85 = !{!72, !73}
!86 = !{!73}
!87 = !{!78, !72, !79, !74, !75}
!88 = !{!78}
!89 = !{!73, !79, !82, !90, !74, !91}
!90 = !{!"buffer: {index:36, offset:0, size:4}", !5}
!91 = !{!"buffer: {index:63, offset:0, size:1}", !5}
!92 = !{!79}
!93 = !{!78, !73, !74}
!94 = !{!95, !96, !97, !98, !99}
!95 = !{!"buffer: {index:30, offset:0, size:4}", !5}
!96 = !{!"buffer: {index:31, offset:0, size:4}", !5}
!97 = !{!"buffer: {index:32, offset:0, size:4}", !5}
!98 = !{!"buffer: {index:33, offset:0, size:4}", !5}
!99 = !{!"buffer: {index:62, offset:0, size:1}", !5}
!100 = !{!95}
!101 = !{!79, !90, !99, !102}
!102 = !{!"buffer: {index:65, offset:0, size:1}", !5}
!103 = !{!99}
!104 = !{!79, !95, !97, !98}
!105 = !{!96}
!106 = !{!79, !97, !90, !107}
!107 = !{!"buffer: {index:37, offset:0, size:4}", !5}
!108 = !{!97}
!109 = !{!79, !96, !98, !99}
!110 = !{!98}
!111 = !{!79, !97, !112, !99, !113}
!112 = !{!"buffer: {index:38, offset:0, size:4}", !5}
!113 = !{!"buffer: {index:66, offset:0, size:1}", !5}
!114 = !{!115}
!115 = !{!"buffer: {index:34, offset:0, size:4}", !5}
!116 = !{!72, !82, !91, !83}
!117 = !{!91}
!118 = !{!78, !82, !90}
!119 = !{!83}
!120 = !{!72, !82}
!121 = !{!82}
!122 = !{!78, !72, !90, !91, !83}
!123 = !{!90}
!124 = !{!78, !82, !91}
!125 = !{!95, !96, !107, !112, !102}
!126 = !{!102}
!127 = !{!95, !90, !107, !112}
!128 = !{!107}
!129 = !{!96, !90, !112, !102}
!130 = !{!112}
!131 = !{!98, !90, !107, !102, !113}
!132 = !{!113}
!133 = !{!98, !112}
