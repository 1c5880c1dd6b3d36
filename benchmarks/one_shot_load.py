#!/usr/bin/env python3
"""One module loaded once per process, as a user's `hlotrace stats FILE` does.

    python3 benchmarks/one_shot_load.py HLOTRACE FILE [FILE...] [--runs N]
        [--compare OTHER_HLOTRACE]

Runs `HLOTRACE stats FILE` N times per file (files, and binaries with
--compare, alternated run by run) and prints, per binary and file, the
median and minimum wall time, the median user+system CPU time, the peak RSS
and the minor page faults of the process (from wait4's rusage). The process
includes its start and the stats pass over the model, the same for a text
and an HloProto of one module, so the two can be compared; unlike
ProtoLoadBenchmark's warm loop, every page the load touches is fresh here.
"""

import argparse
import os
import statistics
import subprocess
import time


def one_run(binary, path):
    start = time.perf_counter()
    proc = subprocess.Popen([binary, "stats", path], stdout=subprocess.DEVNULL,
                            stderr=subprocess.PIPE)
    _, status, usage = os.wait4(proc.pid, 0)
    wall = time.perf_counter() - start
    err = proc.stderr.read().decode(errors="replace")
    proc.stderr.close()
    if os.waitstatus_to_exitcode(status) != 0:
        raise SystemExit(f"{binary} stats {path} failed: {err.strip()}")
    return {"wall": wall, "cpu": usage.ru_utime + usage.ru_stime,
            "rss_kb": usage.ru_maxrss, "minflt": usage.ru_minflt}


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("binary")
    ap.add_argument("files", nargs="+")
    ap.add_argument("--runs", type=int, default=20)
    ap.add_argument("--compare", help="a second hlotrace binary")
    args = ap.parse_args()
    binaries = [args.binary] + ([args.compare] if args.compare else [])
    results = {(b, f): [] for b in binaries for f in args.files}
    for run in range(args.runs):
        order = binaries if run % 2 == 0 else list(reversed(binaries))
        for b in order:
            for f in args.files:
                results[(b, f)].append(one_run(b, f))
    load = os.getloadavg()[0]
    print(f"{args.runs} runs per binary and file, alternated; "
          f"load average {load:.1f} at the end")
    print(f"{'binary':<40} {'file':<40} {'wall med':>9} {'wall min':>9} "
          f"{'cpu med':>8} {'peak RSS':>10} {'faults':>7}")
    for b in binaries:
        for f in args.files:
            rs = results[(b, f)]
            print(f"{b[-40:]:<40} {f[-40:]:<40} "
                  f"{statistics.median(r['wall'] for r in rs) * 1e3:8.1f}ms "
                  f"{min(r['wall'] for r in rs) * 1e3:8.1f}ms "
                  f"{statistics.median(r['cpu'] for r in rs) * 1e3:7.1f}ms "
                  f"{statistics.median(r['rss_kb'] for r in rs) / 1024:8.1f}MB "
                  f"{int(statistics.median(r['minflt'] for r in rs)):7d}")


if __name__ == "__main__":
    main()
