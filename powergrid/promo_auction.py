"""The asset auctions of the promo cards (PROMO-GEN-4..10) and what a won asset does at once:
the Transformer Station is attached (PROMO-TRANS-2), Luna Park counts at once (PROMO-PARK-3),
the Supply Contract moves its owner back (PROMO-CONTRACT-2).

Their two decision kinds, "asset" (bid or pass on the card auctioned) and "attach" (the plant
that carries the Transformer), come before the phase's in any phase; promos.py registers them.
The sub-state is `state["promo"]` (its fields: promos.py).
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .checks import check_raise, excerpt, plant_id, whole_number
from .data import promo_table
from .action_schema import AttachAction, LegalAction
from .decisions import BID, PASS, ActionType, DecisionKind
from .errors import IllegalAction
from .events import log
from .promo_state import owner
from .state_schema import AssetLot, GameState, LeftLot

if TYPE_CHECKING:
    from .engine import Context


def minimum_bid() -> int:
    return promo_table()["asset_minimum_bid"]          # PROMO-GEN-4


def open_lot(state: GameState, ctx: Context, card: str) -> None:
    """The first player in turn order opens; then clockwise (PROMO-GEN-4)."""
    players = state["players"]
    n = len(players)
    first = state["order"][0]
    seats = [(first + k) % n for k in range(n)]
    out: list[LeftLot] = []
    if card == "transformer":                       # AMB-46: only a plant owner can attach it
        out = [{"seat": s, "reason": "no_plant"} for s in seats if not players[s]["plants"]]
        seats = [s for s in seats if players[s]["plants"]]
    lot: AssetLot = {"card": card, "bid": None, "leader": None, "active": seats, "turn": None, "out": out}
    state["promo"]["lot"] = lot
    log(state, "asset_auction", card=card, minimum=minimum_bid())
    _turn_from(state, ctx, seats[0] if seats else None)


def _lot(state: GameState) -> AssetLot:
    """The asset auction under way (asked only while one is)."""
    lot = state["promo"]["lot"]
    assert lot is not None, "no asset auction under way"
    return lot


def _next_active(lot: AssetLot, after: int, n: int) -> int:
    return next((after + k) % n for k in range(1, n + 1) if (after + k) % n in lot["active"])


def _turn_from(state: GameState, ctx: Context, seat: int | None) -> None:
    """Give the turn to `seat` or the next player clockwise who can act; end the lot if none."""
    lot = _lot(state)
    n = len(state["players"])
    while True:
        if not lot["active"]:
            _no_sale(state, ctx)
            return
        if lot["bid"] is not None and lot["active"] == [lot["leader"]]:
            _sell(state, ctx)
            return
        if seat not in lot["active"]:
            # `seat` is None only when no one is left, which ended the lot above.
            seat = _next_active(lot, seat, n)  # type: ignore[arg-type]
        need = _lowest_bid(lot)
        if seat == lot["leader"] or state["players"][seat]["money"] >= need:
            lot["turn"] = seat
            return
        _leave(lot, seat, "money", need)                  # PROMO-GEN-10: cannot bid, out
        log(state, "auction_cannot_raise", player=seat)


def _lowest_bid(lot: AssetLot) -> int:
    """The least a bid may be now: the minimum to open (PROMO-GEN-4), then one more than the lead."""
    return minimum_bid() if lot["bid"] is None else lot["bid"] + 1


def _leave(lot: AssetLot, seat: int, reason: str, need: int | None = None) -> None:
    lot["active"].remove(seat)
    lot.setdefault("out", []).append({"seat": seat, "reason": reason, "need": need})


def bidders(state: GameState) -> list[dict[str, Any]]:
    """Per seat, in seating order, during an asset auction: whether he may still bid and, if not,
    why: "no_plant" (the Transformer, AMB-46), "money" (he cannot meet `need`: the minimum or one
    more than the lead, PROMO-GEN-10), "passed" (PROMO-GEN-6) or "leading" (his bid is the highest).
    A player still in who cannot meet the bid drops out when his turn comes (PROMO-GEN-10)."""
    lot = _lot(state)
    left = {o["seat"]: o for o in lot.get("out", ())}
    rows = []
    for seat, player in enumerate(state["players"]):
        if seat in left:
            row = {"may_bid": False, "reason": left[seat]["reason"], "need": left[seat].get("need")}
        elif seat == lot["leader"]:
            row = {"may_bid": False, "reason": "leading", "need": None}
        elif player["money"] < _lowest_bid(lot):
            row = {"may_bid": False, "reason": "money", "need": _lowest_bid(lot)}
        else:
            row = {"may_bid": True, "reason": None, "need": _lowest_bid(lot)}
        rows.append({"seat": seat, **row})
    return rows


# ---- the two decision kinds ------------------------------------------------------------------
def current(state: GameState) -> DecisionKind | None:
    """An asset auction under way, else the Transformer just won waiting for its plant, else None."""
    p = state["promo"]
    if p["lot"] is not None:
        return ASSET_AUCTION
    if p["attach"] is not None:
        return ATTACHING
    return None


def _bidder(state: GameState) -> int | None:
    return _lot(state)["turn"]


def _lot_card(state: GameState) -> dict[str, Any]:
    return {"card": _lot(state)["card"]}


def _attacher(state: GameState) -> int | None:
    return state["promo"]["attach"]


def _transformer(state: GameState) -> dict[str, Any]:
    return {"card": "transformer"}


def _bid_templates(state: GameState, ctx: Context, seat: int) -> list[LegalAction]:
    lot = _lot(state)
    return [{"type": "bid", "player": seat, "card": lot["card"], "min": _lowest_bid(lot),
             "max": state["players"][seat]["money"]},
            {"type": "pass", "player": seat}]


def _attach_templates(state: GameState, ctx: Context, seat: int) -> list[LegalAction]:
    return [{"type": "attach", "player": seat, "plant": p} for p in state["players"][seat]["plants"]]


def _apply_bid(state: GameState, ctx: Context, action: dict[str, Any]) -> None:
    seat = action["player"]
    lot = _lot(state)
    if action["type"] == "pass":
        _leave(lot, seat, "passed")                             # PROMO-GEN-6
        log(state, "auction_passed", player=seat)
        _turn_from(state, ctx, _next_active(lot, seat, len(state["players"])) if lot["active"] else None)
        return
    if action["type"] != "bid":
        raise IllegalAction("during an auction you can only raise the bid or pass")
    bid = whole_number(action.get("bid"), "the bid")
    if lot["bid"] is None and bid < minimum_bid():
        raise IllegalAction(f"the opening bid must be at least {minimum_bid()}",
                            "asset_bid_minimum", minimum=minimum_bid())
    check_raise(bid, lot["bid"], state["players"][seat]["money"])
    lot["bid"], lot["leader"] = bid, seat
    log(state, "bid", player=seat, bid=bid)
    _turn_from(state, ctx, _next_active(lot, seat, len(state["players"])))


def _apply_attach(state: GameState, ctx: Context, action: dict[str, Any]) -> None:
    seat = action["player"]
    if action["type"] != "attach":
        raise IllegalAction("attach the Transformer Station to one of your plants first")
    # The same plant-id check as an opening bid: 4.0, True or a huge number is no plant.
    plant = plant_id(action.get("plant"), ctx.rules.plants)
    if plant not in state["players"][seat]["plants"]:
        raise IllegalAction(f"you do not own plant {excerpt(plant)}")
    p = state["promo"]
    p["transformer_plant"] = plant
    p["attach"] = None
    log(state, "transformer_attached", player=seat, plant=plant)
    ctx.rules.plant_market.replace_promo_card(state, ctx)  # PROMO-GEN-7


ATTACH = ActionType.of(AttachAction)
ASSET_AUCTION = DecisionKind("asset", actions=(BID, PASS), legal=_bid_templates, apply=_apply_bid,
                             whose=_bidder, detail=_lot_card)
ATTACHING = DecisionKind("attach", actions=(ATTACH,), legal=_attach_templates, apply=_apply_attach,
                         whose=_attacher, detail=_transformer)
DECISIONS = (ASSET_AUCTION, ATTACHING)


# ---- the end of a lot ----------------------------------------------------------------------
def _no_sale(state: GameState, ctx: Context) -> None:
    """PROMO-GEN-6: nobody bid, the card leaves the game; then the replacement draw."""
    p = state["promo"]
    card = p["queue"].pop(0)
    p["lot"] = None
    state["box"].append(card)
    log(state, "asset_removed", card=card)
    ctx.rules.plant_market.replace_promo_card(state, ctx)


def _sell(state: GameState, ctx: Context) -> None:
    p = state["promo"]
    lot = _lot(state)
    seat, card, price = lot["leader"], lot["card"], lot["bid"]
    assert seat is not None and price is not None, "an asset sold without a bid"
    p["queue"].pop(0)
    p["lot"] = None
    state["players"][seat]["money"] -= price
    p["owners"][card] = seat
    log(state, "asset_won", player=seat, card=card, price=price)
    if card == "transformer":
        p["attach"] = seat                  # PROMO-TRANS-2: attached at once; then the draw
        return
    if card == "park":
        ctx.rules.plant_market.after_house(state, ctx)     # PROMO-PARK-3: obsolescence at once
    elif card == "contract":
        move_back(state)                                    # PROMO-CONTRACT-2
    ctx.rules.plant_market.replace_promo_card(state, ctx)   # PROMO-GEN-7


# ---- Supply Contract (PROMO-CONTRACT, AMB-51) ----------------------------------------------
def move_back(state: GameState) -> None:
    """The contract's owner swaps places with the player right behind him (the last stays last);
    players who already acted in this phase do not act again (PROMO-CONTRACT-2/4)."""
    seat = owner(state, "contract")
    if seat is None:
        return
    order = state["order"]
    i = order.index(seat)
    if i + 1 < len(order):
        order[i], order[i + 1] = order[i + 1], order[i]
    log(state, "contract_order", player=seat, order=list(order))
    phase = state["phase"]
    if state.get("pending") and phase in ("resources", "build", "bureaucracy"):
        sequence = list(reversed(order)) if phase in ("resources", "build") else list(order)
        state["pending"] = [s for s in sequence if s in state["pending"]]
