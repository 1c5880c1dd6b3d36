; ModuleID = '__compute_module_call_computation_kernel_module'
source_filename = "__compute_module_call_computation_kernel_module"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%XLA_CPU_KernelCallFrame = type { ptr, ptr, i64, ptr }
%XLA_CPU_NumWorkGroups = type { i64, i64, i64 }
%XLA_CPU_WorkGroupId = type { i64, i64, i64 }
%XLA_CPU_KernelArg = type { ptr, i64 }

@0 = private unnamed_addr constant [4 x i8] zeroinitializer, align 4
@1 = private unnamed_addr constant [4 x i8] zeroinitializer, align 4
@constant.11 = private unnamed_addr constant [4 x i8] c"\06\00\00\00", align 4
@constant.9 = private unnamed_addr constant [4 x i8] c"\01\00\00\00", align 4
@2 = private unnamed_addr constant [4 x i8] zeroinitializer
@3 = private unnamed_addr constant [4 x i8] zeroinitializer
@4 = private unnamed_addr constant [4 x i8] zeroinitializer

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
  %arg2 = load ptr, ptr %arg2_gep, align 8, !invariant.load !3, !dereferenceable !7, !align !5
  %args_gep5 = getelementptr inbounds nuw %XLA_CPU_KernelCallFrame, ptr %0, i32 0, i32 3
  %args6 = load ptr, ptr %args_gep5, align 8
  %arg3_gep = getelementptr %XLA_CPU_KernelArg, ptr %args6, i32 3, i32 0
  %arg3 = load ptr, ptr %arg3_gep, align 8, !invariant.load !3, !dereferenceable !7, !align !5
  %args_gep7 = getelementptr inbounds nuw %XLA_CPU_KernelCallFrame, ptr %0, i32 0, i32 3
  %args8 = load ptr, ptr %args_gep7, align 8
  %arg4_gep = getelementptr %XLA_CPU_KernelArg, ptr %args8, i32 4, i32 0
  %arg4 = load ptr, ptr %arg4_gep, align 8, !invariant.load !3, !dereferenceable !4, !align !5
  %args_gep9 = getelementptr inbounds nuw %XLA_CPU_KernelCallFrame, ptr %0, i32 0, i32 3
  %args10 = load ptr, ptr %args_gep9, align 8
  %arg5_gep = getelementptr %XLA_CPU_KernelArg, ptr %args10, i32 5, i32 0
  %arg5 = load ptr, ptr %arg5_gep, align 8, !invariant.load !3, !dereferenceable !8, !align !5
  %args_gep11 = getelementptr inbounds nuw %XLA_CPU_KernelCallFrame, ptr %0, i32 0, i32 3
  %args12 = load ptr, ptr %args_gep11, align 8
  %arg6_gep = getelementptr %XLA_CPU_KernelArg, ptr %args12, i32 6, i32 0
  %arg6 = load ptr, ptr %arg6_gep, align 8, !invariant.load !3, !dereferenceable !5, !align !5
  %args_gep13 = getelementptr inbounds nuw %XLA_CPU_KernelCallFrame, ptr %0, i32 0, i32 3
  %args14 = load ptr, ptr %args_gep13, align 8
  %arg7_gep = getelementptr %XLA_CPU_KernelArg, ptr %args14, i32 7, i32 0
  %arg7 = load ptr, ptr %arg7_gep, align 8, !invariant.load !3, !dereferenceable !5, !align !5
  %args_gep15 = getelementptr inbounds nuw %XLA_CPU_KernelCallFrame, ptr %0, i32 0, i32 3
  %args16 = load ptr, ptr %args_gep15, align 8
  %arg8_gep = getelementptr %XLA_CPU_KernelArg, ptr %args16, i32 8, i32 0
  %arg8 = load ptr, ptr %arg8_gep, align 8, !invariant.load !3, !dereferenceable !7, !align !5
  %args_gep17 = getelementptr inbounds nuw %XLA_CPU_KernelCallFrame, ptr %0, i32 0, i32 3
  %args18 = load ptr, ptr %args_gep17, align 8
  %arg9_gep = getelementptr %XLA_CPU_KernelArg, ptr %args18, i32 9, i32 0
  %arg9 = load ptr, ptr %arg9_gep, align 8, !invariant.load !3, !dereferenceable !4, !align !5
  %args_gep19 = getelementptr inbounds nuw %XLA_CPU_KernelCallFrame, ptr %0, i32 0, i32 3
  %args20 = load ptr, ptr %args_gep19, align 8
  %arg10_gep = getelementptr %XLA_CPU_KernelArg, ptr %args20, i32 10, i32 0
  %arg10 = load ptr, ptr %arg10_gep, align 8, !invariant.load !3, !dereferenceable !7, !align !5
  %args_gep21 = getelementptr inbounds nuw %XLA_CPU_KernelCallFrame, ptr %0, i32 0, i32 3
  %args22 = load ptr, ptr %args_gep21, align 8
  %arg11_gep = getelementptr %XLA_CPU_KernelArg, ptr %args22, i32 11, i32 0
  %arg11 = load ptr, ptr %arg11_gep, align 8, !invariant.load !3, !dereferenceable !4, !align !5
  %args_gep23 = getelementptr inbounds nuw %XLA_CPU_KernelCallFrame, ptr %0, i32 0, i32 3
  %args24 = load ptr, ptr %args_gep23, align 8
  %arg12_gep = getelementptr %XLA_CPU_KernelArg, ptr %args24, i32 12, i32 0
  %arg12 = load ptr, ptr %arg12_gep, align 8, !invariant.load !3, !dereferenceable !4, !align !5
  %args_gep25 = getelementptr inbounds nuw %XLA_CPU_KernelCallFrame, ptr %0, i32 0, i32 3
  %args26 = load ptr, ptr %args_gep25, align 8
  %arg13_gep = getelementptr %XLA_CPU_KernelArg, ptr %args26, i32 13, i32 0
  %arg13 = load ptr, ptr %arg13_gep, align 8, !invariant.load !3, !dereferenceable !6, !align !5
  %args_gep27 = getelementptr inbounds nuw %XLA_CPU_KernelCallFrame, ptr %0, i32 0, i32 3
  %args28 = load ptr, ptr %args_gep27, align 8
  %arg14_gep = getelementptr %XLA_CPU_KernelArg, ptr %args28, i32 14, i32 0
  %arg14 = load ptr, ptr %arg14_gep, align 8, !invariant.load !3, !dereferenceable !4, !align !5
  %args_gep29 = getelementptr inbounds nuw %XLA_CPU_KernelCallFrame, ptr %0, i32 0, i32 3
  %args30 = load ptr, ptr %args_gep29, align 8
  %arg15_gep = getelementptr %XLA_CPU_KernelArg, ptr %args30, i32 15, i32 0
  %arg15 = load ptr, ptr %arg15_gep, align 8, !invariant.load !3, !dereferenceable !7, !align !5
  %args_gep31 = getelementptr inbounds nuw %XLA_CPU_KernelCallFrame, ptr %0, i32 0, i32 3
  %args32 = load ptr, ptr %args_gep31, align 8
  %arg16_gep = getelementptr %XLA_CPU_KernelArg, ptr %args32, i32 16, i32 0
  %arg16 = load ptr, ptr %arg16_gep, align 8, !invariant.load !3, !dereferenceable !7, !align !5
  %args_gep33 = getelementptr inbounds nuw %XLA_CPU_KernelCallFrame, ptr %0, i32 0, i32 3
  %args34 = load ptr, ptr %args_gep33, align 8
  %arg17_gep = getelementptr %XLA_CPU_KernelArg, ptr %args34, i32 17, i32 0
  %arg17 = load ptr, ptr %arg17_gep, align 8, !invariant.load !3, !dereferenceable !5, !align !5
  %args_gep35 = getelementptr inbounds nuw %XLA_CPU_KernelCallFrame, ptr %0, i32 0, i32 3
  %args36 = load ptr, ptr %args_gep35, align 8
  %arg18_gep = getelementptr %XLA_CPU_KernelArg, ptr %args36, i32 18, i32 0
  %arg18 = load ptr, ptr %arg18_gep, align 8, !invariant.load !3, !dereferenceable !8, !align !5
  %args_gep37 = getelementptr inbounds nuw %XLA_CPU_KernelCallFrame, ptr %0, i32 0, i32 3
  %args38 = load ptr, ptr %args_gep37, align 8
  %arg19_gep = getelementptr %XLA_CPU_KernelArg, ptr %args38, i32 19, i32 0
  %arg19 = load ptr, ptr %arg19_gep, align 8, !invariant.load !3, !dereferenceable !5, !align !5
  %args_gep39 = getelementptr inbounds nuw %XLA_CPU_KernelCallFrame, ptr %0, i32 0, i32 3
  %args40 = load ptr, ptr %args_gep39, align 8
  %arg20_gep = getelementptr %XLA_CPU_KernelArg, ptr %args40, i32 20, i32 0
  %arg20 = load ptr, ptr %arg20_gep, align 8, !invariant.load !3, !dereferenceable !7, !align !5
  %args_gep41 = getelementptr inbounds nuw %XLA_CPU_KernelCallFrame, ptr %0, i32 0, i32 3
  %args42 = load ptr, ptr %args_gep41, align 8
  %arg21_gep = getelementptr %XLA_CPU_KernelArg, ptr %args42, i32 21, i32 0
  %arg21 = load ptr, ptr %arg21_gep, align 8, !invariant.load !3, !dereferenceable !7, !align !5
  %args_gep43 = getelementptr inbounds nuw %XLA_CPU_KernelCallFrame, ptr %0, i32 0, i32 3
  %args44 = load ptr, ptr %args_gep43, align 8
  %arg22_gep = getelementptr %XLA_CPU_KernelArg, ptr %args44, i32 22, i32 0
  %arg22 = load ptr, ptr %arg22_gep, align 8, !invariant.load !3, !dereferenceable !4, !align !5
  %args_gep45 = getelementptr inbounds nuw %XLA_CPU_KernelCallFrame, ptr %0, i32 0, i32 3
  %args46 = load ptr, ptr %args_gep45, align 8
  %arg23_gep = getelementptr %XLA_CPU_KernelArg, ptr %args46, i32 23, i32 0
  %arg23 = load ptr, ptr %arg23_gep, align 8, !invariant.load !3, !dereferenceable !4, !align !5
  %args_gep47 = getelementptr inbounds nuw %XLA_CPU_KernelCallFrame, ptr %0, i32 0, i32 3
  %args48 = load ptr, ptr %args_gep47, align 8
  %arg24_gep = getelementptr %XLA_CPU_KernelArg, ptr %args48, i32 24, i32 0
  %arg24 = load ptr, ptr %arg24_gep, align 8, !invariant.load !3, !dereferenceable !9, !align !5
  %buffer_table = alloca ptr, i64 25, align 8
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
  %13 = getelementptr inbounds ptr, ptr %buffer_table, i64 11
  store ptr %arg11, ptr %13, align 8
  %14 = getelementptr inbounds ptr, ptr %buffer_table, i64 12
  store ptr %arg12, ptr %14, align 8
  %15 = getelementptr inbounds ptr, ptr %buffer_table, i64 13
  store ptr %arg13, ptr %15, align 8
  %16 = getelementptr inbounds ptr, ptr %buffer_table, i64 14
  store ptr %arg14, ptr %16, align 8
  %17 = getelementptr inbounds ptr, ptr %buffer_table, i64 15
  store ptr %arg15, ptr %17, align 8
  %18 = getelementptr inbounds ptr, ptr %buffer_table, i64 16
  store ptr %arg16, ptr %18, align 8
  %19 = getelementptr inbounds ptr, ptr %buffer_table, i64 17
  store ptr %arg17, ptr %19, align 8
  %20 = getelementptr inbounds ptr, ptr %buffer_table, i64 18
  store ptr %arg18, ptr %20, align 8
  %21 = getelementptr inbounds ptr, ptr %buffer_table, i64 19
  store ptr %arg19, ptr %21, align 8
  %22 = getelementptr inbounds ptr, ptr %buffer_table, i64 20
  store ptr %arg20, ptr %22, align 8
  %23 = getelementptr inbounds ptr, ptr %buffer_table, i64 21
  store ptr %arg21, ptr %23, align 8
  %24 = getelementptr inbounds ptr, ptr %buffer_table, i64 22
  store ptr %arg22, ptr %24, align 8
  %25 = getelementptr inbounds ptr, ptr %buffer_table, i64 23
  store ptr %arg23, ptr %25, align 8
  %26 = getelementptr inbounds ptr, ptr %buffer_table, i64 24
  store ptr %arg24, ptr %26, align 8
  call void @while.6_computation(ptr null, ptr null, ptr null, ptr %buffer_table, ptr null, ptr null)
  br label %return

