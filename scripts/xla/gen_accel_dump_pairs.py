#!/usr/bin/env python3
"""XLA:GPU and XLA:TPU whole-module dumps as text and HloProto side by side.

Usage (after scripts/xla/make_venv_accel.sh gpu and ... tpu):

    .venv-gpu/bin/python scripts/xla/gen_accel_dump_pairs.py --platform gpu \
        --out unittests/data/xla-accel-dump-pairs
    .venv-tpu/bin/python scripts/xla/gen_accel_dump_pairs.py --platform tpu \
        --out unittests/data/xla-accel-dump-pairs

Compiles a few programs of gen_accel_dumps.py ahead of time (no device) with
`--xla_dump_to=. --xla_dump_hlo_as_text --xla_dump_hlo_as_proto` and keeps
the module before and after optimizations, X.txt and X.hlo.pb, in
<out>/<platform>/<target>/<program>/. XLA's dumps print async collectives
without syntax sugar (`async-start(...), calls=%async_computation`), and
ProtoDataTest requires each X.hlo.pb to print as its X.txt. Files XLA wrote
are never edited; only <out>/<platform>/MANIFEST.json is written here. The
platform's folder is wiped first.
"""

import argparse
import json
import os
import shutil
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import gen_accel_dumps  # noqa: E402

PLAN = {
    "gpu": [("h100", "collectives"), ("h100", "transformer")],
    "tpu": [("v5e", "collectives")],
}
FLAGS = "--xla_dump_to=. --xla_dump_hlo_as_text --xla_dump_hlo_as_proto"


def keep(name):
    return any(name.endswith(f"{stage}.{ext}")
               for stage in ("before_optimizations", "after_optimizations")
               for ext in ("txt", "hlo.pb"))


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--platform", choices=["gpu", "tpu"], required=True)
    ap.add_argument("--out", default="unittests/data/xla-accel-dump-pairs")
    ap.add_argument("--gpu-target-configs",
                    default="/work/shared/reference/gpu-target-configs")
    ap.add_argument("--run-one", nargs=2, help=argparse.SUPPRESS)
    ns = ap.parse_args()
    if ns.run_one:
        gen_accel_dumps.run_one(ns.platform, *ns.run_one)
        return
    root = os.path.join(os.path.abspath(ns.out), ns.platform)
    shutil.rmtree(root, ignore_errors=True)
    import jax
    import jaxlib
    manifest = {"platform": ns.platform, "jax": jax.__version__,
                "jaxlib": jaxlib.__version__, "xla_flags": FLAGS, "runs": []}
    for target, program in PLAN[ns.platform]:
        folder = os.path.join(root, target, program)
        os.makedirs(folder)
        env = dict(os.environ, XLA_FLAGS=FLAGS, JAX_PLATFORMS="cpu",
                   HLOTRACE_PLATFORM=ns.platform,
                   JAX_HLO_SOURCE_FILE_CANONICALIZATION_REGEX=r".*/")
        if ns.platform == "gpu":
            env["HLOTRACE_TARGET_CONFIG"] = os.path.join(
                ns.gpu_target_configs, gen_accel_dumps.GPU_TARGETS[target])
        else:
            env["HLOTRACE_TOPOLOGY"] = gen_accel_dumps.TPU_TOPOLOGIES[target]
            env["TPU_SKIP_MDS_QUERY"] = "1"
        proc = subprocess.run(
            [sys.executable, os.path.abspath(__file__), "--platform",
             ns.platform, "--run-one", target, program],
            cwd=folder, env=env, capture_output=True, text=True)
        if proc.returncode != 0:
            sys.stderr.write(proc.stderr[-4000:])
            raise SystemExit(f"{target}/{program} failed")
        for name in sorted(os.listdir(folder)):
            path = os.path.join(folder, name)
            if os.path.isdir(path):
                shutil.rmtree(path)
            elif not keep(name):
                os.remove(path)
        files = sorted(os.listdir(folder))
        print(f"{ns.platform}/{target}/{program}: {len(files)} files", flush=True)
        manifest["runs"].append({"target": target, "program": program,
                                 "files": files})
    with open(os.path.join(root, "MANIFEST.json"), "w") as f:
        json.dump(manifest, f, indent=1, sort_keys=True)
        f.write("\n")


if __name__ == "__main__":
    main()
