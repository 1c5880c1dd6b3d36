#!/usr/bin/env python3
"""Generate the held-out lineage programs: sharded and control-flow programs
the engine was not tuned on, labelled like the committed ground truth.

Usage (from the repository root, after scripts/xla/make_venv.sh):

    .venv/bin/python scripts/xla/gen_lineage_holdout.py --out /tmp/lineage-holdout
    build/bin/LineageTruth /tmp/lineage-holdout

The output is not committed (it is a check on generality, not test data):
each program is relabelled and dumped exactly as scripts/xla/gen_lineage_dumps.py
does (a unique name scope `oN` per jaxpr equation, every changed pass dumped
as a gzip-compressed HloProto), on 8 host CPU devices.  The programs cover
what partitioning, Shardy and control flow do to a program: 2-D (data x
model) meshes, FSDP, resharding through all-to-all, a convolution with
uneven shards and a halo, a scan over layers with its gradient under Shardy
and under GSPMD, shard_map collectives (psum, all_gather, ppermute,
psum_scatter), roll on a sharded axis, an MoE-style expert dispatch,
cond/switch inside a sharded loop, and remat with a policy.
"""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import gen_lineage_dumps as base  # noqa: E402
from gen_lineage_dumps import SHARDED_FLAGS, run_labelled, _np_rng, _layer_norm  # noqa: E402


def _mesh(shape, names):
    import jax
    import numpy as np
    from jax.sharding import Mesh
    n = int(np.prod(shape))
    return Mesh(np.array(jax.devices()[:n]).reshape(shape), names)


def _sh(mesh, *spec):
    from jax.sharding import NamedSharding, PartitionSpec as P
    return NamedSharding(mesh, P(*spec))


def _use_shardy(on):
    import jax
    jax.config.update("jax_use_shardy_partitioner", on)


def _run_sharded(mesh, name, fn, args, in_shardings, out_shardings=None):
    import jax
    args = tuple(jax.device_put(a, s) for a, s in zip(args, in_shardings))
    kw = {"in_shardings": in_shardings}
    if out_shardings is not None:
        kw["out_shardings"] = out_shardings
    ctx = jax.sharding.use_mesh(mesh) if hasattr(jax.sharding, "use_mesh") else mesh
    with ctx:
        run_labelled(name, fn, args, **kw)


# --------------------------------------------------------------------------
# Programs.
# --------------------------------------------------------------------------


def _attn_mlp(shardy):
    """A pre-norm attention + MLP block, data x model sharded on a 4x2 mesh,
    its gradient and an SGD update."""
    import jax
    import jax.numpy as jnp
    import numpy as np
    _use_shardy(shardy)
    mesh = _mesh((4, 2), ("data", "model"))
    r = _np_rng(21)
    b, s, d, f, heads = 8, 4, 16, 32, 2
    hd = d // heads

    def m(*shape):
        return (r.standard_normal(shape, dtype=np.float32) / np.sqrt(shape[0])).astype(np.float32)

    ws = [m(d, d), m(d, d), m(d, d), m(d, d), m(d, f), m(f, d)]
    x = r.standard_normal((b, s, d), dtype=np.float32)
    col, row = _sh(mesh, None, "model"), _sh(mesh, "model", None)
    shardings = (col, col, col, row, col, row, _sh(mesh, "data", None, None))

    def step(wq, wk, wv, wo, w1, w2, x):
        def loss(params):
            wq, wk, wv, wo, w1, w2 = params
            h = _layer_norm(x, 1.0, 0.0)
            q = (h @ wq).reshape(b, s, heads, hd)
            k = (h @ wk).reshape(b, s, heads, hd)
            v = (h @ wv).reshape(b, s, heads, hd)
            q = jax.lax.with_sharding_constraint(q, _sh(mesh, "data", None, "model", None))
            logits = jnp.einsum("bqhd,bkhd->bhqk", q, k) / np.float32(np.sqrt(hd))
            attn = jax.nn.softmax(logits, axis=-1)
            o = jnp.einsum("bhqk,bkhd->bqhd", attn, v).reshape(b, s, d)
            y = x + o @ wo
            z = jax.nn.gelu(_layer_norm(y, 1.0, 0.0) @ w1)
            z = jax.lax.with_sharding_constraint(z, _sh(mesh, "data", None, "model"))
            out = y + z @ w2
            return jnp.mean(out * out)

        params = (wq, wk, wv, wo, w1, w2)
        l, g = jax.value_and_grad(loss)(params)
        return (l,) + tuple(p - 0.1 * gp for p, gp in zip(params, g))

    _run_sharded(mesh, "attn_mlp_" + ("shardy" if shardy else "gspmd"), step, tuple(ws) + (x,), shardings)


