#!/usr/bin/env python3
"""Generate the lineage ground-truth dumps: every JAX op carries a unique name.

Usage (from the repository root, after scripts/xla/make_venv.sh):

    .venv/bin/python scripts/xla/gen_lineage_dumps.py --out unittests/data/xla-lineage

Each program is traced to a jaxpr (after autodiff, so backward ops are
equations too), every equation -- also those inside nested jaxprs: jit
calls, scan/while bodies, remat, cond branches -- gets a name scope `oN`
with a number unique in the program, and the relabelled jaxpr is jitted and
run.  JAX writes the name stack into each HLO instruction's
`metadata={op_name=...}`, and XLA keeps metadata on the instructions it
clones, fuses, inlines, partitions and rewrites, so op_name tells where an
instruction of any later snapshot came from.  benchmarks/LineageTruth.cpp
turns that into ground truth for the lineage engine (which is scored with
metadata hidden from it).

One JAX equation may still lower to several HLO instructions (a broadcast
and the op using it, a threefry hash, a LAPACK call and its info checks);
those share a label, which the scorer handles (see docs/lineage.md).

Each program runs in a fresh Python subprocess whose XLA_FLAGS dump every
pass that changed the module as a gzip-compressed HloProto (`.hlo.pb.gz`,
read by hlotrace's trace loader) and whose working directory is the output
folder <out>/<program>/.  XLA's file names are kept; only files no test
reads are deleted (modules of helper computations, buffer assignments, LLVM
IR, object files), and MANIFEST.json and README.md are written at <out>/.
"""

import argparse
import itertools
import json
import os
import platform
import shutil
import subprocess
import sys

# Same environment and version report as the other XLA data generator.
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from gen_dumps import child_env, versions  # noqa: E402

# Dump every changed pass, protos only, gzip-compressed.
BASE_FLAGS = [
    "--xla_dump_to=.",
    "--xla_dump_hlo_pass_re=.*",
    "--xla_dump_hlo_as_proto",
    "--xla_dump_compress_protos",
]
SHARDED_FLAGS = ["--xla_force_host_platform_device_count=8"]

# --------------------------------------------------------------------------
# Relabelling: a unique name scope per jaxpr equation.
# --------------------------------------------------------------------------


def _relabel_jaxpr(jaxpr, counter):
    from jax._src import core

    def relabel_param(v):
        if isinstance(v, core.ClosedJaxpr):
            return core.ClosedJaxpr(_relabel_jaxpr(v.jaxpr, counter), v.consts)
        if isinstance(v, core.Jaxpr):
            return _relabel_jaxpr(v, counter)
        if isinstance(v, tuple) and any(isinstance(x, (core.ClosedJaxpr, core.Jaxpr)) for x in v):
            items = [relabel_param(x) for x in v]
            # custom_linear_solve keeps its jaxprs in a namedtuple.
            return type(v)(*items) if hasattr(v, "_fields") else tuple(items)
        return v

    eqns = []
    for e in jaxpr.eqns:
        params = {k: relabel_param(v) for k, v in e.params.items()}
        stack = e.source_info.name_stack.extend(f"o{next(counter)}")
        eqns.append(e.replace(params=params, source_info=e.source_info.replace(name_stack=stack)))
    return jaxpr.replace(eqns=eqns)


def run_labelled(name, fn, args, **jit_kwargs):
    """Jit and run `fn(*args)` with a unique name scope on every equation.

    The module is named `jit_<name>`."""
    import jax
    from jax._src import core

    closed = jax.make_jaxpr(fn)(*args)
    jaxpr = _relabel_jaxpr(closed.jaxpr, itertools.count())
    flat_args = jax.tree_util.tree_leaves(args)

    def labelled(*flat):
        return tuple(core.eval_jaxpr(jaxpr, closed.consts, *flat))

    labelled.__name__ = name
    labelled.__qualname__ = name
    out = jax.jit(labelled, **jit_kwargs)(*flat_args)
    jax.block_until_ready(out)


def _np_rng(seed):
    import numpy as np
    return np.random.default_rng(seed)


# --------------------------------------------------------------------------
# Programs.  Tiny shapes: the dumps are test data.
# --------------------------------------------------------------------------


