#!/usr/bin/env bash
# Runs hlotrace's libFuzzer targets, seeded from the committed XLA dumps.
#   scripts/fuzz.sh BUILD_DIR SECONDS_PER_TARGET [WORK_DIR] [TARGET...]
# SECONDS_PER_TARGET is wall-clock time; written with a `cpu` suffix
# (3600cpu) it is the CPU time (user + system) the fuzzer process must
# receive before it is stopped, which is the fair budget on a shared or
# niced machine. The summary line then gives both.
# BUILD_DIR must be configured with clang and -DHLOTRACE_BUILD_FUZZERS=ON
# (scripts/test-sanitized.sh does that). Each target first replays its
# committed regressions (unittests/data/fuzz-regressions/TARGET/, inputs
# that once failed), then runs in one process for SECONDS_PER_TARGET; the
# corpus grows in WORK_DIR/corpus-NAME and crashes land in
# WORK_DIR/crashes-NAME. Exits non-zero on any crash, leak, timeout or
# sanitizer report. Prints one summary line per target:
#   fuzz: TARGET regressions=R runs=N wall_seconds=W cpu_seconds=C execs_per_sec=E new=U corpus=C result=ok|FAIL
# (new: units this run added; corpus: files in WORK_DIR/corpus-NAME, which
# grows across runs).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
build="$(cd "$1" && pwd)"
seconds="$2"
cpu_budget=""
unit_timeout=20
if [[ "$seconds" == *cpu ]]; then
  cpu_budget="${seconds%cpu}"
  seconds=0   # libFuzzer: no wall-clock limit; the watcher below stops it
  # libFuzzer's per-input timeout is wall-clock too: a niced fuzzer on a
  # busy machine waits for a core for longer than 20 s, and each such wait
  # would be reported as a hang (two were, at nice 19 under load 12; each
  # input ran in under 0.2 CPU seconds when replayed).
  unit_timeout=300
