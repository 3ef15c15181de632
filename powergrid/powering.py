"""Operating plants: which plants a player can run, on what fuel, for how many cities.

Rules: BASE-PLANT-1/2/4/5, BASE-BUREAU-2/3/5, BASE-END-3, EX-1, EX-2, EX-7.
"""
from __future__ import annotations

from functools import lru_cache
from itertools import combinations
from operator import itemgetter

from . import storage
from .data import RESOURCE_TYPES, plant_key
from .errors import IllegalAction


_ORDER = {r: i for i, r in enumerate(RESOURCE_TYPES)}


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
    found = _best(tuple(plants), tuple(holdings[r] for r in RESOURCE_TYPES), cities)
    return {"cities": found["cities"], "capacity": found["capacity"],
            "plants": list(found["plants"]), "burn": dict(found["burn"])}


@lru_cache(maxsize=4096)
def _best(plants: tuple, held: tuple, cities: int) -> dict:
    holdings = dict(zip(RESOURCE_TYPES, held))
    tokens = sum(held)
    # Every combination by its key, best first (a stable sort keeps the enumeration order
    # among equal keys); the first one the holdings can fuel is the answer, so most calls
    # try the fuel of one or two combinations instead of all of them.
    ranked = []
    for k in range(1, len(plants) + 1):
        for combo in combinations(plants, k):
            cap = inputs = 0
            for p in combo:
                cap += p.cities
                inputs += p.inputs
            powered = cities if cities < cap else cap
            # The key (powered, -inputs, -k) beats (0, 0, 0) exactly when powered > 0; a
            # combination burning more tokens than are held cannot run (default_burn's answer).
            if powered > 0 and inputs <= tokens:
                ranked.append(((powered, -inputs, -k), cap, combo))
    ranked.sort(key=itemgetter(0), reverse=True)
    for key, cap, combo in ranked:
        burn = default_burn(combo, holdings)
        if burn is not None:
            return {"cities": key[0], "capacity": cap, "plants": sorted((p.number for p in combo), key=plant_key),
                    "burn": burn}
    return {"cities": 0, "capacity": 0, "plants": [], "burn": {r: 0 for r in RESOURCE_TYPES}}


def check_run(plants, holdings: dict, burn: dict) -> None:
    """Raise IllegalAction unless `burn` exactly fuels `plants` from the holdings."""
    for r in RESOURCE_TYPES:
        if burn[r] > holdings[r]:
            raise IllegalAction(f"you hold only {holdings[r]} {r}", "fuel_short")
    need = sum(p.inputs for p in plants)
    if sum(burn.values()) != need:
        raise IllegalAction(f"those plants burn exactly {need} resources together (BASE-PLANT-1)", "fuel_mix")
    if not storage.can_burn_exactly(burn, plants):
        raise IllegalAction("those plants cannot burn that mix of resources", "fuel_mix")
