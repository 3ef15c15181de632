"""The build plan kept across a reload: a reload in the middle of a build keeps the
planned cities.

The plan lives under its own key, not in the save envelope (the save's format does not change):
    powergrid.plan = {"game": id, "actions": number of actions so far, "seat": the builder,
                      "cities": [city, ...]}
It belongs to one position of one game: read back for another game, another number of actions or
another decision, it is ignored and removed. Cities the engine gives the builder no price for (a
damaged or forged key: unknown, full, or his own) are left out, as a tap on them is refused.
Keeping it is a convenience: a write the browser refuses loses nothing of the game. Its shape is
declared with the other stored values (stored.py).
"""
from __future__ import annotations

import json
from collections.abc import Iterable

from powergrid import Game

from .saves import PLAN_KEY
from .stored import StoredValues


def _builder(game: Game) -> int | None:
    """The seat whose build decision it is, or None."""
    d = game.decision()
    return d["player"] if d is not None and d["kind"] == "build" else None


def keep(values: StoredValues, game_id: str | None, game: Game, plan: Iterable[str] | None) -> None:
    """Store the plan in progress; without a build decision or a plan, the key goes. `values`:
    the page's reader of stored values (stored.StoredValues), over the store written to."""
    seat = _builder(game)
    if seat is None or not plan:
        if values.present(PLAN_KEY):
            values.store.remove(PLAN_KEY)
        return
    record = {"game": game_id, "actions": len(game.actions), "seat": seat, "cities": list(plan)}
    if values.read(PLAN_KEY) != record:
        values.store.set(PLAN_KEY, json.dumps(record, ensure_ascii=False, separators=(",", ":")))


def kept(values: StoredValues, game_id: str | None, game: Game) -> list[str]:
    """The cities planned at this position of this game before a reload ([] when none); a plan
    kept for another game or position, or of another shape, is removed."""
    if not values.present(PLAN_KEY):
        return []
    data = values.read(PLAN_KEY)
    seat = _builder(game)
    if (data is None or seat is None or data["game"] != game_id or data["actions"] != len(game.actions)
            or data["seat"] != seat):
        values.store.remove(PLAN_KEY)
        return []
    offered = game.build_preview(seat)     # every city in play; a price only where he may build now
    return [c for c in dict.fromkeys(c for c in data["cities"] if isinstance(c, str))
            if c in offered and offered[c].get("cost") is not None]
