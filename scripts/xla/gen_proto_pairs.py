#!/usr/bin/env python3
"""Make XLA's own HloModuleProto of every GPU/TPU module in the test data,
with XLA's printing of the module it loads from that proto.

Usage (with the pinned jax venv, after a build has unpacked the GPU/TPU
archives into build/xla-accel-data):

    .venv/bin/python scripts/xla/gen_proto_pairs.py \
        --accel build/xla-accel-data --archive unittests/data/xla-proto-pairs.tar.xz

For each `*before_optimizations.txt` and `*after_optimizations.txt` XLA
wrote for a GPU or TPU target (deviceless compiles, gen_accel_dumps.py),
XLA's parser (jaxlib `hlo_module_from_text`) reads the text and serializes
the module (`as_serialized_hlo_module_proto`), and XLA loads that proto
again (`HloModule.from_serialized_hlo_module_proto`) and prints it
(`to_string`). Both files are XLA's output, nothing is edited:
`<platform>/<target>/<program>/<name>.hlo.pb` and `<name>.txt`. They test
the proto reader on what XLA hands to vendor libraries (custom-calls for
cuBLAS, cuDNN, cuSOLVER, collectives, TPU layouts), which the CPU dumps do
not have. The archive is deterministic (sorted members, zero mtimes).
"""

import argparse
import io
import json
import os
import sys
import tarfile


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--accel", required=True,
                    help="build/xla-accel-data (gpu/ and tpu/ unpacked)")
    ap.add_argument("--archive", required=True)
    args = ap.parse_args()
    import jax
    import jaxlib
    import jaxlib._hlo as hlo

    members = []
    for platform in ("gpu", "tpu"):
        root = os.path.join(args.accel, platform)
        for dirpath, _, files in sorted(os.walk(root)):
            for name in sorted(files):
                if not (name.endswith("before_optimizations.txt") or
                        name.endswith("after_optimizations.txt")):
                    continue
                path = os.path.join(dirpath, name)
                rel = os.path.relpath(path, args.accel)
                with open(path) as f:
                    module = hlo.hlo_module_from_text(f.read())
                proto = module.as_serialized_hlo_module_proto()
                again = hlo.HloModule.from_serialized_hlo_module_proto(proto)
                stem = rel[:-len(".txt")]
                members.append((stem + ".hlo.pb", proto))
                text = again.to_string()
                if not text.endswith("\n"):
                    text += "\n"
                members.append((stem + ".txt", text.encode()))
    manifest = {
        "generator": "scripts/xla/gen_proto_pairs.py",
        "jax": jax.__version__,
        "jaxlib": jaxlib.__version__,
        "pairs": len(members) // 2,
    }

    def add(tar, name, data):
        info = tarfile.TarInfo(name)
        info.size = len(data)
        info.mtime = 0
        info.uid = info.gid = 0
        info.uname = info.gname = ""
        tar.addfile(info, io.BytesIO(data))

    with tarfile.open(args.archive, "w:xz", preset=9) as tar:
        add(tar, "MANIFEST.json",
            (json.dumps(manifest, indent=1, sort_keys=True) + "\n").encode())
        for name, data in sorted(members):
            add(tar, name, data)
    print(f"{args.archive}: {len(members) // 2} pairs", file=sys.stderr)


if __name__ == "__main__":
    main()
