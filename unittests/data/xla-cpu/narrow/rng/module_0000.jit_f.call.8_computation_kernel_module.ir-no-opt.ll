; ModuleID = '__compute_module_call.8_computation_kernel_module'
source_filename = "__compute_module_call.8_computation_kernel_module"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%XLA_CPU_KernelCallFrame = type { ptr, ptr, i64, ptr }
%XLA_CPU_NumWorkGroups = type { i64, i64, i64 }
%XLA_CPU_WorkGroupId = type { i64, i64, i64 }
%XLA_CPU_KernelArg = type { ptr, i64 }

@0 = private unnamed_addr constant [16 x i8] c"\0D\00\00\00\0F\00\00\00\1A\00\00\00\06\00\00\00", align 16
@1 = private unnamed_addr constant [16 x i8] c"\11\00\00\00\1D\00\00\00\10\00\00\00\18\00\00\00", align 16
@2 = private unnamed_addr constant [12 x i8] c"\10\02\CE\BF\18r1\BF\C8\1B\9A\BF", align 16
@3 = private unnamed_addr constant [4 x i8] zeroinitializer, align 4
@constant.333 = private unnamed_addr constant [4 x i8] c"\05\00\00\00", align 4
@constant.334 = private unnamed_addr constant [4 x i8] c"\01\00\00\00", align 4
@4 = private unnamed_addr constant [4 x i8] c" \00\00\00"
@5 = private unnamed_addr constant [4 x i8] c"\01\00\00\00"
@6 = private unnamed_addr constant [4 x i8] c" \00\00\00"

