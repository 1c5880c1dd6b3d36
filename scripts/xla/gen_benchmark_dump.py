#!/usr/bin/env python3
"""Write a large XLA CPU per-pass dump (text + HloProto) for benchmarks.

    .venv/bin/python scripts/xla/gen_benchmark_dump.py --out /tmp/xla-bench

Compiles a small multi-layer transformer three ways (forward with unrolled
layers, a full training step with gradients, and a forward whose layers run
under lax.scan) with

    --xla_dump_to=. --xla_dump_hlo_pass_re=.* --xla_dump_hlo_as_text --xla_dump_hlo_as_proto

in a fresh subprocess whose working directory is --out.

`--moe E` makes every layer's feed-forward a mixture of E experts with top-2
routing (one-hot dispatch and combine einsums, as MoE layers are written in
JAX), which gives larger modules with many more ops per layer.
`--final-only` dumps only the modules before and after optimization (no
per-pass dumps): the way to make single large modules for the parse
benchmark quickly, e.g.

    --layers 24 --moe 8 --final-only        (an MoE training step)
    --layers 48 --final-only                (a deeper transformer)  The output is not
committed; generate it at benchmark time.  --out is wiped first if it holds a
previous benchmark dump (BENCHMARK_DUMP.json) or is empty; use --force
otherwise.
"""

import argparse
import json
import os
import shutil
import subprocess
import sys

FLAGS = ["--xla_dump_to=.", "--xla_dump_hlo_pass_re=.*", "--xla_dump_hlo_as_text",
         "--xla_dump_hlo_as_proto"]


