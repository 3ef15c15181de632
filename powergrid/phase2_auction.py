"""Phase 2: auction power plants (BASE-AUCTION-1..18, BASE-ORDER-4, EX-10).

Sub-state `state["auction"]`:
  done     seats that bought a plant or passed this phase (they neither open nor bid again)
  bought   seats that bought a plant
  lot      the running auction: plant, bid, leader, active (seats still bidding) and turn
  discard  seat that must discard a plant after going over the limit (BASE-AUCTION-15)
  new      the plant just bought by that seat (it may not be the one discarded)
"""
from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from . import token_storage
from .checks import MAX_INT, check_raise, excerpt, is_plant_id, plant_id, resource_amounts, whole_number
from .data import RESOURCE_TYPES, plant_min_bid, sorted_plants
from .action_schema import DiscardAction, LegalAction, OpenAction
from .decisions import BID, PASS, ActionType, DecisionKind
from .errors import IllegalAction
from .events import log
from .frozen import ReadOnlyList
from .promo_state import capacities, containers
from .state_schema import Auction, Card, GameState, PlantLot
from .turn_order import ranked_order

if TYPE_CHECKING:
    from .engine import Context
    from .rules import Rules


def start(state: GameState) -> None:
    state["auction"] = {"done": [], "bought": [], "lot": None, "discard": None, "new": None}


def running(state: GameState) -> Auction:
    """The sub-state of the Phase 2 under way (None outside it, where nothing asks for it)."""
    a = state["auction"]
    assert a is not None, "no auction outside Phase 2"
    return a


def _lot(state: GameState) -> PlantLot:
    lot = running(state)["lot"]
    assert lot is not None, "no plant on sale"
    return lot


def chooser(state: GameState) -> int | None:
    """BASE-AUCTION-3: first player in turn order who has neither bought nor passed."""
    done = running(state)["done"]
    for seat in state["order"]:
        if seat not in done:
            return seat
    return None


def current(state: GameState) -> DecisionKind:
    """The auction's decision now: a discard over the limit first (BASE-AUCTION-15), then the bid
    of the plant on sale, else the choice of the next plant (BASE-AUCTION-3)."""
    a = running(state)
    if a["discard"] is not None:
        return DISCARDING
    if a["lot"]:
        return BIDDING
    return CHOOSING


def _discarding(state: GameState) -> int | None:
    return running(state)["discard"]


def _bidder(state: GameState) -> int | None:
    a = state["auction"]                # (_lot written out: asked at every bid, as its seat)
    assert a is not None and a["lot"] is not None, "no plant on sale"
    return a["lot"]["turn"]


def acquire_refusal(state: GameState, rules: Rules, seat: int, plant: Card) -> IllegalAction | None:
    """Why `seat` may not acquire `plant`, or None when he may (CE-3: a nuclear plant needs a
    city in the Czech Republic, Slovakia or Hungary)."""
    needed = rules.declared.regions_needed(rules.plants[plant])
    region_of = rules.map.region_of
    if not needed or any(region_of[c] in needed for c in state["players"][seat]["cities"]):
        return None
    kind = rules.plants[plant].kind
    return IllegalAction(f"plant {plant} is a {kind} plant: you need a city in {' or '.join(needed)}",
                         "plant_needs_region", plant=plant, kind=kind, in_regions=list(needed))


def _open_templates(state: GameState, ctx: Context, seat: int, money: int) -> list[LegalAction]:
    """An `open` template for each current plant whose minimum bid `seat` can pay (his `money`)
    and that he may acquire (CE-3)."""
    out: list[LegalAction] = []
    restricted = ctx.rules.declared.acquire_needs_regions
    for p in ctx.rules.plant_market.current(state):
        minimum = p if type(p) is int else plant_min_bid(p)     # a base plant's minimum is its number
        if minimum <= money and not (restricted and acquire_refusal(state, ctx.rules, seat, p) is not None):
            out.append({"type": "open", "player": seat, "plant": p, "min": minimum, "max": money})
    return out


def may_pass_choice(state: GameState, ctx: Context, seat: int) -> bool:
    """BASE-AUCTION-14: in round 1 everyone must buy, unless no current plant is affordable (AMB-56)."""
    return state["round"] > 1 or not _open_templates(state, ctx, seat, state["players"][seat]["money"])


