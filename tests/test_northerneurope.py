"""Northern Europe (NE-1..NE-6, AMB-123, EX-21): each rule set up exactly, compared with the base
game where the base game does otherwise. The regional plants (NE-3) make a game's plant table
depend on its regions in play: every rule that reads a plant's kind, fuel or output reads it."""
import pytest

from powergrid import Game, data
from powergrid.maps import get_map

import helpers_market
from helpers import act, buy_round1, new_game, skip_phase
from helpers_market import assert_starting_market, events, first_restock, give, set_cards

NE = "northerneurope"
# Three adjacent regions: Norway and Denmark (no nuclear plant) and southern Sweden.
SOUTH = ["denmark", "norway", "sweden_south"]
NUCLEAR_REGIONS = ["baltic_states", "finland", "sweden_north", "sweden_south"]
# NE-3 as the sources give it: region -> {plant: (kind, inputs, cities)}.
VERSIONS = {"norway": {7: ("eco", 0, 1), 46: ("eco", 0, 6)},
            "denmark": {19: ("oil", 2, 4), 26: ("oil", 3, 5)},
            "sweden_south": {10: ("uranium", 2, 3), 39: ("eco", 0, 5)},
            "sweden_north": {21: ("eco", 0, 2), 25: ("uranium", 1, 4)},
            "finland": {32: ("garbage", 2, 6), 44: ("uranium", 1, 7)},
            "baltic_states": {18: ("oil", 1, 3), 22: ("eco", 0, 3)}}


def ne_game(n=3, regions=SOUTH, **kw) -> Game:
    return new_game(n, game_map=NE, regions=regions, timing=Game.TIMING, **kw)


def facts(game: Game, plant) -> tuple:
    p = game.rules.plants[plant]
    return p.kind, p.inputs, p.cities


def round2_auction(cities: dict, market: list, regions=SOUTH) -> Game:
    """Round 2's auction in seat order 0, 1, 2, each seat holding the cities given."""
    return helpers_market.round2_auction(ne_game(order=[0, 1, 2], regions=regions), cities, market)


# ---- NE-1 ---------------------------------------------------------------------------------
def test_the_board_is_six_regions_of_seven():
    """NE-1: 42 cities in 6 regions of 7 and 91 connections; southern Sweden holds Göteborg,
    Malmö and Visby, northern Sweden Stockholm, Uppsala and Luleå."""
    board = Game.map_board(NE)
    assert len(board["cities"]) == 42 and len(board["connections"]) == 91
    regions = {r["id"]: set(r["cities"]) for r in board["regions"]}
    assert sorted(regions) == sorted(VERSIONS) and all(len(c) == 7 for c in regions.values())
    assert {"Göteborg", "Malmö", "Visby"} <= regions["sweden_south"]
    assert {"Stockholm", "Uppsala", "Luleå"} <= regions["sweden_north"]


# ---- NE-2, EX-21 --------------------------------------------------------------------------
def test_nobody_may_open_the_regional_nuclear_plant_10_in_round_1():
    """NE-2, EX-21: with southern Sweden in play plant 10 is a uranium plant, so in round 1
    nobody may open it; the refusal names its kind in this game and the four regions that allow
    it (code plant_needs_region), and changes nothing. Without southern Sweden 10 is coal and
    opens."""
    game = ne_game()
    helpers_market.refused_in_round1(game, 10, "uranium", NUCLEAR_REGIONS)
    assert "sweden_south" in game.acquire_refusal(0, 10)["reason"]
    refused = {r["action"]["plant"]: r["code"] for r in game.refused_choices() if r["action"]["type"] == "open"}
    assert refused == {10: "plant_needs_region"}
    coal_10 = ne_game(regions=["denmark", "norway", "sweden_north"])
    set_cards(coal_10, market=[3, 4, 5, 10, 12, 14, 15, 16])
    act(coal_10, "open", plant=10, bid=10)
    assert coal_10.state["auction"]["lot"]["plant"] == 10


def test_ex21_bo_with_a_swedish_city_opens_10_and_cai_is_out_at_once():
    """NE-2, EX-21: in round 2 Bo (Oslo and Göteborg) opens plant 10; Cai, with houses only in
    Norway and Denmark, is out of Bo's auction at once, and may not open it himself."""
    game = round2_auction({0: ["Oslo", "København"], 1: ["Oslo", "Göteborg"], 2: ["Bergen", "Aarhus"]},
                          [10, 12, 14, 15, 16, 17, 20, 23])
    assert game.acquire_refusal(0, 10)["code"] == "plant_needs_region"
    assert [o["plant"] for o in game.legal_actions() if o["type"] == "open"] == [12, 14, 15]
    act(game, "pass")
    act(game, "open", plant=10, bid=10)
    assert [(e["player"], e["plant"]) for e in events(game, "auction_barred")] == [(2, 10)]
    assert 10 in game.state["players"][1]["plants"]


