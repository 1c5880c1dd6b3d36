#!/usr/bin/env python3
"""XLA:TPU pass dumps: snapshots taken inside other passes, and a sort remade.

Usage (after scripts/xla/make_venv_accel.sh tpu):

    .venv-tpu/bin/python scripts/xla/gen_tpu_nested_dumps.py \
        --out unittests/data/xla-tpu-nested

Compiles eight small programs ahead of time for a v5e 2x2 topology (no
device) with every pass dumped as a gzipped HloProto. For the sharded step
it keeps the module's pass dumps (`*.hlo.pb.gz`) in <out>/sharded_v5e/; for
the sort, the two snapshots around `stable-sort-expander` in <out>/sort_v5e/
(the pass remakes an unstable-looking sort with an iota operand that breaks
ties, under a new name); for the top-k, the two around `topk-decomposer` in
<out>/topk_v5e/; for two calls of one jitted silu feeding a jitted layer,
the two around `call-inliner` in <out>/inline_v5e/; for an RMS norm, the
two around `tpu-broadcast-rewriter` in <out>/rms_norm_v5e/; for a decoding
step's attention scores, the two around the first `algsimp` in
<out>/decode_scores_v5e/; for a convolution block, the two around
`space-to-batch-converter` in <out>/space_to_batch_v5e/; for two layers of
a masked softmax, the two around the first `tpu_fusion` in
<out>/masked_softmax_v5e/. XLA:TPU takes several
snapshots from inside a pass: tpu-spmd-partitioning runs the spmd-cleanup
and optimizer-tpu-spmd-collectives pipelines inside itself (their
`pipeline-start` dumps show what the partitioner made, the all-reduce among
it), and layout-assignment runs tpu-tiling-rewriter, whose own
`before_tiling_rewriter` dump shows the layouts layout-assignment chose.
Files XLA wrote are never edited; only MANIFEST.json is written here. The
output folder is wiped first.
"""

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile

TOPOLOGY = "v5e:2x2"
FLAGS = ("--xla_dump_to=. --xla_dump_hlo_pass_re=.* --xla_dump_hlo_as_proto "
         "--xla_dump_compress_protos")


def program():
    """x @ w, a tanh and a row sum, with x split by rows over one mesh axis
    and w by columns over the other (the sum needs an all-reduce)."""
    import jax
    import jax.numpy as jnp
    import numpy as np
    from jax.experimental import topologies
    from jax.sharding import Mesh, NamedSharding, PartitionSpec as P
    topo = topologies.get_topology_desc(topology_name=TOPOLOGY, platform="tpu")
    mesh = Mesh(np.array(topo.devices).reshape(2, 2), ("d", "m"))

    def step(x, w):
        return jnp.tanh(x @ w).sum(axis=1)

    x = jax.ShapeDtypeStruct((8, 16), jnp.float32, sharding=NamedSharding(mesh, P("d", None)))
    w = jax.ShapeDtypeStruct((16, 8), jnp.float32, sharding=NamedSharding(mesh, P(None, "m")))
    jax.jit(step).lower(x, w).compile()


def sort_program():
    """jnp.sort of a matrix along its rows (a sort XLA:TPU makes stable by
    adding an iota operand)."""
    import jax
    import jax.numpy as jnp
    import numpy as np
    from jax.experimental import topologies
    from jax.sharding import Mesh, NamedSharding, PartitionSpec as P
    topo = topologies.get_topology_desc(topology_name=TOPOLOGY, platform="tpu")
    mesh = Mesh(np.array(topo.devices)[:1], ("x",))
    x = jax.ShapeDtypeStruct((64, 32), jnp.float32, sharding=NamedSharding(mesh, P()))

    def sort_rows(x):
        return jnp.sort(x, axis=0)

    jax.jit(sort_rows).lower(x).compile()


def topk_program():
    """jax.lax.top_k of each row of a matrix (XLA:TPU decomposes the top-k
    into a sort with an iota and slices)."""
    import jax
    import jax.numpy as jnp
    import numpy as np
    from jax.experimental import topologies
    from jax.sharding import Mesh, NamedSharding, PartitionSpec as P
    topo = topologies.get_topology_desc(topology_name=TOPOLOGY, platform="tpu")
    mesh = Mesh(np.array(topo.devices)[:1], ("x",))
    x = jax.ShapeDtypeStruct((64, 128), jnp.float32, sharding=NamedSharding(mesh, P()))

    def top_rows(x):
        values, indices = jax.lax.top_k(x, 8)
        return values * indices.astype(jnp.float32)

    jax.jit(top_rows).lower(x).compile()


