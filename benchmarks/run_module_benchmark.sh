#!/usr/bin/env bash
# One large module, one thread, in process: hlotrace against XLA's own parser
# on the same file in the same time window, plus the lex-only floor and the
# HloProto of the same module.
#
#   benchmarks/run_module_benchmark.sh BUILD_DIR FILE.txt...
#
# FILE.hlo.pb beside FILE.txt (XLA writes both with --xla_dump_hlo_as_proto)
# is loaded too when present. Make large modules with
#   .venv/bin/python scripts/xla/gen_benchmark_dump.py --out DIR --final-only \
#       --layers 10 --moe 8          (or --layers 20 for a deeper transformer)
# The two sides alternate in ROUNDS short rounds (default 7; module_rounds.py):
# XLA parses the text XLA_PARSES times (default 3), then one ParseBenchmark
# run times our parse and lex, or the other way round. It prints each round's
# ratio, their median, the ratio of the minima and the spread of each side.
# Times are CPU time of the thread doing the work (CLOCK=real for wall
# clock): on a shared machine wall time mostly measures waiting for a core.
# The HloProto load is timed once after the rounds (best of 3, in one
# process with the text load); benchmarks/proto_rounds.py times it against
# the text load in alternated rounds, and two builds against each other.
# PYTHON defaults to .venv/bin/python.
set -euo pipefail
build="$1"; shift
py=${PYTHON:-.venv/bin/python}
rounds=${ROUNDS:-7}
xla_parses=${XLA_PARSES:-3}
clock=${CLOCK:-cpu}
for txt in "$@"; do
  dir=$(mktemp -d /tmp/hlotrace-module-bench.XXXXXX)
  cp "$txt" "$dir/m.txt"
  pb="${txt%.txt}.hlo.pb"
  [ -f "$pb" ] && cp "$pb" "$dir/m.hlo.pb"
  "$py" benchmarks/module_rounds.py "$build" "$dir" --name "$txt" \
      --rounds "$rounds" --xla-parses "$xla_parses" --clock "$clock"
  if [ -f "$dir/m.hlo.pb" ]; then
    proto=$(HLOTRACE_BENCH_DIR="$dir" "$build/bin/ProtoLoadBenchmark" \
              --benchmark_format=json --benchmark_repetitions=3 2>/dev/null)
    "$py" - "$proto" "$clock" <<'PY'
import json, sys
doc = json.loads(sys.argv[1])
key = "cpu_time" if sys.argv[2] == "cpu" else "real_time"
def best(prefix):
    runs = [b for b in doc["benchmarks"]
            if b["name"].startswith(prefix) and b.get("run_type") == "iteration"]
    if not runs:
        return None
    b = min(runs, key=lambda b: b[key])
    unit = {"ns": 1e-9, "us": 1e-6, "ms": 1e-3, "s": 1.0}[b["time_unit"]]
    return b, b[key] * unit
pb, txt = best("BM_LoadHloProto"), best("BM_LoadHloText")
if pb and txt:
    (p, tpb), (t, ttx) = pb, txt
    print(f"  HloProto load  {tpb * 1e3:8.1f} ms  {p['file_bytes'] / 1e6:7.1f} MB file, "
          f"{tpb / ttx:.2f}x the text load ({ttx * 1e3:.1f} ms) of the same module, best of 3")
PY
  fi
  rm -rf "$dir"
done
