#!/usr/bin/env python3
"""Differential test of hlotrace's HLO text parser against XLA's own.

Feeds the same texts to jaxlib's `hlo_module_from_text` (XLA's parser, the
oracle) and to hlotrace (the `hlotrace-hlo-summary` batch tool) and compares:
accept/reject, and for modules both accept, the computations, instruction
names, opcodes and shapes (layouts aside: XLA gives unlayouted shapes a
default layout).

Inputs: every HLO text module in the given folders (default: the
repository's unittests/), deterministic mutations of each (drop or duplicate
a line, rename an operand, split a line inside an attribute, insert a
comment, swap two digits, truncate), and XLA's printer output of each module
XLA accepts (long form `to_string()` and short form `short_parsable`).

Run with the pinned jax venv (see README):
  .venv/bin/python scripts/conformance/differential.py \
      --summary build/bin/hlotrace-hlo-summary [--markdown docs/conformance-table.md]
Exits 1 when agreement is below --goal (default 0.99).
"""

import argparse
import collections
import hashlib
import json
import os
import random
import re
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from oracle_process import OracleProcess, serve_if_worker  # noqa: E402

MAX_BYTES = 1 << 20

# Why a disagreement is expected. hlotrace keeps what it does not know (an
# unknown opcode or attribute) instead of rejecting it; XLA's parser also
# runs checks that are semantic, not syntactic (operand counts, shapes of
# specific opcodes), which belong to `hlotrace verify`, not to loading.
EXPLAINED = {
    "unknown-opcode": "hlotrace keeps unknown opcodes by design (newer XLA)",
    "unknown-attribute": "hlotrace keeps unknown attributes by design",
    "xla-semantic": "XLA's parser checks semantics (operand count/shape "
                    "inference); hlotrace reports those in `verify`",
    "xla-crash": "XLA's parser stops on a failed CHECK (a semantic condition "
                 "such as a reshape's element count); hlotrace loads it",
    "xla-renamed": "XLA's name uniquifier rewrote a name (e.g. a numeric "
                   "suffix with a leading zero)",
}


ASYNC_OPCODES = {"kAsyncStart": "async-start", "kAsyncUpdate": "async-update",
                 "kAsyncDone": "async-done"}


def read_modules(roots):
    """(path, text) of every file under `roots` that is HLO module text."""
    seen = set()
    out = []
    for root in roots:
        for folder, _, files in os.walk(root):
            for name in sorted(files):
                path = os.path.join(folder, name)
                try:
                    if os.path.getsize(path) > MAX_BYTES:
                        continue
                    blob = open(path, "rb").read()
                except OSError:
                    continue
                text = blob.decode("utf-8", "replace")
                body = re.sub(r"^(\s|//[^\n]*\n|/\*.*?\*/)*", "", text, flags=re.S)
                if not body.startswith("HloModule"):
                    continue
                digest = hashlib.sha1(blob).hexdigest()
                if digest in seen:
                    continue
                seen.add(digest)
                out.append((path, text))
    return out


OPERAND_RE = re.compile(r"\((%?[A-Za-z_][\w.\-]*)[,)]")
ATTR_COMMA_RE = re.compile(r"=\{[^{}\n]*?,")


def mutations(text, rng):
    """(kind, mutated text) pairs, one per mutation kind where it applies."""
    lines = text.split("\n")
    body = [i for i, l in enumerate(lines) if " = " in l]
    out = []
    if body:
        i = rng.choice(body)
        out.append(("drop-line", "\n".join(lines[:i] + lines[i + 1:])))
        i = rng.choice(body)
        out.append(("duplicate-line", "\n".join(lines[:i + 1] + lines[i:])))
        i = rng.choice(body)
        m = OPERAND_RE.search(lines[i])
        if m:
            name = m.group(1)
            l = lines[i][:m.start(1)] + name + "_undefined" + lines[i][m.end(1):]
            out.append(("rename-operand", "\n".join(lines[:i] + [l] + lines[i + 1:])))
        i = rng.choice(body)
        m = ATTR_COMMA_RE.search(lines[i])
        if m:
            l = lines[i][:m.end()] + "\n    " + lines[i][m.end():]
            out.append(("split-attribute", "\n".join(lines[:i] + [l] + lines[i + 1:])))
        i = rng.choice(body)
        cuts = [m.end() for m in re.finditer(r"[,(] ?", lines[i])]
        if cuts:
            c = rng.choice(cuts)
            l = lines[i][:c] + "/* note */ " + lines[i][c:]
            out.append(("insert-comment", "\n".join(lines[:i] + [l] + lines[i + 1:])))
    pairs = [m.start() for m in re.finditer(r"\d\d", text)]
    if pairs:
        p = rng.choice(pairs)
        if text[p] != text[p + 1]:
            out.append(("swap-digits", text[:p] + text[p + 1] + text[p] + text[p + 2:]))
    if len(text) > 20:
        out.append(("truncate", text[:rng.randrange(10, len(text))]))
    return out