return:                                           ; preds = %1
  ret ptr null
}

; Function Attrs: alwaysinline uwtable
define internal void @reduce_sum.1(ptr %retval, ptr noalias %run_options, ptr noalias %params, ptr noalias %buffer_table, ptr noalias %status, ptr noalias %prof_counters) #1 {
entry:
  %reduce_sum.5 = alloca float, align 4
  %0 = getelementptr inbounds ptr, ptr %params, i64 0
  %reduce_sum.3 = load ptr, ptr %0, align 8, !dereferenceable !4, !align !4
  %1 = getelementptr inbounds ptr, ptr %params, i64 1
  %reduce_sum.4 = load ptr, ptr %1, align 8, !dereferenceable !4, !align !4
  %2 = load float, ptr %reduce_sum.3, align 4, !alias.scope !10, !noalias !13
  %3 = load float, ptr %reduce_sum.4, align 4, !alias.scope !15, !noalias !13
  %reduce_sum.51 = fadd reassoc float %2, %3
  store float %reduce_sum.51, ptr %reduce_sum.5, align 4, !alias.scope !13
  %load_ret_value = load float, ptr %reduce_sum.5, align 4
  store float %load_ret_value, ptr %retval, align 4
  br label %return

return:                                           ; preds = %entry
  ret void
}

