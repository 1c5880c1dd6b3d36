#!/usr/bin/env python3
"""Generate hlotrace's XLA ground-truth dump data with JAX on the CPU.

Usage (from the repository root, after scripts/xla/make_venv.sh):

    .venv/bin/python scripts/xla/gen_dumps.py --out unittests/data/xla-cpu

Every (flag set, program) pair runs in a fresh Python subprocess whose
XLA_FLAGS point --xla_dump_to at "." and whose working directory is the
output folder <out>/<flagset>/<program>/.  Using a relative dump path keeps
absolute paths of this machine out of the dumped *.debug_options files.
The output folder is wiped first.  Files written by XLA are never renamed or
edited; only MANIFEST.json and README.md at <out>/ are written by this script
(plus serialized/*.hlo_module.{pb,txt}, written through the JAX API).

Module ids inside XLA file names are process-global counters and may differ
between JAX versions; object files (*.o) may differ byte-wise between runs.
"""

import argparse
import json
import os
import platform
import shutil
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))

# --------------------------------------------------------------------------
# Programs.  Each takes no arguments, jits and runs one or more functions on
# tiny inputs and blocks on the results.  Inputs come from numpy with fixed
# seeds (not jax.random) so that no extra RNG modules appear, except in the
# "rng" program.
# --------------------------------------------------------------------------


def _np_rng(seed=0):
    import numpy as np
    return np.random.default_rng(seed)


def prog_mlp():
    """2-layer MLP: dot, bias add, relu, softmax; plus its gradient."""
    import jax
    import jax.numpy as jnp
    import numpy as np
    r = _np_rng(1)
    x = r.standard_normal((4, 8), dtype=np.float32)
    w1 = r.standard_normal((8, 16), dtype=np.float32)
    b1 = r.standard_normal((16,), dtype=np.float32)
    w2 = r.standard_normal((16, 5), dtype=np.float32)
    b2 = r.standard_normal((5,), dtype=np.float32)
    labels = np.array([0, 3, 1, 4], dtype=np.int32)

    def mlp(params, x):
        w1, b1, w2, b2 = params
        h = jax.nn.relu(x @ w1 + b1)
        return jax.nn.softmax(h @ w2 + b2, axis=-1)

    def loss(params, x, labels):
        p = mlp(params, x)
        onehot = jax.nn.one_hot(labels, p.shape[-1], dtype=p.dtype)
        return -jnp.mean(jnp.sum(onehot * jnp.log(p + 1e-6), axis=-1))

    params = (w1, b1, w2, b2)
    jax.jit(mlp)(params, x).block_until_ready()
    l, g = jax.jit(jax.value_and_grad(loss))(params, x, labels)
    jax.block_until_ready((l, g))


def prog_attention():
    """Multi-head attention with a causal mask (einsum, where, softmax)."""
    import jax
    import jax.numpy as jnp
    import numpy as np
    r = _np_rng(2)
    b, s, h, d = 2, 8, 2, 4
    x = r.standard_normal((b, s, h * d), dtype=np.float32)
    wq, wk, wv, wo = (r.standard_normal((h * d, h * d), dtype=np.float32) for _ in range(4))

    def attention(x, wq, wk, wv, wo):
        def heads(t):
            return t.reshape(b, s, h, d)
        q, k, v = heads(x @ wq), heads(x @ wk), heads(x @ wv)
        logits = jnp.einsum("bqhd,bkhd->bhqk", q, k) / jnp.sqrt(jnp.float32(d))
        mask = jnp.tril(jnp.ones((s, s), dtype=bool))
        logits = jnp.where(mask[None, None], logits, jnp.finfo(jnp.float32).min)
        p = jax.nn.softmax(logits, axis=-1)
        o = jnp.einsum("bhqk,bkhd->bqhd", p, v).reshape(b, s, h * d)
        return o @ wo

    jax.jit(attention)(x, wq, wk, wv, wo).block_until_ready()


