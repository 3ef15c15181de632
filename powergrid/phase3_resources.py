"""Phase 3: buy resources (BASE-RES-1..7, BASE-PLANT-7, EX-16).

Each player, in reverse turn order, makes one purchase (possibly empty) in one market.
On Korea the purchase names its market, North or South, and buys there only (KOREA-6..8);
the empty purchase ("nothing this turn") names none.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from . import token_storage
from .checks import resource_amounts
from .data import RESOURCE_TYPES
from .action_schema import BuyAction, LegalAction
from .decisions import PASS, ActionType, DecisionKind
from .errors import IllegalAction
from .events import log
from .promo_state import capacities
from .state_schema import GameState

if TYPE_CHECKING:
    from .engine import Context
    from .resource_market import MarketLayout
    from .rules import Rules


def discounts(state: GameState, rules: Rules, seat: int) -> dict[str, int]:
    """Elektro off each token, by type, for `seat`: from the cities he has a house in that the
    map declares (CE-4: Wien, 1 off each garbage token); {} elsewhere."""
    table = rules.declared.resource_discounts
    out: dict[str, int] = {}
    if table:
        for city in state["players"][seat]["cities"]:
            for r, off in table.get(city, {}).items():
                out[r] = out.get(r, 0) + off
    return out


def quote(state: GameState, ctx: Context, seat: int, amounts: dict[str, int], market: object = None) -> dict[str, Any]:
    """Price and storage check of a purchase, for the UI's cart and for validation.

    Returns {"cost", "fits", "affordable", "available", "ok", "reason", "code", "params"}; never raises
    for well-formed amounts and a known market (`Rules.market` checks the name).
    """
    return _quote(state, ctx, seat, amounts, ctx.rules.market(market))


def _quote(state: GameState, ctx: Context, seat: int, amounts: dict[str, int], layout: MarketLayout) -> dict[str, Any]:
    """`quote` in the market `layout` (already found by its name)."""
    stock = state["markets"][layout.name]
    player = state["players"][seat]
    held = player["resources"]
    lacking, available, cost = [], True, 0
    slots_of = layout.slots
    totals = layout.running_totals
    for r in RESOURCE_TYPES:            # one pass over the types (every purchase asks this)
        want = amounts[r]
        if want:
            # layout.sells and layout.price written out (nothing bought costs 0):
            have = stock[r]
            if want > have:
                available = False
            if not slots_of[r]:
                lacking.append(r)                                   # KOREA-2/8
            if have:
                cost += totals[r][have][(want if want < have else have) - 1]
    for r, off in discounts(state, ctx.rules, seat).items():        # CE-4
        bought = min(amounts[r], stock[r])
        cost += layout.price_less(r, stock[r], bought, off) - layout.price(r, stock[r], bought)
    # token_storage.fits_in on the counts after the purchase (PROMO-WARE-3)
    fits = token_storage.counts_fit(held["coal"] + amounts["coal"], held["oil"] + amounts["oil"],
                              held["garbage"] + amounts["garbage"], held["uranium"] + amounts["uranium"],
                              capacities(state, ctx.rules, seat))
    affordable = cost <= player["money"]
    reason = code = None
    params: dict[str, Any] = {}
    if lacking:
        reason, code, params = (f"the {layout.name} market does not sell " + " or ".join(lacking),
                                "market_lacks_type", {"market": layout.name, "resources": lacking})
    elif not available:
        short = [r for r in RESOURCE_TYPES if amounts[r] > stock[r]]
        reason, code, params = ("the market does not hold that much " + " or ".join(short),
                                "market_short", {"resources": short})
    elif not fits:
        reason, code = "your plants cannot store that many resources", "storage_full"
    elif not affordable:
        reason, code = f"that costs {cost} Elektro and you have {player['money']}", "too_expensive"
        params = {"cost": cost, "money": player["money"]}
    return {"cost": cost, "fits": fits, "affordable": affordable, "available": available,
            "ok": reason is None, "reason": reason, "code": code, "params": params}


def limits(state: GameState, ctx: Context, seat: int, market: object = None) -> dict[str, int]:
    """For each type alone: the most tokens the player could buy now (storage, stock, money)."""
    return _limits(state, ctx, seat, ctx.rules.market(market))


def _limits(state: GameState, ctx: Context, seat: int, layout: MarketLayout) -> dict[str, int]:
    """`limits` in the market `layout` (already found by its name)."""
    player = state["players"][seat]
    room = token_storage.room_in(token_storage.counts(player["resources"]), capacities(state, ctx.rules, seat))
    stock = state["markets"][layout.name]
    out = layout.affordable(stock, room, player["money"])
    for r, off in discounts(state, ctx.rules, seat).items():        # CE-4: more for the money
        n = min(room[RESOURCE_TYPES.index(r)], stock[r])
        while n and layout.price_less(r, stock[r], n, off) > player["money"]:
            n -= 1
        out[r] = n
    return out


def legal(state: GameState, ctx: Context, seat: int) -> list[LegalAction]:
    """One template per market, naming it (KOREA-6), then the empty purchase, which names none."""
    out: list[LegalAction] = []
    for m in ctx.rules.markets:          # a plain loop: each buy decision asks (no comprehension call)
        out.append({"type": "buy", "player": seat, "market": m.name, "max": _limits(state, ctx, seat, m)})
    out.append({"type": "buy", "player": seat, "resources": {}})
    return out


def apply(state: GameState, ctx: Context, action: dict[str, Any]) -> None:
    seat = action["player"]
    if action["type"] not in ("buy", "pass"):
        raise IllegalAction("now is the time to buy resources (or buy nothing)")
    if action["type"] == "buy" and action.get("resources") is None:
        raise IllegalAction('a buy names its "resources" ({} to buy nothing)')
    amounts = resource_amounts(action.get("resources"), "the purchase")
    bought = {}
    for r, v in amounts.items():
        if v:
            bought[r] = v
    market = action.get("market")
    if not bought and market is None:        # buying nothing needs no market, on any map
        log(state, "resources_skipped", player=seat)
        return
    # One purchase, one market (KOREA-6): the action names a single market, so tokens of both
    # markets can never be mixed; anything but a market's name is refused here.
    layout = ctx.rules.market(market)
    q = _quote(state, ctx, seat, amounts, layout)
    if not q["ok"]:
        raise IllegalAction(q["reason"], q["code"], **q["params"])
    player = state["players"][seat]
    stock = state["markets"][layout.name]
    held = player["resources"]
    for r, v in bought.items():             # the types bought (the others do not change)
        stock[r] -= v
        held[r] += v
    player["money"] -= q["cost"]
    where = {"market": layout.name} if len(ctx.rules.markets) > 1 else {}
    if bought:
        log(state, "resources_bought", player=seat, resources=bought, cost=q["cost"], **where)
    else:
        log(state, "resources_skipped", player=seat)


BUY = ActionType.of(BuyAction)
# Every seat in turn, the last in the order first (BASE-RES-1). No `pass` is offered: buying
# nothing is {"type": "buy", "resources": {}}, within the templates' bounds; `pass` is still taken
# as the same action, because old saves replay it.
BUYING = DecisionKind("buy", actions=(BUY, PASS), legal=legal, apply=apply, in_turn=True)
