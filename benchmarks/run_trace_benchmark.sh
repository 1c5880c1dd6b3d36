#!/usr/bin/env bash
# Loading whole dump folders: hlotrace against `cat` of the same bytes, and
# peak memory against parsing the largest single module alone.
#
#   benchmarks/run_trace_benchmark.sh BUILD_DIR DIR...
#
# For the large `.*` dump, first write one (not committed):
#   scripts/xla/make_venv.sh
#   .venv/bin/python scripts/xla/gen_benchmark_dump.py --out /tmp/xla-bench
set -euo pipefail
build="$1"; shift
bin="$build/bin/TraceLoad"
for dir in "$@"; do
  echo "== $dir"
  # Warm the page cache so both sides read from memory.
  find "$dir" -type f -print0 | xargs -0 cat > /dev/null
  start=$(date +%s.%N)
  find "$dir" -type f -print0 | xargs -0 cat > /dev/null
  cat_s=$(echo "$(date +%s.%N) - $start" | bc)
  echo "cat (all files):      ${cat_s}s"
  start=$(date +%s.%N)
  find "$dir" -type f \( -name '*.txt' \) -print0 | xargs -0 cat > /dev/null
  cat_txt_s=$(echo "$(date +%s.%N) - $start" | bc)
  echo "cat (*.txt only):     ${cat_txt_s}s"
  "$bin" "$dir" --no-parse | sed 's/^/load only: /'
  out=$("$bin" "$dir")
  echo "load + parse all: $out"
  largest=$(echo "$out" | python3 -c 'import json,sys; print(json.load(sys.stdin)["largest_snapshot"])')
  "$bin" --single "$largest" | sed 's/^/largest module alone: /'
done
