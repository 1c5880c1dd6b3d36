#!/usr/bin/env python3
"""Generate a third held-out lineage set: programs unlike those of the
committed data, gen_lineage_holdout.py and gen_lineage_unseen.py,
labelled like the committed ground truth.

Usage (from the repository root, after scripts/xla/make_venv.sh):

    .venv/bin/python scripts/xla/gen_lineage_fresh.py --out /tmp/lineage-fresh
    build/bin/LineageTruth /tmp/lineage-fresh --per-module

With the GPU compiler (scripts/xla/make_venv_accel.sh gpu; no GPU needed:
JAX compiles ahead of time for an H100 target config), `vit_patch` is
also labelled and dumped through the whole XLA:GPU pipeline:

    .venv-gpu/bin/python scripts/xla/gen_lineage_fresh.py --gpu /tmp/lineage-fresh-gpu
    build/bin/LineageTruth /tmp/lineage-fresh-gpu --by-pass
    .venv-gpu/bin/python scripts/xla/gen_lineage_fresh.py --gpu-pairs unittests/data/xla-lineage-gpu-pairs

Not committed as data: it checks that the engine's answers hold on
programs nobody looked at while writing it.  Each program is relabelled
and dumped exactly as scripts/xla/gen_lineage_dumps.py does (a unique
name scope per jaxpr equation, every changed pass as a compressed
HloProto).  The programs: a ViT patch embedding (a strided convolution)
with a class token and one attention block, classification losses
(logsumexp, where, argmax, one-hot, label smoothing), integer and boolean
bit twiddling, a data-dependent while loop reading windows with
dynamic_slice, a scan over stacked layers unrolled by two with a nested
scan and a named-residual remat policy, max pooling and its gradient
(select-and-scatter) with a vmapped switch, and a vocabulary-sharded
embedding on 8 host devices.
"""

import argparse
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import gen_lineage_dumps as base  # noqa: E402
import gen_lineage_holdout as holdout  # noqa: E402
from gen_lineage_dumps import run_labelled, _np_rng, SHARDED_FLAGS  # noqa: E402


def _normal(r, *shape, scale=None):
    import numpy as np
    s = scale if scale is not None else 1.0 / np.sqrt(shape[0])
    return (r.standard_normal(shape, dtype=np.float32) * s).astype(np.float32)


