"""The seam "where a player's networks begin and how many he may run" (MapRules.networks), tried
in the two shapes the boards need, on test-only declarations over their board files:

- starting cities and a free jump (JP-2, JP-3, JP-4, AMB-125, AMB-126): a network begins only in
  a starting city; one second network in the game, named by the build, house price only; in
  round 1 every house begins a network;
- networks on separate land masses (UK-3, UK-4, EX-17, AMB-129): a house on a land mass where
  the player has none begins his second network at its price plus 20; never two on one.

Every refusal has its code and leaves the state as it was; the base game is unchanged."""
from __future__ import annotations

import pytest

from powergrid import Game, IllegalAction, variants
from powergrid.networks import Networks

from helpers import act, assert_rejected, buy_round1, new_game, skip_phase, snapshot
from helpers_market import enter_phase, give

STARTS = ("Fukuoka", "Kobe", "Osaka", "Sapporo", "Tokyo", "Yokohama")
JUMP_SHAPE = variants.MapRules("test_jump_shape", "map_japan.json",
                               networks=Networks(starts=STARTS, most=2, first_round_starts=True))
ISLAND_SHAPE = variants.MapRules("test_island_shape", "map_ukireland.json",
                                 networks=Networks(most=2, per_land_mass=True, surcharge=20))
JP_REGIONS = ["chubu_kansai", "chugoku_shikoku", "kanto"]
UK_REGIONS = ["england_north", "england_south", "republic_of_ireland"]


@pytest.fixture
def shapes(monkeypatch):
    """The two test declarations known to the engine (the island shape's regions span the sea,
    adjacent on each island, as UK-2 lets them)."""
    monkeypatch.setitem(variants._BY_ID, JUMP_SHAPE.id, JUMP_SHAPE)
    monkeypatch.setitem(variants._BY_ID, ISLAND_SHAPE.id, ISLAND_SHAPE)


def game_on(shape, regions, order=(0, 1, 2)) -> Game:
    return new_game(3, game_map=shape.id, regions=regions, order=list(order))


def at_build(game: Game, round_: int = 2, step: int = 1) -> int:
    """Phase 4 of `round_`; the seat that builds first (the last in the order, 2)."""
    enter_phase(game, "build", round_=round_, step=step, order=[0, 1, 2])
    return game.decision()["player"]


def build(game: Game, cities, **extra) -> int:
    """The player whose build it is builds `cities`; his seat."""
    seat = game.decision()["player"]
    game.apply({"type": "build", "player": seat, "cities": cities, **extra})
    return seat


def refusal(game: Game, cities, **extra) -> IllegalAction:
    before = snapshot(game)
    with pytest.raises(IllegalAction) as e:
        build(game, cities, **extra)
    assert snapshot(game) == before
    return e.value


# ---- starting cities and a free jump ------------------------------------------------------------
def test_a_first_house_outside_the_starting_cities_is_refused(shapes):
    """JP-2: round 1, a first house in Kyoto is refused with network_start_city, naming the six;
    the build template offers only starting cities, and at most two houses (JP-4)."""
    game = game_on(JUMP_SHAPE, JP_REGIONS)
    buy_round1(game, [4, 5, 6])
    skip_phase(game, "buy")
    e = refusal(game, ["Kyoto"])
    assert (e.code, e.params) == ("network_start_city", {"city": "Kyoto", "starts": list(STARTS)})
    (template,) = game.legal_actions()
    assert set(template["options"]) == {c for c in STARTS if c in game.rules.area.index}
    assert template["room"] == 2


def test_round_one_builds_two_network_starts_the_second_spends_the_jump(shapes):
    """JP-4, AMB-126, EX-24: Tokyo and Yokohama (joined at cost 0) are two networks: 10 + 10, no
    connection, and the jump is spent; a third house or a connected one is refused."""
    game = game_on(JUMP_SHAPE, JP_REGIONS)
    buy_round1(game, [4, 5, 6])
    skip_phase(game, "buy")
    seat = game.decision()["player"]
    assert refusal(game, ["Tokyo", "Yokohama", "Osaka"]).code == "first_round_networks"
    e = refusal(game, ["Tokyo", "Chiba"])
    assert e.code == "network_start_city" and e.params["city"] == "Chiba" and "round 1" in str(e)
    plan = game.build_plan(seat, ["Tokyo", "Yokohama"])
    assert plan["cost"] == 20
    assert [(s["city"], s["connection"], s["network"], s["surcharge"]) for s in plan["steps"]] == \
        [("Tokyo", 0, 1, 0), ("Yokohama", 0, 2, 0)]
    money = game.state["players"][seat]["money"]
    build(game, ["Tokyo", "Yokohama"])
    assert game.state["players"][seat]["money"] == money - 20
    assert game.view()["networks_begun"][seat] == 2


