"""Operating plants: which plants a player can run, on what fuel, for how many cities.

Rules: BASE-PLANT-1/2/4/5, BASE-BUREAU-2/3/5, BASE-END-3, EX-1, EX-2, EX-7.
"""
from __future__ import annotations

from functools import lru_cache
from itertools import combinations
from operator import attrgetter, itemgetter, le

from . import storage
from .data import RESOURCE_TYPES, plant_key
from .errors import IllegalAction


_ORDER = {r: i for i, r in enumerate(RESOURCE_TYPES)}
_INPUTS = attrgetter("inputs")


def _choices(plant) -> int:
    return len(plant.accepts)


def default_burn(plants, holdings: dict) -> dict | None:
    """A fuel assignment for running `plants` together, or None if the holdings fall short.

    Single-fuel plants take their fuel; plants with a choice (hybrids) then draw one token
    at a time from whichever accepted type has the most left, keeping the mix balanced.
    """
    if not storage.can_fuel(holdings, plants):
        return None
    left = dict(holdings)
    burn = {r: 0 for r in RESOURCE_TYPES}
    for p in sorted(plants, key=_choices):
        accepts = p.accepts
        if len(accepts) == 1:
            # One fuel: every token is of that type (what the token-by-token choice gives too).
            r = accepts[0]
            left[r] -= p.inputs
            burn[r] += p.inputs
            continue
        for _ in range(p.inputs):
            r = max(accepts, key=lambda t: (left[t], -_ORDER[t]))
            left[r] -= 1
            burn[r] += 1
    if min(left.values()) < 0 or not storage.can_burn_exactly(burn, plants):
        return None
    return burn


def best(plants, holdings: dict, cities: int) -> dict:
    """The most cities the player can power, and the plants and fuel that do it.

    Ties go to burning fewer tokens, then to running fewer plants.
    Returns {"cities", "capacity", "plants": [numbers], "burn": {type: n}}.
    """
    found = _best(tuple(plants), tuple(map(holdings.__getitem__, RESOURCE_TYPES)), cities)
    return {"cities": found["cities"], "capacity": found["capacity"],
            "plants": list(found["plants"]), "burn": dict(found["burn"])}


@lru_cache(maxsize=4096)
def _best(plants: tuple, held: tuple, cities: int) -> dict:
    # The combinations best first; the first one the holdings can fuel is the answer, so most
    # calls try the fuel of one or two combinations instead of all of them.
    tokens = sum(held)
    holdings = None
    combos = _combinations(plants)
    # Beyond the capacity of all his plants (the last combination) more cities change no
    # combination's powered count: the ranking for that many serves, and is found kept.
    most = combos[-1][0] if combos else 0
    for key, cap, combo, inputs, single, numbers in _ranked(plants, cities if cities < most else most):
        if inputs > tokens:
            continue                # more tokens than are held: default_burn would say None
        if single is not None:
            # Single-fuel plants only: each burns its own type, so they run exactly when each
            # type's total input is held, on that fuel (what default_burn finds token by token).
            if all(map(le, single, held)):
                return {"cities": key[0], "capacity": cap, "plants": list(numbers),
                        "burn": dict(zip(RESOURCE_TYPES, single))}
            continue
        if holdings is None:
            holdings = dict(zip(RESOURCE_TYPES, held))
        burn = default_burn(combo, holdings)
        if burn is not None:
            return {"cities": key[0], "capacity": cap, "plants": list(numbers), "burn": burn}
    return {"cities": 0, "capacity": 0, "plants": [], "burn": {r: 0 for r in RESOURCE_TYPES}}


@lru_cache(maxsize=1024)
def _ranked(plants: tuple, cities: int) -> tuple:
    """Every combination of the plants that powers a city, by its key (powered, -tokens burned,
    -plants) best first; a stable sort keeps the enumeration order among equal keys. Each as
    (key, capacity, combination, tokens burned, single-fuel needs or None, sorted plant ids)."""
    ranked = []
    for cap, inputs, k, combo, single, numbers in _combinations(plants):
        powered = cities if cities < cap else cap
        if powered > 0:             # then and only then the key beats (0, 0, 0)
            ranked.append(((powered, -inputs, -k), cap, combo, inputs, single, numbers))
    ranked.sort(key=itemgetter(0), reverse=True)
    return tuple(ranked)


@lru_cache(maxsize=1024)
def _combinations(plants: tuple) -> tuple:
    """Every non-empty combination of the plants, in enumeration order, as (capacity, tokens
    burned, plants, combination, single-fuel needs or None, sorted plant ids). A player's plants
    change a few times a game, his cities every round: this part is shared by the rankings."""
    out = []
    keys = [plant_key(p.number) for p in plants]
    in_order = keys == sorted(keys)         # a player's plants are kept sorted: so are the combinations
    for k in range(1, len(plants) + 1):
        for combo in combinations(plants, k):
            cap = inputs = 0
            for p in combo:
                cap += p.cities
                inputs += p.inputs
            numbers = tuple(p.number for p in combo)
            if not in_order:
                numbers = tuple(sorted(numbers, key=plant_key))
            out.append((cap, inputs, k, combo, _single_fuel(combo), numbers))
    return tuple(out)


def _single_fuel(plants) -> tuple | None:
    """Tokens of each type (RESOURCE_TYPES order) the plants burn if none has a choice of fuel,
    else None."""
    need = [0] * len(RESOURCE_TYPES)
    for p in plants:
        if p.inputs:
            if len(p.accepts) != 1:
                return None
            need[_ORDER[p.accepts[0]]] += p.inputs
    return tuple(need)


def check_run(plants, holdings: dict, burn: dict) -> None:
    """Raise IllegalAction unless `burn` exactly fuels `plants` from the holdings."""
    for r in RESOURCE_TYPES:
        if burn[r] > holdings[r]:
            raise IllegalAction(f"you hold only {holdings[r]} {r}", "fuel_short")
    need = sum(map(_INPUTS, plants))           # (a C-level getter instead of a generator)
    if sum(burn.values()) != need:
        raise IllegalAction(f"those plants burn exactly {need} resources together (BASE-PLANT-1)", "fuel_mix")
    if not storage.can_burn_exactly(burn, plants):
        raise IllegalAction("those plants cannot burn that mix of resources", "fuel_mix")
