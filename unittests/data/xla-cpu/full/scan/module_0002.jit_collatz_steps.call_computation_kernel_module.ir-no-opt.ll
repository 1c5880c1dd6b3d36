; ModuleID = '__compute_module_call_computation_kernel_module'
source_filename = "__compute_module_call_computation_kernel_module"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%XLA_CPU_KernelCallFrame = type { ptr, ptr, i64, ptr }
%XLA_CPU_NumWorkGroups = type { i64, i64, i64 }
%XLA_CPU_WorkGroupId = type { i64, i64, i64 }
%XLA_CPU_KernelArg = type { ptr, i64 }

@constant.18 = private unnamed_addr constant [4 x i8] c"\01\00\00\00", align 4
@0 = private unnamed_addr constant [4 x i8] zeroinitializer, align 4
@1 = private unnamed_addr constant [4 x i8] c"\01\00\00\00"
@2 = private unnamed_addr constant [4 x i8] c"\03\00\00\00"
@3 = private unnamed_addr constant [4 x i8] zeroinitializer
@4 = private unnamed_addr constant [4 x i8] c"\FF\FF\FF\FF"
@5 = private unnamed_addr constant [4 x i8] c"\02\00\00\00"

; Function Attrs: uwtable
define ptr @call_kernel(ptr %0) #0 {
  %num_workgroups_gep = getelementptr inbounds nuw %XLA_CPU_KernelCallFrame, ptr %0, i32 0, i32 0
  %num_workgroups = load ptr, ptr %num_workgroups_gep, align 8
  %num_workgroups_x_gep = getelementptr inbounds nuw %XLA_CPU_NumWorkGroups, ptr %num_workgroups, i32 0, i32 0
  %num_workgroups_y_gep = getelementptr inbounds nuw %XLA_CPU_NumWorkGroups, ptr %num_workgroups, i32 0, i32 1
  %num_workgroups_z_gep = getelementptr inbounds nuw %XLA_CPU_NumWorkGroups, ptr %num_workgroups, i32 0, i32 2
  %num_workgroups_x = load i64, ptr %num_workgroups_x_gep, align 4
  %num_workgroups_y = load i64, ptr %num_workgroups_y_gep, align 4
  %num_workgroups_z = load i64, ptr %num_workgroups_z_gep, align 4
  %workgroup_id_gep = getelementptr inbounds nuw %XLA_CPU_KernelCallFrame, ptr %0, i32 0, i32 1
  %workgroup_id = load ptr, ptr %workgroup_id_gep, align 8
  %workgroup_id_x_gep = getelementptr inbounds nuw %XLA_CPU_WorkGroupId, ptr %workgroup_id, i32 0, i32 0
  %workgroup_id_y_gep = getelementptr inbounds nuw %XLA_CPU_WorkGroupId, ptr %workgroup_id, i32 0, i32 1
  %workgroup_id_z_gep = getelementptr inbounds nuw %XLA_CPU_WorkGroupId, ptr %workgroup_id, i32 0, i32 2
  %workgroup_id_x = load i64, ptr %workgroup_id_x_gep, align 4
  %workgroup_id_y = load i64, ptr %workgroup_id_y_gep, align 4
  %workgroup_id_z = load i64, ptr %workgroup_id_z_gep, align 4
  %args_gep = getelementptr inbounds nuw %XLA_CPU_KernelCallFrame, ptr %0, i32 0, i32 3
  %args = load ptr, ptr %args_gep, align 8
  %arg0_gep = getelementptr %XLA_CPU_KernelArg, ptr %args, i32 0, i32 0
  %arg0 = load ptr, ptr %arg0_gep, align 8, !invariant.load !3, !dereferenceable !4, !align !5
  %args_gep1 = getelementptr inbounds nuw %XLA_CPU_KernelCallFrame, ptr %0, i32 0, i32 3
  %args2 = load ptr, ptr %args_gep1, align 8
  %arg1_gep = getelementptr %XLA_CPU_KernelArg, ptr %args2, i32 1, i32 0
  %arg1 = load ptr, ptr %arg1_gep, align 8, !invariant.load !3, !dereferenceable !6, !align !5
  %args_gep3 = getelementptr inbounds nuw %XLA_CPU_KernelCallFrame, ptr %0, i32 0, i32 3
  %args4 = load ptr, ptr %args_gep3, align 8
  %arg2_gep = getelementptr %XLA_CPU_KernelArg, ptr %args4, i32 2, i32 0
  %arg2 = load ptr, ptr %arg2_gep, align 8, !invariant.load !3, !dereferenceable !4, !align !5
  %args_gep5 = getelementptr inbounds nuw %XLA_CPU_KernelCallFrame, ptr %0, i32 0, i32 3
  %args6 = load ptr, ptr %args_gep5, align 8
  %arg3_gep = getelementptr %XLA_CPU_KernelArg, ptr %args6, i32 3, i32 0
  %arg3 = load ptr, ptr %arg3_gep, align 8, !invariant.load !3, !dereferenceable !4, !align !5
  %args_gep7 = getelementptr inbounds nuw %XLA_CPU_KernelCallFrame, ptr %0, i32 0, i32 3
  %args8 = load ptr, ptr %args_gep7, align 8
  %arg4_gep = getelementptr %XLA_CPU_KernelArg, ptr %args8, i32 4, i32 0
  %arg4 = load ptr, ptr %arg4_gep, align 8, !invariant.load !3, !dereferenceable !4, !align !5
  %args_gep9 = getelementptr inbounds nuw %XLA_CPU_KernelCallFrame, ptr %0, i32 0, i32 3
  %args10 = load ptr, ptr %args_gep9, align 8
  %arg5_gep = getelementptr %XLA_CPU_KernelArg, ptr %args10, i32 5, i32 0
  %arg5 = load ptr, ptr %arg5_gep, align 8, !invariant.load !3, !dereferenceable !7, !align !5
  %args_gep11 = getelementptr inbounds nuw %XLA_CPU_KernelCallFrame, ptr %0, i32 0, i32 3
  %args12 = load ptr, ptr %args_gep11, align 8
  %arg6_gep = getelementptr %XLA_CPU_KernelArg, ptr %args12, i32 6, i32 0
  %arg6 = load ptr, ptr %arg6_gep, align 8, !invariant.load !3, !dereferenceable !4, !align !5
  %args_gep13 = getelementptr inbounds nuw %XLA_CPU_KernelCallFrame, ptr %0, i32 0, i32 3
  %args14 = load ptr, ptr %args_gep13, align 8
  %arg7_gep = getelementptr %XLA_CPU_KernelArg, ptr %args14, i32 7, i32 0
  %arg7 = load ptr, ptr %arg7_gep, align 8, !invariant.load !3, !dereferenceable !6, !align !5
  %args_gep15 = getelementptr inbounds nuw %XLA_CPU_KernelCallFrame, ptr %0, i32 0, i32 3
  %args16 = load ptr, ptr %args_gep15, align 8
  %arg8_gep = getelementptr %XLA_CPU_KernelArg, ptr %args16, i32 8, i32 0
  %arg8 = load ptr, ptr %arg8_gep, align 8, !invariant.load !3, !dereferenceable !4, !align !5
  %args_gep17 = getelementptr inbounds nuw %XLA_CPU_KernelCallFrame, ptr %0, i32 0, i32 3
  %args18 = load ptr, ptr %args_gep17, align 8
  %arg9_gep = getelementptr %XLA_CPU_KernelArg, ptr %args18, i32 9, i32 0
  %arg9 = load ptr, ptr %arg9_gep, align 8, !invariant.load !3, !dereferenceable !4, !align !5
  %args_gep19 = getelementptr inbounds nuw %XLA_CPU_KernelCallFrame, ptr %0, i32 0, i32 3
  %args20 = load ptr, ptr %args_gep19, align 8
  %arg10_gep = getelementptr %XLA_CPU_KernelArg, ptr %args20, i32 10, i32 0
  %arg10 = load ptr, ptr %arg10_gep, align 8, !invariant.load !3, !dereferenceable !4, !align !5
  %buffer_table = alloca ptr, i64 11, align 8
  %2 = getelementptr inbounds ptr, ptr %buffer_table, i64 0
  store ptr %arg0, ptr %2, align 8
  %3 = getelementptr inbounds ptr, ptr %buffer_table, i64 1
  store ptr %arg1, ptr %3, align 8
  %4 = getelementptr inbounds ptr, ptr %buffer_table, i64 2
  store ptr %arg2, ptr %4, align 8
  %5 = getelementptr inbounds ptr, ptr %buffer_table, i64 3
  store ptr %arg3, ptr %5, align 8
  %6 = getelementptr inbounds ptr, ptr %buffer_table, i64 4
  store ptr %arg4, ptr %6, align 8
  %7 = getelementptr inbounds ptr, ptr %buffer_table, i64 5
  store ptr %arg5, ptr %7, align 8
  %8 = getelementptr inbounds ptr, ptr %buffer_table, i64 6
  store ptr %arg6, ptr %8, align 8
  %9 = getelementptr inbounds ptr, ptr %buffer_table, i64 7
  store ptr %arg7, ptr %9, align 8
  %10 = getelementptr inbounds ptr, ptr %buffer_table, i64 8
  store ptr %arg8, ptr %10, align 8
  %11 = getelementptr inbounds ptr, ptr %buffer_table, i64 9
  store ptr %arg9, ptr %11, align 8
  %12 = getelementptr inbounds ptr, ptr %buffer_table, i64 10
  store ptr %arg10, ptr %12, align 8
  call void @while.5_computation(ptr null, ptr null, ptr null, ptr %buffer_table, ptr null, ptr null)
  br label %return

