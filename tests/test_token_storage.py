"""Power plants and resource storage: BASE-PLANT-1..8 and the examples EX-1, EX-2, EX-3, EX-16.

Storage is seen through what a player may buy (`game.quote`, `game.purchase_limits`,
applied purchases) and what he may burn (applied `power` actions).
"""
import random
from itertools import product

import pytest

from powergrid import Game
from powergrid.data import RESOURCE_TYPES
from powergrid.token_storage import discard_return_legal, fits, least_returns

from helpers import assert_rejected
from helpers_play import (area_cities, give_plants, give_resources, holdings, money, scene,
                          set_cities)


def buyer(plants, **held):
    """Phase 3 of round 1, seat 0 to buy, owning `plants` and holding `held`, with money to spare."""
    game = scene(3, "buy")
    give_plants(game, 0, plants)
    give_resources(game, 0, source="market", **held)
    money(game, 0, 200)
    return game


def operator(plants, cities, **held):
    """Phase 5, the first player in turn order to decide, with `plants`, `held` and `cities` cities."""
    game = scene(3, "power")
    seat = game.decision()["player"]
    give_plants(game, seat, plants)
    give_resources(game, seat, source="market", **held)
    set_cities(game, seat, area_cities(game)[:cities])
    return game, seat


def test_plant_14_cannot_burn_one_garbage_for_one_city():
    """BASE-PLANT-1, EX-1: plant 14 runs only on exactly 2 garbage, never on 1."""
    game, seat = operator([14], cities=2, garbage=1)
    assert_rejected(game, {"type": "power", "player": seat, "plants": [14]}, "enough")
    game, seat = operator([14], cities=2, garbage=4)
    assert_rejected(game, {"type": "power", "player": seat, "plants": [14], "burn": {"garbage": 1}},
                    "exactly 2")
    assert_rejected(game, {"type": "power", "player": seat, "plants": [14], "burn": {"garbage": 3}},
                    "exactly 2")


def test_plant_14_runs_once_a_round_even_with_fuel_for_two():
    """BASE-PLANT-2, EX-1: holding 4 garbage, plant 14 powers 2 of 4 cities, burning 2 garbage once."""
    game, seat = operator([14], cities=4, garbage=4)
    assert_rejected(game, {"type": "power", "player": seat, "plants": [14, 14]}, "twice")
    assert game.best_powering(seat)["cities"] == 2
    before = money(game, seat)
    game.apply({"type": "power", "player": seat, "plants": [14]})
    assert money(game, seat) - before == 33          # T-PAY[2], not T-PAY[4]
    assert holdings(game, seat)["garbage"] == 2


def test_plant_stores_twice_its_input_of_accepted_types_only():
    """BASE-PLANT-3, EX-1, EX-3: plant 14 stores 4 garbage and no other type; plant 03 stores 4 oil."""
    game = buyer([14])
    assert game.purchase_limits(0) == {"coal": 0, "oil": 0, "garbage": 4, "uranium": 0}
    assert game.quote(0, {"garbage": 4})["fits"]
    assert not game.quote(0, {"garbage": 5})["fits"]
    assert not game.quote(0, {"coal": 1})["fits"]
    assert_rejected(game, {"type": "buy", "player": 0, "resources": {"garbage": 5}}, "store")
    assert_rejected(game, {"type": "buy", "player": 0, "resources": {"uranium": 1}}, "store")
    game = buyer([3])
    assert game.purchase_limits(0) == {"coal": 0, "oil": 4, "garbage": 0, "uranium": 0}


def test_storage_counts_what_the_plant_already_holds():
    """BASE-PLANT-3: plant 14 holding 3 garbage has room for just 1 more."""
    game = buyer([14], garbage=3)
    assert game.purchase_limits(0)["garbage"] == 1
    game.apply({"type": "buy", "player": 0, "resources": {"garbage": 1}})
    assert holdings(game, 0)["garbage"] == 4


