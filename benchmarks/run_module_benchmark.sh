#!/usr/bin/env bash
# One large module, one thread, in process: hlotrace against XLA's own parser
# on the same file in the same run, plus the lex-only floor and the
# HloProto of the same module.
#
#   benchmarks/run_module_benchmark.sh BUILD_DIR FILE.txt...
#
# FILE.hlo.pb beside FILE.txt (XLA writes both with --xla_dump_hlo_as_proto)
# is loaded too when present. Make large modules with
#   .venv/bin/python scripts/xla/gen_benchmark_dump.py --out DIR --final-only \
#       --layers 10 --moe 8          (or --layers 20 for a deeper transformer)
# Each side reports its best of ROUNDS (default 3) timings in CPU time of the
# one thread doing the work (CLOCK=real for wall clock): on a shared machine
# wall time mostly measures waiting for a core. PYTHON defaults to
# .venv/bin/python.
set -euo pipefail
build="$1"; shift
py=${PYTHON:-.venv/bin/python}
rounds=${ROUNDS:-3}
clock=${CLOCK:-cpu}
for txt in "$@"; do
  dir=$(mktemp -d /tmp/hlotrace-module-bench.XXXXXX)
  cp "$txt" "$dir/m.txt"
  pb="${txt%.txt}.hlo.pb"
  [ -f "$pb" ] && cp "$pb" "$dir/m.hlo.pb"
  gb=(--benchmark_format=json --benchmark_repetitions="$rounds")
  ours=$(HLOTRACE_BENCH_DIR="$dir" "$build/bin/ParseBenchmark" "${gb[@]}" \
           --benchmark_filter='BM_(Parse|Lex)LargestModule' 2>/dev/null)
  proto='{"benchmarks": []}'
  [ -f "$dir/m.hlo.pb" ] && proto=$(HLOTRACE_BENCH_DIR="$dir" \
      "$build/bin/ProtoLoadBenchmark" "${gb[@]}" 2>/dev/null)
  xla=$("$py" benchmarks/xla_parser_time.py --runs "$rounds" --json \
          $([ "$clock" = cpu ] && echo --cpu) "$dir/m.txt")
  "$py" - "$txt" "$ours" "$proto" "$xla" "$clock" <<'PY'
import json, sys
name, ours, proto, xla = sys.argv[1], *map(json.loads, sys.argv[2:5])
key = "cpu_time" if sys.argv[5] == "cpu" else "real_time"
def best(doc, prefix):
    runs = [b for b in doc["benchmarks"]
            if b["name"].startswith(prefix) and b.get("run_type") == "iteration"]
    if not runs:
        return None
    b = min(runs, key=lambda b: b[key])
    unit = {"ns": 1e-9, "us": 1e-6, "ms": 1e-3, "s": 1.0}[b["time_unit"]]
    return b, b[key] * unit
mb = 1e6
parse, tp = best(ours, "BM_ParseLargestModule")
lex, tl = best(ours, "BM_LexLargestModule")
size = parse["text_bytes"]
tx = xla["seconds"]
print(f"{name}: {size / mb:.1f} MB text, {xla['files']} parsed by XLA, {key}, best of runs")
print(f"  XLA parser     {tx * 1e3:8.1f} ms  {size / mb / tx:7.1f} MB/s")
print(f"  hlotrace parse {tp * 1e3:8.1f} ms  {size / mb / tp:7.1f} MB/s  "
      f"{tx / tp:5.1f}x XLA  model {parse['model_to_text']:.2f}x text")
print(f"  lex only       {tl * 1e3:8.1f} ms  {size / mb / tl:7.1f} MB/s  "
      f"{tx / tl:5.1f}x XLA  (parse = {tp / tl:.2f}x lex)")
pb = best(proto, "BM_LoadHloProto")
txt = best(proto, "BM_LoadHloText")
if pb and txt:
    (p, tpb), (t, ttx) = pb, txt
    print(f"  HloProto load  {tpb * 1e3:8.1f} ms  {p['file_bytes'] / mb:7.1f} MB file, "
          f"{tpb / ttx:.2f}x the text load ({ttx * 1e3:.1f} ms) of the same module")
PY
  rm -rf "$dir"
done
