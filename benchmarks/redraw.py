#!/usr/bin/env python3
"""Click-to-redraw time in the browser, late in a 6-player game (figures only, no assertions).

A 6-player game is played by random bots in Python up to a late build decision (and, for
the cart, a late purchase decision); its save is put into localStorage and the page
resumes it. Then the benchmark clicks like a player: taps on buildable cities of the board
(each tap adds or removes a city of the build plan: engine plan + board + panels redrawn)
and +/- of the resource cart (engine quote + panels). The page records, per click, the
time from the click event (event.timeStamp) to the end of the Python re-render and DOM
update (window.pgLastRenderMs, set by web/main.py). Prints median and p95 per kind.

Then the page's main-thread tasks over 50 ms while one person plays against two computers: a
seeded 3-player Germany game, the person's seat played by taps (the cheapest legal choice of each
decision, e2e/page_taps.py), a Normal and a Hard computer, pacing 0. A `longtask`
PerformanceObserver counts every task over 50 ms from the start button on: a tap draws in one
task and stores the game in the next; a computer thinks in slices of computers.SLICE_MS and
applies, draws and stores in tasks of their own, so each task should stay near or under 100 ms.
Prints count, mean and max, the tasks over 100 ms, and the load average before and after (these
figures grow with the load of a shared machine).

Usage: python3 benchmarks/redraw.py [--clicks N] [--seed N] [--no-build]
(`python3 build.py bench` builds first and sets DIST_ALREADY_BUILT=1, same as --no-build)
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "web"))
sys.path.insert(0, str(ROOT / "e2e"))
import build  # noqa: E402
from buildtools import dev_env, dist_server  # noqa: E402

sync_playwright = dev_env.sync_playwright_or_reexec(__file__, sys.argv[1:])

from powergrid import Game  # noqa: E402
from powergrid.bots import RandomBot  # noqa: E402
from pgui.storage import saves  # noqa: E402
from page_taps import click, kind, play_cheaply  # noqa: E402  (the browser tests' finger)

CHROMIUM_ARGS = dev_env.CHROMIUM_ARGS
NAMES = ["Ann", "Bob", "Cem", "Dan", "Eva", "Fay"]
COLORS = ["red", "blue", "green", "yellow", "purple", "black"]


def late_save(kind: str, seed: int = 3, cities: int = 10) -> tuple[str, int]:
    """The save of a 6-player game at the first `kind` decision once someone has `cities`."""
    for s in range(seed, seed + 50):
        game = Game({"map": "germany", "players": NAMES, "seed": s})
        bot = RandomBot(s)
        while not game.over:
            d = game.decision()
            top = max(len(p["cities"]) for p in game.state["players"])
            if top >= cities and d["kind"] == kind:
                if kind != "buy" or any(game.purchase_limits(d["player"]).values()):
                    return saves.dumps(game, COLORS, "en"), len(game.actions)
            game.apply(bot.act(game))
    raise SystemExit(f"no late {kind} decision found")


def figures(name: str, ms: list) -> None:
    ms = sorted(ms)
    p95 = ms[min(len(ms) - 1, int(len(ms) * 0.95))]
    print(f"{name:>26}: median {statistics.median(ms):6.2f} ms   p95 {p95:6.2f} ms   "
          f"max {ms[-1]:6.2f} ms   n={len(ms)}", flush=True)


def resume(page, url: str, save: str) -> None:
    page.evaluate("(s) => localStorage.setItem('powergrid.save.v1', s)", save)
    page.goto(url)
    page.wait_for_selector('body[data-ready="1"]', state="attached", timeout=120_000)
    # A private table puts a hand-over screen first; an open table (the default) does not.
    page.wait_for_selector('[data-action="ack"], #pg-decision')
    if page.locator('[data-action="ack"]').count():
        page.click('[data-action="ack"]')
    page.wait_for_selector("#pg-decision")


PY_MS = []   # the part of each click spent building HTML in Python (app.render)


def timed_click(page, selector: str) -> float:
    before = page.evaluate("window.pgRenderCount || 0")
    page.locator(selector).first.click()          # no force: a real tap on what is on top
    page.wait_for_function(f"(window.pgRenderCount || 0) > {before}", timeout=10_000)
    total, python = page.evaluate("[window.pgLastRenderMs, window.pgLastPythonMs]")
    PY_MS.append(python)
    return total


LONGTASKS_JS = """
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


