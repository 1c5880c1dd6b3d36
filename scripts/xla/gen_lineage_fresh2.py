#!/usr/bin/env python3
"""Generate a fourth held-out lineage set: programs unlike those of the
committed data and of the three earlier held-out generators
(gen_lineage_holdout.py, gen_lineage_unseen.py, gen_lineage_fresh.py),
labelled like the committed ground truth.

Usage (from the repository root, after scripts/xla/make_venv.sh):

    .venv/bin/python scripts/xla/gen_lineage_fresh2.py --out /tmp/lineage-fresh2
    build/bin/LineageTruth /tmp/lineage-fresh2 --per-module

With the GPU compiler (scripts/xla/make_venv_accel.sh gpu; no GPU needed:
JAX compiles ahead of time for an H100 target config), the GPU programs
are labelled and dumped through the whole XLA:GPU pipeline, each into
DIR/<program>_h100:

    .venv-gpu/bin/python scripts/xla/gen_lineage_fresh2.py --gpu /tmp/lineage-fresh2-gpu

Not committed as data: it checks the engine on programs nobody looked at
while writing it.  Each program is relabelled and dumped exactly as
scripts/xla/gen_lineage_dumps.py does.  The programs: a residual conv net
with a depthwise convolution and training-mode batch norm that updates
running statistics; a scan whose carried tuple mixes an integer counter,
a boolean flag and a growing buffer, with a cond in the body and a
reversed scan; top_k and argsort feeding gathers and a scatter-add update
of an embedding table with repeated ids; a custom_vjp (clipped gradient)
under forward-over-reverse differentiation (a Hessian-vector product);
int8 quantized matmuls (round, clamp, int32 accumulation, dequantize);
a 2x2-mesh GSPMD program with sharding constraints and a shard_map
all_to_all on 4 host devices; and (XLA:GPU) a bf16 attention block with
layer norm and GELU.
"""

import argparse
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import gen_lineage_dumps as base  # noqa: E402
import gen_lineage_holdout as holdout  # noqa: E402
import gen_lineage_fresh as fresh  # noqa: E402
from gen_lineage_dumps import _np_rng  # noqa: E402

FOUR_DEVICES = ["--xla_force_host_platform_device_count=4"]


def run_labelled(name, fn, args, **jit_kwargs):
    # Looked up at call time so that --gpu-worker can swap in the GPU runner.
    return _RUNNER[0](name, fn, args, **jit_kwargs)


_RUNNER = [base.run_labelled]


def _normal(r, *shape, scale=None):
    import numpy as np
    s = scale if scale is not None else 1.0 / np.sqrt(shape[0])
    return (r.standard_normal(shape, dtype=np.float32) * s).astype(np.float32)


def prog_resnet_dw():
    """A residual block: a strided 3x3 convolution, training-mode batch norm
    that also returns updated running statistics, a depthwise 3x3
    convolution (feature_group_count), a 1x1 projection shortcut, global
    average pooling, softmax cross-entropy, gradient and momentum SGD."""
    import jax
    import jax.numpy as jnp
    r = _np_rng(301)
    n, hw, cin, c, classes = 2, 8, 3, 4, 3
    x = _normal(r, n, hw, hw, cin, scale=1.0)
    labels = jnp.array([0, 2])
    params = {"k1": _normal(r, 3, 3, cin, c), "dw": _normal(r, 3, 3, 1, c),
              "proj": _normal(r, 1, 1, cin, c), "g": jnp.ones(c), "b": jnp.zeros(c),
              "head": _normal(r, c, classes)}
    stats = {"mean": jnp.zeros(c), "var": jnp.ones(c)}
    mom = jax.tree_util.tree_map(jnp.zeros_like, params)
    dn = ("NHWC", "HWIO", "NHWC")

    def forward(p, stats, x):
        h = jax.lax.conv_general_dilated(x, p["k1"], (2, 2), "SAME", dimension_numbers=dn)
        mu = jnp.mean(h, axis=(0, 1, 2))
        var = jnp.mean(jnp.square(h - mu), axis=(0, 1, 2))
        h = (h - mu) * jax.lax.rsqrt(var + 1e-5) * p["g"] + p["b"]
        h = jax.nn.relu(h)
        h = jax.lax.conv_general_dilated(h, p["dw"], (1, 1), "SAME", dimension_numbers=dn,
                                         feature_group_count=c)
        sc = jax.lax.conv_general_dilated(x, p["proj"], (2, 2), "VALID", dimension_numbers=dn)
        h = jax.nn.relu(h + sc)
        logits = jnp.mean(h, axis=(1, 2)) @ p["head"]
        new_stats = {"mean": 0.9 * stats["mean"] + 0.1 * mu, "var": 0.9 * stats["var"] + 0.1 * var}
        return logits, new_stats

    def loss(p, stats, x, labels):
        logits, new_stats = forward(p, stats, x)
        ll = jax.nn.log_softmax(logits)
        return -jnp.mean(ll[jnp.arange(n), labels]), new_stats

    def step(p, mom, stats, x, labels):
        (l, new_stats), g = jax.value_and_grad(loss, has_aux=True)(p, stats, x, labels)
        mom = jax.tree_util.tree_map(lambda m, gi: 0.9 * m + gi, mom, g)
        p = jax.tree_util.tree_map(lambda a, m: a - 0.01 * m, p, mom)
        return l, p, mom, new_stats

    run_labelled("resnet_dw", step, (params, mom, stats, x, labels))