def test_the_base_nuclear_plants_are_bound_alike():
    """NE-2: plant 11 (uranium in every game) is barred to a player with cities only in Norway
    and Denmark, as in CE-3's scene: he may not open it, and is out of an auction for it."""
    helpers_market.barred_opener_then_barred_bidder(
        round2_auction({0: ["Oslo"], 1: ["Göteborg"], 2: ["København"]}, [11, 12, 14, 15, 16, 17, 20, 23]))


@pytest.mark.parametrize("regions, plant, bound", [
    (SOUTH, 39, False),                                          # 39: wind with southern Sweden
    (["denmark", "norway", "sweden_north"], 39, True),           # 39: the deck's uranium plant
    (["finland", "norway", "sweden_north"], 44, True),           # 44: uranium with Finland
    (["denmark", "norway", "sweden_south"], 44, False),          # 44: the deck's wind plant
    (["finland", "norway", "sweden_north"], 25, True),           # 25: uranium with northern Sweden
    (SOUTH, 25, False),                                          # 25: the deck's coal plant
])
def test_the_condition_binds_the_plants_kind_in_this_game(regions, plant, bound):
    """NE-2 on NE-3's plants: a player with cities only in Norway may acquire a plant exactly
    when it burns no uranium in this game: 39 is free with southern Sweden (wind), bound without;
    44 and 25 are bound where their region makes them nuclear."""
    game = ne_game(regions=regions)
    give(game, 0, cities=["Oslo", "Bergen"])
    assert (facts(game, plant)[0] == "uranium") == bound
    refusal = game.acquire_refusal(0, plant)
    assert (refusal is not None) == bound
    if bound:
        assert refusal["code"] == "plant_needs_region" and refusal["params"]["kind"] == "uranium"


# ---- NE-3, AMB-123 ------------------------------------------------------------------------
@pytest.mark.parametrize("n", [2, 3, 4, 5, 6])
def test_each_region_in_play_replaces_its_two_plants_and_only_those(n):
    """NE-3: for every choice of regions the engine allows, the game's plant table holds the
    versions of the regions in play (storage twice the input, BASE-PLANT-3) and the deck's cards
    for every other number; the base deck itself is unchanged."""
    base = data.plants()
    base_before = dict(base)
    for regions in get_map(NE).connected_region_sets(Game.player_count(n, NE)["regions"]):
        table = ne_game(n, regions=regions).rules.plants
        replaced = {plant: v for r in regions for plant, v in VERSIONS[r].items()}
        assert list(table) == list(base)
        for number, plant in table.items():
            if number in replaced:
                assert (plant.kind, plant.inputs, plant.cities) == replaced[number], (regions, number)
                assert plant.storage == 2 * plant.inputs
                assert plant.accepts == (() if plant.kind == "eco" else (plant.kind,))
            else:
                assert plant == base[number], (regions, number)
    assert data.plants() == base_before


def test_a_game_on_another_board_keeps_the_deck_after_a_northern_game():
    """NE-3: the regional plants are the game's own; a Germany game in the same process, and
    the plant cards the page draws for the deck (Game.plant_card), keep plant 10 as coal."""
    assert facts(ne_game(), 10) == ("uranium", 2, 3)
    assert facts(new_game(3), 10) == ("coal", 2, 2)
    assert Game.plant_card(10)["kind"] == "coal"


def powering_scene(game: Game, plants: list, resources: dict, cities: list) -> int:
    """Phase 5 of round 1 (4, 5 and 6 bought): the first to power holds exactly these; his seat."""
    buy_round1(game, [4, 5, 6])
    skip_phase(game, "buy")
    skip_phase(game, "build")
    seat = game.decision()["player"]
    give(game, seat, plants_=plants, resources={"coal": 0, "oil": 0, "garbage": 0, "uranium": 0, **resources},
         cities=cities)
    return seat


FINNISH = ["Helsinki", "Espoo", "Turku", "Tampere", "Pori", "Oulu", "Kuopio"]


def test_the_regional_plants_power_as_their_versions():
    """NE-3 with Finland in play: plant 32 burns 2 garbage for 6 cities (the deck's 32: 3 oil
    for 6), plant 44 1 uranium for 7 (the deck's: wind, 5)."""
    game = ne_game(regions=["finland", "norway", "sweden_north"])
    seat = powering_scene(game, [32, 44], {"garbage": 4, "uranium": 2}, FINNISH + ["Oslo", "Bergen", "Stockholm",
                                                                                 "Uppsala", "Luleå", "Örebro"])
    best = game.best_powering(seat)
    assert best["cities"] == 13 and best["burn"] == {"coal": 0, "oil": 0, "garbage": 2, "uranium": 1}
    game.apply({"type": "power", "player": seat, "plants": [32, 44]})
    assert events(game, "powered")[-1]["cities"] == 13