def prog_vit_patch():
    """ViT front: a patch-embedding convolution (stride = patch size), a
    class token concatenated in front, learned position embeddings, a
    pre-norm two-head attention block, the class token's logits, gradient
    and SGD."""
    import jax
    import jax.numpy as jnp
    r = _np_rng(201)
    n, hw, c, p, d, heads, classes = 2, 8, 3, 4, 8, 2, 5
    tokens = (hw // p) ** 2 + 1
    x = _normal(r, n, hw, hw, c, scale=1.0)
    labels = jnp.array([1, 4])
    params = {"patch": _normal(r, p, p, c, d), "cls": _normal(r, 1, 1, d),
              "pos": _normal(r, tokens, d), "qkv": _normal(r, d, 3 * d),
              "o": _normal(r, d, d), "head": _normal(r, d, classes)}

    def ln(h):
        mu = jnp.mean(h, axis=-1, keepdims=True)
        return (h - mu) * jax.lax.rsqrt(jnp.var(h, axis=-1, keepdims=True) + 1e-6)

    def loss(pr, x, labels):
        e = jax.lax.conv_general_dilated(x, pr["patch"], (p, p), "VALID",
                                         dimension_numbers=("NHWC", "HWIO", "NHWC"))
        e = e.reshape(n, -1, d)
        e = jnp.concatenate([jnp.broadcast_to(pr["cls"], (n, 1, d)), e], axis=1) + pr["pos"]
        q, k, v = jnp.split(ln(e) @ pr["qkv"], 3, axis=-1)
        q, k, v = (t.reshape(n, tokens, heads, d // heads) for t in (q, k, v))
        a = jax.nn.softmax(jnp.einsum("bqhd,bkhd->bhqk", q, k) * (d // heads) ** -0.5, axis=-1)
        o = jnp.einsum("bhqk,bkhd->bqhd", a, v).reshape(n, tokens, d)
        h = e + o @ pr["o"]
        logits = ln(h[:, 0]) @ pr["head"]
        return -jnp.mean(jnp.take_along_axis(jax.nn.log_softmax(logits), labels[:, None], axis=1))

    def step(pr, x, labels):
        g = jax.grad(loss)(pr, x, labels)
        return jax.tree_util.tree_map(lambda a, b: a - 0.05 * b, pr, g)

    run_labelled("vit_patch", step, (params, x, labels))


def prog_loss_heads():
    """Classification losses: logsumexp cross-entropy with label smoothing,
    a where-masked ignore index, argmax accuracy, a one-hot margin loss,
    stop_gradient on a running max, and the gradient."""
    import jax
    import jax.numpy as jnp
    r = _np_rng(202)
    b, d, k = 6, 7, 4
    x = _normal(r, b, d, scale=1.0)
    w = _normal(r, d, k)
    labels = jnp.array([0, 3, -1, 2, 1, -1])

    def loss(w, x, labels):
        logits = x @ w
        valid = labels >= 0
        safe = jnp.where(valid, labels, 0)
        lse = jax.scipy.special.logsumexp(logits, axis=-1)
        onehot = jax.nn.one_hot(safe, k)
        smooth = onehot * 0.9 + 0.1 / k
        ce = lse - jnp.sum(smooth * logits, axis=-1)
        ce = jnp.sum(jnp.where(valid, ce, 0.0)) / jnp.maximum(jnp.sum(valid), 1)
        correct = jnp.sum((jnp.argmax(logits, axis=-1) == labels) & valid)
        other = jnp.max(jnp.where(onehot > 0, -jnp.inf, logits), axis=-1)
        true = jnp.sum(onehot * logits, axis=-1)
        margin = jnp.mean(jax.nn.relu(1.0 - true + jax.lax.stop_gradient(other)))
        return ce + 0.5 * margin, correct

    run_labelled("loss_heads", jax.value_and_grad(loss, has_aux=True), (w, x, labels))


def prog_int_bits():
    """Integer and boolean code: a multiply-xorshift hash, population
    counts and leading zeros, shifts, integer division and remainder,
    any/all, a cumulative max (associative_scan), argmin, a bucket
    histogram and a sort of integer keys carrying values."""
    import jax
    import jax.numpy as jnp
    import numpy as np
    r = _np_rng(203)
    x = jnp.asarray(r.integers(0, 1 << 20, size=(16,), dtype=np.int32))
    y = jnp.asarray(r.integers(1, 50, size=(16,), dtype=np.int32))

    def f(x, y):
        u = x.astype(jnp.uint32)
        h = u * jnp.uint32(0x9E3779B1)
        h = h ^ (h >> 15)
        h = (h * jnp.uint32(0x85EBCA77)) ^ (h << 7)
        bits = jax.lax.population_count(h).astype(jnp.int32)
        lz = jax.lax.clz(x)
        q, rem = x // y, x % y
        even = (rem & 1) == 0
        flags = jnp.stack([jnp.any(even), jnp.all(bits > 4), jnp.any(lz > 12)])
        cmax = jax.lax.associative_scan(jnp.maximum, q)
        bucket = (h >> 28).astype(jnp.int32)
        hist = jnp.zeros(16, jnp.int32).at[bucket].add(1)
        keys, vals = jax.lax.sort((bucket * 100 + rem, x), num_keys=1)
        return (bits + lz, cmax, jnp.argmin(q), flags, hist, keys, vals,
                jnp.where(even, q, -rem).sum())

    run_labelled("int_bits", f, (x, y))


def prog_while_window():
    """A while loop with a data-dependent exit that reads sliding windows
    of a sequence with dynamic_slice, accumulates with
    dynamic_update_slice, and nests a fori_loop; then lax.map over rows."""
    import jax
    import jax.numpy as jnp
    r = _np_rng(204)
    seq = _normal(r, 20, 3, scale=1.0)
    kern = _normal(r, 4, 3)

    def f(seq, kern):
        def cond(c):
            i, acc, out = c
            return (i < 17) & (acc < 50.0)

        def body(c):
            i, acc, out = c
            win = jax.lax.dynamic_slice(seq, (i, 0), (4, 3))

            def inner(j, s):
                return s + jnp.dot(win[j], kern[j])
            v = jax.lax.fori_loop(0, 4, inner, 0.0)
            out = jax.lax.dynamic_update_slice(out, jnp.reshape(v, (1,)), (i,))
            return i + 1, acc + jnp.abs(v), out

        i, acc, out = jax.lax.while_loop(cond, body, (0, 0.0, jnp.zeros(17)))
        rows = jax.lax.map(lambda row: jnp.sort(row)[::-1] * jnp.float32(i), seq[:5])
        return out, acc, rows

    run_labelled("while_window", f, (seq, kern))


def prog_scan_unroll():
    """lax.scan over 4 stacked layers unrolled by two, each layer an inner
    scan over two sub-steps, remat with a policy that saves only named
    residuals (checkpoint_name), value and gradient."""
    import jax
    import jax.numpy as jnp
    from jax.ad_checkpoint import checkpoint_name
    r = _np_rng(205)
    layers, d = 4, 6
    ws = _normal(r, layers, d, d)
    bs = jnp.zeros((layers, d))
    x = _normal(r, 3, d, scale=1.0)
    policy = jax.checkpoint_policies.save_only_these_names("pre")

    def layer(h, wb):
        w, b = wb
        pre = checkpoint_name(h @ w + b, "pre")

        def sub(c, t):
            return jnp.tanh(c) * t + c, jnp.sum(c)
        out, sums = jax.lax.scan(sub, pre, jnp.array([0.5, 0.25]))
        return out + h, sums

    def loss(ws, bs, x):
        h, sums = jax.lax.scan(jax.checkpoint(layer, policy=policy), x, (ws, bs), unroll=2)
        return jnp.mean(h ** 2) + 0.01 * jnp.sum(sums)

    run_labelled("scan_unroll", jax.value_and_grad(loss, argnums=(0, 1)), (ws, bs, x))


def prog_pool_switch():
    """Max pooling and its gradient (select-and-scatter), strided average
    pooling, a transposed convolution, and a vmapped lax.switch (a select
    over branch results), with the gradient."""
    import jax
    import jax.numpy as jnp
    r = _np_rng(206)
    x = _normal(r, 2, 6, 6, 2, scale=1.0)
    k = _normal(r, 2, 2, 2, 2)
    which = jnp.array([0, 2])

    def per_example(h, i):
        return jax.lax.switch(i, [jnp.sin, lambda t: t * t, lambda t: jnp.maximum(t, 0.0)], h)

    def loss(k, x, which):
        m = jax.lax.reduce_window(x, -jnp.inf, jax.lax.max, (1, 2, 2, 1), (1, 2, 2, 1), "VALID")
        a = jax.lax.reduce_window(x, 0.0, jax.lax.add, (1, 3, 3, 1), (1, 3, 3, 1), "VALID") / 9.0
        up = jax.lax.conv_transpose(m, k, (2, 2), "VALID", dimension_numbers=("NHWC", "HWIO", "NHWC"))
        z = jax.vmap(per_example)(up, which)
        return jnp.sum(z * z) + jnp.sum(a)

    run_labelled("pool_switch", jax.value_and_grad(loss, argnums=(0, 1)), (k, x, which))


def prog_embed_sharded():
    """An embedding table sharded on the vocabulary axis over 8 host
    devices (gather of token ids), a cumulative sum along the batch-sharded
    sequence, a masked mean, a tied output projection, gradient and SGD
    (Shardy, 1-D mesh)."""
    import jax
    import jax.numpy as jnp
    import numpy as np
    holdout._use_shardy(True)
    mesh = holdout._mesh((8,), ("x",))
    r = _np_rng(207)
    vocab, d, b, s = 32, 8, 8, 5
    table = _normal(r, vocab, d, scale=1.0)
    ids = jnp.asarray(r.integers(0, vocab, size=(b, s), dtype=np.int32))
    mask = jnp.asarray(r.integers(0, 2, size=(b, s)).astype(bool))

    def step(table, ids, mask):
        def loss(t):
            e = t[ids]
            c = jnp.cumsum(e, axis=1)
            m = mask[..., None]
            pooled = jnp.sum(jnp.where(m, c, 0.0), axis=1) / jnp.maximum(jnp.sum(m, axis=1), 1)
            logits = pooled @ t.T
            return jnp.mean(jax.nn.logsumexp(logits, axis=-1) - logits[:, 0])
        l, g = jax.value_and_grad(loss)(table)
        return l, table - 0.1 * g

    sh = (holdout._sh(mesh, "x", None), holdout._sh(mesh, "x", None), holdout._sh(mesh, "x", None))
    holdout._run_sharded(mesh, "embed_sharded", step, (table, ids, mask), sh)


PROGRAMS = {
    "vit_patch": (prog_vit_patch, "vit_patch", []),
    "loss_heads": (prog_loss_heads, "loss_heads", []),
    "int_bits": (prog_int_bits, "int_bits", []),
    "while_window": (prog_while_window, "while_window", []),
    "scan_unroll": (prog_scan_unroll, "scan_unroll", []),
    "pool_switch": (prog_pool_switch, "pool_switch", []),
    "embed_sharded": (prog_embed_sharded, "embed_sharded", SHARDED_FLAGS),
}


# --------------------------------------------------------------------------
# XLA:GPU, deviceless (ahead-of-time for a target config).
# --------------------------------------------------------------------------

GPU_PROGRAM = "vit_patch"
# Tiny dots make the deviceless Triton GEMM tiling fail ("Couldn't find
# output tile sizes"); cuBLAS takes them instead.
GPU_FLAGS = ["--xla_gpu_enable_triton_gemm=false"]
GPU_TARGET = "h100_sxm.txtpb"
# Snapshots kept as test data (--gpu-pairs): computation-deduplicator merges
# equal reducers (33), conv-rewriter hands the convolutions to cuDNN (36),
# layout_normalization spells layout-changing copies out as transposes (46),
# cublas-gemm-rewriter the dots to cuBLASLt (52),
# priority-fusion fuses the Triton softmax fusions into their consumers and
# leaves their computations behind (70).
GPU_PAIRS = (32, 33, 35, 36, 45, 46, 51, 52, 69, 70)


def _run_labelled_gpu(name, fn, args, **jit_kwargs):
    """run_labelled() for one compile-only H100: lowered and compiled, not run."""
    import itertools
    import jax
    import numpy as np
    from jax._src import core
    from jax.experimental import topologies
    from jax.sharding import Mesh, NamedSharding, PartitionSpec as P
    with open(os.environ["HLOTRACE_TARGET_CONFIG"]) as f:
        topo = topologies.get_topology_desc(platform="cuda", target_config=f.read(),
                                            topology="1x1x4")
    mesh = Mesh(np.array(list(topo.devices)[:1]), ("x",))
    closed = jax.make_jaxpr(fn)(*args)
    jaxpr = base._relabel_jaxpr(closed.jaxpr, itertools.count())
    flat = jax.tree_util.tree_leaves(args)

    def labelled(*f):
        return tuple(core.eval_jaxpr(jaxpr, closed.consts, *f))

    labelled.__name__ = name
    labelled.__qualname__ = name
    specs = [jax.ShapeDtypeStruct(np.shape(a), np.asarray(a).dtype, sharding=NamedSharding(mesh, P()))
             for a in flat]
    jax.jit(labelled, **jit_kwargs).lower(*specs).compile()


def gpu_env(flags):
    """The environment of a deviceless GPU_TARGET compile child with `flags`."""
    env = base.child_env(flags)
    env["HLOTRACE_TARGET_CONFIG"] = os.path.join(
        os.environ.get("XLA_GPU_TARGET_CONFIGS", "/work/shared/reference/gpu-target-configs"), GPU_TARGET)
    return env


def compile_gpu_child(script, prog, module, env, folder, keep=lambda f: True):
    """Runs `script --gpu-worker prog` in a scratch folder with `env` and copies
    the module's HloProto snapshots that `keep` accepts into `folder`; returns
    their names."""
    import shutil
    import subprocess
    import tempfile
    with tempfile.TemporaryDirectory() as tmp:
        res = subprocess.run([sys.executable, os.path.abspath(script), "--gpu-worker", prog],
                             cwd=tmp, env=env, capture_output=True, text=True)
        if res.returncode != 0:
            sys.stderr.write(res.stdout + res.stderr)
            raise SystemExit(f"child failed: {prog}")
        kept = [f for f in base.keep_only(tmp, module) if f.endswith(".hlo.pb.gz") and keep(f)]
        for f in kept:
            shutil.copy(os.path.join(tmp, f), folder)
    return kept


def main_gpu(out, steps=None, command=None):
    """Compiles GPU_PROGRAM for GPU_TARGET into out/<program>_h100 (all of its
    snapshots, or only `steps`) and writes out/MANIFEST.json."""
    out = os.path.abspath(out)
    base.fresh_out(out)
    fn, module, _ = PROGRAMS[GPU_PROGRAM]
    flags = base.BASE_FLAGS + GPU_FLAGS
    folder = os.path.join(out, f"{GPU_PROGRAM}_h100")
    os.makedirs(folder)
    kept = compile_gpu_child(__file__, GPU_PROGRAM, module, gpu_env(flags), folder,
                             lambda f: steps is None or any(f".{n:04d}." in f for n in steps))
    if steps is not None and len(kept) != len(steps):
        raise SystemExit(f"{GPU_PROGRAM}: expected steps {steps}, found {kept}")
    manifest = base.versions()
    manifest["command"] = command
    manifest["folders"] = [{"folder": os.path.basename(folder), "module": module,
                            "target_config": GPU_TARGET, "xla_flags": " ".join(flags),
                            "steps": list(steps) if steps else None, "doc": fn.__doc__,
                            "files": kept}]
    base.write_manifest(out, manifest)
    print(f"wrote {len(kept)} files to {folder}")


def main():
    ap = base.arg_parser(__doc__, "/tmp/lineage-fresh")
    ap.add_argument("--gpu", metavar="DIR",
                    help=f"compile {GPU_PROGRAM} for a deviceless H100 and dump it to DIR (needs .venv-gpu)")
    ap.add_argument("--gpu-pairs", metavar="DIR",
                    help="write only the GPU snapshots kept as test data (GPU_PAIRS) to DIR")
    ap.add_argument("--gpu-worker", help=argparse.SUPPRESS)
    ns = ap.parse_args()
    if ns.worker:
        PROGRAMS[ns.worker][0]()
    elif ns.gpu_worker:
        globals()["run_labelled"] = _run_labelled_gpu
        PROGRAMS[ns.gpu_worker][0]()
    elif ns.gpu:
        main_gpu(ns.gpu, command=f"python scripts/xla/gen_lineage_fresh.py --gpu {ns.gpu}")
    elif ns.gpu_pairs:
        main_gpu(ns.gpu_pairs, steps=GPU_PAIRS,
                 command=f"python scripts/xla/gen_lineage_fresh.py --gpu-pairs {os.path.relpath(ns.gpu_pairs)}")
    else:
        base.main_parent(ns, programs=PROGRAMS, script=__file__,
                         command=f"python scripts/xla/gen_lineage_fresh.py --out {ns.out}")


if __name__ == "__main__":
    main()