fi
work="${3:-$build/fuzz-work}"
shift $(( $# >= 3 ? 3 : $# ))
targets=("$@")
[ ${#targets[@]} -gt 0 ] ||
  targets=(TextFuzzer ProtoFuzzer DumpNameFuzzer TraceFuzzer)
data="$root/unittests/data"
mkdir -p "$work"
export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=1}"
export UBSAN_OPTIONS="${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}"

# The token dictionary: the hand list plus every opcode and element type.
dict="$work/hlo.dict"
{
  cat "$root/fuzz/hlo-tokens.dict"
  sed -n 's/^HLO_OPCODE([A-Za-z0-9]*, \("[^"]*"\)).*/\1/p' \
    "$root/include/hlotrace/IR/Opcodes.def"
  sed -n 's/^HLO_ELEMENT_TYPE([A-Za-z0-9]*, \("[^"]*"\).*/\1/p' \
    "$root/include/hlotrace/IR/ElementTypes.def"
} > "$dict"

# Seeds, rebuilt on every run from the committed data (small files only).
seeds="$work/seeds"
rm -rf "$seeds"
mkdir -p "$seeds"/{TextFuzzer,ProtoFuzzer,DumpNameFuzzer,TraceFuzzer}
python3 - "$data" "$seeds" <<'PY'
import hashlib, os, struct, sys
data, seeds = sys.argv[1], sys.argv[2]
def put(target, blob):
    name = hashlib.sha1(blob).hexdigest()
    with open(os.path.join(seeds, target, name), "wb") as f:
        f.write(blob)
for folder, _, files in os.walk(data):
    rel = os.path.relpath(folder, data)
    # One dump-name seed per folder: its file names, one a line.
    if files:
        put("DumpNameFuzzer", "\n".join(sorted(files)).encode())
    small = []
    for name in sorted(files):
        path = os.path.join(folder, name)
        size = os.path.getsize(path)
        if size > 65536:
            continue
        blob = open(path, "rb").read()
        if blob.lstrip().startswith(b"HloModule"):
            put("TextFuzzer", blob)
        if name.endswith((".pb", ".pb.gz", ".pbtxt", ".textproto")):
            put("ProtoFuzzer", blob)
        if size <= 16384 and not name.endswith((".ll", ".o", ".mlir")):
            small.append((name, blob))
    # Committed regressions seed their own target whatever they hold.
    parts = rel.split(os.sep)
    if len(parts) == 2 and parts[0] == "fuzz-regressions" and \
            os.path.isdir(os.path.join(seeds, parts[1])):
        for name in files:
            put(parts[1], open(os.path.join(folder, name), "rb").read())
    # One trace seed per folder: up to 16 of its small files as records.
    if small:
        rec = b"".join(n.encode() + b"\0" + struct.pack("<H", len(b)) + b
                       for n, b in small[:16])
        put("TraceFuzzer", rec)
PY

status=0
for t in "${targets[@]}"; do
  corpus="$work/corpus-$t"
  crashes="$work/crashes-$t"
  mkdir -p "$corpus" "$crashes"
  log="$work/$t.log"
  # Replay the committed regressions: each file runs once.
  regressions=()
  if [ -d "$data/fuzz-regressions/$t" ]; then
    while IFS= read -r -d '' f; do regressions+=("$f"); done \
      < <(find "$data/fuzz-regressions/$t" -type f -print0 | sort -z)
  fi
  if [ ${#regressions[@]} -gt 0 ] &&
     ! "$build/bin/$t" "${regressions[@]}" > "$work/$t.regressions.log" 2>&1; then
    tail -40 "$work/$t.regressions.log" >&2
    echo "fuzz: $t regressions=${#regressions[@]} result=FAIL (a committed regression fails again)"
    status=1
    continue
  fi
  extra=()
  [ "$t" = TextFuzzer ] && extra+=(-dict="$dict")
  set +e
  start=$SECONDS
  "$build/bin/$t" "$corpus" "$seeds/$t" "${extra[@]}" \
    -max_total_time="$seconds" -max_len=65536 -timeout="$unit_timeout" \
    -rss_limit_mb=2048 -artifact_prefix="$crashes/" -print_final_stats=1 \
    > "$log" 2>&1 &
  pid=$!
  cpu=0
  stopped=""
  while kill -0 "$pid" 2> /dev/null; do
    # utime + stime of the fuzzer (fields 14 and 15 of /proc/PID/stat, in
    # clock ticks; the command name in field 2 has no spaces here).
    ticks=$(awk '{print $14 + $15}' "/proc/$pid/stat" 2> /dev/null || echo 0)
    cpu=$(( ticks / $(getconf CLK_TCK) ))
    if [ -n "$cpu_budget" ] && [ "$cpu" -ge "$cpu_budget" ]; then
      kill -INT "$pid" 2> /dev/null
      stopped=yes
      break
    fi
    sleep 5
  done
  wait "$pid"
  rc=$?
  set -e
  # libFuzzer exits 72 when interrupted; here that is the budget running out.
  if [ -n "$stopped" ] && [ $rc -eq 72 ] &&
     grep -q 'libFuzzer: run interrupted' "$log"; then
    rc=0
  fi
  wall=$(( SECONDS - start ))
  runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
  took=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$log" | tail -1)
  added=$(sed -n 's/^stat::new_units_added: *//p' "$log" | tail -1)
  size=$(find "$corpus" -type f | wc -l)
  result=ok
  if [ $rc -ne 0 ]; then
    result=FAIL
    status=1
    tail -40 "$log" >&2
  fi
  echo "fuzz: $t regressions=${#regressions[@]} runs=${runs:-0}" \
       "wall_seconds=$wall cpu_seconds=$cpu execs_per_sec=${took:-0}" \
       "new=${added:-0} corpus=$size result=$result"
done
exit $status
