"""The promo cards in play (RULES.md 18, PROMO-GEN-1..10 and the eight cards).

Sub-state `state["promo"]` (present only when promo cards are chosen; plain JSON):
  owners             asset card id -> seat of its owner (transformer, warehouse, park, contract)
  transformer_plant  the plant id the Transformer Station is attached to, or None
  spy                seat holding Industrial Espionage, or None (before round 2's order)
  queue              promo cards drawn and not yet resolved, in draw order (PROMO-GEN-9)
  lot                the running asset auction: card, bid (None before an opening), leader,
                     active (seats still in, clockwise), turn, and out (the seats no longer in,
                     in the order they left: {"seat", "reason": "no_plant" | "money" | "passed",
                     "need": the bid he could not meet, for "money"})
  attach             seat that must attach the Transformer just won, or None
  held               the phase whose end waits for the queue: "bureaucracy" (the Phase 5 update is
                     done, the next round starts once the queue is settled); with the rules
                     revision "timing": 2 also "auction" and "build" (AMB-70); else None

A drawn promo card waits in the queue until the automatic procedure that drew it is over
(a build, obsolescence, a market update); then `settle` resolves the queue card by card,
each with its own replacement draw, before anyone else decides (PROMO-GEN-9, AMB-70).
"""
from __future__ import annotations

from typing import TypeGuard

from .checks import check_raise, excerpt, plant_id, whole_number
from .data import promo_ids, promo_kind, promo_table
from .errors import IllegalAction
from .events import log
from .promo_events import shortage, surplus
from .promo_state import owner
from .state_schema import AssetLot, GameState, LeftLot

ESPIONAGE = "espionage"


def minimum_bid() -> int:
    return promo_table()["asset_minimum_bid"]          # PROMO-GEN-4


def deck_cards(promos) -> list:
    """The chosen cards that are shuffled into the deck: all but Industrial Espionage (PROMO-SPY-1)."""
    return [c for c in promos if c != ESPIONAGE]


def is_promo_card(card) -> TypeGuard[str]:
    """A deck card that is not a plant: an asset or an event card."""
    return isinstance(card, str) and card in promo_ids() and promo_kind(card) in ("asset", "event")


def set_up(state: GameState, rng, rules) -> None:
    """PROMO-GEN-2, AMB-45: after the removals, the promos are shuffled into the deck below 13,
    the Step 3 card stays at the bottom."""
    if not rules.promos:
        return
    deck = state["deck"]
    middle = rng.shuffle(state, deck[1:-1] + deck_cards(rules.promos), "promo_deck")
    state["deck"] = [deck[0]] + middle + [deck[-1]]
    state["promo"] = {"owners": {}, "transformer_plant": None, "spy": None, "queue": [],
                      "lot": None, "attach": None, "held": None}


def drawn(state: GameState, card: str) -> None:
    """A promo card came off the deck: it waits for the end of the procedure that drew it."""
    state["promo"]["queue"].append(card)
    log(state, "promo_drawn", card=card)


# ---- the queue ---------------------------------------------------------------------------
def waiting(state: GameState) -> bool:
    p = state.get("promo")
    if not p:
        return False
    return p["lot"] is not None or p["attach"] is not None


def owed_draws(state: GameState) -> int:
    """Replacement draws still owed by unresolved promo cards (the market is that much short)."""
    p = state.get("promo")
    if not p:
        return 0
    return len(p["queue"]) + (p["attach"] is not None)


def settle(state: GameState, ctx) -> bool:
    """Resolve queued promo cards until one needs a decision; True while a decision is open."""
    p = state.get("promo")
    if not p:
        return False
    while True:
        if p["lot"] is not None or p["attach"] is not None:
            return True
        if not p["queue"] or state["phase"] == "over":
            return False
        card = p["queue"][0]
        if promo_kind(card) == "event":
            p["queue"].pop(0)
            moved = shortage(state, ctx) if card == "shortage" else surplus(state, ctx)
            state["box"].append(card)
            log(state, "promo_event", card=card, moved=moved)
            ctx.rules.plant_market.replace_promo_card(state, ctx)         # PROMO-GEN-7
        else:
            _open_lot(state, ctx, card)


def take_held(state: GameState, phase: str) -> bool:
    """True once if the end of `phase` was held back for the queue (see `hold`)."""
    p = state.get("promo")
    if p and p["held"] == phase:
        p["held"] = None
        return True
    return False


def hold(state: GameState, phase: str) -> bool:
    """At the end of `phase`, after its automatic steps: if promo cards wait, they are resolved
    before the next phase begins. The end of Phase 5 always waits; the ends of Phases 2 and 4
    only from the rules revision "timing": 2 (AMB-70: the card is auctioned at once, in the
    part of the turn that drew it); a game saved before it keeps the old timing, in which the
    card waited for the next phase to begin."""
    p = state.get("promo")
    if not p or not p["queue"]:
        return False
    if phase != "bureaucracy" and state["options"].get("timing", 1) < 2:
        return False
    p["held"] = phase
    return True


