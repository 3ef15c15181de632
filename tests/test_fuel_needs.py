"""game.fuel_needs(seat, runs): what the plants burn to run once or twice, with the hybrids'
and the Flux Generator's choices, and what the player's tokens lack (BASE-PLANT-3/4/7,
PROMO-FLUX-2), checked against the engine's own powering (best_powering, power_quote)."""
import random

import pytest

from helpers_play import area_cities, give_plants, set_cities
from helpers_promos import promo_game
from powergrid import IllegalAction, RESOURCE_TYPES


def _hold(game, amounts: dict) -> None:
    """The player holds these tokens (a scene: where they came from does not matter here)."""
    game.state["players"][0]["resources"] = {r: amounts.get(r, 0) for r in RESOURCE_TYPES}


def _all_plants(game):
    return list(game.state["players"][0]["plants"])


def _fill(holdings: dict, needs: dict) -> dict:
    """Holdings plus what fuel_needs says is missing, each choice in its first accepted type."""
    out = {r: holdings[r] + needs["missing"][r] for r in RESOURCE_TYPES}
    for choice in needs["missing_choices"]:
        out[choice["accepts"][0]] += choice["tokens"]
    return out


@pytest.mark.parametrize("seed", range(40))
def test_nothing_missing_exactly_when_every_plant_can_run_and_the_missing_tokens_suffice(seed):
    rnd = random.Random(seed)
    game = promo_game(3, chosen=["flux"])
    pool = [n for n in game.rules.plants if n != "flux" and game.rules.plants[n].inputs]
    plants = rnd.sample(pool, rnd.randint(1, 2)) + (["flux"] if rnd.random() < 0.5 else [])
    give_plants(game, 0, plants)
    set_cities(game, 0, area_cities(game)[:20])       # enough cities: powering is limited by fuel
    _hold(game, {r: rnd.randint(0, 4) for r in RESOURCE_TYPES})
    player = game.state["players"][0]
    needs = game.fuel_needs(0)
    runs_all = game.power_quote(0, _all_plants(game))["ok"]
    assert runs_all == (not any(needs["missing"].values()) and not needs["missing_choices"])
    if runs_all:
        best = game.best_powering(0)
        capacity = sum(game.rules.plants[n].cities for n in player["plants"])
        assert best["cities"] == min(capacity, len(player["cities"]))
    burned = {r: needs["fixed"][r] for r in RESOURCE_TYPES}
    assert sum(burned.values()) + sum(c["tokens"] for c in needs["choices"]) == \
        sum(game.rules.plants[n].inputs for n in player["plants"])
    # with what is missing added, every plant runs, and best_powering uses them all
    _hold(game, _fill(player["resources"], needs))
    assert game.power_quote(0, _all_plants(game))["ok"]
    assert game.best_powering(0)["capacity"] == sum(game.rules.plants[n].cities for n in player["plants"])


def test_two_runs_is_twice_the_fuel_and_what_a_full_storage_lacks():
    game = promo_game(3, chosen=["flux"])
    give_plants(game, 0, [5, 10, "flux"])              # hybrid 2 coal/oil, coal 2, Flux 3 of any type
    _hold(game, {"coal": 3, "garbage": 1})
    once, twice = game.fuel_needs(0), game.fuel_needs(0, runs=2)
    assert once["fixed"]["coal"] == 2 and twice["fixed"]["coal"] == 4
    assert [c["tokens"] for c in once["choices"]] == [2, 3] and [c["tokens"] for c in twice["choices"]] == [4, 6]
    assert once["missing"]["coal"] == 0
    # one spare coal goes to the hybrid, the garbage to the Flux Generator
    assert once["missing_choices"] == [{"accepts": ["coal", "oil"], "tokens": 1},
                                       {"accepts": list(RESOURCE_TYPES), "tokens": 2}]
    assert twice["missing"]["coal"] == 1


def test_a_bad_number_of_runs_is_refused():
    game = promo_game(3)
    for runs in (0, 3, "1", True, 1.0):
        with pytest.raises(IllegalAction):
            game.fuel_needs(0, runs)
