#!/usr/bin/env bash
# CI's clang job: Debian's clang 14 with AddressSanitizer and
# UndefinedBehaviorSanitizer, assertions on and warnings as errors. Builds
# the library, the tool, the unit tests and the fuzz targets (benchmarks are
# left to scripts/test.sh), runs the unit and lit tests under the
# sanitizers, then gives each libFuzzer target a short smoke run
# (scripts/fuzz.sh, which first replays every committed fuzz regression).
#   scripts/test-sanitized.sh [FUZZ_SECONDS_PER_TARGET]   (default 60; 0: none)
# Builds in build-sanitized/ so that it never disturbs build/.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh
fuzz_seconds="${1:-60}"
launcher=()
command -v ccache >/dev/null && launcher=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache)
# -O1 and line tables only: what ASan's documentation suggests, and about
# half the compile time of RelWithDebInfo's -O2 -g on the 2-core CI machine.
# The shared corpus (HLOTRACE_CORPUS) is left out: the GCC job runs it, and
# under the sanitizers it would take longer than CI allows.
cmake -S . -B build-sanitized -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
      -DCMAKE_CXX_COMPILER=clang++ "${launcher[@]}" \
      -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O1 -gline-tables-only -DNDEBUG" \
      -DHLOTRACE_BUILD_TESTS=ON -DHLOTRACE_BUILD_BENCHMARKS=OFF \
      -DHLOTRACE_WERROR=ON -DHLOTRACE_ENABLE_ASSERTIONS=ON \
      -DHLOTRACE_USE_SANITIZER="Address;Undefined" \
      -DHLOTRACE_BUILD_FUZZERS=ON -DHLOTRACE_CORPUS=
ninja -C build-sanitized
export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=1:strict_string_checks=1}"
export UBSAN_OPTIONS="${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}"
# install-consumer builds a separate project with the default compiler
# against the installed (here: instrumented) libraries; it runs in the GCC
# job, where the libraries are plain.
ctest --test-dir build-sanitized --output-on-failure --no-tests=error \
      -j "$(nproc)" -E '^install-consumer$'
if [ "$fuzz_seconds" -gt 0 ]; then
  scripts/fuzz.sh build-sanitized "$fuzz_seconds"
fi