def _layer_norm(x, g, b):
    import jax
    import jax.numpy as jnp
    mu = jnp.mean(x, axis=-1, keepdims=True)
    var = jnp.mean(jnp.square(x - mu), axis=-1, keepdims=True)
    return (x - mu) * jax.lax.rsqrt(var + 1e-5) * g + b


def _gelu(x):
    import jax.numpy as jnp
    return 0.5 * x * (1.0 + jnp.tanh(0.7978845608 * (x + 0.044715 * x * x * x)))


def _dropout(key, x, rate):
    import jax
    import jax.numpy as jnp
    keep = jax.random.bernoulli(key, 1.0 - rate, x.shape)
    return jnp.where(keep, x / (1.0 - rate), 0.0)


def _block(p, x, key, heads):
    """A pre-norm transformer block: causal attention with dropout, GELU MLP."""
    import jax
    import jax.numpy as jnp
    b, s, d = x.shape
    hd = d // heads
    h = _layer_norm(x, p["ln1_g"], p["ln1_b"])

    def split_heads(t):
        return t.reshape(b, s, heads, hd)

    q, k, v = split_heads(h @ p["wq"]), split_heads(h @ p["wk"]), split_heads(h @ p["wv"])
    logits = jnp.einsum("bqhd,bkhd->bhqk", q, k) / jnp.sqrt(jnp.float32(hd))
    mask = jnp.tril(jnp.ones((s, s), dtype=bool))
    logits = jnp.where(mask[None, None], logits, -1e9)
    attn = jax.nn.softmax(logits, axis=-1)
    o = jnp.einsum("bhqk,bkhd->bqhd", attn, v).reshape(b, s, d)
    x = x + _dropout(key, o @ p["wo"], 0.1)
    h = _layer_norm(x, p["ln2_g"], p["ln2_b"])
    # A nested jit: XLA's call inliner has to inline it.
    h = jax.jit(_gelu)(h @ p["w1"] + p["b1"])
    return x + h @ p["w2"] + p["b2"]


def _block_params(r, d, f):
    import numpy as np

    def m(*shape):
        return (r.standard_normal(shape, dtype=np.float32) / np.sqrt(shape[0])).astype(np.float32)

    return {"ln1_g": np.ones(d, np.float32), "ln1_b": np.zeros(d, np.float32),
            "wq": m(d, d), "wk": m(d, d), "wv": m(d, d), "wo": m(d, d),
            "ln2_g": np.ones(d, np.float32), "ln2_b": np.zeros(d, np.float32),
            "w1": m(d, f), "b1": np.zeros(f, np.float32), "w2": m(f, d), "b2": np.zeros(d, np.float32)}


def prog_transformer():
    """2-layer GPT training step: repeated layers, remat (jax.checkpoint) per
    layer, dropout with RNG key splits, a nested jit per layer, embedding
    gather, cross-entropy, SGD update."""
    import jax
    import jax.numpy as jnp
    import numpy as np
    r = _np_rng(11)
    vocab, b, s, d, f, layers, heads = 32, 2, 8, 16, 32, 2, 2
    params = {"emb": r.standard_normal((vocab, d), dtype=np.float32) * 0.1,
              "layers": [_block_params(r, d, f) for _ in range(layers)],
              "lnf_g": np.ones(d, np.float32), "lnf_b": np.zeros(d, np.float32)}
    tokens = r.integers(0, vocab, (b, s + 1), dtype=np.int32)
    key = jax.random.key_data(jax.random.key(0))

    def step(params, tokens, key):
        def loss_fn(params):
            inputs, targets = tokens[:, :-1], tokens[:, 1:]
            x = params["emb"][inputs]
            keys = jax.random.split(jax.random.wrap_key_data(key), layers)
            for i in range(layers):
                x = jax.checkpoint(lambda p, x, k: _block(p, x, k, heads))(params["layers"][i], x, keys[i])
            x = _layer_norm(x, params["lnf_g"], params["lnf_b"])
            logp = jax.nn.log_softmax(x @ params["emb"].T, axis=-1)
            return -jnp.mean(jnp.take_along_axis(logp, targets[..., None], axis=-1))

        loss, grads = jax.value_and_grad(loss_fn)(params)
        return loss, jax.tree.map(lambda p, g: p - 0.01 * g, params, grads)

    run_labelled("transformer_step", step, (params, tokens, key))


