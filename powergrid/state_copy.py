"""A fast copy of a game state for search: one function written from the declaration.

`copy.deepcopy` of a late 6-player state takes about a millisecond; search copies the
state thousands of times, so each key is copied as its declaration says (state_schema.py:
shared, the value itself, a new list, per player...). The copy of every key is written out
in one dict display, compiled once per order of the keys (set-up and the phases add keys in
the same order in every game, so a process sees a handful of orders): no call per key.
A key nobody declared is deep-copied: correct, and `check_invariants` names it.
"""
from __future__ import annotations

import copy
import re
from typing import Any, Callable, cast

from .state_schema import BY_NAME, COPY_HELPERS, GameState

# Per order of the keys: its copy function.
_COPIERS: dict[tuple[str, ...], Callable[[GameState], dict[str, Any]]] = {}
_NAMESPACE = {**COPY_HELPERS, "_deep": copy.deepcopy}


def _expression(name: str) -> str:
    """The copy of state[name] as an expression of `state`."""
    value = f"state[{name!r}]"
    if name not in BY_NAME:
        return f"_deep({value})"
    # `v` stands for the value: a name of one letter that no expression uses otherwise, so
    # it is replaced as a whole word only.
    expr = BY_NAME[name].copy.expr
    return re.sub(r"\bv\b", lambda _: f"({value})", expr)


def _copier(keys: tuple[str, ...]) -> Callable[[GameState], dict[str, Any]]:
    fields = ", ".join(f"{name!r}: {_expression(name)}" for name in keys)
    code = compile(f"lambda state: {{{fields}}}", "<state copy>", "eval")
    fn = eval(code, dict(_NAMESPACE))
    if len(_COPIERS) < 64:                  # bounded: a state has a few orders of its keys
        _COPIERS[keys] = fn
    return fn


def copy_state(state: GameState, keep_log: bool = False) -> GameState:
    """A copy sharing only the state's read-only parts (state_schema.py), so that a write into
    either never changes the other; the event log is dropped (None) unless `keep_log`."""
    keys = tuple(state)
    fn = _COPIERS.get(keys)
    if fn is None:
        fn = _copier(keys)
    out = fn(state)
    if keep_log and state["log"] is not None:
        out["log"] = copy.deepcopy(state["log"])
    return cast(GameState, out)      # (built key by key from a GameState)