def test_hybrid_stores_any_mix_of_coal_and_oil_up_to_four():
    """BASE-PLANT-4, EX-3: hybrid 05 stores 4 coal, 4 oil, or any mix of 4, and nothing else."""
    game = buyer([5])
    assert game.purchase_limits(0) == {"coal": 4, "oil": 4, "garbage": 0, "uranium": 0}
    for cart in ({"coal": 4}, {"oil": 4}, {"coal": 2, "oil": 2}, {"coal": 1, "oil": 3}):
        assert game.quote(0, cart)["fits"], cart
    for cart in ({"coal": 3, "oil": 2}, {"coal": 5}, {"garbage": 1}):
        assert not game.quote(0, cart)["fits"], cart
    game.apply({"type": "buy", "player": 0, "resources": {"coal": 1, "oil": 3}})
    assert holdings(game, 0) == {"coal": 1, "oil": 3, "garbage": 0, "uranium": 0}


@pytest.mark.parametrize("burn", [{"coal": 2}, {"oil": 2}, {"coal": 1, "oil": 1}])
def test_hybrid_burns_any_mix_of_coal_and_oil(burn):
    """BASE-PLANT-4, EX-2: plant 05 may burn 2 coal, 2 oil, or 1 coal + 1 oil to power 1 city."""
    game, seat = operator([5], cities=1, coal=2, oil=2)
    before = money(game, seat)
    game.apply({"type": "power", "player": seat, "plants": [5], "burn": burn})
    assert money(game, seat) - before == 22
    left = holdings(game, seat)
    assert (left["coal"], left["oil"]) == (2 - burn.get("coal", 0), 2 - burn.get("oil", 0))


def test_hybrid_cannot_burn_other_types():
    """BASE-PLANT-4: a hybrid never burns garbage, even when its owner holds some for another plant."""
    game, seat = operator([5, 6], cities=2, coal=1, garbage=2)
    assert_rejected(game, {"type": "power", "player": seat, "plants": [5],
                           "burn": {"coal": 1, "garbage": 1}}, "cannot burn")


def test_eco_and_fusion_store_nothing_and_run_without_fuel():
    """BASE-PLANT-5, EX-3: eco 13 and fusion 50 store nothing, yet power their capacity."""
    game = buyer([13, 50])
    assert game.purchase_limits(0) == {"coal": 0, "oil": 0, "garbage": 0, "uranium": 0}
    assert_rejected(game, {"type": "buy", "player": 0, "resources": {"coal": 1}}, "store")
    game, seat = operator([13, 50], cities=9)
    before = money(game, seat)
    game.apply({"type": "power", "player": seat, "plants": [13, 50]})
    assert money(game, seat) - before == 82          # 1 + 6 = 7 cities: T-PAY[7]
    assert sum(holdings(game, seat).values()) == 0


def test_tokens_are_rearranged_freely_between_own_plants():
    """BASE-PLANT-6: with coal 04 and hybrid 05 holding 4 coal, he may still buy 4 oil, because
    the coal can move from the hybrid onto plant 04 to make room."""
    game = buyer([4, 5], coal=4)
    assert game.purchase_limits(0)["oil"] == 4
    game.apply({"type": "buy", "player": 0, "resources": {"oil": 4}})
    assert holdings(game, 0) == {"coal": 4, "oil": 4, "garbage": 0, "uranium": 0}


def test_per_type_storage_bounds():
    """BASE-PLANT-7: with 04 (coal 4), 03 (oil 4), 05 (hybrid 4): coal <= 8, oil <= 8, coal + oil <= 12,
    and garbage and uranium have no room at all."""
    game = buyer([3, 4, 5])
    assert game.purchase_limits(0) == {"coal": 8, "oil": 8, "garbage": 0, "uranium": 0}
    assert game.quote(0, {"coal": 8, "oil": 4})["fits"]
    assert game.quote(0, {"coal": 4, "oil": 8})["fits"]
    assert not game.quote(0, {"coal": 8, "oil": 5})["fits"]
    assert not game.quote(0, {"coal": 9})["fits"]
    assert not game.quote(0, {"coal": 6, "oil": 7})["fits"]


