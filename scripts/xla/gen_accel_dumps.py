#!/usr/bin/env python3
"""Generate real XLA:GPU and XLA:TPU dumps on a machine without accelerators.

JAX compiles ahead of time for a GPU target config or a TPU topology
description; the whole XLA:GPU / XLA:TPU compiler runs and --xla_dump_to
writes its real dump (docs/xla-test-data.md, section "GPU and TPU").

Usage (from the repository root):

    scripts/xla/make_venv_accel.sh gpu     # .venv-gpu/
    scripts/xla/make_venv_accel.sh tpu     # .venv-tpu/
    .venv-gpu/bin/python scripts/xla/gen_accel_dumps.py --platform gpu --out OUT
    .venv-tpu/bin/python scripts/xla/gen_accel_dumps.py --platform tpu --out OUT

Each (target, program) pair compiles in a fresh subprocess whose working
directory is OUT/<target>/<program>/ and whose XLA_FLAGS use
--xla_dump_to=. (no absolute paths in the dump). OUT is wiped first. Files
written by XLA are never renamed or edited; the generator writes only
OUT/MANIFEST.json. scripts/xla/pack_accel_data.py then selects the files the
tests open into unittests/data/xla-{gpu,tpu}.tar.xz.

GPU target configs (GpuTargetConfigProto text, from XLA's
xla/backends/gpu/target_config/specs/ at the commit inside jaxlib 0.10.2) are
read from --gpu-target-configs (default: $XLA_GPU_TARGET_CONFIGS, else
/work/shared/reference/gpu-target-configs): h100_sxm.txtpb, a100_sxm_80.txtpb,
b200.txtpb.
"""

import argparse
import json
import os
import platform
import shutil
import subprocess
import sys
import time

DUMP_FLAGS = ("--xla_dump_hlo_pass_re=.* --xla_dump_hlo_as_text "
              "--xla_dump_hlo_as_proto --xla_dump_module_metadata")

GPU_TARGETS = {
    # folder: target config file
    "h100": "h100_sxm.txtpb",
    "a100": "a100_sxm_80.txtpb",
    "b200": "b200.txtpb",
}

TPU_TOPOLOGIES = {
    "v5e": "v5e:2x2",
    "v4": "v4:2x2x1",
    "v5p": "v5p:2x2x1",
    "v6e": "v6e:2x2",
}

# --------------------------------------------------------------------------
# Shared helpers, run inside the compile subprocess.
# --------------------------------------------------------------------------


def _devices():
    """The 4 compile-only devices of the target named in the environment."""
    from jax.experimental import topologies
    if os.environ["HLOTRACE_PLATFORM"] == "gpu":
        with open(os.environ["HLOTRACE_TARGET_CONFIG"]) as f:
            cfg = f.read()
        topo = topologies.get_topology_desc(
            platform="cuda", target_config=cfg, topology="1x1x4")
    else:
        topo = topologies.get_topology_desc(
            topology_name=os.environ["HLOTRACE_TOPOLOGY"], platform="tpu")
    return list(topo.devices)


def _mesh(n=1, axis="x"):
    import numpy as np
    from jax.sharding import Mesh
    return Mesh(np.array(_devices()[:n]), (axis,))


def _arg(mesh, shape, dtype, spec=None):
    import jax
    from jax.sharding import NamedSharding, PartitionSpec as P
    return jax.ShapeDtypeStruct(
        shape, dtype, sharding=NamedSharding(mesh, spec if spec else P()))


def _compile(f, *args, **jit_kwargs):
    import jax
    jax.jit(f, **jit_kwargs).lower(*args).compile()


# --------------------------------------------------------------------------
# GPU programs.  Each compiles one or more jitted functions for one device
# (or 4 for the collectives and the sharded step).
# --------------------------------------------------------------------------


def gpu_gemm_triton():
    """bf16 GEMMs with Triton GEMM on (XLA's default): nested GEMM fusions."""
    import jax
    import jax.numpy as jnp
    m = _mesh()
    a = _arg(m, (1024, 512), jnp.bfloat16)
    b = _arg(m, (512, 2048), jnp.bfloat16)
    _compile(lambda a, b: jax.nn.gelu(a @ b), a, b)


