#!/usr/bin/env python3
"""Select the GPU/TPU dump files the tests open and pack them, compressed.

Usage (after gen_accel_dumps.py):

    python3 scripts/xla/pack_accel_data.py --platform gpu --dumps OUT/gpu \
        --archive unittests/data/xla-gpu.tar.xz
    python3 scripts/xla/pack_accel_data.py --platform tpu --dumps OUT/tpu \
        --archive unittests/data/xla-tpu.tar.xz

The archive holds <target>/<program>/<file> exactly as XLA wrote them (no
file is renamed or edited), plus MANIFEST.json. CMake extracts it into the
build tree (unittests/CMakeLists.txt); nothing reads the full dump. The
selection keeps, per program: the before- and after-optimizations HLO text,
the module metadata (per-pass timings), the GPU thunk sequences and thunk
metadata, PTX, the LLVM IR before and after LLVM's optimizations
(`*.ir-no-opt.ll`, `*.ir-with-opt.ll`), autotuning results and the
priority-fusion log, TPU StableHLO input (module.mlir) and the Mosaic dumps of Pallas kernels; per-pass HLO text
only for the programs in PASS_PROGRAMS (attribution tests). Protobuf copies,
per-LLVM-pass IR, buffer assignment and TPU-internal reports are dropped.

The archive is deterministic (sorted members, zero mtimes and owners), so a
rerun on unchanged dumps gives the same bytes.
"""

import argparse
import fnmatch
import io
import json
import os
import re
import sys
import tarfile

KEEP = {
    "gpu": [
        "*_gpu_after_optimizations.txt",
        "*.before_optimizations.txt",
        "*.thunk_sequence.txt",
        "*.thunk_sequence_after_thunk_passes.txt",
        "*.thunk_metadata.txt",
        "*.ptx",
        "*.ir-no-opt.ll",
        "*.ir-with-opt.ll",
        "*.autotune_results.pbtxt",
        "*.priority_fusion_dump.txt",
        "module_[0-9]*.metadata.textproto",
    ],
    "tpu": [
        "*.after_optimizations.txt",
        "*.before_optimizations.txt",
        "module_[0-9]*.metadata.textproto",
        "module_*/module.mlir",
        "mosaic/*",
    ],
}

# Programs whose per-pass HLO text is kept too.
PASS_PROGRAMS = {
    "gpu": {"h100/gemm_cublaslt", "h100/attention"},
    "tpu": {"v5e/pallas_matmul"},
}

PASS_FILE = re.compile(r"\.\d{4}\..*\.txt$")


def selected(platform, program, rel):
    if any(fnmatch.fnmatch(rel, p) for p in KEEP[platform]):
        return True
    return program in PASS_PROGRAMS[platform] and "/" not in rel and \
        PASS_FILE.search(rel) is not None


def main():
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--platform", choices=["gpu", "tpu"], required=True)
    ap.add_argument("--dumps", required=True)
    ap.add_argument("--archive", required=True)
    args = ap.parse_args()

    members = []
    for target in sorted(os.listdir(args.dumps)):
        tdir = os.path.join(args.dumps, target)
        if not os.path.isdir(tdir):
            continue
        for program in sorted(os.listdir(tdir)):
            pdir = os.path.join(tdir, program)
            for root, _, files in os.walk(pdir):
                for f in files:
                    path = os.path.join(root, f)
                    rel = os.path.relpath(path, pdir)
                    if selected(args.platform, f"{target}/{program}", rel):
                        members.append((f"{target}/{program}/{rel}", path))
    members.sort()
    manifest_path = os.path.join(args.dumps, "MANIFEST.json")
    manifest = {}
    if os.path.exists(manifest_path):
        with open(manifest_path) as f:
            manifest = json.load(f)
    manifest["packed_files"] = len(members)
    manifest["packed_bytes"] = sum(os.path.getsize(p) for _, p in members)

    def add(tar, name, data):
        info = tarfile.TarInfo(name)
        info.size = len(data)
        info.mtime = 0
        info.mode = 0o644
        tar.addfile(info, io.BytesIO(data))

    with tarfile.open(args.archive, "w:xz", preset=9) as tar:
        add(tar, "MANIFEST.json",
            (json.dumps(manifest, indent=1, sort_keys=True) + "\n").encode())
        for name, path in members:
            with open(path, "rb") as f:
                add(tar, name, f.read())
    print(f"{args.archive}: {len(members)} files, "
          f"{manifest['packed_bytes']} bytes -> {os.path.getsize(args.archive)} "
          "bytes compressed", file=sys.stderr)


if __name__ == "__main__":
    main()