def prog_scan_layers():
    """Scan over 3 stacked residual MLP layers (a while loop) with remat
    inside the scan body, and its gradient (a second, reversed while)."""
    import jax
    import jax.numpy as jnp
    import numpy as np
    r = _np_rng(12)
    layers, b, d = 3, 4, 8
    ws = r.standard_normal((layers, d, d), dtype=np.float32) / np.sqrt(d)
    gs = np.ones((layers, d), np.float32)
    x0 = r.standard_normal((b, d), dtype=np.float32)

    def model(ws, gs, x):
        @jax.checkpoint
        def layer(x, wg):
            w, g = wg
            return x + jnp.tanh(_layer_norm(x, g, 0.0) @ w), None

        y, _ = jax.lax.scan(layer, x, (ws, gs))
        return jnp.sum(y * y)

    def step(ws, gs, x):
        loss, (dw, dg) = jax.value_and_grad(model, argnums=(0, 1))(ws, gs, x)
        return loss, ws - 0.1 * dw, gs - 0.1 * dg

    run_labelled("scan_layers", step, (ws, gs, x0))


def prog_linalg():
    """LAPACK calls (cholesky, triangular solve, LU solve) inside a nested
    jit, mixed with elementwise work."""
    import jax
    import jax.numpy as jnp
    import numpy as np
    r = _np_rng(13)
    a = r.standard_normal((6, 6), dtype=np.float32)
    rhs = r.standard_normal((6, 3), dtype=np.float32)

    @jax.jit
    def chol_solve(spd, rhs):
        low = jnp.linalg.cholesky(spd)
        y = jax.scipy.linalg.solve_triangular(low, rhs, lower=True)
        return jax.scipy.linalg.solve_triangular(low.T, y, lower=False)

    def f(a, rhs):
        spd = a @ a.T + 6.0 * jnp.eye(6, dtype=a.dtype)
        x1 = chol_solve(spd, rhs)
        x2 = jnp.linalg.solve(a + 3.0 * jnp.eye(6, dtype=a.dtype), rhs)
        return jnp.tanh(x1) + x2 * 2.0

    run_labelled("linalg", f, (a, rhs))


def prog_rng():
    """RNG key splits and folds feeding normal, uniform and bernoulli draws."""
    import jax
    import jax.numpy as jnp
    key = jax.random.key_data(jax.random.key(42))

    def f(raw):
        key = jax.random.wrap_key_data(raw)
        total = jnp.zeros((4, 4), jnp.float32)
        for i, k in enumerate(jax.random.split(key, 2)):
            k1, k2 = jax.random.split(jax.random.fold_in(k, i))
            n = jax.random.normal(k1, (4, 4))
            u = jax.random.uniform(k2, (4, 4))
            total = total + jnp.where(jax.random.bernoulli(k1, 0.5, (4, 4)), n, u)
        return total

    run_labelled("rng", f, (key,))


def prog_sharded():
    """Shardy-partitioned training step of a 3-layer MLP with layer norm and
    softmax cross-entropy on 8 host CPU devices (4x2 mesh, data x model):
    sharding constraints on the hidden layers, a transpose that reshards."""
    import jax
    import jax.numpy as jnp
    import numpy as np
    from jax.sharding import Mesh, NamedSharding, PartitionSpec as P
    jax.config.update("jax_use_shardy_partitioner", True)
    r = _np_rng(14)
    mesh = Mesh(np.array(jax.devices()[:8]).reshape(4, 2), ("data", "model"))

    def sh(*spec):
        return NamedSharding(mesh, P(*spec))

    b, d, f, c = 16, 8, 16, 4
    w1 = r.standard_normal((d, f), dtype=np.float32) / 3.0
    w2 = r.standard_normal((f, f), dtype=np.float32) / 4.0
    w3 = r.standard_normal((f, c), dtype=np.float32) / 4.0
    g = np.ones(f, np.float32)
    x = r.standard_normal((b, d), dtype=np.float32)
    labels = r.integers(0, c, (b,), dtype=np.int32)
    shardings = (sh(None, "model"), sh("model", None), sh("model", None), sh("model"),
                 sh("data", None), sh("data"))
    args = tuple(jax.device_put(v, s) for v, s in zip((w1, w2, w3, g, x, labels), shardings))

    def step(w1, w2, w3, g, x, labels):
        def loss(params):
            w1, w2, w3, g = params
            h = jax.nn.relu(x @ w1)
            h = jax.lax.with_sharding_constraint(h, sh("data", "model"))
            h = _layer_norm(h, g, 0.0)
            h = jnp.tanh(h @ w2)
            h = jax.lax.with_sharding_constraint(h, sh("data", None))
            # A transpose that moves the batch to the model axis.
            ht = jax.lax.with_sharding_constraint(h.T, sh("model", "data"))
            logits = ht.T @ w3
            logp = jax.nn.log_softmax(logits, axis=-1)
            return -jnp.mean(jnp.take_along_axis(logp, labels[:, None], axis=-1))

        params = (w1, w2, w3, g)
        l, grads = jax.value_and_grad(loss)(params)
        return (l,) + tuple(p - 0.1 * gr for p, gr in zip(params, grads))

    with jax.sharding.use_mesh(mesh) if hasattr(jax.sharding, "use_mesh") else mesh:
        run_labelled("sharded_step", step, args, in_shardings=shardings,
                     out_shardings=(sh(),) + shardings[:4])


