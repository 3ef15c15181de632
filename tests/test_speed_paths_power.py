"""The fast paths of powering against their reference definitions.

`powering.best` checks the coal-and-oil hybrids in closed form and builds each plant set's
combinations once; `powering.check_run` tests the hybrids' mix in closed form. Here both are
compared with the definitions they shorten: every combination of itertools, fuelled token by
token (`_default_burn_by_tokens`), and `token_storage.can_burn_exactly`.
"""
from dataclasses import replace
from itertools import combinations
from random import Random

import pytest

from powergrid import data, powering, token_storage
from powergrid.data import RESOURCE_TYPES, plant_key
from powergrid.errors import IllegalAction


def _deck() -> list:
    plants = list(data.plants().values()) + [data.flux_plant()]
    # The Transformer's plant powers one more city (PROMO-TRANS-3): a card told apart by output.
    return plants + [replace(p, cities=p.cities + 1) for p in plants[::5]]


def _reference_best(plants: list, holdings: dict, cities: int) -> dict:
    found = None
    for k in range(1, len(plants) + 1):
        for combo in combinations(plants, k):
            cap = sum(p.cities for p in combo)
            inputs = sum(p.inputs for p in combo)
            powered = min(cities, cap)
            if powered <= 0:
                continue
            fuel = powering._default_burn_by_tokens(combo, holdings)
            if fuel is None:
                continue
            key = (powered, -inputs, -k)
            if found is None or key > found[0]:
                numbers = sorted((p.number for p in combo), key=plant_key)
                found = (key, {"cities": powered, "capacity": cap, "plants": numbers, "burn": fuel})
    if found is None:
        return {"cities": 0, "capacity": 0, "plants": [], "burn": {r: 0 for r in RESOURCE_TYPES}}
    return found[1]


def _random_plants(rng: Random, deck: list) -> list:
    plants = []
    for p in rng.sample(deck, rng.randint(1, 4)):
        if all(q.number != p.number for q in plants):
            plants.append(p)
    if rng.random() < 0.8:          # a player's plants are kept sorted; other callers need not be
        plants.sort(key=lambda p: plant_key(p.number))
    return plants


@pytest.mark.parametrize("seed", range(4))
def test_best_is_the_best_combination_fuelled_token_by_token(seed):
    rng = Random(seed)
    deck = _deck()
    for _ in range(1500):
        plants = _random_plants(rng, deck)
        holdings = {r: rng.randint(0, 7) for r in RESOURCE_TYPES}
        cities = rng.randint(0, 14)
        answer = powering.best(plants, holdings, cities)
        assert answer == _reference_best(plants, holdings, cities), (plants, holdings, cities)
        assert list(answer["burn"]) == list(RESOURCE_TYPES)


@pytest.mark.parametrize("seed", range(4))
def test_check_run_accepts_exactly_the_mixes_the_plants_can_burn(seed):
    rng = Random(100 + seed)
    deck = _deck()
    for _ in range(3000):
        plants = _random_plants(rng, deck)
        holdings = {r: rng.randint(0, 7) for r in RESOURCE_TYPES}
        burn = {r: rng.randint(0, 4) for r in RESOURCE_TYPES}
        if any(burn[r] > holdings[r] for r in RESOURCE_TYPES):
            expected = "fuel_short"
        elif sum(burn.values()) != sum(p.inputs for p in plants) or not token_storage.can_burn_exactly(burn, plants):
            expected = "fuel_mix"
        else:
            expected = None
        try:
            powering.check_run(plants, holdings, burn)
            code = None
        except IllegalAction as e:
            code = e.code
        assert code == expected, (plants, holdings, burn)