return:                                           ; preds = %1
  ret ptr null
}

; Function Attrs: alwaysinline uwtable
define internal void @while.0(ptr %retval, ptr noalias %run_options, ptr noalias %params, ptr noalias %buffer_table, ptr noalias %status, ptr noalias %prof_counters) #1 {
entry:
  %0 = getelementptr inbounds ptr, ptr %buffer_table, i64 7
  %arg_tuple.1 = load ptr, ptr %0, align 8, !invariant.load !3, !dereferenceable !8, !align !5
  %1 = getelementptr inbounds ptr, ptr %buffer_table, i64 8
  %2 = load ptr, ptr %1, align 8, !invariant.load !3, !dereferenceable !4, !align !4
  %3 = getelementptr inbounds ptr, ptr %buffer_table, i64 6
  %4 = load ptr, ptr %3, align 8, !invariant.load !3, !dereferenceable !8, !align !5
  %5 = getelementptr inbounds ptr, ptr %buffer_table, i64 8
  %wrapped_add = load ptr, ptr %5, align 8, !invariant.load !3, !dereferenceable !4, !align !4
  %6 = load i32, ptr %2, align 4, !alias.scope !9, !noalias !12
  %7 = load i32, ptr @constant.18, align 4, !alias.scope !12, !noalias !9
  %8 = add i32 %6, %7
  store i32 %8, ptr %wrapped_add, align 4, !alias.scope !9, !noalias !14
  %9 = getelementptr inbounds ptr, ptr %buffer_table, i64 6
  %add_select_fusion = load ptr, ptr %9, align 8, !invariant.load !3, !dereferenceable !8, !align !5
  %10 = load i32, ptr %4, align 4, !alias.scope !17
  %constant.29 = load i32, ptr @3, align 4
  %11 = icmp slt i32 %10, %constant.29
  %12 = zext i1 %11 to i8
  %13 = load i32, ptr %4, align 4, !alias.scope !17
  %14 = sub i32 0, %13
  %15 = load i32, ptr %4, align 4, !alias.scope !17
  %16 = trunc i8 %12 to i1
  %17 = select i1 %16, i32 %14, i32 %15
  %constant.28 = load i32, ptr @1, align 4
  %18 = and i32 %17, %constant.28
  %19 = sub i32 0, %18
  %20 = trunc i8 %12 to i1
  %21 = select i1 %20, i32 %19, i32 %18
  %constant.291 = load i32, ptr @3, align 4
  %22 = icmp slt i32 %21, %constant.291
  %23 = zext i1 %22 to i8
  %constant.292 = load i32, ptr @3, align 4
  %24 = icmp ne i32 %21, %constant.292
  %25 = zext i1 %24 to i8
  %26 = and i8 %23, %25
  %constant.27 = load i32, ptr @5, align 4
  %27 = add i32 %21, %constant.27
  %28 = trunc i8 %26 to i1
  %29 = select i1 %28, i32 %27, i32 %21
  %constant.293 = load i32, ptr @3, align 4
  %30 = icmp eq i32 %29, %constant.293
  %31 = zext i1 %30 to i8
  %32 = load i32, ptr %4, align 4, !alias.scope !17
  %33 = icmp eq i32 %32, 0
  %34 = ashr i32 %32, 31
  %35 = or i32 %34, 1
  %36 = select i1 %33, i32 0, i32 %35
  %constant.284 = load i32, ptr @1, align 4
  %37 = icmp ne i32 %36, %constant.284
  %38 = zext i1 %37 to i8
  %39 = and i8 %38, %25
  %constant.285 = load i32, ptr @1, align 4
  %40 = lshr i32 %17, %constant.285
  %shft.chk = icmp ult i32 %constant.285, 32
  %41 = select i1 %shft.chk, i32 %40, i32 0
  %42 = sub i32 0, %41
  %43 = trunc i8 %12 to i1
  %44 = select i1 %43, i32 %42, i32 %41
  %constant.26 = load i32, ptr @4, align 4
  %45 = add i32 %44, %constant.26
  %46 = trunc i8 %39 to i1
  %47 = select i1 %46, i32 %45, i32 %44
  %48 = load i32, ptr %4, align 4, !alias.scope !17
  %constant.25 = load i32, ptr @2, align 4
  %49 = mul i32 %48, %constant.25
  %constant.286 = load i32, ptr @1, align 4
  %50 = add i32 %49, %constant.286
  %51 = trunc i8 %31 to i1
  %52 = select i1 %51, i32 %47, i32 %50
  store i32 %52, ptr %add_select_fusion, align 4, !alias.scope !17, !noalias !18
  %53 = getelementptr inbounds ptr, ptr %buffer_table, i64 7
  %tuple.3 = load ptr, ptr %53, align 8, !invariant.load !3, !dereferenceable !8, !align !5
  %54 = getelementptr inbounds [2 x ptr], ptr %tuple.3, i64 0, i64 0
  store ptr %add_select_fusion, ptr %54, align 8, !alias.scope !19, !noalias !20
  %55 = getelementptr inbounds [2 x ptr], ptr %tuple.3, i64 0, i64 1
  store ptr %wrapped_add, ptr %55, align 8, !alias.scope !19, !noalias !20
  br label %return

