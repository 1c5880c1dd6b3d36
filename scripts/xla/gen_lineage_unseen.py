#!/usr/bin/env python3
"""Generate a second held-out lineage set: single-device programs of kinds
the engine was not tuned on, labelled like the committed ground truth.

Usage (from the repository root, after scripts/xla/make_venv.sh):

    .venv/bin/python scripts/xla/gen_lineage_unseen.py --out /tmp/lineage-unseen
    build/bin/LineageTruth /tmp/lineage-unseen --per-module
    .venv/bin/python scripts/xla/gen_lineage_unseen.py --pairs unittests/data/xla-lineage-unseen-pairs

Not committed as data (except the few snapshots of --pairs, kept for
regression tests): it checks that the engine's answers hold on programs
nobody looked at while writing it.  Each program is relabelled
and dumped exactly as scripts/xla/gen_lineage_dumps.py does (a unique
name scope per jaxpr equation, every changed pass as a compressed
HloProto).  The programs stress fusion, call inlining, control flow, CSE
and the algebraic simplifier: a convolutional net with batch norm and
pooling, an LSTM over time in a scan, per-example gradients through vmap,
loops holding conditionals and repeated nested jits, sorting and
scatter-based segment sums, FFT round trips, bf16 mixed precision, and
custom_jvp / custom_vjp rules.
"""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import gen_lineage_dumps as base  # noqa: E402
import gen_lineage_holdout as holdout  # noqa: E402
from gen_lineage_dumps import run_labelled, _np_rng  # noqa: E402


def _normal(r, *shape, scale=None):
    import numpy as np
    s = scale if scale is not None else 1.0 / np.sqrt(shape[0])
    return (r.standard_normal(shape, dtype=np.float32) * s).astype(np.float32)


def prog_cnn_bn():
    """Two conv layers with batch norm (batch statistics), ReLU, max and
    average pooling, a dense head, cross-entropy, gradient and SGD."""
    import jax
    import jax.numpy as jnp
    r = _np_rng(101)
    x = _normal(r, 4, 8, 8, 3, scale=1.0)
    labels = jnp.array([0, 2, 1, 3])
    params = {
        "k1": _normal(r, 3, 3, 3, 8), "g1": jnp.ones(8), "b1": jnp.zeros(8),
        "k2": _normal(r, 3, 3, 8, 8), "g2": jnp.ones(8), "b2": jnp.zeros(8),
        "w": _normal(r, 8, 4),
    }

    def bn(h, g, b):
        mu = jnp.mean(h, axis=(0, 1, 2))
        var = jnp.var(h, axis=(0, 1, 2))
        return (h - mu) * jax.lax.rsqrt(var + 1e-5) * g + b

    def conv(h, k):
        return jax.lax.conv_general_dilated(h, k, (1, 1), "SAME",
                                            dimension_numbers=("NHWC", "HWIO", "NHWC"))

    def loss(p, x, labels):
        h = jax.nn.relu(bn(conv(x, p["k1"]), p["g1"], p["b1"]))
        h = jax.lax.reduce_window(h, -jnp.inf, jax.lax.max, (1, 2, 2, 1), (1, 2, 2, 1), "VALID")
        h = jax.nn.relu(bn(conv(h, p["k2"]), p["g2"], p["b2"]))
        h = jnp.mean(h, axis=(1, 2))
        logits = h @ p["w"]
        logp = jax.nn.log_softmax(logits)
        return -jnp.mean(jnp.take_along_axis(logp, labels[:, None], axis=1))

    def step(p, x, labels):
        g = jax.grad(loss)(p, x, labels)
        return jax.tree_util.tree_map(lambda a, b: a - 0.1 * b, p, g)

    run_labelled("cnn_bn", step, (params, x, labels))


def prog_lstm():
    """An LSTM over 6 time steps (lax.scan), a readout, and its gradient."""
    import jax
    import jax.numpy as jnp
    r = _np_rng(102)
    t, b, d, h = 6, 2, 4, 5
    xs = _normal(r, t, b, d, scale=1.0)
    p = {"wx": _normal(r, d, 4 * h), "wh": _normal(r, h, 4 * h), "bias": jnp.zeros(4 * h),
         "out": _normal(r, h, 1)}

    def loss(p, xs):
        def cell(carry, x):
            hs, cs = carry
            z = x @ p["wx"] + hs @ p["wh"] + p["bias"]
            i, f, g, o = jnp.split(z, 4, axis=-1)
            cs = jax.nn.sigmoid(f) * cs + jax.nn.sigmoid(i) * jnp.tanh(g)
            hs = jax.nn.sigmoid(o) * jnp.tanh(cs)
            return (hs, cs), hs
        init = (jnp.zeros((b, h)), jnp.zeros((b, h)))
        _, ys = jax.lax.scan(cell, init, xs)
        return jnp.sum(jnp.square(ys @ p["out"]))

    run_labelled("lstm", jax.value_and_grad(loss), (p, xs))


