#!/usr/bin/env python3
"""Differential test of `hlotrace verify` against XLA's own checks.

XLA's HLO parser (jaxlib `hlo_module_from_text`) checks operand counts and
aborts on a few shape conditions; its verifier is not exposed by jaxlib,
but XLA's HLO -> StableHLO importer (`hlo_to_stablehlo`) plus MLIR's op
verifiers check the shape rules of every op they import. Together they are
the oracle: a module is rejected when the parser fails (or aborts), the
import fails (or aborts), or the imported module does not verify.

Inputs: the repository's HLO text modules that the oracle accepts and that
`hlotrace verify` reports nothing on (the baseline), and seeded mutations of
each that touch shapes rather than syntax: change one dimension of an
instruction's result shape (result-dim), change its element type
(element-type), replace an operand by an earlier instruction of a different
shape (swap-operand), change one number in a dimension attribute
(`dimensions`, `*_dims`, `index`, `slice`; attr-number), and drop the last
operand (drop-operand). Each mutation goes to the oracle (in a child process
restarted after an abort) and to `hlotrace verify --json`; they agree when
both reject (hlotrace: any diagnostic) or both accept. Where only hlotrace
flags a get-tuple-element, fusion or call signature mismatch, the input is
counted as oracle-blind: XLA's verifier checks those, but the importer
rebuilds tuple element types and inlines fusions and calls, so MLIR never
sees the mismatch.

Run with the pinned jax venv (see README):
  .venv/bin/python scripts/conformance/verify_oracle.py \
      --hlotrace build/bin/hlotrace [--markdown /tmp/verify-table.md]
"""

import argparse
import collections
import json
import os
import random
import re
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from differential import read_modules  # noqa: E402
from oracle_process import OracleProcess, serve_if_worker  # noqa: E402

MAX_BYTES = 200_000

SHAPE_RE = re.compile(r"\b(pred|s8|s16|s32|s64|u8|u16|u32|u64|f16|bf16|f32|f64)\[([0-9,]*)\]")
INSTR_RE = re.compile(r"^\s*(ROOT\s+)?%?([\w.\-]+) = ")
ATTR_NUM_RE = re.compile(r"\b(dimensions|lhs_contracting_dims|rhs_contracting_dims|"
                         r"lhs_batch_dims|rhs_batch_dims|index|slice)=\{?\[?([0-9:,\[\] ]*)")
TYPES = ["f32", "s32", "pred", "f16", "u8"]


def instruction_lines(lines):
    return [i for i, l in enumerate(lines)
            if INSTR_RE.match(l) and " parameter(" not in l and " constant(" not in l]


def result_shape_span(line):
    """(start, end) of the first array shape after ` = `, if any."""
    eq = line.find(" = ")
    m = SHAPE_RE.search(line, eq + 3)
    if not m or m.start() != eq + 3:
        return None
    return m