return:                                           ; preds = %entry
  ret void
}

; Function Attrs: alwaysinline uwtable
define internal void @while.0__1(ptr %retval, ptr noalias %run_options, ptr noalias %params, ptr noalias %buffer_table, ptr noalias %status, ptr noalias %prof_counters) #1 {
entry:
  %0 = getelementptr inbounds ptr, ptr %buffer_table, i64 7
  %arg_tuple.3 = load ptr, ptr %0, align 8, !invariant.load !3, !dereferenceable !8, !align !5
  %1 = getelementptr inbounds ptr, ptr %buffer_table, i64 6
  %2 = load ptr, ptr %1, align 8, !invariant.load !3, !dereferenceable !8, !align !5
  %3 = getelementptr inbounds ptr, ptr %buffer_table, i64 5
  %wrapped_compare = load ptr, ptr %3, align 8, !invariant.load !3, !dereferenceable !8, !align !5
  %4 = load i32, ptr %2, align 4, !alias.scope !17, !noalias !21
  %5 = load i32, ptr @constant.18, align 4, !alias.scope !24, !noalias !25
  %6 = icmp ne i32 %4, %5
  %7 = zext i1 %6 to i8
  store i8 %7, ptr %wrapped_compare, align 1, !alias.scope !26, !noalias !27
  br label %return

