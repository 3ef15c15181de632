"""The build planner's answers as the board draws them (decisions/planner.py asks the engine for
them once per redraw): the shape both rooms share, declared where the lower one reads it."""
from __future__ import annotations

from collections.abc import Sequence
from typing import Any, NamedTuple, NotRequired, TypedDict

from powergrid import IllegalAction


class Offer(NamedTuple):
    """The cities open to the player as the board and the list of cities offer them: `order`,
    cheapest to add first (then by name, case and accents ignored: common.sort_key); `short`,
    those the money left after the plan does not cover (drawn dimmed, said "more than you have
    left")."""
    order: tuple[str, ...]
    short: frozenset[str]


class PlanFacts(TypedDict):
    """Everything the build decision and the board ask about a seat's plan."""
    preview: dict[str, dict[str, Any]] | None     # Game.build_preview: the cities open to him
    result: dict[str, Any] | None       # Game.build_plan of the plan, None when the engine refuses it
    error: IllegalAction | None         # that refusal
    steps: Sequence[dict[str, Any]]     # the plan's paths (the result's steps)
    costs: dict[str, int]               # per open city, what it adds to the plan
    left: int | None                    # the money after the plan; None without a seat
    offer: Offer                        # the cities in the order offered, and those `left` does not cover
    # per planned city where a new network is the player's choice (JP-3's free jump): "offer",
    # "undo" or the engine's refusal; only the build room's answers carry it
    jumps: NotRequired[dict[str, str | IllegalAction]]
