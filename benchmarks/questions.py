#!/usr/bin/env python3
"""How often one tap asks the engine: views and engine questions per tap (counts, no timing).

Plays a seeded 3-player game to a few decisions and counts, for one tap each (the App's
dispatch and the redraw that follows, as the page does them), the calls of the Game's read
methods: view() (the public read model), view(seat), decision(), legal_actions() and the
engine's questions (quote, build_plan, build_preview, power_quote, best_powering, ...).
The page's rule is one view per draw: these counts are the measure (docs/PERFORMANCE.md).

Usage: python3 benchmarks/questions.py
"""
from __future__ import annotations

import sys
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "web"))

from powergrid import Game  # noqa: E402
from powergrid.bots import RandomBot  # noqa: E402
from pgui.controller.app import App  # noqa: E402
from pgui.storage.stored import DictStore  # noqa: E402
from pgui.controller import snapshot  # noqa: E402

COLORS = ["red", "blue", "green"]
QUESTIONS = ("view", "decision", "legal_actions", "quote", "build_plan", "build_preview", "power_quote",
             "best_powering", "purchase_limits", "market_slots", "market_names", "can_undo")


def counting(game: Game, run) -> Counter:
    """Run `run()` with the game's read methods wrapped (on this instance only, for that time) so
    that each call is counted; view(seat) is counted apart from view()."""
    counts: Counter = Counter()
    for name in QUESTIONS:
        method = getattr(game, name)

        def counted(*args, _name=name, _method=method, **kwargs):
            key = _name + ("(seat)" if _name == "view" and (args or kwargs) else "")
            counts[key] += 1
            return _method(*args, **kwargs)
        setattr(game, name, counted)
    try:
        run()
    finally:
        for name in QUESTIONS:
            delattr(game, name)
    return counts


def app_at(kind: str, seed: int = 1) -> App:
    """An App showing the first decision of `kind` in a seeded 3-player random game."""
    game = Game({"map": "germany", "players": ["Ann", "Bob", "Cem"], "seed": seed})
    bot = RandomBot(seed)
    while game.decision()["kind"] != kind:
        game.apply(bot.act(game))
    app = App(DictStore(), "en", autosave=False)     # as in the page: storing is a task of its own
    app.set_game(game, COLORS)
    app.dispatch("ack")
    app.render()
    return app


def store(app: App) -> None:
    """The page's storing task after a tap: the save, then the resume snapshot."""
    snapshot.persist(app, "benchmark")


def per_tap(app: App, action: str, data: dict, storing: bool = False) -> Counter:
    """The counts of one tap as the page runs it: dispatch, then the redraw; with `storing`,
    also the task that follows it (the save and the resume snapshot)."""
    def tap():
        app.dispatch(action, data)
        app.render()
        if storing:
            store(app)
    return counting(app.game, tap)


def taps() -> dict:
    """{tap name: Counter} for the taps the figures follow."""
    out = {}
    app = app_at("choose")
    plant = next(a["plant"] for a in app.game.legal_actions() if a["type"] == "open")
    out["pick a plant"] = per_tap(app, "pick-plant", {"plant": str(plant)})
    bid = next(a["min"] for a in app.game.legal_actions() if a["type"] == "open" and a["plant"] == plant)
    out["open auction"] = per_tap(app, "open", {"plant": str(plant), "bid": str(bid)})
    app = app_at("choose")
    app.dispatch("pick-plant", {"plant": str(plant)})
    app.render()
    out["open auction, then storing"] = per_tap(app, "open", {"plant": str(plant), "bid": str(bid)}, storing=True)
    app = app_at("buy")
    res = next(r for r, n in app.game.purchase_limits(app.game.decision()["player"]).items() if n)
    out["cart +1"] = per_tap(app, "cart", {"res": res, "delta": "1"})
    app = app_at("build")
    seat = app.game.decision()["player"]
    city = next(c for c, v in sorted(app.game.build_preview(seat).items()) if v["cost"] is not None)
    out["build-plan city"] = per_tap(app, "city", {"city": city})
    app = app_at("power")
    plant = app.game.view()["players"][app.game.decision()["player"]]["plants"][0]
    out["power: tick a plant"] = per_tap(app, "toggle-plant", {"plant": str(plant)})
    return out


def main() -> int:
    found = taps()
    first = ("view", "view(seat)", "decision", "legal_actions")
    names = sorted({k for c in found.values() for k in c}, key=lambda k: (k not in first, first.index(k)
                                                                          if k in first else 0, k))
    print("| tap | " + " | ".join(names) + " | all |")
    print("|---|" + "---:|" * (len(names) + 1))
    for tap, counts in found.items():
        print(f"| {tap} | " + " | ".join(str(counts.get(n, 0)) for n in names) + f" | {sum(counts.values())} |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