return:                                           ; preds = %entry
  ret void
}

; Function Attrs: alwaysinline uwtable
define internal void @while.5_computation(ptr %retval, ptr noalias %run_options, ptr noalias %params, ptr noalias %buffer_table, ptr noalias %status, ptr noalias %prof_counters) #1 {
entry:
  %0 = getelementptr inbounds ptr, ptr %buffer_table, i64 7
  %tuple.4 = load ptr, ptr %0, align 8, !invariant.load !3, !dereferenceable !8, !align !5
  %1 = getelementptr inbounds ptr, ptr %buffer_table, i64 7
  %while.0 = load ptr, ptr %1, align 8, !invariant.load !3, !dereferenceable !8, !align !5
  br label %while.0.header

return:                                           ; preds = %while.0.exit
  ret void

while.0.header:                                   ; preds = %while.0.body, %entry
  call void @while.0__1(ptr null, ptr %run_options, ptr null, ptr %buffer_table, ptr %status, ptr %prof_counters)
  %2 = getelementptr inbounds ptr, ptr %buffer_table, i64 5
  %3 = load ptr, ptr %2, align 8, !invariant.load !3, !dereferenceable !8, !align !5
  %4 = load i8, ptr %3, align 1
  %5 = icmp ne i8 %4, 0
  br i1 %5, label %while.0.body, label %while.0.exit