; Function Attrs: alwaysinline uwtable
define internal void @while.0(ptr %retval, ptr noalias %run_options, ptr noalias %params, ptr noalias %buffer_table, ptr noalias %status, ptr noalias %prof_counters) #1 {
entry:
  %reduce_function_parameter_addresses = alloca ptr, i32 2, align 8
  %reduce_function_return_value_addr = alloca float, align 4
  %arg_addr15 = alloca float, align 4
  %arg_addr = alloca float, align 4
  %reduce_sum.1.inner.invar_address.reduction_dim.1 = alloca i64, align 8
  %accumulator_0 = alloca float, align 4
  %dynamic_update_slice.2.invar_address.dim.1 = alloca i64, align 8
  %dynamic_update_slice.2.invar_address.dim.0 = alloca i64, align 8
  %add_tanh_fusion.kLoop_fusion.invar_address.dim.1 = alloca i64, align 8
  %add_tanh_fusion.kLoop_fusion.invar_address.dim.0 = alloca i64, align 8
  %accum_address9 = alloca float, align 4
  %dot_general.0.invar_address.reduction = alloca i64, align 8
  %dot_general.0.invar_address.rhs.1 = alloca i64, align 8
  %dot_general.0.invar_address.lhs.0 = alloca i64, align 8
  %dynamic-slice_bitcast_fusion.kLoop_fusion.invar_address.dim.1 = alloca i64, align 8
  %dynamic-slice_bitcast_fusion.kLoop_fusion.invar_address.dim.0 = alloca i64, align 8
  %accum_address = alloca float, align 4
  %dot_general.1.invar_address.reduction = alloca i64, align 8
  %dot_general.1.invar_address.rhs.1 = alloca i64, align 8
  %dot_general.1.invar_address.lhs.0 = alloca i64, align 8
  %0 = getelementptr inbounds ptr, ptr %buffer_table, i64 15
  %arg_tuple.1 = load ptr, ptr %0, align 8, !invariant.load !3, !dereferenceable !17, !align !5
  %1 = getelementptr inbounds ptr, ptr %buffer_table, i64 19
  %2 = load ptr, ptr %1, align 8, !invariant.load !3, !dereferenceable !5, !align !5
  %3 = getelementptr inbounds ptr, ptr %buffer_table, i64 17
  %4 = load ptr, ptr %3, align 8, !invariant.load !3, !dereferenceable !5, !align !5
  %5 = getelementptr inbounds ptr, ptr %buffer_table, i64 18
  %6 = load ptr, ptr %5, align 8, !invariant.load !3, !dereferenceable !8, !align !5
  %7 = getelementptr inbounds ptr, ptr %buffer_table, i64 13
  %8 = load ptr, ptr %7, align 8, !invariant.load !3, !dereferenceable !6, !align !5
  %9 = getelementptr inbounds ptr, ptr %buffer_table, i64 16
  %10 = load ptr, ptr %9, align 8, !invariant.load !3, !dereferenceable !7, !align !5
  %11 = getelementptr inbounds ptr, ptr %buffer_table, i64 14
  %12 = load ptr, ptr %11, align 8, !invariant.load !3, !dereferenceable !17, !align !5
  %13 = getelementptr inbounds ptr, ptr %buffer_table, i64 21
  %dot_general.1 = load ptr, ptr %13, align 8, !invariant.load !3, !dereferenceable !17, !align !5
  store i64 0, ptr %dot_general.1.invar_address.lhs.0, align 4
  br label %dot_general.1.loop_header.lhs.0

return:                                           ; preds = %dynamic_update_slice.2.loop_exit.dim.0
  ret void

dot_general.1.loop_header.lhs.0:                  ; preds = %dot_general.1.loop_exit.rhs.1, %entry
  %dot_general.1.indvar.lhs.0 = load i64, ptr %dot_general.1.invar_address.lhs.0, align 4
  %14 = icmp uge i64 %dot_general.1.indvar.lhs.0, 3
  br i1 %14, label %dot_general.1.loop_exit.lhs.0, label %dot_general.1.loop_body.lhs.0

dot_general.1.loop_body.lhs.0:                    ; preds = %dot_general.1.loop_header.lhs.0
  store i64 0, ptr %dot_general.1.invar_address.rhs.1, align 4
  br label %dot_general.1.loop_header.rhs.1

dot_general.1.loop_header.rhs.1:                  ; preds = %dot_general.1.loop_exit.reduction, %dot_general.1.loop_body.lhs.0
  %dot_general.1.indvar.rhs.1 = load i64, ptr %dot_general.1.invar_address.rhs.1, align 4
  %15 = icmp uge i64 %dot_general.1.indvar.rhs.1, 4
  br i1 %15, label %dot_general.1.loop_exit.rhs.1, label %dot_general.1.loop_body.rhs.1

dot_general.1.loop_body.rhs.1:                    ; preds = %dot_general.1.loop_header.rhs.1
  store i64 0, ptr %dot_general.1.invar_address.reduction, align 4
  store float 0.000000e+00, ptr %accum_address, align 4
  br label %dot_general.1.loop_header.reduction

