#!/usr/bin/env python3
"""One module against XLA's parser, in alternated rounds (issue 12).

    .venv/bin/python benchmarks/module_rounds.py BUILD_DIR DIR [--rounds N]
        [--xla-parses K] [--ours-reps R] [--clock cpu|real]

DIR holds the module as m.txt (run_module_benchmark.sh makes it). Each round
times both sides back to back, in the same few seconds: XLA's parser (jaxlib
hlo_module_from_text, imported once in this process) parses the text K times,
and one run of BUILD_DIR/bin/ParseBenchmark times hlotrace's parse and the
lex-only floor (R repetitions of Google Benchmark's mean over at least 0.05 s
each). The side that goes first alternates between rounds. A side's time in a
round is its fastest measurement in that round. Prints each round's ratio,
their median, the ratio of the minima over all rounds, and the spread of each
side, so that the load of a shared machine shows instead of moving one
best-of-3 figure.

Times are CPU time of the thread doing the work (time.thread_time for XLA,
Google Benchmark's cpu_time, which is the benchmark thread's) unless
--clock real.
"""

import argparse
import json
import os
import statistics
import subprocess
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from xla_parser_time import find_parser  # noqa: E402


def time_xla(parse, text, parses, clock):
    best = None
    for _ in range(parses):
        t0 = clock()
        module = parse(text)
        dt = clock() - t0
        del module
        best = dt if best is None or dt < best else best
    return best


def time_ours(build, bench_dir, reps, key):
    out = subprocess.run(
        [os.path.join(build, "bin", "ParseBenchmark"), "--benchmark_format=json",
         "--benchmark_filter=BM_(Parse|Lex)LargestModule$",
         f"--benchmark_repetitions={reps}", "--benchmark_min_time=0.05"],
        env=dict(os.environ, HLOTRACE_BENCH_DIR=bench_dir),
        check=True, capture_output=True, text=True).stdout
    doc = json.loads(out)
    best = {}
    info = {}
    for b in doc["benchmarks"]:
        if b.get("run_type") != "iteration" or "error_occurred" in b:
            continue
        name = b["name"].split("/")[0]
        unit = {"ns": 1e-9, "us": 1e-6, "ms": 1e-3, "s": 1.0}[b["time_unit"]]
        t = b[key] * unit
        if name not in best or t < best[name]:
            best[name] = t
            info[name] = b
    if "BM_ParseLargestModule" not in best or "BM_LexLargestModule" not in best:
        raise SystemExit(f"ParseBenchmark gave no parse/lex figures:\n{out}")
    return best["BM_ParseLargestModule"], best["BM_LexLargestModule"], info


def rounds_summary(nums, dens, digits=1):
    """Median and range of the per-round ratios nums[i] / dens[i], and the
    ratio of the minima (seconds in, ms out)."""
    r = [n / d for n, d in zip(nums, dens)]
    f = f".{digits}f"
    return (f"median of rounds {statistics.median(r):{f}}x "
            f"(rounds {min(r):{f}}-{max(r):{f}}x), ratio of minima "
            f"{min(nums) / min(dens):{f}}x ({min(nums) * 1e3:.1f} / {min(dens) * 1e3:.1f} ms)")


def spread(xs):
    return f"{min(xs) * 1e3:.1f}-{max(xs) * 1e3:.1f} ms (max/min {max(xs) / min(xs):.2f})"


def main():
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("build")
    ap.add_argument("dir")
    ap.add_argument("--name", default=None, help="label to print (default DIR/m.txt)")
    ap.add_argument("--rounds", type=int, default=7)
    ap.add_argument("--xla-parses", type=int, default=3,
                    help="XLA parses per round; the fastest counts (default 3)")
    ap.add_argument("--ours-reps", type=int, default=3,
                    help="Google Benchmark repetitions per round; the fastest counts")
    ap.add_argument("--clock", choices=("cpu", "real"), default="cpu")
    ns = ap.parse_args()

    os.environ.setdefault("JAX_PLATFORMS", "cpu")
    os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "2")
    parse, label = find_parser()
    path = os.path.join(ns.dir, "m.txt")
    with open(path, "rb") as fh:
        data = fh.read()
    text = data.decode("utf-8")
    clock = time.thread_time if ns.clock == "cpu" else time.perf_counter
    key = "cpu_time" if ns.clock == "cpu" else "real_time"
    parse(text)  # warm up: first-call costs are not the parser's

    load_before = os.getloadavg()[0]
    rows = []
    for r in range(ns.rounds):
        if r % 2 == 0:
            tx = time_xla(parse, text, ns.xla_parses, clock)
            tp, tl, info = time_ours(ns.build, ns.dir, ns.ours_reps, key)
        else:
            tp, tl, info = time_ours(ns.build, ns.dir, ns.ours_reps, key)
            tx = time_xla(parse, text, ns.xla_parses, clock)
        rows.append((tx, tp, tl))

    mb = len(data) / 1e6
    model = info["BM_ParseLargestModule"].get("model_to_text", 0.0)
    clock_name = "thread CPU time" if ns.clock == "cpu" else "wall time"
    print(f"{ns.name or path}: {mb:.1f} MB text, {ns.rounds} rounds alternated, {clock_name}; "
          f"a round: XLA best of {ns.xla_parses}, hlotrace best of {ns.ours_reps} "
          f"Google Benchmark means; load average {load_before:.1f} -> {os.getloadavg()[0]:.1f}")
    print("  round   XLA ms   parse ms  ratio   lex ms  ratio  first")
    for i, (tx, tp, tl) in enumerate(rows, 1):
        print(f"  {i:5d} {tx * 1e3:8.1f} {tp * 1e3:10.1f} {tx / tp:5.1f}x {tl * 1e3:8.1f} "
              f"{tx / tl:5.1f}x  {'XLA' if i % 2 else 'hlotrace'}")
    xs, ps, ls = zip(*rows)
    print(f"  parse vs XLA: {rounds_summary(xs, ps)}")
    print(f"  lex only vs XLA: {rounds_summary(xs, ls)}")
    print(f"  spread: XLA {spread(xs)}, parse {spread(ps)}, lex {spread(ls)}")
    print(f"  parse = {statistics.median(p / l for _, p, l in rows):.2f}x lex (median), "
          f"model {model:.2f}x text, {mb / min(ps):.0f} MB/s parse, "
          f"XLA parser: {label}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