def inline_program():
    """tanh(a @ b) as a jitted layer over silu(x) and silu(w), silu jitted
    once and called twice (XLA:TPU inlines it at both calls before it
    flattens the call graph)."""
    import jax
    import jax.numpy as jnp
    import numpy as np
    from jax.experimental import topologies
    from jax.sharding import Mesh, NamedSharding, PartitionSpec as P
    topo = topologies.get_topology_desc(topology_name=TOPOLOGY, platform="tpu")
    mesh = Mesh(np.array(topo.devices)[:1], ("x",))
    spec = jax.ShapeDtypeStruct((64, 64), jnp.float32, sharding=NamedSharding(mesh, P()))

    @jax.jit
    def silu(x):
        return x * jax.nn.sigmoid(x)

    @jax.jit
    def layer(a, b):
        return jnp.tanh(a @ b)

    def silu_layer(x, w):
        return layer(silu(x), silu(w))

    jax.jit(silu_layer).lower(spec, spec).compile()


def rms_norm_program():
    """An RMS norm of bf16 rows: rsqrt(mean(x^2) + eps) kept as a [4, 1]
    column (XLA:TPU's tpu-broadcast-rewriter drops the unit dimension of
    the whole chain)."""
    import jax
    import jax.numpy as jnp
    import numpy as np
    from jax.experimental import topologies
    from jax.sharding import Mesh, NamedSharding, PartitionSpec as P
    topo = topologies.get_topology_desc(topology_name=TOPOLOGY, platform="tpu")
    mesh = Mesh(np.array(topo.devices)[:1], ("x",))
    x = jax.ShapeDtypeStruct((4, 256), jnp.bfloat16, sharding=NamedSharding(mesh, P()))
    g = jax.ShapeDtypeStruct((256,), jnp.bfloat16, sharding=NamedSharding(mesh, P()))

    def rms_norm(x, g):
        f = x.astype(jnp.float32)
        r = jax.lax.rsqrt(jnp.mean(f * f, -1, keepdims=True) + 1e-6)
        return x * r.astype(jnp.bfloat16) * g

    jax.jit(rms_norm).lower(x, g).compile()


def decode_scores_program():
    """Attention scores of one decoding step against a key cache,
    einsum('bhd,bshd->bhs'): a dot XLA:TPU's algsimp makes a multiply and
    a reduce (a contracting dimension of 32)."""
    import jax
    import jax.numpy as jnp
    import numpy as np
    from jax.experimental import topologies
    from jax.sharding import Mesh, NamedSharding, PartitionSpec as P
    topo = topologies.get_topology_desc(topology_name=TOPOLOGY, platform="tpu")
    mesh = Mesh(np.array(topo.devices)[:1], ("x",))
    spec = lambda *shape: jax.ShapeDtypeStruct(shape, jnp.bfloat16,
                                               sharding=NamedSharding(mesh, P()))

    def decode_scores(q, k):
        return jax.nn.softmax(jnp.einsum("bhd,bshd->bhs", q, k) * 0.17, axis=-1)

    jax.jit(decode_scores).lower(spec(4, 8, 32), spec(4, 128, 8, 32)).compile()


def space_to_batch_program():
    """relu(conv(x, w) * s + b) of a bf16 NHWC image batch of 4 on one chip
    (XLA:TPU's space-to-batch-converter remakes the convolution with the
    image split into batch rows, and clones the ops after it)."""
    import jax
    import jax.numpy as jnp
    import numpy as np
    from jax.experimental import topologies
    from jax.sharding import Mesh, NamedSharding, PartitionSpec as P
    topo = topologies.get_topology_desc(topology_name=TOPOLOGY, platform="tpu")
    mesh = Mesh(np.array(topo.devices)[:1], ("x",))
    spec = lambda *shape: jax.ShapeDtypeStruct(shape, jnp.bfloat16,
                                               sharding=NamedSharding(mesh, P()))

    def conv_block(x, w, s, b):
        y = jax.lax.conv_general_dilated(x, w, (1, 1), "SAME",
                                         dimension_numbers=("NHWC", "HWIO", "NHWC"))
        return jax.nn.relu(y * s + b)

    jax.jit(conv_block).lower(spec(4, 32, 32, 32), spec(3, 3, 32, 32),
                              spec(32), spec(32)).compile()