# ---- asset auctions (PROMO-GEN-4..10) ----------------------------------------------------
def _open_lot(state: GameState, ctx, card: str) -> None:
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


def _turn_from(state: GameState, ctx, seat) -> None:
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
            seat = _next_active(lot, seat, n)
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


def bidders(state: GameState) -> list:
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


def decision(state: GameState) -> dict | None:
    p = state.get("promo")
    if not p:
        return None
    if p["lot"] is not None:
        return {"player": p["lot"]["turn"], "kind": "asset", "card": p["lot"]["card"]}
    if p["attach"] is not None:
        return {"player": p["attach"], "kind": "attach", "card": "transformer"}
    return None


def legal(state: GameState, ctx, d: dict | None = None) -> list:
    """The templates of the promo decision `d` (decision(state), worked out if not given)."""
    if d is None:
        d = decision(state)
    assert d is not None, "no promo decision"
    seat = d["player"]
    if d["kind"] == "attach":
        return [{"type": "attach", "player": seat, "plant": p} for p in state["players"][seat]["plants"]]
    lot = _lot(state)
    return [{"type": "bid", "player": seat, "card": lot["card"], "min": _lowest_bid(lot),
             "max": state["players"][seat]["money"]},
            {"type": "pass", "player": seat}]


def apply(state: GameState, ctx, action: dict, kind: str) -> None:
    seat = action["player"]
    p = state["promo"]
    if kind == "attach":
        if action["type"] != "attach":
            raise IllegalAction("attach the Transformer Station to one of your plants first")
        # The same plant-id check as an opening bid: 4.0, True or a huge number is no plant.
        plant = plant_id(action.get("plant"), ctx.rules.plants)
        if plant not in state["players"][seat]["plants"]:
            raise IllegalAction(f"you do not own plant {excerpt(plant)}")
        p["transformer_plant"] = plant
        p["attach"] = None
        log(state, "transformer_attached", player=seat, plant=plant)
        ctx.rules.plant_market.replace_promo_card(state, ctx)  # PROMO-GEN-7
        return
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


def _no_sale(state: GameState, ctx) -> None:
    """PROMO-GEN-6: nobody bid, the card leaves the game; then the replacement draw."""
    p = state["promo"]
    card = p["queue"].pop(0)
    p["lot"] = None
    state["box"].append(card)
    log(state, "asset_removed", card=card)
    ctx.rules.plant_market.replace_promo_card(state, ctx)


def _sell(state: GameState, ctx) -> None:
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


def after_ranking(state: GameState) -> None:
    """Every time the order is determined: the contract's owner moves back (PROMO-CONTRACT-3);
    after round 2's order the last player takes Industrial Espionage (PROMO-SPY-2)."""
    p = state.get("promo")
    if not p:
        return
    if owner(state, "contract") is not None:
        move_back(state)
    if state["round"] == 2 and ESPIONAGE in state["options"].get("promos", ()) and p["spy"] is None:
        p["spy"] = state["order"][-1]
        log(state, "spy_card", player=p["spy"], reason="round2")


# ---- Industrial Espionage (PROMO-SPY) --------------------------------------------------------
def plant_bought(state: GameState, seat: int) -> None:
    """PROMO-SPY-5/6: the spy who buys a plant hands the card to the player ahead (first: last)."""
    p = state.get("promo")
    if not p or p["spy"] != seat:
        return
    order = state["order"]
    p["spy"] = order[order.index(seat) - 1]
    log(state, "spy_card", player=p["spy"], reason="handed")


def public_view(state: GameState, rules) -> dict | None:
    """The promo cards on the table, for Game.view: None without promos."""
    p = state.get("promo")
    if not p:
        return None
    from .promo_state import warehouse_contents
    lot: dict | None = None
    if p["lot"]:
        lot = {key: value for key, value in p["lot"].items() if key != "out"}
        lot.update(active=list(lot["active"]), minimum=minimum_bid(), bidders=bidders(state))
    owner = p["owners"].get("warehouse")
    return {"chosen": list(rules.promos), "owners": dict(p["owners"]),
            "transformer_plant": p["transformer_plant"], "spy": p["spy"], "queue": list(p["queue"]),
            "out": [c for c in state["box"] if c in rules.promos], "lot": lot,
            "warehouse": warehouse_contents(state, rules, owner) if owner is not None else None}


# ---- discards (PROMO-TRANS-4) ------------------------------------------------------------------
def plant_discarded(state: GameState, seat: int, plant) -> None:
    p = state.get("promo")
    if p and p["owners"].get("transformer") == seat and p["transformer_plant"] == plant:
        del p["owners"]["transformer"]
        p["transformer_plant"] = None
        state["box"].append("transformer")
        log(state, "transformer_lost", player=seat, plant=plant)
