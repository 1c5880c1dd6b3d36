#!/usr/bin/env python3
"""HloProto load against the text parse of the same module, in rounds (issue 12).

    python3 benchmarks/proto_rounds.py DIR BENCH [BENCH...] [--rounds N] [--reps R]
        [--clock cpu|real]

DIR holds X.hlo.pb and X.txt of one module (ProtoLoadBenchmark takes the
largest such pair under it). BENCH is a ProtoLoadBenchmark binary; give two
(an old build and a new one) to compare them: each round runs every binary
once, the order reversed from one round to the next. A run loads the module
from memory both ways in one process (R Google Benchmark repetitions; the
fastest of each side counts), so its ratio proto / text is measured in the
same few hundred milliseconds. Prints each round's times and ratio per
binary, the median of the ratios and the ratio of the minima.

Times are Google Benchmark's cpu_time (the benchmark thread's) unless
--clock real. No jaxlib needed.
"""

import argparse
import json
import os
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from module_rounds import rounds_summary  # noqa: E402


def run(bench, bench_dir, reps, key):
    out = subprocess.run(
        [bench, "--benchmark_format=json",
         "--benchmark_filter=BM_LoadHlo(Proto|Text)$",
         f"--benchmark_repetitions={reps}"],
        env=dict(os.environ, HLOTRACE_BENCH_DIR=bench_dir),
        check=True, capture_output=True, text=True).stdout
    best = {}
    for b in json.loads(out)["benchmarks"]:
        if b.get("run_type") != "iteration" or "error_occurred" in b:
            continue
        unit = {"ns": 1e-9, "us": 1e-6, "ms": 1e-3, "s": 1.0}[b["time_unit"]]
        name = b["name"].split("/")[0]
        t = b[key] * unit
        best[name] = min(t, best.get(name, t))
    if "BM_LoadHloProto" not in best or "BM_LoadHloText" not in best:
        raise SystemExit(f"{bench}: no proto/text figures:\n{out}")
    return best["BM_LoadHloProto"], best["BM_LoadHloText"]


def main():
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("dir")
    ap.add_argument("bench", nargs="+")
    ap.add_argument("--rounds", type=int, default=7)
    ap.add_argument("--reps", type=int, default=3)
    ap.add_argument("--clock", choices=("cpu", "real"), default="cpu")
    ns = ap.parse_args()
    key = "cpu_time" if ns.clock == "cpu" else "real_time"

    load_before = os.getloadavg()[0]
    rows = {b: [] for b in ns.bench}
    for r in range(ns.rounds):
        order = ns.bench if r % 2 == 0 else list(reversed(ns.bench))
        for b in order:
            rows[b].append(run(b, ns.dir, ns.reps, key))
    clock_name = "thread CPU time" if ns.clock == "cpu" else "wall time"
    print(f"{ns.dir}: {ns.rounds} rounds, binaries alternated, {clock_name}, "
          f"best of {ns.reps} per side and run; load average "
          f"{load_before:.1f} -> {os.getloadavg()[0]:.1f}")
    for b in ns.bench:
        print(f"  {b}")
        print("    round  proto ms   text ms  proto/text")
        for i, (p, t) in enumerate(rows[b], 1):
            print(f"    {i:5d} {p * 1e3:9.1f} {t * 1e3:9.1f} {p / t:8.2f}x")
        ps, ts = zip(*rows[b])
        print(f"    proto/text: {rounds_summary(ps, ts, 2)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
