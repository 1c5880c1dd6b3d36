#!/usr/bin/env python3
"""XLA:GPU snapshots around passes that remake a hand-off to a library.

Usage (after scripts/xla/make_venv_accel.sh gpu):

    .venv-gpu/bin/python scripts/xla/gen_gpu_handoff_pairs.py \
        --out unittests/data/xla-lineage-gpu-handoffs

Compiles twelve programs (two of them twice) ahead of time for an H100 target config (no device)
with every pass dumped as a gzipped HloProto and keeps, per program, the
snapshot before one pass and the one after it:

- collectives_h100: a shard_map step over four devices with a ring shift
  (collective-permute), a psum, an all-gather, a psum_scatter and an
  all-to-all, around `async-collective-creator`. That pass replaces each
  collective with a start and a done: dedicated opcodes for some
  (collective-permute-start), a generic async-start wrapping a clone for
  others (reduce-scatter). The lineage must lead from the pair back to the
  collective.
- gemm_h100: a bf16 matmul with a bias and a GELU handed to Triton, around
  `convert_triton_gemm_config`, which turns each `__triton_gemm` fusion that
  triton-gemm-rewriter made into a `__triton_nested_gemm_fusion`: the same
  hand-off, decided before.
- gemm_sum_h100: the sum of two bf16 matmuls sent to cuBLASLt (Triton GEMM
  off), around `cublas-gemm-rewriter`, which makes one matmul a call and the
  other a call that takes the first's result as its bias: no user reads the
  first call where it read its matmul.
- qkv_h100: the query, key and value projections of one input, around
  `dot-merger`, which makes the three dots one dot of the concatenated
  weights and slices of its result: the GEMM later handed to cuBLAS.
- dot_t_h100: a transposed matmul, around the first `algsimp`, which folds
  the transpose into the dot (its operands swapped): the dot later handed
  to cuBLAS.
- splitk_h100 and swap_h100: a skinny bf16 matmul (16 rows, K 4096) around
  `splitk-rewriter`, which splits the dot along K into a batched dot, a
  reduce and a convert, and around `gemm-fusion-swap-operands`, which swaps
  the Triton GEMM fusion's dot operands under a bitcast as the new root.
- conv_relu_h100: relu(conv(x, w) + b) in bf16 NHWC, around
  `cudnn-fused-convolution-rewriter`, which folds the bias add and the relu
  into one cuDNN call (`__cudnn$convBiasActivationForward`).
- ln_mlp_h100: two rematerialized bf16 MLPs after layer norms sharing a
  gain and bias, and their gradient, around the second `reshape-mover`,
  which moves the [1, D] reshapes of the gain and bias gradients down past
  the add and the multiply that read them (all three remade).
- attention_h100: causal grouped-query attention run by cuDNN and its
  gradient, around the first `algsimp` after layout normalization, which
  folds away the bitcasts layout normalization put after the cuDNN calls:
  a chain of moves collapsed, which no call takes in.
- attention_layout_h100: the same compile, around `layout_normalization`,
  which makes bitcasts of the transposes after the cuDNN calls whose
  layouts leave the bytes in place: a move of another opcode, the same
  operand, shape and layout.
- gate_h100: the top two gate probabilities scaling bf16 rows, around
  `convert-mover`, which swaps each convert of a slice for a slice of a
  convert.
- mean_h100: the mean of a matrix's squares, around
  `tree-reduction-rewriter`, which splits the one long reduce into a reduce
  of each row and a reduce of their sums.
- convnet_h100: a strided convolution with SAME padding and its gradient,
  around `conv-padding-legalization`, which remakes the backward-input
  cuDNN call without its uneven padding, over a larger output that a slice
  trims.

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

TARGET = "h100_sxm.txtpb"
FLAGS = ("--xla_dump_to=. --xla_dump_hlo_pass_re=.* --xla_dump_hlo_as_proto "
         "--xla_dump_compress_protos")
# Program folder -> (jit name, pass whose step is kept with the one before,
# XLA flags added to FLAGS).
PROGRAMS = {
    "collectives_h100": ("jit_collectives", "async-collective-creator", ""),
    "gemm_h100": ("jit_dense", "convert_triton_gemm_config", ""),
    "convnet_h100": ("jit_convnet", "conv-padding-legalization", ""),
    "gemm_sum_h100": ("jit_gemm_sum", "cublas-gemm-rewriter",
                      "--xla_gpu_enable_triton_gemm=false"),
    "qkv_h100": ("jit_qkv", "dot-merger", "--xla_gpu_enable_triton_gemm=false"),
    "dot_t_h100": ("jit_dot_t", "algsimp", "--xla_gpu_enable_triton_gemm=false"),
    "splitk_h100": ("jit_skinny", "splitk-rewriter", ""),
    "swap_h100": ("jit_skinny", "gemm-fusion-swap-operands", ""),
    "conv_relu_h100": ("jit_conv_relu", "cudnn-fused-convolution-rewriter", ""),
    # The second run of reshape-mover (the first moves other reshapes).
    "ln_mlp_h100": ("jit_ln_mlp", "reshape-mover", "", 2),
    "attention_h100": ("jit_attention", "algsimp", ""),
    "gate_h100": ("jit_gate", "convert-mover", ""),
    "mean_h100": ("jit_mean_square", "tree-reduction-rewriter", ""),
    # The attention step again, around layout normalization: the transposes
    # whose layouts leave the bytes in place become bitcasts.
    "attention_layout_h100": ("jit_attention", "layout_normalization", ""),
}


def devices():
    from jax.experimental import topologies
    with open(os.environ["HLOTRACE_TARGET_CONFIG"]) as f:
        topo = topologies.get_topology_desc(platform="cuda", target_config=f.read(),
                                            topology="1x1x4")
    return list(topo.devices)


def collectives():
    """A ring shift, a sum, a gather, a scattered sum and an all-to-all of
    per-device blocks, each feeding a matmul, over a four-device mesh."""
    import jax
    import jax.numpy as jnp
    import numpy as np
    from jax.sharding import Mesh, NamedSharding, PartitionSpec as P
    from jax.experimental.shard_map import shard_map
    mesh = Mesh(np.array(devices()), ("x",))

    def block(a, w):
        shifted = jax.lax.ppermute(a, "x", [(i, (i + 1) % 4) for i in range(4)])
        total = jax.lax.psum(a @ w, "x")
        gathered = jax.lax.all_gather(a, "x", axis=0, tiled=True)
        scattered = jax.lax.psum_scatter(gathered @ w, "x", scatter_dimension=0,
                                         tiled=True)
        swapped = jax.lax.all_to_all(shifted, "x", 0, 0, tiled=True)
        return shifted @ w + total + scattered + swapped @ w

    sharded = shard_map(block, mesh=mesh, in_specs=(P("x"), P()), out_specs=P("x"))

    def collectives(a, w):
        return sharded(a, w)

    spec = lambda shape, s: jax.ShapeDtypeStruct(shape, jnp.float32,
                                                 sharding=NamedSharding(mesh, s))
    jax.jit(collectives).lower(spec((64, 32), P("x")), spec((32, 32), P())).compile()


def dense():
    """A bf16 dense layer (matmul, bias, GELU) and a second matmul."""
    import jax
    import jax.numpy as jnp
    from jax.sharding import NamedSharding, PartitionSpec as P, Mesh
    import numpy as np
    mesh = Mesh(np.array(devices()[:1]), ("x",))
    spec = lambda *shape: jax.ShapeDtypeStruct(shape, jnp.bfloat16,
                                               sharding=NamedSharding(mesh, P()))

    def dense(x, w1, b1, w2):
        return jax.nn.gelu(x @ w1 + b1) @ w2

    jax.jit(dense).lower(spec(256, 512), spec(512, 1024), spec(1024),
                         spec(1024, 256)).compile()


def convnet():
    """A 3x3 convolution with stride 2 and SAME padding (uneven: 0 before,
    1 after) over an NHWC batch, a ReLU and a sum; the gradient for input
    and kernel."""
    import jax
    import jax.numpy as jnp
    from jax.sharding import NamedSharding, PartitionSpec as P, Mesh
    import numpy as np
    mesh = Mesh(np.array(devices()[:1]), ("x",))
    spec = lambda *shape: jax.ShapeDtypeStruct(shape, jnp.float32,
                                               sharding=NamedSharding(mesh, P()))

    def convnet(x, k):
        def loss(x, k):
            y = jax.lax.conv_general_dilated(x, k, (2, 2), "SAME",
                                             dimension_numbers=("NHWC", "HWIO", "NHWC"))
            return jax.nn.relu(y).sum()
        return jax.grad(loss, argnums=(0, 1))(x, k)

    jax.jit(convnet).lower(spec(8, 16, 16, 32), spec(3, 3, 32, 64)).compile()


def gemm_sum():
    """x @ w1 + y @ w2 in bf16: two matmuls and the add of their results."""
    import jax
    import jax.numpy as jnp
    from jax.sharding import NamedSharding, PartitionSpec as P, Mesh
    import numpy as np
    mesh = Mesh(np.array(devices()[:1]), ("x",))
    spec = lambda *shape: jax.ShapeDtypeStruct(shape, jnp.bfloat16,
                                               sharding=NamedSharding(mesh, P()))

    def gemm_sum(x, w1, y, w2):
        return x @ w1 + y @ w2

    jax.jit(gemm_sum).lower(spec(256, 512), spec(512, 256), spec(256, 128),
                            spec(128, 256)).compile()


def qkv():
    """Query, key and value projections of one bf16 input (three matmuls
    that share their left operand), then a product of their results."""
    import jax
    import jax.numpy as jnp
    from jax.sharding import NamedSharding, PartitionSpec as P, Mesh
    import numpy as np
    mesh = Mesh(np.array(devices()[:1]), ("x",))
    spec = lambda *shape: jax.ShapeDtypeStruct(shape, jnp.bfloat16,
                                               sharding=NamedSharding(mesh, P()))

    def qkv(x, wq, wk, wv):
        q, k, v = x @ wq, x @ wk, x @ wv
        return (q * k) @ v.T

    jax.jit(qkv).lower(spec(128, 256), spec(256, 64), spec(256, 64),
                       spec(256, 64)).compile()


def dot_t():
    """(a @ b).T * c in bf16: a matmul whose result is transposed."""
    import jax
    import jax.numpy as jnp
    from jax.sharding import NamedSharding, PartitionSpec as P, Mesh
    import numpy as np
    mesh = Mesh(np.array(devices()[:1]), ("x",))
    spec = lambda *shape: jax.ShapeDtypeStruct(shape, jnp.bfloat16,
                                               sharding=NamedSharding(mesh, P()))

    def dot_t(a, b, c):
        return (a @ b).T * c

    jax.jit(dot_t).lower(spec(256, 512), spec(512, 128), spec(128, 256)).compile()


def skinny():
    """tanh(x @ w) for a bf16 x of 16 rows and a contracting dimension of
    4096: a matmul XLA:GPU splits along K for Triton."""
    import jax
    import jax.numpy as jnp
    from jax.sharding import NamedSharding, PartitionSpec as P, Mesh
    import numpy as np
    mesh = Mesh(np.array(devices()[:1]), ("x",))
    spec = lambda *shape: jax.ShapeDtypeStruct(shape, jnp.bfloat16,
                                               sharding=NamedSharding(mesh, P()))

    def skinny(x, w):
        return jnp.tanh(x @ w)

    jax.jit(skinny).lower(spec(16, 4096), spec(4096, 256)).compile()


def conv_relu():
    """relu(conv(x, w) + b): a bf16 NHWC convolution with a bias and a
    relu, which cuDNN runs as one fused call."""
    import jax
    import jax.numpy as jnp
    from jax.sharding import NamedSharding, PartitionSpec as P, Mesh
    import numpy as np
    mesh = Mesh(np.array(devices()[:1]), ("x",))
    spec = lambda *shape: jax.ShapeDtypeStruct(shape, jnp.bfloat16,
                                               sharding=NamedSharding(mesh, P()))

    def conv_relu(x, w, b):
        y = jax.lax.conv_general_dilated(x, w, (1, 1), "SAME",
                                         dimension_numbers=("NHWC", "HWIO", "NHWC"))
        return jax.nn.relu(y + b)

    jax.jit(conv_relu).lower(spec(8, 32, 32, 64), spec(3, 3, 64, 128),
                             spec(128)).compile()


def ln_mlp():
    """A training step (SGD) of two rematerialized bf16 MLPs, each after a
    layer norm sharing one gain and bias: reshape-mover moves the [1, D]
    reshapes of the gain and bias gradients down past their add and the
    update's multiply."""
    import jax
    import jax.numpy as jnp
    from jax.sharding import NamedSharding, PartitionSpec as P, Mesh
    import numpy as np
    mesh = Mesh(np.array(devices()[:1]), ("x",))
    spec = lambda dtype, *shape: jax.ShapeDtypeStruct(
        shape, dtype, sharding=NamedSharding(mesh, P()))

    def norm(x, g, b):
        mu = jnp.mean(x, -1, keepdims=True)
        var = jnp.var(x, -1, keepdims=True)
        return (x - mu) * jax.lax.rsqrt(var + 1e-5) * g + b

    @jax.checkpoint
    def mlp(x, w1, w2):
        return jax.nn.gelu(x.astype(jnp.bfloat16) @ w1) @ w2

    def loss(p, x):
        y = mlp(norm(x, p["g"], p["b"]), p["w1"], p["w2"]).astype(jnp.float32)
        y = mlp(norm(y + x, p["g"], p["b"]), p["w1"], p["w2"]).astype(jnp.float32)
        return jnp.mean(y ** 2)

    def ln_mlp(p, x):
        value, grad = jax.value_and_grad(loss)(p, x)
        return value, jax.tree_util.tree_map(
            lambda w, d: (w - 1e-3 * d.astype(w.dtype)).astype(w.dtype), p, grad)

    d, f = 256, 1024
    params = {"g": spec(jnp.float32, d), "b": spec(jnp.float32, d),
              "w1": spec(jnp.bfloat16, d, f), "w2": spec(jnp.bfloat16, f, d)}
    jax.jit(ln_mlp).lower(params, spec(jnp.float32, 512, d)).compile()


