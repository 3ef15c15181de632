"""What the promo cards change in the counts every phase reads (RULES.md 18).

Read-only helpers on the state: cities with Luna Park, storage with the Warehouse, plant output
with the Transformer. With no promo card in play (`state["promo"]` absent) they give the base
answers, so the phases call them unconditionally: they are asked at every house and purchase,
too often for a hook of the expansion's seam (decisions.py).
"""
from __future__ import annotations

from dataclasses import replace
from collections.abc import Iterable
from itertools import product
from typing import TYPE_CHECKING

from .data import RESOURCE_TYPES, Plant, promo_table
from .token_storage import Capacities, Container, capacity_list, fits
from .state_schema import Card, GameState, Promo

if TYPE_CHECKING:
    from .rules import Rules


def promo(state: GameState) -> Promo | None:
    return state.get("promo")


def owner(state: GameState, card: str) -> int | None:
    """The seat holding an asset card (or the spy for "espionage"), else None."""
    p = state.get("promo")
    if not p:
        return None
    if card == "espionage":
        return p["spy"]
    return p["owners"].get(card)


def city_count(state: GameState, seat: int) -> int:
    """Connected cities: map houses plus Luna Park's house (PROMO-PARK-3, AMB-50)."""
    n = len(state["players"][seat]["cities"])
    p = state.get("promo")          # asked for every player at every house: no promo, no look-up
    if p and p["owners"].get("park") == seat:
        n += 1
    return n


def leader_cities(state: GameState) -> int:
    """The most connected cities of any player (Luna Park counts, PROMO-PARK-3)."""
    if not state.get("promo"):       # no Luna Park: the houses on the map
        lead = 0
        for p in state["players"]:
            n = len(p["cities"])
            if n > lead:
                lead = n
        return lead
    return max(city_count(state, seat) for seat in range(len(state["players"])))


def warehouse_container(state: GameState, seat: int) -> tuple[Container, ...]:
    """The Warehouse as storage: 3 spaces of any type (PROMO-WARE-2/3), or nothing."""
    if owner(state, "warehouse") != seat:
        return ()
    return ((RESOURCE_TYPES, promo_table()["warehouse_spaces"]),)


def containers(state: GameState, rules: Rules, seat: int,
               numbers: Iterable[Card] | None = None) -> tuple[Container, ...]:
    """Everything `seat` can store tokens in: his plants (or `numbers`) and the Warehouse."""
    if numbers is None:
        numbers = state["players"][seat]["plants"]
    return rules.containers(numbers) + warehouse_container(state, seat)


def capacities(state: GameState, rules: Rules, seat: int, numbers: Iterable[Card] | None = None) -> Capacities:
    """token_storage.capacities of `containers(state, rules, seat, numbers)` (read it, never write it).
    The Warehouse holds any type, so it adds its spaces to every non-empty type-set."""
    if numbers is None:
        numbers = state["players"][seat]["plants"]
    caps = rules.capacities(numbers)
    p = state.get("promo")          # `owner` written out: asked at every purchase and discard
    if not p or p["owners"].get("warehouse") != seat:
        return caps
    spaces = promo_table()["warehouse_spaces"]
    return capacity_list([0] + [c + spaces for c in caps[1:]])


def transformer_plant(state: GameState, seat: int) -> Card | None:
    """The plant of `seat` that carries the Transformer Station, else None (PROMO-TRANS-2)."""
    p = state.get("promo")
    if not p or p["owners"].get("transformer") != seat:
        return None
    return p["transformer_plant"]


def plant_objects(state: GameState, rules: Rules, seat: int, numbers: Iterable[Card]) -> list[Plant]:
    """Plant cards as `seat` runs them: the Transformer's plant powers one more city (PROMO-TRANS-3)."""
    # Most games have no promo cards (no "promo" entry, so no Transformer): no call to ask.
    boosted = transformer_plant(state, seat) if "promo" in state else None
    table = rules.plants
    out = []
    for n in numbers:           # (a loop: cheaper than list(map(table.__getitem__, ...)) for a few plants)
        plant = table[n]
        out.append(plant if boosted is None or n != boosted else replace(plant, cities=plant.cities + 1))
    return out


def warehouse_contents(state: GameState, rules: Rules, seat: int) -> dict[str, int]:
    """The fewest tokens that must sit in the Warehouse, the plants holding the rest. Moves are
    free (PROMO-WARE-4), so this is only the picture a player expects to see."""
    held = state["players"][seat]["resources"]
    if owner(state, "warehouse") != seat:
        return {r: 0 for r in RESOURCE_TYPES}
    plants = rules.containers(state["players"][seat]["plants"])
    spaces = promo_table()["warehouse_spaces"]
    best = None
    for w in product(*(range(min(held[r], spaces) + 1) for r in RESOURCE_TYPES)):
        if sum(w) > spaces or (best is not None and sum(w) >= sum(best)):
            continue
        if fits({r: held[r] - n for r, n in zip(RESOURCE_TYPES, w)}, plants):
            best = w
    return dict(zip(RESOURCE_TYPES, best or (0,) * len(RESOURCE_TYPES)))
