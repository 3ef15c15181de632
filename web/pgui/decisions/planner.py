"""The build planner (phase 4, BASE-BUILD): the engine's answers behind the build decision and the
board drawn under it, asked once per redraw - the cities open to the player (build_preview), the
plan's cheapest order and cost (build_plan), what each further city would add to it, and the
money left after the plan; and, from those answers, the order in which the board and the list of
cities offer the cities and which of them the money left does not cover (offer)."""
from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from powergrid import Game, IllegalAction

from ..board.planned import Offer, PlanFacts
from ..common import sort_key, table


def offer(costs: Mapping[str, int], left: int | None) -> Offer:
    """The Offer of the planner's answers: `costs` (per open city, what it adds to the plan) and
    `left` (the money after the plan; None when nobody is building, so nothing is short)."""
    order = tuple(sorted(costs, key=lambda c: (costs[c], sort_key(c), c)))
    return Offer(order, frozenset(c for c in order if left is not None and costs[c] > left))


def plan_result(game: Game, seat: int, plan: Iterable[str],
                jumps: Sequence[str] = ()) -> tuple[dict[str, Any] | None, IllegalAction | None]:
    """(plan dict, None) or (None, the engine's IllegalAction); `jumps`: the cities of the plan
    named as a new network (JP-3)."""
    if not plan:
        return {"cost": 0, "steps": [], "affordable": True}, None
    try:
        return game.build_plan(seat, list(plan), list(jumps) or None), None
    except IllegalAction as e:
        return None, e


def marginal_costs(game: Game, seat: int, plan: Iterable[str] | None, preview: Mapping[str, Mapping[str, Any]],
                   base: dict[str, Any] | None = None, jumps: Sequence[str] = ()) -> dict[str, int]:
    """{city: what adding it to the plan as it stands costs} for every city open to `seat`
    (the plan's own cities excluded): the engine's cheapest-order total with the city, less the
    total without it (`base`, when known). Without a plan that is the preview's cost."""
    planned = list(dict.fromkeys(plan or ()))
    costs = {c: info["cost"] for c, info in preview.items() if info.get("cost") is not None and c not in planned}
    if not planned:
        return costs
    if base is None:
        base, _ = plan_result(game, seat, planned, jumps)
        if base is None:
            return costs
    out: dict[str, int] = {}
    for c in costs:
        try:
            out[c] = game.build_plan(seat, planned + [c], list(jumps) or None)["cost"] - base["cost"]
        except IllegalAction:
            continue
    return out


def plan_facts(game: Game, seat: int | None, plan: Iterable[str] | None = (),
               preview: dict[str, dict[str, Any]] | None = None, jumps: Sequence[str] = ()) -> PlanFacts:
    """Everything the build decision and the board ask about `seat`'s plan: {"preview", "result",
    "error", "steps" (the plan's paths), "costs" (per open city, what it adds), "left" (money
    after the plan; None without a seat), "offer" (the cities in the order the board and the list
    offer them, and those "left" does not cover)}. `preview` is asked of the engine when not given;
    `jumps` are the cities of the plan named as a new network (JP-3)."""
    if seat is None:
        costs = {c: i["cost"] for c, i in (preview or {}).items() if i.get("cost") is not None}
        return {"preview": preview, "result": None, "error": None, "steps": (), "costs": costs, "left": None,
                "offer": offer(costs, None)}
    planned = list(dict.fromkeys(plan or ()))
    if preview is None:
        preview = game.build_preview(seat)
    jumps = [c for c in jumps if c in planned]
    result, error = plan_result(game, seat, planned, jumps)
    left = table(game)["players"][seat]["money"] - (result["cost"] if result else 0)
    costs = marginal_costs(game, seat, planned, preview, result, jumps)
    return {"preview": preview, "result": result, "error": error, "steps": result["steps"] if result else (),
            "costs": costs, "left": left, "offer": offer(costs, left)}
