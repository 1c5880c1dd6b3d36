#!/usr/bin/env python3
"""Computations that no path from the entry reaches, per pass snapshot.

For each module of each dump folder under DIR (the lineage truth sets), lists
the snapshots holding computations that the entry computation does not reach
through called computations (a pass's leftovers: priority fusion's fused
producers, the loop bodies of loops CSE merged), how many instructions they
hold, whether any of them is reached again in a later snapshot ("revived")
and whether the final module holds any. Evidence for LineageTruth's scoring
of live code only (docs/lineage-ground-truth.md).

Usage: python3 scripts/xla/dead_computations.py DIR

Needs protoc (it decodes the .hlo.pb.gz snapshots with proto/hlo.proto).
"""
import gzip, subprocess, sys, os, collections
PROTO = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "proto")
def parse(path):
    data = gzip.open(path).read()
    txt = subprocess.run(["protoc", "--decode=hlotrace.xla.HloProto", "-I" + PROTO, PROTO + "/hlo.proto"],
                         input=data, capture_output=True, check=True).stdout.decode()
    comps = {}  # id -> {name, id, calls: called computation ids, n: instructions}
    entry = None
    cur = None
    for line in txt.splitlines():
        s = line.strip()
        ind = (len(line) - len(line.lstrip())) // 2
        if ind == 1 and s == "computations {":
            cur = {"name": None, "id": None, "calls": [], "n": 0}
        elif cur is not None and ind == 2 and s.startswith("name:"):
            cur["name"] = s.split('"')[1]
        elif cur is not None and ind == 2 and s.startswith("id:"):
            cur["id"] = int(s.split()[1])
        elif cur is not None and ind == 2 and s == "instructions {":
            cur["n"] += 1
        elif cur is not None and ind == 3 and s.startswith("called_computation_ids:"):
            cur["calls"].append(int(s.split()[1]))
        elif cur is not None and ind == 1 and s == "}":
            comps[cur["id"]] = cur; cur = None
        elif ind == 1 and s.startswith("entry_computation_id:"):
            entry = int(s.split()[1])
    live = set(); st = [entry]
    while st:
        c = st.pop()
        if c in live or c not in comps: continue
        live.add(c); st.extend(comps[c]["calls"])
    dead = {comps[c]["name"]: comps[c]["n"] for c in comps if c not in live}
    livenames = {comps[c]["name"] for c in live}
    return dead, livenames
root = sys.argv[1]
tot_dead_instr = 0; revived = 0; steps_with_dead = 0; nsteps = 0
for d in sorted(os.listdir(root)):
    p = os.path.join(root, d)
    if not os.path.isdir(p): continue
    files = sorted(f for f in os.listdir(p) if f.endswith(".hlo.pb.gz") and f.split(".")[2].isdigit()) + sorted(f for f in os.listdir(p) if f.endswith("after_optimizations.hlo.pb.gz"))
    mods = collections.defaultdict(list)
    for f in files:
        mods[f.split(".")[1]].append(f)
    for m, fs in mods.items():
        snaps = [parse(os.path.join(p, f)) for f in fs]
        for k, (dead, live) in enumerate(snaps):
            nsteps += 1
            if dead:
                steps_with_dead += 1
                tot_dead_instr += sum(dead.values())
                later = set().union(*[s[1] for s in snaps[k+1:]]) if k + 1 < len(snaps) else set()
                back = [n for n in dead if n in later]
                if back:
                    revived += len(back)
                    print(f"REVIVED {d}/{fs[k]}: {back[:5]}")
                print(f"{d} {fs[k].split('.')[2]} {fs[k].split('.')[4]}: {len(dead)} dead computations, {sum(dead.values())} instructions; final has none: {not (set(dead) & snaps[-1][1])}")
print(f"snapshots {nsteps}, with dead computations {steps_with_dead}, dead instructions summed {tot_dead_instr}, revived {revived}")
