"""The plant market's strategy: the base game's deck and market procedure as one object a map
declares (`MapRules.plant_market`, `Rules.plant_market`), with the parameters the maps change.

The phases call only its methods; it performs them with the market's moves (plant_market.py:
draws, removals, obsolescence, the Step 3 card). A map with other deck rules (China's planned
deck, plant_market_china.py) subclasses it. Its deck zones and the deck every player knows are
the deck's part of the one model of what a player has not seen (hidden.py, AMB-80).
"""
from __future__ import annotations

from typing import TYPE_CHECKING, TypedDict

from .data import STEP3
from .decisions import expansion_cards
from .hidden import hidden_zones
from .plant_market import (BASE_SIZE, MarketSize, bureaucracy_update, current_market, current_size, draw,
                           end_of_auction, future_market, plants_in_market, remove_lowest_then_draw, remove_obsolete,
                           sort_key, start_step2, step3_layout, take_bought_plant)
from .promo_state import leader_cities
from .state_schema import Card, GameState

if TYPE_CHECKING:
    from .engine import Context
    from .hidden import Pile
    from .randomness import Randomness
    from .rules import Rules

    # A slice of the deck whose order no player knows: (pile, start, stop[, group]), as hidden.Zone.
    DeckZone = tuple[Pile, int, int] | tuple[Pile, int, int, int]


def known_deck(state: GameState, rules: Rules, seat: int | None = None) -> list[Card | None]:
    """The deck from the top as `seat` knows it (None: what every player knows): a card where
    it is known, None where it lies in one of the hidden zones (hidden.py, AMB-80). The view,
    `Game.public_deck` and the observations of the computer players all read the zones."""
    out: list[Card | None] = list(state["deck"])
    for key, start, stop, _group in hidden_zones(state, rules, seat):
        if key == "deck":
            out[start:stop] = [None] * (stop - start)
    return out


class MarketRules(TypedDict):
    """How a plant market behaves now, in facts a page can state (see docs/API.md)."""
    future_market: bool
    replaced_after_purchase: bool
    everyone_buys_round1: bool
    phase5_min_draws: int
    phase5_market_size: int
    extra_current: list[Card]
    pass_removes: list[Card]


