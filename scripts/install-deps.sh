#!/usr/bin/env bash
# Installs hlotrace's build and test dependencies from Debian's packages.
# Idempotent: does nothing when everything is already installed. chromium,
# chromium-driver and python3-selenium run the report's browser test.
set -euo pipefail
# clang and libclang-rt-14-dev: the sanitizer and fuzzing job
# (scripts/test-sanitized.sh); clang 14 is Debian 12's default clang.
packages=(cmake ninja-build g++ clang libclang-rt-14-dev llvm-19-dev llvm-19-tools libabsl-dev
          libprotobuf-dev protobuf-compiler libzstd-dev zlib1g-dev
          libgtest-dev libgmock-dev libbenchmark-dev python3
          chromium chromium-driver python3-selenium)
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" ||
    missing+=("$p")
done
[ ${#missing[@]} -eq 0 ] && exit 0
sudo=""
[ "$(id -u)" -eq 0 ] || sudo="sudo"
echo "installing: ${missing[*]}" >&2
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${missing[@]}" >&2
