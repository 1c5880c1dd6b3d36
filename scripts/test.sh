#!/usr/bin/env bash
# Installs dependencies, builds everything and runs every test. Set
# HLOTRACE_CORPUS to a folder of external XLA dumps to test over it too.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh
# Warnings are errors (the tree builds warning-free with Debian's GCC 12 and
# clang 14); HLOTRACE_WERROR=OFF scripts/test.sh for another compiler whose
# new warnings you want to see without failing.
cmake -S . -B build -G Ninja -DHLOTRACE_BUILD_TESTS=ON \
      -DHLOTRACE_BUILD_BENCHMARKS=ON -DHLOTRACE_REQUIRE_BROWSER_TESTS=ON \
      -DHLOTRACE_CORPUS="${HLOTRACE_CORPUS:-}" -DHLOTRACE_BUILD_SHARED=ON \
      -DHLOTRACE_WERROR="${HLOTRACE_WERROR:-ON}"
ninja -C build
ctest --test-dir build --output-on-failure --no-tests=error -j "$(nproc)"