def prog_attn_mlp_shardy():
    """Attention + MLP block with its gradient, 4x2 data x model mesh, Shardy."""
    _attn_mlp(True)


def prog_attn_mlp_gspmd():
    """Attention + MLP block with its gradient, 4x2 data x model mesh, GSPMD."""
    _attn_mlp(False)


def _scan(shardy):
    """lax.scan over 4 stacked layers (weights sharded on the model axis,
    batch on data) with remat in the body, and its gradient."""
    import jax
    import jax.numpy as jnp
    import numpy as np
    _use_shardy(shardy)
    mesh = _mesh((4, 2), ("data", "model"))
    r = _np_rng(22)
    layers, b, d, f = 4, 8, 8, 16
    w1 = r.standard_normal((layers, d, f), dtype=np.float32) / np.sqrt(d)
    w2 = r.standard_normal((layers, f, d), dtype=np.float32) / np.sqrt(f)
    x = r.standard_normal((b, d), dtype=np.float32)
    shardings = (_sh(mesh, None, None, "model"), _sh(mesh, None, "model", None), _sh(mesh, "data", None))

    def model(w1, w2, x):
        @jax.checkpoint
        def layer(h, w):
            a, c = w
            return h + jnp.tanh(h @ a) @ c, jnp.sum(h)

        y, sums = jax.lax.scan(layer, x, (w1, w2))
        return jnp.mean(y * y) + 0.01 * jnp.sum(sums)

    def step(w1, w2, x):
        l, (g1, g2) = jax.value_and_grad(model, argnums=(0, 1))(w1, w2, x)
        return l, w1 - 0.1 * g1, w2 - 0.1 * g2

    _run_sharded(mesh, "scan_" + ("shardy" if shardy else "gspmd"), step, (w1, w2, x), shardings)


def prog_scan_shardy():
    """Scan over 4 sharded layers with remat and its gradient, Shardy."""
    _scan(True)


def prog_scan_gspmd():
    """Scan over 4 sharded layers with remat and its gradient, GSPMD."""
    _scan(False)


def prog_shard_map():
    """shard_map over 8 devices: a local matmul, psum, all_gather, ppermute
    (a ring shift) and psum_scatter, then global elementwise work."""
    import jax
    import jax.numpy as jnp
    import numpy as np
    from jax.sharding import PartitionSpec as P
    _use_shardy(True)
    mesh = _mesh((8,), ("x",))
    r = _np_rng(23)
    a = r.standard_normal((16, 8), dtype=np.float32)
    w = r.standard_normal((8, 8), dtype=np.float32)

    def local(a, w):
        h = jnp.tanh(a @ w)
        tot = jax.lax.psum(jnp.sum(h, axis=0), "x")
        full = jax.lax.all_gather(h, "x", tiled=True)
        shifted = jax.lax.ppermute(h, "x", [(i, (i + 1) % 8) for i in range(8)])
        part = jax.lax.psum_scatter(full, "x", tiled=True)
        return h * tot + shifted + part, jnp.sum(full, axis=0, keepdims=True)

    def f(a, w):
        out, s = jax.shard_map(local, mesh=mesh, in_specs=(P("x", None), P()),
                               out_specs=(P("x", None), P("x", None)), check_vma=False)(a, w)
        return jnp.exp(out) + 1.0, s * 2.0

    _run_sharded(mesh, "shard_map_coll", f, (a, w), (_sh(mesh, "x", None), _sh(mesh)))


def prog_roll():
    """jnp.roll along a sharded axis and along an unsharded one, mixed with
    elementwise work and a reduction, GSPMD."""
    import jax
    import jax.numpy as jnp
    import numpy as np
    _use_shardy(False)
    mesh = _mesh((4, 2), ("data", "model"))
    r = _np_rng(24)
    x = r.standard_normal((16, 8), dtype=np.float32)

    def f(x):
        y = jnp.roll(jnp.sin(x), 3, axis=0)
        z = jnp.roll(x * 2.0, -1, axis=1)
        return jnp.cos(y) + z, jnp.sum(y * z, axis=1)

    _run_sharded(mesh, "roll_sharded", f, (x,), (_sh(mesh, "data", "model"),))


