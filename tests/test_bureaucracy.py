"""Phase 5, bureaucracy: BASE-BUREAU-1..9, EX-7, EX-8, BASE-STEP2-4, BASE-STEP3-8, BASE-PC-1,
and the engine's suggested powering (`game.best_powering`)."""
import pytest

from helpers import GERMANY_ALL5, act, assert_rejected
from helpers_play import (TYPES, advance_to, area_cities, finish_phase, give_plants, give_resources,
                          holdings, money, scene, set_cities, set_market, to_step)

T_PAY = [10, 22, 33, 44, 54, 64, 73, 82, 90, 98, 105, 112, 118, 124, 129, 134, 138, 142, 145, 148, 150]
T_REFILL = {  # players: {type: (step 1, step 2, step 3)}
    2: {"coal": (3, 4, 3), "oil": (2, 2, 4), "garbage": (1, 2, 3), "uranium": (1, 1, 1)},
    3: {"coal": (4, 5, 3), "oil": (2, 3, 4), "garbage": (1, 2, 3), "uranium": (1, 1, 1)},
    4: {"coal": (5, 6, 4), "oil": (3, 4, 5), "garbage": (2, 3, 4), "uranium": (1, 2, 2)},
    5: {"coal": (5, 7, 5), "oil": (4, 5, 6), "garbage": (3, 3, 5), "uranium": (2, 3, 2)},
    6: {"coal": (7, 9, 6), "oil": (5, 6, 7), "garbage": (3, 5, 6), "uranium": (2, 3, 3)},
}


def operator(plants, cities, n=3, **held):
    """Phase 5, the first player in turn order to decide owns `plants`, `held` and `cities` cities."""
    game = scene(n, "power", regions=GERMANY_ALL5 if n >= 5 else None)
    seat = game.decision()["player"]
    give_plants(game, seat, plants)
    give_resources(game, seat, source="market", **held)
    set_cities(game, seat, area_cities(game)[:cities])
    return game, seat


def power(game, seat, plants, burn=None):
    action = {"type": "power", "player": seat, "plants": plants}
    if burn is not None:
        action["burn"] = burn
    before = money(game, seat)
    game.apply(action)
    return money(game, seat) - before


def test_ex7_income_and_what_is_left():
    """EX-7, BASE-BUREAU-3, BASE-BUREAU-6: 6 cities, plants 07, 10, 15 full (6 oil, 4 coal, 4 coal):
    burning 4 coal + 3 oil powers 6 of 7 possible cities for 73 Elektro; 3 oil and 4 coal remain,
    the 7 burned tokens go to the general supply and not to the market."""
    game, ana = operator([7, 10, 15], cities=6, oil=6, coal=8)
    best = game.best_powering(ana)
    assert (best["cities"], best["capacity"], best["plants"]) == (6, 7, [7, 10, 15])
    assert best["burn"] == {"coal": 4, "oil": 3, "garbage": 0, "uranium": 0}
    supply, market = dict(game.state["supply"]), dict(game.state["markets"]["main"])
    assert power(game, ana, [7, 10, 15]) == 73
    assert holdings(game, ana) == {"coal": 4, "oil": 3, "garbage": 0, "uranium": 0}
    assert game.state["supply"] == dict(supply, coal=supply["coal"] + 4, oil=supply["oil"] + 3)
    assert game.state["markets"]["main"] == market


def test_any_subset_of_plants_may_run():
    """BASE-BUREAU-2, BASE-BUREAU-5: with 04 and 05 fuelled he may run only 04 (1 city, 22),
    keeping the hybrid's fuel; a plant he does not own, or cannot fuel, is refused."""
    game, seat = operator([4, 5, 6], cities=3, coal=4, oil=2)
    assert_rejected(game, {"type": "power", "player": seat, "plants": [8]}, "do not own")
    assert_rejected(game, {"type": "power", "player": seat, "plants": [6]}, "enough")
    assert power(game, seat, [4]) == 22
    assert holdings(game, seat) == {"coal": 2, "oil": 2, "garbage": 0, "uranium": 0}