def strip_layouts(shape):
    return re.sub(r"\]\{[^{}]*\}", "]", shape)


def oracle_one(text):
    """XLA's view of `text`: (ok, error, computations) as plain data."""
    import jaxlib._hlo as hlo
    try:
        m = hlo.hlo_module_from_text(text)
    except Exception as e:  # XLA reports syntax errors as exceptions.
        msg = str(e).splitlines()
        return {"ok": False, "error": " | ".join(msg[1:3] or msg)[:300]}
    comps = []
    for c in m.computations():
        insts = []
        for i in c.instructions():
            # `%name = SHAPE opcode(...)...`; a tuple shape is parenthesised.
            rhs = i.to_string().split(" = ", 1)[1]
            if rhs.startswith("("):
                depth = 0
                for end, ch in enumerate(rhs):
                    depth += ch == "("
                    depth -= ch == ")"
                    if depth == 0:
                        break
                shape, rest = rhs[:end + 1], rhs[end + 1:]
            else:
                shape, _, rest = rhs.partition(" ")
            spell = rest.strip().split("(", 1)[0]
            # XLA's printer sugars async-start/-update/-done wrapping one op
            # as `<op>-start` etc.; compare the unsugared opcode.
            kind = str(i.opcode).rsplit(".", 1)[-1]
            if kind in ASYNC_OPCODES:
                spell = ASYNC_OPCODES[kind]
            insts.append([i.name, spell, strip_layouts(shape)])
        comps.append({"name": c.name, "instructions": insts})
    printed = {"long": m.to_string()}
    printed["short"] = m.to_string(hlo.HloPrintOptions.short_parsable())
    return {"ok": True, "computations": comps, "printed": printed}


# The reply for an input on which XLA aborted (oracle_process.py).
CRASH_REPLY = {"ok": False, "error": "XLA's parser crashed (CHECK failure)",
               "crashed": True}


def run_oracle(texts, jobs):
    oracle = OracleProcess(__file__, CRASH_REPLY)
    return [oracle.ask(t) for t in texts]


def run_hlotrace(summary, paths):
    out = subprocess.run([summary], input="\n".join(paths) + "\n",
                         capture_output=True, text=True, check=True)
    rows = [json.loads(l) for l in out.stdout.splitlines() if l.strip()]
    return {r["file"]: r for r in rows}