def prog_moe():
    """MoE-style layer: a top-1 gate, one-hot dispatch to 4 experts sharded on
    the model axis (tokens resharded from data to expert), expert MLPs,
    weighted combine, its gradient; Shardy on a 2x4 mesh."""
    import jax
    import jax.numpy as jnp
    import numpy as np
    _use_shardy(True)
    mesh = _mesh((2, 4), ("data", "model"))
    r = _np_rng(25)
    t, d, e, f = 16, 8, 4, 16
    x = r.standard_normal((t, d), dtype=np.float32)
    wg = r.standard_normal((d, e), dtype=np.float32) / np.sqrt(d)
    w1 = r.standard_normal((e, d, f), dtype=np.float32) / np.sqrt(d)
    w2 = r.standard_normal((e, f, d), dtype=np.float32) / np.sqrt(f)
    shardings = (_sh(mesh, "data", None), _sh(mesh), _sh(mesh, "model", None, None),
                 _sh(mesh, "model", None, None))

    def step(x, wg, w1, w2):
        def loss(params):
            wg, w1, w2 = params
            probs = jax.nn.softmax(x @ wg, axis=-1)
            expert = jnp.argmax(probs, axis=-1)
            onehot = jax.nn.one_hot(expert, e, dtype=x.dtype)
            gate = jnp.sum(probs * onehot, axis=-1)
            xin = jnp.einsum("te,td->etd", onehot, x)
            xin = jax.lax.with_sharding_constraint(xin, _sh(mesh, "model", None, None))
            h = jax.nn.relu(jnp.einsum("etd,edf->etf", xin, w1))
            y = jnp.einsum("etf,efd->etd", h, w2)
            out = jnp.einsum("etd,te->td", y, onehot) * gate[:, None]
            out = jax.lax.with_sharding_constraint(out, _sh(mesh, "data", None))
            return jnp.mean((out - x) ** 2)

        params = (wg, w1, w2)
        l, g = jax.value_and_grad(loss)(params)
        return (l,) + tuple(p - 0.1 * gp for p, gp in zip(params, g))

    _run_sharded(mesh, "moe", step, (x, wg, w1, w2), shardings)


def prog_cond_loop():
    """A fori_loop whose sharded carry goes through lax.cond and lax.switch
    each iteration, GSPMD on a 4x2 mesh."""
    import jax
    import jax.numpy as jnp
    import numpy as np
    _use_shardy(False)
    mesh = _mesh((4, 2), ("data", "model"))
    r = _np_rng(26)
    x = r.standard_normal((8, 8), dtype=np.float32)
    w = r.standard_normal((8, 8), dtype=np.float32) / 3.0

    def f(x, w):
        def body(i, c):
            c = jax.lax.cond(i % 2 == 0, lambda v: jnp.tanh(v @ w), lambda v: v * 0.5 + 1.0, c)
            c = jax.lax.switch(i % 3, [lambda v: v + 1.0, lambda v: jnp.sin(v), lambda v: v @ w.T], c)
            return jax.lax.with_sharding_constraint(c, _sh(mesh, "data", "model"))

        return jnp.sum(jax.lax.fori_loop(0, 5, body, x), axis=0)

    _run_sharded(mesh, "cond_loop", f, (x, w), (_sh(mesh, "data", "model"), _sh(mesh, None, "model")))


def prog_remat():
    """A 3-layer MLP under jax.checkpoint with a dots-saveable policy, batch
    sharded on 8 devices, its gradient; Shardy."""
    import jax
    import jax.numpy as jnp
    import numpy as np
    _use_shardy(True)
    mesh = _mesh((8,), ("data",))
    r = _np_rng(27)
    d = 8
    ws = [r.standard_normal((d, d), dtype=np.float32) / np.sqrt(d) for _ in range(3)]
    x = r.standard_normal((16, d), dtype=np.float32)
    shardings = (_sh(mesh),) * 3 + (_sh(mesh, "data", None),)

    def step(w1, w2, w3, x):
        def mlp(ws, x):
            for w in ws:
                x = jnp.tanh(x @ w) + x
            return x

        mlp = jax.checkpoint(mlp, policy=jax.checkpoint_policies.dots_with_no_batch_dims_saveable)

        def loss(ws):
            return jnp.mean(mlp(ws, x) ** 2)

        l, g = jax.value_and_grad(loss)((w1, w2, w3))
        return (l,) + tuple(w - 0.1 * gw for w, gw in zip((w1, w2, w3), g))

    _run_sharded(mesh, "remat_policy", step, tuple(ws) + (x,), shardings)


