#!/usr/bin/env python3
"""Whole-module XLA:CPU dumps as text and HloProto side by side.

Usage (from the repository root, after scripts/xla/make_venv.sh):

    .venv/bin/python scripts/xla/gen_cpu_pairs.py --out unittests/data/xla-cpu-pairs

Each program of gen_dumps.py that has no proto dumps there, and the
programs below, runs in a fresh subprocess with
`--xla_dump_to=. --xla_dump_hlo_as_text --xla_dump_hlo_as_proto` in
<out>/<program>/: XLA writes the module before and after optimizations as
X.txt and X.hlo.pb. ProtoDataTest loads every X.hlo.pb and requires X.txt.
The programs here hold what XLA prints for a whole attribute at once,
which a printer that decides per dimension gets wrong: a slice whose
strides are 1 but in one dimension, a pad with interior padding in one
dimension, and a custom call with one called computation (CPU's TopK).
Files XLA wrote are never edited; only MANIFEST.json is written here.
The output folder is wiped first.
"""

import argparse
import json
import os
import shutil
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import gen_dumps  # noqa: E402


def prog_mixed_strides_pads():
    """Slices with stride 1 in some dimensions and 2 or 3 in others, pads with
    interior padding in one dimension only, lax.top_k (a TopK custom call
    that calls its comparator after XLA:CPU's optimizations)."""
    import jax
    import jax.numpy as jnp
    import numpy as np
    r = gen_dumps._np_rng(11)
    x = r.standard_normal((7, 6), dtype=np.float32)
    y = r.standard_normal((5, 4, 3), dtype=np.float32)
    big = r.standard_normal((16, 512), dtype=np.float32)

    def f(x, y, big):
        a = x[:, 1::2]
        b = y[::2, :, 1:]
        c = y[1:4, ::3, :]
        p = jax.lax.pad(x, 0.0, [(1, 2, 1), (0, 0, 0)])
        q = jax.lax.pad(y, -1.0, [(0, 0, 0), (2, 1, 0), (0, 0, 2)])
        tv, ti = jax.lax.top_k(big, 4)
        return a, b, c, p, q, tv, ti

    jax.block_until_ready(jax.jit(f)(x, y, big))


PROGRAMS = dict(gen_dumps.PROGRAMS)
PROGRAMS["mixed_strides_pads"] = prog_mixed_strides_pads
# gen_dumps' "full" and "compressed" flag sets dump these with protos already.
WITH_PROTOS = {"mlp", "attention", "scan", "cond", "collectives", "layernorm"}
FLAGS = ["--xla_dump_to=.", "--xla_dump_hlo_as_text", "--xla_dump_hlo_as_proto"]


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", default="unittests/data/xla-cpu-pairs")
    ap.add_argument("--worker", help=argparse.SUPPRESS)
    ns = ap.parse_args()
    if ns.worker:
        PROGRAMS[ns.worker]()
        return
    out = os.path.abspath(ns.out)
    if os.path.exists(out):
        if os.listdir(out) and not os.path.exists(os.path.join(out, "MANIFEST.json")):
            raise SystemExit(f"{out} is not empty and has no MANIFEST.json; refusing to wipe")
        shutil.rmtree(out)
    os.makedirs(out)
    manifest = gen_dumps.versions()
    manifest["command"] = "python scripts/xla/gen_cpu_pairs.py --out unittests/data/xla-cpu-pairs"
    manifest["xla_flags"] = " ".join(FLAGS)
    manifest["programs"] = {}
    for prog, fn in PROGRAMS.items():
        if prog in WITH_PROTOS:
            continue
        d = os.path.join(out, prog)
        os.makedirs(d)
        flags = FLAGS + gen_dumps.PROGRAM_FLAGS.get(prog, [])
        print(f"[pairs] {prog}", flush=True)
        cmd = [sys.executable, os.path.abspath(__file__), "--worker", prog]
        res = subprocess.run(cmd, cwd=d, env=gen_dumps.child_env(flags),
                             capture_output=True, text=True)
        if res.returncode != 0:
            sys.stderr.write(res.stdout + res.stderr)
            raise SystemExit(f"{prog} failed")
        # Only the whole-module pairs: XLA also writes buffer assignments,
        # object files and IR, which the proto tests do not read.
        for name in sorted(os.listdir(d)):
            path = os.path.join(d, name)
            keep = any(name.endswith(f"{stage}.{ext}")
                       for stage in ("before_optimizations", "after_optimizations")
                       for ext in ("txt", "hlo.pb"))
            if os.path.isdir(path):
                shutil.rmtree(path)
            elif not keep:
                os.remove(path)
        manifest["programs"][prog] = {"doc": fn.__doc__,
                                      "files": sorted(os.listdir(d))}
    with open(os.path.join(out, "MANIFEST.json"), "w") as fh:
        json.dump(manifest, fh, indent=2)
        fh.write("\n")


if __name__ == "__main__":
    main()
