"""The invariants of RULES.md §19 (INV-1..13) as one check, used by tests and `simulate`.

Each check has the id it asserts; the state declaration (state_schema.py) names the ids that
concern one key alone and those that span keys, and `check` runs them in that order.
"""
from __future__ import annotations

from collections import Counter
from typing import Callable

from . import token_storage
from .data import HOUSES_PER_PLAYER, RESOURCE_TYPES, STEP3
from .decisions import expansion_cards
from .promo_state import city_count, containers as player_containers
from .resource_market import TOTAL_TOKENS
from .rules import Rules
from .state_schema import BY_NAME, CROSS_KEY_INVARIANTS, STATE, GameState


def _tokens(state: GameState, rules: Rules) -> None:
    players = state["players"]
    for r in RESOURCE_TYPES:                                                   # INV-1
        total = (sum(m[r] for m in state["markets"].values()) + state["supply"][r]
                 + sum(p["resources"][r] for p in players))
        assert total == TOTAL_TOKENS[r], f"INV-1: {total} {r} tokens instead of {TOTAL_TOKENS[r]}"
        assert state["supply"][r] >= 0, f"INV-1: negative {r} supply"


def _market_capacity(state: GameState, rules: Rules) -> None:
    for r in RESOURCE_TYPES:                                                   # INV-3
        for layout in rules.markets:
            n = state["markets"][layout.name][r]
            assert 0 <= n <= layout.capacity(r), f"INV-3: {n} {r} in market {layout.name}"


def _money(state: GameState, rules: Rules) -> None:
    for p in state["players"]:
        assert p["money"] >= 0, f"INV-9: {p['name']} has {p['money']} Elektro"


def _house_count(state: GameState, rules: Rules) -> None:
    for seat in range(len(state["players"])):
        assert city_count(state, seat) <= HOUSES_PER_PLAYER, "BASE-BUILD-14: more than 22 houses"
        assert city_count(state, seat) <= rules.max_cities, "BEGINNER-3: more than 7 cities"


def _over_the_limit(state: GameState, seat: int, rules: Rules) -> bool:
    return len(state["players"][seat]["plants"]) > rules.pc.max_plants


def _plant_limit(state: GameState, rules: Rules) -> None:
    auction = state["auction"]
    discarding = auction and auction["discard"]
    for seat, p in enumerate(state["players"]):
        over = _over_the_limit(state, seat, rules)
        assert not over or discarding == seat, f"INV-6: {p['name']} owns too many plants"


def _storage(state: GameState, rules: Rules) -> None:
    for seat, p in enumerate(state["players"]):
        if not _over_the_limit(state, seat, rules):                           # INV-5
            containers = player_containers(state, rules, seat)
            assert token_storage.fits(p["resources"], containers), f"INV-5: {p['name']} stores too much"


def _houses_match(state: GameState, rules: Rules) -> None:
    players = state["players"]
    for seat, p in enumerate(players):
        for c in p["cities"]:
            assert seat in state["cities"].get(c, ()), f"INV-8: {c} lacks {p['name']}'s house"
    for city, seats in state["cities"].items():
        for s in seats:
            assert city in players[s]["cities"], f"INV-8: stray house in {city}"


def _play_area(state: GameState, rules: Rules) -> None:
    for city in state["cities"]:
        assert city in rules.area.index, f"BASE-SETUP-2: house in {city}, outside the play area"


def _city_places(state: GameState, rules: Rules) -> None:
    step = state["step"]
    slots_of = rules.declared.slots_of
    for city, seats in state["cities"].items():                                # INV-7
        # the slots open in this Step: 1, 2, 3 in the base game, a city's declared ones (BW-5, JP-5)
        places = sum(1 for _price, opens in slots_of(city) if opens <= step)
        assert len(seats) <= places, f"INV-7: {city} holds {len(seats)} houses in Step {step}"
        assert len(set(seats)) == len(seats), f"INV-7: two houses of one player in {city}"


def _cards(state: GameState, rules: Rules) -> None:
    cards = Counter(state["deck"]) + Counter(state["market"]) + Counter(state["box"])
    cards.update(state.get("aside", ()))              # SP-3: waiting for Step 2
    for p in state["players"]:
        cards.update(p["plants"])
    promo = state.get("promo")
    if promo:                                           # promo cards owned or waiting (PROMO-GEN-8)
        cards.update(list(promo["owners"]))
        cards.update(promo["queue"])
    expected = Counter(list(rules.plants) + [STEP3]
                       + [c for c in expansion_cards(rules) if c not in rules.plants])  # INV-10
    assert cards == expected, f"INV-10: cards out of place: {dict((cards - expected) + (expected - cards))}"


def _transformer(state: GameState, rules: Rules) -> None:
    promo = state.get("promo")
    if promo:
        t = promo["owners"].get("transformer")
        if t is not None and promo["attach"] is None:
            assert promo["transformer_plant"] in state["players"][t]["plants"], \
                "PROMO-TRANS-4: Transformer without its plant"


def _spy(state: GameState, rules: Rules) -> None:
    promo = state.get("promo")
    if promo:
        assert promo["spy"] is None or 0 <= promo["spy"] < len(state["players"]), "PROMO-SPY-2: bad spy"


def _plant_market(state: GameState, rules: Rules) -> None:
    rules.plant_market.check(state, rules)                                    # INV-11/12


def _step(state: GameState, rules: Rules) -> None:
    assert state["step"] in (1, 2, 3), "INV-13: bad step"


Check = Callable[[GameState, Rules], None]
CHECKS: dict[str, Check] = {
    "INV-1": _tokens, "INV-3": _market_capacity, "INV-5": _storage, "INV-6": _plant_limit,
    "INV-7": _city_places, "INV-8": _houses_match, "INV-9": _money, "INV-10": _cards,
    "INV-11": _plant_market, "INV-12": _plant_market,      # the strategy checks both (its `check`)
    "INV-13": _step, "BASE-BUILD-14": _house_count, "BASE-SETUP-2": _play_area,
    "PROMO-TRANS-4": _transformer, "PROMO-SPY-2": _spy,
}


def _in_order() -> tuple[Check, ...]:
    ids = [i for key in STATE for i in key.invariants] + list(CROSS_KEY_INVARIANTS)
    out: list[Check] = []
    for i in ids:
        if CHECKS[i] not in out:
            out.append(CHECKS[i])
    return tuple(out)


ORDER = _in_order()      # each key's own checks, then those across keys


def check(state: GameState, rules: Rules) -> None:
    """Raise AssertionError naming the first broken invariant."""
    for key in state:
        assert key in BY_NAME, f"STATE: undeclared key {key!r}"
    for fn in ORDER:
        fn(state, rules)
