; ModuleID = '__compute_module_part_01'
source_filename = "__compute_module"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn denormal_fpenv(preservesign) memory(read, argmem: readwrite, inaccessiblemem: none, target_mem: none) uwtable
define void @region_2.5(ptr nofree writeonly captures(none) initializes((0, 1)) %retval, ptr noalias nofree readnone captures(none) %run_options, ptr noalias nofree readonly captures(none) %params, ptr noalias nofree readnone captures(none) %buffer_table, ptr noalias nofree readnone captures(none) %status, ptr noalias nofree readnone captures(none) %prof_counters) local_unnamed_addr #0 {
entry:
  %sort.24 = load ptr, ptr %params, align 8, !dereferenceable !2, !align !2
  %0 = getelementptr inbounds nuw i8, ptr %params, i64 8
  %sort.25 = load ptr, ptr %0, align 8, !dereferenceable !2, !align !2
  %1 = load i32, ptr %sort.24, align 4, !alias.scope !3, !noalias !6
  %2 = load i32, ptr %sort.25, align 4, !alias.scope !8, !noalias !6
  %3 = icmp slt i32 %1, %2
  %4 = zext i1 %3 to i8
  store i8 %4, ptr %retval, align 1
  ret void
}

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn denormal_fpenv(preservesign) memory(read, argmem: readwrite, inaccessiblemem: none, target_mem: none) uwtable "frame-pointer"="none" }

!xla_cpu_memory_region_name = !{!0}
!llvm.module.flags = !{!1}

!0 = !{!"ir_emitter"}
!1 = !{i32 1, !"xla_dylib_index", i64 1}
!2 = !{i64 4}
!3 = !{!4}
!4 = !{!"buffer: {index:55, offset:0, size:4}", !5}
!5 = !{!"XLA global AA domain"}
!6 = !{!7}
!7 = !{!"buffer: {index:9, offset:0, size:1}", !5}
!8 = !{!9}
!9 = !{!"buffer: {index:56, offset:0, size:4}", !5}
