#!/usr/bin/env bash
# Writes every lineage answer and report page one build gives, so that a
# speed change can be checked to leave the answers alone:
#   scripts/answers.sh BINDIR OUT [DUMP_DIR...]
#   scripts/answers.sh OLD/bin /tmp/a-old /tmp/hlotrace-bench
#   scripts/answers.sh build/bin /tmp/a-new /tmp/hlotrace-bench
#   diff -r /tmp/a-old /tmp/a-new          # no output: same answers
# For the extra DUMP_DIRs given and for every committed lineage truth set
# (unittests/data/xla-lineage*, xla-scatter-twins) it writes
# `StepLineageTime --show all` (every step's links, created, removed and
# ambiguous instructions), the `hlotrace report` page, and, per truth set,
# `LineageTruth --per-module`. Lines that carry times or OUT's own path are
# dropped or rewritten so that two runs compare byte for byte.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
bin="$(cd "$1" && pwd)"
out="$2"
shift 2
mkdir -p "$out"
data="$root/unittests/data"
dirs=("$@")
for d in "$data"/xla-lineage/* "$data"/xla-lineage-*-pairs/* "$data"/xla-lineage-pairs/* \
         "$data"/xla-scatter-twins; do
  [ -d "$d" ] && dirs+=("$d")
done
label() { echo "$1" | sed "s#^$root/##; s#^/##; s#[/ ]#_#g"; }
for d in "${dirs[@]}"; do
  n=$(label "$d")
  rc=0; "$bin/StepLineageTime" "$d" --threads 1 --show all > "$out/$n.lineage" 2>&1 || rc=$?
  echo "rc=$rc" >> "$out/$n.lineage"
  rc=0; "$bin/hlotrace" report "$d" -o "$out/$n.html" > "$out/$n.report-log" 2>&1 || rc=$?
  echo "rc=$rc" >> "$out/$n.report-log"
done
for t in "$data"/xla-lineage "$data"/xla-lineage-*-pairs "$data"/xla-lineage-pairs; do
  [ -d "$t" ] || continue
  n=$(label "$t")
  rc=0; "$bin/LineageTruth" --per-module "$t" > "$out/$n.truth" 2>&1 || rc=$?
  echo "rc=$rc" >> "$out/$n.truth"
done
# Times and OUT's own path differ from run to run.
sed -i '/^lineage time: /d' "$out"/*.truth
sed -i "s#$out#OUT#g" "$out"/*.report-log
sed -i '/_seconds"/d' "$out"/*.lineage
echo "$(ls "$out" | wc -l) files written to $out"