def worker(layers, d_model, seq, batch, experts):
    import jax
    import jax.numpy as jnp
    import numpy as np

    heads = 4
    d_head = d_model // heads
    d_ff = 4 * d_model
    vocab = 64
    rng = np.random.default_rng(0)

    def dense(*shape):
        return (rng.standard_normal(shape) / np.sqrt(shape[0])).astype(np.float32)

    def layer_params():
        if experts:
            moe = {"gate": dense(d_model, experts),
                   "w1": np.stack([dense(d_model, d_ff) for _ in range(experts)]),
                   "w2": np.stack([dense(d_ff, d_model) for _ in range(experts)])}
        else:
            moe = {}
        return {
            "ln1_g": np.ones((d_model,), np.float32), "ln1_b": np.zeros((d_model,), np.float32),
            "wqkv": dense(d_model, 3 * d_model), "wo": dense(d_model, d_model),
            "ln2_g": np.ones((d_model,), np.float32), "ln2_b": np.zeros((d_model,), np.float32),
            "w1": dense(d_model, d_ff), "b1": np.zeros((d_ff,), np.float32),
            "w2": dense(d_ff, d_model), "b2": np.zeros((d_model,), np.float32),
            **moe,  # the experts' w1/w2 replace the dense ones
        }

    params = {
        "embed": dense(vocab, d_model),
        "layers": [layer_params() for _ in range(layers)],
        "ln_f_g": np.ones((d_model,), np.float32), "ln_f_b": np.zeros((d_model,), np.float32),
    }
    tokens = rng.integers(0, vocab, size=(batch, seq), dtype=np.int32)
    targets = rng.integers(0, vocab, size=(batch, seq), dtype=np.int32)

    def layer_norm(x, g, b):
        mu = jnp.mean(x, -1, keepdims=True)
        var = jnp.mean(jnp.square(x - mu), -1, keepdims=True)
        return (x - mu) * jax.lax.rsqrt(var + 1e-5) * g + b

    def block(x, p):
        h = layer_norm(x, p["ln1_g"], p["ln1_b"])
        q, k, v = jnp.split(h @ p["wqkv"], 3, axis=-1)
        split = lambda t: t.reshape(batch, seq, heads, d_head)
        q, k, v = split(q), split(k), split(v)
        logits = jnp.einsum("bqhd,bkhd->bhqk", q, k) * (1.0 / np.sqrt(d_head))
        mask = jnp.tril(jnp.ones((seq, seq), bool))
        logits = jnp.where(mask, logits, -1e9)
        att = jnp.einsum("bhqk,bkhd->bqhd", jax.nn.softmax(logits, -1), v)
        x = x + att.reshape(batch, seq, d_model) @ p["wo"]
        h = layer_norm(x, p["ln2_g"], p["ln2_b"])
        if experts:
            return x + mixture(h, p)
        h = jax.nn.gelu(h @ p["w1"] + p["b1"]) @ p["w2"] + p["b2"]
        return x + h

    def mixture(h, p):
        # Top-2 routing with one-hot dispatch/combine tensors.
        probs = jax.nn.softmax(h @ p["gate"], -1)            # b s e
        top, idx = jax.lax.top_k(probs, 2)                   # b s 2
        onehot = jax.nn.one_hot(idx, experts)                # b s 2 e
        combine = jnp.einsum("bsk,bske->bse", top / jnp.sum(top, -1, keepdims=True), onehot)
        dispatch = (combine > 0).astype(h.dtype)
        xe = jnp.einsum("bse,bsd->ebsd", dispatch, h)
        ye = jnp.einsum("ebsf,efd->ebsd",
                        jax.nn.gelu(jnp.einsum("ebsd,edf->ebsf", xe, p["w1"]) + p["b1"]), p["w2"])
        return jnp.einsum("ebsd,bse->bsd", ye, combine) + p["b2"]

    def forward(params, tokens):
        x = params["embed"][tokens]
        for p in params["layers"]:
            x = block(x, p)
        x = layer_norm(x, params["ln_f_g"], params["ln_f_b"])
        return x @ params["embed"].T

    def loss(params, tokens, targets):
        logp = jax.nn.log_softmax(forward(params, tokens), -1)
        return -jnp.mean(jnp.take_along_axis(logp, targets[..., None], -1))

    def train_step(params, tokens, targets):
        l, g = jax.value_and_grad(loss)(params, tokens, targets)
        new = jax.tree_util.tree_map(lambda p, gp: p - 1e-2 * gp, params, g)
        return new, l

    def forward_scanned(stacked, embed, tokens):
        x = embed[tokens]
        x, _ = jax.lax.scan(lambda c, p: (block(c, p), None), x, stacked)
        return x @ embed.T

    jax.block_until_ready(jax.jit(forward)(params, tokens))
    jax.block_until_ready(jax.jit(train_step)(params, tokens, targets))
    stacked = jax.tree_util.tree_map(lambda *xs: np.stack(xs), *params["layers"])
    jax.block_until_ready(jax.jit(forward_scanned)(stacked, params["embed"], tokens))


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--out", required=True)
    ap.add_argument("--layers", type=int, default=4)
    ap.add_argument("--d-model", type=int, default=64)
    ap.add_argument("--seq", type=int, default=16)
    ap.add_argument("--batch", type=int, default=2)
    ap.add_argument("--moe", type=int, default=0, metavar="E",
                    help="experts per layer (0: a dense feed-forward)")
    ap.add_argument("--final-only", action="store_true",
                    help="no per-pass dumps: only the modules before and after optimization")
    ap.add_argument("--force", action="store_true")
    ap.add_argument("--worker", action="store_true", help=argparse.SUPPRESS)
    ns = ap.parse_args()
    if ns.worker:
        worker(ns.layers, ns.d_model, ns.seq, ns.batch, ns.moe)
        return

    out = os.path.abspath(ns.out)
    if os.path.exists(out):
        if os.listdir(out) and not os.path.exists(os.path.join(out, "BENCHMARK_DUMP.json")) and not ns.force:
            raise SystemExit(f"{out} is not empty and is not a benchmark dump; refusing to wipe (use --force)")
        shutil.rmtree(out)
    os.makedirs(out)
    env = dict(os.environ)
    flags = [f for f in FLAGS if not (ns.final_only and "pass_re" in f)]
    env.update({"XLA_FLAGS": " ".join(flags), "JAX_PLATFORMS": "cpu", "TF_CPP_MIN_LOG_LEVEL": "2",
                "JAX_HLO_SOURCE_FILE_CANONICALIZATION_REGEX": r".*/(site-packages|dist-packages|scripts/xla)/"})
    cmd = [sys.executable, os.path.abspath(__file__), "--worker", "--out", out,
           "--layers", str(ns.layers), "--d-model", str(ns.d_model), "--seq", str(ns.seq),
           "--batch", str(ns.batch), "--moe", str(ns.moe)]
    subprocess.run(cmd, cwd=out, env=env, check=True)

    files = txt = pb = passes = 0
    total = 0
    for dp, _, fns in os.walk(out):
        for fn in fns:
            files += 1
            total += os.path.getsize(os.path.join(dp, fn))
            txt += fn.endswith(".txt")
            pb += fn.endswith(".hlo.pb")
            passes += fn.endswith(".txt") and ".after_" in fn and ".before_" in fn
    import jax
    import jaxlib
    info = {"xla_flags": " ".join(flags), "layers": ns.layers, "moe_experts": ns.moe, "d_model": ns.d_model, "seq": ns.seq,
            "batch": ns.batch, "jax": jax.__version__, "jaxlib": jaxlib.__version__,
            "files": files, "txt_files": txt, "hlo_pb_files": pb, "pass_txt_files": passes,
            "bytes": total}
    with open(os.path.join(out, "BENCHMARK_DUMP.json"), "w") as fh:
        json.dump(info, fh, indent=2)
        fh.write("\n")
    print(json.dumps(info))


if __name__ == "__main__":
    main()