dot_general.1.loop_header.reduction:              ; preds = %dot_general.1.loop_body.reduction, %dot_general.1.loop_body.rhs.1
  %dot_general.1.indvar.reduction = load i64, ptr %dot_general.1.invar_address.reduction, align 4
  %16 = icmp uge i64 %dot_general.1.indvar.reduction, 4
  br i1 %16, label %dot_general.1.loop_exit.reduction, label %dot_general.1.loop_body.reduction

dot_general.1.loop_body.reduction:                ; preds = %dot_general.1.loop_header.reduction
  %17 = getelementptr inbounds [3 x [4 x float]], ptr %10, i64 0, i64 %dot_general.1.indvar.lhs.0, i64 %dot_general.1.indvar.reduction
  %18 = load float, ptr %17, align 4, !alias.scope !18, !noalias !20
  %19 = getelementptr inbounds [4 x [4 x float]], ptr %2, i64 0, i64 %dot_general.1.indvar.reduction, i64 %dot_general.1.indvar.rhs.1
  %20 = load float, ptr %19, align 4, !alias.scope !23, !noalias !24
  %21 = load float, ptr %accum_address, align 4
  %22 = fmul float %18, %20
  %23 = fadd float %21, %22
  store float %23, ptr %accum_address, align 4
  %invar.inc2 = add nuw nsw i64 %dot_general.1.indvar.reduction, 1
  store i64 %invar.inc2, ptr %dot_general.1.invar_address.reduction, align 4
  br label %dot_general.1.loop_header.reduction

dot_general.1.loop_exit.reduction:                ; preds = %dot_general.1.loop_header.reduction
  %24 = load float, ptr %accum_address, align 4
  %25 = getelementptr inbounds [3 x [4 x float]], ptr %dot_general.1, i64 0, i64 %dot_general.1.indvar.lhs.0, i64 %dot_general.1.indvar.rhs.1
  store float %24, ptr %25, align 4, !alias.scope !30, !noalias !31
  %invar.inc1 = add nuw nsw i64 %dot_general.1.indvar.rhs.1, 1
  store i64 %invar.inc1, ptr %dot_general.1.invar_address.rhs.1, align 4
  br label %dot_general.1.loop_header.rhs.1

dot_general.1.loop_exit.rhs.1:                    ; preds = %dot_general.1.loop_header.rhs.1
  %invar.inc = add nuw nsw i64 %dot_general.1.indvar.lhs.0, 1
  store i64 %invar.inc, ptr %dot_general.1.invar_address.lhs.0, align 4
  br label %dot_general.1.loop_header.lhs.0

dot_general.1.loop_exit.lhs.0:                    ; preds = %dot_general.1.loop_header.lhs.0
  %26 = getelementptr inbounds ptr, ptr %buffer_table, i64 22
  %copy.4 = load ptr, ptr %26, align 8, !invariant.load !3, !dereferenceable !17, !align !5
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %copy.4, ptr align 1 %12, i64 4, i1 false)
  %27 = getelementptr inbounds ptr, ptr %buffer_table, i64 14
  %wrapped_add = load ptr, ptr %27, align 8, !invariant.load !3, !dereferenceable !17, !align !5
  %28 = load i32, ptr %copy.4, align 4, !alias.scope !33, !noalias !35
  %29 = load i32, ptr @constant.9, align 4, !alias.scope !37, !noalias !38
  %30 = add i32 %28, %29
  store i32 %30, ptr %wrapped_add, align 4, !alias.scope !39, !noalias !40
  %31 = getelementptr inbounds ptr, ptr %buffer_table, i64 16
  %dynamic-slice_bitcast_fusion = load ptr, ptr %31, align 8, !invariant.load !3, !dereferenceable !7, !align !5
  store i64 0, ptr %dynamic-slice_bitcast_fusion.kLoop_fusion.invar_address.dim.0, align 4
  br label %dynamic-slice_bitcast_fusion.kLoop_fusion.loop_header.dim.0

dynamic-slice_bitcast_fusion.kLoop_fusion.loop_header.dim.0: ; preds = %dynamic-slice_bitcast_fusion.kLoop_fusion.loop_exit.dim.1, %dot_general.1.loop_exit.lhs.0
  %dynamic-slice_bitcast_fusion.kLoop_fusion.indvar.dim.0 = load i64, ptr %dynamic-slice_bitcast_fusion.kLoop_fusion.invar_address.dim.0, align 4
  %32 = icmp uge i64 %dynamic-slice_bitcast_fusion.kLoop_fusion.indvar.dim.0, 3
  br i1 %32, label %dynamic-slice_bitcast_fusion.kLoop_fusion.loop_exit.dim.0, label %dynamic-slice_bitcast_fusion.kLoop_fusion.loop_body.dim.0

dynamic-slice_bitcast_fusion.kLoop_fusion.loop_body.dim.0: ; preds = %dynamic-slice_bitcast_fusion.kLoop_fusion.loop_header.dim.0
  store i64 0, ptr %dynamic-slice_bitcast_fusion.kLoop_fusion.invar_address.dim.1, align 4
  br label %dynamic-slice_bitcast_fusion.kLoop_fusion.loop_header.dim.1

dynamic-slice_bitcast_fusion.kLoop_fusion.loop_header.dim.1: ; preds = %dynamic-slice_bitcast_fusion.kLoop_fusion.loop_body.dim.1, %dynamic-slice_bitcast_fusion.kLoop_fusion.loop_body.dim.0
  %dynamic-slice_bitcast_fusion.kLoop_fusion.indvar.dim.1 = load i64, ptr %dynamic-slice_bitcast_fusion.kLoop_fusion.invar_address.dim.1, align 4
  %33 = icmp uge i64 %dynamic-slice_bitcast_fusion.kLoop_fusion.indvar.dim.1, 4
  br i1 %33, label %dynamic-slice_bitcast_fusion.kLoop_fusion.loop_exit.dim.1, label %dynamic-slice_bitcast_fusion.kLoop_fusion.loop_body.dim.1

