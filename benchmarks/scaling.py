#!/usr/bin/env python3
"""Scaling curves: time and memory against dump size and module size.

    benchmarks/scaling.py BUILD_DIR --dumps N=DIR... --modules FILE... \
        --svg docs/performance-scaling.svg [--rounds 3]

For each dump tree (N copies of one real dump, made by scale_corpus.py) it
runs the read-and-hash floor and `hlotrace passes DIR --json`, best wall and
CPU time of --rounds and peak RSS; for each module file it parses the file
alone (`TraceLoad --single`) and records time and peak RSS. It prints the
table and draws both curves into one SVG (no plotting library needed).
"""
import argparse
import json
import os
import resource
import subprocess
import sys
import time


def run(cmd):
    """Wall seconds, CPU seconds (user + sys) and peak RSS (MB) of cmd."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    t0 = time.perf_counter()
    out = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, check=True).stdout
    wall = time.perf_counter() - t0
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return wall, cpu, out


def peak_rss(cmd):
    out = subprocess.run(["/usr/bin/time", "-f", "%M", *cmd], stdout=subprocess.DEVNULL,
                         stderr=subprocess.PIPE, check=True).stderr.decode().strip().splitlines()
    return int(out[-1]) / 1024.0


def polyline(points, xmap, ymap, color):
    pts = " ".join(f"{xmap(x):.1f},{ymap(y):.1f}" for x, y in points)
    dots = "".join(f'<circle cx="{xmap(x):.1f}" cy="{ymap(y):.1f}" r="3" fill="{color}"/>'
                   for x, y in points)
    return f'<polyline fill="none" stroke="{color}" stroke-width="2" points="{pts}"/>{dots}'


def panel(x0, title, xlabel, series, ylabel_left, right=None):
    """One 420x300 chart at x offset x0; series: [(label, color, [(x, y)])] on
    the left axis; right: the same for a second axis (memory)."""
    w, h, l, t = 420, 300, 60, 40
    pw, ph = w - 2 * l, h - t - 50
    xs = [x for _, _, pts in series + (right or []) for x, _ in pts]
    xmax = max(xs) * 1.05
    def axis(ss):
        return max(y for _, _, pts in ss for _, y in pts) * 1.1
    ymax = axis(series)
    xmap = lambda x: x0 + l + pw * x / xmax
    ymap = lambda y: t + ph - ph * y / ymax
    svg = [f'<text x="{x0 + w / 2}" y="20" text-anchor="middle" font-size="14">{title}</text>',
           f'<rect x="{x0 + l}" y="{t}" width="{pw}" height="{ph}" fill="none" stroke="#999"/>',
           f'<text x="{x0 + w / 2}" y="{h - 12}" text-anchor="middle" font-size="12">{xlabel}</text>',
           f'<text x="{x0 + 14}" y="{t + ph / 2}" font-size="12" transform="rotate(-90 {x0 + 14} {t + ph / 2})" text-anchor="middle">{ylabel_left}</text>']
    for i in range(5):
        v = ymax * i / 4
        svg.append(f'<text x="{x0 + l - 4}" y="{ymap(v) + 4:.1f}" text-anchor="end" font-size="10">{v:.2g}</text>')
        xv = xmax * i / 4
        svg.append(f'<text x="{xmap(xv):.1f}" y="{t + ph + 14}" text-anchor="middle" font-size="10">{xv:.3g}</text>')
    for label, color, pts in series:
        svg.append(polyline(pts, xmap, ymap, color))
    legend = series[:]
    if right:
        rmax = axis(right)
        rmap = lambda y: t + ph - ph * y / rmax
        for i in range(5):
            v = rmax * i / 4
            svg.append(f'<text x="{x0 + l + pw + 4}" y="{rmap(v) + 4:.1f}" font-size="10">{v:.3g}</text>')
        svg.append(f'<text x="{x0 + w - 8}" y="{t + ph / 2}" font-size="12" transform="rotate(90 {x0 + w - 8} {t + ph / 2})" text-anchor="middle">peak RSS (MB)</text>')
        for label, color, pts in right:
            svg.append(polyline(pts, xmap, rmap, color).replace('stroke-width="2"', 'stroke-width="2" stroke-dasharray="5,3"'))
        legend += right
    for i, (label, color, _) in enumerate(legend):
        y = t + 14 + 14 * i
        svg.append(f'<text x="{x0 + l + 8}" y="{y}" font-size="11" fill="{color}">{label}</text>')
    return "\n".join(svg)


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("build")
    ap.add_argument("--dumps", nargs="+", default=[], metavar="N=DIR")
    ap.add_argument("--modules", nargs="+", default=[], metavar="FILE")
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--svg")
    ns = ap.parse_args()
    bin_ = os.path.join(ns.build, "bin")
    nproc = str(os.cpu_count() or 2)
    dumps = []
    for spec in ns.dumps:
        n, d = spec.split("=", 1)
        subprocess.run(f"find {d} -type f -print0 | xargs -0 cat > /dev/null", shell=True, check=True)
        fl, ps = [], []
        for _ in range(ns.rounds):
            fl.append(run([f"{bin_}/ReadHashFloor", d, "--threads", nproc])[:2])
            ps.append(run([f"{bin_}/hlotrace", "passes", d, "--json"])[:2])
        files = json.loads(run([f"{bin_}/ReadHashFloor", d])[2])["files"]
        row = {"copies": int(n), "files": files,
               "floor_wall": min(w for w, _ in fl), "floor_cpu": min(c for _, c in fl),
               "passes_wall": min(w for w, _ in ps), "passes_cpu": min(c for _, c in ps),
               "passes_rss_mb": peak_rss([f"{bin_}/hlotrace", "passes", d, "--json"])}
        dumps.append(row)
        print("dump %(copies)3dx %(files)7d files: floor %(floor_wall).2fs wall %(floor_cpu).2fs cpu, "
              "passes %(passes_wall).2fs wall %(passes_cpu).2fs cpu, peak %(passes_rss_mb).0f MB" % row,
              flush=True)
    mods = []
    for f in ns.modules:
        times = []
        for _ in range(ns.rounds):
            out = json.loads(run([f"{bin_}/TraceLoad", "--single", f])[2])
            times.append(out["parse_s"])
        row = {"file": f, "mb": os.path.getsize(f) / 1e6, "parse_s": min(times),
               "rss_mb": peak_rss([f"{bin_}/TraceLoad", "--single", f])}
        mods.append(row)
        print("module %(mb)6.2f MB: parse %(parse_s).3fs, peak %(rss_mb).0f MB  %(file)s" % row, flush=True)
    if ns.svg:
        parts = []
        if dumps:
            parts.append(panel(0, "Loading a dump tree (N copies of the shared corpus)",
                               "files (thousands)",
                               [("floor CPU s", "#888", [(r["files"] / 1e3, r["floor_cpu"]) for r in dumps]),
                                ("passes CPU s", "#1f77b4", [(r["files"] / 1e3, r["passes_cpu"]) for r in dumps]),
                                ("passes wall s", "#2ca02c", [(r["files"] / 1e3, r["passes_wall"]) for r in dumps])],
                               "seconds",
                               [("passes peak MB", "#d62728", [(r["files"] / 1e3, r["passes_rss_mb"]) for r in dumps])]))
        if mods:
            mods.sort(key=lambda r: r["mb"])
            parts.append(panel(440 if dumps else 0, "Parsing one module alone", "module text (MB)",
                               [("parse s", "#1f77b4", [(r["mb"], r["parse_s"]) for r in mods])],
                               "seconds",
                               [("peak MB", "#d62728", [(r["mb"], r["rss_mb"]) for r in mods])]))
        width = 440 * len(parts)
        with open(ns.svg, "w") as fh:
            fh.write(f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="300" '
                     f'font-family="sans-serif">\n<rect width="100%" height="100%" fill="white"/>\n')
            fh.write("\n".join(parts))
            fh.write("\n</svg>\n")
        print(f"wrote {ns.svg}")


if __name__ == "__main__":
    main()
