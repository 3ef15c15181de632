"""The taps the auction rooms share (choose, bid, asset): stepping the bid, raising, passing.

A tap handler takes the controller (App) and the tapped element's data; it changes the choice
in progress (app.choice) or applies an engine action (app.apply_action). Returning False means
"nothing changed, no redraw".
"""
from __future__ import annotations

from .widgets import clamp


def bid_bounds(app, d, choice):
    """(min, max) of the bid being set, from the engine's legal actions (None: no bid now)."""
    for a in app.game.legal_actions():
        if d["kind"] == "choose" and a["type"] == "open" and a["plant"] == choice["plant"]:
            return a["min"], a["max"]
        if d["kind"] in ("bid", "asset") and a["type"] == "bid":
            return a["min"], a["max"]
    return None


def bid_step(app, data) -> bool:
    d = app.held_decision()
    if not d:
        return False
    choice = app.current_choice()
    bounds = bid_bounds(app, d, choice)
    if bounds is None:
        return False
    lo, hi = bounds
    current = choice["bid"] if choice["bid"] is not None else lo
    choice["bid"] = clamp(current + int(data["delta"]), lo, hi)


def raise_bid(app, data) -> None:
    app.apply_action({"type": "bid", "bid": int(data["bid"])})


def pass_(app, data) -> None:
    app.apply_action({"type": "pass"})
