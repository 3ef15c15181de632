"""The build planner (phase 4, BASE-BUILD): the engine's answers behind the build decision and the
board drawn under it, asked once per redraw - the cities open to the player (build_preview), the
plan's cheapest order and cost (build_plan), what each further city would add to it, and the
money left after the plan."""
from __future__ import annotations

from powergrid import IllegalAction

from ..common import table


def plan_result(game, seat: int, plan):
    """(plan dict, None) or (None, the engine's IllegalAction)."""
    if not plan:
        return {"cost": 0, "steps": [], "affordable": True}, None
    try:
        return game.build_plan(seat, list(plan)), None
    except IllegalAction as e:
        return None, e


def marginal_costs(game, seat, plan, preview, base=None) -> dict:
    """{city: what adding it to the plan as it stands costs} for every city open to `seat`
    (the plan's own cities excluded): the engine's cheapest-order total with the city, less the
    total without it (`base`, when known). Without a plan that is the preview's cost."""
    plan = [c for c in dict.fromkeys(plan or ())]
    costs = {c: info["cost"] for c, info in preview.items() if info.get("cost") is not None and c not in plan}
    if not plan:
        return costs
    if base is None:
        base, _ = plan_result(game, seat, plan)
        if base is None:
            return costs
    out = {}
    for c in costs:
        try:
            out[c] = game.build_plan(seat, plan + [c])["cost"] - base["cost"]
        except IllegalAction:
            continue
    return out


def plan_facts(game, seat, plan=(), preview=None) -> dict:
    """Everything the build decision and the board ask about `seat`'s plan: {"preview", "result",
    "error", "steps" (the plan's paths), "costs" (per open city, what it adds), "left" (money
    after the plan; None without a seat)}. `preview` is asked of the engine when not given."""
    if seat is None:
        costs = {c: i["cost"] for c, i in (preview or {}).items() if i.get("cost") is not None}
        return {"preview": preview, "result": None, "error": None, "steps": (), "costs": costs, "left": None}
    plan = list(dict.fromkeys(plan or ()))
    if preview is None:
        preview = game.build_preview(seat)
    result, error = plan_result(game, seat, plan)
    left = table(game)["players"][seat]["money"] - (result["cost"] if result else 0)
    return {"preview": preview, "result": result, "error": error, "steps": result["steps"] if result else (),
            "costs": marginal_costs(game, seat, plan, preview, result), "left": left}