; Function Attrs: uwtable
define ptr @call.8_kernel(ptr %0) #0 {
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
  %arg1 = load ptr, ptr %arg1_gep, align 8, !invariant.load !3, !dereferenceable !4, !align !5
  %args_gep3 = getelementptr inbounds nuw %XLA_CPU_KernelCallFrame, ptr %0, i32 0, i32 3
  %args4 = load ptr, ptr %args_gep3, align 8
  %arg2_gep = getelementptr %XLA_CPU_KernelArg, ptr %args4, i32 2, i32 0
  %arg2 = load ptr, ptr %arg2_gep, align 8, !invariant.load !3, !dereferenceable !6, !align !5
  %args_gep5 = getelementptr inbounds nuw %XLA_CPU_KernelCallFrame, ptr %0, i32 0, i32 3
  %args6 = load ptr, ptr %args_gep5, align 8
  %arg3_gep = getelementptr %XLA_CPU_KernelArg, ptr %args6, i32 3, i32 0
  %arg3 = load ptr, ptr %arg3_gep, align 8, !invariant.load !3, !dereferenceable !6, !align !5
  %args_gep7 = getelementptr inbounds nuw %XLA_CPU_KernelCallFrame, ptr %0, i32 0, i32 3
  %args8 = load ptr, ptr %args_gep7, align 8
  %arg4_gep = getelementptr %XLA_CPU_KernelArg, ptr %args8, i32 4, i32 0
  %arg4 = load ptr, ptr %arg4_gep, align 8, !invariant.load !3, !dereferenceable !6, !align !5
  %args_gep9 = getelementptr inbounds nuw %XLA_CPU_KernelCallFrame, ptr %0, i32 0, i32 3
  %args10 = load ptr, ptr %args_gep9, align 8
  %arg5_gep = getelementptr %XLA_CPU_KernelArg, ptr %args10, i32 5, i32 0
  %arg5 = load ptr, ptr %arg5_gep, align 8, !invariant.load !3, !dereferenceable !6, !align !5
  %args_gep11 = getelementptr inbounds nuw %XLA_CPU_KernelCallFrame, ptr %0, i32 0, i32 3
  %args12 = load ptr, ptr %args_gep11, align 8
  %arg6_gep = getelementptr %XLA_CPU_KernelArg, ptr %args12, i32 6, i32 0
  %arg6 = load ptr, ptr %arg6_gep, align 8, !invariant.load !3, !dereferenceable !6, !align !5
  %args_gep13 = getelementptr inbounds nuw %XLA_CPU_KernelCallFrame, ptr %0, i32 0, i32 3
  %args14 = load ptr, ptr %args_gep13, align 8
  %arg7_gep = getelementptr %XLA_CPU_KernelArg, ptr %args14, i32 7, i32 0
  %arg7 = load ptr, ptr %arg7_gep, align 8, !invariant.load !3, !dereferenceable !7, !align !5
  %args_gep15 = getelementptr inbounds nuw %XLA_CPU_KernelCallFrame, ptr %0, i32 0, i32 3
  %args16 = load ptr, ptr %args_gep15, align 8
  %arg8_gep = getelementptr %XLA_CPU_KernelArg, ptr %args16, i32 8, i32 0
  %arg8 = load ptr, ptr %arg8_gep, align 8, !invariant.load !3, !dereferenceable !4, !align !5
  %args_gep17 = getelementptr inbounds nuw %XLA_CPU_KernelCallFrame, ptr %0, i32 0, i32 3
  %args18 = load ptr, ptr %args_gep17, align 8
  %arg9_gep = getelementptr %XLA_CPU_KernelArg, ptr %args18, i32 9, i32 0
  %arg9 = load ptr, ptr %arg9_gep, align 8, !invariant.load !3, !dereferenceable !6, !align !5
  %args_gep19 = getelementptr inbounds nuw %XLA_CPU_KernelCallFrame, ptr %0, i32 0, i32 3
  %args20 = load ptr, ptr %args_gep19, align 8
  %arg10_gep = getelementptr %XLA_CPU_KernelArg, ptr %args20, i32 10, i32 0
  %arg10 = load ptr, ptr %arg10_gep, align 8, !invariant.load !3, !dereferenceable !6, !align !5
  %args_gep21 = getelementptr inbounds nuw %XLA_CPU_KernelCallFrame, ptr %0, i32 0, i32 3
  %args22 = load ptr, ptr %args_gep21, align 8
  %arg11_gep = getelementptr %XLA_CPU_KernelArg, ptr %args22, i32 11, i32 0
  %arg11 = load ptr, ptr %arg11_gep, align 8, !invariant.load !3, !dereferenceable !6, !align !5
  %args_gep23 = getelementptr inbounds nuw %XLA_CPU_KernelCallFrame, ptr %0, i32 0, i32 3
  %args24 = load ptr, ptr %args_gep23, align 8
  %arg12_gep = getelementptr %XLA_CPU_KernelArg, ptr %args24, i32 12, i32 0
  %arg12 = load ptr, ptr %arg12_gep, align 8, !invariant.load !3, !dereferenceable !7, !align !5
  %args_gep25 = getelementptr inbounds nuw %XLA_CPU_KernelCallFrame, ptr %0, i32 0, i32 3
  %args26 = load ptr, ptr %args_gep25, align 8
  %arg13_gep = getelementptr %XLA_CPU_KernelArg, ptr %args26, i32 13, i32 0
  %arg13 = load ptr, ptr %arg13_gep, align 8, !invariant.load !3, !dereferenceable !6, !align !5
  %args_gep27 = getelementptr inbounds nuw %XLA_CPU_KernelCallFrame, ptr %0, i32 0, i32 3
  %args28 = load ptr, ptr %args_gep27, align 8
  %arg14_gep = getelementptr %XLA_CPU_KernelArg, ptr %args28, i32 14, i32 0
  %arg14 = load ptr, ptr %arg14_gep, align 8, !invariant.load !3, !dereferenceable !5, !align !5
  %args_gep29 = getelementptr inbounds nuw %XLA_CPU_KernelCallFrame, ptr %0, i32 0, i32 3
  %args30 = load ptr, ptr %args_gep29, align 8
  %arg15_gep = getelementptr %XLA_CPU_KernelArg, ptr %args30, i32 15, i32 0
  %arg15 = load ptr, ptr %arg15_gep, align 8, !invariant.load !3, !dereferenceable !6, !align !5
  %args_gep31 = getelementptr inbounds nuw %XLA_CPU_KernelCallFrame, ptr %0, i32 0, i32 3
  %args32 = load ptr, ptr %args_gep31, align 8
  %arg16_gep = getelementptr %XLA_CPU_KernelArg, ptr %args32, i32 16, i32 0
  %arg16 = load ptr, ptr %arg16_gep, align 8, !invariant.load !3, !dereferenceable !7, !align !5
  %args_gep33 = getelementptr inbounds nuw %XLA_CPU_KernelCallFrame, ptr %0, i32 0, i32 3
  %args34 = load ptr, ptr %args_gep33, align 8
  %arg17_gep = getelementptr %XLA_CPU_KernelArg, ptr %args34, i32 17, i32 0
  %arg17 = load ptr, ptr %arg17_gep, align 8, !invariant.load !3, !dereferenceable !7, !align !5
  %args_gep35 = getelementptr inbounds nuw %XLA_CPU_KernelCallFrame, ptr %0, i32 0, i32 3
  %args36 = load ptr, ptr %args_gep35, align 8
  %arg18_gep = getelementptr %XLA_CPU_KernelArg, ptr %args36, i32 18, i32 0
  %arg18 = load ptr, ptr %arg18_gep, align 8, !invariant.load !3, !dereferenceable !4, !align !5
  %args_gep37 = getelementptr inbounds nuw %XLA_CPU_KernelCallFrame, ptr %0, i32 0, i32 3
  %args38 = load ptr, ptr %args_gep37, align 8
  %arg19_gep = getelementptr %XLA_CPU_KernelArg, ptr %args38, i32 19, i32 0
  %arg19 = load ptr, ptr %arg19_gep, align 8, !invariant.load !3, !dereferenceable !6, !align !5
  %args_gep39 = getelementptr inbounds nuw %XLA_CPU_KernelCallFrame, ptr %0, i32 0, i32 3
  %args40 = load ptr, ptr %args_gep39, align 8
  %arg20_gep = getelementptr %XLA_CPU_KernelArg, ptr %args40, i32 20, i32 0
  %arg20 = load ptr, ptr %arg20_gep, align 8, !invariant.load !3, !dereferenceable !4, !align !5
  %args_gep41 = getelementptr inbounds nuw %XLA_CPU_KernelCallFrame, ptr %0, i32 0, i32 3
  %args42 = load ptr, ptr %args_gep41, align 8
  %arg21_gep = getelementptr %XLA_CPU_KernelArg, ptr %args42, i32 21, i32 0
  %arg21 = load ptr, ptr %arg21_gep, align 8, !invariant.load !3, !dereferenceable !8, !align !5
  %args_gep43 = getelementptr inbounds nuw %XLA_CPU_KernelCallFrame, ptr %0, i32 0, i32 3
  %args44 = load ptr, ptr %args_gep43, align 8
  %arg22_gep = getelementptr %XLA_CPU_KernelArg, ptr %args44, i32 22, i32 0
  %arg22 = load ptr, ptr %arg22_gep, align 8, !invariant.load !3, !dereferenceable !4, !align !5
  %args_gep45 = getelementptr inbounds nuw %XLA_CPU_KernelCallFrame, ptr %0, i32 0, i32 3
  %args46 = load ptr, ptr %args_gep45, align 8
  %arg23_gep = getelementptr %XLA_CPU_KernelArg, ptr %args46, i32 23, i32 0
  %arg23 = load ptr, ptr %arg23_gep, align 8, !invariant.load !3, !dereferenceable !7, !align !5
  %args_gep47 = getelementptr inbounds nuw %XLA_CPU_KernelCallFrame, ptr %0, i32 0, i32 3
  %args48 = load ptr, ptr %args_gep47, align 8
  %arg24_gep = getelementptr %XLA_CPU_KernelArg, ptr %args48, i32 24, i32 0
  %arg24 = load ptr, ptr %arg24_gep, align 8, !invariant.load !3, !dereferenceable !6, !align !5
  %args_gep49 = getelementptr inbounds nuw %XLA_CPU_KernelCallFrame, ptr %0, i32 0, i32 3
  %args50 = load ptr, ptr %args_gep49, align 8
  %arg25_gep = getelementptr %XLA_CPU_KernelArg, ptr %args50, i32 25, i32 0
  %arg25 = load ptr, ptr %arg25_gep, align 8, !invariant.load !3, !dereferenceable !4, !align !5
  %args_gep51 = getelementptr inbounds nuw %XLA_CPU_KernelCallFrame, ptr %0, i32 0, i32 3
  %args52 = load ptr, ptr %args_gep51, align 8
  %arg26_gep = getelementptr %XLA_CPU_KernelArg, ptr %args52, i32 26, i32 0
  %arg26 = load ptr, ptr %arg26_gep, align 8, !invariant.load !3, !dereferenceable !6, !align !5
  %args_gep53 = getelementptr inbounds nuw %XLA_CPU_KernelCallFrame, ptr %0, i32 0, i32 3
  %args54 = load ptr, ptr %args_gep53, align 8
  %arg27_gep = getelementptr %XLA_CPU_KernelArg, ptr %args54, i32 27, i32 0
  %arg27 = load ptr, ptr %arg27_gep, align 8, !invariant.load !3, !dereferenceable !4, !align !5
  %args_gep55 = getelementptr inbounds nuw %XLA_CPU_KernelCallFrame, ptr %0, i32 0, i32 3
  %args56 = load ptr, ptr %args_gep55, align 8
  %arg28_gep = getelementptr %XLA_CPU_KernelArg, ptr %args56, i32 28, i32 0
  %arg28 = load ptr, ptr %arg28_gep, align 8, !invariant.load !3, !dereferenceable !7, !align !5
  %args_gep57 = getelementptr inbounds nuw %XLA_CPU_KernelCallFrame, ptr %0, i32 0, i32 3
  %args58 = load ptr, ptr %args_gep57, align 8
  %arg29_gep = getelementptr %XLA_CPU_KernelArg, ptr %args58, i32 29, i32 0
  %arg29 = load ptr, ptr %arg29_gep, align 8, !invariant.load !3, !dereferenceable !6, !align !5
  %args_gep59 = getelementptr inbounds nuw %XLA_CPU_KernelCallFrame, ptr %0, i32 0, i32 3
  %args60 = load ptr, ptr %args_gep59, align 8
  %arg30_gep = getelementptr %XLA_CPU_KernelArg, ptr %args60, i32 30, i32 0
  %arg30 = load ptr, ptr %arg30_gep, align 8, !invariant.load !3, !dereferenceable !6, !align !5
  %args_gep61 = getelementptr inbounds nuw %XLA_CPU_KernelCallFrame, ptr %0, i32 0, i32 3
  %args62 = load ptr, ptr %args_gep61, align 8
  %arg31_gep = getelementptr %XLA_CPU_KernelArg, ptr %args62, i32 31, i32 0
  %arg31 = load ptr, ptr %arg31_gep, align 8, !invariant.load !3, !dereferenceable !7, !align !5
  %args_gep63 = getelementptr inbounds nuw %XLA_CPU_KernelCallFrame, ptr %0, i32 0, i32 3
  %args64 = load ptr, ptr %args_gep63, align 8
  %arg32_gep = getelementptr %XLA_CPU_KernelArg, ptr %args64, i32 32, i32 0
  %arg32 = load ptr, ptr %arg32_gep, align 8, !invariant.load !3, !dereferenceable !7, !align !5
  %args_gep65 = getelementptr inbounds nuw %XLA_CPU_KernelCallFrame, ptr %0, i32 0, i32 3
  %args66 = load ptr, ptr %args_gep65, align 8
  %arg33_gep = getelementptr %XLA_CPU_KernelArg, ptr %args66, i32 33, i32 0
  %arg33 = load ptr, ptr %arg33_gep, align 8, !invariant.load !3, !dereferenceable !5, !align !5
  %args_gep67 = getelementptr inbounds nuw %XLA_CPU_KernelCallFrame, ptr %0, i32 0, i32 3
  %args68 = load ptr, ptr %args_gep67, align 8
  %arg34_gep = getelementptr %XLA_CPU_KernelArg, ptr %args68, i32 34, i32 0
  %arg34 = load ptr, ptr %arg34_gep, align 8, !invariant.load !3, !dereferenceable !6, !align !5
  %args_gep69 = getelementptr inbounds nuw %XLA_CPU_KernelCallFrame, ptr %0, i32 0, i32 3
  %args70 = load ptr, ptr %args_gep69, align 8
  %arg35_gep = getelementptr %XLA_CPU_KernelArg, ptr %args70, i32 35, i32 0
  %arg35 = load ptr, ptr %arg35_gep, align 8, !invariant.load !3, !dereferenceable !6, !align !5
  %args_gep71 = getelementptr inbounds nuw %XLA_CPU_KernelCallFrame, ptr %0, i32 0, i32 3
  %args72 = load ptr, ptr %args_gep71, align 8
  %arg36_gep = getelementptr %XLA_CPU_KernelArg, ptr %args72, i32 36, i32 0
  %arg36 = load ptr, ptr %arg36_gep, align 8, !invariant.load !3, !dereferenceable !6, !align !5
  %args_gep73 = getelementptr inbounds nuw %XLA_CPU_KernelCallFrame, ptr %0, i32 0, i32 3
  %args74 = load ptr, ptr %args_gep73, align 8
  %arg37_gep = getelementptr %XLA_CPU_KernelArg, ptr %args74, i32 37, i32 0
  %arg37 = load ptr, ptr %arg37_gep, align 8, !invariant.load !3, !dereferenceable !6, !align !5
  %args_gep75 = getelementptr inbounds nuw %XLA_CPU_KernelCallFrame, ptr %0, i32 0, i32 3
  %args76 = load ptr, ptr %args_gep75, align 8
  %arg38_gep = getelementptr %XLA_CPU_KernelArg, ptr %args76, i32 38, i32 0
  %arg38 = load ptr, ptr %arg38_gep, align 8, !invariant.load !3, !dereferenceable !6, !align !5
  %buffer_table = alloca ptr, i64 39, align 8
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
  %27 = getelementptr inbounds ptr, ptr %buffer_table, i64 25
  store ptr %arg25, ptr %27, align 8
  %28 = getelementptr inbounds ptr, ptr %buffer_table, i64 26
  store ptr %arg26, ptr %28, align 8
  %29 = getelementptr inbounds ptr, ptr %buffer_table, i64 27
  store ptr %arg27, ptr %29, align 8
  %30 = getelementptr inbounds ptr, ptr %buffer_table, i64 28
  store ptr %arg28, ptr %30, align 8
  %31 = getelementptr inbounds ptr, ptr %buffer_table, i64 29
  store ptr %arg29, ptr %31, align 8
  %32 = getelementptr inbounds ptr, ptr %buffer_table, i64 30
  store ptr %arg30, ptr %32, align 8
  %33 = getelementptr inbounds ptr, ptr %buffer_table, i64 31
  store ptr %arg31, ptr %33, align 8
  %34 = getelementptr inbounds ptr, ptr %buffer_table, i64 32
  store ptr %arg32, ptr %34, align 8
  %35 = getelementptr inbounds ptr, ptr %buffer_table, i64 33
  store ptr %arg33, ptr %35, align 8
  %36 = getelementptr inbounds ptr, ptr %buffer_table, i64 34
  store ptr %arg34, ptr %36, align 8
  %37 = getelementptr inbounds ptr, ptr %buffer_table, i64 35
  store ptr %arg35, ptr %37, align 8
  %38 = getelementptr inbounds ptr, ptr %buffer_table, i64 36
  store ptr %arg36, ptr %38, align 8
  %39 = getelementptr inbounds ptr, ptr %buffer_table, i64 37
  store ptr %arg37, ptr %39, align 8
  %40 = getelementptr inbounds ptr, ptr %buffer_table, i64 38
  store ptr %arg38, ptr %40, align 8
  call void @while.120_computation(ptr null, ptr null, ptr null, ptr %buffer_table, ptr null, ptr null)
  br label %return

