"""China's planned economy: the plant-market strategy of the China map (CHINA-2..20, T-CHINA-DECK).

The phases call the same hooks as for the base game; this subclass answers them with
China's rules: a fixed removal and a deck built in bands instead of a shuffle, a market
of one plant per player in round 1 and N-1 afterwards, no future market, no
replacement of a bought plant before Step 3, no obsolescence, no removal when nobody
buys, the plant refill at the very start of Phase 5, Step 3 only in Phase 5, and a
market of 4 in Step 3.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, TypedDict

from .data import STEP3
from .events import log
from .plant_market import plants_in_market, reshuffle, sort_key
from .plant_market_strategy import BasePlantMarket, MarketRules
from .state_schema import Card, GameState

if TYPE_CHECKING:
    from .engine import Context
    from .randomness import Randomness
    from .plant_market_strategy import DeckZone
    from .rules import Rules

# CHINA-2, AMB-35: plants removed from the game by player count (public, not drawn).
REMOVED = {2: (3, 4, 9, 11, 16, 18, 20, 24, 30, 33, 46),
           3: (3, 4, 9, 11, 16, 18, 20, 24, 30, 33, 46),
           4: (3, 4, 11, 18, 24, 33, 46),
           5: (3, 4, 33),
           6: (3, 4, 33)}
TOP_BAND_MAX = 30               # CHINA-3: 05-30 on top in ascending order
MIDDLE_BAND = (31, 32, 34, 35)  # CHINA-3: shuffled together with the Step 3 card
STEP3_MARKET = 4                # CHINA-17/20
MIN_DRAWS = {2: 1, 3: 1, 4: 2, 5: 2, 6: 3}   # CHINA-14


def market_target(players: int) -> int:
    """CHINA-9/15: N-1 plants in Steps 1-2, but 2 with 2 players."""
    return max(players - 1, 2)


class DeckBand(TypedDict):
    """A band of the deck (CHINA-3): its cards, and whether their order is known."""
    cards: list[Card]
    ordered: bool


class ChinaPlantMarket(BasePlantMarket):
    """The China map's deck and plant market (CHINA-2..20)."""

    # ---- set-up ---------------------------------------------------------------------
    def build_deck(self, state: GameState, rng: Randomness, rules: Rules) -> None:
        """CHINA-2/3/4: fixed removal, deck built bottom-up, one plant per player on sale."""
        removed = REMOVED[rules.players]
        # Numbers only: the sort admits no other plant id (no Flux Generator on this deck).
        kept = [p for p in sorted(rules.plants) if isinstance(p, int) and p not in removed]
        top = [p for p in kept if p <= TOP_BAND_MAX]
        middle = rng.shuffle(state, [p for p in kept if p in MIDDLE_BAND] + [STEP3], "deck_middle")
        bottom = rng.shuffle(state, [p for p in kept if p > TOP_BAND_MAX and p not in MIDDLE_BAND],
                             "deck_bottom")
        state["box"] = list(removed)
        deck = top + middle + bottom
        state["market"] = deck[:rules.players]          # CHINA-4: the lowest N plants
        state["deck"] = deck[rules.players:]

    def face_down_removed(self, rules: Rules) -> int:
        """CHINA-2, AMB-63: the fixed removals are named openly; nothing is removed face down."""
        return 0

    # ---- what is on sale --------------------------------------------------------------
    def current(self, state: GameState) -> list[Card]:
        """CHINA-6: every plant in the market can be auctioned, in every Step."""
        return plants_in_market(state)

    def future(self, state: GameState) -> list[Card]:
        return []

    def target_size(self, state: GameState, players: int) -> int:
        """How many plants the market holds at the start of Phase 2 (CHINA-4/9/20)."""
        if state["step"] == 3:
            return STEP3_MARKET
        return players if state["round"] == 1 else market_target(players)

    def market_rules(self, state: GameState, players: int) -> MarketRules:
        """CHINA-6/7/8/14/15/20 as facts a page can state."""
        step3 = state["step"] == 3
        return {"future_market": False, "replaced_after_purchase": step3,
                "everyone_buys_round1": True,
                "phase5_min_draws": 1 if step3 else MIN_DRAWS[players],
                "phase5_market_size": STEP3_MARKET if step3 else market_target(players), "extra_current": [],
                "pass_removes": []}

    # ---- what is public about the deck (for bots and the page) -------------------------
    def deck_bands(self, state: GameState) -> list[DeckBand]:
        """The deck from the top as bands [{"cards": [...], "ordered": bool}].

        Before Step 3 the deck keeps the bands of CHINA-3: the top band in ascending order
        is public, the middle and bottom bands are known as sets but not their order. From
        Step 3 on (CHINA-19, reshuffled) the whole deck is one hidden band.
        """
        deck = state["deck"]
        if state["step"] == 3:
            return [{"cards": sorted(deck, key=sort_key), "ordered": False}] if deck else []
        top: list[Card] = [c for c in deck if isinstance(c, int) and c <= TOP_BAND_MAX]     # (not the Step 3 card)
        middle = [c for c in deck if c == STEP3 or c in MIDDLE_BAND]
        bottom = [c for c in deck if c not in top and c not in middle]
        bands: list[DeckBand] = [{"cards": top, "ordered": True},
                                 {"cards": sorted(middle, key=sort_key), "ordered": len(middle) <= 1},
                                 {"cards": sorted(bottom, key=sort_key), "ordered": len(bottom) <= 1}]
        return [b for b in bands if b["cards"]]

    def deck_zones(self, state: GameState, rules: Rules) -> list[DeckZone]:
        """The unordered bands of deck_bands as (key, start, stop, band): each is redealt only
        within itself (AMB-80); nothing is removed face down (AMB-63)."""
        zones: list[DeckZone] = []
        at = 0
        for n, band in enumerate(self.deck_bands(state)):
            size = len(band["cards"])
            if not band["ordered"]:
                zones.append(("deck", at, at + size, n))
            at += size
        return zones

    # ---- Phase 2 ---------------------------------------------------------------------
    def after_purchase(self, state: GameState, ctx: Context, plant: Card) -> None:
        """CHINA-8: not replaced in Steps 1-2; CHINA-20: replaced at once in Step 3."""
        state["market"].remove(plant)
        if state["step"] == 3:
            self._draw(state, ctx)

    def end_of_auction(self, state: GameState, ctx: Context, anyone_bought: bool) -> None:
        """CHINA-10: nothing is removed when nobody buys; the Step 3 card never reaches Phase 2."""

    # ---- Phase 4 ---------------------------------------------------------------------
    def after_house(self, state: GameState, ctx: Context) -> None:
        """CHINA-11: no obsolescence."""

    def start_step2(self, state: GameState, ctx: Context) -> None:
        """CHINA-12: the lowest plant leaves and the top card replaces it.

        The Step 3 card drawn here is put back on top, so the Phase 5 refill that follows
        at once meets it first (CHINA-18, AMB-36).
        """
        state["step"] = 2
        log(state, "step_started", step=2)
        plants = plants_in_market(state)
        if plants:
            self._to_box(state, plants[0], "step2")
        card = self._draw(state, ctx)
        if card == STEP3:
            state["deck"].insert(0, STEP3)

    # ---- Phase 5 ---------------------------------------------------------------------
    def start_bureaucracy(self, state: GameState, ctx: Context) -> None:
        """CHINA-13..18: in Steps 1-2 the plant refill comes first, before income and restock."""
        if state["step"] == 3:
            return
        target = market_target(ctx.rules.players)
        for _ in range(MIN_DRAWS[ctx.rules.players]):                 # CHINA-14
            if self._draw(state, ctx) == STEP3:
                return
        while len(state["market"]) < target and state["deck"]:       # CHINA-15
            if self._draw(state, ctx) == STEP3:
                return
        while len(state["market"]) > target:                          # CHINA-15
            self._to_box(state, state["market"][0], "china_surplus")

    def bureaucracy_update(self, state: GameState, ctx: Context) -> None:
        """CHINA-16: nothing under the deck in Steps 1-2; CHINA-20: Step 3 drops and replaces the lowest.

        The Phase 5 in which Step 3 began has already set the market of 4 (AMB-60).
        """
        if state["step"] != 3 or state.get("step3_round") == state["round"]:
            return
        plants = plants_in_market(state)
        if plants:
            self._to_box(state, plants[0], "step3_round")
        self._draw(state, ctx)

    # ---- helpers ---------------------------------------------------------------------
    def _draw(self, state: GameState, ctx: Context) -> Card | None:
        """Draw the top card into the market; the Step 3 card starts Step 3 (CHINA-17)."""
        if not state["deck"]:
            log(state, "deck_empty")                  # BASE-STEP3-10
            return None
        card = state["deck"].pop(0)
        if card == STEP3:
            if state["phase"] == "bureaucracy":
                self._begin_step3(state, ctx)
            return card
        state["market"].append(card)
        state["market"].sort()
        log(state, "plant_drawn", plant=card)
        return card

    def _begin_step3(self, state: GameState, ctx: Context) -> None:
        """CHINA-17/18/19: remove the card and the lowest plant, shuffle, then exactly 4 plants."""
        log(state, "step3_drawn")
        state["box"].append(STEP3)
        log(state, "plant_removed", plant=STEP3, reason="step3")
        plants = plants_in_market(state)
        if plants:
            self._to_box(state, plants[0], "step3")
        reshuffle(state, ctx)                                        # CHINA-19, AMB-34
        state["step"] = 3                                            # CHINA-18: at once
        state["step3_round"] = state["round"]
        log(state, "step_started", step=3)
        while len(state["market"]) < STEP3_MARKET and state["deck"]:
            self._draw(state, ctx)
        while len(state["market"]) > STEP3_MARKET:
            self._to_box(state, state["market"][0], "step3")

    @staticmethod
    def _to_box(state: GameState, card: Card, reason: str) -> None:
        state["market"].remove(card)
        state["box"].append(card)
        log(state, "plant_removed", plant=card, reason=reason)

    # ---- invariants ------------------------------------------------------------------
    def check(self, state: GameState, rules: Rules) -> None:
        """INV-11 for China: sorted, no Step 3 card on sale, never more plants than CHINA-4/9/17/20 allow."""
        market = state["market"]
        assert market == sorted(market, key=sort_key), "INV-11: market not sorted"
        assert STEP3 not in market, "CHINA-17: the Step 3 card in the market"
        if state["phase"] == "over":
            return
        assert len(market) <= self.target_size(state, rules.players), \
            f"CHINA-9/20: {len(market)} plants in the market"
        if state["step"] == 3:
            assert len(market) == STEP3_MARKET or not state["deck"], \
                f"CHINA-20: {len(market)} plants in Step 3 with cards in the deck"

