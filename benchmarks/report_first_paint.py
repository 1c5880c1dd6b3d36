#!/usr/bin/env python3
"""How fast an `hlotrace report` page shows something, in headless Chromium.

  benchmarks/report_first_paint.py REPORT.html [--runs 3] [--fragment module=0002]

Prints, per run, milliseconds from navigation start to the first contentful
paint, to the page's first view being drawn (the script's
`hlotrace-first-view` mark), to the view the fragment names being drawn
(the last `hlotrace-view` mark: a module's view waits for its data block)
and to the load event (the browser has read the whole file). Needs Debian's
chromium, chromium-driver and python3-selenium (scripts/install-deps.sh).
"""

import argparse
import json
import os
import sys

from selenium import webdriver
from selenium.webdriver.chrome.options import Options
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.support.ui import WebDriverWait


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("report")
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--fragment", default="")
    args = ap.parse_args()
    opts = Options()
    for a in ("--headless=new", "--no-sandbox", "--disable-gpu",
              "--disable-dev-shm-usage", "--window-size=1400,1000"):
        opts.add_argument(a)
    opts.binary_location = os.environ.get("CHROMIUM", "/usr/bin/chromium")
    driver = webdriver.Chrome(
        service=Service(os.environ.get("CHROMEDRIVER", "/usr/bin/chromedriver")),
        options=opts)
    url = "file://" + os.path.abspath(args.report)
    if args.fragment:
        url += "#" + args.fragment
    results = []
    try:
        for _ in range(args.runs):
            driver.get("about:blank")
            driver.get(url)
            WebDriverWait(driver, 120).until(lambda d: d.execute_script(
                "return performance.getEntriesByName('hlotrace-first-view').length"
                " && performance.timing.loadEventEnd > 0"
                " && !document.querySelector('.loading')"))
            r = driver.execute_script("""
              const fcp = performance.getEntriesByName('first-contentful-paint')[0];
              const view = performance.getEntriesByName('hlotrace-first-view')[0];
              const views = performance.getEntriesByName('hlotrace-view');
              const t = performance.timing;
              return {first_contentful_paint_ms: fcp ? fcp.startTime : null,
                      first_view_ms: view.startTime,
                      view_ready_ms: views[views.length - 1].startTime,
                      load_event_ms: t.loadEventEnd - t.navigationStart};""")
            results.append(r)
            print(json.dumps(r))
    finally:
        driver.quit()
    best = {k: min(r[k] for r in results if r[k] is not None) for k in results[0]}
    print(json.dumps({"report": args.report,
                      "bytes": os.path.getsize(args.report), "best": best}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