def prog_layernorm():
    """Layer norm: mean/variance reductions, rsqrt, scale and shift."""
    import jax
    import jax.numpy as jnp
    import numpy as np
    r = _np_rng(3)
    x = r.standard_normal((3, 16), dtype=np.float32)
    g = r.standard_normal((16,), dtype=np.float32)
    bta = r.standard_normal((16,), dtype=np.float32)

    def layer_norm(x, g, b):
        mu = jnp.mean(x, axis=-1, keepdims=True)
        var = jnp.mean(jnp.square(x - mu), axis=-1, keepdims=True)
        return (x - mu) * jax.lax.rsqrt(var + 1e-5) * g + b

    jax.jit(layer_norm)(x, g, bta).block_until_ready()


def prog_scan():
    """lax.scan (RNN cell) and lax.while_loop with a data-dependent trip count."""
    import jax
    import jax.numpy as jnp
    import numpy as np
    r = _np_rng(4)
    xs = r.standard_normal((6, 3, 4), dtype=np.float32)
    w = r.standard_normal((4, 4), dtype=np.float32)
    u = r.standard_normal((4, 4), dtype=np.float32)
    h0 = np.zeros((3, 4), dtype=np.float32)

    def rnn(h0, xs, w, u):
        def cell(h, x):
            h = jnp.tanh(x @ w + h @ u)
            return h, jnp.sum(h, axis=-1)
        return jax.lax.scan(cell, h0, xs)

    def collatz_steps(n):
        def cond(c):
            return c[0] != 1

        def body(c):
            v, steps = c
            v = jnp.where(v % 2 == 0, v // 2, 3 * v + 1)
            return v, steps + 1
        return jax.lax.while_loop(cond, body, (n, jnp.int32(0)))[1]

    jax.block_until_ready(jax.jit(rnn)(h0, xs, w, u))
    jax.jit(collatz_steps)(np.int32(27)).block_until_ready()


def prog_cond():
    """lax.cond (2 branches) and lax.switch (3 branches)."""
    import jax
    import jax.numpy as jnp
    import numpy as np
    x = np.arange(8, dtype=np.float32)

    def f(pred, idx, x):
        y = jax.lax.cond(pred, lambda v: jnp.sin(v) * 2.0, lambda v: jnp.cos(v) + 1.0, x)
        z = jax.lax.switch(idx, [lambda v: v + 1.0, lambda v: v * v, lambda v: -v], y)
        return z

    jax.jit(f)(np.bool_(True), np.int32(1), x).block_until_ready()


def prog_conv():
    """2-D convolution (NHWC/HWIO, stride and padding) and a max-pool reduce-window."""
    import jax
    import jax.numpy as jnp
    import numpy as np
    r = _np_rng(5)
    img = r.standard_normal((1, 8, 8, 3), dtype=np.float32)
    ker = r.standard_normal((3, 3, 3, 4), dtype=np.float32)

    def f(img, ker):
        y = jax.lax.conv_general_dilated(
            img, ker, window_strides=(1, 1), padding="SAME",
            dimension_numbers=("NHWC", "HWIO", "NHWC"))
        y = jax.nn.relu(y)
        y = jax.lax.reduce_window(y, -jnp.inf, jax.lax.max, (1, 2, 2, 1), (1, 2, 2, 1), "VALID")
        y2 = jax.lax.conv_general_dilated(
            img, ker, window_strides=(2, 2), padding=((1, 1), (1, 1)),
            dimension_numbers=("NHWC", "HWIO", "NHWC"))
        return y, y2

    jax.block_until_ready(jax.jit(f)(img, ker))


def prog_sort_topk():
    """sort, argsort, multi-operand sort and lax.top_k."""
    import jax
    import jax.numpy as jnp
    import numpy as np
    r = _np_rng(6)
    x = r.standard_normal((4, 10), dtype=np.float32)
    keys = r.integers(0, 5, size=(10,), dtype=np.int32)

    def f(x, keys):
        s = jnp.sort(x, axis=-1)
        a = jnp.argsort(x[0])
        k2, v2 = jax.lax.sort((keys, x[1]), num_keys=1)
        tv, ti = jax.lax.top_k(x, 3)
        return s, a, k2, v2, tv, ti

    jax.block_until_ready(jax.jit(f)(x, keys))


def prog_gather_scatter():
    """Gather (take, take_along_axis) and scatter (.at[].set/.add/.max)."""
    import jax
    import jax.numpy as jnp
    import numpy as np
    r = _np_rng(7)
    table = r.standard_normal((10, 4), dtype=np.float32)
    idx = np.array([3, 0, 7, 3], dtype=np.int32)
    upd = r.standard_normal((4, 4), dtype=np.float32)

    def f(table, idx, upd):
        g = table[idx]
        t = jnp.take_along_axis(table, jnp.argsort(table, axis=1), axis=1)
        s1 = table.at[idx].add(upd)
        s2 = jnp.zeros((10,), jnp.float32).at[idx].set(1.0)
        s3 = table.at[idx, 1].max(upd[:, 0])
        return g, t, s1, s2, s3

    jax.block_until_ready(jax.jit(f)(table, idx, upd))


def prog_reduce_dynslice():
    """Reductions (sum/max/argmax/cumsum), dynamic_slice/dynamic_update_slice and a
    large (elided) constant."""
    import jax
    import jax.numpy as jnp
    import numpy as np
    r = _np_rng(8)
    x = r.standard_normal((6, 8), dtype=np.float32)
    # Captured numpy array -> HLO constant with 48 elements (printed elided as
    # {...} in dumps unless --xla_dump_large_constants is given).
    weights = np.linspace(-1.0, 1.0, 48, dtype=np.float32).reshape(6, 8)

    def f(x, i, j):
        x = x * weights
        s = jnp.sum(x, axis=0)
        m = jnp.max(x, axis=1)
        am = jnp.argmax(x, axis=1)
        cs = jnp.cumsum(x, axis=1)
        ds = jax.lax.dynamic_slice(x, (i, j), (2, 3))
        dus = jax.lax.dynamic_update_slice(x, ds * 10.0, (j, i))
        return s, m, am, cs, ds, dus

    jax.block_until_ready(jax.jit(f)(x, np.int32(1), np.int32(2)))


def prog_complex():
    """c64 arithmetic and FFTs (fft, ifft, rfft)."""
    import jax
    import jax.numpy as jnp
    import numpy as np
    r = _np_rng(9)
    a = (r.standard_normal(8) + 1j * r.standard_normal(8)).astype(np.complex64)
    b = (r.standard_normal(8) + 1j * r.standard_normal(8)).astype(np.complex64)
    re = r.standard_normal(8, dtype=np.float32)

    def f(a, b, re):
        c = a * jnp.conj(b) + jax.lax.complex(re, re)
        mag = jnp.abs(c)
        ph = jnp.angle(c)
        fa = jnp.fft.fft(a)
        ib = jnp.fft.ifft(fa * b)
        rf = jnp.fft.rfft(re)
        return c, mag, ph, ib, rf, jnp.real(ib) + jnp.imag(ib)

    jax.block_until_ready(jax.jit(f)(a, b, re))


def prog_dtypes():
    """bf16 / f16 / int8 / uint8 / bool: converts, mixed-precision dots, bitcasts."""
    import jax
    import jax.numpy as jnp
    import numpy as np
    r = _np_rng(10)
    x = r.standard_normal((4, 4), dtype=np.float32)
    q = r.integers(-128, 127, size=(4, 4), dtype=np.int8)
    u = r.integers(0, 255, size=(4,), dtype=np.uint8)

    def f(x, q, u):
        xb = x.astype(jnp.bfloat16)
        y_bf16 = jnp.dot(xb, xb, preferred_element_type=jnp.float32)
        xh = x.astype(jnp.float16)
        y_f16 = (xh * xh + jnp.float16(1)).astype(jnp.float32)
        y_i32 = jax.lax.dot(q, q, preferred_element_type=jnp.int32)
        bits = jax.lax.bitcast_convert_type(x, jnp.uint32) >> 16
        flags = (u > 100) & (u < 200)
        shifted = jnp.left_shift(u.astype(jnp.int32), 2)
        return y_bf16, y_f16, y_i32, bits, flags, shifted, xb * jnp.bfloat16(0.5)

    jax.block_until_ready(jax.jit(f)(x, q, u))


def prog_rng():
    """jax.random: threefry (split/normal/uniform/bernoulli/categorical) and rbg keys."""
    import jax
    import jax.numpy as jnp

    def f(seed):
        key = jax.random.key(seed)
        k1, k2, k3, k4 = jax.random.split(key, 4)
        n = jax.random.normal(k1, (4, 3))
        u = jax.random.uniform(k2, (5,), minval=-1.0, maxval=1.0)
        b = jax.random.bernoulli(k3, 0.3, (6,))
        c = jax.random.categorical(k4, jnp.log(jnp.array([0.2, 0.5, 0.3])), shape=(4,))
        return n, u, b, c

    def g(seed):
        key = jax.random.key(seed, impl="rbg")
        return jax.random.uniform(key, (4,))

    jax.block_until_ready(jax.jit(f)(0))
    jax.block_until_ready(jax.jit(g)(1))


def prog_linalg():
    """LAPACK-backed custom calls: cholesky, triangular solve, eigh."""
    import jax
    import jax.numpy as jnp
    import numpy as np
    r = _np_rng(11)
    a = r.standard_normal((4, 4), dtype=np.float32)
    spd = a @ a.T + 4 * np.eye(4, dtype=np.float32)
    rhs = r.standard_normal((4, 2), dtype=np.float32)

    def f(spd, rhs):
        l = jnp.linalg.cholesky(spd)
        x = jax.scipy.linalg.solve_triangular(l, rhs, lower=True)
        w, v = jnp.linalg.eigh(spd)
        return l, x, w, v

    jax.block_until_ready(jax.jit(f)(spd, rhs))


def prog_collectives():
    """shard_map over 8 host devices: psum, all_gather, all_to_all, ppermute,
    psum_scatter; plus an SPMD-partitioned (NamedSharding) matmul."""
    import jax
    import jax.numpy as jnp
    import numpy as np
    from jax.sharding import NamedSharding, PartitionSpec as P

    n = jax.device_count()
    assert n == 8, n
    mesh = jax.make_mesh((8,), ("x",), axis_types=(jax.sharding.AxisType.Auto,))
    x = np.arange(8 * 8 * 2, dtype=np.float32).reshape(8 * 8, 2)

    def body(blk):
        s = jax.lax.psum(blk, "x")
        g = jax.lax.all_gather(blk, "x", tiled=True)
        a2a = jax.lax.all_to_all(blk, "x", split_axis=0, concat_axis=0, tiled=True)
        perm = jax.lax.ppermute(blk, "x", [(i, (i + 1) % n) for i in range(n)])
        rs = jax.lax.psum_scatter(blk, "x", scatter_dimension=0, tiled=True)
        idx = jax.lax.axis_index("x")
        return s, g, a2a, perm, rs, blk * idx.astype(blk.dtype)

    sm = jax.shard_map(body, mesh=mesh, in_specs=P("x"),
                       out_specs=(P(), P(), P("x"), P("x"), P("x"), P("x")), check_vma=False)
    jax.block_until_ready(jax.jit(sm)(x))

    # Automatic SPMD partitioning: contracting dim sharded -> all-reduce.
    a = jax.device_put(np.ones((4, 16), np.float32), NamedSharding(mesh, P(None, "x")))
    b = jax.device_put(np.ones((16, 4), np.float32), NamedSharding(mesh, P("x", None)))
    jax.jit(lambda a, b: jnp.tanh(a @ b), out_shardings=NamedSharding(mesh, P()))(a, b).block_until_ready()


PROGRAMS = {
    "mlp": prog_mlp,
    "attention": prog_attention,
    "layernorm": prog_layernorm,
    "scan": prog_scan,
    "cond": prog_cond,
    "conv": prog_conv,
    "sort_topk": prog_sort_topk,
    "gather_scatter": prog_gather_scatter,
    "reduce_dynslice": prog_reduce_dynslice,
    "complex": prog_complex,
    "dtypes": prog_dtypes,
    "rng": prog_rng,
    "linalg": prog_linalg,
    "collectives": prog_collectives,
}

# Extra flags a program needs in every flag set.
PROGRAM_FLAGS = {
    "collectives": ["--xla_force_host_platform_device_count=8"],
}

# Only what jax.jit(...).lower(...) needs for the serialized/ folder.
SERIALIZE = {
    "mlp": lambda: _serialize_example_mlp(),
    "attention": lambda: _serialize_example_attention(),
    "scan": lambda: _serialize_example_scan(),
    "collectives": lambda: _serialize_example_collectives(),
}


def _serialize_example_mlp():
    import jax
    import jax.numpy as jnp
    import numpy as np

    def mlp(x, w1, b1, w2, b2):
        return jax.nn.softmax(jax.nn.relu(x @ w1 + b1) @ w2 + b2, axis=-1)
    args = (np.ones((4, 8), np.float32), np.ones((8, 16), np.float32), np.ones((16,), np.float32),
            np.ones((16, 5), np.float32), np.ones((5,), np.float32))
    return jax.jit(mlp).lower(*args)


def _serialize_example_attention():
    import jax
    import jax.numpy as jnp
    import numpy as np

    def attention(q, k, v):
        logits = jnp.einsum("bqd,bkd->bqk", q, k)
        mask = jnp.tril(jnp.ones((q.shape[1], k.shape[1]), bool))
        logits = jnp.where(mask, logits, -1e9)
        return jnp.einsum("bqk,bkd->bqd", jax.nn.softmax(logits, -1), v)
    a = np.ones((2, 8, 4), np.float32)
    return jax.jit(attention).lower(a, a, a)


def _serialize_example_scan():
    import jax
    import jax.numpy as jnp
    import numpy as np

    def cumprod_scan(xs):
        return jax.lax.scan(lambda c, x: (c * x, c), jnp.float32(1), xs)
    return jax.jit(cumprod_scan).lower(np.ones((5,), np.float32))


def _serialize_example_collectives():
    import jax
    import numpy as np
    from jax.sharding import PartitionSpec as P
    mesh = jax.make_mesh((8,), ("x",), axis_types=(jax.sharding.AxisType.Auto,))
    f = jax.shard_map(lambda b: jax.lax.psum(b, "x") + jax.lax.ppermute(b, "x", [(i, (i + 1) % 8) for i in range(8)]),
                      mesh=mesh, in_specs=P("x"), out_specs=P("x"), check_vma=False)
    return jax.jit(f).lower(np.ones((16,), np.float32))


# --------------------------------------------------------------------------
# Flag sets
# --------------------------------------------------------------------------

TEXT = ["--xla_dump_to=.", "--xla_dump_hlo_as_text"]

FLAGSETS = {
    # name: (flags, programs, description)
    "text": (TEXT, list(PROGRAMS),
             "whole-module text dumps only (before_optimizations, cpu_after_optimizations, "
             "buffer assignment, plus CPU LLVM IR / object files XLA writes on its own)"),
    "full": (["--xla_dump_to=.", "--xla_dump_hlo_pass_re=.*", "--xla_dump_hlo_as_text",
              "--xla_dump_hlo_as_proto"],
             ["mlp", "attention", "scan", "cond", "collectives"],
             "per-pass dumps with the literal regex .* (only passes that changed the module are "
             "dumped), each step as .txt and .hlo.pb (HloProto)"),
    "narrow": (["--xla_dump_to=.", "--xla_dump_hlo_pass_re=fusion", "--xla_dump_hlo_as_text"],
               ["mlp", "scan", "rng"],
               "per-pass dumps with regex 'fusion' (partial match on pass names: fusion, "
               "fusion-wrapper, ...); every matching pass dumped whether it changed or not"),
    "snapshots": (TEXT + ["--xla_dump_hlo_snapshots"],
                  ["mlp", "scan", "dtypes", "complex"],
                  "text dumps plus execution snapshots (*.hlo_snapshot.pb, HloSnapshot with "
                  "arguments and result)"),
    "compressed": (["--xla_dump_to=.", "--xla_dump_hlo_pass_re=.*", "--xla_dump_hlo_as_text",
                    "--xla_dump_hlo_as_proto", "--xla_dump_compress_protos",
                    "--xla_dump_hlo_snapshots"],
                   ["layernorm"],
                   "like 'full' but protos gzip-compressed (.hlo.pb.gz), plus snapshots"),
    "large_constants": (TEXT + ["--xla_dump_large_constants"],
                        ["reduce_dynslice"],
                        "text dumps with --xla_dump_large_constants (constants printed in full "
                        "instead of {...}); compare with text/reduce_dynslice"),
    "timestamp": (TEXT + ["--xla_dump_include_timestamp"],
                  ["cond"],
                  "text dumps with --xla_dump_include_timestamp (microsecond prefix before module_)"),
}


def child_env(flags):
    env = dict(os.environ)
    env["XLA_FLAGS"] = " ".join(flags)
    env["JAX_PLATFORMS"] = "cpu"
    env["PYTHONHASHSEED"] = "0"
    env["TF_CPP_MIN_LOG_LEVEL"] = "2"
    # Strip this machine's directories from source_file metadata in HLO.
    env["JAX_HLO_SOURCE_FILE_CANONICALIZATION_REGEX"] = r".*/(site-packages|dist-packages|scripts/xla)/"
    env.pop("JAX_ENABLE_X64", None)
    env.pop("JAX_COMPILATION_CACHE_DIR", None)
    return env


def run_child(args, cwd, flags):
    cmd = [sys.executable, os.path.abspath(__file__)] + args
    res = subprocess.run(cmd, cwd=cwd, env=child_env(flags), capture_output=True, text=True)
    if res.returncode != 0:
        sys.stderr.write(res.stdout + res.stderr)
        raise SystemExit(f"child failed: {' '.join(args)} (XLA_FLAGS={' '.join(flags)})")


def folder_stats(path):
    n = 0
    total = 0
    for dp, _, fns in os.walk(path):
        for fn in fns:
            n += 1
            total += os.path.getsize(os.path.join(dp, fn))
    return n, total


def versions():
    out = subprocess.run(
        [sys.executable, "-c",
         "import sys, jax, jaxlib, numpy; print(sys.version.split()[0]); print(jax.__version__); "
         "print(jaxlib.__version__); print(numpy.__version__)"],
        capture_output=True, text=True, check=True, env=child_env([])).stdout.split()
    return {"python": out[0], "jax": out[1], "jaxlib": out[2], "numpy": out[3]}


def write_readme(out, manifest):
    lines = [
        "# XLA CPU ground-truth dumps",
        "",
        "Generated by `scripts/xla/gen_dumps.py` -- do not edit by hand; rerun instead:",
        "",
        "    scripts/xla/make_venv.sh",
        "    .venv/bin/python scripts/xla/gen_dumps.py --out unittests/data/xla-cpu",
        "",
        f"- Python {manifest['python']}, jax {manifest['jax']}, jaxlib {manifest['jaxlib']}, "
        f"numpy {manifest['numpy']}, platform {manifest['platform']}",
        "- Every folder `<flagset>/<program>/` holds exactly what XLA wrote when the program ran in "
        "a fresh process with its working directory set to that folder and the XLA_FLAGS below.",
        "- Module ids (`module_NNNN`) are process-wide counters; object files (`*.o`) may differ "
        "between runs.",
        "- `serialized/` holds `jax.jit(f).lower(...).compiler_ir('hlo')` output: "
        "`as_serialized_hlo_module_proto()` (an HloModuleProto, not an HloProto) as "
        "`<name>.hlo_module.pb` and `as_hlo_text()` as `<name>.hlo_module.txt`.",
        "",
        "## Flag sets",
        "",
    ]
    for name, fs in manifest["flagsets"].items():
        lines.append(f"- `{name}`: {fs['description']}")
    lines += ["", "## Folders", "", "| folder | XLA_FLAGS | files | bytes |", "|---|---|---:|---:|"]
    for f in manifest["folders"]:
        lines.append(f"| `{f['folder']}` | `{f['xla_flags']}` | {f['files']} | {f['bytes']} |")
    lines.append("")
    with open(os.path.join(out, "README.md"), "w") as fh:
        fh.write("\n".join(lines))


def main_parent(ns):
    out = os.path.abspath(ns.out)
    if os.path.exists(out):
        if os.listdir(out) and not os.path.exists(os.path.join(out, "MANIFEST.json")) and not ns.force:
            raise SystemExit(f"{out} is not empty and has no MANIFEST.json; refusing to wipe (use --force)")
        shutil.rmtree(out)
    os.makedirs(out)

    manifest = versions()
    manifest["platform"] = f"{platform.system()}-{platform.machine()}"
    manifest["command"] = "python scripts/xla/gen_dumps.py --out unittests/data/xla-cpu"
    manifest["notes"] = ("--xla_dump_to=. is relative: each child runs with cwd = its folder. "
                         "Env: JAX_PLATFORMS=cpu, JAX_HLO_SOURCE_FILE_CANONICALIZATION_REGEX set "
                         "to strip machine paths from source_file metadata.")
    manifest["flagsets"] = {}
    manifest["folders"] = []

    only = set(ns.only.split(",")) if ns.only else None
    for fsname, (flags, progs, desc) in FLAGSETS.items():
        manifest["flagsets"][fsname] = {"base_xla_flags": " ".join(flags), "programs": progs,
                                        "description": desc}
        for prog in progs:
            if only and prog not in only:
                continue
            d = os.path.join(out, fsname, prog)
            os.makedirs(d)
            allflags = flags + PROGRAM_FLAGS.get(prog, [])
            print(f"[{fsname}] {prog}", flush=True)
            run_child(["--worker", prog], d, allflags)
            n, b = folder_stats(d)
            manifest["folders"].append({"folder": f"{fsname}/{prog}", "flagset": fsname,
                                        "program": prog, "xla_flags": " ".join(allflags),
                                        "doc": PROGRAMS[prog].__doc__, "files": n, "bytes": b})

    sdir = os.path.join(out, "serialized")
    os.makedirs(sdir)
    for prog in SERIALIZE:
        if only and prog not in only:
            continue
        print(f"[serialized] {prog}", flush=True)
        flags = PROGRAM_FLAGS.get(prog, [])
        run_child(["--serialize", prog], sdir, flags)
    n, b = folder_stats(sdir)
    manifest["folders"].append({"folder": "serialized", "flagset": "serialized",
                                "program": ",".join(SERIALIZE),
                                "xla_flags": " ".join(PROGRAM_FLAGS["collectives"]) + " (collectives only)",
                                "doc": "compiler_ir('hlo').as_serialized_hlo_module_proto() / as_hlo_text()",
                                "files": n, "bytes": b})

    tn, tb = folder_stats(out)
    manifest["total_files"] = tn
    manifest["total_bytes"] = tb
    with open(os.path.join(out, "MANIFEST.json"), "w") as fh:
        json.dump(manifest, fh, indent=2, sort_keys=False)
        fh.write("\n")
    write_readme(out, manifest)
    print(f"wrote {tn} files, {tb / 1e6:.2f} MB to {out}")


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--out", default="unittests/data/xla-cpu")
    ap.add_argument("--only", help="comma-separated program names (debugging)")
    ap.add_argument("--force", action="store_true", help="wipe --out even without MANIFEST.json")
    ap.add_argument("--worker", help=argparse.SUPPRESS)
    ap.add_argument("--serialize", help=argparse.SUPPRESS)
    ns = ap.parse_args()
    if ns.worker:
        PROGRAMS[ns.worker]()
    elif ns.serialize:
        lowered = SERIALIZE[ns.serialize]()
        comp = lowered.compiler_ir("hlo")
        with open(f"{ns.serialize}.hlo_module.pb", "wb") as fh:
            fh.write(comp.as_serialized_hlo_module_proto())
        with open(f"{ns.serialize}.hlo_module.txt", "w") as fh:
            fh.write(comp.as_hlo_text())
    else:
        main_parent(ns)


if __name__ == "__main__":
    main()
