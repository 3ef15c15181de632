"""The taps the auction rooms share (choose, bid, asset): stepping the bid, raising, passing.

A tap handler takes the controller (App) and the tapped element's data; it changes the choice
in progress (app.choice) or applies an engine action (app.apply_action). Returning False means
"nothing changed, no redraw".
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from powergrid import Game

from .desk import Choice, Data, Desk, held
from .widgets import clamp

if TYPE_CHECKING:
    from powergrid.view_schema import DecisionView


def bid_bounds(game: Game, d: DecisionView, choice: Choice) -> tuple[int, int] | None:
    """(min, max) of the bid being set, from the engine's legal actions (None: no bid now)."""
    for a in game.legal_actions():
        if d["kind"] == "choose" and a["type"] == "open" and a["plant"] == choice["plant"]:
            return a["min"], a["max"]
        if d["kind"] in ("bid", "asset") and a["type"] == "bid":
            return a["min"], a["max"]
    return None


def bid_step(app: Desk, data: Data) -> bool:
    holding = held(app)
    if holding is None:
        return False
    game, d = holding
    choice = app.current_choice()
    bounds = bid_bounds(game, d, choice)
    if bounds is None:
        return False
    lo, hi = bounds
    current = choice["bid"] if choice["bid"] is not None else lo
    choice["bid"] = clamp(current + int(data["delta"]), lo, hi)
    return True


def raise_bid(app: Desk, data: Data) -> None:
    app.apply_action({"type": "bid", "bid": int(data["bid"])})


def pass_(app: Desk, data: Data) -> None:
    app.apply_action({"type": "pass"})
