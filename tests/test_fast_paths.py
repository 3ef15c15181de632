"""The engine's fast paths give the answers of the definitions they shorten.

Several hot questions are answered by a shortcut that holds for the base deck (single-fuel plants
and coal-and-oil hybrids) or by a table worked out once. Each test here compares a shortcut with the
general definition over every plant combination a player can hold (up to four plants, with the Flux
Generator, with and without the Warehouse) and many holdings, so that a shortcut that drifts from
its rule fails here rather than in a game. Rules: BASE-PLANT-1..8, BASE-BUREAU-2/3, BASE-RES-3,
PROMO-FLUX-2, PROMO-WARE-3.
"""
from __future__ import annotations

import random
from itertools import combinations

import pytest

from powergrid import Game, powering, promo_state, token_storage
from powergrid.bots import RandomBot
from powergrid.data import RESOURCE_TYPES

ALL_PROMOS = ["flux", "transformer", "warehouse", "shortage", "surplus", "park", "contract", "espionage"]


def _rules():
    return Game({"map": "germany", "players": ["A", "B", "C"], "seed": 1, "promos": ALL_PROMOS}).rules


def _plant_sets(rules, rnd, count=400):
    """Random sets of one to four distinct plants, the Flux Generator among them."""
    ids = sorted(rules.plants, key=str)
    return [tuple(rnd.sample(ids, rnd.randint(1, 4))) for _ in range(count)]


def _holdings(rnd):
    return {r: rnd.choice((0, 0, 1, 2, 3, 5, 8)) for r in RESOURCE_TYPES}


def test_default_burn_equals_the_token_by_token_choice():
    """BASE-PLANT-1/2, BASE-BUREAU-2: the closed form for hybrids draws the same fuel as taking
    one token at a time from the accepted type with the most left (coal on a tie)."""
    rules, rnd = _rules(), random.Random(5)
    checked = 0
    for numbers in _plant_sets(rules, rnd, 1500):
        plants = [rules.plants[n] for n in numbers]
        for _ in range(4):
            held = _holdings(rnd)
            assert powering.default_burn(plants, held) == powering._default_burn_by_tokens(plants, held), \
                (numbers, held)
            checked += 1
    assert checked == 6000


def test_a_burn_is_exact_as_the_transport_condition_says():
    """BASE-PLANT-1: check_run refuses a mix the plants cannot burn exactly, with the same code as
    token_storage.can_burn_exactly's verdict (the hybrid shortcut against Hall's condition)."""
    rules, rnd = _rules(), random.Random(6)
    for numbers in _plant_sets(rules, rnd, 1200):
        plants = [rules.plants[n] for n in numbers]
        need = sum(p.inputs for p in plants)
        for _ in range(5):
            burn = dict(zip(RESOURCE_TYPES, _split(need, rnd)))
            holdings = {r: 20 for r in RESOURCE_TYPES}
            expected = token_storage.can_burn_exactly(burn, plants)
            try:
                powering.check_run(plants, holdings, burn)
                accepted = True
            except Exception as e:          # IllegalAction fuel_mix
                assert getattr(e, "code", None) == "fuel_mix"
                accepted = False
            assert accepted == expected, (numbers, burn)


def _split(total: int, rnd) -> list:
    """`total` tokens spread at random over the four types."""
    out = [0, 0, 0, 0]
    for _ in range(total):
        out[rnd.randrange(4)] += 1
    return out


def test_best_powering_is_the_best_combination_by_brute_force():
    """BASE-BUREAU-2/3: the most cities, then the fewest tokens, then the fewest plants; among equal
    choices the first in enumeration order. Checked against every combination tried in turn."""
    rules, rnd = _rules(), random.Random(7)
    for numbers in _plant_sets(rules, rnd, 600):
        plants = [rules.plants[n] for n in sorted(numbers, key=lambda n: rules.plants[n].key)]
        for _ in range(3):
            held, cities = _holdings(rnd), rnd.randint(0, 12)
            got = powering.best(plants, held, cities)
            want = _brute_best(plants, held, cities)
            assert (got["cities"], got["capacity"], got["plants"], got["burn"]) == want, (numbers, held, cities)