def attention():
    """Causal grouped-query attention (8 query heads, 2 key/value heads) run
    by cuDNN, and its gradient: layout normalization puts bitcasts after
    the cuDNN calls that the next algsimp folds away again."""
    import jax
    import jax.numpy as jnp
    from jax.sharding import NamedSharding, PartitionSpec as P, Mesh
    import numpy as np
    mesh = Mesh(np.array(devices()[:1]), ("x",))
    spec = lambda *shape: jax.ShapeDtypeStruct(shape, jnp.bfloat16,
                                               sharding=NamedSharding(mesh, P()))

    def loss(q, k, v):
        o = jax.nn.dot_product_attention(q, k, v, is_causal=True,
                                         implementation="cudnn")
        return jnp.sum(o.astype(jnp.float32) ** 2), o

    def attention(q, k, v):
        (_, o), grad = jax.value_and_grad(loss, argnums=(0, 1, 2),
                                          has_aux=True)(q, k, v)
        return o, grad

    jax.jit(attention).lower(spec(2, 256, 8, 64), spec(2, 256, 2, 64),
                             spec(2, 256, 2, 64)).compile()


def gate():
    """The top two softmax probabilities of a gate scaling bf16 rows, each
    sliced from the f32 top-k and converted: convert-mover swaps each
    convert(slice(p)) for slice(convert(p))."""
    import jax
    import jax.numpy as jnp
    from jax.sharding import NamedSharding, PartitionSpec as P, Mesh
    import numpy as np
    mesh = Mesh(np.array(devices()[:1]), ("x",))
    spec = lambda *shape: jax.ShapeDtypeStruct(shape, jnp.bfloat16,
                                               sharding=NamedSharding(mesh, P()))

    def gate(x, wg):
        probs = jax.nn.softmax((x @ wg).astype(jnp.float32), -1)
        top, _ = jax.lax.top_k(probs, 2)
        return (x * top[:, 0:1].astype(x.dtype) + x * top[:, 1:2].astype(x.dtype))

    jax.jit(gate).lower(spec(512, 256), spec(256, 8)).compile()


