#!/usr/bin/env python3
"""Opens `hlotrace report` pages of committed real XLA dumps in headless
Chromium and checks what a reader sees.

  report_browser_test.py --hlotrace build/bin/hlotrace --data unittests/data \
      --out build/report-browser

For each dump it writes the report, loads it from disk and asserts on the
DOM: every module is listed, a step's diff shows the old and new text of a
changed instruction, the instruction search finds an instruction and its
history, the owner table equals `hlotrace where --json`, deep links open the
view they name, the step keys move between steps. It fails on any network
request (everything must be inline) and any JavaScript error, and saves a
screenshot of each view under --out.
"""

import argparse
import json
import os
import shutil
import subprocess
import sys
import urllib.parse

from selenium import webdriver
from selenium.webdriver.chrome.options import Options
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait

FAILURES = []


def check(cond, what):
    if not cond:
        FAILURES.append(what)
        print("FAIL: " + what, file=sys.stderr)


def hlotrace(binary, *args):
    return subprocess.run([binary, *args], check=True, capture_output=True,
                          text=True).stdout


def make_driver():
    opts = Options()
    for a in ("--headless=new", "--no-sandbox", "--disable-gpu",
              "--disable-dev-shm-usage", "--window-size=1400,1000",
              "--no-first-run", "--disable-extensions",
              "--disable-background-networking", "--disable-sync",
              "--disable-component-update", "--disable-default-apps"):
        opts.add_argument(a)
    opts.binary_location = os.environ.get("CHROMIUM", "/usr/bin/chromium")
    opts.set_capability("goog:loggingPrefs",
                        {"browser": "ALL", "performance": "ALL"})
    service = Service(os.environ.get("CHROMEDRIVER", "/usr/bin/chromedriver"))
    return webdriver.Chrome(service=service, options=opts)


class Page:
    """One report open in the browser."""

    def __init__(self, driver, path, shots, label):
        self.d = driver
        self.url = "file://" + os.path.abspath(path)
        self.shots = shots
        self.label = label

    def open(self, fragment=""):
        # A fresh navigation, as when a link from a bug report is followed.
        self.d.get("about:blank")
        self.d.get(self.url + ("#" + fragment if fragment else ""))
        self.wait_rendered()

    def go(self, fragment):
        self.d.execute_script("location.hash = arguments[0]", fragment)
        self.wait_rendered()

    def wait_rendered(self):
        WebDriverWait(self.d, 20).until(
            lambda d: d.execute_script(
                "return !!document.querySelector('main') && "
                "!document.querySelector('.loading')"))

    def h1(self):
        return self.d.find_element(By.CSS_SELECTOR, "h1").text

    def shot(self, view):
        os.makedirs(self.shots, exist_ok=True)
        path = os.path.join(self.shots, "%s-%s.png" % (self.label, view))
        self.d.save_screenshot(path)
        return path

    def problems_from_logs(self):
        """JavaScript errors and requests for anything not on disk."""
        out = []
        for e in self.d.get_log("browser"):
            if e.get("level") == "SEVERE":
                out.append("JS error: " + e.get("message", ""))
        for e in self.d.get_log("performance"):
            msg = json.loads(e["message"])["message"]
            if msg.get("method") != "Network.requestWillBeSent":
                continue
            url = msg["params"]["request"]["url"]
            scheme = urllib.parse.urlparse(url).scheme
            if scheme not in ("file", "data", "about", "blob"):
                out.append("network request: " + url)
        return out


def module_rows(page):
    return [r.get_attribute("data-module") for r in
            page.d.find_elements(By.CSS_SELECTOR, "#modules tbody tr")]