def masked_softmax_program():
    """Two layers of masked attention probabilities for one decoding step,
    softmax(where(mask, q.k * 0.17, -1e9)), from one line of source (both
    layers' ops share their metadata). XLA:TPU's fusion pass remakes the
    subtract, exponential and divide in new fusions that read reduce-windows
    in place of the row max and sum it removes."""
    import jax
    import jax.numpy as jnp
    import numpy as np
    from jax.experimental import topologies
    from jax.sharding import Mesh, NamedSharding, PartitionSpec as P
    topo = topologies.get_topology_desc(topology_name=TOPOLOGY, platform="tpu")
    mesh = Mesh(np.array(topo.devices)[:1], ("x",))
    spec = lambda dtype, *shape: jax.ShapeDtypeStruct(
        shape, dtype, sharding=NamedSharding(mesh, P()))

    def masked_softmax(q, k, mask):
        probs = []
        for layer in range(2):
            s = jnp.einsum("bhd,bshd->bhs", q[layer], k[layer]) * 0.17
            s = jnp.where(mask[None, None, :], s, -1e9)
            probs.append(jax.nn.softmax(s, axis=-1).astype(jnp.bfloat16))
        return probs

    jax.jit(masked_softmax).lower(spec(jnp.bfloat16, 2, 4, 2, 32),
                                  spec(jnp.bfloat16, 2, 4, 128, 2, 32),
                                  spec(jnp.bool_, 128)).compile()


# Folder -> (generator, jit name, the pass whose step is kept with the one
# before it; None: every pass dump).
PROGRAMS = {
    "sharded_v5e": (program, "jit_step", None),
    "sort_v5e": (sort_program, "jit_sort_rows", "stable-sort-expander"),
    "topk_v5e": (topk_program, "jit_top_rows", "topk-decomposer"),
    "inline_v5e": (inline_program, "jit_silu_layer", "call-inliner"),
    "rms_norm_v5e": (rms_norm_program, "jit_rms_norm", "tpu-broadcast-rewriter"),
    "decode_scores_v5e": (decode_scores_program, "jit_decode_scores", "algsimp"),
    "space_to_batch_v5e": (space_to_batch_program, "jit_conv_block",
                           "space-to-batch-converter"),
    "masked_softmax_v5e": (masked_softmax_program, "jit_masked_softmax",
                           "tpu_fusion"),
}


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", default="unittests/data/xla-tpu-nested")
    ap.add_argument("--worker", help=argparse.SUPPRESS)
    ns = ap.parse_args()
    if ns.worker:
        PROGRAMS[ns.worker][0]()
        return
    out = os.path.abspath(ns.out)
    shutil.rmtree(out, ignore_errors=True)
    env = dict(os.environ, XLA_FLAGS=FLAGS, JAX_PLATFORMS="cpu", TPU_SKIP_MDS_QUERY="1",
               JAX_HLO_SOURCE_FILE_CANONICALIZATION_REGEX=r".*/")
    counts = {}
    for name, (_, jit_name, pass_name) in PROGRAMS.items():
        folder = os.path.join(out, name)
        os.makedirs(folder)
        # One compile at a time: libtpu holds a lock file.
        with tempfile.TemporaryDirectory() as tmp:
            res = subprocess.run([sys.executable, os.path.abspath(__file__),
                                  "--worker", name],
                                 cwd=tmp, env=env, capture_output=True, text=True)
            if res.returncode != 0:
                sys.stderr.write(res.stderr[-4000:])
                raise SystemExit(f"{name}: compile failed")
            kept = sorted(f for f in os.listdir(tmp)
                          if f.startswith(f"module_0000.{jit_name}.") and
                          f.endswith(".hlo.pb.gz"))
            if pass_name:
                steps = [f for f in kept if f.split(".")[3].isdigit()]
                after = [f for f in steps if f".after_{pass_name}." in f][:1]
                if not after:
                    raise SystemExit(f"{name}: no {pass_name} step")
                kept = [steps[steps.index(after[0]) - 1], after[0]]
            for f in kept:
                shutil.copy(os.path.join(tmp, f), folder)
            counts[name] = kept if pass_name else len(kept)
    import jax
    manifest = {"jax": jax.__version__, "topology": TOPOLOGY, "xla_flags": FLAGS,
                "command": "python scripts/xla/gen_tpu_nested_dumps.py --out "
                           "unittests/data/xla-tpu-nested",
                "programs": {k: v[0].__doc__ for k, v in PROGRAMS.items()},
                "files": counts}
    with open(os.path.join(out, "MANIFEST.json"), "w") as f:
        json.dump(manifest, f, indent=1, sort_keys=True)
        f.write("\n")
    print("kept", counts)


if __name__ == "__main__":
    main()