def prog_scan_carry():
    """A scan whose carried tuple mixes an int32 counter, a boolean
    'stopped' flag, a float state and a buffer written with
    dynamic_update_slice at the counter; the body branches with lax.cond
    on the flag; a second scan runs in reverse over the outputs; gradient
    with respect to the weights."""
    import jax
    import jax.numpy as jnp
    r = _np_rng(302)
    t, d = 6, 4
    xs = _normal(r, t, d, scale=1.0)
    w = _normal(r, d, d)

    def loss(w, xs):
        def body(carry, x):
            i, stopped, h, buf = carry
            h2 = jnp.tanh(h @ w + x)

            def live(args):
                h, h2, buf = args
                return h2, jax.lax.dynamic_update_slice(buf, h2[None], (i, 0))

            def dead(args):
                h, h2, buf = args
                return h, buf
            h, buf = jax.lax.cond(stopped, dead, live, (h, h2, buf))
            stopped = stopped | (jnp.sum(h * h) > 3.0)
            return (i + 1, stopped, h, buf), jnp.sum(h)

        init = (jnp.int32(0), jnp.bool_(False), jnp.zeros(d), jnp.zeros((t, d)))
        (n, stopped, h, buf), sums = jax.lax.scan(body, init, xs)

        def back(acc, row):
            acc = 0.5 * acc + row
            return acc, jnp.max(acc)
        acc, peaks = jax.lax.scan(back, jnp.zeros(d), buf, reverse=True)
        return jnp.sum(acc) + jnp.sum(peaks * sums) + jnp.where(stopped, 1.0, 0.0) * n

    run_labelled("scan_carry", jax.value_and_grad(loss), (w, xs))


def prog_topk_embed():
    """Retrieval-style scoring: top_k over query-key scores, argsort of the
    winners, gathers with take_along_axis, a gather of embedding rows by
    the chosen ids, and a sparse update of the embedding table with
    repeated ids (scatter-add of the row gradients) plus a scatter-max of
    per-row usage counts."""
    import jax
    import jax.numpy as jnp
    import numpy as np
    r = _np_rng(303)
    vocab, d, q, k = 12, 4, 3, 3
    table = _normal(r, vocab, d, scale=1.0)
    queries = _normal(r, q, d, scale=1.0)
    usage = jnp.zeros(vocab, jnp.int32)
    extra = jnp.asarray(r.integers(0, vocab, size=(5,), dtype=np.int32))

    def score(table, queries):
        s = queries @ table.T
        top, ids = jax.lax.top_k(s, k)
        order = jnp.argsort(-top[:, 0])
        ids = ids[order]
        rows = table[ids]
        w = jax.nn.softmax(jnp.take_along_axis(s, ids, axis=1), axis=-1)
        pooled = jnp.einsum("qk,qkd->qd", w, rows)
        return jnp.sum(pooled * queries[order]), ids

    def step(table, queries, usage, extra):
        (l, ids), g = jax.value_and_grad(score, has_aux=True)(table, queries)
        flat = jnp.concatenate([ids.reshape(-1), extra])
        rowg = g[flat]
        table = table.at[flat].add(-0.1 * rowg)
        usage = usage.at[flat].max(jnp.arange(flat.shape[0], dtype=jnp.int32))
        return l, table, usage

    run_labelled("topk_embed", step, (table, queries, usage, extra))