def gpu_gemm_cublaslt():
    """The same GEMM with --xla_gpu_enable_triton_gemm=false: cuBLASLt, with
    a bias epilogue, plus a batched f32 GEMM and a triangular solve."""
    import jax
    import jax.numpy as jnp
    m = _mesh()
    a = _arg(m, (1024, 512), jnp.bfloat16)
    b = _arg(m, (512, 2048), jnp.bfloat16)
    bias = _arg(m, (2048,), jnp.bfloat16)
    _compile(lambda a, b, c: a @ b + c, a, b, bias)
    x = _arg(m, (8, 256, 128), jnp.float32)
    y = _arg(m, (8, 128, 64), jnp.float32)
    _compile(lambda x, y: jnp.einsum("bij,bjk->bik", x, y), x, y)


def gpu_gemm_fp8_int8():
    """FP8 (e4m3 x e4m3, scaled) and int8 (s8 x s8 -> s32) GEMMs."""
    import jax
    import jax.numpy as jnp
    m = _mesh()
    a = _arg(m, (512, 256), jnp.float8_e4m3fn)
    b = _arg(m, (256, 1024), jnp.float8_e4m3fn)
    sa = _arg(m, (), jnp.float32)
    sb = _arg(m, (), jnp.float32)

    def fp8(a, b, sa, sb):
        x = a.astype(jnp.float32) * sa
        y = b.astype(jnp.float32) * sb
        return jax.lax.dot(x, y, preferred_element_type=jnp.float32)

    def fp8_direct(a, b):
        return jax.lax.dot(a, b, preferred_element_type=jnp.float32)

    _compile(fp8, a, b, sa, sb)
    _compile(fp8_direct, a, b)
    i = _arg(m, (512, 256), jnp.int8)
    j = _arg(m, (256, 1024), jnp.int8)
    _compile(lambda i, j: jax.lax.dot(i, j, preferred_element_type=jnp.int32),
             i, j)


def gpu_attention():
    """cuDNN fused attention (jax.nn.dot_product_attention, cudnn), forward
    and backward."""
    import jax
    import jax.numpy as jnp
    m = _mesh()
    shape = (2, 256, 4, 64)  # B, T, N, H
    q, k, v = (_arg(m, shape, jnp.bfloat16) for _ in range(3))

    def attn(q, k, v):
        return jax.nn.dot_product_attention(q, k, v, is_causal=True,
                                            implementation="cudnn")

    def loss(q, k, v):
        return jnp.sum(attn(q, k, v).astype(jnp.float32))

    _compile(attn, q, k, v)
    _compile(jax.grad(loss, argnums=(0, 1, 2)), q, k, v)


def gpu_conv():
    """Convolutions (NHWC, bf16) forward and their input/filter gradients."""
    import jax
    import jax.numpy as jnp
    m = _mesh()
    x = _arg(m, (8, 32, 32, 64), jnp.bfloat16)
    w = _arg(m, (3, 3, 64, 128), jnp.bfloat16)

    def conv(x, w):
        y = jax.lax.conv_general_dilated(
            x, w, (1, 1), "SAME", dimension_numbers=("NHWC", "HWIO", "NHWC"))
        return jax.nn.relu(y)

    _compile(conv, x, w)
    _compile(jax.grad(lambda x, w: jnp.sum(conv(x, w).astype(jnp.float32)),
                      argnums=(0, 1)), x, w)


def gpu_fft():
    """1-D and 2-D complex FFTs and a real FFT."""
    import jax.numpy as jnp
    m = _mesh()
    x = _arg(m, (16, 1024), jnp.complex64)
    r = _arg(m, (8, 64, 64), jnp.float32)
    _compile(lambda x: jnp.fft.fft(x), x)
    _compile(lambda r: jnp.fft.rfft2(r), r)


def _linalg(mesh):
    import jax
    import jax.numpy as jnp
    a = _arg(mesh, (256, 256), jnp.float32)
    _compile(lambda a: jnp.linalg.cholesky(a @ a.T + 256 * jnp.eye(256)), a)
    _compile(lambda a: jnp.linalg.qr(a), a)
    _compile(lambda a: jnp.linalg.eigh(a + a.T), a)
    b = _arg(mesh, (256, 32), jnp.float32)
    _compile(lambda a, b: jax.scipy.linalg.solve_triangular(a, b, lower=True),
             a, b)


def gpu_linalg():
    """cuSOLVER: Cholesky, QR, eigh; cuBLAS triangular solve."""
    _linalg(_mesh())


