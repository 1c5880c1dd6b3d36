#!/usr/bin/env python3
"""Generate single-device CPU programs in which XLA remakes one op as
others: a scatter of one element made a loop (scatter_expander), a max
pool's gradient (select-and-scatter) made a variadic reduce-window and a
scatter (select_and_scatter_expander), a division by a broadcast constant
made a multiplication by its reciprocal (algsimp), a top-k's sort and
slices made a TopK library call (topk-rewriter), a cumulative product's long
reduce-window split in two levels (reduce-window-rewriter). Labelled like the committed ground
truth (scripts/xla/gen_lineage_dumps.py).

Usage (from the repository root, after scripts/xla/make_venv.sh):

    .venv/bin/python scripts/xla/gen_lineage_expansions.py --out /tmp/lineage-expansions
    build/bin/LineageTruth /tmp/lineage-expansions --per-module
    .venv/bin/python scripts/xla/gen_lineage_expansions.py --pairs unittests/data/xla-lineage-expansion-pairs

Only the snapshots around each expansion (--pairs) are committed, for the
regression tests in unittests/Query/LineageExpansionsDumpTest.cpp.
"""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import gen_lineage_dumps as base  # noqa: E402
import gen_lineage_holdout as holdout  # noqa: E402
from gen_lineage_dumps import run_labelled, _np_rng  # noqa: E402


def prog_scatter_loop():
    """A loop that writes one element per trip (x.at[i].set), a scatter
    XLA:CPU expands into a loop of its own."""
    import jax
    import jax.numpy as jnp
    r = _np_rng(301)
    x = r.standard_normal(16).astype("float32")

    def f(x):
        def body(i, c):
            return c.at[i].set(jnp.max(c) * 0.5 + c[i])
        return jax.lax.fori_loop(0, 8, body, x)

    run_labelled("scatter_loop", f, (x,))


def prog_pool_grad():
    """The gradient of a 2x2 max pool (a select-and-scatter) beside an
    average pool."""
    import jax
    import jax.numpy as jnp
    r = _np_rng(302)
    x = r.standard_normal((2, 8, 8, 3)).astype("float32")

    def loss(x):
        m = jax.lax.reduce_window(x, -jnp.inf, jax.lax.max, (1, 2, 2, 1),
                                  (1, 2, 2, 1), "VALID")
        a = jax.lax.reduce_window(x, 0.0, jax.lax.add, (1, 2, 2, 1),
                                  (1, 1, 1, 1), "SAME") / 4.0
        return jnp.sum(m * m) + jnp.sum(a)

    run_labelled("pool_grad", jax.grad(loss), (x,))


def prog_norm_grad():
    """Layer norm over the last axis (mean and variance divided by the
    width), its gradient for the gain, the bias and the input, and an
    average pool's gradient (a pad under a dilated reduce-window)."""
    import jax
    import jax.numpy as jnp
    r = _np_rng(303)
    x = r.standard_normal((16, 32)).astype("float32")
    g = r.standard_normal(32).astype("float32")
    b = r.standard_normal(32).astype("float32")
    img = r.standard_normal((2, 8, 8, 4)).astype("float32")

    def loss(g, b, x, img):
        mu = jnp.mean(x, -1, keepdims=True)
        var = jnp.var(x, -1, keepdims=True)
        h = (x - mu) * jax.lax.rsqrt(var + 1e-5) * g + b
        pooled = jax.lax.reduce_window(img, 0.0, jax.lax.add, (1, 2, 2, 1),
                                       (1, 2, 2, 1), "VALID") / 4.0
        return jnp.mean(jnp.tanh(h) ** 2) + jnp.sum(jnp.tanh(pooled))

    run_labelled("norm_grad", jax.grad(loss, argnums=(0, 1, 2, 3)), (g, b, x, img))


def prog_top_k():
    """jax.lax.top_k of each row of a matrix, scaled (XLA:CPU decomposes the
    top-k into a sort and slices, then its topk-rewriter makes that pattern a
    TopK library call)."""
    import jax
    r = _np_rng(304)
    x = r.standard_normal((32, 64)).astype("float32")

    def f(x):
        values, indices = jax.lax.top_k(x * 2.0, 5)
        return values, indices

    run_labelled("top_k", f, (x,))


def prog_cumulative():
    """A cumulative product along rows of 32 (XLA:CPU's reduce-window-
    rewriter splits the long reduce-window into two levels)."""
    r = _np_rng(305)
    x = r.standard_normal((16, 32)).astype("float32")

    def f(x):
        import jax.numpy as jnp
        return jnp.cumprod(x * 0.5 + 1.0, axis=1)

    run_labelled("cumulative", f, (x,))


PROGRAMS = {
    "scatter_loop": (prog_scatter_loop, "scatter_loop", []),
    "pool_grad": (prog_pool_grad, "pool_grad", []),
    "norm_grad": (prog_norm_grad, "norm_grad", []),
    "top_k": (prog_top_k, "top_k", []),
    "cumulative": (prog_cumulative, "cumulative", []),
}

# Snapshots kept as test data (--pairs): the step numbers of each program.
PAIRS = {
    "scatter_loop": (19, 20),  # scatter_expander: a one-element scatter made a loop
    "pool_grad": (8, 9),       # select_and_scatter_expander: reduce-window + scatter
    "norm_grad": (6, 7),       # algsimp: x / broadcast(n) made x * broadcast(1 / n)
    "top_k": (11, 12),         # topk-rewriter: sort + slices made a TopK call
    "cumulative": (5, 6),      # reduce-window-rewriter: one long window made two levels
}


def main():
    holdout.main_with_pairs(__doc__, "/tmp/lineage-expansions", PROGRAMS, PAIRS, __file__)


if __name__ == "__main__":
    main()
