"""The plant market and the deck: draws, removals, obsolescence and the Step 3 card.

Rules: BASE-SETUP-11/14, BASE-MARKET-1..9, BASE-AUCTION-10/17, BASE-BUREAU-10/11/12,
BASE-STEP2-2, BASE-STEP3-1..12, BEGINNER-6, T-REMOVAL, T-STEP3; plants set aside until Step 2
(SP-3, AMB-121, AMB-122); a smaller market (RU-3).
"""
from __future__ import annotations

from bisect import insort
from typing import TYPE_CHECKING, NamedTuple

from .data import STEP3, plant_key
from .events import log
from .promo_state import leader_cities
from .state_schema import Card, GameState

if TYPE_CHECKING:
    from .engine import Context

# The rules revision (the "timing" option, AMB-70) from which the plants that leave after a round
# without a purchase all leave before any is replaced (BW-3).
REMOVALS_AT_ONCE = 3


class MarketSize(NamedTuple):
    """How many plants the market shows in Steps 1-2: `current` on sale and `future` coming
    (BASE-AUCTION-2: 4 and 4; RU-3: 3 and 3)."""
    current: int = 4
    future: int = 4

    @property
    def total(self) -> int:
        return self.current + self.future

    @property
    def step3(self) -> int:
        """The Step 3 market, all on sale: the Step 3 card leaves with the lowest plant and
        neither is replaced (BASE-STEP3-2..4), so two fewer (BASE-MARKET-2: 6; RU-3: 4)."""
        return self.total - 2


BASE_SIZE = MarketSize()


def sort_key(card: Card) -> float:
    """The Step 3 card sorts above every plant (BASE-STEP3-2, AMB-15); the Flux Generator
    between 33 and 34 (PROMO-FLUX-1)."""
    if type(card) is int:       # a numbered plant, its own key (the usual card, without plant_key's call)
        return card
    return 10_000 if card == STEP3 else plant_key(card)


def plants_in_market(state: GameState) -> list[Card]:
    market = state["market"]
    return [c for c in market if c != STEP3] if STEP3 in market else market[:]


def step3_layout(state: GameState) -> bool:
    """Step 3 market, all plants on sale (BASE-MARKET-2), also for the rest of a Phase 4 in which
    the card was removed."""
    return state["step"] == 3 or (state["step3_pending"] and STEP3 not in state["market"])


def current_size(state: GameState, fifth: frozenset[Card] = frozenset(), size: int = BASE_SIZE.current) -> int:
    """How many of the market's cards are current in Steps 1-2: `size`, four (BASE-AUCTION-2,
    three: RU-3), or one more where the lowest future plant is one of `fifth`, the plants a map
    lets join them (BX-4)."""
    market = state["market"]
    return size + 1 if fifth and len(market) > size and market[size] in fifth else size


def current_market(state: GameState, fifth: frozenset[Card] = frozenset(), size: int = BASE_SIZE.current) -> list[Card]:
    """Plants that may be auctioned (BASE-AUCTION-2, BX-4, RU-3)."""
    if step3_layout(state):
        return plants_in_market(state)
    current = state["market"][:current_size(state, fifth, size)]
    return [c for c in current if c != STEP3] if STEP3 in current else current


def future_market(state: GameState, fifth: frozenset[Card] = frozenset(), size: int = BASE_SIZE.current) -> list[Card]:
    return [] if step3_layout(state) else state["market"][current_size(state, fifth, size):]


def _insert(state: GameState, card: Card) -> None:
    insort(state["market"], card, key=sort_key)        # the market stays sorted (INV-11)


def to_box(state: GameState, card: Card, reason: str) -> None:
    state["market"].remove(card)
    state["box"].append(card)
    log(state, "plant_removed", plant=card, reason=reason)


def reshuffle(state: GameState, ctx: Context) -> None:
    state["deck"] = ctx.rng.shuffle(state, state["deck"], "reshuffle")
    log(state, "deck_shuffled")


def draw(state: GameState, ctx: Context) -> None:
    """Draw the top card into the market (BASE-MARKET-3), then check obsolescence (BASE-MARKET-5)."""
    _draw_card(state, ctx)
    remove_obsolete(state, ctx)


def _draw_card(state: GameState, ctx: Context) -> None:
    if not state["deck"]:
        log(state, "deck_empty")      # BASE-MARKET-9, BASE-STEP3-10
        return
    card = state["deck"].pop(0)
    if card == STEP3:
        _step3_card_drawn(state, ctx)
        return
    expansion = ctx.rules.expansion
    takes_card, plant_drawn = expansion.takes_card, expansion.plant_drawn
    if takes_card is not None and takes_card(state, card):   # a promo card (PROMO-GEN-9)
        return
    _insert(state, card)
    log(state, "plant_drawn", plant=card)
    if plant_drawn is not None:
        plant_drawn(state, ctx, card)    # the Flux Generator's removal (PROMO-FLUX-4)


def _step3_card_drawn(state: GameState, ctx: Context) -> None:
    if ctx.rules.beginner:
        state["box"].append(STEP3)              # BEGINNER-6: removed and replaced
        log(state, "plant_removed", plant=STEP3, reason="beginner")
        _draw_card(state, ctx)
        return
    log(state, "step3_drawn")
    return_set_aside(state, on_top=False)       # AMB-122: Step 2 is skipped, they join the shuffle
    state["step3_pending"] = True               # BASE-STEP3-1: Step 3 begins with the next phase
    if state["phase"] == "auction":
        _insert(state, STEP3)                   # BASE-STEP3-2: highest card of the future market
        reshuffle(state, ctx)
    else:
        state["box"].append(STEP3)              # BASE-STEP3-3/4: removed with the lowest plant
        log(state, "plant_removed", plant=STEP3, reason="step3")
        remove_lowest(state, ctx, replace=False, reason="step3")
        reshuffle(state, ctx)