def test_powering_nothing_still_pays_10():
    """BASE-BUREAU-4, BASE-BUREAU-5: a player may run no plant at all, though he could; he gets 10."""
    game, seat = operator([4], cities=1, coal=2)
    assert game.best_powering(seat)["cities"] == 1
    assert power(game, seat, []) == 10
    assert holdings(game, seat)["coal"] == 2


@pytest.mark.parametrize("cities,paid", [(1, 22), (2, 33), (3, 44), (5, 44)])
def test_cities_powered_is_the_smaller_of_cities_and_capacity(cities, paid):
    """BASE-BUREAU-3: plant 15 (3 cities) pays for min(connected cities, 3); surplus is wasted."""
    game, seat = operator([15], cities=cities, coal=2)
    assert power(game, seat, [15]) == paid


@pytest.mark.parametrize("powered", range(0, 23))
def test_income_table(powered):
    """BASE-BUREAU-4, BASE-COMP-10: income T-PAY by cities powered; 20 or more pay 150.
    Plants 36, 46 (7 each, 3 coal) and 50 (6) power up to 20; the cities limit the rest."""
    game, seat = operator([36, 46, 50], cities=powered, n=5, coal=6)
    assert power(game, seat, [36, 46, 50]) == T_PAY[min(powered, 20)]


def test_suggested_powering_mixes_hybrid_fuel():
    """BASE-PLANT-4, BASE-BUREAU-2: with 04 (coal) and hybrid 05, holding 3 coal + 1 oil and 2 cities,
    both run: 04 takes 2 coal and the hybrid 1 coal + 1 oil; the engine finds that fuel by itself."""
    game, seat = operator([4, 5], cities=2, coal=3, oil=1)
    best = game.best_powering(seat)
    assert (best["cities"], best["plants"]) == (2, [4, 5])
    assert best["burn"] == {"coal": 3, "oil": 1, "garbage": 0, "uranium": 0}
    assert power(game, seat, [4, 5]) == 33
    assert sum(holdings(game, seat).values()) == 0


def test_suggested_powering_burns_fewer_tokens_on_ties():
    """BASE-BUREAU-2: for 1 city, 09 (1 oil) is suggested over 04 (2 coal), and eco 13 over both."""
    game, seat = operator([4, 9], cities=1, coal=2, oil=1)
    best = game.best_powering(seat)
    assert (best["cities"], best["plants"], best["burn"]["oil"], best["burn"]["coal"]) == (1, [9], 1, 0)
    game, seat = operator([4, 9, 13], cities=1, coal=2, oil=1)
    best = game.best_powering(seat)
    assert (best["cities"], best["plants"], sum(best["burn"].values())) == (1, [13], 0)


def test_suggested_powering_prefers_more_cities_over_fewer_tokens():
    """BASE-BUREAU-3: the most cities first, then the fewest tokens: for 3 cities 10 runs with one
    1-city plant (4 tokens, not all three); for 2 cities 2 coal suffice (never 05 + 10 burning 4)."""
    game, seat = operator([4, 5, 10], cities=3, coal=8)
    best = game.best_powering(seat)
    assert best["cities"] == 3 and best["plants"] in ([4, 10], [5, 10])
    game, seat = operator([5, 10, 13], cities=2, coal=4)
    best = game.best_powering(seat)
    assert (best["cities"], sum(best["burn"].values())) == (2, 2) and best["plants"] != [5, 10]


def restock_scene(n, step=1, **market):
    """Phase 5 with the market set to `market` (the rest in the supply) and the given Step."""
    game = scene(n, "power", regions=GERMANY_ALL5 if n >= 5 else None)
    to_step(game, step)
    set_market(game, **market)
    return game


