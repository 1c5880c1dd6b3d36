#!/usr/bin/env bash
# Whole dump trees against the read-and-hash floor, side by side in one run.
#
#   benchmarks/run_corpus_benchmark.sh BUILD_DIR ROOT [REPEATS] [HLOTRACE]
#
# Each round runs, in this order, on the same warm page cache:
#   floor   build/bin/ReadHashFloor ROOT --threads $(nproc) (read every file, hash every line)
#   passes  hlotrace passes ROOT --json > /dev/null (all cores, as the floor)
#   where   hlotrace where ROOT > /dev/null
# and prints wall and CPU (user+sys) seconds and peak RSS of each, then the
# ratios passes/floor and where/passes. The summary gives the median ratio
# over the rounds. CPU time is the steadier figure on a shared machine: wall
# time there includes waiting for a core. HLOTRACE overrides the tool (to
# compare an older build in the same run). Make ROOT with scale_corpus.py,
# for example from ../shared/corpus/jax-gpu-a100 times 45 (100,530 files).
set -euo pipefail
build="$1"; root="$2"; rounds="${3:-3}"; tool="${4:-$build/bin/hlotrace}"
floor="$build/bin/ReadHashFloor"
find "$root" -type f -print0 | xargs -0 cat > /dev/null   # warm the cache
measure() {  # prints: wall cpu peak_mb
  /usr/bin/time -f "%e %U %S %M" -o /tmp/hlotrace-bench-time.$$ "$@" > /dev/null 2>&1 || true
  awk '{printf "%.2f %.2f %.0f\n", $1, $2 + $3, $4 / 1024}' /tmp/hlotrace-bench-time.$$
}
ratios=()
for ((r = 1; r <= rounds; r++)); do
  read -r fw fc fm < <(measure "$floor" "$root" --threads "$(nproc)")
  read -r pw pc pm < <(measure "$tool" passes "$root" --json)
  read -r ww wc wm < <(measure "$tool" where "$root")
  line=$(awk -v fw="$fw" -v fc="$fc" -v pw="$pw" -v pc="$pc" -v ww="$ww" -v wc="$wc" \
    'BEGIN {printf "%.2f %.2f %.2f %.2f", pw / fw, pc / fc, ww / pw, wc / pc}')
  read -r pf_w pf_c wp_w wp_c <<< "$line"
  echo "round $r: floor ${fw}s wall ${fc}s cpu ${fm}MB | passes ${pw}s wall ${pc}s cpu ${pm}MB | where ${ww}s wall ${wc}s cpu ${wm}MB | passes/floor ${pf_w} wall ${pf_c} cpu | where/passes ${wp_w} wall ${wp_c} cpu"
  ratios+=("$pf_w $pf_c $wp_w $wp_c $pm $wm")
done
rm -f /tmp/hlotrace-bench-time.$$
printf '%s\n' "${ratios[@]}" | python3 -c '
import statistics, sys
rows = [list(map(float, l.split())) for l in sys.stdin if l.strip()]
m = [statistics.median(c) for c in zip(*rows)]
print("median over %d rounds: passes/floor %.2f wall, %.2f cpu; where/passes %.2f wall, %.2f cpu; "
      "peak RSS passes %.0f MB, where %.0f MB" % (len(rows), *m))'