def remove_lowest(state: GameState, ctx: Context, replace: bool, reason: str) -> None:
    """Remove the lowest plant (never the Step 3 card, BASE-MARKET-7), optionally replacing it."""
    plants = plants_in_market(state)
    if not plants:
        return
    to_box(state, plants[0], reason)
    if replace:
        draw(state, ctx)


def remove_obsolete(state: GameState, ctx: Context) -> None:
    """BASE-MARKET-4: market plants numbered at or below the leader's city count leave the game
    (not on a map whose declaration keeps them, BW-4)."""
    if not ctx.rules.plant_market.small_plants_obsolete:
        return
    lead = leader_cities(state)
    while True:
        # The lowest plant of the market (plants_in_market(state)[0]), without the list: asked
        # after every house.
        for lowest in state["market"]:
            if lowest != STEP3:
                break
        else:
            return
        if sort_key(lowest) > lead:
            return
        to_box(state, lowest, "obsolete")
        _draw_card(state, ctx)


def take_bought_plant(state: GameState, ctx: Context, plant: Card) -> None:
    """A plant leaves the market to its buyer; a replacement is drawn (BASE-AUCTION-10)."""
    state["market"].remove(plant)
    draw(state, ctx)


def remove_lowest_then_draw(state: GameState, ctx: Context, removals: int, reason: str,
                            draws: int | None = None) -> None:
    """Remove the `removals` lowest plants at once (never the Step 3 card, BASE-MARKET-7), then
    draw `draws` cards, as many as were removed unless told (BW-3 from rules revision 3, BX-5).
    Each draw is an ordinary one: a Step 3 card or a promo card among them is handled as
    wherever it is drawn (BASE-STEP3-2..4, PROMO-GEN-9; AMB-100)."""
    for card in plants_in_market(state)[:removals]:
        to_box(state, card, reason)
    for _ in range(removals if draws is None else draws):
        draw(state, ctx)


def end_of_auction(state: GameState, ctx: Context, anyone_bought: bool, removals: int = 1) -> None:
    """BASE-AUCTION-17 first (`removals` plants, two on Baden-Württemberg, BW-3), then the
    Step 3 clean-up of BASE-STEP3-2 (BASE-STEP3-12)."""
    if state["round"] > 1 and not anyone_bought:
        if state["options"].get("timing", 1) >= REMOVALS_AT_ONCE:
            remove_lowest_then_draw(state, ctx, removals, "no_purchase")
        else:
            # Revisions before: each plant removed and replaced before the next one leaves, so
            # the second removal may take the plant just drawn; saves made then replay so.
            for _ in range(removals):
                remove_lowest(state, ctx, replace=True, reason="no_purchase")
    step3_cleanup(state, ctx)


def step3_cleanup(state: GameState, ctx: Context) -> None:
    """BASE-STEP3-2 at the end of Phase 2: a Step 3 card in the market leaves with the lowest plant."""
    if STEP3 in state["market"]:
        state["market"].remove(STEP3)
        state["box"].append(STEP3)
        log(state, "plant_removed", plant=STEP3, reason="step3")
        remove_lowest(state, ctx, replace=False, reason="step3")


def start_step2(state: GameState, ctx: Context) -> None:
    """BASE-STEP2-1/2: Step 2 begins; the lowest plant leaves once and is replaced. The plants a
    map set aside for Step 2 go on top of the deck in between, so the first of them is the
    replacement (SP-3, AMB-121)."""
    state["step"] = 2
    log(state, "step_started", step=2)
    removed = bool(plants_in_market(state))
    remove_lowest(state, ctx, replace=False, reason="step2")
    return_set_aside(state, on_top=True)
    if removed:
        draw(state, ctx)


def return_set_aside(state: GameState, on_top: bool) -> None:
    """The plants set aside at set-up join the deck: on top in their set-aside order (the first
    topmost) when Step 2 begins (SP-3), at the bottom before a shuffle when Step 2 is skipped
    (AMB-122). Nothing on a map that sets none aside."""
    aside = state.get("aside")
    if not aside:
        return
    state["deck"] = list(aside) + state["deck"] if on_top else state["deck"] + list(aside)
    state["aside"] = []
    log(state, "plants_returned", plants=list(aside), on_top=on_top)


def bureaucracy_update(state: GameState, ctx: Context, removals: int = 0) -> None:
    """BASE-BUREAU-10/11: Steps 1-2 put the highest plant under the deck; Step 3 drops the lowest.
    `removals`: plants a map also removes from the game in Steps 1-2, at the same time as the
    highest goes under the deck, before the gaps are filled (BX-5)."""
    if state["step"] == 3:
        remove_lowest(state, ctx, replace=True, reason="step3_round")
        return
    plants = plants_in_market(state)
    if plants:
        highest = plants[-1]
        state["market"].remove(highest)
        state["deck"].append(highest)
        log(state, "plant_to_deck_bottom", plant=highest)
    if removals:
        remove_lowest_then_draw(state, ctx, removals, "bureaucracy", draws=removals + 1)
    else:
        draw(state, ctx)


def begin_phase(state: GameState, phase: str) -> None:
    """Enter a phase; a pending Step 3 begins now (BASE-STEP3-1, T-STEP3)."""
    state["phase"] = phase
    if state["step3_pending"] and STEP3 not in state["market"]:
        state["step3_pending"] = False
        state["step"] = 3
        log(state, "step_started", step=3)
