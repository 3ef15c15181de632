"""Phase 5: bureaucracy (BASE-BUREAU-1..12, BASE-STEP3-8/9, EX-7, EX-8).

Each player in turn order decides which plants to run (the engine offers the best
choice as default) and is paid at once; then the market is restocked and the plant
market updated.
"""
from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, TypedDict

from . import powering
from .checks import MAX_INT, excerpt, plant_list, resource_amounts
from .action_schema import LegalAction, PowerAction
from .data import RESOURCE_TYPES, Plant
from .decisions import ActionType, DecisionKind
from .errors import IllegalAction
from .events import log
from .promo_state import city_count, plant_objects
from .resource_market import restock
from .state_schema import Card, GameState

if TYPE_CHECKING:
    from .engine import Context


class PowerRun(TypedDict):
    """What running plants gave (`run_plants`)."""
    cities: int
    income: int


def best_powering(state: GameState, ctx: Context, seat: int) -> dict[str, Any]:
    p = state["players"][seat]
    return powering.best(plant_objects(state, ctx.rules, seat, p["plants"]), p["resources"],
                         city_count(state, seat))


def legal(state: GameState, ctx: Context, seat: int) -> list[LegalAction]:
    return [{"type": "power", "player": seat, "plants": list(state["players"][seat]["plants"]),
             "best": best_powering(state, ctx, seat)}]


def _resolve_run(state: GameState, ctx: Context, seat: int, numbers: object,
                 burn: Any) -> tuple[list[Card], dict[str, int], list[Plant]]:
    """The one fuel-resolution path of Phase 5, for `apply` and `power_quote` alike: checks the
    plants (owned, each once) and the fuel (given, or the engine's choice when `burn` is None);
    returns (plant numbers, burn, the plant cards as he runs them: plant_objects of the numbers)
    or raises IllegalAction."""
    player = state["players"][seat]
    numbers = plant_list(numbers, player["plants"], "the plants to run", ctx.rules.plants)
    plants = plant_objects(state, ctx.rules, seat, numbers)         # the Transformer's +1 (PROMO-TRANS-3)
    if burn is None:
        burn = powering.default_burn(plants, player["resources"])
        if burn is None:
            raise IllegalAction("you do not hold enough resources to run those plants", "fuel_short")
    else:
        burn = resource_amounts(burn, "the resources to burn")
        powering.check_run(plants, player["resources"], burn)
    return numbers, burn, plants


def power_quote(state: GameState, ctx: Context, seat: int, numbers: object, burn: object = None) -> dict[str, Any]:
    """What running these plants on this fuel would give, without doing it.

    Returns {"cities", "capacity", "income", "burn", "ok", "reason", "code"}; with burn None the
    engine picks the fuel (as `apply` does, through the same `_resolve_run`). Malformed
    arguments (not a list of plants, burn not an object) raise IllegalAction.
    """
    player = state["players"][seat]
    if not isinstance(numbers, (list, tuple)):
        raise IllegalAction("the plants to run must be a list of plant numbers")
    numbers = list(numbers)
    for n in numbers:
        if type(n) not in (int, str) or (type(n) is int and abs(n) > MAX_INT):
            raise IllegalAction(f"{excerpt(n)} is not a plant")
    if burn is not None:
        burn = resource_amounts(burn, "the resources to burn")
    try:
        numbers, burn, plants = _resolve_run(state, ctx, seat, numbers, burn)
    except IllegalAction as e:
        owned = [n for n in player["plants"] if any(n == m and type(n) is type(m) for m in numbers)]
        capacity = sum(p.cities for p in plant_objects(state, ctx.rules, seat, owned))   # PROMO-TRANS-3
        powered = min(city_count(state, seat), capacity)                                  # PROMO-PARK-3
        return {"cities": powered, "capacity": capacity, "income": ctx.rules.income(powered),
                "burn": burn, "ok": False, "reason": str(e), "code": e.code}
    capacity = sum(p.cities for p in plants)
    powered = min(city_count(state, seat), capacity)                      # BASE-BUREAU-3
    return {"cities": powered, "capacity": capacity, "income": ctx.rules.income(powered),
            "burn": burn, "ok": True, "reason": None, "code": None}


def run_plants(state: GameState, ctx: Context, seat: int, numbers: Sequence[Card], burn: dict[str, int],
               plants: Sequence[Plant] | None = None) -> PowerRun:
    """Burn the fuel, pay the income; returns cities powered and income (validated by the caller).
    `plants`: plant_objects of the numbers, if the caller has them already."""
    player = state["players"][seat]
    if plants is None:
        plants = plant_objects(state, ctx.rules, seat, numbers)
    capacity = 0
    for p in plants:                                       # (a loop reads p.cities faster than attrgetter)
        capacity += p.cities                               # PROMO-TRANS-3
    cities = city_count(state, seat)                       # PROMO-PARK-3
    powered = cities if cities < capacity else capacity    # BASE-BUREAU-3 (no call to min)
    income = ctx.rules.income(powered)                     # BASE-BUREAU-4
    held, supply = player["resources"], state["supply"]
    burned = {}
    for r in RESOURCE_TYPES:
        n = burn[r]
        if n:
            held[r] -= n
            supply[r] += n                                 # BASE-BUREAU-6
            burned[r] = n
    player["money"] += income
    log(state, "powered", player=seat, plants=list(numbers), burn=burned, cities=powered, income=income)
    return {"cities": powered, "income": income}


def apply(state: GameState, ctx: Context, action: dict[str, Any]) -> None:
    seat = action["player"]
    if action["type"] != "power":
        raise IllegalAction("now each player chooses which plants to run")
    if "plants" not in action:
        raise IllegalAction('a power action names its "plants" ([] to run none)')
    numbers, burn, plants = _resolve_run(state, ctx, seat, action["plants"], action.get("burn"))
    run_plants(state, ctx, seat, numbers, burn, plants)


def finish(state: GameState, ctx: Context) -> None:
    """BASE-BUREAU-1 (b) restock, (c) plant market update."""
    added = {}
    for layout in ctx.rules.markets:
        added[layout.name] = restock(layout, state["markets"][layout.name], state["supply"],
                                     ctx.rules.players, state["step"])
    log(state, "market_restocked", added=added)
    ctx.rules.plant_market.bureaucracy_update(state, ctx)


POWER = ActionType.of(PowerAction)
# Every seat in turn order: the plants he runs, paid at once (BASE-BUREAU-1 (a), BASE-BUREAU-2).
POWERING = DecisionKind("power", actions=(POWER,), legal=legal, apply=apply, in_turn=True)
