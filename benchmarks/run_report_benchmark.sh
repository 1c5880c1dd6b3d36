#!/usr/bin/env bash
# Writing the report against loading the trace (issue 13: at most 2x), in
# alternated rounds: each round runs `TraceLoad DIR`, then
# `hlotrace report DIR` of each build given, one after another (in reverse
# order every other round), so that a change in the machine's load falls
# on all of them alike. Prints each run's wall time, CPU time (user + sys)
# and peak RSS, then per build the medians and the median of the
# per-round ratios to TraceLoad.
#
#   benchmarks/run_report_benchmark.sh DIR ROUNDS BUILD [OLD_BUILD...]
#
# TraceLoad comes from the first BUILD. For the 16-layer `.*` dump:
#   .venv/bin/python scripts/xla/gen_benchmark_dump.py --out /tmp/hlotrace-bench --layers 16
set -euo pipefail
if [ $# -lt 3 ]; then
  echo "usage: $0 DIR ROUNDS BUILD [OLD_BUILD...]" >&2
  exit 2
fi
dir="$1"; rounds="$2"; shift 2
builds=("$@")
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
# Warm the page cache so every run reads from memory.
find "$dir" -type f -print0 | xargs -0 cat > /dev/null
echo "load average at start: $(cut -d' ' -f1-3 /proc/loadavg)"
run() { # NAME COMMAND...: one timed run, appended to $out/NAME
  local name="$1"; shift
  /usr/bin/time -f "%e %U %S %M" -o "$out/time" "$@" > /dev/null 2>&1
  read -r wall user sys kb < "$out/time"
  cpu=$(echo "$user + $sys" | bc)
  echo "$wall $cpu $kb" >> "$out/$name"
  printf '%-28s wall %6.3f s  cpu %6.3f s  peak %7.1f MB\n' "$name" \
    "$wall" "$cpu" "$(echo "$kb / 1024" | bc -l)"
}
for ((r = 1; r <= rounds; r++)); do
  echo "-- round $r"
  run TraceLoad "${builds[0]}/bin/TraceLoad" "$dir"
  # The builds in turn, in reverse order every other round.
  order=("${!builds[@]}")
  if ((r % 2 == 0)); then
    order=($(printf '%s\n' "${order[@]}" | tac))
  fi
  for k in "${order[@]}"; do
    run "report[$k]" "${builds[$k]}/bin/hlotrace" report "$dir" -o "$out/r$k.html"
  done
done
echo "load average at end: $(cut -d' ' -f1-3 /proc/loadavg)"
python3 - "$out" "${#builds[@]}" "${builds[@]}" <<'EOF'
import statistics, sys
out, n = sys.argv[1], int(sys.argv[2])
names = sys.argv[3:]
def rows(name):
    return [tuple(map(float, l.split())) for l in open(f"{out}/{name}")]
load = rows("TraceLoad")
med = lambda xs: statistics.median(xs)
print(f"TraceLoad: median wall {med([r[0] for r in load]):.3f} s, "
      f"cpu {med([r[1] for r in load]):.3f} s, peak {med([r[2] for r in load]) / 1024:.1f} MB")
for k in range(n):
    rep = rows(f"report[{k}]")
    # /usr/bin/time counts in hundredths: a tiny dump may show 0.00 s.
    ratio = lambda a, b: a / b if b else float("inf")
    wall = [ratio(a[0], b[0]) for a, b in zip(rep, load)]
    cpu = [ratio(a[1], b[1]) for a, b in zip(rep, load)]
    print(f"report[{k}] ({names[k]}): median wall {med([r[0] for r in rep]):.3f} s, "
          f"cpu {med([r[1] for r in rep]):.3f} s, peak {med([r[2] for r in rep]) / 1024:.1f} MB; "
          f"per round / TraceLoad: wall median {med(wall):.2f}x ({min(wall):.2f}-{max(wall):.2f}), "
          f"cpu median {med(cpu):.2f}x ({min(cpu):.2f}-{max(cpu):.2f})")
EOF
