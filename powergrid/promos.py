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

The promo cards reach the core only through `EXPANSION` (Rules.expansion, see decisions.py): the
decision kinds of the asset auctions (promo_auction.py) and the hooks below. What they change in
the counts every phase reads (cities, storage, plants as run) is promo_state.py's.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, TypeGuard, cast

from . import plant_market
from .data import FLUX, STEP3, promo_ids, promo_kind
from .decisions import Expansion
from .events import log
from .promo_auction import DECISIONS, bidders, current, minimum_bid, move_back, open_lot
from .promo_events import shortage, surplus
from .promo_state import owner, warehouse_contents
from .state_schema import Card, GameState

if TYPE_CHECKING:
    from .view_schema import AssetLotView, PromoView
    from .engine import Context
    from .hidden import Pile
    from .randomness import Randomness
    from .rules import Rules

ESPIONAGE = "espionage"


def deck_cards(rules: Rules) -> list[Card]:
    """The chosen cards that are shuffled into the deck: all but Industrial Espionage (PROMO-SPY-1)."""
    return [c for c in rules.promos if c != ESPIONAGE]


def is_promo_card(card: Card) -> TypeGuard[str]:
    """A deck card that is not a plant: an asset or an event card."""
    return isinstance(card, str) and card in promo_ids() and promo_kind(card) in ("asset", "event")


def set_up(state: GameState, rng: Randomness, rules: Rules) -> None:
    """PROMO-GEN-2, AMB-45: after the removals, the promos are shuffled into the deck below 13
    (below every plant a map puts on top or mixes in there, AMB-128), above the Step 3 card,
    which stays at the bottom or above the plants a map puts below it (UK-7)."""
    deck = state["deck"]
    top = rules.plant_market.fixed_head()
    step3 = deck.index(STEP3)
    middle = rng.shuffle(state, deck[top:step3] + deck_cards(rules), "promo_deck")
    state["deck"] = deck[:top] + middle + deck[step3:]
    state["promo"] = {"owners": {}, "transformer_plant": None, "spy": None, "queue": [],
                      "lot": None, "attach": None, "held": None}


# ---- draws ---------------------------------------------------------------------------------
def takes_card(state: GameState, card: Card) -> bool:
    """A promo card came off the deck: it waits for the end of the procedure that drew it."""
    if not is_promo_card(card):
        return False
    state["promo"]["queue"].append(card)
    log(state, "promo_drawn", card=card)
    return True


def plant_drawn(state: GameState, ctx: Context, card: Card) -> None:
    """PROMO-FLUX-4, AMB-42: when the Flux Generator enters the market, the lowest other plant
    leaves the game and is replaced."""
    if card != FLUX:
        return
    others = [c for c in plant_market.plants_in_market(state) if c != FLUX]
    if others:
        plant_market.to_box(state, others[0], "flux")
    plant_market.draw(state, ctx)


# ---- the queue ---------------------------------------------------------------------------
def owed_draws(state: GameState) -> int:
    """Replacement draws still owed by unresolved promo cards (the market is that much short)."""
    p = state["promo"]
    return len(p["queue"]) + (p["attach"] is not None)


def settle(state: GameState, ctx: Context) -> bool:
    """Resolve queued promo cards until one needs a decision; True while a decision is open."""
    p = state["promo"]
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
            open_lot(state, ctx, card)


def take_held(state: GameState, phase: str) -> bool:
    """True once if the end of `phase` was held back for the queue (see `hold`)."""
    p = state["promo"]
    if p["held"] == phase:
        p["held"] = None
        return True
    return False


def hold(state: GameState, phase: str) -> bool:
    """At the end of `phase`, after its automatic steps: if promo cards wait, they are resolved
    before the next phase begins. The end of Phase 5 always waits; the ends of Phases 2 and 4
    only from the rules revision "timing": 2 (AMB-70: the card is auctioned at once, in the
    part of the turn that drew it); a game saved before it keeps the old timing, in which the
    card waited for the next phase to begin."""
    p = state["promo"]
    if not p["queue"]:
        return False
    if phase != "bureaucracy" and state["options"].get("timing", 1) < 2:
        return False
    p["held"] = phase
    return True


# ---- the order (PROMO-CONTRACT-3, PROMO-SPY) ---------------------------------------------------
def after_ranking(state: GameState) -> None:
    """Every time the order is determined: the contract's owner moves back (PROMO-CONTRACT-3);
    after round 2's order the last player takes Industrial Espionage (PROMO-SPY-2)."""
    p = state["promo"]
    if owner(state, "contract") is not None:
        move_back(state)
    if state["round"] == 2 and ESPIONAGE in state["options"].get("promos", ()) and p["spy"] is None:
        p["spy"] = state["order"][-1]
        log(state, "spy_card", player=p["spy"], reason="round2")


def plant_bought(state: GameState, seat: int) -> None:
    """PROMO-SPY-5/6: the spy who buys a plant hands the card to the player ahead (first: last)."""
    p = state["promo"]
    if p["spy"] != seat:
        return
    order = state["order"]
    p["spy"] = order[order.index(seat) - 1]
    log(state, "spy_card", player=p["spy"], reason="handed")


def plant_discarded(state: GameState, seat: int, plant: Card) -> None:
    """PROMO-TRANS-4: the Transformer Station goes with the plant that carries it."""
    p = state["promo"]
    if p["owners"].get("transformer") == seat and p["transformer_plant"] == plant:
        del p["owners"]["transformer"]
        p["transformer_plant"] = None
        state["box"].append("transformer")
        log(state, "transformer_lost", player=seat, plant=plant)


def sights(state: GameState, seat: int | None) -> dict[str, tuple[Pile, int]]:
    """PROMO-SPY-3/4: the spy sees the deck's top card, and nobody else does."""
    if seat is not None and owner(state, ESPIONAGE) == seat:
        return {"top_card": ("deck", 0)}
    return {}


def public_view(state: GameState, rules: Rules) -> PromoView | None:
    """The promo cards on the table, for Game.view: None without promos."""
    p = state.get("promo")
    if not p:
        return None
    lot: AssetLotView | None = None
    if p["lot"]:
        shown: dict[str, Any] = {key: value for key, value in p["lot"].items() if key != "out"}
        lot = cast("AssetLotView", {**shown, "active": list(shown["active"]), "minimum": minimum_bid(),
                                  "bidders": bidders(state)})
    keeper = p["owners"].get("warehouse")
    out: PromoView = {
        "chosen": list(rules.promos), "owners": dict(p["owners"]), "transformer_plant": p["transformer_plant"],
        "spy": p["spy"], "queue": list(p["queue"]),
        "out": [c for c in state["box"] if isinstance(c, str) and c in rules.promos], "lot": lot,
        "warehouse": warehouse_contents(state, rules, keeper) if keeper is not None else None}
    return out


EXPANSION = Expansion(
    decisions=DECISIONS, current=current, set_up=set_up, deck_cards=deck_cards, takes_card=takes_card,
    plant_drawn=plant_drawn, owed_draws=owed_draws, settle=settle, hold=hold, take_held=take_held,
    after_ranking=after_ranking, plant_bought=plant_bought, plant_discarded=plant_discarded, sights=sights,
    public_view=public_view)
