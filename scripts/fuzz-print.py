#!/usr/bin/env python3
"""Mutation fuzzing of `hlotrace print` on real dump files.

    scripts/fuzz-print.py HLOTRACE_BINARY N [SEED]

Takes the committed real XLA files (text and protobuf), damages copies of
them (truncation, flipped bytes, deleted or repeated spans, stray
characters), runs `hlotrace print` on each and reports any run that did not
end with exit status 0 or 1 within 10 s, or that printed a sanitizer report.
Build the binary with -fsanitize=address,undefined to make this meaningful.
"""
import os
import random
import subprocess
import sys
import tempfile

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
DATA = os.path.join(ROOT, "unittests", "data", "xla-cpu")


def inputs():
    out = []
    for d, _, files in os.walk(DATA):
        for f in files:
            if f.endswith((".txt", ".hlo.pb", ".pb", ".gz")) and "buffer" not in f:
                p = os.path.join(d, f)
                if os.path.getsize(p) < 200_000:
                    out.append(p)
    return sorted(out)


def mutate(data, rng):
    b = bytearray(data)
    for _ in range(rng.randint(1, 4)):
        if not b:
            break
        kind = rng.randrange(6)
        i = rng.randrange(len(b))
        if kind == 0:
            del b[i:]
        elif kind == 1:
            b[i] = rng.randrange(256)
        elif kind == 2:
            del b[i:i + rng.randint(1, 64)]
        elif kind == 3:
            j = rng.randrange(len(b))
            b[i:i] = b[j:j + rng.randint(1, 200)]
        elif kind == 4:
            b[i:i] = rng.choice([b"{", b"}", b"(", b")", b"\"", b"/*", b"%", b",", b"\0", b"=", b"[", b"#"]) * rng.randint(1, 3000)
        else:
            b[i:i] = rng.choice([b"\n}\n", b"ENTRY ", b"ROOT ", b"f32[", b"{...}", b"->", b"<=", b"?"])
    return bytes(b)


def main():
    binary, n = sys.argv[1], int(sys.argv[2])
    rng = random.Random(int(sys.argv[3]) if len(sys.argv) > 3 else 1)
    files = inputs()
    bad = 0
    with tempfile.TemporaryDirectory() as tmp:
        for k in range(n):
            src = rng.choice(files)
            with open(src, "rb") as f:
                data = mutate(f.read(), rng)
            path = os.path.join(tmp, "case" + os.path.splitext(src)[1])
            with open(path, "wb") as f:
                f.write(data)
            try:
                r = subprocess.run([binary, "print", path, "-o", os.devnull],
                                   capture_output=True, timeout=10)
                ok = r.returncode in (0, 1) and b"Sanitizer" not in r.stderr
                why = f"exit {r.returncode}: {r.stderr[-400:]!r}"
            except subprocess.TimeoutExpired:
                ok, why = False, "timeout"
            if not ok:
                bad += 1
                keep = os.path.join(tempfile.gettempdir(), f"hlotrace-fuzz-{k}")
                with open(keep, "wb") as f:
                    f.write(data)
                print(f"case {k} from {src}: {why}\n  kept as {keep}")
    print(f"{n} cases, {bad} failures")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