def _fsdp(shardy):
    """FSDP-style: weights sharded on their first axis over all 8 devices,
    gathered for each matmul, batch sharded; gradient and update."""
    import jax
    import jax.numpy as jnp
    import numpy as np
    _use_shardy(shardy)
    mesh = _mesh((8,), ("fsdp",))
    r = _np_rng(28)
    d, f = 16, 32
    w1 = r.standard_normal((d, f), dtype=np.float32) / 4.0
    w2 = r.standard_normal((f, d), dtype=np.float32) / 6.0
    x = r.standard_normal((16, d), dtype=np.float32)
    shardings = (_sh(mesh, "fsdp", None), _sh(mesh, "fsdp", None), _sh(mesh, "fsdp", None))

    def step(w1, w2, x):
        def loss(ws):
            a, c = ws
            h = jax.nn.relu(x @ a)
            return jnp.mean((h @ c - x) ** 2)

        l, (g1, g2) = jax.value_and_grad(loss)((w1, w2))
        return l, w1 - 0.1 * g1, w2 - 0.1 * g2

    _run_sharded(mesh, "fsdp_" + ("shardy" if shardy else "gspmd"), step, (w1, w2, x), shardings)


def prog_fsdp_shardy():
    """FSDP-style matmuls with gradient on 8 devices, Shardy."""
    _fsdp(True)


def prog_fsdp_gspmd():
    """FSDP-style matmuls with gradient on 8 devices, GSPMD."""
    _fsdp(False)


def prog_conv_halo():
    """A convolution whose spatial axis is sharded unevenly (10 rows over 4
    devices) so the partitioner pads and exchanges a halo; GSPMD."""
    import jax
    import jax.numpy as jnp
    import numpy as np
    _use_shardy(False)
    mesh = _mesh((4,), ("sp",))
    r = _np_rng(29)
    img = r.standard_normal((2, 10, 6, 3), dtype=np.float32)
    ker = r.standard_normal((3, 3, 3, 4), dtype=np.float32)

    def f(img, ker):
        img = jax.lax.with_sharding_constraint(img, _sh(mesh, None, "sp", None, None))
        y = jax.lax.conv_general_dilated(img, ker, (1, 1), "SAME",
                                         dimension_numbers=("NHWC", "HWIO", "NHWC"))
        return jnp.sum(jax.nn.relu(y), axis=(1, 2))

    _run_sharded(mesh, "conv_halo", f, (img, ker), (_sh(mesh), _sh(mesh)))


def prog_cond_grad():
    """The gradient of a lax.cond on sharded operands, Shardy on a 2x4 mesh:
    the backward conditional returns a one-element tuple, which Shardy's
    round trip unwraps."""
    import jax
    import jax.numpy as jnp
    import numpy as np
    _use_shardy(True)
    mesh = _mesh((2, 4), ("data", "model"))
    r = _np_rng(31)
    x = r.standard_normal((8, 32), dtype=np.float32)
    w = r.standard_normal((32, 16), dtype=np.float32) / 5.0
    p = np.int32(1)

    def loss(w, x, p):
        y = jax.lax.cond(p > 0, lambda a: jnp.tanh(a @ w), lambda a: (a * 2.0) @ w, x)
        return (y * y).sum()

    _run_sharded(mesh, "cond_grad", jax.grad(loss), (w, x, p),
                 (_sh(mesh, None, "model"), _sh(mesh, "data", None), _sh(mesh)))


PROGRAMS = {
    "attn_mlp_shardy": (prog_attn_mlp_shardy, "attn_mlp_shardy", SHARDED_FLAGS),
    "attn_mlp_gspmd": (prog_attn_mlp_gspmd, "attn_mlp_gspmd", SHARDED_FLAGS),
    "scan_shardy": (prog_scan_shardy, "scan_shardy", SHARDED_FLAGS),
    "scan_gspmd": (prog_scan_gspmd, "scan_gspmd", SHARDED_FLAGS),
    "shard_map": (prog_shard_map, "shard_map_coll", SHARDED_FLAGS),
    "roll": (prog_roll, "roll_sharded", SHARDED_FLAGS),
    "moe": (prog_moe, "moe", SHARDED_FLAGS),
    "cond_loop": (prog_cond_loop, "cond_loop", SHARDED_FLAGS),
    "remat": (prog_remat, "remat_policy", SHARDED_FLAGS),
    "fsdp_shardy": (prog_fsdp_shardy, "fsdp_shardy", SHARDED_FLAGS),
    "fsdp_gspmd": (prog_fsdp_gspmd, "fsdp_gspmd", SHARDED_FLAGS),
    "conv_halo": (prog_conv_halo, "conv_halo", SHARDED_FLAGS),
    "cond_grad": (prog_cond_grad, "cond_grad", SHARDED_FLAGS),
}