def check_overview(page, timeline):
    """Every module of `hlotrace passes --json` has a row, and each row's
    link opens that module."""
    page.open()
    rows = page.d.execute_script("""
      return Array.from(document.querySelectorAll('#modules tbody tr')).map(
        r => [r.dataset.id, r.dataset.name, r.dataset.module]);""")
    want = sorted(("%04d" % m["id"] if isinstance(m.get("id"), int) else "",
                   m.get("name") or "") for m in timeline["modules"])
    got = sorted((r[0], r[1]) for r in rows)
    check(got == want, "%s: overview lists %s, expected %s" % (page.label, got, want))
    check(len({r[2] for r in rows}) == len(rows),
          "%s: two modules share a link key: %s" % (page.label, rows))
    page.shot("overview")
    if rows:
        page.open("module=" + urllib.parse.quote(rows[-1][2]))
        check(rows[-1][1] in page.h1(), "%s: link of module %s opened '%s'" %
              (page.label, rows[-1], page.h1()))


def check_timeline(page, module):
    page.open("module=" + module)
    rows = page.d.find_elements(By.CSS_SELECTOR, "#timeline .steprow")
    check(len(rows) > 0, "%s: timeline of %s shows no step" % (page.label, module))
    runs = page.d.find_elements(By.CSS_SELECTOR, "#timeline details.run")
    check(len(runs) > 0, "%s: timeline of %s shows no pipeline" % (page.label, module))
    nested = page.d.find_elements(By.CSS_SELECTOR,
                                  "#timeline details.run details.run")
    check(len(nested) > 0, "%s: no nested pipeline run in %s" % (page.label, module))
    page.shot("timeline")


def check_step(page, module, step, old_text, new_text):
    """The diff of `step` pairs a line holding old_text with one holding
    new_text, each marked as changed."""
    page.open("module=%s&step=%s" % (module, step))
    check(("step %s " % step) in page.h1(),
          "%s: deep link to step %s opened '%s'" % (page.label, step, page.h1()))
    pairs = page.d.execute_script("""
      return Array.from(document.querySelectorAll('table.diff tr.chg')).map(
        r => [r.querySelector('td.old').textContent,
              r.querySelector('td.new').textContent,
              r.querySelectorAll('mark').length]);""")
    found = [p for p in pairs if old_text in p[0] and new_text in p[1] and p[2] > 0]
    check(found, "%s: step %s shows no change '%s' -> '%s' (%d changed rows)" %
          (page.label, step, old_text, new_text, len(pairs)))
    page.shot("step")
    # Keys move to the next and previous step.
    before = page.d.execute_script("return location.hash")
    page.d.find_element(By.TAG_NAME, "body").send_keys("n")
    page.wait_rendered()
    after = page.d.execute_script("return location.hash")
    check(after != before and "step=" in after,
          "%s: key n did not move on from %s (%s)" % (page.label, before, after))
    page.d.find_element(By.TAG_NAME, "body").send_keys("p")
    page.wait_rendered()
    check(page.d.execute_script("return location.hash") == before,
          "%s: key p did not come back to %s" % (page.label, before))


def check_search(page, module, name, kinds):
    """Searching `name` from the header opens its history, which holds
    events of each kind in `kinds`."""
    page.open("module=" + module)
    box = page.d.find_element(By.ID, "q")
    box.send_keys(name)
    box.send_keys(Keys.ENTER)
    page.wait_rendered()
    WebDriverWait(page.d, 10).until(
        lambda d: d.find_elements(By.CSS_SELECTOR, "#history li"))
    title = page.d.find_element(By.CSS_SELECTOR, "#results h2").text
    check(title.startswith(name + " at "), "%s: search for %s shows '%s'" %
          (page.label, name, title))
    seen = {li.get_attribute("data-kind") for li in
            page.d.find_elements(By.CSS_SELECTOR, "#history li[data-kind]")}
    for k in kinds:
        check(k in seen, "%s: history of %s has no '%s' event (has %s)" %
              (page.label, name, k, sorted(x for x in seen if x)))
    links = page.d.find_elements(By.CSS_SELECTOR, "#history li a")
    check(links and all("step=" in a.get_attribute("href") for a in links),
          "%s: history events of %s do not link to steps" % (page.label, name))
    page.shot("instruction")