@pytest.mark.parametrize("n", [2, 3, 4, 5, 6])
@pytest.mark.parametrize("step", [1, 2, 3])
def test_restock_amounts_by_player_count_and_step(n, step):
    """BASE-BUREAU-7, BASE-PC-1, BASE-STEP1-1, BASE-STEP3-8: an empty market with a full supply
    receives exactly the T-REFILL amounts for the player count and the current Step."""
    game = restock_scene(n, step, coal=0, oil=0, garbage=0, uranium=0)
    finish_phase(game)
    assert game.state["markets"]["main"] == {r: T_REFILL[n][r][step - 1] for r in TYPES}


def test_ex8_five_player_restock():
    """EX-8, BASE-RES-3, BASE-BUREAU-1, BASE-BUREAU-7, BASE-BUREAU-8: 5 players buy 10 coal, 2 oil and
    1 garbage in round 1 and burn 4 coal; the supply then holds only 4 coal, so coal gets 4 instead of 5;
    the cheapest prices become coal 3, oil 2, garbage 6, uranium 10."""
    game = scene(5, "buy", regions=GERMANY_ALL5)
    give_plants(game, 4, [8])                     # plants 03, 04, 05, 06 and 08; seat 0 buys first
    for seat, cart, cost in [(0, {"oil": 2}, 6), (1, {"coal": 4}, 5), (2, {"coal": 2}, 4),
                             (3, {"garbage": 1}, 7), (4, {"coal": 4}, 13)]:
        cash = money(game, seat)
        game.apply({"type": "buy", "player": seat, "resources": cart})
        assert cash - money(game, seat) == cost
    slots = game.market_slots()
    assert [t for _, _, t in slots["coal"]] == [0, 0, 0, 2, 3, 3, 3, 3]
    assert [t for _, _, t in slots["oil"]] == [0, 0, 1, 3, 3, 3, 3, 3]
    assert [t for _, _, t in slots["garbage"]] == [0, 0, 0, 0, 0, 0, 2, 3]
    advance_to(game, "power")
    assert game.state["order"] == [4, 3, 2, 1, 0]
    act(game, "power", plants=[])
    act(game, "power", plants=[])
    act(game, "power", plants=[5], burn={"coal": 2})
    act(game, "power", plants=[4])
    assert game.state["supply"] == {"coal": 4, "oil": 6, "garbage": 18, "uranium": 10}
    act(game, "power", plants=[])
    slots = game.market_slots()
    assert [t for _, _, t in slots["coal"]] == [0, 0, 3, 3, 3, 3, 3, 3]
    assert [t for _, _, t in slots["oil"]] == [0, 2, 3, 3, 3, 3, 3, 3]
    assert [t for _, _, t in slots["garbage"]] == [0, 0, 0, 0, 0, 2, 3, 3]
    assert [t for _, _, t in slots["uranium"]] == [0] * 8 + [1, 1, 1, 1]
    assert [game.quote(0, {r: 1})["cost"] for r in TYPES] == [3, 2, 6, 10]
    assert game.state["supply"] == {"coal": 0, "oil": 2, "garbage": 15, "uranium": 8}
    game.check_invariants()


def test_income_then_restock_then_plant_market():
    """BASE-BUREAU-1: income is paid first, then the market is restocked, then the plant market is
    updated (in Step 1 the highest plant goes under the deck and a card is drawn)."""
    game = scene(3, "power")
    highest = max(game.state["market"])
    start = len(game.state["log"])
    finish_phase(game)
    kinds = [e["e"] for e in game.state["log"][start:]]
    assert kinds[:3] == ["powered"] * 3
    assert kinds[3:6] == ["market_restocked", "plant_to_deck_bottom", "plant_drawn"]
    assert game.state["deck"][-1] == highest and highest not in game.state["market"]


def test_restock_fills_the_most_expensive_free_spaces():
    """BASE-BUREAU-8: 1 uranium goes on space 16 when the uranium track is empty; 4 coal onto an empty
    coal track go 3 on space 8 and 1 on space 7 (3 players, Step 1)."""
    game = restock_scene(3, coal=0, uranium=0)
    finish_phase(game)
    slots = game.market_slots()
    assert slots["uranium"][-1] == (16, 1, 1) and sum(t for _, _, t in slots["uranium"]) == 1
    assert slots["coal"][-2:] == [(7, 3, 1), (8, 3, 3)]
    assert game.quote(0, {"uranium": 1})["cost"] == 16 and game.quote(0, {"coal": 1})["cost"] == 7


