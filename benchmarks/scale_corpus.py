#!/usr/bin/env python3
"""Makes a bigger dump tree from a real one: N copies with new module ids.

    benchmarks/scale_corpus.py SRC OUT N

Every file `module_ID.REST` under SRC is copied N times into the same
relative folder under OUT as `module_NEWID.REST`, NEWID = copy * STRIDE + ID,
so each copy is a distinct set of modules in one dump tree (what a long
benchmark run that compiles the same program N times writes). Contents are
unchanged: copies repeat content the way real dumps do across runs. Files
that are not module files (no `module_` prefix) are copied once. OUT is made
afresh; it belongs in /tmp and is never committed.
"""
import os
import re
import shutil
import sys

MODULE = re.compile(r"^module_(\d+)\.(.*)$")


def main():
    if len(sys.argv) != 4:
        sys.exit(__doc__)
    src, out, copies = sys.argv[1], sys.argv[2], int(sys.argv[3])
    if os.path.exists(out):
        shutil.rmtree(out)
    ids = []
    for _, _, files in os.walk(src):
        ids += [int(m.group(1)) for m in map(MODULE.match, files) if m]
    stride = 10 ** len(str(max(ids, default=0)))
    count = 0
    for root, _, files in os.walk(src):
        dest = os.path.join(out, os.path.relpath(root, src))
        os.makedirs(dest, exist_ok=True)
        for name in files:
            path = os.path.join(root, name)
            m = MODULE.match(name)
            if not m:
                shutil.copyfile(path, os.path.join(dest, name))
                count += 1
                continue
            width = len(m.group(1))
            for k in range(copies):
                new_id = k * stride + int(m.group(1))
                new = "module_%0*d.%s" % (width, new_id, m.group(2))
                shutil.copyfile(path, os.path.join(dest, new))
                count += 1
    print("%s: %d files" % (out, count))


if __name__ == "__main__":
    main()