def test_the_free_jump_later_pays_the_house_only_and_only_once(shapes):
    """JP-3, AMB-125, EX-24: in round 2 Ben (Tokyo) names Osaka as his new network: 10, no
    connection; Kyoto joins from Osaka at 0. The jump is then spent: a second is refused
    (networks_limit), also when the networks have met."""
    game = game_on(JUMP_SHAPE, JP_REGIONS)
    seat = at_build(game)
    give(game, seat, cities=["Tokyo"], money=100)
    game.state["networks"][seat] = 1
    assert game.build_preview(seat)["Osaka"]["new_network"] == 10
    assert game.legal_actions()[0]["network_options"]["Osaka"] == 10
    plan = game.build_plan(seat, ["Kyoto", "Osaka"], ["Osaka"])
    assert [(s["city"], s["connection"], s.get("network"), s["from"]) for s in plan["steps"]] == \
        [("Osaka", 0, 2, None), ("Kyoto", 0, None, "Osaka")]
    build(game, ["Kyoto", "Osaka"], new_networks=["Osaka"])
    assert game.state["players"][seat]["money"] == 80 and game.state["networks"][seat] == 2
    enter_phase(game, "build", round_=3, order=[0, 1, 2])
    assert game.decision()["player"] == seat
    e = refusal(game, ["Kobe"], new_networks=["Kobe"])
    assert (e.code, e.params) == ("networks_limit", {"city": "Kobe", "most": 2})
    assert "new_network" not in game.build_preview(seat)["Kobe"]
    jumps = [r for r in game.refused_choices() if r["action"].get("new_networks")]
    assert {r["action"]["cities"][0] for r in jumps} >= {"Kobe"} and {r["code"] for r in jumps} <= \
        {"networks_limit", "city_own"}


def test_a_player_who_built_nothing_in_round_one_keeps_his_jump(shapes):
    """JP-3: no house after round 1: his first house must still be in a starting city (Kyoto alone
    is refused; Kyoto with Osaka begins at Osaka and connects Kyoto), and it is his first network."""
    game = game_on(JUMP_SHAPE, JP_REGIONS)
    seat = at_build(game)
    assert refusal(game, ["Kyoto"]).code == "network_start_city"
    assert game.build_preview(seat)["Kyoto"]["cost"] is None
    build(game, ["Kyoto", "Osaka"])
    assert game.state["networks"][seat] == 1
    assert game.state["players"][seat]["money"] == 50 - 20


def test_a_named_network_outside_the_starting_cities_or_the_build_is_refused(shapes):
    """JP-3: the jump goes into a starting city; the named city must be one the build builds."""
    game = game_on(JUMP_SHAPE, JP_REGIONS)
    seat = at_build(game)
    give(game, seat, cities=["Tokyo"])
    game.state["networks"][seat] = 1
    assert refusal(game, ["Nagoya"], new_networks=["Nagoya"]).code == "network_start_city"
    assert refusal(game, ["Chiba"], new_networks=["Osaka"]).code == "network_not_built"
    assert refusal(game, ["Osaka"], new_networks="Osaka").code == "network_not_built"


# ---- networks on separate land masses ------------------------------------------------------------
def island_game(houses) -> tuple[Game, int]:
    game = game_on(ISLAND_SHAPE, UK_REGIONS)
    seat = at_build(game)
    give(game, seat, cities=houses, money=100)
    if houses:
        game.state["networks"][seat] = 1
    return game, seat