def compare(xla, ours, text):
    """None when the two agree, else a (category, detail) pair."""
    if xla["ok"] != ours["ok"]:
        if ours["ok"]:
            err = xla["error"]
            if xla.get("crashed"):
                return ("xla-crash", err)
            if "Unknown opcode" in err:
                return ("unknown-opcode", err)
            if "unexpected attribute" in err:
                return ("unknown-attribute", err)
            return ("xla-rejects-hlotrace-accepts", err)
        return ("hlotrace-rejects-xla-accepts", ours["error"])
    if not xla["ok"]:
        return None
    xc = {c["name"]: c["instructions"] for c in xla["computations"]}
    oc = {c["name"]: c["instructions"] for c in ours["computations"]}
    missing = set(oc) - set(xc)
    if missing:
        return ("computations", "XLA lacks %s" % sorted(missing)[:3])
    # XLA adds computations of its own for async sugar; those are ignored.
    all_names = collections.Counter(i[0] for c in oc.values() for i in c)
    for name, ours_insts in oc.items():
        xla_insts = xc[name]
        if len(xla_insts) != len(ours_insts):
            return ("instructions", "%s: %d vs %d" % (name, len(xla_insts), len(ours_insts)))
        for (xn, xo, xs), (on, oo, os_) in zip(xla_insts, ours_insts):
            if xn != on and not (all_names[on] > 1 and xn.startswith(on + ".")):
                if xn.rsplit(".", 1)[0] == on.rsplit(".", 1)[0]:
                    return ("xla-renamed", "%s vs %s" % (xn, on))
                return ("names", "%s vs %s" % (xn, on))
            if xo != oo:
                return ("opcodes", "%s: %s vs %s" % (on, xo, oo))
            if xs != os_ and os_:
                return ("shapes", "%s: %s vs %s" % (on, xs, os_))
    return None


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--summary", required=True, help="hlotrace-hlo-summary binary")
    ap.add_argument("--roots", nargs="*", help="folders to search for modules")
    ap.add_argument("--markdown", help="write the agreement table here")
    ap.add_argument("--goal", type=float, default=0.99)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--seed", type=int, default=11)
    ap.add_argument("--work", help="keep inputs here (default: a temp dir)")
    a = ap.parse_args()
    repo = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    roots = a.roots or [os.path.join(repo, "unittests")]
    rng = random.Random(a.seed)

    originals = read_modules(roots)
    cases = []  # (kind, source, text)
    for path, text in originals:
        cases.append(("original", os.path.relpath(path, repo), text))
        for kind, t in mutations(text, rng):
            cases.append((kind, os.path.relpath(path, repo), t))
    xla = run_oracle([c[2] for c in cases], a.jobs)
    # XLA's printer output of every original it accepts.
    extra = []
    for (kind, src, _), r in zip(cases, xla):
        if kind == "original" and r["ok"]:
            for form in ("long", "short"):
                extra.append(("xla-print-" + form, src, r["printed"][form]))
    cases += extra
    xla += run_oracle([c[2] for c in extra], a.jobs)

    work = a.work or tempfile.mkdtemp(prefix="hlotrace-diff-")
    os.makedirs(work, exist_ok=True)
    paths = []
    for n, (kind, src, text) in enumerate(cases):
        p = os.path.join(work, "%06d.%s.hlo" % (n, kind))
        with open(p, "w") as f:
            f.write(text)
        paths.append(p)
    ours = run_hlotrace(a.summary, paths)

    by_kind = collections.defaultdict(lambda: [0, 0])
    disagreements = []
    for (kind, src, text), p, x in zip(cases, paths, xla):
        o = ours[p]
        d = compare(x, o, text)
        by_kind[kind][0] += 1
        if d is None or d[0] in EXPLAINED:
            by_kind[kind][1] += 1
        if d is not None:
            disagreements.append((kind, src, p, d))

    total = sum(v[0] for v in by_kind.values())
    agree = sum(v[1] for v in by_kind.values())
    lines = ["| input kind | inputs | agree | agreement |", "| --- | ---: | ---: | ---: |"]
    for kind in sorted(by_kind):
        n, k = by_kind[kind]
        lines.append("| %s | %d | %d | %.2f%% |" % (kind, n, k, 100.0 * k / n))
    lines.append("| **all** | %d | %d | %.2f%% |" % (total, agree, 100.0 * agree / max(total, 1)))
    lines.append("")
    lines.append("Disagreements (%d; explained ones marked):" % len(disagreements))
    lines.append("")
    for kind, src, p, (cat, detail) in disagreements:
        why = EXPLAINED.get(cat, "")
        lines.append("- `%s` of `%s` (%s): %s%s" % (
            kind, src, cat, detail.replace("|", "/")[:200],
            " — explained: " + why if why else ""))
    report = "\n".join(lines) + "\n"
    print(report)
    if a.markdown:
        with open(a.markdown, "w") as f:
            f.write(report)
    print("agreement: %d/%d = %.4f" % (agree, total, agree / max(total, 1)))
    return 0 if agree >= a.goal * total else 1


if __name__ == "__main__":
    serve_if_worker(oracle_one)
    sys.exit(main())