def prog_simplify():
    """What CSE, the algebraic simplifier and layout assignment act on:
    repeated identical expressions, x*1 and x+0, double transposes, reshape
    chains, division by a constant, a dot of a transpose, a convolution and
    a transposed result."""
    import jax
    import jax.numpy as jnp
    import numpy as np
    r = _np_rng(15)
    x = r.standard_normal((8, 8), dtype=np.float32)
    y = r.standard_normal((8, 8), dtype=np.float32)
    img = r.standard_normal((1, 3, 8, 8), dtype=np.float32)
    ker = r.standard_normal((4, 3, 3, 3), dtype=np.float32)

    def f(x, y, img, ker):
        a = jnp.exp(x) + jnp.exp(x)              # CSE: the same exp twice
        c = (a * 1.0 + 0.0) / 4.0                # algsimp: identities, divide by constant
        d = jnp.transpose(jnp.transpose(y))      # transposes cancel
        e = jnp.reshape(jnp.reshape(d, (4, 16)), (8, 8))
        g = jnp.dot(x.T, e) + jnp.dot(x.T, e)    # CSE on dots, transpose into dot
        h = jnp.sum(x * x, axis=0) - jnp.sum(x * x, axis=0)
        conv = jax.lax.conv_general_dilated(img, ker, (1, 1), "SAME",
                                            dimension_numbers=("NCHW", "OIHW", "NCHW"))
        return c + g.T + h[None, :], jnp.transpose(conv, (0, 2, 3, 1))

    run_labelled("simplify", f, (x, y, img, ker))


PROGRAMS = {
    "transformer": (prog_transformer, "transformer_step", []),
    "scan_layers": (prog_scan_layers, "scan_layers", []),
    "linalg": (prog_linalg, "linalg", []),
    "rng": (prog_rng, "rng", []),
    "sharded": (prog_sharded, "sharded_step", SHARDED_FLAGS),
    "simplify": (prog_simplify, "simplify", []),
}

# --------------------------------------------------------------------------
# Driver.
# --------------------------------------------------------------------------


def keep_only(folder, module):
    """Deletes every file except the HloProto snapshots and debug_options of
    the module(s) named jit_<module>."""
    kept = []
    for fn in sorted(os.listdir(folder)):
        ours = f".jit_{module}." in fn
        if ours and (fn.endswith(".hlo.pb.gz") or fn.endswith(".debug_options")):
            kept.append(fn)
        elif os.path.isdir(os.path.join(folder, fn)):
            shutil.rmtree(os.path.join(folder, fn))
        else:
            os.remove(os.path.join(folder, fn))
    return kept


