#!/usr/bin/env python3
"""The hard computer's thinking time per decision on the page, in headless Chromium (figures only).

Hard computers play each other on the page (every seat set to hard on the start screen, a seeded
game, no pause between computer actions). The page marks each decision of a hard computer with a
performance.measure "pg:think" (web/main.py): the wall time the player waits, from the start of
its thinking to its choice (its slices and the yields between them), with the decision's kind, the
candidates it compared and the time spent inside its slices (the rest of the wait is the browser's
own work between them). Only decisions it searched (two or more candidates) count. Prints per
decision kind: count, median, 95th percentile and maximum, with the machine's load average while
it ran (on a shared machine the load says how much of it the page had). Profiles as
benchmarks/startup.py: tablet (4x CPU slowdown, the default) or desktop (this machine as it is).

Each game stops at --minutes from its page load (a partial game covers every kind of decision once
a few rounds are played: plants are discarded from about round 4); the figures say how many
decisions they come from.

Usage: python3 benchmarks/thinking.py [--profile tablet|desktop] [--games N] [--dist PATH]
       [--players N] [--map ID] [--seed N] [--minutes M] [--no-build]
(`python3 build.py bench` builds first and sets DIST_ALREADY_BUILT=1, same as --no-build)
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
from buildtools import dev_env, dist_server  # noqa: E402
from browser_profile import PROFILES, emulate, ready_chromium  # noqa: E402  (beside this script)
from powergrid import Game  # noqa: E402

sync_playwright = dev_env.sync_playwright_or_reexec(__file__, sys.argv[1:])

BOOT_MS = 300_000         # a first load under the tablet profile on a busy machine
SETUP_JS = """
window.pgSeed = %d;
try { localStorage.setItem('powergrid.pace', '0'); } catch (e) {}
"""
DECISIONS_JS = """() => performance.getEntriesByName("pg:think")
    .map((e) => ({ms: e.duration, ...e.detail}))"""
CURRENT_GAME_JS = ("(() => { const id = localStorage.getItem('powergrid.current');"
                   " return id ? localStorage.getItem('powergrid.game.' + id) : null; })()")
POLL_S = 5


def percentile(values: list, share: float) -> float:
    """Nearest rank: the smallest value at or above `share` of them."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, int(len(ordered) * share + 0.999999) - 1))]


def click(page, selector: str) -> None:
    """A tap, then the page's redraw (its render counter moves)."""
    before = page.evaluate("window.pgRenderCount || 0")
    page.locator(selector).first.click()
    page.wait_for_function(f"(window.pgRenderCount || 0) > {before}", timeout=60_000)


def start_game(page, players: int, game_map: str) -> None:
    click(page, f'[data-action="players"][data-n="{players}"]')
    click(page, f'[data-action="map"][data-map="{game_map}"]')
    for seat in range(players):
        click(page, f'[data-action="seat-kind"][data-seat="{seat}"][data-kind="hard"]')
    click(page, '[data-action="start"]')


def play_one(browser, url: str, options, seed: int, loads: list) -> tuple[list, bool]:
    """One game on a fresh page until it ends or --minutes pass: (the hard decisions, whether it ended)."""
    context = browser.new_context(viewport={"width": 1024, "height": 768})
    context.add_init_script(SETUP_JS % seed)
    try:
        page = context.new_page()
        emulate(context, page, options.profile)
        started = time.monotonic()
        page.goto(url, timeout=BOOT_MS)
        page.wait_for_selector('body[data-ready="1"]', state="attached", timeout=BOOT_MS)
        print(f"  game {seed}: page ready after {time.monotonic() - started:.0f} s", flush=True)
        start_game(page, options.players, options.map)
        over = False
        while not over and time.monotonic() - started < options.minutes * 60:
            time.sleep(POLL_S)
            loads.append(os.getloadavg()[0])
            over = page.locator(".final").count() > 0
            done = page.evaluate(DECISIONS_JS)
            print(f"  game {seed}: {len(done)} hard decisions after {time.monotonic() - started:.0f} s, "
                  f"load {loads[-1]:.2f}", flush=True)
        stored = page.evaluate(CURRENT_GAME_JS)
        if stored:   # how far the game came: the figures cover its decisions up to there
            game = Game.from_json(json.loads(stored)["game"])
            print(f"  game {seed}: {len(game.actions)} actions played, round {game.state['round']}"
                  f"{', over' if game.over else ''}", flush=True)
        return page.evaluate(DECISIONS_JS), over
    finally:
        context.close()


def report(decisions: list) -> None:
    searched = [d for d in decisions if d["candidates"] >= 2]
    print(f"\n{len(decisions)} hard decisions, {len(searched)} searched (two or more candidates)")
    if not searched:
        return
    print(f"{'kind':<9} {'count':>5} {'median s':>9} {'p95 s':>7} {'max s':>7} "
          f"{'candidates':>10} {'slices s':>8}")
    kinds = sorted({d["kind"] for d in searched}) + ["all"]
    for kind in kinds:
        rows = [d for d in searched if kind in ("all", d["kind"])]
        seconds = [d["ms"] / 1000 for d in rows]
        print(f"{kind:<9} {len(rows):>5} {statistics.median(seconds):>9.2f} {percentile(seconds, 0.95):>7.2f} "
              f"{max(seconds):>7.2f} {statistics.median(d['candidates'] for d in rows):>10.0f} "
              f"{statistics.median(d['slices_ms'] for d in rows) / 1000:>8.2f}")
    print("(seconds the player waits; candidates and slices s (the part spent thinking): medians)")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--profile", choices=sorted(PROFILES), default="tablet")
    parser.add_argument("--games", type=int, default=1)
    parser.add_argument("--players", type=int, default=3)
    parser.add_argument("--map", default="germany")
    parser.add_argument("--seed", type=int, default=1, help="the first game's seed (the next ones count up)")
    parser.add_argument("--minutes", type=float, default=9, help="stop each game this long after its page load")
    parser.add_argument("--no-build", action="store_true", help="use the existing dist/")
    parser.add_argument("--dist", metavar="PATH", help="measure this built site instead of dist/ (implies --no-build)")
    options = parser.parse_args()
    site = Path(options.dist).resolve() if options.dist else dev_env.DIST
    chromium = ready_chromium([site], bool(options.dist or options.no_build))
    if chromium is None:
        return 1
    server = dist_server.serve_in_thread(site)
    url = dist_server.server_url(server)
    decisions, loads, ended = [], [], 0
    try:
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=chromium, args=dev_env.CHROMIUM_ARGS)
            print(f"Chromium {browser.version}, profile {options.profile}, {options.players} hard computers "
                  f"on {options.map}, load average before {os.getloadavg()[0]:.2f}", flush=True)
            for game in range(options.games):
                found, over = play_one(browser, url, options, options.seed + game, loads)
                decisions += found
                ended += over
            browser.close()
    finally:
        server.shutdown()
        server.server_close()
    print(f"\n{options.games} game(s), {ended} played to the end; load average (1 min) while playing: "
          f"median {statistics.median(loads):.2f}, min {min(loads):.2f}, max {max(loads):.2f} "
          f"on {os.cpu_count()} processors")
    report(decisions)
    return 0


if __name__ == "__main__":
    sys.exit(main())