class BasePlantMarket:
    """The base game's deck and plant-market procedure, as one replaceable strategy.

    A map with other deck rules (China's planned deck, its market of N-1 plants, no
    obsolescence) supplies a subclass through Rules.plant_market; the phases only call
    these methods.
    """
    def __init__(self, no_purchase_removals: int = 1, small_plants_obsolete: bool = True,
                 top_cards: tuple[Card, ...] = (13,), out_of_game: tuple[Card, ...] = (),
                 removal_spared: frozenset[Card] = frozenset(), set_aside: tuple[Card, ...] = (),
                 bureaucracy_removals: int = 0, fifth_current: frozenset[Card] = frozenset(),
                 opening_market: tuple[Card, ...] = (3, 4, 5, 6, 7, 8, 9, 10), size: MarketSize = BASE_SIZE,
                 top_mix: tuple[Card, ...] = (), top_mix_depth: int = 0, first_pass_removals: int = 0,
                 below_step3: int = 0) -> None:
        # The parameters a map declaration may change (powergrid.variants; BW-3, BW-4, FR-2, BR-2,
        # BR-3, SP-3, BX-5, BX-4, RU-2, RU-3, RU-4, UK-7).
        self.opening_market = tuple(opening_market)        # BASE-SETUP-11
        self.size = size
        # Read at every move: a NamedTuple's field is read without the interpreter's fast path.
        self.on_sale = size.current
        self.top_mix = tuple(top_mix)
        self.top_mix_depth = top_mix_depth
        self.first_pass_removals = first_pass_removals
        self.no_purchase_removals = no_purchase_removals
        self.small_plants_obsolete = small_plants_obsolete
        self.top_cards = tuple(top_cards)
        self.out_of_game = tuple(out_of_game)
        self.removal_spared = removal_spared
        self.set_aside = tuple(set_aside)
        # The cards that head the deck openly while not drawn: the ones put on top at set-up, and
        # the ones set aside once put back on top (a drawn card never returns above the Step 3 card).
        self.known_head = frozenset(self.top_cards) | frozenset(self.set_aside)
        self.bureaucracy_removals = bureaucracy_removals
        self.fifth_current = fifth_current
        self.below_step3 = below_step3

    def build_deck(self, state: GameState, rng: Randomness, rules: Rules) -> None:
        """BASE-SETUP-11/12/13: opening market, random removals, 13 on top, Step 3 card at the bottom.
        A map may put other plants on top (FR-2: 11; BR-3: 13 then 14) and take plants out of the
        game openly first (FR-2): they are shuffled with nothing and follow the face-down removals
        in the box. Plants the removal spares (BR-2) are shuffled in with the ones it left. Plants
        set aside until Step 2 (SP-3) wait openly beside the deck, never removed at set-up. A map
        may open with other plants (RU-2: 03-05 and 07-09) and shuffle plants it kept apart into
        the top of the deck, under the ones on top, after the removals (RU-2: 10 and 11 with the
        top three). A map may put the last plants of the shuffle below the Step 3 card (UK-7)."""
        state["market"] = list(self.opening_market)
        # The cards an expansion deals into the deck itself (the Flux Generator) stay out of it.
        aside = (*self.top_cards, *expansion_cards(rules), *self.out_of_game, *self.set_aside, *self.top_mix)
        rest = [p for p in sorted(rules.plants, key=sort_key) if p not in self.opening_market and p not in aside]
        spared = [p for p in rest if p in self.removal_spared]
        rest = rng.shuffle(state, [p for p in rest if p not in self.removal_spared], "deck")
        removed = rules.pc.removed_plants
        kept = rest[removed:]
        if spared:          # only then: a shuffle more would change every other map's draws
            kept = rng.shuffle(state, kept + spared, "deck_spared")
        if self.top_mix:    # (so here)
            depth = self.top_mix_depth
            kept = rng.shuffle(state, kept[:depth] + list(self.top_mix), "deck_top_mix") + kept[depth:]
        state["box"] = rest[:removed] + list(self.out_of_game)     # removed face down, unseen; then the open ones
        above = len(kept) - self.below_step3
        state["deck"] = [*self.top_cards] + kept[:above] + [STEP3] + kept[above:]
        if self.set_aside:
            state["aside"] = list(self.set_aside)
        if rules.expansion.set_up is not None:
            rules.expansion.set_up(state, rng, rules)     # PROMO-GEN-2, after the removals

    def fixed_head(self) -> int:
        """How many cards of the new deck's top keep their place when the promo cards are shuffled
        in (AMB-128): the plants put on top (BR-3) and the ones mixed in under them (RU-2)."""
        return len(self.top_cards) + (len(self.top_mix) + self.top_mix_depth if self.top_mix else 0)

    def face_down_removed(self, rules: Rules) -> int:
        """How many cards at the start of state["box"] were removed face down at set-up
        (BASE-SETUP-13): the box's zone rule of the hidden-information model (hidden.py)."""
        return rules.pc.removed_plants

    def current(self, state: GameState) -> list[Card]:
        return current_market(state, self.fifth_current, self.on_sale)

    def deck_zones(self, state: GameState, rules: Rules) -> list[DeckZone]:
        """The deck's zone rule of the hidden-information model (hidden.py): where its cards
        no player has seen lie, as (state key, start, stop) slices (AMB-80).

        The shuffled part of the deck lies between plant 13 (still on top while undrawn,
        BASE-SETUP-12; so each plant a map puts on top, BR-3), or the plants set aside until Step
        2 that still lie where they were put (SP-3), and the Step 3 card, below which the plants
        put under the deck sit in known order (BASE-BUREAU-10), after the plants a map put there
        at set-up, as unknown as the ones above it (UK-7). Once the Step 3 card has been
        drawn the deck is reshuffled (BASE-STEP3-2..4) and all of it is unknown, except in the
        beginner game, which replaces the card without a shuffle (BEGINNER-6): only the plants a
        map put below the card at set-up are still unknown there, on top.
        """
        deck = state["deck"]
        if STEP3 in deck:
            start, known = 0, self.known_head
            while deck[start] in known:                 # (the Step 3 card below ends the run)
                start += 1
            step3 = deck.index(STEP3)
            below: list[DeckZone] = [("deck", step3 + 1, step3 + 1 + self.below_step3)] if self.below_step3 else []
            return [("deck", start, step3), *below]
        if not rules.beginner:
            return [("deck", 0, len(deck))]
        if self.below_step3:
            # BEGINNER-6 with UK-7: the plants that lay below the card are drawn first, unseen;
            # the state does not say how many are left, so as many places as there were stay
            # hidden (at worst a plant put under the deck in sight is hidden too, never the
            # reverse).
            return [("deck", 0, min(self.below_step3, len(deck)))]
        return []

    def future(self, state: GameState) -> list[Card]:
        return future_market(state, self.fifth_current, self.on_sale)

    def after_purchase(self, state: GameState, ctx: Context, plant: Card) -> None:
        take_bought_plant(state, ctx, plant)

    def after_pass(self, state: GameState, ctx: Context) -> None:
        """A player passed instead of opening an auction: on a map that says so, the first to do
        so in a round removes the lowest plants, which are replaced at once (RU-4)."""
        if self.first_pass_removals and self._passes(state) == 1:
            remove_lowest_then_draw(state, ctx, self.first_pass_removals, "first_pass")

    def pass_removes(self, state: GameState) -> list[Card]:
        """The plants a pass instead of opening an auction would remove now (RU-4): the lowest
        while nobody has passed so in this round's Phase 2, else none."""
        if not self.first_pass_removals or state["phase"] != "auction" or self._passes(state):
            return []
        return plants_in_market(state)[:self.first_pass_removals]

    @staticmethod
    def _passes(state: GameState) -> int:
        """How many players passed instead of opening an auction in this Phase 2."""
        auction = state["auction"]
        if auction is None:
            return 0
        return sum(seat not in auction["bought"] for seat in auction["done"])

    def replace_promo_card(self, state: GameState, ctx: Context) -> None:
        """A promo card was resolved: the top card of the deck takes its place (PROMO-GEN-7)."""
        draw(state, ctx)

    def end_of_auction(self, state: GameState, ctx: Context, anyone_bought: bool) -> None:
        end_of_auction(state, ctx, anyone_bought, self.no_purchase_removals)

    def after_house(self, state: GameState, ctx: Context) -> None:
        remove_obsolete(state, ctx)

    def start_step2(self, state: GameState, ctx: Context) -> None:
        start_step2(state, ctx)

    def start_bureaucracy(self, state: GameState, ctx: Context) -> None:
        """Start of Phase 5, before anyone is paid: nothing in the base game (China refills here)."""

    def bureaucracy_update(self, state: GameState, ctx: Context) -> None:
        bureaucracy_update(state, ctx, self.bureaucracy_removals)

    def market_rules(self, state: GameState, players: int) -> MarketRules:
        """How this plant market behaves now, in facts a page can state (see docs/API.md)."""
        # Steps 1-2 draw one plant more for each a map also removes then (BX-5).
        step3 = state["step"] == 3
        current = self.current(state)
        return {"future_market": not step3_layout(state), "replaced_after_purchase": True,
                "everyone_buys_round1": True, "phase5_min_draws": 1 if step3 else 1 + self.bureaucracy_removals,
                "phase5_market_size": self.size.step3 if step3 else self.size.total,
                "extra_current": [] if step3_layout(state) else current[current_size(state, size=self.size.current):],
                "pass_removes": self.pass_removes(state)}

    def public_deck(self, state: GameState, rules: Rules) -> list[Card | None]:
        """The deck from the top, a card where every player knows it, None where it is hidden:
        `known_deck` of what every player knows (hidden.py is the one model of it)."""
        return known_deck(state, rules)

    def hidden_positions(self, state: GameState, rules: Rules) -> list[int]:
        """Indices (0 = top) of the deck cards whose identity is secret."""
        return [i for i, c in enumerate(self.public_deck(state, rules)) if c is None]

    def check(self, state: GameState, rules: Rules) -> None:
        """INV-11/12 of the base plant market."""
        market = state["market"]                                               # INV-11
        assert market == sorted(market, key=sort_key), "INV-11: market not sorted"
        if STEP3 in market:
            assert state["phase"] == "auction", "INV-10: Step 3 card in the market outside Phase 2"
        size = self.size.step3 if step3_layout(state) else self.size.total
        if state["phase"] != "over":
            owed_draws = rules.expansion.owed_draws      # replacements of promo cards not yet resolved
            owed = owed_draws(state) if owed_draws is not None else 0
            assert len(market) + owed <= size, f"INV-11: {len(market)} cards in the market"
            assert len(market) + owed == size or not state["deck"], f"INV-11: {len(market)} cards, deck not empty"
        if not self.small_plants_obsolete:          # BW-4: small plants stay
            return
        lead = leader_cities(state)                                            # INV-12
        low = plants_in_market(state)
        assert not low or sort_key(low[0]) > lead or state["phase"] == "over", \
            f"INV-12: plant {low[0]} <= {lead} cities"
