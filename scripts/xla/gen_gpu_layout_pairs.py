#!/usr/bin/env python3
"""The two XLA:GPU snapshots around layout normalization of a small convnet.

Usage (after scripts/xla/make_venv_accel.sh gpu):

    .venv-gpu/bin/python scripts/xla/gen_gpu_layout_pairs.py \
        --out unittests/data/xla-lineage-gpu-layout

Compiles a convolutional training step ahead of time for an A100 target
config (no device) with every pass dumped as a gzipped HloProto, and keeps
the snapshot before `layout_normalization` and the one after it in
<out>/convnet_a100/. On the A100, f32 convolutions reach cuDNN in NHWC and
layout normalization remakes each of them, and the pads and elementwise ops
around them, in normalized layouts between bitcasts, under new names: the
lineage must follow them (the hand-off's pass, conv-rewriter, is found
through it). Files XLA wrote are never edited; only MANIFEST.json is
written here. The output folder is wiped first.
"""

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile

TARGET = "a100_sxm_80.txtpb"
FLAGS = ("--xla_dump_to=. --xla_dump_hlo_pass_re=.* --xla_dump_hlo_as_proto "
         "--xla_dump_compress_protos")


def program():
    """Two convolutions (SAME, then strided with explicit padding), batch
    normalization, max and average pooling, a dense head; the loss and its
    gradient."""
    import jax
    import jax.numpy as jnp
    import numpy as np
    from jax.experimental import topologies
    from jax.sharding import Mesh, NamedSharding, PartitionSpec as P
    with open(os.environ["HLOTRACE_TARGET_CONFIG"]) as f:
        topo = topologies.get_topology_desc(platform="cuda", target_config=f.read(),
                                            topology="1x1x4")
    mesh = Mesh(np.array(list(topo.devices)[:1]), ("x",))

    def spec(*shape, dtype=jnp.float32):
        return jax.ShapeDtypeStruct(shape, dtype, sharding=NamedSharding(mesh, P()))

    def norm(x, scale, shift):
        mean = x.mean(axis=(0, 1, 2))
        var = x.var(axis=(0, 1, 2))
        return (x - mean) * jax.lax.rsqrt(var + 1e-5) * scale + shift

    def forward(w, x):
        dn = ("NHWC", "HWIO", "NHWC")
        y = jax.lax.conv_general_dilated(x, w["k1"], (1, 1), "SAME", dimension_numbers=dn)
        y = jax.nn.relu(norm(y, w["s1"], w["t1"]))
        y = jax.lax.reduce_window(y, -jnp.inf, jax.lax.max, (1, 2, 2, 1), (1, 2, 2, 1), "VALID")
        y = jax.lax.conv_general_dilated(y, w["k2"], (2, 2), ((1, 1), (1, 1)), dimension_numbers=dn)
        y = jax.nn.relu(norm(y, w["s2"], w["t2"]))
        y = jax.lax.reduce_window(y, 0.0, jax.lax.add, (1, 2, 2, 1), (1, 2, 2, 1), "VALID")
        return y.mean(axis=(1, 2)) @ w["head"]

    def loss(w, x, labels):
        logits = forward(w, x)
        picked = jnp.take_along_axis(jax.nn.log_softmax(logits), labels[:, None], axis=1)
        return -picked.mean()

    w = {"k1": spec(3, 3, 8, 16), "s1": spec(16), "t1": spec(16),
         "k2": spec(3, 3, 16, 32), "s2": spec(32), "t2": spec(32), "head": spec(32, 10)}
    jax.jit(jax.grad(loss)).lower(w, spec(8, 16, 16, 8), spec(8, dtype=jnp.int32)).compile()


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", default="unittests/data/xla-lineage-gpu-layout")
    ap.add_argument("--gpu-target-configs",
                    default="/work/shared/reference/gpu-target-configs")
    ap.add_argument("--worker", action="store_true", help=argparse.SUPPRESS)
    ns = ap.parse_args()
    if ns.worker:
        program()
        return
    out = os.path.abspath(ns.out)
    shutil.rmtree(out, ignore_errors=True)
    folder = os.path.join(out, "convnet_a100")
    os.makedirs(folder)
    env = dict(os.environ, XLA_FLAGS=FLAGS, JAX_PLATFORMS="cpu",
               JAX_HLO_SOURCE_FILE_CANONICALIZATION_REGEX=r".*/",
               HLOTRACE_TARGET_CONFIG=os.path.join(ns.gpu_target_configs, TARGET))
    with tempfile.TemporaryDirectory() as tmp:
        res = subprocess.run([sys.executable, os.path.abspath(__file__), "--worker"],
                             cwd=tmp, env=env, capture_output=True, text=True)
        if res.returncode != 0:
            sys.stderr.write(res.stderr[-4000:])
            raise SystemExit("compile failed")
        steps = sorted(f for f in os.listdir(tmp)
                       if f.endswith(".hlo.pb.gz") and ".jit_loss." in f and
                       f.split(".")[2].isdigit())
        after = [f for f in steps
                 if ".layout_normalization.after_layout_normalization." in f]
        if len(after) != 1:
            raise SystemExit(f"expected one layout_normalization step, found {after}")
        before = steps[steps.index(after[0]) - 1]
        kept = [before, after[0]]
        for f in kept:
            shutil.copy(os.path.join(tmp, f), folder)
    import jax
    manifest = {"jax": jax.__version__, "target_config": TARGET, "xla_flags": FLAGS,
                "command": "python scripts/xla/gen_gpu_layout_pairs.py --out "
                           "unittests/data/xla-lineage-gpu-layout",
                "doc": program.__doc__, "files": kept}
    with open(os.path.join(out, "MANIFEST.json"), "w") as f:
        json.dump(manifest, f, indent=1, sort_keys=True)
        f.write("\n")
    print("kept", kept)


if __name__ == "__main__":
    main()