def _choice_templates(state: GameState, ctx: Context, seat: int) -> list[LegalAction]:
    out = _open_templates(state, ctx, seat, state["players"][seat]["money"])
    if state["round"] > 1 or not out:       # may_pass_choice, with its templates already at hand
        out.append({"type": "pass", "player": seat})
    return out


def _bid_templates(state: GameState, ctx: Context, seat: int) -> list[LegalAction]:
    return [{"type": "bid", "player": seat, "min": _lot(state)["bid"] + 1, "max": state["players"][seat]["money"]},
            {"type": "pass", "player": seat}]


def _apply_choice(state: GameState, ctx: Context, action: dict[str, Any]) -> None:
    seat = action["player"]
    t = action["type"]
    if t == "open":
        _open(state, ctx, seat, action)
    elif t == "pass":
        if not may_pass_choice(state, ctx, seat):
            raise IllegalAction("in the first round every player must buy a power plant", "round1_must_buy")
        running(state)["done"].append(seat)          # BASE-AUCTION-4a
        log(state, "phase_passed", player=seat)
        ctx.rules.plant_market.after_pass(state, ctx)    # RU-4
    else:
        raise IllegalAction(f"now {state['players'][seat]['name']} chooses a plant to auction or passes")


def _apply_bid(state: GameState, ctx: Context, action: dict[str, Any]) -> None:
    seat = action["player"]
    if action["type"] == "pass":
        _lot(state)["active"].remove(seat)             # BASE-AUCTION-7
        log(state, "auction_passed", player=seat)
        _next_bidder(state, ctx, seat)
    elif action["type"] == "bid":
        _raise_bid(state, ctx, seat, action)
    else:
        raise IllegalAction("during an auction you can only raise the bid or pass")


def _apply_discard(state: GameState, ctx: Context, action: dict[str, Any]) -> None:
    if action["type"] != "discard":
        raise IllegalAction("you own too many plants: discard one first")
    _discard(state, ctx, action["player"], action)


def _open(state: GameState, ctx: Context, seat: int, action: dict[str, Any]) -> None:
    plant = action.get("plant")
    if not is_plant_id(plant, ctx.rules.plants) or plant not in ctx.rules.plant_market.current(state):
        shown = plant if type(plant) is int and abs(plant) <= MAX_INT else excerpt(plant)
        raise IllegalAction(f"plant {shown} is not in the current market", "plant_not_current", plant=shown)
    barred = acquire_refusal(state, ctx.rules, seat, plant)
    if barred is not None:
        raise barred
    bid = whole_number(action.get("bid"), "the bid")
    # BASE-AUCTION-5: the minimum bid is read from the card, so that a card whose id is not its
    # number fits: 33 for the Flux Generator, whose id is "flux" (PROMO-FLUX-1).
    minimum = ctx.rules.plants[plant].min_bid
    if bid < minimum:
        raise IllegalAction(f"the opening bid for plant {plant} must be at least {minimum}",
                             "bid_below_minimum", plant=plant, minimum=minimum)
    money = state["players"][seat]["money"]
    if bid > money:
        raise IllegalAction(f"a bid of {bid} is more than the {money} Elektro you have",
                             "bid_over_money", bid=bid, money=money)
    a = running(state)
    n = len(state["players"])
    # BASE-AUCTION-5/6: clockwise from the opener, among players still in this phase (a loop:
    # a comprehension would be one more call).
    done = a["done"]
    active: list[int] = []
    for k in range(seat, seat + n):
        other = k % n
        if other not in done:
            active.append(other)
    lot: PlantLot = {"plant": plant, "bid": bid, "leader": seat, "active": active, "turn": seat}
    a["lot"] = lot
    log(state, "auction_opened", player=seat, plant=plant, bid=bid)
    if ctx.rules.declared.acquire_needs_regions:
        for other in active[1:]:
            # CE-3: a player who may not acquire the plant must pass, so he is out at once.
            if acquire_refusal(state, ctx.rules, other, plant) is not None:
                active.remove(other)
                log(state, "auction_barred", player=other, plant=plant)
    _next_bidder(state, ctx, seat)


