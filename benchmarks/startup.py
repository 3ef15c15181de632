#!/usr/bin/env python3
"""Start-up time of the game page against a bare PyScript page, in headless Chromium.

Measures the time from navigation start until the page is interactive:
body[data-ready="1"] for the game, the printed line for the bare page (same vendored
PyScript core; its own copy of Pyodide as npm installed it, with the full standard library;
no game code). Cold = fresh browser context with an empty cache; warm = second load in the
same context (the game is then served by its service worker). Two profiles: desktop (this
machine as it is) and tablet (4x CPU slowdown, 20 Mbit/s down, 60 ms latency, through Chrome
DevTools Protocol emulation). The server gzips like GitHub Pages (buildtools/dist_server.py). Prints medians, the
ratio game/bare and the bytes moved over the network (transfer sizes, compressed) per load.
Figures only, never assertions.

An earlier build that had the interpreter image (since removed; `--dist` on such a build) starts a
game load after the first one from it once the first load has kept it: the benchmark waits for that
(html[data-image="kept"]) and prints which start each load took (html[data-start]) and the image's
size. Ratios are given per pair (a game load and the bare load after it), as the median and range
over the pairs.

Several builds side by side: `--dist LABEL=PATH` more than once (e.g. the commit before a change, in
a temporary `git worktree`, and this one, each built into its own folder); every repetition loads
each build in turn, then the bare page (on the first build's runtime), so that all of them share
the machine's load of that moment. Each build is served on its own port (its own origin: caches and
service workers apart). Ratios per pair: each build against the bare page and against the first build.

Usage: python3 benchmarks/startup.py [--reps N] [--profile desktop|tablet ...] [--no-build]
       [--dist [LABEL=]PATH ...] [--bare stock|shipped]
(`python3 build.py bench` builds first and sets DIST_ALREADY_BUILT=1, same as --no-build)
(re-runs itself with the project's .venv interpreter when needed)
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
from buildtools import dev_env  # noqa: E402
from browser_profile import PROFILES, emulate, ready_chromium  # noqa: E402  (beside this script)
from startup_sites import BARE_LINE, BARE_RUNTIME, IMAGE, Served, has_image  # noqa: E402  (beside this script)

sync_playwright = dev_env.sync_playwright_or_reexec(__file__, sys.argv[1:])

CHROMIUM_ARGS = dev_env.CHROMIUM_ARGS
TIMEOUT_MS = 120_000
# Records, relative to navigation start, when the page became interactive.
TIMING_SCRIPT = """
(() => {
  const mark = () => { if (window.__interactiveAt === undefined) window.__interactiveAt = performance.now(); };
  const log = console.log.bind(console);
  console.log = (...args) => { if (String(args[0]).includes(%s)) mark(); log(...args); };
  new MutationObserver(() => { if (document.body && document.body.dataset.ready === "1") mark(); })
    .observe(document, { attributes: true, subtree: true, attributeFilter: ["data-ready"] });
})();
""" % json.dumps(BARE_LINE)


# Bytes that crossed the network for this page before it was interactive: the compressed transfer
# sizes (0 for what the HTTP cache or the service worker answered), navigation included; not what
# started later (e.g. the interpreter image a first visit of an earlier build fetched once the game was playable).
BYTES_SCRIPT = """() => performance.getEntriesByType("navigation").concat(performance.getEntriesByType("resource"))
    .filter((e) => e.startTime <= window.__interactiveAt)
    .reduce((sum, e) => sum + (e.transferSize || 0), 0)"""


def time_to_interactive(page, url: str) -> tuple[float, int]:
    """Navigate to url; (milliseconds from navigation start to interactive, bytes moved)."""
    page.goto(url, timeout=TIMEOUT_MS)
    page.wait_for_function("window.__interactiveAt !== undefined", timeout=TIMEOUT_MS)
    return page.evaluate("window.__interactiveAt"), page.evaluate(BYTES_SCRIPT)


IMAGE_KEPT = "document.documentElement.dataset.image === 'kept' || !document.documentElement.dataset.start"


def wait_for_image(page, image: bool) -> None:
    """A game page of a build with an image: wait until the image is kept for the next load."""
    if image and page.evaluate("document.documentElement.dataset.start") == "normal":
        try:
            page.wait_for_function(IMAGE_KEPT, timeout=TIMEOUT_MS)
        except Exception:  # noqa: BLE001  (no image built: the next load starts as usual)
            print("    the interpreter image was not kept", flush=True)


def run_once(browser, url: str, game: bool, profile: str, image: bool = False,
             label: str = "game") -> tuple[float, float, int, int]:
    """(cold ms, warm ms, cold bytes, warm bytes) for one fresh browser context."""
    context = browser.new_context(viewport={"width": 1024, "height": 768}, service_workers="allow")
    context.add_init_script(TIMING_SCRIPT)
    try:
        page = context.new_page()
        emulate(context, page, profile)
        cold, cold_bytes = time_to_interactive(page, url)
        if game:  # let the service worker finish precaching, as a returning player's would
            page.evaluate("navigator.serviceWorker.ready.then(() => true)")
            wait_for_image(page, image)
        warm, warm_bytes = time_to_interactive(page, url)
        if game:
            STARTS.setdefault(label, []).append(page.evaluate("document.documentElement.dataset.start || '-'"))
        return cold, warm, cold_bytes, warm_bytes
    finally:
        context.close()


STARTS: dict = {}       # build label -> which start each warm game load took (html[data-start])
def pair_ratios(game: list, bare: list) -> str:
    """The ratio game/bare of each pair (same repetition): median and range."""
    ratios = sorted(g / b for g, b in zip(game, bare))
    return f"{statistics.median(ratios):.2f} ({ratios[0]:.2f}-{ratios[-1]:.2f}, {len(ratios)} pairs)"


def image_size(label: str, site: Path) -> str:
    path = site / IMAGE
    if not path.is_file():
        return f"{label}: no interpreter image built"
    return f"{label}: interpreter image {path.stat().st_size / 1e6:.2f} MB gzip-compressed"


def pair_lines(pages: dict, kinds: tuple, indent: str = "") -> None:
    """Per pair ratios of every build against the bare page, and against the first build."""
    builds = [page for page in pages if page != "bare"]
    for kind in kinds:
        for page in builds:
            print(f"{indent}per pair, {kind}, {page}/bare: {pair_ratios(pages[page][kind], pages['bare'][kind])}")
        for page in builds[1:]:
            print(f"{indent}per pair, {kind}, {page}/{builds[0]}: "
                  f"{pair_ratios(pages[page][kind], pages[builds[0]][kind])}")


def report(samples: dict) -> dict:
    """samples[profile][page][cold|warm|cold_bytes|warm_bytes] -> list; prints and returns medians."""
    results = {}
    for profile, pages in samples.items():
        medians = {page: {kind: statistics.median(values) for kind, values in kinds.items() if values}
                   for page, kinds in pages.items()}
        print(f"\n{profile}: {'page':<6} {'cold ms':>8} {'warm ms':>8} {'cold kB':>8} {'warm kB':>8}"
              f"   samples ms (cold | warm)")
        for page, kinds in pages.items():
            m = medians[page]
            cold = " ".join(f"{v:.0f}" for v in kinds["cold"])
            warm = " ".join(f"{v:.0f}" for v in kinds["warm"])
            print(f"{'':{len(profile) + 2}}{page:<6} {m['cold']:>8.0f} {m['warm']:>8.0f} "
                  f"{m['cold_bytes'] / 1e3:>8.0f} {m['warm_bytes'] / 1e3:>8.0f}   {cold} | {warm}")
        ratios = {page: {kind: medians[page][kind] / medians["bare"][kind] for kind in ("cold", "warm")}
                  for page in pages if page != "bare"}
        for page, ratio in ratios.items():
            print(f"{'':{len(profile) + 2}}ratio {page}/bare: cold {ratio['cold']:.2f}, warm {ratio['warm']:.2f}")
        pair_lines(pages, ("cold", "warm"), " " * (len(profile) + 2))
        results[profile] = {"medians": medians, "ratio_over_bare": ratios, "samples": pages}
    print("click-to-redraw: see benchmarks/redraw.py")
    return results


# ---------------------------------------------------------------- first and return visits

# Records when the first useful screen was painted (instant.js marks html[data-instant] when it
# shows the resume snapshot or the start screen; the frame after that is the paint) and when the
# page became playable (body[data-ready], or the bare page's printed line).
VISIT_SCRIPT = """
(() => {
  const mark = (name) => { if (window[name] === undefined) window[name] = performance.now(); };
  const log = console.log.bind(console);
  console.log = (...args) => { if (String(args[0]).includes(%s)) mark("__playableAt"); log(...args); };
  new MutationObserver(() => {
    const html = document.documentElement;
    if (html.dataset.instant && window.__usefulMode === undefined) {
      window.__usefulMode = html.dataset.instant;
      requestAnimationFrame(() => mark("__usefulAt"));
    }
    if (document.body && document.body.dataset.ready === "1") mark("__playableAt");
  }).observe(document, { attributes: true, subtree: true, attributeFilter: ["data-ready", "data-instant"] });
  window.__stages = [];   // PyScript's start-up stages, for the breakdown
  addEventListener("py:progress", ({ detail }) => window.__stages.push([String(detail), performance.now()]));
})();
""" % json.dumps(BARE_LINE)
# Where a visit's time goes: PyScript's stages and the game's own marks (web/main.py), from
# navigation start, in this order when present.
STAGES = [("Loading interpreter", "interpreter asked"), ("pg:image-read", "image read"),
          ("Loaded interpreter", "interpreter up"),
          ("Loaded files", "zip unpacked"), ("pg:main", "main.py runs"), ("pg:imported", "imports done"),
          ("pg:booted", "save replayed"), ("pg:drawing", "drawing starts"), ("pg:drawn", "first drawing")]
BREAKDOWN_JS = """() => Object.fromEntries(window.__stages.concat(
    performance.getEntriesByType("mark").map((m) => [m.name, m.startTime])))"""
def count_bytes(context, page) -> dict:
    """A counter of the bytes `page` moves over the network (compressed sizes)."""
    cdp = context.new_cdp_session(page)
    moved = {"bytes": 0}

    def count(event):
        moved["bytes"] += event["encodedDataLength"]
    cdp.on("Network.loadingFinished", count)
    cdp.send("Network.enable")
    return moved


def visit(page, url: str, moved: dict) -> dict:
    """Open url; ms to the first useful screen and to playable, and the bytes moved until then."""
    before = moved["bytes"]
    page.goto(url, timeout=TIMEOUT_MS)     # a loaded machine may take more than Playwright's 30 s
    page.wait_for_function("window.__playableAt !== undefined", timeout=TIMEOUT_MS * 3)
    page.wait_for_timeout(100)
    useful, playable, mode, doc = page.evaluate(
        "[window.__usefulAt, window.__playableAt, window.__usefulMode,"
        " performance.getEntriesByType('navigation')[0].responseEnd]")
    stages = page.evaluate(BREAKDOWN_JS)
    timing = page.evaluate("window.pgInstantTiming || null")
    if timing:   # where the first useful screen's time goes: before instant.js runs, or in it
        print(f"    instant.js started at {timing['start']:.0f} ms, screen inserted at "
              f"{timing.get('shown', float('nan')):.0f} ms", flush=True)
    start = page.evaluate("document.documentElement.dataset.start || ''")
    mode = f"{mode or '-'}{', ' + start + ' start' if start else ''}"
    return {"useful": useful if useful is not None else playable, "playable": playable, "mode": mode,
            "bytes": moved["bytes"] - before, "document": doc, "stages": stages}


def visits_once(browser, url: str, game: bool, image: bool = False) -> dict:
    """First visit (empty cache), then a return visit with a saved game (game page) or simply the
    same page again (bare page), in one browser context on the tablet profile."""
    context = browser.new_context(viewport={"width": 1024, "height": 768}, service_workers="allow")
    context.add_init_script(VISIT_SCRIPT)
    try:
        page = context.new_page()
        emulate(context, page, "tablet")
        moved = count_bytes(context, page)
        first = visit(page, url, moved)
        if game:   # a saved game: two players at the open table, the first one's decision on screen
            page.click('[data-action="players"][data-n="2"]')
            page.click('[data-action="start"]')
            page.wait_for_selector('[class^="decision-kind-"]')
            page.evaluate("navigator.serviceWorker.ready.then(() => true)")
            page.wait_for_timeout(3000)   # the worker's precache, as a returning player's is complete
            before = moved["bytes"]
            wait_for_image(page, image)
            page.wait_for_timeout(500)
            first["image_bytes"] = moved["bytes"] - before
        again = visit(page, url, moved)
        return {"first": first, "return": again}
    finally:
        context.close()


def report_visits(samples: dict) -> dict:
    medians = {}
    cpu, down, _, latency = PROFILES["tablet"]
    print(f"\nTablet profile ({cpu}x CPU, {down * 8 / 1e6:.0f} Mbit/s, {latency} ms, gzip): medians")
    print(f"{'page':<6} {'visit':<7} {'page received ms':>16} {'first useful ms':>16} {'playable ms':>12} "
          f"{'bytes moved':>12}   shown first")
    for page, runs in samples.items():
        for kind in ("first", "return"):
            rows = [run[kind] for run in runs]
            m = {key: statistics.median(r[key] for r in rows) for key in ("document", "useful", "playable", "bytes")}
            m["mode"] = rows[0]["mode"]
            medians.setdefault(page, {})[kind] = m
            print(f"{page:<6} {kind:<7} {m['document']:>16.0f} {m['useful']:>16.0f} {m['playable']:>12.0f} "
                  f"{m['bytes']:>12.0f}   "
                  f"{m['mode']}")
    print("playable:")
    pair_lines({page: {kind: [r[kind]["playable"] for r in runs] for kind in ("first", "return")}
                for page, runs in samples.items()}, ("first", "return"), "  ")
    for page, runs in samples.items():
        kept = [r["first"]["image_bytes"] for r in runs if r["first"].get("image_bytes")]
        if kept:
            print(f"{page}: bytes moved after the first visit became playable (the image, kept): "
                  f"{statistics.median(kept):.0f}")
    print("\nWhere the time goes (medians, ms from navigation start)")
    print(f"{'page':<6} {'visit':<7} " + " ".join(f"{label:>17}" for _, label in STAGES))
    for page, runs in samples.items():
        for kind in ("first", "return"):
            cells = []
            for key, _ in STAGES:
                values = [run[kind]["stages"][key] for run in runs if key in run[kind].get("stages", {})]
                cells.append(f"{statistics.median(values):>17.0f}" if values else f"{'-':>17}")
                medians[page][kind].setdefault("stages", {})[key] = statistics.median(values) if values else None
            print(f"{page:<6} {kind:<7} " + " ".join(cells))
    return medians


def measure_visits(browser, reps: int, sites: dict, runtime: str = "stock") -> dict:
    served = Served(sites, runtime)
    samples = {page: [] for page in served.urls}
    try:
        for rep in range(reps):
            try:      # a repetition counts only whole: every build and the bare page, for the pairs
                done = {page: visits_once(browser, url, page != "bare", page != "bare" and has_image(sites[page]))
                        for page, url in served.urls.items()}
            except Exception as error:  # noqa: BLE001  (a timeout on a loaded machine: the next one)
                print(f"  visits {rep + 1}/{reps} failed, left out: {str(error).splitlines()[0]}", flush=True)
                continue
            for page, run in done.items():
                samples[page].append(run)
            print(f"  visits {rep + 1}/{reps} done: playable (first, return) ms "
                  + ", ".join(f"{page} {run['first']['playable']:.0f} {run['return']['playable']:.0f}"
                              for page, run in done.items()), flush=True)
    finally:
        served.close()
    return {"medians": report_visits(samples), "samples": samples}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--reps", type=int, default=5)
    parser.add_argument("--profile", action="append", choices=sorted(PROFILES),
                        help="desktop, tablet (default: both)")
    parser.add_argument("--no-build", action="store_true", help="use the existing dist/")
    parser.add_argument("--visits-only", action="store_true",
                        help="only the first and return visits on the tablet profile")
    parser.add_argument("--visit-reps", type=int, default=3)
    parser.add_argument("--bare", choices=sorted(BARE_RUNTIME), default="stock",
                        help="the bare page's Pyodide: stock (as npm installed it) or shipped (the game's)")
    parser.add_argument("--dist", action="append", metavar="[LABEL=]PATH",
                        help="measure this built site instead of dist/ (implies --no-build); more than once: "
                        "the builds alternate within each repetition, to compare them under the same load")
    options = parser.parse_args()
    sites = {"game": dev_env.DIST}
    if options.dist:
        sites = {}
        for value in options.dist:
            label, _, path = value.rpartition("=")
            sites[label or ("game" if len(options.dist) == 1 else Path(path).name)] = Path(path).resolve()
        options.no_build = True
    chromium = ready_chromium(sites.values(), options.no_build)
    if chromium is None:
        return 1
    results = {}
    if not options.visits_only:   # cold and warm loads, desktop and tablet profiles
        served = Served(sites, options.bare)
        urls = served.urls
        profiles = options.profile or list(PROFILES)
        kinds = ("cold", "warm", "cold_bytes", "warm_bytes")
        samples = {profile: {page: {k: [] for k in kinds} for page in urls} for profile in profiles}
        try:
            with sync_playwright() as playwright:
                browser = playwright.chromium.launch(executable_path=chromium, args=CHROMIUM_ARGS)
                print(f"Chromium {browser.version}, {options.reps} repetitions, served from {urls}")
                for rep in range(options.reps):
                    for profile in profiles:
                        for page, url in urls.items():
                            game = page != "bare"
                            once = run_once(browser, url, game, profile, game and has_image(sites[page]), page)
                            for kind, value in zip(kinds, once):
                                samples[profile][page][kind].append(value)
                    print(f"  repetition {rep + 1}/{options.reps} done", flush=True)
                browser.close()
        finally:
            served.close()
        results.update(report(samples))
    with sync_playwright() as playwright:   # first and return visits, tablet profile
        browser = playwright.chromium.launch(executable_path=chromium, args=CHROMIUM_ARGS)
        results["visits"] = measure_visits(browser, options.visit_reps, sites, options.bare)
        browser.close()
    for label, site in sites.items():
        print(image_size(label, site))
    for label, starts in STARTS.items():
        print(f"{label}: warm loads started from: " + ", ".join(f"{s} x{starts.count(s)}" for s in sorted(set(starts))))
    out = ROOT / "benchmarks" / "results"
    out.mkdir(exist_ok=True)
    (out / "startup.json").write_text(json.dumps(
        {"time": time.strftime("%Y-%m-%dT%H:%M:%S"), **results}, indent=2) + "\n", "utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
