"""The build plan kept across a reload: a reload in the middle of a build keeps the
planned cities.

The plan lives under its own key, not in the save envelope (the save's format does not change):
    powergrid.plan = {"game": id, "actions": number of actions so far, "seat": the builder,
                      "cities": [city, ...]}
It belongs to one position of one game: read back for another game, another number of actions or
another decision, it is ignored and removed. Cities the engine gives the builder no price for (a
damaged or forged key: unknown, full, or his own) are left out, as a tap on them is refused.
Keeping it is a convenience: a write the browser refuses loses nothing of the game.
"""
from __future__ import annotations

import json

from .saves import read_json

PLAN_KEY = "powergrid.plan"
MAX_CITIES = 100          # more than any map's play area: a longer list is not a plan


def _builder(game):
    """The seat whose build decision it is, or None."""
    d = game.decision()
    return d["player"] if d is not None and d["kind"] == "build" else None


def keep(store, game_id, game, plan) -> None:
    """Store the plan in progress; without a build decision or a plan, the key goes."""
    seat = _builder(game)
    if seat is None or not plan:
        if store.get(PLAN_KEY) is not None:
            store.remove(PLAN_KEY)
        return
    text = json.dumps({"game": game_id, "actions": len(game.actions), "seat": seat, "cities": list(plan)},
                      ensure_ascii=False, separators=(",", ":"))
    if store.get(PLAN_KEY) != text:
        store.set(PLAN_KEY, text)


def kept(store, game_id, game) -> list:
    """The cities planned at this position of this game before a reload ([] when none); a plan
    kept for another game or position is removed."""
    raw = store.get(PLAN_KEY)
    if raw is None:
        return []
    data = read_json(raw, "the build plan")
    seat = _builder(game)
    if not isinstance(data, dict):
        data = {}
    cities = data.get("cities")
    if (seat is None or data.get("game") != game_id or data.get("actions") != len(game.actions)
            or data.get("seat") != seat or not isinstance(cities, list) or len(cities) > MAX_CITIES):
        store.remove(PLAN_KEY)
        return []
    offered = game.build_preview(seat)     # every city in play; a price only where he may build now
    return [c for c in dict.fromkeys(c for c in cities if isinstance(c, str))
            if c in offered and offered[c].get("cost") is not None]
