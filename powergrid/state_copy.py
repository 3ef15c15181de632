"""A fast copy of a game state for search: one small copier per state key.

`copy.deepcopy` of a late 6-player state takes about a millisecond; search copies the
state thousands of times, so each key is copied as its declaration says (state_schema.py:
shared, the value itself, a new list, per player...). The table is built once, at import.
A key nobody declared is deep-copied: correct, and `check_invariants` names it.
"""
from __future__ import annotations

import copy
from typing import cast

from .state_schema import STATE, GameState

COPIERS = {key.name: key.copy.fn for key in STATE}


def copy_state(state: GameState, keep_log: bool = False) -> GameState:
    """A copy sharing only immutable parts; the event log is dropped (None) unless `keep_log`."""
    get, deep = COPIERS.get, copy.deepcopy
    out = {key: get(key, deep)(value) for key, value in state.items()}
    if keep_log and state["log"] is not None:
        out["log"] = copy.deepcopy(state["log"])
    return cast(GameState, out)      # (built key by key from a GameState)