dynamic-slice_bitcast_fusion.kLoop_fusion.loop_body.dim.1: ; preds = %dynamic-slice_bitcast_fusion.kLoop_fusion.loop_header.dim.1
  %34 = load i32, ptr %copy.4, align 4, !alias.scope !33, !noalias !35
  %35 = sext i32 %34 to i64
  %36 = icmp sge i64 0, %35
  %37 = select i1 %36, i64 0, i64 %35
  %38 = icmp sle i64 5, %37
  %dynamic_slice.2.start_idx0 = select i1 %38, i64 5, i64 %37
  %constant.7 = load i32, ptr @2, align 4
  %39 = sext i32 %constant.7 to i64
  %40 = icmp sge i64 0, %39
  %41 = select i1 %40, i64 0, i64 %39
  %42 = icmp sle i64 0, %41
  %dynamic_slice.2.start_idx1 = select i1 %42, i64 0, i64 %41
  %constant.75 = load i32, ptr @2, align 4
  %43 = sext i32 %constant.75 to i64
  %44 = icmp sge i64 0, %43
  %45 = select i1 %44, i64 0, i64 %43
  %46 = icmp sle i64 0, %45
  %dynamic_slice.2.start_idx2 = select i1 %46, i64 0, i64 %45
  %47 = add i64 %dynamic_slice.2.start_idx0, 0
  %48 = add i64 %dynamic_slice.2.start_idx1, %dynamic-slice_bitcast_fusion.kLoop_fusion.indvar.dim.0
  %49 = add i64 %dynamic_slice.2.start_idx2, %dynamic-slice_bitcast_fusion.kLoop_fusion.indvar.dim.1
  %50 = getelementptr inbounds [6 x [3 x [4 x float]]], ptr %6, i64 0, i64 %47, i64 %48, i64 %49
  %51 = load float, ptr %50, align 4, !alias.scope !41, !noalias !42
  %52 = getelementptr inbounds [3 x [4 x float]], ptr %dynamic-slice_bitcast_fusion, i64 0, i64 %dynamic-slice_bitcast_fusion.kLoop_fusion.indvar.dim.0, i64 %dynamic-slice_bitcast_fusion.kLoop_fusion.indvar.dim.1
  store float %51, ptr %52, align 4, !alias.scope !18, !noalias !43
  %invar.inc4 = add nuw nsw i64 %dynamic-slice_bitcast_fusion.kLoop_fusion.indvar.dim.1, 1
  store i64 %invar.inc4, ptr %dynamic-slice_bitcast_fusion.kLoop_fusion.invar_address.dim.1, align 4
  br label %dynamic-slice_bitcast_fusion.kLoop_fusion.loop_header.dim.1

dynamic-slice_bitcast_fusion.kLoop_fusion.loop_exit.dim.1: ; preds = %dynamic-slice_bitcast_fusion.kLoop_fusion.loop_header.dim.1
  %invar.inc3 = add nuw nsw i64 %dynamic-slice_bitcast_fusion.kLoop_fusion.indvar.dim.0, 1
  store i64 %invar.inc3, ptr %dynamic-slice_bitcast_fusion.kLoop_fusion.invar_address.dim.0, align 4
  br label %dynamic-slice_bitcast_fusion.kLoop_fusion.loop_header.dim.0, !llvm.loop !44

dynamic-slice_bitcast_fusion.kLoop_fusion.loop_exit.dim.0: ; preds = %dynamic-slice_bitcast_fusion.kLoop_fusion.loop_header.dim.0
  %53 = getelementptr inbounds ptr, ptr %buffer_table, i64 20
  %dot_general.0 = load ptr, ptr %53, align 8, !invariant.load !3, !dereferenceable !17, !align !5
  store i64 0, ptr %dot_general.0.invar_address.lhs.0, align 4
  br label %dot_general.0.loop_header.lhs.0

dot_general.0.loop_header.lhs.0:                  ; preds = %dot_general.0.loop_exit.rhs.1, %dynamic-slice_bitcast_fusion.kLoop_fusion.loop_exit.dim.0
  %dot_general.0.indvar.lhs.0 = load i64, ptr %dot_general.0.invar_address.lhs.0, align 4
  %54 = icmp uge i64 %dot_general.0.indvar.lhs.0, 3
  br i1 %54, label %dot_general.0.loop_exit.lhs.0, label %dot_general.0.loop_body.lhs.0

dot_general.0.loop_body.lhs.0:                    ; preds = %dot_general.0.loop_header.lhs.0
  store i64 0, ptr %dot_general.0.invar_address.rhs.1, align 4
  br label %dot_general.0.loop_header.rhs.1

dot_general.0.loop_header.rhs.1:                  ; preds = %dot_general.0.loop_exit.reduction, %dot_general.0.loop_body.lhs.0
  %dot_general.0.indvar.rhs.1 = load i64, ptr %dot_general.0.invar_address.rhs.1, align 4
  %55 = icmp uge i64 %dot_general.0.indvar.rhs.1, 4
  br i1 %55, label %dot_general.0.loop_exit.rhs.1, label %dot_general.0.loop_body.rhs.1

dot_general.0.loop_body.rhs.1:                    ; preds = %dot_general.0.loop_header.rhs.1
  store i64 0, ptr %dot_general.0.invar_address.reduction, align 4
  store float 0.000000e+00, ptr %accum_address9, align 4
  br label %dot_general.0.loop_header.reduction

dot_general.0.loop_header.reduction:              ; preds = %dot_general.0.loop_body.reduction, %dot_general.0.loop_body.rhs.1
  %dot_general.0.indvar.reduction = load i64, ptr %dot_general.0.invar_address.reduction, align 4
  %56 = icmp uge i64 %dot_general.0.indvar.reduction, 4
  br i1 %56, label %dot_general.0.loop_exit.reduction, label %dot_general.0.loop_body.reduction

dot_general.0.loop_body.reduction:                ; preds = %dot_general.0.loop_header.reduction
  %57 = getelementptr inbounds [3 x [4 x float]], ptr %dynamic-slice_bitcast_fusion, i64 0, i64 %dot_general.0.indvar.lhs.0, i64 %dot_general.0.indvar.reduction
  %58 = load float, ptr %57, align 4, !alias.scope !18, !noalias !43
  %59 = getelementptr inbounds [4 x [4 x float]], ptr %4, i64 0, i64 %dot_general.0.indvar.reduction, i64 %dot_general.0.indvar.rhs.1
  %60 = load float, ptr %59, align 4, !alias.scope !46, !noalias !47
  %61 = load float, ptr %accum_address9, align 4
  %62 = fmul float %58, %60
  %63 = fadd float %61, %62
  store float %63, ptr %accum_address9, align 4
  %invar.inc8 = add nuw nsw i64 %dot_general.0.indvar.reduction, 1
  store i64 %invar.inc8, ptr %dot_general.0.invar_address.reduction, align 4
  br label %dot_general.0.loop_header.reduction

