"""A fast copy of a game state for search: one small copier per state key.

`copy.deepcopy` of a late 6-player state takes about a millisecond; search copies the
state thousands of times, so each key gets a copier that knows its shape. A key not in
the tables below (a variant's addition) is deep-copied: correct at once, and fast once
it gets its own entry in COPIERS.
"""
from __future__ import annotations

import copy

# Read-only for the whole game (set-up fixes them): shared between copies.
SHARED = frozenset({"options", "regions"})


def _list(v):
    return v[:] if v is not None else None


def _dict(v):
    return dict(v) if v is not None else None


def _players(players):
    return [{**p, "plants": p["plants"][:], "resources": dict(p["resources"]), "cities": p["cities"][:]}
            for p in players]


def _cities(cities):
    return {c: s[:] for c, s in cities.items()}


def _markets(markets):
    return {name: dict(m) for name, m in markets.items()}


def _auction(a):
    if a is None:
        return None
    lot = a["lot"]
    if lot is not None:
        lot = {**lot, "active": lot["active"][:]}
    return {**a, "done": a["done"][:], "bought": a["bought"][:], "lot": lot}


COPIERS = {
    "players": _players,
    "cities": _cities,
    "markets": _markets,
    "supply": _dict,
    "auction": _auction,
    "order": _list,
    "pending": _list,
    "market": _list,
    "deck": _list,
    "box": _list,
    "result": copy.deepcopy,
}

_SCALARS = (int, str, bool, float, type(None))


def copy_state(state: dict, keep_log: bool = False) -> dict:
    """A copy sharing only immutable parts; the event log is dropped (None) unless `keep_log`."""
    out = {}
    for key, value in state.items():
        if key in SHARED or isinstance(value, _SCALARS):
            out[key] = value
        elif key == "log":
            out[key] = copy.deepcopy(value) if keep_log and value is not None else None
        else:
            fn = COPIERS.get(key)
            out[key] = fn(value) if fn else copy.deepcopy(value)
    return out
