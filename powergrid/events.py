"""The game log: structured events that a UI turns into sentences in any language.

Each event is {"e": kind, "round": n, ...data}, declared in event_schema.py; EVENT_KINDS lists
each kind with the fields it always carries, so a UI can check that it has a sentence for each.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from . import declared

if TYPE_CHECKING:
    from .state_schema import GameState

# The fields every event has (its kind and its round) are not listed per kind.
_EVERY_EVENT = ("e", "round")


def _event_kinds() -> dict[str, tuple[str, ...]]:
    from .event_schema import Event
    return {declared.tag(shape, "e"): tuple(f for f in declared.required(shape) if f not in _EVERY_EVENT)
            for shape in declared.members(Event)}


# The engine only writes events: the declarations are read (and imported) when a UI or a test
# first asks for this table, not when the engine is imported.
EVENT_KINDS: dict[str, tuple[str, ...]]
if not TYPE_CHECKING:
    __getattr__ = declared.on_first_use(globals(), EVENT_KINDS=_event_kinds)


def log(state: GameState, kind: str, **data: Any) -> None:
    """Append an event; a state whose log is None (a search copy, Game.clone) records nothing."""
    events = state["log"]
    if events is None:
        return
    data["e"] = kind
    data["round"] = state["round"]
    events.append(data)