def mean_square():
    """The mean of the squares of a 256 x 512 matrix: one reduce of 131,072
    elements, which tree-reduction-rewriter splits into a reduce of each
    row and a reduce of their sums."""
    import jax
    import jax.numpy as jnp
    from jax.sharding import NamedSharding, PartitionSpec as P, Mesh
    import numpy as np
    mesh = Mesh(np.array(devices()[:1]), ("x",))
    x = jax.ShapeDtypeStruct((256, 512), jnp.float32, sharding=NamedSharding(mesh, P()))

    def mean_square(x):
        return jnp.mean(x * x)

    jax.jit(mean_square).lower(x).compile()


def worker(name):
    {"collectives_h100": collectives, "gemm_h100": dense,
     "convnet_h100": convnet, "gemm_sum_h100": gemm_sum, "qkv_h100": qkv,
     "dot_t_h100": dot_t, "splitk_h100": skinny, "swap_h100": skinny,
     "conv_relu_h100": conv_relu, "ln_mlp_h100": ln_mlp,
     "attention_h100": attention, "attention_layout_h100": attention,
     "gate_h100": gate,
     "mean_h100": mean_square}[name]()


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", default="unittests/data/xla-lineage-gpu-handoffs")
    ap.add_argument("--gpu-target-configs",
                    default="/work/shared/reference/gpu-target-configs")
    ap.add_argument("--worker", help=argparse.SUPPRESS)
    ns = ap.parse_args()
    if ns.worker:
        worker(ns.worker)
        return
    out = os.path.abspath(ns.out)
    shutil.rmtree(out, ignore_errors=True)
    env = dict(os.environ, XLA_FLAGS=FLAGS, JAX_PLATFORMS="cpu",
               JAX_HLO_SOURCE_FILE_CANONICALIZATION_REGEX=r".*/",
               HLOTRACE_TARGET_CONFIG=os.path.join(ns.gpu_target_configs, TARGET))
    kept = {}
    for name, (jit_name, pass_name, extra, *run) in PROGRAMS.items():
        folder = os.path.join(out, name)
        os.makedirs(folder)
        with tempfile.TemporaryDirectory() as tmp:
            res = subprocess.run([sys.executable, os.path.abspath(__file__),
                                  "--worker", name],
                                 cwd=tmp, capture_output=True, text=True,
                                 env=dict(env, XLA_FLAGS=f"{FLAGS} {extra}".strip()))
            if res.returncode != 0:
                sys.stderr.write(res.stderr[-4000:])
                raise SystemExit(f"{name}: compile failed")
            steps = sorted(f for f in os.listdir(tmp)
                           if f.endswith(".hlo.pb.gz") and f".{jit_name}." in f and
                           f.split(".")[2].isdigit() and f.startswith("module_0001."))
            # The pass's first run (algsimp runs many times), or the one asked.
            nth = run[0] if run else 1
            after = [f for f in steps if f".after_{pass_name}." in f][nth - 1:nth]
            if not after:
                raise SystemExit(f"{name}: no run {nth} of {pass_name} among {len(steps)}")
            before = steps[steps.index(after[0]) - 1]
            kept[name] = [before, after[0]]
            for f in kept[name]:
                shutil.copy(os.path.join(tmp, f), folder)
    import jax
    manifest = {"jax": jax.__version__, "target_config": TARGET, "xla_flags": FLAGS,
                "extra_xla_flags": {k: v[2] for k, v in PROGRAMS.items() if v[2]},
                "command": "python scripts/xla/gen_gpu_handoff_pairs.py --out "
                           "unittests/data/xla-lineage-gpu-handoffs",
                "programs": {"collectives_h100": collectives.__doc__,
                             "gemm_h100": dense.__doc__,
                             "convnet_h100": convnet.__doc__,
                             "gemm_sum_h100": gemm_sum.__doc__,
                             "qkv_h100": qkv.__doc__,
                             "dot_t_h100": dot_t.__doc__,
                             "splitk_h100": skinny.__doc__,
                             "swap_h100": skinny.__doc__,
                             "conv_relu_h100": conv_relu.__doc__,
                             "ln_mlp_h100": ln_mlp.__doc__,
                             "attention_h100": attention.__doc__,
                             "attention_layout_h100": attention.__doc__,
                             "gate_h100": gate.__doc__,
                             "mean_h100": mean_square.__doc__},
                "files": kept}
    with open(os.path.join(out, "MANIFEST.json"), "w") as f:
        json.dump(manifest, f, indent=1, sort_keys=True)
        f.write("\n")
    print("kept", kept)


if __name__ == "__main__":
    main()
