#!/usr/bin/env bash
# Decode every XLA dump under DIR with protoc against hlotrace's schema and
# fail if any field is not known to the schema.
#
#   proto/check_wire_compat.sh DIR
#
# Checked files (recursively):
#   *.hlo.pb, *.hlo.pb.gz           -> hlotrace.xla.HloProto
#   *.hlo_snapshot.pb(.gz)          -> hlotrace.xla.HloSnapshot
#   *.snapshot.<N>.pb               -> hlotrace.xla.HloSnapshot
#     (current XLA names its --xla_dump_hlo_snapshots output this way)
#   *memory-usage-report.pb         -> hlotrace.xla.MemoryUsageReportProto
#   *.hlo_module.pb                 -> hlotrace.xla.HloModuleProto
#     (our own naming for serialized HloModuleProto, e.g. from JAX's
#      as_serialized_hlo_module_proto(); XLA itself writes no such suffix)
#
# protoc's text output names every field the schema knows; a field it does
# not know is printed with its bare number (`12: 5`, `7 {`, `9: "..."`), which
# is what this script looks for. Exit status: 0 = all clean, 1 = unknown
# fields or decode errors, 2 = usage error / nothing to check.
#
# Environment: PROTOC (default: protoc), VERBOSE=1 to list every file.
set -u -o pipefail

if [[ $# -ne 1 || ! -d "$1" ]]; then
  echo "usage: $0 DIR" >&2
  exit 2
fi
dir=$1
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
protoc=${PROTOC:-protoc}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

checked=0
bad=0
while IFS= read -r -d '' f; do
  case $f in
    *.hlo_snapshot.pb|*.hlo_snapshot.pb.gz) type=HloSnapshot ;;
    *.hlo_module.pb|*.hlo_module.pb.gz)     type=HloModuleProto ;;
    *.snapshot.*.pb)                        type=HloSnapshot ;;
    *memory-usage-report.pb)                type=MemoryUsageReportProto ;;
    *.hlo.pb|*.hlo.pb.gz)                   type=HloProto ;;
    *) continue ;;
  esac
  checked=$((checked + 1))
  if [[ $f == *.gz ]]; then reader=(gzip -dc -- "$f"); else reader=(cat -- "$f"); fi
  if ! "${reader[@]}" | "$protoc" -I "$here" --decode="hlotrace.xla.$type" \
        "$here/hlo.proto" >"$tmp/out.txt" 2>"$tmp/err.txt"; then
    echo "DECODE ERROR ($type): $f" >&2
    sed 's/^/    /' "$tmp/err.txt" >&2
    bad=$((bad + 1))
    continue
  fi
  if grep -nE '^[[:space:]]*[0-9]+(:| \{)' "$tmp/out.txt" >"$tmp/unknown.txt"; then
    echo "UNKNOWN FIELDS ($type): $f" >&2
    head -n 20 "$tmp/unknown.txt" | sed 's/^/    /' >&2
    bad=$((bad + 1))
  elif [[ ${VERBOSE:-0} == 1 ]]; then
    echo "ok ($type): $f"
  fi
done < <(find "$dir" -type f \( -name '*.hlo.pb' -o -name '*.hlo.pb.gz' \
           -o -name '*.hlo_snapshot.pb' -o -name '*.hlo_snapshot.pb.gz' \
           -o -name '*.hlo_module.pb' -o -name '*.hlo_module.pb.gz' \
           -o -name '*.snapshot.*.pb' -o -name '*memory-usage-report.pb' \) -print0 | sort -z)

if [[ $checked -eq 0 ]]; then
  echo "no XLA proto dumps under $dir" >&2
  exit 2
fi
echo "checked $checked file(s); $bad with unknown fields or decode errors"
[[ $bad -eq 0 ]]