def prog_hvp_custom():
    """A custom_vjp whose backward pass clips the cotangent, inside a small
    MLP; the loss's Hessian-vector product by forward-over-reverse
    (jax.jvp of jax.grad), with a softplus and a logsumexp."""
    import jax
    import jax.numpy as jnp
    r = _np_rng(304)
    d, h = 4, 5
    w1 = _normal(r, d, h)
    w2 = _normal(r, h, 1)
    x = _normal(r, 6, d, scale=1.0)
    v1 = _normal(r, d, h)
    v2 = _normal(r, h, 1)

    @jax.custom_vjp
    def clipped(t):
        return jnp.sin(t)

    def clipped_fwd(t):
        return jnp.sin(t), jnp.cos(t)

    def clipped_bwd(c, g):
        return (jnp.clip(g * c, -0.5, 0.5),)

    clipped.defvjp(clipped_fwd, clipped_bwd)

    def loss(params, x):
        w1, w2 = params
        a = jax.nn.softplus(x @ w1)
        b = (a * clipped(a)) @ w2
        return jax.nn.logsumexp(b[:, 0]) + 0.1 * jnp.sum(w1 * w1)

    def hvp(params, vs, x):
        g, hv = jax.jvp(lambda p: jax.grad(loss)(p, x), (params,), (vs,))
        return g, hv

    run_labelled("hvp_custom", hvp, ((w1, w2), (v1, v2), x))


def prog_quant_int8():
    """Int8 quantized inference: per-channel scales from max-abs, round and
    clamp to int8, an int8 x int8 matmul accumulating in int32
    (preferred_element_type), dequantize, a bias and a second quantized
    layer, and the float reference for an error measure."""
    import jax
    import jax.numpy as jnp
    r = _np_rng(305)
    x = _normal(r, 4, 8, scale=1.0)
    w1 = _normal(r, 8, 6)
    w2 = _normal(r, 6, 3)
    b1 = _normal(r, 6, scale=0.1)

    def quant(t, axis):
        s = jnp.max(jnp.abs(t), axis=axis, keepdims=True) / 127.0
        q = jnp.clip(jnp.round(t / s), -128, 127).astype(jnp.int8)
        return q, s

    def qdense(x, w):
        qx, sx = quant(x, 1)
        qw, sw = quant(w, 0)
        acc = jax.lax.dot(qx, qw, preferred_element_type=jnp.int32)
        return acc.astype(jnp.float32) * sx * sw

    def f(x, w1, w2, b1):
        h = jax.nn.relu(qdense(x, w1) + b1)
        y = qdense(h, w2)
        ref = jax.nn.relu(x @ w1 + b1) @ w2
        return y, jnp.max(jnp.abs(y - ref))

    run_labelled("quant_int8", f, (x, w1, w2, b1))


def prog_mesh2x2():
    """GSPMD on 4 host devices (2x2 mesh): a 2-D sharded matmul chain with
    with_sharding_constraint resharding the activation between layers, a
    shard_map all_to_all that swaps which axis is split, a reduction over
    the sharded axis, gradient and SGD."""
    import jax
    import jax.numpy as jnp
    from functools import partial
    from jax.sharding import PartitionSpec as P
    try:
        from jax import shard_map
    except ImportError:
        from jax.experimental.shard_map import shard_map
    holdout._use_shardy(False)
    mesh = holdout._mesh((2, 2), ("a", "b"))
    r = _np_rng(306)
    x = _normal(r, 8, 8, scale=1.0)
    w1 = _normal(r, 8, 8)
    w2 = _normal(r, 8, 4)

    @partial(shard_map, mesh=mesh, in_specs=P("a", None), out_specs=P(None, "a"))
    def swap(t):
        return jax.lax.all_to_all(t, "a", 1, 0, tiled=True)

    def loss(w1, w2, x):
        h = jnp.tanh(x @ w1)
        h = jax.lax.with_sharding_constraint(h, holdout._sh(mesh, None, ("a", "b")))
        h = swap(h)
        y = h @ w2
        return jnp.mean(jnp.sum(y * y, axis=0))

    def step(w1, w2, x):
        l, (g1, g2) = jax.value_and_grad(loss, argnums=(0, 1))(w1, w2, x)
        return l, w1 - 0.1 * g1, w2 - 0.1 * g2

    sh = (holdout._sh(mesh, "a", "b"), holdout._sh(mesh, "b", None), holdout._sh(mesh, "a", None))
    holdout._run_sharded(mesh, "mesh2x2", step, (w1, w2, x), sh)


