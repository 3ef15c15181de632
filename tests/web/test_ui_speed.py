"""Click-to-HTML time in a late 6-player game, in CPython (figures only, no timing asserts).

Run with -s to see the figures. The browser figure (Pyodide, DOM update included) comes
from benchmarks/redraw.py.
"""
from __future__ import annotations

import statistics
import time

from powergrid.bots import RandomBot
from web_scenes import app_for, late_game


def figures(name, samples):
    ms = sorted(s * 1000 for s in samples)
    p95 = ms[min(len(ms) - 1, int(len(ms) * 0.95))]
    print(f"\n{name}: median {statistics.median(ms):.2f} ms, p95 {p95:.2f} ms, n={len(ms)}")
    return ms


def test_click_to_html_in_a_late_six_player_game():
    game = late_game(6)
    app = app_for(game)
    app.render()
    seat = game.decision()["player"]
    options = sorted(c for c, v in game.build_preview(seat).items() if v["cost"] is not None)
    taps = []
    for city in (options * 4)[:40]:
        t0 = time.perf_counter()
        app.dispatch("city", {"city": city})
        app.render()
        taps.append(time.perf_counter() - t0)
    figures("build-plan city tap", taps)

    # a purchase decision of a late game: cart +/- clicks
    bot = RandomBot(9)
    game = late_game(6, kind="buy")
    app = app_for(game)
    app.render()
    limits = game.purchase_limits(game.decision()["player"])
    carts = []
    for r in ("coal", "oil", "garbage", "uranium") * 5:
        for delta in (1, -1):
            if delta == 1 and not limits[r]:
                continue
            t0 = time.perf_counter()
            app.dispatch("cart", {"res": r, "delta": str(delta)})
            app.render()
            carts.append(time.perf_counter() - t0)
    figures("cart +/-", carts)

    # whole actions: apply + save + redraw of every part
    actions = []
    for _ in range(60):
        if game.over:
            break
        if app.layout() == "handover":
            app.dispatch("ack")
            app.render()
            continue
        t0 = time.perf_counter()
        game.apply(bot.act(game))
        app._changed()
        app.render()
        actions.append(time.perf_counter() - t0)
    figures("action + save + full redraw", actions)
    assert taps and carts and actions