return:                                           ; preds = %1
  ret ptr null
}

; Function Attrs: alwaysinline uwtable
define internal void @while.125(ptr %retval, ptr noalias %run_options, ptr noalias %params, ptr noalias %buffer_table, ptr noalias %status, ptr noalias %prof_counters) #1 {
entry:
  %broadcast_add_fusion.8.kLoop_fusion.invar_address.dim.1 = alloca i64, align 8
  %broadcast_add_fusion.8.kLoop_fusion.invar_address.dim.0 = alloca i64, align 8
  %broadcast_add_fusion.9.kLoop_fusion.invar_address.dim.1 = alloca i64, align 8
  %broadcast_add_fusion.9.kLoop_fusion.invar_address.dim.0 = alloca i64, align 8
  %0 = getelementptr inbounds ptr, ptr %buffer_table, i64 33
  %arg_tuple.34 = load ptr, ptr %0, align 8, !invariant.load !3, !dereferenceable !9, !align !5
  %1 = getelementptr inbounds ptr, ptr %buffer_table, i64 23
  %2 = load ptr, ptr %1, align 8, !invariant.load !3, !dereferenceable !9, !align !5
  %3 = getelementptr inbounds ptr, ptr %buffer_table, i64 28
  %4 = load ptr, ptr %3, align 8, !invariant.load !3, !dereferenceable !9, !align !5
  %5 = getelementptr inbounds ptr, ptr %buffer_table, i64 19
  %6 = load ptr, ptr %5, align 8, !invariant.load !3, !dereferenceable !9, !align !5
  %7 = getelementptr inbounds ptr, ptr %buffer_table, i64 36
  %8 = load ptr, ptr %7, align 8, !invariant.load !3, !dereferenceable !9, !align !5
  %9 = getelementptr inbounds ptr, ptr %buffer_table, i64 35
  %10 = load ptr, ptr %9, align 8, !invariant.load !3, !dereferenceable !9, !align !5
  %11 = getelementptr inbounds ptr, ptr %buffer_table, i64 22
  %12 = load ptr, ptr %11, align 8, !invariant.load !3, !dereferenceable !9, !align !5
  %13 = getelementptr inbounds ptr, ptr %buffer_table, i64 20
  %14 = load ptr, ptr %13, align 8, !invariant.load !3, !dereferenceable !4, !align !5
  %15 = getelementptr inbounds ptr, ptr %buffer_table, i64 34
  %16 = load ptr, ptr %15, align 8, !invariant.load !3, !dereferenceable !9, !align !5
  %17 = getelementptr inbounds ptr, ptr %buffer_table, i64 32
  %copy.111 = load ptr, ptr %17, align 8, !invariant.load !3, !dereferenceable !10, !align !11
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %copy.111, ptr align 1 %2, i64 16, i1 false)
  %18 = getelementptr inbounds ptr, ptr %buffer_table, i64 31
  %copy.110 = load ptr, ptr %18, align 8, !invariant.load !3, !dereferenceable !7, !align !7
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %copy.110, ptr align 1 %4, i64 16, i1 false)
  %19 = getelementptr inbounds ptr, ptr %buffer_table, i64 29
  %copy.109 = load ptr, ptr %19, align 8, !invariant.load !3, !dereferenceable !9, !align !5
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %copy.109, ptr align 1 %6, i64 4, i1 false)
  %20 = getelementptr inbounds ptr, ptr %buffer_table, i64 26
  %copy.108 = load ptr, ptr %20, align 8, !invariant.load !3, !dereferenceable !9, !align !5
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %copy.108, ptr align 1 %8, i64 4, i1 false)
  %21 = getelementptr inbounds ptr, ptr %buffer_table, i64 30
  %copy.107 = load ptr, ptr %21, align 8, !invariant.load !3, !dereferenceable !9, !align !5
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %copy.107, ptr align 1 %10, i64 4, i1 false)
  %22 = getelementptr inbounds ptr, ptr %buffer_table, i64 25
  %copy.106 = load ptr, ptr %22, align 8, !invariant.load !3, !dereferenceable !9, !align !5
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %copy.106, ptr align 1 %12, i64 48, i1 false)
  %23 = getelementptr inbounds ptr, ptr %buffer_table, i64 27
  %copy.105 = load ptr, ptr %23, align 8, !invariant.load !3, !dereferenceable !9, !align !5
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %copy.105, ptr align 1 %14, i64 48, i1 false)
  %24 = getelementptr inbounds ptr, ptr %buffer_table, i64 38
  %copy.104 = load ptr, ptr %24, align 8, !invariant.load !3, !dereferenceable !9, !align !5
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %copy.104, ptr align 1 %16, i64 4, i1 false)
  %25 = getelementptr inbounds ptr, ptr %buffer_table, i64 23
  %copy.119 = load ptr, ptr %25, align 8, !invariant.load !3, !dereferenceable !9, !align !5
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %copy.119, ptr align 1 %copy.110, i64 16, i1 false)
  %26 = getelementptr inbounds ptr, ptr %buffer_table, i64 28
  %copy.118 = load ptr, ptr %26, align 8, !invariant.load !3, !dereferenceable !9, !align !5
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %copy.118, ptr align 1 %copy.111, i64 16, i1 false)
  %27 = getelementptr inbounds ptr, ptr %buffer_table, i64 36
  %copy.116 = load ptr, ptr %27, align 8, !invariant.load !3, !dereferenceable !9, !align !5
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %copy.116, ptr align 1 %copy.109, i64 4, i1 false)
  %28 = getelementptr inbounds ptr, ptr %buffer_table, i64 19
  %copy.117 = load ptr, ptr %28, align 8, !invariant.load !3, !dereferenceable !9, !align !5
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %copy.117, ptr align 1 %copy.107, i64 4, i1 false)
  %29 = getelementptr inbounds ptr, ptr %buffer_table, i64 35
  %copy.115 = load ptr, ptr %29, align 8, !invariant.load !3, !dereferenceable !9, !align !5
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %copy.115, ptr align 1 %copy.108, i64 4, i1 false)
  %30 = getelementptr inbounds ptr, ptr %buffer_table, i64 20
  %broadcast_add_fusion.9 = load ptr, ptr %30, align 8, !invariant.load !3, !dereferenceable !4, !align !5
  store i64 0, ptr %broadcast_add_fusion.9.kLoop_fusion.invar_address.dim.0, align 4
  br label %broadcast_add_fusion.9.kLoop_fusion.loop_header.dim.0