def test_garbage_and_uranium_plants_do_not_share_room():
    """BASE-PLANT-7: garbage <= Cg and uranium <= Cu separately: 06 (garbage 2) and 11 (uranium 2)."""
    game = buyer([6, 11])
    assert game.purchase_limits(0) == {"coal": 0, "oil": 0, "garbage": 2, "uranium": 2}
    assert game.quote(0, {"garbage": 2, "uranium": 2})["fits"]
    assert not game.quote(0, {"garbage": 3, "uranium": 1})["fits"]


def test_ex16_exact_limits():
    """EX-16, BASE-PLANT-7: 05, 08, 09 holding 5 coal + 1 oil: up to 5 more coal, or 5 more oil;
    3 coal + 3 oil is legal, 4 coal + 4 oil is not."""
    game = buyer([5, 8, 9], coal=5, oil=1)
    assert game.purchase_limits(0) == {"coal": 5, "oil": 5, "garbage": 0, "uranium": 0}
    assert game.quote(0, {"coal": 5})["fits"]
    assert not game.quote(0, {"coal": 6})["fits"]
    assert game.quote(0, {"oil": 5})["fits"]
    assert not game.quote(0, {"oil": 6})["fits"]
    assert game.quote(0, {"coal": 3, "oil": 3})["ok"]
    q = game.quote(0, {"coal": 4, "oil": 4})
    assert not q["fits"] and not q["ok"] and "store" in q["reason"]
    assert_rejected(game, {"type": "buy", "player": 0, "resources": {"coal": 4, "oil": 4}}, "store")
    game.apply({"type": "buy", "player": 0, "resources": {"coal": 3, "oil": 3}})
    assert holdings(game, 0) == {"coal": 8, "oil": 4, "garbage": 0, "uranium": 0}


def test_no_personal_stock_outside_the_plants():
    """BASE-PLANT-8: a player whose plants store no oil cannot buy oil to keep for later."""
    game = buyer([4])
    assert game.purchase_limits(0)["oil"] == 0
    assert_rejected(game, {"type": "buy", "player": 0, "resources": {"oil": 1}}, "store")
    game.apply({"type": "buy", "player": 0, "resources": {"coal": 4}})
    assert holdings(game, 0)["oil"] == 0


def test_discard_choices_are_exactly_the_least_legal_returns():
    """BASE-AUCTION-16, AMB-7: the returns a discard offers are the least sets of tokens that may
    go back to the supply, by the rule's own definition (token_storage.discard_return_legal: the tokens
    returned fit on the discarded plant, the rest on what is kept), checked by brute force over
    random plant sets (hybrids included) and holdings, against the engine's fast search."""
    rules = Game({"map": "germany", "players": ["A", "B", "C"], "seed": 1}).rules
    storing = [n for n, p in rules.plants.items() if p.storage]
    rnd = random.Random(7)
    checked = 0
    hybrids = [n for n in storing if len(rules.plants[n].accepts) > 1]
    choices = 0
    while checked < 300:
        plants = rnd.sample(hybrids, 1) + rnd.sample(storing, 3)
        held = dict.fromkeys(RESOURCE_TYPES, 0)
        for accepts, capacity in rules.containers(plants):      # a random legal filling
            for _ in range(capacity if rnd.random() < 0.7 else rnd.randint(0, capacity)):
                held[rnd.choice(accepts)] += 1
        assert fits(held, rules.containers(plants))
        gone, kept = plants[rnd.randrange(4)], None
        kept = [n for n in plants if n != gone]
        discarded, kept_in = rules.containers([gone]), rules.containers(kept)
        legal = [dict(zip(RESOURCE_TYPES, back))
                 for back in product(*(range(held[r] + 1) for r in RESOURCE_TYPES))
                 if discard_return_legal(dict(zip(RESOURCE_TYPES, back)), held, discarded, kept_in)]
        least = [a for a in legal
                 if not any(b != a and all(b[r] <= a[r] for r in RESOURCE_TYPES) for b in legal)]
        offered = least_returns(discarded, kept_in, tuple(held[r] for r in RESOURCE_TYPES))
        assert sorted(map(sorted, (d.items() for d in offered))) == sorted(map(sorted, (d.items() for d in least))), \
            (plants, held)
        choices += len(least) > 1
        checked += 1
    assert choices > 20         # the hybrids' choices were really met