def check_where(page, binary, where_json, module_key):
    """The owner table of each module equals `hlotrace where --json` of its
    final module."""
    check(where_json.get("modules"), "%s: where --json lists no module" % page.label)
    for listed in where_json.get("modules", []):
        m = json.loads(hlotrace(binary, "where", listed["file"], "--json"))
        key = ("%04d" % listed["id"]) if isinstance(listed.get("id"), int) else listed["module"]
        page.open("module=%s&view=where" % key)
        rows = page.d.execute_script("""
          return Array.from(document.querySelectorAll('#owners tbody tr')).map(
            r => [r.dataset.owner, Number(r.children[1].textContent),
                  Number(r.children[2].dataset.value),
                  Number(r.children[4].dataset.value),
                  Number(r.children[5].dataset.value)]);""")
        want = [[s["owner"], s["ops"], s["flops"], s["bytes_read"],
                 s["bytes_written"]] for s in m["summary"]]
        check(rows == want, "%s: owner table of %s is %s, where --json says %s" %
              (page.label, key, rows, want))
        ops = page.d.find_elements(By.CSS_SELECTOR, "#ops tbody tr")
        check(len(ops) == min(500, sum(s["ops"] for s in m["summary"])),
              "%s: %d op rows for %s" % (page.label, len(ops), key))
    page.open("module=%s&view=where" % module_key)
    page.shot("where")


def check_fusions(page, module, fusion_step):
    page.open("module=%s&view=fusions" % module)
    created = page.d.execute_script("""
      return Array.from(document.querySelectorAll('#fusions tbody tr')).map(
        r => r.children[3].textContent);""")
    check(any(("step %s " % fusion_step) in c for c in created),
          "%s: no fusion created at step %s: %s" % (page.label, fusion_step, created[:5]))
    page.shot("fusions")


