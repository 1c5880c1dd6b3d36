; ModuleID = '__compute_module_part_01'
source_filename = "__compute_module"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: denormal_fpenv(preservesign) uwtable
define void @region_2.5(ptr %retval, ptr noalias %run_options, ptr noalias %params, ptr noalias %buffer_table, ptr noalias %status, ptr noalias %prof_counters) #0 {
entry:
  %lt_to.5 = alloca i8, align 1
  %0 = getelementptr inbounds ptr, ptr %params, i64 2
  %sort.26 = load ptr, ptr %0, align 8, !dereferenceable !2, !align !2
  %1 = getelementptr inbounds ptr, ptr %params, i64 3
  %sort.27 = load ptr, ptr %1, align 8, !dereferenceable !2, !align !2
  %2 = getelementptr inbounds ptr, ptr %params, i64 0
  %sort.24 = load ptr, ptr %2, align 8, !dereferenceable !2, !align !2
  %3 = getelementptr inbounds ptr, ptr %params, i64 1
  %sort.25 = load ptr, ptr %3, align 8, !dereferenceable !2, !align !2
  %4 = load i32, ptr %sort.24, align 4, !alias.scope !3, !noalias !6
  %5 = load i32, ptr %sort.25, align 4, !alias.scope !8, !noalias !6
  %6 = icmp slt i32 %4, %5
  %7 = zext i1 %6 to i8
  store i8 %7, ptr %lt_to.5, align 1, !alias.scope !6
  %load_ret_value = load i8, ptr %lt_to.5, align 1
  store i8 %load_ret_value, ptr %retval, align 1
  br label %return

return:                                           ; preds = %entry
  ret void
}

attributes #0 = { denormal_fpenv(preservesign) uwtable "frame-pointer"="none" }

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
