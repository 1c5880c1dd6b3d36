#!/usr/bin/env bash
# Parses the same real HLO text files with hlotrace and with XLA's own parser
# (through jaxlib) and prints both speeds and their ratio.
#   benchmarks/run_parse_benchmark.sh [DIR]
# DIR defaults to a large `.*` pass dump made by
#   .venv/bin/python scripts/xla/gen_benchmark_dump.py --out /tmp/hlotrace-bench --layers 16
# Needs build/bin/ParseBenchmark (scripts/test.sh builds it) and .venv
# (scripts/xla/make_venv.sh).
set -euo pipefail
cd "$(dirname "$0")/.."
dir=${1:-/tmp/hlotrace-bench}
py=${PYTHON:-.venv/bin/python}
if [ ! -d "$dir" ]; then
  "$py" scripts/xla/gen_benchmark_dump.py --out "$dir" --layers 16 >&2
fi
ours=$(HLOTRACE_BENCH_DIR="$dir" build/bin/ParseBenchmark \
         --benchmark_format=json 2>/dev/null)
theirs=$("$py" benchmarks/xla_parser_time.py --runs 1 --json "$dir")
"$py" - "$ours" "$theirs" <<'PY'
import json, sys
ours = {b["name"].split("/")[0]: b for b in json.loads(sys.argv[1])["benchmarks"]}
xla = json.loads(sys.argv[2])
mb = 1e6
big = ours["BM_ParseLargestModule"]
dset = ours["BM_ParseDumpSet"]
print(f"largest module: {big['text_bytes']/mb:.1f} MB, hlotrace "
      f"{big['bytes_per_second']/mb:.0f} MB/s, model {big['model_to_text']:.2f}x its text")
print(f"dump set: {int(dset['files'])} files, {dset['text_bytes']/mb:.1f} MB, hlotrace "
      f"{dset['bytes_per_second']/mb:.0f} MB/s single thread, peak RSS "
      f"{dset['peak_rss_bytes']/mb:.0f} MB")
print(f"XLA parser (jaxlib): {xla['files']} files, {xla['bytes']/mb:.1f} MB, "
      f"{xla['mb_per_s']:.1f} MB/s")
print(f"ratio: {dset['bytes_per_second']/mb/xla['mb_per_s']:.1f}x XLA's parser")
PY