def prog_vmap_grad():
    """Per-example gradients (vmap of grad) of a small attention scorer with
    a padding mask, then clipped and averaged."""
    import jax
    import jax.numpy as jnp
    r = _np_rng(103)
    n, s, d = 3, 4, 8
    x = _normal(r, n, s, d, scale=1.0)
    mask = jnp.array([[1, 1, 1, 0], [1, 1, 0, 0], [1, 1, 1, 1]], dtype=bool)
    p = {"q": _normal(r, d, d), "k": _normal(r, d, d), "v": _normal(r, d, 1)}

    def loss(p, x, m):
        q, k = x @ p["q"], x @ p["k"]
        sc = jnp.where(m[None, :], q @ k.T / jnp.sqrt(d), -1e9)
        a = jax.nn.softmax(sc, axis=-1)
        return jnp.sum((a @ x) @ p["v"])

    def step(p, x, m):
        g = jax.vmap(jax.grad(loss), in_axes=(None, 0, 0))(p, x, m)
        norm = jnp.sqrt(sum(jnp.sum(jnp.square(v), axis=(1, 2)) for v in g.values()))
        scale = jnp.minimum(1.0, 1.0 / (norm + 1e-6))
        return {k: jnp.mean(v * scale[:, None, None], axis=0) for k, v in g.items()}

    run_labelled("vmap_grad", step, (p, x, mask))


def prog_loops():
    """A fori_loop whose body holds a cond and calls two nested jits (one of
    them twice), and a while_loop filling a buffer with dynamic_update_slice."""
    import jax
    import jax.numpy as jnp
    r = _np_rng(104)
    a = _normal(r, 4, 4, scale=1.0)

    @jax.jit
    def smooth(v):
        return 0.5 * v + 0.25 * (jnp.roll(v, 1, axis=0) + jnp.roll(v, -1, axis=0))

    @jax.jit
    def gate(v, s):
        return jnp.where(v > s, v - s, v * 0.1)

    def f(a):
        def body(i, v):
            v = jax.lax.cond(i % 2 == 0, lambda u: smooth(u), lambda u: gate(u, 0.3), v)
            return gate(smooth(v), 0.1)
        v = jax.lax.fori_loop(0, 3, body, a)

        def wcond(c):
            return c[0] < 4

        def wbody(c):
            i, buf = c
            row = jnp.sum(v * (i + 1).astype(jnp.float32), axis=0, keepdims=True)
            return i + 1, jax.lax.dynamic_update_slice(buf, row, (i, 0))
        _, buf = jax.lax.while_loop(wcond, wbody, (0, jnp.zeros((4, 4))))
        return v, buf

    run_labelled("loops", f, (a,))


def prog_sort_scatter():
    """top_k, argsort, cumsum, a gather by the sorted order and segment sums
    (scatter-add), mixed with integer arithmetic."""
    import jax
    import jax.numpy as jnp
    r = _np_rng(105)
    x = _normal(r, 16, scale=1.0)
    seg = jnp.array([0, 1, 2, 3] * 4)

    def f(x, seg):
        vals, idx = jax.lax.top_k(x, 5)
        order = jnp.argsort(x)
        ranked = x[order]
        c = jnp.cumsum(ranked)
        sums = jax.ops.segment_sum(x * 2.0, seg, num_segments=4)
        counts = jax.ops.segment_sum(jnp.ones_like(x), seg, num_segments=4)
        return vals * 2.0, idx + 1, c[-1] + jnp.sum(sums / counts), order[::2]

    run_labelled("sort_scatter", f, (x, seg))


