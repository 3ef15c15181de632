"""The invariants of RULES.md §19 (INV-1..13) as one check, used by tests and `simulate`."""
from __future__ import annotations

from collections import Counter

from . import promos, storage
from .data import HOUSES_PER_PLAYER, RESOURCE_TYPES, STEP3
from .promo_state import city_count, containers as player_containers
from .resource_market import TOTAL_TOKENS


def check(state: dict, rules) -> None:
    """Raise AssertionError naming the first broken invariant."""
    players = state["players"]
    for r in RESOURCE_TYPES:                                                   # INV-1
        total = (sum(m[r] for m in state["markets"].values()) + state["supply"][r]
                 + sum(p["resources"][r] for p in players))
        assert total == TOTAL_TOKENS[r], f"INV-1: {total} {r} tokens instead of {TOTAL_TOKENS[r]}"
        assert state["supply"][r] >= 0, f"INV-1: negative {r} supply"
        for layout in rules.markets:                                           # INV-3
            n = state["markets"][layout.name][r]
            assert 0 <= n <= layout.capacity(r), f"INV-3: {n} {r} in market {layout.name}"
    discarding = state["auction"] and state["auction"]["discard"]
    for seat, p in enumerate(players):
        assert p["money"] >= 0, f"INV-9: {p['name']} has {p['money']} Elektro"       # INV-9
        assert city_count(state, seat) <= HOUSES_PER_PLAYER, "BASE-BUILD-14: more than 22 houses"
        assert city_count(state, seat) <= rules.max_cities, "BEGINNER-3: more than 7 cities"
        over = len(p["plants"]) > rules.pc.max_plants
        assert not over or discarding == seat, f"INV-6: {p['name']} owns too many plants"
        if not over:                                                           # INV-5
            containers = player_containers(state, rules, seat)
            assert storage.fits(p["resources"], containers), f"INV-5: {p['name']} stores too much"
        for c in p["cities"]:
            assert seat in state["cities"].get(c, ()), f"INV-8: {c} lacks {p['name']}'s house"
    for city, seats in state["cities"].items():                                # INV-7
        assert city in rules.area.index, f"BASE-SETUP-2: house in {city}, outside the play area"
        assert len(seats) <= max(state["step"], 1), f"INV-7: {city} holds {len(seats)} houses in Step {state['step']}"
        assert len(set(seats)) == len(seats), f"INV-7: two houses of one player in {city}"
        for s in seats:
            assert city in players[s]["cities"], f"INV-8: stray house in {city}"
    cards = Counter(state["deck"]) + Counter(state["market"]) + Counter(state["box"])
    for p in players:
        cards.update(p["plants"])
    promo = state.get("promo")
    if promo:                                           # promo cards owned or waiting (PROMO-GEN-8)
        cards.update(list(promo["owners"]))
        cards.update(promo["queue"])
        t = promo["owners"].get("transformer")
        if t is not None and promo["attach"] is None:
            assert promo["transformer_plant"] in players[t]["plants"], "PROMO-TRANS-4: Transformer without its plant"
        assert promo["spy"] is None or 0 <= promo["spy"] < len(players), "PROMO-SPY-2: bad spy"
    expected = Counter(list(rules.plants) + [STEP3]
                       + [c for c in promos.deck_cards(rules.promos) if c not in rules.plants])  # INV-10
    assert cards == expected, f"INV-10: cards out of place: {dict((cards - expected) + (expected - cards))}"
    rules.plant_market.check(state, rules)                                    # INV-11/12
    assert state["step"] in (1, 2, 3), "INV-13: bad step"
