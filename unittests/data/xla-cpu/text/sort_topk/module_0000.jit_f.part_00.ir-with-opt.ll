; ModuleID = '__compute_module_part_00'
source_filename = "__compute_module"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn denormal_fpenv(preservesign) memory(read, argmem: readwrite, inaccessiblemem: none, target_mem: none) uwtable
define void @region_0.1(ptr nofree writeonly captures(none) initializes((0, 1)) %retval, ptr noalias nofree readnone captures(none) %run_options, ptr noalias nofree readonly captures(none) %params, ptr noalias nofree readnone captures(none) %buffer_table, ptr noalias nofree readnone captures(none) %status, ptr noalias nofree readnone captures(none) %prof_counters) local_unnamed_addr #0 {
entry:
  %sort.2 = load ptr, ptr %params, align 8, !dereferenceable !2, !align !2
  %0 = load float, ptr %sort.2, align 4, !alias.scope !3, !noalias !6
  %ne.21 = fcmp uno float %0, 0.000000e+00
  %eq.22 = fcmp oeq float %0, 0.000000e+00
  %1 = bitcast float %0 to i32
  %2 = select i1 %eq.22, i32 0, i32 %1
  %3 = select i1 %ne.21, i32 2143289344, i32 %2
  %4 = icmp slt i32 %3, 0
  %5 = xor i32 %3, 2147483647
  %6 = select i1 %4, i32 %5, i32 %3
  %7 = getelementptr inbounds nuw i8, ptr %params, i64 8
  %sort.3 = load ptr, ptr %7, align 8, !dereferenceable !2, !align !2
  %8 = load float, ptr %sort.3, align 4, !alias.scope !11, !noalias !13
  %ne.33 = fcmp uno float %8, 0.000000e+00
  %eq.34 = fcmp oeq float %8, 0.000000e+00
  %9 = bitcast float %8 to i32
  %10 = select i1 %eq.34, i32 0, i32 %9
  %11 = select i1 %ne.33, i32 2143289344, i32 %10
  %12 = icmp slt i32 %11, 0
  %13 = xor i32 %11, 2147483647
  %14 = select i1 %12, i32 %13, i32 %11
  %15 = icmp slt i32 %6, %14
  %16 = zext i1 %15 to i8
  store i8 %16, ptr %retval, align 1
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn denormal_fpenv(preservesign) memory(read, argmem: readwrite, inaccessiblemem: none, target_mem: none) uwtable
define void @region_1.3(ptr nofree writeonly captures(none) initializes((0, 1)) %retval, ptr noalias nofree readnone captures(none) %run_options, ptr noalias nofree readonly captures(none) %params, ptr noalias nofree readnone captures(none) %buffer_table, ptr noalias nofree readnone captures(none) %status, ptr noalias nofree readnone captures(none) %prof_counters) local_unnamed_addr #0 {
entry:
  %sort.10 = load ptr, ptr %params, align 8, !dereferenceable !2, !align !2
  %0 = load float, ptr %sort.10, align 4, !alias.scope !17, !noalias !19
  %ne.61 = fcmp uno float %0, 0.000000e+00
  %eq.62 = fcmp oeq float %0, 0.000000e+00
  %1 = bitcast float %0 to i32
  %2 = select i1 %eq.62, i32 0, i32 %1
  %3 = select i1 %ne.61, i32 2143289344, i32 %2
  %4 = icmp slt i32 %3, 0
  %5 = xor i32 %3, 2147483647
  %6 = select i1 %4, i32 %5, i32 %3
  %7 = getelementptr inbounds nuw i8, ptr %params, i64 8
  %sort.11 = load ptr, ptr %7, align 8, !dereferenceable !2, !align !2
  %8 = load float, ptr %sort.11, align 4, !alias.scope !24, !noalias !26
  %ne.73 = fcmp uno float %8, 0.000000e+00
  %eq.74 = fcmp oeq float %8, 0.000000e+00
  %9 = bitcast float %8 to i32
  %10 = select i1 %eq.74, i32 0, i32 %9
  %11 = select i1 %ne.73, i32 2143289344, i32 %10
  %12 = icmp slt i32 %11, 0
  %13 = xor i32 %11, 2147483647
  %14 = select i1 %12, i32 %13, i32 %11
  %15 = icmp slt i32 %6, %14
  %16 = zext i1 %15 to i8
  store i8 %16, ptr %retval, align 1
  ret void
}

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn denormal_fpenv(preservesign) memory(read, argmem: readwrite, inaccessiblemem: none, target_mem: none) uwtable "frame-pointer"="none" }

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
!11 = !{!12}
!12 = !{!"buffer: {index:48, offset:0, size:4}", !5}
!13 = !{!14, !7, !15, !16}
!14 = !{!"buffer: {index:12, offset:0, size:1}", !5}
!15 = !{!"buffer: {index:49, offset:0, size:4}", !5}
!16 = !{!"buffer: {index:70, offset:0, size:1}", !5}
!17 = !{!18}
!18 = !{!"buffer: {index:25, offset:0, size:4}", !5}
!19 = !{!20, !21, !22, !23}
!20 = !{!"buffer: {index:27, offset:0, size:4}", !5}
!21 = !{!"buffer: {index:28, offset:0, size:4}", !5}
!22 = !{!"buffer: {index:60, offset:0, size:1}", !5}
!23 = !{!"buffer: {index:61, offset:0, size:1}", !5}
!24 = !{!25}
!25 = !{!"buffer: {index:34, offset:0, size:4}", !5}
!26 = !{!20, !27, !28, !29}
!27 = !{!"buffer: {index:35, offset:0, size:4}", !5}
!28 = !{!"buffer: {index:63, offset:0, size:1}", !5}
!29 = !{!"buffer: {index:64, offset:0, size:1}", !5}
