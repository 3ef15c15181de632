#!/usr/bin/env python3
"""The page's main-thread tasks over 50 ms while one person plays against two computers (figures
only, no assertions).

A seeded 3-player Germany game, the person's seat played by taps (the cheapest legal choice of
each decision), a Normal and a Hard computer, pacing 0. A `longtask` PerformanceObserver counts
every main-thread task over 50 ms from the start button on: a tap draws in one task and stores
the game in the next; a computer thinks in slices of computers.SLICE_MS and applies, draws and
stores in tasks of their own, so each task should stay near or under 100 ms. Prints count, mean
and max of those tasks, the ones over 100 ms, and the load average before and after (these
figures grow with the load of a shared machine).

Usage: python3 benchmarks/longtasks.py [--seed N] [--no-build]
(`python3 build.py bench` builds first and sets DIST_ALREADY_BUILT=1, same as --no-build)
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "e2e"))
import build  # noqa: E402
import dev_env  # noqa: E402
import dist_server  # noqa: E402

sync_playwright = dev_env.sync_playwright_or_reexec(__file__, sys.argv[1:])

from page_taps import click, kind, play_cheaply  # noqa: E402  (the browser tests' finger)

SETUP_JS = """
window.pgSeed = %d;
try { localStorage.setItem('powergrid.pace', '0'); } catch (e) {}
window.__longTasks = [];
new PerformanceObserver(list => { for (const e of list.getEntries()) window.__longTasks.push(e.duration); })
  .observe({type: 'longtask', buffered: true});
"""
SEATS = ["person", "normal", "hard"]
MOST_DECISIONS = 400     # a game that has not ended by then never will


def load() -> str:
    return "load average %.2f, %.2f, %.2f" % os.getloadavg()


def play(page) -> int:
    """The person's decisions by taps until the end; returns how many."""
    taps = 0
    while taps < MOST_DECISIONS:
        page.wait_for_function("!document.querySelector('.decision-kind-computer')", timeout=120_000)
        if kind(page) == "over":
            return taps
        play_cheaply(page)
        taps += 1
    raise SystemExit(f"the game did not end in {MOST_DECISIONS} decisions")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seed", type=int, default=3)
    parser.add_argument("--no-build", action="store_true")
    options = parser.parse_args()
    if not (options.no_build or os.environ.get("DIST_ALREADY_BUILT")):
        build.build()
    server = dist_server.serve_in_thread(dev_env.DIST)
    url = dist_server.server_url(server)
    print(f"before: {load()}", flush=True)
    try:
        with sync_playwright() as pw:
            browser = pw.chromium.launch(executable_path=dev_env.find_chromium(), args=dev_env.CHROMIUM_ARGS)
            context = browser.new_context(viewport={"width": 1024, "height": 768})
            context.add_init_script(SETUP_JS % options.seed)
            page = context.new_page()
            page.goto(url)
            page.wait_for_selector('body[data-ready="1"]', state="attached", timeout=120_000)
            click(page, f'[data-action="players"][data-n="{len(SEATS)}"]')
            for seat, seat_kind in enumerate(SEATS):
                click(page, f'[data-action="seat-kind"][data-seat="{seat}"][data-kind="{seat_kind}"]')
            click(page, '[data-action="start"]')
            page.evaluate("window.__longTasks = []")      # the play, not the boot and the set-up
            taps = play(page)
            tasks = page.evaluate("window.__longTasks")
            browser.close()
    finally:
        server.shutdown()
        server.server_close()
    mean = sum(tasks) / max(len(tasks), 1)
    print(f"one person ({taps} decisions by taps) against a Normal and a Hard computer, seed {options.seed}")
    print(f"main-thread tasks over 50 ms: {len(tasks)}, mean {mean:.0f} ms, max {max(tasks, default=0):.0f} ms; "
          f"over 100 ms: {[round(d) for d in sorted(d for d in tasks if d > 100)]}")
    print(f"after: {load()}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