def long_tasks(browser, url: str, seed: int) -> None:
    """The person's decisions by taps until the end of the game; the tasks over 50 ms meanwhile."""
    print(f"before the game: {load()}", flush=True)
    context = browser.new_context(viewport={"width": 1024, "height": 768})
    context.add_init_script(LONGTASKS_JS % seed)
    page = context.new_page()
    page.goto(url)
    page.wait_for_selector('body[data-ready="1"]', state="attached", timeout=120_000)
    click(page, f'[data-action="players"][data-n="{len(SEATS)}"]')
    for seat, seat_kind in enumerate(SEATS):
        click(page, f'[data-action="seat-kind"][data-seat="{seat}"][data-kind="{seat_kind}"]')
    click(page, '[data-action="start"]')
    page.evaluate("window.__longTasks = []")      # the play, not the boot and the set-up
    taps = 0
    while True:
        page.wait_for_function("!document.querySelector('.decision-kind-computer')", timeout=120_000)
        if kind(page) == "over":
            break
        if taps == MOST_DECISIONS:
            raise SystemExit(f"the game did not end in {MOST_DECISIONS} decisions")
        play_cheaply(page)
        taps += 1
    tasks = page.evaluate("window.__longTasks")
    context.close()
    mean = sum(tasks) / max(len(tasks), 1)
    print(f"one person ({taps} decisions by taps) against a Normal and a Hard computer, seed {seed}")
    print(f"main-thread tasks over 50 ms: {len(tasks)}, mean {mean:.0f} ms, max {max(tasks, default=0):.0f} ms; "
          f"over 100 ms: {[round(d) for d in sorted(d for d in tasks if d > 100)]}")
    print(f"after the game: {load()}", flush=True)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--clicks", type=int, default=60)
    parser.add_argument("--seed", type=int, default=3, help="the computers' game")
    parser.add_argument("--no-build", action="store_true")
    options = parser.parse_args()
    if not (options.no_build or os.environ.get("DIST_ALREADY_BUILT")):
        build.build()
    build_save, n_build = late_save("build")
    buy_save, n_buy = late_save("buy")
    server = dist_server.serve_in_thread(dev_env.DIST)
    url = dist_server.server_url(server)
    print(f"late 6-player game: {n_build} actions (build), {n_buy} actions (buy); "
          f"save {len(build_save) // 1024} KiB", flush=True)
    try:
        with sync_playwright() as pw:
            browser = pw.chromium.launch(executable_path=dev_env.find_chromium(), args=CHROMIUM_ARGS)
            page = browser.new_context(viewport={"width": 1024, "height": 768}).new_page()
            page.goto(url)
            page.wait_for_selector('body[data-ready="1"]', state="attached", timeout=120_000)

            resume(page, url, build_save)
            cities = page.eval_on_selector_all("#pg-board .city.clickable", "els => els.map(e => e.dataset.city)")
            taps = []
            for i in range(options.clicks):
                city = cities[(i // 2) % min(4, len(cities))]   # add, remove, add the next, ...
                taps.append(timed_click(page, f'#pg-board .city[data-city="{city}"] .hit'))
            figures("build-plan city tap", taps)

            resume(page, url, buy_save)
            types = page.eval_on_selector_all('[data-action="cart"][data-delta="1"]:not([disabled])',
                                              "els => els.map(e => e.dataset.res)")
            carts = []
            for i in range(options.clicks):
                res = types[(i // 2) % len(types)]
                delta = "1" if i % 2 == 0 else "-1"
                carts.append(timed_click(page, f'[data-action="cart"][data-res="{res}"][data-delta="{delta}"]'))
            figures("resource cart +/-", carts)
            figures("all clicks", taps + carts)
            figures("of which app.render()", PY_MS)
            long_tasks(browser, url, options.seed)
            browser.close()
    finally:
        server.shutdown()
        server.server_close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