def mutations(text, rng):
    lines = text.split("\n")
    body = instruction_lines(lines)
    out = []
    if not body:
        return out

    def with_line(i, new):
        return "\n".join(lines[:i] + [new] + lines[i + 1:])

    # result-dim: one dimension of a result shape +1.
    cands = [i for i in body if result_shape_span(lines[i]) and result_shape_span(lines[i]).group(2)]
    if cands:
        i = rng.choice(cands)
        m = result_shape_span(lines[i])
        dims = m.group(2).split(",")
        k = rng.randrange(len(dims))
        dims[k] = str(int(dims[k]) + 1)
        new = lines[i][:m.start(2)] + ",".join(dims) + lines[i][m.end(2):]
        out.append(("result-dim", with_line(i, new)))
    # element-type: a different element type for a result shape.
    cands = [i for i in body if result_shape_span(lines[i])]
    if cands:
        i = rng.choice(cands)
        m = result_shape_span(lines[i])
        t = rng.choice([x for x in TYPES if x != m.group(1)])
        new = lines[i][:m.start(1)] + t + lines[i][m.end(1):]
        out.append(("element-type", with_line(i, new)))
    # swap-operand: an operand replaced by an earlier instruction of another
    # result shape in the same computation.
    shapes = {}
    comp_of = {}
    comp = 0
    for n, l in enumerate(lines):
        if l.rstrip().endswith("{") and " = " not in l:
            comp += 1
        m = INSTR_RE.match(l)
        if m:
            s = result_shape_span(l)
            shapes[n] = (m.group(2), s.group(0) if s else None)
            comp_of[n] = comp
    cands = []
    for i in body:
        m = re.search(r"\(([^()]*)\)", lines[i][lines[i].find(" = "):])
        if not m or not m.group(1).strip():
            continue
        ops = [o.strip().lstrip("%") for o in m.group(1).split(",")]
        mine = [(n, shapes[n]) for n in shapes if n < i and comp_of[n] == comp_of[i]]
        for k, o in enumerate(ops):
            own = next((s for n, (nm, s) in mine if nm == o), None)
            other = [nm for n, (nm, s) in mine if s and own and s != own]
            if own and other:
                cands.append((i, o, rng.choice(other)))
    if cands:
        i, old, new_name = rng.choice(cands)
        l = lines[i]
        eq = l.find(" = ")
        head, tail = l[:eq], l[eq:]
        tail = re.sub(r"(?<=[(, %])" + re.escape(old) + r"(?=[,)])", new_name, tail, count=1)
        out.append(("swap-operand", with_line(i, head + tail)))
    # attr-number: one number in a dimension attribute +1.
    cands = [(i, m) for i in body for m in ATTR_NUM_RE.finditer(lines[i])
             if re.search(r"\d", m.group(2))]
    if cands:
        i, m = rng.choice(cands)
        nums = [x for x in re.finditer(r"\d+", m.group(2))]
        x = rng.choice(nums)
        a, b = m.start(2) + x.start(), m.start(2) + x.end()
        new = lines[i][:a] + str(int(lines[i][a:b]) + 1) + lines[i][b:]
        out.append(("attr-number", with_line(i, new)))
    # drop-operand: the last of two or more operands removed.
    cands = []
    for i in body:
        eq = lines[i].find(" = ")
        m = re.search(r"\(([^()]*,[^()]*)\)", lines[i][eq:])
        if m and "{" not in m.group(1):
            cands.append((i, eq + m.start(1), eq + m.end(1)))
    if cands:
        i, a, b = rng.choice(cands)
        ops = lines[i][a:b].split(",")
        new = lines[i][:a] + ",".join(ops[:-1]) + lines[i][b:]
        out.append(("drop-operand", with_line(i, new)))
    return out


def short_error(e):
    """The op and rule of an MLIR verifier error, without its long location."""
    text = str(e)
    m = re.search(r"'(stablehlo|mhlo|func)\.[\w.]+' op [^\n]*", text)
    if m:
        return m.group(0)[:300]
    return " | ".join(l for l in text.splitlines()[:3] if l.strip())[:300]


def oracle_one(text):
    import jaxlib._hlo as hlo
    from jax._src.lib import _jax
    from jax._src.interpreters import mlir as jmlir
    from jax._src.lib.mlir import ir
    try:
        m = hlo.hlo_module_from_text(text)
    except Exception as e:
        return {"ok": False, "stage": "parse", "error": " | ".join(str(e).splitlines()[:2])[:300]}
    try:
        b = _jax.mlir.hlo_to_stablehlo(m.as_serialized_hlo_module_proto())
    except Exception as e:
        return {"ok": False, "stage": "import", "error": short_error(e)}
    try:
        with jmlir.make_ir_context():
            ir.Module.parse(b)
    except Exception as e:
        return {"ok": False, "stage": "verify", "error": short_error(e)}
    return {"ok": True}


# The reply for an input on which XLA aborted (oracle_process.py).
CRASH_REPLY = {"ok": False, "stage": "abort", "error": "XLA aborted (CHECK failure)"}


def hlotrace_verify(binary, path):
    r = subprocess.run([binary, "verify", "--json", path], capture_output=True, text=True)
    try:
        j = json.loads(r.stdout)
    except ValueError:
        return {"ok": False, "load_error": (r.stderr.strip() or "no output")[:300]}
    first = j["diagnostics"][0]["message"] if j["diagnostics"] else ""
    # Any diagnostic counts: a warning (two floating-point types mixed) is
    # what XLA's verifier rejects unless mixed precision is allowed.
    return {"ok": not j["diagnostics"], "errors": j["errors"], "first": first[:300]}