dot_general.0.loop_exit.reduction:                ; preds = %dot_general.0.loop_header.reduction
  %64 = load float, ptr %accum_address9, align 4
  %65 = getelementptr inbounds [3 x [4 x float]], ptr %dot_general.0, i64 0, i64 %dot_general.0.indvar.lhs.0, i64 %dot_general.0.indvar.rhs.1
  store float %64, ptr %65, align 4, !alias.scope !48, !noalias !49
  %invar.inc7 = add nuw nsw i64 %dot_general.0.indvar.rhs.1, 1
  store i64 %invar.inc7, ptr %dot_general.0.invar_address.rhs.1, align 4
  br label %dot_general.0.loop_header.rhs.1

dot_general.0.loop_exit.rhs.1:                    ; preds = %dot_general.0.loop_header.rhs.1
  %invar.inc6 = add nuw nsw i64 %dot_general.0.indvar.lhs.0, 1
  store i64 %invar.inc6, ptr %dot_general.0.invar_address.lhs.0, align 4
  br label %dot_general.0.loop_header.lhs.0

dot_general.0.loop_exit.lhs.0:                    ; preds = %dot_general.0.loop_header.lhs.0
  %66 = getelementptr inbounds ptr, ptr %buffer_table, i64 16
  %add_tanh_fusion = load ptr, ptr %66, align 8, !invariant.load !3, !dereferenceable !7, !align !5
  store i64 0, ptr %add_tanh_fusion.kLoop_fusion.invar_address.dim.0, align 4
  br label %add_tanh_fusion.kLoop_fusion.loop_header.dim.0

add_tanh_fusion.kLoop_fusion.loop_header.dim.0:   ; preds = %add_tanh_fusion.kLoop_fusion.loop_exit.dim.1, %dot_general.0.loop_exit.lhs.0
  %add_tanh_fusion.kLoop_fusion.indvar.dim.0 = load i64, ptr %add_tanh_fusion.kLoop_fusion.invar_address.dim.0, align 4
  %67 = icmp uge i64 %add_tanh_fusion.kLoop_fusion.indvar.dim.0, 3
  br i1 %67, label %add_tanh_fusion.kLoop_fusion.loop_exit.dim.0, label %add_tanh_fusion.kLoop_fusion.loop_body.dim.0

add_tanh_fusion.kLoop_fusion.loop_body.dim.0:     ; preds = %add_tanh_fusion.kLoop_fusion.loop_header.dim.0
  store i64 0, ptr %add_tanh_fusion.kLoop_fusion.invar_address.dim.1, align 4
  br label %add_tanh_fusion.kLoop_fusion.loop_header.dim.1

add_tanh_fusion.kLoop_fusion.loop_header.dim.1:   ; preds = %add_tanh_fusion.kLoop_fusion.loop_body.dim.1, %add_tanh_fusion.kLoop_fusion.loop_body.dim.0
  %add_tanh_fusion.kLoop_fusion.indvar.dim.1 = load i64, ptr %add_tanh_fusion.kLoop_fusion.invar_address.dim.1, align 4
  %68 = icmp uge i64 %add_tanh_fusion.kLoop_fusion.indvar.dim.1, 4
  br i1 %68, label %add_tanh_fusion.kLoop_fusion.loop_exit.dim.1, label %add_tanh_fusion.kLoop_fusion.loop_body.dim.1

add_tanh_fusion.kLoop_fusion.loop_body.dim.1:     ; preds = %add_tanh_fusion.kLoop_fusion.loop_header.dim.1
  %69 = getelementptr inbounds [3 x [4 x float]], ptr %dot_general.0, i64 0, i64 %add_tanh_fusion.kLoop_fusion.indvar.dim.0, i64 %add_tanh_fusion.kLoop_fusion.indvar.dim.1
  %70 = load float, ptr %69, align 4, !alias.scope !48, !noalias !49
  %71 = getelementptr inbounds [3 x [4 x float]], ptr %dot_general.1, i64 0, i64 %add_tanh_fusion.kLoop_fusion.indvar.dim.0, i64 %add_tanh_fusion.kLoop_fusion.indvar.dim.1
  %72 = load float, ptr %71, align 4, !alias.scope !30, !noalias !31
  %add.2 = fadd float %70, %72
  %73 = call float @xla.tanh.f32(float %add.2)
  %74 = getelementptr inbounds [3 x [4 x float]], ptr %add_tanh_fusion, i64 0, i64 %add_tanh_fusion.kLoop_fusion.indvar.dim.0, i64 %add_tanh_fusion.kLoop_fusion.indvar.dim.1
  store float %73, ptr %74, align 4, !alias.scope !18, !noalias !50
  %invar.inc11 = add nuw nsw i64 %add_tanh_fusion.kLoop_fusion.indvar.dim.1, 1
  store i64 %invar.inc11, ptr %add_tanh_fusion.kLoop_fusion.invar_address.dim.1, align 4
  br label %add_tanh_fusion.kLoop_fusion.loop_header.dim.1

add_tanh_fusion.kLoop_fusion.loop_exit.dim.1:     ; preds = %add_tanh_fusion.kLoop_fusion.loop_header.dim.1
  %invar.inc10 = add nuw nsw i64 %add_tanh_fusion.kLoop_fusion.indvar.dim.0, 1
  store i64 %invar.inc10, ptr %add_tanh_fusion.kLoop_fusion.invar_address.dim.0, align 4
  br label %add_tanh_fusion.kLoop_fusion.loop_header.dim.0, !llvm.loop !51

add_tanh_fusion.kLoop_fusion.loop_exit.dim.0:     ; preds = %add_tanh_fusion.kLoop_fusion.loop_header.dim.0
  %75 = getelementptr inbounds ptr, ptr %buffer_table, i64 13
  %bitcast_dynamic-update-slice_fusion = load ptr, ptr %75, align 8, !invariant.load !3, !dereferenceable !6, !align !5
  %76 = load i32, ptr %copy.4, align 4, !alias.scope !33, !noalias !35
  %77 = icmp sge i32 0, %76
  %78 = select i1 %77, i32 0, i32 %76
  %79 = icmp sle i32 5, %78
  %80 = select i1 %79, i32 5, i32 %78
  %constant.5 = load i32, ptr @4, align 4
  %81 = icmp sge i32 0, %constant.5
  %82 = select i1 %81, i32 0, i32 %constant.5
  %83 = icmp sle i32 0, %82
  %84 = select i1 %83, i32 0, i32 %82
  store i64 0, ptr %dynamic_update_slice.2.invar_address.dim.0, align 4
  br label %dynamic_update_slice.2.loop_header.dim.0

