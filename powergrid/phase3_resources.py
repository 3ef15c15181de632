"""Phase 3: buy resources (BASE-RES-1..7, BASE-PLANT-7, EX-16).

Each player, in reverse turn order, makes one purchase (possibly empty) in one market.
"""
from __future__ import annotations

from . import storage
from .checks import resource_amounts
from .data import RESOURCE_TYPES
from .errors import IllegalAction
from .events import log


def quote(state: dict, ctx, seat: int, amounts: dict, market=None) -> dict:
    """Price and storage check of a purchase, for the UI's cart and for validation.

    Returns {"cost", "fits", "affordable", "available", "ok", "reason", "code", "params"}; never raises
    for well-formed amounts and a known market (`Rules.market` checks the name).
    """
    layout = ctx.rules.market(market)
    stock = state["markets"][layout.name]
    player = state["players"][seat]
    available = all(amounts[r] <= stock[r] for r in RESOURCE_TYPES)
    cost = sum(layout.price(r, stock[r], min(amounts[r], stock[r])) for r in RESOURCE_TYPES)
    after = {r: player["resources"][r] + amounts[r] for r in RESOURCE_TYPES}
    fits = storage.fits(after, ctx.rules.containers(player["plants"]))
    affordable = cost <= player["money"]
    reason = code = None
    params = {}
    if not available:
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


def limits(state: dict, ctx, seat: int, market=None) -> dict:
    """For each type alone: the most tokens the player could buy now (storage, stock, money)."""
    layout = ctx.rules.market(market)
    stock = state["markets"][layout.name]
    player = state["players"][seat]
    room = storage.room_for(player["resources"], ctx.rules.containers(player["plants"]))
    out = {}
    for r in RESOURCE_TYPES:
        n = min(room[r], stock[r])
        while n and layout.price(r, stock[r], n) > player["money"]:
            n -= 1
        out[r] = n
    return out


def legal(state: dict, ctx, seat: int) -> list:
    return [{"type": "buy", "player": seat, "market": m.name, "max": limits(state, ctx, seat, m.name)}
            for m in ctx.rules.markets]


def apply(state: dict, ctx, action: dict) -> None:
    seat = action["player"]
    if action["type"] not in ("buy", "pass"):
        raise IllegalAction("now is the time to buy resources (or buy nothing)")
    market = ctx.rules.market(action.get("market")).name
    amounts = resource_amounts(action.get("resources"), "the purchase")
    q = quote(state, ctx, seat, amounts, market)
    if not q["ok"]:
        raise IllegalAction(q["reason"], q["code"], **q["params"])
    player = state["players"][seat]
    stock = state["markets"][market]
    for r in RESOURCE_TYPES:
        stock[r] -= amounts[r]
        player["resources"][r] += amounts[r]
    player["money"] -= q["cost"]
    bought = {r: v for r, v in amounts.items() if v}
    if bought:
        log(state, "resources_bought", player=seat, resources=bought, cost=q["cost"])
    else:
        log(state, "resources_skipped", player=seat)