def _brute_best(plants, held, cities):
    best_key, best = (0, 0, 0), (0, 0, [], {r: 0 for r in RESOURCE_TYPES})
    for k in range(1, len(plants) + 1):
        for combo in combinations(plants, k):
            burn = powering._default_burn_by_tokens(list(combo), held)
            if burn is None:
                continue
            cap = sum(p.cities for p in combo)
            inputs = sum(p.inputs for p in combo)
            key = (min(cities, cap), -inputs, -k)
            if key[0] > 0 and key > best_key:
                best_key, best = key, (key[0], cap, [p.number for p in combo], burn)
    return best


def test_capacities_by_plant_numbers_equal_the_containers_own():
    """BASE-PLANT-7, PROMO-WARE-3: the capacity tables kept by plant numbers (and the Warehouse's
    spaces added to every type-set) equal those worked out from the containers."""
    game = Game({"map": "germany", "players": ["A", "B", "C"], "seed": 1, "promos": ALL_PROMOS})
    rules, rnd = game.rules, random.Random(8)
    for numbers in _plant_sets(rules, rnd, 300):
        for warehouse in (None, 0, 1):
            game.state["promo"]["owners"]["warehouse"] = warehouse
            assert promo_state.capacities(game.state, rules, 0, numbers) == \
                token_storage.capacities(promo_state.containers(game.state, rules, 0, numbers))


def test_room_and_fit_against_capacities_equal_the_container_answers():
    """BASE-PLANT-7: the room for a type is the most tokens of it that still fit, one more at a
    time, on holdings that fit (a player's always do)."""
    rules, rnd = _rules(), random.Random(9)
    for numbers in _plant_sets(rules, rnd, 300):
        containers = rules.containers(numbers)
        caps = rules.capacities(numbers)
        for _ in range(4):
            held = _holdings(rnd)
            assert token_storage.fits_in(held, caps) == token_storage.fits(held, containers)
            if token_storage.fits(held, containers):
                room = dict(zip(RESOURCE_TYPES, token_storage.room_in(token_storage.counts(held), caps)))
                assert room == {r: _most_that_fit(held, r, containers) for r in RESOURCE_TYPES}


def _most_that_fit(held: dict, r: str, containers) -> int:
    n = 0
    while token_storage.fits(dict(held, **{r: held[r] + n + 1}), containers):
        n += 1
    return n


@pytest.mark.parametrize("game_map", ["germany", "korea"])
def test_purchase_limits_are_the_most_tokens_the_money_buys(game_map):
    """BASE-RES-3: for each type alone, the largest number of tokens whose price (cheapest first)
    the money covers, within the stock and the room: the bisection against counting one by one."""
    game = Game({"map": game_map, "players": ["A", "B", "C"], "seed": 2})
    rnd = random.Random(10)
    for layout in game.rules.markets:
        for _ in range(500):
            stock = {r: rnd.randint(0, layout.capacity(r)) for r in RESOURCE_TYPES}
            room = {r: rnd.randint(0, 9) for r in RESOURCE_TYPES}
            money = rnd.randint(0, 120)
            want = {}
            for r in RESOURCE_TYPES:
                n = 0
                while n < min(stock[r], room[r]) and layout.price(r, stock[r], n + 1) <= money:
                    n += 1
                want[r] = n
            assert layout.affordable(stock, tuple(map(room.__getitem__, RESOURCE_TYPES)), money) == want


def test_random_bot_draws_what_randrange_draws():
    """RandomBot's own draw is random.Random's randrange, number for number, so that seeded random
    games (tests, benchmarks, save fixtures) stay the games they were."""
    bot, ref = RandomBot(3), random.Random(3)
    for n in [1, 2, 3, 5, 7, 8, 9, 16, 17, 100, 1000] * 50:
        assert bot._below(n) == ref.randrange(n)
