#!/usr/bin/env bash
# Builds the hlotrace tool and runs it on the sample XLA dump in the
# repository: the pass timeline of a small JAX MLP compiled by XLA:CPU, and
# its HTML report (open the printed path in any browser; no server needed).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh
cmake -S . -B build -G Ninja -DHLOTRACE_BUILD_TESTS=OFF \
      -DHLOTRACE_BUILD_BENCHMARKS=OFF >/dev/null
ninja -C build hlotrace-tool >/dev/null
sample=$(ls -d unittests/data/xla-cpu/full/mlp 2>/dev/null || true)
./build/bin/hlotrace passes "$sample"
report="$PWD/build/demo-report.html"
./build/bin/hlotrace report "$sample" -o "$report" 2>/dev/null
echo
echo "HTML report of this dump written to: $report"
