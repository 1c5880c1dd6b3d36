#!/usr/bin/env bash
# Create <repo>/.venv-gpu or <repo>/.venv-tpu with the pinned jax/jaxlib and
# the GPU (CUDA 12 plugin + ptxas) or TPU (libtpu) compiler, for
# scripts/xla/gen_accel_dumps.py. Usage: make_venv_accel.sh gpu|tpu
# Each venv is about 1.3 GB; both folders are ignored by git.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/../.." && pwd)"
platform="${1:?usage: make_venv_accel.sh gpu|tpu}"
case "$platform" in gpu|tpu) ;; *) echo "unknown platform '$platform' (gpu or tpu)" >&2; exit 2;; esac
py="${PYTHON:-python3}"
venv="$root/.venv-$platform"
if [ ! -x "$venv/bin/python" ]; then
  "$py" -m venv "$venv"
fi
"$venv/bin/python" -m pip install --upgrade pip >/dev/null
"$venv/bin/python" -m pip install -r "$here/requirements-$platform.txt"
"$venv/bin/python" -c 'import jax, jaxlib, sys; print("python", sys.version.split()[0], "jax", jax.__version__, "jaxlib", jaxlib.__version__)'