# Step pairs committed as test data (unittests/data/xla-lineage-pairs): for
# each program, the dump step numbers kept (a step and the one before it).
PAIRS = {
    "moe": (4, 5),          # SPMD partitioning: sharded iota, argmax split in two reduces
    "scan_gspmd": (5, 6),   # SPMD partitioning of a scan: slices in the loop body
    "roll": (4, 5),         # SPMD partitioning of roll: slices exchanged by collective-permute
    "conv_halo": (4, 5),    # SPMD partitioning of an uneven conv: padding masks
    "cond_loop": (2, 3),    # call inliner: a nested jit with two conditionals inlined into a loop body
    "cond_grad": (3, 4),    # shardy-xla: the backward conditional's one-element tuple unwrapped
}


def main_pairs(out, programs=None, pairs=None, script=None, command=None):
    """Writes only the `pairs` snapshots (default PAIRS) of each program of
    `programs` (default PROGRAMS, run by `script`) to `out`."""
    programs = PROGRAMS if programs is None else programs
    pairs = PAIRS if pairs is None else pairs
    script = os.path.abspath(script or __file__)
    import shutil
    import subprocess
    import tempfile
    out = os.path.abspath(out)
    base.fresh_out(out)
    manifest = base.versions()
    manifest["command"] = command or f"python scripts/xla/gen_lineage_holdout.py --pairs {os.path.relpath(out)}"
    manifest["folders"] = []
    for prog, steps in pairs.items():
        fn, module, extra = programs[prog]
        with tempfile.TemporaryDirectory() as tmp:
            res = subprocess.run([sys.executable, script, "--worker", prog], cwd=tmp,
                                 env=base.child_env(base.BASE_FLAGS + extra), capture_output=True, text=True)
            if res.returncode != 0:
                sys.stderr.write(res.stdout + res.stderr)
                raise SystemExit(f"child failed: {prog}")
            base.keep_only(tmp, module)
            d = os.path.join(out, prog)
            os.makedirs(d)
            kept = [f for f in sorted(os.listdir(tmp))
                    if f.endswith(".hlo.pb.gz") and any(f".{n:04d}." in f for n in steps)]
            if len(kept) != len(steps):
                raise SystemExit(f"{prog}: expected steps {steps}, found {kept}")
            for f in kept:
                shutil.copy(os.path.join(tmp, f), d)
        manifest["folders"].append({"folder": prog, "module": module, "steps": list(steps),
                                    "xla_flags": " ".join(base.BASE_FLAGS + extra), "doc": fn.__doc__,
                                    "files": kept})
    base.write_manifest(out, manifest)
    print(f"wrote {sum(len(f['files']) for f in manifest['folders'])} files to {out}")


def main_with_pairs(doc, default_out, programs, pairs, script):
    """The command line of a generator with committed step pairs: --worker,
    --pairs DIR (only `pairs`) or --out DIR (every program, every step)."""
    name = os.path.relpath(script, os.path.join(os.path.dirname(script), "..", ".."))
    ap = base.arg_parser(doc, default_out)
    ap.add_argument("--pairs", metavar="DIR",
                    help="write only the snapshots kept as test data (PAIRS) to DIR")
    ns = ap.parse_args()
    if ns.worker:
        programs[ns.worker][0]()
    elif ns.pairs:
        main_pairs(ns.pairs, programs=programs, pairs=pairs, script=script,
                   command=f"python {name} --pairs {os.path.relpath(ns.pairs)}")
    else:
        base.main_parent(ns, programs=programs, script=script,
                         command=f"python {name} --out {ns.out}")


def main():
    main_with_pairs(__doc__, "/tmp/lineage-holdout", PROGRAMS, PAIRS, __file__)


if __name__ == "__main__":
    main()