def test_restock_is_limited_by_the_supply():
    """BASE-BUREAU-7: 6 players, Step 2 (coal 9, uranium 3): a supply of 2 coal and no uranium gives
    2 coal and no uranium; the other types get their full amounts."""
    game = restock_scene(6, step=2, coal=22, oil=0, garbage=0, uranium=12)
    assert game.state["supply"]["coal"] == 2 and game.state["supply"]["uranium"] == 0
    finish_phase(game)
    assert game.state["markets"]["main"] == {"coal": 24, "oil": 6, "garbage": 5, "uranium": 12}
    assert game.state["supply"]["coal"] == 0


def test_tokens_without_room_stay_in_the_supply():
    """BASE-BUREAU-9: the restock never puts more than 3 tokens on a space or 1 on a uranium space;
    tokens without room stay in the supply (a supply larger than the room only arises with
    variant markets, so the base restock is called directly here)."""
    from powergrid.resource_market import base_layout, restock
    market = {"coal": 23, "oil": 24, "garbage": 0, "uranium": 11}
    supply = {"coal": 5, "oil": 3, "garbage": 24, "uranium": 4}
    added = restock(base_layout(), market, supply, 6, 2)
    assert added == {"coal": 1, "oil": 0, "garbage": 5, "uranium": 1}
    assert market == {"coal": 24, "oil": 24, "garbage": 5, "uranium": 12}
    assert supply == {"coal": 4, "oil": 3, "garbage": 19, "uranium": 3}


def test_step2_round_restocks_with_the_step2_column():
    """BASE-STEP2-4, BASE-STEP2-1: the player's 7th city starts Step 2 after Phase 4, and the Phase 5 of
    that same round already restocks with the Step 2 column (3 players: 5 coal, 3 oil, 2 garbage, 1 uranium)."""
    game = scene(3, "build")
    set_market(game, coal=0, oil=0, garbage=0, uranium=0)
    set_cities(game, 0, area_cities(game)[:6])
    money(game, 0, 100)
    preview = game.build_preview(0)
    city = min((c for c, v in preview.items() if v["cost"] is not None), key=lambda c: preview[c]["cost"])
    game.apply({"type": "build", "player": 0, "cities": [city]})
    advance_to(game, "power")
    assert game.state["step"] == 2
    finish_phase(game)
    assert game.state["markets"]["main"] == {"coal": 5, "oil": 3, "garbage": 2, "uranium": 1}


def test_power_quote_tells_cities_and_income_before_the_choice():
    """BASE-BUREAU-2/3/4, EX-7: the quote a UI shows before confirming: Ana's 07, 10 and 15, full,
    with 6 cities power 6 (7 of capacity) and earn 73; a wrong fuel mix is refused with a reason."""
    from helpers import new_game
    game = new_game(3, order=[0, 1, 2])
    ann = game.state["players"][0]            # the quote reads only her plants, fuel and cities
    ann["plants"] = [7, 10, 15]
    ann["resources"] = {"coal": 8, "oil": 6, "garbage": 0, "uranium": 0}
    ann["cities"] = ["Essen", "Duisburg", "Dortmund", "Köln", "Düsseldorf", "Münster"]
    q = game.power_quote(0, [7, 10, 15])
    assert (q["cities"], q["capacity"], q["income"], q["ok"]) == (6, 7, 73, True)
    assert q["burn"] == {"coal": 4, "oil": 3, "garbage": 0, "uranium": 0}
    bad = game.power_quote(0, [7, 10, 15], {"coal": 7, "oil": 0})
    assert not bad["ok"] and bad["code"] == "fuel_mix"
    assert game.state["players"][0]["resources"]["coal"] == 8      # a quote changes nothing