return:                                           ; preds = %broadcast_add_fusion.8.kLoop_fusion.loop_exit.dim.0
  ret void

broadcast_add_fusion.9.kLoop_fusion.loop_header.dim.0: ; preds = %broadcast_add_fusion.9.kLoop_fusion.loop_exit.dim.1, %entry
  %broadcast_add_fusion.9.kLoop_fusion.indvar.dim.0 = load i64, ptr %broadcast_add_fusion.9.kLoop_fusion.invar_address.dim.0, align 4
  %31 = icmp uge i64 %broadcast_add_fusion.9.kLoop_fusion.indvar.dim.0, 4
  br i1 %31, label %broadcast_add_fusion.9.kLoop_fusion.loop_exit.dim.0, label %broadcast_add_fusion.9.kLoop_fusion.loop_body.dim.0

broadcast_add_fusion.9.kLoop_fusion.loop_body.dim.0: ; preds = %broadcast_add_fusion.9.kLoop_fusion.loop_header.dim.0
  store i64 0, ptr %broadcast_add_fusion.9.kLoop_fusion.invar_address.dim.1, align 4
  br label %broadcast_add_fusion.9.kLoop_fusion.loop_header.dim.1

broadcast_add_fusion.9.kLoop_fusion.loop_header.dim.1: ; preds = %broadcast_add_fusion.9.kLoop_fusion.loop_body.dim.1, %broadcast_add_fusion.9.kLoop_fusion.loop_body.dim.0
  %broadcast_add_fusion.9.kLoop_fusion.indvar.dim.1 = load i64, ptr %broadcast_add_fusion.9.kLoop_fusion.invar_address.dim.1, align 4
  %32 = icmp uge i64 %broadcast_add_fusion.9.kLoop_fusion.indvar.dim.1, 3
  br i1 %32, label %broadcast_add_fusion.9.kLoop_fusion.loop_exit.dim.1, label %broadcast_add_fusion.9.kLoop_fusion.loop_body.dim.1