def check_refused(page, module, producer, reason):
    """The fusions view lists XLA's reason for a producer priority fusion
    refused, and its link opens that producer's history."""
    page.open("module=%s&view=fusions" % module)
    rows = page.d.execute_script("""
      return Array.from(document.querySelectorAll('#refused tbody tr')).map(
        r => [r.children[0].textContent, r.children[1].textContent]);""")
    check([producer, reason] in rows,
          "%s: %s / %s not among the refused producers: %s" % (page.label, producer, reason, rows))
    page.shot("not-fused")
    page.d.find_element(By.LINK_TEXT, producer).click()
    page.wait_rendered()
    text = page.d.find_element(By.ID, "app").text
    check("No instruction named" not in text and producer in text,
          "%s: the link of %s opened no history" % (page.label, producer))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--hlotrace", required=True)
    ap.add_argument("--data", required=True)
    ap.add_argument("--accel", required=True,
                    help="folder the XLA:GPU and XLA:TPU archives were "
                         "extracted to (gpu/, tpu/)")
    ap.add_argument("--out", required=True)
    args = ap.parse_args()
    os.makedirs(args.out, exist_ok=True)

    driver = make_driver()
    try:
        # XLA:CPU, two-layer MLP, every pass dumped (see
        # unittests/data/xla-cpu/README.md). Step 19 is the CPU fusion pass.
        dump = os.path.join(args.data, "xla-cpu", "full", "mlp")
        html = os.path.join(args.out, "cpu-mlp.html")
        hlotrace(args.hlotrace, "report", dump, "-o", html)
        page = Page(driver, html, args.out, "cpu-mlp")
        timeline = json.loads(hlotrace(args.hlotrace, "passes", dump, "--json"))
        where = json.loads(hlotrace(args.hlotrace, "where", dump, "--json"))
        check_overview(page, timeline)
        # jit_mlp (module 0): step 19 rewires the first matmul's custom
        # fusion to read the new fusions and fuses add.11 (the bias add).
        check_timeline(page, "0000")
        check_step(page, "0000", 19, "ynn_fusion = ", "ynn_fusion = ")
        check_search(page, "0000", "add.11", ["present", "fused"])
        check_fusions(page, "0000", 19)
        check_where(page, args.hlotrace, where, "0000")
        for p in page.problems_from_logs():
            check(False, "cpu-mlp: " + p)

        # The same dump twice (a program compiled twice, a copied run): the
        # second copy's modules point at the first copy's data blocks, and
        # their views show the same content.
        twice = os.path.join(args.out, "twice")
        shutil.rmtree(twice, ignore_errors=True)
        for sub in ("a", "b"):
            shutil.copytree(os.path.join(args.data, "xla-cpu", "full", "mlp"),
                            os.path.join(twice, sub))
        html = os.path.join(args.out, "cpu-twice.html")
        hlotrace(args.hlotrace, "report", twice, "-o", html)
        with open(html, encoding="utf-8") as f:
            shared = f.read().count("data-same=")
        page = Page(driver, html, args.out, "cpu-twice")
        check_overview(page, json.loads(hlotrace(args.hlotrace, "passes", twice, "--json")))
        page.open()
        rows = page.d.execute_script("""
          return Array.from(document.querySelectorAll('#modules tbody tr')).map(
            r => [r.dataset.module, r.dataset.name]);""")
        check(shared * 2 == len(rows) and shared > 0,
              "cpu-twice: %d shared blocks for %d modules" % (shared, len(rows)))
        for key, name in rows:
            if name == "jit_mlp":
                check_step(page, urllib.parse.quote(key), 19, "ynn_fusion = ",
                           "ynn_fusion = ")
        for p in page.problems_from_logs():
            check(False, "cpu-twice: " + p)

        # A narrow-regex dump: only passes matching 'fusion' were dumped.
        dump = os.path.join(args.data, "xla-cpu", "narrow", "mlp")
        html = os.path.join(args.out, "cpu-narrow.html")
        hlotrace(args.hlotrace, "report", dump, "-o", html)
        page = Page(driver, html, args.out, "cpu-narrow")
        page.open("module=0000")
        note = page.d.find_element(By.CSS_SELECTOR, ".note").text
        check("Only passes matching" in note, "cpu-narrow: no note on undumped passes")
        page.shot("timeline")
        for p in page.problems_from_logs():
            check(False, "cpu-narrow: " + p)

        # Real XLA:GPU (H100 transformer: Triton GEMMs, NCCL collectives) and
        # XLA:TPU (v5e flash attention: Mosaic kernels) compiles.
        for label, sub in (("gpu-h100", "gpu/h100/transformer"),
                           ("tpu-v5e", "tpu/v5e/flash_attention")):
            dump = os.path.join(args.accel, sub)
            html = os.path.join(args.out, label + ".html")
            hlotrace(args.hlotrace, "report", dump, "-o", html)
            page = Page(driver, html, args.out, label)
            check_overview(page, json.loads(
                hlotrace(args.hlotrace, "passes", dump, "--json")))
            where = json.loads(hlotrace(args.hlotrace, "where", dump, "--json"))
            first = where["modules"][0]
            key = ("%04d" % first["id"]) if isinstance(first.get("id"), int) else first["module"]
            check_where(page, args.hlotrace, where, key)
            owners = {s["owner"] for s in where["summary"]}
            check(owners - {"xla", "none"}, "%s: nothing handed off in %s" % (label, sub))
            for p in page.problems_from_logs():
                check(False, label + ": " + p)

        # XLA:GPU's priority-fusion log: why a producer was left unfused.
        dump = os.path.join(args.accel, "gpu", "h100", "attention")
        html = os.path.join(args.out, "gpu-attention.html")
        hlotrace(args.hlotrace, "report", dump, "--module", "jit_loss", "-o", html)
        page = Page(driver, html, args.out, "gpu-attention")
        check_refused(page, "jit_loss", "broadcast.1.0", "the consumer is not fusible")
        for p in page.problems_from_logs():
            check(False, "gpu-attention: " + p)
    finally:
        driver.quit()
    if FAILURES:
        print("%d failure(s)" % len(FAILURES), file=sys.stderr)
        return 1
    print("report browser test: all checks passed; screenshots in " + args.out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
