; ModuleID = '__compute_module_concatenate_elemental_kernel_module'
source_filename = "__compute_module_concatenate_elemental_kernel_module"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%XLA_CPU_KernelCallFrame = type { ptr, ptr, i64, ptr }
%XLA_CPU_NumWorkGroups = type { i64, i64, i64 }
%XLA_CPU_WorkGroupId = type { i64, i64, i64 }
%XLA_CPU_KernelArg = type { ptr, i64 }

; Function Attrs: uwtable
define ptr @concatenate_kernel(ptr %0) #0 {
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
  %arg0 = load ptr, ptr %arg0_gep, align 8, !invariant.load !2, !dereferenceable !3, !align !4
  %args_gep1 = getelementptr inbounds nuw %XLA_CPU_KernelCallFrame, ptr %0, i32 0, i32 3
  %args2 = load ptr, ptr %args_gep1, align 8
  %arg1_gep = getelementptr %XLA_CPU_KernelArg, ptr %args2, i32 1, i32 0
  %arg1 = load ptr, ptr %arg1_gep, align 8, !invariant.load !2, !dereferenceable !3, !align !4
  %args_gep3 = getelementptr inbounds nuw %XLA_CPU_KernelCallFrame, ptr %0, i32 0, i32 3
  %args4 = load ptr, ptr %args_gep3, align 8
  %arg2_gep = getelementptr %XLA_CPU_KernelArg, ptr %args4, i32 2, i32 0
  %arg2 = load ptr, ptr %arg2_gep, align 8, !invariant.load !2, !dereferenceable !3, !align !4
  %args_gep5 = getelementptr inbounds nuw %XLA_CPU_KernelCallFrame, ptr %0, i32 0, i32 3
  %args6 = load ptr, ptr %args_gep5, align 8
  %arg3_gep = getelementptr %XLA_CPU_KernelArg, ptr %args6, i32 3, i32 0
  %arg3 = load ptr, ptr %arg3_gep, align 8, !invariant.load !2, !dereferenceable !3, !align !4
  %args_gep7 = getelementptr inbounds nuw %XLA_CPU_KernelCallFrame, ptr %0, i32 0, i32 3
  %args8 = load ptr, ptr %args_gep7, align 8
  %arg4_gep = getelementptr %XLA_CPU_KernelArg, ptr %args8, i32 4, i32 0
  %arg4 = load ptr, ptr %arg4_gep, align 8, !invariant.load !2, !dereferenceable !3, !align !4
  %args_gep9 = getelementptr inbounds nuw %XLA_CPU_KernelCallFrame, ptr %0, i32 0, i32 3
  %args10 = load ptr, ptr %args_gep9, align 8
  %arg5_gep = getelementptr %XLA_CPU_KernelArg, ptr %args10, i32 5, i32 0
  %arg5 = load ptr, ptr %arg5_gep, align 8, !invariant.load !2, !dereferenceable !3, !align !4
  %args_gep11 = getelementptr inbounds nuw %XLA_CPU_KernelCallFrame, ptr %0, i32 0, i32 3
  %args12 = load ptr, ptr %args_gep11, align 8
  %arg6_gep = getelementptr %XLA_CPU_KernelArg, ptr %args12, i32 6, i32 0
  %arg6 = load ptr, ptr %arg6_gep, align 8, !invariant.load !2, !dereferenceable !3, !align !4
  %args_gep13 = getelementptr inbounds nuw %XLA_CPU_KernelCallFrame, ptr %0, i32 0, i32 3
  %args14 = load ptr, ptr %args_gep13, align 8
  %arg7_gep = getelementptr %XLA_CPU_KernelArg, ptr %args14, i32 7, i32 0
  %arg7 = load ptr, ptr %arg7_gep, align 8, !invariant.load !2, !dereferenceable !3, !align !4
  %args_gep15 = getelementptr inbounds nuw %XLA_CPU_KernelCallFrame, ptr %0, i32 0, i32 3
  %args16 = load ptr, ptr %args_gep15, align 8
  %arg8_gep = getelementptr %XLA_CPU_KernelArg, ptr %args16, i32 8, i32 0
  %arg8 = load ptr, ptr %arg8_gep, align 8, !invariant.load !2, !dereferenceable !4, !align !4
  %target_region = getelementptr inbounds [8 x [2 x float]], ptr %arg8, i64 0, i64 0, i64 0
  %src_addr = getelementptr inbounds [1 x [2 x float]], ptr %arg0, i64 0, i64 0, i64 0
  %2 = getelementptr i8, ptr %target_region, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %2, ptr align 4 %src_addr, i64 8, i1 false)
  %src_addr17 = getelementptr inbounds [1 x [2 x float]], ptr %arg1, i64 0, i64 0, i64 0
  %3 = getelementptr i8, ptr %target_region, i64 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %3, ptr align 4 %src_addr17, i64 8, i1 false)
  %src_addr18 = getelementptr inbounds [1 x [2 x float]], ptr %arg2, i64 0, i64 0, i64 0
  %4 = getelementptr i8, ptr %target_region, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %4, ptr align 4 %src_addr18, i64 8, i1 false)
  %src_addr19 = getelementptr inbounds [1 x [2 x float]], ptr %arg3, i64 0, i64 0, i64 0
  %5 = getelementptr i8, ptr %target_region, i64 24
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %5, ptr align 4 %src_addr19, i64 8, i1 false)
  %src_addr20 = getelementptr inbounds [1 x [2 x float]], ptr %arg4, i64 0, i64 0, i64 0
  %6 = getelementptr i8, ptr %target_region, i64 32
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %6, ptr align 4 %src_addr20, i64 8, i1 false)
  %src_addr21 = getelementptr inbounds [1 x [2 x float]], ptr %arg5, i64 0, i64 0, i64 0
  %7 = getelementptr i8, ptr %target_region, i64 40
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %7, ptr align 4 %src_addr21, i64 8, i1 false)
  %src_addr22 = getelementptr inbounds [1 x [2 x float]], ptr %arg6, i64 0, i64 0, i64 0
  %8 = getelementptr i8, ptr %target_region, i64 48
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %8, ptr align 4 %src_addr22, i64 8, i1 false)
  %src_addr23 = getelementptr inbounds [1 x [2 x float]], ptr %arg7, i64 0, i64 0, i64 0
  %9 = getelementptr i8, ptr %target_region, i64 56
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %9, ptr align 4 %src_addr23, i64 8, i1 false)
  br label %return

return:                                           ; preds = %1
  ret ptr null
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #1

attributes #0 = { uwtable "frame-pointer"="all" "prefer-vector-width"="256" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }

!xla_cpu_memory_region_name = !{!0}
!llvm.module.flags = !{!1}

!0 = !{!"xla_cpu_emitter__concatenate_kernel_emitter__hlo_opcode__concatenate"}
!1 = !{i32 1, !"xla_dylib_index", i64 0}
!2 = !{}
!3 = !{i64 8}
!4 = !{i64 64}