def prog_fft():
    """An rfft -> spectral filter -> irfft round trip and a 2-D complex FFT,
    with magnitudes and phases."""
    import jax.numpy as jnp
    r = _np_rng(106)
    x = _normal(r, 4, 32, scale=1.0)
    img = _normal(r, 8, 8, scale=1.0)

    def f(x, img):
        spec = jnp.fft.rfft(x, axis=-1)
        filt = jnp.exp(-jnp.arange(spec.shape[-1], dtype=jnp.float32) / 4.0)
        y = jnp.fft.irfft(spec * filt, n=x.shape[-1], axis=-1)
        z = jnp.fft.fft2(img.astype(jnp.complex64))
        return y, jnp.abs(z) + jnp.angle(z)

    run_labelled("fft", f, (x, img))


def prog_mixed_precision():
    """A bf16 two-layer MLP with f32 accumulation, loss scaling and an f32
    master-weight update."""
    import jax
    import jax.numpy as jnp
    r = _np_rng(107)
    x = _normal(r, 8, 16, scale=1.0)
    w1, w2 = _normal(r, 16, 32), _normal(r, 32, 4)

    def loss(ws, x):
        w1, w2 = (w.astype(jnp.bfloat16) for w in ws)
        h = jnp.dot(x.astype(jnp.bfloat16), w1, preferred_element_type=jnp.float32)
        h = jax.nn.gelu(h).astype(jnp.bfloat16)
        y = jnp.dot(h, w2, preferred_element_type=jnp.float32)
        return jnp.mean(jnp.square(y)) * 128.0

    def step(w1, w2, x):
        g = jax.grad(loss)((w1, w2), x)
        return tuple(w - 0.01 * (gw.astype(jnp.float32) / 128.0) for w, gw in zip((w1, w2), g))

    run_labelled("mixed_precision", step, (w1, w2, x))


def prog_custom_rules():
    """custom_jvp (a clipped softplus) and custom_vjp (a straight-through
    rounding) inside a loss, logsumexp, and the gradient."""
    import jax
    import jax.numpy as jnp
    r = _np_rng(108)
    x = _normal(r, 6, 5, scale=1.0)
    w = _normal(r, 5, 5)

    @jax.custom_jvp
    def soft(v):
        return jnp.log1p(jnp.exp(jnp.minimum(v, 20.0)))

    @soft.defjvp
    def soft_jvp(primals, tangents):
        (v,), (t,) = primals, tangents
        return soft(v), jax.nn.sigmoid(v) * t

    @jax.custom_vjp
    def round_st(v):
        return jnp.round(v * 4.0) / 4.0

    def round_fwd(v):
        return round_st(v), None

    def round_bwd(_, g):
        return (g,)

    round_st.defvjp(round_fwd, round_bwd)

    def loss(w, x):
        h = soft(round_st(x @ w))
        return jnp.sum(jax.nn.logsumexp(h, axis=-1))

    run_labelled("custom_rules", jax.value_and_grad(loss), (w, x))


PROGRAMS = {
    "cnn_bn": (prog_cnn_bn, "cnn_bn", []),
    "lstm": (prog_lstm, "lstm", []),
    "vmap_grad": (prog_vmap_grad, "vmap_grad", []),
    "loops": (prog_loops, "loops", []),
    "sort_scatter": (prog_sort_scatter, "sort_scatter", []),
    "fft": (prog_fft, "fft", []),
    "mixed_precision": (prog_mixed_precision, "mixed_precision", []),
    "custom_rules": (prog_custom_rules, "custom_rules", []),
}

# Snapshots kept as test data (--pairs): the step numbers of each program.
PAIRS = {
    # topk-decomposer next to a jitted argsort that stays a call (6), then
    # call-inliner inlining it while DCE trims its comparator (8).
    "sort_scatter": (5, 6, 7, 8),
}


def main():
    ap = base.arg_parser(__doc__, "/tmp/lineage-unseen")
    ap.add_argument("--pairs", metavar="DIR",
                    help="write only the snapshots kept as test data (PAIRS) to DIR")
    ns = ap.parse_args()
    if ns.worker:
        PROGRAMS[ns.worker][0]()
    elif ns.pairs:
        holdout.main_pairs(ns.pairs, programs=PROGRAMS, pairs=PAIRS, script=__file__,
                           command=f"python scripts/xla/gen_lineage_unseen.py --pairs {os.path.relpath(ns.pairs)}")
    else:
        base.main_parent(ns, programs=PROGRAMS, script=__file__,
                         command=f"python scripts/xla/gen_lineage_unseen.py --out {ns.out}")


if __name__ == "__main__":
    main()