dynamic_update_slice.2.loop_header.dim.0:         ; preds = %dynamic_update_slice.2.loop_exit.dim.1, %add_tanh_fusion.kLoop_fusion.loop_exit.dim.0
  %dynamic_update_slice.2.indvar.dim.0 = load i64, ptr %dynamic_update_slice.2.invar_address.dim.0, align 4
  %85 = icmp uge i64 %dynamic_update_slice.2.indvar.dim.0, 1
  br i1 %85, label %dynamic_update_slice.2.loop_exit.dim.0, label %dynamic_update_slice.2.loop_body.dim.0

dynamic_update_slice.2.loop_body.dim.0:           ; preds = %dynamic_update_slice.2.loop_header.dim.0
  store i64 0, ptr %dynamic_update_slice.2.invar_address.dim.1, align 4
  br label %dynamic_update_slice.2.loop_header.dim.1

dynamic_update_slice.2.loop_header.dim.1:         ; preds = %reduce_sum.1.inner.loop_exit.reduction_dim.1, %dynamic_update_slice.2.loop_body.dim.0
  %dynamic_update_slice.2.indvar.dim.1 = load i64, ptr %dynamic_update_slice.2.invar_address.dim.1, align 4
  %86 = icmp uge i64 %dynamic_update_slice.2.indvar.dim.1, 3
  br i1 %86, label %dynamic_update_slice.2.loop_exit.dim.1, label %dynamic_update_slice.2.loop_body.dim.1

dynamic_update_slice.2.loop_body.dim.1:           ; preds = %dynamic_update_slice.2.loop_header.dim.1
  %87 = sext i32 %80 to i64
  %88 = add i64 %87, %dynamic_update_slice.2.indvar.dim.0
  %89 = sext i32 %84 to i64
  %90 = add i64 %89, %dynamic_update_slice.2.indvar.dim.1
  %constant.3 = load float, ptr @3, align 4
  store float %constant.3, ptr %accumulator_0, align 4
  store i64 0, ptr %reduce_sum.1.inner.invar_address.reduction_dim.1, align 4
  br label %reduce_sum.1.inner.loop_header.reduction_dim.1

reduce_sum.1.inner.loop_header.reduction_dim.1:   ; preds = %reduce_sum.1.inner.loop_body.reduction_dim.1, %dynamic_update_slice.2.loop_body.dim.1
  %reduce_sum.1.inner.indvar.reduction_dim.1 = load i64, ptr %reduce_sum.1.inner.invar_address.reduction_dim.1, align 4
  %91 = icmp uge i64 %reduce_sum.1.inner.indvar.reduction_dim.1, 4
  br i1 %91, label %reduce_sum.1.inner.loop_exit.reduction_dim.1, label %reduce_sum.1.inner.loop_body.reduction_dim.1

reduce_sum.1.inner.loop_body.reduction_dim.1:     ; preds = %reduce_sum.1.inner.loop_header.reduction_dim.1
  %92 = load float, ptr %accumulator_0, align 4
  %93 = getelementptr inbounds [3 x [4 x float]], ptr %add_tanh_fusion, i64 0, i64 %dynamic_update_slice.2.indvar.dim.1, i64 %reduce_sum.1.inner.indvar.reduction_dim.1
  %94 = load float, ptr %93, align 4, !alias.scope !18, !noalias !50
  store float %92, ptr %arg_addr, align 4
  store float %94, ptr %arg_addr15, align 4
  %95 = getelementptr inbounds ptr, ptr %reduce_function_parameter_addresses, i64 0
  store ptr %arg_addr, ptr %95, align 8
  %96 = getelementptr inbounds ptr, ptr %reduce_function_parameter_addresses, i64 1
  store ptr %arg_addr15, ptr %96, align 8
  call void @reduce_sum.1(ptr %reduce_function_return_value_addr, ptr %run_options, ptr %reduce_function_parameter_addresses, ptr null, ptr %status, ptr %prof_counters)
  %97 = load float, ptr %reduce_function_return_value_addr, align 4
  store float %97, ptr %accumulator_0, align 4
  %invar.inc14 = add nuw nsw i64 %reduce_sum.1.inner.indvar.reduction_dim.1, 1
  store i64 %invar.inc14, ptr %reduce_sum.1.inner.invar_address.reduction_dim.1, align 4
  br label %reduce_sum.1.inner.loop_header.reduction_dim.1

reduce_sum.1.inner.loop_exit.reduction_dim.1:     ; preds = %reduce_sum.1.inner.loop_header.reduction_dim.1
  %98 = load float, ptr %accumulator_0, align 4
  %99 = getelementptr inbounds [6 x [3 x float]], ptr %bitcast_dynamic-update-slice_fusion, i64 0, i64 %88, i64 %90
  store float %98, ptr %99, align 4, !alias.scope !52, !noalias !53
  %invar.inc13 = add nuw nsw i64 %dynamic_update_slice.2.indvar.dim.1, 1
  store i64 %invar.inc13, ptr %dynamic_update_slice.2.invar_address.dim.1, align 4
  br label %dynamic_update_slice.2.loop_header.dim.1

dynamic_update_slice.2.loop_exit.dim.1:           ; preds = %dynamic_update_slice.2.loop_header.dim.1
  %invar.inc12 = add nuw nsw i64 %dynamic_update_slice.2.indvar.dim.0, 1
  store i64 %invar.inc12, ptr %dynamic_update_slice.2.invar_address.dim.0, align 4
  br label %dynamic_update_slice.2.loop_header.dim.0, !llvm.loop !54

dynamic_update_slice.2.loop_exit.dim.0:           ; preds = %dynamic_update_slice.2.loop_header.dim.0
  %100 = getelementptr inbounds ptr, ptr %buffer_table, i64 15
  %tuple.6 = load ptr, ptr %100, align 8, !invariant.load !3, !dereferenceable !17, !align !5
  %101 = getelementptr inbounds [6 x ptr], ptr %tuple.6, i64 0, i64 0
  store ptr %wrapped_add, ptr %101, align 8, !alias.scope !55, !noalias !56
  %102 = getelementptr inbounds [6 x ptr], ptr %tuple.6, i64 0, i64 1
  store ptr %add_tanh_fusion, ptr %102, align 8, !alias.scope !55, !noalias !56
  %103 = getelementptr inbounds [6 x ptr], ptr %tuple.6, i64 0, i64 2
  store ptr %bitcast_dynamic-update-slice_fusion, ptr %103, align 8, !alias.scope !55, !noalias !56
  %104 = getelementptr inbounds [6 x ptr], ptr %tuple.6, i64 0, i64 3
  store ptr %6, ptr %104, align 8, !alias.scope !55, !noalias !56
  %105 = getelementptr inbounds [6 x ptr], ptr %tuple.6, i64 0, i64 4
  store ptr %4, ptr %105, align 8, !alias.scope !55, !noalias !56
  %106 = getelementptr inbounds [6 x ptr], ptr %tuple.6, i64 0, i64 5
  store ptr %2, ptr %106, align 8, !alias.scope !55, !noalias !56
  br label %return
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #2

