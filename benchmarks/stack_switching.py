#!/usr/bin/env python3
"""What JSPI stack switching costs or saves the page: the shipped Pyodide in headless Chromium,
with JSPI as the browser offers it and with it hidden as web/interpreter.mjs hides it, alternating
in one run. Three figures per load: a call from JavaScript into a small Python function, a call
from Python into the DOM (`setAttribute`), and a JSON round trip of a save-sized text in Python.
Figures only, never assertions.

Usage: python3 benchmarks/stack_switching.py [--reps N] [--no-build]
(re-runs itself with the project's .venv interpreter when needed)
"""
from __future__ import annotations

import argparse
import shutil
import statistics
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
from buildtools import dev_env, dist_server  # noqa: E402
from browser_profile import ready_chromium  # noqa: E402  (beside this script)

sync_playwright = dev_env.sync_playwright_or_reexec(__file__, sys.argv[1:])

PAGE = """<!doctype html><html><body><script type="module">
if (location.search.includes("hidden")) {
  for (const name of ["Suspending", "Suspender", "promising"]) delete WebAssembly[name];
}
const { loadPyodide } = await import("./pyodide.mjs");
const py = await loadPyodide({ indexURL: "./" });
py.runPython(`
import json
from js import document
def small(x):
    return x + 1
def dom(n):
    node = document.createElement("div")
    for _ in range(n):
        node.setAttribute("data-x", "y")
def round_trip(text):
    return json.dumps(json.loads(text))
`);
const [small, dom, roundTrip] = ["small", "dom", "round_trip"].map((name) => py.globals.get(name));
const text = JSON.stringify({ log: Array.from({ length: 400 }, (_, i) => ({ e: "bid", i, s: "x".repeat(20) })) });
const time = (count, work) => {
  const start = performance.now();
  for (let i = 0; i < count; i++) work();
  return (performance.now() - start) / count * 1000;
};
time(500, () => small(1)); dom(100); roundTrip(text);
window.result = { jspi: py._module.jspiSupported, jsToPy: time(20000, () => small(1)),
                  pyToJs: time(50, () => dom(1000)) / 1000, json: time(500, () => roundTrip(text)) };
</script></body></html>
"""
FIGURES = (("jsToPy", "JavaScript -> Python call, µs"), ("pyToJs", "Python -> DOM call, µs"),
           ("json", "JSON round trip of a 25 KiB text, µs"))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--reps", type=int, default=7)
    parser.add_argument("--no-build", action="store_true", help="use the existing dist/")
    options = parser.parse_args()
    chromium = ready_chromium([dev_env.DIST], options.no_build)
    if chromium is None:
        return 1
    site = Path(tempfile.mkdtemp(prefix="stack-switching-"))
    try:
        for path in (dev_env.DIST / "vendor" / "pyodide").iterdir():
            shutil.copy(path, site / path.name)
        (site / "index.html").write_text(PAGE, "utf-8")
        server = dist_server.serve_in_thread(site)
        url = dist_server.server_url(server) + "index.html"
        samples = {"offered": [], "hidden": []}
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=chromium, args=dev_env.CHROMIUM_ARGS)
            print(f"Chromium {browser.version}, {options.reps} alternating loads of each")
            for _ in range(options.reps):
                for mode in samples:
                    page = browser.new_page()
                    page.goto(url + ("?hidden" if mode == "hidden" else ""))
                    page.wait_for_function("window.result !== undefined", timeout=120_000)
                    samples[mode].append(page.evaluate("window.result"))
                    page.close()
            browser.close()
        server.shutdown()
    finally:
        shutil.rmtree(site, ignore_errors=True)
    print(f"{'figure (median)':<40} {'JSPI offered':>13} {'JSPI hidden':>12}")
    for key, label in FIGURES:
        cells = [statistics.median(run[key] for run in samples[mode]) for mode in samples]
        print(f"{label:<40} {cells[0]:>13.2f} {cells[1]:>12.2f}")
    print("Pyodide used JSPI:", {mode: runs[0]["jspi"] for mode, runs in samples.items()})
    return 0


if __name__ == "__main__":
    sys.exit(main())