def _raise_bid(state: GameState, ctx: Context, seat: int, action: dict[str, Any]) -> None:
    lot = _lot(state)
    bid = whole_number(action.get("bid"), "the bid")
    check_raise(bid, lot["bid"], state["players"][seat]["money"])
    lot["bid"], lot["leader"] = bid, seat
    log(state, "bid", player=seat, bid=bid)
    _next_bidder(state, ctx, seat)


def _next_bidder(state: GameState, ctx: Context, after: int) -> None:
    """Pass the turn clockwise; players who cannot raise drop out at once (BASE-AUCTION-9, AMB-55)."""
    lot = _lot(state)
    n = len(state["players"])
    active = lot["active"]
    while len(active) > 1:
        for k in range(1, n + 1):                  # the first seat of `active` clockwise after `after`
            seat = (after + k) % n
            if seat in active:
                break
        else:
            raise StopIteration     # as next() of an empty generator: never with a seat active
        if state["players"][seat]["money"] > lot["bid"] or seat == lot["leader"]:
            lot["turn"] = seat
            return
        active.remove(seat)
        log(state, "auction_cannot_raise", player=seat)
        after = seat
    _sell(state, ctx)


def _sell(state: GameState, ctx: Context) -> None:
    """BASE-AUCTION-8/10/15: the winner pays, takes the plant, a card is drawn; over the limit he discards."""
    a = running(state)
    lot = _lot(state)
    seat, plant, price = lot["leader"], lot["plant"], lot["bid"]
    player = state["players"][seat]
    player["money"] -= price
    # A new read-only list: a search copy shares the plant lists (state_schema).
    player["plants"] = ReadOnlyList(sorted_plants([*player["plants"], plant]))
    a["done"].append(seat)
    a["bought"].append(seat)
    a["lot"] = None
    log(state, "plant_bought", player=seat, plant=plant, price=price)
    plant_bought = ctx.rules.expansion.plant_bought
    if plant_bought is not None:
        plant_bought(state, seat)                       # PROMO-SPY-5: the spy hands the card on
    ctx.rules.plant_market.after_purchase(state, ctx, plant)
    if len(player["plants"]) > ctx.rules.pc.max_plants:
        a["discard"], a["new"] = seat, plant


def _discard_templates(state: GameState, ctx: Context, seat: int) -> list[LegalAction]:
    """One template per plant he may discard and least return (the plant just bought may not go)."""
    player = state["players"][seat]
    plants, new = player["plants"], running(state)["new"]
    # The holdings are the same for every plant: they are read once.
    held = _held_counts(player["resources"])
    out: list[LegalAction] = []
    for i, p in enumerate(plants):
        if p != new:
            kept = plants[:i] + plants[i + 1:]      # the plants are distinct: all but p
            for r in _least_returns(state, ctx, seat, p, kept, held):
                out.append({"type": "discard", "player": seat, "plant": p, "return": r})
    return out


def _held_counts(resources: dict[str, int]) -> tuple[int, int, int, int]:
    """The holdings as counts in RESOURCE_TYPES order, missing types counted 0 (as token_storage.fits_in)."""
    get = resources.get
    return get("coal", 0), get("oil", 0), get("garbage", 0), get("uranium", 0)


def minimal_returns(state: GameState, ctx: Context, seat: int, plant: Card) -> list[dict[str, int]]:
    """The least sets of tokens that must go back to the supply if `plant` is discarded (AMB-7)."""
    player = state["players"][seat]
    kept = [p for p in player["plants"] if p != plant]
    return _least_returns(state, ctx, seat, plant, kept, _held_counts(player["resources"]))


def _least_returns(state: GameState, ctx: Context, seat: int, plant: Card, kept: Sequence[Card],
                   held: tuple[int, int, int, int]) -> list[dict[str, int]]:
    """minimal_returns, given the plants he keeps and his holdings (`_held_counts`)."""
    c, o, g, u = held
    if token_storage.counts_fit(c, o, g, u, capacities(state, ctx.rules, seat, kept)):     # token_storage.fits_in
        # His other plants hold everything: nothing need go back, and returning nothing is
        # below every other legal return, so it is the only least one.
        return [dict.fromkeys(RESOURCE_TYPES, 0)]
    discarded = tuple(ctx.rules.containers([plant]))
    # Everything he keeps stores tokens: his other plants and the Warehouse (PROMO-WARE-4).
    kept_in = tuple(containers(state, ctx.rules, seat, kept))
    tables = token_storage.discard_tables(discarded, kept_in)
    back = token_storage.forced_return(tables, held)
    if back is not None:
        # The usual discard: no type leaves a choice, so the one candidate (each type's forced
        # overflow) is the answer if it is legal, and there is nothing to search or to keep:
        # the holdings differ from one discard to the next, a cached answer is seldom asked again.
        return [dict(zip(RESOURCE_TYPES, back))] if token_storage.return_legal(tables, held, back) else []
    return [dict(r) for r in token_storage.least_returns(discarded, kept_in, held)]


