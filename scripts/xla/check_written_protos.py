#!/usr/bin/env python3
"""Does XLA load what `hlotrace convert` writes, and print the same module?

    .venv/bin/python scripts/xla/check_written_protos.py BUILD/bin/hlotrace \
        [PAIRS_DIR]          # default: build/xla-proto-pairs

For every XLA-made module of PAIRS_DIR (unittests/data/xla-proto-pairs.tar.xz,
unpacked by the build: X.hlo.pb and XLA's printing of it, X.txt), converts
both the proto and the text to an HloProto with hlotrace, has jaxlib's XLA
load the module (`HloModule.from_serialized_hlo_module_proto`) and print it,
and compares that with X.txt, leaving out the stack-frame table's lines and
`stack_frame_id`s (hlotrace numbers the frames in another order). Prints the
counts per input kind: same, loads but prints differently, refused by XLA,
not converted; and the first problems. Exits 1 unless every module is the
same.
"""

import glob
import os
import re
import subprocess
import sys
import tempfile

from jaxlib import _hlo as xla


def module_bytes(hlo_proto):
    """Field 1 (hlo_module) of a serialized HloProto, as hlotrace writes it."""
    if not hlo_proto or hlo_proto[0] != 0x0A:
        raise ValueError("not an HloProto with hlo_module first")
    at, length, shift = 1, 0, 0
    while True:
        byte = hlo_proto[at]
        length |= (byte & 0x7F) << shift
        shift += 7
        at += 1
        if byte < 0x80:
            break
    return hlo_proto[at:at + length]


def comparable(text):
    return [re.sub(r" stack_frame_id=\d+", "", line)
            for line in text.splitlines() if not re.match(r"^\d+ ", line)]


def main():
    hlotrace = sys.argv[1]
    pairs = sys.argv[2] if len(sys.argv) > 2 else "build/xla-proto-pairs"
    protos = sorted(glob.glob(os.path.join(pairs, "**", "*.hlo.pb"), recursive=True))
    if not protos:
        sys.exit(f"no .hlo.pb under {pairs}")
    counts, problems = {}, []
    with tempfile.TemporaryDirectory() as tmp:
        out = os.path.join(tmp, "written.hlo.pb")
        for proto in protos:
            text = proto[:-len(".hlo.pb")] + ".txt"
            want = comparable(open(text).read())
            for kind, source in (("proto", proto), ("text", text)):
                run = subprocess.run([hlotrace, "convert", source, out],
                                     capture_output=True, text=True)
                if run.returncode != 0:
                    verdict = "not converted"
                    problems.append((source, run.stderr.strip()[:160]))
                else:
                    try:
                        with open(out, "rb") as f:
                            module = xla.HloModule.from_serialized_hlo_module_proto(
                                module_bytes(f.read()))
                        same = comparable(module.to_string()) == want
                        verdict = "same" if same else "loads, prints differently"
                        if not same:
                            problems.append((source, "printed differently"))
                    except Exception as e:  # XLA's loader refused it
                        verdict = "refused by XLA"
                        problems.append((source, str(e).strip()[:160]))
                counts[(kind, verdict)] = counts.get((kind, verdict), 0) + 1
    print(f"{len(protos)} modules, each written from its proto and its text:")
    for (kind, verdict), n in sorted(counts.items()):
        print(f"  from {kind}: {verdict}: {n}")
    for source, what in problems[:10]:
        print(f"  {source}: {what}")
    sys.exit(0 if not problems else 1)


if __name__ == "__main__":
    main()