declare float @xla.tanh.f32(float)

; Function Attrs: alwaysinline uwtable
define internal void @while.0__1(ptr %retval, ptr noalias %run_options, ptr noalias %params, ptr noalias %buffer_table, ptr noalias %status, ptr noalias %prof_counters) #1 {
entry:
  %0 = getelementptr inbounds ptr, ptr %buffer_table, i64 15
  %arg_tuple.3 = load ptr, ptr %0, align 8, !invariant.load !3, !dereferenceable !17, !align !5
  %1 = getelementptr inbounds ptr, ptr %buffer_table, i64 14
  %2 = load ptr, ptr %1, align 8, !invariant.load !3, !dereferenceable !17, !align !5
  %3 = getelementptr inbounds ptr, ptr %buffer_table, i64 24
  %wrapped_compare = load ptr, ptr %3, align 8, !invariant.load !3, !dereferenceable !17, !align !5
  %4 = load i32, ptr %2, align 4, !alias.scope !39, !noalias !57
  %5 = load i32, ptr @constant.11, align 4, !alias.scope !60, !noalias !61
  %6 = icmp slt i32 %4, %5
  %7 = zext i1 %6 to i8
  store i8 %7, ptr %wrapped_compare, align 1, !alias.scope !62, !noalias !63
  br label %return

return:                                           ; preds = %entry
  ret void
}

; Function Attrs: alwaysinline uwtable
define internal void @while.6_computation(ptr %retval, ptr noalias %run_options, ptr noalias %params, ptr noalias %buffer_table, ptr noalias %status, ptr noalias %prof_counters) #1 {
entry:
  %0 = getelementptr inbounds ptr, ptr %buffer_table, i64 15
  %tuple.7 = load ptr, ptr %0, align 8, !invariant.load !3, !dereferenceable !17, !align !5
  %1 = getelementptr inbounds ptr, ptr %buffer_table, i64 15
  %while.0 = load ptr, ptr %1, align 8, !invariant.load !3, !dereferenceable !17, !align !5
  br label %while.0.header

return:                                           ; preds = %while.0.exit
  ret void

while.0.header:                                   ; preds = %while.0.body, %entry
  call void @while.0__1(ptr null, ptr %run_options, ptr null, ptr %buffer_table, ptr %status, ptr %prof_counters)
  %2 = getelementptr inbounds ptr, ptr %buffer_table, i64 24
  %3 = load ptr, ptr %2, align 8, !invariant.load !3, !dereferenceable !17, !align !5
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
attributes #2 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }

!xla_cpu_memory_region_name = !{!0, !1}
!llvm.module.flags = !{!2}

!0 = !{!"xla_cpu_emitter__computation_kernel_emitter__hlo_opcode__call"}
!1 = !{!"ir_emitter"}
!2 = !{i32 1, !"xla_dylib_index", i64 0}
!3 = !{}
!4 = !{i64 4}
!5 = !{i64 64}
!6 = !{i64 72}
!7 = !{i64 48}
!8 = !{i64 288}
!9 = !{i64 1}
!10 = !{!11}
!11 = !{!"buffer: {index:13, offset:0, size:4}", !12}
!12 = !{!"XLA global AA domain"}
!13 = !{!14}
!14 = !{!"buffer: {index:6, offset:0, size:4}", !12}
!15 = !{!16}
!16 = !{!"buffer: {index:12, offset:0, size:4}", !12}
!17 = !{i64 304}
!18 = !{!19}
!19 = !{!"buffer: {index:4, offset:0, size:48}", !12}
!20 = !{!21, !22}
!21 = !{!"buffer: {index:3, offset:0, size:64}", !12}
!22 = !{!"buffer: {index:14, offset:0, size:48}", !12}
!23 = !{!21}
!24 = !{!25, !26, !27, !19, !22, !28, !29}
!25 = !{!"buffer: {index:0, offset:0, size:288}", !12}
!26 = !{!"buffer: {index:1, offset:0, size:72}", !12}
!27 = !{!"buffer: {index:2, offset:0, size:64}", !12}
!28 = !{!"buffer: {index:14, offset:192, size:4}", !12}
!29 = !{!"buffer: {index:14, offset:256, size:48}", !12}
!30 = !{!22}
!31 = !{!21, !19, !32}
!32 = !{!"buffer: {index:14, offset:64, size:48}", !12}
!33 = !{!34}
!34 = !{!"buffer: {index:14, offset:128, size:4}", !12}
!35 = !{!25, !26, !19, !36, !28}
!36 = !{!"buffer: {index:11, offset:0, size:4}", !12}
!37 = !{!36}
!38 = !{!34, !28}
!39 = !{!28}
!40 = !{!25, !26, !27, !21, !19, !36, !34, !29}
!41 = !{!25}
!42 = !{!26, !27, !21, !19, !34, !28, !29}
!43 = !{!25, !27, !32, !34}
!44 = distinct !{!44, !45}
!45 = !{!"llvm.loop.unroll.disable"}
!46 = !{!27}
!47 = !{!25, !26, !21, !19, !32, !28, !29}
!48 = !{!32}
!49 = !{!27, !19, !22}
!50 = !{!25, !26, !27, !21, !22, !32, !34, !28, !29}
!51 = distinct !{!51, !45}
!52 = !{!26}
!53 = !{!25, !27, !21, !19, !34, !28, !29}
!54 = distinct !{!54, !45}
!55 = !{!29}
!56 = !{!25, !26, !27, !21, !19, !28}
!57 = !{!58, !59}
!58 = !{!"buffer: {index:10, offset:0, size:4}", !12}
!59 = !{!"buffer: {index:14, offset:0, size:1}", !12}
!60 = !{!58}
!61 = !{!59, !28}
!62 = !{!59}
!63 = !{!58, !28}
