#!/usr/bin/env python3
"""Time XLA's own HLO text parser (through jaxlib) as a baseline for hlotrace.

    .venv/bin/python benchmarks/xla_parser_time.py [--runs N] [--json] FILE_OR_DIR...

Directories are searched recursively for *.txt files whose first line starts
with "HloModule" (buffer-assignment and other side files are skipped).
Explicitly named files are always tried.

The parser is jaxlib's binding of xla::ParseAndReturnUnverifiedModule:
`jax._src.lib.xla_client.hlo.hlo_module_from_text(str) -> HloModule`
(the module object is `jaxlib._hlo`; older jaxlib versions exposed it as
`xla_client._xla.hlo_module_from_text` / `xla_extension.hlo_module_from_text`,
which this script falls back to).

Per file, the best of --runs timings is taken (reading the file and decoding
it to str happen outside the timed region).  Files that fail to parse are
listed and excluded from the totals.
"""

import argparse
import json
import os
import sys
import time


def find_parser():
    from jax._src.lib import xla_client as xc
    for owner, label in ((getattr(xc, "hlo", None), "jax._src.lib.xla_client.hlo.hlo_module_from_text"),
                         (getattr(xc, "_xla", None), "jax._src.lib.xla_client._xla.hlo_module_from_text")):
        fn = getattr(owner, "hlo_module_from_text", None) if owner is not None else None
        if fn is not None:
            return fn, label
    try:
        from jaxlib import xla_extension  # very old jaxlib
        return xla_extension.hlo_module_from_text, "jaxlib.xla_extension.hlo_module_from_text"
    except ImportError:
        pass
    raise SystemExit("no HLO text parser found in this jaxlib")


def is_hlo_text(path):
    try:
        with open(path, "rb") as fh:
            return fh.read(9) == b"HloModule"
    except OSError:
        return False


def collect(paths):
    files = []
    for p in paths:
        if os.path.isdir(p):
            for dp, dns, fns in os.walk(p):
                dns.sort()
                for fn in sorted(fns):
                    full = os.path.join(dp, fn)
                    if fn.endswith(".txt") and is_hlo_text(full):
                        files.append(full)
        else:
            files.append(p)
    return files


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("paths", nargs="+", metavar="FILE")
    ap.add_argument("--runs", type=int, default=5, help="timed runs per file; the best counts (default 5)")
    ap.add_argument("--json", action="store_true", help="print only a JSON summary")
    ap.add_argument("--cpu", action="store_true",
                    help="time with process CPU time instead of wall clock (steadier on a shared machine)")
    ap.add_argument("--quiet", action="store_true", help="no per-file lines")
    ns = ap.parse_args()

    os.environ.setdefault("JAX_PLATFORMS", "cpu")
    os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "2")
    parse, label = find_parser()

    files = collect(ns.paths)
    ok_bytes = 0
    ok_secs = 0.0
    ok_files = 0
    failed = []
    for path in files:
        with open(path, "rb") as fh:
            data = fh.read()
        text = data.decode("utf-8")
        best = None
        err = None
        clock = time.process_time if ns.cpu else time.perf_counter
        for _ in range(max(1, ns.runs)):
            t0 = clock()
            try:
                module = parse(text)
            except Exception as e:  # XlaRuntimeError / ValueError, depending on version
                err = str(e).strip().splitlines()[0] if str(e).strip() else type(e).__name__
                break
            dt = clock() - t0
            del module
            best = dt if best is None or dt < best else best
        if err is not None:
            failed.append({"file": path, "error": err[:300]})
            if not ns.json and not ns.quiet:
                print(f"FAIL {path}: {err[:200]}")
            continue
        ok_files += 1
        ok_bytes += len(data)
        ok_secs += best
        if not ns.json and not ns.quiet:
            print(f"{len(data) / 1e6 / best:9.2f} MB/s  {len(data):>10} B  {best * 1e3:9.3f} ms  {path}")

    mbps = ok_bytes / 1e6 / ok_secs if ok_secs > 0 else 0.0
    summary = {"files": ok_files, "bytes": ok_bytes, "seconds": ok_secs, "mb_per_s": mbps}
    if ns.json:
        summary.update({"parser": label, "runs": ns.runs, "failed": len(failed),
                        "failed_files": failed})
        print(json.dumps(summary, indent=2))
    else:
        print(f"parser: {label} (best of {ns.runs})")
        print(f"parsed {ok_files} files, {ok_bytes} bytes in {ok_secs:.4f} s -> {mbps:.2f} MB/s")
        print(f"failed: {len(failed)}")
        for f in failed:
            print(f"  {f['file']}: {f['error']}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