# XLA's verifier checks these, but the oracle cannot see them: the importer
# rebuilds get-tuple-element types from the tuple and inlines fusions and
# calls, so a mismatch there disappears before MLIR verifies anything.
ORACLE_BLIND = re.compile(r"^(element \d+ of the tuple is |fusion (passes|yields) |call (passes|yields) )")


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--hlotrace", required=True, help="the hlotrace tool")
    ap.add_argument("--roots", nargs="*")
    ap.add_argument("--markdown")
    ap.add_argument("--seed", type=int, default=11)
    ap.add_argument("--max-modules", type=int, default=200)
    ap.add_argument("--work")
    a = ap.parse_args()
    repo = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    roots = a.roots or [os.path.join(repo, "unittests")]
    rng = random.Random(a.seed)
    mods = [(p, t) for p, t in read_modules(roots) if len(t) <= MAX_BYTES]
    rng.shuffle(mods)
    work = a.work or tempfile.mkdtemp(prefix="hlotrace-verify-oracle-")
    os.makedirs(work, exist_ok=True)
    oracle = OracleProcess(__file__, CRASH_REPLY)
    counter = [0]

    def write(text):
        counter[0] += 1
        p = os.path.join(work, "%06d.hlo" % counter[0])
        with open(p, "w") as f:
            f.write(text)
        return p

    base = collections.Counter()
    by_kind = collections.defaultdict(lambda: [0, 0])
    stages = collections.Counter()
    blind = collections.Counter()
    disagreements = []
    used = 0
    for path, text in mods:
        if used >= a.max_modules:
            break
        x = oracle.ask(text)
        ours = hlotrace_verify(a.hlotrace, write(text))
        if not x["ok"]:
            base["oracle rejects the original"] += 1
            continue
        if not ours["ok"]:
            base["hlotrace verify flags the original"] += 1
            disagreements.append(("original", os.path.relpath(path, repo), "", ours.get("first") or ours.get("load_error")))
            continue
        base["baseline (both accept)"] += 1
        used += 1
        for kind, mutated in mutations(text, rng):
            x = oracle.ask(mutated)
            p = write(mutated)
            ours = hlotrace_verify(a.hlotrace, p)
            by_kind[kind][0] += 1
            if x["ok"] == ours["ok"]:
                by_kind[kind][1] += 1
            elif x["ok"] and ORACLE_BLIND.match(ours.get("first", "")):
                blind[kind] += 1
                disagreements.append((kind, os.path.relpath(path, repo), p,
                                      "oracle-blind: XLA's importer hides it; hlotrace: " + ours["first"]))
            else:
                disagreements.append((kind, os.path.relpath(path, repo), p,
                                      "XLA %s (%s): %s / hlotrace: %s" % (
                                          "accepts" if x["ok"] else "rejects",
                                          x.get("stage", ""), x.get("error", ""),
                                          ours.get("first") or ours.get("load_error") or "no error")))
            if not x["ok"]:
                stages[x["stage"]] += 1

    lines = ["| originals | count |", "| --- | ---: |"]
    for k, v in sorted(base.items()):
        lines.append("| %s | %d |" % (k, v))
    lines += ["", "| mutation | inputs | agree | oracle-blind | agree or blind |",
              "| --- | ---: | ---: | ---: | ---: |"]
    total = agree = blinds = 0
    for kind in sorted(by_kind):
        n, k = by_kind[kind]
        total += n
        agree += k
        blinds += blind[kind]
        lines.append("| %s | %d | %d (%.2f%%) | %d | %.2f%% |" % (
            kind, n, k, 100.0 * k / max(n, 1), blind[kind],
            100.0 * (k + blind[kind]) / max(n, 1)))
    lines.append("| **all** | %d | %d (%.2f%%) | %d | %.2f%% |" % (
        total, agree, 100.0 * agree / max(total, 1), blinds,
        100.0 * (agree + blinds) / max(total, 1)))
    lines.append("")
    lines.append("Oracle rejections by stage: " + ", ".join("%s %d" % kv for kv in sorted(stages.items())))
    lines.append("")
    lines.append("Disagreements (%d):" % len(disagreements))
    lines.append("")
    for kind, src, p, detail in disagreements:
        lines.append("- `%s` of `%s` (%s): %s" % (kind, src, os.path.basename(p), detail.replace("|", "/")[:400]))
    report = "\n".join(lines) + "\n"
    print(report)
    if a.markdown:
        with open(a.markdown, "w") as f:
            f.write(report)
    print("agreement: %d/%d = %.4f; with oracle-blind: %d/%d = %.4f" % (
        agree, total, agree / max(total, 1), agree + blinds, total,
        (agree + blinds) / max(total, 1)))
    return 0


if __name__ == "__main__":
    serve_if_worker(oracle_one)
    sys.exit(main())