while.0.body:                                     ; preds = %while.0.header
  call void @while.0(ptr null, ptr %run_options, ptr null, ptr %buffer_table, ptr %status, ptr %prof_counters)
  br label %while.0.header

while.0.exit:                                     ; preds = %while.0.header
  br label %return
}

attributes #0 = { uwtable "frame-pointer"="all" "prefer-vector-width"="256" }
attributes #1 = { alwaysinline uwtable "denormal-fp-math"="preserve-sign" "no-frame-pointer-elim"="false" }

!xla_cpu_memory_region_name = !{!0, !1}
!llvm.module.flags = !{!2}

!0 = !{!"xla_cpu_emitter__computation_kernel_emitter__hlo_opcode__call"}
!1 = !{!"ir_emitter"}
!2 = !{i32 1, !"xla_dylib_index", i64 0}
!3 = !{}
!4 = !{i64 4}
!5 = !{i64 64}
!6 = !{i64 16}
!7 = !{i64 1}
!8 = !{i64 129}
!9 = !{!10}
!10 = !{!"buffer: {index:1, offset:0, size:4}", !11}
!11 = !{!"XLA global AA domain"}
!12 = !{!13}
!13 = !{!"buffer: {index:0, offset:0, size:4}", !11}
!14 = !{!13, !15, !16}
!15 = !{!"buffer: {index:5, offset:0, size:16}", !11}
!16 = !{!"buffer: {index:5, offset:64, size:4}", !11}
!17 = !{!16}
!18 = !{!10, !15}
!19 = !{!15}
!20 = !{!10, !16}
!21 = !{!22, !23}
!22 = !{!"buffer: {index:4, offset:0, size:4}", !11}
!23 = !{!"buffer: {index:5, offset:128, size:1}", !11}
!24 = !{!22}
!25 = !{!16, !23}
!26 = !{!23}
!27 = !{!22, !16}