broadcast_add_fusion.9.kLoop_fusion.loop_body.dim.1: ; preds = %broadcast_add_fusion.9.kLoop_fusion.loop_header.dim.1
  %33 = getelementptr inbounds [4 x [3 x i32]], ptr %copy.105, i64 0, i64 %broadcast_add_fusion.9.kLoop_fusion.indvar.dim.0, i64 %broadcast_add_fusion.9.kLoop_fusion.indvar.dim.1
  %34 = load i32, ptr %33, align 4, !alias.scope !12, !noalias !15
  %35 = getelementptr inbounds [4 x [3 x i32]], ptr %copy.106, i64 0, i64 %broadcast_add_fusion.9.kLoop_fusion.indvar.dim.0, i64 %broadcast_add_fusion.9.kLoop_fusion.indvar.dim.1
  %36 = load i32, ptr %35, align 4, !alias.scope !23, !noalias !24
  %37 = add i32 %34, %36
  %38 = getelementptr inbounds [4 x [3 x i32]], ptr %copy.106, i64 0, i64 %broadcast_add_fusion.9.kLoop_fusion.indvar.dim.0, i64 %broadcast_add_fusion.9.kLoop_fusion.indvar.dim.1
  %39 = load i32, ptr %38, align 4, !alias.scope !23, !noalias !24
  %40 = getelementptr inbounds [4 x i32], ptr %copy.110, i64 0, i64 0
  %41 = load i32, ptr %40, align 4, !alias.scope !25, !noalias !26
  %42 = shl i32 %39, %41
  %shft.chk = icmp ult i32 %41, 32
  %43 = select i1 %shft.chk, i32 %42, i32 0
  %44 = getelementptr inbounds [4 x [3 x i32]], ptr %copy.106, i64 0, i64 %broadcast_add_fusion.9.kLoop_fusion.indvar.dim.0, i64 %broadcast_add_fusion.9.kLoop_fusion.indvar.dim.1
  %45 = load i32, ptr %44, align 4, !alias.scope !23, !noalias !24
  %constant.351 = load i32, ptr @4, align 4
  %46 = sub i32 %constant.351, %41
  %47 = lshr i32 %45, %46
  %shft.chk2 = icmp ult i32 %46, 32
  %48 = select i1 %shft.chk2, i32 %47, i32 0
  %49 = or i32 %43, %48
  %50 = xor i32 %37, %49
  %51 = add i32 %37, %50
  %52 = getelementptr inbounds [4 x i32], ptr %copy.110, i64 0, i64 1
  %53 = load i32, ptr %52, align 4, !alias.scope !25, !noalias !26
  %54 = shl i32 %50, %53
  %shft.chk3 = icmp ult i32 %53, 32
  %55 = select i1 %shft.chk3, i32 %54, i32 0
  %constant.3514 = load i32, ptr @4, align 4
  %56 = sub i32 %constant.3514, %53
  %57 = lshr i32 %50, %56
  %shft.chk5 = icmp ult i32 %56, 32
  %58 = select i1 %shft.chk5, i32 %57, i32 0
  %59 = or i32 %55, %58
  %60 = xor i32 %51, %59
  %61 = add i32 %51, %60
  %62 = getelementptr inbounds [4 x i32], ptr %copy.110, i64 0, i64 2
  %63 = load i32, ptr %62, align 4, !alias.scope !25, !noalias !26
  %64 = shl i32 %60, %63
  %shft.chk6 = icmp ult i32 %63, 32
  %65 = select i1 %shft.chk6, i32 %64, i32 0
  %constant.3517 = load i32, ptr @4, align 4
  %66 = sub i32 %constant.3517, %63
  %67 = lshr i32 %60, %66
  %shft.chk8 = icmp ult i32 %66, 32
  %68 = select i1 %shft.chk8, i32 %67, i32 0
  %69 = or i32 %65, %68
  %70 = xor i32 %61, %69
  %71 = add i32 %61, %70
  %72 = load i32, ptr %copy.107, align 4, !alias.scope !29, !noalias !30
  %73 = add i32 %71, %72
  %74 = getelementptr inbounds [4 x [3 x i32]], ptr %broadcast_add_fusion.9, i64 0, i64 %broadcast_add_fusion.9.kLoop_fusion.indvar.dim.0, i64 %broadcast_add_fusion.9.kLoop_fusion.indvar.dim.1
  store i32 %73, ptr %74, align 4, !alias.scope !33, !noalias !34
  %invar.inc1 = add nuw nsw i64 %broadcast_add_fusion.9.kLoop_fusion.indvar.dim.1, 1
  store i64 %invar.inc1, ptr %broadcast_add_fusion.9.kLoop_fusion.invar_address.dim.1, align 4
  br label %broadcast_add_fusion.9.kLoop_fusion.loop_header.dim.1

