"""Phase 5: bureaucracy (BASE-BUREAU-1..12, BASE-STEP3-8/9, EX-7, EX-8).

Each player in turn order decides which plants to run (the engine offers the best
choice as default) and is paid at once; then the market is restocked and the plant
market updated.
"""
from __future__ import annotations

from . import powering
from .checks import plant_list, resource_amounts
from .data import RESOURCE_TYPES
from .errors import IllegalAction
from .events import log
from .promo_state import city_count, plant_objects
from .resource_market import restock


def best_powering(state: dict, ctx, seat: int) -> dict:
    p = state["players"][seat]
    return powering.best(plant_objects(state, ctx.rules, seat, p["plants"]), p["resources"],
                         city_count(state, seat))


def legal(state: dict, ctx, seat: int) -> list:
    return [{"type": "power", "player": seat, "plants": list(state["players"][seat]["plants"]),
             "best": best_powering(state, ctx, seat)}]


def power_quote(state: dict, ctx, seat: int, numbers, burn=None) -> dict:
    """What running these plants on this fuel would give, without doing it.

    Returns {"cities", "capacity", "income", "burn", "ok", "reason", "code"}; with burn None the
    engine picks the fuel (as `apply` does).
    """
    player = state["players"][seat]
    try:
        numbers = plant_list(list(numbers), player["plants"], "the plants to run")
        plants = plant_objects(state, ctx.rules, seat, numbers)
        if burn is None:
            burn = powering.default_burn(plants, player["resources"])
            if burn is None:
                raise IllegalAction("you do not hold enough resources to run those plants", "fuel_short")
        else:
            burn = resource_amounts(burn, "the resources to burn")
            powering.check_run(plants, player["resources"], burn)
    except IllegalAction as e:
        known = [n for n in numbers if n in player["plants"]] if isinstance(numbers, list) else []
        capacity = sum(p.cities for p in plant_objects(state, ctx.rules, seat, known))
        powered = min(city_count(state, seat), capacity)
        return {"cities": powered, "capacity": capacity, "income": ctx.rules.income(powered),
                "burn": burn, "ok": False, "reason": str(e), "code": e.code}
    capacity = sum(p.cities for p in plants)
    powered = min(city_count(state, seat), capacity)                      # BASE-BUREAU-3
    return {"cities": powered, "capacity": capacity, "income": ctx.rules.income(powered),
            "burn": burn, "ok": True, "reason": None, "code": None}


def run_plants(state: dict, ctx, seat: int, numbers: list, burn: dict) -> dict:
    """Burn the fuel, pay the income; returns cities powered and income (validated by the caller)."""
    player = state["players"][seat]
    capacity = sum(p.cities for p in plant_objects(state, ctx.rules, seat, numbers))   # PROMO-TRANS-3
    powered = min(city_count(state, seat), capacity)      # BASE-BUREAU-3, PROMO-PARK-3
    income = ctx.rules.income(powered)                     # BASE-BUREAU-4
    for r in RESOURCE_TYPES:
        player["resources"][r] -= burn[r]
        state["supply"][r] += burn[r]                      # BASE-BUREAU-6
    player["money"] += income
    log(state, "powered", player=seat, plants=list(numbers),
        burn={r: v for r, v in burn.items() if v}, cities=powered, income=income)
    return {"cities": powered, "income": income}


def apply(state: dict, ctx, action: dict) -> None:
    seat = action["player"]
    if action["type"] != "power":
        raise IllegalAction("now each player chooses which plants to run")
    player = state["players"][seat]
    numbers = plant_list(action.get("plants", []), player["plants"], "the plants to run")
    plants = plant_objects(state, ctx.rules, seat, numbers)
    if action.get("burn") is None:
        burn = powering.default_burn(plants, player["resources"])
        if burn is None:
            raise IllegalAction("you do not hold enough resources to run those plants", "fuel_short")
    else:
        burn = resource_amounts(action["burn"], "the resources to burn")
        powering.check_run(plants, player["resources"], burn)
    run_plants(state, ctx, seat, numbers, burn)


def finish(state: dict, ctx) -> None:
    """BASE-BUREAU-1 (b) restock, (c) plant market update."""
    added = {}
    for layout in ctx.rules.markets:
        added[layout.name] = restock(layout, state["markets"][layout.name], state["supply"],
                                     ctx.rules.players, state["step"])
    log(state, "market_restocked", added=added)
    ctx.rules.plant_market.bureaucracy_update(state, ctx)