def write_readme(out, manifest):
    lines = [
        "# Lineage ground-truth dumps (XLA CPU)",
        "",
        "Generated by `scripts/xla/gen_lineage_dumps.py`; do not edit by hand, rerun instead:",
        "",
        "    scripts/xla/make_venv.sh",
        f"    .venv/bin/{manifest['command']}",
        "",
        f"- Python {manifest['python']}, jax {manifest['jax']}, jaxlib {manifest['jaxlib']}, "
        f"numpy {manifest['numpy']}, platform {manifest['platform']}",
        "- Every JAX equation (after autodiff, inside nested jaxprs too) runs under a name scope "
        "`oN` unique in its program, so each HLO instruction's `metadata={op_name=...}` names the "
        "equation it came from. `benchmarks/LineageTruth.cpp` scores hlotrace's lineage engine "
        "against these labels (see docs/lineage.md, \"Ground truth\").",
        "- Each folder holds what XLA wrote for one program, run in a fresh process with its "
        "working directory set to the folder, minus the files no test reads: only the "
        "`.hlo.pb.gz` snapshots (HloProto, gzip) and the `debug_options` of the program's own "
        "module are kept. File names are XLA's.",
        f"- XLA_FLAGS: `{' '.join(BASE_FLAGS)}` (plus `{' '.join(SHARDED_FLAGS)}` for `sharded`).",
        "",
        "| folder | module | program | files | bytes |",
        "|---|---|---|---:|---:|",
    ]
    for f in manifest["folders"]:
        doc = " ".join(f["doc"].split())
        lines.append(f"| `{f['folder']}` | `jit_{f['module']}` | {doc} | {f['files']} | {f['bytes']} |")
    lines.append("")
    with open(os.path.join(out, "README.md"), "w") as fh:
        fh.write("\n".join(lines))


def fresh_out(out):
    """Empties `out` (a folder this script wrote before, holding a
    MANIFEST.json, or an empty one) and makes it."""
    if os.path.exists(out):
        if os.listdir(out) and not os.path.exists(os.path.join(out, "MANIFEST.json")):
            raise SystemExit(f"{out} is not empty and has no MANIFEST.json; refusing to wipe")
        shutil.rmtree(out)
    os.makedirs(out, exist_ok=True)


def write_manifest(out, manifest):
    """Writes `manifest` as out/MANIFEST.json."""
    with open(os.path.join(out, "MANIFEST.json"), "w") as fh:
        json.dump(manifest, fh, indent=2)
        fh.write("\n")


def arg_parser(doc, out):
    """The command line every lineage generator shares: --out (default
    `out`), --only, and the hidden --worker its children run with."""
    ap = argparse.ArgumentParser(description=doc, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--out", default=out)
    ap.add_argument("--only", help="comma-separated program names (debugging; no MANIFEST written)")
    ap.add_argument("--worker", help=argparse.SUPPRESS)
    return ap


def main_parent(ns, programs=None, script=None, command=None):
    """Runs each program of `programs` (default PROGRAMS) in a fresh child
    of `script` (default this file) and writes MANIFEST.json and README.md."""
    programs = PROGRAMS if programs is None else programs
    script = os.path.abspath(script or __file__)
    out = os.path.abspath(ns.out)
    only = set(ns.only.split(",")) if ns.only else None
    if only:
        os.makedirs(out, exist_ok=True)
    else:
        fresh_out(out)
    manifest = versions()
    manifest["platform"] = f"{platform.system()}-{platform.machine()}"
    manifest["command"] = command or "python scripts/xla/gen_lineage_dumps.py --out unittests/data/xla-lineage"
    manifest["folders"] = []
    for prog, (fn, module, extra) in programs.items():
        if only and prog not in only:
            continue
        d = os.path.join(out, prog)
        if os.path.exists(d):
            shutil.rmtree(d)
        os.makedirs(d)
        flags = BASE_FLAGS + extra
        print(f"[{prog}]", flush=True)
        res = subprocess.run([sys.executable, script, "--worker", prog], cwd=d,
                             env=child_env(flags), capture_output=True, text=True)
        if res.returncode != 0:
            sys.stderr.write(res.stdout + res.stderr)
            raise SystemExit(f"child failed: {prog}")
        kept = keep_only(d, module)
        size = sum(os.path.getsize(os.path.join(d, k)) for k in kept)
        manifest["folders"].append({"folder": prog, "module": module, "xla_flags": " ".join(flags),
                                    "doc": fn.__doc__, "files": len(kept), "bytes": size})
    if not only:
        manifest["total_files"] = sum(f["files"] for f in manifest["folders"])
        manifest["total_bytes"] = sum(f["bytes"] for f in manifest["folders"])
        write_manifest(out, manifest)
        write_readme(out, manifest)
        print(f"wrote {manifest['total_files']} files, {manifest['total_bytes'] / 1e6:.2f} MB to {out}")


def main():
    ns = arg_parser(__doc__, "unittests/data/xla-lineage").parse_args()
    if ns.worker:
        PROGRAMS[ns.worker][0]()
    else:
        main_parent(ns)


if __name__ == "__main__":
    main()