broadcast_add_fusion.9.kLoop_fusion.loop_exit.dim.1: ; preds = %broadcast_add_fusion.9.kLoop_fusion.loop_header.dim.1
  %invar.inc = add nuw nsw i64 %broadcast_add_fusion.9.kLoop_fusion.indvar.dim.0, 1
  store i64 %invar.inc, ptr %broadcast_add_fusion.9.kLoop_fusion.invar_address.dim.0, align 4
  br label %broadcast_add_fusion.9.kLoop_fusion.loop_header.dim.0, !llvm.loop !38

broadcast_add_fusion.9.kLoop_fusion.loop_exit.dim.0: ; preds = %broadcast_add_fusion.9.kLoop_fusion.loop_header.dim.0
  %75 = getelementptr inbounds ptr, ptr %buffer_table, i64 22
  %broadcast_add_fusion.8 = load ptr, ptr %75, align 8, !invariant.load !3, !dereferenceable !9, !align !5
  store i64 0, ptr %broadcast_add_fusion.8.kLoop_fusion.invar_address.dim.0, align 4
  br label %broadcast_add_fusion.8.kLoop_fusion.loop_header.dim.0

broadcast_add_fusion.8.kLoop_fusion.loop_header.dim.0: ; preds = %broadcast_add_fusion.8.kLoop_fusion.loop_exit.dim.1, %broadcast_add_fusion.9.kLoop_fusion.loop_exit.dim.0
  %broadcast_add_fusion.8.kLoop_fusion.indvar.dim.0 = load i64, ptr %broadcast_add_fusion.8.kLoop_fusion.invar_address.dim.0, align 4
  %76 = icmp uge i64 %broadcast_add_fusion.8.kLoop_fusion.indvar.dim.0, 4
  br i1 %76, label %broadcast_add_fusion.8.kLoop_fusion.loop_exit.dim.0, label %broadcast_add_fusion.8.kLoop_fusion.loop_body.dim.0

broadcast_add_fusion.8.kLoop_fusion.loop_body.dim.0: ; preds = %broadcast_add_fusion.8.kLoop_fusion.loop_header.dim.0
  store i64 0, ptr %broadcast_add_fusion.8.kLoop_fusion.invar_address.dim.1, align 4
  br label %broadcast_add_fusion.8.kLoop_fusion.loop_header.dim.1

broadcast_add_fusion.8.kLoop_fusion.loop_header.dim.1: ; preds = %broadcast_add_fusion.8.kLoop_fusion.loop_body.dim.1, %broadcast_add_fusion.8.kLoop_fusion.loop_body.dim.0
  %broadcast_add_fusion.8.kLoop_fusion.indvar.dim.1 = load i64, ptr %broadcast_add_fusion.8.kLoop_fusion.invar_address.dim.1, align 4
  %77 = icmp uge i64 %broadcast_add_fusion.8.kLoop_fusion.indvar.dim.1, 3
  br i1 %77, label %broadcast_add_fusion.8.kLoop_fusion.loop_exit.dim.1, label %broadcast_add_fusion.8.kLoop_fusion.loop_body.dim.1