def test_the_deck_card_and_the_regional_version_of_a_number_never_share_an_answer():
    """NE-3: plant 32 powers 6 cities in both versions, from 3 oil on the deck's card and from 2
    garbage on Finland's: asked in one process with the same holdings, each game gets its own
    plant's answer (the engine remembers answers across games)."""
    holdings = {"oil": 3, "garbage": 2}
    finland = ne_game(regions=["finland", "norway", "sweden_north"])
    seat = powering_scene(finland, [32], holdings, FINNISH[:6])
    assert finland.best_powering(seat)["burn"] == {"coal": 0, "oil": 0, "garbage": 2, "uranium": 0}
    base = new_game(3)
    other = powering_scene(base, [32], holdings, ["Essen", "Duisburg", "Düsseldorf", "Dortmund", "Münster", "Aachen"])
    assert base.best_powering(other)["burn"] == {"coal": 0, "oil": 3, "garbage": 0, "uranium": 0}
    assert base.power_quote(other, [32], {"oil": 3})["ok"]


def test_a_regional_plant_stores_twice_its_input_of_its_own_fuel():
    """NE-3, BASE-PLANT-3: with Denmark in play plant 26 is 3 oil -> 5 (the deck's: 2 oil), so
    its owner may hold 6 oil, not 4; plant 19 takes oil, not garbage."""
    game = ne_game()
    buy_round1(game, [4, 5, 6])
    seat = game.decision()["player"]
    set_cards(game, market=[8, 9, 10, 11, 12, 13, 14, 15])
    give(game, seat, plants_=[19, 26], money=200)
    offer = next(o for o in game.legal_actions() if o["type"] == "buy")
    assert offer["max"]["oil"] == 10 and offer["max"]["garbage"] == 0


def test_a_save_keeps_the_regional_plants_by_its_regions():
    """NE-3: the versions follow from the regions in play, which a save keeps: a loaded game
    has the same plant table and the view lists the same versions (with their regions)."""
    game = ne_game()
    loaded = Game.from_json(game.to_json())
    assert loaded.rules.plants == game.rules.plants
    view = loaded.view()
    assert [(v["id"], v["region"], v["kind"], v["inputs"], v["cities"]) for v in view["plant_versions"]] == [
        (7, "norway", "eco", 0, 1), (10, "sweden_south", "uranium", 2, 3), (19, "denmark", "oil", 2, 4),
        (26, "denmark", "oil", 3, 5), (39, "sweden_south", "eco", 0, 5), (46, "norway", "eco", 0, 6)]
    assert new_game(3).view()["plant_versions"] == []


# ---- NE-4 ---------------------------------------------------------------------------------
def test_the_starting_market_has_its_own_prices():
    """NE-4: coal 3-8 (18), oil 3-8 (18), garbage 5-8 (12), 6 uranium from 7; the supply holds
    6 coal, 6 oil, 12 garbage, 6 uranium."""
    game = ne_game()
    assert_starting_market(game, {"coal": 18, "oil": 18, "garbage": 12, "uranium": 6},
                           {"coal": 6, "oil": 6, "garbage": 12, "uranium": 6},
                           {"coal": 3, "oil": 3, "garbage": 5, "uranium": 7})
    assert game.quote(0, {"uranium": 6})["cost"] == 7 + 8 + 10 + 12 + 14 + 16


# ---- NE-5 ---------------------------------------------------------------------------------
@pytest.mark.parametrize("n, added", [(2, {"coal": 2, "oil": 1, "garbage": 1, "uranium": 1}),
                                      (3, {"coal": 3, "oil": 2, "garbage": 1, "uranium": 1}),
                                      (4, {"coal": 4, "oil": 2, "garbage": 2, "uranium": 2}),
                                      (5, {"coal": 4, "oil": 3, "garbage": 3, "uranium": 2}),
                                      (6, {"coal": 6, "oil": 4, "garbage": 3, "uranium": 2})])
def test_the_refill_table_is_northern_europes_own(n, added):
    """NE-5: what Step 1 restocks with 2..6 players (the base game: coal 3/4/5/5/7, oil
    2/2/3/4/5, uranium 1/1/1/2/2)."""
    assert first_restock(ne_game(n, regions=None), [3, 4, 5, 6, 7, 8][:n], "coal") == added


# ---- NE-6 ---------------------------------------------------------------------------------
@pytest.mark.parametrize("n", [2, 3, 4, 5, 6])
def test_everything_else_is_the_base_game(n):
    """NE-6: the T-PC row of the base game, the deck's set-up (market 3-10, 13 on top); the
    beginner game and the promo cards may be chosen (AMB-127, AMB-128)."""
    assert Game.player_count(n, NE) == Game.player_count(n)
    game = ne_game(n, regions=None)
    assert game.state["market"] == [3, 4, 5, 6, 7, 8, 9, 10] and game.state["deck"][0] == 13
    assert new_game(3, game_map=NE, beginner=True).rules.beginner
    assert new_game(3, game_map=NE, promos=["flux"]).rules.promos == ("flux",)