def test_the_second_network_on_the_other_island_costs_its_house_and_20(shapes):
    """UK-3, UK-4, EX-17: with houses in Liverpool and Manchester, Dublin costs 10 + 20 = 30 and,
    in the same build, Athlone from Dublin 10 + 9: 49 in all; the preview and the template say 30."""
    game, seat = island_game(["Liverpool", "Manchester"])
    dublin = game.build_preview(seat)["Dublin"]
    assert (dublin["cost"], dublin["surcharge"], dublin["network"], dublin["connection"]) == (30, 20, 2, 0)
    assert game.legal_actions()[0]["options"]["Dublin"] == 30
    plan = game.build_plan(seat, ["Athlone", "Dublin"])
    assert plan["cost"] == 49
    assert [(s["city"], s["from"]) for s in plan["steps"]] == [("Athlone", None), ("Dublin", "Athlone")]
    build(game, ["Athlone", "Dublin"])
    assert game.state["players"][seat]["money"] == 51 and game.state["networks"][seat] == 2


def test_the_second_network_takes_the_space_open_in_its_step(shapes):
    """AMB-129, EX-17: in Step 2, Dublin holding another player's house costs 15 + 20 = 35."""
    game, seat = island_game(["Liverpool"])
    game.state["step"] = 2
    give(game, 0, cities=["Dublin"])
    assert game.build_plan(seat, ["Dublin"])["cost"] == 35


def test_never_two_networks_on_one_island(shapes):
    """UK-3: a new network named on Great Britain, where he has houses, is refused
    (network_on_land_mass); once he has one in Ireland, Irish cities connect as usual."""
    game, seat = island_game(["Liverpool"])
    e = refusal(game, ["Leeds"], new_networks=["Leeds"])
    assert (e.code, e.params) == ("network_on_land_mass", {"city": "Leeds"})
    build(game, ["Dublin"])
    enter_phase(game, "build", round_=3, order=[0, 1, 2])
    assert game.build_plan(seat, ["Athlone"])["cost"] == 19
    assert refusal(game, ["Cork"], new_networks=["Cork"]).code in ("network_on_land_mass", "networks_limit")


def test_a_first_house_on_either_island_pays_no_surcharge(shapes):
    """UK-3: his first house may be on either island, at its price only."""
    game, seat = island_game([])
    assert game.build_plan(seat, ["Dublin"])["cost"] == 10
    assert game.build_plan(seat, ["Dublin", "Liverpool"])["cost"] == 40


def test_a_saved_game_replays_its_networks(shapes):
    """A build that names a new network is an action like any: the save replays it exactly."""
    game = Game({"map": JUMP_SHAPE.id, "players": ["Ann", "Bob", "Cem"], "regions": JP_REGIONS, "seed": 3})
    buy_round1(game, [4, 5, 6])
    skip_phase(game, "buy")
    build(game, ["Tokyo", "Yokohama"])
    again = Game.from_json(game.to_json())
    assert again.state == game.state and sorted(again.state["networks"]) == [0, 0, 2]


# ---- the base game -------------------------------------------------------------------------------
def test_the_base_game_has_one_network():
    """BASE-BUILD-6: on Germany a player with a house may not name a new network; the state keeps
    no count of networks and the build template offers none."""
    game = new_game(3)
    enter_phase(game, "build", round_=2, order=[0, 1, 2])
    seat = game.decision()["player"]
    give(game, seat, cities=["Essen"])
    assert "networks" not in game.state and "network_options" not in game.legal_actions()[0]
    assert assert_rejected(game, {"type": "build", "player": seat, "cities": ["Dortmund"],
                                  "new_networks": ["Dortmund"]}, "at most 1")
    assert Game.map_board("germany")["networks"] == Networks().declaration() == game.board()["networks"]
    act(game, "build", cities=["Duisburg"])


def test_a_player_without_a_house_may_begin_both_networks_in_one_build(shapes):
    """JP-3: with no house after round 1, Osaka and Kobe named as a new network are two networks
    (20, jump spent); Kobe named with Kyoto begins his first network at Kobe, Kyoto connected."""
    game = game_on(JUMP_SHAPE, JP_REGIONS)
    seat = at_build(game)
    plan = game.build_plan(seat, ["Osaka", "Kobe"], ["Kobe"])
    assert [(s["city"], s.get("network")) for s in plan["steps"]] == [("Osaka", 1), ("Kobe", 2)]
    assert plan["cost"] == 20
    plan = game.build_plan(seat, ["Kyoto", "Kobe"], ["Kobe"])
    assert [(s["city"], s.get("network")) for s in plan["steps"]] == [("Kobe", 1), ("Kyoto", None)]