broadcast_add_fusion.8.kLoop_fusion.loop_body.dim.1: ; preds = %broadcast_add_fusion.8.kLoop_fusion.loop_header.dim.1
  %78 = getelementptr inbounds [4 x [3 x i32]], ptr %copy.105, i64 0, i64 %broadcast_add_fusion.8.kLoop_fusion.indvar.dim.0, i64 %broadcast_add_fusion.8.kLoop_fusion.indvar.dim.1
  %79 = load i32, ptr %78, align 4, !alias.scope !12, !noalias !15
  %80 = getelementptr inbounds [4 x [3 x i32]], ptr %copy.106, i64 0, i64 %broadcast_add_fusion.8.kLoop_fusion.indvar.dim.0, i64 %broadcast_add_fusion.8.kLoop_fusion.indvar.dim.1
  %81 = load i32, ptr %80, align 4, !alias.scope !23, !noalias !24
  %82 = add i32 %79, %81
  %83 = getelementptr inbounds [4 x [3 x i32]], ptr %copy.106, i64 0, i64 %broadcast_add_fusion.8.kLoop_fusion.indvar.dim.0, i64 %broadcast_add_fusion.8.kLoop_fusion.indvar.dim.1
  %84 = load i32, ptr %83, align 4, !alias.scope !23, !noalias !24
  %85 = getelementptr inbounds [4 x i32], ptr %copy.110, i64 0, i64 0
  %86 = load i32, ptr %85, align 4, !alias.scope !25, !noalias !26
  %87 = shl i32 %84, %86
  %shft.chk11 = icmp ult i32 %86, 32
  %88 = select i1 %shft.chk11, i32 %87, i32 0
  %89 = getelementptr inbounds [4 x [3 x i32]], ptr %copy.106, i64 0, i64 %broadcast_add_fusion.8.kLoop_fusion.indvar.dim.0, i64 %broadcast_add_fusion.8.kLoop_fusion.indvar.dim.1
  %90 = load i32, ptr %89, align 4, !alias.scope !23, !noalias !24
  %constant.349 = load i32, ptr @6, align 4
  %91 = sub i32 %constant.349, %86
  %92 = lshr i32 %90, %91
  %shft.chk12 = icmp ult i32 %91, 32
  %93 = select i1 %shft.chk12, i32 %92, i32 0
  %94 = or i32 %88, %93
  %95 = xor i32 %82, %94
  %96 = add i32 %82, %95
  %97 = getelementptr inbounds [4 x i32], ptr %copy.110, i64 0, i64 1
  %98 = load i32, ptr %97, align 4, !alias.scope !25, !noalias !26
  %99 = shl i32 %95, %98
  %shft.chk13 = icmp ult i32 %98, 32
  %100 = select i1 %shft.chk13, i32 %99, i32 0
  %constant.34914 = load i32, ptr @6, align 4
  %101 = sub i32 %constant.34914, %98
  %102 = lshr i32 %95, %101
  %shft.chk15 = icmp ult i32 %101, 32
  %103 = select i1 %shft.chk15, i32 %102, i32 0
  %104 = or i32 %100, %103
  %105 = xor i32 %96, %104
  %106 = add i32 %96, %105
  %107 = getelementptr inbounds [4 x i32], ptr %copy.110, i64 0, i64 2
  %108 = load i32, ptr %107, align 4, !alias.scope !25, !noalias !26
  %109 = shl i32 %105, %108
  %shft.chk16 = icmp ult i32 %108, 32
  %110 = select i1 %shft.chk16, i32 %109, i32 0
  %constant.34917 = load i32, ptr @6, align 4
  %111 = sub i32 %constant.34917, %108
  %112 = lshr i32 %105, %111
  %shft.chk18 = icmp ult i32 %111, 32
  %113 = select i1 %shft.chk18, i32 %112, i32 0
  %114 = or i32 %110, %113
  %115 = xor i32 %106, %114
  %116 = add i32 %106, %115
  %117 = getelementptr inbounds [4 x i32], ptr %copy.110, i64 0, i64 3
  %118 = load i32, ptr %117, align 4, !alias.scope !25, !noalias !26
  %119 = shl i32 %115, %118
  %shft.chk19 = icmp ult i32 %118, 32
  %120 = select i1 %shft.chk19, i32 %119, i32 0
  %constant.34920 = load i32, ptr @6, align 4
  %121 = sub i32 %constant.34920, %118
  %122 = lshr i32 %115, %121
  %shft.chk21 = icmp ult i32 %121, 32
  %123 = select i1 %shft.chk21, i32 %122, i32 0
  %124 = or i32 %120, %123
  %125 = xor i32 %116, %124
  %126 = load i32, ptr %copy.108, align 4, !alias.scope !40, !noalias !41
  %127 = add i32 %125, %126
  %128 = load i32, ptr %copy.104, align 4, !alias.scope !42, !noalias !43
  %constant.350 = load i32, ptr @5, align 4
  %129 = add i32 %128, %constant.350
  %130 = add i32 %127, %129
  %131 = getelementptr inbounds [4 x [3 x i32]], ptr %broadcast_add_fusion.8, i64 0, i64 %broadcast_add_fusion.8.kLoop_fusion.indvar.dim.0, i64 %broadcast_add_fusion.8.kLoop_fusion.indvar.dim.1
  store i32 %130, ptr %131, align 4, !alias.scope !45, !noalias !46
  %invar.inc10 = add nuw nsw i64 %broadcast_add_fusion.8.kLoop_fusion.indvar.dim.1, 1
  store i64 %invar.inc10, ptr %broadcast_add_fusion.8.kLoop_fusion.invar_address.dim.1, align 4
  br label %broadcast_add_fusion.8.kLoop_fusion.loop_header.dim.1

broadcast_add_fusion.8.kLoop_fusion.loop_exit.dim.1: ; preds = %broadcast_add_fusion.8.kLoop_fusion.loop_header.dim.1
  %invar.inc9 = add nuw nsw i64 %broadcast_add_fusion.8.kLoop_fusion.indvar.dim.0, 1
  store i64 %invar.inc9, ptr %broadcast_add_fusion.8.kLoop_fusion.invar_address.dim.0, align 4
  br label %broadcast_add_fusion.8.kLoop_fusion.loop_header.dim.0, !llvm.loop !47

broadcast_add_fusion.8.kLoop_fusion.loop_exit.dim.0: ; preds = %broadcast_add_fusion.8.kLoop_fusion.loop_header.dim.0
  %132 = getelementptr inbounds ptr, ptr %buffer_table, i64 34
  %wrapped_add.4 = load ptr, ptr %132, align 8, !invariant.load !3, !dereferenceable !9, !align !5
  %133 = load i32, ptr %copy.104, align 4, !alias.scope !42, !noalias !43
  %134 = load i32, ptr @constant.334, align 4, !alias.scope !48, !noalias !49
  %135 = add i32 %133, %134
  store i32 %135, ptr %wrapped_add.4, align 4, !alias.scope !50, !noalias !51
  %136 = getelementptr inbounds ptr, ptr %buffer_table, i64 33
  %tuple.95 = load ptr, ptr %136, align 8, !invariant.load !3, !dereferenceable !9, !align !5
  %137 = getelementptr inbounds [8 x ptr], ptr %tuple.95, i64 0, i64 0
  store ptr %wrapped_add.4, ptr %137, align 8, !alias.scope !52, !noalias !53
  %138 = getelementptr inbounds [8 x ptr], ptr %tuple.95, i64 0, i64 1
  store ptr %broadcast_add_fusion.9, ptr %138, align 8, !alias.scope !52, !noalias !53
  %139 = getelementptr inbounds [8 x ptr], ptr %tuple.95, i64 0, i64 2
  store ptr %broadcast_add_fusion.8, ptr %139, align 8, !alias.scope !52, !noalias !53
  %140 = getelementptr inbounds [8 x ptr], ptr %tuple.95, i64 0, i64 3
  store ptr %copy.115, ptr %140, align 8, !alias.scope !52, !noalias !53
  %141 = getelementptr inbounds [8 x ptr], ptr %tuple.95, i64 0, i64 4
  store ptr %copy.116, ptr %141, align 8, !alias.scope !52, !noalias !53
  %142 = getelementptr inbounds [8 x ptr], ptr %tuple.95, i64 0, i64 5
  store ptr %copy.117, ptr %142, align 8, !alias.scope !52, !noalias !53
  %143 = getelementptr inbounds [8 x ptr], ptr %tuple.95, i64 0, i64 6
  store ptr %copy.118, ptr %143, align 8, !alias.scope !52, !noalias !53
  %144 = getelementptr inbounds [8 x ptr], ptr %tuple.95, i64 0, i64 7
  store ptr %copy.119, ptr %144, align 8, !alias.scope !52, !noalias !53
  br label %return
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #2

