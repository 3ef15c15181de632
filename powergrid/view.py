"""The read model: what a player at the table sees, as plain JSON (`Game.view(seat)`).

A UI, a log viewer or a computer player reads the game through this, never through the
raw state. The public part is everything on the table: the board and its houses, the
resource markets, each player's money, plants and stored tokens, the face-up plant cards,
how many cards lie in the deck and in the box, the deck's and the box's cards every player
knows (the zones of hidden.py, the model the computer players' observations use too, AMB-82),
Step, phase, round, turn order, the decision, the log and the money ledger. It never holds
what no player may know: the shuffled part of the deck, the plants removed face down at
set-up (BASE-SETUP-13), the seed or the state of the random source.

`private(state, rules, seat)` is what only `seat` may know on top of that: the sights of the
same model (an expansion's card that shows one seat a card), so the page never has to look into
the state. The shape of every part is declared in view_schema.py; an expansion shows its cards
through its seam (Expansion.public_view).
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, cast

from . import engine, hidden
from .ledger import Ledger
from .data import HOUSES_PER_PLAYER, RESOURCE_TYPES, SLOT_PRICES
from .frozen import FrozenCopies, thaw
from .promo_state import city_count
from .rules import Rules
from .state_schema import GameState

if TYPE_CHECKING:
    from .view_schema import (CityOpenView, GameView, LedgerView, MarketRulesView, PlantVersionView, PlayerView,
                              SeatView)


def _players(state: GameState) -> list[PlayerView]:
    return [{"seat": seat, "name": p["name"], "money": p["money"], "plants": list(p["plants"]),
             "resources": {r: p["resources"].get(r, 0) for r in RESOURCE_TYPES},
             "cities": list(p["cities"]), "houses": city_count(state, seat),        # Luna Park's too
             "houses_left": HOUSES_PER_PLAYER - city_count(state, seat)}
            for seat, p in enumerate(state["players"])]


# The view's log: read-only copies of the events, each made once and shared between views (a
# long game logs a few thousand), so no caller can change what the next view or save reads.
LogCopies = FrozenCopies


def public(state: GameState, rules: Rules, log_copies: LogCopies | None = None,
           ledger: Ledger | None = None) -> GameView:
    """Everything on the table (see the module's docstring); a copy that shares nothing with
    the state (events of the log may be shared between two views of one game)."""
    market = {name: {r: [list(slot) for slot in layout.slot_view(r, n)]
                     for r, n in state["markets"][name].items()}
              for name, layout in ((m.name, m) for m in rules.markets)}
    step = int(state["step"])
    return {
        "map": rules.map.key,
        "regions": list(state["regions"]),
        "beginner": rules.beginner,
        "round": state["round"],
        "step": step,
        "phase": state["phase"],
        "over": state["phase"] == "over",
        "order": list(state["order"]),
        "decision": engine.decision(state, rules),
        "players": _players(state),
        "cities": {c: list(owners) for c, owners in state["cities"].items()},
        "slot_prices": list(SLOT_PRICES[:step]),                 # BASE-BUILD-3/4
        "markets": market,
        "supply": dict(state["supply"]),
        "plant_market": {"current": list(rules.plant_market.current(state)),
                         "future": list(rules.plant_market.future(state)),
                         # how this map's market behaves (China: no future market, N-1 plants)
                         "rules": cast("MarketRulesView", rules.plant_market.market_rules(state, rules.players)),
                         # the deck from the top: a card where everyone knows it, else None
                         "deck": rules.plant_market.public_deck(state, rules)},
        "deck_count": len(state["deck"]),
        "removed_count": len(state["box"]),
        "removed_face_up": hidden.shown(state, rules, "box"),        # BASE-SETUP-13: not the others
        "set_aside": list(state.get("aside", ())),                 # SP-3: in sight until Step 2
        "plant_versions": _plant_versions(rules),                 # NE-3: the regions' own cards
        "auction": thaw(state.get("auction")),
        "end_cities": rules.end_cities,
        # The numbers and order in force for this map and player count (BW-1, BW-2, BW-5): the
        # page reads them here, never from a table of its own. No Step 2 in the beginner game.
        "step2_cities": None if rules.beginner else rules.pc.step2_cities,
        "phase_order": list(rules.declared.phase_order),
        "order_after_auction": rules.declared.order_after_auction,   # who chooses first (BW-2)
        "cities_open": _cities_open(rules, step),
        "max_cities": rules.max_cities,
        "result": thaw(state.get("result")),
        "log": (log_copies or LogCopies()).of(state.get("log") or []),
        # money, houses and powered cities at every round's end, payments by cause (ledger.py)
        "ledger": cast("LedgerView", (ledger or Ledger()).of(state.get("log") or [], len(state["players"]))),
        "promo": rules.expansion.public_view(state, rules) if rules.expansion.public_view is not None else None,
        "networks_begun": list(state["networks"]) if "networks" in state else None,     # JP-3, UK-3
    }


def _plant_versions(rules: Rules) -> list[PlantVersionView]:
    """The facts of the game's own cards where they are a region's version (NE-3)."""
    return [{**rules.plants[number].card(), "region": region}
            for region, (number, *_facts) in rules.declared.plant_versions_in_play(rules.area.regions)]


def _cities_open(rules: Rules, step: int) -> dict[str, CityOpenView]:
    """Per play-area city: whether it takes houses in this Step, how many places (houses) it has
    in this Step, and its slots as [price, from Step] (BASE-BUILD-3/4: 1, 2, 3 places in Steps
    1, 2, 3; a map's declared cities differ, BW-5: none in Step 1, then 1, then 2)."""
    slots_of = rules.declared.slots_of
    out: dict[str, CityOpenView] = {}
    for city in rules.area.cities:
        slots = slots_of(city)
        places = sum(1 for _price, opens in slots if opens <= step)
        out[city] = {"open": places > 0, "places": places, "slots": [list(s) for s in slots]}
    return out


def private(state: GameState, rules: Rules, seat: int) -> dict[str, Any]:
    """What only `seat` may know: the cards he alone has seen (the spy's top card, PROMO-SPY-3)."""
    return hidden.private(state, rules, seat)


def view(state: GameState, rules: Rules, seat: int | None = None, log_copies: LogCopies | None = None,
         ledger: Ledger | None = None) -> GameView | SeatView:
    out = public(state, rules, log_copies, ledger)
    if seat is None:
        return out
    return {**out, "seat": seat, "private": private(state, rules, seat)}
