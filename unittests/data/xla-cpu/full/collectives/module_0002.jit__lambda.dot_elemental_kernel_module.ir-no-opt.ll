; ModuleID = '__compute_module_dot_elemental_kernel_module'
source_filename = "__compute_module_dot_elemental_kernel_module"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%XLA_CPU_KernelCallFrame = type { ptr, ptr, i64, ptr }
%XLA_CPU_NumWorkGroups = type { i64, i64, i64 }
%XLA_CPU_WorkGroupId = type { i64, i64, i64 }
%XLA_CPU_KernelArg = type { ptr, i64 }

; Function Attrs: uwtable
define ptr @dot_kernel(ptr %0) #0 {
  %accum_address = alloca float, align 4
  %dot.invar_address.reduction = alloca i64, align 8
  %dot.invar_address.rhs.1 = alloca i64, align 8
  %dot.invar_address.lhs.0 = alloca i64, align 8
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
  %arg2 = load ptr, ptr %arg2_gep, align 8, !invariant.load !2, !dereferenceable !4, !align !4
  store i64 0, ptr %dot.invar_address.lhs.0, align 4
  br label %dot.loop_header.lhs.0

dot.loop_header.lhs.0:                            ; preds = %dot.loop_exit.rhs.1, %1
  %dot.indvar.lhs.0 = load i64, ptr %dot.invar_address.lhs.0, align 4
  %2 = icmp uge i64 %dot.indvar.lhs.0, 4
  br i1 %2, label %dot.loop_exit.lhs.0, label %dot.loop_body.lhs.0

dot.loop_body.lhs.0:                              ; preds = %dot.loop_header.lhs.0
  store i64 0, ptr %dot.invar_address.rhs.1, align 4
  br label %dot.loop_header.rhs.1

dot.loop_header.rhs.1:                            ; preds = %dot.loop_exit.reduction, %dot.loop_body.lhs.0
  %dot.indvar.rhs.1 = load i64, ptr %dot.invar_address.rhs.1, align 4
  %3 = icmp uge i64 %dot.indvar.rhs.1, 4
  br i1 %3, label %dot.loop_exit.rhs.1, label %dot.loop_body.rhs.1

dot.loop_body.rhs.1:                              ; preds = %dot.loop_header.rhs.1
  store i64 0, ptr %dot.invar_address.reduction, align 4
  store float 0.000000e+00, ptr %accum_address, align 4
  br label %dot.loop_header.reduction

dot.loop_header.reduction:                        ; preds = %dot.loop_body.reduction, %dot.loop_body.rhs.1
  %dot.indvar.reduction = load i64, ptr %dot.invar_address.reduction, align 4
  %4 = icmp uge i64 %dot.indvar.reduction, 2
  br i1 %4, label %dot.loop_exit.reduction, label %dot.loop_body.reduction

dot.loop_body.reduction:                          ; preds = %dot.loop_header.reduction
  %5 = getelementptr inbounds [4 x [2 x float]], ptr %arg0, i64 0, i64 %dot.indvar.lhs.0, i64 %dot.indvar.reduction
  %6 = load float, ptr %5, align 4, !invariant.load !2, !noalias !5
  %7 = getelementptr inbounds [2 x [4 x float]], ptr %arg1, i64 0, i64 %dot.indvar.reduction, i64 %dot.indvar.rhs.1
  %8 = load float, ptr %7, align 4, !invariant.load !2, !noalias !5
  %9 = load float, ptr %accum_address, align 4
  %10 = fmul float %6, %8
  %11 = fadd float %9, %10
  store float %11, ptr %accum_address, align 4
  %invar.inc6 = add nuw nsw i64 %dot.indvar.reduction, 1
  store i64 %invar.inc6, ptr %dot.invar_address.reduction, align 4
  br label %dot.loop_header.reduction

dot.loop_exit.reduction:                          ; preds = %dot.loop_header.reduction
  %12 = load float, ptr %accum_address, align 4
  %13 = getelementptr inbounds [4 x [4 x float]], ptr %arg2, i64 0, i64 %dot.indvar.lhs.0, i64 %dot.indvar.rhs.1
  store float %12, ptr %13, align 4, !alias.scope !5
  %invar.inc5 = add nuw nsw i64 %dot.indvar.rhs.1, 1
  store i64 %invar.inc5, ptr %dot.invar_address.rhs.1, align 4
  br label %dot.loop_header.rhs.1

dot.loop_exit.rhs.1:                              ; preds = %dot.loop_header.rhs.1
  %invar.inc = add nuw nsw i64 %dot.indvar.lhs.0, 1
  store i64 %invar.inc, ptr %dot.invar_address.lhs.0, align 4
  br label %dot.loop_header.lhs.0

dot.loop_exit.lhs.0:                              ; preds = %dot.loop_header.lhs.0
  br label %return

return:                                           ; preds = %dot.loop_exit.lhs.0
  ret ptr null
}

attributes #0 = { uwtable "frame-pointer"="all" "prefer-vector-width"="256" }

!xla_cpu_memory_region_name = !{!0}
!llvm.module.flags = !{!1}

!0 = !{!"xla_cpu_emitter__dot_kernel_emitter__hlo_opcode__dot"}
!1 = !{i32 1, !"xla_dylib_index", i64 0}
!2 = !{}
!3 = !{i64 32}
!4 = !{i64 64}
!5 = !{!6}
!6 = !{!"result slice: {index:0, offset:0, size:64}", !7}
!7 = !{!"XLA host kernel dot_kernel AA domain"}