; Function Attrs: alwaysinline uwtable
define internal void @while.125__1(ptr %retval, ptr noalias %run_options, ptr noalias %params, ptr noalias %buffer_table, ptr noalias %status, ptr noalias %prof_counters) #1 {
entry:
  %0 = getelementptr inbounds ptr, ptr %buffer_table, i64 33
  %arg_tuple.33 = load ptr, ptr %0, align 8, !invariant.load !3, !dereferenceable !9, !align !5
  %1 = getelementptr inbounds ptr, ptr %buffer_table, i64 34
  %2 = load ptr, ptr %1, align 8, !invariant.load !3, !dereferenceable !9, !align !5
  %3 = getelementptr inbounds ptr, ptr %buffer_table, i64 21
  %wrapped_compare.4 = load ptr, ptr %3, align 8, !invariant.load !3, !dereferenceable !7, !align !7
  %4 = load i32, ptr %2, align 4, !alias.scope !50, !noalias !54
  %5 = load i32, ptr @constant.333, align 4, !alias.scope !57, !noalias !58
  %6 = icmp slt i32 %4, %5
  %7 = zext i1 %6 to i8
  store i8 %7, ptr %wrapped_compare.4, align 1, !alias.scope !59, !noalias !60
  br label %return

return:                                           ; preds = %entry
  ret void
}

; Function Attrs: alwaysinline uwtable
define internal void @while.120_computation(ptr %retval, ptr noalias %run_options, ptr noalias %params, ptr noalias %buffer_table, ptr noalias %status, ptr noalias %prof_counters) #1 {
entry:
  %0 = getelementptr inbounds ptr, ptr %buffer_table, i64 33
  %tuple.100 = load ptr, ptr %0, align 8, !invariant.load !3, !dereferenceable !9, !align !5
  %1 = getelementptr inbounds ptr, ptr %buffer_table, i64 33
  %while.125 = load ptr, ptr %1, align 8, !invariant.load !3, !dereferenceable !9, !align !5
  br label %while.125.header

return:                                           ; preds = %while.125.exit
  ret void

while.125.header:                                 ; preds = %while.125.body, %entry
  call void @while.125__1(ptr null, ptr %run_options, ptr null, ptr %buffer_table, ptr %status, ptr %prof_counters)
  %2 = getelementptr inbounds ptr, ptr %buffer_table, i64 21
  %3 = load ptr, ptr %2, align 8, !invariant.load !3, !dereferenceable !7, !align !7
  %4 = load i8, ptr %3, align 1
  %5 = icmp ne i8 %4, 0
  br i1 %5, label %while.125.body, label %while.125.exit

while.125.body:                                   ; preds = %while.125.header
  call void @while.125(ptr null, ptr %run_options, ptr null, ptr %buffer_table, ptr %status, ptr %prof_counters)
  br label %while.125.header

while.125.exit:                                   ; preds = %while.125.header
  br label %return
}

attributes #0 = { uwtable "frame-pointer"="all" "prefer-vector-width"="256" }
attributes #1 = { alwaysinline uwtable "denormal-fp-math"="preserve-sign" "no-frame-pointer-elim"="false" }
attributes #2 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }

!xla_cpu_memory_region_name = !{!0, !1}
!llvm.module.flags = !{!2}

!0 = !{!"xla_cpu_emitter__computation_kernel_emitter__hlo_opcode__call"}
!1 = !{!"ir_emitter"}
!2 = !{i32 1, !"xla_dylib_index", i64 1}
!3 = !{}
!4 = !{i64 48}
!5 = !{i64 64}
!6 = !{i64 4}
!7 = !{i64 16}
!8 = !{i64 1}
!9 = !{i64 2688}
!10 = !{i64 20}
!11 = !{i64 32}
!12 = !{!13}
!13 = !{!"buffer: {index:34, offset:256, size:48}", !14}
!14 = !{!"XLA global AA domain"}
!15 = !{!16, !17, !18, !19, !20, !21, !22}
!16 = !{!"buffer: {index:5, offset:0, size:48}", !14}
!17 = !{!"buffer: {index:8, offset:0, size:16}", !14}
!18 = !{!"buffer: {index:34, offset:128, size:48}", !14}
!19 = !{!"buffer: {index:34, offset:192, size:48}", !14}
!20 = !{!"buffer: {index:34, offset:2048, size:4}", !14}
!21 = !{!"buffer: {index:34, offset:2112, size:4}", !14}
!22 = !{!"buffer: {index:34, offset:2240, size:4}", !14}
!23 = !{!19}
!24 = !{!16, !17, !18, !13, !20, !21, !22}
!25 = !{!17}
!26 = !{!16, !18, !19, !13, !27, !28, !20, !21, !22}
!27 = !{!"buffer: {index:34, offset:960, size:16}", !14}
!28 = !{!"buffer: {index:34, offset:1024, size:16}", !14}
!29 = !{!22}
!30 = !{!16, !17, !19, !13, !31, !32}
!31 = !{!"buffer: {index:34, offset:1856, size:4}", !14}
!32 = !{!"buffer: {index:34, offset:1920, size:4}", !14}
!33 = !{!16}
!34 = !{!17, !18, !19, !13, !27, !28, !35, !31, !32, !36, !22, !37}
!35 = !{!"buffer: {index:34, offset:1664, size:4}", !14}
!36 = !{!"buffer: {index:34, offset:1984, size:4}", !14}
!37 = !{!"buffer: {index:34, offset:2368, size:64}", !14}
!38 = distinct !{!38, !39}
!39 = !{!"llvm.loop.unroll.disable"}
!40 = !{!20}
!41 = !{!17, !18, !19, !13, !32, !36, !21}
!42 = !{!21}
!43 = !{!17, !44, !18, !19, !13, !35, !20}
!44 = !{!"buffer: {index:17, offset:0, size:4}", !14}
!45 = !{!18}
!46 = !{!16, !17, !19, !13, !27, !28, !35, !31, !32, !36, !20, !21, !37}
!47 = distinct !{!47, !39}
!48 = !{!44}
!49 = !{!35, !21}
!50 = !{!35}
!51 = !{!16, !44, !18, !27, !28, !31, !32, !36, !21, !37}
!52 = !{!37}
!53 = !{!16, !18, !27, !28, !35, !31, !32, !36}
!54 = !{!55, !56}
!55 = !{!"buffer: {index:8, offset:0, size:1}", !14}
!56 = !{!"buffer: {index:16, offset:0, size:4}", !14}
!57 = !{!56}
!58 = !{!55, !35}
!59 = !{!55}
!60 = !{!56, !35}
