"""The actions a game logs: copied whole cheaply, and read back as the engine that wrote them
played them: a save replays every action it holds."""
from __future__ import annotations

from typing import Any

from . import engine

# Fields the engine accepts only as an int, a string or None (seat, bid, plant id, market name):
# in an action it has applied, they hold no list or object to copy.
_SCALAR_FIELDS = frozenset({"type", "player", "bid", "plant", "market"})
_NESTED_FIELDS = {kind: tuple(f for f in fields if f not in _SCALAR_FIELDS)
                  for kind, fields in engine.ACTION_FIELDS.items()}


def copy_action(action: dict[str, Any]) -> dict[str, Any]:
    """Actions hold scalars, lists and flat objects: a two-level copy is a full copy. Only the
    fields of the action's type that may hold a list or an object are looked at (all of its
    fields for a type the engine does not know)."""
    out = dict(action)
    try:
        fields = _NESTED_FIELDS[out["type"]]
    except (KeyError, TypeError):       # no type, an unknown one, or not even a hashable value
        fields = tuple(out)
    for k in fields:
        if k in out:
            v = out[k]
            # The exact types first (what a JSON action holds): one test each, no isinstance call.
            t = type(v)
            if t is dict or t is list:
                out[k] = v.copy()
            elif isinstance(v, dict):
                out[k] = dict(v)
            elif isinstance(v, list):
                out[k] = list(v)
    return out


def as_played(action: Any) -> Any:
    """A logged action as the engine that wrote it played it. Engines before the strict check of
    `resources` took {"type": "buy", "resources": null} as buying nothing: a save holding it
    replays so, and keeps it as it was written (a live game refuses it)."""
    if type(action) is dict and action.get("type") == "buy" and "resources" in action \
            and action["resources"] is None:
        return dict(action, resources={})
    return action