def prog_attn_bf16():
    """A bf16 pre-norm attention block with a causal mask, a GELU MLP,
    float32 layer-norm statistics and softmax, gradient and SGD (meant for
    the XLA:GPU pipeline: cuBLAS GEMMs, Triton softmax and fusions)."""
    import jax
    import jax.numpy as jnp
    r = _np_rng(307)
    b, t, d, heads, f = 2, 8, 16, 2, 32
    bf = jnp.bfloat16
    x = _normal(r, b, t, d, scale=1.0)
    params = {"qkv": _normal(r, d, 3 * d), "o": _normal(r, d, d), "up": _normal(r, d, f),
              "down": _normal(r, f, d), "g": jnp.ones(d)}

    def ln(h, g):
        h32 = h.astype(jnp.float32)
        mu = jnp.mean(h32, axis=-1, keepdims=True)
        var = jnp.mean(jnp.square(h32 - mu), axis=-1, keepdims=True)
        return ((h32 - mu) * jax.lax.rsqrt(var + 1e-5) * g).astype(bf)

    def loss(p, x):
        h = x.astype(bf)
        q, k, v = jnp.split(ln(h, p["g"]) @ p["qkv"].astype(bf), 3, axis=-1)
        q, k, v = (a.reshape(b, t, heads, d // heads) for a in (q, k, v))
        s = jnp.einsum("bqhd,bkhd->bhqk", q, k).astype(jnp.float32) * (d // heads) ** -0.5
        mask = jnp.tril(jnp.ones((t, t), bool))
        s = jnp.where(mask, s, -1e9)
        a = jax.nn.softmax(s, axis=-1).astype(bf)
        o = jnp.einsum("bhqk,bkhd->bqhd", a, v).reshape(b, t, d)
        h = h + o @ p["o"].astype(bf)
        m = jax.nn.gelu(ln(h, p["g"]) @ p["up"].astype(bf)) @ p["down"].astype(bf)
        h = h + m
        return jnp.mean(jnp.square(h.astype(jnp.float32)))

    def step(p, x):
        l, g = jax.value_and_grad(loss)(p, x)
        return l, jax.tree_util.tree_map(lambda a, gi: a - 0.01 * gi, p, g)

    run_labelled("attn_bf16", step, (params, x))


PROGRAMS = {
    "resnet_dw": (prog_resnet_dw, "resnet_dw", []),
    "scan_carry": (prog_scan_carry, "scan_carry", []),
    "topk_embed": (prog_topk_embed, "topk_embed", []),
    "hvp_custom": (prog_hvp_custom, "hvp_custom", []),
    "quant_int8": (prog_quant_int8, "quant_int8", []),
    "mesh2x2": (prog_mesh2x2, "mesh2x2", FOUR_DEVICES),
    "attn_bf16": (prog_attn_bf16, "attn_bf16", []),
}

# Compiled deviceless for the H100 by --gpu (single-device programs only).
GPU_PROGRAMS = ("attn_bf16", "resnet_dw", "topk_embed")


def main_gpu(out, command):
    """Compiles each of GPU_PROGRAMS for fresh.GPU_TARGET into out/<program>_h100
    (every snapshot) and writes out/MANIFEST.json."""
    out = os.path.abspath(out)
    base.fresh_out(out)
    flags = base.BASE_FLAGS + fresh.GPU_FLAGS
    env = fresh.gpu_env(flags)
    manifest = base.versions()
    manifest["command"] = command
    manifest["folders"] = []
    for prog in GPU_PROGRAMS:
        fn, module, _ = PROGRAMS[prog]
        folder = os.path.join(out, f"{prog}_h100")
        os.makedirs(folder)
        print(f"[{prog} h100]", flush=True)
        kept = fresh.compile_gpu_child(__file__, prog, module, env, folder)
        manifest["folders"].append({"folder": os.path.basename(folder), "module": module,
                                    "target_config": fresh.GPU_TARGET, "xla_flags": " ".join(flags),
                                    "doc": fn.__doc__, "files": kept})
    base.write_manifest(out, manifest)
    print(f"wrote {sum(len(f['files']) for f in manifest['folders'])} files to {out}")


def main():
    ap = base.arg_parser(__doc__, "/tmp/lineage-fresh2")
    ap.add_argument("--gpu", metavar="DIR",
                    help=f"compile {', '.join(GPU_PROGRAMS)} for a deviceless H100 into DIR (needs .venv-gpu)")
    ap.add_argument("--gpu-worker", help=argparse.SUPPRESS)
    ns = ap.parse_args()
    if ns.worker:
        PROGRAMS[ns.worker][0]()
    elif ns.gpu_worker:
        _RUNNER[0] = fresh._run_labelled_gpu
        PROGRAMS[ns.gpu_worker][0]()
    elif ns.gpu:
        main_gpu(ns.gpu, command=f"python scripts/xla/gen_lineage_fresh2.py --gpu {ns.gpu}")
    else:
        base.main_parent(ns, programs=PROGRAMS, script=__file__,
                         command=f"python scripts/xla/gen_lineage_fresh2.py --out {ns.out}")


if __name__ == "__main__":
    main()