def _collectives(mesh):
    import jax
    import jax.numpy as jnp
    from jax.sharding import PartitionSpec as P
    from jax.experimental.shard_map import shard_map

    def body(x):
        s = jax.lax.psum(x, "x")
        g = jax.lax.all_gather(x, "x", tiled=True)
        rs = jax.lax.psum_scatter(g, "x", tiled=True)
        a2a = jax.lax.all_to_all(x, "x", 0, 0, tiled=True)
        perm = jax.lax.ppermute(x, "x", [(i, (i + 1) % 4) for i in range(4)])
        return s + rs + a2a + perm

    f = shard_map(body, mesh=mesh, in_specs=P("x"), out_specs=P("x"))
    _compile(f, _arg(mesh, (1024, 256), jnp.float32, P("x")))


def gpu_collectives():
    """NCCL collectives on a 4-GPU topology (shard_map)."""
    _collectives(_mesh(4))


def _transformer_step(mesh, dtype):
    """One training step of a tiny transformer block, data- and
    tensor-sharded over 4 devices (2 x 2 mesh)."""
    import jax
    import jax.numpy as jnp
    import numpy as np
    from jax.sharding import Mesh, NamedSharding, PartitionSpec as P
    devs = np.array(mesh.devices).reshape(2, 2)
    mesh = Mesh(devs, ("data", "model"))
    B, T, D, H, F = 8, 128, 256, 4, 1024

    def block(p, x):
        h = x * jax.lax.rsqrt(jnp.mean(x * x, -1, keepdims=True) + 1e-6)
        qkv = h @ p["wqkv"]
        q, k, v = jnp.split(qkv.reshape(B, T, 3 * H, D // H), 3, axis=2)
        s = jnp.einsum("bthd,bshd->bhts", q, k) / 8.0
        s = jnp.where(jnp.tril(jnp.ones((T, T), bool)), s, -1e9)
        a = jnp.einsum("bhts,bshd->bthd", jax.nn.softmax(s, -1), v)
        x = x + a.reshape(B, T, D) @ p["wo"]
        h = x * jax.lax.rsqrt(jnp.mean(x * x, -1, keepdims=True) + 1e-6)
        return x + jax.nn.gelu(h @ p["w1"]) @ p["w2"]

    def step(p, x):
        loss, g = jax.value_and_grad(
            lambda p: jnp.mean(block(p, x).astype(jnp.float32) ** 2))(p)
        return loss, jax.tree_util.tree_map(lambda w, d: w - 1e-3 * d, p, g)

    shapes = {"wqkv": ((D, 3 * D), P(None, "model")),
              "wo": ((D, D), P("model", None)),
              "w1": ((D, F), P(None, "model")),
              "w2": ((F, D), P("model", None))}
    p = {k: jax.ShapeDtypeStruct(s, dtype, sharding=NamedSharding(mesh, sp))
         for k, (s, sp) in shapes.items()}
    x = jax.ShapeDtypeStruct((B, T, D), dtype,
                             sharding=NamedSharding(mesh, P("data")))
    _compile(step, p, x)


def gpu_transformer():
    """A sharded transformer training step on 4 GPUs."""
    import jax.numpy as jnp
    _transformer_step(_mesh(4), jnp.bfloat16)


def _scan(mesh):
    import jax
    import jax.numpy as jnp

    def rnn(h, xs, w):
        def cell(h, x):
            h = jnp.tanh(h @ w + x)
            return h, h.sum()
        return jax.lax.scan(cell, h, xs)

    def loop(n, x):
        return jax.lax.while_loop(lambda c: c[0] < n,
                                  lambda c: (c[0] + 1, jnp.sin(c[1]) * 2),
                                  (0, x))

    _compile(rnn, _arg(mesh, (16, 256), jnp.float32),
             _arg(mesh, (32, 16, 256), jnp.float32),
             _arg(mesh, (256, 256), jnp.float32))
    _compile(loop, _arg(mesh, (), jnp.int32), _arg(mesh, (1024,), jnp.float32))


def gpu_scan():
    """lax.scan with a GEMM in the body, and a data-dependent while_loop."""
    _scan(_mesh())


# --------------------------------------------------------------------------
# TPU programs.
# --------------------------------------------------------------------------


def tpu_pallas_matmul():
    """A blocked Pallas matmul (tpu_custom_call with a Mosaic payload)."""
    import jax
    import jax.numpy as jnp
    from jax.experimental import pallas as pl
    from jax.experimental.pallas import tpu as pltpu

    def kernel(x_ref, y_ref, o_ref, acc_ref):
        @pl.when(pl.program_id(2) == 0)
        def _():
            acc_ref[...] = jnp.zeros_like(acc_ref)
        acc_ref[...] += jnp.dot(x_ref[...], y_ref[...],
                                preferred_element_type=jnp.float32)

        @pl.when(pl.program_id(2) == pl.num_programs(2) - 1)
        def _():
            o_ref[...] = acc_ref[...].astype(o_ref.dtype)

    def matmul(x, y, bm=256, bn=256, bk=256):
        m, k = x.shape
        _, n = y.shape
        return pl.pallas_call(
            kernel, out_shape=jax.ShapeDtypeStruct((m, n), x.dtype),
            grid_spec=pltpu.PrefetchScalarGridSpec(
                num_scalar_prefetch=0, grid=(m // bm, n // bn, k // bk),
                in_specs=[pl.BlockSpec((bm, bk), lambda i, j, kk: (i, kk)),
                          pl.BlockSpec((bk, bn), lambda i, j, kk: (kk, j))],
                out_specs=pl.BlockSpec((bm, bn), lambda i, j, kk: (i, j)),
                scratch_shapes=[pltpu.VMEM((bm, bn), jnp.float32)]),
            cost_estimate=pl.CostEstimate(flops=2 * m * n * k,
                                          transcendentals=0,
                                          bytes_accessed=2 * (m * k + k * n + m * n)),
        )(x, y)

    m = _mesh()
    _compile(matmul, _arg(m, (1024, 512), jnp.bfloat16),
             _arg(m, (512, 1024), jnp.bfloat16))


def tpu_flash_attention():
    """Pallas TPU flash attention, forward and backward."""
    import jax
    import jax.numpy as jnp
    from jax.experimental.pallas.ops.tpu import flash_attention as fa
    m = _mesh()
    shape = (2, 4, 512, 128)  # B, N, T, H
    q, k, v = (_arg(m, shape, jnp.bfloat16) for _ in range(3))

    def attn(q, k, v):
        return fa.flash_attention(q, k, v, causal=True)

    _compile(attn, q, k, v)
    _compile(jax.grad(lambda q, k, v: jnp.sum(attn(q, k, v).astype(jnp.float32)),
                      argnums=(0, 1, 2)), q, k, v)


def tpu_grouped_matmul():
    """Pallas TPU grouped matmul (megablox gmm), as used by MoE layers."""
    import jax.numpy as jnp
    from jax.experimental.pallas.ops.tpu.megablox import gmm
    m = _mesh()
    lhs = _arg(m, (1024, 256), jnp.bfloat16)
    rhs = _arg(m, (4, 256, 512), jnp.bfloat16)
    sizes = _arg(m, (4,), jnp.int32)
    _compile(lambda l, r, s: gmm(l, r, s, tiling=(128, 128, 128)),
             lhs, rhs, sizes)


def tpu_linalg():
    """TPU linear algebra: Cholesky, QR, eigh, triangular solve."""
    _linalg(_mesh())


def tpu_collectives():
    """Collectives on a 4-chip topology (shard_map)."""
    _collectives(_mesh(4))


def tpu_transformer():
    """A sharded transformer training step on 4 chips."""
    import jax.numpy as jnp
    _transformer_step(_mesh(4), jnp.bfloat16)


def tpu_scan():
    """lax.scan and a data-dependent while_loop."""
    _scan(_mesh())


def tpu_matmul():
    """A plain jitted bf16 matmul + gelu (XLA:TPU's own fusion)."""
    import jax
    import jax.numpy as jnp
    m = _mesh()
    _compile(lambda a, b: jax.nn.gelu(a @ b), _arg(m, (1024, 512), jnp.bfloat16),
             _arg(m, (512, 2048), jnp.bfloat16))


# --------------------------------------------------------------------------
# Plan: which programs run for which target, with which extra flags.
# --------------------------------------------------------------------------

GPU_PLAN = [
    # (target, program, extra XLA flags)
    ("h100", "gemm_triton", ""),
    ("h100", "gemm_cublaslt", "--xla_gpu_enable_triton_gemm=false"),
    ("h100", "gemm_fp8_int8", "--xla_gpu_enable_triton_gemm=false"),
    ("h100", "attention", ""),
    ("h100", "conv", ""),
    ("h100", "fft", ""),
    ("h100", "linalg", ""),
    ("h100", "collectives", ""),
    ("h100", "transformer", ""),
    ("h100", "scan", ""),
    ("a100", "gemm_triton", ""),
    ("a100", "gemm_cublaslt", "--xla_gpu_enable_triton_gemm=false"),
    ("a100", "attention", ""),
    ("b200", "gemm_triton", ""),
    ("b200", "gemm_fp8_int8", "--xla_gpu_enable_triton_gemm=false"),
    ("b200", "attention", ""),
]

TPU_PLAN = [
    ("v5e", "pallas_matmul", ""),
    ("v5e", "flash_attention", ""),
    ("v5e", "grouped_matmul", ""),
    ("v5e", "linalg", ""),
    ("v5e", "collectives", ""),
    ("v5e", "transformer", ""),
    ("v5e", "scan", ""),
    ("v5e", "matmul", ""),
    ("v4", "matmul", ""),
    ("v5p", "pallas_matmul", ""),
    ("v6e", "pallas_matmul", ""),
]


def run_one(platform_name, target, program):
    os.environ["JAX_PLATFORMS"] = "cpu"
    fn = globals()[f"{platform_name}_{program}"]
    fn()


def main():
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--platform", choices=["gpu", "tpu"], required=True)
    ap.add_argument("--out", required=True)
    ap.add_argument("--only", default="", help="comma-separated target/program filter")
    ap.add_argument("--gpu-target-configs",
                    default=os.environ.get("XLA_GPU_TARGET_CONFIGS",
                                           "/work/shared/reference/gpu-target-configs"))
    ap.add_argument("--run-one", nargs=2, metavar=("TARGET", "PROGRAM"),
                    help=argparse.SUPPRESS)
    args = ap.parse_args()

    if args.run_one:
        run_one(args.platform, *args.run_one)
        return

    out = os.path.abspath(args.out)
    plan = GPU_PLAN if args.platform == "gpu" else TPU_PLAN
    only = [s for s in args.only.split(",") if s]
    if only:
        plan = [p for p in plan if f"{p[0]}/{p[1]}" in only or p[1] in only]
    else:
        shutil.rmtree(out, ignore_errors=True)
    os.makedirs(out, exist_ok=True)
    import jax
    import jaxlib
    manifest = {
        "platform": args.platform,
        "python": platform.python_version(),
        "jax": jax.__version__,
        "jaxlib": jaxlib.__version__,
        "runs": [],
    }
    failures = 0
    for target, program, extra in plan:
        folder = os.path.join(out, target, program)
        shutil.rmtree(folder, ignore_errors=True)
        os.makedirs(folder)
        env = dict(os.environ)
        flags = f"--xla_dump_to=. {DUMP_FLAGS} {extra}".strip()
        env["XLA_FLAGS"] = flags
        env["JAX_PLATFORMS"] = "cpu"
        env["HLOTRACE_PLATFORM"] = args.platform
        env["JAX_HLO_SOURCE_FILE_CANONICALIZATION_REGEX"] = r".*/"
        if args.platform == "gpu":
            env["HLOTRACE_TARGET_CONFIG"] = os.path.join(
                args.gpu_target_configs, GPU_TARGETS[target])
        else:
            env["HLOTRACE_TOPOLOGY"] = TPU_TOPOLOGIES[target]
            env["TPU_SKIP_MDS_QUERY"] = "1"
            env["LIBTPU_INIT_ARGS"] = "--xla_mosaic_dump_to=./mosaic"
        start = time.time()
        proc = subprocess.run(
            [sys.executable, os.path.abspath(__file__), "--platform",
             args.platform, "--out", out, "--run-one", target, program],
            cwd=folder, env=env, capture_output=True, text=True)
        took = time.time() - start
        files = sum(len(fs) for _, _, fs in os.walk(folder))
        status = "ok" if proc.returncode == 0 else "failed"
        print(f"{target}/{program}: {status} in {took:.1f}s, {files} files",
              flush=True)
        if proc.returncode != 0:
            failures += 1
            sys.stderr.write(proc.stderr[-4000:])
        manifest["runs"].append({"target": target, "program": program,
                                 "xla_flags": flags, "status": status,
                                 "files": files})
    with open(os.path.join(out, "MANIFEST.json"), "w") as f:
        json.dump(manifest, f, indent=1, sort_keys=True)
        f.write("\n")
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