def _discard(state: GameState, ctx: Context, seat: int, action: dict[str, Any]) -> None:
    a = running(state)
    player = state["players"][seat]
    plant = plant_id(action.get("plant"), ctx.rules.plants)
    if plant == a["new"]:
        raise IllegalAction("you cannot discard the plant you just bought", "discard_new_plant")
    if plant not in player["plants"]:
        raise IllegalAction(f"you do not own plant {plant}")
    if action.get("return") is None:
        options = minimal_returns(state, ctx, seat, plant)
        if len(options) > 1:
            raise IllegalAction("say which resources go back to the supply: several choices fit",
                                 "discard_choose_return")
        ret = options[0]
    else:
        ret = resource_amounts(action["return"], "the resources returned")
    held = player["resources"]
    kept = {}
    for r in RESOURCE_TYPES:
        if ret[r] > held[r]:
            raise IllegalAction("you cannot return more resources than you hold")
        kept[r] = held[r] - ret[r]
    kept_plants = list(player["plants"])
    kept_plants.remove(plant)                         # the plants are distinct: all but this one
    if not token_storage.fits_in(kept, capacities(state, ctx.rules, seat, kept_plants)):
        raise IllegalAction("your other plants cannot store what you want to keep: return more",
                             "discard_keep_too_much")
    if not token_storage.fits_in(ret, ctx.rules.capacities((plant,))):
        # BASE-AUCTION-16: only tokens that could sit on the discarded plant go back.
        raise IllegalAction(f"only resources that plant {plant} can hold go back to the supply",
                             "discard_return_not_on_plant", plant=plant)
    player["plants"] = ReadOnlyList(kept_plants)     # replaced: search copies share the old one
    state["box"].append(plant)                       # BASE-AUCTION-15: removed from the game
    for r in RESOURCE_TYPES:
        held[r] -= ret[r]
        state["supply"][r] += ret[r]                 # BASE-AUCTION-16: to the supply, never the market
    a["discard"] = a["new"] = None
    log(state, "plant_discarded", player=seat, plant=plant, returned={r: v for r, v in ret.items() if v})
    plant_discarded = ctx.rules.expansion.plant_discarded
    if plant_discarded is not None:
        plant_discarded(state, seat, plant)             # PROMO-TRANS-4


def finished(state: GameState) -> bool:
    a = running(state)
    return a["discard"] is None and a["lot"] is None and chooser(state) is None


def finish(state: GameState, ctx: Context) -> None:
    """End of Phase 2: round-1 re-ranking (every round's ranking where Phase 1 follows the
    auction, BW-2), no-purchase removal, Step 3 clean-up."""
    if state["round"] == 1 or ctx.rules.declared.order_after_auction:
        state["order"] = ranked_order(state)             # BASE-ORDER-4, BW-2
        log(state, "order_set", order=list(state["order"]))
        after_ranking = ctx.rules.expansion.after_ranking
        if after_ranking is not None:
            after_ranking(state)                          # PROMO-CONTRACT-3
    ctx.rules.plant_market.end_of_auction(state, ctx, anyone_bought=bool(running(state)["bought"]))
    state["auction"] = None


OPEN = ActionType.of(OpenAction)
DISCARD = ActionType.of(DiscardAction)
CHOOSING = DecisionKind("choose", actions=(OPEN, PASS), legal=_choice_templates, apply=_apply_choice,
                        whose=chooser)
BIDDING = DecisionKind("bid", actions=(BID, PASS), legal=_bid_templates, apply=_apply_bid, whose=_bidder)
DISCARDING = DecisionKind("discard", actions=(DISCARD,), legal=_discard_templates, apply=_apply_discard,
                          whose=_discarding)
DECISIONS = (CHOOSING, BIDDING, DISCARDING)
