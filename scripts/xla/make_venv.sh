#!/usr/bin/env bash
# Create <repo>/.venv with the pinned jax/jaxlib used to produce unittests/data/xla-cpu.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/../.." && pwd)"
py="${PYTHON:-python3}"
if [ ! -x "$root/.venv/bin/python" ]; then
  "$py" -m venv "$root/.venv"
fi
"$root/.venv/bin/python" -m pip install --upgrade pip >/dev/null
"$root/.venv/bin/python" -m pip install -r "$here/requirements.txt"
"$root/.venv/bin/python" -c 'import jax, jaxlib, sys; print("python", sys.version.split()[0], "jax", jax.__version__, "jaxlib", jaxlib.__version__)'
